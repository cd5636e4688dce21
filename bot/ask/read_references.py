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


def _as_face(it, card, face: int):
    """The item, read as that face of the card, named by the asker's own word for it."""
    return dataclasses.replace(it, kind="card", value=None, card=card, used=False,
                               match=Match(0, card.name, face, card.faces[face].name, "nickname"))


class ReferencesReading:

    def _double_faced_said(self) -> list:
        """The double-faced cards the question names, a nickname among them when only one of its cards is one ("my
        flipped delver", "mila's": narrowed to that card later)."""
        said = [x.card for x in self.items if x.kind == "card" and x.card is not None]
        for x in self.items:
            if x.kind == "ambiguous":
                found = [c for c in map(self.library.find_now, x.candidates or ()) if c is not None and c.is_double_faced]
                said += found if len(found) == 1 else []
        return [c for c in said if c.is_double_faced]

    def _face_called_by_a_word(self) -> None:
        items = self.items
        named: dict[str, set] = {}  # a word -> the (card, face index) of the faces named so far that have it
        for k, it in enumerate(items):
            if it.kind == "card" and it.card is not None and len(it.card.faces) > 1 and it.card.layout != "meld":
                for i, f in enumerate(it.card.faces):  # (a meld card's back is the pair's, never one card's own face)
                    for word in normalize_name(f.name).split():
                        named.setdefault(word, set()).add((it.card.name, i))
                continue
            the_card = it.kind == "card" and it.card is not None and len(it.card.faces) == 1 \
                and it.text.casefold().startswith("the ") and len(it.text.split()) == 2
            if the_card:  # "the brute" after Moonrage Brute was named: not the card The Brute
                word = normalize_name(it.text.split()[1])
            elif it.kind not in ("word", "concept") or k == 0 or items[k - 1].text.casefold() not in _POINTING:
                continue
            else:
                word = normalize_name(it.text)
            if len(word) < 4 or word in _GENERIC or len(named.get(word, ())) != 1 or " " in word:
                continue
            (name, face), = named[word]
            card = next(x.card for x in items if x.kind == "card" and x.card is not None and x.card.name == name)
            if it.kind == "concept" and str(it.value).startswith(("type:", "color:")):
                continue  # ("the wolf": what the face is, read as a type)
            items[k] = _as_face(it, card, face)

    def _face_called_by_its_type(self) -> None:
        """'does it come back as the wolf or as duskwatch recruiter?', '… as the insect?': "as the wolf" is the face that
        is a Wolf (or a Werewolf no longer Human) — when exactly one face of the card has that subtype."""
        items = self.items
        cards = {c.name: c for c in self._double_faced_said() if len(c.faces) == 2}
        if len(cards) != 1:
            return
        card = next(iter(cards.values()))
        for k, it in enumerate(items):
            if not (it.kind == "concept" and str(it.value).startswith("type:") and k >= 2
                    and items[k - 1].text.casefold() == "the" and (
                        items[k - 2].text.casefold() == "as" or self._done_to_the(k))):
                continue
            kind = str(it.value)[5:].casefold()
            subtypes = [{s.casefold() for s in (f.subtypes or ())} for f in card.faces]
            faces = [i for i, sub in enumerate(subtypes) if kind in sub or kind == "wolf" and "werewolf" in sub]
            if len(faces) > 1:  # "the wolf" of a werewolf: the face that is no longer Human
                faces = [i for i in faces if "human" not in subtypes[i]]
            if len(faces) == 1:
                items[k] = _as_face(it, card, faces[0])

    def _done_to_the(self, k: int) -> bool:
        """'can i fatal push the insect?', 'bolt the wolf': "the X" right after a card or a verb acting on it (never
        "the wolf token", an object the card made)."""
        before, after = self.items[k - 2], self.items[k + 1] if k + 1 < len(self.items) else None
        acting = before.kind == "card" and before.card is not None and not before.card.is_double_faced \
            or before.kind == "concept" and before.value == "hit:check"
        return acting and not (after is not None and after.text.casefold() in ("token", "tokens"))

    def _walker_called_by_its_type(self) -> None:
        """'cast lukka (mila's back side)': a planeswalker's subtype is the name people call it by — the face of a card
        the question names whose planeswalker type it is (it had been a creature type to check)."""
        items = self.items
        named = {c.name: c for c in self._double_faced_said()}
        for k, it in enumerate(items):
            if not (it.kind == "concept" and str(it.value).startswith("type:")) or self.shape.asks(it):
                continue
            kind = str(it.value)[5:].casefold()
            fits = [(c, i) for c in named.values() for i, f in enumerate(c.faces)
                    if "Planeswalker" in (f.types or ()) and kind in (s.casefold() for s in (f.subtypes or ()))
                    and kind in normalize_name(f.name).split()]
            if len(fits) == 1:
                card, face = fits[0]
                items[k] = _as_face(it, card, face)

    _JA_BECAME = ("になっています", "になってる", "になっている", "になった", "になりました", "になってます")

    def _ja_became_its_back_face(self) -> None:
        """「《氷の中の存在》が《目覚めた恐怖》になっています」: the card said to have become its back face is transformed —
        the back face's name had been taken as the card said again, and the answer was of the front face."""
        if self.language != "ja":
            return
        items = self.items
        for k, it in enumerate(items[1:], start=1):
            before = items[k - 1]
            if it.kind != "word" or it.text not in self._JA_BECAME or before.kind != "card" or before.card is None \
                    or before.card.layout != "transform" or before.match is None or before.match.face_idx != 1:
                continue
            told = any(x.kind == "concept" and x.value in ("act:transform", "state:transformed") for x in items[:k]
                       if x.where is not None and it.where is not None and x.where.sentence == it.where.sentence)
            if not told and any(x.kind == "card" and x.card is not None and x.card.name == before.card.name
                                for x in items[:k - 1]):  # (「変身して目覚めた恐怖になった」: the transform is told)
                it.kind, it.value, it.used = "concept", "state:transformed", False

    def _back_side_named_after(self) -> None:
        """'the invasion of tarkir back side defiant thundermaw, what's its mv on the battlefield?': the back face named
        just after the card and "back side" is the face the question is about (the front face had been followed)."""
        items = self.items
        for k, it in enumerate(items):
            if it.kind != "card" or it.card is None or not it.card.is_double_faced or it.match is None \
                    or it.match.face_idx == 1:
                continue
            j = k + 1
            while j < len(items) and j <= k + 3 and items[j].kind == "word" \
                    and items[j].text.casefold() in ("back", "side", "face", "half", "its", "the", "flip", "("):
                j += 1
            if j == k + 1 or j >= len(items):
                continue
            back = items[j]
            said = {x.text.casefold() for x in items[k + 1:j]}
            if back.kind == "card" and back.card is not None and back.card.name == it.card.name \
                    and back.match is not None and back.match.face_idx == 1 and "back" in said:
                it.match = back.match
