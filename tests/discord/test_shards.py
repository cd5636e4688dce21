"""Shards across processes: 4 shards in 2 processes (`SHARD_COUNT=4`, `SHARD_IDS=0-1` and
`2-3`) against the fake Discord. Each process identifies only its shards and answers only its
servers' interactions; killing one leaves the other answering."""

from __future__ import annotations

import asyncio
import os
import signal
import sys

import pytest

from tests.discord import harness as h
from tests.discord.fake_discord import FakeDiscord, NoShard, shard_of
from tests.discord.test_end_to_end import ROOT, TOKEN

SHARDS = 4


def guild_on_shard(shard: int) -> int:
    """A guild ID that Discord's formula puts on `shard` of SHARDS."""
    guild = h.GUILD_ID
    while shard_of(guild, SHARDS) != shard:
        guild += 1 << 22
    return guild


async def start(fake: FakeDiscord, catalog_path, shard_ids: str, log_file, shard_count: int = SHARDS):
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": fake.api_base, "CATALOG_PATH": str(catalog_path),
           "LOG_LEVEL": "INFO", "SHARD_COUNT": str(shard_count), "SHARD_IDS": shard_ids}
    env.pop("DEV_GUILD_ID", None)
    env.pop("METRICS_PORT", None)
    with open(log_file, "wb") as out:  # noqa: ASYNC230 (the child writes to it)
        return await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", "run", cwd=ROOT, env=env,
                                                    stdout=out, stderr=asyncio.subprocess.STDOUT)


async def ask(fake: FakeDiscord, shard: int, user_id: int = h.USER_ID):
    payload = h.command("card", name="Delver of Secrets", user_id=user_id)
    guild = str(guild_on_shard(shard))
    payload["guild_id"] = payload["channel"]["guild_id"] = guild
    return await fake.interact(payload)


async def test_four_shards_in_two_processes(catalog_path, tmp_path):
    fake = FakeDiscord(token=TOKEN, shard_count=SHARDS)
    await fake.start()
    first = await start(fake, catalog_path, "0-1", tmp_path / "first.log")
    second = await start(fake, catalog_path, "2-3", tmp_path / "second.log")
    try:
        try:
            await fake.wait_shards(range(SHARDS), timeout=90)
        except TimeoutError:
            pytest.fail("not every shard identified:\n" + (tmp_path / "first.log").read_text()[-2000:]
                        + (tmp_path / "second.log").read_text()[-2000:])
        assert sorted(fake.identified) == [(i, SHARDS) for i in range(SHARDS)]  # each shard once, by one process

        # every server gets its answer, from the process that runs its shard
        for shard in range(SHARDS):
            reply = await ask(fake, shard)
            assert reply.type == 4 and reply.data["embeds"][0]["title"] == "Delver of Secrets // Insectile Aberration"

        # a button made by one process works wherever it is pressed: no state between processes
        payload = h.command("dfc", card="Delver of Secrets", zone="battlefield")
        payload["guild_id"] = payload["channel"]["guild_id"] = str(guild_on_shard(1))
        reply = await fake.interact(payload)
        message = next(m for m in fake.messages.values() if m["embeds"] == reply.data["embeds"])
        transform = next(b for b in h.buttons(message) if b["label"] == "Transform")
        press = h.button_press(message, transform["custom_id"])
        press["guild_id"] = press["channel"]["guild_id"] = str(guild_on_shard(3))
        reply = await fake.interact(press)
        assert reply.type == 7 and "Insectile Aberration" in reply.data["embeds"][0]["description"]

        # the first process goes away: its servers are unreachable until it is back, the others still answered
        first.kill()
        await first.wait()
        for _ in range(100):
            if 0 not in fake.shards and 1 not in fake.shards:
                break
            await asyncio.sleep(0.05)
        with pytest.raises(NoShard):
            await ask(fake, 0)
        for shard in (2, 3):
            reply = await ask(fake, shard)
            assert reply.type == 4 and not reply.ephemeral
        assert second.returncode is None
    finally:
        for proc in (first, second):
            if proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    await asyncio.wait_for(proc.wait(), 20)
                except TimeoutError:
                    proc.kill()
                    await proc.wait()
        await fake.stop()
    for name in ("first.log", "second.log"):
        assert "Traceback" not in (tmp_path / name).read_text(errors="replace")
    assert second.returncode == 0
    assert not fake.late_callbacks and not fake.answered_twice


async def test_too_few_shards_is_one_clear_line_and_exit_status_2(catalog_path, tmp_path):
    fake = FakeDiscord(token=TOKEN, shard_count=2, required_shards=2)
    await fake.start()
    try:
        proc = await start(fake, catalog_path, "0", tmp_path / "bot.log", shard_count=1)
        await asyncio.wait_for(proc.wait(), 60)
    finally:
        await fake.stop()
    output = (tmp_path / "bot.log").read_text(errors="replace")
    assert proc.returncode == 2
    assert "Discord requires more shards for this many servers: raise SHARD_COUNT" in output
    assert "Traceback" not in output
