"""How cascade finds a card, said in table words (issue 14): "i cascade with bloodbraid elf and reveal valakut
awakening. can i cast it for free?" was refused for "reveal". And a card whose text casts "without paying" (Omniscience)
makes "for free" placed, to reach the engine's honest "not modelled" — never with a transform told of a card in the
library ("can I flip it and cast Tibalt for free instead?" stays refused: the flip is no step the story has)."""

from __future__ import annotations

from bot.ask import ask
from tests.ask.reply import verdict


async def test_a_card_revealed_by_cascade(library):
    answer = await ask(library, "i cascade with bloodbraid elf and reveal valakut awakening. can i cast it for free?")
    assert verdict(answer).startswith("Yes: Bloodbraid Elf (cascade)"), answer.answer


async def test_without_paying_is_read_as_free(library):
    answer = await ask(library, "omniscience is out. can i cast awakening hall for free?")
    assert answer.json["error"]["kind"] == "not_modelled", answer.answer
    assert "Omniscience" in answer.json["error"]["message"]


async def test_a_flip_in_the_library_with_cascade_stays_refused(library):
    answer = await ask(library, "cascade off Violent Outburst into Valki, God of Lies. can I flip it and cast Tibalt, "
                                "Cosmic Impostor for free instead??")
    assert not answer.ok, answer.answer
