"""Popular cards first, on catalogs built the way a server builds them: EDHREC's rank is kept from
Scryfall's objects alone (today's bulk format, served from 127.0.0.1) and from MTGJSON's set files
alone (../shared/data/mtgjson), and "which one?" and autocomplete put the most played card first.

Each case is one where the order without ranks is another one (shorter names first, or name order),
so a rank lost anywhere between the source and the name index fails it."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot.__main__ import main
from tests.catalog.test_japanese_names import DELVER, env, jsonl_gz, mirror  # noqa: F401  (the mirror fixture)

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data"
SCRYFALL = SHARED / "scryfall"
MTGJSON = SHARED / "mtgjson"
RULES = SHARED / "rules" / "MagicCompRules_20260417.txt"

needs_shared = pytest.mark.skipif(not (SCRYFALL.is_dir() and MTGJSON.is_dir()), reason="../shared/data is absent")


def _card(name: str, cost: str, type_line: str, rank: int | None, n: int) -> dict:
    """A normal card in Scryfall's oracle_cards shape (hand-written: no Jungle Delver object is in ../shared)."""
    card = {"object": "card", "id": f"00000000-0000-4000-8000-{n:012d}", "oracle_id": f"00000000-0000-4000-9000-{n:012d}",
            "name": name, "lang": "en", "layout": "normal", "cmc": float(len(cost) // 3), "mana_cost": cost,
            "type_line": type_line, "oracle_text": "", "colors": [], "color_identity": [], "keywords": []}
    if rank is not None:
        card["edhrec_rank"] = rank
    return card


OTHER_DELVERS = [_card("Jungle Delver", "{G}", "Creature — Merfolk Warrior", 21000, 1),
                 _card("Dungeon Delver", "{1}{U}", "Legendary Enchantment — Background", 17000, 2),
                 _card("Delver's Torch", "{1}{W}", "Artifact — Equipment", None, 3)]


def real_scryfall_cards() -> list[dict]:
    out = []
    for path in sorted(SCRYFALL.glob("*.json")):
        obj = json.loads(path.read_text(encoding="utf-8"))
        if obj.get("object") == "card":
            out.append(obj)
    return out


def _suggestions(catalog: Path, query: str, capsys) -> list[str]:
    capsys.readouterr()
    assert main(["--catalog", str(catalog), "card", query, "--json"]) == 2
    return json.loads(capsys.readouterr().out)["error"]["suggestions"]


def _autocomplete(catalog: Path, text: str) -> list[str]:
    from bot.library import Library

    async def run() -> list[str]:
        library = await Library.open(catalog)
        try:
            return library.autocomplete(text)
        finally:
            await library.close()

    return asyncio.run(run())


@pytest.fixture
def scryfall_only(tmp_path, mirror, monkeypatch, capsys):  # noqa: F811
    """A catalog a fresh server builds from Scryfall's bulk files alone: the real card objects of
    ../shared/data/scryfall, Delver of Secrets and three other Delvers, in today's format."""
    cards = [DELVER, *OTHER_DELVERS, *real_scryfall_cards()]
    blob = jsonl_gz(cards)
    (mirror["root"] / "oracle.jsonl.gz").write_bytes(blob)
    index = json.loads((mirror["root"] / "bulk-data").read_text())
    index["data"][0]["compressed_size"] = len(blob)
    (mirror["root"] / "bulk-data").write_text(json.dumps(index))
    env(monkeypatch, mirror, names=None)
    target = tmp_path / "scryfall.sqlite3"
    assert main(["--catalog", str(target), "catalog", "build"]) == 0
    assert f"{len(cards)} cards" in capsys.readouterr().out.replace(",", "")
    return target


@needs_shared
def test_delver_of_secrets_first_on_a_catalog_from_scryfall_alone(scryfall_only, capsys):
    # without ranks the shorter names would come first: Jungle Delver, Dungeon Delver, Delver's Torch
    assert _suggestions(scryfall_only, "delver", capsys) == ["Delver of Secrets", "Dungeon Delver", "Jungle Delver",
                                                              "Delver's Torch"]
    assert (_autocomplete(scryfall_only, "delver"))[0] == "Delver of Secrets"


@needs_shared
def test_real_scryfall_ranks_order_the_battles(scryfall_only, capsys):
    # Scryfall's own edhrec_rank of the three real battle objects: Ikoria 1983, New Phyrexia 8169, Alara 9835
    # (by name, or shortest first, Alara would come first)
    assert _suggestions(scryfall_only, "invasion", capsys) == ["Invasion of Ikoria", "Invasion of New Phyrexia",
                                                                "Invasion of Alara"]
    got = _autocomplete(scryfall_only, "invasion of")  # each card's face name, then its full name
    assert list(dict.fromkeys(n.split(" // ")[0] for n in got)) == [
        "Invasion of Ikoria", "Invasion of New Phyrexia", "Invasion of Alara"]


@needs_shared
def test_the_ranks_are_what_orders_them(scryfall_only, capsys):
    """The same catalog with its ranks taken out gives the order without them: the cases above can fail."""
    with sqlite3.connect(scryfall_only) as db:
        db.execute("UPDATE cards SET edhrec_rank = NULL")
    assert _suggestions(scryfall_only, "delver", capsys)[0] != "Delver of Secrets"
    assert _autocomplete(scryfall_only, "invasion of")[0].startswith("Invasion of Alara")


@needs_shared
def test_popular_first_on_a_catalog_from_mtgjson_alone(tmp_path, capsys):
    target = tmp_path / "mtgjson.sqlite3"
    sources = [str(MTGJSON / f"{code}.json") for code in ("ISD", "DKA", "SOI", "EMN")]
    assert main(["--catalog", str(target), "catalog", "build", *[a for s in sources for a in ("--source", s)],
                 "--rules", str(RULES)]) == 0
    with sqlite3.connect(target) as db:
        (ranked,) = db.execute("SELECT count(*) FROM cards WHERE edhrec_rank IS NOT NULL").fetchone()
        (delver,) = db.execute("SELECT edhrec_rank FROM cards WHERE name LIKE 'Delver of Secrets%'").fetchone()
    assert ranked > 800 and delver == 10548  # MTGJSON's edhrecRank, kept
    # MTGJSON's edhrecRank puts Thalia first among the Thraben cards (a longer name than most of them)
    thraben = _suggestions(target, "thraben", capsys)
    assert thraben[0] == "Thalia, Guardian of Thraben"
    # the most played of the names starting so (MTGJSON: Doomsayer 3805, Inspector 4284, ...)
    assert _autocomplete(target, "thraben")[:2] == ["Thraben Doomsayer", "Thraben Inspector"]
    with sqlite3.connect(target) as db:
        db.execute("UPDATE cards SET edhrec_rank = NULL")
    assert _suggestions(target, "thraben", capsys)[0] != "Thalia, Guardian of Thraben"
    assert _autocomplete(target, "thraben")[:2] != ["Thraben Doomsayer", "Thraben Inspector"]
