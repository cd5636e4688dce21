"""Load: bursts of 1,000 and 2,000 interactions through a fake Discord, answered by the real bot
and by a bare discord.py bot, alternated over several rounds.

    .venv/bin/python bench/bench_load.py --catalog data/catalog.sqlite3 [--counts 1000,2000] [--rounds 3]

The fake Discord refuses a callback that arrives more than 3 s after the interaction was created
(its snowflake), as Discord does, so an answer that came too late is counted as lost. Each
round runs the baseline and the bot on each burst size (a fresh process each time), the order
of the two swapped every round; the summary gives, per size, how many runs answered everything
in time and the p99 of the final answer, median over the rounds, bot against baseline. The time
from starting the process to its gateway session (IDENTIFY answered with READY, when it can
answer) is printed as start-up.

The bot runs as it does in production (its own process, `RulesBot` on the catalog, talking to
a fake Discord on 127.0.0.1 through DISCORD_API_BASE); a mix of autocomplete, /card, /room,
/daynight and /ask interactions is dispatched over the gateway in one burst. /ask questions are read
on the event loop, bounded by /ask's 1,000 characters: one in five of them is a 1,000-character
question (ASK_LONG), and the longest the loop was held by an /ask, an autocomplete, ... is printed
per command (the interaction's task is named after its command). Two times are measured for
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
            cb = getattr(handle, "_callback", None)
            task = getattr(cb, "__self__", None)
            if isinstance(task, asyncio.Task) and task.get_name().startswith("interaction"):
                by = stats["max_callback_by_command"]
                name = task.get_name().removeprefix("interaction").strip() or "?"
                by[name] = max(by.get(name, 0.0), took)
            if len(slowest) < 5 or took > slowest[-1][0]:
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

    @bot.tree.command(name="dfc", description="constant")
    @app_commands.autocomplete(card=constant_choices)
    async def dfc(interaction: discord.Interaction, card: str, zone: str = "library", steps: str = "") -> None:
        await interaction.response.send_message("constant")

    @bot.tree.command(name="daynight", description="constant")
    async def daynight(interaction: discord.Interaction, start: str = "neither", steps: str = "") -> None:
        await interaction.response.send_message("constant")

    @bot.tree.command(name="ask", description="constant")
    async def ask(interaction: discord.Interaction, question: str) -> None:
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
        stats: dict = {"lags": [], "max_callback": 0.0, "slowest": [], "gc_pauses": [], "max_callback_by_command": {}}
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
            stats["max_callback_by_command"].clear()

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
            "max_callback_ms_by_command": {k: round(v * 1000, 1) for k, v in
                                           sorted(stats["max_callback_by_command"].items())},
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


ASK_QUESTIONS = [
    "what's the MV of Bottomless Pool in my library?",
    "does Abrupt Decay hit my flipped Delver?",
    "my opponent cast nothing last turn, is it night now?",
    "if I flicker Bottomless Pool with one door open, what comes back?",
    "変身した秘密を掘り下げる者の名前は？",
]
# /ask's longest question (cogs/ask.py QUESTION_MAX): a story with several cards and clauses, cut at 1,000
ASK_LONG = ("So my opponent has Void Winnower out and I control Bottomless Pool // Locker Room with one door "
            "unlocked, and I was wondering, if I flicker it with Cloudshift during my turn, what comes back "
            "and what is its mana value? " * 10)[:1000]


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
        elif r < 0.60:
            what, payload = "/card", h.command("card", user_id=user_id, name=rng.choice(cards))
        elif r < 0.70:
            long = rng.random() < 0.2
            what = "/ask 1000 chars" if long else "/ask"
            payload = h.command("ask", user_id=user_id, question=ASK_LONG if long else rng.choice(ASK_QUESTIONS))
        elif r < 0.87:
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


async def run_variant(kind: str, catalog: Path, burst: list[tuple[str, dict]], results_dir: Path,
                      tree: Path = ROOT) -> dict:
    """One run: `kind` ("baseline" or "bot", the bot of `tree`, a checkout) answers `burst`."""
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
        proc = await asyncio.create_subprocess_exec(sys.executable, str(tree / "bench" / "bench_load.py"), "--serve",
                                                    kind, "--stats-file", str(stats_file), cwd=tree, env=env,
                                                    stdout=out, stderr=asyncio.subprocess.STDOUT,
                                                    preexec_fn=_limit_open_files)
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
        from tests.discord import harness as h

        for _, payload in burst:
            payload["id"] = h.snowflake()  # created now: Discord's 3 s run from here
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
        "late_callbacks_refused": len(fake.late_callbacks), "answered_twice": len(fake.answered_twice),
    }


_names_cache: tuple[list[str], list[str]] = ([], [])
NOFILE: int | None = None  # --nofile: the open-files limit of the bot's process (1,024 is a common default)


def _limit_open_files() -> None:
    if NOFILE:
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (NOFILE, hard))


def _print_run(kind: str, r: dict) -> None:
    print(f"{kind:8}: acknowledged {r['acknowledged']}/{r['sent']}, within 3 s {r['acked_within_3s']} "
          f"(ack p99 {r['ack_p99_ms']} ms); deferred {r['deferred']}; final answer {r['answered']}/{r['sent']}, "
          f"within 3 s {r['within_3s']}, refused as late {r['late_callbacks_refused']}, twice "
          f"{r['answered_twice']}; p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms, max {r['max_ms']} ms; "
          f"start-up {r['connect_s']} s")
    print(f"          HTTP: {r['http_requests']} requests over {r['http_connections_opened']} new TCP connections; "
          f"loop blocked at most {r.get('max_loop_block_ms', float('nan')):.1f} ms; full GCs "
          f"{r.get('full_gc_collections', 0)}, longest GC {r.get('max_gc_pause_ms', 0.0):.1f} ms; "
          f"tracebacks {r['errors_in_log']}")
    by = r.get("max_callback_ms_by_command") or {}
    if by:
        print("          longest on the loop by command: " + ", ".join(f"{k} {v} ms" for k, v in by.items()))
    print("          final answer by kind (p50/p99 ms): " + ", ".join(
        f"{k} {v['p50_ms']}/{v['p99_ms']}" for k, v in r["by_kind"].items()))


async def bench(catalog: Path, counts: list[int], rounds: int, out: Path, versus: Path | None = None) -> int:
    """Each round runs every variant on each burst size, in an order that turns every round. The
    variants: the baseline, this tree's bot and, with --versus, the bot of another checkout."""
    global _names_cache
    import statistics

    import discord

    _names_cache = await _names(catalog)
    out.parent.mkdir(parents=True, exist_ok=True)
    kinds = ["baseline", "bot"] + (["versus"] if versus else [])
    runs: dict[str, dict[int, list[dict]]] = {k: {c: [] for c in counts} for k in kinds}
    for rnd in range(rounds):
        order = kinds[rnd % len(kinds):] + kinds[:rnd % len(kinds)]
        for count in counts:
            burst = _burst(count, *_names_cache, seed=20260417 + rnd)
            print(f"\nround {rnd + 1}/{rounds}, burst of {count}:", flush=True)
            for kind in order:
                tree = versus if kind == "versus" and versus else ROOT
                r = await run_variant("bot" if kind == "versus" else kind, catalog, burst, out.parent, tree)
                runs[kind][count].append(r)
                _print_run(kind, r)
    summary = {}
    print("\nsummary (acknowledged: the first callback, due within 3 s; final answer: what the asker sees; "
          "median over rounds):")
    for count in counts:
        row = {}
        for kind in kinds:
            rs = runs[kind][count]
            row[kind] = {
                "runs": len(rs),
                "runs_all_acked_in_time": sum(1 for r in rs if r["acked_within_3s"] == r["sent"]),
                "acked_within_3s_median": statistics.median(r["acked_within_3s"] for r in rs),
                "acked_within_3s_each": [r["acked_within_3s"] for r in rs],
                "ack_p99_ms_median": statistics.median(r["ack_p99_ms"] for r in rs),
                "runs_all_in_time": sum(1 for r in rs if r["within_3s"] == r["sent"]),
                "answered_within_3s_median": statistics.median(r["within_3s"] for r in rs),
                "lost_total": sum(r["sent"] - r["within_3s"] for r in rs),
                "unanswered_total": sum(r["unanswered"] for r in rs),
                "p99_ms_median": statistics.median(r["p99_ms"] for r in rs),
                "p50_ms_median": statistics.median(r["p50_ms"] for r in rs),
                "startup_s_median": statistics.median(r["connect_s"] for r in rs),
            }
        ratio = row["bot"]["p99_ms_median"] / row["baseline"]["p99_ms_median"]
        row["p99_ratio"] = round(ratio, 2)
        summary[count] = row
        for kind in kinds:
            k = row[kind]
            print(f"  {count:5} {kind:8}: acknowledged within 3 s {k['acked_within_3s_median']:g} "
                  f"(each run {k['acked_within_3s_each']}; all in {k['runs_all_acked_in_time']}/{k['runs']} runs, "
                  f"ack p99 {k['ack_p99_ms_median']} ms); final answer within 3 s {k['answered_within_3s_median']:g}, "
                  f"never answered {k['unanswered_total']}; final p50 {k['p50_ms_median']} ms, "
                  f"p99 {k['p99_ms_median']} ms; start-up {k['startup_s_median']} s")
        print(f"  {count:5} p99 bot / baseline: {ratio:.2f}")
    report = {"counts": counts, "rounds": rounds, "deadline_s": DEADLINE, "catalog": str(catalog),
              "versus": str(versus) if versus else None,
              "python": platform.python_version(), "discord.py": discord.__version__,
              "machine": platform.machine(), "cpus": os.cpu_count(), "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
              "summary": summary, "runs": runs}
    out.write_text(json.dumps(report, indent=2))
    print(f"\nwritten to {out}")
    return 0 if all(r["unanswered"] == 0 for kind in runs.values() for rs in kind.values() for r in rs) else 1


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--catalog", default=os.environ.get("CATALOG_PATH", "data/catalog.sqlite3"))
    p.add_argument("--counts", default="1000,2000", help="burst sizes, comma-separated")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--nofile", type=int, help="open-files limit for the bot's process, e.g. 1024")
    p.add_argument("--versus", help="a checkout of another revision (git worktree add DIR REV, or git archive REV | "
                   "tar -x -C DIR): its bot runs the same bursts in the same rounds, as a third variant")
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
    counts = [int(c) for c in args.counts.split(",")]
    global NOFILE
    NOFILE = args.nofile
    versus = Path(args.versus).resolve() if args.versus else None
    if versus and not (versus / "bench" / "bench_load.py").is_file():
        print(f"--versus {args.versus}: not a checkout of this project (no bench/bench_load.py there)", file=sys.stderr)
        return 2
    return asyncio.run(bench(catalog, counts, args.rounds, Path(args.out), versus))


if __name__ == "__main__":
    sys.exit(main())
