"""Discord glue: every interaction passes through here before discord.py routes it.

- Its age is measured from its snowflake (when Discord created it), not from when a handler
  happened to start: one already past Discord's 3 s is dropped quietly, with one counted log
  line, instead of two failing requests and a traceback.
- While the bot is stopping, new interactions are refused; those in flight are tracked so a
  stop (SIGTERM) or a catalog reload can wait for them.
- Button presses go to the button class whose template matches (bot/buttons.py), and a press
  no class answers gets an ephemeral "ask again".
- Failures are sorted: Discord's faults (5xx, an interaction already acknowledged or unknown,
  the network) get one log line; the bot's own get a traceback and a short apology.
- Answers are computed in one lane (WorkLane), one at a time with the event loop free between
  two, so that a burst's acknowledgements and autocompletes are not kept waiting behind a
  thousand answers computed in one tick; the lane knows how long its queue will take, and an
  answer that would come too late is deferred at once (cogs/_shared.py, answer_in_time).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
import discord

from bot import discord_private
from bot import metrics as m
from bot.buttons import answer_unknown_press, send_ephemeral

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger(__name__)

DEADLINE = 3.0  # Discord's: an interaction must be acknowledged within 3 s of its creation
DEFER_AT = 1.5  # an answer not ready at this age is deferred ("thinking"), while there is still time
CLOCK_SKEW_LIMIT = 60.0  # an age beyond this says more about this machine's clock than the interaction
DISCORD_EPOCH_MS = 1420070400000
UNKNOWN_INTERACTION = 10062  # Discord's code: the interaction's token is expired or unknown
ALREADY_ACKNOWLEDGED = 40060


def created_at(interaction_id: int) -> float:
    """When Discord created the interaction, in Unix seconds, from its snowflake."""
    return ((interaction_id >> 22) + DISCORD_EPOCH_MS) / 1000


_skew_warned = False


def age_of(interaction_id: int, now: float | None = None) -> float:
    """Seconds since Discord created the interaction. A clock more than a minute off would make
    every interaction look late (or fresh): then the age is taken as 0 and one warning logged."""
    global _skew_warned
    age = (time.time() if now is None else now) - created_at(interaction_id)
    if abs(age) > CLOCK_SKEW_LIMIT:
        if not _skew_warned:
            _skew_warned = True
            log.warning("This machine's clock differs from Discord's by about %.0f s: interaction ages cannot be "
                        "measured, so late interactions are not dropped. Synchronise the clock (NTP).", age)
        return 0.0
    return max(0.0, age)


def label_of(interaction: discord.Interaction | dict) -> str:
    """The metrics label of an interaction: the command's name, never anything typed."""
    data = interaction.get("data") if isinstance(interaction, dict) else interaction.data
    kind = interaction.get("type") if isinstance(interaction, dict) else interaction.type.value
    data = data or {}
    if kind == 3:
        return "button"
    name = str(data.get("name", "?"))
    name = name if name.isascii() and name.replace("-", "").replace("_", "").replace(" ", "").isalnum() \
        and len(name) <= 32 else "?"
    return f"autocomplete {name}" if kind == 4 else name


def discord_fault(error: BaseException) -> str | None:
    """What Discord or the network did wrong, in a few words; None when the fault is the bot's."""
    e = getattr(error, "original", error)
    if isinstance(e, discord.HTTPException):
        if e.code == UNKNOWN_INTERACTION:
            return "Discord no longer knows this interaction (past its 3 s, or answered elsewhere)"
        if e.code == ALREADY_ACKNOWLEDGED:
            return "the interaction was already acknowledged (a retried request had reached Discord)"
        if isinstance(e, discord.DiscordServerError):
            return f"Discord answered {e.status}"
        if isinstance(e, discord.RateLimited):
            return f"rate limited for {e.retry_after:.0f} s"
        if e.status == 429:  # without Discord's Via header discord.py does not retry: a Cloudflare limit
            return "rate limited (HTTP 429)"
        return None
    if isinstance(e, aiohttp.ClientError | ConnectionError | TimeoutError):
        return f"network: {type(e).__name__}"
    return None


def set_outcome(interaction: discord.Interaction, outcome: str) -> None:
    interaction.extras["outcome"] = outcome


async def report_failure(interaction: discord.Interaction, error: BaseException, *, what: str) -> None:
    """One log line for Discord's fault; a traceback and an apology for the bot's."""
    fault = discord_fault(error)
    if fault is not None:
        set_outcome(interaction, m.DISCORD_FAULT)
        m.METRICS.errors.labels(kind="discord").inc()
        log.warning("Interaction %s (%s) not answered: %s", interaction.id, what, fault)
        return
    set_outcome(interaction, m.FAILED)
    m.METRICS.errors.labels(kind="bot").inc()
    log.error("Interaction %s (%s) failed", interaction.id, what, exc_info=getattr(error, "original", error))
    if interaction.type is discord.InteractionType.autocomplete:
        await no_choices(interaction)
        return
    try:
        from bot.phrases import notice

        await send_ephemeral(interaction, *notice(getattr(interaction, "locale", None), "fault"))
    except Exception as e:  # noqa: BLE001 -- the apology failing must not raise again
        log.warning("Could not send the apology for interaction %s: %s", interaction.id,
                    discord_fault(e) or type(e).__name__)


async def no_choices(interaction: discord.Interaction) -> None:
    """An autocomplete can only be answered with choices: an empty list, never a message."""
    if interaction.response.is_done():
        return
    try:
        await interaction.response.autocomplete([])
    except Exception as e:  # noqa: BLE001
        log.warning("Could not answer autocomplete %s: %s", interaction.id, discord_fault(e) or type(e).__name__)


class DiscordFaultsInOneLine(logging.Filter):
    """discord.py logs an autocomplete whose reply failed with a traceback ("Ignoring exception in
    autocomplete"); when the failure is Discord's, the record becomes one line without it."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            fault = discord_fault(record.exc_info[1])
            if fault is not None:
                record.msg, record.args = f"{record.getMessage()}: {fault}", None
                record.exc_info = record.exc_text = None
                record.levelno, record.levelname = logging.WARNING, "WARNING"
                m.METRICS.errors.labels(kind="discord").inc()
        return True


T = TypeVar("T")


class WorkLane:
    """The answers' work, one at a time in arrival order, with a turn of the event loop between two.

    Under a burst (bench/bench_load.py: a thousand interactions at once) each answer used to be
    computed as soon as its task came up, all of them in the same turn of the loop: seconds in which
    no request left for Discord, the timer that defers a slow answer at 1.5 s could not fire, and
    acknowledgements missed Discord's 3 s. In the lane, one answer is computed per turn; between two,
    the loop sends and reads what is waiting (acknowledgements, autocomplete choices, answers). The
    lane also knows how long its queue will take (`wait_seconds`, from a moving average of the time
    an answer takes), so an answer that could not be ready in time is deferred before it queues.
    Autocomplete never enters it: it cannot be deferred and is answered from memory at once.
    """

    AVERAGE_OVER = 0.2  # weight of the newest answer in the moving average
    HOLD_MAX = 2.0  # seconds an answer keeps its turn at most

    def __init__(self, per_answer: float = 0.01) -> None:
        self._turn = asyncio.Lock()  # fair: waiters are served in the order they came
        self.waiting = 0  # answers queued, not yet computing
        self.per_answer = per_answer  # seconds an answer takes, a moving average

    def wait_seconds(self) -> float:
        """About how long an answer queued now would wait for its turn."""
        return (self.waiting + (1 if self._turn.locked() else 0)) * self.per_answer

    def queue(self, work: Awaitable[T], *, name: str | None = None) -> asyncio.Task[T]:
        """A task of `work`'s result, computed when its turn comes. It counts in `wait_seconds` from
        now (the next interaction's estimate includes it); cancelled while it waits, it never runs."""
        self.waiting += 1
        queued = [True]

        def unqueue() -> None:
            if queued[0]:
                queued[0] = False
                self.waiting -= 1

        def done(task: asyncio.Task) -> None:
            if queued[0]:  # cancelled before its turn, maybe before it started at all
                unqueue()
                if asyncio.iscoroutine(work):
                    work.close()  # never started: no "never awaited" warning

        task = asyncio.get_running_loop().create_task(self._run(work, unqueue), name=name)
        task.add_done_callback(done)
        return task

    async def _run(self, work: Awaitable[T], unqueue) -> T:  # type: ignore[no-untyped-def]
        await self._turn.acquire()
        unqueue()
        started = time.perf_counter()
        me = asyncio.current_task()
        job = asyncio.ensure_future(work) if not asyncio.iscoroutine(work) else \
            asyncio.get_running_loop().create_task(work, name=me.get_name() if me else None)
        try:
            # an answer that waits on something slow (a file, a thread) gives up its turn after HOLD_MAX s
            # and finishes outside the lane: one stuck answer never holds up all the others
            await asyncio.wait({job}, timeout=self.HOLD_MAX)
        except asyncio.CancelledError:
            job.cancel()
            raise
        finally:
            took = time.perf_counter() - started
            self.per_answer += self.AVERAGE_OVER * (took - self.per_answer)
            # released in the loop's next turn, not now: an answer queued in this turn must wait for it
            # too (the lock is free to the first comer), and what is waiting goes out before the next
            asyncio.get_running_loop().call_soon(self._turn.release)
        try:
            return await job
        except asyncio.CancelledError:
            job.cancel()
            raise


class Gate:
    """Admits, tracks and finishes the bot's interactions (installed by RulesBot.setup_hook)."""

    def __init__(self, bot: commands.Bot, metrics: m.Metrics = m.METRICS) -> None:
        self.bot = bot
        self.metrics = metrics
        self.accepting = True
        self.in_flight: set[asyncio.Task] = set()
        self.dropped_late = 0
        self.lane = WorkLane()

    def install(self) -> None:
        """Take INTERACTION_CREATE from discord.py's parser table: the gateway calls this instead.
        A discord.py that moved what this reaches into stops the bot here, saying what moved."""
        discord_private.check(self.bot)
        discord_private.take_interactions(self.bot, self.receive)
        tree_log = logging.getLogger("discord.app_commands.tree")
        if not any(isinstance(f, DiscordFaultsInOneLine) for f in tree_log.filters):
            tree_log.addFilter(DiscordFaultsInOneLine())

    # -- admission ---------------------------------------------------------------------------

    def receive(self, data: dict) -> None:
        state = discord_private.connection_state(self.bot)
        label = label_of(data)
        if not self.accepting:
            self.metrics.interactions.labels(command=label, outcome=m.REFUSED).inc()
            log.info("Interaction %s (%s) refused: the bot is stopping", data.get("id"), label)
            return
        if self.too_late(int(data["id"]), label):
            return
        interaction = discord.Interaction(data=data, state=state)
        kind = data.get("type")
        work: Awaitable[Any]
        if kind in (2, 4):
            work = self.bot.tree.answer(interaction)  # type: ignore[attr-defined]
        elif kind == 3:
            work = self._press(interaction)
        else:  # modal submits and anything newer: discord.py's own routing
            discord_private.route_as_discord_py(self.bot, data)
            return
        # named after its command (never anything typed): a profile or bench/bench_load.py tells them apart
        task = asyncio.get_running_loop().create_task(self._run(interaction, label, work),
                                                      name=f"interaction {label}")
        self.in_flight.add(task)
        task.add_done_callback(self.in_flight.discard)
        state.dispatch("interaction", interaction)

    def too_late(self, interaction_id: int, label: str, interaction: discord.Interaction | None = None) -> bool:
        """True (and counted, and logged once) when the interaction is past Discord's deadline."""
        age = age_of(interaction_id)
        if age <= DEADLINE:
            return False
        self.dropped_late += 1
        self.metrics.interactions.labels(command=label, outcome=m.LATE).inc()
        if interaction is not None:
            set_outcome(interaction, m.LATE)
        log.warning("Interaction %s (%s) dropped: %.1f s old, past Discord's %.0f s (%d dropped since start)",
                    interaction_id, label, age, DEADLINE, self.dropped_late)
        return True

    # -- work --------------------------------------------------------------------------------

    async def _run(self, interaction: discord.Interaction, label: str, work: Awaitable[Any]) -> None:
        self.metrics.in_flight.inc()
        try:
            await work
        except Exception as error:  # noqa: BLE001 -- the last net: nothing escapes as "never retrieved"
            await report_failure(interaction, error, what=label)
        finally:
            self.metrics.in_flight.dec()
        outcome = interaction.extras.get("outcome")
        if outcome == m.LATE:
            return  # counted when dropped
        if outcome is None:
            outcome = m.ANSWERED if interaction.response.is_done() else m.FAILED
        self.metrics.interactions.labels(command=label, outcome=outcome).inc()
        if outcome in (m.ANSWERED, m.USER_ERROR):
            self.metrics.answer_seconds.labels(command=label).observe(age_of(interaction.id))

    async def _press(self, interaction: discord.Interaction) -> None:
        data = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        for pattern, cls in discord_private.dynamic_item_classes(self.bot):  # every bot.add_dynamic_items class
            match = pattern.fullmatch(custom_id)
            if match is not None:
                await discord_private.run_dynamic_item(self.bot, int(data.get("component_type", 2)), cls,
                                                       interaction, custom_id, match)
                break
        if not interaction.response.is_done():  # no class, or one that refused this custom_id
            set_outcome(interaction, m.EXPIRED)
            await answer_unknown_press(interaction)

    # -- stopping ----------------------------------------------------------------------------

    async def drain(self, timeout: float) -> int:
        """Refuse new interactions and wait up to `timeout` s for those in flight; how many did not
        finish in time."""
        self.accepting = False
        pending = set(self.in_flight)
        if pending:
            log.info("Stopping: finishing %d interactions in flight (at most %.0f s)", len(pending), timeout)
            _, pending = await asyncio.wait(pending, timeout=timeout)
        return len(pending)


