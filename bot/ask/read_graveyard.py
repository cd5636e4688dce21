"""Reading a question about a count of the cards in a graveyard (delirium, "three or more creature cards in your
graveyard", threshold) when a Room or double-faced card is among them: "Extricator of Sin upkeep, checking delirium.
my gy: The Shattered States Era, a Forest, a Lightning Bolt. … does that make it 4 types?".

The card whose ability counts acts; the Room or double-faced card in the graveyard is the card followed, in the
graveyard, where it has only its front face's characteristics (712.8a) or both doors' combined (709.4); the other
cards told in the graveyard are the step's `graveyard=` (a card type for a card said by its type: "a creature card",
「クリーチャー・カード1枚」). A graveyard told only in part ("… and some other cards", a card said to be there with
nothing said of the rest) gets the step without them, which the engine answers "Can't tell", saying what to add.
What the asker says of a back face ("it flips into Nameless Conqueror which is a creature", 「アズカンタの裏は土地だから」)
and the number they expect ("does that make it 4 types?") are their reasoning: shown as not used, never counted.

A mixin of the question reader's builder (bot/ask/read.py): it reads the same items."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.rules.effects.read import read as read_effects

if TYPE_CHECKING:
    from bot.ask.cut import Item
    from bot.ask.read import Reading

# Words that say the graveyard was told only in part
_PARTIAL = {"other", "others", "else", "etc", "some", "stuff", "including", "among", "besides", "more", "few",
            "several", "bunch", "misc", "random", "など", "ほか", "他", "その他", "とか", "色々", "いろいろ"}
# Words of such a question that carry no meaning beyond what the reading places
_FILLER = {"checking", "check", "count", "counts", "counted", "counting", "make", "makes", "made", "that", "this",
           "it", "so", "total", "types", "type", "card", "cards", "plus", "and", "with", "have", "has", "i", "my",
           "the", "a", "an", "delirium", "threshold", "enough", "now", "only", "just", "into", "in", "which", "whose",
           "back", "side", "big", "its", "it's", "is", "be", "are", "there", "for", "to", "of", "at", "on",
           "種類", "枚", "カード", "裏", "第2面", "よね", "だ", "から", "で", "は", "と", "の", "が", "に", "も"}
_TYPE_CONCEPTS = {"type:artifact": "artifact", "type:battle": "battle", "type:creature": "creature",
                  "type:enchantment": "enchantment", "type:instant": "instant", "type:land": "land",
                  "type:planeswalker": "planeswalker", "type:sorcery": "sorcery", "type:kindred": "kindred"}


def _counts_graveyard(card) -> bool:
    return card is not None and any(e.template == "graveyard_count" for e in read_effects(card).effects)


class GraveyardCountReading:
    items: list
    language: str

    def graveyard_count(self) -> Reading | None:
        """The reading of such a question, or None when the question is not of that shape."""
        cards = [it for it in self.items if it.kind == "card"]
        graveyard = next((it for it in self.items if it.kind == "concept" and it.value == "zone:graveyard"), None)
        if graveyard is None:
            return None
        g0 = self.items.index(graveyard)
        if any(x.kind == "concept" and x.value == "dn:opponent" for x in self.items[max(0, g0 - 3):g0]):
            return None  # "opp's graveyard": the ability counts its controller's own graveyard
        # the card whose ability counts, not one told among the cards in the graveyard (Search for Azcanta counts
        # too, but lies there)
        counting = list(dict.fromkeys(it.card.name for it in cards if _counts_graveyard(it.card)
                                      and not self._told_in(graveyard, it)))
        if len(counting) != 1:
            return None
        actor = next(it for it in cards if it.card.name == counting[0])
        followed = [it for it in cards if it.card.name != actor.card.name
                    and (it.card.is_room or it.card.is_double_faced)]
        if not followed:
            return None
        subject = followed[0]
        asks_count = any(it.kind == "concept" and it.value in ("act:transform", "ask:type") for it in self.items) \
            or any(it.kind == "word" and it.text.casefold() in ("delirium", "threshold", "types", "count", "counts",
                                                                  "種類", "昂揚", "スレッショルド")
                   for it in self.items)
        if not asks_count:
            return None
        g = self.items.index(graveyard)
        here = graveyard.where.sentence if graveyard.where is not None else None
        told: list[str] = []
        partial = False
        reasons: set[int] = set()  # the clauses the asker gives as their reasoning
        for it in self.items:
            if it.where is None or it is subject:
                continue
            back_named = it.kind == "card" and it.card.name == subject.card.name and it.match is not None \
                and it.match.face_idx not in (None, 0)
            clause = [x for x in self.items if x.where is not None
                      and (x.where.sentence, x.where.clause) == (it.where.sentence, it.where.clause)]
            # "pelakka's back is a land": the card named again with its back face, as the asker's reason
            said_back = it.kind == "card" and it.card.name == subject.card.name and graveyard not in clause \
                and any(x.kind == "word" and x.text.casefold() in ("back", "flip", "flips", "flipped", "night")
                        for x in clause)
            if back_named or said_back or (it.kind == "word" and any(w in it.text for w in ("裏", "第2面"))):
                reasons.add((it.where.sentence, it.where.clause))
        for sentence, clause in sorted(reasons):
            # "whose back is Ormendahl, a big creature", "… which is an enchantment creature, so that's enchantment +
            # creature + land + instant = 4 right?": what follows in the sentence, naming no card, goes on with it
            nxt = clause + 1
            while True:
                after = [x for x in self.items if x.where is not None and (x.where.sentence, x.where.clause)
                         == (sentence, nxt)]
                if not after or any(x.kind == "card" for x in after) or any(self.shape_asks(x) for x in after):
                    break  # (the clause that asks is the question, not the reason)
                reasons.add((sentence, nxt))
                nxt += 1
        for k, it in enumerate(self.items):
            if it.where is None or (it.where.sentence, it.where.clause) in reasons or it is actor:
                continue
            if it.kind == "word" and it.text.casefold() in _PARTIAL:
                partial = True
                it.used = True
            if it.kind == "card" and it.card.name != actor.card.name:
                if k < g or it.where.sentence != here:
                    partial = partial or it is subject or it.card.name != subject.card.name
                    if it is subject:
                        it.used = True  # "The Shattered States Era is in my graveyard": where it is, not all there is
                    continue
                if it is not subject:
                    told.append(self._counted_times(k) + it.card.name)
                it.used = True
            elif it.kind == "concept" and it.value in _TYPE_CONCEPTS and k > g and it.where.sentence == here \
                    and not self.shape_asks(it):
                told.append(self._counted_times(k) + _TYPE_CONCEPTS[it.value])
                it.used = True
        if subject.where is None or self.items.index(subject) < g or subject.where.sentence != here:
            partial = True  # "Search for Azcanta is in my graveyard": where it is, not all that is there
        for it in self.items:  # the asker's reasoning: a back face's types, the number expected
            if it.where is not None and ((it.where.sentence, it.where.clause) in reasons or (
                    self.shape_asks(it) and it.kind in ("number", "concept") and (
                        it.kind == "number" or it.value in _TYPE_CONCEPTS or it.value == "ask:type"))):
                if not it.used and it.kind != "concept" or it.kind == "concept" and not str(it.value).startswith("q:"):
                    it.used = True
        for it in reasons and [x for x in self.items if x.where is not None
                               and (x.where.sentence, x.where.clause) in reasons] or []:
            it.used = True
        for sentence, clause in sorted(reasons):
            said = ("" if self.language == "ja" else " ").join(x.text for x in self.items if x.where is not None
                            and (x.where.sentence, x.where.clause) == (sentence, clause))
            self._said_claims.append(said)
        actor.used = True
        graveyard.used = True
        for it in self.items:
            if it.kind == "concept" and it.value in ("when:step", "act:transform", "q:is", "q:does") \
                    or it.kind == "word" and it.text.casefold() in _FILLER \
                    or it.kind == "word" and it.text in ("終了ステップ", "アップキープ") \
                    or it.kind == "number" and it.where is not None and it.where.sentence == here:
                it.used = True
            if it.kind == "ambiguous" and it.text.casefold() in ("plus",):
                it.kind, it.used = "word", True  # "2 creature cards plus Westvale Abbey": a word of the list
        step = f"check {actor.card.faces[0].name}"
        if not partial:
            step += " graveyard=" + (" + ".join(told) if told else "none")
        command = "room" if subject.card.is_room else "dfc"
        return self.reading(command, [subject.card.name, "--zone", "graveyard", "--steps", step])

    def _told_in(self, graveyard: Item, it: Item) -> bool:
        """Is the card told after the graveyard's word, in its sentence ("my gy: X, Y", 「墓地はXとY」)?"""
        return it.where is not None and graveyard.where is not None and it.where.sentence == graveyard.where.sentence \
            and self.items.index(it) > self.items.index(graveyard)

    def _counted_times(self, k: int) -> str:
        """'2 creature cards', 「クリーチャー・カード1枚」: the number said with a card type or name, as `2 `."""
        for j in (k - 1, k + 2, k + 1):
            if 0 <= j < len(self.items) and self.items[j].kind == "number" \
                    and self.items[j].where == self.items[k].where and isinstance(self.items[j].value, int) \
                    and 1 < self.items[j].value <= 60:
                self.items[j].used = True
                return f"{self.items[j].value} "
        return ""

    def shape_asks(self, it: Item) -> bool:
        return self.shape.asks(it)
