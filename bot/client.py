"""Discord glue: the Bot, its command tree's error handler, and `run` / `sync`.

`python -m bot run` calls run_bot(settings); `python -m bot sync [--guild ID]` calls
sync_commands(settings, guild_id). Global commands are synced only on request; a development
guild (DEV_GUILD_ID) gets the commands copied and synced at every start-up.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import pkgutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.errors import CatalogMissing
from bot.settings import NO_TOKEN_MESSAGE, Settings

if TYPE_CHECKING:
    from bot.library import Library

log = logging.getLogger(__name__)

COGS_PACKAGE = "cogs"
COGS_DIR = Path(__file__).resolve().parent.parent / COGS_PACKAGE


def cog_extensions() -> list[str]:
    """Every command module in cogs/ (modules whose name starts with "_" are helpers)."""
    return sorted(f"{COGS_PACKAGE}.{m.name}" for m in pkgutil.iter_modules([str(COGS_DIR)])
                  if not m.name.startswith("_"))


class RulesTree(app_commands.CommandTree):
    """Every failure becomes an ephemeral message; the ones the asker cannot fix are logged."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError, /) -> None:
        from bot.embeds import message_embed

        if isinstance(error, app_commands.CommandNotFound):
            title, text = "Unknown command", ("This command is not known to the bot (yet): its commands may be "
                                              "out of date. Try again in a minute.")
            log.warning("Unknown command %r from interaction %s", error.name, interaction.id)
        elif isinstance(error, app_commands.CommandSignatureMismatch):
            title, text = "Out of date", ("Discord's copy of this command is out of date. "
                                          "Try again in a minute, after the commands are synced.")
            log.warning("Command signature mismatch: %s", error)
        elif isinstance(error, app_commands.TransformerError):
            title, text = "Cannot read an option", f"“{error.value}” is not a valid value for this option."
        elif isinstance(error, app_commands.CommandOnCooldown):
            title, text = "Slow down", f"Try again in {error.retry_after:.0f} s."
        elif isinstance(error, app_commands.CheckFailure):
            title, text = "Not allowed", "You cannot use this command here."
        else:
            original = getattr(error, "original", error)
            log.error("Command %r failed (interaction %s)",
                      interaction.command.qualified_name if interaction.command else None,
                      interaction.id, exc_info=original)
            title = "Something went wrong"
            text = ("Sorry, that could not be answered because of a fault in the bot. "
                    "It has been logged; please try again later.")
        embed = message_embed(title, text)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(embed=embed, ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())
            else:
                await interaction.response.send_message(embed=embed, ephemeral=True,
                                                        allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.warning("Could not send the error message for interaction %s: %s", interaction.id, exc)


FULL_GC_EVERY = 30.0  # seconds between full garbage collections, taken when the bot is quiet
FULL_GC_AT_LATEST = 300.0  # ... or after this long even if it never is
QUIET_TASKS = 25  # fewer running tasks than this: no burst of interactions is being answered


async def full_collections_when_quiet() -> None:
    """Full garbage collections, run between bursts instead of in the middle of one.

    A full collection walks every live object at once; in a burst of interactions (a thousand
    in flight, each with its embed, view and tasks) that blocked the event loop for about 100 ms,
    measured by bench/bench_load.py. The automatic ones are turned off (young generations are
    still collected as usual) and this task runs them when few tasks are running.
    """
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, 1 << 30)
    last = asyncio.get_running_loop().time()
    try:
        while True:
            await asyncio.sleep(FULL_GC_EVERY)
            now = asyncio.get_running_loop().time()
            if len(asyncio.all_tasks()) < QUIET_TASKS or now - last > FULL_GC_AT_LATEST:
                gc.collect()
                last = now
    finally:
        gc.set_threshold(young, middle, 10)


class RulesBot(commands.Bot):
    """The bot: opens the catalog in setup_hook, loads every cog, registers the buttons."""

    def __init__(self, settings: Settings, *, library: Library | None = None, open_library: bool = True,
                 sync_dev_guild: bool = True, **options) -> None:
        options.setdefault("intents", discord.Intents(guilds=True))  # slash commands need no more
        super().__init__(command_prefix=commands.when_mentioned, tree_cls=RulesTree, help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(), **options)
        self.settings = settings
        from bot import embeds

        embeds.mana_emoji = dict(settings.mana_emoji)
        self.library: Library = library  # type: ignore[assignment]  # set in setup_hook
        self._owns_library = library is None
        self._open_library = open_library
        self._sync_dev_guild = sync_dev_guild
        self._collector: asyncio.Task | None = None

    async def setup_hook(self) -> None:
        if self.library is None and self._open_library:
            from bot.library import Library

            self.library = await Library.open(self.settings.catalog_path, rules_archive=self.settings.rules_archive)
        from bot.translator import PhraseTranslator

        await self.tree.set_translator(PhraseTranslator())
        for extension in cog_extensions():
            await self.load_extension(extension)
        from cogs._shared import RulesTextButton, StepButton, WhichOneButton

        self.add_dynamic_items(StepButton, RulesTextButton, WhichOneButton)
        # The catalog's name index is hundreds of thousands of long-lived objects: move them out
        # of the garbage collector's way, or every full collection walks them all (hundreds of ms
        # with the event loop blocked, measured by bench/bench_load.py).
        gc.collect()
        gc.freeze()
        self._collector = asyncio.create_task(full_collections_when_quiet(), name="full garbage collections")
        if self.settings.dev_guild_id and self._sync_dev_guild:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Synced %d commands to the development guild %s", len(synced), guild.id)

    async def connect(self, *, reconnect: bool = True) -> None:
        if self.settings.api_base:
            await use_gateway_of_api_base(self)
        await super().connect(reconnect=reconnect)

    async def on_ready(self) -> None:
        log.info("Connected as %s (%s); %d commands", self.user, self.user.id if self.user else "?",
                 len(self.tree.get_commands()))

    async def close(self) -> None:
        if self._collector is not None:
            self._collector.cancel()
        try:
            await super().close()
        finally:
            if self._owns_library and self.library is not None:
                library, self.library = self.library, None  # type: ignore[assignment]
                await library.close()


def use_api_base(settings: Settings) -> None:
    """Send every HTTP request (bot and interaction webhooks) to DISCORD_API_BASE, if set."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base


async def use_gateway_of_api_base(client: discord.Client) -> str:
    """With DISCORD_API_BASE, connect to the gateway that server names in /gateway/bot:
    discord.py otherwise connects to its built-in wss://gateway.discord.gg whatever the HTTP
    base is. Call after login, before connecting."""
    _, url, _ = await client.http.get_bot_gateway()
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
    log.info("Gateway: %s (from %s/gateway/bot)", url, discord.http.Route.BASE)
    return url


class _RedactToken(logging.Filter):
    """Belt and braces: no log line shows the token, whatever logged it."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        if self.token:
            message = record.getMessage()
            if self.token in message:
                record.msg = message.replace(self.token, "[token]")
                record.args = None
        return True


def _configure_logging(settings: Settings) -> None:
    root = logging.getLogger()
    if not root.handlers:
        discord.utils.setup_logging(level=logging.getLevelName(settings.log_level), root=True)
    root.setLevel(settings.log_level)
    token = settings.token.reveal() if settings.token else ""
    for handler in root.handlers:
        if not any(isinstance(f, _RedactToken) for f in handler.filters):
            handler.addFilter(_RedactToken(token))


def _require_token(settings: Settings) -> str:
    if not settings.has_token:
        print(NO_TOKEN_MESSAGE, file=sys.stderr)
        raise SystemExit(2)
    return settings.token.reveal()  # type: ignore[union-attr]


def run_bot(settings: Settings) -> int:
    """`python -m bot run`: connect and answer until stopped. Exits 2 without a token."""
    token = _require_token(settings)
    _configure_logging(settings)
    use_api_base(settings)

    async def main() -> None:
        from bot.library import Library

        # The catalog first: a missing one is reported at once, before anything connects.
        library = await Library.open(settings.catalog_path)
        try:
            async with RulesBot(settings, library=library) as bot:
                await bot.start(token)
        finally:
            await library.close()

    status, _ = _run_against_discord(main)
    return status


def _run_against_discord(main):
    """Run `main()`; what the person running the bot can fix becomes one line and an exit status."""
    try:
        return 0, asyncio.run(main())
    except KeyboardInterrupt:
        log.info("Stopped")
        return 0, None
    except CatalogMissing as e:
        print(str(e), file=sys.stderr)
        return 2, None
    except discord.LoginFailure:
        print("Discord refused the token: check DISCORD_TOKEN in .env or the environment.", file=sys.stderr)
        return 2, None
    except aiohttp.ClientConnectionError as e:
        print(f"Cannot reach Discord at {discord.http.Route.BASE}: {e}", file=sys.stderr)
        return 1, None


def sync_commands(settings: Settings, guild_id: int | None = None) -> int:
    """`python -m bot sync [--guild ID]`: publish the slash commands, globally or to one guild."""
    token = _require_token(settings)
    _configure_logging(settings)
    use_api_base(settings)

    async def main() -> list[app_commands.AppCommand]:
        async with RulesBot(settings, open_library=False, sync_dev_guild=False) as bot:
            await bot.login(token)
            if guild_id:
                guild = discord.Object(id=guild_id)
                bot.tree.copy_global_to(guild=guild)
                return await bot.tree.sync(guild=guild)
            return await bot.tree.sync()

    status, synced = _run_against_discord(main)
    if synced is None:
        return status
    where = f"to guild {guild_id}" if guild_id else "globally (may take up to an hour to show everywhere)"
    print(f"Synced {len(synced)} commands {where}: " + ", ".join(f"/{c.name}" for c in synced))
    return 0


# What the bot needs in a channel, and no more: it answers slash commands (interaction replies
# and follow-ups), which show embeds and may show the application's mana symbol emoji.
INVITE_PERMISSIONS = discord.Permissions(send_messages=True, embed_links=True, use_external_emojis=True)
INVITE_SCOPES = ("bot", "applications.commands")


def application_id_from_token(token: str) -> int | None:
    """A bot token's first part is its user id in base 64; a bot's user id is its application id."""
    import base64
    import binascii

    head = token.split(".", 1)[0]
    try:
        text = base64.b64decode(head + "=" * (-len(head) % 4), validate=False).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None


def invite_url(application_id: int) -> str:
    return discord.utils.oauth_url(application_id, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES)


def print_invite(settings: Settings, application_id: int | None = None) -> int:
    """`python -m bot invite`: the OAuth2 address that adds the bot to a server."""
    app_id = application_id or settings.application_id
    if app_id is None and settings.token:
        app_id = application_id_from_token(settings.token.reveal())
    if app_id is None:
        print("invite: no application id. Set DISCORD_APPLICATION_ID (Developer Portal -> your application -> "
              "General Information -> Application ID) or DISCORD_TOKEN, or pass --application-id.", file=sys.stderr)
        return 2
    print(invite_url(app_id))
    return 0
