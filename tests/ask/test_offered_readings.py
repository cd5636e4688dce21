"""A "Did you mean" reading is a button on Discord, and pressing it gives a verdict: never one of another question.
A word of the question itself that can't be placed offers only the cards' pages; a reading without story words
says, before its verdict, which words it left out."""

from bot.ask import ask


async def test_a_question_word_unplaced_offers_no_verdict_as_a_button(library):
    # Pithing Needle stops activated abilities; Delver's flip is a triggered one. The reading without "flipping"
    # answered "Yes: it has the name Delver of Secrets" — read as "yes, it stops the flip", the wrong answer.
    answer = await ask(library, "does pithing needle naming delver of secrets stop it from flipping?")
    error = answer.json["error"]
    assert error["kind"] == "not_understood"
    assert "Your question asks about “flipping”" in error["message"]
    offered = error["readings"]
    assert offered and all(r["command"] == "card" for r in offered)
    assert {r["argv"][0] for r in offered} == {"Pithing Needle", "Delver of Secrets // Insectile Aberration"}
    pressed = await ask(library, "does pithing needle naming delver of secrets stop it from flipping?", choose=0)
    assert "Yes" not in (pressed.verdict or [""])[0]


async def test_a_pressed_reading_says_first_which_words_it_left_out(library):
    question = ("its day. on my turn all i did was foretell saw it coming (paid 2 and exiled it) and play a land. "
                "night next turn?")
    error = (await ask(library, question)).json["error"]
    assert error["readings"][0]["command"] == "daynight"
    pressed = await ask(library, question, choose=0)
    assert pressed.verdict[0].startswith("Answered without “Saw It Coming”")
    assert pressed.verdict[1] == "Night on turn 2"
    assert "Saw It Coming" in pressed.json["answered_without"]
    assert pressed.text().index("Answered without") < pressed.text().index("Night on turn 2")


async def test_in_japanese_too(library):
    question = "相手が《真髄の針》で「Sanctum of the Sun」を指定した。変身した《Azor's Gateway》、もうマナ出せない？"
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
