"""Parsing step strings: "cast Locker Room; resolve; unlock left" -> [Step, ...].

A step is a verb and an argument. Verbs are matched case-insensitively; the argument is
kept as typed (door, face and card names are matched later, forgivingly, against the card).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.errors import QueryError
from bot.rules.objects import ZONES


@dataclass(frozen=True)
class Step:
    verb: str  # canonical verb, e.g. "cast", "effect unlock", "enter transformed", "next turn"
    arg: str  # the rest, stripped ("" when none)
    text: str  # the step as written


CARD_STEPS = {
    "cast": "cast DOOR_OR_FACE (cast back / cast transformed for a card cast transformed)",
    "play": "play FACE (a modal double-faced card's land face)",
    "resolve": "resolve (the spell on the stack resolves)",
    "enter": "enter (put onto the battlefield without being cast)",
    "enter transformed": "enter transformed (a double-faced card, back face up)",
    "unlock": "unlock DOOR (pay its unlock cost: a special action)",
    "effect unlock": "effect unlock [DOOR] (an effect unlocks a door)",
    "lock": "lock [DOOR] (an effect locks a door)",
    "transform": "transform",
    "copy": "copy (a copy of the permanent or spell; later steps follow the copy)",
    "blink": "blink (exile it and return it to the battlefield)",
    "move": "move ZONE (" + ", ".join(ZONES) + ")",
    "meld": "meld CARD",
}

DAYNIGHT_STEPS = {
    "enter": "enter CARD [+ [transformed] CARD ...] (permanents enter at the same time)",
    "enter transformed": "enter transformed CARD",
    "cast": "cast CARD (the active player casts it and it resolves)",
    "spells": "spells N [opponent] (the active player, or another player, casts N more spells this turn)",
    "next turn": "next turn",
    "it becomes day": "it becomes day",
    "it becomes night": "it becomes night",
    "transform": "transform CARD",
    "copy": "copy [CARD] (a Clone-like copy of that permanent; later steps follow it)",
}

_ALIASES = {
    "put onto the battlefield": "enter",
    "put onto battlefield": "enter",
    "enters": "enter",
    "enter the battlefield": "enter",
    "flicker": "blink",
    "move to": "move",
    "unlock by effect": "effect unlock",
    "unlock effect": "effect unlock",
    "lock by effect": "lock",
    "becomes day": "it becomes day",
    "becomes night": "it becomes night",
    "next": "next turn",
    "pass turn": "next turn",
    "end turn": "next turn",
}


def split_steps(steps) -> list[str]:
    if steps is None:
        return []
    if isinstance(steps, str):
        parts = steps.split(";")
    else:
        parts = []
        for s in steps:
            parts += str(s).split(";")
    return [p.strip() for p in parts if p.strip()]


def parse(steps, *, daynight: bool = False) -> list[Step]:
    known = DAYNIGHT_STEPS if daynight else CARD_STEPS
    verbs = sorted(set(known) | set(_ALIASES), key=len, reverse=True)
    out = []
    for raw in split_steps(steps):
        text = re.sub(r"\s+", " ", raw)
        low = text.casefold()
        for v in verbs:
            if low == v or low.startswith(v + " "):
                canonical = _ALIASES.get(v, v)
                if canonical not in known:
                    continue
                arg = text[len(v):].strip()
                out.append(Step(canonical, arg, text))
                break
        else:
            raise QueryError(
                "invalid",
                f"Unknown step {raw!r}. Steps: " + "; ".join(known.values()),
                list(known))
    return out


def zone_name(arg: str) -> str:
    z = arg.strip().casefold()
    z = z[3:] if z.startswith("to ") else z
    z = {"gy": "graveyard", "bf": "battlefield", "yard": "graveyard", "deck": "library",
         "command zone": "command"}.get(z, z)
    if z.startswith("the "):
        z = z[4:]
    if z not in ZONES:
        raise QueryError("invalid", f"Unknown zone {arg!r}. Zones: " + ", ".join(ZONES), list(ZONES))
    return z
