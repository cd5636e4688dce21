"""Once it has become day or night, the game keeps one of those designations whatever leaves the battlefield
(731.1): "my Weaver of Blossoms was the only daybound thing in the game and it just died. does the day/night thing
go away now?" is No. A permanent of a day/night story told to die, be exiled or bounced is removed after it
entered. Found refused on batch W ("away" unplaced; "in the game" had been read as who said it)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("my Weaver of Blossoms was the only daybound thing in the game and it just died. does the day/night thing go "
     "away now?", "No — it is still day on turn 1"),
    ("it's night. my Brutal Cathar got exiled. does night end?", "No — it is still night on turn 1"),
])
async def test_the_designation_stays_when_the_daybound_permanent_leaves(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "731.1" in verdict(answer)
    assert any(s.get("action", "").startswith("remove ") for s in answer.json["steps"])


async def test_in_the_game_is_a_place_not_a_source(library):
    # "the game" is who said it in "the game won't let me…", a place in "… thing in the game": read as the story
    answer = await ask(library, "my Weaver of Blossoms was the only daybound thing in the game and it just died. "
                                "does the day/night thing go away now?")
    assert "unread" in answer.json and not answer.json.get("claims"), answer.json.get("claims")
    assert not any("game" in w for w in answer.json["unread"])


async def test_a_number_guessed_after_the_question_is_not_a_second_question(library):
    answer = await ask(library, "what's the mana value of Bottomless Pool // Locker Room in my graveyard? 1? 6?")
    assert "questions" not in answer.json
    assert answer.json["state"]["mana_value"] == 6


@pytest.mark.parametrize("question, first", [
    ("night. my turn i cast a spell, then i cast another. day next turn?", "Day on turn 2"),
    ("night. my turn i cast a spell, opp counterspells it, then i cast another. that's 2 spells right? day next turn?",
     "Day on turn 2"),  # a countered spell was still cast (731.2b)
    ("夜。自分のターンに呪文を2つ唱えた。次のターン昼になる？", "はい — 2ターン目は昼です"),
])
async def test_every_cast_told_is_counted(library, question, first):
    # "i cast another" had been taken as said with the first count and dropped: one spell, night (wrong)
    answer = await ask(library, question)
    assert verdict(answer).startswith(first) or answer.answer.splitlines()[2].startswith(first), answer.answer


async def test_a_back_face_that_dies_has_no_front_faces_dies_trigger(library):
    # Harvest Hand's "When Harvest Hand dies, return it … transformed" is its front face's: a Scrounged Scythe that
    # goes to the graveyard doesn't come back (603.10a looks at it as it last existed) — never a state that it did
    answer = await ask(library, "my Scrounged Scythe gets destroyed. does it come back?")
    assert "enter transformed" not in " ".join(answer.json.get("read_as", {}).get("argv", [])) and not any(
        s.get("action") == "enter transformed" for s in answer.json.get("steps", [])), answer.answer
    assert answer.json.get("error", {}).get("kind") == "not_understood"
    harvest = await ask(library, "my Harvest Hand dies. does it come back?")
    assert harvest.json["steps"][-1]["action"] == "enter transformed"
