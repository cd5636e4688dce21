"""/reload: the bot's owner takes a rebuilt catalog into use without a restart (as SIGHUP does)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.buttons import send_ephemeral
from bot.interactions import set_outcome
from bot.metrics import USER_ERROR

log = logging.getLogger(__name__)


class Admin(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="reload", description="Owner only: answer from the rebuilt catalog, without a restart")
    @app_commands.default_permissions()  # hidden from everyone but server administrators
    async def reload(self, interaction: discord.Interaction) -> None:
        if not await self.bot.is_owner(interaction.user):
            set_outcome(interaction, USER_ERROR)
            await send_ephemeral(interaction, "Not allowed", "Only the bot's owner can reload its catalog.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        ok, text = await self.bot.reload_catalog()  # type: ignore[attr-defined]
        note = ("\nThis process only: send SIGHUP to the others (see README, Running for many servers)."
                if self.bot.shard_count and len(self.bot.shards) < self.bot.shard_count else "")
        await send_ephemeral(interaction, "Catalog reloaded" if ok else "Reload refused", text + note)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Admin(bot))
