"""The download path at full size: a build from a Scryfall bulk file in today's format, with and
without the Japanese names file (MTGJSON's AtomicCards shape, streamed).

    python bench/bench_bulk.py --data ../shared/data [--objects 38000]

No full-size Scryfall file is here, so this makes one in a temporary directory (never in the
project): the real card objects of ../shared/data/scryfall, repeated with new names and ids up to
--objects (Scryfall's oracle file has about 38,000), written as gzipped JSON Lines with an index in
today's format, served from 127.0.0.1. Then, in a fresh process, `build()` with no source: download,
gunzip and parse as a stream, merge, write, check, swap. Prints the file's sizes, the build's time
and the process's peak resident memory (ru_maxrss), against a baseline process that only imported
the same modules; writes bench/results/bulk.json. A benchmark, not a test.

The names file: no AtomicCards file is here either, so one is generated in MTGJSON's shape for the
same card names (each entry with the fields MTGJSON gives: text, types, legalities, printings,
identifiers, rulings, and foreignData in nine languages with made-up text), about as big as the
real one (~150 MB of JSON). The same build is timed with NAMES_SOURCE pointing at it, against the
build without it (the baseline, same run); and the old way of reading that file (json.loads of the
whole file) is measured for its peak memory.
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
if sys.argv[2] in ("build", "build+names"):
    t0 = time.perf_counter()
    names = sys.argv[4] + "/AtomicCards.json.gz" if sys.argv[2] == "build+names" else None
    counts = build(__import__("pathlib").Path(sys.argv[3]) / (sys.argv[2] + ".sqlite3"), None, progress=False,
                   settings=DataSources(scryfall_api=sys.argv[4], rules_page=sys.argv[4] + "/rules.html",
                                        judge_docs_page=None, names_source=names))
    seconds = time.perf_counter() - t0
elif sys.argv[2] == "whole":  # the names file read the way it was before: one json.loads
    import gzip, urllib.request
    t0 = time.perf_counter()
    doc = json.loads(gzip.decompress(urllib.request.urlopen(sys.argv[4] + "/AtomicCards.json.gz").read()))
    counts, seconds = {"cards": len(doc["data"])}, time.perf_counter() - t0
else:
    counts, seconds = {}, 0.0
print(json.dumps({"seconds": seconds, "cards": counts.get("cards"), "japanese": counts.get("japanese"),
                  "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def make_files(data: Path, root: Path, n: int, base: str) -> dict:
    objects, names = [], []
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
            names.append((obj["name"], [f["name"] for f in obj.get("card_faces") or ()] or [obj["name"]]))
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
    names_raw = make_names(root, names)
    return {"objects": n, "compressed_bytes": size, "uncompressed_bytes": raw,
            "names_compressed_bytes": (root / "AtomicCards.json.gz").stat().st_size, "names_uncompressed_bytes": names_raw}


LANGUAGES = ("German", "Spanish", "French", "Italian", "Japanese", "Korean", "Portuguese (Brazil)", "Russian",
             "Chinese Simplified")
FORMATS = ("alchemy", "brawl", "commander", "duel", "explorer", "future", "gladiator", "historic", "legacy",
           "modern", "oathbreaker", "oldschool", "pauper", "paupercommander", "penny", "pioneer", "predh",
           "premodern", "standard", "standardbrawl", "timeless", "vintage")


def make_names(root: Path, names: list[tuple[str, list[str]]]) -> int:
    """An AtomicCards file in MTGJSON's shape for these (card name, face names), with made-up text."""
    import random

    rng = random.Random(20261124)
    words = ("target", "creature", "player", "draws", "card", "loses", "life", "enters", "battlefield", "until",
             "end", "of", "turn", "gets", "+1/+1", "flying", "sacrifice", "return", "hand", "graveyard", "exile",
             "each", "opponent", "counter", "spell", "ability", "mana", "add", "tap", "untap", "whenever", "you")

    def text(n: int) -> str:  # made-up rules text that compresses about as well as real text
        return " ".join(rng.choice(words) for _ in range(n))

    raw = 0
    with gzip.open(root / "AtomicCards.json.gz", "wt", encoding="utf-8") as out:
        out.write('{"meta": {"date": "2026-11-24", "version": "5.3.0+20261124"}, "data": {')
        for i, (card, faces) in enumerate(names):
            entries = []
            for side, face in enumerate(faces):
                foreign = [{"language": lang, "name": f"{lang[:2]} {face}" if lang != "Japanese" else f"日本語の{face}",
                            "text": text(10), "type": "Creature — Human Wizard",
                            "identifiers": {"multiverseId": str(100000 + i), "scryfallId": f"{i:08d}-0000"}}
                           for lang in LANGUAGES]
                entries.append({"name": card, "faceName": face if len(faces) > 1 else None, "side": "ab"[side % 2],
                                "layout": "normal", "manaCost": "{1}{U}", "manaValue": 2.0, "type": "Creature",
                                "types": ["Creature"], "subtypes": ["Human", "Wizard"], "supertypes": [],
                                "text": text(30), "power": "1", "toughness": "1", "colors": ["U"], "colorIdentity": ["U"],
                                "keywords": ["Flying"], "edhrecRank": i + 1, "foreignData": foreign,
                                "legalities": {f: "Legal" for f in FORMATS}, "printings": ["ISD", "DKA", "SOI", "MH2"],
                                "identifiers": {"scryfallOracleId": f"{i:08d}-oracle", "mtgjsonV4Id": f"{i:08d}-v4"},
                                "purchaseUrls": {"cardKingdom": f"https://mtgjson.com/links/{i:016x}"},
                                "rulings": [{"date": "2021-09-24", "text": text(20)}]})
            chunk = ("," if i else "") + json.dumps(card) + ":" + json.dumps(entries, ensure_ascii=False)
            raw += len(chunk.encode("utf-8"))
            out.write(chunk)
        out.write("}}")
    return raw


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
        with_names = child("build+names")
        whole = child("whole")
        bare = child("bare")
        server.shutdown()
    result = {**files, "build_seconds": round(built["seconds"], 2), "cards": built["cards"],
              "peak_rss_mb": round(built["peak_rss_mb"], 1), "baseline_rss_mb": round(bare["peak_rss_mb"], 1),
              "file_made_seconds": round(made, 1),
              "with_names_build_seconds": round(with_names["seconds"], 2), "japanese_faces": with_names["japanese"],
              "with_names_peak_rss_mb": round(with_names["peak_rss_mb"], 1),
              "names_read_whole_seconds": round(whole["seconds"], 2), "names_read_whole_peak_rss_mb": round(whole["peak_rss_mb"], 1)}
    print(f"bulk file: {files['objects']:,} objects, {files['compressed_bytes'] / 1e6:.1f} MB gzipped, "
          f"{files['uncompressed_bytes'] / 1e6:.1f} MB as JSON Lines")
    print(f"build (download, stream, merge, write, check, swap): {result['build_seconds']} s, "
          f"{result['cards']:,} cards")
    print(f"peak resident memory: {result['peak_rss_mb']} MB (a process that only imported the modules: "
          f"{result['baseline_rss_mb']} MB)")
    print(f"names file (AtomicCards shape): {files['names_compressed_bytes'] / 1e6:.1f} MB gzipped, "
          f"{files['names_uncompressed_bytes'] / 1e6:.1f} MB of JSON")
    print(f"build with the names file: {result['with_names_build_seconds']} s ({result['japanese_faces']:,} Japanese "
          f"face names), peak RSS {result['with_names_peak_rss_mb']} MB; without it (baseline): "
          f"{result['build_seconds']} s, {result['peak_rss_mb']} MB")
    print(f"the names file read whole (json.loads, the old way): {result['names_read_whole_seconds']} s, peak RSS "
          f"{result['names_read_whole_peak_rss_mb']} MB")
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "bulk.json").write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
