"""/daynight's players and teams from the command line and the Library: what a judge types,
what comes back, and a clear `invalid` (never a traceback) for every mistake."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.test_cli import run

STEPS = "enter Tavern Ruffian; next turn; cast Moonmist by B; counter; spells 1 by B; copy spell; next turn"


def test_cli_four_players_in_two_teams(catalog_path):
    proc = run("daynight", "--players", "4", "--teams", "A C; B D", "--steps",
               "enter Tavern Ruffian; spells 1 by C; next turn; next turn", "--json", catalog=catalog_path)
    assert proc.returncode == 0
    out = json.loads(proc.stdout)
    assert out["players"] == ["A", "B", "C", "D"] and out["teams"] == [["A", "C"], ["B", "D"]]
    assert [t["active_team"] for t in out["timeline"]] == [["A", "C"], ["B", "D"], ["A", "C"]]
    assert [t["designation"] for t in out["timeline"]] == ["day", "day", "night"]
    assert out["timeline"][0]["spells_by"] == {"A": 0, "B": 0, "C": 1, "D": 0}


def test_cli_text_shows_who_cast_what_each_turn(catalog_path):
    proc = run("daynight", "--steps", STEPS, catalog=catalog_path)
    assert proc.returncode == 0
    assert "Turn 2 (B): night (B: 2 spells, 1 countered (still cast), 1 copy (not cast))" in proc.stdout
    assert "Turn 3 (A): day" in proc.stdout
    assert "701.6a" in proc.stdout and "707.10" in proc.stdout


def test_cli_bad_players_is_one_invalid_json_with_exit_status_2(catalog_path):
    proc = run("daynight", "--players", "9", "--steps", "next turn", "--json", catalog=catalog_path)
    assert proc.returncode == 2
    err = json.loads(proc.stdout)["error"]
    assert err["kind"] == "invalid" and "--players must be from 2 to 8" in err["message"]


@pytest.mark.parametrize("players, teams, words", [
    ("9", None, "--players must be from 2 to 8"),
    ("1", None, "--players must be from 2 to 8"),
    ("two", None, "--players takes a number"),
    (None, "A B; D", "C is on no team"),  # four players, from the highest letter
    ("4", "A B; C", "D is on no team"),
    ("4", "A B C D", "at least two teams"),
    ("4", "A B; B C D", "more than one team"),
    ("3", "A B; C; D", "names player D"),
])
async def test_bad_players_or_teams_is_an_invalid_answer(library, players, teams, words):
    a = await library.daynight("neither", "next turn", players=players, teams=teams)
    assert a.error and a.error["kind"] == "invalid" and words in a.error["message"]


async def test_library_bad_step_player_is_an_invalid_answer(library):
    a = await library.daynight("day", "spells 2 by E", players=4)
    assert a.error and a.error["kind"] == "invalid" and "A, B, C, D" in a.error["message"]
    a = await library.daynight("day", "spells 2", teams="A B; C D")
    assert a.error and "spells 2 by B" in a.error["message"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.one_of(st.none(), st.integers(-1, 10), st.text(max_size=5)),
       teams=st.one_of(st.none(), st.text(max_size=30), st.sampled_from(["A B; C D", "A; B C D", "AB;CD", "a c|b d"])),
       steps=st.lists(st.sampled_from(["next turn", "spells 1 by A", "spells 2 by C", "cast Moonmist by B",
                                       "counter", "copy spell", "unlock", "play land", "spells 1 opponent",
                                       "enter Tavern Ruffian", "cast Brutal Cathar by D"]), min_size=1, max_size=8))
async def test_any_players_teams_and_steps_get_an_answer_or_a_clear_error(library, players, teams, steps):
    a = await library.daynight("neither", steps, players=players, teams=teams)
    if a.error:
        assert a.error["kind"] == "invalid" and a.error["message"]
        return
    for t in a.json["timeline"]:
        active = t["active_team"] or [t["active_player"]]
        assert t["spells"] == sum(t["spells_by"].get(p, 0) for p in active)
