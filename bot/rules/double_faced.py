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

import re

from bot.catalog.model import Card, Face
from bot.rules.characteristics import MELD, MODAL, NONMODAL, without_reminder  # noqa: F401  (layouts re-exported)
from bot.rules.objects import GameObject
from bot.rules.vocabulary import Zone


def is_instant_or_sorcery(face: Face) -> bool:
    return "Instant" in face.types or "Sorcery" in face.types


def is_permanent_face(face: Face) -> bool:
    return not is_instant_or_sorcery(face) and bool(face.types)


def is_land(face: Face) -> bool:
    return "Land" in face.types


def has_keyword(face: Face, word: str) -> bool:
    """Whether the face itself has the keyword. Its own text decides when it has text: some sources list
    the whole card's keywords on every face (Rahilda's night face is not daybound)."""
    w = word.casefold()
    if face.text:
        for line in face.text.splitlines():
            for part in line.split(","):
                if part.strip().casefold().startswith(w):
                    return True
        return False
    return any(k.casefold() == w for k in face.keywords)


def card_has_keyword(card, word: str) -> bool:
    """Whether any face of the card has the keyword (suspend, kicker, replicate, storm …), as has_keyword reads it."""
    return any(has_keyword(f, word) for f in card.faces)


def daybound_or_nightbound(obj: GameObject) -> str | None:
    """'daybound'/'nightbound' if the face that is up has that keyword."""
    if obj.melded_with is not None or not obj.card.faces:
        return None
    face = obj.card.faces[obj.face_up] if obj.face_up < len(obj.card.faces) else obj.card.faces[0]
    for kw in ("daybound", "nightbound"):
        if has_keyword(face, kw):
            return kw
    return None


_CAST_TRANSFORMED = re.compile(
    r"you may cast (?:this card|it|~)(?: from (?:your |a )?(graveyard|hand|exile|library))? transformed"
    r"|cast (?:this card|it|~) transformed(?: from (?:your |a )?(graveyard|hand|exile|library))?", re.I)


def cast_transformed_allowance(card: Card) -> tuple[str, str | None] | None:
    """What lets this card be cast transformed (712.11a, 712.11d), and from which zone: disturb (from the
    graveyard), or a sentence of its front face that lets you cast it transformed (its zone, or None
    when the sentence doesn't say). Reminder text doesn't count: a Siege's "cast it transformed" is
    the intrinsic ability of a defeated battle (310.11b), not an allowance to cast it from anywhere."""
    front = card.faces[0]
    if card.layout != NONMODAL:
        return None
    if has_keyword(front, "disturb"):
        return "disturb", "graveyard"
    text = without_reminder(front.text or "")
    for sentence in re.split(r"(?<=[.!])\s+|\n", text):
        m = _CAST_TRANSFORMED.search(sentence)
        if m:
            zone = m.group(1) or m.group(2)
            return sentence.strip(), zone.casefold() if zone else None
    return None


def transform_check(obj: GameObject, cites, *, by_daynight: bool = False) -> tuple | None:
    """Why transforming this permanent does nothing, or None if it transforms.

    Returns (result, reason, citation keys), and for a refusal said as data (Outcome.said) that too.
    """
    card = obj.card
    if obj.zone != "battlefield":
        # Not an effect that finds nothing to do: a card in a hand, library, graveyard, exile or on the stack
        # can't be transformed at all, so a story that says it transforms can't go on as told.
        return ("not allowed", f"only permanents transform and it is {Zone(obj.zone).phrase}",
                ["transform.def"], ("step_transform_not_permanent", {"zone": obj.zone}))
    if obj.melded_with is not None and obj.is_copy:
        return ("not modelled", "it is a copy of a melded permanent, and the rules don't say what its other face "
                "would be", ["copy.dfc"])
    if obj.melded_with is not None or card.layout == MELD:
        key = "dfc.meld_no_transform" if cites.has("dfc.meld_no_transform") else "dfc.who_transforms"
        what = "a melded permanent" if obj.melded_with is not None else "a meld card"
        return "nothing happens", f"it is {what}, and meld cards can't transform", [key]
    if not obj.double_faced:
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
