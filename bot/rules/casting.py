"""Casting a door or face, playing a land face, and a spell resolving (601, 608, 709.3, 712.11-13)."""

from __future__ import annotations

from bot.rules import double_faced as dfc
from bot.rules import mechanics
from bot.rules.outcome import Outcome, Result
from bot.rules.triggers import triggers
from bot.rules.vocabulary import Zone


def cast(sim, step) -> Outcome:
    """Cast a door or face; a "can't cast" static kept by `apply` (Void Winnower, Grafdigger's Cage) looks at the
    spell it would be and refuses the cast (601.3, 101.2)."""
    before = sim.obj
    out = _cast(sim, step)
    if out.result != Result.OK or not sim.statics or sim.obj.zone != "stack":
        return out
    from bot.rules.effects import restrict

    found = restrict.stopping_cast(sim, sim.obj, before.zone)
    if found is None:
        return out
    spell, (e, st) = sim.obj, found
    sim.obj = before
    name = sim.chars(spell).names[0] if sim.chars(spell).names else sim.card.name
    quote = f"{e.card}'s \"{e.sentence.rstrip('.')}\""
    if st.stopped is None:
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {quote} stops casting {name}: {st.reason}.",
                       st.keys)
    keys = st.keys[:1] + ["cant.precedence"] + st.keys[1:]
    return Outcome(Result.NOT_ALLOWED, f"{name} can't be cast: {quote} stops it — {st.reason}"
                   f"{restrict.whose(e)}{sim.ref(*keys)}. It stays {Zone(before.zone).phrase}.", keys)


def _cast(sim, step) -> Outcome:
    obj, card = sim.obj, sim.card
    ref = sim.ref
    if obj.zone in ("stack", "battlefield"):
        return Outcome(Result.NOT_ALLOWED, f"{sim.label} is already {Zone(obj.zone).phrase}; only a card in "
                       f"another zone can be cast{ref('cast.to_stack')}.", ["cast.to_stack"])
    if obj.is_copy or obj.token:
        return Outcome(Result.NOT_ALLOWED, "A token or a copy that is not on the stack or battlefield has ceased "
                       f"to exist and can't be cast{ref('token.ceases', 'copy.ceases')}.",
                       ["token.ceases", "copy.ceases"])
    # The card's mechanic (mechanics.py) says which door or face is cast and how, or why it can't be.
    out = mechanics.of(card).cast(sim, step, ["cast.to_stack", "zone.new_object"])
    if out.result == Result.OK:
        ch = sim.chars()
        out.triggers = triggers(ch.abilities, "cast", self_names=ch.names)
    return out


def play(sim, step) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    if obj.zone in ("stack", "battlefield") or obj.is_copy or obj.token:
        return Outcome(Result.NOT_ALLOWED, f"Only a land card in your hand (or another zone an effect lets you "
                       f"play from) can be played{ref('land.play')}.", ["land.play"])
    mechanic = mechanics.of(card)
    f = sim.face(step.arg, verb="play") if mechanic.double_faced else 0
    face = card.faces[f]
    if f != 0 and not mechanic.may_play_back:
        # Only a modal double-faced card may be played with its back face up (712.12); a nonmodal card is
        # played front face up (712.11 for spells, 305.1 for lands), and a meld card's back is never played.
        key, kind = mechanic.back_face_unplayable
        return Outcome(Result.NOT_ALLOWED, f"{face.name} is the back face of a {kind} card: only a "
                       f"modal double-faced card may be played with its back face up{ref(key)}, so it can't be "
                       f"played{' as a land' if dfc.is_land(face) else ''}; it can only become that face by "
                       f"transforming on the battlefield.", [key, "land.play"])
    if not dfc.is_land(face):
        return Outcome(Result.NOT_ALLOWED, f"{face.name} isn't a land face, so it can't be played as a land"
                       f"{ref('land.play')}.", ["land.play"])
    sim.obj = sim.fresh(card, "battlefield", face_up=f)
    keys = ["land.play", "zone.new_object"] + (["dfc.mdfc_land"] if mechanic.may_play_back else [])
    return Outcome(Result.OK, f"{face.name} is played as a land and enters with that face up{ref(*keys)}.", keys,
                   sim.enter_triggers(sim.obj))


def resolve(sim, step) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    if obj.zone != "stack":
        return Outcome(Result.NOT_ALLOWED, f"{sim.label} is {Zone(obj.zone).phrase}, not on the stack, so it can't "
                       "resolve.", ["cast.to_stack"])
    ch = sim.chars()
    if "Instant" in ch.types or "Sorcery" in ch.types:
        if obj.copy_kind == "spell":
            sim.obj = sim.moved("graveyard").same(exists=False)
            return Outcome(Result.OK, f"The copy of {ch.names[0]} resolves and then ceases to exist"
                           f"{ref('resolve.instant', 'copy.ceases')}.", ["resolve.instant", "copy.ceases"])
        sim.obj = sim.moved("graveyard")
        return Outcome(Result.OK, f"{ch.names[0]} resolves and is put into its owner's graveyard"
                       f"{ref('resolve.instant')}.", ["resolve.instant", "zone.new_object"])
    new = sim.moved("battlefield")
    keys = ["resolve.permanent", "zone.new_object"]
    extra = ""
    if obj.copy_kind == "spell":
        new = new.same(token=True, copy_kind=None, copy_of=obj.copy_of)
        keys.append("copy.spell_token")
        extra = ", becoming a token"
    # The card's mechanic says what the permanent keeps from the spell (a Room's cast door, a face up).
    new, more, trig, events = mechanics.of(card).resolving(sim, obj, new, keys)
    extra += more
    new, dn_keys, dn_note = sim.entering(new)
    if obj.copy_kind == "spell":  # a copy of a spell wasn't cast (707.10): Hallowed Moonlight exiles its token
        from bot.rules.zone_moves import token_exiled_instead

        instead = token_exiled_instead(sim, new, what=f"the token the copy of {card.name} becomes")
        if instead is not None:
            instead.keys = [instead.keys[0], "copy.spell_token"] + instead.keys[1:]
            return instead
    if dn_note:
        keys = [k for k in keys if k != "mv.back_face"] + dn_keys + ["mv.back_face"]
        extra = extra.replace(f" with {card.faces[0].name} face up", "")
    sim.obj = new
    trig = sim.enter_triggers(new) + trig
    if trig:
        keys.append("trigger.etb" if any(t["event"] == "enters" for t in trig) else "room.unlock_trigger")
    expl = f"{card.name} resolves and enters the battlefield{extra}{ref(*keys)}.{dn_note}"
    if trig:
        expl += f" {len(trig)} ability triggers: " + "; ".join(
            f"{t['face']}'s \"{t['ability'].rstrip('.')}\"" for t in trig) + "."
    return Outcome(Result.OK, expl, keys, trig, events)
