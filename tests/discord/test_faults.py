"""Faults that are not the asker's: an interaction that is already too old, an option of the
wrong type, autocomplete for a command the bot does not have, the network or Discord failing a
reply. Each gets the reply Discord expects (or none), one log line, no traceback, and the bot
keeps answering."""

from __future__ import annotations

import asyncio
import logging
import time
from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot import metrics
from tests.discord import harness as h


def _count(command: str, outcome: str) -> float:
    value = metrics.METRICS.registry.get_sample_value("mtgbot_interactions_total",
                                                      {"command": command, "outcome": outcome})
    return value or 0.0


async def _settle(rounds: int = 50) -> None:
    for _ in range(rounds):
        await asyncio.sleep(0)


def _tracebacks(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.exc_info]


async def test_an_interaction_past_its_3_s_is_dropped_with_one_counted_line(bot, discord_api, caplog):
    late_before = _count("card", metrics.LATE)
    payload = h.command("card", name="Delver of Secrets")
    payload["id"] = h.snowflake(at=time.time() - 3.5)  # queued 3.5 s before it reached the bot
    with caplog.at_level(logging.INFO):
        discord_api.dispatch(bot, payload)
        await _settle()
    assert discord_api.for_interaction(payload) == []  # no failing callback, no failing follow-up
    assert bot.gate.dropped_late == 1
    assert _count("card", metrics.LATE) == late_before + 1
    (line,) = [r for r in caplog.records if payload["id"] in r.getMessage()]
    assert "dropped" in line.getMessage() and "3.5 s old" in line.getMessage() and not line.exc_info
    # and the next one, on time, is answered
    fresh = h.command("card", name="Delver of Secrets")
    await discord_api.run(bot, fresh)
    assert discord_api.callback(fresh).data["embeds"][0]["title"] == "Delver of Secrets // Insectile Aberration"


@pytest.mark.parametrize("options, title", [
    ([{"type": 4, "name": "card", "value": 12}], "Out of date"),  # Discord's copy says integer, the bot wants text
    ([{"type": 3, "name": "card", "value": "Bottomless Pool"}, {"type": 4, "name": "zone", "value": 3}],
     "Out of date"),
    ([{"type": 3, "name": "card", "value": "Bottomless Pool"}, {"type": 3, "name": "zone", "value": "the moon"}],
     "Cannot read an option"),  # the right type, but not one of the choices
])
async def test_an_option_of_the_wrong_type_says_so(options, title, bot, discord_api, caplog):
    payload = h.command("room", card="Bottomless Pool")
    payload["data"]["options"] = options
    with caplog.at_level(logging.INFO):
        await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral and cb.data["embeds"][0]["title"] == title, cb.body
    assert not _tracebacks(caplog)


async def test_autocomplete_with_an_option_of_the_wrong_type_gets_no_choices(bot, discord_api, caplog):
    payload = h.autocomplete("card", "name", name="Delver")
    payload["data"]["options"] = [{"type": 4, "name": "name", "value": 7, "focused": True}]
    with caplog.at_level(logging.INFO):
        await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.type == 8 and cb.data["choices"] == []
    assert not _tracebacks(caplog)


async def test_autocomplete_for_an_unknown_command_gets_no_choices(bot, discord_api, caplog):
    payload = h.autocomplete("nosuchcommand", "x", x="Delver")
    with caplog.at_level(logging.INFO):
        await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.type == 8 and cb.data["choices"] == []  # an autocomplete cannot be answered with a message
    assert not _tracebacks(caplog)


@pytest.mark.parametrize("error, words", [
    (aiohttp.ClientConnectionError("connection reset"), "network: ClientConnectionError"),
    (TimeoutError(), "network: TimeoutError"),
])
async def test_a_network_error_on_the_reply_is_one_log_line(error, words, bot, discord_api, caplog):
    payload = h.command("card", name="Grizzly Bears")
    discord_api.fail_with[payload["id"]] = [error, error]
    before = _count("card", metrics.DISCORD_FAULT)
    with caplog.at_level(logging.INFO):
        await discord_api.run(bot, payload)
        await _settle()
    assert not _tracebacks(caplog)
    lines = [r for r in caplog.records if payload["id"] in r.getMessage()]
    assert len(lines) == 1 and words in lines[0].getMessage()
    assert _count("card", metrics.DISCORD_FAULT) == before + 1
    # no apology was attempted on a connection that just failed: one callback, the failed one
    assert len([r for r in discord_api.for_interaction(payload) if r.path.endswith("/callback")]) == 1


async def test_already_acknowledged_after_a_retried_5xx_is_one_log_line(bot, discord_api, caplog):
    payload = h.command("card", name="Grizzly Bears")
    response = SimpleNamespace(status=400, reason="Bad Request")
    discord_api.fail_with[payload["id"]] = [discord.HTTPException(
        response, {"code": 40060, "message": "Interaction has already been acknowledged."})]
    with caplog.at_level(logging.INFO):
        await discord_api.run(bot, payload)
        await _settle()
    assert not _tracebacks(caplog)
    (line,) = [r for r in caplog.records if payload["id"] in r.getMessage()]
    assert "already acknowledged" in line.getMessage()
    assert len(discord_api.for_interaction(payload)) == 1  # nothing sent after it


async def test_a_press_on_a_message_without_that_button_says_ask_again(bot, discord_api):
    payload = h.command("dfc", card="Delver of Secrets", zone="battlefield")
    await discord_api.run(bot, payload)
    message = discord_api.callback(payload).response["resource"]["message"]
    custom_id = h.buttons(message)[0]["custom_id"].replace("Delver of Secrets", "Delver of Secrets // Insectile Aberration")
    press = h.button_press(message, custom_id)  # a custom_id the message never carried
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.ephemeral and cb.data["embeds"][0]["title"] == "This answer has expired"
