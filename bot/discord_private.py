"""Discord glue: the one place that reaches into discord.py's private parts.

discord.py has no public hook for what bot/interactions.py's gate does (take every
INTERACTION_CREATE before discord.py routes it, run a slash command or autocomplete as discord.py's
own task would, and route a button press to the DynamicItem class whose template matches). Those
are these few private names; everything else in the bot goes through the functions below, never
through the names themselves:

| private name                                   | used for                                        |
|------------------------------------------------|-------------------------------------------------|
| `Client._connection` (`ConnectionState`)       | the gateway's state                             |
| `ConnectionState.parsers["INTERACTION_CREATE"]` | the gateway's handler for interactions         |
| `ConnectionState.parse_interaction_create`     | discord.py's own routing (modals, newer kinds)  |
| `ConnectionState._view_store._dynamic_items`   | the classes `Client.add_dynamic_items` added    |
| `ViewStore.schedule_dynamic_item_call`         | run the matching class on a press               |
| `CommandTree._call`, `CommandTree._dispatch_error` | run a command or autocomplete, and its errors |

`check()` looks for each of them, with the arguments the bot passes, and raises
`DiscordInternalsMoved` naming every one that moved and the discord.py version; the gate calls it
when it is installed (a bot started on a discord.py that moved one stops at once with that message,
instead of failing on the first interaction), and tests/discord/test_discord_private.py calls it
on the discord.py that is installed, so a release that moves one fails that test by name.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

TESTED_WITH = "2.7"  # the discord.py these names were read from


class DiscordInternalsMoved(RuntimeError):
    """A discord.py private name the bot relies on is not where it was."""


def connection_state(client: discord.Client) -> Any:
    return client._connection


def take_interactions(client: discord.Client, handler: Callable[[dict], None]) -> None:
    """The gateway calls `handler(data)` for every INTERACTION_CREATE instead of discord.py's parser."""
    client._connection.parsers["INTERACTION_CREATE"] = handler


def interaction_handler(client: discord.Client) -> Callable[[dict], None]:
    """What the gateway calls for an INTERACTION_CREATE (the tests' fake gateway calls it too)."""
    return client._connection.parsers["INTERACTION_CREATE"]


def route_as_discord_py(client: discord.Client, data: dict) -> None:
    """Let discord.py route an interaction the gate does not handle itself (modals, newer kinds)."""
    client._connection.parse_interaction_create(data)


def dynamic_item_classes(client: discord.Client) -> list[tuple[re.Pattern[str], type]]:
    """(template, class) for every class `client.add_dynamic_items` registered."""
    return list(client._connection._view_store._dynamic_items.items())


async def run_dynamic_item(client: discord.Client, component_type: int, cls: type,
                           interaction: discord.Interaction, custom_id: str, match: re.Match[str]) -> None:
    """Build the DynamicItem `cls` from a press and run its callback, as discord.py would."""
    await client._connection._view_store.schedule_dynamic_item_call(component_type, cls, interaction,
                                                                    custom_id, match)


async def call_tree(tree: app_commands.CommandTree, interaction: discord.Interaction) -> None:
    """Run a slash command or autocomplete (what discord.py's own task does)."""
    await tree._call(interaction)


async def tree_error(tree: app_commands.CommandTree, interaction: discord.Interaction,
                     error: app_commands.AppCommandError) -> None:
    """Hand an error to the tree's error handling (the command's, the cog's, then on_error)."""
    await tree._dispatch_error(interaction, error)


# -- the check -----------------------------------------------------------------------------------

def _takes(function: Any, *names: str) -> bool:
    """`function` is a coroutine function whose parameters after self are `names`, in order."""
    if not inspect.iscoroutinefunction(function):
        return False
    params = [p.name for p in inspect.signature(function).parameters.values()][1:]
    return params[:len(names)] == list(names) and len(params) == len(names)


def moved(client: discord.Client | None = None) -> list[str]:
    """Every private name above that is not where the bot expects it, in words; empty when all are."""
    out: list[str] = []
    if client is None:
        client = discord.Client(intents=discord.Intents.default())
    state = getattr(client, "_connection", None)
    if state is None:
        return ["Client._connection (the gateway's ConnectionState)"]
    parsers = getattr(state, "parsers", None)
    if not isinstance(parsers, dict) or not callable(parsers.get("INTERACTION_CREATE")):
        out.append('ConnectionState.parsers["INTERACTION_CREATE"] (the gateway\'s handler table)')
    if not callable(getattr(state, "parse_interaction_create", None)):
        out.append("ConnectionState.parse_interaction_create")
    store = getattr(state, "_view_store", None)
    if not isinstance(getattr(store, "_dynamic_items", None), dict):
        out.append("ConnectionState._view_store._dynamic_items (where add_dynamic_items registers)")
    else:
        # the public registration must land where the gate reads it
        class Probe(discord.ui.DynamicItem[discord.ui.Button], template=r"discord-private-probe:(?P<n>\d+)"):
            pass

        client.add_dynamic_items(Probe)
        try:
            if Probe not in [cls for _, cls in dynamic_item_classes(client)]:
                out.append("ConnectionState._view_store._dynamic_items (add_dynamic_items no longer adds there)")
        finally:
            client.remove_dynamic_items(Probe)
    if not _takes(getattr(type(store), "schedule_dynamic_item_call", None),
                  "component_type", "factory", "interaction", "custom_id", "match"):
        out.append("ViewStore.schedule_dynamic_item_call(component_type, factory, interaction, custom_id, match)")
    if not _takes(getattr(app_commands.CommandTree, "_call", None), "interaction"):
        out.append("CommandTree._call(interaction)")
    if not _takes(getattr(app_commands.CommandTree, "_dispatch_error", None), "interaction", "error"):
        out.append("CommandTree._dispatch_error(interaction, error)")
    return out


def check(client: discord.Client | None = None) -> None:
    """Raise DiscordInternalsMoved, naming each private name that moved, if any did."""
    missing = moved(client)
    if missing:
        raise DiscordInternalsMoved(
            f"discord.py {discord.__version__} has moved what the bot reaches into (bot/discord_private.py, "
            f"read from discord.py {TESTED_WITH}): " + "; ".join(missing)
            + f". Install discord.py {TESTED_WITH}, or update bot/discord_private.py to the new names.")
