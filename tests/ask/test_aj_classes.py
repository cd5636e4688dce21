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
