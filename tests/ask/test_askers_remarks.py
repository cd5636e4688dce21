"""The asker's own remarks beside a question, placed as what they are (issue 14; batch AE's largest refusal class):
what they believe the card is (「赤いカードなんだから」「元は白いカードだけど」「裏はアーティファクトだから」), the answers they
choose between ("is it mv 1 or 0?"), a worry after "or" ("… or does the blue door mess that up"). Each is shown as
not used and the rules decide — a colour said in a remark had become a check of its own ("check color red").

And the turn's spells told in a player's words: an instant named as the verb ("bolted a creature") is a spell
cast; foretelling a card is a special action, no spell (116.2h)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    # a land face is colourless whatever the card's front is (712.8e)
    ("相手が《Valakut Stoneforge》を土地として置いた。赤いカードなんだから《Blue Elemental Blast》で壊せる？", "いいえ"),
    # in the hand only the front face's characteristics (712.8a): a creature card, which Duress can't take
    ("相手の《Duress》。手札に《Esika, God of the Tree // The Prismatic Bridge》がある。裏はエンチャントだから抜かれる？", "いいえ"),
    # Avacyn, the Purifier is red (its colour indicator), whatever the front was
    ("相手の《Archangel Avacyn》が変身した。元は白いカードだけど、《Pyroblast》で壊せる？", "いいえ"),
])
async def test_what_the_asker_says_the_card_is_is_their_claim(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "check color" not in (answer.json.get("read_as") or {}).get("argv", [""])[-1]
    assert answer.json.get("claims"), answer.json


@pytest.mark.parametrize("question, first", [
    ("my delver flipped. is it mv 1 or 0?", "Mana value 1 · named Insectile Aberration"),
    ("opp cast the omenkeel, the back of cosima. is the artifact mv 2 or 3?", "Mana value 2 · named The Omenkeel"),
])
async def test_the_numbers_offered_are_answers_to_choose_from(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_worry_after_or_is_the_askers(library):
    answer = await ask(library, "only funeral room is unlocked on opp's funeral room // awakening hall. does pyroblast "
                                "destroy it or does the green door mess that up")
    assert verdict(answer).startswith("No: Pyroblast"), answer.answer  # a black permanent: Funeral Room {2}{B}
    assert "or does the green door mess that up" in answer.json["claims"][0]


async def test_another_card_in_the_story_keeps_the_number_compared(library):
    answer = await ask(library, "abrupt decay on opp's greenhouse // rickety gazebo, only greenhouse is unlocked. is the "
                                "mv 3 or 7 on the battlefield?")
    assert not verdict(answer).startswith("Mana value 7"), answer.answer  # (it had been the graveyard's, after the Decay)


@pytest.mark.parametrize("question, first", [
    ("day, my village watch is out. i cast nothing in my main phases but bolted a creature at my end step. does it go "
     "night next turn?", "No — it is day on turn 2"),
    ("day, my village watch is out. all i did on my turn was play a land and foretell a card. does it flip next turn?",
     "Back face up: Village Reavers"),
])
async def test_the_turns_spells_in_a_players_words(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_spell_done_to_the_card_is_not_one_the_asker_cast(library):
    answer = await ask(library, "Night. My Untamed Pup got Unsummoned. It's still night on my turn and I recast Hound "
                                "Tamer — which face does it come in on?")
    assert not verdict(answer).startswith("Night on turn"), answer.answer  # (the bounce had been counted as a spell)


@pytest.mark.parametrize("question, first", [
    ("opp's chalice is on 1. can i cast cadaver lab (just B) without it getting countered? the whole card is 5",
     "No — it is countered"),
    ("opp's chalice is on 5. can i cast cadaver lab without it getting countered?", "Yes — it isn't countered"),
])
async def test_cast_without_being_countered_is_asked_the_other_way(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer  # (the cast's own "Yes — it is cast" had come first)


@pytest.mark.parametrize("question, first", [
    ("i cloudshifted my krallenhorde howler in response to a removal spell. does it come back as the wolf or as "
     "duskwatch recruiter?", "Mana value 2 · named Duskwatch Recruiter"),
    ("i ephemerated my flipped delver in response to a kill spell. does it come back as the insect?",
     "Mana value 1 · named Delver of Secrets"),
    ("reanimating tovolar's huntmaster while it's night. which face does it land on?", "Night on turn 1"),
])
async def test_words_of_the_table_for_faces_and_timing(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("ravager of the fells is mv 0 right?", "No: mana value 0 — its mana value is 4"),
    ("edgar, charmed groom died and came back as edgar markov's coffin. the coffin is mv 4, right?",
     "Yes: mana value 4"),
    ("abrupt decay won't kill my funeral room if only funeral room is unlocked, right? the card is 11",
     "It will: Abrupt Decay"),
    ("chalice on 6 wont counter locker room even though the whole card is 6 right?", "It won't"),
    ("so if i cast locker room, spell snare can't counter it since its mv is 5?", "It can't: Spell Snare"),
])
async def test_the_askers_number_asked_back_or_given_as_a_reason(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("ブリセラってマナコストないから0だよね？", "いいえ"),  # 712.8g: the sum of its front faces, 11
    ("のたうつ居住区、ハンウィアーのマナ総量は3で合ってる？", "はい"),
    # asked in the negative: the outcome without はい/いいえ (it dies: mana value 2)
    ("ルーデヴィックの嫌悪者は13/13だから致命的な一押しで死なないよね？", "Fatal Pushの効果（破壊）：当てはまる"),
])
async def test_japanese_remarks_of_cost_and_size(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "紛争が成立していれば" not in verdict(answer)  # (the same with revolt: said only when it differs)


@pytest.mark.parametrize("question, first", [
    ("is restricted office // lecture hall multicolored in my graveyard?", "Yes: multicolored — it is white and blue"),
    ("opp has bottomless pool // locker room with only bottomless pool unlocked. is it multicolored?",
     "No: multicolored — it is blue"),
    ("is my delver of secrets blue while it's sitting in my graveyard?", "Yes: blue"),
])
async def test_multicolored_asked(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
