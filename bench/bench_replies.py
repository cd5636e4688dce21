"""How much a judge has to read: embed characters and fields per reply, before and after.

    python bench/bench_replies.py [--data ../shared/data] [--base main]

The same questions (a fixed seed: /room and /dfc on real Rooms and double-faced cards with up to
ten steps, /daynight, /card, /rule) are answered twice in one run: by this tree, and by the
`--base` branch checked out into a temporary directory with its own catalog built from the same
data. Each reply's default embed is measured: its text as Discord counts it (title, description,
field names and values, footer), its number of fields, and whether it fits one phone screen
(PHONE_BUDGET = 900 characters). Writes bench/results/replies.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PHONE_BUDGET = 900
SEED = 8
ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "stack")


def _names(catalog: Path, where: str) -> list[str]:
    with sqlite3.connect(catalog) as conn:
        return [r[0] for r in conn.execute(f"SELECT name FROM cards WHERE is_game = 1 AND {where} ORDER BY name")]


def questions(catalog: Path, n_sim: int = 300) -> list[tuple[str, tuple]]:
    """(command, arguments) for every question, the same for every tree given the same data."""
    rng = random.Random(SEED)
    rooms = _names(catalog, "is_room = 1")
    dfcs = _names(catalog, "(is_double_faced = 1 OR layout = 'meld') AND is_room = 0")
    out: list[tuple[str, tuple]] = []
    for _ in range(n_sim):
        room = rng.random() < 0.4
        card = rng.choice(rooms if room else dfcs)
        faces = card.split(" // ")
        if room:
            pool = ["cast " + d for d in faces] + ["unlock " + d for d in faces] + ["lock " + d for d in faces] + [
                "resolve", "enter", "blink", "copy", "move graveyard"]
        else:
            pool = ["enter", "transform", "transform", "copy", "blink", "cast front", "resolve", "move exile"]
        steps = [rng.choice(pool) for _ in range(rng.randint(0, 10))]
        out.append(("room" if room else "dfc", (card, rng.choice(ZONES), steps)))
    werewolves = ["Tavern Ruffian", "Kessig Naturalist", "Brutal Cathar", "Outland Liberator"]
    for _ in range(40):
        steps = [f"enter {rng.choice(werewolves)}"] + [rng.choice(["next turn", "spells 2", "spells 1", "next turn"])
                                                        for _ in range(rng.randint(1, 8))]
        out.append(("daynight", (rng.choice(["neither", "day", "night"]), steps)))
    for name in ["Delver of Secrets", "Bottomless Pool", "Tavern Ruffian", "Bruna, the Fading Light",
                 "Valki, God of Lies", "Grizzly Bears", "Smugglers' Copter", "Unholy Heat", "Emrakul, the Promised End",
                 "Roaring Furnace", "Brisela, Voice of Nightmares", "Lightning Bolt"]:
        out.append(("card", (name,)))
    for query in ["709.5", "712", "712.9", "daybound", "unlock door", "731.2a", "702.145", "transform"]:
        out.append(("rule", (query,)))
    return out


def _units(text: str | None) -> int:
    return len((text or "").encode("utf-16-le")) // 2


async def measure(catalog: Path) -> list[dict]:
    """Answer every question with the tree on sys.path and measure its default embed."""
    from bot.embeds import answer_embed
    from bot.library import Library

    library = await Library.open(catalog)
    rows = []
    try:
        for command, args in questions(catalog):
            if command in ("room", "dfc"):
                answer = await getattr(library, command)(args[0], args[1], list(args[2]))
            elif command == "daynight":
                answer = await library.daynight(args[0], list(args[1]))
            else:
                answer = await getattr(library, command)(*args)
            embed = answer_embed(answer).to_dict()
            text = [embed.get("title"), embed.get("description"), embed.get("footer", {}).get("text")]
            text += [f["name"] + f["value"] for f in embed.get("fields", [])]
            rows.append({"command": command, "args": [list(a) if isinstance(a, (list, tuple)) else a for a in args],
                         "ok": answer.error is None, "chars": sum(_units(t) for t in text),
                         "fields": len(embed.get("fields", []))})
    finally:
        await library.close()
    return rows


def summary(rows: list[dict]) -> dict:
    out = {}
    groups: dict[str, list[dict]] = {"all answers": [r for r in rows if r["ok"]]}
    for r in rows:
        if r["ok"]:
            key = "simulations (/room, /dfc)" if r["command"] in ("room", "dfc") else "/" + r["command"]
            groups.setdefault(key, []).append(r)
    for name, group in groups.items():
        chars = sorted(r["chars"] for r in group)
        out[name] = {"replies": len(group), "chars_mean": round(statistics.fmean(chars)),
                     "chars_p90": chars[int(0.9 * (len(chars) - 1))], "chars_max": chars[-1],
                     "fields_mean": round(statistics.fmean(r["fields"] for r in group), 1),
                     "fields_max": max(r["fields"] for r in group),
                     "within_phone_screen": f"{sum(c <= PHONE_BUDGET for c in chars) / len(chars):.0%}"}
    return out


def _checkout(base: str, into: Path) -> None:
    archive = subprocess.run(["git", "archive", base], cwd=ROOT, check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")


def _run_tree(tree: Path, catalog: Path, data: Path) -> list[dict]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    if not catalog.exists():
        subprocess.run([sys.executable, "-m", "bot", "--catalog", str(catalog), "catalog", "build", "--source",
                        str(data)], cwd=tree, env=env, check=True, capture_output=True)
    script = tree / "bench" / "_measure_replies.py"
    script.parent.mkdir(exist_ok=True)
    script.write_text(Path(__file__).read_text(encoding="utf-8"), encoding="utf-8")
    proc = subprocess.run([sys.executable, str(script), "--measure", "--catalog", str(catalog)], cwd=tree, env=env,
                          check=True, capture_output=True, text=True)
    return json.loads(proc.stdout)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    p.add_argument("--base", default="main", help="the branch measured as 'before' (default: main)")
    p.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--catalog", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.measure:
        sys.path.insert(0, os.getcwd())
        print(json.dumps(asyncio.run(measure(Path(args.catalog)))))
        return 0
    data = Path(args.data).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        before_tree, after_tree = Path(tmp) / "before", ROOT
        _checkout(args.base, before_tree)
        before = _run_tree(before_tree, Path(tmp) / "before.sqlite3", data)
        after = _run_tree_here(after_tree, Path(tmp) / "after.sqlite3", data)
    before_rows = before
    only_before = [r for r, a in zip(before, after) if r["ok"] and not a["ok"]]
    # The same questions on both sides: those both trees answered (this tree says "not modelled"
    # where the loaded data lacks a face, which the base simulated on an empty face).
    both = [i for i, (b, a) in enumerate(zip(before, after)) if b["ok"] and a["ok"]]
    before, after = [before[i] for i in both], [after[i] for i in both]
    results = {"base": args.base, "questions": len(before_rows), "answered_by_both": len(both),
               "before": summary(before), "after": summary(after)}
    print(f"{len(before_rows)} questions, {len(both)} answered by both; before = {args.base}, after = this tree; "
          f"phone budget {PHONE_BUDGET} characters")
    if only_before:
        print(f"{len(only_before)} answered only before (now refused, e.g. not modelled): "
              + "; ".join(f"/{r['command']} {r['args'][0]}" for r in only_before[:5]))
    print(f"{'replies':28} {'':6} {'n':>4} {'chars mean':>10} {'p90':>6} {'max':>6} {'fields mean':>11} "
          f"{'max':>4} {'on one screen':>13}")
    for group in results["after"]:
        for label in ("before", "after"):
            s = results[label].get(group)
            if s:
                print(f"{group:28} {label:6} {s['replies']:>4} {s['chars_mean']:>10} {s['chars_p90']:>6} "
                      f"{s['chars_max']:>6} {s['fields_mean']:>11} {s['fields_max']:>4} {s['within_phone_screen']:>13}")
    out = ROOT / "bench" / "results"
    out.mkdir(exist_ok=True)
    (out / "replies.json").write_text(json.dumps(results, indent=2), encoding="utf-8")
    return 0


def _run_tree_here(tree: Path, catalog: Path, data: Path) -> list[dict]:
    """This tree, with a catalog of its own built from the same data (data/ is never touched)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    subprocess.run([sys.executable, "-m", "bot", "--catalog", str(catalog), "catalog", "build", "--source",
                    str(data)], cwd=tree, env=env, check=True, capture_output=True)
    proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--measure", "--catalog", str(catalog)],
                          cwd=tree, env=env, check=True, capture_output=True, text=True)
    return json.loads(proc.stdout)


if __name__ == "__main__":
    sys.exit(main())
