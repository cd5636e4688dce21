"""Batch 6's wrong class, on the real cards it touches: an effect whose ability goes on, in a sentence the effect
reader doesn't recognise, with what the first sentence acted on (Anikthea, Hand of Erebos: "exile up to one target
non-Aura enchantment card from your graveyard. Create a token that's a copy of that card, except …"). `apply` carried
out the first sentence alone and answered — the Room exiled, no token — half of what happens (O6-25). Now it is
"not modelled", quoting the sentence; `check` (can it target it?) is still answered from the first sentence."""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.store import read_card_sync
from bot.rules.effects.act import _unread_sequel
from bot.rules.effects.read import read
from bot.rules.simulate import simulate
from tests.rules.conftest import _record

pytestmark = pytest.mark.integration

POOL = "Bottomless Pool // Locker Room"


@pytest.fixture()
def card(ed2026, real_card):
    def run(name, steps, zone):
        return _record(ed2026, simulate(real_card(name), ed2026, zone=zone, steps=steps, resolve_card=real_card))
    return run


def _with_sequel(catalog_path) -> dict:
    conn = sqlite3.connect(catalog_path)
    found = {}
    for (i,) in conn.execute("SELECT id FROM cards WHERE is_game = 1 AND id IN (SELECT card_id FROM faces WHERE "
                             "text LIKE '%. %')"):
        c = read_card_sync(conn, i)
        r = read(c)
        for e in r.effects if r.unrecognised else ():
            u = _unread_sequel(c, r, e)
            if u is not None:
                found[c.name] = (e, u)
                break
    conn.close()
    return found


def test_the_catalogs_cards_whose_effect_goes_on_unread_are_found(catalog_path):
    found = _with_sequel(catalog_path)
    assert {"Anikthea, Hand of Erebos", "Cauldron Dance"} <= set(found)
    assert "that card" in found["Anikthea, Hand of Erebos"][1].sentence
    # a sentence of another ability (Hallowed Moonlight's "Draw a card.") is no sequel
    assert "Hallowed Moonlight" not in found


def test_anikthea_on_a_room_card_is_not_modelled_and_the_card_stays(card):
    out = card(POOL, ["check Anikthea, Hand of Erebos", "apply Anikthea, Hand of Erebos", "enter"], "graveyard")
    assert out["steps"][0]["check"]["passes"] is True  # it can be targeted: the first sentence answers that
    assert out["steps"][1]["result"] == "not modelled" and "Create a token" in out["steps"][1]["explanation"]
    assert out["steps"][2]["skipped"] is True
    assert out["state"]["zone"] == "graveyard" and out["state"]["token"] is False


@pytest.mark.parametrize("other, name, zone", [
    ("Cauldron Dance", "Delver of Secrets // Insectile Aberration", "graveyard"),  # "Return it to your hand at …"
    ("Chain of Vapor", "Delver of Secrets // Insectile Aberration", "battlefield"),  # "Then that permanent's …"
])
def test_other_cards_whose_ability_goes_on_are_not_carried_out_halfway(card, other, name, zone):
    out = card(name, [f"apply {other}"], zone)
    assert out["steps"][0]["result"] == "not modelled"
    assert out["state"]["zone"] == zone
