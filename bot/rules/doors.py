"""Doors: unlocking by paying a locked door's cost (a special action, 709.5e, 116.2m), effects
that unlock or lock a door (709.5f, 709.5g), and the triggers that follow (709.5h, 709.5i)."""

from __future__ import annotations

import re

from bot.errors import QueryError
from bot.rules import rooms
from bot.rules.outcome import Outcome, Result
from bot.rules.vocabulary import Zone


def room_permanent(sim) -> Outcome | None:
    obj, card, ref = sim.obj, sim.card, sim.ref
    if not card.is_room:
        return Outcome(Result.NOT_ALLOWED, f"{sim.label} is not a Room: it has no doors{ref('room.door')}.",
                       ["room.door"], said=("step_no_doors", {"card": card.name}))
    if not rooms.supported(sim.cites):
        return Outcome(Result.NOT_ALLOWED, f"Doors can't be locked or unlocked here: "
                       f"{sim.cites.missing_sentence('room.unlock_effect')}.", ["room.unlock_effect"])
    if obj.zone != "battlefield":
        return Outcome(Result.NOT_ALLOWED, f"Only a Room permanent has locked and unlocked doors, and {card.name} is "
                       f"{Zone(obj.zone).phrase}{ref('room.designations')}.", ["room.designations"],
                       said=("step_doors_not_permanent", {"card": card.name, "zone": obj.zone}))
    return None


def effect_unlock(sim, step) -> Outcome:
    return unlock(sim, step, effect=True)


# When in the turn a door's unlock cost is paid: "unlock Widow's Walk in response". The special action can be
# taken only with priority, the stack empty, in a main phase of its controller's turn (116.2m, 709.5e).
_WHEN = re.compile(r"\s+(?P<when>in response|at instant speed|with flash|on an opponent's turn|during combat|in the upkeep|"
                   r"in the draw step|at end of turn|in a main phase)$", re.IGNORECASE)
_NOT_THEN = {
    "in response": "in response to a spell or ability, the stack isn't empty",
    "at instant speed": "at instant speed is any time with priority, which includes times the stack isn't empty or "
                        "it isn't a main phase",
    "on an opponent's turn": "on an opponent's turn, it isn't its controller's main phase",
    "during combat": "during combat, it isn't a main phase",
    "in the upkeep": "in the upkeep, it isn't a main phase",
    "in the draw step": "in the draw step, it isn't a main phase",
    "at end of turn": "at end of turn, it isn't a main phase",
    "with flash": "flash lets a card be played any time its controller could cast an instant, and unlocking a door "
                  "is no card played or spell cast, so flash has nothing to say about when it can be done",
}
_EXTRA_RULES = {"with flash": ["keyword.flash"]}


def unlock(sim, step, *, effect: bool = False) -> Outcome:
    arg = step.arg
    timing = _WHEN.search(arg)
    if timing:
        arg = arg[:timing.start()]
    low = arg.casefold().strip()
    for suffix in (" by effect", " (effect)", " effect"):
        if low.endswith(suffix):
            effect, arg, low = True, arg[: -len(suffix)], low[: -len(suffix)]
    when = timing["when"].casefold() if timing else None
    if when in _NOT_THEN and not effect:
        rule = "special.unlock"
        keys = [rule, "room.unlock_cost"] + _EXTRA_RULES.get(when, [])
        return Outcome(Result.NOT_ALLOWED, f"A door's unlock cost can be paid only as a special action: any time its "
                       f"controller has priority and the stack is empty during a main phase of their own turn — "
                       f"{_NOT_THEN[when]}{sim.ref(*keys)}.", keys)
    bad = room_permanent(sim)
    if bad:
        return bad
    obj, card = sim.obj, sim.card
    locked = rooms.locked_doors(obj)
    rule = "room.unlock_effect" if effect else "room.unlock_cost"
    d = sim.door(arg, required=False, verb="effect unlock" if effect else "unlock")
    if d is None:
        if not locked:
            if effect:
                return Outcome(Result.NOTHING, f"Both doors of {card.name} are already unlocked, so there is "
                               f"no locked door to choose{sim.ref(rule)}.", [rule])
            return Outcome(Result.NOT_ALLOWED, f"Both doors of {card.name} are already unlocked; there is no unlock "
                           f"cost to pay{sim.ref('special.unlock', rule)}.", ["special.unlock", rule],
                           said=("step_both_unlocked", {"card": card.name}))
        if len(locked) > 1:
            verb = "effect unlock" if effect else "unlock"
            raise QueryError("invalid", ("Both doors are locked, so the effect's controller chooses one: say which, "
                                         if effect else "Say which door to unlock: ")
                             + " or ".join(f"`{verb} {card.faces[i].name}`" for i in locked)
                             + (f"{sim.ref('room.unlock_effect')}." if effect else "."),
                             [f"{verb} {card.faces[i].name}" for i in locked], key="engine_which_door_effect" if effect else "engine_which_door_unlock", values={"doors": [card.faces[i].name for i in locked]})
        d = locked[0]
    name = card.faces[d].name
    if d not in locked:
        what = ("only a locked door can be chosen" if effect
                else "only a locked door's mana cost can be paid to unlock it")
        return Outcome(Result.NOT_ALLOWED, f"{name} can't be unlocked: it is already unlocked; {what}"
                       f"{sim.ref(rule)}.", [rule], said=("step_door_unlocked", {"card": card.name, "face": name}))
    before = obj
    sim.obj = obj.same(unlocked=obj.unlocked | {d})
    trig, events, tkeys = rooms.door_triggers(before, sim.obj, sim.cites)
    if effect:
        keys = [rule] + tkeys
        expl = f"An effect unlocks {name}{sim.ref(rule)}."
    else:
        keys = ["special.unlock", rule, "special.def"] + tkeys
        cost = card.faces[d].mana_cost or "its mana cost"
        expl = (f"{name} is unlocked by paying its mana cost {cost}: a special action its controller may take "
                f"any time they have priority and the stack is empty during their main phase; it doesn't use "
                f"the stack{sim.ref('special.unlock', rule, 'special.def')}.")
    if trig:
        expl += f" {len(trig)} ability triggers: " + "; ".join(f"{t['face']}'s \"{t['ability']}\"" for t in trig) \
            + sim.ref(*tkeys) + "."
    out = Outcome(Result.OK, expl, keys, trig, events)
    if effect:
        return out
    from bot.rules.effects import cast_statics

    return cast_statics.on_special_action(sim, out, door=d)  # paying an unlock cost casts no spell

def lock(sim, step) -> Outcome:
    arg = step.arg
    bad = room_permanent(sim)
    if bad:
        return bad
    obj, card = sim.obj, sim.card
    rule = "room.lock_effect"
    d = sim.door(arg, required=False, verb="lock")
    unlocked = sorted(obj.unlocked)
    if d is None:
        if not unlocked:
            return Outcome(Result.NOTHING, f"Both doors of {card.name} are locked, so there is no unlocked "
                           f"door to choose{sim.ref(rule)}.", [rule])
        if len(unlocked) > 1:
            raise QueryError("invalid", "Say which door to lock: "
                             + " or ".join(card.faces[i].name for i in unlocked) + ".",
                             [f"lock {card.faces[i].name}" for i in unlocked], key="engine_which_door_lock", values={"doors": [card.faces[i].name for i in unlocked]})
        d = unlocked[0]
    name = card.faces[d].name
    if d not in obj.unlocked:
        return Outcome(Result.NOT_ALLOWED, f"{name} can't be locked: it is already locked; only an unlocked door can "
                       f"be chosen{sim.ref(rule)}.", [rule], said=("step_door_locked", {"card": card.name, "face": name}))
    sim.obj = obj.same(unlocked=obj.unlocked - {d})
    return Outcome(Result.OK, f"An effect locks {name}: the permanent loses that door's name, mana cost and "
                   f"abilities{sim.ref(rule, 'room.shared_type_line')}.", [rule, "room.shared_type_line"])
