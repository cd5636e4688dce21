"""Classes of judge's words found by the fourth held-out set (issue 17), each tested on phrasings of
its own (never the set's): the IPG's own words in other forms ("scried" is "scry"); one everyday word
that names the story's topic ("mulligan") does not decide against an infraction the rest of the words
fit clearly better; an infraction's own sentence sending a case elsewhere ("too few cards is a Game
Play Error — Game Rule Violation") offers where it sends; threats as people make them."""

from __future__ import annotations

import pytest

from bot.judge.rank import stem
from tests.judge.own_words import infraction_of


def _offered(answer) -> list[str]:
    return [c["infraction"] for c in answer.json.get("close") or []] or [answer.json.get("infraction")]


def test_the_ipgs_verbs_in_ies_and_ied_meet_their_base_form():
    # IPG 2.3 example B: "A player scries two cards when they should only have scried one."
    assert stem("scries") == stem("scried") == stem("scry") == "scry"
    assert stem("copies") == "copy" and stem("dies") != "dy"


def test_looking_at_more_cards_than_a_scry_allows_is_not_decided_as_a_draft_violation(desk):
    answer = desk.penalty("during her scry 1 she picked up the top three and looked at them all")
    assert infraction_of(answer) != "Limited Procedure Violation"
    assert "Hidden Card Error" in _offered(answer)


def test_one_topic_word_does_not_decide_against_what_the_rest_describes(desk):
    # "mulligan" is Mulligan Procedure Error's word, but taking minutes over every mulligan with a draw
    # in your favour is Stalling's example D
    answer = desk.penalty("she spends three minutes on every mulligan decision, the clock is nearly out and "
                          "a draw puts her into the top 8")
    assert infraction_of(answer) != "Mulligan Procedure Error"
    assert "Stalling" in _offered(answer)


def test_a_clean_mulligan_error_is_still_decided(desk):
    assert infraction_of(desk.penalty("he mulliganed to five and drew six cards instead of five")) in (
        "Mulligan Procedure Error", None)
    assert infraction_of(desk.penalty("mulligan procedure error")) == "Mulligan Procedure Error"


@pytest.mark.parametrize("words", [
    "after the mulligans she bottomed three instead of two and on turn four we saw she was one card short",
    "his London mulligan went wrong and now, mid game, he is a card short in hand: mulligan error?",
])
def test_too_few_cards_after_a_mulligan_offers_game_rule_violation_first(desk, words):
    # IPG 2.4: "Once the mulligan process is complete and the game begins, … too few cards is a Game
    # Play Error — Game Rule Violation."
    answer = desk.penalty(words)
    assert infraction_of(answer) is None
    assert _offered(answer)[0] == "Game Rule Violation"


@pytest.mark.parametrize("words", [
    "after the game loss he told the judge to watch his back",
    "she lost and said 'you're dead' to her opponent on the way out",
])
def test_threats_as_people_make_them_are_aggressive_behavior(desk, words):
    assert "Aggressive Behavior" in _offered(desk.penalty(words))


@pytest.mark.parametrize("words", [
    "his decklist just says 1 Yorion for the companion, is that a problem?",
    "registered 4 Ragavan on the decklist, is that a decklist problem?",
])
def test_a_legendary_cards_short_name_on_a_list_is_answered_with_the_ipgs_own_sentence(desk, words):
    # IPG 3.4: "Truncated names of storyline characters on decklists … are acceptable as long as they are
    # the only representation of that character in the format"
    answer = desk.penalty(words)
    assert answer.json["infraction"] is None
    assert answer.json.get("excluded", {}).get("infraction") == "Decklist Problem", answer.lead[:300]


def test_a_short_name_that_fits_two_legendary_cards_is_not_excused(desk):
    answer = desk.penalty("her decklist says 2 Ulamog and nothing else")  # two Ulamogs: not the only one
    assert not answer.json.get("excluded")
    assert "Decklist Problem" in _offered(answer)


def test_a_short_name_is_read_only_on_a_list_and_never_inside_a_whole_card_name():
    from bot.judge.cards import with_short_names

    short = {"ragavan", "lightning"}.__contains__  # as if one legendary card each started so
    cards = {"lightning bolt"}.__contains__
    assert with_short_names("he bolted my Ragavan in game 2", short, cards) == "he bolted my Ragavan in game 2"
    assert "storyline" in with_short_names("the list says 4 Ragavan", short, cards)
    assert "storyline" not in with_short_names("the list says 4 Lightning Bolt", short, cards)


def test_a_permanents_static_ability_is_a_continuous_effect_and_triggers_are_not():
    from bot.judge.cards import has_static

    assert has_static("First strike\nNoncreature spells cost {1} more to cast.")  # Thalia, Guardian of Thraben
    assert not has_static("Whenever this creature deals combat damage to a player, create a Treasure token.")
    assert not has_static("{T}: Add {G}.")


def test_missing_a_violation_your_own_static_made_offers_game_rule_violation(desk):
    # IPG 2.5: "if … both players were responsible for the Game Rule Violation, such as due to the opponent
    # controlling the continuous effect modifying the rules of the game …, they have instead committed a
    # Game Play Error — Game Rule Violation" (not Failure to Maintain Game State)
    answer = desk.penalty("I control Thalia, Guardian of Thraben and my opponent cast Fatal Push paying only B. "
                          "I didn't catch it either. What do I get?")
    assert infraction_of(answer) is None
    assert _offered(answer)[0] == "Game Rule Violation"


def test_missing_a_violation_of_the_game_rules_alone_stays_failure_to_maintain_game_state(desk):
    answer = desk.penalty("my opponent cast Fatal Push paying only B and I didn't catch it either")
    assert infraction_of(answer) == "Failure to Maintain Game State"


@pytest.mark.parametrize("words, infraction", [
    # 3.1: "is not in their seat at the beginning of the round"; example D "sits at an incorrect table and
    # plays the wrong opponent"
    ("my opponent showed up and sat down half a minute after the round started", "Tardiness"),
    ("he sat at table 8 instead of 18 and played a whole game against the wrong guy", "Tardiness"),
    # 3.3 example D: "gets up from their seat to look at standings … without permission of an official"
    ("in the middle of game 2 she got up to look at the standings, didn't ask a judge", "Slow Play"),
    # 4.1 example C: "appeals to the Head Judge before waiting for the floor judge to issue a ruling"
    ("while I was still listening to both players he said he wants the HJ, before I ruled", "Unsporting Conduct — Minor"),
    # 4.6 example C: "realizes they have a previous opponent's card, but they hide it instead of telling a
    # tournament official"
    ("she found her last opponent's Ragavan in her deck box and slid it into her binder instead of taking it "
     "to the judge station", "Theft of Tournament Material"),
])
def test_everyday_words_for_the_ipgs_examples(desk, words, infraction):
    answer = desk.penalty(words)
    assert infraction in _offered(answer), _offered(answer)


def test_main_deck_cards_a_player_cannot_find_offer_decklist_problem_first(desk):
    # IPG 3.5: "If a player is unable to locate cards (or identical equivalents) from their main deck, treat it
    # as a Decklist Problem instead."
    answer = desk.penalty("between rounds two of his main deck Thoughtseize went missing and he can't find any")
    assert infraction_of(answer) is None
    assert _offered(answer)[0] == "Decklist Problem", _offered(answer)


def test_a_word_of_several_cards_names_stands_for_them_when_most_of_them_trigger():
    from bot.judge.cards import with_triggers

    pact = "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."
    texts = {"pact": [pact, pact, pact, "Target player draws two cards."]}.get
    said = with_triggers("I asked if he would pay for the Pact. He hadn't.", lambda norm: [], word_texts=lambda n: texts(n, []))
    assert "Pact triggered ability" in said  # "He hadn't." right after says it did not happen
    assert with_triggers("he paid for the Pact. Then he drew.", lambda norm: [],
                         word_texts=lambda n: texts(n, [])) == "he paid for the Pact. Then he drew."
    bolts = {"bolt": ["Lightning Bolt deals 3 damage to any target."] * 3}.get
    assert with_triggers("he didn't pay for the Bolt", lambda norm: [],
                         word_texts=lambda n: bolts(n, [])) == "he didn't pay for the Bolt"


def test_a_pact_not_paid_for_offers_missed_trigger(desk):
    answer = desk.penalty("she Pacted my blocker last turn, then this turn untapped and drew. "
                          "I asked her about paying for the Pact. She hadn't.")
    assert "Missed Trigger" in _offered(answer)
