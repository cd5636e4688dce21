"""Issue 14: hand-attack spells asked of in plain words. A hand-attack spell looks in a hand, so the card asked of is
in a hand unless the question says otherwise; "target opponent" there is the player whose hand it is, and whose card
it is doesn't change what the card is in the hand."""

from __future__ import annotations

from bot.ask import ask
from tests.ask.reply import verdict


def _zone(answer) -> str:
    """Where the reading starts the card (`--zone`)."""
    argv = answer.json["read_as"]["argv"]
    return argv[argv.index("--zone") + 1]


async def test_can_my_opponent_duress_my_room(library):
    answer = await ask(library, "can my opponent Duress my Grand Entryway // Elegant Rotunda?")
    assert answer.ok, answer.answer
    assert _zone(answer) == "hand", answer.json["read_as"]
    assert verdict(answer).startswith("Yes: Duress (discard_choice)"), verdict(answer)
    assert "Enchantment — Room" in verdict(answer)


async def test_thoughtseized_takes_the_front_face_of_a_modal_card(library):
    answer = await ask(library, "opp thoughtseized me, can they take Emeria's Call?")
    assert answer.ok, answer.answer
    assert _zone(answer) == "hand", answer.json["read_as"]
    assert "only its front face's characteristics" in answer.answer and "Sorcery" in answer.answer
    assert answer.json["steps"][-1]["state"]["zone"] == "graveyard"


async def test_duress_on_a_creature_front_face_in_hand_is_no(library):
    answer = await ask(library, "can Duress take Delver of Secrets?")
    assert answer.ok, answer.answer
    assert _zone(answer) == "hand", answer.json["read_as"]
    assert verdict(answer).startswith("No: Duress"), verdict(answer)


async def test_inquisition_on_a_room_counts_both_doors(library):
    answer = await ask(library, "can Inquisition of Kozilek take my Bottomless Pool // Locker Room?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("No: Inquisition of Kozilek"), verdict(answer)
    assert "its mana value is 6" in verdict(answer)


async def test_cabal_therapy_names_a_door_and_never_a_back_face_in_hand(library):
    answer = await ask(library, "cabal therapy naming glassworks - does that hit their glassworks // shattered yard "
                                "in hand?")
    assert answer.ok and verdict(answer).startswith("Yes: Cabal Therapy (discard_named)"), answer.answer
    answer = await ask(library, "cabal therapy naming insectile aberration, does it hit my Delver of Secrets in hand?")
    assert answer.ok and verdict(answer).startswith("No: Cabal Therapy"), answer.answer
    assert "its name is Delver of Secrets" in verdict(answer)


async def test_cabal_therapy_without_a_name_asks_for_it(library):
    answer = await ask(library, "can Cabal Therapy hit my Glassworks // Shattered Yard?")
    assert not answer.ok or not verdict(answer).startswith(("Yes", "No")), answer.answer
    assert "name=" in answer.answer and "Shattered Yard" in answer.answer
