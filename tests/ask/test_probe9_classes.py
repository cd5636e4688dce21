"""The classes a ninth probe (160 FNM questions written before they were run) showed (issue 14): a Room on the
battlefield with no door said, checked by a colour hoser, taken as fully locked and colourless (Hydroblast "No");
"even tho" read as the parity check "mana value even"; "the spirit" a door makes checked of the Room itself; a back
face named after "back side" not followed."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


async def test_which_doors_are_unlocked_decides_a_colour_hoser(library):
    answer = await ask(library, "hydroblast on opp's glassworks // shattered yard on the battlefield?")
    assert not answer.ok and "Which doors are unlocked?" in answer.json["error"]["message"], answer.answer
    assert len(answer.json["error"]["readings"]) == 4  # each door, both, neither


@pytest.mark.parametrize("question, first", [
    ("chalice on 1. i cast the bottomless pool half. does chalice counter it even tho the card is 6 mv?",
     "Yes — it is countered"),
    ("the invasion of tarkir back side defiant thundermaw, what's its mv on the battlefield? 0?",
     "Mana value 2 · named Defiant Thundermaw"),
])
async def test_the_question_as_asked(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_token_a_door_makes_is_not_the_room(library):
    answer = await ask(library, "smoky lounge door is unlocked, now i unlock misty salon. is the spirit 1/1 or 2/2?")
    assert not answer.ok, answer.answer  # (it had been "No: spirit — it is Enchantment — Room")
