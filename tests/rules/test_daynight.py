"""Day and night, turn by turn, on real MID cards and Moonmist."""

from __future__ import annotations

import pytest

from bot.errors import QueryError
from tests.rules.helpers import nums

RUFFIAN = "Tavern Ruffian // Tavern Smasher"
CATHAR = "Brutal Cathar // Moonrage Brute"
DELVER = "Delver of Secrets // Insectile Aberration"




def designations(r) -> list[str]:
    return [t["designation"] for t in r["timeline"]]


def test_game_starts_neither(dn):
    r = dn(["spells 0"])
    assert r["designation"] == "neither" and r["turn"] == 1
    assert r["answer"] == "On turn 1 it is neither day nor night."


def test_neither_stays_neither_across_turns_without_check(dn):
    r = dn(["next turn", "next turn"])
    assert designations(r) == ["neither", "neither", "neither"]
    assert [t["changed"] for t in r["timeline"]] == [False, False, False]
    assert "731.2c" in nums(r["steps"][0])


def test_daybound_permanent_appearing_makes_it_day(dn):
    r = dn([f"enter {RUFFIAN}"])
    assert r["designation"] == "day"
    assert r["permanents"] == [{"card": RUFFIAN, "name": "Tavern Ruffian", "face_up": "front", "is_copy": False}]
    assert "702.145d" in nums(r["steps"][0])


def test_nightbound_alone_makes_it_night(dn):
    r = dn([f"enter transformed {RUFFIAN}"])
    assert r["designation"] == "night"
    assert r["permanents"][0]["name"] == "Tavern Smasher"
    assert "702.145g" in nums(r["steps"][0])


def test_daybound_and_nightbound_at_once_make_it_day(dn):
    # `enter transformed` applies to every card listed: only nightbound permanents -> night.
    r = dn([f"enter transformed {CATHAR} + {RUFFIAN}"])
    assert r["designation"] == "night"
    # A daybound permanent and a nightbound one (Cathar entering transformed) in one event -> day.
    r = dn([f"enter {RUFFIAN} + transformed {CATHAR}"])
    assert r["designation"] == "day"
    # It is day, so the nightbound one transforms to its daybound face at once.
    names = {p["card"]: p["name"] for p in r["permanents"]}
    assert names == {CATHAR: "Brutal Cathar", RUFFIAN: "Tavern Ruffian"}
    step = r["steps"][0]
    assert "702.145d" in nums(step) and "702.145e" in nums(step)  # transforms as it becomes day
    assert "702.145g" not in nums(step)
    assert step["transformed"] == ["Brutal Cathar"]


def test_untap_check_day_becomes_night_on_zero_spells(dn):
    r = dn([f"enter {RUFFIAN}", "next turn"])
    assert designations(r) == ["day", "night"]
    assert r["timeline"][1]["changed"] is True
    assert r["timeline"][1]["transformed"] == ["Tavern Ruffian -> Tavern Smasher"]
    assert r["permanents"][0]["face_up"] == "back"
    assert {"731.2", "731.2a", "702.145b"} <= set(nums(r["steps"][1]))


def test_one_spell_keeps_it_day(dn):
    r = dn([f"enter {RUFFIAN}", "spells 1", "next turn"])
    assert designations(r) == ["day", "day"]
    assert r["timeline"][0]["spells"] == 1
    assert r["timeline"][1]["changed"] is False


def test_night_becomes_day_on_two_spells(dn):
    r = dn([f"enter {RUFFIAN}", "next turn", "spells 2", "next turn"])
    assert designations(r) == ["day", "night", "day"]
    assert r["permanents"][0]["name"] == "Tavern Ruffian"
    assert "731.2b" in nums(r["steps"][3])


def test_night_stays_night_on_one_spell(dn):
    r = dn([f"enter {RUFFIAN}", "next turn", "spells 1", "next turn"])
    assert designations(r) == ["day", "night", "night"]


def test_only_previous_active_players_spells_count(dn):
    r = dn([f"enter {RUFFIAN}", "next turn", "spells 3 opponent", "next turn"])
    assert designations(r) == ["day", "night", "night"]
    assert r["timeline"][1]["spells"] == 0


def test_spells_reset_each_turn(dn):
    r = dn([f"enter {RUFFIAN}", "spells 1", "next turn", "next turn"])
    assert designations(r) == ["day", "day", "night"]


def test_transform_as_it_becomes_night_does_not_use_the_stack(dn):
    r = dn([f"enter {RUFFIAN}", "next turn"])
    assert "doesn't use the stack" in r["steps"][1]["explanation"]
    assert r["steps"][1]["triggers"] == []


def test_daybound_entering_at_night_enters_nightbound_face_up_without_transform_triggers(dn):
    r = dn([f"enter {RUFFIAN}", "next turn", f"cast {CATHAR}"])
    step = r["steps"][2]
    assert r["permanents"][1] == {"card": CATHAR, "name": "Moonrage Brute", "face_up": "back", "is_copy": False}
    assert step["triggers"] == []
    assert step["transformed"] == []
    assert "didn't transform" in step["explanation"]
    assert r["timeline"][1]["spells"] == 1  # cast counts as a spell


def test_transforming_into_brutal_cathar_as_it_becomes_day_triggers(dn):
    r = dn(["it becomes night", f"cast {CATHAR}", "spells 1", "next turn"])
    step = r["steps"][3]
    assert r["designation"] == "day"
    assert [(t["face"], t["event"]) for t in step["triggers"]] == [("Brutal Cathar", "transforms")]


def test_cast_daybound_at_day_triggers_enters(dn):
    r = dn([f"cast {CATHAR}"])
    assert [(t["face"], t["event"]) for t in r["steps"][0]["triggers"]] == [("Brutal Cathar", "enters")]
    assert r["designation"] == "day"


def test_it_becomes_day_and_night_effects(dn):
    r = dn([f"enter {RUFFIAN}", "it becomes night", "it becomes night", "it becomes day"])
    assert [s["designation"] for s in r["steps"]] == ["day", "night", "night", "day"]
    assert r["steps"][1]["transformed"] == ["Tavern Smasher"]
    assert r["steps"][2]["result"] == "nothing happens"
    assert r["steps"][3]["transformed"] == ["Tavern Ruffian"]
    assert "731.1a" in nums(r["steps"][1])


def test_it_becomes_day_from_neither_with_start(dn):
    r = dn(["next turn"], start="night")
    assert r["designation"] == "night"  # 0 spells at night: stays night
    r = dn(["spells 2", "next turn"], start="night")
    assert r["designation"] == "day"


def test_moonmist_does_not_touch_daybound_permanents(dn):
    r = dn([f"enter {RUFFIAN}", f"enter {DELVER}", "cast Moonmist"])
    names = {p["card"]: p["name"] for p in r["permanents"]}
    assert names == {RUFFIAN: "Tavern Ruffian", DELVER: "Insectile Aberration"}
    step = r["steps"][2]
    assert step["transformed"] == ["Insectile Aberration"]
    assert "702.145b" in nums(step)
    assert r["timeline"][0]["spells"] == 1


def test_moonmist_at_night_does_not_touch_nightbound(dn):
    r = dn([f"enter {RUFFIAN}", "next turn", "cast Moonmist"])
    assert r["permanents"][0]["name"] == "Tavern Smasher"
    assert r["steps"][2]["transformed"] == []


def test_transform_step_on_daybound_does_nothing(dn):
    r = dn([f"enter {RUFFIAN}", f"transform {RUFFIAN}"])
    assert r["steps"][1]["result"] == "nothing happens"
    assert r["permanents"][0]["name"] == "Tavern Ruffian"


def test_transform_step_on_other_dfc(dn):
    r = dn([f"enter {DELVER}", f"transform {DELVER}"])
    assert r["steps"][1]["result"] == "ok" and r["permanents"][0]["name"] == "Insectile Aberration"
    assert r["designation"] == "neither"


def test_copy_of_daybound_follows_but_never_transforms(dn):
    r = dn([f"enter {RUFFIAN}", "copy", "next turn"])
    perms = r["permanents"]
    assert perms[0]["name"] == "Tavern Smasher"
    # A Clone-like copy is represented by a single-faced card: it has no front or back face up.
    assert perms[1] == {"card": RUFFIAN, "name": "Tavern Ruffian", "face_up": None, "is_copy": True}
    assert r["timeline"][1]["transformed"] == ["Tavern Ruffian -> Tavern Smasher"]


def test_copy_of_daybound_alone_makes_it_day(dn):
    r = dn([f"enter transformed {RUFFIAN}", "it becomes day", "copy"])
    assert r["designation"] == "day"


def test_timeline_per_turn(dn):
    r = dn([f"enter {RUFFIAN}", "next turn", "spells 2", "next turn", "spells 1", "next turn"])
    assert [(t["turn"], t["designation"], t["spells"], t["changed"]) for t in r["timeline"]] == [
        (1, "day", 0, False), (2, "night", 2, True), (3, "day", 1, True), (4, "day", 0, False)]
    assert r["turn"] == 4


def test_daynight_editions_cite_their_own_numbers(dn, ed2021):
    new = dn([f"enter {RUFFIAN}", "next turn"])
    old = dn([f"enter {RUFFIAN}", "next turn"], edition=ed2021)
    assert "731.2a" in nums(new["steps"][1]) and "724.2a" in nums(old["steps"][1])
    assert designations(new) == designations(old) == ["day", "night"]
    assert old["cr_effective"] == "2021-11-19"


def test_bad_steps(dn):
    with pytest.raises(QueryError) as e:
        dn(["fly away"])
    assert e.value.kind == "invalid" and "next turn" in e.value.message
    with pytest.raises(QueryError):
        dn(["spells many"])
    with pytest.raises(QueryError):
        dn(["next turn"], start="dusk")
    with pytest.raises(QueryError):
        dn([f"transform {RUFFIAN}"])


def test_cast_instant_counts_as_spell_and_unknown_card_propagates(dn):
    with pytest.raises(QueryError) as e:
        dn(["cast Xyzzy Nonexistent"])
    assert e.value.kind in ("not_found", "ambiguous")


def test_json_shape(dn):
    r = dn([f"enter {RUFFIAN}"])
    assert set(r) >= {"designation", "turn", "permanents", "timeline", "citations", "answer", "cr_effective"}
    assert set(r["timeline"][0]) >= {"turn", "designation", "spells", "changed", "transformed"}
    assert all(set(c) == {"number", "text"} for c in r["citations"])
