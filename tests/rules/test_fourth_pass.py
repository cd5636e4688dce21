"""Issue 15, fourth pass: a step that fails ends the story everywhere; day/night in every command.

Each class is run on the real cards it touches, from the catalog built from ../shared/data."""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.store import read_card_sync
from bot.rules.simulate import simulate
from bot.rules.simulation import is_meld_result
from tests.rules.conftest import _record

DELVER = "Delver of Secrets // Insectile Aberration"
POOL = "Bottomless Pool // Locker Room"
RUFFIAN = "Tavern Ruffian // Tavern Smasher"
OFF_BATTLEFIELD = ("library", "hand", "graveyard", "exile")


def _cards(catalog_path, where: str) -> list:
    conn = sqlite3.connect(catalog_path)
    try:
        return [read_card_sync(conn, i) for (i,) in conn.execute(f"SELECT id FROM cards WHERE {where}")]
    finally:
        conn.close()


# --- 1. A step that fails ends the story ---------------------------------------------------------

@pytest.mark.integration
def test_transforming_a_card_off_the_battlefield_ends_the_story_for_every_double_faced_card_and_room(
        catalog_path, ed2026, real_card):
    """`transform` of a card in a library, hand, graveyard or exile was "nothing happens" and the next step ran as
    if the story could go on (`dfc Delver --zone library --steps "transform; check …"` answered the check). Only
    permanents transform (701.27a): the step is not allowed, and the check after it is listed, not run."""
    cards = _cards(catalog_path, "layout IN ('transform', 'modal_dfc', 'meld') OR "
                                 "is_room = 1")
    cards = [c for c in cards if c.faces and not is_meld_result(c)]  # Brisela is no card: refused elsewhere
    assert len(cards) >= 450 and {DELVER, POOL, "Bruna, the Fading Light"} <= {c.name for c in cards}
    for n, card in enumerate(cards):
        zone = OFF_BATTLEFIELD[n % len(OFF_BATTLEFIELD)]
        r = _record(ed2026, simulate(card, ed2026, zone=zone, steps=["transform", "check mana value >= 0"],
                                     resolve_card=real_card))
        first, second = r["steps"]
        assert first["result"] == "not allowed" and "701.27a" in [c["number"] for c in first["citations"]], \
            (card.name, zone, first)
        assert second["result"] == "not run" and second["skipped"] is True and "check" not in second, card.name
        assert r["stopped_at"] == 0 and r["state"]["zone"] == zone, card.name
        assert r["answer"].startswith("Step 1 (transform) is not allowed"), card.name


def test_transforming_a_spell_on_the_stack_ends_the_story(sim):
    r = sim(DELVER, ["cast Delver of Secrets", "transform", "resolve"], zone="hand")
    assert [s["result"] for s in r["steps"]] == ["ok", "not allowed", "not run"]
    assert "it is on the stack" in r["steps"][1]["explanation"]
    assert r["state"]["zone"] == "stack"  # the resolve after it was not run


def test_a_transform_on_the_battlefield_still_goes_on(sim):
    """The control: on the battlefield Delver transforms and the check runs on Insectile Aberration; Tavern
    Ruffian's daybound keeps it from transforming (702.145b), which is something that happens to a permanent — it
    stays front face up and the story goes on."""
    r = sim(DELVER, ["transform", "check name Insectile Aberration"], zone="battlefield")
    assert r["stopped_at"] is None and r["steps"][1]["check"]["passes"] is True
    r = sim(RUFFIAN, ["transform", "check name Tavern Ruffian"], zone="battlefield")
    assert r["steps"][0]["result"] == "nothing happens" and r["stopped_at"] is None
    assert r["steps"][1]["check"]["passes"] is True


@pytest.mark.parametrize("steps", [["enter", "check attack"], ["move battlefield", "check attack"],
                                   ["enter transformed", "check attack"]])
def test_a_permanent_told_to_enter_again_ends_the_story(sim, steps):
    """`--zone battlefield --steps "enter; check attack"` answered "Yes: it was on the battlefield before the
    story" — the story had it enter this turn. A permanent already there can't enter again (400.7)."""
    r = sim(DELVER, steps, zone="battlefield")
    assert r["steps"][0]["result"] == "not allowed" and r["steps"][1]["skipped"] is True
    assert "check" not in r["steps"][1] and r["stopped_at"] == 0


def test_a_room_on_the_battlefield_told_to_enter_ends_the_story(sim):
    r = sim(POOL, ["enter", "unlock Locker Room"], zone="battlefield")
    assert [s["result"] for s in r["steps"]] == ["not allowed", "not run"]
    assert r["state"]["unlocked"] == []


async def test_the_verdict_says_where_a_room_story_stopped(library):
    a = await library.room("Bottomless Pool", "hand", ["transform", "cast Locker Room"])
    assert a.verdict[1].endswith("stopped: not allowed at step 1 (transform)")
    assert a.json["steps"][1]["skipped"] is True and a.json["state"]["zone"] == "hand"
    a = await library.dfc("Delver of Secrets", "graveyard", ["transform", "check mana value <= 3"])
    assert a.verdict[1].endswith("stopped: not allowed at step 1 (transform)")


# --- 2. Day/night in every command: Show and Tell-style "put onto the battlefield" ---------------------------------

def test_show_and_tell_puts_a_room_onto_the_battlefield_uncast_with_both_doors_locked(sim):
    r = sim(POOL, ["apply Show and Tell"], zone="hand")
    step = r["steps"][0]
    assert step["result"] == "ok" and step["effect"]["template"] == "put_onto"
    assert r["state"]["zone"] == "battlefield" and r["state"]["unlocked"] == [] and r["state"]["names"] == []
    assert "709.5d" in [c["number"] for c in step["citations"]]


def test_show_and_tell_at_night_puts_a_daybound_card_in_transformed(sim):
    r = sim("Brutal Cathar // Moonrage Brute", ["apply Show and Tell"], zone="hand", day_night="night")
    assert r["state"]["zone"] == "battlefield" and r["state"]["names"] == ["Moonrage Brute"]
    assert "702.145b" in [c["number"] for c in r["steps"][0]["citations"]]
    by_day = sim("Brutal Cathar // Moonrage Brute", ["apply Show and Tell"], zone="hand", day_night="day")
    assert by_day["state"]["names"] == ["Brutal Cathar"]


def test_a_card_put_from_the_hand_meets_the_entry_statics_kept(sim):
    r = sim("Brutal Cathar // Moonrage Brute", ["apply Containment Priest", "apply Show and Tell"], zone="hand")
    assert r["state"]["zone"] == "exile"  # it wasn't cast: exiled instead (614.1a)


def test_show_and_tell_acts_only_on_a_card_in_the_hand_that_fits(sim):
    r = sim("Brutal Cathar // Moonrage Brute", ["apply Show and Tell", "check type creature"], zone="graveyard")
    assert r["steps"][0]["result"] == "not allowed" and r["steps"][1]["skipped"] is True
    assert r["state"]["zone"] == "graveyard"
    r = sim("Emeria's Call // Emeria, Shattered Skyclave", ["check Show and Tell"], zone="hand")
    assert r["steps"][0]["check"]["passes"] is False  # in the hand it is Emeria's Call, a sorcery card (712.8a)


@pytest.mark.parametrize("card", ["Sneak Attack", "Aether Vial", "Flash", "Elvish Piper"])
def test_a_put_whose_other_words_or_amount_the_reader_cant_read_is_not_modelled(sim, card):
    """Flash's "If you do, sacrifice it unless you pay …" (and Sneak Attack's "Sacrifice the creature at the beginning of
    the next end step") is never carried out as if it weren't there; an activated ability's put (Elvish Piper, Sneak
    Attack, Aether Vial's charge counters) is not read yet: not modelled, never a guess."""
    r = sim("Brutal Cathar // Moonrage Brute", [f"apply {card}"], zone="hand")
    assert r["steps"][0]["result"] == "not modelled" and r["state"]["zone"] == "hand"


# --- 2. Day/night in every command: a Clone-like copy entering meets the entry statics ---------------------------

CATHAR = "Brutal Cathar // Moonrage Brute"


def test_a_clone_entering_in_the_day_night_story_obeys_torpor_orb_as_dfc_does(dn, sim):
    """`daynight --steps "enter Torpor Orb; enter Brutal Cathar; copy Brutal Cathar"` listed the copy's "enters"
    trigger; `dfc … "apply Torpor Orb; copy"` didn't. Both now ask entry_statics.kept_from_triggering (603.6a)."""
    story = dn(["enter Torpor Orb", "enter Brutal Cathar", "copy Brutal Cathar"])
    assert story["steps"][2]["triggers"] == [] and "603.6a" in [c["number"] for c in story["steps"][2]["citations"]]
    one = sim(CATHAR, ["apply Torpor Orb", "copy"], zone="battlefield")
    assert one["steps"][1]["triggers"] == []
    control = dn(["enter Brutal Cathar", "copy Brutal Cathar"])
    assert [t["face"] for t in control["steps"][1]["triggers"]] == ["Brutal Cathar"]


def test_a_clone_entering_in_the_day_night_story_triggers_twice_under_yarok(dn):
    story = dn(["enter Yarok, the Desecrated", "enter Brutal Cathar", "copy Brutal Cathar"])
    assert [t.get("times") for t in story["steps"][2]["triggers"]] == [2]


@pytest.mark.parametrize("static", ["Containment Priest", "Hallowed Moonlight", "Grafdigger's Cage"])
def test_a_clone_under_an_entry_stop_is_not_modelled_in_every_command(dn, sim, static):
    """Whether Containment Priest exiles a Clone depends on whether it was cast; whether Grafdigger's Cage stops it,
    on where it comes from: the `copy` step says neither, so neither command carries it out as if it entered."""
    one = sim(CATHAR, [f"apply {static}", "copy", "check type creature"], zone="battlefield")
    assert one["steps"][1]["result"] == "not modelled" and one["steps"][2]["skipped"] is True
    assert one["state"]["is_copy"] is False
    story = dn(["enter Brutal Cathar", f"apply {static}", "copy Brutal Cathar", "next turn"])
    assert story["steps"][2]["result"] == "not modelled" and story["steps"][3]["skipped"] is True
    assert len(story["permanents"]) == 1


def test_a_token_copy_of_a_single_faced_card_is_not_called_double_faced(dn):
    story = dn(["enter Imposing Sovereign", "token copy Imposing Sovereign"])
    assert "double-faced" not in story["steps"][1]["explanation"]
    story = dn(["enter Brutal Cathar", "token copy Brutal Cathar"])
    assert "double-faced token with the same face up" in story["steps"][1]["explanation"]


# --- 2. Day/night in every command: "enter tapped" statics -----------------------------------------------------

@pytest.mark.parametrize("static", ["Authority of the Consuls", "Blind Obedience", "Kinjalli's Sunwing",
                                    "Imposing Sovereign", "Phyrexian Censor", "False Floor"])
def test_a_creature_entering_under_an_enter_tapped_static_is_tapped_and_cant_attack(sim, static):
    """`apply Authority of the Consuls` was "not modelled" in `dfc` while `daynight` ignored the permanent. Now both
    read it (614.1d): what fits it enters tapped — cast and resolved, or put onto the battlefield — and only an
    untapped creature attacks (508.1a)."""
    # Phyrexian Censor also says "Each player can't cast more than one non-Phyrexian spell each turn": the cast depends
    # on how many were cast before it this turn, told with `spells=0` (without it the cast is "Can't tell")
    told = " spells=0" if static == "Phyrexian Censor" else ""
    r = sim(CATHAR, [f"apply {static}{told}", "cast Brutal Cathar", "resolve", "check attack"], zone="hand")
    assert r["steps"][0]["effect"]["template"] == "enter_tapped"
    assert r["steps"][2]["state"]["tapped"] is True
    assert f"It enters tapped: {static}'s" in r["steps"][2]["explanation"]
    assert r["steps"][3]["check"]["passes"] is False and "tapped" in r["steps"][3]["check"]["reason"]


def test_an_enter_tapped_static_that_doesnt_fit_leaves_it_untapped(sim):
    r = sim(CATHAR, ["apply Manglehorn", "apply Show and Tell"], zone="hand")  # "Artifacts … enter tapped"
    assert r["state"]["zone"] == "battlefield" and r["state"]["tapped"] is False
    r = sim(CATHAR, ["apply Show and Tell"], zone="hand")
    assert r["state"]["tapped"] is False


def test_the_day_night_story_says_what_enters_tapped_as_dfc_does(dn):
    story = dn(["enter Authority of the Consuls", "enter Tavern Ruffian", "copy Tavern Ruffian",
                "token copy Tavern Ruffian", "cast Brutal Cathar", "enter Smothering Tithe"])
    assert [s.get("entered_tapped") for s in story["steps"]] == [
        None, ["Tavern Ruffian"], ["Tavern Ruffian"], ["Tavern Ruffian"], ["Brutal Cathar"], None]
    assert "614.1d" in [c["number"] for c in story["steps"][1]["citations"]]
    assert story["designation"] == "day"  # entering tapped changes nothing about day and night


def test_an_enter_tapped_static_with_words_the_reader_cant_read_stays_not_modelled(sim):
    """Thalia, Heretic Cathar's "Creatures and nonbasic lands your opponents control enter tapped" is not parsed:
    `apply` says so rather than leaving the lands out."""
    r = sim(CATHAR, ["apply Thalia, Heretic Cathar", "apply Show and Tell"], zone="hand")
    assert r["steps"][0]["result"] == "not modelled" and r["steps"][1]["skipped"] is True


def test_through_the_breach_puts_a_creature_from_the_hand_and_its_sacrifice_is_not_carried_out_halfway(sim):
    r = sim(CATHAR, ["apply Through the Breach"], zone="hand")
    assert r["steps"][0]["result"] == "not modelled" and r["state"]["zone"] == "hand"  # "That creature gains haste.
    #  Sacrifice that creature at the beginning of the next end step."
