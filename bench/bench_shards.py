"""Shards across processes: 4 shards in 2 processes (`python -m bot run` with SHARD_COUNT=4 and
SHARD_IDS=0-1 / 2-3) against the fake Discord, which sends each server's interactions to the
shard that owns it and refuses callbacks after 3 s.

    .venv/bin/python bench/bench_shards.py --catalog data/catalog.sqlite3 [--count 1000]

Prints: the time from starting both processes until all 4 shards have a gateway session; a burst
of `count` interactions spread over servers on all 4 shards: answered within 3 s per shard and
p50/p99; then the first process is killed (SIGKILL) and a second burst goes to the servers of
the surviving shards: answered within 3 s; then the survivor gets SIGTERM: its exit status.
Writes bench/results/shards.json. Reports, never fails on timings.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_load import _names, _pct  # noqa: E402

TOKEN = "bench.fake-token.0000"
SHARDS = 4
DEADLINE = 3.0


def guild_on(shard: int, n: int) -> int:
    """The n-th server ID that Discord's formula puts on `shard` of SHARDS."""
    from tests.discord.fake_discord import shard_of

    guild = 515151515151515151 + n * SHARDS * (1 << 22)
    while shard_of(guild, SHARDS) != shard:
        guild += 1 << 22
    return guild


def burst(count: int, shards: list[int], cards: list[str]) -> list[tuple[int, dict]]:
    from tests.discord import harness as h

    out = []
    for i in range(count):
        shard = shards[i % len(shards)]
        if i % 3 == 0:
            payload = h.autocomplete("card", "name", name=cards[i % len(cards)][:3])
        else:
            payload = h.command("card", name=cards[i % len(cards)])
        guild = str(guild_on(shard, i % 50))
        payload["guild_id"] = payload["channel"]["guild_id"] = guild
        out.append((shard, payload))
    return out


async def send(fake, items: list[tuple[int, dict]]) -> dict:
    t0 = time.perf_counter()
    for _, payload in items:
        await fake.send_interaction(payload)
    finals = [fake.final_answer(p["id"]) for _, p in items]
    await asyncio.wait(finals, timeout=30)
    per_shard: dict[int, list[float]] = {}
    for shard, payload in items:
        t = fake.timings[payload["id"]]
        per_shard.setdefault(shard, [])
        if t.final_at is not None and t.final_seconds <= DEADLINE:
            per_shard[shard].append(t.final_seconds)
    sent = {s: sum(1 for sh, _ in items if sh == s) for s in per_shard}
    everything = [x for v in per_shard.values() for x in v]
    return {"sent": len(items), "within_3s": len(everything), "wall_ms": round((time.perf_counter() - t0) * 1000),
            "p50_ms": round(_pct(everything, 50) * 1000, 1), "p99_ms": round(_pct(everything, 99) * 1000, 1),
            "per_shard": {s: f"{len(v)}/{sent[s]}" for s, v in sorted(per_shard.items())}}


async def main_async(args) -> int:
    from tests.discord.fake_discord import FakeDiscord

    catalog = Path(args.catalog).resolve()
    cards, _ = await _names(catalog)
    fake = FakeDiscord(token=TOKEN, shard_count=SHARDS)
    await fake.start()
    logs = Path(args.out).parent
    logs.mkdir(parents=True, exist_ok=True)
    procs = []
    started = time.perf_counter()
    for i, ids in enumerate(("0-1", "2-3")):
        env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": fake.api_base,
               "CATALOG_PATH": str(catalog), "LOG_LEVEL": "WARNING", "SHARD_COUNT": str(SHARDS), "SHARD_IDS": ids}
        for name in ("DEV_GUILD_ID", "METRICS_PORT"):
            env.pop(name, None)
        with open(logs / f".shards-{i}.log", "wb") as out:  # noqa: ASYNC230
            procs.append(await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", "run", cwd=ROOT, env=env,
                                                              stdout=out, stderr=asyncio.subprocess.STDOUT))
    result: dict = {}
    try:
        await fake.wait_shards(range(SHARDS), timeout=90)
        result["all_shards_identified_s"] = round(time.perf_counter() - started, 2)
        result["identified"] = sorted(fake.identified)
        await asyncio.sleep(2.5)
        result["all_shards"] = await send(fake, burst(args.count, [0, 1, 2, 3], cards))
        procs[0].kill()
        await procs[0].wait()
        while 0 in fake.shards or 1 in fake.shards:
            await asyncio.sleep(0.05)
        result["after_killing_the_first"] = await send(fake, burst(args.count // 2, [2, 3], cards))
        procs[1].send_signal(signal.SIGTERM)
        result["survivor_exit_status_on_sigterm"] = await asyncio.wait_for(procs[1].wait(), 30)
    finally:
        for p in procs:
            if p.returncode is None:
                p.kill()
                await p.wait()
        await fake.stop()
    result["late_callbacks_refused"] = len(fake.late_callbacks)
    result["answered_twice"] = len(fake.answered_twice)
    result["tracebacks"] = sum((logs / f".shards-{i}.log").read_text(errors="replace").count("Traceback")
                               for i in range(2))
    print(f"4 shards in 2 processes: all shards had a gateway session {result['all_shards_identified_s']} s after "
          f"both processes started; IDENTIFYs {result['identified']}")
    a = result["all_shards"]
    print(f"burst of {a['sent']} over the servers of all 4 shards: {a['within_3s']} answered within 3 s "
          f"(per shard {a['per_shard']}), p50 {a['p50_ms']} ms, p99 {a['p99_ms']} ms")
    k = result["after_killing_the_first"]
    print(f"first process killed; burst of {k['sent']} to shards 2-3: {k['within_3s']} answered within 3 s "
          f"(per shard {k['per_shard']}), p50 {k['p50_ms']} ms, p99 {k['p99_ms']} ms")
    print(f"survivor on SIGTERM exited {result['survivor_exit_status_on_sigterm']}; late callbacks refused "
          f"{result['late_callbacks_refused']}, answered twice {result['answered_twice']}, tracebacks "
          f"{result['tracebacks']}")
    Path(args.out).write_text(json.dumps(result, indent=2))
    print(f"written to {args.out}")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--catalog", default=os.environ.get("CATALOG_PATH", "data/catalog.sqlite3"))
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "shards.json"))
    return asyncio.run(main_async(p.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
