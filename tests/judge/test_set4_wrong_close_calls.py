"""The classes behind set 4's last wrong close calls (issue 17), each tested on phrasings of its own,
written before they were run (never the set's): pronouns a person stated and the other one says
otherwise (4.2 example B, "misgenders"); cards that walk off or vanish (3.5 "unable to locate cards …
from their main deck, treat it as a Decklist Problem"); a player's "list" (the IPG's decklist); a play that
tests whether an opponent's unannounced trigger was remembered (2.1: "has not committed an infraction")."""

from __future__ import annotations

import pytest

from bot.judge import voice
from tests.judge.own_words import infraction_of


def _offered(answer) -> list[str]:
    return [c["infraction"] for c in answer.json.get("close") or []] or [answer.json.get("infraction")]


@pytest.mark.parametrize("words", [
    "my opponent uses they/them and introduced themselves that way, but the other player keeps saying "
    "'she attacks' and 'her deck' at them",
    "he said at round start he's he/him; his opponent kept calling him 'she' all game",
])
def test_pronouns_stated_and_said_otherwise_is_misgendering(desk, words):
    assert infraction_of(desk.penalty(words)) == "Unsporting Conduct — Major"


def test_pronouns_said_as_stated_are_not_read_as_misgendering():
    assert "misgenders" not in voice.read("she's they/them and her opponent kept saying 'they cast it'").words
    assert "misgenders" in voice.read("she's they/them and her opponent kept saying 'she cast it'").words
    # an apostrophe inside a word is no quote
    assert "misgenders" not in voice.read("he's he/him, she's she/her").words


@pytest.mark.parametrize("words", [
    "the four Force of Will in her main deck disappeared during lunch",
    "between rounds his 3 Fatal Push vanished from his deck box and he can't get replacements",
])
def test_cards_that_vanish_offer_decklist_problem(desk, words):
    answer = desk.penalty(words)
    assert infraction_of(answer) is None or infraction_of(answer) == "Decklist Problem"
    assert "Decklist Problem" in _offered(answer)


def test_a_person_who_walks_off_has_lost_no_cards():
    assert "locate" not in voice.read("he lost the game, scooped and walked off").words
    assert "locate" in voice.read("his two Thoughtseize walked off").words


def test_a_players_list_is_their_decklist(desk):
    assert infraction_of(desk.penalty("the list he submitted had a banned card")) == "Decklist Problem"
    answer = desk.penalty("at an open decklist event his opponent showed me a list with 4 Bolt but he cast a "
                          "Chain Lightning")
    assert "Decklist Problem" in _offered(answer)


@pytest.mark.parametrize("words", [
    "opponent didn't announce his Bitterblossom upkeep trigger so I attempted to attack into the empty board; "
    "is that illegal of me?",
    "he never mentioned his delayed trigger to sacrifice the elemental, so I went to block with it. can I get "
    "a penalty?",
])
def test_a_play_that_tests_an_unannounced_trigger_is_ruled_out_by_the_ipg(desk, words):
    answer = desk.penalty(words)
    assert answer.json["infraction"] is None
    assert answer.json["excluded"]["number"] == "2.1"
    assert "has not committed an infraction" in answer.json["excluded"]["passage"]
