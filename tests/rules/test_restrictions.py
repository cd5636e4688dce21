"""Statics of another card that stop things (effects/restrict.py), on real cards: "can't cast" (Void Winnower,
Brisela, Drannith Magistrate, Grafdigger's Cage), "can't block with", "can't enter the battlefield" and Containment
Priest's "exile it instead" — asked with `check CARD`, kept with `apply CARD` and obeyed by the steps after it.
The first tests go through the command line, as a player types it; the others run every card the templates fit."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import pytest

from bot.catalog.model import mana_value_of
from bot.catalog.store import read_card_sync
from bot.rules.effects.read import read
from tests.conftest import ROOT
from tests.rules.helpers import nums
from tests.rules.test_second_edition import cards, rooms  # noqa: F401  (the session fixture)

pytestmark = pytest.mark.integration

POOL = "Bottomless Pool"
CAGE = "Grafdigger's Cage"


def cli(catalog, *args) -> dict:
    proc = subprocess.run([sys.executable, "-m", "bot", "--catalog", str(catalog), *args, "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert "Traceback" not in proc.stderr + proc.stdout
    return json.loads(proc.stdout)


# --- through the command line --------------------------------------------------------------------------------

def test_void_winnower_looks_at_the_door_being_cast_not_the_rooms_combined_mana_value(catalog_path):
    """In the hand Bottomless Pool // Locker Room has mana value 6 (even), but as a door is cast only that door is
    evaluated (709.3a): 1 and 5 are odd, so both doors can be cast under Void Winnower."""
    out = cli(catalog_path, "room", POOL, "--zone", "hand", "--steps",
              "check mana value even; check Void Winnower; apply Void Winnower; cast Locker Room; resolve")
    even, check, _, cast, _ = out["steps"]
    assert even["check"]["passes"] is True  # the whole card in the hand: 6
    assert check["check"]["passes"] is False and "709.3a" in nums(check) and "601.3" in nums(check)
    assert [(f["name"], f["mana_value"], f["castable"]) for f in check["check"]["faces"]] == [
        ("Bottomless Pool", 1, True), ("Locker Room", 5, True)]
    assert "opponent" in check["explanation"]  # the assumption is said
    assert cast["result"] == "ok" and out["state"]["zone"] == "battlefield"


def test_brisela_stops_one_door_and_the_cast_is_refused_where_the_card_stays(catalog_path):
    out = cli(catalog_path, "room", POOL, "--zone", "hand", "--steps",
              "apply Brisela, Voice of Nightmares; cast Bottomless Pool; resolve")
    applied, cast, after = out["steps"]
    assert applied["check"]["faces"] == [{"name": "Bottomless Pool", "mana_value": 1, "castable": False},
                                         {"name": "Locker Room", "mana_value": 5, "castable": True}]
    assert cast["result"] == "not allowed" and cast["state"]["zone"] == "hand"
    assert nums(cast)[:2] == ["601.3", "101.2"]
    assert after["result"] == "not run" and out["stopped_at"] == 1
    ok = cli(catalog_path, "room", POOL, "--zone", "hand", "--steps",
             "apply Brisela, Voice of Nightmares; cast Locker Room; resolve")
    assert ok["stopped_at"] is None and ok["state"]["unlocked"] == ["Locker Room"]


def test_grafdiggers_cage_stops_disturb_and_keeps_a_creature_card_in_the_graveyard(catalog_path):
    out = cli(catalog_path, "dfc", "Beloved Beggar", "--zone", "graveyard", "--steps",
              f"apply {CAGE}; cast back")
    cast = out["steps"][1]
    assert cast["result"] == "not allowed" and out["state"]["zone"] == "graveyard"
    assert "Players can't cast spells from graveyards" in cast["explanation"]
    # Ojer Axonil "returns transformed" as a land, but the Cage looks at the card in the graveyard: a creature card
    out = cli(catalog_path, "dfc", "Ojer Axonil", "--zone", "graveyard", "--steps", f"apply {CAGE}; enter transformed")
    assert out["steps"][1]["result"] == "nothing happens" and out["state"]["zone"] == "graveyard"
    assert "101.2" in nums(out["steps"][1])


def test_containment_priest_exiles_a_blinked_creature_but_not_a_god_returning_as_a_land(catalog_path):
    out = cli(catalog_path, "dfc", "Brutal Cathar", "--zone", "battlefield", "--steps",
              "apply Containment Priest; blink")
    blink = out["steps"][1]
    assert out["state"]["zone"] == "exile" and "614.1a" in nums(blink) and "614.12" in nums(blink)
    # 614.12: the permanent as it would enter decides — Temple of Power is a land, not a creature
    out = cli(catalog_path, "dfc", "Ojer Axonil", "--zone", "graveyard", "--steps",
              "check Containment Priest; apply Containment Priest; enter transformed")
    assert "Temple of Power" in out["steps"][0]["explanation"] and "enters" in out["steps"][0]["explanation"]
    assert out["state"]["zone"] == "battlefield" and out["state"]["names"] == ["Temple of Power"]
    out = cli(catalog_path, "dfc", "Ojer Axonil", "--zone", "graveyard", "--steps",
              "apply Containment Priest; enter")
    assert out["state"]["zone"] == "exile"


def test_void_winnower_cant_block_uses_the_transformed_permanents_mana_value(catalog_path):
    """Huntmaster's back face has its front face's mana value, 4 (712.8e): even, so it can't block."""
    out = cli(catalog_path, "dfc", "Huntmaster of the Fells", "--zone", "battlefield", "--steps",
              "transform; check Void Winnower")
    step = out["steps"][1]
    assert step["effect"]["template"] == "cant_block" and step["check"]["passes"] is True
    assert nums(step)[0] == "509.1b"


# --- every card the templates fit ----------------------------------------------------------------------------

_TEMPLATES = ("cant_cast", "cant_block", "cant_enter", "enter_exile")
_FOUND: dict = {}


def _readings(catalog_path, template):
    """The catalog's cards with an effect of this template (every card read once, for the four templates)."""
    if not _FOUND:
        conn = sqlite3.connect(catalog_path)
        for t in _TEMPLATES:
            _FOUND[t] = []
        for (i,) in conn.execute(
                "SELECT id FROM cards WHERE is_game = 1 AND id IN (SELECT card_id FROM faces WHERE text LIKE "
                "'%can_t cast%' OR text LIKE '%can_t block%' OR text LIKE '%can_t enter%' OR text LIKE "
                "'%would enter%')"):
            card = read_card_sync(conn, i)
            for t in _TEMPLATES:
                effects = [e for e in read(card).effects if e.template == t]
                if effects:
                    _FOUND[t].append((card, effects))
        conn.close()
    return _FOUND[template]


def test_every_cant_cast_card_on_every_rooms_doors(catalog_path, cards, sim):  # noqa: F811
    """Each card with a "can't cast" static, checked against a Room in the hand: a door is stopped exactly when
    that door (not the whole card) meets the condition; a time the steps don't track is "not modelled"."""
    found = _readings(catalog_path, "cant_cast")
    assert len(found) >= 30
    room = rooms(cards)[0]
    for card, effects in found:
        e = effects[0]
        step = sim(room.name, [f"check {card.name}"], zone="hand", card=room)["steps"][0]
        if step["effect"]["template"] != "cant_cast":
            continue  # another of the card's abilities fits a card in the hand first (it is named)
        if e.when or e.from_zones or (e.condition.mana_value and e.condition.mana_value.value == "X"):
            assert step["result"] == "not modelled" or step["check"]["passes"] is False, card.name
            continue
        assert step["result"] == "ok", (card.name, step["explanation"])
        for face, got in zip(room.faces, step["check"]["faces"]):
            assert got["mana_value"] == mana_value_of(face.mana_cost), card.name


def test_every_cant_enter_card_keeps_a_creature_card_in_the_graveyard(catalog_path, sim):
    found = _readings(catalog_path, "cant_enter")
    assert {c.name for c, _ in found} >= {CAGE, "Kunoros, Hound of Athreos", "Soulless Jailer"}
    for card, _ in found:
        out = sim("Brutal Cathar", [f"apply {card.name}", "enter"], zone="graveyard")
        assert out["state"]["zone"] == "graveyard", card.name
        out = sim("Brutal Cathar", [f"apply {card.name}", "cast Brutal Cathar", "resolve"], zone="hand")
        assert out["state"]["zone"] == "battlefield", card.name  # cast from the hand: nothing stops it


def test_every_exile_instead_card_on_a_blink_and_a_cast(catalog_path, sim):
    found = _readings(catalog_path, "enter_exile")
    assert {c.name for c, _ in found} >= {"Containment Priest", "Hallowed Moonlight", "Mistcaller"}
    for card, _ in found:
        out = sim("Delver of Secrets", [f"apply {card.name}", "enter transformed", "blink"], zone="graveyard")
        assert out["steps"][1]["state"]["zone"] == "exile", card.name  # Insectile Aberration: a creature
        out = sim("Delver of Secrets", [f"apply {card.name}", "cast Delver of Secrets", "resolve"], zone="hand")
        assert out["state"]["zone"] == "battlefield", card.name  # cast: not affected


def test_every_cant_block_card_answers_on_the_battlefield_only(catalog_path, sim):
    found = _readings(catalog_path, "cant_block")
    assert "Void Winnower" in {c.name for c, _ in found}
    for card, _ in found:
        step = sim("Delver of Secrets", [f"check {card.name}"], zone="hand")["steps"][0]
        if step["effect"]["template"] == "cant_block":
            assert step["check"]["passes"] is False and "on the battlefield" in step["check"]["reason"], card.name


def test_a_cant_cast_sentence_the_reader_cant_take_is_not_modelled_quoting_it(sim):
    # (Arcane Laboratory's "can't cast more than one spell each turn" is read now: cast_limit, test_cast_statics.py)
    step = sim(POOL, ["check Kutzil, Malamet Exemplar"], zone="hand")["steps"][0]
    assert step["result"] == "not modelled" and "during your turn" in step["explanation"]


def test_x_in_the_cost_lets_a_spell_escape_a_parity_restriction(sim):
    """601.3a: a spell with {X} may be cast under Void Winnower choosing an odd total."""
    step = sim("Hydroid Krasis", ["check Void Winnower"], zone="hand")["steps"][0]
    assert step["check"]["passes"] is False and "601.3a" in nums(step)


def test_every_exile_instead_card_on_tokens_that_were_never_cast(catalog_path, sim):
    """A token copy, and the token a copy of a permanent spell becomes (707.10: the copy wasn't cast): exiled by a card
    whose words take tokens too (Hallowed Moonlight), not by one that says "nontoken" (Containment Priest)."""
    for card, effects in _readings(catalog_path, "enter_exile"):
        takes_tokens = effects[0].condition.token is not False
        token = sim("Delver of Secrets", [f"apply {card.name}", "token copy"], zone="battlefield")
        copied = sim("Delver of Secrets", [f"apply {card.name}", "cast Delver of Secrets", "copy", "resolve"],
                     zone="hand")
        for out in (token, copied):
            assert (out["state"]["zone"] == "exile" and not out["state"]["exists"]) is takes_tokens, card.name
            assert (out["state"]["zone"] == "battlefield") is not takes_tokens, card.name
        if takes_tokens:
            assert "614.1a" in nums(token["steps"][1])
