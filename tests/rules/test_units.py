"""Unit tests on hand-written faces: characteristics, triggers, step parsing, citations table."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.catalog.model import Card, Face
from bot.errors import QueryError
from bot.rules import citations, steps
from bot.rules.characteristics import Ability, characteristics
from bot.rules.objects import GameObject
from bot.rules.triggers import triggers

ROOT = Path(__file__).resolve().parents[2]

LEFT = Face("Attic Door", "{2}{B}", 3, "Enchantment — Room", types=("Enchantment",), subtypes=("Room",),
            text="When you unlock this door, draw a card.\nWhen you fully unlock this Room, you gain 3 life.",
            colors=("B",))
RIGHT = Face("Cellar Door", "{X}{R/G}", 1, "Enchantment — Room", types=("Enchantment",), subtypes=("Room",),
             text="Creatures you control get +1/+0.", colors=("R", "G"))
ROOM = Card("Attic Door // Cellar Door", "split", 4, ("B", "R", "G"), (LEFT, RIGHT))

FRONT = Face("Hand Wolf", "{1}{G}", 2, "Creature — Human Werewolf", types=("Creature",),
             subtypes=("Human", "Werewolf"), text="Daybound (reminder.)", power="2", toughness="2",
             colors=("G",), keywords=("Daybound",))
BACK = Face("Hand Beast", None, 0, "Creature — Werewolf", types=("Creature",), subtypes=("Werewolf",),
            text="Whenever this creature transforms into Hand Beast, it fights up to one target creature.\n"
                 "Nightbound (reminder.)", power="4", toughness="4", colors=("G",), keywords=("Nightbound",),
            color_indicator=("G",))
WOLF = Card("Hand Wolf // Hand Beast", "transform", 2, ("G",), (FRONT, BACK))

SORC_BACK = Face("Flip Spell", None, 0, "Sorcery", types=("Sorcery",), text="Draw two cards.")
FLIPPER = Card("Flip Creature // Flip Spell", "transform", 2, ("U",),
               (Face("Flip Creature", "{1}{U}", 2, "Creature — Human", types=("Creature",), subtypes=("Human",),
                     power="1", toughness="1", colors=("U",)), SORC_BACK))


def hand_card(name):
    for c in (ROOM, WOLF, FLIPPER):
        if name.casefold() in c.name.casefold():
            return c
    raise QueryError("not_found", name)


def test_hand_written_room_mana_value_with_x_and_hybrid(ed2026):
    cites = citations.for_edition(ed2026)
    lib = characteristics(GameObject(ROOM, "library"), cites)
    assert lib.mana_value == 4  # {2}{B} = 3, {X}{R/G} = 1 (X is 0)
    assert lib.colors == ["B", "R", "G"]
    bf = characteristics(GameObject(ROOM, "battlefield", unlocked=frozenset({1})), cites)
    assert bf.names == ["Cellar Door"] and bf.mana_value == 1 and bf.colors == ["R", "G"]
    assert [a.text for a in bf.abilities] == ["Creatures you control get +1/+0."]


def test_hand_written_room_fully_unlock_trigger(sim):
    r = sim(None, ["enter", "unlock Cellar Door", "unlock Attic Door"], card=ROOM)
    assert r["steps"][1]["triggers"] == []
    fired = [(t["face"], t["event"]) for t in r["steps"][2]["triggers"]]
    assert fired == [("Attic Door", "unlock"), ("Attic Door", "fully_unlock")]


def test_hand_written_room_both_doors_by_effect_from_locked(sim):
    r = sim(None, ["enter", "effect unlock left", "lock left", "effect unlock left"], card=ROOM)
    assert [t["event"] for t in r["steps"][1]["triggers"]] == ["unlock"]  # not fully unlocked
    assert r["steps"][2]["state"]["unlocked"] == []


def test_hand_written_dfc_transform_trigger_and_reminder_text_stripped(sim, ed2026):
    cites = citations.for_edition(ed2026)
    ch = characteristics(GameObject(WOLF, "battlefield", face_up=1), cites)
    assert [a.text for a in ch.abilities][-1] == "Nightbound"
    assert ch.mana_value == 2 and ch.colors == ["G"]


def test_transform_into_sorcery_face_does_nothing(sim):
    step = sim(None, ["enter", "transform"], card=FLIPPER)["steps"][1]
    assert step["result"] == "nothing happens"
    assert "712.10" in [c["number"] for c in step["citations"]]


def test_enter_transformed_into_sorcery_face_stays(sim):
    step = sim(None, ["enter transformed"], card=FLIPPER, zone="hand")["steps"][0]
    assert step["result"] == "nothing happens" and step["state"]["zone"] == "hand"


def test_daynight_with_hand_written_wolf(dn):
    r = dn(["enter Hand Wolf", "next turn", "spells 2", "next turn"], resolve_card=hand_card)
    assert [t["designation"] for t in r["timeline"]] == ["day", "night", "day"]
    assert [(t["face"], t["event"]) for t in r["steps"][1]["triggers"]] == [("Hand Beast", "transforms")]
    assert r["steps"][3]["triggers"] == []


def test_triggers_on_hand_written_abilities():
    abil = [Ability("X", "When X enters, draw a card."), Ability("X", "Whenever another creature enters, scry 1."),
            Ability("X", "Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, "
                         "draw."),
            Ability("X", "When you cast this spell, copy it.")]
    assert [t["ability"][:6] for t in triggers(abil, "enters", self_names=["X"])] == ["When X"]
    assert [t["event"] for t in triggers(abil, "cast", self_names=["X"])] == ["cast"]
    # Eerie is about other Rooms: it is an event for other permanents, not this Room's own trigger.
    assert triggers(abil, "fully_unlock", self_names=["X"]) == []


# --- steps ----------------------------------------------------------------------------------

def test_parse_string_and_list():
    a = steps.parse("cast Locker Room;  resolve ; UNLOCK left;move to the graveyard")
    assert [(s.verb, s.arg) for s in a] == [("cast", "Locker Room"), ("resolve", ""), ("unlock", "left"),
                                            ("move", "the graveyard")]
    b = steps.parse(["enter transformed", "effect unlock Locker Room", "unlock by effect left"])
    assert [s.verb for s in b] == ["enter transformed", "effect unlock", "effect unlock"]
    d = steps.parse("Next Turn; it becomes night; spells 2; enter A + transformed B", daynight=True)
    assert [s.verb for s in d] == ["next turn", "it becomes night", "spells", "enter"]


def test_parse_unknown_step_lists_the_steps():
    with pytest.raises(QueryError) as e:
        steps.parse("dance")
    assert e.value.kind == "invalid"
    assert "Unknown step 'dance'" in e.value.message and "unlock DOOR" in e.value.message
    with pytest.raises(QueryError):
        steps.parse("next turn")  # a day/night step is not a card step


@pytest.mark.parametrize("text,zone", [("graveyard", "graveyard"), ("to exile", "exile"), ("the battlefield",
                                       "battlefield"), ("Command", "command"), ("to the hand", "hand")])
def test_zone_names(text, zone):
    assert steps.zone_name(text) == zone


def test_bad_zone(sim):
    with pytest.raises(QueryError) as e:
        sim("Bottomless Pool // Locker Room", ["move to the moon"])
    assert e.value.kind == "invalid" and "library" in e.value.message
    with pytest.raises(QueryError):
        sim("Bottomless Pool // Locker Room", zone="moon")


def test_move_to_stack_is_invalid(sim):
    with pytest.raises(QueryError):
        sim("Bottomless Pool // Locker Room", ["move stack"])


def test_move_to_same_zone_nothing_happens(sim):
    assert sim("Bottomless Pool // Locker Room", ["move library"])["steps"][0]["result"] == "nothing happens"


# --- the citation table ---------------------------------------------------------------------

@pytest.mark.parametrize("key", ["2021", "2024", "2024-11", "2026"])
def test_every_resolved_citation_exists(key):
    from tests.rules.conftest import edition

    ed = edition(key)
    c = citations.for_edition(ed)
    assert citations.for_edition(ed) is c  # cached
    for k, n in c.numbers.items():
        if n is not None:
            assert ed.exists(n), (k, n)


def test_numbers_move_between_editions(ed2021, ed2024, ed2026):
    new, mid, old = (citations.for_edition(e) for e in (ed2026, ed2024, ed2021))
    assert (old.number("daynight.untap"), mid.number("daynight.untap"), new.number("daynight.untap")) == \
        ("724.2", "728.2", "731.2")
    assert new.number("room.unlock_cost") == "709.5e" and mid.number("room.unlock_cost") is None
    assert new.number("room.door") == "709.5j" and mid.number("room.door") is None
    assert new.number("dfc.mdfc_transforms") == "712.9" and mid.number("dfc.mdfc_transforms") is None
    assert old.number("dfc.meld_chars") == "713.3b" and new.number("dfc.meld_chars") == "712.8g"
    assert new.number("transform.def") == "701.27a" and old.number("transform.def") == "701.28a"
    assert "no rule on Rooms" in mid.missing_sentence("room.shared_type_line")


def test_no_rule_number_is_hard_coded_in_the_engine():
    """Rule numbers only come from the loaded edition: no string literal in bot/rules code (docstrings
    aside) looks like a rule number."""
    offenders = []
    for path in (ROOT / "bot" / "rules").glob("*.py"):
        tree = ast.parse(path.read_text())
        docstrings = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
                if node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
                    docstrings.add(id(node.body[0].value))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                if re.search(r"\b\d{3}\.\d+[a-z]?\b", node.value):
                    offenders.append((path.name, node.value))
    assert offenders == []


def test_a_siege_enters_trigger_in_todays_wording_triggers():
    """Today's Oracle wording ("When this Siege enters, ...") names the battle by its subtype, not its name."""
    from bot.rules.triggers import triggers

    today = Ability("Invasion of Ikoria", "When this Siege enters, you may search your library for a non-Human "
                    "creature card with mana value X or less, put it onto the battlefield, then shuffle.")
    older = Ability("Invasion of Ikoria", "When Invasion of Ikoria enters the battlefield, you may search your "
                    "library for a non-Human creature card with mana value X or less.")
    other = Ability("Invasion of Ikoria", "Whenever another creature enters, you gain 1 life.")
    fired = triggers([today, older, other], "enters", self_names=["Invasion of Ikoria"])
    assert [t["ability"] for t in fired] == [today.text, older.text]
