"""Who cast how many spells in the previous turn, told in words (batches S–U): "I cast one spell and opp flashed in
one", 「相手が呪文1回、自分もインスタント1回唱えた」, "my teammate cast two spells and i cast nothing". Each count is
the caster's own: only the previous turn's active player's spells count for day and night (731.2a-b; with shared
team turns, each player of the active team on their own), while an older werewolf's own upkeep trigger looks at every
player's ("if a player cast two or more spells last turn"). Before, the second caster's count, "cast nothing", a count
said with the verb alone (「1つ唱えた」) and the asker's own sum (「合計2回」) stayed unplaced, so no verdict; and
where a count can't be told (whose turn it was, who cast the spells "between us") there is still none."""

from __future__ import annotations

import pytest

from bot.ask import ask
from tests.ask.reply import verdict


def _next_turn_reason(answer) -> str:
    """The untap step's reason, as the step list shows it: 'the previous turn's active player, A, cast 1 spell, …'."""
    return next(s["explanation"] for s in answer.json["steps"] if s["action"] == "next turn")


@pytest.mark.parametrize("question, first, reason", [
    # the active player (me) cast one; the opponent's one doesn't add to it
    ("its night, Tavern Smasher out. on my turn I cast one spell and opp cast one in response. does it become day?",
     "No — it is night on turn 2.", "the previous turn's active player, A, cast 1 spell, so it stays night"),
    ("it's night and Tavern Smasher is out. on my turn I cast only one spell. does it become day?",
     "No — it is night on turn 2.", "cast 1 spell, so it stays night"),
    ("its night, I have Tavern Smasher. opp cast 2 on my turn and I cast 1. does it become day?",
     "No — it is night on turn 2.", "cast 1 spell, so it stays night"),
    ("its night, I have Tavern Smasher. on my turn I cast 2 spells and opp cast nothing. does it become day?",
     "Yes — it is day on turn 2.", "cast 2 spells, so night becomes day"),
    ("its night, I have Tavern Smasher. on their turn opp cast 2 spells. does it become day?",
     "Yes — it is day on turn 2.", "cast 2 spells, so night becomes day"),
    # "we each cast one": whoever's turn it was, no one player cast two
    ("its night. on my turn me and opp each cast one spell. does it become day? I have Tavern Smasher",
     "No — it is night on turn 2.", "cast 1 spell, so it stays night"),
    # the sum said by the asker is shown as theirs, not counted again
    ("its night, Tavern Smasher out. on my turn I cast one spell and opp cast one in response. two spells between "
     "us, so does it become day?", "No — it is night on turn 2.", "cast 1 spell, so it stays night"),
    # day: the active player cast nothing, the other player's instant doesn't keep it day
    ("its day and opp cast nothing on their turn, but I flashed in an instant during their turn. does it still "
     "become night on my turn? I have Infestation Expert out", "Yes — it is night on turn 2.", "day becomes night"),
    ("it's day, I have Tavern Ruffian. last turn (my turn) I didn't cast anything but opp flashed in a spell. does it "
     "become night?", "Yes — it is night on turn 2.", "cast no spells, so day becomes night"),
    ("its day, I have Tavern Ruffian. on their turn opp didn't cast anything and I cast two instants. does it become "
     "night?", "Yes — it is night on turn 2.", "cast no spells, so day becomes night"),
    ("it's day and I have Tavern Ruffian out. on my turn I cast nothing. does it become night?",
     "Yes — it is night on turn 2.", "cast no spells, so day becomes night"),
    # "they" on their turn is the active player: their one spell keeps it day, my two instants don't count
    ("its day, I have Tavern Ruffian. during their turn I cast two instants and they cast one. does it become night?",
     "No — it is day on turn 2.", "the previous turn's active player, A, cast 1 spell, so it stays day"),
    # cast for another cost by a permanent's permission: still a spell cast (601.2i, 118.9)
    ("its day. on my turn the only spell i cast was one from exile with Warped Space paying {0}. does that count or "
     "does it become night?", "No — it is day on turn 2.", "cast 1 spell, so it stays day"),
])
async def test_each_players_count_on_their_own(library, question, first, reason):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer
    assert reason in _next_turn_reason(answer)


@pytest.mark.parametrize("question, first, reason", [
    ("2HG, its night. on our turn my teammate cast two spells and i cast nothing. does it become day next turn or "
     "does it need one player casting 2 and me too?", "Yes — it is day on turn 2.", "B cast 2 spells, so night becomes day"),
    ("2HG, it's night and I have Tavern Smasher. on our turn my teammate cast one spell and I cast one spell. does it "
     "become day?", "No — it is night on turn 2.", "not added together"),
])
async def test_two_headed_giant_counts_each_teammate(library, question, first, reason):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer
    assert reason in _next_turn_reason(answer)


async def test_the_askers_guess_at_the_rule_is_shown_not_told(library):
    answer = await ask(library, "2HG, its night. on our turn my teammate cast two spells and i cast nothing. does it "
                                "become day next turn or does it need one player casting 2 and me too?")
    assert any("one player casting 2" in c for c in answer.json["claims"])


@pytest.mark.parametrize("question, first", [
    ("夜です。自分のターンに呪文を1つ唱えて、相手もそれに対応して1つ唱えた。合計2つだから次は昼になる？《Infested Werewolf》いるんだけど",
     "いいえ — 2ターン目は夜です。"),
    ("夜です。《Tavern Smasher》がいる。相手のターンに相手が呪文を1つ唱えて、自分も対応して1つ唱えた。昼になる？",
     "いいえ — 2ターン目は夜です。"),
    ("夜です。《Tavern Smasher》がいる。自分のターンに自分が呪文を1つ、相手が呪文を1つ唱えた。合計2つで昼になる？",
     "いいえ — 2ターン目は夜です。"),
    ("夜です。《Tavern Smasher》がいる。自分のターンに相手が呪文を2つ唱えた。昼になる？", "いいえ — 2ターン目は夜です。"),
    ("夜です。《Tavern Smasher》がいる。自分も相手も呪文を1つずつ唱えた。昼になる？", "いいえ — 2ターン目は夜です。"),
    ("夜です。《Tavern Smasher》がいる。自分のターンに呪文を2回唱えた。昼になる？", "はい — 2ターン目は昼です。"),
    # 「相手は自分のターンに」: the opponent's own turn
    ("昼。《Tavern Ruffian》がいる。相手は自分のターンに呪文を1つも唱えなかったけど、相手のターン中に私がインスタントを2つ唱えた。"
     "次のターンは夜になる？", "はい — 2ターン目は夜です。"),
    ("昼です。《Tavern Ruffian》が戦場にいる。自分のターンに何も唱えてない。夜になる？", "はい — 2ターン目は夜です。"),
    # put onto the battlefield while it is neither: a daybound permanent makes it day (702.145d)
    ("まだ昼でも夜でもない状態で《Weary Prisoner》を出したら、昼になる？", "はい — 1ターン目は昼です。"),
])
async def test_japanese_counts_by_player(library, question, first):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer


@pytest.mark.parametrize("question, first, trigger", [
    # an older werewolf's own trigger: one player must have cast two or more (every player's spells count)
    ("my Timber Shredder is out. last turn (my turn) I cast one spell and opp flashed in one spell. do I flip back to "
     "Hinterland Logger this upkeep?", "No — it is Timber Shredder, not Hinterland Logger.",
     "no one player cast two or more spells last turn (A cast 1, B cast 1)"),
    ("my Timber Shredder is out. on my turn I cast two spells. do I flip back to Hinterland Logger this upkeep?",
     "Yes — it is Hinterland Logger.", "transforms it into Hinterland Logger"),
    ("《エストワルドの吠え群れ》がいる。前のターンに相手が呪文1回、自分もインスタント1回唱えた。合計2回だけど、アップキープに《エストワルドの村人》に戻る？",
     "いいえ — エストワルドの村人ではなくエストワルドの吠え群れです。", "no one player cast two or more spells"),
])
async def test_an_older_werewolfs_trigger_counts_each_player(library, question, first, trigger):
    answer = await ask(library, question)
    assert verdict(answer) == first, answer.answer
    assert trigger in _next_turn_reason(answer)


async def test_an_older_werewolf_sees_the_other_players_instant(library):
    # "if no spells were cast last turn": my instant on their turn was a spell cast, so it doesn't transform
    answer = await ask(library, "my Hinterland Logger is out. last turn opp cast nothing but I flashed in an instant. "
                                "does it transform this upkeep?")
    assert verdict(answer) == "Front face up: Hinterland Logger", answer.answer
    assert "1 spell was cast last turn" in _next_turn_reason(answer)


@pytest.mark.parametrize("question", [
    # whose turn it was decides which count the rule looks at
    "its night, I have Tavern Smasher. I cast one spell and opp cast one spell. does it become day?",
    # who cast the two is not told
    "its night, I have Tavern Smasher. we cast two spells between us. does it become day?",
    "夜です。《Tavern Smasher》がいる。前のターンに呪文が合計2つ唱えられた。昼になる？",
    "2HG, its night and I have Tavern Smasher. on our turn we cast two spells. does it become day?",
    # "we" in a two-player game: who cast which isn't said
    "its night, I have Tavern Smasher. on my turn we cast two spells. does it become day?",
    # two turns' spells with no turn passing between them: never added into one turn
    "its night and I have Tavern Smasher. on my turn I cast 2 spells. on their turn opp cast one spell. is it day now?",
    # whose turn it was decides: the opponent's nothing makes it night only if it was their turn
    "its day, I have Tavern Ruffian. opp cast nothing and I cast one spell. does it become night?",
])
async def test_a_count_that_cant_be_told_gets_no_verdict(library, question):
    answer = await ask(library, question)
    assert not answer.ok, answer.answer
