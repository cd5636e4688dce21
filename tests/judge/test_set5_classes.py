"""Set 5's confident-wrong classes (issue 17), each tested on phrasings written for these tests, not the
set's: a call the asker only asks about or names as already given; the IPG's and the MTR's sentences that
allow it; friends at the rail; tournament material carried off; mockery kept up after being asked to stop;
an error the other one saw and left."""

from __future__ import annotations

import pytest


def _offered(answer) -> list[str]:
    return [c["infraction"] for c in answer.json.get("close") or []] or [answer.json.get("infraction")]


@pytest.mark.parametrize("words, asked", [
    ("my opponent shuffled for a long time before presenting, isn't that marked cards?", "Marked Cards"),
    ("she answered how many cards she had wrong, is that cheating?", "Cheating"),
])
def test_a_call_the_asker_only_asks_about_is_not_decided_on_its_name(desk, words, asked):
    answer = desk.penalty(words)
    # the asker's guess is on screen for the judge to choose, never the decided call from its name alone
    assert not (answer.json.get("infraction") == asked and not answer.json.get("close")), answer.lead[:300]


def test_a_penalty_already_given_is_the_story_not_the_finding(desk):
    answer = desk.penalty("after his slow play warning he tanked every land drop to eat up the clock")
    assert answer.json.get("close"), answer.lead[:300]
    assert "Stalling" in _offered(answer)


def test_marked_sleeves_only_in_the_sideboard_are_ruled_out_by_the_ipg(desk):
    answer = desk.penalty("the sleeves on his sb cards are marked up and a different colour from the ones in his deck")
    assert answer.json.get("excluded", {}).get("number") == "3.8", answer.lead[:300]
    assert answer.json.get("infraction") is None


def test_notes_taken_during_the_match_are_allowed_by_the_mtr(desk):
    answer = desk.penalty("since game one she's been jotting down every spell I cast and checks it before she attacks")
    excluded = answer.json.get("excluded") or {}
    assert (excluded.get("document"), excluded.get("number")) == ("mtr", "2.11"), answer.lead[:300]
    assert answer.json.get("infraction") is None
    assert "MTR may rule this out" in answer.lead and "Outside Assistance" in answer.lead


def test_notes_made_before_the_match_are_still_outside_assistance(desk):
    answer = desk.penalty("during the game he looked at notes he had made before the tournament")
    assert not answer.json.get("excluded")
    assert "Outside Assistance" in _offered(answer)


@pytest.mark.parametrize("words", [
    "between rounds of deckbuilding he asked his mate at the rail which build is better",
    "the guy on the rail said 'swing with everything' to the player, who hadn't asked",
])
def test_friends_at_the_rail_are_spectators(desk, words):
    assert "Outside Assistance" in _offered(desk.penalty(words))


def test_tournament_material_carried_off_is_theft(desk):
    answer = desk.penalty("a judge spotted him putting the table number into his rucksack to take it home")
    assert answer.json.get("infraction") == "Theft of Tournament Material", answer.lead[:300]
    assert not answer.json.get("close")


def test_mockery_kept_up_after_being_asked_to_stop_is_unsporting_conduct(desk):
    answer = desk.penalty("she keeps mocking her opponent's plays, he asked her to cut it out and she's still at it")
    offered = _offered(answer)
    assert offered[0] == "Unsporting Conduct — Major", answer.lead[:300]
    assert "Slow Play" not in offered


def test_an_error_the_other_one_saw_and_left_is_not_theirs(desk):
    answer = desk.penalty("NAP noticed it was an illegal attack but figured it's not his job to point it out")
    offered = _offered(answer)
    assert answer.json.get("close"), answer.lead[:300]  # never the attacker's Game Rule Violation, decided
    assert {"Cheating", "Failure to Maintain Game State"} & set(offered)


def test_a_question_that_only_names_the_infraction_still_looks_it_up(desk):
    # nothing else is said: the name is what is asked for, not a guess beside a story
    answer = desk.penalty("what do you get for marked cards?")
    assert answer.json.get("infraction") == "Marked Cards" and not answer.json.get("close"), answer.lead[:300]
