"""The two confident wrong answers of batch AF's first contact, each a class (issue 14; see FIRST_CONTACT.md):
AF09 — the face played said "as the … side" lost, so the front face was followed (Abrupt Decay "Yes" on a mana value
5 Will, Scholar of Frost); AF41 — a static in force from the start asked again at the end was checked of the card
already exiled by it, by its front face (Containment Priest "No" on a crafted creature it had exiled)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("opp played rowan as the will, scholar of frost side. can i abrupt decay it?", "No: Abrupt Decay"),
    ("opp cast valki as the tibalt, cosmic impostor side. what's its mana value on the stack?",
     "Mana value 7 · named Tibalt, Cosmic Impostor"),
])
async def test_the_face_said_as_the_side_is_the_one_cast(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp has containment priest. i craft visage of dread into dread osseosaur — does priest exile it?",
     "Yes — it is in exile"),
    ("opp has containment priest. i cast my delver of secrets. does priest exile it?", "No — it is on the battlefield"),
])
async def test_a_static_in_force_asked_again_is_answered_by_where_the_card_is(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
