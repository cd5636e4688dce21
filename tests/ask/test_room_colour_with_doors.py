"""A Room's colour asked with its doors said (probe 4, class D). "is Roaring Furnace // Steaming Sauna with only
Steaming Sauna unlocked red?" was answered "Yes: red — it is blue and red … in the library": the doors said with
"with" were taken as what is asked, and the Room was put in the library with both doors' costs combined. On the
battlefield a Room has only its unlocked doors' mana costs, so its colours are theirs (709.5, 202.2). A door named
on the battlefield with no doors said is never taken as fully locked (colourless): each door state is offered. And
"a black permanent?" says each property it checked, not only the last."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("is Roaring Furnace // Steaming Sauna with only Steaming Sauna unlocked red?", "No: red — it is blue"),
    ("is Mirror Room // Fractured Realm with only Mirror Room unlocked blue?", "Yes: blue — it is blue"),
    ("is Defiled Crypt // Cadaver Lab with Defiled Crypt unlocked a black permanent?",
     "Yes: black permanent — it is black; it is Enchantment — Room"),
])
async def test_the_doors_said_are_the_situation(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer
    assert answer.json["read_as"]["argv"][answer.json["read_as"]["argv"].index("--zone") + 1] == "battlefield"


async def test_a_door_named_on_the_battlefield_is_not_taken_as_locked(library):
    answer = await ask(library, "is Cadaver Lab on the battlefield black?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood", answer.answer
    assert len(answer.json["error"]["readings"]) == 4


async def test_each_property_asked_is_said(library):
    answer = await ask(library, "is chittering host a black creature?")
    assert verdict(answer) == "Yes: black creature — it is black; it is Creature — Eldrazi Horror", answer.answer


async def test_doors_said_with_with_put_the_room_on_the_battlefield(library):
    # probe 5, E: the state said "In the library" for a Room "with no doors unlocked"
    answer = await ask(library, "is Greenhouse // Rickety Gazebo an enchantment with no doors unlocked?")
    assert verdict(answer).startswith("Yes: enchantment"), answer.answer
    assert answer.json["state"]["zone"] == "battlefield"


async def test_a_defeated_sieges_back_face_asked_on_the_battlefield_resolves(library):
    # probe 5, E: the mana value was right, the state said "On the stack"
    answer = await ask(library, "what's the mana value of Defiant Thundermaw on the battlefield after Invasion of "
                                "Tarkir was defeated?")
    assert verdict(answer).startswith("Mana value 2"), answer.answer
    assert answer.json["state"]["zone"] == "battlefield"
