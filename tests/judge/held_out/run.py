"""Run the held-out penalty phrasings through /penalty once and say, for each, what a judge would
see first: the expected infraction decided ("right"), offered as one of a close call ("close call
offered"), or not ("wrong"; "confident wrong" when another infraction is decided; "refused" when no
infraction was named). FIRST_CONTACT.md beside this file records the figures of each set's first
run, made before the ranker was changed for them.

Set 1 is penalty_own_words.json (30), set 2 penalty_own_words_2.json (20), sets 3 and 4
penalty_own_words_3.json (24) and penalty_own_words_4.json (each written by someone else and kept as they wrote it: its fields `words`,
`expected` ("none" for no infraction), `ipg`, `penalty` and `why` are read here as the others'). Set 2 also has phrasings
that are no infraction (`"none": true`: refusing is right, a decided infraction is a confident wrong
one) and ones where the IPG leaves the call to the judge (`"close": true`: right is a close call
offering both `expected` and `also`; one of the two decided is "decided one of two").

    .venv/bin/python -m tests.judge.held_out.run [--set 1|2|3|4] [--catalog data/catalog.sqlite3] [--json out.json]
"""

from __future__ import annotations

import argparse
import collections
import json
import sqlite3
from pathlib import Path

HERE = Path(__file__).resolve().parent


SETS = {"1": "penalty_own_words.json", "2": "penalty_own_words_2.json", "3": "penalty_own_words_3.json",
        "4": "penalty_own_words_4.json", "5": "penalty_own_words_5.json"}
WRONG = ("wrong", "confident wrong")  # a confident wrong one is the figure that matters


def load(which: str = "1") -> list[dict]:
    """The set's rows as {"id", "question", "expected", "also", "none", "close"}, whatever its own field names."""
    return [_row(r) for r in json.loads((HERE / SETS[which]).read_text(encoding="utf-8"))]


def _row(r: dict) -> dict:
    if "question" in r:  # sets 1 and 2: the runner's own shape
        return r
    none = str(r.get("expected") or "").strip().casefold() in ("none", "no infraction", "")
    return {"id": r["id"], "question": r["words"], "expected": "" if none else r["expected"], "also": r.get("also", ""),
            "none": none, "close": bool(r.get("close", False)), "source": r.get("why", "")}


def outcome(answer_json: dict, expected: str, also: str = "", *, none: bool = False, close_call: bool = False) -> str:
    """right / close call offered / decided one of two / wrong / confident wrong / refused, as a
    judge reading the reply would count it."""
    if answer_json.get("error"):
        return "right" if none else "refused"
    close = [c["infraction"] for c in answer_json.get("close") or []]
    if none and answer_json.get("excluded"):  # the IPG's sentence that rules it out, quoted first
        return "right"
    if none:
        return "wrong" if close else "confident wrong"
    want = {expected, also} - {""}
    if close:
        if close_call and want <= set(close):
            return "right"
        offered = bool(want & set(close)) if close_call else expected in close
        return "close call offered" if offered else "wrong"
    if answer_json.get("infraction") in want:
        return "decided one of two" if close_call else "right"
    return "confident wrong"


def run(desk, which: str = "1") -> list[dict]:
    out = []
    for q in load(which):
        answer = desk.penalty(q["question"])
        j = answer.json
        out.append({"id": q["id"], "question": q["question"], "expected": q["expected"] or "(no infraction)",
                    "got": j.get("infraction") or "", "close": [c["infraction"] for c in j.get("close") or []],
                    "outcome": outcome(j, q["expected"], q.get("also", ""), none=q.get("none", False),
                                       close_call=q.get("close", False))})
    return out


def main() -> None:
    from bot.judge.desk import JudgeDesk

    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default="1", choices=sorted(SETS), help="which held-out set")
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    ap.add_argument("--json", help="write each phrasing's outcome here")
    args = ap.parse_args()
    desk = JudgeDesk.open(sqlite3.connect(f"file:{args.catalog}?mode=ro", uri=True))
    out = run(desk, args.set)
    for r in out:
        got = " or ".join(r["close"]) if r["close"] else (r["got"] or "(refused)")
        print(f"{r['id']} {r['outcome']:<18} expected {r['expected']:<32} got {got}  ← {r['question']}")
    print(dict(collections.Counter(r["outcome"] for r in out)))
    if args.json:
        Path(args.json).write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
