"""Penalty questions in a judge's own words, with the infraction the IPG (23 September 2024) gives.

Written before reading the bot's phrase lists (bot/judge/words.py), in the way judges describe a
call to each other: on the floor radio, in r/mtgjudge threads, in Judge Academy exam questions,
in the knowledge-pool scenarios of apps.magicjudges.org. None copies an IPG example's wording;
each expected infraction was checked against the Definition and Examples of that section in
../shared/data/judge/ipg.html (the notes say which sentence decides it).

`python -m tests.judge.own_words` prints right / wrong / refused-or-asked-back over the list, the
figure kept in the issue's report; tests/judge/test_own_words.py holds the desk to it.
"""

from __future__ import annotations

# (what the judge wrote, the IPG infraction, why: the IPG sentence that decides it)
OWN_WORDS: list[tuple[str, str, str]] = [
    ("opponent cast a spell without paying the mana", "Game Rule Violation",
     "2.5 ex. A: casts Wrath of God for the wrong cost"),
    ("player attacked with a creature that came in this turn, it was summoning sick", "Game Rule Violation",
     "2.5: violations of the CR not covered by the other Game Play Errors"),
    ("he played two lands in the same turn", "Game Rule Violation", "2.5"),
    ("creature with lethal damage stayed on the battlefield for two turns before anyone noticed",
     "Game Rule Violation", "2.5 ex. C"),
    ("AP forgot his Dark Confidant trigger in upkeep and went to draw", "Missed Trigger",
     "2.1: the controller doesn't demonstrate awareness of the trigger"),
    ("NAP forgot the upkeep trigger of his own Phyrexian Arena", "Missed Trigger", "2.1"),
    ("player drew one card too many off Ancestral Recall", "Hidden Card Error",
     "2.3 ex. A: draws four cards after Ancestral Recall"),
    ("player on the play drew a card in his first draw step", "Hidden Card Error",
     "2.3 ex. F: a player, going first, draws for their turn"),
    ("scried 2 instead of 1", "Hidden Card Error", "2.3 ex. B"),
    ("she has more cards in hand than she should and we can't tell which one", "Hidden Card Error",
     "2.3 ex. D"),
    ("while shuffling his opponent's deck a card flipped face up", "Looking at Extra Cards",
     "2.2 ex. A"),
    ("two cards stuck together when he drew and he saw the second one", "Looking at Extra Cards",
     "2.2 ex. B: pulls up an extra card while drawing"),
    ("kept an eight card opening hand", "Mulligan Procedure Error",
     "2.4 ex. A: draws eight cards at the start of the game"),
    ("player decided to keep, then changed his mind and mulliganed after seeing the opponent mulligan",
     "Mulligan Procedure Error", "2.4 ex. B"),
    ("the opponent didn't notice the illegal attack either, what does he get", "Failure to Maintain Game State",
     "2.6: allows another player to commit a Game Play Error and does not point it out"),
    ("sat down 5 minutes after the round started", "Tardiness", "3.1 ex. A"),
    ("turned in the decklist after the deadline", "Tardiness", "3.1 ex. B"),
    ("a spectator told the player which creature to block with", "Outside Assistance",
     "3.2: gives play advice to players who have sat for their match"),
    ("player looked at his sideboard guide notes during the game", "Outside Assistance",
     "3.2 ex. A: refers to notes during a game"),
    ("player takes forever every turn, keeps rereading the graveyard", "Slow Play", "3.3 ex. A"),
    ("he's losing game 3 and is now deliberately playing slowly to run out the clock", "Stalling",
     "4.7: intentionally playing slowly to take advantage of the time limit"),
    ("only 59 cards in the deck at deck check, the list has 60", "Deck Problem", "3.5 ex. A"),
    ("a Pacifism from a previous opponent was found in his deck", "Deck Problem", "3.5 ex. B"),
    ("registered a banned card on the decklist", "Decklist Problem", "3.4 ex. A"),
    ("wrote only 'Sarkhan' on the list, there are two Sarkhans in the format", "Decklist Problem",
     "3.4 ex. C"),
    ("in the draft he passed the pack left instead of right", "Limited Procedure Violation", "3.6 ex. A"),
    ("asked how many cards in hand, said three but had four", "Communication Policy Violation",
     "3.7 ex. A"),
    ("kept his mana elf among his lands so the opponent attacked thinking no blockers",
     "Communication Policy Violation", "3.7 ex. B"),
    ("scuffed sleeves, the marks are only on his combo pieces", "Marked Cards", "3.8"),
    ("foils in the deck are badly curved and stand out", "Marked Cards", "3.8 ex. B"),
    ("searched his library with a fetchland and forgot to shuffle", "Insufficient Shuffling", "3.9 ex. A"),
    ("threw his deck on the floor after losing and swore loudly", "Unsporting Conduct — Minor",
     "4.1 ex. A, D"),
    ("used a racial slur against his opponent", "Unsporting Conduct — Major", "4.2 ex. A"),
    ("they rolled a die to decide who wins the match when time was called", "Improperly Determining a Winner",
     "4.3 ex. A"),
    ("offered his opponent 50 dollars to concede", "Bribery and Wagering", "4.4 ex. A"),
    ("two spectators are betting on who wins the feature match", "Bribery and Wagering", "4.4 ex. E"),
    ("threatened to punch his opponent after the game", "Aggressive Behavior", "4.5 ex. A"),
    ("took cards from his opponent's sideboard and put them in his bag", "Theft of Tournament Material",
     "4.6 ex. A"),
    ("lied to the judge about what happened to get a better ruling", "Cheating", "4.8 ex. B"),
    ("changed the result on the match slip without telling his opponent", "Cheating", "4.8 ex. A"),
]


# Written after the ranking was built and tuned on OWN_WORDS, then run once without changing the
# ranking: how the desk does on words it was not tuned for.
HELD_OUT: list[tuple[str, str, str]] = [
    ("player forgot to remove a time counter from his suspended card during upkeep", "Missed Trigger", "2.1 ex. B"),
    ("exalted trigger not mentioned, he just said take two", "Missed Trigger", "2.1 ex. A"),
    ("he cast Brainstorm and kept all three cards", "Game Rule Violation", "2.5 ex. E"),
    ("creature that must attack each turn didn't attack", "Game Rule Violation", "2.5 ex. B"),
    ("while drawing he lifted two cards and saw the one underneath", "Looking at Extra Cards", "2.2 ex. B"),
    ("resolved Dark Confidant without revealing the card", "Hidden Card Error", "2.3 ex. C"),
    ("player went to the bathroom without asking a judge mid game", "Slow Play", "3.3 ex. D"),
    ("the basic lands are from an old set and their backs are lighter", "Marked Cards", "3.8 ex. C"),
    ("gave the deck one riffle after tutoring and presented it", "Insufficient Shuffling", "3.9 ex. B"),
    ("in the draft she peeked at the picks of the player next to her", "Cheating", "4.8 ex. E"),
    ("offered a card from his binder if the opponent agrees to a draw", "Bribery and Wagering", "4.4 ex. B"),
    ("tore up his opponent's card after losing", "Aggressive Behavior", "4.5 ex. D"),
    ("played against the wrong opponent at the wrong table", "Tardiness", "3.1 ex. D"),
    ("he wrote Ajani Valiant Protector but plays Ajani Unyielding", "Decklist Problem", "3.4 ex. E"),
    ("threw trash everywhere and refused to leave the play area when asked", "Unsporting Conduct — Minor",
     "4.1 ex. E, F"),
]

def infraction_of(answer) -> str | None:
    """The infraction a /penalty answer settles on, or None when it refused or asked back."""
    if not answer.ok:
        return None
    if answer.json.get("close"):  # "these two are close": the judge is asked to choose
        return None
    return answer.json.get("infraction")


def matches(found: str | None, expected: str) -> bool:
    return found is not None and (found == expected or found.endswith(f"— {expected}")
                                  or found.casefold() == expected.casefold())


def measure(desk, phrasings: list[tuple[str, str, str]] = OWN_WORDS) -> dict:
    """right / wrong / refused-or-asked-back over the phrasings, and the wrong ones."""
    right = wrong = asked = 0
    misses: list[tuple[str, str, str | None]] = []
    for words, expected, _ in phrasings:
        answer = desk.penalty(words)
        found = infraction_of(answer)
        if found is None:
            asked += 1
            close = [c.get("infraction") for c in (answer.json.get("close") or [])]
            misses.append((words, expected, "asked: " + " / ".join(map(str, close)) if close else None))
        elif matches(found, expected):
            right += 1
        else:
            wrong += 1
            misses.append((words, expected, found))
    return {"right": right, "wrong": wrong, "refused_or_asked": asked, "total": len(phrasings),
            "misses": misses}


if __name__ == "__main__":  # python -m tests.judge.own_words [CATALOG]
    import sqlite3
    import sys

    from bot.judge.desk import JudgeDesk

    path = sys.argv[1] if len(sys.argv) > 1 else "data/catalog.sqlite3"
    desk = JudgeDesk.open(sqlite3.connect(f"file:{path}?mode=ro", uri=True))
    for label, phrasings in (("own words", OWN_WORDS), ("held out", HELD_OUT)):
        result = measure(desk, phrasings)
        for words, expected, found in result["misses"]:
            print(f"  {'ASKED' if found is None or str(found).startswith('asked') else 'WRONG'}: {words!r} "
                  f"-> {found} (expected {expected})")
        print(f"{label}: right {result['right']} / wrong {result['wrong']} / refused or asked back "
              f"{result['refused_or_asked']} of {result['total']}")
