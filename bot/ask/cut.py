"""Cut a question into items, in the order they are written: card names (over every span of
words, as forgiving as /card; Japanese names character by character), the phrases of
bot/ask/lang/LANG.json as concepts ("mana value" -> ask:mv, "yard" -> zone:graveyard), numbers,
and the words that fed nothing. bot/ask/read.py turns the items into a program."""

from __future__ import annotations

import dataclasses
import re
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rapidfuzz.distance import OSA

from bot.ask.account import catalog_words, stems
from bot.ask.morph import clauses, topic_stripped
from bot.ask.words import Words
from bot.errors import QueryError
from bot.names import Match
from bot.text import compact, normalize_name

if TYPE_CHECKING:
    from bot.catalog.model import Card
    from bot.library import Library

MAX_SPAN = 8  # words in the longest card name looked for
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f々〆ー・"
_TOKEN = re.compile(rf"(?P<cjk>[{_CJK}][{_CJK}0-9０-９、，]*)|"
                    r"(?P<word>[0-9A-Za-z\u00c0-\u024f]+(?:['’][0-9A-Za-z\u00c0-\u024f]+)*)|(?P<sym><=|>=|[<>=])")
_HIRAGANA_ONLY = re.compile(r"^[\u3040-\u309f、，。？！?!ー・]*$")
SMALL = {"of", "the", "a", "an", "and"}
_WORD_BUCKETS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # name index -> {(first letter, length): words}


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
    where: Where | None = None  # the sentence and clause it was written in


@dataclass(frozen=True)
class Where:
    """Where an item was written: its sentence and clause (split at punctuation and at the words that
    start a clause: if, when, after, then...), whether the sentence asks (ends with "?"), whether it
    is inside quotation marks (a card's text pasted), and the clause's first word (its connector)."""
    sentence: int
    clause: int
    asks: bool = False
    quoted: bool = False
    opener: str = ""
    aside: int = 0  # which parenthesis it was written in ("Culling Ritual (nonland permanents …)"); 0 for none


def language_of(question: str) -> str:
    return "ja" if re.search(f"[{_CJK}]", question) else "en"


class Cutter:
    def __init__(self, library: Library, words: Words, ja: Words):
        self.library, self.index, self.words, self.ja = library, library.index, words, ja
        self.known = set(words.cheap) | set(words.game) | {w for p in words.phrases for w in p.split()}
        self.possessive: dict[str, str] = {}  # "copys" -> "copy": "the copy's name"
        self.catalog_words = catalog_words(library)

    def cut(self, question: str) -> list[Item]:
        items: list[Item] = []
        latin: list[tuple[str, str]] = []  # (as written, normalised) of the words since the last CJK run
        places: list[Where] = []  # where each word of `latin` was written
        prev = ""
        if re.search(f"[{_CJK}]", question):
            for name in self.catalog_words.names_with_commas:
                if name in question:  # "消えゆく光、ブルーナ" is one name: its comma is not a clause break
                    question = question.replace(name, name.replace("、", ""))
            # 「変身して出る」 is how it enters (変身した状態で出る), not "transforms, then enters": one clause
            question = _JA_TRANSFORMED_ENTERING.sub(r"変身した状態で\1", question)
        marks = Marks(question)
        for m in _TOKEN.finditer(question):
            if m.group("cjk"):
                items += self.english(latin, places)
                latin, places = [], []
                for piece, where, negated in marks.japanese(m):
                    found = [_at(it, where) for it in self.japanese(piece)]
                    for neg in negated:  # a negation no phrase took ("唱えなかった" is one) must be placed
                        if not any(it.kind == "concept" and (neg in it.text or it.value in NEGATIVE)
                                   for it in found):
                            found.append(_at(Item("word", "negation", neg), where))
                    items += found
                prev = ""
            elif m.group("sym"):
                latin.append((m.group("sym"), m.group("sym")))
                places.append(marks.at(m))
            else:
                norm = normalize_name(m.group("word"))
                if norm:
                    latin.append((m.group("word"), norm))
                    places.append(marks.at(m, norm))
                    bare = re.sub(r"['’]s$", "", m.group("word"), flags=re.IGNORECASE)
                    if bare != m.group("word"):
                        self.possessive[norm] = normalize_name(bare)
        items += self.english(latin, places)
        marks.finish(items)
        last = None
        for it in items:  # what was written just before each item, for "to/into the graveyard"
            it.prev, prev = prev, (it.text.casefold() if it.kind in ("word", "concept") else "")
            after_number, last = last is not None and last.kind == "number", it
            if it.kind == "concept" and it.value == "hit:check" and it.text.casefold().startswith("counter") \
                    and (it.prev in _COUNTER_NOUN_BEFORE or it.prev.isdigit() or after_number):
                it.kind, it.value = "word", None  # "with counters", "2 counters": the noun, never a counterspell
        return items

    # English: card names over every span of words, then phrases, then loose names.
    def english(self, toks: list[tuple[str, str]], places: list[Where] | None = None) -> list[Item]:
        if not toks:
            return []
        n = len(toks)
        slot: list[Item | None] = [None] * n
        cover: list[int] = [0] * n  # how many tokens the item at i covers
        i = 0
        while i < n:
            hit = self._exact_card(toks, i, places)
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
            found = self._nickname(toks, i, cover) or self._phrase(toks, i, cover)
            if found is not None:
                slot[i], cover[i] = found
                i += cover[i]
                continue
            word, norm = toks[i]
            if norm.isdigit():
                slot[i], cover[i] = Item("number", int(norm), word), 1
            elif norm in self.words.cheap or self.possessive.get(norm) in self.words.cheap:
                slot[i], cover[i] = Item("word", None, word, used=True), 1
            elif norm in self.words.game:  # "attack", "life": the game's word, never a nickname
                slot[i], cover[i] = Item("word", None, word), 1
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
                    (slot[j] is None and not cover[j]) or (toks[j][1] in SMALL and _unclaimed_after(toks, slot, j))):
                j += 1
            while j > i and toks[j - 1][1] in SMALL:
                j -= 1
            for k, item in self._loose(toks[i:j]):
                span = len(item.text.split())
                slot[i + k], cover[i + k] = item, span
                for x in range(i + k + 1, i + k + span):
                    slot[x] = None
            i = max(j, i + 1)
        if places:
            places = _one_clause_per_name(places, slot, cover)
        out: list[Item] = []
        i = 0
        while i < n:
            if slot[i] is not None:
                out.append(_at(slot[i], places[i] if places else None))
                i += max(cover[i], 1)
            else:
                out.append(_at(Item("word", None, toks[i][0]), places[i] if places else None))
                i += 1
        return out

    def _exact_card(self, toks, i, places: list[Where] | None = None) -> tuple[Item, int] | None:
        for length in range(min(MAX_SPAN, len(toks) - i), 0, -1):
            if places and places[i + length - 1].sentence != places[i].sentence:
                continue  # "I cast Bottomless Pool. Locker Room, is it …": no name runs over a sentence's end
            span = toks[i:i + length]
            norm = " ".join(t[1] for t in span)
            if length > 1 and span[-1][1] in self.possessive and not self.index.exact.get(norm):
                norm = " ".join([t[1] for t in span[:-1]] + [self.possessive[span[-1][1]]])  # "Locker Room's"
            ids = self.index.exact.get(norm) or (self.index.compacted.get(compact(norm)) if length > 1 else None)
            if not ids or not any(self.index.entries[k].is_game for k in ids):
                continue
            if length == 1 and not span[0][0][:1].isupper() and span[0][1] in self.catalog_words.vocabulary:
                continue  # "remove all the counters": a word of the game's text, written small, is that word
            if all(w in self.known for _, w in span):
                # Every word is also a word of the question language ("Clone", "Day", "Flicker"):
                # a card only when written as a name, and never a zone or day/night word alone.
                concept = self.words.phrases.get(norm, "")
                then = self.words.phrases.get(toks[i + 1][1], "") if i + 1 < len(toks) else ""
                if length == 1 and (concept and not concept.startswith("act:") or i == 0 and not then.startswith("act:")):
                    continue  # a zone or question word; "Clone my Delver" and "Flicker it" start with a verb
                    # ("Clone copying Edgar" starts with the card: a verb follows it)
                acting = length > 1 and i + length < len(toks) and toks[i + length][1] in _ACTS_ON_WHAT_FOLLOWS
                acting = acting or length > 1 and i > 0 and toks[i - 1][1] in _CASTING_WORDS  # "i cast think twice"
                if not acting and not all(w[:1].isupper() for w, n in span if n not in ("of", "the", "a", "an", "and",
                                                                                      "to")):
                    continue  # ("cast down on brisela?", "can cast down kill it": a name of words acting on a target)
            text = " ".join(t[0] for t in span)
            return self._card_item(text), length
        return None

    def _card_item(self, text: str, *, kind: str | None = None) -> Item:
        try:
            match = self.index.resolve(text)
        except QueryError as e:
            return Item("ambiguous", None, text, candidates=e.suggestions)
        return Item("card", None, text, card=self.library.find_now(match.card_name), match=match)

    def _nickname(self, toks, i, cover) -> tuple[Item, int] | None:
        """'can i push it', 'opp bolts my Loner', 'opp has chalice on 2': a card's table name, or that name made a
        verb, is the card (a keyword such as "decayed" stays the keyword)."""
        for length in (2, 1):
            if i + length > len(toks) or any(cover[k] for k in range(i, i + length)):
                continue
            norm = " ".join(t[1] for t in toks[i:i + length])
            name = self.words.nicknames.get(norm) or next(
                (self.words.nicknames[stem] for stem in stems(norm, 3) if stem in self.words.nicknames
                 and norm not in self.catalog_words.type_words), None) or next(
                (stem for stem in stems(norm, 3) if length == 2 and self._a_card_named(stem)), None)
                # ("Lightning Bolts me", "I Aether Vialed in X": a card's full name made a verb)
            if name is not None:
                item = self._card_item(name)
                if item.kind == "card":
                    item.text = " ".join(t[0] for t in toks[i:i + length])
                    return item, length
        return None

    def _a_card_named(self, norm: str) -> bool:
        return any(self.index.entries[k].is_game for k in self.index.exact.get(norm, ()))

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
        if len(norm) < 4 or norm in self.index.exact or (
                self.index.has_word(norm) and norm not in self.catalog_words.vocabulary):
            return None  # ("locker", a word of names only, is Locker Room's, not a typo of "locked")
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

    def _loose(self, toks, *, piece: bool = False) -> list[tuple[int, Item]]:
        """Card names written loosely in a run of words: partial words, typos, nicknames.

        The name index's typo search is its slow stage, so it runs only on a run with a word that
        is in no card's name (a typo makes a non-word); words that are all real name words can only
        name a card by their starts ("aust comm"), which is fast to look up."""
        words = list(toks)
        while words and words[0][1] in SMALL:
            words = words[1:]
        if not words:
            return []
        start = toks.index(words[0])
        if len(words) == 1 and norm_bare(words[0][0]) != words[0][0]:
            words = [(norm_bare(words[0][0]), normalize_name(norm_bare(words[0][0])))]  # "Delver's" -> "Delver"
        text = " ".join(w for w, _ in words)
        norm = " ".join(n for _, n in words)
        if len(words) == 1:
            if norm in self.catalog_words.type_words:
                if norm in self.catalog_words.subtypes:  # "Rogue", "Insect": a creature type, checked like "Human"
                    return [(start, Item("concept", f"type:{norm}", text))]
                return []  # "Flash", "Eerie": a keyword or ability word, not one card
            return [(start, it) for it in self._loose_word(text, norm, piece=piece)]
        fixed: list | None = []
        if not all(self._name_word(n) for _, n in words):
            # "botomless pool": each word that is in no card's name is corrected to the one name word a
            # typo or two away, then the run is looked up as written right (the index's own typo search
            # over every name is far slower, and a long question has many runs).
            fixed = [n if self._name_word(n) else self._name_word_typo(n) for _, n in words]
            if all(fixed):
                text, norm = " ".join(fixed), " ".join(fixed)
            elif any(self._name_word(n) for _, n in words) and all(
                    f or len(n) < 6 for f, (_, n) in zip(fixed, words)):
                fixed = None  # "Locker Rom", "Huntmaster of the Fels": a short word's typo, next to a name word
        if fixed is None or self.index.exact.get(norm) or self.index.prefix_matches(norm):
            try:
                match = self.index.resolve(text)
                if not (match.how == "prefix" and any(len(n) < 2 for _, n in words)):
                    # ("sneak cadaver lab (just B) through": a mana letter is no start of "Break Through the Line")
                    return [(start, Item("card", None, text, card=self.library.find_now(match.card_name),
                                         match=match))]
            except QueryError as e:
                if e.kind == "ambiguous":
                    return [(start, Item("ambiguous", None, text, candidates=self._whole_word_candidates(norm)
                                         or e.suggestions))]
        out = []  # "show me abrupt decay" failed whole: each word on its own
        for k in range(len(words)):
            out += [(start + k + kk, it) for kk, it in self._loose(words[k:k + 1], piece=True)]
        return out

    def _loose_word(self, text: str, norm: str, *, piece: bool = False) -> list[Item]:
        """piece: the word is what is left of a run that named no card ("Mirror" of "Mirror Rooom"): only a
        nickname the question may narrow, never a card on its own."""
        if len(norm) < 4:
            return []
        capital = text[:1].isupper() and not piece
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
        return self.index.has_word(norm)

    def _name_word_typo(self, norm: str) -> str | None:
        """The one word of a card's name within a typo or two of `norm` (same first letter)."""
        buckets = _WORD_BUCKETS.get(self.index)
        if buckets is None:
            buckets = _WORD_BUCKETS[self.index] = {}
            for w in self.index.vocab:
                buckets.setdefault((w[:1], len(w)), []).append(w)
        limit = 1 if len(norm) < 8 else 2
        if len(norm) < 5:
            return None  # a short word a typo away from a name word is as likely another word
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
        found = [self.index.entries[i] for i in self.index.prefix_matches(norm)
                 if self.index.entries[i].is_game and set(words) <= set(self.index.tokens[i])]
        own = {self.index.card_names.get(e.card_id, e.name) for e in found}
        for e in found:
            name = self.index.card_names.get(e.card_id, e.name)
            if e.name != name and e.name in own:
                continue  # "brisela": the melded face is its own card, not also each of its two halves
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
        for length in range(min(12, len(s) - i), 1, -1):
            named = self.ja.nicknames.get(s[i:i + length])
            if named is not None and (phrase is None or length > phrase[1]) \
                    and not self.index.compacted.get(s[i:i + length + 1]):
                found = self._card_item(named)  # 「稲妻」: a printed Japanese name the card data lacks
                if found.kind == "card":
                    return Item("card", None, s[i:i + length], card=found.card, match=found.match), length
        shorts = self.catalog_words.ja_short or {}
        for length in range(min(12, len(s) - i), 2, -1):
            full = shorts.get(s[i:i + length])
            if full is not None and (phrase is None or length > phrase[1]):
                found = self._card_item(full)  # 「オーメンダール」: the one card whose Japanese name ends so
                if found.kind == "card":
                    return Item("card", None, s[i:i + length], card=found.card, match=found.match), length
        if phrase is not None:
            concept, length = phrase
            if concept.startswith("num:"):
                return Item("number", int(concept[4:]), s[i:i + length]), length
            if concept.startswith("word:"):  # 「もう一度」: a word the reader places as its English one ("again")
                return Item("word", concept[5:], s[i:i + length]), length
            return Item("concept", concept, s[i:i + length]), length
        if m:
            return Item("number", int(m.group()), m.group()), len(m.group())
        return None, 0


def _one_clause_per_name(places: list[Where], slot: list, cover: list[int]) -> list[Where]:
    """A comma inside a card's name ("Tovolar, Dire Overlord") is not a clause break: the words after
    the name stay in the clause the name started in."""
    out = list(places)
    shift = 0
    sentence = None
    for i, w in enumerate(places):
        if w.sentence != sentence:
            shift, sentence = 0, w.sentence
        if shift:
            out[i] = dataclasses.replace(w, clause=w.clause - shift, opener=out[i - 1].opener
                                         if out[i - 1].clause == w.clause - shift else w.opener)
        item = slot[i]
        if item is not None and item.kind in ("card", "ambiguous") and cover[i] > 1:
            last = places[min(i + cover[i] - 1, len(places) - 1)]
            if last.sentence == w.sentence and last.clause > w.clause:
                shift += last.clause - w.clause
    return out


def _at(item: Item, where: Where | None) -> Item:
    item.where = where
    return item


NEGATIVE = {"dn:no_spells", "dn:neither"}  # concepts that say a negation themselves ("誰も唱えなかった")

# Words that start a clause of their own: what comes after them is a condition, an event or a step.
OPENERS = {"if", "when", "whenever", "after", "once", "then", "but", "so", "because", "while", "before",
           "until", "since", "assuming", "suppose", "afterwards", "later"}
_SENTENCE_END = re.compile(r"[.?!;。？！\n]")
_CLAUSE_END = re.compile(r"[,:、，—–]|\s-\s")
# A question word after a condition opens the question clause when no comma marks it: "if delver flips
# does it count as 1 cmc", "when it dies what comes back" ("is" and "are" stay: "if it is day").
ASKING_AFTER_CONDITION = {"does", "do", "did", "can", "could", "will", "would", "what", "whats", "which", "how", "who",
                          "where"}
CONDITION_WORDS = {"if", "when", "whenever", "after", "once"}
# "is" and "are" open the question after a condition only when the subject follows them ("… is it white").
ASKING_BE = {"is", "are", "was", "isnt", "arent", "wasnt"}
ASKED_SUBJECTS = {"it", "its", "they", "that", "this", "he", "she", "there"}
_COUNTER_NOUN_BEFORE = {"with", "no", "any", "a", "an", "one", "two", "three", "four", "ice", "omen", "loyalty",
                        "+1/+1", "-1/-1", "lore", "time", "more", "fewer", "all", "of", "those", "these"}
_QUOTES = re.compile(r"[\"“”「」『』{}]")  # quoted text, and mana symbols ({1}{R}): what a card says, restated
_JA_CLAUSE = re.compile(r"[、，]")
_PARENS = re.compile(r"[()（）]")
_JA_TRANSFORMED_ENTERING = re.compile(r"変身して(出|戻|戦場に)")


_CASTING_WORDS = {"cast", "casts", "casting", "flashbacked", "flashback"}
_ACTS_ON_WHAT_FOLLOWS = {"on", "kill", "kills", "destroy", "destroys", "exile", "exiles", "hit", "hits", "target",
                         "targets"}


class Marks:
    """Sentence and clause marks of a question, read from the punctuation between its words."""

    def __init__(self, question: str):
        self.question = question
        self.sentence = self.clause = 0
        self.quoted = False
        self.aside = self.asides = 0  # the parenthesis open now, and how many were opened
        self.pos = 0
        self.opener = ""
        self.clause_start = True
        self.words_in = 0  # words read in the clause so far
        self.asking: set[int] = set()  # sentences that end with a question mark
        for m in re.finditer(r"[?？]", question):
            self.asking.add(len(_SENTENCE_END.findall(question[:m.start()])))

    def _gap(self, end: int) -> None:
        gap = self.question[self.pos:end]
        if _SENTENCE_END.search(gap):
            self.sentence += len(_SENTENCE_END.findall(gap))
            self.clause += 1
            self.clause_start, self.opener, self.words_in = True, "", 0
        elif _CLAUSE_END.search(gap):
            self.clause += 1
            self.clause_start, self.opener, self.words_in = True, "", 0
        if len(_QUOTES.findall(gap)) % 2:
            self.quoted = not self.quoted
        for mark in _PARENS.findall(gap):
            if mark in "(（":
                self.asides += 1
                self.aside = self.asides
            else:
                self.aside = 0

    def at(self, m: re.Match, norm: str = "") -> Where:
        self._gap(m.start())
        self.pos = m.end()
        if norm in OPENERS and not self.clause_start:
            self.clause += 1  # "Does it transform if it's night": the condition is its own clause
            self.opener = norm
            self.words_in = 0
        elif norm in ASKING_AFTER_CONDITION and (self.opener in CONDITION_WORDS or self.opener == "with") \
                and self.words_in >= 2:  # (and "with Void Winnower out can I cast …")
            self.clause += 1  # "if delver flips does it count as 1 cmc": the question after the condition
            self.opener = norm
            self.words_in = 0
        elif norm in ASKING_BE and (self.opener in CONDITION_WORDS or self.opener == "with") and self.words_in >= 2 \
                and self._next_word(m.end()) in ASKED_SUBJECTS:
            self.clause += 1  # "if I cast Restricted Office is it white": "is it", not "if it is day"
            self.opener = norm
            self.words_in = 0
        elif norm in ASKING_AFTER_CONDITION and self.opener in ("so", "but", "then", "and") \
                and self.words_in == 1:  # ("… unlocked? And what if they've unlocked the other door too?")
            self.opener = norm  # "it's a human, so does it flip?": the question word opens the clause
        elif self.clause_start:
            self.opener = norm
        self.clause_start = False
        self.words_in += 1
        return Where(self.sentence, self.clause, self.sentence in self.asking, self.quoted, self.opener, self.aside)

    def _next_word(self, pos: int) -> str:
        m = re.match(r"\s+([A-Za-z']+)", self.question[pos:])
        return m.group(1).casefold().replace("'", "") if m else ""

    def japanese(self, m: re.Match) -> list[tuple[str, Where, tuple[str, ...]]]:
        """A run of Japanese split into clauses (at commas, and where the analyser finds a conditional:
        "変身したら", "出ても"), each with where it was written and the negations in it."""
        self._gap(m.start())
        out = []
        first = True
        for piece in _JA_CLAUSE.split(m.group("cjk")):
            for clause in clauses(piece) if piece else []:
                if not first:
                    self.clause += 1
                first = False
                opener = "if" if clause.condition else ("ja:can" if clause.can else "ja:says")
                out.append((clause.text, Where(self.sentence, self.clause, self.sentence in self.asking,
                                               self.quoted, opener, self.aside), clause.negated))
        self.pos = m.end()
        self.clause_start = False
        return out

    def finish(self, items: list[Item]) -> None:
        """A question with no question mark asks in its last sentence."""
        if not self.asking and items:
            last = max(it.where.sentence for it in items if it.where is not None) if any(
                it.where for it in items) else 0
            for it in items:
                if it.where is not None and it.where.sentence == last:
                    it.where = dataclasses.replace(it.where, asks=True)


def norm_bare(word: str) -> str:
    return re.sub(r"['’]s$", "", word, flags=re.IGNORECASE)


def _unclaimed_after(toks, slot, j: int) -> bool:
    """Do the small words from j on ("of the") lead to a word nothing claimed ("Huntmaster of the Fels")?"""
    while j < len(toks) and toks[j][1] in SMALL:
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
        text = topic_stripped(text)  # 「上陸って」 -> report 「上陸」: the word itself must still be placed
        text = re.sub(r"^とき[、,はに]?", "", text)  # 「出るときどっちの面」: "when", not a particle と before a word
        text = text.strip("のはがをにでともへやかな")
        grammar = not text or text in ja.cheap
    return Item("word", None, text, used=grammar)
