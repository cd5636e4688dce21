"""An answer as plain data: what a command found, the steps, the citations.

The command line prints `Answer.json` (with --json) or `Answer.text()`; the Discord glue
turns the same Answer into an embed. Nothing here knows about Discord.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.catalog.model import Ruling


@dataclass(frozen=True)
class Citation:
    number: str  # a rule number that exists in the loaded edition, e.g. "709.5d"
    text: str  # that rule's text


@dataclass
class Answer:
    command: str  # "card", "rule", "room", "dfc", "daynight"
    query: str
    title: str  # card name, rule number or "Day and night"
    answer: str  # the answer itself, first thing a person reads
    json: dict  # exactly what `python -m bot COMMAND --json` prints
    cr_effective: str = ""  # YYYY-MM-DD of the loaded rules edition
    steps: list[str] = field(default_factory=list)  # one line per simulated step
    citations: list[Citation] = field(default_factory=list)
    rulings: list[Ruling] = field(default_factory=list)
    error: dict | None = None  # {"kind", "message", "suggestions"} when the question could not be answered
    # What a button needs to re-run the question with one more step.
    card_name: str | None = None
    layout: str | None = None
    zone: str | None = None
    step_list: list[str] = field(default_factory=list)
    doors: list[str] = field(default_factory=list)  # a Room's door names, left first
    unlocked: list[str] = field(default_factory=list)  # doors unlocked after the last step
    double_faced: bool = False

    @property
    def ok(self) -> bool:
        return self.error is None

    def text(self) -> str:
        """Plain text for a terminal."""
        if self.error:
            lines = [f"{self.error['kind']}: {self.error['message']}"]
            if self.error["suggestions"]:
                lines.append("Did you mean: " + "; ".join(self.error["suggestions"]))
            return "\n".join(lines)
        lines = [self.title, "", self.answer]
        if self.steps:
            lines += ["", "Steps:"] + [f"  {i}. {s}" for i, s in enumerate(self.steps, 1)]
        if self.citations:
            lines += ["", "Rules:"] + [f"  {c.number} {c.text}" for c in self.citations]
        if self.rulings:
            lines += ["", "Rulings:"] + [f"  ({r.date}) {r.text}" for r in self.rulings]
        if self.cr_effective:
            lines += ["", f"Comprehensive Rules effective {self.cr_effective}"]
        return "\n".join(lines)


def error_answer(command: str, query: str, kind: str, message: str, suggestions: list[str] | None = None,
                 cr_effective: str = "") -> Answer:
    err = {"kind": kind, "message": message, "suggestions": list(suggestions or [])}
    return Answer(command=command, query=query, title="Cannot answer", answer=message,
                  json={"query": query, "error": err}, cr_effective=cr_effective, error=err)
