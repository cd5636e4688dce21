"""`trigger CARD`: does another card's triggered ability that watches for something happening — "Whenever a
creature you control enters" (Cathars' Crusade), landfall, constellation, Eerie's "… and whenever you fully unlock a
Room", "Whenever … dies", "Whenever you cast …" — trigger on what the step before did? Entering is a zone change
(603.6a): transforming (712.18) and unlocking one door (709.5e) are not; fully unlocking is its own event (709.5i).
And when a door's unlock cost can be paid: a special action only in its controller's main phase with the stack empty
(116.2m)."""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.store import read_card_sync
from bot.rules import watchers

pytestmark = pytest.mark.integration

DELVER = "Delver of Secrets"
ANNEX = "Unholy Annex // Ritual Chamber"
ATTIC = "Derelict Attic // Widow's Walk"


def _last(answer) -> dict:
    assert answer.ok, answer.answer
    return answer.json["steps"][-1]


def _rules(step: dict) -> list[str]:
    return [c["number"] for c in step["citations"]]


@pytest.mark.parametrize("command, name, zone, steps, passes, says, rule", [
    ("dfc", DELVER, "battlefield", "transform; trigger Cathars' Crusade", False, "transforming isn't entering", "712.18"),
    ("dfc", DELVER, "hand", "cast; resolve; trigger Cathars' Crusade", True, "entered the battlefield", "603.6a"),
    ("dfc", DELVER, "battlefield", "blink; trigger Soul Warden", True, "entered the battlefield", "603.6a"),
    ("room", ANNEX, "battlefield", "unlock Ritual Chamber; trigger Doomwake Giant", False,
     "unlocking a door isn't entering", "603.6a"),
    ("room", ANNEX, "hand", "cast Unholy Annex; resolve; trigger Doomwake Giant", True, "Enchantment — Room", "603.6a"),
    ("room", ANNEX, "battlefield", "unlock Ritual Chamber; trigger Entity Tracker", False,
     "it has a locked door, so it wasn't fully unlocked", "603.2"),
    ("room", ANNEX, "hand", "cast Unholy Annex; resolve; unlock Ritual Chamber; trigger Entity Tracker", True,
     "fully unlocked", "709.5i"),
    ("dfc", "Agadeem's Awakening", "hand", "play Agadeem, the Undercrypt; trigger Lotus Cobra", True, "it is Land",
     "603.6a"),
    ("dfc", DELVER, "battlefield", "move graveyard; trigger Blood Artist", True, "it died", "700.4"),
    ("dfc", DELVER, "battlefield", "transform; trigger Blood Artist", False, "it didn't die", "700.4"),
    ("dfc", DELVER, "hand", "cast; trigger Young Pyromancer", False, "not instant or sorcery", "601.2i"),
    # cast, not yet resolved: nothing has entered; the answer is for when it resolves, and says so
    ("room", ATTIC, "hand", "cast Derelict Attic; trigger Entity Tracker", True, "when it resolves", "603.6a"),
])
async def test_a_watching_ability_triggers_only_on_its_event(library, command, name, zone, steps, passes, says, rule):
    simulate = library.dfc if command == "dfc" else library.room
    step = _last(await simulate(name, zone, steps))
    assert step["result"] == "ok", step["explanation"]
    assert step["check"]["passes"] is passes
    assert says in step["explanation"]
    assert rule in _rules(step)


@pytest.mark.parametrize("steps, says", [
    ("transform; trigger Abrupt Decay", "no triggered ability the engine reads"),
    ("trigger Cathars' Crusade", "Nothing has happened yet"),
])
async def test_nothing_to_watch_or_nothing_happened_is_not_modelled(library, steps, says):
    answer = await library.dfc(DELVER, "battlefield", steps)
    step = answer.json["steps"][-1]
    assert step["result"] == "not modelled" and says in step["explanation"]


def test_every_eerie_card_watches_enchantments_entering_and_rooms_fully_unlocked(catalog_path):
    conn = sqlite3.connect(catalog_path)
    ids = [i for (i,) in conn.execute("SELECT DISTINCT card_id FROM faces WHERE text LIKE 'Eerie — Whenever%'")]
    cards = [read_card_sync(conn, i) for i in ids]
    conn.close()
    assert len(cards) >= 8  # the Duskmourn creatures with Eerie
    for card in cards:
        found, _ = watchers.read(card)
        events = {w.event for w in found}
        assert {"enters", "fully_unlock"} <= events, card.name
        enters = next(w for w in found if w.event == "enters")
        assert enters.condition.any_types == ("Enchantment",) and enters.condition.controller == "you", card.name


@pytest.mark.parametrize("steps, result, says", [
    ("unlock Widow's Walk in response", "not allowed", "the stack isn't empty"),
    ("unlock Widow's Walk on an opponent's turn", "not allowed", "main phase"),
    ("unlock Widow's Walk during combat", "not allowed", "it isn't a main phase"),
    ("unlock Widow's Walk in a main phase", "ok", "special action"),
    ("effect unlock Widow's Walk in response", "ok", "An effect unlocks Widow's Walk"),  # an effect: any time
])
async def test_when_a_door_can_be_unlocked(library, steps, result, says):
    answer = await library.room(ATTIC, "battlefield", steps)
    step = answer.json["steps"][-1]
    assert step["result"] == result and says in step["explanation"], step["explanation"]
    if result == "not allowed":
        assert "116.2m" in _rules(step)
