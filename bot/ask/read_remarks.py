"""The asker's own remarks beside the question: what they believe the card is ("赤いカードなんだから", "元は白いカードだけど",
"裏はアーティファクトだから"), which the rules decide. Placed as their claim — shown as not used, never a fact of the
story nor a check of its own ("check color red" had been run from 「赤いカードなんだから」).

A mixin of the question reader's builder: it reads the same items."""

from __future__ import annotations

import dataclasses
import re

# what follows a colour or type said as a reason or a concession: 「（カード）なんだから」「だけど」「だし」「なので」
_JA_REASON_TAIL = re.compile(r"^(?:カード|パーマネント|呪文)?(?:なん|の)?(?:だ|です)?(?:から|けど|けれど|けれども|し|ので)")
_JA_SAID_OF = {"元", "元は", "裏", "裏は", "裏面", "裏面は", "表", "表は", "表面", "表面は", "は", "って", "も", "本当は",
               "もともと", "もともとは"}


class RemarksReading:

    def _ja_property_claims(self) -> None:
        if self.language != "ja":
            return
        items = self.items
        for k, it in enumerate(items):
            if it.kind != "concept" or not str(it.value).startswith(("color:", "type:")) or it.where is None:
                continue
            if it.where.sentence in self.shape.questions and self.shape.asked is not None \
                    and it.where.sentence != self.shape.asked[0]:
                continue  # (「裏が土地だから「土地でないカード」じゃない扱い？捨てさせられる？」: a question of its own)
            tail, end = "", k + 1
            while end < len(items) and end <= k + 4 and items[end].kind in ("word", "concept") \
                    and items[end].where is not None and items[end].where.sentence == it.where.sentence \
                    and not _JA_REASON_TAIL.match(tail):
                tail += items[end].text
                end += 1
            m = _JA_REASON_TAIL.match(tail)
            if m is None:
                continue
            said = tail[:m.end()]
            cut, taken = "", k + 1
            while taken < end and len(cut) < len(said):  # the items the reason's words are
                cut += items[taken].text
                taken += 1
            start = k
            while start > 0 and items[start - 1].kind == "word" and items[start - 1].text in _JA_SAID_OF \
                    and items[start - 1].where is not None and items[start - 1].where.sentence == it.where.sentence:
                start -= 1
            span = items[start:taken]
            if any(x.kind in ("card", "ambiguous", "number") for x in span):
                continue
            if not any(x.kind in ("card", "ambiguous") or x.kind == "concept" and not str(x.value).startswith("q:")
                       for x in items[taken:] if x.where is not None and x.where.sentence == it.where.sentence) \
                    and it.where.sentence in self.shape.questions:
                continue  # (「人殺しの粗暴者って青だよね？」: the colour is what is asked, nothing else is)
            for x in span:
                x.kind, x.value, x.used = "word", None, True
            self._said_claims.append("".join(x.text for x in span))

    def _type_once_transformed_said(self) -> None:
        """"can i fetch delver of secrets? it's an insect once it flips": what the card is once it transforms, said in
        a sentence after the question that asks nothing — the asker's reasoning (the rules decide what it is where it
        is), shown as not used; never a transform told (it had been read as transformed on the battlefield)."""
        if self.language != "en" or self.shape.asked is None:
            return
        items = self.items
        for sentence in sorted({it.where.sentence for it in items if it.where is not None}):
            said = [it for it in items if it.where is not None and it.where.sentence == sentence]
            if sentence <= self.shape.asked[0] or sentence in self.shape.questions or any(
                    self.shape.asks(it) or it.kind in ("card", "number", "ambiguous") for it in said):
                continue
            low = [it.text.casefold() for it in said]
            flips = [j for j, it in enumerate(said) if it.kind == "concept" and it.value in ("act:transform",
                                                                                           "state:transformed")]
            types = [it for it in said if it.kind == "concept" and str(it.value).startswith(("type:", "color:"))]
            if not flips or not types or not any(w in ("once", "when", "after", "if") for w in low[:flips[0]]) \
                    or not any(w in ("it's", "its", "it’s", "it'll", "itll", "it") for w in low):
                continue
            for it in said:
                if it.kind == "concept":
                    it.kind, it.value = "word", None
                it.used = True
            self._said_claims.append(" ".join(it.text for it in said))

    def _card_described_in_parentheses(self) -> None:
        """'opp has brisela, voice of nightmares (my spells mv 3 or less are locked)': what the card does, said by the
        asker in brackets right after its name — their reading of its text, whose number the card's own text has
        ("mana value 3 or less"). Shown as not used; the card's effect is read from its text (it had been made a
        check of the spell cast, "No: mana value 3 or less", read as "you can't")."""
        if self.language != "en":
            return
        items, question = self.items, self.question.casefold()
        for m in re.finditer(r"\(([^()]*)\)", question):
            content = m.group(1)
            card = next((it for k, it in enumerate(items[:-1]) if it.kind == "card" and it.card is not None
                         and content.lstrip().startswith(items[k + 1].text.casefold())
                         and question.rfind(it.text.casefold().split(" ")[0], 0, m.start()) >= 0), None)
            if card is None:
                continue
            k = items.index(card)
            span, at = [], 0
            for it in items[k + 1:k + 14]:
                found = content.find(it.text.casefold(), at)
                if found < 0:
                    break
                span.append(it)
                at = found + len(it.text)
            numbers = [it for it in span if it.kind == "number"]
            text = " ".join(f.text or "" for f in card.card.faces).casefold()
            if not span or any(it.kind in ("card", "ambiguous") for it in span) or not numbers or not all(
                    re.search(rf"mana value {it.value}\b", text) for it in numbers):
                continue
            for it in span:
                if it.kind == "concept":
                    it.kind, it.value = "word", None
                it.used = True
            self._said_claims.append(m.group(1).strip())

    def _offered_numbers(self) -> None:
        """'is the artifact mv 3 or 1?', 'mv 2 or 5?': the numbers offered after a mana value question are the answers
        the asker is choosing between — the mana value is asked, not compared with the first of them. "the artifact"
        said just before it is the card, named by what it is."""
        items = self.items
        if any(x.kind == "card" and x.card is not None and not (x.card.is_room or x.card.is_double_faced)
               for x in items):
            return  # ("abrupt decay on it … is the mv 3 or 7 on the battlefield?": as the other card sees it)
        for k, it in enumerate(items[:-3]):
            if not (it.kind == "concept" and it.value == "ask:mv" and self.shape.asks(it)):
                continue
            run = items[k + 1:k + 4]
            if [x.kind for x in run] != ["number", "word", "number"] or run[1].text.casefold() not in ("or", "/"):
                continue
            for x in run:
                x.kind, x.value, x.used = "word", None, True
            before = items[k - 1] if k > 0 else None
            if before is not None and before.kind == "concept" and str(before.value).startswith("type:") and k > 1 \
                    and items[k - 2].text.casefold() in ("the", "is the", "that", "this"):
                before.kind, before.value, before.used = "word", None, True

    _DOUBT_VERBS = {"mess", "messes", "matter", "matters", "change", "changes", "affect", "affects", "ruin", "ruins",
                    "screw", "screws", "interfere", "interferes", "break", "breaks"}

    def _doubt_after_or(self) -> None:
        """'does hydroblast actually destroy it or does the blue door mess that up': the alternative after "or" is the
        asker's worry about the question before it — the answer to that question settles it (the locked door's colour
        is worked out by the rules, 709.5), so its words are shown as not used."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[:-2]):
            if it.text.casefold() != "or" or not self.shape.asks(it):
                continue
            span = [x for x in items[k:] if x.where is not None and x.where.sentence == it.where.sentence]
            if not span or not (items[k + 1].kind == "concept" and items[k + 1].value == "q:does"
                                or items[k + 1].text.casefold() in ("does", "do", "will", "would", "is")):
                continue
            doubt = next((j for j, x in enumerate(span) if x.text.casefold() in self._DOUBT_VERBS), None)
            if doubt is None or any(x.kind in ("card", "ambiguous", "number") for x in span):
                continue
            if not all(x.kind == "word" or x.kind == "concept" and str(x.value).startswith(("color:", "type:", "q:"))
                       for x in span[1:]):
                continue
            for x in span:
                x.kind, x.value, x.used = "word", None, True
            self._said_claims.append(" ".join(x.text for x in span))
            return

    def _lands_on(self) -> None:
        """'which face does it land on?': "land" said as a verb of the card asked about is how it enters — no land."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[1:-1], start=1):
            if it.kind == "concept" and it.value == "type:land" and self.shape.asks(it) \
                    and items[k - 1].text.casefold() in ("it", "does it", "will it", "they") \
                    and items[k + 1].text.casefold() in ("on", "as", "with"):
                for x in (it, items[k + 1]):
                    x.kind, x.value, x.used = "word", None, True

    def _in_response_to_removal(self) -> None:
        """'i cloudshifted my krallenhorde howler in response to a removal spell': when the card is flickered in answer
        to a removal spell the story doesn't name, that spell finds the old object gone (400.7) — it tells when, and
        changes nothing of how the card comes back."""
        from bot.rules.effects.read import read as read_effects

        flicker = any(x.kind == "card" and x.card is not None and any(e.template == "flicker"
                                                                     for e in read_effects(x.card).effects)
                      for x in self.items)
        if not flicker:
            return
        for it in self.items:
            if it.kind == "concept" and it.value == "time:response" and not self.shape.asks(it) \
                    and re.search(r"\b(?:removal|kill|destroy|exile|bolt)\b", it.text.casefold()):
                it.used = True

    _MANA_MADE = re.compile(r"\bhow much mana (?:do|does|did|will|would|can|should) (?:i|you|they|we|he|she|it) "
                            r"(?:get|add|make|produce|have)\b")

    def _mana_made_asked(self) -> None:
        """'mana drain on their shattered yard spell, how much mana do i get?': the mana an effect makes is asked — no
        step works it out (it had been answered with the Room's mana value in the graveyard, 8, not the spell's 5). Left
        to place, so there is no verdict."""
        if self.language != "en" or not self._MANA_MADE.search(self.question.casefold()):
            return
        for it in self.items:
            if it.kind == "word" and it.text.casefold() == "much" and self.shape.asks(it):
                it.kind, it.value, it.used = "concept", "amount:mana_made", False

    _JA_REASON = re.compile(r"^(?:から|けど|けれど|し|ので|だから|だけど)")

    def _ja_remarks_of_numbers(self) -> None:
        """「マナコストないから0だよね？」「13/13だから…死なないよね？」: the card's cost or size said as the asker's reason
        (〜から, 〜けど) — theirs, shown as not used; what the rules say of it answers the question."""
        if self.language != "ja":
            return
        items = self.items
        for k, it in enumerate(items):
            if it.used and it.kind != "concept" or it.where is None or self.shape.asks(it):
                continue
            nxt = items[k + 1:k + 6]
            if it.kind == "concept" and it.value == "ask:mv" and it.text.startswith("マナコスト") and nxt \
                    and nxt[0].kind == "word" and nxt[0].text.startswith("ない"):
                span = [it, nxt[0]]
            elif it.kind == "number" and len(nxt) > 1 and nxt[0].kind == "number" and "/" in self.question:
                span = [it, nxt[0]]  # 「13/13だから」: its power and toughness, said as the reason
            else:
                continue
            tail = items[k + len(span):k + len(span) + 3]
            joined = "".join(x.text for x in tail)
            if not self._JA_REASON.match(joined.lstrip("だ")):
                continue
            for x in tail:
                if joined.startswith(x.text) or x.text in ("か", "ら", "だ", "から", "けど"):
                    span.append(x)
            for x in items[k:k + len(span) + 2]:  # (the negation 「ない」 the analyser read in it, said again)
                if x.kind == "word" and x.value == "negation" and x.where is not None \
                        and x.where.clause == it.where.clause:
                    span.append(x)
            for x in span:
                if x.kind == "concept":
                    x.kind, x.value = "word", None
                x.used = True
            self._said_claims.append("".join(x.text for x in span if x.value != "negation"))

    def _ja_back_face_has_no_cost(self) -> None:
        """「…打ち消される？裏面ってマナコストないけど」: the back face said, in a remark after the question, to have no mana
        cost — the asker's reasoning (the 裏面 in it is no state of the story: it had turned the card over on the
        battlefield before the cast told)."""
        if self.language != "ja" or self.shape.asked is None:
            return
        items = self.items
        for it in items:
            w = it.where
            if not (it.kind == "concept" and it.value == "state:transformed" and it.text in ("裏面", "裏", "裏の面")
                    and w is not None and w.sentence > self.shape.asked[0]):
                continue
            said = [x for x in items if x.where is not None and x.where.sentence == w.sentence]
            if any(x.kind == "concept" and x.value == "ask:mv" for x in said) and any(
                    x.kind == "word" and x.text.startswith(("ない", "無い", "なし")) for x in said):
                it.kind, it.value, it.used = "word", None, True

    _SOMETHING = {"something", "anything", "a creature", "one", "their creature", "a card", "it again", "another"}

    def _own_effect_asked(self) -> None:
        """'i ephemerate my moonrage brute … do i get to exile something?': what the card's own ability would do, asked
        ("exile something", "make a token") — whether that ability triggers, never a move of the card itself (it had been
        moved to exile: "In exile, front face up")."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[:-1]):
            if not (it.kind == "concept" and it.value in ("zone:exile", "move:exile", "move:graveyard", "move:hand")
                    and self.shape.asks(it)):
                continue
            nxt = items[k + 1].text.casefold()
            before = [x.text.casefold() for x in items[max(0, k - 3):k]]
            if nxt in self._SOMETHING and ("get" in before or "to" in before[-1:]):
                it.kind, it.value, it.used = "concept", "ask:trigger", False
                items[k + 1].used = True

    def _another_object_asked(self) -> None:
        """'… now i unlock misty salon. is the spirit 1/1 or 2/2?': "the spirit" is the token the door makes, not the
        Room — a subtype none of the named cards' faces has, asked with "the". No step follows that object, so it is
        left to place (it had been checked of the Room: "No: spirit")."""
        if self.language != "en":
            return
        items = self.items
        named = [x.card for x in items if x.kind == "card" and x.card is not None and (x.card.is_room
                                                                                      or x.card.is_double_faced)]
        asked = [x for x in items if self.shape.asks(x)]
        if not named or not any(x.kind == "number" for x in asked) or not any(
                x.kind == "concept" and x.value == "q:is" for x in asked):
            return  # (only its size asked: "is the spirit 1/1 or 2/2?"; "do i get the glimmer token" is the trigger's)
        for k, it in enumerate(items[1:], start=1):
            if not (it.kind == "concept" and str(it.value).startswith("type:") and self.shape.asks(it)
                    and items[k - 1].text.casefold().split()[-1:] in (["the"], ["that"], ["this"])):
                continue
            kind = str(it.value)[5:].casefold()
            if kind in ("creature", "land", "artifact", "enchantment", "planeswalker", "battle", "instant", "sorcery"):
                continue
            if any(kind in (s.casefold() for s in (f.subtypes or ())) for c in named for f in c.faces):
                continue
            if any(re.search(rf"\b{re.escape(kind)}\b", (f.text or "").casefold()) for c in named for f in c.faces):
                it.kind, it.value, it.used = "concept", "object:made", False

    _ARITHMETIC_WORDS = {"so", "thats", "that's", "that", "is", "its", "it's", "exactly", "total", "right", "then",
                         "just", "only", "=", "?", "and"}

    def _size_said_of_its_face(self) -> None:
        """'insectile aberration is 3/2 so thats exactly 5 right', 'beggar is 0/4 so power 0 — can i stern scolding
        it?': a face's printed power and toughness said of that face by its name, and what the asker makes of them in a
        "so …" clause after — their reasoning, shown as not used (the engine reads the face up's numbers itself). A
        size the named face doesn't have ("my delver is a 3/2 now") tells the story and stays to place."""
        if self.language != "en":
            return
        items = self.items
        dfcs = list({x.card.name: x.card for x in items if x.kind == "card" and x.card is not None
                     and x.card.is_double_faced}.values())
        for k, it in enumerate(items):
            side = it.kind == "word" and it.text.casefold() in ("side", "face") and k >= 1 \
                and items[k - 1].text.casefold() in ("back", "front") and len(dfcs) == 1 and it.where is not None
            pronoun = it.kind == "word" and it.text.casefold() in ("it's", "its", "it’s") and len(dfcs) == 1 \
                and it.where is not None
            if side:  # "the back side is a 2/2 creature": the face called by its side
                it = dataclasses.replace(it, kind="card", card=dfcs[0], match=None)
                idx = 1 if items[k - 1].text.casefold() == "back" else 0
            elif pronoun:  # "can cut down kill huntmaster of the fells, it's a 2/2": the card named, by the face named
                mention = next(x for x in items if x.kind == "card" and x.card is dfcs[0])
                idx = (mention.match.face_idx if mention.match is not None else None) or 0
                it = dataclasses.replace(it, kind="card", card=dfcs[0], match=None)
            elif it.kind != "card" or it.card is None or it.where is None:
                continue
            if not any(x.kind == "concept" and x.value == "q:does" and x.where is not None and x.where.asks
                       and (x.where.sentence, x.where.clause) != (it.where.sentence, it.where.clause) for x in items):
                continue  # ("is delver 1/1?": the size is what is asked)
            if not (side or pronoun):
                idx = it.match.face_idx if it.match is not None else None
            if idx is None:  # a nickname ("beggar"): the one face whose name has its words
                named = [j for j, f in enumerate(it.card.faces)
                         if re.search(rf"\b{re.escape(it.text.casefold())}\b", f.name.casefold())]
                if len(named) != 1 and len(it.card.faces) != 1:
                    continue
                idx = named[0] if len(named) == 1 else 0
            face = it.card.faces[idx]
            run = [x for x in items[k + 1:k + 5] if x.where == it.where]
            if run[:1] and run[0].kind == "concept" and run[0].value == "q:is":
                run = run[1:]
            elif not pronoun:  # ("it's" says its own "is")
                continue
            if run[:1] and run[0].text.casefold() == "a":
                run = run[1:]
            if len(run) < 2 or run[0].kind != "number" or run[1].kind != "number" or run[0].used or run[1].used:
                continue
            said_size = (str(run[0].value), str(run[1].value))
            if said_size != (face.power, face.toughness) and not (  # (a size no face has is the asker's mistake;
                    pronoun and all(said_size != (f.power, f.toughness) for f in it.card.faces)):  # another face's
                continue  # tells the story: "it's a 3/2 now" of a Delver)
            end = next(j for j, x in enumerate(items) if x is run[1]) + 1
            said = items[k - 1 if side else k:end]
            tail = items[end] if end < len(items) else None
            if tail is not None and tail.kind == "concept" and str(tail.value).startswith("type:") \
                    and tail.where == run[1].where:
                said.append(tail)  # ("… is a 2/2 creature": what it is, said with its size)
            after = self._clause(it.where.sentence, it.where.clause + 1)
            if after and after[0].text.casefold() == "so" and not any(self.shape.asks(x) for x in after) and all(
                    x.kind == "number" or x.text.casefold() in self._ARITHMETIC_WORDS
                    or x.kind == "concept" and str(x.value).startswith(("cmp:", "ask:pt", "q:is")) for x in after):
                said += after
            for x in said:
                if x.kind in ("number", "concept", "word"):
                    if x.kind == "concept":
                        x.kind, x.value = "word", None
                    x.used = True
            self._said_claims.append(" ".join(x.text for x in said))
