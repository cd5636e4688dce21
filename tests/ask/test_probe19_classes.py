"""Classes found this session by probe 19 and by batch AL's refusals, each asked in words of its own: the card the
asker holds "does it work?", a counterspell's own cast counted for day and night, flashback and disturb of "a spirit"
as spells cast, and a check of the card that carried out the story's blink never offered as the answer."""

from bot.ask import ask


def _first(answer) -> str:
    return next(line for line in answer.text().splitlines()[1:] if line.strip())


def _stories(answer) -> list:
    return [r for r in answer.json["error"]["readings"] if r["command"] != "card"]


async def test_the_held_card_is_what_does_it_work_asks_of(library):
    answer = await ask(library, "opp just cast brutal cathar. i have fatal push, does it work?")
    assert "error" not in answer.json
    assert _first(answer).startswith("No: Fatal Push")  # mana value 3, revolt assumed off and said
    answer = await ask(library, "opp has bottomless pool // locker room with both doors unlocked. i have abrupt decay. "
                                "will it work?")
    assert _first(answer).startswith("No: Abrupt Decay")  # mana value 6


async def test_does_it_work_of_a_spell_cast_into_a_static_is_not_read_as_the_static_check(library):
    # "it" is the asker's spell: Chalice's "Yes, it counters" would read as "Yes, it works"
    for q in ("opp has chalice of the void on 1. i cast delver of secrets. does it work?",
              "i have fatal push. opp cast brutal cathar. does it work?"):
        answer = await ask(library, q)
        assert answer.json["error"]["kind"] == "not_understood", q


async def test_the_active_players_counterspell_keeps_it_day(library):
    # it had been night: the counter was read as a spell countered, and Negate itself was not counted as cast
    answer = await ask(library, "its day. on my turn opp cast a spell and i negated it. night next turn?")
    assert answer.json["designation"] == "day"
    # and a counterspell in the passive is the other player's, said as assumed
    answer = await ask(library, "its day. on opp's turn i cast a spell and it got negated. night next turn?")
    assert answer.json["designation"] == "day"
    assert "the counterspell was cast by the other player" in answer.text()


async def test_two_counterspells_of_the_player_whose_turn_it_isnt_leave_it_night(library):
    # only the active player's spells count (731.2b): it had been refused as a double counter
    answer = await ask(library, "its night. on opp's turn they cast a spell and i cast mana leak and spell pierce. "
                                "is it day next turn?")
    assert answer.json["designation"] == "night"
    assert _first(answer).startswith("No")


async def test_flashback_and_disturb_are_spells_cast(library):
    answer = await ask(library, "its night. on my turn i cast think twice and then flashbacked think twice. day next "
                                "turn?")
    assert answer.json["designation"] == "day"
    answer = await ask(library, "夜。自分のターンに《熟慮》を唱えて、墓地から《熟慮》をフラッシュバックした。次のターン昼？")
    assert answer.json["designation"] == "day"
    answer = await ask(library, "it's night. on my turn i cast a zombie and disturbed a spirit. does that make it day "
                                "next turn?")
    assert answer.json["designation"] == "day"
    assert _first(answer).startswith("Yes")
    answer = await ask(library, "its night. on my turn i cast 2 spells, so its day next turn?")
    assert answer.json["designation"] == "day"


async def test_the_blinking_card_is_not_checked_for_what_happens_after_the_blink(library):
    # probe 19 (V091): "blink; check Ephemerate" had answered "Yes: Ephemerate (flicker)" to "does it come back as
    # Brutal Cathar and exile something?" (at night it comes back as Moonrage Brute, 702.145b)
    answer = await ask(library, "夜に《Ephemerate》で《Moonrage Brute》を明滅したら、《Brutal Cathar》で戻って何か追放できる？")
    assert "error" in answer.json
    assert not any(r["argv"][-1].endswith("check Ephemerate") for r in _stories(answer))


async def test_plotting_a_card_is_no_spell(library):
    # AL36: "plotted" had been left unplaced beside the land played
    answer = await ask(library, "its day. on my turn i only plotted a card and played a land. night next turn?")
    assert answer.json["designation"] == "night"


async def test_a_noncreature_spell_asked_of_spell_pierce_is_its_check(library):
    # AL15: the card said held first, and "a noncreature spell" (its own condition), had been left unplaced
    answer = await ask(library, "opp has spell pierce up. i cast delver of secrets. is that a noncreature spell they can "
                                "pierce?")
    assert _first(answer).startswith("No: Spell Pierce")
    answer = await ask(library, "opp has spell pierce open. if i disturb lantern bearer as lanterns' lift, is that a "
                                "noncreature spell they can pierce?")
    assert _first(answer).startswith("Yes: Spell Pierce")
