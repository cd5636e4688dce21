"""Resident memory of the running bot across ten `catalog update` + reload (SIGHUP) cycles, against
a bot on the same catalog that never reloads, in the same run.

    .venv/bin/python bench/bench_reload.py --catalog data/catalog.sqlite3 [--cycles 10] [--settle 35]

A local mirror on 127.0.0.1 stands in for Scryfall, the rules page and MTGJSON: made in a temporary
directory (never in the project) from the cards of --catalog (written as Scryfall card objects,
gzipped JSON Lines, with a bulk-data list in today's format), the newest rules text of
../shared/data/rules and an AtomicCards file of the catalog's Japanese names. Two bots run exactly
as `python -m bot run`, each with its own fake Discord (tests/discord/fake_discord.py) and its own
copy of the catalog: "reloading" gets, each cycle, a new `updated_at` in the bulk-data list and then
`python -m bot catalog update --reload-pid PID` (download, build beside, swap, SIGHUP), exactly as
deploy/ runs it, with /card questions arriving ten a second all the while (each must be answered);
"baseline" gets the same questions and no update. Both get the same interactions after each reload. After
each cycle both wait --settle seconds (the bot's full garbage collection runs every 30 s when
quiet) and their VmRSS is read.

Prints RSS per cycle for both, RSS after the first and the tenth reload (the target: within 10 %
of each other), the tenth against before any reload, the baseline's drift over the same time, each update's time and the update
processes' peak memory. Writes bench/results/reload.json. A benchmark, not a test: it reports.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gzip
import http.server
import json
import os
import platform
import resource
import shutil
import sqlite3
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_soak import rss_mb  # noqa: E402

TOKEN = "bench.fake-token.0000"
QUESTIONS = ["Delver of Secrets", "Lightning Bolt", "Bottomless Pool", "Gisela, the Broken Blade",
             "秘密を掘り下げる者", "Delvr"]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def scryfall_objects(catalog: Path):
    """The catalog's cards as Scryfall card objects (the fields the importer reads)."""
    conn = sqlite3.connect(f"{catalog.resolve().as_uri()}?mode=ro", uri=True)
    try:
        faces: dict[int, list] = {}
        for row in conn.execute("SELECT card_id, name, mana_cost, type_line, text, power, toughness, loyalty, "
                                "defense, color_indicator, keywords, japanese_name FROM faces ORDER BY card_id, idx"):
            faces.setdefault(row[0], []).append(row[1:])
        for cid, name, layout, mv, identity, oracle_id, scryfall_id, rank in conn.execute(
                "SELECT id, name, layout, mana_value, color_identity, oracle_id, scryfall_id, edhrec_rank FROM cards"):
            parts = [{"object": "card_face", "name": f[0], "mana_cost": f[1] or "", "type_line": f[2],
                      "oracle_text": f[3], "power": f[4], "toughness": f[5], "loyalty": f[6], "defense": f[7],
                      **({"color_indicator": json.loads(f[8])} if f[8] and json.loads(f[8]) else {})}
                     for f in faces.get(cid, [])]
            obj = {"object": "card", "id": scryfall_id or f"00000000-0000-0000-0000-{cid:012d}",
                   "oracle_id": oracle_id or f"10000000-0000-0000-0000-{cid:012d}", "name": name, "lang": "en",
                   "layout": {"meld": "normal", "aftermath": "split"}.get(layout, layout), "cmc": mv,
                   "color_identity": json.loads(identity), "keywords": json.loads(faces[cid][0][9]) if cid in faces else [],
                   "edhrec_rank": rank}
            if len(parts) == 1:
                obj.update({k: v for k, v in parts[0].items() if k not in ("object", "name")})
            elif parts:
                obj["card_faces"] = parts
            yield obj, [(f[0], f[10]) for f in faces.get(cid, []) if f[10]]
    finally:
        conn.close()


def make_mirror(catalog: Path, data: Path, root: Path, base: str) -> dict:
    atomic: dict[str, list] = {}
    n = 0
    with gzip.open(root / "oracle-cards.jsonl.gz", "wt", encoding="utf-8") as out:
        for obj, japanese in scryfall_objects(catalog):
            out.write(json.dumps(obj, ensure_ascii=False) + "\n")
            n += 1
            for face, ja in japanese:
                atomic.setdefault(obj["name"], []).append(
                    {"name": obj["name"], "faceName": face, "foreignData": [{"language": "Japanese", "name": ja}]})
    with gzip.open(root / "rulings.jsonl.gz", "wt", encoding="utf-8") as out:
        out.write(json.dumps({"object": "ruling", "oracle_id": "x", "published_at": "2024-01-01",
                              "comment": "A ruling."}) + "\n")
    with gzip.open(root / "AtomicCards.json.gz", "wt", encoding="utf-8") as out:
        json.dump({"meta": {"version": "bench"}, "data": atomic}, out, ensure_ascii=False)
    rules = sorted((data / "rules").glob("MagicCompRules_*.txt"))[-1]
    shutil.copy(rules, root / rules.name)  # a temporary copy, served, deleted with the directory
    (root / "rules.html").write_text(f'<a href="{rules.name}">TXT</a>')
    return {"cards": n, "oracle_gz_mb": round((root / "oracle-cards.jsonl.gz").stat().st_size / 1e6, 1),
            "names_gz_mb": round((root / "AtomicCards.json.gz").stat().st_size / 1e6, 1)}


def publish(root: Path, base: str, cycle: int) -> None:
    """The bulk-data list as Scryfall would show it the day after: a new updated_at."""
    stamp = f"2026-11-{1 + cycle:02d}T09:00:00.000+00:00"
    entries = [{"object": "bulk_data", "type": t, "updated_at": stamp, "jsonl_download_uri": f"{base}/{f}",
                "compressed_size": (root / f).stat().st_size}
               for t, f in (("oracle_cards", "oracle-cards.jsonl.gz"), ("rulings", "rulings.jsonl.gz"))]
    (root / "bulk-data").write_text(json.dumps({"object": "list", "data": entries}))


class Bot:
    def __init__(self, name: str, catalog: Path, workdir: Path, env: dict):
        self.name, self.catalog, self.workdir, self.env = name, catalog, workdir, env
        self.log = workdir / f"{name}.log"

    async def start(self) -> None:
        from tests.discord.fake_discord import FakeDiscord

        self.fake = FakeDiscord(token=TOKEN)
        await self.fake.start()
        env = {**self.env, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": self.fake.api_base,
               "CATALOG_PATH": str(self.catalog), "LOG_LEVEL": "INFO"}
        with open(self.log, "wb") as out:  # noqa: ASYNC230
            self.proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", "run", cwd=ROOT, env=env,
                                                             stdout=out, stderr=asyncio.subprocess.STDOUT)
        await self.fake.wait_identified(timeout=120)
        await asyncio.sleep(2.5)

    async def ask(self) -> int:
        from tests.discord import harness as h

        answered = 0
        for q in QUESTIONS:
            payload = h.command("card", name=q)
            await self.fake.send_interaction(payload)
            try:
                await asyncio.wait_for(self.fake.final_answer(payload["id"]), 10)
                answered += 1
            except TimeoutError:
                pass
        return answered

    async def steady(self, stop: asyncio.Event, per_second: float = 10.0) -> tuple[int, int]:
        """Questions at a steady rate until `stop`, each waited for (10 s) only after: (sent, answered).
        Run across an update and its SIGHUP, it counts the answers a reload loses."""
        from tests.discord import harness as h

        finals, n = [], 0
        while not stop.is_set():
            payload = h.command("card", name=QUESTIONS[n % len(QUESTIONS)])
            await self.fake.send_interaction(payload)
            finals.append(self.fake.final_answer(payload["id"]))
            n += 1
            await asyncio.sleep(1 / per_second)
        done, _ = await asyncio.wait(finals, timeout=10)
        return len(finals), sum(1 for f in done if not f.cancelled() and f.exception() is None)

    def reloads(self) -> int:
        return self.log.read_text(errors="replace").count("Catalog reloaded")

    async def stop(self) -> None:
        if self.proc.returncode is None:
            self.proc.terminate()
            await self.proc.wait()
        await self.fake.stop()


async def run(args) -> dict:
    catalog = Path(args.catalog).resolve()
    work = Path(tempfile.mkdtemp(prefix="bench-reload-"))
    web = work / "web"
    web.mkdir()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(web)))
    base = f"http://127.0.0.1:{server.server_port}"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    mirror = make_mirror(catalog, Path(args.data), web, base)
    print(f"mirror on {base}: {mirror['cards']:,} cards, oracle file {mirror['oracle_gz_mb']} MB gzipped, "
          f"names {mirror['names_gz_mb']} MB gzipped", flush=True)
    env = {k: v for k, v in os.environ.items()
           if k not in ("DEV_GUILD_ID", "METRICS_PORT", "SHARD_COUNT", "SHARD_IDS", "CATALOG_PATH")}
    env.update({"SCRYFALL_API": base, "RULES_PAGE": f"{base}/rules.html", "JUDGE_DOCS_PAGE": "none",
                "NAMES_SOURCE": f"{base}/AtomicCards.json.gz"})
    reloading, baseline = work / "reloading", work / "baseline"
    for d in (reloading, baseline):
        d.mkdir()

    async def update(target: Path, pid: int | None) -> tuple[float, int, str]:
        t0 = time.perf_counter()
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", "--catalog", str(target), "catalog", "update",
            *(["--reload-pid", str(pid)] if pid else []), cwd=ROOT, env=env,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        out, _ = await proc.communicate()
        return time.perf_counter() - t0, proc.returncode, out.decode(errors="replace").strip().splitlines()[-1]

    publish(web, base, 0)
    seconds, status, line = await update(reloading / "catalog.sqlite3", None)  # the first build: from the mirror
    print(f"first build from the mirror: {seconds:.1f} s, exit {status}: {line}", flush=True)
    if status != 0:
        raise SystemExit(f"the first build failed: {line}")
    shutil.copy(reloading / "catalog.sqlite3", baseline / "catalog.sqlite3")
    bots = {"reloading": Bot("reloading", reloading / "catalog.sqlite3", reloading, env),
            "baseline": Bot("baseline", baseline / "catalog.sqlite3", baseline, env)}
    rows = []
    try:
        for b in bots.values():
            await b.start()
        for b in bots.values():
            await b.ask()
        await asyncio.sleep(args.settle)
        rows.append({"cycle": 0, **{n: round(rss_mb(b.proc.pid), 1) for n, b in bots.items()}})
        print(f"before any reload: reloading {rows[0]['reloading']} MB, baseline {rows[0]['baseline']} MB", flush=True)
        for cycle in range(1, args.cycles + 1):
            publish(web, base, cycle)
            stop = asyncio.Event()  # questions keep arriving while the update runs and the reload lands
            loads = {n: asyncio.create_task(b.steady(stop)) for n, b in bots.items()}  # the twin gets the same
            seconds, status, line = await update(reloading / "catalog.sqlite3", bots["reloading"].proc.pid)
            for _ in range(100):  # the SIGHUP's reload, seen in the bot's log
                if bots["reloading"].reloads() >= cycle:
                    break
                await asyncio.sleep(0.1)
            await asyncio.sleep(2)  # and the first questions after it
            stop.set()
            sent, got = await loads["reloading"]
            await loads["baseline"]
            answered = {n: await b.ask() for n, b in bots.items()}
            await asyncio.sleep(args.settle)
            row = {"cycle": cycle, "update_s": round(seconds, 1), "update_exit": status,
                   "reloads_seen": bots["reloading"].reloads(), "answered": answered,
                   "during_update": {"sent": sent, "answered": got},
                   **{n: round(rss_mb(b.proc.pid), 1) for n, b in bots.items()}}
            rows.append(row)
            print(f"cycle {cycle:2}: update {seconds:5.1f} s (exit {status}), answered {got}/{sent} asked during it, "
                  f"reloads seen {row['reloads_seen']}, "
                  f"answered {answered['reloading']}/{len(QUESTIONS)}; RSS reloading {row['reloading']} MB, "
                  f"baseline {row['baseline']} MB", flush=True)
    finally:
        for b in bots.values():
            await b.stop()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    during = [r["during_update"] for r in rows[1:]]
    update_peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    first, last = rows[1], rows[-1]
    return {"mirror": mirror, "cycles": rows, "settle_s": args.settle,
            "rss_after_first_reload_mb": first["reloading"], "rss_after_last_reload_mb": last["reloading"],
            "growth_first_to_last_pct": round((last["reloading"] - first["reloading"]) / first["reloading"] * 100, 1),
            "baseline_first_mb": first["baseline"], "baseline_last_mb": last["baseline"],
            "baseline_growth_pct": round((last["baseline"] - first["baseline"]) / first["baseline"] * 100, 1),
            "before_reloads_mb": rows[0]["reloading"],
            "growth_before_to_last_pct": round((last["reloading"] - rows[0]["reloading"]) / rows[0]["reloading"] * 100, 1),
            "update_peak_rss_mb": round(update_peak, 1),
            "during_updates": {"sent": sum(d["sent"] for d in during), "answered": sum(d["answered"] for d in during)}}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--catalog", default=os.environ.get("CATALOG_PATH", "data/catalog.sqlite3"))
    p.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    p.add_argument("--cycles", type=int, default=10)
    p.add_argument("--settle", type=float, default=35.0)
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "reload.json"))
    args = p.parse_args()
    r = asyncio.run(run(args))
    n = len(r["cycles"]) - 1
    print(f"\nRSS of the reloading bot: {r['before_reloads_mb']} MB before, {r['rss_after_first_reload_mb']} MB after "
          f"reload 1, {r['rss_after_last_reload_mb']} MB after reload {n}: {r['growth_first_to_last_pct']:+} % "
          f"(target: within 10 %)")
    print(f"after reload {n} against before any reload: {r['growth_before_to_last_pct']:+} % (a retired catalog kept "
          f"alive shows here, not in the figure above: it is in 'after reload 1' already)")
    print(f"baseline bot (same catalog, never reloaded), same moments: {r['baseline_first_mb']} MB -> "
          f"{r['baseline_last_mb']} MB: {r['baseline_growth_pct']:+} %")
    print(f"catalog update processes: peak RSS {r['update_peak_rss_mb']} MB")
    print(f"questions asked while the updates ran and the reloads landed: {r['during_updates']['answered']:,} of "
          f"{r['during_updates']['sent']:,} answered")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({**r, "python": platform.python_version(), "cpus": os.cpu_count(),
                               "when": time.strftime("%Y-%m-%dT%H:%M:%S")}, indent=2, ensure_ascii=False))
    print(f"written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
