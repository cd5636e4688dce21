"""Issue 7, section 1: each class of wrong answers, tested on every real card it touches in the
catalog built from ../shared/data (every Room, every double-faced card with the property)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.catalog.model import colors_of, mana_value_of
from bot.catalog.store import read_card_sync
from bot.rules.double_faced import has_keyword, is_instant_or_sorcery
from tests.conftest import SHARED_DATA
from tests.rules.helpers import nums

pytestmark = pytest.mark.integration


@pytest.fixture(scope="session")
def cards(catalog_path):
    """Every Room, double-faced card and meld card in the real catalog."""
    conn = sqlite3.connect(catalog_path)
    ids = [r[0] for r in conn.execute(
        "SELECT id FROM cards WHERE layout IN ('transform', 'modal_dfc', 'meld') OR id IN "
        "(SELECT card_id FROM faces WHERE subtypes LIKE '%\"Room\"%')")]
    out = [read_card_sync(conn, i) for i in ids]
    conn.close()
    return [c for c in out if c is not None]


def rooms(cards):
    return [c for c in cards if c.is_room]


def transforming(cards):
    return [c for c in cards if c.layout == "transform" and len(c.faces) == 2]


def wubrg(cost):
    return list(colors_of(cost))


# --- Colour (202.2, 204, 709.3b, 709.5) -------------------------------------------------------

def test_every_room_has_its_doors_colours_where_it_is(cards, sim):
    checked = 0
    for room in rooms(cards):
        left, right = room.faces
        both = sorted(set(wubrg(left.mana_cost)) | set(wubrg(right.mana_cost)), key="WUBRG".index)
        out = sim(room.name, [f"cast {left.name}", "resolve", f"effect unlock {right.name}"], zone="hand",
                  card=room)
        assert out["start"]["colors"] == both, room.name
        cast, resolved, full = (s["state"] for s in out["steps"])
        assert cast["colors"] == wubrg(left.mana_cost), room.name  # 709.3b: only the cast door
        assert resolved["colors"] == wubrg(left.mana_cost), room.name  # 709.5: only unlocked doors
        assert full["colors"] == both, room.name
        checked += 1
    assert checked >= 25


def _mtgjson_back_faces():
    out = {}
    for path in sorted((SHARED_DATA / "mtgjson").glob("*.json")):
        for e in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            if e.get("layout") == "transform" and e.get("side") == "b":
                # This MTGJSON data (5.2.0) leaves colorIndicator out on the Kamigawa Saga creatures
                # (Animus of Night's Reach) whose `colors` still show it; O-Kagachi's are its CDA's.
                own = e.get("colorIndicator") or e.get("colors") or []
                out[e["faceName"]] = (e["name"], list(own), e.get("manaCost"))
    return out


def test_every_back_face_in_the_set_files_has_its_own_colour_indicator(cards, sim, get_card):
    backs = _mtgjson_back_faces()
    by_name = {c.name: c for c in cards}
    checked = 0
    for face_name, (card_name, indicator, cost) in backs.items():
        card = by_name.get(card_name)
        if card is None or cost:
            continue
        out = sim(card.name, ["enter transformed"], zone="hand", card=card)
        step = out["steps"][0]
        if step["result"] != "ok":
            continue
        want = sorted(indicator, key="WUBRG".index)
        assert step["state"]["colors"] == want, (card.name, step["state"]["colors"], want)
        checked += 1
    assert checked >= 200


# --- Token copies (707.8a, 712.9, 709.5d, 712.8g) ----------------------------------------------

def test_a_token_copy_of_every_transformed_permanent_is_a_double_faced_token_that_transforms(cards, sim):
    checked = 0
    for card in transforming(cards):
        front, back = card.faces
        if is_instant_or_sorcery(back) or is_instant_or_sorcery(front) or has_keyword(front, "daybound") \
                or has_keyword(back, "nightbound"):
            continue  # 712.10 and 702.145 stop those transforming; tested elsewhere
        out = sim(card.name, ["enter transformed", "token copy", "transform"], zone="hand", card=card)
        entered, token, turned = out["steps"]
        assert entered["result"] == "ok", card.name
        s = token["state"]
        assert s["token"] and s["face_up"] == "back" and s["names"] == [back.name], card.name
        assert s["mana_value"] == 0 and "707.8a" in nums(token), card.name  # a copy of a back face (202.3b)
        assert turned["result"] == "ok" and turned["state"]["face_up"] == "front", card.name
        assert turned["state"]["mana_value"] == mana_value_of(front.mana_cost), card.name
        assert turned["state"]["object"] == s["object"], card.name  # 712.18: same object
        checked += 1
    assert checked >= 150


def test_under_2021_rules_a_token_copy_does_not_transform(sim, ed2021):
    out = sim("Delver of Secrets", ["enter", "token copy", "transform"], zone="hand", edition=ed2021)
    assert out["steps"][2]["result"] == "nothing happens"
    assert "token" in out["steps"][2]["explanation"]


def test_a_token_copy_of_every_room_has_both_doors_locked_and_can_unlock_them(cards, sim):
    for room in rooms(cards):
        left, right = room.faces
        out = sim(room.name, [f"cast {left.name}", "resolve", "token copy", f"unlock {right.name}"], zone="hand",
                  card=room)
        token, unlocked = out["steps"][2], out["steps"][3]
        assert token["state"]["token"] and token["state"]["unlocked"] == [] and token["state"]["names"] == [], room.name
        assert token["state"]["mana_value"] == 0 and "709.5d" in nums(token), room.name
        assert unlocked["result"] == "ok" and unlocked["state"]["names"] == [right.name], room.name


def test_a_token_copy_of_a_melded_permanent_has_mana_value_0_and_is_not_said_to_transform(sim):
    out = sim("Bruna, the Fading Light", ["meld Gisela", "token copy", "transform"], zone="battlefield")
    melded, token, turned = out["steps"]
    assert melded["state"]["mana_value"] == 11
    assert token["state"]["token"] and token["state"]["names"] == ["Brisela, Voice of Nightmares"]
    assert token["state"]["mana_value"] == 0 and {"712.8g", "202.3c"} & set(nums(token))  # a copy of a melded permanent: 0
    assert turned["result"] == "not modelled"


# --- What ceases to exist (111.7, 704.5e) --------------------------------------------------------

def test_every_room_token_ceases_to_exist_off_the_battlefield(cards, sim):
    for room in rooms(cards):
        out = sim(room.name, ["enter", "token copy", "move hand", f"cast {room.faces[0].name}"], zone="hand",
                  card=room)
        left, cast = out["steps"][2], out["steps"][3]
        assert left["state"]["exists"] is False and "111.7" in nums(left), room.name
        assert cast["result"] == "not allowed", room.name
        assert "ceased to exist" in out["answer"], room.name


def test_a_spell_copy_ceases_and_a_card_that_was_copying_is_still_a_card(sim):
    out = sim("Bottomless Pool", ["cast Bottomless Pool", "copy", "move graveyard"], zone="hand")
    assert out["steps"][2]["state"]["exists"] is False and "704.5e" in nums(out["steps"][2])
    out = sim("Delver of Secrets", ["enter", "copy", "move graveyard"], zone="hand")
    step = out["steps"][2]
    assert "is a card" in step["explanation"] and "ceases" not in step["explanation"]


# --- Entering the battlefield, on every path (307.4, 712.14a, 712.14b) ---------------------------

def test_every_modal_card_with_a_spell_front_stays_put_on_every_path(cards, sim):
    checked = 0
    for card in cards:
        if card.layout != "modal_dfc" or not is_instant_or_sorcery(card.faces[0]):
            continue
        for zone in ("graveyard", "exile", "hand"):
            out = sim(card.name, ["enter", "move battlefield", "token copy"], zone=zone, card=card)
            for step in out["steps"]:
                assert step["result"] == "nothing happens", (card.name, zone, step["action"])
                assert step["state"]["zone"] == zone
            assert "712.14b" in nums(out["steps"][0])
        if "Land" in card.faces[1].types:
            out = sim(card.name, [f"play {card.faces[1].name}", "blink"], zone="hand", card=card)
            blink = out["steps"][1]
            assert blink["state"]["zone"] == "exile" and "stays in exile" in blink["explanation"], card.name
        checked += 1
    assert checked >= 20


def test_every_transforming_card_with_a_spell_back_face_cannot_enter_transformed(cards, sim):
    spell_backs = [c for c in transforming(cards) if is_instant_or_sorcery(c.faces[1])]
    assert len(spell_backs) >= 2  # Invasion of Alara, Invasion of Kylem
    for card in spell_backs:
        out = sim(card.name, ["enter transformed", "enter", "blink transformed"], zone="graveyard", card=card)
        assert out["steps"][0]["result"] == "nothing happens" and out["steps"][0]["state"]["zone"] == "graveyard"
        assert "307.4" in nums(out["steps"][0]) or "304.4" in nums(out["steps"][0]), card.name
        assert out["steps"][2]["state"]["zone"] == "exile", card.name


# --- Casting transformed (712.11, 712.11a, 712.11d) --------------------------------------------

def test_only_disturb_lets_a_card_be_cast_transformed_and_only_from_the_graveyard(cards, sim):
    disturb, sieges, others = 0, 0, 0
    for card in transforming(cards):
        front = card.faces[0]
        hand = sim(card.name, ["cast back"], zone="hand", card=card)["steps"][0]
        grave = sim(card.name, ["cast back"], zone="graveyard", card=card)["steps"][0]
        if has_keyword(front, "disturb"):
            assert hand["result"] == "not allowed", card.name
            assert grave["result"] == "ok" and grave["state"]["face_up"] == "back", card.name
            assert grave["state"]["mana_value"] == mana_value_of(front.mana_cost), card.name
            disturb += 1
        else:
            if "Siege" in front.subtypes:
                # Cast transformed only from exile, by its own ability as it is defeated (`defeat`): from the hand
                # or a graveyard nothing allows it (601.3; batch 7, O7-11)
                assert hand["result"] == grave["result"] == "not allowed" and nums(hand)[0] == "310.11b", card.name
                sieges += 1
            else:
                assert hand["result"] == "not allowed" and grave["result"] == "not allowed", card.name
            others += 1
    assert disturb >= 20 and sieges >= 30 and others >= 100


# --- 701.27f: two transform abilities in response to each other --------------------------------

def test_a_second_transform_ability_does_nothing_after_the_first_transformed_it(cards, sim):
    checked = 0
    for card in transforming(cards):
        front, back = card.faces
        if is_instant_or_sorcery(back) or is_instant_or_sorcery(front) or has_keyword(front, "daybound"):
            continue
        out = sim(card.name, ["activate transform", "activate transform", "resolve ability", "resolve ability"],
                  zone="battlefield", card=card)
        first, second = out["steps"][2], out["steps"][3]
        assert first["result"] == "ok" and first["state"]["face_up"] == "back", card.name
        assert second["result"] == "nothing happens" and second["state"]["face_up"] == "back", card.name
        assert "701.27f" in nums(second), card.name
        checked += 1
    assert checked >= 150


# --- Meld that fails (701.42b, 701.42c) ---------------------------------------------------------

def test_a_token_copy_of_every_meld_card_fails_to_meld_and_its_partner_stays_in_exile(cards, sim):
    checked = 0
    for card in cards:
        if card.layout != "meld" or not card.meld_partner or len(card.faces) != 2 or "+" in card.meld_partner:
            continue
        out = sim(card.name, ["token copy", f"meld {card.meld_partner}"], zone="battlefield", card=card)
        meld = out["steps"][1]
        assert meld["state"]["exists"] is False, card.name
        assert meld["cards_moved"] == [card.meld_partner], card.name
        assert "stays in exile" in meld["explanation"] and "701.42c" in nums(meld), card.name
        checked += 1
    assert checked >= 6
