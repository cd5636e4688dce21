"""Read every card in the catalog into effects: coverage by template, what is not read, and speed.

Prints how many cards have at least one recognised effect (in all, and by template), how many
sentences act on objects but match no template (the top shapes, so the next template to write is
a number away), and the time to read one card (p50/p99) against a baseline in the same run: only
cutting the same cards' texts into sentences.
Run: .venv/bin/python bench/bench_effects.py --catalog data/catalog.sqlite3
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import time
from collections import Counter
from pathlib import Path

from bot.catalog.store import read_card_sync
from bot.rules.effects.model import TEMPLATES
from bot.rules.effects.read import clear_cache, read, sentences


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def shape(sentence: str, card: str) -> str:
    """A sentence with what varies between cards taken out: the card's name, numbers, mana symbols,
    colours, a leading trigger or cost, so 'When X enters, destroy target ...' groups."""
    s = sentence.replace(card, "~").lower().rstrip(".")
    s = re.sub(r"\bthis (?:spell|creature|card|permanent|artifact|enchantment|land|equipment|aura|vehicle)\b", "~", s)
    s = re.sub(r"^(?:[^:\"]*\{[^:\"]*|[+\-−]?[\dx]+): ", "", s)  # an activated ability's cost
    s = re.sub(r"^(?:when|whenever|at|as)\b[^,]*, ", "", s)  # a trigger
    s = re.sub(r"\{[^}]*\}", "{M}", s)
    s = re.sub(r"\b\d+\b|\bx\b", "N", s)
    s = re.sub(r"\b(?:white|blue|black|red|green)\b", "COLOR", s)
    return " ".join(s.split()[:9])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    conn = sqlite3.connect(args.catalog)
    rows = conn.execute("SELECT id, is_game FROM cards ORDER BY id").fetchall()
    cards = [(read_card_sync(conn, i), bool(g)) for i, g in rows]

    base_times, read_times = [], []
    by_template: Counter[str] = Counter()
    unread_shapes: Counter[str] = Counter()
    examples: dict[str, str] = {}
    with_effect = with_effect_game = game = unread = cards_unread = 0
    for card, is_game in cards:
        # each card timed --rounds times, the fastest kept: the machine is shared, and a pause of the
        # process is not the reader's time; the reader's cache is emptied before each read
        base, took = [], []
        for _ in range(args.rounds):
            t = time.perf_counter()
            for f in card.faces:
                sentences(f.text or "")
            base.append(time.perf_counter() - t)
            clear_cache()
            t = time.perf_counter()
            reading = read(card)
            took.append(time.perf_counter() - t)
        base_times.append(min(base) * 1e6)
        read_times.append(min(took) * 1e6)
        game += is_game
        if reading.effects:
            with_effect += 1
            with_effect_game += is_game
        for tpl in {e.template for e in reading.effects}:
            by_template[tpl] += 1
        unread += len(reading.unrecognised)
        cards_unread += bool(reading.unrecognised)
        for u in reading.unrecognised:
            sh = shape(u.sentence, u.card)
            unread_shapes[sh] += 1
            examples.setdefault(sh, f"{u.card}: {u.sentence}")

    print(f"cards read: {len(cards):,} ({game:,} game cards)")
    print(f"cards with at least one recognised effect: {with_effect:,} ({with_effect_game:,} game cards, "
          f"{100 * with_effect_game / max(game, 1):.1f}% of game cards)")
    print("by template (cards):")
    for tpl in TEMPLATES:
        print(f"  {tpl:<15} {by_template[tpl]:>6,}")
    print(f"sentences that act on objects but match no template: {unread:,} (on {cards_unread:,} cards)")
    print(f"top {args.top} shapes:")
    for sh, n in unread_shapes.most_common(args.top):
        print(f"  {n:>5,}  {sh}")
        print(f"         e.g. {examples[sh][:150]}")
    out = Path("bench/results")
    out.mkdir(parents=True, exist_ok=True)
    (out / "effects.json").write_text(json.dumps({
        "cards": len(cards), "game_cards": game, "with_effect": with_effect, "with_effect_game": with_effect_game,
        "by_template": {t: by_template[t] for t in TEMPLATES}, "unrecognised_sentences": unread,
        "cards_with_unrecognised": cards_unread, "top_unrecognised": unread_shapes.most_common(args.top),
        "read_us": {"p50": percentile(read_times, 50), "p99": percentile(read_times, 99)},
        "baseline_us": {"p50": percentile(base_times, 50), "p99": percentile(base_times, 99)},
    }, indent=2, ensure_ascii=False))
    print(f"time per card (µs, fastest of {args.rounds}): read p50 {percentile(read_times, 50):.1f} p99 {percentile(read_times, 99):.1f}"
          f" | baseline (sentences only) p50 {percentile(base_times, 50):.1f} p99 {percentile(base_times, 99):.1f}")


if __name__ == "__main__":
    main()
