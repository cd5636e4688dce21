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

    event: "cast" (when you cast this spell), "enters", "transforms" (into the face named
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


def _assumed_theirs(sim, card: str) -> bool:
    """Elesh Norn, Mother of Machines: its "… abilities of permanents your opponents control" is followed as the
    engine follows "your opponents" (the card is an opponent's), so its "… you control … additional time" isn't."""
    return any(e.template == "no_trigger" and e.players == "opponent" and e.card == card for e in sim.statics)


def kept_from_triggering(sim, fired: list[dict], entered) -> tuple[list[dict], list[str], str]:
    """Statics that stop a permanent entering from causing abilities to trigger (Torpor Orb: "Creatures entering
    don't cause abilities to trigger"; Doorkeeper Thrull; Elesh Norn: "… of permanents your opponents control"),
    kept by `apply` in `dfc`/`room`, or of a permanent on the battlefield in the day/night story — both ask this.
    The "enters" triggers of `fired` are dropped when the entering object, as it entered, fits the static; a door's
    "when you unlock this door" (caused by the unlocking, 709.5h) and "transforms" triggers are not caused by
    entering and stay. Returns the triggers left, citation keys and the sentence ("" when nothing was dropped)."""
    from dataclasses import replace

    from bot.rules.checks import judge
    from bot.rules.effects.restrict import whose

    entering = [t for t in fired if t.get("event") == "enters"]
    if not entering or not entered.exists or entered.zone != "battlefield":
        return fired, [], ""
    for e in sim.statics:
        if e.template != "no_trigger":
            continue
        v = judge(sim, replace(e.condition, zones=()), obj=entered)
        if v.passes is None:
            return fired, [], (f" Whether {e.card}'s \"{e.sentence.rstrip('.')}\" stops them triggering can't be told: "
                               f"{v.reason}.")
        if not v.passes:
            continue
        left = [t for t in fired if t.get("event") != "enters"]
        what = "it doesn't" if len(entering) == 1 else "they don't"
        return left, ["trigger.etb"], (f" {len(entering)} \"enters\" abilit{'y' if len(entering) == 1 else 'ies'} would "
                                       f"trigger, but {what}: {e.card}'s \"{e.sentence.rstrip('.')}\" applies — "
                                       f"{v.reason}{whose(e)}{sim.ref('trigger.etb')}.")
    return fired, [], ""


def additional_times(sim, fired: list[dict], entered) -> tuple[list[str], str]:
    """Statics that make an ability a permanent entering caused to trigger trigger an additional time (Yarok: "a
    permanent entering", Panharmonicon: "an artifact or creature entering"): kept by `apply` in `dfc`/`room`, or
    of a permanent on the battlefield in the day/night story — both ask this. Each "enters" trigger in `fired`
    gets `"times": 2` when the entering object, as it entered, fits the static (603.2d). Returns the citation
    keys and the sentence to add ("" when none)."""
    from dataclasses import replace

    from bot.rules.checks import judge

    extra = [t for t in fired if t.get("event") == "enters"]
    if not extra or not entered.exists or entered.zone != "battlefield":
        return [], ""
    for e in sim.statics:
        if e.template != "extra_trigger" or (e.trigger_event or "enters") != "enters" or _assumed_theirs(sim, e.card):
            continue
        v = judge(sim, replace(e.condition, zones=()), obj=entered)
        if v.passes is None:
            return [], (f" Whether {e.card}'s \"{e.sentence.rstrip('.')}\" makes them trigger an additional time "
                        f"can't be told: {v.reason}.")
        if not v.passes:
            continue
        for t in extra:
            t["times"] = 2
        return ["trigger.additional"], (f" Because of {e.card}, {len(extra)} of them trigger"
                                        f"{'s' if len(extra) == 1 else ''} an additional time"
                                        f"{sim.ref('trigger.additional')}.")
    return [], ""
