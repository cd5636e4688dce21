"""Reading a day/night question: who casts what on whose turn, turns passing, players and teams.
A mixin of the question reader's builder (bot/ask/read.py): it reads the same items."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.ask.read_daynight_table import DayNightTableWords
from bot.ask.words import load, say
from bot.rules.double_faced import card_has_keyword

if TYPE_CHECKING:
    from bot.ask.read import Reading

_JA_ME = re.compile(r"(私|自分|俺|僕)(が|は|$)")  # 「私がインスタントを2つ唱えた」: the asker casts
_SETS = re.compile(r"\bit becomes (day|night)\b", re.IGNORECASE)
_DAYBOUND = re.compile(r"\b(daybound|nightbound)\b", re.IGNORECASE)
_ALL_TOTAL = {"合計", "合わせて", "全部で", "between", "combined", "altogether", "total", "in total", "in all"}
_COUNTERS = {"回", "つ", "個", "回ずつ", "つずつ"}  # 「1回」「1つ」: the counter said after a number
_AFTER_COUNT = {"too", "also", "more", "and", "on", "during", "in", "last", "this", "that", "then", "but", "so",
                "as", "well", "myself", "themselves", "himself", "herself"}  # "opp cast 2 too": a count of spells


# "I cast two instants", "I cast one creature": a spell said by its card type (a land is played, never cast)
_SPELL_TYPES = ("type:instant", "type:sorcery", "type:creature", "type:enchantment", "type:artifact",
                "type:planeswalker", "type:battle")


_BY = re.compile(r" (?:by (?:opponent|[A-H])|\?opp)$")  # "cast Brazen Borrower by opponent": who cast it


def bare(step: str) -> str:
    """A step without who did it: "cast Opt by opponent" -> "cast Opt"."""
    return _BY.sub("", step)


def whose_said(step: str, opponent: bool) -> str:
    """An opponent's count or cast whose turn wasn't said (" ?opp"), once it is known whether the opponent was the
    active player: "spells 1 opponent" / "cast Opt by opponent" for the other player's, else the active player's."""
    if not step.endswith(" ?opp"):
        return step
    return step[:-5] + ((" by opponent" if step.startswith("cast ") else " opponent") if opponent else "")


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


def _special_exile_word(text: str) -> str | None:
    """The special action a word tells ("suspended", 「待機しただけで」), or None."""
    low = text.casefold()
    if low in _SPECIAL_EXILE_WORDS:
        return _SPECIAL_EXILE_WORDS[low]
    m = re.match(r"^(?:を)?(待機|予顕|計画)(?:し|して|した|しただけ)", text)
    return {"待機": "suspend", "予顕": "foretell", "計画": "plot"}[m.group(1)] if m else None


_CHOOSING = {"choosing", "chose", "choose", "chosen", "picking", "picked", "with"}

# The words that tell a card exiled by a special action to be cast later (116.2f, 116.2h, 116.2k)
# (「待機した」「予顕しただけで」: a Japanese verb's forms are read by _special_exile_word's pattern)
_SPECIAL_EXILE_WORDS = {"suspend": "suspend", "suspended": "suspend", "suspending": "suspend", "待機": "suspend",
                        "foretell": "foretell", "foretold": "foretell", "foretelling": "foretell", "予顕": "foretell",
                        "plot": "plot", "plotted": "plot", "plotting": "plot", "計画": "plot"}


class _One:
    """'cast a spell': the number one, said without a number."""
    value = 1
    used = False


_ENDS = {"away", "gone", "disappear", "disappears", "end", "ends", "stop", "stops", "reset", "resets", "vanish",
         "vanishes", "off"}


class DayNightReading(DayNightTableWords):

    def _a_total(self, k: int) -> bool:
        """'Those are my only 2 spells', 'that's 2 spells in total': a count said of what was told."""
        w = self.items[k].where
        said = {o.text.casefold() for o in self.items[max(0, k - 5):k + 3]
                if w is not None and o.where is not None and o.where.sentence == w.sentence}
        asked = self.shape.asks(self.items[k]) and bool(said & {"that", "this", "it"})  # "is that 2 spells?"
        before = " ".join(o.text.casefold() for o in self.items[max(0, k - 4):k])
        of_that = re.search(r"\b(?:that|this|those|these)(?: (?:is|are|was|were|counts?|counted|count as|as|be))*"
                            r"(?: (?:\d+|one|two|three|four|five|six))?$",
                            before) is not None  # "… then unlocked Misty Salon. is that 2 spells?": said of the turn told
        return asked or of_that or bool(said & {"those", "these", "that's", "thats", "only", "total", "in total", "altogether",
                                     "in all"})

    def _cast_with_the_one_before(self, k: int, steps: list[str]) -> bool:
        """'I cast Opt and Brainstorm', 'I cast Opt, then Brainstorm': a card said right after a card just cast, joined
        by "and" / "then" / a comma, is cast too."""
        if self.language != "en" or k < 2:
            return False
        j = k - 1
        while j > 0 and k - j <= 2 and (self.items[j].kind == "word" and self.items[j].text.casefold() in (
                "and", "then", ",") or self.items[j].kind == "concept" and self.items[j].value == "seq:then"):
            j -= 1
        before = self.items[j]
        return j < k - 1 and before.kind == "card" and before.card is not None and bool(steps) \
            and bare(steps[-1]) == f"cast {before.card.name}"

    def _other_half_cast_next(self, k: int, steps: list[str]) -> bool:
        """"I cast Petty Theft and then Brazen Borrower from exile": the card's other half, said right after the half
        just cast, is a second spell — not the one card named again."""
        if not self._cast_with_the_one_before(k, steps):
            return False
        before = next(o for o in reversed(self.items[:k]) if o.kind == "card")
        return before.match is not None and self.items[k].match is not None \
            and before.match.face_idx is not None and self.items[k].match.face_idx is not None \
            and before.match.face_idx != self.items[k].match.face_idx

    def _cast_free_said_again(self, k: int) -> None:
        """"discover into a 3 drop and cast it free": the card found, by its mana value, and its casting without paying
        its cost, said after the cascade — the one spell the cascade counted (702.85a, 701.57a)."""
        items, w = self.items, self.items[k].where
        j = k + 1
        while j < len(items) and (w is None or items[j].where is None or items[j].where.sentence == w.sentence):
            o = items[j]
            said = o.text.casefold()
            if o.kind == "number" and j + 1 < len(items) and re.fullmatch(r"-?drops?|cmc|mv", items[j + 1].text.casefold()):
                o.used = items[j + 1].used = True
                if items[j + 1].kind == "ambiguous":
                    items[j + 1].kind = "word"
            elif o.kind == "concept" and o.value == "act:cast" and not self.shape.asks(o) and j + 1 < len(items) \
                    and items[j + 1].text.casefold() in ("it", "that", "them"):
                o.used = items[j + 1].used = True
            elif o.kind in ("word", "ambiguous") and said in ("free", "for free") and not self.shape.asks(o):
                o.kind, o.used = "word", True
            elif o.kind == "card" or o.kind == "concept" and o.value.startswith(("dn:", "act:")):
                break  # (what is told next is another card or event)
            j += 1

    def _cast_in_a_list(self, k: int, steps: list[str]) -> bool:
        """Several cards cast with one verb: "I cast Emeria's Call and Delver of Secrets" (the card after one just cast,
        a double-faced one too — unless a verb of its own follows it: "… and Delver of Secrets is out"),
        「《エメリアの呼び声》と《秘密を掘り下げる者》を唱えた」 (the cards before と, up to the verb after the last)."""
        items = self.items
        w = items[k].where
        if self.language != "ja":
            nxt = items[k + 1] if k + 1 < len(items) else None
            own = nxt is not None and nxt.kind == "concept" and nxt.value.startswith(("act:", "state:", "move:")) \
                and nxt.value != "act:cast" and (w is None or nxt.where is None or nxt.where.sentence == w.sentence)
            return not own and self._cast_with_the_one_before(k, steps)
        j = k + 1
        while j + 1 < len(items) and items[j].kind == "word" and items[j].text in ("と", "、", ",", "や") \
                and items[j + 1].kind == "card":
            j += 2
        if j == k + 1:
            return False
        if j < len(items) and items[j].kind == "word" and items[j].text in ("を", "も"):
            j += 1
        return j < len(items) and items[j].kind == "concept" and items[j].value == "act:cast" \
            and not self.shape.asks(items[j]) and (w is None or items[j].where is None
                                                   or items[j].where.sentence == w.sentence)

    def _spell_as_a_kind(self, k: int) -> bool:
        """'… does it count as a spell for day/night?', 'is that a spell?', 'does it count as casting a spell?': "a
        spell" said in the question as the kind of thing asked about — no spell cast — unlike "if opp flashes in a
        spell, …" (a casting verb before it, not "count as")."""
        items, w = self.items, self.items[k].where
        if self.language != "en" or w is None or not (self.shape.asks(items[k]) or w.asks) or k < 1 \
                or items[k - 1].text.casefold() not in ("a", "an"):
            return False
        for j in range(k - 2, -1, -1):
            o = items[j]
            if o.where is None or (o.where.sentence, o.where.clause) != (w.sentence, w.clause):
                return False
            if o.kind == "concept" and o.value == "act:cast":
                return j > 0 and items[j - 1].kind == "concept" and items[j - 1].value == "ask:count_as"
            if o.kind == "concept" and o.value in ("ask:count_as", "q:is") or o.kind == "word" and o.text.casefold() in (
                    "as", "is", "be", "was", "considered", "count", "counts"):
                return True
        return False

    def _special_action_asked_of(self, kinds: list[int], steps: list[str]) -> None:
        """"If I play Emeria's Call as a land, does it count as a spell for day/night?": "a spell" asked of a land
        played or a door unlocked, the one act of its turn, is answered No — a special action, never a spell (116.1,
        116.2a, 116.2m); no spell is told. Asked of anything else, it stays unplaced (no verdict)."""
        if len(kinds) != 1 or self.consequence is not None:
            return
        began = max([i + 1 for i, x in enumerate(steps) if x == "next turn"], default=0)
        acts = [x for x in steps[began:] if not x.startswith(("enter ", "it becomes"))]
        verb = {"play land": "play", "unlock": "unlock"}.get(bare(acts[0])) if len(acts) == 1 else None
        if verb is None:
            return
        self.consequence = ("special_action", verb)
        k = kinds[0]
        for o in self.items[max(0, k - 4):k + 1]:
            if o.kind == "concept" and o.value in ("ask:count_as", "dn:spells", "act:cast") or o.kind == "word" and \
                    o.text.casefold() in ("a", "an", "as", "count", "counts", "considered"):
                o.used = True

    def _the_spell_named(self, k: int) -> bool:
        """'my only spell this turn was Kolaghan's Command': the card named, right after "was", is the one spell just
        counted in its clause."""
        items = self.items
        j = k - 1
        while j > 1 and items[j].text.casefold() in ("a", "an", "kicked") and not self.shape.asks(items[j]):
            j -= 1
        if j < k - 1 and items[k - 1].text.casefold() == "kicked":
            if not card_has_keyword(items[k].card, "kicker"):
                return False
            items[k - 1].used = True  # ("my only spell was a kicked Goblin Bushwhacker")
        if self.language != "en" or j < 1 or items[j].text.casefold() not in ("was", "is") \
                or self.shape.asks(items[k]) or day_or_nightbound(items[k].card) or items[k].card.is_double_faced:
            return False
        w = items[k].where
        before = [o for o in items[max(0, j - 6):j] if o.where is not None and w is not None
                  and (o.where.sentence, o.where.clause) == (w.sentence, w.clause)]
        return any(o.kind == "concept" and o.value in ("dn:spells", "dn:one_spell") for o in before) \
            and any(o.text.casefold() in ("only", "one") for o in before)

    def _cast_denied(self, o) -> bool:
        """「呪文は唱えていません」「唱えませんでした」: a cast said not to have happened."""
        k = self.items.index(o)
        after = "".join(x.text for x in self.items[k:k + 5])
        return self.language == "ja" and re.search(r"唱え(?:てい|て)?(?:ません|ない|なかった|ず)", after) is not None

    def _cast_choices(self, k: int) -> list[str]:
        """What the caster chose as the spell at k was cast, said after it in its sentence: "choosing two modes",
        "kicked" — still one spell cast (700.2a, 601.2b); "paid replicate twice" — the spell and a copy for each
        payment (702.56a), copies not cast (707.10): a `copy spell` step each. "so 3 pings" said after, the spell
        and its copies together, is the count told again. Only a choice the card's own text offers is read."""
        items = self.items
        card, w = items[k].card, items[k].where
        text = " ".join(f.text or "" for f in card.faces)
        rest = []
        for o in items[k + 1:]:
            if o.where is None or w is None or o.where.sentence != w.sentence or o.kind == "card" \
                    or self.shape.asks(o) or o.kind == "concept" and o.value == "act:cast":
                break
            rest.append(o)
        low = [o.text.casefold() for o in rest]
        copies = []
        for j, o in enumerate(rest):
            if o.used:
                continue
            nxt = rest[j + 1] if j + 1 < len(rest) else None
            then = rest[j + 2] if j + 2 < len(rest) else None
            if low[j] in _CHOOSING and nxt is not None and then is not None and low[j + 2] in ("modes", "mode") \
                    and (nxt.kind == "number" or low[j + 1] in ("both", "all")) and re.search(r"^Choose ", text, re.M):
                o.used = nxt.used = then.used = True  # "choosing two modes": one spell
            elif low[j] in ("kicked", "kicking") and card_has_keyword(card, "kicker"):
                o.used = True
            elif low[j] == "storm" and card_has_keyword(card, "storm") and not copies:
                # "storm made 3 copies": the storm trigger's copies (702.40a), not cast
                said = rest[j + 1:j + 5]
                times = next((x for x in said if x.kind == "number" and isinstance(x.value, int)), None)
                noun = next((x for x in said if x.text.casefold() in ("copy", "copies")), None)
                if times is None or noun is None:
                    continue
                o.used = times.used = noun.used = True
                for x in said:
                    if x.text.casefold() in ("made", "makes", "gave", "got", "created", "for"):
                        x.used = True
                copies = ["copy spell"] * times.value
            elif low[j] == "replicate" and card_has_keyword(card, "replicate"):
                times = next((x for x in rest[j + 1:j + 3] if x.kind == "number" and isinstance(x.value, int)), None)
                if times is None or copies:
                    continue
                o.used = times.used = True
                for x in rest[max(0, j - 1):j] + rest[j + 1:j + 2]:
                    if x.text.casefold() in ("paid", "paying", "pay", "with"):
                        x.used = True
                copies = ["copy spell"] * times.value
                for a, b in zip(rest[j + 2:], rest[j + 3:]):  # "so 3 pings": the spell and its copies
                    if a.kind == "number" and a.value == times.value + 1 and b.kind == "word" and not b.used:
                        a.used = b.used = True
                        for x in rest[j + 2:]:
                            if x.text.casefold() == "so" and x.where == a.where:
                                x.used = True
                        break
        return copies

    def _special_exile(self, k: int) -> str | None:
        """'I suspended Rift Bolt', 'foretold Saw It Coming', 「《X》を待機した」: a card with suspend, foretell or plot,
        exiled from the hand by that special action (116.2f, 116.2h, 116.2k) — the step's verb, or None. What is said
        of it in the same sentence ("(paid R, exiled it)") is the action told again."""
        items = self.items
        it = items[k]
        if it.kind != "card" or it.card is None or it.used or self.shape.asks(it):
            return None
        near = items[max(0, k - 2):k] if self.language == "en" else items[k + 1:k + 3]
        said = next((o for o in near if o.kind in ("word", "concept", "ambiguous") and (not o.used or o.kind == "ambiguous")
                     and _special_exile_word(o.text) is not None), None)
        if said is None:
            return None
        w = it.where
        sentence = [o for o in items if o.where is not None and w is not None and o.where.sentence == w.sentence]
        if any((o.kind == "concept" and o.value in ("act:cast", "dn:spells") or re.search(
                r"^(?:cast|casts|casting|counters?|time)$|唱え|カウンター", o.text.casefold()))
               and not (o.kind == "concept" and o.value == "dn:no_spells") and not self._cast_denied(o)
               for o in sentence):
            return None  # ("the last time counter came off my suspended Rift Bolt and I cast it": cast, this turn)
        k_said = items.index(said)
        if k_said and items[k_said - 1].text.casefold() in ("my", "the", "a", "his", "her", "their", "its", "opp's"):
            return None  # ("my suspended Rift Bolt": suspended on an earlier turn)
        verb = _special_exile_word(said.text)
        if not card_has_keyword(it.card, verb):
            return None
        it.used = said.used = True
        if said.kind == "ambiguous":  # ("foretold": a word some card's name has too)
            said.kind = "word"
        rest = [o for o in items[k + 1:] if o.where is not None and w is not None and o.where.sentence == w.sentence
                and not self.shape.asks(o)]
        for j, o in enumerate(rest):  # "(paid R, exiled it)": its cost paid and the card exiled, the action again
            low = o.text.casefold()
            if o.kind == "word" and low in ("paid", "paying", "pay") and j + 1 < len(rest) \
                    and re.fullmatch(r"(?:\{?[0-9wubrgc]\}?)+", rest[j + 1].text.casefold()):
                o.used = rest[j + 1].used = True
            elif o.kind == "concept" and o.value in ("move:exile", "zone:exile") and low.startswith("exile"):
                o.used = True
        return verb

    def _another_after(self, k: int, turn: list[str]) -> str | None:
        """'I cast a spell and then another', 'I flashed in Brazen Borrower, then another one': "another" said alone
        right after a spell told (joined by "and" / "then" / a comma) is one more spell by the same player — the step,
        or None. ("another spell" and "then I cast another" are read where the count and the verb are.)"""
        items = self.items
        it = items[k]
        if self.language != "en" or it.kind != "word" or it.text.casefold() != "another" or k < 1 or not turn:
            return None
        before = items[k - 1]
        if not (before.kind == "concept" and before.value == "seq:then"
                or before.kind == "word" and before.text.casefold() in ("and", "then", ",")):
            return None
        nxt = items[k + 1] if k + 1 < len(items) else None
        same = nxt is not None and nxt.where is not None and it.where is not None \
            and (nxt.where.sentence, nxt.where.clause) == (it.where.sentence, it.where.clause)
        if same and nxt.kind == "number" and nxt.value == 1 and nxt.text.casefold() == "one":
            nxt.used = True  # ("another one")
        elif same and (nxt.kind in ("card", "ambiguous", "number") or nxt.kind == "concept" and not nxt.value.startswith(
                ("seq:", "q:", "ask:", "dn:next_turn", "dn:my_turn", "dn:last_turn", "time:"))):
            return None  # ("and another spell", "then another Opt": said with what it is)
        last = turn[-1]
        if last.startswith("spells "):
            who = last.split(" ", 2)[2] if len(last.split(" ", 2)) > 2 else ""
            return f"spells 1{' ' + who if who else ''}"
        if last.startswith("cast "):
            return "spells 1 opponent" if last.endswith(" by opponent") else "spells 1" if bare(last) == last else None
        return None

    def _count_asked_for_day(self, it, num, told: int) -> bool:
        """'it's night. I cast Bolt and copied it — does that count as 2 spells so it turns day?': the count asked is
        the question itself, with the same Yes/No as whether night turns to day (731.2b needs two or more spells);
        the story's count, not the asker's, answers it."""
        day_asked = any(o.kind == "concept" and o.value in ("ask:day", "dn:becomes_day") and (
            self.shape.asks(o) or o.where is not None and o.where.opener == "so" and o.where.asks) for o in self.items)
        def said_now(value: str) -> bool:  # "night." / "it's night": said in a sentence that asks nothing
            return any(o.kind == "concept" and o.value in (f"dn:{value}", f"ask:{value}") and o.where is not None
                       and not o.where.asks for o in self.items)
        return (self.shape.asks(it) or it.where is not None and it.where.asks) and num.value >= 2 \
            and told < num.value and day_asked and (self.has("dn:night") or said_now("night")) \
            and not (self.has("dn:day") or said_now("day"))

    def _spell_copier(self, k: int):
        """'copy it with Lithoform Engine': the card said just after the copying verb, whose text copies a spell."""
        w = self.items[k].where
        for o in self.items[k + 1:k + 5]:
            if o.kind == "card" and o.card is not None and (w is None or o.where is None or o.where.sentence == w.sentence):
                text = " ".join((f.text or "") for f in o.card.faces).casefold()
                return o if re.search(r"\bcopy target (?:[a-z, ]+ )?spell", text) else None
        return None

    def _cast_before_in_sentence(self, k: int) -> list:
        """'I cast a creature and two instants': the casting said earlier in the sentence, for the second type."""
        w = self.items[k].where
        return [o for o in self.items[:k] if w is not None and o.where is not None
                and o.where.sentence == w.sentence and o.kind == "concept" and o.value == "act:cast"]

    def _caster(self, k: int) -> str | None:
        """Who casts the spells at item k: "me", "opponent", "teammate" or "we" — the nearest player said before it in its
        sentence ("I cast one spell and opp flashed in one": me, then the opponent; 「相手が呪文1回、自分も…1回」)."""
        w = self.items[k].where
        for it in reversed(self.items[max(0, k - 6):k + 1]):  # ("I cast 1": the caster said in the verb itself)
            if w is not None and it.where is not None and it.where.sentence != w.sentence:
                break
            if it.kind == "concept" and it.value == "dn:opponent" or it.kind == "word" and it.text.casefold() in (
                    "they", "he", "she"):  # ("during their turn I cast two and they cast one": the opponent)
                return "opponent"
            if it.kind == "word" and it.text.casefold() in ("teammate", "partner", "teammates") \
                    or re.fullmatch(r"(チームメイト|味方|相方|仲間)(が|は|も)?", it.text):
                return "teammate"
            if it.kind == "word" and it.text.casefold() == "we" or it.kind == "concept" \
                    and it.text.casefold().startswith("we "):
                return "we"  # ("on my turn we cast two spells": who cast which isn't said)
            if (it.kind == "word" and it.text.casefold() == "i") or (
                    it.kind == "concept" and it.text.casefold().startswith("i ")) or _JA_ME.search(it.text) \
                    or re.fullmatch(r"(私|自分|俺|僕)(が|は|も|で)?", it.text):
                return "me"
        return None

    def _turn_told(self, k: int) -> str | None:
        """Whose turn the spells at item k were cast in: "me" ("on my turn", "last turn (my turn)", "on our turn") or
        "opponent" ("during their turn", 「相手のターン」); the turn told nearest them, one the question asks of
        ("does it become night on my turn?") only when no other is told."""
        w = self.items[k].where
        passes = [j for j, o in enumerate(self.items) if o.kind == "concept" and o.value == "dn:next_turn"
                  and not self.shape.asks(o)]  # a turn told to pass ends the turn the spells were cast in
        lo = max([j for j in passes if j < k], default=-1)
        hi = min([j for j in passes if j > k], default=len(self.items))
        same = [j for j in range(lo + 1, hi) if w is not None and self.items[j].where is not None
                and self.items[j].where.sentence == w.sentence]
        # the turn told in the sentence (nearest first), else in the story of that turn before it (last first), after it
        near = sorted(same, key=lambda j: abs(j - k)) + [j for j in range(k - 1, lo, -1) if j not in same] + [
            j for j in range(k + 1, hi) if j not in same]
        for asked in (False, True):
            for j in near:
                it = self.items[j]
                if self._opponents_turn_said(j) and bool(self.shape.asks(it)) == asked:
                    return "opponent"  # "on opp's turn I flashed in …": told, it wins over the turn asked of
                if it.kind != "concept" or bool(self.shape.asks(it)) != asked:
                    continue
                if it.value in ("dn:my_turn", "ref:my_turn") and it.text.startswith("自分") and any(
                        o.kind == "concept" and o.value == "dn:opponent" for o in self.items[max(0, j - 3):j]):
                    return "opponent"  # 「相手は自分のターンに…」: the opponent's own turn (自分 said of the opponent)
                if it.value in ("dn:my_turn", "ref:my_turn"):  # "last turn (my turn)"
                    return "me"
                if it.value == "dn:last_turn" and re.search(r"\b(their|his|her)\b|相手", it.text.casefold()):
                    return "opponent"
        if re.search(r"\bopponent'?s turn\b|\bopp'?s turn\b", self.question.casefold()):
            return "opponent"
        return None

    def _whose_turn_decides(self, casters: list, teams) -> Reading | None:
        """No verdict where whose turn it was decides the count and isn't said, or spells of two turns are told with no
        turn passing between them; None when the counts can be given to the turn's players."""
        for began in {b for b, _, _ in casters}:
            if {t for b, _, t in casters if b == began} >= {"me", "opponent"}:
                # "on my turn I cast nothing. on their turn they cast 2": two turns' spells with no turn passing
                # between them, one count for both would be wrong — said in order with "next turn" they are read
                return self.reading(None, why=say(self.language, "why_two_turns"))
        unsaid_turn = {c for _, c, t in casters if t is None}
        told_turns = {t for _, _, t in casters if t is not None}
        if len(told_turns) != 1 and unsaid_turn >= {"me", "opponent"} and not teams:
            # "I cast one spell and opp cast one": only the active player's spells count (731.2a-b), so whose turn it
            # was decides — never guessed; an older werewolf's own trigger counts each player's spells whoever's turn
            # it was, so there the two are told apart and nothing more is needed
            if not self.cards() or any(day_or_nightbound(c.card) for c in self.cards()) or self.has(
                    "dn:day", "dn:night", "ask:day", "ask:night", "dn:becomes_"):
                return self.reading(None, why=say(self.language, "why_whose_turn"))
        return None

    def _cast_step(self, k: int, teams) -> tuple[str, str | None, str | None]:
        """The step of the card at k cast, with who cast it: "cast Brazen Borrower by opponent" when the question says
        it was cast by the player whose turn it was not ("on opp's turn I flashed in Brazen Borrower"), as only the
        active player's spells count (731.2a-b); " ?opp" when the opponent cast it and the turn is unsaid. With the
        caster and the turn told, for the checks of whose turn it was."""
        caster, whose = self._caster(k), self._turn_told(k)
        who = "" if caster == "we" and not teams else self._spells_by(k, caster, whose, teams)
        return f"cast {self.items[k].card.name}{' by opponent' if who == ' opponent' else who}", caster, whose

    def _opponents_turn_said(self, j: int) -> bool:
        """Does item j open "opp's turn", "my opponent's turn", "opps turn", "on his turn" (the opponent said, then
        the word "turn")? Said with the possessive, or after "on / during / in / at"; "opp turns it" is a verb."""
        items = self.items
        it, text = items[j], items[j].text.casefold().replace("’", "'")
        if it.kind == "concept" and it.value == "dn:opponent" and text.endswith(" turn"):
            return True  # ("opponents turn", one phrase)
        if j + 1 >= len(items) or items[j + 1].kind != "word" or items[j + 1].text.casefold() != "turn":
            return False
        if it.kind == "word" and text in ("his", "her", "their", "opps", "opps'"):
            return True
        if it.kind != "concept" or it.value != "dn:opponent":
            return False
        return text.endswith(("'s", "s'")) or text in ("opps", "opponents") or bool(j) and items[j - 1].kind == "word" \
            and items[j - 1].text.casefold() in ("on", "during", "in", "at")

    def _not_active_caster(self, k: int) -> bool:
        """Are the spells at item k cast by a player whose turn it is not ("my opponent casts two
        spells on my turn", "I cast two spells during their turn")? Only said when the question says both."""
        caster, turn = self._caster(k), self._turn_told(k)
        if caster == "teammate":
            caster = "me"
        return caster in ("me", "opponent") and turn is not None and caster != turn

    def _seat(self, caster: str | None, turn: str | None) -> str:
        """The seat of a caster in a Two-Headed Giant story (the active team is A B): the asker A and a teammate B on
        their own turn, or C and D when the turn told is the opponents'."""
        seats = {"opponent": "A", "me": "C", "teammate": "D"} if turn == "opponent" else \
            {"me": "A", "teammate": "B", "opponent": "C"}
        return seats.get(caster or "me", "A")

    def _said_near(self, k: int, words: set[str], before: int = 5, after: int = 3) -> bool:
        w = self.items[k].where
        return any(o.text.casefold() in words for o in self.items[max(0, k - before):k + after + 1]
                   if w is None or o.where is None or o.where.sentence == w.sentence)

    def _all_total(self, k: int) -> bool:
        """'two spells between us', 「合計2回」: a count said of every player's spells together."""
        return self._said_near(k, _ALL_TOTAL)

    def _each(self, k: int) -> bool:
        """'we each cast one spell', 'opp and I each cast one', 「自分も相手も1つずつ」: the same count said of each of
        the two players (said before the count in English: "two spells, each a creature" is no second player)."""
        if self.language == "ja":
            return self._said_near(k, {"ずつ", "つずつ", "回ずつ", "それぞれ"}, before=4, after=2)
        w = self.items[k].where
        sentence = [o for o in self.items if w is not None and o.where is not None and o.where.sentence == w.sentence]
        two = any(o.kind == "concept" and o.value == "dn:opponent" for o in sentence) and any(
            o.text.casefold() in ("i", "me", "we") or o.text.casefold().startswith(("i ", "we ")) for o in sentence) \
            or any(o.text.casefold() in ("we", "both of us") for o in sentence)
        return two and self._said_near(k, {"each", "both"}, before=4, after=0)

    def _shared(self, k: int) -> bool:
        """'two spells between us', 'we cast 2 together', 「二人で合わせて2回」: a count of several players' spells."""
        return self._said_near(k, {"we", "us", "between", "combined", "together", "合わせて", "両方で", "二人で",
                                   "みんなで"})

    def _asked_alternative(self) -> None:
        """'does it become day, or does it need one player casting 2 and me too?', '… or do we need 2 each?': the
        asker's own guess at the rule, offered beside the question — shown as not used, never told as spells cast."""
        for k, it in enumerate(self.items):
            if not (it.kind == "word" and it.text.casefold() == "or" and self.shape.asks(it)):
                continue
            rest = [o for o in self.items[k + 1:] if it.where is not None and o.where is not None
                    and o.where.sentence == it.where.sentence]
            if any(o.text.casefold() in ("need", "needs", "require", "requires", "have to", "has to") for o in rest) \
                    and any(o.kind == "number" for o in rest) and not any(o.kind == "card" for o in rest):
                for o in [it] + rest:
                    o.used = True
                self._said_claims.append(" ".join(o.text for o in [it] + rest))
                return

    def _left_the_battlefield(self, steps: list[str]) -> None:
        """'my Weaver of Blossoms … just died': a permanent of the story told to leave the battlefield (dies, is
        destroyed, exiled, bounced) is removed after it entered — its abilities stop (611.3b), the designation stays."""
        items = self.items
        for k, it in enumerate(items):
            if it.kind != "card" or it.card is None or self.shape.asks(it):
                continue
            entered = [i for i, x in enumerate(steps) if x.startswith(("enter ", "cast ")) and bare(x).endswith(it.card.name)]
            if not entered or entered[-1] != len(steps) - 1:
                continue  # (something else told after it: when it left among those is not read — left unplaced)
            gone = next((x for x in items[k + 1:] if x.kind == "concept" and x.value.startswith("move:")
                         and x.value != "move:battlefield" and not self.shape.asks(x)
                         and x.where is not None and x.where.sentence == it.where.sentence), None)
            if gone is None or gone.used or any(x.kind == "card" for x in items[k + 1:items.index(gone)]):
                continue
            gone.used = True
            steps.insert(entered[-1] + 1, f"remove {it.card.name}")

    def _asks_if_it_ends(self, steps: list[str]) -> bool:
        """'does the day/night thing go away now?', 'does it stop being day?': whether the designation ends, after a
        permanent of the story left — once day or night, the game keeps one of them (731.1)."""
        if not any(x.startswith("remove ") for x in steps) or self.language != "en":
            return False
        asked = [it for it in self.items if self.shape.asks(it)]
        ends = [it for it in asked if it.kind in ("word", "ambiguous") and it.text.casefold() in _ENDS
                or it.kind == "concept" and self._ends_said(it)]  # ("stop" is read as a card stopping something)
        about = [it for it in asked if it.kind == "concept" and it.value in ("ask:day", "ask:night", "ask:daynight")]
        if not ends or not about or self.shape.opener not in ("does", "do", "will", "would", "is"):
            return False
        for it in ends + about:
            it.kind, it.used = "word", True
        for it in asked:  # "the day/night thing": the designation, by a word of nothing
            if it.kind == "word" and it.text.casefold() in ("thing", "stuff", "mechanic", "now", "anymore"):
                it.used = True
        return True

    _FORETOLD = re.compile(r"foretell|foretold|foretelling|foretells|plot|plotted|plotting|plots|suspend|suspended|"
                           r"suspending|suspends")

    _PASSIVE_BEFORE_COUNTER = ("got", "get", "gets", "was", "were", "is", "been", "getting", "by")

    def _counterer(self, k: int, casters: list) -> str | None:
        """Who cast the counterspell at k ("me" or "opponent"): the player said just before it ("i negated it", "opp
        mana leaked one", "i cast mana leak and spell pierce"), or, said in the passive ("it got negated"), the other
        player than the one whose spell it counters — assumed, and said so. None when it can't be told."""
        items = self.items
        j = k - 1
        while j >= 0 and (items[j].kind == "word" and items[j].text.casefold() in ("and", "then", "also", "with")
                          or items[j].kind == "card" and counters_spells(items[j].card)):
            j -= 1  # ("i cast mana leak and spell pierce": the caster of the list)
        before = items[j] if j >= 0 else None
        if self.language == "ja":
            return self._counterer_ja(k, before, casters)
        if before is None or before.where is None or items[k].where is None \
                or before.where.sentence != items[k].where.sentence:
            return None
        text = before.text.casefold()
        if before.kind == "concept" and before.value == "dn:opponent" or text in ("they", "he", "she"):
            return "opponent"
        if before.kind == "concept" and before.value == "act:cast" and j and items[j - 1].kind == "concept" \
                and items[j - 1].value == "dn:opponent" or before.kind == "concept" and text.startswith(
                    ("they ", "he ", "she ", "opp ")):
            return "opponent"
        if text == "i" or before.kind == "concept" and text.startswith("i "):
            return "me"
        if before.kind == "word" and text in self._PASSIVE_BEFORE_COUNTER and casters:
            countered = casters[-1][1] or "me"
            if countered in ("me", "opponent"):
                self.assumed.append(("counterer", ""))
                return "opponent" if countered == "me" else "me"
        return None

    def _counterer_ja(self, k: int, before, casters: list) -> str | None:
        """「相手に《否認》で打ち消された」「《対抗呪文》された」: said in the passive, the other player than the one whose
        spell it counters (assumed); 「相手が《否認》を唱えた」, 「自分も《否認》」: the player said before it."""
        if before is not None and before.where is not None and before.where == self.items[k].where:
            if re.match(r"(相手|対戦相手)(が|は|も)?$", before.text) or before.kind == "concept" \
                    and before.value == "dn:opponent" and not before.text.endswith("に"):
                return "opponent"
            if re.match(r"(私|自分|俺|僕)(が|は|も)?$", before.text):
                return "me"
        after = "".join(o.text for o in self.items[k + 1:k + 4])
        if re.search(r"され|られ", after) and casters:
            countered = casters[-1][1] or "me"
            if countered in ("me", "opponent"):
                self.assumed.append(("counterer", ""))
                return "opponent" if countered == "me" else "me"
        return None

    def _so_its_day_asked(self) -> None:
        """'… cast two spells, so its day next turn?': "its day" with the turn it would be, in the clause that asks,
        is the day asked — as "so it becomes day next turn?" — not a day told."""
        items = self.items
        for k, it in enumerate(items[:-1]):
            if self.language == "en" and it.kind == "concept" and it.value in ("dn:day", "dn:night") \
                    and it.text.casefold().startswith(("its ", "it's ", "it’s ", "it is ", "it'll be ", "itll be ")) \
                    and (self.shape.asks(it) or it.where is not None and it.where.asks) \
                    and items[k + 1].kind == "concept" and items[k + 1].value == "dn:next_turn" \
                    and k and items[k - 1].kind == "word" and items[k - 1].text.casefold() == "so":
                it.value = "ask:" + it.value[3:]
                self.concepts = [o.value for o in items if o.kind == "concept"]

    def _special_actions_with(self, k: int, turn_began: int, steps: list[str]) -> None:
        """'all i did on my turn was play a land and foretell a card', 'i just plotted a card': foretelling, plotting and
        suspending are special actions, no spell cast (116.2h, 116.2k, 116.2f) — said beside the land played, it adds nothing to the turn's spells; and "on my turn" said
        with them is the turn they are told in, the asker's (no other turn was told before it)."""
        if self.language != "en":
            return
        it = self.items[k]
        same = [x for x in self.items if x.where is not None and it.where is not None
                and x.where.sentence == it.where.sentence]
        for j, x in enumerate(same):
            if x.kind == "word" and self._FORETOLD.fullmatch(x.text.casefold()) and not x.used:
                x.used = True
                nxt = same[j + 1:j + 3]
                if nxt and nxt[0].text.casefold() in ("a", "one") and len(nxt) > 1 and nxt[1].text.casefold() == "card":
                    nxt[0].used = nxt[1].used = True
                elif nxt and nxt[0].text.casefold() in ("a card", "card", "it"):
                    nxt[0].used = True
        if not any(x == "next turn" for x in steps[:turn_began + 1]):
            for x in same:
                if x.kind == "concept" and x.value == "dn:my_turn" and not self.shape.asks(x):
                    x.used = True

    def _cast_as_its_verb(self, k: int) -> bool:
        """'bolted a creature', 'i brainstormed': an instant or sorcery named as the verb — a spell cast."""
        it = self.items[k]
        if self.language != "en" or it.kind != "card" or it.card is None or self.shape.asks(it):
            return False
        word = it.text.casefold()
        name = it.card.name.casefold()
        before = self.items[k - 1].text.casefold() if k > 0 else ""
        after = self.items[k + 1] if k + 1 < len(self.items) else None
        # ("my Untamed Pup got Unsummoned": done to a card of the story, not a spell the asker is telling of)
        aimed = after is not None and (after.kind == "concept" and str(after.value).startswith("type:")
                                       or after.text.casefold() in ("a", "an", "their", "opp's", "opps", "the", "face"))
        return not name.startswith(word) and word.endswith(("ed", "d")) and " " not in word and aimed \
            and before not in ("got", "get", "gets", "was", "were", "been", "be", "is", "getting") \
            and bool({"Instant", "Sorcery"} & set(it.card.faces[0].types or ()))

    def _asks_yes_no_of_designation(self) -> bool:
        """'Does it become night?', '夜になりますか？' — not 'when does it become night?'."""
        asked = [it for it in self.items if it.kind == "concept" and it.value in ("ask:day", "ask:night")
                 and (self.shape.asks(it) or it.where is not None and it.where.opener == "so" and it.where.asks)]
        # ("does that count as 2 spells so it turns day?": the "so" clause is what the Yes/No is about)
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
        """'I cast no spells on my turn': the turn said is the caster's own, as the rule counts (731.2a). Cast by
        the other player ("on opp's turn I flashed in Brazen Borrower … is it night on my turn?"), "my turn" asked is
        the next one; told ("opp cast no spells on my turn"), it stays to be placed by what the asker cast in it."""
        if self._not_active_caster(k):
            for it in self.items:
                if it.kind == "concept" and it.value == "dn:my_turn" and self._turn_told(k) == "opponent" \
                        and self.shape.asks(it):
                    it.used = True
            return
        for it in self.items:
            if it.kind == "concept" and it.value == "dn:my_turn":
                it.used = True

    def _land_played_ja(self) -> None:
        """「《針縁の小道》を土地として置いた」: the analyser cuts 「として」 from the verb, so the land played is read
        from the words in order — 土地, として, then 置いた / プレイした — as the play said (dn:play_land)."""
        items = self.items
        for k, it in enumerate(items):
            if it.text == "土地" and it.kind == "concept" and k + 1 < len(items) and not it.used \
                    and re.fullmatch(r"(?:を|だけ|だけを)?(?:置|プレイ)(?:いた|した)(?:だけ)?", items[k + 1].text):
                # 「土地だけ置いた」「土地を置いただけ」: a land played, the one thing done (116.2a)
                it.kind, it.value, it.used = "concept", "dn:play_land", False
                items[k + 1].kind, items[k + 1].value, items[k + 1].used = "word", None, True
                continue
            if not (it.text == "土地" and k + 2 < len(items) and items[k + 1].text == "として"):
                continue
            verb = items[k + 2]
            if re.match(r"(置い|置き|プレイ)", verb.text):
                it.kind, it.value, it.used = "concept", "dn:play_land", False
                items[k + 1].used = verb.used = True
                verb.kind, verb.value = "word", None

    def daynight(self) -> Reading:
        if self.language == "ja":
            self._land_played_ja()
            self._ja_cast_from_said()
        self._face_by_time_asked()
        self._casts_by_mechanic_words()
        self._now_or_next_turn()
        self._spells_by_table_nouns()
        self._ordinal_spells()
        self._so_its_day_asked()
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
        casters: list[tuple[int, str | None, str | None]] = []  # (turn began at, caster, turn told) per count placed
        cast_casters: list[tuple[int, str | None, str | None]] = []  # the same, per card cast (they count if a turn passes)
        kinds_asked: list[int] = []
        counterspell_before = ""  # the step of the counterspell just cast, so a second in a list counters nothing new
        faces_cast = False  # a double-faced card cast: the turn passes only if day or night is asked  # "does it count as a spell?": "a spell" said as what is asked about
        players, teams = self._players()
        self._asked_alternative()
        turns_pass = self.has("dn:next_turn", "dn:last_turn", "dn:spells", "dn:one_spell", "dn:no_spells", "dn:my_turn")
        for k, it in enumerate(items):
            if self.language == "ja" and it.kind == "word" and not turns_pass and k and items[k - 1].kind == "card" \
                    and re.fullmatch(r"を?出(した|したら|して|しても|す|せば)", it.text):
                # 「《Weary Prisoner》を出したら」: put onto the battlefield — cast or put, it enters; read so only
                # where no spell is counted (no turn passes), as casting it would be a spell
                it.kind, it.value = "concept", "act:enter"
        for k, it in enumerate(items):
            if it.kind == "concept" and it.value == "act:play":
                other = self._prev_card(k) if self.language == "ja" else self._next_card(k)
                if other is not None and not any("Land" in f.types for f in other.card.faces):
                    it.value = "act:cast"  # "I play Brutal Cathar": to play a card no land face is, is to cast it
        for k, it in enumerate(items):
            if it.kind == "card" and it.card.name in entered and not (
                    self.shape.asks(it) and it.match is not None and it.match.face_idx is not None
                    and it.card.is_double_faced) and not self._other_half_cast_next(k, steps) and not any(
                    b.kind == "concept" and b.value in ("act:cast", "act:enter", "act:enter_transformed", "act:blink")
                    and not b.used for b in items[max(0, k - 2):k + 3]):
                it.used = True  # "my Tovolar ... Tovolar's side": one card, named again, enters once
                continue
            if it.kind == "card" and any(b.kind == "concept" and b.value == "dn:counter" for b in items[max(0, k - 3):k]):
                it.used = True  # "countered by Counterspell": the card that counters is the counter said
                continue
            if it.kind == "card" and not it.used and steps and steps[-1] == "spells 1" and self._the_spell_named(k):
                steps[-1] = f"cast {it.card.name}"  # "my only spell this turn was Kolaghan's Command": that spell
                steps += self._cast_choices(k)
                it.used = True
                continue
            special = self._special_exile(k)
            if special is not None:  # "the only thing I did was suspend Rift Bolt": a special action, no spell
                steps.append(f"{special} {it.card.name}")
                self._whose_turn_said(k)
                spells_pending = True
                entered.add(it.card.name)
                continue
            if it.kind == "card" and counters_spells(it.card) and any(
                    x.startswith(("spells", "cast ")) for x in steps) and not self.shape.asks(it):
                # "i cast 2 spells but opp mana leaked one": a spell countered was cast all the same (731.2a counts
                # spells cast) — and so was the counterspell, by whoever cast it ("on my turn opp cast a spell and i
                # negated it": the active player cast a spell, it stays day)
                caster = None if teams else self._counterer(k, casters + cast_casters)
                if caster is None:
                    continue  # ("… and it got countered by Negate" in a game of teams: who cast it isn't said)
                whose = self._turn_told(k)
                if not (counterspell_before and steps[-1:] == [counterspell_before]):
                    steps.append("counter")  # ("i cast mana leak and spell pierce": the one spell countered once)
                counterspell_before = "spells 1" + (" opponent" if whose is not None and caster != whose else
                                                    " ?opp" if caster == "opponent" and whose is None else "")
                steps.append(counterspell_before)
                casters.append((turn_began, caster, whose))
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
            if it.kind == "card" and not day_or_nightbound(it.card) and 0 < k < len(items) - 1 \
                    and items[k - 1].text.casefold() == "with" and items[k + 1].text.casefold() in ("paying", "for") \
                    and (it.card.is_room or not any(t in f.types for f in it.card.faces for t in ("Instant", "Sorcery"))) \
                    and any(x.startswith("spells ") for x in steps[turn_began:]) and not self.shape.asks(it):
                # "the only spell i cast was one from exile with Warped Space paying {0}": the permanent whose
                # permission let it be cast for another cost — it is still a spell cast (601.2i, 118.9)
                it.used = items[k + 1].used = True
                w = it.where
                for b in items[max(0, k - 4):k]:
                    if b.kind == "concept" and b.value.startswith("zone:") and b.where == w:
                        b.used = True  # ("from exile": where the spell was cast from)
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
                prev = items[k - 1].text.casefold() if k else ""
                target = prev in ("as", "into", "to", "back", "becomes", "become") or self.language == "ja" and any(
                    re.match(r"(の面|に戻|で出|として)", b.text) for b in items[k + 1:k + 3])
                flips = any(b.kind == "concept" and b.value == "act:transform" and self.shape.asks(b)
                            for b in items[max(0, k - 3):k + 3])
                if self.shape.asks(it) and it.match is not None and it.match.face_idx is not None \
                        and any(bare(x).endswith(it.card.name) for x in steps) and it.card.is_double_faced \
                        and flips and not target:
                    it.used = True  # "does my Tavern Ruffian flip?": the card already in the story flips; no face named
                    continue
                if self.shape.asks(it) and it.match is not None and it.match.face_idx is not None \
                        and any(bare(x).endswith(it.card.name) for x in steps) and it.card.is_double_faced:
                    # "I cast Tavern Ruffian at night. does it enter as Tavern Smasher?", 「…《ハンウィアーの災い》の面で
                    # 出てくる？」: the face asked of the card already in the story — no second card entering
                    self.consequence = ("face_named", it.card.faces[it.match.face_idx].name)
                    it.used = True
                    for b in items[max(0, k - 3):k + 3]:  # "flip back to Hinterland Logger", 「《村人》に戻る？」
                        if b.kind == "word" and re.fullmatch(r"back|に?戻(る|ります|れる|って|りますか)?", b.text.casefold()) \
                                or b.kind == "concept" and b.value == "act:transform" and self.shape.asks(b):
                            b.used = True
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
                    transformed = "state:transformed" in before or "act:enter_transformed" in after or (
                        not day_or_nightbound(it.card) and it.match is not None and it.match.face_idx == 1
                        and not self.shape.asks(it))  # "my Timber Shredder is out": the back face up
                    if "act:cast" in before[-1:] or (self.language == "ja" and "act:cast" in after[:1]) \
                            or self._cast_in_a_list(k, steps):  # 「《Tavern Ruffian》を唱えました」: a spell cast
                        step, caster, whose = self._cast_step(k, teams)
                        steps.append(step)  # (no turn passes for it alone: "which face does it enter with?")
                        cast_casters.append((turn_began, caster, whose))
                        faces_cast = True
                        self._whose_turn_said(k)
                    elif any(a in ("act:enter", "act:enter_transformed") for a in after + before):
                        steps.append(("enter transformed " if transformed else "enter ") + it.card.name)
                    else:  # "what happens to Tavern Ruffian?": it is on the battlefield from the start
                        steps.insert(0, ("enter transformed " if transformed else "enter ") + it.card.name)
                elif any(b.kind == "concept" and b.value == "act:cast" for b in items[max(0, k - 2):k]) or (
                        self.language == "ja" and any(b.kind == "concept" and b.value == "act:cast"
                                                      for b in items[k + 1:k + 3])) or self._cast_with_the_one_before(
                        k, steps) or self._cast_in_a_list(k, steps) or self._cast_as_its_verb(k):
                    # 「《X》を唱えたら」, "I cast Opt and Brainstorm", "bolted a creature in my end step"
                    step, caster, whose = self._cast_step(k, teams)
                    if self._cast_as_its_verb(k) and k + 1 < len(items) and items[k + 1].kind == "concept" \
                            and str(items[k + 1].value).startswith("type:") and not self.shape.asks(items[k + 1]):
                        items[k + 1].used = True  # (what the spell was cast at)
                    steps.append(step)
                    steps += self._cast_choices(k)
                    cast_casters.append((turn_began, caster, whose))
                    spells_pending = True
                    for b in items[k + 1:k + 3]:
                        if b.kind == "concept" and b.value == "act:cast":
                            b.used = True
                    self._whose_turn_said(k)  # ("on my turn I cast Bottomless Pool": the caster's own turn)
                elif it.card.is_room and any(b.kind == "concept" and (b.value == "act:unlock" or b.value ==
                                                                      "state:unlocked" and not self.shape.asks(b))
                                             for b in items[max(0, k - 2):k + 3]):
                    steps.append("unlock")  # "I unlocked Locker Room": a special action, not a spell (116.2m)
                    spells_pending = True
                    for b in items[max(0, k - 4):k + 3]:
                        if b.kind == "concept" and b.value in ("act:unlock", "state:unlocked") or b.kind == "word" and re.fullmatch(
                                r"pa(?:y|id|ying)|払っ(?:て)?|払い", b.text.casefold()):
                            b.used = True  # ("paid {4}{U} to unlock …": the door's cost, 709.5e)
                    self._whose_turn_said(k)
                else:
                    continue
                it.used = True
                for b in items[max(0, k - 2):k + 3]:
                    if b.kind == "concept" and b.value in ("act:cast", "act:enter", "act:enter_transformed",
                                                           "state:transformed"):
                        b.used = True
                continue
            if it.kind == "number" and not it.used and self._all_total(k) \
                    and not any(o.kind == "concept" and o.value in ("dn:spells", *_SPELL_TYPES)
                                for o in items[k + 1:k + 2]):
                # 「合計2回だけど」: the turn's spells added up by the asker — a restatement of the counts told before it,
                # placed only when it is their sum (each player's count is what the rules look at)
                if steps[turn_began:] and self._told(steps[turn_began:]) == it.value:
                    it.used = True
                    self._total_said(k)
                continue
            more = self._another_after(k, steps[turn_began:])
            if more is not None:  # "I cast a spell and then another": one more spell, by whoever cast the one before
                steps.append(more)
                spells_pending = True
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
                for o in items[max(0, k - 4):k]:  # 「他は誰も呪文を唱えてない」: no one else cast a spell
                    if o.kind == "concept" and o.value == "dn:nobody_else":
                        o.used = True
                casters.append((turn_began, self._caster(k), self._turn_told(k)))  # (a count of none is a count)
                self._whose_turn_said(k)
                for o in items[max(0, k - 2):k + 3]:  # "no spells cast", "cast no spells"
                    if o.kind == "concept" and o.value == "act:cast":
                        o.used = True
            elif c in ("dn:spells", "dn:one_spell") or c in _SPELL_TYPES and any(
                    o.kind == "concept" and o.value == "act:cast" for o in items[max(0, k - 3):k + 4]
                    + self._cast_before_in_sentence(k)):
                # "インスタントを2つ唱えた", "I cast two instants", "I cast one creature": spells by their type
                if c == "dn:spells" and self._spell_as_a_kind(k):
                    kinds_asked.append(k)  # "does it count as a spell?": what is asked about, no spell cast
                    continue
                num = self._number_near(k) if c != "dn:one_spell" else _One()
                if num is None and c == "dn:spells" and self.language == "en" and k and it.text.casefold() == "spell" \
                        and not it.used \
                        and items[k - 1].kind == "word" and items[k - 1].text.casefold() in ("a", "an", "another"):
                    num = _One()  # "opp flashed in a spell"
                    items[k - 1].used = True
                if num is None and c == "dn:spells" and self.language == "en" and k > 1 and it.text.casefold() == "spell" \
                        and items[k - 1].text.casefold() == "only" and items[k - 2].text.casefold() in ("the", "my", "their"):
                    num = _One()  # "the only spell i cast was one from exile": one spell
                    for j in range(k + 1, min(len(items), k + 4)):  # ("… was one": the spell itself, no second count)
                        if items[j].kind == "number" and items[j].value == 1 and items[j - 1].text.casefold() == "was":
                            items[j].used = True
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
                caster, whose = self._caster(k), self._turn_told(k)
                who = self._spells_by(k, caster, whose, teams)
                if self._all_total(k) and (self._told(steps[turn_began:]) or caster is None or self._shared(k)):
                    # "two spells between us", 「呪文が合計2つ」: every player's spells together — placed only as the sum of
                    # counts told before it; said alone it can't tell who cast how many (731.2), so it stays unplaced
                    # ("I cast 2 spells in total", one caster and nothing told before, is their count)
                    if self._told(steps[turn_began:]) == num.value:
                        it.used = num.used = True
                        self._total_said(k)
                    continue
                if self._each(k) and not teams and not players and caster != "teammate":
                    # "we each cast one spell", 「1つずつ」: the same count for both players, whoever's turn it was
                    steps += [f"spells {num.value}", f"spells {num.value} opponent"]
                    spells_pending = True
                    it.used = num.used = True
                    self._counter_said(num)
                    for o in items[max(0, k - 4):k + 3]:
                        if o.kind == "word" and o.text.casefold() in ("each", "both", "ずつ", "それぞれ") \
                                or o.kind == "concept" and o.value in ("dn:opponent", "act:cast"):
                            o.used = True
                    for o in items:  # whose turn it was changes nothing when each cast as many
                        if o.kind == "concept" and o.value == "dn:my_turn" and not self.shape.asks(o):
                            o.used = True
                    continue
                if caster == "we" and not teams:
                    continue  # "on my turn we cast two spells": whose they were decides (731.2a-b), so unplaced
                if self._a_total(k) and self._told(steps[turn_began:]):
                    # "… cast a creature, then Into the Night. Those are my only 2 spells": the turn's count said
                    # again, not two more; placed only when it is the count told before it
                    told = sum(int(x.split()[1]) if x.split()[1].isdigit() else 0 for x in steps[turn_began:]
                               if x.startswith("spells ") and not x.endswith(" opponent")) + sum(
                        1 for x in steps[turn_began:] if x.startswith("cast ") and bare(x) == x)
                    if told == num.value and not who or self._count_asked_for_day(it, num, told):
                        it.used = num.used = True
                        for o in items:  # "on my turn … is that 2 spells?": said of the turn the count is
                            if o.kind == "concept" and o.value == "dn:my_turn":
                                o.used = True
                    continue
                steps.append(f"spells {num.value}{who}")
                casters.append((turn_began, caster, whose))
                spells_pending = True
                self._count_placed(it, num, ("dn:opponent", "dn:my_turn", "act:cast"))
            elif c == "act:cast" and not it.used and self.language == "en" and k + 1 < len(items) \
                    and items[k + 1].kind == "word" and items[k + 1].text.casefold() in ("another", "another one") \
                    and (k + 2 >= len(items) or items[k + 2].kind != "card") \
                    and any(x.startswith("spells ") for x in steps[turn_began:]):
                # "i cast a spell, …, then i cast another": one more spell, by whoever cast the one before
                caster, whose = self._caster(k), self._turn_told(k)
                if caster == "we" and not teams:
                    continue
                steps.append(f"spells 1{self._spells_by(k, caster, whose, teams)}")
                casters.append((turn_began, caster, whose))
                spells_pending = True
                it.used = items[k + 1].used = True
            elif c == "act:cast" and self._count_cast(k) is not None:
                # 「相手も…1つ唱えた」, "opp cast 2 on my turn": a count said with the verb alone is a count of spells
                num = self._count_cast(k)
                caster, whose = self._caster(k), self._turn_told(k)
                if caster == "we" and not teams:
                    continue  # ("we cast 2": whose spells they were isn't said)
                steps.append(f"spells {num.value}{self._spells_by(k, caster, whose, teams)}")
                casters.append((turn_began, caster, whose))
                spells_pending = True
                self._count_placed(it, num, ("dn:opponent", "dn:my_turn"))
            elif c == "time:response" and any(o.kind == "concept" and o.value == "act:cast"
                                               for o in items[max(0, k - 3):k + 4]) and not self.shape.asks(it):
                it.used = True  # "opp cast one in response": a spell cast in response is cast all the same (601.2i)
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
            elif c == "act:copy" and not self.shape.asks(it) and any(x.startswith(("spells", "cast ")) for x in steps) \
                    and self._spell_copier(k) is not None:
                # "i cast lightning bolt and copy it with lithoform engine": a copy of a spell isn't cast (707.10)
                copier = self._spell_copier(k)
                copier.used = True
                for o in items[k + 1:items.index(copier)]:
                    if o.kind == "word" and o.text.casefold() in ("it", "that", "with", "using", "the", "spell"):
                        o.used = True
                if {"Instant", "Sorcery"} & set(copier.card.faces[0].types or ()):
                    # "copied it with Reverberate": an instant or sorcery copies by being cast and resolving — one
                    # more spell cast (601.2); only the copy it makes isn't cast (707.10)
                    step, caster, whose = self._cast_step(items.index(copier), teams)
                    steps.append(step)
                    cast_casters.append((turn_began, caster, whose))
                steps.append("copy spell")
                spells_pending = True
                it.used = True
            elif c == "dn:counter":
                if not any(x.startswith(("spells", "cast ")) for x in steps):
                    steps.append("spells 1")  # "my spell gets countered": it was cast first
                said = steps[-2:] == ["counter", counterspell_before] if counterspell_before else steps[-1:] == ["counter"]
                if not said or not any(  # (「《否認》で打ち消された」: the card said is this counter)
                        o.kind == "card" and o.used and counters_spells(o.card) for o in items[max(0, k - 3):k]):
                    steps.append("counter")
                spells_pending = True
                it.used = True
            elif c == "act:resolve" and any(x.startswith("cast ") for x in steps):
                it.used = True  # "I cast Curse of Leeches … when it resolves": a cast here is followed until it resolves
            elif c == "act:flashback" and not self.shape.asks(it) and k and items[k - 1].kind == "card" \
                    and it.text.casefold().startswith(("with ", "via ", "using ", "by ")) and steps \
                    and bare(steps[-1]) == f"cast {items[k - 1].card.name}":
                it.used = True  # "i cast unnatural moonrise with flashback": how that one cast was made — not a second
            elif c == "act:flashback" and any(x.startswith(("spells", "cast ")) for x in steps) \
                    and not self.shape.asks(it):
                steps.append("spells 1")  # "i cast faithless looting and then flashed it back": cast again (702.34a)
                spells_pending = it.used = True
            elif c == "hit:cascade" and any(x.startswith("cast ") for x in steps) and not self.shape.asks(it):
                # "I cast Bloodbraid Elf and cascade into a spell": the spell cascaded into is cast (702.85a)
                steps.append("spells 1")
                spells_pending = it.used = True
                self._cascaded_into(k)
                for o in items[k + 1:k + 3]:
                    if o.kind == "concept" and o.value == "dn:spells" or o.kind == "word" and o.text.casefold() in (
                            "a", "spell", "another"):
                        o.used = True
                self._cast_free_said_again(k)
            elif c == "dn:ability" and not self.shape.asks(it):
                it.used = True  # "i played a land and activated a couple abilities, no spells": no spell cast (731.2)
            elif c == "dn:play_land":
                steps.append("play land")
                spells_pending = True
                it.used = True
                self._special_actions_with(k, turn_began, steps)
            elif c in ("act:unlock", "state:unlocked") and not it.used and not self.shape.asks(it) and any(
                    x.kind == "card" and x.card.is_room and x.match is not None
                    and x.match.face_idx is not None and any(st == f"cast {x.card.name}" for st in steps)
                    for x in items[k + 1:k + 3]):
                steps.append("unlock")  # "I cast Ticket Booth and then unlocked Tunnel of Hate": the other door of the
                spells_pending = True  # Room cast, unlocked — a special action, not a spell (116.2m)
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
        self._special_action_asked_of(kinds_asked, steps)
        refused = self._whose_turn_decides(casters, teams)
        if refused is not None:
            return refused
        everyone = casters + cast_casters
        unsaid_turn = {c for _, c, t in everyone if t is None}
        told_turns = {t for _, _, t in everyone if t is not None}
        if len(told_turns) == 1:  # "on my turn I cast one … opp cast one too": the turn told is theirs as well
            steps = [whose_said(x, told_turns == {"me"}) for x in steps]
        steps = [whose_said(x, unsaid_turn >= {"me", "opponent"}) for x in steps]
        said = [it.value[4:] for it in items if it.kind == "concept" and it.value in ("ask:day", "ask:night")]
        in_question = [it.value[4:] for it in items if it.kind == "concept" and it.value in ("ask:day", "ask:night")
                       and self.shape.asks(it)]  # ("… 夜になる？今は昼。": the night asked, not the day told after it)
        asked = (in_question or said)[-1] if said else None
        told = [it.value[4:] for k, it in enumerate(items) if it.kind == "concept" and it.value in ("ask:day", "ask:night")
                and it.where is not None and not it.where.asks
                and it.where.opener not in ("then", "after", "when", "if", "once", "until", "before", "so")
                and not (k and items[k - 1].text.casefold() in _CHANGE_WORDS)]
        # ("then it became night" is an event, not how it was)
        if start is None and told:
            start = told[0]  # "night rn. I cast Fearful Villager": said in a sentence that asks nothing, it is how it is
            said = said[1:] if said[:1] == told[:1] else said
        if start is None and len(set(said)) == 2 and not (self.consequence and self.consequence[0] == "special_action"):
            # (not "does it count as a spell for day/night?": the two said as what the count is for)
            start = said[0]  # "night, I cast three spells, day next turn?": the first is how it is, the last what is asked
        if start is None:
            def of_daynight(step: str) -> bool:  # a card that starts day or night as it enters or resolves
                texts = [" ".join(f.text or "" for f in c.card.faces) for c in self.cards()
                         if c.card.name == bare(step)[5:]]
                return not texts or any(_DAYBOUND.search(t) or _SETS.search(t) for t in texts)

            # ("I cast Lightning Bolt and copied it with Reverberate": spells that only count, as a count of spells)
            entering = any(s.startswith("enter") or s.startswith("cast ") and of_daynight(s) for s in steps)
            if asked is not None and not entering:
                start = "day" if asked == "night" else "night"
            else:
                start = "neither"
            self.assumed.append(("start", start))
        sets_it = [x for x in steps if x.startswith("cast ") and _SETS.search(
            " ".join(f.text or "" for c in self.cards() if c.card.name == bare(x)[5:] for f in c.card.faces))]
        if faces_cast and not spells_pending and self.consequence is None and any(
                it.kind == "concept" and it.value in ("ask:day", "ask:night") and self.shape.asks(it) for it in items):
            spells_pending = True  # "I cast Delver of Secrets and Emeria's Call. does it become day?": the next turn
        if (spells_pending or last_turn) and (not steps or steps[-1] != "next turn" or zero_in_new_turn) and not (
                sets_it and not self.has("dn:next_turn", "dn:last_turn")):
            # ("Unnatural Moonrise: does it become night?" asks of the spell's own effect, not of the next turn)
            unsaid = unsaid or told_nothing_cast()
            steps.append("next turn")
        if cast_casters and "next turn" in steps:
            refused = self._whose_turn_decides(everyone, teams)  # ("I cast Opt and opp flashed in Brazen Borrower":
            if refused is not None:  # whose turn it was decides the count once a turn passes)
                return refused
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
        self._left_the_battlefield(steps)
        self._table_words_placed(steps)
        self._time_face_placed(steps)
        if (self.consequence is None or self.consequence[0] == "designation") and self._asks_if_it_ends(steps):
            self.consequence = ("designation", "neither")  # "does the day/night thing go away now?"
        if asked is not None and self.consequence is None and self._asks_yes_no_of_designation():
            self.consequence = ("designation", asked)  # "does it become night?": Yes or No, then when
        self._asked_right_away(steps, sets_it)
        self._turns_told_unpassed(steps)
        argv = ["--start", start]
        if teams and any(x.startswith("spells ") for x in steps):
            # With shared team turns each player's spells count on their own (the asker is A, a teammate B,
            # an opponent C): who cast them decides, so it is never guessed.
            text = self.question.casefold()
            if re.search(r"\b(my teammate and i|i and my teammate|we|us|between us|together)\b", text):
                return self.reading(None, why=say(self.language, "why_teams"))
            who = "C" if self.has("dn:opponent") else "B" if re.search(r"\b(teammate|partner)\b", text) else "A"
            steps = [f"{x.replace(' opponent', '')} by {who}" if x.startswith("spells ") and " by " not in x else x
                     for x in steps]
        if teams:
            argv += ["--teams", teams]
        elif players:
            argv += ["--players", str(players)]
        else:
            self.assumed.append(("players", "2"))
        return self.reading("daynight", argv + ["--steps", "; ".join(steps)])

    def _turns_told_unpassed(self, steps: list[str]) -> None:
        """'my turn: i only foretold saw it coming. opp's turn: they cast one spell …': the turns told one after
        another, each opening its sentence. Where the story has fewer turns passing than the told turns change (the
        opponent's spell had been counted in the asker's turn: "Day on turn 2"), the turn told stays unplaced — no
        verdict, and no reading offered without it."""
        items = self.items
        owners = []  # (sentence, "me" | "opp", the item saying it)
        for it in items:
            w = it.where
            if w is None or self.shape.asks(it) or w.sentence in self.shape.questions:
                continue
            first = [o for o in items if o.where is not None and o.where.sentence == w.sentence][:3]
            if it not in first:
                continue
            k = items.index(it)
            nxt = items[k + 1] if k + 1 < len(items) else None
            if it.kind == "concept" and it.value in ("ref:my_turn", "dn:my_turn") and it.text.casefold() in (
                    "my turn", "on my turn", "自分のターン"):
                owners.append((w.sentence, "me", it))
            elif it.kind == "concept" and it.value == "dn:opponent" and nxt is not None \
                    and nxt.text.casefold() in ("turn", "turn:") and nxt.where == w:
                owners.append((w.sentence, "opp", nxt))
        changes = [b for a, b in zip(owners, owners[1:]) if a[1] != b[1] and a[0] != b[0]]
        if changes and steps.count("next turn") <= len(changes):
            for _, _, it in changes:
                it.kind, it.value, it.used = "concept", "dn:turn_told", False

    @staticmethod
    def _told(steps: list[str]) -> int:
        """Every player's spells told in these steps of one turn."""
        return sum(int(x.split()[1]) for x in steps if x.startswith("spells ") and x.split()[1].isdigit()) + sum(
            1 for x in steps if x.startswith("cast "))

    def _total_said(self, k: int) -> None:
        for o in self.items[max(0, k - 5):k + 4]:
            if o.kind == "word" and o.text.casefold() in _ALL_TOTAL | {"us", "in", "all", "spells"} \
                    or o.kind == "concept" and o.value == "dn:spells" and not o.used:
                o.used = True
        w = self.items[k].where
        if w is not None:  # shown as the asker's own sum, not used
            self._said_claims.append(" ".join(o.text for o in self._clause(w.sentence, w.clause)))

    def _spells_by(self, k: int, caster: str | None, whose: str | None, teams) -> str:
        """Who cast the spells counted at k, as the `spells N` step says it: a seat in Two-Headed Giant, "opponent"
        for spells not the active player's, " ?opp" for an opponent's with the turn unsaid, or "" for the asker's."""
        if teams and caster is not None:
            return f" by {self._seat(caster, whose)}"
        return " opponent" if self._not_active_caster(k) else " ?opp" if caster == "opponent" and whose is None else ""

    def _count_placed(self, it, num, said: tuple[str, ...]) -> None:
        """A count of spells placed: its words, its counter word (「1回」), and what said whose turn it was."""
        it.used = num.used = True
        self._counter_said(num)
        k = next(j for j, o in enumerate(self.items) if o is it)
        for j, o in enumerate(self.items):  # said with the count: whose turn and who cast ("on my turn", "opp"), and
            if o.kind != "concept" or o.value not in said:  # the casting verb in its clause (「呪文を2つ唱えた」: its
                continue  # sentence) — never another cast told after it ("…, then i cast another")
            if o.value != "act:cast":
                o.used = True
            elif self.shape.asks(o) and j and self.items[j - 1].kind == "concept" \
                    and self.items[j - 1].value == "ask:count_as":
                o.used = True  # "does disturb count as casting for day?": the casting asked, answered by the count
            elif o.where is not None and it.where is not None and o.where.sentence == it.where.sentence \
                    and k - 6 <= j < k + 5 and (o.where.clause == it.where.clause or self.language == "ja"):
                o.used = True

    def _counter_said(self, num) -> None:
        """「1回」「1つ」: the counter word said after the number is part of it."""
        at = next((j for j, o in enumerate(self.items) if o is num), None)
        if at is not None and at + 1 < len(self.items) and self.items[at + 1].kind == "word" \
                and self.items[at + 1].text in _COUNTERS:
            self.items[at + 1].used = True

    def _count_cast(self, k: int):
        """The count said with a casting verb and no word for spells: 「1つ唱えた」 (the number just before the verb),
        "cast 2 too" (the number just after it, nothing after it naming what)."""
        items = self.items
        if self.language == "ja":
            j = k - 1
            if j >= 0 and items[j].kind == "word" and items[j].text in _COUNTERS:
                j -= 1
            ok = j >= 0 and items[j].kind == "number" and not items[j].used and not (
                j and items[j - 1].kind == "concept" and items[j - 1].value in ("dn:spells", *_SPELL_TYPES))
        else:
            j = k + 1
            nxt = items[j + 1] if j + 1 < len(items) else None
            ok = j < len(items) and items[j].kind == "number" and not items[j].used and (
                nxt is None or nxt.where is None or items[j].where is None
                or (nxt.where.sentence, nxt.where.clause) != (items[j].where.sentence, items[j].where.clause)
                or nxt.kind == "concept" and nxt.value.startswith(("dn:my_turn", "dn:last_turn",
                                                                                 "seq:", "time:"))
                or nxt.kind == "word" and nxt.text.casefold() in _AFTER_COUNT)
        return items[j] if ok and items[j].value is not None and 0 < items[j].value < 10 and not self._all_total(j) \
            else None

    def _players(self) -> tuple[int | None, str | None]:
        """"in a four-player game" -> 4 players; "Two-Headed Giant" -> teams A B; C D."""
        text = self.question.casefold()
        if re.search(r"two[- ]headed giant|\b2hg\b|双頭巨人戦", text):
            for j, it in enumerate(self.items):  # the format's name, even where it is also a card's ("Two-Headed Giant")
                near = " ".join(o.text.casefold() for o in self.items[max(0, j - 2):j + 3])
                if it.text.casefold() == "2hg" or "headed giant" in it.text.casefold() or it.text.casefold() in (
                        "two", "headed", "giant") and re.search(r"two[- ]?headed[- ]?giant|two headed|headed giant", near):
                    it.used = True  # (not the "two" of "my teammate cast two spells")
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
