"""Runs the outside situations (outside_batch1.py … outside_batch7.py) and judges each answer:
"right" (every expectation holds), "not modelled" (the engine said so, or has no words for the
situation: an unknown step or option), or "wrong".

    .venv/bin/python -m tests.rules.outside [--catalog data/catalog.sqlite3] [batch1 batch2 batch3]

prints one line per case and the totals.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Callable

from bot.errors import QueryError

_MISSING = object()


def run(case: dict, edition, resolve_card: Callable) -> dict:
    """The command's JSON for one case, or {"error": kind, "message": ...} when it refuses."""
    from bot.rules.daynight import simulate_daynight
    from bot.rules.simulate import simulate

    try:
        if case["cmd"] == "daynight":
            return simulate_daynight(edition, start=case.get("start", "neither"), steps=case["steps"],
                                     resolve_card=resolve_card, players=case.get("players"),
                                     teams=case.get("teams"))
        extra = {"day_night": case["start"]} if case.get("start") else {}
        return simulate(resolve_card(case["card"]), edition, zone=case.get("zone", "library"),
                        steps=case["steps"], resolve_card=resolve_card, **extra)
    except QueryError as e:
        return {"error": e.kind, "message": str(e)}
    except TypeError as e:  # an option the engine doesn't take yet
        return {"error": "unsupported", "message": str(e)}


def get(data, path: str):
    cur = data
    for part in path.split("."):
        if isinstance(cur, list):
            try:
                cur = cur[int(part)]
            except (ValueError, IndexError):
                return _MISSING
        elif isinstance(cur, dict):
            if part not in cur:
                return _MISSING
            cur = cur[part]
        else:
            return _MISSING
    return cur


def holds(data: dict, path: str, op: str, value) -> bool:
    got = get(data, path)
    if op == "==":
        return got == value
    if op == "!=":
        return got is not _MISSING and got != value
    if op == "in":
        return got in value
    if op in ("contains", "not contains"):
        text = str(got).casefold() if got is not _MISSING else ""
        found = str(value).casefold() in text
        return found if op == "contains" else (got is not _MISSING and not found)
    if op == "cites":
        numbers = [c["number"] for c in (got or [])] if got is not _MISSING else []
        return value in numbers
    raise ValueError(op)


def failures(case: dict, data: dict) -> list[str]:
    return [f"{p} {op} {v!r} (got {get(data, p)!r})" for p, op, v in case["expect"]
            if not holds(data, p, op, v)]


def judge(case: dict, data: dict) -> str:
    stepped_out = any(s.get("result") == "not modelled" for s in data.get("steps", []))
    asks_result = any(p.endswith(".result") or p == "error" for p, _, _ in case["expect"])
    if not failures(case, data):
        # a state that held only because a step was not modelled (nothing was done) is not a right answer
        return "not modelled" if stepped_out and not asks_result else "right"
    if data.get("error") and not any(p == "error" for p, _, _ in case["expect"]):
        return "not modelled"  # refused or asked back (an unknown step or option, a card name it can't read)
    if any(s.get("result") == "not modelled" for s in data.get("steps", [])):
        return "not modelled"
    return "wrong"


def main(argv=None) -> None:
    from bot.cr import load_file
    from bot.library import Library
    from tests.conftest import RULES_DIR
    import asyncio

    ap = argparse.ArgumentParser()
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    ap.add_argument("batches", nargs="*", default=["batch1", "batch2", "batch3", "batch4", "batch5", "batch6",
                                                     "batch7"])
    a = ap.parse_args(argv)
    edition = load_file(RULES_DIR / "MagicCompRules_20260417.txt")
    lib = asyncio.run(Library.open(a.catalog))
    import os
    for b in a.batches:
        try:
            mod = importlib.import_module(f"tests.rules.outside_{b}")
        except ModuleNotFoundError:
            continue
        tally: dict[str, int] = {}
        for case in mod.CASES:
            data = run(case, edition, lib.find_now)
            verdict = judge(case, data)
            tally[verdict] = tally.get(verdict, 0) + 1
            why = "" if verdict == "right" else " | " + "; ".join(failures(case, data))[:300]
            first = getattr(mod, "FIRST_CONTACT", {}).get(case["id"], "?")
            print(f"{case['id']}  {verdict:12}  first={first:12}{why}")
        print(f"{b}: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())) + f" of {len(mod.CASES)}", flush=True)
    os._exit(0)  # the library's reader thread would keep the process alive


if __name__ == "__main__":
    main()
