"""Statics of another card that stop things, in one place: what `check CARD` answers and what later steps obey
after `apply CARD` (effects/act.py keeps the effect in `sim.statics`).

- "cant_cast" (Void Winnower, Drannith Magistrate, Grafdigger's Cage): a player can begin to cast a spell only if
  no effect prohibits it (601.3); a "can't" beats a "can" (101.2). What is looked at is the spell as it would be
  on the stack: only the door or face being cast (601.3e, 709.3a, 712.11c), a back face cast with disturb having
  its front face's mana value (712.8e); a choice such as X that would take the spell out of the restriction lets
  it be cast (601.3a). Where it is cast from is where the card is now.
  "… with {X} in their mana costs" (Gaddock Teeg) looks at the mana cost of that door or face; "… with mana value equal
  to the chosen number" (Sanctum Prelate) needs the number chosen (`number=N`) and is "can't tell" without it.
- "counter_cast" (Chalice of the Void, Counterbalance): not a restriction — the spell is cast, its ability triggers
  (601.2i, 603.2) and, as it resolves, counters the spell (701.6a) if the spell's mana value on the stack (the door
  or face cast: 709.3a, 712.11c) is the number: Chalice's charge counters (`counters=N`), the mana value of the card
  Counterbalance revealed as it is in the library (`revealed=CARD`: a Room's or split card's halves combined, 709.4;
  a double-faced card's front face, 712.8a). Without the number the answer is "can't tell", saying which is needed.
- "may_cast_from" (Lurrus of the Dream-Den, Karador): a permission (601.3) to cast a spell that fits from the
  graveyard, for the door or face that would be cast; its "once during each of your turns" is said as assumed.
- "cant_block" (Void Winnower's second sentence): whether the restriction applies to the creature as it is now
  (509.1b); the steps have no combat, so this is answered by `check` only.
- "cant_enter" (Grafdigger's Cage): the card is looked at as it is in the graveyard or library (the Cage's own
  ruling) — a transforming card there has only its front face (712.8a), so a creature card returned transformed
  still can't enter.
- "enter_exile" (Containment Priest): a replacement effect (614.1a) that looks at the permanent as it would exist
  on the battlefield (614.12): a creature card put onto the battlefield transformed as a land isn't a creature
  and enters; a creature blinked or returned is exiled instead; a spell that was cast is not affected, a copy of
  a permanent spell wasn't cast (707.10).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.rules import mechanics
from bot.rules.characteristics import number
from bot.rules.checks import judge
from bot.rules.effects.model import Effect
from bot.rules.objects import GameObject
from bot.rules.vocabulary import Zone


@dataclass
class Option:
    """One way the followed card could be cast from where it is: the door or face, and the spell it would be."""
    name: str
    spell: GameObject
    keys: list[str]
    how: str = ""  # "using disturb"


@dataclass
class Stop:
    """Whether a static stops one thing, and why (citation keys: the deciding rule first)."""
    stopped: bool | None  # None: can't tell
    reason: str
    keys: list[str]
    x_unknown: bool = False  # can't tell only because the X chosen as the spell is cast isn't told


def whose(e: Effect) -> str:
    """The assumption about who is stopped, said with the answer."""
    return {"opponent": f" (this assumes {e.card} is controlled by an opponent of the card's owner)",
            "you": f" (this assumes the card's owner controls {e.card})",
            "target": f" (this assumes the card's owner is the player {e.card} targeted)"}.get(e.players or "", "")


def cast_options(sim) -> list[Option]:
    """Each door or face of the followed card that could be put on the stack from its zone, as the spell it would
    be there (709.3a: only the half being cast is evaluated; 712.11c: only the face that would be up)."""
    obj, card = sim.obj, sim.card
    faces = card.faces
    out: list[Option] = []
    for i, how in mechanics.of(card).castable(card, obj.zone):  # the card's mechanic says which, and how
        if how == "half":
            out.append(Option(faces[i].name, GameObject(card, "stack", cast_face=i), ["split.cast_half"]))
        elif how in ("face", "front"):
            out.append(Option(faces[i].name, GameObject(card, "stack", face_up=i, cast_face=i), ["dfc.cast_face_only"]))
        elif how == "disturb":
            out.append(Option(faces[i].name, GameObject(card, "stack", face_up=i, cast_transformed=True, cast_face=i),
                              ["disturb.def", "mv.back_face"], how=" using disturb"))
        else:
            out.append(Option(faces[i].name, GameObject(card, "stack", cast_face=i if len(faces) > 1 else None), []))
    return out


def _x_escape(e: Effect, spell_mv: float, cost: str) -> int | None:
    """601.3a: a value of X that takes the spell out of a mana value restriction, or None."""
    n = cost.count("{X}")
    for x in range(0, 21):
        if not e.condition.mana_value.holds(spell_mv + n * x):
            return x
    return None


def cast_stop(sim, e: Effect, spell: GameObject, from_zone: str) -> Stop:
    """Does the cant_cast effect stop this spell being cast from that zone?"""
    here = Zone(from_zone)
    if e.from_zones and here not in e.from_zones:
        return Stop(False, f"it would be cast from {here.phrase.replace('in the ', 'the ').replace('in ', '')}, and "
                           f"only spells cast from {' or '.join(z.value for z in e.from_zones)} are stopped",
                    ["cast.prohibited"])
    if e.not_from and here in e.not_from:
        return Stop(False, f"it would be cast from the {here.value}, which isn't stopped", ["cast.prohibited"])
    if e.when:
        return Stop(None, f"it stops casting only {e.when}, and the steps don't track whose turn or which step it "
                          f"is; it would need the turn and step", ["cast.prohibited"])
    if e.number_from == "chosen" and e.number is None:
        return Stop(None, f"it depends on the number chosen as {e.card} entered, which isn't given: add `number=N` "
                          f"(e.g. `apply {e.card} number=2`)", ["cast.prohibited"])
    cond = replace(e.condition, zones=())
    ch = sim.chars(spell)
    if e.x_in_cost:
        v = judge(sim, cond, obj=spell)
        has_x = "{X}" in (ch.mana_cost or "")
        if v.passes is not True:
            return Stop(v.passes, v.reason, ["cast.prohibited"] + v.keys)
        return Stop(has_x, f"its mana cost {ch.mana_cost or '(none)'} {'has' if has_x else 'has no'} {{X}} in it",
                    ["cast.prohibited"] + v.keys)
    if cond.mana_value is not None and ch.mana_cost and "{X}" in ch.mana_cost \
            and not spell.x_chosen:  # (the X chosen, told: its mana value counts it)
        without = judge(sim, replace(cond, mana_value=None), obj=spell)
        if without.passes is not True:
            return Stop(without.passes, without.reason, ["cast.prohibited"] + without.keys)
        x = _x_escape(e, ch.mana_value, ch.mana_cost)
        if x is not None:
            mv = ch.mana_value + ch.mana_cost.count("{X}") * x
            return Stop(False, f"X may be chosen as {x}, giving it mana value {number(mv)}, which isn't "
                               f"{cond.mana_value.words()}, so it may be cast", ["cast.prohibit_choices"])
        return Stop(True, f"whatever X is, its mana value is {cond.mana_value.words()}",
                    ["cast.prohibit_choices"])
    v = judge(sim, cond, obj=spell)
    reason = v.reason
    if reason == "it meets the condition":  # "Players can't cast spells from graveyards": only where it is decides
        reason = f"it would be a spell cast from the {here.value}"
    elif v.passes and (e.from_zones or e.not_from):
        reason += f", cast from the {here.value}"
    return Stop(v.passes, reason, ["cast.prohibited"] + v.keys)


def revealed_value(sim, e: Effect, revealed) -> tuple[float, list[str], str]:
    """The mana value of the card Counterbalance revealed, as it is in the library (a Room's or split card's halves
    combined, 709.4; a double-faced card's front face, 712.8a), the rules that say so, and how it is said."""
    ch = sim.chars(GameObject(revealed, "library"))
    keys = ["mv.base"]
    how = ""
    if mechanics.of(revealed).halves:
        keys = ["split.combined", "mv.split"]
        how = f" ({' + '.join(str(number(f.mana_value)) for f in revealed.faces)}: both halves combined in the library)"
    elif len(revealed.faces) > 1:
        keys = ["dfc.front_only", "mv.base"]
        how = f" (its front face {revealed.faces[0].name}: in the library it has only its front face's characteristics)"
    return ch.mana_value, keys, how


def counter_number(e: Effect) -> str:
    """What the number is, as said: "the 2 charge counters on Chalice of the Void"."""
    if e.number_from == "counters":
        return f"the {e.number} charge counter{'s' if e.number != 1 else ''} on {e.card}"
    if e.number_from == "revealed":
        return f"the mana value of {e.revealed}, the card {e.card} revealed"
    return str(e.number)


def counter_stop(sim, e: Effect, spell: GameObject) -> Stop:
    """Does a kept counter_cast trigger (Chalice of the Void with its number, Counterbalance with the card it revealed)
    counter this spell as it resolves? The spell's mana value on the stack decides (the door or face cast)."""
    cond = replace(e.condition, zones=())
    v = judge(sim, cond, obj=spell)
    keys = ["trigger.event", "counter.def"]
    if v.passes is not True:
        return Stop(v.passes if v.passes is None else False, f"it doesn't trigger: {v.reason}", keys + v.keys)
    ch = sim.chars(spell)
    mv = ch.mana_value
    if "{X}" in (ch.mana_cost or "") and not spell.x_chosen:
        n = ch.mana_cost.count("{X}")
        need = (e.number - mv) / n
        if need < 0 or not float(need).is_integer():
            return Stop(False, f"whatever X is, its mana value on the stack ({number(mv)} plus the X chosen) isn't "
                               f"{number(e.number)} ({counter_number(e)})", keys + ["cast.prohibit_choices"])
        said = f"; X = {number(need)} would make it {number(e.number)}"
        return Stop(None, f"its mana value on the stack is {number(mv)} plus the X chosen as it is cast, which the "
                          f"steps don't say{said}", keys + ["cast.prohibit_choices"], x_unknown=True)
    if mv == e.number:
        return Stop(True, f"its mana value on the stack is {number(mv)}, the same as {counter_number(e)}", keys)
    return Stop(False, f"its mana value on the stack is {number(mv)}, not {number(e.number)} ({counter_number(e)})",
                keys)


def countering_trigger(sim, spell: GameObject) -> tuple[Effect, Stop] | None:
    """The first kept counter_cast trigger that counters (or can't tell whether it counters) this spell just cast, or
    the last one that looked at it and doesn't (so the answer can say why not)."""
    last = None
    for e in sim.statics:
        if e.template == "counter_cast":
            s = counter_stop(sim, e, spell)
            if s.stopped is not False:
                return e, s
            last = (e, s)
    return last


def permitting_cast(sim, spell: GameObject, from_zone: str) -> tuple[Effect, Stop] | None:
    """A kept may_cast_from permission (Lurrus) for this spell from that zone: the first that allows it, else the
    last that looked at it (its Stop's `stopped` True means "allowed")."""
    last = None
    for e in sim.statics:
        if e.template == "may_cast_from" and Zone(from_zone) in e.from_zones:
            v = judge(sim, replace(e.condition, zones=()), obj=spell)
            s = Stop(v.passes, v.reason, ["cast.permission"] + v.keys)
            if v.passes is not False:
                return e, s
            last = (e, s)
    return last


def named_stop(sim, e: Effect, obj: GameObject) -> Stop:
    """A kept naming static (Meddling Mage, Pithing Needle with its chosen name): does the object, as it is now
    (a spell as it would be on the stack, 709.3a/712.11c; a permanent with the face up, 712.8d/e), have that
    name (201.4b, 712.19)?"""
    names = sim.chars(obj).names
    has = any(n.casefold() == (e.chosen_name or "").casefold() for n in names)
    keys = ["cast.prohibited" if e.restriction == "cast" else "cant.precedence", "name.choose"]
    what = " and ".join(names) if names else "no name"
    if has:
        mine = (f" (this assumes {e.card} is controlled by an opponent of the card's owner)"
                if e.condition.controller == "opponent" else "")
        return Stop(True, f"{e.chosen_name} was chosen, and it has that name{mine}", keys)
    return Stop(False, f"{e.chosen_name} was chosen, and it has {'only the name ' + what if names else what}",
                keys)


def stopping_cast(sim, spell: GameObject, from_zone: str) -> tuple[Effect, Stop] | None:
    """The first kept static that stops (or can't tell whether it stops) this cast: a cant_cast, or a name chosen
    for "spells with the chosen name can't be cast"."""
    for e in sim.statics:
        if e.template == "cant_cast":
            s = cast_stop(sim, e, spell, from_zone)
        elif e.template == "naming" and e.restriction == "cast" and e.chosen_name:
            s = named_stop(sim, e, spell)
        else:
            continue
        if s.stopped is not False:
            return e, s
    return None


def stopping_activation(sim) -> tuple[Effect, Stop] | None:
    """A name chosen for "activated abilities of sources with the chosen name can't be activated" that the
    followed permanent has now."""
    for e in sim.statics:
        if e.template == "naming" and e.restriction == "activate" and e.chosen_name:
            s = named_stop(sim, e, sim.obj)
            if s.stopped:
                return e, s
    return None


def block_stop(sim, e: Effect) -> Stop:
    obj = sim.obj
    if obj.zone != "battlefield":
        return Stop(False, f"only a creature on the battlefield blocks, and it is {Zone(obj.zone).phrase}",
                    ["block.restrictions"])
    if e.when:
        return Stop(None, f"it applies only {e.when}, and the steps don't track whose turn or which step it is",
                    ["block.restrictions"])
    v = judge(sim, replace(e.condition, zones=()))
    return Stop(v.passes, v.reason, ["block.restrictions"] + v.keys)


def enter_stop(sim, e: Effect, would_be: GameObject, *, from_obj: GameObject, cast: bool) -> Stop:
    """Does a cant_enter / enter_exile static apply to the object that would enter (from `from_obj`)?"""
    if e.template == "cant_enter":
        if Zone(from_obj.zone) not in e.condition.zones:
            return Stop(False, f"it would enter from {Zone(from_obj.zone).phrase.replace('in the ', 'the ')}, "
                               f"and only cards in {' or '.join(z.value for z in e.condition.zones)} are stopped",
                        ["cant.precedence"])
        if from_obj.token or from_obj.is_copy:
            return Stop(False, "it isn't a card", ["cant.precedence"])
        v = judge(sim, e.condition, obj=from_obj)
        return Stop(v.passes, v.reason + f" ({from_obj.zone} card)" if v.passes else v.reason,
                    ["cant.precedence"] + v.keys)
    if cast:
        return Stop(False, "it was cast", ["replace.enters"])
    v = judge(sim, e.condition, obj=would_be)
    return Stop(v.passes, f"as it would enter, {v.reason}" + ("" if would_be.copy_kind != "spell" else
                                                              "; a copy of a spell wasn't cast"),
                ["replace.enters", "replace.instead"] + v.keys)


def stopping_entry(sim, would_be: GameObject, *, from_obj: GameObject, cast: bool = False):
    """The first kept static that stops the object entering (cant_enter) or exiles it instead (enter_exile)."""
    for e in sim.statics:
        if e.template in ("cant_enter", "enter_exile"):
            s = enter_stop(sim, e, would_be, from_obj=from_obj, cast=cast)
            if s.stopped is not False:
                return e, s
    return None



def kept_entry_stop(sim, would_be: GameObject, *, from_obj: GameObject, what: str = "it"):
    """What a kept static does to this entry: None (nothing), an Outcome "not modelled" when it can't be told, or
    (the effect, its Stop, the effect quoted) — the one place both the card and the token paths ask."""
    from bot.rules.outcome import Outcome, Result

    found = stopping_entry(sim, would_be, from_obj=from_obj) if sim.statics else None
    if found is None:
        return None
    e, st = found
    quote = f"{e.card}'s \"{e.sentence.rstrip('.')}\""
    if st.stopped is None:
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {quote} applies to {what}: {st.reason}.", st.keys)
    return e, st, quote
