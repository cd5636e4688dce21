"""Casting a door or face, playing a land face, and a spell resolving (601, 608, 709.3, 712.11-13)."""

from __future__ import annotations

from bot.rules import double_faced as dfc
from bot.rules import mechanics, rooms
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
    keys = ["cast.to_stack", "zone.new_object"]
    if card.is_room:
        d = sim.door(step.arg, required=True)
        sim.obj = sim.fresh(card, "stack", cast_face=d)
        keys += ["split.cast_choice", "split.stack"]
        if rooms.supported(sim.cites):
            keys += ["room.copiable"]
        expl = (f"{card.faces[d].name} is cast: on the stack only that door's characteristics exist"
                f"{ref('split.cast_choice', 'split.stack', 'mv.split')}.")
    elif card.is_double_faced:
        f = sim.face(step.arg)
        if card.layout == dfc.MELD:
            if f != 0:
                return Outcome(Result.NOT_ALLOWED, f"The back face of a meld card can't be cast; it is only used "
                               f"by the melded permanent{ref('dfc.meld_back_only')}.", ["dfc.meld_back_only"])
            if dfc.is_land(card.faces[0]):
                return Outcome(Result.NOT_ALLOWED, f"{card.faces[0].name} is a land: it can only be played "
                               f"(`play {card.faces[0].name}`), not cast{ref('land.not_cast')}.", ["land.not_cast"])
            sim.obj = sim.fresh(card, "stack")
            keys += ["dfc.meld_front"]
            expl = f"{card.faces[0].name} is cast with its front face up{ref('dfc.meld_front')}."
        elif card.layout == dfc.MODAL:
            if dfc.is_land(card.faces[f]):
                return Outcome(Result.NOT_ALLOWED, f"{card.faces[f].name} is a land face: it can only be played "
                               f"(`play {card.faces[f].name}`), not cast{ref('land.not_cast')}.",
                               ["land.not_cast", "dfc.mdfc_land"])
            sim.obj = sim.fresh(card, "stack", face_up=f, cast_face=f)
            keys += ["dfc.mdfc_cast"]
            expl = (f"{card.faces[f].name} is cast: the face chosen as it is cast is the spell"
                    f"{ref('dfc.mdfc_cast', 'dfc.mdfc_up')}.")
        elif dfc.is_land(card.faces[f]) and f == 0:
            # A transforming card's front land face (Westvale Abbey) is played, never cast.
            return Outcome(Result.NOT_ALLOWED, f"{card.faces[0].name} is a land face: it can only be played "
                           f"(`play {card.faces[0].name}`), not cast{ref('land.not_cast')}.", ["land.not_cast"])
        elif f == 1:
            return _cast_transformed(sim, keys)
        else:
            sim.obj = sim.fresh(card, "stack", face_up=0, cast_face=0)
            keys += ["dfc.cast_front", "dfc.spell_face"]
            expl = f"{card.faces[0].name} is cast front face up{ref('dfc.cast_front')}."
    else:
        face = card.faces[0]
        if dfc.is_land(face):
            return Outcome(Result.NOT_ALLOWED, f"{card.name} is a land; it can't be cast{ref('land.not_cast')}.",
                           ["land.not_cast"])
        half = 0 if len(card.faces) == 1 else sim.door(step.arg, required=True)
        sim.obj = sim.fresh(card, "stack", cast_face=half)
        expl = f"{sim.label} is cast{ref('cast.to_stack')}."
    ch = sim.chars()
    return Outcome(Result.OK, expl, keys, triggers(ch.abilities, "cast", self_names=ch.names))


def _cast_transformed(sim, keys: list[str]) -> Outcome:
    """A nonmodal double-faced card cast back face up: only when an ability of its front face allows it
    (712.11a, 712.11d) — disturb from the graveyard, or a "cast it transformed" instruction."""
    obj, card, ref = sim.obj, sim.card, sim.ref
    allowance = dfc.cast_transformed_allowance(card)
    if allowance is None and "Siege" in card.faces[0].subtypes:
        return Outcome(Result.NOT_MODELLED, f"Not modelled: a Siege is cast transformed only by its own intrinsic "
                       f"ability as its last defense counter is removed — it is exiled, then may be cast transformed "
                       f"from exile{ref('siege.defeated')}. The engine doesn't model battles and their defense "
                       f"counters; cast from the {obj.zone} it is cast front face up"
                       f"{ref('dfc.cast_front')}.", ["siege.defeated", "dfc.cast_front"])
    if allowance is None:
        return Outcome(Result.NOT_ALLOWED, f"Nothing lets {card.faces[0].name} be cast transformed from "
                       f"{Zone(obj.zone).phrase}: a double-faced spell is cast front face up unless an effect "
                       f"allows it to be cast transformed{ref('dfc.cast_front', 'dfc.cast_transformed')}.",
                       ["dfc.cast_front", "dfc.cast_transformed"])
    how, zone = allowance
    if zone is not None and obj.zone != zone:
        key = "disturb.def" if how == "disturb" else "dfc.cast_transformed"
        return Outcome(Result.NOT_ALLOWED, f"{how[0].upper() + how[1:]} lets it be cast transformed only from the "
                       f"{zone}, and it is {Zone(obj.zone).phrase}{ref(key)}.", [key])
    if zone is None:
        return Outcome(Result.NOT_MODELLED, f"{card.faces[0].name} may be cast transformed only as its own ability "
                       f"says (\"{how}\"); the engine does not model that ability's timing or zone, so it can't "
                       f"say this cast is allowed{ref('dfc.cast_transformed_ability')}.",
                       ["dfc.cast_transformed_ability"])
    sim.obj = sim.fresh(card, "stack", face_up=1, cast_transformed=True, cast_face=1)
    keys = ["disturb.def"] + keys + ["dfc.cast_transformed", "dfc.cast_transformed_ability", "dfc.spell_face",
                                     "mv.back_face"]
    ch = sim.chars()
    return Outcome(Result.OK, f"{card.faces[1].name} is cast transformed using disturb: it is on the stack back face "
                   f"up with only that face's characteristics, and its mana value is its front face's"
                   f"{ref('dfc.cast_transformed', 'dfc.spell_face', 'mv.back_face')}.", keys,
                   triggers(ch.abilities, "cast", self_names=ch.names))


def play(sim, step) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    if obj.zone in ("stack", "battlefield") or obj.is_copy or obj.token:
        return Outcome(Result.NOT_ALLOWED, f"Only a land card in your hand (or another zone an effect lets you "
                       f"play from) can be played{ref('land.play')}.", ["land.play"])
    f = sim.face(step.arg, verb="play") if card.is_double_faced else 0
    face = card.faces[f]
    if f != 0 and not mechanics.of(card).may_play_back:
        # Only a modal double-faced card may be played with its back face up (712.12); a nonmodal card is
        # played front face up (712.11 for spells, 305.1 for lands), and a meld card's back is never played.
        key = "dfc.meld_back_only" if card.layout == dfc.MELD else "dfc.mdfc_land"
        return Outcome(Result.NOT_ALLOWED, f"{face.name} is the back face of a "
                       f"{'meld' if card.layout == dfc.MELD else 'transforming (nonmodal) double-faced'} card: only a "
                       f"modal double-faced card may be played with its back face up{ref(key)}, so it can't be "
                       f"played{' as a land' if dfc.is_land(face) else ''}; it can only become that face by "
                       f"transforming on the battlefield.", [key, "land.play"])
    if not dfc.is_land(face):
        return Outcome(Result.NOT_ALLOWED, f"{face.name} isn't a land face, so it can't be played as a land"
                       f"{ref('land.play')}.", ["land.play"])
    sim.obj = sim.fresh(card, "battlefield", face_up=f)
    keys = ["land.play", "zone.new_object"] + (["dfc.mdfc_land"] if mechanics.of(card).may_play_back else [])
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
    trig: list[dict] = []
    events: list[str] = []
    if card.is_room:
        if rooms.supported(sim.cites):
            keys.append("room.enters")
            new = new.same(unlocked=rooms.entering_unlocked(obj))
            t, events, k = rooms.door_triggers(sim.fresh(card, "battlefield"), new, sim.cites)
            trig += t
            keys += k
            extra += f" with {card.faces[obj.cast_face].name} unlocked"
            if obj.copy_kind == "spell":
                # A copy keeps the choice of which half was cast (707.10), and the Duskmourn release
                # notes say the token enters with that door unlocked. 709.5d's "was cast" is read the
                # same way; the answer says where that reading comes from.
                keys.append("copy.spell")
                extra += (": the copy kept the choice of which door was cast, and the Duskmourn release notes "
                          "say the token it becomes enters with that door unlocked")
    elif card.is_double_faced:
        new = new.same(face_up=obj.face_up)
        keys.append("dfc.resolve")
        allowance = dfc.cast_transformed_allowance(card) if obj.cast_transformed else None
        if obj.cast_transformed and obj.copy_kind != "spell" and allowance and allowance[0] == "disturb":
            keys.append("disturb.enters")  # a copy wasn't cast using disturb (707.10): 712.13 alone applies
        if mechanics.of(card).back_up_takes_front_mv(obj):
            keys.append("mv.back_face")
        extra += f" with {card.faces[obj.face_up].name} face up"
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
