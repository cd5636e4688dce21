"""Double-faced cards: transforming (nonmodal), modal, meld, and cards cast transformed.

- In every zone but the battlefield and the stack a double-faced card has only its front
  face's characteristics (712.8a); a meld card on the stack too (712.8b).
- A spell or permanent has the characteristics of the face that is up (712.8c-f). A
  nonmodal card with its back face up (transformed, or cast transformed with disturb) has
  its front face's mana value (712.8c, 712.8e, 202.3b); a copy of a back face has mana
  value 0. A modal card's face has its own mana value.
- A melded permanent has the melded face's characteristics and the sum of its two front
  faces' mana values; a copy of it has mana value 0 (712.8g, 202.3c). It leaves the
  battlefield as two cards (712.21).
- Transforming turns the permanent over; it stays the same object (712.18). Nothing
  happens if it is not represented by a double-faced card (701.27c), if it is a meld card
  (712.4c), if the face it would turn into is an instant or sorcery (712.10), or if it has
  daybound/nightbound (702.145b/e: only those abilities transform it). A modal DFC may
  transform only under editions that say so (2026's 712.9); otherwise nothing happens.
"""

from __future__ import annotations

from bot.catalog.model import Card, Face, mana_value_of
from bot.rules.objects import Characteristics, GameObject, single_face

NONMODAL = "transform"
MODAL = "modal_dfc"
MELD = "meld"


def is_instant_or_sorcery(face: Face) -> bool:
    return "Instant" in face.types or "Sorcery" in face.types


def is_permanent_face(face: Face) -> bool:
    return not is_instant_or_sorcery(face) and bool(face.types)


def is_land(face: Face) -> bool:
    return "Land" in face.types


def has_keyword(face: Face, word: str) -> bool:
    w = word.casefold()
    if any(k.casefold() == w for k in face.keywords):
        return True
    return any(line.strip().casefold().startswith(w) for line in (face.text or "").splitlines())


def daybound_or_nightbound(obj: GameObject) -> str | None:
    """'daybound'/'nightbound' if the face that is up has that keyword."""
    if obj.melded_with is not None or not obj.card.faces:
        return None
    face = obj.card.faces[obj.face_up] if obj.face_up < len(obj.card.faces) else obj.card.faces[0]
    for kw in ("daybound", "nightbound"):
        if has_keyword(face, kw):
            return kw
    return None


def can_be_cast_transformed(card: Card) -> str | None:
    """The ability of the front face that lets the card be cast transformed (disturb and the like)."""
    front = card.faces[0]
    if has_keyword(front, "disturb"):
        return "disturb"
    if "cast" in (front.text or "").casefold() and "transformed" in (front.text or "").casefold():
        return "its front face"
    return None


def characteristics(obj: GameObject, cites) -> Characteristics:
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
    # A nonmodal double-faced object with its back face up.
    keys = ["dfc.spell_face" if obj.zone == "stack" else "dfc.back_up", "mv.back_face"]
    if obj.is_copy and obj.copy_kind == "permanent":
        return single_face(up, mana_value=0.0, keys=keys)
    return single_face(up, mana_value=mana_value_of(faces[0].mana_cost), keys=keys)


def transform_check(obj: GameObject, cites, *, by_daynight: bool = False) -> tuple[str, str, list[str]] | None:
    """Why transforming this permanent does nothing, or None if it transforms.

    Returns (result, reason, citation keys).
    """
    card = obj.card
    if obj.zone != "battlefield":
        return ("nothing happens", f"only permanents transform and it is in the {obj.zone}",
                ["transform.def"])
    if obj.melded_with is not None or card.layout == MELD:
        key = "dfc.meld_no_transform" if cites.has("dfc.meld_no_transform") else "dfc.who_transforms"
        what = "a melded permanent" if obj.melded_with is not None else "a meld card"
        return "nothing happens", f"it is {what}, and meld cards can't transform", [key]
    if obj.copy_kind == "permanent" or not card.is_double_faced:
        return ("nothing happens", "it isn't represented by a double-faced card",
                ["transform.not_dfc", "dfc.who_transforms"])
    if obj.token:
        rule = cites.cited("dfc.who_transforms")
        if rule is None or "token" not in rule.text.casefold():
            return ("nothing happens", "it is a token, and under these rules only permanents represented "
                    "by double-faced cards transform", ["dfc.who_transforms"])
    if card.layout == MODAL and not cites.has("dfc.mdfc_transforms"):
        return ("nothing happens", "it is a modal double-faced card, and under these rules only "
                "transforming double-faced cards can transform", ["dfc.who_transforms"])
    target = card.faces[1 - obj.face_up]
    if is_instant_or_sorcery(target):
        return ("nothing happens", f"the face it would transform into ({target.name}) is an instant or "
                "sorcery face", ["dfc.instant_face"])
    kw = daybound_or_nightbound(obj)
    if kw and not by_daynight:
        key = "daybound.def" if kw == "daybound" else "nightbound.def"
        return "nothing happens", f"it has {kw}, so it can't transform except due to its {kw} ability", [key]
    return None


def transform_keys(card: Card, cites) -> list[str]:
    keys = ["transform.def", "dfc.same_object"]
    if card.layout == MODAL and cites.has("dfc.mdfc_transforms"):
        keys.append("dfc.mdfc_transforms")
    return keys


def face_index(card: Card, word: str) -> int | None:
    """Which face a step names: 'front'/'back', 'transformed', or (part of) a face name."""
    w = word.strip().casefold()
    if w in ("front", "front face", "day", "a"):
        return 0
    if w in ("back", "back face", "transformed", "night", "b"):
        return 1
    for i, f in enumerate(card.faces):
        if f.name.casefold() == w:
            return i
    short = [i for i, f in enumerate(card.faces) if f.name.split(",")[0].casefold() == w]
    if len(short) == 1:  # a legendary name's short form: "Emeria" for "Emeria, Shattered Skyclave"
        return short[0]
    hits = [i for i, f in enumerate(card.faces) if w and w in f.name.casefold()]
    return hits[0] if len(hits) == 1 else None


def is_meld_pair(card: Card, other: Card) -> bool:
    if card.layout != MELD or other.layout != MELD or not card.meld_partner:
        return False
    names = {other.name.casefold(), other.faces[0].name.casefold()}
    return (card.meld_partner.casefold() in names
            and (card.meld_result or "").casefold() == (other.meld_result or "").casefold())
