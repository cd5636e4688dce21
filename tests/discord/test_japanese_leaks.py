"""Issue 17, item 3: English that leaked into Japanese replies, found by running the Japanese questions of the
question batches (tests/ask/batches) through Discord and pressing every button. Each is asserted as a
Japanese player sees it, on real cards."""

from __future__ import annotations

import re

import pytest

from tests.discord import harness as h

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


async def _reply(bot, api, command: str, **options) -> dict:
    payload = h.command(command, **options)
    payload["locale"] = "ja"
    await api.run(bot, payload)
    return api.callback(payload).data


async def test_another_cards_effect_checked_is_named_and_said_in_japanese(bot, discord_api):
    """It was "いいえ（Brisela, Voice of Nightmaresの効果（cant_cast））": the card in English, the effect by
    the engine's template key."""
    body = await _reply(bot, discord_api, "dfc", card="消えゆく光、ブルーナ", zone="battlefield",
                        steps="meld Gisela, the Broken Blade; move graveyard; check Gisela, the Broken Blade")
    text = body["embeds"][0]["description"]
    assert text.startswith("**いいえ（悪夢の声、ブリセラの効果（呪文を唱えられない））**")
    assert "`3.` 確認する: 可。墓地、マナ総量7 悪夢の声、ブリセラの効果（呪文を唱えられない）: いいえ（" in text


def test_every_effect_the_engine_reads_has_a_japanese_name():
    from bot.ask.words import say_map
    from bot.rules.effects.model import TEMPLATES

    names = say_map("ja", "templates")
    assert not [t for t in TEMPLATES if t not in names]
    assert not [t for t in TEMPLATES if LATIN_WORD.search(names[t])]


async def test_day_night_step_lines_say_the_spells_and_who_cast_them(bot, discord_api):
    """They were "呪文を唱える 1 by A", "呪文を唱える 2 opponent", "唱える Moonmist by B"."""
    body = await _reply(bot, discord_api, "daynight",
                        steps="enter Tavern Ruffian; next turn; cast Moonmist by B; spells 1 opponent; copy spell by A")
    lines = body["embeds"][0]["description"].split("\n")
    assert any(line.startswith("`3.` 唱える 月霧（B）: 2ターン目、夜") for line in lines), lines
    assert any(line.startswith("`4.` 呪文を1つ唱える（対戦相手）: 2ターン目、夜") for line in lines), lines
    assert any(line.startswith("`5.` 呪文をコピーする（A）: 2ターン目、夜") for line in lines), lines


@pytest.mark.parametrize("question, first", [
    ("秘密を掘り下げる者とは？", "変身する両面カード。マナ総量1。"),  # was "A transforming double-faced card; mana value 1."
    ("アーリン・コードについて教えて", "変身する両面カード。マナ総量4。"),
    ("月霧とは？", "通常のカード。マナ総量2。"),
])
async def test_a_card_looked_up_by_ask_in_japanese_starts_in_japanese(bot, discord_api, question, first):
    body = await _reply(bot, discord_api, "ask", question=question)
    assert body["embeds"][0]["description"].split("\n")[0] == first


async def test_a_meld_button_names_the_partner_in_japanese(bot, discord_api):
    """It was "Gisela, the Broken Bladeと合体させる"; the catalog has her Japanese name."""
    body = await _reply(bot, discord_api, "card", name="消えゆく光、ブルーナ")
    assert "折れた刃、ギセラと合体させる" in [b["label"] for b in h.buttons(body)]


async def test_a_type_or_ability_without_a_japanese_word_here_is_quoted_as_typed(bot, discord_api):
    """It was "zzzか", "wizardか": a word of the asker's, said bare in Japanese prose."""
    body = await _reply(bot, discord_api, "dfc", card="秘密を掘り下げる者", steps="check type wizard; check has zzz")
    text = body["embeds"][0]["description"]
    assert "「wizard」か: はい" in text and text.startswith("**いいえ（「zzz」を持つか）**")


async def test_a_story_stopped_at_a_step_says_so_in_japanese(bot, discord_api):
    """The English answer says "Step 3 (unlock by B) is not allowed … The steps after it were not run"; the
    Japanese one listed every step as if it had happened."""
    body = await _reply(bot, discord_api, "daynight", start="night",
                        steps="enter Delver of Secrets; play land Forest; unlock by B; next turn")
    text = body["embeds"][0]["description"]
    assert "手順3（開放する（B））は不可のため、その後の手順は実行していません。" in text
    assert "`3.` 開放する（B）: 不可（" in text and "`4.` 次のターン: 実行せず。" in text
    assert "秘密を掘り下げる者 // 昆虫の逸脱者: 秘密を掘り下げる者" in text  # not "秘密を掘り下げる者 // Insectile Aberration"
    body = await _reply(bot, discord_api, "dfc", card="秘密を掘り下げる者", steps="transform; enter")
    text = body["embeds"][0]["description"]
    assert "手順1（変身する）は不可のため、その後の手順は実行していません。" in text
    assert "`2.` 戦場に出る: 実行せず。" in text
    # why, as the English step says it ("only permanents transform and it is in the library"), in Japanese
    assert "`1.` 変身する: 不可（変身できるのはパーマネントだけで、これはライブラリーにあります）。" in text
    body = await _reply(bot, discord_api, "room", card="Bottomless Pool", zone="battlefield",
                        steps="unlock Locker Room; unlock Locker Room; cast Bottomless Pool")
    text = body["embeds"][0]["description"]
    assert "`2.` 開放する Locker Room: 不可（Locker Roomはすでに開放されています。開放できるのは閉鎖されているドアだけです）。" \
        in text


async def test_rule_answers_in_japanese_for_a_japanese_discord(bot, discord_api):
    """/rule answered in English whatever the asker's language: now its title, its own sentences (a search's
    count, a history's summary and change words) and its refusals are Japanese; the rules stay as written."""
    body = await _reply(bot, discord_api, "rule", query="709.5")
    assert body["embeds"][0]["title"] == "総合ルール 709.5"
    assert body["embeds"][0]["description"].startswith("**709.5** Some split cards are permanent cards")
    body = await _reply(bot, discord_api, "rule", query="712.9 history")
    (embed,) = body["embeds"]
    assert embed["title"] == "総合ルール 712.9 · 改訂履歴"
    head, _, rest = embed["description"].partition("\n")
    assert head.startswith("総合ルール712.9は2021-11-19版から") and "本文が変わったのはそのうち" in head
    assert not LATIN_WORD.findall(head)
    assert "\n**712.9** 変更: Only " in rest
    body = await _reply(bot, discord_api, "rule", query="unlock door")
    assert body["embeds"][0]["description"].startswith("「unlock door」を含むルールが")
    body = await _reply(bot, discord_api, "rule", query="zzzzqqqq")
    assert body["embeds"][0]["title"] == "見つかりません"
    assert "`zzzzqqqq`に当てはまるルール、用語、本文はありません" in body["embeds"][0]["description"]
    # asked in English from an English Discord, as before
    payload = h.command("rule", query="712.9 history")
    await discord_api.run(bot, payload)
    (embed,) = discord_api.callback(payload).data["embeds"]
    assert embed["title"] == "Rule 712.9 · history" and "\n**712.9** changed: Only " in embed["description"]


async def test_words_not_placed_are_quoted_as_the_japanese_asker_wrote_them(bot, discord_api):
    """It quoted “Gisela, the Broken Blade” for the ギセラ the asker wrote."""
    body = await _reply(bot, discord_api, "ask", question="統率者戦で消えゆく光、ブルーナが統率者です。ギセラと合体して"
                        "ブリセラになった後、相手の除去で墓地に置かれたら、統率領域に戻せるのはどっちのカードですか?")
    text = body["embeds"][0]["description"]
    assert "“ギセラ”" in text and "Gisela" not in text


async def test_a_day_night_step_refused_says_why_in_japanese(bot, discord_api):
    body = await _reply(bot, discord_api, "daynight", start="night",
                        steps="enter Delver of Secrets; play land Forest by B; next turn")
    text = body["embeds"][0]["description"]
    assert "`2.` 土地をプレイする 森（B）: 不可（土地をプレイできるのは自分のターンのメイン・フェイズだけです。Bのターンではありません）。" \
        in text
    body = await _reply(bot, discord_api, "daynight", start="night", steps="enter Delver of Secrets; unlock by B")
    assert "開放コストの支払いは特別な処理で、自分のターンのメイン・フェイズにしか行えません。Bのターンではありません" in \
        body["embeds"][0]["description"]
