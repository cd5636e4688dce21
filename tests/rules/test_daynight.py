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
    assert r["permanents"] == [{"card": RUFFIAN, "name": "Tavern Ruffian", "face_up": "front", "is_copy": False,
                              "token": False}]
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
    assert r["permanents"][1] == {"card": CATHAR, "name": "Moonrage Brute", "face_up": "back", "is_copy": False,
                                    "token": False}
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
    assert perms[1] == {"card": RUFFIAN, "name": "Tavern Ruffian", "face_up": None, "is_copy": True, "token": False}
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


# --- multiplayer, teams, and what counts as a spell cast ---------------------------------------

TEAMS_2HG = "A B; C D"


@pytest.fixture
def dnp(get_card, ed2026):
    """dnp(steps, players=..., teams=..., start=..., edition=...): day/night with players and teams."""
    from bot.rules.daynight import simulate_daynight
    from tests.rules.conftest import _record

    def run(steps, *, players=None, teams=None, start="neither", edition=None):
        ed = edition or ed2026
        return _record(ed, simulate_daynight(ed, start=start, steps=steps, resolve_card=get_card,
                                             players=players, teams=teams))

    return run


@pytest.fixture(scope="session")
def daybound_cards(library, get_card):
    """Every double-faced card in the catalog whose front face has daybound (MID, VOW and later)."""
    from bot.rules import double_faced as dfc

    rows = library.conn.execute(
        "SELECT DISTINCT c.name FROM cards c JOIN faces f ON f.card_id = c.id "
        "WHERE c.is_double_faced = 1 AND f.idx = 0 AND (f.keywords LIKE '%aybound%' OR f.text LIKE '%aybound%') "
        "ORDER BY c.name").fetchall()
    cards = [get_card(name) for (name,) in rows]
    cards = [c for c in cards if dfc.has_keyword(c.faces[0], "daybound")]
    assert len(cards) >= 30 and RUFFIAN in {c.name for c in cards}
    return cards


def actives(r) -> list:
    return [t["active_team"] or t["active_player"] for t in r["timeline"]]


def test_two_players_by_default_take_turns_a_b(dnp):
    r = dnp([f"enter {RUFFIAN}", "next turn", "next turn"])
    assert r["players"] == ["A", "B"] and r["teams"] is None and r["shared_team_turns"] is False
    assert actives(r) == ["A", "B", "A"]
    assert r["answer"].startswith("On turn 3 it is night;")  # two players: the answer reads as before


def test_three_players_only_the_previous_active_players_spells_count(dnp):
    r = dnp([f"enter {CATHAR}",
             "spells 1 by B", "spells 3 by C", "next turn",  # A's turn: A cast none -> night
             "spells 2 by A", "spells 2 by C", "next turn",  # B's turn: B cast none -> stays night
             "spells 2 by C", "next turn",                   # C's turn: C cast two -> day
             "next turn"], players=3)
    assert actives(r) == ["A", "B", "C", "A", "B"]
    assert designations(r) == ["day", "night", "night", "day", "night"]
    assert r["timeline"][0]["spells_by"] == {"A": 0, "B": 1, "C": 3} and r["timeline"][0]["spells"] == 0
    assert r["permanents"][0]["name"] == "Moonrage Brute"
    step = r["steps"][3]
    assert "the previous turn's active player, A, cast no spells" in step["explanation"]
    assert {"103.1", "102.1", "731.2a"} <= set(nums(step))
    assert "only the active player's spells count" in r["steps"][1]["explanation"]
    assert r["answer"].startswith("On turn 5 (B's turn) it is night")


def test_four_players_turn_order_wraps_around(dnp):
    r = dnp([f"enter {RUFFIAN}"] + ["spells 1", "next turn"] * 4 + ["next turn"], players=4)
    assert actives(r) == ["A", "B", "C", "D", "A", "B"]
    assert designations(r) == ["day"] * 5 + ["night"]  # each active player cast one spell, then A cast none
    assert r["timeline"][3]["spells_by"] == {"A": 0, "B": 0, "C": 0, "D": 1}
    assert r["turn"] == 6 and r["active_player"] == "B"


def test_every_daybound_card_follows_the_previous_active_player_in_a_three_player_game(dnp, daybound_cards):
    for card in daybound_cards:
        r = dnp([f"enter {card.name}", "spells 1 by B", "next turn", "spells 2 by A", "next turn",
                 "spells 2 by C", "next turn"], players=3)
        assert designations(r) == ["day", "night", "night", "day"], card.name
        assert [t["transformed"] for t in r["timeline"]][1:] == [
            [f"{card.faces[0].name} -> {card.faces[1].name}"], [],
            [f"{card.faces[1].name} -> {card.faces[0].name}"]], card.name


def test_two_headed_giant_team_turns_count_every_player_of_the_active_team(dnp):
    r = dnp([f"enter {RUFFIAN}", "spells 1 by B", "next turn",  # B (on the active team) cast one: stays day
             "next turn",                                      # no player of C D cast a spell: night
             "spells 1 by A", "spells 1 by B", "next turn",    # one each: not two by one player, stays night
             "spells 2 by D", "next turn"],                    # D cast two: day
            teams=TEAMS_2HG)
    assert r["players"] == ["A", "B", "C", "D"] and r["teams"] == [["A", "B"], ["C", "D"]]
    assert r["shared_team_turns"] is True
    assert actives(r) == [["A", "B"], ["C", "D"], ["A", "B"], ["C", "D"], ["A", "B"]]
    assert designations(r) == ["day", "day", "night", "night", "day"]
    assert r["timeline"][2]["spells"] == 2 and r["timeline"][2]["spells_by"] == {"A": 1, "B": 1, "C": 0, "D": 0}
    kept = r["steps"][6]["explanation"]
    assert "no player of the previous turn's active team (A B) cast two or more spells" in kept
    assert "not added together" in kept
    assert nums(r["steps"][6])[0] == "502.2a" and {"731.2b", "805.4"} <= set(nums(r["steps"][6]))  # at most three cited
    assert "on the previous turn's active team (C D), D cast 2 spells, so night becomes day" in \
        r["steps"][8]["explanation"]
    assert "no player of the previous turn's active team (C D) cast a spell, so day becomes night" in \
        r["steps"][3]["explanation"]
    assert r["answer"].startswith("On turn 5 (team A B's turn) it is day")


def test_every_daybound_card_stays_night_when_two_teammates_cast_one_spell_each(dnp, daybound_cards):
    for card in daybound_cards:
        r = dnp([f"enter {card.name}", "next turn", "spells 1 by C", "spells 1 by D", "next turn",
                 "spells 2 by B", "next turn"], teams=TEAMS_2HG)
        assert designations(r) == ["day", "night", "night", "day"], card.name
        assert r["permanents"][0]["face_up"] == "front", card.name


def test_team_turns_as_the_issue_writes_them_with_a_seating_note(dnp):
    r = dnp([f"enter {RUFFIAN}", "spells 1 by C", "next turn", "next turn"], players=4, teams="A C; B D")
    assert actives(r) == [["A", "C"], ["B", "D"], ["A", "C"]]
    assert designations(r) == ["day", "day", "night"]
    assert r["notes"] and "805.1" in r["notes"][0] and "A C and B D" in r["notes"][0]
    assert "805.1" in nums(r)
    assert r["answer"].endswith(r["notes"][0])
    # Adjacent seats: no note.
    assert dnp(["next turn"], teams=TEAMS_2HG)["notes"] == []


def test_archenemy_style_teams_of_one_and_three(dnp):
    r = dnp([f"enter {RUFFIAN}", "spells 1 by A", "next turn", "spells 1 by B", "spells 1 by C", "next turn",
             "next turn"], teams="A; B C D")
    assert actives(r) == [["A"], ["B", "C", "D"], ["A"], ["B", "C", "D"]]
    assert designations(r) == ["day", "day", "day", "night"]


def test_team_game_needs_to_know_which_teammate_cast(dnp):
    with pytest.raises(QueryError) as e:
        dnp([f"enter {RUFFIAN}", "spells 2"], teams=TEAMS_2HG)
    assert e.value.kind == "invalid" and "spells 2 by B" in e.value.message
    with pytest.raises(QueryError) as e:
        dnp([f"cast {RUFFIAN}"], teams=TEAMS_2HG)
    assert "cast CARD by A" in e.value.message
    # A team of one needs no name.
    assert dnp(["spells 2"], teams="A; B")["timeline"][0]["spells_by"] == {"A": 2, "B": 0}


def test_opponent_is_still_accepted(dnp):
    r = dnp([f"enter {RUFFIAN}", "next turn", "spells 3 opponent", "next turn"])
    assert r["timeline"][1]["spells_by"] == {"A": 3, "B": 0}
    r = dnp([f"enter {RUFFIAN}", "next turn", "spells 3 opponent", "cast Moonmist by opponent", "next turn"],
            players=3)
    assert r["timeline"][1]["spells_by"] == {"A": 0, "B": 0, "C": 0, "nonactive": 4}
    assert designations(r) == ["day", "night", "night"]
    assert "a nonactive player" in r["steps"][2]["explanation"].casefold()


# What counts as a spell cast.

def test_a_copy_of_a_spell_is_not_cast(dnp):
    night = [f"enter {RUFFIAN}", "next turn"]
    r = dnp(night + ["cast Moonmist by B", "copy spell", "next turn"])
    assert designations(r) == ["day", "night", "night"]
    step = r["steps"][3]
    assert step["spells_cast"] == 0 and step["player"] == "B"
    assert "a copy of a spell isn't cast" in step["explanation"]
    assert "1 spell cast by B this turn (the copy was not cast)" in step["explanation"]
    assert "707.10" in nums(step)
    assert r["timeline"][1]["by_player"]["B"] == {"spells_cast": 1, "countered": 0, "spell_copies": 1,
                                                  "lands_played": 0, "doors_unlocked": 0, "special_exiles": []}
    # The same turn with a second spell actually cast: day.
    assert designations(dnp(night + ["cast Moonmist by B", "spells 1 by B", "next turn"]))[-1] == "day"


def test_a_countered_spell_was_still_cast(dnp):
    r = dnp([f"enter {RUFFIAN}", f"enter {DELVER}", "next turn", "cast Moonmist", "counter", "spells 1",
             "next turn"])
    assert designations(r) == ["day", "night", "day"]
    cast, countered = r["steps"][3], r["steps"][4]
    assert "it is countered in the next step, so it doesn't resolve" in cast["explanation"]
    assert cast["transformed"] == []  # Moonmist never resolved: Delver of Secrets stays as it was
    assert {p["card"]: p["name"] for p in r["permanents"]}[DELVER] == "Delver of Secrets"
    assert "it was cast, so it still counts" in countered["explanation"]
    assert {"601.2i", "701.6a"} <= set(nums(countered))
    assert r["timeline"][1]["spells"] == 2 and r["timeline"][1]["by_player"]["B"]["countered"] == 1


def test_a_countered_creature_spell_does_not_enter(dnp):
    r = dnp([f"cast {CATHAR}", "counter", "next turn"])
    assert r["permanents"] == [] and designations(r) == ["neither", "neither"]
    assert r["timeline"][0]["spells"] == 1


def test_the_judges_sentence_countered_and_copy_together(dnp):
    r = dnp([f"enter {RUFFIAN}", "next turn", "cast Moonmist by B", "counter", "spells 1 by B", "copy spell",
             "next turn"])
    assert "2 spells cast by B this turn (a countered spell still counts; the copy was not cast)" in \
        r["steps"][5]["explanation"]
    assert "B, cast 2 spells (a countered spell still counts; the copy was not cast), so night becomes day" in \
        r["steps"][6]["explanation"]
    assert designations(r) == ["day", "night", "day"]


def test_countering_the_copy_changes_nothing(dnp):
    r = dnp([f"enter {RUFFIAN}", "next turn", "spells 1", "copy spell", "counter", "next turn"])
    assert "it was never cast, so the count doesn't change" in r["steps"][4]["explanation"]
    assert designations(r)[-1] == "night"


def test_unlocking_a_door_is_a_special_action_not_a_spell(dnp):
    r = dnp([f"enter {RUFFIAN}", "unlock", "next turn"])
    step = r["steps"][1]
    assert step["result"] == "ok" and step["spells_cast"] == 0
    assert "a special action, not a spell" in step["explanation"]
    assert {"116.1", "116.2m"} <= set(nums(step))
    assert designations(r) == ["day", "night"]
    assert r["timeline"][0]["by_player"]["A"]["doors_unlocked"] == 1
    # Only on your own turn.
    r = dnp([f"enter {RUFFIAN}", "unlock by B"])
    assert r["steps"][1]["result"] == "not allowed"


def test_playing_a_land_is_not_casting_a_spell(dnp):
    r = dnp([f"enter {RUFFIAN}", "next turn", "play land Forest", "spells 1", "next turn"])
    step = r["steps"][2]
    assert step["result"] == "ok" and step["spells_cast"] == 0
    assert "it is never a spell" in step["explanation"]
    assert {"116.2a", "305.1"} <= set(nums(step))
    assert designations(r) == ["day", "night", "night"]
    assert [p["card"] for p in r["permanents"]] == [RUFFIAN, "Forest"]
    # A land card can't be cast at all.
    r = dnp(["cast Forest"])
    assert r["steps"][0]["result"] == "not allowed" and r["timeline"][0]["spells"] == 0
    assert "play land Forest" in r["steps"][0]["explanation"]


def test_lands_are_played_only_on_your_own_turn_or_your_teams(dnp):
    r = dnp(["play land Forest by B"])
    assert r["steps"][0]["result"] == "not allowed" and r["permanents"] == []
    r = dnp(["next turn", "play land Forest by C", "play land Island by D"], teams=TEAMS_2HG)
    assert [s["result"] for s in r["steps"][1:]] == ["ok", "ok"]
    assert r["timeline"][1]["by_player"]["D"]["lands_played"] == 1 and r["timeline"][1]["spells"] == 0


def test_a_modal_card_can_be_played_as_its_land_face(dnp):
    r = dnp(["play land Emeria's Call"])
    assert r["permanents"][0]["name"] == "Emeria, Shattered Skyclave"
    assert r["timeline"][0]["spells"] == 0


def test_what_counts_under_the_2021_and_2026_rules(dnp, ed2021):
    steps = [f"enter {RUFFIAN}", "next turn", "cast Moonmist by B", "counter", "spells 1 by B", "copy spell",
             "unlock", "play land", "next turn"]
    new, old = dnp(steps, teams="A; B"), dnp(steps, teams="A; B", edition=ed2021)
    assert designations(new) == designations(old) == ["day", "night", "day"]
    assert "701.6a" in nums(new["steps"][3]) and "701.5a" in nums(old["steps"][3])  # countering moved
    assert "731.2b" in nums(new["steps"][8]) and "724.2b" in nums(old["steps"][8])
    assert "502.2a" in nums(new["steps"][8]) and "502.2a" in nums(old["steps"][8])
    assert "707.10" in nums(new["steps"][5]) and "707.10" in nums(old["steps"][5])
    # No doors in 2021: the rules have nothing on unlocking, and the answer says so.
    assert "116.2m" in nums(new["steps"][6])
    assert old["steps"][6]["result"] == "nothing happens" and "no doors" in old["steps"][6]["explanation"]
    assert any("unlocking a door" in m for m in old["steps"][6]["missing_rules"])


# Bad input: a clear `invalid`, naming what to type.

@pytest.mark.parametrize("players, teams, words", [
    (1, None, "from 2 to 8"), (9, None, "from 2 to 8"), ("four", None, "--players takes a number"),
    (4, "A B; C", "D is on no team"), (4, "A B; B C D", "B is on more than one team"),
    (4, "A B; C E", "names player E"), (None, "A B C D", "at least two teams"),
    (4, "alice bob; C D", "isn't a player"), (4, ";;", "No teams found"), (2, "A; B C", "names player C"),
])
def test_bad_players_and_teams(dnp, players, teams, words):
    with pytest.raises(QueryError) as e:
        dnp(["next turn"], players=players, teams=teams)
    assert e.value.kind == "invalid" and words in e.value.message


@pytest.mark.parametrize("steps, words", [
    (["spells 1 by E"], "There is no player 'E'"),
    (["cast Moonmist by Z"], "There is no player 'Z'"),
    (["spells 2 by alice"], "`spells 2 by B`"),
    (["counter"], "No spell has been cast this turn"),
    (["cast Moonmist", "next turn", "counter"], "No spell has been cast this turn"),
    (["cast Moonmist", "spells 0", "counter"], "Moonmist has already resolved"),
    (["spells 1", "counter", "counter"], "already been countered"),
    (["copy spell"], "no spell on the stack to copy"),
    (["cast Moonmist", "counter", "copy spell"], "no spell on the stack to copy"),
    (["counter Moonmist"], "names nothing"),
    (["unlock Locker Room"], "/room"),
    (["play land Tavern Ruffian"], "has no land face"),
])
def test_bad_who_does_what_steps(dnp, steps, words):
    with pytest.raises(QueryError) as e:
        dnp(steps, players=4)
    assert e.value.kind == "invalid" and words in e.value.message


def test_card_names_with_by_in_them_are_not_read_as_players(dnp):
    r = dnp(["cast Death by Dragons"])
    assert r["steps"][0]["player"] == "A" and "Death by Dragons" in r["steps"][0]["explanation"]


def test_copy_spell_queller_is_a_permanent_copy_not_a_spell_copy(dnp):
    r = dnp(["enter Spell Queller", "copy Spell Queller"])
    assert r["permanents"][1]["is_copy"] is True and r["timeline"][0]["by_player"] == {}


def test_json_shape_with_players(dnp):
    r = dnp([f"enter {RUFFIAN}", "spells 1 by C", "next turn"], players=3)
    assert set(r) >= {"players", "teams", "shared_team_turns", "active_player", "active_team", "notes"}
    assert set(r["timeline"][0]) >= {"turn", "designation", "active_player", "active_team", "spells", "spells_by",
                                     "by_player", "changed", "change", "transformed"}
    assert set(r["steps"][1]) >= {"player", "spells_cast"}
    assert r["steps"][1]["player"] == "C" and r["steps"][1]["spells_cast"] == 1


def test_suspending_a_card_is_a_special_action_and_no_spell(dn):
    # 116.2f: the only thing done in a day turn was suspending Rift Bolt — no spell cast, so it becomes night
    r = dn(["suspend Rift Bolt", "next turn"], start="day")
    assert designations(r) == ["day", "night"]
    assert "116.2f" in nums(r["steps"][0])
    assert r["steps"][0]["spells_cast"] == 0
    assert r["timeline"][0]["by_player"]["A"]["special_exiles"] == ["suspend"]


def test_foretelling_then_casting_one_spell_keeps_the_day(dn):
    r = dn(["foretell Saw It Coming", "spells 1", "next turn"], start="day")
    assert designations(r) == ["day", "day"]
    assert "116.2h" in nums(r["steps"][0])


def test_a_card_without_suspend_cant_be_suspended(dn):
    with pytest.raises(QueryError) as e:
        dn(["suspend Lightning Bolt"], start="day")
    assert "Lightning Bolt has no suspend" in e.value.message
