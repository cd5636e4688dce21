"""A question after a question said with only what changes (issue 14): "what's the mana value of Bottomless Pool //
Locker Room in my hand? and on the stack if i cast Locker Room?" was read as one story, so the hand question got the
stack's answer, "Mana value 5" — a wrong number for what was asked first (outside the stack and the battlefield a
Room's mana value is both doors' combined, 6). Now each is answered, the second as its own story where it names one."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first, second", [
    ("whats the mana value of bottomless pool // locker room in my hand? and on the stack if i cast locker room?",
     "Mana value 6", "Mana value 5 · named Locker Room"),
    ("what's the mana value of emeria's call in my graveyard? and on the battlefield as emeria, shattered skyclave?",
     "Mana value 7 · named Emeria's Call", "Mana value 0 · named Emeria, Shattered Skyclave"),
    ("i cast delver of secrets. what's its mana value? and after it flips?",
     "Mana value 1 · named Delver of Secrets", "Mana value 1 · named Insectile Aberration"),
])
async def test_each_question_gets_its_own_answer(library, question, first, second):
    answer = await ask(library, question)
    one, two = answer.verdict[:2]
    assert one.startswith(f"1. {first}"), answer.answer
    assert two.startswith(f"2. {second}"), answer.answer


@pytest.mark.parametrize("question, second", [
    # probe 5, A: the second kept the first one's zone (the hand), and answered "Yes: blue" of it
    ("is Bottomless Pool // Locker Room blue in my hand? and on the battlefield with no doors unlocked?",
     "2. No: blue — it is colorless"),
    ("is Unholy Annex // Ritual Chamber black in my hand? and on the battlefield with no doors unlocked?",
     "2. No: black — it is colorless"),
    # a daybound card flips only as it becomes night: back face up, Lord of the Ulvenwald
    ("can Fatal Push destroy my opponent's Kessig Naturalist? and after it flips?", "2. Yes: Fatal Push (destroy)"),
])
async def test_what_the_second_says_again_replaces_the_first(library, question, second):
    answer = await ask(library, question)
    assert answer.verdict[1].startswith(second), answer.answer
    if "Kessig" in question:
        assert answer.json["answers"][1]["state"]["face_up"] == "back"


@pytest.mark.parametrize("question, first", [
    ("is insectile aberration's mana value 0 or 1?", "Mana value 1 · named Insectile Aberration"),
    ("is the mv of throne of death on the battlefield 3 or 1?", "Mana value 1 · named Throne of Death"),
])
async def test_two_numbers_offered_ask_the_number(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_two_numbers_offered_with_another_card_stay_refused(library):
    answer = await ask(library, "abrupt decay on opp's greenhouse // rickety gazebo, only greenhouse is unlocked. is the "
                                "mv 3 or 7 on the battlefield?")
    assert not answer.ok, answer.answer
