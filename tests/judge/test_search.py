"""Realistic questions a judge or player would type, answered from the catalog built from
../shared/data: the section they need must be the answer (or, where two sections share the
words, among the matches shown with it)."""

from __future__ import annotations

import pytest

# (document, question, the section that answers it)
TOP = [
    ("mtr", "intentional draw", "2.5"),
    ("mtr", "concede a match for a prize", "5.2"),
    ("mtr", "what is free information", "4.1"),
    ("mtr", "shortcut go to combat", "4.2"),
    ("mtr", "can I take notes during a game", "2.11"),
    ("mtr", "phone use during a match", "2.12"),
    ("mtr", "proxy cards allowed", "3.4"),
    ("mtr", "how many cards in sideboard", "3.16"),
    ("mtr", "tiebreakers", "3.1"),
    ("mtr", "deck check", "2.8"),
    ("mtr", "time extension for deck check", "2.6"),
    ("mtr", "appeal to the head judge", "2.9"),
    ("mtr", "dropping from a tournament", "2.10"),
    ("mtr", "out of order sequencing", "4.3"),
    ("mtr", "loops", "4.4"),
    ("mtr", "marked sleeves", "3.12"),
    ("mtr", "die roll to decide who plays first", "2.2"),
    ("mtr", "how many rounds of swiss for 32 players", "E"),
    ("mtr", "day night tracking", "4.9"),
    ("mtr", "graveyard order", "3.15"),
    ("mtr", "video coverage", "2.13"),
    ("mtr", "two headed giant communication", "4.6"),
    ("mtr", "minimum deck size limited", "7.1"),
    ("mtr", "rules enforcement levels", "1.12"),
    ("mtr", "REL of friday night magic", "F"),
    ("mtr", "modern banned list", "6.4"),
    ("mtr", "how long is a match", "2.1"),  # not 9.1, Two-Headed Giant's "Match Structure"
    ("mtr", "play or draw", "2.2"),  # not 9.3, Two-Headed Giant's "Play-Draw Rule"
    ("ipg", "backing up", "1.4"),
    ("ipg", "randomizing a library", "1.3"),
    ("ipg", "opponent forgot trigger", "2.1"),
    ("ipg", "player draws too many cards", "2.3"),
    ("ipg", "deck has card from sideboard", "3.5"),
    ("ipg", "player is late", "3.1"),
    ("ipg", "swearing at opponent", "4.1"),
    ("ipg", "rolled a die to decide the winner", "4.3"),
    ("ipg", "game loss definition", "1.1"),
    ("ipg", "detrimental trigger upgrade", "2.1"),
    ("ipg", "penalty quick reference", "A"),
    ("jar", "forgot a triggered ability", "2.1"),
    ("jar", "saw a card in library", "2.2"),
    ("jar", "drew extra card", "2.3"),
    ("jar", "illegal cards in deck", "2.5"),
    ("jar", "where to ask questions", "5"),
]
# two sections share the words: the right one is among the matches the answer shows
AMONG = [
    ("mtr", "booster draft timing", "B"),
    ("jar", "slow play", "3"),
]


@pytest.mark.parametrize(("code", "question", "number"), TOP)
def test_the_answer_is_the_section(desk, code, question, number):
    answer = desk.lookup(code, question)
    assert answer.ok, answer.error
    assert answer.number == number, (question, answer.number, answer.title)


@pytest.mark.parametrize(("code", "question", "number"), AMONG)
def test_the_section_is_among_the_matches_shown(desk, code, question, number):
    answer = desk.lookup(code, question)
    assert number in [answer.number] + [n for n, _ in answer.others], (question, answer.number, answer.others)


def test_there_are_at_least_thirty_questions():
    assert len(TOP) + len(AMONG) >= 30


PENALTY = [
    ("drew an extra card", "Hidden Card Error", "Warning"),
    ("looked at extra cards", "Looking at Extra Cards", "Warning"),
    ("decklist wrong", "Decklist Problem", "Game Loss"),
    ("slow play", "Slow Play", "Warning"),
    ("marked cards", "Marked Cards", "Warning"),
    ("missed trigger", "Missed Trigger", "No Penalty"),
    ("GRV", "Game Rule Violation", "Warning"),
    ("what's the penalty for GRV at Competitive?", "Game Rule Violation", "Warning"),
    # the opponent who didn't notice: FtMGS (IPG 2.6); the play itself (GRV) is among the others, below
    ("opponent didn't notice my illegal play", "Failure to Maintain Game State", "Warning"),
    ("forgot to desideboard after game 1", "Deck Problem", "Warning"),
    ("player arrived late to the match", "Tardiness", "Game Loss"),
    ("spectator coaching a player", "Outside Assistance", "Match Loss"),
    ("offered money to concede", "Bribery and Wagering", "Match Loss"),
    ("intentionally stalling to run out the clock", "Stalling", "Disqualification"),
    ("player lied to a judge", "Cheating", "Disqualification"),
    ("Unsporting Conduct — Major", "Unsporting Conduct — Major", "Match Loss"),
    ("failure to maintain game state", "Failure to Maintain Game State", "Warning"),
]


def test_both_sides_of_an_unnoticed_illegal_play(desk):
    answer = desk.penalty("opponent didn't notice my illegal play")
    assert "Game Rule Violation (Warning)" in [t for _, t in answer.others]


@pytest.mark.parametrize(("question", "infraction", "penalty"), PENALTY)
def test_penalty_from_words(desk, question, infraction, penalty):
    answer = desk.penalty(question)
    assert answer.ok, answer.error
    assert (answer.json["infraction"], answer.json["penalty"]) == (infraction, penalty)
    assert answer.lead.startswith(f"**{infraction} — {penalty}**")
