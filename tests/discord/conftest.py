"""Fixtures for the Discord glue: a RulesBot on the real Library, with HTTP recorded."""

from __future__ import annotations

import discord
import pytest

from bot.client import RulesBot
from bot.settings import Settings
from tests.discord import harness


@pytest.fixture
def discord_api(monkeypatch) -> harness.Discord:
    recorder = harness.Discord()
    harness.install(monkeypatch, recorder)
    return recorder


@pytest.fixture
async def bot(library, discord_api):
    """The bot as setup_hook leaves it (cogs loaded, buttons registered), never connected."""
    client = RulesBot(Settings(), library=library)
    await client._async_setup_hook()
    # What Client.login leaves behind: the bot's own user and application ID.
    client._connection.user = discord.ClientUser(state=client._connection, data=harness.BOT_USER)
    client._connection.application_id = harness.APPLICATION_ID
    await client.setup_hook()
    yield client
    await client.close()
    # Buttons stay live for minutes (a View timeout task each): stop them with the bot, or they count
    # as running tasks in the tests that follow on this event loop.
    from cogs._shared import AnswerView

    for view in list(AnswerView._live.values()):
        view.stop()
    AnswerView._live.clear()
