"""Spells stopped or countered by a number (effects/restrict.py): Chalice of the Void's charge counters
(`counters=N`), Sanctum Prelate's chosen number (`number=N`), Gaddock Teeg's "4 or greater" and "{X} in their
mana costs", Counterbalance's revealed card (`revealed=CARD`), and Lurrus's permission from the graveyard — on
real Rooms and double-faced cards, whose mana value as cast is the door's or face's (709.3a, 712.11c) and, in the
library, the halves combined (709.4) or the front face's (712.8a). Without the number the answer is "can't tell",
saying which number is needed. Each test goes through the command line, as a player types it."""

from __future__ import annotations

import pytest

from bot.rules.effects.read import read_text
from tests.rules.helpers import nums
from tests.rules.test_restrictions import cli

pytestmark = pytest.mark.integration

POOL = "Bottomless Pool"
VALKI = "Valki, God of Lies"
TIBALT = "Tibalt, Cosmic Impostor"
CHALICE = "Chalice of the Void"


def steps(catalog, command, card, zone, story):
    out = cli(catalog, command, card, "--zone", zone, "--steps", story)
    return out, out["steps"]


# --- Chalice of the Void: the spell is cast, and its trigger counters it as it resolves ------------------------

def test_chalice_on_2_counters_valki_as_cast_but_not_the_tibalt_face(catalog_path):
    out, (applied, cast) = steps(catalog_path, "dfc", VALKI, "hand", f"apply {CHALICE} counters=2; cast {VALKI}")
    assert [(f["name"], f["mana_value"], f["countered"]) for f in applied["check"]["faces"]] == [
        (VALKI, 2, True), (TIBALT, 7, False)]
    assert cast["result"] == "ok" and out["state"]["zone"] == "graveyard"  # cast, then countered
    assert "counters it as it resolves" in cast["explanation"] and "It was still cast" in cast["explanation"]
    assert nums(cast)[:2] == ["603.2", "701.6a"]
    out, (_, cast) = steps(catalog_path, "dfc", VALKI, "hand", f"apply {CHALICE} counters=2; cast {TIBALT}")
    assert cast["result"] == "ok" and out["state"]["zone"] == "stack"
    assert "doesn't counter it: its mana value on the stack is 7, not 2" in cast["explanation"]


def test_chalice_looks_at_the_door_cast_not_the_rooms_combined_mana_value(catalog_path):
    out, (_, cast) = steps(catalog_path, "room", POOL, "hand", f"apply {CHALICE} counters=1; cast {POOL}")
    assert out["state"]["zone"] == "graveyard" and "202.3d" in nums(cast)
    out, _ = steps(catalog_path, "room", POOL, "hand", f"apply {CHALICE} counters=6; cast Locker Room")
    assert out["state"]["zone"] == "stack"  # 6 is the card's mana value in the hand, never a door's


def test_chalice_without_its_counters_is_cant_tell_and_names_the_number_needed(catalog_path):
    out, (check, *_) = steps(catalog_path, "dfc", VALKI, "hand", f"check {CHALICE}; cast {VALKI}")
    assert check["result"] == "not modelled" and check["check"]["passes"] is None
    assert "Can't tell" in check["explanation"] and "counters=N" in check["explanation"]
    assert out["stopped_at"] == 0


def test_a_land_played_never_meets_chalice_on_0(catalog_path):
    out, (check, play) = steps(catalog_path, "dfc", "Emeria's Call", "hand",
                               f"check {CHALICE} counters=0; play Emeria, Shattered Skyclave")
    assert check["check"]["faces"] == [{"name": "Emeria's Call", "mana_value": 7, "countered": False}]
    assert play["result"] == "ok" and out["state"]["zone"] == "battlefield"


# --- Sanctum Prelate and Gaddock Teeg: "can't be cast" -----------------------------------------------------------

def test_sanctum_prelate_choosing_1_stops_the_bottomless_pool_door_only(catalog_path):
    out, (applied, cast) = steps(catalog_path, "room", POOL, "hand", f"apply Sanctum Prelate number=1; cast {POOL}")
    assert [(f["name"], f["castable"]) for f in applied["check"]["faces"]] == [(POOL, False), ("Locker Room", True)]
    assert cast["result"] == "not allowed" and out["state"]["zone"] == "hand"
    assert nums(cast)[:2] == ["601.3", "101.2"]
    out, (_, cast) = steps(catalog_path, "room", POOL, "hand", "apply Sanctum Prelate number=1; cast Locker Room")
    assert cast["result"] == "ok"


def test_sanctum_prelate_stops_only_noncreature_spells_and_needs_its_number(catalog_path):
    out, (_, cast) = steps(catalog_path, "dfc", VALKI, "hand", f"apply Sanctum Prelate number=2; cast {VALKI}")
    assert cast["result"] == "ok"  # Valki is a creature spell
    out, (check,) = steps(catalog_path, "room", POOL, "hand", "check Sanctum Prelate")
    assert check["result"] == "not modelled" and "number=N" in check["explanation"]


def test_gaddock_teeg_stops_emerias_call_but_not_its_land_face_played(catalog_path):
    out, (applied, cast) = steps(catalog_path, "dfc", "Emeria's Call", "hand", "apply Gaddock Teeg; cast Emeria's Call")
    assert applied["check"]["passes"] is True and cast["result"] == "not allowed"
    assert "mana value is 7, which is 4 or greater" in cast["explanation"]
    out, (_, play) = steps(catalog_path, "dfc", "Emeria's Call", "hand",
                           "apply Gaddock Teeg; play Emeria, Shattered Skyclave")
    assert play["result"] == "ok" and out["state"]["zone"] == "battlefield"  # a land isn't cast (305.9)


def test_gaddock_teegs_x_sentence_reads_the_mana_cost():
    e, x = read_text("Gaddock Teeg", "Noncreature spells with mana value 4 or greater can't be cast.\n"
                                     "Noncreature spells with {X} in their mana costs can't be cast.").effects
    assert e.template == x.template == "cant_cast" and x.x_in_cost and not e.x_in_cost
    assert e.players == "any" and e.condition.mana_value.value == 4


# --- Counterbalance: the revealed card's mana value in the library ------------------------------------------------

def test_counterbalance_revealing_a_room_uses_its_combined_mana_value(catalog_path):
    # Bottomless Pool // Locker Room in the library: 1 + 5 = 6 (709.4); Valki (2) and Tibalt (7) aren't 6
    out, (check,) = steps(catalog_path, "dfc", VALKI, "hand", f"check Counterbalance revealed={POOL}")
    assert check["check"]["passes"] is False and "709.4" in nums(check)
    assert "has mana value 6" in check["explanation"]
    assert (check["effect"]["number_from"], check["effect"]["revealed"]) == ("revealed", POOL)
    # Valki revealed from the library is its front face, 2 (712.8a), never its Tibalt face's 7
    out, (applied, cast) = steps(catalog_path, "dfc", VALKI, "hand",
                                 f"apply Counterbalance revealed={VALKI}; cast {VALKI}")
    assert "712.8a" in nums(applied) and out["state"]["zone"] == "graveyard"
    assert "opponent" in cast["explanation"]  # "Whenever an opponent casts": the assumption is said
    out, (_, cast) = steps(catalog_path, "dfc", VALKI, "hand", f"apply Counterbalance revealed={VALKI}; cast {TIBALT}")
    assert out["state"]["zone"] == "stack"


def test_counterbalance_without_the_revealed_card_is_cant_tell(catalog_path):
    out, (check,) = steps(catalog_path, "room", POOL, "hand", "check Counterbalance")
    assert check["result"] == "not modelled" and "revealed=CARD" in check["explanation"]


# --- Lurrus: a permission to cast from the graveyard --------------------------------------------------------------

def test_lurrus_lets_delver_be_cast_from_the_graveyard(catalog_path):
    out, (_, cast) = steps(catalog_path, "dfc", "Delver of Secrets", "graveyard",
                           "apply Lurrus of the Dream-Den; cast Delver of Secrets")
    assert cast["result"] == "ok" and out["state"]["zone"] == "stack"
    assert "601.3" in nums(cast) and "your turn" in cast["explanation"]  # its "once during each of your turns"
    out, (cast,) = steps(catalog_path, "dfc", "Delver of Secrets", "graveyard", "cast Delver of Secrets")
    assert cast["result"] == "not allowed"  # without Lurrus


def test_lurrus_lets_the_cheap_door_be_cast_not_the_expensive_one(catalog_path):
    out, (applied, cast) = steps(catalog_path, "room", POOL, "graveyard",
                                 "apply Lurrus of the Dream-Den; cast Locker Room")
    assert [(f["name"], f["castable"]) for f in applied["check"]["faces"]] == [(POOL, True), ("Locker Room", False)]
    assert cast["result"] == "not allowed" and out["state"]["zone"] == "graveyard"
    assert "mana value is 5, which is not 2 or less" in cast["explanation"]
    out, (_, cast) = steps(catalog_path, "room", POOL, "graveyard", f"apply Lurrus of the Dream-Den; cast {POOL}")
    assert cast["result"] == "ok"


def test_lurrus_and_a_double_faced_card_whose_front_face_is_too_expensive(catalog_path):
    # Valki (2) may be cast with Lurrus from the graveyard; its Tibalt face (7) may not
    out, (check,) = steps(catalog_path, "dfc", VALKI, "graveyard", "check Lurrus of the Dream-Den")
    assert [(f["name"], f["castable"]) for f in check["check"]["faces"]] == [(VALKI, True), (TIBALT, False)]
