"""Batch AK's first-contact wrong answer and wrong button, each class asked in words of its own."""

from bot.ask import ask


async def test_the_verb_asked_after_does_card_is_never_dropped(library):
    # AK35: "does vandal ping …?" had been answered "Day on turn 1", with "ping" listed as not used
    answer = await ask(library, "no day or night yet and i cast brimstone vandal so it becomes day. "
                                "does vandal ping each opponent for that?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert "ping" in answer.json["error"]["unplaced"]


async def test_what_a_card_does_said_in_brackets_after_it_is_the_askers_reading(library):
    # AK26: "(my spells mv 3 or less are locked)" had been made a check of the spell cast — a button whose "No:
    # mana value 3 or less" read as "you can't cast it"
    answer = await ask(library, "opp has brisela, voice of nightmares (my spells mv 3 or less are locked). "
                                "can i still cast valki as the tibalt, cosmic impostor side?")
    assert "error" not in answer.json
    assert answer.verdict[0].startswith("Yes — Tibalt, Cosmic Impostor is cast")
    assert answer.json["read_as"]["argv"][-1] == "apply Brisela, Voice of Nightmares; cast Tibalt, Cosmic Impostor"


async def test_an_abilitys_cost_said_as_paid_is_that_ability_and_two_questions_each_answered(library):
    # AK23 had been "two questions, neither read whole": "pay 3RR and tap it" and "or at least" left unplaced
    answer = await ask(library, "opp pithing needled hanweir battlements. can i still pay 3RR and tap it to meld with "
                                "hanweir garrison? or at least tap it for mana?")
    assert "error" not in answer.json
    first, second = answer.verdict[:2]
    assert first.startswith("1. No — Hanweir Battlements's meld is an activated ability")
    assert second.startswith("2. Yes — Pithing Needle stops activated abilities “unless they're mana abilities”")


async def test_can_my_card_block_with_its_face_named_again_in_brackets(library):
    # AK11: "(flipped autumnal gloom)" between the card and "block" had left "block" unplaced
    answer = await ask(library, "opp has void winnower. can my ancient of the equinox (flipped autumnal gloom) block?")
    assert answer.verdict[0].startswith("Yes: able to block — Void Winnower doesn't stop it")
