"""Batch 7's wrong classes, on the real cards they touch.

- O7-07: `dfc`/`room` cast a card from a graveyard, library or exile with nothing that allows it. 601.3: a spell is
  cast from the hand unless a rule or effect allows another zone — the card's own words (flashback, disturb …) or an
  effect carried out in the story (cascade's or discover's card in exile, a Siege's defeat). Now "not allowed",
  saying what would allow it; the story ends there.
- O7-13: `apply The Celestus` from neither made it day (its "as it enters" sentence was used); its activated ability
  ("If it's night, it becomes day. Otherwise, it becomes night.") makes it night.
- O7-32: `daynight` cast a card `with cascade` whose mana value was not less than the cascading spell's (702.85a);
  discover N likewise (701.57a).
"""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.model import mana_value_of
from bot.catalog.store import read_card_sync
from bot.rules import double_faced as dfc
from bot.rules.casting import own_permission
from bot.rules.effects.read import read
from tests.rules.helpers import nums

pytestmark = pytest.mark.integration

POOL = "Bottomless Pool // Locker Room"
EMERIA = "Emeria's Call // Emeria, Shattered Skyclave"
VALKI = "Valki, God of Lies // Tibalt, Cosmic Impostor"
BEGGAR = "Beloved Beggar // Generous Soul"
DELVER = "Delver of Secrets // Insectile Aberration"
ADMIRER = "Bird Admirer // Wing Shredder"
CATHAR = "Brutal Cathar // Moonrage Brute"
ESPER = "Esper Origins // Summon: Esper Maduin"

_CARDS: dict = {}


def _catalog(catalog_path, where: str) -> list:
    if where not in _CARDS:
        conn = sqlite3.connect(catalog_path)
        ids = [i for (i,) in conn.execute(f"SELECT id FROM cards WHERE is_game = 1 AND {where}")]
        _CARDS[where] = [c for c in (read_card_sync(conn, i) for i in ids) if c is not None]
        conn.close()
    return _CARDS[where]


def _castable_first(card):
    """The door or face a plain `cast` of it names: a Room's first door, a double-faced card's front face."""
    return card.faces[0]


# --- O7-07: a cast from another zone needs a permission (601.3) ---------------------------------------------------

@pytest.mark.parametrize("zone", ["graveyard", "exile"])
def test_every_room_and_double_faced_card_needs_a_permission_outside_the_hand(catalog_path, sim, zone):
    cards = _catalog(catalog_path, "(is_room = 1 OR layout IN ('transform', 'modal_dfc'))")
    assert len(cards) >= 300
    refused = allowed = 0
    for card in cards:
        front = _castable_first(card)
        if dfc.is_land(front) or not front.mana_cost and not front.types:
            continue
        out = sim(card.name, [f"cast {front.name}", "resolve"], zone=zone, card=card)
        step = out["steps"][0]
        if own_permission(front, zone, card.name) is not None:
            assert step["result"] == "ok", card.name
            allowed += 1
            continue
        assert step["result"] == "not allowed", (card.name, step["explanation"])
        assert nums(step)[0] == "601.3", card.name
        assert out["steps"][1]["skipped"] is True and out["state"]["zone"] == zone, card.name
        assert "What would allow it" in step["explanation"], card.name
        out = sim(card.name, [f"cast {front.name}"], zone="hand", card=card)
        assert out["steps"][0]["result"] == "ok", card.name  # from the hand it is cast
        refused += 1
    assert refused >= 300 and (zone != "graveyard" or allowed >= 1)  # Esper Origins has flashback


def test_the_refusal_says_what_the_spell_would_be(sim):
    out = sim(POOL, ["cast Locker Room"], zone="graveyard")
    step = out["steps"][0]
    assert step["result"] == "not allowed" and "Locker Room, mana value 5" in step["explanation"]
    assert out["state"]["zone"] == "graveyard" and out["state"]["mana_value"] == 6


def test_flashback_casts_it_from_the_graveyard_and_exiles_it_as_it_leaves_the_stack(sim):
    out = sim(ESPER, ["cast Esper Origins", "apply Counterspell"], zone="graveyard")
    assert out["steps"][0]["result"] == "ok" and nums(out["steps"][0])[0] == "702.34a"
    assert out["state"]["zone"] == "exile"  # 702.34a: exiled instead of put into the graveyard
    # Its own words put it onto the battlefield transformed as it resolves: not followed, never "graveyard"
    out = sim(ESPER, ["cast Esper Origins", "resolve"], zone="graveyard")
    assert out["steps"][1]["result"] == "not modelled" and out["state"]["zone"] == "stack"


def test_disturb_is_a_permission_from_the_graveyard_only(sim):
    assert sim(BEGGAR, ["cast Generous Soul"], zone="graveyard")["steps"][0]["result"] == "ok"
    assert sim(BEGGAR, ["cast Generous Soul"], zone="exile")["steps"][0]["result"] == "not allowed"
    assert sim(BEGGAR, ["cast Beloved Beggar"], zone="graveyard")["steps"][0]["result"] == "not allowed"


def test_a_card_put_in_exile_or_a_graveyard_by_the_story_still_needs_a_permission(sim):
    out = sim(DELVER, ["cast Delver of Secrets", "resolve", "move exile", "cast Delver of Secrets"], zone="hand")
    assert out["steps"][3]["result"] == "not allowed" and out["state"]["zone"] == "exile"
    out = sim(POOL, ["cast Bottomless Pool", "apply Counterspell", "cast Bottomless Pool"], zone="hand")
    assert out["steps"][2]["result"] == "not allowed" and out["state"]["zone"] == "graveyard"


def test_cascade_lets_only_the_face_it_may_cast_be_cast_from_exile(sim):
    out = sim(VALKI, ["apply Bloodbraid Elf", "cast Valki, God of Lies", "resolve"])
    assert [s["result"] for s in out["steps"]] == ["ok", "ok", "ok"]
    assert nums(out["steps"][1])[0] == "702.85a" and out["state"]["names"] == ["Valki, God of Lies"]
    out = sim(VALKI, ["apply Bloodbraid Elf", "cast Tibalt, Cosmic Impostor"])
    assert out["steps"][1]["result"] == "not allowed" and out["state"]["zone"] == "exile"
    assert "Tibalt, Cosmic Impostor (mana value 7) is not less than 4" in out["steps"][1]["explanation"]
    # a cascade that doesn't stop at it leaves it in the library: nothing lets it be cast from there
    out = sim(POOL, ["apply Bloodbraid Elf", "cast Bottomless Pool"])
    assert out["state"]["zone"] == "library" and out["steps"][1]["result"] == "not allowed"


def test_a_commander_is_cast_from_the_command_zone(sim):
    out = sim(DELVER, ["cast Delver of Secrets"], zone="command")
    assert out["steps"][0]["result"] == "ok" and "903.8" in nums(out["steps"][0])


def test_a_siege_is_cast_transformed_only_as_it_is_defeated(catalog_path, sim):
    sieges = [c for c in _catalog(catalog_path, "id IN (SELECT card_id FROM faces WHERE subtypes LIKE '%\"Siege\"%')")
              if c.is_double_faced and len(c.faces) == 2]
    assert len(sieges) >= 30
    for card in sieges:
        for zone in ("hand", "graveyard", "library"):
            out = sim(card.name, ["cast transformed", "resolve"], zone=zone, card=card)
            assert out["steps"][0]["result"] == "not allowed", (card.name, zone)
            assert nums(out["steps"][0])[0] == "310.11b" and out["steps"][1]["skipped"] is True
            assert out["state"]["zone"] == zone
        out = sim(card.name, ["cast transformed"], zone="exile", card=card)
        assert out["steps"][0]["result"] == "not modelled", card.name  # may be its own trigger resolving: `defeat`


# --- O7-13: The Celestus from neither ------------------------------------------------------------------------------

def test_the_celestus_applied_from_neither_makes_it_night(sim, dn):
    out = sim(POOL, ["apply The Celestus"], zone="battlefield")
    assert out["day_night"] == {"start": "neither", "end": "night"} and out["state"]["unlocked"] == []
    assert "as The Celestus enters" in out["steps"][0]["explanation"]  # the other ability is named, not used
    assert dn(["apply The Celestus"])["designation"] == "night"
    out = sim(DELVER, ["apply The Celestus"], zone="battlefield")
    assert out["day_night"]["end"] == "night"
    # entering, its first ability makes it day when it is neither
    assert dn(["enter The Celestus"])["designation"] == "day"


def test_every_as_it_enters_day_card_alone_still_makes_it_day_when_applied(catalog_path, sim):
    cards = _catalog(catalog_path, "id IN (SELECT card_id FROM faces WHERE text LIKE '%neither day nor night%')")
    checked = 0
    for card in cards:
        effects = [e for e in read(card).effects if e.template == "day_night"]
        if not effects or any(e.trigger_event is None and e.when != "neither" for e in effects):
            continue  # The Celestus: its activated ability is what `apply` carries out
        out = sim(POOL, [f"apply {card.name}"], zone="battlefield")
        assert out["day_night"]["end"] == "day", card.name
        checked += 1
    assert checked >= 10


# --- O7-32: cascade and discover in `daynight` ---------------------------------------------------------------------

def test_cascade_casts_only_a_card_with_lower_mana_value(dn):
    out = dn(["cast Shardless Agent", f"cast {ADMIRER} with cascade", "next turn"], start="night")
    assert out["steps"][1]["result"] == "not allowed" and out["steps"][2]["skipped"] is True
    assert out["designation"] == "night" and nums(out["steps"][1])[0] == "702.85a"
    out = dn(["cast Shardless Agent", f"cast {DELVER} with cascade", "next turn"], start="night")
    assert out["steps"][1]["result"] == "ok" and out["designation"] == "day"
    out = dn(["cast Bloodbraid Elf", "cast Tibalt, Cosmic Impostor with cascade"], start="night")
    assert out["steps"][1]["result"] == "not allowed" and "mana value" in out["steps"][1]["explanation"]
    out = dn(["cast Bloodbraid Elf", "cast Generous Soul with cascade"], start="night")
    assert out["steps"][1]["result"] == "not allowed" and "disturb" in out["steps"][1]["explanation"]


def test_every_cascade_card_limits_what_it_casts(catalog_path, dn):
    cards = _catalog(catalog_path, "id IN (SELECT card_id FROM faces WHERE text LIKE 'Cascade%' OR text LIKE "
                                   "'%\nCascade%')")
    checked = 0
    for card in cards:
        face = card.faces[0]
        if not dfc.has_keyword(face, "cascade") or card.is_double_faced or len(card.faces) > 1:
            continue
        mv = mana_value_of(face.mana_cost)
        if mv < 2 or mv > 8:
            continue
        too_big = {2: "Kessig Naturalist // Lord of the Ulvenwald", 3: ADMIRER, 4: "Tavern Ruffian // Tavern Smasher",
                   5: "Archangel Avacyn // Avacyn, the Purifier"}.get(mv)
        if too_big is None:
            continue
        out = dn([f"cast {card.name}", f"cast {too_big} with cascade"], start="night")
        assert out["steps"][1]["result"] == "not allowed", card.name
        out = dn([f"cast {card.name}", f"cast {DELVER} with cascade"], start="night")
        assert out["steps"][1]["result"] == "ok", card.name
        checked += 1
    assert checked >= 15


def test_discover_casts_only_a_card_with_mana_value_n_or_less(dn):
    out = dn(["cast Geological Appraiser", f"cast {CATHAR} with discover", "next turn"], start="night")
    assert out["steps"][1]["result"] == "ok" and out["designation"] == "day"
    out = dn(["cast Geological Appraiser", "cast Tavern Ruffian // Tavern Smasher with discover", "next turn"],
             start="night")
    assert out["steps"][1]["result"] == "not allowed" and nums(out["steps"][1])[0] == "701.57a"
    assert out["designation"] == "night"


# --- O7-75 (not modelled at first contact): Remand's "into its owner's hand instead" -------------------------------

def test_remand_puts_the_countered_spell_into_its_owners_hand(sim):
    out = sim("Grand Entryway // Elegant Rotunda", ["cast Elegant Rotunda", "apply Remand"], zone="hand")
    assert out["steps"][1]["result"] == "ok" and out["state"]["zone"] == "hand"
    assert out["state"]["mana_value"] == 5  # 709.4b: both doors' mana costs off the stack
    out = sim(BEGGAR, ["cast Generous Soul", "apply Remand"], zone="graveyard")
    assert out["state"]["zone"] == "hand"  # its "exile it instead" replaces only a move to a graveyard
    out = sim(ESPER, ["cast Esper Origins", "apply Remand"], zone="graveyard")
    assert out["state"]["zone"] == "exile"  # flashback: exiled instead of going anywhere else (702.34a)
    out = sim(VALKI, ["cast Tibalt, Cosmic Impostor", "apply Memory Lapse"], zone="hand")
    assert out["state"]["zone"] == "library" and out["state"]["names"] == ["Valki, God of Lies"]
