"""Each face's own colours (rule 202.2: its mana cost; 204: its colour indicator), from every
importer, on hand-written files: never the whole card's colours on one face, and "unknown"
where a source cannot tell."""

from __future__ import annotations

import sqlite3

from bot.catalog import cockatrice, corpus, mtgjson, scryfall, store
from bot.catalog.build import merge
from bot.catalog.model import Face, face_colours
from tests.catalog.fixtures import (COCKATRICE_XML, CORPUS, MTGJSON_SET, SCRYFALL_CARDS,
                                    SCRYFALL_COLOUR_CARDS)


def by_name(cards):
    return {c.name: c for c in cards}


def colours(card):
    return [(f.name, face_colours(f)) for f in card.faces]


# -- the rule itself ------------------------------------------------------------------------


def test_a_face_is_the_colours_of_its_own_cost_and_indicator_and_none_when_the_indicator_is_unknown():
    assert face_colours(Face("Hybrid", "{1}{R}{G/U}", 3, "Creature")) == ("U", "R", "G")
    assert face_colours(Face("Back", None, 0, "Creature", color_indicator=("W",))) == ("W",)
    assert face_colours(Face("Back", None, 0, "Creature", color_indicator=None)) is None
    assert face_colours(Face("Land", None, 0, "Land")) == ()


def test_a_colour_defining_ability_decides_even_when_the_indicator_is_unknown():
    kami = Face("O-Kagachi Made Manifest", None, 0, "Enchantment Creature — Dragon Spirit",
                text="O-Kagachi Made Manifest is all colors.\nFlying, trample", color_indicator=None)
    assert face_colours(kami) == ("W", "U", "B", "R", "G")
    devoid = Face("Eldrazi Skyspawner", "{2}{U}", 3, "Creature — Eldrazi Drone",
                  text="Devoid (This card has no color.)\nFlying")
    assert face_colours(devoid) == ()
    granted = Face("Leyline", "{1}{W}{U}{B}{R}{G}", 6, "Enchantment",
                   text="Each nonland permanent you control is all colors.")
    assert face_colours(granted) == ("W", "U", "B", "R", "G")  # its cost's colours, not a CDA


# -- Scryfall ---------------------------------------------------------------------------------


def test_scryfall_room_doors_have_their_own_colours_not_the_card_objects():
    room = by_name(scryfall.read(SCRYFALL_COLOUR_CARDS))["Roaring Furnace // Steaming Sauna"]
    assert colours(room) == [("Roaring Furnace", ("R",)), ("Steaming Sauna", ("U",))]
    assert [f.colors for f in room.faces] == [("R",), ("U",)]
    assert room.color_identity == ("R", "U")


def test_scryfall_back_face_is_its_color_indicators_colour_not_the_fronts():
    cecil = by_name(scryfall.read(SCRYFALL_COLOUR_CARDS))["Cecil, Dark Knight // Cecil, Redeemed Paladin"]
    assert colours(cecil) == [("Cecil, Dark Knight", ("B",)), ("Cecil, Redeemed Paladin", ("W",))]
    assert cecil.faces[1].color_indicator == ("W",) and cecil.faces[0].color_indicator == ()
    delver = by_name(scryfall.read(SCRYFALL_CARDS))["Delver of Secrets // Insectile Aberration"]
    assert colours(delver)[1] == ("Insectile Aberration", ("U",))


# -- Cockatrice -------------------------------------------------------------------------------


def test_cockatrice_room_doors_drop_the_whole_rooms_colours_listed_on_each():
    room = by_name(cockatrice.read(COCKATRICE_XML))["Roaring Furnace // Steaming Sauna"]
    assert colours(room) == [("Roaring Furnace", ("R",)), ("Steaming Sauna", ("U",))]
    assert [f.color_indicator for f in room.faces] == [(), ()]
    assert room.color_identity == ("U", "R")  # the card's identity has both doors


def test_cockatrice_room_colour_that_no_door_cost_gives_leaves_both_indicators_unknown():
    room = by_name(cockatrice.read(COCKATRICE_XML))["Gilded Hall // Marble Gallery"]
    assert [f.color_indicator for f in room.faces] == [None, None]
    assert colours(room) == [("Gilded Hall", None), ("Marble Gallery", None)]
    assert [f.colors for f in room.faces] == [("W",), ("W",)]  # what is certain: the costs' colours
    assert room.color_identity == ("W", "G")


def test_cockatrice_front_and_back_pictures_are_a_transforming_card_with_each_faces_own_colours():
    cecil = by_name(cockatrice.read(COCKATRICE_XML))["Cecil, Dark Knight // Cecil, Redeemed Paladin"]
    assert cecil.layout == "transform" and cecil.is_double_faced and not cecil.is_room
    assert colours(cecil) == [("Cecil, Dark Knight", ("B",)), ("Cecil, Redeemed Paladin", ("W",))]
    assert cecil.faces[1].color_indicator == ("W",)


def test_cockatrice_card_with_no_mana_cost_has_its_listed_colours_as_its_indicator():
    urza = by_name(cockatrice.read(COCKATRICE_XML))["Urza, Planeswalker"]
    assert urza.faces[0].color_indicator == ("W", "U") and face_colours(urza.faces[0]) == ("W", "U")


# -- the card list (corpus) ---------------------------------------------------------------------


def test_corpus_back_face_with_no_mana_cost_has_an_unknown_indicator():
    prowl = by_name(corpus.read(CORPUS))["Prowl, Stoic Strategist // Prowl, Pursuit Vehicle"]
    assert prowl.faces[1].color_indicator is None
    assert colours(prowl) == [("Prowl, Stoic Strategist", ("W",)), ("Prowl, Pursuit Vehicle", None)]


def test_corpus_door_it_does_not_list_has_unknown_colours():
    room = by_name(corpus.read(CORPUS))["Bottomless Pool // Locker Room"]
    assert colours(room) == [("Bottomless Pool", ("U",)), ("Locker Room", None)]


def test_corpus_colour_identity_settles_an_indicator_when_nothing_else_explains_it():
    cards = by_name(corpus.read(CORPUS))
    gargoyle = cards["Thraben Gargoyle // Stonewing Antagonizer"]  # colourless identity: no indicator
    assert colours(gargoyle) == [("Thraben Gargoyle", ()), ("Stonewing Antagonizer", ())]
    host = cards["Chittering Host"]  # black identity, no cost, no {B} in its text: a black indicator
    assert host.faces[0].color_indicator == ("B",) and face_colours(host.faces[0]) == ("B",)


# -- MTGJSON ----------------------------------------------------------------------------------


def test_mtgjson_back_face_without_color_indicator_takes_it_from_its_own_colours():
    card = by_name(mtgjson.read(MTGJSON_SET))["The Long Reach of Night // Animus of Night's Reach"]
    assert card.faces[1].color_indicator == ("B",)
    assert colours(card) == [("The Long Reach of Night", ("B",)), ("Animus of Night's Reach", ("B",))]


def test_mtgjson_melded_card_listed_colourless_is_the_colour_its_identity_leaves_to_an_indicator():
    cards = by_name(mtgjson.read(MTGJSON_SET))
    assert face_colours(cards["Chittering Host"].faces[0]) == ("B",)
    rats = cards["Graf Rats"]
    assert colours(rats) == [("Graf Rats", ("B",)), ("Chittering Host", ("B",))]


# -- merging and storing ------------------------------------------------------------------------


def test_merging_a_known_indicator_from_another_source_replaces_an_unknown_one():
    room_list = [dict(CORPUS[1], name="Gilded Hall // Marble Gallery", manaCost="{2}{W}", colorIdentity=["G", "W"])]
    merged = by_name(merge([("cockatrice", list(cockatrice.read(COCKATRICE_XML))),
                            ("corpus", list(corpus.read(room_list)))]))
    room = merged["Gilded Hall // Marble Gallery"]
    assert room.sources == ("cockatrice", "corpus")
    # The card list knows the first door's cost and so its colours; it says nothing of the second.
    assert colours(room) == [("Gilded Hall", ("W",)), ("Marble Gallery", None)]


def test_an_unknown_indicator_is_stored_as_null_and_read_back_as_unknown():
    cards = list(corpus.read(CORPUS))
    conn = sqlite3.connect(":memory:")
    store.create(conn)
    store.write_cards(conn, cards)
    rows = dict(conn.execute("SELECT name, color_indicator FROM faces"))
    assert rows["Prowl, Pursuit Vehicle"] is None and rows["Prowl, Stoic Strategist"] == "[]"
    card_id = next(i for i, c in enumerate(cards, 1) if c.name.startswith("Prowl"))
    prowl = store.read_card_sync(conn, card_id)
    assert prowl.faces[1].color_indicator is None and face_colours(prowl.faces[1]) is None
    assert prowl == next(c for c in cards if c.name.startswith("Prowl"))


def test_a_flip_cards_flipped_half_keeps_the_cards_mana_cost_and_colour():
    bushi = {
        "object": "card", "id": "11111111-0000-0000-0000-000000000007", "name": "Bushi Tenderfoot // Kenzo the Hardhearted",
        "lang": "en", "layout": "flip", "cmc": 1.0, "mana_cost": "{W}", "colors": ["W"], "color_identity": ["W"],
        "card_faces": [
            {"object": "card_face", "name": "Bushi Tenderfoot", "mana_cost": "{W}", "type_line": "Creature — Human Soldier",
             "oracle_text": "When a creature dealt damage by Bushi Tenderfoot this turn dies, flip Bushi Tenderfoot."},
            {"object": "card_face", "name": "Kenzo the Hardhearted", "mana_cost": "",
             "type_line": "Legendary Creature — Human Samurai", "oracle_text": "Double strike; bushido 2"},
        ],
    }
    (card,) = scryfall.read([bushi])
    assert colours(card) == [("Bushi Tenderfoot", ("W",)), ("Kenzo the Hardhearted", ("W",))]  # 710.1c
    assert card.faces[1].mana_cost == "{W}" and card.faces[1].mana_value == 1
    entry = {"name": "Bushi Tenderfoot // Kenzo the Hardhearted", "layout": "flip", "manaValue": 1.0,
             "colors": ["W"], "colorIdentity": ["W"], "types": ["Creature"], "supertypes": [], "subtypes": []}
    doc = {"data": {"cards": [dict(entry, faceName="Bushi Tenderfoot", side="a", manaCost="{W}",
                                   type="Creature — Human Soldier"),
                              dict(entry, faceName="Kenzo the Hardhearted", side="b",
                                   type="Legendary Creature — Human Samurai")]}}
    (card,) = mtgjson.read(doc)
    assert colours(card) == [("Bushi Tenderfoot", ("W",)), ("Kenzo the Hardhearted", ("W",))]
    assert card.faces[1].mana_cost == "{W}" and card.faces[1].color_indicator == ()  # a cost, not an indicator


def test_scryfall_melded_card_without_a_color_indicator_field_is_still_its_own_colour():
    cards = by_name(scryfall.read(SCRYFALL_CARDS))
    brisela = cards["Brisela, Voice of Nightmares"].faces[0]
    assert "color_indicator" not in SCRYFALL_CARDS[3] and brisela.mana_cost is None
    assert brisela.color_indicator == ("W",) and face_colours(brisela) == ("W",)
    assert colours(cards["Bruna, the Fading Light"]) == [("Bruna, the Fading Light", ("W",)),
                                                         ("Brisela, Voice of Nightmares", ("W",))]


def test_corpus_devoid_card_stores_no_colour_though_its_cost_is_blue():
    entry = dict(CORPUS[0], name="Eldrazi Skyspawner", manaCost="{2}{U}", text="Devoid (This card has no color.)\nFlying")
    (card,) = corpus.read([entry])
    assert card.faces[0].colors == () and face_colours(card.faces[0]) == ()
