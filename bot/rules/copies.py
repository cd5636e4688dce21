"""Copies: a copy of a spell (707.10), a permanent that becomes or enters as a copy (707.2,
707.8), and a token that is a copy (707.8a: a double-faced token with the same face up;
a Room token with both doors locked, 709.5b, 709.5d). Later steps follow the copy."""

from __future__ import annotations

from bot.errors import QueryError
from bot.rules import double_faced as dfc
from bot.rules import mechanics, rooms
from bot.rules.characteristics import number
from bot.rules.outcome import Outcome, Result
from bot.rules.vocabulary import Zone


def copy(sim, step) -> Outcome:
    """`copy`: on the stack a copy of the spell; on the battlefield a Clone-like copy — an object
    represented by a single-faced card that copies the face that is up (707.8)."""
    obj, card, ref = sim.obj, sim.card, sim.ref
    name = sim.label
    if obj.zone == "stack":
        return copy_spell(sim)
    if obj.zone == "battlefield":
        clone = sim.fresh(card, "battlefield", face_up=obj.face_up, melded_with=obj.melded_with,
                          copy_kind="permanent", copy_of=name, copy_except=obj.copy_except)
        unknown = clone_entry_unknown(sim, clone)
        if unknown is not None:
            return unknown
        sim.obj = clone
        keys = ["copy.copiable"]
        if card.is_room and rooms.supported(sim.cites):
            keys += ["room.copiable", "room.enters"]
            expl = (f"A copy of {name} enters; it copies both doors but not the unlocked designations, so both of "
                    f"its doors are locked{ref(*keys)}.")
        elif card.is_double_faced or obj.melded_with is not None:
            keys.append("copy.dfc")
            if obj.melded_with is not None:
                keys.append("mv.meld")
            elif mechanics.of(card).back_up_takes_front_mv(obj):
                keys.append("mv.back_face")
            expl = (f"A copy of {name} enters, copying only the face that is up; it is represented by a "
                    f"single-faced card, so it can't transform; its mana value is "
                    f"{number(sim.chars().mana_value)}{ref(*keys)}.")
        else:
            expl = f"A copy of {name} enters{ref(*keys)}."
        return Outcome(Result.OK, expl, keys, sim.enter_triggers(sim.obj))
    return Outcome(Result.NOT_ALLOWED, f"Only a spell or a permanent is copied by `copy`, and {name} is "
                   f"{Zone(obj.zone).phrase}; for a token copy of a card there, use `token copy`"
                   f"{ref('copy.copiable')}.", ["copy.copiable"],
                   said=("step_copy_not_object", {"card": sim.card.name, "zone": obj.zone}))


def clone_entry_unknown(sim, clone) -> Outcome | None:
    """A Clone-like card entering as a copy meets the entry statics that apply (kept by `apply`, or of the
    permanents in the day/night story, which asks this too): "enters" triggers are kept from triggering or doubled
    where every command asks it (entry_statics.py), but a static that stops the card entering depends on what the `copy`
    step doesn't say — whether the Clone was cast (Containment Priest: "… and it wasn't cast, exile it instead",
    looking at it as it would enter, a copy, 614.12) or which zone it comes from (Grafdigger's Cage: the Clone card is
    a creature card there whatever it would copy). Such a step is not modelled, saying so; None when none applies."""
    from dataclasses import replace

    from bot.rules.checks import judge

    for e in sim.statics:
        if e.template == "enter_exile":
            v = judge(sim, replace(e.condition, zones=()), obj=clone)
            if v.passes is False:
                continue
            why = (f"it would be exiled instead if it wasn't cast, and as it would enter it is {v.reason.split('it is ', 1)[-1]}"
                   if v.passes else v.reason)
            keys = ["replace.enters", "replace.instead"]
        elif e.template == "cant_enter":
            why = "a Clone-like card is a creature card in a graveyard or library, whatever it would copy"
            keys = ["cant.precedence"]
        else:
            continue
        return Outcome(Result.NOT_MODELLED, f"Not modelled: whether a Clone-like card entering as a copy of {sim.label} "
                       f"is stopped by {e.card}'s \"{e.sentence.rstrip('.')}\" depends on what the step doesn't say — "
                       f"whether it was cast and where it comes from ({why}){sim.ref(*keys)}. Ask about that card "
                       f"itself, cast or put onto the battlefield.", keys)
    return None


def copy_spell(sim) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    name = sim.label
    if obj.zone != "stack":
        return Outcome(Result.NOT_ALLOWED, f"Only a spell can be copied as a spell, and {name} is "
                       f"{Zone(obj.zone).phrase}{ref('copy.spell')}.", ["copy.spell"],
                       said=("step_copy_spell_not_spell", {"card": sim.card.name, "zone": obj.zone}))
    sim.obj = sim.fresh(card, "stack", cast_face=obj.cast_face, face_up=obj.face_up,
                        cast_transformed=obj.cast_transformed, copy_kind="spell", copy_of=name)
    keys = ["copy.spell"]
    if card.is_room:
        keys += ["room.copiable"] if rooms.supported(sim.cites) else ["split.copy_spell"]
        expl = (f"A copy of the spell {name} is put on the stack; it keeps the door chosen and both halves as "
                f"copiable values. The copy was not cast{ref(*keys)}.")
    else:
        expl = f"A copy of the spell {name} is put on the stack with the same choices; the copy was not cast"
        if mechanics.of(card).back_up_takes_front_mv(obj):
            keys.append("mv.back_face")
            expl += ", and as a copy of a back face its mana value is 0"
        expl += f"{ref(*keys)}."
    return Outcome(Result.OK, expl, keys)


def token_copy(sim, step) -> Outcome:
    """`token copy`: an effect creates a token that's a copy of the followed permanent (or card)."""
    obj, card, ref = sim.obj, sim.card, sim.ref
    name = sim.label if obj.zone == "battlefield" else card.name
    if obj.zone == "stack":
        raise QueryError("invalid", "A spell isn't copied as a token: `copy` makes a copy of the spell, which "
                         "becomes a token as it resolves (`copy; resolve`).", ["copy", "resolve"], key="engine_spell_copy_token")
    keys = ["copy.copiable"]
    if obj.zone == "battlefield":
        # A token copy of a Clone-like copy copies what that copy is — the one face it copied (707.8), on a
        # single-faced object — so it is no double-faced token (707.8a is about double-faced permanents).
        clone = obj.copy_kind == "permanent"
        sim.obj = sim.fresh(card, "battlefield", face_up=obj.face_up, melded_with=obj.melded_with,
                            copy_kind="permanent" if clone else "token", copy_of=name, token=True,
                            copy_except=obj.copy_except)
    else:
        if cant := _cant_be_token(sim):
            return cant
        sim.obj = sim.fresh(card, "battlefield", copy_kind="token", copy_of=card.name, token=True)
    sim.obj, dn_keys, dn_note = sim.entering(sim.obj)
    from bot.rules.zone_moves import token_exiled_instead

    instead = token_exiled_instead(sim, sim.obj, what=f"a token that's a copy of {name}")
    if instead is not None:
        return instead
    keys += dn_keys
    new = sim.obj
    if card.is_room and rooms.supported(sim.cites):
        keys += ["room.copiable", "room.enters"]
        expl = (f"A token that's a copy of {name} is created. It has both doors as copiable values, but not the "
                f"unlocked designations, and it wasn't cast, so both of its doors are locked{ref(*keys)}.")
    elif obj.melded_with is not None:
        keys += ["copy.dfc", "mv.meld"]
        expl = (f"A token that's a copy of the melded permanent {name} is created: it copies the combined face, and "
                f"as a copy of a melded permanent its mana value is 0{ref(*keys)}.")
    elif mechanics.of(card).double_faced_token and new.copy_kind == "permanent":
        keys += ["copy.dfc"]
        expl = (f"A token that's a copy of {name} is created. {name} is a copy represented by a single-faced card, "
                f"so the token copies only the face it copied and is no double-faced token: it can't transform"
                f"{ref(*keys)}.")
    elif mechanics.of(card).double_faced_token:
        keys += ["copy.dfc_token"]
        up = card.faces[new.face_up].name
        expl = (f"A token that's a copy of {name} is created. It is a double-faced token with both faces, and it "
                f"enters with the same face up, {up}")
        if mechanics.of(card).back_up_takes_front_mv(new):
            keys.append("mv.back_face")
            expl += "; as a copy of a back face its mana value is 0"
        expl += f"{ref(*keys)}."
    else:
        expl = f"A token that's a copy of {name} is created{ref(*keys)}."
    return Outcome(Result.OK, expl + dn_note, keys, sim.enter_triggers(new))


def _cant_be_token(sim) -> Outcome | None:
    card, ref = sim.card, sim.ref
    front = card.faces[0]
    if dfc.is_instant_or_sorcery(front):
        key = "dfc.mdfc_nonpermanent" if card.layout == dfc.MODAL else mechanics.never_permanent_key(front)
        return Outcome(Result.NOTHING, f"A token copy of {card.name} would be an instant or sorcery on the "
                       f"battlefield, which can't be: no token enters{ref(key)}.", [key])
    return None
