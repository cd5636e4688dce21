"""The fresh-server walk: what a server admin does on a machine without ../shared/data, run here.

    python bench/fresh_server.py [--objects N] [--workdir DIR] [--python python3]

1. The committed tree (`git archive HEAD`) is unpacked into an empty folder with nothing beside it:
   no ../shared/data, no catalog, no .venv.
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
4. Prints the download size (what landed in data/downloads), build time, peak resident memory, and
   each answer's first lines; writes bench/results/fresh_server.json. Exit status 1 if any step failed.
"""

from __future__ import annotations

import argparse
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


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--objects", type=int, default=0, help="cards in the oracle file (0: only the real objects)")
    p.add_argument("--workdir", help="an empty folder (default: a new temporary one)")
    p.add_argument("--python", default="python3", help="the Python make creates .venv with")
    p.add_argument("--out", default=str(HERE / "results" / "fresh_server.json"))
    args = p.parse_args()
    work = Path(args.workdir or tempfile.mkdtemp(prefix="fresh-server-"))
    work.mkdir(parents=True, exist_ok=True)
    repo, web = work / "mtg-rules-bot", work / "web"
    repo.mkdir()
    web.mkdir()
    assert not (work / "shared").exists(), "the walk needs a folder with no shared/ beside the project"
    subprocess.run(f"git -C {ROOT} archive HEAD | tar -x -C {repo}", shell=True, check=True)
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
    finally:
        server.shutdown()
    b = report.get("build", {})
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
