"""The number said with a card that stops or counters spells by it, placed in plain words — "opp has chalice on 2",
"Chalice of the Void with 3 counters", "Sanctum Prelate naming 1", 「《Chalice of the Void》がカウンター3個」,
「《Sanctum Prelate》が2を指定してる」, "Counterbalance revealed Bottomless Pool", 「《Counterbalance》でめくれたのが
《Bottomless Pool》」, "lurrus out … from my graveyard". Each was left unplaced (no verdict); the verdict a person reads
is asserted on real cards."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict

pytestmark = pytest.mark.integration


def steps_of(answer) -> str:
    argv = answer.json["read_as"]["argv"]
    return argv[argv.index("--steps") + 1] if "--steps" in argv else ""


@pytest.mark.parametrize("question, told, first, zone", [
    # cast, then countered by the trigger: Valki's mana value on the stack is 2
    ("opp has chalice on 2, can i cast valki?", "apply Chalice of the Void counters=2", "Yes — Valki, God of Lies is "
     "cast, and Chalice of the Void's", "graveyard"),
    ("Chalice of the Void with 1 counter, does my Bottomless Pool get countered?",
     "apply Chalice of the Void counters=1", "Yes — it is countered, and it is in the graveyard", "graveyard"),
    # the Room in the hand has mana value 6, but the door cast is 5: Chalice on 6 doesn't counter it
    ("Chalice of the Void with 6 counters, does my Locker Room get countered?",
     "apply Chalice of the Void counters=6", "No — it isn't countered: it is on the stack", "stack"),
])
async def test_chalice_with_its_counters(library, question, told, first, zone):
    answer = await ask(library, question)
    assert answer.ok and not answer.json["unread"], answer.answer
    assert steps_of(answer).startswith(told), steps_of(answer)
    assert verdict(answer).startswith(first), verdict(answer)
    assert answer.json["state"]["zone"] == zone


async def test_chalice_counters_said_in_japanese(library):
    answer = await ask(library, "《Chalice of the Void》がカウンター3個、《Valki, God of Lies》は唱えられる？")
    assert answer.ok and not answer.json["unread"], answer.answer
    assert steps_of(answer) == "apply Chalice of the Void counters=3; cast Valki, God of Lies"
    assert answer.json["state"]["zone"] == "stack"  # 2 isn't 3: cast and not countered


@pytest.mark.parametrize("question, told, first", [
    ("Sanctum Prelate naming 1, can I cast Bottomless Pool?", "apply Sanctum Prelate number=1", "No"),
    ("Sanctum Prelate naming 1, can I cast Locker Room?", "apply Sanctum Prelate number=1", "Yes"),
    ("《Sanctum Prelate》が1を指定してる。《Bottomless Pool》は唱えられる？", "apply Sanctum Prelate number=1", "いいえ"),
])
async def test_sanctum_prelates_chosen_number(library, question, told, first):
    answer = await ask(library, question)
    assert answer.ok and not answer.json["unread"], answer.answer
    assert steps_of(answer).startswith(told), steps_of(answer)
    assert verdict(answer).startswith(first), verdict(answer)


@pytest.mark.parametrize("question, cast, first", [
    # the revealed Room's mana value in the library is 6 (709.4): Valki (2) isn't countered
    ("Counterbalance revealed Bottomless Pool, does my Valki get countered?", "cast Valki, God of Lies", "No"),
    # Valki revealed from the library is its front face, 2 (712.8a): a Valki cast is countered
    ("Counterbalance revealed Valki, God of Lies. does my Valki get countered?", "cast Valki, God of Lies", "Yes"),
    ("《Counterbalance》でめくれたのが《Bottomless Pool》、《Emeria's Call》は打ち消される？", "cast Emeria's Call", "いいえ"),
])
async def test_counterbalance_and_the_card_it_revealed(library, question, cast, first):
    answer = await ask(library, question)
    assert answer.ok and not answer.json["unread"], answer.answer
    assert steps_of(answer).startswith("apply Counterbalance revealed="), steps_of(answer)
    assert steps_of(answer).endswith(cast), steps_of(answer)
    assert verdict(answer).startswith(first), verdict(answer)


async def test_lurrus_out_lets_delver_be_cast_from_the_graveyard(library):
    answer = await ask(library, "lurrus out, can i cast delver of secrets from my graveyard?")
    assert answer.ok and not answer.json["unread"], answer.answer
    assert steps_of(answer) == "apply Lurrus of the Dream-Den; cast Delver of Secrets"
    assert verdict(answer).startswith("Yes"), verdict(answer)


async def test_lurrus_doesnt_let_the_expensive_door_be_cast(library):
    answer = await ask(library, "Lurrus of the Dream-Den is out. can i cast Locker Room from my graveyard?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("No"), verdict(answer)
    assert answer.json["state"]["zone"] == "graveyard"


async def test_lurrus_and_the_modal_face_said_after_where_it_is_cast_from(library):
    # "cast it from the graveyard as Throne of Death": the face is said after the zone; Egon's front face (3) would
    # not be allowed, Throne of Death (1) is — it was read as the front face, a wrong "No"
    answer = await ask(library, "lurrus out. egon is in my yard - can i cast it from the graveyard as throne of death?")
    assert answer.ok and not answer.json["unread"], answer.answer
    assert steps_of(answer) == "apply Lurrus of the Dream-Den; cast Throne of Death"
    assert verdict(answer).startswith("Yes — Throne of Death is cast"), verdict(answer)
