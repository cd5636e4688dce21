"""/card for a name that fits no card teaches the asker to ask again (issue 17): "did you mean …?"
with the closest card first (also as buttons), their request rewritten with it, and an example
question for /ask — in Japanese, with Japanese names, when the name was typed in Japanese."""

from __future__ import annotations

import re

from tests.discord import harness as h

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


async def _refusal(bot, discord_api, name):
    payload = h.command("card", name=name)
    await discord_api.run(bot, payload)
    cb = discord_api.callback(payload)
    assert cb.ephemeral  # an error the asker can fix: only to them
    (embed,) = cb.data["embeds"]
    return embed, [b["label"] for b in h.buttons(cb.data)]


async def test_a_misspelt_name_gets_the_card_meant_and_the_request_rewritten(bot, discord_api):
    embed, labels = await _refusal(bot, discord_api, "Delvr")
    assert embed["title"] == "Not found"
    text = embed["description"]
    assert text.startswith("No card is named like “Delvr”. Did you mean **Delver of Secrets**?")
    assert "`/card Delver of Secrets`" in text
    assert "`/ask what is the mana value of Delver of Secrets?`" in text
    assert labels[0] == "Delver of Secrets" and "Deliver" in labels  # the spelling suggestions stay, after it
    assert not any(label.startswith("Delver of Secrets //") for label in labels)  # one button per card


async def test_the_rewritten_request_is_answered(library):
    answer = await library.card("Delvr")
    again = await library.card(answer.error["rewrite"].removeprefix("/card "))
    assert again.error is None and again.card_name.startswith("Delver of Secrets")


async def test_nothing_near_still_shows_how_to_ask(bot, discord_api):
    embed, labels = await _refusal(bot, discord_api, "Qwzxv Plorf")
    assert labels == []
    assert "Type the first letters of its name" in embed["description"]
    assert "`/card Delver of Secrets`" in embed["description"]


async def test_a_japanese_name_is_refused_in_japanese_with_japanese_names(bot, discord_api):
    embed, labels = await _refusal(bot, discord_api, "秘密の掘りさげ者")
    assert embed["title"] == "見つかりません"
    text = embed["description"]
    assert text.startswith("「秘密の掘りさげ者」という名前のカードは見つかりません。**秘密を掘り下げる者**のことですか？")
    assert "`/card 秘密を掘り下げる者`" in text and "`/ask 秘密を掘り下げる者のマナ総量は？`" in text
    assert labels[0] == "秘密を掘り下げる者"
    # no English in the Japanese prose (the commands are what the asker types)
    prose = re.sub(r"`[^`]*`", "", text)
    assert not LATIN_WORD.search(prose), prose
    assert "footer" not in embed or not LATIN_WORD.search(embed["footer"].get("text", ""))


async def test_a_japanese_name_with_nothing_near_gets_a_japanese_example(bot, discord_api):
    embed, _ = await _refusal(bot, discord_api, "ゾゾクク")
    assert embed["title"] == "見つかりません"
    text = embed["description"]
    assert text.startswith("「ゾゾクク」という名前のカードは見つかりません。名前の最初の数文字を入力して")
    assert "`/card 秘密を掘り下げる者`" in text  # the example card, by its Japanese name
    assert not LATIN_WORD.search(re.sub(r"`[^`]*`", "", text))


async def test_did_you_mean_puts_the_most_played_first_among_names_about_as_alike(library):
    # "Rip Apxq": Crib Swap and Relic Axe are about as alike in spelling; Relic Axe is ranked (played)
    from bot.errors import QueryError

    try:
        library.index.resolve("Rip Apxq")
    except QueryError as e:
        raw = list(e.suggestions)
    assert raw.index("Crib Swap") < raw.index("Relic Axe")  # the spelling order alone
    ranked = library.did_you_mean("Rip Apxq", raw)
    assert ranked[0] == "Rip Apart"
    assert ranked.index("Relic Axe") < ranked.index("Crib Swap")
    # a name much less alike does not jump ahead for being played
    assert library.did_you_mean("Delvr", ["Deliver", "Delver of Secrets"])[0] == "Delver of Secrets"


def test_the_command_line_refusal_teaches_with_commands_to_type_here(catalog_path):
    from tests.test_cli import run

    proc = run("card", "Delvr", catalog=catalog_path)
    assert proc.returncode == 2
    lines = proc.stdout.splitlines()
    assert lines[0] == "No card is named like “Delvr”."
    assert lines[1].startswith("Did you mean: Delver of Secrets; ")
    assert "python -m bot card 'Delver of Secrets'" in lines[2]
    assert "python -m bot ask 'what is the mana value of Delver of Secrets?'" in lines[3]
    again = run("card", "Delver of Secrets", catalog=catalog_path)
    assert again.returncode == 0
    ja = run("card", "秘密の掘りさげ者", catalog=catalog_path).stdout
    assert "python -m bot card '秘密を掘り下げる者'" in ja
    assert not LATIN_WORD.search(re.sub(r"python -m bot \w+ '[^']*'", "", ja)), ja
