"""A card named in a judge's words, read for what the IPG cares about: its triggered ability, a
permanent's static ability someone has out (the IPG's "continuous effect"), or, on a decklist, a
legendary card written by the first part of its name.

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
NOT_AFTER = frozenset("didn't didnt not never wasn't wasnt doesn't doesnt no hadn't hadnt hasn't hasnt".split())
SHORT_REPLY = 3  # "He hadn't.": a sentence this short right after says what happened to the card's effect
WORD_SHARE = 0.5  # a word of card names stands for them when at least this share of its cards trigger
FORGOT_BEFORE = frozenset("forgot forget forgets forgetting missed misses skipped skip".split())
CLAUSE_END = frozenset(", . ; : ! ? and but so because then until when while after before".split())
TRIGGER_WORDS = ["triggered", "ability"]


def _name_spans(words: list[str], i: int):
    """The runs of words from word i that may be a card's name, longest first (n, span): none starts or ends
    at a clause's end or a mark."""
    for n in range(min(MAX_NAME_WORDS, len(words) - i), 0, -1):
        span = words[i:i + n]
        if not any(w in CLAUSE_END or not w[0].isalnum() for w in span[:1] + span[-1:]):
            yield n, span


def _words_after_names(text: str, words: list[str], found_at: Callable[[int], tuple[int, list[str]]]) -> str:
    """`text` with words put after each name: `found_at(i)` gives the name's length in words from word i (0 for
    none) and the words to put after it; the text as it was when nothing is put."""
    out: list[str] = []
    i = 0
    while i < len(words):
        n, after = found_at(i)
        if n:
            out += words[i:i + n] + after
            i += n
        else:
            out.append(words[i])
            i += 1
    return " ".join(out) if out != words else text


def has_trigger(oracle_text: str) -> bool:
    """The text has a triggered ability of its own (reminder text left out)."""
    return bool(_TRIGGER.search(_REMINDER.sub("", oracle_text or "")))


def with_triggers(text: str, texts_of: Callable[[str], list[str]], known: frozenset[str] = frozenset(),
                  word_texts: Callable[[str], list[str]] | None = None) -> str:
    """`text` with "triggered ability" after each card name whose card has one and whose effect the
    words say did not happen. `texts_of(norm)` gives the Oracle texts of the card with that
    normalised name ([] for no card); a single lower-case word that is a word of the documents
    (`known`: "life", "draw") is never taken for a card name. A capitalised word that names no card
    but is a word of several cards' names ("the Pact": Pact of Negation, Slaughter Pact, …) stands for
    them when most of them trigger (`word_texts(norm)`: one Oracle text per card with that word)."""
    words = _WORD.findall(text)

    def found_at(i: int) -> tuple[int, list[str]]:
        for n, span in _name_spans(words, i):
            if n == 1 and span[0].islower() and (len(span[0]) < 5 or span[0].casefold() in known):
                continue
            norm = normalize_name(" ".join(span))
            texts = texts_of(norm)
            if not texts and n == 1 and word_texts is not None and span[0][:1].isupper() \
                    and span[0].casefold() not in known:
                named = word_texts(norm)
                texts = named if len(named) >= 3 and sum(map(has_trigger, named)) >= WORD_SHARE * len(named) else []
            if any(has_trigger(t) for t in texts) and _not_happened(words, i, i + n):
                return n, TRIGGER_WORDS
        return 0, []

    return _words_after_names(text, words, found_at)


def _not_happened(words: list[str], start: int, end: int) -> bool:
    before = [w.casefold() for w in words[max(0, start - 4):start]]
    if FORGOT_BEFORE & set(before):
        return True
    for k, w in enumerate(words[end:], start=end):
        low = w.casefold().replace("’", "'")
        if low in CLAUSE_END:
            # "… pay for the Pact. He hadn't.": a short sentence right after, with a negation
            if low == ".":
                reply = []
                for x in words[k + 1:]:
                    if x in (".", "!", "?"):
                        break
                    reply.append(x.casefold().replace("’", "'"))
                return len(reply) <= SHORT_REPLY and bool(NOT_AFTER & set(reply))
            return False
        if low in NOT_AFTER:
            return True
    return False


# a list of cards is what the words are about (3.4 is about decklists)
_LIST = re.compile(r"\b(?:deck ?lists?|lists?|registered|registration|reg sheets?)\b", re.I)
SHORT_NAME_WORDS = ["truncated", "name", "of", "a", "storyline", "character"]


def with_short_names(text: str, short_of: Callable[[str], bool], is_card: Callable[[str], bool]) -> str:
    """`text` with "truncated name of a storyline character" after a name on a list that is no card's
    name but the part before the comma of a legendary card's ("1 Yorion" for Yorion, Sky Nomad): the
    IPG's own words for it (3.4 Decklist Problem: "Truncated names of storyline characters on decklists
    (planeswalkers and other legendary permanents) are acceptable …"). `short_of(norm)` says whether a
    legendary card's name starts with that name and a comma; `is_card(norm)` whether it is a card's name.
    Only when the words are about a list."""
    if not _LIST.search(text):
        return text
    words = _WORD.findall(text)

    def found_at(i: int) -> tuple[int, list[str]]:
        for n in range(min(3, len(words) - i), 0, -1):
            span = words[i:i + n]
            # a name's words, capitalised, not an abbreviation ("RIP"), and the name ends there
            if not all(w[:1].isupper() and w[:1].isalpha() and not (len(w) > 1 and w.isupper()) for w in span) \
                    or i + n < len(words) and words[i + n][:1].isupper():
                continue
            norm = normalize_name(" ".join(span))
            if norm and is_card(norm):  # a card's whole name ("Chain Lightning"): no part of it is short
                return n, []
            if norm and short_of(norm):
                return n, SHORT_NAME_WORDS
        return 0, []

    return _words_after_names(text, words, found_at)


# a permanent someone has: "I have Thalia out", "with Thalia on the battlefield", "he controls Thalia"
_HAS_BEFORE = frozenset("have has had control controls controlled with".split())
_OUT_AFTER = frozenset("out in on".split())
STATIC_WORDS = ["controlling", "the", "continuous", "effect"]
_STATIC_LINE = re.compile(r"^(?!When|Whenever|At the beginning|At the end|At end)[^:]*\b(?:cost|costs|can't|cannot|"
                          r"get|gets|have|has|don't|doesn't|enter|enters|are|is)\b[^:]*\.$")


def has_static(oracle_text: str) -> bool:
    """The text has a static ability of its own that changes the game for others ("Noncreature spells
    cost {1} more to cast."): a sentence line that is neither triggered nor activated (no colon)."""
    return any(_STATIC_LINE.match(line.strip()) for line in _REMINDER.sub("", oracle_text or "").split("\n"))


def with_statics(text: str, statics_of: Callable[[str], bool], known: frozenset[str] = frozenset()) -> str:
    """`text` with "controlling the continuous effect" after a card someone has out ("I have Thalia out")
    whose card is a permanent with a static ability (`statics_of(norm)`): the IPG's words for it (2.5:
    "due to the opponent controlling the continuous effect modifying the rules of the game")."""
    words = _WORD.findall(text)

    def found_at(i: int) -> tuple[int, list[str]]:
        for n, span in _name_spans(words, i):
            if n == 1 and (span[0].islower() or span[0].casefold() in known):
                continue
            had = i and words[i - 1].casefold() in _HAS_BEFORE or i + n < len(words) and \
                words[i + n].casefold() in _OUT_AFTER and (words[i + n].casefold() == "out" or
                                                           "battlefield" in [w.casefold() for w in words[i + n:i + n + 3]])
            if had and statics_of(normalize_name(" ".join(span))):
                return n, STATIC_WORDS
        return 0, []

    return _words_after_names(text, words, found_at)
