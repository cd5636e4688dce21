"""bot/buttons.py, the mechanics any button builds on: the custom_id carries kind, expiry, asker
and state; a subclass is routed by its template with no View kept; expiry and the asker check
come for free; a button anyone may press says so."""

from __future__ import annotations

import time

import discord

from bot import buttons
from tests.discord import harness as h


class EchoButton(buttons.AskerButton, template=buttons.template("zt", r"(?P<word>[a-z]+)")):
    """A button for these tests only: answers with the word in its state."""

    asker_only = False

    async def press(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"echo {self.match['word']}", ephemeral=True)

    async def ask_again(self, interaction: discord.Interaction) -> str:
        return f"/echo word:{self.match['word']}"


def message_with(button: discord.ui.Item) -> dict:
    view = buttons.components(button)
    return h.message_payload({"components": view.to_components()})


def test_the_custom_id_carries_kind_expiry_asker_and_state():
    now = 1_800_000_000
    custom_id = buttons.custom_id("zt", h.USER_ID, "hello", now=now)
    assert custom_id == f"mtg:zt:{buttons.b36(now + int(buttons.LIFETIME))}:{buttons.b36(h.USER_ID)}:hello"
    button = EchoButton(custom_id, "Echo")
    assert button.owner_id == h.USER_ID and button.expires_at == now + buttons.LIFETIME
    assert button.expired(now + buttons.LIFETIME) and not button.expired(now + buttons.LIFETIME - 1)
    assert buttons.custom_id("zt", h.USER_ID, "x" * 100) is None  # never cut short
    assert buttons.known(custom_id) and not buttons.known("mtg:zz:1:1:hello")


async def test_components_are_sent_but_never_kept():  # built in the event loop, as the cogs do
    view = buttons.components(EchoButton(buttons.custom_id("zt", h.USER_ID, "hi"), "Echo"))
    assert view.is_finished() and view.to_components()[0]["components"][0]["label"] == "Echo"
    assert buttons.components() is None


async def test_a_new_button_class_is_routed_and_anyone_may_press_it(bot, discord_api):
    message = message_with(EchoButton(buttons.custom_id("zt", h.USER_ID, "hello"), "Echo"))
    press = h.button_press(message, h.buttons(message)[0]["custom_id"], user_id=h.OTHER_USER_ID)
    await discord_api.run(bot, press)
    assert discord_api.callback(press).data["content"] == "echo hello"


async def test_its_expired_press_names_its_command(bot, discord_api):
    expired = buttons.custom_id("zt", h.USER_ID, "hello", now=time.time() - buttons.LIFETIME - 1)
    message = message_with(EchoButton(expired, "Echo"))
    press = h.button_press(message, expired)
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.ephemeral and "/echo word:hello" in cb.data["embeds"][0]["description"]


async def test_an_unstopped_view_of_dynamic_items_is_not_kept_either(bot, discord_api):
    # discord.py (2.6+) keeps no view whose items are all dynamic: the judge's answers rely on it
    @discord.app_commands.command(name="echo", description="answers with an echo button")
    async def echo(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)  # not stopped: discord.py would keep it per message
        view.add_item(EchoButton(buttons.custom_id("zt", interaction.user.id, "hi"), "Echo"))
        view.add_item(discord.ui.Button(label="Docs", url="https://magic.wizards.com/en/rules"))
        await interaction.response.send_message("echo", view=view)

    bot.tree.add_command(echo)
    payload = h.command("echo")
    await discord_api.run(bot, payload)
    message = discord_api.callback(payload).response["resource"]["message"]
    assert not bot._connection._view_store._views
    press = h.button_press(message, h.buttons(message)[0]["custom_id"])
    await discord_api.run(bot, press)
    assert discord_api.callback(press).data["content"] == "echo hi"  # and its button still answers
