"""The flip and door buttons: a press re-runs the question with one more step and edits the
message; only the asker may press; the state survives a restart; a press after the button
expired says how to ask again; nothing per answer stays in memory."""

from __future__ import annotations

import asyncio
import time

from hypothesis import given
from hypothesis import strategies as st

import cogs._shared as shared
from bot import buttons as mechanics
from bot.answers import Answer
from bot.client import RulesBot
from bot.settings import Settings
from tests.discord import harness as h

EPHEMERAL = 64
UPDATE_MESSAGE = 7


async def ask(bot, api, name: str, /, **options) -> dict:
    """Run a command and return the message Discord would have posted for it."""
    payload = h.command(name, **options)
    await api.run(bot, payload)
    cb = api.callback(payload)
    assert cb.type == 4 and not cb.ephemeral, cb.body
    return cb.response["resource"]["message"]


def button(message: dict, label: str) -> dict:
    return next(b for b in h.buttons(message) if b["label"] == label)


def step_labels(message: dict) -> list[str]:
    """The buttons that add a step (not Start over, not Rules text)."""
    return [b["label"] for b in h.buttons(message) if b["label"] not in ("Start over", "Rules text")]


async def test_flip_transforms_and_edits_the_message(bot, discord_api):
    message = await ask(bot, discord_api, "dfc", card="Delver of Secrets", zone="battlefield")
    assert "front face up" in message["embeds"][0]["description"]
    press = h.button_press(message, button(message, "Transform")["custom_id"])
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.type == UPDATE_MESSAGE
    assert cb.data["allowed_mentions"] == {"parse": []}
    embed = cb.data["embeds"][0]
    assert "Insectile Aberration" in embed["description"] and "back face up" in embed["description"]
    assert embed["description"].split("\n")[3].startswith("`1.` Delver of Secrets transforms into Insectile Aberration")
    # the new button carries the new state: one transform so far
    new = button(cb.data, "Transform")
    assert new["custom_id"].split(":")[6] == "t"
    assert [b["label"] for b in h.buttons(cb.data)] == ["Transform", "Start over", "Rules text"]

    # and pressing it again turns it back
    again = h.button_press(discord_api.messages[message["id"]], new["custom_id"])
    await discord_api.run(bot, again)
    assert "front face up" in discord_api.callback(again).data["embeds"][0]["description"]


async def test_door_buttons_unlock_then_lock(bot, discord_api):
    message = await ask(bot, discord_api, "room", card="Bottomless Pool", zone="battlefield")
    assert step_labels(message) == ["Unlock Bottomless Pool", "Unlock Locker Room"]
    press = h.button_press(message, button(message, "Unlock Locker Room")["custom_id"])
    await discord_api.run(bot, press)
    data = discord_api.callback(press).data
    assert "Locker Room unlocked" in data["embeds"][0]["description"]
    assert step_labels(data) == ["Unlock Bottomless Pool", "An effect locks Locker Room"]

    edited = discord_api.messages[message["id"]]
    press = h.button_press(edited, button(edited, "An effect locks Locker Room")["custom_id"])
    await discord_api.run(bot, press)
    data = discord_api.callback(press).data
    assert "both doors locked" in data["embeds"][0]["description"]
    assert step_labels(data) == ["Unlock Bottomless Pool", "Unlock Locker Room"]


async def test_card_buttons_open_the_simulation_as_a_new_reply(bot, discord_api):
    message = await ask(bot, discord_api, "card", name="Bottomless Pool")
    press = h.button_press(message, button(message, "Unlock Bottomless Pool")["custom_id"])
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.type == 4 and not cb.ephemeral  # a new message: the card text is not overwritten
    lines = cb.data["embeds"][0]["description"].split("\n")
    assert lines[:2] == ["**Mana value 1 · named Bottomless Pool**", "On the battlefield, Bottomless Pool unlocked"]
    assert discord_api.messages[message["id"]]["embeds"] == message["embeds"]
    assert step_labels(cb.data) == ["Unlock Locker Room", "An effect locks Bottomless Pool"]


async def test_only_the_asker_can_press(bot, discord_api):
    message = await ask(bot, discord_api, "dfc", card="Delver of Secrets", zone="battlefield")
    press = h.button_press(message, button(message, "Transform")["custom_id"], user_id=h.OTHER_USER_ID)
    requests = await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.type == 4 and cb.ephemeral
    assert cb.data["embeds"][0]["title"] == "Not your question"
    assert cb.data["allowed_mentions"] == {"parse": []}
    assert len(requests) == 1  # the message itself was not touched
    assert discord_api.messages[message["id"]]["embeds"] == message["embeds"]


async def test_buttons_still_work_after_a_restart(library, discord_api):
    first = RulesBot(Settings(), library=library)
    await _start(first)
    message = await ask(first, discord_api, "room", card="Bottomless Pool", zone="battlefield",
                        steps="unlock Bottomless Pool")
    await first.close()

    second = RulesBot(Settings(), library=library)  # a new process knows nothing of the old views
    await _start(second)
    try:
        assert not second._connection._view_store._views
        press = h.button_press(message, button(message, "Unlock Locker Room")["custom_id"])
        await discord_api.run(second, press)
        data = discord_api.callback(press).data
        assert step_labels(data) == ["An effect locks Bottomless Pool", "An effect locks Locker Room"]
    finally:
        await second.close()


async def test_a_press_after_expiry_says_how_to_ask_again(bot, discord_api, monkeypatch):
    monkeypatch.setattr(mechanics, "LIFETIME", -1.0)  # every button made now has expired already
    message = await ask(bot, discord_api, "room", card="Bottomless Pool", zone="battlefield",
                        steps="unlock Bottomless Pool")
    expired_before = expired_presses()
    press = h.button_press(message, button(message, "Unlock Locker Room")["custom_id"])
    requests = await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.type == 4 and cb.ephemeral
    embed = cb.data["embeds"][0]
    assert embed["title"] == "This answer has expired"
    assert ("/room card:Bottomless Pool // Locker Room zone:battlefield steps:unlock Bottomless Pool"
            in embed["description"])
    assert len(requests) == 1  # the answer itself is left as it was
    assert discord_api.messages[message["id"]]["embeds"] == message["embeds"]
    for _ in range(20):
        await asyncio.sleep(0)
    assert expired_presses() == expired_before + 1  # counted as expired, not as answered


def expired_presses() -> float:
    from bot.metrics import METRICS

    return METRICS.registry.get_sample_value("mtgbot_interactions_total",
                                             {"command": "button", "outcome": "expired"}) or 0.0


async def test_an_expired_flip_names_the_dfc_command(bot, discord_api, monkeypatch):
    monkeypatch.setattr(mechanics, "LIFETIME", -1.0)
    message = await ask(bot, discord_api, "dfc", card="Delver of Secrets", zone="battlefield")
    press = h.button_press(message, button(message, "Transform")["custom_id"], user_id=h.OTHER_USER_ID)
    await discord_api.run(bot, press)
    assert "/dfc card:Delver of Secrets // Insectile Aberration zone:battlefield" in discord_api.callback(press).data["embeds"][0]["description"]


async def test_a_press_renews_the_expiry(bot, discord_api):
    message = await ask(bot, discord_api, "dfc", card="Delver of Secrets", zone="battlefield")
    old = button(message, "Transform")["custom_id"]
    assert abs(int(old.split(":")[2], 36) - (time.time() + mechanics.LIFETIME)) < 5
    press = h.button_press(message, old)
    await discord_api.run(bot, press)
    new = button(discord_api.callback(press).data, "Transform")
    assert int(new["custom_id"].split(":")[2], 36) >= int(old.split(":")[2], 36)


async def test_no_view_or_task_stays_alive_per_answer(bot, discord_api):
    tasks_before = len(asyncio.all_tasks())
    for _ in range(30):
        message = await ask(bot, discord_api, "dfc", card="Delver of Secrets", zone="battlefield")
        press = h.button_press(message, button(message, "Transform")["custom_id"])
        await discord_api.run(bot, press)
        assert h.buttons(discord_api.callback(press).data)  # every answer had its buttons
    await asyncio.sleep(0)
    store = bot._connection._view_store
    assert not store._views and not store.persistent_views
    assert not bot.gate.in_flight
    assert len(asyncio.all_tasks()) <= tasks_before


async def test_a_tampered_or_old_button_says_ask_again(bot, discord_api):
    message = await ask(bot, discord_api, "dfc", card="Delver of Secrets", zone="battlefield")
    real = button(message, "Transform")["custom_id"]
    for custom_id in ("mtg:d:1l1h2nsm5w0dr:b:t::Delver of Secrets",  # made before buttons carried an expiry
                      real.replace(":b:t:", ":q:t:"),  # a zone that does not exist
                      "mtg:zz:abc", "something else entirely"):
        tampered = {**message, "components": [{"type": 1, "components": [
            {**button(message, "Transform"), "custom_id": custom_id}]}]}
        press = h.button_press(tampered, custom_id)
        requests = await discord_api.run(bot, press)
        cb = discord_api.callback(press)
        assert cb.type == 4 and cb.ephemeral, custom_id
        assert cb.data["embeds"][0]["title"] == "This answer has expired"
        assert len(requests) == 1


def test_state_that_does_not_fit_leaves_the_button_out():
    long_name = "A" * 80 + " // " + "B" * 20
    answer = Answer(command="dfc", query="x", title=long_name, answer="", json={}, card_name=long_name,
                    zone="battlefield", double_faced=True, layout="transform", next_steps=["transform"])
    assert shared.step_buttons(answer, owner_id=h.USER_ID) is None
    ok = Answer(command="dfc", query="x", title="Delver", answer="", json={}, card_name="Delver of Secrets",
                zone="battlefield", double_faced=True, layout="transform", step_list=["transform"] * 3,
                next_steps=["transform"])
    view = shared.step_buttons(ok, owner_id=h.USER_ID)
    assert view is not None and len(view.children) == 3 and all(len(c.custom_id) <= 100 for c in view.children)
    many = Answer(command="dfc", query="x", title="Delver", answer="", json={}, card_name="Delver of Secrets",
                  zone="battlefield", double_faced=True, layout="transform", step_list=["transform"] * 60,
                  next_steps=["transform"])
    assert shared.step_buttons(many, owner_id=h.USER_ID) is None


doors = st.lists(st.text(min_size=1, max_size=20).filter(lambda s: s.strip() == s and s), min_size=2, max_size=2,
                 unique=True)


@given(doors, st.lists(st.text(max_size=30).filter(lambda s: s.strip()), max_size=8), st.data())
def test_steps_survive_the_custom_id(door_names, free_steps, data):
    steps = [data.draw(st.sampled_from(["transform", f"unlock {door_names[0]}", f"lock {door_names[1]}", s,
                                        f"cast {door_names[1]}", "resolve", "enter transformed", "move hand", "copy"]))
             for s in free_steps]
    encoded = shared.encode_steps(steps, door_names)
    assert ":" not in encoded
    assert shared.decode_steps(encoded, door_names) == steps
    custom_id = shared.make_custom_id("r", h.USER_ID, "battlefield", "u0", steps, door_names, "Some Card")
    if custom_id is not None:
        m = shared.StepButton.__discord_ui_compiled_template__.fullmatch(custom_id)
        assert m and shared.decode_steps(m["steps"], door_names) == steps and m["card"] == "Some Card"


async def _start(client: RulesBot) -> None:
    import discord

    await client._async_setup_hook()
    client._connection.user = discord.ClientUser(state=client._connection, data=h.BOT_USER)
    client._connection.application_id = h.APPLICATION_ID
    await client.setup_hook()


async def test_a_meld_card_offers_its_meld_and_pressing_it_melds(bot, discord_api):
    message = await ask(bot, discord_api, "card", name="Gisela, the Broken Blade")
    assert [b["label"] for b in h.buttons(message)] == ["Meld with Bruna, the Fading Light", "Rules & rulings"]
    press = h.button_press(message, button(message, "Meld with Bruna, the Fading Light")["custom_id"])
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    lines = cb.data["embeds"][0]["description"].split("\n")
    assert lines[0] == "**Mana value 11 · named Brisela, Voice of Nightmares · 9/10**"
    assert "melded from Gisela, the Broken Blade and Bruna, the Fading Light" in lines[1]
    # melded, nothing more to step: no Start over offering an empty restart
    assert [b["label"] for b in h.buttons(cb.data)] == ["Rules text"]


async def test_a_press_behind_a_long_queue_is_deferred_as_an_update_then_the_message_edited(bot, discord_api):
    """A step press waits in the work lane like a command's answer: behind a long queue (here each
    answer taken to last 2 s) it is acknowledged at once as an update (type 6, no "thinking" message),
    and the message the button is on is then edited with the new state."""
    message = await ask(bot, discord_api, "dfc", card="Delver of Secrets", zone="battlefield")
    bot.gate.lane.per_answer = 2.0
    press = h.button_press(message, button(message, "Transform")["custom_id"])
    await discord_api.run(bot, press)
    assert discord_api.callback(press).type == 6
    for _ in range(300):
        edits = [r for r in discord_api.for_interaction(press) if r.method == "PATCH"]
        if edits:
            break
        await asyncio.sleep(0.01)
    (edit,) = edits
    assert edit.path.endswith("/messages/@original")
    assert "back face up" in edit.body["embeds"][0]["description"]
    assert button(edit.body, "Transform")["custom_id"].split(":")[6] == "t"
