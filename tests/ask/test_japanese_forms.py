"""Common Japanese forms the reader places in the same reading the English question gets: a verb's
potential (壊せますか, 持ってこれますか), 〜てくる said as one verb (戻ってきますか, "comes back"), the polite
past (戻ってきました), the verb 開ける for unlocking a door (開けたら, 開けてる, 開けた状態), and 夜の状態で
("it is night"). Each is asked as a person would, on real cards, and the verdict line is checked against
the Comprehensive Rules; a form that stays unread still gets no verdict."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


async def _same_reading(library, japanese: str, english: str):
    ja, en = await ask(library, japanese), await ask(library, english)
    assert ja.ok, ja.answer
    assert en.ok, en.answer
    assert ja.json["read_as"] == en.json["read_as"]
    return ja


async def test_destroy_in_the_potential_is_asked_of_the_card_that_destroys(library):
    # 712.8e: a transformed permanent's mana value is its front face's ({2}{W} = 3); Abrupt Decay destroys MV 3 or less
    answer = await _same_reading(library, "《Wedding Announcement》が変身した《Wedding Festivity》を《Abrupt Decay》で壊せますか？",
                                 "Can Abrupt Decay destroy a transformed Wedding Announcement?")
    assert verdict(answer).startswith("はい"), answer.answer
    assert "check Abrupt Decay" in answer.json["read_as"]["argv"][-1]


async def test_destroy_in_the_potential_can_be_no(library):
    # 709.4b with both doors unlocked the Room has both mana costs: {U} + {4}{U} = 6, more than 3
    answer = await _same_reading(library, "《Bottomless Pool // Locker Room》の両方のドアを開けた状態だと、《Abrupt Decay》で壊せますか？",
                                 "Can Abrupt Decay destroy Bottomless Pool // Locker Room with both doors unlocked?")
    assert verdict(answer).startswith("いいえ"), answer.answer
    assert "マナ総量は6" in answer.answer


@pytest.mark.parametrize("question, english, face", [
    # 702.145b: a daybound permanent entering at night enters transformed; Cloudshift returns a new object
    ("夜の状態で、自分の《Tavern Smasher》を《Cloudshift》で明滅させたら、どちらの面で戻ってきますか？",
     "At night, if I flicker my Tavern Smasher with Cloudshift, which face does it come back as?", "Tavern Smasher"),
    # 712.14: by day it enters front face up
    ("昼の状態で、自分の《Tavern Ruffian》を《Cloudshift》で明滅させたら、どちらの面で戻ってくる？",
     "During the day, if I flicker my Tavern Ruffian with Cloudshift, which face does it come back as?", "Tavern Ruffian"),
])
async def test_which_face_it_comes_back_with(library, question, english, face):
    answer = await _same_reading(library, question, english)
    assert answer.json["read_as"]["argv"][-1] == "apply Cloudshift"
    assert verdict(answer).endswith(f"名前は{face}。"), answer.answer


async def test_a_polite_past_return_as_a_face_is_told(library):
    # 712.8e: Scrounged Scythe, back face up, has its front face's mana value (Harvest Hand's {3})
    answer = await _same_reading(library, "《収穫の手》が死んで《拾った大鎌》として戻ってきました。マナ総量は？",
                                 "Harvest Hand died and came back as Scrounged Scythe. What's its mana value?")
    assert answer.json["read_as"]["argv"][-1] == "move graveyard; enter transformed"
    assert "マナ総量は3、名前は拾った大鎌" in verdict(answer), answer.answer


@pytest.mark.parametrize("question, english, mana_value", [
    # 709.5c: on the battlefield a Room has only its unlocked doors' characteristics
    ("《Bottomless Pool // Locker Room》のLocker Roomを開けたら、マナ総量は？",
     "If I unlock Locker Room of Bottomless Pool // Locker Room, what's its mana value?", 5),
    ("《Bottomless Pool // Locker Room》のLocker Roomを開けてる状態で、マナ総量は？",
     "With Locker Room unlocked, what's the mana value of Bottomless Pool // Locker Room?", 5),
])
async def test_opening_a_door_is_unlocking_it(library, question, english, mana_value):
    answer = await _same_reading(library, question, english)
    assert f"マナ総量は{mana_value}、名前はLocker Room" in verdict(answer), answer.answer


async def test_both_doors_opened_has_both_costs(library):
    # 709.4b, 709.5c: {2}{U} + {5}{U}{U}: blue, mana value 10 (batch M, M08)
    answer = await ask(library, "《Mirror Room // Fractured Realm》の両方のドアを開けた状態だと、色とマナ総量はどうなりますか？")
    assert answer.ok, answer.answer
    assert "マナ総量は10" in verdict(answer)
    assert "色: 青。" in answer.answer


@pytest.mark.parametrize("question, english, yes", [
    # 709.5e: only a locked door's unlock cost can be paid
    ("《Bottomless Pool // Locker Room》のBottomless Poolを唱えて解決した。Locker Roomを開けられる？",
     "I cast Bottomless Pool and it resolved. Can I unlock Locker Room?", True),
    ("《Bottomless Pool // Locker Room》のLocker Roomを唱えて解決した。Locker Roomを開けられる？",
     "I cast Locker Room and it resolved. Can I unlock Locker Room?", False),
])
async def test_can_i_open_tries_the_unlock(library, question, english, yes):
    answer = await _same_reading(library, question, english)
    assert verdict(answer).startswith("はい" if yes else "いいえ"), answer.answer


async def test_the_potential_of_an_ichidan_verb_asks_whether_it_is_allowed(library):
    # 唱えられますか is "can I cast it?": Yes or No, as 唱えることができますか is (712.11b: the face chosen is cast)
    answer = await _same_reading(library, "《海門修復》を唱えられますか？", "Can I cast Sea Gate Restoration?")
    assert verdict(answer).startswith("はい"), answer.answer


async def test_a_past_passive_is_no_question_of_can(library):
    # 唱えられた (was cast): told, not asked; the question is the mana value
    answer = await ask(library, "《海門修復》が唱えられた。スタック上でのマナ総量は？")
    assert answer.ok, answer.answer
    assert "マナ総量は7" in verdict(answer) and not verdict(answer).startswith(("はい", "いいえ"))


@pytest.mark.parametrize("question", [
    "《海門修復 // 再誕の海門》を土地として置いていたら、バウンスされて手札に戻りました。次は《海門修復》の方を唱えられますか？",
    "《海門修復 // 再誕の海門》を土地の《再誕の海門》として置いたら、バウンスされて手札に戻りました。《海門修復》を唱えられますか？",
])
async def test_put_down_as_a_land_is_played_as_a_land(library, question):
    # 305.1 a land is played; 712.11b back in the hand it is a new object (400.7), and either face may be chosen
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert answer.json["read_as"]["argv"][-1].startswith("play Sea Gate, Reborn; move hand")
    assert verdict(answer).startswith("はい"), answer.answer


async def test_played_as_a_land_face_has_that_face_only(library):
    # 712.8f: a modal double-faced permanent has only the characteristics of the face up: a land, no mana cost (MV 0)
    answer = await _same_reading(library, "《セジーリの防護》を土地の《セジーリの氷河》として置いたら、マナ総量は？",
                                 "If I play Sejiri Shelter as a land, what's its mana value?")
    assert "マナ総量は0、名前はセジーリの氷河" in verdict(answer), answer.answer


async def test_put_down_is_not_read_of_anything_but_a_land(library):
    # counters put on it are not a land played: the words stay unplaced, no verdict
    answer = await ask(library, "《セジーリの防護》にカウンターを置いたら、マナ総量は？")
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"


@pytest.mark.parametrize("tutor, english, yes", [
    ("Enlightened Tutor", "Can Enlightened Tutor fetch Bottomless Pool // Locker Room?", True),  # an enchantment card
    ("Trinket Mage", "Can Trinket Mage fetch Bottomless Pool // Locker Room?", False),  # not an artifact card
])
async def test_fetching_is_what_the_searching_card_can_find(library, tutor, english, yes):
    # 701.23a: a search finds a card that matches the description, in the library (709.4c: both halves' types)
    answer = await _same_reading(library, f"《{tutor}》で《Bottomless Pool // Locker Room》を持ってこれますか？", english)
    assert verdict(answer).startswith("はい" if yes else "いいえ"), answer.answer


@pytest.mark.parametrize("question, english, face", [
    # 702.145b: at night a daybound permanent enters transformed, cast or not; by day front face up (712.14)
    ("夜に《Graveyard Trespasser》をリアニメイトした。どっちの面で出る？",
     "It's night. I reanimate Graveyard Trespasser. Which face does it enter with?", "Graveyard Glutton"),
    ("昼に《Graveyard Trespasser》をリアニメイトした。どちらの面で出ますか？",
     "It's day. I reanimate Graveyard Trespasser. Which face does it enter with?", "Graveyard Trespasser"),
])
async def test_reanimated_it_enters_with_the_face_day_or_night_gives(library, question, english, face):
    answer = await _same_reading(library, question, english)
    assert verdict(answer).endswith(f": {face}"), answer.answer


async def test_in_my_main_phase_is_a_time_told(library):
    # 「自分のメインで」 is "during my main phase": placed as said; Into the Night makes it night as it resolves
    answer = await _same_reading(library, "昼です。自分のメインで《夜へ》を唱えた。すぐ夜になる？",
                                 "It's day. I cast Into the Night during my main phase. Is it night now?")
    assert verdict(answer).startswith("はい — 1ターン目は夜です"), answer.answer


@pytest.mark.parametrize("question, english, yes", [
    # 731.2b: at night, two spells cast by the previous turn's active player make it day
    ("自分のメインで《不自然な月の出》を唱えて夜にしました。そのターン、ほかにもう1つ呪文を唱えています。次のターンに昼に戻りますか？",
     "During my main phase I cast Unnatural Moonrise and made it night. That turn I cast one other spell. "
     "Does it become day next turn?", True),
    ("自分のメインで《不自然な月の出》を唱えて夜にしました。そのターン、ほかに呪文は唱えていません。次のターンに昼に戻りますか？",
     "During my main phase I cast Unnatural Moonrise and made it night. That turn I cast no other spell. "
     "Does it become day next turn?", False),
])
async def test_that_turn_is_the_turn_told(library, question, english, yes):
    answer = await _same_reading(library, question, english)
    assert verdict(answer).startswith("はい — 2ターン目は昼" if yes else "いいえ — 2ターン目は夜"), answer.answer


async def test_mou_ichido_is_again_before_its_verb(library):
    # 「もう一度」 had been cut into もう・一・度 and left unplaced: the question's own word, so no verdict and no reading
    english = await ask(library, "my delver of secrets transformed. can it transform again?")
    for question in ("秘密を掘り下げる者が戦場で変身した後、もう一度変身できますか？", "秘密を掘り下げる者が戦場で変身した。もう一度変身できる？"):
        answer = await ask(library, question)
        assert "error" not in answer.json, answer.json.get("error")
        assert answer.json["read_as"]["argv"] == english.json["read_as"]["argv"]
