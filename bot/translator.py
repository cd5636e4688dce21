"""Discord glue: slash command names and descriptions in every language that has a phrase file
(bot/ask/lang/LANG.json, its "discord" part), through discord.py's app_commands.Translator."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.ask.words import languages, load


class PhraseTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        language = str(locale.value).split("-")[0]
        if language == "en" or language not in languages():
            return None
        return load(language).discord.get(string.message)
