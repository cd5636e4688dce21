"""What every command cog shares: option choices, autocomplete, replying, and the buttons.

Not an extension itself (the leading underscore keeps the loader away from it).

The buttons carry their whole state in the custom_id and keep nothing in the process, so a
press works after a restart and on any process (bot/buttons.py has the mechanics: expiry, the
asker, routing). The step buttons:

    mtg:<kind>:<expires>:<owner>:<zone>:<action>:<steps>:<card>

kind is "r" (a Room's door) or "d" (a double-faced card's flip), in capitals ("R", "D") on a
/card answer, whose text is never overwritten: the simulation comes as a new reply; expires and
owner (the asker's user ID) in base 36, as bot/buttons.py writes them; zone one letter (ZONE_CODES); action (followed
by "@ja" when the answer is said in Japanese, so that the next one is too) "t" (transform), "g" (meld with
the card's meld partner, read from the catalog), "u0"/"u1" (unlock the left or right door), "l0"/"l1" (an effect
locks it), "s" (start over: no steps); steps the steps so far, "~" between them, each one of
those codes, "c0"/"c1" (cast a door), "m" and a zone code (move), a STEP_CODES letter, or "=" and
the step's own words with "%", ":" and "~" escaped, led by "!d" or "!t" when the question started by day or
at night (`day_night`), so that the next step is run from the same designation; card the card's
name. A custom_id holds at most 100 characters: when the state would not fit, the button is
left out rather than cut short.

The Rules text button (anyone may press it: the answer comes only to the presser) re-runs the
question and shows the full text, ephemerally, in pages:

    mtgx:<command>:<zone>:<page>:<steps>:<query>

command "r", "d", "c" (card), "n" (day and night, with "@ja" after it for an answer in Japanese; zone then "n", "d" or "t" for the start) or
"q" (rule); page "o" to open page 1 as a new ephemeral message, or a page number to turn to.

A "which one?" answer offers its candidates (in the order given) as buttons, or as one select
menu when there are more than five; either asks the original question about the card chosen:

    mtgw:<command>:<zone>:<steps>:<card>      a button
    mtgs:<command>:<zone>:<steps>             the menu (the card is the option chosen)
"""

from __future__ import annotations

import asyncio
import logging
import re
from importlib import import_module
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

import discord
from discord import app_commands

from bot import buttons, phrases
from bot.answers import Answer
from bot.ask.words import say
from bot.language import in_language, language_of
from bot.interactions import DEADLINE, DEFER_AT, age_of, label_of, report_failure, set_outcome
from bot.metrics import ANSWERED, METRICS, USER_ERROR
from bot.rules.vocabulary import DAYNIGHT_STARTS, ZONES
from bot.embeds import answer_embed, error_embed, message_embed, rules_text_embed, shorten, with_reading

if TYPE_CHECKING:
    from bot.library import Library

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()

# Discord's limits for choices and components (kept here, once).
CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
CHOICE_VALUE_MAX = 100
CUSTOM_ID_MAX = buttons.CUSTOM_ID_MAX
BUTTON_LABEL_MAX = 80

ZONE_CHOICES = [app_commands.Choice(name=z, value=z) for z in ZONES]
ZONE_CODES = {z: z[0] for z in ZONES}
ZONES_BY_CODE = {c: z for z, c in ZONE_CODES.items()}
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


JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")  # kana and kanji


def asked_in(interaction: discord.Interaction, *typed: str) -> str:
    """The language to answer a command in: Japanese when a name was typed in Japanese or the
    asker's Discord language is Japanese, else English."""
    locale = str(getattr(interaction, "locale", "") or "")
    return "ja" if locale.startswith("ja") or any(JAPANESE.search(t or "") for t in typed) else "en"


async def said_in(library: Library, pending: Awaitable[Answer], lang: str) -> Answer:
    """`pending`'s answer said in `lang` (a refusal's titles and its "which one?" too)."""
    return in_language(library, await pending, lang)


async def answer_with(interaction: discord.Interaction, pending: Awaitable[Answer]) -> None:
    """Reply with the answer `pending` computes: directly, or deferred first when it is slow."""
    answer = await answer_in_time(interaction, pending)
    if answer is not None:
        await send_answer(interaction, answer)


async def answer_in_time(interaction: discord.Interaction, pending: Awaitable[Answer], *,
                         update: bool = False) -> Answer | None:
    """The answer `pending` computes, with the interaction deferred first when it is not ready by
    DEFER_AT seconds after Discord created it (its age, from its snowflake); None when it is past
    Discord's deadline (dropped with one counted log line: no reply can reach the asker).

    The answer is computed in the bot's work lane (bot.interactions.WorkLane), in its turn. When the
    lane's queue says it can't be ready by DEFER_AT, the interaction is deferred at once, while its
    answer waits in the queue: in a burst the acknowledgements go out first, within Discord's 3 s.
    `update`: a button press whose answer replaces the message it is on is deferred as an update (no
    "thinking" message); the caller then edits the original response."""
    current = asyncio.current_task()
    gate = getattr(interaction.client, "gate", None)
    lane = getattr(gate, "lane", None)
    # the answer's own task carries the interaction's task name (its command), for profiles and bench_load
    name = current.get_name() if current is not None else None
    if lane is not None:
        ready_at = age_of(interaction.id) + lane.wait_seconds() + lane.per_answer
        task = lane.queue(pending, name=name)
    elif asyncio.iscoroutine(pending) and current is not None:
        task = asyncio.get_running_loop().create_task(pending, name=name)
    else:
        task = asyncio.ensure_future(pending)
    try:
        if lane is not None and ready_at > DEFER_AT:
            if _past_deadline(interaction):
                task.cancel()
                return None
            log.debug("Interaction %s: about %.1f s of answers queued before its own: deferring", interaction.id,
                      ready_at)
            await _defer(interaction, update)
            return await task
        answer = await asyncio.wait_for(asyncio.shield(task), max(0.0, DEFER_AT - age_of(interaction.id)))
    except TimeoutError:
        if _past_deadline(interaction):
            task.cancel()
            return None
        log.info("Answer not ready %.1f s after interaction %s was created: deferring", DEFER_AT, interaction.id)
        await _defer(interaction, update)
        answer = await task
    except BaseException:
        task.cancel()  # the deferral failed (Discord's fault, reported by the caller), or we were cancelled
        raise
    if not interaction.response.is_done() and _past_deadline(interaction):
        return None
    return answer


async def _defer(interaction: discord.Interaction, update: bool = False) -> None:
    await interaction.response.defer(thinking=not update)
    METRICS.deferrals.labels(command=label_of(interaction)).inc()


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
        view = which_one_view(answer)
        offered = frozenset(b.name for b in view.children if isinstance(b, WhichOneButton)) if view else frozenset()
        offered |= frozenset(o.value for b in (view.children if view else []) if isinstance(b, WhichOneSelect)
                             for o in b.item.options)
        await reply(interaction, ephemeral=True, embed=error_embed(answer, offered=offered),
                    **({"view": view} if view else {}))
        set_outcome(interaction, USER_ERROR)
        return
    if answer.command == "rule":  # the rule text is the answer: in pages, turned with Previous and Next
        embed, pages = rules_text_embed(answer, 0)
        embed = with_reading(embed, answer)  # a rule asked for in words (/ask): how it was read
        view = page_view(answer, 0, pages)
        await reply(interaction, embed=embed, **({"view": view} if view else {}))
        set_outcome(interaction, ANSWERED)
        return
    view = step_buttons(answer, owner_id=interaction.user.id)
    await reply(interaction, embed=answer_embed(answer), **({"view": view} if view else {}))
    set_outcome(interaction, ANSWERED)


# --- buttons ----------------------------------------------------------------------------------

_b36 = buttons.b36  # cogs/_judge.py writes its owners with it


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


def encode_state(steps: list[str], doors: list[str], day_night: str | None = None) -> str:
    """The steps, led by the day/night designation at the start when there is one ("!t~t": at night, transform)."""
    encoded = encode_steps(steps, doors)
    code = {"day": "d", "night": "t"}.get(day_night or "")
    if code is None:
        return encoded
    return f"!{code}" + (f"~{encoded}" if encoded else "")


def decode_state(encoded: str, doors: list[str]) -> tuple[list[str], str | None]:
    """(steps, day_night) from what encode_state wrote; ValueError for a code it doesn't know."""
    if encoded.startswith("!"):
        head, _, rest = encoded.partition("~")
        day_night = {"d": "day", "t": "night"}.get(head[1:])
        if day_night is None:
            raise ValueError(f"unknown designation code {head!r}")
        return decode_steps(rest, doors), day_night
    return decode_steps(encoded, doors), None


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


ACTION = r"t|g|s|[ul][0-9]"
LANG = r"(?:@(?P<lang>[a-z]{2}))?"  # the answer's language when not English ("@ja"): the next answer is said in it
STATE = (rf"(?P<zone>[{''.join(ZONE_CODES.values())}]):(?P<action>{ACTION}){LANG}:(?P<steps>[^:]*):(?P<card>.+)")


def make_custom_id(kind: str, owner_id: int, zone: str, action: str, steps: list[str], doors: list[str],
                   card: str, *, now: float | None = None, lang: str = "en", day_night: str | None = None) -> str | None:
    """The button's custom_id, or None when the state does not fit in 100 characters."""
    code = ZONE_CODES.get(zone)
    if code is None:
        return None
    tag = f"@{lang}" if lang != "en" else ""
    return buttons.custom_id(kind, owner_id, f"{code}:{action}{tag}:{encode_state(steps, doors, day_night)}:{card}",
                             now=now)


def outdated(interaction: discord.Interaction, key: str = "outdated") -> discord.Embed:
    """"Outdated button", in the presser's language."""
    title, _ = phrases.notice(interaction.locale, "outdated")
    return message_embed(title, phrases.notice(interaction.locale, key)[1])


class StepButton(buttons.AskerButton, template=buttons.template("[rdRD]", STATE)):
    """One more step for the answer on this message: flip a double-faced card, unlock or lock one
    of a Room's doors, or start over. Only the asker may press it, until it expires."""

    def __init__(self, custom_id: str, label: str, **kwargs: Any) -> None:
        super().__init__(custom_id, shorten(label, BUTTON_LABEL_MAX), **kwargs)
        self.kind = self.match["kind"]
        self.zone = ZONES_BY_CODE[self.match["zone"]]
        self.action = self.match["action"]
        self.encoded_steps = self.match["steps"]
        self.card = self.match["card"]
        self.lang = self.match["lang"] or "en"

    @property
    def room(self) -> bool:
        return self.kind in ("r", "R")

    async def _steps_so_far(self, interaction: discord.Interaction) -> tuple[list[str], list[str]] | None:
        doors = await library_of(interaction).faces(self.card) if self.room else []
        try:
            steps, self.day_night = decode_state(self.encoded_steps, doors)
            return steps, doors
        except ValueError:
            return None

    day_night: str | None = None  # the designation at the start, read from the custom_id with the steps

    async def ask_again(self, interaction: discord.Interaction) -> str:
        decoded = await self._steps_so_far(interaction)
        steps = "; ".join(decoded[0]) if decoded and self.kind.islower() else ""
        command = "/room" if self.room else "/dfc"
        return (f"{command} card:{self.card} zone:{self.zone}" + (f" steps:{steps}" if steps else "")
                + (f" day_night:{self.day_night}" if self.day_night and self.kind.islower() else ""))

    async def press(self, interaction: discord.Interaction) -> None:
        library = library_of(interaction)
        decoded = await self._steps_so_far(interaction)
        if decoded is None or (self.action[0] in "ul" and int(self.action[1:]) >= len(decoded[1])):
            set_outcome(interaction, USER_ERROR)
            await reply(interaction, ephemeral=True, embed=outdated(interaction))
            return
        steps, doors = decoded
        if self.action == "s":
            steps = []
        elif self.action == "t":
            steps.append("transform")
        elif self.action == "g":
            found, _ = await library.find(self.card)
            if found is None or not found.meld_partner:
                set_outcome(interaction, USER_ERROR)
                await reply(interaction, ephemeral=True, embed=outdated(interaction))
                return
            steps.append(f"meld {found.meld_partner}")
        else:
            steps.append(("unlock " if self.action[0] == "u" else "lock ") + doors[int(self.action[1:])])
        day_night = self.day_night if self.kind.islower() else None  # a /card answer has no designation
        simulate = library.room if self.room else library.dfc
        # a Japanese answer's button answers in Japanese; in the work lane, as a command's answer is
        answer = await answer_in_time(interaction, said_in(library, simulate(
            self.card, self.zone, steps, day_night=day_night), self.lang), update=self.kind.islower())
        if answer is None:
            return
        if answer.error:
            set_outcome(interaction, USER_ERROR)
            await reply(interaction, ephemeral=True, embed=answer_embed(answer))
            return
        view = step_buttons(answer, owner_id=self.owner_id, zone=self.zone)
        if self.kind.isupper():
            # From a /card answer: the card text stays, the simulation is a new reply.
            await reply(interaction, embed=answer_embed(answer), **({"view": view} if view else {}))
        elif interaction.response.is_done():  # deferred as an update: the message the button is on is edited
            await interaction.edit_original_response(embed=answer_embed(answer), view=view,
                                                     allowed_mentions=NO_MENTIONS)
        else:
            await interaction.response.edit_message(embed=answer_embed(answer), view=view,
                                                    allowed_mentions=NO_MENTIONS)
        set_outcome(interaction, ANSWERED)


DAYNIGHT_CODES = {"neither": "n", "day": "d", "night": "t"}
DAYNIGHT_BY_CODE = {c: s for s, c in DAYNIGHT_CODES.items()}
RULES_COMMANDS = {"room": "r", "dfc": "d", "card": "c", "daynight": "n", "rule": "q"}


def rules_text_id(answer: Answer, zone: str | None = None, page: str = "o") -> str | None:
    """The Rules text button's custom_id for an answer, or None when the question does not fit."""
    command = RULES_COMMANDS.get(answer.command)
    if command is None:
        return None
    day_night = None
    if answer.command == "daynight":
        zone_code, steps, query = DAYNIGHT_CODES.get(answer.zone or "neither", "n"), answer.step_list, ""
    elif answer.command in ("room", "dfc"):
        zone_code, steps, query = ZONE_CODES.get(zone or answer.zone or "library"), answer.step_list, answer.card_name
        day_night = answer.day_night
    elif answer.command == "card":
        zone_code, steps, query = "-", [], answer.card_name
    else:
        zone_code, steps, query = "-", [], answer.query
    if zone_code is None or query is None:
        return None
    lang = language_of(answer)
    tag = f"@{lang}" if lang != "en" else ""
    custom_id = f"mtgx:{command}{tag}:{zone_code}:{page}:{encode_state(steps, answer.doors, day_night)}:{query}"
    return custom_id if len(custom_id) <= CUSTOM_ID_MAX else None


class RulesTextButton(discord.ui.DynamicItem[discord.ui.Button],
                      template=r"mtgx:(?P<command>[rdcnq])(?:@(?P<lang>[a-z]{2}))?:(?P<zone>[a-z-]):"
                               r"(?P<page>o|[0-9]{1,3}):"
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
        self.lang = m["lang"] or "en"

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> RulesTextButton:
        return cls(item.custom_id or match.string, item.label or "Rules text",
                   emoji=str(item.emoji) if item.emoji else None)

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            await self._press(interaction)
        except Exception as error:  # noqa: BLE001 -- dynamic item errors never reach the tree's on_error
            await report_failure(interaction, error, what="Rules text button")

    async def _answer(self, library: Library) -> Answer:
        return in_language(library, await self._answer_en(library), self.lang)

    async def _answer_en(self, library: Library) -> Answer:
        doors = await library.faces(self.query) if self.command == "r" else []
        steps, day_night = decode_state(self.encoded_steps, doors)
        if self.command == "r":
            return await library.room(self.query, ZONES_BY_CODE[self.zone_code], steps, day_night=day_night)
        if self.command == "d":
            return await library.dfc(self.query, ZONES_BY_CODE[self.zone_code], steps, day_night=day_night)
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
            await reply(interaction, ephemeral=True, embed=outdated(interaction, "outdated_question"))
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
    lang = language_of(answer)
    for key, target, emoji in (("button_previous", page - 1, "◀️"), ("button_next", page + 1, "▶️")):
        label = say(lang, key)
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
    """The candidates of a "which one?" answer in the order given: a button each when there are at
    most BUTTONS_MAX, otherwise one select menu (each option with its hint). Choosing one answers
    the original question (same command, zone and steps) about that card."""
    command = WHICH_COMMANDS.get(answer.command)
    if command is None or not answer.candidates:
        return None
    zone = ZONE_CODES.get(answer.zone or "", "-") if command != "c" else "-"
    steps = encode_state(answer.step_list, [], answer.day_night if command != "c" else None)
    view = discord.ui.View(timeout=None)
    hints = dict(zip(answer.candidates, answer.candidate_hints))
    shown = dict(zip(answer.candidates, answer.candidate_names))  # the label: the name the asker knows it by
    lang = language_of(answer)
    command += f"@{lang}" if lang != "en" else ""  # the card chosen is answered in the asker's language
    if len(answer.candidates) > BUTTONS_MAX:
        custom_id = f"mtgs:{command}:{zone}:{steps}"
        names = [n for n in answer.candidates if len(n) <= SELECT_VALUE_MAX][:SELECT_OPTIONS_MAX]
        if len(custom_id) <= CUSTOM_ID_MAX and names:
            view.add_item(WhichOneSelect(custom_id, placeholder=say(lang, "which_card"), options=[
                discord.SelectOption(label=shorten(shown.get(n, n), SELECT_LABEL_MAX), value=n,
                                     description=shorten(hints[n], SELECT_LABEL_MAX) if hints.get(n) else None)
                for n in names]))
        return unkept(view) if view.children else None
    for name in answer.candidates[:BUTTONS_MAX]:
        custom_id = f"mtgw:{command}:{zone}:{steps}:{name}"
        if len(custom_id) <= CUSTOM_ID_MAX:
            view.add_item(WhichOneButton(custom_id, shown.get(name, name)))
    return unkept(view) if view.children else None


BUTTONS_MAX = 5  # one row of buttons; more candidates get a select menu
SELECT_OPTIONS_MAX = 25  # Discord's limits for a select menu
SELECT_LABEL_MAX = 100
SELECT_VALUE_MAX = 100


async def answer_about(interaction: discord.Interaction, command_code: str, zone_code: str, encoded_steps: str,
                       name: str, lang: str | None = None) -> None:
    """The original question of a "which one?" answer, about the card chosen, in the channel (in the
    language the question was answered in)."""
    library = library_of(interaction)
    steps, day_night = decode_state(encoded_steps, [])
    command = WHICH_BY_CODE[command_code]
    if command == "card":
        answer = await library.card(name)
    else:
        answer = await getattr(library, command)(name, ZONES_BY_CODE.get(zone_code, "library"), steps,
                                                 day_night=day_night)
    await send_answer(interaction, in_language(library, answer, lang or "en"))


class WhichOneButton(discord.ui.DynamicItem[discord.ui.Button],
                     template=r"mtgw:(?P<command>[crd])(?:@(?P<lang>[a-z]{2}))?:(?P<zone>[a-z-]):(?P<steps>[^:]*):"
                              r"(?P<name>.+)"):
    """One candidate of a "which one?" answer: the original question about this card, answered
    in the channel."""

    def __init__(self, custom_id: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=shorten(label, BUTTON_LABEL_MAX), custom_id=custom_id,
                                           style=discord.ButtonStyle.primary))
        m = self.template.fullmatch(custom_id)
        assert m is not None
        self.command, self.zone_code, self.encoded_steps, self.name = m["command"], m["zone"], m["steps"], m["name"]
        self.lang = m["lang"] or "en"

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> WhichOneButton:
        return cls(item.custom_id or match.string, item.label or match["name"])

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            await answer_about(interaction, self.command, self.zone_code, self.encoded_steps, self.name, self.lang)
        except Exception as error:  # noqa: BLE001
            await report_failure(interaction, error, what="which-one button")


class WhichOneSelect(discord.ui.DynamicItem[discord.ui.Select],
                     template=r"mtgs:(?P<command>[crd])(?:@(?P<lang>[a-z]{2}))?:(?P<zone>[a-z-]):(?P<steps>[^:]*)"):
    """The candidates of a "which one?" answer as a select menu (more than BUTTONS_MAX): the card
    chosen travels in the interaction's values, the question in the custom_id."""

    def __init__(self, custom_id: str, options: list[discord.SelectOption], placeholder: str = "Which card?") -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id, options=options, placeholder=placeholder,
                                           min_values=1, max_values=1))
        m = self.template.fullmatch(custom_id)
        assert m is not None
        self.command, self.zone_code, self.encoded_steps = m["command"], m["zone"], m["steps"]
        self.lang = m["lang"] or "en"

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> WhichOneSelect:
        return cls(item.custom_id or match.string, list(item.options), item.placeholder or "Which card?")

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            values = self.item.values
            if not values:
                await reply(interaction, ephemeral=True, embed=outdated(interaction))
                return
            await answer_about(interaction, self.command, self.zone_code, self.encoded_steps, values[0], self.lang)
        except Exception as error:  # noqa: BLE001
            await report_failure(interaction, error, what="which-one menu")


buttons.also_route(RulesTextButton, WhichOneButton, WhichOneSelect)


def step_buttons(answer: Answer, *, owner_id: int, zone: str | None = None) -> discord.ui.View | None:
    """The buttons an answer gets (None when it gets none): a step button for each step the
    rules allow now (answer.next_steps), Start over once there are steps, and Rules text."""
    if answer.error:
        return None
    items: list[discord.ui.Item] = []
    card = answer.card_name
    lang = language_of(answer)

    def door_name(name: str) -> str:  # a door or face of the card, or the other card a button names (a meld partner)
        return answer.names_said.get(name) or import_module("bot.ask.say").face_name(answer.card, name) \
            if lang != "en" else name

    if card and answer.command in ("room", "dfc", "card"):
        zone = zone or answer.zone or "battlefield"
        steps = list(answer.step_list) if answer.command != "card" else []
        for step in answer.next_steps:
            verb, _, door = step.partition(" ")
            if verb == "transform":
                kind, action, label, emoji = "d", "t", say(lang, "button_transform"), "🔄"
            elif verb == "meld" and door:
                kind, action, label, emoji = "d", "g", say(lang, "button_meld", card=door_name(door)), "🔗"
            elif verb == "unlock" and door in answer.doors:
                kind, action, emoji = "r", "u" + str(answer.doors.index(door)), "🔓"
                label = say(lang, "button_unlock", door=door_name(door))
            elif verb == "lock" and door in answer.doors:  # a player can't lock a door: only an effect does
                kind, action, emoji = "r", "l" + str(answer.doors.index(door)), "🔒"
                label = say(lang, "button_effect_lock", door=door_name(door))
            else:
                continue
            if answer.command == "card":
                kind = kind.upper()
            custom_id = make_custom_id(kind, owner_id, zone, action, steps, answer.doors, card, lang=lang,
                                       day_night=answer.day_night if answer.command != "card" else None)
            if custom_id is not None:
                items.append(StepButton(custom_id, label, emoji=emoji, style=discord.ButtonStyle.primary
                                        if verb != "lock" else discord.ButtonStyle.secondary))
        if steps and items:  # Start over only when the answer has something to step
            kind = "r" if answer.command == "room" else "d"
            custom_id = make_custom_id(kind, owner_id, zone, "s", steps, answer.doors, card, lang=lang,
                                       day_night=answer.day_night)
            if custom_id is not None:
                items.append(StepButton(custom_id, say(lang, "button_start_over"), emoji="↩️"))
    rules_id = rules_text_id(answer, zone) if answer.command != "rule" else None
    if rules_id is not None:
        items.append(RulesTextButton(rules_id, say(lang, "button_rules_text")
                                     if not (answer.command == "card" and answer.rulings)
                                     else say(lang, "button_rules_rulings")))
    return buttons.components(*items)


async def apologise(interaction: discord.Interaction) -> None:
    """The short apology for a failure the asker cannot fix (the traceback is logged)."""
    embed = message_embed(*phrases.notice(getattr(interaction, "locale", None), "fault"))
    try:
        await reply(interaction, ephemeral=True, embed=embed)
    except discord.HTTPException:
        log.warning("Could not send the apology for interaction %s", interaction.id)
