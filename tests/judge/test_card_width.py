"""A penalty card is budgeted by how wide it is drawn, not by its number of characters: a Japanese card (its
labels and the close call's line full-width) fits the same phone screen as the English one (issue 17)."""

from __future__ import annotations

import pytest

from bot.judge.desk import CARD_MAX, width


def test_a_full_width_character_takes_two():
    assert width("Fix") == 3 and width("追加の処置") == 10 and width("「Warning」") == 11


@pytest.mark.parametrize("words", ["he looked at my hand", "drew an extra card", "missed trigger",
                                   "opponent cast a spell without paying the mana"])
def test_a_japanese_penalty_card_is_no_wider_than_a_screen(desk, words):
    from cogs._judge import answer_embed

    english = answer_embed(desk.penalty(words, "en")).to_dict()["description"]
    japanese = answer_embed(desk.penalty(words, "ja")).to_dict()["description"]
    assert width(english) <= CARD_MAX and width(japanese) <= CARD_MAX
    assert width(japanese) <= width(english) * 1.15  # as wide as the English, give or take
