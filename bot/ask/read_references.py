"""A card called again by one word of a face's name after the full name was said: "crafted the enigma jewel into
locus of enlightenment. what's the mv of the locus now?" — "the locus" is Locus of Enlightenment, not the act of
locking (a near spelling) nor a word left unplaced.

A mixin of the question reader's builder: it reads the same items."""

from __future__ import annotations

import dataclasses

from bot.names import Match
from bot.text import normalize_name

_POINTING = {"the", "my", "your", "their", "his", "her", "opp's", "opps", "opponent's", "that", "this"}
# words of many names that say what a card is rather than which card it is
_GENERIC = {"the", "of", "and", "room", "door", "side", "back", "front", "face", "card", "land", "lord", "god",
            "king", "queen", "lady", "spirit", "house", "hall", "gate"}


class ReferencesReading:

    def _face_called_by_a_word(self) -> None:
        items = self.items
        named: dict[str, set] = {}  # a word -> the (card, face index) of the faces named so far that have it
        for k, it in enumerate(items):
            if it.kind == "card" and it.card is not None and len(it.card.faces) > 1:
                for i, f in enumerate(it.card.faces):
                    for word in normalize_name(f.name).split():
                        named.setdefault(word, set()).add((it.card.name, i))
                continue
            if it.kind not in ("word", "concept") or k == 0 or items[k - 1].text.casefold() not in _POINTING:
                continue
            word = normalize_name(it.text)
            if len(word) < 4 or word in _GENERIC or len(named.get(word, ())) != 1 or " " in word:
                continue
            (name, face), = named[word]
            card = next(x.card for x in items if x.kind == "card" and x.card is not None and x.card.name == name)
            if it.kind == "concept" and str(it.value).startswith(("type:", "color:")):
                continue  # ("the wolf": what the face is, read as a type)
            items[k] = dataclasses.replace(it, kind="card", value=None, card=card, used=False,
                                           match=Match(0, card.name, face, card.faces[face].name, "nickname"))
