"""/card NAME: a card's faces, Oracle text and rulings.

A name that fits no card is refused in a way that helps the asker ask again (issue 17): the closest
names ("did you mean …?", also as buttons), the request rewritten with the closest one, and an
example question about it for /ask — in Japanese when the name was typed in Japanese.
"""

from __future__ import annotations

import logging
import math
import re

import discord
from discord import app_commands
from discord.ext import commands

from bot.answers import Answer
from bot.library import Library
from cogs._shared import answer_with, library_of, name_choices

log = logging.getLogger(__name__)

_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")  # kana and kanji
SUGGESTIONS_MAX = 5
PREFIX_SHARE = 0.6  # a name starting with this much of what was typed comes before the spelling suggestions
EXAMPLE_CARD = "Delver of Secrets"  # the format of a request when nothing is near what was typed
# the refusal's sentences, by language ({query}, {name}: the closest name as the asker would type it)
ASK_AGAIN = {
    "en": {
        "missing": "No card is named like “{query}”.",
        "near": " Did you mean **{name}**? Ask again: `/card {name}` — or ask about it: "
                "`/ask what is the mana value of {name}?`",
        "none": " Type the first letters of its name and pick it from the list — for example `/card {name}`, "
                "or ask `/ask what is the mana value of {name}?`",
    },
    "ja": {
        "missing": "「{query}」という名前のカードは見つかりません。",
        "near": "**{name}**のことですか？ `/card {name}` で聞き直すか、`/ask {name}のマナ総量は？` "
                "のように質問してください。",
        "none": "名前の最初の数文字を入力して一覧から選んでください（例: `/card {name}`、"
                "`/ask {name}のマナ総量は？`）。",
    },
}


def asker_language(query: str) -> str:
    return "ja" if _JAPANESE.search(query or "") else "en"


def _closest(library: Library, query: str, suggestions: list[str]) -> list[str]:
    """The names nearest what was typed: cards whose name starts with most of it (a typo late in the
    name: "delvr" -> Delver of Secrets, most played first), then the spelling suggestions."""
    text = " ".join((query or "").split())
    found: list[str] = []
    for cut in range(len(text), max(3, math.ceil(len(text) * PREFIX_SHARE)) - 1, -1):
        found = library.autocomplete(text[:cut])[:2]
        if found:
            break
    out, cards = [], set()
    for name in found + suggestions:
        try:  # one button per card: "Delver of Secrets" and its full name are the same card
            card = library.find_now(name).name
        except Exception:  # noqa: BLE001 - a name the index gave back; kept as it is
            card = name
        if card not in cards:
            cards.add(card)
            out.append(name)
    return out[:SUGGESTIONS_MAX]


def _as_typed(library: Library, name: str, lang: str) -> str:
    """`name` as the asker would type it: its Japanese name when they wrote in Japanese."""
    if lang != "ja" or _JAPANESE.search(name):
        return name
    try:
        card = library.find_now(name)
    except Exception:  # noqa: BLE001 - a name the index gave back; without it the English name serves
        return name
    face = next((f for f in card.faces if f.name == name), card.faces[0])
    return face.japanese_name or name


def ask_again(library: Library, answer: Answer) -> Answer:
    """A /card refusal for a name that fits no card, made to teach: the closest names, the request
    rewritten with the closest one (error.rewrite) and an example question (error.example)."""
    err = answer.error
    if not err or err.get("kind") != "not_found":
        return answer
    lang = asker_language(answer.query)
    closest = _closest(library, answer.query, list(err.get("suggestions") or []))
    name = _as_typed(library, closest[0] if closest else EXAMPLE_CARD, lang)
    words = ASK_AGAIN[lang]
    err["message"] = words["missing"].format(query=answer.query[:100]) + \
        words["near" if closest else "none"].format(name=name)
    err["suggestions"] = closest
    err["rewrite"] = f"/card {name}"
    err["example"] = f"/ask {name}のマナ総量は？" if lang == "ja" else f"/ask what is the mana value of {name}?"
    answer.candidates = closest
    answer.candidate_hints = [""] * len(closest)
    answer.language = lang
    return answer


class Card(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="card", description="A card's faces, Oracle text and rulings")
    @app_commands.describe(name="The card's name, or one face's or door's name")
    async def card(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 200]) -> None:
        library = library_of(interaction)

        async def answer() -> Answer:
            return ask_again(library, await library.card(name))

        await answer_with(interaction, answer())

    @card.autocomplete("name")
    async def name_autocomplete(self, interaction: discord.Interaction, current: str):
        return name_choices(library_of(interaction), current, kind=None)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Card(bot))
