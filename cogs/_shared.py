"""What every command cog shares: option choices, autocomplete, replying, and the step buttons.

Not an extension itself (the leading underscore keeps the loader away from it).

The step buttons keep no state in the process: bot/buttons.py puts the kind, the expiry and the
asker in the custom_id, and this module the rest:

    mtg:<kind>:<expires>:<owner>:<zone>:<action>:<steps>:<card>

kind is "r" (a Room's door) or "d" (a double-faced card's flip); zone one letter (ZONE_CODES);
action "t" (transform), "u0"/"u1" (unlock the left or right door), "l0"/"l1" (lock it); steps
the steps so far, "~" between them, each one of those codes or "=" and the step's own words with
"%", ":" and "~" escaped; card the card's name. A custom_id holds at most 100 characters: when
the state would not fit, the button is left out rather than cut short.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

import discord
from discord import app_commands

from bot import buttons
from bot.answers import Answer
from bot.embeds import answer_embed, message_embed, shorten
from bot.interactions import DEADLINE, DEFER_AT, age_of, label_of, set_outcome
from bot.metrics import ANSWERED, METRICS, USER_ERROR

if TYPE_CHECKING:
    from bot.library import Library

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()

# Discord's limits for choices and components (kept here, once).
CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
CHOICE_VALUE_MAX = 100
BUTTON_LABEL_MAX = 80

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "stack", "command")
ZONE_CHOICES = [app_commands.Choice(name=z, value=z) for z in ZONES]
ZONE_CODES = {z: z[0] for z in ZONES}
ZONES_BY_CODE = {c: z for z, c in ZONE_CODES.items()}
DAYNIGHT_STARTS = ("neither", "day", "night")
DAYNIGHT_CHOICES = [app_commands.Choice(name=s, value=s) for s in DAYNIGHT_STARTS]

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
    """Reply with the answer `pending` computes: directly, or deferred first when it is not ready
    by DEFER_AT seconds after Discord created the interaction (its age, from its snowflake)."""
    task = asyncio.ensure_future(pending)
    try:
        answer = await asyncio.wait_for(asyncio.shield(task), max(0.0, DEFER_AT - age_of(interaction.id)))
    except TimeoutError:
        if _past_deadline(interaction):
            task.cancel()
            return
        log.info("Answer not ready %.1f s after interaction %s was created: deferring", DEFER_AT, interaction.id)
        await interaction.response.defer(thinking=True)
        METRICS.deferrals.labels(command=interaction.command.name if interaction.command else "?").inc()
        answer = await task
    if not interaction.response.is_done() and _past_deadline(interaction):
        return
    await send_answer(interaction, answer)


def _past_deadline(interaction: discord.Interaction) -> bool:
    """Too late to answer at all: Discord would refuse the callback. Dropped with one counted line."""
    if age_of(interaction.id) <= DEADLINE:
        return False
    gate = getattr(interaction.client, "gate", None)
    if gate is None:
        return False
    return gate.too_late(interaction.id, label_of(interaction), interaction)


async def send_answer(interaction: discord.Interaction, answer: Answer) -> None:
    """An answer as an embed: with buttons when the card has a flip or doors, ephemeral when it
    is a "did you mean" or another error the asker can fix."""
    if answer.error:
        await reply(interaction, ephemeral=True, embed=answer_embed(answer))
        set_outcome(interaction, USER_ERROR)
        return
    view = step_buttons(answer, owner_id=interaction.user.id)
    if view is None:
        await reply(interaction, embed=answer_embed(answer))
    else:
        await reply(interaction, embed=answer_embed(answer), view=view)
    set_outcome(interaction, ANSWERED)


# --- buttons ----------------------------------------------------------------------------------

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


ACTION = r"t|[ul][0-9]"
STATE = (rf"(?P<zone>[{''.join(ZONE_CODES.values())}]):(?P<action>{ACTION}):(?P<steps>[^:]*):(?P<card>.+)")


def make_custom_id(kind: str, owner_id: int, zone: str, action: str, steps: list[str], doors: list[str],
                   card: str, *, now: float | None = None) -> str | None:
    """The button's custom_id, or None when the state does not fit in 100 characters."""
    code = ZONE_CODES.get(zone)
    if code is None:
        return None
    return buttons.custom_id(kind, owner_id, f"{code}:{action}:{encode_steps(steps, doors)}:{card}", now=now)


class StepButton(buttons.AskerButton, template=buttons.template("[rd]", STATE)):
    """One more step for the answer on this message: flip a double-faced card, or unlock or
    lock one of a Room's doors. Only the asker may press it, until it expires."""

    def __init__(self, custom_id: str, label: str, **kwargs: Any) -> None:
        super().__init__(custom_id, shorten(label, BUTTON_LABEL_MAX), **kwargs)
        self.kind = self.match["kind"]
        self.zone = ZONES_BY_CODE[self.match["zone"]]
        self.action = self.match["action"]
        self.encoded_steps = self.match["steps"]
        self.card = self.match["card"]

    async def _steps_so_far(self, interaction: discord.Interaction) -> tuple[list[str], list[str]] | None:
        doors = await library_of(interaction).faces(self.card) if self.kind == "r" else []
        try:
            return decode_steps(self.encoded_steps, doors), doors
        except ValueError:
            return None

    async def ask_again(self, interaction: discord.Interaction) -> str:
        decoded = await self._steps_so_far(interaction)
        command = "/room" if self.kind == "r" else "/dfc"
        steps = "; ".join(decoded[0]) if decoded else ""
        return f"{command} card:{self.card} zone:{self.zone}" + (f" steps:{steps}" if steps else "")

    async def press(self, interaction: discord.Interaction) -> None:
        library = library_of(interaction)
        decoded = await self._steps_so_far(interaction)
        if decoded is None or (self.action != "t" and int(self.action[1:]) >= len(decoded[1])):
            set_outcome(interaction, USER_ERROR)
            await reply(interaction, ephemeral=True, embed=message_embed(
                "Outdated button", "This button no longer matches the card: ask the question again."))
            return
        steps, doors = decoded
        if self.action == "t":
            steps.append("transform")
        else:
            steps.append(("unlock " if self.action[0] == "u" else "lock ") + doors[int(self.action[1:])])
        if self.kind == "r":
            answer = await library.room(self.card, self.zone, steps)
        else:
            answer = await library.dfc(self.card, self.zone, steps)
        if answer.error:
            set_outcome(interaction, USER_ERROR)
            await reply(interaction, ephemeral=True, embed=answer_embed(answer))
            return
        await interaction.response.edit_message(embed=answer_embed(answer),
                                                view=step_buttons(answer, owner_id=self.owner_id, zone=self.zone),
                                                allowed_mentions=NO_MENTIONS)
        set_outcome(interaction, ANSWERED)


def step_buttons(answer: Answer, *, owner_id: int, zone: str | None = None) -> discord.ui.View | None:
    """The buttons an answer gets (None when it gets none): a Room's doors, or a flip."""
    card = answer.card_name
    if not card or answer.error:
        return None
    zone = zone or answer.zone or "battlefield"
    steps = list(answer.step_list)
    items = []
    if answer.doors and len(answer.doors) <= 10:
        for i, door in enumerate(answer.doors):
            unlocked = door in answer.unlocked
            action = ("l" if unlocked else "u") + str(i)
            custom_id = make_custom_id("r", owner_id, zone, action, steps, answer.doors, card)
            if custom_id is None:
                continue
            label = ("Lock " if unlocked else "Unlock ") + door
            items.append(StepButton(custom_id, label, emoji="🔒" if unlocked else "🔓",
                                    style=discord.ButtonStyle.secondary if unlocked
                                    else discord.ButtonStyle.primary))
    elif answer.double_faced:
        custom_id = make_custom_id("d", owner_id, zone, "t", steps, [], card)
        if custom_id is not None:
            items.append(StepButton(custom_id, "Transform", emoji="🔄", style=discord.ButtonStyle.primary))
    return buttons.components(*items)
