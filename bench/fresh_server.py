"""The fresh-server walk: what a server admin does on a machine without ../shared/data, run here.

    python bench/fresh_server.py [--objects N] [--workdir DIR] [--python python3]

1. The committed tree is cloned (`git clone`, then HEAD checked out) into an empty folder with
   nothing beside it: no ../shared/data, no catalog, no .venv.
2. A mirror in today's formats is served on 127.0.0.1: Scryfall's bulk-data list (entries with
   `jsonl_download_uri` and `compressed_size` only) and its oracle_cards and rulings files as gzipped
   JSON Lines, made of the real objects in ../shared/data/scryfall (with --objects N, repeated under
   new names up to N cards, as bench/bench_bulk.py does, for the real file's size); the rules page
   linking the real Comprehensive Rules text; a rules-documents page linking the MTR, IPG and JAR as
   PDFs (the real documents of ../shared/data/judge set as PDF by tests/judge/test_pdf.py); and an
   AtomicCards file in MTGJSON's shape made of the real MTGJSON set files' faces and their Japanese
   names. SCRYFALL_API, RULES_PAGE, JUDGE_DOCS_PAGE and NAMES_SOURCE point at it.
3. `make env` (a new .venv from PyPI), then `/usr/bin/time -v make catalog`: the catalog step of
   `make run`, timed, its peak memory read from time's report. Then `make run` itself, which (with no
   token) must say so and stop; then the command line answers: ask, card, rule, ipg, mtr.
4. `make run` with a token, against a fake Discord on 127.0.0.1 (DISCORD_API_BASE, the same fake as
   the tests and bench/bench_load.py): it connects, and /card, /ask and an autocomplete are answered.
5. The mirror changes as Scryfall's does (a new ruling for Lightning Bolt, the bulk-data list's
   `updated_at` moved), and `make update RELOAD_PID=<the bot>` runs while questions arrive at a steady
   rate (--rate a second) from before the update until 3 s after the bot answers from the new catalog:
   every one must be answered, none lost, and /card Lightning Bolt must show the new ruling. With
   --reloads N this is done N times, the bot's resident memory read after each (after --settle s: the
   bot's quiet-time full collection runs every 30 s). Then SIGTERM: the bot must exit 0.
6. Prints the download size (what landed in data/downloads), build time, peak resident memory, the
   answers lost during each swap, resident memory after each reload, and each answer's first lines;
   writes bench/results/fresh_server.json. Exit status 1 if any step failed.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gzip
import http.server
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SHARED = ROOT.parent / "shared" / "data"
sys.path.insert(0, str(ROOT))


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(root: Path) -> tuple[str, http.server.ThreadingHTTPServer]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}", server


def real_objects() -> list[dict]:
    out = []
    for path in sorted((SHARED / "scryfall").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(doc, dict) and doc.get("object") == "card":
            out.append(doc)
    return out


def write_scryfall(web: Path, base: str, objects: int) -> dict:
    if objects:
        from bench.bench_bulk import make_files

        made = make_files(SHARED, web, objects, base)  # oracle-cards.jsonl.gz, rulings, rules, bulk-data
        (web / "AtomicCards.json.gz").unlink()  # its names file is made up: the real one is written below
        return made
    with gzip.open(web / "oracle-cards.jsonl.gz", "wt", encoding="utf-8") as out:
        for obj in real_objects():
            out.write(json.dumps(obj) + "\n")
    with gzip.open(web / "rulings.jsonl.gz", "wt", encoding="utf-8") as out:
        for r in json.loads((SHARED / "scryfall" / "rulings_derevi_list.json").read_text())["data"]:
            out.write(json.dumps(r) + "\n")
    entries = [{"object": "bulk_data", "id": t, "type": t, "updated_at": "2026-11-24T09:00:00.000+00:00",
                "uri": f"{base}/bulk-data/{t}", "name": t, "description": "",
                "jsonl_download_uri": f"{base}/{f}", "compressed_size": (web / f).stat().st_size}
               for t, f in (("oracle_cards", "oracle-cards.jsonl.gz"), ("rulings", "rulings.jsonl.gz"))]
    (web / "bulk-data").write_text(json.dumps({"object": "list", "has_more": False, "data": entries}))
    return {"objects": len(real_objects())}


def write_rules(web: Path) -> None:
    rules = sorted((SHARED / "rules").glob("MagicCompRules_*.txt"))[-1]
    (web / rules.name).write_bytes(rules.read_bytes())
    (web / "rules.html").write_text(f'<html><body><a href="{rules.name}">TXT</a></body></html>')


def write_judge(web: Path) -> None:
    from tests.judge.test_pdf import set_as_pdf

    names = {"mtr": ("MTG_MTR_2025_Nov10_EN.pdf", "Magic Tournament Rules"),
             "ipg": ("MTG_IPG_2024Sep23_EN.pdf", "Infraction Procedure Guide"),
             "jar": ("MTG_JAR_2024Sep23_EN.pdf", "Judging at Regular Rules Enforcement Level")}
    links = []
    for code, (name, title) in names.items():
        set_as_pdf(SHARED / "judge" / f"{code}.html", web / name)
        links.append(f'<li><a href="{name}">{title}</a></li>')
    (web / "documents.html").write_text("<html><body><ul>" + "".join(links) + "</ul></body></html>")


def write_names(web: Path) -> int:
    """AtomicCards in MTGJSON's shape ({"meta", "data": {name: [face, ...]}}) from the real set files."""
    data: dict[str, list[dict]] = {}
    for path in sorted((SHARED / "mtgjson").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            faces = data.setdefault(card["name"], [])
            face = {k: card[k] for k in ("name", "faceName", "side", "layout", "foreignData", "edhrecRank") if k in card}
            same = [i for i, f in enumerate(faces) if f.get("faceName") == card.get("faceName")]
            if not same:
                faces.append(face)
            elif not faces[same[0]].get("foreignData"):  # a printing without its foreign names: take one with
                faces[same[0]] = face
    doc = {"meta": {"date": "2026-11-24", "version": "5.3.0"}, "data": data}
    (web / "AtomicCards.json.gz").write_bytes(gzip.compress(json.dumps(doc).encode("utf-8")))
    return len(data)


def run(cmd: list[str], cwd: Path, env: dict, timeout: float = 1800) -> subprocess.CompletedProcess:
    print("$ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def time_v(report: str) -> dict:
    def field(name: str) -> str:
        m = re.search(rf"{re.escape(name)}(?: \(kbytes\))?: (.+)", report)
        return m.group(1).strip() if m else ""

    wall = field("Elapsed (wall clock) time (h:mm:ss or m:ss)")
    parts = [float(p) for p in wall.split(":")] if wall else [0.0]
    seconds = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
    return {"wall_s": round(seconds, 2), "peak_rss_mb": round(int(field("Maximum resident set size") or 0) / 1024, 1),
            "user_s": float(field("User time (seconds)") or 0), "system_s": float(field("System time (seconds)") or 0)}


TOKEN = "fresh.server.fake-token.0000"
LIGHTNING_BOLT = "4457ed35-7c10-48c8-9776-456485fdf070"  # its oracle_id (../shared/data/scryfall)


def new_ruling(web: Path, n: int) -> str:
    """The mirror changes as Scryfall's does: a ruling more for Lightning Bolt in the rulings file, and
    the bulk-data list's updated_at moved (and its compressed_size). The ruling's date is returned."""
    date = f"2026-12-{n:02d}"
    lines = gzip.decompress((web / "rulings.jsonl.gz").read_bytes()).decode("utf-8").splitlines()
    lines.append(json.dumps({"object": "ruling", "oracle_id": LIGHTNING_BOLT, "source": "wotc", "published_at": date,
                             "comment": f"Fresh-server update {n}: Lightning Bolt can target a battle."}))
    (web / "rulings.jsonl.gz").write_bytes(gzip.compress(("\n".join(lines) + "\n").encode("utf-8")))
    index = json.loads((web / "bulk-data").read_text())
    for entry in index["data"]:
        entry["updated_at"] = f"{date}T09:00:00.000+00:00"
        name = entry["jsonl_download_uri"].rsplit("/", 1)[-1]
        entry["compressed_size"] = (web / name).stat().st_size
    (web / "bulk-data").write_text(json.dumps(index))
    return date


def child_of(pid: int) -> int | None:
    """The process `make run` started (the bot: it re-executes itself, keeping its process ID)."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return None
    return int(children[0]) if children else None


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def text_of(fake, iid: str, token: str) -> str:
    """Everything the bot sent for one interaction (callbacks, follow-ups, edits), as JSON text."""
    bodies = [body for _, path, body in fake.requests if f"/{iid}/" in path or f"/{token}" in path]
    return json.dumps(bodies, ensure_ascii=False)


async def on_discord(repo: Path, env: dict, web: Path, args, step) -> dict:
    """Steps 4 and 5: `make run` against a fake Discord, then `make update` swapped in under load."""
    from tests.discord import harness as h
    from tests.discord.fake_discord import FakeDiscord

    fake = FakeDiscord(token=TOKEN)
    await fake.start()
    env = {**env, "DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": fake.api_base, "LOG_LEVEL": "INFO"}
    log_path = repo / "bot.log"
    out: dict = {"updates": []}
    with open(log_path, "wb") as log:  # noqa: ASYNC230 (the child writes to it)
        make = await asyncio.create_subprocess_exec("make", "run", cwd=repo, env=env, stdout=log,
                                                    stderr=asyncio.subprocess.STDOUT)
    ok = subprocess.CompletedProcess([], 0, "", "")

    async def ask(payload: dict, expect: str) -> tuple[bool, str]:
        reply = await fake.interact(payload, timeout=10)
        await asyncio.wait_for(fake.final_answer(reply.interaction_id), 30)
        said = text_of(fake, payload["id"], payload["token"])
        return expect in said, said

    try:
        t0 = time.perf_counter()
        await fake.wait_identified(timeout=180)
        out["connect_s"] = round(time.perf_counter() - t0, 1)
        await asyncio.sleep(2.5)  # discord.py waits for its guilds before it is ready
        bot = child_of(make.pid)
        for name, payload, expect in [
            ("make run: /card", h.command("card", name="Ajani Goldmane"), '"title": "Ajani Goldmane"'),
            ("make run: /ask", h.command("ask", question="if I meld Bruna, the Fading Light and Gisela, the Broken "
                                        "Blade, what is its mana value?"), "Mana value 11"),
            ("make run: autocomplete", h.autocomplete("card", "name", name="ajani"), "Ajani Goldmane"),
        ]:
            good, said = await ask(payload, expect)
            step(name, ok if good else subprocess.CompletedProcess([], 1, said[-1500:], ""), good)
        await asyncio.sleep(args.settle)  # memory is read as after each reload: settled
        out["rss_mb"] = {"before": rss_mb(bot) if bot else None, "after": []}
        for n in range(1, args.reloads + 1):
            date = new_ruling(web, n)
            u = await update_under_load(fake, h, repo, env, bot, date, args.rate)
            good = u["exit"] == 0 and u["lost"] == 0 and u["swapped_after_s"] is not None
            step(f"make update {n} under load", subprocess.CompletedProcess([], u["exit"], u["out"], ""), good)
            await asyncio.sleep(args.settle)
            u["rss_mb"] = rss_mb(bot) if bot else None
            out["rss_mb"]["after"].append(u["rss_mb"])
            out["updates"].append(u)
        if bot:
            os.kill(bot, 15)
        status = await asyncio.wait_for(make.wait(), 60)
        step("SIGTERM: the bot stops", subprocess.CompletedProcess([], status, "", ""), status == 0)
    finally:
        if make.returncode is None:
            make.kill()
            await make.wait()
        await fake.stop()
    out["log_tail"] = log_path.read_text(errors="replace")[-3000:]
    return out


async def update_under_load(fake, h, repo: Path, env: dict, bot: int | None, date: str, rate: float) -> dict:
    """`make update RELOAD_PID=bot` while /card questions and autocompletes arrive `rate` a second, from
    before it starts until 3 s after the bot answers from the new catalog; what was lost."""
    names = ["Lightning Bolt", "Ajani Goldmane", "Invasion of Ikoria", "Bruna, the Fading Light", "Akki Lavarunner"]
    sent: list[dict] = []
    swapped: list[float] = []
    stop = asyncio.Event()

    async def load() -> None:
        i = 0
        while not stop.is_set():
            kind = i % 4
            if kind == 3:
                payload = h.autocomplete("card", "name", name=names[i % len(names)][:4])
            else:
                payload = h.command("card", name=names[i % len(names)])
            await fake.send_interaction(payload)
            sent.append(payload)
            i += 1
            await asyncio.sleep(1 / rate)

    async def watch() -> None:  # the new ruling on /card Lightning Bolt: the new catalog answers
        while not stop.is_set():
            payload = h.command("card", name="Lightning Bolt")
            await fake.send_interaction(payload)
            sent.append(payload)
            try:
                await asyncio.wait_for(fake.final_answer(payload["id"]), 10)
            except TimeoutError:
                continue
            if date in text_of(fake, payload["id"], payload["token"]):
                swapped.append(time.perf_counter())
                return
            await asyncio.sleep(0.25)

    loader = asyncio.create_task(load())
    watcher = asyncio.create_task(watch())
    await asyncio.sleep(2)
    t0 = time.perf_counter()
    cmd = ["make", "update"] + ([f"RELOAD_PID={bot}"] if bot else [])
    print("$ " + " ".join(cmd), flush=True)
    proc = await asyncio.create_subprocess_exec(*cmd, cwd=repo, env=env, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.STDOUT)
    said, _ = await proc.communicate()
    update_s = time.perf_counter() - t0
    try:
        await asyncio.wait_for(watcher, 60)
    except TimeoutError:
        pass
    await asyncio.sleep(3)
    stop.set()
    await asyncio.gather(loader, return_exceptions=True)
    watcher.cancel()
    finals = [fake.final_answer(p["id"]) for p in sent]
    await asyncio.wait(finals, timeout=30)
    timings = [fake.timings[p["id"]] for p in sent]
    acked = sum(1 for t in timings if t.ack_at is not None and t.ack_seconds <= 3.0)
    answered = sum(1 for t in timings if t.final_at is not None)
    return {"sent": len(sent), "acked_in_time": acked, "answered": answered,
            "lost": len(sent) - min(acked, answered), "late_refused": len(fake.late_callbacks),
            "exit": proc.returncode, "update_s": round(update_s, 1),
            "swapped_after_s": round(swapped[0] - t0, 1) if swapped else None,
            "out": said.decode(errors="replace")[-2000:]}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--objects", type=int, default=0, help="cards in the oracle file (0: only the real objects)")
    p.add_argument("--workdir", help="an empty folder (default: a new temporary one)")
    p.add_argument("--python", default="python3", help="the Python make creates .venv with")
    p.add_argument("--reloads", type=int, default=1, help="catalog updates swapped in under load (step 5)")
    p.add_argument("--rate", type=float, default=20.0, help="questions a second during each update")
    p.add_argument("--settle", type=float, default=35.0, help="seconds after a reload before reading memory")
    p.add_argument("--out", default=str(HERE / "results" / "fresh_server.json"))
    args = p.parse_args()
    work = Path(args.workdir or tempfile.mkdtemp(prefix="fresh-server-"))
    work.mkdir(parents=True, exist_ok=True)
    repo, web = work / "mtg-rules-bot", work / "web"
    repo.mkdir()
    web.mkdir()
    assert not (work / "shared").exists(), "the walk needs a folder with no shared/ beside the project"
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=True).stdout.strip()
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(repo)], check=True)
    subprocess.run(["git", "-C", str(repo), "checkout", "--quiet", head], check=True)
    base, server = serve(web)
    made = write_scryfall(web, base, args.objects)
    write_rules(web)
    write_judge(web)
    made["names_cards"] = write_names(web)
    env = {**{k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHON"))},
           "SCRYFALL_API": base, "RULES_PAGE": f"{base}/rules.html", "JUDGE_DOCS_PAGE": f"{base}/documents.html",
           "NAMES_SOURCE": f"{base}/AtomicCards.json.gz", "DISCORD_TOKEN": ""}
    env["PATH"] = os.pathsep.join(d for d in env["PATH"].split(os.pathsep) if ".venv" not in d)
    served = {f.name: f.stat().st_size for f in sorted(web.iterdir()) if f.suffix in (".gz", ".txt", ".pdf")}
    report: dict = {"when": time.strftime("%Y-%m-%dT%H:%M:%S"), "workdir": str(work), "mirror": made, "served": served,
                    "steps": {}}
    failed = []

    def step(name: str, result: subprocess.CompletedProcess, ok: bool) -> None:
        report["steps"][name] = {"exit": result.returncode, "ok": ok,
                                 "out": result.stdout[-3000:], "err": result.stderr[-3000:]}
        print(f"  {'ok ' if ok else 'FAILED'} {name} (exit {result.returncode})")
        if not ok:
            failed.append(name)
            print(result.stdout[-2000:], result.stderr[-2000:], sep="\n")

    try:
        t0 = time.perf_counter()
        r = run(["make", "env", f"PYTHON={args.python}"], repo, env)
        report["env_install_s"] = round(time.perf_counter() - t0, 1)
        step("make env", r, r.returncode == 0)
        r = run(["/usr/bin/time", "-v", "make", "catalog"], repo, env)
        step("make catalog", r, r.returncode == 0 and (repo / "data" / "catalog.sqlite3").is_file())
        report["build"] = time_v(r.stderr)
        downloads = repo / "data" / "downloads"
        report["downloaded"] = {str(f.relative_to(downloads)): f.stat().st_size for f in sorted(downloads.rglob("*"))
                                if f.is_file() and not f.name.endswith(".validators")}
        report["downloaded_bytes"] = sum(report["downloaded"].values())
        report["catalog_bytes"] = (repo / "data" / "catalog.sqlite3").stat().st_size
        r = run(["make", "run"], repo, env, timeout=120)
        step("make run (no token)", r, r.returncode != 0 and "DISCORD_TOKEN" in (r.stdout + r.stderr)
             and "Traceback" not in r.stderr)
        py = str(repo / ".venv" / "bin" / "python")
        bruna = "Bruna, the Fading Light"
        for name, argv, expect in [
            ("ask", ["ask", f"if I meld {bruna} and Gisela, the Broken Blade, what is its mana value?"], "11"),
            ("ask (Japanese)", ["ask", "絡みつく花面晶体のマナ総量は？"], "絡みつく花面晶体"),
            ("card (battle)", ["card", "invasion of ikoria", "--json"], '"defense": "6"'),
            ("card (reversible)", ["card", "ajani goldmane"], "mana value 4"),
            ("rule", ["rule", "712.9"], "712.9"),
            ("ipg", ["ipg", "missed trigger"], "Missed Trigger"),
            ("mtr", ["mtr", "4.2"], "4.2"),
            ("jar", ["jar", "forgot a triggered ability"], None),
        ]:
            r = run([py, "-m", "bot", *argv], repo, env, timeout=120)
            step(name, r, r.returncode == 0 and (expect is None or expect in r.stdout) and "Traceback" not in r.stderr)
            print("     " + "\n     ".join(r.stdout.strip().splitlines()[:3]))
        if not failed:
            report["discord"] = asyncio.run(on_discord(repo, env, web, args, step))
    finally:
        server.shutdown()
    b = report.get("build", {})
    d = report.get("discord") or {}
    for i, u in enumerate(d.get("updates") or (), 1):
        print(f"update {i}: {u['sent']} questions during it, {u['acked_in_time']} acknowledged within 3 s, "
              f"{u['answered']} answered, lost {u['lost']}; make update {u['update_s']} s (exit {u['exit']}), "
              f"new catalog answering {u['swapped_after_s']} s after it started; bot resident "
              f"{u.get('rss_mb')} MB after it")
    if d.get("rss_mb"):
        rss = d["rss_mb"]
        print(f"bot resident memory: {rss['before']} MB before any reload, {rss['after'][0]} MB after the first, "
              f"{rss['after'][-1]} MB after reload {len(rss['after'])} "
              f"({(rss['after'][-1] / rss['after'][0] - 1) * 100:+.1f} % over the first)")
    print(f"\nmirror: {made}\nserved: {served}")
    print(f"downloaded {report.get('downloaded_bytes', 0) / 1e6:.2f} MB into data/downloads: {report.get('downloaded')}")
    print(f"make env {report.get('env_install_s')} s; make catalog: {b.get('wall_s')} s wall, "
          f"peak resident {b.get('peak_rss_mb')} MB; catalog {report.get('catalog_bytes', 0) / 1e6:.1f} MB")
    print("failed: " + ", ".join(failed) if failed else "every step answered")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
