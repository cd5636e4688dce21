"""A rule's history: in which editions of the Comprehensive Rules its text changed, with a word
diff against the edition before.

The editions are the archived official text files (one per publication, e.g.
../shared/data/rules/archive) and the edition the catalog loaded; they are read once, when the
first history is asked for. A rule is followed by its number: when rules are renumbered (day and
night was 724, then 728, 729/730 and 731) the history of a number is the history of whatever
rule had that number.
"""

from __future__ import annotations

import difflib
import logging
import threading
from dataclasses import dataclass
from pathlib import Path

from bot import cr

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RuleChange:
    number: str
    kind: str  # "added", "removed", "changed" or "replaced" (the number now holds another rule)
    text: str | None  # the text from this edition on (None when removed)
    diff: tuple[tuple[str, str], ...] = ()  # (op, words): "=" kept, "-" removed, "+" added


@dataclass(frozen=True)
class EditionChanges:
    effective: str  # YYYY-MM-DD
    changes: tuple[RuleChange, ...]


@dataclass(frozen=True)
class History:
    number: str
    first: str | None  # the oldest edition looked at that has the rule
    editions: int  # how many editions were looked at
    oldest: str
    newest: str
    changed: tuple[EditionChanges, ...]


# Below this share of words kept, a "change" is another rule that took over the number.
SAME_RULE = 0.3


def word_diff(old: str, new: str) -> tuple[tuple[str, str], ...]:
    a, b = old.split(), new.split()
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(("=", " ".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(("-", " ".join(a[i1:i2])))
        if j2 > j1:
            out.append(("+", " ".join(b[j1:j2])))
    return tuple(out)


def _under(edition: cr.Edition, number: str) -> dict[str, str]:
    """The rule and every rule under it (a section's numbered rules and their subrules)."""
    rule = edition.get(number)
    if rule is None:
        return {}
    return {number: rule.text, **{r.number: r.text for r in edition.subrules(number)}}


def history(number: str, editions: list[cr.Edition]) -> History:
    """In which of `editions` (oldest first) the text of rule `number`, or of a rule under it,
    changed, with a word diff against the edition before."""
    changed: list[EditionChanges] = []
    previous: dict[str, str] | None = None
    first = None
    for edition in editions:
        now = _under(edition, number)
        if previous is None:
            if now:
                first = edition.effective.isoformat()
                previous = now
            continue
        changes = []
        for n in sorted(set(previous) | set(now), key=_order):
            old, new = previous.get(n), now.get(n)
            if old == new:
                continue
            if old is None:
                changes.append(RuleChange(n, "added", new))
            elif new is None:
                changes.append(RuleChange(n, "removed", None))
            else:
                diff = word_diff(old, new)
                kept = sum(len(w.split()) for op, w in diff if op == "=")
                same = kept / max(len(old.split()), len(new.split()), 1) >= SAME_RULE
                changes.append(RuleChange(n, "changed" if same else "replaced", new, diff if same else ()))
        if changes:
            changed.append(EditionChanges(edition.effective.isoformat(), tuple(changes)))
        previous = now
    return History(number, first, len(editions), editions[0].effective.isoformat() if editions else "",
                   editions[-1].effective.isoformat() if editions else "", tuple(changed))


def _order(number: str) -> tuple:
    import re

    return tuple((int(p), "") if p.isdigit() else (int(re.match(r"\d*", p).group() or 0), p)
                 for p in re.findall(r"\d+[a-z]*", number))


class Archive:
    """The archived editions in a folder, read on first use and kept (about 3 MB of rules)."""

    def __init__(self, folder: Path | None, current: cr.Edition):
        self.folder, self.current = folder, current
        self._editions: list[cr.Edition] | None = None
        self._lock = threading.Lock()

    @property
    def available(self) -> bool:
        return self.folder is not None and self.folder.is_dir()

    def editions(self) -> list[cr.Edition]:
        with self._lock:
            if self._editions is None:
                by_date = {self.current.effective: self.current}
                for path in sorted(self.folder.glob("*.txt")) if self.available else ():
                    try:
                        edition = cr.load_file(path)
                    except (OSError, ValueError) as e:
                        log.warning("Skipping %s in the rules archive: %s", path, e)
                        continue
                    by_date.setdefault(edition.effective, edition)
                self._editions = [by_date[d] for d in sorted(by_date)]
            return self._editions
