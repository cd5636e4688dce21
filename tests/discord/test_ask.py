"""/ask and the message menu "Answer this rules question", through discord.py's own parser,
CommandTree and HTTP path, answered by the real Library on the catalog built from ../shared/data."""

from __future__ import annotations

import discord
import pytest

from bot.ask.cut import language_of
from bot.language import reading_in
from tests.ask.questions import QUESTIONS, REFUSALS
from tests.discord import harness as h

EPHEMERAL = 64
MENU = "Answer this rules question"
# Every shape of the question set once: Rooms, double-faced cards, day/night, look-ups, Japanese.
SAMPLE = [q for q in QUESTIONS if not q.new][::6]


def _read_line(q) -> str:
    from bot.ask.read import Reading

    return Reading(q.question, "en", q.command, q.argv).program()


def _same_command(q) -> dict:
    """The slash command the question was read as, with the options a person would give it."""
    args, options = list(q.argv), {}
    while args and args[0].startswith("--"):
        key = args.pop(0)
        options[key[2:]] = args.pop(0)
    if q.command in ("room", "dfc"):
        card, rest = args[0], args[1:]
        while rest:
            key = rest.pop(0)
            options[key[2:]] = rest.pop(0)
        return h.command(q.command, card=card, **options)
    if q.command == "card":
        return h.command("card", name=args[0])
    if q.command == "rule":
        return h.command("rule", query=args[0])
    if "players" in options:
        options["players"] = int(options["players"])
    return h.command("daynight", **options)


def _shown(embed: dict) -> dict:
    return {k: embed.get(k) for k in ("title", "description", "fields", "url", "thumbnail")}


@pytest.mark.parametrize("q", SAMPLE, ids=lambda q: q.question[:50])
async def test_ask_answers_as_the_command_it_read_with_the_reading_below(bot, discord_api, library, q):
    payload = h.command("ask", question=q.question)
    payload["locale"] = "ja" if q.locale == "ja" else "en-US"
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert not cb.ephemeral
    (embed,) = cb.data["embeds"]
    japanese = q.locale == "ja" or language_of(q.question) == "ja"
    # in Japanese the reading is said in Japanese (the card by its Japanese name, the zone, the steps), not
    # as the English command; the JSON keeps the command
    read = "読み取り: " + reading_in(library, "ja", {"command": q.command, "argv": q.argv}) if japanese \
        else "Read as: " + _read_line(q)
    assert "author" not in embed  # the verdict is the first thing on a phone; how it was read is in the footer
    assert embed["footer"]["text"].startswith(read[:60].rstrip("…"))
    assert cb.data["allowed_mentions"] == {"parse": []}
    if read.startswith("読み取り"):
        assert f"/{q.command}" not in embed["footer"]["text"]
        assert q.says in embed["description"]
        return
    same = _same_command(q)  # the same program through its own command gives the same answer
    await discord_api.run(bot, same)
    (direct,) = discord_api.callback(same).data["embeds"]
    asked_line = embed["description"].split("\n")[1:2] and embed["description"].split("\n")[1].startswith(
        "Power/toughness:")  # "what's the power?": the asked property is said under the headline, as a verdict
    if asked_line:
        assert embed["description"].split("\n", 1)[0] == direct["description"].split("\n", 1)[0]
        embed, direct = {**embed, "description": ""}, {**direct, "description": ""}
    if embed["description"].startswith(("**Yes — ", "**No — ")):
        # a yes/no question ("does it become night?") is answered Yes/No first; the command's headline follows
        headline = direct["description"].split("\n", 1)[0].strip("*")
        assert embed["description"].split("\n")[1] == headline
        embed, direct = {**embed, "description": ""}, {**direct, "description": ""}
    assert _shown(embed) == _shown(direct)
    assert [b["label"] for b in h.buttons(cb.data)] == [b["label"] for b in h.buttons(discord_api.callback(same).data)]


async def test_ask_keeps_the_buttons_of_the_command_it_ran(bot, discord_api):
    payload = h.command("ask", question="Bottomless Pool with one door unlocked, what's its mana value?")
    await discord_api.run(bot, payload)
    data = discord_api.callback(payload).data
    labels = [b["label"] for b in h.buttons(data)]
    assert any("Locker Room" in label for label in labels), labels


@pytest.mark.parametrize("r", [r for r in REFUSALS if r.kind == "not_understood" and not r.partial][:4],
                         ids=lambda r: r.question[:40])
async def test_ask_refuses_with_related_material_labelled_as_such(bot, discord_api, r):
    payload = h.command("ask", question=r.question)
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral
    (embed,) = cb.data["embeds"]
    assert embed["title"] == "Not understood"
    assert "Nothing below is an answer" in embed["description"]
    assert embed.get("fields") and all(f["name"].startswith("Related ") for f in embed["fields"])
    assert "Read as" not in embed["description"]


async def test_ask_an_ambiguous_nickname_lists_the_cards(bot, discord_api):
    payload = h.command("ask", question="Thalia in my hand, mv?")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral
    (embed,) = cb.data["embeds"]
    assert embed["title"] == "Which one?"
    assert "Thalia" in next(f for f in embed["fields"] if f["name"] == "Did you mean")["value"]


async def test_the_message_menu_reads_the_message_text(bot, discord_api):
    payload = h.message_command(MENU, "hey judges, what's the MV of Bottomless Pool in my library?")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    (embed,) = cb.data["embeds"]
    assert embed["footer"]["text"].startswith("Read as: /room Bottomless Pool // Locker Room · zone library")
    assert embed["description"].startswith("**Mana value 6")
    assert "Not used: hey" not in embed["footer"]["text"]  # a greeting is no unread word


async def test_the_message_menu_answers_in_japanese_for_a_japanese_locale(bot, discord_api):
    payload = h.message_command(MENU, "what's the MV of my flipped Delver?", locale="ja")
    await discord_api.run(bot, payload)
    (embed,) = discord_api.callback(payload).data["embeds"]
    assert embed["title"] == "秘密を掘り下げる者 // 昆虫の逸脱者"
    assert embed["footer"]["text"].startswith("読み取り: 秘密を掘り下げる者 // 昆虫の逸脱者 · 戦場 · 変身する · ")  # said in Japanese
    assert "名前は昆虫の逸脱者" in embed["description"]
    assert "変身する" in embed["description"]  # the step, in Japanese
    assert "英語の原文" in embed["footer"]["text"]  # the quoted rules are the English, authoritative text


async def test_unread_words_are_shown(bot, discord_api):
    payload = h.command("ask", question="mv of bottomles pool on the battlefield, pretty please")
    await discord_api.run(bot, payload)
    (embed,) = discord_api.callback(payload).data["embeds"]
    assert embed["description"].startswith("**Mana value 0 · no name**")  # the verdict first
    assert embed["footer"]["text"].startswith("Read as: /room Bottomless Pool // Locker Room · zone battlefield · "
                                              "Not used: pretty · ")


async def test_the_message_menu_on_a_message_without_text_says_what_to_do(bot, discord_api):
    payload = h.message_command(MENU, "")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral
    assert cb.data["embeds"][0]["title"] == "No text to read"


async def test_the_message_menu_refuses_what_it_cannot_read(bot, discord_api):
    payload = h.message_command(MENU, "lol nice deck")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral and cb.data["embeds"][0]["title"] == "Not understood"


async def test_commands_are_localised_for_japanese(bot):
    translator = bot.tree.translator
    ask = bot.tree.get_command("ask")
    payload = await ask.get_translated_payload(bot.tree, translator)
    assert payload["name"] == "ask"
    assert payload["name_localizations"]["ja"] == "質問"
    assert payload["description_localizations"]["ja"].startswith("ルールの質問")
    assert payload["options"][0]["name_localizations"]["ja"] == "質問文"
    menu = bot.tree.get_command(MENU, type=discord.AppCommandType.message)
    menu_payload = await menu.get_translated_payload(bot.tree, translator)
    assert menu_payload["name_localizations"]["ja"] == "このルールの質問に答える"


async def test_a_partial_reading_offers_readings_as_buttons_that_answer(bot, discord_api):
    question = "its night. on my turn i cycled twice and cast one spell. does it become day next turn?"
    payload = h.command("ask", question=question)
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral
    (embed,) = cb.data["embeds"]
    assert embed["title"] == "Not fully understood"
    assert "I could not place: “cycled”" in embed["description"]
    assert "No verdict from a partial reading" in embed["description"]
    assert not embed["description"].startswith(("Yes", "No"))
    assert next(f for f in embed["fields"] if f["name"] == "Your question")["value"] == question
    offered = h.buttons(cb.data)
    assert offered and offered[0]["label"].startswith("1. /daynight")
    # the button reads the question back from the message and answers that reading in the channel, saying first
    # which words its verdict leaves out
    message = h.message_payload(cb.data, flags=EPHEMERAL)
    press = h.button_press(message, offered[0]["custom_id"])
    await discord_api.run(bot, press)
    answered = discord_api.callback(press)
    assert not answered.ephemeral
    (answer,) = answered.data["embeds"]
    assert answer["description"].startswith("**Answered without “cycled”")
    assert "No — it is night on turn 2" in answer["description"]  # (the question asked of the story, kept)
    assert answer["footer"]["text"].startswith("Read as: /daynight")


async def test_a_question_word_unplaced_offers_the_cards_pages_not_a_verdict(bot, discord_api):
    payload = h.command("ask", question="Can my Delver of Secrets crew a vehicle the turn it transforms?")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    (embed,) = cb.data["embeds"]
    assert "“crew”, “vehicle”" in embed["description"]
    assert [b["label"] for b in h.buttons(cb.data)] == ["1. /card Delver of Secrets // Insectile Aberration"]


async def test_a_japanese_answer_keeps_its_language_after_a_tap(bot, discord_api):
    payload = h.command("ask", question="変身した秘密を掘り下げる者の名前は？")
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    message = cb.response["resource"]["message"]
    labels = [b["label"] for b in h.buttons(message)]
    assert labels == ["変身させる", "最初から", "ルール全文"]  # the buttons of a Japanese answer are Japanese
    transform = next(b for b in h.buttons(message) if b["label"] == "変身させる")
    assert "@ja:" in transform["custom_id"]  # the language travels in the button
    press = h.button_press(message, transform["custom_id"])
    await discord_api.run(bot, press)
    after = discord_api.callback(press).data
    embed = after["embeds"][0]
    assert embed["title"] == "秘密を掘り下げる者 // 昆虫の逸脱者"
    assert "名前は秘密を掘り下げる者" in embed["description"] and "変身する" in embed["description"]
    assert "transforms into" not in embed["description"]  # no English step line
    assert [b["label"] for b in h.buttons(after)] == ["変身させる", "最初から", "ルール全文"]

    rules = next(b for b in h.buttons(message) if b["label"] == "ルール全文")
    press = h.button_press(message, rules["custom_id"], user_id=h.OTHER_USER_ID)
    await discord_api.run(bot, press)
    text = discord_api.callback(press).data["embeds"][0]["description"]
    assert "__手順__" in text and "__総合ルール（英語の原文）__" in text and "__Steps__" not in text
    assert "名前は昆虫の逸脱者" in text  # the answer, said in Japanese; the rules quoted in English
    assert "**712.8d**" in text
