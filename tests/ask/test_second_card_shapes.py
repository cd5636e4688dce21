"""How a second card acts, said in a player's words (batch V): one test per class, on real cards, asserting what
the asker sees first.

- A Siege's last defense counter taken off is its defeat (310.11b); "do I still get to cast <back face>?" is
  answered by whether the defeat's own cast happens — Void Winnower stops an even mana value (101.2), and the
  defeat step succeeding was once answered "Yes".
- A card's own "When it dies, return it to the battlefield transformed" is the return asked after its death
  (712.14a): Containment Priest doesn't touch Infectious Curse, an Aura as it would enter (614.12).
- A partial reading whose other card the engine can't read says "Can't tell: not modelled" and the sentence a
  template is needed for; an ability word said ("channel") of an ability `apply` passed over says so too.
"""

from __future__ import annotations

from bot.ask import ask
from tests.ask.reply import verdict


async def test_last_defense_counter_taken_off_is_the_defeat_and_winnower_stops_the_cast(library):
    answer = await ask(library, "opp has void winnower. i just took the last defense counter off my invasion of "
                                "vryn. do i still get to cast overloaded mage-ring for free?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("No — The last defense counter is removed from Invasion of Vryn"), verdict(answer)
    assert "it stays in exile" in verdict(answer)


async def test_the_defeats_cast_happens_without_a_can_t(library):
    answer = await ask(library, "i removed the last defense counter from my invasion of vryn. can i cast "
                                "overloaded mage-ring?")
    assert answer.ok, answer.answer
    assert verdict(answer).startswith("Yes — The last defense counter is removed"), verdict(answer)


async def test_own_dies_return_comes_back_transformed_past_containment_priest(library):
    answer = await ask(library, "opp has containment priest. my accursed witch dies. does infectious curse come back?")
    assert answer.ok, answer.answer
    assert "enter transformed" in " ".join(answer.json["read_as"]["argv"])
    assert answer.json["state"]["zone"] == "battlefield" and answer.json["state"]["face_up"] == "back"
    answer = await ask(library, "my accursed witch dies. does it come back as infectious curse?")
    assert verdict(answer).startswith("Yes — it is Infectious Curse"), verdict(answer)


async def test_a_second_card_the_engine_cannot_read_is_not_modelled(library):
    answer = await ask(library, "discover the impossible exiled flamescroll celebrant. it's a creature so it just "
                                "goes to my hand, or can i cast the revel in silence side for free?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_modelled", answer.answer
    first = answer.answer.splitlines()[0]
    assert first.startswith("Can't tell: not modelled — Discover the Impossible: "), first
    assert "would need a template" in first
    assert answer.json["error"]["not_read"][0]["card"] == "Discover the Impossible"


async def test_an_ability_word_the_step_passed_over_is_not_modelled(library):
    answer = await ask(library, "i channel touch the spirit realm on my own remnant of the rising star to dodge "
                                "removal. what comes back at the end step?")
    assert not answer.ok and answer.json["error"]["kind"] == "not_modelled", answer.answer
    first = answer.answer.splitlines()[0]
    assert first.startswith("Can't tell: not modelled — Touch the Spirit Realm: the story is told with its ability "
                            "“Channel"), first


async def test_near_misses_stay_without_verdict(library):
    # the dies trigger of a card is no return after an exile; and an "or" alternative left unread keeps no verdict
    for q in ("my accursed witch was exiled. does it come back?",
              "opp has containment priest. my accursed witch dies — does infectious curse still come back attached "
              "to them, or does the priest exile it since it wasn't cast?",
              "opp spell quellers my invasion of dominaria (the battle spell). when queller dies i get to cast it "
              "free — do i get the battle or serra faithkeeper?"):
        answer = await ask(library, q)
        assert not answer.ok, (q, answer.answer)
