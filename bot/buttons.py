"""Discord glue: the mechanics every button shares, kept apart from what the buttons show.

A button carries everything it needs in its custom_id, so no per-message View, task or
timer stays in memory, and a press works on whichever process (or restart) receives it:

    mtg:<kind>:<expires>:<owner>:<state>

kind    a few letters naming the button class (its template matches only its own kind)
expires when the button stops answering, Unix seconds in base 36
owner   the asker's user ID in base 36: only they may press it
state   the class's own, matched by the rest of its template; at most 100 characters in all

To add a button: subclass AskerButton with `template=buttons.template(KIND, STATE_REGEX)`,
build its custom_id with `buttons.custom_id(KIND, owner_id, state)`, implement `press()` and
`ask_again()`, and send it with `buttons.components(*items)`. Every subclass is registered
with the bot by `register(bot)` (a plain DynamicItem, with `also_route(cls)` or the bot's
add_dynamic_items); the gate (bot/interactions.py) routes every registered template; a press on a custom_id no registered class matches (tampered,
or made by an older version) gets an ephemeral "ask again" from `answer_unknown_press()`.
"""

from __future__ import annotations

import logging
import re
import time
from typing import Any, ClassVar

import discord

log = logging.getLogger(__name__)

PREFIX = "mtg"
CUSTOM_ID_MAX = 100  # Discord's limit
LIFETIME = 600.0  # seconds a button answers after the answer it is under was sent or last changed
NO_MENTIONS = discord.AllowedMentions.none()
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def b36(n: int) -> str:
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = _DIGITS[r] + out
        if n == 0:
            return out


def custom_id(kind: str, owner_id: int, state: str, *, now: float | None = None,
              lifetime: float | None = None) -> str | None:
    """The custom_id of a button of `kind` for `owner_id`, expiring LIFETIME from now; None when it
    would not fit in Discord's 100 characters (leave the button out rather than cut it short)."""
    expires = int((time.time() if now is None else now) + (LIFETIME if lifetime is None else lifetime))
    value = f"{PREFIX}:{kind}:{b36(expires)}:{b36(owner_id)}:{state}"
    return value if len(value) <= CUSTOM_ID_MAX else None


def template(kind: str, state: str) -> str:
    """The DynamicItem template for buttons whose kind matches the regex `kind` (e.g. "[rd]") and
    whose state matches the regex `state`."""
    return (rf"{PREFIX}:(?P<kind>{kind}):(?P<expires>[0-9a-z]{{1,8}}):(?P<owner>[0-9a-z]{{1,14}}):"
            rf"{state}")


def components(*items: discord.ui.Item) -> discord.ui.View | None:
    """The buttons to send under a message, or None when there are none. The View is stopped
    before it is sent, so discord.py does not keep it (nor a timeout task) in its view store:
    the presses are routed by the registered templates instead."""
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


class AskerButton(discord.ui.DynamicItem[discord.ui.Button], template=template("", "")):
    """A button only the asker may press, answering until it expires.

    Subclasses pass their own `template=template(KIND, STATE)` and implement press() (what the
    button does) and ask_again() (the command that asks the same question again, shown when a
    press comes after expiry)."""

    registered: ClassVar[list[type[AskerButton]]] = []
    asker_only: ClassVar[bool] = True  # False: anyone may press (e.g. to see the rules text for themselves)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        AskerButton.registered.append(cls)

    def __init__(self, custom_id: str, label: str, *, style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 emoji: str | None = None, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=custom_id, emoji=emoji,
                                           disabled=disabled))
        self.match = self.template.fullmatch(custom_id)
        if self.match is None:
            raise ValueError(f"custom_id {custom_id!r} does not match {self.template.pattern!r}")
        self.owner_id = int(self.match["owner"], 36)
        self.expires_at = int(self.match["expires"], 36)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> AskerButton:
        return cls(item.custom_id or match.string, item.label or "", style=item.style,
                   emoji=str(item.emoji) if item.emoji else None)

    def expired(self, now: float | None = None) -> bool:
        return (time.time() if now is None else now) >= self.expires_at

    async def press(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError

    async def ask_again(self, interaction: discord.Interaction) -> str:
        """The slash command, with its options, that asks this question again."""
        raise NotImplementedError

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        from bot.interactions import set_outcome
        from bot.metrics import EXPIRED, USER_ERROR

        if self.expired():
            set_outcome(interaction, EXPIRED)
            again = await self.ask_again(interaction)
            await send_ephemeral(interaction, "This answer has expired",
                                 f"This answer has expired; ask again:\n`{again}`")
            return False
        if self.asker_only and interaction.user.id != self.owner_id:
            set_outcome(interaction, USER_ERROR)
            await send_ephemeral(interaction, "Not your question",
                                 "Only the person who asked can press these buttons. "
                                 "Ask your own with /room, /dfc or /card.")
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        from bot.interactions import report_failure

        try:
            await self.press(interaction)
        except Exception as error:  # noqa: BLE001 -- dynamic item errors never reach the tree's on_error
            await report_failure(interaction, error, what=f"button {self.match['kind']}")


async def send_ephemeral(interaction: discord.Interaction, title: str, text: str) -> None:
    from bot.embeds import message_embed

    embed = message_embed(title, text)
    if interaction.response.is_done():
        await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)
    else:
        await interaction.response.send_message(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)


ROUTED: list[type[discord.ui.DynamicItem]] = []  # plain dynamic items that also_route() added


def also_route(*classes: type[discord.ui.DynamicItem]) -> None:
    """Route presses of dynamic items that are not AskerButtons (no expiry, no asker check)."""
    ROUTED.extend(c for c in classes if c not in ROUTED)


def known(custom_id_: str) -> bool:
    """Whether some registered button class answers this custom_id."""
    return any(cls.__discord_ui_compiled_template__.fullmatch(custom_id_)
               for cls in (*AskerButton.registered, *ROUTED))


def register(bot: discord.Client) -> None:
    """Route presses of every AskerButton subclass and of the classes also_route() named
    (importing a module defines its buttons)."""
    bot.add_dynamic_items(*AskerButton.registered, *ROUTED)


async def answer_unknown_press(interaction: discord.Interaction) -> None:
    """A press no button class answers: tampered, or left by an older version of the bot."""
    log.info("Unknown button pressed (interaction %s)", interaction.id)
    await send_ephemeral(interaction, "This answer has expired",
                         "This button is no longer answered by the bot; ask the question again "
                         "with the same command (/card, /room, /dfc ...).")
