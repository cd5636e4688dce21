"""Every rule number the engine cited in this test run exists in the edition it was loaded with
(the sim/dn fixtures also check each answer as it is made). Order-independent: the test first
runs a few questions of its own on three editions, so it checks something when run alone, and
then checks every citation the rest of the run emitted before it."""

from tests.rules.conftest import EMITTED

RUFFIAN = "Tavern Ruffian // Tavern Smasher"
OWN_QUESTIONS = [
    ("dfc", "Delver of Secrets // Insectile Aberration", ["enter", "transform", "copy", "move graveyard"]),
    ("dfc", "Delver of Secrets // Insectile Aberration", ["enter transformed", "blink", "transform"]),
    ("dfc", "Bruna, the Fading Light", ["enter", "meld Gisela, the Broken Blade", "move hand"]),
    ("daynight", None, [f"enter {RUFFIAN}", "next turn", "spells 2", "next turn", "next turn"]),
    ("daynight", None, ["next turn", f"enter transformed {RUFFIAN}", "spells 0", "next turn"]),
]


def test_every_citation_emitted_in_the_run_exists(sim, dn, ed2026, ed2024, ed2021):
    for ed in (ed2026, ed2024, ed2021):
        for _ in range(4):
            for kind, card, steps in OWN_QUESTIONS:
                if kind == "dfc":
                    sim(card, steps, zone="hand", edition=ed)
                else:
                    dn(steps, edition=ed)
    assert len(EMITTED) > 200
    for ed, c in EMITTED:
        assert ed.exists(c["number"]), c
        assert ed.cite(c["number"]).text == c["text"]
    editions = {str(ed.effective) for ed, _ in EMITTED}
    assert {"2026-04-17", "2024-07-30", "2021-11-19"} <= editions
