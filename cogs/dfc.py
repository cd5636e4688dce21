"""/dfc CARD [ZONE] [STEPS] [DAY_NIGHT]: a double-faced (or meld) card's characteristics after some steps."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from cogs._shared import asked_in, said_in, DAYNIGHT_CHOICES, ZONE_CHOICES, answer_with, library_of, name_choices

log = logging.getLogger(__name__)


class DoubleFaced(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="dfc", description="A double-faced card's characteristics in a zone, after some steps")
    @app_commands.describe(card="The double-faced or meld card (either face's name)",
                           zone="Where the card is (default: library)",
                           steps='Steps separated by semicolons, e.g. "cast Delver of Secrets; resolve; transform"',
                           day_night="Day or night when the steps begin (default: neither), as the CLI's --day-night")
    @app_commands.choices(zone=ZONE_CHOICES, day_night=DAYNIGHT_CHOICES)
    async def dfc(self, interaction: discord.Interaction, card: app_commands.Range[str, 1, 200],
                  zone: app_commands.Choice[str] | None = None,
                  steps: app_commands.Range[str, 0, 1000] = "",
                  day_night: app_commands.Choice[str] | None = None) -> None:
        library = library_of(interaction)
        await answer_with(interaction, said_in(library, library.dfc(
            card, zone.value if zone else "library", steps, day_night=day_night.value if day_night else None),
            asked_in(interaction, card)))

    @dfc.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str):
        return name_choices(library_of(interaction), current, kind="dfc")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DoubleFaced(bot))
