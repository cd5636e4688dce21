"""/card NAME: a card's faces, Oracle text and rulings.

A name that fits no card is refused in a way that helps the asker ask again (issue 17): the closest
names ("did you mean …?", also as buttons), the request rewritten with the closest one, and an
example question about it for /ask — in Japanese when the name was typed in Japanese. That refusal is
made by bot/library.py (Library.ask_again), so the command line teaches the same way.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.answers import Answer
from bot.language import in_language
from cogs._shared import asked_in, answer_with, library_of, name_choices

log = logging.getLogger(__name__)


class Card(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="card", description="A card's faces, Oracle text and rulings")
    @app_commands.describe(name="The card's name, or one face's or door's name")
    async def card(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 200]) -> None:
        library = library_of(interaction)

        async def answer() -> Answer:  # a refusal already teaches: Library.ask_again
            return in_language(library, await library.card(name), asked_in(interaction, name))

        await answer_with(interaction, answer())

    @card.autocomplete("name")
    async def name_autocomplete(self, interaction: discord.Interaction, current: str):
        return name_choices(library_of(interaction), current, kind=None)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Card(bot))
