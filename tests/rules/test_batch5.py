"""Batch 5's classes, on every real card each touches: a chosen name kept as a lasting restriction (Meddling Mage,
Pithing Needle and their kin), cards that make it day or night (read by the one effect reader, in `dfc`/`room`
and `daynight` alike), "can't transform" and "can't become night" statics of permanents in the day/night story,
the older werewolves' own upkeep triggers, `daynight`'s `check`/`apply`, `--day-night` on the card commands, and
a failed step ending the story in every command."""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.store import read_card_sync
from bot.rules.daynight import simulate_daynight
from bot.rules.daynight_cards import _UPKEEP
from bot.rules.effects.read import read
from bot.rules.simulate import simulate
from tests.rules.conftest import _record
from tests.rules.helpers import nums

pytestmark = pytest.mark.integration

RUFFIAN = "Tavern Ruffian // Tavern Smasher"
CATHAR = "Brutal Cathar // Moonrage Brute"
TOVOLAR = "Tovolar, Dire Overlord"  # its "if you control three or more Wolves …, it becomes night" isn't read
_FOUND: dict = {}


def _cards_with(catalog_path, template: str, **fields):
    """The catalog's cards the effect reader reads an effect of this template (and these fields) from."""
    if not _FOUND:
        conn = sqlite3.connect(catalog_path)
        for (i,) in conn.execute(
                "SELECT id FROM cards WHERE is_game = 1 AND id IN (SELECT card_id FROM faces WHERE text LIKE "
                "'%chosen name%' OR text LIKE '%it becomes day%' OR text LIKE '%it becomes night%' OR text LIKE "
                "'%can_t become%' OR text LIKE '%can_t transform%' OR text LIKE '%spells last turn%' OR text LIKE "
                "'%were cast last turn%')"):
            card = read_card_sync(conn, i)
            _FOUND.setdefault("cards", []).append(card)
        conn.close()
    out = []
    for card in _FOUND["cards"]:
        es = [e for e in read(card).effects if e.template == template
              and all(getattr(e, k) == v for k, v in fields.items())]
        if es:
            out.append((card, es[0]))
    return out


@pytest.fixture()
def dn(ed2026, real_card):
    def run(steps, start="neither", **kw):
        out = simulate_daynight(ed2026, start=start, steps=steps, resolve_card=real_card, **kw)
        _record(ed2026, out)
        return out
    return run


@pytest.fixture()
def card(ed2026, real_card):
    def run(name, steps, zone="battlefield", day_night=None):
        out = simulate(real_card(name), ed2026, zone=zone, steps=steps, resolve_card=real_card, day_night=day_night)
        _record(ed2026, out)
        return out
    return run


# --- a chosen name, kept ---------------------------------------------------------------------------------------

def test_every_cant_cast_naming_card_stops_the_named_face_or_door_and_nothing_else(catalog_path, card):
    found = _cards_with(catalog_path, "naming", restriction="cast")
    assert {c.name for c, _ in found} >= {"Meddling Mage", "Nevermore", "Voidstone Gargoyle"}
    for other, e in found:
        out = card("Delver of Secrets", [f"apply {other.name} name=Delver of Secrets", "cast Delver of Secrets"], "hand")
        if "Creature" in e.condition.not_types:  # "choose a noncreature, nonland card name": Delver can't be named
            assert "can't be chosen" in out["steps"][0]["explanation"] and out["steps"][1]["result"] == "ok"
            out = card("Emeria's Call // Emeria, Shattered Skyclave",
                       [f"apply {other.name} name=Emeria's Call", "cast Emeria's Call"], "hand")
            assert out["steps"][1]["result"] == "not allowed" and "opponent" in out["steps"][1]["explanation"]
            continue
        assert out["steps"][1]["result"] == "not allowed" and out["state"]["zone"] == "hand", other.name
        assert out["steps"][1]["citations"][0]["number"] == "601.3", other.name
        out = card("Delver of Secrets", [f"apply {other.name} name=Insectile Aberration", "cast Delver of Secrets"],
                   "hand")
        assert out["steps"][1]["result"] == "ok", other.name  # 712.8c: only the front face is on the stack
        out = card("Bottomless Pool // Locker Room",
                   [f"apply {other.name} name=Bottomless Pool", "cast Locker Room", "resolve"], "hand")
        assert out["state"]["unlocked"] == ["Locker Room"], other.name  # 709.3a: only the door cast
        out = card("Beloved Beggar // Generous Soul", [f"apply {other.name} name=Generous Soul", "cast back"],
                   "graveyard")
        assert out["steps"][1]["result"] == "not allowed", other.name  # disturb: Generous Soul on the stack
        if e.condition.controller == "opponent":
            assert "opponent" in card("Delver of Secrets", [f"apply {other.name} name=Delver of Secrets",
                                                            "cast Delver of Secrets"], "hand")["steps"][1]["explanation"]


def test_a_name_the_card_cant_choose_isnt_kept(card):
    """Meddling Mage names a nonland card: Kazandu Valley (a land face) can't be chosen, so nothing is stopped."""
    out = card("Kazandu Mammoth // Kazandu Valley", ["apply Meddling Mage name=Kazandu Valley",
                                                     "cast Kazandu Mammoth"], "hand")
    assert out["steps"][1]["result"] == "ok"


def test_every_activation_naming_card_stops_an_activated_transform_of_the_face_up(catalog_path, card):
    found = _cards_with(catalog_path, "naming", restriction="activate")
    assert {c.name for c, _ in found} >= {"Pithing Needle", "Sorcerous Spyglass"}
    bolas = "Nicol Bolas, the Ravager // Nicol Bolas, the Arisen"
    for other, _ in found:
        out = card(bolas, [f"apply {other.name} name=Nicol Bolas, the Ravager", "activate transform"])
        assert out["steps"][1]["result"] == "not allowed" and out["state"]["face_up"] == "front", other.name
        assert "101.2" in nums(out["steps"][1])
        out = card(bolas, [f"apply {other.name} name=Nicol Bolas, the Arisen", "activate transform", "resolve ability"])
        assert out["state"]["face_up"] == "back", other.name  # 712.8d: front face up it has only that name
        out = card("Bottomless Pool // Locker Room", ["cast Bottomless Pool", "resolve",
                                                      f"apply {other.name} name=Locker Room", "unlock Locker Room"],
                   "hand")
        assert out["steps"][3]["result"] == "ok", other.name  # unlocking is a special action (116.2m)


# --- cards that make it day or night ----------------------------------------------------------------------------

def test_every_as_it_enters_day_card_makes_it_day_only_when_neither(catalog_path, dn):
    found = _cards_with(catalog_path, "day_night", when="neither")
    assert len(found) >= 10 and {"Vadrik, Astral Archmage", "The Celestus"} <= {c.name for c, _ in found}
    for other, _ in found:
        out = dn([f"enter {other.name}"])
        assert out["designation"] == "day", other.name
        assert out["steps"][0]["citations"][0]["number"] == "731.1", other.name
        out = dn([f"enter {other.name}"], start="night")
        assert out["designation"] == "night", other.name
        out = dn([f"enter {other.name}", f"enter {RUFFIAN}"])  # it is day as the Ruffian enters: front face up
        assert out["permanents"][1]["face_up"] == "front", other.name


def test_every_it_becomes_night_spell_in_daynight_and_applied_to_a_card(catalog_path, dn, card):
    found = _cards_with(catalog_path, "day_night", amount="night", trigger_event=None)
    assert {c.name for c, _ in found} >= {"Unnatural Moonrise", "Into the Night"}
    for other, _ in found:
        out = dn([f"enter {RUFFIAN}", f"cast {other.name}"], start="day")
        assert out["designation"] == "night" and out["permanents"][0]["face_up"] == "back", other.name
        out = card(CATHAR, [f"apply {other.name}"], day_night="day")
        assert out["day_night"]["end"] == "night" and out["state"]["names"] == ["Moonrage Brute"], other.name
        out = card(RUFFIAN, [f"apply {other.name}", "enter"], zone="graveyard")
        assert out["state"]["names"] == ["Tavern Smasher"], other.name  # 702.145b: enters transformed at night
    step = card(CATHAR, ["apply Unnatural Moonrise"], day_night="day")["steps"][0]
    assert "not followed" in step["explanation"]  # its pump isn't read, and the answer says so


def test_the_celestus_turns_it_over_each_way_and_check_only_says_what_it_would_do(dn, card):
    assert dn([f"enter {RUFFIAN}", "apply The Celestus"], start="day")["permanents"][0]["face_up"] == "back"
    out = dn([f"enter {CATHAR}", "apply The Celestus"], start="night")
    assert out["designation"] == "day" and out["permanents"][0]["face_up"] == "front"
    out = dn([f"enter {RUFFIAN}", "check The Celestus"], start="day")
    assert out["designation"] == "day" and out["steps"][1]["check"]["passes"] is True
    assert out["steps"][1]["effect"]["template"] == "day_night"
    out = card(CATHAR, ["apply The Celestus"], day_night="day")
    assert out["day_night"]["end"] == "night" and out["state"]["face_up"] == "back"


def test_angel_of_eternal_dawn_makes_it_day_and_then_it_cant_become_night(dn, card):
    out = dn(["enter Angel of Eternal Dawn", f"enter {RUFFIAN}", "next turn", "next turn"], start="night")
    assert out["designation"] == "day" and out["permanents"][1]["face_up"] == "front"
    assert "101.2" in nums(out["steps"][2])
    out = card(RUFFIAN, ["apply Angel of Eternal Dawn", "apply Unnatural Moonrise"], day_night="night")
    assert out["day_night"]["end"] == "day" and out["steps"][1]["result"] == "nothing happens"
    assert out["state"]["face_up"] == "front"


def test_a_tovolar_like_condition_is_not_modelled_never_ignored(dn):
    step = dn([f"enter {RUFFIAN}", f"apply {TOVOLAR}"], start="day")["steps"][1]
    assert step["result"] == "not modelled" and "three or more" in step["explanation"]


# --- statics of permanents, and the older werewolves' triggers ---------------------------------------------------

def test_immerwolf_keeps_a_non_human_werewolf_transformed_by_day_but_not_a_human_one(dn, card):
    out = dn(["enter Immerwolf", f"enter {CATHAR}", "spells 2", "next turn"], start="night")
    assert out["designation"] == "day" and out["permanents"][1]["face_up"] == "back"
    assert "101.2" in nums(out["steps"][3])
    out = dn(["enter Immerwolf", f"enter {CATHAR}", "next turn"], start="day")
    assert out["permanents"][1]["face_up"] == "back"  # Brutal Cathar is a Human Werewolf
    out = dn([f"enter {CATHAR}", "spells 2", "next turn"], start="night")
    assert out["permanents"][0]["face_up"] == "front"  # without Immerwolf it transforms
    out = card(CATHAR, ["transform", "apply Immerwolf", "apply The Celestus"], day_night="night")
    assert out["day_night"]["end"] == "day" and out["state"]["face_up"] == "back"


def test_every_older_werewolf_transforms_by_its_own_upkeep_trigger(catalog_path, dn):
    conn = sqlite3.connect(catalog_path)
    ids = [i for (i,) in conn.execute("SELECT card_id FROM faces WHERE text LIKE '%if no spells were cast last turn, "
                                      "transform%'")]
    cards = [read_card_sync(conn, i) for i in ids]
    conn.close()
    assert len(cards) >= 30
    for c in cards:
        front = c.faces[0]
        if not any(_UPKEEP.match(line) for line in (front.text or "").split("\n")):
            continue
        out = dn([f"enter {c.name}", "next turn"])
        assert out["permanents"][0]["face_up"] == "back" and out["designation"] == "neither", c.name
        assert "603.4" in nums(out["steps"][1]), c.name
        back_trigger = any(_UPKEEP.match(line) for line in (c.faces[1].text or "").split("\n"))
        out = dn([f"enter {c.name}", "next turn", "spells 2", "next turn"])
        assert out["permanents"][0]["face_up"] == ("front" if back_trigger else "back"), c.name
        out = dn([f"enter {c.name}", "spells 1 by B", "next turn"])  # any player's spell counts
        assert out["permanents"][0]["face_up"] == "front", c.name


def test_a_clone_of_an_older_werewolf_triggers_but_cant_transform(dn):
    out = dn(["enter Scorned Villager // Moonscarred Werewolf", "copy", "next turn"])
    assert out["permanents"][0]["face_up"] == "back" and out["permanents"][1]["name"] == "Scorned Villager"
    assert "doesn't transform" in out["steps"][2]["explanation"]


# --- daynight's check/apply on a permanent ----------------------------------------------------------------------

def test_daynight_apply_acts_on_the_named_permanent_as_the_card_commands_do(dn):
    out = dn(["enter Huntmaster of the Fells // Ravager of the Fells", f"enter {CATHAR}",
              "apply Waxing Moon on Huntmaster of the Fells"], start="day")
    assert out["permanents"][0]["name"] == "Ravager of the Fells" and out["permanents"][1]["face_up"] == "front"
    out = dn([f"enter {CATHAR}", "apply Waxing Moon"], start="day")
    assert out["steps"][1]["result"] == "nothing happens" and out["permanents"][0]["face_up"] == "front"
    out = dn([f"enter {CATHAR}", "check type creature"], start="day")
    assert out["steps"][1]["check"]["passes"] is True
    out = dn([f"enter {RUFFIAN}", "apply Path to Exile"], start="day")
    assert out["permanents"] == []  # exiled: it leaves the story


def test_daynight_check_apply_need_a_permanent_unless_the_effect_is_day_or_night(dn):
    assert dn(["apply The Celestus"], start="day")["designation"] == "night"
    with pytest.raises(Exception, match="no permanent"):
        dn(["apply Path to Exile"])


# --- --day-night on the card commands, and a failed step ending the story everywhere ----------------------------

@pytest.mark.parametrize("zone,steps,face", [
    ("hand", ["cast Tavern Ruffian", "resolve"], "Tavern Smasher"),
    ("graveyard", ["enter"], "Tavern Smasher"),
    ("graveyard", ["apply Zombify"], "Tavern Smasher"),
    ("battlefield", ["blink"], "Tavern Smasher"),
    ("battlefield", ["token copy"], "Tavern Smasher"),
])
def test_a_daybound_card_entering_at_night_enters_transformed_in_dfc(card, zone, steps, face):
    out = card(RUFFIAN, steps, zone=zone, day_night="night")
    assert out["state"]["names"] == [face] and out["day_night"]["end"] == "night"


def test_room_takes_day_night_and_keeps_it(card):
    out = card("Bottomless Pool // Locker Room", ["cast Bottomless Pool", "resolve", "apply The Celestus"],
               zone="hand", day_night="day")
    assert out["day_night"] == {"start": "day", "end": "night"} and out["state"]["unlocked"] == ["Bottomless Pool"]


@pytest.mark.parametrize("cmd", ["room", "dfc", "daynight"])
def test_a_step_not_modelled_ends_the_story_in_every_command(cmd, card, dn):
    if cmd == "daynight":
        out = dn([f"enter {RUFFIAN}", f"apply {TOVOLAR}", "next turn"], start="day")
    elif cmd == "room":
        out = card("Bottomless Pool // Locker Room", [f"apply {TOVOLAR}", "unlock Locker Room"])
    else:
        out = card("Delver of Secrets // Insectile Aberration", [f"apply {TOVOLAR}", "transform"])
    at = 1 if cmd == "daynight" else 0
    assert out["steps"][at]["result"] == "not modelled" and out["stopped_at"] == at
    assert out["steps"][at + 1]["skipped"] is True and out["steps"][at + 1]["result"] == "not run"
    assert out["answer"].startswith(f"Step {at + 1} (apply {TOVOLAR}) is not modelled")
    if cmd == "daynight":
        assert out["turn"] == 1  # the next turn wasn't run


# --- effects on Rooms and on double-faced permanents that the reader now reads ----------------------------------

def test_ghostly_keybearer_unlocks_the_one_locked_door_and_asks_which_of_two(card):
    pool = "Bottomless Pool // Locker Room"
    out = card(pool, ["cast Bottomless Pool", "resolve", "apply Ghostly Keybearer"], zone="hand")
    assert out["state"]["unlocked"] == ["Bottomless Pool", "Locker Room"]
    assert out["steps"][2]["citations"][0]["number"] == "709.5f"
    assert out["steps"][2]["events"] == ["unlocked Locker Room", "fully unlocked"]  # 709.5h/709.5i can trigger
    out = card(pool, ["cast Bottomless Pool", "resolve", "unlock Locker Room", "apply Ghostly Keybearer"], zone="hand")
    assert out["steps"][3]["result"] == "nothing happens"
    step = card(pool, ["apply Ghostly Keybearer"])["steps"][0]  # both locked: its controller chooses
    assert step["result"] == "not modelled" and "effect unlock Locker Room" in step["explanation"]
    step = card("Delver of Secrets // Insectile Aberration", ["check Ghostly Keybearer"])["steps"][0]
    assert step["check"]["passes"] is False


def test_a_double_faced_permanent_cant_be_turned_face_down_anything_else_is_not_modelled(card):
    for name, steps in (("Birgi, God of Storytelling // Harnfel, Horn of Bounty", []),
                        ("Delver of Secrets // Insectile Aberration", ["transform"]),
                        ("Bruna, the Fading Light", ["meld Gisela, the Broken Blade"])):
        out = card(name, steps + ["apply Ixidron"])
        assert out["steps"][-1]["result"] == "nothing happens", name
        assert out["steps"][-1]["citations"][0]["number"] == "712.16", name
    step = card("Bottomless Pool // Locker Room", ["cast Locker Room", "resolve", "apply Ixidron"],
                zone="hand")["steps"][2]
    assert step["result"] == "nothing happens"  # an enchantment, not a creature
    step = card("Grizzly Bears", ["apply Ixidron"])["steps"][0]
    assert step["result"] == "not modelled" and "face-down" in step["explanation"]


def test_an_ability_the_reader_cant_read_that_might_fit_is_not_modelled_never_no(card):
    """Keys to the House searches for a land (read) and locks or unlocks a door (not read): asked about a Room on the
    battlefield, where the search can't act, the answer is not modelled, quoting the door sentence."""
    step = card("Bottomless Pool // Locker Room", ["apply Keys to the House"])["steps"][0]
    assert step["result"] == "not modelled" and "unlock a door" in step["explanation"]


def test_mirrorhall_mimic_reads_as_a_clone_with_its_spirit_exception(card):
    out = card("Delver of Secrets // Insectile Aberration", ["apply Mirrorhall Mimic"])
    step = out["steps"][0]
    assert step["result"] == "ok" and "Spirit" in step["explanation"]
    assert out["state"]["subtypes"] == ["Human", "Wizard", "Spirit"] and out["state"]["is_copy"] is True
    assert step["effect"]["card"] == "Mirrorhall Mimic"  # the front face's "enter as a copy", not Ghastly Mimicry's


# --- a static stops applying once its permanent leaves (611.3b) --------------------------------------------------

def test_after_brisela_leaves_the_disturbed_spell_can_be_cast(card):
    beggar = "Beloved Beggar // Generous Soul"
    out = card(beggar, ["apply Brisela, Voice of Nightmares", "remove Brisela, Voice of Nightmares", "cast back"],
               zone="graveyard")
    assert out["steps"][2]["result"] == "ok" and out["state"]["zone"] == "stack"
    assert out["steps"][1]["citations"][0]["number"] == "611.3b"
    out = card("Delver of Secrets", ["apply Meddling Mage name=Delver of Secrets", "remove Meddling Mage",
                                     "cast Delver of Secrets"], zone="hand")
    assert out["steps"][2]["result"] == "ok"
    out = card("Delver of Secrets", ["apply Void Winnower", "remove Meddling Mage"], zone="hand")
    assert out["steps"][1]["result"] == "nothing happens"  # only what was applied can stop applying


def test_daynight_remove_takes_a_permanent_and_its_statics_away(dn):
    out = dn(["enter Immerwolf", f"enter {CATHAR}", "remove Immerwolf", "spells 2", "next turn"], start="night")
    assert out["permanents"][0]["card"] == "Brutal Cathar // Moonrage Brute"
    assert out["permanents"][0]["face_up"] == "front"  # without Immerwolf, nightbound turns it over
    out = dn(["enter Angel of Eternal Dawn", "remove Angel of Eternal Dawn", "next turn"], start="night")
    assert out["designation"] == "night"  # day as it entered; gone, nothing stops the untap step check


# --- a "can't cast" in the day/night story: a stopped spell is not cast, so it doesn't count -------------------

def test_daynight_a_spell_a_kept_static_stops_is_not_cast_and_doesnt_count(dn):
    out = dn(["apply Meddling Mage name=Tavern Ruffian", "cast Tavern Ruffian", "cast Delver of Secrets", "next turn"],
             start="night")
    assert out["steps"][1]["result"] == "not allowed" and out["stopped_at"] == 1
    out = dn(["enter Void Winnower", "cast Tavern Ruffian",
              "spells 1", "next turn"], start="night")
    assert out["steps"][1]["result"] == "not allowed"  # Tavern Ruffian has mana value 4: even
    out = dn(["enter Void Winnower", "cast Delver of Secrets", "spells 1", "next turn"], start="night")
    assert out["steps"][1]["result"] == "ok" and out["designation"] == "day"  # 1 is odd: cast, and it counts


# --- copies made with exceptions (707.9b), and a token copy of a Clone-like copy ------------------------------------

def test_a_copy_made_with_an_exception_has_it(card):
    out = card("Nicol Bolas, the Ravager // Nicol Bolas, the Arisen", ["transform", "apply Spark Double"])
    assert out["state"]["supertypes"] == [] and out["state"]["types"] == ["Planeswalker"]
    assert out["state"]["mana_value"] == 0  # 202.3b: a copy of a back face
    out = card("Delver of Secrets // Insectile Aberration", ["transform", "apply Mirrorhall Mimic", "token copy"])
    assert out["state"]["subtypes"] == ["Human", "Insect", "Spirit"]  # the exception is copiable (707.9b)
    out = card("Delver of Secrets // Insectile Aberration", ["apply Phantasmal Image"])
    assert out["steps"][0]["result"] == "not modelled"  # "it has 'When this creature becomes the target …'"


@pytest.mark.parametrize("name", ["Delver of Secrets // Insectile Aberration",
                                  "Huntmaster of the Fells // Ravager of the Fells",
                                  "Nicol Bolas, the Ravager // Nicol Bolas, the Arisen",
                                  "Esika, God of the Tree // The Prismatic Bridge"])
def test_a_token_copy_of_a_clone_like_copy_is_single_faced_and_never_transforms(card, name):
    out = card(name, ["copy", "token copy", "transform"])
    assert out["state"]["token"] is True and out["state"]["face_up"] is None
    assert out["steps"][2]["result"] == "nothing happens"
    assert card(name, ["token copy", "transform"])["steps"][1]["result"] == "ok"  # of the card itself: it can


def test_a_token_copy_made_not_legendary_isnt(card):
    out = card("Bruna, the Fading Light", ["apply Helm of the Host"])
    assert out["state"]["token"] is True and out["state"]["supertypes"] == []
    assert "707.9b" in out["steps"][0]["explanation"]


def test_an_exception_on_a_double_faced_token_is_not_modelled(card):
    """707.8a: a token copy of a transformed Delver has both faces; which of them Mirror Room's "it's a Reflection"
    changes the engine doesn't decide, and says so."""
    step = card("Delver of Secrets // Insectile Aberration", ["transform", "apply Mirror Room"])["steps"][1]
    assert step["result"] == "not modelled" and "double-faced token" in step["explanation"]
