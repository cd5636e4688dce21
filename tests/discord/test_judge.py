"""/mtr, /ipg, /jar and /penalty through discord.py's own parser, CommandTree and HTTP path,
answered from the catalog built from ../shared/data (with its judge/ documents)."""

from __future__ import annotations

from tests.discord import harness as h

CHANNEL_MESSAGE = 4
AUTOCOMPLETE_RESULT = 8
UPDATE_MESSAGE = 7


async def ask(bot, api, name: str, /, **options):
    payload = h.command(name, **options)
    await api.run(bot, payload)
    return api.callback(payload)


def labels(data: dict) -> list[str]:
    return [b.get("label") for b in h.buttons(data)]


async def test_ipg_infraction_answers_with_the_penalty_first(bot, discord_api):
    cb = await ask(bot, discord_api, "ipg", query="missed trigger")
    assert cb.type == CHANNEL_MESSAGE and not cb.ephemeral
    (embed,) = cb.data["embeds"]
    assert embed["title"] == "IPG 2.1 — Game Play Error — Missed Trigger"
    first_line = embed["description"].split("\n")[0]
    assert first_line == "**Missed Trigger — No Penalty** (Competitive and Professional REL)"
    assert embed["footer"]["text"].startswith("Infraction Procedure Guide effective 2024-09-23 · page 1/")
    assert embed["url"] == "https://wpn.wizards.com/en/rules-documents"
    assert "press Next ▶" in embed["description"]  # a long section is paged, not a wall
    assert len(embed["description"]) < 2000
    assert cb.data["allowed_mentions"] == {"parse": []}
    assert labels(cb.data)[:2] == ["◀ Previous", "Next ▶"]
    # "MTR section 4.3" in the text became a button
    assert any(label.startswith("See MTR 4.3 Out-of-Order Sequencing") for label in labels(cb.data))
    link = next(b for b in h.buttons(cb.data) if b.get("url"))
    assert link["url"] == "https://wpn.wizards.com/en/rules-documents"


async def test_next_page_edits_the_message_and_others_get_their_own_copy(bot, discord_api):
    cb = await ask(bot, discord_api, "mtr", query="4.2")
    message = cb.response["resource"]["message"]
    assert message["embeds"][0]["title"] == "MTR 4.2 — Tournament Shortcuts"
    nxt = next(b for b in h.buttons(message) if b["label"] == "Next ▶")
    press = h.button_press(message, nxt["custom_id"])
    await discord_api.run(bot, press)
    done = discord_api.callback(press)
    assert done.type == UPDATE_MESSAGE
    embed = done.data["embeds"][0]
    assert embed["footer"]["text"].endswith("page 2/" + embed["footer"]["text"].rsplit("/", 1)[1])
    assert embed["description"] != message["embeds"][0]["description"]
    prev = next(b for b in h.buttons(done.data) if b["label"] == "◀ Previous")
    assert not prev.get("disabled")

    other = h.button_press(message, nxt["custom_id"], user_id=h.OTHER_USER_ID)
    await discord_api.run(bot, other)
    theirs = discord_api.callback(other)
    assert theirs.type == CHANNEL_MESSAGE and theirs.ephemeral
    assert theirs.data["embeds"][0]["footer"]["text"] == embed["footer"]["text"]


async def test_cross_reference_button_opens_that_section_for_the_presser(bot, discord_api):
    cb = await ask(bot, discord_api, "ipg", query="2.1")
    message = cb.response["resource"]["message"]
    see = next(b for b in h.buttons(message) if b["label"].startswith("See MTR 4.3"))
    press = h.button_press(message, see["custom_id"])
    await discord_api.run(bot, press)
    opened = discord_api.callback(press)
    assert opened.ephemeral
    assert opened.data["embeds"][0]["title"] == "MTR 4.3 — Out-of-Order Sequencing"


async def test_penalty_from_common_words(bot, discord_api):
    cb = await ask(bot, discord_api, "penalty", query="drew an extra card")
    (embed,) = cb.data["embeds"]
    assert embed["description"].startswith("**Hidden Card Error — Warning**")
    assert embed["title"] == "IPG 2.3 — Game Play Error — Hidden Card Error"


async def test_jar_section_and_footer(bot, discord_api):
    cb = await ask(bot, discord_api, "jar", query="triggered ability")
    (embed,) = cb.data["embeds"]
    assert embed["title"].startswith("JAR 2.1 — A player forgets a triggered ability")
    assert "Judging at Regular REL effective 2024-09-23" in embed["footer"]["text"]


async def test_unknown_section_is_an_ephemeral_answer_that_says_what_exists(bot, discord_api):
    cb = await ask(bot, discord_api, "mtr", query="11.4")
    assert cb.ephemeral
    (embed,) = cb.data["embeds"]
    assert embed["title"] == "Not found"
    assert "no section 11.4" in embed["description"] and "1–10" in embed["description"]
    assert not cb.data.get("components")


async def test_long_and_blank_queries_get_a_clear_message(bot, discord_api):
    cb = await ask(bot, discord_api, "ipg", query="x" * 1000)
    assert cb.ephemeral and "1000 characters" in cb.data["embeds"][0]["description"]
    cb = await ask(bot, discord_api, "penalty", query="   ")
    assert cb.ephemeral and "empty" in cb.data["embeds"][0]["description"]


async def test_autocomplete_finds_sections_by_number_and_title(bot, discord_api):
    payload = h.autocomplete("ipg", "query", query="missed")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.type == AUTOCOMPLETE_RESULT
    choices = cb.body["data"]["choices"]
    assert choices[0] == {"name": "2.1 — Missed Trigger (No Penalty)", "value": "2.1"}

    payload = h.autocomplete("mtr", "query", query="4.")
    await discord_api.run(bot, payload)
    names = [c["name"] for c in discord_api.callback(payload).body["data"]["choices"]]
    assert names[:3] == ["4 — Communication", "4.1 — Player Communication", "4.2 — Tournament Shortcuts"]
    assert all(len(c) <= 100 for c in names)

    payload = h.autocomplete("penalty", "query", query="slow")
    await discord_api.run(bot, payload)
    choices = discord_api.callback(payload).body["data"]["choices"]
    assert choices[0] == {"name": "Slow Play — Warning", "value": "Slow Play"}


async def test_answers_leave_nothing_behind_in_the_view_store(bot, discord_api):
    """Every judge button carries its state in its custom_id: no view is kept per message."""
    store = bot._connection._view_store
    before = (len(store._views), len(store._synced_message_views))
    for query in ("4.2", "2.8", "10.4", "3.12", "A"):
        cb = await ask(bot, discord_api, "mtr", query=query)
        assert h.buttons(cb.data)
    assert (len(store._views), len(store._synced_message_views)) == before


async def test_penalty_card_first_then_its_parts_behind_buttons(bot, discord_api):
    cb = await ask(bot, discord_api, "penalty", query="opponent cast a spell without paying the mana")
    (embed,) = cb.data["embeds"]
    assert embed["title"] == "IPG 2.5 — Game Play Error — Game Rule Violation"
    description = embed["description"]
    assert description.startswith("**Game Rule Violation — Warning**") and len(description) <= 1300
    assert "**Fix:** First, consider a simple backup" in description
    assert "**Definition**" not in description  # behind its button
    assert {"Definition", "Examples", "Philosophy", "Additional Remedy"} <= set(labels(cb.data))
    message = cb.response["resource"]["message"]
    definition = next(b for b in h.buttons(message) if b["label"] == "Definition")
    press = h.button_press(message, definition["custom_id"], user_id=h.OTHER_USER_ID)
    await discord_api.run(bot, press)
    opened = discord_api.callback(press)
    assert opened.ephemeral
    assert opened.data["embeds"][0]["description"].startswith(
        "**Definition**\n\nThis infraction covers the majority of game situations")


async def test_a_close_call_offers_both_infractions_as_buttons(bot, discord_api):
    cb = await ask(bot, discord_api, "penalty", query="while drawing he lifted two cards and saw the one underneath")
    (embed,) = cb.data["embeds"]
    assert embed["description"].startswith("**Close call:** **Looking at Extra Cards** (Warning) or "
                                           "**Hidden Card Error** (Warning)")
    assert len(embed["description"]) <= 1300
    assert {"Looking at Extra Cards (Warning)", "Hidden Card Error (Warning)"} <= \
        set(labels(cb.data))
    message = cb.response["resource"]["message"]
    hce = next(b for b in h.buttons(message) if b["label"] == "Hidden Card Error (Warning)")
    press = h.button_press(message, hce["custom_id"])
    await discord_api.run(bot, press)
    opened = discord_api.callback(press)
    assert opened.ephemeral
    assert opened.data["embeds"][0]["title"] == "IPG 2.3 — Game Play Error — Hidden Card Error"
    assert opened.data["embeds"][0]["description"].startswith("**Hidden Card Error — Warning**")
