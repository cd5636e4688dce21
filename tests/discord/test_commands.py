"""Slash commands and autocomplete, run through discord.py's own parser, CommandTree and HTTP
request path, answered by the real Library on the catalog built from ../shared/data."""

from __future__ import annotations

import asyncio
import time
import logging

import discord
from discord import app_commands

from tests.discord import harness as h

NO_MENTIONS = {"parse": []}
CHANNEL_MESSAGE = 4
AUTOCOMPLETE_RESULT = 8
EPHEMERAL = 64


def test_every_command_is_on_the_tree(bot):
    names = sorted(c.name for c in bot.tree.get_commands(type=discord.AppCommandType.chat_input))
    assert names == ["ask", "card", "daynight", "dfc", "ipg", "jar", "mtr", "penalty", "reload", "room", "rule"]
    assert [c.name for c in bot.tree.get_commands(type=discord.AppCommandType.message)] == ["Answer this rules question"]
    payload = {c.name: c.to_dict(bot.tree) for c in bot.tree.get_commands(type=discord.AppCommandType.chat_input)}
    options = {name: {o["name"]: o for o in p["options"]} for name, p in payload.items()}
    for cmd, opt in (("card", "name"), ("room", "card"), ("dfc", "card"), ("rule", "query")):
        assert options[cmd][opt]["autocomplete"] is True
    assert [c["value"] for c in options["room"]["zone"]["choices"]][:3] == ["library", "hand", "battlefield"]
    assert [c["value"] for c in options["daynight"]["start"]["choices"]] == ["neither", "day", "night"]
    assert options["room"]["steps"]["required"] is False


async def test_card_answers_with_an_embed_and_no_mentions(bot, discord_api):
    payload = h.command("card", name="Delver of Secrets")
    requests = await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.method == "POST" and cb.path == f"/interactions/{payload['id']}/{payload['token']}/callback"
    assert cb.type == CHANNEL_MESSAGE and not cb.ephemeral
    data = cb.data
    assert data["allowed_mentions"] == NO_MENTIONS
    (embed,) = data["embeds"]
    assert embed["title"] == "Delver of Secrets // Insectile Aberration"
    assert "transforming double-faced card" in embed["description"]
    assert embed["footer"]["text"] == "CR 2026-04-17"
    # the card as players know it: linked to its Scryfall page, its image, blue
    assert embed["url"].startswith("https://scryfall.com/search?q=")
    assert embed["thumbnail"]["url"].startswith("https://cards.scryfall.io/normal/front/")
    assert embed["color"] == 0xC1D7E9
    assert "**Insectile Aberration**" in embed["description"] and "**3/2**" in embed["description"]
    # the rulings are counted with their newest date; their text is one press away
    assert "2 rulings (newest 2016-07-13)" in embed["description"] and not embed.get("fields")
    # a double-faced card gets a flip button (opening a simulation), and the rules and rulings
    button, rules = h.buttons(data)
    assert button["label"] == "Transform" and button["custom_id"].startswith("mtg:D:")
    assert rules["label"] == "Rules & rulings" and rules["custom_id"].startswith("mtgx:c:")
    assert len(requests) == 1


async def test_card_for_a_room_has_a_button_per_door(bot, discord_api):
    payload = h.command("card", name="Bottomless Pool")
    await discord_api.run(bot, payload)
    data = discord_api.callback(payload).data
    assert data["embeds"][0]["title"] == "Bottomless Pool // Locker Room"
    assert [b["label"] for b in h.buttons(data)] == ["Unlock Bottomless Pool", "Unlock Locker Room", "Rules text"]
    assert all(len(b["custom_id"]) <= 100 for b in h.buttons(data))


async def test_a_plain_card_has_no_step_buttons(bot, discord_api):
    payload = h.command("card", name="Grizzly Bears")
    await discord_api.run(bot, payload)
    data = discord_api.callback(payload).data
    assert data["embeds"][0]["title"] == "Grizzly Bears"
    assert [b["label"] for b in h.buttons(data)] == ["Rules text"]


async def test_unknown_name_gets_an_ephemeral_did_you_mean(bot, discord_api):
    payload = h.command("card", name="Delvr")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.type == CHANNEL_MESSAGE and cb.ephemeral
    (embed,) = cb.data["embeds"]
    assert embed["title"] in ("Not found", "Which one?")
    # each candidate is a button that asks the same question about it, not listed a second time
    assert "Deliver" in [b["label"] for b in h.buttons(cb.data)]
    assert not embed.get("fields")
    assert cb.data["allowed_mentions"] == NO_MENTIONS


async def test_mentions_in_a_question_never_ping(bot, discord_api):
    payload = h.command("card", name="@everyone <@&1> <@717171717171717171>")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.data["allowed_mentions"] == NO_MENTIONS
    assert cb.data.get("content") in (None, "")


async def test_rule_by_number_cites_the_rule_and_its_subrules(bot, discord_api):
    payload = h.command("rule", query="709.5")
    await discord_api.run(bot, payload)
    (embed,) = discord_api.callback(payload).data["embeds"]
    assert embed["title"] == "Rule 709.5"
    assert embed["url"] == "https://yawgatog.com/resources/magic-rules/#R7095"
    # the rule once, then its subrules as compact lines, in pages
    lines = embed["description"].split("\n")
    assert lines[0].startswith("**709.5** Some split cards are permanent cards")
    assert lines[2].startswith("**709.5a** ") and embed["description"].count("**709.5**") == 1
    assert embed["footer"]["text"].startswith("Page 1 of ") and not embed.get("fields")


async def test_card_autocomplete_answers_from_the_index(bot, discord_api):
    payload = h.autocomplete("card", "name", name="Delver of")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.type == AUTOCOMPLETE_RESULT
    choices = cb.data["choices"]
    assert 0 < len(choices) <= 25
    assert "Delver of Secrets" in [c["value"] for c in choices]
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)


async def test_room_autocomplete_offers_only_rooms(bot, discord_api, library):
    payload = h.autocomplete("room", "card", card="Bott")
    await discord_api.run(bot, payload)
    values = [c["value"] for c in discord_api.callback(payload).data["choices"]]
    assert "Bottomless Pool // Locker Room" in values or "Bottomless Pool" in values
    assert values == library.autocomplete("Bott", kind="room")


async def test_dfc_autocomplete_with_nothing_typed_still_answers(bot, discord_api):
    payload = h.autocomplete("dfc", "card", card="")
    await discord_api.run(bot, payload)
    assert len(discord_api.callback(payload).data["choices"]) <= 25


async def test_rule_autocomplete_offers_rule_numbers_with_their_text(bot, discord_api):
    payload = h.autocomplete("rule", "query", query="731.2")
    await discord_api.run(bot, payload)
    choices = discord_api.callback(payload).data["choices"]
    assert [c["value"] for c in choices] == ["731.2", "731.2a", "731.2b", "731.2c"]
    assert choices[0]["name"].startswith("731.2 — As the second part of the untap step")


async def test_an_unknown_command_gets_an_ephemeral_message(bot, discord_api, caplog):
    payload = h.command("nosuchcommand", x="y")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral and cb.data["embeds"][0]["title"] == "Unknown command"
    assert cb.data["allowed_mentions"] == NO_MENTIONS


async def test_a_failure_becomes_an_ephemeral_apology_and_a_logged_traceback(bot, discord_api, caplog):
    @app_commands.command(name="explode", description="fails")
    async def explode(interaction: discord.Interaction) -> None:
        raise RuntimeError("boom")

    bot.tree.add_command(explode)
    payload = h.command("explode")
    with caplog.at_level(logging.ERROR, logger="bot.client"):
        await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral and cb.data["embeds"][0]["title"] == "Something went wrong"
    assert "boom" not in str(cb.data)  # the details go to the log, not to the channel
    assert any(r.exc_info and "boom" in str(r.exc_info[1]) for r in caplog.records)


async def test_a_failure_after_responding_becomes_an_ephemeral_followup(bot, discord_api):
    @app_commands.command(name="slowfail", description="defers then fails")
    async def slowfail(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        raise RuntimeError("late boom")

    bot.tree.add_command(slowfail)
    payload = h.command("slowfail")
    requests = await discord_api.run(bot, payload)
    assert discord_api.callback(payload).type == 5  # deferred
    followup = next(r for r in requests if r.path.startswith("/webhooks/"))
    assert followup.method == "POST" and followup.body["flags"] & EPHEMERAL
    assert followup.body["allowed_mentions"] == NO_MENTIONS
    assert followup.body["embeds"][0]["title"] == "Something went wrong"


async def test_daynight_answers(bot, discord_api):
    payload = h.command("daynight", start="day", steps="next turn")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.type == CHANNEL_MESSAGE
    assert cb.data["allowed_mentions"] == NO_MENTIONS
    assert cb.data["embeds"][0]["footer"]["text"] == "CR 2026-04-17"
    lines = cb.data["embeds"][0]["description"].split("\n")
    assert lines[0] == "**Night on turn 2**"
    # the engine's own words for each step, not a table of arrows
    assert lines[3].startswith("`1.` Turn 2") and "->" not in cb.data["embeds"][0]["description"]


async def test_a_direct_message_works_too(bot, discord_api):
    payload = h.command("card", guild=False, name="Grizzly Bears")
    await discord_api.run(bot, payload)
    assert discord_api.callback(payload).data["embeds"][0]["title"] == "Grizzly Bears"


async def test_an_answer_late_in_its_3_s_is_deferred_then_sent_as_a_followup(bot, discord_api):
    payload = h.command("card", name="Delver of Secrets")
    payload["id"] = h.snowflake(at=time.time() - 2.0)  # it waited 2 s in a queue before reaching the bot
    await discord_api.run(bot, payload)
    for _ in range(50):
        if any(r.path.startswith("/webhooks/") for r in discord_api.for_interaction(payload)):
            break
        await asyncio.sleep(0.01)
    requests = discord_api.for_interaction(payload)
    assert discord_api.callback(payload).type == 5  # "thinking…" first
    followup = next(r for r in requests if r.path.startswith("/webhooks/"))
    assert followup.body["embeds"][0]["title"] == "Delver of Secrets // Insectile Aberration"
    assert followup.body["allowed_mentions"] == NO_MENTIONS
    assert h.buttons(followup.body)[0]["label"] == "Transform"


async def test_room_steps_take_a_second_card_and_the_verdict_is_its_answer(bot, discord_api):
    payload = h.command("room", card="Bottomless Pool", zone="hand",
                        steps="cast Bottomless Pool; resolve; check Abrupt Decay")
    await discord_api.run(bot, payload)
    data = discord_api.callback(payload).data
    (embed,) = data["embeds"]
    first_line = embed["description"].splitlines()[0]
    assert "Yes: Abrupt Decay (destroy)" in first_line
    # the rule that gives the Room its mana value with one door unlocked decides, first of at most three
    assert "· 709.5, " in embed["description"]


async def test_a_burst_is_acknowledged_first_when_the_answers_queued_ahead_would_come_too_late(bot, discord_api):
    """In a burst, an answer whose turn in the work lane would come after DEFER_AT is deferred at once
    ("thinking…"), not when its turn comes (past Discord's 3 s): here each answer is taken to last 0.45 s,
    so of four arriving together the first three are answered directly (the third ready at 1.35 s) and
    the fourth (1.8 s) is deferred, then followed up with the same answer."""
    from bot import discord_private

    bot.gate.lane.per_answer = 0.45
    payloads = [h.command("card", name=n) for n in ("Grizzly Bears", "Lightning Bolt", "Delver of Secrets",
                                                      "Bottomless Pool")]
    for payload in payloads:  # in one turn of the loop, as a gateway batch arrives
        discord_private.interaction_handler(bot)(payload)
    for _ in range(500):
        if all(any(r.path.startswith("/webhooks/") for r in discord_api.for_interaction(p)) or
               any(r.path.endswith("/callback") and r.body["type"] == 4 for r in discord_api.for_interaction(p))
               for p in payloads):
            break
        await asyncio.sleep(0.01)
    assert [discord_api.callback(p).type for p in payloads] == [4, 4, 4, 5]
    followup = next(r for r in discord_api.for_interaction(payloads[3]) if r.path.startswith("/webhooks/"))
    assert followup.body["embeds"][0]["title"] == "Bottomless Pool // Locker Room"


async def test_the_work_lane_computes_one_answer_a_turn_in_arrival_order():
    """Between two answers the event loop takes a turn (what was waiting to be sent goes out first),
    and answers are computed in the order they came; one cancelled while queued never runs."""
    from bot.interactions import WorkLane

    lane, ran = WorkLane(), []

    async def work(name: str) -> str:
        ran.append(name)
        asyncio.get_running_loop().call_soon(ran.append, f"turn after {name}")
        return name

    tasks = [lane.queue(work(name)) for name in "abcd"]
    assert lane.waiting == 4 and lane.wait_seconds() == 4 * lane.per_answer  # counted as they are queued
    tasks[2].cancel()
    assert [await t for t in (tasks[0], tasks[1], tasks[3])] == ["a", "b", "d"]
    assert ran == ["a", "turn after a", "b", "turn after b", "d", "turn after d"]
    assert lane.waiting == 0


async def test_an_answer_that_waits_on_something_slow_gives_up_its_turn():
    """One answer stuck on a slow file or thread does not hold up the answers queued behind it: after
    HOLD_MAX s it finishes outside the lane, and it still gives its own result."""
    from bot.interactions import WorkLane

    lane, finished = WorkLane(), []
    lane.HOLD_MAX = 0.05

    async def slow() -> str:
        await asyncio.sleep(0.5)
        finished.append("slow")
        return "slow"

    async def quick() -> str:
        finished.append("quick")
        return "quick"

    first, second = lane.queue(slow()), lane.queue(quick())
    assert await second == "quick" and finished == ["quick"]
    assert await first == "slow" and finished == ["quick", "slow"]
