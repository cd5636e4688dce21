"""Words that tell nothing new, placed (issue 14): 「手札を見たら」 / "saw … in their hand" after a hand-attack spell,
"the two cards" / 「カード2枚とも」 of a melded permanent, 「降霊で出した」 (cast with disturb, and it entered).

And a second question after a first that asks where the card goes: 「…墓地に戻る？また降霊できる？」 had told the
first question's move again, so the exiled Hook-Haunt Drifter was moved to the graveyard a second time and could
be cast with disturb — a wrong はい. What an earlier question asks is never told as done (702.146a: disturb casts
it only from a graveyard)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("《Inquisition of Kozilek》で相手の手札を見たら《ヴァラクートの覚醒 // ヴァラクートの石鍛冶場》があった。捨てさせられる？", "はい"),
    ("《コジレックの審問》で相手の手札を見たら《Defiled Crypt // Cadaver Lab》があった。これって捨てさせられる？", "いいえ"),
    ("i thoughtseized my opp and saw valakut awakening in their hand. can i take it?",
     "Yes — Thoughtseize makes the player discard Valakut Awakening"),
    ("降霊で出した《Hook-Haunt Drifter》が死んだら墓地に戻る？", "いいえ — 追放領域にあります。"),
    ("相手の《騒がしい徒党》に《Path to Exile》を撃った。カード2枚とも追放される？", "はい — 追放領域にあります。"),
])
async def test_words_that_tell_nothing_new(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_the_two_cards_of_a_melded_permanent(library):
    answer = await ask(library, "opp swords'd my mishra, lost to phyrexia. what happens to the two cards?")
    assert answer.ok, answer.answer
    assert "In exile" in answer.answer and "Phyrexian Dragon Engine was put there with it" in answer.answer


@pytest.mark.parametrize("question", [
    "降霊で出した《Hook-Haunt Drifter》が死んだら墓地に戻る？また降霊できる？",
    "i disturbed hook-haunt drifter and it died. does it go to my graveyard? can i disturb it again?",
])
async def test_what_a_first_question_asks_is_not_told_to_the_second(library, question):
    answer = await ask(library, question)
    first, second = (a["verdict"] for a in answer.json["answers"])
    assert first.startswith(("いいえ", "No")), answer.answer
    assert second.startswith(("いいえ", "No")), answer.answer
    assert answer.json["answers"][1]["read_as"]["argv"][-1].count("move graveyard") == 1


@pytest.mark.parametrize("question, first", [
    ("crafted the enigma jewel into locus of enlightenment. what's its mv now, 0 since the back has no cost?",
     "Mana value 1 · named Locus of Enlightenment"),
    ("what's the mana value of my flipped delver, 0 because the back has no mana cost?",
     "Mana value 1 · named Insectile Aberration"),
])
async def test_a_guess_with_its_reason_is_the_askers(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "Not used as a fact" in answer.text()
