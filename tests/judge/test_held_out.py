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


def test_second_held_out_set_has_twenty_with_sources(desk):
    rows = load("2")
    assert len(rows) == 20
    names = {s.infraction for s in desk.infractions()}
    for r in rows:
        assert r["source"]
        assert (r.get("none") and r["expected"] == "") or (r["expected"] in names and r.get("also", r["expected"]) in names)
    assert sum(bool(r.get("none")) for r in rows) == 4 and sum(bool(r.get("close")) for r in rows) == 3


def test_second_held_out_set_gets_no_confident_wrong_infraction(desk):
    out = run(desk, "2")
    assert [r for r in out if r["outcome"] == "confident wrong"] == []  # 7 at first contact (FIRST_CONTACT.md)
    # every phrasing that is no infraction is refused or answered with the IPG's sentence ruling it out,
    # but one ("glancing at the round clock") which is a close call
    none = {r["id"]: r["outcome"] for r in out if r["expected"] == "(no infraction)"}
    assert sum(o == "right" for o in none.values()) >= 3, none
    assert sum(r["outcome"] in ("right", "close call offered") for r in out) >= 16  # 6 at first contact


def test_third_held_out_set_is_kept_as_its_author_wrote_it(desk):
    rows = load("3")
    assert len(rows) == 24 and sum(r["none"] for r in rows) == 4
    names = {s.infraction for s in desk.infractions()}
    assert all(r["none"] or r["expected"] in names for r in rows)


def test_third_held_out_set_gets_no_confident_wrong_infraction(desk):
    out = run(desk, "3")
    assert [r for r in out if r["outcome"] == "confident wrong"] == []  # 3 at first contact (FIRST_CONTACT.md)
    assert sum(r["outcome"] == "right" for r in out) >= 11  # 6 at first contact
    assert sum(r["outcome"] in WRONG or r["outcome"] == "refused" for r in out) <= 2  # 9 at first contact
