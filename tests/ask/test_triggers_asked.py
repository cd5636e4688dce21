"""Asked in words whether another card's watching ability triggers ("Does Cathars' Crusade trigger?", "does that count
as an enchantment entering for constellation?"), and when a door can be unlocked ("in response", "on my opponent's
turn", "right away"). Before, the card's "trigger" and "entering" stayed unplaced (no verdict), or the watching card
was applied as a static from the start; "got its 3rd counter" was read as a counterspell."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("My Delver of Secrets transforms. Does Cathars' Crusade trigger?", "No"),
    ("edgar markov's coffin flipped back into edgar. does that count as edgar entering for my cathars' crusade?", "No"),
    ("I have Doomwake Giant. I unlock Ritual Chamber on my Unholy Annex, does that count as an enchantment entering "
     "for constellation?", "No"),
    ("I play Agadeem, the Undercrypt. does that trigger my Lotus Cobra?", "Yes"),
    ("I cast Derelict Attic, does it trigger eerie on my Entity Tracker?", "Yes"),
    ("opp has Soul Warden. I cast Brutal Cathar, does Soul Warden trigger?", "Yes"),
    ("I flicker Delver of Secrets with Cloudshift. does Cathars' Crusade trigger?", "Yes"),
])
async def test_another_cards_watching_ability(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)
    assert answer.json["read_as"]["argv"][-1].split("; ")[-1].startswith("trigger ")


@pytest.mark.parametrize("question", [
    # "you control": an opponent's creature is theirs, which the engine's story of one player's cards can't tell
    "My opponent's Delver of Secrets transforms. Does my Cathars' Crusade trigger?",
    # what would trigger is not said: the entering asked stays unplaced
    "My Delver of Secrets transforms. Does it count as entering?",
    # a counter put on it is no counterspell
    "edgar markov's coffin got its 3rd counter and flipped back into edgar. does that count as edgar entering for my "
    "cathars' crusade?",
])
async def test_no_verdict_when_the_reading_is_not_whole(library, question):
    answer = await ask(library, question)
    assert not answer.ok and answer.json["error"]["kind"] in ("not_understood", "not_modelled")
    assert "state" not in answer.json


@pytest.mark.parametrize("question, first", [
    ("can I unlock Widow's Walk in response to a removal spell?", "No"),
    ("Can I unlock Ritual Chamber on my opponent's turn?", "No"),
    ("can I unlock Ritual Chamber during combat?", "No"),
    ("opp just cast Derelict Attic. if it resolves can they unlock Widow's Walk right away?", "Yes"),
])
async def test_when_a_door_can_be_unlocked(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)
    assert "116.2m" in answer.answer + " ".join(answer.steps)


async def test_count_as_still_asks_what_it_is(library):
    answer = await ask(library, "Does Hanweir, the Writhing Township count as a land?")
    assert verdict(answer).startswith("No: land — it is Legendary Creature — Eldrazi Ooze")
