"""The question set (tests/ask/questions.py) through the same core function `python -m bot ask`
and /ask call: the program each question is read as, and what its answer says."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.questions import QUESTIONS, REFUSALS, REFUSE, STOPPED, Q


def _id(q) -> str:
    return q.question[:60]


@pytest.mark.parametrize("q", QUESTIONS, ids=_id)
async def test_question_is_read_and_answered(library, q: Q):
    answer = await ask(library, q.question, locale=q.locale)
    data = answer.json
    assert data.get("read_as") == {"command": q.command, "argv": q.argv}, answer.answer
    if q.unread is not None:
        assert data["unread"] == q.unread
    assert answer.ok, answer.answer
    if q.says:
        assert q.says in answer.text()
    assert answer.read_as.startswith(("Read as: /", "読み取り: /"))
    lines = answer.text().splitlines()
    assert lines[2] in ((answer.verdict or [""])[0], answer.answer.splitlines()[0])  # the verdict first
    assert lines.index(answer.read_as) > 2


@pytest.mark.parametrize("q", REFUSALS, ids=_id)
async def test_question_is_refused_not_guessed(library, q: REFUSE):
    answer = await ask(library, q.question)
    assert not answer.ok
    assert answer.json["error"]["kind"] == q.kind
    assert "read_as" not in answer.json or answer.json["read_as"]["command"] is None
    if q.kind == "not_understood" and "unplaced" in answer.json["error"]:  # a partial reading
        err = answer.json["error"]
        assert err["unplaced"] and err["reading"]["command"], err
        assert "No verdict from a partial reading" in err["message"] or "答えを出しません" in err["message"]
        assert not answer.verdict and "state" not in answer.json
    elif q.kind == "not_understood":
        related = answer.json["error"]["related"]
        assert "Nothing below is an answer" in answer.json["error"]["message"] \
            or "答えではなく" in answer.json["error"]["message"]
        assert all(r["kind"] in ("rule", "ruling") for r in related)
    else:
        assert answer.json["error"]["suggestions"]


def test_the_set_is_large_enough():
    assert len(QUESTIONS) + len(REFUSALS) >= 150
    assert sum(1 for q in QUESTIONS if any("\u3040" <= ch <= "\u9fff" for ch in q.question)) >= 20


@pytest.mark.parametrize("q", STOPPED, ids=_id)
async def test_a_story_that_stops_gives_no_verdict(library, q: REFUSE):
    answer = await ask(library, q.question)
    assert not answer.ok
    err = answer.json["error"]
    assert err["kind"] == q.kind
    assert "state" not in answer.json and not answer.verdict
    for said in q.suggestions:
        assert said in err["message"]
