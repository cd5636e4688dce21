"""The held-out batches (tests/ask/batches/): real questions collected from outside the project and
run once before any fix (their first-contact figures are in FIRST_CONTACT.md). Every confident wrong
answer they found is a test of its class in test_second_edition.py; here every question of every
batch must come back as a person can use it: a verdict with how it was read, or a reply that gives
no verdict and says why — never a traceback, never a verdict for a question outside the bot's domain."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.batches.run import HERE, load

BATCHES = sorted(p.stem[6:] for p in HERE.glob("batch_*.json"))
NO_VERDICT = {"not_understood", "not_modelled", "invalid", "ambiguous", "not_found"}
# Labelled out of scope by their collector, but the rules answer them and the verdict given was checked right by
# hand: T29 asks whether a double-faced card fits a mono-white Commander deck — colour identity (903.4), "Yes", as the
# collector's own note says.
IN_THE_RULES = {"T29"}


def test_the_batches_are_there_with_their_first_contact():
    assert len(BATCHES) >= 3
    assert sum(len(load(b)) for b in BATCHES) >= 3 * 40
    record = (HERE / "FIRST_CONTACT.md").read_text(encoding="utf-8")
    for b in BATCHES:
        assert f"## Batch {b.upper()}" in record
    for b in BATCHES:  # a quarter in Japanese, as the issue asks
        qs = load(b)
        assert sum(q["lang"] == "ja" for q in qs) * 4 >= len(qs) - 4, b


@pytest.mark.parametrize("batch", BATCHES)
async def test_every_question_gets_a_verdict_with_its_reading_or_a_reply_without_one(library, batch):
    for q in load(batch):
        answer = await ask(library, q["question"])
        if answer.ok:
            assert answer.json["read_as"]["command"], q["id"]
            assert q.get("scope") not in ("other", "out") or q["id"] in IN_THE_RULES, \
                f"{q['id']}: a verdict for a question outside the bot's domain"
        else:
            err = answer.json["error"]
            assert err["kind"] in NO_VERDICT, (q["id"], err)
            assert err["message"].strip(), q["id"]
            assert "state" not in answer.json and not answer.verdict, q["id"]
