"""The classes an eighth probe (200 everyday questions written before they were run) showed (issue 14): "i defeat
invasion of tarkir" read as the card Defeat; the land side named with the front face ("play the land side of
shatterskull smashing", 「…の土地面をプレイ」) cast or refused; "do i get to exile something?" moving the card to exile;
「《…》になっています」 not read as transformed; a copy of a melded permanent said in Japanese as the melded pair."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("chalice on 2. i defeat invasion of tarkir and cast defiant thundermaw. countered?", "Yes — it is countered"),
    ("opp has void winnower. can i play the land side of shatterskull smashing?",
     "Yes — Shatterskull, the Hammer Pass is played as a land"),
    ("相手の《Void Winnower》がいる。《髑髏砕きの一撃》の土地面をプレイできる？", "はい — プレイする 鎚の山道、髑髏砕き"),
    ("《氷の中の存在》が《目覚めた恐怖》になっています。《突然の衰微》で破壊できますか？", "はい"),
])
async def test_what_was_told_is_the_story(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_the_back_face_become_is_followed(library):
    answer = await ask(library, "《氷の中の存在》が《目覚めた恐怖》になっています。《突然の衰微》で破壊できますか？")
    assert "第2面が表" in answer.answer and "名前は目覚めた恐怖" in answer.answer, answer.answer


async def test_what_the_cards_ability_would_do_is_no_move_of_the_card(library):
    answer = await ask(library, "it's night. i ephemerate my moonrage brute to reset the cathar trigger. do i get to "
                                "exile something?")
    assert "In exile" not in answer.answer.split("Read as")[0], answer.answer  # (it had been moved to exile)


async def test_a_copy_of_a_melded_permanent_in_japanese(library):
    answer = await ask(library, "《クローン》で《悪夢の声、ブリセラ》をコピー。クローンのマナ総量は？")
    assert "悪夢の声、ブリセラのコピーのマナ総量は0" in answer.answer, answer.answer


@pytest.mark.parametrize("question, first", [
    ("my void winnower is out. can opp cast valki, god of lies?", "No — Valki, God of Lies can't be cast"),
    ("my void winnower is out. can opp disturb lunarch veteran?", "Yes — Luminous Phantom is cast transformed"),
])
async def test_the_askers_static_and_the_opponents_card(library, question, first):
    # the engine's own assumption seen from the other side: the static's controller is an opponent of the card's owner
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("surgical suite unlock trigger: can I target thing in the ice in my graveyard?", "Yes: Surgical Suite (reanimate)"),
    ("surgical suite unlock trigger: can I target huntmaster of the fells in my graveyard?",
     "No: Surgical Suite (reanimate) — its mana value is 4"),
])
async def test_a_doors_trigger_acting_on_a_double_faced_card(library, question, first):
    answer = await ask(library, question)  # (it had been "several Rooms or double-faced cards, none acting")
    assert verdict(answer).startswith(first), answer.answer
