"""Judge-document benchmark: parsing the three documents (HTML and, when given, PDF), and the
desk's answers, against the Comprehensive Rules search in the same run as the baseline.

    python bench/bench_judge.py --data ../shared/data --catalog data/catalog.sqlite3 [--pdf FILE.pdf]

Prints, per document, the time to read and parse it and its section count; then p50/p99/max of
desk.lookup (number, title, words), desk.penalty, desk.autocomplete, and of the catalog's CR
Edition.search on the same words as the baseline. Targets: lookup and penalty p99 <= 5 ms,
autocomplete p99 <= 2 ms (autocomplete cannot be deferred). Writes bench/results/judge.json.
A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bot import cr  # noqa: E402
from bot.judge import layout, parse  # noqa: E402
from bot.judge.desk import JudgeDesk  # noqa: E402

LOOKUP_P99_MS = 5.0
AUTOCOMPLETE_P99_MS = 2.0
WORDS = ["shortcut go to combat", "deck check", "free information", "marked sleeves", "intentional draw",
         "out of order sequencing", "how many rounds of swiss", "proxy cards allowed", "taking notes", "loops"]
PENALTY = ["drew an extra card", "looked at extra cards", "decklist wrong", "slow play", "marked cards",
           "GRV", "forgot to desideboard", "player arrived late", "spectator coaching", "stalling"]
PREFIXES = ["4", "4.", "2.1", "miss", "hidden", "slow", "deck", "app", "tour", "s"]


def stats(ms: list[float]) -> dict:
    s = sorted(ms)
    return {"n": len(s), "p50_ms": round(s[len(s) // 2], 3), "p99_ms": round(s[min(len(s) - 1, int(0.99 * len(s)))], 3),
            "max_ms": round(s[-1], 3), "mean_ms": round(statistics.fmean(s), 3)}


def timed(fn, args: list, rounds: int = 20) -> list[float]:
    out = []
    for _ in range(rounds):
        for a in args:
            t0 = time.perf_counter_ns()
            fn(a)
            out.append((time.perf_counter_ns() - t0) / 1e6)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="../shared/data")
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    ap.add_argument("--pdf", action="append", default=[], help="an official PDF to time as well")
    args = ap.parse_args()
    results: dict = {"parse": {}}
    for code in ("mtr", "ipg", "jar"):
        path = Path(args.data) / "judge" / f"{code}.html"
        t0 = time.perf_counter()
        title, lines = layout.read_html_file(path)
        doc = parse.parse(lines, source=str(path), html_title=title)
        ms = (time.perf_counter() - t0) * 1000
        results["parse"][code] = {"ms": round(ms, 1), "sections": len(doc.sections), "lines": len(lines)}
        print(f"parse {code}.html: {ms:7.1f} ms, {len(lines):5d} lines -> {len(doc.sections)} sections")
    for pdf_path in args.pdf:
        from bot.judge import pdf

        t0 = time.perf_counter()
        doc = parse.parse(pdf.read_pdf_file(pdf_path), source=pdf_path)
        ms = (time.perf_counter() - t0) * 1000
        results["parse"][pdf_path] = {"ms": round(ms, 1), "sections": len(doc.sections)}
        print(f"parse {pdf_path}: {ms:7.1f} ms -> {doc.code} {len(doc.sections)} sections")

    conn = sqlite3.connect(f"{Path(args.catalog).resolve().as_uri()}?mode=ro", uri=True)
    t0 = time.perf_counter()
    desk = JudgeDesk.open(conn)
    print(f"JudgeDesk.open: {(time.perf_counter() - t0) * 1000:.1f} ms "
          f"({sum(len(d.sections) for d in desk.documents.values())} sections)")
    if not desk.documents:
        print("the catalog has no judge documents: rebuild it with ../shared/data (make catalog)")
        return 1
    edition = cr.read_edition(conn)
    runs = {
        "lookup_number": timed(lambda q: desk.lookup("mtr", q), ["4.2", "2.8", "10.4", "A", "3.12"]),
        "lookup_words": timed(lambda q: desk.lookup("mtr", q), WORDS),
        "penalty": timed(desk.penalty, PENALTY),
        "autocomplete": timed(lambda q: desk.autocomplete("ipg", q), PREFIXES),
        "baseline_cr_search": timed(edition.search, WORDS),
    }
    ok = True
    for name, ms in runs.items():
        s = results[name] = stats(ms)
        target = AUTOCOMPLETE_P99_MS if name == "autocomplete" else LOOKUP_P99_MS
        verdict = "" if name.startswith("baseline") else ("PASS" if s["p99_ms"] <= target else "FAIL")
        ok &= verdict != "FAIL"
        print(f"{name:20s} p50 {s['p50_ms']:7.3f} ms  p99 {s['p99_ms']:7.3f} ms  max {s['max_ms']:7.3f} ms  {verdict}")
    out = HERE / "results"
    out.mkdir(exist_ok=True)
    (out / "judge.json").write_text(json.dumps(results, indent=2))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
