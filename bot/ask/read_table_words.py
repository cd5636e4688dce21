"""Words a player says at a table that tell nothing new: "what happens to the two cards?" of a melded permanent (it
is two cards, 712.4/712.21), 「手札を見たら」 after a hand-attack spell (looking is how it finds the card). Placed as
what they are, so they don't stop an answer; anything else in their clause still has to be placed.

A mixin of the question reader's builder: it reads the same items."""

from __future__ import annotations

import re

_LOOKED = re.compile(r"見(たら|た|て|ると|れば)")
_LOOKED_EN = {"looked", "look", "saw", "see", "seeing", "looking"}


class TableWordsReading:

    def _table_words(self) -> None:
        items = self.items
        melded = any(it.kind == "card" and it.card is not None and it.card.layout == "meld" for it in items)
        hand = [it for it in items if it.kind == "concept" and it.value == "zone:hand"]
        for k, it in enumerate(items):
            if it.used:
                continue
            nxt = items[k + 1].text.casefold() if k + 1 < len(items) else ""
            if melded and it.kind == "number" and it.value == 2 and (
                    nxt in ("cards", "card", "枚", "枚とも", "枚とも") or nxt.startswith("枚")):
                it.used = True  # "the two cards", 「カード2枚とも」: the melded permanent's cards
                if k + 1 < len(items) and items[k + 1].kind == "word":
                    items[k + 1].used = True
            elif it.kind == "word" and hand and self._looked_at_hand(it, hand):
                it.used = True

    def _looked_at_hand(self, it, hand) -> bool:
        """「手札を見たら」, "looked at their hand": the hand said in the same sentence, looked at."""
        if self.language == "ja":
            ok = _LOOKED.fullmatch(it.text) is not None
        else:
            ok = it.text.casefold() in _LOOKED_EN
        return ok and it.where is not None and any(
            h.where is not None and h.where.sentence == it.where.sentence for h in hand)
