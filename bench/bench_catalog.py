"""Catalog benchmark: full build time, start-up time (Library.open) and resident memory.

    python bench/bench_catalog.py --data ../shared/data

(a) builds the catalog from --data into a temporary directory (never touches data/catalog.sqlite3;
the data directory is read in place); (b) in fresh subprocesses, times Library.open (open + name
index + rules) on that freshly built catalog (or --catalog PATH) over --runs runs; (c) reads VmRSS
from /proc/self/status after the open, and in a bare subprocess that only imported the same modules.
Prints figures and writes bench/results/catalog.json. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

BUILD_S = 60.0
STARTUP_S = 1.5
RSS_MB = 250.0

CHILD = r"""
import json, sys, time
t0 = time.perf_counter()
import asyncio
from bot.library import Library
t_import = time.perf_counter() - t0

def rss_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024

out = {"import_s": t_import}
if sys.argv[2] == "open":
    async def go():
        t = time.perf_counter()
        lib = await Library.open(sys.argv[1])
        out["open_s"] = time.perf_counter() - t
        out["names"] = len(lib.index)
        out["rss_mb"] = rss_mb()
        await lib.close()
    asyncio.run(go())
else:
    out["rss_mb"] = rss_mb()
print(json.dumps(out))
"""


def child(catalog: Path, mode: str) -> dict:
    r = subprocess.run([sys.executable, "-c", CHILD, str(catalog), mode], cwd=ROOT, capture_output=True,
                       text=True, check=True)
    return json.loads(r.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    ap.add_argument("--catalog", help="time start-up on this catalog instead of the freshly built one")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--out", default=str(HERE / "results" / "catalog.json"))
    args = ap.parse_args()
    from bot.catalog.build import build

    result: dict = {"python": platform.python_version(), "data": str(Path(args.data).resolve())}
    with tempfile.TemporaryDirectory(prefix="bench-catalog-") as tmp:
        target = Path(tmp) / "c.sqlite3"
        t0 = time.perf_counter()
        info = build(target, [args.data], progress=False)
        build_s = time.perf_counter() - t0
        size_mb = target.stat().st_size / 2**20
        result["build"] = {"seconds": build_s, "size_mb": size_mb,
                           "info": info if isinstance(info, dict) else str(info)}
        print(f"build: {build_s:.1f} s into a temp dir ({size_mb:.0f} MB catalog)")

        catalog = Path(args.catalog) if args.catalog else target
        runs = [child(catalog, "open") for _ in range(args.runs)]
        bare = [child(catalog, "bare") for _ in range(3)]
    opens = [r["open_s"] for r in runs]
    rss = [r["rss_mb"] for r in runs]
    bare_rss = statistics.median(r["rss_mb"] for r in bare)
    imports = statistics.median(r["import_s"] for r in runs)
    result["startup"] = {"catalog": "fresh build" if not args.catalog else str(args.catalog), "runs": runs,
                         "open_p50_s": statistics.median(opens), "open_max_s": max(opens),
                         "import_p50_s": imports, "names": runs[0]["names"]}
    result["memory"] = {"rss_after_open_mb_p50": statistics.median(rss), "rss_after_open_mb_max": max(rss),
                        "bare_import_rss_mb": bare_rss,
                        "open_adds_mb": statistics.median(rss) - bare_rss}
    print(f"start-up: Library.open over {args.runs} fresh processes: p50 {statistics.median(opens):.3f} s, "
          f"max {max(opens):.3f} s ({runs[0]['names']} names; imports took {imports:.3f} s before that)")
    print(f"memory: VmRSS after open p50 {statistics.median(rss):.0f} MB, max {max(rss):.0f} MB; "
          f"bare process with the same imports {bare_rss:.0f} MB (open adds {statistics.median(rss) - bare_rss:.0f} MB)")
    targets = [(f"build <= {BUILD_S:.0f} s (is {build_s:.1f})", build_s <= BUILD_S),
               (f"start-up p50 <= {STARTUP_S} s (is {statistics.median(opens):.3f}; max {max(opens):.3f})",
                statistics.median(opens) <= STARTUP_S),
               (f"start-up max <= {STARTUP_S} s (is {max(opens):.3f})", max(opens) <= STARTUP_S),
               (f"RSS after open <= {RSS_MB:.0f} MB (is {max(rss):.0f})", max(rss) <= RSS_MB)]
    for text, ok in targets:
        print(f"{'PASS' if ok else 'FAIL'}  {text}")
    result["targets"] = [{"target": t, "pass": ok} for t, ok in targets]
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1, default=str))
    print(f"wrote {out}")
    return 0 if all(ok for _, ok in targets) else 1


if __name__ == "__main__":
    sys.exit(main())
