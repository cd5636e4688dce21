"""Table words for cards and the asker's own reasoning, found on batches N–R after their first contact:
"can i push it", "opp bolts my X", "opp needled Westvale Abbey", "revolt is on", "it's a 2/2 with no mana cost so mv 0
right", "Echo has no mana cost so it's colorless right?". Before, the card used as a verb and the number or colour of
the asker's reasoning stayed unplaced (no verdict), or the reasoning was checked as a fact of the story and refused as
"doesn't match the card" — an answer to the belief, not the question."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, acting", [
    ("opp flipped hostile hostel into creeping inn. can i push it", "check Fatal Push"),
    ("opp bolts my Ill-Tempered Loner. does it die?", "apply Lightning Bolt"),
    ("opp o-rings my Invasion of Ergamon. what's its mana value in exile?", "apply Oblivion Ring"),
])
async def test_a_cards_table_name_is_the_card(library, question, acting):
    answer = await ask(library, question)
    assert acting in " ".join(answer.json.get("read_as", answer.json.get("error", {}).get("reading", {}))["argv"])


async def test_a_keyword_made_of_a_table_name_stays_the_keyword(library):
    # "decayed" is the keyword of Poppet Factory's zombies, not Abrupt Decay acting
    answer = await ask(library, "my poppet stitcher flipped to poppet factory. can my decayed zombie tokens block now?")
    assert "Abrupt Decay" not in str(answer.json)


async def test_the_askers_mana_value_reasoning_is_shown_not_checked(library):
    answer = await ask(library, "Can Eliminate kill my opponent's Waildrifter? it's a 2/2 with no mana cost so mv 0 right")
    assert verdict(answer).startswith("No: Eliminate"), answer.answer
    assert "its mana value is 4" in verdict(answer)  # the front face's {3}{U} (712.8e), not the asker's 0
    assert any("mv 0" in c for c in answer.json["claims"])


async def test_a_colour_said_as_reasoning_is_not_checked(library):
    answer = await ask(library, "Echo of Death's Wail has no mana cost so it's colorless right? can I Doom Blade it")
    assert verdict(answer) == "No: Doom Blade (destroy) — it is black"
    assert "Not used as a fact" in answer.read_as or any("colorless" in c for c in answer.json["claims"])


async def test_a_negated_type_said_as_a_remark_is_not_checked(library):
    answer = await ask(library, "Can I Cast Down Chittering Host? it's not legendary right.")
    assert verdict(answer).startswith("Yes: Cast Down"), answer.answer


@pytest.mark.parametrize("question, first", [
    ("revolt is on. can Fatal Push kill Animus of Night's Reach?", "Yes: Fatal Push (destroy) — with revolt"),
    ("revolt is off. can Fatal Push kill Animus of Night's Reach?", "No: Fatal Push"),
])
async def test_an_ability_word_said_on_or_off(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_an_ability_word_said_for_the_question_before_is_placed_in_the_next(library):
    answer = await ask(library, "revolt is on. can Fatal Push kill Animus of Night's Reach? how much mv is it")
    assert answer.ok
    assert [a.get("error") is None for a in answer.json["answers"]] == [True, True]
    assert "mana value 4" in answer.answer


async def test_a_name_chosen_by_meddling_mage_stops_only_that_door(library):
    pool = await ask(library, "opp's Meddling Mage named Locker Room. can i cast Bottomless Pool?")
    assert verdict(pool).startswith("Yes — Bottomless Pool is cast"), pool.answer
    assert pool.json["read_as"]["argv"][:3] == ["Bottomless Pool // Locker Room", "--zone", "hand"]
    locker = await ask(library, "opp's Meddling Mage named Locker Room. can i cast Locker Room?")
    assert verdict(locker).startswith("No — Locker Room can't be cast: Meddling Mage"), locker.answer


async def test_a_name_chosen_by_pithing_needle_doesnt_stop_unlocking(library):
    # unlocking a door is a special action, not an activated ability (116.2m, 709.5e)
    answer = await ask(library, "opp has Pithing Needle naming Locker Room. can i unlock Locker Room?")
    assert verdict(answer).startswith("Yes — Locker Room is unlocked"), answer.answer
    assert "name=Locker Room" in " ".join(answer.json["read_as"]["argv"])


async def test_pithing_needle_told_stops_the_abbeys_own_transform_ability(library):
    answer = await ask(library, "opp has Pithing Needle naming Westvale Abbey. can i flip westvale abbey?")
    assert verdict(answer).startswith("No — Westvale Abbey can't transform by its own ability"), answer.answer
    assert "602.5" in answer.answer


async def test_a_card_on_the_card_asked_is_a_check(library):
    # "eliminate on bane of hanweir?" was Eliminate applied and the graveyard's state given, with no verdict
    answer = await ask(library, "eliminate on bane of hanweir? it's a 5/5 with no mana cost on the back")
    assert verdict(answer).startswith("Yes: Eliminate"), answer.answer
    assert "its mana value is 3" in verdict(answer)


@pytest.mark.parametrize("question, program, first", [
    # a spell cascaded into is cast (702.85a): two spells, night becomes day
    ("It's night. I cast Bloodbraid Elf and cascade into a spell. That's it for my turn. does it become day?",
     "cast Bloodbraid Elf; spells 1; next turn", "Yes — it is day on turn 2."),
    # flashback casts it again (702.34a); "is that 2 spells" asks the total told, not two more
    ("it's night. on my turn i cast faithless looting and then flashed it back. is that 2 spells for making it day?",
     "cast Faithless Looting; spells 1; next turn", "Yes — it is day on turn 2."),
    # a modal double-faced card played as its land is no spell (305.1)
    ("It's day. On my turn I only played Spikefield Hazard as its land side (Spikefield Cave) and cast nothing. "
     "night next turn?", "play land; next turn", "Night on turn 2"),
    # a spell countered was cast all the same
    ("night. i cast 2 spells on my turn but opp mana leaked one. still day next turn?", "spells 2; counter; spells 1 opponent; next turn",
     "Day on turn 2"),
])
async def test_spells_told_in_table_words_are_counted(library, question, program, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert " ".join(answer.json["read_as"]["argv"]).endswith(program)
    assert verdict(answer).startswith(first), verdict(answer)


async def test_a_total_asked_that_isnt_the_count_told_is_not_placed(library):
    answer = await ask(library, "its night. i cast 1 spell. is that 2 spells?")
    assert not answer.ok


@pytest.mark.parametrize("question", [
    "If I name Locker Room with Pithing Needle, can my opponent still pay {4}{U} to unlock the Locker Room door of "
    "their Bottomless Pool // Locker Room?",
    "If I Pithing Needle naming Locker Room, can my opponent still pay to unlock the Locker Room door of their "
    "Bottomless Pool?",
])
async def test_paying_a_doors_cost_to_unlock_is_unlocking_not_an_ability(library, question):
    # "pay {4}{U} to unlock" was read as "check ability {4}{U}" and answered "No: … no ability with the cost {4}{U}"
    answer = await ask(library, question)
    assert verdict(answer).startswith("Yes — Locker Room is unlocked"), answer.answer
    assert "check ability" not in " ".join(answer.json["read_as"]["argv"])


async def test_a_different_cost_said_to_unlock_is_not_placed(library):
    answer = await ask(library, "can my opponent pay {2} to unlock Locker Room on their Bottomless Pool?")
    assert not answer.ok


async def test_cascade_for_free_asks_of_the_face_cast(library):
    answer = await ask(library, "bloodbraid elf cascades into valki, can i cast tibalt side for free?")
    assert verdict(answer).startswith("No: Bloodbraid Elf (cascade) — Tibalt, Cosmic Impostor (mana value 7)")


@pytest.mark.parametrize("question", [
    # the alternative asked ("or play it as …") was played before the cascade was checked: "No — … is on the
    # battlefield"
    "Shardless Agent cascade hits Spikefield Hazard. can I cast it, or play it as Spikefield Cave instead?",
    "cascade off Violent Outburst into Valki, God of Lies. can I flip it and cast Tibalt, Cosmic Impostor for free "
    "instead??",
])
async def test_an_act_asked_as_an_alternative_is_not_done_first(library, question):
    answer = await ask(library, question)
    assert not answer.ok
    assert "play Spikefield Cave" not in str(answer.json)


async def test_a_static_said_with_out_after_the_cast_applies_from_the_start(library):
    answer = await ask(library, "can i cast valki with brisela out?")
    assert verdict(answer).startswith("No — Valki, God of Lies can't be cast: Brisela"), answer.answer


async def test_which_side_can_i_cast_answers_each_face(library):
    answer = await ask(library, "opp has brisela out. which side of valki can i cast?")
    assert answer.ok
    assert answer.verdict[0].startswith("1. No — Valki, God of Lies can't be cast")
    assert answer.verdict[1].startswith("2. Yes — Tibalt, Cosmic Impostor is cast")


async def test_a_mana_value_said_as_a_drop_with_a_reason_is_a_claim(library):
    answer = await ask(library, "can Eliminate hit my Imbraham, Dean of Theory? the card is a 3 drop on the Kianne side "
                                "so idk")
    assert verdict(answer).startswith("No: Eliminate (destroy) — its mana value is 4"), answer.answer


async def test_abilities_activated_are_no_spells_for_day_and_night(library):
    answer = await ask(library, "its day. on my turn i just played a land and activated a couple abilities, no spells. "
                                "opp's turn next — does it become night?")
    assert verdict(answer) == "Yes — it is night on turn 2."


async def test_for_my_land_drop_says_the_land_played_again(library):
    answer = await ask(library, "Opp's Meddling Mage named Umara Wizard. Can I still play the card as Umara Skyfalls "
                                "for my land drop?")
    assert verdict(answer).startswith("Yes — Umara Skyfalls is played as a land"), answer.answer


@pytest.mark.parametrize("question, first", [
    # a card that exiles a spell finds it on the stack: the spell cast doesn't resolve first ("No — it is on the
    # battlefield" was answered)
    ("opp casts Dusty Parlor. can Spell Queller exile it?", "Yes: Spell Queller (exile) — its mana value is 3"),
    ("opp casts Secret Arcade. can I Spell Queller it?", "No: Spell Queller (exile) — its mana value is 5"),
])
async def test_a_spell_exiled_on_the_stack_is_not_resolved_first(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_face_asked_to_be_reached_is_not_where_the_story_starts(library):
    # "flip into Insectile Aberration" put the back face up first: "Yes — Insectile Aberration transforms into Delver"
    answer = await ask(library, "does my Delver of Secrets flip into Insectile Aberration?")
    assert verdict(answer).startswith("Yes — Delver of Secrets transforms into Insectile Aberration"), answer.answer


async def test_a_back_face_said_to_be_out_is_up_when_another_card_acts(library):
    # "my Hand of Enlightenment is out" started front face up, and Moonmist "can't happen as told" (a Saga)
    answer = await ask(library, "if I Moonmist while my Hand of Enlightenment is out, does it turn back into Era of "
                                "Enlightenment?")
    assert answer.ok, answer.answer
    assert " ".join(answer.json["read_as"]["argv"]).endswith("transform; apply Moonmist")
    assert verdict(answer).startswith("Yes"), verdict(answer)


async def test_a_counterspell_an_opponent_is_holding(library):
    # "opp is holding Spell Snare": in their hand, as "has" says; the disturbed spell's mana value is its front face's
    answer = await ask(library, "opp is holding Spell Snare. can it counter my Lanterns' Lift if i disturb Lantern "
                                "Bearer for 2U? thats mv 3 right")
    assert verdict(answer).startswith("No: Spell Snare (counter) — its mana value is 1"), answer.answer


@pytest.mark.parametrize("question, program, face", [
    # "night rn." said in a sentence that asks nothing is how it is (it started neither: "Face up: Fearful Villager")
    ("night rn. I cast Fearful Villager. which face does it enter with?", ["--start", "night", "--steps",
                                                                         "cast Fearful Villager // Fearsome Werewolf"],
     "is Fearsome Werewolf."),
    # "then it became night" is an event of the story (it was left out: "Face up: Fearful Villager")
    ("I cast Fearful Villager, then it became night. what face is it?",
     ["--start", "neither", "--steps", "cast Fearful Villager // Fearsome Werewolf; it becomes night"],
     "is Fearsome Werewolf."),
])
async def test_day_or_night_said_as_how_it_is_or_as_what_happened(library, question, program, face):
    answer = await ask(library, question)
    assert answer.json["read_as"]["argv"] == program
    assert answer.answer.splitlines()[0].endswith(face), answer.answer  # the face up, not "… is Fearful Villager."


async def test_it_turns_day_asked_is_not_told(library):
    # "it turns day" is asked, never told as an event; "2 spells" asked is answered by the story's count (one
    # creature): the Yes/No of "so it turns day" is the Yes/No of "is that 2 spells"
    answer = await ask(library, "its night. on my turn i cast one creature. is that 2 spells so it turns day?")
    assert verdict(answer).startswith("No — it is night on turn 2"), answer.answer
    assert "it becomes day" not in str(answer.json["read_as"])


async def test_a_turn_with_no_spells_told_after_next_turn_passes_too(library):
    # "next turn opp casts 0 spells. what face is it then?" answered turn 2 (day, Tavern Ruffian): the turn of the
    # count told passes as well
    answer = await ask(library, "day. I play Tavern Ruffian. next turn opp casts 0 spells. what face is it then?")
    assert answer.json["read_as"]["argv"][-1].endswith("next turn; next turn")
    assert answer.answer.splitlines()[0].endswith("is Tavern Smasher."), answer.answer


async def test_a_daybound_card_said_to_be_out_is_on_the_battlefield(library):
    answer = await ask(library, "its day and my Tavern Ruffian is out. opp casts no spells on their turn. is it night?")
    assert verdict(answer) == "Yes — it is night on turn 2."


async def test_and_if_i_do_applies_the_card_the_question_before_checked(library):
    # batch U's U45: the follow-up was read on its own, "it transforms", and answered with the state "back face up …
    # Aetherwing" — a destroyed battle goes to the graveyard
    answer = await ask(library, "can I Abrupt Decay opp's Invasion of Kaladesh? and if I do, do they get to flip it "
                                "into Aetherwing?")
    assert answer.verdict[0].startswith("1. Yes: Abrupt Decay")
    # (a Siege turns over only by being defeated, 310.11b: "flip it" is its defeat, which a destroyed battle can't be)
    assert answer.verdict[1].startswith("2. No — Only a battle on the battlefield is defeated"), answer.verdict
    assert "apply Abrupt Decay; defeat" in str(answer.json["answers"][1]["read_as"])


async def test_and_if_they_do_where_does_it_go(library):
    answer = await ask(library, "can opp Negate my Throne of Death? and if they do, where does it go?")
    assert answer.verdict[1].startswith("2. Yes — Negate counters Throne of Death"), answer.verdict
    assert "put in the graveyard" in answer.verdict[1]
