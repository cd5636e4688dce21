"""Soak: a steady stream of interactions for minutes, memory and answers measured throughout,
with a catalog reload (SIGHUP) in the middle; against a bare discord.py bot in the same run.

    .venv/bin/python bench/bench_soak.py --catalog data/catalog.sqlite3 [--minutes 10] [--rate 50]

The real bot runs exactly as `python -m bot run` (its own process, its own copy of the catalog,
the fake Discord on 127.0.0.1, which refuses callbacks after 3 s as Discord does). Every second
`rate` interactions are sent, spread over the second: autocomplete, /card, /room, /dfc,
/daynight and presses of the buttons on answers sent a little earlier (each press by the asker).
Resident memory (VmRSS) of the bot's process is read every 5 s. At 85 % of the run a catalog
with another rules edition is moved over the bot's catalog file and the bot gets SIGHUP: the
interactions around it must all be answered, and the answers after it carry the new edition.
Memory growth is measured over the steady part, from the end of the warm-up (the first fifth)
to just before the reload; a reload opens a second catalog, so memory steps up once there.
The baseline (bench/bench_load.py's constant-reply bot) gets the same stream without the reload.

Prints: answered / within 3 s / refused late / answered twice; p50/p99 of the final answer; RSS
after warm-up (the first fifth of the run) and at the end, and the growth between them; the
reload's effect. Writes bench/results/soak.json. Reports, never fails on timings.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_load import _names, _pct  # noqa: E402

TOKEN = "bench.fake-token.0000"
RSS_EVERY = 5.0
DEADLINE = 3.0
RELOAD_AT = 0.85  # of the run
OLD_RULES = "2024-08-02"  # the reload swaps in a catalog built with this edition of the rules


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def interaction(rng: random.Random, cards: list[str], rooms: list[str], fake, user_ids: list[int]):
    from tests.discord import harness as h

    user_id = rng.choice(user_ids)
    r = rng.random()
    if r < 0.15:  # press a button on a recent answer, as its asker
        pressable = [m for m in list(fake.messages.values())[-200:] if h.buttons(m)]
        if pressable:
            message = rng.choice(pressable)
            button = rng.choice(h.buttons(message))
            parts = button["custom_id"].split(":")
            owner = int(parts[3], 36) if parts[0] == "mtg" else user_id  # step buttons: their asker
            return "button", h.button_press(message, button["custom_id"], user_id=owner)
    if r < 0.45:
        which = rng.choice([("card", "name"), ("room", "card")])
        return f"autocomplete /{which[0]}", h.autocomplete(which[0], which[1], user_id=user_id,
                                                           **{which[1]: rng.choice(["De", "Bott", "Li", "Gis", ""])})
    if r < 0.6:
        return "/card", h.command("card", user_id=user_id, name=rng.choice(cards))
    if r < 0.8:
        return "/room", h.command("room", user_id=user_id, card=rng.choice(rooms), zone="battlefield",
                                  steps=rng.choice(["", "unlock left"]))
    if r < 0.92:
        return "/dfc", h.command("dfc", user_id=user_id, card="Delver of Secrets", zone="battlefield")
    return "/daynight", h.command("daynight", user_id=user_id, start="day", steps="next turn")


async def soak(kind: str, catalog: Path, alternate: Path | None, seconds: float, rate: int, names) -> dict:
    from tests.discord.fake_discord import FakeDiscord

    fake = FakeDiscord(token=TOKEN)
    await fake.start()
    workdir = Path(tempfile.mkdtemp(prefix="soak-"))
    own_catalog = workdir / "catalog.sqlite3"
    shutil.copy(catalog, own_catalog)
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": fake.api_base,
           "CATALOG_PATH": str(own_catalog), "LOG_LEVEL": "INFO"}
    for name in ("DEV_GUILD_ID", "METRICS_PORT", "SHARD_COUNT", "SHARD_IDS"):
        env.pop(name, None)
    log_file = workdir / "bot.log"
    args = ["-m", "bot", "run"] if kind == "bot" else [str(ROOT / "bench" / "bench_load.py"), "--serve",
                                                         "baseline", "--stats-file", str(workdir / "stats.json")]
    spawned = time.perf_counter()
    with open(log_file, "wb") as out:  # noqa: ASYNC230
        proc = await asyncio.create_subprocess_exec(sys.executable, *args, cwd=ROOT, env=env, stdout=out,
                                                    stderr=asyncio.subprocess.STDOUT)
    sent: list[tuple[str, dict, float]] = []
    rss: list[tuple[float, float]] = []
    reload_at = None
    try:
        await fake.wait_identified(timeout=60)
        identified_s = time.perf_counter() - spawned
        await asyncio.sleep(2.5)  # discord.py waits 2 s for guilds before it is ready
        rng = random.Random(20261123)
        user_ids = [100_000_000_000_000_000 + i for i in range(200)]
        t0 = time.perf_counter()
        next_rss = 0.0
        i = 0
        while (now := time.perf_counter() - t0) < seconds:
            if now >= next_rss:
                value = rss_mb(proc.pid)
                if value is not None:
                    rss.append((round(now, 1), value))
                next_rss += RSS_EVERY
            if kind == "bot" and alternate is not None and reload_at is None and now >= seconds * RELOAD_AT:
                staged = workdir / "next.sqlite3"
                shutil.copy(alternate, staged)
                staged.replace(own_catalog)  # what `catalog build` does: a new file swapped in whole
                proc.send_signal(signal.SIGHUP)
                reload_at = now
            what, payload = interaction(rng, *names, fake, user_ids)
            await fake.send_interaction(payload)
            sent.append((what, payload, now))
            i += 1
            await asyncio.sleep(max(0.0, t0 + i / rate - time.perf_counter()))
        finals = [fake.final_answer(p["id"]) for _, p, _ in sent]
        await asyncio.wait(finals, timeout=10)
        value = rss_mb(proc.pid)
        if value is not None:
            rss.append((round(time.perf_counter() - t0, 1), value))
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), 30)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        await fake.stop()
    timings = [fake.timings[p["id"]] for _, p, _ in sent]
    finals_s = [t.final_seconds for t in timings if t.final_at is not None]
    warm = [v for t, v in rss if t >= seconds / 5]
    warm_rss = warm[0] if warm else float("nan")
    steady = [v for t, v in rss if t >= seconds / 5 and (reload_at is None or t < reload_at)]
    end_rss = steady[-1] if steady else float("nan")
    log_text = log_file.read_text(errors="replace")
    result = {
        "seconds": seconds, "rate": rate, "sent": len(sent),
        "answered": len(finals_s), "within_3s": sum(1 for x in finals_s if x <= DEADLINE),
        "late_callbacks_refused": len(fake.late_callbacks), "answered_twice": len(fake.answered_twice),
        "p50_ms": round(_pct(finals_s, 50) * 1000, 1), "p99_ms": round(_pct(finals_s, 99) * 1000, 1),
        "max_ms": round(max(finals_s) * 1000, 1) if finals_s else None,
        "identified_after_s": round(identified_s, 2),
        "rss_mb": [(t, round(v, 1)) for t, v in rss],
        "rss_after_warmup_mb": round(warm_rss, 1), "rss_end_mb": round(end_rss, 1),
        "rss_after_reload_mb": round(rss[-1][1], 1) if rss and reload_at is not None else None,
        "rss_growth_pct": round((end_rss - warm_rss) / warm_rss * 100, 1) if warm else None,
        "tracebacks_in_log": log_text.count("Traceback"), "exit_status": proc.returncode,
    }
    if reload_at is not None:
        around = [(w, p, at) for w, p, at in sent if reload_at - 5 <= at <= reload_at + 5]
        answered_around = sum(1 for _, p, _ in around if fake.timings[p["id"]].final_at is not None)
        footers = [m["embeds"][0].get("footer", {}).get("text", "") for m in list(fake.messages.values())[-200:]
                   if m.get("embeds")]
        editions_after = sorted({f.split("effective ")[-1].split(" ")[0].rstrip(".;,") for f in footers if "effective" in f})
        result["reload"] = {
            "at_s": round(reload_at, 1), "sent_within_5s": len(around), "answered_within_5s": answered_around,
            "lost": len(around) - answered_around, "editions_in_last_answers": editions_after,
            "log": [line for line in log_text.splitlines() if "Catalog reload" in line][:2],
        }
    shutil.rmtree(workdir, ignore_errors=True)
    return result


async def main_async(args) -> int:
    catalog = Path(args.catalog).resolve()
    names = await _names(catalog)
    alternate = None
    if not args.no_reload:
        from bot.catalog.build import build
        from tests.conftest import SHARED_DATA, rules_file

        alternate = Path(tempfile.mkdtemp(prefix="soak-alt-")) / "catalog.sqlite3"
        print(f"building a catalog with the rules of {OLD_RULES} for the reload ...", flush=True)
        build(alternate, [str(SHARED_DATA)], rules_file=str(rules_file(OLD_RULES)), progress=False)
    seconds = args.minutes * 60
    results = {}
    for kind in ("bot", "baseline"):
        print(f"\n{kind}: {args.rate}/s for {seconds:.0f} s ...", flush=True)
        r = await soak(kind, catalog, alternate if kind == "bot" else None, seconds, args.rate, names)
        results[kind] = r
        print(f"{kind:8}: sent {r['sent']}, answered {r['answered']}, within 3 s {r['within_3s']}, "
              f"callbacks refused as late {r['late_callbacks_refused']}, answered twice {r['answered_twice']}; "
              f"p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms, max {r['max_ms']} ms")
        print(f"          RSS after warm-up {r['rss_after_warmup_mb']} MB, at the end of the steady part "
              f"{r['rss_end_mb']} MB: growth {r['rss_growth_pct']} %"
              + (f"; after the reload {r['rss_after_reload_mb']} MB" if r.get("rss_after_reload_mb") else "")
              + f"; tracebacks {r['tracebacks_in_log']}; exit status {r['exit_status']}")
        print("          RSS over time (s, MB): " + ", ".join(f"{t:.0f}:{v:.0f}" for t, v in r["rss_mb"][::6]))
        if "reload" in r:
            rl = r["reload"]
            print(f"          reload (SIGHUP) at {rl['at_s']} s: {rl['answered_within_5s']}/{rl['sent_within_5s']} "
                  f"interactions within 5 s of it answered (lost {rl['lost']}); rules editions in the last "
                  f"answers: {rl['editions_in_last_answers']}; log: {rl['log']}")
    b, bot = results["baseline"], results["bot"]
    print(f"\nbot vs baseline: p99 {bot['p99_ms']} vs {b['p99_ms']} ms; memory growth {bot['rss_growth_pct']} % vs "
          f"{b['rss_growth_pct']} %")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    import discord

    out.write_text(json.dumps({"minutes": args.minutes, "rate": args.rate, "python": platform.python_version(),
                               "discord.py": discord.__version__, "cpus": os.cpu_count(),
                               "when": time.strftime("%Y-%m-%dT%H:%M:%S"), "results": results}, indent=2))
    print(f"written to {out}")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--catalog", default=os.environ.get("CATALOG_PATH", "data/catalog.sqlite3"))
    p.add_argument("--minutes", type=float, default=10.0)
    p.add_argument("--rate", type=int, default=50)
    p.add_argument("--no-reload", action="store_true")
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "soak.json"))
    return asyncio.run(main_async(p.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
