"""Craft (702.167): "[Cost], Exile this permanent, Exile [materials] …: Return this card to the battlefield
transformed under its owner's control. Activate only as a sorcery."

Crafting is not transforming: the permanent is exiled as part of the cost, so what returns is a new object
(400.7) — it has summoning sickness, keeps no counters or Auras, and "transforms" abilities don't trigger.
`craft` activates and resolves the ability; `activate craft` only pays the cost (the card is in exile while the
ability waits on the stack) and `resolve ability` returns it."""

from __future__ import annotations

import re

from bot.rules.outcome import Outcome, Result
from bot.rules.vocabulary import Zone

_CRAFT = re.compile(r"^craft with\b[^\n]*", re.IGNORECASE | re.MULTILINE)


def _craft_line(sim) -> str | None:
    return next((m.group(0).strip() for a in sim.chars().abilities for m in [_CRAFT.match(a.text)] if m), None)


def _cant_activate(sim) -> Outcome | None:
    obj, card, ref = sim.obj, sim.card, sim.ref
    if obj.zone != "battlefield":
        return Outcome(Result.NOT_ALLOWED, f"Craft exiles this permanent as part of its cost, so only a permanent "
                       f"on the battlefield can be crafted, and {card.name} is {Zone(obj.zone).phrase}"
                       f"{ref('craft.def')}.", ["craft.def"])
    line = _craft_line(sim)
    if line is None:
        return Outcome(Result.NOT_ALLOWED, f"{sim.label} has no craft ability as it is now"
                       f"{' (back face up)' if obj.face_up else ''}, so it can't be crafted{ref('craft.def')}.",
                       ["craft.def"])
    if sim.statics:
        from bot.rules.effects import restrict

        found = restrict.stopping_activation(sim)
        if found is not None:
            e, st = found
            keys = ["craft.def", "activate.prohibited", "cant.precedence"] + st.keys[1:]
            return Outcome(Result.NOT_ALLOWED, f"{sim.label}'s craft ability can't be activated: {e.card}'s "
                           f"\"{e.sentence.rstrip('.')}\" stops it — {st.reason}{ref(*keys)}. It stays as it is.",
                           keys)
    return None


def _exiled_as_cost(sim) -> tuple[Outcome | None, str]:
    """Pay the cost: the permanent is exiled (a token ceases to exist there and nothing returns)."""
    from bot.rules.zone_moves import leave

    ref = sim.ref
    line = _craft_line(sim) or "Craft"
    left = leave(sim, "exile")
    if left:
        left.keys = ["craft.def"] + left.keys
        left.explanation = (f"To pay the craft cost (\"{line}\") it is exiled{ref('craft.def')}. " + left.explanation
                            + " The ability returns \"this card\", and there is none, so nothing returns.")
        return left, line
    sim.obj = sim.moved("exile")
    return None, line


def _returns(sim, line: str, *, lead: str) -> Outcome:
    from bot.rules.zone_moves import _put_onto_battlefield

    card, ref = sim.card, sim.ref
    out = _put_onto_battlefield(sim, transformed=True, how="returns to the battlefield")
    if out.result == Result.OK and sim.obj.zone == "battlefield":
        keys = ["craft.def", "zone.new_object"]
        out.explanation = (f"{lead}{card.name} was exiled to pay the craft cost (\"{line}\") with its materials, and "
                           f"the ability returns it to the battlefield transformed{ref('craft.def')}: a new object "
                           f"with no memory of the old one — it has summoning sickness again and keeps no counters or "
                           f"Auras{ref('zone.new_object')}. " + out.explanation)
        out.keys = keys + [k for k in out.keys if k not in keys]
    elif out.result == Result.OK:  # exiled instead of returning (Containment Priest)
        out.explanation = f"{lead}{card.name} was exiled to pay the craft cost. " + out.explanation
    else:
        out.explanation = f"{lead}{card.name} was exiled to pay the craft cost; whether it returns: " + out.explanation
    out.cards_moved = [card.name]
    return out


def craft(sim, step) -> Outcome:
    stopped = _cant_activate(sim)
    if stopped is not None:
        return stopped
    left, line = _exiled_as_cost(sim)
    if left is not None:
        return left
    return _returns(sim, line, lead="")


def activate(sim, step) -> Outcome:
    """`activate craft`: the cost is paid — the permanent is already in exile while the ability is on the stack,
    so nothing done in response can target it as a permanent."""
    stopped = _cant_activate(sim)
    if stopped is not None:
        return stopped
    left, line = _exiled_as_cost(sim)
    if left is not None:
        return left
    sim.abilities_on_stack.append({"object": sim.obj.id, "craft": line})
    return Outcome(Result.OK, f"{sim.card.name} is exiled with its materials to pay the craft cost (\"{line}\"), "
                   f"and the craft ability is put on the stack{sim.ref('craft.def')}. While it waits, the card is "
                   f"already in exile: a response can't destroy or target it as a permanent.", ["craft.def"],
                   cards_moved=[sim.card.name])


def resolve(sim, ability: dict) -> Outcome:
    """The craft ability resolves: "Return this card" finds the card only if it is still the object exiled."""
    if sim.obj.id != ability["object"] or sim.obj.zone != "exile":
        return Outcome(Result.NOTHING, f"The craft ability resolves, but the card it exiled has left exile "
                       f"(it is {Zone(sim.obj.zone).phrase}, a new object), so nothing returns"
                       f"{sim.ref('zone.new_object')}.", ["craft.def", "zone.new_object"])
    return _returns(sim, ability["craft"], lead="The craft ability resolves: ")
