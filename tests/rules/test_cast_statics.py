"""Effects that only touch spells being cast (effects/cast_statics.py), against the special actions that cast nothing:
a cost increase or reduction (Aura of Silence, Thalia, Sphere of Resistance, Goblin Electromancer), "can't cast more
than one … spell each turn" (Deafening Silence, Rule of Law), and a trigger on casting (Eidolon of the Great Revel).
Unlocking a door (116.2m, 709.5e) and playing a land (116.2a, 712.12) are special actions: none of them applies. Each
test asserts what a player sees — the step's result, its words and the rules it cites — on real cards."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.rules.effects.read import read_text
from tests.conftest import ROOT
from tests.rules.helpers import nums

pytestmark = pytest.mark.integration

POOL = "Bottomless Pool"  # {U} // Locker Room {4}{U}
FOYER = "Charred Foyer"  # {3}{R} // Warped Space {4}{R}{R}
ATTIC = "Derelict Attic"  # {2}{B} // Widow's Walk {3}{B}
KABIRA = "Kabira Takedown"  # {1}{W} instant // Kabira Plateau, a land
CATHAR = "Brutal Cathar"  # {2}{W} creature // its back face
EIDOLON = "Eidolon of the Great Revel"


def cli(catalog, *args) -> dict:
    proc = subprocess.run([sys.executable, "-m", "bot", "--catalog", str(catalog), *args, "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert "Traceback" not in proc.stderr + proc.stdout
    return json.loads(proc.stdout)


# --- the reader: general sentence shapes --------------------------------------------------------------------------

@pytest.mark.parametrize("name, text, players, amount, words", [
    ("Aura of Silence", "Artifact and enchantment spells your opponents cast cost {2} more to cast.", "opponent", 2,
     "Artifact and enchantment spells"),
    ("Thalia, Guardian of Thraben", "Noncreature spells cost {1} more to cast.", "any", 1, "Noncreature spells"),
    ("Sphere of Resistance", "Spells cost {1} more to cast.", "any", 1, "Spells"),
    ("Goblin Electromancer", "Instant and sorcery spells you cast cost {1} less to cast.", "you", -1,
     "Instant and sorcery spells"),
])
def test_cost_change_sentences_are_read_with_whose_spells_and_how_much(name, text, players, amount, words):
    (e,) = read_text(name, text).effects
    assert (e.template, e.players, e.amount, e.condition.words) == ("cost_change", players, amount, words)


def test_a_cast_limit_and_a_cast_trigger_are_read_and_chalice_stays_a_counter():
    (e,) = read_text("Deafening Silence", "Each player can't cast more than one noncreature spell each turn.").effects
    assert (e.template, e.amount, e.players, e.condition.not_types) == ("cast_limit", 1, "any", ("Creature",))
    (e,) = read_text(EIDOLON, "Whenever a player casts a spell with mana value 3 or less, this creature deals 2 "
                              "damage to that player.").effects
    assert e.template == "cast_trigger" and e.condition.mana_value.words() == "3 or less"
    assert e.does == "this creature deals 2 damage to that player"
    (e,) = read_text("Chalice of the Void", "Whenever a player casts a spell with mana value equal to the number of "
                                            "charge counters on this artifact, counter that spell.").effects
    assert e.template == "counter_cast"
    lieutenant = read_text("Thalia's Lieutenant", "Whenever another Human you control enters, put a +1/+1 counter on "
                                                  "Thalia's Lieutenant.")
    assert not [e for e in lieutenant.effects if e.template == "cast_trigger"]


# --- unlocking a door: a special action ---------------------------------------------------------------------------

def test_deafening_silence_doesnt_stop_unlocking_a_door(catalog_path):
    """The command that was "not modelled: Deafening Silence": unlocking casts no spell (116.2m, 709.5e)."""
    out = cli(catalog_path, "room", FOYER, "--zone", "battlefield", "--steps",
              "apply Deafening Silence; unlock Warped Space")
    applied, unlocked = out["steps"]
    assert applied["result"] == "ok" and applied["effect"]["template"] == "cast_limit"
    assert unlocked["result"] == "ok" and out["state"]["zone"] == "battlefield"
    assert "doesn't stop unlocking Warped Space: that is a special action, not casting a spell" in unlocked["explanation"]
    assert nums(unlocked)[:2] == ["116.2m", "709.5e"]


def test_aura_of_silence_is_applied_with_its_static_and_the_unlock_cost_is_unchanged(catalog_path):
    """Aura of Silence was read as its sacrifice ability and destroyed the Room; its static applies while it is there,
    and it doesn't reach an unlock cost (the door's mana cost)."""
    out = cli(catalog_path, "room", ATTIC, "--zone", "battlefield", "--steps",
              "apply Aura of Silence; unlock Widow's Walk")
    applied, unlocked = out["steps"]
    assert applied["effect"]["template"] == "cost_change"
    assert "Sacrifice this enchantment: Destroy target artifact or enchantment." in applied["effect"]["alternatives"]
    assert applied["check"]["passes"] is False
    assert unlocked["result"] == "ok" and out["state"]["zone"] == "battlefield"
    assert "the unlock cost is the door's mana cost {3}{B}, unchanged" in unlocked["explanation"]
    assert nums(unlocked) == ["116.2m", "709.5e", "601.2f"]


def test_eidolon_doesnt_trigger_on_unlocking(sim):
    out = sim(ATTIC, [f"check {EIDOLON}", f"apply {EIDOLON}", "unlock Derelict Attic"], zone="battlefield")
    check, _, unlocked = out["steps"]
    assert check["check"]["passes"] is False and "unlocking Derelict Attic doesn't trigger it" in check["explanation"]
    assert "116.2m" in nums(check)
    assert unlocked["result"] == "ok" and "doesn't trigger on unlocking Derelict Attic" in unlocked["explanation"]


# --- casting a door or face: it fits, or says why not ------------------------------------------------------------

def test_aura_of_silence_makes_a_door_cost_more_and_says_the_total(sim):
    """A Room's door is cast as an enchantment spell (709.3a): {4}{U} costs {2} more, {6}{U} (601.2f)."""
    out = sim(POOL, ["check Aura of Silence", "apply Aura of Silence", "cast Locker Room"], zone="hand")
    check, _, cast = out["steps"]
    assert [(f["name"], f["applies"], f.get("total_cost")) for f in check["check"]["faces"]] == [
        ("Bottomless Pool", True, "{2}{U}"), ("Locker Room", True, "{6}{U}")]
    assert cast["result"] == "ok" and out["state"]["zone"] == "stack"
    assert "Its total cost is {6}{U}: {4}{U} + {2}" in cast["explanation"]
    assert "opponent" in cast["explanation"]  # "your opponents cast": said as assumed
    assert nums(cast)[0] == "601.2f"


def test_a_cost_change_that_doesnt_fit_the_spells_type_leaves_its_cost(sim):
    """Aura of Silence counts artifact and enchantment spells: Kabira Takedown is an instant; Goblin Electromancer's
    reduction fits the instant, not a Room's door; Thalia's "noncreature" doesn't reach a creature face."""
    cast = sim(KABIRA, ["apply Aura of Silence", "cast Kabira Takedown"], zone="hand")["steps"][1]
    assert cast["result"] == "ok" and "doesn't apply to it" in cast["explanation"]
    assert "total cost" not in cast["explanation"] and "601.2f" in nums(cast)
    check = sim(POOL, ["check Goblin Electromancer"], zone="hand")["steps"][0]
    assert check["check"]["passes"] is False and [f["applies"] for f in check["check"]["faces"]] == [False, False]
    cast = sim(KABIRA, ["apply Goblin Electromancer", "cast Kabira Takedown"], zone="hand")["steps"][1]
    assert "Its total cost is {W}: {1}{W} - {1}" in cast["explanation"]
    check = sim(CATHAR, ["check Thalia, Guardian of Thraben"], zone="hand")["steps"][0]
    assert check["check"]["passes"] is False and "isn't affected" in check["explanation"]


def test_playing_a_modal_cards_land_face_isnt_casting(sim):
    """Kabira Plateau is played as a land (116.2a, 712.12): Sphere of Resistance has no cost to change, Eidolon doesn't
    trigger; the instant face cast triggers Eidolon (mana value 2) and costs {1} more."""
    out = sim(KABIRA, ["apply Sphere of Resistance", f"apply {EIDOLON}", "play Kabira Plateau"], zone="hand")
    played = out["steps"][2]
    assert played["result"] == "ok" and out["state"]["zone"] == "battlefield"
    assert "playing a land has no cost to change" in played["explanation"]
    assert "doesn't trigger on playing Kabira Plateau as a land" in played["explanation"]
    assert nums(played)[0] == "116.2a" and "601.2f" in nums(played)
    cast = sim(KABIRA, ["apply Sphere of Resistance", f"apply {EIDOLON}", "cast Kabira Takedown"],
               zone="hand")["steps"][2]
    assert "Its total cost is {2}{W}" in cast["explanation"]
    assert f"{EIDOLON}'s" in cast["explanation"] and "triggers: its mana value is 2" in cast["explanation"]
    assert "\"this creature deals 2 damage to that player\" (quoted, not carried out)" in cast["explanation"]


def test_eidolon_on_a_room_in_the_hand_triggers_for_the_cheap_door_only(sim):
    """Derelict Attic (mana value 3) triggers it; Widow's Walk (4) doesn't: the door cast decides, not the card's 7."""
    out = sim(ATTIC, [f"check {EIDOLON}", f"apply {EIDOLON}", "cast Widow's Walk"], zone="hand")
    check, _, cast = out["steps"]
    assert [(f["name"], f["mana_value"], f["applies"]) for f in check["check"]["faces"]] == [
        ("Derelict Attic", 3, True), ("Widow's Walk", 4, False)]
    assert "601.2i" in nums(check) and "709.3a" in nums(check)
    assert cast["result"] == "ok" and "doesn't trigger: its mana value is 4, which is not 3 or less" in cast["explanation"]
    cast = sim(ATTIC, [f"apply {EIDOLON}", "cast Derelict Attic"], zone="hand")["steps"][1]
    assert "triggers: its mana value is 3" in cast["explanation"] and nums(cast)[0] == "601.2i"


# --- "can't cast more than one … spell each turn" ----------------------------------------------------------------

def test_deafening_silence_on_a_cast_cant_tell_without_the_count(sim):
    out = sim(POOL, ["apply Deafening Silence", "cast Locker Room"], zone="hand")
    cast = out["steps"][1]
    assert cast["result"] == "not modelled" and cast["explanation"].startswith("Can't tell whether Locker Room can be cast")
    assert "`spells=N`" in cast["explanation"] and out["state"]["zone"] == "hand"


def test_deafening_silence_with_the_count_allows_the_first_and_stops_the_second(sim):
    out = sim(POOL, ["apply Deafening Silence spells=0", "cast Locker Room", "move hand", "cast Bottomless Pool"],
              zone="hand")
    _, first, _, second = out["steps"]
    assert first["result"] == "ok" and "so it is the first" in first["explanation"]
    assert second["result"] == "not allowed" and out["state"]["zone"] == "hand"
    assert "already cast 1 noncreature spell this turn" in second["explanation"]
    assert nums(second)[:2] == ["601.3", "101.2"]
    stopped = sim(POOL, ["apply Rule of Law spells=1", "cast Locker Room"], zone="hand")["steps"][1]
    assert stopped["result"] == "not allowed"


def test_deafening_silence_doesnt_stop_a_creature_spell(sim):
    """It counts noncreature spells: Brutal Cathar is cast without a count."""
    out = sim(CATHAR, ["apply Deafening Silence", "cast Brutal Cathar", "resolve"], zone="hand")
    cast = out["steps"][1]
    assert cast["result"] == "ok" and "doesn't limit it: it is a creature" in cast["explanation"]
    assert out["state"]["zone"] == "battlefield"


# --- a card followed from the library where no zone was told ----------------------------------------------------

def test_void_winnower_on_a_card_with_no_zone_told_speaks_of_the_hand_and_the_land_is_played(sim):
    """Without `--zone` a card starts in the library and a cast is followed from the hand: the "can't cast" check says
    the hand too (it said "from the library"); playing the land face isn't casting (116.2a)."""
    out = sim(KABIRA, ["apply Void Winnower", "play Kabira Plateau"])
    applied, played = out["steps"]
    assert "being cast from the hand" in applied["explanation"] and "from the library" not in applied["explanation"]
    assert "where a card starts when no zone is given" in applied["explanation"]
    assert played["result"] == "ok" and "doesn't stop playing Kabira Plateau as a land" in played["explanation"]
    told = sim(KABIRA, ["apply Void Winnower"], zone="library")["steps"][0]  # the same start: the same words
    assert "being cast from the hand" in told["explanation"]


def test_a_cards_other_ability_acts_where_its_cast_static_has_nothing_to_say(sim):
    """With both doors unlocked nothing of the Room is cast, unlocked or played: Aura of Silence's sacrifice ability is
    the one that acts, and the static is named as not used."""
    out = sim(ATTIC, ["unlock Widow's Walk", "unlock Derelict Attic", "check Aura of Silence"], zone="battlefield")
    check = out["steps"][2]
    assert check["effect"]["template"] == "destroy" and check["check"]["passes"] is True
    assert check["effect"]["alternatives"] == ["Artifact and enchantment spells your opponents cast cost {2} more to cast."]


def test_the_effect_json_says_how_much_whose_and_what_a_trigger_does(sim):
    aura = sim(POOL, ["check Aura of Silence"], zone="hand")["steps"][0]["effect"]
    assert (aura["template"], aura["amount"], aura["players"]) == ("cost_change", 2, "opponent")
    electromancer = sim(POOL, ["check Goblin Electromancer"], zone="hand")["steps"][0]["effect"]
    assert (electromancer["amount"], electromancer["players"]) == (-1, "you")
    eidolon = sim(POOL, [f"check {EIDOLON}"], zone="hand")["steps"][0]["effect"]
    assert eidolon["does"] == "this creature deals 2 damage to that player" and eidolon["players"] == "any"
