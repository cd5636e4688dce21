"""Runs last: every rule number the engine cited anywhere in this test run exists in the
edition it was loaded with (the sim/dn fixtures also check each answer as it is made)."""

from tests.rules.conftest import EMITTED


def test_every_citation_emitted_in_the_run_exists():
    assert len(EMITTED) > 200
    for ed, c in EMITTED:
        assert ed.exists(c["number"]), c
        assert ed.cite(c["number"]).text == c["text"]
    editions = {str(ed.effective) for ed, _ in EMITTED}
    assert {"2026-04-17", "2024-07-30", "2021-11-19"} <= editions
