"""/dfc's and /room's `day_night` option (the CLI's --day-night), through discord.py's own parser and CommandTree,
and the buttons of such an answer, which re-run the question from the same designation."""

from __future__ import annotations

import cogs._shared as shared
from tests.discord import harness as h

CHANNEL_MESSAGE = 4
STRING = 3


def test_day_night_is_an_option_with_discords_own_choices(bot):
    for name in ("dfc", "room"):
        cmd = next(c for c in bot.tree.get_commands() if c.name == name).to_dict(bot.tree)
        option = next(o for o in cmd["options"] if o["name"] == "day_night")
        assert option["type"] == STRING and option["required"] is False
        assert [c["value"] for c in option["choices"]] == ["neither", "day", "night"]


async def answer(bot, api, name: str, **options) -> dict:
    payload = h.command(name, **options)
    await api.run(bot, payload)
    cb = api.callback(payload)
    assert cb.type == CHANNEL_MESSAGE and not cb.ephemeral, cb.body
    return cb.response["resource"]["message"]


async def test_a_daybound_card_entering_at_night_enters_transformed(bot, discord_api):
    night = await answer(bot, discord_api, "dfc", card="Brutal Cathar", zone="graveyard", steps="enter",
                         day_night="night")
    lines = night["embeds"][0]["description"].split("\n")
    assert "named Moonrage Brute" in lines[0] and "back face up" in lines[1]
    plain = await answer(bot, discord_api, "dfc", card="Brutal Cathar", zone="graveyard", steps="enter")
    assert "named Brutal Cathar" in plain["embeds"][0]["description"].split("\n")[0]


async def test_the_rules_text_button_keeps_the_night(bot, discord_api):
    message = await answer(bot, discord_api, "dfc", card="Brutal Cathar", zone="graveyard", steps="enter",
                           day_night="night")
    rules = next(b for b in h.buttons(message) if b["label"] == "Rules text")
    assert ":!t~" in rules["custom_id"]
    press = h.button_press(message, rules["custom_id"])
    await discord_api.run(bot, press)
    text = str(discord_api.callback(press).data)
    assert "Moonrage Brute" in text and "enters transformed" in text.replace("enters the battlefield transformed",
                                                                              "enters transformed")


async def test_a_room_at_night_answers_and_its_buttons_carry_the_night(bot, discord_api):
    message = await answer(bot, discord_api, "room", card="Bottomless Pool", zone="hand",
                           steps="cast Bottomless Pool; resolve", day_night="night")
    ids = h.custom_ids(message)
    unlock = next(b for b in h.buttons(message) if b["label"].startswith("Unlock"))
    assert all(":!t~" in i for i in ids if i.startswith(("mtg:", "mtgx:"))) and ids
    press = h.button_press(message, unlock["custom_id"])
    await discord_api.run(bot, press)
    after = discord_api.callback(press).data
    assert "Locker Room" in after["embeds"][0]["description"]
    assert all(":!t~" in i for i in h.custom_ids(after) if i.startswith(("mtg:", "mtgx:")))


def test_the_designation_survives_the_custom_id():
    for day_night in (None, "day", "night"):
        for steps in ([], ["enter"], ["cast Bottomless Pool", "resolve", "unlock Locker Room"]):
            encoded = shared.encode_state(steps, ["Bottomless Pool", "Locker Room"], day_night)
            assert shared.decode_state(encoded, ["Bottomless Pool", "Locker Room"]) == (steps, day_night)
