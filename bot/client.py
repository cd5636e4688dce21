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
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot import buttons, discord_private
from bot.errors import CatalogMissing
from bot.interactions import Gate
from bot.metrics import METRICS, HealthServer
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
    """Every failure becomes the right reply: an ephemeral message that says what to do when the
    asker can fix it, an empty choice list for an autocomplete, one log line when the fault is
    Discord's, a traceback and an apology when it is the bot's."""

    async def answer(self, interaction: discord.Interaction) -> None:
        """Run a slash command or autocomplete (what discord.py's own task would do)."""
        try:
            await discord_private.call_tree(self, interaction)
        except app_commands.AppCommandError as e:
            await discord_private.tree_error(self, interaction, e)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Options whose type is not the one the command declares (Discord's copy of the command is
        stale) are refused before the command sees them: discord.py passes option values as sent."""
        data = interaction.data or {}
        name = str(data.get("name", ""))
        command = self.get_command(name, guild=interaction.guild) or self.get_command(name)
        if isinstance(command, app_commands.Command):
            declared = {p.display_name: p.type.value for p in command.parameters}
            for option in data.get("options") or []:
                expected = declared.get(option.get("name"))
                if expected is not None and option.get("type") != expected:
                    raise app_commands.CommandSignatureMismatch(command)
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError, /) -> None:
        from bot.interactions import report_failure, set_outcome
        from bot.metrics import USER_ERROR

        command = interaction.command.qualified_name if interaction.command else None
        from bot.phrases import notice

        locale = getattr(interaction, "locale", None)
        if isinstance(error, app_commands.CommandNotFound):
            title, text = notice(locale, "unknown_command")
            log.warning("Unknown command %r from interaction %s", error.name, interaction.id)
        elif isinstance(error, app_commands.CommandSignatureMismatch):
            title, text = notice(locale, "out_of_date")
            log.warning("Command signature mismatch: %s", error)
        elif isinstance(error, app_commands.TransformerError):
            title, text = notice(locale, "bad_option", value=str(error.value)[:100])
            log.info("Option of the wrong type for /%s (interaction %s)", command, interaction.id)
        elif isinstance(error, app_commands.CommandOnCooldown):
            title, text = notice(locale, "slow_down", seconds=f"{error.retry_after:.0f}")
        elif isinstance(error, app_commands.CheckFailure):
            title, text = notice(locale, "not_allowed")
        else:
            await report_failure(interaction, error, what=f"/{command}")
            return
        set_outcome(interaction, USER_ERROR)
        if interaction.type is discord.InteractionType.autocomplete:
            from bot.interactions import no_choices

            await no_choices(interaction)  # an autocomplete can only be answered with choices
            return
        from bot.buttons import send_ephemeral

        try:
            await send_ephemeral(interaction, title, text)
        except Exception as e:  # noqa: BLE001 -- Discord's fault or not, never raise out of on_error
            await report_failure(interaction, e, what=f"/{command} (error message)")


FULL_GC_EVERY = 30.0  # seconds between full garbage collections, taken when the bot is quiet
FULL_GC_AT_LATEST = 300.0  # ... or after this long even if it never is
QUIET_TASKS = 25  # fewer running tasks than this: no burst of interactions is being answered


def give_back_freed_memory() -> None:
    """Return the C library's free memory to the system (glibc's malloc_trim), after a retired
    catalog's objects were collected; without it the freed pages stay resident. A no-op elsewhere."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc (musl): nothing to trim
        pass


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
                refreeze = gc.get_freeze_count() == 0
                gc.collect()
                if refreeze:  # a retired catalog was just let go: keep the one in use out of the way again
                    gc.freeze()
                    give_back_freed_memory()
                last = now
    finally:
        gc.set_threshold(young, middle, 10)


HTTP_CONNECTIONS = 64  # sockets to Discord's API at most: a burst queues for them instead of running out of files
STOP_WITHIN = 10.0  # seconds a stop waits for the interactions in flight
OLD_CATALOG_GRACE = 60.0  # seconds, at most, the questions in flight at a reload keep the old catalog open


class RulesBot(commands.AutoShardedBot):
    """The bot: opens the catalog, loads every cog, registers the buttons, admits interactions.

    Sharded: with SHARD_COUNT and SHARD_IDS it runs just those shards (other processes run the
    rest); with neither, Discord's recommended number of shards, all in this process."""

    def __init__(self, settings: Settings, *, library: Library | None = None, open_library: bool = True,
                 sync_dev_guild: bool = True, owns_library: bool | None = None, **options) -> None:
        options.setdefault("intents", discord.Intents(guilds=True))  # slash commands need no more
        if settings.shard_count is not None:
            options.setdefault("shard_count", settings.shard_count)
            options.setdefault("shard_ids", list(settings.shard_ids or range(settings.shard_count)))
        super().__init__(command_prefix=commands.when_mentioned, tree_cls=RulesTree, help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(), **options)
        self.settings = settings
        from bot import embeds

        embeds.mana_emoji = dict(settings.mana_emoji)
        self.library: Library = library  # type: ignore[assignment]  # set in setup_hook
        self._given_library = library if not (owns_library if owns_library is not None else library is None) else None
        self._open_library = open_library
        self._sync_dev_guild = sync_dev_guild
        self._collector: asyncio.Task | None = None
        self._reload_lock = asyncio.Lock()
        self._retiring: set[asyncio.Task] = set()
        self.gate = Gate(self)
        self.health: HealthServer | None = None

    async def login(self, token: str) -> None:
        if self.http.connector is discord.utils.MISSING:
            # per host: the gateway connections (one per shard, to another host) never take an API socket
            self.http.connector = aiohttp.TCPConnector(limit=0, limit_per_host=HTTP_CONNECTIONS)
        await super().login(token)

    async def setup_hook(self) -> None:
        if self.library is None and self._open_library:
            from bot.library import Library

            self.library = await Library.open(self.settings.catalog_path, rules_archive=self.settings.rules_archive)
        if self.library is not None:
            METRICS.use_catalog(Path(self.library.path).name, self.library.cr_effective)
        from bot.translator import PhraseTranslator

        await self.tree.set_translator(PhraseTranslator())
        for extension in cog_extensions():
            await self.load_extension(extension)
        buttons.register(self)  # the button classes the cogs defined
        self.gate.install()
        # The catalog's name index is hundreds of thousands of long-lived objects: move them out
        # of the garbage collector's way, or every full collection walks them all (hundreds of ms
        # with the event loop blocked, measured by bench/bench_load.py).
        gc.collect()
        gc.freeze()
        self._collector = asyncio.create_task(full_collections_when_quiet(), name="full garbage collections")
        if self.settings.metrics_port and self._open_library:
            self.health = HealthServer(METRICS, self.readiness, self._before_scrape,
                                       host=self.settings.metrics_host, port=self.settings.metrics_port)
            await self.health.start()
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
        log.info("Connected as %s (%s); shards %s of %s; %d commands", self.user,
                 self.user.id if self.user else "?", sorted(self.shards), self.shard_count,
                 len(self.tree.get_commands()))

    async def on_shard_ready(self, shard_id: int) -> None:
        log.info("Shard %d of %s ready", shard_id, self.shard_count)

    # -- health --------------------------------------------------------------------------------

    def readiness(self) -> tuple[bool, str]:
        if self.library is None:
            return False, "catalog not open"
        if not self.is_ready() or self.is_closed():
            return False, "gateway not ready"
        if not self.gate.accepting:
            return False, "stopping"
        return True, f"ready: shards {sorted(self.shards)} of {self.shard_count}, rules of {self.library.cr_effective}"

    def _before_scrape(self) -> None:
        for shard_id, latency in self.latencies:
            if latency == latency and latency != float("inf"):  # not NaN/inf before the first heartbeat
                METRICS.gateway_latency.labels(shard=str(shard_id)).set(latency)

    # -- new data without a restart --------------------------------------------------------------

    async def reload_catalog(self) -> tuple[bool, str]:
        """Open the catalog file again and answer new questions from it; questions in flight finish
        on the old one, which is closed once they have. A catalog that fails to open is refused and
        the old one stays in use."""
        from bot.library import Library

        async with self._reload_lock:
            old = self.library
            try:
                new = await Library.open(self.settings.catalog_path, rules_archive=self.settings.rules_archive)
            except Exception as e:  # noqa: BLE001 -- whatever is wrong with the file, keep answering
                METRICS.reloads.labels(result="refused").inc()
                was = f"rules of {old.cr_effective}" if old is not None else "no catalog"
                text = f"Catalog reload refused, still answering from the old one ({was}): {e}"
                log.error(text)
                return False, text
            in_flight = set(self.gate.in_flight)
            self.library = new
            METRICS.reloads.labels(result="ok").inc()
            METRICS.use_catalog(Path(new.path).name, new.cr_effective)
            text = (f"Catalog reloaded: rules of {new.cr_effective} (was {old.cr_effective if old else 'none'}); "
                    f"questions in flight finish on the old one ({len(in_flight)})")
            log.info(text)
            if old is not None and old is not self._given_library:
                task = asyncio.create_task(self._retire(old, in_flight), name="retire old catalog")
                self._retiring.add(task)
                task.add_done_callback(self._retiring.discard)
            return True, text

    async def _retire(self, old: Library, in_flight: set[asyncio.Task]) -> None:
        if in_flight:
            await asyncio.wait(in_flight, timeout=OLD_CATALOG_GRACE)
        await old.close()
        # The old catalog's objects were frozen out of the collector at start-up: unfreeze them so the next
        # full collection, taken when the bot is quiet, frees them; it freezes what is left again.
        gc.unfreeze()
    # -- stopping ------------------------------------------------------------------------------

    async def stop_gracefully(self, within: float = STOP_WITHIN) -> None:
        """Take no new interactions, finish those in flight (at most `within` s), close the gateway."""
        log.info("Stopping: no new interactions")
        left = await self.gate.drain(within)
        if left:
            log.warning("Stopping with %d interactions still unanswered after %.0f s", left, within)
        await self.close()

    async def close(self) -> None:
        if self._collector is not None:
            self._collector.cancel()
        try:
            await super().close()
        finally:
            if self.health is not None:
                await self.health.stop()
                self.health = None
            for task in list(self._retiring):
                task.cancel()
            if self.library is not None and self.library is not self._given_library:
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

        # The catalog first: a missing one is reported at once, before anything connects. The bot is
        # its only holder: a name for it here would keep the first catalog (~60 MB) alive for as long
        # as the bot runs, however often SIGHUP replaces it (bench/bench_reload.py).
        bot = RulesBot(settings, owns_library=True,
                       library=await Library.open(settings.catalog_path, rules_archive=settings.rules_archive))
        loop = asyncio.get_running_loop()
        stopping: list[asyncio.Task] = []

        def stop() -> None:
            if not stopping:
                stopping.append(asyncio.create_task(bot.stop_gracefully(), name="stop"))

        reloads: set[asyncio.Task] = set()

        def reload() -> None:
            task = asyncio.create_task(bot.reload_catalog(), name="reload catalog")
            reloads.add(task)
            task.add_done_callback(reloads.discard)

        loop.add_signal_handler(signal.SIGTERM, stop)
        loop.add_signal_handler(signal.SIGHUP, reload)
        async with bot:
            await bot.start(token)
        if stopping:
            await stopping[0]
        log.info("Stopped")

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
    except discord.ConnectionClosed as e:
        if e.code == 4011:
            print("Discord requires more shards for this many servers: raise SHARD_COUNT (in every process), "
                  "or unset SHARD_COUNT and SHARD_IDS to let Discord choose.", file=sys.stderr)
            return 2, None
        print(f"Discord closed the gateway connection: {e.code} {e.reason}", file=sys.stderr)
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
