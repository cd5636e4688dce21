"""The command line as a person at a table uses it: `python -m bot card|rule ...`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT


def run(*args, catalog):
    proc = subprocess.run([sys.executable, "-m", "bot", "--catalog", str(catalog), *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert "Traceback" not in proc.stderr + proc.stdout
    return proc


def test_card_json_gives_the_card_its_faces_and_the_face_named(catalog_path):
    proc = run("card", "Locker Room", "--json", catalog=catalog_path)
    assert proc.returncode == 0
    out = json.loads(proc.stdout)
    assert out["query"] == "Locker Room" and out["face"] == "Locker Room"
    card = out["card"]
    assert (card["name"], card["layout"], card["mana_value"]) == ("Bottomless Pool // Locker Room", "split", 6)
    assert [(f["name"], f["mana_cost"], f["mana_value"]) for f in card["faces"]] == [
        ("Bottomless Pool", "{U}", 1), ("Locker Room", "{4}{U}", 5)]
    assert set(card["faces"][0]) == {"name", "mana_cost", "mana_value", "type_line", "text", "power",
                                     "toughness", "japanese_name", "defense"}  # defense: added after the others


def test_card_json_carries_official_rulings_and_japanese_names(catalog_path):
    out = json.loads(run("card", "Delver of Secrets // Insectile Aberration", "--json", catalog=catalog_path).stdout)
    assert out["face"] is None
    assert out["card"]["faces"][1]["japanese_name"] == "昆虫の逸脱者"
    assert out["rulings"] and all(set(r) == {"date", "text"} for r in out["rulings"])


@pytest.mark.parametrize("query, kind", [("jace", "ambiguous"), ("qwzxv plorf", "not_found"), ("", "invalid")])
def test_unanswerable_card_queries_are_one_json_error_with_exit_status_2(catalog_path, query, kind):
    proc = run("card", query, "--json", catalog=catalog_path)
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert out["query"] == query and out["error"]["kind"] == kind and out["error"]["message"]
    assert isinstance(out["error"]["suggestions"], list)


def test_rule_by_number_returns_it_with_its_subrules(catalog_path):
    out = json.loads(run("rule", "709.5", "--json", catalog=catalog_path).stdout)
    assert out["cr_effective"] == "2026-04-17"
    rule = out["rules"][0]
    assert rule["number"] == "709.5"
    assert [s["number"] for s in rule["subrules"]] == [f"709.5{c}" for c in "abcdefghij"]


@pytest.mark.parametrize("term, words", [("daybound", "daybound"), ("meld", "meld"), ("door", "door")])
def test_rule_by_glossary_term(catalog_path, term, words):
    out = json.loads(run("rule", term, "--json", catalog=catalog_path).stdout)
    assert out["rules"] and words in out["rules"][0]["text"].lower()


def test_rule_by_words_searches_the_text(catalog_path):
    out = json.loads(run("rule", "unlocked designation", "--json", catalog=catalog_path).stdout)
    assert any(r["number"].startswith("709.5") for r in out["rules"])


def test_text_output_answers_first_and_cites_the_edition(catalog_path):
    proc = run("card", "botomless pool", catalog=catalog_path)
    assert proc.stdout.startswith("Bottomless Pool // Locker Room")
    assert "Comprehensive Rules effective 2026-04-17" in proc.stdout


def test_a_missing_catalog_says_which_command_builds_it(tmp_path):
    proc = run("card", "Opt", catalog=tmp_path / "none.sqlite3")
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "python -m bot catalog build" in proc.stderr


def test_a_corrupt_catalog_says_which_command_rebuilds_it(tmp_path):
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    proc = run("rule", "709.5", catalog=bad)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "python -m bot catalog build" in proc.stderr


async def test_rule_autocomplete_offers_numbers_terms_and_sections(library):
    by_number = library.rule_autocomplete("709.5")
    assert [v for _, v in by_number] == ["709.5"] + [f"709.5{c}" for c in "abcdefghij"]
    assert by_number[0][0].startswith("709.5 — Some split cards")
    words = dict((v, label) for label, v in library.rule_autocomplete("day"))
    assert {"Day", "Daybound", "731"} <= set(words) and words["731"] == "731 — Day and Night"
    # a rule number and the start of "history" offers the rule's history
    assert library.rule_autocomplete("712.9 hi") == [("712.9 history — in which editions its text changed",
                                                      "712.9 history")]
    assert library.rule_autocomplete("999.9 hi") == []
    for prefix in ["", "7", "a", "zzz", "x" * 300, "712.9 ", "712.9 history"]:
        choices = library.rule_autocomplete(prefix)
        assert len(choices) <= 25 and all(len(label) <= 100 and len(v) <= 100 for label, v in choices)


def test_non_game_cards_only_when_asked_for(catalog_path):
    proc = run("card", "Akroma, Angel of Wrath Avatar", "--json", catalog=catalog_path)
    assert proc.returncode == 2 and "--include-nongame" in json.loads(proc.stdout)["error"]["message"]
    proc = run("card", "Akroma, Angel of Wrath Avatar", "--include-nongame", "--json", catalog=catalog_path)
    out = json.loads(proc.stdout)
    assert proc.returncode == 0 and out["card"]["layout"] == "vanguard"


def test_rule_history_on_the_command_line_shows_a_word_diff(catalog_path):
    proc = run("rule", "712.9", "--history", catalog=catalog_path)
    assert proc.returncode == 0, proc.stderr
    assert "2025-09-19:" in proc.stdout
    assert "Only [-transforming tokens and-] permanents represented by" in proc.stdout


def test_invite_prints_the_oauth2_address_with_only_the_permissions_needed():
    import os
    from urllib.parse import parse_qs, urlparse

    import discord

    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env["DISCORD_TOKEN"] = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GxYzAb.not-a-real-token"  # the id is the first part
    proc = subprocess.run([sys.executable, "-m", "bot", "invite"], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    url = urlparse(proc.stdout.strip())
    query = parse_qs(url.query)
    assert url.netloc == "discord.com" and query["client_id"] == ["123456789012345678"]
    assert query["scope"] == ["bot applications.commands"]
    granted = discord.Permissions(int(query["permissions"][0]))
    assert {name for name, on in granted if on} == {"send_messages", "embed_links", "external_emojis"}
    assert "not-a-real-token" not in proc.stdout + proc.stderr


def test_simulation_text_gives_verdict_steps_and_rule_numbers_and_rule_texts_only_when_asked(catalog_path):
    args = ("room", "Bottomless Pool", "--steps", "cast Locker Room; resolve; unlock Bottomless Pool")
    out = run(*args, catalog=catalog_path).stdout.splitlines()
    assert out[:4] == ["Bottomless Pool // Locker Room", "", "Mana value 6 · named Bottomless Pool and Locker Room",
                       "On the battlefield, both doors unlocked"]
    steps = out[out.index("Steps:") + 1:]
    assert steps[2].startswith("  3. Bottomless Pool is unlocked by paying its mana cost {U}: a special action")
    assert "(116.2m, 709.5e)" in steps[2]  # the step's deciding sentence keeps its rule numbers (116.1 is not cited)
    cited = next(line for line in out if line.startswith("Rules cited: "))
    assert "709.5e" in cited and cited.endswith("(their text: --rules)")
    assert not any(line.startswith("  709.5e A player who controls") for line in out)
    full = run(*args, "--rules", catalog=catalog_path).stdout.splitlines()
    assert "Rules:" in full and any(line.startswith("  709.5e A player who controls") for line in full)
    for command in (("dfc", "Delver of Secrets", "--steps", "enter; transform"),
                    ("daynight", "--steps", "enter Tavern Ruffian; next turn"), ("card", "locker room")):
        text = run(*command, catalog=catalog_path).stdout
        assert "Rules:" not in text and "Rules cited: " in text, command
    assert run("rule", "709.5", catalog=catalog_path).stdout.count("\n  709.5") >= 3  # a rule is its text
