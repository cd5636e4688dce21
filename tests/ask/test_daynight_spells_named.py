"""Spells named in a day/night story: "I cast Opt and Brainstorm" is two spells (the second card after "and" /
"then" was unplaced); "copy it with Lithoform Engine" is a copy of a spell, which isn't cast (707.10, 731.2b), and
"does that count as 2 spells so it turns day?" is answered by the story's count — the "so" clause is the Yes/No."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("it's night. I cast Opt and Brainstorm on my turn. does it become day?", "Yes — it is day on turn 2"),
    ("it's day. I cast Opt and then Brainstorm. is it night next turn?", "No — it is day on turn 2"),
    ("its night. i cast lightning bolt and copy it with lithoform engine. does it become day next turn?",
     "No — it is night on turn 2"),
    ("its night. i cast lightning bolt and copy it with lithoform engine - does that count as 2 spells so it turns "
     "day?", "No — it is night on turn 2"),
])
async def test_spells_named_and_copied(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_count_asked_with_the_opposite_yes_no_is_not_placed(library):
    # "… count as 2 spells so it stays night?": Yes to "stays night" would read as Yes to "2 spells" — no verdict
    answer = await ask(library, "its night. i cast lightning bolt and copy it with lithoform engine - does that count "
                                "as 2 spells so it stays night?")
    assert answer.json["error"]["kind"] == "not_understood", answer.answer


async def test_a_room_cast_with_no_door_said_is_not_called_nameless(library):
    answer = await ask(library, "it's night. on my turn I cast Bottomless Pool and Opt. does it become day next turn?")
    assert verdict(answer).startswith("Yes — it is day on turn 2"), answer.answer
    assert "with no name" not in answer.answer and "which door wasn't said" in answer.answer
