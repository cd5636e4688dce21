"""Classes of judge's words found by the third held-out set (issue 17), each tested on phrasings of
its own (never the set's): intent admitted behind a Game Play or Tournament Error offers Cheating
(IPG 4.8: "Cheating will often appear on the surface as a Game Play Error or Tournament Error"); the
IPG's own "not an infraction" sentences answer words they share with the description."""

from __future__ import annotations

import pytest

from tests.judge.own_words import infraction_of


def _offered(answer) -> list[str]:
    return [c["infraction"] for c in answer.json.get("close") or []] or [answer.json.get("infraction")]


@pytest.mark.parametrize("words", [
    "she knew she had one card too many in hand and said nothing so she wouldn't get a game loss",
    "he was aware his sideboard card was still in the deck and played on intentionally",
])
def test_admitted_intent_behind_an_error_offers_cheating_never_decides_the_error(desk, words):
    answer = desk.penalty(words)
    assert infraction_of(answer) is None  # the judge finds the intent: never a decided error
    assert "Cheating" in _offered(answer)


def test_the_same_error_without_intent_is_still_the_error(desk):
    assert infraction_of(desk.penalty("she drew one card too many")) == "Hidden Card Error"
