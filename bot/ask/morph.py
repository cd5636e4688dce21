"""Japanese sentences cut by a morphological analyser, so that conjugation and particles say
which clause is a condition ("変身したら", "出ても", "唱えたとき"), which one asks, and where a
verb is negated ("唱えなかった", "変身しない").

fugashi (MeCab) with the unidic-lite dictionary: both install from PyPI with the dictionary inside
(no download at run time), MeCab is C and reads a sentence in well under a millisecond, and UniDic
gives each word its lemma and conjugation form (仮定形 for たら/れば), which is what the reader needs.
The tagger is made once per process.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache

log = logging.getLogger(__name__)

# Particles and forms that end a clause which sets the scene for the next one.
_CONDITION_PARTICLES = {"ば", "と", "ても", "でも", "て", "から", "ので", "たら", "なら"}
_CONDITION_NOUNS = {"時", "後", "場合", "間"}  # "唱えたとき(に)", "出た後", "〜場合"
_NEGATION_LEMMAS = {"ない", "無い", "ず", "ぬ"}
_POTENTIAL = {"出来る", "得る"}  # "できますか": asks whether it is allowed
_PERMISSION = {"良い", "大丈夫"}  # 〜てもいい / 〜ても大丈夫: "may I …?"


@dataclass(frozen=True)
class Clause:
    text: str
    condition: bool  # ends in a conditional: what follows rests on it
    negated: tuple[str, ...]  # the negations written in it, as written
    can: bool  # uses the potential ("できる"): asks whether it is allowed


@cache
def _tagger():
    import fugashi  # imported here: English-only use of the bot never loads the dictionary

    return fugashi.Tagger()


def clauses(run: str) -> list[Clause]:
    """A run of Japanese text cut into clauses at conditional forms."""
    try:
        words = list(_tagger()(run))
    except Exception:  # no analyser: one clause, as the character reader had it
        log.exception("the Japanese analyser failed on %r", run)
        return [Clause(run, False, (), False)]
    out: list[Clause] = []
    text, negated, can = "", [], False

    def close(condition: bool) -> None:
        nonlocal text, negated, can
        if text:
            out.append(Clause(text, condition, tuple(negated), can))
        text, negated, can = "", [], False

    for k, w in enumerate(words):
        f = w.feature
        text += w.surface
        lemma = getattr(f, "lemma", "") or ""
        if lemma in _NEGATION_LEMMAS and f.pos1 in ("助動詞", "形容詞"):
            negated.append(w.surface)
        nxt = words[k + 1] if k + 1 < len(words) else None
        if lemma in _POTENTIAL or _potential(words, k):
            can = True
        form = getattr(f, "cForm", "") or ""
        if f.pos1 == "助動詞" and form.startswith("仮定形"):
            close(True)  # 変身したら / 唱えれば (also before a comma: "唱えなかったら、")
        elif f.pos1 == "助詞" and f.pos2 == "接続助詞" and w.surface in ("て", "で") and nxt is not None \
                and (nxt.feature.lemma or "") in _PERMISSION:
            can = True  # 開けていい？: "may I open it?", like 〜てもいい
        elif f.pos1 == "助詞" and f.pos2 == "接続助詞" and w.surface in _CONDITION_PARTICLES \
                and not (nxt is not None and nxt.feature.pos1 == "動詞"
                         and (nxt.feature.lemma or "") in ("居る", "仕舞う", "有る", "来る")):
            if nxt is not None and nxt.surface == "も":  # 出ても: the も belongs to the condition
                continue
            close(True)  # also before a comma: "変身して、明滅したら"
        elif w.surface == "も" and k and words[k - 1].surface in ("て", "で") and words[k - 1].feature.pos1 == "助詞" \
                and words[k - 1].feature.pos2 == "接続助詞":
            if nxt is not None and (nxt.feature.lemma or "") in _PERMISSION:
                can = True  # 唱えてもいいですか: "may I cast it?" asks whether it is allowed, no condition
                continue
            close(True)
        elif lemma in _CONDITION_NOUNS and f.pos1 == "名詞" and nxt is not None and nxt.surface in ("に", "は", "、"):
            text += nxt.surface
            words[k + 1] = _Skip(nxt)
            close(True)
        elif isinstance(w, _Skip):
            text = text[: -len(w.surface)] if w.surface else text
    close(False)
    return out


def topic_stripped(text: str) -> str:
    """A word without the chat topic marker that joins it to the sentence: 「部屋って」, 「部屋カードについて」, 「《…》って紛争なし」
    (って said before it, after a name). Only the particle って is stripped, never a verb's て-form (「払って」)."""
    if text.endswith("について") and len(text) > 4:
        return text[:-4]
    try:
        words = list(_tagger()(text))
    except Exception:
        log.exception("the Japanese analyser failed on %r", text)
        return text
    if len(words) > 1 and words[-1].surface == "って" and words[-1].feature.pos1 == "助詞":
        return text[:-2]
    if len(words) > 1 and words[0].surface == "って" and words[0].feature.pos1 == "助詞":
        return text[2:]
    return text


def _potential(words, k: int) -> bool:
    """唱えられますか, 開けられる？, 唱えられない: られる after a verb, asked or denied (not 唱えられた, a past passive, nor
    唱えられる呪文, a noun's description). (A potential verb — 壊せる, 殴れる — is read by its phrase: 壊せ, 殴れる.)"""
    lemma = getattr(words[k].feature, "lemma", "") or ""
    if lemma != "られる" or not k or words[k - 1].feature.pos1 != "動詞":
        return False
    nxt = words[k + 1] if k + 1 < len(words) else None
    return nxt is None or nxt.surface in ("ます", "ない", "なかっ", "ませ", "か", "？", "?", "の", "よね", "ね", "よ")


class _Skip:
    """A particle already joined to the clause before it."""

    def __init__(self, word):
        self.surface = ""
        self.feature = word.feature
