"""Classes of judge's words found by the third held-out set (issue 17), each tested on phrasings of
its own (never the set's): intent admitted behind a Game Play or Tournament Error offers Cheating
(IPG 4.8: "Cheating will often appear on the surface as a Game Play Error or Tournament Error"); the
IPG's own "not an infraction" sentences answer words they share with the description."""

from __future__ import annotations

import pytest

from tests.judge.own_words import infraction_of


def _offered(answer) -> list[str]:
    return [c["infraction"] for c in answer.json.get("close") or []] or [answer.json.get("infraction")]


@pytest.mark.parametrize("words", [
    "she knew she had one card too many in hand and said nothing so she wouldn't get a game loss",
    "he was aware his sideboard card was still in the deck and played on intentionally",
])
def test_admitted_intent_behind_an_error_offers_cheating_never_decides_the_error(desk, words):
    answer = desk.penalty(words)
    assert infraction_of(answer) is None  # the judge finds the intent: never a decided error
    assert "Cheating" in _offered(answer)


def test_the_same_error_without_intent_is_still_the_error(desk):
    assert infraction_of(desk.penalty("she drew one card too many")) == "Hidden Card Error"


@pytest.mark.parametrize("words", [
    "she missed her trigger that makes her sacrifice a creature, but she had no creatures on the battlefield",
    "AP forgot an upkeep trigger to sacrifice a creature; he didn't have any creatures",
])
def test_a_trigger_with_nothing_to_act_on_is_answered_with_the_ipgs_own_sentence(desk, words):
    # IPG 2.1: "a player who controls no creatures isn't required to demonstrate awareness of the ability"
    answer = desk.penalty(words)
    assert answer.json.get("excluded", {}).get("number") == "2.1", answer.lead[:300]
    assert answer.json["infraction"] is None  # nothing decided: the IPG's sentence first


def test_a_trigger_forgotten_with_something_to_act_on_is_still_a_missed_trigger(desk):
    answer = desk.penalty("he forgot his upkeep trigger to sacrifice a creature and kept his three creatures")
    assert not answer.json.get("excluded")
    assert "Missed Trigger" in _offered(answer)


def test_not_reminding_someone_of_their_own_trigger_is_answered_with_the_ipgs_sentence(desk):
    # IPG 2.6: "Not reminding an opponent about their triggered abilities is never Failure to Maintain Game State"
    answer = desk.penalty("he never reminded me of my Phyrexian Arena trigger, is that a penalty for him?")
    assert answer.json.get("excluded", {}).get("number") == "2.6"


def test_saying_you_will_mulligan_before_anyone_looks_is_answered_with_the_ipgs_sentence(desk):
    # IPG 2.4: "declaring an intent to mulligan early … are not an infraction"; "mull" is the mulligan
    answer = desk.penalty("she said she's taking a mull before she even looked at her cards")
    assert answer.json.get("excluded", {}).get("number") == "2.4"


@pytest.mark.parametrize("words, infraction", [
    ("a player keeps dropping f bombs at the top of his lungs", "Unsporting Conduct — Minor"),
    ("he followed her around the venue after she said she was not interested", "Unsporting Conduct — Major"),
    ("he keeps messaging her on twitter though she told him she is not interested", "Unsporting Conduct — Major"),
])
def test_everyday_words_for_conduct_find_the_ipgs_own(desk, words, infraction):
    assert infraction in _offered(desk.penalty(words))


def test_a_reg_sheet_is_the_decklist(desk):
    answer = desk.penalty("the reg sheet lists a card he never meant to play")
    assert "Decklist Problem" in _offered(answer)


def test_what_is_said_to_be_fine_is_not_what_went_wrong(desk):
    from bot.judge.voice import read

    assert "main" not in read("main deck is fine, the sideboard has 14").words
    assert "match" in read("the deck doesn't match the list").words  # a negated 'matches' is the problem
    # the main deck said to be fine: its words do not decide a Deck Problem about the sideboard alone
    answer = desk.penalty("deck check: the main deck is fine and matches, but one sideboard card is missing")
    assert answer.json.get("infraction") is None or answer.json.get("close")


@pytest.mark.parametrize("words", [
    "at the deck check her sideboard only has 14, a Pithing Needle is gone",
    "two cards are missing from his sideboard, the main deck matches the list",
])
def test_missing_sideboard_cards_are_answered_with_the_ipgs_no_penalty(desk, words):
    # IPG 3.5: "If sideboard cards are missing, make a note of this, but issue no penalty."
    answer = desk.penalty(words)
    assert answer.json["infraction"] is None
    assert answer.json.get("excluded", {}).get("number") == "3.5", answer.lead[:300]


def test_a_main_deck_short_of_its_list_is_still_a_deck_problem(desk):
    assert "Deck Problem" in _offered(desk.penalty("at the deck check his main deck had 59 cards, the list says 60"))


@pytest.mark.parametrize("words", [
    "my opponent wouldn't shake my hand after the match and left without a word",
    "she was not very friendly, no gl no gg, is that a penalty?",
])
def test_missing_manners_are_answered_with_the_chapters_own_sentence(desk, words):
    # IPG 4: "Unsporting behavior is not the same as a lack of sporting behavior." — said as chapter 4's
    answer = desk.penalty(words)
    assert answer.json["infraction"] is None
    assert answer.json.get("excluded", {}).get("number") == "4", answer.lead[:300]
    assert answer.lead.count("4 Unsporting Conduct") == 1


def test_a_chapters_sentences_about_upgrades_rule_nothing_out(desk):
    # chapter 2's "With the exception of Failure to Maintain Game State, which is never upgraded, …" is about
    # penalties, not about what is an offence
    assert infraction_of(desk.penalty("she drew one card too many")) == "Hidden Card Error"
    assert not desk.penalty("same problem again, third warning for a missed trigger").json.get("excluded")
