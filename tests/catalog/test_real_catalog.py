"""The catalog built from everything in ../shared/data: what a judge would look up is there."""

from __future__ import annotations

import json
import sqlite3

import pytest


@pytest.fixture(scope="module")
def db(catalog_path):
    conn = sqlite3.connect(catalog_path)
    yield conn
    conn.close()


def test_the_whole_modern_pool_is_there_once_per_oracle_card(db):
    (cards,) = db.execute("SELECT count(*) FROM cards").fetchone()
    assert cards > 34000
    (dupes,) = db.execute("SELECT count(*) FROM (SELECT lower(name) FROM cards GROUP BY 1 HAVING count(*) > 1)").fetchone()
    assert dupes == 0
    counts = json.loads(db.execute("SELECT value FROM meta WHERE key = 'counts'").fetchone()[0])
    assert counts["cards"] == cards


def test_every_duskmourn_room_has_two_doors_whose_costs_add_up_to_its_mana_value(library, db):
    rooms = [n for (n,) in db.execute("SELECT name FROM cards WHERE is_room = 1")]
    assert len(rooms) >= 28
    for name in rooms:
        card = library.find_now(name)
        assert [f.name for f in card.faces] == name.split(" // ")
        assert card.mana_value == sum(f.mana_value for f in card.faces), name
        assert all(f.mana_cost for f in card.faces), name


def test_rooms_come_from_the_cockatrice_files_not_the_lossy_card_list(library):
    card = library.find_now("Bottomless Pool // Locker Room")
    assert card.sources[0] == "cockatrice" and "corpus" in card.sources
    assert card.faces[1].mana_cost == "{4}{U}"


@pytest.mark.parametrize("part, partner, result", [
    ("Bruna, the Fading Light", "Gisela, the Broken Blade", "Brisela, Voice of Nightmares"),
    ("Graf Rats", "Midnight Scavengers", "Chittering Host"),
    ("Urza, Lord Protector", "The Mightstone and Weakstone", "Urza, Planeswalker"),
    ("Vanille, Cheerful l'Cie", "Fang, Fearless l'Cie", "Ragnarok, Divine Deliverance"),
])
def test_meld_parts_know_their_partner_and_the_melded_card(library, part, partner, result):
    card = library.find_now(part)
    assert card.layout == "meld"
    assert card.meld_partner.replace("’", "'") == partner
    assert card.meld_result == result
    assert card.faces[-1].name == result and card.faces[-1].type_line


def test_double_faced_cards_from_mtgjson_carry_dated_rulings_and_japanese_names(library):
    card = library.find_now("Brutal Cathar")
    assert card.layout == "transform"
    assert [f.name for f in card.faces] == ["Brutal Cathar", "Moonrage Brute"]
    assert card.rulings and all(len(r.date) == 10 for r in card.rulings)
    assert "Daybound" in card.faces[0].keywords
    delver = library.find_now("Delver of Secrets")
    assert [f.japanese_name for f in delver.faces] == ["秘密を掘り下げる者", "昆虫の逸脱者"]


def test_the_newest_rules_edition_is_loaded(library):
    assert library.cr_effective == "2026-04-17"
    assert library.edition.section("Day and Night") == "731"
