"""/penalty decides an infraction only from what the player did, never from the setting of one IPG
example or from one shared word (issue 17: "he stared at the table number" was a confident Theft of
Tournament Material, a Disqualification, because "table" and "number" are the words of 4.6's example B
"A player steals the table number from a table", and BM25 scores two words of a short section high)."""

from __future__ import annotations

import itertools

import pytest

from bot.judge.rank import content, examples_of, tokens
from tests.judge.own_words import infraction_of

LOOKING = [  # looking at things is no infraction: whatever is looked at, nothing is decided
    "he stared at the table number",
    "she looked at the table number",
    "he was eyeing the table number the whole round",
    "my opponent kept glancing at the table number",
    "he was looking at the scoreboard",
    "he glanced at my sideboard",
    "she gazed at the judge station",
]


@pytest.mark.parametrize("words", LOOKING)
def test_looking_at_things_is_never_a_decided_infraction(desk, words):
    answer = desk.penalty(words)
    assert infraction_of(answer) is None, (words, answer.lead[:200])
    # and never a Disqualification put forward on its own
    assert answer.json.get("infraction") != "Theft of Tournament Material" or answer.json.get("close"), words


def test_the_table_number_stared_at_is_refused_with_the_closest_named(desk):
    answer = desk.penalty("he stared at the table number")
    assert not answer.ok and answer.error["kind"] == "not_found"
    assert "Theft of Tournament Material" in answer.error["suggestions"]  # closest, as a suggestion only
    assert "/penalty " in answer.error["message"]  # with an example to ask again


def test_stealing_the_table_number_is_still_theft(desk):
    # the same setting with what was done: the example's own verb decides
    assert infraction_of(desk.penalty("he stole the table number")) == "Theft of Tournament Material"
    assert infraction_of(desk.penalty("player walked off with the table number and hid it")) in (
        None, "Theft of Tournament Material")


def test_one_shared_word_never_decides_from_the_text(desk):
    """Every word of every infraction's text, alone after a subject: the definitions and examples
    never decide it ("mark" alone scored 5.56 for Marked Cards, above the deciding score); only the
    infraction's name or a phrase people use for it may."""
    index = desk.ranking("x") and desk._index
    vocabulary = sorted({w for s in index.infractions for w in content(tokens(s.text))})
    assert len(vocabulary) > 500
    decided = [w for w in vocabulary if (r := index.rank(f"he {w}")).decided and r.candidates[0].how == "text"]
    assert decided == []


def test_an_examples_setting_alone_never_decides_its_infraction(desk):
    """Any two words of an IPG example that are neither an example's verb nor a word of the
    infraction's Definition, with a verb the IPG doesn't use: never decided as that infraction."""
    index = desk.ranking("x") and desk._index
    tried, decided = 0, []
    for i, section in enumerate(index.infractions):
        what = index._what[i] | index._acts[i]
        for example in examples_of(section):
            setting = sorted(w for w in set(content(tokens(example))) if not set(tokens(w)) & what)
            for x, y in itertools.combinations(setting, 2):
                tried += 1
                ranking = index.rank(f"he stared at the {x} {y}")
                if ranking.decided and ranking.candidates[0].section is section:
                    decided.append((section.infraction, x, y))
    assert tried > 1000
    assert decided == []


def test_each_example_has_its_verb(desk):
    index = desk.ranking("x") and desk._index
    theft = next(i for i, s in enumerate(index.infractions) if s.infraction == "Theft of Tournament Material")
    assert "steal" in index._acts[theft]
    lec = next(i for i, s in enumerate(index.infractions) if s.infraction == "Looking at Extra Cards")
    assert {"reveal", "pull", "see"} <= index._acts[lec]  # "accidentally reveals", "pulls up", "sees"


def test_the_search_fallback_needs_every_word(desk):
    # "looking" alone is in several sections; the scoreboard is in none: nothing to offer
    assert desk.ranking("he was looking at the scoreboard").candidates == []
    # both words in one section still find it (Howling Mine is only in Missed Trigger's Upgrade)
    assert desk.ranking("Howling Mine").candidates[0].section.infraction == "Missed Trigger"
