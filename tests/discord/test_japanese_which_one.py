"""Issue 17, item 3, "which one?": a name that fits several cards, asked in Japanese, lists each card by
its Japanese name where the catalog has one, with a hint in Japanese (mana cost, supertypes and card
types, what kind of card it is); choosing one still asks about that card (the buttons and the menu carry
the English name). English askers see what they saw before, and the JSON keeps its English hints."""

from __future__ import annotations

import re

from tests.discord import harness as h

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


async def _ask(bot, api, command: str, locale: str = "ja", **options) -> dict:
    payload = h.command(command, **options)
    payload["locale"] = locale
    await api.run(bot, payload)
    return api.callback(payload).data


def _without(text: str, names: list[str]) -> str:
    text = re.sub(r"\{[^}]*\}", " ", text)  # mana symbols
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


async def test_which_one_in_japanese_names_the_cards_in_japanese_with_japanese_hints(bot, discord_api):
    body = await _ask(bot, discord_api, "card", name="delver")
    (embed,) = body["embeds"]
    assert embed["title"] == "どれですか？"
    (field,) = embed["fields"]
    lines = field["value"].split("\n")
    assert lines[0] == "• **秘密を掘り下げる者** — {U} · クリーチャー · 第2面：昆虫の逸脱者"
    assert "• **Dungeon Delver** — {1}{U} · 伝説のエンチャント" in lines
    english_names = ["Jungle Delver", "Dungeon Delver", "Phyrexian Delver", "Literal Delver of Secrets", "Delver's Torch"]
    for line in lines:
        assert not LATIN_WORD.findall(_without(line, english_names)), line
    (menu,) = h.selects(body)
    first = menu["options"][0]
    assert (first["label"], first["value"]) == ("秘密を掘り下げる者", "Delver of Secrets")
    assert first["description"] == "{U} · クリーチャー · 第2面：昆虫の逸脱者"
    # choosing it answers about that card, in Japanese
    choice = h.select_choice(h.message_payload(body), menu["custom_id"], [first["value"]])
    choice["locale"] = "ja"
    await discord_api.run(bot, choice)
    (chosen,) = discord_api.callback(choice).data["embeds"]
    assert chosen["title"] == "秘密を掘り下げる者 // 昆虫の逸脱者"


async def test_a_japanese_which_one_button_is_labelled_with_the_japanese_name_and_asks_about_that_card(
        bot, discord_api):
    body = await _ask(bot, discord_api, "card", name="Bruna")
    labels = {b["label"]: b["custom_id"] for b in h.buttons(body)}
    assert "消えゆく光、ブルーナ" in labels and "Bruna, Light of Alabaster" in labels  # no Japanese name for it
    (field,) = body["embeds"][0]["fields"]
    assert "• **消えゆく光、ブルーナ** — {5}{W}{W} · 伝説のクリーチャー · 合体カード" in field["value"].split("\n")
    press = h.button_press(h.message_payload(body), labels["消えゆく光、ブルーナ"])
    press["locale"] = "ja"
    await discord_api.run(bot, press)
    (chosen,) = discord_api.callback(press).data["embeds"]
    assert chosen["title"] == "消えゆく光、ブルーナ"


async def test_a_rooms_which_one_says_room_in_japanese(bot, discord_api):
    body = await _ask(bot, discord_api, "room", card="room")
    (field,) = body["embeds"][0]["fields"]
    assert "• **Locker Room** — {U} · エンチャント · 部屋" in field["value"].split("\n")


async def test_ask_in_japanese_which_one_lists_the_cards_as_japanese_players_know_them(bot, discord_api):
    body = await _ask(bot, discord_api, "ask", question="Delverのマナ総量は？")
    (embed,) = body["embeds"]
    assert embed["description"] == "「Delver」に当てはまるカードが5枚あります。どれですか？"
    (field,) = embed["fields"]
    assert field["value"].split("\n")[0] == "• **秘密を掘り下げる者** — {U} · クリーチャー · 第2面：昆虫の逸脱者"


async def test_which_one_in_english_and_its_json_are_as_before(bot, discord_api, library):
    body = await _ask(bot, discord_api, "card", locale="en-US", name="delver")
    (field,) = body["embeds"][0]["fields"]
    assert field["value"].split("\n")[0] == \
        "• **Delver of Secrets** — {U} · Creature — Human Wizard · back: Insectile Aberration"
    assert h.selects(body)[0]["options"][0]["label"] == "Delver of Secrets"
    answer = await library.card("delver")
    assert answer.error["hints"][answer.error["suggestions"].index("Delver of Secrets")] == \
        "{U} · Creature — Human Wizard · back: Insectile Aberration"
