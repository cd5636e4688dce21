"""Scryfall bulk data importer: the "oracle_cards" file (a JSON list of card objects, one per
Oracle card, multi-face cards with `card_faces`) and the "rulings" file (a JSON list of ruling
objects keyed by oracle_id). Schema: https://scryfall.com/docs/api/cards."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import replace

from bot.catalog.model import (Card, Face, Ruling, certain_colours, colour_defining_ability, flipped_keeps_its_cost,
                               mana_value_of, split_type_line, wubrg)

log = logging.getLogger(__name__)


def is_cards(doc: object) -> bool:
    return isinstance(doc, list) and bool(doc) and isinstance(doc[0], dict) and doc[0].get("object") == "card"


def is_rulings(doc: object) -> bool:
    return isinstance(doc, list) and bool(doc) and isinstance(doc[0], dict) and doc[0].get("object") == "ruling"


def rulings_by_oracle_id(doc: list[dict]) -> dict[str, list[Ruling]]:
    out: dict[str, list[Ruling]] = {}
    for r in doc:
        if r.get("oracle_id") and r.get("comment"):
            out.setdefault(r["oracle_id"], []).append(Ruling(r.get("published_at", ""), r["comment"]))
    return out


def _face(obj: dict, card: dict) -> Face:
    cost = obj.get("mana_cost") or None
    type_line = obj.get("type_line") or ""
    supertypes, types, subtypes = split_type_line(type_line)
    # A face's own colours, never the card's: Scryfall gives `colors` on the card object for split
    # cards, Rooms and adventurers (the whole card's) and `color_indicator` wherever there is one.
    face = Face(name=obj["name"], mana_cost=cost, mana_value=mana_value_of(cost), type_line=type_line,
                supertypes=supertypes, types=types, subtypes=subtypes, text=obj.get("oracle_text") or "",
                power=obj.get("power"), toughness=obj.get("toughness"), loyalty=obj.get("loyalty"),
                keywords=tuple(card.get("keywords") or ()),
                japanese_name=obj.get("printed_name") if card.get("lang") == "ja" else None,
                defense=obj.get("defense"), color_indicator=wubrg(obj.get("color_indicator") or ()))
    own = wubrg(obj.get("colors") or ())  # a face object has `colors` only when they are its own
    if not face.color_indicator and not cost and own and colour_defining_ability(face) is None:
        face = replace(face, color_indicator=own)  # no cost, no such ability: only an indicator colours it
    return replace(face, colors=certain_colours(face))


def read(cards: list[dict], rulings: dict[str, list[Ruling]] | None = None,
         by_name: dict[str, dict] | None = None) -> Iterator[Card]:
    """`by_name` lets a meld part find its melded card's object (from `all_parts`)."""
    rulings = rulings or {}
    index = by_name if by_name is not None else {c.get("name"): c for c in cards if isinstance(c, dict)}
    for c in cards:
        if c.get("object") != "card" or c.get("lang", "en") != "en":
            continue
        layout = c.get("layout", "normal")
        faces = [_face(f, c) for f in c["card_faces"]] if c.get("card_faces") else [_face(c, c)]
        faces = flipped_keeps_its_cost(layout, faces)
        partner = result = None
        if layout == "meld":
            parts = c.get("all_parts") or []
            result = next((p["name"] for p in parts if p.get("component") == "meld_result"), None)
            others = [p["name"] for p in parts if p.get("component") == "meld_part" and p["name"] != c["name"]]
            if result and result != c["name"]:
                partner = others[0] if others else None
                if result in index:
                    faces.append(_face(index[result], index[result]))
            else:
                partner = " + ".join(others) or None
        oracle_id = c.get("oracle_id")
        yield Card(name=c["name"], layout=layout, mana_value=float(c.get("cmc") or 0),
                   color_identity=tuple(c.get("color_identity") or ()), faces=tuple(faces),
                   rulings=tuple(sorted(rulings.get(oracle_id or "", ()), key=lambda r: (r.date, r.text))),
                   oracle_id=oracle_id, meld_partner=partner, meld_result=result, scryfall_id=c.get("id"),
                   sources=("scryfall",))
