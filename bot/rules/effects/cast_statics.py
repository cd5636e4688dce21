"""Statics and triggers of another card that touch only spells being cast, against the special actions that cast
nothing: what `check CARD` answers, and what later steps say after `apply CARD` keeps them in `sim.statics`.

- "cost_change" (Thalia, Guardian of Thraben; Sphere of Resistance; Aura of Silence; Goblin Electromancer): part of
  a spell's total cost (601.2f). Only the door or face being cast is looked at (709.3a, 712.11c): a Room's door is
  an enchantment spell, a modal double-faced card's instant face an instant spell. An increase adds generic mana; a
  reduction takes generic mana off and can't go below {0}.
- "cast_limit" (Deafening Silence, Rule of Law, Arcane Laboratory): "can't cast more than one … spell each turn" stops
  a cast (601.3, 101.2) only when its caster has already cast that many such spells this turn, which the steps don't
  track: the number is told with `spells=N` on the `apply` (or `check`) step and counts up with each `cast` it limits;
  without it a cast it limits is "can't tell", saying so.
- "cast_trigger" (Eidolon of the Great Revel, Ruric Thar): a triggered ability on a spell being cast (601.2i, 603.2)
  whose condition looks at the spell on the stack — the door or face cast, with its mana value there. What the
  ability then does is quoted, never carried out.

Unlocking a door (116.2m, 709.5e) and playing a land (116.2a, a modal double-faced card's land face 712.12) are
special actions: no spell is cast, so none of the three applies — the unlock cost is the door's mana cost, nothing
counts toward a "one spell each turn", and nothing triggers.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.rules import double_faced as dfc
from bot.rules import mechanics, rooms
from bot.rules.characteristics import number
from bot.rules.checks import judge
from bot.rules.effects.model import Effect
from bot.rules.effects.restrict import Option, Stop, cast_options, whose
from bot.rules.objects import GameObject
from bot.rules.outcome import Outcome, Result
from bot.rules.vocabulary import Zone

CASTING = ("cost_change", "cast_limit", "cast_trigger")
_SYMBOL = re.compile(r"\{([^}]+)\}")
_COUNT_WORDS = {1: "one", 2: "two", 3: "three"}


def quote(e: Effect) -> str:
    return f"{e.card}'s \"{e.sentence.rstrip('.')}\""


def _spells(e: Effect, n: int | None) -> str:
    """'noncreature spell' / '2 noncreature spells' as counted by a cast_limit."""
    words = e.condition.words.lower()
    if words.endswith("spells"):
        words = words[:-1]
    return words if n == 1 else f"{words}s"


def fits(sim, e: Effect, spell: GameObject) -> Stop:
    """Does the spell, as it is on the stack (the door or face cast), meet the effect's condition? A {X} in its cost
    that could take it in or out of a mana value condition is "can't tell" (601.3a's choices are the caster's)."""
    cond = replace(e.condition, zones=())
    ch = sim.chars(spell)
    if cond.mana_value is not None and "{X}" in (ch.mana_cost or "") and not spell.x_chosen:
        without = judge(sim, replace(cond, mana_value=None), obj=spell)
        if without.passes is not True:
            return Stop(without.passes, without.reason, without.keys)
        n = ch.mana_cost.count("{X}")
        holds = {cond.mana_value.holds(ch.mana_value + n * x) for x in range(0, 21)}
        if len(holds) == 1:
            h = holds.pop()
            return Stop(h, f"whatever X is, its mana value {'is' if h else 'is not'} {cond.mana_value.words()}",
                        ["cast.prohibit_choices"])
        return Stop(None, f"its mana value on the stack is {number(ch.mana_value)} plus the X chosen as it is cast, "
                          f"which the steps don't say", ["cast.prohibit_choices"], x_unknown=True)
    v = judge(sim, cond, obj=spell)
    return Stop(v.passes, v.reason, v.keys)


def total_cost(mana_cost: str | None, change: int) -> str:
    """The mana cost with generic mana added (an increase) or taken off (a reduction, never below {0}: 601.2f)."""
    symbols = _SYMBOL.findall(mana_cost or "")
    generic = sum(int(s) for s in symbols if s.isdigit())
    xs = [s for s in symbols if s == "X"]
    coloured = [s for s in symbols if not s.isdigit() and s != "X"]
    g = max(0, generic + change)
    out = "".join("{X}" for _ in xs) + (f"{{{g}}}" if g or not coloured else "") + "".join(f"{{{s}}}" for s in coloured)
    return out


def _changed(e: Effect) -> str:
    n = abs(int(e.amount or 0))
    return f"{{{n}}} {'more' if (e.amount or 0) > 0 else 'less'}"


def _face_key(option: Option) -> list[str]:
    return [k for k in option.keys if k in ("split.cast_half", "dfc.cast_face_only", "disturb.def")][:1]


def _played_faces(sim) -> list[int]:
    """The faces of the followed card that would be played as a land (a special action) rather than cast."""
    card, mechanic = sim.card, mechanics.of(sim.card)
    if not mechanic.double_faced:
        return [0] if dfc.is_land(card.faces[0]) else []
    return [i for i, f in enumerate(card.faces) if dfc.is_land(f) and (i == 0 or mechanic.may_play_back)]


def touched(sim) -> bool:
    """Whether a static about casting has something to say about the followed object where it is: a door or face it
    could cast from there, a land face to play, or (a Room permanent) a locked door to unlock."""
    obj = sim.obj
    if not obj.exists or obj.zone == "stack":
        return False
    if obj.zone == "battlefield":
        return sim.card.is_room and bool(rooms.locked_doors(obj))
    return bool(cast_options(sim) or _played_faces(sim))


def cast_zone(sim, obj: GameObject | None = None) -> str:
    """Where a cast of the object is followed from: the followed card's start in the library, where a card starts when
    no zone is given, is followed as the usual cast from the hand (casting._permitted says so)."""
    obj = obj or sim.obj
    if obj.zone == "library" and obj.id == sim.start_obj.id and not sim.library_told:
        return "hand"
    return obj.zone


# --- what one static says about one door or face cast ---------------------------------------------------------------

def _said(sim, e: Effect, o: Option, st: Stop) -> str:
    ch = sim.chars(o.spell)
    mv = f" [mana value {number(ch.mana_value)}]" if "mana value" not in st.reason else ""
    if e.template == "cost_change":
        if not st.stopped:
            return f"{o.name}{o.how} isn't affected ({st.reason}){mv}"
        return (f"{o.name}{o.how} costs {_changed(e)} to cast ({st.reason}): {ch.mana_cost or '{0}'} becomes "
                f"{total_cost(ch.mana_cost, int(e.amount or 0))}")
    if e.template == "cast_trigger":
        return f"casting {o.name}{o.how} {'triggers it' if st.stopped else 'does not trigger it'} ({st.reason}){mv}"
    # cast_limit
    if not st.stopped:
        return f"{o.name}{o.how} isn't limited ({st.reason}){mv}"
    if e.number is None:
        return (f"{o.name}{o.how} is limited ({st.reason}): it can be cast only if its caster hasn't already cast "
                f"{_COUNT_WORDS.get(int(e.amount or 1), e.amount)} {_spells(e, e.amount)} this turn")
    allowed = e.number < int(e.amount or 1)
    return (f"{o.name}{o.how} {'can' if allowed else 'can not'} be cast ({st.reason}; {e.number} "
            f"{_spells(e, e.number)} cast before this turn, as told)")


def _keys(e: Effect) -> list[str]:
    return {"cost_change": ["cast.total_cost"], "cast_limit": ["cast.prohibited"],
            "cast_trigger": ["cast.triggers", "trigger.event"]}[e.template]


def _special(sim, e: Effect, what: str, *, cost: str | None = None, named: bool = True) -> tuple[str, list[str]]:
    """What a kept static about casting says about a special action (`what`: "unlocking Widow's Walk", "playing
    Kabira Plateau as a land"), and the rules that decide it; `named` False leaves the static's quote out (it heads
    the answer already)."""
    unlocking = what.startswith("unlocking")
    rule = ["special.unlock", "room.unlock_cost"] if unlocking else ["land.play"]
    who = f"{quote(e)} " if named else ""
    if e.template == "cost_change":
        pay = (f"; the unlock cost is the door's mana cost{' ' + cost if cost else ''}, unchanged" if unlocking
               else "; playing a land has no cost to change")
        text = (f"{who}doesn't apply to {what}: that is a special action, not casting a spell, and only a spell's "
                f"total cost is increased or reduced{pay}")
        return (text if named else what + text[len("doesn't apply to " + what):].replace(":", " isn't affected:", 1)
                ), rule + ["cast.total_cost"]
    if e.template in ("cast_limit", "cant_cast"):
        counts = ", and it doesn't count as a spell cast this turn" if e.template == "cast_limit" else ""
        return (f"{who}doesn't stop {what}: that is a special action, not casting a spell{counts}" if named else
                f"{what} isn't stopped: that is a special action, not casting a spell{counts}"), \
            rule + ["cast.prohibited"]
    if e.template == "counter_cast":
        return (f"{who}doesn't trigger on {what}: that is a special action and no spell is cast, so there is nothing "
                f"to counter"), rule + ["cast.triggers"]
    return (f"{who}doesn't trigger on {what}: that is a special action and no spell is cast" if named else
            f"{what} doesn't trigger it: that is a special action and no spell is cast"), rule + ["cast.triggers"]


# --- check CARD / apply CARD ----------------------------------------------------------------------------------------

def check(sim, e: Effect, step, apply: bool) -> Outcome:
    """Whether the static (or trigger) touches the followed card as each door or face would be cast from where it is,
    and that unlocking its doors or playing its land face doesn't; `apply` keeps it for the steps that follow."""
    if e.template == "cast_limit" and step.spells is not None:
        e = replace(e, number=step.spells)
    obj, label = sim.obj, sim.label
    assumed = whose(e)
    keys = _keys(e)
    faces: list[dict] = []
    parts: list[str] = []
    passes = False
    if not obj.exists:
        parts.append(f"{label} no longer exists, so it isn't affected")
    elif obj.zone == "battlefield":
        locked = rooms.locked_doors(obj) if sim.card.is_room else []
        if locked:
            for d in locked:
                door = sim.card.faces[d]
                text, k = _special(sim, e, f"unlocking {door.name}", cost=door.mana_cost, named=False)
                parts.append(text)
                keys = k
                faces.append({"name": door.name, "unlock": True, "applies": False})
        else:
            parts.append(f"{label} is on the battlefield: {quote(e)} looks only at spells being cast, so it isn't "
                         f"affected")
    else:
        where = obj.zone if obj.zone == "stack" else cast_zone(sim)
        options = [Option(sim.label, obj, [])] if obj.zone == "stack" else cast_options(sim)
        judged = [(o, fits(sim, e, o.spell)) for o in options]
        unknown = [(o, s) for o, s in judged if s.stopped is None]
        if unknown and apply and all(s.x_unknown for _, s in unknown):
            # "apply Up the Beanstalk; cast Agadeem's Awakening x=2": kept; the X chosen as it is cast decides it then
            o, s = unknown[0]
            sim.statics.append(e)
            return Outcome(Result.OK, f"{quote(e)} ({e.template}) is kept for the steps that follow: whether it applies "
                           f"to {o.name} depends on the X chosen as it is cast (its mana value on the stack counts X)"
                           f"{sim.ref(*keys, 'mv.x')}.", keys + ["mv.x"],
                           check={"condition": e.condition.words, "passes": None, "reason": s.reason})
        if unknown:
            o, s = unknown[0]
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {quote(e)} ({e.template}) applies to {o.name}: "
                           f"{s.reason}.", keys + s.keys,
                           check={"condition": e.condition.words, "passes": None, "reason": s.reason})
        face_keys = [k for o, _ in judged for k in _face_key(o)]
        keys = list(dict.fromkeys(keys[:1] + face_keys[:1] + keys[1:] + [k for _, s in judged for k in s.keys]))
        if obj.zone == "stack":
            parts.append(f"{label} is already on the stack: it was cast"
                         + (" and its total cost was locked in as it was" if e.template == "cost_change" else ""))
        for o, s in judged:
            parts.append(_said(sim, e, o, s))
            passes = passes or bool(s.stopped)
            face = {"name": o.name, "mana_value": number(sim.chars(o.spell).mana_value), "applies": bool(s.stopped)}
            if e.template == "cost_change" and s.stopped:
                face["total_cost"] = total_cost(sim.chars(o.spell).mana_cost, int(e.amount or 0))
            faces.append(face)
        for i in _played_faces(sim) if obj.zone != "stack" else []:
            text, k = _special(sim, e, f"playing {sim.card.faces[i].name} as a land", named=False)
            parts.append(text)
            keys = keys + [kk for kk in k if kk not in keys]
            faces.append({"name": sim.card.faces[i].name, "play": True, "applies": False})
        if not judged and not _played_faces(sim):
            parts.append(f"{label} can't be cast from {Zone(where).phrase.replace('in the ', 'the ')}")
        if where != obj.zone:
            parts.append("it starts in the library, where a card starts when no zone is given, and a cast is followed "
                         "as the usual one, from the hand")
    verb = {"cost_change": ("changes what it costs to cast", "doesn't change what it costs to cast"),
            "cast_limit": ("limits casting it", "doesn't limit casting it"),
            "cast_trigger": ("triggers on casting it", "doesn't trigger on casting it")}[e.template][0 if passes else 1]
    text = (f"{'Yes' if passes else 'No'}: {quote(e)} ({e.template}) {verb} — " + "; ".join(parts) + assumed
            + sim.ref(*keys))
    if e.template == "cast_trigger":
        text += f". What it does is quoted, not carried out: \"{e.does}\""
    if e.template == "cast_limit" and e.number is None and passes:
        text += (f". How many {_spells(e, 2)} its caster has cast this turn isn't told: `spells=N` on this step "
                 f"says it (e.g. `{step.verb} {step.card} spells=0`)")
    check = {"condition": e.condition.words, "passes": passes, "reason": "; ".join(parts), "faces": faces}
    if apply:
        sim.statics.append(e)
        text += ". It keeps applying to the steps that follow"
    return Outcome(Result.OK, text + ".", keys, check=check)


# --- a `cast` step obeys them ---------------------------------------------------------------------------------------

def on_cast(sim, out: Outcome, before: GameObject) -> Outcome:
    """The spell just cast (`sim.obj` on the stack) under the kept casting statics: a "one spell each turn" limit may
    refuse it (the card stays where it was), a cost change is said with the total cost, a cast trigger is said with
    what it does."""
    spell = sim.obj
    ch = sim.chars(spell)
    name = ch.names[0] if ch.names else sim.card.name
    face = (["split.cast_half"] if mechanics.of(sim.card).halves else
            ["dfc.cast_face_only"] if len(sim.card.faces) > 1 else [])
    notes: list[str] = []
    first: list[str] = []
    change = 0
    for i, e in enumerate(list(sim.statics)):
        if e.template not in CASTING:
            continue
        st = fits(sim, e, spell)
        if st.stopped is None:
            sim.obj = before
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {quote(e)} ({e.template}) applies to {name}: "
                           f"{st.reason}.", _keys(e) + st.keys)
        out.statics.append({"card": e.card, "template": e.template, "applies": bool(st.stopped),
                            **({"does": e.does} if e.template == "cast_trigger" else {})})
        if e.template == "cast_limit":
            if not st.stopped:
                notes.append(f"{quote(e)} doesn't limit it: {st.reason}{whose(e)}{sim.ref('cast.prohibited')}")
                first = first or ["cast.prohibited"] + face
                continue
            limit = int(e.amount or 1)
            if e.number is None:
                sim.obj = before
                keys = ["cast.prohibited", "cant.precedence"]
                return Outcome(Result.NOT_MODELLED, f"Can't tell whether {name} can be cast: {quote(e)} lets each player "
                               f"cast only {_COUNT_WORDS.get(limit, limit)} {_spells(e, limit)} each turn, and {name} is "
                               f"one ({st.reason}); whether it can be cast depends on how many its caster has already "
                               f"cast this turn, which isn't told — add `spells=N` to the step that applies it (e.g. "
                               f"`apply {e.card} spells=0`){sim.ref(*keys)}.", keys)
            if e.number >= limit:
                sim.obj = before
                keys = ["cast.prohibited", "cant.precedence"] + face
                return Outcome(Result.NOT_ALLOWED, f"{name} can't be cast: {quote(e)} stops it — its caster has "
                               f"already cast {e.number} {_spells(e, e.number)} this turn (as told with `spells=`, with "
                               f"the casts the steps made since), and {name} is one "
                               f"({st.reason}){whose(e)}{sim.ref(*keys)}. It stays {Zone(before.zone).phrase}.", keys)
            sim.statics[i] = replace(e, number=e.number + 1)
            notes.append(f"{quote(e)} allows it: {e.number} {_spells(e, e.number)} cast before it this turn (as told), "
                         f"so it is the {_ordinal(e.number + 1)}{whose(e)}{sim.ref('cast.prohibited')}; it counts "
                         f"toward the limit from now on")
            first = first or ["cast.prohibited"] + face
            continue
        if e.template == "cost_change":
            if st.stopped:
                change += int(e.amount or 0)
                notes.append(f"{quote(e)} applies: {st.reason}, so it costs {_changed(e)} to cast{whose(e)}")
                first = ["cast.total_cost"] + face
            else:
                notes.append(f"{quote(e)} doesn't apply to it: {st.reason}{whose(e)}")
                first = first or ["cast.total_cost"] + face
            continue
        # cast_trigger
        if st.stopped:
            notes.append(f"{quote(e)} triggers: {st.reason} on the stack{whose(e)}{sim.ref('cast.triggers')} — its "
                         f"ability then does \"{e.does}\" (quoted, not carried out)")
            first = first or ["cast.triggers"] + face
        else:
            notes.append(f"{quote(e)} doesn't trigger: {st.reason} on the stack{whose(e)}{sim.ref('cast.triggers')}")
            first = first or ["cast.triggers"] + face
    if not notes:
        return out
    costs = [int(e.amount or 0) for e in sim.statics if e.template == "cost_change" and fits(sim, e, spell).stopped]
    if costs:
        for d in out.statics:
            if d["template"] == "cost_change" and d["applies"]:
                d["total_cost"] = total_cost(ch.mana_cost, change)
        more, less = sum(n for n in costs if n > 0), -sum(n for n in costs if n < 0)
        how = (f" + {{{more}}}" if more else "") + (f" - {{{less}}} (generic mana only, never below {{0}})" if less else "")
        notes.append(f"its total cost is {total_cost(ch.mana_cost, change)}: {ch.mana_cost or '{0}'}{how}"
                     f"{sim.ref('cast.total_cost')}")
    elif first[:1] == ["cast.total_cost"]:
        notes[-1] += sim.ref("cast.total_cost")
    out.explanation += " " + ". ".join(n[0].upper() + n[1:] for n in notes) + "."
    out.keys = list(dict.fromkeys(first + out.keys))
    return out


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


# --- `unlock` and `play`: special actions ---------------------------------------------------------------------------

def on_special_action(sim, out: Outcome, *, door: int | None = None, land: int | None = None) -> Outcome:
    """A door unlocked by paying its cost, or a land face played, under the kept statics about casting (these three,
    and a "can't cast" or a "whenever … casts …, counter that spell" too): none applies, and the answer says so."""
    kept = [e for e in sim.statics if e.template in CASTING + ("cant_cast", "counter_cast")]
    if not kept or out.result != Result.OK:
        return out
    if door is not None:
        face = sim.card.faces[door]
        what, cost = f"unlocking {face.name}", face.mana_cost
    else:
        what, cost = f"playing {sim.card.faces[land or 0].name} as a land", None
    said, keys = [], []
    for e in kept:
        out.statics.append({"card": e.card, "template": e.template, "applies": False,
                            **({"total_cost": cost} if e.template == "cost_change" and cost else {})})
        text, k = _special(sim, e, what, cost=cost)
        said.append(text)
        keys += [kk for kk in k if kk not in keys]
    out.explanation += " " + "; ".join(s[0].upper() + s[1:] if i == 0 else s for i, s in enumerate(said)) \
        + sim.ref(*keys) + "."
    # the special action's own rules first (116.2m, 709.5e / 116.2a), then what says the static doesn't reach it
    n = 2 if door is not None else 1
    added = [k for k in keys if k not in out.keys]
    out.keys = out.keys[:n] + added + out.keys[n:]
    return out
