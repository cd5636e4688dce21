"""The game's words, typed: zones, comparisons and object conditions.

Text is parsed into these once, at the edge (steps, `--zone`, another card's Oracle text);
everything inward passes typed values, and JSON comes from each value's `to_json()`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.errors import QueryError


class Zone(str, Enum):
    """In the order players offer them: where a card usually is first."""
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    STACK = "stack"
    COMMAND = "command"

    @property
    def phrase(self) -> str:
        """'in the library', 'on the stack', 'in exile' — for sentences."""
        return _PHRASES[self]

    @classmethod
    def parse(cls, text: str) -> "Zone":
        """A zone from what people type: 'gy', 'yard', 'the graveyard', 'to exile', 'in play', 'deck'."""
        z = " ".join((text or "").strip().casefold().split())
        for prefix in ("to ", "into ", "onto ", "in ", "on ", "from "):
            if z.startswith(prefix):
                z = z[len(prefix):]
        if z.startswith("the "):
            z = z[4:]
        z = ZONE_ALIASES.get(z, z)
        try:
            return cls(z)
        except ValueError:
            raise QueryError("invalid", f"Unknown zone {text!r}. Zones: " + ", ".join(z.value for z in cls)
                             + " (also gy, yard, deck, bf, in play).", [z.value for z in cls], key="engine_unknown_zone", values={"typed": text}) from None


ZONES: tuple[str, ...] = tuple(z.value for z in Zone)
DAYNIGHT_STARTS: tuple[str, ...] = ("neither", "day", "night")

ZONE_ALIASES = {
    "gy": "graveyard", "yard": "graveyard", "grave": "graveyard", "graveyard": "graveyard",
    "deck": "library", "lib": "library", "bf": "battlefield", "play": "battlefield",
    "command zone": "command", "cz": "command", "exiled": "exile",
}

_PHRASES = {
    Zone.LIBRARY: "in the library", Zone.HAND: "in the hand", Zone.GRAVEYARD: "in the graveyard",
    Zone.EXILE: "in exile", Zone.STACK: "on the stack", Zone.BATTLEFIELD: "on the battlefield",
    Zone.COMMAND: "in the command zone",
}

COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOUR_NAMES = {v: k for k, v in COLOURS.items()}

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery", "Tribal")
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")


@dataclass(frozen=True)
class Comparison:
    """A number test: 'mana value 3 or less' is Comparison('<=', 3). `value` is None for even/odd;
    "X" when the other card's X decides it (the step's `x=N`)."""
    op: str  # "<=", "<", ">=", ">", "=", "even", "odd"
    value: int | str | None = None

    def holds(self, n: float, x: int | None = None) -> bool:
        if self.op == "even":
            return float(n).is_integer() and int(n) % 2 == 0
        if self.op == "odd":
            return float(n).is_integer() and int(n) % 2 == 1
        v = x if self.value == "X" else self.value
        if v is None:
            raise ValueError("X has no value")
        return {"<=": n <= v, "<": n < v, ">=": n >= v, ">": n > v, "=": n == v}[self.op]

    def words(self, x: int | None = None) -> str:
        if self.op in ("even", "odd"):
            return self.op
        v = self.value if self.value != "X" or x is None else f"{x} (the x={x} given)"
        return {"<=": f"{v} or less", "<": f"less than {v}", ">=": f"{v} or greater", ">": f"greater than {v}",
                "=": f"{v}"}[self.op]

    def to_json(self) -> dict:
        return {"op": self.op, "value": self.value}


@dataclass(frozen=True)
class Condition:
    """What an object must be for an effect (or a `check` step) to apply to it.

    Every part that is set must hold. `any_types` is 'creature or planeswalker'; `not_types`
    is 'nonland'/'noncreature'; `permanent` means it has a permanent type (on the battlefield
    that is always true); colours: `colors` any of them, `not_colors` none of them,
    `colorless`/`multicolored` when said. `name` is a chosen card name (709.4a, 712.19).
    `zones` are where the object must be ('target creature card in your graveyard'); empty
    means the zone the effect's words imply was not stated.
    """
    zones: tuple[Zone, ...] = ()
    any_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    permanent: bool = False  # "permanent card", "permanent spell"
    nonpermanent: bool = False  # "instant or sorcery" said as a class
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    colorless: bool = False
    multicolored: bool = False
    mana_value: Comparison | None = None
    power: Comparison | None = None
    name: str | None = None
    token: bool | None = None  # True "token", False "nontoken"
    identity: tuple[str, ...] | None = None  # "fits a deck whose commander's colour identity is these" (903.5c)
    toughness: Comparison | None = None
    total_power_toughness: Comparison | None = None  # Cut Down: "with total power and toughness 5 or less"
    power_or_toughness: Comparison | None = None  # Stern Scolding: "with power or toughness 2 or less" (either holds)
    keyword: str | None = None  # "has flying": a keyword ability of the face (or faces) up, as printed
    ability: str | None = None  # "{2}{R}{G}": an activated ability with that cost, activatable as far as told
    attack: bool = False  # "can it attack this turn?": a creature, and summoning sickness (302.6) as the story tells
    attack_next: bool = False  # "can it attack next turn?": on its controller's next turn, if it stays (302.6)
    sick: bool = False  # "does it have summoning sickness?": came under its controller's control this turn (302.6)
    block: bool = False  # "can it block?": an untapped creature on the battlefield, as the story's restrictions allow (509.1)
    controller: str | None = None  # "you" ("you control", "your graveyard"), "opponent" ("an opponent
    #   controls", "an opponent's graveyard"), "not_you" ("you don't control"); None when not said
    words: str = ""  # the condition as the card (or the step) says it, for answers

    def to_json(self) -> dict:
        out: dict = {"words": self.words}
        for k in ("zones", "any_types", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes",
                  "colors", "not_colors"):
            v = getattr(self, k)
            if v:
                out[k] = [z.value if isinstance(z, Zone) else z for z in v]
        for k in ("permanent", "nonpermanent", "colorless", "multicolored", "attack", "attack_next", "block"):
            if getattr(self, k):
                out[k] = True
        if self.identity is not None:
            out["identity"] = list(self.identity)
        for k in ("keyword", "ability"):
            if getattr(self, k):
                out[k] = getattr(self, k)
        for k in ("mana_value", "power", "toughness", "total_power_toughness", "power_or_toughness"):
            v = getattr(self, k)
            if v is not None:
                out[k] = v.to_json()
        if self.name is not None:
            out["name"] = self.name
        if self.token is not None:
            out["token"] = self.token
        if self.controller is not None:
            out["controller"] = self.controller
        return out
