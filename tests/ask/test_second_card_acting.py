"""A question that names two Rooms or double-faced cards, one acting on the other, used to be refused ("… and none
acts on the other; ask about one"). Now the common cases read, answered per the Comprehensive Rules on real cards:

- a count of the graveyard (delirium, "three or more creature cards in your graveyard") with a double-faced card or
  a Room among the cards counted: in a graveyard a double-faced card has only its front face's characteristics
  (712.8a), a Room both doors' combined (709.4); a graveyard not told in full gets no verdict;
- a Saga's chapter said to act on a transformed permanent, whose mana value is its front face's (712.8e, 202.3b).

Each test asserts what the user sees first: Yes/No (はい/いいえ) and the number counted."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict

pytestmark = pytest.mark.integration


def steps_of(answer) -> str:
    argv = answer.json["read_as"]["argv"]
    return argv[argv.index("--steps") + 1] if "--steps" in argv else ""


# --- counting the graveyard -------------------------------------------------------------------------------------

async def test_a_saga_in_the_graveyard_is_only_an_enchantment_for_delirium(library):
    answer = await ask(library, "Extricator of Sin upkeep, checking delirium. my gy: The Shattered States Era, a Forest, "
                                "a Lightning Bolt. the saga flips into Nameless Conqueror which is a creature — does "
                                "that make it 4 types?")
    assert answer.ok and not answer.json["unread"], answer.answer
    line = verdict(answer)
    assert line.startswith("No") and "3 card types" in line, line
    assert "enchantment (The Shattered States Era" in line and "creature" not in line, line
    assert steps_of(answer) == "check Extricator of Sin graveyard=Forest + Lightning Bolt"
    assert answer.json["state"]["zone"] == "graveyard"
    assert any("Nameless Conqueror" in c for c in answer.json["claims"])  # the asker's reason, not counted


async def test_a_land_back_face_adds_nothing_in_the_graveyard_in_japanese(library):
    answer = await ask(library, "《秋の憂鬱》の終了ステップ、墓地は《稲妻》とクリーチャー・カード1枚と《Search for Azcanta》。"
                                "アズカンタの裏は土地だから4種類で変身できるよね？")
    assert answer.ok, answer.answer
    line = verdict(answer)
    assert line.startswith("いいえ") and "3種類" in line, line
    assert "インスタント" in line and "クリーチャー" in line and "エンチャント" in line and "土地" not in line, line
    assert steps_of(answer) == "check Autumnal Gloom graveyard=Lightning Bolt + creature"


async def test_a_land_front_face_is_no_creature_card_in_the_graveyard(library):
    answer = await ask(library, "Deathbonnet Sprout upkeep: my graveyard has 2 creature cards plus Westvale Abbey, whose "
                                "back is Ormendahl, a big creature. is that 3 creature cards so it flips?")
    assert answer.ok and not answer.json["unread"], answer.answer
    line = verdict(answer)
    assert line.startswith("No") and "2 creature cards" in line and "Westvale Abbey: land there" in line, line
    assert "mill a card" in line  # it mills first: what it mills is not told, and the answer says so


@pytest.mark.parametrize("question, first, count", [
    # a modal double-faced card in the graveyard is its front face only: Pelakka Predation is a sorcery
    ("Extricator of Sin upkeep. my gy: Pelakka Predation, a Forest, Grizzly Bears, a Lightning Bolt. does it flip?",
     "Yes", "4 card types"),
    ("Extricator of Sin upkeep. my gy: Pelakka Predation, a Forest, a Lightning Bolt. pelakka's back is a land so 4 "
     "types?", "No", "3 card types"),
    # a Room card counts as an enchantment (709.4)
    ("Autumnal Gloom end step. my graveyard has Bottomless Pool, a Forest, a Lightning Bolt and a creature card. "
     "delirium?", "Yes", "4 card types"),
])
async def test_counted_as_each_card_is_in_the_graveyard(library, question, first, count):
    answer = await ask(library, question)
    assert answer.ok and not answer.json["unread"], answer.answer
    assert verdict(answer).startswith(first) and count in verdict(answer), verdict(answer)


async def test_an_opponents_graveyard_is_not_counted_as_yours(library):
    """Delirium counts its controller's own graveyard: a count of the opponent's is not read as one."""
    answer = await ask(library, "Extricator of Sin upkeep. opp's gy: The Shattered States Era, a Forest, a Lightning "
                                "Bolt, Grizzly Bears. do I have delirium?")
    assert not answer.ok, answer.answer


@pytest.mark.parametrize("question", [
    "Extricator of Sin upkeep: The Shattered States Era is in my graveyard. does it flip?",
    "Extricator of Sin upkeep. my graveyard: The Shattered States Era, a Forest and some other cards. does it transform?",
])
async def test_a_graveyard_not_told_in_full_gets_no_verdict(library, question):
    answer = await ask(library, question)
    assert not answer.ok, answer.answer
    message = answer.json["error"]["message"]
    assert "graveyard=" in message  # it says what to add


# --- a Saga's chapter acting on a transformed permanent -------------------------------------------------------

async def test_a_back_face_has_its_front_faces_mana_value_for_a_chapter(library):
    answer = await ask(library, "The Fall of Lord Konda chapter I: exile target creature an opponent controls with mana "
                                "value 4 or greater. can I hit opp's Riphook Raider (flipped Hookhand Mariner)?")
    assert answer.ok and not answer.json["unread"], answer.answer
    line = verdict(answer)
    assert line.startswith("Yes") and "mana value is 4" in line, line
    assert steps_of(answer) == "check The Fall of Lord Konda controller=opponent"


async def test_a_chapter_on_two_permanents_is_answered_for_each(library):
    answer = await ask(library, "Hidetsugu Consumes All chapter I (destroy each nonland permanent with mana value 1 or "
                                "less). opp has Awoken Demon (flipped Ecstatic Awakener) and Revealing Eye (flipped "
                                "Concealing Curtains). what dies?")
    assert answer.ok, answer.answer
    first, second = answer.verdict[:2]
    assert first.startswith("1. Yes") and "mana value is 1" in first and "Demon" in first, first
    assert second.startswith("2. Yes") and "mana value is 1" in second and "Eye Horror" in second, second
    assert [a["state"]["names"] for a in answer.json["answers"]] == [["Awoken Demon"], ["Revealing Eye"]]


@pytest.mark.parametrize("asked", ["do those survive?", "do they get exiled?"])
async def test_a_chapter_on_two_permanents_asked_something_else_gets_no_verdict(library, asked):
    """Each card's Yes (destroyed) would not answer "survive?"; chapter I destroys, chapter II is the one that exiles."""
    answer = await ask(library, "Hidetsugu Consumes All chapter I (destroy each nonland permanent with mana value 1 or "
                                "less). opp has Awoken Demon (flipped Ecstatic Awakener) and Revealing Eye (flipped "
                                f"Concealing Curtains). {asked}")
    assert not answer.ok, answer.answer
    assert "one card at a time" in answer.json["error"]["message"]


async def test_a_chapter_with_a_card_the_asker_owns_is_no(library):
    """`controller=opponent` is what the story says: the asker's own permanent isn't a legal target."""
    answer = await ask(library, "The Fall of Lord Konda chapter I: exile target creature an opponent controls with mana "
                                "value 4 or greater. can I hit my Riphook Raider?")
    assert not (answer.ok and verdict(answer).startswith("Yes")), answer.answer
