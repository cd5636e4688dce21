"""「相手の場に《Void Winnower》」「相手の《Void Winnower》いるんだけど」: a static said to be on the opponent's
battlefield is the opponent's, from the start (the engine's "your opponents" is then the asker) — it had been "Can't
tell: whose is it?", and 場に had been taken as where the asker's card was (a resolve added after a refused cast)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question", [
    "相手の場に《Void Winnower》がいる。墓地の《Baithook Angler》を降霊で唱えられる？",
    "相手の《Void Winnower》いるんだけど、墓地の《Baithook Angler》を降霊で唱えられる?",
])
async def test_an_opponents_void_winnower_stops_an_even_disturb_cast(library, question):
    answer = await ask(library, question)
    assert verdict(answer).startswith("いいえ"), answer.answer
    assert answer.json["read_as"]["argv"][-1] == "apply Void Winnower; cast transformed"


async def test_which_door_can_be_cast_under_an_opponents_void_winnower(library):
    answer = await ask(library, "相手の場に《Void Winnower》。《Smoky Lounge // Misty Salon》ってどっちの側なら唱えられる？")
    assert [v[:5] for v in answer.verdict] == ["1. はい", "2. いい"], answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp has mystic remora out. if i cast bottomless pool, does remora trigger?", "Yes — Mystic Remora's"),
    ("opp has mystic remora out. if i unlock locker room, does remora trigger?", "No — Mystic Remora's"),
])
async def test_an_opponents_whenever_an_opponent_casts_watches_the_asker(library, question, first):
    # "Whenever an opponent casts" on a card said to be the opponent's watches the asker's casts: it had been "Can't
    # tell: whose is it?" (only "your opponents" was taken as the engine's own assumption)
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_and_when_i_unlock_it_is_asked_again_of_the_same_static(library):
    # Z32: 「…唱えたら誘発する？あとで…{4}{U}払って開けるときは？」 — the second question asks the first again (Yes for
    # the cast, No for the unlock: a special action); 「{4}{U}払って」 is the door's unlock cost paid
    answer = await ask(library, "相手の場に《Mystic Remora》。こっちが《Bottomless Pool // Locker Room》をBottomless Poolで"
                                "唱えたら誘発する？あとでLocker Roomのドアを{4}{U}払って開けるときは？")
    assert [v[:5] for v in answer.verdict] == ["1. はい", "2. いい"], answer.answer


async def test_a_cast_stopped_says_the_spells_own_mana_value_in_japanese(library):
    # the step line had said only the card's state in the hand (「手札、マナ総量7」 for Misty Salon, which Void Winnower
    # stops at 4): the spell's own mana value is said with the card that stopped it
    answer = await ask(library, "相手の場に《虚空の選別者》。《Toralf's Hammer》を唱えられる？")
    assert verdict(answer).startswith("いいえ"), answer.answer
    assert "唱えるToralf's Hammerのマナ総量は2" in answer.answer
