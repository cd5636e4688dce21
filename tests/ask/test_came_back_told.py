"""A flickered Room told to have come back with its doors locked (issue 14): "it came back with no doors open" had
read "doors open" as an unlock (a Room unlocked after the flicker, though the asker said the opposite), and
"came back" after a card used as a verb ("i flickerwisped …") or in Japanese (「両方のドアが閉じた状態で戻ってきた」)
was left unplaced. A permanent that returns after a flicker is a new object: a Room not cast enters with both doors
locked (709.5c, 400.7)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("i flickerwisped opp's charred foyer // warped space. it came back with no doors open. what's its mana value?",
     "Mana value 0"),
    ("相手の《Meat Locker // Drowned Diner》を明滅させたら、両方のドアが閉じた状態で戻ってきた。青いカードだから《Red Elemental Blast》で破壊できる？",
     "いいえ"),
])
async def test_a_flickered_room_told_to_come_back_locked(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "unlock" not in answer.json["read_as"]["argv"][-1]


async def test_no_doors_open_is_no_unlock(library):
    answer = await ask(library, "my bottomless pool // locker room has no doors open. what's its mana value?")
    assert verdict(answer).startswith("Mana value 0"), answer.answer


async def test_a_room_cast_under_a_static_with_no_door_said_answers_each_door(library):
    # it had been refused "say which door", and 「…5マナ（奇数）だから普通に唱えられるよね？」 left 奇数 and 普通 unplaced
    for question in ("opp has void winnower. can i cast grand entryway // elegant rotunda from my hand?",
                     "相手の場に《Void Winnower》がいる。手札の《Grand Entryway // Elegant Rotunda》ってカード全体で5マナ（奇数）だから"
                     "普通に唱えられるよね？"):
        answer = await ask(library, question)
        assert answer.verdict[0].startswith(("1. No — Grand Entryway can't be cast", "1. いいえ — 唱える Grand Entryway")), \
            answer.answer
        assert answer.verdict[1].startswith(("2. Yes — Elegant Rotunda is cast", "2. はい — 唱える Elegant Rotunda")), \
            answer.answer
