"""Classes found by batch AA's refusals, each read now:
- "X is 4 mana so I can't cast it, but can I still play Y?": the asker's premise, shown as not used — it had become a
  cast step of the story (only an unplaced "can't" kept the answer from running it); asked as the question itself
  ("so I can't cast it?") it stays unplaced.
- "do I still get my 3 devils?": the unlock trigger's own words, said with a digit and a plural ("three … Devil").
- 「…開けていい？」 asks whether it may be done, like 「開けてもいい？」; 「同じターンのうちに」 is the story's one turn."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


async def test_i_cant_cast_it_told_before_the_question_is_a_premise(library):
    answer = await ask(library, "opp has Void Winnower. Witch Enchanter is 4 mana so I can't cast it, but can I still "
                                "play Witch-Blessed Meadow as my land?")
    read = answer.json.get("read_as") or answer.json["error"].get("reading") or {}
    assert "cast Witch Enchanter" not in str(read), answer.answer
    assert "play Witch-Blessed Meadow" in str(read), answer.answer


async def test_so_i_cant_cast_it_asked_stays_unplaced(library):
    answer = await ask(library, "opp's Sanctum Prelate is on 2. so I can't cast the Sword of the Realms side of Halvar?")
    assert not answer.ok and "can't" in answer.json["error"]["message"], answer.answer


async def test_the_unlock_triggers_tokens_counted_with_a_digit(library):
    answer = await ask(library, "I paid to unlock Spiked Corridor and opp destroyed the whole Room in response to the "
                                "trigger. do I still get my 3 devils?")
    assert verdict(answer).startswith("Yes — Spiked Corridor's"), answer.answer
    assert "113.7a" in verdict(answer)
    answer = await ask(library, "I paid to unlock Spiked Corridor and opp destroyed the whole Room in response to the "
                                "trigger. do I still get my 2 devils?")
    assert not answer.ok, answer.answer  # two is not the trigger's count: no verdict


@pytest.mark.parametrize("question, first", [
    ("《Experimental Lab // Staff Room》をStaff Roomの方で唱えて、同じターンのうちにExperimental Labのドアも{3}{G}払って"
     "開けていい？", "はい — 開放する Experimental Lab"),
    ("《Bottomless Pool // Locker Room》のLocker Roomを唱えていい？", "はい — 唱える Locker Room"),
])
async def test_may_i_in_japanese_is_asked_as_can(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    # 「唱えられないよね？」 answered いいえ meant "no, you can" to a Japanese reader while the line said 不可
    ("相手の《虚空の選別者/Void Winnower》が出てる。手札の《ハグラの噛み殺し》は唱えられないよね？", "唱える ハグラの噛み殺し: 不可"),
    ("《秘密を掘り下げる者》は変身しない？", "変身する: 可"),
])
async def test_a_japanese_negative_question_is_answered_without_hai_or_iie(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert not answer.answer.startswith(("はい", "いいえ"))


async def test_one_card_said_by_two_names_is_applied_once(library):
    answer = await ask(library, "相手の《虚空の選別者/Void Winnower》が出てる。手札の《ハグラの噛み殺し》は唱えられないよね？")
    assert answer.json["read_as"]["argv"][-1] == "apply Void Winnower; cast Hagra Mauling"
