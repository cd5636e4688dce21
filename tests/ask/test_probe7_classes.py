"""The classes a seventh probe (200 questions written before they were run, about the reader's newest shapes) showed
(issue 14): a headline that answered a side check (a name chosen "stopping" an unlock; Void Winnower's can't-block
line under 「がいても」); a second card's act dropped or out of order (a bare "reanimate" of a non-creature card, a
counterspell told in an if-clause checked after the rule's own countering); a Siege "flipped into" its back face
cast from the battlefield; the disturb cast and the card's name said with it cast twice; a counterspell on a spell
never cast ("That can't happen as told"); "exile trigger" read as exile; a melded permanent the asker guessed at
made the subject; "how much mana do i get" answered with a mana value."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("pithing needle naming locker room stops them from unlocking it, right?", "No — Pithing Needle doesn't stop it"),
    ("opp's pithing needle names widow's walk. does it stop me from unlocking widow's walk?",
     "No — Pithing Needle doesn't stop it"),
    ("虚空の選別者がいても、Awakening Hallの扉を開放するのはできるよね？", "はい"),
    ("if negate counters sinner's judgment, does it go to the graveyard?", "No — it is in exile"),
    ("invasion of new phyrexia flipped into teferi akosa of zhalfir. negate can counter teferi right?", "Yes: Negate"),
    ("opp's invasion of tarkir is flipped. can i fatal push the thundermaw?", "Yes: Fatal Push"),
    ("虚空の杯(1)があるとき、降霊でLunarch Veteranを唱えたら打ち消される？", "はい — 打ち消され"),
    ("brutal cathar cast at night — does its exile trigger happen?", "No — no ability of Moonrage Brute triggers"),
    ("i counterspell my opp's bottomless pool. what's in their graveyard now?", "Mana value 6 · named Bottomless Pool"),
])
async def test_the_question_asked_is_the_one_answered(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question", [
    "fable of the mirror-breaker is in my graveyard. can i reanimate it since the back is a creature?",
    "moonmist on hanweir garrison? it's a human so it transforms into the township?",
    "mana drain on their shattered yard spell, how much mana do i get next main phase? 5 or 8",
    "人殺しの粗暴者って青だよね？",
])
async def test_no_verdict_from_what_is_not_read(library, question):
    answer = await ask(library, question)
    assert answer.json.get("error"), answer.answer  # (each had a verdict from a reading that left something out)
