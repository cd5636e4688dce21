"""`check CARD graveyard=…`: a card that counts the cards in your graveyard (delirium, "N or more creature cards in
your graveyard"), with the followed Room or double-faced card in the graveyard, through the command line."""

from __future__ import annotations

import pytest

from bot.rules.effects.read import read_text
from tests.rules.test_restrictions import cli

pytestmark = pytest.mark.integration


def test_delirium_is_read_with_its_number_and_time():
    e, = read_text("Extricator of Sin", "Delirium — At the beginning of your upkeep, if there are four or more card "
                   "types among cards in your graveyard, transform Extricator of Sin.").effects
    assert (e.template, e.amount, e.counted, e.when) == ("graveyard_count", 4, "card types",
                                                          "at the beginning of your upkeep")
    e, = read_text("Deathbonnet Sprout", "At the beginning of your upkeep, mill a card.\nThen if there are three or more "
                   "creature cards in your graveyard, transform Deathbonnet Sprout.").effects
    assert (e.amount, e.counted, e.condition.any_types, e.first) == (3, "cards", ("Creature",), "mill a card")


def test_the_front_face_only_is_counted_and_the_other_cards_as_told(catalog_path):
    out = cli(catalog_path, "dfc", "Search for Azcanta", "--zone", "graveyard", "--steps",
              "check Autumnal Gloom graveyard=Lightning Bolt + creature")
    check = out["steps"][0]["check"]
    assert (check["passes"], check["count"]) == (False, 3)
    assert [c["types"] for c in check["counted"]] == [["Enchantment"], ["Instant"], ["Creature"]]
    assert "712.8a" in out["steps"][0]["explanation"]
    out = cli(catalog_path, "dfc", "Search for Azcanta", "--zone", "graveyard", "--steps",
              "check Autumnal Gloom graveyard=Lightning Bolt + creature + Forest")
    assert out["steps"][0]["check"]["passes"] is True


def test_without_the_rest_of_the_graveyard_it_cant_tell(catalog_path):
    out = cli(catalog_path, "dfc", "Westvale Abbey", "--zone", "graveyard", "--steps", "check Deathbonnet Sprout")
    assert out["steps"][0]["result"] == "not modelled"
    assert "graveyard=" in out["steps"][0]["explanation"]


def test_a_room_card_in_the_graveyard_is_one_enchantment(catalog_path):
    out = cli(catalog_path, "room", "Bottomless Pool", "--zone", "graveyard", "--steps",
              "check Deathbonnet Sprout graveyard=2 creature")
    check = out["steps"][0]["check"]
    assert (check["passes"], check["count"]) == (False, 2)
