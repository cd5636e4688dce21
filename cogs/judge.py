"""/mtr, /ipg, /jar QUERY: a section of the Magic Tournament Rules, the Infraction Procedure Guide
or Judging at Regular REL by number, title or words; /penalty QUERY: the IPG penalty for an
infraction named or described in words ("drew an extra card")."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from cogs._judge import JudgeButton, desk_of, send
from cogs._shared import asked_in
from cogs._shared import CHOICES_MAX

log = logging.getLogger(__name__)

QUERY_HELP = 'A section number such as "4.2", a title such as "missed trigger", or words'


def _choices(pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=label, value=value) for label, value in pairs[:CHOICES_MAX]]


class Judge(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="mtr", description="Magic Tournament Rules: a section by number, title or words")
    @app_commands.describe(query=QUERY_HELP)
    async def mtr(self, interaction: discord.Interaction, query: str) -> None:
        await send(interaction, desk_of(interaction).lookup("mtr", query, asked_in(interaction, query)))

    @app_commands.command(name="ipg", description="Infraction Procedure Guide: an infraction and its penalty, "
                                                  "or any section")
    @app_commands.describe(query=QUERY_HELP + '; "penalty slow play" for a penalty')
    async def ipg(self, interaction: discord.Interaction, query: str) -> None:
        await send(interaction, desk_of(interaction).lookup("ipg", query, asked_in(interaction, query)))

    @app_commands.command(name="jar", description="Judging at Regular REL: a section by number, title or words")
    @app_commands.describe(query=QUERY_HELP)
    async def jar(self, interaction: discord.Interaction, query: str) -> None:
        await send(interaction, desk_of(interaction).lookup("jar", query, asked_in(interaction, query)))

    @app_commands.command(name="penalty", description="The IPG penalty for an infraction, by name or in your "
                                                      "own words")
    @app_commands.describe(query='An infraction ("slow play") or what happened ("drew an extra card")')
    async def penalty(self, interaction: discord.Interaction, query: str) -> None:
        await send(interaction, desk_of(interaction).penalty(query, asked_in(interaction, query)))

    @mtr.autocomplete("query")
    async def mtr_autocomplete(self, interaction: discord.Interaction, current: str):
        return _choices(desk_of(interaction).autocomplete("mtr", current))

    @ipg.autocomplete("query")
    async def ipg_autocomplete(self, interaction: discord.Interaction, current: str):
        return _choices(desk_of(interaction).autocomplete("ipg", current))

    @jar.autocomplete("query")
    async def jar_autocomplete(self, interaction: discord.Interaction, current: str):
        return _choices(desk_of(interaction).autocomplete("jar", current))

    @penalty.autocomplete("query")
    async def penalty_autocomplete(self, interaction: discord.Interaction, current: str):
        return _choices(desk_of(interaction).penalty_autocomplete(current))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Judge(bot))
    bot.add_dynamic_items(JudgeButton)  # registered where the buttons are defined
