"""Settings for the Discord bot, read from the environment and a `.env` file.

The environment wins over `.env`. Nothing here imports discord: the command line reads the
same settings to say what is missing before anything connects.

    DISCORD_TOKEN      the bot's token (required to connect; never printed or logged)
    DEV_GUILD_ID       optional: a guild whose commands are synced at every start-up
    DISCORD_API_BASE   optional: another base URL for Discord's HTTP API (a proxy or a test server)
    CATALOG_PATH       the catalog built by `python -m bot catalog build` (data/catalog.sqlite3)
    LOG_LEVEL          DEBUG, INFO (default), WARNING, ERROR
    METRICS_PORT       optional: serve /healthz, /readyz and /metrics on 127.0.0.1 at this port
    METRICS_HOST       the address they listen on (127.0.0.1; 0.0.0.0 in a container whose probes
                       and Prometheus come from outside it)
    SHARD_COUNT        optional: how many shards the bot runs as in all (all processes together)
    SHARD_IDS          optional: the shards this process runs, e.g. "0-3" or "0,2" (needs SHARD_COUNT)
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from bot.markdown import parse_emoji_setting

log = logging.getLogger(__name__)

DEFAULT_CATALOG_PATH = "data/catalog.sqlite3"
NO_TOKEN_MESSAGE = (
    "No Discord token: set DISCORD_TOKEN in .env or the environment to run the bot, "
    "or ask offline instead: python -m bot card NAME, python -m bot room CARD ..."
)


class SettingsError(ValueError):
    """A setting has a value the bot cannot use; the message names the setting."""


class Secret:
    """A string that never shows itself in repr(), str(), f-strings or logs.

    Call reveal() at the one place that needs the value (the login call).
    """

    __slots__ = ("_value",)

    def __init__(self, value: str):
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "Secret('********')"

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return repr(self)

    def __bool__(self) -> bool:
        return bool(self._value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)

    def __reduce__(self):  # no pickling the value into a file by accident
        raise TypeError("a Secret cannot be pickled")


@dataclass(frozen=True)
class Settings:
    token: Secret | None = None
    dev_guild_id: int | None = None
    api_base: str | None = None
    catalog_path: Path = Path(DEFAULT_CATALOG_PATH)
    log_level: str = "INFO"
    metrics_port: int | None = None
    metrics_host: str = "127.0.0.1"
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # Mana symbol emoji the application has (name -> "<:name:id>"); empty: symbols as {U} text.
    mana_emoji: tuple[tuple[str, str], ...] = ()
    application_id: int | None = None
    # The archived Comprehensive Rules editions that /rule NUMBER history reads.
    rules_archive: Path = Path("../shared/data/rules/archive")

    @property
    def has_token(self) -> bool:
        return bool(self.token)


def parse_dotenv(text: str) -> dict[str, str]:
    """The KEY=VALUE lines of a .env file.

    Blank lines and `#` comments are skipped; `export KEY=...` is accepted; a value in
    single or double quotes keeps everything inside them (including `#`); an unquoted value
    ends at ` #`.
    """
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export "):].lstrip()
        key, sep, value = line.partition("=")
        key = key.strip()
        if not sep or not key or not key.replace("_", "").isalnum():
            continue
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        else:
            hash_at = value.find(" #")
            if hash_at != -1:
                value = value[:hash_at].rstrip()
        values[key] = value
    return values


# Where `python -m bot catalog build` (with no --source) and `catalog update` get the data.
DEFAULT_SCRYFALL_API = "https://api.scryfall.com"
DEFAULT_RULES_PAGE = "https://magic.wizards.com/en/rules"
DEFAULT_JUDGE_DOCS_PAGE = "https://wpn.wizards.com/en/rules-documents"
# Card names in Japanese: MTGJSON's AtomicCards (foreignData), about 50 MB gzipped, read as a stream
# (README: What a fresh server downloads, for why this file and not Scryfall's all_cards).
DEFAULT_NAMES_SOURCE = "https://mtgjson.com/api/v5/AtomicCards.json.gz"


@dataclass(frozen=True)
class DataSources:
    """The addresses a catalog build downloads from when no source is given."""
    scryfall_api: str = DEFAULT_SCRYFALL_API  # /bulk-data there lists the oracle_cards and rulings files
    rules_page: str = DEFAULT_RULES_PAGE  # the page that links the Comprehensive Rules .txt
    judge_docs_page: str | None = DEFAULT_JUDGE_DOCS_PAGE  # links the MTR, IPG and JAR PDFs; None: skip them
    names_source: str | None = DEFAULT_NAMES_SOURCE  # a URL or file of Japanese card names (MTGJSON); None: skip


def _merged(environ: Mapping[str, str] | None, env_file: str | Path | None) -> dict[str, str]:
    merged: dict[str, str] = {}
    if env_file is not None:
        path = Path(env_file)
        if path.is_file():
            merged.update(parse_dotenv(path.read_text(encoding="utf-8-sig")))
    merged.update(os.environ if environ is None else environ)
    return merged


def load_sources(environ: Mapping[str, str] | None = None, env_file: str | Path | None = ".env") -> DataSources:
    """SCRYFALL_API, RULES_PAGE, JUDGE_DOCS_PAGE and NAMES_SOURCE ("none" or "off": no judge
    documents, no Japanese names) from the environment over `env_file`."""
    merged = _merged(environ, env_file)

    def url(name: str, default: str | None) -> str | None:
        value = merged.get(name, "").strip()
        if not value:
            return default
        if value.casefold() in ("none", "off"):
            return None
        if not value.startswith(("http://", "https://")) and name != "NAMES_SOURCE":
            raise SettingsError(f"{name} must be an http:// or https:// URL, not {value!r}")
        return value

    return DataSources(scryfall_api=url("SCRYFALL_API", DEFAULT_SCRYFALL_API) or DEFAULT_SCRYFALL_API,
                       rules_page=url("RULES_PAGE", DEFAULT_RULES_PAGE) or DEFAULT_RULES_PAGE,
                       judge_docs_page=url("JUDGE_DOCS_PAGE", DEFAULT_JUDGE_DOCS_PAGE),
                       names_source=url("NAMES_SOURCE", DEFAULT_NAMES_SOURCE))


def load_settings(environ: Mapping[str, str] | None = None, env_file: str | Path | None = ".env") -> Settings:
    """Settings from `environ` (default os.environ) over the file `env_file` (if it exists)."""
    merged = _merged(environ, env_file)

    def get(name: str) -> str | None:
        value = merged.get(name, "").strip()
        return value or None

    token = get("DISCORD_TOKEN")
    guild = get("DEV_GUILD_ID")
    dev_guild_id = None
    if guild is not None:
        if not guild.isdigit():
            raise SettingsError(f"DEV_GUILD_ID must be a guild's numeric ID, not {guild!r}")
        dev_guild_id = int(guild)
    api_base = get("DISCORD_API_BASE")
    if api_base is not None:
        if not api_base.startswith(("http://", "https://")):
            raise SettingsError(f"DISCORD_API_BASE must be an http:// or https:// URL, not {api_base!r}")
        api_base = api_base.rstrip("/")
    level = (get("LOG_LEVEL") or "INFO").upper()
    if not isinstance(logging.getLevelName(level), int):
        raise SettingsError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}")
    metrics_port = get("METRICS_PORT")
    if metrics_port is not None:
        if not metrics_port.isdigit() or not 0 < int(metrics_port) < 65536:
            raise SettingsError(f"METRICS_PORT must be a port number (1-65535), not {metrics_port!r}")
    shard_count, shard_ids = parse_shards(get("SHARD_COUNT"), get("SHARD_IDS"))
    try:
        mana_emoji = tuple(sorted(parse_emoji_setting(get("MANA_EMOJI")).items()))
    except ValueError as e:
        raise SettingsError(str(e)) from e
    app = get("DISCORD_APPLICATION_ID")
    if app is not None and not app.isdigit():
        raise SettingsError(f"DISCORD_APPLICATION_ID must be the application's numeric ID, not {app!r}")
    return Settings(
        application_id=int(app) if app else None,
        mana_emoji=mana_emoji,
        rules_archive=Path(get("RULES_ARCHIVE") or "../shared/data/rules/archive"),
        token=Secret(token) if token else None,
        dev_guild_id=dev_guild_id,
        api_base=api_base,
        catalog_path=Path(get("CATALOG_PATH") or DEFAULT_CATALOG_PATH),
        log_level=level,
        metrics_port=int(metrics_port) if metrics_port else None,
        metrics_host=get("METRICS_HOST") or "127.0.0.1",
        shard_count=shard_count,
        shard_ids=shard_ids,
    )


def parse_shards(count: str | None, ids: str | None) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS ("0-3", "4,5" or "0-1,6"): (count, ids). Neither: (None, None),
    Discord chooses. A count alone: this process runs every shard."""
    if count is None:
        if ids is not None:
            raise SettingsError("SHARD_IDS needs SHARD_COUNT: how many shards there are in all processes together")
        return None, None
    if not count.isdigit() or int(count) < 1:
        raise SettingsError(f"SHARD_COUNT must be a whole number of shards (1 or more), not {count!r}")
    total = int(count)
    if ids is None:
        return total, tuple(range(total))
    chosen: set[int] = set()
    for part in ids.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        if not first.isdigit() or (dash and not last.isdigit()):
            raise SettingsError(f"SHARD_IDS must be shard numbers and ranges like 0-3 or 0,2, not {ids!r}")
        low, high = int(first), int(last) if dash else int(first)
        if low > high or high >= total:
            raise SettingsError(f"SHARD_IDS {ids!r} names shards outside 0-{total - 1} (SHARD_COUNT={total})")
        chosen.update(range(low, high + 1))
    return total, tuple(sorted(chosen))
