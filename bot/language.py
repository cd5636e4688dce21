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
    elif answer.title_key:
        answer.title = said_title(lang, answer)
    if answer.command == "card" and card is not None:
        intro, _, faces = answer.answer.partition("\n\n")
        answer.answer = "\n".join(card_intro(lang, answer.json, card, library)) + ("\n\n" + faces if faces else "")
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


def finish_in(library: Library, answer: Answer, lang: str) -> Answer:
    """An answer /ask gave, said in the asker's language all the way: one /ask already said in it
    gets its title there too ("Day and night", "Rule 709.5"); one it left in English (a card looked
    up, a rule) is said in it here."""

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
    asker would type them); what the engine refuses in other words keeps its English message."""
    from bot.ask.words import say

    err = answer.error or {}
    if answer.language == lang:  # said there already (a /card refusal: Library.ask_again)
        return answer
    query = answer.query[:100]
    if err.get("kind") == "ambiguous":
        err["message"] = say(lang, "ambiguous_message", query=query, n=len(err.get("suggestions") or []))
    elif err.get("kind") == "not_found" and "is not a card for a game" not in err.get("message", ""):
        names = [library.as_typed(n, lang) for n in err.get("suggestions") or []]
        err["message"] = say(lang, "card_missing", query=query) + (
            say(lang, "card_near_only", name=names[0]) if names else "")
    answer.language = lang
    return answer


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
