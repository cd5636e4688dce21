"""Rooms: every sentence of the Rooms part of the spec, on real DSK cards."""

from __future__ import annotations

import pytest

from bot.errors import QueryError
from tests.rules.helpers import nums

POOL = "Bottomless Pool // Locker Room"
FURNACE = "Roaring Furnace // Steaming Sauna"




# --- combined characteristics off the stack and battlefield ---------------------------------

@pytest.mark.parametrize("zone", ["library", "hand", "graveyard", "exile", "command"])
def test_room_off_battlefield_has_both_names_and_combined_mana_value(sim, zone):
    r = sim(POOL, zone=zone)
    s = r["state"]
    assert s["zone"] == zone
    assert s["names"] == ["Bottomless Pool", "Locker Room"]
    assert s["mana_value"] == 6
    assert s["mana_cost"] == "{U} // {4}{U}"
    assert s["colors"] == ["U"]
    assert s["types"] == ["Enchantment"] and s["subtypes"] == ["Room"]
    assert s["unlocked"] == []
    assert s["face_up"] is None
    assert len(s["abilities"]) == 2


def test_answer_sentence_in_library(sim):
    r = sim(POOL)
    assert r["answer"] == "In the library, Bottomless Pool // Locker Room has mana value 6 and both names."
    assert r["card"] == {"name": POOL, "layout": "split"}
    assert r["cr_effective"] == "2026-04-17"
    assert r["steps"] == []
    assert {"202.3d", "709.4"} <= set(nums(r))


def test_two_colour_room_combined(sim):
    s = sim(FURNACE)["state"]
    assert s["mana_value"] == 7
    assert s["colors"] == ["U", "R"]


# --- on the stack only the cast door ------------------------------------------------------

def test_on_the_stack_only_the_cast_door(sim):
    r = sim(POOL, ["cast Locker Room"], zone="hand")
    step = r["steps"][0]
    assert step["result"] == "ok"
    s = step["state"]
    assert s["zone"] == "stack"
    assert s["names"] == ["Locker Room"]
    assert s["mana_value"] == 5
    assert s["mana_cost"] == "{4}{U}"
    assert s["abilities"] == ["Whenever one or more creatures you control deal combat damage to a player, "
                              "draw a card."]
    assert nums(step)[:2] == ["709.3", "709.3b"] and len(nums(step)) <= 3


# --- on the battlefield only unlocked doors -----------------------------------------------

def test_cast_door_enters_unlocked_and_triggers_its_own_unlock_ability(sim):
    r = sim(POOL, ["cast Bottomless Pool", "resolve"], zone="hand")
    step = r["steps"][1]
    s = step["state"]
    assert s["zone"] == "battlefield"
    assert s["unlocked"] == ["Bottomless Pool"]
    assert s["locked"] == ["Locker Room"]
    assert s["names"] == ["Bottomless Pool"]
    assert s["mana_value"] == 1
    assert [t["face"] for t in step["triggers"]] == ["Bottomless Pool"]
    assert step["triggers"][0]["event"] == "unlock"
    assert "709.5d" in nums(step) and "709.5h" in nums(step)


def test_casting_locker_room_fires_no_unlock_trigger(sim):
    step = sim(POOL, ["cast Locker Room", "resolve"], zone="hand")["steps"][1]
    assert step["state"]["unlocked"] == ["Locker Room"]
    assert step["triggers"] == []  # Locker Room has no "when you unlock this door"
    assert step["events"] == ["unlocked Locker Room"]


def test_room_put_onto_battlefield_enters_with_both_doors_locked(sim):
    r = sim(POOL, ["enter"], zone="hand")
    step = r["steps"][0]
    s = step["state"]
    assert s["unlocked"] == [] and s["locked"] == ["Bottomless Pool", "Locker Room"]
    assert s["names"] == []
    assert s["mana_value"] == 0
    assert s["mana_cost"] is None
    assert s["abilities"] == []
    assert s["colors"] == []
    assert s["types"] == ["Enchantment"] and s["subtypes"] == ["Room"]
    assert step["triggers"] == []
    assert "709.5d" in nums(step)
    assert r["answer"] == ("On the battlefield with both doors locked, Bottomless Pool // Locker Room has mana "
                           "value 0 and no name.")


def test_starting_on_the_battlefield_means_put_there_locked(sim):
    r = sim(POOL, zone="battlefield")
    assert r["state"]["names"] == [] and r["state"]["mana_value"] == 0
    assert "709.5d" in nums(r)


# --- unlocking: special action --------------------------------------------------------------

def test_unlock_locked_door_is_a_special_action_that_does_not_use_the_stack(sim):
    r = sim(POOL, ["cast Locker Room", "resolve", "unlock Bottomless Pool"], zone="hand")
    step = r["steps"][2]
    assert step["result"] == "ok"
    assert step["state"]["unlocked"] == ["Bottomless Pool", "Locker Room"]
    assert step["state"]["names"] == ["Bottomless Pool", "Locker Room"]
    assert step["state"]["mana_value"] == 6
    assert "special action" in step["explanation"]
    assert "main phase" in step["explanation"] and "stack is empty" in step["explanation"]
    assert "doesn't use the stack" in step["explanation"]
    assert nums(step)[:2] == ["116.2m", "709.5e"] and len(nums(step)) <= 3
    # The door's own ability triggers, and the Room is now fully unlocked.
    assert [t["face"] for t in step["triggers"]] == ["Bottomless Pool"]
    assert step["events"] == ["unlocked Bottomless Pool", "fully unlocked"]
    assert {"709.5h", "709.5i"} & set(nums(step))  # the trigger (709.5h) or the full unlock (709.5i), within three


def test_unlocking_an_unlocked_door_is_not_allowed(sim):
    step = sim(POOL, ["cast Locker Room", "resolve", "unlock Locker Room"], zone="hand")["steps"][2]
    assert step["result"] == "not allowed"
    assert step["explanation"].startswith("Locker Room can't be unlocked: it is already unlocked")
    assert "(709.5e)" in step["explanation"]
    assert nums(step) == ["709.5e"]
    assert step["state"]["unlocked"] == ["Locker Room"]


def test_unlock_left_and_right(sim):
    r = sim(POOL, ["enter", "unlock right", "unlock LEFT"], zone="hand")
    assert r["steps"][1]["state"]["unlocked"] == ["Locker Room"]
    assert r["steps"][2]["state"]["unlocked"] == ["Bottomless Pool", "Locker Room"]


def test_unlock_forgiving_names(sim):
    r = sim(POOL, ["enter", "unlock locker", "unlock bottomless pool"], zone="hand")
    assert r["state"]["unlocked"] == ["Bottomless Pool", "Locker Room"]


def test_unlock_without_door_when_one_is_locked_chooses_it(sim):
    r = sim(POOL, ["cast Locker Room", "resolve", "unlock"], zone="hand")
    assert r["state"]["unlocked"] == ["Bottomless Pool", "Locker Room"]


def test_unlock_without_door_when_both_locked_asks(sim):
    with pytest.raises(QueryError) as e:
        sim(POOL, ["enter", "unlock"], zone="hand")
    assert e.value.kind == "invalid"
    assert "Bottomless Pool" in e.value.message and "Locker Room" in e.value.message


def test_unlock_with_unknown_door_is_invalid(sim):
    with pytest.raises(QueryError) as e:
        sim(POOL, ["enter", "unlock the attic"])
    assert e.value.kind == "invalid"
    assert "Doors: Bottomless Pool, Locker Room" in e.value.message


def test_unlock_when_fully_unlocked(sim):
    r = sim(POOL, ["cast Locker Room", "resolve", "unlock left", "unlock"], zone="hand")
    assert r["steps"][3]["result"] == "not allowed"
    assert r["steps"][3]["state"]["unlocked"] == ["Bottomless Pool", "Locker Room"]


def test_unlock_off_the_battlefield_not_allowed(sim):
    step = sim(POOL, ["unlock Locker Room"], zone="hand")["steps"][0]
    assert step["result"] == "not allowed"
    assert "709.5c" in nums(step)


# --- unlock and lock effects -----------------------------------------------------------------

def test_effect_unlock_chooses_a_locked_door_and_triggers(sim):
    step = sim(POOL, ["enter", "effect unlock Bottomless Pool"])["steps"][1]
    assert step["result"] == "ok"
    assert step["state"]["unlocked"] == ["Bottomless Pool"]
    assert [t["face"] for t in step["triggers"]] == ["Bottomless Pool"]
    assert "709.5f" in nums(step) and "116.2m" not in nums(step)


def test_effect_unlock_of_unlocked_door_cannot_be_chosen(sim):
    step = sim(POOL, ["cast Locker Room", "resolve", "effect unlock Locker Room"], zone="hand")["steps"][2]
    assert step["result"] == "not allowed"
    assert "only a locked door can be chosen" in step["explanation"]
    assert nums(step) == ["709.5f"]


def test_effect_unlock_with_no_locked_door_does_nothing(sim):
    step = sim(POOL, ["cast Locker Room", "resolve", "unlock left", "effect unlock"], zone="hand")["steps"][3]
    assert step["result"] == "nothing happens"


def test_unlock_by_effect_suffix(sim):
    step = sim(POOL, ["enter", "unlock locker room by effect"])["steps"][1]
    assert "709.5f" in nums(step) and "116.2m" not in nums(step)


def test_lock_an_unlocked_door(sim):
    r = sim(POOL, ["cast Locker Room", "resolve", "lock Locker Room"], zone="hand")
    step = r["steps"][2]
    assert step["result"] == "ok"
    assert step["state"]["unlocked"] == []
    assert step["state"]["names"] == [] and step["state"]["mana_value"] == 0
    assert "709.5g" in nums(step)


def test_locking_a_locked_door_is_not_allowed(sim):
    step = sim(POOL, ["cast Locker Room", "resolve", "lock Bottomless Pool"], zone="hand")["steps"][2]
    assert step["result"] == "not allowed"
    assert "Bottomless Pool can't be locked: it is already locked" in step["explanation"]
    assert nums(step) == ["709.5g"]


def test_lock_with_nothing_unlocked_does_nothing(sim):
    step = sim(POOL, ["enter", "lock"])["steps"][1]
    assert step["result"] == "nothing happens"


def test_relocking_and_unlocking_again_triggers_again(sim):
    r = sim(POOL, ["cast Bottomless Pool", "resolve", "lock left", "unlock left"], zone="hand")
    assert [t["face"] for t in r["steps"][3]["triggers"]] == ["Bottomless Pool"]


# --- fully unlock triggers and unlock triggers of uncast / blinked Rooms -----------------------

def test_fully_unlock_from_one_unlocked_door(sim):
    r = sim(FURNACE, ["cast Steaming Sauna", "resolve", "unlock Roaring Furnace"], zone="hand")
    assert r["steps"][1]["events"] == ["unlocked Steaming Sauna"]
    step = r["steps"][2]
    assert step["events"] == ["unlocked Roaring Furnace", "fully unlocked"]
    assert [t["face"] for t in step["triggers"]] == ["Roaring Furnace"]


def test_uncast_room_fires_nothing_until_unlocked(sim):
    r = sim(FURNACE, ["enter", "unlock Steaming Sauna", "unlock Roaring Furnace"], zone="hand")
    assert r["steps"][0]["triggers"] == [] and r["steps"][0]["events"] == []
    assert r["steps"][1]["triggers"] == []  # Steaming Sauna has no unlock trigger
    assert r["steps"][1]["events"] == ["unlocked Steaming Sauna"]
    assert [t["face"] for t in r["steps"][2]["triggers"]] == ["Roaring Furnace"]
    assert "fully unlocked" in r["steps"][2]["events"]


def test_blinked_room_returns_locked_as_a_new_object(sim):
    r = sim(POOL, ["cast Bottomless Pool", "resolve", "unlock Locker Room", "blink"], zone="hand")
    before, after = r["steps"][2]["state"], r["steps"][3]
    assert before["unlocked"] == ["Bottomless Pool", "Locker Room"]
    assert after["state"]["unlocked"] == [] and after["state"]["names"] == []
    assert after["triggers"] == [] and after["events"] == []
    assert after["state"]["object"] != before["object"]
    assert {"400.7", "709.5d"} <= set(nums(after))


def test_zone_change_makes_a_new_object(sim):
    r = sim(POOL, ["cast Locker Room", "resolve", "move graveyard", "move battlefield"], zone="hand")
    ids = [s["state"]["object"] for s in r["steps"]]
    assert len(set(ids)) == 4
    assert r["steps"][2]["state"]["names"] == ["Bottomless Pool", "Locker Room"]
    assert r["steps"][2]["state"]["mana_value"] == 6
    assert r["steps"][3]["state"]["unlocked"] == []
    assert "400.7" in nums(r["steps"][2])


def test_unlocking_keeps_the_same_object(sim):
    r = sim(POOL, ["enter", "unlock left"])
    assert r["steps"][0]["state"]["object"] == r["steps"][1]["state"]["object"]


# --- copies -------------------------------------------------------------------------------------

def test_copy_of_room_spell_keeps_the_door_choice(sim):
    r = sim(POOL, ["cast Bottomless Pool", "copy", "resolve"], zone="hand")
    cp = r["steps"][1]
    assert cp["state"]["zone"] == "stack" and cp["state"]["is_copy"]
    assert cp["state"]["names"] == ["Bottomless Pool"] and cp["state"]["mana_value"] == 1
    assert "707.10" in nums(cp) and "709.5b" in nums(cp)
    res = r["steps"][2]
    assert res["state"]["token"] is True
    # The copy keeps the door choice (707.10); the Duskmourn release notes: the token it becomes
    # enters with that door unlocked, so the door's unlock ability triggers.
    assert res["state"]["unlocked"] == ["Bottomless Pool"]
    assert res["state"]["names"] == ["Bottomless Pool"]
    assert [t["face"] for t in res["triggers"]] == ["Bottomless Pool"]
    assert "release notes" in res["explanation"]
    assert {"111.13", "709.5d"} <= set(nums(res)) and len(nums(res)) <= 3


def test_copy_of_room_permanent_gets_no_unlocked_designation(sim):
    r = sim(POOL, ["cast Bottomless Pool", "resolve", "unlock Locker Room", "copy"], zone="hand")
    step = r["steps"][3]
    assert step["state"]["is_copy"] and step["state"]["zone"] == "battlefield"
    assert step["state"]["unlocked"] == []
    assert step["state"]["names"] == [] and step["state"]["mana_value"] == 0
    assert step["triggers"] == []
    assert "707.2" in nums(step) and "709.5d" in nums(step)


def test_copy_of_room_permanent_can_then_be_unlocked(sim):
    r = sim(POOL, ["enter", "copy", "unlock Bottomless Pool"])
    assert r["state"]["unlocked"] == ["Bottomless Pool"]
    assert [t["face"] for t in r["steps"][2]["triggers"]] == ["Bottomless Pool"]


def test_token_copy_ceases_to_exist_after_leaving(sim):
    r = sim(POOL, ["cast Locker Room", "copy", "resolve", "move graveyard", "unlock left"], zone="hand")
    assert r["steps"][3]["state"]["exists"] is False
    assert "111.7" in nums(r["steps"][3])
    assert r["steps"][4]["result"] == "not allowed"


def test_copy_in_library_not_allowed(sim):
    assert sim(POOL, ["copy"])["steps"][0]["result"] == "not allowed"


# --- names and one card -----------------------------------------------------------------------

def test_naming_either_name_never_both_and_one_card(sim):
    r = sim(POOL, ["move graveyard"])
    # A Room has two names off the battlefield; the rules for naming and for one card are cited.
    assert r["state"]["names"] == ["Bottomless Pool", "Locker Room"]
    assert "709.4a" in nums(r)
    assert nums(r["steps"][0]) == ["400.7", "709.4", "709.4a"]  # one card, two names
    assert r["state"]["cards"] == [POOL]


def test_transforming_a_room_does_nothing(sim):
    step = sim(POOL, ["enter", "transform"])["steps"][1]
    assert step["result"] == "nothing happens"
    assert "701.27c" in nums(step)


def test_cast_room_without_door_is_invalid(sim):
    with pytest.raises(QueryError) as e:
        sim(POOL, ["cast"], zone="hand")
    assert e.value.kind == "invalid"


def test_cast_from_battlefield_not_allowed(sim):
    step = sim(POOL, ["enter", "cast Locker Room"])["steps"][1]
    assert step["result"] == "not allowed"


def test_room_on_stack_start_is_invalid(sim):
    with pytest.raises(QueryError):
        sim(POOL, zone="stack")


# --- editions ---------------------------------------------------------------------------------

def test_rooms_under_2024_08_rules_say_there_is_no_rule(sim, ed2024):
    r = sim(POOL, ["enter", "unlock Locker Room"], edition=ed2024)
    assert r["cr_effective"] == "2024-07-30"
    step = r["steps"][1]
    assert step["result"] == "not allowed"
    assert "the loaded rules (2024-07-30) have no rule on unlocking doors" in step["explanation"]
    assert all(not n.startswith("709.5") and n != "116.2m" for n in nums(r))
    assert "have no rule on Rooms" in r["answer"]
    assert r["missing_rules"]


def test_rooms_under_2024_11_rules_work(sim, get_card):
    from tests.rules.conftest import edition

    ed = edition("2024-11")
    r = sim(POOL, ["cast Locker Room", "resolve", "unlock left"], edition=ed, zone="hand")
    assert r["state"]["unlocked"] == ["Bottomless Pool", "Locker Room"]
    assert "709.5e" in nums(r) and "116.2m" in nums(r)
