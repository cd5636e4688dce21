"""The word lists and phrase catalogues, one data file per language in bot/ask/lang/.

A file has three parts: "read" (the words a question is read with: phrases -> concepts,
number words, words that carry no meaning here), "say" (the phrases an answer is written
with) and "discord" (command names and descriptions for Discord's localisation). Adding a
language is adding a file; English is the fallback for any phrase a file lacks.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from bot.text import compact, normalize_name

LANG_DIR = Path(__file__).with_name("lang")
FALLBACK = "en"


@dataclass(frozen=True)
class Words:
    language: str
    phrases: dict[str, str]  # normalised phrase -> concept, e.g. "mana value" -> "ask:mv"
    numbers: dict[str, int]
    cheap: frozenset[str]  # words that carry no meaning for the program
    longest: int  # the longest phrase, in words (English) or characters (Japanese)
    say: dict
    discord: dict[str, str]
    game: frozenset[str] = frozenset()  # the game's words the reader knows but may not place ("attack"): never card names
    keywords: dict = field(default_factory=dict)  # a keyword ability in this language -> its English name ("飛行": "flying")
    nicknames: dict = field(default_factory=dict)  # a card's table name, normalised -> the card ("push": "Fatal Push")
    sources: frozenset[str] = frozenset()  # where the asker heard a belief ("the app", "a discord bot", "heard", 「アプリ」)


def languages() -> list[str]:
    return sorted(p.stem for p in LANG_DIR.glob("*.json"))


@cache
def load(language: str) -> Words:
    path = LANG_DIR / f"{language}.json"
    if not path.is_file():
        path = LANG_DIR / f"{FALLBACK}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    spaced = data["language"] == "en"  # English is read word by word; Japanese character by character
    key = normalize_name if spaced else (lambda s: compact(normalize_name(s)))
    phrases = {key(k): v for k, v in data["read"]["phrases"].items() if key(k)}
    for k, v in data["read"].get("numbers", {}).items():
        phrases.setdefault(key(k), f"num:{v}")
    # "<=", ">=" and friends have no letters: they stay as typed.
    phrases.update({k: v for k, v in data["read"]["phrases"].items() if not key(k)})
    longest = max((len(k.split()) if spaced else len(k)) for k in phrases)
    return Words(language=data["language"], phrases=phrases, numbers=dict(data["read"].get("numbers", {})),
                 cheap=frozenset(key(w) for w in data["read"].get("cheap", [])), longest=longest,
                 game=frozenset(key(w) for w in data["read"].get("game", [])),
                 say=data.get("say", {}), discord=data.get("discord", {}),
                 keywords=dict(data["read"].get("keywords", {})),
                 nicknames={key(k): v for k, v in data["read"].get("nicknames", {}).items() if not k.startswith("_")},
                 sources=frozenset(key(w) for w in data["read"].get("sources", [])))


def say(language: str, key: str, **values) -> str:
    """A phrase of the answer in `language` (English when that file lacks it), filled in."""
    text = load(language).say.get(key)
    if text is None:
        text = load(FALLBACK).say.get(key, key)
    return text.format(**values) if values else text


def say_map(language: str, key: str) -> dict:
    found = load(language).say.get(key)
    return found if isinstance(found, dict) else load(FALLBACK).say.get(key, {})
