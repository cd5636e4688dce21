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
- for the card page and the buttons: its words, its rules section and glossary terms, a hint that tells it apart,
  the steps it can be asked about and the door or flip steps to try next.
"""

from __future__ import annotations

from bot.catalog.model import Card, Face
from bot.rules import double_faced as dfc
from bot.rules.objects import GameObject


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

    def enter_transformed_refusal(self, card: Card, cites) -> tuple[str, list[str]] | None:
        return "it isn't a double-faced card, so it stays in its current zone", ["dfc.enter_transformed"]

    def hint(self, card: Card) -> str | None:
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

    def hint(self, card):
        return "Room"

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

    def hint(self, card):
        return f"back: {card.faces[1].name}" if len(card.faces) > 1 else None

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

    def enter_transformed_refusal(self, card, cites):
        return "a meld card's back face is used only when melded", ["dfc.meld_back_only"]

    def hint(self, card):
        return "meld"

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
