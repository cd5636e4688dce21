"""What every command cog shares: option choices, autocomplete, replying, and the buttons.

Not an extension itself (the leading underscore keeps the loader away from it).

The buttons carry their whole state in the custom_id, so a press still works after the bot
restarts (they are registered with Bot.add_dynamic_items):

    mtg:<kind>:<owner>:<zone>:<action>:<steps>:<card>

kind is "r" (a Room's door) or "d" (a double-faced card's flip); owner is the asker's user ID
in base 36; zone one letter (ZONE_CODES); action "t" (transform), "u0"/"u1" (unlock the left
or right door), "l0"/"l1" (lock it); steps the steps so far, "~" between them, each one of
those codes or "=" and the step's own words with "%", ":" and "~" escaped; card the card's
name. A custom_id holds at most 100 characters: when the state would not fit, the button is
left out rather than cut short.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, ClassVar
from urllib.parse import unquote

import discord
from discord import app_commands

from bot.answers import Answer
from bot.embeds import answer_embed, message_embed, shorten

if TYPE_CHECKING:
    from bot.library import Library

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()

# Discord's limits for choices and components (kept here, once).
CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
CHOICE_VALUE_MAX = 100
CUSTOM_ID_MAX = 100
BUTTON_LABEL_MAX = 80

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "stack", "command")
ZONE_CHOICES = [app_commands.Choice(name=z, value=z) for z in ZONES]
ZONE_CODES = {z: z[0] for z in ZONES}
ZONES_BY_CODE = {c: z for z, c in ZONE_CODES.items()}
DAYNIGHT_STARTS = ("neither", "day", "night")
DAYNIGHT_CHOICES = [app_commands.Choice(name=s, value=s) for s in DAYNIGHT_STARTS]

# The Library answers in milliseconds, so commands reply directly; should an answer take longer
# than this (a loaded machine), the interaction is deferred first so Discord's 3 s never lapse.
DEFER_AFTER = 1.5

# How long buttons stay live in this process before they are disabled (a View timeout).
# At most 15 minutes: the interaction token that edits the message lasts that long.
BUTTON_TIMEOUT = 600.0


def library_of(interaction: discord.Interaction) -> Library:
    return interaction.client.library  # type: ignore[attr-defined]


# --- autocomplete -----------------------------------------------------------------------------

def name_choices(library: Library, current: str, kind: str | None) -> list[app_commands.Choice[str]]:
    """Card names for an autocomplete, straight from the in-memory index."""
    choices = []
    for name in library.autocomplete(current or "", kind=kind)[:CHOICES_MAX]:
        if len(name) > CHOICE_VALUE_MAX:
            continue  # a value cut short would name another (or no) card
        choices.append(app_commands.Choice(name=shorten(name, CHOICE_NAME_MAX), value=name))
    return choices


# --- replying ---------------------------------------------------------------------------------

async def reply(interaction: discord.Interaction, *, ephemeral: bool = False, **kwargs: Any) -> int | None:
    """Send the response (or a follow-up when already responded); the new message's ID."""
    kwargs["allowed_mentions"] = NO_MENTIONS
    if interaction.response.is_done():
        message = await interaction.followup.send(ephemeral=ephemeral, wait=True, **kwargs)
        return message.id
    response = await interaction.response.send_message(ephemeral=ephemeral, **kwargs)
    return response.message_id if response is not None else None


async def answer_with(interaction: discord.Interaction, pending: Awaitable[Answer]) -> None:
    """Reply with the answer `pending` computes: directly, or deferred first if it is slow."""
    task = asyncio.ensure_future(pending)
    try:
        answer = await asyncio.wait_for(asyncio.shield(task), DEFER_AFTER)
    except TimeoutError:
        log.info("Answer slower than %.1f s: deferring interaction %s", DEFER_AFTER, interaction.id)
        await interaction.response.defer(thinking=True)
        answer = await task
    await send_answer(interaction, answer)


async def send_answer(interaction: discord.Interaction, answer: Answer) -> None:
    """An answer as an embed: with buttons when the card has a flip or doors, ephemeral when it
    is a "did you mean" or another error the asker can fix."""
    if answer.error:
        await reply(interaction, ephemeral=True, embed=answer_embed(answer))
        return
    view = AnswerView.for_answer(answer, owner_id=interaction.user.id)
    if view is None:
        await reply(interaction, embed=answer_embed(answer))
        return
    message_id = await reply(interaction, embed=answer_embed(answer), view=view)
    view.track(interaction, message_id)


# --- buttons ----------------------------------------------------------------------------------

def _b36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def _escape(text: str) -> str:
    return text.replace("%", "%25").replace(":", "%3A").replace("~", "%7E")


def encode_steps(steps: list[str], doors: list[str]) -> str:
    out = []
    for step in steps:
        code = None
        if step == "transform":
            code = "t"
        else:
            verb, _, door = step.partition(" ")
            if verb in ("unlock", "lock") and door in doors:
                code = verb[0] + str(doors.index(door))
        out.append(code if code is not None else "=" + _escape(step))
    return "~".join(out)


def decode_steps(encoded: str, doors: list[str]) -> list[str]:
    if not encoded:
        return []
    steps = []
    for part in encoded.split("~"):
        if part == "t":
            steps.append("transform")
        elif part.startswith("="):
            steps.append(unquote(part[1:]))
        elif part[:1] in ("u", "l") and part[1:].isdigit() and int(part[1:]) < len(doors):
            steps.append(("unlock " if part[0] == "u" else "lock ") + doors[int(part[1:])])
        else:
            raise ValueError(f"unknown step code {part!r}")
    return steps


def make_custom_id(kind: str, owner_id: int, zone: str, action: str, steps: list[str], doors: list[str],
                   card: str) -> str | None:
    """The button's custom_id, or None when the state does not fit in 100 characters."""
    code = ZONE_CODES.get(zone)
    if code is None:
        return None
    custom_id = f"mtg:{kind}:{_b36(owner_id)}:{code}:{action}:{encode_steps(steps, doors)}:{card}"
    return custom_id if len(custom_id) <= CUSTOM_ID_MAX else None


class StepButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"mtg:(?P<kind>[rd]):(?P<owner>[0-9a-z]{1,14}):(?P<zone>[a-z]):"
                          r"(?P<action>t|[ul][0-9]):(?P<steps>[^:]*):(?P<card>.+)"):
    """One more step for the answer on this message: flip a double-faced card, or unlock or
    lock one of a Room's doors. Only the asker may press it."""

    def __init__(self, custom_id: str, label: str, *, style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 emoji: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=shorten(label, BUTTON_LABEL_MAX), style=style,
                                           custom_id=custom_id, emoji=emoji))
        m = self.template.fullmatch(custom_id)
        assert m is not None
        self.kind = m["kind"]
        self.owner_id = int(m["owner"], 36)
        self.zone = ZONES_BY_CODE[m["zone"]]
        self.action = m["action"]
        self.encoded_steps = m["steps"]
        self.card = m["card"]

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> StepButton:
        return cls(item.custom_id or match.string, item.label or "", style=item.style,
                   emoji=str(item.emoji) if item.emoji else None)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if interaction.user.id == self.owner_id:
            return True
        await interaction.response.send_message(
            embed=message_embed("Not your question",
                                "Only the person who asked can press these buttons. "
                                "Ask your own with /room, /dfc or /card."),
            ephemeral=True, allowed_mentions=NO_MENTIONS)
        return False

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            await self._press(interaction)
        except Exception:
            # Dynamic item errors never reach the command tree's on_error: handle them here.
            log.exception("Button %r failed", self.custom_id)
            await apologise(interaction)

    async def _press(self, interaction: discord.Interaction) -> None:
        library = library_of(interaction)
        doors = await library.faces(self.card) if self.kind == "r" else []
        try:
            steps = decode_steps(self.encoded_steps, doors)
        except ValueError:
            await reply(interaction, ephemeral=True, embed=message_embed(
                "Outdated button", "This button no longer matches the card: ask the question again."))
            return
        if self.action == "t":
            steps.append("transform")
        else:
            index = int(self.action[1:])
            if index >= len(doors):
                await reply(interaction, ephemeral=True, embed=message_embed(
                    "Outdated button", "This button no longer matches the card: ask the question again."))
                return
            steps.append(("unlock " if self.action[0] == "u" else "lock ") + doors[index])
        if self.kind == "r":
            answer = await library.room(self.card, self.zone, steps)
        else:
            answer = await library.dfc(self.card, self.zone, steps)
        if answer.error:
            await reply(interaction, ephemeral=True, embed=answer_embed(answer))
            return
        message_id = interaction.message.id if interaction.message else None
        AnswerView.stop_tracking(message_id)
        view = AnswerView.for_answer(answer, owner_id=self.owner_id, zone=self.zone)
        await interaction.response.edit_message(embed=answer_embed(answer), view=view,
                                                allowed_mentions=NO_MENTIONS)
        if view is not None:
            view.track(interaction, message_id)


class AnswerView(discord.ui.View):
    """The buttons under an answer; disabled once they time out."""

    _live: ClassVar[dict[int, AnswerView]] = {}  # message ID -> the view now on that message

    def __init__(self, *, timeout: float | None = None) -> None:
        super().__init__(timeout=BUTTON_TIMEOUT if timeout is None else timeout)
        self.interaction: discord.Interaction | None = None
        self.message_id: int | None = None

    @classmethod
    def for_answer(cls, answer: Answer, *, owner_id: int, zone: str | None = None) -> AnswerView | None:
        """The buttons an answer gets (None when it gets none)."""
        card = answer.card_name
        if not card or answer.error:
            return None
        zone = zone or answer.zone or "battlefield"
        steps = list(answer.step_list)
        view = cls()
        if answer.doors and len(answer.doors) <= 10:
            for i, door in enumerate(answer.doors):
                unlocked = door in answer.unlocked
                action = ("l" if unlocked else "u") + str(i)
                custom_id = make_custom_id("r", owner_id, zone, action, steps, answer.doors, card)
                if custom_id is None:
                    continue
                label = ("Lock " if unlocked else "Unlock ") + door
                view.add_item(StepButton(custom_id, label, emoji="🔒" if unlocked else "🔓",
                                         style=discord.ButtonStyle.secondary if unlocked
                                         else discord.ButtonStyle.primary))
        elif answer.double_faced:
            custom_id = make_custom_id("d", owner_id, zone, "t", steps, [], card)
            if custom_id is not None:
                view.add_item(StepButton(custom_id, "Transform", emoji="🔄", style=discord.ButtonStyle.primary))
        return view if view.children else None

    def track(self, interaction: discord.Interaction, message_id: int | None) -> None:
        """Remember which interaction can edit the message, to disable the buttons at timeout."""
        self.interaction = interaction
        self.message_id = message_id
        if message_id is not None:
            self._live[message_id] = self

    @classmethod
    def stop_tracking(cls, message_id: int | None) -> None:
        old = cls._live.pop(message_id, None) if message_id is not None else None
        if old is not None:
            old.stop()

    async def on_timeout(self) -> None:
        if self.message_id is not None and self._live.get(self.message_id) is not self:
            return  # a newer answer (and its buttons) replaced this one
        self._live.pop(self.message_id, None)  # type: ignore[arg-type]
        for child in self.children:
            target = getattr(child, "item", child)
            if isinstance(target, discord.ui.Button):
                target.disabled = True
        if self.interaction is None:
            return
        try:
            await self.interaction.edit_original_response(view=self, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException as exc:
            log.info("Could not disable the buttons on message %s: %s", self.message_id, exc)


async def apologise(interaction: discord.Interaction) -> None:
    """The short apology for a failure the asker cannot fix (the traceback is logged)."""
    embed = message_embed("Something went wrong",
                          "Sorry, that could not be answered because of a fault in the bot. "
                          "It has been logged; please try again later.")
    try:
        await reply(interaction, ephemeral=True, embed=embed)
    except discord.HTTPException:
        log.warning("Could not send the apology for interaction %s", interaction.id)
