"""A judge's words read in the IPG's own voice, before the ranking compares them with the IPG.

The Infraction Procedure Guide writes every infraction the same way: "A player <does something>",
the other one is "their opponent" or "another player", and intent is "intentionally" or "aware".
People asking at a table write "he", "she", "my", "on purpose", "stayed quiet", "cheat sheet". Three
things are done here, each for a whole class of phrasings rather than for one phrase:

1. **Who did it.** Third-person words (he, she, they, the player, AP, NAP) are the offender, "player";
   first-person words are the offender when nobody else acts ("I drew an extra card") and the other
   player, "opponent", when someone else does ("he looked at my hand").
2. **What the other one did.** After a verb of letting or watching ("he let me make an illegal
   block", "she watched him attack with a sick creature") the words up to the end of the clause are
   the *other* player's act. An error named there is not the offender's infraction (IPG 2.6: the one
   who lets it happen fails to maintain the game state), so the ranking does not let a phrase found in
   that span decide (`Reading.others`).
3. **Everyday words for the IPG's words** (`TERMS`): each term is replaced by words the IPG itself
   uses ("cheat sheet" -> "notes", "on purpose" -> "intentionally", "let" -> "allows"), longest term
   first, so a word inside a longer term is not read alone ("cheat" in "cheat sheet" is not Cheating).
   A term never names an infraction: tests/judge/test_voice.py checks that every replacement word is a
   word of the loaded IPG's infractions, so the ranking still decides from the IPG's own text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# everyday words -> the IPG's words for the same thing (lower case, unstemmed, whole words)
TERMS: dict[str, str] = {
    # notes (3.2 Outside Assistance: "refers to notes")
    "cheat sheet": "notes", "cheat sheets": "notes", "crib sheet": "notes", "crib notes": "notes",
    "sideboard guide": "notes", "sideboarding guide": "notes", "sideboard plan": "notes",
    # intent (2.6, 3.3, 4.3, 4.4, 4.8: "intentionally", "aware")
    "on purpose": "intentionally", "deliberately": "intentionally", "purposely": "intentionally",
    "purposefully": "intentionally", "knowingly": "intentionally aware", "intentional": "intentionally",
    "knew it was illegal": "aware illegal", "knew it was wrong": "aware illegal", "knew": "aware",
    # letting and keeping quiet (2.6 "allows ... does not point it out", 4.8 "does not call attention")
    "let": "allows", "lets": "allows", "letting": "allows", "allowed": "allows",
    "said nothing": "does not point it out", "didn't say anything": "does not point it out",
    "did not say anything": "does not point it out", "didnt say anything": "does not point it out",
    "didn't say a word": "does not point it out", "stayed quiet": "does not call attention",
    "kept quiet": "does not call attention", "stayed silent": "does not call attention",
    "kept silent": "does not call attention", "kept his mouth shut": "does not call attention",
    # refusing and pressing (4.2 example D "is denied, and continues to press the issue")
    "said no": "is denied", "turned him down": "is denied", "turned her down": "is denied",
    "kept asking": "continues to press", "keeps asking": "continues to press",
    "kept pushing": "continues to press",
    # the asker's opponent is the one who did it (the IPG's "player"), not the asker's thing
    "my opponent": "player", "my opp": "player", "my opponent's": "their", "my opponents": "their",
    # saying one will do something (2.4 "declaring an intent to mulligan early")
    "said she'd": "declaring an intent to", "said he'd": "declaring an intent to",
    "said they'd": "declaring an intent to", "said i'd": "declaring an intent to",
    "said she would": "declaring an intent to", "said he would": "declaring an intent to",
    "said they would": "declaring an intent to", "announced": "declaring",
    # how long (3.3 "takes longer than is reasonably required", examples "excessive amount of time")
    "for ages": "excessive time", "takes ages": "takes excessive time", "taking ages": "taking excessive time",
    "took ages": "took excessive time", "an eternity": "excessive time",
    # doing things to cards and people (4.1 "throws their deck", 4.5 "tears up a card", 4.2 "photos")
    "ripped up": "tears up", "rips up": "tears up", "ripped": "tears", "rips": "tears", "tore up": "tears up",
    "tore": "tears", "slammed": "throws", "slams": "throws", "chucked": "throws", "tossed": "throws",
    "pictures": "photos", "picture": "photos", "pics": "photos",
    # handing over the library (3.9 "before presenting it to their opponent")
    "handed it over": "presenting it", "handed over": "presenting", "handed it to me": "presenting it",
    # seeing (2.2 "see the faces of cards")
    "peeked": "peeks", "peeking": "peeks", "glimpsed": "saw",
    # not reminding the other player of their own trigger (2.6 "Not reminding an opponent about their
    # triggered abilities is never …")
    "let me forget": "not reminding", "let me miss": "not reminding", "lets me forget": "not reminding",
    "didn't remind me": "not reminding", "didnt remind me": "not reminding", "did not remind me": "not reminding",
    "didn't remind": "not reminding", "didnt remind": "not reminding", "never reminded": "not reminding",
    # the mulligan, as players say it, and saying one will take it (2.4 "declaring an intent to mulligan early")
    "mull": "mulligan", "mulls": "mulligans", "mulled": "mulliganed", "mulling": "mulliganing",
    "said i'm taking": "declaring an intent to take", "said im taking": "declaring an intent to take",
    "said i'm going to": "declaring an intent to", "said i'll": "declaring an intent to",
    "said he's taking": "declaring an intent to take", "said she's taking": "declaring an intent to take",
    "said they're taking": "declaring an intent to take",
    # swearing and shouting (4.1 "uses excessively vulgar and profane language", "disruptive")
    "f bomb": "vulgar profane language", "f bombs": "vulgar profane language", "f word": "vulgar profane language",
    "f words": "vulgar profane language", "swear words": "vulgar profane language", "swore": "profane language",
    "cussing": "profane language", "cussed": "profane language", "curse words": "vulgar profane language",
    "yelling": "disruptive", "shouting": "disruptive", "screaming": "disruptive",
    # pressing someone who said no, following them, messaging them (4.2 "is denied, and continues to press",
    # "harassed … or stalked", example F "uses social media to bully")
    "not interested": "is denied", "showing up at": "stalked", "shows up at": "stalked", "showed up at": "stalked",
    "following her": "stalked", "following him": "stalked", "followed her": "stalked", "followed him": "stalked",
    "instagram": "social media", "twitter": "social media", "facebook": "social media", "tiktok": "social media",
    "dming": "social media", "dm'ing": "social media", "dms": "social media",
    # not saying what one's own trigger does (2.1 "an opponent's uncommunicated trigger")
    "forgot to say anything about": "uncommunicated", "forgot to say": "uncommunicated",
    "forgot to mention": "uncommunicated", "forgot to announce": "uncommunicated",
    "didn't announce": "uncommunicated", "didnt announce": "uncommunicated", "never announced": "uncommunicated",
    "didn't mention": "uncommunicated", "didnt mention": "uncommunicated", "never mentioned": "uncommunicated",
    # the asker trying something whose legality is the question (2.1 "a play that may or may not be legal")
    "i tried to": "i make a play that may or may not be legal", "i try to": "i make a play that may or may not be legal",
    "i attempted to": "i make a play that may or may not be legal",
    "i went to": "i make a play that may or may not be legal",
    # the decklist by its other names (3.4)
    "reg sheet": "decklist", "reg sheets": "decklist", "registration sheet": "decklist",
    "deck registration": "decklist",
    # a player's "list" is their decklist, and an event with "open lists" the IPG's "tournaments with open
    # decklists" (3.4)
    "list": "decklist", "lists": "decklists", "deck list": "decklist", "deck lists": "decklists",
    # handing one's list or deck to the other player (3.4 "presented to the opponent")
    "handed me": "presented to opponent", "gave me his": "presented to opponent their",
    "gave me her": "presented to opponent their", "showed me": "presented to opponent",
    # having nothing a trigger needs (2.1 "a player who controls no creatures isn't required to …")
    "doesn't have any": "controls no", "doesnt have any": "controls no", "didn't have any": "controls no",
    "didnt have any": "controls no", "does not have any": "controls no", "did not have any": "controls no",
    "don't have any": "controls no", "dont have any": "controls no",
    "has no creatures": "controls no creatures", "had no creatures": "controls no creatures",
    # going over the same cards again (3.3 example A "repeatedly reviews their opponent's graveyard")
    "going through": "reviews", "goes through": "reviews", "went through": "reviews",
    # someone at the table who is not a player in the match (3.2 "A player, spectator, or other
    # tournament participant"; 4.4 "spectators"): the players' partners and family watching
    "boyfriend": "spectator", "girlfriend": "spectator", "wife": "spectator", "husband": "spectator",
    "dad": "spectator", "mom": "spectator", "mum": "spectator", "father": "spectator", "mother": "spectator",
    "his friend": "spectator", "her friend": "spectator", "their friend": "spectator",
    "his buddy": "spectator", "her buddy": "spectator", "onlooker": "spectator", "bystander": "spectator",
    "someone watching": "spectator", "somebody watching": "spectator", "a guy watching": "spectator",
    # a hand or library short of cards (2.4 "too few cards is a Game Play Error — Game Rule Violation")
    "a card short": "too few cards", "one card short": "too few cards", "cards short": "too few cards",
    "card short": "too few cards", "a card down": "too few cards", "one too few": "too few cards",
    # manners that are missing, not misconduct (4: "Unsporting behavior is not the same as a lack of sporting
    # behavior")
    "no gg": "lack of sporting behavior", "no gl": "lack of sporting behavior",
    "didn't shake my hand": "lack of sporting behavior", "didnt shake my hand": "lack of sporting behavior",
    "did not shake my hand": "lack of sporting behavior", "wouldn't shake my hand": "lack of sporting behavior",
    "never said one word": "lack of sporting behavior", "never said a word": "lack of sporting behavior",
    "wasn't friendly": "lack of sporting behavior", "wasnt friendly": "lack of sporting behavior",
    "not very friendly": "lack of sporting behavior",
    # a sideboard short of what was registered (3.5 "If sideboard cards are missing, make a note of this, but
    # issue no penalty")
    "sideboard only has": "sideboard cards are missing", "sideboard has only": "sideboard cards are missing",
    "sideboard is short": "sideboard cards are missing", "short in the sideboard": "sideboard cards are missing",
    "missing from the sideboard": "sideboard cards are missing",
    "missing from his sideboard": "sideboard cards are missing",
    "missing from her sideboard": "sideboard cards are missing",
    "missing from their sideboard": "sideboard cards are missing",
    # cards a player can't find (3.5 "unable to locate cards … from their main deck")
    "went missing": "unable to locate", "can't find": "unable to locate",
    "cant find": "unable to locate", "couldn't find": "unable to locate", "couldnt find": "unable to locate",
    "maindeck": "main deck",
    # arriving late and sitting at the wrong table (3.1 "is not in their seat", "arrives at their seat",
    # example D "sits at an incorrect table and plays the wrong opponent")
    "sat down": "arrives at their seat", "sits down": "arrives at their seat", "showed up": "arrives",
    "shows up": "arrives", "turned up": "arrives", "wrong dude": "wrong opponent", "wrong guy": "wrong opponent",
    "wrong person": "wrong opponent", "wrong table": "incorrect table",
    # leaving the table (3.3 example D "gets up from their seat to look at standings … without permission")
    "got up": "gets up from their seat", "gets up": "gets up from their seat", "getting up": "gets up from their seat",
    "walked off to": "gets up from their seat to", "walked over to": "gets up from their seat to",
    "went to look at": "gets up from their seat to look at", "went to check": "gets up from their seat to look at",
    "didnt ask a judge": "without permission of an official", "didn't ask a judge": "without permission of an official",
    # asking for the head judge before a ruling (4.1 example C "appeals to the Head Judge before waiting for
    # the floor judge to issue a ruling")
    "want the head judge": "appeals to the head judge", "wants the head judge": "appeals to the head judge",
    "get me the head judge": "appeals to the head judge", "get me the hj": "appeals to the head judge",
    "want the hj": "appeals to the head judge", "wants the hj": "appeals to the head judge",
    "hj": "head judge", "i've ruled": "issue a ruling", "ive ruled": "issue a ruling",
    "i ruled": "issue a ruling", "i've ruled anything": "issue a ruling",
    # hiding what isn't theirs (4.6 example C "hide it instead of telling a tournament official")
    "slid it into": "hide it in", "slipped it into": "hide it in", "stuck it in": "hide it in",
    "tucked it into": "hide it in", "judge station": "tournament official",
    # threats as people make them (4.5 "makes threats"; 4.2 "threats of physical violence")
    "better hope": "threats of physical violence", "watch your back": "threats of physical violence",
    "watch his back": "threats of physical violence", "watch her back": "threats of physical violence",
    "watch their back": "threats of physical violence",
    "see you outside": "threats of physical violence", "in the parking lot": "threats of physical violence",
    "i'll kill you": "threats of physical violence", "ill kill you": "threats of physical violence",
    "kick your": "threats of physical violence", "beat you up": "threats of physical violence",
    "punch you": "threats of physical violence", "you're dead": "threats of physical violence",
    "youre dead": "threats of physical violence",
    # the sideboard by its short name (3.8 "Differently-marked sleeves in the sideboard are not illegal")
    "sb": "sideboard", "sbs": "sideboards",
    # notes a player makes at the table (MTR 2.11 "Players are allowed to take written notes during a match";
    # IPG 3.2 "refers to notes … made before the official beginning of the current match")
    "notepad": "notes", "note pad": "notes", "notebook": "notes", "writing down": "taking written notes",
    "writes down": "takes written notes", "wrote down": "took written notes", "write down": "take written notes",
    "jotting down": "taking written notes", "jotted down": "took written notes",
    # buying time (4.7 example C "in an attempt to gain advantage by having more time", example E "run out
    # the clock")
    "bought himself": "in an attempt to gain advantage by having more time", "bought herself":
    "in an attempt to gain advantage by having more time", "bought themselves": "in an attempt to gain advantage by having more time",
    "buy himself": "in an attempt to gain advantage by having more time", "buying himself": "in an attempt to gain advantage by having more time",
    "buying time": "in an attempt to gain advantage by having more time", "bought time": "in an attempt to gain advantage by having more time",
    "buy time": "in an attempt to gain advantage by having more time",
    "running the clock": "run out the clock", "run the clock": "run out the clock",
    "ran the clock": "run out the clock", "runs the clock": "run out the clock",
    "milking the clock": "run out the clock", "milk the clock": "run out the clock",
    "eat up the clock": "eat up time on the clock", "eating the clock": "eat up time on the clock",
    # friends at the rail (3.2 "A player, spectator, or other tournament participant"; example B "A spectator
    # points out the correct play to a player who had not solicited the information")
    "his mate": "spectator", "her mate": "spectator", "their mate": "spectator", "mate": "spectator",
    "his mates": "spectators", "mates": "spectators", "his pal": "spectator", "pal": "spectator",
    "at the rail": "spectator", "on the rail": "spectator", "from the rail": "spectator", "rail": "spectator",
    "railbird": "spectator", "railbirds": "spectators", "guy watching": "spectator", "person watching": "spectator",
    "kid watching": "spectator", "friend watching": "spectator", "someone in the crowd": "spectator",
    "hadnt asked": "had not solicited", "hadn't asked": "had not solicited", "had not asked": "had not solicited",
    "told me": "report to opponent", "told me that": "report to opponent that",
    "never asked him": "had not solicited", "never asked her": "had not solicited",
    "didn't ask for": "had not solicited", "didnt ask for": "had not solicited",
    # asking which play or which build is better (3.2 "Seeks play advice … from others")
    "which is better": "seeks play advice", "what should i play": "seeks play advice",
    "what should i do": "seeks play advice", "what would you do": "seeks play advice",
    "what would you play": "seeks play advice", "should i play": "seeks play advice",
    "deckbuilding": "deck construction", "deck building": "deck construction", "building his deck": "deck construction",
    # tournament material carried off (4.6 example B "A player steals the table number from a table")
    "backpack": "possession", "rucksack": "possession", "souvenir": "steals", "took it home": "steals",
    "take it home": "steals", "taking it home": "steals",
    # mockery and its effect on the other one (4.2 "a feeling of being harassed, threatened, bullied", example F
    # "to bully"); asked to stop and going on (4.1 example F "fails to follow the request", 4.2 example D
    # "continues to press the issue")
    "mocking": "bully", "mocks": "bully", "mocked": "bully", "taunting": "bully", "taunts": "bully",
    "taunted": "bully", "making fun of": "bully", "made fun of": "bully", "makes fun of": "bully",
    "laughing at": "bully", "laughed at": "bully", "trash talk": "bully", "trash talking": "bully",
    "looks miserable": "feeling of being bullied", "looked miserable": "feeling of being bullied",
    "is miserable": "feeling of being bullied", "was miserable": "feeling of being bullied",
    "looks upset": "feeling of being bullied", "looked upset": "feeling of being bullied",
    "in tears": "feeling of being bullied", "was crying": "feeling of being bullied",
    "knock it off": "stop", "cut it out": "stop", "still at it": "continues to press the issue",
    "kept at it": "continues to press the issue", "keeps at it": "continues to press the issue",
    "kept doing it": "continues to press the issue", "keeps doing it": "continues to press the issue",
    "carried on": "continues to press the issue", "carries on": "continues to press the issue",
    # seeing the other one's error and leaving it (2.6 "allows another player … to commit a Game Play Error and
    # does not point it out")
    "not his job to point out": "does not point it out", "not her job to point out": "does not point it out",
    "not their job to point out": "does not point it out", "not my job to point out": "does not point it out",
    "not his job to point it out": "does not point it out", "not her job to point it out": "does not point it out",
    "not his job": "does not point it out", "not her job": "does not point it out",
    "not their job": "does not point it out",
    "saw it was": "was aware it was", "saw that it was": "was aware it was", "noticed it was": "was aware it was",
    "knew it was": "was aware it was",
}

THIRD = frozenset("he she they him her them hers theirs himself herself themselves ap nap".split())
FIRST = frozenset("i me myself i'm im i've ive".split())
# whose: "his deck" is the offender's own, "my hand" the other player's when someone else acts
THIRD_OWN, FIRST_OWN = frozenset("his their".split()), frozenset("my mine".split())
# verbs after which the named person's own act follows: "let me make", "watched him attack"
LETTING = frozenset("allows allow watched watch watches saw see sees".split())
CLAUSE_END = frozenset("and but then until so because when while after before , . ; :".split())
# where a noun phrase ends: "my creature | without paying" (the paying is not mine)
PREPOSITIONS = frozenset("with without on in at to for from of into onto by during off".split())

# what a player has in the open, not what they did: "staring at my graveyard" is no error of mine
# (a hidden one stays theirs: "he looked at my hand" is not his own hand's error)
THINGS = frozenset("graveyard graveyards yard exile battlefield board life total permanents creatures lands "
                   "sideboard bag seat table notes decklist".split())

_TERMS = sorted(((k.split(), v.split()) for k, v in TERMS.items()), key=lambda kv: -len(kv[0]))
_WORD = re.compile(r"[\w']+|[,.;:?!]")


@dataclass(frozen=True)
class Reading:
    """The words as the ranking reads them, and the spans (start, end) that tell what another
    player did (no phrase found inside one decides the offender's infraction)."""

    words: list[str]
    others: tuple[tuple[int, int], ...] = ()
    asked: tuple[tuple[int, int], ...] = ()  # what the asker asks about or names as a call already made

    @property
    def text(self) -> str:
        return " ".join(w for w in self.words if w not in ",.;:?!")


def _replace_terms(words: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(words):
        for term, ipg in _TERMS:
            if words[i:i + len(term)] == term:
                out += ipg
                i += len(term)
                break
        else:
            out.append(words[i])
            i += 1
    return out


# "kept staring", "keeps glancing": doing it again and again, not keeping a hand
KEEP = frozenset("keep keeps kept keeping".split())


def _repeated(words: list[str]) -> list[str]:
    """"kept glancing at" -> "again glancing at": "keep" before a verb in -ing says how often (a word
    that says nothing of which infraction), and is no word of the mulligan ("kept a seven-card hand")."""
    return ["again" if w in KEEP and i + 1 < len(words) and words[i + 1].endswith("ing")
            and len(words[i + 1]) > 5 and " ".join(words[i:i + 2]) not in TERMS else w
            for i, w in enumerate(words)]


# what is said to be in order is not what went wrong: "main is fine, 60 and matches" (the deck is not the
# problem; the sideboard is)
FINE = frozenset("fine correct matches checks".split())  # not "ok": "a judge's OK" is a permission
NEGATIONS = frozenset("not no never doesn't doesnt don't dont didn't didnt isn't isnt wasn't wasnt".split())
BOUNDARIES = frozenset(", . ; : and but".split())


def _without_what_is_fine(words: list[str]) -> list[str]:
    """The words without each clause that says its subject is fine ("main is fine", "and matches",
    "the list checks out"), unless the clause negates it ("doesn't match" is the problem)."""
    out: list[str] = []
    clause: list[str] = []
    for w in words + ["."]:
        if w in BOUNDARIES:
            fine = any(c in FINE for c in clause) and not NEGATIONS & set(clause)
            out += ([] if fine else clause) + [w]
            clause = []
        else:
            clause.append(w)
    return out[:-1]


# a person's pronouns, as people state them ("she/her", "they/them", "he/they"): each word's set
PRONOUN_SETS = (frozenset("he him his himself".split()), frozenset("she her hers herself".split()),
                frozenset("they them their theirs themselves".split()))
_PRONOUN = "|".join(sorted({w for s in PRONOUN_SETS for w in s}, key=len, reverse=True))
_STATED = re.compile(rf"\b(?:{_PRONOUN})(?:\s*/\s*(?:{_PRONOUN}))+\b")
# words said aloud, quoted: 'he cast it', "his turn" (an apostrophe inside a word, "she's", is no quote)
_SAID = re.compile(r"(?<!\w)'([^']+?)'(?!\w)|\"([^\"]+)\"")


def _pronouns_said(text: str) -> str:
    """Pronouns stated ("she's she/her") are the IPG's "gender" (4.2: "insults based on … gender"); the other
    one, quoted saying pronouns of none of the stated sets ("he kept going 'he cast it', 'his turn'"), is
    the IPG's act, "misgenders" (4.2 example B), said in place of the quote. Pronouns said without a
    stated set, or the stated ones, are left as they are."""
    stated = [m for m in _STATED.finditer(text)]
    if not stated:
        return text
    own = {w for m in stated for w in re.findall(r"\w+", m.group()) for s in PRONOUN_SETS if w in s for w in s}
    own_sets = [s for s in PRONOUN_SETS if s & own]

    def said(m: re.Match) -> str:
        quoted = set(re.findall(r"\w+", m.group(1) or m.group(2) or ""))
        other = any(quoted & s for s in PRONOUN_SETS if s not in own_sets)
        return " misgenders " if other else m.group()

    return _STATED.sub(" gender ", _SAID.sub(said, text))


# leaving, said of things: "his 2 maindeck Thoughtseize walked off" is cards lost (3.5 "unable to locate cards",
# 3.4 example D "loses some cards"); said of a person ("scooped and walked off") it is the person leaving
GONE = ("walked off", "walked away", "wandered off", "disappeared", "vanished", "got stolen", "were stolen",
        "was stolen", "grew legs", "got lost", "were lost")
_GONE = sorted((g.split() for g in GONE), key=len, reverse=True)
# who leaves in person: the people of the table, and a clause's joints, after which the subject is the one before
PEOPLE = THIRD | FIRST | frozenset("player players opponent opponents opp opps guy dude kid man woman spectator "
                                   "judge everyone everybody someone somebody nobody and then , . ; : who".split())


def _things_gone(words: list[str]) -> list[str]:
    """Things (cards) said to leave, walk off or vanish read as the IPG says it: "unable to locate"."""
    out: list[str] = []
    i = 0
    while i < len(words):
        gone = next((g for g in _GONE if words[i:i + len(g)] == g), None)
        if gone and out and out[-1] not in PEOPLE and not out[-1].startswith("opp"):
            out += ["unable", "to", "locate"]
            i += len(gone)
        else:
            out.append(words[i])
            i += 1
    return out


def read(text: str) -> Reading:
    """`text` in the IPG's voice: roles, terms, and the spans of the other player's act."""
    text = text.casefold().replace("’", "'").replace("—", " ").replace("-", " ")
    text = _pronouns_said(text)
    words = _without_what_is_fine(_replace_terms(_things_gone(_repeated(_WORD.findall(text)))))
    someone_else = any(w in THIRD or w == "player" or w.startswith(("opponent", "opp")) for w in words)
    out: list[str] = []
    for w in words:
        if w in THIRD:
            out.append("player")
        elif w in FIRST:
            out.append("opponent" if someone_else else "player")
        elif w in THIRD_OWN:
            out.append("their")
        elif w in FIRST_OWN:
            out.append("opponents" if someone_else else "their")
        else:
            out.append(w)
    spans = []
    for i, w in enumerate(out[:-1]):
        # "allows opponent make ...": the words after the other player are what they did
        if (w in LETTING or w == "aware") and out[i + 1] == "it" and i + 2 < len(out) and out[i + 2] in ("was", "is"):
            # "was aware it was summoning sick": what they saw is the other one's error
            end = next((j for j in range(i + 2, len(out)) if out[j] in CLAUSE_END), len(out))
            spans.append((i + 1, end))
        elif w in LETTING and out[i + 1] in ("opponent", "player") and i + 2 < len(out):
            end = next((j for j in range(i + 2, len(out)) if out[j] in CLAUSE_END), len(out))
            spans.append((i + 2, end))
        # "noticed my illegal attack": the other player's error, named by what it is theirs
        elif w == "opponents" and words[i] in FIRST_OWN and out[i + 1] not in THINGS:
            end = next((j for j in range(i + 1, len(out)) if out[j] in CLAUSE_END | PREPOSITIONS), len(out))
            spans.append((i + 1, end))
    return Reading(out, tuple(spans), _asked(out))


# the asker's own guess at the call: "marked cards?", "isn't that outside assistance?", "GRV or HCE?", "that's
# lying, right"; and a call already made, said by what it was ("after a slow play warning")
QUESTION_END = frozenset("? right".split())
SENTENCE_END = frozenset(", . ; : ? !".split())
ASKING = frozenset("is isnt isn't was wasnt wasn't would could".split())
GIVEN = frozenset("warn warning warnings penalty penalties game match loss".split())


def _asked(words: list[str]) -> tuple[tuple[int, int], ...]:
    """The spans of `words` that are the asker's question about the call, not what happened: the clause that
    ends in "?" (or in ", right"), and from "is that …", "isn't it …" to the clause's end."""
    spans = []
    start = 0
    for i, w in enumerate(words + ["."]):
        if w in SENTENCE_END or (w == "right" and (i + 1 == len(words) or words[i + 1] in SENTENCE_END)):
            if w == "?" or w == "right":
                spans.append((start, i))
            start = i + 1
    for i, w in enumerate(words[:-1]):
        if w in ASKING and words[i + 1] in ("that", "this", "it"):
            end = next((j for j in range(i + 1, len(words)) if words[j] in SENTENCE_END), len(words))
            spans.append((i, end))
    return tuple(spans)


def given(words: list[str], at: int, length: int) -> bool:
    """The name at `at` is a call already made: "a slow play warning", "his missed trigger penalty"."""
    return at + length < len(words) and words[at + length] in GIVEN
