"""Damage dealt by another card ("~ deals N damage to any target / target creature …"), on real cards: a creature
dealt damage at least the toughness of the face up is destroyed as a state-based action (704.5g, 120.6) and leaves as
a destroyed permanent does; one with more toughness survives with the damage marked; what can't be targeted is No
(115.4, 601.2c); loyalty and defense counters are not kept, so a planeswalker or a battle is "not modelled"."""

from __future__ import annotations

import pytest

from bot.rules.effects.read import read
from tests.rules.helpers import nums

pytestmark = pytest.mark.integration

POOL = "Bottomless Pool // Locker Room"


def last(out) -> dict:
    return out["steps"][-1]


def test_lightning_bolt_is_read_as_three_damage_to_any_target(get_card):
    (e,) = read(get_card("Lightning Bolt")).effects
    assert (e.template, e.amount, e.condition.words, e.targets) == ("damage", 3, "any target", True)
    assert set(e.condition.any_types) == {"Creature", "Planeswalker", "Battle"}
    (spray,) = read(get_card("Magma Spray")).effects  # "If that creature would die this turn, exile it instead."
    assert spray.template == "damage" and spray.destination == "exile" and "exile it instead" in spray.sentence


def test_bolt_kills_delver_front_face(sim):
    out = sim("Delver of Secrets", ["check Lightning Bolt", "apply Lightning Bolt"], zone="battlefield")
    check, applied = out["steps"]
    assert check["result"] == "ok" and check["effect"]["template"] == "damage"
    assert check["check"]["passes"] is True and "toughness 1" in check["check"]["reason"]
    assert applied["result"] == "ok" and applied["state"]["zone"] == "graveyard"
    assert nums(applied)[0] == "704.5g" and "120.6" in nums(applied)  # lethal damage, a state-based action


def test_bolt_kills_flipped_delver_and_it_goes_to_the_graveyard_as_delver(sim):
    out = sim("Delver of Secrets", ["enter", "transform", "check Lightning Bolt", "apply Lightning Bolt"])
    check, applied = out["steps"][2:]
    assert check["check"]["passes"] is True
    assert "Insectile Aberration, has toughness 2" in check["check"]["reason"]  # the face up decides, not 1/1
    assert applied["result"] == "ok" and applied["effect"]["amount"] == 3
    state = applied["state"]
    assert state["zone"] == "graveyard" and state["names"] == ["Delver of Secrets"] and state["face_up"] == "front"
    assert nums(check)[0] == "704.5g"


def test_bolt_doesnt_kill_a_werewolf_back_face_with_more_toughness(sim):
    out = sim("Huntmaster of the Fells", ["transform", "check Lightning Bolt", "apply Lightning Bolt"],
              zone="battlefield")
    check, applied = out["steps"][1:]
    assert check["result"] == "ok" and check["check"]["passes"] is False
    assert "toughness 4" in check["check"]["reason"] and "survives" in check["check"]["reason"]
    assert check["check"]["damage"]["lethal"] is False
    assert applied["result"] == "ok" and applied["state"]["zone"] == "battlefield"
    assert applied["state"]["names"] == ["Ravager of the Fells"] and applied["state"]["face_up"] == "back"
    assert applied["effect"]["damage_marked"] == 3 and "survives with 3 damage marked" in applied["explanation"]


def test_bolt_cant_target_a_room(sim):
    out = sim(POOL, ["cast Bottomless Pool", "resolve", "check Lightning Bolt", "apply Lightning Bolt"], zone="hand")
    check, applied = out["steps"][2:]
    assert check["result"] == "ok" and check["check"]["passes"] is False
    assert check["explanation"].startswith("No: Lightning Bolt") and "can't target" in check["explanation"]
    assert "Room" in check["check"]["reason"] and "any target" in check["check"]["reason"]
    assert nums(check)[:2] == ["115.4", "601.2c"]
    assert applied["result"] == "not allowed" and applied["state"]["zone"] == "battlefield"


def test_target_creature_cant_target_a_land_back_face(sim):
    out = sim("Search for Azcanta", ["transform", "check Flame Slash"], zone="battlefield")
    step = last(out)
    assert step["check"]["passes"] is False and "Land" in step["check"]["reason"]
    assert nums(step)[:2] == ["115.1", "601.2c"]


def test_shock_doesnt_kill_toughness_three_and_damage_adds_up(sim):
    # (Bloodline Keeper, a 3/3 with no ward: Moonrage Brute's ward makes who controls the Shock decide — 702.21a)
    out = sim("Bloodline Keeper", ["check Shock", "apply Shock", "check Shock", "apply Shock"], zone="battlefield")
    first, shocked, second, dead = out["steps"]
    assert "Bloodline Keeper, has toughness 3" in first["check"]["reason"] and first["check"]["passes"] is False
    assert shocked["state"]["zone"] == "battlefield" and shocked["effect"]["damage_marked"] == 2
    assert second["check"]["passes"] is True  # 2 marked + 2 more is at least 3 (120.6)
    assert dead["state"]["zone"] == "graveyard" and dead["state"]["names"] == ["Bloodline Keeper"]


def test_every_answer_says_what_it_assumed(sim):
    out = sim("Delver of Secrets", ["check Lightning Bolt", "apply Shock"], zone="battlefield")
    for s in out["steps"]:
        assert "This assumes nothing else changes its toughness" in s["explanation"], s["explanation"]
    assert "assumes nothing else changes its toughness" in out["steps"][0]["check"]["reason"]


def test_damage_stays_marked_when_a_face_with_less_toughness_turns_up(sim):
    # Ravager of the Fells 4/4 survives Lightning Bolt; turned back into Huntmaster of the Fells 2/2 with 3 damage
    # marked (120.6: it stays until cleanup), it is destroyed as a state-based action (704.5g)
    out = sim("Huntmaster of the Fells", ["transform", "apply Lightning Bolt", "transform"], zone="battlefield")
    bolted, turned = out["steps"][1:]
    assert bolted["state"]["zone"] == "battlefield"
    assert turned["state"]["zone"] == "graveyard" and "704.5g" in nums(turned)
    assert "3 damage marked" in turned["explanation"]


def test_an_indestructible_face_isnt_destroyed_by_the_damage_marked(sim):
    # Elusive Tormentor 4/4 survives Shock; Insidious Mist is 0/1 with hexproof and indestructible (702.12b)
    out = sim("Elusive Tormentor", ["apply Shock", "transform"], zone="battlefield")
    turned = last(out)
    assert turned["state"]["zone"] == "battlefield" and turned["state"]["names"] == ["Insidious Mist"]
    assert "indestructible" in turned["explanation"] and "702.12b" in nums(turned)


def test_a_disturb_back_face_is_exiled_by_its_own_replacement(sim):
    out = sim("Beloved Beggar", ["cast Generous Soul", "resolve", "apply Flame Slash"], zone="graveyard")
    step = last(out)
    assert step["result"] == "ok" and step["state"]["zone"] == "exile"


def test_a_melded_permanent_killed_by_damage_is_two_cards(sim):
    out = sim("Hanweir Garrison", ["meld Hanweir Battlements", "apply Flame Slash"], zone="battlefield")
    step = last(out)
    assert step["state"]["zone"] == "graveyard" and len(step["cards_moved"]) == 2


def test_magma_spray_exiles_instead_of_dying(sim):
    step = last(sim("Delver of Secrets", ["apply Magma Spray"], zone="battlefield"))
    assert step["state"]["zone"] == "exile" and step["effect"]["destination"] == "exile"


def test_a_dies_trigger_of_the_face_up_is_listed(sim):
    step = last(sim("Harvest Hand", ["apply Lightning Bolt"], zone="battlefield"))
    assert step["state"]["zone"] == "graveyard"
    assert [t["event"] for t in step["triggers"]] == ["dies"] and "Harvest Hand dies" in step["triggers"][0]["ability"]


@pytest.mark.parametrize("card, steps, zone, rule", [
    ("Jace, Vryn's Prodigy", ["transform", "check Lightning Bolt"], "battlefield", "120.3c"),  # loyalty isn't kept
    ("Invasion of Kaladesh", ["check Lightning Bolt"], "battlefield", "120.3h"),  # nor defense counters
])
def test_a_planeswalker_or_a_battle_is_not_modelled(sim, card, steps, zone, rule):
    step = last(sim(card, steps, zone=zone))
    assert step["result"] == "not modelled" and rule in nums(step)
    if "Invasion" in card:
        assert "`defeat`" in step["explanation"]


@pytest.mark.parametrize("card", ["Burst Lightning", "Unholy Heat", "Banefire", "Arc Trail"])
def test_damage_the_engine_cant_fix_is_not_modelled(sim, card):
    # a kicker or delirium that changes the amount, X damage, a second target: never answered from half the card
    step = last(sim("Delver of Secrets", [f"apply {card}"], zone="battlefield"))
    assert step["result"] == "not modelled" and step["state"]["zone"] == "battlefield"


async def test_ask_does_bolt_kill_my_flipped_delver(library):
    from bot.ask import ask
    from tests.ask.reply import verdict

    answer = await ask(library, "does lightning bolt kill my flipped delver?")
    assert verdict(answer).startswith("Yes: Lightning Bolt (damage)"), answer.answer
    assert "Insectile Aberration, has toughness 2" in verdict(answer)
