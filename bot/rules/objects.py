"""The game object: a card, token or copy in a zone, with its status.

A `GameObject` is one object in the sense of rule 109: it has a zone, and a status that
says what happened to it in that zone (which door was cast, which doors are unlocked,
which face is up, whether it is a token or a copy and of what, what it is melded with).
Moving it to another zone makes a new object (400.7): `moved()` returns one with a fresh
status and the next identity of its simulation.

Its characteristics are never stored: characteristics.py computes them from the card's
faces and the status.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.catalog.model import Card


class Identities:
    """Object numbers within one simulation: 1, 2, 3… in the order objects come to be."""

    def __init__(self, last: int = 0):
        self.last = last

    def __call__(self) -> int:
        self.last += 1
        return self.last


@dataclass
class GameObject:
    card: Card
    zone: str
    id: int = 0  # the simulation's number for this object (Identities); 0 outside a simulation
    # Status
    cast_face: int | None = None  # index of the door/face chosen when it was cast (on the stack)
    cast_transformed: bool = False  # cast with its back face up (disturb and the like)
    unlocked: frozenset[int] = frozenset()  # door indexes with the unlocked designation
    face_up: int = 0  # index into card.faces of the face that is up (double-faced cards)
    copy_kind: str | None = None  # None, "spell" (copy of a spell), "permanent" (a copy effect on a permanent)
    copy_of: str | None = None  # what it is a copy of, for the reader
    token: bool = False  # a token: a copy of a permanent spell as it resolves (111.13) or a token copy (707.8)
    melded_with: Card | None = None  # the other card of a melded permanent
    exists: bool = True  # False once a token or copy has ceased to exist
    transformed_at: int = 0  # how many times it has transformed (701.27f compares this)
    arrived_with: str | None = None  # the other card of a melded permanent that left, put in the same zone
    tapped: bool = False  # entered tapped in the story (an "enter tapped" static, 614.1d); untapped otherwise
    exiled_off_stack: str | None = None  # cast using flashback, jump-start or harmonize: that keyword exiles it instead
    #   of putting it anywhere else as it leaves the stack (702.34a, 702.133a, 702.180a)
    damage: int = 0  # damage marked on it on the battlefield (120.3e): stays until it leaves (the story is one turn, no
    #   cleanup step removes it, 120.6); transforming keeps it (the same object)
    x: int | None = None  # on the stack: the X chosen as it was cast (`cast … x=N`; 202.3e counts it there only)
    copy_except: tuple[tuple[str, str], ...] = ()  # a copy effect's exceptions (707.9b): ("not_supertype",
    #   "Legendary"), ("add_subtype", "Spirit"), ("add_type", "Artifact") — part of the copy's copiable values

    @property
    def x_chosen(self) -> bool:
        """A spell on the stack whose X was told as it was cast: its mana value counts that X (202.3e)."""
        return self.zone == "stack" and self.x is not None

    @property
    def is_copy(self) -> bool:
        return self.copy_kind is not None

    @property
    def double_faced(self) -> bool:
        """Represented by a double-faced card, or a double-faced token (707.8a)."""
        return self.card.is_double_faced and self.copy_kind != "permanent"

    def moved(self, zone: str, new_id: int = 0) -> "GameObject":
        """The new object this one becomes in another zone (400.7): status forgotten."""
        return GameObject(card=self.card, zone=zone, id=new_id, token=self.token, copy_kind=self.copy_kind,
                          copy_of=self.copy_of)

    def same(self, **changes) -> "GameObject":
        """The same object with some of its status changed (it keeps its id)."""
        return replace(self, **changes)

