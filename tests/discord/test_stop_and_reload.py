"""Stopping and new data without a restart: SIGTERM's stop finishes what is in flight and takes
nothing new; /reload (owner only) and SIGHUP's reload answer new questions from the rebuilt
catalog, and a catalog that fails to open leaves the old one answering."""

from __future__ import annotations

import asyncio
import logging
import shutil

import discord
import pytest
from discord import app_commands

from bot.client import RulesBot
from bot.settings import Settings
from tests.conftest import SHARED_DATA, catalog_sources, rules_file
from tests.discord import harness as h

OWNER_ID = h.USER_ID


async def test_a_stop_finishes_what_is_in_flight_and_takes_nothing_new(bot, discord_api):
    @app_commands.command(name="slow", description="answers after a moment")
    async def slow(interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.3)
        await interaction.response.send_message("done")

    bot.tree.add_command(slow)
    in_flight = h.command("slow")
    discord_api.dispatch(bot, in_flight)
    await asyncio.sleep(0.05)
    stopping = asyncio.create_task(bot.stop_gracefully(within=5))
    await asyncio.sleep(0)
    refused = h.command("card", name="Grizzly Bears")
    discord_api.dispatch(bot, refused)
    await stopping
    assert discord_api.callback(in_flight).data["content"] == "done"
    assert discord_api.for_interaction(refused) == []  # left for Discord to time out, not half-answered
    assert bot.is_closed()


@pytest.fixture
async def own_bot(catalog_path, tmp_path, discord_api):
    """A bot that opened its own copy of the catalog, as `python -m bot run` does."""
    path = tmp_path / "catalog.sqlite3"
    shutil.copy(catalog_path, path)
    client = RulesBot(Settings(catalog_path=path))
    client.owner_id = OWNER_ID
    await client._async_setup_hook()
    client._connection.user = discord.ClientUser(state=client._connection, data=h.BOT_USER)
    client._connection.application_id = h.APPLICATION_ID
    await client.setup_hook()
    yield client
    await client.close()


async def footer_of(client, api, **options) -> str:
    payload = h.command("rule", **options)
    await api.run(client, payload)
    return api.callback(payload).data["embeds"][0]["footer"]["text"]


async def reload_as(client, api, user_id: int) -> dict:
    payload = h.command("reload", user_id=user_id)
    requests = await api.run(client, payload, settle=200)
    for _ in range(200):
        requests = api.for_interaction(payload)
        if any(r.path.startswith("/webhooks/") for r in requests) or api.callback(payload).type == 4:
            break
        await asyncio.sleep(0.02)
    cb = api.callback(payload)
    if cb.type == 4:
        return cb.data
    return next(r for r in requests if r.path.startswith("/webhooks/")).body


@pytest.fixture(scope="module")
def older_catalog(tmp_path_factory):
    """The same cards with the rules of 2024-08-02 (effective 2024-07-30), as a rebuild would give."""
    if not SHARED_DATA.is_dir():
        pytest.skip("../shared/data is absent")
    from bot.catalog.build import build

    path = tmp_path_factory.mktemp("older") / "catalog.sqlite3"
    build(path, catalog_sources(), rules_file=str(rules_file("2024-08-02")), progress=False)
    return path


async def test_reload_takes_a_rebuilt_catalog_into_use(own_bot, discord_api, older_catalog, tmp_path, caplog):
    assert "2026-04-17" in await footer_of(own_bot, discord_api, query="702.145")
    old_library = own_bot.library

    # someone else tries: refused, nothing changes
    data = await reload_as(own_bot, discord_api, h.OTHER_USER_ID)
    assert data["flags"] & 64 and data["embeds"][0]["title"] == "Not allowed"
    assert own_bot.library is old_library

    # a new catalog with another rules edition is built beside the old one and swapped in
    new = tmp_path / "next.sqlite3"
    shutil.copy(older_catalog, new)
    new.replace(own_bot.settings.catalog_path)
    data = await reload_as(own_bot, discord_api, OWNER_ID)
    assert data["flags"] & 64 and data["embeds"][0]["title"] == "Catalog reloaded"
    assert "rules of 2024-07-30 (was 2026-04-17)" in data["embeds"][0]["description"]
    assert "2024-07-30" in await footer_of(own_bot, discord_api, query="702.145")

    # a file that is not a catalog: refused with one line, the last good one keeps answering
    own_bot.settings.catalog_path.write_bytes(b"not a catalog")
    with caplog.at_level(logging.ERROR):
        ok, text = await own_bot.reload_catalog()
    assert not ok and "still answering from the old one (rules of 2024-07-30)" in text
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == [text]
    assert not any(r.exc_info for r in caplog.records)
    assert "2024-07-30" in await footer_of(own_bot, discord_api, query="702.145")
    for _ in range(100):  # the first catalog is closed once nothing uses it
        if old_library.db._connection is None:
            break
        await asyncio.sleep(0.02)
    assert old_library.db._connection is None


async def test_a_question_in_flight_at_a_reload_finishes_on_the_old_catalog(own_bot, discord_api, older_catalog,
                                                                            tmp_path):
    from cogs._shared import answer_with, library_of

    reloaded = asyncio.Event()

    @app_commands.command(name="slowcard", description="takes its catalog, then waits for the reload")
    async def slowcard(interaction: discord.Interaction) -> None:
        library = library_of(interaction)
        await reloaded.wait()
        await asyncio.sleep(0.1)  # and a moment more, as a slow question would
        await answer_with(interaction, library.card("Delver of Secrets"))

    own_bot.tree.add_command(slowcard)
    old = own_bot.library
    in_flight = h.command("slowcard")
    discord_api.dispatch(own_bot, in_flight)
    await asyncio.sleep(0.05)
    staged = tmp_path / "next.sqlite3"
    shutil.copy(older_catalog, staged)
    staged.replace(own_bot.settings.catalog_path)
    ok, _ = await own_bot.reload_catalog()
    assert ok and own_bot.library is not old
    assert not discord_api.for_interaction(in_flight)  # still in flight
    reloaded.set()

    def answered() -> dict | None:
        # the answer itself: the callback, or (when the slow question was deferred on a loaded
        # machine) the edit of the deferred reply
        for r in discord_api.for_interaction(in_flight):
            body = r.body.get("data", r.body) if isinstance(r.body, dict) else None
            if isinstance(body, dict) and body.get("embeds"):
                return body
        return None

    for _ in range(250):
        if answered():
            break
        await asyncio.sleep(0.02)
    body = answered()
    assert body is not None, [r.body for r in discord_api.for_interaction(in_flight)]
    assert body["embeds"][0]["title"] == "Delver of Secrets // Insectile Aberration"
    assert "2026-04-17" in body["embeds"][0]["footer"]["text"]  # answered from the catalog it started on
    assert "2024-07-30" in await footer_of(own_bot, discord_api, query="702.145")  # a new one, the new catalog


async def test_a_retired_catalog_is_let_go(own_bot, older_catalog, tmp_path):
    """Its rules edition and card index are freed by the next full collection, not kept frozen for ever."""
    import gc
    import weakref

    old_edition = weakref.ref(own_bot.library.edition)
    old_library = weakref.ref(own_bot.library)
    new = tmp_path / "next.sqlite3"
    shutil.copy(older_catalog, new)
    new.replace(own_bot.settings.catalog_path)
    ok, _ = await own_bot.reload_catalog()
    assert ok
    for _ in range(100):
        if not own_bot._retiring:
            break
        await asyncio.sleep(0.02)
    gc.collect()
    assert old_library() is None and old_edition() is None
