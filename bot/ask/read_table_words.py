"""Words a player says at a table that tell nothing new: "what happens to the two cards?" of a melded permanent (it
is two cards, 712.4/712.21), 「手札を見たら」 after a hand-attack spell (looking is how it finds the card). Placed as
what they are, so they don't stop an answer; anything else in their clause still has to be placed.

A mixin of the question reader's builder: it reads the same items."""

from __future__ import annotations

import re

from bot.rules.effects.read import read as read_effects

_MOVED_BY = {"move:hand": ("bounce",), "move:exile": ("exile", "exile_if"), "move:graveyard": ("destroy", "destroy_if")}

_LOOKED = re.compile(r"見(たら|た|て|ると|れば)")
_LOOKED_EN = {"looked", "look", "saw", "see", "seeing", "looking"}


def chooses_a_name(card) -> bool:
    """Does the card choose a card name (Pithing Needle, Meddling Mage, Cabal Therapy's kin: the "naming" template)?"""
    return any(e.template == "naming" for e in read_effects(card).effects)


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

    def _ja_moved_by(self) -> None:
        """「《Boomerang》で手札に戻した」: the card said with で before a move told in the past is how the card moved —
        the move is the story's step (the card had also been checked against the card already in the hand, and its
        いいえ led the answer). Only when the card's own effect is that move (a bounce for 手札に戻す)."""
        if self.language != "ja":
            return
        items = self.items
        for k, it in enumerate(items[:-2]):
            if it.kind != "card" or it.card is None or it.used or it.card.is_room or it.card.is_double_faced:
                continue
            if items[k + 1].text not in ("で", "によって", "に"):
                continue
            j = k + 2
            if j + 2 < len(items) and items[j].kind == "card" and items[j].card is not None and (
                    items[j].card.is_room or items[j].card.is_double_faced) and items[j + 1].text == "を":
                j += 2  # 「《Unsummon》で《Moonrage Brute》を手札に戻した」
            move = items[j]
            if move.kind != "concept" or move.value not in _MOVED_BY or self.shape.asks(move):
                continue
            if any(e.template in _MOVED_BY[move.value] for e in read_effects(it.card).effects):
                it.used = items[k + 1].used = True

    def _naming_verb(self) -> None:
        """"opp's Pithing Needle names Bloodline Keeper": "names" after a card that chooses a card name is its naming
        (the name it chose), not the name asked of the story's card — it had added a check of the card's name, which
        led the answer."""
        items = self.items
        for k, it in enumerate(items[1:-1], 1):
            before = items[k - 1]
            if it.kind == "concept" and it.value == "ask:name" and not self.shape.asks(it) and before.kind == "card" \
                    and before.card is not None and chooses_a_name(before.card):
                it.value = "check:name"

    def _guess_with_its_reason(self) -> None:
        """"what's the mv of the locus now, 0 since the back has no cost?": a number said after the question with its
        reason ("since", "because") is the asker's guess, shown as not used — the mana value is worked out from the
        rules. Only when nothing there is a card or another number."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[:-1]):
            nxt = items[k + 1]
            if it.kind != "number" or it.used or nxt.text.casefold() not in ("since", "because", "cuz", "cause", "bc") \
                    or it.where is None:
                continue
            span = [x for x in items[k:] if x.where is not None and x.where.sentence == it.where.sentence]
            if any(x.kind in ("card", "ambiguous") or x.kind == "number" and x is not it and x.text.casefold() != "no"
                   for x in span):
                continue
            if not any(x.kind == "concept" and x.value == "ask:mv" for x in items[:k]
                       if x.where is not None and x.where.sentence == it.where.sentence):
                continue
            for x in span:
                x.kind, x.value, x.used = "word", None, True
            self._said_claims.append(" ".join(x.text for x in span))

    def _contrasted_acts(self) -> None:
        """'…even though i cast it instead of unlocking it?': an act said after "instead of" / "rather than" is the one
        that did not happen — no event of the story (it had become an unlock after the cast: "That can't happen as
        told"). Its words are placed as that contrast."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[:-2]):
            pair = (it.text.casefold(), items[k + 1].text.casefold())
            if pair not in (("instead", "of"), ("rather", "than")):
                continue
            act = items[k + 2]
            if act.kind == "concept" and str(act.value).startswith("act:"):
                for x in items[k:k + 3] + [x for x in items[k + 3:k + 4] if x.text.casefold() in ("it", "them")]:
                    x.kind, x.value, x.used = "word", None, True

    def _fused(self) -> None:
        """'i cast wear // tear fused, both halves': a split card cast fused is one spell (702.102c) — said of the card
        cast, the words tell how it was cast, nothing more."""
        items = self.items
        for k, it in enumerate(items[1:], start=1):
            if it.kind not in ("word", "ambiguous") or it.text.casefold() not in ("fused", "fuse", "fusing"):
                continue
            card = next((x for x in reversed(items[max(0, k - 3):k]) if x.kind == "card" and x.card is not None), None)
            if card is None or not any(re.match(r"fuse\b", (f.text or "").casefold()) or "\nfuse" in (f.text or "").casefold()
                                       for f in card.card.faces):
                continue
            it.kind, it.value, it.used = "word", None, True  # (not a card named "Fused …")
            for x in items[k + 1:k + 4]:
                if x.text.casefold() in ("both", "halves", "both halves", ",", "half"):
                    x.used = True
