"""Popular cards first: "which one?" candidates and autocomplete ranked by EDHREC's rank (kept from
Scryfall's edhrec_rank / MTGJSON's edhrecRank); cards without a rank after, in today's order."""

from __future__ import annotations

import pytest

from bot.errors import QueryError
from bot.names import NameIndex
from bot.text import normalize_name


def rows(cards):
    out = []
    for card_id, (name, rank) in enumerate(cards, 1):
        out.append((normalize_name(name), name, card_id, None, "full", 1, 0, 0, rank))
    return out


CARDS = [("Jungle Delver", 21000), ("Delver of Secrets", 1200), ("Delver's Torch", None),
         ("Delverling", None), ("Literal Delver", 30000)]


def candidates(index, query):
    with pytest.raises(QueryError) as e:
        index.resolve(query)
    return e.value.suggestions


def test_which_one_lists_the_most_played_delver_first_and_unranked_cards_after():
    names = candidates(NameIndex(rows(CARDS)), "delver")
    # names holding the word first (as today), the most played of them first; unranked ones after,
    # in today's order (shorter first)
    assert names == ["Delver of Secrets", "Jungle Delver", "Literal Delver", "Delverling", "Delver's Torch"]


def test_without_ranks_the_order_is_todays():
    names = candidates(NameIndex(rows([(n, None) for n, _ in CARDS])), "delver")
    assert names == ["Jungle Delver", "Literal Delver", "Delver of Secrets", "Delverling", "Delver's Torch"]


def test_autocomplete_offers_popular_names_first():
    index = NameIndex(rows(CARDS))
    got = index.autocomplete("delver")
    # names that start with the text, the ranked one first, then the unranked in name order; then the others
    assert got[:3] == ["Delver of Secrets", "Delverling", "Delver's Torch"]
    assert got[3:] == ["Jungle Delver", "Literal Delver"]


def test_autocomplete_on_one_letter_of_a_large_pool_picks_by_rank():
    pool = [(f"Card {i:05d}", None) for i in range(5000)] + [("Card Popular", 3), ("Card Famous", 1)]
    assert NameIndex(rows(pool)).autocomplete("c", limit=3) == ["Card Famous", "Card Popular", "Card 00000"]
