"""A question after a question said with only what changes (issue 14): "what's the mana value of Bottomless Pool //
Locker Room in my hand? and on the stack if i cast Locker Room?" was read as one story, so the hand question got the
stack's answer, "Mana value 5" — a wrong number for what was asked first (outside the stack and the battlefield a
Room's mana value is both doors' combined, 6). Now each is answered, the second as its own story where it names one."""

from __future__ import annotations

import pytest

from bot.ask import ask


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
