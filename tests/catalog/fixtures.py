"""Hand-written source files, a few cards each, in each importer's own format."""

from __future__ import annotations

SCRYFALL_CARDS = [
    {
        "object": "card", "id": "11111111-0000-0000-0000-000000000001", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000001",
        "name": "Delver of Secrets // Insectile Aberration", "lang": "en", "layout": "transform", "cmc": 1.0,
        "color_identity": ["U"], "keywords": ["Flying", "Transform"],
        "card_faces": [
            {"object": "card_face", "name": "Delver of Secrets", "mana_cost": "{U}",
             "type_line": "Creature — Human Wizard",
             "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal "
                            "that card. If an instant or sorcery card is revealed this way, transform this creature.",
             "colors": ["U"], "power": "1", "toughness": "1"},
            {"object": "card_face", "name": "Insectile Aberration", "mana_cost": "",
             "type_line": "Creature — Human Insect", "oracle_text": "Flying", "colors": ["U"],
             "color_indicator": ["U"], "power": "3", "toughness": "2"},
        ],
    },
    {
        "object": "card", "id": "11111111-0000-0000-0000-000000000002", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000002",
        "name": "Bottomless Pool // Locker Room", "lang": "en", "layout": "split", "cmc": 6.0,
        "color_identity": ["U"], "keywords": [], "colors": ["U"],
        "card_faces": [
            {"object": "card_face", "name": "Bottomless Pool", "mana_cost": "{U}", "type_line": "Enchantment — Room",
             "oracle_text": "When you unlock this door, return up to one target creature to its owner's hand."},
            {"object": "card_face", "name": "Locker Room", "mana_cost": "{4}{U}", "type_line": "Enchantment — Room",
             "oracle_text": "Whenever one or more creatures you control deal combat damage to a player, draw a card."},
        ],
    },
    {
        "object": "card", "id": "11111111-0000-0000-0000-000000000003", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000003",
        "name": "Bruna, the Fading Light", "lang": "en", "layout": "meld", "cmc": 7.0, "mana_cost": "{5}{W}{W}",
        "type_line": "Legendary Creature — Angel Horror", "oracle_text": "Flying, vigilance", "colors": ["W"],
        "color_identity": ["W"], "keywords": ["Flying", "Vigilance"], "power": "5", "toughness": "7",
        "all_parts": [
            {"object": "related_card", "component": "meld_part", "name": "Bruna, the Fading Light"},
            {"object": "related_card", "component": "meld_part", "name": "Gisela, the Broken Blade"},
            {"object": "related_card", "component": "meld_result", "name": "Brisela, Voice of Nightmares"},
        ],
    },
    {
        "object": "card", "id": "11111111-0000-0000-0000-000000000004", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000004",
        "name": "Brisela, Voice of Nightmares", "lang": "en", "layout": "meld", "cmc": 0.0, "mana_cost": "",
        "type_line": "Legendary Creature — Eldrazi Angel", "oracle_text": "Flying, first strike, vigilance, lifelink",
        "colors": ["W"], "color_identity": ["W"], "keywords": ["Flying"], "power": "9", "toughness": "10",
        "all_parts": [
            {"object": "related_card", "component": "meld_part", "name": "Bruna, the Fading Light"},
            {"object": "related_card", "component": "meld_part", "name": "Gisela, the Broken Blade"},
            {"object": "related_card", "component": "meld_result", "name": "Brisela, Voice of Nightmares"},
        ],
    },
]

SCRYFALL_RULINGS = [
    {"object": "ruling", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000001", "source": "wotc",
     "published_at": "2011-09-22", "comment": "You can't reveal the card if it isn't an instant or sorcery."},
    {"object": "ruling", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000002", "source": "wotc",
     "published_at": "2024-09-20", "comment": "A Room with no unlocked door has no name."},
]

COCKATRICE_XML = b"""<?xml version='1.0' encoding='UTF-8'?>
<cockatrice_carddatabase version="4">
  <cards>
    <card>
      <name>Roaring Furnace</name>
      <text>When you unlock this door, this Room deals damage equal to the number of cards in your hand.</text>
      <prop><colors>R</colors><type>Enchantment \xe2\x80\x94 Room</type><cmc>6</cmc><manacost>1R</manacost></prop>
      <set picURL="https://cards.scryfall.io/normal/front/0/1/01234567-89ab-cdef-0123-456789abcdef.jpg">DSK</set>
    </card>
    <card>
      <name>Steaming Sauna</name>
      <text>You have no maximum hand size.</text>
      <prop><colors>R</colors><type>Enchantment \xe2\x80\x94 Room</type><cmc>6</cmc><manacost>3RR</manacost></prop>
      <set picURL="https://cards.scryfall.io/normal/front/0/1/01234567-89ab-cdef-0123-456789abcdef.jpg">DSK</set>
    </card>
    <card>
      <name>Abandoned Campground</name>
      <text>{T}: Add {W} or {U}.</text>
      <prop><type>Land</type><cmc>0</cmc></prop>
      <set picURL="https://cards.scryfall.io/normal/front/f/e/fedcba98-7654-3210-fedc-ba9876543210.jpg">DSK</set>
    </card>
  </cards>
</cockatrice_carddatabase>
"""

CORPUS = [
    {"name": "Opt", "manaCost": "{U}", "type": "Instant", "types": ["Instant"], "subtypes": [], "supertypes": [],
     "keywords": None, "power": None, "toughness": None, "loyalty": None, "text": "Scry 1.\nDraw a card.",
     "layout": "normal", "colorIdentity": ["U"]},
    {"name": "Bottomless Pool // Locker Room", "manaCost": "{U}", "type": "Enchantment — Room",
     "types": ["Enchantment"], "subtypes": ["Room"], "supertypes": [], "keywords": None, "power": None,
     "toughness": None, "loyalty": None, "text": "When you unlock this door, return up to one target creature.",
     "layout": "split", "colorIdentity": ["U"]},
    {"name": "Prowl, Stoic Strategist", "manaCost": "{3}{W}", "type": "Legendary Artifact Creature — Robot",
     "types": ["Artifact", "Creature"], "subtypes": ["Robot"], "supertypes": ["Legendary"], "keywords": None,
     "power": "3", "toughness": "2", "loyalty": None, "text": "More Than Meets the Eye {2}{W}",
     "layout": "transform", "colorIdentity": ["W"], "face": "front", "front": "Prowl, Stoic Strategist",
     "back": "Prowl, Pursuit Vehicle"},
    {"name": "Prowl, Pursuit Vehicle", "manaCost": None, "type": "Legendary Artifact — Vehicle",
     "types": ["Artifact"], "subtypes": ["Vehicle"], "supertypes": ["Legendary"], "keywords": None,
     "power": "2", "toughness": "2", "loyalty": None, "text": "Crew 2", "layout": "transform",
     "colorIdentity": ["W"], "face": "back", "front": "Prowl, Stoic Strategist"},
    {"name": "Akroma", "manaCost": None, "type": "Vanguard", "types": ["Vanguard"], "subtypes": [],
     "supertypes": [], "keywords": None, "power": None, "toughness": None, "loyalty": None,
     "text": "Creatures you control have flying.", "layout": "vanguard", "colorIdentity": []},
]

MTGJSON_SET = {
    "meta": {"version": "5.2.0"},
    "data": {"code": "TST", "cards": [
        {"name": "Tavern Ruffian // Tavern Smasher", "faceName": "Tavern Ruffian", "side": "a", "layout": "transform",
         "manaCost": "{3}{R}", "manaValue": 4.0, "type": "Creature — Human Warrior", "types": ["Creature"],
         "subtypes": ["Human", "Warrior"], "supertypes": [], "colors": ["R"], "colorIdentity": ["R"],
         "keywords": ["Daybound"], "power": "2", "toughness": "5",
         "text": "Daybound (If a player casts no spells during their own turn, it becomes night next turn.)",
         "identifiers": {"scryfallOracleId": "bbbbbbbb-0000-0000-0000-000000000001"},
         "rulings": [{"date": "2021-09-24", "text": "Daybound and nightbound are found on double-faced cards."}],
         "foreignData": [{"language": "Japanese", "name": "酒場の悪漢 // 酒場の粉砕者"}]},
        {"name": "Tavern Ruffian // Tavern Smasher", "faceName": "Tavern Smasher", "side": "b", "layout": "transform",
         "manaValue": 4.0, "type": "Creature — Werewolf", "types": ["Creature"], "subtypes": ["Werewolf"],
         "supertypes": [], "colors": ["R"], "colorIdentity": ["R"], "keywords": ["Nightbound"], "power": "6",
         "toughness": "5", "text": "Nightbound",
         "foreignData": [{"language": "Japanese", "name": "酒場の悪漢 // 酒場の粉砕者"}]},
        {"name": "Opt", "side": None, "layout": "normal", "manaCost": "{U}", "manaValue": 1.0, "type": "Instant",
         "types": ["Instant"], "subtypes": [], "supertypes": [], "colors": ["U"], "colorIdentity": ["U"],
         "text": "Scry 1. Draw a card.", "rulings": [],
         "foreignData": [{"language": "Japanese", "name": "選択"}]},
    ]},
}
