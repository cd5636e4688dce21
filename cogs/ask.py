"""/ask QUESTION and the message menu "Answer this rules question": a question in plain words,
read into a command's program and answered with what was read first (bot.ask).

The menu reads the text of the message it is used on (interaction data carries it: no privileged
intent is needed). Answers are in Japanese when the question is, or when the person's Discord
locale is Japanese.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.answers import Answer
from bot.ask import ask
from bot.ask.related import prepare
from bot.embeds import EMPTY, FIELD_VALUE_MAX, message_embed, shorten
from cogs._shared import NO_MENTIONS, answer_in_time, library_of, reply, send_answer

log = logging.getLogger(__name__)

MENU_NAME = "Answer this rules question"
QUESTION_MAX = 1000  # characters of a question read from a message
RELATED_SHOWN = 3


async def answer_question(interaction: discord.Interaction, question: str) -> None:
    library = library_of(interaction)
    locale = str(interaction.locale) if interaction.locale else None
    await answer_with_related(interaction, ask(library, question, locale=locale))


async def answer_with_related(interaction: discord.Interaction, pending) -> None:
    """As cogs._shared.answer_with (deferred first if slow), and "not understood" shows related material."""
    answer = await answer_in_time(interaction, pending)
    if answer is None:
        return
    if answer.error and answer.error.get("kind") == "not_understood":
        await reply(interaction, ephemeral=True, embed=related_embed(answer))
        return
    await send_answer(interaction, answer)


def related_embed(answer: Answer) -> discord.Embed:
    """'Not understood', with the related rulings and rules under their own label, never as an answer."""
    err = answer.error or {}
    embed = message_embed("Not understood", err.get("message", ""))
    for m in (err.get("related") or [])[:RELATED_SHOWN * 2]:
        if m["kind"] == "ruling":
            name = shorten(f"Related ruling: {m['card']} ({m['date']})", 256)
        else:
            name = shorten(f"Related rule {m['number']}", 256)
        embed.add_field(name=name, value=shorten(m["text"], FIELD_VALUE_MAX) or EMPTY, inline=False)
    return embed


class Ask(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.menu = app_commands.ContextMenu(name=_(MENU_NAME), callback=self.answer_message)

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.menu)
        library = getattr(self.bot, "library", None)
        if library is not None:  # the "related" index, built off the event loop before the first question
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
                embed=message_embed("No text to read", "That message has no text (only embeds, images or "
                                    "attachments). Use /ask and type the question."),
                ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        await answer_question(interaction, text[:QUESTION_MAX])


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Ask(bot))
