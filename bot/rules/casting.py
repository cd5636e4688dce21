"""Casting a door or face, playing a land face, and a spell resolving (601, 608, 709.3, 712.11-13).

A card is cast from the hand unless a rule or an effect allows another zone (601.3, 601.2 "usually the hand"):
`permission` says what allows a cast from a graveyard, library, exile or the command zone — the card's own words
(flashback, escape, "you may cast this card from your graveyard" …), or an effect carried out earlier in the story
(`apply` of a card with cascade or discover, `defeat` of a Siege, which casts it itself) — and a cast with none is
"not allowed", saying what would allow it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.catalog.model import Face
from bot.rules import double_faced as dfc
from bot.rules import mechanics
from bot.rules.characteristics import number
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
    from bot.rules.effects import cast_statics, restrict

    # a card followed from the library where no zone was told is cast as from the hand (_permitted says so)
    found = restrict.stopping_cast(sim, sim.obj, cast_statics.cast_zone(sim, before))
    if found is None:
        out = cast_statics.on_cast(sim, out, before)  # cost changes, "one spell each turn", cast triggers
        if out.result != Result.OK:
            return out
        return countered_as_cast(sim, out)
    spell, (e, st) = sim.obj, found
    sim.obj = before
    name = sim.chars(spell).names[0] if sim.chars(spell).names else sim.card.name
    quote = f"{e.card}'s \"{e.sentence.rstrip('.')}\""
    if st.stopped is None:
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {quote} stops casting {name}: {st.reason}.",
                       st.keys)
    keys = st.keys[:1] + ["cant.precedence"] + st.keys[1:]
    from bot.rules.characteristics import number
    mv = sim.chars(spell).mana_value
    return Outcome(Result.NOT_ALLOWED, f"{name} can't be cast: {quote} stops it — {st.reason}"
                   f"{restrict.whose(e)}{sim.ref(*keys)}. It stays {Zone(before.zone).phrase}.", keys,
                   said=("step_cast_stopped", {"face": name, "other": e.card,
                                               "mv": number(mv) if mv is not None else "?"}))


def countered_as_cast(sim, out: Outcome) -> Outcome:
    """A kept "whenever a player casts a spell …, counter that spell" (Chalice of the Void with its charge counters,
    Counterbalance with the card it revealed): the spell was cast (it still counts as cast, 601.2i); the ability
    triggers (603.2) and as it resolves counters the spell if its mana value on the stack is the number (701.6a)."""
    from bot.rules.effects import restrict

    found = restrict.countering_trigger(sim, sim.obj)
    if found is None:
        return out
    e, st = found
    ch = sim.chars()
    name = ch.names[0] if ch.names else sim.card.name
    quote = f"{e.card}'s \"{e.sentence.rstrip('.')}\""
    # what says the spell's mana value on the stack is that of the door or face cast
    face = ["mv.split"] if mechanics.of(sim.card).halves else ["dfc.cast_face_only"] if len(sim.card.faces) > 1 else []
    if st.stopped is None:
        return Outcome(Result.NOT_MODELLED, f"{name} is cast, but can't tell whether {quote} counters it: {st.reason}.",
                       st.keys)
    if not st.stopped:
        out.explanation += f" {quote} doesn't counter it: {st.reason}{restrict.whose(e)}{sim.ref(*st.keys)}."
        return out
    keys = ["trigger.event", "counter.def"] + face
    spell = sim.obj
    off = exiled_instead(sim, "graveyard")
    if off is None:  # a disturb back face's own "If it would be put into a graveyard from anywhere, exile it instead"
        from bot.rules.zone_moves import graveyard_replacement  # (the same replacement a `move graveyard` applies)

        own = graveyard_replacement(sim)
        if own is not None:
            keys.append("replace.instead")
            off = ("exile", f" Its own replacement effect, {own.face}'s \"{own.text}\", exiles it instead of the "
                            f"graveyard{sim.ref('replace.instead')}.")
    sim.obj = sim.moved(off[0] if off else "graveyard")
    return Outcome(Result.OK, f"{name} is cast, and {quote} triggers: {st.reason}, so the ability counters it as it "
                   f"resolves — {name} never resolves and is put into its owner's "
                   f"{'graveyard' if not off else 'exile'}{restrict.whose(e)}{sim.ref(*keys)}. It was still cast (a "
                   f"\"whenever you cast\" ability of another card still triggers).{off[1] if off else ''}", keys,
                   triggers=out.triggers, cards_moved=[spell.card.name])


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
    if out.result == Result.OK and step.x is not None:
        if "{X}" not in (sim.chars().mana_cost or ""):
            sim.obj = obj
            return Outcome(Result.NOT_ALLOWED, f"{sim.label} has no {{X}} in the cost of what is cast, so no X is "
                           f"chosen for it: drop `x={step.x}` from the cast.", [])
        sim.obj = sim.obj.same(x=step.x)  # ("cast Agadeem's Awakening x=2": its mana value on the stack is 2 + 3)
        out.keys = list(out.keys) + ["mv.x"]
    if out.result == Result.OK and obj.zone != "hand":
        out = _permitted(sim, obj, out)
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
    out = Outcome(Result.OK, f"{face.name} is played as a land and enters with that face up{ref(*keys)}.", keys,
                  sim.enter_triggers(sim.obj))
    from bot.rules.effects import cast_statics

    return cast_statics.on_special_action(sim, out, land=f)  # playing a land casts no spell


def resolve(sim, step) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    if obj.zone != "stack":
        return Outcome(Result.NOT_ALLOWED, f"{sim.label} is {Zone(obj.zone).phrase}, not on the stack, so it can't "
                       "resolve.", ["cast.to_stack"])
    ch = sim.chars()
    if "Instant" in ch.types or "Sorcery" in ch.types:
        moves_itself = next((a.text for a in ch.abilities if _MOVES_ITSELF.search(a.text)), None)
        if moves_itself is not None:
            # Esper Origins: "If this spell was cast from a graveyard, exile it, then put it onto the battlefield
            # transformed"; Plant a Sapling: "shuffle this spell into its owner's library transformed".
            return Outcome(Result.NOT_MODELLED, f"Not modelled: {ch.names[0]}'s own words say where it goes as it "
                           f"resolves (\"{moves_itself.rstrip('.')}\"), and the engine doesn't follow a spell's "
                           f"instructions about itself; it won't say it goes to the graveyard{ref('resolve.instant')}.",
                           ["resolve.instant"])
        if obj.copy_kind == "spell":
            sim.obj = sim.moved("graveyard").same(exists=False)
            return Outcome(Result.OK, f"The copy of {ch.names[0]} resolves and then ceases to exist"
                           f"{ref('resolve.instant', 'copy.ceases')}.", ["resolve.instant", "copy.ceases"])
        instead = exiled_instead(sim, "graveyard")
        if instead is not None:
            sim.obj = sim.moved("exile")
            return Outcome(Result.OK, f"{ch.names[0]} resolves.{instead[1]}",
                           [EXILED_OFF_STACK[obj.exiled_off_stack], "resolve.instant", "zone.new_object"])
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


# --- what lets a card be cast from a zone other than the hand (601.3) ------------------------------------------

@dataclass(frozen=True)
class Permission:
    """An effect of the story that lets the followed object be cast from where it is: cascade's or discover's card in
    exile (702.85a, 701.57a). `faces` are the doors or faces it lets be cast (the resulting spell's mana value is
    checked), `refused` says why each other one can't be."""
    zone: str
    source: str  # "Shardless Agent's cascade"
    key: str  # the rule that gives it
    faces: tuple[int, ...]
    refused: str = ""


# The card's own words: (keyword, zone, citation key, what it needs that the steps don't track or None, whether the
# resulting spell must be an instant or sorcery).
_OWN = (
    ("flashback", "graveyard", "flashback.def", None, True),
    ("jump-start", "graveyard", "jumpstart.def", None, True),
    ("retrace", "graveyard", "retrace.def", None, False),
    ("escape", "graveyard", "escape.def", None, False),
    ("harmonize", "graveyard", "harmonize.def", None, False),
    ("mayhem", "graveyard", "mayhem.def", "it was discarded this turn", False),
    ("madness", "exile", "madness.def", "it was just discarded into exile by madness", False),
    ("foretell", "exile", "foretell.def", "it was foretold on an earlier turn", False),
    ("plot", "exile", "plot.def", "it was plotted on an earlier turn", False),
    ("suspend", "exile", "suspend.def", "its last time counter was just removed", False),
)
_MOVES_ITSELF = re.compile(r"\bthis spell (?:into|onto)\b|\bif this spell was cast from\b|\bexile it, then (?:put|return) "
                           r"it\b", re.I)
# A spell cast with these is exiled instead of going anywhere else as it leaves the stack (resolved or countered).
EXILED_OFF_STACK = {"flashback": "flashback.def", "jump-start": "jumpstart.def", "harmonize": "harmonize.def"}
_MAY_CAST_FROM = re.compile(r"\byou may cast (?:this card|this spell|~) from (?:your |a )?(graveyard|exile|library)"
                            r"(?P<rest>[^.]*)", re.I)


def own_permission(face: Face, zone: str, name: str) -> tuple[str, str | None, str | None] | None:
    """(how, citation key or None, a condition the steps don't track or None) when the face's own words let it be
    cast from `zone`; None otherwise. Reminder text doesn't count."""
    for word, where, key, needs, instant_or_sorcery in _OWN:
        if where == zone and dfc.has_keyword(face, word):
            if instant_or_sorcery and not dfc.is_instant_or_sorcery(face):
                continue
            return word, key, needs
    text = dfc.without_reminder(face.text or "").replace(name, "~").replace(face.name, "~")
    m = _MAY_CAST_FROM.search(text)
    if m and m.group(1).casefold() == zone:
        rest = m.group("rest").strip(" ,")
        return f"its own words (\"{m.group(0).strip()}\")", None, rest or None
    return None


def _permitted(sim, before, out: Outcome) -> Outcome:
    """The cast `out` (already made: `sim.obj` is the spell) kept when something allows a cast from `before.zone`,
    or undone and refused (601.3)."""
    spell, zone = sim.obj, before.zone
    if spell.cast_transformed:
        return out  # the mechanic checked the ability that lets it be cast transformed, and its zone (712.11d)
    face = spell.cast_face if spell.cast_face is not None else spell.face_up
    ch = sim.chars(spell)
    name = ch.names[0] if ch.names else sim.card.faces[face].name
    granted = sim.may_cast.get(before.id)
    if granted is not None and granted.zone == zone:
        if face in granted.faces:
            out.explanation += (f" {granted.source} lets it be cast from {_from(zone)} without paying its mana "
                                f"cost{sim.ref(granted.key)}.")
            out.keys = [granted.key] + out.keys
            return out
        sim.obj = before
        return Outcome(Result.NOT_ALLOWED, f"{name} can't be cast: {granted.source} lets only what it found be cast, "
                       f"and only if the resulting spell's mana value is low enough — {granted.refused}"
                       f"{sim.ref(granted.key)}. It stays {Zone(zone).phrase}.", [granted.key, "cast.permission"])
    if zone == "library" and before.id == sim.start_obj.id and not sim.library_told:
        # The library is where a card starts when the question doesn't say (`--zone` by default, the question
        # reader's "Assumed: it is in the library"): the cast said is followed as the usual one, from the hand, and
        # the answer says so. A card the story itself put in the library needs a permission like any other.
        out.explanation += (f" It started in the library, where a card starts when no zone is given: a spell is cast "
                            f"from the hand unless something allows another zone{sim.ref('cast.permission')}, so this "
                            f"follows the usual cast (`--zone hand` says so; nothing lets a card in the library be "
                            f"cast unless an effect such as cascade, applied first, does).")
        out.keys = out.keys + ["cast.permission"]
        return out
    if zone == "command":
        out.explanation += (f" A card is cast from the command zone only as its owner's commander, which this assumes"
                            f"{sim.ref('commander.cast')}.")
        out.keys = ["commander.cast"] + out.keys
        return out
    own = own_permission(sim.card.faces[face], zone, sim.card.name)
    from bot.rules.effects import restrict

    allowed = restrict.permitting_cast(sim, spell, zone) if own is None and sim.statics else None
    if allowed is not None and allowed[1].stopped is not False:
        e, st = allowed
        if st.stopped is None:
            sim.obj = before
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {e.card}'s \"{e.sentence.rstrip('.')}\" lets "
                           f"{name} be cast from {_from(zone)}: {st.reason}.", st.keys)
        from bot.rules.effects.act import assumed_turn

        when = f" ({assumed_turn(e)})" if e.when else ""
        out.explanation += (f" Cast from {_from(zone)}: {e.card}'s \"{e.sentence.rstrip('.')}\" allows it ({st.reason})"
                            f"{sim.ref(*st.keys)}{when}.")
        out.keys = st.keys + out.keys
        return out
    if own is not None:
        how, key, needs = own
        keys = [k for k in (key, "cast.permission") if k]
        if how in EXILED_OFF_STACK:
            sim.obj = sim.obj.same(exiled_off_stack=how)
        out.explanation += (f" Cast from {_from(zone)}: {how} allows it{sim.ref(*keys)}"
                            + (f", as long as {needs} (which this assumes)" if needs else "") + ".")
        out.keys = keys + out.keys
        return out
    sim.obj = before
    keys = ["cast.permission"]
    if allowed is not None:  # a kept permission that doesn't cover this spell: say why
        e, st = allowed
        return Outcome(Result.NOT_ALLOWED, f"{name} can't be cast from {_from(zone)}: {e.card}'s \""
                       f"{e.sentence.rstrip('.')}\" doesn't allow it — {st.reason}, and nothing else here does"
                       f"{sim.ref(*st.keys)}. It stays {Zone(zone).phrase}.", st.keys)
    would = (f" (if something did, the spell would be {name}, mana value {number(ch.mana_value)})"
             if zone in ("graveyard", "library", "exile") else "")
    return Outcome(Result.NOT_ALLOWED, f"{name} can't be cast from {_from(zone)}: a spell is cast from its "
                   f"owner's hand unless a rule or an effect allows another zone, and nothing here does{would}"
                   f"{sim.ref(*keys)}. What would allow it: words of its own (flashback, escape, disturb for a back "
                   f"face, \"you may cast this card from your {zone if zone != 'exile' else 'graveyard'}\"), or an effect "
                   f"carried out first in the steps — `apply` a card with cascade or discover to a card in the "
                   f"library, or `defeat` for a Siege on the battlefield. It stays {Zone(zone).phrase}.", keys)


def _from(zone: str) -> str:
    """'the graveyard', 'exile': the zone as said after "from"."""
    return Zone(zone).phrase.split(" ", 1)[1]


def exiled_instead(sim, zone: str) -> tuple[str, str] | None:
    """(the zone it goes to, what to say) for the followed spell leaving the stack: a spell cast using flashback,
    jump-start or harmonize is exiled instead of going anywhere else (702.34a, 702.133a, 702.180a)."""
    obj = sim.obj
    how = obj.exiled_off_stack if obj.zone == "stack" else None
    if how is None or zone == "exile":
        return None
    key = EXILED_OFF_STACK[how]
    return "exile", (f" It was cast using {how}, so it is exiled instead of being put {Zone(zone).phrase}"
                     f"{sim.ref(key)}.")
