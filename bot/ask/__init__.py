"""Ask in plain words: read the question into a command's program, run it, and answer with
what was understood ("Read as: ...") first. The same function serves /ask, the message menu
and `python -m bot ask`.

    answer = await ask(library, "what's the MV of Bottomless Pool in my library?")
    answer.json["read_as"] == {"command": "room", "argv": ["Bottomless Pool // Locker Room", "--zone", "library"]}
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.answers import Answer
from bot.ask import say as saying
from bot.ask.read import Reading, read
from bot.ask.related import CONCEPT_WORDS, related
from bot.ask.words import languages, say

if TYPE_CHECKING:
    from bot.library import Library

log = logging.getLogger(__name__)


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
        return await simulate(" ".join(positional), options.get("zone", "library"), options.get("steps", ""))
    return await library.daynight(options.get("start", "neither"), options.get("steps", ""),
                                  players=options.get("players"), teams=options.get("teams"))


async def ask(library: Library, question: str, *, locale: str | None = None) -> Answer:
    reading = read(library, question)
    lang = answer_language(reading, locale)
    if reading.command is None:
        return not_understood(library, reading, lang)
    answer = await run(library, reading)
    return decorate(library, answer, reading, lang)


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
        answer.error = {**answer.error, "message": "\n".join(head + [answer.error["message"]])}
        answer.json = {**answer.json, "error": answer.error, **extra}
        answer.answer = answer.error["message"]
        return answer
    card = library.find_now(answer.card_name) if answer.card_name else None
    body = answer.answer
    check = _last_check(answer)
    asked = saying.asked_lines(lang, answer, reading.asked)
    if lang != "en" and answer.command in ("room", "dfc", "daynight"):
        body = saying.verdict(lang, answer, card)
        answer.steps = saying.step_lines(lang, answer, card)
        answer.brief_steps = list(answer.steps)
        answer.verdict = [saying.check_verdict(lang, check["check"], check.get("action", ""), check.get("effect")), body] if check else [body]
        extra["said"] = {"language": lang, "answer": body, "steps": list(answer.steps)}
    if asked:  # "what's the power?": the state has it, the engine's sentence may not say it
        body += "\n" + "\n".join(asked)
        if answer.verdict:
            answer.verdict = [answer.verdict[0], " ".join(asked)]
    if check is not None:  # a yes/no question: the check's verdict comes first
        body = saying.check_verdict(lang, check["check"], check.get("action", ""), check.get("effect")) + "\n" + body
        if "said" in extra:
            extra["said"]["verdict"] = saying.check_verdict(lang, check["check"], check.get("action", ""), check.get("effect"))
    if lang != "en":
        if answer.command in ("card", "room", "dfc"):
            answer.title = saying.card_title(card, answer.title)
        if answer.citations:
            body += "\n" + say(lang, "authoritative")
            answer.footer_note = say(lang, "authoritative")
            extra.setdefault("said", {"language": lang})["authoritative"] = say(lang, "authoritative")
    answer.answer = body  # how it was read is in read_as and unread_line, shown first by every front end
    answer.json = {**answer.json, **extra}
    return answer


def _last_check(answer: Answer) -> dict | None:
    steps = answer.json.get("steps") or []
    return steps[-1] if steps and isinstance(steps[-1].get("check"), dict) else None


def not_understood(library: Library, reading: Reading, lang: str) -> Answer:
    """Nothing could be computed: say so, and show related rulings and rules, labelled as such."""
    if reading.error is not None:  # a card named ambiguously: which one?
        e = reading.error
        err = {"kind": e.kind, "message": e.message, "suggestions": e.suggestions}
        return Answer(command="ask", query=reading.question, title="Which one?", answer=e.message,
                      json={"query": reading.question, "error": err, "read_as": reading.read_as,
                            "unread": reading.unread}, cr_effective=library.cr_effective, error=err)
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
