"""Damage dealt to the followed object by another card ("damage" effects, read.py): what 120.3 makes of it.

A creature is marked with the damage (120.3e); once the damage marked on it is at least its toughness it has been dealt
lethal damage and is destroyed as a state-based action (120.6, 704.5g), which the move to its owner's graveyard carries
out (act.py's `_carry_out`, the path a destroy takes: a transformed permanent is put there as a card with its front
face's characteristics, a melded one as two cards, a disturb back face exiled by its own replacement). The toughness is
the face up's, as printed (the characteristics computed in one place), with the damage the story already marked on the
object (kept on `GameObject.damage` until it leaves; the story is taken as one turn, so no cleanup step removes it).
What the story doesn't tell — counters, anthems, prevention, regeneration, indestructible given by another card — is
said as assumed, never guessed silently.

A planeswalker loses loyalty counters (120.3c) and a battle defense counters (120.3h, 310.6): the steps keep neither, so
those are "not modelled", saying what would decide it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.rules.checks import _keyword, _typeline
from bot.rules.effects.model import Effect
from bot.rules.outcome import Outcome, Result
from bot.rules.steps import Step

ASSUMED = ("nothing else changes its toughness (no +1/+1 or -1/-1 counters, anthems or other effects), no other card "
           "gives it indestructible or regenerates it, and none of the damage is prevented")
SHORT_ASSUMED = "assumes nothing else changes its toughness or prevents the damage"

# The source's own keywords that change what damage does (702.2b, 702.80a, 702.90c): not followed here.
_SOURCE_KEYWORDS = {"deathtouch": "damage.deathtouch", "wither": "damage.wither", "infect": "damage.infect"}


@dataclass
class Dealt:
    """What the damage does to the object: `kind` is "lethal", "survives", "indestructible", or "unknown" (the engine
    can't tell: `reason` says why); `marked` the damage on it after this; `keys` the rules that decide it."""
    kind: str
    reason: str
    keys: list[str]
    marked: int = 0
    toughness: str | None = None

    def json(self, e: Effect) -> dict:
        return {"amount": e.amount, "marked": self.marked, "toughness": self.toughness,
                "lethal": self.kind == "lethal", "assumed": ASSUMED}


def targeting_keys(e: Effect) -> list[str]:
    """The rules that say what the effect can be dealt to: 'any target' (115.4), a target chosen as it is cast
    (601.2c, 115.1)."""
    if e.condition.words == "any target":
        return ["target.any", "cast.targets", "target.choose"]
    return ["target.choose", "cast.targets"] if e.targets else []


def source_keyword(sim, e: Effect, step: Step) -> Outcome | None:
    """A source with deathtouch, wither or infect: what its damage does to a creature is not followed here."""
    other = sim.resolve_card(step.card)
    for f in other.faces:
        if f.name != e.card:
            continue
        kws = {k.casefold() for k in (f.keywords or ())}
        for kw, key in _SOURCE_KEYWORDS.items():
            if kw in kws:
                return Outcome(Result.NOT_MODELLED, f"Not modelled: {e.card} has {kw}, which changes what its damage "
                               f"does to a creature{sim.ref(key)}; the engine follows damage only from a source "
                               f"without deathtouch, wither or infect.", [key],
                               check={"condition": e.condition.words, "passes": None,
                                      "reason": f"{e.card} has {kw}, which the engine doesn't follow for damage"})
    return None


# The face's own words that may change its toughness ("As long as it's nighttime, ~ gets +2/+2", "Creatures you control
# get +1/+1", "enters with two +1/+1 counters"): the printed toughness alone would be a guess.
_OWN_TOUGHNESS = re.compile(r"\b(?:gets?|have|has) [+-]\d+/(?:\+[1-9]|-[1-9])\d*|\b(?:-1/-1|\+1/\+1) counters?\b|\btoughness\b",
                            re.IGNORECASE)
_OTHERS_ONLY = re.compile(r"^(?:other|each other|another)\b|\b(?:other|another) [a-z ]*(?:creatures?|werewolf|wolves|"
                          r"werewolves)[a-z ]* (?:you control )?gets?\b|\btarget\b", re.IGNORECASE)


def _own_toughness_text(ch) -> str | None:
    """An ability of the face up whose words may change its own toughness, or None."""
    for a in ch.abilities:
        head, colon, _ = a.text.partition(":")
        if colon and ("{" in head or head.strip().startswith(("[", "+", "−", "-"))):
            continue  # an activated ability: activating it is something else changing its toughness (assumed not)
        if _OWN_TOUGHNESS.search(a.text) and not _OTHERS_ONLY.search(a.text):
            return a.text
    return None


def dealt(sim, e: Effect) -> Dealt:
    """What e.amount damage does to the followed permanent as it is now."""
    obj = sim.obj
    ch = sim.chars()
    face_keys = [k for k in ch.keys if not k.startswith("mv.")]
    types = set(ch.types)
    n = int(e.amount)
    if "Creature" not in types:
        if "Planeswalker" in types:
            return Dealt("unknown", f"{n} damage to a planeswalker removes {n} loyalty counters from it, and the steps "
                         "don't keep loyalty counters, so whether that leaves it with none isn't known",
                         ["damage.planeswalker"] + face_keys)
        if "Battle" in types:
            return Dealt("unknown", f"{n} damage to a battle removes {n} defense counters from it, and the steps "
                         "don't keep defense counters, so whether that removes the last one isn't known; if it does, "
                         "the Siege is defeated: add the step `defeat`", ["damage.battle", "battle.damage"] + face_keys)
        return Dealt("unknown", f"it is {_typeline(ch) or 'typeless'}: damage to it does nothing the engine follows",
                     ["damage.creature"] + face_keys)
    try:
        toughness = float(ch.toughness) if ch.toughness is not None else None
    except ValueError:
        return Dealt("unknown", f"its toughness is {ch.toughness}, set by its own ability, which the engine doesn't "
                     "work out", ["damage.lethal"] + face_keys, toughness=ch.toughness)
    if toughness is None:
        return Dealt("unknown", "it has no toughness the loaded data records", ["damage.lethal"] + face_keys)
    own = _own_toughness_text(ch)
    if own is not None:
        return Dealt("unknown", f"its own text says “{own}”, which may change its toughness, a condition the engine "
                     "doesn't follow", ["damage.lethal"] + face_keys, toughness=ch.toughness)
    marked = obj.damage + n
    t = ch.toughness
    has = (f"the face up, {ch.names[0]}, has toughness {t}" if obj.double_faced and ch.names
           else f"its toughness is {t}")
    dealt_now = f"{marked} damage" + (f" — {n} now and {obj.damage} already marked on it in this story —"
                                      if obj.damage else "")
    if marked < toughness:
        return Dealt("survives", f"{has}, and {dealt_now} is less than that: it survives with {marked} damage marked "
                     f"and stays on the battlefield", ["damage.creature", "damage.lethal"] + face_keys, marked, t)
    lethal = f"{has}, and {dealt_now} is at least that: lethal damage"
    ind = _keyword(ch, "indestructible", face_keys)
    if ind.passes:
        return Dealt("indestructible", f"{lethal}, but {ind.reason}, and an indestructible permanent isn't destroyed "
                     f"by lethal damage: it stays on the battlefield with {marked} damage marked",
                     ["indestructible", "damage.lethal"] + face_keys, marked, t)
    if ind.passes is None:
        return Dealt("unknown", f"{lethal}, and {ind.reason}", ["indestructible", "damage.lethal"] + face_keys,
                     marked, t)
    from bot.rules.zone_moves import graveyard_replacement

    own = graveyard_replacement(sim)  # Luminous Phantom's "If it would be put into a graveyard from anywhere, exile it"
    where = "exiled instead (its \"would die this turn, exile it instead\")" if e.destination == "exile" else \
        f"exiled instead of going to the graveyard (its own \"{own.text}\")" if own is not None else \
        "put into its owner's graveyard"
    return Dealt("lethal", f"{lethal}, so it is destroyed as a state-based action and {where}",
                 ["sba.lethal", "damage.lethal"] + (["replace.instead"] if e.destination == "exile" or own else [])
                 + face_keys, marked, t)


def outcome(sim, e: Effect, step: Step, v, apply: bool, quote: str) -> Outcome | None:
    """The answer for a damage effect that can be dealt to the followed object (`v`: its legality), or None when
    it is lethal and `apply` carries it out (the destroy's path in act.py)."""
    label = sim.label
    v = type(v)(v.passes, v.reason, [k for k in v.keys if not k.startswith("mv.")])  # no mana value decides damage
    src = source_keyword(sim, e, step)
    if src is not None:
        return src
    d = dealt(sim, e)
    verb = "can target" if e.targets else "affects"
    check = {"condition": f"dies to {e.amount} damage", "passes": None, "reason": d.reason, "damage": d.json(e)}
    if d.kind == "unknown":
        return Outcome(Result.NOT_MODELLED, f"Not modelled: {quote} {verb} {label} ({v.reason}), but the engine can't "
                       f"tell what the damage does: {d.reason}{sim.ref(*d.keys)}.", d.keys + v.keys,
                       check=None if apply else check)
    assumed = f" This assumes {ASSUMED}."
    if d.kind == "lethal":
        if apply:
            return None
        check.update(passes=True, reason=f"{d.reason}; {SHORT_ASSUMED}")
        return Outcome(Result.OK, f"Yes: {quote} {verb} {label} ({v.reason}) and kills it — {d.reason}"
                       f"{sim.ref(*d.keys)}.{assumed}", d.keys + v.keys, check=check)
    if apply:
        sim.obj = sim.obj.same(damage=d.marked)
        up = f", {label} face up" if sim.obj.double_faced else ""
        return Outcome(Result.OK, f"{e.card} deals {e.amount} damage to {label} ({v.reason}): {d.reason}{up}"
                       f"{sim.ref(*d.keys)}.{assumed}", d.keys + v.keys)
    check.update(passes=False, reason=f"{d.reason}; {SHORT_ASSUMED}")
    return Outcome(Result.OK, f"No, it survives: {quote} {verb} {label} ({v.reason}), but {d.reason}"
                   f"{sim.ref(*d.keys)}.{assumed}", d.keys + v.keys, check=check)


def settle(sim) -> tuple[list[str], str]:
    """State-based actions after a step (704.3): a creature whose damage marked is now at least its toughness — a
    transform turned up a face with less toughness (damage stays marked, 120.6) — is destroyed: (keys, sentence)."""
    obj = sim.obj
    if obj.zone != "battlefield" or not obj.damage or not obj.exists:
        return [], ""
    ch = sim.chars()
    try:
        toughness = float(ch.toughness) if "Creature" in ch.types and ch.toughness is not None else None
    except ValueError:
        return [], ""
    if toughness is None or obj.damage < toughness:
        return [], ""
    ind = _keyword(ch, "indestructible", [])
    if ind.passes is not False:
        if ind.passes is None:
            return [], ""
        keys = ["indestructible", "damage.lethal"]
        return keys, (f" {sim.label} has {obj.damage} damage marked on it, at least its toughness {ch.toughness}, but "
                      f"{ind.reason}: it isn't destroyed by lethal damage{sim.ref(*keys)}.")
    from bot.rules import zone_moves

    label = sim.label
    moved = zone_moves.move(sim, Step("move", "graveyard", "move graveyard"))
    keys = ["sba.lethal", "damage.lethal"]
    return keys + moved.keys, (f" {label} has {obj.damage} damage marked on it, at least its toughness {ch.toughness}: "
                               f"it is destroyed as a state-based action{sim.ref(*keys)}. " + moved.explanation)


__all__ = ["ASSUMED", "Dealt", "dealt", "outcome", "settle", "targeting_keys"]
