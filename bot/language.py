"""An answer said in another language after a button press.

/ask answers a Japanese question in Japanese (bot/ask). Its buttons re-run the question with one
more step (or open its Rules text) from the custom_id alone, so the language travels in the
custom_id and the new answer is said here, from its data, with the same phrases (bot/ask/say.py
and bot/ask/lang/LANG.json) — never by translating the engine's English sentences. The quoted
rules stay in English, the authoritative text. Nothing here knows about Discord.
"""

from __future__ import annotations

import re
from importlib import import_module
from typing import TYPE_CHECKING

from bot.answers import Answer

if TYPE_CHECKING:
    from bot.library import Library


def language_of(answer: Answer) -> str:
    """The language an answer is said in: set by in_language(), or by /ask (its "said" block)."""
    return answer.said_language


def in_language(library: Library, answer: Answer, lang: str) -> Answer:
    """`answer` said in `lang` (unchanged in English, or when it is an error)."""
    from bot.ask.words import languages, say

    saying = import_module("bot.ask.say")  # the module: bot.ask's own `say` is the phrase function

    if lang == "en" or lang not in languages():
        return answer
    if answer.error:
        return _refusal_in(library, answer, lang)
    card = library.find_now(answer.card_name) if answer.card_name else None
    said: dict = {"language": lang}
    if answer.command in ("room", "dfc", "daynight"):
        body = saying.verdict(lang, answer, card)
        answer.steps = saying.step_lines(lang, answer, card)
        answer.brief_steps = list(answer.steps)
        steps = answer.json.get("steps") or []
        check = steps[-1] if steps and isinstance(steps[-1].get("check"), dict) else None
        if lang == "ja":  # the other cards of the story (a meld partner, a card acting) by their Japanese names
            body, *answer.steps = saying.other_names(library, answer, [body, *answer.steps])
            answer.brief_steps = list(answer.steps)
        if check is not None:
            head = saying.check_verdict(lang, check["check"], check.get("action", ""), check.get("effect"))
            if lang == "ja":
                head, = saying.other_names(library, answer, [head])
            answer.verdict = [head, body]
            said["verdict"] = head
        else:
            answer.verdict = [body]
        answer.answer = body
        said.update(answer=body, steps=list(answer.steps))
    if answer.command in ("card", "room", "dfc"):
        answer.title = saying.card_title(card, answer.title)
    elif answer.title_key:
        answer.title = said_title(lang, answer)
    if answer.command == "rule":
        answer.answer = _rule_answer_in(library, lang, answer)
    if answer.command == "card" and card is not None:
        intro, _, faces = answer.answer.partition("\n\n")
        answer.answer = "\n".join(card_intro(lang, answer.json, card, library)) + ("\n\n" + faces if faces else "")
    partners_said(library, answer, lang)
    if answer.ruling_changes:  # "the rules this ruling is about changed after it", said from its data
        answer.ruling_notes = [say(lang, "ruling_changed", numbers="、".join(n for n, _ in found),
                                   last=max(d for _, d in found)) if found else ""
                               for found in answer.ruling_changes]
    if answer.citations:
        answer.footer_note = say(lang, "authoritative")
        said["authoritative"] = answer.footer_note
    answer.language = lang
    answer.json = {**answer.json, "said": said}
    return answer


def _rule_answer_in(library: Library, lang: str, answer: Answer) -> str:
    """A /rule answer's own words in `lang` (the rules it quotes stay as written): how many rules a search
    found, and what a rule's history holds."""
    from bot.phrases import say

    data = answer.json
    if data.get("match") == "search":
        return say(lang, "rule_search_found", n=len(data.get("rules") or []), text=str(data.get("query", ""))[:80])
    if "changed" in data:
        number = data["number"]
        head = say(lang, "rule_history_is" if library.edition.get(number) else "rule_history_was", number=number,
                   first=data["first"], newest=data["newest"])
        dates = [e["effective"] for e in reversed(data["changed"])]
        head += say(lang, "rule_history_changed", n=len(dates), dates="、".join(dates)) if dates else \
            say(lang, "rule_history_same")
        return "\n".join([head, *answer.answer.split("\n")[1:]])
    return answer.answer


def partners_said(library: Library, answer: Answer, lang: str) -> None:
    """The other cards the answer's buttons name (a meld card's partner: "折れた刃、ギセラと合体させる"), by
    their names in `lang` where the catalog has them."""
    saying = import_module("bot.ask.say")
    if lang != "ja":
        return
    for step in answer.next_steps:
        verb, _, name = step.partition(" ")
        said = saying.japanese_face_name(library, name) if verb == "meld" and name else None
        if said:
            answer.names_said[name] = said


def finish_in(library: Library, answer: Answer, lang: str) -> Answer:
    """An answer /ask gave, said in the asker's language all the way: one /ask already said in it
    gets its title there too ("Day and night", "Rule 709.5"); one it left in English (a card looked
    up, a rule) is said in it here."""

    if lang == "en":
        return answer
    return reading_said(library, said_in(library, answer, lang), lang)


def said_in(library: Library, answer: Answer, lang: str) -> Answer:
    """finish_in() but for how the question was read, which stays the command it ran (the command line's
    text: a command to copy)."""
    if lang == "en":
        return answer
    if language_of(answer) != lang:
        return in_language(library, answer, lang)
    if answer.title_key and not answer.error:
        answer.title = said_title(lang, answer)
    return answer


def said_title(lang: str, answer: Answer) -> str:
    """The answer's title in `lang`; a glossary term by the name it has there (日暮 for Daybound)."""
    from bot.ask.words import say, say_map

    values = dict(answer.title_values)
    if "term" in values:
        own = {english.casefold(): term for term, english in say_map(lang, "glossary").items()}
        values["term"] = own.get(values["term"].casefold(), values["term"])
    return say(lang, answer.title_key, **values)


def _refusal_in(library: Library, answer: Answer, lang: str) -> Answer:
    """A refusal said in `lang`: "which one?" and "not found" from their data (the names as the
    asker would type them), a refusal the engine gave as data (QueryError's key and values) from its
    phrase; one of any other form keeps its English message, quoted."""
    from bot.ask.words import say

    err = answer.error or {}
    if answer.language == lang:  # said there already (a /card refusal: Library.ask_again)
        return answer
    # the name that fits several cards or none: the one typed (a step's card, not only the card asked about)
    query = str(answer.error_values.get("query") or answer.query)[:100]
    if answer.error_key not in ("", "ambiguous_message", "card_missing") and err.get("message") \
            and "reading" not in err:
        err["message"] = refusal_in(library, lang, answer.error_key, answer.error_values, err["message"])
    elif err.get("kind") == "ambiguous":
        err["message"] = say(lang, "ambiguous_message", query=query,
                             n=answer.error_values.get("n") or len(err.get("suggestions") or []))
    elif err.get("kind") == "not_found" and "is not a card for a game" not in err.get("message", ""):
        names = [library.as_typed(n, lang) for n in err.get("suggestions") or []]
        err["message"] = say(lang, "card_missing", query=query) + (
            say(lang, "card_near_only", name=names[0]) if names else "")
    elif err.get("kind") == "invalid" and err.get("message") and "reading" not in err:  # the engine's, not /ask's
        err["message"] = say_phrase(lang, "engine_refused", message=err["message"])
    if err.get("kind") == "ambiguous" and answer.candidates:  # "which one?": each card as the asker knows it
        answer.candidate_names = [library.as_typed(n, lang) for n in answer.candidates]
        answer.candidate_hints = [hint_in(library, lang, n) for n in answer.candidates]
    answer.language = lang
    return answer


def hint_in(library: Library, lang: str, name: str) -> str:
    """A "which one?" candidate's hint in `lang`, from the card's data: its mana cost, its supertypes and
    card types ("伝説のクリーチャー"; subtypes have no names here, so they are left out) and its kind (a
    Room, a meld card, the name of its back face)."""
    from bot.phrases import say, say_map
    from bot.rules import mechanics

    card = _card(library, name)
    if card is None:
        return ""
    saying = import_module("bot.ask.say")
    face = card.faces[0]
    words = say_map(lang, "hint_types")
    types = "".join(words.get(t, "") for t in face.supertypes) + \
        say(lang, "hint_type_joiner").join(w for w in (words.get(t, "") for t in face.types) if w)
    kind = mechanics.of(card).hint_of(card)
    if kind is not None:
        key, values = kind
        kind = say(lang, key, **{k: saying.face_name(card, v) for k, v in values.items()})
    return " · ".join(p for p in (face.mana_cost, types, kind) if p)[:100]


def say_phrase(lang: str, key: str, **values) -> str:
    from bot.phrases import say

    return say(lang, key, **values)


_RULE_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]?\b")
# What a refusal's values name, by role (QueryError.values): said as a card, a face or door of it, what
# the asker typed (quoted as typed), letters of players, a card type; any other value is a number or a
# date, said as it is.
_CARD_ROLES = ("card",)
_NAME_ROLES = ("face", "front", "doors", "faces", "pair")
_TYPED_ROLES = ("typed", "step", "example", "folder")
_LETTER_ROLES = ("players", "team", "rules")


def refusal_in(library: Library, lang: str, key: str, values: dict, message: str = "") -> str:
    """A refusal given as data (a phrase `key` and the `values` it names, in English) said in `lang`: the
    cards and faces by their names there, what the asker typed quoted as typed, and the rules that the
    English `message` cites, by number. Where `lang` has no phrase for `key`, the English message is said
    as the engine's, quoted."""
    from bot.phrases import _find, say

    if _find(lang, key) is None:
        return say(lang, "engine_refused", message=message)
    card = _card(library, values["card"]) if isinstance(values.get("card"), str) else None
    said = {role: _value_in(library, lang, role, value, card) for role, value in values.items()}
    named = " ".join(str(v) for v in values.values())  # a number the asker typed is not a rule cited
    rules = [n for n in dict.fromkeys(_RULE_NUMBER.findall(message)) if n not in named]
    cited = say(lang, "engine_rules", rules=", ".join(rules)) if rules else ""
    return say(lang, key, **said) + cited


def _value_in(library: Library, lang: str, role: str, value, card) -> str:
    from bot.phrases import say, say_map

    if isinstance(value, (list, tuple)):
        said = [_value_in(library, lang, role, v, card) for v in value]
        return ("、" if role in _LETTER_ROLES or role in _TYPED_ROLES else say(lang, "joiner")).join(said)
    text = str(value)
    if role in _CARD_ROLES:
        return _card_said(library, text, card)
    if role == "cards":  # each a card of its own
        return _card_said(library, text, _card(library, text))
    if role in _NAME_ROLES:
        return _a_name(library, text, card) or text
    if role in _TYPED_ROLES:
        return f"`{text.replace('`', '')}`"
    if role == "command":  # the command to ask with instead
        return f"`/{text}`"
    if role == "kind":
        return say_map(lang, "type_names").get(text, text)
    if role == "zone":
        return say_map(lang, "zones").get(text, text)
    return text


def card_intro(lang: str, data: dict, card, library: Library) -> list[str]:
    """A /card answer's first lines (which face was named, what kind of card, its mana value, what it
    melds into) said in `lang` from the answer's data; the card's own text stays as printed."""
    from bot.ask.say import face_name
    from bot.ask.words import say, say_map

    saying = import_module("bot.ask.say")
    title = saying.card_title(card, card.name)
    kinds = say_map(lang, "layouts")
    kind = kinds.get("room" if card.is_room else card.layout) or kinds.get("normal", card.layout)
    info = data.get("card") or {}
    lines = []
    if data.get("face") and data["face"] != card.name:
        lines.append(say(lang, "card_face_of", face=face_name(card, data["face"]), card=title))
    if info.get("incomplete_faces"):
        lines.append(say(lang, "card_incomplete", layout=kind, card=title))
    else:
        lines.append(say(lang, "card_mana_value", layout=kind, mv=_number(info.get("mana_value"))))
    melded = info.get("melded")
    if melded:
        lines.append(say(lang, "card_melded", partner=saying.japanese_face_name(library, melded["with"]) or melded["with"],
                         melded=saying.japanese_face_name(library, melded["name"]) or melded["name"], mv=_number(melded["mana_value"]), rule=melded["rule"]))
    return lines


def _number(x) -> str:
    return str(int(x)) if isinstance(x, float) and x.is_integer() else str(x)


# --- how /ask read the question, said in the asker's language ---------------------------------

def reading_in(library: Library, lang: str, read_as: dict) -> str:
    """How /ask read a question — the command and arguments the reader gives (`read_as`: {"command",
    "argv"}) — said in `lang` from that structure: the card by its name there, the zone, the start,
    the players and each step by the words of the step lines ("秘密を掘り下げる者 // 昆虫の逸脱者 · 戦場 ·
    変身する"). A step or argument of a form not known here is shown as typed, as a command (`…`)."""
    from bot.phrases import say

    command, argv = read_as.get("command"), list(read_as.get("argv") or [])
    head, parts = [], []
    card = None
    while argv:
        a = argv.pop(0)
        if a.startswith("--") and argv:
            value = argv.pop(0)
            if a == "--zone":
                parts.append(say_map_of(lang, "zones").get(value, f"`{a[2:]} {value}`"))
            elif a == "--steps":
                parts.append(say(lang, "reading_then").join(_step_in(library, lang, card, s.strip())
                                                            for s in value.split(";") if s.strip()))
            elif a in ("--start", "--day-night"):
                parts.append(say(lang, "assumed_start", start=say_map_of(lang, "designations").get(value, value)))
            elif a == "--players":
                parts.append(say(lang, "assumed_players", n=value))
            elif a == "--teams":
                parts.append(say(lang, "reading_teams", teams=value))
            else:
                parts.append(f"`{a[2:]} {value}`")
        elif command in ("room", "dfc", "card") and not head:
            card = _card(library, a)
            head.append(_card_said(library, a, card))
        elif command == "rule":
            own = {english.casefold(): term for term, english in say_map_of(lang, "glossary").items()}
            head.append(say(lang, "reading_rule", rule=own.get(a.casefold(), a if _no_words(a) else f"`{a}`")))
        else:
            head.append(a if _no_words(a) else f"`{a}`")
    if command == "daynight":
        head.insert(0, say(lang, "reading_daynight"))
    return " · ".join(x for x in (" ".join(head), *parts) if x)


def say_map_of(lang: str, key: str) -> dict:
    from bot.phrases import say_map

    return say_map(lang, key)


def _no_words(text: str) -> bool:
    return not re.search(r"[A-Za-z]{2,}", text)


def _card(library: Library, name: str):
    from bot.errors import QueryError

    try:
        return library.find_now(name)
    except QueryError:
        return None


def _card_said(library: Library, name: str, card) -> str:
    """A card as the reader named it, by its name in the language where the catalog has one."""
    saying = import_module("bot.ask.say")
    if card is None:
        return name
    if name == card.name or name == " // ".join(f.name for f in card.faces):
        return saying.card_title(card, card.name)
    return saying.face_name(card, name)


def _a_name(library: Library, text: str, card) -> str | None:
    """`text` said as a card or face name (Japanese where the catalog has it), or None when it is no
    card's or face's name exactly."""
    saying = import_module("bot.ask.say")
    if card is not None and any(text == f.name for f in card.faces):
        return saying.face_name(card, text)
    other = _card(library, text)
    if other is None:
        return None
    if any(text == f.japanese_name for f in other.faces):  # the reader kept the name as asked: 月霧
        return text
    if text == other.name:
        return saying.card_title(other, other.name) if len(other.faces) > 1 else saying.face_name(other, text)
    if any(text == f.name for f in other.faces):
        return saying.face_name(other, text)
    return None


def _step_in(library: Library, lang: str, card, step: str) -> str:
    """One step of a reading in `lang`, with the step lines' verbs; as typed (`…`) when its form is not
    known here."""
    from bot.phrases import say

    saying = import_module("bot.ask.say")
    actions = say_map_of(lang, "actions")
    verb, arg = saying._verb(step, actions)
    typed = f"`{step}`"
    if verb not in actions:
        return typed
    who = ""
    m = re.fullmatch(r"(?P<rest>.*?)\s+(?:by\s+)?(?P<who>[A-H]|opponent)", arg, re.I)
    if m:
        arg = m["rest"]
        who = say(lang, "reading_by", who=say(lang, "reading_opponent") if m["who"].casefold() == "opponent"
                  else m["who"].upper())
    shown = actions[verb]
    if verb == "move":
        return say(lang, "move_to", zone=say_map_of(lang, "zones").get(arg, arg)) if arg in say_map_of(lang, "zones") \
            else typed
    if verb == "spells":
        return say(lang, "reading_spells", n=arg) + who if arg.isdigit() else typed
    if verb == "check" and re.match(r"(color|type|mana value|name)\b", arg):
        return f"{shown}（{saying.condition(lang, step, {}, None)}）" + who
    if not arg:
        return shown + who
    named = ""
    m = re.fullmatch(r"(?P<rest>.+?)\s+name=(?P<name>.+)", arg)
    if m and _a_name(library, m["name"].strip(), card):
        arg, named = m["rest"], say(lang, "reading_named", name=_a_name(library, m["name"].strip(), card))
    names = []
    for piece in re.split(r"\s+\+\s+", arg):
        target = None
        m = re.fullmatch(r"(?P<card>.+?)\s+on\s+(?P<target>.+)", piece)
        if m and _a_name(library, m["card"], card) and _a_name(library, m["target"], card):
            piece, target = m["card"], m["target"]
        said = _a_name(library, piece, card)
        if said is None:
            return typed
        names.append(said if target is None else say(lang, "reading_on", card=said,
                                                       target=_a_name(library, target, card)))
    return f"{shown} {say(lang, 'joiner').join(names)}" + named + who


def _stopped_in(library: Library, lang: str, err: dict) -> None:
    """A story /ask stopped at a step ("can't tell", "that can't happen as told"): the step and the steps
    not run said in `lang`, the engine's reason quoted as its English sentence (the reader wrote them in
    its phrase with the step as typed)."""
    from bot.ask.words import say as reader_say
    from bot.phrases import say

    argv = list((err.get("reading") or {}).get("argv") or [])
    card = _card(library, argv[0]) if argv and not argv[0].startswith("--") else None
    lines = err["message"].split("\n")
    for key in ("cant_tell", "cannot_happen", "not_as_told"):
        head = reader_say(lang, key, step=err["action"], why="\x00").split("\x00")
        if len(head) != 2:
            continue
        for i, line in enumerate(lines):
            if line.startswith(head[0]) and line.endswith(head[1]):
                why = line[len(head[0]):len(line) - len(head[1]) if head[1] else None]
                # the engine's English sentence quoted as such; one said from its data (kana, kanji) is not
                english = re.search(r"[A-Za-z]{2,}", why) and not re.search(r"[\u3040-\u30ff\u3400-\u9fff]", why)
                quoted = say(lang, "engine_quoted", message=why) if english else why
                lines[i] = reader_say(lang, key, step=_step_in(library, lang, card, err["action"]), why=quoted)
    skipped = [x for x in err.get("skipped") or [] if x]
    if skipped:
        run = reader_say(lang, "not_run", steps="; ".join(skipped))
        lines = [reader_say(lang, "not_run", steps=say(lang, "reading_then").join(
            _step_in(library, lang, card, x) for x in skipped)) if line == run else line for line in lines]
    err["message"] = "\n".join(lines)


def _commands_are_buttons(lang: str, message: str, buttons: bool) -> str:
    """A refusal whose readings are said in `lang` no longer shows commands: the reader's advice to run
    "the command above" points at the readings' buttons below instead (or is left out without any)."""
    from bot.ask.words import say as reader_say
    from bot.phrases import say

    for key in ("partial_edit", "card_no_verdict_tail", "yes_no_unasked_tail"):
        theirs = reader_say(lang, key) if key == "partial_edit" else \
            reader_say(lang, key[:-5], program="\x00").split("\n", 1)[-1]
        if theirs and theirs in message and theirs != key:
            message = message.replace(theirs, say(lang, f"said_{key}{'_buttons' if buttons else ''}"))
    return message


def reading_said(library: Library, answer: Answer, lang: str) -> Answer:
    """A Japanese /ask answer or refusal with how it read the question said in Japanese: the footer's
    "Read as" and, in a refusal, each reading it shows or offers (the JSON keeps the commands)."""
    from bot.ask.read import Reading
    from bot.phrases import say

    if lang == "en":
        return answer
    data = answer.json or {}
    err = answer.error
    readings = [r for r in [data.get("read_as"), (err or {}).get("reading"), *((err or {}).get("readings") or []),
                            *(a.get("read_as") for a in data.get("answers") or [] if isinstance(a, dict))]
                if isinstance(r, dict) and r.get("command")]
    said = {}
    for r in readings:
        program = Reading(question="", language=lang, command=r["command"], argv=list(r.get("argv") or [])).program()
        if program and program not in said:
            said[program] = reading_in(library, lang, r)
    for program in sorted(said, key=len, reverse=True):
        if answer.read_as:
            answer.read_as = answer.read_as.replace(say(lang, "read_as", program=program),
                                                    say(lang, "read_as", program=said[program]))
        if err and err.get("message"):
            err["message"] = err["message"].replace(program, said[program])
        elif answer.answer:  # several questions answered: each answer says how it was read
            answer.answer = answer.answer.replace(program, said[program])
    if err and err.get("action") and err.get("reading"):
        _stopped_in(library, lang, err)
    if err and err.get("message") and said:
        err["message"] = _commands_are_buttons(lang, err["message"], bool(err.get("readings")))
    if err:
        for r in err.get("readings") or []:  # a button's label: the reading said (its "program" stays the command)
            if r.get("program") in said:
                r["said"] = said[r["program"]]
        answer.answer = err.get("message", answer.answer)
    return answer
