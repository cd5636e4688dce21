"""/card NAME: a card's faces, Oracle text and rulings."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from cogs._shared import answer_with, library_of, name_choices

log = logging.getLogger(__name__)


class Card(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="card", description="A card's faces, Oracle text and rulings")
    @app_commands.describe(name="The card's name, or one face's or door's name")
    async def card(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 200]) -> None:
        await answer_with(interaction, library_of(interaction).card(name))

    @card.autocomplete("name")
    async def name_autocomplete(self, interaction: discord.Interaction, current: str):
        return name_choices(library_of(interaction), current, kind=None)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Card(bot))
