"""Which IPG infraction a judge's own words describe.

Three kinds of evidence, strongest first:

1. the infraction's own name in the words ("slow play"; a small typo forgiven: "slow paly");
2. a phrase people use for it (bot/judge/words.py), its words in order with at most a few words
   between them ("forgot his Dark Confidant trigger" meets "forgot trigger");
3. how well the words match the infraction's own Definition and Examples in the loaded IPG
   (BM25 over those texts, each with its title and phrases), so that an edition's new examples
   count without a code change.

What the text can say is limited by what it shares. An infraction is what a player *did*: the IPG
says it in the Definition ("A player steals materials from the tournament") and in each example's
verb ("A player steals the table number from a table"); the rest of an example is its setting.
Sharing only an example's setting ("he stared at the table number": table, number) is no evidence
at all, however high BM25 scores it in a short section, and one shared word never decides
(`Support`).

The IPG also says what is *not* an infraction, inside the sections ("Not reminding an opponent about
their triggered abilities is never Failure to Maintain Game State nor Cheating", "declaring an intent
to mulligan early … are not an infraction", a bathroom break with a judge's permission: "no penalty").
Those sentences are no evidence for the infraction; a description that shares what only such a
sentence says is answered with it (`Ranking.excluded`), never with the infraction decided.

The ranking says how sure it is: `decided` when one infraction stands clearly ahead, otherwise the
close ones are offered for the judge to choose from. A description that matches nothing well is
refused, never guessed.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

from rapidfuzz.distance import DamerauLevenshtein

from bot.judge import voice
from bot.judge.parse import Section
from bot.judge.words import INFRACTION_WORDS

NAME_SCORE = 100.0  # the infraction named
PHRASE_SCORE = 90.0  # a phrase people use for it
TYPO_MIN_LENGTH = 4  # a word shorter than this is never taken for a misspelling
PHRASE_GAP = 3  # words allowed between a phrase's words
CLOSE_RATIO = 0.8  # the runner-up within this share of the best: too close to call
MIN_TEXT_SCORE = 3.0  # BM25 below this is too little to go on: refuse
DECIDE_TEXT_SCORE = 5.0  # the definitions alone decide only from about two distinctive words up
DECIDE_TEXT_WORDS = 2  # ... and never from one shared word, however rare (a short section scores it high)
EXAMPLE_WORDS = 3  # this many words of one example are that example, even without its verb
EXCLUSION_WORDS = 2  # words only a "not an infraction" sentence has, shared: that sentence answers
EXCLUSION_TOGETHER = 3  # ... or this many of its words that no other sentence of the section says together
# the IPG's sentences that say something is not the infraction (or no infraction, or no penalty)
_FUNCTION = frozenset("no not nor never such up all until due made make consider applie appli apply most case "
                      "however instead believe based led same still certainly neither".split())
_NOT_INFRACTION = re.compile(r"not an infraction|\bnot committed an infraction\b|\bis never\b|\bno penalty\b|\bdoes not apply\b|"
                             r"\bisn[’']t required\b|\b(?:is|are) not (?:a|an) [A-Z]|\b(?:is|are) acceptable\b|"
                             r"\bis not the same as\b|\b(?:is|are) not illegal\b")
DISTINCT_IDF = 1.0  # a Definition word shared by most definitions (card, game, play) says nothing
TEXT_LEAD = 0.6  # ... and with the runner-up below this share of the best (0.75 decided HCE over LEC at 0.74)
BM25_K1, BM25_B = 1.2, 0.75
OTHERS_WEIGHT = 0.5  # a word only in what another player did ("let me make an illegal block")

# words that say nothing about which infraction: the people, the asking, grammar
STOPWORDS = frozenset(
    "a an and are as at be been by can could do does did for from had has have he her him his how i if in "
    "into is it its me my of on or our she so than that the their them then there they this to was we "
    "were what when where which who why will with would you your get got gets what's whats should "
    "player players opponent opponents ap nap penalty penalties infraction judge call "
    "about after before during while one two just only also again".split())


_IRREGULAR = {"drew": "draw", "drawn": "draw", "saw": "see", "seen": "see", "sees": "see", "took": "take",
              "taken": "take", "forgot": "forget", "forgotten": "forget", "stole": "steal", "stolen": "steal",
              "threw": "throw", "lied": "lie", "lying": "lie", "cards": "card", "sat": "sit", "sits": "sit",
              # short verbs the suffix rule leaves alone or cuts badly ("taking" -> "tak", "uses" kept)
              "taking": "take", "takes": "take", "making": "make", "makes": "make",
              "used": "use", "uses": "use", "using": "use",
              "lies": "lie", "gave": "give", "gives": "give", "giving": "give"}


def stem(word: str) -> str:
    """Enough stemming for "draws"/"drew"/"drawing" to meet "draw" (phrases and queries alike)."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if len(word) > 5 and word.endswith(("ies", "ied")):  # "scries", "scried" meet "scry"; "copies" "copy"
        return word[:-3] + "y"
    for suffix in ("ing", "ed", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix) and not word.endswith("ss"):
            return word[: -len(suffix)]
    return word


_stem = stem


def tokens(text: str) -> list[str]:
    """The words of `text` as the ranking compares them: folded, stemmed, apostrophes dropped."""
    text = text.casefold().replace("’", "'").replace("—", " ").replace("-", " ")
    return [_stem(w.replace("'", "")) for w in re.findall(r"[\w']+", text)]


def content(words: list[str]) -> list[str]:
    return [w for w in words if w not in STOPWORDS and not w.isdigit() and w not in ",.;:?!"]


def typo_of(word: str, meant: str, known: frozenset[str] = frozenset()) -> bool:
    """`word` is `meant` misspelt: one slip (two in a long word: a letter missed, doubled, swapped or
    wrong), never in its first letter, and `word` is no word of its own in the documents the bot
    knows ("paly" is "play"; "heating" is not "cheating", "show" is not "slow")."""
    if word == meant:
        return True
    if len(word) < TYPO_MIN_LENGTH or word[0] != meant[0] or word in known:
        return False
    return DamerauLevenshtein.distance(word, meant) <= (2 if len(meant) >= 8 else 1)


@dataclass(frozen=True)
class Candidate:
    section: Section
    score: float  # 100+ named, 90+ a phrase, below: BM25 over its definition and examples
    why: str  # the phrase that found it, "" otherwise
    how: str  # "name", "phrase", "text", "search", "intent" (moved there by intent), "excluded" (its own "not an infraction" sentence)


@dataclass(frozen=True)
class Exclusion:
    """An IPG sentence saying that what the words describe is not this infraction."""

    section: Section
    passage: str  # the IPG's words, with the sentence before it when it begins "Otherwise"
    home: Section | None = None  # where the sentence stands when not in the infraction's own section (a chapter's opening)

    @property
    def where(self) -> Section:
        return self.home or self.section


_PLACE_NAMED = re.compile(r"(?:Game Play Error|Tournament Error|Unsporting Conduct)\s*[—–-]\s*|\btreat it as an?\s+")


def redirects_of(section: Section, infractions: list[Section]) -> list[tuple[str, Section, Section]]:
    """The sentences of an infraction's Definition, Philosophy and Additional Remedy that send a case
    elsewhere, as (passage, from, to): "… too few cards is a Game Play Error — Game Rule Violation" (from
    Mulligan Procedure Error), "Threats of physical violence should be treated as Unsporting Conduct –
    Aggressive Behavior"; and a "However … instead" sentence naming the section itself after one naming
    another ("In most cases, the infraction is … Failure to Maintain Game State. However, if … both players
    were responsible …, they have instead committed a Game Play Error — Game Rule Violation": from Failure
    to Maintain Game State to Game Rule Violation). Not those about intent (`_intent_redirects` keeps
    them). A sentence naming two places is cut at each, so each part goes where it names."""
    by_name = {(s.infraction or "").casefold(): s for s in infractions if s.infraction}

    def named_in(text: str) -> list[tuple[int, int, Section]]:
        out = []
        for m in _PLACE_NAMED.finditer(text):
            rest = text[m.end():].casefold()
            n = max((n for n in by_name if n and rest.startswith(n)), key=len, default=None)
            if n is not None:
                out.append((m.start(), m.end() + len(n), by_name[n]))
        return out

    out = []
    for part in ("Definition", "Philosophy", "Additional Remedy"):
        sentences = re.split(r"(?<=[.!?])\s+", " ".join((section.part(part) or "").split()))
        for k, sentence in enumerate(sentences):
            if re.search(r"\bintentional(ly)?\b|\baware\b|\bsubsequent\b", sentence.casefold()):
                continue
            start = 0
            for _, end, target in named_in(sentence):
                if target is not section:
                    out.append((sentence[start:end], section, target))
                elif k and sentence.startswith("However") and "instead" in sentence:
                    before = [t for _, _, t in named_in(sentences[k - 1]) if t is not section]
                    if before:
                        out.append((sentence, before[0], section))
                start = end
    return out


@dataclass(frozen=True)
class Ranking:
    candidates: list[Candidate]  # best first
    decided: bool  # one infraction clearly ahead
    near: float = CLOSE_RATIO  # a candidate within this share of the best is offered beside it
    excluded: Exclusion | None = None  # the IPG says the words describe no infraction (or not this one)

    @property
    def close(self) -> list[Candidate]:
        """The candidates to offer when it is not decided: the best and those near it (at most 3):
        whatever kept the best from being decided is on screen beside it."""
        if self.decided or not self.candidates:
            return []
        top = max(c.score for c in self.candidates[:3])
        enough = [c for c in self.candidates[:3] if c.how != "text" or c.score >= MIN_TEXT_SCORE]
        near = [c for c in enough if c.score >= top * self.near]
        if len(near) > 1:
            return near
        # the runner-up even when far behind, unless the text gave it too little to go on
        return enough[:2] or self.candidates[:1]


def definition_of(section: Section) -> str:
    """The infraction's Definition without its sentences that say what it is not: those are no
    evidence for it ("declaring an intent to mulligan early … are not an infraction")."""
    text = " ".join((section.part("Definition") or "").split())
    for passage in exclusions_of(section):
        text = text.replace(passage, " ")
    return text


def exclusions_of(section: Section) -> list[str]:
    """The sentences of an infraction's Definition and Philosophy that say what it is not."""
    out = []
    for part in ("Definition", "Philosophy"):
        for para in (section.part(part) or "").split("\n\n"):
            sentences = re.split(r"(?<=[.!?])\s+", " ".join(para.split()))
            for i, sentence in enumerate(sentences):
                if _NOT_INFRACTION.search(sentence):
                    back = 2 if sentence.startswith(("Otherwise", "Similarly")) else 0
                    out.append(" ".join(sentences[max(0, i - back):i + 1]))
    return out


def _not_offences(text: str) -> list[str]:
    """The sentences of a chapter's opening text that say what is not an offence, each with the sentence
    after it when that one goes on ("There is a wide middle ground of …")."""
    out = []
    for para in (text or "").split("\n\n"):
        sentences = re.split(r"(?<=[.!?][”\"’])\s+|(?<=[.!?])\s+", " ".join(para.split()))
        for i, sentence in enumerate(sentences):
            if _NOT_THE_SAME.search(sentence):
                out.append(" ".join(sentences[i:i + 2]))
    return out


# the MTR's sentences allowing something, not taken back in the same sentence ("Players are allowed to take
# written notes during a match and may refer to those notes while that match is in progress")
_ALLOWED = re.compile(r"\b(?:are|is) allowed to\b|\b(?:is|are) permitted\b")
# what an MTR sentence allows, up to where it says when ("allowed to take written notes | during a match")
_ALLOWED_ACT = re.compile(r"\ballowed to (.+?)(?= during\b| while\b| and\b| at\b|[,.])")
ALLOWANCE_WORDS = 40  # a list of what is allowed ("The following card sets are permitted …") is no sentence about the case
_NOT_ALLOWED = re.compile(r"\bnot (?:allowed|permitted)\b")


def _allowances(text: str) -> list[str]:
    """The sentences of an MTR section that allow players something."""
    sentences = re.split(r"(?<=[.!?])\s+", " ".join((text or "").split()))
    return [x for x in sentences if _ALLOWED.search(x) and not _NOT_ALLOWED.search(x) and len(x.split()) <= ALLOWANCE_WORDS]


# a chapter's sentence saying what is not an offence of its kind (4: "Unsporting behavior is not the same as a
# lack of sporting behavior"); its other sentences about penalties ("… which is never upgraded") are not
_NOT_THE_SAME = re.compile(r"\bis not the same as\b")


_SUBJECT = re.compile(r"\b(?:player|players|spectator|spectators|person|controller)\b(?![\'’])", re.I)
_EXAMPLE = re.compile(r"(?m)^\s*[A-Z]\.\s+")


def examples_of(section: Section) -> list[str]:
    """The infraction's lettered examples ("A. A player steals …"), one string each."""
    return [e.strip() for e in _EXAMPLE.split(section.part("Examples") or "") if e.strip()]


def act_of(example: str) -> str | None:
    """What the player does in an IPG example: the first word after its subject that is neither a
    grammar word nor an adverb ("A player accidentally reveals …" -> "reveal"); None without one."""
    m = _SUBJECT.search(example)
    if m is None:
        return None
    for w in tokens(example[m.end():]):
        if w not in STOPWORDS and not w.endswith("ly") and not w.isdigit():
            return w
    return None


@dataclass(frozen=True)
class Support:
    """How much of an infraction's own text a description shares, as evidence for deciding."""

    strong: bool  # may decide: two words or more, and what was done (a Definition word, an example's verb, or a whole example)
    some: bool  # may be offered: at least one word of what was done; False: only an example's setting


def _phrase_in(phrase: list[str], words: list[str]) -> bool:
    """The phrase's words in order in `words`, with at most PHRASE_GAP words between each."""
    if not phrase:
        return False
    if len(phrase) == 1:
        return phrase[0] in words
    for start, w in enumerate(words):
        if w != phrase[0]:
            continue
        at, ok = start, True
        for p in phrase[1:]:
            window = words[at + 1: at + 2 + PHRASE_GAP]
            if p not in window:
                ok = False
                break
            at = at + 1 + window.index(p)
        if ok:
            return True
    return False


def _name_at(name: list[str], words: list[str], known: frozenset[str]) -> int | None:
    """Where an infraction's name stands in `words`, each word as written or with one slip."""
    if not name:
        return None
    for start in range(len(words) - len(name) + 1):
        here = words[start:start + len(name)]
        if all(typo_of(w, n, known) for w, n in zip(here, name)) and (len(name) == 1 or any(
                w == n for w, n in zip(here, name))):
            return start
    return None


INTENT = frozenset({"intentionally", "aware", "intentional"})  # not "intent": "declaring an intent to" is no intent
# words that doubt it was on purpose: the judge has not found the intent the IPG asks for
DOUBT = frozenset({"maybe", "perhaps", "possibly", "might", "unsure", "unclear", "sure", "know"})
_ON_THE_SURFACE = re.compile(r"appear on the surface as (?:an? )?((?:[A-Z][\w]*(?: [A-Z][\w]*)*)(?:,? (?:or )?(?:an? )?[A-Z][\w]*(?: [A-Z][\w]*)*)*)")
_INFRACTION_NAMED = re.compile(r"(?:Game Play Error|Tournament Error|Unsporting Conduct)\s*[—–-]\s*([A-Z][\w ]+)")


def _intent_redirects(infractions: list[Section]) -> dict[str, Section]:
    """Where each infraction's Definition or Philosophy sends an intentional or knowing offence: the
    infraction named in its sentence about intent ("If a judge believes a player is intentionally
    playing slowly …, the infraction is Unsporting Conduct — Stalling")."""
    by_name = {(s.infraction or "").casefold(): s for s in infractions}
    by_name.update({s.title.split(" — ", 1)[-1].casefold(): s for s in infractions})
    out: dict[str, Section] = {}
    for s in infractions:
        text = " ".join(filter(None, (s.part("Definition"), s.part("Philosophy"))))
        for sentence in re.split(r"(?<=[.!?])\s+", " ".join(text.split())):
            low = sentence.casefold()
            if not re.search(r"\bintentional(ly)?\b|\baware\b", low) or "not intentional" in low:
                continue
            for m in _INFRACTION_NAMED.finditer(sentence):
                named = m.group(1).strip().casefold()
                target = next((t for n, t in by_name.items() if n and named.startswith(n)), None)
                if target is not None and target is not s and s.number not in out:
                    out[s.number] = target
    # "Cheating will often appear on the surface as a Game Play Error or Tournament Error" (4.8): an
    # infraction of those kinds that names no other place for intent sends it there
    for s in infractions:
        text = " ".join(" ".join(filter(None, (s.part("Definition"), s.part("Philosophy")))).split())
        m = _ON_THE_SURFACE.search(text)
        if m is None:
            continue
        kinds = tuple(k.strip() for k in re.split(r",|\bor\b", m.group(1)) if k.strip())
        for other in infractions:
            if other is not s and other.number not in out and other.title.startswith(kinds):
                out[other.number] = s
    return out


def _beside(asked: list[Section], ranking: Ranking) -> Ranking:
    """The infractions the asker asked about, offered beside what the words describe: never decided on the
    asking alone, and not offered when the words decided one of them anyway."""
    asked = [s for s in dict.fromkeys(asked) if not (ranking.decided and ranking.candidates[0].section is s)]
    if not asked:
        return ranking
    if ranking.decided and ranking.candidates[0].section not in asked:
        top = ranking.candidates[0]
    elif ranking.candidates:
        top = ranking.candidates[0]
    else:
        return Ranking([Candidate(s, MIN_TEXT_SCORE, "", "asked") for s in asked], False)
    guesses = [Candidate(s, top.score, "", "asked") for s in asked if s is not top.section]
    rest = [c for c in ranking.candidates[1:] if c.section not in asked]
    return Ranking([top] + guesses + rest, False, ranking.near, ranking.excluded)


def _initials(c: Candidate) -> bool:
    """The phrase that found it is the infraction's initials ("mpe", "grv"): its name, abbreviated."""
    return c.why.casefold() == "".join(w[0] for w in tokens(c.section.infraction or "")).casefold()


class InfractionIndex:
    """The loaded IPG's infractions, ready to rank a description against (built once per desk)."""

    def __init__(self, infractions: list[Section], known: frozenset[str] = frozenset(),
                 preambles: dict[str, Section] | None = None, rules: list[Section] = ()):
        """`preambles`: the text of each chapter before its infractions ("4": "Unsporting conduct is …"),
        whose sentences saying what is not an offence ("Unsporting behavior is not the same as a lack of
        sporting behavior") rule out each of the chapter's infractions too. `rules`: the MTR's sections, whose
        sentences allowing something ("Players are allowed to take written notes during a match") rule out an
        infraction whose Definition says what the section is about (2.11 Taking Notes: 3.2's "refers to notes")."""
        self.infractions = infractions
        # words that are words, not typos: the IPG's own and any the desk adds (MTR, JAR, CR)
        self.known = known | frozenset(w for s in infractions for w in tokens(s.text))
        self.redirects = _intent_redirects(infractions)
        self._phrases: list[tuple[Section, str, list[str]]] = []
        by_name = {(s.infraction or "").casefold(): s for s in infractions}
        for name, phrases in INFRACTION_WORDS.items():
            section = by_name.get(name.casefold())
            if section is not None:
                self._phrases += [(section, p, tokens(p)) for p in phrases]
        docs: list[list[str]] = []
        for s in infractions:
            name = " ".join(s.title.split(" — "))
            own = [p for sec, p, _ in self._phrases if sec is s]
            text = " ".join([name, name, definition_of(s), s.part("Examples") or "", *own])
            docs.append(content(tokens(text)))
        self._tf = [Counter(d) for d in docs]
        # what was done, per infraction: its name, Definition and phrases (distinctive words only),
        # each example's verb, and each example's words (a description sharing most of one is it)
        defs = [set(content(tokens(" ".join([" ".join(s.title.split(" — ")), definition_of(s),
                                             *[p for sec, p, _ in self._phrases if sec is s]]))))
                for s in infractions]
        def_df = Counter(w for d in defs for w in d)
        n_defs = max(1, len(defs))
        self._what = [{w for w in d if math.log(1 + (n_defs - def_df[w] + 0.5) / (def_df[w] + 0.5)) >= DISTINCT_IDF}
                      for d in defs]
        self._acts = [{a for e in examples_of(s) if (a := act_of(e))} for s in infractions]
        self._examples = [[set(content(tokens(e))) for e in examples_of(s)] for s in infractions]
        self._len = [len(d) for d in docs]
        self._avg = sum(self._len) / max(1, len(docs))
        df = Counter(w for d in docs for w in set(d))
        n = len(docs)
        self._idf = {w: math.log(1 + (n - f + 0.5) / (f + 0.5)) for w, f in df.items()}
        # sentences that send a case elsewhere, listed under the infraction they send from, each with the
        # words that only it says in the section it stands in, its whole sentence's words, and that section
        self._redirects: list[list[tuple[str, Section, set[str], set[str], int]]] = [[] for _ in infractions]
        for home, s in enumerate(infractions):
            rest = " ".join(s.text.split())
            found = redirects_of(s, infractions)
            for p, _, _ in found:
                rest = rest.replace(p, " ")
            said = set(content(tokens(rest)))
            whole_text = re.split(r"(?<=[.!?])\s+", " ".join(s.text.split()))
            for p, source, target in found:
                only = {w for w in content(tokens(p)) if w not in said and w not in _FUNCTION
                        and w not in set(tokens(target.title)) and self._idf.get(w, 9.0) >= 1.0}
                whole = next((x for x in whole_text if p in x or x in p), p)
                own = {w for w in content(tokens(whole)) if w not in _FUNCTION and self._idf.get(w, 9.0) >= 1.0}
                self._redirects[infractions.index(source)].append((p, target, only, own, home))
        # "not an infraction" sentences, each with the words that only it says in its section
        self._exclusions: list[list[tuple[str, set[str]]]] = []
        self._passage_words: list[list[set[str]]] = []  # an infraction named in it is not what it is about:
        names = {(s.infraction or "").casefold(): set(tokens(s.infraction or "")) for s in infractions if s.infraction}
        self._sentences: list[list[set[str]]] = []
        self._homes: dict[str, Section] = {}  # a passage from a chapter's opening -> that chapter
        for s in infractions:
            chapter = (preambles or {}).get(s.number.split(".")[0])
            theirs = [p for p in _not_offences(chapter.text if chapter else "") if p not in s.text]
            self._homes.update({p: chapter for p in theirs if chapter is not None})
            defined = set(content(tokens(definition_of(s))))
            for rule in rules:
                about = {w for w in content(tokens(rule.title)) if self._idf.get(w, 0.0) >= 1.0}
                if about and about <= defined:  # what the section is about is what the infraction is about
                    allowed = [x for x in _allowances(rule.text) if about & set(content(tokens(x)))]
                    theirs += allowed
                    self._homes.update({p: rule for p in allowed})
            passages = exclusions_of(s) + theirs
            rest = " ".join(s.text.split())
            for p in passages:
                rest = rest.replace(p, " ")
            said = set(content(tokens(" ".join([s.title, rest, *[p for sec, p, _ in self._phrases if sec is s]]))))
            self._exclusions.append([(p, {w for w in content(tokens(p)) if w not in said and w not in _FUNCTION
                                          and self._idf.get(w, 9.0) >= 1.0})
                                     for p in passages])
            # each passage's own words, and the section's other sentences: words said together only in
            # the passage ("sacrifice a creature … controls no creatures") are what it is about, even if
            # each is said elsewhere
            self._passage_words.append([{w for w in content(tokens(p)) if w not in _FUNCTION
                                         and w not in {n for name, ws in names.items() if name in p.casefold() for n in ws}
                                         and self._idf.get(w, 9.0) >= 1.0} for p in passages])
            self._sentences.append([set(content(tokens(x))) for x in re.split(r"(?<=[.!?])\s+|\n+", rest) if x.strip()])

    def bm25(self, query_words: list[str], weights: dict[str, float] | None = None) -> list[float]:
        """BM25 of the words against each infraction's text; `weights` lowers some words' say."""
        weights = weights or {}
        out = []
        for tf, length in zip(self._tf, self._len):
            score = 0.0
            for w in set(query_words):
                f = tf.get(w, 0)
                if f:
                    score += weights.get(w, 1.0) * self._idf[w] * f * (BM25_K1 + 1) / (f + BM25_K1 * (1 - BM25_B + BM25_B * length / self._avg))
            out.append(score)
        return out

    def support(self, section: Section, words: list[str]) -> Support:
        """What `words` (a description's content words, stemmed) share with the infraction's text."""
        i = self.infractions.index(section)
        shared = set(words) & set(self._tf[i])
        did = bool(shared & (self._what[i] | self._acts[i])) or any(
            len(shared & e) >= EXAMPLE_WORDS for e in self._examples[i])
        return Support(strong=did and len(shared) >= DECIDE_TEXT_WORDS, some=did)

    def excluded(self, section: Section, words: list[str]) -> Exclusion | None:
        """The section's sentence saying that what `words` describe is not the infraction, if the
        words share what only that sentence says (two words or more)."""
        i = self.infractions.index(section)
        shared = [(len(set(words) & only), p) for p, only in self._exclusions[i]]
        best = max(shared, default=(0, ""))
        if best[0] >= EXCLUSION_WORDS:
            return Exclusion(section, best[1], self._homes.get(best[1]))
        for (p, _), own in zip(self._exclusions[i], self._passage_words[i]):
            together = set(words) & own
            if len(together) >= EXCLUSION_TOGETHER and not any(together <= x for x in self._sentences[i]):
                return Exclusion(section, p, self._homes.get(p))
            # or its condition said as the IPG says it, in order ("If sideboard cards are missing, … issue no
            # penalty": "sideboard cards are missing")
            m = re.match(r"If ([^,]+),", p) or _ALLOWED_ACT.search(p)
            condition = content(tokens(m.group(1))) if m else []
            if len(condition) >= EXCLUSION_TOGETHER and _phrase_in(condition, words):
                return Exclusion(section, p, self._homes.get(p))
        return None

    def redirected(self, section: Section, words: list[str]) -> tuple[str, Section] | None:
        """The IPG's sentence sending what `words` describe from this infraction to another, if the words
        share two or more words that only that sentence says in its section, or three of its words that no
        other sentence there says together ("mulligan … too few cards"); of a sentence naming two places,
        the part the words share most with."""
        found = self._redirects[self.infractions.index(section)]
        for p, target, only, _, _ in found:
            if len(set(words) & only) >= EXCLUSION_WORDS:
                return p, target
        for p, target, _, own, home in sorted(found, key=lambda v: -len(set(words) & set(content(tokens(v[0]))))):
            hit = set(words) & own
            if len(hit) >= EXCLUSION_TOGETHER and not any(hit <= x for x in self._sentences[home] if not own <= x):
                return p, target
        return None

    def _redirect(self, words: list[str], ranking: Ranking) -> Ranking:
        """An infraction on screen whose own text sends a case like this one elsewhere ("too few cards
        is a Game Play Error — Game Rule Violation" in Mulligan Procedure Error): the infraction it
        names first, the one the words found beside it, and the judge chooses (a close call)."""
        shown = ranking.candidates[:1] if ranking.decided else ranking.close
        for c in shown:
            found = self.redirected(c.section, words)
            if found is None:
                continue
            target = found[1]
            moved = Candidate(target, max(x.score for x in ranking.candidates[:3]), "", "redirect")
            return Ranking([moved] + [x for x in ranking.candidates if x.section is not target], False)
        return ranking

    def rank(self, text: str, said: str | None = None) -> Ranking:
        """`text` ranked; `said` is what the asker wrote when `text` has words put in for a card named
        ("Dark Confidant triggered ability"): those say what the card is, so the IPG's "not an infraction"
        sentences are matched on the asker's words alone ("Not reminding an opponent about their triggered
        abilities is never …" is not about a player who forgot their own Dark Confidant)."""
        words = content([_stem(w.replace("'", "")) for w in voice.read(text).words])
        ranking = self._redirect(words, self._rank(text))
        if said is not None and said != text:
            words = content([_stem(w.replace("'", "")) for w in voice.read(said).words])
        # the IPG's sentence ruling out any infraction on screen (the best, or beside it in a close call)
        shown = [c.section for c in (ranking.candidates[:1] if ranking.decided else ranking.close)]
        # a section not on screen only when the words are about it too: a word of its own text, or the
        # asker's own words (not only the IPG's words put in for theirs: "said he'd" -> "declaring an intent")
        own = set(tokens(said if said is not None else text))
        about = [s for s in self.infractions if s not in shown and (set(words) & set(self._tf[self.infractions.index(s)])
                                                                    or self.excluded(s, [w for w in words if w in own]))]
        excluded = next((e for s in shown + about if (e := self.excluded(s, words)) is not None), None)
        if excluded is None:
            return ranking
        if excluded.section not in shown:  # its own words are not evidence for it: offer it beside the rest
            ranking = Ranking([Candidate(excluded.section, max([c.score for c in ranking.candidates[:1]] + [MIN_TEXT_SCORE]),
                                         "", "excluded")] + ranking.candidates, False, 0.0)
        return Ranking(ranking.candidates, False, ranking.near, excluded)

    def _rank(self, text: str) -> Ranking:
        reading = voice.read(text)
        words = [_stem(w.replace("'", "")) for w in reading.words]
        best: dict[str, Candidate] = {}

        def offer(c: Candidate) -> None:
            if c.section.number not in best or best[c.section.number].score < c.score:
                best[c.section.number] = c

        # an infraction the asker only asks about ("marked cards?", "isn't that outside assistance?") or names as
        # a call already made ("after a slow play warning") is their guess or the story, not what the words
        # found: it is offered beside what the words describe, never decided on its name
        asked: list[Section] = []

        # where a name stands as a call already made ("a slow play warning"): its words are the story's
        given = {k for s in self.infractions for name in [tokens(s.infraction or "")] if name
                 for at in range(len(words) - len(name) + 1)
                 if words[at:at + len(name)] == name and voice.given(words, at, len(name))
                 for k in range(at, at + len(name))}

        # a question that is the whole of it ("what's the penalty for GRV at Competitive?") asks for that
        # infraction by name: there is no story beside it to read the call from
        spans = reading.asked if content([w for i, w in enumerate(words)
                                          if not any(a <= i < b for a, b in reading.asked)]) else ()

        def guessed(at: int, length: int) -> bool:
            return voice.given(words, at, length) or at in given or any(a <= at < b for a, b in spans)

        for s in self.infractions:  # the infraction's own name, or its name with a slip of the keys
            name = tokens(s.infraction or "")
            at = _name_at(name, words, self.known)
            if at is not None and guessed(at, len(name)):
                asked.append(s)
            elif at is not None:
                exact = words[at:at + len(name)] == name
                offer(Candidate(s, NAME_SCORE + len(" ".join(name)) - (0 if exact else 5), "", "name"))

        def others_did(ptoks: list[str]) -> bool:
            """The phrase is found only inside what another player did ("let me make an illegal block")."""
            return bool(reading.others) and not _phrase_in(ptoks, [w for i, w in enumerate(words)
                                                                   if not any(a <= i < b for a, b in reading.others)])

        def initials_asked(section: Section, ptoks: list[str]) -> bool:
            """The phrase is found only in what the asker asks ("GRV or HCE?", "marked cards?")."""
            if not (spans or given) or _phrase_in(ptoks, [w for i, w in enumerate(words) if not guessed(i, 1)]):
                return False
            asked.append(section)
            return True

        hits = [(section, phrase, ptoks) for section, phrase, ptoks in self._phrases
                if _phrase_in(ptoks, words) and not others_did(ptoks) and not initials_asked(section, ptoks)]
        for section, phrase, ptoks in hits:
            # a phrase inside a longer one that another infraction owns says less: "playing slowly" in
            # "deliberately playing slowly" is Stalling's, not Slow Play's
            if any(other is not section and len(o) > len(ptoks) and _phrase_in(ptoks, o) for other, _, o in hits):
                continue
            offer(Candidate(section, PHRASE_SCORE + len(" ".join(ptoks)) / 10, phrase, "phrase"))
        # what the other player did counts half: it describes their error, not the offender's
        own = {w for i, w in enumerate(words) if not any(a <= i < b for a, b in reading.others)}
        scores = self.bm25(content(words), {w: OTHERS_WEIGHT for w in words if w not in own})
        support = {s.number: self.support(s, content(words)) for s in self.infractions}
        text_rank = sorted(((sc, s) for sc, s in zip(scores, self.infractions) if sc > 0), key=lambda v: -v[0])
        strong = sorted(best.values(), key=lambda c: -c.score)
        if strong:
            # a phrase or name decides unless another infraction has one too; the definitions break
            # ties between two phrases (the one the text also supports more)
            by_text = {s.number: sc for sc, s in text_rank}
            strong.sort(key=lambda c: (-(c.how == "name"), -(c.score + by_text.get(c.section.number, 0.0) / 10)))
            rest = [Candidate(s, min(sc, PHRASE_SCORE - 1), "", "text") for sc, s in text_rank
                    if s.number not in best]
            top, second = strong[0], strong[1] if len(strong) > 1 else None
            decided = second is None or top.how == "name" and second.how != "name" or \
                (by_text.get(top.section.number, 0.0) >= 1.5 * max(by_text.get(second.section.number, 0.0), 0.1))
            if decided and top.how == "phrase" and len(tokens(top.why)) == 1 and not _initials(top):
                # one everyday word ("mulligan", "late") says what the story is about, not what was done
                # wrong: another infraction whose own text the words support clearly more (the word's own
                # infraction's text within CLOSE_RATIO of it) is beside it ("takes 3 min over each mulligan
                # decision … a draw locks him" is Stalling's example D more than Mulligan Procedure Error)
                decided = not any(s.number != top.section.number and support[s.number].strong
                                  and sc >= DECIDE_TEXT_SCORE and sc * CLOSE_RATIO >= by_text.get(top.section.number, 0.0)
                                  for sc, s in text_rank)
            return _beside(asked, self._intent(words, Ranking(strong + rest, decided)))
        cands = [Candidate(s, sc, "", "text") for sc, s in text_rank if sc >= MIN_TEXT_SCORE]
        # an example's setting alone ("he stared at the table number": table, number) may be offered
        # beside an infraction that shares what was done, never found on its own
        if not any(support[c.section.number].some for c in cands):
            return _beside(asked, Ranking([], False))
        cands.sort(key=lambda c: not support[c.section.number].some)  # what was done before the setting
        decided = support[cands[0].section.number].strong and cands[0].score >= DECIDE_TEXT_SCORE and (
            len(cands) == 1 or cands[1].score < cands[0].score * TEXT_LEAD)
        return _beside(asked, self._intent(words, Ranking(cands + [Candidate(s, sc, "", "text") for sc, s in text_rank
                                                                   if sc < MIN_TEXT_SCORE], decided, near=TEXT_LEAD)))

    def rank_weak(self, text: str) -> list[Section]:
        """Infractions whose definitions and examples share any word with `text`, best first: too
        little to answer with, enough to say which are closest when refusing."""
        words = [_stem(w.replace("'", "")) for w in voice.read(text).words]
        scores = self.bm25(content(words))
        return [s for sc, s in sorted(zip(scores, self.infractions), key=lambda v: -v[0]) if sc > 0]

    def _doubt(self, words: list[str], ranking: Ranking) -> Ranking:
        """An infraction that needs intent (where another infraction's text sends an intentional
        offence: Stalling, Cheating) decided from words that doubt the intent ("maybe to run the
        clock, not sure") is a close call with the infraction it is without intent (Slow Play)."""
        if not ranking.decided or not ranking.candidates or not DOUBT & set(words):
            return ranking
        top = ranking.candidates[0]
        sources = [n for n, t in self.redirects.items() if t is top.section]
        if not sources:
            return ranking
        by_number = {s.number: s for s in self.infractions}
        rest = {c.section.number: c for c in ranking.candidates[1:]}
        source = max(sources, key=lambda n: rest[n].score if n in rest else -1.0)
        beside = rest.get(source) or Candidate(by_number[source], top.score, "", "intent")
        others = [c for c in ranking.candidates[1:] if c is not beside]
        return Ranking([top, Candidate(beside.section, top.score, beside.why, beside.how)] + others, False)

    def _intent(self, words: list[str], ranking: Ranking) -> Ranking:
        """Words that say it was done on purpose move the call where the IPG's own text sends an
        intentional offence ("If a judge believes a player is intentionally playing slowly …, the
        infraction is Unsporting Conduct — Stalling"): that infraction first, the one the words
        described beside it, and the judge, who has to find the intent, chooses (a close call)."""
        if not ranking.candidates or not INTENT & set(words):
            return self._doubt(words, ranking)
        top = ranking.candidates[0]
        target = self.redirects.get(top.section.number)
        if target is None or target is top.section:
            return ranking
        moved = Candidate(target, top.score, "", "intent")
        rest = [c for c in ranking.candidates if c.section is not target]
        return Ranking([moved] + rest, False)
