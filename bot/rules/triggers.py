"""Which of an object's own triggered abilities trigger on an event (cast, enters,
transforms, unlock, fully unlock), read from the ability's trigger condition."""

from __future__ import annotations

import re

from bot.rules.characteristics import Ability


_SELF = ("this creature", "this permanent", "this enchantment", "this artifact", "this land",
         "this room", "this spell", "this card", "this door", "this planeswalker")


def _condition(text: str) -> str | None:
    """The trigger condition of a triggered ability ('when ... ,'), lower-cased, or None."""
    t = text
    if " — " in t.split(",")[0]:  # ability word: "Eerie — Whenever ..."
        t = t.split(" — ", 1)[1]
    low = t.casefold()
    if not low.startswith(("when ", "whenever ")):
        return None
    return low.split(",", 1)[0]


# Today's Oracle wording names the object by its type or subtype: "When this Siege enters", "this Vehicle",
# "this Aura", "this Saga" (the older wording used the card's name).
_THIS_TYPE = re.compile(r"\bthis (?:battle|siege|vehicle|aura|equipment|saga|case|class|creature|permanent|enchantment|"
                        r"artifact|land|room|spell|card|door|planeswalker|token)\b")


def _mentions_self(cond: str, names: list[str]) -> bool:
    return any(s in cond for s in _SELF) or bool(_THIS_TYPE.search(cond)) or any(n.casefold() in cond for n in names)


def triggers(abilities: list[Ability], event: str, *, self_names: list[str], door: str | None = None,
             into: str | None = None) -> list[dict]:
    """Which of these abilities trigger on the event.

    event: "cast" (when you cast this spell), "enters", "dies", "transforms" (into the face named
    `into`), "unlock" (the door named `door`), "fully_unlock".
    """
    fired = []
    for a in abilities:
        cond = _condition(a.text)
        if cond is None:
            continue
        ok = False
        if event == "cast":
            ok = "you cast" in cond and _mentions_self(cond, self_names)
        elif event == "enters":
            ok = "enters" in cond and _mentions_self(cond.split(" enters")[0], self_names) \
                and "another" not in cond.split(" enters")[0]
        elif event == "dies":  # "When this creature dies" / "When Harvest Hand dies" (700.4), looked back at (603.10a)
            ok = " dies" in cond and _mentions_self(cond.split(" dies")[0], self_names) \
                and "another" not in cond.split(" dies")[0]
        elif event == "transforms":
            if "transforms" in cond and _mentions_self(cond.split(" transforms")[0] + " " + cond, self_names):
                m = re.search(r"transforms into ([^,]+)", cond)
                ok = m is None or (into is not None and into.casefold() in m.group(1))
        elif event == "unlock":
            ok = "unlock this door" in cond and door is not None and a.face == door
        elif event == "fully_unlock":
            ok = "fully unlock" in cond and ("this room" in cond or "this permanent" in cond)
        if ok:
            fired.append({"face": a.face, "ability": a.text, "event": event})
    return fired
