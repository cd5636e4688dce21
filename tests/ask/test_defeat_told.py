"""A defeat told with its cast: "I defeated Invasion of Zendikar and cast Awakened Skyclave for free" is one act —
the defeat exiles the battle and casts it transformed (310.11b); the cast said after it is that cast, not a second
one. Countered, it goes to its owner's graveyard. (It had been read as a cast from the hand followed by a defeat on
the stack: "That can't happen as told".) 「倒して」 of a battle is its defeat; of a creature it is not."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question", [
    "I defeated Invasion of Zendikar and cast Awakened Skyclave for free, opp countered it. does the card go to the "
    "graveyard?",
    "《Invasion of Zendikar》を倒して裏の《Awakened Skyclave》をタダで唱えたら、相手に打ち消された。 カードは墓地行き?",
])
async def test_a_defeats_cast_countered_goes_to_the_graveyard(library, question):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert answer.json["read_as"]["argv"][-1] == "defeat; move graveyard"
    assert answer.json["state"]["zone"] == "graveyard"
    if question.startswith("I "):
        assert verdict(answer).startswith("Yes — it is in the graveyard"), answer.answer


async def test_a_creature_killed_in_japanese_is_not_defeated(library):
    answer = await ask(library, "《Delver of Secrets》を倒して墓地に置いた。マナ総量は？")
    assert "defeat" not in str(answer.json.get("read_as") or answer.json.get("error"))


async def test_a_word_that_fits_one_card_is_not_asked_about_as_several(library):
    # AA35 had "“Tergrid” fits 1 cards; which one?"
    answer = await ask(library, "it's night. I Sheoldred's Edict and opp sacs their Frenzied Trapbreaker, and my Tergrid "
                                "puts the card onto my battlefield. which side does it come in on?")
    message = answer.json["error"]["message"]
    assert "fits 1 cards" not in message and "Tergrid, God of Fright // Tergrid's Lantern" in message, message
