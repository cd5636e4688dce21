"""Words that belong to the card acting, not to the story's card, and questions with no question mark.

- "can they Fatal Push her with revolt?" was answered "No: its abilities don't include revolt" — revolt is
  Fatal Push's ability word, never something a permanent has (a confident wrong answer).
- "without revolt" says what the engine assumes of Fatal Push's "instead" line; "with revolt" does not, and
  stays unplaced.
- "can Annul even hit a room?": "even" is an adverb unless said of a mana value; "a room" is the Room.
- "… and if it resolves whats its mv": a second question with no question mark is still a question.
- "Is Locker Room unlocked?" and the like are answered from the doors (709.5c)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict

EPHARA = "Ephara, Ever-Sheltering came off my Invasion of Theros. "



async def test_an_ability_word_of_the_acting_card_is_not_asked_of_the_face(library):
    # "with revolt" is Fatal Push's "instead" line on (the engine answers both): never "does Ephara have revolt?"
    answer = await ask(library, EPHARA + "Can my opponent Fatal Push her with revolt?")
    assert answer.ok, answer.answer
    assert "check has revolt" not in " ".join(answer.json["read_as"]["argv"])
    assert verdict(answer).startswith("Yes: Fatal Push (destroy) — with revolt — "), verdict(answer)


async def test_without_the_ability_word_is_the_engines_assumption(library):
    answer = await ask(library, EPHARA + "Can my opponent Fatal Push her without revolt?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("No: Fatal Push")  # mana value 3 (712.8e), not 2 or less
    assert "if revolt is on: yes" in verdict(answer)


async def test_a_keyword_of_the_story_card_is_still_asked(library):
    answer = await ask(library, "does Savage Packmate have trample?")
    assert answer.ok and verdict(answer).startswith("Yes"), answer.answer


@pytest.mark.parametrize("question", [
    "opp cast Annul on my Walk-In Closet. can Annul even hit a room?",
    "opp cast Annul on my Walk-In Closet (the {2}{G} half of Walk-In Closet // Forgotten Cellar). can Annul even "
    "hit a room? and if it resolves whats its mv on the battlefield vs when it later goes to the graveyard",
])
async def test_even_and_a_room_said_in_passing(library, question):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).lstrip("1. ").startswith("Yes: Annul")  # a Room spell is an enchantment spell


async def test_even_said_of_a_mana_value_is_still_parity(library):
    answer = await ask(library, "is Delver of Secrets's mana value even?")
    assert answer.ok and verdict(answer).startswith("No"), answer.answer


async def test_a_question_with_no_question_mark_after_one_with_it_is_its_own(library):
    answer = await ask(library, "opp cast Annul on my Walk-In Closet. can Annul even hit a room? and if it "
                                "resolves whats its mv")
    assert len(answer.json.get("questions", [])) == 2, answer.answer


@pytest.mark.parametrize("question, first", [
    ("I cast Bottomless Pool. Is Locker Room unlocked?", "No — Locker Room is locked"),
    ("Is Bottomless Pool unlocked after I cast it?", "Yes — Bottomless Pool is unlocked"),
    ("I cast Bottomless Pool. Which door is unlocked?", "Bottomless Pool is unlocked, Locker Room locked"),
    ("I cast Locker Room and then unlock Bottomless Pool. Is it fully unlocked?", "Yes — both doors are unlocked"),
    ("I used Copy Enchantment to copy my opponent's Mirror Room // Fractured Realm that has both doors unlocked. "
     "Are my copy's doors unlocked?", "No — both doors are locked"),
    ("Bottomless Pool is on the battlefield with Locker Room unlocked. I flicker it. Is Locker Room unlocked?",
     "No — Locker Room is locked"),
    ("《Bottomless Pool》を唱えた。《Locker Room》は開放されてる？", "いいえ — Locker Roomは開放されていません"),
])
async def test_a_rooms_doors_asked_are_answered_first(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), answer.verdict


@pytest.mark.parametrize("question, first", [
    # 709.5h: a door's "when you unlock this door" triggers as the cast door enters unlocked; the other doesn't
    ("《Ticket Booth // Tunnel of Hate》を Tunnel of Hate 側で唱えました。戦場に出たとき Ticket Booth の能力は誘発しますか？",
     "いいえ"),
    ("《Ticket Booth // Tunnel of Hate》を Ticket Booth 側で唱えました。戦場に出たとき誘発しますか？", "はい"),
])
async def test_does_it_trigger_asked_in_japanese(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), answer.verdict


@pytest.mark.parametrize("question, first", [
    ("if delver flips does it still count as 1 cmc for fatal push??", "Yes: mana value 1"),
    # (Moonrage Brute has ward: with revolt on, whether Fatal Push destroys it depends on the ward cost paid)
    ("what's the mana value of Tovolar's Packleader for Fatal Push?", "No: Fatal Push"),  # 6, not 2 or less
])
async def test_a_property_asked_for_another_cards_sake_checks_that_card(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), answer.verdict
    assert "check Fatal Push" in answer.json["read_as"]["argv"][-1]


@pytest.mark.parametrize("question, first", [
    ("Is Bottomless Pool locked after I cast Locker Room?", "Yes — Bottomless Pool is locked"),
    ("Which door of Bottomless Pool // Locker Room is unlocked in my graveyard?", "Neither door is unlocked"),
    ("Bottomless Pool // Locker Room is in my graveyard. Is Locker Room unlocked?", "No — only a Room on the battlefield"),
])
async def test_doors_locked_and_off_the_battlefield(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), answer.verdict


async def test_a_door_asked_with_nothing_said_is_not_guessed(library):
    answer = await ask(library, "Is Locker Room unlocked?")  # where it is and what happened decide (709.5c, 709.5d)
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"
    assert "state" not in answer.json


async def test_and_what_if_is_a_second_question_not_more_story(library):
    # the first question was answered "No: mana value 8" with both doors unlocked: "And what if they've unlocked
    # Ritual Chamber too?" had been read as more of the story (a confident wrong answer to the first question)
    answer = await ask(library, "Can Abrupt Decay kill my opponent's Unholy Annex // Ritual Chamber if only Unholy "
                                "Annex is unlocked? And what if they've unlocked Ritual Chamber too?")
    assert answer.ok, answer.answer
    assert len(answer.json["questions"]) == 2
    assert answer.verdict[0].startswith("1. Yes: Abrupt Decay"), answer.verdict  # only that door: mana value 3
    second = answer.json["answers"][1]
    assert second["state"]["mana_value"] == 8  # the follow-up keeps the first door unlocked ("too")
    assert answer.verdict[1].startswith("2. No: Abrupt Decay"), answer.verdict  # and asks Abrupt Decay again
