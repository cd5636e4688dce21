"""Confident wrong answers found by probe 4 (/work/probe4/report.md), each as a class.

E. 「《Boomerang》で手札に戻した。マナ総量は？」 led with いいえ: the bounce card was also checked against the card already
   in the hand. The card said with で before a move told is how it moved.
E. "Pithing Needle naming Bloodline Keeper, my Lord of Lineage — can it block?" answered "No: Pithing Needle (naming)":
   the naming told is a static in force; what is asked is the block (Needle stops only activated abilities).
   "opp's Pithing Needle names Bloodline Keeper" had added a check of the card's name.
B. A daybound card named by its back face, with another card's static said first ("opp has Void Winnower, can my
   Moonrage Brute block?"), was shown front face up: back face up is night (702.145b).
-  A whole question in quotation marks 「…」 had all its words dropped as quoted text, and a card alone was checked:
   「「相手に《Void Winnower》がいる。《Lord of the Ulvenwald》でブロックできる？」」 got a wrong はい."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question", [
    "《Insectile Aberration》が《Unsummon》で手札に戻った。手札のカードのマナ総量は？",
    "《Bottomless Pool // Locker Room》を《Boomerang》で手札に戻した。マナ総量は？",
    "《Unsummon》で《Moonrage Brute》を手札に戻した。マナ総量は？",
])
async def test_the_card_a_told_move_was_made_with_is_not_checked(library, question):
    answer = await ask(library, question)
    assert answer.ok and not verdict(answer).startswith(("いいえ", "はい")), answer.answer
    assert "check " not in answer.json["read_as"]["argv"][-1] if "--steps" in answer.json["read_as"]["argv"] else True
    assert "手札で" in answer.answer


@pytest.mark.parametrize("question, first", [
    ("Pithing Needle naming Bloodline Keeper, my Lord of Lineage — can it block?", "Yes: able to block"),
    ("my Westvale Abbey transforms into Ormendahl. Pithing Needle named Westvale Abbey — can Ormendahl still attack?",
     "Yes: able to attack this turn"),
    ("opp's Pithing Needle names Bloodline Keeper. can my Bloodline Keeper transform?",
     "No — Bloodline Keeper can't transform by its own ability"),
])
async def test_a_naming_told_is_in_force(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question", [
    "opp has Void Winnower, can my Lord of the Ulvenwald block?",
    "opp has Void Winnower, can my Moonrage Brute block?",
    "opp has Void Winnower, can my Tovolar's Packleader block?",
])
async def test_a_daybound_card_named_by_its_back_face_is_back_face_up(library, question):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert answer.json["state"]["face_up"] == "back", answer.answer
    assert "Werewolf" in verdict(answer) or "Void Winnower doesn't stop it" in verdict(answer)


async def test_a_whole_question_in_quotation_marks_is_read(library):
    answer = await ask(library, "「相手に《Void Winnower》がいる。《Lord of the Ulvenwald》でブロックできる？」")
    assert verdict(answer).startswith("いいえ"), answer.answer


# A. Brisela's "Your opponents can't cast spells with mana value 3 or less": the engine doesn't cast other spells, so
# whether one can be cast under it gets no verdict (its effect had been run on Brisela: "Yes — Lightning Bolt deals 3
# damage …", "No: Fatal Push — its mana value is 11", a false reason)
@pytest.mark.parametrize("question", [
    "Brisela, Voice of Nightmares is on the battlefield, can my opponent cast Lightning Bolt?",
    "my opponent has Brisela out, can I cast Swords to Plowshares?",
    "opp has Brisela, Voice of Nightmares. can I cast Fatal Push?",
    "can I cast lightning bolt on opp's brisela?",
])
async def test_a_spell_cast_under_the_followed_cards_own_static_gets_no_verdict(library, question):
    answer = await ask(library, question)
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood", answer.answer


async def test_a_card_used_as_a_verb_after_a_meld_is_no_meld_partner(library):
    answer = await ask(library, "my bruna and gisela are melded. can opp swords it?")
    assert "meld Gisela, the Broken Blade" in answer.json["error"]["reading"]["argv"][-1], answer.answer
    assert "aren't a meld pair" not in answer.answer


async def test_cascade_then_cast_transformed_gets_no_yes(library):
    # C: "Yes: Shardless Agent (cascade)" answered whether it can be cast at all; cascade casts it front face up (712.11)
    answer = await ask(library, "Shardless Agent cascades into Delver of Secrets. can I cast it transformed?")
    assert not verdict(answer).startswith("Yes"), answer.answer


async def test_an_is_of_the_story_is_not_the_questions(library):
    # E: "Ancestor's Embrace is on my creature … where does the Aura go?" had checked "aura" of the front face as the
    # question ("No: aura — it is Creature — Spirit"): the "is" was the story's, in another sentence
    answer = await ask(library, "Ancestor's Embrace is on my creature and the creature dies. where does the Aura go?")
    assert not verdict(answer).startswith("No: aura"), answer.answer


@pytest.mark.parametrize("question", [
    "《Brisela, Voice of Nightmares》が相手の戦場にいる。《Lightning Bolt》を唱えられる？",
    "Bloodbraid Elf cascade hits Kazandu Mammoth. can I play it as Kazandu Valley instead?",
])
async def test_more_forms_get_no_verdict(library, question):
    answer = await ask(library, question)
    assert not answer.ok, answer.answer


# G: stories refused as impossible though they can happen
@pytest.mark.parametrize("question, first", [
    ("can Spell Pierce counter Hook-Haunt Drifter?", "No: Spell Pierce (counter) — it is a creature"),
    ("can essence scatter counter luminous phantom?", "Yes: Essence Scatter (counter)"),
    ("Spell Pierce on Tibalt, Cosmic Impostor, legal?", "Yes: Spell Pierce (counter)"),
    ("Essence Scatter on Gisela, the Broken Blade. legal?", "Yes: Essence Scatter (counter)"),
    ("abrupt decay on opp's bottomless pool // locker room with only bottomless pool unlocked, legal?",
     "Yes: Abrupt Decay (destroy) — its mana value is 1"),
    ("abrupt decay on opp's bottomless pool // locker room with both doors unlocked?",
     "No: Abrupt Decay (destroy) — its mana value is 6"),
])
async def test_a_possible_story_is_answered(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_disturb_back_face_is_still_not_cast_from_the_hand(library):
    answer = await ask(library, "can i cast luminous phantom from my hand?")
    assert verdict(answer).startswith("No — Disturb lets it be cast transformed only from the graveyard"), answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp casts Gisela, the Broken Blade. can I Essence Scatter it?", "Yes: Essence Scatter (counter)"),
    ("can I Counterspell opp's Bruna, the Fading Light?", "Yes: Counterspell (counter)"),
])
async def test_a_half_of_a_meld_pair_is_not_under_the_melded_faces_restriction(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


# probe 5, C: the name a card chose is a name, not the face up
@pytest.mark.parametrize("question, face", [
    ("Pithing Needle names Thing in the Ice. can my Awoken Horror attack?", "back"),
    ("Pithing Needle names Delver of Secrets. can my Insectile Aberration attack?", "back"),
    ("Pithing Needle naming Lord of the Ulvenwald. can my Kessig Naturalist attack?", "front"),
])
async def test_the_name_a_card_chose_is_not_the_face_up(library, question, face):
    answer = await ask(library, question)
    assert verdict(answer).startswith("Yes: able to attack"), answer.answer
    assert answer.json["state"]["face_up"] == face


@pytest.mark.parametrize("question, first", [
    # probe 5, D: "their own turn" is the opponent's turn
    ("it's night. my opponent cast 2 spells on their own turn. is it day on my turn?", "Yes — it is day on turn 2."),
    # probe 5, F: a countering told under Chalice is the Chalice's, and a disturbed spell countered is exiled
    ("Chalice of the Void on 1, I cast Lanterns' Lift with disturb. countered, and where does it go?",
     "It ends up in exile."),
])
async def test_probe5_verdicts(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_what_a_door_lets_you_cast_is_not_asked_as_a_special_action(library):
    # probe 5, B: "No — paying a door's unlock cost is a special action" answered another question
    answer = await ask(library, "I unlock Forgotten Cellar. can I cast spells from my graveyard this turn?")
    assert not verdict(answer).startswith("No"), answer.answer


@pytest.mark.parametrize("question", [
    # batch AE's AE20 and batch Q's Q18: how the permanent got there, said in a parenthesis, came after the bounce
    "if i boomerang opp's luminous phantom (their disturbed lunarch veteran), does it get exiled or go back to their hand?",
    "opp unsummons my covetous geist (disturbed cutpurse). does it get exiled or go to my hand?",
])
async def test_a_disturbed_permanent_said_in_a_parenthesis_is_bounced_to_the_hand(library, question):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert answer.json["state"]["zone"] == "hand"
    assert answer.json["read_as"]["argv"][-1].startswith("cast transformed; resolve; apply ")
