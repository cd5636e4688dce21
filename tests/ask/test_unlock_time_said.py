"""When a door is unlocked, said in another clause or in Japanese (issue 14). "can i unlock locker room after i
declare attackers?" was answered Yes: the time, in its own "after" clause, was taken as a harmless time told, and
the unlock was tried in a main phase — a wrong verdict. A door's unlock cost is paid only as a special action, with
priority, the stack empty, in a main phase of its controller's turn (116.2m, 709.5e).

In Japanese, 「…のLocker Roomを相手のターンに開けられる？」 unlocked the other door (the door named before the verb was
not seen), and 戦闘中に / 相手のターンに / 第2メインで were left unplaced."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("can i unlock locker room after i declare attackers?", "No — "),
    ("can i unlock widow's walk after blockers are declared?", "No — "),
    ("can i unlock locker room while a spell is on the stack?", "No — "),
    ("can i unlock locker room during my main phase with my creature spell on the stack?", "No — "),
    ("can i unlock weight room in my second main phase?", "Yes — Weight Room is unlocked"),
    ("can i unlock locker room in my main phase after combat?", "Yes — Locker Room is unlocked"),
    ("《Bottomless Pool // Locker Room》のLocker Roomを相手のターンに開けられる？", "いいえ — 開放する Locker Room"),
    ("《Bottomless Pool // Locker Room》のLocker Roomを戦闘中に開放できる？", "いいえ — 開放する Locker Room"),
    ("《Bottomless Pool // Locker Room》のLocker Roomを開放できる？", "はい — 開放する Locker Room"),
    ("戦闘終わったあとの第2メインでも《Moldering Gym // Weight Room》のWeight Roomの扉って開けられる？", "はい — 開放する Weight Room"),
])
async def test_when_the_door_is_unlocked(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_the_reason_is_the_time_said(library):
    answer = await ask(library, "can i unlock locker room after i declare attackers?")
    assert "during combat, it isn't a main phase" in verdict(answer)
