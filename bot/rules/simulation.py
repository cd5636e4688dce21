"""One simulation: a card (or the token or copy a step makes) followed through steps.

The state is the followed object; each step is handled by the module for its rule area
(casting.py, zone_moves.py, doors.py, transform.py, copies.py, checks.py, effects/act.py),
which returns an Outcome. This module holds what they share: the object and its identities,
the door and face names a step may use, citations, and the closing sentence.
"""

from __future__ import annotations

import copy
from typing import Callable

from bot.catalog.model import Card
from bot.errors import QueryError
from bot.rules import battles, casting, checks, copies, craft, doors, transform, watchers, zone_moves
from bot.rules import double_faced as dfc
from bot.rules import card_daynight, mechanics
from bot.rules.characteristics import characteristics, number
from bot.rules.citations import for_edition
from bot.rules.effects import act
from bot.rules.objects import GameObject, Identities
from bot.rules.outcome import Outcome, Result
from bot.rules.steps import Step
from bot.rules.entry_statics import enters_tapped, kept_from_triggering
from bot.rules.triggers import triggers
from bot.rules.vocabulary import Zone

HANDLERS: dict[str, Callable] = {
    "cast": casting.cast, "play": casting.play, "resolve": casting.resolve,
    "enter": zone_moves.enter, "enter transformed": zone_moves.enter_transformed,
    "blink": zone_moves.blink, "blink transformed": zone_moves.blink_transformed, "move": zone_moves.move,
    "unlock": doors.unlock, "effect unlock": doors.effect_unlock, "lock": doors.lock,
    "transform": transform.transform, "activate transform": transform.activate,
    "resolve ability": transform.resolve_ability, "craft": craft.craft, "activate craft": craft.activate, "meld": transform.meld,
    "copy": copies.copy, "token copy": copies.token_copy,
    "check": lambda sim, step: (checks.check if step.condition is not None else act.check_card)(sim, step),
    "apply": act.apply, "remove": act.remove, "defeat": battles.defeat, "trigger": watchers.trigger,
}


def is_meld_result(card: Card) -> bool:
    """A catalog entry for the combined back face of a meld pair (Brisela), not a real card."""
    return mechanics.of(card).is_result_entry(card)


def _refuse_impossible_start(sim) -> None:
    """A card whose front face is an instant or sorcery is never a permanent with that face up (304.4,
    307.4, 712.14b): `--zone battlefield` on it is refused, with the steps that put it there as the
    rules allow (its land face played, or entering transformed)."""
    card = sim.card
    front = card.faces[0]
    if not dfc.is_instant_or_sorcery(front):
        return
    key = mechanics.never_permanent_key(front)
    what = "an instant" if key == "instant.no_bf" else "a sorcery"
    more, suggestions = mechanics.of(card).battlefield_start(sim)  # the starts that reach its permanent face
    why = f"{front.name} is {what}, and {what} is never a permanent{sim.ref(key)}" + more
    hint = (" To follow its permanent face, start elsewhere: " + " or ".join(f"`{x}`" for x in suggestions)
            + ".") if suggestions else ""
    raise QueryError("invalid", f"{card.name} can't start on the battlefield front face up: {why}. This start "
                     f"can't happen, so it is refused.{hint}", suggestions, key="engine_never_permanent", values={"card": card.name, "front": front.name, "kind": what.split()[-1], "starts": suggestions})


class CardSimulation:
    def __init__(self, card: Card, edition, zone: str, resolve_card: Callable[[str], Card],
                 day_night: str | None = None):
        self.card = card
        self.designation = card_daynight.parse(day_night)  # the game's day/night designation (731)
        self.edition = edition
        self.cites = for_edition(edition)
        self.resolve_card = resolve_card
        self.new_id = Identities()
        self.abilities_on_stack: list[dict] = []  # `activate transform` entries, last on top
        self.statics: list = []  # effects applied by `apply` that keep applying (can't transform, Yarok)
        self.may_cast: dict = {}  # object id -> casting.Permission: an effect of the story lets it be cast (601.3)
        self.library_told = False  # a step acted on it in the library (a cascade that passed it): it is really there
        self.trigger_notes: list[str] = []  # what a kept static did to "enters" triggers (Torpor Orb), said by simulate
        self.entry_notes: list[tuple[list[str], str]] = []  # what a kept static did as it entered (enter tapped)
        self.history: list[watchers.Happened] = []  # each step as it changed the object followed (`trigger CARD`)
        zone = Zone.parse(zone or "library").value
        if is_meld_result(card):
            pair = [n.strip() for n in (card.meld_partner or "").split("+") if n.strip()]
            first, second = (pair + ["", ""])[:2]
            raise QueryError("invalid", f"{card.name} isn't a card: it is the combined back face of the meld pair "
                             f"{' and '.join(pair) or 'that makes it'}, and exists only as a melded permanent on the "
                             f"battlefield{self.ref('dfc.meld_back_only')}. Ask about one of those cards, e.g. "
                             f"`dfc {first}` with the step `meld {second}`.", [f"dfc {n}" for n in pair], key="engine_meld_result", values={"card": card.name, "pair": pair})
        if zone == "stack":
            refused = mechanics.of(card).stack_start_refusal(card)
            if refused is not None:
                raise refused
            if dfc.is_land(card.faces[0]):
                raise QueryError("invalid", f"{card.faces[0].name} is a land: a land is played, never cast, so it is "
                                 f"never a spell on the stack{self.ref('land.never_spell')}. This start can't happen, "
                                 f"so it is refused; start it in the hand and `play` it.",
                                 [f"--zone hand --steps \"play {card.faces[0].name}\""], key="engine_land_on_stack", values={"face": card.faces[0].name})
            self.obj = GameObject(card, "stack", id=self.new_id(), cast_face=0)
        else:
            self.obj = GameObject(card, zone, id=self.new_id())
        if zone == "battlefield":
            _refuse_impossible_start(self)
        # A start the rules can't leave as it is (a daybound permanent front face up at night) is corrected
        # at once, and the answer says so.
        settle_keys, self.start_note = card_daynight.settle(self)
        self.start_note = self.start_note.strip()
        self.start_obj = self.obj
        before, after = mechanics.of(card).start_keys(zone, self.cites)
        self.start_keys = before + settle_keys + characteristics(self.obj, self.cites).keys + after

    def entering(self, new: GameObject) -> tuple[GameObject, list[str], str]:
        """The object about to enter the battlefield, as the day/night rules have it enter (702.145b)."""
        return card_daynight.entering(self, new)

    def fork(self) -> "CardSimulation":
        """An independent copy of the state, to try a step without changing this one."""
        other = copy.copy(self)
        other.new_id = Identities(self.new_id.last)
        other.abilities_on_stack = list(self.abilities_on_stack)
        other.statics = list(self.statics)
        other.may_cast = dict(self.may_cast)
        other.entry_notes = []
        other.trigger_notes = []
        other.history = list(self.history)
        return other

    # --- what the step modules share ----------------------------------------------------
    def ref(self, *keys) -> str:
        r = self.cites.ref(*keys)
        return f" ({r})" if r else ""

    def chars(self, obj: GameObject | None = None):
        return characteristics(obj or self.obj, self.cites)

    @property
    def label(self) -> str:
        ch = self.chars()
        return " // ".join(ch.names) if ch.names else f"{self.card.name} (nameless)"

    def moved(self, zone: str, obj: GameObject | None = None) -> GameObject:
        """The new object the followed one becomes in another zone (400.7), with the next identity."""
        return (obj or self.obj).moved(zone, self.new_id())

    def fresh(self, card: Card, zone: str, **status) -> GameObject:
        return GameObject(card, zone, id=self.new_id(), **status)

    def door(self, arg: str, *, required: bool, verb: str = "cast") -> int | None:
        doors_ = self.card.faces
        a = arg.strip().casefold()
        for suffix in (" door", " half"):
            if a.endswith(suffix) and a[: -len(suffix)] in ("left", "right"):
                a = a[: -len(suffix)]
        if not a:
            if required:
                raise QueryError("invalid", "Say which door: " + " or ".join(f.name for f in doors_) + ".",
                                 [f"{verb} {f.name}" for f in doors_], key="engine_which_door", values={"doors": [f.name for f in doors_]})
            return None
        if a in ("left", "l", "first"):
            return 0
        if a in ("right", "r", "second"):
            return 1
        idx = dfc.face_index(self.card, a)
        if idx is not None and a not in ("front", "back", "transformed", "a", "b", "day", "night"):
            return idx
        raise QueryError("invalid", f"{arg!r} is not a door of {self.card.name}. Doors: "
                         + ", ".join(f.name for f in doors_) + " (or left/right).",
                         [f"{verb} {f.name}" for f in doors_], key="engine_not_a_door", values={"typed": arg, "card": self.card.name, "doors": [f.name for f in doors_]})

    def face(self, arg: str, *, verb: str = "cast") -> int:
        if not arg.strip():
            return 0
        idx = dfc.face_index(self.card, arg)
        if idx is None or idx >= len(self.card.faces):
            faces = [f.name for f in self.card.faces]
            raise QueryError("invalid", f"{arg!r} is not a face of {self.card.name}. Faces: " + ", ".join(faces)
                             + " (or front/back).", [f"{verb} {f}" for f in faces], key="engine_not_a_face", values={"typed": arg, "card": self.card.name, "faces": faces})
        return idx

    def enter_triggers(self, obj: GameObject) -> list[dict]:
        """What happens as the object (the one followed, just entered) enters: an "enter tapped" static kept by
        `apply` taps it (614.1d), and which of its "enters" abilities trigger."""
        if any(e.template == "enter_tapped" for e in self.statics):
            keys, note = enters_tapped(self, obj)
            if keys and self.obj.id == obj.id:
                self.obj = obj = self.obj.same(tapped=True)
            if note:
                self.entry_notes.append((keys, note))
        ch = characteristics(obj, self.cites)
        fired = triggers(ch.abilities, "enters", self_names=ch.names + [f.name for f in obj.card.faces])
        if any(e.template == "no_trigger" for e in self.statics):  # Torpor Orb, kept by `apply`
            fired, keys, note = kept_from_triggering(self, fired, obj)
            if note:
                self.trigger_notes.append(note)
        return fired

    def gone(self, step: Step | None = None) -> Outcome | None:
        obj = self.obj
        if not obj.exists and obj.copy_kind == "permanent" and not obj.token:
            # The card that was copying something left the battlefield: it is a card again, itself — a
            # single-faced card (the `copy` step models a Clone-like card), which the engine doesn't know.
            was = f"The card that was a copy of {obj.copy_of} is {Zone(obj.zone).phrase} as itself"
            if step is not None and step.verb in ("enter transformed", "blink transformed"):
                return Outcome(Result.NOTHING, f"{was}, a card that isn't double-faced: put onto the battlefield "
                               f"transformed, it stays {Zone(obj.zone).phrase}{self.ref('dfc.enter_transformed')}.",
                               ["dfc.enter_transformed"])
            return Outcome(Result.NOT_MODELLED, f"Not modelled: {was}; the engine followed the copy and doesn't "
                           f"know which card that is, so it can't say what happens to it next. Ask about that card "
                           f"on its own.", ["zone.new_object"])
        if not obj.exists:
            return Outcome(Result.NOT_ALLOWED, "The object followed no longer exists: a token or a copy that left "
                           "the battlefield or stack ceased to exist" + self.ref("token.ceases", "copy.ceases") + ".",
                           ["token.ceases", "copy.ceases"], said=("step_ceased_to_exist", {}))
        return None

    # --- running -------------------------------------------------------------------------
    def run(self, step: Step) -> Outcome:
        g = self.gone(step)
        if g is not None:
            return g
        return HANDLERS[step.verb](self, step)

    def answer(self) -> str:
        obj, card = self.obj, self.card
        ch = self.chars()
        where = Zone(obj.zone).phrase
        where = where[0].upper() + where[1:]
        if not obj.exists and obj.copy_kind == "permanent" and not obj.token:
            return (f"{where}, the card that was a copy of {obj.copy_of} is a card again, itself and no longer a "
                    f"copy; the engine doesn't know which card it is, so it follows it no further.")
        if not obj.exists:
            what = "token" if obj.token else "copy"
            return (f"{where}, the {what} of {obj.copy_of or card.name} has ceased to exist: there is no object "
                    f"left to follow.")
        subject = card.name
        if obj.melded_with is not None:
            subject = f"{ch.names[0]} (melded from {card.name} and {obj.melded_with.name})"
        if obj.copy_kind == "permanent":
            subject = f"a copy of {obj.copy_of}"
        elif obj.copy_kind == "spell":
            subject = f"a copy of the spell {obj.copy_of}"
        if obj.token:
            subject = f"a token copy of {obj.copy_of or card.name}"
        if not ch.names:
            names = "no name"
        elif len(ch.names) == 1:
            names = f"the name {ch.names[0]}"
        else:
            names = "both names"
        extra = mechanics.of(card).status_words(obj, self.cites)
        text = f"{where}{extra}, {subject} has mana value {number(ch.mana_value)} and {names}."
        if obj.arrived_with is not None:  # "if I bounce Brisela, what goes back?": both cards, each its own object
            text += f" {obj.arrived_with} was put there with it: two cards, each a new object."
        return text + mechanics.of(card).answer_note(self.cites)
