"""Ask in plain words: read the question into a command's program, run it, and answer with
what was understood ("Read as: ...") first. The same function serves /ask, the message menu
and `python -m bot ask`.

    answer = await ask(library, "what's the MV of Bottomless Pool in my library?")
    answer.json["read_as"] == {"command": "room", "argv": ["Bottomless Pool // Locker Room", "--zone", "library"]}
"""

from __future__ import annotations

import collections
import dataclasses
import logging
import re
from typing import TYPE_CHECKING

from bot.answers import Answer, card_verdict, check_verdict
from bot.ask import say as saying
from bot.ask.account import NEGATED_AUXILIARIES, QUESTION_OPENERS, unplaced
from bot.ask.read import Reading, argv_steps, argv_with_steps, read, size_of_an_unnamed_face
from bot.ask.related import CONCEPT_WORDS, related
from bot.ask.shape import guessed
from bot.ask.words import languages, load, say
from bot.errors import QueryError
from bot.rules.effects.model import STATICS
from bot.rules.steps import parse

if TYPE_CHECKING:
    from bot.ask.cut import Item
    from bot.catalog.model import Card
    from bot.library import Library

log = logging.getLogger(__name__)


def prepare(library: Library) -> None:
    """Everything the reader builds once per catalog, built now (the bot calls this as it starts, off
    the event loop): the related-material index, the game's vocabulary, types and names with commas,
    and the Japanese analyser with its dictionary."""
    from bot.ask import morph
    from bot.ask.account import catalog_words
    from bot.ask.related import prepare as prepare_related  # (bot.ask.related is also the function's name)

    prepare_related(library)
    catalog_words(library)
    morph.clauses("準備")  # loads MeCab and the dictionary


def answer_language(reading: Reading, locale: str | None) -> str:
    """The question's language if it is not English, else the person's Discord locale if a
    phrase file exists for it, else English."""
    if reading.language != "en":
        return reading.language
    base = (locale or "").split("-")[0].casefold()
    return base if base in languages() else "en"


async def run(library: Library, reading: Reading) -> Answer:
    """Run the program a reading made, exactly as the command line would."""
    command, argv = reading.command, list(reading.argv)
    options: dict[str, str] = {}
    positional: list[str] = []
    while argv:
        a = argv.pop(0)
        if a.startswith("--") and argv:
            options[a[2:]] = argv.pop(0)
        else:
            positional.append(a)
    if command == "card":
        return await library.card(" ".join(positional))
    if command == "rule":
        return await library.rule(" ".join(positional))
    if command in ("room", "dfc"):
        simulate = library.room if command == "room" else library.dfc
        return await simulate(" ".join(positional), options.get("zone", "library"), options.get("steps", ""),
                              day_night=options.get("day-night"))
    return await library.daynight(options.get("start", "neither"), options.get("steps", ""),
                                  players=options.get("players"), teams=options.get("teams"))


async def ask(library: Library, question: str, *, locale: str | None = None,
              choose: int | None = None) -> Answer:
    """Read the question and answer it, or say what could not be read. `choose` runs the offered
    reading of that number instead (the "Did you mean" buttons of a partial reading)."""
    reading = read(library, question)
    lang = answer_language(reading, locale)
    found = _asking(reading)
    if found is not None:
        parts, with_before = _each_question(found), _with_the_one_before(found)
        readings: list[Reading] = []
        for own, told in zip(parts, with_before):
            readings.append(_part_reading(library, own, told, readings[-1] if readings else None))
        complete = [_complete(library, r) for r in readings]
        offered = [r for r, ok in zip(readings, complete) if ok][:MAX_OFFERS]
        if choose is not None and 0 <= choose < len(offered):
            chosen = offered[choose]
            return await ask(library, chosen.question, locale=locale) if not chosen.follow_up \
                else await _answer(library, chosen, lang)
        # a card's own page is no answer to one question of several ("can i fatal push it?" is not Fatal Push's text)
        answers = [await _answer(library, r, lang) if ok and r.command != "card" and not _what_it_does(r) else None
                   for r, ok in zip(readings, complete)]
        if not any(a is not None and a.ok for a in answers):
            return several(library, reading, parts, offered, lang)
        return each_answered(library, reading, parts, readings, answers, lang)
    if reading.error is not None and reading.error.key in ("ask_each_card", "ask_several_cards") and choose is None:
        each = await _each_card(library, reading, lang)
        if each is not None:  # "Hidetsugu Consumes All chapter I … opp has Awoken Demon and Revealing Eye"
            return each  # (or "I Duress my opponent and see Sejiri Shelter and Umara Wizard. which can I take?")
    if reading.command is None:
        return not_understood(library, reading, lang)
    missing = unplaced(library, reading.items, load(reading.language).cheap, reading.shape)
    if missing and choose is None:
        unmodelled = not_read_cards(reading)
        if unmodelled:  # "Discover the Impossible exiled it": what that card does is a sentence no template reads
            return not_modelled_card(library, reading, missing, unmodelled, lang)
        other = await _other_ability_said(library, reading, missing)
        if other is not None:  # "I channel Touch the Spirit Realm": the step used another of its abilities
            return not_modelled_card(library, reading, missing, [other], lang, key="ability_not_chosen")
    if missing:
        offered = await offers(library, reading, missing)
        if choose is not None and 0 <= choose < len(offered):
            chosen = offered[choose]
            return _without_words(decorate(library, await run(library, chosen), chosen, lang), chosen, lang)
        return partial(library, reading, missing, offered, lang)
    if reading.needs_permission is not None:
        message = say(lang, "needs_permission", zone=saying.zone_place(lang, reading.needs_permission)) \
            + "\n" + say(lang, "read_as", program=reading.program())
        return no_verdict(reading, say(lang, "cant_tell_title"), library.cr_effective, kind="not_modelled",
                          message=message, suggestions=[], reading=reading.read_as, step=1, action="", skipped=[])
    if reading.door_zone_unsaid is not None:
        return await door_where(library, reading, lang, choose)
    each_face = _each_face_cast(library, reading)
    if each_face:  # "opp has brisela out. which side of valki can i cast?": each face cast, each with its verdict
        answers = [await _answer(library, r, lang) for r in each_face]
        if all(a.ok for a in answers):
            return each_answered(library, reading, [r.question for r in each_face], each_face, answers, lang)
    if _what_it_does(reading):  # "what does the host's etb do?": an ability's effect, which the story doesn't give
        return _offering(library, reading, lang, say(lang, "ability_unasked", program=reading.program()), [reading])
    if _yes_no_unasked(reading):  # "Is a transformed Delver a new object?": its state is offered, no Yes or No
        return _offering(library, reading, lang, say(lang, "yes_no_unasked", program=reading.program()), [reading])
    if reading.command == "card" and reading.language == "en" and reading.shape is not None \
            and reading.shape.opener in YES_NO_OPENERS:  # "Is Phyrexian Tower's … a mana ability?": its page offered
        return _offering(library, reading, lang, say(lang, "card_no_verdict", program=reading.program()), [reading])
    return await _answer(library, reading, lang)


_CHAPTER = re.compile(r"\bchapter\s+([IVX]+|\d)\b", re.IGNORECASE)


async def _each_card(library: Library, reading: Reading, lang: str) -> Answer | None:
    """One card said to act on several Rooms or double-faced cards — a Saga's chapter ("Hidetsugu Consumes All
    chapter I … opp has Awoken Demon and Revealing Eye"), or a card whose effect the engine reads ("I Duress my
    opponent and see Sejiri Shelter and Umara Wizard. which can I take?"): the engine follows one card at a time, so
    each card is asked on its own ("The Fall of Lord Konda chapter I. can I hit opp's Riphook Raider?", "can Duress
    hit opp's Sejiri Shelter?") and answered in its place. Unless every one is answered, the refusal stands: half an
    answer is no answer."""
    values = reading.error.values or {}
    names = values.get("cards") or []
    if len(names) < 2:
        return None
    if reading.error.key == "ask_each_card":
        said = _CHAPTER.search(reading.question)
        if said is None:
            return None
        actor, chapter = library.find_now(values["card"]), said.group(1)
    else:
        actor, chapter = _one_acting(reading, names), None
        if actor is None:
            return None
    each = _each_mentioned(reading, names)
    states = _states_of_each(reading, each)
    if each is None or states is None or not _asked_of_each(reading, actor, chapter):
        return None
    parts = []
    for mentions, state in zip(each, states):
        face = next((it.card.faces[it.match.face_idx].name for it in mentions
                     if it.match is not None and it.match.face_idx), mentions[0].card.faces[0].name)
        first = reading.items.index(mentions[0])
        here = mentions[0].where.sentence if mentions[0].where is not None else None
        theirs = any(it.kind == "concept" and it.value == "dn:opponent" and it.where is not None
                     and it.where.sentence == here for it in reading.items[:first])  # "opp has X and Y"
        part = _one_card_question(reading, actor, chapter, face, theirs, state)
        if part is None:
            return None
        parts.append(part)
    readings = [read(library, q) for q in parts]
    if not all(_complete(library, r) for r in readings):
        return None
    answers = [await _answer(library, r, lang) for r in readings]
    if not all(a.ok and a.verdict for a in answers):
        return None
    return each_answered(library, reading, parts, readings, answers, lang)


def _one_card_question(reading: Reading, actor: Card, chapter: str | None, face: str, theirs: bool,
                       state: list[str]) -> str | None:
    """The question asked of one of the cards, in the asker's language, from their own words: whose it is, the state
    said of it ("fully locked", "flipped") and the card acting ("Duress", "Pest Control", a Saga's chapter)."""
    told = "".join(w + " " for w in state)
    if reading.language == "ja":
        verb = next((it.text for it in reading.items if it.kind == "concept" and it.value == "hit:check"), None)
        if chapter is not None or verb is None or verb not in reading.question:
            return None
        verb = re.split(r"[？?。!！]", reading.question[reading.question.index(verb):])[0]  # 「破壊でき」る, as said
        said = next((it.text for it in reading.items if it.kind == "card" and it.card is not None
                     and it.card.name == actor.name), actor.faces[0].name)  # as the asker wrote it: 《強迫》
        return f"《{said}》で{'相手の' if theirs else ''}{told}《{face}》を{verb}？"
    if reading.language != "en":
        return None
    if chapter is not None:
        return f"{actor.faces[0].name} chapter {chapter}. can I hit {'opp’s ' if theirs else ''}{told}{face}?"
    return f"can {actor.faces[0].name} hit {'opp’s ' if theirs else ''}{told}{face}?"


def _one_acting(reading: Reading, names: list[str]) -> Card | None:
    """The one other card of a question naming several Rooms or double-faced cards, when its effect is one the engine
    reads (bot/rules/effects/read.py): Duress, Pest Control, Abrupt Decay. None when there are more, or none."""
    from bot.rules.effects.read import read as read_effects

    others = list({it.card.name: it.card for it in reading.items
                   if it.kind == "card" and it.card is not None and it.card.name not in names}.values())
    if len(others) != 1 or not read_effects(others[0]).effects:
        return None
    return others[0]


_STATE_OF_ALL = {"both", "all", "they", "them", "they're", "theyre", "each", "両方", "どちらも", "どっちも", "全部"}


def _each_mentioned(reading: Reading, names: list[str]) -> list[list]:
    """Each card's mentions in the question: every mention of a card named once, or one mention each of a card named
    twice as two permanents ("opp's Delver of Secrets and their flipped Insectile Aberration")."""
    each = []
    for k, name in enumerate(names):
        mentions = [it for it in reading.items if it.kind == "card" and it.card is not None and it.card.name == name]
        if names.count(name) > 1:
            mentions = mentions[names[:k].count(name):][:1] if len(mentions) == names.count(name) else []
        if not mentions:
            return None
        each.append(mentions)
    return each


def _states_of_each(reading: Reading, each: list[list] | None) -> list[list[str]] | None:
    """The state said of each card, in the asker's words: said before a card ("their flipped Insectile Aberration"), of
    that card; said after them all, of each ("…, both fully locked"). None when a state is said some other way, so
    that which card it is said of is not told."""
    if each is None:
        return None
    states: list[list[str]] = [[] for _ in each]
    mentioned = [next(j for j, ms in enumerate(each) if any(m is it for m in ms)) if any(
        any(m is it for m in ms) for ms in each) else None for it in reading.items]
    last = max((k for k, j in enumerate(mentioned) if j is not None), default=-1)
    for k, it in enumerate(reading.items):
        if it.kind != "concept" or not it.value.startswith("state:") or it.value == "state:present":
            continue
        nxt = next((j for j, x in enumerate(reading.items[k + 1:], k + 1) if not (x.kind == "word" and x.used)
                    and not (x.kind == "concept" and x.value == "dn:opponent")), None)
        if nxt is not None and mentioned[nxt] is not None:
            states[mentioned[nxt]].append(it.text)
            continue
        clause = {x.text.casefold() for x in reading.items if x.where is not None and it.where is not None
                  and x.where.clause == it.where.clause}
        if k > last and _STATE_OF_ALL & clause:
            for state in states:
                state.append(it.text)
            continue
        return None
    return states


_SAID_OF_EACH = {"dn:opponent", "state:transformed", "state:present", "q:does", "q:is", "hit:check"}
_EFFECT_SAID = {"destroy": {"move:graveyard"}, "exile": {"zone:exile", "move:exile"},  # "dies", "exiled"
                "discard_choice": {"move:graveyard"}, "discard_named": {"move:graveyard"}}  # "discard it"
_IN_HAND = {"discard_choice", "discard_named"}  # the effects that act on cards in a hand, not on permanents
_LOOKED = {"見たら", "見ると", "見て"}  # 「手札を見たら」: the hand looked at, as a hand-attack spell does


def _asked_of_each(reading: Reading, actor: Card, chapter: str | None) -> bool:
    """Is all the question says besides the cards whose they are, where they are (a hand for a discard spell, the
    battlefield for removal), their state (carried to each card's question), and whether the effect acts on them
    ("what dies?", "do those die?", "can I hit them?", "which can I take?") — or the asker's remark of their mana value
    after the question ("they're way bigger than 1 mana")? Anything else ("do they survive?", "if I sacrifice one",
    "which is the better pick?") could change the answer, and each card's Yes or No would not answer it."""
    from bot.rules.effects.read import read as read_effects

    effects = read_effects(actor).effects
    if chapter is not None:
        chapter = {"1": "I", "2": "II", "3": "III", "4": "IV"}.get(chapter, chapter.upper())
        effects = [e for e in effects if e.sentence.startswith(f"{chapter} — ")]  # the chapter said, not another
    does = set().union(*(_EFFECT_SAID.get(e.template, set()) for e in effects))
    in_hand = any(e.template in _IN_HAND for e in effects)
    where = {"zone:hand"} if in_hand else {"zone:battlefield"}
    asked = max((it.where.sentence for it in reading.items if it.where is not None and it.where.asks), default=None)
    if asked is None:
        return False
    for it in reading.items:
        if it.kind == "card" or it.kind == "word" and it.used or it.where is None:
            continue
        remark = it.where.sentence > asked and any(
            x.where is not None and x.where.sentence == it.where.sentence and x.text.casefold() in ("mana", "mv", "cmc")
            for x in reading.items)
        if remark and it.kind in ("number", "ambiguous", "word", "concept"):
            continue  # the asker's guess of a mana value, worked out from the rules instead
        if it.kind == "concept" and (it.value in _SAID_OF_EACH or it.value in does or it.value in where
                                     or it.value.startswith("state:")):
            continue  # (a state is carried to each card's own question, or refused by _states_of_each)
        if it.kind == "word" and in_hand and it.text in _LOOKED:
            continue
        return False
    return True


async def _answer(library: Library, reading: Reading, lang: str) -> Answer:
    answer = await run(library, reading)
    stopped = stopped_at(answer, reading, lang, library)
    if stopped is not None:
        return stopped
    if reading.consequence is not None and reading.consequence[0] == "trigger" and not answer.error \
            and triggered(answer, library.find_now(answer.card_name) if answer.card_name else None) is None:
        return no_verdict(reading, say(lang, "cant_tell_title"), answer.cr_effective, kind="not_modelled",
                          message=say(lang, "trigger_unknown") + "\n" + say(lang, "read_as", program=reading.program()),
                          suggestions=[], reading=reading.read_as, step=len(answer.json.get("steps") or []),
                          action=((answer.json.get("steps") or [{}])[-1]).get("action", ""), skipped=[])
    return decorate(library, answer, reading, lang)


_EVENT_OF = {"enter": "enters", "resolve": "enters", "blink": "enters", "meld": "enters", "play": "enters",
             "transform": "transforms", "unlock": "unlock"}
_TRIGGER_WORDS = {"enters": r"\benters?\b", "transforms": r"\btransforms?\b", "unlock": r"\bunlock"}


def triggered(answer: Answer, card: Card | None) -> tuple[str, list[dict]] | None:
    """What the last event of the story (entering, transforming, unlocking) made the followed card's own
    abilities do: (event, triggers) as the engine found them; None when it can't be told from the step —
    no such event last, or a face now up has a 'when … <event>' the engine did not list."""
    steps = answer.json.get("steps") or []
    if not steps or answer.command not in ("room", "dfc"):
        return None
    last = steps[-1]
    verb = str(last.get("action", "")).split(" ")[0]
    event = _EVENT_OF.get(verb)
    if event is None or last.get("result") != "ok" or "triggers" not in last:
        return None
    found = last.get("triggers") or []
    if not found:
        state = answer.json.get("state") or {}
        up = set(state.get("names") or [])
        texts = [f.text or "" for f in (card.faces if card else ()) if f.name in up or not up]
        if card is None or any(re.search(r"\bwhen(ever)?\b[^.]*" + _TRIGGER_WORDS[event], t, re.IGNORECASE) for t in texts):
            return None  # an ability that could trigger on it, not listed: not told from here
    return event, found


def _complete(library: Library, r: Reading) -> bool:
    return r.command is not None and not unplaced(library, r.items, load(r.language).cheap, r.shape) \
        and not several_questions(r)


def _part_reading(library: Library, own: str, with_before: str | None, before: Reading | None = None) -> Reading:
    """One question of several, read on its own; when it names nothing to simulate ("can i fatal push
    it?"), read after the question before it, which says what "it" is. "And what if …?" asks the question
    before it again in the changed story: that question's checks are asked again."""
    r = read(library, own)
    what_if = _WHAT_IF.search(own) is not None
    if before is not None:
        instead = _instead(library, r, before)
        if instead is not None:
            return instead
        done = _if_done(r, before, own)
        if done is not None:
            return done
    if what_if and _ELLIPTICAL.search(own) and not _IF_DONE.search(own) and r.command in ("room", "dfc", "daynight") \
            and _complete(library, r):
        return r  # ("… ? and on the battlefield as Emeria, Shattered Skyclave?": it names its own story)
    if with_before is None or r.command in ("room", "dfc", "daynight") and not what_if and _complete(library, r):
        return r
    own_story = r.command in ("room", "dfc", "daynight") and not what_if
    after = read(library, with_before, follow_up=True)
    if own_story and not _complete(library, after):
        return r  # ("it's night. and how much life do i lose?" alone can't be read; with the one before it can)
    if before is not None:
        done = _if_done(after, before, own)  # "… ? and if they do, where does it go?": "it" is the card before
        if done is not None:
            return done
    if after.command in ("room", "dfc", "daynight"):
        after.follow_up = True
        if what_if and before is not None and before.command == after.command:
            if _ELLIPTICAL.search(own) and after.argv == before.argv:
                return r  # ("… Kessig Naturalist? and after it flips?": nothing it says changed the story — the
                # daybound card can't be flipped by a step; the first answer again would pass for the second's)
            _ask_again(after, before)
        return after
    return r


# "… can I Abrupt Decay it? and if I do, do they get to flip it?": what the question before asked is done first
_IF_DONE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?if\s+(?:i|they|you|he|she|we|it|that)\s+(?:do|does|did|works?|"
                      r"resolves?)\b|^\W*(?:and\s+)?if\s+so\b", re.I)


def _if_done(part: Reading, before: Reading, own: str) -> Reading | None:
    """'… can I Abrupt Decay opp's Invasion of Kaladesh? and if I do, do they get to flip it?': the acting card the
    question before checked is applied, then this question's steps follow on the same card (it was read without it:
    the battle flipped on the battlefield); None when this is not such a question or the cards differ."""
    if not _IF_DONE.search(own) or part.command not in ("room", "dfc") or before.command != part.command \
            or not part.argv or not before.argv or part.argv[0] != before.argv[0]:
        return None
    checks = [s for s in _steps_of(before) if s.startswith("check ")]
    if len(checks) != 1 or any(s.startswith("check ") for s in _steps_of(part)):
        return None
    told = ["apply " + s[6:] if s in checks else s for s in _steps_of(before)]
    cast_before = any(s.startswith(("cast", "play", "enter")) for s in told)
    mine = [s for s in _steps_of(part) if s not in told
            and not (cast_before and (s.startswith(("cast", "play", "enter")) or s == "resolve"))]
    # (the story before is told again with "it": its cast is not a second one)
    return dataclasses.replace(part, argv=argv_with_steps(before.argv, told + mine), follow_up=True, modal=True)


def _instead(library: Library, part: Reading, before: Reading) -> Reading | None:
    """'can I Fatal Push it? what about Abrupt Decay?', 'can i hydroblast it? pyroblast?', 'Can I cast The Prismatic
    Bridge? What about Esika?': a question that names one card and nothing else asks the question before it with
    that card in the place of the one acting (or the face cast); None when it says more, or there is no such place."""
    if before.command not in ("room", "dfc") or "--steps" not in before.argv:
        return None
    last = max((it.where.sentence for it in part.items if it.where is not None), default=0)
    said = [it for it in part.items if it.where is not None and it.where.sentence == last]  # (the story comes before)
    subject = library.find_now(before.argv[0]) if before.argv else None
    cards = {it.card.name: it for it in said if it.kind == "card" and it.card is not None}
    story = {subject.name} | set(before.cards) if subject is not None else set(before.cards)
    narrowed = [it for it in said if it.kind == "ambiguous" and len(set(it.candidates) & story) == 1]
    others = [it for it in said if it.kind not in ("card", "word") and it not in narrowed
              or it.kind == "word" and it in unplaced(library, said, load(part.language).cheap, part.shape)]
    others = [it for it in others if not (it.kind == "concept" and str(it.value).startswith(("q:", "seq:")))]
    casting = [it for it in others if it.kind == "concept" and it.value in ("act:cast", "act:play")]
    others = [it for it in others if it not in casting]  # ("what about casting it as Tibalt?": the face cast instead)
    if len(cards) + len(narrowed) != 1 or others:
        return None
    if narrowed:  # "What about Esika?" after a question about Esika, God of the Tree // The Prismatic Bridge
        name = (set(narrowed[0].candidates) & story).pop()
        card, typed = library.find_now(name), narrowed[0].text.casefold()
        face = next((i for i, f in enumerate(card.faces) if f.name.casefold().startswith(typed)), None)
    else:
        item = next(iter(cards.values()))
        card, name = item.card, item.match.matched if item.match is not None else item.card.name
        face = item.match.face_idx if item.match is not None else None
    steps = _steps_of(before)
    if subject is not None and card.name == subject.name:  # a face of the same card: cast that face instead
        places = [k for k, s in enumerate(steps) if s.startswith(("cast ", "play "))]
        if len(places) != 1 or face is None:
            return None
        k = places[0]
        steps[k] = f"{steps[k].split(' ', 1)[0]} {subject.faces[face].name}"
    else:  # the one step where another card acts ("check color blue" is no card: parse types the step)
        if casting:
            return None
        places = [k for k, s in enumerate(steps) if s.startswith(("check ", "apply ")) and parse(s)[0].card]
        if len(places) != 1:
            return None
        k = places[0]
        steps[k] = f"{steps[k].split(' ', 1)[0]} {name}"
    return dataclasses.replace(before, question=part.question, argv=argv_with_steps(before.argv, steps), follow_up=True,
                               cards=list(dict.fromkeys(before.cards + [card.name])))


_WHICH_FACE = re.compile(r"\bwhich (?:side|face|half|door|one)s?\b.*\b(?:cast|play)\b|どっちの面|どちらの面|どっちを唱え|"
                         r"どちらを唱え|(?:どっち|どちら)(?:の(?:側|ドア|扉))?なら.{0,4}唱え", re.I | re.S)


def _each_face_cast(library: Library, reading: Reading) -> list[Reading]:
    """'which side of valki can i cast?': the story's one cast with no face said, as one reading per face that can
    be cast (a modal double-faced card's faces, 712.11b; a Room's doors, 709.3a); [] when that isn't the question."""
    steps = _steps_of(reading)
    asked_cast = reading.modal and steps[-1:] == ["cast"] and any(s.startswith("apply ") for s in steps)
    # ("opp has Void Winnower. can I cast Grand Entryway // Elegant Rotunda?": no door said, and a static decides
    # door by door — each door's cast answered, rather than "say which door")
    if reading.command not in ("room", "dfc") or not (_WHICH_FACE.search(reading.question) or asked_cast) \
            or steps.count("cast") != 1:
        return []
    card = library.find_now(reading.argv[0])
    if card is None or not (card.is_room or card.layout == "modal_dfc" and not asked_cast or
                            _WHICH_FACE.search(reading.question) and card.layout == "modal_dfc"):
        return []  # ("can i cast valki?": a modal card named by its front face is cast with that face, 712.11b)
    out = []
    for face in card.faces:
        if "Land" in face.types:
            continue  # a land face is played, not cast (the question asks what can be cast)
        argv = argv_with_steps(reading.argv, [f"cast {face.name}" if s == "cast" else s for s in steps])
        out.append(dataclasses.replace(reading, argv=argv, question=f"{face.name}?", consequence=None, modal=True))
    return out if len(out) > 1 else []


def _steps_of(r: Reading) -> list[str]:
    """The steps of a reading's program, as run."""
    return argv_steps(r.argv)


def _ask_again(after: Reading, before: Reading) -> None:
    """The checks the question before asked ("can Abrupt Decay kill it?"), at the end of the changed story."""
    now = _steps_of(after)
    if after.consequence is None and before.consequence is not None and before.consequence[0] == "static_met" \
            and any(s.startswith(f"apply {before.consequence[1]}") for s in now):
        after.consequence = before.consequence  # "does Remora trigger? … and when I unlock Locker Room?"
    again = [s for s in _steps_of(before) if s.startswith("check ") and s not in now]
    if not again or any(s.startswith("check ") for s in now):
        return
    after.argv = argv_with_steps(after.argv, now + again)


# "… ? And what if they've unlocked the other door too?": the question before tells the story this one changes
# a question after a question said with only what changes: "… in my hand? and on the stack if i cast Locker Room?"
_ELLIPTICAL = re.compile(r"^\W*(?:and|or|also|plus)\s+(?:on|in|at|if|when|once|after|before|with|from|during)\b", re.I)
_WHAT_IF = re.compile(r"^\W*(?:and\s+|but\s+)?(?:what|how)\s+(?:if|about)\b|" + _ELLIPTICAL.pattern
                      + r"|\b(?:too|as well|also|instead)\W*$|(?:とき|時|場合)は\W*$", re.I)  # 「…開けるときは？」: and when …?


# --- no verdict without a complete reading ---------------------------------------------------

MAX_OFFERS = 3
_WHOSE = re.compile(r"\byou control|\byou own|\byour\b|\bopponents? controls?|\bopponent'?s?\b")
# "Target opponent reveals their hand" (Duress): the opponent is the player whose hand is looked at — the asker when an
# opponent casts it; the card is looked at as it is in the hand whoever owns it, so whose it is doesn't decide.
_HAND_ATTACKS = ("discard_choice", "discard_named")


def _shown(item) -> str:
    return item.card.name if item.kind == "card" and item.card is not None else item.text


async def offers(library: Library, reading: Reading, missing: list) -> list[Reading]:
    """The closest complete readings: the program read so far with each card it could not place
    checked or applied as a step, and the program without the words it could not place. Each is run
    first and offered only if it gives an answer."""
    out: list[Reading] = []
    refusable: set[int] = set()
    if _question_words(reading, missing):
        return await _that_answer(library, _card_pages(reading, missing), MAX_OFFERS)
    cards = [it for it in missing if it.kind == "card"]
    base = list(reading.argv)
    own = ({reading.argv[0]} | {st[5:] for st in argv_steps(reading.argv) if st.startswith("meld ")}
           if reading.argv else set())
    # (a card the story already has in a step, named again and left out, is not one more step: "my duplicant just
    # exiled …, is duplicant a 9/9 now?" had been offered `check Duplicant` twice, "No: it is in exile")
    own |= {name for st in argv_steps(reading.argv) for name in [c.card.name for c in cards] if name in st}
    if reading.command in ("room", "dfc") and not reading.asked:
        # (a card placed last under a what-question changes what the state answers: "whats my clone's mv?" with Fatal
        # Push applied said "No longer exists"; and the story's own card is never a second card acting on it)
        for it in [c for c in cards if c.card.name not in own][:1]:
            if _cast_asked(reading):  # "can I cast Grand Entryway?" with Void Winnower: it acts before the cast is tried
                before = _with_step(reading, base, f"apply {it.card.name}", missing, it, before_last=True)
                out.append(before)
                refusable.add(id(before))  # ("No — Grand Entryway can't be cast" is the answer)
                continue
            if not _placeable_last(reading, it.card):
                continue
            where = reading.consequence is not None and reading.consequence[0] in ("zone", "face", "face_named", "keeps")
            for verb in ("check", "apply") if _yes_no_asked(reading) and not where else ("apply",):
                # ("does it go back to my yard?": a check's "Yes: Mana Leak counters it" would read as the answer)
                out.append(_with_step(reading, base, f"{verb} {it.card.name}", missing, it))
    if not cards and not _named_unknown(reading, missing) and not _counted(reading, missing) \
            and not _changes_the_story(reading, missing):
        # (a card named and left out changes the story: "Phantasmal Image copying it" followed the real card; so does a
        # count — "fable hits chapter 3" without it was a Saga that Containment Priest doesn't touch)
        out.append(_with_step(reading, base, None, missing))
    found = await _that_answer(library, out, MAX_OFFERS, refusable)
    return found or await _that_answer(library, _card_pages(reading, missing), MAX_OFFERS)


_NEGATIONS = {"no", "not", "never", "nothing", "none", "nobody", "without", "didn't", "didnt", "don't", "dont",
              "doesn't", "doesnt", "isn't", "wasn't", "haven't", "hasn't"}
_WHO = {"i", "me", "my", "we", "opp", "opp's", "opponent", "they", "them", "he", "she", "only"}


def _changes_the_story(reading: Reading, missing: list) -> bool:
    """A word left out whose loss turns the story into another: a negation ("no werewolves have been out yet"), who did
    it in a day/night story (「自分だけ」: the spells had gone to the active player), or a Japanese verb of the story
    (「打ち消したら」: the counter told, left out, and Counterspell's check answered "does it go to the graveyard?")."""
    for it in missing:
        text = it.text.casefold()
        if text in _NEGATIONS or it.value == "negation" or text.startswith(("ない", "なし")):
            return True
        if it.kind == "concept" and it.value == "move:graveyard" and reading.command in ("room", "dfc") \
                and text in ("dies", "died", "die", "dying", "死亡", "死んだ", "死んで"):
            return True  # ("it died" of an Aura: the move it says is of another permanent, left out with its word)
        if reading.command == "daynight" and (text in _WHO or any(w in text for w in ("自分", "相手", "だけ"))):
            return True
        if reading.language == "ja" and re.search(r"(?:たら|たり|した|された|して|されて|れば)$", it.text):
            return True
    return False


_COUNTED = {"chapter", "counter", "counters", "creature", "creatures", "life", "loyalty", "defense", "blood", "lore",
            "ice", "cards", "spells", "land", "lands", "players", "damage", "体", "人", "個", "点"}


def _counted(reading: Reading, missing: list) -> bool:
    """A number left out that counts something of the story — "chapter 3", "down to 2 creatures", 「3体」 — not the
    asker's remark of a cost or a size (those a reading may leave out)."""
    items = reading.items
    if any(it.text.casefold() in ("counter", "counters") for it in missing):
        return True  # ("a face-down 2/2 with three +1/+1 counters on it": what the object is, not a remark)
    if any(it.kind == "concept" and it.value in ("x:told", "dn:turn_told") for it in missing):
        return True  # ("… on the stack with x=3": the X a mana value on the stack counts, 202.3e)
    for it in missing:  # ("opp's turn they cast 0": a count of spells or turns, which decides day or night)
        if reading.command == "daynight" and it.kind == "number" and it in items:
            k = items.index(it)
            near = [items[j].text.casefold() for j in (k - 1, k + 1) if 0 <= j < len(items)]
            if any(w in ("cast", "casts", "spell", "spells", "turn", "turns") or "唱え" in w or "呪文" in w
                   for w in near):
                return True
    for it in missing:
        if it.kind != "number" or it not in items:
            continue
        k = items.index(it)
        if k + 1 < len(items) and items[k + 1].kind == "number" \
                and size_of_an_unnamed_face(items, it.text, items[k + 1].text):
            return True  # ("… my thing in the ice? it's a 7/8 now": the size of the face it turned to)
        if any(0 <= j < len(items) and items[j].kind == "number" for j in (k - 1, k + 1)):
            continue  # ("the back side is a 2/2 creature": a size)
        near = [items[j].text.casefold() for j in (k - 1, k + 1) if 0 <= j < len(items)]
        if any(w in _COUNTED or w[:1] in ("体", "人", "個", "点") for w in near):
            return True
    return False


def _placeable_last(reading: Reading, card) -> bool:
    """May a card the reader left out be offered as one more step at the story's end? Not a static (Containment
    Priest "out" is there before the story: applied after it, what it does to the entries told is lost — probe 13's
    Ephemerate on Brisela came back whole), and not where the story never said where the card is (Fatal Push checked
    on a Brutal Cathar assumed in the library answered "it must be on the battlefield")."""
    from bot.rules.effects.read import read as read_effects

    effects = read_effects(card).effects
    if effects and all(e.template in STATICS for e in effects):
        return False
    return not any(what == "zone" for what, _ in reading.assumed)


_WHAT_ASKED_JA = re.compile(r"何|どっち|どちら|どの|どこ|いくつ|どう")


def _yes_no_asked(reading: Reading) -> bool:
    """Is the question a yes/no one? A check of the card left out answers "can it hit it?"; to "what side is it in their
    hand?" that Yes would answer another question (probe 13: "Yes: Boomerang can hit it", on the battlefield)."""
    if reading.language == "ja":
        return not _WHAT_ASKED_JA.search(reading.question)
    return reading.shape is None or reading.shape.opener not in ("what", "whats", "what's", "which", "how", "who",
                                                                 "where")


def _named_unknown(reading: Reading, missing: list) -> bool:
    """「《封じ込める僧侶》がいるとき…」: words written as a card's name (《…》, [[…]]) that no card in the catalog has —
    a card the story names all the same."""
    return any(f"《{it.text}》" in reading.question or f"[[{it.text}]]" in reading.question for it in missing)


def _cast_asked(reading: Reading) -> bool:
    steps = argv_steps(reading.argv)
    return reading.modal and bool(steps) and steps[-1].startswith(("cast", "play"))


def _question_words(reading: Reading, missing: list) -> list:
    """"does pithing needle naming delver stop it from flipping?": the words of the question itself that could not be
    placed. Any verdict a reading without them gives answers another question ("Yes: it has the name Delver of
    Secrets"), so none is offered as a button; the cards' pages are (their text and rulings answer nothing by
    themselves)."""
    if reading.shape is None:
        return []
    return [it for it in missing if it.kind != "card" and _of_the_question(reading.shape, it)]


def _of_the_question(shape, item) -> bool:
    """In the clause that asks, or in one said after it in the same sentence: a condition ("does he still flip **when
    he's at 2 loyalty**?") or a second question ("what comes back, **and if it dies later does it still get
    exiled**?")."""
    if shape.asks(item):
        return True
    w, asked = item.where, shape.asked
    return w is not None and asked is not None and w.sentence == asked[0] and w.clause > asked[1]


def _card_pages(reading: Reading, missing: list) -> list[Reading]:
    names = list(dict.fromkeys(it.card.name for it in reading.items if it.kind == "card" and it.card is not None))
    return [Reading(reading.question, reading.language, "card", [name], _dropped(missing), [name]) for name in names]


def _dropped(missing: list, placed=None) -> list[str]:
    """The words not placed, each once, as shown to the asker (a card by its catalog name)."""
    return list(dict.fromkeys(_shown(it) for it in missing if it is not placed))


async def _that_answer(library: Library, readings: list[Reading], limit: int, refusable: set[int] = frozenset()) \
        -> list[Reading]:
    """The readings, each run first, that give an answer resting on no refused or unmodelled step (those in
    `refusable` may be refused at their last step, the act asked)."""
    good = []
    for r in readings:
        answer = await run(library, r)
        steps = answer.json.get("steps") or []
        if answer.ok and not any(s.get("result") == "not modelled" or s.get("result") == "not allowed" and not (
                id(r) in refusable and k == len(steps) - 1) for k, s in enumerate(steps)):
            good.append(r)
        if len(good) == limit:
            break
    return good


def _without_words(answer: Answer, chosen: Reading, lang: str) -> Answer:
    """A "Did you mean" reading pressed: its verdict is of the story without the words that could not be placed,
    and says so before anything else ("Answered without “at night”, which I could not place:")."""
    if not chosen.unread or answer.error:
        return answer
    line = say(lang, "answered_without", words=", ".join(f"“{w}”" for w in chosen.unread))
    answer.verdict = [line, *(answer.verdict or [])]
    answer.json = {**answer.json, "answered_without": list(chosen.unread)}
    return answer


def _did_you_mean(lang: str, offered: list[Reading]) -> list[str]:
    """'Did you mean:' and each offered reading's program, numbered as its button is."""
    if not offered:
        return []
    return ["", say(lang, "did_you_mean")] + [f"{k}. {r.program()}" for k, r in enumerate(offered, 1)]


def _with_step(reading: Reading, argv: list[str], step: str | None, missing: list = (), placed=None,
               before_last: bool = False) -> Reading:
    """The reading with one more step (or none), and the words it leaves out as its `unread` — said first when its
    button is pressed, since its verdict is of a story without them."""
    if step is not None:
        steps = argv_steps(argv)
        argv = argv_with_steps(argv, steps[:-1] + [step, steps[-1]] if before_last else steps + [step])
    return Reading(reading.question, reading.language, reading.command, argv, _dropped(missing, placed),
                   list(reading.cards),
                   concepts=list(reading.concepts), assumed=list(reading.assumed), modal=reading.modal,
                   consequence=reading.consequence)  # (what is asked of the story: "does Up the Beanstalk trigger?")


_SENTENCE = re.compile(r"[^.?!;。？！\n]+[.?!;。？！\n]*")


_MANA_ABILITY = re.compile(r"^(?:\{[^}]+\}(?:, )?)+[^:]*: Add ", re.MULTILINE)


def _mana_ability_said(answer: Answer, card, stopper: str, lang: str) -> str | None:
    """Yes or No: can the face up's mana ability still be activated under a card that stops activated abilities
    "unless they're mana abilities"? A mana ability is one that could add mana, targets nothing and isn't a loyalty
    ability (605.1a): read off the face up's own lines; a permanent off the battlefield gets no verdict here."""
    state = answer.json.get("state") or {}
    if card is None or state.get("zone") != "battlefield" or not state.get("names"):
        return None
    faces = [f for f in card.faces if f.name in state["names"]]
    if len(faces) != 1:
        return None
    face = faces[0]
    lines = [line for line in (face.text or "").splitlines() if _MANA_ABILITY.match(line) and "target" not in line]
    shown = saying.face_name(card, face.name) if lang != "en" else face.name
    if lines:
        return say(lang, "mana_ability_yes", needle=stopper, face=shown, ability=lines[0].split(" (")[0],
                   rules="605.1a")
    return say(lang, "mana_ability_no", needle=stopper, face=shown, rules="605.1a")


def several_questions(reading: Reading) -> list[str]:
    """'Can they Spell Snare it? What's its mana value?': one question at a time. Each question with
    the sentences that tell the story (those that ask nothing), as its own question; [] for one."""
    found = _asking(reading)
    return _each_question(found) if found is not None else []


def _each_question(found: tuple[list[str], list[int], list[int]]) -> list[str]:
    sentences, story, asking = found
    return [" ".join(sentences[j].strip() for j in sorted(story + [k]) if j < len(sentences)) for k in asking]


def _with_the_one_before(found: tuple[list[str], list[int], list[int]]) -> list[str | None]:
    """Each question of several with the question before it (None for the first)."""
    sentences, story, asking = found
    return [None] + [" ".join(sentences[j].strip() for j in sorted(story + [before, k]) if j < len(sentences))
                     for before, k in zip(asking, asking[1:])]


# A clause opened by one of these asks even in a sentence with no question mark; "which" and "who" after a
# comma also open relative clauses ("I copied X, which had …"), which tell.
_ASKING_CLAUSE = {"what", "whats", "does", "do", "did", "can", "could", "how", "will", "would", "is", "are"}


# Japanese is cut into runs, not words: a run with one of these asks about the game ("同じターンに攻撃")
_JA_GAME = ("攻撃", "ブロック", "殴れ")


def _asking(reading: Reading) -> tuple[list[str], list[int], list[int]] | None:
    shape = reading.shape
    if shape is None or len(shape.questions) < 2:
        return None
    game = load(reading.language).game
    meaningful = {it.where.sentence for it in reading.items if it.where is not None and (
        it.kind in ("card", "ambiguous", "number") or (it.kind == "concept" and not str(it.value).startswith("q:"))
        or it.kind == "word" and it.where.asks and (it.text.casefold() in game or it.text.casefold() == "mana"
                                                     or reading.language == "ja" and any(w in it.text for w in _JA_GAME)))}  # ("… and how much life do i lose?", 「同じターンに攻撃できる？」)
    opens = collections.defaultdict(set)
    for it in reading.items:  # the words each sentence's clauses open with: "Delver enters transformed? what's
        if it.where is not None:  # its name" is one question, its first sentence tells with a question mark;
            w = it.where  # "If I cast X at night, does it …?" asks; "I copied X, which had …." tells
            if w.sentence not in opens or w.asks or w.opener in _ASKING_CLAUSE or (
                    w.opener == "where" and re.match(r"where (?:do|does|did|will|would|is|are)\b", it.text.casefold())):
                # ("… and if it resolves whats its mv": asks with no mark; "… and if i counter it where does it go":
                # asks; "…, where it stays" tells)
                opens[w.sentence].add(w.opener)
    placed = [it for it in reading.items if it.where is not None and not it.where.quoted]
    asking = [k for k in shape.questions if k in meaningful and not guessed(placed, k)  # "… いくつ？6？": a guess
              and not _a_face_offered(reading, k)
              and (reading.language == "ja" or opens[k] & QUESTION_OPENERS or _a_card_alone(reading, k)
                   or k and _elliptical(reading, k))]
    if len(asking) < 2:
        return None
    sentences = _SENTENCE.findall(reading.question)
    story = [k for k in range(len(sentences)) if k not in shape.questions]
    return sentences, story, asking


def _elliptical(reading: Reading, sentence: int) -> bool:
    """'… what's its mana value in my hand? and on the stack if i cast Locker Room?': a question after a question, said
    with only what changes — it asks the one before again (it had been read as more of the story, so the first
    question got the second's answer)."""
    sentences = _SENTENCE.findall(reading.question)
    return sentence < len(sentences) and sentences[sentence].rstrip().endswith(("?", "？")) \
        and _ELLIPTICAL.search(sentences[sentence]) is not None


def _a_face_offered(reading: Reading, sentence: int) -> bool:
    """「戻ってくるときはTrespasser？Glutton？」: a face of the card the message is about, said alone, is one of the answers
    offered to the question before — not that question asked again (it had been answered "はい" from another step)."""
    whole = [it for it in reading.items if it.where is not None and it.where.sentence == sentence]
    said = [it for it in whole if it.kind != "word"]
    if any(it.kind == "word" and it.text.casefold() not in ("or", "か", "の方", "側", "side", "face") for it in whole):
        return False  # ("What about Esika?": the question asked again of that face)
    return sentence > 0 and len(said) == 1 and said[0].kind == "card" and said[0].card is not None and (
        said[0].card.is_room or said[0].card.is_double_faced) and any(
        it.kind == "card" and it.card is not None and it.card.name == said[0].card.name and it.where is not None
        and it.where.sentence < sentence for it in reading.items)


def _a_card_alone(reading: Reading, sentence: int) -> bool:
    """'can i hydroblast it? pyroblast?': a sentence that is one card name and a question mark asks the question
    before it again with that card (see _instead)."""
    said = [it for it in reading.items if it.where is not None and it.where.sentence == sentence
            and it.kind != "word"]
    if _a_face_offered(reading, sentence):
        return False
    return sentence > 0 and len(said) == 1 and said[0].kind == "card" and said[0].where.asks


def several(library: Library, reading: Reading, parts: list[str], offered: list[Reading], lang: str) -> Answer:
    """Several questions in one message: no verdict for any of them here; each, read on its own, is
    offered (a button on Discord)."""
    lines = [say(lang, "several", n=len(parts))] + [f"• {p}" for p in parts] + _did_you_mean(lang, offered)
    return no_verdict(reading, say(lang, "partial_title"), library.cr_effective, kind="not_understood",
                      message="\n".join(lines), suggestions=[], questions=parts, reading=reading.read_as,
                      unplaced=[], readings=[{"program": r.program(), "question": r.question, **r.read_as}
                                             for r in offered], related=[])


def each_answered(library: Library, reading: Reading, parts: list[str], readings: list[Reading],
                  answers: list[Answer | None], lang: str) -> Answer:
    """Several questions in one message, each answered from its own complete reading (a question that
    can't be read completely says so in its place and gets no verdict). The first answered question's
    answer carries the JSON of its command, as a single question's would; `answers` has every one."""
    first = next(a for a in answers if a is not None and a.ok)
    sections, verdicts, steps, cited, each = [], [], [], [], []
    for k, (part, r, a) in enumerate(zip(parts, readings, answers), 1):
        head = f"{k}. {part}"
        if a is None or not a.ok:
            why = a.error["message"] if a is not None else _part_refusal(library, r, lang)
            sections.append(f"{head}\n{say(lang, 'no_verdict_here')} {why.splitlines()[0] if why else ''}".rstrip())
            each.append({"question": part, "read_as": r.read_as, "error": a.error if a is not None else {
                "kind": "not_understood", "message": why, "suggestions": []}})
            continue
        line = (a.verdict[0] if a.verdict else a.answer.splitlines()[0])
        verdicts.append(f"{k}. {line}")
        sections.append(f"{head}\n{a.answer}\n{a.read_as}" + (f" · {a.unread_line}" if a.unread_line else ""))
        steps += [f"({k}) {s}" for s in a.steps]
        cited += [c for c in a.citations if c not in cited]
        each.append({"question": part, **a.json})
    first.answer = "\n\n".join(sections)
    first.verdict = verdicts[:2]
    first.steps = steps
    first.brief_steps = list(steps)
    first.citations = cited
    first.read_as = say(lang, "several_read", n=len(parts))
    first.unread_line = ""
    first.json = {**first.json, "questions": list(parts), "answers": each}
    return first


def _part_refusal(library: Library, r: Reading, lang: str) -> str:
    if r.command is None:
        return r.why
    return _partial_message(r, unplaced(library, r.items, load(r.language).cheap, r.shape), lang)[0]


def _partial_message(reading: Reading, missing: list, lang: str) -> tuple[str, list[str]]:
    """'I read: … I could not place: “x”.', and the words not placed."""
    words = _dropped(missing)
    # quoted as the asker wrote them in their language ("ギセラ", not the English name of the card it found)
    quoted = words if lang == "en" else list(dict.fromkeys(it.text for it in missing))
    return say(lang, "partial", program=reading.program(), words=", ".join(f"“{w}”" for w in quoted)), words


def partial(library: Library, reading: Reading, missing: list, offered: list[Reading], lang: str) -> Answer:
    """A partial reading gives no verdict: what was read, what could not be placed, and the
    complete readings it could be (each a button on Discord, a command on the command line)."""
    message, words = _partial_message(reading, missing, lang)
    asked = _question_words(reading, missing)
    if asked:
        words_asked = ", ".join(dict.fromkeys(f"“{it.text}”" for it in asked))
        message += "\n" + say(lang, "partial_question_word", words=words_asked)
    lines = [message] + _did_you_mean(lang, offered) + ["", say(lang, "partial_edit")]
    return no_verdict(reading, say(lang, "partial_title"), library.cr_effective, kind="not_understood",
                      message="\n".join(lines), suggestions=[], reading=reading.read_as, unplaced=words,
                      readings=[{"program": r.program(), **r.read_as} for r in offered], related=[])


YES_NO_OPENERS = QUESTION_OPENERS - {"what", "whats", "which", "how", "who", "where"}


def _step_card(step: str) -> str | None:
    """The card a step names (`apply Reflector Mage` → "Reflector Mage"), or None — a step the engine refuses to
    parse names none."""
    try:
        return parse(step)[0].card or None
    except QueryError:
        return None


def not_read_cards(reading: Reading) -> list[tuple[str, str]]:
    """The other cards of a partial reading whose act the engine can't read: a card named in the question that
    fed nothing, or acts in the steps (`apply`/`check`), and has a sentence acting on objects that no template
    of the effect reader matches (bot/rules/effects/read.py `Unrecognised`). Each as (card, its first such
    sentence). The words left unplaced are then most often that sentence said in the asker's words ("exiled it
    face down", "they can't cast spells with that name"): the reply says what the engine would need, not only
    which words it missed."""
    from bot.rules.effects.read import read as read_effects

    if reading.command not in ("room", "dfc") or not reading.argv:
        return []
    followed = {n.strip().casefold() for n in reading.argv[0].split("//")}
    steps = _steps_of(reading)
    acting = {c.casefold() for st in steps if st.startswith(("apply ", "check ")) and (c := _step_card(st))}
    melded = {st[5:].strip().casefold() for st in steps if st.startswith("meld ")}
    out: list[tuple[str, str]] = []
    for it in reading.items:
        card = getattr(it, "card", None)
        if it.kind != "card" or card is None or card.name.casefold() in followed \
                or any(f.name.casefold() in followed for f in card.faces) or card.layout == "meld" \
                or card.name.casefold() in melded:
            continue  # (a meld pair's own trigger is the `meld` step's, which the engine follows)
        if it.used and card.name.casefold() not in acting:
            continue  # a card placed as something other than an act (a face named)
        if card.name.casefold() not in acting and it.text.islower() and any(
                x.kind == "card" and x is not it and not x.text.islower() for x in reading.items):
            continue  # "brought back" in a question that capitalises its card names: the words, not the card
        typed = [w for w in it.text.strip().casefold().split() if w not in ("the", "a", "an")]
        if len(typed) == 1 and f"《{it.text.strip()}》" not in reading.question and (
                card.name.casefold() not in acting or it.text.strip().casefold() != card.name.casefold()):
            continue  # one word that names a card ("arena", "the protector", "suspended"): likely the word
        found = [u for u in read_effects(card).unrecognised if "meld" not in u.sentence.casefold()]
        if found and card.name not in [c for c, _ in out]:
            out.append((card.name, found[0].sentence))
    return out[:1]  # the first named: another's sentences would answer nothing the first doesn't stop


async def _other_ability_said(library: Library, reading: Reading, missing: list) -> tuple[str, str] | None:
    """A word left unplaced that is an ability word of a card the steps `apply` ("Channel — …"), when the engine
    used another of that card's abilities there: the story told is that ability's, which a step can't choose.
    As (card, the ability's line)."""
    if reading.command not in ("room", "dfc"):
        return None
    words = {it.text.casefold() for it in missing if it.kind == "word"}
    applied = [st for st in _steps_of(reading) if st.startswith("apply ")]
    said = []
    for st in applied:
        card = library.find_now(_step_card(st)) if _step_card(st) else None
        if card is None:
            continue
        for face in card.faces:
            for m in re.finditer(r"^([A-Z][a-z]+) —[^\n]*", face.text or "", re.M):
                if m.group(1).casefold() in words:
                    said.append((st, card.name, m.group(0)))
    if not said:
        return None
    answer = await run(library, reading)
    for s in answer.json.get("steps") or []:
        effect = s.get("effect") or {}
        for st, name, line in said:
            used = str(effect.get("text") or "").rstrip(".")
            if s.get("action") == st and used and used not in line and any(
                    str(a).rstrip(".") in line or line in str(a) for a in effect.get("alternatives") or []):
                return name, line  # the ability said is one the engine passed over
    return None


def not_modelled_card(library: Library, reading: Reading, missing: list, cards: list[tuple[str, str]],
                      lang: str, key: str = "card_not_read") -> Answer:
    """A partial reading where another card's act is one the engine can't read: "Can't tell", not modelled, with
    the sentence a template would be needed for; the reading and the words not placed follow."""
    why = " ".join(say(lang, key, card=c, sentence=t) for c, t in cards)
    words = _dropped(missing)
    quoted = words if lang == "en" else list(dict.fromkeys(it.text for it in missing))
    lines = [say(lang, "cant_tell", step=cards[0][0], why=why),
             say(lang, "read_as", program=reading.program()),
             say(lang, "also_unplaced", words=", ".join(f"“{w}”" for w in quoted))]
    steps = _steps_of(reading)
    at = next((k for k, st in enumerate(steps) if st.startswith(("apply ", "check "))
               and (_step_card(st) or "").casefold() == cards[0][0].casefold()), None)
    return no_verdict(reading, say(lang, "cant_tell_title"), library.cr_effective, kind="not_modelled",
                      message="\n".join(lines), suggestions=[], reading=reading.read_as,
                      step=(at + 1) if at is not None else 0, action=steps[at] if at is not None else "",
                      skipped=steps[at + 1:] if at is not None else [], unplaced=words,
                      not_read=[{"card": c, "sentence": t} for c, t in cards])


async def door_where(library: Library, reading: Reading, lang: str, choose: int | None = None) -> Answer:
    """A door's mana value asked with nowhere said: each place it could be is offered, run first."""
    door = reading.door_zone_unsaid
    argv = list(reading.argv)
    checks = argv[argv.index("--steps") + 1] if "--steps" in argv else ""
    base = argv[:argv.index("--zone")] if "--zone" in argv else argv[:1]
    card = library.find_now(reading.argv[0]) if reading.argv else None  # the Room the story follows
    if door == "?" and card is not None and len(card.faces) == 2:  # on the battlefield, which doors are unlocked
        # was not said
        doors = [f.name for f in card.faces]
        unlocks = [[doors[0]], [doors[1]], doors, []]
        places = [["--zone", "battlefield"] + (["--steps", "; ".join([f"unlock {d}" for d in u] + ([checks] if checks else []))]
                                               if u or checks else []) for u in unlocks]
    else:
        places = [(["--zone", "hand", "--steps", "; ".join(x for x in (f"cast {door}", checks) if x)]),
                  (["--zone", "battlefield", "--steps", "; ".join(x for x in (f"unlock {door}", checks) if x)]),
                  (["--zone", "library"] + (["--steps", checks] if checks else []))]
    candidates = [_with_step(reading, base + extra, None) for extra in places]
    for r in candidates:
        r.assumed = []  # each place is said in its own program, not assumed
    offered = await _that_answer(library, candidates, len(candidates))
    if choose is not None and 0 <= choose < len(offered):
        return await _answer(library, offered[choose], lang)
    head = say(lang, "doors_which") if door == "?" else say(lang, "door_where", door=door)
    return _offering(library, reading, lang, "\n".join([head] + _did_you_mean(lang, offered)), offered)


_WHAT_IT_DOES = re.compile(r"\bwhat (?:does|do|did|will|would)\b[^?.!]*\bdo\b\s*[?.!]*\s*$", re.I)


def _what_it_does(reading: Reading) -> bool:
    """'what does the host's etb do?': what an ability does is asked, and the story's end state is no answer to it
    (batch P's P35 got "Mana value 7 · named Chittering Host")."""
    if reading.command not in ("room", "dfc") or reading.language != "en" or reading.consequence is not None:
        return False
    steps = " ".join(reading.argv)
    return bool(_WHAT_IT_DOES.search(reading.question.strip())) and "check " not in steps and "trigger " not in steps


def _yes_no_unasked(reading: Reading) -> bool:
    """'Is a transformed Delver a new object?': a yes/no question whose reading checks nothing, tries
    nothing and reads nothing off the end state — its answer would be a state, not a Yes or No."""
    if reading.command not in ("room", "dfc") or reading.language != "en" or reading.shape is None:
        return False
    steps = " ".join(reading.argv)
    return reading.shape.opener in YES_NO_OPENERS and not reading.modal and reading.consequence is None \
        and not reading.asked_verbs and not reading.asked and "check " not in steps and reading.asked_face is None


def _offering(library: Library, reading: Reading, lang: str, message: str, offered: list[Reading]) -> Answer:
    """No verdict, with every word placed: what was read can't answer as asked, and these readings are
    offered instead (a button each on Discord)."""
    return no_verdict(reading, say(lang, "partial_title"), library.cr_effective, kind="not_understood",
                      message=message, suggestions=[], reading=reading.read_as, unplaced=[],
                      readings=[{"program": r.program(), **r.read_as} for r in offered], related=[])


def stopped_at(answer: Answer, reading: Reading, lang: str, library: Library | None = None) -> Answer | None:
    """A step the engine does not model, or a step of the story that the rules don't allow, ends the
    story: no verdict rests on it. A "can ...?" question whose last step is refused is answered No."""
    if answer.error:
        return None
    steps = answer.json.get("steps") or []
    for k, s in enumerate(steps):
        result = s.get("result")
        effect_text = ((s.get("effect") or {}).get("text") or "").casefold()
        effect = s.get("effect") or {}
        theirs = effect.get("template") in STATICS and effect.get("card") in reading.opponents_statics \
            and re.search(r"\byour opponents\b|\bwhenever an opponent\b", effect_text)  # the engine's own assumption,
        # said by the asker ("opp has Mystic Remora": "Whenever an opponent casts …" watches the asker)
        mine = effect.get("card") in reading.my_statics and _WHOSE.search(effect_text) and not (
            reading.subject_theirs and re.search(r"\byour opponents\b", effect_text)) \
            and effect.get("template") != "trigger" and not (  # the engine assumes an opponent's (a watching
                re.search(r"\byou control\b", effect_text) and not re.search(r"\bopponent", effect_text))
        # ability: the asker's); "Non-Human Werewolves you control can't transform" held by the asker is about their own
        told = " controller=" in str(s.get("action", ""))  # whose the card is, told to the engine
        # ("opp has containment priest. i ephemerate my delver": the opponent only holds a static; Ephemerate and the
        # creature are the asker's, as the engine follows them)
        told = told or reading.opponent_only_holds and effect.get("card") not in reading.opponents_statics
        # ("my void winnower is out. can opp disturb lunarch veteran?": the asker's "your opponents" static and the
        # opponent's card are the engine's own assumption seen from the other side)
        theirs = theirs or effect.get("card") in reading.my_statics and reading.subject_theirs \
            and re.search(r"\byour opponents\b", effect_text)
        if (reading.opponent and _WHOSE.search(effect_text) and not theirs or mine) and result != "not modelled" \
                and effect.get("template") not in _HAND_ATTACKS and not told:
            # The engine follows one player's cards: an effect that asks whose card it is can't be
            # answered once an opponent owns, controls or casts something in the story.
            s = {**s, "explanation": say(lang, "whose_mine" if mine else "whose", card=effect.get("card", ""))}
            result = "not modelled"
        check = s.get("check") if isinstance(s.get("check"), dict) else None
        if check is not None and s.get("action") in reading.preconditions and not check.get("passes"):
            kind, key = "invalid", "not_as_told"  # "Extus is a Human" when the card says it is not
            s = {**s, "explanation": check.get("reason", s.get("explanation", ""))}
        elif result == "not modelled":
            kind, key = "not_modelled", "cant_tell"
        elif result == "not allowed" and not (reading.modal and k == len(steps) - 1) and not (
                k == len(steps) - 1 and str(s.get("action", "")).startswith("apply ") and reading.consequence
                == ("face", "back") and (s.get("effect") or {}).get("template") == "transform"):
            # (Moonmist on a non-Human, "does it flip?": it doesn't — the effect can't touch it — answered No below)
            kind, key = "invalid", "cannot_happen"
        elif result == "nothing happens" and str(s.get("action", "")).startswith("meld ") \
                and not (reading.modal and k == len(steps) - 1):
            kind, key = "invalid", "cannot_happen"  # "X melds with Y" told, and they are no meld pair (701.42c)
        else:
            continue
        why = s.get("explanation", "")
        said = s.get("said")
        if lang != "en" and library is not None and isinstance(said, dict):  # the engine's reason, given as data
            from bot.language import refusal_in

            why = refusal_in(library, lang, said["key"], said.get("values") or {}, why)
        message = say(lang, key, step=s.get("action", ""), why=why)
        later = [x.get("action", "") for x in steps[k + 1:]]
        if later:
            message += "\n" + say(lang, "not_run", steps="; ".join(later))
        message += "\n" + say(lang, "read_as", program=reading.program())
        return no_verdict(reading, say(lang, f"{key}_title"), answer.cr_effective, kind=kind, message=message,
                          suggestions=[], reading=reading.read_as, step=k + 1, action=s.get("action", ""),
                          skipped=later)
    return None


def no_verdict(question: Reading, title: str, cr_effective: str, **error) -> Answer:
    """A reply that gives no verdict: the JSON is the query and a top-level error (kind, message, and
    what it offers, e.g. `reading`), never a state that reads like an answer."""
    return Answer(command="ask", query=question.question, title=title, answer=error["message"],
                  json={"query": question.question, "error": error}, cr_effective=cr_effective, error=error)


def _head(reading: Reading, lang: str) -> list[str]:
    lines = [say(lang, "read_as", program=reading.program())]
    if reading.unread:
        lines.append(say(lang, "unread", words=", ".join(reading.unread)))
    return lines


def decorate(library: Library, answer: Answer, reading: Reading, lang: str) -> Answer:
    """The command's answer, with how the question was read first (and in `lang`)."""
    extra = {"read_as": reading.read_as, "unread": list(reading.unread)}
    head = _head(reading, lang)
    answer.read_as = head[0]
    answer.unread_line = head[1] if len(head) > 1 else ""
    if answer.error:
        message = answer.error["message"]
        if lang != "en" and answer.error_key:  # the engine's refusal, given as data: said in the asker's language
            from bot.language import refusal_in

            message = refusal_in(library, lang, answer.error_key, answer.error_values, message)
            answer.language = lang
        answer.error = {**answer.error, "message": "\n".join(head + [message])}
        answer.json = {**answer.json, "error": answer.error, **extra}
        answer.answer = answer.error["message"]
        return answer
    if lang != "en" and answer.command == "card":  # a card looked up: its first lines and ruling notes said too
        from bot.language import in_language

        answer = in_language(library, answer, lang)
    card = library.find_now(answer.card_name) if answer.card_name else None
    body = answer.answer
    check = _last_check(answer, reading)
    if reading.consequence is not None and reading.consequence[0] in ("naming_unlock", "mana_ability"):
        check = None  # ("does pithing needle naming locker room stop them from unlocking it?": not whether it has the name)
    steps_run = answer.json.get("steps") or []
    if check is None and lang == "en" and steps_run and steps_run[-1].get("action") in reading.preconditions \
            and answer.command in ("room", "dfc") and "mv" in reading.asked:
        # "Delver of Secrets is blue. what's its mana value?": a fact the question stated, checked, is not the
        # verdict (its "Yes: blue" came first); the state asked is
        answer.verdict = card_verdict(answer.json.get("state") or {}, "")
    asked = saying.asked_lines(lang, answer, reading.asked)
    if lang != "en" and answer.command in ("room", "dfc", "daynight"):
        body = saying.verdict(lang, answer, card)
        answer.steps = saying.step_lines(lang, answer, card)
        if lang == "ja":  # the other cards of the story (a meld partner) by their Japanese names too
            body, *answer.steps = saying.other_names(library, answer, [body, *answer.steps])
        answer.brief_steps = list(answer.steps)
        answer.verdict = [saying.check_verdict(lang, check["check"], check.get("action", ""), check.get("effect")), body] if check else [body]
        extra["said"] = {"language": lang, "answer": body, "steps": list(answer.steps)}
    if asked:  # "what's the power?": the state has it, the engine's sentence may not say it
        body += "\n" + "\n".join(asked)
        if answer.verdict:
            answer.verdict = [answer.verdict[0], " ".join(asked)]
    first = None
    if check is not None:  # a yes/no question: the check's verdict comes first
        first = saying.check_verdict(lang, check["check"], check.get("action", ""), check.get("effect"))
        if lang == "en" and answer.verdict and (reading.instead_on or reading.asked_face and check["check"].get("faces")
                                                or steps_run and check.get("action") != steps_run[-1].get("action")
                                                or check.get("joined")):
            # the glance line too: with the card's "instead" line on ("i have revolt"), or of the face asked
            glance = check_verdict(check, answer.json.get("state") or {})
            if glance:
                answer.verdict = [glance[0]] + answer.verdict[1:]
        before = _checks_before(answer, reading) or _alternatives_asked(steps_run, reading)[:-1]
        if before:  # "can i fatal push it or do i need abrupt decay": each card asked about, in the order asked
            first = "\n".join([saying.check_verdict(lang, s["check"], s.get("action", ""), s.get("effect"))
                               for s in before] + [first])
            if lang == "en" and answer.verdict:
                glances = [check_verdict(s, answer.json.get("state") or {}) for s in before]
                answer.verdict = ["\n".join([g[0] for g in glances if g] + [answer.verdict[0]])] + answer.verdict[1:]
    else:
        if card is None and answer.command == "daynight" and reading.consequence is not None \
                and reading.consequence[0] == "face_named" and reading.cards:
            card = library.find_now(reading.cards[0])  # the card whose face is asked, for its names in the asker's language
        first = asked_verdict(answer, reading, lang, card)
        if first is not None and answer.verdict:
            keep = answer.verdict[1:] if reading.consequence and reading.consequence[0] in ("naming_unlock",
                                                                                          "mana_ability") \
                else answer.verdict[:1]  # (the name check's own "Yes: it has the name" is not what was asked)
            answer.verdict = [first] + keep
    if first is not None:
        if lang == "ja":  # the card whose effect was checked, by its Japanese name
            said, = saying.other_names(library, answer, [first])
            answer.verdict = [said if v == first else v for v in answer.verdict]
            first = said
        body = first + "\n" + body
        extra["verdict"] = first
        if "said" in extra:
            extra["said"]["verdict"] = first
    if reading.assumed:
        answer.unread_line = " · ".join(x for x in (answer.unread_line, assumed_line(reading, lang)) if x)
        extra["assumed"] = [{"what": k, "value": v} for k, v in reading.assumed]
    if reading.claims:  # "reidane is only 3 mana": the asker's own belief, shown as not used
        said = say(lang, "claims", what=say(lang, "joiner").join(f"“{c}”" for c in reading.claims))
        answer.unread_line = " · ".join(x for x in (answer.unread_line, said) if x)
        extra["claims"] = list(reading.claims)
    if lang != "en":
        if answer.command in ("card", "room", "dfc"):
            answer.title = saying.card_title(card, answer.title)
            from bot.language import partners_said

            partners_said(library, answer, lang)
        if answer.citations:
            body += "\n" + say(lang, "authoritative")
            answer.footer_note = say(lang, "authoritative")
            extra.setdefault("said", {"language": lang})["authoritative"] = say(lang, "authoritative")
    negated = _negated_question(reading)
    if negated and answer.verdict and lang in ("ja", "en"):
        drop = _without_yes_no if lang == "ja" else (lambda line: _said_with_the_verb(line, negated))
        plain = [drop(v) for v in answer.verdict]
        body = "\n".join(drop(line) if line in answer.verdict or lang == "en" else line for line in body.split("\n"))
        answer.verdict = plain
        if "verdict" in extra:
            extra["verdict"] = drop(extra["verdict"])
    answer.answer = body  # how it was read is in read_as and unread_line, shown first by every front end
    answer.json = {**answer.json, **extra}
    return answer


def _negated_question(reading: Reading) -> Item | None:
    """「唱えられないよね？」「変身しない？」, "so spell snare can't hit it right?": a question asked in the negative. It is
    answered as its positive (the engine tells whether it can be cast), but a Yes or No to a negative question reads
    either way, so the verdict says the outcome without them: the negation word it was asked with."""
    if reading.shape is None:
        return None
    return next((it for it in reading.items if it.kind == "word" and it.value == "negation"
                 and reading.shape.asks(it)), None)


_EN_YES_NO_LINE = re.compile(r"^(\d+\. )?(Yes|No)(?=: | — )")


def _said_with_the_verb(line: str, negation: Item) -> str:
    """'Yes: Spell Snare (counter) — …' asked "spell snare can't hit it right?" -> 'It can: Spell Snare (counter) — …'."""
    m = _EN_YES_NO_LINE.match(line)
    aux = NEGATED_AUXILIARIES.get(negation.text.casefold())
    if m is None or aux is None:
        return line
    said = aux if m.group(2) == "Yes" else {"can": "can't", "will": "won't", "do": "don't"}.get(aux, aux + "n't")
    return f"{m.group(1) or ''}It {said}{line[m.end():]}"


_YES_NO_LINE = re.compile(r"^(\d+\. )?(はい|いいえ)(?: — |（(.*)）$)")


def _without_yes_no(line: str) -> str:
    """'いいえ — 唱える X: 不可（…）' -> '唱える X: 不可（…）'; 'いいえ（このターン攻撃できるか）' -> 'このターン攻撃できるか：当てはまらない'."""
    m = _YES_NO_LINE.match(line)
    if m is None:
        return line
    if m.group(3) is not None:
        return f"{m.group(1) or ''}{m.group(3)}：{'当てはまる' if m.group(2) == 'はい' else '当てはまらない'}"
    return (m.group(1) or "") + line[m.end():]


def assumed_line(reading: Reading, lang: str) -> str:
    """'Assumed: it is in the library; 2 players': what the question left open, as chosen."""
    said = []
    for what, value in reading.assumed:
        if what == "zone":
            said.append(say(lang, "assumed_zone", zone=saying.zone_place(lang, value)))
        elif what == "start":
            said.append(say(lang, "assumed_start_neither") if value == "neither"
                        else say(lang, "assumed_start", start=saying.designation_name(lang, value)))
        elif what == "players":
            said.append(say(lang, "assumed_players", n=value))
        elif what == "back":
            said.append(say(lang, "assumed_back", name=value))
        elif what == "night_face":
            said.append(say(lang, "assumed_night_face", name=value))
        elif what == "back_cast":
            said.append(say(lang, "assumed_back_cast", name=value))
        elif what == "spells_unsaid":
            said.append(say(lang, "assumed_spells_unsaid"))
        elif what == "countered":
            said.append(say(lang, "assumed_countered"))
        elif what == "counterer":
            said.append(say(lang, "assumed_counterer"))
        elif what == "spell_kind":
            said.append(say(lang, "assumed_spell_kind", name=value))
        elif what == "dies_return":
            said.append(say(lang, "assumed_dies_return", name=value))
        elif what == "melded":
            said.append(say(lang, "assumed_melded", first=value[0], second=value[1], name=value[2]))
    return say(lang, "assumed", what="; ".join(said)) if said else ""


def asked_verdict(answer: Answer, reading: Reading, lang: str, card: Card | None) -> str | None:
    """The answer to what the question clause asks, when it is not a check: "can I ...?" is the last
    step's outcome; "does it transform?" / "does it go to exile?" is read off the end state."""
    steps = answer.json.get("steps") or []
    if reading.consequence is not None and reading.consequence[0] == "life_lost":
        state = answer.json.get("state") or {}
        applied = [x for x in steps if x.get("action") == f"apply {reading.consequence[1]}"]
        if state.get("zone") != "battlefield" or not applied or applied[-1].get("result") != "ok" \
                or state.get("mana_value") is None:
            return None  # it never reached the battlefield as told: how much is not read
        mv = state["mana_value"]
        mv = int(mv) if float(mv).is_integer() else mv
        key = "life_lost_back" if state.get("face_up") == "back" else "life_lost"
        return say(lang, key, n=mv, card=reading.consequence[1], names=" / ".join(state.get("names") or []))
    if reading.consequence is not None and reading.consequence[0] == "static_met":
        # ("so i draw right?": a yes/no said after "so", as "does it trigger?" is)
        how = reading.shape is not None and reading.shape.opener not in YES_NO_OPENERS \
            and reading.shape.opener not in ("so", "and", "then", "but") if reading.language == "en" \
            else re.search(r"いくら|何マナ|コストは", reading.question) is not None  # "how much does it cost?"
        return _static_met(answer, reading.consequence[1], lang, card, how=how)
    if reading.consequence is not None and reading.consequence[0] == "special_action":
        verb = reading.consequence[1]  # "does unlocking it count as casting a spell?": a special action (116.1)
        if answer.command == "daynight":  # "… count as a spell for day/night?": the act told, with the turn after it
            done = [s for s in steps if str(s.get("action", "")).split(" ")[0] == verb and s.get("result") == "ok"]
            return say(lang, f"special_action_{verb}") if done else None
        if steps and str(steps[-1].get("action", "")).startswith(verb + " ") and steps[-1].get("result") == "ok":
            return say(lang, f"special_action_{verb}")
        return None
    if reading.consequence is not None and reading.consequence[0] == "trigger_resolves":
        return _trigger_outlives(answer, reading.consequence[1], lang, card)
    resolved = [s.get("result") for s in steps if s.get("action") == "resolve ability"]
    if answer.command == "dfc" and len(resolved) >= 2 and resolved[0] == "ok" \
            and all(r == "nothing happens" for r in resolved[1:]):
        # "it triggers twice — does it flip and flip back?": the first ability transforms it, the others find it
        # transformed since they were put on the stack (701.27f): once, and the face up at the end is the answer
        state = answer.json.get("state") or {}
        names = [saying.face_name(card, n) if lang != "en" else n for n in state.get("names") or []]
        face = say(lang, "asked_face_back" if state.get("face_up") == "back" else "asked_face_front",
                   names=" / ".join(names) or "—")
        return say(lang, "transformed_once", face=face, n=len(resolved))
    if reading.defeat_cast_asked and answer.command == "dfc" and steps and steps[-1].get("action") == "defeat" \
            and steps[-1].get("result") == "ok" and reading.shape is not None \
            and (reading.modal or reading.shape.opener in YES_NO_OPENERS):
        # "do I still get to cast Overloaded Mage-Ring?": the defeat's own cast (310.11b) is the answer — it is on
        # the stack once cast; an effect that stops the cast leaves the card in exile, and the defeat itself is no Yes
        cast = ((steps[-1].get("state") or {}).get("zone")) == "stack"
        last = steps[-1]
        if lang != "en":
            return f"{say(lang, 'check_yes' if cast else 'check_no')} — {saying.step_lines(lang, answer, card)[-1]}"
        return f"{say(lang, 'check_yes' if cast else 'check_no')} — {last.get('explanation', '')}"
    if reading.consequence is not None and reading.consequence[0] == "stops" and steps \
            and str(steps[-1].get("action", "")).split(" ")[0] in ("transform", "activate"):
        # "does pithing needle naming delver stop it from flipping?": the transform tried with the card in force —
        # refused, it stops it; done, it doesn't (it stops only activated abilities, and nothing that turns it over is)
        last = steps[-1]
        said = last.get("explanation", "") if lang == "en" else saying.step_lines(lang, answer, card)[-1]
        stopper = reading.consequence[1]
        if last.get("result") == "ok":
            from bot.rules.transform import transforms_by_activation

            key = "stops_no_trigger" if card is not None and not transforms_by_activation(card) else "stops_no"
            return say(lang, key, card=stopper, step=said)
        if last.get("result") == "not allowed" and reading.consequence[1] in last.get("explanation", ""):
            return say(lang, "stops_yes", step=said)
        return None
    if reading.consequence is not None and reading.consequence[0] == "mana_ability":
        return _mana_ability_said(answer, card, reading.consequence[1], lang)  # ("can i still tap it for mana?")
    if reading.consequence is not None and reading.consequence[0] == "naming_unlock":
        return say(lang, "naming_unlock_no", card=reading.consequence[1])  # ("can needle … stop me from unlocking?")
    if reading.modal and steps and answer.command in ("room", "dfc") and reading.consequence != ("countered", "avoided") \
            and not (reading.consequence is not None and reading.consequence[0] == "face_named"
            and steps[-1].get("result") == "ok" and not str(steps[-1].get("action", "")).startswith(("play ", "cast "))):
        # ("can it come back as X?": which face is up decides, once it can; "can I play it as X?": the play does)
        last = steps[-1]
        word = say(lang, "check_yes" if last.get("result") == "ok" else "check_no")
        if lang != "en":  # the step said in the asker's language, never the engine's English sentence
            return f"{word} — {saying.step_lines(lang, answer, card)[-1]}"
        return f"{word} — {last.get('explanation', '')}"
    if reading.consequence is None:
        return None
    what, wanted = reading.consequence
    if what == "naming_unlock":
        return say(lang, "naming_unlock_no", card=wanted)
    state = answer.json.get("state") or {}
    if what == "trigger":
        told = triggered(answer, card)
        if told is None:
            return None
        event, found = told
        if wanted:  # the one door's or face's ability asked ("do I get the Glimmer token?": Grand Entryway's)
            found = [t for t in found if t.get("face") == wanted]
            last = str((steps[-1] if steps else {}).get("action", ""))
            other = last[len("unlock "):].split(" in ")[0] if last.startswith("unlock ") else ""
            if not found and event == "unlock" and other and other != wanted and card is not None and card.is_room:
                # ("when i unlock Slimy Aquarium does Underwater Tunnel's unlock trigger happen?": only the door unlocked)
                return say(lang, "door_trigger_other", door=saying.face_name(card, wanted) if lang != "en" else wanted,
                           other=saying.face_name(card, other) if lang != "en" else other, rules="603.2, 709.5h")
            if not found:  # (a door's ability triggers only as that door is unlocked, 709.5h)
                return say(lang, "trigger_no", names=saying.face_name(card, wanted) if lang != "en" else wanted,
                           event="is unlocked" if event == "unlock" and lang == "en" else event,
                           rules="603.2, 709.5h" if event == "unlock" else "603.2, 709.5d")
        if found:
            why = {"enters": "603.6a", "unlock": "709.5h", "transforms": "701.27e"}
            rules = ["603.2"] + list(dict.fromkeys(why.get(t.get("event"), why[event]) for t in found))
            return say(lang, "trigger_yes", what="; ".join(f"{t['face']}'s “{t['ability']}”" for t in found),
                       rules=", ".join(rules))
        return say(lang, "trigger_no", names=" / ".join(state.get("names") or []) or "it", event=event,
                   rules="603.2")
    if what == "designation_now" and answer.command == "daynight" and answer.json.get("designation"):
        return say(lang, "designation_not_now", turn=answer.json.get("turn"),  # "does it become day right away?"
                   designation=saying.designation_name(lang, answer.json["designation"]))
    if what == "designation" and answer.command == "daynight" and answer.json.get("designation"):
        now = answer.json["designation"]
        if wanted == "neither" and now in ("day", "night"):  # "does the day/night thing go away?" (731.1)
            return say(lang, "designation_stays", turn=answer.json.get("turn"),
                       designation=saying.designation_name(lang, now))
        return say(lang, "designation_yes" if now == wanted else "designation_no", turn=answer.json.get("turn"),
                   designation=saying.designation_name(lang, now))
    if answer.command == "daynight":
        mine = [p for p in answer.json.get("permanents") or [] if p.get("card") in reading.cards] or \
            (answer.json.get("permanents") or [])[:1]
        if not mine:
            return None
        state = {"face_up": mine[0].get("face_up"), "names": [mine[0].get("name", "")]}
    if what == "face_named" and state.get("names"):  # "does it enter as Tavern Smasher?"
        names = [saying.face_name(card, n) if lang != "en" else n for n in state.get("names") or []]
        return say(lang, "face_named_yes" if wanted in state["names"] else "face_named_no",
                   names=" / ".join(names), face=saying.face_name(card, wanted) if lang != "en" else wanted)
    if what == "face" and state.get("face_up") in ("front", "back"):
        key = "asked_face_back" if state["face_up"] == "back" else "asked_face_front"
        names = [saying.face_name(card, n) if lang != "en" else n for n in state.get("names") or []]
        before = ((steps[-2].get("state") if len(steps) > 1 else answer.json.get("start")) or {}).get("face_up")
        if answer.command == "dfc" and reading.shape is not None and reading.shape.opener in YES_NO_OPENERS \
                and steps and str(steps[-1].get("action", "")).startswith("apply ") and before in ("front", "back") \
                and (steps[-1].get("effect") or {}).get("template") == "transform" \
                and state.get("zone") == "battlefield":
            # "Moonmist … does she turn into Journey to the Oracle?": another card's transform acted on it last, so
            # whether that turned it over is the answer (a blink's new object entering is no transforming)
            return say(lang, "transformed_yes" if state["face_up"] != before else "transformed_no",
                       face=say(lang, key, names=" / ".join(names) or "—"))
        return say(lang, key, names=" / ".join(names) or "—")
    if what == "doors" and answer.command == "room" and state.get("zone") == "battlefield":
        return _doors_verdict(lang, wanted, reading, state)
    if what == "doors" and answer.command == "room" and state.get("zone") and wanted.startswith("unlocked|"):
        # "which door is unlocked in my graveyard?": the designation is a permanent's (709.5c)
        key = "doors_off_battlefield" if reading.shape.opener in YES_NO_OPENERS else "doors_off_battlefield_which"
        return say(lang, key, zone=saying.zone_place(lang, state["zone"]))
    if what == "keeps" and answer.command == "dfc":
        start = answer.json.get("start") or {}
        same = state.get("zone") == "battlefield" and state.get("object") == start.get("object")
        return say(lang, "keeps_yes" if same else "keeps_no")
    if what == "countered" and state.get("zone"):
        cast = next((s for s in reversed(steps) if str(s.get("action", "")).startswith(("cast", "defeat"))), None)
        if cast is None or cast.get("result") != "ok":
            return None
        countered = "counters it as it resolves" in cast.get("explanation", "")
        key = "countered_yes" if countered else "countered_no"  # ("No — it is on the stack" had not said it)
        if wanted == "avoided":  # "can i cast it without it getting countered?": the Yes is that it isn't
            key = "countered_avoided_no" if countered else "countered_avoided_yes"
        return say(lang, key, zone=saying.zone_place(lang, state["zone"]))
    if what == "zone" and state.get("zone") and (not wanted or reading.shape is not None
                                                 and reading.shape.opener in ("what", "whats", "which", "where")):
        # ("what goes back to my hand?": where it is, not a Yes)
        return say(lang, "zone_is", zone=saying.zone_place(lang, state["zone"]))
    if what == "zone" and state.get("zone"):
        key = "zone_yes" if state["zone"] == wanted else "zone_no"
        return say(lang, key, zone=saying.zone_place(lang, state["zone"]))
    return None


def _static_met(answer: Answer, name: str, lang: str, card: Card | None, *, how: bool = False) -> str | None:
    """"does unlocking it cost 2 more?", "does Eidolon trigger?": what the static about casting did at the last step
    that met it (its `statics`): Yes when it applied (a cost changed, a trigger), No when it didn't — with that step's
    explanation as the reason."""
    steps = answer.json.get("steps") or []
    for k in range(len(steps) - 1, -1, -1):
        step = steps[k]
        met = next((d for d in step.get("statics") or [] if d.get("card") == name), None)
        if met is None or step.get("result") != "ok":
            continue
        word = say(lang, "check_yes" if met.get("applies") else "check_no")
        if how and met.get("template") == "cost_change":  # "how much does it cost?": the total cost, or no Yes/No
            # where the static doesn't say one (a trigger's "draw?" is a yes/no, whatever its opener)
            if not met.get("total_cost"):
                return None
            word = met["total_cost"]
        if lang != "en":  # the step said in the asker's language, never the engine's English sentence
            special = str(step.get("action", "")).startswith(("unlock ", "play "))  # a special action: no spell
            key = f"static_met_{met.get('template')}_{'yes' if met.get('applies') else 'no'}" + (
                "_special" if special and not met.get("applies") else "")
            return f"{word} — " + say(lang, key, card=name, total=met.get("total_cost", ""),
                                      step=saying.step_lines(lang, answer, card)[k])
        said = step.get("explanation", "")
        at = said.find(f"{name}'s")  # what the static did comes first; the step's own rules follow in the steps
        return f"{word} — {said[at:] if at >= 0 else said}"
    return None


def _trigger_outlives(answer: Answer, door: str, lang: str, card: Card | None) -> str | None:
    """"the unlock trigger is on the stack and I destroy the Room in response — does it still happen?": the door
    was unlocked (its trigger put on the stack) and the Room then left the battlefield; the ability resolves all
    the same (113.7a). Only when the story ran so; anything else gives no verdict."""
    from bot.ask.read_on_stack import unlock_trigger

    steps = answer.json.get("steps") or []
    unlocked = next((i for i, s in enumerate(steps) if s.get("action") == f"unlock {door}" and s.get("result") == "ok"),
                    None)
    state = answer.json.get("state") or {}
    face = next((f for f in card.faces if f.name == door), None) if card is not None else None
    if unlocked is None or face is None or unlock_trigger(face) is None or state.get("zone") == "battlefield" \
            or not all(s.get("result") == "ok" for s in steps[unlocked:]):
        return None
    shown = saying.face_name(card, door) if lang != "en" else door
    return say(lang, "trigger_outlives", door=shown, ability=unlock_trigger(face),
               zone=saying.zone_place(lang, state.get("zone") or ""))


def _doors_verdict(lang: str, wanted: str, reading: Reading, state: dict) -> str:
    """'is Locker Room unlocked?' -> Yes/No; 'which door is open?' -> the doors unlocked (709.5c, 709.5d)."""
    asked, door = wanted.split("|", 1)
    unlocked, locked = state.get("unlocked") or [], state.get("locked") or []
    if door and asked in ("unlocked", "locked"):
        yes = (door in unlocked) == (asked == "unlocked")
        return say(lang, "door_yes" if yes else "door_no", door=door,
                   state=say(lang, "door_unlocked" if door in unlocked else "door_locked"))
    if reading.shape.opener in YES_NO_OPENERS or lang == "ja" and asked != "unlocked":
        # "are its doors unlocked?" is yes when every door is, no when none is; one of two is said as it is
        yes = {"both_doors": not locked, "locked": not unlocked, "one_door": len(unlocked) == 1,
               "unlocked": not locked if (not locked or not unlocked) else None}[asked]
        if yes is not None:
            return say(lang, "doors_yes" if yes else "doors_no", doors=_doors_said(lang, unlocked, locked))
    return say(lang, "doors_are", doors=_doors_said(lang, unlocked, locked))


def _doors_said(lang: str, unlocked: list[str], locked: list[str]) -> str:
    if not unlocked:
        return say(lang, "doors_all_locked")
    if not locked:
        return say(lang, "doors_all_unlocked")
    return say(lang, "doors_some", unlocked=" / ".join(unlocked), locked=" / ".join(locked))


def _last_check(answer: Answer, reading: Reading | None = None) -> dict | None:
    steps = answer.json.get("steps") or []
    if reading is not None and steps and steps[-1].get("action") in reading.preconditions:
        return None  # a fact the question stated, checked: not what it asks
    last = steps[-1] if steps and isinstance(steps[-1].get("check"), dict) else None
    if last is not None and reading is not None and not last.get("effect"):
        last = _all_said_of_it(steps, reading) or last
    if last is not None and reading is not None and reading.asked_face and last["check"].get("faces"):
        return {**last, "check": _face_asked(last["check"], reading.asked_face)}
    instead = (last or {}).get("check", {}).get("instead") if last is not None else None
    if reading is not None and reading.instead_on and isinstance(instead, dict) and instead.get("passes") is not None \
            and (instead.get("ability_word") or "").casefold() == reading.instead_on:
        # "i have revolt, can i fatal push it?": the answer with the card's "instead" line on, as the asker said
        return {**last, "check": {**last["check"], "passes": instead["passes"],
                                  "reason": f"with {reading.instead_on} — {instead.get('reason', '')}"}}
    return last


_PROPERTY_CHECKS = ("check type ", "check color ", "check colour ", "check supertype ")
_ALTERNATIVES = re.compile(r"\bor\b|\beither\b|または|それとも|か、", re.IGNORECASE)


def _all_said_of_it(steps: list[dict], reading: Reading) -> dict | None:
    """'Is Chittering Host a legendary creature?', 'is it a blue creature?': the properties asked together are one
    question — it is Yes only when each holds, so the first that fails is the verdict (the last check alone had
    answered "Yes: creature" while the step before said it isn't legendary). "… blue or red?" asks alternatives:
    not joined."""
    if _ALTERNATIVES.search(reading.question):
        return None
    asked = _property_steps(steps, reading)
    if len(asked) < 2:
        return None
    failed = next((s for s in asked if s["check"].get("passes") is False), None)
    if failed is not None:
        return failed
    last = asked[-1]  # each holds: the verdict says each ("Yes: black permanent — it is black; it is Enchantment — Room")
    return {**last, "joined": True,
            "check": {**last["check"], "condition": " ".join(str(s["check"].get("condition", "")) for s in asked),
                      "reason": "; ".join(str(s["check"].get("reason", "")) for s in asked)}}


def _alternatives_asked(steps: list[dict], reading: Reading) -> list[dict]:
    """'is my flipped delver blue or red?': each property asked as an alternative gets its own verdict (the last
    alone had answered "No: red", which reads as "neither")."""
    if not _ALTERNATIVES.search(reading.question):
        return []
    asked = _property_steps(steps, reading)
    return asked if len(asked) > 1 else []


def _property_steps(steps: list[dict], reading: Reading) -> list[dict]:
    asked: list[dict] = []
    for s in reversed(steps):
        action = str(s.get("action", ""))
        if not (isinstance(s.get("check"), dict) and action.startswith(_PROPERTY_CHECKS) and not s.get("effect")
                and action not in reading.preconditions and s["check"].get("passes") is not None):
            break
        asked.insert(0, s)
    return asked


def _checks_before(answer: Answer, reading: Reading) -> list[dict]:
    """The other cards' checks asked just before the last one ("can i fatal push it or do i need abrupt decay?"):
    each is a verdict of its own, not a step to pass by."""
    steps = answer.json.get("steps") or []
    if not steps or not steps[-1].get("effect"):
        return []  # a property asked for a card's sake ("… count as 1 cmc for fatal push?"): the property answers
    out = []
    for s in reversed(steps[:-1]):
        check = s.get("check")
        if not (isinstance(check, dict) and s.get("effect") and check.get("passes") is not None
                and str(s.get("action", "")).startswith("check ") and s.get("action") not in reading.preconditions):
            break
        out.insert(0, s)
    return out


def _face_asked(check: dict, face: str) -> dict:
    """'Cascade into Valki: can I cast the Tibalt side?': the verdict is that face's, not the card's."""
    found = next((f for f in check["faces"] if f["name"] == face), None)
    if found is None:  # a modal card's land face: never cast (712.11b... the engine lists what may be cast)
        return {**check, "passes": False, "reason": f"{face} can't be cast; what may be: " + check.get("reason", "")}
    if "castable" not in found:  # a static about casting's check (cost_change, cast_trigger): whether it applies
        if "applies" not in found:
            return check
        cost = f", total cost {found['total_cost']}" if found.get("total_cost") else ""
        return {**check, "passes": found["applies"],
                "reason": f"{face} (mana value {found.get('mana_value')}{cost})"}
    return {**check, "passes": found["castable"],
            "reason": f"{face} (mana value {found['mana_value']})" + ("" if found["castable"] else " is too expensive")}


def not_understood(library: Library, reading: Reading, lang: str) -> Answer:
    """Nothing could be computed: say so, and show related rulings and rules, labelled as such."""
    if reading.error is not None:  # a card named ambiguously: which one?
        e = reading.error
        err = {"kind": e.kind, "message": e.message, "suggestions": e.suggestions}
        return Answer(command="ask", query=reading.question, title="Which one?", answer=e.message,
                      json={"query": reading.question, "error": err, "read_as": reading.read_as,
                            "unread": reading.unread}, cr_effective=library.cr_effective, error=err,
                      error_key=e.key, error_values=e.values, candidates=list(e.suggestions))
    words = list(reading.unread) + [CONCEPT_WORDS[c] for c in reading.concepts if c in CONCEPT_WORDS]
    material = related(library, words, reading.cards)
    message = " ".join(x for x in (reading.why, say(lang, "not_understood"), say(lang, "try")) if x)
    err = {"kind": "not_understood", "message": message, "related": material, "suggestions": []}
    lines = [message]
    rulings = [m for m in material if m["kind"] == "ruling"]
    rules = [m for m in material if m["kind"] == "rule"]
    if rulings:
        lines += ["", say(lang, "related_rulings") + ":"] + [f"• {m['card']} ({m['date']}): {m['text']}" for m in rulings]
    if rules:
        lines += ["", say(lang, "related_rules") + ":"] + [f"• {m['number']} {m['text']}" for m in rules]
    return Answer(command="ask", query=reading.question, title="Not understood", answer="\n".join(lines),
                  json={"query": reading.question, "error": err}, cr_effective=library.cr_effective, error=err)
