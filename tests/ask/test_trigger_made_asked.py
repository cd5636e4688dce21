"""What a Room's or double-faced card's own triggered ability makes, asked in its own words (issue 14): "do I get the
demon?", "does Glassworks deal 4 damage again?", "can I unlock Mirror Room again and get the trigger?". Each was
refused for the one word ("demon", "trigger", "deal … damage"), though whether the ability triggers is what the
engine reads off the step (603.2, 709.5h). Only abilities that trigger on the story's own event count: a
beginning-of-combat "gains haste" is no trigger of a step, so "do I get the haste?" is never answered No from it.

And "… needled Ritual Chamber. can I still unlock it?": "it" is the door named before, never the other door
(the reading had unlocked Unholy Annex and answered about it)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("i unlock ritual chamber. do i get the demon?", "Yes — it triggers: Ritual Chamber's"),
    ("i unlocked dim oubliette. do i mill 3?", "Yes — it triggers: Dim Oubliette's"),
    ("i cast glassworks. does it deal 4 damage?", "Yes — it triggers: Glassworks's"),
    ("i cast shattered yard. does glassworks deal 4 damage?", "No — no ability of Glassworks triggers"),
    ("my glassworks // shattered yard was flickered. does glassworks deal 4 damage again?",
     "No — no ability of Glassworks triggers as it enters"),
    # the one door whose ability makes what is asked (probe 5: Elegant Rotunda's own trigger had answered Yes)
    ("I cast Elegant Rotunda. do I get the Glimmer token from Grand Entryway?", "No — no ability of Grand Entryway"),
    ("I cast Grand Entryway, do I get a 1/1?", "Yes — it triggers: Grand Entryway's"),
    ("opp has torpor orb. i cast grand entryway. do i get the glimmer token?", "Yes — it triggers: Grand Entryway's"),
    ("《Ticket Booth // Tunnel of Hate》をTicket Boothで唱えて出した。「このドアを開放したとき」の能力は誘発する？", "はい — 誘発します"),
])
async def test_what_its_trigger_makes_is_whether_it_triggers(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, door", [
    ("i blinked my mirror room // fractured realm. can i unlock mirror room again and get the trigger again?",
     "Mirror Room"),
    ("opp pithing needled ritual chamber. can i still unlock it and get the demon?", "Ritual Chamber"),
    ("opp pithing needled ritual chamber. can i still unlock it?", "Ritual Chamber"),
])
async def test_the_door_unlocked_and_its_trigger(library, question, door):
    answer = await ask(library, question)
    assert verdict(answer).startswith(f"Yes — {door} is unlocked"), answer.answer
    assert f"unlock {door}" in answer.json["read_as"]["argv"][-1]
    assert "1 ability triggers" in answer.text(), answer.text()


async def test_a_trigger_at_a_time_of_turn_is_not_read_off_a_step(library):
    answer = await ask(library, "opp has hushbringer. i cast reckless stormseeker. do i get the haste?")
    assert not verdict(answer).startswith("No"), answer.answer


async def test_a_number_not_in_its_text_stays_unplaced(library):
    answer = await ask(library, "i unlocked dim oubliette. do i mill 5?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"
