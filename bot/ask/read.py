"""Read a question in words into the program a command runs: (command, argv).

    read(library, "what's the MV of Bottomless Pool in my library?")
      -> Reading(command="room", argv=["Bottomless Pool // Locker Room", "--zone", "library"], unread=[])

Rules and word lists, no model: the question is cut into items in the order they are written
(card names found over every span of words, the phrases of bot/ask/lang/LANG.json as concepts,
numbers, rule numbers), and the items are turned into the steps of the room/dfc/daynight
commands, or a card or rule look-up. Words that fed nothing are returned as `unread`; when no
command can be formed the reading says why and the caller shows related material instead.
"""

from __future__ import annotations

import bisect
import logging
import re
import unicodedata
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rapidfuzz.distance import OSA

from bot.ask.words import Words, load
from bot.errors import QueryError
from bot.names import Match
from bot.text import compact, normalize_name

if TYPE_CHECKING:
    from bot.catalog.model import Card
    from bot.library import Library

log = logging.getLogger(__name__)

MAX_QUESTION = 2000  # characters: a long message, not a document
MAX_SPAN = 8  # words in the longest card name looked for
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f々〆ー・"
_TOKEN = re.compile(rf"(?P<cjk>[{_CJK}][{_CJK}0-9０-９、，]*)|(?P<word>[0-9A-Za-z\u00c0-\u024f]+(?:['’][0-9A-Za-z\u00c0-\u024f]+)*)|(?P<sym><=|>=|[<>=])")
_RULE_NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d.a-z])|(?:\brule|\bcr|総合ルール|ルール)\s*(\d{3})(?![\d.])",
                          re.IGNORECASE)
_X_VALUE = re.compile(r"\bx\s*(?:=|is|of|equals|equal to|が|は|＝)\s*(\d+)", re.IGNORECASE)
_HIRAGANA_ONLY = re.compile(r"^[\u3040-\u309f、，。？！?!ー・]*$")
_TO_WORDS = {"to", "into", "onto", "in to"}
_SMALL = {"of", "the", "a", "an", "and"}
_NOUN_BEFORE = {"the", "its"}  # "the copy", "its clone": a noun, not something done
_WORD_BUCKETS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # name index -> {(first letter, length): words}
_DAYBOUND = re.compile(r"\b(daybound|nightbound)\b", re.IGNORECASE)


@dataclass
class Item:
    kind: str  # card, concept, number, word, rule, ambiguous
    value: object  # the concept tag, the number, the rule number, or None
    text: str  # as written
    prev: str = ""  # the word written just before (normalised), for "to the graveyard"
    card: Card | None = None
    match: Match | None = None
    candidates: list[str] = field(default_factory=list)  # for an ambiguous name
    used: bool = False


@dataclass
class Reading:
    question: str
    language: str  # the language the question is written in
    command: str | None  # card, rule, room, dfc, daynight; None when nothing could be read
    argv: list[str] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)  # every card found, as named in the catalog
    error: QueryError | None = None  # a card named ambiguously, with the names it could be
    why: str = ""  # when command is None: what was missing
    concepts: list[str] = field(default_factory=list)  # every concept read, e.g. "zone:graveyard"

    @property
    def asked(self) -> list[str]:
        """What the question asks about the object: "pt", "color", "type", "abilities"."""
        return list(dict.fromkeys(c[4:] for c in self.concepts if c.startswith("ask:")))

    @property
    def read_as(self) -> dict:
        return {"command": self.command, "argv": list(self.argv)}

    def program(self) -> str:
        """The command as a person would type it: "/room Bottomless Pool // Locker Room · zone library"."""
        if self.command is None:
            return ""
        parts, head = [], [f"/{self.command}"]
        args = list(self.argv)
        while args:
            a = args.pop(0)
            if a.startswith("--") and args:
                parts.append(f"{a[2:]} {args.pop(0)}")
            else:
                head.append(a)
        return " · ".join([" ".join(head), *parts])


# --- cutting the question into items ---------------------------------------------------------

def language_of(question: str) -> str:
    return "ja" if re.search(f"[{_CJK}]", question) else "en"


class _Cutter:
    def __init__(self, library: Library, words: Words, ja: Words):
        self.library, self.index, self.words, self.ja = library, library.index, words, ja
        self.known = set(words.cheap) | {w for p in words.phrases for w in p.split()}
        self.possessive: dict[str, str] = {}  # "copys" -> "copy": "the copy's name"

    def cut(self, question: str) -> list[Item]:
        items: list[Item] = []
        latin: list[tuple[str, str]] = []  # (as written, normalised) of the words since the last CJK run
        prev = ""
        for m in _TOKEN.finditer(question):
            if m.group("cjk"):
                items += self.english(latin)
                latin = []
                items += self.japanese(m.group("cjk"))
                prev = ""
            elif m.group("sym"):
                latin.append((m.group("sym"), m.group("sym")))
            else:
                norm = normalize_name(m.group("word"))
                if norm:
                    latin.append((m.group("word"), norm))
                    bare = re.sub(r"['’]s$", "", m.group("word"), flags=re.IGNORECASE)
                    if bare != m.group("word"):
                        self.possessive[norm] = normalize_name(bare)
        items += self.english(latin)
        for it in items:  # what was written just before each item, for "to/into the graveyard"
            it.prev, prev = prev, (it.text.casefold() if it.kind in ("word", "concept") else "")
        return items

    # English: card names over every span of words, then phrases, then loose names.
    def english(self, toks: list[tuple[str, str]]) -> list[Item]:
        if not toks:
            return []
        n = len(toks)
        slot: list[Item | None] = [None] * n
        cover: list[int] = [0] * n  # how many tokens the item at i covers
        i = 0
        while i < n:
            hit = self._exact_card(toks, i)
            if hit is not None:
                item, length = hit
                slot[i], cover[i] = item, length
                i += length
            else:
                i += 1
        i = 0
        while i < n:
            if cover[i]:
                i += cover[i]
                continue
            found = self._phrase(toks, i, cover)
            if found is not None:
                slot[i], cover[i] = found
                i += cover[i]
                continue
            word, norm = toks[i]
            if norm.isdigit():
                slot[i], cover[i] = Item("number", int(norm), word), 1
            elif norm in self.words.cheap or self.possessive.get(norm) in self.words.cheap:
                slot[i], cover[i] = Item("word", None, word, used=True), 1
            else:
                fixed = self._typo_of_phrase(norm)
                if fixed is not None:
                    slot[i], cover[i] = Item("concept", self.words.phrases[fixed], word), 1
            i += 1
        # Loose names: runs of words nothing above took ("botomless pool", "delver").
        i = 0
        while i < n:
            if slot[i] is not None or cover[i]:
                i += max(cover[i], 1)
                continue
            j = i
            while j < n and not _inside(cover, j) and (
                    (slot[j] is None and not cover[j]) or (toks[j][1] in _SMALL and _unclaimed_after(toks, slot, j))):
                j += 1
            while j > i and toks[j - 1][1] in _SMALL:
                j -= 1
            for k, item in self._loose(toks[i:j]):
                span = len(item.text.split())
                slot[i + k], cover[i + k] = item, span
                for x in range(i + k + 1, i + k + span):
                    slot[x] = None
            i = max(j, i + 1)
        out: list[Item] = []
        i = 0
        while i < n:
            if slot[i] is not None:
                out.append(slot[i])
                i += max(cover[i], 1)
            else:
                out.append(Item("word", None, toks[i][0]))
                i += 1
        return out

    def _exact_card(self, toks, i) -> tuple[Item, int] | None:
        for length in range(min(MAX_SPAN, len(toks) - i), 0, -1):
            span = toks[i:i + length]
            norm = " ".join(t[1] for t in span)
            if length > 1 and span[-1][1] in self.possessive and not self.index.exact.get(norm):
                norm = " ".join([t[1] for t in span[:-1]] + [self.possessive[span[-1][1]]])  # "Locker Room's"
            ids = self.index.exact.get(norm) or (self.index.compacted.get(compact(norm)) if length > 1 else None)
            if not ids or not any(self.index.entries[k].is_game for k in ids):
                continue
            if all(w in self.known for _, w in span):
                # Every word is also a word of the question language ("Clone", "Day", "Flicker"):
                # a card only when written as a name, and never a zone or day/night word alone.
                concept = self.words.phrases.get(norm, "")
                if length == 1 and (concept and not concept.startswith("act:") or i == 0):
                    continue  # a zone or question word; "Clone my Delver" and "Flicker it" start with a verb
                if not all(w[:1].isupper() for w, n in span if n not in ("of", "the", "a", "an", "and", "to")):
                    continue
            text = " ".join(t[0] for t in span)
            return self._card_item(text), length
        return None

    def _card_item(self, text: str, *, kind: str | None = None) -> Item:
        try:
            match = self.index.resolve(text)
        except QueryError as e:
            return Item("ambiguous", None, text, candidates=e.suggestions)
        return Item("card", None, text, card=self.library.find_now(match.card_name), match=match)

    def _phrase(self, toks, i, cover) -> tuple[Item, int] | None:
        for length in range(min(self.words.longest, len(toks) - i), 0, -1):
            if any(cover[k] for k in range(i, i + length)):
                continue
            norm = " ".join(t[1] for t in toks[i:i + length])
            concept = self.words.phrases.get(norm)
            if concept is None and length == 1 and norm in self.possessive:
                concept = self.words.phrases.get(self.possessive[norm])
            if concept is not None:
                text = " ".join(t[0] for t in toks[i:i + length])
                if concept.startswith("num:"):
                    return Item("number", int(concept[4:]), text), length
                return Item("concept", concept, text), length
        return None

    def _typo_of_phrase(self, norm: str) -> str | None:
        """'libary' -> 'library', 'trasnform' -> 'transform': one typo in a long word of the word list."""
        if len(norm) < 4 or norm in self.index.exact:
            return None
        limit = 1 if len(norm) < 8 else 2
        best = None
        for phrase in self.words.phrases:
            if " " in phrase or abs(len(phrase) - len(norm)) > limit or len(phrase) < 4:
                continue
            if len(norm) < 5 and sorted(norm) != sorted(phrase):
                continue  # a short word: only two letters swapped ("hnad"), never another word ("band")
            d = OSA.distance(norm, phrase, score_cutoff=limit)
            if d <= limit and (best is None or d < best[0]):
                best = (d, phrase)
        return best[1] if best else None

    def _loose(self, toks) -> list[tuple[int, Item]]:
        """Card names written loosely in a run of words: partial words, typos, nicknames.

        The name index's typo search is its slow stage, so it runs only on a run with a word that
        is in no card's name (a typo makes a non-word); words that are all real name words can only
        name a card by their starts ("aust comm"), which is fast to look up."""
        words = list(toks)
        while words and words[0][1] in _SMALL:
            words = words[1:]
        if not words:
            return []
        start = toks.index(words[0])
        if len(words) == 1 and norm_bare(words[0][0]) != words[0][0]:
            words = [(norm_bare(words[0][0]), normalize_name(norm_bare(words[0][0])))]  # "Delver's" -> "Delver"
        text = " ".join(w for w, _ in words)
        norm = " ".join(n for _, n in words)
        if len(words) == 1:
            return [(start, it) for it in self._loose_word(text, norm)]
        known = all(self._name_word(n) for _, n in words)
        if not known or self.index.prefix_matches(norm):
            try:
                match = self.index.resolve(text)
                return [(start, Item("card", None, text, card=self.library.find_now(match.card_name), match=match))]
            except QueryError as e:
                if e.kind == "ambiguous":
                    return [(start, Item("ambiguous", None, text, candidates=self._whole_word_candidates(norm)
                                         or e.suggestions))]
        out = []  # "show me abrupt decay" failed whole: each word on its own
        for k in range(len(words)):
            out += [(start + k + kk, it) for kk, it in self._loose(words[k:k + 1])]
        return out

    def _loose_word(self, text: str, norm: str) -> list[Item]:
        if len(norm) < 4:
            return []
        capital = text[:1].isupper()
        if self._name_word(norm):
            if capital:  # "Avacyn", "Thalia": a name, or names
                try:
                    match = self.index.resolve(text)
                except QueryError as e:
                    names = self._whole_word_candidates(norm) if e.kind == "ambiguous" else []
                    return [Item("ambiguous", None, text, candidates=names)] if names else []
                if self._single_word_name(text, norm, match):
                    return [Item("card", None, text, card=self.library.find_now(match.card_name), match=match)]
                return []
            # "delver": a nickname only if the question narrows it to one Room or double-faced card
            names = self._whole_word_candidates(norm)
            return [Item("ambiguous", None, text, candidates=names, used=True)] if names else []
        if len(norm) < 6:
            return []
        fixed = self._name_word_typo(norm)  # "moonmsit" -> "moonmist"
        if fixed is None:
            return []
        ids = [i for i in self.index.exact.get(fixed, []) if self.index.entries[i].is_game]
        if not ids:
            return []
        match = self.index.resolve(fixed)
        return [Item("card", None, text, card=self.library.find_now(match.card_name), match=match)]

    def _name_word(self, norm: str) -> bool:
        vocab = self.index.vocab
        i = bisect.bisect_left(vocab, norm)
        return i < len(vocab) and vocab[i] == norm

    def _name_word_typo(self, norm: str) -> str | None:
        """The one word of a card's name within a typo or two of `norm` (same first letter)."""
        buckets = _WORD_BUCKETS.get(self.index)
        if buckets is None:
            buckets = _WORD_BUCKETS[self.index] = {}
            for w in self.index.vocab:
                buckets.setdefault((w[:1], len(w)), []).append(w)
        limit = 1 if len(norm) < 8 else 2
        found: dict[int, list[str]] = {}
        for length in range(len(norm) - limit, len(norm) + limit + 1):
            for w in buckets.get((norm[:1], length), ()):
                d = OSA.distance(norm, w, score_cutoff=limit)
                if d <= limit:
                    found.setdefault(d, []).append(w)
        best = found[min(found)] if found else []
        return best[0] if len(best) == 1 else None

    @staticmethod
    def _single_word_name(word: str, norm: str, match: Match) -> bool:
        """One loose word names a card only when it looks like a name: a typo of a long name
        ("moonmsit"), or a whole word of the name written with a capital ("Avacyn"). "meaning" is
        not "Thirst for Meaning", "yesterday" not "Locket of Yesterdays"."""
        if match.how == "typo":
            return len(norm) >= 6
        return word[:1].isupper() and norm in normalize_name(match.matched).split()

    def _whole_word_candidates(self, norm: str) -> list[str]:
        """Every game card with a name holding each word of `norm` as a whole word ("delver")."""
        words = norm.split()
        out = []
        for i in self.index.prefix_matches(norm):
            e = self.index.entries[i]
            if e.is_game and set(words) <= set(self.index.tokens[i]):
                name = self.index.card_names.get(e.card_id, e.name)
                if name not in out:
                    out.append(name)
        return out

    # Japanese: card names (Japanese names in the catalog) and phrases, longest first, character by character.
    def japanese(self, run: str) -> list[Item]:
        s = compact(normalize_name(run))
        out: list[Item] = []
        unread = ""
        i = 0
        while i < len(s):
            item, length = self._ja_at(s, i)
            if item is None:
                unread += s[i]
                i += 1
                continue
            if unread:
                out.append(_ja_word(unread, self.ja))
                unread = ""
            out.append(item)
            i += length
        if unread:
            out.append(_ja_word(unread, self.ja))
        return out

    def _ja_at(self, s: str, i: int) -> tuple[Item | None, int]:
        m = re.match(r"\d+", s[i:])
        phrase = None
        for length in range(min(self.ja.longest, len(s) - i), 0, -1):
            c = self.ja.phrases.get(s[i:i + length])
            if c is not None:
                phrase = (c, length)
                break
        for length in range(min(40, len(s) - i), 1, -1):
            sub = s[i:i + length]
            ids = self.index.compacted.get(sub)
            if ids and any(self.index.entries[k].is_game for k in ids) and (phrase is None or length > phrase[1]):
                return self._card_item(sub), length
        if phrase is not None:
            concept, length = phrase
            if concept.startswith("num:"):
                return Item("number", int(concept[4:]), s[i:i + length]), length
            return Item("concept", concept, s[i:i + length]), length
        if m:
            return Item("number", int(m.group()), m.group()), len(m.group())
        return None, 0


def norm_bare(word: str) -> str:
    return re.sub(r"['’]s$", "", word, flags=re.IGNORECASE)


def _unclaimed_after(toks, slot, j: int) -> bool:
    """Do the small words from j on ("of the") lead to a word nothing claimed ("Huntmaster of the Fels")?"""
    while j < len(toks) and toks[j][1] in _SMALL:
        j += 1
    return j < len(toks) and slot[j] is None


def _inside(cover: list[int], j: int) -> bool:
    """Is token j inside (not at the start of) an item covering several tokens?"""
    for k in range(max(0, j - MAX_SPAN), j):
        if cover[k] and k + cover[k] > j:
            return True
    return False


def _ja_word(text: str, ja: Words) -> Item:
    grammar = bool(_HIRAGANA_ONLY.match(text)) or text in ja.cheap
    if not grammar:  # "効果が" -> report "効果": the kana that joins it to the sentence is grammar
        text = text.strip("のはがをにでともへやかな")
        grammar = not text or text in ja.cheap
    return Item("word", None, text, used=grammar)


# --- from items to a program -----------------------------------------------------------------

def read(library: Library, question: str) -> Reading:
    question = unicodedata.normalize("NFKC", question or "").strip()
    language = language_of(question)
    if not question:
        return Reading(question, language, None, why="The question is empty.")
    if len(question) > MAX_QUESTION:
        return Reading(question[:MAX_QUESTION], language, None,
                       why=f"The question is {len(question)} characters long; ask in under {MAX_QUESTION}.")
    rule_numbers = [m.group(1) or m.group(2) for m in _RULE_NUMBER.finditer(question)]
    x_values = [int(m.group(1)) for m in _X_VALUE.finditer(question)]
    text = _X_VALUE.sub(" ", _RULE_NUMBER.sub(" ", question))
    items = _Cutter(library, load("en"), load("ja")).cut(text)
    return _Builder(library, question, language, items, rule_numbers, x_values).build()


class _Builder:
    def __init__(self, library: Library, question: str, language: str, items: list[Item],
                 rule_numbers: list[str], x_values: list[int]):
        self.library, self.question, self.language = library, question, language
        self.items, self.rule_numbers, self.x_values = items, rule_numbers, x_values
        self.concepts = [it.value for it in items if it.kind == "concept"]

    def has(self, *prefixes: str) -> bool:
        return any(isinstance(c, str) and c.startswith(prefixes) for c in self.concepts)

    def cards(self) -> list[Item]:
        return [it for it in self.items if it.kind == "card"]

    def reading(self, command: str | None, argv: list[str] | None = None, *, why: str = "",
                error: QueryError | None = None) -> Reading:
        if command is not None and command != "rule":
            for it in self.items:
                if it.kind == "concept" and it.value.startswith(("q:", "ask:", "seq:")):
                    it.used = True  # what is asked shapes the answer, not the program
        unread = [it.text for it in self.items if (not it.used and it.kind in ("word", "concept", "number"))
                  or it.kind == "ambiguous"]
        seen = []
        for c in self.cards():
            if c.card.name not in seen:
                seen.append(c.card.name)
        return Reading(self.question, self.language, command, argv or [], unread, seen, error, why,
                       [c for c in self.concepts if isinstance(c, str)])

    def build(self) -> Reading:
        cards = self.cards()
        self.several: QueryError | None = None
        if self.rule_numbers and (self.has("rule:") or not cards):
            for it in self.items:
                if it.kind == "concept" and it.value in ("rule:rule", "q:what_is", "q:what_does", "q:mean"):
                    it.used = True
            return self.reading("rule", [self.rule_numbers[0]])
        short = len(self.question.split()) <= 4 or self.language != "en"  # "what is meld?", not "what's the best deck"
        if self.has("q:mean") or (self.has("q:what_is", "q:what_does") and not cards and short
                                   and not any(it.kind == "ambiguous" for it in self.items)):
            term = self.glossary_term()
            if term is not None:
                return self.reading("rule", [term])
        subject = self.subject(cards)
        if self.several is not None:
            return self.reading(None, error=self.several, why=self.several.message)
        if subject is not None and not self.has("zone:", "move:", "act:", "state:", "cmp:", "check:", "hit:",
                                                "ask:mv", "ask:name", "ask:color", "ask:type", "ask:pt",
                                                "ask:back", "ask:day", "ask:night", "dn:", "color:", "type:") \
                and len({c.card.name for c in self.cards()}) == 1:
            subject = None  # "what does Delver of Secrets do": the card itself, not a simulation
        if self._is_daynight(subject):
            return self.daynight()
        if subject is not None:
            return self.simulation(subject)
        ambiguous = [it for it in self.items if it.kind == "ambiguous" and (it.text[:1].isupper() or " " in it.text)]
        if ambiguous and not cards:
            return self.ambiguous(ambiguous[0])
        term = self.glossary_term() if self.has("q:mean") or short else None
        if term is not None:
            return self.reading("rule", [term])
        if cards:
            card = cards[0]
            card.used = True
            for it in self.items:
                if it.kind == "concept" and it.value == "ask:card":
                    it.used = True
            return self.reading("card", [card.card.name])
        return self.reading(None, why="No card, rule or day/night situation was recognised in the question.")

    # -- which card the question is about ----------------------------------------------------

    def subject(self, cards: list[Item]) -> Item | None:
        if self.narrow_ambiguous():
            cards = self.cards()
        simulated = [c for c in cards if c.card.is_room or c.card.is_double_faced or c.card.layout == "meld"]
        if not simulated:
            return None
        if len(simulated) == 1:
            return simulated[0]
        # Several Rooms or double-faced cards: the one acted on, not the one acting ("Mirror Room copies my Delver").
        passive = [c for c in simulated if not self._acts(c)]
        if self.has("act:meld"):
            return simulated[0]  # "Bruna melds with Gisela": the first is followed, the second melds with it
        if len({c.card.name for c in passive}) > 1:
            names = list(dict.fromkeys(c.card.name for c in passive))
            self.several = QueryError("ambiguous", "The question names several Rooms or double-faced cards ("
                                      + ", ".join(names) + ") and none acts on the other; ask about one.", names)
            return None
        return (passive or simulated)[0]

    def narrow_ambiguous(self) -> bool:
        """A nickname that fits several cards but only one Room or double-faced card, when the question
        is about doors or faces ("my flipped delver"), names that card. True when one was narrowed."""
        wants_room = self.has("state:one_door", "state:both_doors", "act:unlock", "act:lock")
        wants_dfc = self.has("act:transform", "state:transformed", "act:enter_transformed", "act:meld")
        if not (wants_room or wants_dfc):
            return False
        narrowed = False
        for it in self.items:
            if it.kind != "ambiguous":
                continue
            fit = []
            for name in it.candidates:
                try:
                    card = self.library.find_now(name)
                except QueryError:
                    continue
                if (wants_room and card.is_room) or (wants_dfc and card.is_double_faced):
                    fit.append(card)
            if len(fit) == 1:
                it.kind, it.card = "card", fit[0]
                it.match = Match(0, fit[0].name, None, fit[0].name, "nickname")
                narrowed = True
        return narrowed

    def _acts(self, card: Item) -> bool:
        """Is this card the one doing something ("Mirror Room copies", "does Abrupt Decay hit")?"""
        k = self.items.index(card)
        after = next((it for it in self.items[k + 1:] if not (it.kind == "word" and it.used)), None)
        before = next((it for it in reversed(self.items[:k]) if not (it.kind == "word" and it.used)), None)
        if after is not None and after.kind == "concept" and after.value in (
                "act:copy", "act:token_copy", "hit:check", "act:resolve", "move:exile", "act:blink"):
            return True
        return before is not None and before.kind == "concept" and before.value in ("q:does", "seq:then", "act:cast")

    def _is_daynight(self, subject: Item | None) -> bool:
        words = self.has("ask:day", "ask:night", "ask:daynight", "dn:day", "dn:night", "dn:becomes_", "dn:next_turn",
                         "dn:last_turn", "dn:no_spells", "dn:copy_spell", "dn:play_land", "dn:counter")
        if not words:
            return False
        if subject is None:
            return True
        return any(_DAYBOUND.search(f.text or "") for f in subject.card.faces)

    def glossary_term(self) -> str | None:
        if not self.has("q:mean", "q:what_is", "q:what_does"):
            return None
        glossary = load(self.language).say.get("glossary", {})
        meaningful = [it for it in self.items if not (it.kind == "word" and it.used)]
        near = set()  # "what is meld", "define transform", "daybound mean", "日暮とは"
        for k, it in enumerate(meaningful):
            if it.kind == "concept" and it.value.startswith("q:"):
                near.update(id(x) for x in meaningful[max(0, k - 1):k + 2])
        for it in self.items:
            if id(it) in near and it.kind in ("word", "concept") and not (it.kind == "word" and it.used):
                term = glossary.get(it.text, it.text)
                entry = self.library.edition.glossary(term)
                if entry is not None and normalize_name(entry.term) == normalize_name(term):
                    it.used = True
                    for other in self.items:
                        if other.kind == "concept" and other.value.startswith("q:"):
                            other.used = True
                    return entry.term
        return None

    def ambiguous(self, item: Item) -> Reading:
        names = item.candidates
        shown = names[:8]
        error = QueryError("ambiguous", f"“{item.text}” fits {len(names)} cards; which one?", shown)
        return self.reading(None, error=error, why=error.message)

    # -- a Room or double-faced card through steps -------------------------------------------

    def simulation(self, subject: Item) -> Reading:
        card = subject.card
        subject.used = True
        command = "room" if card.is_room else "dfc"
        faces = [f.name for f in card.faces]
        items = self.items
        acts: list[tuple[str, Item]] = []  # (step, the item it came from)
        state_steps: list[str] = []
        locations: list[str] = []
        unlocked: list[str] = []

        def face_named(k: int, direction: int = 1) -> str | None:
            """A face or door of the subject named next to item k."""
            for j in (range(k + 1, min(len(items), k + 4)) if direction > 0 else range(k - 1, max(-1, k - 4), -1)):
                it = items[j]
                if it.kind == "card" and it.card.name == card.name and it.match and it.match.face_idx is not None:
                    it.used = True
                    return faces[it.match.face_idx]
                if it.kind == "concept" and not it.value.startswith(("q:", "state:")):
                    break
            return None

        for k, it in enumerate(items):
            if it.kind == "card" and it.card.name == card.name:
                it.used = True
                continue
            if it.kind != "concept":
                continue
            c = it.value
            if c in ("act:copy", "act:token_copy", "act:blink", "act:transform") and it.prev in _NOUN_BEFORE:
                it.used = True  # "the copy's name": the object, not a second copy
                continue
            if c.startswith("zone:"):
                z = c[5:]
                if it.prev in _TO_WORDS or (acts and acts[-1][0] in ("move?",)):
                    acts.append((f"move {z}", it))
                else:
                    locations.append(z)
                it.used = True
            elif c.startswith("move:"):
                acts.append((f"move {c[5:]}", it))
                it.used = True
            elif c == "act:cast":
                other = self._next_card(k)
                if other is not None and other.card.name != card.name:
                    continue  # casting another card: that card acts (see second cards)
                face = face_named(k) or (faces[subject.match.face_idx] if subject.match and
                                         subject.match.face_idx is not None else "")
                acts.append((f"cast {face}".strip(), it))
                it.used = True
            elif c == "act:cast_transformed":
                acts.append(("cast transformed", it))
                it.used = True
            elif c == "act:play":
                face = face_named(k) or ""
                acts.append((f"play {face}".strip(), it))
                it.used = True
            elif c == "act:resolve":
                if not self._after_other_card(k, card):
                    acts.append(("resolve", it))
                    it.used = True
            elif c == "act:enter":
                acts.append(("enter", it))
                it.used = True
            elif c == "act:enter_transformed":
                if acts and acts[-1][0] == "blink":  # "flicker it and it returns transformed"
                    acts[-1] = ("blink transformed", it)
                else:
                    acts.append(("enter transformed", it))
                it.used = True
            elif c == "act:blink_transformed":
                acts.append(("blink transformed", it))
                it.used = True
            elif c in ("act:unlock", "act:lock"):
                verb = c[4:]
                door = face_named(k) or face_named(k, -1)
                if card.is_room:
                    if door is None:
                        door = self._pick_door(faces, unlocked + [a[0][7:] for a in acts if a[0].startswith("unlock ")],
                                               k, verb)
                    acts.append((f"{verb} {door}", it))
                    it.used = True
            elif c == "act:transform":
                if not self._after_other_card(k, card):
                    acts.append(("transform", it))
                    it.used = True
            elif c in ("act:copy", "act:token_copy"):
                if self._after_other_card(k, card):
                    continue
                acts.append(("copy" if c == "act:copy" else "token copy", it))
                it.used = True
            elif c == "act:blink":
                if not self._after_other_card(k, card):
                    acts.append(("blink", it))
                    it.used = True
            elif c == "act:meld":
                other = next((x for x in items[k + 1:k + 7] if x.kind == "card" and x.card.name != card.name),
                             None) or next((x for x in reversed(items[max(0, k - 3):k])
                                            if x.kind == "card" and x.card.name != card.name), None)
                if other is not None:
                    acts.append((f"meld {other.card.name}", it))
                    it.used = other.used = True
            elif c == "state:transformed" and card.is_double_faced:
                if "transform" not in state_steps:
                    state_steps.append("transform")
                it.used = True
            elif c == "state:one_door" and card.is_room:
                state_steps.append(f"unlock {faces[0]}")
                unlocked.append(faces[0])
                it.used = True
            elif c == "state:both_doors" and card.is_room:
                state_steps += [f"unlock {f}" for f in faces]
                unlocked += faces
                it.used = True
            elif c == "state:unlocked" and card.is_room:
                door = face_named(k, -1) or face_named(k)
                if door is not None and door not in unlocked:
                    state_steps.append(f"unlock {door}")
                    unlocked.append(door)
                    it.used = True
            elif c == "state:locked" and card.is_room:
                it.used = True
        second = self.second_cards(subject)
        checks = self.conditions()
        steps = []
        for a, _ in acts:  # one act said twice ("etbs without being cast", "cast ... with disturb") is one step
            if steps and (a == steps[-1] and a.split()[0] in ("enter", "resolve", "cast")
                          or a == "cast transformed" and steps[-1].startswith("cast")):
                steps[-1] = a
                continue
            steps.append(a)
        if not steps and self._countering() and subject.match and subject.match.face_idx is not None:
            steps = [f"cast {faces[subject.match.face_idx]}"]  # a counterspell acts on a spell: it was cast
        zone = self._start_zone(steps, state_steps, locations, card)
        if zone == "battlefield" and state_steps:
            steps = state_steps + steps
        elif state_steps:  # "my flipped Delver in the graveyard": it was on the battlefield first
            steps = state_steps + steps
            zone = "battlefield" if not steps or not steps[0].startswith("cast") else zone
        if card.is_room and zone == "stack":  # a Room on the stack is one door being cast
            door = faces[subject.match.face_idx] if subject.match and subject.match.face_idx is not None else None
            if door is not None and not steps:
                zone, steps = "hand", [f"cast {door}"]
        steps = self._add_resolve(steps, locations, bool(second))
        steps += second + checks
        argv = [card.name, "--zone", zone]
        if steps:
            argv += ["--steps", "; ".join(steps)]
        return self.reading(command, argv)

    def _countering(self) -> bool:
        return any(it.kind == "concept" and it.value == "hit:check" and it.text.casefold().startswith("counter")
                   for it in self.items)

    def _pick_door(self, faces: list[str], unlocked: list[str], k: int, verb: str) -> str:
        text = " ".join(it.text.casefold() for it in self.items[k:k + 4])
        if re.search(r"\b(right|second)\b", text):
            return faces[1]
        if re.search(r"\b(left|first)\b", text):
            return faces[0]
        if verb == "unlock":
            free = [f for f in faces if f not in unlocked]
            return (free or faces)[0]
        return (unlocked or faces)[0]

    def _next_card(self, k: int) -> Item | None:
        for it in self.items[k + 1:k + 4]:
            if it.kind == "card":
                return it
            if it.kind == "concept" and not it.value.startswith(("q:",)):
                return None
        return None

    def _prev_card(self, k: int) -> Item | None:
        for it in reversed(self.items[max(0, k - 3):k]):
            if it.kind == "card":
                return it
        return None

    def _after_other_card(self, k: int, card: Card) -> bool:
        """Is concept k what another card does ("Mirror Room copies", "Moonmist resolves")?"""
        prev = self._prev_card(k)
        if prev is None or prev.card.name == card.name:
            return False
        between = self.items[self.items.index(prev) + 1:k]
        return all(it.kind == "word" for it in between)

    def _start_zone(self, steps: list[str], state_steps: list[str], locations: list[str], card: Card) -> str:
        first = steps[0] if steps else ""
        before_cast = [z for z in locations if z not in ("stack", "battlefield")]
        if first.startswith(("cast", "play")):
            if first == "cast transformed" and not before_cast:
                return "graveyard" if "disturb" in (card.faces[1].text if len(card.faces) > 1 else "").casefold() \
                    or any("disturb" in f.text.casefold() for f in card.faces) else "hand"
            return before_cast[0] if before_cast else "hand"
        if first.startswith("enter"):
            return before_cast[0] if before_cast else "library"
        if first.startswith("move") and all(z == first.split()[1] for z in locations):
            return "battlefield"  # "it dies", "it gets bounced": it was a permanent
        if state_steps or (first and first.split()[0] in ("unlock", "lock", "transform", "copy", "token", "blink",
                                                          "meld")):
            return "battlefield"
        if locations:
            return locations[0]
        if any(s.startswith(("check ", "apply ")) for s in self._pending_second) or self.has("check:name"):
            return "battlefield"  # another card acts on a permanent unless the question says where
        return "library"

    def _add_resolve(self, steps: list[str], locations: list[str], has_second: bool) -> list[str]:
        """A cast spell resolves before anything that needs it on the battlefield."""
        out = []
        for i, s in enumerate(steps):
            out.append(s)
            if s.startswith("cast") and (i + 1 >= len(steps) or steps[i + 1] != "resolve"):
                later = steps[i + 1:]
                if any(x.split()[0] in ("unlock", "lock", "transform", "blink", "move") for x in later) \
                        or ("battlefield" in locations and "stack" not in locations):
                    out.append("resolve")
        return out

    # -- other cards acting on it, and conditions -------------------------------------------

    @property
    def _pending_second(self) -> list[str]:
        return getattr(self, "_second", [])

    def second_cards(self, subject: Item) -> list[str]:
        out: list[str] = []
        yes_no = self._yes_no()
        naming = [it for it in self.items if it.kind == "concept" and it.value == "check:name"]
        for k, it in enumerate(self.items):
            if it.kind != "card" or it.card.name == subject.card.name or it.used:
                continue
            if naming:
                continue  # "Pithing Needle naming Locker Room": the name is checked (see conditions)
            before = [b for b in self.items[max(0, k - 3):k] if b.kind == "concept"]
            after = [a for a in self.items[k + 1:k + 4] if a.kind == "concept"]
            applied = any(a.value in ("act:copy", "act:token_copy", "act:resolve", "act:transform", "act:blink")
                          for a in after[:1]) or any(b.value in ("seq:then", "act:cast") for b in before[-1:])
            asked = yes_no or self.has("hit:check") or any(b.value in ("q:does", "q:is") for b in before)
            if not (applied or asked):
                continue  # named, but nothing says what it does: not guessed (left unread)
            verb = "apply" if applied else "check"
            for a in after[:1] + before[-1:]:
                if a.value in ("act:copy", "act:token_copy", "act:resolve", "seq:then", "act:cast", "q:does",
                               "act:blink", "act:transform"):
                    a.used = True
            if verb == "check":
                for a in self.items:
                    if a.kind == "concept" and a.value == "hit:check":
                        a.used = True
            step = f"{verb} {it.match.matched if it.match and it.match.how != 'nickname' else it.card.name}"
            if self.x_values:
                step += f" x={self.x_values.pop(0)}"
            out.append(step)
            it.used = True
        self._second = out
        return out

    def _yes_no(self) -> bool:
        first = next((it for it in self.items if it.kind == "concept"), None)
        if self.language == "ja":
            return self.has("q:does")
        return first is not None and first.value in ("q:does", "q:is") and first is self.items[0]

    def conditions(self) -> list[str]:
        out: list[str] = []
        items = self.items
        for k, it in enumerate(items):
            if it.kind != "concept":
                continue
            c = it.value
            if c == "ask:name" and 0 < k < len(items) - 1 and items[k - 1].kind == "card" \
                    and items[k + 1].kind == "card":
                c = "check:name"  # "Pithing Needle names Locker Room"
            if c == "check:name":
                target = next((x for x in items[k + 1:k + 4] if x.kind in ("card", "ambiguous")), None)
                if target is not None:
                    name = target.match.matched if target.match else target.text
                    target.used = it.used = True
                    # The naming card ("Pithing Needle naming Locker Room") is checked with that name; with
                    # none ("is it named Locker Room?") the name itself is.
                    namer = next((x for x in items if x.kind == "card" and x is not target and not x.used
                                  and x.card is not None and x.card.name != target.card.name), None)
                    if namer is not None:
                        out.append(f"check {namer.match.matched if namer.match else namer.card.name} name={name}")
                        namer.used = True
                    else:
                        out.append(f"check name {name}")
                    for other in items:
                        if other.kind == "concept" and other.value in ("hit:check", "q:does"):
                            other.used = True
            elif c.startswith("cmp:"):
                op = c[4:]
                if op in ("even", "odd"):
                    if self.has("ask:mv"):
                        out.append(f"check mana value {op}")
                        it.used = True
                    continue
                num = self._number_near(k)
                if num is not None and self.has("ask:mv"):
                    out.append(f"check mana value {op} {num.value}")
                    it.used = num.used = True
            elif c.startswith("color:") and not self.has("ask:color"):
                if self._asked_is(k):
                    out.append(f"check color {c[6:]}")
                    it.used = True
            elif c.startswith("type:") and not self.has("ask:type"):
                if self._asked_is(k):
                    out.append(f"check type {c[5:]}")
                    it.used = True
        if not any(s.startswith("check mana value") for s in out) and self.has("ask:mv") and self._asked_is_mv():
            num = next((x for x in items if x.kind == "number" and not x.used), None)
            if num is not None:
                out.append(f"check mana value = {num.value}")
                num.used = True
        return out

    def _number_near(self, k: int) -> Item | None:
        for d in (-1, 1, -2, 2):
            j = k + d
            if 0 <= j < len(self.items) and self.items[j].kind == "number" and not self.items[j].used:
                return self.items[j]
        return None

    def _asked_is(self, k: int) -> bool:
        if self.language == "ja":
            return self.has("q:does")
        return any(it.kind == "concept" and it.value == "q:is" for it in self.items[:k])

    def _asked_is_mv(self) -> bool:
        """'is its MV 3?' (a yes/no question with a number) rather than 'what is its MV?'."""
        if self.language == "ja":
            return False
        first = next((it for it in self.items if it.kind == "concept"), None)
        return first is not None and first.value == "q:is" and first is self.items[0]

    # -- day and night ---------------------------------------------------------------------------

    def _not_active_caster(self, k: int) -> bool:
        """Are the spells at item k cast by a player whose turn it is not ("my opponent casts two
        spells on my turn", "I cast two spells during their turn")? Only said when the question says both."""
        caster = None
        for it in reversed(self.items[max(0, k - 6):k]):
            if it.kind == "concept" and it.value == "dn:opponent":
                caster = "opponent"
                break
            if (it.kind == "word" and it.text.casefold() in ("i", "we")) or (
                    it.kind == "concept" and it.text.casefold().startswith(("i ", "we "))):
                caster = "me"
                break
        turn = None
        near = sorted(range(max(0, k - 5), min(len(self.items), k + 6)), key=lambda j: abs(j - k))
        for j in near:  # the turn said nearest the spells: "casts two spells during their turn. ... on my turn?"
            it = self.items[j]
            if it.kind == "concept" and it.value == "dn:my_turn":
                turn = "me"
                break
            if it.kind == "concept" and it.value == "dn:last_turn" and re.search(r"\b(their|his|her)\b",
                                                                                    it.text.casefold()):
                turn = "opponent"
                break
        if turn is None and re.search(r"\bopponent'?s turn\b", self.question.casefold()):
            turn = "opponent"
        return caster is not None and turn is not None and caster != turn

    def daynight(self) -> Reading:
        items = self.items
        steps: list[str] = []
        start = None
        last_turn = False
        spells_pending = False
        opponent = self.has("dn:opponent")
        my_turn = self.has("dn:my_turn")
        for k, it in enumerate(items):
            if it.kind == "card":
                if _DAYBOUND.search(" ".join(f.text or "" for f in it.card.faces)) or it.card.is_double_faced:
                    before = [b.value for b in items[max(0, k - 2):k] if b.kind == "concept"]
                    after = [a.value for a in items[k + 1:k + 3] if a.kind == "concept"]
                    transformed = "state:transformed" in before or "act:enter_transformed" in after
                    if "act:cast" in before[-1:]:
                        steps.append(f"cast {it.card.name}")
                    elif any(a in ("act:enter", "act:enter_transformed") for a in after + before):
                        steps.append(("enter transformed " if transformed else "enter ") + it.card.name)
                    else:  # "what happens to Tavern Ruffian?": it is on the battlefield from the start
                        steps.insert(0, ("enter transformed " if transformed else "enter ") + it.card.name)
                elif any(b.kind == "concept" and b.value == "act:cast" for b in items[max(0, k - 2):k]):
                    steps.append(f"cast {it.card.name}")
                    spells_pending = True
                else:
                    continue
                it.used = True
                for b in items[max(0, k - 2):k + 3]:
                    if b.kind == "concept" and b.value in ("act:cast", "act:enter", "act:enter_transformed",
                                                           "state:transformed"):
                        b.used = True
                continue
            if it.kind != "concept":
                continue
            c = it.value
            if c in ("dn:day", "dn:night") and start is None:
                start = c[3:]
                it.used = True
            elif c == "dn:next_turn":
                if steps and steps[-1] == "next turn" and items[k - 1].kind != "number":
                    it.used = True  # "the turn passes, next turn ...": one turn, said twice
                    continue
                steps.append("next turn")
                spells_pending = False
                it.used = True
            elif c == "dn:last_turn":
                last_turn = True
                it.used = True
            elif c == "dn:no_spells":
                spells_pending = True
                it.used = True
            elif c == "dn:spells":
                num = self._number_near(k)
                if num is None:
                    continue
                if num.value == 0:  # "casts 0 spells": nothing to add to the turn
                    it.used = num.used = True
                    spells_pending = True
                    for o in items[max(0, k - 3):k]:
                        if o.kind == "concept" and o.value == "act:cast":
                            o.used = True
                    continue
                who = " opponent" if self._not_active_caster(k) else ""
                steps.append(f"spells {num.value}{who}")
                spells_pending = True
                it.used = num.used = True
                for o in items:
                    if o.kind == "concept" and o.value in ("dn:opponent", "dn:my_turn", "act:cast"):
                        o.used = True
            elif c in ("dn:becomes_day", "dn:becomes_night"):
                steps.append(f"it becomes {c.rsplit('_', 1)[1]}")
                it.used = True
            elif c == "dn:copy_spell":
                if not any(x.startswith(("spells", "cast ")) for x in steps):
                    steps.append("spells 1")  # a spell is copied on the stack: it was cast first
                steps.append("copy spell")
                spells_pending = True
                it.used = True
            elif c == "dn:counter":
                if not any(x.startswith(("spells", "cast ")) for x in steps):
                    steps.append("spells 1")  # "my spell gets countered": it was cast first
                steps.append("counter")
                spells_pending = True
                it.used = True
            elif c == "dn:play_land":
                steps.append("play land")
                spells_pending = True
                it.used = True
            elif c == "dn:unlock":
                steps.append("unlock")
                spells_pending = True
                it.used = True
            elif c in ("dn:opponent",) and (self.has("dn:no_spells") or last_turn):
                it.used = True
        asked = "night" if self.has("ask:night") else "day" if self.has("ask:day") else None
        if start is None:
            entering = any(s.startswith(("enter", "cast ")) for s in steps)
            if asked is not None and not entering:
                start = "day" if asked == "night" else "night"
            else:
                start = "neither"
        if spells_pending or (last_turn and (not steps or steps[-1] != "next turn")):
            if not steps or steps[-1] != "next turn":
                steps.append("next turn")
        for it in items:
            if it.kind == "concept" and it.value in ("ask:day", "ask:night", "ask:daynight", "dn:opponent"):
                it.used = True
            if it.kind == "concept" and it.value == "dn:spells" and any(x in steps for x in ("counter", "copy spell")):
                it.used = True  # "my spell gets countered", "copy a spell"
        if not steps or all(s.startswith("it becomes") for s in steps):
            return self.reading(None, why="A day/night question needs something that happens: a card entering, "
                                          "spells cast, or a turn passing.")
        argv = ["--start", start]
        players, teams = self._players()
        if teams and any(x.startswith("spells ") for x in steps):
            # With shared team turns each player's spells count on their own (the asker is A, a teammate B,
            # an opponent C): who cast them decides, so it is never guessed.
            text = self.question.casefold()
            if re.search(r"\b(my teammate and i|i and my teammate|we|us|between us|together)\b", text):
                return self.reading(None, why="With shared team turns each player's spells count on their own: "
                                              "say who cast how many, e.g. `I cast two spells`.")
            who = "C" if self.has("dn:opponent") else "B" if re.search(r"\b(teammate|partner)\b", text) else "A"
            steps = [f"{x.replace(' opponent', '')} by {who}" if x.startswith("spells ") else x for x in steps]
        if teams:
            argv += ["--teams", teams]
        elif players:
            argv += ["--players", str(players)]
        return self.reading("daynight", argv + ["--steps", "; ".join(steps)])

    def _players(self) -> tuple[int | None, str | None]:
        """"in a four-player game" -> 4 players; "Two-Headed Giant" -> teams A B; C D."""
        text = self.question.casefold()
        if re.search(r"two[- ]headed giant|\b2hg\b|双頭巨人戦", text):
            for it in self.items:
                if it.text.casefold() in ("two", "headed", "giant", "2hg"):
                    it.used = True
            return None, "A B; C D"
        m = re.search(r"\b(\d|two|three|four|five|six|seven|eight)[- ]?(?:player|people|person)s?\b|(\d)人", text)
        if m:
            word = m.group(1) or m.group(2)
            n = int(word) if word.isdigit() else load("en").numbers[word]
            for it in self.items:
                if it.text.casefold() in (word, "player", "players", "player game", f"{word}-player") \
                        or it.kind == "number" and it.value == n:
                    it.used = True
            return n, None
        return None, None
