"""A double-faced card's own ability that transforms it, told to go twice or more ("it triggers twice", "I activate
it twice holding priority", 「誘発が3回出る」): the first ability transforms it and each later one finds it
transformed since it was put on the stack, so it does nothing (701.27f). Found refused on batches D, F, L, U and W
("trigger", "twice" unplaced); what made it trigger ("two of my creatures died at once") is its cause."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, face", [
    ("Two of my creatures died at once with Bereaved Survivor out, so it triggers twice. does it transform and then "
     "transform back?", "Back face up: Dauntless Avenger"),
    ("Archangel Avacyn's trigger went twice. does she flip and flip back?", "Back face up: Avacyn, the Purifier"),
    ("I activate Shrill Howler's transform ability twice holding priority. does it end up as Howling Chorus?",
     "Back face up: Howling Chorus"),
])
async def test_it_transforms_once_however_many_times_its_own_ability_goes(library, question, face):
    answer = await ask(library, question)
    assert verdict(answer).startswith(f"It transforms only once. {face}"), answer.answer
    assert "701.27f" in verdict(answer)
    assert answer.json["steps"][-1]["result"] == "nothing happens"


async def test_three_triggers_in_japanese(library):
    answer = await ask(library, "全体除去で自分のクリーチャーが3体同時に死んだ。《スレイベンの歩哨》の誘発が3回出るけど、"
                                "変身→戻る→また変身、ってなる？")
    assert verdict(answer).startswith("変身は1回だけです。第2面が表: スレイベンの民兵"), answer.answer
    assert [s["action"] for s in answer.json["steps"]].count("resolve ability") == 3


async def test_the_cause_is_not_a_step_of_the_card(library):
    # "two of my creatures died": other creatures, never the Survivor moved to the graveyard
    answer = await ask(library, "Two of my creatures died at once with Bereaved Survivor out, so it triggers twice. "
                                "does it transform and then transform back?")
    assert not any(s["action"].startswith("move") for s in answer.json["steps"]), answer.json["steps"]


async def test_a_card_with_no_ability_of_its_own_that_transforms_it_is_not_read_so(library):
    # Brutal Cathar is daybound: nothing of its own transforms it, so "triggers twice" is not placed — no verdict
    answer = await ask(library, "Brutal Cathar triggers twice. does it transform and then transform back?")
    assert "It transforms only once" not in answer.answer
    assert answer.json.get("error", {}).get("kind") in ("not_understood", "not_modelled"), answer.answer


async def test_others_dying_before_the_card_is_named_are_the_cause(library):
    answer = await ask(library, "Two of my creatures died this turn with Archangel Avacyn out, so her trigger went "
                                "twice. Does she flip to Avacyn, the Purifier and then flip back?")
    assert verdict(answer).startswith("It transforms only once. Back face up: Avacyn, the Purifier"), answer.answer
    assert not any(s["action"].startswith("move") for s in answer.json["steps"])


async def test_a_transform_only_if_something_holds_is_not_read_so(library):
    # Delver of Secrets transforms only "if an instant or sorcery card is revealed": whether it does at all isn't told
    answer = await ask(library, "my Delver of Secrets upkeep trigger goes twice because of Yarok. does it transform and "
                                "then back?")
    assert "It transforms only once" not in answer.answer
    assert answer.json["error"]["kind"] == "not_understood"
