"""The catalog's SQLite schema: cards, faces, rulings and the name table (plus the rules
tables that bot.cr writes). The build writes with sqlite3; the bot reads with aiosqlite."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from pathlib import Path

import aiosqlite

from bot.catalog.model import Card, Face, Ruling
from bot.text import normalize_name

# Bumped whenever the tables or what a column means change: the bot refuses an older catalog
# and asks for a rebuild. 2: faces.color_indicator may be NULL (unknown), faces.colors are the face's own.
# 3: cards.scryfall_id (one printing's Scryfall id: the card's image and page).
# 4: cards.edhrec_rank (EDHREC's popularity rank; NULL when not ranked).
SCHEMA_VERSION = "4"

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    layout TEXT NOT NULL,
    mana_value REAL NOT NULL,
    color_identity TEXT NOT NULL,   -- JSON list
    oracle_id TEXT,
    meld_partner TEXT,
    meld_result TEXT,
    sources TEXT NOT NULL,          -- JSON list, best first
    is_game INTEGER NOT NULL,
    is_room INTEGER NOT NULL,
    is_double_faced INTEGER NOT NULL,
    scryfall_id TEXT,               -- one printing's Scryfall id (image and page address)
    edhrec_rank INTEGER             -- EDHREC's popularity rank, 1 = most played; NULL: not ranked
);
CREATE TABLE faces (
    card_id INTEGER NOT NULL REFERENCES cards(id),
    idx INTEGER NOT NULL,
    name TEXT NOT NULL,
    mana_cost TEXT,
    mana_value REAL NOT NULL,
    type_line TEXT NOT NULL,
    supertypes TEXT NOT NULL, types TEXT NOT NULL, subtypes TEXT NOT NULL,   -- JSON lists
    text TEXT NOT NULL,
    power TEXT, toughness TEXT, loyalty TEXT, defense TEXT,
    colors TEXT NOT NULL,           -- JSON list: the face's own colours (see model.face_colours)
    color_indicator TEXT,           -- JSON list; NULL when the source cannot tell
    keywords TEXT NOT NULL,         -- JSON list
    japanese_name TEXT,
    PRIMARY KEY (card_id, idx)
);
CREATE TABLE rulings (
    card_id INTEGER NOT NULL REFERENCES cards(id),
    seq INTEGER NOT NULL,
    date TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (card_id, seq)
);
-- Every full name, face name and Japanese name, normalised, for look-ups.
CREATE TABLE names (
    norm TEXT NOT NULL,
    name TEXT NOT NULL,
    card_id INTEGER NOT NULL REFERENCES cards(id),
    face_idx INTEGER,               -- NULL for the card's full name
    kind TEXT NOT NULL              -- 'full', 'face' or 'japanese'
);
CREATE INDEX names_norm ON names(norm);
"""

_J = json.dumps


def schema_of(path) -> str | None:
    """The schema version a catalog file was built with; None when it is not a readable catalog."""
    try:
        conn = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return None
    return row[0] if row else None


def create(conn: sqlite3.Connection) -> None:
    conn.executescript(SCHEMA)


def name_rows(card_id: int, card: Card) -> Iterable[tuple]:
    yield normalize_name(card.name), card.name, card_id, None, "full"
    for i, f in enumerate(card.faces):
        if f.name != card.name:
            yield normalize_name(f.name), f.name, card_id, i, "face"
        if f.japanese_name:
            yield normalize_name(f.japanese_name), f.japanese_name, card_id, i, "japanese"
    ja = [f.japanese_name for f in card.faces if f.japanese_name]
    if len(ja) > 1 and card.layout != "meld":
        full = " // ".join(ja)
        yield normalize_name(full), full, card_id, None, "japanese"


def write_cards(conn: sqlite3.Connection, cards: Iterable[Card]) -> int:
    n = 0
    for card_id, card in enumerate(cards, 1):
        conn.execute("INSERT INTO cards VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                     (card_id, card.name, card.layout, card.mana_value, _J(card.color_identity), card.oracle_id,
                      card.meld_partner, card.meld_result, _J(card.sources), int(card.is_game_card),
                      int(card.is_room), int(card.is_double_faced), card.scryfall_id, card.edhrec_rank))
        conn.executemany("INSERT INTO faces VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", [
            (card_id, i, f.name, f.mana_cost, f.mana_value, f.type_line, _J(f.supertypes), _J(f.types),
             _J(f.subtypes), f.text, f.power, f.toughness, f.loyalty, f.defense, _J(f.colors),
             None if f.color_indicator is None else _J(f.color_indicator), _J(f.keywords), f.japanese_name) for i, f in enumerate(card.faces)])
        conn.executemany("INSERT INTO rulings VALUES (?,?,?,?)",
                         [(card_id, i, r.date, r.text) for i, r in enumerate(card.rulings)])
        conn.executemany("INSERT INTO names VALUES (?,?,?,?,?)", list(name_rows(card_id, card)))
        n = card_id
    return n


def _face(row) -> Face:
    (_, _, name, cost, mv, type_line, sup, types, sub, text, power, toughness, loyalty, defense, colors,
     indicator, keywords, ja) = row
    L = json.loads
    return Face(name=name, mana_cost=cost, mana_value=mv, type_line=type_line, supertypes=tuple(L(sup)),
                types=tuple(L(types)), subtypes=tuple(L(sub)), text=text, power=power, toughness=toughness,
                loyalty=loyalty, defense=defense, colors=tuple(L(colors)), color_indicator=None if indicator is None else tuple(L(indicator)),
                keywords=tuple(L(keywords)), japanese_name=ja)


def _card(row, faces, rulings) -> Card:
    (_, name, layout, mv, ci, oracle_id, partner, result, sources, _game, _room, _dfc, scryfall_id, rank) = row
    return Card(name=name, layout=layout, mana_value=mv, color_identity=tuple(json.loads(ci)),
                faces=tuple(_face(f) for f in faces), rulings=tuple(Ruling(d, t) for _, _, d, t in rulings),
                oracle_id=oracle_id, meld_partner=partner, meld_result=result, sources=tuple(json.loads(sources)),
                scryfall_id=scryfall_id, edhrec_rank=rank)


async def read_card(db: aiosqlite.Connection, card_id: int) -> Card | None:
    async with db.execute("SELECT * FROM cards WHERE id = ?", (card_id,)) as cur:
        row = await cur.fetchone()
    if row is None:
        return None
    async with db.execute("SELECT * FROM faces WHERE card_id = ? ORDER BY idx", (card_id,)) as cur:
        faces = await cur.fetchall()
    async with db.execute("SELECT * FROM rulings WHERE card_id = ? ORDER BY seq", (card_id,)) as cur:
        rulings = await cur.fetchall()
    return _card(row, faces, rulings)


def read_card_sync(conn: sqlite3.Connection, card_id: int) -> Card | None:
    row = conn.execute("SELECT * FROM cards WHERE id = ?", (card_id,)).fetchone()
    if row is None:
        return None
    faces = conn.execute("SELECT * FROM faces WHERE card_id = ? ORDER BY idx", (card_id,)).fetchall()
    rulings = conn.execute("SELECT * FROM rulings WHERE card_id = ? ORDER BY seq", (card_id,)).fetchall()
    return _card(row, faces, rulings)


def read_name_table(conn: sqlite3.Connection) -> list[tuple]:
    """(norm, name, card_id, face_idx, kind, is_game, is_room, is_double_faced, edhrec_rank) for every name."""
    return conn.execute(
        "SELECT n.norm, n.name, n.card_id, n.face_idx, n.kind, c.is_game, c.is_room, c.is_double_faced, "
        "c.edhrec_rank "
        "FROM names n JOIN cards c ON c.id = n.card_id").fetchall()
