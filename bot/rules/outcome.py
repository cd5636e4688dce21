"""A step's result as a typed value: what happened, why, and what it set off."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Result(str, Enum):
    OK = "ok"
    NOTHING = "nothing happens"
    NOT_ALLOWED = "not allowed"
    NOT_MODELLED = "not modelled"  # the engine can't tell; the explanation says what it would need


@dataclass
class Outcome:
    result: Result | str = Result.OK
    explanation: str = ""
    keys: list[str] = field(default_factory=list)  # citation keys
    triggers: list[dict] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    cards_moved: list[str] = field(default_factory=list)
    check: dict | None = None  # a `check` step: {"condition", "passes", "reason", "citations"}
    effect: dict | None = None  # a `check CARD` / `apply CARD` step: {"card", "template", "text"}
    overtaken: list[dict] = field(default_factory=list)  # dated rulings the loaded rules overtook
    # The kept statics about casting that a `cast`, `unlock` or `play` step met, as data: {"card", "template",
    # "applies" (True, False), "total_cost" (what the cast or the unlock costs under a cost_change), "does" (a cast_trigger's
    # effect)}
    statics: list[dict] = field(default_factory=list)
    # Why a step is refused, as data (a phrase key of bot/lang/LANG.json and the names it gives, in English), to
    # say it in the asker's language as QueryError's key and values do; None: said only by `explanation`.
    said: tuple[str, dict] | None = None

    def __post_init__(self):
        self.result = Result(self.result)
        self.keys = list(self.keys)
        self.triggers = list(self.triggers)
        self.events = list(self.events)
        self.cards_moved = list(self.cards_moved)
