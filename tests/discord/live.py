"""A RulesBot started in this process against the fake Discord over real HTTP and a real
gateway connection: for tests about what happens on the wire (rate limits, 5xx, dropped
gateway connections, a slow API)."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

import discord

from bot.client import RulesBot
from bot.settings import Secret, Settings
from tests.discord.fake_discord import FakeDiscord

TOKEN = "live.fake-token.0000"


@asynccontextmanager
async def live_bot(monkeypatch, library, **fake_options):
    fake = FakeDiscord(token=TOKEN, **fake_options)
    await fake.start()
    # discord.py keeps both addresses on classes: patched here, put back by monkeypatch
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY",
                        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    bot = RulesBot(Settings(token=Secret(TOKEN), api_base=fake.api_base), library=library)
    runner = asyncio.create_task(bot.start(TOKEN))
    try:
        await fake.wait_identified(timeout=30)
        yield fake, bot
    finally:
        await bot.close()
        try:
            await asyncio.wait_for(runner, 10)
        except Exception:  # noqa: BLE001 -- whatever the test did to the connection
            pass
        await fake.stop()
