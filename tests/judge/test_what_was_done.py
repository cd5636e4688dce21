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


# -- what the IPG itself says is not the infraction ------------------------------------------------

NOT_INFRACTIONS = [  # (words, the section whose own sentence rules it out)
    ("my opponent never reminded me of my Bitterblossom trigger", "2.6"),
    ("he didn't remind his opponent about her upkeep trigger, is that FTMGS?", "2.6"),
    ("she said she'd mulligan before her opponent had drawn", "2.4"),
    ("player announced a mulligan early, before looking at his hand", "2.4"),
    ("she had a judge's permission for a bathroom break and came back after 6 minutes", "3.1"),
]


@pytest.mark.parametrize(("words", "number"), NOT_INFRACTIONS)
def test_the_ipgs_own_not_an_infraction_sentence_answers_first(desk, words, number):
    answer = desk.penalty(words)
    assert infraction_of(answer) is None, words  # never decided
    assert answer.json["excluded"]["number"] == number
    assert answer.lead.startswith("**The IPG may rule this out.** " + number)
    assert answer.json["excluded"]["passage"] in answer.lead or "…" in answer.lead


def test_a_not_an_infraction_sentence_is_no_evidence_for_the_infraction(desk):
    # "declaring an intent to mulligan early … are not an infraction" used to count for MPE; a real
    # mulligan error is still decided, and nothing is ruled out for it
    kept = desk.penalty("she kept eight cards at the start of the game")
    assert kept.json.get("excluded") is None
    index = desk.ranking("x") and desk._index
    mpe = next(i for i, s in enumerate(index.infractions) if s.infraction == "Mulligan Procedure Error")
    assert "serum" not in index._tf[mpe] and "powder" not in index._tf[mpe]


def test_an_infraction_the_ipg_does_not_rule_out_is_not_hedged(desk):
    for words in ("player forgot his exalted trigger when attacking alone",
                  "he threatened to punch his opponent", "she drew an extra card off Brainstorm"):
        assert desk.penalty(words).json.get("excluded") is None, words


# -- doubt about intent --------------------------------------------------------------------------

def test_doubted_intent_offers_the_infraction_without_intent_beside_it(desk):
    answer = desk.penalty("he's ahead and playing slow, maybe to run out the clock, not sure")
    offered = [c["infraction"] for c in answer.json["close"]]
    assert offered[:2] == ["Stalling", "Slow Play"]
    sure = desk.penalty("he's ahead and playing slow on purpose to run out the clock")
    assert infraction_of(sure) == "Stalling" or sure.json["close"][0]["infraction"] == "Stalling"


# -- everyday words for the IPG's -----------------------------------------------------------------

@pytest.mark.parametrize(("words", "expected"), [
    ("he ripped up his opponent's Thoughtseize after the game", "Aggressive Behavior"),  # 4.5 "tears up"
    ("player slammed his deck on the ground after losing", "Unsporting Conduct — Minor"),  # 4.1 "throws"
    ("he took pictures of another player without permission", "Unsporting Conduct — Major"),  # 4.2 "photos"
])
def test_everyday_words_reach_the_ipgs_example(desk, words, expected):
    answer = desk.penalty(words)
    got = infraction_of(answer)
    assert got == expected or (got is None and expected in [c["infraction"] for c in answer.json.get("close") or []]), \
        (words, answer.json.get("infraction"), answer.json.get("close"))
