"""Conditional removal with a mana-value condition (issue 15): "Destroy target creature if it has mana value 2 or
less." and its alternative line ("Revolt — ... 4 or less instead if ...", "If this spell was kicked, ... instead"),
answered on the real characteristics of double-faced and melded permanents, on real cards."""

from __future__ import annotations

import re

import pytest

from bot.catalog.model import mana_value_of
from tests.rules.helpers import nums
from tests.rules.test_second_edition import cards, transforming  # noqa: F401  (the session fixture)

pytestmark = pytest.mark.integration


def test_fatal_push_on_a_transformed_thing_in_the_ice_uses_the_front_faces_mana_value(sim):
    out = sim("Thing in the Ice", ["enter", "transform", "check Fatal Push", "apply Fatal Push"])
    check, applied = out["steps"][2], out["steps"][3]
    assert check["result"] == "ok" and check["check"]["passes"] is True
    assert "not modelled" not in check["explanation"]
    assert "its mana value is 2, which is 2 or less" in check["check"]["reason"]
    assert nums(check)[0] == "712.8e"  # the back face's mana value is the front face's: the rule that decides
    assert check["check"]["instead"] == {"if": "a permanent left the battlefield under your control this turn",
                                         "ability_word": "Revolt", "assumed": False, "passes": True,
                                         "reason": check["check"]["instead"]["reason"]}
    assert applied["state"]["zone"] == "graveyard"


def test_fatal_push_on_a_three_drop_says_revolt_is_assumed_off_and_what_revolt_changes(sim):
    out = sim("Brutal Cathar", ["check Fatal Push", "apply Fatal Push"], zone="battlefield")
    check, applied = out["steps"]
    assert check["check"]["passes"] is False and check["check"]["instead"]["passes"] is True
    assert check["explanation"].startswith("This assumes revolt is off")
    assert "If revolt is on" in check["explanation"] and "destroys Brutal Cathar" in check["explanation"]
    assert applied["result"] == "nothing happens" and applied["state"]["zone"] == "battlefield"
    assert "608.2c" in nums(check)


def test_fatal_push_on_a_melded_permanent_sums_both_front_faces(sim):
    out = sim("Bruna, the Fading Light", ["meld Gisela, the Broken Blade", "check Fatal Push"], zone="battlefield")
    check = out["steps"][1]
    assert check["check"]["passes"] is False and check["check"]["instead"]["passes"] is False
    assert "mana value is 11" in check["check"]["reason"]
    assert nums(check)[0] == "712.8g"
    assert "This assumes" not in check["explanation"]  # revolt doesn't change the answer: no assumption to state


def test_fatal_push_on_every_transformed_creature_follows_the_front_face(cards, sim):  # noqa: F811
    """Every transforming card whose back face is a creature: Fatal Push's answer on the back face is the front
    face's mana value against 2 (revolt off) and 4 (revolt on)."""
    checked = 0
    for card in transforming(cards):
        front, back = card.faces
        if "Creature" not in back.types or not front.mana_cost or "{X}" in front.mana_cost \
                or "Creature" not in front.types:
            continue
        mv = mana_value_of(front.mana_cost)
        out = sim(card.name, ["enter transformed", "check Fatal Push"], zone="hand", card=card)
        entered, check = out["steps"]
        if entered["result"] != "ok" or entered["state"]["face_up"] != "back":
            continue
        if check["result"] == "not modelled":
            # its own hexproof or ward: who controls the Push and whether a ward cost is paid decide (702.11b, 702.21a)
            guard = re.search(r"\b(hexproof|shroud|ward|protection)\b", check["explanation"])
            assert guard and guard.group(1) in (back.text or "").casefold(), (card.name, check["explanation"])
            continue
        if re.search(r"^indestructible\b|, indestructible\b", (back.text or "").casefold(), re.M):
            # a legal target that can't be destroyed (702.12b): the back face's own indestructible keyword
            assert check["check"]["passes"] is False and "can target" in check["explanation"], card.name
            continue
        assert check["check"]["passes"] == (mv <= 2), card.name
        assert check["check"]["instead"]["passes"] == (mv <= 4), card.name
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("card, kicked_mv, base_mv", [("Overload", 5, 2), ("Prohibit", 4, 2)])
def test_a_kicker_alternative_is_read_as_the_same_template(get_card, card, kicked_mv, base_mv):
    from bot.rules.effects.read import read

    (e,) = [x for x in read(get_card(card)).effects if x.template in ("destroy", "counter")]
    assert e.condition.mana_value.value == base_mv and e.instead.condition.mana_value.value == kicked_mv
    assert e.instead.when == "this spell was kicked"


def test_bloodchiefs_thirst_kicked_targets_any_creature(sim):
    out = sim("Bloodline Keeper", ["transform", "check Bloodchief's Thirst"], zone="battlefield")
    check = out["steps"][1]
    assert check["check"]["passes"] is False and check["check"]["instead"]["passes"] is True
    assert "this spell was kicked" in check["explanation"]


def test_anoint_with_affliction_corrupted_exiles_regardless_of_mana_value(sim):
    out = sim("Bloodline Keeper", ["transform", "check Anoint with Affliction"], zone="battlefield")
    check = out["steps"][1]
    assert check["check"]["passes"] is False and check["check"]["instead"]["passes"] is True
    assert "corrupted is off" in check["explanation"]


def test_an_alternative_the_reader_cant_read_is_not_modelled(sim):
    """Cruel Alliance says what it does instead with teamwork in words the reader doesn't know: it is not answered
    from its first sentence alone. Hinder's "on your choice of the top or bottom of its owner's library instead"
    changes only where the spell goes: it can still be asked whether Hinder can target it, not what applying it does
    (Remand's "into its owner's hand instead" is read: batch 7, O7-75)."""
    out = sim("Delver of Secrets", ["check Cruel Alliance"], zone="battlefield")
    assert out["steps"][0]["result"] == "not modelled" and "teamwork" in out["steps"][0]["explanation"]
    out = sim("Delver of Secrets", ["cast Delver of Secrets", "check Hinder", "apply Hinder"], zone="hand")
    assert out["steps"][1]["check"]["passes"] is True
    assert out["steps"][2]["result"] == "not modelled" and "top or bottom" in out["steps"][2]["explanation"]
    out = sim("Delver of Secrets", ["cast Delver of Secrets", "apply Remand"], zone="hand")
    assert out["steps"][1]["result"] == "ok" and out["state"]["zone"] == "hand"
    assert out["steps"][1]["citations"][0]["number"] == "701.6a"


def test_a_bounce_that_puts_a_red_or_green_permanent_on_the_library_instead_is_not_answered_hand(sim):
    """Consign to Dream on Huntmaster of the Fells (red and green): the card says where it goes instead, in words the
    reader doesn't take, so the answer is "not modelled" — it was "returned to its owner's hand"."""
    out = sim("Huntmaster of the Fells", ["apply Consign to Dream"], zone="battlefield")
    step = out["steps"][0]
    assert step["result"] == "not modelled" and out["state"]["zone"] == "battlefield"
    assert "top of its owner's library instead" in step["explanation"]


def test_extinction_event_exiles_by_the_quality_chosen_never_guessed(sim):
    # "Choose odd or even. Exile each creature with mana value of the chosen quality." — Ormendahl's mana value is
    # its front face's (Westvale Abbey, no mana cost: 0), and zero is even
    r = sim("Westvale Abbey", ["enter", "transform", "check Extinction Event name=even"])
    assert r["steps"][-1]["check"]["passes"] is True
    r = sim("Westvale Abbey", ["enter", "transform", "check Extinction Event name=odd"])
    assert r["steps"][-1]["check"]["passes"] is False
    r = sim("Westvale Abbey", ["enter", "transform", "check Extinction Event"])
    assert r["steps"][-1]["result"] == "not modelled"
    assert "name=even" in r["steps"][-1]["explanation"]
