"""Batch AL's wrong buttons (offered readings pressed at first contact), each class asked in words of its own."""

from bot.ask import ask


def _stories(answer) -> list:
    return [r for r in answer.json["error"]["readings"] if r["command"] != "card"]


async def test_a_zone_question_is_not_offered_a_check_of_the_counterspell(library):
    # AL14: `check Mana Leak` had answered "Yes: … meets the condition" to "does it go back to my yard?"
    answer = await ask(library, "i disturbed twinblade geist as twinblade invocation and got mana leaked, couldn't pay. "
                                "does it go back to my yard so i can disturb it again?")
    assert not any(r["argv"][-1].endswith("check Mana Leak") for r in _stories(answer))


async def test_the_storys_own_card_is_never_offered_as_a_second_card(library):
    # AL27: Urza, Lord Protector had been checked and applied as a second card acting on itself
    answer = await ask(library, "《Pithing Needle》で合体後の名前《Urza, Planeswalker》を指定できる？まだ相手の場には"
                                "《Urza, Lord Protector》しかいないんだけど")
    assert not any("Urza, Lord Protector" in r["argv"][-1].split("name=")[0].split(";")[-1] for r in _stories(answer))


async def test_counters_or_lands_counted_are_never_dropped_from_an_offered_story(library):
    # AL08 (a face-down 2/2 with three counters answered as the Room) and AL01 ("only has 1 land open")
    for q in ("weight room made me a face-down 2/2 with three +1/+1 counters on it, so it's a 5/5. can opp fatal push "
              "it without revolt?",
              "opp is casting the lecture hall half of restricted office // lecture hall and only has 1 land open. "
              "can i spell pierce it?"):
        answer = await ask(library, q)
        assert answer.json["error"]["kind"] == "not_understood", q
        assert not _stories(answer), q


async def test_a_what_question_is_not_offered_a_card_placed_after_it(library):
    # AL11: `apply Fatal Push` had answered "whats my clone's mv?" with "No longer exists"
    answer = await ask(library, "i clone'd opp's forsaken thresher (their flipped foreboding statue). whats my clone's "
                                "mv? they have fatal push and no revolt")
    assert not any("Fatal Push" in r["argv"][-1] for r in _stories(answer))
