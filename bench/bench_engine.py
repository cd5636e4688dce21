"""Resolve a card and run a ten-step simulation to JSON, on the full catalog.

Target (issue 3): p99 <= 5 ms. Baseline in the same run: the same card looked up and its
faces dumped to JSON with no simulation, so the figure shows what the engine itself adds.
Run: .venv/bin/python bench/bench_engine.py --catalog data/catalog.sqlite3
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from dataclasses import asdict
from pathlib import Path

from bot.library import Library

SCENARIOS = [
    ("room", "Bottomless Pool", "library",
     "move hand; cast Locker Room; resolve; unlock Bottomless Pool; lock Locker Room; unlock Locker Room; "
     "blink; unlock Bottomless Pool; copy; move graveyard"),
    ("room", "roaring furnace", "hand",
     "cast Roaring Furnace; copy; resolve; unlock Steaming Sauna; lock Roaring Furnace; unlock Roaring Furnace; "
     "blink; move exile; move battlefield; unlock Steaming Sauna"),
    ("dfc", "Delver of Secrets", "hand",
     "cast front; resolve; transform; copy; transform; blink; transform; move graveyard; move exile; move hand"),
    ("dfc", "Bruna, the Fading Light", "battlefield",
     "meld Gisela, the Broken Blade; copy; move graveyard; move hand; move library; move exile; move hand; "
     "move graveyard; move exile; move library"),
    # Issue 7: a second real card acts on the first (two `apply` steps and two `check` steps).
    ("room", "Bottomless Pool", "library",
     "move hand; cast Bottomless Pool; resolve; check mana value <= 3; check Abrupt Decay; apply Abrupt Decay; "
     "check Sevinne's Reclamation; apply Unearth; move exile; check name Locker Room"),
    ("dfc", "Delver of Secrets", "hand",
     "enter transformed; apply Kiki-Jiki, Mirror Breaker; transform; check color blue; activate transform; "
     "activate transform; resolve ability; resolve ability; apply Cloudshift; check mana value = 1"),
    ("daynight", None, "neither",
     "enter Tavern Ruffian; next turn; spells 2; next turn; next turn; cast Brutal Cathar; next turn; "
     "spells 3; next turn; it becomes night"),
]


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    ap.add_argument("--rounds", type=int, default=200)
    args = ap.parse_args()
    lib = await Library.open(args.catalog)
    results: dict[str, dict] = {}
    for command, card, zone, steps in SCENARIOS:
        assert len([s for s in steps.split(";") if s.strip()]) == 10
        sim_times, base_times = [], []
        for _ in range(args.rounds):
            t = time.perf_counter()
            if command == "daynight":
                answer = await lib.daynight(zone, steps)
            else:
                answer = await getattr(lib, command)(card, zone, steps)
            json.dumps(answer.json, ensure_ascii=False)
            sim_times.append((time.perf_counter() - t) * 1000)
            if not answer.ok:
                raise SystemExit(f"{command} {card}: {answer.error}")
            t = time.perf_counter()
            if card:
                found, _ = await lib.find(card)
                json.dumps([asdict(f) for f in found.faces], ensure_ascii=False)
            base_times.append((time.perf_counter() - t) * 1000)
        label = f"{command} {card or ''}".strip()
        if "apply " in steps:
            label += " (2 cards)"
        results[label] = {
            "p50_ms": statistics.median(sim_times), "p99_ms": percentile(sim_times, 99), "max_ms": max(sim_times),
            "baseline_lookup_p50_ms": statistics.median(base_times), "baseline_lookup_p99_ms": percentile(base_times, 99),
        }
        r = results[label]
        print(f"{label:38} simulate+JSON p50 {r['p50_ms']:.2f} ms  p99 {r['p99_ms']:.2f} ms  max {r['max_ms']:.2f} ms"
              f"   | lookup-only baseline p50 {r['baseline_lookup_p50_ms']:.2f} ms  p99 {r['baseline_lookup_p99_ms']:.2f} ms")
    worst = max(r["p99_ms"] for r in results.values())
    print(f"worst p99 {worst:.2f} ms (target <= 5 ms): {'PASS' if worst <= 5 else 'FAIL'}")
    out = Path("bench/results")
    out.mkdir(parents=True, exist_ok=True)
    (out / "engine.json").write_text(json.dumps({"rounds": args.rounds, "scenarios": results}, indent=2))
    await lib.close()


if __name__ == "__main__":
    asyncio.run(main())
