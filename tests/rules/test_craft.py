"""Craft (702.167a): the permanent is exiled to pay the cost and returned transformed — a new object, unlike a
transform (400.7): it is summoning sick and can't attack this turn. Only a permanent on the battlefield with a craft
ability can be crafted; while the ability waits on the stack the card is already in exile; a token crafted ceases
to exist in exile and nothing returns; a Pithing Needle naming it stops the activation."""

from __future__ import annotations

import pytest

from tests.rules.helpers import nums

pytestmark = pytest.mark.integration


def test_a_crafted_permanent_returns_transformed_as_a_new_object(sim):
    out = sim("Saheeli's Lattice // Mastercraft Raptor", ["craft", "check attack", "check sick"], zone="battlefield")
    craft, attack, sick = out["steps"]
    assert craft["result"] == "ok" and "702.167a" in nums(craft)
    assert out["state"]["zone"] == "battlefield" and out["state"]["names"] == ["Mastercraft Raptor"]
    assert attack["check"]["passes"] is False and "302.6" in nums(attack)
    assert sick["check"]["passes"] is True


def test_a_transformed_permanent_is_not_summoning_sick_but_a_crafted_one_is(sim):
    out = sim("Delver of Secrets // Insectile Aberration", ["transform", "check sick", "check attack"],
              zone="battlefield")
    assert out["steps"][1]["check"]["passes"] is False and out["steps"][2]["check"]["passes"] is True


@pytest.mark.parametrize("card, zone, steps", [
    ("Tithing Blade // Consuming Sepulcher", "graveyard", ["craft"]),  # only a permanent is crafted
    ("Delver of Secrets // Insectile Aberration", "battlefield", ["craft"]),  # no craft ability
    ("Tithing Blade // Consuming Sepulcher", "battlefield", ["transform", "craft"]),  # the back face has none
    ("Tithing Blade // Consuming Sepulcher", "battlefield", ["apply Pithing Needle name=Tithing Blade", "craft"]),
])
def test_what_cant_be_crafted(sim, card, zone, steps):
    out = sim(card, steps, zone=zone)
    assert out["steps"][-1]["result"] == "not allowed", out["steps"][-1]["explanation"]
    assert out["state"]["zone"] == zone


def test_in_response_to_craft_the_card_is_already_in_exile(sim):
    out = sim("Tithing Blade // Consuming Sepulcher", ["activate craft", "apply Path to Exile"], zone="battlefield")
    assert out["steps"][0]["state"]["zone"] == "exile"
    assert out["steps"][1]["result"] != "ok"  # Path can't target a card in exile
    out = sim("Tithing Blade // Consuming Sepulcher", ["activate craft", "resolve ability"], zone="battlefield")
    assert out["state"]["zone"] == "battlefield" and out["state"]["names"] == ["Consuming Sepulcher"]
    assert out["steps"][1]["explanation"].startswith("The craft ability resolves")


def test_a_crafted_token_ceases_to_exist(sim):
    out = sim("Saheeli's Lattice // Mastercraft Raptor", ["token copy", "craft"], zone="battlefield")
    assert out["state"]["exists"] is False and out["state"]["zone"] == "exile"
