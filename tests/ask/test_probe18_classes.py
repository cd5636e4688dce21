"""Probe 18's wrong answers, each class asked in words of its own (the probe's questions were written before the bot
was run on them)."""

from bot.ask import ask


async def test_the_other_doors_unlock_trigger_asked_is_not_the_one_unlocked(library):
    answer = await ask(library, "when i unlock Slimy Aquarium does Underwater Tunnel's unlock trigger happen again?")
    assert answer.verdict[0].startswith("No — Underwater Tunnel's “When you unlock this door” ability triggers only")
    assert "709.5h" in answer.verdict[0]


async def test_can_needle_stop_me_from_unlocking_is_answered_no(library):
    # "Yes — … not stopped" had answered "can I unlock?", the opposite way round to the question
    answer = await ask(library, "can pithing needle naming Bottomless Pool stop me from unlocking the locker room door?")
    assert answer.verdict[0].startswith("No — Pithing Needle doesn't stop it")


async def test_a_spell_cast_into_a_permanent_meets_its_static(library):
    # "into void winnower": Void Winnower is there first — it had been checked after the cast ("already on the stack")
    answer = await ask(library, "can i cast shatterskull smashing for x=0 into void winnower?")
    assert answer.verdict[0].startswith("No — Shatterskull Smashing can't be cast")
    assert "mana value is 2" in answer.verdict[0]
