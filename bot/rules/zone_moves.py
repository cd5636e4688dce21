"""Objects changing zones: entering the battlefield (on every path: put, returned, flickered,
moved), leaving it, and what ceases to exist on the way (400.7, 111.7, 704.5e, 307.4, 712.14)."""

from __future__ import annotations

from bot.errors import QueryError
from bot.rules import double_faced as dfc
from bot.rules import mechanics, rooms
from bot.rules.outcome import Outcome, Result
from bot.rules.vocabulary import Zone


def cant_enter(sim, *, transformed: bool) -> tuple[str, list[str]] | None:
    """Why the followed card can't be put onto the battlefield (it stays where it is), or None."""
    card = sim.card
    if transformed:
        return mechanics.of(card).enter_transformed_refusal(card, sim.cites)  # the card's mechanic decides
    front = card.faces[0]
    if dfc.is_instant_or_sorcery(front):
        if card.layout == dfc.MODAL:
            return f"{front.name} isn't a permanent card, so it stays where it is", ["dfc.mdfc_nonpermanent"]
        return f"{front.name} isn't a permanent card, so it stays where it is", [mechanics.never_permanent_key(front)]
    return None


def _put_onto_battlefield(sim, *, transformed: bool, how: str) -> Outcome:
    card, ref = sim.card, sim.ref
    if transformed and card.layout == dfc.MODAL and dfc.is_instant_or_sorcery(card.faces[0]) \
            and sim.cites.has("dfc.mdfc_transforms"):
        keys = ["dfc.enter_transformed", "dfc.mdfc_nonpermanent"]
        return Outcome(Result.NOT_MODELLED, f"Not modelled: put onto the battlefield transformed, {card.name} would "
                       f"enter back face up{ref('dfc.enter_transformed')}, but a modal double-faced card whose front "
                       f"face isn't a permanent card stays in its current zone{ref('dfc.mdfc_nonpermanent')}; the "
                       f"rules text doesn't say which of the two decides, and the engine doesn't guess.", keys)
    why = cant_enter(sim, transformed=transformed)
    if why:
        what = "enter transformed" if transformed else "enter the battlefield"
        return Outcome(Result.NOTHING, f"{card.name} can't {what}: {why[0]}{ref(*why[1])}.", why[1])
    stopped = kept_static_stops(sim, transformed=transformed)
    if stopped is not None:
        return stopped
    keys = ["zone.new_object"]
    if transformed:
        new = sim.moved("battlefield").same(face_up=1)
        keys += ["dfc.enter_transformed"] + (["dfc.mdfc_up"] if card.layout == dfc.MODAL
                                             else ["dfc.back_up", "mv.back_face"])
        sim.obj = new
        return Outcome(Result.OK, f"{card.name} {how} transformed, {card.faces[1].name} face up; it did not "
                       f"transform, so \"transforms\" abilities don't trigger{ref(*keys)}.", keys,
                       sim.enter_triggers(new))
    new, dn_keys, dn_note = sim.entering(sim.moved("battlefield"))
    keys += dn_keys
    if card.is_room and rooms.supported(sim.cites):
        keys.append("room.enters")
        expl = (f"{card.name} {how} without being cast, so both doors are locked: it has no name, no mana cost "
                f"and no abilities{ref('room.enters', 'room.shared_type_line')}.")
    elif card.is_double_faced:
        keys.append("dfc.enter_front")
        expl = f"{card.name} {how} front face up{ref('dfc.enter_front')}." if not dn_note else \
            f"{card.name} {how}.{dn_note}"
    else:
        expl = f"{card.name} {how}{ref('zone.new_object')}."
    sim.obj = new
    return Outcome(Result.OK, expl, keys, sim.enter_triggers(new))


def kept_static_stops(sim, *, transformed: bool) -> Outcome | None:
    """Another card's static kept by `apply` (effects/restrict.py), or of a permanent on the battlefield in the
    day/night story (daynight_cards.py asks this same function): Grafdigger's Cage keeps a creature card in its
    graveyard or library where it is (101.2); Containment Priest exiles a nontoken creature that would enter
    without being cast instead (614.1a), looking at it as it would enter (614.12). None: nothing stops it."""
    if not sim.statics:
        return None
    from bot.rules.effects import restrict
    from bot.rules.objects import GameObject

    obj, card, ref = sim.obj, sim.card, sim.ref
    would_be = GameObject(card, "battlefield", face_up=1 if transformed else 0, token=obj.token,
                          copy_kind=obj.copy_kind, copy_of=obj.copy_of)
    if not transformed:
        would_be, _, _ = sim.entering(would_be)
    found = restrict.kept_entry_stop(sim, would_be, from_obj=obj)
    if found is None or isinstance(found, Outcome):
        return found
    e, st, quote = found
    if e.template == "cant_enter":
        return Outcome(Result.NOTHING, f"{card.name} can't be put onto the battlefield: {quote} applies to it — "
                       f"{st.reason} — and a \"can't\" beats the effect that would put it there, so it stays "
                       f"{Zone(obj.zone).phrase}{ref(*st.keys)}.", st.keys)
    keys = ["replace.instead"] + [k for k in st.keys if k != "replace.instead"]
    if obj.zone != "exile":
        sim.obj = sim.moved("exile")
    return Outcome(Result.OK, f"{card.name} would enter the battlefield, but {quote} exiles it instead — "
                   f"{st.reason}{ref(*keys)}.", keys, cards_moved=[card.name])


def token_exiled_instead(sim, new, *, what: str) -> Outcome | None:
    """A token about to enter — a token copy, or a copy of a permanent spell becoming a token as it resolves
    (neither was cast: 707.10, 111.13) — that a kept "if a creature would enter and it wasn't cast, exile it
    instead" (Hallowed Moonlight; not Containment Priest's "nontoken") exiles instead: it ceases to exist there
    (111.7)."""
    if not sim.statics:
        return None
    from bot.rules.effects import restrict

    found = restrict.kept_entry_stop(sim, new, from_obj=new, what=what)
    if found is None or isinstance(found, Outcome):
        return found
    e, st, quote = found
    keys = ["replace.instead"] + [k for k in st.keys if k != "replace.instead"] + ["token.ceases"]
    sim.obj = new.moved("exile", sim.new_id()).same(exists=False)
    return Outcome(Result.OK, f"{what[0].upper() + what[1:]} would enter the battlefield, but {quote} exiles it "
                   f"instead — {st.reason}; a token in exile ceases to exist{sim.ref(*keys)}.", keys)


def _enter_check(sim) -> Outcome | None:
    obj = sim.obj
    if obj.zone == "battlefield":
        # Entering is moving there from another zone, as a new object (400.7): a permanent already there can't
        # enter again, and a story that has it enter (summoning sick, its "enters" abilities triggering) can't go
        # on as told.
        return Outcome(Result.NOT_ALLOWED, f"{sim.label} is already on the battlefield: only an object in another "
                       f"zone can enter it, as a new object{sim.ref('zone.new_object')}.", ["zone.new_object"],
                       said=("step_already_on_battlefield", {"card": sim.card.name}))
    if obj.zone == "stack":
        return Outcome(Result.NOT_ALLOWED, f"{sim.label} is a spell on the stack: it enters the battlefield by "
                       f"resolving (`resolve`){sim.ref('resolve.permanent')}.", ["resolve.permanent"],
                       said=("step_enter_by_resolving", {"card": sim.card.name}))
    return None


def enter(sim, step) -> Outcome:
    return _enter_check(sim) or _put_onto_battlefield(sim, transformed=False, how="enters the battlefield")


def enter_transformed(sim, step) -> Outcome:
    return _enter_check(sim) or _put_onto_battlefield(sim, transformed=True, how="enters the battlefield")


def leave(sim, zone: str) -> Outcome | None:
    """A token, copy or melded permanent leaving its zone; None for an ordinary object."""
    obj, ref = sim.obj, sim.ref
    if obj.copy_kind == "spell":
        sim.obj = sim.moved(zone).same(exists=False)
        return Outcome(Result.OK, f"The copy of a spell leaves the stack and ceases to exist"
                       f"{ref('copy.ceases')}.", ["copy.ceases"])
    if obj.token and obj.zone == "battlefield":
        sim.obj = sim.moved(zone).same(exists=False)
        return Outcome(Result.OK, f"The token is put {Zone(zone).phrase}, where it ceases to exist"
                       f"{ref('token.ceases')}. Abilities that trigger on it leaving still trigger.", ["token.ceases"])
    if obj.copy_kind == "permanent" and obj.zone == "battlefield":
        sim.obj = sim.moved(zone).same(exists=False)
        return Outcome(Result.OK, f"The permanent that was copying {obj.copy_of} is a card: it is put "
                       f"{Zone(zone).phrase} as itself, a new object that is no longer a copy"
                       f"{ref('zone.new_object', 'copy.copiable')}. The engine followed the copy, not that card, "
                       f"so it follows it no further.", ["zone.new_object"])
    return None


def _flicker(sim, *, transformed: bool) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    if obj.zone != "battlefield":
        return Outcome(Result.NOT_ALLOWED, f"Only a permanent can be exiled and returned to the battlefield, and "
                       f"{sim.label} is {Zone(obj.zone).phrase}.", ["zone.new_object"],
                       said=("step_blink_not_permanent", {"card": sim.card.name, "zone": obj.zone}))
    left = leave(sim, "exile")
    if left:
        left.explanation = "It is exiled. " + left.explanation + " Nothing returns."
        return left
    moved = [card.name]
    note = ""
    partner_back = True  # the other card of a melded permanent returns too
    if obj.melded_with is not None:
        moved.append(obj.melded_with.name)
        partner = partner_returns(sim, obj.melded_with)
        if partner is None:
            note = (f" Both cards, {card.name} and {obj.melded_with.name}, are exiled and the effect returns both, as "
                    f"two permanents{ref('dfc.meld_leaves', 'dfc.meld_found')}; this follows {card.name}.")
        else:
            partner_back, said, keys = partner
            note = (f" Both cards, {card.name} and {obj.melded_with.name}, are exiled and the effect returns both, as "
                    f"two permanents, each front face up{ref('dfc.meld_leaves', 'dfc.meld_found', 'dfc.enter_front')}; "
                    f"{said}{ref(*keys)}; this follows {card.name}.")
    sim.obj = sim.moved("exile")
    out = _put_onto_battlefield(sim, transformed=transformed, how="returns to the battlefield")
    if out.result == Result.OK and sim.obj.zone == "exile":  # Containment Priest: exiled instead of returning
        out.explanation = (f"{card.name} is exiled. It would return to the battlefield, but "
                           + out.explanation.split(", but ", 1)[-1] + " It stays in exile." + note)
        out.cards_moved = moved
        return out
    if out.result == Result.NOT_MODELLED:
        out.explanation = f"{card.name} is exiled. Whether it returns: " + out.explanation
        out.cards_moved = moved
        return out
    if out.result != Result.OK:
        out.explanation = (f"{card.name} is exiled, but it can't return: " + out.explanation.split(": ", 1)[-1]
                           + " It stays in exile.")
        out.result = Result.OK
        out.keys = ["zone.new_object"] + out.keys
        out.cards_moved = moved
        return out
    out.explanation = (f"{card.name} is exiled and returns as a new object with no memory of the old one"
                       f"{ref('zone.new_object')}. " + out.explanation
                       + (" It wasn't cast, so no door is unlocked and no unlock ability triggers."
                          if card.is_room and rooms.supported(sim.cites) else "") + note)
    out.cards_moved = moved
    if obj.melded_with is not None:
        out.keys += ["dfc.meld_leaves", "dfc.meld_found"]
        if partner_back:
            sim.obj.arrived_with = obj.melded_with.name
    return out


def partner_returns(sim, partner) -> tuple[bool, str, list[str]] | None:
    """The other card of a melded permanent exiled and returned (712.21c: the effect returns both cards, each a
    permanent of its own, front face up, 712.14) met by a kept static as it would enter — Containment Priest looks at
    each card as it would enter (614.12): a land stays, a nontoken creature that wasn't cast is exiled instead.
    (returns, what is said, rule keys); None when no kept static looks at entering."""
    from bot.rules.effects import restrict
    from bot.rules.objects import GameObject

    if not any(e.template in ("cant_enter", "enter_exile") for e in sim.statics):
        return None
    would_be, _, _ = sim.entering(GameObject(partner, "battlefield"))
    found = restrict.kept_entry_stop(sim, would_be, from_obj=GameObject(partner, "exile"), what=partner.name)
    if found is None:
        st = next((restrict.enter_stop(sim, e, would_be, from_obj=GameObject(partner, "exile"), cast=False)
                   for e in sim.statics if e.template == "enter_exile"), None)
        why = f" — {st.reason}" if st is not None else ""
        return True, f"{partner.name} returns too{why}", (st.keys if st is not None else [])
    if isinstance(found, Outcome):
        return True, f"whether {partner.name} returns can't be told: {found.explanation.rstrip('.')}", found.keys
    e, st, quote = found
    keys = ["replace.instead"] + [k for k in st.keys if k != "replace.instead"]
    return False, f"{partner.name} would return too, but {quote} exiles it instead — {st.reason}", keys


def blink(sim, step) -> Outcome:
    return _flicker(sim, transformed=False)


def blink_transformed(sim, step) -> Outcome:
    return _flicker(sim, transformed=True)


def move(sim, step) -> Outcome:
    zone = Zone.parse(step.arg).value
    obj, card, ref = sim.obj, sim.card, sim.ref
    if zone == obj.zone == "battlefield":
        return _enter_check(sim)
    if zone == obj.zone:
        return Outcome(Result.NOTHING, f"{sim.label} is already {Zone(zone).phrase}.", [])
    if zone == "stack":
        raise QueryError("invalid", "To put a card on the stack, cast it: `cast " + card.faces[0].name + "`.",
                         ["cast " + f.name for f in card.faces], key="engine_stack_by_cast", values={"face": card.faces[0].name})
    if zone == "battlefield":
        return enter(sim, step)
    # The object's own replacement effect applies as it leaves, whatever it is: a Clone copying
    # Generous Soul has its "exile it instead" ability too (707.2).
    exile_instead = graveyard_replacement(sim) if zone == "graveyard" else None
    if exile_instead is not None and (obj.is_copy or obj.token):
        zone = "exile"
    left = leave(sim, zone)
    if left:
        if exile_instead is not None:
            left.keys = ["replace.instead", "copy.copiable"] + left.keys
            left.explanation = (f"It would be put into the graveyard, but the ability it has as a copy, "
                                f"{exile_instead.face}'s \"{exile_instead.text}\", exiles it instead"
                                f"{ref('replace.instead', 'copy.copiable')}. " + left.explanation)
        return left
    keys = ["zone.new_object"]
    moved = [card.name]
    note = ""
    from bot.rules.casting import EXILED_OFF_STACK, exiled_instead

    off_stack = exiled_instead(sim, zone)
    if off_stack is not None:  # a spell cast using flashback is exiled instead (702.34a)
        keys.insert(0, EXILED_OFF_STACK[obj.exiled_off_stack])
        zone, note = off_stack
    elif exile_instead is not None:
        zone = "exile"
        keys.append("replace.instead")
        note = (f" It would have been put into the graveyard, but its own replacement effect, {exile_instead.face}'s "
                f"\"{exile_instead.text}\", exiles it instead{ref('replace.instead')}.")
    if obj.melded_with is not None:
        keys.append("dfc.meld_leaves")
        moved.append(obj.melded_with.name)
        note = (f" One permanent leaves the battlefield and two cards, {card.name} and {obj.melded_with.name}, "
                f"are put {Zone(zone).phrase}.")
    dies = _dies_triggers(sim) if obj.zone == "battlefield" and zone == "graveyard" else []
    sim.obj = sim.moved(zone)
    if obj.melded_with is not None:
        sim.obj.arrived_with = obj.melded_with.name
    keys += sim.chars().keys
    if card.is_room or (len(card.faces) > 1 and not card.is_double_faced):
        keys.append("split.one_card")
    if dies:
        note += (" It died: its own " + "; ".join(f"\"{t['ability']}\"" for t in dies)
                 + f" triggers, looking back at {dies[0]['face']} as it last existed on the battlefield.")
    return Outcome(Result.OK, f"{card.name} is put {Zone(zone).phrase} and becomes a new object"
                   f"{ref(*keys)}.{note}", keys, dies, cards_moved=moved)


def _dies_triggers(sim) -> list[dict]:
    """The followed permanent's own "when ~ dies" abilities, of the face that was up (it dies: put into a graveyard
    from the battlefield, 700.4; a leaves-the-battlefield ability looks back in time, 603.10a)."""
    from bot.rules.triggers import triggers

    ch = sim.chars()
    if "Creature" not in ch.types:
        return []
    return triggers(ch.abilities, "dies", self_names=ch.names + [f.name for f in sim.card.faces])


def graveyard_replacement(sim):
    """The object's own "If ~ would be put into a graveyard from anywhere, exile it instead" ability
    (the back faces of disturb cards), while it is a spell or permanent with that face up."""
    if sim.obj.zone not in ("battlefield", "stack"):
        return None
    for a in sim.chars().abilities:
        low = a.text.casefold()
        if "would be put into a graveyard from anywhere" in low and "exile it instead" in low:
            return a
    return None
