"""Batch AM's wrong buttons (offered readings pressed at first contact), each class asked in words of its own."""

from bot.ask import ask


def _stories(answer) -> list:
    return [r for r in answer.json["error"]["readings"] if r["command"] != "card"]


async def test_an_aura_never_dies(library):
    # AM15: "it died" of the enchanted creature had moved Skin Invasion itself to the graveyard, offered as a button
    # ("In the graveyard"); only a creature or planeswalker dies (700.4)
    for q in ("i put skin invasion on their creature and it died. do i get skin shedder?",
              "radiant grace was on my bear and it died. where is radiant grace now?"):
        answer = await ask(library, q)
        assert answer.json["error"]["kind"] == "not_understood", q
        assert not _stories(answer), q
    # a creature face dies as before
    answer = await ask(library, "my insectile aberration died. what face is it in the yard?")
    assert answer.json["state"]["zone"] == "graveyard"


async def test_a_card_already_in_the_story_is_not_offered_again_as_a_step(library):
    # AM22: `… check Duplicant; check Duplicant` had answered "is duplicant a 9/9?" with "No: it is in exile"
    answer = await ask(library, "my duplicant exiled their mishra, lost to phyrexia. is duplicant 9/9 now?")
    assert not any(r["argv"][-1].count("Duplicant") > 1 for r in _stories(answer))
    assert not any(r["argv"][-1].endswith("check Duplicant") for r in _stories(answer))


async def test_to_swing_is_to_attack(library):
    # AM27: "swing" had been left unplaced; Ragnarok has haste
    answer = await ask(library, "fang and vanille melded into ragnarok this turn. can ragnarok swing this turn?")
    assert answer.text().splitlines()[2].startswith("Yes: able to attack this turn")
    # "swing for 3" is damage, not read
    assert "error" in (await ask(library, "my delver flipped. can it swing for 3 this turn?")).json
