"""/rule QUERY: a Comprehensive Rules rule by number, or the rules that match some words."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from cogs._shared import answer_with, asked_in, library_of, said_in

log = logging.getLogger(__name__)


class Rule(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="rule", description="Look up a Comprehensive Rules rule by number or by words")
    @app_commands.describe(query='A rule number such as "709.5d", "712.9 history" for its changes, or words')
    async def rule(self, interaction: discord.Interaction, query: app_commands.Range[str, 1, 200]) -> None:
        library = library_of(interaction)  # in Japanese for a Japanese Discord or query: its titles and refusals
        await answer_with(interaction, said_in(library, library.rule(query), asked_in(interaction, query)))

    @rule.autocomplete("query")
    async def query_autocomplete(self, interaction: discord.Interaction, current: str):
        return [app_commands.Choice(name=label, value=value)
                for label, value in library_of(interaction).rule_autocomplete(current)]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Rule(bot))
