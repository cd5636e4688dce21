"""The classes a sixth probe (240 questions written before they were run) and batch AE's refusals showed (issue 14).

Confident wrong answers: Abrupt Decay "kills" Ormendahl (indestructible was never looked at: 702.12b); "Unsummon on
Brisela — what goes back to hand?" moved the card to the hand before the Unsummon, which then failed. False "That
can't happen as told": a countered spell cast from the graveyard it was asked about; a Siege said "defeated" before
its back face's cast; "instead of unlocking it" run as an unlock; "Cast Down" read as the verb cast; "what about
casting it as Tibalt?" kept the Valki cast it replaces.

Refusals of complete readings: a question asked in the negative ("spell snare can't hit it right?"), a "so …?"
clause after the asker's reason, a face called again by one word of its name ("the locus")."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first, said", [
    ("can abrupt decay kill Ormendahl, Profane Prince? mv is 0", "No", "indestructible"),
    ("opp flipped westvale abbey into ormendahl. can i fatal push it?", "No", "can't be destroyed"),
    ("can cast down kill a flipped delver?", "Yes: Cast Down", "Insectile Aberration"),
])
async def test_indestructible_is_not_destroyed(library, question, first, said):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert said in answer.answer


async def test_a_conditional_indestructible_is_said_with_the_yes(library):
    answer = await ask(library, "Ephara, Ever-Sheltering came off my Invasion of Theros. can my opponent fatal push "
                                "her with revolt?")
    assert verdict(answer).startswith("Yes"), answer.answer
    assert "unless its “Ephara has lifelink and indestructible" in answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp is disturbing departed soulkeeper from the yard. the back has no mana cost so spell snare can't hit it right?",
     "It can: Spell Snare"),
    ("my delver flipped. so fatal push can't kill it anymore right?", "It can: Fatal Push"),
    ("fatal push can't kill a flipped delver, right?", "It can: Fatal Push"),
    ("opp flipped westvale abbey. abrupt decay can't kill ormendahl right?", "It can't"),
])
async def test_a_question_asked_in_the_negative_says_the_outcome_with_its_verb(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert not any(line.startswith(("Yes", "No")) for line in answer.answer.splitlines()[:4]), answer.answer


@pytest.mark.parametrize("question, first", [
    ("violent outburst cascade hit valakut awakening. its land side is mv 0 so i get to cast it?", "No: Violent Outburst"),
    ("crafted the enigma jewel into locus of enlightenment. what's the mv of the locus now?",
     "Mana value 1 · named Locus of Enlightenment"),
    ("my Emeria's Call got countered. whats its mv in my graveyard?", "Mana value 7 · named Emeria's Call"),
    ("what's the mana value of Defiant Thundermaw when I cast it off my defeated Invasion of Tarkir?",
     "Mana value 2 · named Defiant Thundermaw"),
    ("Essence Scatter on Zilortha, Apex of Ikoria when it's cast from the defeated Invasion of Ikoria?",
     "Yes: Essence Scatter"),
    ("i cast Derelict Attic. do i still draw two off \"when you unlock this door\" even though i cast it instead of "
     "unlocking it?",
     "Yes — it triggers"),
    ("cast down on insectile aberration?", "Yes: Cast Down"),
    ("Unsummon on Brisela — what goes back to hand?", "It ends up in the hand"),
])
async def test_the_story_as_told(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_what_about_casting_it_as_the_other_face(library):
    answer = await ask(library, "void winnower out, can i cast Valki, God of Lies? what about casting it as Tibalt, "
                                "Cosmic Impostor?")
    first, second = answer.verdict[:2]
    assert first.startswith("1. No") and second.startswith("2. Yes — Tibalt, Cosmic Impostor is cast"), answer.answer


async def test_attacking_ones_own_battle_is_not_the_battle_attacking(library):
    answer = await ask(library, "《Invasion of Tarkir // Defiant Thundermaw》、自分のバトルだけど自分で攻撃できる？")
    assert answer.json.get("error"), answer.answer  # (it had been いいえ: whether the battle can attack)


@pytest.mark.parametrize("question, first", [
    ("can abrupt decay hit a room? opp has Bottomless Pool // Locker Room out but only the pool side is unlocked",
     "Yes: Abrupt Decay"),
    ("cast lukka (mila's back side) and opp remanded it. back in hand, can i just cast mila this time?",
     "Yes — Mila, Crafty Companion is cast"),
    ("i cast locker room and opp remanded it. can i cast bottomless pool now?", "Yes — Bottomless Pool is cast"),
])
async def test_a_face_called_by_a_word_and_a_counter_after_the_cast_told(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer  # (the Remand had waited for the second cast, the one asked)
