"""A card's own text restated in parentheses after its name ("Culling Ritual (nonland permanents with MV 2 or
less)"), a counter count told of a card whose number is its counters ("my Ratchet Bomb with 0 counters"), and a face
said again by its first name ("… cast Teferi Akosa of Zhalfir … can it counter Teferi?"). Found on batches S–U after
their first contact: each left words unplaced, so no verdict; a parenthesis that says more than the card stays read."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("Culling Ritual (nonland permanents with MV 2 or less) — does it kill Hand of Enlightenment?",
     "Yes: Culling Ritual (destroy) — its mana value is 2"),
    ("can I Fatal Push (mv 2 or less) my opponent's flipped Delver of Secrets?", "Yes: Fatal Push (destroy)"),
    ("《Henrika, Infernal Seer》って《Bloodchief's Thirst》（マナ総量2以下）で倒せる？", "いいえ"),
])
async def test_a_cards_text_restated_in_parentheses_is_its_text(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_parenthesis_that_says_more_than_the_card_is_still_read(library):
    # "on 3" is no words of Fatal Push: it is not dropped as the card's text, and unplaced it gives no verdict
    answer = await ask(library, "can I Fatal Push (on 3) my opponent's flipped Delver of Secrets?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert "3" in answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp says their Nightfall Predator (flipped Daybreak Ranger) is mana value 0 since the night side has no mana "
     "cost, so my Ratchet Bomb with 0 counters kills it. is that right?", "No: Ratchet Bomb (destroy) — its mana value is 3"),
    ("can my Engineered Explosives with 1 counter kill opp's Awoken Demon?", "Yes: Engineered Explosives (destroy)"),
])
async def test_counters_told_of_a_card_that_counts_its_own_counters(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_face_said_again_by_its_first_name(library):
    answer = await ask(library, "my Invasion of New Phyrexia got defeated, I cast Teferi Akosa of Zhalfir for free. "
                                "opp has Spell Snare. can it counter Teferi?")
    assert verdict(answer).startswith("Yes: Spell Snare (counter) — its mana value is 2"), answer.answer


async def test_a_type_said_with_an_article_is_not_the_card(library):
    answer = await ask(library, "I have Werewolf Ransacker (flipped Afflicted Deserter). is it a Werewolf?")
    assert verdict(answer).startswith("Yes: werewolf"), answer.answer
