"""The classes a tenth probe (200 questions written before they were run) showed (issue 14): the other half of a
card cast right after the half named ("Petty Theft and then Brazen Borrower") merged into one spell; a Room's doors
said in Japanese before its name (「両方のドアがロックされている《…》」) dropped, the library assumed and answered; "I
already cast a noncreature spell" under Deafening Silence taken as the cast of the door asked to be unlocked; a modal
card named by its land face and then moved refused as a start that can't happen; "it's night. can I cast Moonrage
Brute?" answered with the face it enters as (read as a yes)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question", [
    "night. my turn I cast Petty Theft and then Brazen Borrower from exile. does it become day?",
    "night. my turn I cast Stomp, then Bonecrusher Giant. does it become day?",
    "night. on my turn i cast Bonecrusher Giant and then Bonecrusher Giant's stomp. day?",
])
async def test_both_halves_cast_are_two_spells(library, question):
    answer = await ask(library, question)
    assert verdict(answer).startswith(("Yes — it is day on turn 2", "Day on turn 2")), answer.answer


@pytest.mark.parametrize("question, first", [
    ("両方のドアがロックされている《Glassworks // Shattered Yard》は何色？", "戦場で、両方のドアが閉鎖されている"),
    ("両方のドアがロックされた《Bottomless Pool // Locker Room》のマナ総量は？", "戦場で、両方のドアが閉鎖されている、Bottomless Pool // Locker Roomのマナ総量は0"),
])
async def test_doors_said_before_the_room_in_japanese(library, question, first):
    answer = await ask(library, question)
    assert answer.ok and first in answer.answer, answer.answer


async def test_doors_said_and_not_placed_give_no_verdict(library):
    answer = await ask(library, "両方のドアについて《Glassworks // Shattered Yard》は何色？")
    assert not answer.ok and "両方のドア" in answer.json["error"]["message"], answer.answer


@pytest.mark.parametrize("door", ["Elegant Rotunda", "Locker Room"])
async def test_a_spell_told_under_deafening_silence_is_no_cast_of_the_door(library, door):
    answer = await ask(library, f"Deafening Silence out, I already cast a noncreature spell this turn. can I still "
                                f"unlock {door}?")
    assert verdict(answer).startswith(f"Yes — {door} is unlocked"), answer.answer
    assert "doesn't stop unlocking" in answer.answer


async def test_a_spell_of_no_kind_told_under_deafening_silence_is_assumed_noncreature(library):
    answer = await ask(library, "opp has deafening silence. i already cast a spell this turn. can i cast bottomless pool?")
    assert verdict(answer).startswith("No"), answer.answer
    assert "Assumed: the spell already cast this turn was a noncreature spell" in answer.text()


@pytest.mark.parametrize("question, first", [
    ("Emeria, Shattered Skyclave got bounced to my hand. mv now?", "Mana value 7 · named Emeria's Call"),
    ("Emeria, Shattered Skyclave got destroyed. mv in the graveyard?", "Mana value 7 · named Emeria's Call"),
    ("Shatterskull, the Hammer Pass got bounced to my hand. mv now?", "Mana value 2 · named Shatterskull Smashing"),
])
async def test_a_land_face_named_then_moved_was_played(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("it's night. can I cast Moonrage Brute from my hand?", "No — Nothing lets Brutal Cathar be cast transformed"),
    ("夜です。手札から《Moonrage Brute》を唱えられる？", "いいえ"),
])
async def test_a_back_face_cast_asked_at_night(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
