"""`check CONDITION`: does the followed object, as it is now, have a name, a mana value, a colour or a
type (202.2, 202.3, 205, 709.4a, 709.5, 712.8, 712.19)? Also used by effects (effects/act.py)."""

from __future__ import annotations

import re

from bot.catalog.model import identity_colours_without_indicator
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


def _identity(sim, cond: Condition) -> Verdict:
    """A card's colour identity is its card's, whatever zone or face (903.4, 903.4a): the mana symbols in both
    faces' or halves' costs and rules text and their colour indicators (903.4d); it may be in the deck only if
    every colour of it is the commander's (903.5c)."""
    card = sim.card
    ci = [c for c in "WUBRG" if c in card.color_identity]
    keys = ["identity.deck", "identity.def"] + (["identity.back"] if card.is_double_faced else [])
    said = " and ".join(COLOUR_NAMES[c] for c in ci) or "colorless"
    parts = []
    if len(card.faces) > 1:
        each = [(f.name, [c for c in "WUBRG" if c in set(identity_colours_without_indicator(f))
                          | set(f.color_indicator or ())]) for f in card.faces]
        if sorted({c for _, cs in each for c in cs}) == sorted(ci):
            parts = [f"{name}: {' and '.join(COLOUR_NAMES[c] for c in cs) or 'colorless'}" for name, cs in each]
    why = f"its colour identity is {said}" + (f" ({'; '.join(parts)})" if parts else "")
    outside = [c for c in ci if c not in cond.identity]
    if outside:
        return Verdict(False, why + f", and {' and '.join(COLOUR_NAMES[c] for c in outside)} isn't in the "
                       "commander's", keys)
    return Verdict(True, why, keys)


def _typeline(ch) -> str:
    return " ".join(ch.supertypes + ch.types + (["—"] + ch.subtypes if ch.subtypes else []))


def _printed(ch) -> str:
    return "; ".join(a.text for a in ch.abilities) or "no abilities"


def _power_and_toughness(ch, cond: Condition, typeline: str, keys: list[str]) -> Verdict:
    """Cut Down's "total power and toughness 5 or less" (the sum), Stern Scolding's "power or toughness 2 or less"
    (either one): the face up's printed numbers."""
    if ch.power is None or ch.toughness is None:
        return Verdict(False, f"it has no power and toughness: it is {typeline}", keys)
    try:
        power, toughness = float(ch.power), float(ch.toughness)
    except ValueError:
        return Verdict(None, f"its power and toughness are {ch.power}/{ch.toughness}, set by its own ability, which "
                       "the engine doesn't work out", keys)
    pt = f"{ch.power}/{ch.toughness}"
    if cond.total_power_toughness is not None:
        total = number(power + toughness)
        if not cond.total_power_toughness.holds(power + toughness):
            return Verdict(False, f"it is {pt}, total power and toughness {total}, not "
                           f"{cond.total_power_toughness.words()}", keys)
        return Verdict(True, f"it is {pt}, total power and toughness {total}", keys)
    either = cond.power_or_toughness
    if not (either.holds(power) or either.holds(toughness)):
        return Verdict(False, f"it is {pt}: neither its power nor its toughness is {either.words()}", keys)
    which = "its power" if either.holds(power) else "its toughness"
    return Verdict(True, f"it is {pt}: {which} is {either.words()}", keys)


def _keyword(ch, keyword: str, keys: list[str]) -> Verdict:
    """A keyword ability of the object as it is now: a line of its face up that is a list of keywords
    ("Flying", "Trample, haste", "Ward {2}"). Said anywhere else ("has flying as long as …", "creatures you
    control have trample") it may or may not apply, which the engine doesn't work out."""
    kw = keyword.casefold()
    for a in ch.abilities:
        parts = [p.strip().casefold() for p in a.text.split(",")]
        if any(p == kw or p.startswith((kw + " ", kw + "—", kw + " {")) for p in parts) \
                and (parts[0].startswith(kw) or all(len(p.split()) <= 3 for p in parts)):
            return Verdict(True, f"it has {keyword} (“{a.text}”)", keys)
    said = [a.text for a in ch.abilities if re.search(rf"\b{re.escape(kw)}\b", a.text.casefold())]
    if said:
        return Verdict(None, f"its text says “{said[0]}”, and whether that gives it {keyword} here is a condition "
                       "the engine doesn't follow", keys)
    return Verdict(False, f"its abilities as it is now don't include {keyword} ({_printed(ch)})", keys)


def _ability(ch, cost: str, keys: list[str], zone: str = "battlefield") -> Verdict:
    """An activated ability with that cost on the face (or faces) up: none, and it can't be activated; one, and
    it can unless its cost taps or untaps it (summoning sickness needs to know since when it has been yours), it
    says when it may be activated, or the card isn't on the battlefield — which the engine doesn't follow."""
    wanted = cost.casefold()
    for a in ch.abilities:
        head, colon, _ = a.text.partition(":")
        head = head.split("—", 1)[-1]  # "Channel — {1}{G}, Discard this card": the cost after an ability word
        if colon and "".join(head.split()).casefold().startswith(wanted):
            if zone != "battlefield":
                return Verdict(None, f"it has “{a.text}”, and whether it can be activated while the card is in the "
                               f"{zone} depends on its own words, which the engine doesn't follow", ["ability.zone"] + keys)
            if "{t}" in head.casefold() or "{q}" in head.casefold():
                return Verdict(None, f"it has “{a.text}”, and whether it can be activated now depends on how long "
                               "it has been under your control, which the engine doesn't follow", ["ability.tap_sick"] + keys)
            if "activate only" in a.text.casefold():
                return Verdict(None, f"it has “{a.text}”, and when it may be activated is its own restriction, "
                               "which the engine doesn't follow", keys)
            return Verdict(True, f"it has “{a.text}”", keys)
    return Verdict(False, f"it has no ability with the cost {cost} as it is now ({_printed(ch)})", keys)


def _no_creature_here(obj, ch, act: str, keys: list[str]) -> Verdict | None:
    """A spell still on the stack (can't tell: it must resolve first), or no creature on the battlefield (only one
    attacks or blocks: 508.1a, 509.1a); None when it is a creature on the battlefield."""
    if obj.zone == "stack":
        return Verdict(None, "it is still a spell on the stack: say that it resolves (`resolve`) to ask about the "
                       "creature", [f"{act}.who"] + keys)
    if obj.zone != "battlefield" or "Creature" not in ch.types:
        where = "" if obj.zone == "battlefield" else f" on the battlefield (it is {Zone(obj.zone).phrase})"
        return Verdict(False, f"only a creature{where} can {act}, and it is {_typeline(ch) or 'typeless'}",
                       [f"{act}.who"] + keys)
    return None


def _attack(sim, obj, ch, *, next_turn: bool = False) -> Verdict:
    """Can it attack this turn, as far as the story tells: a creature on the battlefield (508.1a), without
    defender, with haste or under its controller's control since their turn began (302.6). A story is one
    turn: an object that came to the battlefield in it came this turn; one there from the start has been there
    since the turn began (said); transforming keeps the object (and so its time under your control)."""
    keys = [k for k in ch.keys if not k.startswith("mv.")]
    not_a_creature = _no_creature_here(obj, ch, "attack", keys)
    if not_a_creature is not None:
        return not_a_creature
    if _keyword(ch, "defender", keys).passes:
        return Verdict(False, "it has defender", ["attack.defender"] + keys)
    said = [a.text for a in ch.abilities if "can't attack" in a.text.casefold() or "can’t attack" in a.text]
    if said:
        return Verdict(None, f"its own text says “{said[0]}”, a condition the engine doesn't follow", keys)
    if next_turn:  # by its controller's next turn it has been theirs since that turn began, haste or not
        return Verdict(True, "on your next turn it will have been under your control continuously since that turn "
                       "began, as long as it stays on the battlefield under your control", ["attack.sick"] + keys)
    if obj.tapped:
        return Verdict(False, "it entered tapped, and only an untapped creature can attack", ["attack.who"] + keys)
    haste = _keyword(ch, "haste", keys)
    if haste.passes:
        return Verdict(True, "it has haste", ["attack.haste"] + keys)
    if haste.passes is None:  # "Wolves and Werewolves you control have haste": its own words may give it haste
        return Verdict(None, haste.reason, ["attack.haste"] + keys)
    from_start = obj.id == sim.start_obj.id and sim.start_obj.zone == "battlefield"
    if not from_start:
        return Verdict(False, "it came onto the battlefield in this story (taken as this turn) and has no haste of "
                       "its own, so it hasn't been yours since your turn began", ["attack.sick"] + keys)
    return Verdict(True, "it was on the battlefield before the story (taken as since your turn began), and "
                   "transforming doesn't make a new object, so summoning sickness doesn't stop it", ["attack.sick"] + keys)


def _sick(sim, obj, ch) -> Verdict:
    """"Does it have summoning sickness?": a creature that hasn't been under its controller's control continuously
    since their most recent turn began can't attack or use {T}/{Q} abilities (302.6). As in `_attack`, a story is
    one turn: what came onto the battlefield in it came this turn; transforming keeps the object."""
    keys = [k for k in ch.keys if not k.startswith("mv.")]
    if obj.zone != "battlefield":
        return Verdict(False, f"only a permanent on the battlefield can be summoning sick, and it is "
                       f"{Zone(obj.zone).phrase}", ["attack.sick"] + keys)
    from_start = obj.id == sim.start_obj.id and sim.start_obj.zone == "battlefield"
    creature = "Creature" in ch.types
    if from_start:
        return Verdict(False, "it was on the battlefield before the story (taken as since your turn began), and "
                       "transforming doesn't make a new object", ["attack.sick"] + keys)
    note = "" if creature else (f"; it is {_typeline(ch) or 'typeless'} now, not a creature, and summoning sickness "
                                f"matters only while it is a creature")
    haste = _keyword(ch, "haste", keys)
    if creature and haste.passes:
        note = "; it has haste, so it can still attack and tap"
    return Verdict(True, "it came onto the battlefield in this story (taken as this turn) as a new object, so it "
                   f"hasn't been under your control since your turn began{note}", ["attack.sick"] + keys)


def _block(sim, obj, ch) -> Verdict:
    """Can it block, as far as the story tells: an untapped creature on the battlefield (509.1a), not stopped by a
    blocking restriction the story applies (509.1b). Summoning sickness doesn't stop blocking (302.6 is attacking)."""
    from bot.rules.effects import restrict

    keys = [k for k in ch.keys if not k.startswith("mv.")]
    not_a_creature = _no_creature_here(obj, ch, "block", keys)
    if not_a_creature is not None:
        return not_a_creature
    if obj.tapped:
        return Verdict(False, "it is tapped, and only an untapped creature can block", ["block.who"] + keys)
    said = [a.text for a in ch.abilities if re.search(r"can(?:'|’)t block|can block only", a.text, re.I)]
    if said:
        return Verdict(None, f"its own text says “{said[0]}”, a condition the engine doesn't follow", keys)
    for e in sim.statics:
        if e.template != "cant_block":
            continue
        st = restrict.block_stop(sim, e)
        if st.stopped is None:
            return Verdict(None, f"whether {e.card}'s “{e.sentence}” stops it can't be told: {st.reason}", st.keys + keys)
        if st.stopped:
            return Verdict(False, f"{e.card}'s “{e.sentence}” stops it: {st.reason}{restrict.whose(e)}", st.keys + keys)
    stops = [e.card for e in sim.statics if e.template == "cant_block"]
    why = f"{' and '.join(stops)} {'don' if len(stops) > 1 else 'doesn'}'t stop it, and " if stops else ""
    return Verdict(True, f"{why}it is an untapped creature on the battlefield (summoning sickness doesn't stop "
                   "blocking)", ["block.who"] + (["block.restrictions"] if stops else []) + keys)


def judge(sim, cond: Condition, *, x: int | None = None, obj=None) -> Verdict:
    """Every part of the condition that is set must hold; the first that fails (or can't be told) decides."""
    if cond.identity is not None:
        return _identity(sim, cond)
    if cond.attack:
        obj = obj or sim.obj
        return _attack(sim, obj, sim.chars(obj), next_turn=cond.attack_next)
    if cond.block:
        obj = obj or sim.obj
        return _block(sim, obj, sim.chars(obj))
    if cond.sick:
        obj = obj or sim.obj
        return _sick(sim, obj, sim.chars(obj))
    obj = obj or sim.obj
    ch = sim.chars(obj)
    keys = list(ch.keys)
    held: list[str] = []
    if cond.zones and Zone(obj.zone) not in cond.zones:
        where = " or ".join(z.phrase for z in cond.zones)
        return Verdict(False, f"it must be {where}, and it is {Zone(obj.zone).phrase}", keys)
    types = set(ch.types)
    typeline = _typeline(ch)
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
    told = getattr(sim, "told_controller", None)  # `controller=opponent`: the story says whose it is
    if cond.controller == "opponent" and told is not None:
        if told != "opponent":
            return Verdict(False, "it must be a permanent an opponent controls, and it is yours, as told", keys)
        held.append("it is an opponent's, as told")
    elif cond.controller is not None and cond.controller != "you":
        # The steps follow the asker's own card; whose it is would decide this, and no step says.
        return Verdict(None, "it depends on who controls or owns it, and the engine follows your own card "
                       "(it has no step for an opponent's)", keys)
    elif cond.controller == "you" and told == "opponent":
        return Verdict(False, "it must be yours, and it is an opponent's, as told", keys)
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
    if cond.toughness is not None:
        try:
            toughness = float(ch.toughness) if ch.toughness is not None else None
        except ValueError:
            return Verdict(None, f"its toughness is {ch.toughness}, set by its own ability, which the engine doesn't "
                           "work out", keys)
        if toughness is None:
            return Verdict(False, f"it has no toughness: it is {typeline}", keys)
        if not cond.toughness.holds(toughness):
            return Verdict(False, f"its toughness is {ch.toughness}, not {cond.toughness.words()}", keys)
        held.append(f"its toughness is {ch.toughness}")
    if cond.total_power_toughness is not None or cond.power_or_toughness is not None:
        v = _power_and_toughness(ch, cond, typeline, keys)
        if v.passes is not True:
            return v
        held.append(v.reason)
    if cond.keyword is not None:
        v = _keyword(ch, cond.keyword, [k for k in keys if not k.startswith("mv.")])
        if v.passes is not True:
            return v
        held.append(v.reason)
    if cond.ability is not None:
        v = _ability(ch, cond.ability, [k for k in keys if not k.startswith("mv.")], obj.zone)
        if v.passes is not True:
            return v
        held.append(v.reason)
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
        if obj.zone == "stack" and ch.mana_cost and "{X}" in ch.mana_cost and not obj.x_chosen:
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
    if cond.controller == "you" and told is None:
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
