"""Each importer on hand-written files in its own format."""

from __future__ import annotations

from dataclasses import replace

from bot.catalog import cockatrice, corpus, mtgjson, scryfall
from bot.catalog.build import merge
from tests.catalog.fixtures import CORPUS, COCKATRICE_XML, MTGJSON_SET, SCRYFALL_CARDS, SCRYFALL_RULINGS


def by_name(cards):
    return {c.name: c for c in cards}


def test_scryfall_card_faces_become_faces_with_rulings_by_oracle_id():
    cards = by_name(scryfall.read(SCRYFALL_CARDS, scryfall.rulings_by_oracle_id(SCRYFALL_RULINGS)))
    delver = cards["Delver of Secrets // Insectile Aberration"]
    assert delver.layout == "transform" and delver.mana_value == 1
    assert [f.name for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    back = delver.faces[1]
    assert back.mana_cost is None and back.mana_value == 0
    assert back.types == ("Creature",) and back.subtypes == ("Human", "Insect")
    assert (back.power, back.toughness) == ("3", "2")
    assert back.color_indicator == ("U",)
    assert [r.text for r in delver.rulings] == ["You can't reveal the card if it isn't an instant or sorcery."]


def test_scryfall_room_keeps_both_doors_and_the_whole_cards_mana_value():
    room = by_name(scryfall.read(SCRYFALL_CARDS))["Bottomless Pool // Locker Room"]
    assert room.is_room
    assert [(f.name, f.mana_value) for f in room.faces] == [("Bottomless Pool", 1), ("Locker Room", 5)]
    assert room.mana_value == 6


def test_scryfall_meld_part_gets_the_melded_face_and_its_partner():
    cards = by_name(scryfall.read(SCRYFALL_CARDS))
    bruna = cards["Bruna, the Fading Light"]
    assert [f.name for f in bruna.faces] == ["Bruna, the Fading Light", "Brisela, Voice of Nightmares"]
    assert bruna.meld_partner == "Gisela, the Broken Blade"
    assert bruna.meld_result == "Brisela, Voice of Nightmares"
    assert cards["Brisela, Voice of Nightmares"].faces[0].power == "9"


def test_cockatrice_pairs_doors_by_scryfall_id_left_door_first():
    cards = by_name(cockatrice.read(COCKATRICE_XML))
    room = cards["Roaring Furnace // Steaming Sauna"]
    assert room.is_room and room.layout == "split" and room.mana_value == 7
    assert [(f.name, f.mana_cost) for f in room.faces] == [("Roaring Furnace", "{1}{R}"), ("Steaming Sauna", "{3}{U}{U}")]
    assert room.faces[0].type_line == "Enchantment — Room"
    assert "Roaring Furnace" not in cards and "Abandoned Campground" in cards


def test_corpus_joins_a_back_face_listed_on_its_own_to_its_front():
    cards = by_name(corpus.read(CORPUS))
    prowl = cards["Prowl, Stoic Strategist // Prowl, Pursuit Vehicle"]
    assert [f.name for f in prowl.faces] == ["Prowl, Stoic Strategist", "Prowl, Pursuit Vehicle"]
    assert prowl.faces[1].subtypes == ("Vehicle",)
    assert "Prowl, Pursuit Vehicle" not in cards
    assert cards["Akroma"].is_game_card is False


def test_mtgjson_faces_in_side_order_with_japanese_face_names():
    cards = by_name(mtgjson.read(MTGJSON_SET))
    ruffian = cards["Tavern Ruffian // Tavern Smasher"]
    assert [f.name for f in ruffian.faces] == ["Tavern Ruffian", "Tavern Smasher"]
    assert [f.japanese_name for f in ruffian.faces] == ["酒場の悪漢", "酒場の粉砕者"]
    assert ruffian.faces[1].keywords == ("Nightbound",)
    assert ruffian.oracle_id == "bbbbbbbb-0000-0000-0000-000000000001"


def test_the_same_card_from_several_sources_is_one_card_and_the_richer_source_wins():
    merged = by_name(merge([
        ("corpus", list(corpus.read(CORPUS))),
        ("mtgjson", list(mtgjson.read(MTGJSON_SET))),
        ("scryfall", list(scryfall.read(SCRYFALL_CARDS))),
    ]))
    room = merged["Bottomless Pool // Locker Room"]
    # The corpus knows only the first door; Scryfall knows both.
    assert room.faces[1].mana_cost == "{4}{U}" and room.mana_value == 6
    assert room.sources == ("scryfall", "corpus")
    opt = merged["Opt"]
    assert opt.sources == ("mtgjson", "corpus") and opt.faces[0].japanese_name == "選択"
    assert len([n for n in merged if n.startswith("Opt")]) == 1


def test_mtgjson_atomic_cards_file_reads_like_a_set_file():
    faces = MTGJSON_SET["data"]["cards"]
    atomic = {"meta": {"version": "5.2.0"}, "data": {
        "Tavern Ruffian // Tavern Smasher": [faces[0], faces[1]],
        "Opt": [faces[2]],
    }}
    assert mtgjson.is_atomic_file(atomic) and not mtgjson.is_set_file(atomic)
    cards = by_name(mtgjson.read(atomic))
    assert set(cards) == {"Tavern Ruffian // Tavern Smasher", "Opt"}
    assert cards["Tavern Ruffian // Tavern Smasher"].faces[1].name == "Tavern Smasher"


def test_corpus_face_colours_come_from_the_mana_cost_not_the_colour_identity():
    entry = dict(CORPUS[0], name="Test Hybrid", manaCost="{1}{W}", colorIdentity=["W", "U"])
    (card,) = corpus.read([entry])
    assert card.faces[0].colors == ("W",)


def test_every_importer_keeps_a_printings_scryfall_id_for_the_image_and_page():
    assert by_name(scryfall.read(SCRYFALL_CARDS))["Bottomless Pool // Locker Room"].scryfall_id.startswith("11111111-")
    cock = by_name(cockatrice.read(COCKATRICE_XML))
    assert cock["Roaring Furnace // Steaming Sauna"].scryfall_id == "01234567-89ab-cdef-0123-456789abcdef"
    assert cock["Abandoned Campground"].scryfall_id == "fedcba98-7654-3210-fedc-ba9876543210"
    ruffian = by_name(mtgjson.read(MTGJSON_SET))["Tavern Ruffian // Tavern Smasher"]
    assert ruffian.scryfall_id == "cccccccc-0000-0000-0000-000000000001"
    # the merge keeps the id when only a poorer source has one
    room = by_name(scryfall.read(SCRYFALL_CARDS))["Bottomless Pool // Locker Room"]
    poorer = by_name(corpus.read(CORPUS))["Bottomless Pool // Locker Room"]
    merged = merge([("scryfall", [replace(room, scryfall_id=None)]), ("corpus", [replace(poorer, scryfall_id="c-1")])])
    assert merged[0].scryfall_id == "c-1"
