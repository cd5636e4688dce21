"""Table Japanese the reader places by its form (issue 14): a Room "ロックされている" (locked, said as a state),
倒せる (the potential of 倒す, "can it destroy"), a back face named again in parentheses 「（《…》の裏）」, 呪文として唱える
("cast it as a spell"), 〜てもいいですか ("may I …?", asked like できますか) and the chat topic markers って /
について. Each is asked as a person would, on real cards, with the verdict line checked against the
Comprehensive Rules; beside each, a near form that must not be read that way still gets no verdict."""

from __future__ import annotations

from bot.ask import ask
from bot.ask.morph import clauses
from tests.ask.reply import verdict


def _unplaced(answer) -> list[str]:
    assert not answer.ok, answer.answer
    return answer.json["error"].get("unplaced", [])


async def test_doors_said_locked_is_the_state_with_no_door_unlocked(library):
    # 709.5c: on the battlefield with both doors locked a Room has no name and no mana cost: mana value 0 (batch A13)
    answer = await ask(library, "部屋カードについて質問です。Bottomless Pool // Locker Room が戦場にあって、"
                                "両方のドアがロックされている場合、マナ総量はいくつですか？")
    assert answer.ok, answer.answer
    assert "lock" not in " ".join(answer.json["read_as"]["argv"]), answer.json["read_as"]
    assert "両方のドアが閉鎖されている" in verdict(answer) and "マナ総量は0" in verdict(answer), answer.answer


async def test_a_topic_marker_does_not_carry_the_word_before_it(library):
    # 「上陸って」: って is chat, 上陸 (landfall) is a fact the reading doesn't place: no verdict
    answer = await ask(library, "《地下遺跡、アガディーム》を土地としてプレイした。上陸って誘発する？")
    assert "上陸" in _unplaced(answer)


async def test_destroy_in_the_potential_of_taosu(library):
    # 712.8e: transformed, Rampaging Werewolf has its front face's mana value 4; Fatal Push without revolt: 2 or less
    answer = await ask(library, "《猛り狂う狼男》（《苛まれし最下層民》の裏）って紛争なしの《Fatal Push》で倒せる？")
    assert answer.ok, answer.answer
    assert answer.json["read_as"]["argv"][-1] == "transform; check Fatal Push"
    assert verdict(answer).startswith("いいえ"), answer.answer


async def test_destroyed_told_with_taosu_is_not_read(library):
    # 倒したら (told, not asked whether it can) is no check: it stays unplaced, no verdict
    answer = await ask(library, "《猛り狂う狼男》を《Fatal Push》で倒したら？")
    assert "倒したら" in _unplaced(answer)


async def test_a_back_face_said_of_the_wrong_card_stays_unplaced(library):
    # Tormented Pariah is the front face, not Rampaging Werewolf's back: 裏 is not as the card has it
    answer = await ask(library, "《苛まれし最下層民》（《猛り狂う狼男》の裏）って紛争なしの《Fatal Push》で倒せる？")
    assert "裏" in _unplaced(answer)


async def test_cast_as_a_spell_may_i(library):
    # 712.11b: back in the hand the card is a new object and either face may be cast (batch M17)
    answer = await ask(library, "《海門修復 // 再誕の海門》を土地として置いていたら、バウンスされて手札に戻りました。"
                                "次は《海門修復》の方を呪文として唱えてもいいですか？")
    assert answer.ok, answer.answer
    assert answer.json["read_as"]["argv"][-1].endswith("cast Sea Gate Restoration")
    assert verdict(answer).startswith("はい"), answer.answer


async def test_may_i_is_a_question_of_can_and_even_if_stays_a_condition():
    assert [c.can for c in clauses("《海門修復》を唱えてもいいですか？")] == [True]
    assert [c.condition for c in clauses("変身しても、名前は？")] == [True, False]


async def test_spell_said_otherwise_is_still_counted(library):
    # 「呪文として」 before anything but the cast is not read away: 呪文として数える stays unplaced
    answer = await ask(library, "《海門修復》は墓地で呪文として数える？")
    assert not answer.ok, answer.answer


async def test_put_down_as_its_land_face_is_that_face_played(library):
    # 305.1, 712.8f: a modal double-faced card played as its land face has that face's characteristics: mana value 0
    for question in ("カザンドゥのマンモスを土地の面で置いた場合、戦場でのマナ総量はいくつ?",  # batch J10
                     "カザンドゥのマンモスを土地としてプレイした場合、戦場でのマナ総量はいくつ?"):  # was "can't happen"
        answer = await ask(library, question)
        assert answer.ok, answer.answer
        assert answer.json["read_as"]["argv"][-1] == "play Kazandu Valley"
        assert "マナ総量は0、名前はカザンドゥの谷" in verdict(answer), answer.answer


async def test_put_down_as_another_face_is_not_read_as_played(library):
    # 「クリーチャーの面で置いた」: a creature face is cast, never put down: the words stay unplaced, no verdict
    answer = await ask(library, "カザンドゥのマンモスをクリーチャーの面で置いた場合、戦場でのマナ総量はいくつ?")
    assert any(w.startswith("面で置い") for w in _unplaced(answer)), answer.answer


async def test_the_watching_cards_own_ability_word_is_its_trigger(library):
    # 305.1, 603.2: a land played enters the battlefield: Lotus Cobra's landfall (上陸) triggers (batch P16)
    answer = await ask(library, "《地下遺跡、アガディーム》（《アガディームの覚醒》の裏）を土地としてプレイした。"
                                "《水蓮のコブラ》の上陸って誘発する？")
    assert answer.ok, answer.answer
    assert answer.json["read_as"]["argv"][-1] == "play Agadeem, the Undercrypt; trigger 水蓮のコブラ"
    assert verdict(answer).startswith("はい"), answer.answer


async def test_an_ability_word_the_watching_card_lacks_stays_unplaced(library):
    # Lotus Cobra has no delirium (昂揚): said of it, the word is not its trigger
    answer = await ask(library, "《地下遺跡、アガディーム》を土地としてプレイした。《水蓮のコブラ》の昂揚って誘発する？")
    assert "昂揚" in _unplaced(answer)


async def test_the_back_face_named_after_ura(library):
    # 712.12, 712.8f: Hagra Broodpit, the back face, played as a land: mana value 0
    answer = await ask(library, "《ハグラの噛み殺し》を裏の《ハグラの群れ穴》として置いたら、マナ総量は？")
    assert answer.ok, answer.answer
    assert "マナ総量は0、名前はハグラの群れ穴" in verdict(answer), answer.answer


async def test_ura_before_the_front_face_stays_unplaced(library):
    # Shatterskull Smashing is the front face: 「裏の《髑髏砕きの一撃》」 is not as the card has it, no verdict
    answer = await ask(library, "裏の《髑髏砕きの一撃》を唱えられますか？")
    assert "裏" in _unplaced(answer)


async def test_at_the_start_of_the_next_opponents_turn_is_the_next_turn(library):
    # 731.2b: as the next turn begins, two spells cast by the previous turn's active player make it day (batch L39)
    answer = await ask(library, "自分のメインで《不自然な月の出》を唱えて夜にしました。そのターン、ほかにもう1つ呪文を唱えています。"
                                "次の相手のターンの最初に昼に戻りますか？")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("はい — 2ターン目は昼"), answer.answer


async def test_the_end_of_the_next_turn_is_not_its_start(library):
    # 「次の相手のターンの終わりに」: a later time in that turn, not read as its start: 終わり stays unplaced
    answer = await ask(library, "自分のメインで《不自然な月の出》を唱えて夜にしました。次の相手のターンの終わりに昼に戻りますか？")
    assert "終わり" in _unplaced(answer)


async def test_what_returns_to_the_hand_is_asked_of_the_end_state(library):
    # 712.21: a melded permanent that leaves puts its two cards in that zone; 400.7: in the hand a new object, front up
    answer = await ask(library, "ブリセラをバウンスしたら手札に戻るのは何ですか?")  # batch E J04
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("手札で"), answer.answer  # one card followed, the other put there with it
    assert "も一緒にそこに置かれる" in answer.answer, answer.answer
    assert "消えゆく光、ブルーナ" in answer.answer and "折れた刃、ギセラ" in answer.answer, answer.answer
    answer = await ask(library, "《秘密を掘り下げる者》が変身してからバウンスされたら、手札に戻るのは何ですか？")
    assert answer.ok, answer.answer
    assert "名前は秘密を掘り下げる者" in verdict(answer), answer.answer


async def test_how_many_return_to_the_hand_is_a_count_not_read(library):
    # 「何枚」 asks a number of cards, which the reading doesn't answer: no verdict
    answer = await ask(library, "ブリセラをバウンスしたら手札に戻るのは何枚ですか?")
    assert _unplaced(answer)


async def test_a_follow_up_about_before_the_story_gets_no_verdict(library):
    # batch A28: 「手札にあったときは？」 asks the mana value before the land was played (7, 712.8a), not the end
    # state; read after the first question it would repeat the battlefield's 0, so it is left unplaced
    answer = await ask(library, "海門修復を土地面の「再誕の海門」としてプレイしました。戦場でのマナ総量は？手札にあったときは？")
    assert answer.ok, answer.answer
    assert answer.answer.count("マナ総量は0") == 1, answer.answer
    assert "この質問には答えを出しません" in answer.answer, answer.answer
    assert "マナ総量は7" not in answer.answer


async def test_a_verbs_te_form_is_no_topic_marker(library):
    # 「払って」 is the verb 払う (pay), not 「〜って」: reported whole, as typed
    answer = await ask(library, "《くすぶる狼男》を(4)(赤)(赤)払って変身させました。攻撃時の2点ダメージは出ますか？")
    assert "払って" in _unplaced(answer)
