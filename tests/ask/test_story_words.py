"""Words of the story read as the rules count them: a spell said by its type ("I cast one creature", "a creature and
two instants") is a spell cast (731.2); a count said again of what was told ("Those are my only 2 spells") is not
more spells; and a verb whose object is another card ("we destroyed the O-Ring") doesn't move the card asked about
(it was read as the Room going to the graveyard)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first, steps", [
    ("It's night. On my turn I cast one creature, and my opponent cast two instants during my turn. Does it become day "
     "next turn?", "No", "spells 1; spells 2 opponent; next turn"),
    ("it's night. I cast a creature and two instants. does it become day next turn?", "Yes", "spells 1; spells 2; next turn"),
    ("It's day. Main 1 I cast a creature, then cast Into the Night so it becomes night. Those are my only 2 spells this "
     "turn. What happens at the next untap step?", "Day on turn 2",
     "spells 1; cast Into the Night; it becomes night; next turn"),
])
async def test_spells_said_by_their_type_and_counted_once(library, question, first, steps):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)
    assert answer.json["read_as"]["argv"][-1] == steps


async def test_a_total_that_does_not_add_up_is_not_placed(library):
    answer = await ask(library, "It's day. I cast a creature, then cast Into the Night so it becomes night. Those are my "
                                "only 3 spells this turn. What happens at the next untap step?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"
    assert "3" in answer.json["error"]["unplaced"]


async def test_a_verb_on_another_card_does_not_move_the_card_asked_about(library):
    answer = await ask(library, "My Unholy Annex (only that door was unlocked) got exiled by Oblivion Ring. We destroyed "
                                "the O-Ring and the Room came back. Is Unholy Annex still unlocked?")
    assert not answer.ok
    assert "move graveyard" not in str(answer.json["error"])
    assert "destroyed" in answer.json["error"]["unplaced"]


@pytest.mark.parametrize("question, first, claim", [
    ("my boseiju reaches skyward flipped into branch of boseiju. can opp eliminate it? they say the back side has no "
     "mana cost", "No", "the back side has no mana cost"),
    ("Can Sevinne's Reclamation bring back Unholy Annex // Ritual Chamber from my graveyard? Unholy Annex is only 3 "
     "mana", "No", "Unholy Annex is only 3 mana"),
])
async def test_the_askers_own_claim_is_shown_not_used(library, question, first, claim):
    """'they say the back side has no mana cost': a belief said beside the question is no fact of the story (before,
    its number stayed unplaced and there was no verdict); the answer is the rules', and the claim is shown unused."""
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first)
    assert answer.json["claims"] == [claim]
    assert f"Not used as a fact: “{claim}”" in answer.unread_line


async def test_a_number_said_of_an_act_is_no_claim(library):
    answer = await ask(library, "I pay 3 mana to unlock Ritual Chamber. what's its mana value?")
    assert not answer.ok and "3" in answer.json["error"]["unplaced"]


@pytest.mark.parametrize("question, second", [
    # a question that is one card name asks the question before it with that card acting instead
    ("opp has smoky lounge // misty salon with only smoky lounge unlocked. can i hydroblast it? pyroblast?",
     "check Pyroblast"),
    ("can I Fatal Push Delver of Secrets? what about Abrupt Decay?", "check Abrupt Decay"),
])
async def test_another_card_instead(library, question, second):
    """Before, "pyroblast?" stayed unplaced and "what about Abrupt Decay?" was read as Abrupt Decay acting after Fatal
    Push had destroyed the creature (no verdict for it)."""
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    first, then = answer.json["answers"]
    assert then["read_as"]["argv"][-1].endswith(second)
    assert then["read_as"]["argv"][-1].count("; ") == first["read_as"]["argv"][-1].count("; ")
    assert then["steps"][-1]["check"]["passes"] is (second != "check Pyroblast")


async def test_another_face_instead(library):
    answer = await ask(library, "Gaddock Teeg is out. Can I cast The Prismatic Bridge? What about Esika?")
    # Gaddock Teeg's "Noncreature spells with mana value 4 or greater can't be cast" is read: the other face asked
    # "what about" is its own question, a creature spell of mana value 3 that it doesn't stop
    assert answer.ok, answer.answer
    no, yes = "No — The Prismatic Bridge can't be cast", "Yes — Esika, God of the Tree is cast"
    assert no in answer.answer and yes in answer.answer, answer.answer
    assert answer.answer.index(no) < answer.answer.index(yes)  # each question answered in the order asked


@pytest.mark.parametrize("question, first, steps", [
    # a Siege defeated is exiled and cast transformed (310.11b): the story's cast of the back face is that cast
    ("my invasion of tarkir got defeated and i cast defiant thundermaw off it. opp has spell snare - can they counter "
     "it? it's a 4/4 dragon", "Yes", "defeat; check Spell Snare"),
    ("my invasion of tarkir got defeated. what's the mana value of defiant thundermaw on the stack?", "Mana value 2",
     "defeat"),
    # a part of one face's name names that face: "valkmira" was answered of Reidane, the front face (mana value 3)
    ("can abrupt decay hit valkmira?", "No", "cast Valkmira, Protector's Shield; resolve; check Abrupt Decay"),
    ("can abrupt decay hit reidane?", "Yes", "check Abrupt Decay"),
    # doors listed with one verb are each unlocked: it answered mana value 3, with one door
    ("I unlocked Unholy Annex and Ritual Chamber. what's the mana value?", "Mana value 8",
     "unlock Unholy Annex; unlock Ritual Chamber"),
    ("I unlock Unholy Annex, then Ritual Chamber. does Entity Tracker trigger?", "Yes",
     "unlock Unholy Annex; unlock Ritual Chamber; trigger Entity Tracker"),
    # 「《Tavern Ruffian》を唱えました」 is a spell cast: it was read as entering, so one spell made it night
    ("昼です。《Tavern Ruffian》を唱えました。次のターンは夜になりますか？", "いいえ",
     "cast Tavern Ruffian // Tavern Smasher; next turn"),
])
async def test_what_the_story_says_happened(library, question, first, steps):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)
    assert answer.json["read_as"]["argv"][-1] == steps


@pytest.mark.parametrize("question", [
    # both faces of a modal card named and nothing says which is up: answered of the first named before
    "reidane is only 3 mana so abrupt decay can hit valkmira right?",
    # a door named after "after" had something unsaid done to it: it was answered with one door unlocked
    "if I unlock Ritual Chamber after Unholy Annex, does Entity Tracker trigger?",
])
async def test_no_verdict_when_the_story_is_not_placed(library, question):
    answer = await ask(library, question)
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"


@pytest.mark.parametrize("question, first", [
    # batch O's O39: 「はい — 1ターン目は夜です」 answered whether it is night; the face asked is the answer (it has no
    # daybound, so it enters front face up)
    ("夜のときに《ハンウィアーの砦守り》を唱えたら、夜だから《ハンウィアーの災い》の面で出てくる？",
     "いいえ — ハンウィアーの災いではなくハンウィアーの砦守りです。"),
    ("It's night. I cast Tavern Ruffian. does it enter as Tavern Smasher?", "Yes — it is Tavern Smasher."),
    ("It's day. I cast Tavern Ruffian. does it enter as Tavern Smasher?",
     "No — it is Tavern Ruffian, not Tavern Smasher."),
    ("夜に《Tavern Ruffian》を唱えたら《Tavern Smasher》の面で出る？", "はい — Tavern Smasherです。"),
])
async def test_the_face_asked_of_a_card_cast_at_night(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer) == first
    assert answer.json["read_as"]["argv"][-1].count("; ") == 0  # one card cast, not a second one entering


@pytest.mark.parametrize("question, first", [
    # the acting card's ability word said on: its "instead" line answers (before, "with revolt" stayed unplaced)
    ("opp's volatile arsonist is flipped (dire-strain anarchist). i have revolt, can i fatal push it? the back has no "
     "cost", "No: Fatal Push (destroy) — with revolt — its mana value is 5, which is not 4 or less"),
    ("my opponent's Rampaging Werewolf. can I Fatal Push it with revolt?", "Yes: Fatal Push (destroy) — with revolt"),
    ("can I Fatal Push Rampaging Werewolf without revolt?", "No: Fatal Push (destroy) — its mana value is 4"),
])
async def test_an_ability_word_said_on(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)


@pytest.mark.parametrize("question, first, steps", [
    # a lower-case nickname that names a card is placed like any card: "brisela" was dropped and this answered Yes
    ("opp has brisela out. can i cast valki?", "No", "apply Brisela, Voice of Nightmares; cast"),
    # "the tibalt side": a word of one face's name before "side" names that face
    ("opp has brisela out. can i cast the tibalt side of valki?", "Yes",
     "apply Brisela, Voice of Nightmares; cast Tibalt, Cosmic Impostor"),
    # a face played, then another card that acts only on permanents: it resolved first ("No — it is on the stack")
    ("I played the shield side of Reidane. can abrupt decay destroy it?", "No",
     "cast Valkmira, Protector's Shield; resolve; check Abrupt Decay"),
    ("opp cast Reidane. can I Spell Snare it?", "No", "cast Reidane, God of the Worthy; check Spell Snare"),
])
async def test_cards_and_faces_named_in_passing(library, question, first, steps):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)
    assert answer.json["read_as"]["argv"][-1] == steps


async def test_either_card_asked_gets_its_own_verdict(library):
    """'can i fatal push it or do i need abrupt decay': batch P's P05 said only "Yes: Abrupt Decay"; Fatal Push's
    answer (a Room is no creature) was a step to pass by."""
    answer = await ask(library, "opp has painter's studio // defaced gallery with only defaced gallery unlocked (1R). "
                                "can i fatal push it or do i need abrupt decay")
    assert answer.ok, answer.answer
    lines = verdict(answer).splitlines()
    assert lines[0].startswith("No: Fatal Push (destroy) — it is Enchantment — Room, not creature")
    assert lines[1].startswith("Yes: Abrupt Decay (destroy) — its mana value is 2")


@pytest.mark.parametrize("question", [
    "graf rats and midnight scavengers meld into chittering host. what does the host's etb do",
    "graf rats and midnight scavengers meld into chittering host. does the scavengers 'return a creature card with mv 3 "
    "or less' trigger again since the host is entering? what does the host's etb do",
])
async def test_what_an_ability_does_gets_no_state_as_answer(library, question):
    """Batch P's P35 answered "what does the host's etb do" with "Mana value 7 · named Chittering Host"."""
    answer = await ask(library, question)
    assert not answer.ok and answer.json["error"]["kind"] == "not_understood"


@pytest.mark.parametrize("question, first, claim", [
    # a type or colour said of the card after the question, or as the reason before "so": shown unused, never checked
    ("opp plays shatterskull, the hammer pass as their land. can i spell pierce it? the card is a sorcery",
     "No: Spell Pierce (counter) — it must be on the stack, and it is on the battlefield", "the card is a sorcery"),
])
async def test_a_property_said_as_the_askers_reason(library, question, first, claim):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)
    assert answer.json["claims"] == [claim]


async def test_a_fact_stated_is_not_the_verdict(library):
    """'Delver of Secrets is blue. what's its mana value?' led with "Yes: blue" (the fact checked), not the mana value."""
    answer = await ask(library, "Delver of Secrets is blue. what's its mana value?")
    assert verdict(answer).startswith("Mana value 1"), verdict(answer)


async def test_two_cards_said_as_alternatives_are_each_checked(library):
    """Batch Q's Q19: "negate or essence scatter - which works?" applied Essence Scatter first and checked Negate after
    it ("No — it is in exile": a right No for a false reason); "and if i counter it where does it go" is a question."""
    answer = await ask(library, "opp disturbs mourning patrol into morning apparition. negate or essence scatter - "
                                "which works? and if i counter it where does it go")
    assert answer.ok, answer.answer
    first, then = answer.json["answers"]
    assert first["read_as"]["argv"][-1] == "cast transformed; check Negate; check Essence Scatter"
    assert verdict(answer).splitlines()[:2] == ["1. No: Negate (counter) — it is a creature",
                                                "Yes: Essence Scatter (counter) — it is Creature — Spirit Soldier"]
    assert then["state"]["zone"] == "exile"


@pytest.mark.parametrize("question, first", [
    # 割れる (destroy, "break"), 撃ったら (cast at), 殺せる (kill), 紛争なし (without revolt), ドアだけ (only the door)
    ("相手の《Derelict Attic // Widow's Walk》、Widow's Walkのドアだけ開いてる。《Abrupt Decay》で割れる？", "いいえ"),
    ("相手の《苛まれし最下層民》に《月霧》撃ったら変身する？", "はい — 変身します。第2面が表: 猛り狂う狼男"),
    ("《ウルヴェンワルドに囚われしもの》を変身させた。相手は紛争なしの《Fatal Push》で殺せる？", "はい"),
])
async def test_japanese_table_words(library, question, first):
    answer = await ask(library, question)
    assert answer.ok, answer.answer
    assert verdict(answer).startswith(first), verdict(answer)


async def test_whether_a_cast_told_counts_is_answered_by_the_count(library):
    """Batch Q's Q32: "does disturb count as casting for day?" left "disturb" unplaced; the story counts it (731.2b)."""
    answer = await ask(library, "night. i disturb dennick from my gy and cast one other spell. does disturb count as "
                                "casting for day?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("Yes — it is day on turn 2")
    assert answer.json["read_as"]["argv"][-1] == "spells 1; spells 1; next turn"


async def test_a_type_of_the_other_face_is_no_fact_to_check(library):
    """Batch R's R19: "Memory of Toshiro (the flipped saga guy)" got "That doesn't match the card: check type saga" —
    the Saga is its front face; the answer is Fatal Push's (mana value 2, 712.8e)."""
    answer = await ask(library, "opp has Memory of Toshiro (the flipped saga guy). no revolt this turn — can I still "
                                "Fatal Push it?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("Yes: Fatal Push (destroy)")
    assert "check type saga" not in answer.json["read_as"]["argv"][-1]


@pytest.mark.parametrize("question", [
    "is Delver of Secrets blue? what about Abrupt Decay?",
    "my delver flipped, does it have mana value 1? what about Fatal Push?",
])
async def test_another_card_after_a_property_question_is_no_internal_error(library, question):
    """"what about X?" after a question whose check is a property ("check color blue") looked the property up as a
    card name and ended in an internal error."""
    answer = await ask(library, question)
    assert "internal error" not in answer.answer.casefold()
    assert answer.ok or answer.json["error"]["kind"] in ("not_understood", "invalid", "not_modelled")
