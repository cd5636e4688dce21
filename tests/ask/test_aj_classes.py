"""Classes batch AJ's first contact showed, each asked in words of its own."""

from bot.ask import ask


async def test_a_double_faced_spell_cast_with_its_x_is_the_card_acting(library):
    # two double-faced cards named had been "none acts on the other; ask about one"
    answer = await ask(library, "invasion of ikoria for X=1, can i fetch delver of secrets?")
    assert "error" not in answer.json
    assert answer.verdict[0].startswith("No: Invasion of Ikoria")
    assert answer.json["state"]["zone"] == "library"


async def test_what_it_is_once_it_flips_said_after_the_question_is_the_askers_reasoning(library):
    # "it's an insect once it flips" had moved Delver to the battlefield, transformed: a No for another reason
    answer = await ask(library, "invasion of ikoria for X=1, can i fetch delver of secrets? it's an insect once it flips")
    assert "error" not in answer.json
    assert "it is a Human" in answer.verdict[0]
    assert answer.json["state"]["zone"] == "library"
    assert any("insect" in c for c in answer.json["claims"])


async def test_the_quality_chosen_for_extinction_event_is_read_with_it(library):
    answer = await ask(library, "extinction event on even. opp has ormendahl, profane prince (flipped westvale abbey). "
                                "does it get exiled?")
    assert "error" not in answer.json
    assert answer.json["read_as"]["argv"][-1] == "transform; apply Extinction Event name=even"
    assert answer.verdict[0].startswith("Yes — it is in exile")


async def test_extinction_event_without_the_quality_chosen_is_no_verdict(library):
    answer = await ask(library, "if i cast extinction event, does my flipped delver get exiled?")
    assert answer.json["error"]["kind"] == "not_modelled"
    assert "name=even" in answer.json["error"]["message"]


async def test_does_it_exile_asked_of_the_spell_just_told_is_its_effect(library):
    # "it" is Extinction Event: "exile" had been left unplaced
    answer = await ask(library, "extinction event choosing odd, does it exile my flipped delver?")
    assert answer.verdict[0].startswith("Yes — it is in exile")
    answer = await ask(library, "《Extinction Event》で奇数を選んだら、変身した《秘密を掘り下げる者》は追放される？")
    assert answer.verdict[0].startswith("はい")


async def test_a_mana_ability_under_pithing_needle_is_read_off_the_face_up(library):
    # "can i still tap it for mana?" had left "tap" unplaced (AJ36's second half; probe 16's S063)
    answer = await ask(library, "pithing needle naming hanweir battlements, can i still tap it for mana?")
    assert answer.verdict[0].startswith("Yes — Pithing Needle stops activated abilities “unless they're mana abilities”")
    assert "{T}: Add {C}." in answer.verdict[0] and "605.1a" in answer.verdict[0]
    answer = await ask(library, "pithing needle on ormendahl, profane prince. can i tap it for mana?")
    assert answer.verdict[0].startswith("No — Ormendahl, Profane Prince has no mana ability")
    answer = await ask(library, "相手が《真髄の針》で「Sanctum of the Sun」を指定した。変身した《Azor's Gateway》、もうマナ出せない？")
    assert "マナ能力（605.1a）なので、起動できます" in answer.verdict[0]
