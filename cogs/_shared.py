"""What every command cog shares: option choices, autocomplete, replying, and the buttons.

Not an extension itself (the leading underscore keeps the loader away from it).

The buttons carry their whole state in the custom_id, so a press still works after the bot
restarts (they are registered with Bot.add_dynamic_items):

    mtg:<kind>:<owner>:<zone>:<action>:<steps>:<card>

kind is "r" (a Room's door) or "d" (a double-faced card's flip), in capitals ("R", "D") on a
/card answer, whose text is never overwritten: the simulation comes as a new reply; owner is the asker's user ID
in base 36; zone one letter (ZONE_CODES); action "t" (transform), "u0"/"u1" (unlock the left
or right door), "l0"/"l1" (lock it), "s" (start over: no steps); steps the steps so far, "~" between them, each one of
those codes, "c0"/"c1" (cast a door), "m" and a zone code (move), a STEP_CODES letter, or "=" and
the step's own words with "%", ":" and "~" escaped; card the card's
name. A custom_id holds at most 100 characters: when the state would not fit, the button is
left out rather than cut short.

The Rules text button (anyone may press it: the answer comes only to the presser) re-runs the
question and shows the full text, ephemerally, in pages:

    mtgx:<command>:<zone>:<page>:<steps>:<query>

command "r", "d", "c" (card), "n" (day and night, zone then "n", "d" or "t" for the start) or
"q" (rule); page "o" to open page 1 as a new ephemeral message, or a page number to turn to.
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
from bot.embeds import answer_embed, error_embed, message_embed, rules_text_embed, shorten, with_reading

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
        view = which_one_view(answer)
        offered = frozenset(b.name for b in view.children if isinstance(b, WhichOneButton)) if view else frozenset()
        await reply(interaction, ephemeral=True, embed=error_embed(answer, offered=offered),
                    **({"view": view} if view else {}))
        return
    if answer.command == "rule":  # the rule text is the answer: in pages, turned with Previous and Next
        embed, pages = rules_text_embed(answer, 0)
        embed = with_reading(embed, answer)  # a rule asked for in words (/ask): how it was read
        view = page_view(answer, 0, pages)
        await reply(interaction, embed=embed, **({"view": view} if view else {}))
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


# Steps asked often, in a letter or two, so that longer questions still fit a custom_id.
STEP_CODES = {"transform": "t", "resolve": "r", "enter": "e", "enter transformed": "E", "blink": "b", "copy": "p"}
STEPS_BY_CODE = {c: s for s, c in STEP_CODES.items()}


def encode_steps(steps: list[str], doors: list[str]) -> str:
    out = []
    for step in steps:
        code = STEP_CODES.get(step)
        if code is None:
            verb, _, rest = step.partition(" ")
            if verb in ("unlock", "lock", "cast") and rest in doors:
                code = verb[0] + str(doors.index(rest))
            elif verb == "move" and rest in ZONE_CODES:
                code = "m" + ZONE_CODES[rest]
        out.append(code if code is not None else "=" + _escape(step))
    return "~".join(out)


def decode_steps(encoded: str, doors: list[str]) -> list[str]:
    if not encoded:
        return []
    steps = []
    for part in encoded.split("~"):
        if part in STEPS_BY_CODE:
            steps.append(STEPS_BY_CODE[part])
        elif part.startswith("="):
            steps.append(unquote(part[1:]))
        elif part[:1] in ("u", "l", "c") and part[1:].isdigit() and int(part[1:]) < len(doors):
            steps.append({"u": "unlock ", "l": "lock ", "c": "cast "}[part[0]] + doors[int(part[1:])])
        elif part[:1] == "m" and part[1:] in ZONES_BY_CODE:
            steps.append("move " + ZONES_BY_CODE[part[1:]])
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
                 template=r"mtg:(?P<kind>[rdRD]):(?P<owner>[0-9a-z]{1,14}):(?P<zone>[a-z]):"
                          r"(?P<action>t|s|[ul][0-9]):(?P<steps>[^:]*):(?P<card>.+)"):
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
        room = self.kind in ("r", "R")
        doors = await library.faces(self.card) if room else []
        try:
            steps = decode_steps(self.encoded_steps, doors)
        except ValueError:
            await reply(interaction, ephemeral=True, embed=message_embed(
                "Outdated button", "This button no longer matches the card: ask the question again."))
            return
        if self.action == "s":
            steps = []
        elif self.action == "t":
            steps.append("transform")
        else:
            index = int(self.action[1:])
            if index >= len(doors):
                await reply(interaction, ephemeral=True, embed=message_embed(
                    "Outdated button", "This button no longer matches the card: ask the question again."))
                return
            steps.append(("unlock " if self.action[0] == "u" else "lock ") + doors[index])
        if room:
            answer = await library.room(self.card, self.zone, steps)
        else:
            answer = await library.dfc(self.card, self.zone, steps)
        if answer.error:
            await reply(interaction, ephemeral=True, embed=answer_embed(answer))
            return
        if self.kind.isupper():
            # From a /card answer: the card text stays, the simulation is a new reply.
            view = AnswerView.for_answer(answer, owner_id=self.owner_id, zone=self.zone)
            message_id = await reply(interaction, embed=answer_embed(answer), **({"view": view} if view else {}))
            if view is not None:
                view.track(interaction, message_id)
            return
        message_id = interaction.message.id if interaction.message else None
        AnswerView.stop_tracking(message_id)
        view = AnswerView.for_answer(answer, owner_id=self.owner_id, zone=self.zone)
        await interaction.response.edit_message(embed=answer_embed(answer), view=view,
                                                allowed_mentions=NO_MENTIONS)
        if view is not None:
            view.track(interaction, message_id)


DAYNIGHT_CODES = {"neither": "n", "day": "d", "night": "t"}
DAYNIGHT_BY_CODE = {c: s for s, c in DAYNIGHT_CODES.items()}
RULES_COMMANDS = {"room": "r", "dfc": "d", "card": "c", "daynight": "n", "rule": "q"}


def rules_text_id(answer: Answer, zone: str | None = None, page: str = "o") -> str | None:
    """The Rules text button's custom_id for an answer, or None when the question does not fit."""
    command = RULES_COMMANDS.get(answer.command)
    if command is None:
        return None
    if answer.command == "daynight":
        zone_code, steps, query = DAYNIGHT_CODES.get(answer.zone or "neither", "n"), answer.step_list, ""
    elif answer.command in ("room", "dfc"):
        zone_code, steps, query = ZONE_CODES.get(zone or answer.zone or "library"), answer.step_list, answer.card_name
    elif answer.command == "card":
        zone_code, steps, query = "-", [], answer.card_name
    else:
        zone_code, steps, query = "-", [], answer.query
    if zone_code is None or query is None:
        return None
    custom_id = f"mtgx:{command}:{zone_code}:{page}:{encode_steps(steps, answer.doors)}:{query}"
    return custom_id if len(custom_id) <= CUSTOM_ID_MAX else None


class RulesTextButton(discord.ui.DynamicItem[discord.ui.Button],
                      template=r"mtgx:(?P<command>[rdcnq]):(?P<zone>[a-z-]):(?P<page>o|[0-9]{1,3}):"
                               r"(?P<steps>[^:]*):(?P<query>.*)"):
    """The full text behind an answer (every step in full, the rules cited, the rulings), for
    the presser only, in pages. Anyone may press it."""

    def __init__(self, custom_id: str, label: str = "Rules text", *, emoji: str | None = "📖",
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=shorten(label, BUTTON_LABEL_MAX), custom_id=custom_id,
                                           style=discord.ButtonStyle.secondary, emoji=emoji, disabled=disabled))
        m = self.template.fullmatch(custom_id)
        assert m is not None
        self.command, self.zone_code, self.page = m["command"], m["zone"], m["page"]
        self.encoded_steps, self.query = m["steps"], m["query"]

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> RulesTextButton:
        return cls(item.custom_id or match.string, item.label or "Rules text",
                   emoji=str(item.emoji) if item.emoji else None)

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            await self._press(interaction)
        except Exception:
            log.exception("Rules text button %r failed", self.custom_id)
            await apologise(interaction)

    async def _answer(self, library: Library) -> Answer:
        doors = await library.faces(self.query) if self.command == "r" else []
        steps = decode_steps(self.encoded_steps, doors)
        if self.command == "r":
            return await library.room(self.query, ZONES_BY_CODE[self.zone_code], steps)
        if self.command == "d":
            return await library.dfc(self.query, ZONES_BY_CODE[self.zone_code], steps)
        if self.command == "n":
            return await library.daynight(DAYNIGHT_BY_CODE.get(self.zone_code, "neither"), steps)
        if self.command == "c":
            return await library.card(self.query)
        return await library.rule(self.query)

    async def _press(self, interaction: discord.Interaction) -> None:
        try:
            answer = await self._answer(library_of(interaction))
        except (ValueError, KeyError):
            answer = None
        if answer is None or answer.error:
            await reply(interaction, ephemeral=True, embed=message_embed(
                "Outdated button", "This button no longer matches the question: ask it again."))
            return
        page = 0 if self.page == "o" else int(self.page)
        embed, pages = rules_text_embed(answer, page)
        page = max(0, min(page, pages - 1))
        view = page_view(answer, page, pages)
        if self.page == "o":
            await reply(interaction, ephemeral=True, embed=embed, **({"view": view} if view else {}))
        else:
            await interaction.response.edit_message(embed=embed, view=view, allowed_mentions=NO_MENTIONS)


def page_view(answer: Answer, page: int, pages: int) -> discord.ui.View | None:
    """Previous and Next under a page of rules text (none when it is one page)."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    for label, target, emoji in (("Previous", page - 1, "◀️"), ("Next", page + 1, "▶️")):
        if not 0 <= target < pages:
            continue
        custom_id = rules_text_id(answer, page=str(target))
        if custom_id is None:
            return None
        view.add_item(RulesTextButton(custom_id, label, emoji=emoji))
    return unkept(view)


def unkept(view: discord.ui.View) -> discord.ui.View:
    """A view that only carries buttons: stopped, so discord.py keeps nothing of it per message
    (its buttons are dynamic items, answered however old the message is)."""
    view.stop()
    return view


WHICH_COMMANDS = {"card": "c", "room": "r", "dfc": "d"}
WHICH_BY_CODE = {c: s for s, c in WHICH_COMMANDS.items()}


def which_one_view(answer: Answer) -> discord.ui.View | None:
    """A button per candidate card under a "which one?" answer, most likely first: pressing one
    answers the original question (same command, zone and steps) about that card."""
    command = WHICH_COMMANDS.get(answer.command)
    if command is None or not answer.candidates:
        return None
    zone = ZONE_CODES.get(answer.zone or "", "-") if command != "c" else "-"
    steps = encode_steps(answer.step_list, [])
    view = discord.ui.View(timeout=None)
    for name in answer.candidates[:CANDIDATES_MAX]:
        custom_id = f"mtgw:{command}:{zone}:{steps}:{name}"
        if len(custom_id) <= CUSTOM_ID_MAX:
            view.add_item(WhichOneButton(custom_id, name))
    return unkept(view) if view.children else None


CANDIDATES_MAX = 10  # two rows of buttons


class WhichOneButton(discord.ui.DynamicItem[discord.ui.Button],
                     template=r"mtgw:(?P<command>[crd]):(?P<zone>[a-z-]):(?P<steps>[^:]*):(?P<name>.+)"):
    """One candidate of a "which one?" answer: the original question about this card, answered
    in the channel."""

    def __init__(self, custom_id: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=shorten(label, BUTTON_LABEL_MAX), custom_id=custom_id,
                                           style=discord.ButtonStyle.primary))
        m = self.template.fullmatch(custom_id)
        assert m is not None
        self.command, self.zone_code, self.encoded_steps, self.name = m["command"], m["zone"], m["steps"], m["name"]

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> WhichOneButton:
        return cls(item.custom_id or match.string, item.label or match["name"])

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            library = library_of(interaction)
            steps = decode_steps(self.encoded_steps, [])
            command = WHICH_BY_CODE[self.command]
            if command == "card":
                answer = await library.card(self.name)
            else:
                zone = ZONES_BY_CODE.get(self.zone_code, "library")
                answer = await getattr(library, command)(self.name, zone, steps)
            await send_answer(interaction, answer)
        except Exception:
            log.exception("Which-one button %r failed", self.custom_id)
            await apologise(interaction)


class AnswerView(discord.ui.View):
    """The buttons under an answer; disabled once they time out."""

    _live: ClassVar[dict[int, AnswerView]] = {}  # message ID -> the view now on that message

    def __init__(self, *, timeout: float | None = None) -> None:
        super().__init__(timeout=BUTTON_TIMEOUT if timeout is None else timeout)
        self.interaction: discord.Interaction | None = None
        self.message_id: int | None = None

    @classmethod
    def for_answer(cls, answer: Answer, *, owner_id: int, zone: str | None = None) -> AnswerView | None:
        """The buttons an answer gets (None when it gets none): a step button for each step the
        rules allow now (answer.next_steps), Start over once there are steps, and Rules text."""
        if answer.error:
            return None
        view = cls()
        card = answer.card_name
        if card and answer.command in ("room", "dfc", "card"):
            zone = zone or answer.zone or "battlefield"
            steps = list(answer.step_list) if answer.command != "card" else []
            for step in answer.next_steps:
                verb, _, door = step.partition(" ")
                if verb == "transform":
                    kind, action, label, emoji = "d", "t", "Transform", "🔄"
                elif verb in ("unlock", "lock") and door in answer.doors:
                    kind, action = "r", verb[0] + str(answer.doors.index(door))
                    label, emoji = f"{verb.capitalize()} {door}", "🔓" if verb == "unlock" else "🔒"
                else:
                    continue
                if answer.command == "card":
                    kind = kind.upper()
                custom_id = make_custom_id(kind, owner_id, zone, action, steps, answer.doors, card)
                if custom_id is not None:
                    view.add_item(StepButton(custom_id, label, emoji=emoji, style=discord.ButtonStyle.primary
                                             if verb != "lock" else discord.ButtonStyle.secondary))
            if steps:
                kind = "r" if answer.command == "room" else "d"
                custom_id = make_custom_id(kind, owner_id, zone, "s", steps, answer.doors, card)
                if custom_id is not None:
                    view.add_item(StepButton(custom_id, "Start over", emoji="↩️"))
        rules_id = rules_text_id(answer, zone) if answer.command != "rule" else None
        if rules_id is not None:
            view.add_item(RulesTextButton(rules_id, "Rules text" if not (answer.command == "card" and answer.rulings)
                                          else "Rules & rulings"))
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
