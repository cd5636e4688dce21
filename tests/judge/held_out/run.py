"""Run the held-out penalty phrasings through /penalty once and say, for each, what a judge would
see first: the expected infraction decided ("right"), offered as one of a close call ("close call
offered"), or not ("wrong"; "refused" when no infraction was named). FIRST_CONTACT.md beside this
file records the figures of the first run, made before the ranker was changed for them.

    .venv/bin/python -m tests.judge.held_out.run [--catalog data/catalog.sqlite3] [--json out.json]
"""

from __future__ import annotations

import argparse
import collections
import json
import sqlite3
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load() -> list[dict]:
    return json.loads((HERE / "penalty_own_words.json").read_text(encoding="utf-8"))


def outcome(answer_json: dict, expected: str, also: str = "") -> str:
    """right / close call offered / wrong / refused, as a judge reading the reply would count it."""
    if answer_json.get("error"):
        return "refused"
    close = [c["infraction"] for c in answer_json.get("close") or []]
    want = {expected, also} - {""}
    if close:
        return "close call offered" if expected in close else "wrong"
    return "right" if answer_json.get("infraction") in want else "wrong"


def run(desk) -> list[dict]:
    out = []
    for q in load():
        answer = desk.penalty(q["question"])
        j = answer.json
        out.append({"id": q["id"], "question": q["question"], "expected": q["expected"],
                    "got": j.get("infraction") or "", "close": [c["infraction"] for c in j.get("close") or []],
                    "outcome": outcome(j, q["expected"], q.get("also", ""))})
    return out


def main() -> None:
    from bot.judge.desk import JudgeDesk

    ap = argparse.ArgumentParser()
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    ap.add_argument("--json", help="write each phrasing's outcome here")
    args = ap.parse_args()
    desk = JudgeDesk.open(sqlite3.connect(f"file:{args.catalog}?mode=ro", uri=True))
    out = run(desk)
    for r in out:
        got = " or ".join(r["close"]) if r["close"] else (r["got"] or "(refused)")
        print(f"{r['id']} {r['outcome']:<18} expected {r['expected']:<32} got {got}  ← {r['question']}")
    print(dict(collections.Counter(r["outcome"] for r in out)))
    if args.json:
        Path(args.json).write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
