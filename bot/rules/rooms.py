"""Rooms: split permanents with a shared type line, whose halves (doors) lock and unlock.

- Off the stack and battlefield a Room has both doors' characteristics combined (709.4):
  both names, the combined mana cost and its mana value (202.3d).
- On the stack only the door that was cast exists (709.3b), though both halves are still
  part of the spell's copiable values (709.5b).
- On the battlefield it has the name, mana cost and rules text only of its unlocked doors
  (709.5); with no door unlocked it has no name, mana value 0 and no abilities, and is
  still an Enchantment — Room (709.5a).
- The door that was cast enters unlocked; a Room put onto the battlefield any other way
  enters with both doors locked (709.5d).
- Unlocking by paying a locked door's mana cost is a special action (709.5e, 116.2m): only
  its controller, in their main phase, with priority and an empty stack; it does not use
  the stack. Unlock effects choose a locked door (709.5f), lock effects an unlocked one
  (709.5g). "When you unlock this door" triggers whenever that door gets its designation,
  even as the Room enters (709.5h); "fully unlock" when the second door does (709.5i).

If the loaded edition predates Rooms (no 709.5), a Room is treated as the plain split card
the old rules make it, and unlock/lock steps say the loaded rules have no rule on them.
"""

from __future__ import annotations

from bot.rules.characteristics import characteristics
from bot.rules.characteristics import rooms_supported as supported  # noqa: F401  (rooms.supported, as the engine calls it)
from bot.rules.objects import GameObject
from bot.rules.triggers import triggers


def door_triggers(before: GameObject, after: GameObject, cites) -> tuple[list[dict], list[str], list[str]]:
    """Triggers and events from the doors that just got the unlocked designation.

    Returns (triggers, events, citation keys). Abilities are looked at on the object after
    the doors are unlocked: a door's own "When you unlock this door" sees itself.
    """
    card = after.card
    new = sorted(after.unlocked - before.unlocked)
    if not new:
        return [], [], []
    abilities = characteristics(after, cites).abilities
    fired: list[dict] = []
    events = [f"unlocked {card.faces[i].name}" for i in new]
    keys = ["room.unlock_trigger"]
    for i in new:
        fired += triggers(abilities, "unlock", self_names=[card.faces[i].name], door=card.faces[i].name)
    if len(after.unlocked) == len(card.faces) and len(before.unlocked) < len(card.faces):
        events.append("fully unlocked")
        keys.append("room.fully_unlock")
        fired += triggers(abilities, "fully_unlock", self_names=[f.name for f in card.faces])
    return fired, events, keys


def entering_unlocked(obj: GameObject) -> frozenset[int]:
    """The doors a Room is unlocked with as it enters (709.5d): the door cast, if any."""
    return frozenset([obj.cast_face]) if obj.cast_face is not None else frozenset()


def locked_doors(obj: GameObject) -> list[int]:
    return [i for i in range(len(obj.card.faces)) if i not in obj.unlocked]
