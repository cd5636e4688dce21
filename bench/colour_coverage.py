"""How many faces in the catalog have colours the data can tell (bot.catalog.model.face_colours),
by each card's best source, and what the unknown ones are.

    python bench/colour_coverage.py --catalog data/catalog.sqlite3

Figures, not a test; writes bench/results/colours.json."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bot.catalog import store  # noqa: E402
from bot.catalog.model import face_colours  # noqa: E402

SOURCES = ("scryfall", "mtgjson", "cockatrice", "corpus")


def kind_of(face, index: int) -> str:
    if not face.type_line:
        return "bare face (only its name)"
    return ("land" if "Land" in face.types else "nonland") + (", not first face" if index else ", first face")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    args = ap.parse_args()
    conn = sqlite3.connect(f"{Path(args.catalog).resolve().as_uri()}?mode=ro", uri=True)
    colours, indicators, unknown = Counter(), Counter(), Counter()
    for (card_id,) in conn.execute("SELECT id FROM cards"):
        card = store.read_card_sync(conn, card_id)
        for i, f in enumerate(card.faces):
            known = face_colours(f) is not None
            colours[card.sources[0], known] += 1
            indicators[card.sources[0], f.color_indicator is not None] += 1
            if not known:
                unknown[f"{card.sources[0]}: {kind_of(f, i)}"] += 1
    print(f"{'best source':<12}{'colours known':>14}{'unknown':>9}{'indicator known':>17}{'unknown':>9}")
    for s in SOURCES:
        if colours[s, True] or colours[s, False]:
            print(f"{s:<12}{colours[s, True]:>14,}{colours[s, False]:>9,}{indicators[s, True]:>17,}"
                  f"{indicators[s, False]:>9,}")
    total_known = sum(v for (_, k), v in colours.items() if k)
    total_unknown = sum(v for (_, k), v in colours.items() if not k)
    print(f"{'all':<12}{total_known:>14,}{total_unknown:>9,}")
    print("unknown colours, by kind of face:")
    for k, v in unknown.most_common():
        print(f"  {k:<45}{v:>6,}")
    out = HERE / "results" / "colours.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"known": total_known, "unknown": total_unknown,
                               "by_source": {s: {"known": colours[s, True], "unknown": colours[s, False]}
                                             for s in SOURCES},
                               "unknown_by_kind": dict(unknown)}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
