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

# Two cards whose colours are not the card object's on every face.
SCRYFALL_COLOUR_CARDS = [
    {
        "object": "card", "id": "11111111-0000-0000-0000-000000000005", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000005",
        "name": "Roaring Furnace // Steaming Sauna", "lang": "en", "layout": "split", "cmc": 7.0,
        "colors": ["R", "U"], "color_identity": ["R", "U"], "keywords": [],
        "card_faces": [
            {"object": "card_face", "name": "Roaring Furnace", "mana_cost": "{1}{R}", "type_line": "Enchantment — Room",
             "oracle_text": "When you unlock this door, this Room deals damage equal to the number of cards in your "
                            "hand to target creature an opponent controls."},
            {"object": "card_face", "name": "Steaming Sauna", "mana_cost": "{3}{U}{U}",
             "type_line": "Enchantment — Room", "oracle_text": "You have no maximum hand size."},
        ],
    },
    {
        "object": "card", "id": "11111111-0000-0000-0000-000000000006", "oracle_id": "aaaaaaaa-0000-0000-0000-000000000006",
        "name": "Cecil, Dark Knight // Cecil, Redeemed Paladin", "lang": "en", "layout": "transform", "cmc": 1.0,
        "color_identity": ["B", "W"], "keywords": ["Deathtouch", "Lifelink"],
        "card_faces": [
            {"object": "card_face", "name": "Cecil, Dark Knight", "mana_cost": "{B}",
             "type_line": "Legendary Creature — Human Knight", "oracle_text": "Deathtouch", "colors": ["B"],
             "power": "2", "toughness": "3"},
            {"object": "card_face", "name": "Cecil, Redeemed Paladin", "mana_cost": "",
             "type_line": "Legendary Creature — Human Knight", "oracle_text": "Lifelink", "colors": ["W"],
             "color_indicator": ["W"], "power": "4", "toughness": "4"},
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
      <prop><colors>UR</colors><type>Enchantment \xe2\x80\x94 Room</type><cmc>7</cmc><manacost>1R</manacost></prop>
      <set picURL="https://cards.scryfall.io/normal/front/0/1/01234567-89ab-cdef-0123-456789abcdef.jpg">DSK</set>
    </card>
    <card>
      <name>Steaming Sauna</name>
      <text>You have no maximum hand size.</text>
      <prop><colors>UR</colors><type>Enchantment \xe2\x80\x94 Room</type><cmc>7</cmc><manacost>3UU</manacost></prop>
      <set picURL="https://cards.scryfall.io/normal/front/0/1/01234567-89ab-cdef-0123-456789abcdef.jpg">DSK</set>
    </card>
    <card>
      <name>Cecil, Dark Knight</name>
      <text>Deathtouch
Whenever Cecil deals damage, you lose that much life. Then if your life total is less than or equal to half your starting life total, untap Cecil and transform it.</text>
      <prop><colors>B</colors><type>Legendary Creature \xe2\x80\x94 Human Knight</type><cmc>1</cmc><manacost>B</manacost><pt>2/3</pt></prop>
      <set picURL="https://cards.scryfall.io/normal/front/a/b/abcdef01-2345-6789-abcd-ef0123456789.jpg">FIN</set>
    </card>
    <card>
      <name>Cecil, Redeemed Paladin</name>
      <text>Lifelink</text>
      <prop><colors>W</colors><type>Legendary Creature \xe2\x80\x94 Human Knight</type><cmc>1</cmc><pt>4/4</pt></prop>
      <set picURL="https://cards.scryfall.io/normal/back/a/b/abcdef01-2345-6789-abcd-ef0123456789.jpg">FIN</set>
    </card>
    <card>
      <name>Gilded Hall</name>
      <text>You may cast spells as though they had flash.</text>
      <prop><colors>GW</colors><type>Enchantment \xe2\x80\x94 Room</type><cmc>5</cmc><manacost>2W</manacost></prop>
      <set picURL="https://cards.scryfall.io/normal/front/1/2/12345678-0000-4000-8000-000000000001.jpg">TST</set>
    </card>
    <card>
      <name>Marble Gallery</name>
      <text>Draw a card.</text>
      <prop><colors>GW</colors><type>Enchantment \xe2\x80\x94 Room</type><cmc>5</cmc><manacost>1W</manacost></prop>
      <set picURL="https://cards.scryfall.io/normal/front/1/2/12345678-0000-4000-8000-000000000001.jpg">TST</set>
    </card>
    <card>
      <name>Urza, Planeswalker</name>
      <text>+2: Artifact, instant, and sorcery spells you cast this turn cost {2} less to cast.</text>
      <prop><color>U</color><color>W</color><type>Legendary Planeswalker - Urza</type><cmc>0</cmc><loyalty>7</loyalty></prop>
      <set picURL="https://cards.scryfall.io/normal/front/9/9/99999999-0000-4000-8000-000000000009.jpg">BRO</set>
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
    {"name": "Thraben Gargoyle", "manaCost": "{1}", "type": "Artifact Creature — Gargoyle",
     "types": ["Artifact", "Creature"], "subtypes": ["Gargoyle"], "supertypes": [], "keywords": ["Defender"],
     "power": "2", "toughness": "2", "loyalty": None, "text": "Defender\n{6}: Transform Thraben Gargoyle.",
     "layout": "transform", "colorIdentity": [], "back": "Stonewing Antagonizer"},
    {"name": "Stonewing Antagonizer", "manaCost": None, "type": "Artifact Creature — Gargoyle Horror",
     "types": ["Artifact", "Creature"], "subtypes": ["Gargoyle", "Horror"], "supertypes": [], "keywords": ["Flying"],
     "power": "4", "toughness": "2", "loyalty": None, "text": "Flying", "layout": "transform", "colorIdentity": [],
     "face": "back", "front": "Thraben Gargoyle"},
    {"name": "Chittering Host", "manaCost": None, "type": "Creature — Eldrazi Horror", "types": ["Creature"],
     "subtypes": ["Eldrazi", "Horror"], "supertypes": [], "keywords": ["Haste", "Menace"], "power": "5",
     "toughness": "6", "loyalty": None, "text": "Haste\nMenace\nWhen Chittering Host enters, other creatures you "
     "control get +1/+0 and gain menace until end of turn.", "layout": "meld", "colorIdentity": ["B"]},
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
         "identifiers": {"scryfallOracleId": "bbbbbbbb-0000-0000-0000-000000000001",
                         "scryfallId": "cccccccc-0000-0000-0000-000000000001"},
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
        {"name": "The Long Reach of Night // Animus of Night's Reach", "faceName": "The Long Reach of Night",
         "side": "a", "layout": "transform", "manaCost": "{3}{B}{B}", "manaValue": 5.0, "type": "Enchantment — Saga",
         "types": ["Enchantment"], "subtypes": ["Saga"], "supertypes": [], "colors": ["B"], "colorIdentity": ["B"],
         "text": "III — Exile this Saga, then return it to the battlefield transformed under your control."},
        {"name": "The Long Reach of Night // Animus of Night's Reach", "faceName": "Animus of Night's Reach",
         "side": "b", "layout": "transform", "manaValue": 5.0, "type": "Enchantment Creature — Spirit",
         "types": ["Enchantment", "Creature"], "subtypes": ["Spirit"], "supertypes": [], "colors": ["B"],
         "colorIdentity": ["B"], "power": "4", "toughness": "4", "text": "Menace"},
        {"name": "Graf Rats // Chittering Host", "faceName": "Graf Rats", "side": "a", "layout": "meld",
         "manaCost": "{1}{B}", "manaValue": 2.0, "type": "Creature — Rat", "types": ["Creature"], "subtypes": ["Rat"],
         "supertypes": [], "colors": ["B"], "colorIdentity": ["B"], "power": "2", "toughness": "1",
         "text": "At the beginning of combat on your turn, if you both own and control Graf Rats and a creature "
                 "named Midnight Scavengers, exile them, then meld them into Chittering Host.",
         "cardParts": ["Graf Rats", "Midnight Scavengers", "Chittering Host"]},
        {"name": "Chittering Host", "faceName": "Chittering Host", "side": "b", "layout": "meld",
         "manaValue": 7.0, "type": "Creature — Eldrazi Horror", "types": ["Creature"],
         "subtypes": ["Eldrazi", "Horror"], "supertypes": [], "colors": [], "colorIdentity": ["B"], "power": "5",
         "toughness": "6", "text": "Haste\nMenace\nWhen Chittering Host enters the battlefield, other creatures "
                                   "you control get +1/+0 and gain menace until end of turn.",
         "cardParts": ["Graf Rats", "Midnight Scavengers", "Chittering Host"]},
    ]},
}
