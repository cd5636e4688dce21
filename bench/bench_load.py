"""Load: 1,000 interactions in one burst through a fake Discord, answered by the real bot.

    .venv/bin/python bench/bench_load.py --catalog data/catalog.sqlite3 [--count 1000]

The bot runs as it does in production (its own process, `RulesBot` on the catalog, talking to
a fake Discord on 127.0.0.1 through DISCORD_API_BASE); a mix of autocomplete, /card, /room and
/daynight interactions is dispatched over the gateway in one burst. Two times are measured for
each interaction, from its dispatch: its acknowledgement (the first interaction callback, which
Discord requires within 3 s) and its final answer, which is when the person sees the answer:
the callback itself, or when the bot deferred ("thinking", callback type 5 or 6 -- cogs/_shared.py
defers an answer that takes longer than 1.5 s) the follow-up message that carries it. The bot
is stopped only once every final answer has arrived (or FINAL_TIMEOUT has passed). Inside the bot a watchdog task sleeps 5 ms
in a loop and records how late it wakes: the worst overshoot is the longest the event loop was
blocked. The same burst is first answered by a minimal bot (same discord.py, one constant reply
per command, no catalog) as the baseline, so the bot's own cost shows as the difference.

Prints the figures and writes them to bench/results/load.json. A benchmark, not a test: it
reports, it never fails on timings (the exit status is 1 only if some interaction went
unanswered).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TOKEN = "bench.fake-token.0000"
WATCHDOG_PERIOD = 0.005
DEADLINE = 3.0  # Discord's: an interaction must be acknowledged within 3 s
FINAL_TIMEOUT = 60.0  # how long the burst's final answers are waited for


# --- the bot side (runs in a child process) ------------------------------------------------------

async def _watchdog(stats: dict) -> None:
    lags = stats["lags"]
    while True:
        t0 = time.perf_counter()
        await asyncio.sleep(WATCHDOG_PERIOD)
        lags.append(time.perf_counter() - t0 - WATCHDOG_PERIOD)


def _time_callbacks(stats: dict) -> None:
    """Time every callback the event loop runs (what loop.slow_callback_duration does in debug
    mode, without debug mode's other costs): the longest one is the longest single block."""
    import asyncio.events

    original = asyncio.events.Handle._run
    slowest: list[tuple[float, str]] = stats["slowest"]

    def timed(handle):  # type: ignore[no-untyped-def]
        t0 = time.perf_counter()
        try:
            return original(handle)
        finally:
            took = time.perf_counter() - t0
            stats["max_callback"] = max(stats["max_callback"], took)
            if len(slowest) < 5 or took > slowest[-1][0]:
                cb = getattr(handle, "_callback", None)
                task = getattr(cb, "__self__", None)
                what = repr(task.get_coro()) if isinstance(task, asyncio.Task) else repr(cb)
                slowest.append((took, what[:160]))
                slowest.sort(reverse=True)
                del slowest[5:]

    asyncio.events.Handle._run = timed  # type: ignore[method-assign]


def _time_gc(stats: dict) -> None:
    """Record every garbage collection's pause: a full collection blocks the loop too."""
    import gc

    started: list[float] = []

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            started[:] = [time.perf_counter()]
        elif started:
            stats["gc_pauses"].append((info.get("generation"), time.perf_counter() - started[0]))

    gc.callbacks.append(on_gc)


def _baseline_bot(settings):
    """The least a discord.py bot can do for the same commands: one constant reply each."""
    import discord
    from discord import app_commands
    from discord.ext import commands

    from bot.client import use_gateway_of_api_base

    class Baseline(commands.Bot):
        async def connect(self, *, reconnect: bool = True) -> None:
            await use_gateway_of_api_base(self)  # the same fake Discord as the real bot
            await super().connect(reconnect=reconnect)

    bot = Baseline(command_prefix=commands.when_mentioned, intents=discord.Intents(guilds=True),
                   allowed_mentions=discord.AllowedMentions.none(), help_command=None)

    async def constant_choices(interaction: discord.Interaction, current: str):
        return [app_commands.Choice(name="Delver of Secrets", value="Delver of Secrets")]

    @bot.tree.command(name="card", description="constant")
    @app_commands.autocomplete(name=constant_choices)
    async def card(interaction: discord.Interaction, name: str) -> None:
        await interaction.response.send_message("constant")

    @bot.tree.command(name="room", description="constant")
    @app_commands.autocomplete(card=constant_choices)
    async def room(interaction: discord.Interaction, card: str, zone: str = "library", steps: str = "") -> None:
        await interaction.response.send_message("constant")

    @bot.tree.command(name="daynight", description="constant")
    async def daynight(interaction: discord.Interaction, start: str = "neither", steps: str = "") -> None:
        await interaction.response.send_message("constant")

    return bot


def serve(kind: str, stats_file: Path) -> None:
    from bot.client import RulesBot, use_api_base
    from bot.settings import load_settings

    settings = load_settings()
    use_api_base(settings)
    import discord

    discord.utils.setup_logging(level=30)  # warnings only: logging is not what is measured

    async def main() -> None:
        stats: dict = {"lags": [], "max_callback": 0.0, "slowest": [], "gc_pauses": []}
        _time_callbacks(stats)
        _time_gc(stats)
        bot = RulesBot(settings) if kind == "bot" else _baseline_bot(settings)
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        loop.add_signal_handler(signal.SIGTERM, stop.set)

        def reset() -> None:  # SIGUSR1: the burst starts; start-up (catalog loading) is not counted
            stats["lags"].clear()
            stats["max_callback"] = 0.0
            stats["slowest"].clear()
            stats["gc_pauses"].clear()

        loop.add_signal_handler(signal.SIGUSR1, reset)
        watchdog = asyncio.create_task(_watchdog(stats))
        async with bot:
            runner = asyncio.create_task(bot.start(settings.token.reveal()))
            await stop.wait()
            watchdog.cancel()
            await bot.close()
            runner.cancel()
        lags = stats["lags"]
        stats_file.write_text(json.dumps({
            "max_loop_block_ms": max(lags) * 1000 if lags else 0.0,
            "p99_loop_block_ms": _pct(lags, 99) * 1000 if lags else 0.0,
            "watchdog_samples": len(lags),
            "max_callback_ms": stats["max_callback"] * 1000,
            "slowest_callbacks": [[round(t * 1000, 1), what] for t, what in stats["slowest"]],
            "gc_collections": len(stats["gc_pauses"]),
            "max_gc_pause_ms": max((t for _, t in stats["gc_pauses"]), default=0.0) * 1000,
            "full_gc_collections": sum(1 for g, _ in stats["gc_pauses"] if g == 2),
        }))

    profile = os.environ.get("BENCH_PROFILE")
    if profile:  # BENCH_PROFILE=FILE: a cProfile of the bot process, for finding what blocks
        import cProfile

        cProfile.runctx("asyncio.run(main())", globals(), {"main": main, "asyncio": asyncio},
                        f"{profile}.{kind}")
    else:
        asyncio.run(main())


# --- the Discord side (this process) -------------------------------------------------------------

def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


async def _names(catalog: Path) -> tuple[list[str], list[str]]:
    from bot.library import Library

    library = await Library.open(catalog)
    try:
        rooms = [n for n in library.autocomplete("", kind="room") if " // " in n][:12]
        dfcs = library.autocomplete("Del", kind="dfc")[:4] + library.autocomplete("Tav", kind="dfc")[:2]
    finally:
        await library.close()
    cards = ["Delver of Secrets", "Grizzly Bears", "Lightning Bolt", "Tavern Ruffian", "Bottomless Pool",
             "Gisela, the Broken Blade", "Delvr", "Brisela, Voice of Nightmares"] + dfcs
    return cards, rooms or ["Bottomless Pool // Locker Room"]


def _burst(count: int, cards: list[str], rooms: list[str], seed: int = 20260417) -> list[tuple[str, dict]]:
    from tests.discord import harness as h

    rng = random.Random(seed)
    prefixes = ["De", "Delver", "Bott", "Li", "Light", "Gis", "Tav", "Room", "a", "", "Sto", "Gri"]
    daynight_steps = ["enter Tavern Ruffian; next turn", "next turn; spells 2; next turn", "it becomes day",
                      "next turn"]
    out = []
    for i in range(count):
        user_id = 100_000_000_000_000_000 + rng.randrange(50)
        r = rng.random()
        if r < 0.40:
            which = rng.choice([("card", "name"), ("room", "card")])
            what = f"autocomplete /{which[0]}"
            payload = h.autocomplete(which[0], which[1], user_id=user_id, **{which[1]: rng.choice(prefixes)})
        elif r < 0.65:
            what, payload = "/card", h.command("card", user_id=user_id, name=rng.choice(cards))
        elif r < 0.85:
            what = "/room"
            payload = h.command("room", user_id=user_id, card=rng.choice(rooms),
                                zone=rng.choice(["battlefield", "hand", "library"]),
                                steps=rng.choice(["", "unlock left", "cast left; resolve"]))
        else:
            what = "/daynight"
            payload = h.command("daynight", user_id=user_id, start=rng.choice(["neither", "day", "night"]),
                                steps=rng.choice(daynight_steps))
        out.append((what, payload))
    return out


async def run_variant(kind: str, catalog: Path, burst: list[tuple[str, dict]], results_dir: Path) -> dict:
    from tests.discord.fake_discord import FakeDiscord

    fake = FakeDiscord(token=TOKEN)
    await fake.start()
    stats_file = results_dir / f".stats-{kind}.json"
    stats_file.unlink(missing_ok=True)
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": fake.api_base, "CATALOG_PATH": str(catalog),
           "LOG_LEVEL": "WARNING"}
    env.pop("DEV_GUILD_ID", None)
    log_file = results_dir / f".bot-{kind}.log"
    with open(log_file, "wb") as out:  # noqa: ASYNC230 (the child writes to it, not us)
        proc = await asyncio.create_subprocess_exec(sys.executable, str(Path(__file__).resolve()), "--serve", kind,
                                                    "--stats-file", str(stats_file), cwd=ROOT, env=env,
                                                    stdout=out, stderr=asyncio.subprocess.STDOUT)
    try:
        started = time.perf_counter()
        await fake.wait_identified(timeout=60)
        connect_s = time.perf_counter() - started
        await asyncio.sleep(2.5)  # let start-up settle: discord.py waits 2 s for guilds before "ready"
        # warm-up: a few of each kind, not measured
        for _, payload in _burst(20, *_names_cache)[:20]:
            reply = await fake.interact(payload)
            await asyncio.wait_for(fake.final_answer(reply.interaction_id), 10)
        proc.send_signal(signal.SIGUSR1)
        await asyncio.sleep(0.3)

        requests_before = len(fake.requests)
        t0 = time.perf_counter()
        for _, payload in burst:
            await fake.send_interaction(payload)
        send_s = time.perf_counter() - t0
        finals = [fake.final_answer(payload["id"]) for _, payload in burst]
        _, pending = await asyncio.wait(finals, timeout=FINAL_TIMEOUT)
        wall_s = time.perf_counter() - t0
        http_requests = len(fake.requests) - requests_before
        new_connections = sum(1 for seen in fake.connections.values() if seen >= t0)
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), 20)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        await fake.stop()
    stats = json.loads(stats_file.read_text()) if stats_file.is_file() else {}
    stats_file.unlink(missing_ok=True)
    timings = [fake.timings[payload["id"]] for _, payload in burst]
    acks = [t.ack_seconds for t in timings if t.ack_at is not None]
    finals_s = [t.final_seconds for t in timings if t.final_at is not None]
    by_kind: dict[str, list[float]] = {}
    deferred_by_kind: dict[str, int] = {}
    for (what, _), t in zip(burst, timings):
        if t.final_at is not None:
            by_kind.setdefault(what, []).append(t.final_seconds)
        if t.deferred:
            deferred_by_kind[what] = deferred_by_kind.get(what, 0) + 1

    def ms(x: float) -> float:
        return round(x * 1000, 1)

    return {
        "connect_s": round(connect_s, 3),
        "sent": len(burst),
        # the acknowledgement: the first callback, due within 3 s
        "acknowledged": len(acks), "acked_within_3s": sum(1 for x in acks if x <= DEADLINE),
        "ack_p50_ms": ms(_pct(acks, 50)), "ack_p99_ms": ms(_pct(acks, 99)),
        "ack_max_ms": ms(max(acks)) if acks else None,
        "deferred": sum(1 for t in timings if t.deferred),
        "deferred_by_kind": dict(sorted(deferred_by_kind.items())),
        # the final answer: what the person sees (the callback, or a deferred one's follow-up)
        "answered": len(finals_s), "unanswered": len(pending),
        "within_3s": sum(1 for x in finals_s if x <= DEADLINE),
        "burst_send_ms": ms(send_s), "all_answered_ms": ms(wall_s),
        "p50_ms": ms(_pct(finals_s, 50)), "p99_ms": ms(_pct(finals_s, 99)),
        "max_ms": ms(max(finals_s)) if finals_s else None,
        "by_kind": {k: {"n": len(v), "p50_ms": ms(_pct(v, 50)), "p99_ms": ms(_pct(v, 99)), "max_ms": ms(max(v))}
                    for k, v in sorted(by_kind.items())},
        "http_requests": http_requests, "http_connections_opened": new_connections,
        **{k: round(v, 2) if isinstance(v, float) else v for k, v in stats.items()},
        "errors_in_log": log_file.read_text(errors="replace").count("Traceback"),
    }


_names_cache: tuple[list[str], list[str]] = ([], [])


async def bench(catalog: Path, count: int, out: Path) -> int:
    global _names_cache
    import discord

    _names_cache = await _names(catalog)
    burst = _burst(count, *_names_cache)
    out.parent.mkdir(parents=True, exist_ok=True)
    mix: dict[str, int] = {}
    for what, _ in burst:
        mix[what] = mix.get(what, 0) + 1
    print(f"burst of {count} interactions: " + ", ".join(f"{k} {v}" for k, v in sorted(mix.items())))
    results = {}
    for kind in ("baseline", "bot"):
        r = await run_variant(kind, catalog, burst, out.parent)
        results[kind] = r
        print(f"\n{kind:8}: acknowledged {r['acknowledged']}/{r['sent']}, within 3 s {r['acked_within_3s']} "
              f"(ack p50 {r['ack_p50_ms']} ms, p99 {r['ack_p99_ms']} ms, max {r['ack_max_ms']} ms); "
              f"deferred {r['deferred']}" + (f" ({', '.join(f'{k} {n}' for k, n in r['deferred_by_kind'].items())})"
                                              if r['deferred'] else ""))
        print(f"          final answer {r['answered']}/{r['sent']}, within 3 s {r['within_3s']}, "
              f"p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms, max {r['max_ms']} ms, "
              f"all answered after {r['all_answered_ms']} ms (burst sent in {r['burst_send_ms']} ms)")
        print(f"          HTTP: {r['http_requests']} requests from the bot over {r['http_connections_opened']} "
              f"new TCP connections (the fake keeps them alive; discord.py's unlimited connection pool opens one "
              f"per concurrent request when none is idle)")
        print(f"          event loop blocked at most {r.get('max_loop_block_ms', float('nan')):.1f} ms "
              f"(p99 {r.get('p99_loop_block_ms', float('nan')):.1f} ms over {r.get('watchdog_samples', 0)} "
              f"samples of a {WATCHDOG_PERIOD * 1000:.0f} ms sleep); the longest single callback took "
              f"{r.get('max_callback_ms', float('nan')):.1f} ms; tracebacks in its log: {r['errors_in_log']}")
        print(f"          garbage collections during the burst: {r.get('gc_collections', 0)} "
              f"({r.get('full_gc_collections', 0)} full), the longest paused {r.get('max_gc_pause_ms', 0.0):.1f} ms")
        for took, what in r.get("slowest_callbacks", [])[:3]:
            print(f"          slow callback {took:6.1f} ms  {what}")
        for k, v in r["by_kind"].items():  # final-answer latency
            print(f"          {k:22} n={v['n']:4}  p50 {v['p50_ms']:7.1f} ms  p99 {v['p99_ms']:7.1f} ms  "
                  f"max {v['max_ms']:7.1f} ms")
    b, bot = results["baseline"], results["bot"]
    print(f"\noverhead of the real bot over the baseline (final answer): p50 {bot['p50_ms'] - b['p50_ms']:+.1f} ms, "
          f"p99 {bot['p99_ms'] - b['p99_ms']:+.1f} ms, max loop block "
          f"{bot.get('max_loop_block_ms', 0) - b.get('max_loop_block_ms', 0):+.1f} ms, longest callback "
          f"{bot.get('max_callback_ms', 0):.1f} ms (baseline {b.get('max_callback_ms', 0):.1f} ms)")
    report = {"count": count, "mix": mix, "deadline_s": DEADLINE, "catalog": str(catalog),
              "python": platform.python_version(), "discord.py": discord.__version__,
              "machine": platform.machine(), "cpus": os.cpu_count(), "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
              "results": results}
    out.write_text(json.dumps(report, indent=2))
    print(f"\nwritten to {out}")
    return 0 if all(r["unanswered"] == 0 for r in results.values()) else 1


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--catalog", default=os.environ.get("CATALOG_PATH", "data/catalog.sqlite3"))
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "load.json"))
    p.add_argument("--serve", choices=["bot", "baseline"], help=argparse.SUPPRESS)
    p.add_argument("--stats-file", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.serve:
        serve(args.serve, Path(args.stats_file))
        return 0
    catalog = Path(args.catalog).resolve()
    if not catalog.is_file():
        print(f"No catalog at {catalog}: build it with python -m bot catalog build --source ../shared/data",
              file=sys.stderr)
        return 2
    return asyncio.run(bench(catalog, args.count, Path(args.out)))


if __name__ == "__main__":
    sys.exit(main())
