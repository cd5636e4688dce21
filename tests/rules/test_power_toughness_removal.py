"""Removal and counterspells that test power and toughness — Cut Down's "total power and toughness 5 or less",
Stern Scolding's "power or toughness 2 or less" — answered on the face up's printed numbers, on real cards (batch AI:
both had been "not modelled")."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def test_cut_down_destroys_a_flipped_delver_whose_total_is_exactly_five(sim):
    out = sim("Delver of Secrets", ["transform", "check Cut Down", "apply Cut Down"], zone="battlefield")
    check, applied = out["steps"][1], out["steps"][2]
    assert check["check"]["passes"] is True
    assert "it is 3/2, total power and toughness 5" in check["check"]["reason"]
    assert applied["state"]["zone"] == "graveyard"


def test_cut_down_cant_target_moonrage_brute_though_the_front_is_a_two_two(sim):
    out = sim("Brutal Cathar", ["check Cut Down", "apply Cut Down"], zone="battlefield", day_night="night")
    check, applied = out["steps"]
    assert check["check"]["passes"] is False
    assert "it is 3/3, total power and toughness 6, not 5 or less" in check["check"]["reason"]
    assert applied["state"]["zone"] == "battlefield"


def test_cut_down_on_the_front_face_counts_the_front_faces_numbers(sim):
    out = sim("Brutal Cathar", ["check Cut Down"], zone="battlefield")
    assert out["steps"][0]["check"]["passes"] is True
    assert "total power and toughness 4" in out["steps"][0]["check"]["reason"]


def test_stern_scolding_cant_counter_generous_soul_cast_with_disturb(sim):
    out = sim("Beloved Beggar", ["cast transformed", "check Stern Scolding"], zone="graveyard")
    check = out["steps"][1]
    assert check["check"]["passes"] is False
    assert "neither its power nor its toughness is 2 or less" in check["check"]["reason"]


def test_stern_scolding_counters_beloved_beggar_cast_from_hand_by_its_power(sim):
    out = sim("Beloved Beggar", ["cast", "check Stern Scolding"], zone="hand")
    check = out["steps"][1]
    assert check["check"]["passes"] is True and "its power is 2 or less" in check["check"]["reason"]


def test_stern_scolding_cant_counter_a_noncreature_face(sim):
    out = sim("Augmenter Pugilist", ["cast Echoing Equation", "check Stern Scolding"], zone="hand")
    check = out["steps"][1]
    assert check["check"]["passes"] is False and "creature" in check["check"]["reason"]


# -- the X chosen as a spell is cast (202.3e) -----------------------------------------------------------------------

def test_the_x_chosen_counts_in_the_mana_value_on_the_stack(sim):
    out = sim("Shatterskull Smashing", ["cast Shatterskull Smashing x=0", "check Spell Snare"], zone="hand")
    assert out["steps"][1]["check"]["passes"] is True  # {X}{R}{R} with X=0: mana value 2
    out = sim("Shatterskull Smashing", ["cast Shatterskull Smashing x=1", "check Spell Snare"], zone="hand")
    assert out["steps"][1]["check"]["passes"] is False
    assert out["steps"][0]["state"]["mana_value"] == 3
    assert "202.3e" in [c["number"] for c in out["steps"][0]["citations"]]


def test_a_cast_trigger_kept_before_an_x_spell_is_decided_by_the_x_chosen(sim):
    out = sim("Agadeem's Awakening", ["apply Up the Beanstalk", "cast Agadeem's Awakening x=2"], zone="hand")
    assert out["steps"][0]["result"] == "ok" and out["steps"][1]["result"] == "ok"
    assert "its mana value is 5, which is 5 or greater" in out["steps"][1]["explanation"]
    out = sim("Agadeem's Awakening", ["apply Up the Beanstalk", "cast Agadeem's Awakening x=1"], zone="hand")
    assert "doesn't trigger" in out["steps"][1]["explanation"]


def test_an_x_given_to_a_cast_without_x_is_refused(sim):
    out = sim("Bottomless Pool", ["cast Bottomless Pool x=2"], zone="hand")
    assert out["steps"][0]["result"] == "not allowed" and "no {X}" in out["steps"][0]["explanation"]
