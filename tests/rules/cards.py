"""Real cards for the rules tests, read in place from ../shared/data (nothing is copied).

Used when the catalog's `real_card` fixture (tests/conftest.py) is not available: MTGJSON
per-set files for double-faced and meld cards, Cockatrice DSK.xml for Rooms.
"""

from __future__ import annotations

import functools
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from bot.catalog.model import Card, Face, colors_of, mana_value_of, split_type_line

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
if not DATA.exists():
    DATA = Path("/work/shared/data")
RULES = DATA / "rules"
SETS = ["ISD", "DKA", "SOI", "EMN", "MID", "VOW", "NEO", "ZNR", "KHM", "STX"]


@functools.lru_cache(maxsize=None)
def _set(code: str) -> list[dict]:
    return json.loads((DATA / "mtgjson" / f"{code}.json").read_text(encoding="utf-8"))["data"]["cards"]


def _face(e: dict) -> Face:
    cost = e.get("manaCost")
    return Face(
        name=e.get("faceName") or e["name"],
        mana_cost=cost,
        mana_value=float(e.get("faceManaValue", mana_value_of(cost)) if cost else 0.0),
        type_line=e["type"],
        supertypes=tuple(e.get("supertypes", ())),
        types=tuple(e.get("types", ())),
        subtypes=tuple(e.get("subtypes", ())),
        text=e.get("text", ""),
        power=e.get("power"),
        toughness=e.get("toughness"),
        loyalty=e.get("loyalty"),
        colors=tuple(e.get("colors", ())),
        keywords=tuple(e.get("keywords", ())),
        color_indicator=tuple(e.get("colorIndicator", ())),
    )


def _mtgjson(name: str) -> Card | None:
    want = name.casefold()
    for code in SETS:
        entries = [e for e in _set(code)
                   if e["name"].casefold() == want or (e.get("faceName") or "").casefold() == want
                   and e.get("side") == "a"]
        if not entries:
            continue
        full = entries[0]["name"]
        sides: dict[str, dict] = {}
        layout = entries[0]["layout"]
        if layout == "meld":
            a = entries[0]
            result_name = full.split(" // ")[1]
            result = next(e for e in _set(code) if e["name"] == result_name)
            partner = next(e for e in _set(code) if e["layout"] == "meld" and e.get("side") == "a"
                           and e["name"].endswith(" // " + result_name) and e["name"] != full)
            return Card(name=a["faceName"], layout="meld", mana_value=float(a["manaValue"]),
                        color_identity=tuple(a.get("colorIdentity", ())), faces=(_face(a), _face(result)),
                        meld_partner=partner["faceName"], meld_result=result_name)
        for e in _set(code):
            if e["name"] == full and e.get("side", "a") not in sides:
                sides[e.get("side", "a")] = e
        faces = tuple(_face(sides[s]) for s in sorted(sides))
        first = sides[sorted(sides)[0]]
        return Card(name=full, layout=layout, mana_value=float(first["manaValue"]),
                    color_identity=tuple(first.get("colorIdentity", ())), faces=faces)
    return None


def _braces(cost: str | None) -> str | None:
    if not cost:
        return None
    if "{" in cost:
        return cost
    return "".join("{" + t + "}" for t in re.findall(r"\d+|[A-Z]", cost))


@functools.lru_cache(maxsize=None)
def _rooms() -> dict[str, Card]:
    out: dict[str, Card] = {}
    for fname in ("DSK.xml", "DSC.xml"):
        root = ET.parse(DATA / "cockatrice" / fname).getroot()
        by_id: dict[str, list] = {}
        for c in root.iter("card"):
            t = c.findtext("prop/type") or ""
            if "Room" not in t:
                continue
            pic = c.find("set").get("picURL", "")
            m = re.search(r"/([0-9a-f-]{36})\.jpg", pic)
            if not m:
                continue
            by_id.setdefault(m.group(1), [])
            if c.findtext("name") not in [x.findtext("name") for x in by_id[m.group(1)]]:
                by_id[m.group(1)].append(c)
        for doors in by_id.values():
            if len(doors) != 2:
                continue
            faces = []
            for d in doors:
                cost = _braces(d.findtext("prop/manacost"))
                sup, types, subs = split_type_line(d.findtext("prop/type"))
                faces.append(Face(name=d.findtext("name"), mana_cost=cost, mana_value=mana_value_of(cost),
                                  type_line=d.findtext("prop/type"), supertypes=sup, types=types,
                                  subtypes=subs, text=d.findtext("text") or "", colors=colors_of(cost)))
            name = " // ".join(f.name for f in faces)
            ident = tuple(c for c in "WUBRG" if any(c in f.colors for f in faces))
            out.setdefault(name.casefold(), Card(name=name, layout="split",
                                                 mana_value=float(doors[0].findtext("prop/cmc") or 0),
                                                 color_identity=ident, faces=tuple(faces)))
    return out


@functools.lru_cache(maxsize=None)
def build(name: str) -> Card:
    room = _rooms().get(name.casefold())
    if room is not None:
        return room
    for key, card in _rooms().items():
        if name.casefold() in key.split(" // "):
            return card
    card = _mtgjson(name)
    if card is None:
        from bot.errors import QueryError

        raise QueryError("not_found", f"No card named {name!r} in the test data.")
    return card
