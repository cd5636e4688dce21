"""Issue 7, section 2: `check CONDITION`, and a second real card acting on the first (`check CARD`,
`apply CARD`), on real cards from the catalog built from ../shared/data."""

from __future__ import annotations

import pytest

from bot.catalog.model import mana_value_of
from bot.errors import QueryError
from tests.rules.helpers import nums
from tests.rules.test_second_edition import cards, rooms  # noqa: F401  (the session fixture)

pytestmark = pytest.mark.integration

POOL = "Bottomless Pool // Locker Room"


def test_check_conditions_follow_the_zone(sim):
    out = sim(POOL, ["check mana value = 6", "check name Locker Room", "check color blue", "check type enchantment",
                     "cast Locker Room", "check mv <= 3", "check name Bottomless Pool", "resolve",
                     "check mv odd", "lock Locker Room", "check name Locker Room", "check type Room"], zone="hand")
    s = out["steps"]
    assert [x["check"]["passes"] for x in s if "check" in x] == [True, True, True, True, False, False, True,
                                                                  False, True]
    assert "no door is unlocked" in s[10]["check"]["reason"]
    # a Room's mana value off the stack is its doors' combined cost: that rule decides, first of at most three
    assert "709.4a" in s[1]["check"]["citations"] and nums(s[0])[0] == "202.3d" and len(nums(s[0])) <= 3
    assert s[0]["check"]["condition"] == "mana value 6"


def test_a_back_face_name_is_not_the_cards_name_in_the_library(sim):
    out = sim("Delver of Secrets", ["check name Insectile Aberration", "enter transformed",
                                    "check name Insectile Aberration", "check color blue"], zone="library")
    assert [s["check"]["passes"] for s in out["steps"] if "check" in s] == [False, True, True]


def test_abrupt_decay_on_every_room_with_one_door_open(cards, sim):  # noqa: F811  (the fixture imported above)
    for room in rooms(cards):
        left = room.faces[0]
        out = sim(room.name, [f"cast {left.name}", "resolve", "check Abrupt Decay"], zone="hand", card=room)
        step = out["steps"][2]
        assert step["effect"]["template"] == "destroy" and "mana value 3 or less" in step["effect"]["text"]
        assert step["check"]["passes"] == (mana_value_of(left.mana_cost) <= 3), room.name
        lib = sim(room.name, ["check Abrupt Decay"], zone="library", card=room)["steps"][0]
        assert lib["check"]["passes"] is False and "on the battlefield" in lib["check"]["reason"], room.name


def test_apply_abrupt_decay_destroys_a_room_into_the_graveyard(sim):
    out = sim(POOL, ["cast Bottomless Pool", "resolve", "apply Abrupt Decay", "check mv = 6"], zone="hand")
    assert out["steps"][2]["state"]["zone"] == "graveyard" and "701.8a" in nums(out["steps"][2])
    assert out["steps"][3]["check"]["passes"] is True  # both doors again in the graveyard


def test_sevinnes_reclamation_counts_both_doors_in_the_graveyard(cards, sim):  # noqa: F811  (the fixture imported above)
    for room in rooms(cards):
        combined = sum(mana_value_of(f.mana_cost) for f in room.faces)
        out = sim(room.name, ["check Sevinne's Reclamation", "apply Sevinne's Reclamation"], zone="graveyard",
                  card=room)
        check, applied = out["steps"]
        assert check["check"]["passes"] == (combined <= 3), room.name
        if combined <= 3:
            assert applied["state"]["zone"] == "battlefield" and applied["state"]["unlocked"] == [], room.name
        else:
            assert applied["result"] == "not allowed" and applied["state"]["zone"] == "graveyard", room.name


def test_spell_pierce_counters_a_door_spell_and_the_room_goes_to_the_graveyard(sim):
    out = sim(POOL, ["cast Locker Room", "check Spell Pierce", "apply Spell Pierce"], zone="hand")
    assert out["steps"][1]["check"]["passes"] is True and "unless" in out["steps"][1]["effect"]["text"]
    assert out["steps"][2]["state"]["zone"] == "graveyard" and "701.6a" in nums(out["steps"][2])


def test_pithing_needle_naming_a_door_never_stops_unlocking(sim):
    out = sim(POOL, ["cast Bottomless Pool", "resolve", "check Pithing Needle name=Locker Room",
                     "check Pithing Needle name=Bottomless Pool"], zone="hand")
    locked, unlocked = out["steps"][2], out["steps"][3]
    assert locked["check"]["passes"] is False and unlocked["check"]["passes"] is True
    assert "special action" in unlocked["explanation"] and "116.2m" in nums(unlocked)


def test_meddling_mage_naming_one_door_leaves_the_other_castable(sim):
    step = sim(POOL, ["check Meddling Mage name=Bottomless Pool"], zone="hand")["steps"][0]
    assert "Locker Room can still be cast" in step["explanation"] and "709.3a" in nums(step)


def test_cascade_checks_the_whole_room_then_the_door(cards, sim):  # noqa: F811  (the fixture imported above)
    for room in rooms(cards):
        combined = sum(mana_value_of(f.mana_cost) for f in room.faces)
        step = sim(room.name, ["check Bloodbraid Elf"], zone="library", card=room)["steps"][0]
        assert step["effect"]["template"] == "cascade"
        assert step["check"]["passes"] is (combined < 4 and any(mana_value_of(f.mana_cost) < 4 for f in room.faces)), \
            room.name
        assert "702.85a" in nums(step)


def test_kiki_jiki_copies_a_flipped_werewolf_as_a_double_faced_token_and_moonmist_flips_it(sim):
    out = sim("Delver of Secrets", ["enter transformed", "apply Kiki-Jiki, Mirror Breaker", "apply Moonmist"],
              zone="hand")
    token, moon = out["steps"][1]["state"], out["steps"][2]
    assert token["token"] and token["face_up"] == "back" and token["copy_of"] == "Insectile Aberration"
    assert moon["effect"]["template"] == "transform"


def test_immerwolf_stops_a_non_human_werewolf_transforming(sim):
    out = sim("Village Ironsmith", ["enter", "apply Immerwolf", "transform", "transform"], zone="hand")
    assert out["steps"][2]["result"] == "ok"  # front face: Human Werewolf
    assert out["steps"][3]["result"] == "nothing happens" and "Immerwolf" in out["steps"][3]["explanation"]


def test_yarok_doubles_enter_triggers_but_not_unlock_triggers(sim):
    out = sim(POOL, ["apply Yarok, the Desecrated", "cast Bottomless Pool", "resolve"], zone="hand")
    resolved = out["steps"][2]
    assert all(t.get("times", 1) == 1 for t in resolved["triggers"] if t["event"] == "unlock")
    assert "release notes" in out["steps"][0]["explanation"]


def test_an_unrecognised_card_is_not_modelled_with_its_sentence(sim):
    step = sim(POOL, ["cast Bottomless Pool", "resolve", "apply Arc Trail"], zone="hand")["steps"][2]
    assert step["result"] == "not modelled" and step["effect"]["card"] == "Arc Trail"
    assert "1 damage to any other target" in step["effect"]["text"]


def test_bad_input_is_a_clear_answer(sim, get_card):
    with pytest.raises(QueryError) as e:
        sim(POOL, ["check Abrupt Decy Decay Decoy"], zone="hand")
    assert e.value.kind in ("not_found", "ambiguous")
    step = sim(POOL, ["cast Bottomless Pool", "resolve", "check Prismatic Ending"], zone="hand")["steps"][2]
    assert step["result"] == "not modelled" and "x=" in step["explanation"]
    with pytest.raises(QueryError) as e:
        sim(POOL, ["check mana value <= lots"], zone="hand")
    assert e.value.kind == "invalid"


def test_meddling_mage_on_a_disturb_card_in_the_graveyard_looks_at_the_back_face(sim):
    out = sim("Beloved Beggar", ["check Meddling Mage name=Generous Soul", "check Meddling Mage name=Beloved Beggar"],
              zone="graveyard")
    assert [s["check"]["passes"] for s in out["steps"]] == [True, False]


def test_meddling_mage_cannot_name_a_land_face(sim):
    step = sim("Valakut Awakening", ["check Meddling Mage name=Valakut Stoneforge"], zone="hand")["steps"][0]
    assert "can't be chosen" in step["explanation"] and step["check"]["passes"] is False


def test_a_modal_card_with_a_spell_front_returned_transformed_is_not_guessed(sim):
    step = sim("Emeria's Call", ["play Emeria, Shattered Skyclave", "blink transformed"], zone="hand")["steps"][1]
    assert step["result"] == "not modelled" and "712.14b" in nums(step) and "712.14a" in nums(step)


async def test_a_question_ending_in_a_check_has_its_answer_as_the_verdict(library):
    answer = await library.room("Bottomless Pool", "hand", "cast Bottomless Pool; resolve; check Abrupt Decay")
    assert answer.verdict[0].startswith("Yes: Abrupt Decay (destroy)")
    answer = await library.room("Bottomless Pool", "hand", "check mana value <= 3")
    assert answer.verdict[0].startswith("No: mana value 3 or less") and answer.verdict[1] == "In hand"


def test_power_is_checked_and_an_opponents_permanent_is_not_guessed(sim):
    out = sim("Delver of Secrets", ["enter", "check Abzan Charm", "transform", "check Abzan Charm",
                                    "check Ravenous Chupacabra"], zone="hand")
    assert out["steps"][1]["check"]["passes"] is False and "power is 1" in out["steps"][1]["check"]["reason"]
    assert out["steps"][3]["check"]["passes"] is True
    assert out["steps"][4]["result"] == "not modelled"



def test_colour_identity_counts_the_back_face(sim):
    # 903.4d: Unholy Fiend's black colour indicator is in Cloistered Youth's identity, in the library as anywhere
    s = sim("Cloistered Youth // Unholy Fiend", ["check identity white", "check identity wb"])["steps"]
    assert [x["check"]["passes"] for x in s] == [False, True]
    assert "black" in s[0]["check"]["reason"] and "903.4d" in nums(s[0])
    assert sim(POOL, ["check identity colorless"])["steps"][0]["check"]["passes"] is False


def test_what_the_face_up_has(sim):
    s = sim("Delver of Secrets // Insectile Aberration", ["check 1/1", "check has flying", "transform", "check 3/2",
                                                          "check has flying"], zone="battlefield")["steps"]
    assert [x["check"]["passes"] for x in s if "check" in x] == [True, False, True, True]
    night = sim("Child of the Pack // Savage Packmate", ["check ability {2}{R}{G}", "check has trample"],
                zone="battlefield", day_night="night")["steps"]
    assert [x["check"]["passes"] for x in night] == [False, True]  # 712.8e: only the back face's abilities
    # a {T} ability's use depends on summoning sickness (302.6), and a card in the library activates nothing
    # unless its words say so (113.6): neither is guessed
    assert sim("Chosen of Markov // Markov's Servant", ["check ability {T}"], zone="battlefield")["steps"][0][
        "check"]["passes"] is None
    assert sim("Child of the Pack // Savage Packmate", ["check ability {2}{R}{G}"])["steps"][0]["check"][
        "passes"] is None


def test_can_it_attack_as_the_story_tells(sim):
    there = sim("Delver of Secrets // Insectile Aberration", ["transform", "check attack"], zone="battlefield")
    assert there["steps"][-1]["check"]["passes"] is True  # 302.6: transforming keeps the object
    spell = sim("Delver of Secrets // Insectile Aberration", ["cast", "check attack"], zone="hand")["steps"]
    assert spell[1]["check"]["passes"] is None  # still a spell: not answered for the creature it will be
    cast = sim("Delver of Secrets // Insectile Aberration", ["cast", "resolve", "check attack"], zone="hand")["steps"]
    assert cast[2]["check"]["passes"] is False  # a new creature this turn
    grove = sim("Dormant Grove // Gnarled Grovestrider", ["check attack"], zone="battlefield")["steps"][0]
    assert grove["check"]["passes"] is False and "Enchantment" in grove["check"]["reason"]
