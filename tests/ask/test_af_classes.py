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


@pytest.mark.parametrize("question, first", [
    ("opp pithing needled urza, lord protector. can i still meld him with the mightstone and weakstone?", "No"),
    ("opp pithing needled hanweir battlements. can i still meld it with hanweir garrison?", "No"),
    # Bruna and Gisela meld by a triggered ability, which no chosen name stops
    ("opp's pithing needle names bruna, the fading light. can bruna still meld with gisela?", "Yes"),
])
async def test_a_name_chosen_stops_an_activated_meld(library, question, first):
    answer = await ask(library, question)  # (Urza's had melded under the Needle: "Yes")
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp's legion's landing flipped into adanto, the first fort. mv is still 1 so i can abrupt decay it right?",
     "No: Abrupt Decay (destroy) — it is a land"),
    ("opp's sorin of house markov flipped into sorin, ravenous neonate. can i fatal push him? he was a 2 drop",
     "No: Fatal Push"),
    ("its night. on my turn i cast wear // tear fused, both halves. thats 2 spells so it turns day next turn right?",
     "Night on turn 2"),
])
async def test_af_refusals_read_after_first_contact(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
