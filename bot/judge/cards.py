"""A card named in a judge's words, read for what the IPG cares about: its triggered ability.

"His Bitterblossom didn't cost him a life this upkeep" names a card, not an infraction; the IPG's
words for it are "triggered ability" (2.1 Missed Trigger: "A triggered ability triggers, but the
player controlling it fails to demonstrate awareness of the trigger's existence"). When a card whose
Oracle text has a triggered ability ("When …", "Whenever …", "At the beginning of …") is named with
its effect not happening ("didn't", "never", "forgot …"), the words "triggered ability" are put after
its name, so the ranking reads what a judge reads. A card without one, or named doing what it does
("he cast Bitterblossom without paying"), is left as written. No infraction is named here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.text import normalize_name

MAX_NAME_WORDS = 6  # "Jace, the Mind Sculptor" and longer are rare; six words cover nearly all
# a triggered ability as Oracle text writes it, at the start of a line or sentence
_TRIGGER = re.compile(r"(?:^|\n|[.•]\s+)(?:When|Whenever|At the beginning|At the end|At end)\b")
_REMINDER = re.compile(r"\([^)]*\)")
_WORD = re.compile(r"[\w'’]+|[,.;:!?]")
# the card's effect did not happen: after its name in the clause, or a verb of forgetting before it
NOT_AFTER = frozenset("didn't didnt not never wasn't wasnt doesn't doesnt no".split())
FORGOT_BEFORE = frozenset("forgot forget forgets forgetting missed misses skipped skip".split())
CLAUSE_END = frozenset(", . ; : ! ? and but so because then until when while after before".split())
TRIGGER_WORDS = ["triggered", "ability"]


def has_trigger(oracle_text: str) -> bool:
    """The text has a triggered ability of its own (reminder text left out)."""
    return bool(_TRIGGER.search(_REMINDER.sub("", oracle_text or "")))


def with_triggers(text: str, texts_of: Callable[[str], list[str]], known: frozenset[str] = frozenset()) -> str:
    """`text` with "triggered ability" after each card name whose card has one and whose effect the
    words say did not happen. `texts_of(norm)` gives the Oracle texts of the card with that
    normalised name ([] for no card); a single lower-case word that is a word of the documents
    (`known`: "life", "draw") is never taken for a card name."""
    words = _WORD.findall(text)
    out: list[str] = []
    i = 0
    while i < len(words):
        found = 0
        for n in range(min(MAX_NAME_WORDS, len(words) - i), 0, -1):
            span = words[i:i + n]
            if any(w in CLAUSE_END or not w[0].isalnum() for w in span[:1] + span[-1:]):
                continue
            if n == 1 and span[0].islower() and (len(span[0]) < 5 or span[0].casefold() in known):
                continue
            if any(has_trigger(t) for t in texts_of(normalize_name(" ".join(span)))) and _not_happened(words, i, i + n):
                found = n
                break
        if found:
            out += words[i:i + found] + TRIGGER_WORDS
            i += found
        else:
            out.append(words[i])
            i += 1
    return " ".join(out) if out != words else text


def _not_happened(words: list[str], start: int, end: int) -> bool:
    before = [w.casefold() for w in words[max(0, start - 4):start]]
    if FORGOT_BEFORE & set(before):
        return True
    for w in words[end:]:
        low = w.casefold().replace("’", "'")
        if low in CLAUSE_END:
            return False
        if low in NOT_AFTER:
            return True
    return False
