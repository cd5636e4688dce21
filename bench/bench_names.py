"""Card-name resolution benchmark: the project's NameIndex against difflib and rapidfuzz.

    python bench/bench_names.py --catalog data/catalog.sqlite3

For every labelled query in bench/queries_names.py, times (a) lib.index.resolve, (b)
difflib.get_close_matches(query, names, n=1, cutoff=0.6) and (c) rapidfuzz.process.extractOne(query,
names, scorer=fuzz.WRatio) (also (c') with processor=rapidfuzz.utils.default_process) over every
game-card name the index holds (full, face and Japanese display names), and scores top-1 accuracy.
A baseline's answer is right when the name it returns belongs to the expected card; for AMBIGUOUS
and NOT_FOUND a baseline is right only if it returns nothing. Then times autocomplete over ~2,000
prefixes. Prints figures and writes bench/results/names.json. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import difflib
import json
import platform
import random
import statistics
import sys
import time
import unicodedata
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import rapidfuzz  # noqa: E402
from rapidfuzz import fuzz, process, utils  # noqa: E402

from bot.errors import QueryError  # noqa: E402
from bot.library import Library  # noqa: E402
from queries_names import AMBIGUOUS, NOT_FOUND, QUERIES  # noqa: E402

RESOLVE_P99_MS = 2.0
AUTOCOMPLETE_P99_MS = 5.0


def pct(samples: list[float], p: float) -> float:
    s = sorted(samples)
    if not s:
        return float("nan")
    k = min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))
    return s[k]


def stats(samples_ms: list[float]) -> dict:
    return {"n": len(samples_ms), "p50_ms": pct(samples_ms, 50), "p99_ms": pct(samples_ms, 99),
            "max_ms": max(samples_ms), "mean_ms": statistics.fmean(samples_ms)}


def timed(fn, rounds: int) -> tuple[object, list[float]]:
    out, times = None, []
    for _ in range(rounds):
        t0 = time.perf_counter_ns()
        out = fn()
        times.append((time.perf_counter_ns() - t0) / 1e6)
    return out, times


def main() -> int:
    return asyncio.run(amain())


async def amain() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--catalog", default=str(HERE.parent / "data" / "catalog.sqlite3"))
    ap.add_argument("--rounds", type=int, default=20, help="repetitions per query for ours")
    ap.add_argument("--rapidfuzz-rounds", type=int, default=5, help="repetitions per query for rapidfuzz")
    ap.add_argument("--difflib-rounds", type=int, default=3, help="repetitions per query for difflib (slow)")
    ap.add_argument("--prefixes", type=int, default=2000)
    ap.add_argument("--out", default=str(HERE / "results" / "names.json"))
    args = ap.parse_args()

    lib = await Library.open(args.catalog)
    index = lib.index
    game = [e for e in index.entries if e.is_game]
    owners: dict[str, set[str]] = defaultdict(set)  # display name -> full names of the cards it names
    for e in game:
        owners[e.name].add(index.card_names.get(e.card_id, e.name))
    names = sorted(owners)
    print(f"catalog {args.catalog}: {len(index.entries)} names, {len(names)} distinct game-card display names; "
          f"{len(QUERIES)} labelled queries; python {platform.python_version()}, rapidfuzz {rapidfuzz.__version__}")

    def ours(q: str) -> str:
        try:
            return index.resolve(q).card_name
        except QueryError as e:
            return AMBIGUOUS if e.kind == "ambiguous" else NOT_FOUND

    def as_card(name: str | None, expected: str) -> str:
        if name is None:
            return NOT_FOUND
        cards = owners[name]
        return expected if expected in cards else " | ".join(sorted(cards))

    methods = {
        "ours": (lambda q: ours(q), args.rounds),
        "difflib": (lambda q: (lambda r: r[0] if r else None)(difflib.get_close_matches(q, names, n=1, cutoff=0.6)),
                    args.difflib_rounds),
        "rapidfuzz_wratio": (lambda q: (lambda r: r[0] if r else None)(
            process.extractOne(q, names, scorer=fuzz.WRatio)), args.rapidfuzz_rounds),
        "rapidfuzz_wratio_default_process": (lambda q: (lambda r: r[0] if r else None)(
            process.extractOne(q, names, scorer=fuzz.WRatio, processor=utils.default_process)), args.rapidfuzz_rounds),
    }
    ours("lightning bolt")  # warm up
    results: dict[str, dict] = {}
    for method, (fn, rounds) in methods.items():
        t_start = time.perf_counter()
        samples: list[float] = []
        right_by_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        wrong, per_query = [], []
        for query, expected, cat in QUERIES:
            got, times = timed(lambda: fn(query), rounds)
            samples.extend(times)
            per_query.append({"query": query, "category": cat, "p50_ms": pct(times, 50), "max_ms": max(times)})
            if method != "ours":
                got = as_card(got, expected)
            ok = got == expected
            right_by_cat[cat][0] += ok
            right_by_cat[cat][1] += 1
            if not ok:
                wrong.append({"query": query, "expected": expected, "got": got, "category": cat})
        right = sum(r for r, _ in right_by_cat.values())
        results[method] = {"rounds": rounds, "latency": stats(samples), "accuracy": right / len(QUERIES),
                           "right": right, "total": len(QUERIES),
                           "by_category": {c: {"right": r, "total": t, "accuracy": r / t}
                                           for c, (r, t) in right_by_cat.items()},
                           "wrong": wrong, "per_query": per_query, "seconds": time.perf_counter() - t_start}

    print()
    print(f"{'method':34} {'p50 ms':>9} {'p99 ms':>9} {'max ms':>9} {'top-1':>14}")
    for method, r in results.items():
        lat = r["latency"]
        print(f"{method:34} {lat['p50_ms']:9.3f} {lat['p99_ms']:9.3f} {lat['max_ms']:9.3f} "
              f"{r['right']:4d}/{r['total']:<4d}{r['accuracy']:6.1%}   (x{r['rounds']} rounds)")
    cats = list(dict.fromkeys(c for _, _, c in QUERIES))
    print()
    print("top-1 accuracy by category:")
    print(f"{'category':12}" + "".join(f"{m[:22]:>24}" for m in results))
    for c in cats:
        row = "".join(f"{results[m]['by_category'][c]['right']:>14d}/{results[m]['by_category'][c]['total']:<3d}"
                      f"{results[m]['by_category'][c]['accuracy']:6.0%}" for m in results)
        print(f"{c:12}{row}")
    print()
    o = results["ours"]["latency"]
    ratios = {}
    for m in results:
        if m == "ours":
            continue
        b = results[m]["latency"]
        ratios[m] = {"p50_ratio": b["p50_ms"] / o["p50_ms"], "p99_ratio": b["p99_ms"] / o["p99_ms"]}
        print(f"speed: {m} p50 / ours p50 = {ratios[m]['p50_ratio']:.1f}x; "
              f"p99 / ours p99 = {ratios[m]['p99_ratio']:.1f}x")

    slow = sorted(results["ours"]["per_query"], key=lambda r: -r["p50_ms"])[:8]
    print("ours, slowest queries by median: " + "; ".join(f"{r['query']!r} ({r['category']}) {r['p50_ms']:.2f} ms"
                                                           for r in slow))
    by_cat_lat = defaultdict(list)
    for r in results["ours"]["per_query"]:
        by_cat_lat[r["category"]].append(r["p50_ms"])
    print("ours, median latency by category (ms): " + ", ".join(f"{c} {statistics.median(v):.3f}"
                                                                 for c, v in by_cat_lat.items()))

    # -- autocomplete ------------------------------------------------------------------------
    rng = random.Random(1234)
    latin = [n for n in names if not any(unicodedata.east_asian_width(ch) in "WF" for ch in n)]
    japanese = sorted({e.name for e in game if e.kind == "japanese"})
    prefixes: list[tuple[str, str | None]] = [("", None), ("", "room"), ("", "dfc")]
    n_jp = args.prefixes // 10
    while len(prefixes) < args.prefixes - n_jp:
        name = rng.choice(latin)
        p = name[:rng.randint(1, 6)]
        prefixes.append((p if rng.random() < 0.7 else p.lower(), rng.choice([None] * 8 + ["room", "dfc"])))
    while len(prefixes) < args.prefixes:
        name = rng.choice(japanese)
        prefixes.append((name[:rng.randint(1, 4)], None))
    index.autocomplete("del")  # warm up
    ac_samples, ac_rounds, bad, empty, empty_all = [], 3, [], 0, []
    for p, kind in prefixes:
        out, times = timed(lambda: index.autocomplete(p, kind=kind), ac_rounds)
        ac_samples.extend(times)
        if len(out) > 25 or any(len(n) > 100 for n in out):
            bad.append({"prefix": p, "kind": kind, "count": len(out), "longest": max(map(len, out), default=0)})
        empty += not out
        if not out and kind is None:
            empty_all.append(p)
    ac = stats(ac_samples)
    jp_samples = ac_samples[-n_jp * ac_rounds:]
    print()
    print(f"autocomplete: {len(prefixes)} prefixes x{ac_rounds} ({n_jp} Japanese, 3 empty): "
          f"p50 {ac['p50_ms']:.3f} ms, p99 {ac['p99_ms']:.3f} ms, max {ac['max_ms']:.3f} ms; "
          f"Japanese p99 {pct(jp_samples, 99):.3f} ms; {empty} prefixes with no suggestion "
          f"({len(empty_all)} of them unfiltered by kind{': ' + repr(empty_all[:10]) if empty_all else ''})")
    print(f"autocomplete check: {'OK' if not bad else 'FAIL'} - every result <= 25 names of <= 100 chars "
          f"({len(bad)} violations{': ' + str(bad[:5]) if bad else ''})")

    # -- targets -----------------------------------------------------------------------------
    print()
    acc = {m: r["accuracy"] for m, r in results.items()}
    baselines = [m for m in results if m != "ours"]
    targets = [
        (f"resolve p99 <= {RESOLVE_P99_MS} ms (is {o['p99_ms']:.3f})", o["p99_ms"] <= RESOLVE_P99_MS),
        (f"autocomplete p99 <= {AUTOCOMPLETE_P99_MS} ms (is {ac['p99_ms']:.3f})", ac["p99_ms"] <= AUTOCOMPLETE_P99_MS),
        ("autocomplete results <= 25 names of <= 100 chars", not bad),
    ]
    for m in baselines:
        b = results[m]["latency"]
        targets.append((f"faster than {m} (p50 {o['p50_ms']:.3f} vs {b['p50_ms']:.3f}, "
                        f"p99 {o['p99_ms']:.3f} vs {b['p99_ms']:.3f})",
                        o["p50_ms"] < b["p50_ms"] and o["p99_ms"] < b["p99_ms"]))
        targets.append((f"more accurate than {m} ({acc['ours']:.1%} vs {acc[m]:.1%})", acc["ours"] > acc[m]))
    for text, ok in targets:
        print(f"{'PASS' if ok else 'FAIL'}  {text}")

    print()
    wrong = results["ours"]["wrong"]
    print(f"ours got {len(wrong)} of {len(QUERIES)} wrong:")
    for w in wrong:
        print(f"  [{w['category']}] {w['query']!r}: expected {w['expected']!r}, got {w['got']!r}")

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({
        "catalog": str(args.catalog), "queries": len(QUERIES), "display_names": len(names),
        "python": platform.python_version(), "rapidfuzz": rapidfuzz.__version__,
        "methods": results, "speed_ratios": ratios,
        "autocomplete": {**ac, "prefixes": len(prefixes), "rounds": ac_rounds, "violations": bad,
                         "japanese_p99_ms": pct(jp_samples, 99), "empty_results": empty},
        "targets": [{"target": t, "pass": ok} for t, ok in targets],
    }, ensure_ascii=False, indent=1))
    print(f"\nwrote {out}")
    await lib.close()
    return 0 if all(ok for _, ok in targets) else 1


if __name__ == "__main__":
    sys.exit(main())
