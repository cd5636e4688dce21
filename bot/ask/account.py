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

import re
import weakref
from typing import TYPE_CHECKING

from bot.text import normalize_name

if TYPE_CHECKING:
    from bot.ask.cut import Item
    from bot.ask.shape import Shape
    from bot.library import Library

_VOCABULARY: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # name index -> frozenset of words
_CJK = re.compile(r"[\u3400-\u9fff\u30a0-\u30ff]")
_WORD = re.compile(r"[a-z][a-z'’-]*[a-z]|[a-z]")

# Negations change what a sentence says; they are content wherever they stand, except in the
# auxiliary that opens a question ("isn't it night?" asks what "is it night?" asks).
NEGATIONS = {"not", "no", "never", "nothing", "none", "nobody", "neither", "nor", "without",
             "didnt", "doesnt", "dont", "isnt", "arent", "wasnt", "werent", "cant", "cannot", "wont",
             "wouldnt", "shouldnt", "couldnt", "hasnt", "havent", "hadnt", "aint"}
QUESTION_OPENERS = {"what", "whats", "which", "how", "does", "do", "did", "is", "are", "was", "were", "can",
                    "could", "will", "would", "should", "may", "might", "has", "have", "who", "where",
                    "isnt", "doesnt", "dont", "didnt", "cant", "wont", "wouldnt", "shouldnt", "arent"}
# Words of the rules that no card's text uses but that change the question.
RULES_WORDS = {"priority", "response", "respond", "responds", "layer", "layers", "timestamp", "mulligan",
               "stack", "triggers", "triggered", "trigger", "combat", "phase", "step", "upkeep",
               "designation", "state-based", "sba", "lki", "replacement", "commander", "hexproof",
               "ward", "legend", "legendary", "owner", "owns", "controller", "controls", "control"}


def vocabulary(library: Library) -> frozenset[str]:
    """Every word of every card's Oracle text and type line, normalised; built once per catalog."""
    found = _VOCABULARY.get(library.index)
    if found is None:
        words: set[str] = set(RULES_WORDS)
        for text, type_line in library.conn.execute("SELECT text, type_line FROM faces"):
            words.update(_WORD.findall(normalize_name(f"{text} {type_line}")))
        found = _VOCABULARY[library.index] = frozenset(w.replace("'", "").replace("’", "") for w in words)
    return found


_TYPE_WORDS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_COMMA_NAMES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def type_words(library: Library) -> frozenset[str]:
    """Every subtype and keyword in the catalog ("rogue", "insect", "flash", "delirium"): words that
    name a kind of thing, never one card on their own."""
    found = _TYPE_WORDS.get(library.index)
    if found is None:
        import json

        words: set[str] = set()
        for subtypes, keywords in library.conn.execute("SELECT subtypes, keywords FROM faces"):
            for w in json.loads(subtypes or "[]") + json.loads(keywords or "[]"):
                words.add(normalize_name(w))
        for w in ("eerie", "delirium", "revolt", "morbid", "landfall", "survival", "metalcraft", "threshold",
                  "coven", "disturb", "daybound", "nightbound", "cascade", "discover", "unlock", "response"):
            words.add(w)  # ability words, which the keyword lists don't carry
        found = _TYPE_WORDS[library.index] = frozenset(w for w in words if w)
    return found


_SUBTYPES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def subtypes(library: Library) -> frozenset[str]:
    found = _SUBTYPES.get(library.index)
    if found is None:
        import json

        words = {normalize_name(w) for (row,) in library.conn.execute("SELECT subtypes FROM faces")
                 for w in json.loads(row or "[]")}
        found = _SUBTYPES[library.index] = frozenset(w for w in words if w and " " not in w)
    return found


def names_with_commas(library: Library) -> tuple[str, ...]:
    """Japanese card names written with a comma (消えゆく光、ブルーナ): the comma is part of the name,
    not a clause break."""
    found = _COMMA_NAMES.get(library.index)
    if found is None:
        rows = library.conn.execute("SELECT DISTINCT japanese_name FROM faces WHERE japanese_name LIKE '%、%'")
        found = _COMMA_NAMES[library.index] = tuple(sorted((r[0] for r in rows), key=len, reverse=True))
    return found


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
        return True  # Japanese: what is left after the grammar's kana and the chat words is content
    return norm in vocab or any(part in vocab for part in norm.split() if len(part) > 3)


def _card_word_inflected(library: Library, item: Item, cheap: frozenset[str]) -> bool:
    """'opp needled Westvale Abbey', 'I bolted it': a card's name made a verb carries meaning."""
    import bisect

    norm = normalize_name(item.text)
    if len(norm) < 5 or norm in cheap or " " in norm:
        return False
    vocab = library.index.vocab
    for suffix in ("ed", "d", "ing", "s", "es"):
        if norm.endswith(suffix) and len(norm) - len(suffix) >= 4:
            stem = norm[: -len(suffix)]
            for w in (stem, stem[:-1] if len(stem) > 4 and stem[-1] == stem[-2] else stem):  # "bolted", "popped"
                i = bisect.bisect_left(vocab, w)
                if i < len(vocab) and vocab[i] == w:
                    return True
    return False


def unplaced(library: Library, items: list[Item], cheap: frozenset[str], shape: Shape | None = None) -> list[Item]:
    """The items that carry meaning but landed nowhere in the reading."""
    vocab = vocabulary(library)
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
            out.append(it)
        elif it.kind == "word" and it.value == "negation":
            if shape is None or not shape.asks(it):  # "変身しない？" asks what "変身する？" asks
                out.append(it)
        elif it.kind == "word" and (is_content_word(it, vocab, cheap) or _card_word_inflected(library, it, cheap)):
            out.append(it)
    return out
