"""`meld NAME` on a meld card: a short name means the card's own partner, not any card it fits."""

from __future__ import annotations


async def test_meld_with_the_partners_first_name_finds_the_partner(library):
    answer = await library.dfc("Bruna, the Fading Light", "battlefield", "meld Gisela")
    assert answer.ok, answer.error
    assert answer.json["state"]["names"] == ["Brisela, Voice of Nightmares"]
    assert answer.json["state"]["mana_value"] == 11


async def test_meld_with_another_card_still_resolves_that_card(library):
    answer = await library.dfc("Bruna, the Fading Light", "battlefield", "meld Gisela, Blade of Goldnight")
    assert answer.ok
    assert answer.json["steps"][0]["result"] == "nothing happens"
