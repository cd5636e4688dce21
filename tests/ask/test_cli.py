"""`python -m bot ask "QUESTION" [--json]`: the JSON of the command it ran, plus read_as and unread;
a question it cannot read gives {"query", "error": {"kind": "not_understood", "message", "related"}}."""

from __future__ import annotations

import json

import pytest

from tests.ask.questions import QUESTIONS
from tests.test_cli import run

# One question of each command and language, and one with words it did not use.
CLI_SAMPLE = [
    "what's the MV of Bottomless Pool in my library?",
    "if I flicker Bottomless Pool with one door open, what comes back?",
    "my opponent cast nothing last turn, is it night now?",
    "what does delver of secrets do",
    "rule 709.5",
    "秘密を掘り下げる者が変身したらマナ総量は？",
]


@pytest.mark.parametrize("question", CLI_SAMPLE)
def test_ask_json_is_the_command_it_ran_plus_how_it_read(catalog_path, question):
    q = next(q for q in QUESTIONS if q.question == question)
    proc = run("ask", question, "--json", catalog=catalog_path)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["read_as"] == {"command": q.command, "argv": q.argv}
    assert out["unread"] == q.unread
    # the same JSON the command prints when run with that program, plus the two fields
    same = json.loads(run(q.command, *q.argv, "--json", catalog=catalog_path).stdout)
    assert {k: v for k, v in out.items() if k not in ("read_as", "unread", "said", "query", "assumed", "verdict")} == \
        {k: v for k, v in same.items() if k != "query"}


def test_ask_text_gives_the_verdict_then_how_it_read(catalog_path):
    proc = run("ask", "mv of bottomles pool on the battlefield, pretty please", catalog=catalog_path)
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    assert lines[2] == "Mana value 0 · no name"  # the verdict first
    assert "mana value 0 and no name" in proc.stdout
    k = lines.index("Read as: /room Bottomless Pool // Locker Room · zone battlefield")
    assert k > 3 and lines[k + 1] == "Not used: pretty"


def test_ask_json_refusal_has_related_material_and_status_2(catalog_path):
    proc = run("ask", "how does the stack work when I flicker something?", "--json", catalog=catalog_path)
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert set(out) == {"query", "error"}
    err = out["error"]
    assert err["kind"] == "not_understood" and "Nothing below is an answer" in err["message"]
    assert err["related"] and {r["kind"] for r in err["related"]} <= {"rule", "ruling"}
    assert any(r["kind"] == "rule" and "exile" in r["text"].casefold() for r in err["related"])


def test_ask_japanese_question_answers_in_japanese(catalog_path):
    proc = run("ask", "変身した秘密を掘り下げる者の名前は？", catalog=catalog_path)
    assert proc.returncode == 0
    assert "読み取り: /dfc Delver of Secrets // Insectile Aberration · zone battlefield · steps transform" in proc.stdout
    assert "名前は昆虫の逸脱者" in proc.stdout
    assert proc.stdout.splitlines()[0] == "秘密を掘り下げる者 // 昆虫の逸脱者"


def test_ask_with_nothing_to_read_is_a_clear_message(catalog_path):
    proc = run("ask", "   ", "--json", catalog=catalog_path)
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["error"]["message"].startswith("The question is empty.")
