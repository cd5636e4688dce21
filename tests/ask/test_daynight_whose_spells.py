"""Whose spells a day/night question tells, read as a class (issue 14dn). Only the previous turn's active player's spells
count (731.2a-b). Before, the reader gave confident wrong verdicts in three ways:

- who cast what on whose turn: "on opp's turn I flashed in a creature … is it night on my turn?" took the turn the
  question asks about ("my turn") over the one it told ("opp's turn"), and a card named as cast ("I flashed in Brazen
  Borrower") was always the active player's spell;
- several cards cast with one verb: "I cast Emeria's Call and Delver of Secrets" cast only the first (a double-faced
  card after "and" was put on the battlefield instead), and "I cast a spell and then another" counted one;
- "a spell" said as the kind of thing asked about: "if I play Emeria's Call as a land, does it count as a spell for
  day/night?" cast an invented spell. Playing a land or unlocking a door is a special action (116.1, 116.2a, 116.2m).

Each class keeps a case that must stay refused or right: where the question doesn't say whose turn it was, or asks
whether a spell cast counts (not answered here), there is no verdict."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


def _steps(answer) -> str:
    return answer.json["read_as"]["argv"][-1]


# --- who cast what on whose turn -------------------------------------------------------------------------------

@pytest.mark.parametrize("question, first", [
    ("on opp's turn I flashed in a creature, opp cast nothing. it was day. is it night on my turn?",
     "Yes — it is night on turn 2."),
    ("day. opp's turn, opp cast zero spells but I flashed in Brazen Borrower. does it turn night?",
     "Yes — it is night on turn 2."),
    ("its day. in opps turn I flashed in Brazen Borrower. does it become night on my turn?",
     "Yes — it is night on turn 2."),
    ("its day. on his turn I flashed in Brazen Borrower, he cast nothing. does it turn night?",
     "Yes — it is night on turn 2."),
    ("it's night. on opp's turn I cast Lightning Bolt and Opt, and they cast nothing. does it become day?",
     "No — it is night on turn 2."),
    ("its night. on my turn I cast Opt and opp cast Consider. does it become day?", "No — it is night on turn 2."),
    # the active player's own spell keeps it day
    ("it's day. on opp's turn they cast Opt. does it become night?", "No — it is day on turn 2."),
    ("昼。相手のターンに相手は呪文を唱えなかったが、私は《Brazen Borrower》を唱えた。夜になる？", "はい — 2ターン目は夜です。"),
    ("昼。自分のターンに相手が《Brazen Borrower》を唱えた。自分は何も唱えてない。夜になる？", "はい — 2ターン目は夜です。"),
])
async def test_a_spell_cast_on_the_other_players_turn_is_not_theirs(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer


async def test_a_card_flashed_in_on_the_opponents_turn_is_cast_by_the_player_not_active(library):
    answer = await ask(library, "day. opp's turn, opp cast zero spells but I flashed in Brazen Borrower. does it turn "
                                "night?")
    assert _steps(answer) == "cast Brazen Borrower // Petty Theft by opponent; next turn"
    reason = next(s["explanation"] for s in answer.json["steps"] if s["action"] == "next turn")
    assert "cast no spells, so day becomes night" in reason


@pytest.mark.parametrize("question", [
    # whose turn it was is not said, and it decides (731.2a-b)
    "its day. I flashed in Brazen Borrower and opp cast nothing. does it become night?",
    "its night. I cast Opt and opp cast Consider and Brainstorm. does it become day?",
    # what the asker cast on their own turn is not said
    "its day. on my turn opp flashed in Brazen Borrower. does it become night?",
])
async def test_whose_turn_unsaid_stays_refused(library, question):
    answer = await ask(library, question)
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood", answer.answer


# --- several cards cast with one verb ---------------------------------------------------------------------------

@pytest.mark.parametrize("question, first", [
    ("it's night and I cast Emeria's Call and Delver of Secrets this turn. day next turn?", "Day on turn 2"),
    ("it's night and I cast Emeria's Call and Delver of Secrets this turn. does it become day next turn?",
     "Yes — it is day on turn 2."),
    ("its night. I cast Delver of Secrets and Emeria's Call on my turn. does it become day?",
     "Yes — it is day on turn 2."),
    ("its night. on my turn I cast Opt, Consider and Delver of Secrets. does it become day?",
     "Yes — it is day on turn 2."),
    ("its night. on my turn I cast Emeria's Call, then Delver of Secrets. does it become day?",
     "Yes — it is day on turn 2."),
    ("its night. I cast a spell and then another. is it day?", "Yes — it is day on turn 2."),
    ("its night. on my turn I flashed in Brazen Borrower and then another. is it day?", "Yes — it is day on turn 2."),
    ("夜で、このターンに《エメリアの呼び声》と《秘密を掘り下げる者》を唱えた。次のターンは昼？", "はい — 2ターン目は昼です。"),
    ("夜です。自分のターンに《秘密を掘り下げる者》と《エメリアの呼び声》を唱えました。昼になりますか？", "はい — 2ターン目は昼です。"),
    # one spell and a land, and one spell each: still night
    ("it's night. I cast Emeria's Call and then played Kazandu Valley as a land. day next turn?", "Night on turn 2"),
    ("its night. on my turn I cast Emeria's Call and opp cast Delver of Secrets. does it become day?",
     "No — it is night on turn 2."),
])
async def test_every_card_cast_with_one_verb_is_a_spell(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer


async def test_the_modal_card_cast_is_a_spell_cast(library):
    answer = await ask(library, "it's night and I cast Emeria's Call and Delver of Secrets this turn. day next turn?")
    assert _steps(answer) == ("cast Emeria's Call // Emeria, Shattered Skyclave; "
                              "cast Delver of Secrets // Insectile Aberration; next turn")


async def test_a_card_with_a_verb_of_its_own_after_and_is_not_cast(library):
    # "… and Delver of Secrets transformed": Delver is told of, not cast — one spell, it stays night
    answer = await ask(library, "its night. on my turn I cast Opt and Delver of Secrets transformed. is it day next "
                                "turn?")
    assert verdict(answer) == "No — it is night on turn 2.", answer.answer
    assert "cast Delver" not in _steps(answer)


# --- "a spell" said as the kind asked about ---------------------------------------------------------------------

@pytest.mark.parametrize("question, first", [
    ("if I play Emeria's Call as a land, does it count as a spell for day/night?",
     "No — playing a land is a special action"),
    ("does it count as a spell for day/night if I play Emeria's Call as a land?",
     "No — playing a land is a special action"),
    ("if I play Emeria's Call as a land, does that count as casting a spell for day and night?",
     "No — playing a land is a special action"),
    ("its day. if I unlock Locker Room, does it count as a spell for day/night?",
     "No — paying a door's unlock cost is a special action"),
    ("if I play Emeria's Call as a land, does it count as a spell?", "No — playing a land is a special action"),
    ("its day. I played Agadeem's Awakening as a land. does that count as a spell?",
     "No — playing a land is a special action"),
])
async def test_a_spell_asked_about_is_not_a_spell_cast(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "116.1" in verdict(answer)
    assert "spells " not in _steps(answer) and "cast " not in _steps(answer)  # no spell made up from "a spell"


async def test_the_day_or_night_at_first_is_assumed_not_taken_from_for_day_night(library):
    answer = await ask(library, "if I play Emeria's Call as a land, does it count as a spell for day/night?")
    assert ("start", "day") in [(a["what"], a["value"]) for a in answer.json["assumed"]]


async def test_a_spell_told_cast_still_counts(library):
    # "if opp flashes in a spell": a casting verb before it — one spell, the opponent's on my turn
    answer = await ask(library, "its day. if opp flashes in a spell on my turn and I cast nothing, does it become "
                                "night?")
    assert verdict(answer) == "Yes — it is night on turn 2.", answer.answer


async def test_whether_a_spell_cast_counts_stays_refused(library):
    # asked of a spell cast, "count as a spell" is not answered here: no verdict rather than a day/night guess
    answer = await ask(library, "if I cast Emeria's Call, does it count as a spell for day/night?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood", answer.answer
