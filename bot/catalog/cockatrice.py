"""Cockatrice card database v4 XML importer.

Cockatrice lists each door of a Room as a card of its own; the two doors carry the same
Scryfall id in `<set picURL=...>`, which is how they pair up (in file order, left door first).
Meld parts are plain cards whose text says "meld them into X" / "Melds with X"."""

from __future__ import annotations

import logging
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

from bot.catalog.model import Card, Face, mana_value_of, split_type_line

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


def _face(el: ET.Element) -> tuple[Face, str | None, float]:
    prop = el.find("prop")
    get = (lambda tag: prop.findtext(tag)) if prop is not None else (lambda tag: None)
    type_line = (get("type") or "").replace(" - ", " — ")
    supertypes, types, subtypes = split_type_line(type_line)
    pt = get("pt")
    power, toughness = (pt.split("/", 1) if pt and "/" in pt else (None, None))
    colors = get("colors") or "".join(c.text or "" for c in prop.findall("color")) if prop is not None else ""
    cost = _cost(get("manacost"))
    s = el.find("set")
    m = _SCRYFALL_ID.search(s.get("picURL", "")) if s is not None else None
    face = Face(name=el.findtext("name", "").strip(), mana_cost=cost, mana_value=mana_value_of(cost),
                type_line=type_line, supertypes=supertypes, types=types, subtypes=subtypes,
                text=el.findtext("text") or "", power=power, toughness=toughness, loyalty=get("loyalty"),
                colors=tuple(c for c in "WUBRG" if c in (colors or "")), defense=None)
    return face, (m.group(1) if m else None), float(get("cmc") or 0)


def read(data: bytes) -> Iterator[Card]:
    root = ET.fromstring(data)
    faces: list[tuple[Face, str | None, float]] = [_face(el) for el in root.iter("card")]
    by_id: dict[str, list[tuple[Face, float]]] = {}
    for face, sid, cmc in faces:
        if sid:
            by_id.setdefault(sid, []).append((face, cmc))
    singles: dict[str, tuple[Face, float]] = {}
    for face, _, cmc in faces:
        singles.setdefault(face.name, (face, cmc))
    seen: set[str] = set()
    for sid, group in by_id.items():
        if len(group) != 2 or group[0][0].name == group[1][0].name:
            continue
        (left, cmc), (right, _) = group
        name = f"{left.name} // {right.name}"
        if name in seen:
            continue
        seen.add(name)
        colors = tuple(c for c in "WUBRG" if c in left.colors + right.colors)
        yield Card(name=name, layout="split", mana_value=cmc or left.mana_value + right.mana_value,
                   color_identity=colors, faces=(left, right), sources=("cockatrice",))
    paired = {part for n in seen for part in n.split(" // ")}
    yield from _singles({k: v for k, v in singles.items() if k not in paired})


def _singles(singles: dict[str, tuple[Face, float]]) -> Iterator[Card]:
    # result name -> its meld parts: the part that says "meld them into R", the card it names,
    # and any card whose reminder text says "Melds with" one of those parts.
    results: dict[str, list[str]] = {}
    for name, (face, _) in singles.items():
        m = _MELD_INTO.search(face.text)
        if m:
            parts = results.setdefault(m.group(1).strip(), [name])
            n = _NAMED.search(face.text)
            if n and n.group(1) in singles and n.group(1) not in parts:
                parts.append(n.group(1))
    for name, (face, _) in singles.items():
        m = _MELDS_WITH.search(face.text)
        for parts in results.values():
            if m and m.group(1) in parts and name not in parts:
                parts.append(name)
    part_of = {p: (result, parts) for result, parts in results.items() for p in parts}
    for name, (face, cmc) in singles.items():
        ci = face.colors
        if name in part_of:
            result, parts = part_of[name]
            partner = next((p for p in parts if p != name), None)
            back = singles.get(result, (None, 0))[0]
            yield Card(name=name, layout="meld", mana_value=cmc or face.mana_value, color_identity=ci,
                       faces=(face,) + ((back,) if back else ()), meld_partner=partner, meld_result=result,
                       sources=("cockatrice",))
        elif name in results:
            yield Card(name=name, layout="meld", mana_value=cmc, color_identity=ci, faces=(face,),
                       meld_partner=" + ".join(results[name]), meld_result=name, sources=("cockatrice",))
        else:
            yield Card(name=name, layout="normal", mana_value=cmc or face.mana_value, color_identity=ci,
                       faces=(face,), sources=("cockatrice",))
