"""/penalty on a judge's own words (tests/judge/own_words.py, written before the phrase list was
read): the infraction the IPG gives, a close call said as one, never a confident wrong one; and the
penalty card that answers it on one phone screen."""

from __future__ import annotations

import pytest

from bot.judge.desk import CARD_MAX
from bot.judge.rank import typo_of
from tests.judge.own_words import HELD_OUT, OWN_WORDS, infraction_of, matches, measure


def test_there_are_at_least_thirty_own_words():
    assert len(OWN_WORDS) >= 30


def test_own_words_get_the_ipg_infraction_and_never_a_wrong_one(desk):
    result = measure(desk, OWN_WORDS)
    assert result["wrong"] == 0, result["misses"]
    assert result["right"] >= 38, result["misses"]  # 29 right / 11 wrong before the ranking read the IPG


def test_words_it_was_not_tuned_on_are_asked_back_rather_than_guessed(desk):
    result = measure(desk, HELD_OUT)
    assert result["wrong"] == 0, result["misses"]
    # 10 right before the definitions needed a wider lead to decide (runner-up below 0.6 of the best, was
    # 0.75: the second held-out set had four confident wrong ones between 0.6 and 0.75); the three that
    # became close calls offer the expected infraction, as every phrasing asked back must
    assert result["right"] >= 7, result["misses"]
    for words, expected, asked in result["misses"]:
        assert asked and expected in asked, (words, expected, asked)


def test_a_spell_cast_without_paying_is_a_game_rule_violation(desk):
    answer = desk.penalty("opponent cast a spell without paying the mana")
    assert infraction_of(answer) == "Game Rule Violation"  # it used to be Communication Policy Violation
    assert answer.lead.startswith("**Game Rule Violation — Warning**")


def test_a_close_call_says_so_and_offers_both(desk):
    answer = desk.penalty("while drawing he lifted two cards and saw the one underneath")
    assert answer.ok and answer.lead.startswith("**Close call:**")
    offered = [c["infraction"] for c in answer.json["close"]]
    assert offered[:2] == ["Looking at Extra Cards", "Hidden Card Error"]
    assert answer.others == []  # the candidates are the choice; no weaker "other matches" beside them
    assert infraction_of(answer) is None


def test_the_search_fallback_finds_words_only_the_ipgs_full_text_has(desk):
    # "Howling Mine" is in Missed Trigger's Upgrade, in no definition, example or phrase
    ranking = desk.ranking("Howling Mine")
    assert [(c.section.number, c.how) for c in ranking.candidates[:1]] == [("2.1", "search")]
    assert not ranking.decided  # found by searching: offered, never decided
    answer = desk.penalty("Howling Mine")
    assert answer.ok and answer.json["close"][0]["infraction"] == "Missed Trigger"
    assert "searching the IPG's text" in answer.lead


def test_a_typo_is_forgiven_but_not_another_word(desk):
    known = desk.ranking("x") and desk._index.known
    assert typo_of("paly", "play", known) and typo_of("tardyness", "tardiness", known)
    assert not typo_of("show", "slow", known)  # a word of its own in the documents
    assert not typo_of("heat", "cheat", known)  # a slip is never in the first letter
    typo = desk.ranking("slow paly")
    assert typo.decided and typo.candidates[0].section.infraction == "Slow Play" and typo.candidates[0].how == "name"
    other = desk.ranking("show pay")
    assert all(c.how != "name" for c in other.candidates)
    assert infraction_of(desk.penalty("show pay")) != "Slow Play"


def test_another_word_that_looks_like_a_name_is_not_that_infraction(desk):
    # "heating" was Cheating (one letter from "cheating"): a disqualification for a word that is no typo
    assert all(c.section.infraction != "Cheating" for c in desk.ranking("heating").candidates)
    assert infraction_of(desk.penalty("heating")) is None


def test_a_names_words_out_of_order_are_not_the_name(desk):
    # the old fuzzy match took any text holding "slow" and "play" for the name Slow Play
    answer = desk.penalty("she is playing slow on purpose to run out the clock")
    assert infraction_of(answer) == "Stalling" or answer.json["close"][0]["infraction"] == "Stalling"


def test_words_that_fit_nothing_are_refused(desk):
    answer = desk.penalty("the weather is nice today")
    assert answer.error["kind"] == "not_found"


@pytest.mark.parametrize("number", ["2.1", "2.3", "2.5", "3.1", "3.4", "3.5", "3.8", "4.2", "4.8"])
def test_the_penalty_card_fits_one_screen(desk, number):
    answer = desk.page("ipg", number)
    section = desk.section("ipg", number)
    first = answer.lead + "\n\n" + answer.pages[0]
    assert len(first) <= CARD_MAX
    assert first.startswith(f"**{section.infraction} — {section.penalty}**")
    assert "**Fix:**" in first
    if section.part("Upgrade"):
        assert "**Upgrade:** " + section.part("Upgrade")[:60] in " ".join(first.split())
    if section.part("Downgrade"):
        assert "**Downgrade:** " + section.part("Downgrade")[:60] in " ".join(first.split())
    if section.part("Additional Remedy"):
        assert " ".join(section.part("Additional Remedy").split())[:60] in " ".join(first.split())
    assert "**Definition**" not in first and "**Definition**" in answer.pages[1]  # behind a button / Next


def test_tardiness_card_has_its_upgrade_and_downgrade(desk):
    answer = desk.penalty("tardiness")
    card, section = answer.card, desk.section("ipg", "3.1")
    assert card.upgrade and " ".join(section.part("Upgrade").split()).startswith(card.upgrade.rstrip(" …"))
    assert card.downgrade and " ".join(section.part("Downgrade").split()).startswith(card.downgrade.rstrip(" …"))
    assert f"**Upgrade:** {card.upgrade}" in answer.pages[0] and f"**Downgrade:** {card.downgrade}" in answer.pages[0]
    assert card.to_json()["penalty"] == "Game Loss"


def test_every_own_words_answer_fits_one_screen(desk):
    for words, expected, _ in OWN_WORDS + HELD_OUT:
        answer = desk.penalty(words)
        assert len(answer.lead + "\n\n" + answer.pages[0]) <= CARD_MAX, words
        assert matches(answer.json["infraction"], expected) or answer.json["close"], words


@pytest.mark.parametrize("words", ["the weather is nice today", "he was heating"])
def test_a_refusal_teaches_how_to_ask_again(desk, words):
    answer = desk.penalty(words)
    assert answer.error["kind"] == "not_found"
    closest = answer.error["suggestions"]
    assert 1 <= len(closest) <= 5  # the closest few, not the whole list of 23
    rewrite = answer.error["rewrite"]
    assert f"`/penalty {rewrite}`" in answer.error["message"]
    read = desk.penalty(rewrite)  # the example is one the desk reads, to one of the closest
    assert infraction_of(read) in closest
    assert "Cheating" not in closest or words != "he was heating"
    for r in answer.error["related"]:
        assert f"{r['number']} {r['title']}" in answer.error["message"]


def test_a_search_only_match_is_not_called_a_close_call(desk):
    answer = desk.penalty("Howling Mine")
    assert answer.lead.startswith("**Not sure:** only **Missed Trigger**")
    assert "fit these words about as well" not in answer.lead
