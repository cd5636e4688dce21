"""`check CONDITION`: does the followed object, as it is now, have a name, a mana value, a colour or a
type (202.2, 202.3, 205, 709.4a, 709.5, 712.8, 712.19)? Also used by effects (effects/act.py)."""

from __future__ import annotations

from bot.rules import mechanics
from bot.rules.characteristics import number
from bot.rules.outcome import Outcome, Result
from bot.rules.vocabulary import COLOUR_NAMES, PERMANENT_TYPES, Condition, Zone
from bot.text import normalize_name


class Verdict:
    """Whether a condition holds: passes (True/False, or None when the engine can't tell), why, and the
    citation keys of the rules that decide it."""

    def __init__(self, passes: bool | None, reason: str, keys: list[str]):
        self.passes, self.reason, self.keys = passes, reason, keys


# The rule that gives an object its mana value where it is, most specific first (712.8e: a back face has its front
# face's; 712.8g: a melded permanent the sum of its front faces'; 202.3d: a split card or Room off the stack its
# halves' combined cost), then the 202.3 rules that say the same from the mana value's side.
_MV_DECIDES = ("dfc.meld_chars", "dfc.back_up", "mv.split", "split.mana_cost", "mv.meld", "mv.back_face", "mv.base",
               "mv.compare")


def _mana_value_first(keys: list[str]) -> list[str]:
    """A mana value check's keys with the rule that decides the mana value first (a step cites at most three)."""
    lead = [k for k in _MV_DECIDES[:-1] if k in keys][:1]
    return lead + [k for k in keys if k not in lead and k != "mv.compare"] + ["mv.compare"]


def _names(ch) -> str:
    return " and ".join(ch.names) if ch.names else "no name"


def judge(sim, cond: Condition, *, x: int | None = None, obj=None) -> Verdict:
    """Every part of the condition that is set must hold; the first that fails (or can't be told) decides."""
    obj = obj or sim.obj
    ch = sim.chars(obj)
    keys = list(ch.keys)
    held: list[str] = []
    if cond.zones and Zone(obj.zone) not in cond.zones:
        where = " or ".join(z.phrase for z in cond.zones)
        return Verdict(False, f"it must be {where}, and it is {Zone(obj.zone).phrase}", keys)
    types = set(ch.types)
    typeline = " ".join(ch.supertypes + ch.types + (["—"] + ch.subtypes if ch.subtypes else []))
    if cond.any_types and not types & set(cond.any_types):
        return Verdict(False, f"it is {typeline or 'typeless'}, not {' or '.join(t.lower() for t in cond.any_types)}",
                       keys)
    if cond.not_types and types & set(cond.not_types):
        return Verdict(False, f"it is a {' '.join(sorted(types & set(cond.not_types))).lower()}", keys)
    if cond.subtypes and not set(ch.subtypes) & set(cond.subtypes):
        return Verdict(False, f"it is {typeline}, without the subtype {' or '.join(cond.subtypes)}", keys)
    if cond.not_subtypes and set(ch.subtypes) & set(cond.not_subtypes):
        return Verdict(False, f"it is a {' '.join(set(ch.subtypes) & set(cond.not_subtypes))}", keys)
    if cond.supertypes and not set(ch.supertypes) & set(cond.supertypes):
        return Verdict(False, f"it isn't {' or '.join(s.lower() for s in cond.supertypes)}", keys)
    if cond.not_supertypes and set(ch.supertypes) & set(cond.not_supertypes):
        return Verdict(False, f"it is {' '.join(ch.supertypes).lower()}", keys)
    is_permanent = obj.zone == "battlefield" or bool(types & set(PERMANENT_TYPES))
    if cond.permanent and not is_permanent:
        return Verdict(False, f"it is {typeline}, not a permanent {'card' if obj.zone != 'stack' else 'spell'}", keys)
    if cond.nonpermanent and is_permanent:
        return Verdict(False, f"it is {typeline}, a permanent {'card' if obj.zone != 'battlefield' else ''}".rstrip(),
                       keys)
    if cond.token is not None and obj.token != cond.token:
        return Verdict(False, "it is a token" if obj.token else "it isn't a token", keys)
    if cond.controller is not None and cond.controller != "you":
        # The steps follow the asker's own card; whose it is would decide this, and no step says.
        return Verdict(None, "it depends on who controls or owns it, and the engine follows your own card "
                       "(it has no step for an opponent's)", keys)
    if cond.power is not None:
        if ch.power is None:
            return Verdict(False, f"it has no power: it is {typeline}", keys)
        try:
            power = float(ch.power)
        except ValueError:
            return Verdict(None, f"its power is {ch.power}, set by its own ability, which the engine doesn't work out",
                           keys)
        if not cond.power.holds(power):
            return Verdict(False, f"its power is {ch.power}, not {cond.power.words()}", keys)
        held.append(f"its power is {ch.power}")
    if cond.name is not None:
        wanted = normalize_name(cond.name)
        has = any(normalize_name(n) == wanted for n in ch.names)
        keys += ["split.chosen_name"] if mechanics.of(sim.card).halves else []
        keys += ["dfc.names"] if sim.card.is_double_faced else []
        if obj.zone == "battlefield" and sim.card.is_room and not ch.names:
            keys += ["room.halves_absent"]
        if not has:
            if not ch.names:
                why = "it has no name" + (": no door is unlocked" if sim.card.is_room else "")
            else:
                why = f"its name{'s are' if len(ch.names) > 1 else ' is'} {_names(ch)}, not {cond.name}"
            return Verdict(False, why, keys)
        held.append(f"it has the name {cond.name} (its names: {_names(ch)})")
    if cond.mana_value is not None:
        keys = _mana_value_first(keys)
        if obj.zone == "stack" and ch.mana_cost and "{X}" in ch.mana_cost:
            return Verdict(None, "it is a spell with {X} in its mana cost, and its mana value includes the value "
                           "chosen for X, which the engine does not track", keys)
        mv = ch.mana_value
        value = cond.mana_value.value
        if value == "X" and x is None:
            return Verdict(None, "the effect's X decides it: add `x=N` to the step", keys)
        ok = cond.mana_value.holds(mv, x)
        text = f"its mana value is {number(mv)}, which is {'' if ok else 'not '}{cond.mana_value.words(x)}"
        if not ok:
            return Verdict(False, text, keys)
        held.append(text)
    if cond.colors or cond.not_colors or cond.colorless or cond.multicolored:
        keys += ["color.cost", "color.indicator"]
        if ch.colors is None:
            return Verdict(None, f"the loaded data doesn't record the colour indicator of {_names(ch)}", keys)
        colours = " and ".join(COLOUR_NAMES[c] for c in ch.colors) or "colorless"
        if cond.colors and not set(cond.colors) & set(ch.colors):
            return Verdict(False, f"it is {colours}", keys)
        if cond.not_colors and set(cond.not_colors) & set(ch.colors):
            return Verdict(False, f"it is {colours}", keys)
        if cond.colorless and ch.colors:
            return Verdict(False, f"it is {colours}", keys)
        if cond.multicolored and len(ch.colors) < 2:
            return Verdict(False, f"it is {colours}", keys)
        held.append(f"it is {colours}")
    if any((cond.any_types, cond.not_types, cond.subtypes, cond.not_subtypes, cond.supertypes, cond.not_supertypes,
            cond.permanent, cond.nonpermanent)):
        held.append(f"it is {typeline}")
    if cond.controller == "you":
        held.append("it is yours (the card followed is the asker's)")
    return Verdict(True, "; ".join(held) or "it meets the condition", keys)


def check(sim, step) -> Outcome:
    """`check CONDITION` (a `check CARD` step goes to effects/act.py)."""
    if not sim.obj.exists:
        return Outcome(Result.NOT_ALLOWED, "There is no object left to check: it ceased to exist.", [])
    cond = step.condition
    v = judge(sim, cond)
    label = sim.label
    if v.passes is None:
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {label} is {cond.words}: {v.reason}.", v.keys,
                       check={"condition": cond.words, "passes": None, "reason": v.reason})
    answer = "Yes" if v.passes else "No"
    return Outcome(Result.OK, f"{answer}: {label} {Zone(sim.obj.zone).phrase} — {v.reason}{sim.ref(*v.keys)}.",
                   v.keys, check={"condition": cond.words, "passes": v.passes, "reason": v.reason})
