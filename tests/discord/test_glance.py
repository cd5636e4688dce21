"""Replies a judge reads at a glance on a phone: the verdict in the first two lines, a default
simulation reply within one phone screen, buttons only for what can happen now, card text
shown as printed, and the rule texts one (ephemeral, paged) press away."""

from __future__ import annotations

import random
import sqlite3

import pytest

from bot.answers import Answer
from bot.catalog.model import Card, Face
from bot.embeds import PHONE_BUDGET, answer_embed, within_limits
from bot.markdown import escape, rules_text
from tests.discord import harness as h

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "stack")


def _cards(catalog_path, where: str) -> list[str]:
    with sqlite3.connect(catalog_path) as conn:
        return [r[0] for r in conn.execute(f"SELECT name FROM cards WHERE is_game = 1 AND {where} ORDER BY name")]


def _steps(rng: random.Random, doors: list[str], room: bool) -> list[str]:
    if room:
        pool = ["cast " + d for d in doors] + ["unlock " + d for d in doors] + ["lock " + d for d in doors] + [
            "resolve", "enter", "blink", "copy", "move graveyard", "effect unlock " + doors[-1]]
    else:
        pool = ["enter", "transform", "transform", "copy", "blink", "cast front", "resolve", "move exile",
                "enter transformed"]
    return [rng.choice(pool) for _ in range(rng.randint(0, 10))]


@pytest.fixture(scope="module")
async def questions(library, catalog_path) -> list[tuple[Answer, dict]]:
    """Three hundred simulation questions on real Rooms and double-faced cards, random zones
    and up to ten random steps, with the answers and the embeds they get (errors left out)."""
    rng = random.Random(8)
    rooms = _cards(catalog_path, "is_room = 1")
    dfcs = _cards(catalog_path, "(is_double_faced = 1 OR layout = 'meld') AND is_room = 0")
    out = []
    while len(out) < 300:
        room = rng.random() < 0.4
        card = rng.choice(rooms if room else dfcs)
        found, _ = await library.find(card)
        steps = _steps(rng, [f.name for f in found.faces], room)
        zone = rng.choice(ZONES)
        answer = await (library.room if room else library.dfc)(card, zone, steps)
        if answer.ok:
            out.append((answer, answer_embed(answer).to_dict()))
    return out


def _text_units(embed: dict) -> int:
    """Embed text as Discord counts it for its 6000 limit: title, description, fields, footer."""
    parts = [embed.get("title", ""), embed.get("description", ""), embed.get("footer", {}).get("text", "")]
    parts += [f["name"] + f["value"] for f in embed.get("fields", [])]
    return sum(len(p.encode("utf-16-le")) // 2 for p in parts)


async def test_a_default_simulation_reply_fits_one_phone_screen(questions):
    sizes = [_text_units(embed) for _, embed in questions]
    assert max(sizes) <= 900 == PHONE_BUDGET, sorted(sizes)[-5:]
    assert all(not embed.get("fields") for _, embed in questions)
    long_ones = [embed for a, embed in questions if len(a.brief_steps) >= 8]
    assert long_ones  # the generator does ask long questions


async def test_the_first_two_lines_carry_the_verdict(questions):
    for answer, embed in questions:
        state = answer.json["state"]
        first, second = embed["description"].split("\n")[:2]
        if not state["exists"]:
            assert first == "**No longer exists**"
            continue
        assert first.startswith(f"**Mana value {state['mana_value']} · ")
        names = state["names"]
        assert (all(escape(n) in first for n in names) if names else "no name" in first), first
        zone_words = {"battlefield": "On the battlefield", "stack": "On the stack", "hand": "In hand",
                      "library": "In the library", "graveyard": "In the graveyard", "exile": "In exile"}
        assert second.startswith(zone_words[state["zone"]]), second
        for door in state["unlocked"]:
            assert escape(door) in second or "both doors unlocked" in second


async def test_only_steps_the_rules_allow_get_a_button(questions, library):
    offered = {"unlock": 0, "lock": 0, "transform": 0, "meld": 0}
    # The random sample may hold no meld card where it can meld: one is always asked about too.
    meld = await library.dfc("Bruna, the Fading Light", "battlefield", [])
    for answer, _ in [*questions, (meld, None)]:
        state = answer.json["state"]
        card = answer.card
        for step in answer.next_steps:
            verb = step.split(" ")[0]
            offered[verb] += 1
            if verb in ("unlock", "lock"):
                assert state["zone"] == "battlefield" and card.is_room
                door = step.split(" ", 1)[1]
                assert (door in state["locked"]) if verb == "unlock" else (door in state["unlocked"])
            elif verb == "meld":  # a meld card offers its meld, with its own partner
                assert card.layout == "meld" and step == f"meld {card.meld_partner}"
                assert state["zone"] == "battlefield" and not state["is_copy"] and len(state["cards"]) == 1
            else:
                assert state["zone"] in ("battlefield", "stack") and not state["is_copy"]
                assert card.layout != "meld"
                assert not {"Daybound", "Nightbound"} & {k for f in card.faces for k in f.keywords}
            # and the engine carries it out
            again = await (library.room if card.is_room else library.dfc)(card.name, answer.zone,
                                                                          [*answer.step_list, step])
            assert again.json["steps"][-1]["result"] == "ok"
    assert all(offered.values()), offered  # each kind of button appears somewhere


async def test_no_button_on_a_daybound_card_a_melded_card_or_a_copy(library):
    bruna = await library.dfc("Bruna, the Fading Light", "library", ["enter"])
    assert bruna.next_steps == ["meld Gisela, the Broken Blade"]  # its meld, never a transform
    for card, steps in (("Tavern Ruffian", ["enter"]),
                        ("Bruna, the Fading Light", ["enter", "meld Gisela, the Broken Blade"]),
                        ("Delver of Secrets", ["enter", "copy"])):
        answer = await library.dfc(card, "library", steps)
        assert answer.ok and answer.next_steps == [], card
    delver = await library.dfc("Delver of Secrets", "library", ["enter"])
    assert delver.next_steps == ["transform"]
    in_hand = await library.room("Bottomless Pool", "hand", [])
    assert in_hand.next_steps == []


def test_card_text_shows_as_printed():
    assert escape("*/1+*") == r"\*/1+\*"
    assert escape("________ Goblin") == r"\_\_\_\_\_\_\_\_ Goblin"
    assert escape("# 1\n- a\n> q") == "\\# 1\n\\- a\n\\> q"
    assert escape("~~s~~ `c` ||x|| [l](u)") == r"\~\~s\~\~ \`c\` \|\|x\|\| \[l\](u)"
    # reminder text in italics, and said once across faces
    seen: set[str] = set()
    assert rules_text("Flying (It can't be blocked.)", seen=seen) == "Flying *(It can't be blocked.)*"
    assert rules_text("(It can't be blocked.)\nHaste", seen=seen) == "Haste"


def test_a_hostile_card_name_and_text_render_as_printed():
    face = Face(name="________ Goblin", mana_cost="{2}{R}", mana_value=3, type_line="Creature — Goblin",
                types=("Creature",), text="*/1+* gets **bold** _here_ (|| spoiler ||)", power="*", toughness="1+*",
                colors=("R",))
    card = Card(name="________ Goblin", layout="normal", mana_value=3, color_identity=("R",), faces=(face,))
    answer = Answer(command="card", query="goblin", title=card.name, answer="A normal card; mana value 3.",
                    json={}, card=card, card_name=card.name)
    embed = answer_embed(answer).to_dict()
    assert embed["title"] == r"\_\_\_\_\_\_\_\_ Goblin"
    assert r"\*/1+\* gets \*\*bold\*\* \_here\_ *(\|\| spoiler \|\|)*" in embed["description"]
    assert r"**\*/1+\***" in embed["description"]
    assert embed["color"] == 0xE49977 and "thumbnail" not in embed  # red; no Scryfall id, no image
    assert within_limits(answer_embed(answer)) == []


async def test_mana_symbols_become_the_deployments_emoji(library, monkeypatch):
    from bot import embeds

    monkeypatch.setattr(embeds, "mana_emoji", {"manau": "<:manau:1>", "mana4": "<:mana4:2>"})
    text = answer_embed(await library.card("Bottomless Pool")).description
    assert "**Bottomless Pool** <:manau:1>" in text and "**Locker Room** <:mana4:2><:manau:1>" in text


async def test_rules_text_is_ephemeral_and_paged(bot, discord_api):
    payload = h.command("room", card="Bottomless Pool", zone="library",
                        steps="cast Locker Room; resolve; unlock Bottomless Pool; lock Locker Room; blink; copy")
    await discord_api.run(bot, payload)
    message = discord_api.callback(payload).response["resource"]["message"]
    assert "709.3" in message["embeds"][0]["description"]  # the rule numbers are on the reply...
    assert "chooses which half of a split card" not in message["embeds"][0]["description"]  # ...their text is not
    rules = next(b for b in h.buttons(message) if b["label"] == "Rules text")
    press = h.button_press(message, rules["custom_id"], user_id=h.OTHER_USER_ID)  # anyone may read it
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.type == 4 and cb.ephemeral
    page = cb.data["embeds"][0]
    assert page["footer"]["text"].startswith("Page 1 of ")
    pages = int(page["footer"]["text"].split(" of ")[1].split(" ")[0])
    assert pages >= 2
    assert [b["label"] for b in h.buttons(cb.data)] == ["Next"]
    shown = page["description"]
    # turn the pages: each replaces the ephemeral message, and together they hold every rule cited
    for n in range(2, pages + 1):
        body = h.message_payload(cb.data, flags=64)
        turn = h.button_press(body, next(b for b in h.buttons(cb.data) if b["label"] == "Next")["custom_id"])
        await discord_api.run(bot, turn)
        cb = discord_api.callback(turn)
        assert cb.type == 7  # the ephemeral message is edited
        assert cb.data["embeds"][0]["footer"]["text"].startswith(f"Page {n} of {pages}")
        shown += cb.data["embeds"][0]["description"]
    assert "Previous" in [b["label"] for b in h.buttons(cb.data)]
    answer = await bot.library.room("Bottomless Pool", "library", ["cast Locker Room", "resolve",
                                    "unlock Bottomless Pool", "lock Locker Room", "blink", "copy"])
    for citation in answer.citations:
        assert f"**{citation.number}**" in shown


async def test_start_over_returns_to_the_question_without_steps(bot, discord_api):
    payload = h.command("dfc", card="Delver of Secrets", zone="battlefield", steps="transform")
    await discord_api.run(bot, payload)
    message = discord_api.callback(payload).response["resource"]["message"]
    assert message["embeds"][0]["description"].startswith("**Mana value 1 · named Insectile Aberration · 3/2**")
    again = next(b for b in h.buttons(message) if b["label"] == "Start over")
    press = h.button_press(message, again["custom_id"])
    await discord_api.run(bot, press)
    data = discord_api.callback(press).data
    assert data["embeds"][0]["description"].startswith("**Mana value 1 · named Delver of Secrets")
    assert "Start over" not in [b["label"] for b in h.buttons(data)]


async def test_rule_pages_turn_with_next_and_previous(bot, discord_api):
    payload = h.command("rule", query="712")
    await discord_api.run(bot, payload)
    message = discord_api.callback(payload).response["resource"]["message"]
    first = message["embeds"][0]
    assert first["description"].startswith("**712** Double-Faced Cards")
    # a bare section lists its numbered rules before their lettered subrules
    numbers = [line.split("**")[1] for line in first["description"].split("\n") if line.startswith("**")]
    assert numbers[:3] == ["712", "712.1", "712.2"]
    assert [b["label"] for b in h.buttons(message)] == ["Next"]
    press = h.button_press(message, h.buttons(message)[0]["custom_id"], user_id=h.OTHER_USER_ID)
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.type == 7 and cb.data["embeds"][0]["footer"]["text"].startswith("Page 2 of ")
    assert [b["label"] for b in h.buttons(cb.data)] == ["Previous", "Next"]


async def test_a_glossary_term_shows_its_definition_and_the_rule_it_points_to(bot, discord_api):
    payload = h.command("rule", query="daybound")
    await discord_api.run(bot, payload)
    embed = discord_api.callback(payload).response["resource"]["message"]["embeds"][0]
    assert embed["description"].startswith("An ability found on the front faces of some double-faced cards")
    assert "**702.145** Daybound and Nightbound" in embed["description"]
    assert "**702.145a** " in embed["description"]  # the rule it points to, with its subrules


async def test_rule_history_finds_the_real_changes_between_editions(bot, discord_api):
    payload = h.command("rule", query="712.9 history")
    await discord_api.run(bot, payload)
    embeds = [discord_api.callback(payload).response["resource"]["message"]["embeds"][0]]
    text = embeds[0]["description"]
    assert text.startswith("Rule 712.9 is in the editions from 2021-11-19 to 2026-04-17; its text changed in 3")
    # September 2025: double-faced tokens and cards that are not meld cards, instead of "transforming" ones
    history = await bot.library.rule("712.9 history")
    (sept,) = [e for e in history.json["changed"] if e["effective"] == "2025-09-19"]
    (change,) = sept["changes"]
    assert change["kind"] == "changed"
    assert ["-", "transforming tokens and"] in change["diff"]
    assert ["+", "tokens and double-faced cards that are not meld"] in change["diff"]
    # the June 2025 renumbering of Transform (701.28 -> 701.27) is found too
    (june,) = [e for e in history.json["changed"] if e["effective"] == "2025-06-06"]
    assert ["-", "701.28,"] in june["changes"][0]["diff"] and ["+", "701.27,"] in june["changes"][0]["diff"]
    # a rule that first appeared in November 2024 says so
    door = await bot.library.rule("709.5j history")
    assert door.json["first"] == "2024-11-08" and door.json["changed"] == []
    # a section's history lists the rules under it that changed
    section = await bot.library.rule("712 history")
    assert "712.4c" in [c["number"] for e in section.json["changed"] if e["effective"] == "2025-09-19"
                        for c in e["changes"]]


async def test_which_one_buttons_answer_the_original_question(bot, discord_api):
    payload = h.command("room", card="pool", zone="battlefield", steps="unlock Locker Room")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    # /room pool: "pool" fits many cards, but only one Room, so the Room is the answer
    assert not cb.ephemeral and "Locker Room unlocked" in cb.data["embeds"][0]["description"]

    payload = h.command("card", name="thalia")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    embed = cb.data["embeds"][0]
    assert cb.ephemeral and embed["title"] == "Which one?"
    # a question back, not an error: a neutral colour, no rules edition (no rule was applied)
    assert embed["color"] == 0x979C9F and "footer" not in embed
    # each candidate with a hint that tells it apart, in the order given
    lines = next(f for f in embed["fields"] if f["name"] == "Did you mean")["value"].split("\n")
    assert lines[:2] == ["• **Thalia, Heretic Cathar** — {2}{W} · Legendary Creature — Human Soldier",
                         "• **Thalia, Guardian of Thraben** — {1}{W} · Legendary Creature — Human Soldier"]
    # six candidates: more than a row of buttons, so one select menu, each option with its hint
    assert not h.buttons(cb.data)
    (menu,) = h.selects(cb.data)
    assert [o["label"] for o in menu["options"]][:2] == ["Thalia, Heretic Cathar", "Thalia, Guardian of Thraben"]
    assert menu["options"][1]["description"] == "{1}{W} · Legendary Creature — Human Soldier"
    body = h.message_payload(cb.data, flags=64)
    press = h.select_choice(body, menu["custom_id"], ["Thalia, Guardian of Thraben"])
    await discord_api.run(bot, press)
    answer = discord_api.callback(press)
    assert answer.type == 4 and not answer.ephemeral  # the answer goes to the channel
    assert answer.data["embeds"][0]["title"] == "Thalia, Guardian of Thraben"


async def test_which_one_keeps_the_zone_and_steps(bot, discord_api):
    payload = h.command("dfc", card="arlinn", zone="battlefield", steps="transform")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral and cb.data["embeds"][0]["title"] == "Which one?"
    assert "Arlinn, the Pack's Hope** — {2}{R}{G} · Legendary Planeswalker — Arlinn · back: " \
           "Arlinn, the Moon's Fury" in cb.data["embeds"][0]["fields"][0]["value"]
    hope = next(b for b in h.buttons(cb.data) if b["label"] == "Arlinn, the Pack's Hope")
    press = h.button_press(h.message_payload(cb.data, flags=64), hope["custom_id"])
    await discord_api.run(bot, press)
    answer = discord_api.callback(press)
    # the original question (transform it on the battlefield) about the card chosen, in the channel:
    # a daybound planeswalker, which an effect cannot transform
    assert answer.type == 4 and not answer.ephemeral
    lines = answer.data["embeds"][0]["description"].split("\n")
    assert "named Arlinn, the Pack's Hope" in lines[0] and lines[1] == "On the battlefield, front face up"
    assert lines[3].startswith("`1.` Arlinn, the Pack's Hope doesn't transform")


async def test_a_double_faced_question_offers_no_card_that_is_not_one(bot, discord_api):
    payload = h.command("dfc", card="thalia", zone="battlefield", steps="transform")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral and "None of them is a double-faced or meld card" in cb.data["embeds"][0]["description"]
    assert not h.buttons(cb.data)


async def test_candidates_respect_the_command(library):
    dfc = await library.dfc("delver", "library", [])
    assert dfc.ok and dfc.card_name == "Delver of Secrets // Insectile Aberration"
    card = await library.card("delver")
    assert card.error["kind"] == "ambiguous" and "Jungle Delver" in card.candidates


async def test_an_unknown_step_answers_with_the_nearest_steps_for_this_card(library):
    answer = await library.room("Bottomless Pool", "battlefield", ["unlok pool"])
    assert answer.error["kind"] == "invalid"
    assert answer.error["suggestions"][:2] == ["unlock Bottomless Pool", "unlock Locker Room"]
    assert "DOOR_OR_FACE" not in answer.error["message"] and "command line" not in answer.error["message"]
    flip = await library.dfc("Delver of Secrets", "battlefield", ["flip"])
    assert flip.error["suggestions"][0] == "transform"


async def test_a_card_with_only_half_its_data_says_so_and_shows_no_mana_value(library, bot, discord_api):
    answer = await library.card("Fire // Ice")
    assert answer.json["card"]["mana_value"] is None and answer.json["card"]["incomplete_faces"] == ["Ice"]
    assert "The loaded data has only Fire's half" in answer.answer and "mana value 2" not in answer.answer
    payload = h.command("card", name="Fire // Ice")
    await discord_api.run(bot, payload)
    text = discord_api.callback(payload).data["embeds"][0]["description"]
    assert "only Fire's half" in text and "**Ice**" not in text


async def test_a_ruling_older_than_a_change_to_its_rule_says_so(library):
    ruffian = await library.card("Tavern Ruffian")
    notes = dict(zip((r.text for r in ruffian.rulings), ruffian.ruling_notes))
    transform = next(t for t in notes if t.startswith("Double-faced permanents with daybound transform"))
    assert "702.145 Daybound and Nightbound" in notes[transform] and "changed after it was published" in notes[transform]
    plain = next(t for t in notes if t.startswith("If it is day, and the active player"))
    assert notes[plain] == ""  # it names no keyword or kind of card: nothing is claimed
    from bot.embeds import rules_text_lines

    assert any("⚠️" in line and "702.145" in line for line in rules_text_lines(ruffian))
    delver = await library.card("Delver of Secrets")
    (reveal,) = [n for r, n in zip(delver.rulings, delver.ruling_notes) if r.date == "2011-09-22"]
    assert reveal == ""


async def test_a_long_rule_is_never_cut(library):
    from bot.embeds import answer_pages

    answer = await library.rule("205.3")
    _, pages, _ = answer_pages(answer)
    text = "\n".join(pages)
    long_rule = library.edition.get("205.3m").text
    assert len(long_rule) > 2000 and escape(long_rule) in text and "…" not in text
    assert len(pages) > 1


async def test_rule_pages_and_which_one_keep_nothing_per_message(bot, discord_api):
    import gc

    import discord

    def live_views() -> int:
        return sum(1 for o in gc.get_objects() if isinstance(o, discord.ui.View) and not o.is_finished())

    before = live_views()
    for payload in (h.command("rule", query="712"), h.command("card", name="thalia")):
        await discord_api.run(bot, payload)
        data = discord_api.callback(payload).data
        assert h.buttons(data) or h.selects(data)  # the buttons (or the which-one menu) are there...
    assert live_views() == before  # ...and no view waits in memory for them (not even a 15-minute timeout)


async def test_daynight_rules_text_shows_every_turn_in_the_engines_words(bot, discord_api):
    payload = h.command("daynight", start="day", steps="enter Tavern Ruffian; next turn")
    await discord_api.run(bot, payload)
    message = discord_api.callback(payload).response["resource"]["message"]
    (rules,) = [b for b in h.buttons(message) if b["label"] == "Rules text"]
    press = h.button_press(message, rules["custom_id"])
    await discord_api.run(bot, press)
    cb = discord_api.callback(press)
    assert cb.ephemeral
    text = cb.data["embeds"][0]["description"]
    assert "__Steps__\n`1.` " in text and "so day becomes night" in text and "**731.2a**" in text


async def test_step_lines_say_what_happened_in_full(library):
    """The trigger named, the designation after a day/night step, and no line cut mid-word —
    while the reply stays on one phone screen."""
    room = await library.room("Bottomless Pool", "hand", "cast Bottomless Pool; resolve; unlock Locker Room")
    resolved = room.brief_steps[1]
    assert resolved.startswith("Bottomless Pool // Locker Room resolves and enters the battlefield with "
                               "Bottomless Pool unlocked; triggers: Bottomless Pool's “When you unlock this door”")
    assert "…" not in "".join(room.brief_steps)
    night = await library.daynight("neither", "enter Tavern Ruffian; next turn; spells 1; next turn")
    assert night.brief_steps[0].startswith("Enters the battlefield: Tavern Ruffian; it becomes day ·")
    assert night.brief_steps[2].startswith("B (the active player) casts 1 spell: 1 spell cast by B this turn; "
                                           "it is night ·")
    assert night.brief_steps[3].startswith("Turn 3 (A's turn): the previous turn's active player, B, cast 1 spell, "
                                           "so it stays night ·")
    check = await library.room("Bottomless Pool", "hand", "cast Bottomless Pool; resolve; check Abrupt Decay")
    assert check.brief_steps[2].startswith("Yes: Abrupt Decay (destroy) — its mana value is 1, which is 3 or less; "
                                           "it is Enchantment — Room ·")
    for answer in (room, night, check):
        embed = answer_embed(answer).to_dict()
        assert _text_units(embed) <= PHONE_BUDGET
        assert all(line in embed["description"] for line in (escape(s) for s in answer.brief_steps)) or \
            "more step" in embed["description"]
