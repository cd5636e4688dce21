"""The shape of a question: which clause asks, which clauses set the scene or tell what happened.

The cutter marks each item with its sentence and clause (bot/ask/cut.py `Where`). Of the sentences
that ask (a question mark, or the last sentence when there is none), the last one holds the question;
in it, the clause opened by a question word ("does", "can", "what"...) is the question clause, and
clauses opened by "if", "when", "after"... are the situation and the events it rests on.

The verb of the question clause is asked, never performed before the check: "can Path to Exile exile
it?" checks Path to Exile; "does it transform?" looks at its face after the story, it does not
transform it first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.ask.account import QUESTION_OPENERS

if TYPE_CHECKING:
    from bot.ask.cut import Item

CONDITION_OPENERS = {"if", "when", "whenever", "after", "once", "assuming", "suppose", "while", "before",
                     "until", "since", "because", "then", "so", "but", "afterwards", "later"}
_TIME_WORDS = {"later", "then", "afterwards", "after", "now", "still"}
MODAL = {"can", "could", "may", "might", "cant", "cannot", "couldnt", "able", "ja:can"}
JA_PREDICATES = {"ja:says", "ja:can"}  # a Japanese clause that is no condition: it states, or asks at the end  # "can it ...": is it allowed


@dataclass(frozen=True)
class Shape:
    asked: tuple[int, int] | None  # (sentence, clause) of the question clause
    opener: str  # the word that opens it: "does", "can", "what"... ("" in Japanese)
    questions: tuple[int, ...] = ()  # every sentence that asks something (several: one is answered at a time)

    @property
    def modal(self) -> bool:
        """'Can I unlock it?': the asked act is tried, and whether it is allowed is the answer."""
        return self.opener in MODAL

    def asks(self, item: Item) -> bool:
        w = item.where
        return self.asked is not None and w is not None and (w.sentence, w.clause) == self.asked


_TAGS = {"right", "correct", "yeah", "yes", "no", "yea", "ya", "ok", "okay", "?", "right?", "or", "not", "nah"}
_REASON_OPENERS = {"its", "it's", "it’s", "thats", "that's", "since", "because", "cuz", "cause", "bc", "so"}


_GUESS_WORDS = {"or", "maybe", "like", "either", "と", "か", "or?", "って", "かな", "でしょ", "だよね", "ですか"}


def guessed(placed: list[Item], sentence: int) -> bool:
    """'墓地でのマナ総量はいくつ？6？', '… mana value? 5 or 8?', '…どこ行く？墓地？': a sentence of numbers or zones alone
    after a question is the asker's guess at its answer, not a question of its own."""
    said = [it for it in placed if it.where.sentence == sentence]

    def guess(it: Item) -> bool:  # a number, or a zone ("… where does it go? graveyard?", 「…どこ行く？墓地？」)
        return it.kind == "number" or it.kind == "concept" and str(it.value).startswith("zone:")
    return sentence > 0 and any(guess(it) for it in said) and all(
        guess(it) or it.text.casefold() in _GUESS_WORDS for it in said)


def _before_a_reason(placed: list[Item], sentence: int, questions: tuple[int, ...]) -> int:
    """"can my Bloodsworn Knight block? it's a back face so no mana cost = 0?": a last "?" sentence that opens as a
    reason (no question word in it) after one that asks is the asker's reasoning about the question before it —
    that one is the question, and the reason is told (read as what it claims)."""
    if guessed(placed, sentence):
        earlier = [q for q in questions if q < sentence and not guessed(placed, q)]
        return max(earlier) if earlier else sentence
    said = [it for it in placed if it.where.sentence == sentence]
    openers = [it.where.opener for it in said]
    reasoned = openers and (openers[0] in _REASON_OPENERS or any(  # "… back side has no cost so mv 0 = even??"
        it.text.casefold() in ("so", "since", "because", "=") or str(it.value) == "cmp:=" for it in said))
    if not reasoned or any(o in QUESTION_OPENERS for o in openers):
        return sentence
    earlier = [q for q in questions if q < sentence and any(
        it.where.sentence == q and it.where.opener in QUESTION_OPENERS for it in placed)]
    return max(earlier) if earlier else sentence


def clause_words(asking: list[Item], clause: int) -> list[str]:
    """The words of one clause, in lower case and without apostrophes ("can't" is "cant", as the openers are)."""
    return [it.text.casefold().replace("'", "").replace("’", "") for it in asking if it.where.clause == clause]


def _modal_within(asking: list[Item], clause: int, opener: str) -> str:
    """'…, spell snare can't counter it since its mv is 5?': a clause asked as a statement with its modal inside asks
    whether it can be — as "can spell snare counter it?" does (it had been told as done, and refused)."""
    said = clause_words(asking, clause)
    return "can" if any(w in ("can", "cant", "cannot", "could", "couldnt") for w in said) \
        and all(w not in ("if", "when") for w in said) else opener


def shape(items: list[Item]) -> Shape:
    placed = [it for it in items if it.where is not None and not it.where.quoted]
    # A sentence asks when it ends with a question mark or opens with a question word ("Delver enters
    # transformed? what's its name": the last of them holds the question).
    asking_sentences = {it.where.sentence for it in placed
                        if it.where.asks or it.where.opener in QUESTION_OPENERS}
    if not asking_sentences:
        return Shape(None, "")
    sentence = max(asking_sentences)
    questions = tuple(sorted(asking_sentences))
    sentence = _before_a_reason(placed, sentence, questions)
    asking = [it for it in placed if it.where.sentence == sentence]
    clauses: dict[int, str] = {}
    for it in asking:
        if it.where.sentence == sentence:
            clauses[it.where.clause] = it.where.opener  # the last word's: "so does it flip?" is opened by "does"
    if not any(c for c in clauses.values()):  # Japanese: the question is the last clause
        last = max(clauses)
        return Shape((sentence, last), "", questions)
    for clause, opener in clauses.items():
        if opener in QUESTION_OPENERS:
            return Shape((sentence, clause), opener, questions)
    for clause, opener in clauses.items():  # "if it dies later does it still get exiled?": "later" opens the question
        words = clause_words(asking, clause)
        if opener in _TIME_WORDS and len(words) > 1 and words[1] in QUESTION_OPENERS:
            return Shape((sentence, clause), words[1], questions)
    if any(o in JA_PREDICATES for o in clauses.values()):  # Japanese: the last predicate clause asks
        last = max(c for c, o in clauses.items() if o in JA_PREDICATES)
        return Shape((sentence, last), "does" if clauses[last] == "ja:says" else "can", questions)
    last = max(clauses)
    if len(clauses) > 1 and all(it.text.casefold() in _TAGS for it in asking if it.where.clause == last):
        # "fatal push can't kill a flipped delver, right?": the tag asks what the clause before it says
        del clauses[last]
        last = max(clauses)
        if clauses[last] in QUESTION_OPENERS or clauses[last] not in CONDITION_OPENERS:
            return Shape((sentence, last), clauses[last], questions)
    if len(clauses) > 1 and clauses[last] == "so" and any(it.where.asks for it in asking):
        # "its land side is mv 0 so i get to cast it free?": the clause the "?" closes, opened by "so", is what is
        # asked; the clause before it is the asker's reason (it had been taken as the question). "so i can't cast
        # it?" asks whether it can be: its modal is the clause's
        modal = next((w for w in clause_words(asking, last) if w in MODAL), "so")
        return Shape((sentence, last), "can" if modal in MODAL else "so", questions)
    for clause, opener in reversed(clauses.items()):  # "Delver transforms, mana value?": the last says what is asked
        if opener not in CONDITION_OPENERS:
            return Shape((sentence, clause), _modal_within(asking, clause, opener), questions)
    first = min(clauses)
    return Shape((sentence, first), clauses[first], questions)
