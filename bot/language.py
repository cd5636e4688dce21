"""An answer said in another language after a button press.

/ask answers a Japanese question in Japanese (bot/ask). Its buttons re-run the question with one
more step (or open its Rules text) from the custom_id alone, so the language travels in the
custom_id and the new answer is said here, from its data, with the same phrases (bot/ask/say.py
and bot/ask/lang/LANG.json) — never by translating the engine's English sentences. The quoted
rules stay in English, the authoritative text. Nothing here knows about Discord.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from bot.answers import Answer

if TYPE_CHECKING:
    from bot.library import Library


def language_of(answer: Answer) -> str:
    """The language an answer is said in: set by in_language(), or by /ask (its "said" block)."""
    if answer.language != "en":
        return answer.language
    return str((answer.json.get("said") or {}).get("language") or "en")


def in_language(library: Library, answer: Answer, lang: str) -> Answer:
    """`answer` said in `lang` (unchanged in English, or when it is an error)."""
    from bot.ask.words import languages, say

    saying = import_module("bot.ask.say")  # the module: bot.ask's own `say` is the phrase function

    if lang == "en" or lang not in languages() or answer.error:
        return answer
    card = library.find_now(answer.card_name) if answer.card_name else None
    said: dict = {"language": lang}
    if answer.command in ("room", "dfc", "daynight"):
        body = saying.verdict(lang, answer, card)
        answer.steps = saying.step_lines(lang, answer, card)
        answer.brief_steps = list(answer.steps)
        steps = answer.json.get("steps") or []
        check = steps[-1] if steps and isinstance(steps[-1].get("check"), dict) else None
        if check is not None:
            head = saying.check_verdict(lang, check["check"], check.get("action", ""), check.get("effect"))
            answer.verdict = [head, body]
            said["verdict"] = head
        else:
            answer.verdict = [body]
        answer.answer = body
        said.update(answer=body, steps=list(answer.steps))
    if answer.command in ("card", "room", "dfc"):
        answer.title = saying.card_title(card, answer.title)
    if answer.citations:
        answer.footer_note = say(lang, "authoritative")
        said["authoritative"] = answer.footer_note
    answer.language = lang
    answer.json = {**answer.json, "said": said}
    return answer
