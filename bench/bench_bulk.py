"""The download path at full size: a build from a Scryfall bulk file in today's format.

    python bench/bench_bulk.py --data ../shared/data [--objects 38000]

No full-size Scryfall file is here, so this makes one in a temporary directory (never in the
project): the real card objects of ../shared/data/scryfall, repeated with new names and ids up to
--objects (Scryfall's oracle file has about 38,000), written as gzipped JSON Lines with an index in
today's format, served from 127.0.0.1. Then, in a fresh process, `build()` with no source: download,
gunzip and parse as a stream, merge, write, check, swap. Prints the file's sizes, the build's time
and the process's peak resident memory (ru_maxrss), against a baseline process that only imported
the same modules; writes bench/results/bulk.json. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from bot.catalog.build import build
from bot.settings import DataSources
if sys.argv[2] == "build":
    t0 = time.perf_counter()
    counts = build(__import__("pathlib").Path(sys.argv[3]) / "catalog.sqlite3", None, progress=False,
                   settings=DataSources(scryfall_api=sys.argv[4], rules_page=sys.argv[4] + "/rules.html",
                                        judge_docs_page=None))
    seconds = time.perf_counter() - t0
else:
    counts, seconds = {}, 0.0
print(json.dumps({"seconds": seconds, "cards": counts.get("cards"),
                  "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def make_files(data: Path, root: Path, n: int, base: str) -> dict:
    objects = []
    for path in sorted((data / "scryfall").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(doc, dict) and doc.get("object") == "card":
            objects.append(doc)
    raw = 0
    with gzip.open(root / "oracle-cards.jsonl.gz", "wt", encoding="utf-8") as out:
        for i in range(n):
            obj = json.loads(json.dumps(objects[i % len(objects)]))
            if i >= len(objects):  # a card of its own: new name, ids and face names
                suffix = f" {i:05d}"
                obj["name"] = " // ".join(part + suffix for part in obj["name"].split(" // "))
                for face in obj.get("card_faces") or ():
                    face["name"] += suffix
                obj["id"] = obj["oracle_id"] = f"00000000-0000-0000-0000-{i:012d}"
                obj.pop("all_parts", None)
                if obj.get("layout") == "meld":
                    obj["layout"] = "normal"
            line = json.dumps(obj) + "\n"
            raw += len(line.encode("utf-8"))
            out.write(line)
    with gzip.open(root / "rulings.jsonl.gz", "wt", encoding="utf-8") as out:
        for r in json.loads((data / "scryfall" / "rulings_derevi_list.json").read_text())["data"]:
            out.write(json.dumps(r) + "\n")
    rules = sorted((data / "rules").glob("MagicCompRules_*.txt"))[-1]
    (root / "rules.html").write_text(f'<a href="{rules.name}">TXT</a>')
    (root / rules.name).write_bytes(rules.read_bytes())  # a temporary copy, served, then deleted
    size = (root / "oracle-cards.jsonl.gz").stat().st_size
    entries = [{"object": "bulk_data", "type": t, "updated_at": "2026-11-24T09:00:00Z",
                "jsonl_download_uri": f"{base}/{f}", "compressed_size": (root / f).stat().st_size}
               for t, f in (("oracle_cards", "oracle-cards.jsonl.gz"), ("rulings", "rulings.jsonl.gz"))]
    (root / "bulk-data").write_text(json.dumps({"object": "list", "data": entries}))
    return {"objects": n, "compressed_bytes": size, "uncompressed_bytes": raw}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    p.add_argument("--objects", type=int, default=38000)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        web, out = Path(tmp) / "web", Path(tmp) / "out"
        web.mkdir()
        out.mkdir()
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(web)))
        base = f"http://127.0.0.1:{server.server_port}"
        threading.Thread(target=server.serve_forever, daemon=True).start()
        t0 = time.perf_counter()
        files = make_files(Path(args.data), web, args.objects, base)
        made = time.perf_counter() - t0

        def child(mode: str) -> dict:
            proc = subprocess.run([sys.executable, "-c", CHILD, str(ROOT), mode, str(out), base],
                                  capture_output=True, text=True, check=True)
            return json.loads(proc.stdout.strip().splitlines()[-1])

        built = child("build")
        bare = child("bare")
        server.shutdown()
    result = {**files, "build_seconds": round(built["seconds"], 2), "cards": built["cards"],
              "peak_rss_mb": round(built["peak_rss_mb"], 1), "baseline_rss_mb": round(bare["peak_rss_mb"], 1),
              "file_made_seconds": round(made, 1)}
    print(f"bulk file: {files['objects']:,} objects, {files['compressed_bytes'] / 1e6:.1f} MB gzipped, "
          f"{files['uncompressed_bytes'] / 1e6:.1f} MB as JSON Lines")
    print(f"build (download, stream, merge, write, check, swap): {result['build_seconds']} s, "
          f"{result['cards']:,} cards")
    print(f"peak resident memory: {result['peak_rss_mb']} MB (a process that only imported the modules: "
          f"{result['baseline_rss_mb']} MB)")
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "bulk.json").write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
