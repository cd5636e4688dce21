"""MTGJSON v5 importer: per-set files ({"data": {"cards": [...]}}) and AtomicCards
({"data": {name: [face, ...]}}). MTGJSON has one entry per face; entries of one card share
its full name, and a meld card's melded face is an entry of its own."""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import replace

from bot.catalog.model import (Card, Face, Ruling, certain_colours, colour_defining_ability, flipped_keeps_its_cost,
                               identity_colours_without_indicator, indicator_from_identity, mana_value_of, wubrg)

log = logging.getLogger(__name__)


def is_set_file(doc: object) -> bool:
    return isinstance(doc, dict) and isinstance(doc.get("data"), dict) and "cards" in doc["data"]


def is_atomic_file(doc: object) -> bool:
    if not (isinstance(doc, dict) and isinstance(doc.get("data"), dict) and "cards" not in doc["data"]):
        return False
    first = next(iter(doc["data"].values()), None)
    return isinstance(first, list) and bool(first) and isinstance(first[0], dict) and "layout" in first[0]


def read(doc: dict) -> Iterator[Card]:
    if is_set_file(doc):
        yield from cards_from_entries(doc["data"]["cards"])
    else:
        yield from cards_from_entries(e for faces in doc["data"].values() for e in faces)


def japanese_names(members: Iterable[tuple[str, object]]) -> tuple[dict[str, str], int]:
    """{face name: Japanese name} from the members of an MTGJSON file's "data", read one at a time
    (bot.catalog.bulk.data_members): AtomicCards (card name -> its face entries), a set file
    ("cards" -> entries) or AllPrintings (set code -> a set with "cards"). Also how many card
    entries were seen, so that a file of some other JSON can be told from one without Japanese."""
    names: dict[str, str] = {}
    entries_seen = 0
    for _, value in members:
        if isinstance(value, dict) and isinstance(value.get("cards"), list):
            value = value["cards"]
        if not isinstance(value, list):
            continue
        for entry in value:
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                continue
            entries_seen += 1
            face = entry.get("faceName") or entry["name"]
            ja = _japanese_face(entry)
            if ja and isinstance(face, str):
                names.setdefault(face, ja)
    return names, entries_seen


def _japanese_face(entry: dict) -> str | None:
    """This face's Japanese name: the foreign entry's faceName, or its part of the whole card's
    Japanese name ("A // B") by the face's side (a, b, ...)."""
    for fd in entry.get("foreignData") or ():
        if not isinstance(fd, dict) or fd.get("language") != "Japanese":
            continue
        if isinstance(fd.get("faceName"), str) and fd["faceName"]:
            return fd["faceName"]
        name = fd.get("name")
        if not isinstance(name, str) or not name:
            continue
        if " // " in name and " // " in entry.get("name", ""):
            parts = name.split(" // ")
            side = entry.get("side") or "a"
            position = ord(side[0]) - ord("a") if isinstance(side, str) and side else 0
            return parts[position] if 0 <= position < len(parts) else None
        return name
    return None


def _japanese(entry: dict) -> str | None:
    for fd in entry.get("foreignData") or ():
        if fd.get("language") == "Japanese" and fd.get("name"):
            return fd["name"]
    return None


def _indicator(entry: dict, face: Face, own_card: bool) -> tuple[str, ...] | None:
    """The face's colour indicator. MTGJSON gives `colorIndicator` when it knows one; this data
    (5.2.0) leaves it out on some faces with no mana cost whose `colors` still show it (the
    Kamigawa Saga creatures), and gives the melded cards neither (Brisela: colors [], identity
    W). A face with a mana cost has none."""
    if entry.get("colorIndicator"):
        return wubrg(entry["colorIndicator"])
    if face.mana_cost:
        return ()
    colours = wubrg(entry.get("colors") or ())
    if colour_defining_ability(face) is not None:
        return None  # its colours are the ability's; whether it also has an indicator is not said
    if colours:
        return colours  # no cost, no colour-defining ability: only an indicator gives colours
    identity, printed = set(entry.get("colorIdentity") or ()), identity_colours_without_indicator(face)
    if own_card and identity - set(printed):
        # A colour of its own identity that nothing printed explains: the indicator MTGJSON left out.
        return indicator_from_identity(identity, printed)
    return ()


def _face(entry: dict, position: int, own_card: bool = False) -> Face:
    """`own_card`: the entry is a card of its own (not a face of a double-faced card), so its
    colour identity is its own."""
    cost = entry.get("manaCost") or None
    ja = _japanese(entry)
    if ja and " // " in ja:  # MTGJSON gives the card's whole Japanese name on every face
        parts = ja.split(" // ")
        ja = parts[position] if position < len(parts) else None
    face = Face(
        name=entry.get("faceName") or entry["name"],
        mana_cost=cost,
        mana_value=mana_value_of(cost),
        type_line=entry.get("type", ""),
        supertypes=tuple(entry.get("supertypes") or ()),
        types=tuple(entry.get("types") or ()),
        subtypes=tuple(entry.get("subtypes") or ()),
        text=entry.get("text") or "",
        power=entry.get("power"),
        toughness=entry.get("toughness"),
        loyalty=entry.get("loyalty"),
        keywords=tuple(entry.get("keywords") or ()),
        japanese_name=ja,
        defense=entry.get("defense"),
    )
    face = replace(face, color_indicator=_indicator(entry, face, own_card))
    return replace(face, colors=certain_colours(face))


def _scryfall_id(entry: dict) -> str | None:
    return (entry.get("identifiers") or {}).get("scryfallId")


def _rulings(entries: Iterable[dict]) -> tuple[Ruling, ...]:
    seen: dict[tuple[str, str], None] = {}
    for e in entries:
        for r in e.get("rulings") or ():
            seen[(r["date"], r["text"])] = None
    return tuple(Ruling(d, t) for d, t in sorted(seen))


def _rank(entries: list[dict]) -> int | None:
    """EDHREC's rank of the card (MTGJSON's edhrecRank; the best its entries give)."""
    ranks = [e["edhrecRank"] for e in entries if isinstance(e.get("edhrecRank"), int) and e["edhrecRank"] > 0]
    return min(ranks, default=None)


def cards_from_entries(entries: Iterable[dict]) -> Iterator[Card]:
    by_name: dict[str, list[dict]] = defaultdict(list)
    for e in entries:
        if e.get("isFunny") or e.get("layout") in ("token", "double_faced_token"):
            continue
        by_name[e["name"]].append(e)
    # Printings of one card in several sets: keep one entry per side.
    for name, group in by_name.items():
        sides: dict[str, dict] = {}
        for e in group:
            sides.setdefault(e.get("side") or "a", e)
        ordered = [sides[s] for s in sorted(sides)]
        first = ordered[0]
        layout = first.get("layout", "normal")
        if layout == "meld":
            yield _meld_card(name, ordered, by_name)
            continue
        yield Card(
            name=name,
            layout=layout,
            mana_value=float(first.get("manaValue") or 0),
            color_identity=tuple(first.get("colorIdentity") or ()),
            faces=tuple(flipped_keeps_its_cost(layout, [_face(e, i, own_card=len(ordered) == 1)
                                                         for i, e in enumerate(ordered)])),
            rulings=_rulings(group),
            oracle_id=(first.get("identifiers") or {}).get("scryfallOracleId"),
            scryfall_id=_scryfall_id(first),
            sources=("mtgjson",),
            edhrec_rank=_rank(group),
        )


def _meld_card(name: str, ordered: list[dict], by_name: dict[str, list[dict]]) -> Card:
    """A meld part ('Bruna, the Fading Light // Brisela, ...', side a) gets the melded face as its
    back; the melded card ('Brisela, Voice of Nightmares', side b) is a card of its own."""
    first = ordered[0]
    parts = first.get("cardParts") or []
    if first.get("side", "a") == "a" and " // " in name:
        front_name, result_name = name.split(" // ", 1)
        result_entries = by_name.get(result_name) or []
        faces = [_face(first, 0)]
        if result_entries:
            faces.append(_face(result_entries[0], 1, own_card=True))
        partner = next((p for p in parts if p not in (front_name, result_name)), None)
        return Card(name=front_name, layout="meld", mana_value=float(first.get("manaValue") or 0),
                    color_identity=tuple(first.get("colorIdentity") or ()), faces=tuple(faces),
                    rulings=_rulings([first]), oracle_id=(first.get("identifiers") or {}).get("scryfallOracleId"),
                    scryfall_id=_scryfall_id(first), meld_partner=partner, meld_result=result_name, sources=("mtgjson",),
                    edhrec_rank=_rank([first]))
    face = _face(first, 0, own_card=True)
    fronts = [p for p in parts if p != name]
    return Card(name=name, layout="meld", mana_value=float(first.get("manaValue") or 0),
                color_identity=tuple(first.get("colorIdentity") or ()), faces=(face,),
                rulings=_rulings(ordered), oracle_id=(first.get("identifiers") or {}).get("scryfallOracleId"),
                scryfall_id=_scryfall_id(first), meld_partner=" + ".join(fronts) or None, meld_result=name, sources=("mtgjson",),
                edhrec_rank=_rank(ordered))
