"""The in-memory name index: resolve() what a person typed to one card, and autocomplete().

Built once at start-up from the catalog's name table. Resolution goes from strict to loose and
stops at the first stage that finds anything: exact name, exact name without spaces, word
prefixes ("aust comm"), then typos (edit distance). A stage that finds several cards about
equally well answers "ambiguous" rather than guess.
"""

from __future__ import annotations

import bisect
import heapq
import logging
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import accumulate

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from bot.errors import QueryError
from bot.text import compact, normalize_name

log = logging.getLogger(__name__)

MAX_QUERY = 200  # longer than any card name, including the Japanese ones
AUTOCOMPLETE_LIMIT = 25  # Discord's limit on choices
CHOICE_MAX = 100  # Discord's limit on a choice's name and value
MAX_CANDIDATES = 8  # names listed in an "ambiguous" or "not found" answer
MANY = 300  # more word-prefix matches than this: ambiguous without ranking them
SPREAD = 2  # names of about the query's length: at most this many letters longer or shorter
NEAR_SPREAD = 8  # the same, among the few names that share a word's first letters with the query
MANY_POSTINGS = 3000  # more names with the rarest query word than this: ambiguous without looking
SMALL_WORDS = {"of", "the", "a", "an", "and", "to", "in", "on", "for", "with", "from", "at", "by"}
KIND_RANK = {"full": 0, "face": 1, "japanese": 2}

_MENTION = re.compile(r"<(@[!&]?|#)\d+>|@everyone|@here", re.IGNORECASE)


@dataclass(frozen=True)
class Entry:
    norm: str
    name: str
    card_id: int
    face_idx: int | None
    kind: str  # full, face, japanese
    is_game: bool
    is_room: bool
    is_double_faced: bool
    edhrec_rank: int | None = None  # the card's popularity rank (1 = most played); None: not ranked


NO_RANK = 1 << 30  # cards without a rank come after every ranked card, in today's order


@dataclass(frozen=True)
class Match:
    card_id: int
    card_name: str  # the card's full Oracle name
    face_idx: int | None  # the face the query named (None: the whole card)
    matched: str  # the name that matched
    how: str  # exact, compact, prefix, typo


def clean_query(query: str) -> str:
    """Reject what cannot be a card name with a message that says what to type instead."""
    if query is None or not query.strip():
        raise QueryError("invalid", "The card name is empty. Type part of a card's name, e.g. `Delver of Secrets`.",
                         key="name_empty")
    if len(query) > MAX_QUERY:
        raise QueryError("invalid", f"That is {len(query)} characters long; card names are at most {MAX_QUERY}. "
                                    "Type the card's name, or the start of it.",
                         key="name_too_long", values={"n": len(query), "most": MAX_QUERY})
    if any(unicodedata.category(ch) == "Cc" and ch not in "\t\n" for ch in query):
        raise QueryError("invalid", "The card name contains control characters. Type the name as plain text.",
                         key="name_control")
    if _MENTION.search(query):
        raise QueryError("invalid", "That looks like a Discord mention, not a card name. Type the card's name.",
                         key="name_mention")
    norm = normalize_name(query)
    if not norm:
        raise QueryError("invalid", "The card name has no letters or digits. Type part of a card's name.",
                         key="name_no_letters")
    return norm


class NameIndex:
    def __init__(self, rows: Iterable[tuple]):
        self.entries: list[Entry] = [Entry(r[0], r[1], r[2], r[3], r[4], bool(r[5]), bool(r[6]), bool(r[7]),
                                           r[8] if len(r) > 8 else None) for r in rows]
        # A name's rank: the best rank of the cards it names ("which one?" and autocomplete list
        # popular cards first).
        self.rank: dict[str, int] = {}
        for e in self.entries:
            if e.edhrec_rank is not None and e.edhrec_rank < self.rank.get(e.name, NO_RANK):
                self.rank[e.name] = e.edhrec_rank
        self.norms = [e.norm for e in self.entries]
        self.card_names: dict[int, str] = {e.card_id: e.name for e in self.entries if e.kind == "full"}
        faces: dict[int, set[int]] = {}
        for e in self.entries:
            if e.face_idx is not None:
                faces.setdefault(e.card_id, set()).add(e.face_idx)
        self.single_faced = {cid: len(f) == 1 for cid, f in faces.items()}
        self.exact: dict[str, list[int]] = {}
        self.compacted: dict[str, list[int]] = {}
        postings: dict[str, list[int]] = {}
        self.tokens: list[tuple[str, ...]] = []
        for i, e in enumerate(self.entries):
            self.exact.setdefault(e.norm, []).append(i)
            self.compacted.setdefault(compact(e.norm), []).append(i)
            toks = tuple(e.norm.split())
            self.tokens.append(toks)
            for t in set(toks):
                postings.setdefault(t, []).append(i)
        # Word prefixes: the vocabulary sorted, with running totals of posting sizes so that the
        # rarest query word can be picked without building every candidate set.
        self.vocab = sorted(postings)
        self.postings = [postings[t] for t in self.vocab]
        self.cumulative = [0, *accumulate(len(p) for p in self.postings)]
        # Typos: names bucketed by length.
        self.by_length: dict[int, tuple[list[str], list[int]]] = {}
        for i, e in enumerate(self.entries):
            norms, ids = self.by_length.setdefault(len(e.norm), ([], []))
            norms.append(e.norm)
            ids.append(i)
        # Autocomplete: one sorted list per kind of card.
        self.sorted: dict[str | None, list[tuple[str, str]]] = {}
        for kind, keep in (
            (None, lambda e: e.is_game),
            ("room", lambda e: e.is_game and e.is_room),
            ("dfc", lambda e: e.is_game and e.is_double_faced),
        ):
            self.sorted[kind] = sorted({(e.norm, e.name) for e in self.entries if keep(e)})
        self.sorted_keys = {k: [n for n, _ in v] for k, v in self.sorted.items()}
        # The same lists' positions, most popular first (unranked names after, in sorted order).
        self.by_rank = {k: sorted(range(len(v)), key=lambda i, v=v: (self.rank.get(v[i][1], NO_RANK), i))
                        for k, v in self.sorted.items()}
        self.sorted_tokens = {k: [tuple(n.split()) for n, _ in v] for k, v in self.sorted.items() if k is not None}

    def __len__(self) -> int:
        return len(self.entries)

    def fits(self, name: str, kind: str | None) -> bool:
        """Whether the game card (or face) called `name` is of `kind` ("room", "dfc"; None: any)."""
        if kind not in self.sorted or kind is None:
            return True
        if not hasattr(self, "_kind_names"):
            self._kind_names = {k: {n for _, n in v} for k, v in self.sorted.items() if k is not None}
        return name in self._kind_names[kind]

    # -- resolve -----------------------------------------------------------------------------

    def resolve(self, query: str, *, include_non_game: bool = False, kind: str | None = None) -> Match:
        """kind "room" or "dfc": when a name fits several cards, the Rooms (or double-faced cards)
        among them are the candidates, so /dfc offers double-faced cards only."""
        norm = clean_query(query)
        keep = (lambda e: True) if include_non_game else (lambda e: e.is_game)
        fits = {"room": lambda e: e.is_room, "dfc": lambda e: e.is_double_faced}.get(kind or "")

        def prefer(ids: list[int]) -> list[int]:
            narrowed = [i for i in ids if fits(self.entries[i])] if fits else []
            return narrowed or ids

        for how, ids in (("exact", self.exact.get(norm, [])),
                         ("compact", self.compacted.get(compact(norm), []))):
            found = prefer([i for i in ids if keep(self.entries[i])])
            if found:
                return self._pick(query, found, how)
            if ids and not include_non_game:
                e = self.entries[ids[0]]
                raise QueryError("not_found", f"{e.name} is not a card for a game of Magic (it is a "
                                              "planar, scheme, vanguard or similar card), so it is left out. "
                                              "On the command line, `card --include-nongame` finds it.", key="name_not_for_game", values={"card": e.name})
        if self._prefix_size(norm) > MANY_POSTINGS:
            raise QueryError("ambiguous", f"“{query.strip()[:100]}” fits hundreds of cards; type more of the name.",
                             self.autocomplete(norm)[:MAX_CANDIDATES], key="name_hundreds", values={"typed": query.strip()[:100]})
        found = prefer([i for i in self._prefix_matches(norm) if keep(self.entries[i])])
        if len(found) > MANY:
            shortest = heapq.nsmallest(MAX_CANDIDATES, {self.entries[i].name for i in found}, key=lambda n: (len(n), n))
            raise QueryError("ambiguous", f"“{query.strip()[:100]}” fits hundreds of cards; type more of the name.",
                             shortest, key="name_hundreds", values={"typed": query.strip()[:100]})
        if found:
            return self._pick(query, found, "prefix")
        found, alike = self._typo_matches(norm, keep)
        if found:
            return self._pick(query, prefer(found), "typo")
        raise QueryError("not_found", f"No card is named like “{query.strip()[:100]}”.", self.nearest(prefer(alike)), key="card_missing", values={"query": query.strip()[:100]})

    def _pick(self, query: str, ids: list[int], how: str) -> Match:
        # Each card by its name closest to the query: fewest words beyond it, then full > face > Japanese.
        best: dict[int, Entry] = {}
        for i in sorted(ids, key=lambda i: (len(self.tokens[i]), KIND_RANK[self.entries[i].kind])):
            best.setdefault(self.entries[i].card_id, self.entries[i])
        if len(best) > 1 and len({e.name for e in best.values()}) == 1:
            # "Brisela" names the melded card and a face of both meld parts; "Jace Beleren" a card and
            # both faces of a reversible printing: the card of that name is the one meant.
            own = {cid: e for cid, e in best.items() if self._is_own_name(e)}
            if len(own) == 1:
                best = own
        if len(best) > 1 and how == "prefix":
            best = self._closest_prefix(query, best)
        if len(best) == 1:
            e = next(iter(best.values()))
            return Match(e.card_id, self.card_names.get(e.card_id, e.name), e.face_idx, e.name, how)
        matched = {e.name for e in best.values()}
        if len(matched) < len(best):  # "Fire" is a face of "Fire // Ice" and of "Start // Fire": list the cards
            matched = {self.card_names.get(cid, e.name) for cid, e in best.items()}
        # Most likely first: names holding every word of the query as a whole word, then shorter.
        words = set(normalize_name(query).split())
        # Among those, the most played first (EDHREC's rank); unranked cards after them, shorter first.
        names = sorted(matched, key=lambda n: (not words <= set(normalize_name(n).split()),
                                               self.rank.get(n, NO_RANK), len(n), n))
        shown = names[:MAX_CANDIDATES]
        more = f" The {len(shown)} shortest names are listed; type more of the name." if len(names) > len(shown) else ""
        raise QueryError("ambiguous", f"“{query.strip()[:100]}” fits {len(best)} cards; which one?{more}", shown, key="ambiguous_message", values={"query": query.strip()[:100], "n": len(best)})

    def _is_own_name(self, e: Entry) -> bool:
        """The card's own name (in English or Japanese), not the name of one of its faces."""
        return e.face_idx is None or (e.kind == "japanese" and self.single_faced.get(e.card_id, False))

    def _closest_prefix(self, query: str, best: dict[int, Entry]) -> dict[int, Entry]:
        # "aust comm" names whole words of one card only: that card. "delver secrets" names every
        # word of "Delver of Secrets" but the small word "of", and only some of "Literal Delver of
        # Secrets": the card it names all but small words of is meant. "thalia" names one word of
        # several Thalias: they fit about equally.
        words = set(normalize_name(query).split())
        # "Ojer Taq" is the name of "Ojer Taq, Deepest Foundation" before its comma, as players call a legend; "Eye
        # of Ojer Taq" only holds it: the one card whose name starts with the whole short name is meant. A one-word
        # name ("Kiki-Jiki", "Thalia") is a family's, which the cards that hold it share: still asked
        short = {cid: e for cid, e in best.items() if "," in e.name and len(e.name.split(",", 1)[0].split()) > 1
                 and normalize_name(e.name.split(",", 1)[0]) == normalize_name(query)}
        if len(short) == 1:
            return short
        whole = {cid: e for cid, e in best.items() if words <= set(e.norm.split())}
        if len(whole) > 1:
            whole = {cid: e for cid, e in whole.items() if set(e.norm.split()) - words <= SMALL_WORDS}
        return whole if len(whole) == 1 else best

    def has_word(self, norm: str) -> bool:
        """Is `norm` (normalised) a whole word of some name?"""
        i = bisect.bisect_left(self.vocab, norm)
        return i < len(self.vocab) and self.vocab[i] == norm

    def _word_range(self, prefix: str) -> tuple[int, int]:
        lo = bisect.bisect_left(self.vocab, prefix)
        hi = bisect.bisect_left(self.vocab, prefix + "\U0010ffff", lo)
        return lo, hi

    def _rarest_word_range(self, norm: str) -> tuple[int, int]:
        """The vocabulary range of the query word that starts the fewest names' words."""
        ranges = [self._word_range(w) for w in norm.split()]
        return min(ranges, key=lambda r: self.cumulative[r[1]] - self.cumulative[r[0]])

    def _prefix_size(self, norm: str) -> int:
        """How many names hold a word starting with the query's rarest word: an upper bound on
        the word-prefix matches, known without finding them."""
        lo, hi = self._rarest_word_range(norm)
        return self.cumulative[hi] - self.cumulative[lo]

    def _prefix_matches(self, norm: str) -> list[int]:
        words = norm.split()
        lo, hi = self._rarest_word_range(norm)
        if lo == hi:  # some word starts no name's word
            return []
        candidates = {i for p in self.postings[lo:hi] for i in p}
        return sorted(i for i in candidates if _words_in_order(words, self.tokens[i]))

    def prefix_matches(self, query: str) -> list[int]:
        """Entries (indexes into .entries) with a word starting with each word of the query, in
        order; empty when the query is so short that thousands of names would fit."""
        norm = normalize_name(query or "")
        if not norm or self._prefix_size(norm) > MANY_POSTINGS:
            return []
        return self._prefix_matches(norm)

    def _near_words(self, norm: str, cap: int = 2000) -> list[int]:
        """Names with a word that starts like one of the query's words (its first three letters):
        a typo seldom falls in every word's first letters, so these are where to look first."""
        found: set[int] = set()
        for w in set(norm.split()):
            lo, hi = self._word_range(w[:3])
            if self.cumulative[hi] - self.cumulative[lo] > cap:
                continue
            for p in self.postings[lo:hi]:
                found.update(p)
        return sorted(found)

    def _typo_matches(self, norm: str, keep) -> tuple[list[int], list[int]]:
        """Names within a couple of typos of the query (the closest ones), and the names most alike
        in spelling, best first, to suggest when none is close enough.

        One similarity pass finds the alike names, first among names sharing a word's first letters
        with the query, else among names of about its length; edit distances are then counted on
        those few only."""
        n = len(norm)
        limit = 0 if n < 4 else 1 if n < 7 else 2 if n < 15 else 3
        near = [i for i in self._near_words(norm) if abs(len(self.norms[i]) - n) <= NEAR_SPREAD]
        alike = self._alike(norm, [([self.norms[i] for i in near], near)])
        found = self._within(norm, alike, limit)
        if not found:  # the typo is in a word's first letters: look at every name of about that length
            alike = sorted(set(alike) | set(self._alike(norm, [self.by_length.get(length, ([], []))
                                                             for length in range(max(1, n - SPREAD), n + SPREAD + 1)])),
                           key=lambda i: -fuzz.ratio(norm, self.norms[i]))
            found = self._within(norm, alike, limit)
        return [i for i in found if keep(self.entries[i])], alike

    @staticmethod
    def _alike(norm: str, groups: list[tuple[list[str], list[int]]], top: int = 15) -> list[int]:
        hits = [(score, ids[pos]) for norms, ids in groups
                for _, score, pos in process.extract(norm, norms, scorer=fuzz.ratio, limit=top, score_cutoff=50)]
        return [i for _, i in sorted(hits, reverse=True)[:top]]

    def _within(self, norm: str, ids: list[int], limit: int) -> list[int]:
        if limit == 0:
            return []
        dist = {i: OSA.distance(norm, self.norms[i], score_cutoff=limit) for i in ids}
        best = min(dist.values(), default=limit + 1)
        return [i for i, d in dist.items() if d == best and d <= limit]

    def nearest(self, alike: list[int], limit: int = 5) -> list[str]:
        """Game-card names to suggest when nothing fits, from the names most alike in spelling."""
        out: list[str] = []
        for i in alike:
            e = self.entries[i]
            if e.is_game and e.name not in out:
                out.append(e.name)
        return out[:limit]

    # -- autocomplete ------------------------------------------------------------------------

    def autocomplete(self, prefix: str, *, kind: str | None = None, limit: int = AUTOCOMPLETE_LIMIT) -> list[str]:
        """Names that start with the text first, then names whose words start with its words; in
        each group the most played cards first (EDHREC's rank), unranked ones after in name order."""
        kind = kind if kind in self.sorted else None
        names = self.sorted[kind]
        keys = self.sorted_keys[kind]
        norm = normalize_name(prefix or "")[:MAX_QUERY]
        start = bisect.bisect_left(keys, norm)
        end = bisect.bisect_left(keys, norm + "\U0010ffff", start)
        if end - start <= 2000:
            picked = sorted(range(start, end), key=lambda i: (self.rank.get(names[i][1], NO_RANK), i))[:limit]
        else:  # thousands of names start with a letter or two: walk the popularity order instead
            picked = []
            for i in self.by_rank[kind]:
                if start <= i < end:
                    picked.append(i)
                    if len(picked) >= limit:
                        break
        out: list[str] = [names[i][1] for i in picked]
        if len(out) < limit and norm:
            words = norm.split()
            if kind is not None and kind in self.sorted:  # a short list (Rooms, double-faced cards): look through it all
                more = (name for (_, name), toks in zip(names, self.sorted_tokens[kind]) if _words_in_order(words, toks))
            elif self._prefix_size(norm) <= MANY_POSTINGS:
                found = [i for i in self._prefix_matches(norm) if self.entries[i].is_game]
                found.sort(key=lambda i: self.rank.get(self.entries[i].name, NO_RANK))  # stable: ties keep their order
                more = (self.entries[i].name for i in found)
            else:  # a letter or two fits thousands of names: the names that start with it are enough
                more = iter(())
            for name in more:
                if name not in out:
                    out.append(name)
                    if len(out) >= limit:
                        break
        return [n if len(n) <= CHOICE_MAX else n[:CHOICE_MAX - 1] + "…" for n in out[:limit]]


def _words_in_order(words: list[str], tokens: tuple[str, ...]) -> bool:
    j = 0
    for t in tokens:
        if j < len(words) and t.startswith(words[j]):
            j += 1
    return j == len(words)
