"""Issue 14: a hand-attack spell and a Room or double-faced card in a hand (Duress, Thoughtseize, Inquisition of
Kozilek, Cabal Therapy), read from their real Oracle text. In a hand a Room has both doors' characteristics combined
(709.4), a double-faced card only its front face's (712.8a)."""

from __future__ import annotations

import pytest

from bot.rules.effects.read import read
from tests.rules.helpers import nums

pytestmark = pytest.mark.integration

ENTRYWAY = "Grand Entryway // Elegant Rotunda"
POOL = "Bottomless Pool // Locker Room"
GLASSWORKS = "Glassworks // Shattered Yard"
EMERIA = "Emeria's Call"
DELVER = "Delver of Secrets"


def _check(sim, card: str, step: str, zone: str = "hand") -> dict:
    return sim(card, [step], zone=zone)["steps"][0]


def test_duress_can_take_a_room_with_a_creature_making_door(sim):
    s = _check(sim, ENTRYWAY, "check Duress")
    assert s["effect"]["template"] == "discard_choice"
    assert s["check"]["passes"] is True and s["explanation"].startswith("Yes: Duress")
    assert "Enchantment — Room" in s["explanation"] and "both doors' characteristics combined" in s["explanation"]
    assert "709.4" in nums(s) and "701.9a" in nums(s)


def test_thoughtseize_takes_a_modal_card_with_a_land_back(sim):
    s = _check(sim, EMERIA, "check Thoughtseize")
    assert s["check"]["passes"] is True, s["explanation"]
    assert "only its front face's characteristics" in s["explanation"] and "712.8a" in nums(s)


def test_inquisition_counts_both_doors_of_a_room(sim):
    s = _check(sim, POOL, "check Inquisition of Kozilek")
    assert s["check"]["passes"] is False
    assert "its mana value is 6" in s["explanation"] and nums(s)[0] == "202.3d"


def test_inquisition_takes_a_double_faced_card_by_its_front_face(sim):
    s = _check(sim, DELVER, "check Inquisition of Kozilek")
    assert s["check"]["passes"] is True and "mana value 1" in s["explanation"]
    # the back face isn't looked at in a hand: a transformed-only land or creature back doesn't change it
    assert "712.8a" in nums(s)


def test_duress_cant_take_a_creature_front_face(sim):
    s = _check(sim, DELVER, "check Duress")
    assert s["check"]["passes"] is False and s["explanation"].startswith("No: Duress")
    assert "it is a creature" in s["check"]["reason"]


def test_a_card_not_in_a_hand_is_not_chosen(sim):
    s = _check(sim, ENTRYWAY, "check Duress", zone="graveyard")
    assert s["check"]["passes"] is False and "in the graveyard" in s["check"]["reason"]


def test_apply_duress_discards_it_and_refuses_what_it_cant_choose(sim):
    out = sim(ENTRYWAY, ["apply Duress", "check mv = 5"], zone="hand")
    assert out["steps"][0]["state"]["zone"] == "graveyard" and "701.9a" in nums(out["steps"][0])
    refused = sim(DELVER, ["apply Duress"], zone="hand")["steps"][0]
    assert refused["result"] == "not allowed" and refused["state"]["zone"] == "hand"


def test_cabal_therapy_names_either_door_but_only_a_front_face(sim):
    assert _check(sim, GLASSWORKS, "check Cabal Therapy name=Glassworks")["check"]["passes"] is True
    assert _check(sim, GLASSWORKS, "check Cabal Therapy name=Shattered Yard")["check"]["passes"] is True
    back = _check(sim, DELVER, "check Cabal Therapy name=Insectile Aberration")
    assert back["check"]["passes"] is False and "its name is Delver of Secrets" in back["explanation"]
    land = _check(sim, EMERIA, "check Cabal Therapy name=Emeria, Shattered Skyclave")
    assert land["check"]["passes"] is False and "can't be chosen" in land["explanation"]
    unnamed = _check(sim, GLASSWORKS, "check Cabal Therapy")
    assert unnamed["result"] == "not modelled" and "name=" in unnamed["explanation"]


def test_every_card_of_the_shape_is_read_and_kitesail_freebooter_is_not(get_card):
    for name, words in (("Duress", "noncreature, nonland card"), ("Thoughtseize", "nonland card"),
                        ("Inquisition of Kozilek", "nonland card with mana value 3 or less"),
                        ("Despise", "creature or planeswalker card"), ("Divest", "artifact or creature card")):
        [e] = read(get_card(name)).effects
        assert (e.template, e.condition.words) == ("discard_choice", words), name
    pelakka = get_card("Pelakka Predation")
    assert [e.template for e in read(pelakka).effects] == ["discard_choice"]
    assert [e.template for e in read(get_card("Cabal Therapy")).effects] == ["discard_named"]
    assert read(get_card("Kitesail Freebooter")).effects == ()
