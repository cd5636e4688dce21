"""A judge's own words read in the IPG's voice (bot/judge/voice.py): who did it, what the other
player did, and everyday words for the IPG's words; and what a judge then sees from /penalty."""

from __future__ import annotations

import pytest

from bot.judge.rank import tokens
from bot.judge.voice import TERMS, read
from tests.judge.own_words import infraction_of


def _ipg_words(desk) -> set[str]:
    """The words of the IPG's infractions and of its chapters' openings (4: "a lack of sporting behavior")."""
    chapters = [s for s in desk.documents["ipg"].sections if s.level == 1]
    return {w for s in [*desk.infractions(), *chapters] for w in tokens(s.text)}


def test_every_term_is_replaced_by_words_the_ipg_itself_uses(desk):
    # the glossary only translates: the infraction is still decided by the IPG's own text
    words = _ipg_words(desk)
    stop = {"is", "does", "not", "it"}
    for term, ipg in TERMS.items():
        missing = [w for w in tokens(ipg) if w not in words and w not in stop]
        assert not missing, (term, ipg, missing)


def test_no_term_names_an_infraction(desk):
    names = {" ".join(tokens(s.infraction or "")) for s in desk.infractions()}
    for ipg in TERMS.values():
        assert " ".join(tokens(ipg)) not in names, ipg


def test_pronouns_are_the_offender_and_my_things_the_other_players():
    assert read("she drew an extra card").text == "player drew an extra card"
    assert read("I drew an extra card").text == "player drew an extra card"  # nobody else: the asker did it
    assert read("he looked at my hand").text == "player looked at opponents hand"


def test_what_the_other_player_did_is_marked():
    reading = read("he let me make an illegal block and didn't say anything until later")
    (start, end), = reading.others
    assert reading.words[start:end] == ["make", "an", "illegal", "block"]


def test_a_word_inside_a_longer_term_is_not_read_alone():
    assert "cheat" not in read("player was reading from a cheat sheet during the game").words


@pytest.mark.parametrize("words", ["player was reading from a cheat sheet during the game", "cheat sheet",
                                   "he had a cheat sheet in his sleeve"])
def test_a_cheat_sheet_is_notes_not_cheating(desk, words):
    # IPG 3.2: "During a game, refers to notes" is Outside Assistance; "cheat" named Cheating (a DQ)
    answer = desk.penalty(words)
    assert answer.ok
    offered = [c["infraction"] for c in answer.json["close"]] or [answer.json["infraction"]]
    assert "Outside Assistance" in offered  # first, or beside "sleeve"'s Marked Cards as a close call
    assert "Cheating" not in offered


def test_letting_the_opponent_break_a_rule_is_failure_to_maintain_game_state(desk):
    # the illegal block is the asker's error; "he" let it happen (IPG 2.6), not a Game Rule Violation of his
    answer = desk.penalty("he let me make an illegal block and didn't say anything")
    assert infraction_of(answer) == "Failure to Maintain Game State"
    assert answer.lead.startswith("**Failure to Maintain Game State — Warning**")


@pytest.mark.parametrize("words", ["she drew an extra card", "he drew an extra card", "they drew an extra card",
                                   "I drew an extra card"])
def test_the_pronoun_does_not_change_the_infraction(desk, words):
    assert infraction_of(desk.penalty(words)) == "Hidden Card Error"


def test_looking_at_my_hand_is_never_a_confident_call(desk):
    # nothing in the IPG decides it from these words alone (2.2 if by accident, 4.8 if on purpose)
    answer = desk.penalty("he looked at my hand")
    assert answer.ok and answer.json["close"]
    assert "Looking at Extra Cards" in [c["infraction"] for c in answer.json["close"]]


def test_on_purpose_moves_the_call_where_the_ipg_sends_intent_and_offers_both(desk):
    # IPG 2.6: "If a judge believes a player is intentionally not pointing out … consider … Cheating"
    answer = desk.penalty("noticed his opponent's mistake and stayed quiet on purpose to use it later")
    offered = [c["infraction"] for c in answer.json["close"]]
    assert offered and offered[0] == "Cheating"
    assert answer.lead.startswith("**Close call:**")
    plain = desk.penalty("he let me make an illegal block and didn't say anything")
    assert "Cheating" not in [c["infraction"] for c in plain.json["close"]] and infraction_of(plain) != "Cheating"


def test_the_intent_sentences_are_read_from_the_ipg(desk):
    desk.ranking("x")
    redirects = {desk.section("ipg", n).infraction: t.infraction for n, t in desk._index.redirects.items()}
    assert redirects["Slow Play"] == "Stalling"
    assert redirects["Failure to Maintain Game State"] == "Cheating"


def test_the_other_players_error_named_as_theirs_does_not_decide(desk):
    # "my illegal attack" was a confident Game Rule Violation for the player who only noticed it (IPG 2.6)
    answer = desk.penalty("he noticed my illegal attack and didn't say anything")
    assert infraction_of(answer) == "Failure to Maintain Game State"
    # ... while "my opponent" is the offender, and a phrase after "my creature" still counts
    assert infraction_of(desk.penalty("my opponent drew an extra card")) == "Hidden Card Error"
    assert infraction_of(desk.penalty("he cast a spell on my creature without paying")) == "Game Rule Violation"


def test_saying_it_was_on_purpose_offers_the_intentional_infraction_first(desk):
    # IPG 3.3: "If a judge believes a player is intentionally playing slowly …, the infraction is … Stalling"
    plain = desk.penalty("he is taking way too long")
    assert infraction_of(plain) == "Slow Play"
    meant = desk.penalty("he is taking way too long on purpose")
    assert [c["infraction"] for c in meant.json["close"]][:2] == ["Stalling", "Slow Play"]


def _offered(answer) -> list[str]:
    return [c["infraction"] for c in answer.json.get("close") or []] or [answer.json.get("infraction")]


@pytest.mark.parametrize("words", ["she keeps checking her notes between every play",
                                   "he kept looking through my exile pile every turn"])
def test_kept_doing_something_is_how_often_not_a_mulligan(desk, words):
    # "kept" before a verb in -ing says how often; it is no word of the mulligan ("kept a 7-card hand")
    assert "kept" not in read(words).words and "keeps" not in read(words).words
    assert "Mulligan Procedure Error" not in _offered(desk.penalty(words))


def test_kept_a_hand_is_still_the_mulligans_word():
    assert "kept" in read("he kept an eight card hand").words


def test_a_players_partner_watching_is_a_spectator(desk):
    # IPG 3.2: "A player, spectator, or other tournament participant … gives play advice"
    assert "spectator" in read("his girlfriend told him to attack with everything").words
    answer = desk.penalty("his wife was whispering to him which creature to block with")
    assert "Outside Assistance" in _offered(answer)


def test_looking_at_my_public_zone_is_not_my_error(desk):
    # "my graveyard" is where he looked, not an error of mine (unlike "my illegal attack")
    assert read("he spent forever going through my graveyard").others == ()
    assert read("he noticed my illegal attack").others


def test_a_named_cards_trigger_that_did_nothing_is_read_as_a_triggered_ability(desk):
    # the card's name is no infraction; its upkeep trigger not doing anything is IPG 2.1's
    answer = desk.penalty("her Phyrexian Arena never made her lose a life and draw this turn")
    assert "Missed Trigger" in _offered(answer)
    # a card cast, or one without a triggered ability, is read as written
    assert infraction_of(desk.penalty("he cast Bitterblossom without paying the mana")) == "Game Rule Violation"


def test_with_triggers_reads_only_cards_with_a_trigger_and_an_effect_not_happening():
    from bot.judge.cards import with_triggers
    texts = {"bitterblossom": ["At the beginning of your upkeep, you lose 1 life and create a token."],
             "lightning bolt": ["Lightning Bolt deals 3 damage to any target."]}.get
    assert with_triggers("his Bitterblossom didn't cost him a life", lambda n: texts(n, [])) == \
        "his Bitterblossom triggered ability didn't cost him a life"
    assert with_triggers("he forgot Bitterblossom", lambda n: texts(n, [])).endswith("triggered ability")
    assert with_triggers("his Lightning Bolt didn't resolve", lambda n: texts(n, [])) == "his Lightning Bolt didn't resolve"
    assert with_triggers("he cast Bitterblossom, no tokens yet", lambda n: texts(n, [])) == \
        "he cast Bitterblossom, no tokens yet"
