"""Phrases said outside the question reader: how /ask's reading is said in the footer, the card
commands' refusals, the judge's desk. They live in bot/lang/LANG.json, laid over the reader's own
bot/ask/lang/LANG.json (which stays the reader's): a key here wins, any other is the reader's, and
English is the fallback for a phrase neither file of a language has. Nothing here knows about Discord."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from bot.ask import words as reader_words

LANG_DIR = Path(__file__).with_name("lang")
FALLBACK = "en"


@cache
def _own(language: str) -> dict:
    path = LANG_DIR / f"{language}.json"
    return json.loads(path.read_text(encoding="utf-8")).get("say", {}) if path.is_file() else {}


def _find(language: str, key: str):
    for found in (_own(language).get(key), reader_words.load(language).say.get(key) if language in
                  reader_words.languages() else None):
        if found is not None:
            return found
    return None if language == FALLBACK else _find(FALLBACK, key)


def say(language: str, key: str, **values) -> str:
    """A phrase in `language` (English when neither file of it has the key), filled in."""
    text = _find(language, key)
    text = key if not isinstance(text, str) else text
    return text.format(**values) if values else text


def say_map(language: str, key: str) -> dict:
    found = _find(language, key)
    return found if isinstance(found, dict) else {}


def name(language: str, text: str) -> str:
    """A document's own name for something (an infraction, a penalty, a section's title), quoted as
    a proper name where the language has no official translation of the document: 「Missed Trigger」."""
    return say(language, "proper_name", name=text) if text else text


def locale_language(locale: object) -> str:
    """The language a Discord locale ("ja", "en-US") is answered in: one with a phrase file, else English."""
    from bot.ask.words import languages

    code = str(locale or "").split("-")[0].casefold()
    return code if code in languages() else FALLBACK


def notice(locale: object, key: str, **values) -> tuple[str, str]:
    """A short notice (an unknown command, an outdated button, the apology) as (title, text), in the
    language of a Discord `locale`."""
    lang = locale_language(locale)
    return say(lang, f"notice_{key}_title"), say(lang, f"notice_{key}", **values)
