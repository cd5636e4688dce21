"""What a card's own triggered ability makes, asked: "do I get the demon?", "does it make a spirit?", "and get the
trigger again?" after the story unlocks a door or enters the card. The thing asked is named in the text of one of
its triggered abilities ("When you unlock this door, create a 6/6 black Demon creature token with flying"), so the
question is whether that ability triggers — read off the story's last step like "does it trigger?" (603.2), never
what the token or card is.

A mixin of the question reader's builder: it reads the same items."""

from __future__ import annotations

import re

_GET = {"get", "gets", "got", "make", "makes", "create", "creates"}
_EFFECT_VERBS = {"deal", "deals", "draw", "draws", "mill", "mills", "gain", "gains", "lose", "loses", "surveil",
                 "scry", "manifest", "discover"}
_TRIGGERED = re.compile(r"^(?:When|Whenever|At) ", re.MULTILINE)


_ON_ITS_OWN_EVENT = re.compile(r"unlock this door|\benters\b|\btransforms\b")


def triggered_lines(card) -> list[tuple[str, str]]:
    """(face name, text in lower case) of each of the card's triggered abilities that trigger on what a story does to
    it — a door unlocked, it entering, it transforming ("When you unlock this door, …", "When this creature enters,
    …"). Not one that triggers at a time of the turn ("At the beginning of combat on your turn, … gains haste"):
    whether the asker "gets the haste" is then no question of this step."""
    return [(f.name, line.casefold()) for f in card.faces for line in (f.text or "").splitlines()
            if _TRIGGERED.match(line) and _ON_ITS_OWN_EVENT.search(line.split(",")[0])]


def triggered_text(card) -> str:
    return " ".join(text for _, text in triggered_lines(card))


_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _said_in(word: str, text: str) -> bool:
    """Is the word, singular or plural, said in the ability's text ("demon" in "… black Demon creature token")?"""
    return re.search(rf"\b{re.escape(word.casefold().removesuffix('s'))}s?\b", text) is not None


def _in_text(item, text: str) -> bool:
    """Is the word (or the number, as a digit or a word) said in the ability's text?"""
    if item.kind == "number" and isinstance(item.value, int) and 0 <= item.value < len(_NUMBER_WORDS):
        return re.search(rf"\b(?:{item.value}|{_NUMBER_WORDS[item.value]})\b", text) is not None
    return _said_in(item.text, text)


class TriggerMadeReading:

    def _trigger_made_asked(self, subject) -> None:
        if subject is None or self.language != "en" or not (subject.card.is_room or subject.card.is_double_faced):
            return
        self._trigger_subject = subject
        text = triggered_text(subject.card)
        if not text:
            return
        items = self.items
        for k, it in enumerate(items):
            if not self.shape.asks(it) or it.used or it.kind not in ("word", "ambiguous", "concept"):
                continue
            if it.kind == "concept" and not (it.value.startswith("type:") or it.value == "ask:trigger"):
                continue
            get = next((o for o in items[max(0, k - 5):k] if o.kind == "word" and o.text.casefold() in _GET
                        and o.where == it.where), None)
            if get is None:
                continue
            between = items[items.index(get) + 1:k]
            size = [o for o in between if o.kind == "number"]
            sized = len(size) == 2 and f"{size[0].value}/{size[1].value}" in text  # ("the 6/6 demon": its size)
            if any(o.kind == "card" for o in between) or size and not sized:
                continue
            for o in size:
                o.used = True
            if it.kind == "concept" and it.value == "ask:trigger" or _said_in(it.text, text):
                self._trigger_face_of([it.text])
                it.kind, it.value, it.used = "concept", "ask:trigger", False
                get.used = True
        for k, it in enumerate(items[:-1]):  # "do I get a 1/1?": the token's size, said as its power and toughness
            nxt = items[k + 1]
            if it.kind == "number" and nxt.kind == "number" and self.shape.asks(it) and k and any(
                    o.kind == "word" and o.text.casefold() in _GET for o in items[max(0, k - 3):k]) \
                    and f"{it.value}/{nxt.value}" in text:
                self._trigger_face_of([f"{it.value}/{nxt.value}"])
                it.kind, it.value, it.used = "concept", "ask:trigger", False
                nxt.used = True
                for o in items[max(0, k - 3):k]:
                    if o.kind == "word" and o.text.casefold() in _GET:
                        o.used = True
        self._trigger_effect_asked(text)

    def _trigger_face_of(self, words: list[str]) -> None:
        """The door or face whose triggered ability says what is asked ("the Glimmer token" is Grand Entryway's): the
        answer is whether that one triggers, not any ability of the card."""
        subject = getattr(self, "_trigger_subject", None)
        if subject is None:
            return
        faces = {face for face, line in triggered_lines(subject.card)
                 if all(_said_in(w, line) if "/" not in w else w in line for w in words)}
        if len(faces) == 1:
            self._trigger_face = faces.pop()

    def _trigger_effect_asked(self, text: str) -> None:
        """'does Glassworks deal 4 damage again?', 'do I mill 3?': the effect of one of its triggered abilities said
        in its own words — the verb and what follows it to the clause's end are all in that ability's text."""
        items = self.items
        for k, it in enumerate(items):
            if it.kind != "word" or it.used or not self.shape.asks(it) or it.text.casefold() not in _EFFECT_VERBS:
                continue
            rest = [o for o in items[k + 1:] if o.where == it.where and not o.used]
            if not _said_in(it.text, text) or any(o.kind == "card" for o in rest):
                continue
            said = [o for o in rest if o.kind in ("number", "word")]
            if len(said) != len(rest) or not all(_in_text(o, text) for o in said):
                continue
            self._trigger_face_of([it.text] + [o.text for o in said if o.kind == "word"])
            it.kind, it.value, it.used = "concept", "ask:trigger", False
            for o in said:
                o.used = True
            return

    def _done_then_trigger_asked(self, it) -> bool:
        """'can I unlock Mirror Room again and get the trigger?': an act tried (the "can"), then its trigger asked —
        Yes only when the act can be done and the ability triggers."""
        if self.shape.opener not in ("can", "could") or it.where is None:
            return False
        k = self.items.index(it)
        return any(o.kind == "concept" and o.value in ("act:unlock", "act:cast") and o.where is not None
                   and o.where.sentence == it.where.sentence for o in self.items[:k])

    def _ja_cast_and_entered(self) -> None:
        """「唱えて出した」: cast, and it entered — the spell resolving, read as the cast (the story follows a cast
        permanent spell until it resolves)."""
        if self.language != "ja":
            return
        for k, it in enumerate(self.items[1:], 1):
            j = k - 1
            if self.items[j].text == "て" and j:
                j -= 1  # (「唱え」「て」「出した」: the analyser's cut)
            before = self.items[j]
            if it.kind == "word" and not it.used and re.fullmatch(r"出(した|して|た|て|す)", it.text) \
                    and before.kind == "concept" and before.value in ("act:cast", "act:cast_transformed"):
                it.used = True
