"""Public entry points: simulate a card through steps, or day and night through turns.

    simulate(card, edition, *, zone="library", steps=(), resolve_card) -> dict
    simulate_daynight(edition, *, start="neither", steps, resolve_card) -> dict

Both return JSON-ready dicts; errors a user can fix raise QueryError (kind "invalid" for a
step that can't be parsed or names a door/face/zone that doesn't exist; not_found and
ambiguous come from resolve_card).

Choices made here (beyond the spec):
- Every step dict has "action" (the step as typed), "result" ("ok", "nothing happens" or
  "not allowed"), "explanation" (one sentence: what happened and why, with rule numbers),
  "state", "triggers" ({"face", "ability", "event"}: the face whose ability fires),
  "events" (game events other permanents could trigger on, e.g. "fully unlocked"),
  "citations" ([{"number", "text"}]) and "missing_rules" (topics the loaded edition has no
  rule on). A step the rules forbid or that does nothing is answered, never raised.
- The top-level "citations" is the union, in order of first use, of the starting state's
  citations and every step's. "start" is the state before the first step. "answer" is one
  sentence saying what the object is after the last step.
- `copy` of a spell is a copy of that spell (707.10): it keeps the door or face chosen and
  becomes a token as it resolves. `copy` of a permanent is a Clone-like copy: an object
  represented by a single-faced card copying the face that is up (707.2, 707.8); it gets no
  unlocked designation and can't transform. Once a token or copy leaves the battlefield
  (or a spell copy leaves the stack) it has ceased to exist, or for a Clone-like copy is
  no longer a copy: "exists" becomes false and later steps are "not allowed".
- A melded permanent is followed as the card simulated; when it leaves the battlefield
  both cards move ("cards_moved") and the simulation follows the simulated card.
- Door and face names match case-insensitively, by unique substring, or as left/right
  (doors) and front/back/transformed (faces).
"""

from __future__ import annotations

from typing import Callable

from bot.catalog.model import Card
from bot.errors import QueryError
from bot.text import normalize_name
from bot.rules import double_faced as dfc
from bot.rules import rooms
from bot.rules.citations import for_edition
from bot.rules.objects import ZONES, GameObject, characteristics, number, state_json, triggers
from bot.rules.steps import Step, parse, zone_name


def is_meld_result(card: Card) -> bool:
    """A catalog entry for the combined back face of a meld pair (Brisela), not a real card."""
    return (card.layout == dfc.MELD and len(card.faces) == 1 and bool(card.meld_result)
            and card.name.casefold() == card.meld_result.casefold())


class Outcome:
    def __init__(self, result="ok", explanation="", keys=(), trigs=(), events=(), cards_moved=()):
        self.result = result
        self.explanation = explanation
        self.keys = list(keys)
        self.triggers = list(trigs)
        self.events = list(events)
        self.cards_moved = list(cards_moved)


def _zone_phrase(zone: str) -> str:
    return {"library": "in the library", "hand": "in the hand", "graveyard": "in the graveyard",
            "exile": "in exile", "stack": "on the stack", "battlefield": "on the battlefield",
            "command": "in the command zone"}[zone]


def _mv(x) -> str:
    return str(number(x))


class CardSimulation:
    def __init__(self, card: Card, edition, zone: str, resolve_card: Callable[[str], Card]):
        self.card = card
        self.edition = edition
        self.cites = for_edition(edition)
        self.resolve_card = resolve_card
        zone = zone_name(zone or "library")
        if is_meld_result(card):
            pair = [n.strip() for n in (card.meld_partner or "").split("+") if n.strip()]
            first, second = (pair + ["", ""])[:2]
            raise QueryError("invalid", f"{card.name} isn't a card: it is the combined back face of the meld pair "
                             f"{' and '.join(pair) or 'that makes it'}, and exists only as a melded permanent on the "
                             f"battlefield{self.ref('dfc.meld_back_only')}. Ask about one of those cards, e.g. `dfc {first}` with the step "
                             f"`meld {second}`.", [f"dfc {n}" for n in pair])
        if zone == "stack":
            if card.is_room:
                raise QueryError("invalid", "A Room on the stack is one door being cast: start it in the hand "
                                 "and use `cast DOOR` (doors: " + ", ".join(f.name for f in card.faces) + ").",
                                 [f"cast {f.name}" for f in card.faces])
            self.obj = GameObject(card, "stack", cast_face=0)
        else:
            self.obj = GameObject(card, zone)
        self.start_obj = self.obj
        self.start_keys = characteristics(self.obj, self.cites).keys
        if zone == "battlefield" and card.is_room and rooms.supported(self.cites):
            self.start_keys = ["room.enters"] + self.start_keys
        if card.is_room and not rooms.supported(self.cites):
            self.start_keys.append("room.shared_type_line")

    # --- helpers ---------------------------------------------------------------------
    def ref(self, *keys) -> str:
        r = self.cites.ref(*keys)
        return f" ({r})" if r else ""

    @property
    def label(self) -> str:
        ch = characteristics(self.obj, self.cites)
        return " // ".join(ch.names) if ch.names else f"{self.card.name} (nameless)"

    def door(self, arg: str, *, required: bool, verb: str = "cast") -> int | None:
        doors = self.card.faces
        a = arg.strip().casefold()
        for suffix in (" door", " half"):
            if a.endswith(suffix) and a[: -len(suffix)] in ("left", "right"):
                a = a[: -len(suffix)]
        if not a:
            if required:
                raise QueryError("invalid", "Say which door: " + " or ".join(f.name for f in doors) + ".",
                                 [f"{verb} {f.name}" for f in doors])
            return None
        if a in ("left", "l", "first"):
            return 0
        if a in ("right", "r", "second"):
            return 1
        idx = dfc.face_index(self.card, a)
        if idx is not None and a not in ("front", "back", "transformed", "a", "b", "day", "night"):
            return idx
        raise QueryError("invalid", f"{arg!r} is not a door of {self.card.name}. Doors: "
                         + ", ".join(f.name for f in doors) + " (or left/right).", [f"{verb} {f.name}" for f in doors])

    def face(self, arg: str) -> int:
        if not arg.strip():
            return 0
        idx = dfc.face_index(self.card, arg)
        if idx is None or idx >= len(self.card.faces):
            faces = [f.name for f in self.card.faces]
            raise QueryError("invalid", f"{arg!r} is not a face of {self.card.name}. Faces: " + ", ".join(faces)
                             + " (or front/back).", faces)
        return idx

    def gone(self) -> Outcome | None:
        if not self.obj.exists:
            return Outcome("not allowed", "The object followed no longer exists: "
                           + ("a token or copy that left the battlefield or stack ceased to exist"
                              + self.ref("token.ceases", "copy.ceases")) + ".", ["token.ceases"])
        return None

    def enter_triggers(self, obj: GameObject) -> list[dict]:
        ch = characteristics(obj, self.cites)
        return triggers(ch.abilities, "enters", self_names=ch.names + [f.name for f in obj.card.faces])

    # --- steps -----------------------------------------------------------------------
    def run(self, step: Step) -> Outcome:
        g = self.gone()
        if g is not None:
            return g
        handler = {
            "cast": self.cast, "play": self.play, "resolve": self.resolve, "enter": self.enter,
            "enter transformed": lambda a: self.enter(a, transformed=True),
            "unlock": self.unlock, "effect unlock": lambda a: self.unlock(a, effect=True),
            "lock": self.lock, "transform": self.transform, "copy": self.copy, "blink": self.blink,
            "move": self.move, "meld": self.meld,
        }[step.verb]
        return handler(step.arg)

    def cast(self, arg: str) -> Outcome:
        obj, card = self.obj, self.card
        if obj.zone in ("stack", "battlefield"):
            return Outcome("not allowed", f"{self.label} is already {_zone_phrase(obj.zone)}; only a card in "
                           f"another zone can be cast{self.ref('cast.to_stack')}.", ["cast.to_stack"])
        if obj.is_copy:
            return Outcome("not allowed", "A copy that is not on the stack or battlefield can't be cast.",
                           ["copy.ceases"])
        keys = ["cast.to_stack", "zone.new_object"]
        if card.is_room:
            d = self.door(arg, required=True)
            self.obj = GameObject(card, "stack", cast_face=d)
            keys += ["split.cast_choice", "split.stack"]
            if rooms.supported(self.cites):
                keys += ["room.copiable"]
            expl = (f"{card.faces[d].name} is cast: on the stack only that door's characteristics exist"
                    f"{self.ref('split.cast_choice', 'split.stack', 'mv.split')}.")
        elif card.is_double_faced:
            f = self.face(arg)
            if card.layout == dfc.MELD:
                if f != 0:
                    return Outcome("not allowed", f"The back face of a meld card can't be cast; it is only used by "
                                   f"the melded permanent{self.ref('dfc.meld_back_only')}.", ["dfc.meld_back_only"])
                self.obj = GameObject(card, "stack")
                keys += ["dfc.meld_front"]
                expl = f"{card.faces[0].name} is cast with its front face up{self.ref('dfc.meld_front')}."
            elif card.layout == dfc.MODAL:
                if dfc.is_land(card.faces[f]):
                    return Outcome("not allowed", f"{card.faces[f].name} is a land face: it can only be played "
                                   f"(`play {card.faces[f].name}`), not cast{self.ref('land.not_cast')}.",
                                   ["land.not_cast", "dfc.mdfc_land"])
                self.obj = GameObject(card, "stack", face_up=f, cast_face=f)
                keys += ["dfc.mdfc_cast"]
                expl = (f"{card.faces[f].name} is cast: the face chosen as it is cast is the spell"
                        f"{self.ref('dfc.mdfc_cast', 'dfc.mdfc_up')}.")
            else:
                if f == 1:
                    how = dfc.can_be_cast_transformed(card)
                    if how is None:
                        return Outcome("not allowed", f"Nothing lets {card.faces[0].name} be cast transformed; a "
                                       f"double-faced spell is cast front face up{self.ref('dfc.cast_front')}.",
                                       ["dfc.cast_front", "dfc.cast_transformed"])
                    if how == "disturb" and obj.zone != "graveyard":
                        return Outcome("not allowed", f"Disturb casts the card transformed from the graveyard, and "
                                       f"it is {_zone_phrase(obj.zone)}{self.ref('disturb.def')}.", ["disturb.def"])
                    self.obj = GameObject(card, "stack", face_up=1, cast_transformed=True, cast_face=1)
                    keys += ["dfc.cast_transformed", "dfc.spell_face", "mv.back_face"]
                    if how == "disturb":
                        keys.insert(0, "disturb.def")
                    expl = (f"{card.faces[1].name} is cast transformed (using {how}): it is on the stack back face "
                            f"up with only that face's characteristics, and its mana value is its front face's"
                            f"{self.ref(*keys[-3:])}.")
                else:
                    self.obj = GameObject(card, "stack", face_up=0, cast_face=0)
                    keys += ["dfc.cast_front", "dfc.spell_face"]
                    expl = f"{card.faces[0].name} is cast front face up{self.ref('dfc.cast_front')}."
        else:
            face = card.faces[0]
            if dfc.is_land(face):
                return Outcome("not allowed", f"{card.name} is a land; it can't be cast{self.ref('land.not_cast')}.",
                               ["land.not_cast"])
            self.obj = GameObject(card, "stack", cast_face=0 if len(card.faces) == 1 else self._split_half(arg))
            expl = f"{self.label} is cast{self.ref('cast.to_stack')}."
        ch = characteristics(self.obj, self.cites)
        trig = triggers(ch.abilities, "cast", self_names=ch.names)
        return Outcome("ok", expl, keys, trig)

    def _split_half(self, arg: str) -> int:
        return self.door(arg, required=True)

    def play(self, arg: str) -> Outcome:
        obj, card = self.obj, self.card
        if obj.zone in ("stack", "battlefield") or obj.is_copy:
            return Outcome("not allowed", f"Only a land card in your hand (or another zone an effect lets you "
                           f"play from) can be played{self.ref('land.play')}.", ["land.play"])
        f = self.face(arg) if card.is_double_faced else 0
        face = card.faces[f]
        if not dfc.is_land(face):
            return Outcome("not allowed", f"{face.name} isn't a land face, so it can't be played as a land"
                           f"{self.ref('land.play')}.", ["land.play"])
        self.obj = GameObject(card, "battlefield", face_up=f)
        keys = ["land.play", "zone.new_object"] + (["dfc.mdfc_land"] if card.layout == dfc.MODAL else [])
        return Outcome("ok", f"{face.name} is played as a land and enters with that face up"
                       f"{self.ref(*keys)}.", keys, self.enter_triggers(self.obj))

    def resolve(self, _arg: str = "") -> Outcome:
        obj, card = self.obj, self.card
        if obj.zone != "stack":
            return Outcome("not allowed", f"{self.label} is {_zone_phrase(obj.zone)}, not on the stack, so it can't "
                           "resolve.", ["cast.to_stack"])
        ch = characteristics(obj, self.cites)
        if "Instant" in ch.types or "Sorcery" in ch.types:
            if obj.copy_kind == "spell":
                self.obj = obj.moved("graveyard").same(exists=False)
                return Outcome("ok", f"The copy of {ch.names[0]} resolves and then ceases to exist"
                               f"{self.ref('resolve.instant', 'copy.ceases')}.", ["resolve.instant", "copy.ceases"])
            self.obj = obj.moved("graveyard")
            return Outcome("ok", f"{ch.names[0]} resolves and is put into its owner's graveyard"
                           f"{self.ref('resolve.instant')}.", ["resolve.instant", "zone.new_object"])
        new = obj.moved("battlefield")
        keys = ["resolve.permanent", "zone.new_object"]
        extra = ""
        if obj.copy_kind == "spell":
            new = new.same(token=True, copy_kind=None, copy_of=obj.copy_of)
            keys.append("copy.spell_token")
            extra = ", becoming a token"
        trig: list[dict] = []
        events: list[str] = []
        if card.is_room:
            if rooms.supported(self.cites):
                keys.append("room.enters")
                new = new.same(unlocked=rooms.entering_unlocked(obj))
                t, events, k = rooms.door_triggers(GameObject(card, "battlefield"), new, self.cites)
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
            if obj.cast_transformed and dfc.can_be_cast_transformed(card) == "disturb" and obj.copy_kind != "spell":
                keys.append("disturb.enters")  # a copy wasn't cast using disturb (707.10): 712.13 alone applies
            if obj.face_up == 1 and card.layout == dfc.NONMODAL:
                keys.append("mv.back_face")
            extra += f" with {card.faces[obj.face_up].name} face up"
        self.obj = new
        trig = self.enter_triggers(new) + trig
        if trig:
            keys.append("trigger.etb" if any(t["event"] == "enters" for t in trig) else "room.unlock_trigger")
        expl = f"{self.card.name} resolves and enters the battlefield{extra}{self.ref(*keys)}."
        if trig:
            expl += f" {len(trig)} ability triggers: " + "; ".join(
                f"{t['face']}'s \"{t['ability'].rstrip('.')}\"" for t in trig) + "."
        return Outcome("ok", expl, keys, trig, events)

    def enter(self, _arg: str = "", *, transformed: bool = False) -> Outcome:
        obj, card = self.obj, self.card
        if obj.zone == "battlefield":
            return Outcome("nothing happens", f"{self.label} is already on the battlefield.", [])
        if obj.copy_kind == "spell":
            return Outcome("not allowed", "A copy of a spell can't be put onto the battlefield except by resolving"
                           f"{self.ref('copy.ceases')}.", ["copy.ceases"])
        front = card.faces[0]
        keys = ["zone.new_object"]
        if transformed:
            why = None
            if not card.is_double_faced:
                why = ("it isn't a double-faced card, so it stays in its current zone", ["dfc.enter_transformed"])
            elif card.layout == dfc.MELD:
                why = ("a meld card's back face is used only when melded", ["dfc.meld_back_only"])
            elif card.layout == dfc.MODAL and not self.cites.has("dfc.mdfc_transforms"):
                why = ("under these rules only a transforming double-faced card can enter transformed; "
                       "it stays in its current zone", ["dfc.enter_transformed"])
            elif dfc.is_instant_or_sorcery(card.faces[1]):
                why = ("its back face is an instant or sorcery face", ["dfc.instant_face"])
            if why:
                return Outcome("nothing happens", f"{card.name} can't enter transformed: {why[0]}"
                               f"{self.ref(*why[1])}.", why[1])
            new = obj.moved("battlefield").same(face_up=1)
            keys += ["dfc.enter_transformed"] + (["dfc.mdfc_up"] if card.layout == dfc.MODAL
                                                 else ["dfc.back_up", "mv.back_face"])
            self.obj = new
            return Outcome("ok", f"{card.name} enters the battlefield transformed, {card.faces[1].name} face up; "
                           f"it did not transform, so \"transforms\" abilities don't trigger"
                           f"{self.ref(*keys)}.", keys, self.enter_triggers(new))
        if dfc.is_instant_or_sorcery(front):
            if card.layout == dfc.MODAL:
                k = ["dfc.mdfc_nonpermanent"]
            else:
                k = ["instant.no_bf" if "Instant" in front.types else "sorcery.no_bf"]
            return Outcome("nothing happens", f"{front.name} isn't a permanent card, so it stays "
                           f"{_zone_phrase(obj.zone)}{self.ref(*k)}.", k)
        new = obj.moved("battlefield")
        if card.is_room and rooms.supported(self.cites):
            keys.append("room.enters")
            expl = (f"{card.name} enters the battlefield without being cast, so both doors are locked: it has no "
                    f"name, no mana cost and no abilities{self.ref('room.enters', 'room.shared_type_line')}.")
        elif card.is_double_faced:
            keys.append("dfc.enter_front")
            expl = f"{card.name} enters the battlefield front face up{self.ref('dfc.enter_front')}."
        else:
            expl = f"{card.name} enters the battlefield{self.ref('zone.new_object')}."
        self.obj = new
        return Outcome("ok", expl, keys, self.enter_triggers(new))

    def _room_permanent(self) -> Outcome | None:
        obj, card = self.obj, self.card
        if not card.is_room:
            return Outcome("not allowed", f"{self.label} is not a Room: it has no doors"
                           f"{self.ref('room.door')}.", ["room.door"])
        if not rooms.supported(self.cites):
            return Outcome("not allowed", f"Doors can't be locked or unlocked here: "
                           f"{self.cites.missing_sentence('room.unlock_effect')}.", ["room.unlock_effect"])
        if obj.zone != "battlefield":
            return Outcome("not allowed", f"Only a Room permanent has locked and unlocked doors, and {card.name} is "
                           f"{_zone_phrase(obj.zone)}{self.ref('room.designations')}.", ["room.designations"])
        return None

    def unlock(self, arg: str, *, effect: bool = False) -> Outcome:
        low = arg.casefold().strip()
        for suffix in (" by effect", " (effect)", " effect"):
            if low.endswith(suffix):
                effect, arg, low = True, arg[: -len(suffix)], low[: -len(suffix)]
        bad = self._room_permanent()
        if bad:
            return bad
        obj, card = self.obj, self.card
        locked = rooms.locked_doors(obj)
        rule = "room.unlock_effect" if effect else "room.unlock_cost"
        d = self.door(arg, required=False, verb="effect unlock" if effect else "unlock")
        if d is None:
            if not locked:
                if effect:
                    return Outcome("nothing happens", f"Both doors of {card.name} are already unlocked, so there is "
                                   f"no locked door to choose{self.ref(rule)}.", [rule])
                return Outcome("not allowed", f"Both doors of {card.name} are already unlocked; there is no unlock "
                               f"cost to pay{self.ref('special.unlock', rule)}.", ["special.unlock", rule])
            if len(locked) > 1:
                verb = "effect unlock" if effect else "unlock"
                raise QueryError("invalid", ("Both doors are locked, so the effect's controller chooses one: say which, "
                                             if effect else "Say which door to unlock: ")
                                 + " or ".join(f"`{verb} {card.faces[i].name}`" for i in locked)
                                 + (f"{self.ref('room.unlock_effect')}." if effect else "."),
                                 [f"{verb} {card.faces[i].name}" for i in locked])
            d = locked[0]
        name = card.faces[d].name
        if d not in locked:
            what = ("only a locked door can be chosen" if effect
                    else "only a locked door's mana cost can be paid to unlock it")
            return Outcome("not allowed", f"{name} can't be unlocked: it is already unlocked; {what}"
                           f"{self.ref(rule)}.", [rule])
        before = obj
        self.obj = obj.same(unlocked=obj.unlocked | {d})
        trig, events, tkeys = rooms.door_triggers(before, self.obj, self.cites)
        if effect:
            keys = [rule] + tkeys
            expl = f"An effect unlocks {name}{self.ref(rule)}."
        else:
            keys = ["special.unlock", rule, "special.def"] + tkeys
            cost = card.faces[d].mana_cost or "its mana cost"
            expl = (f"{name} is unlocked by paying its mana cost {cost}: a special action its controller may take "
                    f"any time they have priority and the stack is empty during their main phase; it doesn't use "
                    f"the stack{self.ref('special.unlock', rule, 'special.def')}.")
        if trig:
            expl += f" {len(trig)} ability triggers: " + "; ".join(f"{t['face']}'s \"{t['ability']}\"" for t in trig) \
                + self.ref(*tkeys) + "."
        return Outcome("ok", expl, keys, trig, events)

    def lock(self, arg: str) -> Outcome:
        bad = self._room_permanent()
        if bad:
            return bad
        obj, card = self.obj, self.card
        rule = "room.lock_effect"
        d = self.door(arg, required=False, verb="lock")
        unlocked = sorted(obj.unlocked)
        if d is None:
            if not unlocked:
                return Outcome("nothing happens", f"Both doors of {card.name} are locked, so there is no unlocked "
                               f"door to choose{self.ref(rule)}.", [rule])
            if len(unlocked) > 1:
                raise QueryError("invalid", "Say which door to lock: "
                                 + " or ".join(card.faces[i].name for i in unlocked) + ".",
                                 [f"lock {card.faces[i].name}" for i in unlocked])
            d = unlocked[0]
        name = card.faces[d].name
        if d not in obj.unlocked:
            return Outcome("not allowed", f"{name} can't be locked: it is already locked; only an unlocked door can "
                           f"be chosen{self.ref(rule)}.", [rule])
        self.obj = obj.same(unlocked=obj.unlocked - {d})
        return Outcome("ok", f"An effect locks {name}: the permanent loses that door's name, mana cost and "
                       f"abilities{self.ref(rule, 'room.shared_type_line')}.", [rule, "room.shared_type_line"])

    def transform(self, _arg: str = "") -> Outcome:
        obj, card = self.obj, self.card
        why = dfc.transform_check(obj, self.cites)
        if why:
            result, reason, keys = why
            return Outcome(result, f"{self.label} doesn't transform: {reason}{self.ref(*keys)}.", keys)
        old = card.faces[obj.face_up].name
        self.obj = obj.same(face_up=1 - obj.face_up)
        new = card.faces[self.obj.face_up]
        keys = dfc.transform_keys(card, self.cites)
        ch = characteristics(self.obj, self.cites)
        trig = triggers(ch.abilities, "transforms", self_names=ch.names, into=new.name)
        return Outcome("ok", f"{old} transforms into {new.name}; it is the same object{self.ref(*keys)}.", keys, trig)

    def copy(self, _arg: str = "") -> Outcome:
        obj, card = self.obj, self.card
        name = self.label
        if obj.zone == "stack":
            self.obj = GameObject(card, "stack", cast_face=obj.cast_face, face_up=obj.face_up,
                                  cast_transformed=obj.cast_transformed, copy_kind="spell", copy_of=name)
            keys = ["copy.spell"]
            if card.is_room:
                keys += ["room.copiable"] if rooms.supported(self.cites) else ["split.copy_spell"]
                expl = (f"A copy of the spell {name} is put on the stack; it keeps the door chosen and both halves "
                        f"as copiable values{self.ref(*keys)}.")
            else:
                expl = f"A copy of the spell {name} is put on the stack with the same choices{self.ref(*keys)}."
            return Outcome("ok", expl, keys)
        if obj.zone == "battlefield":
            self.obj = GameObject(card, "battlefield", face_up=obj.face_up, melded_with=obj.melded_with,
                                  copy_kind="permanent", copy_of=name)
            keys = ["copy.copiable"]
            if card.is_room and rooms.supported(self.cites):
                keys += ["room.copiable", "room.enters"]
                expl = (f"A copy of {name} enters; it copies both doors but not the unlocked designations, so "
                        f"both of its doors are locked{self.ref(*keys)}.")
            elif card.is_double_faced or obj.melded_with is not None:
                keys.append("copy.dfc")
                if obj.melded_with is not None:
                    keys.append("mv.meld")
                elif obj.face_up == 1 and card.layout == dfc.NONMODAL:
                    keys.append("mv.back_face")
                expl = (f"A copy of {name} enters, copying only the face that is up; its mana value is "
                        f"{_mv(characteristics(self.obj, self.cites).mana_value)}{self.ref(*keys)}.")
            else:
                expl = f"A copy of {name} enters{self.ref(*keys)}."
            return Outcome("ok", expl, keys, self.enter_triggers(self.obj))
        return Outcome("not allowed", f"Only a spell or a permanent is copied here, and {name} is "
                       f"{_zone_phrase(obj.zone)}{self.ref('copy.copiable')}.", ["copy.copiable"])

    def _leave(self, zone: str) -> Outcome | None:
        """Handle a token, copy or melded permanent leaving its zone; None for an ordinary object."""
        obj = self.obj
        if obj.copy_kind == "spell":
            self.obj = obj.moved(zone).same(exists=False)
            return Outcome("ok", f"The copy of a spell leaves the stack and ceases to exist"
                           f"{self.ref('copy.ceases')}.", ["copy.ceases"])
        if obj.token and obj.zone == "battlefield":
            self.obj = obj.moved(zone).same(exists=False)
            return Outcome("ok", f"The token is put {_zone_phrase(zone)}, where it ceases to exist"
                           f"{self.ref('token.ceases')}.", ["token.ceases"])
        if obj.copy_kind == "permanent" and obj.zone == "battlefield":
            self.obj = obj.moved(zone).same(exists=False, copy_kind=None)
            return Outcome("ok", f"The copy leaves the battlefield and becomes a new object that is no longer a copy "
                           f"of {obj.copy_of}; the simulation stops following it{self.ref('zone.new_object')}.",
                           ["zone.new_object"])
        return None

    def blink(self, _arg: str = "") -> Outcome:
        obj, card = self.obj, self.card
        if obj.zone != "battlefield":
            return Outcome("not allowed", f"Only a permanent can be exiled and returned to the battlefield, and "
                           f"{self.label} is {_zone_phrase(obj.zone)}.", ["zone.new_object"])
        left = self._leave("exile")
        if left:
            left.explanation = "It is exiled. " + left.explanation + " It doesn't return."
            return left
        keys = ["zone.new_object"]
        moved = [card.name]
        note = ""
        if obj.melded_with is not None:
            keys.append("dfc.meld_leaves")
            moved.append(obj.melded_with.name)
            note = f" Both cards are exiled and return as two permanents; this follows {card.name}."
        new = GameObject(card, "battlefield")
        if card.is_room and rooms.supported(self.cites):
            keys.append("room.enters")
            note += " It wasn't cast, so it returns with both doors locked and no unlock ability triggers."
        elif card.is_double_faced:
            keys.append("dfc.enter_front")
            note += " It returns front face up."
        self.obj = new
        return Outcome("ok", f"{card.name} is exiled and returns to the battlefield as a new object with no "
                       f"memory of the old one{self.ref(*keys)}.{note}", keys, self.enter_triggers(new),
                       cards_moved=moved)

    def move(self, arg: str) -> Outcome:
        zone = zone_name(arg)
        obj, card = self.obj, self.card
        if zone == obj.zone:
            return Outcome("nothing happens", f"{self.label} is already {_zone_phrase(zone)}.", [])
        if zone == "stack":
            raise QueryError("invalid", "To put a card on the stack, cast it: `cast DOOR_OR_FACE`.",
                             ["cast " + f.name for f in card.faces])
        if zone == "battlefield":
            return self.enter("")
        left = self._leave(zone)
        if left:
            return left
        keys = ["zone.new_object"]
        moved = [card.name]
        note = ""
        exile_instead = self._graveyard_replacement() if zone == "graveyard" else None
        if exile_instead is not None:
            zone = "exile"
            keys.append("replace.instead")
            note = (f" It would have been put into the graveyard, but its own replacement effect, {exile_instead.face}'s "
                    f"\"{exile_instead.text}\", exiles it instead{self.ref('replace.instead')}.")
        if obj.melded_with is not None:
            keys.append("dfc.meld_leaves")
            moved.append(obj.melded_with.name)
            note = f" One permanent leaves the battlefield and two cards, {card.name} and {obj.melded_with.name}, " \
                   f"are put {_zone_phrase(zone)}."
        self.obj = obj.moved(zone)
        keys += characteristics(self.obj, self.cites).keys
        if card.is_room or (len(card.faces) > 1 and not card.is_double_faced):
            keys.append("split.one_card")
        return Outcome("ok", f"{card.name} is put {_zone_phrase(zone)} and becomes a new object"
                       f"{self.ref(*keys)}.{note}", keys, cards_moved=moved)

    def _graveyard_replacement(self):
        """The object's own "If ~ would be put into a graveyard from anywhere, exile it instead" ability
        (the back faces of disturb cards), while it is a spell or permanent with that face up."""
        if self.obj.zone not in ("battlefield", "stack"):
            return None
        for a in characteristics(self.obj, self.cites).abilities:
            low = a.text.casefold()
            if "would be put into a graveyard from anywhere" in low and "exile it instead" in low:
                return a
        return None

    def meld(self, arg: str) -> Outcome:
        obj, card = self.obj, self.card
        if not arg.strip():
            raise QueryError("invalid", "Say which card to meld with: `meld CARD`.",
                             [f"meld {card.meld_partner}"] if card.meld_partner else [])
        # "meld Gisela" means this card's own partner when its name starts with those words.
        partner = card.meld_partner
        wanted = normalize_name(arg).split()
        if partner and wanted and all(w in normalize_name(partner).split() or
                                      any(t.startswith(w) for t in normalize_name(partner).split()) for w in wanted):
            other = self.resolve_card(partner)
        else:
            other = self.resolve_card(arg.strip())
        keys = ["meld.pairs", "meld.cant"]
        if obj.melded_with is not None:
            return Outcome("nothing happens", f"{self.label} is already melded.", ["meld.def"])
        if obj.is_copy or obj.token:
            return Outcome("nothing happens", f"Tokens and copies can't be melded; they stay where they are"
                           f"{self.ref(*keys)}.", keys)
        if not dfc.is_meld_pair(card, other):
            return Outcome("nothing happens", f"{card.name} and {other.name} aren't a meld pair, so they can't be "
                           f"melded and stay in their current zones{self.ref(*keys)}.", keys)
        self.obj = GameObject(card, "battlefield", face_up=1, melded_with=other)
        keys = ["meld.def", "dfc.meld_enters", "zone.new_object", "dfc.meld_chars", "mv.meld"]
        ch = characteristics(self.obj, self.cites)
        return Outcome("ok", f"{card.name} and {other.name} are exiled and melded into {ch.names[0]}, one permanent "
                       f"represented by two cards, with mana value {_mv(ch.mana_value)}, the sum of its front faces'"
                       f"{self.ref(*keys)}.", keys, self.enter_triggers(self.obj),
                       cards_moved=[card.name, other.name])

    # --- answer ----------------------------------------------------------------------
    def answer(self) -> str:
        obj, card = self.obj, self.card
        ch = characteristics(obj, self.cites)
        where = _zone_phrase(obj.zone)
        where = where[0].upper() + where[1:]
        if not obj.exists:
            return (f"{where}, the copy or token of {obj.copy_of or card.name} no longer exists as the object "
                    f"simulated.")
        subject = card.name
        if obj.melded_with is not None:
            subject = f"{ch.names[0]} (melded from {card.name} and {obj.melded_with.name})"
        if obj.is_copy:
            subject = f"a copy of {obj.copy_of}"
        if obj.token:
            subject = f"a token copy of {card.name}"
        if not ch.names:
            names = "no name"
        elif len(ch.names) == 1:
            names = f"the name {ch.names[0]}"
        else:
            names = "both names"
        extra = ""
        if card.is_room and obj.zone == "battlefield" and rooms.supported(self.cites):
            un = [card.faces[i].name for i in sorted(obj.unlocked)]
            extra = (" with " + " and ".join(un) + " unlocked") if un else " with both doors locked"
        elif card.is_double_faced and obj.zone in ("battlefield", "stack") and obj.melded_with is None \
                and card.layout != dfc.MELD and obj.copy_kind != "permanent":
            extra = f" with its {'back' if obj.face_up else 'front'} face up"
        text = f"{where}{extra}, {subject} has mana value {_mv(ch.mana_value)} and {names}."
        if card.is_room and not rooms.supported(self.cites):
            text += f" Note: {self.cites.missing_sentence('room.shared_type_line')}."
        return text


def _cite_list(cites, keys, seen: dict) -> tuple[list[dict], list[str]]:
    out, missing = [], []
    for k in dict.fromkeys(keys):
        c = cites.cited(k)
        if c is None:
            s = cites.missing_sentence(k)
            if s not in missing:
                missing.append(s)
            continue
        if c.number in {x["number"] for x in out}:
            continue
        out.append(c.json())
        seen.setdefault(c.number, c.json())
    return out, missing


def simulate(card: Card, edition, *, zone: str = "library", steps: list[str] | str = (),
             resolve_card: Callable[[str], Card]) -> dict:
    """Follow one card (or the copy a `copy` step makes) through the steps."""
    parsed = parse(steps)
    sim = CardSimulation(card, edition, zone, resolve_card)
    cites = sim.cites
    seen: dict[str, dict] = {}
    start_cites, start_missing = _cite_list(cites, sim.start_keys, seen)
    out_steps = []
    all_missing = list(start_missing)
    for step in parsed:
        outcome = sim.run(step)
        keys = list(outcome.keys)
        if outcome.result == "ok" and sim.obj.exists:
            keys += characteristics(sim.obj, cites).keys
        cl, missing = _cite_list(cites, keys, seen)
        all_missing += [m for m in missing if m not in all_missing]
        d = {
            "action": step.text,
            "result": outcome.result,
            "explanation": outcome.explanation,
            "state": state_json(sim.obj, cites),
            "triggers": outcome.triggers,
            "events": outcome.events,
            "citations": cl,
            "missing_rules": missing,
        }
        if outcome.cards_moved:
            d["cards_moved"] = outcome.cards_moved
        out_steps.append(d)
    return {
        "card": {"name": card.name, "layout": card.layout},
        "cr_effective": cites.effective,
        "answer": sim.answer(),
        "start": state_json(sim.start_obj, cites),
        "state": state_json(sim.obj, cites),
        "steps": out_steps,
        "citations": list(seen.values()),
        "missing_rules": all_missing,
    }


def simulate_daynight(edition, *, start: str = "neither", steps: list[str] | str,
                      resolve_card: Callable[[str], Card]) -> dict:
    from bot.rules.daynight import DayNight

    return DayNight(edition, start=start, resolve_card=resolve_card).run(steps)


__all__ = ["simulate", "simulate_daynight", "ZONES"]
