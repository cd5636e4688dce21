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
