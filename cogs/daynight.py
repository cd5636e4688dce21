"""/daynight [START] [STEPS] [PLAYERS] [TEAMS]: whether it is day or night after some turns and spells."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.rules.players import MAX_PLAYERS, MIN_PLAYERS
from cogs._shared import asked_in, said_in, DAYNIGHT_CHOICES, answer_with, library_of

log = logging.getLogger(__name__)


class DayNight(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="daynight", description="Day and night: what it becomes after some turns and spells")
    @app_commands.describe(start="Day, night or neither when the steps begin (default: neither)",
                           steps='Steps separated by semicolons, e.g. "enter Tavern Ruffian; next turn; spells 2 by B"',
                           players="How many players, named A, B, C… in turn order (default 2)",
                           teams='Teams taking shared team turns (Two-Headed Giant), e.g. "A B; C D"')
    @app_commands.choices(start=DAYNIGHT_CHOICES)
    async def daynight(self, interaction: discord.Interaction, start: app_commands.Choice[str] | None = None,
                       steps: app_commands.Range[str, 0, 1000] = "",
                       players: app_commands.Range[int, MIN_PLAYERS, MAX_PLAYERS] | None = None,
                       teams: app_commands.Range[str, 0, 100] | None = None) -> None:
        library = library_of(interaction)
        await answer_with(interaction, said_in(library, library.daynight(
            start.value if start else "neither", steps, players=players, teams=teams), asked_in(interaction)))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DayNight(bot))
