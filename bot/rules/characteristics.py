"""What an object is right now: its characteristics, computed from its card and status.

One module for every kind of object, so the rest of the engine imports it and nothing
imports back:
- Rooms (709): off the stack and battlefield both doors combined (709.4); on the stack only
  the door cast (709.3b); on the battlefield only its unlocked doors (709.5), and with none
  unlocked no name, mana value 0 and no abilities, still an Enchantment — Room (709.5a).
- Double-faced cards (712.8): only the front face outside the battlefield and stack, the
  face that is up on them; a nonmodal back face has its front face's mana value, a copy of
  a back face 0; a melded permanent the combined face with the sum of its front faces'
  mana values, a copy of it 0.
- Colour (202.2, 204): from the mana cost it has now plus any colour indicator — so a Room
  spell has only the cast door's colours and a Room permanent only its unlocked doors'.
Each result carries the citation keys of the rules that gave it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.catalog.model import Face, face_colours, mana_value_of
from bot.rules.objects import GameObject

NONMODAL = "transform"
MODAL = "modal_dfc"
MELD = "meld"


@dataclass(frozen=True)
class Ability:
    face: str  # the name of the face (door) the ability is printed on
    text: str


@dataclass
class Characteristics:
    names: list[str]
    mana_cost: str | None
    mana_value: float
    colors: list[str] | None  # None: the loaded data can't tell (a colour indicator it lacks)
    supertypes: list[str]
    types: list[str]
    subtypes: list[str]
    abilities: list[Ability]
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    keys: list[str] = field(default_factory=list)  # citation keys of the rules that gave these


_REMINDER = re.compile(r"\s*\([^()]*\)")


def without_reminder(text: str) -> str:
    """Rules text with its reminder text (in parentheses) taken out."""
    return _REMINDER.sub("", text)


def abilities_of(face: Face) -> list[Ability]:
    """Oracle text lines of a face, reminder text removed; one Ability per line."""
    out = []
    for line in (face.text or "").splitlines():
        line = without_reminder(line).strip()
        if line:
            out.append(Ability(face.name, line))
    return out


def face_colors(face: Face) -> list[str] | None:
    """A face's own colours: its mana cost's (202.2) and its colour indicator's (204); None when the
    catalog doesn't know the face's colour indicator (see catalog.model.face_colours)."""
    got = face_colours(face)
    return None if got is None else list(got)


def _union_colors(faces: list[Face]) -> list[str] | None:
    found: set[str] = set()
    for f in faces:
        c = face_colors(f)
        if c is None:
            return None
        found |= set(c)
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
        colors=_union_colors(faces),
        supertypes=seen_super,
        types=seen_types,
        subtypes=seen_sub,
        abilities=[a for f in faces for a in abilities_of(f)],
        keys=list(keys),
    )


# --- Rooms ---------------------------------------------------------------------------------

def rooms_supported(cites) -> bool:
    return cites.has("room.shared_type_line")


def doors_characteristics(obj: GameObject, visible: list[int], keys: list[str]) -> Characteristics:
    doors = obj.card.faces
    shared = doors[0]
    faces = [doors[i] for i in visible]
    costs = [f.mana_cost for f in faces if f.mana_cost]
    return Characteristics(
        names=[f.name for f in faces],
        mana_cost=" // ".join(costs) if costs else None,
        mana_value=sum(mana_value_of(c) for c in costs),
        colors=_union_colors(faces),
        supertypes=list(shared.supertypes),
        types=list(shared.types),
        subtypes=list(shared.subtypes),
        abilities=[a for f in faces for a in abilities_of(f)],
        keys=keys,
    )


def room_characteristics(obj: GameObject, cites) -> Characteristics:
    card = obj.card
    if obj.zone == "stack" and obj.cast_face is not None:
        return doors_characteristics(obj, [obj.cast_face], ["split.stack", "room.copiable", "room.types", "mv.split"])
    if obj.zone == "battlefield" and rooms_supported(cites):
        return doors_characteristics(obj, sorted(obj.unlocked),
                                     ["room.shared_type_line", "room.designations", "room.types"])
    ch = combined(list(card.faces), keys=["split.combined", "split.names", "split.mana_cost", "mv.split"])
    if rooms_supported(cites):
        ch.keys.append("room.types")
    return ch


# --- Double-faced cards --------------------------------------------------------------------

def dfc_characteristics(obj: GameObject, cites) -> Characteristics:
    card = obj.card
    faces = card.faces
    if obj.melded_with is not None and obj.zone == "battlefield":
        melded = faces[1] if len(faces) > 1 else faces[0]
        if obj.is_copy:
            mv = 0.0
        else:
            mv = mana_value_of(faces[0].mana_cost) + mana_value_of(obj.melded_with.faces[0].mana_cost)
        return single_face(melded, mana_value=mv, keys=["dfc.meld_chars", "mv.meld"])
    if obj.zone not in ("battlefield", "stack") or len(faces) < 2:
        return single_face(faces[0], keys=["dfc.front_only"])
    if card.layout == MELD:
        return single_face(faces[0], keys=["dfc.meld_front" if obj.zone == "stack" else "dfc.front_up"])
    up = faces[obj.face_up]
    if obj.face_up == 0:
        keys = ["dfc.spell_face" if obj.zone == "stack" else "dfc.front_up"]
        if card.layout == MODAL:
            keys = ["dfc.mdfc_cast" if obj.zone == "stack" else "dfc.mdfc_up"]
        return single_face(up, keys=keys)
    if card.layout == MODAL:
        return single_face(up, keys=["dfc.mdfc_cast" if obj.zone == "stack" else "dfc.mdfc_up"])
    # A nonmodal double-faced object with its back face up: the front face's mana value; 0 for a
    # spell or permanent that is a copy of a back face, even a double-faced token copy (202.3b, 712.8e).
    keys = ["dfc.spell_face" if obj.zone == "stack" else "dfc.back_up", "mv.back_face"]
    if obj.is_copy or (obj.token and obj.copy_of):
        return single_face(up, mana_value=0.0, keys=keys)
    return single_face(up, mana_value=mana_value_of(faces[0].mana_cost), keys=keys)


def characteristics(obj: GameObject, cites) -> Characteristics:
    """What the object is right now, by the rules for its kind of card; a copy made with exceptions has them as
    part of its copiable values (707.9b: "except it isn't legendary", "it's a Spirit in addition to its other
    types")."""
    ch = _characteristics(obj, cites)
    from dataclasses import replace

    if obj.x_chosen and "{X}" in (ch.mana_cost or ""):
        # X is the number chosen while the spell is on the stack, 0 everywhere else (202.3e)
        ch = replace(ch, mana_value=ch.mana_value + obj.x * ch.mana_cost.count("{X}"), keys=ch.keys + ["mv.x"])
    if not obj.copy_except or not obj.exists:
        return ch

    supertypes, types, subtypes = list(ch.supertypes), list(ch.types), list(ch.subtypes)
    for what, value in obj.copy_except:
        if what == "not_supertype" and value in supertypes:
            supertypes.remove(value)
        elif what == "add_type" and value not in types:
            types.append(value)
        elif what == "add_subtype" and value not in subtypes:
            subtypes.append(value)
    return replace(ch, supertypes=supertypes, types=types, subtypes=subtypes, keys=ch.keys + ["copy.exception"])


def _characteristics(obj: GameObject, cites) -> Characteristics:
    card = obj.card
    if card.is_room:
        return room_characteristics(obj, cites)
    if card.is_double_faced or obj.melded_with is not None:
        return dfc_characteristics(obj, cites)
    if len(card.faces) > 1 and card.layout in ("split", "aftermath"):
        if obj.zone == "stack" and obj.cast_face is not None:
            return single_face(card.faces[obj.cast_face], keys=["split.stack", "mv.split"])
        return combined(list(card.faces), keys=["split.combined", "split.mana_cost", "mv.split"])
    return single_face(card.faces[0], keys=["mv.base"])


def number(x: float) -> int | float:
    return int(x) if float(x).is_integer() else x


def face_up_label(obj: GameObject) -> str | None:
    if obj.copy_kind == "permanent":
        return None  # a copy represented by a single-faced card: it has no faces to turn
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
        "arrived_with": obj.arrived_with,  # the other card of a melded permanent that left, put in the same zone
        "tapped": obj.tapped and on_bf,
    }
