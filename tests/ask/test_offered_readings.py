"""A "Did you mean" reading is a button on Discord, and pressing it gives a verdict: never one of another question.
A word of the question itself that can't be placed offers only the cards' pages; a reading without story words
says, before its verdict, which words it left out."""

from bot.ask import ask


async def test_a_question_word_unplaced_offers_no_verdict_as_a_button(library):
    # Pithing Needle stops activated abilities; Gisela's meld is a triggered one. A reading without "meld" would answer
    # "Yes: it has the name Gisela" — read as "yes, it stops the meld", the wrong answer. (Delver's flip, asked so, is
    # read and answered now: "No — Pithing Needle doesn't stop it".)
    question = "does pithing needle naming gisela, the broken blade stop the meld?"
    answer = await ask(library, question)
    error = answer.json["error"]
    assert error["kind"] == "not_understood"
    assert "Your question asks about “meld”" in error["message"]
    offered = error["readings"]
    assert offered and all(r["command"] == "card" for r in offered)
    assert {r["argv"][0] for r in offered} == {"Pithing Needle", "Gisela, the Broken Blade"}
    pressed = await ask(library, question, choose=0)
    assert "Yes" not in (pressed.verdict or [""])[0]


async def test_a_pressed_reading_says_first_which_words_it_left_out(library):
    question = "its night. on my turn i cycled twice and cast one spell. does it become day next turn?"
    error = (await ask(library, question)).json["error"]
    assert error["readings"][0]["command"] == "daynight"
    pressed = await ask(library, question, choose=0)
    assert pressed.verdict[0].startswith("Answered without “cycled”")
    assert pressed.verdict[1] == "No — it is night on turn 2."  # (the question asked of the story, kept)
    assert "cycled" in pressed.json["answered_without"]
    assert pressed.text().index("Answered without") < pressed.text().index("night on turn 2")


async def test_in_japanese_too(library):
    question = "相手が《真髄の針》で「Sanctum of the Sun」を指定した。変身した《Azor's Gateway》、もう起動できない？"
    error = (await ask(library, question)).json["error"]
    assert error["kind"] == "not_understood"
    assert all(r["command"] == "card" for r in error["readings"])
    assert "質問そのものの語" in error["message"]


async def test_a_flip_asked_of_another_cards_effect_is_not_answered_by_whether_it_can_act(library):
    # Probe 12: "No: as it would enter, it is a Saga" (chapter III returns it as a creature, which Priest exiles) and
    # "Yes: it is a creature" (Ephemerate returns it front face up): each answered whether the card could act on it
    for question in ("does containment priest stop the fable flip?",
                     "does my ephemerate bring insectile aberration back flipped?"):
        error = (await ask(library, question)).json["error"]
        assert error["kind"] == "not_understood"
        assert all(r["command"] == "card" for r in error["readings"])
    answer = await ask(library, "can path to exile hit a transformed delver?")  # said before the card: its state
    assert answer.verdict[0].startswith("Yes: Path to Exile")


async def test_a_card_left_out_is_never_dropped_from_an_offered_reading(library):
    # "Sundial of the Infinite" exiled both spells from the stack (they were still cast); the reading without the
    # card had been offered — and a judge reading a button's verdict can't tell a card was left out of its story
    error = (await ask(library, "its night. i cast 2 spells then activated sundial of the infinite with both still "
                                "on the stack so they got exiled. do they still count for day?")).json["error"]
    assert "Sundial of the Infinite" in error["unplaced"]
    assert error["readings"] and all(r["command"] == "card" for r in error["readings"])  # only the cards' pages


async def test_a_static_left_unplaced_acts_before_the_cast_asked(library):
    # Probe 12: the reading offered cast Grand Entryway first and then checked Void Winnower ("No: it is already on
    # the stack"), which says the cast happened; Grand Entryway on the stack has mana value 2, even (709.3b, 601.3)
    question = "void winnower on opp's side, can i cast grand entryway?"
    error = (await ask(library, question)).json["error"]
    assert [r["argv"][-1] for r in error["readings"]] == ["apply Void Winnower; cast Grand Entryway"]
    pressed = await ask(library, question, choose=0)
    assert pressed.verdict[0].startswith("No — Grand Entryway can't be cast")


async def test_a_condition_after_the_question_is_the_questions_own(library):
    # "when he's at 2 loyalty" is when the flip is asked of; the reading without it answered "Yes: it has the name"
    error = (await ask(library, "needle on garruk relentless, does he still flip when he's at 2 loyalty?")).json["error"]
    assert "loyalty" in error["unplaced"]
    assert all(r["command"] == "card" for r in error["readings"])


async def test_a_name_in_brackets_the_catalog_lacks_is_still_a_card_never_dropped(library):
    # Probe 12: 《封じ込める僧侶》 (Containment Priest, no Japanese name in the data) was dropped, and the reading offered
    # turned the Fable over in place — "back face up", read as "not exiled" (chapter III returns it; Priest exiles it)
    error = (await ask(library, "《封じ込める僧侶》がいるとき、《Fable of the Mirror-Breaker》が第3章で裏返ったら追放される？")).json["error"]
    assert "封じ込める僧侶" in error["unplaced"]
    assert all(r["command"] == "card" for r in error["readings"])  # only the cards' pages


async def test_later_then_a_question_word_opens_the_question(library):
    # Batch AI19's class: "if it dies later does it still get exiled?" — both clauses opened by a condition word,
    # the "if" one was taken as asked and "exiled" told as done: "In exile". The returned Lunarch Veteran is a new
    # object without the Phantom's replacement (400.7, 712.14): it goes to the graveyard
    answer = await ask(library, "i disturbed lunarch veteran and then ephemerated it. if it dies later does it still get exiled?")
    assert answer.verdict[0].startswith("No — it is in the graveyard")


async def test_a_second_question_in_the_sentence_is_not_told_as_done(library):
    # Batch AI19 at first contact: "… what comes back, and if it dies later does it still get exiled?" answered
    # "In exile" (the exile asked, told as a step)
    question = ("i disturbed lunarch veteran so its luminous phantom now. if i ephemerate it what comes back, and if it "
                "dies later does it still get exiled?")
    error = (await ask(library, question)).json["error"]
    assert "exiled" in error["unplaced"]
    assert all(r["command"] == "card" for r in error["readings"])
