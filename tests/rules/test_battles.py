"""Battles as one module (bot/rules/battles.py), on every Siege in the catalog: cast, its "When this Siege enters"
trigger, defeated (310.11b: exiled, then cast transformed without paying its mana cost), the back face entering with
its front face's mana value (712.8c, 712.8e), and a "can't cast" static that keeps it in exile."""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.model import mana_value_of
from bot.catalog.store import read_card_sync
from bot.rules import double_faced as dfc
from bot.rules.simulate import simulate
from tests.rules.conftest import _record
from tests.rules.helpers import nums

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def sieges(catalog_path):
    conn = sqlite3.connect(catalog_path)
    ids = [i for (i,) in conn.execute("SELECT DISTINCT card_id FROM faces WHERE subtypes LIKE '%\"Siege\"%'")]
    out = [read_card_sync(conn, i) for i in ids]
    conn.close()
    return [c for c in out if c is not None and c.is_double_faced and len(c.faces) == 2]


def test_every_siege_is_cast_defeated_and_cast_transformed(sieges, ed2026, real_card):
    assert len(sieges) >= 30
    checked = 0
    for card in sieges:
        front, back = card.faces
        out = simulate(card, ed2026, zone="hand", resolve_card=real_card,
                       steps=[f"cast {front.name}", "resolve", "defeat", "resolve"])
        _record(ed2026, out)
        assert out["steps"][1]["state"]["types"] == ["Battle"], card.name
        if "When this Siege enters" in (front.text or "") or "When this battle enters" in (front.text or ""):
            assert out["steps"][1]["triggers"], card.name  # today's wording triggers
        defeat = out["steps"][2]
        assert defeat["result"] == "ok" and nums(defeat)[0] == "310.11b", card.name
        assert defeat["state"]["zone"] == "stack" and defeat["state"]["names"] == [back.name], card.name
        assert defeat["state"]["mana_value"] == mana_value_of(front.mana_cost), card.name  # 712.8c
        if dfc.is_permanent_face(back):
            assert out["state"]["zone"] == "battlefield" and out["state"]["face_up"] == "back", card.name
            assert out["state"]["mana_value"] == mana_value_of(front.mana_cost), card.name  # 712.8e
            checked += 1
    assert checked >= 30


def test_a_siege_defeated_under_drannith_magistrate_stays_in_exile(ed2026, real_card):
    out = simulate(real_card("Invasion of Amonkhet"), ed2026, zone="battlefield", resolve_card=real_card,
                   steps=["apply Drannith Magistrate", "defeat"])
    assert out["state"]["zone"] == "exile" and out["state"]["names"] == ["Invasion of Amonkhet"]
    assert "101.2" in nums(out["steps"][1])


def test_only_a_battle_is_defeated_and_a_siege_token_ceases_to_exist(ed2026, real_card):
    out = simulate(real_card("Delver of Secrets"), ed2026, zone="battlefield", resolve_card=real_card,
                   steps=["defeat"])
    assert out["steps"][0]["result"] == "not allowed"
    out = simulate(real_card("Invasion of Amonkhet"), ed2026, zone="battlefield", resolve_card=real_card,
                   steps=["token copy", "defeat"])
    assert out["state"]["exists"] is False and out["state"]["zone"] == "exile"


@pytest.mark.parametrize("counters, zone", [(2, "graveyard"), (3, "stack")])
def test_a_defeats_cast_meets_the_kept_counter_trigger(ed2026, real_card, counters, zone):
    # The defeat's cast is a cast (310.11b, 601.2i): Chalice of the Void on 2 counters Kyren Flamewright (mana value 2,
    # its front face's); on 3 it doesn't. It had stayed on the stack whatever the count.
    out = simulate(real_card("Invasion of Mercadia"), ed2026, zone="battlefield", resolve_card=real_card,
                   steps=[f"apply Chalice of the Void counters={counters}", "defeat"])
    assert out["state"]["zone"] == zone
    assert out["steps"][1]["explanation"].startswith("The last defense counter is removed from Invasion of Mercadia")
