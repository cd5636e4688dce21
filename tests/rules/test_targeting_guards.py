"""Shroud, hexproof, ward and protection on the face up (702.18a, 702.11b, 702.21a, 702.16b): a targeting check had
looked only at types, colours and mana value, so "can I Path to Exile opp's Avabruck Caretaker?" was "Yes". Shroud is
No for everyone; the others depend on who controls each card (and, for ward, on a cost paid), which the steps don't
follow — "not modelled", never a Yes. An effect that would do nothing anyway (Fatal Push on mana value 3, a Bolt the
creature survives) is still "No"."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("card, steps, kind", [
    ("Delver of Secrets", ["transform", "check Path to Exile"], None),  # nothing guards Insectile Aberration
    ("Avabruck Caretaker", ["check Path to Exile"], "hexproof"),
    ("Avabruck Caretaker", ["transform", "check Swords to Plowshares"], "hexproof"),  # Hollowhenge Huntmaster
    ("Chaplain of Alms", ["transform", "apply Abrupt Decay"], "ward"),
    ("Chaplain of Alms", ["transform", "apply Lightning Bolt"], "ward"),  # "Each creature you control has ward {1}."
])
def test_a_guarded_face_is_never_a_yes(sim, card, steps, kind):
    out = sim(card, steps, zone="battlefield")
    last = out["steps"][-1]
    if kind is None:
        assert last["check"]["passes"] is True, last["explanation"]
        return
    assert last["result"] == "not modelled" and f"it has {kind}" in last["explanation"], last["explanation"]


def test_an_effect_that_does_nothing_anyway_is_still_no(sim):
    out = sim("Brutal Cathar", ["transform", "check Fatal Push"], zone="battlefield")
    last = out["steps"][-1]
    assert last["result"] == "not modelled" or last["check"]["passes"] is False  # revolt's line is what ward leaves open
    out = sim("Avabruck Caretaker", ["check Shock"], zone="battlefield")  # a 4/4 survives 2 damage, hexproof or not
    assert out["steps"][-1]["check"]["passes"] is False, out["steps"][-1]["explanation"]


@pytest.mark.parametrize("card, steps", [
    ("Chaplain of Alms", ["transform", "check Abrupt Decay"]),
    ("Chaplain of Alms", ["transform", "check Lightning Bolt"]),
])
def test_ward_doesnt_stop_targeting_and_the_yes_says_it(sim, card, steps):
    # ward counters the spell unless its cost is paid; it can still be targeted (702.21a)
    last = sim(card, steps, zone="battlefield")["steps"][-1]
    assert last["check"]["passes"] is True and "but it has ward" in last["check"]["reason"], last["explanation"]


def test_moonrage_brute_at_night_has_ward(sim):
    out = sim("Brutal Cathar", ["apply Abrupt Decay"], zone="battlefield", day_night="night")  # "Ward—Pay 3 life."
    assert out["steps"][-1]["result"] == "not modelled" and "it has ward" in out["steps"][-1]["explanation"]
