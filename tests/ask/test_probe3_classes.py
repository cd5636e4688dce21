"""Confident wrong answers from a third probe of the reader, each fixed as a class and tested on the real cards with
the words a player typed; each test says the class and the rule that decides it, and the controls beside them
(a creature still exiled by the Priest, a copy made by an ability, both cards of a meld returning) keep the fix
from reaching too far."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first, face", [
    ("Containment Priest out, my Nissa, Vastwood Seer exiles and returns transformed. what happens?",
     "Mana value 3 · named Nissa, Sage Animist", "Nissa, Sage Animist"),
    ("Containment Priest out, Jace, Vryn's Prodigy exiles and returns transformed. is Jace, Telepath Unbound exiled?",
     "No — it is on the battlefield", "Jace, Telepath Unbound"),
    ("《Nissa, Vastwood Seer》が追放されて変身して戻る。《Containment Priest》で追放される？", "いいえ", "Nissa, Sage Animist"),
    ("Nissa, Vastwood Seer exiles and returns transformed. does Containment Priest exile it?", "No",
     "Nissa, Sage Animist"),
])
async def test_a_card_entering_transformed_meets_the_priest_with_its_back_face_up(library, question, first, face):
    # 712.14a, 614.12: as it would enter it is a planeswalker, so "if a nontoken creature would enter" doesn't apply
    answer = await ask(library, question)
    assert answer.ok and verdict(answer).startswith(first), answer.text()
    assert answer.json["state"]["zone"] == "battlefield" and answer.json["state"]["names"] == [face]


@pytest.mark.parametrize("question", [
    "Containment Priest out, I flicker my Delver of Secrets with Cloudshift. what happens?",
    "with Containment Priest out, I flicker my Delver of Secrets with Cloudshift. what happens?",
])
async def test_a_creature_returned_front_face_up_is_still_exiled(library, question):
    # the same replacement, a creature as it would enter (614.1a): exiled instead
    answer = await ask(library, question)
    assert answer.ok and answer.json["state"]["zone"] == "exile", answer.text()
