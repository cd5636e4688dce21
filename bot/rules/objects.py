"""The game object: a card, token or copy in a zone, with its status and characteristics.

A `GameObject` is one object in the sense of rule 109: it has a zone, and a status that
says what happened to it in that zone (which door was cast, which doors are unlocked,
which face is up, whether it is a copy and of what, what it is melded with). Moving it to
another zone makes a new object (400.7): `moved()` returns one with a fresh status.

Its characteristics are never stored: `characteristics()` computes them from the card's
faces and the status, by the rules for Rooms (rooms.py) and double-faced cards
(double_faced.py), and says which rules it used (citation keys, see citations.py).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace

from bot.catalog.model import Card, Face, colors_of, mana_value_of

ZONES = ("library", "hand", "graveyard", "exile", "stack", "battlefield", "command")

_ids = itertools.count(1)


def new_id() -> int:
    return next(_ids)


@dataclass(frozen=True)
class Ability:
    face: str  # the name of the face (door) the ability is printed on
    text: str


@dataclass
class Characteristics:
    names: list[str]
    mana_cost: str | None
    mana_value: float
    colors: list[str]
    supertypes: list[str]
    types: list[str]
    subtypes: list[str]
    abilities: list[Ability]
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    keys: list[str] = field(default_factory=list)  # citation keys of the rules that gave these


@dataclass
class GameObject:
    card: Card
    zone: str
    id: int = field(default_factory=new_id)
    # Status
    cast_face: int | None = None  # index of the door/face chosen when it was cast (on the stack)
    cast_transformed: bool = False  # cast with its back face up (disturb and the like)
    unlocked: frozenset[int] = frozenset()  # door indexes with the unlocked designation
    face_up: int = 0  # index into card.faces of the face that is up (double-faced cards)
    copy_kind: str | None = None  # None, "spell" (copy of a spell), "permanent" (a Clone-like copy)
    copy_of: str | None = None  # what it is a copy of, for the reader
    token: bool = False  # a copy of a permanent spell becomes a token as it resolves (111.13)
    melded_with: Card | None = None  # the other card of a melded permanent
    exists: bool = True  # False once a token or copy has ceased to exist

    @property
    def is_copy(self) -> bool:
        return self.copy_kind is not None

    def moved(self, zone: str) -> "GameObject":
        """The new object this one becomes in another zone (400.7): status forgotten."""
        return GameObject(card=self.card, zone=zone, token=self.token, copy_kind=self.copy_kind,
                          copy_of=self.copy_of)

    def same(self, **changes) -> "GameObject":
        """The same object with some of its status changed (it keeps its id)."""
        return replace(self, **changes)


_REMINDER = re.compile(r"\s*\([^()]*\)")


def abilities_of(face: Face) -> list[Ability]:
    """Oracle text lines of a face, reminder text removed; one Ability per line."""
    out = []
    for line in (face.text or "").splitlines():
        line = _REMINDER.sub("", line).strip()
        if line:
            out.append(Ability(face.name, line))
    return out


def face_colors(face: Face) -> list[str]:
    if face.colors:
        return [c for c in "WUBRG" if c in face.colors]
    found = set(colors_of(face.mana_cost)) | set(face.color_indicator)
    return [c for c in "WUBRG" if c in found]


def single_face(face: Face, *, mana_value: float | None = None, keys=()) -> Characteristics:
    return Characteristics(
        names=[face.name],
        mana_cost=face.mana_cost,
        mana_value=mana_value_of(face.mana_cost) if mana_value is None else mana_value,
        colors=face_colors(face),
        supertypes=list(face.supertypes),
        types=list(face.types),
        subtypes=list(face.subtypes),
        abilities=abilities_of(face),
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        keys=list(keys),
    )


def combined(faces: list[Face], keys=()) -> Characteristics:
    """The characteristics of several halves combined (split cards off the stack, 709.4)."""
    costs = [f.mana_cost for f in faces if f.mana_cost]
    colors = set()
    for f in faces:
        colors |= set(face_colors(f))
    seen_types: list[str] = []
    seen_sub: list[str] = []
    seen_super: list[str] = []
    for f in faces:
        seen_types += [t for t in f.types if t not in seen_types]
        seen_sub += [t for t in f.subtypes if t not in seen_sub]
        seen_super += [t for t in f.supertypes if t not in seen_super]
    return Characteristics(
        names=[f.name for f in faces],
        mana_cost=" // ".join(costs) if costs else None,
        mana_value=sum(mana_value_of(c) for c in costs),
        colors=[c for c in "WUBRG" if c in colors],
        supertypes=seen_super,
        types=seen_types,
        subtypes=seen_sub,
        abilities=[a for f in faces for a in abilities_of(f)],
        keys=list(keys),
    )


def characteristics(obj: GameObject, cites) -> Characteristics:
    """What the object is right now, by the rules for its kind of card."""
    from bot.rules import double_faced, rooms

    card = obj.card
    if card.is_room:
        return rooms.characteristics(obj, cites)
    if card.is_double_faced or obj.melded_with is not None:
        return double_faced.characteristics(obj, cites)
    if len(card.faces) > 1 and card.layout in ("split", "aftermath"):
        if obj.zone == "stack" and obj.cast_face is not None:
            return single_face(card.faces[obj.cast_face], keys=["split.stack", "mv.split"])
        return combined(list(card.faces), keys=["split.combined", "split.mana_cost", "mv.split"])
    return single_face(card.faces[0], keys=["mv.base"])


def number(x: float) -> int | float:
    return int(x) if float(x).is_integer() else x


def face_up_label(obj: GameObject) -> str | None:
    if obj.copy_kind == "permanent":
        return None  # a Clone-like copy is represented by a single-faced card: it has no faces to turn
    if obj.melded_with is not None:
        return "back"
    if not obj.card.is_double_faced:
        return None
    return "back" if obj.face_up == 1 else "front"


def state_json(obj: GameObject, cites) -> dict:
    """The STATE object of the JSON answer."""
    ch = characteristics(obj, cites)
    card = obj.card
    doors = [f.name for f in card.faces] if card.is_room else []
    on_bf = obj.zone == "battlefield"
    unlocked = [doors[i] for i in sorted(obj.unlocked)] if (card.is_room and on_bf) else []
    cards = [card.name] + ([obj.melded_with.name] if obj.melded_with is not None else [])
    return {
        "zone": obj.zone,
        "exists": obj.exists,
        "object": obj.id,
        "names": ch.names,
        "mana_cost": ch.mana_cost,
        "mana_value": number(ch.mana_value),
        "colors": ch.colors,
        "supertypes": ch.supertypes,
        "types": ch.types,
        "subtypes": ch.subtypes,
        "unlocked": unlocked,
        "locked": [d for d in doors if d not in unlocked] if (card.is_room and on_bf) else [],
        "face_up": face_up_label(obj),
        "power": ch.power,
        "toughness": ch.toughness,
        "loyalty": ch.loyalty,
        "abilities": [a.text for a in ch.abilities],
        "ability_faces": [a.face for a in ch.abilities],
        "is_copy": obj.is_copy,
        "copy_of": obj.copy_of,
        "token": obj.token,
        "cards": cards if not obj.token and obj.copy_kind != "spell" else [],
    }


# --- Triggered abilities -------------------------------------------------------------------

_SELF = ("this creature", "this permanent", "this enchantment", "this artifact", "this land",
         "this room", "this spell", "this card", "this door", "this planeswalker")


def _condition(text: str) -> str | None:
    """The trigger condition of a triggered ability ('when ... ,'), lower-cased, or None."""
    t = text
    if " — " in t.split(",")[0]:  # ability word: "Eerie — Whenever ..."
        t = t.split(" — ", 1)[1]
    low = t.casefold()
    if not low.startswith(("when ", "whenever ")):
        return None
    return low.split(",", 1)[0]


def _mentions_self(cond: str, names: list[str]) -> bool:
    return any(s in cond for s in _SELF) or any(n.casefold() in cond for n in names)


def triggers(abilities: list[Ability], event: str, *, self_names: list[str], door: str | None = None,
             into: str | None = None) -> list[dict]:
    """Which of these abilities trigger on the event.

    event: "cast" (when you cast this spell), "enters", "transforms" (into the face named
    `into`), "unlock" (the door named `door`), "fully_unlock".
    """
    fired = []
    for a in abilities:
        cond = _condition(a.text)
        if cond is None:
            continue
        ok = False
        if event == "cast":
            ok = "you cast" in cond and _mentions_self(cond, self_names)
        elif event == "enters":
            ok = "enters" in cond and _mentions_self(cond.split(" enters")[0], self_names) \
                and "another" not in cond.split(" enters")[0]
        elif event == "transforms":
            if "transforms" in cond and _mentions_self(cond.split(" transforms")[0] + " " + cond, self_names):
                m = re.search(r"transforms into ([^,]+)", cond)
                ok = m is None or (into is not None and into.casefold() in m.group(1))
        elif event == "unlock":
            ok = "unlock this door" in cond and door is not None and a.face == door
        elif event == "fully_unlock":
            ok = "fully unlock" in cond and ("this room" in cond or "this permanent" in cond)
        if ok:
            fired.append({"face": a.face, "ability": a.text, "event": event})
    return fired
