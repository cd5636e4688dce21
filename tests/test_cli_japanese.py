"""Issue 17, item 3, on the command line: `python -m bot ask "…日本語…"` prints its text in Japanese all the
way — the labels (steps, rules cited, rulings, the rules edition), a refusal and "which one?" — as Discord's
/ask says it. How the question was read stays the command it ran (to copy), quoted rules and rulings stay
English, and English questions and --json print what they printed before."""

from __future__ import annotations

import json
import re

from tests.test_cli import run

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _own_lines(text: str) -> list[str]:
    """The lines the bot says itself: not how it read the question (a command), not a quoted ruling or
    rule text (after the rulings' heading), not a command to copy."""
    out = []
    for line in text.split("\n"):
        if line.startswith(("読み取り:", "  (")) or re.match(r"^\s+\d{3}\.\d", line):
            continue
        out.append(line)
    return out


def test_a_japanese_question_on_the_command_line_is_labelled_in_japanese(catalog_path):
    proc = run("ask", "変身した秘密を掘り下げる者の名前は？", catalog=catalog_path)
    assert proc.returncode == 0
    text = proc.stdout
    assert "\n手順：\n  1. 変身する: 可。戦場、マナ総量1（701.27a, 712.18, 712.8e）\n" in text
    assert "\n引用した総合ルール：712.8d, 701.27a, 712.18, 712.8e（本文は --rules で表示）\n" in text
    assert "\n裁定（英語）：\n  (2011-09-22) You may reveal" in text
    assert re.search(r"\n総合ルール \d{4}-\d\d-\d\d版\s*$", text)
    assert "読み取り: /dfc Delver of Secrets // Insectile Aberration · zone battlefield · steps transform" in text
    for line in _own_lines(text):
        assert not LATIN_WORD.findall(line.replace("--rules", "")), line


def test_the_rules_in_full_are_under_a_japanese_heading_and_stay_english(catalog_path):
    text = run("ask", "変身した秘密を掘り下げる者の名前は？", "--rules", catalog=catalog_path).stdout
    assert "\n総合ルール（英語の原文）：\n  712.8d " in text
    assert "Rules:" not in text and "Steps:" not in text


def test_a_japanese_which_one_on_the_command_line(catalog_path):
    proc = run("ask", "Delverのマナ総量は？", catalog=catalog_path)
    assert proc.returncode == 2
    assert proc.stdout.split("\n")[:2] == [
        "「Delver」に当てはまるカードが5枚あります。どれですか？",
        "もしかして：秘密を掘り下げる者、Dungeon Delver、Jungle Delver、Literal Delver of Secrets、Phyrexian Delver"]


def test_a_japanese_refusal_on_the_command_line(catalog_path):
    proc = run("ask", "戦場のエメリアの呼び声のマナ総量は？", catalog=catalog_path)
    assert proc.returncode == 2
    assert "エメリアの呼び声はソーサリーで、ソーサリーがパーマネントになることはないので" in proc.stdout
    assert "invalid:" not in proc.stdout and "can't start" not in proc.stdout


def test_a_card_looked_up_in_japanese_is_said_in_japanese(catalog_path):
    text = run("ask", "月霧とは？", catalog=catalog_path).stdout
    assert text.split("\n")[:3] == ["月霧", "", "通常のカード。マナ総量2。"]


def test_english_and_json_are_as_before(catalog_path):
    text = run("ask", "what's the MV of my flipped Delver?", catalog=catalog_path).stdout
    assert "\nSteps:\n  1. Delver of Secrets transforms into Insectile Aberration" in text
    assert "\nRules cited: 712.8d, 701.27a, 712.18, 712.8e (their text: --rules)\n" in text
    assert "\nRulings:\n" in text and re.search(r"\nComprehensive Rules effective \d{4}-\d\d-\d\d\s*$", text)
    out = json.loads(run("ask", "Delverのマナ総量は？", "--json", catalog=catalog_path).stdout)
    assert out["error"]["message"] == "“Delver” fits 5 cards; which one?"
    assert run("card", "delver", catalog=catalog_path).stdout.startswith("ambiguous: “delver” fits 6 cards; which one?\n"
                                                                          "Did you mean: Delver of Secrets; ")
