"""/daynight's `players` and `teams` options, through discord.py's own parser and CommandTree."""

from __future__ import annotations

from tests.discord import harness as h

CHANNEL_MESSAGE = 4
INTEGER = 4


def daynight(**options) -> dict:
    payload = h.command("daynight", **options)
    for opt in payload["data"]["options"]:
        if opt["name"] == "players":  # Discord sends an integer option as a number
            opt["type"], opt["value"] = INTEGER, int(opt["value"])
    return payload


def test_players_and_teams_are_options_with_discords_own_limits(bot):
    cmd = next(c for c in bot.tree.get_commands() if c.name == "daynight").to_dict(bot.tree)
    options = {o["name"]: o for o in cmd["options"]}
    assert options["players"]["type"] == INTEGER and options["players"]["required"] is False
    assert (options["players"]["min_value"], options["players"]["max_value"]) == (2, 8)
    assert options["teams"]["type"] == 3 and options["teams"]["max_length"] == 100


async def test_a_two_headed_giant_question(bot, discord_api):
    payload = daynight(steps="enter Tavern Ruffian; next turn; spells 1 by C; spells 1 by D; next turn",
                       players=4, teams="A B; C D")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.type == CHANNEL_MESSAGE and not cb.ephemeral
    embed = cb.data["embeds"][0]
    assert embed["title"] == "Day and night"
    lines = embed["description"].split("\n")
    assert lines[:2] == ["**Night on turn 3 (team A B's turn)**", "Face up: Tavern Smasher"]
    # each step in the engine's own words, with its rules
    assert lines[4].startswith("`2.` Turn 2 (team C D's turn): no player of the previous turn's active team (A B) "
                               "cast a spell, so day becomes night; transforms: Tavern Smasher · 502.2a, 731.2a")
    assert lines[7].startswith("`5.` Turn 3 (team A B's turn): no player of the previous turn's active team (C D) "
                               "cast two or more spells (C cast 1 spell and D cast 1 spell)")


async def test_teams_that_leave_a_player_out_get_a_message_that_says_what_to_type(bot, discord_api):
    payload = daynight(steps="next turn", players=4, teams="A B; C")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    text = str(cb.data)
    assert "D is on no team" in text and 'A B; C D' in text
