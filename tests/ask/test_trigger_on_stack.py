"""A door's unlock trigger on the stack with the Room removed in response: the ability exists independently of its
source and resolves all the same (113.7a). Found refused on batches N, P and W ("trigger", "in response"
unplaced). And "does Bottomless Pool's unlock trigger happen if I just cast it?": a door cast is unlocked as the
Room enters (709.5d, 709.5h)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, door, zone", [
    ("opp unlocked Ritual Chamber and the trigger is on the stack. if i destroy the room in response, do they still "
     "get the demon?", "Ritual Chamber", "in the graveyard"),
    ("i pay 3B to unlock cramped vents and the trigger targets their 5/5. they respond by bouncing my room to my "
     "hand. does the 6 damage still happen?", "Cramped Vents", "in the hand"),
    ("I unlock Glassworks and its trigger targets their creature. in response they Disenchant the room. does the 4 "
     "damage still happen?", "Glassworks", "in the graveyard"),
])
async def test_the_unlock_trigger_resolves_though_the_room_is_gone(library, question, door, zone):
    answer = await ask(library, question)
    line = verdict(answer)
    assert line.startswith(f"Yes — {door}'s “When you unlock this door"), answer.answer
    assert f"(it is {zone} now)" in line and "113.7a" in line


async def test_something_the_trigger_does_not_make_is_not_answered(library):
    # Ritual Chamber makes a Demon: "the angel" is no word of its trigger, so it stays unplaced — no verdict
    answer = await ask(library, "opp unlocked Ritual Chamber and the trigger is on the stack. if i destroy the room "
                                "in response, do they still get the angel?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert "angel" in answer.answer


@pytest.mark.parametrize("question, first", [
    ("does Bottomless Pool's unlock trigger happen if I just cast Bottomless Pool?", "Yes — it triggers: Bottomless Pool's"),
    ("if I cast Locker Room, does Bottomless Pool's unlock trigger happen?", "No — no ability of Bottomless Pool triggers"),
])
async def test_a_doors_unlock_trigger_asked_after_a_cast(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_the_trigger_named_by_its_own_words(library):
    answer = await ask(library, "opp unlocked Ritual Chamber and the 'create a 6/6 demon' trigger is on the stack. if "
                                "i destroy the room in response, do they still get the demon?")
    assert verdict(answer).startswith("Yes — Ritual Chamber's"), answer.answer
