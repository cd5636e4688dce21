"""A day/night story told in the words players use at a table (issue 14). Each of these was refused for one word
the reader could not place, or read wrong:

- the face asked by the time of day: "does it enter on its day side?" set the game to day ("its day"), and
  「昼の面で出る？」 left 面 unplaced — a daybound card's front face is its day face (702.145);
- where a spell was cast from: "I cast Tireless Hauler from my hand", 「《Brutal Cathar》を手札から唱えた」;
- "my Brutal Cathar is on the battlefield", "one got countered", 「1つは相手に《否認》で打ち消された」, "cascaded into
  Lightning Bolt", "same card twice", "no werewolves left on the board", "does day/night stop?";
- "is that 2 spells?" said of a turn told: it was counted as two more spells, so a Room cast and a door unlocked
  (one spell, 116.2m) turned night into day — a wrong verdict. Now it is the count said of what was told, placed
  only when it is that count."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("night. i cast tireless hauler from my hand. does it enter on its day side?",
     "No — it is Dire-Strain Brawler, not Tireless Hauler."),
    ("day. i cast tireless hauler. does it enter on its night side?",
     "No — it is Tireless Hauler, not Dire-Strain Brawler."),
    ("今は夜。《Tireless Hauler》を手札から唱えた。昼の面で出るの？", "いいえ — Tireless HaulerではなくDire-Strain Brawlerです。"),
    ("今は夜。手札から《Tireless Hauler》を唱えた。昼の面で出てからすぐ変身するの？",
     "いいえ — Tireless HaulerではなくDire-Strain Brawlerです。"),
])
async def test_the_face_asked_by_the_time_of_day(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer
    assert "--start" in answer.json["read_as"]["argv"]
    start = answer.json["read_as"]["argv"][answer.json["read_as"]["argv"].index("--start") + 1]
    assert start == ("day" if question.startswith("day") else "night")  # the side asked is not the time told


@pytest.mark.parametrize("question, face", [
    ("it's night and i cast brutal cathar from hand. which face does it etb on?", "Moonrage Brute"),
    ("夜に《Brutal Cathar》を手札から唱えたら、どっちの面で出る？", "Moonrage Brute"),
    ("昼のとき《Moonrage Brute》は戦場に出るときどっちの面？", "Brutal Cathar"),
])
async def test_where_it_was_cast_from_is_placed(library, question, face):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert face in " ".join(answer.answer.splitlines()[:3]), answer.answer
    assert "--start" in answer.json["read_as"]["argv"]


@pytest.mark.parametrize("question, first", [
    ("night. i cast two spells but one got countered. day next turn?", "Day on turn 2"),
    ("夜。自分のターンに呪文を2つ唱えた。1つは打ち消された。昼になる？", "はい — 2ターン目は昼です。"),
    ("夜です。自分のターンに呪文を2つ唱えたけど、1つは相手に《否認》で打ち消された。次のターン昼になる？", "はい — 2ターン目は昼です。"),
    ("night. i cast bloodbraid elf and cascaded into lightning bolt. day next turn?", "Day on turn 2"),
    ("night. i cast faithless looting from hand and then flashbacked it later in the turn. same card twice — does "
     "that count as 2 spells for day?", "Yes — it is day on turn 2."),
    ("day. my brutal cathar is on the battlefield. opp casts no spells. does it transform?",
     "Back face up: Moonrage Brute"),
])
async def test_table_words_of_the_turn(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer


async def test_one_countered_by_a_card_is_one_counter(library):
    answer = await ask(library, "夜です。自分のターンに呪文を2つ唱えたけど、1つは相手に《否認》で打ち消された。次のターン昼になる？")
    # the counter is one, and Negate itself is a spell the other player cast (it counts only on their turn)
    assert answer.json["read_as"]["argv"][-1] == "spells 2; counter; spells 1 opponent; next turn"


@pytest.mark.parametrize("question", [
    "my reckless stormseeker died, no werewolves left on the board. does the day/night stuff stop now?",
    "my brutal cathar is the only daybound card and it died. does day/night stop?",
])
async def test_day_night_does_not_stop_when_the_last_daybound_card_leaves(library, question):
    answer = await ask(library, question)
    assert verdict(answer).startswith("No — it is still day"), answer.answer
    assert "731.1" in answer.answer


@pytest.mark.parametrize("question, first", [
    # a Room cast and a door unlocked is one spell: it stays night, whatever the asker counts
    ("night. on my turn i cast smoky lounge, then unlocked misty salon. is that 2 spells? day next turn?",
     "Night on turn 2"),
    ("night rn. on my turn i cast smoky lounge and then unlocked misty salon. that's 2 spells so day next turn?",
     "Night on turn 2"),
    # two spells told, and the asker's count agrees
    ("night. i cast lightning bolt and then brainstorm. is that 2 spells? day next turn?", "Day on turn 2"),
])
async def test_a_count_said_of_the_turn_told_is_not_more_spells(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer
    assert "spells 2" not in answer.json["read_as"]["argv"][-1]


@pytest.mark.parametrize("question, first", [
    ("night. i cast my second spell this turn. does it become day right away?", "No — not right away"),
    ("night. i just cast my 2nd spell of the turn. does my moonrage brute flip back immediately?", "No — not right away"),
    ("今は夜で相手の《Lord of the Ulvenwald》がいる。自分のターンに2つ目の呪文を唱えたら、その場で《Kessig Naturalist》に戻る？",
     "いいえ — すぐには変わりません"),
    ("昼です。自分のメインで《夜へ》を唱えた。すぐ夜になる？", "はい — 1ターン目は夜です"),  # Into the Night does it now
])
async def test_day_and_night_change_only_as_a_turn_begins(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
