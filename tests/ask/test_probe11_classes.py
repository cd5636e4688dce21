"""The classes an eleventh probe (200 questions written before they were run) showed (issue 14): "after it resolves"
put after a door's unlock; "unflipped" read as a flip; a back face whose colour indicator the data lacks said to be
colourless; "now or next turn?" answered of the next turn; a cast "with flashback" counted twice; "(both open)"
dropped; 「戦場に出してる」 read as a second entering; "it became night" with another card's effect asked left that card
unplaced; a card naming (Cabal Therapy) looked for on the battlefield."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


async def test_after_it_resolves_is_the_spell_cast_before(library):
    answer = await ask(library, "opp's meddling mage named Locker Room. can i still cast bottomless pool? and can i "
                                "unlock locker room after it resolves?")
    assert answer.verdict[1].startswith("2. Yes — Locker Room is unlocked"), answer.verdict


@pytest.mark.parametrize("question, first", [
    ("moonmist with my unflipped delver out, does delver flip? its a human wizard",
     "Yes — it transforms. Back face up: Insectile Aberration"),
    ("its day, i cast unnatural moonrise on my main phase. is it night now or next turn?", "Yes — it is night on turn 1"),
    ("its night. i cast two spells. does it become day now or next turn?", "No — not right away"),
    ("night. i cast unnatural moonrise with flashback and one creature. day next turn?", "Day on turn 2"),
    ("i boomerang opps Unholy Annex // Ritual Chamber (both open). if they recast Ritual Chamber, is unholy annex "
     "unlocked too?", "No — Unholy Annex is locked"),
    ("《Glassworks // Shattered Yard》をGlassworksだけ開放して戦場に出してる。マナ総量は？",
     "戦場で、Glassworksが開放されている、Glassworks // Shattered Yardのマナ総量は3"),
    ("it became night and opp's graveyard trespasser flipped into graveyard glutton. can i fatal push it without revolt?",
     "No: Fatal Push (destroy) — its mana value is 3"),
    ("夜になった。相手の《Graveyard Glutton》を《致命的な一押し》で倒せる？", "いいえ"),
])
async def test_the_question_as_asked(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_flashback_cast_is_one_spell(library):
    answer = await ask(library, "night. i cast unnatural moonrise with flashback and one creature. day next turn?")
    assert "cast Unnatural Moonrise; spells 1; next turn" in answer.text(), answer.text()


@pytest.mark.parametrize("question", ["what colour is nissa, sage animist",
                                      "what colour is defiant thundermaw (the back of invasion of tarkir)"])
async def test_an_unknown_colour_indicator_is_never_colourless(library, question):
    answer = await ask(library, question)
    assert "Colours: can't tell" in answer.answer and "colourless" not in answer.answer, answer.answer


async def test_it_becomes_day_asked_with_a_needle_is_no_situation(library):
    answer = await ask(library, "opp Pithing Needled Kessig Naturalist while mine is on the Lord of the Ulvenwald side. "
                                "does it still flip back when it becomes day? can needle stop daybound/nightbound at all?")
    assert not answer.ok, answer.answer  # (it had been "Yes: Pithing Needle (naming) — it has the name …")


async def test_a_card_naming_looks_in_the_hand(library):
    answer = await ask(library, "相手が《Cabal Therapy》で「Access Maze」を指定してきた。 カード名はCramped Ventsのほうじゃないの?")
    assert "zone hand" in answer.text() and "当てはまる" in answer.answer, answer.text()


async def test_rokku_kaijo_is_an_unlock(library):
    # 「ロック解除」 had been read as `lock` (the offered reading would have answered a locked Room)
    answer = await ask(library, "手札の《Bottomless Pool // Locker Room》でBottomless Poolを唱えて、あとでLocker Roomのロックを解除した。"
                                "マナ総量は？")
    assert "Bottomless PoolとLocker Roomが開放されている" in answer.answer and "マナ総量は6" in answer.answer, answer.answer
    refused = await ask(library, "《Spiked Corridor // Torture Pit》のSpiked Corridorをロック解除したら、デビルは出る？")
    assert "unlock Spiked Corridor" in refused.json["error"]["message"], refused.json["error"]["message"]
