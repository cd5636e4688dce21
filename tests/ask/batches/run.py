"""Run a held-out batch through ask() once and print what each question got, beside the answer a
judge wrote for it from the rules before the batch was run (see FIRST_CONTACT.md for the figures
recorded at first contact, and README.md for the format).

    .venv/bin/python -m tests.ask.batches.run e [--catalog data/catalog.sqlite3] [--json out.json]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
from pathlib import Path

from bot.ask import ask, prepare
from bot.library import Library

HERE = Path(__file__).resolve().parent


def load(batch: str) -> list[dict]:
    return json.loads((HERE / f"batch_{batch}.json").read_text(encoding="utf-8"))


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("batch", choices=sorted(p.stem[6:] for p in HERE.glob("batch_*.json")))
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    ap.add_argument("--json", help="write each question's outcome here")
    args = ap.parse_args()
    library = await Library.open(args.catalog)
    prepare(library)
    out = []
    for q in load(args.batch):
        answer = await ask(library, q["question"])
        err = answer.json.get("error")
        out.append({"id": q["id"], "question": q["question"], "expected": q["expected"], "scope": q.get("scope"),
                    "kind": err["kind"] if err else "answer",
                    "reply": answer.text() if not err else err["message"]})
    await library.close()
    for r in out:
        print(f"== {r['id']} [{r['scope']}] {r['question']}\n   expected: {r['expected']}\n   got ({r['kind']}): "
              + " / ".join(x for x in r["reply"].splitlines()[:6] if x.strip()))
    print(dict(collections.Counter(r["kind"] for r in out)))
    if args.json:
        Path(args.json).write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    asyncio.run(main())
