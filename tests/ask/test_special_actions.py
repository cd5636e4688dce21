"""Unlocking a door and playing a land are special actions, not spells (116.1, 116.2a, 116.2m, 709.5e): "does
unlocking Widow's Walk count as casting a spell?" is No, with the act done as a step (a door that can't be
unlocked stops the story instead). And in a day/night story, "I cast Ticket Booth and then unlocked Tunnel of
Hate" is one spell and one special action (731.2)."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


@pytest.mark.parametrize("question, first", [
    ("does unlocking Widow's Walk count as casting a spell?", "No — paying a door's unlock cost is a special action"),
    ("if I pay to unlock Locker Room, does that use the stack?", "No — paying a door's unlock cost is a special action"),
    ("does playing Kabira Plateau count as casting a spell?", "No — playing a land is a special action"),
    ("is playing Emeria, Shattered Skyclave as my land drop casting a spell?", "No — playing a land is a special action"),
])
async def test_a_special_action_is_not_casting_a_spell(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer
    assert "116.1" in verdict(answer)


async def test_a_face_that_is_no_land_is_cast_not_played(library):
    # Kabira Takedown is an instant: playing it is casting it, so nothing here is a special action
    answer = await ask(library, "does playing Kabira Takedown count as casting a spell?")
    assert "special action" not in answer.answer
    assert answer.json.get("error", {}).get("kind") == "not_understood"


@pytest.mark.parametrize("question", [
    "it's night. I cast Ticket Booth and then unlocked Tunnel of Hate. does it become day?",
    "it's night. on my turn I cast Bottomless Pool and unlocked Locker Room. is it day next turn?",
])
async def test_a_door_unlocked_after_its_room_was_cast_is_no_second_spell(library, question):
    answer = await ask(library, question)
    assert verdict(answer).startswith("No — it is night on turn 2"), answer.answer
    assert "unlock" in [s.get("action", "").split(" ")[0] for s in answer.json["steps"]]


@pytest.mark.parametrize("question", [
    "can my opponent pay {2} to unlock Locker Room on their Bottomless Pool?",
    "can I pay {U} to unlock Locker Room on my Bottomless Pool?",  # {U} is the other door's cost
])
async def test_a_cost_said_that_is_not_the_doors_is_not_placed(library, question):
    answer = await ask(library, question)
    assert answer.json.get("error", {}).get("kind") == "not_understood", answer.answer
    assert "pay" in answer.answer


async def test_the_doors_own_cost_said_is_its_unlock_cost(library):
    answer = await ask(library, "can I pay {4}{U} to unlock Locker Room?")
    assert verdict(answer).startswith("Yes — Locker Room is unlocked by paying its mana cost {4}{U}"), answer.answer


@pytest.mark.parametrize("question, first", [
    ("《Derelict Attic // Widow's Walk》のWidow's Walkの扉を開けるのは呪文を唱えたことになる？", "いいえ — ドアの開放コスト"),
    ("《Kabira Takedown // Kabira Plateau》をKabira Plateauとして土地でプレイするのは呪文を唱えたことになる？",
     "いいえ — 土地をプレイするのは特別な処理"),
])
async def test_a_special_action_in_japanese(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp has Aura of Silence. does unlocking Widow's Walk on my Derelict Attic // Widow's Walk cost 2 more?",
     "No — Aura of Silence's"),
    ("opp has Aura of Silence. does casting Widow's Walk cost 2 more?", "Yes — Aura of Silence's"),
    ("opp has Eidolon of the Great Revel. if I cast Bottomless Pool, does Eidolon trigger?",
     "Yes — Eidolon of the Great Revel's"),
    ("opp has Eidolon of the Great Revel. if I cast Locker Room, does Eidolon trigger?",
     "No — Eidolon of the Great Revel's"),  # Locker Room's mana value is 5
    ("opp has Eidolon of the Great Revel. if I unlock Locker Room on my Bottomless Pool // Locker Room, does Eidolon "
     "trigger?", "No — Eidolon of the Great Revel's"),
    ("相手の《Eidolon of the Great Revel》がいる。《Bottomless Pool // Locker Room》のLocker Roomの扉を開けたら誘発する？",
     "いいえ — 《Eidolon of the Great Revel》の能力は誘発しません"),
])
async def test_what_a_static_about_casting_does_to_the_act_asked(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp has Deafening Silence and I already cast a spell this turn. can I still unlock Warped Space on my Charred "
     "Foyer // Warped Space?", "Yes — Warped Space is unlocked"),
    ("opp has Deafening Silence and I already cast a spell this turn. can I cast Bottomless Pool?",
     "No — Bottomless Pool can't be cast: Deafening Silence's"),
    ("opp has Void Winnower. can I play Kabira Plateau as my land?", "Yes — Kabira Plateau is played as a land"),
])
async def test_a_spell_limit_counts_what_was_told_and_never_a_special_action(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_how_much_life_a_reanimation_costs_is_the_mana_value_of_what_entered(library):
    # two questions: the second names nothing, and is read after the first, whose Reanimate is told as done
    answer = await ask(library, "it's night. i Reanimate a Ballista Watcher from my graveyard — does it come in as "
                                "Ballista Wielder? and how much life do i lose?")
    lines = answer.verdict
    assert lines[0] == "1. Yes — it is Ballista Wielder.", answer.answer
    assert lines[1].startswith("2. You lose 4 life — Reanimate"), answer.answer  # Ballista Watcher {2}{R}{R}


@pytest.mark.parametrize("question, first", [
    ("it's night and i cast ill-tempered loner. does it come in as the human?",
     "No — it is Howlpack Avenger, not Ill-Tempered Loner"),
    ("it's day and i cast ill-tempered loner. does it come in as the human?", "Yes — it is Ill-Tempered Loner"),
])
async def test_a_face_said_by_the_subtype_only_it_has(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_subtype_both_faces_have_names_no_face(library):
    # Delver of Secrets is a Human Wizard, Insectile Aberration a Human Insect: "the human" is neither face
    answer = await ask(library, "i flicker my flipped Delver of Secrets. does it come back as the human?")
    assert answer.json["error"]["kind"] == "not_understood", answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp fatal pushes my tangleclaw werewolf with revolt. i pay 6G in response and flip it to fibrous entangler. "
     "does push still kill it?", "Yes: Fatal Push (destroy) — with revolt"),  # Tangleclaw {2}{G}{G}: 4
    ("i flipped my restless bloodseeker (out since last turn) into bloodsoaked reveler by saccing 2 blood. can it "
     "still attack this turn?", "Yes: able to attack this turn"),
])
async def test_its_own_transform_paid_as_its_ability_says(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_new_creature_asked_is_not_its_type_checked(library):
    # "or is it a new creature?" asks whether it is the same object: never "Yes: creature"
    answer = await ask(library, "i flipped my restless bloodseeker (out since last turn) into bloodsoaked reveler by "
                                "saccing 2 blood. can it still attack this turn or is it a new creature")
    assert "Yes: creature" not in answer.answer and answer.json["error"]["kind"] == "not_understood", answer.answer


async def test_a_zone_guessed_after_where_is_the_askers(library):
    answer = await ask(library, "my Delver of Secrets dies. where does it go? graveyard?")
    assert verdict(answer).startswith("It ends up in the graveyard"), answer.answer
    assert "questions" not in answer.json


async def test_how_much_a_cast_costs_under_a_cost_change(library):
    answer = await ask(library, "opp's Thalia, Guardian of Thraben is out. if I cast Locker Room, how much does it cost?")
    assert verdict(answer).startswith("{5}{U} — Thalia, Guardian of Thraben's"), answer.answer
    unlock = await ask(library, "opp has Aura of Silence. if I unlock Widow's Walk on my Derelict Attic // Widow's Walk, "
                                "how much does it cost?")
    assert verdict(unlock).startswith("{3}{B} — Aura of Silence's"), unlock.answer


async def test_a_cost_asked_with_nothing_cast_is_not_answered(library):
    # nothing is cast, unlocked or played: the cost asked is of no step, so no verdict (it had been "No: … mana value
    # None" from the check of the static)
    answer = await ask(library, "opp's Thalia, Guardian of Thraben is out. how much does Locker Room cost me?")
    assert answer.json["error"]["kind"] == "not_understood", answer.answer


async def test_a_static_i_control_is_mine(library):
    # "I control Void Winnower": it stops my opponents' spells, not mine — never "No" from taking it as theirs
    answer = await ask(library, "I control Void Winnower. can I cast Central Elevator?")
    assert not answer.ok and "No —" not in answer.answer, answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp has Chalice of the Void on 3. if i cast prop room does chalice counter it?", "Yes — it is countered, and it is in the graveyard"),
    ("opp has Chalice of the Void on 2. if i cast prop room does chalice counter it?", "No — it isn't countered: it is on the stack"),
])
async def test_a_counting_trigger_named_again_in_the_question_is_the_one_applied(library, question, first):
    # "chalice" asked again is the Chalice told "on 3": its count answers (Prop Room {2}{W} on the stack: 3, 709.3)
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp's Consuming Sepulcher (crafted Tithing Blade). can I Abrupt Decay it?", "Yes: Abrupt Decay (destroy)"),
    ("相手の《Consuming Sepulcher》（《Tithing Blade》をクラフトしたやつ）、《Abrupt Decay》で割れる？", "はい"),
    ("相手の場の《Embrose, Dean of Shadow》って《Abrupt Decay》で壊せる？", "いいえ"),  # {2}{B}{B}: 4 (712.8e is not it)
])
async def test_crafted_is_its_back_face_up_and_ba_is_the_battlefield(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_japanese_remark_that_the_back_has_no_mana_cost_is_a_claim(library):
    answer = await ask(library, "相手の《Consuming Sepulcher》（《Tithing Blade》をクラフトしたやつ）、《Abrupt Decay》で割れる？"
                                "裏面ってマナコストないよね")
    assert verdict(answer).startswith("はい"), answer.answer
    assert answer.json.get("claims"), answer.json


@pytest.mark.parametrize("question", [
    "Abrupt Decay on Locker Room: does it hit?",
    "can Abrupt Decay destroy opp's Bottomless Pool // Locker Room?",
    "《Bottomless Pool》を《突然の衰微》で破壊できる？",
])
async def test_a_rooms_mana_value_on_the_battlefield_is_never_guessed(library, question):
    # Which doors are unlocked decides its mana value there (709.5): 0, 1, 5 or 6 — each is offered, none assumed
    # (it had been "Yes — mana value 0", from both doors taken as locked)
    answer = await ask(library, question)
    assert answer.json["error"]["kind"] == "not_understood", answer.answer
    offered = [r["program"] for r in answer.json["error"]["readings"]]
    assert any("unlock Locker Room; check Abrupt Decay" in p for p in offered), offered


async def test_a_rooms_type_alone_needs_no_door(library):
    answer = await ask(library, "opp has Bottomless Pool // Locker Room out. can I Disenchant it?")
    assert verdict(answer).startswith("Yes: Disenchant (destroy)"), answer.answer


@pytest.mark.parametrize("question, first", [
    ("opp has Chalice of the Void on 2. my Invasion of Mercadia just got defeated and I cast Kyren Flamewright off it. "
     "does chalice counter it? the back has no mana cost", "Yes — it is countered, and it is in the graveyard"),
    ("opp has Chalice of the Void on 3. my Invasion of Mercadia got defeated. does chalice counter Kyren Flamewright?",
     "No — it isn't countered: it is on the stack"),
])
async def test_a_chalice_on_a_sieges_own_cast(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer).startswith(first), answer.answer


async def test_a_name_chosen_is_not_the_face_followed(library):
    # batch Y's Y20: the card had been followed as Defiant Thundermaw on the battlefield, so "defeat" was refused
    # ("not a battle") and the No was for that reason; the Meddling Mage's name stops the defeat's cast
    answer = await ask(library, "opp's meddling mage named defiant thundermaw. if my invasion of tarkir gets defeated "
                                "can i still cast the back?")
    assert verdict(answer).startswith("No — The last defense counter is removed from Invasion of Tarkir"), answer.answer
    assert "Meddling Mage" in verdict(answer)


async def test_a_reason_with_a_question_mark_after_the_question_is_never_checked(library):
    # batch Y's Y32: "back side has no cost so mv 0 = even??" had become the question ("No: mana value even")
    answer = await ask(library, "opp has void winnower. i just defeated my invasion of ravnica, can i still cast "
                                "guildpact paragon off it? back side has no cost so mv 0 = even??")
    assert verdict(answer).startswith("Yes — The last defense counter is removed from Invasion of Ravnica"), answer.answer
    assert "check mana value" not in " ".join(answer.json["read_as"]["argv"])


async def test_counterspell_as_a_verb_on_a_land_played(library):
    # "can i counterspell it when opp plays hagra broodpit as their land?": a land played is no spell (116.2a)
    answer = await ask(library, "can i counterspell it when opp plays hagra broodpit as their land for the turn?")
    assert verdict(answer).startswith("No: Counterspell (counter) — it must be on the stack"), answer.answer
