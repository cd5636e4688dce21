"""A double-faced card's own ability that transforms it, told to go twice: "it triggers twice", "her trigger went
twice", "I activate its transform ability twice holding priority", 「2回誘発した」. Two abilities are put on the
stack, and each transforms the permanent only if it hasn't transformed since it was put there (701.27f): the
story `activate transform; activate transform; resolve ability; resolve ability`.

What made it trigger ("two of my creatures died at once", "I sacrificed two Clues") is the trigger's cause, said
in a clause before the one telling it went twice: that clause acts on other objects, never on the card, so its
words are placed as the cause and none of them becomes a step of the card's story."""

from __future__ import annotations

import re

from bot.ask.cut import Item

_ACTIVATE = {"activate", "activates", "activated", "activating", "起動", "起動した", "起動して"}
_TRIGGER_WORDS = {"ask:trigger"}
_HAPPENED = {"went", "goes", "go", "fired", "fires", "fire", "happened", "happens", "happen", "stacked", "off",
             "ability", "abilities", "its", "her", "his", "the", "own"}
_PRIORITY = ("holding priority", "hold priority", "holds priority", "held priority")
_JA_TIMES = re.compile(r"^([2-4２-４])回")
_JA_DIGITS = str.maketrans("２３４", "234")


def own_transform_ability(card) -> bool:
    """Does the card's front face have an ability of its own that transforms it ("transform this creature",
    "{5}{G}: Transform Shrill Howler.", "transform Archangel Avacyn at the beginning of the next upkeep")?"""
    if not card.is_double_faced or card.layout != "transform" or len(card.faces) < 2:
        return False
    front = card.faces[0]
    names = [front.name.casefold(), front.name.split(",")[0].casefold()]
    own = "|".join(re.escape(n) for n in names)
    for line in (front.text or "").casefold().splitlines():
        if re.search(rf"\btransform (?:this \w+|it|{own})\b", line):
            # one that transforms it only if something holds ("If an instant or sorcery card is revealed this way",
            # Delver of Secrets; an intervening "if") depends on what the story doesn't say: not read so
            return re.search(r"\bif\b", line) is None
    return False


class TwiceReading:
    items: list
    language: str

    def _ability_twice(self, card) -> Item | None:
        """The item telling the card's own transforming ability went twice, with its words placed, or None."""
        if not own_transform_ability(card):
            return None
        items = self.items
        for k, it in enumerate(items):
            times = self._times(k)
            if it.where is None or self.shape.asks(it) or not times:
                continue
            clause = (it.where.sentence, it.where.clause)
            near = [x for x in items if x.where is not None and (x.where.sentence, x.where.clause) == clause]
            cue = [x for x in near if x.kind == "concept" and x.value in _TRIGGER_WORDS
                   or x.kind == "word" and x.text.casefold() in _ACTIVATE]
            if not cue:
                continue
            for x in near:  # "activate Shrill Howler's {5}{G} transform twice": the ability, named by what it does
                if x.kind == "card" and x.card is not None and x.card.name == card.name:
                    continue
                if x.kind == "concept" and x.value in ("act:transform", "ask:abilities", "ask:mv") \
                        or x.kind in ("word", "ambiguous") and x.text.casefold() in _HAPPENED | _ACTIVATE \
                        or x in cue or x is it or x.kind == "word" and x.text.startswith("回"):
                    x.used = True
                    if x.kind in ("ambiguous", "concept") and x not in cue:
                        x.kind, x.value = "word", None  # the ability's name ("transform"), not a transform told
            self._priority_said(clause)
            self._cause_said(it, card)
            self._back_asked(card)
            self.ability_times = times
            return it
        return None

    def _times(self, k: int) -> int:
        """How many times item k says it went: "twice", "three times", 「3回」, 「2回誘発」 (0 for none)."""
        it, nxt = self.items[k], (self.items[k + 1] if k + 1 < len(self.items) else None)
        if self.language == "ja" and it.kind == "word":
            m = _JA_TIMES.match(it.text)
            return int(m.group(1).translate(_JA_DIGITS)) if m else 0
        if it.kind != "number" or not isinstance(it.value, int) or not 2 <= it.value <= 4:
            return 0
        if it.text.casefold() == "twice":
            return 2
        if nxt is not None and (nxt.text.casefold() == "times" or self.language == "ja" and nxt.text.startswith("回")):
            return it.value
        return 0

    def _back_asked(self, card) -> None:
        """"does it flip and flip back?", 「変身→戻る→また変身」: every turning over asked is one question, read off
        the face up at the end — none is done as a step."""
        for x in self.items:
            if x.where is None or not x.where.asks or x.used and x.kind != "concept":
                continue
            if x.kind == "concept" and x.value == "act:transform" and id(x) not in self.asked_verbs:
                x.kind, x.value, x.used = "word", None, True
            elif x.kind == "word" and x.text in ("戻る", "戻っ", "戻ります", "戻って"):
                x.used = True
    def _priority_said(self, clause: tuple[int, int]) -> None:
        items = self.items
        for k, x in enumerate(items):
            if x.where is None or x.where.sentence != clause[0]:
                continue
            pair = " ".join(y.text.casefold() for y in items[k:k + 2])
            if pair in _PRIORITY:
                for y in items[k:k + 2]:
                    y.kind, y.used = "word", True

    def _cause_said(self, twice: Item, card) -> None:
        """The clauses before the one telling it went twice — in its sentence, or the whole sentence before it —
        that name no card and tell something happening to other objects: what made it trigger ("two of my
        creatures died at once", 「自分のクリーチャーが3体同時に死んだ」), placed as its cause, never steps or
        checks of the card."""
        s, c = twice.where.sentence, twice.where.clause
        before = [x for x in self.items if x.where is not None and (
            x.where.sentence == s and x.where.clause < c or x.where.sentence == s - 1)]
        for clause in sorted({(x.where.sentence, x.where.clause) for x in before}):
            words = [x for x in before if (x.where.sentence, x.where.clause) == clause]
            named = next((i for i, x in enumerate(words) if x.kind in ("card", "ambiguous")), None)
            if named is not None and words[named].kind == "card" and words[named].card is not None \
                    and words[named].card.name == card.name and any(
                        x.kind == "concept" and x.value.startswith("type:") for x in words[:named]):
                words = words[:named]  # "Two of my creatures died this turn with Avacyn out": others died, before it
                if words and words[-1].text.casefold() == "with":
                    words[-1].used = True
            elif named is not None:
                continue  # a card named: what it does is its own story, not read here
            if any(x.kind == "concept" and x.value.startswith(("dn:", "zone:", "state:", "time:", "when:"))
                   for x in words):
                continue  # where, when, day or night: the situation, read as such
            if not any(x.kind == "concept" and x.value.startswith(("move:", "act:")) for x in words):
                continue
            for x in words:  # other objects dying, counted: the cause, never a step or a check of the card
                x.kind, x.value, x.used = "word", None, True
