"""Confident wrong answers from a third probe of the reader, each fixed as a class and tested on the real cards with
the words a player typed; each test says the class and the rule that decides it, and the controls beside them
(a creature still exiled by the Priest, a copy made by an ability, both cards of a meld returning) keep the fix
from reaching too far."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first, face", [
    ("Containment Priest out, my Nissa, Vastwood Seer exiles and returns transformed. what happens?",
     "Mana value 3 · named Nissa, Sage Animist", "Nissa, Sage Animist"),
    ("Containment Priest out, Jace, Vryn's Prodigy exiles and returns transformed. is Jace, Telepath Unbound exiled?",
     "No — it is on the battlefield", "Jace, Telepath Unbound"),
    ("《Nissa, Vastwood Seer》が追放されて変身して戻る。《Containment Priest》で追放される？", "いいえ", "Nissa, Sage Animist"),
    ("Nissa, Vastwood Seer exiles and returns transformed. does Containment Priest exile it?", "No",
     "Nissa, Sage Animist"),
])
async def test_a_card_entering_transformed_meets_the_priest_with_its_back_face_up(library, question, first, face):
    # 712.14a, 614.12: as it would enter it is a planeswalker, so "if a nontoken creature would enter" doesn't apply
    answer = await ask(library, question)
    assert answer.ok and verdict(answer).startswith(first), answer.text()
    assert answer.json["state"]["zone"] == "battlefield" and answer.json["state"]["names"] == [face]


@pytest.mark.parametrize("question", [
    "Containment Priest out, I flicker my Delver of Secrets with Cloudshift. what happens?",
    "with Containment Priest out, I flicker my Delver of Secrets with Cloudshift. what happens?",
])
async def test_a_creature_returned_front_face_up_is_still_exiled(library, question):
    # the same replacement, a creature as it would enter (614.1a): exiled instead
    answer = await ask(library, question)
    assert answer.ok and answer.json["state"]["zone"] == "exile", answer.text()


@pytest.mark.parametrize("question, first, name", [
    ("Containment Priest out, opp's Ojer Taq dies, does it return as Temple of Civilization?",
     "Yes — it is Temple of Civilization", "Temple of Civilization"),
    ("Ojer Axonil dies while opp has Containment Priest. where is it?", "Mana value 4 · named Temple of Power",
     "Temple of Power"),
    ("my Ojer Axonil died, now it's Temple of Power, what's its MV?", "Mana value 4 · named Temple of Power",
     "Temple of Power"),
    ("《Containment Priest》がいる時に《Ojer Taq》が死亡したら、どうなる？", "", "Temple of Civilization"),
    ("my Ojer Taq dies, what face comes back?", "Mana value 6 · named Temple of Civilization",
     "Temple of Civilization"),
])
async def test_an_ojer_god_that_dies_returns_as_its_temple(library, question, first, name):
    # its own dies trigger returns it tapped and transformed (712.14a): a land as it would enter, which Containment
    # Priest doesn't exile (614.12); said as an assumption
    answer = await ask(library, question)
    assert answer.ok and verdict(answer).startswith(first), answer.text()
    assert answer.json["state"]["zone"] == "battlefield" and answer.json["state"]["names"] == [name]
    assert {"what": "dies_return", "value": name} in answer.json["assumed"] or answer.language == "ja"


async def test_an_ojer_god_asked_of_in_the_graveyard_stays_there(library):
    answer = await ask(library, "my Ojer Axonil died. what's its mana value in my graveyard?")
    assert answer.ok and answer.json["state"]["zone"] == "graveyard", answer.text()


@pytest.mark.parametrize("typed, name, ambiguous", [
    ("Ojer Taq", "Ojer Taq, Deepest Foundation // Temple of Civilization", False),
    ("Thalia", None, True),  # one word said of six cards, two of them a Thalia with a comma: still asked
])
async def test_a_legends_short_name_is_the_card_it_starts(library, typed, name, ambiguous):
    from bot.errors import QueryError

    if ambiguous:
        with pytest.raises(QueryError):
            library.find_now(typed)
    else:
        assert library.find_now(typed).name == name


@pytest.mark.parametrize("question", [
    "it's night. I cast Lightning Bolt and copied it with Reverberate. day next turn?",
    "opp cast Lightning Bolt and copied it with Reverberate on their turn. day on my turn?",
])
async def test_a_spell_that_copies_is_itself_a_spell_cast(library, question):
    # Reverberate copies by being cast (601.2): two spells by the active player make night day (731.2b); only the
    # copy it makes isn't cast (707.10). A spell count that starts nothing is read as a count: the start is the
    # other of the one asked (731.2)
    answer = await ask(library, question)
    assert answer.ok and verdict(answer).startswith("Day on turn 2"), answer.text()
    assert "cast Reverberate" in answer.json["read_as"]["argv"][-1]


async def test_a_copy_made_by_an_ability_is_still_no_spell(library):
    answer = await ask(library, "it's night. I cast lightning bolt and copy it with lithoform engine. day next turn?")
    assert answer.ok and verdict(answer).startswith("Night on turn 2"), answer.text()


@pytest.mark.parametrize("question, mv, name", [
    ("《Tovolar's Huntmaster》の夜の面のマナ総量は？", 6, "Tovolar's Packleader"),
    ("《Moonrage Brute》の夜のマナ総量は？", 3, "Moonrage Brute"),
    ("what's the mana value of the night side of Tovolar's Huntmaster?", 6, "Tovolar's Packleader"),
    ("what's the mana value of Brutal Cathar's night face?", 3, "Moonrage Brute"),
])
async def test_a_night_side_named_is_the_back_face_asked_of(library, question, mv, name):
    # a daybound card's night side is its back face (702.145b), whose mana value is its front face's (712.8e): a
    # property of a face, not whether it is day or night ("いいえ — 1ターン目は昼です")
    answer = await ask(library, question)
    assert answer.ok and answer.command == "dfc", answer.text()
    assert answer.json["state"]["mana_value"] == mv and answer.json["state"]["names"] == [name]


async def test_a_melded_permanent_blinked_under_the_priest_returns_its_land_only(library):
    # 712.21c: the effect returns both cards, each its own permanent front face up (712.14); Containment Priest looks
    # at each as it would enter (614.12): Hanweir Battlements, a land, enters; Hanweir Garrison, a nontoken creature
    # not cast, is exiled instead (it had said both return)
    answer = await ask(library, "Containment Priest is out, I flicker my Hanweir, the Writhing Township with "
                                "Cloudshift. what happens?")
    assert answer.ok and answer.json["state"]["zone"] == "battlefield", answer.text()
    assert answer.json["state"]["names"] == ["Hanweir Battlements"]
    assert "was put there with it" not in answer.answer
    assert "Hanweir Garrison would return too, but Containment Priest" in answer.text()


async def test_a_melded_permanent_blinked_returns_both_cards(library):
    answer = await ask(library, "I flicker my Hanweir, the Writhing Township with Cloudshift. what comes back?")
    assert answer.ok and "Hanweir Garrison was put there with it" in answer.answer, answer.text()


@pytest.mark.parametrize("question, first", [
    ("can Counterspell counter Zilortha after Invasion of Ikoria is defeated?", "Yes: Counterspell"),
    ("can Essence Scatter counter Zilortha after Invasion of Ikoria is defeated?", "Yes: Essence Scatter"),
])
async def test_the_back_face_of_a_defeated_siege_is_the_spell_it_is_cast_as(library, question, first):
    # 310.11b: a defeated Siege is exiled, then may be cast transformed (712.11a) — Zilortha named is that spell on
    # the stack, not a battle turned first ("Zilortha is not a battle", from "transform; defeat")
    answer = await ask(library, question)
    assert answer.ok and verdict(answer).startswith(first), answer.text()
    assert answer.json["state"]["zone"] == "stack" and answer.json["state"]["names"] == ["Zilortha, Apex of Ikoria"]


async def test_unlocking_with_flash_is_answered_by_when_a_special_action_can_be_taken(library):
    # a door is unlocked as a special action, only with priority, the stack empty, in its controller's main phase
    # (116.2m, 709.5e); flash is about when a card can be played (702.8a), so it changes nothing — the No had been
    # "its abilities don't include flash"
    answer = await ask(library, "can I unlock Awakening Hall with flash?")
    assert answer.ok and verdict(answer).startswith("No — A door's unlock cost can be paid only as a special action"), \
        answer.text()
    assert {"116.2m", "702.8a"} <= {c.number for c in answer.citations}
    assert "don't include flash" not in answer.text()


@pytest.mark.parametrize("question", [
    "I O-Ring opp's Brisela, then the O-Ring is destroyed. what comes back?",
    "I O-Ring opp's Delver of Secrets, then the O-Ring is destroyed. what comes back?",
])
async def test_another_card_said_to_leave_is_not_the_card_followed_leaving(library, question):
    # "then the O-Ring is destroyed" is Oblivion Ring put into a graveyard, not the exiled card (it had answered "Bruna
    # in the graveyard"); its leaves-the-battlefield return isn't followed, so no state is given as the answer
    answer = await ask(library, question)
    assert not answer.ok and answer.json["error"]["kind"] in ("not_understood", "not_modelled"), answer.text()
    assert "move graveyard" not in str(answer.json["error"].get("reading", {}))
