"""`check attack next turn`: on its controller's next turn a creature that stays has been theirs since that turn
began (302.6), whenever it came; what isn't a creature, or has defender, still can't (508.1a)."""

from __future__ import annotations


def test_a_creature_cast_this_turn_attacks_next_turn(sim):
    cast = sim("Delver of Secrets // Insectile Aberration", ["cast", "resolve", "check attack",
                                                              "check attack next turn"], zone="hand")["steps"]
    assert cast[2]["check"]["passes"] is False
    assert cast[3]["check"]["passes"] is True
    assert "next turn" in cast[3]["check"]["condition"]


def test_what_is_no_creature_does_not_attack_next_turn_either(sim):
    grove = sim("Dormant Grove // Gnarled Grovestrider", ["check attack next turn"], zone="battlefield")["steps"][0]
    assert grove["check"]["passes"] is False and "Enchantment" in grove["check"]["reason"]
