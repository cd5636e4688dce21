"""Classes batch AI's first contact showed (and probe 13's), each asked in words of its own: the asker's arithmetic of
a face's size, removal by power and toughness, …"""

import pytest

from bot.ask import ask


async def test_a_faces_size_said_with_its_sum_is_the_askers_reasoning(library):
    answer = await ask(library, "can i cut down a transformed delver of secrets? aberration is 3/2 so thats 5 right")
    assert "error" not in answer.json
    assert answer.verdict[0].startswith("Yes: Cut Down")
    assert "total power and toughness 5" in answer.verdict[0]


async def test_a_size_said_of_a_nickname_before_the_question_is_a_claim(library):
    answer = await ask(library, "they are casting beloved beggar with disturb. beggar is 0/4 so power 0, "
                                "can i counter it with stern scolding?")
    assert "error" not in answer.json
    assert answer.verdict[0].startswith("No: Stern Scolding")
    assert "4/4" in answer.verdict[0]


async def test_a_size_the_named_face_doesnt_have_tells_the_story_and_stays_to_place(library):
    # Delver of Secrets is a 1/1: "my delver is a 3/2 now" says it transformed — never a claim dropped
    answer = await ask(library, "my delver is a 3/2 now. can i cut down it?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert "3" in answer.json["error"]["unplaced"]


async def test_a_door_unlocked_then_its_bounce_said_of_another_card_acts_on_it(library):
    # two Rooms or double-faced cards named had been "none acts on the other; ask about one"
    answer = await ask(library, "my fable of the mirror-breaker has flipped. i unlock bottomless pool and bounce it. "
                                "what is in my hand?")
    assert "error" not in answer.json
    assert answer.json["read_as"]["argv"][-1] == "transform; apply Bottomless Pool"
    assert answer.json["state"]["zone"] == "hand"
    assert answer.json["state"]["face_up"] == "front"
    assert "named Fable of the Mirror-Breaker" in answer.text()


async def test_do_i_draw_asks_whether_a_cast_trigger_that_draws_triggers(library):
    # Up the Beanstalk: "When this enchantment enters and whenever you cast a spell with mana value 5 or greater, draw
    # a card" — had been read as nothing at all, and "draw" left unplaced
    answer = await ask(library, "i control up the beanstalk. if i cast bottomless pool do i draw a card?")
    assert answer.verdict[0].startswith("No — Up the Beanstalk")
    assert "its mana value is 1" in answer.verdict[0]
    answer = await ask(library, "i control up the beanstalk. if i cast locker room do i draw?")
    assert answer.verdict[0].startswith("Yes — Up the Beanstalk")


async def test_what_the_card_says_its_total_is_the_askers_reasoning_and_so_asks_yes_or_no(library):
    answer = await ask(library, "up the beanstalk is out, i cast bottomless pool. card says 6 total so i draw right?")
    assert answer.verdict[0].startswith("No — Up the Beanstalk")
    assert any("card says 6" in c for c in answer.json["claims"])


async def test_in_japanese_one_card_drawn_is_the_trigger_asked(library):
    answer = await ask(library, "《Up the Beanstalk》がある。《Locker Room》を唱えたら1枚引ける？")
    assert answer.verdict[0].startswith("はい")


async def test_a_pressed_reading_keeps_what_is_asked_of_the_story(library):
    question = ("enchantress's presence out. i cast underwater tunnel and drew. next turn i pay 3U to unlock slimy "
                "aquarium, do i draw again?")
    pressed = await ask(library, question, choose=0)
    assert pressed.verdict[0].startswith("Answered without")
    assert pressed.verdict[1].startswith("No — Enchantress's Presence")
    assert "special action" in pressed.verdict[1]


async def test_a_nickname_another_card_acts_on_is_the_one_double_faced_card_it_fits(library):
    # "delver" fits Dungeon Delver, Jungle Delver, … — only one of them is double-faced; "fable" likewise
    answer = await ask(library, "can i abrupt decay my delver?")
    assert answer.json["card"]["name"] == "Delver of Secrets // Insectile Aberration"
    assert answer.verdict[0].startswith("Yes: Abrupt Decay")
    answer = await ask(library, "can fatal push hit their fable?")
    assert answer.json["card"]["name"] == "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"
    assert answer.verdict[0].startswith("No: Fatal Push")


async def test_a_nickname_alone_is_still_not_narrowed(library):
    answer = await ask(library, "what is the mana value of delver?")
    assert "error" in answer.json


# -- probe 13's wrong verdict and buttons --------------------------------------------------------------------------

async def test_coming_back_is_the_return_asked_never_dropped(library):
    # "It does: Containment Priest applies — as it would enter, it is Artifact Creature" had answered the front face
    # blinked; the card returns as Scrounged Scythe, not a creature
    answer = await ask(library, "containment priest doesn't stop harvest hand coming back, right?")
    assert answer.json["error"]["kind"] == "not_understood"
    assert "coming back" in answer.json["error"]["unplaced"]
    assert all(r["command"] == "card" for r in answer.json["error"]["readings"])


async def test_a_card_out_after_with_is_there_all_along_not_the_acts_card(library):
    answer = await ask(library, "my harvest hand died with containment priest out. does it come back as the scythe?")
    assert "error" not in answer.json
    assert answer.json["state"]["zone"] == "battlefield" and answer.json["state"]["face_up"] == "back"


async def test_a_count_left_out_offers_no_reading_without_it(library):
    # without "chapter 3" the reading was a Saga Containment Priest doesn't touch: "No: it is a Saga"
    error = (await ask(library, "containment priest is out and fable hits chapter 3. do i get reflection of "
                                "kiki-jiki?")).json["error"]
    assert all(r["command"] == "card" for r in error["readings"])


async def test_a_what_question_is_offered_no_check_of_the_card_left_out(library):
    question = "my flipped delver of secrets, boomerang. what side is it in my hand?"
    error = (await ask(library, question)).json["error"]
    assert [r["argv"][-1] for r in error["readings"]] == ["transform; apply Boomerang"]
    pressed = await ask(library, question, choose=0)
    assert pressed.json["state"]["zone"] == "hand" and pressed.json["state"]["face_up"] == "front"


async def test_a_static_left_out_is_never_applied_after_the_story(library):
    error = (await ask(library, "containment priest out and i ephemerate brisela, does anything come back")
             ).json["error"]
    assert all(r["command"] == "card" for r in error["readings"])


async def test_a_card_left_out_is_not_checked_where_the_story_never_put_the_card(library):
    error = (await ask(library, "fatal push and brutal cathar at night?")).json["error"]
    assert error["reading"]["argv"][1:3] == ["--zone", "library"]  # (nowhere said: assumed)
    assert all(r["command"] == "card" for r in error["readings"])


async def test_the_opponent_holding_only_a_static_leaves_the_rest_the_askers(library):
    answer = await ask(library, "opp has containment priest. i ephemerate my flipped delver of secrets. what comes "
                                "back?")
    assert "error" not in answer.json
    assert answer.json["state"]["zone"] == "exile"
    # whose the creature is, said — still not followed
    answer = await ask(library, "opp has containment priest. can i ephemerate their delver of secrets?")
    assert answer.json["error"]["kind"] == "not_modelled"


async def test_a_card_name_opening_its_clause_before_the_card_it_is_done_to_acts(library):
    answer = await ask(library, "bolt the reflection of kiki-jiki, does it die?")
    assert answer.verdict[0].startswith("Yes") and answer.json["state"]["zone"] == "graveyard"
    # asked, it is checked: Moonrage Brute's mana value is its front face's, 3 (712.8e)
    answer = await ask(library, "fatal push brutal cathar when its night?")
    assert answer.verdict[0].startswith("No: Fatal Push") and "its mana value is 3" in answer.verdict[0]
    answer = await ask(library, "boomerang my opp's flipped delver of secrets. what side is it in their hand")
    assert answer.json["state"]["zone"] == "hand" and answer.json["state"]["face_up"] == "front"


async def test_does_needle_stop_it_from_flipping_is_answered_from_how_it_transforms(library):
    # Delver's flip is a triggered ability: Pithing Needle stops only activated ones (602.5) — it had been refused,
    # and before that offered as "Yes: it has the name Delver of Secrets"
    answer = await ask(library, "does pithing needle naming delver of secrets stop it from flipping?")
    assert answer.verdict[0].startswith("No — Pithing Needle doesn't stop it")
    assert "113.3c" in answer.verdict[0]
    # Bloodline Keeper's "{B}: Transform" is activated: stopped
    answer = await ask(library, "does needle on bloodline keeper stop it from transforming?")
    assert answer.verdict[0].startswith("Yes — it stops it")
    # named something else, the Abbey's ability isn't stopped
    answer = await ask(library, "opp's pithing needle names ormendahl, profane prince. does it stop my westvale abbey "
                                "from flipping?")
    assert answer.verdict[0].startswith("No — Pithing Needle doesn't stop it")
    assert "113.3c" not in answer.verdict[0]  # (its transform is activated: the reason is the name, not the kind)


async def test_in_japanese_the_named_face_is_chosen_and_the_stop_is_answered(library):
    # 「《真髄の針》が《血統の守り手》を指定してる」: the name chosen is the face's (it had been "A // B", which no
    # permanent has, and the transform went ahead: はい)
    answer = await ask(library, "相手の《真髄の針》が《血統の守り手》を指定してる。変身できる？")
    assert answer.verdict[0].startswith("いいえ")
    answer = await ask(library, "《真髄の針》で《秘密を掘り下げる者》を指定したら変身は止まる？")
    assert answer.verdict[0].startswith("いいえ") and "113.3c" in answer.verdict[0]
    answer = await ask(library, "《真髄の針》で《血統の守り手》を指定したら変身は止まる？")
    assert answer.verdict[0].startswith("はい")


async def test_the_3_2_flyer_is_its_size_and_flying(library):
    answer = await ask(library, "i blink my flipped delver of secrets. does it come back as the 3/2 flyer?")
    assert answer.verdict[0].startswith("No: a 3/2 with flying")
    answer = await ask(library, "is my flipped delver of secrets a 3/2 flyer?")
    assert answer.verdict[0].startswith("Yes: a 3/2 with flying")


async def test_a_side_said_with_its_printed_size_is_the_askers_reasoning(library):
    answer = await ask(library, "can surgical suite return fable of the mirror-breaker from my graveyard? the back "
                                "side is a 2/2 creature")
    assert answer.verdict[0].startswith("No: Surgical Suite") and "Saga" in answer.verdict[0]
    assert any("back side is a 2 2" in c or "2/2" in c or "2 2" in c for c in answer.json["claims"])


# -- probe 14's wrong verdicts --------------------------------------------------------------------------------------

async def test_does_it_stop_the_flip_is_the_transform_tried_never_the_needles_name_check(library):
    # "Yes — it has the name Huntmaster of the Fells": the name check had answered "does it stop the flip?"
    for question in ("pithing needle naming huntmaster of the fells, does it stop the flip?",
                     "needle naming thing in the ice, does it stop the flip?"):
        answer = await ask(library, question)
        assert answer.verdict[0].startswith("No — Pithing Needle doesn't stop it"), question
    answer = await ask(library, "pithing needle naming kessig prowler, does it stop the flip?")
    assert answer.verdict[0].startswith("Yes — it stops it")
    # a daybound card (no ability turns it over; the story is day and night's): no verdict
    answer = await ask(library, "does needle naming moonrage brute stop brutal cathar from flipping?")
    assert answer.json["error"]["kind"] == "not_understood"


async def test_an_activated_exile_and_return_transformed_is_stopped_by_needle(library):
    # Nicol Bolas, the Ravager's "{4}{U}{B}{R}: Exile …, then return him to the battlefield transformed" is activated
    answer = await ask(library, "opp needled nicol bolas, the ravager. can i still flip him?")
    assert answer.verdict[0].startswith("No — Nicol Bolas, the Ravager can't transform by its own ability")


async def test_in_japanese_a_card_that_transforms_nothing_leaves_the_transformed_state_to_the_card_after_it(library):
    # 「《Cut Down》で変身した《氷の中の存在》」: Awoken Horror is 7/8 (it had been read as Cut Down's own act, front face up)
    answer = await ask(library, "《Cut Down》で変身した《氷の中の存在》を破壊できる？")
    assert answer.verdict[0].startswith("いいえ")
    answer = await ask(library, "《Cut Down》で変身した《秘密を掘り下げる者》を破壊できる？")
    assert answer.verdict[0].startswith("はい") and answer.json["state"]["face_up"] == "back"


async def test_a_naming_said_with_shitemo_is_in_force_before_the_transform_asked(library):
    answer = await ask(library, "《真髄の針》で《血統の守り手》を指定しても、《系統の王》に変身できる？")
    assert answer.verdict[0].startswith("いいえ")
    assert answer.json["read_as"]["argv"][-1].startswith("apply ")


async def test_a_back_face_acted_on_is_up_though_the_question_asks_where_it_ends(library):
    answer = await ask(library, "i unlock bottomless pool and bounce opp's reflection of kiki-jiki. what card do they "
                                "have in hand?")
    assert answer.json["state"]["zone"] == "hand" and "named Fable of the Mirror-Breaker" in answer.text()
    answer = await ask(library, "bolt my reflection of kiki-jiki. what is in my graveyard?")
    assert answer.json["state"]["zone"] == "graveyard"


async def test_a_double_faced_card_asked_whether_it_dies_does_nothing_itself(library):
    # "does my thing in the ice die?" had made Thing in the Ice the card acting on the Room (its cast trigger)
    answer = await ask(library, "opp unlocks restricted office, does my thing in the ice die?")
    assert "error" in answer.json and "Thing in the Ice (cast_trigger)" not in answer.text()


async def test_the_back_face_named_then_flipped_back_starts_back_face_up(library):
    answer = await ask(library, "when my ravager of the fells flips back to huntmaster do i get another wolf?")
    assert answer.verdict[0].startswith("Yes — it triggers")
    answer = await ask(library, "my huntmaster of the fells transforms into ravager of the fells. do i get a wolf?")
    assert answer.verdict[0].startswith("No")


async def test_does_moonmist_flip_it_is_answered_yes_or_no(library):
    answer = await ask(library, "does moonmist flip my brutal cathar?")
    assert answer.verdict[0].startswith("No — it doesn't transform")
    answer = await ask(library, "does moonmist transform my delver of secrets?")
    assert answer.verdict[0].startswith("Yes — it transforms")


async def test_its_the_day_side_says_which_face_of_a_daybound_card_is_up(library):
    # "its the day side" had made a day/night story of a Cut Down question; Untamed Pup is 4/4
    answer = await ask(library, "can cut down kill hound tamer? its the day side")
    assert answer.verdict[0].startswith("No: Cut Down") and "3/3" in answer.verdict[0]
    answer = await ask(library, "can cut down kill hound tamer? it's the night side")
    assert answer.verdict[0].startswith("No: Cut Down") and "4/4" in answer.verdict[0]


async def test_its_size_said_by_pronoun_is_a_claim_unless_it_is_another_faces(library):
    answer = await ask(library, "can cut down kill huntmaster of the fells, it's a 2/2")
    assert answer.verdict[0].startswith("Yes: Cut Down") and "2/2" in answer.verdict[0]
    # Awoken Horror's size "now": it turned over — never answered of Thing in the Ice's 0/4
    answer = await ask(library, "can cut down kill my thing in the ice? it's a 7/8 now")
    assert answer.verdict[0].startswith("No: Cut Down") and "7/8" in answer.verdict[0]
    # said without "now", the size stays to place, and no reading is offered without it
    answer = await ask(library, "can cut down kill my thing in the ice? it's a 7/8")
    error = answer.json["error"]
    assert error["kind"] == "not_understood" and "7" in error["unplaced"]
    assert all(r["command"] == "card" for r in error["readings"])
    # the face another mention names: "… cast defiant thundermaw … it's a 4/4 dragon"
    answer = await ask(library, "my invasion of tarkir got defeated and i cast defiant thundermaw off it. opp has "
                                "spell snare - can they counter it? it's a 4/4 dragon")
    assert answer.verdict[0].startswith("Yes: Spell Snare")


async def test_an_opponent_who_holds_a_static_and_acts_too_is_not_followed(library):
    answer = await ask(library, "opp has containment priest and ephemerates my flipped delver of secrets. what comes "
                                "back?")
    assert answer.json["error"]["kind"] == "not_modelled"


async def test_the_back_faces_size_now_tells_it_turned_over(library):
    # "is a 3/2 now" tells the story (transformed): read so, never set aside as a remark
    answer = await ask(library, "my Delver of Secrets is a 3/2 now. what's its mana value?")
    assert answer.json["state"]["face_up"] == "back" and answer.json["state"]["mana_value"] == 1


async def test_the_x_told_is_the_casts_when_its_face_has_x(library):
    answer = await ask(library, "i have up the beanstalk. if i cast agadeem's awakening with x=2 do i draw?")
    assert answer.verdict[0].startswith("Yes — Up the Beanstalk") and "its mana value is 5" in answer.verdict[0]
    answer = await ask(library, "《Up the Beanstalk》出してる。《アガディームの覚醒》をX=2で唱えたら1枚引ける？")
    assert answer.verdict[0].startswith("はい")
    answer = await ask(library, "can spell snare counter shatterskull smashing cast for x=0?")
    assert answer.verdict[0].startswith("Yes: Spell Snare")
    answer = await ask(library, "opp casts shatterskull smashing with x=1. can i spell snare it?")
    assert answer.verdict[0].startswith("No: Spell Snare")


async def test_in_japanese_the_back_face_said_to_have_no_cost_is_a_remark(library):
    answer = await ask(library, "相手の《虚空の杯》がX=2で出てる。墓地の《Twinblade Geist》を降霊（disturb）で《Twinblade "
                                "Invocation》として唱えたら打ち消される？裏面ってマナコストないけど")
    assert answer.verdict[0].startswith("はい")
    assert answer.json["state"]["zone"] == "exile"


async def test_chalice_and_void_winnower_see_the_x_chosen(library):
    answer = await ask(library, "opp has chalice of the void on 3. if i cast agadeem's awakening with x=0 does it get "
                                "countered?")
    assert answer.verdict[0].startswith("Yes — it is countered")
    answer = await ask(library, "opp has chalice of the void on 3. if i cast agadeem's awakening with x=1 does it get "
                                "countered?")
    assert answer.verdict[0].startswith("No — it isn't countered")
    answer = await ask(library, "opp has void winnower. can I cast Agadeem's Awakening with X=2?")
    assert answer.verdict[0].startswith("Yes")  # mana value 5, odd


async def test_a_transforming_sagas_last_chapter_told_exiles_and_returns_it_transformed(library):
    # Containment Priest exiles the Reflection as it would enter (it wasn't cast: 614.12)
    answer = await ask(library, "containment priest is out and fable of the mirror-breaker hits chapter 3. where is it?")
    assert answer.json["read_as"]["argv"][-1].endswith("move exile; enter transformed")
    assert answer.json["state"]["zone"] == "exile"
    answer = await ask(library, "The Restoration of Eiganjo hit chapter III and came back as Architect of "
                                "Restoration. Can the Architect attack this turn?")
    assert answer.verdict[0].startswith("No")  # a new object: summoning sick (302.6)
    # a chapter on the stack is no chapter resolved
    answer = await ask(library, "befriending the moths chapter III is on the stack and opp disenchants the saga in "
                                "response. do i still get the imperial moth?")
    assert "enter transformed" not in answer.json["error"]["reading"]["argv"][-1]


# -- probe 15's wrong verdicts and buttons --------------------------------------------------------------------------

async def test_a_counterspell_said_of_an_ability_gets_no_verdict(library):
    # "Yes: Counterspell" had cast the Room: the bounce is the door's triggered ability, no spell (116.2m, 709.5h)
    answer = await ask(library, "opp unlocks bottomless pool to bounce my guy, can i counterspell the bounce?")
    assert answer.json["error"]["kind"] == "not_understood" and "bounce" in answer.json["error"]["unplaced"]


async def test_a_transform_asked_of_a_modal_card_read_without_it_gets_no_verdict(library):
    answer = await ask(library, "《恐怖昇りの小道》として置いたあと、《陽光昇りの小道》側に裏返せる？")
    assert answer.json["error"]["kind"] == "not_understood"
    # a Moonmist told still answers it: a modal card doesn't transform
    answer = await ask(library, "I cast Moonmist with Jadzi, Oracle of Arcavios on the battlefield. does she turn into "
                                "Journey to the Oracle?")
    assert answer.verdict[0].startswith("No — it doesn't transform")


@pytest.mark.parametrize("question", [
    "no werewolves have been out yet. opp cast nothing on their turn. is it night now?",  # a negation left out
    "昼で、相手のターンに自分だけインスタントを2回唱えて相手は何も唱えてない。次の自分のターン夜になる？",  # who cast them
    "降霊で唱えられた《Generous Soul》を《対抗呪文》で打ち消したら、墓地に行く？",  # the counter told, left out
])
async def test_no_reading_is_offered_without_a_word_that_changes_the_story(library, question):
    error = (await ask(library, question)).json["error"]
    assert all(r["command"] == "card" for r in error["readings"]), error["readings"]


async def test_make_it_night_is_the_designation_changing(library):
    # "make it night" had been taken for "night?" asked: the story lost the change, and "Yes — day" answered
    answer = await ask(library, "it's day. on my turn i make it night, then cast 1 spell. is it day next turn?")
    assert answer.verdict[0].startswith("No — it is night on turn 2")
    answer = await ask(library, "it's night. i make it day. is my moonrage brute a brutal cathar now?")
    assert answer.verdict[0].startswith("Yes")
