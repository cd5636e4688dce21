"""Importer for the oracle corpus list (MTGJSON-style keys, one entry per Oracle card).

It covers the whole modern pool but is lossy for multi-face cards: only the first face's cost
and text are kept. Back faces of some transforming cards come as entries of their own
(`"face": "back", "front": NAME`), which are joined to their front here."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import replace

from bot.catalog.model import (Card, Face, certain_colours, colors_of, colour_defining_ability,
                               identity_colours_without_indicator, indicator_from_identity, mana_value_of)

log = logging.getLogger(__name__)


def is_corpus(doc: object) -> bool:
    return (isinstance(doc, list) and bool(doc) and isinstance(doc[0], dict)
            and "manaCost" in doc[0] and "object" not in doc[0])


def _face(e: dict, name: str) -> Face:
    cost = e.get("manaCost") or None
    face = Face(name=name, mana_cost=cost, mana_value=mana_value_of(cost), type_line=e.get("type") or "",
                supertypes=tuple(e.get("supertypes") or ()), types=tuple(e.get("types") or ()),
                subtypes=tuple(e.get("subtypes") or ()), text=e.get("text") or "", power=e.get("power"),
                toughness=e.get("toughness"), loyalty=e.get("loyalty"), keywords=tuple(e.get("keywords") or ()),
                colors=colors_of(cost), color_indicator=() if cost else None)
    return face if colour_defining_ability(face) is None else replace(face, colors=certain_colours(face))


def _bare_face(name: str) -> Face:
    # Lossy source: only the face's name is known.
    return Face(name=name, mana_cost=None, mana_value=0.0, type_line="", color_indicator=None)


def _indicators(faces: list[Face], identity: tuple[str, ...], bare: bool) -> tuple[Face, ...]:
    """The list has no colours, only colour identities (the whole card's), so a face with no mana
    cost has an unknown indicator unless the identity settles it (rule 903.4): an empty identity
    means no indicator; a face that alone could carry an indicator has exactly the identity's
    colours that nothing printed explains, when nothing printed explains any of them."""
    unknown = [i for i, f in enumerate(faces) if f.color_indicator is None]
    if not identity:
        settled = {i: () for i in unknown}
    elif len(unknown) == 1 and not bare:
        printed = [c for f in faces for c in identity_colours_without_indicator(f)]
        settled = {unknown[0]: indicator_from_identity(identity, printed)}
    else:
        return tuple(faces)
    out = list(faces)
    for i, indicator in settled.items():
        out[i] = replace(out[i], color_indicator=indicator)
        out[i] = replace(out[i], colors=certain_colours(out[i]))
    return tuple(out)


def read(doc: list[dict]) -> Iterator[Card]:
    backs = {e["front"]: e for e in doc if e.get("face") == "back" and e.get("front")}
    # A melded card is also listed on its own: its face is the meld parts' back face.
    backs.update({e["name"]: e for e in doc if e.get("layout") == "meld" and " // " not in e["name"]})
    for e in doc:
        if e.get("face") == "back":
            continue
        layout = e.get("layout") or "normal"
        ci = tuple(e.get("colorIdentity") or ())
        name = e["name"]
        front_name, _, back_name = name.partition(" // ")
        back_name = back_name or e.get("back") or ""
        faces = [_face(e, front_name)]
        bare = False
        if back_name:
            back = backs.get(front_name) or (backs.get(back_name) if layout == "meld" else None)
            faces.append(_face(back, back_name) if back else _bare_face(back_name))
            bare = back is None
        partner = result = None
        if layout == "meld":
            if back_name:
                name, result = front_name, back_name
            else:
                result = name
        full_name = name if layout == "meld" else (f"{front_name} // {back_name}" if back_name else name)
        mana_value = mana_value_of(e.get("manaCost"))
        yield Card(name=full_name, layout=layout, mana_value=mana_value, color_identity=ci,
                   faces=_indicators(faces, ci, bare),
                   meld_partner=partner, meld_result=result, sources=("corpus",))
