"""Issue 15 (rules engine, third pass): what a user notices, on real cards."""

from __future__ import annotations

import pytest

from bot.errors import QueryError
from tests.rules.helpers import nums

DELVER = "Delver of Secrets // Insectile Aberration"
CATHAR = "Brutal Cathar // Moonrage Brute"
RUFFIAN = "Tavern Ruffian // Tavern Smasher"
BEGGAR = "Beloved Beggar // Generous Soul"
EMERIA = "Emeria's Call // Emeria, Shattered Skyclave"
VALKI = "Valki, God of Lies // Tibalt, Cosmic Impostor"
POOL = "Bottomless Pool // Locker Room"


# --- B1: permission to play or put a face; impossible starts ----------------------------------

def test_a_transforming_cards_back_face_cannot_be_played(sim):
    r = sim("Search for Azcanta", ["play back", "transform"], zone="hand")
    assert r["steps"][0]["result"] == "not allowed" and r["state"]["zone"] == "hand"
    assert "712.12" in r["steps"][0]["explanation"]


def test_a_modal_cards_back_land_face_can_be_played(sim):
    r = sim(EMERIA, ["play back"], zone="hand")
    assert r["state"]["names"] == ["Emeria, Shattered Skyclave"] and r["state"]["zone"] == "battlefield"


def test_a_sorcery_front_face_never_starts_on_the_battlefield_and_the_refusal_says_how(sim):
    with pytest.raises(QueryError) as e:
        sim(EMERIA, [], zone="battlefield")
    assert e.value.kind == "invalid" and "307.4" in e.value.message and "refused" in e.value.message
    assert e.value.suggestions == ['--zone hand --steps "play Emeria, Shattered Skyclave"']


def test_a_transforming_cards_front_land_face_is_played_not_cast(sim):
    assert sim("Westvale Abbey", ["cast Westvale Abbey"], zone="hand")["steps"][0]["result"] == "not allowed"


def test_a_daybound_permanent_cannot_start_front_face_up_at_night_and_the_answer_says_so(sim):
    r = sim(RUFFIAN, [], zone="battlefield", day_night="night")
    assert r["start"]["face_up"] == "back" and r["start"]["names"] == ["Tavern Smasher"]
    assert "702.145c" in r["start_note"]


# --- B3: day and night in `dfc` and `room` ----------------------------------------------------

@pytest.mark.parametrize("zone,steps", [("hand", ["cast Brutal Cathar", "resolve"]), ("graveyard", ["enter"]),
                                        ("graveyard", ["token copy"]), ("library", ["enter", "blink"])])
def test_a_daybound_card_entering_at_night_enters_transformed_on_every_path(sim, zone, steps):
    r = sim(CATHAR, steps, zone=zone, day_night="night")
    last = r["steps"][-1]
    assert r["state"]["face_up"] == "back" and r["state"]["names"] == ["Moonrage Brute"]
    assert "702.145b" in nums(last) and "it enters transformed" in last["explanation"]
    assert "702.145c" not in nums(last)  # it didn't enter front face up and then transform
    assert all(t["event"] != "transforms" for t in last["triggers"])


def test_by_day_the_same_card_enters_front_face_up(sim):
    r = sim(CATHAR, ["enter"], zone="graveyard", day_night="day")
    assert r["state"]["face_up"] == "front" and r["day_night"] == {"start": "day", "end": "day"}


def test_a_nightbound_face_entering_by_day_turns_over_at_once(sim):
    r = sim(CATHAR, ["enter transformed"], zone="graveyard", day_night="day")
    assert r["state"]["face_up"] == "front" and "702.145f" in nums(r["steps"][0])


def test_day_night_start_is_checked(sim):
    with pytest.raises(QueryError) as e:
        sim(CATHAR, [], zone="hand", day_night="dusk")
    assert e.value.kind == "invalid"


def test_daynight_blink_return_and_token_copy_steps(dn):
    r = dn([f"enter {RUFFIAN}", f"blink {RUFFIAN}", f"token copy {RUFFIAN}", f"return {CATHAR}"], start="night")
    assert [p["face_up"] for p in r["permanents"]] == ["back", "back", "back"]
    assert r["permanents"][1]["token"] is True
    assert all(s["result"] == "ok" for s in r["steps"])


# --- B2: spells cast by an effect are cast ------------------------------------------------------

@pytest.mark.parametrize("how", ["without paying its mana cost", "with cascade", "from exile", "with rebound"])
def test_a_spell_cast_by_an_effect_counts_for_day_and_night(dn, how):
    r = dn(["cast Moonmist", f"cast Tavern Ruffian {how}", "next turn"], start="night")
    assert r["designation"] == "day" and r["steps"][1]["spells_cast"] == 1
    assert "118.9a" in nums(r["steps"][1])


def test_a_disturbed_spell_counts_and_enters_back_face_up(dn):
    r = dn(["cast Generous Soul", "next turn"], start="day")
    assert r["designation"] == "day" and r["permanents"][0]["name"] == "Generous Soul"


def test_casting_a_transforming_cards_back_face_without_permission_is_refused(dn):
    r = dn(["cast Insectile Aberration", "next turn"], start="day")
    assert r["steps"][0]["result"] == "not allowed" and r["steps"][1]["skipped"] is True
    assert r["designation"] == "day"  # the next turn was not run


# --- B4: a step that fails ends the story --------------------------------------------------------

def test_after_a_step_that_is_not_allowed_the_rest_is_not_run(sim):
    r = sim(DELVER, ["play Delver of Secrets", "enter", "transform"], zone="hand")
    assert [s["result"] for s in r["steps"]] == ["not allowed", "not run", "not run"]
    assert [s.get("skipped", False) for s in r["steps"]] == [False, True, True]
    assert r["stopped_at"] == 0 and r["state"]["zone"] == "hand"
    assert r["answer"].startswith("Step 1 (play Delver of Secrets) is not allowed")


async def test_library_verdict_names_the_step_that_stopped_it(library):
    a = await library.dfc("Delver of Secrets", "hand", ["play Delver of Secrets", "enter"])
    assert a.verdict[0].startswith("Mana value 1 · ")
    assert a.verdict[1].endswith("stopped: not allowed at step 1 (play Delver of Secrets)")
    assert a.json["steps"][1]["skipped"] is True


async def test_library_dfc_takes_the_day_night_designation(library):
    a = await library.dfc("Brutal Cathar", "graveyard", ["enter"], day_night="night")
    assert a.json["state"]["names"] == ["Moonrage Brute"]


# --- B5: copies carry everything copiable -------------------------------------------------------

def test_a_clone_of_a_disturbed_back_face_is_exiled_by_the_copied_replacement(sim):
    r = sim(BEGGAR, ["cast back", "resolve", "copy", "move graveyard"], zone="graveyard")
    step = r["steps"][3]
    assert step["state"]["zone"] == "exile" and "614.1a" in nums(step) and "707.2" in nums(step)


def test_a_clone_card_that_left_is_a_card_not_a_copy_that_ceased_to_exist(sim):
    r = sim(DELVER, ["copy", "move graveyard", "enter transformed"], zone="battlefield")
    assert "ceased to exist" not in r["answer"]
    assert r["steps"][2]["result"] == "nothing happens" and "712.14a" in nums(r["steps"][2])
    r = sim(DELVER, ["copy", "move graveyard", "enter"], zone="battlefield")
    assert r["steps"][2]["result"] == "not modelled"


# --- B6: meld ----------------------------------------------------------------------------------

@pytest.mark.parametrize("where", ["controlled by an opponent", "in the graveyard", "owned by an opponent"])
def test_meld_with_a_partner_you_dont_own_and_control_on_the_battlefield_does_nothing(sim, where):
    r = sim("Gisela, the Broken Blade", [f"meld Bruna, the Fading Light {where}"], zone="battlefield")
    step = r["steps"][0]
    assert step["result"] == "nothing happens" and r["state"]["names"] == ["Gisela, the Broken Blade"]
    assert "603.4" in nums(step) and "own and control" in step["explanation"]


def test_meld_with_your_own_partner_still_melds(sim):
    r = sim("Gisela, the Broken Blade", ["meld Bruna, the Fading Light"], zone="battlefield")
    assert r["state"]["names"] == ["Brisela, Voice of Nightmares"] and r["state"]["mana_value"] == 11


# --- B7: several abilities ---------------------------------------------------------------------

def test_the_answer_names_the_ability_used_when_several_fit(sim):
    step = sim(DELVER, ["apply Mirror Room"], zone="battlefield")["steps"][0]
    assert step["effect"]["card"] == "Mirror Room" and step["effect"]["door"] == "Mirror Room"
    assert step["effect"]["alternatives"] and "Fractured Realm" not in step["effect"]["text"]
    assert "only while that door is unlocked" in step["explanation"]


def test_a_door_ability_acting_says_it_needs_that_door_unlocked(sim):
    r = sim(DELVER, ["apply Bottomless Pool"], zone="battlefield")
    assert r["state"]["zone"] == "hand" and "709.5h" in nums(r["steps"][0])


# --- B8: overtaken rulings in simulations ------------------------------------------------------

def test_transforming_a_modal_card_names_the_overtaken_ruling(sim):
    step = sim(VALKI, ["transform"], zone="battlefield")["steps"][0]
    assert step["result"] == "ok" and step["overtaken_rulings"][0]["date"] == "2021-02-05"
    assert "712.9" in step["overtaken_rulings"][0]["by"] and "overtaken" in step["explanation"]


def test_under_the_2021_rules_the_ruling_is_not_overtaken(sim, ed2021):
    step = sim(VALKI, ["transform"], zone="battlefield", edition=ed2021)["steps"][0]
    assert step["result"] == "nothing happens" and "overtaken_rulings" not in step


# --- B9: citations ------------------------------------------------------------------------------

def test_entering_cites_the_deciding_rule_not_400_7(sim, dn):
    step = sim(DELVER, ["enter"], zone="hand")["steps"][0]
    assert nums(step)[0] == "712.14" and "400.7" not in nums(step)
    step = dn([f"enter {RUFFIAN}"])["steps"][0]
    assert nums(step)[0] == "702.145d" and "400.7" not in nums(step)


def test_casting_does_not_cite_601_2i_but_a_countered_spell_does(dn):
    r = dn(["cast Moonmist", "counter", "next turn"], start="day")
    assert "601.2i" not in nums(r["steps"][0]) and "601.2i" in nums(r["steps"][1])


def test_a_move_still_cites_the_new_object_rule(sim):
    assert nums(sim(DELVER, ["move graveyard"], zone="hand")["steps"][0])[0] == "400.7"


# --- C: `card` for a meld card gives the melded permanent's mana value ----------------------------

async def test_card_for_a_meld_card_gives_the_melded_permanents_mana_value(library):
    a = await library.card("Bruna, the Fading Light")
    assert a.json["card"]["melded"] == {"with": "Gisela, the Broken Blade", "name": "Brisela, Voice of Nightmares",
                                        "mana_value": 11, "rule": "712.8g"}
    assert "mana value 11" in a.answer and "712.8g" in [c.number for c in a.citations]
    assert "melded" not in (await library.card("Delver of Secrets")).json["card"]


def test_spells_cast_by_an_effect_count_in_spells_n(dn):
    r = dn(["spells 2 without paying their mana costs", "next turn"], start="night")
    assert r["designation"] == "day" and r["steps"][0]["spells_cast"] == 2 and "118.9a" in nums(r["steps"][0])


def test_a_land_never_starts_on_the_stack(sim):
    with pytest.raises(QueryError) as e:
        sim("Westvale Abbey", [], zone="stack")
    assert e.value.kind == "invalid" and "refused" in e.value.message
    assert e.value.suggestions == ['--zone hand --steps "play Westvale Abbey"']


def test_the_day_night_answer_calls_a_token_copy_a_token(dn):
    r = dn([f"enter {RUFFIAN}", f"token copy {RUFFIAN}"], start="night")
    assert "a token copy of Tavern Smasher is Tavern Smasher" in r["answer"]


@pytest.mark.parametrize("start,spells,first", [("day", [], "731.2a"), ("night", ["spells 2"], "731.2b"),
                                                ("neither", [], "731.2c")])
def test_the_untap_step_check_cites_the_rule_that_decided_it_first(dn, start, spells, first):
    step = dn(spells + ["next turn"], start=start)["steps"][-1]
    assert nums(step)[0] == first
