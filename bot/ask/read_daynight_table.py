"""Words of a day/night story as players say them at a table, placed where they belong: the face asked by the time
of day ("does it enter on its day side?", 「昼の面で出る？」), where a spell was cast from ("from my hand",
「手札から」), a card "on the battlefield" from the start, "one of them got countered", a spell cascaded into.

A mixin of the question reader's builder, like DayNightReading: it reads the same items."""

from __future__ import annotations

import re

_SIDES = {"side", "face", "half", "form"}
_ORDINALS = {"second": 2, "2nd": 2, "third": 3, "3rd": 3}
_ZONES_CAST_FROM = ("zone:hand", "zone:graveyard", "zone:exile", "zone:library")


# what players call a spell ("a bear", "a cantrip"); a card type said after "a" is read by its type elsewhere
_SPELL_NOUNS = {"bear", "bears", "dork", "cantrip", "removal", "burn", "counterspell"}
_DROP = re.compile(r"-?drops?")
_ARTICLES = {"a", "an", "one", "another"}
_EVOKE = {"evoke", "evoked", "evoking", "evokes"}
_SUSPEND_CAST = re.compile(r"(?:の|が)?最後の(?:時間)?カウンター(?:が|を)?(?:外れ|取れ|取り除かれ|取り除い|なくなっ)て?|が|は|タダで?|無料で"
                           r"|マナを払わずに")
_NOT_A_SPELL_KIND = {"type:land", "type:token", "type:plains", "type:island", "type:swamp", "type:mountain",
                     "type:forest", "type:desert", "type:gate", "type:cave", "type:copy"}
_NINJUTSU = re.compile(r"ninj[iu]tsu(?:'d|ed|’d|s)?", re.IGNORECASE)


class DayNightTableWords:

    def _spells_by_table_nouns(self) -> None:
        """'i cast a 2 drop and a cantrip', 'then cast a bear': spells said by what players call them — one spell each
        (a spell's kind doesn't change the count, 731.2a-b); read only right after a casting verb told."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items):
            if not (it.kind == "concept" and it.value == "act:cast" and not self.shape.asks(it)):
                continue
            j = k + 1
            while j < len(items) and items[j].kind == "word" and items[j].text.casefold() in _ARTICLES:
                art = items[j]
                if j + 2 < len(items) and items[j + 1].kind == "number" and items[j + 2].kind in ("word", "ambiguous") \
                        and _DROP.fullmatch(items[j + 2].text.casefold()):
                    said, noun, j = [art, items[j + 1]], items[j + 2], j + 3  # "a 2 drop": a spell of mana value 2
                elif j + 1 < len(items) and items[j + 1].kind in ("word", "ambiguous", "concept") \
                        and items[j + 1].text.casefold() in _SPELL_NOUNS:
                    said, noun, j = [art], items[j + 1], j + 2  # "a bear", "a cantrip"
                else:
                    break
                for o in said:
                    o.kind, o.value, o.used = "word", None, True
                noun.kind, noun.value, noun.used = "concept", "dn:one_spell", False
                if j + 1 < len(items) and items[j].kind == "word" and items[j].text.casefold() in ("and", ","):
                    items[j].used = True
                    j += 1

    def _now_or_next_turn(self) -> None:
        """'is it night now or next turn?': which of the two is asked — whether it is so now (the "next turn" offered is
        the other answer, not a turn passing in the story)."""
        items = self.items
        for k, it in enumerate(items[:-2]):
            now = it.kind == "concept" and it.value == "time:now" or it.kind == "word" and it.text.casefold() == "now"
            if not now or not self.shape.asks(it) or items[k + 1].text.casefold() != "or":
                continue
            j = k + 2
            if j < len(items) and items[j].text.casefold() in ("at", "on", "the", "at the", "on the"):
                j += 1
            nxt = items[j] if j < len(items) else None
            if nxt is None or not (nxt.kind == "concept" and nxt.value == "dn:next_turn" or nxt.text.casefold() in (
                    "later", "next untap")):
                continue
            it.kind, it.value, it.used = "concept", "time:now", False
            for o in items[k + 1:j + 1]:
                o.kind, o.value, o.used = "word", None, True
            self.concepts = [o.value for o in items if o.kind == "concept"]
            return

    def _casts_by_mechanic_words(self) -> None:
        """What a mechanic's word says of a spell: "i evoked Solitude" casts it (an alternative cost, 702.74a); "cast
        Living End from suspend" is cast all the same (702.62a); "ninjutsu'd Ninja of the Deep Hours in" is no spell
        (an activated ability puts it onto the battlefield, 702.49a) — its words placed, nothing counted."""
        items = self.items
        for k, it in enumerate(items[:-1]):
            nxt = items[k + 1]
            said = it.text.casefold()
            if self.language == "en" and it.kind == "word" and said in _EVOKE and nxt.kind == "card":
                it.kind, it.value = "concept", "act:cast"
            elif self.language == "en" and (it.kind == "word" and said in _EVOKE or it.kind == "concept"
                                            and it.value == "act:cast_transformed") and nxt.kind == "word" \
                    and nxt.text.casefold() in ("a", "an") and k + 2 < len(items) and items[k + 2].kind == "concept" \
                    and str(items[k + 2].value).startswith("type:"):
                it.kind, it.value = "concept", "act:cast"  # "disturbed a spirit from my yard": a spell cast (702.146a)
            if self.language == "en" and it.kind == "concept" and it.value == "act:cast" and nxt.kind == "word" \
                    and nxt.text.casefold() in ("a", "an") and k + 2 < len(items) and items[k + 2].kind == "concept" \
                    and str(items[k + 2].value).startswith("type:") and not self.shape.asks(items[k + 2]) \
                    and items[k + 2].value not in _NOT_A_SPELL_KIND and not str(items[k + 2].value).startswith(
                        ("type:instant", "type:sorcery", "type:creature", "type:enchantment", "type:artifact",
                         "type:planeswalker", "type:battle")):
                items[k + 2].value = "type:creature"  # "cast a spirit", "cast a zombie": a spell of that kind, counted
            elif self.language == "en" and it.kind in ("word", "ambiguous") and _NINJUTSU.fullmatch(said) \
                    and nxt.kind == "card" and not nxt.card.is_double_faced and not self.shape.asks(it):
                it.kind, it.value, it.used = "word", None, True
                nxt.kind, nxt.value, nxt.used = "word", None, True
                if k + 2 < len(items) and items[k + 2].text.casefold() in ("in", "into play"):
                    items[k + 2].used = True
            elif self.language == "en" and it.kind == "word" and said in ("from", "off") and nxt.kind in (
                    "word", "ambiguous") and nxt.text.casefold() == "suspend" and k and any(
                    o.kind == "card" for o in items[max(0, k - 2):k]):
                it.used = True  # "cast Living End from suspend": where it was cast from
                nxt.kind, nxt.value, nxt.used = "word", None, True
            elif self.language == "ja" and it.kind == "card" and not it.card.is_double_faced:
                rest = "".join(o.text for o in items[k + 1:k + 4])
                if re.match(r"を?想起(?:で|して)", rest) and any(
                        o.kind == "concept" and o.value == "act:cast" for o in items[k + 1:k + 6]):
                    for o in items[k + 1:k + 4]:  # 「《Solitude》を想起で唱えて」: cast for its evoke cost
                        if "想起" in o.text:
                            o.kind, o.value, o.used = "word", None, True
            elif self.language == "ja" and it.kind in ("word", "ambiguous") and it.text.startswith("待機") \
                    and any(o.kind == "card" for o in items[k + 1:k + 3]) and any(
                    o.kind == "concept" and o.value == "act:cast" for o in items[k + 1:k + 9]):
                it.kind, it.value, it.used = "word", None, True  # 「待機の《Living End》が…唱えられた」: cast from suspend
                card = next(j for j in range(k + 1, k + 3) if items[j].kind == "card")
                j = card + 1
                while j < len(items) and items[j].kind in ("word", "ambiguous") and _SUSPEND_CAST.fullmatch(items[j].text):
                    j += 1  # 「の最後の時間カウンターが外れて」「タダで」: how a suspended card is cast (702.62a)
                if j > card + 1 and j < len(items) and items[j].kind == "concept" and items[j].value == "act:cast":
                    for o in items[card + 1:j]:
                        o.kind, o.value, o.used = "word", None, True
                    items[card + 1:j + 1] = [items[j]] + items[card + 1:j]  # the card beside its verb, as it is read


    def _face_by_time_asked(self) -> None:
        """'does it enter on its day side?', 'is it on the night face now?', 「昼の面で出るの？」: the face asked by the
        time of day it shows (a daybound card's front face is its day face, 702.145), not a day or night told. Kept
        as (front|back, items) and placed only once a day- or nightbound card of the story is what it is asked of."""
        self._time_face = None
        items = self.items
        for k, it in enumerate(items[:-1]):
            if it.kind != "concept" or it.value not in ("dn:day", "dn:night", "ask:day", "ask:night") or not (
                    self.shape.asks(it) or self.language == "ja" and it.where is not None and it.where.asks):
                continue
            nxt = items[k + 1]
            if self.language == "ja":
                said = [nxt, items[k + 2]] if nxt.text == "の" and k + 2 < len(items) \
                    and items[k + 2].text.startswith("面") else []
            else:
                said = [nxt] if nxt.kind == "word" and nxt.text.casefold() in _SIDES else []
            if said:
                self._time_face = ("front" if it.value.endswith("day") else "back", [it, *said])
                it.kind, it.value = "word", None
                return

    def _time_face_placed(self, steps: list[str]) -> None:
        """The face asked by the time of day, of the one day- or nightbound card the story casts or enters."""
        if self._time_face is None:
            return
        from bot.ask.read_daynight import bare, day_or_nightbound
        face, said = self._time_face
        cards = {c.card.name: c.card for c in self.cards() if day_or_nightbound(c.card) and any(
            bare(x).endswith(c.card.name) for x in steps if x.startswith(("cast ", "enter ")))}
        if len(cards) != 1 or self.consequence is not None and self.consequence[0] not in ("designation", "face"):
            return
        card = next(iter(cards.values()))
        self.consequence = ("face_named", card.faces[0 if face == "front" else 1].name)
        for it in said:
            it.used = True
        for it in self.items:  # "does it enter on …", 「…面で出る」: its entering is what the face is asked of
            if it.kind == "concept" and it.value in ("act:enter", "act:enter_transformed") and self.shape.asks(it):
                it.used = True

    def _ja_cast_from_said(self) -> None:
        """「《Brutal Cathar》を手札から唱えた」: where it was cast from, said between the card and the verb, is read
        as 「手札から《Brutal Cathar》を唱えた」 — the card and its verb side by side, as the cast is read."""
        items = self.items
        for k in range(len(items) - 4):
            if items[k].kind != "card" or items[k + 1].text != "を" or items[k + 2].kind != "concept" \
                    or items[k + 2].value not in _ZONES_CAST_FROM:
                continue
            j = k + 3
            while j < len(items) and items[j].kind in ("word", "concept") and items[j].text in ("か", "から", "ら"):
                j += 1
            if j == k + 3 or j >= len(items) or items[j].kind != "concept" or items[j].value != "act:cast":
                continue
            said = items[k + 2:j]
            for o in said[1:]:
                o.kind, o.value, o.used = "word", None, True
            items[k:j] = said + items[k:k + 2]

    def _table_words_placed(self, steps: list[str]) -> None:
        items = self.items
        told = [x for x in steps if x.startswith(("cast ", "spells ", "enter "))]
        for k, it in enumerate(items):
            if it.kind != "concept" or it.used and it.value != "dn:counter":
                continue
            w = it.where
            same = [o for o in items if w is not None and o.where is not None and o.where.sentence == w.sentence]
            if it.value in _ZONES_CAST_FROM and any(x.startswith(("cast ", "spells ")) for x in told) and any(
                    o.kind == "concept" and o.value in ("act:cast", "act:flashback", "act:cast_transformed")
                    for o in same) and self._said_from(k):
                it.used = True  # "I cast Tireless Hauler from my hand", 「手札から唱えた」: where it was cast from
            elif it.value == "zone:battlefield" and not self.shape.asks(it) and any(
                    x.startswith("enter ") for x in told) and any(o.kind == "card" for o in same) \
                    and k and items[k - 1].text.casefold() in ("the", "on", "in"):
                it.used = True  # "my Brutal Cathar is on the battlefield": it is there from the start
            elif it.value == "dn:counter" and any(x.startswith(("spells ", "cast ")) for x in steps):
                near = items[max(0, k - 4):k] if self.language == "en" else items[:k]
                for o in near:  # "one got countered", 「1つは相手に《否認》で打ち消された」: one of the spells told
                    if o.kind == "number" and o.value == 1 and o.where is not None and w is not None \
                            and o.where.sentence == w.sentence and not o.used:
                        o.used = True
        if self._told_total(steps) == 2:
            for it in items:  # "same card twice": the two casts told, said again
                if it.kind in ("word", "number") and it.text.casefold() == "twice" and not it.used \
                        and not self.shape.asks(it):
                    it.used = True
        if any(x.startswith("remove ") for x in steps):
            for k, it in enumerate(items):  # "… died, no werewolves left (on the board)": what its leaving left
                if it.text.casefold() == "no" and not it.used:
                    j = next((j for j in range(k + 1, min(len(items), k + 4)) if items[j].text.casefold() == "left"),
                             None)
                    if j is None or any(o.kind == "card" for o in items[k + 1:j]):
                        continue
                    for o in items[k:j + 1]:
                        o.used = True
                        if o.kind == "ambiguous":  # ("left" is also a part of some cards' names)
                            o.kind = "word"
                    if j + 1 < len(items) and items[j + 1].kind == "concept" and items[j + 1].value == "zone:battlefield":
                        items[j + 1].used = True

    def _told_total(self, steps: list[str]) -> int:
        """Every player's spells told in the story's last turn (counted as DayNightReading._told counts them)."""
        turn = steps[len(steps) - steps[::-1].index("next turn"):] if "next turn" in steps[:-1] else steps
        return self._told(turn)

    def _said_from(self, k: int) -> bool:
        items = self.items
        if self.language == "ja":
            after = "".join(o.text for o in items[k + 1:k + 3])
            return after.startswith("から")
        before = [o.text.casefold() for o in items[max(0, k - 2):k]]
        return "from" in before

    def _cascaded_into(self, k: int) -> None:
        """'I cast Bloodbraid Elf and cascaded into Lightning Bolt': the card cascaded into is the spell cast (702.85a)."""
        nxt = self.items[k + 1] if k + 1 < len(self.items) else None
        if nxt is not None and nxt.kind == "card" and nxt.card is not None and not nxt.card.is_double_faced \
                and not nxt.card.is_room:
            nxt.used = True

    @staticmethod
    def _ends_said(it) -> bool:
        return bool(re.fullmatch(r"stops?|ends?|goes away|go away", it.text.casefold()))

    def _ordinal_spells(self) -> None:
        """'I cast my second spell this turn', 「2つ目の呪文を唱えた」: the count of the turn's spells, said by the one
        cast last."""
        items = self.items
        for k, it in enumerate(items[:-1]):
            nxt = items[k + 1]
            if self.language == "en" and it.kind in ("word", "ambiguous") \
                    and it.text.casefold() in _ORDINALS and nxt.kind == "concept" and nxt.value == "dn:spells" \
                    and not (k and items[k - 1].text.casefold() in ("a", "an", "another")):  # ("a second spell": one more)
                it.kind, it.value, it.used = "number", _ORDINALS[it.text.casefold()], False
            elif self.language == "ja" and it.kind == "number" and nxt.kind == "word" and nxt.text.startswith("目"):
                nxt.used = True  # 「2つ目の呪文」

    def _asked_right_away(self, steps: list[str], sets_it: list[str]) -> None:
        """'does it become day right away?', 「その場で《Kessig Naturalist》に戻る？」: whether day or night changes as the
        spell is cast — it changes only in the next turn's untap step (731.2, 502.2)."""
        now = [it for it in self.items if it.kind == "concept" and it.value == "time:now" and not it.used
               and it.where is not None and it.where.asks]
        if not now or self.consequence is None or self.consequence[0] not in ("designation", "face_named", "face"):
            return
        if sets_it or any(x.startswith("it becomes") for x in steps) \
                or self._time_face is not None and all(x.used for x in self._time_face[1]):
            for it in now:  # (a spell that makes it night right away, Into the Night, is answered by its step;
                it.used = True  # 「昼の面で出てからすぐ変身する？」 asks the face it enters with, as it enters)
            return
        asked = self.consequence[1] if self.consequence[0] == "designation" else None
        if asked is None:
            day = [it.value[4:] for it in self.items if it.kind == "concept" and it.value in ("ask:day", "ask:night")]
            asked = "day" if self.has("dn:night") or "night" in day[:1] else "night"
        self.consequence = ("designation_now", asked)
        for it in now:
            it.used = True
