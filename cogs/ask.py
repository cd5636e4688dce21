"""/ask QUESTION and the message menu "Answer this rules question": a question in plain words,
read into a command's program and answered with what was read first (bot.ask).

The menu reads the text of the message it is used on (interaction data carries it: no privileged
intent is needed). Answers are in Japanese when the question is, or when the person's Discord
locale is Japanese.
"""

from __future__ import annotations

import asyncio
import logging
import re

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot import buttons, phrases
from bot.answers import Answer
from bot.ask import ask, prepare
from bot.ask.words import say
from bot.embeds import EMPTY, FIELD_VALUE_MAX, message_embed, shorten
from bot.language import finish_in, language_of
from bot.library import asker_language
from cogs._shared import (BUTTON_LABEL_MAX, NO_MENTIONS, answer_in_time, library_of, reply, report_failure,
                          send_answer, unkept)

log = logging.getLogger(__name__)

MENU_NAME = "Answer this rules question"
QUESTION_MAX = 1000  # characters of a question read from a message
RELATED_SHOWN = 3


async def answer_question(interaction: discord.Interaction, question: str) -> None:
    library = library_of(interaction)
    locale = str(interaction.locale) if interaction.locale else None
    await answer_with_related(interaction, _asked(library, question, locale))


async def _asked(library, question: str, locale: str | None, choose: int | None = None) -> Answer:
    """/ask's answer, in the asker's language all the way (its title, a card or rule it looked up)."""
    answer = await ask(library, question, locale=locale, **({"choose": choose} if choose is not None else {}))
    lang = "ja" if (locale or "").startswith("ja") or asker_language(question) == "ja" else "en"
    return finish_in(library, answer, lang)


async def answer_with_related(interaction: discord.Interaction, pending) -> None:
    """As cogs._shared.answer_with (deferred first if slow); "not understood" shows related material,
    and a partial reading what it read, what it could not place, and a button per complete reading."""
    answer = await answer_in_time(interaction, pending)
    if answer is None:
        return
    if answer.error and "unplaced" in answer.error:
        await reply(interaction, ephemeral=True, embed=partial_embed(answer), **readings_view(answer))
        return
    if answer.error and answer.error.get("kind") == "not_understood":
        await reply(interaction, ephemeral=True, embed=related_embed(answer))
        return
    await send_answer(interaction, answer)


QUESTION_FIELD = "Your question"  # the button reads the question back from here: nothing is kept in memory


def question_fields() -> set[str]:
    """The field's name in every language it is said in (a message said in Japanese names it there)."""
    from bot.ask.words import languages

    return {QUESTION_FIELD} | {phrases.say(lang, "your_question") for lang in languages()}


def partial_embed(answer: Answer) -> discord.Embed:
    """No verdict from a partial reading: what was read, what could not be placed, the readings it
    could be (each a button below), and the question itself, which the buttons read back."""
    embed = message_embed(answer.title, answer.error.get("message", ""))
    embed.colour = discord.Colour.light_grey()  # not an error of the asker's: a question back
    lang = language_of(answer) if language_of(answer) != "en" else asker_language(answer.query)
    embed.add_field(name=phrases.say(lang, "your_question"), value=shorten(answer.query, FIELD_VALUE_MAX) or EMPTY, inline=False)
    return embed


def readings_view(answer: Answer) -> dict:
    offered = answer.error.get("readings") or []
    if not offered or len(answer.query) > FIELD_VALUE_MAX:
        return {}  # a question too long to carry in the field can't be read back: the commands are shown
    view = discord.ui.View(timeout=None)
    for k, r in enumerate(offered):
        view.add_item(ReadingButton(f"mtga:{k}", f"{k + 1}. {r.get('said') or r['program']}"))
    return {"view": unkept(view)}


class ReadingButton(discord.ui.DynamicItem[discord.ui.Button], template=r"mtga:(?P<k>[0-9])"):
    """One complete reading offered for a question read in part: pressing it answers that reading
    in the channel. The question comes back from the message's own field, so a press works after a
    restart and on any shard."""

    def __init__(self, custom_id: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=shorten(label, BUTTON_LABEL_MAX), custom_id=custom_id,
                                           style=discord.ButtonStyle.secondary))
        m = self.template.fullmatch(custom_id)
        assert m is not None
        self.k = int(m["k"])

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> ReadingButton:
        return cls(item.custom_id or match.string, item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            question = question_of(interaction.message)
            if question is None:
                await reply(interaction, ephemeral=True, embed=message_embed(
                    *phrases.notice(interaction.locale, "ask_again")))
                return
            locale = str(interaction.locale) if interaction.locale else None
            answer = await _asked(library_of(interaction), question, locale, self.k)
            await send_answer(interaction, answer)
        except Exception as error:  # noqa: BLE001
            await report_failure(interaction, error, what="reading button")


def question_of(message: discord.Message | None) -> str | None:
    for embed in (message.embeds if message is not None else []):
        for f in embed.fields:
            if f.name in question_fields() and f.value:
                return f.value
    return None


buttons.also_route(ReadingButton)


def related_embed(answer: Answer) -> discord.Embed:
    """'Not understood', with the related rulings and rules under their own label, never as an answer."""
    err = answer.error or {}
    lang = language_of(answer) if language_of(answer) != "en" else asker_language(answer.query)
    embed = message_embed(say(lang, "not_understood_title"), err.get("message", ""))
    for m in (err.get("related") or [])[:RELATED_SHOWN * 2]:
        if m["kind"] == "ruling":
            name = shorten(say(lang, "related_ruling", card=m["card"], date=m["date"]), 256)
        else:
            name = shorten(say(lang, "related_rule", number=m["number"]), 256)
        embed.add_field(name=name, value=shorten(m["text"], FIELD_VALUE_MAX) or EMPTY, inline=False)
    return embed


class Ask(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.menu = app_commands.ContextMenu(name=_(MENU_NAME), callback=self.answer_message)

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.menu)
        library = getattr(self.bot, "library", None)
        if library is not None:  # the reader's indexes and the Japanese analyser, built off the event loop
            await asyncio.to_thread(prepare, library)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.menu.name, type=self.menu.type)

    @app_commands.command(name=_("ask"), description=_("Ask a rules question in plain words (English or Japanese)"))
    @app_commands.describe(question=_("Your question, e.g. what's the mana value of Bottomless Pool in my library?"))
    @app_commands.rename(question=_("question"))
    async def ask_command(self, interaction: discord.Interaction,
                          question: app_commands.Range[str, 1, QUESTION_MAX]) -> None:
        await answer_question(interaction, question)

    async def answer_message(self, interaction: discord.Interaction, message: discord.Message) -> None:
        text = (message.content or "").strip()
        if not text:
            await interaction.response.send_message(
                embed=message_embed(*phrases.notice(interaction.locale, "no_text")),
                ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        await answer_question(interaction, text[:QUESTION_MAX])


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Ask(bot))
