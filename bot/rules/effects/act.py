"""`check CARD` and `apply CARD`: another card's effect, read from its Oracle text (read.py),
checked against the followed object or carried out on it.

Each answer names the template and quotes the sentence it recognised. A card whose text has
no template that fits says "not modelled", quoting what it could not read — never a guess.
"""

from __future__ import annotations

import re

from dataclasses import replace

from bot.rules import copies, mechanics, zone_moves
from bot.rules import double_faced as dfc
from bot.rules.characteristics import number
from bot.rules.checks import Verdict, _keyword, judge
from bot.rules.effects import cast_statics, damage
from bot.rules.effects.cast_statics import CASTING
from bot.rules.effects.count import graveyard_count
from bot.rules.effects.model import STATICS, Effect, Reading
from bot.rules.outcome import Outcome, Result
from bot.rules.steps import Step
from bot.rules.vocabulary import Comparison, Zone

# Templates whose effect acts on a target or object in a zone and moves it.
_MOVES = {"destroy": "graveyard", "exile": "exile", "bounce": "hand", "to_hand": "hand", "counter": "graveyard",
          "damage": "graveyard"}  # damage: only when it is lethal (damage.py), destroyed as a state-based action


def _reading(sim, query: str) -> tuple[object, Reading]:
    from bot.rules.effects.read import read

    other = sim.resolve_card(query)
    return other, read(other)


def _effect_json(e: Effect) -> dict:
    return {"card": e.card, "template": e.template, "text": e.sentence}


def _pick(sim, reading: Reading) -> Effect | None:
    """The effect that can act on the object where it is (a modal card's mode for this zone)."""
    here = Zone(sim.obj.zone)
    for e in reading.effects:
        if here in _zones_of(e):
            return e
    return reading.effects[0] if reading.effects else None


def _zones_of(e: Effect) -> tuple[Zone, ...]:
    """Where the followed object must be for the effect to act on it: a "can't cast" static acts on cards that
    could be cast (its condition is about the spell they would be)."""
    if e.template in ("cant_cast", "counter_cast", "may_cast_from"):
        return _implied_zones(e)
    if e.template in CASTING:
        # a cast static looks at a spell being cast, and at a door being unlocked or a land played (special actions it
        # never reaches): it has something to say wherever the card is
        return tuple(Zone)
    return e.condition.zones or _implied_zones(e)


def _implied_zones(e: Effect) -> tuple[Zone, ...]:
    return {
        "counter": (Zone.STACK,), "counter_if": (Zone.STACK,), "copy_spell": (Zone.STACK,),
        "destroy": (Zone.BATTLEFIELD,), "destroy_if": (Zone.BATTLEFIELD,), "bounce": (Zone.BATTLEFIELD,),
        "damage": (Zone.BATTLEFIELD,),
        "flicker": (Zone.BATTLEFIELD,), "token_copy": (Zone.BATTLEFIELD,), "becomes_copy": (Zone.BATTLEFIELD,),
        "transform": (Zone.BATTLEFIELD,), "cant_transform": (Zone.BATTLEFIELD,), "exile": (Zone.BATTLEFIELD,),
        "reanimate": (Zone.GRAVEYARD,), "put_onto": (Zone.HAND,), "to_hand": (Zone.GRAVEYARD,), "tutor": (Zone.LIBRARY,),
        "cascade": (Zone.LIBRARY,), "discover": (Zone.LIBRARY,), "cant_block": (Zone.BATTLEFIELD,),
        "cant_cast": (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY, Zone.COMMAND),
        "counter_cast": (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY, Zone.COMMAND, Zone.STACK),
        "enter_exile": (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY, Zone.BATTLEFIELD, Zone.COMMAND),
    }.get(e.template, tuple(Zone))


def _not_modelled(sim, card_name: str, reading: Reading) -> Outcome:
    if reading.unrecognised:
        u = reading.unrecognised[0]
        return Outcome(Result.NOT_MODELLED, f"Not modelled: the engine doesn't recognise what {card_name} does in "
                       f"\"{u.sentence}\"; it would need a template for that sentence.", [],
                       effect={"card": card_name, "template": None, "text": u.sentence})
    return Outcome(Result.NOT_MODELLED, f"Not modelled: {card_name}'s text has no effect the engine recognises as "
                   "acting on another object.", [], effect={"card": card_name, "template": None, "text": ""})


def _placed(e: Effect):
    """The effect's condition with the zones its words imply when the card doesn't say them."""
    return e.condition if e.condition.zones else replace(e.condition, zones=_implied_zones(e))


def _legal(sim, e: Effect, x: int | None) -> Verdict:
    v = judge(sim, _placed(e), x=x)
    if e.targets and e.template not in ("cascade", "discover", "naming", "cant_transform", "extra_trigger"):
        v.keys.append("target.legal")
    return v


def remove(sim, step: Step) -> Outcome:
    """`remove CARD`: the permanent whose statics `apply` kept leaves the battlefield (Brisela, Void Winnower,
    Meddling Mage), so they stop applying (611.3b); the steps after it no longer obey them."""
    other = sim.resolve_card(step.arg)
    faces = {f.name for f in other.faces} | {other.name}
    gone = [e for e in sim.statics if e.card in faces]
    keys = ["static.while_there"]
    if not gone:
        return Outcome(Result.NOTHING, f"No static of {other.name} applies here (only one kept by `apply` can stop "
                       f"applying){sim.ref(*keys)}.", keys)
    sim.statics = [e for e in sim.statics if e not in gone]
    said = "; ".join(f"\"{e.sentence.rstrip('.')}\"" + (f" (naming {e.chosen_name})" if e.chosen_name else "")
                     for e in gone)
    return Outcome(Result.OK, f"{other.name} leaves the battlefield: its {'statics stop' if len(gone) > 1 else 'static stops'} "
                   f"applying — {said}{sim.ref(*keys)}.", keys)


def check_card(sim, step: Step) -> Outcome:
    return _act(sim, step, apply=False)


def apply(sim, step: Step) -> Outcome:
    return _act(sim, step, apply=True)


def _fitting(sim, reading: Reading, x: int | None) -> list[Effect]:
    """Every effect of every face that can act on the object where it is, those whose condition the object
    meets first (a card with "destroy target artifact" and "exile target creature" acts on a creature with
    the second)."""
    here = Zone(sim.obj.zone)
    fit = [e for e in reading.effects if here in _zones_of(e)]
    if len(fit) < 2:
        return fit
    meets = []
    acts_now = any(e.template == "day_night" and e.trigger_event is None for e in fit)
    for e in fit:
        if e.template == "day_night":
            # "If it's neither day nor night, it becomes day as ~ enters" acts only while it is neither, and only as
            # that card itself enters: beside an ability that makes it day or night when it resolves (The Celestus's
            # "{3}, {T}: If it's night, it becomes day. Otherwise, it becomes night."), `apply` means that one
            as_it_enters = e.when == "neither" or e.trigger_event == "enters"
            meets.append(not (as_it_enters and acts_now)
                         and (e.when != "neither" or getattr(sim, "designation", "neither") == "neither"))
            continue
        try:
            meets.append(_legal(sim, e, x).passes is True)
        except Exception:  # noqa: BLE001 - a condition the checker can't judge: keep the printed order
            meets.append(False)
    fit = [e for e, ok in zip(fit, meets) if ok] + [e for e, ok in zip(fit, meets) if not ok]
    if any(e.template in CASTING for e in fit) and cast_statics.touched(sim):
        # Aura of Silence: its static applies while the permanent is there, and its "Sacrifice this enchantment: Destroy
        # target artifact or enchantment" needs activating — the statics come first when they have something to say
        # about the followed card (a door or face it could cast, a locked door to unlock, a land face to play), and
        # the answer names the other. On a permanent with nothing of that, the other ability acts.
        fit = [e for e in fit if e.template in STATICS] + [e for e in fit if e.template not in STATICS]
    return fit


def _act(sim, step: Step, *, apply: bool) -> Outcome:
    if step.controller is not None:
        sim.told_controller = step.controller  # whose the followed permanent is, told from here on
    other, reading = _reading(sim, step.card)
    fit = _fitting(sim, reading, step.x)
    e = fit[0] if fit else _pick(sim, reading)
    if e is None or (not fit and reading.unrecognised):
        # No ability the engine reads can act on it where it is, and one it can't read might (Keys to the House's
        # "Lock or unlock a door of target Room you control" beside its land search): not modelled, never "no".
        return _not_modelled(sim, other.name, reading)
    unread = _unread_instead(reading, e, apply)
    if unread is not None:
        # "If this spell was cast using teamwork, instead exile target creature and you gain 3 life": the card
        # says what it does instead, and the engine can't read it; an answer from the first sentence alone
        # could be the wrong one.
        return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)} has an alternative the engine doesn't "
                       f"recognise — \"{unread.sentence}\" — and it could change the answer.", [],
                       effect={**_effect_json(e), "unrecognised": unread.sentence})
    sequel = _unread_sequel(other, reading, e) if apply else None
    if sequel is not None:
        # Anikthea: "exile up to one target non-Aura enchantment card from your graveyard. Create a token that's a
        # copy of that card, except …": carrying out the first sentence alone would answer half of what happens.
        return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)} goes on, in the same ability, with a "
                       f"sentence the engine doesn't recognise — \"{sequel.sentence}\" — which does something more "
                       f"with what the first did; carrying out only the first would answer half of what happens.", [],
                       effect={**_effect_json(e), "unrecognised": sequel.sentence})
    handler = _SPECIAL.get(e.template)
    if handler is not None:
        out = handler(sim, e, step, apply)
        entering = e.template == "day_night" and e.trigger_event == "enters"  # the card itself enters (Vadrik)
        if apply and out.result in (Result.OK, Result.NOTHING) and (e.template in _RESTRICTIONS + _TRIGGERING
                                                                     + _BY_NUMBER + CASTING or entering):
            # a permanent's statics all apply while it is there: Grafdigger's Cage stops both entering and casting;
            # Angel of Eternal Dawn makes it day as it enters and then it can't become night; Elesh Norn both
            kept = [f for f in reading.effects if f.template in _RESTRICTIONS + _TRIGGERING + _BY_NUMBER + CASTING
                    + ("cant_become",) and f not in sim.statics and f is not e
                    and (f.number_from is None or f.template == "cast_limit")]  # a number is given for the effect
            #   asked about, not for another (a "one spell each turn" without its count says "can't tell" when it
            #   matters)
            kept = [replace(f, number=step.spells) if f.template == "cast_limit" and step.spells is not None else f
                     for f in kept]  # Phyrexian Censor's "one non-Phyrexian spell each turn", told with `spells=N`
            sim.statics += kept
            if kept:
                out.explanation += (" Its other " + ("static" if len(kept) == 1 else "statics") + " applies too: "
                                    + "; ".join(f"\"{f.sentence.rstrip('.')}\"" for f in kept) + ".")
            both = [e, *kept]
            if any(f.template == "no_trigger" and f.players == "opponent" for f in both) \
                    and any(f.template == "extra_trigger" for f in both):
                # Elesh Norn: whose it is decides which sentence acts on this card's abilities
                out.explanation += (f" Both are followed as if {other.name} is an opponent's, as \"your opponents\" "
                                    f"is: its \"… you control … an additional time\" then doesn't apply to this "
                                    f"card's abilities.")
    elif e.number_from == "parity" and (step.chosen_name or "").casefold() not in ("odd", "even"):
        # Extinction Event: which quality was chosen decides it, and is never guessed
        out = Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} acts on {sim.label}: it depends on "
                      f"whether odd or even was chosen, which isn't given — add `name=odd` or `name=even` (e.g. "
                      f"`{step.verb} {step.card} name=even`).", ["mv.base"],
                      check={"condition": e.condition.words, "passes": None, "reason": "odd or even isn't given"})
    else:
        if e.number_from == "parity":
            quality = step.chosen_name.casefold()
            e = replace(e, condition=replace(e.condition, mana_value=Comparison(quality), words=(
                e.condition.words or "").replace("of the chosen quality", f"{quality} ({quality} was chosen)")))
        before = sim.fork() if e.instead is not None else None  # the alternative is judged on the state before
        out = _targeted(sim, e, step, apply)
        if before is not None:
            out = _with_alternative(before, e, step, apply, out)
    out.effect = _effect_json(e)
    if e.template == "damage":  # how much, where a creature it kills goes, and what is marked on it now
        out.effect.update({"amount": e.amount, **({"destination": e.destination} if e.destination else {})})
        if apply and sim.obj.zone == "battlefield" and out.result is Result.OK:
            out.effect["damage_marked"] = sim.obj.damage
    if e.template in CASTING:  # how much a cost changes (+N / -N), whose spells, what a cast trigger does (quoted)
        out.effect.update({k: v for k, v in (("amount", e.amount), ("players", e.players), ("does", e.does))
                           if v is not None})
    if e.number_from:  # Chalice's counters=N, Sanctum Prelate's number=N, Counterbalance's revealed=CARD, as given
        out.effect.update({"number_from": e.number_from, "revealed": step.revealed,
                           "number": step.spells if e.template == "cast_limit" else step.number})
    if e.instead is not None:
        out.effect["instead"] = e.instead.sentence
    others = [f for f in fit if f is not e and f.sentence != e.sentence]
    if others:
        # Several abilities could act here: the answer names the one used.
        out.explanation += (f" {other.name} has {len(others) + 1} abilities that could act on it here; this used "
                            f"{e.card}'s \"{e.sentence.rstrip('.')}\" (not "
                            + "; ".join(f"\"{f.sentence.rstrip('.')}\"" for f in others[:2]) + ").")
        out.effect["alternatives"] = [f.sentence for f in others]
    if other.is_room and e.card in {f.name for f in other.faces}:
        # A door's abilities work only while that door is unlocked (709.5c, 709.5h).
        out.explanation += (f" {e.card} is a door of {other.name}: its ability acts only while that door is "
                            f"unlocked (or as it is unlocked), which this assumes{sim.ref('room.unlock_trigger')}.")
        out.keys.insert(1, "room.unlock_trigger")  # the door's condition: within the three rules cited
        out.effect["door"] = e.card
    return out


def _quote(e: Effect) -> str:
    return f"{e.card}'s \"{e.sentence}\" ({e.template})"


_GUARDS = (("shroud", re.compile(r"^(?:[\w ,]*, )?shroud\b", re.I)),
           ("hexproof", re.compile(r"^(?:[\w ,]*, )?hexproof\b", re.I)),
           ("ward", re.compile(r"^(?:[\w ,]*, )?ward\b", re.I)),
           ("protection", re.compile(r"^(?:[\w ,]*, )?protection from\b", re.I)))


_GRANTS = re.compile(r"\b(?:each creature|creatures|each permanent|permanents) you control (?:have|has|gain|gains)"
                     r"[^.]*?\b(?P<kind>shroud|hexproof|ward|protection)\b", re.I)


def _own_target(e: Effect) -> bool:
    """Ephemerate's "target creature you control": its controller's own permanent, which hexproof and ward (about
    opponents) never stop (702.11b, 702.21a)."""
    words = f"{e.condition.words} {e.sentence}".casefold()
    return bool(re.search(r"\btarget [^.,]*?\byou control\b", words)) and "you don't control" not in words


def _guards(sim, e: Effect):
    """(kind, ability text) for each shroud, hexproof, ward or protection of the face up that an effect targeting it
    meets, in the order its abilities are printed — its own keyword, or one it grants itself (Chapel Shieldgeist's
    "Each creature you control has ward {1}"). None for an effect that targets only "… you control"."""
    if not e.targets or sim.obj.zone != "battlefield" or _own_target(e):
        return
    for a in sim.chars(sim.obj).abilities:
        text = a.text.strip()
        granted = _GRANTS.search(text)
        for kind, pattern in _GUARDS:
            if pattern.search(text) or granted is not None and granted.group("kind").casefold() == kind:
                yield kind, text


def _ward_said(sim, e: Effect) -> str | None:
    """The face up's ward, said with a "Yes, it can be targeted": ward doesn't stop targeting, it counters the spell
    or ability of an opponent of its controller unless they pay (702.21a)."""
    text = next((text for kind, text in _guards(sim, e) if kind == "ward"), None)
    if text is None:
        return None
    return (f"; but it has ward (“{text}”): targeted by a spell or ability of an opponent of its "
            f"controller, that is countered unless they pay the ward cost")


def _targeting_guarded(sim, e: Effect, apply: bool = True) -> Outcome | None:
    """A permanent whose face up has shroud, hexproof, ward or protection, targeted by another card: shroud stops every
    spell and ability (702.18a); hexproof stops those of its controller's opponents (702.11b), ward counters theirs
    unless a cost is paid (702.21a), protection stops those of a stated quality (702.16b) — and the story doesn't
    follow who controls each card or what was paid, so those are not modelled (a "Yes, it can be targeted" had been
    given to "can I Path to Exile opp's Avabruck Caretaker?")."""
    label = sim.label
    for kind, text in _guards(sim, e):
        key = f"target.{kind}"
        if kind == "ward" and not apply:
            continue  # (it can be targeted: whether it is countered is said with the Yes, `_ward_said`)
        if kind == "shroud":
            why = f"{label} has shroud (“{text}”): it can't be the target of any spell or ability"
            return Outcome(Result.OK, f"No: {_quote(e)} can't target {label} — {why}{sim.ref(key)}.", [key],
                           check={"condition": e.condition.words, "passes": False, "reason": why})
        why = {"hexproof": "it can't be the target of spells or abilities its controller's opponents control, so "
                           "it depends on who controls each card, which the story doesn't follow",
               "ward": "a spell or ability its controller's opponent targets it with is countered unless that "
                       "player pays the ward cost — who controls each card and whether it was paid aren't told",
               "protection": "it can't be targeted by spells or abilities with the stated quality, which this "
                             "doesn't check"}[kind]
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} can target {label}: it has {kind} "
                       f"(“{text}”) — {why}{sim.ref(key)}.", [key],
                       check={"condition": e.condition.words, "passes": None, "reason": f"{kind}: {why}"})
    return None


def _targeted(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """destroy, exile, counter, bounce, reanimate, put_onto, to_hand, tutor, flicker, token_copy, becomes_copy, copy_spell,
    transform, and the 'if it's <colour>' modes: the object must fit the condition, then the effect happens."""
    x = step.x
    if e.condition.mana_value is not None and e.condition.mana_value.value == "X" and x is None:
        return Outcome(Result.NOT_MODELLED, f"{_quote(e)} depends on X: add `x=N` to the step (e.g. "
                       f"`{step.verb} {step.card} x=2`).", [])
    # "Counter target spell if it's blue", "Exile target nonland permanent if its mana value is …": the
    # target need only be a spell / nonland permanent; the rest is checked as the effect resolves.
    low = e.sentence.casefold()
    conditional = e.template in ("counter_if", "destroy_if") or " if it's " in low or " if its " in low \
        or " if it is " in low or " if it has " in low
    if conditional:
        where = replace(_placed(e), colors=(), not_colors=(), colorless=False, multicolored=False,
                        mana_value=None, power=None, toughness=None, total_power_toughness=None,
                        power_or_toughness=None)
        v = judge(sim, where, x=x)
    else:
        v = _legal(sim, e, x)
    label = sim.label
    if v.passes is None:
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} applies to {label}: {v.reason}.", v.keys,
                       check={"condition": e.condition.words, "passes": None, "reason": v.reason})
    verb_word = "target" if e.targets else "affect"
    if not v.passes and e.template == "damage":
        # what it can be dealt to decides: "any target" is a creature, player, planeswalker or battle (115.4); a
        # target is chosen as the spell is cast, from what its words allow (601.2c, 115.1)
        v = Verdict(False, v.reason + ("; \"any target\" can be only a creature, a player, a planeswalker or a battle"
                                       if e.condition.words == "any target" else ""),
                    damage.targeting_keys(e) + v.keys)
    if not v.passes:
        text = f"No: {_quote(e)} can't {verb_word} {label} — {v.reason}{sim.ref(*v.keys)}."
        return Outcome(Result.OK if not apply else Result.NOT_ALLOWED, text, v.keys,
                       check={"condition": e.condition.words, "passes": False, "reason": v.reason})
    # (shroud, hexproof, ward: asked only when the effect would otherwise do something to it — a Fatal Push that
    # would do nothing to Moonrage Brute is "No" whether or not ward's cost is paid)
    guarded = _targeting_guarded(sim, e, apply)
    if conditional:
        full = judge(sim, _placed(e), x=x)
        if full.passes is None:
            return Outcome(Result.NOT_MODELLED, f"{_quote(e)} can target {label}, but the engine can't tell what "
                           f"happens as it resolves: {full.reason}.", full.keys)
        if not full.passes:
            return Outcome(Result.OK if not apply else Result.NOTHING,
                           f"{'Can target, does nothing' if not apply else 'Nothing happens'}: {_quote(e)} can target "
                           f"{label}, but as it resolves {full.reason}, so it does nothing to it"
                           f"{sim.ref(*full.keys)}.",
                           v.keys + full.keys,
                           check={"condition": e.condition.words, "passes": False, "reason": full.reason})
        v = Verdict(True, f"it can be targeted, and as the effect resolves {full.reason}", v.keys + full.keys)
    if guarded is not None and e.template != "damage":
        return guarded
    if e.template in ("counter", "counter_if") and sim.obj.zone == "stack":
        own = next((a.text for a in sim.chars(sim.obj).abilities
                    if re.search(r"can(?:'|’)t be countered", a.text, re.I)), None)
        if own is not None:  # Howlpack Piper: "This spell can't be countered." works on the stack (113.6g, 101.2)
            why = f"it can't be countered: its own “{own}” applies on the stack"
            return Outcome(Result.OK if not apply else Result.NOTHING,
                           f"{'Can target, does nothing' if not apply else 'Nothing happens'}: {_quote(e)} can target "
                           f"{label}, but {why}, so it stays on the stack{sim.ref('counter.cant', *v.keys)}.",
                           ["counter.cant"] + v.keys,
                           check={"condition": e.condition.words, "passes": False, "reason": why})
    if not apply and e.template == "transform":
        # "Can I Moonmist it?" asks whether it transforms, not only whether it is a Human: a daybound card,
        # a meld card or a face that would be a sorcery is affected, and still doesn't transform.
        tried = _carry_out(sim.fork(), e, step, v)
        if tried.result is not Result.OK or "doesn't transform" in tried.explanation:
            reason = tried.explanation.split(". ", 1)[-1].rstrip(".")
            return Outcome(Result.OK, f"No: {_quote(e)} affects {label} ({v.reason}), but it doesn't transform: "
                           f"{reason}.", v.keys + tried.keys,
                           check={"condition": e.condition.words, "passes": False, "reason": reason})
    if e.template in ("destroy", "destroy_if") and sim.obj.zone == "battlefield" and "can't be regenerated" not in low:
        # Ormendahl under Abrupt Decay: a legal target, but a permanent with indestructible can't be destroyed (702.12b)
        ind = _keyword(sim.chars(), "indestructible", [])
        if ind.passes is None and apply:
            return Outcome(Result.NOT_MODELLED, f"{_quote(e)} can target {label}, but the engine can't tell whether it "
                           f"is destroyed: {ind.reason}.", v.keys + ["indestructible"])
        if ind.passes is None:  # (Ephara's "… indestructible as long as …": what decides it is said with the Yes)
            said = ind.reason.split("“", 1)[-1].split("”", 1)[0]
            v = Verdict(True, f"{v.reason} — unless its “{said}” gives it indestructible at the time: then it isn't "
                        "destroyed", v.keys + ["indestructible"])
        if ind.passes:
            why = f"{v.reason}; but {ind.reason}, and a permanent with indestructible can't be destroyed: it stays on " \
                "the battlefield"
            return Outcome(Result.OK if not apply else Result.NOTHING,
                           f"{'Can target, does nothing' if not apply else 'Nothing happens'}: {_quote(e)} can target "
                           f"{label} ({v.reason}), but {ind.reason}, and a permanent with indestructible can't be "
                           f"destroyed, so it stays on the battlefield"
                           f"{sim.ref('indestructible', *v.keys)}.", ["indestructible"] + v.keys,
                           check={"condition": "destroyed", "passes": False, "reason": why})
    unless = re.search(r"\bunless (?:its|that spell's|that player's) controller pays ([^.]+)", e.sentence, re.I) \
        if e.template in ("counter", "counter_if") else None
    if unless is not None:  # Mana Leak: it is countered only if its controller doesn't pay (a choice the story lacks)
        v = Verdict(v.passes, f"{v.reason} — unless its controller pays {unless.group(1).strip()}", v.keys)
    if e.template == "damage":
        # whether the damage kills it (a creature's toughness, the face up's): answered in damage.py; a lethal `apply`
        # goes on as a destroy does, into its owner's graveyard
        dealt = damage.outcome(sim, e, step, v, apply, _quote(e))
        if guarded is not None and (dealt is None or (dealt.check or {}).get("passes") is not False):
            return guarded  # (damage it would survive is "No" either way)
        ward = _ward_said(sim, e) if not apply else None
        if dealt is not None and ward is not None and (dealt.check or {}).get("passes") is True:
            dealt.check = {**dealt.check, "reason": dealt.check["reason"] + ward}
            dealt.explanation = dealt.explanation.rstrip(".") + ward + "."
        if dealt is not None:
            return dealt
        d = damage.dealt(sim, e)
        v = Verdict(True, d.reason, d.keys + [k for k in v.keys if not k.startswith("mv.")])
    if not apply:
        ward = _ward_said(sim, e)
        if ward is not None:
            v = Verdict(True, v.reason + ward, v.keys + ["target.ward"])
        return Outcome(Result.OK, f"Yes: {_quote(e)} can {verb_word} {label} — {v.reason}{sim.ref(*v.keys)}.", v.keys,
                       check={"condition": e.condition.words, "passes": True, "reason": v.reason})
    out = _carry_out(sim, e, step, v)
    if unless is not None and out.result is Result.OK:  # told as done: countered, so its controller didn't pay
        out.explanation = out.explanation.rstrip() + (f" This takes it that its controller didn't pay "
                                                      f"{unless.group(1).strip()}, as the step tells it countered.")
    return out


_BACK_REFERENCE = re.compile(r"\b(?:that|those|the exiled|the returned|the chosen|the) (?:cards?|creatures?|permanents?|"
                             r"spells?|tokens?|objects?)\b|\b(?:it|them|its|their)\b")


def _unread_sequel(card, reading: Reading, e: Effect):
    """A sentence of the same ability, after the effect's own and not read, that goes on with what the effect acted
    on ("Create a token that's a copy of that card, except …"), or None."""
    for f in card.faces:
        if f.name != e.card:
            continue
        for line in (f.text or "").split("\n"):
            at = line.find(e.sentence.strip())
            if at < 0:
                continue
            for u in reading.unrecognised:
                after = line.find(u.sentence.strip(), at + len(e.sentence.strip()))
                if u.card == e.card and after >= 0 and _BACK_REFERENCE.search(u.sentence.casefold()):
                    return u
    return None


def _unread_instead(reading: Reading, e: Effect, apply: bool):
    """A sentence of the same face, not read, that says what the effect does instead: "instead exile target
    creature and you gain 3 life" changes what it can act on; "put it into its owner's hand instead of into
    that player's graveyard" (Remand) changes only where the object goes, which matters when it is applied."""
    for u in reading.unrecognised:
        low = u.sentence.casefold()
        if u.card != e.card or " instead" not in low or " would " in low:
            continue
        if " instead of " in low and not apply:
            continue
        return u
    return None


def _with_alternative(sim, e: Effect, step: Step, apply: bool, out: Outcome) -> Outcome:
    """Fatal Push's revolt line, a kicker's "instead": the answer is given with the condition assumed off (the
    steps don't track it), and says what the alternative does when it is on (608.2c: later text modifies the
    earlier). When the two answers differ, that is said first; when the alternative can't be told, the whole
    answer is "not modelled" — never one of the two guessed. `sim` is the state before the effect (a fork: an
    `apply` has already carried it out)."""
    alt = e.instead
    if out.result is Result.NOT_MODELLED:
        return out
    base = out.check if not apply else _targeted(sim.fork(), e, step, False).check
    alt_effect = replace(e, condition=alt.condition, sentence=alt.sentence, instead=None,
                         targets=e.targets if alt.same_target else alt.targets)
    alt_out = _targeted(sim.fork(), alt_effect, step, False)
    name = alt.ability_word.lower() if alt.ability_word else None
    on = f"{name} is on ({alt.when})" if name else f"{alt.when}"
    off = (f"{name} is off: it is not assumed that {alt.when}" if name
           else f"it is not the case that {alt.when}")
    alt_check = alt_out.check or {}
    if alt_out.result is Result.NOT_MODELLED or alt_check.get("passes") is None or base is None \
            or base.get("passes") is None:
        return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)} does something else if {on}, and the "
                       f"engine can't tell what that does to {sim.label}: "
                       f"{alt_check.get('reason') or alt_out.explanation}.", out.keys + alt_out.keys)
    keys = ["resolve.later_text"] + [k for k in alt_out.keys if k not in out.keys]
    verb = {"destroy": "destroys", "destroy_if": "destroys", "exile": "exiles", "counter": "counters",
            "counter_if": "counters"}[e.template]
    if alt_check["passes"] == base["passes"]:
        if alt_check["reason"] == base["reason"]:
            keys = []  # it can't be targeted either way: the alternative changes nothing worth saying
        else:
            out.explanation = out.explanation.rstrip() + f" The same if {on}: {alt_check['reason']}{sim.ref(*keys)}."
    else:
        then = (f"it {verb} {sim.label}: {alt_check['reason']}" if alt_check["passes"]
                else f"it doesn't: {alt_check['reason']}")
        out.explanation = (f"This assumes {off}. " + out.explanation.rstrip()
                           + f" If {on}, \"{alt.sentence.rstrip('.')}\" applies instead, and {then}"
                           f"{sim.ref(*keys)}.")
    # The rule that decides first, then 608.2c (the alternative is the card's later text), within the three cited
    out.keys = out.keys[:1] + keys + out.keys[1:]
    if out.check is not None and alt_check["passes"] != base["passes"]:
        # The reason travels with the verdict wherever it is shown (/ask's verdict line quotes it): the assumption
        # and what changes go with it.
        short = alt_check["reason"]
        short = short[short.index("its mana value"):] if "its mana value" in short else short
        short = short.split("; it is ")[0]
        answer = "yes" if alt_check["passes"] else "no"
        cond = f"{name} is on" if name else alt.when
        out.check = {**out.check, "reason": f"{out.check['reason']} (if {cond}: {answer}, {short}; "
                                            f"assumed {'off' if name else 'not'})"}
    if out.check is not None:
        out.check = {**out.check, "instead": {"if": alt.when, "ability_word": alt.ability_word, "assumed": False,
                                              "passes": alt_check["passes"], "reason": alt_check["reason"]}}
    return out


def _carry_out(sim, e: Effect, step: Step, v: Verdict) -> Outcome:
    t = e.template
    before = sim.label
    if t in ("counter_if", "destroy_if"):
        t = "counter" if t == "counter_if" else "destroy"
    if t in _MOVES:
        to = e.destination if t in ("counter", "damage") and e.destination else _MOVES[t]  # Remand: its owner's hand
        #   instead; Magma Spray: exiled instead of dying
        out = zone_moves.move(sim, Step("move", to, f"move {to}"))
        verb = {"destroy": "destroys", "exile": "exiles", "bounce": "returns", "to_hand": "returns",
                "counter": "counters", "damage": f"deals {e.amount} damage to"}[t]
        out.explanation = f"{e.card} {verb} {before} ({v.reason}){sim.ref(*v.keys[:2]) if t == 'damage' else ''}. " \
            + out.explanation
        if t == "damage":
            out.explanation += f" This assumes {damage.ASSUMED}."
        # What the effect did decides the step (701.8a for a destroy, 704.5g for lethal damage), then what made it
        # apply (the mana value's rule)
        lead = {"counter": "counter.def", "destroy": "destroy.def"}.get(t, v.keys[0] if t == "damage" else
                                                                          "zone.new_object")
        out.keys = [lead] + v.keys[:1] + out.keys + v.keys[1:]
        return out
    if t in ("reanimate", "put_onto"):
        fn = zone_moves.enter_transformed if e.transformed else zone_moves.enter
        out = fn(sim, step)
    elif t == "flicker":
        out = (zone_moves.blink_transformed if e.transformed else zone_moves.blink)(sim, step)
    elif t == "token_copy":
        changes = copy_changes(e.exception) if e.exception else ()
        double_token = mechanics.of(sim.card).double_faced_token and sim.obj.copy_kind != "permanent"
        if e.exception and (changes is None or (changes and double_token)) and _changes_characteristics(e.exception):
            # A double-faced token (707.8a) has two faces; which of them the exception changes is not something the
            # engine decides.
            return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)} makes a copy \"{e.exception}\"; the engine "
                           "doesn't change a copy's characteristics for such an exception"
                           + (" on a double-faced token" if changes else "") + ".", v.keys)
        out = copies.token_copy(sim, step)
        if changes and out.result is Result.OK and sim.obj.exists:
            sim.obj = sim.obj.same(copy_except=changes)
            out.explanation += (f" The copy is made \"{e.exception}\": that is part of its copiable values"
                                f"{sim.ref('copy.exception')}.")
            out.keys.append("copy.exception")
        elif e.exception:
            out.explanation += f" (The copy is made \"{e.exception}\", which changes none of what is shown here.)"
    elif t == "becomes_copy":
        if e.role == "becomes":
            return Outcome(Result.NOT_MODELLED, f"Not modelled: with {_quote(e)} the followed permanent would become a "
                           "copy of another object, which the steps don't name.", v.keys)
        changes = copy_changes(e.exception) if e.exception else ()
        if e.exception and changes is None and _changes_characteristics(e.exception):
            return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)} makes a copy \"{e.exception}\"; the engine "
                           "doesn't change a copy's characteristics for such an exception.", v.keys)
        out = copies.copy(sim, step)
        out.explanation = (f"Another permanent becomes a copy of {before}; this follows that copy. "
                           + out.explanation.replace("enters", "is it now", 1))
        out.triggers = []  # becoming a copy isn't entering
        if changes:
            sim.obj = sim.obj.same(copy_except=changes)
            out.explanation += (f" The copy is made \"{e.exception}\": that is part of its copiable values"
                                f"{sim.ref('copy.exception')}.")
            out.keys.append("copy.exception")
    elif t == "copy_spell":
        out = copies.copy_spell(sim)
    elif t == "transform":
        from bot.rules import transform
        out = transform.transform(sim, step)
    elif t == "tutor":
        low = e.sentence.casefold()
        dest = "battlefield" if "onto the battlefield" in low else "hand" if "into your hand" in low else None
        if dest is None:
            return Outcome(Result.NOT_MODELLED, f"{_quote(e)}: the engine can't tell where the card found goes.",
                           v.keys)
        out = zone_moves.move(sim, Step("move", dest, f"move {dest}"))
    else:
        return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)} is recognised but not carried out.", v.keys)
    out.explanation = f"{_quote(e)} acts on {before} ({v.reason}). " + out.explanation
    if e.all_matching:
        out.explanation += " It acts on every permanent that matches; this follows only this one."
    out.keys = out.keys + v.keys  # what the effect did decides (702.145b for a daybound card returning at night)
    return out


_CHARACTERISTIC_WORDS = ("legendary", "isn't a", "is a ", "is an ", "color", "colour", "artifact", "creature",
                         "enchantment", "name", "mana cost", "/", "base power", "type")


_CARD_TYPES_LOW = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")


def copy_changes(exception: str) -> tuple[tuple[str, str], ...] | None:
    """A copy effect's exception as typed changes to the copy's copiable values (707.9b), or None when any part of
    it is something the engine doesn't apply (a name, colours, power and toughness, …). Counters it enters with and
    abilities it gains change nothing shown here and are left out."""
    out: list[tuple[str, str]] = []
    for clause in re.split(r",? and |, ", exception.strip().rstrip(".")):
        c = clause.strip().casefold()
        if re.fullmatch(r"(?:it|the token|that creature|the copy) (?:isn't|is not|'s not) legendary", c):
            out.append(("not_supertype", "Legendary"))
            continue
        m = re.fullmatch(r"(?:it's|it is|the token is|they're) (?:an? )?(?P<what>[a-z][a-z -]*?) in addition to its "
                         r"other (?:creature )?types", c)
        if m:
            for w in m["what"].split():
                if w in _CARD_TYPES_LOW:
                    out.append(("add_type", w.capitalize()))
                elif w.isalpha():
                    out.append(("add_subtype", w.capitalize()))
                else:
                    return None
            continue
        if re.fullmatch(r"it enters with (?:an additional|a|two additional) (?:\+1/\+1|loyalty) counters? on it"
                        r"(?: if it's a (?:creature|planeswalker))?", c) or re.fullmatch(r"it has haste", c):
            continue
        return None
    return tuple(out)


def _changes_characteristics(exception: str) -> bool:
    low = exception.casefold()
    return any(w in low for w in _CHARACTERISTIC_WORDS)


# --- effects that are not "do X to target Y" -------------------------------------------------

def _naming(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    name = step.chosen_name
    ch = sim.chars()
    if not name:
        suggestions = ch.names or [f.name for f in sim.card.faces]
        return Outcome(Result.NOT_MODELLED, f"{_quote(e)} needs the chosen name: add `name=NAME` (e.g. "
                       f"`{step.verb} {step.card} name={suggestions[0]}`).", ["name.choose"])
    from bot.rules.vocabulary import Condition
    obj = sim.obj
    named = next((f for f in sim.card.faces if f.name.casefold() == name.casefold()), None)
    choosable = not (named is not None and e.condition.not_types and set(named.types) & set(e.condition.not_types))
    if apply and e.restriction in ("cast", "activate") and choosable:
        # The chosen name stays chosen while the permanent is there: later casts and activations obey it (101.2).
        kept = replace(e, chosen_name=name)
        if kept not in sim.statics:
            sim.statics.append(kept)
    if e.restriction == "cast":
        if obj.zone in ("stack", "battlefield"):
            v = judge(sim, Condition(name=name, words=f"named {name}"))
            return Outcome(Result.OK, f"{_quote(e)} stops spells with that name from being cast; {sim.label} is "
                           f"already {Zone(obj.zone).phrase}, so it isn't affected ({v.reason}).", v.keys)
        card = sim.card
        keys = ["name.choose"]
        named_face = next((f for f in card.faces if f.name.casefold() == name.casefold()), None)
        if named_face is not None and e.condition.not_types and set(named_face.types) & set(e.condition.not_types):
            keys.append("name.back_face" if card.is_double_faced else "name.choose")
            return Outcome(Result.OK, f"{name} can't be chosen: {_quote(e)} asks for a "
                           f"{e.condition.words or 'card name'}, and {name} is a "
                           f"{' '.join(named_face.types).lower()}{sim.ref(*keys)}.", keys,
                           check={"condition": f"named {name}", "passes": False, "reason": f"{name} can't be chosen"})
        # The face or half that would be put on the stack is the one looked at (709.3a, 712.11c).
        kind, which = mechanics.of(card).spell_faces(card, obj.zone)  # the card's mechanic says which
        faces = [card.faces[i] for i in which]
        keys += {"half": ["split.cast_half"], "face": ["dfc.cast_face_only"],
                 "disturb": ["disturb.def", "dfc.cast_face_only"],
                 "front": ["dfc.cast_face_only", "dfc.spell_face"]}.get(kind, [])
        castable = [f.name for f in faces if f.name.casefold() != name.casefold()]
        stopped = [f.name for f in faces if f.name.casefold() == name.casefold()]
        how = "half" if mechanics.of(card).halves else "face"
        if not stopped:
            text = (f"{_quote(e)} naming {name} doesn't stop it: only the {how} that would be cast is looked at, "
                    f"and {' or '.join(castable)} isn't named {name}")
        elif castable:
            text = (f"{_quote(e)} naming {name} stops casting {name}, but {' or '.join(castable)} can still be cast: "
                    f"only the {how} being cast is looked at")
        else:
            text = f"{_quote(e)} naming {name} stops it from being cast {Zone(obj.zone).phrase.replace('in the', 'from the')}"
        return Outcome(Result.OK, text + f"{sim.ref(*keys)}.", keys,
                       check={"condition": f"named {name}", "passes": bool(stopped), "reason": text})
    if e.restriction == "activate":
        v = judge(sim, Condition(name=name, words=f"named {name}"))
        keys = v.keys + ["name.choose"]
        if obj.zone != "battlefield":
            return Outcome(Result.OK, f"{_quote(e)} applies to sources with that name; {sim.label} is "
                           f"{Zone(obj.zone).phrase} ({v.reason}).", keys)
        text = (f"{sim.label} {'has' if v.passes else 'does not have'} the name {name}"
                + ("" if v.passes else f" ({v.reason})"))
        if v.passes:
            text += ": its activated abilities can't be activated unless they're mana abilities"
        else:
            text += ", so its activated abilities are not stopped"
        if sim.card.is_room:
            keys = ["special.unlock"] + keys + ["special.def"]  # unlocking is a special action: that decides it
            text += (". Paying a locked door's unlock cost is a special action, not an activated ability, so "
                     "the chosen name never stops unlocking")
        return Outcome(Result.OK, text + f"{sim.ref(*keys)}.", keys,
                       check={"condition": f"named {name}", "passes": bool(v.passes), "reason": v.reason})
    return Outcome(Result.NOT_MODELLED, f"Not modelled: what {_quote(e)} stops for a card with the chosen name.", [])


def _in_hand_words(sim) -> str:
    """How the followed card is in a hand (709.4, 712.8a), said where it decides the answer: a Room or split card has
    both halves' characteristics combined, a double-faced card only its front face's."""
    card, ch = sim.card, sim.chars()
    typeline = " ".join(ch.supertypes + ch.types + (["—"] + ch.subtypes if ch.subtypes else [])) or "typeless"
    if len(card.faces) > 1 and mechanics.of(card).halves:
        return (f"in a hand it has both {'doors' if card.is_room else 'halves'}' characteristics combined: "
                f"{typeline}, mana value {number(ch.mana_value)}")
    if card.is_double_faced and len(card.faces) > 1:
        back = card.faces[1]
        return (f"in a hand it has only its front face's characteristics ({card.faces[0].name}: {typeline}, mana "
                f"value {number(ch.mana_value)}); its back face {back.name} ({back.type_line}) doesn't count there")
    return f"it is {typeline}, mana value {number(ch.mana_value)}"


def _a(words: str) -> str:
    """'nonland card' -> 'a nonland card'; 'artifact or creature card' -> 'an artifact or creature card'."""
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _not_in_hand(sim, e: Effect, apply: bool) -> Outcome:
    keys = ["discard.def"]
    reason = f"it isn't in a hand: it is {Zone(sim.obj.zone).phrase}"
    return Outcome(Result.OK if not apply else Result.NOT_ALLOWED,
                   f"No: {_quote(e)} chooses only from a hand, and {sim.label} is {Zone(sim.obj.zone).phrase}"
                   f"{sim.ref(*keys)}.", keys,
                   check={"condition": e.condition.words, "passes": False, "reason": reason})


def _discarded(sim, e: Effect, why: str, keys: list[str]) -> Outcome:
    """`apply`: the card chosen is discarded — put from its owner's hand into their graveyard (701.9a)."""
    before = sim.label
    out = zone_moves.move(sim, Step("move", "graveyard", "move graveyard"))
    out.explanation = f"{e.card} makes the player discard {before} ({why}){sim.ref('discard.def')}. " + out.explanation
    out.keys = ["discard.def"] + keys[:1] + [k for k in out.keys if k != "discard.def"] + keys[1:]
    return out


def _hand_choice(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """Duress, Thoughtseize, Inquisition of Kozilek: may the caster choose the followed card from its owner's hand?
    It is looked at as it is in the hand (709.4, 712.8a)."""
    if sim.obj.zone != "hand" or not sim.obj.exists:
        return _not_in_hand(sim, e, apply)
    v = judge(sim, e.condition)
    keys = [k for k in dict.fromkeys(v.keys) if k != "mv.compare"] + (["mv.compare"] if "mv.compare" in v.keys else [])
    keys = [k for k in keys if k in ("split.combined", "dfc.front_only", "mv.split", "split.mana_cost")][:1] \
        + ["discard.def"] + [k for k in keys if k not in ("split.combined", "dfc.front_only")]
    keys = list(dict.fromkeys(keys))
    shape = _in_hand_words(sim)
    if v.passes is None:
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} can choose {sim.label}: {v.reason}.",
                       keys, check={"condition": e.condition.words, "passes": None, "reason": v.reason})
    if v.passes:
        reason = shape
        if apply:
            return _discarded(sim, e, f"it is {_a(e.condition.words)}: {shape}", keys)
        return Outcome(Result.OK, f"Yes: {_quote(e)} can choose {sim.label} in the hand — it is {_a(e.condition.words)}: "
                       f"{reason}{sim.ref(*keys)}.",
                       keys, check={"condition": e.condition.words, "passes": True, "reason": reason})
    reason = f"{v.reason}; {shape}"
    return Outcome(Result.OK if not apply else Result.NOT_ALLOWED,
                   f"No: {_quote(e)} can't choose {sim.label} in the hand — it must be {_a(e.condition.words)}, and "
                   f"{reason}{sim.ref(*keys)}.", keys,
                   check={"condition": e.condition.words, "passes": False, "reason": reason})


def _named_face(sim, name: str):
    """The face a chosen name is of (201.4b: a split card's half; 201.4d: a back face), or None when no card has it."""
    for f in sim.card.faces:
        if f.name.casefold() == name.casefold():
            return f
    try:
        other = sim.resolve_card(name)
    except Exception:  # noqa: BLE001 - a name that is no card's: it can't be chosen (201.4)
        return None
    return next((f for f in other.faces if f.name.casefold() == name.casefold()), other.faces[0])


def _hand_named(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """Cabal Therapy: a card name is chosen (of a card with the condition's characteristics, 201.4a), then every card
    with that name in the hand is discarded. In a hand a Room or split card has both names (709.4a), a double-faced
    card only its front face's (712.8a)."""
    if sim.obj.zone != "hand" or not sim.obj.exists:
        return _not_in_hand(sim, e, apply)
    from bot.rules.vocabulary import Condition

    ch, card = sim.chars(), sim.card
    name = step.chosen_name
    halves = len(card.faces) > 1 and mechanics.of(card).halves
    name_keys = ["split.chosen_name"] if halves else ["dfc.front_only", "dfc.names"] if card.is_double_faced else []
    if not name:
        hits = " or ".join(ch.names)
        more = ""
        if card.is_double_faced and len(card.faces) > 1:
            more = f"; naming its back face {card.faces[1].name} doesn't: in a hand it has only its front face's name"
        keys = name_keys + ["name.choose"]
        reason = f"the name chosen decides it: naming {hits} hits {sim.label} in the hand{more}"
        return Outcome(Result.NOT_MODELLED, f"{_quote(e)} needs the chosen name — add `name=NAME` (e.g. "
                       f"`{step.verb} {step.card} name={ch.names[0]}`); {reason}{sim.ref(*keys)}.", keys,
                       check={"condition": e.condition.words, "passes": None, "reason": reason})
    face = _named_face(sim, name)
    not_types = set(e.condition.not_types)
    if face is None or (not_types & set(face.types)) or (e.condition.any_types
                                                          and not set(face.types) & set(e.condition.any_types)):
        keys = ["name.choose"] + (["name.back_face"] if card.is_double_faced and face is card.faces[-1] else [])
        why = (f"no card is named {name}" if face is None else
               f"{name} is the name of {_a(' '.join(face.types).lower() + ' card')}, and {_quote(e)} chooses "
               f"{_a(e.condition.words)}")
        return Outcome(Result.OK if not apply else Result.NOT_ALLOWED, f"No: {name} can't be chosen — {why}"
                       f"{sim.ref(*keys)}.", keys,
                       check={"condition": f"named {name}", "passes": False, "reason": f"{name} can't be chosen"})
    v = judge(sim, Condition(name=name, words=f"named {name}"))
    keys = list(dict.fromkeys(name_keys + ["discard.def"] + [k for k in v.keys if not k.startswith("mv.")]))
    if v.passes:
        reason = f"in a hand it has the name{'s' if len(ch.names) > 1 else ''} {' and '.join(ch.names)}, so naming {name} hits it"
        if apply:
            return _discarded(sim, e, reason, keys)
        return Outcome(Result.OK, f"Yes: {_quote(e)} naming {name} makes the player discard {sim.label} — {reason}"
                       f"{sim.ref(*keys)}.", keys, check={"condition": f"named {name}", "passes": True, "reason": reason})
    reason = f"in a hand its name{'s are' if len(ch.names) > 1 else ' is'} {' and '.join(ch.names)}, not {name}"
    return Outcome(Result.OK if not apply else Result.NOTHING, f"No: {_quote(e)} naming {name} doesn't hit "
                   f"{sim.label} — {reason}{sim.ref(*keys)}.", keys,
                   check={"condition": f"named {name}", "passes": False, "reason": reason})


def _day_night(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """An effect that makes it day or night (731.1), or a static that says it can't become one. `apply` changes the
    game's designation; the followed permanent's daybound or nightbound then acts on it (702.145c/f, after the
    step). `check` says what it would do."""
    old = sim.designation
    if e.template == "cant_become":
        if apply and e not in sim.statics:
            sim.statics.append(e)
        text = (f"{_quote(e)}: while that permanent is on the battlefield it can't become {e.amount}; a \"can't\" beats "
                f"the rules that would make it {e.amount}")
        keys = ["cant.precedence", "daynight.def"]
        return Outcome(Result.OK, text + f"{sim.ref(*keys)}.", keys,
                       check=None if apply else {"condition": f"it can become {e.amount}", "passes": False, "reason": text})
    new = e.amount if e.amount != "toggle" else ("day" if old == "night" else "night")
    keys = ["daynight.effects", "daynight.def"]
    if e.when == "neither" and old != "neither":
        text = (f"{_quote(e)} acts only while it is neither day nor night, and it is {old}: nothing happens (once it "
                f"is day or night it stays one of them)")
        return Outcome(Result.NOTHING, text + f"{sim.ref(*keys)}.", keys,
                       check=None if apply else {"condition": f"it becomes {new}", "passes": False, "reason": text})
    if old == new:
        text = f"{_quote(e)}: it is already {new}, so nothing changes"
        return Outcome(Result.NOTHING, text + f"{sim.ref(*keys)}.", keys,
                       check=None if apply else {"condition": f"it becomes {new}", "passes": False, "reason": text})
    blocked = next((f for f in sim.statics if f.template == "cant_become" and f.amount == new), None)
    if blocked is not None:
        keys = ["cant.precedence"] + keys
        text = (f"{_quote(e)} would make it {new}, but {blocked.card}'s \"{blocked.sentence.rstrip('.')}\" applies: a "
                f"\"can't\" beats a \"can\"; it stays {old}")
        return Outcome(Result.NOTHING, text + f"{sim.ref(*keys)}.", keys,
                       check=None if apply else {"condition": f"it becomes {new}", "passes": False, "reason": text})
    if old != "neither":
        keys.append("daynight.change")
    if apply:
        sim.designation = new
    change = f"{old} becomes {new}" if old != "neither" else f"it becomes {new} (it was neither)"
    text = f"{change[0].upper() + change[1:]}: {_quote(e)}" if apply else f"{_quote(e)} would make it {new} ({change})"
    from bot.rules.effects.read import read

    others = [u.sentence for u in read(sim.resolve_card(step.card)).unrecognised if u.card == e.card]
    if others:
        text += f". Its other words are not followed here: \"{others[0]}\""
    return Outcome(Result.OK, text + f"{sim.ref(*keys)}.", keys,
                   check=None if apply else {"condition": f"it becomes {new}", "passes": True, "reason": change})


def _unlock(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """Ghostly Keybearer: "unlock a locked door of up to one target Room you control" (709.5f). With one locked
    door it is that one; with none nothing happens; with two its controller chooses, which the steps must say."""
    from bot.rules import doors, rooms

    bad = doors.room_permanent(sim)
    if bad is not None:
        return Outcome(Result.NOTHING if apply else Result.OK, f"{_quote(e)} can't act on it: {bad.explanation}",
                       bad.keys, check=None if apply else {"condition": e.condition.words, "passes": False, "reason": bad.explanation})
    locked = rooms.locked_doors(sim.obj)
    if len(locked) > 1:
        names = [sim.card.faces[i].name for i in locked]
        return Outcome(Result.NOT_MODELLED, f"{_quote(e)}: both doors are locked and its controller chooses one; say "
                       "which with " + " or ".join(f"`effect unlock {n}`" for n in names)
                       + f"{sim.ref('room.unlock_effect')}.", ["room.unlock_effect"],
                       check=None if apply else {"condition": e.condition.words, "passes": True, "reason": "it has two locked doors"})
    if not apply:
        passes = bool(locked)
        reason = (f"{sim.card.faces[locked[0]].name} is locked" if locked else "both doors are unlocked: there is no "
                  "locked door to unlock")
        return Outcome(Result.OK, f"{_quote(e)}: {reason}{sim.ref('room.unlock_effect')}.", ["room.unlock_effect"],
                       check=None if apply else {"condition": e.condition.words, "passes": passes, "reason": reason})
    out = doors.unlock(sim, replace(step, verb="effect unlock", arg=""), effect=True)
    out.explanation = f"{_quote(e)}: " + out.explanation[0].lower() + out.explanation[1:]
    return out


def _face_down(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """Ixidron: "turn all other nontoken creatures face down". A double-faced permanent (a melded one too) can't be
    turned face down: nothing happens (712.16). Face-down permanents themselves are not modelled (708)."""
    obj = sim.obj
    v = judge(sim, e.condition)
    if v.passes is False:
        return Outcome(Result.NOTHING if apply else Result.OK, f"{_quote(e)} doesn't affect {sim.label}: {v.reason}"
                       f"{sim.ref(*v.keys)}.", v.keys, check=None if apply else {"condition": e.condition.words, "passes": False,
                                                               "reason": v.reason})
    if obj.double_faced or obj.melded_with is not None:
        keys = ["dfc.no_face_down"]
        text = (f"{_quote(e)}: {sim.label} is a double-faced permanent, which can't be turned face down, so nothing "
                f"happens to it{sim.ref(*keys)}")
        return Outcome(Result.NOTHING if apply else Result.OK, text + ".", keys,
                       check=None if apply else {"condition": e.condition.words, "passes": False, "reason": text})
    return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)} would turn {sim.label} face down, and the engine "
                   f"doesn't model face-down permanents (a 2/2 with no name, 708.2a).", [],
                   check=None if apply else {"condition": e.condition.words, "passes": None, "reason": "face-down isn't modelled"})


def _dig(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """Cascade and discover: the followed card is the one exiled from the library."""
    obj, card = sim.obj, sim.card
    rule = "cascade.def" if e.template == "cascade" else "discover.def"
    cited = sim.cites.cited(rule)
    rule_text = cited.text if cited else ""
    # The reader gives the limit: cascade "less than" the spell's own mana value, discover "N or less".
    comp = e.condition.mana_value
    if e.template == "cascade":
        limit = step.x if step.x is not None else comp.value
    else:
        limit = comp.value if isinstance(comp.value, int) else step.x
    if limit is None or limit == "X":
        return Outcome(Result.NOT_MODELLED, f"{_quote(e)} depends on X: add `x=N`.", [rule])
    strict = comp.op == "<"
    words = f"less than {number(limit)}" if strict else f"{limit} or less"
    if obj.zone != "library":
        return Outcome(Result.NOT_ALLOWED, f"{_quote(e)} exiles cards from the top of the library, and {sim.label} is "
                       f"{Zone(obj.zone).phrase}{sim.ref(rule)}.", [rule])
    if apply:
        sim.library_told = True  # the story says it is in the library: a later cast from there needs a permission
    ch = sim.chars()
    keys = [rule] + ch.keys
    if "Land" in ch.types:
        return Outcome(Result.OK, f"{_quote(e)} skips {card.name}: it is a land card{sim.ref(rule)}.", keys,
                       check={"condition": f"nonland, mana value {words}", "passes": False, "reason": "it is a land"})
    mv = ch.mana_value
    hit = mv < limit if strict else mv <= limit
    if not hit:
        reason = f"its mana value in the library is {number(mv)}, not {words}"
        return Outcome(Result.OK, f"{_quote(e)} doesn't stop at {card.name}: {reason}{sim.ref(*keys)}.", keys,
                       check={"condition": f"mana value {words}", "passes": False, "reason": reason})
    # Which half or face may be cast: the resulting spell's mana value is checked (where the edition says so).
    resulting = "resulting spell" in rule_text.casefold()
    options = []
    kind, which = mechanics.of(card).spell_faces(card, "library")  # cast from the library: the mechanic says which
    halves = [card.faces[i] for i in which]
    keys += {"half": ["split.cast_half", "split.stack"], "face": ["dfc.cast_face_only", "dfc.mdfc_cast"],
             "front": ["dfc.cast_front", "dfc.spell_face"]}.get(kind, [])
    from bot.catalog.model import mana_value_of
    for f in halves:
        fmv = mana_value_of(f.mana_cost)
        ok = (fmv < limit if strict else fmv <= limit) if resulting else True
        options.append((f.name, fmv, ok))
    castable = [n for n, _, ok in options if ok]
    detail = "; ".join(f"{n} (mana value {number(m)}){'' if ok else ' is too expensive'}" for n, m, ok in options)
    if e.template == "discover":
        fallback = " If it isn't cast, it is put into your hand."
    else:
        fallback = " If it isn't cast, it goes to the bottom of the library."
    text = (f"{_quote(e)} stops at {card.name}: its mana value in the library is {number(mv)}, {words}. "
            + (f"It may be cast without paying its mana cost as {' or '.join(castable)}" if castable
               else "None of it may be cast") + f" — the resulting spell's mana value must be {words}: {detail}."
            + fallback + f"{sim.ref(*keys)}")
    if not apply:
        return Outcome(Result.OK, text, keys, check={"condition": f"mana value {words}", "passes": bool(castable),
                                                     "reason": detail,
                                                     "faces": [{"name": n, "mana_value": number(m), "castable": ok}
                                                               for n, m, ok in options]})
    sim.obj = sim.moved("exile")
    if castable:
        # What it found may be cast from exile as the ability resolves (601.3: the effect allows it), only as a door
        # or face whose resulting spell's mana value is low enough.
        from bot.rules.casting import Permission

        too = [f"{n} (mana value {number(m)}) is not {words}" for n, m, ok in options if not ok]
        sim.may_cast[sim.obj.id] = Permission(
            "exile", f"{e.card}'s {e.template}", rule,
            tuple(i for i, (_, _, ok) in zip(which, options) if ok), "; ".join(too))
    return Outcome(Result.OK, text + " It is now in exile; " + (f"`cast {castable[0]}` casts it from there."
                   if castable else "nothing lets it be cast from there."), keys, cards_moved=[card.name])


def _static(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """can't transform / triggers an additional time: statics that change later steps."""
    if e.template == "cant_transform":
        v = _legal(sim, e, step.x)
        if v.passes is None:
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} applies: {v.reason}.", v.keys)
        if apply:
            sim.statics.append(e)
        text = (f"{_quote(e)} {'applies to' if v.passes else 'does not apply to'} {sim.label} ({v.reason})"
                + (": it can't transform while that permanent is on the battlefield" if v.passes else ""))
        return Outcome(Result.OK, text + f"{sim.ref(*v.keys)}.", v.keys,
                       check={"condition": e.condition.words, "passes": bool(v.passes), "reason": v.reason})
    if e.template == "no_trigger":
        if apply:
            sim.statics.append(e)
        from bot.rules.effects.restrict import whose

        dying = (" (its \"or dying\" part changes nothing here: the steps list no dies triggers)"
                 if e.trigger_event == "enters_or_dies" else "")
        text = (f"{_quote(e)}: abilities that would trigger because {e.condition.words.lower()} enter don't trigger"
                f"{whose(e)}{dying}{sim.ref('trigger.etb')}. A door's \"when you unlock this door\" is caused by the "
                f"door becoming unlocked, even as the Room enters{sim.ref('room.unlock_trigger')}, and \"transforms\" "
                f"triggers are not caused by entering: those still trigger.")
        return Outcome(Result.OK, text, ["trigger.etb", "room.unlock_trigger"])
    if e.template == "enter_tapped":
        if apply:
            sim.statics.append(e)
        from bot.rules.effects.restrict import whose

        text = (f"{_quote(e)}: {e.condition.words.lower()} enter the battlefield tapped{whose(e)}; a cast spell as it "
                f"resolves too{sim.ref('replace.enters_tapped')}. Only an untapped creature can attack"
                f"{sim.ref('attack.who')}.")
        return Outcome(Result.OK, text, ["replace.enters_tapped", "attack.who"])
    if e.template == "extra_trigger":
        if apply:
            sim.statics.append(e)
        event = e.trigger_event or "enters"
        text = (f"{_quote(e)}: abilities that trigger because a permanent enters trigger an additional time"
                f"{sim.ref('trigger.additional')}. A door's \"when you unlock this door\" is caused by the door "
                f"becoming unlocked, even as the Room enters, so it triggers only once (Duskmourn release notes); "
                f"\"transforms\" triggers are not caused by entering either.") if event == "enters" else \
            f"{_quote(e)} is recognised, but only its effect on enters triggers is modelled."
        return Outcome(Result.OK if event == "enters" else Result.NOT_MODELLED, text,
                       ["trigger.additional", "room.unlock_trigger"])
    return Outcome(Result.NOT_MODELLED, f"Not modelled: {_quote(e)}.", [])


def _restricting(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """can't cast / can't block / can't enter / exile instead of entering (effects/restrict.py): whether it applies
    to the followed object now; `apply` keeps it for the later steps."""
    from bot.rules.effects import restrict

    obj, label = sim.obj, sim.label
    assumed = restrict.whose(e)
    check: dict
    if e.template == "cant_cast" and e.number_from == "chosen":
        # Sanctum Prelate: the number chosen as it entered is the mana value stopped; never guessed
        if step.number is None:
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} stops {label}: it depends on the "
                           f"number chosen as {e.card} entered, which isn't given — add `number=N` (e.g. "
                           f"`{step.verb} {step.card} number={_a_number(sim)}`).", ["cast.prohibited"],
                           check={"condition": e.condition.words, "passes": None, "reason": "the chosen number "
                                  "isn't given"})
        from bot.rules.vocabulary import Comparison
        e = replace(e, number=step.number, condition=replace(
            e.condition, mana_value=Comparison("=", step.number),
            words=f"{e.condition.words} with mana value {step.number} (the number chosen)"))
    if e.template == "cant_cast":
        if obj.zone in ("stack", "battlefield") or not obj.exists:
            keys = ["cast.prohibited"]
            text = (f"{_quote(e)} stops spells being cast; {label} is already {Zone(obj.zone).phrase}, so it isn't "
                    f"affected{sim.ref(*keys)}")
            check = {"condition": e.condition.words, "passes": False, "reason": f"it is already {Zone(obj.zone).phrase}"}
            result = Result.OK
        else:
            options = restrict.cast_options(sim)
            if not options:
                keys = ["land.not_cast"]
                text = f"{_quote(e)} stops spells; {label} is a land, never cast{sim.ref(*keys)}"
                check = {"condition": e.condition.words, "passes": False, "reason": "a land is never cast"}
                result = Result.OK
            else:
                # a card followed from the library where no zone was told is cast as from the hand, as `cast` follows it
                zone = cast_statics.cast_zone(sim)
                stops = [(o, restrict.cast_stop(sim, e, o.spell, zone)) for o in options]
                unknown = [(o, s) for o, s in stops if s.stopped is None]
                keys = ["cast.prohibited"] + [k for o, s in stops for k in s.keys + o.keys]
                keys = list(dict.fromkeys(k for k in keys if k != "cast.prohibited"))
                keys = (["cast.prohibit_choices"] if "cast.prohibit_choices" in keys else ["cast.prohibited"]) \
                    + [k for k in keys if k != "cast.prohibit_choices"] + ["cant.precedence"]
                if len(options) > 1 or obj.zone == "graveyard":
                    # only the door or face being cast is evaluated: that rule is one of the three cited
                    face_rule = next((k for k in keys if k in ("split.cast_half", "dfc.cast_face_only",
                                                               "disturb.def")), None)
                    if face_rule:
                        keys = [keys[0], face_rule] + [k for k in keys[1:] if k != face_rule]
                if unknown:
                    return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} stops {label}: "
                                   f"{unknown[0][1].reason}.", keys,
                                   check={"condition": e.condition.words, "passes": None,
                                          "reason": unknown[0][1].reason})
                def said(o, s):
                    mv = number(sim.chars(o.spell).mana_value)
                    return (f"{o.name}{o.how} can't be cast ({s.reason})" if s.stopped
                            else f"{o.name}{o.how} can be cast ({s.reason})") + ("" if "mana value" in s.reason
                                                                                else f" [mana value {mv}]")
                stopped = [o for o, s in stops if s.stopped]
                where = Zone(zone).phrase.replace("in the ", "from the ").replace("in exile", "from exile")
                head = ("Yes" if stopped else "No") + f": {_quote(e)} "
                if stopped and len(stopped) == len(stops):
                    head += f"stops {label} being cast {where}"
                elif stopped:
                    head += f"stops some of it being cast {where}"
                else:
                    head += f"doesn't stop {label} being cast {where}"
                extra = ""
                if len(options) > 1 and mechanics.of(sim.card).halves:
                    extra = (f". Off the stack its mana value is {number(sim.chars().mana_value)}, but only the half "
                             f"being cast is evaluated")
                if zone != obj.zone:
                    extra += (". It starts in the library, where a card starts when no zone is given, and a cast is "
                              "followed as the usual one, from the hand (`--zone` says where it is)")
                text = head + ": " + "; ".join(said(o, s) for o, s in stops) + extra + assumed + sim.ref(*keys)
                reason = "; ".join(said(o, s) for o, s in stops)
                check = {"condition": e.condition.words, "passes": bool(stopped), "reason": reason,
                         "faces": [{"name": o.name, "mana_value": number(sim.chars(o.spell).mana_value),
                                    "castable": not s.stopped} for o, s in stops]}
                result = Result.OK
    elif e.template == "cant_block":
        st = restrict.block_stop(sim, e)
        keys = st.keys
        if st.stopped is None:
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} stops {label} blocking: "
                           f"{st.reason}.", keys, check={"condition": e.condition.words, "passes": None,
                                                         "reason": st.reason})
        text = (f"{'Yes' if st.stopped else 'No'}: {_quote(e)} {'stops' if st.stopped else 'does not stop'} {label} "
                f"blocking — {st.reason}{assumed}. The steps have no combat: this says whether the restriction "
                f"applies to it now{sim.ref(*keys)}")
        check = {"condition": e.condition.words, "passes": bool(st.stopped), "reason": st.reason}
        result = Result.OK
    else:
        text, keys, check, result = _entering_check(sim, e)
    if apply and result is Result.OK:
        sim.statics.append(e)
        text += ". It keeps applying to the steps that follow"
    return Outcome(result, text + ".", keys, check=check)


def _entering_check(sim, e: Effect):
    """Grafdigger's Cage's "can't enter" and Containment Priest's "exile it instead", for the followed card as it
    would be put onto the battlefield from where it is (or, on the battlefield, returned after a blink)."""
    from bot.rules.effects import restrict
    from bot.rules.objects import GameObject

    obj, card, label = sim.obj, sim.card, sim.label
    if e.template == "cant_enter":
        st = restrict.enter_stop(sim, e, obj, from_obj=obj, cast=False)
        keys = st.keys
        if st.stopped:
            text = (f"Yes: {_quote(e)} applies to {label} — {st.reason}: it can't be put onto the battlefield from "
                    f"there, transformed or not (the card is looked at as it is there), and stays where it is"
                    f"{sim.ref(*keys)}")
        else:
            text = f"No: {_quote(e)} doesn't apply to {label} — {st.reason}{sim.ref(*keys)}"
        return text, keys, {"condition": e.condition.words, "passes": bool(st.stopped), "reason": st.reason}, \
            Result.OK if st.stopped is not None else Result.NOT_MODELLED
    # enter_exile: the permanent as it would enter without being cast (a blink returns it front face up)
    if obj.zone == "stack":
        if obj.copy_kind == "spell":
            would_be = GameObject(card, "battlefield", face_up=obj.face_up, token=True, copy_kind=None,
                                  copy_of=obj.copy_of)
            st = restrict.enter_stop(sim, e, would_be, from_obj=obj, cast=False)
        else:
            st = restrict.Stop(False, "it was cast, so it enters as it resolves", ["replace.enters"])
    elif obj.zone == "battlefield" and obj.melded_with is not None:
        # a melded permanent blinked returns as its two cards, each a permanent front face up (712.21c, 712.14):
        # each is looked at as it would enter (614.12)
        stops = []
        for c in (card, obj.melded_with):
            would_be, _, _ = sim.entering(GameObject(c, "battlefield"))
            stops.append((c, restrict.enter_stop(sim, e, would_be, from_obj=GameObject(c, "exile"), cast=False)))
        keys = ["dfc.meld_leaves", "dfc.meld_found", "dfc.enter_front"] + [k for _, s in stops for k in s.keys]
        keys = list(dict.fromkeys(keys))
        if any(s.stopped is None for _, s in stops):
            reason = "; ".join(f"{c.name}: {s.reason}" for c, s in stops)
            return (f"Can't tell whether {_quote(e)} applies to {label}'s cards: {reason}", keys,
                    {"condition": e.condition.words, "passes": None, "reason": reason}, Result.NOT_MODELLED)
        said = "; ".join(f"{c.name} {'is exiled instead' if s.stopped else 'enters'} ({s.reason})" for c, s in stops)
        passes = any(s.stopped for _, s in stops)
        text = (f"{'Yes' if passes else 'No'}: {_quote(e)} {'applies' if passes else 'does not apply'} to {label} "
                f"if it is blinked or otherwise returned: its two cards return as two permanents, each front face up, "
                f"and each is looked at as it would enter — {said}{sim.ref(*keys)}")
        return text, keys, {"condition": e.condition.words, "passes": passes, "reason": said}, Result.OK
    else:
        would_be, _, _ = sim.entering(GameObject(card, "battlefield", token=obj.token,
                                                 copy_kind=obj.copy_kind, copy_of=obj.copy_of))
        st = restrict.enter_stop(sim, e, would_be, from_obj=obj, cast=False)
    keys = st.keys
    if st.stopped is None:
        return (f"Can't tell whether {_quote(e)} applies to {label}: {st.reason}", keys,
                {"condition": e.condition.words, "passes": None, "reason": st.reason}, Result.NOT_MODELLED)
    how = "blinked or otherwise returned" if obj.zone == "battlefield" else "put onto the battlefield without being cast"
    if st.stopped:
        text = (f"Yes: {_quote(e)} applies to {label} — {st.reason}: {how}, it is exiled instead; cast, it enters "
                f"as usual{sim.ref(*keys)}")
    else:
        text = f"No: {_quote(e)} doesn't apply to {label} — {st.reason}{sim.ref(*keys)}"
    if obj.zone != "stack" and card.layout == dfc.NONMODAL and len(card.faces) > 1 \
            and dfc.is_permanent_face(card.faces[1]):
        # "Return it to the battlefield transformed" (Ojer Axonil): the permanent it would be is its back face
        back = GameObject(card, "battlefield", face_up=1)
        bst = restrict.enter_stop(sim, e, back, from_obj=obj, cast=False)
        if bst.stopped is not None and bst.stopped != st.stopped:
            text += (f". Put onto the battlefield transformed it would be {card.faces[1].name}, and then "
                     + (f"it is exiled instead ({bst.reason})" if bst.stopped else
                        f"it isn't affected and enters ({bst.reason})"))
    return text, keys, {"condition": e.condition.words, "passes": bool(st.stopped), "reason": st.reason}, Result.OK


def _a_number(sim) -> str:
    """A number to show in an example step: the followed card's first castable door or face's mana value."""
    from bot.rules.effects import restrict

    options = restrict.cast_options(sim) if sim.obj.zone not in ("stack", "battlefield") else []
    return number(sim.chars(options[0].spell).mana_value) if options else "2"


def _number_of(sim, e: Effect, step: Step):
    """The counter_cast effect with its number (Chalice's `counters=N`, Counterbalance's `revealed=CARD`), and what the
    revealed card's mana value is from; or an Outcome "can't tell" that says which is needed."""
    if e.number_from == "counters":
        if step.number is None:
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} counters {sim.label}: it depends on "
                           f"how many charge counters are on {e.card} (the X it entered with), which isn't given — add "
                           f"`counters=N` (e.g. `{step.verb} {step.card} counters={_a_number(sim)}`).",
                           ["trigger.event"], check={"condition": e.condition.words, "passes": None,
                                                     "reason": "the number of charge counters isn't given"}), None
        return replace(e, number=step.number), None
    if e.number_from == "revealed":
        if not step.revealed:
            return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} counters {sim.label}: it depends on "
                           f"the card revealed from the top of the library, which isn't given — add `revealed=CARD` "
                           f"(e.g. `{step.verb} {step.card} revealed=Bottomless Pool`).", ["trigger.event"],
                           check={"condition": e.condition.words, "passes": None,
                                  "reason": "the revealed card isn't given"}), None
        from bot.rules.effects import restrict

        card = sim.resolve_card(step.revealed)
        mv, keys, how = restrict.revealed_value(sim, e, card)
        n = int(mv) if float(mv).is_integer() else mv
        return replace(e, number=n, revealed=card.name), (keys, f"{card.name} has mana value {number(mv)}{how}")
    return e, None


def _counter_trigger(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """Chalice of the Void, Counterbalance: the followed card, as each door or face would be cast, triggers the ability
    and is countered as it resolves if its mana value on the stack is the number (restrict.counter_stop); `apply` keeps
    the trigger with its number, and a later `cast` obeys it."""
    from bot.rules.effects import restrict

    e, revealed = _number_of(sim, e, step)
    if isinstance(e, Outcome):
        return e
    obj, label = sim.obj, sim.label
    assumed = restrict.whose(e)
    said_revealed = f" {revealed[1]}{sim.ref(*revealed[0])}." if revealed else ""
    first = revealed[0][:1] if revealed else []
    if obj.zone == "battlefield" or not obj.exists:
        keys = ["trigger.event"]
        text = (f"{_quote(e)} triggers only as a spell is cast; {label} is {Zone(obj.zone).phrase}, so it isn't "
                f"affected{sim.ref(*keys)}.{said_revealed}")
        check = {"condition": e.condition.words, "passes": False, "reason": f"it is {Zone(obj.zone).phrase}"}
    else:
        if obj.zone == "stack":
            options = [restrict.Option(sim.label, obj, [])]
        else:
            options = restrict.cast_options(sim)
        if not options:
            keys = ["land.not_cast", "trigger.event"]
            text = (f"No: {_quote(e)} triggers on a spell being cast; {label} is a land, played, never cast"
                    f"{sim.ref(*keys)}.{said_revealed}")
            check = {"condition": e.condition.words, "passes": False, "reason": "a land is never cast"}
        else:
            stops = [(o, restrict.counter_stop(sim, e, o.spell)) for o in options]
            face_keys = [k for o, _ in stops for k in o.keys if k in ("split.cast_half", "dfc.cast_face_only")]
            keys = list(dict.fromkeys(["trigger.event"] + first + face_keys[:1] + ["counter.def"]))
            unknown = [(o, s) for o, s in stops if s.stopped is None]
            if unknown and apply and all(s.x_unknown for _, s in unknown):
                # ("apply Chalice of the Void counters=3; cast Agadeem's Awakening x=0": the cast told decides it)
                sim.statics.append(e)
                return Outcome(Result.OK, f"{_quote(e)} is kept for the steps that follow: whether it counters "
                               f"{unknown[0][0].name} depends on the X chosen as it is cast ({unknown[0][1].reason})"
                               f"{sim.ref(*keys, 'mv.x')}.{said_revealed}", keys + ["mv.x"],
                               check={"condition": e.condition.words, "passes": None, "reason": unknown[0][1].reason})
            if unknown:
                return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} counters {unknown[0][0].name}: "
                               f"{unknown[0][1].reason}.{said_revealed}", keys,
                               check={"condition": e.condition.words, "passes": None, "reason": unknown[0][1].reason})
            countered = [o for o, s in stops if s.stopped]

            def said(o, s):
                return f"{o.name}{o.how} {'is countered' if s.stopped else 'is not countered'} ({s.reason})"
            head = "Yes" if countered else "No"
            what = ("counters it" if countered and len(countered) == len(stops) else "counters some of it" if countered
                    else "doesn't counter it")
            text = (f"{head}: {_quote(e)} {what} — the spell is still cast, the ability triggers and counters it as it "
                    f"resolves if the spell's mana value on the stack is the number: "
                    + "; ".join(said(o, s) for o, s in stops) + f"{assumed}{sim.ref(*keys)}.{said_revealed}")
            check = {"condition": e.condition.words, "passes": bool(countered),
                     "reason": "; ".join(said(o, s) for o, s in stops),
                     "faces": [{"name": o.name, "mana_value": number(sim.chars(o.spell).mana_value),
                                "countered": bool(s.stopped)} for o, s in stops]}
    if apply:
        sim.statics.append(e)
        text = text.rstrip(".") + ". It keeps applying to the steps that follow: a later `cast` is countered if it fits."
    return Outcome(Result.OK, text, keys, check=check)


def assumed_turn(e: Effect) -> str:
    """What a permission's "[Once] during each of your turns" makes the answer assume."""
    if e.when and e.when.lower().startswith("once"):
        return f"this assumes it is your turn and {e.card}'s \"{e.when.lower()}\" hasn't been used yet this turn"
    return "this assumes it is your turn"


def _permission(sim, e: Effect, step: Step, apply: bool) -> Outcome:
    """Lurrus of the Dream-Den, Karador: may each door or face of the followed card be cast from the graveyard with it
    (601.3)? `apply` keeps the permission for a later `cast`."""
    from bot.rules.effects import restrict

    obj, label = sim.obj, sim.label
    when = f" ({assumed_turn(e)})" if e.when else ""
    keys = ["cast.permission"]
    where = " or ".join(z.value for z in e.from_zones)
    if obj.zone not in [z.value for z in e.from_zones]:
        text = (f"{_quote(e)} lets a spell be cast from the {where}; {label} is {Zone(obj.zone).phrase}, so it "
                f"doesn't apply to it now{sim.ref(*keys)}")
        check = {"condition": e.condition.words, "passes": False, "reason": f"it is {Zone(obj.zone).phrase}"}
    else:
        options = restrict.cast_options(sim)
        if not options:
            keys = ["land.not_cast", "cast.permission"]
            text = f"No: {_quote(e)} lets a spell be cast; {label} is a land, never cast{sim.ref(*keys)}"
            check = {"condition": e.condition.words, "passes": False, "reason": "a land is never cast"}
        else:
            judged = []
            for o in options:
                v = judge(sim, replace(e.condition, zones=()), obj=o.spell)
                judged.append((o, v))
            face_keys = [k for o, _ in judged for k in o.keys if k in ("split.cast_half", "dfc.cast_face_only",
                                                                         "disturb.def")]
            keys = list(dict.fromkeys(["cast.permission"] + face_keys[:1] + [k for _, v in judged for k in v.keys]))
            unknown = [(o, v) for o, v in judged if v.passes is None]
            if unknown:
                return Outcome(Result.NOT_MODELLED, f"Can't tell whether {_quote(e)} lets {unknown[0][0].name} be "
                               f"cast: {unknown[0][1].reason}.", keys,
                               check={"condition": e.condition.words, "passes": None, "reason": unknown[0][1].reason})
            ok = [o for o, v in judged if v.passes]

            def said(o, v):
                mv = number(sim.chars(o.spell).mana_value)
                can = "can" if v.passes else "can't"
                return (f"{o.name}{o.how} {can} be cast with it ({v.reason})"
                        + ("" if "mana value" in v.reason else f" [mana value {mv}]"))
            text = (("Yes" if ok else "No") + f": {_quote(e)} " + ("lets " + label + " be cast from the " + where
                                                                  if ok else "doesn't let " + label + " be cast")
                    + ": " + "; ".join(said(o, v) for o, v in judged) + when + sim.ref(*keys))
            check = {"condition": e.condition.words, "passes": bool(ok), "reason": "; ".join(said(o, v) for o, v in judged),
                     "faces": [{"name": o.name, "mana_value": number(sim.chars(o.spell).mana_value),
                                "castable": bool(v.passes)} for o, v in judged]}
    if apply:
        sim.statics.append(e)
        text += ". It keeps applying to the steps that follow: a later `cast` from the graveyard it allows is allowed"
    return Outcome(Result.OK, text + ".", keys, check=check)


_RESTRICTIONS = ("cant_cast", "cant_block", "cant_enter", "enter_exile")
_BY_NUMBER = ("counter_cast", "may_cast_from")
_TRIGGERING = ("no_trigger", "extra_trigger", "enter_tapped")  # statics about what happens as a permanent enters
_SPECIAL = {"naming": _naming, "cascade": _dig, "discover": _dig, "cant_transform": _static,
            "discard_choice": _hand_choice, "discard_named": _hand_named,
            "extra_trigger": _static, "no_trigger": _static, "enter_tapped": _static, "cant_cast": _restricting, "cant_block": _restricting,
            "cant_enter": _restricting, "enter_exile": _restricting, "day_night": _day_night,
            "cant_become": _day_night, "unlock": _unlock, "face_down": _face_down, "counter_cast": _counter_trigger,
            "may_cast_from": _permission, "graveyard_count": graveyard_count,
            "cost_change": cast_statics.check, "cast_limit": cast_statics.check, "cast_trigger": cast_statics.check}
