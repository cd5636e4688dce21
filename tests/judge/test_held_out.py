"""The 30 own-words penalty phrasings written for issue 17 before the ranker was run on them
(tests/judge/held_out/): never a confident wrong infraction, and the expected one on screen (decided,
or one of a close call's buttons). FIRST_CONTACT.md beside them has the figures before and after."""

from __future__ import annotations

from tests.judge.held_out.run import WRONG, load, run


def test_there_are_thirty_held_out_phrasings_each_with_an_ipg_infraction(desk):
    rows = load()
    assert len(rows) == 30
    names = {s.infraction for s in desk.infractions()}
    assert all(r["expected"] in names and r.get("also", r["expected"]) in names for r in rows)


def test_held_out_phrasings_are_never_answered_wrong(desk):
    out = run(desk)
    wrong = [r for r in out if r["outcome"] in (*WRONG, "refused")]
    assert not wrong, wrong
    assert sum(r["outcome"] == "right" for r in out) >= 20  # 18 at first contact, 20 after the fixes
