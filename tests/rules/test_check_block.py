"""`check block`: an untapped creature on the battlefield can block unless a blocking restriction the story applies
stops it (509.1a, 509.1b); summoning sickness doesn't stop blocking. A back face's mana value is its front face's
(712.8e), which decides Void Winnower's "even mana values"."""

from __future__ import annotations


def test_void_winnower_stops_an_even_back_face_and_not_an_odd_one(sim):
    even = sim("Mondronen Shaman // Tovolar's Magehunter", ["transform", "apply Void Winnower", "check block"],
               zone="battlefield")["steps"][-1]["check"]
    odd = sim("Wolfbitten Captive // Krallenhorde Killer", ["transform", "apply Void Winnower", "check block"],
              zone="battlefield")["steps"][-1]["check"]
    assert even["passes"] is False and "mana value is 4" in even["reason"]
    assert odd["passes"] is True and "Void Winnower doesn't stop it" in odd["reason"]


def test_a_creature_cast_this_turn_can_block_and_a_spell_or_noncreature_cannot_be_told_or_cannot(sim):
    spell = sim("Delver of Secrets // Insectile Aberration", ["cast", "check block"], zone="hand")["steps"]
    assert spell[1]["check"]["passes"] is None  # still a spell on the stack
    cast = sim("Delver of Secrets // Insectile Aberration", ["cast", "resolve", "check block"], zone="hand")["steps"]
    assert cast[2]["check"]["passes"] is True
    grove = sim("Dormant Grove // Gnarled Grovestrider", ["check block"], zone="battlefield")["steps"][0]
    assert grove["check"]["passes"] is False and "Enchantment" in grove["check"]["reason"]


def test_a_spell_that_cant_be_countered_is_targeted_but_not_countered(sim):
    # Howlpack Piper: "This spell can't be countered." functions on the stack (113.6g)
    check = sim("Howlpack Piper // Wildsong Howler", ["cast Howlpack Piper", "check Jwari Disruption"],
                zone="hand")["steps"][-1]
    assert check["check"]["passes"] is False and "can't be countered" in check["check"]["reason"]
    assert "113.6g" in check["explanation"]
    other = sim("Delver of Secrets // Insectile Aberration", ["cast Delver of Secrets", "check Jwari Disruption"],
                zone="hand")["steps"][-1]
    assert other["check"]["passes"] is True


def test_a_counter_unless_paid_says_so(sim):
    check = sim("Delver of Secrets // Insectile Aberration", ["cast Delver of Secrets", "check Mana Leak"],
                zone="hand")["steps"][-1]["check"]
    assert check["passes"] is True and "unless its controller pays {3}" in check["reason"]
