"""One game state for every command: the day/night story casts what `dfc` casts. A modal double-faced card's land
face named in `cast` was taken for its front face — `cast Emeria, Shattered Skyclave` counted Emeria's Call as a
spell cast — where `dfc` says a land is played, never cast (305.1, 712.12). Every real modal card with a land back
face is run through both."""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.store import read_card_sync
from bot.rules.daynight import simulate_daynight
from bot.rules.simulate import simulate
from tests.rules.conftest import _record

pytestmark = pytest.mark.integration


def test_a_modal_cards_land_face_is_never_cast_in_any_command(catalog_path, ed2026, real_card):
    conn = sqlite3.connect(catalog_path)
    cards = [read_card_sync(conn, i) for (i,) in conn.execute("SELECT id FROM cards WHERE layout = 'modal_dfc'")]
    conn.close()
    land_backs = [c for c in cards if len(c.faces) == 2 and "Land" in c.faces[1].types
                  and "Land" not in c.faces[0].types]
    assert len(land_backs) >= 20 and "Emeria's Call // Emeria, Shattered Skyclave" in {c.name for c in land_backs}
    for card in land_backs:
        back = card.faces[1].name
        story = _record(ed2026, simulate_daynight(ed2026, start="day", steps=[f"cast {back}", "next turn"],
                                                  resolve_card=real_card))
        assert story["steps"][0]["result"] == "not allowed" and story["steps"][0]["spells_cast"] == 0, card.name
        assert story["timeline"][0]["spells"] == 0
        one = _record(ed2026, simulate(card, ed2026, zone="hand", steps=[f"cast {back}"], resolve_card=real_card))
        assert one["steps"][0]["result"] == "not allowed", card.name
        # its front face is cast, and counts
        front = simulate_daynight(ed2026, start="day", steps=[f"cast {card.faces[0].name}"], resolve_card=real_card)
        assert front["steps"][0]["spells_cast"] == 1, card.name
