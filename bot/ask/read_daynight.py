"""Reading a day/night question: who casts what on whose turn, turns passing, players and teams.
A mixin of the question reader's builder (bot/ask/read.py): it reads the same items."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.ask.words import load, say

if TYPE_CHECKING:
    from bot.ask.read import Reading

_JA_ME = re.compile(r"(私|自分|俺|僕)(が|は|$)")  # 「私がインスタントを2つ唱えた」: the asker casts
_SETS = re.compile(r"\bit becomes (day|night)\b", re.IGNORECASE)
_DAYBOUND = re.compile(r"\b(daybound|nightbound)\b", re.IGNORECASE)


# "I cast two instants", "I cast one creature": a spell said by its card type (a land is played, never cast)
_SPELL_TYPES = ("type:instant", "type:sorcery", "type:creature", "type:enchantment", "type:artifact",
                "type:planeswalker", "type:battle")


_COUNTERS_SPELLS = re.compile(r"^counter target\b[^.]*\bspell", re.IGNORECASE | re.MULTILINE)


def counters_spells(card) -> bool:
    """Counterspell, Mana Leak, Spell Pierce: a card (not a Room or double-faced card) that counters spells."""
    return card is not None and not card.is_room and not card.is_double_faced \
        and any(_COUNTERS_SPELLS.search(f.text or "") for f in card.faces)


_CHANGE_WORDS = {"became", "becomes", "become", "becoming", "turned", "turns", "turn", "went", "goes", "go", "now",
                 "made", "make", "makes", "to", "into"}


def day_or_nightbound(card) -> bool:
    """Does any face of the card say daybound or nightbound (the reader's one test of it)?"""
    return bool(_DAYBOUND.search(" ".join(f.text or "" for f in card.faces)))


class _One:
    """'cast a spell': the number one, said without a number."""
    value = 1
    used = False


class DayNightReading:

    def _a_total(self, k: int) -> bool:
        """'Those are my only 2 spells', 'that's 2 spells in total': a count said of what was told."""
        w = self.items[k].where
        said = {o.text.casefold() for o in self.items[max(0, k - 5):k + 3]
                if w is not None and o.where is not None and o.where.sentence == w.sentence}
        asked = self.shape.asks(self.items[k]) and bool(said & {"that", "this", "it"})  # "is that 2 spells?"
        return asked or bool(said & {"those", "these", "that's", "thats", "only", "total", "in total", "altogether",
                                     "in all"})

    def _cast_before_in_sentence(self, k: int) -> list:
        """'I cast a creature and two instants': the casting said earlier in the sentence, for the second type."""
        w = self.items[k].where
        return [o for o in self.items[:k] if w is not None and o.where is not None
                and o.where.sentence == w.sentence and o.kind == "concept" and o.value == "act:cast"]

    def _not_active_caster(self, k: int) -> bool:
        """Are the spells at item k cast by a player whose turn it is not ("my opponent casts two
        spells on my turn", "I cast two spells during their turn")? Only said when the question says both."""
        caster = None
        for it in reversed(self.items[max(0, k - 6):k]):
            if it.kind == "concept" and it.value == "dn:opponent":
                caster = "opponent"
                break
            if (it.kind == "word" and it.text.casefold() in ("i", "we")) or (
                    it.kind == "concept" and it.text.casefold().startswith(("i ", "we "))) or _JA_ME.search(it.text):
                caster = "me"
                break
        turn = None
        near = sorted(range(max(0, k - 5), min(len(self.items), k + 6)), key=lambda j: abs(j - k))
        for j in near:  # the turn said nearest the spells: "casts two spells during their turn. ... on my turn?"
            it = self.items[j]
            if it.kind == "concept" and it.value == "dn:my_turn":
                turn = "me"
                break
            if it.kind == "concept" and it.value == "dn:last_turn" and re.search(r"\b(their|his|her)\b|相手",
                                                                                    it.text.casefold()):
                turn = "opponent"
                break
        if turn is None and re.search(r"\bopponent'?s turn\b", self.question.casefold()):
            turn = "opponent"
        return caster is not None and turn is not None and caster != turn

    def _asks_yes_no_of_designation(self) -> bool:
        """'Does it become night?', '夜になりますか？' — not 'when does it become night?'."""
        asked = [it for it in self.items if it.kind == "concept" and it.value in ("ask:day", "ask:night")
                 and self.shape.asks(it)]
        if not asked:
            return False
        if self.language == "ja":
            return self._ja_yes_no()
        return self.shape.opener in ("does", "do", "did", "is", "will", "would", "should", "could", "can", "isnt",
                                     "doesnt", "wont", "wouldnt", "was", "are")

    def _negated_spells(self, k: int) -> bool:
        """「呪文を唱えませんでした」: spells, cast, and a negation of the casting."""
        after = self.items[k + 1:k + 5]
        cast = next((j for j, it in enumerate(after) if it.kind == "concept" and it.value == "act:cast"), None)
        if cast is None or self._number_near(k) is not None:
            return False
        neg = next((it for it in after[cast + 1:cast + 3] if it.kind == "word" and it.value == "negation"), None)
        if neg is None:
            return False
        neg.used = after[cast].used = True
        return True

    def _whose_turn_said(self, k: int) -> None:
        """'I cast no spells on my turn': the turn said is the caster's own, as the rule counts (731.2a)."""
        if self._not_active_caster(k):
            return
        for it in self.items:
            if it.kind == "concept" and it.value == "dn:my_turn":
                it.used = True

    def daynight(self) -> Reading:
        items = self.items
        steps: list[str] = []
        start = None
        last_turn = False
        spells_pending = False
        spells_said, unsaid, turn_began = False, False, 0  # a count told for the turn (none counts), from which step
        zero_in_new_turn = False  # "next turn opp casts 0 spells": that turn passes too

        def told_nothing_cast() -> bool:  # the turn passing has no count said and no spell told in it
            return not spells_said and not any(x.startswith(("spells", "cast ", "copy spell", "counter"))
                                               for x in steps[turn_began:])
        entered: set[str] = set()
        for k, it in enumerate(items):
            if it.kind == "concept" and it.value == "act:play":
                other = self._prev_card(k) if self.language == "ja" else self._next_card(k)
                if other is not None and not any("Land" in f.types for f in other.card.faces):
                    it.value = "act:cast"  # "I play Brutal Cathar": to play a card no land face is, is to cast it
        for k, it in enumerate(items):
            if it.kind == "card" and it.card.name in entered and not any(
                    b.kind == "concept" and b.value in ("act:cast", "act:enter", "act:enter_transformed", "act:blink")
                    and not b.used for b in items[max(0, k - 2):k + 3]):
                it.used = True  # "my Tovolar ... Tovolar's side": one card, named again, enters once
                continue
            if it.kind == "card" and any(b.kind == "concept" and b.value == "dn:counter" for b in items[max(0, k - 3):k]):
                it.used = True  # "countered by Counterspell": the card that counters is the counter said
                continue
            if it.kind == "card" and counters_spells(it.card) and any(
                    x.startswith(("spells", "cast ")) for x in steps) and not self.shape.asks(it):
                # "i cast 2 spells but opp mana leaked one": a spell countered was cast all the same (731.2a counts
                # spells cast)
                steps.append("counter")
                spells_pending = it.used = True
                for b in items[k + 1:k + 2]:
                    if b.kind in ("number", "word") and b.text.casefold() in ("one", "1", "it", "them", "both"):
                        b.used = True
                continue
            if it.kind == "card" and not day_or_nightbound(it.card) and any(
                    "Land" in f.types for f in it.card.faces[1:]) and any(
                    b.kind == "concept" and b.value == "act:play" for b in items[max(0, k - 2):k]):
                # "I only played Spikefield Hazard as its land side": a land played, no spell (305.1, 712.12?)
                steps.append("play land")
                spells_pending = it.used = True
                entered.add(it.card.name)
                for b in items[max(0, k - 2):k + 6]:
                    if b.kind == "concept" and b.value in ("act:play", "type:land") or b.kind == "card" and \
                            b.card.name == it.card.name or b.kind == "word" and b.text.casefold() in ("land", "side"):
                        b.used = True
                continue
            if it.kind == "card" and any(b.kind == "concept" and b.value == "dn:play_land" for b in items[k + 1:k + 5]):
                it.used = True  # "《アガディームの覚醒》を…土地でプレイした": the land played is the play said next
                continue
            near = items[max(0, k - 3):k + 4]
            if it.kind == "card" and not day_or_nightbound(it.card) and any(
                    b.kind == "concept" and b.value == "act:cast_transformed" for b in near):
                steps.append("spells 1")  # cast with disturb from the graveyard: a spell cast (its face isn't asked)
                spells_pending = True
                it.used = True
                for b in near:
                    if b.kind == "concept" and b.value in ("act:cast_transformed", "act:cast", "zone:graveyard"):
                        b.used = True
                continue
            if it.kind == "card":
                entered.add(it.card.name)
                if self.shape.asks(it) and it.match is not None and it.match.face_idx is not None \
                        and any(x.endswith(it.card.name) for x in steps) and it.card.is_double_faced:
                    # "I cast Tavern Ruffian at night. does it enter as Tavern Smasher?", 「…《ハンウィアーの災い》の面で
                    # 出てくる？」: the face asked of the card already in the story — no second card entering
                    self.consequence = ("face_named", it.card.faces[it.match.face_idx].name)
                    it.used = True
                    for b in items[max(0, k - 2):k + 4]:
                        if b.kind == "concept" and b.value in ("act:enter", "act:enter_transformed", "act:cast"):
                            b.used = True
                    continue
                if day_or_nightbound(it.card) or it.card.is_double_faced:
                    for b in items[k + 1:k + 3]:  # "my Tavern Ruffian is out": on the battlefield from the start
                        if b.kind == "concept" and b.value == "state:present" and not self.shape.asks(b):
                            b.used = True
                    asked = self.asked_verbs
                    before = [b.value for b in items[max(0, k - 2):k] if b.kind == "concept" and id(b) not in asked]
                    after = [a.value for a in items[k + 1:k + 3] if a.kind == "concept" and id(a) not in asked]
                    transformed = "state:transformed" in before or "act:enter_transformed" in after
                    if "act:cast" in before[-1:] or (self.language == "ja" and "act:cast" in after[:1]):
                        steps.append(f"cast {it.card.name}")  # 「《Tavern Ruffian》を唱えました」: a spell cast
                    elif any(a in ("act:enter", "act:enter_transformed") for a in after + before):
                        steps.append(("enter transformed " if transformed else "enter ") + it.card.name)
                    else:  # "what happens to Tavern Ruffian?": it is on the battlefield from the start
                        steps.insert(0, ("enter transformed " if transformed else "enter ") + it.card.name)
                elif any(b.kind == "concept" and b.value == "act:cast" for b in items[max(0, k - 2):k]) or (
                        self.language == "ja" and any(b.kind == "concept" and b.value == "act:cast"
                                                      for b in items[k + 1:k + 3])):  # 「《X》を唱えたら」
                    steps.append(f"cast {it.card.name}")
                    spells_pending = True
                    for b in items[k + 1:k + 3]:
                        if b.kind == "concept" and b.value == "act:cast":
                            b.used = True
                elif it.card.is_room and any(b.kind == "concept" and b.value == "act:unlock"
                                             for b in items[max(0, k - 2):k + 3]):
                    steps.append("unlock")  # "I unlocked Locker Room": a special action, not a spell (116.2m)
                    spells_pending = True
                    for b in items[max(0, k - 2):k + 3]:
                        if b.kind == "concept" and b.value == "act:unlock":
                            b.used = True
                else:
                    continue
                it.used = True
                for b in items[max(0, k - 2):k + 3]:
                    if b.kind == "concept" and b.value in ("act:cast", "act:enter", "act:enter_transformed",
                                                           "state:transformed"):
                        b.used = True
                continue
            if it.kind != "concept":
                continue
            c = it.value
            if c == "dn:neither" and start is None:
                start = "neither"
                it.used = True
            elif c in ("dn:day", "dn:night") and start is None:
                start = c[3:]
                it.used = True
            elif c == "dn:next_turn":
                if steps and steps[-1] == "next turn" and items[k - 1].kind != "number":
                    it.used = True  # "the turn passes, next turn ...": one turn, said twice
                    continue
                unsaid = unsaid or told_nothing_cast()  # a turn passes and no one said what was cast in it
                steps.append("next turn")
                turn_began, spells_said = len(steps), False
                spells_pending = False
                it.used = True
            elif c == "dn:last_turn":
                last_turn = True
                it.used = True
            elif c == "dn:no_spells" or c == "dn:spells" and self._negated_spells(k):
                spells_pending = spells_said = True
                it.used = True
                self._whose_turn_said(k)
                for o in items[max(0, k - 2):k + 3]:  # "no spells cast", "cast no spells"
                    if o.kind == "concept" and o.value == "act:cast":
                        o.used = True
            elif c in ("dn:spells", "dn:one_spell") or c in _SPELL_TYPES and any(
                    o.kind == "concept" and o.value == "act:cast" for o in items[max(0, k - 3):k + 4]
                    + self._cast_before_in_sentence(k)):
                # "インスタントを2つ唱えた", "I cast two instants", "I cast one creature": spells by their type
                num = self._number_near(k) if c != "dn:one_spell" else _One()
                if c in _SPELL_TYPES and self.language == "en" and k:
                    before = items[k - 1]  # "I cast a creature and two instants": each count said before its type
                    num = _One() if before.kind == "word" and before.text.casefold() in ("a", "an") \
                        or it.text.casefold().startswith(("a ", "an ")) else \
                        before if before.kind == "number" and not before.used else None
                if num is None:
                    continue
                if num.value == 0:  # "casts 0 spells": nothing to add to the turn
                    it.used = num.used = True
                    spells_pending = spells_said = True
                    zero_in_new_turn = bool(steps) and steps[-1] == "next turn"  # "next turn opp casts 0 spells"
                    for o in items[max(0, k - 3):k]:
                        if o.kind == "concept" and o.value == "act:cast":
                            o.used = True
                    continue
                who = " opponent" if self._not_active_caster(k) else ""
                if self._a_total(k) and steps[turn_began:]:
                    # "… cast a creature, then Into the Night. Those are my only 2 spells": the turn's count said
                    # again, not two more; placed only when it is the count told before it
                    told = sum(int(x.split()[1]) if x.split()[1].isdigit() else 0 for x in steps[turn_began:]
                               if x.startswith("spells ") and not x.endswith(" opponent")) + sum(
                        1 for x in steps[turn_began:] if x.startswith("cast "))
                    if told == num.value and not who:
                        it.used = num.used = True
                        for o in items:  # "on my turn … is that 2 spells?": said of the turn the count is
                            if o.kind == "concept" and o.value == "dn:my_turn":
                                o.used = True
                    continue
                steps.append(f"spells {num.value}{who}")
                spells_pending = True
                it.used = num.used = True
                for o in items:
                    if o.kind == "concept" and o.value in ("dn:opponent", "dn:my_turn", "act:cast"):
                        o.used = True
            elif c in ("dn:becomes_day", "dn:becomes_night") and (self.shape.asks(it) or it.where is not None and (
                    it.where.opener == "so" and it.where.asks)):
                it.value = f"ask:{c.rsplit('_', 1)[1]}"  # "is that 2 spells so it turns day?": asked, not told
            elif c in ("dn:becomes_day", "dn:becomes_night"):
                steps.append(f"it becomes {c.rsplit('_', 1)[1]}")
                it.used = True
            elif c == "dn:copy_spell":
                if not any(x.startswith(("spells", "cast ")) for x in steps):
                    steps.append("spells 1")  # a spell is copied on the stack: it was cast first
                steps.append("copy spell")
                spells_pending = True
                it.used = True
            elif c == "dn:counter":
                if not any(x.startswith(("spells", "cast ")) for x in steps):
                    steps.append("spells 1")  # "my spell gets countered": it was cast first
                steps.append("counter")
                spells_pending = True
                it.used = True
            elif c == "act:resolve" and any(x.startswith("cast ") for x in steps):
                it.used = True  # "I cast Curse of Leeches … when it resolves": a cast here is followed until it resolves
            elif c == "act:flashback" and any(x.startswith(("spells", "cast ")) for x in steps) \
                    and not self.shape.asks(it):
                steps.append("spells 1")  # "i cast faithless looting and then flashed it back": cast again (702.34a)
                spells_pending = it.used = True
            elif c == "hit:cascade" and any(x.startswith("cast ") for x in steps) and not self.shape.asks(it):
                # "I cast Bloodbraid Elf and cascade into a spell": the spell cascaded into is cast (702.85a)
                steps.append("spells 1")
                spells_pending = it.used = True
                for o in items[k + 1:k + 3]:
                    if o.kind == "concept" and o.value == "dn:spells" or o.kind == "word" and o.text.casefold() in (
                            "a", "spell", "another"):
                        o.used = True
            elif c == "dn:ability" and not self.shape.asks(it):
                it.used = True  # "i played a land and activated a couple abilities, no spells": no spell cast (731.2)
            elif c == "dn:play_land":
                steps.append("play land")
                spells_pending = True
                it.used = True
            elif c == "act:unlock" and not it.used and not any(x.kind == "card" and x.card.is_room
                                                                 for x in items[k + 1:k + 4]):
                steps.append("unlock")  # 「ドアも1回開放したら」: a door unlocked, a special action (116.2m)
                spells_pending = True
                it.used = True
                for o in items[max(0, k - 3):k]:
                    if o.kind == "number" and o.value == 1 or o.kind == "word" and o.text in ("回", "1回"):
                        o.used = True
            elif c == "dn:unlock":
                steps.append("unlock")
                spells_pending = True
                it.used = True
            elif c in ("dn:opponent",) and (self.has("dn:no_spells") or last_turn):
                it.used = True
        said = [it.value[4:] for it in items if it.kind == "concept" and it.value in ("ask:day", "ask:night")]
        asked = said[-1] if said else None
        told = [it.value[4:] for k, it in enumerate(items) if it.kind == "concept" and it.value in ("ask:day", "ask:night")
                and it.where is not None and not it.where.asks
                and it.where.opener not in ("then", "after", "when", "if", "once", "until", "before", "so")
                and not (k and items[k - 1].text.casefold() in _CHANGE_WORDS)]
        # ("then it became night" is an event, not how it was)
        if start is None and told:
            start = told[0]  # "night rn. I cast Fearful Villager": said in a sentence that asks nothing, it is how it is
            said = said[1:] if said[:1] == told[:1] else said
        if start is None and len(set(said)) == 2:
            start = said[0]  # "night, I cast three spells, day next turn?": the first is how it is, the last what is asked
        if start is None:
            entering = any(s.startswith(("enter", "cast ")) for s in steps)
            if asked is not None and not entering:
                start = "day" if asked == "night" else "night"
            else:
                start = "neither"
            self.assumed.append(("start", start))
        sets_it = [x for x in steps if x.startswith("cast ") and _SETS.search(
            " ".join(f.text or "" for c in self.cards() if c.card.name == x[5:] for f in c.card.faces))]
        if (spells_pending or last_turn) and (not steps or steps[-1] != "next turn" or zero_in_new_turn) and not (
                sets_it and not self.has("dn:next_turn", "dn:last_turn")):
            # ("Unnatural Moonrise: does it become night?" asks of the spell's own effect, not of the next turn)
            unsaid = unsaid or told_nothing_cast()
            steps.append("next turn")
        if unsaid:  # what was cast in a turn decides the next one (731.2a/b): taken as nothing, and said
            self.assumed.append(("spells_unsaid", ""))
        for it in items:
            if it.kind == "concept" and it.value in ("ask:day", "ask:night", "ask:daynight", "dn:opponent"):
                it.used = True
            if it.kind == "concept" and it.value == "dn:spells" and any(x in steps for x in ("counter", "copy spell")):
                it.used = True  # "my spell gets countered", "copy a spell"
        for it in items:  # "i disturb dennick … does disturb count as casting for day?": the cast told, asked of
            if it.kind == "concept" and it.value == "act:cast_transformed" and not it.used and self.shape.asks(it) \
                    and any(x.startswith("spells ") for x in steps):  # — the count answers it
                it.used = True
        if not steps or all(s.startswith("it becomes") for s in steps):
            return self.reading(None, why=say(self.language, "why_daynight"))
        if any(x.startswith(("cast ", "enter ")) for x in steps) and (self.shape.opener in ("which", "what") or (
                self.language == "ja" and re.search(r"どちら|どっち|どの", self.question))):
            for it in items:  # "I cast Reckless Stormseeker at night. which face does it enter with?": the face
                if it.kind == "concept" and it.value in ("act:enter", "act:enter_transformed") and not it.used \
                        and self.shape.asks(it):  # it enters with is the permanent's, in the answer
                    it.used = True
        if asked is not None and self.consequence is None and self._asks_yes_no_of_designation():
            self.consequence = ("designation", asked)  # "does it become night?": Yes or No, then when
        argv = ["--start", start]
        players, teams = self._players()
        if teams and any(x.startswith("spells ") for x in steps):
            # With shared team turns each player's spells count on their own (the asker is A, a teammate B,
            # an opponent C): who cast them decides, so it is never guessed.
            text = self.question.casefold()
            if re.search(r"\b(my teammate and i|i and my teammate|we|us|between us|together)\b", text):
                return self.reading(None, why=say(self.language, "why_teams"))
            who = "C" if self.has("dn:opponent") else "B" if re.search(r"\b(teammate|partner)\b", text) else "A"
            steps = [f"{x.replace(' opponent', '')} by {who}" if x.startswith("spells ") else x for x in steps]
        if teams:
            argv += ["--teams", teams]
        elif players:
            argv += ["--players", str(players)]
        else:
            self.assumed.append(("players", "2"))
        return self.reading("daynight", argv + ["--steps", "; ".join(steps)])

    def _players(self) -> tuple[int | None, str | None]:
        """"in a four-player game" -> 4 players; "Two-Headed Giant" -> teams A B; C D."""
        text = self.question.casefold()
        if re.search(r"two[- ]headed giant|\b2hg\b|双頭巨人戦", text):
            for it in self.items:  # the format's name, even where it is also a card's ("Two-Headed Giant")
                if it.text.casefold() in ("two", "headed", "giant", "2hg") or "headed giant" in it.text.casefold():
                    it.used = True
            return None, "A B; C D"
        m = re.search(r"\b(\d|two|three|four|five|six|seven|eight)[- ]?players?\b|(\d)人", text)
        if m:
            word = m.group(1) or m.group(2)
            n = int(word) if word.isdigit() else load("en").numbers[word]
            for it in self.items:
                if it.text.casefold() in (word, "player", "players", "player game", f"{word}-player") \
                        or it.kind == "number" and it.value == n:
                    it.used = True
            return n, None
        return None, None
