"""How players tell the spells of a turn and what they believe a card is (issue 14): spells said by what players call
them ("a 2 drop", "a bear", "a cantrip"); a mechanic's word that casts (evoke, suspend, discover's "cast it free") or
that puts a card in without casting it (ninjutsu); the asker's "it's a human insect, not a werewolf", "… as red",
"the planeswalker side has no cost", "has no mana cost" — theirs, never a check of the story."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("its night. on my turn i cast a 2 drop and then cast a bear. day next turn?", "Day on turn 2"),
    ("its night. on my turn i cast a 2-drop and a cantrip. day next turn?", "Day on turn 2"),
    ("its night. my turn i cast a bear. day next turn?", "Night on turn 2"),
    ("its night. on my turn i evoked solitude and cast a bear. day next turn?", "Day on turn 2"),
    ("night. i cast bloodbraid elf and cascade into a 2 drop and cast it for free. does it become day?",
     "Yes — it is day on turn 2"),
    ("its night. my turn i cast one creature and then ninjutsu'd ninja of the deep hours in. is that 2 spells for day?",
     "No — it is night on turn 2"),
    ("今は夜。自分のアップキープに待機してた《Rift Bolt》の最後の時間カウンターが外れてタダで唱えて、メインでもう1つ呪文を唱えた。"
     "これで次のターンは昼になる？", "はい — 2ターン目は昼です"),
    ("昼です。自分のターンは、アップキープに待機の《Living End》が最後のカウンターが取れて唱えられただけで、手札からは何も唱えてない。"
     "次のターン夜になる？", "いいえ — 2ターン目は昼です"),
])
async def test_the_turns_spells_as_told_at_a_table(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_card_with_one_face_has_no_face_up_line(library):
    answer = await ask(library, "its night. on my turn i evoked solitude and cast a bear. day next turn?")
    assert answer.verdict == ["Day on turn 2", "No daybound or nightbound permanents"], answer.verdict


@pytest.mark.parametrize("question, first, claim", [
    ("i moonmist with my aberrant researcher out. it's a human insect, not a werewolf — does it flip to perfected form?",
     "Yes — it transforms", "not a werewolf"),
    ("opp's tamiyo flipped to tamiyo, seasoned scholar. can i portable hole her? planeswalker side has no cost so mv 0?",
     "Yes: Portable Hole (exile)", "planeswalker"),
    ("opp casts invasion of ikoria. can i essence scatter it? it makes a creature and the back is a creature",
     "No: Essence Scatter (counter) — it is Battle — Siege, not creature", "makes a creature"),
    ("opp's huntmaster flipped to ravager of the fells. ravager has no mana cost, can i still blue elemental blast it "
     "as red?", "Yes: Blue Elemental Blast (destroy) — it is red and green", "as red"),
    ("my delver flipped. insectile aberration has no mana cost. can opp fatal push it?", "Yes: Fatal Push (destroy)",
     "no mana cost"),
])
async def test_what_the_asker_believes_the_card_is_is_theirs(library, question, first, claim):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert any(claim in c for c in answer.json.get("claims", [])), answer.json.get("claims")
