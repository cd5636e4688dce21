"""One home per kind of card: what a Room, a split card, a transforming, modal or meld double-faced card, or a plain
card does differently, asked of one object per mechanic — `of(card)` is the one place that looks at the card's
layout for these decisions, so the engine's steps, the card page and the step lists ask the mechanic instead of
branching on `card.is_room` / `card.layout` (a new mechanic, such as battles, is a class here and its own module).

What each answers:
- `halves`: the card is cast one half at a time, and only that half is the spell (709.3a, 709.3b): split cards, Rooms;
- `castable(card, zone)`: each door or face that can be put on the stack from that zone, and how (712.11c, 712.11a);
- `back_up_takes_front_mv(obj)`: a back face up has its front face's mana value (712.8e; a copy of it 0, 202.3b);
- `double_faced_token`: a token copy of it is a double-faced token (707.8a) — not a meld card's;
- `back_cast`: how its back face can be the spell — "chosen" as it is cast (a modal card, 712.11b), "allowance" only
  when an ability of its front face lets it be cast transformed (a transforming card, 712.11a/d), or None;
- `may_play_back`: its back face may be played as a land (712.12: a modal card only);
- `enter_transformed_refusal(card, cites)`: why it can't be put onto the battlefield transformed (712.14, 712.4c);
- `command`: the command that follows it through steps (`room`, `dfc`, or `card` alone);
- `cast(sim, step, keys)`: the `cast` step — which door or face becomes the spell, or why it can't (709.3, 712.11,
  305.9); `resolving(sim, obj, new, keys)`: what the permanent keeps from the spell as it resolves (a Room's cast door
  unlocked, 709.5d; the face that was up, 712.13); `back_face_unplayable`: the rule and the words for a back face that
  may not be played (712.12);
- for the card page and the buttons: its words, its rules section and glossary terms, a hint that tells it apart,
  the steps it can be asked about and the door or flip steps to try next.
"""

from __future__ import annotations

from bot.catalog.model import Card, Face
from bot.errors import QueryError
from bot.rules import double_faced as dfc
from bot.rules import rooms
from bot.rules.objects import GameObject
from bot.rules.outcome import Outcome, Result
from bot.rules.vocabulary import Zone

# A card's kind in a word, in English (a hint of "which one?"; bot/lang/LANG.json says the same keys elsewhere)
HINT_WORDS = {"hint_room": "Room", "hint_meld": "meld", "hint_back": "back: {face}"}


def never_permanent_key(face: Face) -> str:
    """The citation key for an instant or sorcery face that would be a permanent (304.4 / 307.4)."""
    return "instant.no_bf" if "Instant" in face.types else "sorcery.no_bf"


class Mechanic:
    """A card with no mechanic of its own here: one face (or an Adventure, flip card …: its first face is the
    card's)."""
    halves = False
    double_faced = False
    words: str | None = None
    section: str | None = None  # the Comprehensive Rules section the card page cites
    terms: tuple[str, ...] = ()  # glossary terms the card page offers
    double_faced_token = False
    back_cast: str | None = None
    may_play_back = False
    command = "card"  # the command that follows it through steps: `room`, `dfc`, or only `card`

    def castable(self, card: Card, zone: str) -> list[tuple[int, str]]:
        """(face index, how): how is "half", "face" (a modal face), "front", "disturb" or "single"."""
        return [(i, "single") for i, f in enumerate(card.faces) if not dfc.is_land(f)]

    def spell_faces(self, card: Card, zone: str) -> tuple[str, list[int]]:
        """(how, face indexes): the door, face or faces the card would be as a spell cast the usual way from that
        zone — what a name chosen for "can't be cast" (Meddling Mage) and cascade look at: a split card's or Room's
        halves, a modal card's nonland faces, a double-faced card's front face (its back face from a graveyard with
        disturb), otherwise the card's first face (an Adventure isn't counted here)."""
        return "single", [0]

    def back_up_takes_front_mv(self, obj: GameObject) -> bool:
        return False

    def is_result_entry(self, card: Card) -> bool:
        """A catalog entry that isn't a card (a meld pair's combined back face, Brisela)."""
        return False

    def battlefield_start(self, sim) -> tuple[str, list[str]]:
        """For a card whose front face is an instant or sorcery, started on the battlefield (refused): what more to
        say of why, and the starts that reach its permanent face as the rules allow."""
        return "", []

    def stack_start_refusal(self, card: Card) -> QueryError | None:
        """Why the card can't start on the stack as it is (a Room is one door being cast), with the steps to use."""
        return None

    def start_keys(self, zone: str, cites) -> tuple[list[str], list[str]]:
        """The rules cited at the start beside its characteristics: (before them, after them)."""
        return [], []

    def status_words(self, obj: GameObject, cites) -> str:
        """How the answer says its status where it is: " with Locker Room unlocked", " with its back face up"."""
        return ""

    def answer_note(self, cites) -> str:
        return ""

    def cast(self, sim, step, keys: list[str]) -> Outcome:
        """The `cast` step for a card of one face, or a split card's half: a land is played, never cast (305.9)."""
        card, ref = sim.card, sim.ref
        if dfc.is_land(card.faces[0]):
            return Outcome(Result.NOT_ALLOWED, f"{card.name} is a land; it can't be cast{ref('land.not_cast')}.",
                           ["land.not_cast"], said=("step_land_not_cast", {"card": card.name}))
        half = 0 if len(card.faces) == 1 else sim.door(step.arg, required=True)
        sim.obj = sim.fresh(card, "stack", cast_face=half)
        return Outcome(Result.OK, f"{sim.label} is cast{ref('cast.to_stack')}.", keys)

    def resolving(self, sim, obj: GameObject, new: GameObject, keys: list[str]) -> tuple[GameObject, str, list, list]:
        """(the permanent, words for the answer, triggers, events) as the spell `obj` resolves into `new`; `keys`
        gets the rules that decide it."""
        return new, "", [], []

    def enter_transformed_refusal(self, card: Card, cites) -> tuple[str, list[str]] | None:
        return "it isn't a double-faced card, so it stays in its current zone", ["dfc.enter_transformed"]

    def hint(self, card: Card) -> str | None:
        """What kind of card it is, in a word, to tell it from others of a "which one?" ("Room", "meld")."""
        said = self.hint_of(card)
        return HINT_WORDS[said[0]].format(**said[1]) if said else None

    def hint_of(self, card: Card) -> tuple[str, dict] | None:
        """The hint as data: a phrase key (bot/lang/LANG.json) and the names it gives, to say in any language."""
        return None

    def steps(self, card: Card) -> list[str]:
        return ["cast"]

    def step_candidates(self, card: Card) -> list[str]:
        """The door or flip steps a reply offers as buttons (each tried first); none for a plain card."""
        return []

    def layout_words(self, card: Card) -> str:
        return self.words or f"A {card.layout} card"

    def rules_section(self, card: Card) -> str | None:
        return self.section

    def glossary_terms(self, card: Card) -> tuple[str, ...]:
        return self.terms


class Split(Mechanic):
    halves = True
    words = "A split card"
    section = "Split Cards"
    terms = ("Split Card",)

    def castable(self, card, zone):
        return [(i, "half") for i in range(len(card.faces))]

    def spell_faces(self, card, zone):
        return "half", list(range(len(card.faces)))


class Aftermath(Split):
    words = None
    section = None
    terms = ()


class Room(Split):
    """A Room is told by its doors' subtype; its section and terms are those of its layout's (a split card's), and
    its own."""
    words = "A Room: a split card with two doors"
    command = "room"

    def rules_section(self, card):
        return _BY_LAYOUT.get(card.layout, _PLAIN).section

    def glossary_terms(self, card):
        return _BY_LAYOUT.get(card.layout, _PLAIN).terms + ("Room", "Unlock")

    def hint_of(self, card):
        return "hint_room", {}

    def stack_start_refusal(self, card):
        return QueryError("invalid", "A Room on the stack is one door being cast: start it in the hand and use "
                          "`cast DOOR` (doors: " + ", ".join(f.name for f in card.faces) + ").",
                          [f"cast {f.name}" for f in card.faces], key="engine_room_on_stack",
                          values={"card": card.name, "doors": [f.name for f in card.faces]})

    def start_keys(self, zone, cites):
        if not rooms.supported(cites):
            return [], ["room.shared_type_line"]
        return (["room.enters"] if zone == "battlefield" else []), []

    def status_words(self, obj, cites):
        if obj.zone != "battlefield" or not rooms.supported(cites):
            return ""
        un = [obj.card.faces[i].name for i in sorted(obj.unlocked)]
        return (" with " + " and ".join(un) + " unlocked") if un else " with both doors locked"

    def answer_note(self, cites):
        return "" if rooms.supported(cites) else f" Note: {cites.missing_sentence('room.shared_type_line')}."

    def cast(self, sim, step, keys):
        card, ref = sim.card, sim.ref
        d = sim.door(step.arg, required=True)
        sim.obj = sim.fresh(card, "stack", cast_face=d)
        keys += ["split.cast_choice", "split.stack"]
        if rooms.supported(sim.cites):
            keys += ["room.copiable"]
        return Outcome(Result.OK, f"{card.faces[d].name} is cast: on the stack only that door's characteristics exist"
                       f"{ref('split.cast_choice', 'split.stack', 'mv.split')}.", keys)

    def resolving(self, sim, obj, new, keys):
        if not rooms.supported(sim.cites):
            return new, "", [], []
        card = sim.card
        keys.append("room.enters")
        new = new.same(unlocked=rooms.entering_unlocked(obj))
        trig, events, k = rooms.door_triggers(sim.fresh(card, "battlefield"), new, sim.cites)
        keys += k
        extra = f" with {card.faces[obj.cast_face].name} unlocked"
        if obj.copy_kind == "spell":
            # A copy keeps the choice of which half was cast (707.10), and the Duskmourn release
            # notes say the token enters with that door unlocked. 709.5d's "was cast" is read the
            # same way; the answer says where that reading comes from.
            keys.append("copy.spell")
            extra += (": the copy kept the choice of which door was cast, and the Duskmourn release notes "
                      "say the token it becomes enters with that door unlocked")
        return new, extra, trig, events

    def steps(self, card):
        return [f"{verb} {f.name}" for f in card.faces for verb in ("cast", "unlock", "effect unlock", "lock")]

    def step_candidates(self, card):
        return [f"unlock {f.name}" for f in card.faces] + [f"lock {f.name}" for f in card.faces]


class DoubleFaced(Mechanic):
    """A double-faced card: in every zone but the battlefield and the stack only its front face (712.8a). As such
    (a reversible card) it has no section or terms of its own on the card page."""
    double_faced = True
    double_faced_token = True
    command = "dfc"
    back_face_unplayable = ("dfc.mdfc_land", "transforming (nonmodal) double-faced")

    def battlefield_start(self, sim):
        back = sim.card.faces[1] if len(sim.card.faces) > 1 else None
        return "", (["--zone graveyard --steps \"enter transformed\""] if back and dfc.is_permanent_face(back) else [])

    def status_words(self, obj, cites):
        if obj.double_faced and obj.zone in ("battlefield", "stack") and obj.melded_with is None:
            return f" with its {'back' if obj.face_up else 'front'} face up"
        return ""

    def cast(self, sim, step, keys):
        """Front face up (712.11), or back face up only as `cast_back` allows; a front land face (Westvale Abbey)
        is played, never cast."""
        card, ref = sim.card, sim.ref
        f = sim.face(step.arg)
        if dfc.is_land(card.faces[f]) and f == 0:
            return Outcome(Result.NOT_ALLOWED, f"{card.faces[0].name} is a land face: it can only be played "
                           f"(`play {card.faces[0].name}`), not cast{ref('land.not_cast')}.", ["land.not_cast"],
                           said=("step_land_face_not_cast", {"card": card.name, "face": card.faces[0].name}))
        if f == 1:
            return self.cast_back(sim, keys)
        sim.obj = sim.fresh(card, "stack", face_up=0, cast_face=0)
        keys += ["dfc.cast_front", "dfc.spell_face"]
        return Outcome(Result.OK, f"{card.faces[0].name} is cast front face up{ref('dfc.cast_front')}.", keys)

    def cast_back(self, sim, keys: list[str]) -> Outcome:
        """A nonmodal double-faced card cast back face up: only when an ability of its front face allows it
        (712.11a, 712.11d) — disturb from the graveyard, or a "cast it transformed" instruction."""
        obj, card, ref = sim.obj, sim.card, sim.ref
        allowance = dfc.cast_transformed_allowance(card)
        if allowance is None and "Siege" in card.faces[0].subtypes:
            if obj.zone == "exile":
                # In exile it may be the card its own trigger just exiled, to be cast as that trigger resolves: the
                # `defeat` step follows that; a Siege merely in exile is a story the steps don't say.
                return Outcome(Result.NOT_MODELLED, f"Not modelled: a Siege is cast transformed only by its own "
                               f"intrinsic ability as its last defense counter is removed — it is exiled, then may be "
                               f"cast transformed from exile as that ability resolves{ref('siege.defeated')}. Started "
                               f"in exile, the engine can't tell whether that is happening (battles are followed from "
                               f"the battlefield: start it there and use `defeat`).", ["siege.defeated"])
            return Outcome(Result.NOT_ALLOWED, f"{card.faces[0].name} can't be cast transformed from "
                           f"{Zone(obj.zone).phrase}: only a Siege's own intrinsic ability casts it transformed, from "
                           f"exile, as its last defense counter is removed{ref('siege.defeated')}; nothing lets it be "
                           f"cast transformed from {Zone(obj.zone).phrase}, and cast from there it is cast front face "
                           f"up{ref('dfc.cast_front')}. It stays {Zone(obj.zone).phrase}.",
                           ["siege.defeated", "dfc.cast_front"])
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
        return Outcome(Result.OK, f"{card.faces[1].name} is cast transformed using disturb: it is on the stack back face "
                       f"up with only that face's characteristics, and its mana value is its front face's"
                       f"{ref('dfc.cast_transformed', 'dfc.spell_face', 'mv.back_face')}.", keys)

    def resolving(self, sim, obj, new, keys):
        card = sim.card
        new = new.same(face_up=obj.face_up)
        keys.append("dfc.resolve")
        allowance = dfc.cast_transformed_allowance(card) if obj.cast_transformed else None
        if obj.cast_transformed and obj.copy_kind != "spell" and allowance and allowance[0] == "disturb":
            keys.append("disturb.enters")  # a copy wasn't cast using disturb (707.10): 712.13 alone applies
        if self.back_up_takes_front_mv(obj):
            keys.append("mv.back_face")
        return new, f" with {card.faces[obj.face_up].name} face up", [], []

    def castable(self, card, zone):
        return [(0, "front")] if not dfc.is_land(card.faces[0]) else []

    def spell_faces(self, card, zone):
        return "front", [0]

    def enter_transformed_refusal(self, card, cites):
        back = card.faces[1]
        if dfc.is_instant_or_sorcery(back):
            key = never_permanent_key(back)
            return (f"it would enter with its back face, {back.name}, up, and "
                    f"{'an instant' if 'Instant' in back.types else 'a sorcery'} can't enter the battlefield, so it "
                    "stays in its current zone", [key, "dfc.enter_transformed"])
        return None

    def hint_of(self, card):
        return ("hint_back", {"face": card.faces[1].name}) if len(card.faces) > 1 else None

    def steps(self, card):
        return ["cast", "transform", "enter transformed", "cast transformed"]

    def step_candidates(self, card):
        return ["transform"] + ([f"meld {card.meld_partner}"] if card.meld_partner else [])


class Transforming(DoubleFaced):
    words = "A transforming double-faced card"
    section = "Double-Faced Cards"
    terms = ("Transform", "Double-Faced Card")
    back_cast = "allowance"

    def castable(self, card, zone):
        out = super().castable(card, zone)
        allowance = dfc.cast_transformed_allowance(card)
        if allowance and allowance[0] == "disturb" and zone == "graveyard":
            out.append((1, "disturb"))
        return out

    def spell_faces(self, card, zone):
        allowance = dfc.cast_transformed_allowance(card)
        if zone == "graveyard" and allowance and allowance[0] == "disturb":
            return "disturb", [1]
        return super().spell_faces(card, zone)

    def back_up_takes_front_mv(self, obj):
        return obj.face_up == 1


class Modal(DoubleFaced):
    words = "A modal double-faced card"
    section = "Double-Faced Cards"
    terms = ("Double-Faced Card",)
    back_cast = "chosen"
    may_play_back = True

    def battlefield_start(self, sim):
        if len(sim.card.faces) < 2:
            return "", []
        back = sim.card.faces[1]
        why = (f"; a modal double-faced card put onto the battlefield whose front face isn't a permanent card stays "
               f"where it was{sim.ref('dfc.mdfc_nonpermanent')}")
        if dfc.is_land(back):
            return why, [f"--zone hand --steps \"play {back.name}\""]
        if dfc.is_permanent_face(back):
            return why, [f"--zone hand --steps \"cast {back.name}; resolve\""]
        return why, []

    def cast(self, sim, step, keys):
        """Either face, chosen as it is cast (712.11b); a land face is played, never cast."""
        card, ref = sim.card, sim.ref
        f = sim.face(step.arg)
        if dfc.is_land(card.faces[f]):
            return Outcome(Result.NOT_ALLOWED, f"{card.faces[f].name} is a land face: it can only be played "
                           f"(`play {card.faces[f].name}`), not cast{ref('land.not_cast')}.",
                           ["land.not_cast", "dfc.mdfc_land"],
                           said=("step_land_face_not_cast", {"card": card.name, "face": card.faces[f].name}))
        sim.obj = sim.fresh(card, "stack", face_up=f, cast_face=f)
        keys += ["dfc.mdfc_cast"]
        return Outcome(Result.OK, f"{card.faces[f].name} is cast: the face chosen as it is cast is the spell"
                       f"{ref('dfc.mdfc_cast', 'dfc.mdfc_up')}.", keys)

    def castable(self, card, zone):
        return [(i, "face") for i, f in enumerate(card.faces) if not dfc.is_land(f)]

    def spell_faces(self, card, zone):
        return "face", [i for i, _ in self.castable(card, zone)]

    def enter_transformed_refusal(self, card, cites):
        if not cites.has("dfc.mdfc_transforms"):
            return ("under these rules only a transforming double-faced card can enter transformed; "
                    "it stays in its current zone", ["dfc.enter_transformed"])
        return super().enter_transformed_refusal(card, cites)

    def steps(self, card):
        names = [f.name for f in card.faces]
        return super().steps(card) + [f"cast {n}" for n in names] + [f"play {n}" for n in names]


class Meld(DoubleFaced):
    words = "A meld card"
    section = "Double-Faced Cards"
    terms = ("Meld", "Double-Faced Card")
    double_faced_token = False
    back_face_unplayable = ("dfc.meld_back_only", "meld")

    def is_result_entry(self, card):
        return len(card.faces) == 1 and bool(card.meld_result) and card.name.casefold() == card.meld_result.casefold()

    def status_words(self, obj, cites):
        return ""  # a meld card is front face up wherever it is; melded, it is named for its melded face

    def cast(self, sim, step, keys):
        """Front face up (712.4b: the back face is only the melded permanent's)."""
        card, ref = sim.card, sim.ref
        if sim.face(step.arg) != 0:
            return Outcome(Result.NOT_ALLOWED, f"The back face of a meld card can't be cast; it is only used "
                           f"by the melded permanent{ref('dfc.meld_back_only')}.", ["dfc.meld_back_only"],
                           said=("step_meld_back_not_cast", {}))
        if dfc.is_land(card.faces[0]):
            return Outcome(Result.NOT_ALLOWED, f"{card.faces[0].name} is a land: it can only be played "
                           f"(`play {card.faces[0].name}`), not cast{ref('land.not_cast')}.", ["land.not_cast"],
                           said=("step_land_face_not_cast", {"card": card.name, "face": card.faces[0].name}))
        sim.obj = sim.fresh(card, "stack")
        keys += ["dfc.meld_front"]
        return Outcome(Result.OK, f"{card.faces[0].name} is cast with its front face up{ref('dfc.meld_front')}.", keys)

    def enter_transformed_refusal(self, card, cites):
        return "a meld card's back face is used only when melded", ["dfc.meld_back_only"]

    def hint_of(self, card):
        return "hint_meld", {}

    def steps(self, card):
        return super().steps(card) + ([f"meld {card.meld_partner}"] if card.meld_partner else [])


class Flip(Mechanic):
    words = "A flip card"
    section = "Flip Cards"


class Adventure(Mechanic):
    words = "A card with an Adventure"
    section = "Adventurer Cards"


_BY_LAYOUT: dict[str, Mechanic] = {
    "split": Split(), "aftermath": Aftermath(), "transform": Transforming(), "modal_dfc": Modal(), "meld": Meld(),
    "reversible_card": DoubleFaced(), "flip": Flip(), "adventure": Adventure(),
}
_ROOM = Room()
_PLAIN = Mechanic()


def of(card: Card) -> Mechanic:
    """The card's mechanic: a Room by its doors' subtype (its layout is "split"), the others by layout."""
    if card.is_room:
        return _ROOM
    return _BY_LAYOUT.get(card.layout, _PLAIN)
