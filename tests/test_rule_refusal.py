"""/rule refusals teach: a rule number or a glossary term the loaded rules do not have gets the
closest ones and an example that the bot reads."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("query, first", [("709.9", "709.1"), ("daybond", "Daybound")])
async def test_a_refused_rule_offers_the_closest_and_an_example_that_reads(library, query, first):
    answer = await library.rule(query)
    assert answer.json["error"]["kind"] == "not_found"
    assert answer.json["error"]["suggestions"][0] == first
    assert f"`/rule {first}`" in answer.json["error"]["message"]
    example = await library.rule(answer.json["error"]["rewrite"])
    assert not example.json.get("error")  # the example is one the bot answers


async def test_words_like_nothing_are_refused_without_made_up_suggestions(library):
    answer = await library.rule("flibbertigibbet")
    assert answer.json["error"]["kind"] == "not_found" and answer.json["error"]["suggestions"] == []
