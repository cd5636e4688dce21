"""End to end: `python -m bot run` as the README starts it, against a fake Discord on
127.0.0.1 (HTTP API and gateway). Slash commands, autocomplete and a button press go in as
gateway dispatches; the interaction callbacks that come back are checked, and timed (printed)."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from tests.discord import harness as h
from tests.discord.fake_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "fake.e2e-token.Zm9vYmFy"


def _main_ready() -> bool:
    text = (ROOT / "bot" / "__main__.py").read_text() if (ROOT / "bot" / "__main__.py").is_file() else ""
    return "run_bot" in text


pytestmark = pytest.mark.skipif(not _main_ready(), reason="bot/__main__.py does not start the bot yet")


async def test_the_bot_answers_through_a_fake_discord(catalog_path, tmp_path):
    fake = FakeDiscord(token=TOKEN)
    await fake.start()
    log_file = tmp_path / "bot.log"
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": fake.api_base,
           "CATALOG_PATH": str(catalog_path), "LOG_LEVEL": "DEBUG", "DEV_GUILD_ID": str(h.GUILD_ID),
           "METRICS_PORT": str(free_port())}
    with open(log_file, "wb") as out:  # noqa: ASYNC230 (the child writes to it, not us)
        proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", "run", cwd=ROOT, env=env,
                                                    stdout=out, stderr=asyncio.subprocess.STDOUT)
    stopped_by_sigterm = False
    try:
        started = time.perf_counter()
        try:
            await fake.wait_identified(timeout=60)
        except TimeoutError:
            pytest.fail("the bot never identified on the gateway:\n" + log_file.read_text()[-3000:])
        print(f"\nbot connected after {time.perf_counter() - started:.2f} s")

        # the development guild got the commands at start-up; nothing was synced globally
        assert sorted(c["name"] for c in fake.commands[str(h.GUILD_ID)]) == [
            "Answer this rules question", "ask", "card", "daynight", "dfc", "ipg", "jar", "mtr", "penalty", "reload",
            "room", "rule"]
        assert None not in fake.commands

        timings = {}
        reply = await fake.interact(h.autocomplete("card", "name", name="Delver of"))
        timings["autocomplete /card"] = reply.seconds
        assert reply.type == 8 and "Delver of Secrets" in [c["value"] for c in reply.data["choices"]]

        reply = await fake.interact(h.autocomplete("room", "card", card="Bottom"))
        timings["autocomplete /room"] = reply.seconds
        assert reply.type == 8 and reply.data["choices"]

        reply = await fake.interact(h.command("card", name="Delver of Secrets"))
        timings["/card"] = reply.seconds
        assert reply.type == 4 and not reply.ephemeral
        assert reply.data["allowed_mentions"] == {"parse": []}
        assert reply.data["embeds"][0]["title"] == "Delver of Secrets // Insectile Aberration"

        reply = await fake.interact(h.command("card", name="Delvr"))
        timings["/card (did you mean)"] = reply.seconds
        assert reply.ephemeral and any(c.endswith(":Deliver") for c in h.custom_ids(reply.data))

        reply = await fake.interact(h.command("rule", query="709.5d"))
        timings["/rule"] = reply.seconds
        assert reply.data["embeds"][0]["title"] == "Rule 709.5d"

        reply = await fake.interact(h.command("room", card="Bottomless Pool", zone="battlefield",
                                              steps="unlock Locker Room"))
        timings["/room"] = reply.seconds
        assert "Locker Room unlocked" in reply.data["embeds"][0]["description"]

        # press a door button on the message the fake stored for that response
        message = next(m for m in fake.messages.values() if m["embeds"] == reply.data["embeds"])
        lock = next(b for b in h.buttons(message) if b["label"] == "An effect locks Locker Room")
        reply = await fake.interact(h.button_press(message, lock["custom_id"]))
        timings["button"] = reply.seconds
        assert reply.type == 7 and "both doors locked" in reply.data["embeds"][0]["description"]

        reply = await fake.interact(h.command("dfc", card="Delver of Secrets", zone="battlefield",
                                              steps="transform"))
        timings["/dfc"] = reply.seconds
        assert "Insectile Aberration" in reply.data["embeds"][0]["description"]

        reply = await fake.interact(h.command("daynight", start="day", steps="next turn"))
        timings["/daynight"] = reply.seconds
        assert reply.type == 4

        reply = await fake.interact(h.command("penalty", query="drew an extra card"))
        timings["/penalty"] = reply.seconds
        assert reply.data["embeds"][0]["description"].startswith("**Hidden Card Error — Warning**")
        message = next(m for m in fake.messages.values() if m["embeds"] == reply.data["embeds"])
        nxt = next(b for b in h.buttons(message) if b.get("label") == "Next ▶")
        reply = await fake.interact(h.button_press(message, nxt["custom_id"]))
        timings["judge page button"] = reply.seconds
        assert reply.type == 7 and "page 2/" in reply.data["embeds"][0]["footer"]["text"]

        for what, seconds in timings.items():
            print(f"{what:24} answered in {seconds * 1000:7.1f} ms")
        assert not fake.unauthorised

        # health and metrics, on localhost
        metrics_base = f"http://127.0.0.1:{env['METRICS_PORT']}"
        async with aiohttp.ClientSession() as http:
            async with http.get(metrics_base + "/healthz") as r:
                assert r.status == 200
            for _ in range(100):  # discord.py reports ready once it stops waiting for guilds (2 s)
                async with http.get(metrics_base + "/readyz") as r:
                    ready = await r.text()
                    if r.status == 200:
                        break
                    assert r.status == 503 and "gateway not ready" in ready
                await asyncio.sleep(0.1)
            assert r.status == 200 and "rules of 2026-04-17" in ready
            async with http.get(metrics_base + "/metrics") as r:
                assert r.status == 200 and r.headers["Content-Type"].startswith("text/plain")
                metrics = await r.text()
        assert 'mtgbot_interactions_total{command="card",outcome="answered"} 1.0' in metrics
        assert 'mtgbot_interactions_total{command="card",outcome="user_error"} 1.0' in metrics  # "Delvr"
        assert 'mtgbot_interactions_total{command="button",outcome="answered"} 2.0' in metrics
        assert 'mtgbot_answer_seconds_count{command="room"} 1.0' in metrics
        assert 'rules_edition="2026-04-17"' in metrics and 'mtgbot_gateway_latency_seconds{shard="0"}' in metrics
        assert TOKEN not in metrics and "Delver" not in metrics and str(h.USER_ID) not in metrics

        # SIGHUP: the catalog file is opened again (here the same one) while the bot keeps answering
        proc.send_signal(signal.SIGHUP)
        for _ in range(200):
            if "Catalog reloaded: rules of 2026-04-17" in log_file.read_text(errors="replace"):
                break
            await asyncio.sleep(0.05)
        assert "Catalog reloaded: rules of 2026-04-17 (was 2026-04-17)" in log_file.read_text(errors="replace")
        reply = await fake.interact(h.command("card", name="Delver of Secrets"))
        data = reply.data
        if reply.type == 5:  # deferred on a loaded machine: the answer is the follow-up or the edit after it
            await asyncio.wait_for(fake.final_answer(reply.interaction_id), 10)
            data = next(b for _, path, b in reversed(fake.requests)
                        if path.startswith("/api/v10/webhooks/") and isinstance(b, dict) and b.get("embeds"))
        assert data["embeds"][0]["title"] == "Delver of Secrets // Insectile Aberration"

        # SIGTERM: stop taking interactions, finish, close the gateway cleanly, exit 0
        proc.send_signal(signal.SIGTERM)
        stopped_by_sigterm = True
        assert await asyncio.wait_for(proc.wait(), 20) == 0
        assert fake.close_codes == [1000]
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(proc.wait(), 15)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        await fake.stop()
    output = log_file.read_text(errors="replace")
    assert TOKEN not in output, "the token reached the bot's output"
    assert "Traceback" not in output, output[-3000:]
    assert stopped_by_sigterm


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("guild", [None, h.GUILD_ID])
async def test_sync_on_request_publishes_the_commands(guild, tmp_path):
    fake = FakeDiscord(token=TOKEN)
    await fake.start()
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": fake.api_base,
           "CATALOG_PATH": str(tmp_path / "no-catalog-needed.sqlite3")}
    env.pop("DEV_GUILD_ID", None)
    args = ["sync"] + (["--guild", str(guild)] if guild else [])
    try:
        proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", *args, cwd=ROOT, env=env,
                                                    stdout=asyncio.subprocess.PIPE,
                                                    stderr=asyncio.subprocess.STDOUT)
        out, _ = await asyncio.wait_for(proc.communicate(), 60)
    finally:
        await fake.stop()
    text = out.decode()
    assert proc.returncode == 0, text
    key = str(guild) if guild else None
    assert sorted(c["name"] for c in fake.commands[key]) == [
        "Answer this rules question", "ask", "card", "daynight", "dfc", "ipg", "jar", "mtr", "penalty", "reload", "room",
        "rule"]
    ask = next(c for c in fake.commands[key] if c["name"] == "ask")
    assert ask["name_localizations"]["ja"] == "質問"  # the translator ran on the way to Discord
    assert list(fake.commands) == [key]
    assert "Synced 12 commands" in text and TOKEN not in text
    assert not any(path.endswith("/gateway/bot") for _, path, _ in fake.requests)  # sync never connects
