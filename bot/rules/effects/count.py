"""`check CARD` of a card that counts the cards in its controller's graveyard — delirium ("four or more card types
among cards in your graveyard"), "three or more creature cards in your graveyard", threshold's "seven or more cards":
the followed card is counted as it is in the graveyard (a double-faced card has only its front face's characteristics
there, 712.8a; a Room or split card both halves combined, 709.4), with the other cards the step's `graveyard=` names.
Without them the count can't be made, and the answer says what to add — never a guess."""

from __future__ import annotations

import re

from bot.rules.characteristics import characteristics
from bot.rules.effects.model import Effect
from bot.rules.objects import GameObject
from bot.rules.outcome import Outcome, Result
from bot.rules.steps import Step
from bot.rules.vocabulary import Zone

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery")
_COUNT_SAID = re.compile(r"^(?:(?P<n>\d+)\s*x?\s+|(?:a|an|one)\s+)?(?P<what>.+?)$", re.IGNORECASE)
_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
                 10: "ten"}


def _card_types_said(what: str) -> tuple[str, ...] | None:
    """'creature', 'creature card', 'artifact creature cards' -> the card types said; None for a card's name."""
    words = re.sub(r"\s+cards?$", "", what.strip(), flags=re.IGNORECASE).split()
    said = tuple(w.capitalize() for w in words)
    return said if said and all(w in CARD_TYPES for w in said) else None


def graveyard_count(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    name, wanted = e.card, e.amount
    quoted = f"{e.card}'s \"{e.sentence}\" ({e.template})"
    where = "card types among cards" if e.counted == "card types" else (
        f"{e.condition.words}s" if e.condition.any_types else "cards")
    asked = f"{_NUMBER_WORDS.get(wanted, wanted)} or more {where} in your graveyard"
    check = {"condition": asked, "passes": None}
    if not sim.obj.exists or sim.obj.zone != Zone.GRAVEYARD.value:
        why = (f"{quoted} counts the cards in your graveyard, and {sim.label} is {Zone(sim.obj.zone).phrase}: follow "
               "it in the graveyard (`--zone graveyard`) to count it")
        return Outcome(Result.NOT_MODELLED, f"Can't tell: {why}.", [], check={**check, "reason": why})
    if step.graveyard is None:
        why = (f"{quoted} counts every card in your graveyard, and the step doesn't say which other cards are there: "
               f"add them, e.g. `{step.verb} {step.card} graveyard=Forest + Lightning Bolt + creature` (a card type "
               "for a card not named), or `graveyard=none` when it is the only one")
        return Outcome(Result.NOT_MODELLED, f"Can't tell: {why}.", [], check={**check, "reason": why})
    keys: list[str] = []
    counted: list[dict] = []  # each card counted: what it is there, and its types
    assumed = False
    own = sim.chars()
    counted.append({"card": sim.label, "types": list(own.types), "followed": True,
                    "front_only": "dfc.front_only" in own.keys, "combined": "split.combined" in own.keys})
    keys += [k for k in own.keys if k in ("dfc.front_only", "split.combined", "room.types")]
    for said in step.graveyard:
        m = _COUNT_SAID.match(said.strip())
        times = int(m["n"]) if m["n"] else 1
        types = _card_types_said(m["what"])
        if types is not None:
            assumed = assumed or len(types) == 1
            counted += [{"card": None, "types": list(types), "said": " ".join(types).lower()}] * times
            continue
        card = sim.resolve_card(m["what"])
        ch = characteristics(GameObject(card, Zone.GRAVEYARD.value), sim.cites)
        keys += [k for k in ch.keys if k in ("dfc.front_only", "split.combined", "room.types") and k not in keys]
        counted += [{"card": " // ".join(ch.names), "types": list(ch.types),
                     "front_only": "dfc.front_only" in ch.keys and card.is_double_faced,
                     "combined": "split.combined" in ch.keys}] * times
    if e.counted == "card types":
        found: list[str] = []
        for c in counted:
            found += [t for t in c["types"] if t in CARD_TYPES and t not in found]
        total = len(found)
        keys.insert(0, "types.card_types")
        tally = f"{total} card type{'s' if total != 1 else ''} among cards in your graveyard — " + ", ".join(
            t.lower() + " (" + ", ".join(_who(c) for c in counted if t in c["types"]) + ")" for t in found)
    else:
        fits = [c for c in counted if not e.condition.any_types or set(c["types"]) & set(e.condition.any_types)]
        total = len(fits)
        kind = e.condition.words if e.condition.any_types else "card"
        tally = f"{total} {kind}{'s' if total != 1 else ''} in your graveyard"
        named = [_who(c) for c in fits if c["card"]]
        if named and e.condition.any_types:
            tally += " (" + ", ".join(named) + ")"
        others = [c for c in counted if c not in fits]
        if others:
            tally += "; not " + ", ".join(f"{c['card'] or 'a ' + c['said'] + ' card'}: "
                                          f"{(' '.join(c['types']) or 'typeless').lower()} there"
                                          + (", its front face only" if c.get("front_only") else "") for c in others)
    passes = total >= wanted
    notes = []
    if any(c.get("front_only") for c in counted):
        notes.append("a double-faced card in a graveyard has only its front face's characteristics")
    else:
        keys = [k for k in keys if k != "dfc.front_only"]
    if "split.combined" in keys:
        notes.append("a Room card there has both doors' characteristics combined")
    then = e.sentence.rstrip(".").rsplit(", ", 1)[-1]
    transforms = re.fullmatch(r"(?:you may )?transform " + re.escape(name), then, re.IGNORECASE) is not None
    result = (f"so {name} {'transforms' if passes else 'doesn’t transform'}" + (" (if you choose to)" if passes and
              then.casefold().startswith("you may") else "")) if transforms else (
        f"so \"{then}\" {'happens' if passes else 'doesn’t happen'}")
    if e.first:
        keys.append("mill") if "mill" in e.first.casefold() else None
        result = (f"and {name} "
                  + ("still transforms after it" if passes and transforms else
                     "transforms only if what that adds makes it " + str(wanted) if transforms else
                     "acts only if what that adds makes it " + str(wanted)))
    elif e.when:
        keys.append("trigger.intervening_if")
        result += f" (the condition is checked {e.when} and again as the ability resolves)"
    reason = f"{tally}; {'' if passes else 'not '}{_NUMBER_WORDS.get(wanted, wanted)} or more"
    if e.first:
        reason += f", counted before \"{e.first}\", which comes first"
    text = f"{'Yes' if passes else 'No'}: {quoted} — {reason}" + (f" ({'; '.join(notes)})" if notes else "") \
        + f", {result}{sim.ref(*keys[:3])}."
    if assumed:
        text += " A card said only by its type is taken to have no other card type."
    check = {**check, "passes": passes, "reason": reason, "count": total,
             "counted": [{**{k: v for k, v in c.items() if k not in ("followed", "front_only", "combined")},
                          **({"front_face_only": True} if c.get("front_only") else {})} for c in counted],
             "wanted": wanted, "counts": e.counted if e.counted == "card types" else where}
    return Outcome(Result.OK, text, keys[:3], check=check)


def _who(c: dict) -> str:
    if c["card"] is None:
        return f"a {c['said']} card"
    return c["card"] + (" — its front face only" if c.get("front_only") else
                        " — both doors combined" if c.get("combined") else "")
