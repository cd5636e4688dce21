"""The catalog's card model: an Oracle card with its faces and official rulings.

Importers produce these; the catalog stores and loads them; the rules engine reads them.
A card is one Oracle card whatever its printings. Faces are in card order: for a
transforming or modal double-faced card the front face first; for a Room the left door
first; for a meld card the front face, then the melded permanent's face.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

# Layouts the catalog keeps as they are in Scryfall's and MTGJSON's data.
MULTI_FACE_LAYOUTS = {"transform", "modal_dfc", "meld", "split", "flip", "adventure", "aftermath",
                      "reversible_card", "prepare"}
DOUBLE_FACED_LAYOUTS = {"transform", "modal_dfc", "meld", "reversible_card"}
# Cards that are not Magic cards for a game of Magic: left out of name lookups unless asked for.
NON_GAME_LAYOUTS = {"planar", "scheme", "vanguard", "token", "double_faced_token", "emblem",
                    "art_series", "augment", "host"}

SUPERTYPES = {"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"}


@dataclass(frozen=True)
class Ruling:
    date: str  # YYYY-MM-DD
    text: str


@dataclass(frozen=True)
class Face:
    name: str
    mana_cost: str | None  # "{4}{U}", None when the face has no mana cost
    mana_value: float  # the face's own mana value (0 for a face with no mana cost)
    type_line: str
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    # The face's own colours, in WUBRG order: face_colours(face) when the data tells them, else
    # only the colours that are certain (those of its mana cost and colour-defining ability).
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    japanese_name: str | None = None
    defense: str | None = None
    # The face's own colour indicator (rule 204), in WUBRG order; () for none, None when the
    # source cannot tell (a lossy source, a face with no mana cost).
    color_indicator: tuple[str, ...] | None = ()


@dataclass(frozen=True)
class Card:
    name: str  # the Oracle name: "Bottomless Pool // Locker Room", "Delver of Secrets // Insectile Aberration"
    layout: str  # Scryfall/MTGJSON layout: normal, transform, modal_dfc, meld, split, ...
    mana_value: float  # the whole card's mana value as the Oracle data gives it
    color_identity: tuple[str, ...]
    faces: tuple[Face, ...]
    rulings: tuple[Ruling, ...] = ()
    oracle_id: str | None = None
    # Meld: the other card this one melds with, and the melded permanent's name.
    meld_partner: str | None = None
    meld_result: str | None = None
    # One printing's Scryfall id: the card's image and Scryfall page are addressed by it.
    scryfall_id: str | None = None
    # Where this card came from, best source first (mtgjson, cockatrice, scryfall, corpus).
    sources: tuple[str, ...] = field(default=(), compare=False)
    # EDHREC's popularity rank (1 = the most played; Scryfall's edhrec_rank, MTGJSON's edhrecRank):
    # "which one?" and autocomplete list popular cards first. None: not ranked.
    edhrec_rank: int | None = field(default=None, compare=False)

    @property
    def is_room(self) -> bool:
        return len(self.faces) == 2 and all("Room" in f.subtypes for f in self.faces)

    @property
    def is_double_faced(self) -> bool:
        return self.layout in DOUBLE_FACED_LAYOUTS

    @property
    def is_game_card(self) -> bool:
        return self.layout not in NON_GAME_LAYOUTS

    def face_index(self, name: str) -> int | None:
        wanted = name.casefold()
        for i, f in enumerate(self.faces):
            if f.name.casefold() == wanted:
                return i
        return None


_SYMBOL = re.compile(r"\{([^}]*)\}")


def mana_value_of(cost: str | None) -> float:
    """Mana value of a mana cost string (rule 202.3): generic numbers count as themselves,
    X as 0, every other symbol (hybrid, Phyrexian, coloured) as 1, {2/W} as 2."""
    if not cost:
        return 0.0
    total = 0.0
    for sym in _SYMBOL.findall(cost):
        s = sym.upper()
        if s.isdigit():
            total += int(s)
        elif s in ("X", "Y", "Z"):
            continue
        elif s == "½" or s == "HW" or s == "HR":
            total += 0.5
        elif "/" in s and s.split("/")[0].isdigit():
            total += int(s.split("/")[0])
        else:
            total += 1
    return total


def flipped_keeps_its_cost(layout: str, faces: list[Face]) -> list[Face]:
    """A flip card's color and mana cost don't change if the permanent is flipped (rule 710.1c):
    its flipped half, printed without a cost, has the card's."""
    if layout != "flip" or len(faces) != 2 or faces[1].mana_cost or not faces[0].mana_cost:
        return faces
    # Its colour is that cost's; a colour a source read off it for want of a cost was no indicator.
    flipped = replace(faces[1], mana_cost=faces[0].mana_cost, mana_value=faces[0].mana_value, color_indicator=())
    return [faces[0], replace(flipped, colors=certain_colours(flipped))]


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """'Legendary Enchantment Creature — God' -> (('Legendary',), ('Enchantment', 'Creature'), ('God',))."""
    left, _, right = type_line.partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    subtypes = tuple(right.split()) if right.strip() else ()
    return supertypes, types, subtypes


def colors_of(cost: str | None) -> tuple[str, ...]:
    """Colours a mana cost gives an object (rule 105.2), in WUBRG order."""
    if not cost:
        return ()
    found = {c for sym in _SYMBOL.findall(cost.upper()) for c in "WUBRG" if c in sym}
    return tuple(c for c in "WUBRG" if c in found)


def wubrg(colours) -> tuple[str, ...]:
    """The colours among `colours` (letters, or strings of letters), in WUBRG order."""
    found = set("".join(colours))
    return tuple(c for c in "WUBRG" if c in found)


_NOT_MANA = {"PW", "CHAOS", "TK"}  # planeswalker, chaos and ticket symbols have letters but no colour
_REMINDER = re.compile(r"\([^)]*\)")
_SELVES = ("this card", "this creature", "this permanent", "this spell", "this object")
_DEFINED = {" is all colors.": tuple("WUBRG"), " is colorless.": ()}


def colour_defining_ability(face: Face) -> tuple[str, ...] | None:
    """The colours a characteristic-defining ability printed on the face gives it (rule 604.3):
    Devoid (702.114a: colourless), "<this> is all colors.", "<this> is colorless."; None when
    the face has none. Conditional or granted colours are not characteristic-defining (604.3a)."""
    text = (face.text or "").casefold()
    if "devoid" not in text and " is all colors." not in text and " is colorless." not in text:
        return None
    selves = _SELVES + (face.name.casefold(),)
    for line in _REMINDER.sub("", text).splitlines():
        if line.strip() == "devoid":
            return ()
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            for ending, colours in _DEFINED.items():
                if sentence.endswith(ending) and sentence[: -len(ending)] in selves:
                    return colours
    return None


def face_colours(face: Face) -> tuple[str, ...] | None:
    """The colours of an object with this face up, in WUBRG order: the colours of the mana
    symbols in its own mana cost (rule 202.2) plus those of its own colour indicator (204),
    unless a characteristic-defining ability printed on it defines them (604.3: Devoid, "is all
    colors"). None when the loaded data cannot tell: the face's colour indicator is unknown
    (`color_indicator is None`, from a lossy source) and no such ability settles it.

    Never the whole card's colours: a Room door has only its own cost's colours (709.3b,
    709.5), a back face its own indicator's. (A flip card's flipped half keeps the card's mana
    cost and colours, 710.1c: the importers give it that mana cost.)"""
    defined = colour_defining_ability(face)
    if defined is not None:
        return defined
    if face.color_indicator is None:
        return None
    return wubrg(colors_of(face.mana_cost) + tuple(face.color_indicator))


def certain_colours(face: Face) -> tuple[str, ...]:
    """What the `colors` field holds: face_colours(face) when known, else the colours its own
    mana cost gives it, which it has whatever its indicator."""
    known = face_colours(face)
    return known if known is not None else colors_of(face.mana_cost)


def mana_symbol_colours(text: str) -> tuple[str, ...]:
    """Colours of the mana symbols in rules text, reminder text left out (rule 903.4c)."""
    symbols = _SYMBOL.findall(_REMINDER.sub("", text or ""))
    return colors_of("".join("{%s}" % s for s in symbols if s.upper() not in _NOT_MANA))


_BASIC_LAND_COLOURS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def identity_colours_without_indicator(face: Face) -> tuple[str, ...]:
    """The colours a face adds to its card's colour identity other than by a colour indicator:
    its mana cost, the mana symbols in its rules text, a colour-defining ability, and (as the
    card data count them, rule 903.5d) the mana its basic land types make."""
    lands = "".join(_BASIC_LAND_COLOURS.get(t, "") for t in face.subtypes)
    return wubrg(colors_of(face.mana_cost) + mana_symbol_colours(face.text) + (colour_defining_ability(face) or ())
                 + tuple(lands))


def indicator_from_identity(identity, explained) -> tuple[str, ...] | None:
    """A colour indicator worked out from a colour identity (rule 903.4): the identity is the
    colours of the mana symbols in the card's costs and rules text, plus its colour-defining
    abilities, plus its colour indicators. A colour of the identity that nothing else explains
    must be the indicator's, and the indicator has no colour outside the identity; so when
    nothing else explains any colour of the identity, the indicator is exactly the identity.
    Otherwise it cannot be told apart (None)."""
    identity, explained = set(identity), set(explained)
    if identity & explained:
        return None
    return wubrg(identity)
