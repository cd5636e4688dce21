"""Scryfall importer: the bulk "oracle_cards" file (card objects, one per Oracle card, multi-face
cards with `card_faces`) and the "rulings" file (ruling objects keyed by oracle_id), read one
object at a time (bot.catalog.bulk streams them); also single card objects and `list` objects as
the API returns them. Schema: https://scryfall.com/docs/api/cards."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace

from bot.catalog.model import (Card, Face, Ruling, certain_colours, colour_defining_ability, flipped_keeps_its_cost,
                               identity_colours_without_indicator, indicator_from_identity,
                               mana_value_of, split_type_line, wubrg)

log = logging.getLogger(__name__)


# Scryfall's layouts (https://scryfall.com/docs/api/layouts) this importer knows; an object of any
# other layout (front_card, and whatever comes next) is left out and counted, never guessed at.
KNOWN_LAYOUTS = {"normal", "split", "flip", "transform", "modal_dfc", "meld", "leveler", "class", "case", "saga",
                 "adventure", "mutate", "prototype", "battle", "planar", "scheme", "vanguard", "token",
                 "double_faced_token", "emblem", "augment", "host", "art_series", "reversible_card", "prepare"}


def _objects(doc: object) -> list | None:
    """The objects of a JSON array, a `list` object, or a single object."""
    if isinstance(doc, list):
        return doc
    if isinstance(doc, dict) and doc.get("object") == "list" and isinstance(doc.get("data"), list):
        return doc["data"]
    if isinstance(doc, dict) and doc.get("object") in ("card", "ruling"):
        return [doc]
    return None


def _first_is(doc: object, kind: str) -> bool:
    objs = _objects(doc)
    return bool(objs) and isinstance(objs[0], dict) and objs[0].get("object") == kind


def is_cards(doc: object) -> bool:
    return _first_is(doc, "card")


def is_rulings(doc: object) -> bool:
    return _first_is(doc, "ruling")


def is_bulk_index(doc: object) -> bool:
    return _first_is(doc, "bulk_data")


def card_objects(doc: object) -> list[dict]:
    return [o for o in _objects(doc) or () if isinstance(o, dict)]


def rulings_by_oracle_id(doc: Iterable[dict]) -> dict[str, list[Ruling]]:
    out: dict[str, list[Ruling]] = {}
    for r in _objects(doc) if isinstance(doc, (list, dict)) else doc:
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
    # The rules decide a face's colours, not Scryfall's `colors` field, which disagrees with its other
    # fields on some objects: its mana cost's colours and its colour indicator's (202.2, 204), or those
    # a colour-defining ability gives it (604.3). Scryfall gives `color_indicator` wherever it knows
    # one, so a face without it has none (Awaken the Maelstrom: no cost, no indicator, `colors` WUBRG:
    # colourless) -- except a card object of its own whose colour identity has a colour nothing printed
    # on it explains: only an indicator can (903.4; Brisela: `colors` [], identity W: white).
    if not face.color_indicator and not cost and obj is card and colour_defining_ability(face) is None:
        identity, printed = set(card.get("color_identity") or ()), identity_colours_without_indicator(face)
        if identity - set(printed):
            face = replace(face, color_indicator=indicator_from_identity(identity, printed) or ())
    return replace(face, colors=certain_colours(face))


def read(cards: Iterable[dict], rulings: dict[str, list[Ruling]] | None = None,
         by_name: dict[str, dict] | None = None, skipped: Counter | None = None) -> Iterator[Card]:
    """Cards from card objects, read one at a time (`cards` may be a stream). Objects in another
    language than English and objects of a layout this importer does not know are left out, each
    counted in `skipped` ("lang:ja", "layout:front_card"). A meld card waits for the end, where its
    melded card's object is known (`by_name` gives more of them)."""
    rulings = rulings or {}
    skipped = skipped if skipped is not None else Counter()
    melds: list[dict] = []
    index: dict[str, dict] = dict(by_name or {})
    for c in cards:
        if not isinstance(c, dict) or c.get("object") != "card":
            skipped["not a card"] += 1
            continue
        if c.get("lang", "en") != "en":  # before anything reads its (printed, translated) names
            skipped[f"lang:{c.get('lang')}"] += 1
            continue
        layout = c.get("layout", "normal")
        if layout not in KNOWN_LAYOUTS:
            skipped[f"layout:{layout}"] += 1
            continue
        if layout == "meld":
            melds.append(c)
            index.setdefault(c.get("name"), c)
            continue
        card = _card(c, rulings, index)
        if card is not None:
            yield card
        else:
            skipped["malformed"] += 1
    for c in melds:
        card = _card(c, rulings, index)
        if card is not None:
            yield card
        else:
            skipped["malformed"] += 1
    for why, n in sorted(skipped.items()):
        log.info("Scryfall objects left out: %d %s", n, why)


def _card(c: dict, rulings: dict[str, list[Ruling]], index: dict[str, dict]) -> Card | None:
    try:
        return _card_of(c, rulings, index)
    except (KeyError, TypeError, AttributeError, ValueError) as e:
        log.warning("Scryfall object %s left out: %s: %s", c.get("id") or c.get("name"), type(e).__name__, e)
        return None


def _card_of(c: dict, rulings: dict[str, list[Ruling]], index: dict[str, dict]) -> Card:
    layout = c.get("layout", "normal")
    face_objs = c.get("card_faces") or []
    faces = [_face(f, c) for f in face_objs] if face_objs else [_face(c, c)]
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
    # A reversible card keeps `cmc` and `oracle_id` on its faces, not on the card object.
    oracle_id = c.get("oracle_id") or next((f.get("oracle_id") for f in face_objs if f.get("oracle_id")), None)
    cmc = c.get("cmc")
    if cmc is None:
        cmc = next((f.get("cmc") for f in face_objs if f.get("cmc") is not None), None)
    return Card(name=c["name"], layout=layout, mana_value=float(cmc or 0),
                color_identity=tuple(c.get("color_identity") or ()), faces=tuple(faces),
                rulings=tuple(sorted(rulings.get(oracle_id or "", ()), key=lambda r: (r.date, r.text))),
                oracle_id=oracle_id, meld_partner=partner, meld_result=result, scryfall_id=c.get("id"),
                sources=("scryfall",), edhrec_rank=_rank(c.get("edhrec_rank")))


def _rank(value) -> int | None:
    return value if isinstance(value, int) and value > 0 else None
