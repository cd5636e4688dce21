"""discord.py's private names the gate reaches into (bot/discord_private.py) are where the bot
expects them on the installed discord.py: a release that moves one fails here, by name, instead of
every interaction failing in production. And the check itself can fail: each name moved on purpose
is reported, and the bot refuses to install its gate on such a discord.py."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot import discord_private
from bot.client import RulesTree
from bot.interactions import Gate


def test_every_private_name_the_bot_uses_is_where_it_was():
    assert discord_private.moved() == [], f"discord.py {discord.__version__} moved them"
    discord_private.check()


def test_the_gate_installed_on_a_real_bot_receives_every_interaction():
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default(), tree_cls=RulesTree)
    gate = Gate(bot)
    gate.install()
    assert discord_private.interaction_handler(bot) == gate.receive


@pytest.mark.parametrize(("where", "name", "said"), [
    (app_commands.CommandTree, "_call", "CommandTree._call"),
    (app_commands.CommandTree, "_dispatch_error", "CommandTree._dispatch_error"),
    (discord.ui.view.ViewStore, "schedule_dynamic_item_call", "schedule_dynamic_item_call"),
    (discord.state.ConnectionState, "parse_interaction_create", "parse_interaction_create"),
])
def test_a_moved_method_is_named(monkeypatch, where, name, said):
    monkeypatch.delattr(where, name)
    missing = discord_private.moved()
    assert any(said in m for m in missing)
    with pytest.raises(discord_private.DiscordInternalsMoved, match=said):
        discord_private.check()


def test_a_method_whose_arguments_changed_is_named(monkeypatch):
    async def _call(self, interaction, extra):  # a release that added an argument
        return None

    monkeypatch.setattr(app_commands.CommandTree, "_call", _call)
    assert discord_private.moved() == ["CommandTree._call(interaction)"]


def test_a_moved_parser_table_or_view_store_is_named():
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    del bot._connection.parsers["INTERACTION_CREATE"]
    bot._connection._view_store._dynamic_items = None
    missing = discord_private.moved(bot)
    assert any('parsers["INTERACTION_CREATE"]' in m for m in missing)
    assert any("_dynamic_items" in m for m in missing)


def test_dynamic_items_registered_elsewhere_are_named(monkeypatch):
    # add_dynamic_items keeps working but stores its classes somewhere the gate does not read
    monkeypatch.setattr(discord.ui.view.ViewStore, "add_dynamic_items", lambda self, *items: None)
    assert any("add_dynamic_items no longer adds there" in m for m in discord_private.moved())


def test_the_bot_refuses_to_install_its_gate_on_a_discord_py_that_moved_them(monkeypatch):
    monkeypatch.delattr(app_commands.CommandTree, "_call")
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default(), tree_cls=RulesTree)
    with pytest.raises(discord_private.DiscordInternalsMoved, match=r"discord\.py .* has moved"):
        Gate(bot).install()
