"""Where the memory a catalog reload leaves behind is: Python objects, malloc's heap, or pages.

    python bench/reload_heap.py --catalog data/catalog.sqlite3 [--reloads 15] [--trace]

Opens the catalog as the bot does (`Library.open`, the reader's indexes prepared, a few questions
answered), then `--reloads` times opens it again, closes the old one, collects and trims the C
library's free memory (as bot/client.py does after a reload), answers the same questions and prints
after each reload: resident memory (VmRSS), malloc's bytes in use and bytes free inside its heap
(glibc's mallinfo2, over all arenas), and with `--trace` the bytes tracemalloc sees held by Python
objects (slow; its own bookkeeping adds to VmRSS). It starts itself again with the bot's allocator
settings (PYTHONMALLOC=malloc, MALLOC_ARENA_MAX=2; bot/__main__.py) so every Python object is a
malloc block. Linux with glibc only. Writes bench/results/reload_heap.json. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import gc
import json
import os
import sys
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()]


LIBC = ctypes.CDLL("libc.so.6")
LIBC.mallinfo2.restype = MallInfo2


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def use(library) -> None:
    from bot.ask import ask

    await library.card("delver")
    await library.card("Bottomless Pool")
    await library.dfc("Delver of Secrets", "library", "enter; transform")
    library.autocomplete("del")
    await ask(library, "what's the MV of Bottomless Pool in my library?")


async def measure(catalog: Path, reloads: int, trace: bool) -> list[dict]:
    from bot.ask import prepare
    from bot.library import Library

    library = await Library.open(catalog)
    prepare(library)
    await use(library)
    if trace:
        tracemalloc.start(1)
    rows = []
    for i in range(reloads + 1):
        if i:
            new = await Library.open(catalog)
            prepare(new)
            old, library = library, new
            await old.close()
            del old
        gc.collect()
        LIBC.malloc_trim(0)
        await use(library)
        m = LIBC.mallinfo2()
        row = {"reload": i, "rss_mb": round(rss_mb(), 1), "malloc_in_use_mb": round(m.uordblks / 2**20, 1),
               "malloc_free_mb": round(m.fordblks / 2**20, 1), "mmapped_mb": round(m.hblkhd / 2**20, 1)}
        if trace:
            row["python_traced_mb"] = round(tracemalloc.get_traced_memory()[0] / 2**20, 2)
        rows.append(row)
        print("  ".join(f"{k} {v}" for k, v in row.items()), flush=True)
    await library.close()
    return rows


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--catalog", default=str(ROOT / "data" / "catalog.sqlite3"))
    p.add_argument("--reloads", type=int, default=15)
    p.add_argument("--trace", action="store_true", help="also count Python objects with tracemalloc (slow)")
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "reload_heap.json"))
    args = p.parse_args()
    if os.environ.get("PYTHONMALLOC") != "malloc":
        env = {**os.environ, "PYTHONMALLOC": "malloc", "MALLOC_ARENA_MAX": os.environ.get("MALLOC_ARENA_MAX", "2")}
        os.execve(sys.executable, [sys.executable, *sys.argv], env)
    rows = asyncio.run(measure(Path(args.catalog), args.reloads, args.trace))
    first, last = rows[1], rows[-1]
    n = last["reload"] - first["reload"]
    for key in ("rss_mb", "malloc_in_use_mb", "malloc_free_mb", "python_traced_mb"):
        if key in last:
            print(f"{key}: {first[key]} after the first reload, {last[key]} after reload {last['reload']} "
                  f"({(last[key] - first[key]) / n:+.2f} a reload)")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps({"catalog": args.catalog, "rows": rows}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
