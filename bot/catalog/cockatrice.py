"""Cockatrice card database v4 XML importer.

Cockatrice lists each door of a Room as a card of its own; the two doors carry the same
Scryfall id in `<set picURL=...>`, which is how they pair up (in file order, left door first).
The faces of a double-faced card pair up the same way, the second picture being the card's back.
A door's `<colors>` are the whole Room's; a double-faced card's faces list their own.
Meld parts are plain cards whose text says "meld them into X" / "Melds with X"."""

from __future__ import annotations

import logging
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import replace

from bot.catalog.model import (Card, Face, certain_colours, colors_of, colour_defining_ability,
                               identity_colours_without_indicator, mana_value_of, split_type_line, wubrg)

log = logging.getLogger(__name__)

_SCRYFALL_ID = re.compile(r"/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.")
_MANA = re.compile(r"\d+|[WUBRGCSXYZ]|\([^)]*\)|\{[^}]*\}")
_MELD_INTO = re.compile(r"meld them into ([^.]+?)\.")
_NAMED = re.compile(r"named (.+?)(?:, exile them| are attacking)")
_MELDS_WITH = re.compile(r"Melds with (.+?)\.\)")


def is_cockatrice(data: bytes) -> bool:
    return b"<cockatrice_carddatabase" in data[:2000]


def _cost(raw: str | None) -> str | None:
    """Cockatrice writes '4U' or '2{W/U}'; the catalog writes '{4}{U}'."""
    if not raw:
        return None
    return "".join(s if s.startswith("{") else "{" + s.strip("()") + "}" for s in _MANA.findall(raw.upper()))


def _face(el: ET.Element) -> tuple[Face, str | None, float, bool, tuple[str, ...]]:
    """The face, its Scryfall id, the whole card's mana value, whether the picture is a card's
    back, and the colours the file lists for it (for a Room door, the whole card's)."""
    prop = el.find("prop")
    get = (lambda tag: prop.findtext(tag)) if prop is not None else (lambda tag: None)
    type_line = (get("type") or "").replace(" - ", " — ")
    supertypes, types, subtypes = split_type_line(type_line)
    pt = get("pt")
    power, toughness = (pt.split("/", 1) if pt and "/" in pt else (None, None))
    listed = (get("colors") or "".join(c.text or "" for c in prop.findall("color"))) if prop is not None else ""
    cost = _cost(get("manacost"))
    s = el.find("set")
    pic = s.get("picURL", "") if s is not None else ""
    m = _SCRYFALL_ID.search(pic)
    face = Face(name=el.findtext("name", "").strip(), mana_cost=cost, mana_value=mana_value_of(cost),
                type_line=type_line, supertypes=supertypes, types=types, subtypes=subtypes,
                text=el.findtext("text") or "", power=power, toughness=toughness, loyalty=get("loyalty"),
                defense=None, color_indicator=None)
    return face, (m.group(1) if m else None), float(get("cmc") or 0), "/back/" in pic, wubrg(listed)


def _coloured(face: Face, indicator: tuple[str, ...] | None) -> Face:
    face = replace(face, color_indicator=indicator)
    return replace(face, colors=certain_colours(face))


def _own_colours(face: Face, listed: tuple[str, ...]) -> Face:
    """A face whose listed colours are its own (a single card, a face of a double-faced card):
    the colours its mana cost does not give come from its colour indicator."""
    cost = set(colors_of(face.mana_cost))
    if colour_defining_ability(face) is not None:
        return _coloured(face, () if face.mana_cost else None)
    if cost - set(listed):
        return _coloured(face, None)  # the file disagrees with the face's own cost: cannot tell
    return _coloured(face, wubrg(set(listed) - cost))


def _doors(left: Face, right: Face, listed: tuple[str, ...]) -> tuple[Face, Face]:
    """A Room's doors: each has only its own cost's colours (709.3b). The file lists the whole
    card's colours on both; when they hold a colour neither door's cost gives, which door's
    indicator it is cannot be told."""
    costs = set(colors_of(left.mana_cost)) | set(colors_of(right.mana_cost))
    indicator = () if set(listed) == costs else None
    return _coloured(left, indicator), _coloured(right, indicator)


def _identity(faces: list[tuple[Face, tuple[str, ...]]]) -> tuple[str, ...]:
    """Colour identity (rule 903.4): every face's printed colours, indicators and listed colours."""
    return wubrg(c for face, listed in faces
                 for c in identity_colours_without_indicator(face) + (face.color_indicator or ()) + listed)


def _double_faced_layout(front: Face, back: Face) -> str:
    return "transform" if "transform" in (front.text + back.text).lower() else "modal_dfc"


def read(data: bytes) -> Iterator[Card]:
    root = ET.fromstring(data)
    entries = [_face(el) for el in root.iter("card")]
    by_id: dict[str, list[tuple[Face, float, bool, tuple[str, ...]]]] = {}
    for face, sid, cmc, back, listed in entries:
        if sid:
            by_id.setdefault(sid, []).append((face, cmc, back, listed))
    singles: dict[str, tuple[Face, float, tuple[str, ...]]] = {}
    ids: dict[str, str] = {}  # a card's Scryfall id, for its image and page
    for face, sid, cmc, _, listed in entries:
        singles.setdefault(face.name, (face, cmc, listed))
        if sid:
            ids.setdefault(face.name, sid)
    seen: set[str] = set()
    for sid, group in by_id.items():
        if len(group) != 2 or group[0][0].name == group[1][0].name:
            continue
        group.sort(key=lambda entry: entry[2])  # a front before its back; doors keep file order
        (left, cmc, _, left_listed), (right, _, right_back, right_listed) = group
        name = f"{left.name} // {right.name}"
        if name in seen:
            continue
        seen.add(name)
        if right_back:  # the second picture is the first's back: a double-faced card
            faces = (_own_colours(left, left_listed), _own_colours(right, right_listed))
            layout, mana_value = _double_faced_layout(left, right), cmc or left.mana_value
        else:  # two halves of one front: a Room's doors
            faces = _doors(left, right, wubrg(left_listed + right_listed))
            layout, mana_value = "split", cmc or left.mana_value + right.mana_value
        yield Card(name=name, layout=layout, mana_value=mana_value,
                   color_identity=_identity([(faces[0], left_listed), (faces[1], right_listed)]),
                   faces=faces, scryfall_id=sid, sources=("cockatrice",))
    paired = {part for n in seen for part in n.split(" // ")}
    for card in _singles({k: (_own_colours(f, listed), cmc, listed)
                          for k, (f, cmc, listed) in singles.items() if k not in paired}):
        yield replace(card, scryfall_id=ids.get(card.name))


def _singles(singles: dict[str, tuple[Face, float, tuple[str, ...]]]) -> Iterator[Card]:
    # result name -> its meld parts: the part that says "meld them into R", the card it names,
    # and any card whose reminder text says "Melds with" one of those parts.
    results: dict[str, list[str]] = {}
    for name, (face, _, _) in singles.items():
        m = _MELD_INTO.search(face.text)
        if m:
            parts = results.setdefault(m.group(1).strip(), [name])
            n = _NAMED.search(face.text)
            if n and n.group(1) in singles and n.group(1) not in parts:
                parts.append(n.group(1))
    for name, (face, _, _) in singles.items():
        m = _MELDS_WITH.search(face.text)
        for parts in results.values():
            if m and m.group(1) in parts and name not in parts:
                parts.append(name)
    part_of = {p: (result, parts) for result, parts in results.items() for p in parts}
    for name, (face, cmc, listed) in singles.items():
        ci = _identity([(face, listed)])
        if name in part_of:
            result, parts = part_of[name]
            partner = next((p for p in parts if p != name), None)
            back = singles.get(result, (None, 0, ()))[0]
            yield Card(name=name, layout="meld", mana_value=cmc or face.mana_value, color_identity=ci,
                       faces=(face,) + ((back,) if back else ()), meld_partner=partner, meld_result=result,
                       sources=("cockatrice",))
        elif name in results:
            yield Card(name=name, layout="meld", mana_value=cmc, color_identity=ci, faces=(face,),
                       meld_partner=" + ".join(results[name]), meld_result=name, sources=("cockatrice",))
        else:
            yield Card(name=name, layout="normal", mana_value=cmc or face.mana_value, color_identity=ci,
                       faces=(face,), sources=("cockatrice",))
