"""Every content word accounted for, or no verdict.

A reading is complete when each item of the question that carries game meaning landed in it: card
names, the game's verbs and zones, numbers, players, negations. A word that is not in the reader's
word list is content when it is one of the game's own words: it appears in some card's Oracle text or
type line (so "attack", "damage", "phases", "Insect", "Rogue" are content), or it is written like a
name in the middle of a sentence. Other words ("wondering", "guys", "tonight") are chat, and are left
out without stopping the answer.

    unplaced(library, items) -> the items that carry meaning but landed nowhere
"""

from __future__ import annotations

import collections
import json
import re
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.text import normalize_name

if TYPE_CHECKING:
    from bot.ask.cut import Item
    from bot.ask.shape import Shape
    from bot.library import Library

_CJK = re.compile(r"[\u3400-\u9fff\u30a0-\u30ff]")
_JA_PARTICLES = re.compile(r"[のとはがをにでも]")
_WORD = re.compile(r"[a-z][a-z'’-]*[a-z]|[a-z]")

# Negations change what a sentence says; they are content wherever they stand, except in the
# auxiliary that opens a question ("isn't it night?" asks what "is it night?" asks).
NEGATIONS = {"not", "no", "never", "nothing", "none", "nobody", "neither", "nor", "without",
             "didnt", "doesnt", "dont", "isnt", "arent", "wasnt", "werent", "cant", "cannot", "wont",
             "wouldnt", "shouldnt", "couldnt", "hasnt", "havent", "hadnt", "aint"}
# A negated auxiliary asked, and the auxiliary of its positive ("spell snare can't hit it right?" asks "can").
NEGATED_AUXILIARIES = {"can't": "can", "can’t": "can", "cant": "can", "cannot": "can", "won't": "will", "wont": "will",
                       "doesn't": "does", "doesnt": "does", "isn't": "is", "isnt": "is", "couldn't": "could",
                       "wouldn't": "would", "shouldn't": "should", "don't": "do", "dont": "do"}
QUESTION_OPENERS = {"what", "whats", "which", "how", "does", "do", "did", "is", "are", "was", "were", "can",
                    "could", "will", "would", "should", "may", "might", "has", "have", "who", "where",
                    "isnt", "doesnt", "dont", "didnt", "cant", "wont", "wouldnt", "shouldnt", "arent"}
# Words of the rules that no card's text uses but that change the question.
RULES_WORDS = {"priority", "response", "respond", "responds", "layer", "layers", "timestamp", "mulligan",
               "stack", "triggers", "triggered", "trigger", "combat", "phase", "step", "upkeep",
               "designation", "state-based", "sba", "lki", "replacement", "commander", "hexproof",
               "ward", "legend", "legendary", "owner", "owns", "controller", "controls", "control"}


# Ability words: the keyword lists don't carry them, and they name a kind of thing, never a card.
ABILITY_WORDS = {"eerie", "delirium", "revolt", "morbid", "landfall", "survival", "metalcraft", "threshold",
                 "coven", "disturb", "daybound", "nightbound", "cascade", "discover", "unlock", "response"}


@dataclass(frozen=True)
class CatalogWords:
    """The catalog's words the reader needs, read in one pass over its faces, once per catalog."""
    vocabulary: frozenset[str]  # every word of every Oracle text and type line ("attack", "insect")
    subtypes: frozenset[str]  # one-word subtypes ("rogue", "insect"): a type, checked like "Human"
    type_words: frozenset[str]  # subtypes, keywords and ability words: never one card on their own
    names_with_commas: tuple[str, ...]  # Japanese names written with a comma (消えゆく光、ブルーナ), longest first
    ja_short: dict | None = None  # ブリセラ -> 悪夢の声、ブリセラ: the name after a Japanese name's comma, when one card has it
    common: frozenset[str] = frozenset()  # words in the text of many faces: "search", "thing"; not "brisela"
    keywords: frozenset[str] = frozenset()  # keyword abilities the cards have ("flying", "trample", "ward")


RARE_FACES = 6  # a nickname in lower case is a name only if no more faces' text than this use the word
_WORDS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # name index -> CatalogWords


def catalog_words(library: Library) -> CatalogWords:
    found = _WORDS.get(library.index)
    if found is None:
        vocab: set[str] = set(RULES_WORDS)
        subtypes: set[str] = set()
        keywords: set[str] = set()
        commas: set[str] = set()
        faces_with: collections.Counter = collections.Counter()
        for text, type_line, subs, keys, japanese in library.conn.execute(
                "SELECT text, type_line, subtypes, keywords, japanese_name FROM faces"):
            words = set(_WORD.findall(normalize_name(f"{text} {type_line}")))
            vocab.update(words)
            faces_with.update(words)
            subtypes.update(normalize_name(w) for w in json.loads(subs or "[]"))
            keywords.update(normalize_name(w) for w in json.loads(keys or "[]"))
            if japanese and "、" in japanese:
                commas.add(japanese)
        subtypes.discard("")
        found = _WORDS[library.index] = CatalogWords(
            vocabulary=frozenset(w.replace("'", "").replace("’", "") for w in vocab),
            subtypes=frozenset(w for w in subtypes if " " not in w),
            type_words=frozenset((subtypes | keywords | ABILITY_WORDS) - {""}),
            names_with_commas=tuple(sorted(commas, key=len, reverse=True)),
            ja_short=_short_names(commas),
            common=frozenset(w for w, n in faces_with.items() if n > RARE_FACES),
            keywords=frozenset(keywords - {""}))
    return found


def _short_names(names: set[str]) -> dict[str, str]:
    """悪夢の声、ブリセラ is called ブリセラ: the personal name after the comma, kept only when it is one card's."""
    found: dict[str, set[str]] = {}
    for name in names:
        short = name.rsplit("、", 1)[-1]
        if len(short) >= 3:
            found.setdefault(short, set()).add(name)
    return {short: next(iter(full)) for short, full in found.items() if len(full) == 1}


_JA_DOORS_COUNTED = re.compile(r"(両方|片方|1つ|一つ|２つ|2つ|二つ)の?(ドア|扉)")


def is_content_word(item: Item, vocab: frozenset[str], cheap: frozenset[str]) -> bool:
    norm = normalize_name(item.text).replace("'", "").replace("’", "")
    if not norm or norm in cheap and norm not in NEGATIONS:
        return False
    if norm in NEGATIONS:
        opener = item.where.opener if item.where is not None else ""
        return not (opener == norm and opener in QUESTION_OPENERS and item.where.asks)
    if norm.isdigit():
        return True
    if _CJK.search(item.text):
        # Japanese: what is left after the grammar's kana and the chat words is content; 「部屋のドア」 is two
        # chat words joined by a particle
        parts = [p for p in _JA_PARTICLES.split(item.text) if p]
        if _JA_DOORS_COUNTED.search(item.text):
            return True  # 「両方のドア」「片方のドア」: which doors — the Room's state, whatever verb it was said with
        return not (len(parts) > 1 and all(normalize_name(p) in cheap for p in parts))
    return norm in vocab or any(part in vocab for part in norm.split() if len(part) > 3)


def stems(norm: str, shortest: int) -> list[str]:
    """What an inflected word may be made from, each at least `shortest` letters: "pushes" push, "bolted" bolt,
    "popped" popp and pop, "o rings" o ring."""
    out = []
    for suffix in ("es", "s", "ed", "d", "ing"):
        if norm.endswith(suffix) and len(norm) - len(suffix) >= shortest:
            stem = norm[: -len(suffix)]
            out += [stem, stem[:-1]] if len(stem) > shortest and stem[-1] == stem[-2] else [stem]
    return out


def _card_word_inflected(library: Library, item: Item, cheap: frozenset[str]) -> bool:
    """'opp needled Westvale Abbey', 'I bolted it': a card's name made a verb carries meaning."""
    norm = normalize_name(item.text)
    if len(norm) < 5 or norm in cheap or " " in norm:
        return False
    return any(library.index.has_word(stem) for stem in stems(norm, 4))


def unplaced(library: Library, items: list[Item], cheap: frozenset[str], shape: Shape | None = None) -> list[Item]:
    """The items that carry meaning but landed nowhere in the reading."""
    vocab = catalog_words(library).vocabulary
    out = []
    for it in items:
        if it.kind == "ambiguous":
            out.append(it)  # a nickname the question did not narrow to one card, or a game word ("attack")
            continue
        if it.used:
            continue
        if it.kind in ("card", "number"):
            out.append(it)
        elif it.kind == "concept":
            if it.value == "cmp:=" and it.text == "=":
                continue  # "delver flipped = what mv?": an equals sign with no number beside it joins words
            if it.value == "ask:count_as":
                continue  # "does it count as a land?" asks what "is it a land?" asks
            out.append(it)
        elif it.kind == "word" and it.value == "negation":
            if shape is None or not shape.asks(it):  # "変身しない？" asks what "変身する？" asks
                out.append(it)
        elif it.kind == "word" and (is_content_word(it, vocab, cheap) or _card_word_inflected(library, it, cheap)):
            out.append(it)
    return out
