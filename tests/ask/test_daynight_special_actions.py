"""Day/night told with what a spell's caster chose, or a card exiled by a special action: still one spell cast, or
none (batch AJ's AJ32, AJ33, AJ35 had been refused with the words unplaced)."""

import pytest

from bot.ask import ask


@pytest.mark.parametrize("question, first, steps", [
    ("its day. the only thing i did my turn was suspend rift bolt (paid R, exiled it). does it turn night?",
     "Yes — it is night on turn 2", "suspend Rift Bolt; next turn"),
    ("昼です。自分のターンに《Rift Bolt》を待機しただけで、呪文は唱えていません。次のターンは夜になる？",
     "はい", "suspend Rift Bolt; next turn"),
    ("it's night. my only spell this turn was kolaghan's command, choosing two modes. does that count as 2 spells "
     "for day?", "No — it is night on turn 2", "cast Kolaghan's Command; next turn"),  # modes chosen: one spell
    ("its night. on my turn i cast pyromatics and paid replicate twice, so 3 pings. is that 3 spells so it goes day "
     "next turn?", "No — it is night on turn 2", "cast Pyromatics; copy spell; copy spell; next turn"),
    ("it's night. on my turn i cast lightning bolt then grapeshot (storm made 1 copy). does it turn day?",
     "Yes — it is day on turn 2", "cast Lightning Bolt; cast Grapeshot; copy spell; next turn"),  # copies not cast
])
async def test_what_was_done_with_the_turns_spells_is_read_as_the_rules_count_it(library, question, first, steps):
    answer = await ask(library, question)
    assert "error" not in answer.json
    assert answer.verdict[0].startswith(first)
    assert answer.json["read_as"]["argv"][-1] == steps


async def test_suspended_earlier_and_cast_now_is_not_read_as_suspended_this_turn(library):
    answer = await ask(library, "it's night. my suspended rift bolt came off suspend and i cast it. day next turn?")
    assert "suspend Rift Bolt" not in str(answer.json.get("read_as") or answer.json["error"].get("reading"))


async def test_a_card_foretold_and_a_land_played_make_no_spell(library):
    answer = await ask(library, "it's day. i foretold saw it coming and played a land. night next turn?")
    assert "error" not in answer.json
    assert answer.json["designation"] == "night"


async def test_in_japanese_a_card_suspended_is_no_spell(library):
    answer = await ask(library, "昼。自分のターンは《Rift Bolt》を待機しただけ。夜になる？")
    assert answer.verdict[0].startswith("はい")


async def test_modes_of_a_card_that_has_none_stay_unplaced(library):
    answer = await ask(library, "it's night. i cast lightning bolt choosing two modes. day next turn?")
    assert answer.json["error"]["kind"] == "not_understood"


async def test_a_kicked_spell_named_as_the_only_spell_is_one_spell(library):
    answer = await ask(library, "night. my only spell this turn was a kicked goblin bushwhacker. day next turn?")
    assert answer.json["designation"] == "night"
    assert answer.json["read_as"]["argv"][-1] == "cast Goblin Bushwhacker; next turn"


async def test_a_door_unlocked_beside_a_daybound_card_is_the_turns_special_action(library):
    # two Rooms or double-faced cards named had been "none acts on the other; ask about one"
    answer = await ask(library, "it's day, tavern ruffian on the battlefield. on my turn i unlocked locker room and "
                                "cast no spells. does ruffian flip?")
    assert "error" not in answer.json
    assert answer.json["designation"] == "night"
    assert "unlock" in answer.json["read_as"]["argv"][-1]
    assert "Tavern Smasher" in answer.text()
