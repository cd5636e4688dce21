"""One card whose effect the engine reads, said to act on two or more Rooms or double-faced cards ("I Duress my
opponent and see Sejiri Shelter and Umara Wizard. which can I take?"): the engine follows one card at a time, so each
card is asked on its own from the question's words and answered in its place — only when every one reads completely
and gets a verdict, and nothing else is asked; otherwise the refusal ("names several Rooms or double-faced cards")
stands."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict

SEVERAL = "names several Rooms or double-faced cards"


def _parts(answer) -> list[str]:
    """Each card's first verdict line, as the reply lists them ("1. Yes: …", "2. No: …")."""
    return [line.split(". ", 1)[1] for line in answer.verdict]


@pytest.mark.parametrize("question, firsts", [
    # 712.8a: in a hand a double-faced card has only its front face — an instant, and a creature
    ("I Duress my opponent and see Sejiri Shelter // Sejiri Glacier and Umara Wizard // Umara Skyfalls. "
     "which can I take?", ["Yes: Duress (discard_choice)", "No: Duress (discard_choice) — it is a creature"]),
    ("《強迫》で相手の手札を見たら《Sejiri Shelter // Sejiri Glacier》と《Umara Wizard // Umara Skyfalls》があった。"
     "どっちか捨てさせられる？", ["はい", "いいえ"]),
    # 709.5: a Room with both doors locked has mana value 0 on the battlefield
    ("opp has Bottomless Pool // Locker Room and Derelict Attic // Widow's Walk out, both fully locked. "
     "does Pest Control destroy them?", ["Yes: Pest Control (destroy) — its mana value is 0"] * 2),
    # 712.8e: a transformed permanent's mana value is its front face's
    ("can Abrupt Decay kill opp's Delver of Secrets and their flipped Insectile Aberration?",
     ["Yes: Abrupt Decay (destroy) — its mana value is 1, which is 3 or less; it is Creature — Human Wizard",
      "Yes: Abrupt Decay (destroy) — its mana value is 1, which is 3 or less; it is Creature — Human Insect"]),
])
async def test_each_card_acted_on_is_answered_in_its_place(library, question, firsts):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert len(answer.json["answers"]) == len(firsts)
    for got, first in zip(_parts(answer), firsts):
        assert got.startswith(first), answer.answer
    assert all("error" not in a for a in answer.json["answers"])
    assert len(answer.json["questions"]) == len(firsts)


@pytest.mark.parametrize("question", [
    "opp has Delver of Secrets and Sejiri Shelter. which is better?",  # no card acting on them
    "I Duress my opponent and see Sejiri Shelter // Sejiri Glacier and Umara Wizard // Umara Skyfalls. "
    "which is the better pick?",  # draft advice, not what Duress can take
    "I Memoricide my opponent and see Sejiri Shelter and Umara Wizard. which can I take?",  # not read by the engine
    "opp has Bottomless Pool // Locker Room and Derelict Attic // Widow's Walk out, both fully locked. "
    "I cast Pest Control. do they both survive if I sacrifice one?",  # not what each card's Yes or No answers
    "opp has Bottomless Pool and Derelict Attic out. do they both survive if I sacrifice one?",
])
async def test_anything_else_keeps_the_refusal(library, question):
    answer = await ask(library, question)
    assert verdict(answer) == "", answer.answer
    assert SEVERAL in answer.answer


async def test_a_card_the_engine_cant_place_in_its_zone_keeps_the_refusal(library):
    # Sejiri Shelter is an instant: on the battlefield it is only ever its land face; that part gets no verdict
    answer = await ask(library, "can Abrupt Decay kill opp's Delver of Secrets and their Sejiri Shelter?")
    assert verdict(answer) == "", answer.answer
