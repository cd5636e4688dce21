"""Craft asked in words: "I crafted X" is its craft ability — exiled and returned transformed, a new object
(702.167a, 400.7) — not a transform, so the crafted permanent can't attack this turn and is summoning sick
("crafted" had been read as "back face up", which answered Yes to "can it attack this turn?")."""

from __future__ import annotations

import json

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("I crafted Saheeli's Lattice into Mastercraft Raptor. can it attack this turn?", "No"),
    ("i crafted saheeli's lattice. is mastercraft raptor summoning sick?", "Yes"),
    ("《Saheeli's Lattice》をクラフトした。攻撃できる？", "いいえ"),
])
async def test_a_crafted_permanent_is_a_new_object(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "702.167a" in json.dumps(answer.json["steps"])
    assert "craft" in answer.json["read_as"]["argv"][-1]


async def test_two_questions_about_a_crafted_permanent_are_each_answered(library):
    answer = await ask(library, "《Saheeli's Lattice》をクラフトして《Mastercraft Raptor》にした。同じターンに攻撃できる？召喚酔いある？")
    assert answer.ok, answer.answer
    assert [v[:6] for v in answer.verdict] == ["1. いいえ", "2. はい（"], answer.verdict


async def test_a_card_in_the_graveyard_cant_be_crafted(library):
    answer = await ask(library, "can I craft Tithing Blade if it's in my graveyard?")
    assert verdict(answer).startswith("No — Craft exiles this permanent as part of its cost"), answer.answer


async def test_a_transformed_permanent_is_not_summoning_sick(library):
    answer = await ask(library, "my delver of secrets flipped this turn. is it summoning sick?")
    assert verdict(answer).startswith("No"), answer.answer
    answer = await ask(library, "i cast delver of secrets. does it have summoning sickness?")
    assert verdict(answer).startswith("Yes"), answer.answer
    assert "resolve" in answer.json["read_as"]["argv"][-1]


async def test_the_face_asked_is_followed_when_the_other_face_is_named_in_a_remark(library):
    # Z11: "can my Ormendahl … block?" had followed the later mention (Westvale Abbey, in the asker's remark) because
    # "can" before the first made it look like a card acting — "No: it is Land" was the right No for a wrong reason
    answer = await ask(library, "opp has void winnower. can my ormendahl, profane prince block? westvale abbey has no "
                                "mana cost")
    assert verdict(answer).startswith("No: able to block — Void Winnower"), answer.answer
    assert "its mana value is 0, which is even" in verdict(answer)
