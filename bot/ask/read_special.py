"""Whether unlocking a door or playing a land is casting a spell: "does unlocking Widow's Walk count as casting a
spell?", "does playing Kabira Plateau count as casting a spell?", "does paying to unlock Locker Room use the
stack?". Both are special actions (116.2m, 709.5e; 116.2a): no spell is cast and nothing goes on the stack (116.1).
The act is done as a step (so a door that can't be unlocked, or a face that is no land, stops the story) and the
cast asked about is never done."""

from __future__ import annotations

import re

from bot.rules.effects.read import read as read_effects

_COST_TYPED = re.compile(r"^(?:\{?[0-9X]+\}?)?(?:\{?[WUBRGC]\}?)+$|^\{?[0-9X]+\}?$", re.IGNORECASE)
_PAY = {"pay", "paid", "paying", "pays"}
_PAID_TO_UNLOCK = re.compile(r"\bpa(?:y|id|ying|ys)\s+((?:\{[^}]*\})+|[0-9X]*[WUBRGC]*)\s+to\s+unlock\b",
                             re.IGNORECASE)
_LIFE_EQUAL = re.compile(r"\blose(?:s)? life equal to (?:its|that card's|that creature's) mana value\b", re.IGNORECASE)
_LIFE_ASKED = re.compile(r"\bhow much life\b|\bhow many life\b|ライフ(?:を|は)?(?:何点|いくつ)", re.IGNORECASE)
_COST_WORDS = {"cost", "costs", "tax", "taxed", "taxes", "expensive", "pricier"}
_MORE_WORDS = {"more", "extra", "less", "cheaper", "additional"}
_SPELLS_TOLD = re.compile(r"\b(?:already )?cast (?:a|one|1|two|2|my first|a first) (?:noncreature )?spells?\b"
                          r"(?: already)?(?: this turn)?(?: already)?", re.IGNORECASE)
_USE = {"use", "uses", "using", "go", "goes", "put", "on"}
_SPELL_WORDS = {"spell", "spells", "呪文"}


# a cast trigger's effect said by the asker as what they get ("do i draw?"): its first word as printed, and how it's said
_DONE_WORDS = {"draw": ("draw", "draws", "drawing", "引ける", "引く", "引けます", "引きます", "ドロー", "ドローできる")}

class SpecialActionReading:
    items: list
    language: str
    question: str

    def _special_action_asked(self, card) -> str | None:
        """"unlock" or "play" when the question asks whether that act is casting a spell or uses the stack, with
        the words of that placed; None otherwise."""
        asked = [it for it in self.items if self.shape.asks(it)]
        if not asked or asked[0].where is None:
            return None
        sentence = [it for it in self.items if it.where is not None and it.where.sentence == asked[0].where.sentence]
        in_sentence = {id(it) for it in sentence}
        for k, it in enumerate(self.items[:-1]):  # "does playing Kabira Plateau count as …": its land face played
            nxt = self.items[k + 1]
            if id(it) in in_sentence and it.kind == "word" and it.text.casefold() in ("playing", "play") \
                    and nxt.kind == "card" and nxt.card is not None and nxt.card.name == card.name \
                    and nxt.match is not None and nxt.match.face_idx is not None \
                    and "Land" in (card.faces[nxt.match.face_idx].types or []):
                it.kind, it.value = "concept", "act:play"
        acting = ("act:unlock", "act:play", "dn:play_land")
        acts = [it for it in asked if it.kind == "concept" and it.value in acting] or \
            [it for it in sentence if it.kind == "concept" and it.value in acting] or \
            [it for it in self.items if it.kind == "concept" and it.value in acting and any(
                a.kind == "word" and a.text.casefold() in ("that", "it", "this") for a in asked)]
        # ("I played Agadeem's Awakening as a land. does that count as a spell?": the act told before, said "that")
        if len(acts) != 1:
            return None
        verb = "unlock" if acts[0].value == "act:unlock" else "play"
        if verb == "unlock" and not card.is_room:
            return None
        if verb == "play" and not any("Land" in (f.types or []) for f in card.faces):
            return None
        position = {id(it): k for k, it in enumerate(self.items)}
        after = position[id(acts[0])]
        cast = [it for it in asked if it.kind == "concept" and it.value == "act:cast" and position[id(it)] > after]
        spell = [it for it in asked if it.text.casefold() in _SPELL_WORDS and position[id(it)] > after]
        stack = [it for it in asked if it.kind == "concept" and it.value == "zone:stack"]
        use = [it for it in asked if it.kind == "word" and it.text.casefold() in _USE]
        if cast and spell and any(it.kind == "concept" and str(it.value).startswith("zone:") for it in asked):
            return None  # "I unlock Forgotten Cellar. can I cast spells from my graveyard this turn?": what the door's
            # ability lets the asker do, not whether unlocking is a cast (it had been answered "No — a special action")
        if cast and spell:
            placed = cast + spell
        elif stack and use and not cast:
            placed = stack + use
        elif spell and not cast and any(it.kind == "concept" and it.value in ("ask:count_as", "q:is") for it in asked) \
                and all(position[id(s)] and self.items[position[id(s)] - 1].text.casefold() in ("a", "an")
                        for s in spell):
            placed = spell  # "does it count as a spell?", "is that a spell?": "a spell" as the kind asked about
        else:
            return None
        placed += [it for it in asked if it.kind == "concept" and it.value in ("ask:count_as", "q:is")]
        for it in placed:
            if it.kind == "concept" and it.value.startswith("q:"):
                continue
            it.kind, it.value, it.used = "word", None, True
        return verb

    def _unlock_cost_said(self, card) -> None:
        """'I pay 3B to unlock Cramped Vents', 'if I pay to unlock Locker Room': the unlock cost, paid as the special
        action (709.5e) — placed when the cost said is a door's mana cost, or no cost is said."""
        items = self.items
        costs = {re.sub(r"[{}]", "", f.mana_cost or "").upper() for f in card.faces}
        for m in _PAID_TO_UNLOCK.finditer(self.question):
            rest = self.question[m.end():].casefold()
            named = sorted((f for f in card.faces if f.name.casefold() in rest), key=lambda f: rest.index(f.name.casefold()))
            doors = {re.sub(r"[{}]", "", f.mana_cost or "").upper() for f in named[:1]} or costs
            if re.sub(r"[{}]", "", m.group(1)).upper() not in doors:
                return  # "can my opponent pay {2} to unlock Locker Room?": not its cost — the words stay unplaced
        for k, it in enumerate(items[:-1]):  # 「Locker Roomのドアを{4}{U}払って開ける」: paid to unlock
            if self.language == "ja" and it.kind == "word" and re.fullmatch(r"払(?:って|い|う|った)", it.text) \
                    and items[k + 1].kind == "concept" and items[k + 1].value == "act:unlock":
                said = re.findall(r"((?:\{[^{}]+\})+)\s*" + re.escape(it.text), self.question)
                if not said or all(re.sub(r"[{}]", "", c).upper() in costs for c in said):
                    it.used = True
        for k, it in enumerate(items[:-2]):
            if it.kind != "word" or it.text.casefold() not in _PAY:
                continue
            typed = items[k + 1]
            said_cost = _COST_TYPED.match(typed.text) is not None
            if said_cost and re.sub(r"[{}]", "", typed.text).upper() not in costs:
                continue
            then = items[k + 2:k + 4] if said_cost else items[k + 1:k + 3]
            if any(x.kind == "concept" and x.value == "act:unlock" for x in then) \
                    and all(x.kind == "word" and x.text.casefold() == "to" or x.kind == "concept"
                            and x.value == "act:unlock" for x in then[:next(i for i, x in enumerate(then)
                                                                           if x.kind == "concept") + 1]):
                it.used = True
                if said_cost:
                    typed.kind, typed.value, typed.used = "word", None, True

    def _static_asked(self, card) -> tuple[str, str] | None:
        """"opp has Aura of Silence. does unlocking Widow's Walk cost 2 more?", "opp has Eidolon of the Great Revel.
        if I cast Bottomless Pool, does Eidolon trigger?": what a static about casting (cost_change, cast_trigger)
        does to the cast, unlock or play of the story, read off the step that met it — (the static's card, its
        template), with the asking words placed; None when not asked so."""
        asked = [it for it in self.items if self.shape.asks(it)]
        cards = {}
        for it in self.items:
            if it.kind == "card" and it.card is not None and it.card.name != card.name:
                for e in read_effects(it.card).effects:
                    if e.template in ("cost_change", "cast_trigger"):
                        cards.setdefault(e.template, (it.card.name, e))
        trigger = [it for it in asked if it.kind == "concept" and it.value == "ask:trigger"]
        if not trigger and "cast_trigger" in cards:
            # "if i cast bottomless pool do i draw?", 「1枚引ける？」: what the trigger does, asked — whether it triggers
            done = (cards["cast_trigger"][1].does or "").casefold().split()
            said = _DONE_WORDS.get(done[0], ()) if done else ()
            trigger = [it for it in asked if it.kind in ("word", "ambiguous") and (
                it.text.casefold() in said or self.language == "ja" and it.text.lstrip("枚").startswith(said))]
            trigger += [x for x in asked if x.kind == "number" and any(  # 「1枚引ける」: one card, as the trigger draws
                self.items.index(t) == self.items.index(x) + 1 and t.text.startswith("枚") for t in trigger)]
        cost = [it for it in asked if it.kind in ("word", "ambiguous") and it.text.casefold() in _COST_WORDS]
        self._static_words = []
        if trigger and "cast_trigger" in cards and not cost:
            for it in trigger:
                it.kind, it.value, it.used = "word", None, True
            self._static_words = trigger
            return cards["cast_trigger"][0], "cast_trigger"
        if cost and "cost_change" in cards and not trigger:
            name, e = cards["cost_change"]
            for it in asked:
                said = it.text.casefold()
                if it in cost or it.kind in ("word", "ambiguous") and said in _MORE_WORDS \
                        or it.kind == "number" and e.amount is not None and abs(int(e.amount)) == it.value:
                    it.kind, it.value, it.used = "word", None, True
                    self._static_words.append(it)
            return name, "cost_change"
        return None

    _spells_told_early: int | None = None

    def _read_spells_told_first(self) -> None:
        """With a "one spell each turn" static named, "I already cast a noncreature spell this turn" is its count, read
        before anything else: its "cast … spell" had been taken for a cast of the Room asked to be unlocked."""
        if any(it.kind == "card" and it.card is not None and any(
                e.template == "cast_limit" for e in read_effects(it.card).effects) for it in self.items):
            self._spells_told_early = self._spells_told_this_turn()

    def _spells_told_this_turn(self) -> int | None:
        """'I already cast a spell this turn': how many spells its caster cast before, for a "one spell each turn"
        static (`spells=N`), with the words placed; None when not told."""
        m = _SPELLS_TOLD.search(self.question)
        if m is None:
            return None
        said = m.group(0).casefold()
        self._spell_kind_said = "noncreature" in said
        n = 2 if re.search(r"\b(?:two|2)\b", said) else 1
        phrase = re.findall(r"[\w']+", said)
        items = self.items
        for k in range(len(items)):  # the items the phrase was cut into, in order
            got, j = [], k
            while j < len(items) and len(got) < len(phrase):
                got += re.findall(r"[\w']+", items[j].text.casefold())
                j += 1
            if got == phrase:
                for it in items[k:j]:
                    it.kind, it.value, it.used = "word", None, True
                return n
        return None

    def _casting_statics(self, steps: list[str], asked: tuple[str, str] | None) -> list[str]:
        """The statics about casting in the story: the one asked of is applied before anything happens (not checked
        after), and a "one spell each turn" static gets the count told ("I already cast a spell this turn")."""
        if asked is not None:
            name = asked[0]
            steps = [x for x in steps if x != f"check {name}"]
            if f"apply {name}" not in steps:
                steps = [f"apply {name}"] + steps
            for it in self.items:  # ("up the beanstalk: i cast locker room, do i draw?": the card is the static asked)
                if it.kind == "card" and it.card is not None and it.card.name == name:
                    it.used = True
            at = steps.index(f"apply {name}")
            if not any(x.startswith(("cast", "unlock ", "play ")) for x in steps[at + 1:]):
                # "how much does Locker Room cost me?" with nothing cast, unlocked or played told: what it is asked
                # of is not in the story — the asking words stay unplaced, no verdict
                for it in getattr(self, "_static_words", []):
                    it.used = False
                self.consequence = None
        counted = {x[6:].split(" counters=")[0].split(" revealed=")[0] for x in steps
                   if x.startswith("apply ") and (" counters=" in x or " revealed=" in x)}
        if counted and any(x.startswith(("cast", "defeat")) for x in steps):
            # "opp has Chalice of the Void on 3 … if i cast prop room does chalice counter it?": the trigger applied
            # with its count answers it on the cast told (a Siege's defeat casts its back face: the same)
            steps = [x for x in steps if not (x.startswith("check ") and x[6:] in counted)]
        limits = [i for i, x in enumerate(steps) if x.startswith("apply ") and any(
            e.template == "cast_limit" for it in self.items if it.kind == "card" and it.card is not None
            and it.card.name == x[6:] for e in read_effects(it.card).effects)]
        if len(limits) == 1:
            n = self._spells_told_early if self._spells_told_early is not None else self._spells_told_this_turn()
            if n is not None:
                steps = list(steps)
                steps[limits[0]] += f" spells={n}"
                name = steps[limits[0]][6:].split(" spells=")[0]
                card = self.library.find_now(name)
                if not getattr(self, "_spell_kind_said", True) and card is not None and any(
                        "noncreature spell" in (f.text or "") for f in card.faces):
                    # "I already cast a spell this turn" under Deafening Silence: only a noncreature one counts, and
                    # which it was is not said — the count is taken as said, and so assumed
                    self.assumed.append(("spell_kind", name))
        return steps

    def _life_asked(self, card) -> str | None:
        """"I Reanimate Ballista Watcher — how much life do I lose?": a card that makes its caster lose life equal to
        the card's mana value, asked how much — the mana value of what it put onto the battlefield (the card said; a
        back face up has its front face's, 712.8e). The card's name, with the asking words placed; None otherwise."""
        if not _LIFE_ASKED.search(self.question):
            return None
        acting = [it.card.name for it in self.items if it.kind == "card" and it.card is not None
                  and it.card.name != card.name and any(_LIFE_EQUAL.search(f.text or "") for f in it.card.faces)]
        if len(set(acting)) != 1:
            return None
        for it in self.items:
            if self.shape.asks(it) and it.kind in ("word", "ambiguous", "concept") and (
                    it.text.casefold() in ("life", "lose", "much", "many", "ライフ", "失う", "何点")
                    or it.kind == "concept" and it.value.startswith("q:")):
                if it.kind != "concept":
                    it.kind, it.used = "word", True
        return acting[0]

    def _own_transform_cost_said(self, card, steps: list[str]) -> None:
        """'i pay 6G in response and flip it', 'flipped … by saccing 2 blood': how its own activated ability that
        transforms it was paid — the cost said is that ability's ({6}{G}: Transform Tangleclaw Werewolf; "Sacrifice
        two Blood tokens: Transform Restless Bloodseeker"), in the sentence that tells the transform; and "in response"
        there, when what it responds to acts after it in the story."""
        if "transform" not in steps or not card.is_double_faced:
            return
        costs = []
        for line in (card.faces[0].text or "").splitlines():
            head, sep, body = line.partition(":")
            if sep and re.match(r"\s*transform\b", body, re.IGNORECASE):
                costs.append(head.strip())
        if not costs:
            return
        items = self.items
        told = [it for it in items if it.kind == "concept" and it.value in ("act:transform", "state:transformed") and it.used
                and not self.shape.asks(it) and it.where is not None]
        sentences = {it.where.sentence for it in told}
        words = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}
        for k, it in enumerate(items):
            if it.where is None or it.where.sentence not in sentences:  # (the sentence that tells the transform)
                continue
            said = it.text.casefold()
            if it.used and said not in ("saccing", "sacrificing", "sacrificed", "sacced", "sac"):
                continue
            if said in _PAY and k + 1 < len(items):
                typed = re.sub(r"[{}]", "", items[k + 1].text).upper()
                if any(re.sub(r"[{}]", "", c).upper() == typed for c in costs):
                    it.used = True
                    items[k + 1].kind, items[k + 1].value, items[k + 1].used = "word", None, True
            elif said in ("saccing", "sacrificing", "sacrificed", "sacced", "sac") and k + 2 < len(items):
                n, what = items[k + 1], items[k + 2]
                count = str(n.value) if n.kind == "number" else words.get(n.text.casefold(), "")
                for c in costs:
                    m = re.match(r"sacrifice (\w+) (\w+)", c, re.IGNORECASE)
                    if m and words.get(m.group(1).casefold(), m.group(1)) == count \
                            and m.group(2).casefold().startswith(what.text.casefold().rstrip("s")):
                        for x in (it, n, what):
                            x.kind, x.value, x.used = "word", None, True
                        if k and items[k - 1].text.casefold() == "by":
                            items[k - 1].used = True
            elif it.kind == "concept" and it.value == "time:response":
                at = steps.index("transform")
                if any(x.startswith(("check ", "apply ")) for x in steps[at + 1:]):
                    it.used = True  # "in response" to the card that acts after it: its check comes at resolution
