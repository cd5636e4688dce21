"""Probe 16's wrong answers and buttons, each class asked in words of its own (the probe's questions were written
before the bot was run on them)."""

from bot.ask import ask


async def test_what_x_is_after_a_cascade_is_no_verdict(library):
    # "Yes: Violent Outburst (cascade) — … (mana value 2)" had answered whether the cascade hits it, not the X
    answer = await ask(library, "bloodbraid elf cascades into agadeem's awakening, what is x?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert "x" in answer.json["error"]["unplaced"]


async def test_a_verb_asked_with_everything_after_it_is_what_the_card_does(library):
    # "does it bounce everything?" had been "No — it is on the battlefield" (is it bounced?)
    for q in ("my thing in the ice flips, does it bounce everything?",
              "i cloudshift my awoken horror, does it bounce everything again?"):
        answer = await ask(library, q)
        assert answer.json["error"]["kind"] == "not_understood", q


async def test_in_japanese_a_face_to_cast_it_as_the_cascade_doesnt_check_is_no_verdict(library):
    # 《Tibalt, Cosmic Impostor》として唱えられる？ after a cascade reveal had been はい (Valki's mana value 2)
    for q in ("《Bloodbraid Elf》の続唱で《Valki, God of Lies》がめくれたら、《Tibalt, Cosmic Impostor》として唱えられる？",
              "《Bloodbraid Elf》の続唱で《Valki, God of Lies》がめくれたら、《Tibalt, Cosmic Impostor》の面で唱えられる？"):
        answer = await ask(library, q)
        assert answer.json["error"]["kind"] == "not_understood", q


async def test_the_mana_value_on_the_stack_with_x_told_counts_the_x(library):
    # the X told had been dropped, and a button offered without it said mana value 3
    answer = await ask(library, "whats the mv of agadeem's awakening on the stack with x=3")
    assert "error" not in answer.json
    assert answer.json["state"]["mana_value"] == 6
    assert answer.json["read_as"]["argv"][-1] == "cast Agadeem's Awakening x=3"


async def test_an_x_told_that_no_step_carries_offers_no_story_without_it(library):
    answer = await ask(library, "whats the mv of agadeem's awakening in my graveyard with x=3")
    assert answer.json["error"]["kind"] == "not_understood"
    assert all(r["command"] == "card" for r in answer.json["error"]["readings"])


async def test_a_day_night_count_left_out_offers_no_story_without_it(library):
    # a button had dropped "they cast 0" and answered another sequence of turns
    answer = await ask(library, "day, my turn i cast one spell, opp's turn they cast 0, my next turn i cast 3. "
                                "is it day or night during opp's next turn?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert not any(r["command"] == "daynight" for r in answer.json["error"]["readings"])


async def test_in_japanese_no_spell_cast_and_only_a_land_played_makes_it_night(library):
    # 「呪文を1つも唱えず」 had been read as one spell cast
    answer = await ask(library, "昼で、自分のターンに呪文を1つも唱えず土地だけ置いた。相手のターンは夜になる？")
    assert answer.verdict[0].startswith("はい")
    assert answer.json["read_as"]["argv"][-1] == "play land; next turn"


async def test_a_tokens_size_said_with_what_it_is_asks_whether_the_door_triggers(library):
    # "do i get the 6/6 demon?" had left "demon" unplaced (the size between "get" and the token)
    answer = await ask(library, "i cast ritual chamber. do i get the 6/6 demon?")
    assert answer.verdict[0].startswith("Yes — it triggers: Ritual Chamber")
    answer = await ask(library, "i cast ritual chamber. do i get the 4/4 demon?")
    assert answer.json["error"]["kind"] == "not_understood"


async def test_a_spell_told_with_its_choice_acts_after_the_board_told(library):
    # probe 17's T029: Extinction Event had been applied before the Clone copied Brisela ("mana value 11")
    answer = await ask(library, "extinction event even. opp has a clone copying brisela. is the clone exiled?")
    assert answer.json["read_as"]["argv"][-1].endswith("apply Extinction Event name=even")
    assert answer.verdict[0].startswith("Yes — it is in exile")


async def test_turns_told_one_after_another_with_no_turn_passing_are_no_verdict(library):
    # probe 17's T014: the opponent's spell had been counted in the asker's turn, and offered as a button
    answer = await ask(library, "it's day. my turn: i only foretold saw it coming. opp's turn: they cast one spell "
                                "and i countered it with the foretold saw it coming. is it day or night on my next turn?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert not any(r["command"] == "daynight" for r in answer.json["error"]["readings"])


async def test_the_card_type_it_comes_back_as_is_checked_on_the_face_it_returns_with(library):
    # "as a creature" had been left unplaced
    answer = await ask(library, "my harvest hand dies. does it come back as a creature?")
    assert answer.verdict[0].startswith("No: creature — it is Artifact — Equipment")
    answer = await ask(library, "《収穫の手》が死んだら、クリーチャーとして戻ってくる？")
    assert answer.verdict[0].startswith("いいえ")
