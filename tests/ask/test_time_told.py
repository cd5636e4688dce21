"""When in the game something told happened, and questions that ask after a condition without a comma.

Summoning sickness (302.6) is the one thing the engine answers that tells this turn from the one before:
what came onto the battlefield last turn can attack, what came this turn can't; what entered at an
opponent's end step can attack on its controller's turn. Everywhere else the step of the turn a thing
happened in changes nothing, and the words are placed as said. Day and night: a turn whose spells the
question doesn't count is taken as having none, and the reply says so (731.2a, 731.2b)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict



@pytest.mark.parametrize("question", [
    "Delver of Secrets flipped last turn. Can it attack this turn?",
    "I cast Delver of Secrets last turn and it transformed at my upkeep. Can it attack?",
    "My Dormant Grove has been on the battlefield for ages. It flipped into Gnarled Grovestrider at beginning of "
    "combat. Can it attack right now?",
    "Huntmaster of the Fells has been out since last turn. It transforms. Can it attack?",
])
async def test_what_came_before_this_turn_can_attack(library, question):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("Yes"), answer.answer
    assert "check attack" in answer.json["read_as"]["argv"][-1]
    assert not any(s.startswith(("cast", "resolve")) for s in answer.json["read_as"]["argv"][-1].split("; "))


async def test_what_was_cast_this_turn_still_cant_attack(library):
    answer = await ask(library, "I cast Delver of Secrets. Can it attack this turn?")
    assert answer.ok and verdict(answer).startswith("No"), answer.answer


async def test_the_time_of_an_entering_is_not_dropped_when_attacking_is_asked(library):
    # entered at the opponent's end step: it can attack on its controller's turn; the engine's story is one
    # turn, so the time stays unplaced rather than a No
    answer = await ask(library, "I cast Delver of Secrets at my opponent's end step. Can it attack?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"
    assert any("end step" in w for w in answer.json["error"]["unplaced"])


@pytest.mark.parametrize("question", [
    "I cast Delver of Secrets. Can it attack next turn?",
    "Foreboding Statue flipped into Forsaken Thresher at my end step. can it attack next turn?",
])
async def test_attacking_next_turn(library, question):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("Yes")
    assert answer.json["read_as"]["argv"][-1].endswith("check attack next turn")


async def test_a_time_told_of_an_event_changes_nothing_else(library):
    answer = await ask(library, "It flipped at my upkeep. Delver of Secrets, what's its mana value?")
    assert answer.ok, answer.answer
    assert "has mana value 1 and the name Insectile Aberration" in answer.answer


async def test_a_time_asked_with_can_is_not_dropped(library):
    answer = await ask(library, "Can I cast Invasion of Theros during combat?")
    assert not answer.ok and any("during combat" in w for w in answer.json["error"]["unplaced"])


async def test_is_it_after_a_condition_is_the_question(library):
    # one sentence: what is said of the card, a condition, then the question with no comma before it;
    # the colours said of the card are checked as a fact, the one asked is the answer (709.3: on the stack a
    # cast door has only its own characteristics)
    answer = await ask(library, "Restricted Office // Lecture Hall is a white and blue card, so if I cast "
                                "Restricted Office is it white?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("Yes")
    assert answer.json["read_as"]["argv"][-1].endswith("cast Restricted Office; check color white")


async def test_if_it_is_day_stays_a_condition(library):
    answer = await ask(library, "if it is day does Brutal Cathar transform?")
    assert answer.ok and verdict(answer).startswith("No"), answer.answer


async def test_a_turn_whose_spells_are_unsaid_is_said_as_assumed(library):
    answer = await ask(library, "It was night last turn. Is my Brutal Cathar transformed?")
    assert answer.ok, answer.answer
    assert answer.json["read_as"]["argv"][:2] == ["--start", "night"]  # "it was night" is how it was
    assert {"what": "spells_unsaid", "value": ""} in answer.json["assumed"]
    assert "two or more" in answer.text()
    told = await ask(library, "It's day and nobody casts a spell. Does it become night next turn?")
    assert told.ok and not any(a["what"] == "spells_unsaid" for a in told.json.get("assumed", []))


async def test_what_came_before_this_turn_and_was_flickered_came_again(library):
    answer = await ask(library, "Delver of Secrets has been out for ages. I Cloudshift it. Can it attack?")
    assert answer.ok and verdict(answer).startswith("No"), answer.answer  # 400.7: a new object this turn


@pytest.mark.parametrize("question, first", [
    ("its day and my opponent didnt cast anything on his turn. does it become night when my turn starts?", "Yes"),
    ("game just started, no day or night yet. i play brutal cathar t2, is it day now?", "Yes"),  # 702.145d
])
async def test_the_turn_starting_said_in_words(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first)
