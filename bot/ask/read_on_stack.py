"""A door's unlock trigger on the stack, and the Room removed in response: "opp unlocked Ritual Chamber and the
trigger is on the stack. if i destroy the room in response, do they still get the demon?". Once triggered, an
ability exists on the stack independently of its source (113.7a): it resolves though the Room is gone; "this Room
deals 6 damage" uses the Room as it last existed. A trigger that would act on the Room itself (a counter put on
it) is not read so — its words stay unplaced and no verdict is given.

The question clause asks about the trigger's effect in its own words ("the demon", "the 6 damage", "the
trigger"): each word of it must be a word of the trigger's text or a word asking whether it still happens;
anything else stays unplaced."""

from __future__ import annotations

import re

_STILL_ASKED = {"still", "happen", "happens", "resolve", "resolves", "get", "gets", "work", "works", "go", "goes",
                "deal", "deals", "dealt", "they", "i", "we", "you", "he", "she", "the", "a", "an", "my", "their", "its",
                "it", "trigger", "triggers", "ability", "effect", "off", "create", "make", "token", "damage"}
_RESPONSE_WORDS = {"respond", "responds", "responded", "responding", "response"}
_REMOVAL_WORDS = {"bouncing", "bounces", "destroying", "exiling", "killing", "kill", "kills", "killed", "removing",
                  "remove", "removed", "removes"}
# "do I still get my 3 devils?": the trigger says "create three … Devil creature tokens"
_NUMBER_WORDS = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight"}
_ROOM_DEALS = re.compile(r"\bthis room deals\b")
_SELF = re.compile(r"\bthis (?:room|enchantment|permanent|door)\b")


def unlock_trigger(face) -> str | None:
    """The door's own "When you unlock this door, …" ability, when it acts on nothing of the Room itself."""
    for line in (face.text or "").splitlines():
        if line.casefold().startswith("when you unlock this door"):
            if _SELF.search(_ROOM_DEALS.sub("", line.casefold().removeprefix("when you unlock this door"))):
                return None
            return line
    return None


class OnStackReading:
    items: list
    language: str

    def _trigger_outlives_room(self, card) -> str | None:
        """The door whose unlock trigger is told on the stack while the Room is removed in response, with the
        words of that placed; None when the question is not of that shape."""
        if not card.is_room or self.language != "en":
            return None
        items = self.items
        triggers = [it for it in items if it.kind == "concept" and it.value == "ask:trigger"]
        doors = {it.match.face_idx for it in items if it.kind == "card" and it.card is not None
                 and it.card.name == card.name and it.match is not None and it.match.face_idx is not None}
        named = [card.faces[i] for i in doors if unlock_trigger(card.faces[i]) is not None]
        responded = [it for it in items if it.kind == "concept" and it.value == "time:response"
                     or it.kind in ("word", "ambiguous") and it.text.casefold() in _RESPONSE_WORDS]
        unlocked = any(it.kind == "concept" and it.value in ("act:unlock", "state:unlocked") for it in items)
        if not triggers or len(named) != 1 or not responded or not unlocked:
            return None
        door = named[0]
        asked = [it for it in items if self.shape.asks(it)]
        if not any(it.text.casefold() == "still" for it in asked):
            return None
        text = unlock_trigger(door).casefold()
        for it in asked:
            if it.kind in ("card",) or it.kind == "concept" and it.value.startswith(("q:", "move:", "time:")):
                continue  # the asking word; the removal and its timing are read as the story's
            said = it.text.casefold()
            forms = {said, said[:-1] if said.endswith("s") else said, _NUMBER_WORDS.get(said, said)}
            if said in _STILL_ASKED or any(re.search(rf"\b{re.escape(f)}s?\b", text) for f in forms):
                it.kind, it.value, it.used = "word", None, True
            elif it.kind in ("concept", "number"):
                it.kind, it.value, it.used = "word", None, False  # ("do they still get the angel?"): not the trigger's
        for t in triggers:  # "the 'create a 6/6 demon' trigger": the trigger named by its own words before it
            k = items.index(t)
            for it in reversed(items[max(0, k - 8):k]):
                if it.kind == "card" or it.where is None or t.where is None or it.where.clause != t.where.clause:
                    break
                if re.search(rf"\b{re.escape(it.text.casefold())}\b", text):
                    it.kind, it.value, it.used = "word", None, True
        if "target" in text:
            self._target_said(triggers, text)
        for it in triggers + responded:
            it.kind, it.value, it.used = "word", None, True
        for it in items:
            if it.kind == "concept" and it.value == "zone:stack" and not self.shape.asks(it):
                it.used = True  # "the trigger is on the stack": where the ability is, not the Room
            elif it.kind == "ambiguous" and it.text.casefold() in _REMOVAL_WORDS:
                it.kind, it.value, it.used = "concept", _removal(it.text), True
        return door.name

    def _target_said(self, triggers: list, text: str) -> None:
        """'the trigger targets their 5/5': what the trigger targets, said in its clause — a creature told by its
        power and toughness."""
        items = self.items
        for k, it in enumerate(items):
            if not (it.kind == "concept" and it.value == "hit:check" and it.text.casefold().startswith("target")):
                continue
            if not any(t.where is not None and it.where is not None and (t.where.sentence, t.where.clause)
                       == (it.where.sentence, it.where.clause) and items.index(t) < k for t in triggers):
                continue
            it.kind, it.value, it.used = "word", None, True
            after = items[k + 1:k + 4]
            for x in after:  # "targets their creature": what the trigger's text says it targets
                if x.kind == "concept" and x.value.startswith("type:") and x.text.casefold() in text:
                    x.kind, x.value, x.used = "word", None, True
            numbers = [x for x in after if x.kind == "number"]
            if len(numbers) == 2 and after[-1] is numbers[-1] or len(numbers) == 2 and after.index(numbers[1]) \
                    == after.index(numbers[0]) + 1:
                for x in numbers:  # "their 5/5": the creature targeted, by its power and toughness
                    x.kind, x.used = "word", True

def _removal(text: str) -> str:
    return "move:hand" if text.casefold().startswith("bounc") else "move:graveyard"

