"""Transforming (701.27, 712.9-10, 712.18), a permanent's own transform ability that finds it
already transformed (701.27f), and melding (701.42, 712.4, 712.14c)."""

from __future__ import annotations

import re

from bot.rules import double_faced as dfc
from bot.rules.outcome import Outcome, Result
from bot.rules.text_match import partner_named
from bot.rules.triggers import triggers
from bot.rules.vocabulary import Zone


def _turn_over(sim) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    why = dfc.transform_check(obj, sim.cites)
    if why is None:
        why = _cant_transform_static(sim)
    if why:
        result, reason, keys, *said = why
        verb = "can't" if result == Result.NOT_ALLOWED else "doesn't"
        return Outcome(result, f"{sim.label} {verb} transform: {reason}{ref(*keys)}.", keys,
                       said=said[0] if said else None)
    old = card.faces[obj.face_up].name
    sim.obj = obj.same(face_up=1 - obj.face_up, transformed_at=obj.transformed_at + 1)
    new = card.faces[sim.obj.face_up]
    keys = dfc.transform_keys(card, sim.cites)
    ch = sim.chars()
    token = " (a double-faced token can transform)" if obj.token else ""
    return Outcome(Result.OK, f"{old} transforms into {new.name}; it is the same object{token}{ref(*keys)}.", keys,
                   triggers(ch.abilities, "transforms", self_names=ch.names, into=new.name))


def _cant_transform_static(sim):
    from bot.rules.checks import judge

    for e in sim.statics:
        if e.template == "cant_transform":
            v = judge(sim, e.condition)
            if v.passes:
                return ("nothing happens", f"{e.card}'s \"{e.sentence}\" applies ({v.reason})", v.keys)
    return None


# ("{4}{U}{B}{R}: Exile Nicol Bolas, the Ravager, then return him to the battlefield transformed": an activated one too)
_OWN_TRANSFORM_ABILITY = re.compile(r"^[^\n:]*\{[^\n:]*:[^\n]*\btransform(?:ed)?\b", re.IGNORECASE | re.MULTILINE)


def transforms_by_activation(card) -> bool:
    """Does any face of the card have an activated ability that transforms it ("{5}, {T}, Sacrifice five creatures:
    Transform Westvale Abbey")? What Pithing Needle can stop."""
    return any(_OWN_TRANSFORM_ABILITY.search(f.text or "") for f in card.faces)


def transform(sim, step) -> Outcome:
    if sim.statics and sim.obj.zone == "battlefield":
        from bot.rules.effects import restrict

        found = restrict.stopping_activation(sim)
        text = sim.card.faces[sim.obj.face_up].text or ""
        if found is not None and _OWN_TRANSFORM_ABILITY.search(text):
            # "opp needled Westvale Abbey. can I still flip it?": its own activated ability can't be activated. When
            # that is all in its text that transforms it, it doesn't; otherwise what transforms it decides
            e, st = found
            keys = ["activate.prohibited", "cant.precedence"] + st.keys[1:]
            lines = [ln for ln in text.splitlines() if re.search(r"\btransform", ln, re.IGNORECASE)]
            if not any(kw in text.casefold() for kw in ("daybound", "nightbound")) and all(
                    _OWN_TRANSFORM_ABILITY.search(ln) for ln in lines):
                return Outcome(Result.NOT_ALLOWED, f"{sim.label} can't transform by its own ability: the activated "
                               f"ability that transforms it can't be activated — {e.card}'s \"{e.sentence.rstrip('.')}\" "
                               f"stops it ({st.reason}){sim.ref(*keys)}. Nothing else in its text transforms it.", keys)
            return Outcome(Result.NOT_MODELLED, f"How {sim.label} transforms decides it: its own activated ability "
                           f"that transforms it can't be activated — {e.card}'s \"{e.sentence.rstrip('.')}\" stops it "
                           f"({st.reason}); another effect that transforms it is not stopped. Use `activate transform` "
                           f"for its own ability{sim.ref(*keys)}.", keys)
    return _turn_over(sim)


def activate(sim, step) -> Outcome:
    """`activate transform`: an activated or triggered ability of this permanent that will transform it is
    put on the stack; it remembers how many times the permanent had transformed then (701.27f)."""
    obj, ref = sim.obj, sim.ref
    if obj.zone != "battlefield":
        return Outcome(Result.NOT_ALLOWED, f"Only a permanent's ability transforms it, and {sim.label} is "
                       f"{Zone(obj.zone).phrase}.", ["transform.def"],
                       said=("step_transform_not_permanent", {"zone": obj.zone}))
    if sim.statics:
        from bot.rules.effects import restrict

        found = restrict.stopping_activation(sim)
        if found is not None:
            e, st = found
            keys = ["cant.precedence"] + st.keys[1:]
            return Outcome(Result.NOT_ALLOWED, f"{sim.label}'s ability can't be activated: {e.card}'s "
                           f"\"{e.sentence.rstrip('.')}\" stops it — {st.reason}{ref(*keys)}. It stays as it is.",
                           keys)
    sim.abilities_on_stack.append({"object": obj.id, "transformed_at": obj.transformed_at})
    n = len(sim.abilities_on_stack)
    return Outcome(Result.OK, f"An ability of {sim.label} that transforms it is put on the stack"
                   f"{' on top of ' + str(n - 1) + ' other' if n > 1 else ''}; as it resolves it transforms the "
                   f"permanent only if it hasn't transformed since{ref('transform.once')}.", ["transform.once"])


def resolve_ability(sim, step) -> Outcome:
    obj, ref = sim.obj, sim.ref
    if not sim.abilities_on_stack:
        return Outcome(Result.NOT_ALLOWED, "There is no ability on the stack: use `activate transform` or `activate craft` first.", [])
    ability = sim.abilities_on_stack.pop()
    if "craft" in ability:
        from bot.rules import craft

        return craft.resolve(sim, ability)
    if ability["object"] != obj.id:
        return Outcome(Result.NOTHING, f"The ability's source left the battlefield and came back as a new object "
                       f"{sim.label}; the ability can't find it, so nothing transforms{ref('zone.new_object')}.",
                       ["zone.new_object"])
    if obj.transformed_at != ability["transformed_at"]:
        return Outcome(Result.NOTHING, f"The ability resolves, but {sim.label} has transformed since the ability was "
                       f"put on the stack, so it doesn't transform again{ref('transform.once')}.",
                       ["transform.once"])
    out = _turn_over(sim)
    out.explanation = "The ability resolves: " + out.explanation
    out.keys.append("transform.once")
    return out


def meld(sim, step) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    arg = step.arg.strip()
    if not arg:
        from bot.errors import QueryError
        raise QueryError("invalid", "Say which card to meld with: `meld CARD`.",
                         [f"meld {card.meld_partner}"] if card.meld_partner else [], key="engine_say_meld")
    arg, where = _partner_where(arg)
    other = sim.resolve_card(partner_named(card.meld_partner, arg) or arg)
    keys = ["meld.pairs", "meld.cant"]
    if obj.melded_with is not None:
        return Outcome(Result.NOTHING, f"{sim.label} is already melded.", ["meld.def"])
    if obj.zone != "battlefield":
        return Outcome(Result.NOT_ALLOWED, f"A meld ability exiles the two permanents and melds them, and "
                       f"{card.name} is {Zone(obj.zone).phrase}, not on the battlefield{ref('meld.def')}.",
                       ["meld.def"])
    if not dfc.is_meld_pair(card, other) and not obj.is_copy and not obj.token:
        return Outcome(Result.NOTHING, f"{card.name} and {other.name} aren't a meld pair, so they can't be melded; "
                       f"they stay in their current zones{ref(*keys)}.", keys)
    if obj.is_copy or obj.token:
        what = "token" if obj.token else "copy"
        sim.obj = sim.moved("exile").same(exists=False)
        if obj.token:
            after = f"the token ceases to exist in exile{ref('token.ceases')}"
        else:
            after = (f"the card that was the copy stays in exile as itself, no longer a copy"
                     f"{ref('zone.new_object')}")
        return Outcome(Result.OK, f"The ability exiles both, then tries to meld them, but a {what} can't be melded"
                       f"{ref('meld.pairs')}: objects that can't be melded stay in their current zone"
                       f"{ref('meld.cant')}. {other.name} stays in exile, and {after}.",
                       keys + ["token.ceases" if obj.token else "zone.new_object"], cards_moved=[other.name])
    if where is not None:
        return _meld_condition_fails(sim, other, where)
    stopped = _meld_ability_named(sim, card, other)
    if stopped is not None:
        return stopped
    stopped = _meld_entry_stopped(sim, card, other)
    if stopped is not None:
        return stopped
    sim.obj = sim.fresh(card, "battlefield", face_up=1, melded_with=other)
    keys = ["meld.def", "dfc.meld_enters", "zone.new_object", "dfc.meld_chars", "mv.meld"]
    ch = sim.chars()
    from bot.rules.characteristics import number
    return Outcome(Result.OK, f"{card.name} and {other.name} are exiled and melded into {ch.names[0]}, one "
                   f"permanent represented by two cards, with mana value {number(ch.mana_value)}, the sum of its "
                   f"front faces'{ref(*keys)}.", keys, sim.enter_triggers(sim.obj),
                   cards_moved=[card.name, other.name])


_WHERE = re.compile(r"\s*[,(]?\s*(?P<where>(?:that is |which is )?(?:controlled by|owned by) (?:an? |the |your |my )?"
                    r"opponent|opponent's|(?:that is |which is )?(?:in|into) (?:the |your |my |a )?(?:graveyard|exile|"
                    r"hand|library)|not on the battlefield)\)?\s*$", re.I)


def _partner_where(arg: str) -> tuple[str, str | None]:
    """'Bruna controlled by an opponent' -> ('Bruna', 'controlled by an opponent')."""
    m = _WHERE.search(arg)
    if not m:
        return arg, None
    return arg[: m.start()].strip(), m.group("where").casefold()


def _meld_entry_stopped(sim, card, other) -> Outcome | None:
    """The two cards exiled and put onto the battlefield melded (701.42a) enter as one permanent that wasn't cast: a
    kept static that looks at entering (Containment Priest, 614.1a, looking at it as it would exist, 614.12) meets
    it there — exiled instead, both cards stay in exile; a "can't enter" leaves them in exile too."""
    if not sim.statics:
        return None
    from bot.rules.effects import restrict
    from bot.rules.objects import GameObject

    would_be = GameObject(card, "battlefield", face_up=1, melded_with=other)
    found = restrict.kept_entry_stop(sim, would_be, from_obj=GameObject(card, "exile"), what=card.faces[1].name)
    if found is None or isinstance(found, Outcome):
        return found
    e, st, quote = found
    keys = ["meld.def", "replace.instead"] + [k for k in st.keys if k != "replace.instead"]
    sim.obj = sim.moved("exile")
    how = ("can't enter the battlefield" if e.template == "cant_enter" else "would enter the battlefield melded, but "
           f"{quote} exiles it instead")
    return Outcome(Result.OK, f"{card.name} and {other.name} are exiled to be melded into {card.faces[1].name}, which "
                   f"{how} — {st.reason}; both cards stay in exile{sim.ref(*keys)}.", keys,
                   cards_moved=[card.name, other.name])


def _meld_text(card, other) -> tuple[str, str] | None:
    """The meld ability of the pair (on either card): (card name, its sentence)."""
    for c in (card, other):
        for f in c.faces[:1]:
            for line in (f.text or "").splitlines():
                if re.search(r"\bmeld them\b", line, re.I):
                    return f.name, line.strip()
    return None


def _meld_condition_fails(sim, other, where: str) -> Outcome:
    """The partner isn't a permanent the meld ability's controller owns and controls: the ability exiles
    and melds only the pair it names "if you both own and control" them (and both must be on the battlefield
    to be exiled from it), so nothing happens and both stay where they are (701.42a, 701.42c; 603.4 for a
    triggered ability whose condition fails on resolution)."""
    card, ref = sim.card, sim.ref
    found = _meld_text(card, other)
    keys = ["meld.def", "meld.cant"]
    words = ""
    if found is not None:
        name, sentence = found
        words = f" {name}'s ability says \"{sentence}\"."
        if re.match(r"(?:at|when|whenever)\b", sentence, re.I) and re.search(r"\bif\b", sentence, re.I):
            keys.insert(0, "trigger.intervening_if")
    if "opponent" in where:
        why = (f"{other.name} is {where}, and a meld ability melds only a pair its controller both owns and "
               f"controls")
    else:
        why = f"{other.name} is {where}, not a permanent on the battlefield, so the pair can't be exiled and melded"
    return Outcome(Result.NOTHING, f"Nothing happens: {why}.{words} If the condition isn't true as the ability "
                   f"resolves, it does nothing: neither is exiled and {card.name} stays on the battlefield"
                   f"{ref(*keys)}.", keys)


_ACTIVATED_MELD = re.compile(r"^[^:\n]*\{[^:\n]*:[^\n]*\bmeld\b", re.I | re.M)


def _meld_ability_named(sim, card, other) -> Outcome | None:
    """Urza, Lord Protector's "{7}: … meld them" under a Pithing Needle naming Urza: the meld is an activated ability,
    and a name chosen for "activated abilities … can't be activated" stops it (602.5; Bruna's meld is a triggered
    ability, which no such name stops). None when nothing stops it."""
    for e in sim.statics:
        if e.template != "naming" or e.restriction != "activate" or not e.chosen_name:
            continue
        for c in (card, other):
            if c.name.casefold() == e.chosen_name.casefold() and _ACTIVATED_MELD.search(c.faces[0].text or ""):
                keys = ["activate.prohibited", "name.choose"]
                return Outcome(Result.NOT_ALLOWED, f"{c.name}'s meld is an activated ability, and {e.card}'s "
                               f"\"{e.sentence.rstrip('.')}\" with {e.chosen_name} chosen stops it: they aren't melded"
                               f"{sim.ref(*keys)}.", keys)
    return None

