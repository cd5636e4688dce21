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
