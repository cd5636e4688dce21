"""Name resolution on the catalog built from the real data: what a person types, what they get."""

from __future__ import annotations

import pytest

from bot.errors import QueryError


def resolve(library, query):
    m = library.index.resolve(query)
    face = None if m.face_idx is None else library.find_now(m.card_name).faces[m.face_idx].name
    return m.card_name, face


@pytest.mark.parametrize("query, card", [
    ("smugglers copter", "Smuggler's Copter"),
    ("URZAS SAGA", "Urza's Saga"),
    ("  lightning   BOLT ", "Lightning Bolt"),
    ("**Opt**", "Opt"),
])
def test_case_punctuation_accents_and_spacing_do_not_matter(library, query, card):
    assert resolve(library, query)[0] == card


@pytest.mark.parametrize("name", ["Opt", "Nix", "Fling", "Murder"])
def test_an_exact_name_beats_longer_names_that_contain_it(library, name):
    assert resolve(library, name) == (name, None)


@pytest.mark.parametrize("query, card, face", [
    ("Insectile Aberration", "Delver of Secrets // Insectile Aberration", "Insectile Aberration"),
    ("Locker Room", "Bottomless Pool // Locker Room", "Locker Room"),
    ("Tavern Smasher", "Tavern Ruffian // Tavern Smasher", "Tavern Smasher"),
])
def test_a_back_face_or_door_finds_its_card_with_that_face_selected(library, query, card, face):
    assert resolve(library, query) == (card, face)


def test_the_melded_name_finds_the_meld_card(library):
    card = library.find_now("Brisela")
    assert card.name == "Brisela, Voice of Nightmares" and card.layout == "meld"


@pytest.mark.parametrize("query, card", [("aust comm", "Austere Command"), ("jac bele", "Jace Beleren")])
def test_partial_words_that_point_at_one_card(library, query, card):
    assert resolve(library, query)[0] == card


@pytest.mark.parametrize("query, card", [
    ("botomless pool", "Bottomless Pool // Locker Room"),
    ("tavern rufian", "Tavern Ruffian // Tavern Smasher"),
])
def test_typos_within_a_couple_of_letters_are_forgiven(library, query, card):
    assert resolve(library, query)[0] == card


def test_japanese_names_work(library):
    assert resolve(library, "秘密を掘り下げる者") == ("Delver of Secrets // Insectile Aberration", "Delver of Secrets")
    assert resolve(library, "昆虫の逸脱者")[1] == "Insectile Aberration"


@pytest.mark.parametrize("query, some", [("jace", "Jace Beleren"), ("bruna", "Bruna, the Fading Light")])
def test_a_query_that_fits_several_cards_is_ambiguous_with_candidates(library, query, some):
    with pytest.raises(QueryError) as e:
        library.index.resolve(query)
    assert e.value.kind == "ambiguous"
    assert some in e.value.suggestions


def test_nothing_fits_gives_not_found_with_nearest_names(library):
    with pytest.raises(QueryError) as e:
        library.index.resolve("Lightnign Boltz of Doom")
    assert e.value.kind == "not_found"
    with pytest.raises(QueryError) as e:
        library.index.resolve("Serra Angle Wings")
    assert "Serra Angel" in e.value.suggestions


def test_non_game_cards_are_left_out_unless_asked_for(library):
    with pytest.raises(QueryError) as e:
        library.index.resolve("Akroma, Angel of Wrath Avatar")  # a vanguard card
    assert e.value.kind == "not_found" and "vanguard" in e.value.message
    assert "Akroma, Angel of Wrath Avatar" not in library.autocomplete("Akroma, Angel")
    found = library.index.resolve("Akroma, Angel of Wrath Avatar", include_non_game=True)
    assert found.card_name == "Akroma, Angel of Wrath Avatar"
    assert library.index.resolve("akroma angel of wrath").card_name == "Akroma, Angel of Wrath"


@pytest.mark.parametrize("query, kind", [
    ("", "invalid"), ("   ", "invalid"), ("x" * 1000, "invalid"), ("Opt\x00\x07", "invalid"),
    ("<@123456789012345678>", "invalid"), ("@everyone", "invalid"), ("?!?!", "invalid"),
    ("'; DROP TABLE cards; --", "not_found"), ('"Opt" OR 1=1', "not_found"),
])
def test_bad_input_gets_a_clear_answer(library, query, kind):
    with pytest.raises(QueryError) as e:
        library.index.resolve(query)
    assert e.value.kind == kind
    assert e.value.message


def test_autocomplete_puts_names_that_start_with_the_text_first(library):
    names = library.autocomplete("lock")
    assert names[0].lower().startswith("lock") and "Locker Room" in names
    assert len(names) <= 25 and all(len(n) <= 100 for n in names)
    assert library.autocomplete("bottomless", kind="room") == ["Bottomless Pool", "Bottomless Pool // Locker Room"]


def test_autocomplete_limits_hold_for_every_short_prefix(library):
    for prefix in ["", "a", "th", "jace", "Our Market", "秘", "zz"]:
        names = library.autocomplete(prefix)
        assert len(names) <= 25 and all(len(n) <= 100 for n in names)
    assert len(library.autocomplete("a")) == 25


@pytest.mark.parametrize("query, card", [
    ("sol rign", "Sol Ring"),  # two letters swapped count as one typo
    ("delver secrets", "Delver of Secrets // Insectile Aberration"),  # not "Literal Delver of Secrets"
    ("悪夢の声、ブリセラ", "Brisela, Voice of Nightmares"),  # the melded card's own Japanese name
])
def test_the_closest_card_wins_over_longer_or_looser_fits(library, query, card):
    assert library.index.resolve(query).card_name == card


def test_an_ambiguous_face_name_lists_the_cards_not_the_face(library):
    with pytest.raises(QueryError) as e:
        library.index.resolve("Fire")
    assert e.value.kind == "ambiguous"
    assert e.value.suggestions == ["Fire // Ice", "Start // Fire"]


def test_reversible_printings_are_the_same_oracle_card(library):
    assert library.index.resolve("Sol Ring").card_name == "Sol Ring"
    assert not [n for n in library.autocomplete("sol ring") if "//" in n]


def test_one_word_of_several_names_is_ambiguous_not_the_shortest(library):
    with pytest.raises(QueryError) as e:
        library.index.resolve("thalia")
    assert e.value.kind == "ambiguous"
    assert {"Thalia, Heretic Cathar", "Thalia, Guardian of Thraben"} <= set(e.value.suggestions)
