"""Related material for a question that could not be read: the official rulings of the cards it
names and the rules, ranked by SQLite FTS5 (bm25) with the game's synonyms. Labelled "related"
by every caller: it is never an answer.

The index is built in memory from the open catalog and the loaded rules edition the first time
it is needed (a few thousand rows), and kept for the Library's lifetime.
"""

from __future__ import annotations

import re
import sqlite3
import weakref
from typing import TYPE_CHECKING

from bot.text import normalize_name

if TYPE_CHECKING:
    from bot.library import Library

LIMIT = 3  # rulings and rules, each
# The game's words for the same thing: what a person types -> words the rules and rulings use.
SYNONYMS = {
    "mv": "mana value", "cmc": "mana value", "converted": "mana value", "flicker": "exile return",
    "blink": "exile return", "flickered": "exile return", "blinked": "exile return", "yard": "graveyard",
    "gy": "graveyard", "bin": "graveyard", "deck": "library", "etb": "enters battlefield", "etbs": "enters battlefield",
    "dfc": "double faced", "mdfc": "modal double faced", "flip": "transform", "flipped": "transformed",
    "open": "unlock", "opened": "unlock", "clone": "copy", "bf": "battlefield", "play": "battlefield",
    "dies": "graveyard", "bounce": "return hand", "sac": "sacrifice", "opp": "opponent",
}
# A concept the question was read with -> the English words to search for (Japanese questions too).
CONCEPT_WORDS = {
    "zone:library": "library", "zone:hand": "hand", "zone:graveyard": "graveyard", "zone:exile": "exile",
    "zone:stack": "stack", "zone:battlefield": "battlefield", "move:graveyard": "graveyard", "move:hand": "hand",
    "move:exile": "exile", "act:cast": "cast", "act:unlock": "unlock door", "act:lock": "lock door",
    "act:transform": "transform", "act:copy": "copy", "act:token_copy": "token copy", "act:blink": "exile return",
    "act:meld": "meld", "act:enter": "enters battlefield", "act:enter_transformed": "transformed battlefield",
    "act:cast_transformed": "cast transformed", "state:transformed": "transformed", "state:one_door": "unlocked door",
    "state:both_doors": "unlocked door", "state:unlocked": "unlocked", "state:locked": "locked",
    "dn:spells": "spells cast", "dn:next_turn": "turn", "dn:no_spells": "no spells", "ask:day": "day",
    "ask:night": "night", "ask:daynight": "day night", "ask:mv": "mana value", "ask:name": "name",
    "ask:color": "color", "ask:type": "type", "dn:counter": "countered", "dn:copy_spell": "copy spell",
    "act:resolve": "resolves", "ask:abilities": "abilities", "ask:back": "return battlefield",
}
_CACHE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_WORD = re.compile(r"[a-z0-9]+")


class RelatedIndex:
    def __init__(self, library: Library):
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.execute("CREATE VIRTUAL TABLE related USING fts5(kind UNINDEXED, ref UNINDEXED, card UNINDEXED, "
                        "date UNINDEXED, text, tokenize='porter unicode61')")
        rows = [("rule", r.number, "", "", r.text) for r in library.edition.rules if r.text]
        rows += [("ruling", "", name, date, text) for name, date, text in library.conn.execute(
            "SELECT c.name, r.date, r.text FROM rulings r JOIN cards c ON c.id = r.card_id")]
        self.db.executemany("INSERT INTO related VALUES (?,?,?,?,?)", rows)
        self.stop = set()

    def search(self, words: list[str], cards: list[str]) -> list[dict]:
        terms = []
        for w in words:
            for t in _WORD.findall(normalize_name(SYNONYMS.get(w.casefold(), w))):
                if len(t) > 2 and t not in terms and t not in self.stop:
                    terms.append(t)
        out: list[dict] = []
        if cards:
            marks = ",".join("?" * len(cards))
            if terms:
                rows = self.db.execute(
                    f"SELECT card, date, text FROM related WHERE related MATCH ? AND kind = 'ruling' AND card IN ({marks})"
                    " ORDER BY bm25(related) LIMIT ?", [_match(terms), *cards, LIMIT]).fetchall()
            else:
                rows = []
            if not rows:
                rows = self.db.execute(f"SELECT card, date, text FROM related WHERE kind = 'ruling' AND card IN ({marks})"
                                       " LIMIT ?", [*cards, LIMIT]).fetchall()
            out += [{"kind": "ruling", "card": c, "date": d, "text": t} for c, d, t in rows]
        if terms:
            rows = self.db.execute("SELECT ref, text FROM related WHERE related MATCH ? AND kind = 'rule' "
                                   "ORDER BY bm25(related) LIMIT ?", [_match(terms), LIMIT]).fetchall()
            out += [{"kind": "rule", "number": n, "text": t} for n, t in rows]
        return out


def _match(terms: list[str]) -> str:
    return " OR ".join(f'"{t}"' for t in terms)


def prepare(library: Library) -> RelatedIndex:
    """Build the index now (a few hundred ms), so that the first question not understood is not slow."""
    index = _CACHE.get(library)
    if index is None:
        index = _CACHE[library] = RelatedIndex(library)
    return index


def related(library: Library, words: list[str], cards: list[str]) -> list[dict]:
    return prepare(library).search(words, cards)
