"""Answers a level-2 judge checked against the 2026 Comprehensive Rules, on real cards."""

from __future__ import annotations

import pytest

from bot.errors import QueryError
from tests.rules.helpers import nums

POOL = "Bottomless Pool // Locker Room"
FURNACE = "Roaring Furnace // Steaming Sauna"
DELVER = "Delver of Secrets // Insectile Aberration"
VALKI = "Valki, God of Lies // Tibalt, Cosmic Impostor"
GRAF = "Graf Rats"
SCAVENGERS = "Midnight Scavengers"
RUFFIAN = "Tavern Ruffian // Tavern Smasher"
CATHAR = "Brutal Cathar // Moonrage Brute"




# --- Rooms ---------------------------------------------------------------------------------

def test_effect_unlock_with_both_doors_locked_asks_which_with_the_same_verb(sim):
    with pytest.raises(QueryError) as e:
        sim(FURNACE, ["effect unlock"], zone="battlefield")
    assert e.value.kind == "invalid"
    assert e.value.suggestions == ["effect unlock Roaring Furnace", "effect unlock Steaming Sauna"]
    assert "709.5f" in e.value.message


# --- transforming and modal double-faced cards -----------------------------------------------

def test_clone_of_transformed_permanent_has_no_face_up(sim):
    r = sim(DELVER, ["enter", "transform", "copy"])
    s = r["state"]
    assert s["is_copy"] and s["names"] == ["Insectile Aberration"] and s["mana_value"] == 0
    assert s["face_up"] is None
    assert r["answer"] == ("On the battlefield, a copy of Insectile Aberration has mana value 0 and the name "
                           "Insectile Aberration.")


def test_modal_back_face_resolving_does_not_cite_the_nonmodal_back_face_rule(sim):
    step = sim(VALKI, ["cast Tibalt", "resolve"], zone="hand")["steps"][1]
    assert step["state"]["names"] == ["Tibalt, Cosmic Impostor"] and step["state"]["mana_value"] == 7
    assert "202.3b" not in nums(step)
    assert "202.3b" not in step["explanation"]
    assert {"712.13", "712.8f"} <= set(nums(step))


# --- meld ------------------------------------------------------------------------------------

def test_melded_face_is_not_a_card_of_its_own(sim, get_card):
    card = get_card("Brisela, Voice of Nightmares")
    if len(card.faces) != 1:
        pytest.skip("the catalog has no separate entry for the melded face")
    with pytest.raises(QueryError) as e:
        sim("Brisela, Voice of Nightmares", card=card)
    assert e.value.kind == "invalid"
    assert "712.4b" in e.value.message and "Bruna, the Fading Light" in e.value.message
    assert sorted(e.value.suggestions) == ["dfc Bruna, the Fading Light", "dfc Gisela, the Broken Blade"]


def test_melded_permanent_leaving_reads_as_two_sentences(sim):
    step = sim(GRAF, ["enter", f"meld {SCAVENGERS}", "move graveyard"])["steps"][2]
    assert step["explanation"] == (
        "Graf Rats is put in the graveyard and becomes a new object (400.7, 712.21, 712.8a). One permanent leaves "
        "the battlefield and two cards, Graf Rats and Midnight Scavengers, are put in the graveyard.")


# --- day and night ---------------------------------------------------------------------------

def test_night_transform_names_the_face_that_turns_over(dn):
    r = dn([f"enter {RUFFIAN}", "next turn", "spells 2", "next turn"])
    assert "Tavern Ruffian transforms into Tavern Smasher" in r["steps"][1]["explanation"]
    assert "Tavern Smasher transforms into Tavern Ruffian" in r["steps"][3]["explanation"]


def test_neither_becoming_day_cites_no_day_becomes_night_rule(dn):
    step = dn([f"enter {RUFFIAN}"])["steps"][0]
    assert step["designation"] == "day"
    assert {"702.145d", "731.1"} <= set(nums(step))
    assert "731.1a" not in nums(step)  # 'day becomes night' wording; it was neither
    assert "702.145e" not in nums(step)  # no nightbound permanent is involved


def test_moonmist_transform_is_not_described_as_a_daybound_transform(dn):
    step = dn([f"enter {CATHAR}", f"enter {DELVER}", "cast Moonmist"])["steps"][2]
    assert "Delver of Secrets -> Insectile Aberration" in step["explanation"]
    assert "Brutal Cathar (it has daybound" in step["explanation"]
    assert "doesn't use the stack" not in step["explanation"]


def test_clone_of_daybound_creature_triggers_its_enters_ability(dn):
    step = dn([f"enter {CATHAR}", "copy"])["steps"][1]
    assert [(t["face"], t["event"]) for t in step["triggers"]] == [("Brutal Cathar", "enters")]


def test_naming_a_card_finds_it_not_its_clone(dn):
    r = dn([f"enter {CATHAR}", "copy", "it becomes night", f"transform {CATHAR}"])
    step = r["steps"][3]
    assert step["result"] == "nothing happens"
    assert step["explanation"].startswith("Moonrage Brute doesn't transform: it has nightbound")
    assert "702.145e" in nums(step)
    assert r["answer"] == ("On turn 1 it is night; Brutal Cathar // Moonrage Brute is Moonrage Brute, "
                           "a copy of Brutal Cathar is Brutal Cathar.")


# --- disturb, modal entering transformed, day/night wording -----------------------------------

BEGGAR = "Beloved Beggar // Generous Soul"
EMERIA = "Emeria's Call // Emeria, Shattered Skyclave"


@pytest.mark.parametrize("steps", [["cast back", "move graveyard"], ["cast back", "resolve", "move graveyard"]])
def test_disturbed_generous_soul_is_exiled_instead_of_going_to_the_graveyard(sim, steps):
    r = sim(BEGGAR, steps, zone="graveyard")
    step = r["steps"][-1]
    assert step["state"]["zone"] == "exile"
    assert step["state"]["names"] == ["Beloved Beggar"] and step["state"]["mana_value"] == 2
    assert "exile it instead" in step["explanation"] and "614.1a" in nums(step)
    assert r["answer"] == "In exile, Beloved Beggar // Generous Soul has mana value 2 and the name Beloved Beggar."


def test_front_face_beggar_dies_normally(sim):
    s = sim(BEGGAR, ["move graveyard"], zone="battlefield")["state"]
    assert s["zone"] == "graveyard"


def test_modal_card_with_a_spell_front_entering_transformed_is_not_guessed(sim):
    # 712.14a (enters back face up) and 712.14b (a modal card whose front isn't a permanent card stays)
    # both speak; the answer names both and doesn't pick one.
    step = sim(EMERIA, ["enter transformed"], zone="hand")["steps"][0]
    assert step["result"] == "not modelled" and step["state"]["zone"] == "hand"
    assert "712.14a" in nums(step) and "712.14b" in nums(step)


def test_nightbound_entering_by_day_turns_over_because_it_is_day(dn):
    step = dn([f"enter transformed {RUFFIAN}"], start="day")["steps"][0]
    assert "because it is day, Tavern Smasher transforms into Tavern Ruffian" in step["explanation"]
    assert "702.145f" in nums(step)


def test_copy_of_disturbed_spell_enters_back_face_up_by_712_13_not_disturb(sim):
    step = sim(BEGGAR, ["cast back", "copy", "resolve"], zone="graveyard")["steps"][2]
    s = step["state"]
    # A copy of a back face has mana value 0, spell or permanent (202.3b), unlike the disturbed card itself.
    assert s["token"] and s["names"] == ["Generous Soul"] and s["face_up"] == "back" and s["mana_value"] == 0
    assert "712.13" in nums(step) and "702.146b" not in nums(step) and "712.8e" in nums(step)


def test_a_room_entering_in_daynight_does_not_crash(dn):
    r = dn(["enter Bottomless Pool // Locker Room"])
    assert r["designation"] == "neither"
    assert "with no name" in r["steps"][0]["explanation"]


def test_modal_card_may_enter_transformed_under_2026_in_daynight_too(dn, ed2024):
    step = dn([f"enter transformed {VALKI}"])["steps"][0]
    assert step["result"] == "ok" and "Tibalt, Cosmic Impostor transformed" in step["explanation"]
    step = dn([f"enter transformed {VALKI}"], edition=ed2024)["steps"][0]
    assert step["result"] == "nothing happens" and "stays in its current zone" in step["explanation"]


def test_bad_door_suggestions_keep_the_verb(sim):
    with pytest.raises(QueryError) as e:
        sim(POOL, ["cast Kitchen"], zone="hand")
    assert e.value.suggestions == ["cast Bottomless Pool", "cast Locker Room"]


def test_resolving_room_names_the_unlock_trigger_in_its_sentence(sim):
    step = sim("Unholy Annex // Ritual Chamber", ["cast Ritual Chamber", "resolve"], zone="hand")["steps"][1]
    assert step["state"]["unlocked"] == ["Ritual Chamber"] and step["state"]["mana_value"] == 5
    assert step["explanation"].endswith(
        "1 ability triggers: Ritual Chamber's \"When you unlock this door, create a 6/6 black Demon creature token "
        "with flying\".")
    assert "709.5h" in nums(step)
