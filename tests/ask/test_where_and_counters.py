"""'Where does it go?' and 'does it keep its counters?', read off the end of the story.

Where it ends up is the end state's zone (a disturbed card that dies is exiled instead, 702.146b); a card whose
own words move it on when it dies or leaves (Harvest Hand) gets no zone as the answer, since the story doesn't
follow its trigger. Counters stay on a permanent that transforms (712.18: not a new object) and don't on one that
changed zones (122.2, 400.7); counters put on a card the story also casts or enters are not answered."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict



@pytest.mark.parametrize("question, first", [
    ("I cast Malevolent Hermit with disturb. If it dies where does it go?", "It ends up in exile."),
    ("If Delver of Secrets dies, where does it go?", "It ends up in the graveyard."),
    ("Brisela dies. Where does it go?", "It ends up in the graveyard."),
])
async def test_where_it_ends_up(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer) == first


@pytest.mark.parametrize("question", ["If Harvest Hand dies, where does it go?", "《収穫の手》が死んだらどこに行く？"])
async def test_a_card_that_moves_itself_on_gets_no_zone(library, question):
    answer = await ask(library, question)
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"
    assert "state" not in answer.json


@pytest.mark.parametrize("question, first", [
    ("if my Huntmaster of the Fells transforms does it keep the +1/+1 counters?", "Yes"),
    ("My Huntmaster of the Fells has two +1/+1 counters and transforms. Does it keep its counters?", "Yes"),
    ("My Huntmaster of the Fells has two +1/+1 counters. I Cloudshift it. Does it keep its counters?", "No"),
    ("《ルーデヴィックの実験材料》に孵化カウンターを5個乗せて変身させました。カウンターは残ってますか？", "はい"),
])
async def test_counters_through_a_transform_or_a_zone_change(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), answer.verdict


async def test_counters_on_a_card_cast_in_the_story_are_not_guessed(library):
    answer = await ask(library, "I cast Delver of Secrets, put a counter on it, and it transforms. Does it keep the "
                                "counters?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"
