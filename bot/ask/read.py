"""Read a question in words into the program a command runs: (command, argv).

    read(library, "what's the MV of Bottomless Pool in my library?")
      -> Reading(command="room", argv=["Bottomless Pool // Locker Room", "--zone", "library"], unread=[])

Rules and word lists, no model: the question is cut into items in the order they are written
(card names found over every span of words, the phrases of bot/ask/lang/LANG.json as concepts,
numbers, rule numbers), and the items are turned into the steps of the room/dfc/daynight
commands, or a card or rule look-up. Words that fed nothing are returned as `unread`; when no
command can be formed the reading says why and the caller shows related material instead.
"""

from __future__ import annotations

import dataclasses
import logging
import re
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.ask.cut import CONDITION_WORDS, Cutter, Item, language_of
from bot.ask.read_daynight import DayNightReading, counters_spells, day_or_nightbound
from bot.ask.read_table_words import TableWordsReading, chooses_a_name
from bot.ask.read_trigger_made import TriggerMadeReading
from bot.ask.read_graveyard import GraveyardCountReading
from bot.ask.read_on_stack import OnStackReading
from bot.ask.read_references import ReferencesReading
from bot.ask.read_remarks import RemarksReading
from bot.ask.read_special import SpecialActionReading
from bot.ask.read_twice import TwiceReading
from bot.ask.account import ABILITY_WORDS, NEGATED_AUXILIARIES, QUESTION_OPENERS, catalog_words, stems
from bot.ask.shape import CONDITION_OPENERS, Shape, clause_words, guessed, shape
from bot.ask.say import japanese_face_name
from bot.ask.words import load, say, say_map
from bot.errors import QueryError
from bot.names import Match
from bot.rules import watchers
from bot.rules.effects.read import read as read_effects, strip_reminders
from bot.rules.daynight_cards import has_upkeep_transform
from bot.rules.vocabulary import PERMANENT_TYPES, Zone
from bot.rules.steps import parse
from bot.text import normalize_name

if TYPE_CHECKING:
    from bot.catalog.model import Card
    from bot.library import Library

log = logging.getLogger(__name__)

MAX_QUESTION = 2000  # characters: a long message, not a document
_RULE_NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d.a-z])|(?:\brule|\bcr|総合ルール|ルール)\s*(\d{3})(?![\d.])",
                          re.IGNORECASE)
_X_VALUE = re.compile(r"(?<![a-z0-9])x\s*(?:=|is|of|equals|equal to|が|は|＝)\s*(\d+)", re.IGNORECASE)  # (「をX=2で」)
_TO_WORDS = {"to", "into", "onto", "in to"}
_PLACE_PREPOSITIONS = {"in", "of", "for", "during", "into", "from", "at", "this", "whole", "entire", "rest"}
# Words of putting a card in a deck, said with a commander's colours ("run it in my mono-white deck")
_DECK_SAID = {"deck", "decks", "run", "include", "デッキ"}  # a deck is what is asked about
_DECK_WORDS = _DECK_SAID | {"mono", "put", "単", "入れ", "入れられる", "入れる"}
# "3/2" (power and toughness) and "{2}{R}{G}" (a cost) as typed in a question
_PT_SAID = re.compile(r"(?<!\d)\d+\s*/\s*\d+(?!\d)")
_COST_SAID = re.compile(r"((?:\{[0-9WUBRGCXSTQP/]+\})+)", re.IGNORECASE)
# Words that make a zone's name a place: "in my graveyard", "from exile", "on the battlefield"
_PLACE_WORDS = _TO_WORDS | {"in", "on", "from", "at", "my", "the", "your", "their", "his", "her", "its", "our",
                            "opponents", "opponent's", "of", "out of", "owner's", "owners", "owner’s",
                            "opp's", "opp’s", "opps", "opponent’s", "opponents'"}  # ("from opp's hand")
# "the copy", "its clone", "my copy", "their Clone": a noun, the object itself, not something done
_PRESENT_BEFORE = re.compile(r"(i|you|we|they|he|she|opp|opponent)\s+(control|controls|have|has)\b", re.IGNORECASE)
_YES_NO_OPENERS = {"does", "do", "did", "is", "are", "was", "will", "would", "should", "isnt", "doesnt", "wont",
                   "wouldnt", "shouldnt"}
_PRONOUNS = {"it", "it's", "its", "it’s", "he", "he's", "he’s", "she", "she's", "she’s"}
_NOUN_BEFORE = {"the", "its", "my", "your", "their", "his", "her", "that", "this", "our"}


@dataclass
class Reading:
    question: str
    language: str  # the language the question is written in
    command: str | None  # card, rule, room, dfc, daynight; None when nothing could be read
    argv: list[str] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)  # every card found, as named in the catalog
    error: QueryError | None = None  # a card named ambiguously, with the names it could be
    why: str = ""  # when command is None: what was missing
    concepts: list[str] = field(default_factory=list)  # every concept read, e.g. "zone:graveyard"
    items: list = field(default_factory=list, repr=False)  # the cut items, with what each fed
    consequence: tuple[str, str] | None = None  # what the question clause asks of the end state: ("face", "back")
    assumed: list[tuple[str, str]] = field(default_factory=list)  # what the question left open, as chosen
    modal: bool = False  # "can ...?": the last step tried is what is asked
    shape: Shape | None = None  # which clause asks
    opponent: bool = False  # an opponent owns, controls or casts something in the story
    preconditions: list[str] = field(default_factory=list)  # checks of facts the question states
    follow_up: bool = False  # one question of several, read after the question before it
    asked_face: str | None = None  # the face or half the question clause names ("can I cast the Tibalt side?")
    opponents_statics: tuple[str, ...] = ()  # "opp has Void Winnower out": static cards said to be an opponent's
    my_statics: tuple[str, ...] = ()  # "I control Void Winnower": the asker's own
    subject_theirs: bool = False  # the card followed is an opponent's, and the opponent does nothing else
    opponent_only_holds: bool = False  # the opponent only has statics in play: every other card is the asker's
    door_zone_unsaid: str | None = None  # "what's the mana value of Locker Room?": a door named, nowhere said
    asked_verbs: int = 0  # how many verbs or states of the question clause are asked, not performed
    needs_permission: str | None = None  # "can I cast Beloved Beggar from my graveyard?": the zone nothing told lets it be cast from
    claims: list[str] = field(default_factory=list)  # "reidane is only 3 mana", "5 or 8": the asker's own belief or guess
    instead_on: str | None = None  # "with revolt": the acting card's ability word said on (its "instead" line answers)
    defeat_cast_asked: bool = False  # "do I get to cast its back face?" after a Siege is defeated: the cast is asked

    @property
    def asked(self) -> list[str]:
        """What the question asks about the object: "pt", "color", "type", "abilities"."""
        return list(dict.fromkeys(c[4:] for c in self.concepts if c.startswith("ask:")))

    @property
    def read_as(self) -> dict:
        return {"command": self.command, "argv": list(self.argv)}

    def program(self) -> str:
        """The command as a person would type it: "/room Bottomless Pool // Locker Room · zone library"."""
        if self.command is None:
            return ""
        parts, head = [], [f"/{self.command}"]
        args = list(self.argv)
        while args:
            a = args.pop(0)
            if a.startswith("--") and args:
                parts.append(f"{a[2:]} {args.pop(0)}")
            else:
                head.append(a)
        return " · ".join([" ".join(head), *parts])


# --- from items to a program -----------------------------------------------------------------

def read(library: Library, question: str, *, follow_up: bool = False) -> Reading:
    """follow_up: the question is the last one asked and the questions before it tell its story ("whats
    brisela's mana value? can i fatal push it": Brisela is what "it" is). What they asked (their question
    words, what they ask of and the numbers they ask about) is left out; what they tell stays."""
    question = _unquoted(unicodedata.normalize("NFKC", question or "").strip())
    language = language_of(question)
    if not question:
        return Reading(question, language, None, why=say(language, "why_empty"))
    if len(question) > MAX_QUESTION:
        return Reading(question[:MAX_QUESTION], language, None,
                       why=say(language, "why_long", length=len(question), limit=MAX_QUESTION))
    rule_numbers = [m.group(1) or m.group(2) for m in _RULE_NUMBER.finditer(question)]
    x_values = [int(m.group(1)) for m in _X_VALUE.finditer(question)]
    text = _SWING.sub(_attack_for_swing, _X_VALUE.sub(" ", _RULE_NUMBER.sub(" ", question)))
    items = Cutter(library, load("en"), load("ja")).cut(text)
    asked_before: list[Card] = []
    if follow_up:
        items, asked_before = _earlier_questions_told(items)
    builder = _Builder(library, question, language, items, rule_numbers, x_values)
    builder.asked_before = asked_before
    return builder.build()


_SWING = re.compile(r"\bswing(s|ing)?\b(?!\s+(?:for|back|in|over|at)\b)", re.IGNORECASE)


def _attack_for_swing(m: re.Match) -> str:
    """'can ragnarok swing this turn?': to swing is to attack, in table words ("swing for 3" is damage, left)."""
    return {None: "attack", "s": "attacks", "ing": "attacking"}[m.group(1) and m.group(1).casefold()]


_WHOLE_QUOTE = re.compile(r'^(?:「([^「」]*)」|"([^"]*)"|“([^“”]*)”|『([^『』]*)』)$')


def _unquoted(question: str) -> str:
    """「相手に《Void Winnower》がいる。…ブロックできる？」: a whole question in quotation marks is the question, not a card's
    text quoted in it (its words had all been dropped as quoted, and a card alone was checked: a wrong はい)."""
    m = _WHOLE_QUOTE.match(question)
    return next(g for g in m.groups() if g is not None).strip() if m else question


def _earlier_questions_told(items: list[Item]) -> tuple[list[Item], list[Card]]:
    """Of each question before the last: its conditions stay as told ("if delver flips, ..."); of the
    clause that asks, the Room or double-faced card and what happens to it ("my Generous Soul that I cast
    with disturb", "brisela's"), never another card: "can they Spell Snare it?" is not told as done. The
    other cards left out are returned: what the story says of them ("revolt is on") was for that question."""
    asking = {it.where.sentence for it in items
              if it.where is not None and (it.where.asks or it.where.opener in QUESTION_OPENERS)}
    if len(asking) < 2:
        return items, []
    last = max(asking)
    # the clause of each earlier question that asks: the one opened by a question word, else its last; the others
    # tell ("i Reanimate Ballista Watcher — does it come in as …?": Reanimate is told as done)
    asks: dict[int, int] = {}
    for it in items:
        w = it.where
        if w is not None and w.sentence in asking and w.opener in QUESTION_OPENERS:
            asks.setdefault(w.sentence, w.clause)
    for it in items:
        w = it.where
        if w is not None and w.sentence in asking and w.sentence not in asks:
            asks[w.sentence] = max(asks.get(w.sentence, w.clause), w.clause)
    # the move that closes an earlier question ("does it go to my graveyard?", 「墓地に戻る？」) is what it asked, not
    # told: where it went is the engine's answer, and telling it again would move the card a second time
    closing = {}
    for it in items:
        w = it.where
        if w is not None and w.sentence in asking and w.sentence != last and it.kind != "word":
            closing[w.sentence] = it
    # what the last question says again replaces the earlier one's ("… blue in my hand? and on the battlefield with no
    # doors unlocked?": the zone and the doors are the last one's — the hand had been kept, and answered for)
    said_last = {str(it.value).split(":")[0] for it in items if it.kind == "concept" and it.where is not None
                 and it.where.sentence == last and str(it.value).startswith(("zone:", "state:"))}  # "zone", "state"
    out, left_out = [], []
    for it in items:
        w = it.where
        if w is not None and w.sentence in asking and w.sentence != last:
            asked_clause = w.opener not in CONDITION_OPENERS and w.clause >= asks.get(w.sentence, w.clause)
            if asked_clause and it.kind == "concept" and str(it.value).startswith("move:") and closing.get(w.sentence) is it:
                continue
            if asked_clause and it.kind == "concept" and str(it.value).startswith(("zone:", "state:")) \
                    and str(it.value).split(":")[0] in said_last:
                continue
            if asked_clause and not (
                    it.kind == "word"
                    or it.kind == "card" and (it.card.is_room or it.card.is_double_faced or it.card.layout == "meld")
                    or it.kind == "ambiguous"
                    or it.kind == "concept" and str(it.value).startswith(("zone:", "state:", "dn:", "act:", "move:"))):
                if it.kind == "card" and it.card is not None:
                    left_out.append(it.card)
                continue
            it.where = dataclasses.replace(w, asks=False, opener=w.opener if not asked_clause else "")
        out.append(it)
    return out, left_out


_COUNTERED = "countered"  # a step of the story, said in rules words (move graveyard) once the spell's cast is placed


def _ja_ability_word(text: str) -> str:
    """An ability word said in Japanese (上陸), in English as Oracle text prints it (landfall); a NUL if none."""
    found = {ja: en for en, ja in say_map("ja", "ability_words").items()}.get(text)
    return found.casefold() if found else "\0"


def _a_permanent_face(face) -> bool:
    return bool(set(face.types or []) & set(PERMANENT_TYPES))


_RESTATED_CONCEPTS = {"ask:mv": ("mana value",), "cmp:<=": ("or less",), "cmp:>=": ("or greater", "or more"),
                      "cmp:<": ("less than",), "cmp:>": ("greater than",)}
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _restates(it: Item, text: str, cheap) -> bool:
    """Is this word, written in parentheses after a card's name, what that card's text (`text`, casefolded) says?"""
    said = it.text.casefold()
    if it.kind == "number":
        n = it.value
        return isinstance(n, int) and (re.search(rf"(?<![\d{{]){n}(?![\d}}])", text) is not None
                                       or 0 <= n < len(_NUMBER_WORDS) and re.search(rf"\b{_NUMBER_WORDS[n]}\b", text)
                                       is not None)
    if it.kind == "concept":
        value = str(it.value)
        if value in _RESTATED_CONCEPTS:
            return any(w in text for w in _RESTATED_CONCEPTS[value])
        if value.startswith(("type:", "color:")):
            return value.split(":", 1)[1] in text
        return re.match(r"[a-z]", said) is not None and any(w in text for w in [said, *stems(said, 3)])
    if it.kind == "word":
        return said in cheap or not said.isascii() and not said.isalnum() or any(
            re.search(rf"\b{re.escape(w)}", text) for w in [said, *stems(said, 3)])
    return False


# 「《Doom Blade》（黒でないクリーチャーを破壊）」: the game's words of a card's text as Japanese players restate it, each
# with the English words of the Oracle text it stands for (`_ja_restates`); what is left may only be particles and endings
_JA_TEXT_WORDS = {"マナ総量": ("mana value",), "打ち消": ("counter",), "破壊": ("destroy",), "追放": ("exile",),
                  "対象": ("target",), "クリーチャー": ("creature",), "アーティファクト": ("artifact",),
                  "エンチャント": ("enchantment",), "プレインズウォーカー": ("planeswalker",), "パーマネント": ("permanent",),
                  "土地": ("land",), "呪文": ("spell",), "カード": ("card",), "ダメージ": ("damage",), "以下": ("or less",),
                  "以上": ("or greater",), "でない": ("non",), "以外": ("non", "other"), "黒": ("black",), "白": ("white",),
                  "青": ("blue",), "赤": ("red",), "緑": ("green",), "手札": ("hand",), "墓地": ("graveyard",),
                  "戦場": ("battlefield",), "インスタント": ("instant",), "ソーサリー": ("sorcery",)}
_JA_TEXT_LEFT = re.compile(r"[をのにがはでとへやか、・\s]|する|す|る|た|つ|1つ|1体|点")


def _ja_restates(aside: str, text: str) -> bool:
    """Does this Japanese parenthesis after a card's name restate that card's text (`text`, English, casefolded)?
    Each game word in it must stand for words of the text, each number must be in it, and nothing else may be left
    but particles and endings — a parenthesis that tells more (「裏で出した」, 「2個乗ってる」) is read."""
    rest = aside
    found = False
    for ja, en in sorted(_JA_TEXT_WORDS.items(), key=lambda kv: -len(kv[0])):
        if ja in rest:
            if not any(w in text for w in en):
                return False
            rest, found = rest.replace(ja, " "), True
    for n in re.findall(r"\d+", rest):
        if re.search(rf"(?<![\d{{]){n}(?![\d}}])", text) is None:
            return False
        rest = rest.replace(n, " ", 1)
    return found and not _JA_TEXT_LEFT.sub("", rest).strip()


_OWN_COUNTERS = re.compile(r"equal to the number of (?:\w+ )?counters on (?:this \w+|it)\b", re.I)


def _counts_own_counters(card) -> bool:
    """Ratchet Bomb, Engineered Explosives: an effect whose number is the counters on the card itself (the engine's X)."""
    return card is not None and any(_OWN_COUNTERS.search(f.text or "") for f in card.faces)


def argv_steps(argv: list[str]) -> list[str]:
    """The steps of a program's argv, as run."""
    return argv[argv.index("--steps") + 1].split("; ") if "--steps" in argv else []


def argv_with_steps(argv: list[str], steps: list[str]) -> list[str]:
    """A copy of a program's argv with its steps set to `steps` (added when it had none)."""
    argv = list(argv)
    if "--steps" in argv:
        argv[argv.index("--steps") + 1] = "; ".join(steps)
    else:
        argv += ["--steps", "; ".join(steps)]
    return argv


def _a_permanent(card) -> bool:
    return card is not None and any(_a_permanent_face(f) for f in card.faces)


_POSSESSIVES = {"my", "your", "their", "his", "her", "our", "the", "a", "opp's", "opp’s", "opponent's", "that"}
_THEIRS_WORDS = {"their", "theirs", "his", "her", "hers", "they", "them", "he", "she", "opponents", "opponent's"}
_MANA_WORDS = {"mana", "cmc", "mv", "drop", "mana value", "mana cost", "mana cost.", "cost"}
_CHEAP_WORDS = {"cheap", "expensive", "total", "totals", "mana", "each", "and", "or", "only", "just", "combined", "whole"}
# "… to save it", "… to dodge removal": the asker's purpose, never an event (`_purposes`)
_PURPOSE_VERBS = {"save", "dodge", "protect", "avoid", "rescue", "surprise", "bluff", "reset", "fizzle", "blank", "dodging",
                  "saving", "protecting", "escape", "evade"}
_CLAIM_VERBS = {"is", "are", "was", "it's", "its", "that's", "costs", "cost", "has", "have", "only", "just", "with"}
_REASONS = ("so", "since", "because", "cuz", "cause", "coz", "bc")
_TAG_WORDS = {"right", "correct", "yeah", "right?", "correct?"}
_GAME_VERBS = {"defeat", "defeated", "protect", "protects", "exile", "destroy", "sacrifice", "counter", "transform",
               "meld", "discard", "mill", "scry", "unlock", "lock", "flicker", "blink", "craft", "disturb"}
_SAID_OF = {"card", "back", "front", "side", "face", "total", "half", "door", "it", "thing"}
_COUNT_AFTER = {"counters", "counter", "cards", "spells", "creatures", "lands", "damage", "life", "turns", "players"}
_CLAIM_FILLER = {"the", "card", "it", "its", "it's", "is", "a", "an", "and", "also", "both", "just", "only", "really",
                 "whole", "this", "that", "that's", "thats", "spell", "technically", "actually", "though", "back",
                 "front", "side", "face", "makes", "make", "becomes", "turns", "into", "flips"}
# ("Technically the back is a land", "it makes a creature and the back is a creature")
_GUESS_WORDS = {"or", "maybe", "like", "?", "either"}
_HEDGES = {"right", "correct", "yes", "yeah", "no", "innit", "ok", "not", "isn't", "isnt", "aint", "ain't"}
# ("so it's colorless right?", "it's not legendary right")
_DETERMINERS = {"the", "a", "an", "my", "your", "their", "his", "her", "its", "our", "opp's", "opps", "opponent's",
                "opponents", "that", "this"}
_JA_LAND_FACE_PUT = ("面で置い", "の面で置い")  # 「土地の面で置いた」: put down as its land face
_JA_WITHOUT = {"紛争なし": "revolt", "紛争無し": "revolt", "昂揚なし": "delirium", "陰鬱なし": "morbid"}
_COUNTED = {"its", "his", "her", "their", "a", "one", "two", "three", "four", "five", "first", "second", "third",
            "fourth", "last", "loyalty", "charge", "time", "lore", "oil", "stun", "shield", "fate", "defense", "more"}
_TIME_OPENERS = {"after", "while", "when", "during", "before", "once", "with"}
_STEP_TIMES = ((("main phase", "メイン"), " in a main phase"),  # first: "postcombat main phase" is a main phase
               (("combat", "blockers", "attack", "戦闘"), " during combat"), (("upkeep", "アップキープ"), " in the upkeep"),
               (("draw step", "ドロー・ステップ", "ドローステップ"), " in the draw step"),
               (("end step", "end of turn", "eot", "終了ステップ", "ターン終了"), " at end of turn"))


def _nickname(card: Card, typed: str) -> Match:
    """A card named by a part of its name ("valkmira", "insectile"): the back face whose name alone has every word
    typed is the face named ("can Abrupt Decay hit valkmira?" asks of Valkmira, Protector's Shield, the back face — it was
    answered of the front face, mana value 3); a part both faces share names no face."""
    words = normalize_name(typed).split()
    faces = [i for i, f in enumerate(card.faces)
             if words and all(w in normalize_name(f.name).split() for w in words)] if len(card.faces) > 1 else []
    # (a part of the front face's name is how people call the card itself: "delver", "valki"; a Room's two doors are
    # its two names alike: "the pool side" is Bottomless Pool)
    if card.is_room and len(faces) == 1:
        return Match(0, card.name, faces[0], card.faces[faces[0]].name, "nickname")
    return Match(0, card.name, faces[0] if len(faces) == 1 and faces[0] > 0 else None, card.name, "nickname")


def _has_disturb(card) -> bool:
    return any("disturb" in (f.text or "").casefold() for f in card.faces)


_CAST_ELSEWHERE = re.compile(r"\b(flashback|escape|retrace|jump-start|aftermath|unearth|foretell|plot|suspend|"
                             r"harmonize|from your graveyard|from exile|from the top of your library)\b", re.IGNORECASE)
# A card's own trigger on leaving: where it ends up is not where the story's last step put it.
_OWN_LEAVING = re.compile(r"\bwhen(?:ever)? [^.]*?\b(dies|is put into (?:a|your|its owner's) graveyard|leaves the "
                          r"battlefield|is exiled)", re.I)
_TURN_WORDS = {"turn", "turns", "upkeep", "end", "main", "combat", "draw", "untap"}
# What acts only on a permanent: a spell cast in the story resolves first ("I cast Reidane. can Abrupt Decay hit it?")
_ACTS_ON_PERMANENTS = {"destroy", "exile", "bounce", "flicker", "token_copy", "becomes_copy", "transform", "destroy_if",
                       "face_down", "damage"}


def _is_siege(card) -> bool:
    """A battle whose back face is cast as it is defeated (310.11b): it turns over only so, never by transforming."""
    return card.layout == "transform" and "Battle" in (card.faces[0].types or ())


def _acts_only_on_permanents(card) -> bool:
    """Does every effect of the card (every targeting one, if it has any) act only on permanents — Abrupt Decay,
    Unsummon — so a spell cast in the story resolves before it? (Spell Queller's "exile target spell" finds it on the
    stack: it doesn't.)"""
    effects = read_effects(card).effects
    found = {e.template for e in effects if e.targets} or {e.template for e in effects}
    return bool(found) and found <= _ACTS_ON_PERMANENTS and not any(Zone.STACK in e.condition.zones for e in effects)


_ZONE_ACTED_ON = {"tutor": "library", "reanimate": "graveyard", "to_hand": "graveyard"}
# Duress, Cabal Therapy: a hand-attack spell chooses from a hand ("can my opponent Duress my Grand Entryway?")
_ZONE_ACTED_ON |= {"discard_choice": "hand", "discard_named": "hand"}


def _uses_x(card) -> bool:
    """Does the card's own effect count an X (Prismatic Ending's "mana value X or less", Engineered Explosives, a
    cost with {X} such as Chalice of the Void's)?"""
    effects = read_effects(card).effects if card is not None else []
    return bool(effects) and ("{X}" in (card.faces[0].mana_cost or "") or any(
        e.condition.mana_value is not None and e.condition.mana_value.value == "X" or e.amount == "X" for e in effects))


def _stops_activation(card) -> bool:
    """Pithing Needle, Phyrexian Revoker: "activated abilities of sources with the chosen name can't be activated"."""
    return any(e.template == "naming" and e.restriction == "activate" for e in read_effects(card).effects)


def _transforms_others(card) -> bool:
    """Does the card transform another permanent (Moonmist's "Transform all Humans")? Then "《X》で変身した" is its act."""
    return card is not None and any(e.template == "transform" for e in read_effects(card).effects)


def _zone_acted_on(card) -> str | None:
    """Where another card finds what it acts on, when every effect it has looks in one zone that isn't
    the battlefield: a search in the library, a return from the graveyard."""
    zones = {_ZONE_ACTED_ON.get(e.template) for e in read_effects(card).effects}
    return zones.pop() if len(zones) == 1 else None


# -- a card told with the number it stops or counters by (Chalice of the Void, Sanctum Prelate, Counterbalance) ----

_TEMPLATES_BY_NUMBER = ("counter_cast", "may_cast_from")
# The words between such a card and its number: "chalice on 2", "Chalice of the Void with 3 counters", "Sanctum Prelate
# naming 2", "set to 2", 「《Chalice of the Void》がカウンター3個」, 「《Sanctum Prelate》が2を指定してる」
_NUMBER_LINKS = {"on", "at", "with", "naming", "named", "names", "chose", "chosen", "choosing", "choose", "chooses",
                 "set", "to", "is", "counters", "counter", "charge", "number", "for", "the", "of", "=", "が", "を", "は",
                 "で", "カウンター", "蓄積カウンター", "個", "指定", "を指定", "してる", "している", "した", "の", "数字"}
_REVEAL_WORDS = {"revealed", "reveals", "reveal", "revealing", "flipped", "flips", "flip", "showed", "hit", "めくれた",
                 "めくれたの", "めくった", "めくれ", "公開", "公開した"}


def _number_effects(card) -> list:
    """The effects of a card that need a number said with it (Chalice's charge counters, Sanctum Prelate's chosen
    number, the card Counterbalance revealed), or grant a permission from the graveyard (Lurrus)."""
    if card is None:
        return []
    return [e for e in read_effects(card).effects if e.template in _TEMPLATES_BY_NUMBER
            or (e.template == "cant_cast" and e.number_from)]


def size_of_an_unnamed_face(items: list, power: str, toughness: str) -> bool:
    """Is N/M the printed size of a face of a double-faced card named that no mention names ("my thing in the ice?
    it's a 7/8 now": the face it turned to; "… cast defiant thundermaw … it's a 4/4 dragon": the face named)?"""
    cards, named = {}, {}
    for x in items:
        if x.kind == "card" and x.card is not None and x.card.is_double_faced:
            cards[x.card.name] = x.card
            named.setdefault(x.card.name, set()).add((x.match.face_idx if x.match is not None else None) or 0)
    return any((f.power, f.toughness) == (power, toughness) for name, c in cards.items()
               for i, f in enumerate(c.faces) if i not in named[name])


class _Builder(ReferencesReading, RemarksReading, DayNightReading, GraveyardCountReading, TwiceReading, OnStackReading, SpecialActionReading,
               TriggerMadeReading, TableWordsReading):
    def __init__(self, library: Library, question: str, language: str, items: list[Item],
                 rule_numbers: list[str], x_values: list[int]):
        self.library, self.question, self.language = library, question, language
        self.items, self.rule_numbers, self.x_values = items, rule_numbers, x_values
        self.concepts = [it.value for it in items if it.kind == "concept"]
        self.shape: Shape = shape(items)
        self.consequence: tuple[str, str] | None = None
        self.assumed: list[tuple[str, str]] = []
        self.asked_verbs: dict[int, tuple[str, str]] = {}
        self.opponent = False  # an opponent is said to own, control or cast something
        self.preconditions: list[str] = []  # checks of what the question states ("it's a Human")
        self._done_by: set[int] = set()  # acts another card carries out ("blink it with Cloudshift")
        self._asked_enter: set[int] = set()  # "does it come back transformed?": the entering is asked
        self._keep_unused: set[int] = set()  # what is asked but no step answers ("does it come back?" with no return)
        self._before_turn: set[int] = set()  # acts told of an earlier turn ("I cast Delver last turn")
        self._said_claims: list[str] = []  # a property the asker states as their reasoning, shown as not used

    def has(self, *prefixes: str) -> bool:
        return any(isinstance(c, str) and c.startswith(prefixes) for c in self.concepts)

    def cards(self) -> list[Item]:
        return [it for it in self.items if it.kind == "card"]

    def reading(self, command: str | None, argv: list[str] | None = None, *, why: str = "",
                error: QueryError | None = None) -> Reading:
        if command is not None and command != "rule":
            for it in self.items:
                if it.kind == "concept" and it.value.startswith(("q:", "ask:", "seq:", "ref:")) \
                        and id(it) not in self._keep_unused and it.value != "ask:trigger" and not (
                        command in ("room", "dfc") and it.value in ("ask:day", "ask:night", "ask:daynight")):
                    # (day or night asked of one card's story is not answered by room/dfc: see _designation)
                    it.used = True  # what is asked shapes the answer, not the program
        if command in ("room", "dfc", "daynight"):
            self._times_told(command, argv or [])
        steps = argv_steps(argv or [])
        if command in ("room", "dfc"):
            self._turning_over_after_a_check(steps)
        if command in ("room", "dfc"):
            self._leave_unplaced(getattr(self, "_ability_countered", []))
        if command == "dfc" and argv and not any(st.startswith(("transform", "activate transform")) for st in steps):
            card = self._card_named(argv[0])
            turned = any(st.startswith("apply ") and _transforms_others(self._card_named(re.split(r" \w+=", st[6:])[0]))
                         for st in steps)  # ("I Moonmist … does it turn into Journey to the Oracle?": No, it doesn't)
            other = any(x.kind == "card" and x.card is not None and x.card.name != (card.name if card else "")
                        and x.card.is_double_faced for x in self.items)  # ("Extricator of Sin … does it flip?")
            if card is not None and card.layout == "modal_dfc" and not turned and not other:
                # 「《恐怖昇りの小道》として置いたあと、《陽光昇りの小道》側に裏返せる？」: a transform asked of a modal card,
                # read without it — the face named answered it ("第1面が表"); left to place, no verdict
                self._leave_unplaced([it for it in self.items if it.kind == "concept" and it.value == "act:transform"
                                      and self.shape.asks(it)])
        if getattr(self, "_stops", None) and not (command == "dfc" and steps and steps[-1].split(" ")[0] in (
                "transform", "activate")):
            # "does needle … stop the flip?" read without the transform tried last: the stop stays to place — the
            # Needle's own check ("Yes: it has the name") answers another question
            self._stops = None
            self._leave_unplaced([it for it in self.items if it.kind == "concept" and it.value == "act:transform"
                                  and self.shape.asks(it)])
        if command in ("room", "dfc", "daynight"):
            self._second_question_in_the_sentence()
        if command in ("room", "dfc") and self.consequence is not None and self.consequence[0] == "face_named" \
                and steps and steps[-1].startswith("check ") and not any(s.startswith("apply ") for s in steps) \
                and parse(steps[-1])[0].card:
            # "Can I Reanimate my Kessig Prowler and have it come in as Sinuous Predator?": the card acting is done,
            # and the face it comes with is the question (its own check would answer only whether it can act)
            argv = argv_with_steps(argv, steps[:-1] + ["apply " + steps[-1][6:]])
        if command == "dfc" and steps and steps[-1].startswith(("enter", "return")):
            argv, steps = self._type_it_comes_back_as(argv, steps)
        last = getattr(self, "_cast_last", None)
        said = [st for st in steps if st.startswith(f"apply {last} ")] if last else []
        if command in ("room", "dfc") and len(said) == 1 and steps[-1] != said[0]:
            steps = [st for st in steps if st != said[0]] + said
            argv = argv_with_steps(argv, steps)
        if command in ("room", "dfc") and self.x_values and not any(" x=" in s for s in steps):
            argv, steps = self._x_of_the_cast(argv, steps)
        if command in ("room", "dfc", "daynight") and self.x_values and not any(" x=" in s for s in steps):
            # "can i cast shatterskull smashing for X=0?": an X told that no step carries — the answer would be worked
            # out with another X (Void Winnower's "X may be chosen as 1"), so it stays unplaced: no verdict
            self.items = self.items + [Item("concept", "x:told", f"X={n}") for n in self.x_values]
        if command == "room":
            self._unlocked_by_another_player()
        if command in ("room", "dfc", "daynight"):
            self._faces_offered()
        if command in ("room", "dfc") and any("name=" in s for s in steps):
            self._ability_use_asked()
        if command in ("room", "dfc"):
            self._ability_cost_said(steps)
        if command in ("room", "dfc", "daynight"):
            self._verb_of_the_question_unplaced()
        if command in ("room", "dfc"):
            self._its_verb_asked(steps)
            self._what_x_is_asked()
            self._the_card_acting_asked()
            self._face_cast_as_asked(steps)
            self._held_card_works_asked(steps)
            self._check_after_its_own_act(steps)
            self._checked_card_said_before(steps)
            self._died_of_a_noncreature(argv or [], steps)
        if command in ("room", "dfc") and steps and steps[0].startswith("cast"):
            self._already_there()
        claims = self._claims() if command in ("room", "dfc", "daynight") else []
        unread = [it.text for it in self.items if (not it.used and it.kind in ("word", "concept", "number", "card"))
                  or it.kind == "ambiguous"]
        seen = []
        for c in self.cards():
            if c.card.name not in seen:
                seen.append(c.card.name)
        return Reading(self.question, self.language, command, argv or [], unread, seen, error, why,
                       [c for c in self.concepts if isinstance(c, str)], self.items,
                       ("stops", self._stops) if getattr(self, "_stops", None) and command == "dfc" else self.consequence,
                       list(self.assumed), self.shape.modal or bool(getattr(self, "_stops", None)), self.shape,
                       self.opponent,
                       list(getattr(self, "preconditions", [])), asked_face=getattr(self, "asked_face", None),
                       opponents_statics=tuple(getattr(self, "_opponents_statics", ())),
                       my_statics=tuple(getattr(self, "_my_statics", ())),
                       needs_permission=getattr(self, "_needs_permission", None),
                       asked_verbs=len(getattr(self, "asked_verbs", {})),
                       door_zone_unsaid=getattr(self, "_door_zone_unsaid", None),
                       claims=claims, instead_on=getattr(self, "_instead_on", None),
                       defeat_cast_asked=getattr(self, "_defeat_cast_asked", False),
                       subject_theirs=getattr(self, "_subject_theirs", False),
                       opponent_only_holds=getattr(self, "_opponent_only_holds", False))

    def _opponent_holds_only_statics(self) -> bool:
        """'opp has containment priest. i ephemerate my flipped delver': the opponent is said only to have a static in
        play (each time the opponent is named, one of the cards said to be theirs from the start follows) — every other
        card, and what it does, is the asker's, as the engine follows it."""
        theirs = set(getattr(self, "_opponents_statics", ()))
        said = [k for k, it in enumerate(self.items) if it.kind == "concept" and it.value == "dn:opponent"]
        if not theirs or not said or self._subject_theirs or any(
                it.kind == "word" and it.text.casefold() in _THEIRS_WORDS for it in self.items):
            return False  # ("can i ephemerate their delver?": a card of theirs the story follows)
        def only_holds(k: int) -> bool:  # ("opp has containment priest and flickers my delver": theirs acts too)
            w = self.items[k].where
            clause = [x for x in self.items if x.where is not None and w is not None
                      and (x.where.sentence, x.where.clause) == (w.sentence, w.clause)]
            return any(x.kind == "card" and x.card is not None and x.card.name in theirs
                       for x in self.items[k + 1:k + 4]) and not any(
                x.kind == "concept" and str(x.value).startswith(("act:", "move:", "hit:", "dn:counter"))
                or x.kind == "card" and x.card is not None and x.card.name not in theirs
                and not (x.card.is_room or x.card.is_double_faced or x.card.layout == "meld") for x in clause)
        return all(only_holds(k) for k in said)

    def _already_there(self) -> None:
        """'can I cast Locker Room while Bottomless Pool is already on the battlefield?': the Room is already a
        permanent before the cast asked — a story that casts it from the hand first answers another question (it had
        been "cast Locker Room; resolve; unlock Bottomless Pool": "Yes — Bottomless Pool is unlocked"). The words stay
        unplaced: no verdict."""
        for k, it in enumerate(self.items):
            if not (it.kind == "concept" and it.value == "zone:battlefield"):
                continue
            for x in self.items[max(0, k - 4):k]:
                if x.text.casefold() == "already":
                    x.kind, x.value = "concept", "when:already"  # (a content word: "already" alone is chat)
                    self._leave_unplaced([x])

    def _unlocked_by_another_player(self) -> None:
        """'can I unlock my opponent's Bottomless Pool?', 'can my opponent unlock Ritual Chamber on my Unholy Annex?':
        only a Room's controller may pay to unlock its doors (709.5e), and the story follows one player's Room — it had
        answered "Yes". Who unlocks and whose Room differ: the unlock stays unplaced (no verdict)."""
        if self.language != "en":
            return
        for k, it in enumerate(self.items):
            if not (it.kind == "concept" and it.value == "act:unlock" and self.shape.asks(it)):
                continue
            before = self.items[max(0, k - 3):k]
            who = "opp" if any(x.kind == "concept" and x.value == "dn:opponent"
                               and not x.text.casefold().endswith(("'s", "’s", "s'")) for x in before) else \
                "me" if any(x.text.casefold() == "i" for x in before) or it.text.casefold().startswith("i ") else None
            rooms = [j for j, x in enumerate(self.items) if x.kind == "card" and x.card is not None and x.card.is_room
                     and x.where is not None and it.where is not None and x.where.sentence == it.where.sentence]
            whose = None
            for j in rooms:
                near = [x.text.casefold() for x in self.items[max(0, j - 3):j]]
                if any(w.endswith(("opp's", "opps", "opponent's", "opp’s", "opponent’s", "opponents'"))
                       or w in ("their", "his", "her") for w in near):
                    whose = "opp"
                elif "my" in near:
                    whose = whose or "me"
            if who is not None and whose is not None and who != whose:
                self._leave_unplaced([it])

    def _faces_offered(self) -> None:
        """「戻ってくるときはTrespasser？Glutton？」, "… as trespasser or glutton?": both faces offered as the answer — which
        face is asked; a reading that answers something else (whether Ephemerate can target it: 「はい」) is no answer,
        so unless the face is what the reading asks, the faces offered stay unplaced."""
        if self.consequence is not None and self.consequence[0] in ("face", "face_named"):
            return
        offered = [it for it in self.items if it.kind == "card" and it.card is not None and it.match is not None
                   and it.match.face_idx is not None and len(it.card.faces) > 1 and it.where is not None
                   and it.where.asks]
        for name in {it.card.name for it in offered}:
            faces = [it for it in offered if it.card.name == name]
            if len({it.match.face_idx for it in faces}) < 2:
                continue
            a, b = faces[0], faces[-1]
            if not self.shape.asks(b):
                continue
            between = self.items[self.items.index(a) + 1:self.items.index(b)]
            alone = all(x.kind == "word" and x.text.casefold() in ("?", "？", "or", "か") for x in between) and (
                a.where.sentence != b.where.sentence or any(x.text.casefold() in ("or", "か") for x in between))
            if alone:  # (「《Wedding Announcement》が変身した《Wedding Festivity》」 tells one story, not a choice)
                self._leave_unplaced(faces)

    def _ability_use_asked(self) -> None:
        """'Needle on Westvale Abbey … can Ormendahl use its sac ability?': whether an ability the face up has can be
        activated is asked, and the story only checks the name the Needle chose — its "Yes: it has the name" had read
        as "yes, you can". Which abilities the face has and which are mana abilities are not followed here, so the
        words asked stay unplaced (no verdict)."""
        if self._mana_ability_asked():
            return
        for it in self.items:
            if self.shape.asks(it) and (it.kind == "concept" and it.value == "ask:abilities"
                                        or it.text.casefold() in ("use", "activate", "activated", "activating")):
                self._leave_unplaced([it])

    def _type_it_comes_back_as(self, argv: list[str], steps: list[str]) -> tuple[list[str], list[str]]:
        """'my harvest hand dies. does it come back as a creature?', 「クリーチャーとして戻ってくる？」: the card type of what
        comes back is asked — a check of the type of the face it returns with (Scrounged Scythe: an Equipment)."""
        items = self.items
        for k, it in enumerate(items):
            if it.kind != "concept" or it.used or not str(it.value).startswith("type:") or not k:
                continue
            if self.language == "en":
                said_as = items[k - 1].text.casefold() == "as"
                back = any(o.kind == "concept" and o.value == "ask:back" and o.used and self.shape.asks(o)
                           for o in items[max(0, k - 4):k - 1])
            else:
                said_as = k + 1 < len(items) and items[k + 1].text == "として"
                back = k + 2 < len(items) and items[k + 2].kind == "concept" and items[k + 2].value == "ask:back" \
                    and self.shape.asks(items[k + 2])
            if said_as and back and self.shape.opener != "what":
                it.used = True
                steps = steps + [f"check type {it.value[5:]}"]
                return argv_with_steps(argv, steps), steps
        return argv, steps

    # the verb asked: the effect templates that do it, and the zone the card then ends in
    _VERB_TEMPLATES = {"move:exile": (("exile",), "exile"), "zone:exile": (("exile",), "exile"),
                       "move:hand": (("bounce", "to_hand"), "hand"), "move:graveyard": (("destroy",), "graveyard")}

    def _its_verb_asked(self, steps: list[str]) -> None:
        """'extinction event choosing odd, does it exile my flipped delver?': "it" is the spell just told, and the verb
        asked is what its effect does — the effect the story applies last answers it (the verb had been left
        unplaced). Only where that one applied card's effect is that verb and the card followed comes right after."""
        applied = [st for st in steps if st.startswith("apply ")]
        if not applied or steps[-1] != applied[-1]:
            return
        name = applied[-1][6:].split(" name=")[0].split(" x=")[0]
        card = self._card_named(name)
        if card is None:
            return
        templates = {e.template for e in read_effects(card).effects}
        items = self.items
        for k, it in enumerate(items[2:-1], 2):
            if it.kind != "concept" or it.used or not self.shape.asks(it) or it.value not in self._VERB_TEMPLATES:
                continue
            if not (items[k - 1].text.casefold() == "it" and items[k - 2].kind == "concept"
                    and items[k - 2].value == "q:does"):
                continue
            subject = getattr(self, "_subject", None)
            nxt = next((o for o in items[k + 1:k + 5] if o.kind == "card"), None)
            between = items[k + 1:items.index(nxt)] if nxt is not None else []
            does, zone = self._VERB_TEMPLATES[it.value]
            if templates & set(does) and nxt is not None and subject is not None \
                    and nxt.card is not None and nxt.card.name == subject.card.name and all(
                    o.kind == "word" and o.text.casefold() in ("my", "the", "their", "opp's", "a", "an")
                    or o.kind == "concept" and o.value in ("state:transformed", "dn:opponent") for o in between) \
                    and self.consequence is None:
                it.used = True
                self.consequence = self.asked_verbs[id(it)] = ("zone", zone)  # Yes or No by where it ends

    def _ability_cost_said(self, steps: list[str]) -> None:
        """'can i still pay 3RR and tap it to meld with hanweir garrison?': the cost of the card's own ability that the
        story's step activates (Hanweir Battlements' "{3}{R}{R}, {T}: … meld them"), said as paid — that ability,
        placed. Only a cost the ability's own line starts with, and only for a meld or transform step."""
        if not any(st.startswith(("meld ", "transform", "activate transform")) for st in steps):
            return
        subject = getattr(self, "_subject", None)
        if subject is None or subject.card is None:
            return
        lines = [line for f in subject.card.faces for line in (f.text or "").splitlines()
                 if ":" in line and re.search(r"\b(?:meld|transform)\b", line.split(":", 1)[1], re.I)]
        items = self.items
        for k, it in enumerate(items[:-1]):
            if it.kind != "word" or it.used or it.text.casefold() not in ("pay", "paid", "paying"):
                continue
            cost = items[k + 1].text.upper()
            if not re.fullmatch(r"[0-9]*[WUBRGC]*", cost) or not cost:
                continue
            symbols = "".join("{" + c + "}" for c in re.findall(r"[0-9]+|[WUBRGC]", cost))
            line = next((ln for ln in lines if ln.startswith(symbols)), None)
            if line is None:
                continue
            it.used = items[k + 1].used = True
            if "{T}" in line.split(":", 1)[0]:
                for o in items[k + 2:k + 5]:
                    if o.kind == "word" and o.text.casefold() in ("tap", "tapping", "and", "it"):
                        o.used = True

    _ADVERBS = {"still", "even", "really", "actually", "also", "ever", "now", "just", "then", "again", "always",
                "only", "not", "n't", "already", "get", "got"}

    def _verb_of_the_question_unplaced(self) -> None:
        """'does vandal ping each opponent for that?': the verb right after "does CARD" is what the question asks; a
        word too common to count as unplaced by itself ("ping") left unread had let the story's state answer another
        question ("Day on turn 1"). It is kept unplaced: no verdict."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[2:], 2):
            before, card = items[k - 2], items[k - 1]
            if it.kind == "word" and not it.used and self.shape.asks(it) and it.text.isalpha() \
                    and it.text.casefold() not in self._ADVERBS and card.kind == "card" \
                    and before.kind == "concept" and before.value == "q:does" and id(it) not in self.asked_verbs:
                it.kind, it.value = "concept", "ask:verb"
                self._leave_unplaced([it])

    def _what_x_is_asked(self) -> None:
        """'violent outburst cascades into shatterskull smashing, what's x?', 「Xはいくつ？」: the X a spell is cast with
        is asked — no story step answers it (a check of the cascade had said "Yes: … mana value 2"), so the X stays
        unplaced: no verdict."""
        for k, it in enumerate(self.items):
            if it.kind == "word" and it.text.casefold() == "x" and self.shape.asks(it) and k and (
                    self.items[k - 1].kind == "concept" and self.items[k - 1].value == "q:what_is"
                    or self.items[k - 1].text.casefold() in ("what", "whats", "what's", "is")
                    or self.language == "ja"):
                it.kind, it.value = "concept", "ask:x"  # (a word too common to be left unplaced by itself)
                self._leave_unplaced([it])

    def _face_cast_as_asked(self, steps: list[str]) -> None:
        """「続唱で《Valki》がめくれたら、《Tibalt, Cosmic Impostor》として唱えられる？」: a face
        the card is asked to be cast as, where no step of the story casts that face (a cascade's check looks only at
        the card revealed, 702.85a: its "はい" had read as "yes, as Tibalt") — the face stays unplaced. (English reads
        the face asked with the cascade's check already.)"""
        items = self.items
        if self.language != "ja":
            return  # (English "can i cast it as the prismatic bridge instead?" names the face the check answers of)
        for k, it in enumerate(items[:-2]):
            if it.kind != "card" or it.card is None or it.match is None or it.match.face_idx is None \
                    or not it.card.is_double_faced:
                continue
            face = it.card.faces[it.match.face_idx].name
            if it.match.face_idx == 1 and any(s.startswith(("cast transformed", "cast back")) for s in steps):
                continue  # 「降霊で《Ghastly Mimicry》として唱えられる？」: the back face cast
            nxt = items[k + 1:k + 3]
            as_ = any(o.text in ("として", "で", "面", "側") or o.text.startswith(("の面", "面で", "側で")) or o.text.casefold() == "as"
                      for o in nxt[:1]) or (
                k and items[k - 1].text.casefold() == "as")
            cast = next((o for o in items[k - 3 if self.language == "en" else k + 1:k + 4]
                         if o.kind == "concept" and o.value == "act:cast" and self.shape.asks(o)), None)
            if as_ and cast is not None and not any(s.startswith(("cast ", "play ")) and face in s for s in steps):
                self._leave_unplaced([it])

    _OBJECTS = {"everything", "everyone", "all", "every", "each", "creatures", "stuff", "things"}

    def _the_card_acting_asked(self) -> None:
        """'does it bounce everything again?', 'does it exile all creatures?': a verb asked with an object after it says what
        the card does to others (Awoken Horror's transform trigger), not what is done to it — read as the card moved
        ("No — it is on the battlefield"), it answered another question; left unplaced."""
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind == "concept" and str(it.value).startswith("move:") and self.shape.asks(it) \
                    and nxt.kind == "word" and nxt.text.casefold() in self._OBJECTS and nxt.where == it.where:
                self._leave_unplaced([it, nxt])

    _DIE_WORDS = ("dies", "died", "die", "dying", "死亡", "死んだ", "死んで")

    def _died_of_a_noncreature(self, argv: list[str], steps: list[str]) -> None:
        """'put skin invasion on opp's guy …, it died in combat': only a creature or planeswalker dies (700.4) — said
        of a story card whose face up then is an Aura, "it" is another permanent (the enchanted creature), and the
        card's own move to the graveyard answers another story ("In the graveyard"). Left unplaced."""
        card = self._card_named(argv[0]) if argv else None
        if card is None or "move graveyard" not in steps:
            return
        before = steps[:steps.index("move graveyard")]
        turned = sum(1 for st in before if st.split(" ")[0] in ("transform", "enter", "cast", "blink", "return")
                     and "transformed" in st or st.startswith(("transform", "craft", "activate transform"))) % 2
        face = card.faces[min(turned, len(card.faces) - 1)]
        if {"Creature", "Planeswalker"} & set(face.types or ()) or "Aura" not in (face.subtypes or ()):
            return  # (a Room "dies" as players say it of one destroyed: it went to the graveyard)
        self._leave_unplaced([it for it in self.items if it.kind == "concept" and it.value == "move:graveyard"
                              and it.text.casefold() in self._DIE_WORDS])

    def _checked_card_said_before(self, steps: list[str]) -> None:
        """'opp has spell pierce up. … is that a noncreature spell they can pierce?': the card the last step checks,
        said held before ("has … up"), is that same card; and "a noncreature spell" asked of it is the very condition
        its check answers (its text says "noncreature spell")."""
        if not steps or not steps[-1].startswith("check "):
            return
        checked = next((x.card for x in self.items if x.kind == "card" and x.card is not None and x.used
                        and steps[-1].startswith(f"check {x.card.name}")), None)
        if checked is None:
            return
        for k, it in enumerate(self.items):
            if it.kind == "card" and it.card is not None and it.card.name == checked.name and not it.used and any(
                    x.kind == "word" and x.text.casefold() in ("has", "have", "holding", "got")
                    for x in self.items[max(0, k - 2):k]):
                it.used = True  # ("opp has spell pierce up": held, what the check acts with)
                if k + 1 < len(self.items) and self.items[k + 1].text.casefold() in ("up", "open", "in hand"):
                    self.items[k + 1].used = True
        text = " ".join(f.text or "" for f in checked.faces).casefold()
        if "noncreature spell" not in text:
            return
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind == "word" and it.text.casefold() == "noncreature" and self.shape.asks(it) \
                    and nxt.text.casefold() == "spell":
                it.used = nxt.used = True

    _ACTS_DONE_BY = ("blink", "blink-transformed", "copy", "return")

    def _check_after_its_own_act(self, steps: list[str]) -> None:
        """「《Ephemerate》で《Moonrage Brute》を明滅したら、…追放できる？」: the card that carried out an act of the story
        (the blink), checked after it, would answer whether it could act ("Yes: Ephemerate (flicker)") — not what
        the question asks of what follows; the asked verb stays unplaced."""
        if not steps or not steps[-1].startswith("check ") or not any(
                st.split(" ")[0] in self._ACTS_DONE_BY for st in steps[:-1]):
            return
        for k, it in enumerate(self.items):
            if not (it.kind == "concept" and it.value == "hit:check" and it.used and self.shape.asks(it)):
                continue
            done = [j for j, x in enumerate(self.items[:k]) if x.kind == "concept" and x.value in (
                "act:blink", "act:blink_transformed", "act:copy", "act:return", "act:came_back")]
            acting = [j for j, x in enumerate(self.items[:k]) if x.kind == "card" and x.card is not None
                      and steps[-1][6:].startswith(x.card.name) and any(j < d for d in done)]
            if acting:
                self._leave_unplaced([it])

    _HELD = ("have", "got", "holding", "hold", "with")

    def _held_card_works_asked(self, steps: list[str]) -> None:
        """'opp melded titania. i have fatal push, does it work?': "it" is the card the asker holds, checked on the
        story's permanent — only when that card is the last one named, said held, and is what the last step checks
        ("opp has chalice on 1. i cast delver. does it work?" asks whether Delver resolves: left unplaced)."""
        for k, it in enumerate(self.items):
            if not (it.kind == "concept" and it.value == "hit:check" and it.text.casefold() in ("it work", "it works",
                                                                                               "that work")):
                continue
            held = next((x for x in reversed(self.items[:k]) if x.kind == "card"), None)
            j = self.items.index(held) if held is not None else -1
            said_held = held is not None and any(x.kind == "word" and x.text.casefold() in self._HELD
                                                 for x in self.items[max(0, j - 2):j])
            if not (said_held and steps and held.card is not None and steps[-1].startswith(f"check {held.card.name}")):
                self._leave_unplaced([it])

    _TAP_FOR_MANA = re.compile(r"\btap(?:ped|ping)? (?:it |him |her |them |that |this )?for mana\b|\b(?:make|makes|"
                               r"produce|produces|add|adds) mana\b|マナを?(?:出せ|出す|出る|生み出せ|加えられ)")

    def _mana_ability_asked(self) -> bool:
        """'pithing needle naming hanweir battlements, can i still tap it for mana?', 「もうマナ出せない？」: whether the
        face up's mana ability can still be activated under a card that stops activated abilities "unless they're
        mana abilities" (605.1a) — read off the face up, Yes or No (`mana_ability`)."""
        m = self._TAP_FOR_MANA.search(self.question.casefold())
        if m is None:
            return False
        stopper = next((it.card for it in self.items if it.kind == "card" and it.card is not None and any(
            "unless they're mana abilities" in (f.text or "") for f in it.card.faces)), None)
        if stopper is None:
            return False
        words = set(re.findall(r"\w+", m.group(0)))
        for k, it in enumerate(self.items[:-1]):  # ("or at least tap it for mana?": a concession, not a number)
            if it.text.casefold() == "at least" and self.items[k + 1].text.casefold() in words:
                it.kind, it.value, it.used = "word", None, True
        for it in self.items:
            if self.shape.asks(it) and (it.text.casefold() in words or it.kind == "word" and re.search(
                    r"マナ|出せ|出す|出る", it.text)) and it.kind != "card":
                it.used = True
                self.asked_verbs.pop(id(it), None)
        self.consequence = ("mana_ability", stopper.name)
        return True

    def _claims(self) -> list[str]:
        """'reidane is only 3 mana so …', 'they say the back side has no mana cost', '… how much mana? 5 or 8': the
        asker's own belief or guess of a number, said beside the question. It is no fact of the story: the answer is
        worked out from the rules and says the number. The number is placed as said, and the reply shows it as not
        used — never as a premise (a number said of an act, "I pay 3", stays unplaced)."""
        self._size_said_of_its_face()  # (after the nicknames are bound: "beggar is 0/4 so …")
        out = list(self._said_claims)
        placed = [it for it in self.items if it.where is not None and not it.where.quoted]
        for sentence in sorted({it.where.sentence for it in placed}):
            if self.shape.asked is not None and sentence > self.shape.asked[0] and guessed(placed, sentence):
                said = [it for it in placed if it.where.sentence == sentence]  # "where does it go? graveyard?"
                for it in said:
                    it.used = True
                out.append(" ".join(it.text for it in said))
        for sentence in sorted({it.where.sentence for it in placed}):
            # 「…割れる？裏面ってマナコストないよね」: a remark after the question that the back face has no mana cost —
            # the asker's reasoning, shown as not used (the answer works the mana value out from the rules)
            if self.language != "ja" or self.shape.asked is None or sentence <= self.shape.asked[0]:
                continue
            said = [it for it in placed if it.where.sentence == sentence]
            loose = [it for it in said if not it.used]
            if any(it.kind == "concept" and it.value == "ask:mv" for it in said) and loose and all(
                    it.kind == "word" and it.text.startswith(("ない", "無い", "なし")) for it in loose):
                for it in said:
                    it.used = True
                out.append("".join(it.text for it in said))
        numeric = self.has("ask:mv") or re.search(r"\bhow (?:much|many)\b|いくつ|何点|何枚", self.question.casefold())
        for k, it in enumerate(self.items):
            if it.kind != "number" or it.used or it.where is None:
                continue
            clause = self._clause(it.where.sentence, it.where.clause)
            at = clause.index(it)
            before = [x.text.casefold() for x in clause[max(0, at - 4):at]
                      if x.text.casefold() not in ("still", "now", "basically", "literally", "technically")][-3:]
            # ("mv is still 1 so …": the adverb says nothing of the number)
            after = [x.text.casefold() for x in clause[at + 1:at + 3]]
            # a number of mana said as the asker's reasoning: hedged ("only", "they say"), given as a reason ("so …",
            # "since …"), or remarked after the question — not a plain fact of the story told before it
            conceded = any(x.text.casefold() in ("though", "although", "tho") or x.kind == "concept"
                           and x.value == "seq:concession" for x in clause[:at])  # ("… even tho the card is 6 mv?")
            reasoning = set(before) & {"only", "just", "say", "says", "said", "think", "thought"} or any(
                x.text.casefold() in _REASONS for x in clause) or (
                self.shape.asked is not None and it.where.sentence > self.shape.asked[0]) or conceded
            claim = bool(after) and after[0] in _MANA_WORDS and bool(set(before) & _CLAIM_VERBS) and bool(
                reasoning or self._reason_follows(it))  # ("the card is a 3 drop on the Kianne side so idk")
            # "ravager has no mana cost, can i …?": having no mana cost is said, not a mana value of 0 (a back face has no
            # mana cost and its front face's mana value, 712.8e) — the asker's remark, never checked as "= 0"
            claim = claim or it.text.casefold() == "no" and (after[:1] in (["cost"], ["mana cost"]) or after[:2] == [
                "mana", "cost"]) and not self.shape.asks(it) and bool(
                set(before) & {"has", "have", "had", "with"})
            # "I'm disturbing Covetous Castaway for 5 mana": what was paid, which no mana value depends on (202.3)
            # ("opp is disturbing beloved beggar for 6": the cast's cost said with no word of mana)
            claim = claim or bool(before) and before[-1] == "for" and (bool(after) and after[0] in ("mana",) or not after
                                                                        and any(x.kind == "concept" and str(x.value)
                                                                                .startswith("act:cast")
                                                                                for x in clause[:at])) \
                and not self.shape.asks(it) and not self.x_values
            # "so mv 0 right", "opp says its mv 0", "mv 0 since the hostel is a land?": the mana word before the number
            claim = claim or bool(before) and before[-1] in _MANA_WORDS and not self.shape.asks(it) and bool(
                reasoning or self._reason_follows(it))
            # "… since its mv is 5", "… even though the whole card is 6 right?", "? the back is 7": what the asker says
            # the card or a face is, as their reason, a concession or a remark after the question
            claim = claim or len(before) >= 2 and before[-1] in ("is", "was", "=", "are") and (
                before[-2] in _MANA_WORDS | _SAID_OF or len(before) >= 3 and before[-3] in _MANA_WORDS) and (
                bool(reasoning or self._reason_follows(it)) and not self.shape.asks(it) or conceded) \
                and not (after and after[0] in _COUNT_AFTER)
            # "card says 6 total so i draw right?": what the asker reads off the card, as their reason
            claim = claim or bool(before) and before[-1] in ("says", "say", "said", "shows") and bool(after) \
                and after[0] in _MANA_WORDS | {"total", "combined"} and not self.shape.asks(it) \
                and bool(reasoning or self._reason_follows(it))
            # "can it block? it's a back face so no mana cost = 0?", "… so its mana value is 0, right?": a number of
            # mana in a remark after the question, said with the mana words, is the asker's reasoning
            remark = self.shape.asked is not None and it.where.sentence > self.shape.asked[0]
            claim = claim or remark and not self.shape.asks(it) and (
                any(x.kind == "concept" and x.value == "ask:mv" for x in clause[max(0, at - 3):at])
                or bool(after) and after[0] in _MANA_WORDS)
            # "it's a 4/4 dragon": its power and toughness (and what it is) said as a fact, in a clause that asks nothing
            # (only a remark after the question, naming no card: "my Delver is a 3/2 now" tells the story)
            pt = not self.shape.asks(it) and at + 1 < len(clause) and clause[at + 1].kind == "number" \
                and bool(set(before) & _CLAIM_VERBS) and not any(x.kind == "number" for x in clause[:at]) \
                and self.shape.asked is not None and it.where.sentence > self.shape.asked[0] \
                and not any(x.kind == "card" for x in clause)
            if pt and self._size_of_another_face(it.text, clause[at + 1].text):
                continue  # "can cut down kill my thing in the ice? it's a 7/8 now": it turned over — the story's
            if pt:
                tail = [x for x in clause[at + 2:at + 4] if x.kind == "concept" and x.value.startswith("type:")]
                words = " ".join(x.text for x in clause[max(0, at - 2):at]) + f" {it.text}/{clause[at + 1].text}" \
                    + "".join(f" {x.text}" for x in tail)
                for x in [it, clause[at + 1], *tail] + clause[max(0, at - 2):at]:
                    x.used = True
                if words not in out:
                    out.append(words)
                continue
            # "… ? 5 or 8", "how much life do i lose, 11?": a clause of numbers alone, offered as answers
            # ("is the CMC 0, 2, or 6?" is a choice asked, not guessed: a sentence with a number elsewhere is no guess)
            guess = bool(numeric) and all(x.kind == "number" or x.text.casefold() in _GUESS_WORDS for x in clause) \
                and not any(x.kind == "number" and x.where is not None and x.where.sentence == it.where.sentence
                            and x not in clause for x in self.items)
            if not (claim or guess):
                continue
            start = max(0, at - 4)
            for j in range(at - 1, start - 1, -1):
                if clause[j].text.casefold() in _REASONS + ("but", "and", "like"):
                    start = j + 1
                    break
            end = at + 1 + sum(1 for x in after if x in _MANA_WORDS | {"cost"})
            while end < len(clause) and (clause[end].text.casefold() in ("right", "yes", "correct", "?")
                                         or claim and clause[end].kind == "concept"
                                         and str(clause[end].value).startswith("cmp:")):
                end += 1  # ("… so mv 0 = even??": what the asker makes of the number is their claim too)
            words = " ".join(x.text for x in clause[start:end]) if claim else " ".join(x.text for x in clause)
            it.used = True
            for x in clause[start:end] if claim else clause:
                if x.kind == "ambiguous" and x.text.casefold() in _MANA_WORDS:
                    x.kind = "word"  # "a 3 drop": the mana word, not a card's nickname
                if x.kind == "word" or x.kind == "concept" and (x.value == "ask:mv" or x.value.startswith(
                        ("cmp:", "type:", "color:")) and claim):  # ("planeswalker side has no cost so mv 0?")
                    x.used = True
            if words not in out:
                out.append(words)
        out += self._property_claims()
        out += self._mana_said()
        return out

    def _size_of_another_face(self, power: str, toughness: str) -> bool:
        """Is N/M the printed size of a face of a double-faced card named, other than the face it is named by?"""
        return size_of_an_unnamed_face(self.items, power, toughness)

    def _ja_mana_claims(self) -> None:
        """「合計5マナだけど」「カード全体だと5マナだけど」「カード全体で5マナ（奇数）だから」: what the asker says the card costs,
        with 〜けど / 〜だから — their reasoning; its mana value is worked out from the rules (202.3), so it is shown as
        not used. A number said with 個 or カウンター (Chalice's counters) is no such remark. Read before the story is:
        the remark's words (「手札だと」 of 「手札だと2マナのカードだけど」) are no zone of the story — it had been taken as
        where the card is, and the face named on the battlefield was lost."""
        if self.language != "ja":
            return
        out = self._said_claims
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind != "number" or it.used or nxt.kind != "word" or not nxt.text.startswith("マナ"):
                continue
            tail = "".join(x.text for x in self.items[k + 1:k + 4] if x.kind == "word")
            before = [x for x in self.items[max(0, k - 2):k] if x.kind == "word" and not x.used]
            if not re.search(r"けど|だから|なので|だし|でしょ|だよね", tail) and not any(
                    re.search(r"合計|全体", x.text) for x in before):
                continue
            said = [x for x in before if re.search(r"合計|全体|カード|だと", x.text)] + [it, nxt]
            zone = [x for x in self.items[max(0, k - 3):k] if x.kind == "concept" and str(x.value).startswith("zone:")
                    and x.where is not None and it.where is not None and x.where.sentence == it.where.sentence]
            for x in zone:  # 「手札だと2マナ」: where the asker says it costs that, not where it is
                x.kind, x.value = "word", None
            said = zone + said
            said += [x for x in self.items[k + 2:k + 4] if x.kind in ("word", "concept") and not x.used
                     and re.fullmatch(r"[（(]?(?:奇数|偶数)[)）]?(?:だから|だけど)?", x.text)]  # (cut as cmp:odd too)
            for x in said:
                if x.kind == "concept":
                    x.kind, x.value = "word", None
            for x in said:
                x.used = True
            out.append("".join(x.text for x in said))

    def _mana_said(self) -> list[str]:
        """'both doors are cheap (3 and 2)', 'glassworks // shattered yard is 8 total in my hand': what the asker says a
        Room or double-faced card costs, in a clause that tells nothing else and asks nothing. Its mana value is
        worked out from the rules (202.3), so the numbers are the asker's belief, shown as not used — never a count,
        an X or a number a card chose (those are said with another card, or with an act, and stay unplaced)."""
        out = []
        for sentence, clause in sorted({(x.where.sentence, x.where.clause) for x in self.items
                                        if x.where is not None and x.kind == "number" and not x.used}):
            said = self._clause(sentence, clause)
            if self.shape.asked == (sentence, clause) or any(self.shape.asks(x) for x in said):
                continue
            if any(x.kind == "card" and not (x.card.is_room or x.card.is_double_faced) for x in said) \
                    or any(x.kind == "concept" and not str(x.value).startswith(("q:is", "zone:", "cmp:")) for x in said):
                continue
            said_of = any(x.kind == "card" for x in said) or any(x.text.casefold() in ("door", "doors", "half", "halves",
                                                                                      "side", "sides", "card") for x in said)
            copula = any(x.kind == "concept" and x.value == "q:is" or x.text.casefold() in ("costs", "cost") for x in said)
            loose = [x for x in said if not x.used and x.kind != "number"]
            if not (said_of and copula) or not all(
                    x.text.casefold() in _CHEAP_WORDS | _MANA_WORDS for x in loose + [x for x in said if x.kind == "ambiguous"]
                    if x.kind != "card"):
                continue
            if not any(x.text.casefold() in _CHEAP_WORDS | _MANA_WORDS for x in said):
                continue  # ("Bottomless Pool is 2 …": a number with no word of cost is not said to be one)
            for x in said:
                if x.kind in ("number", "ambiguous", "word"):
                    x.kind = "word" if x.kind == "ambiguous" else x.kind
                    x.used = True
            out.append(" ".join(x.text for x in said))
        return out

    def _as_reason(self, it: Item) -> bool:
        """Is what is said at `it` the asker's reasoning: given with "so"/"since" or remarked after the question?"""
        clause = self._clause(it.where.sentence, it.where.clause)
        return any(x.text.casefold() in _REASONS for x in clause) or self._reason_follows(it) or (
            self.shape.asked is not None and it.where.sentence > self.shape.asked[0])

    def _cannot_claims(self) -> None:
        """'Witch Enchanter is 4 mana so I can't cast it, but can I still play Witch-Blessed Meadow?': a clause that
        says the asker can't cast (or play) something, told before a clause that asks, is their premise — shown as
        not used, never a cast of the story (it had become `cast Witch Enchanter`). Said as the question itself ("so
        I can't cast it?") it stays unplaced: a Yes/No to "can't" would read inverted."""
        if self.language != "en":
            return
        for k, it in enumerate(self.items):
            if it.kind not in ("word", "ambiguous") or it.text.casefold() not in ("can't", "can’t", "cannot", "cant") \
                    or it.where is None:
                continue
            act = next((x for x in self.items[k + 1:k + 3] if x.kind == "concept" and x.value in ("act:cast", "act:play")),
                       None)
            if act is None or act.where != it.where:
                continue
            clause = self._clause(it.where.sentence, it.where.clause)
            later = [x for x in self.items[self.items.index(clause[-1]) + 1:] if x.where is not None]
            asks_after = any(x.kind == "concept" and x.value == "q:does" and x.where.opener in ("can", "could")
                             and (x.where.sentence, x.where.clause) != (it.where.sentence, it.where.clause)
                             for x in later)
            if not asks_after or it.where.opener not in ("so", "since", "because", "and") \
                    or any(x.kind == "concept" and x.value.startswith("q:") for x in clause):
                continue
            self._said_claims.append(" ".join(x.text for x in clause))
            for x in clause:
                if x.kind == "card" or x.kind == "number":
                    continue
                x.kind, x.value, x.used = "word", None, True

    def _negated_ask(self) -> None:
        """'back face has no mana cost so spell snare can't hit it right?': a question asked in the negative is
        answered as its positive (whether Spell Snare can counter it), and the reply says the outcome with the verb
        ("It can: …") instead of a Yes or No, which would read inverted (as 「唱えられないよね？」 is in Japanese)."""
        if self.language != "en" or self.shape.asked is None:
            return
        negations = [it for it in self.items if self.shape.asks(it) and it.kind in ("word", "concept", "ambiguous")
                     and it.text.casefold() in NEGATED_AUXILIARIES]
        if len(negations) != 1 or any(self.shape.asks(it) and it.text.casefold() in ("not", "never", "no")
                                      for it in self.items):
            return
        it = negations[0]
        it.kind, it.value, it.used = "word", "negation", True

    def _claim_said(self, it: Item) -> None:
        """The clause `it` stands in, kept as the asker's claim (shown as not used)."""
        self._said_claims.append(" ".join(x.text for x in self._clause(it.where.sentence, it.where.clause)))

    def _reason_follows(self, it: Item) -> bool:
        """'mv 0 since the hostel is a land': the clause after says why."""
        after = self._clause(it.where.sentence, it.where.clause + 1)
        return bool(after) and after[0].text.casefold() in _REASONS

    def _property_claims(self) -> list[str]:
        """'the card is white and blue so can i mystical dispute it?', '… ? the card is a sorcery', '… ? its a black
        card': a colour or type said of the card as the asker's reason, or remarked after the question — the story
        and the rules say what it is, so it is shown as not used, never checked as the question."""
        out = []
        for k, x in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if self.language == "en" and x.kind == "word" and x.text.casefold() == "as" and k and not nxt.used \
                    and nxt.kind == "concept" and nxt.value.startswith("color:") and self.shape.asks(nxt) \
                    and self.items[k - 1].text.casefold() in ("it", "her", "him", "them", "that") \
                    and any(c.kind == "card" and c.used and c.where == nxt.where for c in self.items):
                # "can i still blue elemental blast it as red?": the colour the asker takes it to be — the card acting
                # checks its colour itself
                x.used = nxt.used = True
                out.append(f"{self.items[k - 1].text} as {nxt.text}")
        for sentence, clause in sorted({(x.where.sentence, x.where.clause) for x in self.items if x.where is not None}):
            said = self._clause(sentence, clause)
            unused = [x for x in said if not x.used]
            hedges = [x for x in unused if x.kind == "word" and x.text.casefold() in _HEDGES]  # "it's not legendary"
            if not unused or not all(x.kind == "concept" and x.value.startswith(("color:", "type:")) or x in hedges
                                     for x in unused) or not any(x.kind == "concept" and x.value.startswith((
                                         "color:", "type:")) for x in said):
                continue
            if not all(x.kind == "concept" and x.value.startswith(("color:", "type:", "q:is")) or
                       x.kind == "word" and x.text.casefold() in _CLAIM_FILLER | set(_REASONS) | _HEDGES
                       for x in said):
                continue
            after = self._clause(sentence, clause + 1)
            reason = bool(after) and after[0].text.casefold() in _REASONS or said[0].text.casefold() in _REASONS
            remark = self.shape.asked is not None and sentence > self.shape.asked[0] and not self.shape.asks(said[0])
            # "it's a human insect, not a werewolf — does it flip?": said in the asking sentence before the clause that
            # asks, a clause of its own that asks nothing
            aside = self.shape.asked is not None and sentence == self.shape.asked[0] and clause < self.shape.asked[1] \
                and not any(x.kind == "concept" and x.value.startswith("q:") for x in said)
            remark = remark or aside
            if reason or remark:
                for x in unused:
                    x.used = True
                out.append(" ".join(x.text for x in said))
        return out

    def _clause(self, sentence: int, clause: int) -> list[Item]:
        """The items written in that clause of that sentence, in order."""
        return [x for x in self.items if x.where is not None and (x.where.sentence, x.where.clause) == (sentence, clause)]

    def _leave_unplaced(self, asked: list[Item]) -> None:
        """What the question asks but the story can't answer: left unplaced, so no verdict is given."""
        for it in asked:
            self._keep_unused.add(id(it))
            it.used = False

    def _times_told(self, command: str, argv: list[str]) -> None:
        """'it flipped at my upkeep', 'at the beginning of combat it transformed': when in the turn something told
        happened. Nothing the engine answers depends on the step, except whether a creature that came onto the
        battlefield can attack (302.6: 'at my opponent's end step' is before my turn): there the time of an
        entering stays unplaced, as does a time a question asks about ("can I cast it during combat?")."""
        program = " ".join(argv)
        attack = "check attack" in program and "check attack next turn" not in program
        entering = ("act:enter", "act:cast", "act:play", "act:blink", "act:enter_transformed", "act:cast_transformed",
                    "act:came_back", "act:enter_as", "act:blink_transformed", "act:resolve", "act:craft")
        for it in self.items:
            if it.kind != "concept" or it.value != "when:step" or it.used or it.where is None:
                continue
            if self.shape.asks(it) and (self.shape.modal or command == "daynight") and not (
                    command == "daynight" and re.search(r"upkeep|アップキープ", it.text.casefold())
                    and any(has_upkeep_transform(c.card) for c in self.cards())):
                # "can I cast it during combat?", "does it become night at my upkeep?": the time is asked (an older
                # werewolf's "this upkeep" is when its own trigger is, and the story answers it)
                continue
            if self.shape.asks(it) and any(x.kind == "concept" and x.value == "ask:trigger" and self.shape.asks(x)
                                           for x in self.items):
                # "only Ritual Chamber is unlocked, does it trigger at my end step?": a trigger asked at a time of the
                # turn is an "at the beginning of …" ability, which no step follows — it had been answered by the
                # unlock trigger ("Yes — it triggers: When you unlock this door …"); the time stays unplaced
                continue
            clause = self._clause(it.where.sentence, it.where.clause)
            if attack and any(x.kind == "concept" and x.value in entering and id(x) not in self._before_turn
                              for x in clause):
                continue
            it.used = True

    def build(self) -> Reading:
        # A card's text pasted in quotation marks is quoted, not told: its words are neither events nor
        # content to place. A card name in quotation marks ("naming 「Arlinn Kord」") is still a card.
        self.items = [it for it in self.items if not (it.where is not None and it.where.quoted
                                                      and it.kind not in ("card", "ambiguous"))]
        self._restated_asides()
        self._read_spells_told_first()
        self._back_face_of()
        self._designation_face_of()
        self._designation_face_said_of_it()
        self._face_word_of_a_named_card()
        self._face_called_by_a_word()
        self._back_side_named_after()
        self._ja_became_its_back_face()
        self._ja_has_it_out()
        self._walker_called_by_its_type()
        self._face_called_by_its_type()
        self._becomes_its_back_face()
        self._plays_other_lands()
        self._came_in_as()
        self._purposes()
        self._ja_mana_claims()
        self._ja_property_claims()
        self._type_once_transformed_said()
        self._card_described_in_parentheses()
        self._ja_remarks_of_numbers()
        self._ja_back_face_has_no_cost()
        self._offered_numbers()
        self._final_chapter_told()
        self._size_of_its_back_face()
        self._door_unlocked_acting()
        self._stop_from_transforming()
        self._doubt_after_or()
        self._lands_on()
        self._in_response_to_removal()
        self._mana_made_asked()
        self._own_effect_asked()
        self._another_object_asked()
        self._heard_remarks()
        self._cast_by_its_way()
        self._ja_cast_and_entered()
        self._table_words()
        self._contrasted_acts()
        self._fused()
        self._ja_moved_by()
        self._naming_verb()
        self._guess_with_its_reason()
        self._card_says()
        self._counters_on_things()
        self._named_relatives()
        cards = self.cards()
        self.several: QueryError | None = None
        if self.rule_numbers and (self.has("rule:") or not cards):
            for it in self.items:
                if it.kind == "concept" and it.value in ("rule:rule", "q:what_is", "q:what_does", "q:mean"):
                    it.used = True
            return self.reading("rule", [self.rule_numbers[0]])
        short = len(self.question.split()) <= 4 or self.language != "en"  # "what is meld?", not "what's the best deck"
        if self.has("q:mean") or (self.has("q:what_is", "q:what_does") and not cards and short
                                   and not any(it.kind == "ambiguous" for it in self.items)):
            term = self.glossary_term()
            if term is not None:
                return self.reading("rule", [term])
        if self._numbers_with_cards():
            cards = self.cards()
        counted = self.graveyard_count()  # "Extricator of Sin upkeep … my gy: The Shattered States Era, a Forest, …"
        if counted is not None:
            return counted
        self._modal_face_cast_by_nickname()
        self._melded_guess()
        cards = self.cards()
        subject = self.subject(cards)
        self._counter_of_an_ability()  # (after the one-word names are bound: "counterspell")
        if self.several is not None:
            return self.reading(None, error=self.several, why=self.several.message)
        if subject is not None and not self.has("zone:", "move:", "act:", "state:", "cmp:", "check:", "hit:",
                                                "ask:mv", "ask:name", "ask:color", "ask:type", "ask:pt",
                                                "ask:back", "ask:day", "ask:night", "dn:", "color:", "type:") \
                and len({c.card.name for c in self.cards()}) == 1 and not self._asks_what_it_has():
            subject = None  # "what does Delver of Secrets do": the card itself, not a simulation
        if subject is not None:
            self._the_copy_named_again(subject)
        if subject is not None or self._is_daynight(subject):
            self._trigger_made_asked(subject)
            self._asked_verbs(subject)
        if self._is_daynight(subject):
            return self.daynight()
        if subject is not None:
            self._meld_partner(subject)
            named = [it for it in self.items if it.kind == "ambiguous" and self._named(it)]
            if named:  # "Kiki-Jiki copies my Huntmaster": which Kiki-Jiki decides the answer, so ask
                return self.ambiguous(named[0])
            return self.simulation(subject)
        ambiguous = [it for it in self.items if it.kind == "ambiguous" and self._named(it)]
        if ambiguous and not cards:
            return self.ambiguous(ambiguous[0])
        term = self.glossary_term() if self.has("q:mean") or short else None
        if term is not None:
            return self.reading("rule", [term])
        if cards:
            card = cards[0]
            card.used = True
            for it in self.items:
                if it.kind == "concept" and it.value == "ask:card":
                    it.used = True
            return self.reading("card", [card.card.name])
        return self.reading(None, why=say(self.language, "why_nothing"))

    def _asks_a_property(self) -> bool:
        """'what is its mana value ... with Promising Stairs unlocked': a property is asked, and the
        doors or face said beside it are the situation."""
        return any(it.kind == "concept" and it.value.startswith("ask:") and it.value not in ("ask:card",)
                   and self.shape.asks(it) for it in self.items)

    def _describes_card(self, item: Item) -> bool:
        """'my flipped Delver': a state written before a card's name describes it (the situation);
        'is it still flipped?' asks it."""
        k = self.items.index(item)
        for it in self.items[k + 1:k + 3]:
            if it.kind in ("card", "ambiguous"):
                return True
            if not (it.kind == "word" and it.used):
                return False
        return False

    def _counters_on_things(self) -> None:
        """'got its 3rd counter', 'with two +1/+1 counters', 'has 5 loyalty counters': counters put on a permanent,
        not a counterspell ('can I counter it?'). Left for what reads them (kept counters); otherwise unplaced."""
        for k, it in enumerate(self.items):
            if not (it.kind == "concept" and it.value == "hit:check" and it.text.casefold().startswith("counter")):
                continue
            before = self.items[k - 1].text.casefold() if k else ""
            if before in _COUNTED or re.fullmatch(r"\d+(?:st|nd|rd|th)?|[+-]\d+/[+-]\d+", before):
                it.kind, it.value, it.used = "word", "", False

    def _restated_asides(self) -> None:
        """'Culling Ritual (nonland permanents with MV 2 or less)', 「《Eliminate》（マナ総量3以下）」: what a card says,
        restated in parentheses just after its name, is its text quoted — the engine reads the card itself. Only when
        every word in them is in that card's text: a parenthesis that says more ("on 2", "the flipped one") is read."""
        groups: dict[int, list[int]] = {}
        for k, it in enumerate(self.items):
            if it.where is not None and it.where.aside:
                groups.setdefault(it.where.aside, []).append(k)
        cheap = load(self.language).cheap
        drop: set[int] = set()
        for ks in groups.values():
            named = self.items[ks[0] - 1] if ks[0] else None
            inside = [self.items[k] for k in ks if self.items[k].kind != "word"]
            near = next((x for x in reversed(self.items[max(0, ks[0] - 3):ks[0]]) if x.kind == "card"), None)
            back_of = {"の裏", "の裏面", "の裏側", "裏", "裏面", "back", "back side", "flip side", "backside"}
            said_back = any(self.items[k].text.casefold() in back_of for k in ks if self.items[k].kind == "word") or any(
                self.items[k].kind == "concept" and self.items[k].value == "state:transformed"
                and self.items[k].text in ("裏面", "裏", "の裏") for k in ks)
            inside = [x for x in inside if not (x.kind == "concept" and x.value == "state:transformed"
                                                and x.text in ("裏面", "裏", "の裏"))]
            if len(inside) == 1 and inside[0].kind == "card" and inside[0].card is not None and near is not None \
                    and near.card is not None and inside[0].card.name == near.card.name and all(
                        self.items[k].text.casefold() in cheap | back_of | {"the", "its", "it's", "aka", "a.k.a.", "of"}
                        for k in ks if self.items[k].kind == "word"):
                if said_back and near.match is not None and near.match.face_idx != 1 and len(near.card.faces) == 2:
                    continue  # ("my Shaile (Embrose's back)": which face is up is not clear — read as it was)
                # "my duskwatch recruiter is flipped (krallenhorde howler)": the same card by its other face's name —
                # one object, said again (it had entered a second Duskwatch Recruiter in the day/night story); named by
                # its back face there, that is the face up
                if inside[0].match is not None and inside[0].match.face_idx == 1 and near.match is not None \
                        and len(near.card.faces) == 2 and not near.card.is_room:
                    near.match = dataclasses.replace(near.match, face_idx=1, matched=near.card.faces[1].name)
                drop.update(ks)
                continue
            if named is None or named.kind != "card" or named.card is None or (
                    named.where is not None and named.where.aside):
                continue
            text = " ".join(f"{f.text or ''} {f.type_line or ''}" for f in named.card.faces).casefold()
            if all(_restates(self.items[k], text, cheap) for k in ks) or self.language == "ja" and _ja_restates(
                    "".join(self.items[k].text for k in ks if self.items[k].value != "negation"), text):
                drop.update(ks)
        self.items = [it for k, it in enumerate(self.items) if k not in drop]

    def _ja_has_it_out(self) -> None:
        """「…開放して戦場に出してる」「戦場に出ている」: 〜ている/〜てる after 「戦場に出」 says where it is now (stative), not
        an entering told after what came before it (that had entered it a second time: "can't happen")."""
        if self.language != "ja":
            return
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind == "concept" and it.value == "act:enter" and it.text.endswith("出") and nxt.kind == "word" \
                    and re.fullmatch(r"(?:し)?て(?:い)?(?:る|ます)", nxt.text) and not self.shape.asks(it):
                it.value = "zone:battlefield"
                nxt.used = True

    def _owner_of_a_half(self) -> None:
        """"Bonecrusher Giant's Stomp", "Brazen Borrower's Petty Theft": the card said, then the half of it meant — one
        mention, the half's (two mentions would be two casts or two cards)."""
        if self.language != "en":
            return
        drop = set()
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind == "card" and nxt.kind == "card" and it.card is not None and nxt.card is not None \
                    and it.card.name == nxt.card.name and it.text.casefold().endswith(("'s", "’s")) \
                    and nxt.match is not None and nxt.match.face_idx is not None:
                drop.add(k)
        if drop:
            self.items = [it for k, it in enumerate(self.items) if k not in drop]

    def _back_face_of(self) -> None:
        """'the back face of Valki, God of Lies', 'the flip side of Delver', "Valki's back side": the card's back face is
        the face named, as if its name had been typed (it had been answered of the front face, Valki). Only for a card
        with two faces; the words are placed."""
        if self.language == "ja":
            self._ja_back_cast()
            return
        if self.language != "en":
            return
        sides = ("face", "side", "half")
        for k, it in enumerate(self.items):
            if it.kind != "card" or it.card is None or len(it.card.faces) != 2 or it.match is None \
                    or it.match.face_idx is not None and it.match.face_idx != 0 or it.card.is_room:
                continue
            before = [x.text.casefold() for x in self.items[max(0, k - 3):k]]
            after = [x.text.casefold() for x in self.items[k + 1:k + 3]]
            said = []
            if len(before) == 3 and before[0] in ("back", "flip", "transformed", "other") and before[1] in sides \
                    and before[2] == "of":
                said = self.items[k - 3:k]
            elif len(before) >= 2 and before[-2] in ("back", "flip") and before[-1] == "of":
                said = self.items[k - 2:k]  # "the back of Valki"
            elif after[:2] in (["back", "face"], ["back", "side"], ["flip", "side"]) and it.text.casefold().endswith(
                    ("'s", "’s")) or it.text.casefold().endswith(("'s", "’s")) and after[:1] == ["backside"]:
                said = self.items[k + 1:k + 1 + (1 if after[:1] == ["backside"] else 2)]
            if not said or any(x.kind == "card" for x in said):
                continue
            it.match = dataclasses.replace(it.match, face_idx=1, matched=it.card.faces[1].name)
            for x in said:
                x.kind, x.value, x.used = "word", None, True

    _FACE_PROPERTIES = ("ask:mv", "ask:name", "ask:pt", "ask:color", "ask:type", "ask:abilities")

    def _designation_face_of(self) -> None:
        """'the mana value of the night side of Tovolar's Huntmaster', 「《Tovolar's Huntmaster》の夜の面のマナ総量は？」:
        a daybound card's night side is its back face, its day side its front (702.145b) — a face named, whose
        property is asked (a back face's mana value is its front face's, 712.8e); not a question of whether it is day
        or night."""
        items, sides = self.items, ("side", "face", "half", "面", "側")
        for k, it in enumerate(items):
            if it.kind != "card" or it.card is None or len(it.card.faces) != 2 or it.match is None \
                    or not day_or_nightbound(it.card):
                continue

            def face_word(x: Item) -> int | None:
                if x.kind == "concept" and x.value in ("ask:night", "ask:day") and not x.used:
                    return 1 if x.value == "ask:night" else 0
                return None

            said: list[Item] = []
            face = None
            if self.language == "en":
                before, after = items[max(0, k - 3):k], items[k + 1:k + 3]
                if len(before) == 3 and face_word(before[0]) is not None and before[1].text.casefold() in sides \
                        and before[2].text.casefold() == "of":
                    face, said = face_word(before[0]), before  # "the night side of Tovolar's Huntmaster"
                elif len(after) == 2 and it.text.casefold().endswith(("'s", "’s")) and face_word(after[0]) is not None \
                        and after[1].text.casefold() in sides:
                    face, said = face_word(after[0]), after  # "Brutal Cathar's night face"
            elif self.language == "ja" and k + 2 < len(items) and items[k + 1].text == "の" \
                    and face_word(items[k + 2]) is not None:
                j = k + 3
                while j < len(items) and items[j].kind == "word" and items[j].text in ("の",) + sides:
                    j += 1  # 「夜の面の」「夜の」
                if j < len(items) and items[j].kind == "concept" and items[j].value in self._FACE_PROPERTIES:
                    face, said = face_word(items[k + 2]), items[k + 1:j]
            if face is None or it.match.face_idx not in (None, 0, 1):
                continue
            it.match = dataclasses.replace(it.match, face_idx=face, matched=it.card.faces[face].name)
            for x in said:
                if x.kind == "concept" and x.value in self.concepts:
                    self.concepts.remove(x.value)  # (a face named, no day or night asked)
                x.kind, x.value, x.used = "word", None, True

    def _designation_face_said_of_it(self) -> None:
        """'can cut down kill hound tamer? its the day side', "it's on the night side": which side is up, said of the one
        day/nightbound card named — its face (day side front, night side back, 702.145b), not a day/night story."""
        if self.language != "en":
            return
        items = self.items
        cards = [x for x in items if x.kind == "card" and x.card is not None and day_or_nightbound(x.card)
                 and len(x.card.faces) == 2 and x.match is not None]
        if len({x.card.name for x in cards}) != 1:
            return
        for k, it in enumerate(items[:-2]):
            if not (it.kind == "word" and it.text.casefold() in ("its", "it's", "it’s")):
                continue
            j = k + 1
            while j < len(items) and items[j].kind == "word" and items[j].text.casefold() in ("on", "the", "its"):
                j += 1
            if j + 1 >= len(items) or not (items[j].kind == "concept" and items[j].value in ("ask:day", "ask:night")) \
                    or items[j + 1].text.casefold() not in ("side", "face") or items[j].where != it.where:
                continue
            face = 1 if items[j].value == "ask:night" else 0
            for c in cards:  # (named by its front face and said to be on the night side: transformed)
                c.match = dataclasses.replace(c.match, face_idx=face, matched=c.card.faces[face].name)
            if items[j].value in self.concepts:
                self.concepts.remove(items[j].value)
            for x in items[k:j + 2]:
                x.kind, x.value, x.used = "word", None, True
            return

    def _ja_back_cast(self) -> None:
        """「倒されたら裏面を唱えられますか？」: 裏面 said as what is cast is the back face named — the face the spell is (a
        defeated Siege's cast, a modal card's back), not the card transformed first (it had been "transform; defeat",
        and the defeat refused: 「いいえ」)."""
        cards = {x.card.name: x.card for x in self.items if x.kind == "card" and x.card is not None
                 and x.card.is_double_faced and len(x.card.faces) == 2}
        if len(cards) != 1:
            return
        card = next(iter(cards.values()))
        for k, it in enumerate(self.items[:-2]):
            if not (it.kind == "concept" and it.value == "state:transformed" and it.text in ("裏面", "裏", "裏の面")):
                continue
            nxt = self.items[k + 1:k + 3]
            if not (nxt[0].text == "を" and nxt[1].kind == "concept" and nxt[1].value == "act:cast"):
                continue
            back = card.faces[1].name
            self.items[k] = dataclasses.replace(it, kind="card", value=None, card=card, used=False,
                                                match=Match(0, card.name, 1, back, "nickname"))

    def _face_word_of_a_named_card(self) -> None:
        """'《Graveyard Glutton》 … Trespasser？': one word that is the whole name of some card ("_____ _____ _____
        Trespasser", whose blanks vanish) but also a word of a face of a Room or double-faced card the question names,
        is that face — a nickname, said after its full name."""
        named = [it for it in self.items if it.kind == "card" and it.card is not None and len(it.card.faces) > 1]
        for it in self.items:
            if it.kind != "card" or it.card is None or " " in it.text.strip() or any(x is it for x in named):
                continue
            word = normalize_name(it.text)
            for other in named:
                faces = [i for i, f in enumerate(other.card.faces) if word in normalize_name(f.name).split()]
                if other.card.name != it.card.name and len(faces) == 1:
                    it.card = other.card
                    it.match = Match(0, other.card.name, faces[0], other.card.faces[faces[0]].name, "nickname")
                    break

    def _becomes_its_back_face(self) -> None:
        """'then it becomes Ormendahl': a transforming card said to become its own back face transforms (701.27a) —
        "becomes" had been chat, so the story never turned it. Not "becomes a copy of" (a card of its own)."""
        if self.language != "en":
            return
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind == "word" and it.text.casefold() in ("becomes", "became", "become") and nxt.kind == "card" \
                    and nxt.card is not None and nxt.card.layout == "transform" and nxt.match is not None \
                    and nxt.match.face_idx == 1 and any(x.kind == "card" and x.card is not None
                                                        and x.card.name == nxt.card.name for x in self.items[:k]):
                it.kind, it.value, it.used = "concept", "act:transform", False

    def _plays_other_lands(self) -> None:
        """'can i still play lands from my graveyard?': lands in general are played — cards the story doesn't follow,
        not this one (it had become `cast` of the Room: "That can't happen as told"). The act stays unplaced."""
        if self.language != "en":
            return
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind == "concept" and it.value == "act:play" and nxt.kind == "concept" and nxt.value == "type:land" \
                    and nxt.text.casefold() in ("lands", "land cards", "extra lands", "more lands"):
                it.value, nxt.value = "act:play_other", "type:lands"

    def _came_in_as(self) -> None:
        """'it comes in as Village Reavers', 'does it come in as Ballista Wielder?': the face it enters with is said (or
        asked), not a second entering — "came in" alone ("Delver came in this turn") is the card entering."""
        for k in range(len(self.items) - 2, -1, -1):
            it = self.items[k]
            if it.kind == "concept" and it.value == "act:enter" and it.text.casefold() in ("came in", "comes in") \
                    and self.items[k + 1].text.casefold() == "as":
                verb, rest = it.text.split(" ", 1)
                self.items[k:k + 1] = [dataclasses.replace(it, kind="word", value=None, text=verb, used=True),
                                       dataclasses.replace(it, kind="word", value=None, text=rest, used=True,
                                                           prev=verb.casefold())]

    def _purposes(self) -> None:
        """'I Essence Flux my Covetous Geist to save it', 'i ephemerate my raptor to dodge removal': why the asker does
        something is their purpose, not an event of the story — what happens is the act itself. From "to" and a verb
        of purpose to the end of the clause, shown as not used; only when nothing there is a card, a number or a
        question (a card named there — "to dodge Abrupt Decay" — stays unplaced)."""
        if self.language != "en":
            return
        for k, it in enumerate(self.items[:-1]):
            if it.kind != "word" or it.text.casefold() != "to" or it.where is None or not k:
                continue
            verb = self.items[k + 1]
            if verb.text.casefold() not in _PURPOSE_VERBS or verb.where != it.where:
                continue
            before = [x for x in self.items[:k] if x.where is not None
                      and (x.where.sentence, x.where.clause) == (it.where.sentence, it.where.clause)]
            if not any(x.kind == "card" or x.kind == "concept" and str(x.value).startswith("act:") for x in before):
                continue  # ("how to protect it?"): no act told before the purpose
            span = [x for x in self.items[k:] if x.where == it.where]
            if any(x.kind in ("card", "number") or x.kind == "ambiguous" and not x.text.islower()
                   or x.kind == "concept" and str(x.value).startswith("q:") for x in span):
                continue
            for x in span:
                x.kind, x.value, x.used = "word", None, True
            self._said_claims.append(" ".join(x.text for x in span))

    def _heard_remarks(self) -> None:
        """'… the app won't let me target it', 'a discord bot told me the back is cmc 0', 'i heard MDFCs can transform
        now', 「アプリだと…」: what the asker was told or saw a program do is their report, not the story — the
        answer is worked out from the rules. From the source to the end of the clause (of the sentence, when the
        sentence asks nothing), shown as not used — only when every card named there is named elsewhere too."""
        sources = load(self.language).sources
        if not sources:
            return
        ja = self.language == "ja"
        drop: set[int] = set()
        for k, it in enumerate(self.items):
            if it.where is None or k in drop:
                continue
            said = it.text.casefold()
            pair = f"{said} {self.items[k + 1].text.casefold()}" if k + 1 < len(self.items) else ""
            if not (said in sources or pair in sources or ja and it.kind == "word" and any(w in it.text for w in sources)):
                continue
            w = it.where
            if self.shape is not None and self.shape.asked == (w.sentence, w.clause):
                continue  # "is the app right?": what is asked is read
            if not ja and k and self.items[k - 1].text.casefold() in _PLACE_PREPOSITIONS:
                continue  # "the only daybound thing in the game": a place, not who said it
            start = k
            while start > 0 and not ja and self.items[start - 1].where is not None \
                    and (self.items[start - 1].where.sentence, self.items[start - 1].where.clause) == (w.sentence, w.clause) \
                    and self.items[start - 1].kind in ("word", "ambiguous") and k - start < 2 \
                    and self.items[start - 1].text.casefold() not in ("and", "but", "so", "then", "because", "since"):
                start -= 1  # "a discord bot", "i heard", "the client"
            end = start
            while end < len(self.items) and self.items[end].where is not None \
                    and self.items[end].where.sentence == w.sentence \
                    and (not w.asks or self.items[end].where.clause == w.clause):
                end += 1
            drop.update(range(start, end))
        if not drop:
            return
        elsewhere = {it.card.name for k, it in enumerate(self.items)
                     if k not in drop and it.kind == "card" and it.card is not None}
        if any(k in drop and it.kind == "card" and (it.card is None or it.card.name not in elsewhere)
               for k, it in enumerate(self.items)):
            return  # "the app says my flipped Delver has mana value 0": the card is told only there, with its story
        kept = [it for k, it in enumerate(self.items) if k not in drop]
        said = [it for k, it in enumerate(self.items) if k in drop]
        self._said_claims.append(("" if ja else " ").join(x.text for x in said))
        self.items = kept

    def _cast_by_its_way(self) -> None:
        """「降霊で唱えられる？」: casting said with the way it is cast (disturb) is one act, the disturb cast — not a
        second cast of the front face after it."""
        if self.language != "ja":
            return
        keep: list[Item] = []
        for it in self.items:
            way = next((x for x in reversed(keep) if not (x.kind == "word" and x.text in ("で", "によって", "して"))), None)
            if it.kind == "concept" and it.value == "act:cast" and way is not None and way.kind == "concept" \
                    and way.value == "act:cast_transformed" and way.where == it.where:
                way.text += it.text  # (the verb asked stays with the act: 「降霊で唱え」)
                continue
            keep.append(it)
        self.items = keep

    def _chapter_said(self) -> None:
        """'The Fall of Lord Konda chapter I: exile target creature …. can I hit …?': a Saga's chapter named is the
        card acting with that chapter's ability (its effect as the catalog's Oracle text has it), and what follows in
        the sentence is its text quoted. A chapter the card doesn't have, or whose ability the engine doesn't read, is
        left unplaced."""
        self._chapter_actors: set[str] = set()
        for k, it in enumerate(self.items):
            if it.kind != "card" or k + 2 >= len(self.items) or self.items[k + 1].text.casefold() != "chapter":
                continue
            numeral = self.items[k + 2].text.upper().split()[0]
            if numeral not in ("I", "II", "III", "IV", "V", "VI") and not numeral.isdigit():
                continue
            numeral = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V", "6": "VI"}.get(numeral, numeral)
            effects = read_effects(it.card).effects
            if not any(e.sentence.startswith((f"{numeral} — ", f"{numeral}, ")) for e in effects):
                continue
            self._chapter_actors.add(it.card.name)
            self.items[k + 1].used = True
            self.items[k + 2].used = True
            sentence = it.where.sentence if it.where is not None else None
            self.items = self.items[:k + 3] + [x for x in self.items[k + 3:] if x.where is None
                                               or x.where.sentence != sentence or x.kind == "card"]

    def _card_says(self) -> None:
        """'Moonmist says transform all Humans': what a card says, told without quotation marks, is
        its text quoted, to the end of the clause."""
        self._chapter_said()
        keep, quoting = [], None
        for k, it in enumerate(self.items):
            where = (it.where.sentence, it.where.clause) if it.where is not None else None
            if quoting is not None and where == quoting and it.kind != "card":
                continue
            quoting = None
            keep.append(it)
            nxt = self.items[k + 1] if k + 1 < len(self.items) else None
            if it.kind == "card" and nxt is not None and nxt.kind == "word" and \
                    nxt.text.casefold() in ("says", "reads", "said", "saying", "states"):
                quoting = (nxt.where.sentence, nxt.where.clause) if nxt.where is not None else None
        self.items = keep

    def _named_relatives(self) -> None:
        """'Bruna' next to 'Brisela, Voice of Nightmares', 'Delver' next to 'Insectile Aberration': a
        nickname that fits a card the question names in full, or that card's meld partner, is that card."""
        named = {it.card.name for it in self.items if it.kind == "card"}
        relatives = set(named)
        for it in self.items:
            if it.kind == "card":
                for other in (it.card.meld_partner, getattr(it.card, "meld_result", None)):
                    if other:
                        relatives.update(x.strip() for x in re.split(r"//|\+", str(other)))
                for f in it.card.faces:
                    relatives.add(f.name)
        for it in self.items:
            if it.kind != "ambiguous":
                continue
            fit = [n for n in it.candidates if n in named or n in relatives
                   or any(part.strip() in relatives for part in n.split("//"))]
            if len(fit) == 1:
                card = self.library.find_now(fit[0])
                it.kind, it.card, it.used = "card", card, False
                it.match = _nickname(card, it.text)
        self._owner_of_a_half()
        self._short_names()
        self._face_by_its_type()

    def _face_by_its_type(self) -> None:
        """'does it come in as the human?', 'the werewolf side': a face of the one double-faced card the question
        names, said by a subtype only that face has (Ill-Tempered Loner, a Human Werewolf; Howlpack Avenger, a
        Werewolf: "the human" is Ill-Tempered Loner). Never with "a" ("is it a Human?" asks its type)."""
        dfcs = {it.card.name: it.card for it in self.items if it.kind == "card" and it.card is not None
                and it.card.layout == "transform" and len(it.card.faces) == 2}
        if len(dfcs) != 1:
            return
        card = next(iter(dfcs.values()))
        items = self.items
        for k, it in enumerate(items):
            if it.kind != "concept" or not str(it.value).startswith("type:") or it.prev != "the":
                continue
            before = items[k - 2].text.casefold() if k >= 2 else ""
            after = items[k + 1].text.casefold() if k + 1 < len(items) else ""
            if before not in ("as", "into", "to") and after not in ("side", "face", "half"):
                continue
            typ = it.value[5:]
            having = [i for i, f in enumerate(card.faces) if typ in {t.casefold() for t in f.subtypes or ()}]
            if len(having) != 1:
                continue
            face = card.faces[having[0]]
            it.kind, it.value, it.card = "card", None, card
            it.match = Match(0, card.name, having[0], face.name, "type")
            if after in ("side", "face", "half"):
                items[k + 1].used = True

    def _short_names(self) -> None:
        """'I cast Teferi Akosa of Zhalfir … can it counter Teferi?', '… the Harvester is a Human Knight': a face the
        question names in full, said again by its first word or as "the" and its last word, is that card. Only when
        one named face fits, and not as a type ("is it a Werewolf?")."""
        named = [it for it in self.items if it.kind == "card" and it.card is not None and it.match is not None]
        if not named:
            return
        short: dict[str, set[tuple[str, int]]] = {}
        for it in named:
            for i, f in enumerate(it.card.faces):
                words = re.findall(r"[\w'-]+", f.name.split(",")[0].casefold())
                if len(words) > 1:
                    short.setdefault(words[0], set()).add((it.card.name, i))
                    short.setdefault("the " + words[-1], set()).add((it.card.name, i))
        for k, it in enumerate(self.items):
            if it.kind not in ("word", "concept", "ambiguous") or it.used and it.kind != "concept":
                continue
            said = it.text.casefold()
            before = self.items[k - 1].text.casefold() if k else ""
            key = f"the {said}" if before == "the" else said
            fits = short.get(key, set())
            if len(said) < 4 or len(fits) != 1 or before in ("a", "an", "non", "other", "another") or (
                    it.kind == "concept" and not str(it.value).startswith("type:")):
                continue
            name, face = next(iter(fits))
            card = self.library.find_now(name)
            it.kind, it.value, it.card, it.used = "card", None, card, False
            it.match = Match(0, card.name, face, card.faces[face].name, "nickname")
            if before == "the":
                self.items[k - 1].used = True

    # -- what the question clause asks -------------------------------------------------------

    def _asked_verbs(self, subject: Item | None) -> None:
        """The verbs of the question clause are asked, not performed. After another card ("can Path to
        Exile exile it?") the verb is that card's effect, checked; of the card itself with "does/will"
        ("does it transform?", "does it go to exile?") it is a consequence read off the end state; with
        "can" ("can I unlock Locker Room?") the act is tried and whether it is allowed is the answer."""
        if self.shape.opener in CONDITION_OPENERS:
            return  # "手札に戻したら？", "what if I flicker it?": the clause tells what happens; nothing is asked of it
        actor = None
        asked_items = [it for it in self.items if self.shape.asks(it)]
        if self.language == "ja":  # the predicate closes a Japanese clause: "変身した秘密を掘り下げる者" is a state
            verbs = [it for it in asked_items if it.kind == "concept" and (it.value.startswith(("act:", "move:", "hit:"))
                     or it.value in ("ask:trigger", "ask:zone", "ask:keeps_counters")
                     or it.value.startswith("state:") and subject is not None and subject.card.is_room)
                     and not self._describes_card(it)]  # "変身した秘密を掘り下げる者": describes the card
            asked_items = [it for it in asked_items if it.kind == "card"] + verbs[-1:]
        if any(it.kind == "concept" and it.value in ("ask:count_as", "ask:trigger") for it in asked_items):
            # "does that count as an enchantment entering for constellation?": the event a watching ability is
            # asked about (placed by _asked_trigger, or left unplaced), never an event of the story
            self._trigger_event = [it for it in asked_items if it.kind == "concept" and it.value == "act:enter"]
            asked_items = [it for it in asked_items if it not in self._trigger_event]
            for it in self._trigger_event:
                self.asked_verbs[id(it)] = ("watched", "enters")
        for it in self.items:
            if it not in asked_items:
                continue
            if it.kind == "card" and (subject is None or it.card.name != subject.card.name):
                if getattr(self, "_stops", None) != it.card.name:  # (a Needle asked to stop a flip: in force)
                    actor = it
                continue
            if it.kind != "concept":
                continue
            c = it.value
            if getattr(self, "_stops", None) and c == "act:transform":
                continue  # the transform tried, as "can it still flip?" tries it: a step, whose outcome answers
            if actor is not None and (c.startswith(("move:", "hit:", "act:copy", "act:token_copy", "act:blink",
                                                    "act:transform", "act:enter")) or c == "zone:exile"):
                # ("can Path to Exile exile Bottomless Pool?": the bare word is the verb, what the card does)
                self.asked_verbs[id(it)] = ("effect", actor.card.name)
                if c == "act:transform" and not self.shape.modal and any(
                        e.template == "transform" for e in read_effects(actor.card).effects):
                    # "does moonmist flip my brutal cathar?": whether it turned over is the answer, Yes or No
                    self.asked_verbs[id(it)] = self.consequence = ("face", "back")
                it.used = True
            elif actor is None and c.startswith("state:") and c != "state:present" \
                    and self.shape.opener in QUESTION_OPENERS and it.prev not in ("with", "has", "have") \
                    and not self._said_with(it) \
                    and not self._describes_card(it) and not self._asks_a_property():
                # "what doors are open?", "is it still transformed?": the state asked about, not set up
                self.asked_verbs[id(it)] = ("state", c[6:])
                it.used = True
                if subject is not None and subject.card.is_room and c in ("state:unlocked", "state:locked",
                                                                          "state:both_doors", "state:one_door"):
                    # "is Locker Room unlocked?", "which door is open?": read off the permanent's designations
                    doors = {x.match.face_idx for x in asked_items if x.kind == "card" and x.match is not None
                             and x.card.name == subject.card.name and x.match.face_idx is not None}
                    door = subject.card.faces[doors.pop()].name if len(doors) == 1 else ""
                    self.consequence = ("doors", f"{c[6:]}|{door}")
            elif actor is None and (not self.shape.modal or c == "act:enter_transformed" and self._moved_before(it, subject)
                                    or c == "ask:trigger" and self._done_then_trigger_asked(it)):
                # ("I flicker it with Cloudshift. can it come back transformed?": how it comes back is asked, not done)
                if c == "act:transform":
                    self.asked_verbs[id(it)] = ("face", "back")
                elif c == "act:enter_transformed":
                    self.asked_verbs[id(it)] = ("face", "back")
                    if subject is not None and subject.card.layout == "transform" and len(subject.card.faces) > 1 \
                            and not self._or_asked_after(it):
                        # "does it come back transformed?": Yes or No by the face up at the end, named
                        self.asked_verbs[id(it)] = ("face_named", subject.card.faces[1].name)
                elif c == "ask:trigger" and subject is not None and (self.shape.opener in _YES_NO_OPENERS or (
                        self.language == "ja" and self._ja_yes_no()) or self._done_then_trigger_asked(it)):
                    self.asked_verbs[id(it)] = ("trigger", getattr(self, "_trigger_face", "")
                                                or self._door_owning_the_trigger(it))
                    # "does it trigger?": its own abilities, read off the step ("do I get the Glimmer token?": the one
                    # door's that makes it)
                elif c.startswith("move:") and subject is not None:
                    self.asked_verbs[id(it)] = ("zone", c[5:])
                elif c == "ask:zone" and subject is not None:
                    self.asked_verbs[id(it)] = ("zone", "")  # "where does it go?": read off the end state
                elif c == "ask:keeps_counters" and subject is not None:
                    self.asked_verbs[id(it)] = ("keeps", "counters")
                elif c.startswith("zone:") and subject is not None and self.shape.opener in _YES_NO_OPENERS \
                        and self._gone_to(it):
                    self.asked_verbs[id(it)] = ("zone", c[5:])  # "does it go back to my graveyard?"
                else:
                    continue
                self.consequence = self.asked_verbs[id(it)]
                it.used = True

    def _door_owning_the_trigger(self, trigger: Item) -> str:
        """"does Underwater Tunnel's unlock trigger happen again?": the door whose trigger is asked, named with its
        "'s" right before it — the answer is whether that door's ability triggers, not any door's (709.5h)."""
        k = self.items.index(trigger)
        j = k - 1
        while j >= 0 and self.items[j].kind == "concept" and self.items[j].value == "act:unlock":
            j -= 1
        door = self.items[j] if j >= 0 else None
        if door is None or door.kind != "card" or door.card is None or not door.card.is_room \
                or door.match is None or door.match.face_idx is None \
                or not re.search(r"['’]s$", door.text):
            return ""
        return door.card.faces[door.match.face_idx].name

    def _a_flicker_before(self, k: int) -> bool:
        """'i flickerwisped it. it came back …': a card said before whose effect exiles a permanent and returns it."""
        return any(it.kind == "card" and it.card is not None and not (it.card.is_room or it.card.is_double_faced)
                   and any(e.template == "flicker" for e in read_effects(it.card).effects) for it in self.items[:k])

    def _name_chosen_item(self, c: Item) -> bool:
        """Is this mention the name a card chose ("Pithing Needle names X", "needled X", 「《X》を指定」)?"""
        k = self.items.index(c)
        for j in range(max(0, k - 3), k):
            x = self.items[j]
            if x.kind == "card" and x.card is not None and x.card.name != c.card.name \
                    and chooses_a_name(x.card) \
                    and all(y.kind != "card" for y in self.items[j + 1:k]):
                return True
        if self.language == "ja" and k + 2 < len(self.items) and self.items[k + 1].text in ("を", "") \
                and re.match(r"(を)?指定", self.items[k + 2].text):
            return True
        return False

    def _cast_under_the_subjects_static(self, k: int, subject: Item, before: list[Item]) -> bool:
        """'Brisela is on the battlefield, can my opponent cast Lightning Bolt?': the card asked to be cast is no card
        the story follows, and the followed card's own static decides whether it can be cast (Brisela: "Your
        opponents can't cast spells with mana value 3 or less") — the engine doesn't cast other spells, so the cast
        stays unplaced and no verdict is given (its effect had been run on Brisela: a wrong "Yes — Lightning Bolt
        deals 3 damage"; "can I Fatal Push it?" answered from its mana value, a false reason)."""
        it = self.items[k]
        cast = next((b for b in before[-1:] if b.value == "act:cast"), None)
        if self.language == "ja":  # 「《Lightning Bolt》を唱えられる？」: the verb after the card
            cast = next((b for b in self.items[k + 1:k + 3] if b.kind == "concept" and b.value == "act:cast"), cast)
        spell = any(t in f.types for f in it.card.faces for t in ("Instant", "Sorcery"))
        if cast is None and not (spell and self._used_as_verb(k)) or not self.shape.asks(it) or it.card.is_room \
                or it.card.is_double_faced:
            return False  # ("can i fatal push brisela?": a spell used as a verb is cast too)
        # the face the story has up says it: Brisela named (the melded permanent), or the followed card's own face —
        # never the melded face's text carried by one half ("can I Counterspell opp's Bruna?" is of Bruna)
        named = {x.match.matched if x.match else x.card.name for x in self.items if x.kind == "card" and x.card is not None
                 and x.card.name != it.card.name} | {subject.card.faces[subject.match.face_idx or 0].name
                                                    if subject.match is not None else subject.card.faces[0].name}
        if subject.card.meld_result and self.has("act:meld"):
            named.add(subject.card.meld_result)  # ("my bruna and gisela are melded": the melded permanent is up)
        cards = [subject.card] + [x.card for x in self.items if x.kind == "card" and x.card is not None
                                  and x.card.name not in (it.card.name, subject.card.name)]
        if not any(e.template == "cant_cast" and e.card in named for c in cards for e in read_effects(c).effects):
            return False
        if cast is not None:
            cast.used = False
            self._keep_unused.add(id(cast))
        it.used = False  # (stays unplaced: no verdict; a spell aimed at it "on it" is cast all the same)
        self._keep_unused.add(id(it))
        return True

    def _card_on_card_asked(self, k: int) -> bool:
        """'abrupt decay on opp's Bottomless Pool // Locker Room with both doors unlocked?': a question that is one
        card "on" another, with no verb, asks whether it works on it."""
        w = self.items[k].where
        return w is not None and w.asks and k == min(i for i, x in enumerate(self.items) if x.where is not None
                                                     and x.where.sentence == w.sentence) and not any(
            x.kind == "concept" and str(x.value).startswith(("act:", "move:", "hit:", "q:")) for x in self.items
            if x.where is not None and x.where.sentence == w.sentence)

    def _legal_asked(self) -> bool:
        """'Spell Pierce on Tibalt, Cosmic Impostor, legal?': the question is one word of whether it may be done — what
        it is said of is asked, not told as done (it had been applied, and refused as a story that can't happen)."""
        return self.language == "en" and re.search(r"\b(?:legal|possible|allowed|valid|ok|okay)\W*$",
                                                   self.question, re.IGNORECASE) is not None

    def _naming_told_and_other_asked(self, naming: Item) -> bool:
        """A card name chosen, told ("Pithing Needle named Westvale Abbey"), while the question clause asks whether
        the permanent can attack or block: the naming is in force, not what is asked."""
        if self.shape.asks(naming):
            return False
        return any(self.shape.asks(x) and x.text.casefold() in ("attack", "attacks", "block", "blocks", "攻撃", "ブロック")
                   for x in self.items)

    def _said_with(self, it: Item) -> bool:
        """'is X with only Steaming Sauna unlocked red?': a state said with "with" before its door is the situation the
        question is asked in, not what it asks (the Room had been put in the library with its colour combined)."""
        k = self.items.index(it)
        before = [x for x in self.items[max(0, k - 4):k] if x.where == it.where]
        return any(x.kind == "word" and x.text.casefold() in ("with", "has", "having") for x in before) and any(
            x.kind == "card" for x in before)

    def _or_asked_after(self, it: Item) -> bool:
        """'does it come back transformed or as Delver of Secrets?': an alternative follows in the same sentence —
        which one is asked, not Yes or No."""
        return it.where is not None and any(
            x.kind == "word" and x.text.casefold() == "or" and x.where is not None and x.where.sentence == it.where.sentence
            for x in self.items[self.items.index(it) + 1:])

    def _moved_before(self, asked: Item, subject: Item | None) -> bool:
        """Is the card told as blinked or moved by another card before the sentence that asks ("I flicker it with
        Cloudshift. can it come back transformed?", "I Zombify Delver. can it enter transformed?")?"""
        if asked.where is None or subject is None:
            return False
        told = [x for x in self.items if x.where is not None and x.where.sentence < asked.where.sentence]
        return any(x.kind == "concept" and x.value in ("act:blink", "act:came_back") for x in told) or any(
            x.kind == "card" and x.card is not None and x.card.name != subject.card.name for x in told)

    def _the_copy_named_again(self, subject: Item) -> None:
        """'I Clone my Delver. can the Clone transform?': a card that copies, named again with "the", is the
        copy — the story's object — not the card acting a second time."""
        seen: set[str] = set()
        for k, it in enumerate(self.items):
            if it.kind != "card" or it.card is None or it.card.name == subject.card.name:
                continue
            if it.card.name in seen and k and self.items[k - 1].kind == "word" \
                    and self.items[k - 1].text.casefold() in ("the", "that", "this") \
                    and any(e.template in ("becomes_copy", "token_copy") for e in read_effects(it.card).effects):
                it.kind, it.value, it.card, it.match, it.used = "concept", "ref:object", None, None, True
            else:
                seen.add(it.card.name)

    def _own_ability_said(self, card: Card) -> None:
        """'I activate Startled Awake from my graveyard to put it back transformed': the activation is the
        means of the act said after "to", when the card's own activated ability does that act."""
        text = " ".join(f.text or "" for f in card.faces).casefold()
        for k, it in enumerate(self.items):
            if not (it.kind == "word" and it.text.casefold() in ("activate", "activates", "activated", "activating")):
                continue
            after = self.items[k + 1:k + 9]
            to = next((j for j, a in enumerate(after) if a.kind == "word" and a.text.casefold() == "to"), None)
            act = next((a for a in after[to + 1:to + 4] if a.kind == "concept" and a.used), None) if to is not None else None
            if act is None:
                continue
            does = {"act:enter_transformed": "battlefield transformed", "act:transform": "transform"}.get(act.value)
            if does and re.search(r":[^\n]*" + does, text):
                it.used = True

    def _own_dies_return(self, card: Card, zone: str, steps: list[str], locations: list[str]) -> list[str]:
        """'my Ojer Axonil died, what's its MV?', 'Ojer Taq dies, does it return as Temple of Civilization?': the card's
        own dies trigger ("When this creature dies, return it to the battlefield tapped and transformed") brings it
        back, so after the death told, with nothing told after it, it enters transformed (712.14a) — the story had
        stopped in the graveyard, where the card is only until the trigger resolves (603.6c, 603.10a). Said as an
        assumption; a question about it in the graveyard ("its MV in my graveyard") stays there."""
        if zone != "battlefield" or not steps or steps[-1] != "move graveyard" or not card.is_double_faced:
            return steps
        if "graveyard" in locations:
            return steps  # "what's its mana value in the graveyard?": asked of it there, before the trigger resolves
        for step, it in getattr(self, "_second_items", []):
            if step in steps and it.card is not None and any(
                    e.template in ("becomes_copy", "token_copy") for e in read_effects(it.card).effects):
                return steps  # "Clone copying Edgar dies": the copy, not the card, dies — it can't return transformed
        if any(x.startswith("copy") for x in steps):
            return steps
        if any("transform" in x for x in steps[:-1]):
            return steps  # "my Scrounged Scythe gets destroyed": it left back face up, which has no such ability (603.10a)
        front = card.faces[0]
        text = strip_reminders(front.text or "").casefold()
        names = {front.name.casefold(), front.name.split(",")[0].casefold()}  # "When Aclazotz dies"
        own = "(?:" + "|".join(re.escape(n) for n in names) + "|this creature)"
        if not re.search(rf"\bwhen {own} dies, return it to the battlefield (?:tapped and )?transformed\b", text):
            return steps
        for it in self.items:
            if it.kind == "concept" and not it.used and self.shape.asks(it) and (
                    it.value == "ask:back" or it.value == "hit:check" and it.text.casefold() in (
                        "return", "returns", "bring back")):
                it.used = True  # "does it come back?", "does it return as …?": the trigger's return is asked
        self.assumed.append(("dies_return", self._japanese_name(card.faces[1].name) if self.language == "ja"
                             else card.faces[1].name))
        return steps + ["enter transformed"]

    def _resolve_to_meet_entering(self, steps: list[str]) -> list[str]:
        """'opp has Containment Priest … cast Belligerent Regisaur off it. does it get exiled?': a static that acts as a
        permanent enters (Containment Priest, 614.1c) is met when the spell resolves — the story stopped with it on the
        stack ("No — it is on the stack", which never reached what decides it)."""
        if not steps or not (steps[-1] == "defeat" or steps[-1].startswith("cast")) \
                or self.consequence is None or self.consequence[0] != "zone":
            return steps  # (only where it ends up is asked: "can I cast it?" is answered by the cast)
        names = [re.sub(r" \w+=.*$", "", s[6:]) for s in self._statics]  # ("apply Sanctum Prelate number=2")
        for name in names:
            try:
                card = self.library.find_now(name)
            except QueryError:
                continue
            if card is not None and any(e.template in ("enter_exile", "cant_enter") for e in read_effects(card).effects):
                return steps + ["resolve"]
        return steps

    def _asked_return_not_told(self, card, steps: list[str]) -> None:
        """'… it dies, can it come back transformed?', 'can I Reanimate my Kessig Prowler as Sinuous Predator?': a return
        with a face, asked, that nothing told makes happen — the story had performed it ("enter transformed": "Yes")
        or checked only the card acting ("Yes: Reanimate"), while a card returned to the battlefield comes back front
        face up unless an effect says otherwise (712.14). No card of the story returns it transformed, so the words
        asked stay unplaced: no verdict."""
        returning = [it.card for step, it in getattr(self, "_second_items", []) if it.card is not None
                     and re.search(r"\btransformed\b", " ".join(f.text or "" for f in it.card.faces), re.I)]
        own = any(re.search(r"return (?:it|~|this \w+) to the battlefield (?:tapped and )?transformed",
                            strip_reminders(f.text or "").casefold()) for f in card.faces)
        told = any(step.startswith("apply ") and step in steps and it.card is not None and {
            e.template for e in read_effects(it.card).effects} & {"flicker", "reanimate", "put_onto", "put_from_hand"}
            for step, it in getattr(self, "_second_items", []))  # ("I blink it with Cloudshift. can it come back …?")
        if returning or own or told:
            return
        for it in self.items:
            if not self.shape.asks(it) or self.shape.opener not in ("can", "could"):
                continue
            if it.kind == "concept" and it.value == "act:enter_transformed":
                self._leave_unplaced([it])
            elif it.kind == "concept" and it.value == "state:transformed" and any(
                    x.kind == "concept" and x.value == "hit:check" and x.text.casefold() in (
                        "return", "returns", "bring", "bring back") and x.where == it.where for x in self.items):
                self._leave_unplaced([it])  # "can I return Kessig Prowler transformed with Reanimate?": asked
            elif it.kind == "card" and it.card is not None and it.card.name == card.name and it.match is not None \
                    and it.match.face_idx == 1 and card.layout == "transform" and it is not self._subject \
                    and not any(s.startswith(("apply ", "enter", "blink", "move battlefield")) for s in steps) \
                    and not (self.consequence is not None and self.consequence[0] == "face_named") \
                    and any(step.startswith("check ") and x.card is not None and {e.template for e in read_effects(
                        x.card).effects} & {"reanimate", "put_onto"} for step, x in getattr(self, "_second_items", [])):
                # (a return told — "I Zombify it. can it come back as …?" — is answered by the face up)
                k = self.items.index(it)
                if k and self.items[k - 1].text.casefold() == "as":
                    self._leave_unplaced([it])  # "… as Sinuous Predator": the face it would come back with

    def _exiles_itself(self, subject: Item) -> None:
        """'my Nissa, Vastwood Seer exiles and returns transformed': the card said to exile, with nothing it exiles,
        and then to return, is exiled itself (its own "exile ~, then return it to the battlefield transformed"), not a
        card acting on another."""
        items = self.items
        k = next((j for j, it in enumerate(items) if it is subject), None)
        if k is None or k + 2 >= len(items):
            return
        verb, nxt = items[k + 1], items[k + 2]
        if nxt.kind == "word" and nxt.text.casefold() == "and" and k + 3 < len(items):
            nxt = items[k + 3]
        if verb.kind == "concept" and verb.value == "hit:check" and verb.text.casefold() in ("exiles", "exile") \
                and nxt.kind == "concept" and (nxt.value in ("act:enter_transformed", "act:came_back")
                                               or nxt.value == "hit:check" and nxt.text.casefold() in ("returns",
                                                                                                    "return")):
            verb.value = "move:exile"

    def _second_question_in_the_sentence(self) -> None:
        """"what comes back, and if it dies later does it still get exiled?": a clause after the one asked, in the
        same sentence, that asks again ("does it …") is a second question — its verb had been told as done ("In
        exile"). Its words stay unplaced: no verdict."""
        if self.shape is None or self.shape.asked is None or self.shape.opener not in ("what", "whats", "how"):
            return  # ("which is even — can i still cast it?": a "which" clause may be the asker's relative clause)
        sentence, asked = self.shape.asked
        said = [it for it in self.items if it.where is not None and it.where.sentence == sentence]
        for clause in sorted({it.where.clause for it in said if it.where.clause > asked}):
            if not any(w in QUESTION_OPENERS for w in clause_words(said, clause)[:2]):
                continue
            for it in said:
                if it.where.clause == clause and it.kind == "concept" and it.value.startswith(("move:", "act:")):
                    it.used = False
                    self._keep_unused.add(id(it))

    def _turning_over_after_a_check(self, steps: list[str]) -> None:
        """"does containment priest stop the fable flip?", "does my ephemerate bring insectile aberration back
        flipped?": a transform said after the card, in the clause whose verb is the check, is what the question asks
        of the other card's effect — the check answers only whether it can act on the card ("No: it is a Saga, not
        a creature"; "Yes: it is a creature"), so the words stay unplaced and no verdict is given."""
        if not steps or not steps[-1].startswith("check "):
            return
        for k, verb in enumerate(self.items):
            if not (verb.kind == "concept" and verb.value == "hit:check" and self.shape.asks(verb)):
                continue
            after = [x for x in self.items[k + 1:] if x.where is not None and verb.where is not None
                     and (x.where.sentence, x.where.clause) == (verb.where.sentence, verb.where.clause)]
            card = next((j for j, x in enumerate(after) if x.kind == "card"), None)
            if card is None:
                continue
            for j, x in enumerate(after[card + 1:], card + 1):
                if j + 1 < len(after) and after[j + 1].kind == "card":
                    continue  # ("can I hit opp's Riphook Raider (flipped Hookhand Mariner)?": said of the card after)
                if x.kind == "concept" and x.value in ("act:transform", "state:transformed"):
                    x.used = False
                    self._keep_unused.add(id(x))

    def _back_without_return(self, steps: list[str]) -> None:
        """'does it still come back as Temple of Power?' asks of a return: with no step that returns it
        (its own dies trigger is not followed), the words stay unplaced and no state is offered as the answer."""
        returning = [it.card for step, it in getattr(self, "_second_items", []) if step.startswith("apply ")
                     and it.card is not None
                     and any("return" in (f.text or "").casefold() for f in it.card.faces)]
        if returning or any(s.startswith(("blink", "enter", "cast", "play")) or s in ("move hand", "move battlefield", "move library")
                            for s in steps):
            return
        for it in self.items:
            if it.kind == "concept" and it.value == "ask:back" and self.shape.asks(it):
                self._keep_unused.add(id(it))

    def _cast_to_be_countered(self, subject: Item) -> str | None:
        """A spell said to be countered was cast: the face named (a disturb card's back face is cast
        transformed), or the front face; a Room's door must be named."""
        card = subject.card
        face = subject.match.face_idx if subject.match else None
        if card.is_room:
            return f"cast {card.faces[face].name}" if face is not None else None
        if face == 1 and card.layout == "transform":
            return "cast transformed" if _has_disturb(card) else None
        return f"cast {card.faces[face or 0].name}"

    def _gone_to(self, zone: Item) -> bool:
        """'go back to my graveyard', 'end up in exile': a zone said as where something goes."""
        k = self.items.index(zone)
        words = [it.text.casefold() for it in self.items[max(0, k - 4):k] if it.kind == "word"]
        return bool(_TO_WORDS & set(words) or "up" in words) and bool(
            {"go", "goes", "going", "went", "end", "ends", "put", "come", "comes", "return", "returns"} & set(words))

    # -- which card the question is about ----------------------------------------------------

    def _inflected_card_verbs(self) -> None:
        """'opp duressed me', 'i thoughtseized them', 'he abraded it': a one-word card's name said as a verb in the
        past (or with -ing) is that card acting, as "I Duress them" is. Only a whole one-word name that few cards'
        text uses, after the player who did it."""
        if self.language != "en":
            return
        common = catalog_words(self.library).common
        index = self.library.index
        for k, it in enumerate(self.items):
            if it.kind != "word" or it.used or not k or not it.text.isalpha():
                continue
            said = it.text.casefold()
            stems = [said[:-len(end)] for end in ("ed", "d", "ing") if said.endswith(end) and len(said) - len(end) >= 5]
            stems += [s[:-1] for s in stems if len(s) > 5 and s[-1] == s[-2]]  # ("bolted": doubled consonants)
            before = self.items[k - 1]
            if not (before.kind == "concept" and before.value == "dn:opponent" or before.kind == "word"
                    and before.text.casefold() in ("i", "we", "you", "they", "he", "she")):
                continue
            for stem in stems:
                norm = normalize_name(stem)
                ids = [i for i in index.exact.get(norm, []) if index.entries[i].is_game]
                if not ids or norm in common or " " in norm:
                    continue
                card = self.library.find_now(index.entries[ids[0]].name)
                if card is not None and normalize_name(card.name) == norm:
                    it.kind, it.value, it.card, it.used = "card", None, card, False
                    it.match = Match(0, card.name, None, card.name, "nickname")
                    break

    def _whole_one_word_names(self) -> None:
        """'can thoughtseize take akoum warrior?', 'can duress take it?': a card's whole one-word name typed in lower
        case, a word no more than a few cards' text uses, is that card, Room or not (it had been an unplaced word)."""
        common = catalog_words(self.library).common
        for it in self.items:
            if it.kind != "ambiguous" or len(it.text) < 5 or " " in it.text.strip():
                continue
            norm = normalize_name(it.text)
            exact = [c for c in it.candidates if normalize_name(c) == norm]  # (not "Hag of Dark Duress")
            if norm in common or len(exact) != 1 or norm in _GAME_VERBS:
                continue  # ("i defeat invasion of tarkir": the game's own verb, not the card Defeat)
            card = self.library.find_now(exact[0])
            if card is not None:
                it.kind, it.card, it.used = "card", card, it.used and self.language != "en"
                it.match = _nickname(card, it.text)

    def subject(self, cards: list[Item]) -> Item | None:
        self._whole_one_word_names()
        self._inflected_card_verbs()
        cards = self.cards()
        if not any((c.card.is_room or c.card.is_double_faced) and not self._acts(c) for c in cards) \
                and self.narrow_ambiguous():
            cards = self.cards()  # "my flipped delver": the nickname is the card simulated
        simulated = [c for c in cards if c.card.is_room or c.card.is_double_faced or c.card.layout == "meld"]
        if not simulated:
            return None
        melded = [c for c in simulated if c.card.layout == "meld" and " + " in (c.card.meld_partner or "")]
        if melded and not self.has("act:meld"):
            # "I Cloudshift my Brisela: Brisela, or Bruna and Gisela?": the melded permanent is followed,
            # its two halves named beside it are what it is made of
            parts = {p.strip() for p in melded[0].card.meld_partner.split("+")}
            for c in simulated:
                if c.card.name in parts:
                    c.used = True
            simulated = [c for c in simulated if c.card.name not in parts]
        if len(simulated) == 1:
            return simulated[0]
        if len({c.card.name for c in simulated}) == 1 and len(simulated) > 1:
            named = [c for c in simulated if self._name_chosen_item(c)]
            if named and len(named) < len(simulated):
                # "Pithing Needle names Thing in the Ice. can my Awoken Horror attack?": the name a card chose is a
                # name, not the face up — the card is followed by its other mention (it had been front face up)
                for c in named:
                    c.used = True
                simulated = [c for c in simulated if c not in named]
                if len(simulated) == 1:
                    return simulated[0]
        if len({c.card.name for c in simulated}) == 1 and not self.has("act:meld"):
            # "can my Ormendahl, Profane Prince block? Westvale Abbey has no mana cost": one card named twice, the
            # question's "can …" right before one mention; that mention is the card asked about, not another acting
            def asked_of(c: Item) -> bool:
                k = self.items.index(c)
                j = k - 1
                while j >= 0 and self.items[j].kind == "word" and self.items[j].text.casefold() in (
                        "my", "your", "their", "the", "his", "her", "our", "opp's", "opp’s"):
                    j -= 1
                before = self.items[j] if j >= 0 else None
                return self.shape.asks(c) and before is not None and before.kind == "concept" \
                    and before.value == "q:does" and self.shape.asks(before)
            asked = [c for c in simulated if asked_of(c)]
            if len(asked) == 1 and asked[0] is simulated[0]:  # (named first: "my Accursed Witch dies. does
                return asked[0]  # Infectious Curse come back?" follows the card told, the face asked is its end)
        # Several Rooms or double-faced cards: the one acted on, not the one acting ("Mirror Room copies my Delver").
        # a Room or double-faced card being cast is that card's own story ("Can I cast Bottomless Pool?"),
        # not it acting on another (its door's ability acts only once it resolves and is unlocked)
        passive = [c for c in simulated if not self._acts(c, cast=False)
                   and c.card.name not in getattr(self, "_chapter_actors", ())]  # its chapter acts
        if self.has("act:meld"):
            return simulated[0]  # "Bruna melds with Gisela": the first is followed, the second melds with it
        twice = self._same_card_twice(passive, cards)
        if len({c.card.name for c in passive}) > 1 or twice:
            # "My opponent has Brisela out. I'm holding Bottomless Pool": a permanent someone has from the start
            # is there for its static abilities; the other card is the story
            told = [c for c in passive if not self._from_start_listed(self.items.index(c))]
            if told and len({c.card.name for c in told}) == 1 and len(told) < len(passive) and not twice:
                return told[0]
            names = list(dict.fromkeys(c.card.name for c in passive)) if not twice else [c.card.name for c in twice]
            others = [c for c in passive if not day_or_nightbound(c.card)]
            if self.has("dn:day", "dn:night") and others and len(others) < len(passive) and all(
                    c.card.is_room and any(b.kind == "concept" and b.value in ("act:unlock", "state:unlocked")
                                           for b in self.items[max(0, self.items.index(c) - 2):self.items.index(c)])
                    and not any(b.text.casefold() in ("targeting", "target", "on", "copying")
                                for b in self.items[self.items.index(c) + 1:self.items.index(c) + 3])
                    for c in others):
                # "it's day, tavern ruffian out. i unlocked locker room and cast no spells. does ruffian flip?": a door
                # unlocked is a special action of the turn (116.2m); the day/night story counts it
                return None
            if self.has("ask:day", "ask:night", "ask:daynight", "dn:becomes_") and not any(
                    day_or_nightbound(c.card) for c in passive):
                # "I played Needleverge Pathway as a land and unlocked Locker Room, no spells. night next turn?": what
                # was done on the turn, each a card's own act; the day/night story counts them (none is followed)
                return None
            acting = list(getattr(self, "_chapter_actors", ()))
            if acting:
                # "Hidetsugu Consumes All chapter I … opp has Awoken Demon and Revealing Eye. what dies?": the
                # engine follows one card at a time; half an answer would be no answer
                actor = acting[0].split(" // ")[0]
                self.several = QueryError(
                    "ambiguous", f"{actor}'s chapter acts on several Rooms or double-faced cards here ("
                    + ", ".join(names) + "); the engine follows one card at a time, so ask about each, e.g. \""
                    + f"{actor} chapter I. can I hit {names[0].split(' // ')[-1]}?\"", names, key="ask_each_card",
                    values={"card": acting[0], "cards": names})
                return None
            self.several = QueryError("ambiguous", "The question names several Rooms or double-faced cards ("
                                      + ", ".join(names) + ") and none acts on the other; ask about one.", names,
                                      key="ask_several_cards", values={"cards": names})
            return None
        pool = passive or simulated
        chosen = [c for c in pool if self.items.index(c) and self.items[self.items.index(c) - 1].kind == "concept"
                  and self.items[self.items.index(c) - 1].value == "check:name"]
        told = [c for c in pool if c not in chosen and any(c.card.name == x.card.name for x in chosen)]
        if chosen and told:
            return told[0]  # "opp's Meddling Mage named Defiant Thundermaw. if my Invasion of Tarkir gets defeated …":
            # the name chosen is a name, not the face the card is followed with
        return pool[0]

    def _named(self, it: Item) -> bool:
        """Is an ambiguous word meant as a name: "Avacyn", "Kiki-Jiki copies", or "ormendahl", a word
        no more than a few cards' text uses?"""
        bare = it.text.replace(" ", "").upper()
        if bare and set(bare) <= set("WUBRGCXSTQP0123456789") and re.search(
                r"\{" + r"\}\s*\{".join(map(re.escape, bare)) + r"\}", self.question, re.IGNORECASE):
            return False  # "pay {2}{R}{G}": mana symbols, not a name
        if it.text[:1].isupper() or " " in it.text:
            return True
        common = catalog_words(self.library).common
        if not (1 < len(it.candidates) <= 8 and all(w not in common for w in normalize_name(it.text).split())):
            return False
        index = self.library.index  # and fits several Rooms or double-faced cards, not "wipe" of a board wipe
        return sum(1 for name in it.candidates if any(
            index.entries[i].is_room or index.entries[i].is_double_faced
            for i in index.exact.get(normalize_name(name), []))) > 1

    def narrow_ambiguous(self) -> bool:
        """A nickname that fits several cards but only one Room or double-faced card, when the question
        is about doors or faces ("my flipped delver"), names that card. True when one was narrowed."""
        wants_room = self.has("state:one_door", "state:both_doors", "act:unlock", "act:lock")
        wants_dfc = self.has("act:transform", "state:transformed", "act:enter_transformed", "act:meld")
        common = catalog_words(self.library).common
        narrowed = False
        for it in self.items:
            if it.kind != "ambiguous":
                continue
            # "brisela", "valki": a word few cards' text uses, that fits one card only, is that card whatever
            # is asked; "thing", "search", "avacyn" (several cards) only when doors or faces are asked
            name_only = len(it.candidates) == 1 and all(w not in common for w in normalize_name(it.text).split())
            # "can i abrupt decay my delver?", "can fatal push hit my fable?": another card acting on what the nickname
            # names — the one Room or double-faced card it fits is the card the bot can follow (the answer's title
            # names it)
            acted_on = self._acted_on_by_another(it)
            if not (wants_room or wants_dfc or name_only or acted_on):
                continue
            fit = []
            for name in it.candidates:  # the name index knows each card's kind: no card is read to narrow
                entry = next((self.library.index.entries[i] for i in self.library.index.exact.get(normalize_name(name), [])
                              if self.library.index.entries[i].face_idx is None), None)
                if entry is not None and ((wants_room or name_only or acted_on) and entry.is_room
                                          or (wants_dfc or name_only or acted_on) and entry.is_double_faced):
                    fit.append(name)
            if len(fit) == 1:
                card = self.library.find_now(fit[0])
                # (a nickname is cut as placed until it names a card; named, it is to be placed like any card —
                # "opp has brisela out. can i cast valki?" dropped Brisela and answered Yes)
                it.kind, it.card = "card", card
                it.used = it.used and self.language != "en"  # (a Japanese name said without 《》 stays as it was cut)
                it.match = _nickname(card, it.text)
                narrowed = True
                self._rest_of_its_name(it)
        return narrowed

    def _rest_of_its_name(self, it: Item) -> None:
        """'the kiki reflection': a word after a nickname that is a word of one of the card's face names (read as the
        creature type Reflection) is the rest of that name."""
        k = self.items.index(it)
        nxt = self.items[k + 1] if k + 1 < len(self.items) else None
        if nxt is None or nxt.kind != "concept" or not str(nxt.value).startswith("type:") or nxt.where != it.where:
            return
        word = normalize_name(nxt.text)
        if any(word in normalize_name(f.name).split() for f in it.card.faces) \
                and not any(word in (s.casefold() for s in (f.subtypes or ())) for f in it.card.faces):
            nxt.kind, nxt.value, nxt.used = "word", None, True

    def _acted_on_by_another(self, it: Item) -> bool:
        """A nickname said as what another card named in the same clause acts on: "can i <card> my delver", "does
        <card> hit their fable" — a card said just before it (with only "my", "their", "the", "hit", … between)."""
        k = self.items.index(it)
        j = k - 1
        while j >= 0 and (self.items[j].kind == "word" and self.items[j].text.casefold() in _POSSESSIVES
                          or self.items[j].kind == "concept" and self.items[j].value in ("hit:check", "dn:opponent")):
            j -= 1
        before = self.items[j] if j >= 0 else None
        if before is not None and before.kind == "card" and before.card is not None and before.where == it.where \
                and not (before.card.is_room or before.card.is_double_faced):
            return True
        # "if i blink my delver with cloudshift": the act said before it, the card doing it after "with"
        after = self.items[k + 1:k + 3]
        return before is not None and before.kind == "concept" and str(before.value).startswith(("act:blink", "move:")) \
            and len(after) == 2 and after[0].kind == "word" and after[0].text.casefold() in ("with", "using") \
            and after[1].kind == "card" and after[1].card is not None \
            and not (after[1].card.is_room or after[1].card.is_double_faced)

    def _meld_partner(self, subject: Item) -> None:
        """"Bruna melds with Gisela": of the cards a name fits, the one the subject melds with."""
        partner = (subject.card.meld_partner or "").casefold()
        if not (self.has("act:meld") and partner):
            return
        for it in self.items:
            if it.kind == "ambiguous":
                fit = [n for n in it.candidates if n.casefold() in partner]
                if len(fit) == 1:
                    card = self.library.find_now(fit[0])
                    it.kind, it.card = "card", card  # (the partner the meld step names: placed by it)
                    it.match = _nickname(card, it.text)

    def _acts(self, card: Item, *, cast: bool = True) -> bool:
        """Is this card the one doing something ("Mirror Room copies", "does Abrupt Decay hit", and with
        `cast`, "I cast Moonmist")?"""
        k = self.items.index(card)
        after = next((it for it in self.items[k + 1:] if not (it.kind == "word" and it.used)), None)
        before = next((it for it in reversed(self.items[:k]) if not (it.kind == "word" and it.used)), None)
        if after is not None and after.kind == "concept" and after.value in (
                "act:copy", "act:token_copy", "hit:check", "act:resolve", "move:exile", "act:blink"):
            return True
        if k and self.items[k - 1].kind == "word" and self.items[k - 1].text.casefold() in ("by", "from"):
            return True  # "bounced to my hand by Bottomless Pool" ("by" is a word read as placed)
        if card.card is not None and self.x_values and _uses_x(card.card) and not self.shape.asks(card) and re.search(
                rf"{re.escape(card.text.casefold())}》?\s*(?:(?:for|with)\s+|を\s*)?x\s*=\s*\d", self.question.casefold()):
            return True  # "invasion of ikoria for X=1, can i fetch delver?": a spell cast with its X, acting
        trigger = next((it for it in self.items[k + 1:k + 4] if it.kind == "concept" and it.value == "ask:trigger"), None)
        if card.card is not None and card.card.is_room and card.match is not None and card.match.face_idx is not None \
                and trigger is not None and all(it.kind == "concept" and it.value in ("act:unlock", "ask:trigger")
                                                or it.kind == "word" for it in self.items[k + 1:self.items.index(trigger)]) \
                and not self.shape.asks(card):
            for it in self.items[k + 1:self.items.index(trigger) + 1]:
                it.used = True  # (what the door's ability is called: its unlock trigger)
            return True  # "surgical suite unlock trigger: can I target thing in the ice …?": the door's trigger acts
        if before is not None and before.kind == "concept" and before.value == "q:does" and card.card is not None \
                and (card.card.is_room or card.card.is_double_faced) and after is not None and after.kind == "concept" \
                and str(after.value).startswith(("move:", "ask:back", "act:transform", "state:")):
            return False  # "does my thing in the ice die?": what happens to it is asked, it does nothing
        return before is not None and before.kind == "concept" and before.value in (
            ("q:does", "seq:then", "act:cast") if cast else ("q:does", "seq:then"))

    _DOOR_ACTS_ON = {"bounce": "move:hand", "to_hand": "move:hand", "destroy": "hit:check", "exile": "move:exile",
                     "reanimate": "move:battlefield"}

    _STOP_WORDS = {"stop", "stops", "prevent", "prevents"}
    _FLIP_WORDS = {"flipping", "flip", "transforming", "transform", "turning"}

    def _stop_from_transforming(self) -> None:
        """'does pithing needle naming delver of secrets stop it from flipping?': whether a card that stops activated
        abilities of what it names stops the card turning over — asked as "can it still transform?" with that card
        in force, and answered the other way round (Yes, it stops it / No, it still transforms). Only a card that
        stops activation (Pithing Needle, Phyrexian Revoker): what it does is a Yes or No of the transform step."""
        items = self.items
        if self.language == "ja":
            self._ja_stop_from_transforming()
            return
        for k, it in enumerate(items):
            if not (it.kind == "concept" and it.value == "hit:check" and it.text.casefold() in self._STOP_WORDS
                    and self.shape.asks(it)):
                continue
            pronoun = k > 0 and items[k - 1].kind == "word" and items[k - 1].text.casefold() in ("it", "that", "this")
            stopper = next((x for x in items[:k] if x.kind == "card" and x.card is not None
                            and (x.where == it.where or pronoun)  # ("… names ormendahl. does it stop my abbey …?")
                            and _stops_activation(x.card)), None)
            rest = [x for x in items[k + 1:k + 7] if x.where is not None and it.where is not None
                    and (x.where.sentence, x.where.clause) == (it.where.sentence, it.where.clause)]
            flip = next((x for x in rest if x.text.casefold() in self._FLIP_WORDS), None)
            if stopper is None or flip is None or not all(
                    x.kind == "word" and x.text.casefold() in ("it", "him", "her", "them", "from", "the", "my", "its",
                                                               "their", "your")
                    or x.kind == "concept" and x.value == "dn:opponent"
                    or x.kind == "card" and x.card is not None and x.card.is_double_faced
                    for x in rest[:rest.index(flip)]):
                continue
            if any(x.kind == "card" and x.card is not None and day_or_nightbound(x.card) for x in items):
                # (a daybound card turns over as day or night changes, no ability of its own: that story is the
                # day/night one, not a transform tried here)
                it.kind, it.value = "word", None
                self._leave_unplaced([it])
                return
            it.kind, it.value, it.used = "word", None, True
            flip.kind, flip.value, flip.used = "concept", "act:transform", False
            self._stops = stopper.card.name
            return

    _JA_STOP = ("止まる", "止まります", "止められる", "止められます", "止まりますか")

    def _ja_stop_from_transforming(self) -> None:
        """「《真髄の針》で《秘密を掘り下げる者》を指定したら変身は止まる？」: as in English — the transform asked with the naming
        card in force, answered the other way round. (A negated 「止まらない？」 is left to place.)"""
        items = self.items
        for k, it in enumerate(items):
            if not (it.kind == "word" and it.text in self._JA_STOP and self.shape.asks(it)):
                continue
            flip = next((x for x in items[max(0, k - 3):k] if x.kind == "concept" and x.value == "act:transform"
                         and self.shape.asks(x)), None)
            stopper = next((x for x in items[:k] if x.kind == "card" and x.card is not None
                            and x.where is not None and it.where is not None and x.where.sentence == it.where.sentence
                            and _stops_activation(x.card)), None)
            if flip is None or stopper is None:
                continue
            it.used = True
            flip.used = False
            self._stops = stopper.card.name
            return

    _JA_TOLD_AFTER = ("しても", "されても", "したら", "されたら", "してる", "している", "されてる", "されている", "した",
                      "された")

    def _naming_not_asked(self, it: Item) -> bool:
        """A naming ("naming", 「を指定」) said outside the question — or in Japanese, said with 「しても」「したら」「してる」
        before the question in the same clause (「《真髄の針》で《血統の守り手》を指定しても、変身できる？」): told, not asked."""
        if not self.shape.asks(it):
            return True
        k = next((j for j, x in enumerate(self.items) if x is it), None)
        nxt = self.items[k + 1] if k is not None and k + 1 < len(self.items) else None
        return self.language == "ja" and nxt is not None and nxt.kind == "word" and nxt.text in self._JA_TOLD_AFTER

    def _ja_named_then(self, k: int) -> bool:
        """「《真髄の針》で《X》を指定しても」: the naming card at k, its name said and told (see _naming_not_asked)."""
        run = self.items[k + 1:k + 4]
        return self.language == "ja" and len(run) == 3 and run[2].kind == "concept" and run[2].value == "check:name" \
            and self._naming_not_asked(run[2]) and self.shape.asks(run[2])

    def _turns_back_to_front(self, subject: Item, card) -> bool:
        """'when my ravager of the fells flips back to huntmaster …': the back face named, then turned over into the
        front face (named after the transform, or "back") — it was back face up before that transform (it had been
        started front face up and turned the wrong way)."""
        k = next((j for j, x in enumerate(self.items) if x is subject), None)
        if k is None:
            return False
        turn = next((j for j in range(k + 1, min(len(self.items), k + 4)) if self.items[j].kind == "concept"
                     and self.items[j].value == "act:transform"), None)
        if turn is None:
            return False
        after = self.items[turn + 1:turn + 4]
        return any(x.kind in ("card", "ambiguous") and (x.card is None or x.card.name == card.name)
                   and (x.match is None or x.match.face_idx in (0, None))
                   and normalize_name(x.text) in normalize_name(card.faces[0].name) for x in after) \
            or any(x.text.casefold() == "back" for x in self.items[turn:turn + 2])

    def _x_of_the_cast(self, argv: list[str], steps: list[str]) -> tuple[list[str], list[str]]:
        """'if i cast agadeem's awakening with x=2 …', 「X=2で唱えたら」: the X told is chosen as the card is cast, when
        the face cast has {X} in its cost (its mana value on the stack counts it, 202.3e)."""
        card = self._card_named(argv[0]) if argv else None
        zone = argv[argv.index("--zone") + 1] if "--zone" in argv[:-1] else None
        if not steps and zone == "stack" and card is not None and len(self.x_values) == 1:
            # "whats the mv of agadeem's awakening on the stack with x=3": the spell on the stack is cast with that X
            named = [it.match.face_idx for it in self.items if it.kind == "card" and it.card is not None
                     and it.card.name == card.name and it.match is not None and it.match.face_idx is not None]
            face = card.faces[named[0] if len(set(named)) == 1 else 0]
            if "{X}" in (face.mana_cost or ""):
                argv = list(argv)
                argv[argv.index("--zone") + 1] = "hand"
                steps = [f"cast {face.name} x={self.x_values.pop(0)}"]
                return argv_with_steps(argv, steps), steps
        for i, step in enumerate(steps):
            if not step.startswith("cast") or step.startswith("cast transformed"):
                continue
            face = step[5:].strip()
            faces = [f for f in card.faces if f.name == face] if card is not None and face else \
                (card.faces[:1] if card is not None else [])
            if len(faces) == 1 and "{X}" in (faces[0].mana_cost or "") and len(self.x_values) == 1:
                steps = steps[:i] + [f"{step} x={self.x_values.pop(0)}"] + steps[i + 1:]
                return argv_with_steps(argv, steps), steps
            break
        return argv, steps

    _ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}
    _REACHES = {"hits", "hit", "reaches", "reached", "gets", "got", "goes", "went", "to"}
    _REACHED = {"hits", "hit", "reaches", "reached", "got", "went"}
    _SAGA_RETURN = re.compile(r"^(?P<ch>[IVX]+(?:, [IVX]+)*) — Exile this Saga, then return it to the battlefield "
                              r"transformed", re.MULTILINE)

    def _final_chapter_told(self) -> None:
        """'containment priest is out and fable of the mirror-breaker hits chapter 3': the chapter of a transforming
        Saga that exiles it and returns it transformed, told as having happened — the Saga is exiled and comes back
        transformed (a new object entering: what sees it enter, sees that). Asked ("does chapter 3 flip it?") it stays to
        place."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[:-1]):
            if not (it.kind == "word" and it.text.casefold() == "chapter") or it.where is None or self.shape.asks(it):
                continue
            nxt = items[k + 1]
            n = nxt.value if nxt.kind == "number" else self._ROMAN.get(nxt.text.casefold())
            saga = next((x for x in reversed(items[:k]) if x.kind == "card" and x.card is not None
                         and x.card.is_double_faced and x.where is not None
                         and x.where.sentence == it.where.sentence), None)
            if saga is None or n is None or nxt.where != it.where:
                continue
            m = self._SAGA_RETURN.search(saga.card.faces[0].text or "")
            if m is None or n not in {self._ROMAN.get(c.strip().casefold()) for c in m["ch"].split(",")}:
                continue
            between = items[items.index(saga) + 1:k]
            after = [x.text.casefold() for x in items[k + 2:k + 4]]
            reached = any(x.text.casefold() in self._REACHED for x in between) or after[:1] in (["resolves"],
                                                                                             ["resolved"])
            if not reached or not all(x.kind in ("word", "concept") and x.text.casefold() in self._REACHES | {"'s"}
                                      for x in between) or "stack" in after or "trigger" in after:
                continue  # ("chapter III is on the stack and opp disenchants the saga": not yet resolved)
            for x in between:
                x.kind, x.value, x.used = "word", None, True
            it.kind, it.value, it.used = "concept", "move:exile", False
            nxt.kind, nxt.value, nxt.used = "concept", "act:enter_transformed", False
            return

    _ABILITY_NOUNS = {"trigger", "ability", "bounce", "unlock", "flip", "transform", "meld", "exile", "etb", "cast"}

    def _card_named(self, name: str):
        try:
            return self.library.find_now(name)
        except QueryError:
            return None

    def _counter_of_an_ability(self) -> None:
        """'opp unlocks bottomless pool to bounce my guy, can i counterspell the bounce?': what a counterspell is said to
        counter is an ability or an act ("the bounce", "the trigger", "the flip") — no spell the story casts; left to
        place (it had cast the Room and answered "Yes: Counterspell")."""
        if self.language != "en":
            return
        items = self.items
        for k, it in enumerate(items[:-2]):
            if not (it.kind == "card" and it.card is not None and counters_spells(it.card)):
                continue
            j = k + 1
            if items[j].kind == "concept" and items[j].value == "hit:check":
                j += 1  # ("can counterspell counter the flip?")
            if j + 1 >= len(items) or items[j].text.casefold() not in ("the", "that", "its", "this"):
                continue
            obj = items[j + 1]
            if obj.kind == "concept" and str(obj.value).startswith(("move:", "act:", "hit:", "ask:trigger",
                                                                     "ask:abilities")) \
                    or obj.kind == "word" and obj.text.casefold() in self._ABILITY_NOUNS:
                if obj.kind == "word":
                    obj.kind, obj.value = "concept", "ask:abilities"  # (a word no card's text has is a word to place)
                self._ability_countered = getattr(self, "_ability_countered", []) + [obj]  # (left out in reading())

    def _size_of_its_back_face(self) -> None:
        """'can cut down kill my thing in the ice? it's a 7/8 now', 'my delver of secrets is a 3/2 now': the printed size
        of the back face said of the one double-faced card named by its front face, as what it is now — it turned over
        (state:transformed), said in a clause that asks nothing."""
        if self.language != "en":
            return
        items = self.items
        dfcs = {x.card.name: x for x in items if x.kind == "card" and x.card is not None and x.card.is_double_faced
                and x.card.layout == "transform" and len(x.card.faces) == 2}
        if len(dfcs) != 1:
            return
        mention = next(iter(dfcs.values()))
        card = mention.card
        if mention.match is None or mention.match.face_idx not in (None, 0):
            return
        back, front = card.faces[1], card.faces[0]
        for k, it in enumerate(items[:-2]):
            if it.where is None or self.shape.asks(it):
                continue
            if it is mention or it.kind == "word" and it.text.casefold() in ("it's", "its", "it’s"):
                j = k + 1
            else:
                continue
            while j < len(items) and (items[j].kind == "concept" and items[j].value == "q:is"
                                      or items[j].kind == "word" and items[j].text.casefold() in ("a", "an")):
                j += 1
            if j + 1 >= len(items) or items[j].kind != "number" or items[j + 1].kind != "number" \
                    or items[j].where != it.where or items[j + 1].where != it.where:
                continue
            size = (str(items[j].value), str(items[j + 1].value))
            later = items[j + 2] if j + 2 < len(items) else None
            if size != (back.power, back.toughness) or size == (front.power, front.toughness) or later is None \
                    or later.text.casefold() != "now":
                continue
            items[j].kind, items[j].value, items[j].used = "concept", "state:transformed", False
            items[j + 1].kind, items[j + 1].value, items[j + 1].used = "word", None, True
            later.kind, later.value, later.used = "word", None, True
            return

    def _door_unlocked_acting(self) -> None:
        """'《Bottomless Pool》のドア開けてこれを手札に戻したら…', 'i unlock bottomless pool and bounce my fable': a door
        unlocked, then what its unlock ability does said of another card (the door's bounce, destroy, exile or return) —
        the door acts on that card, which is the story: the unlock is how the door's ability is said, and the verb is
        the door's act (as "surgical suite … bring back my brutal cathar" is), never a move of its own. (Japanese says the
        acting card with 「で」, which a door unlocked isn't: not read there yet.)"""
        if self.language != "en":
            return
        for k, card in enumerate(self.items):
            c = card.card
            if card.kind != "card" or c is None or not c.is_room or card.match is None \
                    or card.match.face_idx is None or card.where is None or self.shape.asks(card):
                continue
            door = c.faces[card.match.face_idx].name
            unlock = next((x for x in self.items[max(0, k - 1):k] + self.items[k + 1:k + 3]
                           if x.kind == "concept" and x.value == "act:unlock" and x.where is not None
                           and (x.where.sentence, x.where.clause) == (card.where.sentence, card.where.clause)), None)
            verbs = {self._DOOR_ACTS_ON[e.template] for e in read_effects(c).effects
                     if e.card == door and e.template in self._DOOR_ACTS_ON}
            said = [x for x in self.items[k + 1:k + 8] if x.where is not None and x.where.sentence == card.where.sentence]
            verb = next((x for x in said if x.kind == "concept" and x.value in verbs and not self.shape.asks(x)), None)
            other = any(x.kind in ("card", "ambiguous") and (x.card is None or x.card.name != c.name)
                        for x in self.items)
            if unlock is None or verb is None or not other:
                continue
            unlock.kind, unlock.value, unlock.used = "word", None, True
            verb.value = "hit:check"

    def _is_daynight(self, subject: Item | None) -> bool:
        if getattr(self, "_chapter_actors", ()):
            return False  # a Saga's chapter acting on a card: that card's story, never a day/night one
        words = self.has("ask:day", "ask:night", "ask:daynight", "dn:day", "dn:night", "dn:becomes_", "dn:next_turn",
                         "dn:last_turn", "dn:no_spells", "dn:copy_spell", "dn:play_land", "dn:counter")
        upkeep = subject is not None and has_upkeep_transform(subject.card) and self.has(
            "dn:last_turn", "dn:next_turn", "dn:spells", "dn:one_spell", "dn:no_spells")
        if not words and not upkeep:
            return False
        if subject is None:
            # "what about the thing from yesterday?": a turn passing alone is no day/night question
            return self.has("ask:day", "ask:night", "ask:daynight", "dn:day", "dn:night", "dn:neither", "dn:becomes_",
                            "dn:spells", "dn:one_spell", "dn:no_spells", "dn:copy_spell", "dn:counter")
        if not self.has("dn:next_turn", "dn:last_turn", "dn:spells", "dn:one_spell", "dn:no_spells", "dn:becomes_",
                        "dn:copy_spell", "dn:counter", "dn:play_land", "dn:unlock", "ask:day", "ask:night",
                        "ask:daynight") and (
                self.has("act:blink", "move:", "act:copy", "act:token_copy", "act:transform", "ask:trigger")
                or self._asks_what_it_has()
                or any(c.card.name != subject.card.name for c in self.cards())):
            # "It's night. I blink Tavern Ruffian with Cloudshift": no turn passes, one card's story with day or
            # night as its situation (dfc --day-night), where other cards act
            return False
        if self._became_the_situation(subject):
            return False
        if subject.match is not None and subject.match.face_idx == 1 and not self.has(
                "dn:next_turn", "dn:last_turn", "dn:spells", "dn:one_spell", "dn:no_spells", "dn:becomes_") and any(
                it.kind == "concept" and it.value == "act:cast" and self.shape.asks(it) for it in self.items):
            # "it's night. can I cast Moonrage Brute from my hand?": whether its back face can be cast is asked, with
            # night its situation — not the face it enters with (a "Face up: Moonrage Brute" had read as a yes)
            return False
        if day_or_nightbound(subject.card) or has_upkeep_transform(subject.card) and self.has(
                "dn:last_turn", "dn:next_turn", "dn:spells", "dn:one_spell", "dn:no_spells"):
            # an older werewolf's own upkeep trigger counts the spells of last turn: the day/night story follows it
            return True
        # "I only unlocked Locker Room's door. Does it become night?": what is asked is day or night, and the
        # card's part is an event of the turn (an unlock, a spell)
        return any(it.kind == "concept" and it.value in ("ask:day", "ask:night", "ask:daynight") and (
            self.shape.asks(it) or it.where is not None and it.where.opener == "so" and it.where.asks)
            for it in self.items)  # ("that's 2 spells so day next turn?": the "so" clause is what is asked)

    def _became_the_situation(self, subject: Item) -> bool:
        """'it became night and opp's trespasser flipped into graveyard glutton. can i fatal push it?', 「夜になって相手の
        《…》が《…》になった。《致命的な一押し》で倒せる？」: another card's effect asked, with night (or day) become before
        it and no turn counted — one card's story with that designation as its situation, not a day/night story
        (which had left the card acting unplaced)."""
        becomes = [it for it in self.items if it.kind == "concept" and it.value in ("dn:becomes_day", "dn:becomes_night")]
        if len({it.value for it in becomes}) != 1 or any(
                self.shape.asks(it) or it.where is None or self.shape.asked is None
                or it.where.sentence >= self.shape.asked[0] for it in becomes) or self.has(
                "dn:next_turn", "dn:last_turn", "dn:spells", "dn:one_spell", "dn:no_spells", "dn:day", "dn:night",
                "dn:neither", "ask:day", "ask:night", "ask:daynight", "dn:copy_spell", "dn:counter", "dn:play_land"):
            return False
        others = [c for c in self.cards() if c.card.name != subject.card.name]
        if not others or any(day_or_nightbound(c.card) or c.card.is_double_faced or c.card.is_room for c in others):
            return False
        self._became = becomes[0].value.rsplit("_", 1)[1]
        return True

    def glossary_term(self) -> str | None:
        if not self.has("q:mean", "q:what_is", "q:what_does"):
            return None
        glossary = load(self.language).say.get("glossary", {})
        meaningful = [it for it in self.items if not (it.kind == "word" and it.used)]
        near = set()  # "what is meld", "define transform", "daybound mean", "日暮とは"
        for k, it in enumerate(meaningful):
            if it.kind == "concept" and it.value.startswith("q:"):
                near.update(id(x) for x in meaningful[max(0, k - 1):k + 2])
        for it in self.items:
            if id(it) in near and it.kind in ("word", "concept") and not (it.kind == "word" and it.used):
                term = glossary.get(it.text, it.text)
                entry = self.library.edition.glossary(term)
                if entry is not None and normalize_name(entry.term) == normalize_name(term):
                    it.used = True
                    for other in self.items:
                        if other.kind == "concept" and other.value.startswith("q:"):
                            other.used = True
                    return entry.term
        return None

    def ambiguous(self, item: Item) -> Reading:
        names = item.candidates
        shown = names[:8]
        if len(names) == 1:  # ("“Tergrid” fits 1 cards; which one?")
            error = QueryError("ambiguous", f"“{item.text}” is taken as no card name here; if you mean {names[0]}, ask "
                               "again with its full name.", shown, key="ambiguous_one",
                               values={"query": item.text, "name": names[0]})
        else:
            error = QueryError("ambiguous", f"“{item.text}” fits {len(names)} cards; which one?", shown,
                               key="ambiguous_message", values={"query": item.text, "n": len(names)})
        return self.reading(None, error=error, why=error.message)

    # -- a Room or double-faced card through steps -------------------------------------------

    def simulation(self, subject: Item) -> Reading:
        self._subject = subject
        card = subject.card
        subject.used = True
        self._side_named(card)
        self._cannot_claims()
        self._negated_ask()
        self._exiles_itself(subject)
        command = "room" if card.is_room else "dfc"
        faces = [f.name for f in card.faces]
        items = self.items
        acts: list[tuple[str, Item]] = []  # (step, the item it came from)
        state_steps: list[str] = []
        locations: list[str] = []
        destinations: list[tuple[str, Item]] = []
        asked_zones: list[str] = []  # "what's its mana value in my hand?": where it is asked about
        unlocked: list[str] = []
        countered: list[Item] = []

        def face_named(k: int, direction: int = 1, *, said_as: bool = False) -> str | None:
            """A face or door of the subject named next to item k; with `said_as`, only one said after "as"
            ('played Egon as Throne of Death', 'cast Valki as Tibalt, Cosmic Impostor': the face played or
            cast, a modal card's back face, 712.12), looked for a little further."""
            reach = 6 if said_as else 4
            here = items[k].where
            zone_between = False  # "cast it from the graveyard as Throne of Death": the zone's words don't count
            for j in (range(k + 1, min(len(items), k + reach + 2)) if direction > 0
                      else range(k - 1, max(-1, k - reach), -1)):
                it = items[j]
                if direction > 0 and j >= k + reach and not zone_between:
                    break
                if here is not None and it.where is not None and it.where.sentence != here.sentence:
                    break  # "Bottomless Poolを唱えた。Locker Roomは…？": a face named in another sentence is not this one
                if it.kind == "card" and it.card.name == card.name and it.match and it.match.face_idx is not None \
                        and (not said_as or it.prev == "as" or it.prev == "the" and j >= 2
                             and items[j - 2].text.casefold() == "as"):  # ("played rowan as the will … side")
                    it.used = True
                    return faces[it.match.face_idx]
                if said_as and it.kind == "concept" and it.value.startswith("zone:"):
                    zone_between = True  # (with "as", a zone said between is where it is cast from)
                    continue
                if it.kind == "concept" and not it.value.startswith(("q:", "state:")):
                    break
            return None

        for k, it in enumerate(items):  # "transformed again", "can I disturb it again?"
            if "again" not in (it.text.casefold(), it.value) or it.kind not in ("word", "ambiguous"):
                continue
            prev = next((x for x in reversed(items[max(0, k - 3):k]) if x.kind == "concept"), None)
            if it.value == "again":  # 「もう一度変身できる？」: in Japanese the verb comes after
                prev = next((x for x in items[k + 1:k + 3] if x.kind == "concept"), None)
            if prev is None or prev.where is None or it.where is None or prev.where.clause != it.where.clause:
                continue
            clause = (prev.where.sentence, prev.where.clause)
            in_question = any(x.kind == "concept" and x.value.startswith("q:") and x.where is not None
                              and (x.where.sentence, x.where.clause) == clause for x in items)
            if self.shape.asks(prev) or prev.value.startswith("q:") or in_question:
                it.kind, it.used = "word", True  # asked once more ("so I can disturb it again?"): the verb asked
            elif prev.value in ("state:transformed", "act:transform"):
                # "then transformed again": that transform is one more, not the state said before it
                prev.value, it.kind, it.used = "act:transform", "word", True
            elif prev.value.startswith(("act:", "move:")):
                it.kind, it.used = "word", True  # "then unlock Bottomless Pool again": that act is its own step
        twice = self._ability_twice(card)  # "it triggers twice": its own transforming ability, two on the stack
        on_stack = self._trigger_outlives_room(card)  # "… trigger on the stack; if I destroy the Room in response"
        special = self._special_action_asked(card)  # "does unlocking it count as casting a spell?"
        static_asked = self._static_asked(card)  # "opp has Aura of Silence. does unlocking it cost 2 more?"
        life = self._life_asked(card)  # "I Reanimate it — how much life do I lose?"
        if card.is_room:
            self._unlock_cost_said(card)  # "I pay 3B to unlock Cramped Vents"
        for k, it in enumerate(items):  # 「《拾った大鎌》として戻ってきた」: returned as that face (act:enter_as)
            nxt = items[k + 1] if k + 1 < len(items) else None
            after = items[k + 2].text if k + 2 < len(items) else ""
            if self.language == "ja" and it.kind == "concept" and it.value == "ref:object" and it.text == "として" \
                    and k and items[k - 1].kind == "concept" and items[k - 1].value == "dn:spells" \
                    and nxt is not None and nxt.kind == "concept" and nxt.value == "act:cast":
                items[k - 1].kind, items[k - 1].value, items[k - 1].used = "word", None, True  # 「呪文として唱える」: cast
            if self.language == "ja" and it.kind == "word" and it.text.startswith(_JA_LAND_FACE_PUT) and k \
                    and items[k - 1].kind == "concept" and items[k - 1].value == "type:land":
                it.kind, it.value = "concept", "act:play"  # 「土地の面で置いた」: its land face is played (305.1)
            if self.language == "ja" and it.kind == "word" and (it.text in ("裏", "裏面") or card.layout == "modal_dfc"
                                                                and it.text in ("裏で出した", "裏で唱えた", "裏面で出した",
                                                                                "裏面で唱えた")) and k >= 2 \
                    and self._back_said_again(items[k - 2], items[k - 1], card):
                it.used = True  # 「《猛り狂う狼男》（《苛まれし最下層民》の裏）」: which face the name is, as the card has it
                # (「《Augusta》（《Plargg》の裏で出した）」: a modal card's back face, cast as such — said again)
            if self.language == "ja" and it.kind == "word" and it.text in ("裏", "裏面") and nxt is not None \
                    and nxt.kind == "card" and nxt.card.name == card.name and len(card.faces) == 2 \
                    and nxt.match is not None and nxt.match.face_idx == 1:
                it.used = True  # 「裏の《鎚の山道、髑髏砕き》」: the face named is the back face, as the card has it
            if self.language == "ja" and it.kind == "concept" and it.value == "ref:object" and it.text == "として" \
                    and nxt is not None and nxt.kind in ("word", "concept") and not self.shape.asks(nxt) and (
                        nxt.text.startswith(("戻ってきた", "戻った", "戻ってきまし", "戻りまし"))  # (polite: 戻ってきました)
                        or nxt.text == "戻って" and after.startswith("きた")):
                it.value, nxt.used = "act:enter_as", True  # told, in the past: not 「戻ってくる？」, which asks
                nxt.kind, nxt.value = "word", None
            if self.language == "ja" and it.kind == "concept" and it.value == "ref:object" and it.text == "として" \
                    and nxt is not None and nxt.kind == "word" and nxt.text.startswith("置い") \
                    and k and (items[k - 1].kind == "concept" and items[k - 1].value == "type:land"
                               or items[k - 1].kind == "card" and items[k - 1].card.name == card.name
                               and items[k - 1].match is not None and items[k - 1].match.face_idx is not None
                               and "Land" in card.faces[items[k - 1].match.face_idx].types):
                it.value, nxt.used = "act:play", True  # 「土地として置いた」: a land is put down by playing it (305.1)
        for k, it in enumerate(items):
            if it.kind == "card" and it.card.name == card.name:
                before = items[k - 1] if k else None
                if before is not None and before.kind == "word" and before.text.casefold() in ("another", "second"):
                    # "can I cast another Bottomless Pool?": a second object of that card, which the story of one
                    # card doesn't follow — said, so it must be placed (it stays unplaced: no verdict)
                    before.kind, before.value, before.used = "concept", "count:another", False
                if card.is_room and it.match is not None and it.match.face_idx is not None and before is not None \
                        and before.text.casefold() in ("after", "before") and not it.used:
                    continue  # "unlock Ritual Chamber after Unholy Annex": something done to that door, unsaid
                if card.layout == "modal_dfc" and it is not subject and it.match is not None and subject.match \
                        is not None and it.match.face_idx is not None \
                        and it.match.face_idx != (subject.match.face_idx or 0) and k and items[k - 1].kind == "concept" \
                        and items[k - 1].value.startswith(("hit:", "move:")) and not any(
                            x.kind == "concept" and x.value in ("act:cast", "act:play") for x in items[max(0, k - 3):k + 3]):
                    # "reidane is only 3 mana so abrupt decay can hit valkmira?": another card acts on the other face
                    # named, and nothing says which one is up (it was answered of the first named); not guessed
                    it.used = False
                    continue
                it.used = True
                side_of = k >= 2 and items[k - 1].text.casefold() == "of" and items[k - 2].text.casefold() in (
                    "side", "face", "half")  # "the Tibalt side of Valki, God of Lies": the card, named by its front
                if it.match and it.match.face_idx is not None and len(faces) > 1 and self.shape.asks(it) \
                        and not (side_of and getattr(self, "asked_face", None) is not None):
                    self.asked_face = faces[it.match.face_idx]
                    before_as = items[max(0, k - 4):k]
                    coming = any(x.kind == "concept" and x.value in ("ask:back", "act:enter", "act:came_back",
                                                                     "move:battlefield", "act:blink")
                                 or x.text.casefold() in ("come", "comes", "enter", "enters", "back", "return",
                                                          "returns") for x in before_as)
                    if self.language == "en" and self.consequence is None and k >= 1 and (
                            self.shape.opener in _YES_NO_OPENERS or self.shape.opener in ("can", "could") and coming) \
                            and items[k - 1].text.casefold() in ("into", "as") and (coming or any(
                                x.kind == "concept" and str(x.value).startswith(("act:", "move:", "state:"))
                                or x.text.casefold() in ("turn", "turns", "become", "becomes", "flip", "flips")
                                for x in before_as)) and not self._or_asked_after(it):
                        # "does it turn back into Era of Enlightenment?", "does it come back as Kessig Naturalist?",
                        # "I Zombify it. can it come back as Krallenhorde Wantons?": Yes or No by the face up at the end
                        self.consequence = ("face_named", faces[it.match.face_idx])
                continue
            if it.kind != "concept":
                continue
            c = it.value
            if id(it) in self.asked_verbs:
                if c == "state:transformed" and self.asked_verbs[id(it)][0] == "state":
                    if subject.match and subject.match.face_idx == 1 and "transform" not in state_steps:
                        state_steps.append("transform")  # "is Insectile Aberration still transformed?"
                if c == "act:enter_transformed":
                    acts.append(("enter", it))  # "does it enter transformed?": it enters; its face is asked
                    self._asked_enter.add(id(it))
                continue
            if c in ("act:copy", "act:token_copy", "act:blink", "act:transform") and it.prev in _NOUN_BEFORE \
                    and not (c == "act:transform" and getattr(self, "_stops", None)):  # ("does it stop the flip?")
                it.used = True  # "the copy's name": the object, not a second copy
                continue
            if c.startswith("zone:") and self._put(k) is not None:
                put = self._put(k)  # "I put my transformed Delver on top of my library": moved there
                put.used = it.used = True
                for x in items[max(0, k - 5):k]:
                    if x.text.casefold() in ("top", "bottom"):
                        x.kind, x.used = "word", True
                acts.append((f"move {c[5:]}", it))
                continue
            if c.startswith("zone:"):
                z = c[5:]
                if self.language == "ja" and k + 1 < len(items) and items[k + 1].kind == "card" \
                        and items[k + 1].card is not None and items[k + 1].card.name != card.name:
                    continue  # 「相手の場に《Void Winnower》」: where the other card is (placed with it), not this one
                if self.language == "en" and it.prev not in _PLACE_WORDS and " " not in it.text.strip() \
                        and not it.text[:1].isdigit():
                    continue  # "do I get a new exile?": a zone's name with nothing that makes it a place
                if it.prev in _TO_WORDS or (acts and acts[-1][0] in ("move?",)):
                    acts.append((f"move {z}", it))
                elif self._destination(k):
                    destinations.append((z, it))  # "bounced to my hand (by Unsummon)": where it went, if a card did
                    locations.append(z)
                else:
                    if self._asks_or(it):  # "Is it exiled, or do I get it back in hand?": an alternative asked
                        asked_zones.append(z)
                        it.used = True
                        continue
                    locations.append(z)
                    if self.shape.asks(it) and not self._zone_of_card(k, card):
                        asked_zones.append(z)
                it.used = True
            elif c.startswith("move:"):
                if self.language == "en" and (self._object_card(k, card) is not None
                                              or self._passive_subject_card(k, card) is not None):
                    continue  # "we destroyed the O-Ring", "then the O-Ring is destroyed": another card is moved, not
                    # this one (unplaced: what its leaving does to the card followed isn't followed)
                acts.append((f"move {c[5:]}", it))
                it.used = True
            elif c == "act:cast" and self.has("hit:cascade"):
                it.used = True  # "what can Bloodbraid Elf's cascade cast off it": the cascade casts, from the library
                continue
            elif c == "act:cast" and self._the_defeats_cast(k, card):
                it.used = True  # "I defeated Invasion of Zendikar and cast Awakened Skyclave": the defeat casts it
                continue  # (310.11b), no second cast
            elif c == "act:cast":
                # Japanese puts the object before the verb: "月霧を唱えた" casts Moonmist
                other = self._prev_card(k) if self.language == "ja" else self._next_card(k)
                if other is not None and other.card.name != card.name:
                    continue  # casting another card: that card acts (see second cards)
                if self._other_cards_next(k):
                    continue  # "cast the cards I exiled with Jacob": other cards are cast, not this one (unplaced)
                whole = self.language == "ja" and (lambda p: p is not None and p.card.name == card.name and (
                    p.match is None or p.match.face_idx is None))(self._prev_card(k))
                # 「《Bottomless Pool // Locker Room》を唱えて、Locker Roomを開放」: the whole card was cast, its door unsaid
                near = None if whole else (face_named(k, -1) or face_named(k)) if self.language == "ja" \
                    else face_named(k)
                alternative = subject.where is not None and subject.where.opener == "or" and subject.where.asks
                # ("can I cast it, or play it as Spikefield Cave instead?": the face of the alternative isn't cast)
                face = face_named(k, said_as=True) or near or (faces[subject.match.face_idx] if subject.match and
                                                               subject.match.face_idx is not None and not alternative
                                                               else "")
                acts.append((f"cast {face}".strip(), it))
                it.used = True
            elif c == "act:cast_transformed" and self.has("hit:cascade") and self.shape.asks(it) and len(faces) > 1:
                self.asked_face = faces[1]  # "cascades into Lunarch Veteran: can I cast it disturbed?": that face asked
                it.used = True
            elif c == "act:cast_transformed":
                acts.append(("cast transformed", it))
                it.used = True
            elif c == "act:defeat" and card.is_double_faced and (self.language == "en" or "Battle" in (
                    card.faces[0].types or ())):  # (「倒して」 of a creature is killing it, not a defeat)
                acts.append(("defeat", it))  # "my Invasion of Tarkir got defeated": exiled, then cast transformed
                it.used = True
            elif c in ("act:play", "act:cast") and self.has("ask:identity") and self.has("color:") \
                    and self._deck_said():
                it.used = True  # "can I play it in a mono-white Commander deck?": in the deck, not cast (903.5c)
            elif c in ("act:play", "act:cast") and k and items[k - 1].text.casefold() == "or" and it.where is not None \
                    and it.where.asks:
                continue  # "can I cast it, or play it as Spikefield Cave instead?": an alternative asked, not done
            elif c == "act:play":
                if self._other_cards_next(k):
                    continue  # "play the old exiled cards": not this card
                face = face_named(k, said_as=True) or face_named(k) or ""
                lands = [f.name for f in card.faces if "Land" in f.types]
                # "I play Brutal Cathar": to play a card that no land face is, is to cast it (glossary "Play")
                window = []
                for x in items[k + 1:k + 9]:  # up to the next thing said ("play X's back side Y as a land")
                    if x.kind == "concept" and x.value != "type:land":
                        break
                    window.append(x)
                as_land = [x for i, x in enumerate(window) if x.kind == "concept" and x.value == "type:land"
                           and (x.prev == "as" or x.prev in ("my", "a", "our") and "as" in [
                               w.text.casefold() for w in window[max(0, i - 2):i]])]
                # ("play Emeria's Call as a land", "… as my land": its land face is played)
                said_as = self.language == "ja" and self._ja_played_as(k)
                if said_as:  # 「土地の《セジーリの氷河》として置いた」, 「土地としてプレイした」: said before
                    at = k if it.text == "として" or it.text.startswith(_JA_LAND_FACE_PUT) else k - 1
                    face = face or face_named(at, -1) or ""
                    back = [x for x in items[max(0, at - 4):at] if not (x.kind == "word" and x.used)]
                    if back and back[-1].kind == "card" and back[-1].card.name == card.name:
                        back.pop()
                    if back and back[-1].kind == "concept" and back[-1].value == "type:land":
                        as_land.append(back[-1])
                said_face = [x for x in items[max(0, k - 3):k] if x.kind == "concept" and x.value == "type:land"
                             and self.language == "ja" and items[items.index(x) + 1].text in ("面", "の面")]
                if (re.search(r"\bland (?:side|face|half)\b", it.text.casefold()) or said_face) and len(lands) == 1:
                    # "can i play the land side of shatterskull smashing?", 「…の土地面をプレイできる？」: the land face,
                    # played (it had been the front face named with it: cast, or "isn't a land face")
                    as_land.append(it)
                    face = lands[0]
                    for x in said_face:  # (which face is played, not a type checked of the card)
                        x.kind, x.value, x.used = "word", None, True
                        items[items.index(x) + 1].used = True
                if as_land and len(lands) == 1 and card.layout == "modal_dfc":
                    face = lands[0]
                if as_land and lands and face not in lands and any(
                        x.kind == "card" and x.card.name == card.name and x.match is not None
                        and x.match.face_idx is not None and faces[x.match.face_idx] in lands
                        for x in window):
                    face = lands[0]  # "play Search for Azcanta's back side Azcanta, the Sunken Ruin as a land"
                verb = "play" if as_land or lands and (not face or face in lands) else "cast"
                acts.append((f"{verb} {face}".strip(), it))
                it.used = True
                if verb == "play":
                    for x in as_land + [x for x in items if x.kind == "concept" and x.value == "act:land_drop"]:
                        x.used = True  # ("… as Umara Skyfalls for my land drop": the land played, said again)
                        if said_as:
                            x.kind, x.value = "word", None  # which face is played, not a fact checked of the card
            elif c == "dn:play_land" and self.language == "en" and it.text.casefold().endswith("a land") \
                    and not any(x.kind == "card" and x.card is not None and x.card.name == card.name
                                or x.text.casefold() in ("it", "them")
                                for x in self._clause(it.where.sentence, it.where.clause)):
                # "I already played a land, can I cast Emeria's Call?": some land — not this card (it had been played as
                # Emeria, Shattered Skyclave, so the cast was refused). A land drop doesn't stop a cast (305.1); asked
                # whether this card can be played too, it stays unplaced (one land a turn, 305.2)
                if not any(x.kind == "concept" and x.value in ("act:play", "act:land_drop") for x in items):
                    it.used = True
                    self._claim_said(it)
            elif c == "dn:play_land" and any("Land" in (f.types or []) for f in card.faces):
                # 「Kabira Plateauとして土地でプレイする」: its land face played (116.2a, 305.9)
                lands = [f.name for f in card.faces if "Land" in (f.types or [])]
                face = face_named(k, -1) or face_named(k)
                acts.append((f"play {face if face in lands else lands[0]}", it))
                it.used = True
            elif c == "act:resolve":
                if acts and acts[-1][0].startswith(("unlock ", "lock ")):
                    # "can i unlock locker room after it resolves?": what resolves is the spell said before (cast, it
                    # resolves before the door is unlocked), never the door unlocked — a special action, which doesn't
                    # use the stack; with no spell cast before it, left unplaced (no verdict)
                    if any(a.startswith("cast") for a, _ in acts):
                        it.used = True
                    continue
                if not self._after_other_card(k, card):
                    acts.append(("resolve", it))
                    it.used = True
            elif c == "act:enter":
                prev = self._prev_card(k)
                if prev is not None and card.meld_partner and prev.card.name != card.name and \
                        prev.card.name.casefold() in card.meld_partner.casefold() and self._after_other_card(k, card):
                    continue  # "if Gisela entered this turn": the partner's own story, which this one doesn't follow
                if prev is not None and prev.card.name != card.name and self._after_other_card(k, card) \
                        and it.text.casefold() in ("etb", "etbs", "enters", "enter", "entered") \
                        and not (prev.card.is_room or prev.card.is_double_faced):
                    it.used = True  # "Sun Titan ETB: can I return …?": the other card's entering, when its ability acts
                    continue
                if re.match(r"reanimat|リアニメイト", it.text.casefold()) and "Creature" not in (card.faces[0].types or ()):
                    # "can i reanimate fable of the mirror-breaker since the back is a creature?": what reanimates
                    # returns a creature card, and in the graveyard it is its front face only (712.8a) — no card
                    # said how, so the word stays unplaced (it had simply entered: "Yes")
                    continue
                acts.append(("enter", it))
                if it.text.casefold().startswith("reanimat") and not locations:
                    locations.append("graveyard")  # "I reanimate Delver": it was in a graveyard
                it.used = True
            elif c == "act:enter_transformed":
                if acts and acts[-1][0] == "blink":  # "flicker it and it returns transformed"
                    acts[-1] = ("blink transformed", it)
                else:
                    acts.append(("enter transformed", it))
                it.used = True
            elif c == "act:came_back":
                # "got exiled and came back", "died and came back": back onto the battlefield, a new object (400.7);
                # "came back to my hand", "… with Unearth" say more than this reads: left unplaced
                nxt = items[k + 1] if k + 1 < len(items) else None
                said_more = nxt is not None and nxt.text.casefold() in ("to", "from", "with", "by", "into", "onto",
                                                                        "in", "on", "under", "as")
                if acts and acts[-1][0].startswith("blink") or not acts and self._a_flicker_before(k):
                    it.used = True  # "got blinked and came back (with both doors locked)": the blink's own return
                elif acts and acts[-1][0].startswith("move ") and acts[-1][0] != "move battlefield" and not said_more:
                    acts.append(("enter", it))
                    it.used = True
            elif c == "act:enter_as":
                # "died and came back as Scrounged Scythe", 「《拾った大鎌》として戻ってきた」: returned with that face up
                near = items[k + 1:k + 3] if self.language == "en" else list(reversed(items[max(0, k - 2):k]))
                said = next((x for x in near if x.kind == "card" and x.card is not None and x.card.name == card.name
                             and x.match is not None and x.match.face_idx is not None), None)
                if said is not None:
                    said.used = it.used = True
                    acts.append(("enter transformed" if said.match.face_idx == 1 else "enter", it))
            elif c == "act:blink_transformed":
                acts.append(("blink transformed", it))
                it.used = True
            elif c == "act:craft":  # exiled as the cost and returned transformed: a new object (702.167a)
                responded = self.has("time:response") or any(
                    x.kind == "word" and x.text.casefold() in ("responds", "responded", "respond") for x in items)
                # ("I craft Tithing Blade and they respond by …": the card is in exile while the ability waits)
                acts.append(("activate craft" if responded else "craft", it))
                for x in items:
                    if responded and x.kind == "word" and x.text.casefold() in ("responds", "responded", "respond"):
                        x.used = True
                self._craft_response = responded
                it.used = True
            elif c in ("act:unlock", "act:lock"):
                if k + 1 < len(items) and items[k + 1].kind == "concept" and items[k + 1].value == "ask:trigger":
                    if (self.asked_verbs.get(id(items[k + 1])) or ("",))[0] == "trigger" and card.is_room:
                        it.used = True  # "does Bottomless Pool's unlock trigger happen?": which trigger is asked
                    continue  # "the unlock triggers": a noun, the trigger asked about (unplaced unless asked)
                verb = c[4:]
                door = face_named(k) or face_named(k, -1)
                if card.is_room:
                    if door is None:
                        door = self._pick_door(faces, unlocked + [a[0][7:] for a in acts if a[0].startswith("unlock ")],
                                               k, verb)
                    acts.append((f"{verb} {door}{self._unlock_time(it) if verb == 'unlock' else ''}", it))
                    it.used = True
                    for more in self._more_doors(k, card):  # "I unlock Unholy Annex, then Ritual Chamber"
                        acts.append((f"{verb} {more}", it))
            elif c == "act:transform":
                if self._revealed_by_cascade(k):
                    it.used = True  # "cascade flips Bottomless Pool", "cascade flipped kazandu": turned up, not transformed
                    continue
                if card.is_room:
                    continue  # a Room never transforms: the word stays unplaced
                if getattr(self, "_stops", None) or not self._after_other_card(k, card):  # (the Needle's is no act)
                    siege = _is_siege(card) and not self.shape.asks(it)
                    # ("invasion of new phyrexia flipped into teferi": a Siege turns over only by being defeated —
                    # exiled and cast transformed, 310.11b; it had been transformed on the battlefield, then cast)
                    acts.append(("defeat" if siege else "transform", it))
                    it.used = True
            elif c in ("act:copy", "act:token_copy"):
                if self._after_other_card(k, card):
                    continue
                acts.append(("copy" if c == "act:copy" else "token copy", it))
                it.used = True
            elif c == "act:blink":
                if not self._after_other_card(k, card):
                    acts.append(("blink", it))
                    it.used = True
            elif c == "act:meld":
                pair = {card.meld_partner, card.meld_result} if card.meld_partner else None

                def melds(x, any_meld: bool = False) -> bool:
                    # ("my bruna and gisela are melded. can opp swords it?": Swords is no meld card; "Graf Rats melds
                    # with Gisela" is a meld of no pair, told — it can't happen, 701.42c)
                    return x.kind == "card" and x.card.name != card.name and (
                        pair is None or x.card.name in pair or any_meld and bool(x.card.meld_partner
                                                                                 or x.card.layout == "meld"))
                other = next((x for x in items[k + 1:k + 7] if melds(x)), None) \
                    or next((x for x in reversed(items[max(0, k - 3):k]) if melds(x)), None) \
                    or next((x for x in items[k + 1:k + 7] if melds(x, True)), None)
                if other is not None:
                    partner = other.card.name
                    if partner == card.meld_result and card.meld_partner:
                        partner = card.meld_partner  # "Graf Rats melds into Chittering Host": with its partner, into it
                    acts.append((f"meld {partner}", it))
                    it.used = other.used = True
            elif c == "state:transformed" and _is_siege(card) and not self.shape.asks(it):
                if not any(a == "defeat" for a, _ in acts):  # "invasion of new phyrexia flipped into teferi": a Siege
                    acts.append(("defeat", it))  # turns over only by being defeated and cast transformed (310.11b)
                it.used = True
            elif c == "state:transformed" and card.is_double_faced:
                if "transform" not in state_steps:
                    state_steps.append("transform")
                it.used = True
            elif c == "state:one_door" and card.is_room:
                state_steps.append(f"unlock {faces[0]}")
                unlocked.append(faces[0])
                it.used = True
            elif c == "state:both_doors" and card.is_room:
                state_steps += [f"unlock {f}" for f in faces]
                unlocked += faces
                it.used = True
            elif c == "state:unlocked" and card.is_room:
                door = face_named(k, -1) or face_named(k)
                if door is not None and door not in unlocked:
                    state_steps.append(f"unlock {door}")
                    unlocked.append(door)
                    it.used = True
                    for more in self._more_doors(k, card):  # "I unlocked Unholy Annex and Ritual Chamber"
                        if more not in unlocked:
                            state_steps.append(f"unlock {more}")
                            unlocked.append(more)
            elif c == "state:locked" and card.is_room:
                if not locations and (not self.shape.asks(it) or self._said_with(it) or (
                        self.language == "ja" and self._next_card(k) is subject)):  # 「ロックされている《…》」: said of it
                    locations.append("battlefield")  # "has both doors locked": only a permanent has doors locked
                    # ("is it an enchantment with no doors unlocked?": the doors said with "with" are the situation)
                it.used = True
            elif c == "state:present" and self.language == "ja" and k > 0 and items[k - 1] is subject and any(
                    x.kind == "concept" and str(x.value).startswith("zone:") and x.value != "zone:battlefield"
                    and x.where is not None and it.where is not None and x.where.sentence == it.where.sentence
                    for x in items[:k - 1]):
                it.used = True  # 「手札に《…》がある」: where it is, said with the zone
            elif c == "state:present" and not self.shape.asks(it) and (self._said_of_subject(k) or (
                    self.language == "ja" and self._next_card(k) is subject)):  # 「出ている《…》」: before the card
                if "battlefield" not in locations:  # "Huntmaster has been out since last turn": where it is
                    locations.append("battlefield")
                it.used = True
            elif c == "dn:counter" and not self.shape.asks(it):
                countered.append(it)  # "my disturbed Generous Soul gets countered": after the cast it was told
            elif c == "hit:check" and it.text.casefold() in ("counter", "counters") and not self.shape.asks(it) \
                    and it.where is not None and it.where.opener in CONDITION_WORDS:
                countered.append(it)  # "if they counter it, where does it go?": told as what happens
        if twice is not None:
            acts += [("activate transform", twice)] * self.ability_times + [("resolve ability", twice)] * self.ability_times
            if not locations:
                locations.append("battlefield")  # only a permanent's ability transforms it (701.27f)
        if special is not None:
            self.consequence = ("special_action", special)
        if static_asked is not None:
            self.consequence = ("static_met", static_asked[0])
        if life is not None:
            self.consequence = ("life_lost", life)
        if on_stack is not None:
            self.consequence = ("trigger_resolves", on_stack)
            locations[:] = []  # "bouncing my room to my hand": where the removal put it; the Room was unlocked in play
        acts = self._before_this_turn(acts, locations, state_steps)
        if any(a == "cast transformed" for a, _ in acts) and _has_disturb(card):
            # 「降霊でLunarch Veteranを唱えたら」: the card's name said with the disturb cast is that card, not a second cast
            told = next(x for a, x in acts if a == "cast transformed")
            acts = [(a, x) for a, x in acts if not (a == f"cast {faces[0]}" and x.where is not None
                                                    and told.where is not None and x.where.sentence == told.where.sentence)]
        defeated = next((i for i, (a, _) in enumerate(acts) if a == "defeat"), None)
        if defeated is not None and len(faces) > 1 and self._defeated_said_of_the_card(acts[defeated][1]):
            # "when I cast it off my defeated Invasion of Tarkir", "cast from the defeated Invasion of Ikoria": the
            # Siege said defeated came first, and the cast told before it is the defeat's own (310.11b)
            acts = [acts[defeated]] + [x for i, x in enumerate(acts) if i != defeated]
            defeated = 0
        if defeated is not None and len(faces) > 1:  # "got defeated and i cast Defiant Thundermaw off it": the
            # every cast told after the defeat is its own cast, however said ("… can I cast it? it's a free cast")
            own_cast = [(a, x) for a, x in acts[defeated + 1:] if a.startswith("cast")]
            acts = acts[:defeated + 1] + [(a, x) for a, x in acts[defeated + 1:]  # defeat's own cast (310.11b)
                                          if not a.startswith("cast")]
            if any(self.shape.asks(x) for _, x in own_cast) and acts[-1][0] == "defeat":
                # "do I still get to cast Overloaded Mage-Ring for free?": whether the defeat's cast happens is asked
                self._defeat_cast_asked = True
        if countered and not any(a.startswith(("cast", "defeat")) for a, _ in acts):  # (a defeat casts it: 310.11b)
            cast = self._cast_to_be_countered(subject)
            if cast is None:
                countered = []  # a spell it can't have been: the word stays unplaced
            else:
                acts.insert(0, (cast, subject))  # "if Ghastly Mimicry gets countered": it was cast
                self._cast_told_by_counter = True
        self._own_ability_said(card)
        second = self.second_cards(subject) + self._asked_for(subject)
        asked_at = {str(x.value)[5:] for x in items if x.kind == "concept" and str(x.value).startswith("zone:")
                    and self.shape.asks(x)}
        if not any(a.startswith(("cast", "defeat", "play", "enter")) for a, _ in acts) \
                and not [z for z in locations if z not in asked_at] and not state_steps and any(step.startswith("apply ") and x.kind == "card" and counters_spells(x.card)
                                            for step, x in self._second_items if step in second):
            # "i counterspell my opp's bottomless pool": what a counterspell acts on is a spell — cast first (it had
            # been a permanent: "That can't happen as told: it must be on the stack")
            cast = self._cast_to_be_countered(subject)
            if cast is not None:
                acts.insert(0, (cast, subject))
                self._cast_told_by_counter = True
                for k, x in enumerate(items[:-1]):  # "their shattered yard spell": the spell said
                    if x.kind == "card" and x.card is not None and x.card.name == card.name \
                            and items[k + 1].text.casefold() == "spell":
                        items[k + 1].used = True
        # What another card does happens where it is told ("Clone copying Edgar dies": Clone first, then
        # the death); what is asked of another card (check) comes last, as the question.
        applied = [(step, item) for step, item in self._second_items if step.startswith("apply ") and step in second]
        if applied:  # "Ephemerate on it: does it come back transformed?": Ephemerate returns it, nothing else
            acts = [(a, it) for a, it in acts if id(it) not in self._asked_enter]
            position = {id(it): k for k, it in enumerate(items)}
            casts_at = sorted(position.get(id(it), len(items)) for a, it in acts if a.startswith("cast"))

            def told_at(act: tuple[str, Item]) -> float:
                if act[0] == "cast transformed" and act[1].where is not None and act[1].where.aside \
                        and not any(a.startswith("cast transformed") for a, _ in acts if a != act[0] or _ is not act[1]):
                    return -1  # "if i boomerang opp's luminous phantom (their disturbed lunarch veteran)": how it got
                    # there, said in a parenthesis, is before what is told of it (it had been cast after the bounce)
                k = position.get(id(act[1]), len(items))
                if act[1].kind == "card" and counters_spells(act[1].card) and casts_at:
                    # "opp Counterspells my disturbed Soul": a spell is countered once cast — the cast told before the
                    # counter, or else the first told ("i cast locker room and opp remanded it. can i cast bottomless
                    # pool now?": the Remand had waited for the second cast, the one asked)
                    earlier = [p for p in casts_at if p < k]
                    return k if earlier else casts_at[0] + 0.5
                return k
            acts = sorted(acts + applied, key=told_at)
            second = [x for x in second if x not in {step for step, _ in applied}]
        counter_static = any(x.startswith("apply ") and any(
            e.template == "counter_cast" for c in self.cards() if c.card.name == x[6:].split(" counters=")[0].split(" x=")[0]
            for e in read_effects(c.card).effects) for x in getattr(self, "_statics", []))
        # ("Chalice of the Void on 1, I cast Lanterns' Lift with disturb. countered …?": the Chalice counters it — a
        # countering by the rule after it had moved the exiled card to the graveyard)
        told_counter = next(((st, x) for st, x in self._second_items if countered and st in second
                             and st.startswith("check ") and x.kind == "card" and counters_spells(x.card)), None)
        if told_counter is not None and not counter_static and not any(
                x.kind == "card" and counters_spells(x.card) for _, x in applied):
            # "if negate counters sinner's judgment, does it go to the graveyard?": the counterspell said doing it
            # counters the spell (it had been checked after the rule's own countering, on a card already exiled)
            second = [y for y in second if y != told_counter[0]]
            acts.append(("apply " + told_counter[0][6:], told_counter[1]))
            applied = applied + [("apply " + told_counter[0][6:], told_counter[1])]
        for it in countered:
            it.used = True
            if not counter_static and not any(x.kind == "card" and counters_spells(x.card) for _, x in applied):
                # no card says how it is countered: the rule does (701.6a), and the reply says so
                acts.append((_COUNTERED, it))
                self.assumed.append(("countered", faces[0]))
        checks = self.conditions()
        self._words_about_the_story(subject, second)
        for k, it in enumerate(items):  # "my opponent's Huntmaster", "opponent casts Abrupt Decay": who, said
            if it.kind == "concept" and it.value == "dn:opponent":  # (see ask.stopped_at)
                nxt = items[k + 1] if k + 1 < len(items) else None
                if nxt is not None and nxt.kind == "word" and nxt.text.casefold() in _TURN_WORDS:
                    continue  # "on my opponent's turn": a time the card's story doesn't follow (stays unplaced)
                it.used = True
                self.opponent = True
        if self._theirs(subject):
            second = self._told_theirs(second)
        self._subject_theirs = self._theirs(subject) or self._cast_by_the_opponent(subject)
        self._opponent_only_holds = self._opponent_holds_only_statics()
        steps = []
        for z, zone in destinations:  # "got bounced to my hand by Unsummon", "Bottomless Pool returns my Delver to
            if z in locations and any(  # my hand": the other card's act, and where it went — not where it was
                    step.startswith("apply ") and x.where is not None and zone.where is not None
                    and x.where.sentence == zone.where.sentence for step, x in self._second_items):
                locations.remove(z)
        acts = [(a, it) for a, it in acts if id(it) not in self._done_by]  # "blink it with Cloudshift": Cloudshift's
        for a, _ in acts:  # one act said twice ("etbs without being cast", "cast ... with disturb") is one step
            if steps and (a == steps[-1] and a.split()[0] in ("enter", "resolve", "cast") and a != "resolve ability"
                          or a == "cast transformed" and steps[-1].startswith("cast")):
                steps[-1] = a
                continue
            if steps and steps[-1] == "cast transformed" and a in ("cast", f"cast {faces[-1]}"):
                continue  # 「降霊で唱えた《Generous Soul》」: the disturb cast, said twice
            if a == "enter" and steps and steps[-1].startswith("cast"):
                a = "resolve"  # "I cast Bottomless Pool. which door is unlocked when it enters?": a spell enters by resolving
            steps.append(a)
        if not steps and self._countering() and subject.match and not locations:
            # a counterspell acts on a spell: it was cast (a Room's door must be named: the engine asks which)
            face = subject.match.face_idx
            steps = [f"cast {faces[face]}" if face is not None else "cast"]
        destination = subject.where is not None and subject.where.asks and self._into(subject)
        # ("does my Delver of Secrets flip into Insectile Aberration?": the face asked to be reached is no start —
        # it was put up first, and "Yes — Insectile Aberration transforms into Delver of Secrets" answered)
        back_named = (subject.match is not None and subject.match.face_idx == 1 and not destination
                      or self._back_stated(card)) \
            and card.is_double_faced and card.layout == "transform" and (
                "transform" not in state_steps + steps or self._turns_back_to_front(subject, card)) \
            and (locations in ([], ["battlefield"]) or bool(steps) and steps[0].startswith("apply ")
                 and locations == asked_zones) and not any(a.startswith(("cast", "enter", "play", "craft", "activate craft",
                                                                             "defeat"))
                                                               for a in steps)
        # ("my Hand of Enlightenment is out": the back face named on the battlefield is the face up there; "Zilortha
        # after Invasion of Ikoria is defeated": the defeat casts the Siege transformed, 310.11b — the back face named
        # is that spell, never a battle already turned)
        if back_named:
            # "If I blink Persistent Nightmare": the back face named on the battlefield is face up there
            front = card.faces[0]
            if {"Instant", "Sorcery"} & set(front.types or []):
                steps, locations = ["enter transformed"] + steps, ["library"]
                self.assumed.append(("back", card.faces[1].name))
            else:
                state_steps.append("transform")
                self.assumed.append(("back", card.faces[1].name))
        acted_on = bool(steps) and card.layout == "modal_dfc" and not any(
            x.startswith(("cast", "play", "enter", "resolve", "unlock", "lock", "meld")) for x in steps)
        back_said = subject.match is not None and subject.match.face_idx == 1 and card.is_double_faced \
            and (not steps or acted_on) and not state_steps and len(locations) <= 1 \
            and not (subject.where is not None and subject.where.opener == "or" and subject.where.asks)
        # ("can I cast it, or play it as Spikefield Cave instead?": a face named in an alternative asked is no start)
        later = steps if acted_on else []  # "if I flicker Emeria, Shattered Skyclave": played first, then flickered
        elsewhere = any(x.kind == "card" and x.card is not None and x.card.name != card.name
                        and _zone_acted_on(x.card) in ("hand", "library") for x in items)
        if back_said and card.layout == "modal_dfc" and acted_on and locations and not elsewhere and later and (
                all(z == later[0].split()[1] for z in locations) if later[0].startswith("move ")
                else later[0].startswith("apply ") and all(z in asked_zones for z in locations)):
            # "Emeria, Shattered Skyclave got bounced to my hand. mv now?": the face named was up on the battlefield
            # (played), and where the move puts it is where it is asked of — not a start the rules refuse
            locations = ["battlefield"]
        if back_said and not locations and card.layout == "modal_dfc" and not self.has("hit:cascade") and not elsewhere:
            # (a discard or a search finds the card in a hand or a library, where it is its front face only, 712.8a:
            # "can Thoughtseize take Emeria, Shattered Skyclave?" had been played first, then "it is on the battlefield")
            # (cascade finds the card in the library, and the face named is the one asked: "can I cast Tibalt, Cosmic
            # Impostor off cascade?" had been cast and resolved first, then "No — it is on the battlefield")
            # "can Fatal Push destroy Emeria, Shattered Skyclave?", "the mana value of Tibalt, Cosmic Impostor":
            # the face named is the one up, a permanent (in a library or hand the card is its front face only)
            locations = ["battlefield"]
        if back_said and locations and card.layout == "modal_dfc" and locations[0] in ("battlefield", "stack"):
            # "the mana value of Emeria, Shattered Skyclave on the battlefield": the face named is the one up,
            # played or cast (712.8e), not a start the rules refuse
            back = card.faces[1]
            put = []
            if "Land" in back.types and locations[0] == "battlefield":
                put = [f"play {back.name}"]
            elif "Land" not in back.types and not (later and locations[0] == "stack"):
                put = [f"cast {back.name}"] + (["resolve"] if locations[0] == "battlefield" else [])
            if put:
                steps = put + later
                locations = ["hand"]
                self.assumed.append(("back_cast", back.name))
        elif back_said and locations and card.layout == "transform" and locations[0] == "stack" and _has_disturb(card):
            steps, locations = ["cast transformed"], ["graveyard"]  # "Generous Soul on the stack": cast with disturb
            self.assumed.append(("back_cast", card.faces[1].name))
        elif not locations and card.layout == "transform" and _has_disturb(card) and len(card.faces) > 1 \
                and steps[:1] == [f"cast {card.faces[1].name}"]:
            # "can Spell Pierce counter Hook-Haunt Drifter?": its back face is cast only with disturb, from a graveyard
            # (702.146a) — it had been cast from the hand, and refused as a story that can't happen
            steps, locations = ["cast transformed"] + steps[1:], ["graveyard"]
            self.assumed.append(("back_cast", card.faces[1].name))
        if self.consequence == ("face", "back") and not steps and not second:
            # "does my Ulvenwald Captive transform?" with nothing happening first: can it, is what is asked
            steps, self.consequence, self.shape = ["transform"], None, Shape(self.shape.asked, "can")
        if steps and steps[0].startswith("apply ") and locations and locations == asked_zones:
            # "My Bottomless Pool returns my Delver. What's its mana value in my hand?": where it ends up is
            # asked; another card acts on a permanent
            locations = []
        self._asked_zones = asked_zones
        zone = self._start_zone(steps, state_steps, locations, card)
        if zone == "battlefield" and not (locations or steps or state_steps) and second \
                and not _a_permanent_face(card.faces[0]) and not self.has("state:present"):
            # "does Grafdigger's Cage stop Startled Awake …?": another card acts on it, but a sorcery's card is on
            # no battlefield, and where it is was not said: the other card stays unplaced, nothing is guessed
            placed = {it.card.name for step, it in self._second_items if step in second}
            for it in self.items:
                if it.kind == "card" and it.card is not None and it.card.name in placed:
                    it.used = False
            second = []
            zone = "library"
        door = faces[subject.match.face_idx] if card.is_room and subject.match is not None \
            and subject.match.face_idx is not None else None
        if door is not None and not locations and not steps and not state_steps and not second \
                and self.has("ask:mv") and all(c.startswith("check mana value") for c in checks):
            # "what's the mana value of Locker Room?": a door's own on the stack and unlocked on the battlefield,
            # the whole card's elsewhere (709.3, 709.4, 709.5) — where is not guessed, each is offered
            self._door_zone_unsaid = door
        if card.is_room and door is None and locations == ["battlefield"] and not steps and not state_steps \
                and not second and not self.has("state:locked") and self.has("ask:mv", "ask:name") \
                and all(c.startswith(("check mana value", "check name")) for c in checks):
            # "the name of Bottomless Pool // Locker Room on the battlefield": which doors are unlocked decides
            # (709.5): not guessed, each is offered
            self._door_zone_unsaid = "?"
        elif card.is_room and locations == ["battlefield"] and not steps and not state_steps and not second \
                and not self.has("state:") and checks and all(c.startswith(("check color", "check colour"))
                                                               for c in checks):
            # "is Cadaver Lab on the battlefield black?": its colour there is its unlocked doors' (709.5, 202.2) — it
            # had been taken as fully locked and called colourless; not guessed, each door state is offered
            self._door_zone_unsaid = "?"
        elif card.is_room and zone == "battlefield" and not steps and not state_steps and second \
                and not self.has("state:", "act:unlock", "act:lock", "act:cast", "act:enter") \
                and self._door_state_decides(second):
            # "can Abrupt Decay destroy opp's Bottomless Pool // Locker Room?": on the battlefield its mana value is
            # its unlocked doors' (709.5) — 0, 1, 5 or 6 here; which are unlocked was not said, so each is offered
            self._door_zone_unsaid = "?"
        elif card.is_room and getattr(self, "_asks_permanent", False) and locations in ([], ["battlefield"]) \
                and not steps and not state_steps and not second and not self.has("state:", "act:unlock", "act:lock"):
            self._door_zone_unsaid = "?"  # "does Bottomless Pool have flying?": its unlocked doors' abilities decide
        if not locations and not steps and not state_steps and not second and not checks:
            self.assumed.append(("zone", zone))
        elif not locations and zone in ("battlefield", "library") and not (steps or state_steps):
            self.assumed.append(("zone", zone))
        if "transform" in state_steps and any(x in ("craft", "activate craft") for x in steps):
            state_steps = [x for x in state_steps if x != "transform"]  # its back face up is what the craft made
        if state_steps and steps and steps[0] == "enter" and state_steps == ["transform"] and not locations:
            # "my Delver came in this turn and flipped", "Insectile Aberration … if Delver entered this turn": it
            # entered, then transformed — the face it is in now came after the entering told (it had been
            # "transform; enter", which can't happen: it was already on the battlefield)
            zone = self._start_zone(steps, [], locations, card)
            steps, state_steps = steps[:1] + state_steps + steps[1:], []
        if zone == "battlefield" and state_steps:
            steps = state_steps + steps
        elif state_steps:  # "my flipped Delver in the graveyard": it was on the battlefield first
            steps = state_steps + steps
            zone = "battlefield" if not steps or not steps[0].startswith("cast") else zone
        if card.is_room and zone == "stack":  # a Room on the stack is one door being cast
            door = faces[subject.match.face_idx] if subject.match and subject.match.face_idx is not None else None
            if door is not None and not steps:
                zone, steps = "hand", [f"cast {door}"]
        steps = [("move graveyard" if s == _COUNTERED else s) for s in self._add_resolve(steps, locations, second)]
        # A fact the question states is checked once the situation is set up, before anything happens:
        # "my transformed Insidious Mist has mana value 4" is checked on the transformed permanent.
        told = len(state_steps) if steps[:len(state_steps)] == state_steps else 0
        steps = self._statics + steps[:told] + self.preconditions + steps[told:]
        steps += second + (["resolve ability"] if getattr(self, "_craft_response", False) else []) + checks
        # 「《虚空の選別者/Void Winnower》」: one card said by two names is one static, applied once
        steps = [s for k, s in enumerate(steps) if not (k and s.startswith("apply ") and s == steps[k - 1])]
        steps = self._asked_trigger(steps)
        steps = self._static_asked_again(steps)
        self._naming_asked_to_stop_an_unlock(steps)
        name = card.name
        melds = [it for it in items if it.kind == "concept" and it.value == "act:meld"]
        if card.layout == "meld" and " + " in (card.meld_partner or "") and not any(it.used for it in melds):
            for it in melds:  # "Urza, Planeswalker after the meld": the meld said is the melded permanent's own
                it.used = True
            # "if I bounce Brisela": a melded permanent named is its two cards melded on the battlefield
            # (712.4b: the combined back face exists only so); the first is followed, the second melds with it
            first, other = (p.strip() for p in card.meld_partner.split("+", 1))
            said_elsewhere = not steps and any(z != "battlefield" for z in locations)  # "Brisela in my library"
            if zone in ("battlefield", "library") and not said_elsewhere \
                    and not any(s.startswith(("cast", "enter", "play")) for s in steps):
                name, zone, steps = first, "battlefield", [f"meld {other}"] + steps
                shown = [first, other, card.name]
                if self.language == "ja":  # said in the asker's language: 消えゆく光、ブルーナ
                    shown = [self._japanese_name(n) for n in shown]
                self.assumed.append(("melded", tuple(shown)))
                self.assumed = [a for a in self.assumed if a[0] != "zone"]
        cast = next((x for x in steps if x.startswith(("cast", "play"))), None)
        disturbed = _has_disturb(card) and zone == "graveyard" and cast in ("cast transformed", f"cast {faces[-1]}")
        if self.shape.modal and cast is not None and not disturbed and zone not in ("hand", "stack") \
                and not second and not self._statics and not self.has("hit:cascade") \
                and not _CAST_ELSEWHERE.search(" ".join(strip_reminders(f.text or "") for f in card.faces)):
            # "can I cast Beloved Beggar from my graveyard?": a card is cast from the hand unless a rule or an
            # effect allows otherwise (601.3) — the engine plays what it is told; nothing told allows it here
            self._needs_permission = zone
        if self.consequence is not None and self.consequence[0] in ("trigger", "doors") and steps \
                and steps[-1].startswith("cast"):
            steps.append("resolve")  # "I cast Brutal Cathar. does its ETB trigger?": what enters, once it resolves
        at = next((i for i, x in enumerate(steps) if x.startswith(("check attack", "check sick", "check block"))), None)
        if at is not None and any(x.startswith("cast") for x in steps) and "resolve" not in steps:
            steps = steps[:at] + ["resolve"] + steps[at:]  # "I cast Village Watch … can it attack?": once it resolves
        steps = self._own_dies_return(card, zone, steps, locations)
        steps = self._resolve_to_meet_entering(steps)
        steps = self._casting_statics(steps, static_asked)
        self._own_transform_cost_said(card, steps)
        self._back_without_return(steps)
        self._asked_return_not_told(card, steps)
        self._answerable(zone, steps, locations)
        argv = [name, "--zone", zone]
        designation = self._designation()
        first = next((i for i, x in enumerate(steps) if not x.startswith("apply ")), None)  # (after the statics:
        # "opp has Void Winnower, can my Moonrage Brute block?")
        if zone == "battlefield" and first is not None and steps[first] == "transform" \
                and designation in (None, "night") and day_or_nightbound(card):
            # (told as an event too: "… and after it flips?" — a daybound card flips only as it becomes night)
            # "the power of Moonrage Brute": a daybound card is back face up only at night (702.145b); it
            # can't be transformed into it (the engine would leave Brutal Cathar up and answer for it)
            steps = steps[:first] + steps[first + 1:]
            if designation is None:
                designation = "night"
                self.assumed.append(("night_face", card.faces[1].name))
        if designation is not None:
            argv += ["--day-night", designation]
        if steps:
            argv += ["--steps", "; ".join(steps)]
        return self.reading(command, argv)

    def _door_state_decides(self, second: list[str]) -> bool:
        """Does another card's effect in the story look at a Room's mana value or name (which its unlocked doors
        decide on the battlefield, 709.5), rather than only at what it is (an enchantment)?"""
        for step in second:
            verb, _, name = step.partition(" ")
            if verb not in ("check", "apply"):
                return False
            it = next((x for x in self.items if x.kind == "card" and x.card is not None
                       and name.split(" ")[0] and name.startswith((x.match.matched if x.match else x.card.name))), None)
            if it is None:
                return False
            for e in read_effects(it.card).effects:
                c = e.condition
                if c is not None and (c.mana_value is not None or getattr(c, "name", None)) \
                        or e.template in ("naming", "discard_named", "destroy_if", "counter_if") \
                        or c is not None and (getattr(c, "colors", ()) or getattr(c, "not_colors", ())
                                              or getattr(c, "colorless", False) or getattr(c, "multicolored", False)):
                    return True  # (Hydroblast's "if it's red": its colour is its unlocked doors', 709.5)
        return False

    def _asked_for(self, subject: Item) -> list[str]:
        """'does it still count as 1 cmc for Fatal Push?', 'chittering host cmc? for like a reflector mage': a
        property asked for the sake of another card — that card's effect is what the asker wants checked, after
        the story (check), so its answer carries the property's."""
        if not self.has("ask:mv", "ask:color", "ask:type", "ask:name", "cmp:"):
            return []
        partner = (subject.card.meld_partner or "").casefold()
        out = []
        for k, it in enumerate(self.items):
            if it.kind != "card" or it.used or it.card is None or it.card.name == subject.card.name \
                    or it.card.name.casefold() in partner or it.card.layout == "meld":
                continue
            before = [x.text.casefold() for x in self.items[max(0, k - 3):k]]
            if "for" in before and all(w in ("for", "like", "a", "an", "the", "my", "their", "his", "her", "your")
                                       for w in before[before.index("for"):]):
                it.used = True
                out.append(f"check {it.match.matched if it.match else it.card.name}")
                self._second_items.append((out[-1], it))
        return out

    def _unlock_time(self, unlock: Item) -> str:
        """'can they unlock Widow's Walk in response?', '… right away, same main phase?': when the unlock cost is
        paid, said in its clause — the step's time (a special action only in its controller's main phase with the
        stack empty, 116.2m); '' when none is said."""
        if unlock.where is None:
            return ""
        said = []
        clause = self._clause(unlock.where.sentence, unlock.where.clause) + [  # "… after i declare attackers?"
            it for it in self.items if it.where is not None and it.where.sentence == unlock.where.sentence
            and it.where.clause != unlock.where.clause and it.where.opener in _TIME_OPENERS]
        for j, it in enumerate(clause):
            nxt = clause[j + 1] if j + 1 < len(clause) else None
            if it.kind == "concept" and it.value == "dn:opponent" and nxt is not None \
                    and nxt.text.casefold() == "turn":  # "on my opponent's turn"
                said += [(" on an opponent's turn", it), ("", nxt)]
                continue
            if it.kind == "concept" and not it.used and it.text in ("相手のターン", "相手のターン中", "相手ターン"):
                said.append((" on an opponent's turn", it))  # 「相手のターンに開けられる？」
                continue
            if it.kind == "word" and it.text.casefold() == "with" and nxt is not None and nxt.kind == "word" \
                    and nxt.text.casefold() == "flash" and not nxt.used:
                said += [(" with flash", nxt), ("", it)]  # "can I unlock it with flash?": when, by a keyword (702.8a)
                continue
            if it.kind != "concept" or it.used or not it.value.startswith(("time:", "when:step")):
                continue
            low = it.text.casefold()
            when = {"time:response": " in response", "time:instant": " at instant speed", "time:now": ""}.get(it.value)
            if when is None:
                when = next((w for words, w in _STEP_TIMES if any(x in low for x in words)), None)
            if when is not None:
                said.append((when, it))
        if {w for w, _ in said if w} == {" in response", " in a main phase"}:
            said = [x for x in said if x[0] != " in a main phase"] + [("", x[1]) for x in said if x[0] == " in a main phase"]
            # ("during my main phase with my creature spell on the stack": the stack isn't empty)
        if len({w for w, _ in said if w}) > 1:
            return ""  # two times said ("in response, during combat"): left unplaced
        for _, it in said:
            it.used = True
        return next((w for w, _ in said if w), "")

    def _asked_trigger(self, steps: list[str]) -> list[str]:
        """'Does Cathars' Crusade trigger?', 'does that count as an enchantment entering for my Doomwake Giant?':
        another card's triggered ability that watches for what happens (Cathars' Crusade, landfall, Eerie) is
        asked — whether it triggers on the story's last step (`trigger CARD`), not what its effect does to the
        card. It is neither a static applied from the start nor a check of its effect."""
        asked = [it for it in self.items if it.kind == "concept" and (self.shape.asks(it) or id(it) in self.asked_verbs)]
        event = getattr(self, "_trigger_event", [])
        asking = [it for it in asked if it.value == "ask:trigger"]
        if event and any(it.value == "ask:count_as" for it in asked):
            asking += [it for it in asked if it.value == "ask:count_as"]
        if not asking:
            return steps
        subject = self._subject.card.name if getattr(self, "_subject", None) is not None else None

        def named(name: str):
            return next((it for it in self.items if it.kind == "card" and it.card is not None
                         and (it.card.name == name or (it.match is not None and it.match.matched == name))), None)
        watching = []  # (the step it was, the card's item): a step of the story, or named in the question clause
        for step in steps:
            verb, _, name = step.partition(" ")
            it = named(name) if verb in ("check", "apply") and name else None
            if it is not None and watchers.read(it.card)[0]:
                watching.append((step, it))
        watching += [(None, it) for it in self.items if it.kind == "card" and it.card is not None and not it.used
                     and self.shape.asks(it) and it.card.name != subject and watchers.read(it.card)[0]]
        if len({it.card.name for _, it in watching}) != 1:
            return steps
        step, card_item = watching[0]
        card_item.used = True
        name = card_item.match.matched if card_item.match else card_item.card.name
        watches = watchers.read(card_item.card)[0]
        for it in asking + event:
            it.used = True
            self.asked_verbs.pop(id(it), None)
        text = " ".join(f.text or "" for f in card_item.card.faces).casefold()
        watched = {t.casefold() for w in watches if w.condition is not None for t in w.condition.any_types}
        for it in self.items:  # "does that count as an enchantment entering for constellation?": what the ability
            if not self.shape.asks(it) or it.used:  # watches for, and its ability word
                continue
            if it.kind == "concept" and it.value.startswith("type:") and it.value[5:].casefold() in watched:
                it.used = True
            elif it.kind in ("word", "ambiguous") and f"{it.text.casefold()} — " in text:
                it.kind, it.used = "word", True
            elif it.kind == "word" and self.language == "ja" and f"{_ja_ability_word(it.text)} — " in text:
                it.used = True  # 「《水蓮のコブラ》の上陸」: the watching card's own ability word (Landfall —)
        if self.consequence is not None and self.consequence[0] == "trigger":
            self.consequence = None
        gone = {f"{verb} {n}" for verb in ("check", "apply") for n in (name, card_item.card.name)}
        # "Does Cloudshift on my Delver trigger Cathars' Crusade?": another card's effect is what happens, carried out
        acting = {s for s in steps if s.startswith("check ") and named(s[6:]) is not None}
        kept = [("apply " + s[6:] if s in acting else s) for s in steps if s != step and s not in gone]
        return kept + [f"trigger {name}"]

    def _answerable(self, zone: str, steps: list[str], locations: list[str]) -> None:
        """What the question clause asks, read off the end of the story, only where the story decides it:
        - "if Harvest Hand dies, where does it go?": its own dies trigger moves it on, which the story doesn't
          follow — no zone is offered as the answer;
        - "does it keep its counters?": a permanent that only transforms is the same object (712.18); one that
          changes zones is a new one (122.2). Counters put on it in a story that also casts or enters it are put
          on an object the reader can't tell apart, so then nothing is answered;
        - "Is Locker Room unlocked?" with nothing said of where it is or what happened: not guessed."""
        what = self.consequence[0] if self.consequence is not None else None
        if self.consequence == ("zone", "") and any(
                _OWN_LEAVING.search(f.text or "") for f in self._subject.card.faces):
            self._leave_unplaced([it for it in self.items if it.kind == "concept" and it.value == "ask:zone"])
        elif what == "doors" and not steps and not locations:
            self._leave_unplaced([it for it in self.items if id(it) in self.asked_verbs
                                  and self.asked_verbs[id(it)][0] == "state"])
        elif self.consequence == ("keeps", "counters"):
            kept = ("transform", "check ", "unlock ", "lock ", "apply ")
            moved = ("blink", "move ", "copy", "token copy")
            if zone == "battlefield" and all(s.startswith(kept + moved) for s in steps):
                self._counters_placed()
            else:
                self._leave_unplaced([it for it in self.items
                                      if it.kind == "concept" and it.value == "ask:keeps_counters"])

    def _counters_placed(self) -> None:
        """The counters a 'does it keep its counters?' question speaks of, and their number."""
        for k, it in enumerate(self.items):
            if it.kind in ("word", "ambiguous") and ("counter" in it.text.casefold() or "カウンター" in it.text):
                it.kind, it.used = "word", True  # the counters asked about
                near = self.items[max(0, k - 3):k] + (self.items[k + 1:k + 3] if self.language == "ja" else [])
                for x in near:  # "two +1/+1 counters", 「カウンターを5個」
                    if x.kind == "number" or x.text.strip() in ("+", "/", "+1/+1", "-1/-1"):
                        x.used = True

    def _words_about_the_story(self, subject: Item, second: list[str]) -> None:
        """Words that say nothing the steps don't: "can Annul hit a room?" ("a room" is the Room followed), and
        "without revolt" of a card that acts, whose "instead" line the engine answers as off and says so (with it
        on, the words stay unplaced). ("even" as an adverb is placed by `conditions`.)"""
        acting = [it.card for step, it in getattr(self, "_second_items", []) if step in second and it.card is not None]
        if not acting:  # "revolt is on. can Fatal Push kill X? how much mv is it": said for the question before
            acting = list(getattr(self, "asked_before", []))
        ability_words = {normalize_name(m) for card in acting for f in card.faces
                         for m in re.findall(r"^([A-Z][a-z]+) —", f.text or "", re.M)} | (
            {"kicker", "kicked"} if any("Kicker" in (f.text or "") for c in acting for f in c.faces) else set())
        templates = {e.template for card in acting for e in read_effects(card).effects}
        cascading = bool(templates & {"cascade", "discover"}) \
            and not any(x.text.casefold() == "or" and y.kind == "concept" and str(y.value).startswith("act:")
                        for x, y in zip(self.items, self.items[1:])) \
            and not any(x.kind == "concept" and x.value == "act:transform" for x in self.items)
        # ("can I cast it for free, or play it as Spikefield Cave instead?": two acts asked as alternatives — the
        # second is no step of the story; "can I flip it and cast Tibalt for free?": a flip said of a card in the
        # library is no step the story has; unread, they keep the reading partial)
        free = cascading or "transform" in templates or self.has("act:defeat") or not (
            templates & {"cascade", "discover"} or self.has("act:transform")) and any(
            "without paying" in (f.text or "").casefold() for it in self.items if it.kind == "card" and it.card is not None
            and it.card.name != subject.card.name for f in it.card.faces)
        # (Omniscience: "You may cast spells from your hand without paying their mana costs")
        for it in self.items:  # "Shardless Agent cascades into Delver of Secrets. can I cast it transformed?": cascade
            # casts it front face up (712.11) — how else it could be cast is not what the check answers (it had said Yes)
            if templates & {"cascade", "discover"} and it.kind == "concept" and self.shape.asks(it) and it.value in (
                    "state:transformed", "act:enter_transformed", "act:play"):  # (a face named, "… as Luminous
                # Phantom", is asked; "can I play it as Kazandu Valley instead?" — cascade only casts, 702.85a — had
                # been played first, and its No said the card was on the battlefield)
                it.used = False
                self._keep_unused.add(id(it))
        for k, it in enumerate(self.items):
            if cascading and it.kind in ("word", "ambiguous", "concept") and not it.used and it.text.casefold() in (
                    "reveal", "reveals", "revealed", "revealing", "hit", "hits", "flipped over", "flips over"):
                it.kind, it.used = "word", True  # "cascade revealed Valakut Awakening": how cascade finds it (702.85a)
                continue
            if free and it.kind in ("word", "ambiguous") and it.text.casefold() in ("free", "freely", "タダ", "タダで",
                                                                                  "無料で", "ただで"):
                # "can I cast it for free?": cascade casts it without paying its mana cost (702.85a), as a defeated
                # battle's back face is cast (310.11b) and an effect transforms it with no cost paid
                it.kind, it.used = "word", True
                continue
            if it.used:
                continue
            if it.kind == "concept" and it.value == "type:room" and subject.card.is_room and it.text.casefold() in (
                    "a room", "the room"):
                it.used = True
            elif it.kind == "word" and normalize_name(it.text) in ability_words and k \
                    and self.items[k - 1].text.casefold() in ("without", "no", "not"):
                no = self.items[k - 1]
                no.kind, no.used, it.used = "word", True, True
            elif it.kind == "word" and normalize_name(it.text) in ability_words and [
                    x.text.casefold() for x in self.items[k + 1:k + 3]][:2] in (["is", "off"], ["off"]):
                for x in self.items[k:k + 3]:  # "revolt is off": as the engine assumes
                    x.used = True
                    if x.text.casefold() == "off":
                        break
            elif it.kind == "word" and self.language == "ja" and it.text in _JA_WITHOUT and _JA_WITHOUT[it.text] \
                    in ability_words:
                it.used = True  # 「紛争なしの《Fatal Push》」: without revolt, as the engine assumes
            elif it.kind == "word" and normalize_name(it.text) in ability_words - {"kicker", "kicked"} \
                    and getattr(self, "_instead_on", None) in (None, normalize_name(it.text)) \
                    and (said := self._said_on(k)):
                # "i have revolt, can i fatal push it?", "revolt is on": the card's "instead" line answered as on (the
                # engine answers both; the verdict is the one said)
                for x in said:
                    x.kind, x.used = ("word" if x.kind == "concept" else x.kind), True
                it.used = True
                self._instead_on = normalize_name(it.text)

    def _said_on(self, k: int) -> list[Item]:
        """The words that say the ability word at k is on: "with/have revolt", "revolt is on", "revolt on" ([] when
        none; "no revolt", "revolt is off" are not these)."""
        before = self.items[k - 1] if k else None
        after = [x.text.casefold() for x in self.items[k + 1:k + 3]]
        if before is not None and before.text.casefold() in ("with", "have", "has", "had", "got") and not (
                after[:1] == ["off"] or after[:2] in (["is", "off"], ["isn't", "on"])):
            return [before]
        if after[:1] in (["on"], ["active"], ["enabled"]):
            return self.items[k + 1:k + 2]
        if after[:2] in (["is", "on"], ["is", "active"], ["is", "enabled"], ["'s", "on"]):
            return self.items[k + 1:k + 3]
        return []

    def _before_this_turn(self, acts: list[tuple[str, Item]], locations: list[str],
                          state_steps: list[str]) -> list[tuple[str, Item]]:
        """'Delver flipped last turn', 'it's been on the battlefield for ages': what is told of an earlier turn.
        Only summoning sickness tells a turn from the one before (302.6), so when the question asks whether it can
        attack, what came onto the battlefield then is where the story starts; for any other question the
        story's steps give the same answer and the words are placed as said. Said beside a day or night, or of
        nothing the story follows, they stay unplaced."""
        attack = self._attack_asked() is not None
        keep = list(acts)
        for it in self.items:
            if it.kind != "concept" or it.value not in ("when:before", "dn:last_turn") or it.where is None \
                    or self.shape.asks(it):
                continue
            clause = self._clause(it.where.sentence, it.where.clause)
            if clause[0] is it:  # "Huntmaster has been out since last turn": "since" opens a clause of its own
                clause = self._clause(it.where.sentence, it.where.clause - 1) + clause
            if any(x.kind == "concept" and x.value in ("dn:day", "dn:night", "dn:neither", "dn:becomes_day",
                                                      "dn:becomes_night", "dn:spells", "dn:no_spells",
                                                      "dn:one_spell") for x in clause):
                continue  # "it was night last turn", "they cast two spells last turn": day and night's own story
            told = [(a, x) for a, x in keep if any(x is y for y in clause)]
            said_there = any(x.kind == "concept" and x.value in ("zone:battlefield", "state:transformed",
                                                                 "state:present") for x in clause)
            if not told and not said_there:
                continue
            it.used = True
            if not attack:
                continue
            for a, x in told:
                if a.split()[0] in ("cast", "resolve", "enter", "play", "transform", "blink"):
                    keep.remove((a, x))  # there before this turn began: the story starts with it on the battlefield
                    self._before_turn.add(id(x))
                    if "battlefield" not in locations:
                        locations.append("battlefield")
                    if "transformed" in a or a == "transform":
                        if "transform" not in state_steps:
                            state_steps.append("transform")
        return keep

    def _revealed_by_cascade(self, k: int) -> bool:
        for it in reversed(self.items[max(0, k - 3):k]):
            if it.kind == "concept" and it.value == "hit:cascade":
                return True
            if it.kind == "card" and it.card is not None and any(
                    "cascade" in (f.text or "").casefold() for f in it.card.faces) and not (
                    it.card.is_room or it.card.is_double_faced):
                return True
        return False

    def _japanese_name(self, name: str) -> str:
        found = japanese_face_name(self.library, name)
        if found is not None:
            return found
        try:
            return self.library.find_now(name).faces[0].japanese_name or name
        except QueryError:
            return name

    def _designation(self) -> str | None:
        """'At night I blink my Delver', '夜に明滅したら': day or night told as the situation is the game's
        designation at the start (702.145b: a daybound card entering at night enters transformed). Asked
        ("is it night now?") of a single card's story, it is not answered here: it stays unplaced."""
        said = getattr(self, "_became", None)
        for it in self.items:
            if said is not None and it.kind == "concept" and it.value == f"dn:becomes_{said}":
                it.used = True  # ("it became night and …": night is the situation of what is asked)
            if it.kind == "concept" and it.value in ("dn:day", "dn:night", "dn:neither", "ask:day", "ask:night") \
                    and not (self.shape.asks(it) and it.value.startswith("ask:") and self.language == "en"):
                value = it.value.split(":")[1]
                if said is None:
                    said = value
                    it.used = True
                elif value == said:
                    it.used = True
        for it in self.items:  # asked, not said: left for the gate
            if it.kind == "concept" and it.value in ("ask:day", "ask:night", "ask:daynight") and not (
                    said is not None and it.value.endswith(said)):
                it.used = False
        return said

    def _countering(self) -> bool:
        """'counter it', or another card that counters spells ("can my opp Spell Snare my Valki?"): what it
        acts on is a spell, cast, never a permanent."""
        if any(it.kind == "concept" and it.value == "hit:check" and it.text.casefold().startswith("counter")
               for it in self.items) or self._counter_trigger_told():
            return True
        subject = getattr(self, "_subject", None)
        return any(it.kind == "card" and it.card is not None and subject is not None
                   and it.card.name != subject.card.name and counters_spells(it.card) for it in self.items)

    def _pick_door(self, faces: list[str], unlocked: list[str], k: int, verb: str) -> str:
        text = " ".join(it.text.casefold() for it in self.items[k:k + 4])
        if re.search(r"\b(right|second)\b", text):
            return faces[1]
        if re.search(r"\b(left|first)\b", text):
            return faces[0]
        said = self._door_said_before(faces, k) if re.match(r"(it|that|this)\b", text.split(" ", 1)[-1]) \
            or self.language == "ja" else None  # (「…のLocker Roomを相手のターンに開けられる？」: the door before the verb)
        if said is not None:
            return said  # "… needled Ritual Chamber. can I still unlock it?": the door named before
        if verb == "unlock":
            free = [f for f in faces if f not in unlocked]
            return (free or faces)[0]
        return (unlocked or faces)[0]

    def _door_said_before(self, faces: list[str], k: int) -> str | None:
        """The one door of this Room named before item k, as a door (not the whole Room)."""
        w = self.items[k].where
        named = {it.card.faces[it.match.face_idx].name for it in self.items[:k] if it.kind == "card" and (
                 self.language != "ja" or w is None or it.where is None or it.where.sentence == w.sentence)
                 and it.match is not None and it.match.face_idx is not None and it.card.is_room
                 and it.card.faces[it.match.face_idx].name in faces}
        return named.pop() if len(named) == 1 else None

    def _other_cards_next(self, k: int) -> bool:
        """'cast the cards I exiled', 'play the old exiled cards': the verb's object is other cards."""
        if self.language != "en":
            return False
        for it in self.items[k + 1:k + 5]:
            if it.kind == "card":
                return False
            if it.kind == "word" and it.text.casefold() in ("cards", "them", "those", "these", "spells", "things"):
                return True
        return False

    def _next_card(self, k: int) -> Item | None:
        for it in self.items[k + 1:k + 4]:
            if it.kind == "card":
                return it
            if it.kind == "concept" and not it.value.startswith(("q:",)):
                return None
        return None

    def _ja_played_as(self, k: int) -> bool:
        """「土地として置いた」 (として itself made the play), 「土地としてプレイした」, 「土地の面で置いた」: the land is
        said just before the verb, so its land face is the one played."""
        it, items = self.items[k], self.items
        if it.text == "として" or it.text.startswith(_JA_LAND_FACE_PUT):
            return True
        return bool(k) and items[k - 1].kind == "concept" and items[k - 1].value == "ref:object" \
            and items[k - 1].text == "として"

    @staticmethod
    def _back_said_again(named: Item, of: Item, card: Card) -> bool:
        """「《猛り狂う狼男》（《苛まれし最下層民》の裏）」: a back face named, then its card by the front face and 裏 —
        true only when the catalog agrees that the first name is the back face of the second."""
        return (named.kind == "card" and of.kind == "card" and named.card.name == of.card.name == card.name
                and named.match is not None and named.match.face_idx == 1
                and of.match is not None and (of.match.face_idx == 0 or of.match.face_idx is None and card.faces[0].name
                                              .casefold().startswith(of.text.casefold())) and len(card.faces) == 2
                and named.where is not None and of.where is not None and named.where.sentence == of.where.sentence)

    def _side_named(self, card: Card) -> None:
        """'the tibalt side', 'the shield side': a word of one face's name before "side" or "face" names that face
        ("tibalt" was read as the planeswalker type and left unplaced)."""
        if len(card.faces) < 2:
            return
        for k, it in enumerate(self.items[:-1]):
            nxt = self.items[k + 1]
            if it.kind not in ("word", "concept", "ambiguous") or it.kind == "concept" and not str(it.value).startswith(
                    "type:") or nxt.text.casefold() not in ("side", "face", "half"):
                continue
            words = normalize_name(it.text).split()
            faces = [i for i, f in enumerate(card.faces) if words and all(w in normalize_name(f.name).split()
                                                                            for w in words)]
            if len(faces) == 1:
                it.kind, it.value, it.card, it.used = "card", "", card, False
                it.match = Match(0, card.name, faces[0], card.faces[faces[0]].name, "nickname")
                nxt.kind, nxt.used = "word", True

    def _more_doors(self, k: int, card: Card) -> list[str]:
        """The doors listed after the first one said with the verb at item k: 'unlocked Unholy Annex, then Ritual
        Chamber', 'Unholy Annex and Ritual Chamber' (one list in one sentence)."""
        out, seen_door, joined = [], False, False
        for it in self.items[k + 1:]:
            if self.items[k].where is not None and it.where is not None \
                    and it.where.sentence != self.items[k].where.sentence:
                break
            door = it.kind == "card" and it.card is not None and it.card.name == card.name and it.match is not None \
                and it.match.face_idx is not None
            if door and not seen_door:
                seen_door = True
            elif door and joined:
                out.append(card.faces[it.match.face_idx].name)
                it.used, joined = True, False
            elif seen_door and (it.text.casefold() in ("and", "then", "&", ",", "and then") or
                                it.kind == "concept" and it.value == "seq:then"
                                and it.text.casefold() not in ("after", "before", "afterwards")):
                joined = True
                it.used = it.used or it.kind == "word"
            else:
                break
        return out

    def _or_another_card(self, k: int) -> bool:
        """Is card item k one of two cards said as alternatives ("negate or essence scatter")?"""
        def card_at(j: int) -> bool:
            return 0 <= j < len(self.items) and self.items[j].kind == "card"
        def said_or(j: int) -> bool:
            return 0 <= j < len(self.items) and self.items[j].text.casefold() == "or"
        return said_or(k - 1) and card_at(k - 2) or said_or(k + 1) and card_at(k + 2)

    def _object_card(self, k: int, card: Card) -> Item | None:
        """The card a verb acts on when it is another card: 'destroyed the O-Ring', 'bounce their Delver'."""
        for it in self.items[k + 1:k + 4]:
            if it.kind == "word" and it.text.casefold() in _DETERMINERS:
                continue
            if it.kind == "card" and it.card is not None and it.card.name != card.name:
                return it
            return None
        return None

    _PASSIVE = ("is ", "gets ", "got ", "was ", "dies", "died")

    def _passive_subject_card(self, k: int, card: Card) -> Item | None:
        """The card a passive move is said of when it is another card: 'then the O-Ring is destroyed', 'their Oblivion
        Ring dies' — said just before the verb, in its clause; None when it is the card followed (or one of its meld
        pair, the same permanent)."""
        verb = self.items[k]
        if not verb.text.casefold().startswith(self._PASSIVE):
            return None
        pair = {card.name} | {p.strip() for p in (card.meld_partner or "").split("+") if p.strip()}
        for it in reversed(self.items[max(0, k - 3):k]):
            if it.where is not None and verb.where is not None and it.where.clause != verb.where.clause:
                return None
            if it.kind == "card" and it.card is not None:
                return it if it.card.name not in pair else None
            if it.kind == "word" and it.text.casefold() in _DETERMINERS | {"their", "my", "his", "her", "its"}:
                continue
            if it.kind == "concept" and it.value == "dn:opponent":
                continue
            return None
        return None

    def _prev_card(self, k: int) -> Item | None:
        for it in reversed(self.items[max(0, k - 3):k]):
            if it.kind == "card":
                return it
        return None

    def _after_other_card(self, k: int, card: Card) -> bool:
        """Is concept k what another card does ("Mirror Room copies", "Moonmist resolves")?"""
        prev = self._prev_card(k)
        if prev is None or prev.card.name == card.name:
            return False
        if self.items[k].kind == "concept" and self.items[k].value == "act:transform" and not _transforms_others(
                prev.card):
            return False  # 「《Cut Down》で変身した《秘密を掘り下げる者》を」: the card after it transformed, not Cut Down's act
        between = self.items[self.items.index(prev) + 1:k]
        return all(it.kind == "word" for it in between)

    _STOP = re.compile(r"\b(?:stop|stops|stopped|prevent|prevents|keep|keeps|shut|shuts)\b|止め|止まる|防")

    def _static_asked_again(self, steps: list[str]) -> list[str]:
        """'opp has containment priest. i craft saheeli's lattice into mastercraft raptor — does priest exile it?': the
        Priest is in force from the start and exiles the card as the craft returns it; asked again at the end it was
        checked of the card already in exile, by its front face ("No: … it is Artifact"). Whether it exiled it is
        where the card is: the check is dropped and the zone asked."""
        if not steps or not steps[-1].startswith("check "):
            return steps
        name = steps[-1][6:]
        if f"apply {name}" not in steps[:-1] or self.consequence is not None:
            return steps
        card = next((c.card for c in self.cards() if c.card is not None and c.card.name == name), None)
        if card is None or not any(e.template == "enter_exile" for e in read_effects(card).effects):
            return steps
        self.consequence = ("zone", "exile")
        return steps[:-1]

    def _naming_asked_to_stop_an_unlock(self, steps: list[str]) -> None:
        """'pithing needle naming locker room stops them from unlocking it, right?': whether the name chosen stops the
        unlock is asked — it never does: unlocking is a special action, no spell cast and no ability activated (116.2m,
        709.5e). The check's own "Yes: it has the name" had been the headline."""
        if not self._STOP.search(self.question.casefold()) or not any(s.startswith("unlock ") for s in steps):
            return
        naming = [s for s in steps if s.startswith(("check ", "apply ")) and " name=" in s]
        cards = {c.card.name: c.card for c in self.cards() if c.card is not None}
        if len(naming) == 1 and self.consequence is None:
            card = cards.get(naming[0][6:].split(" name=")[0])
            if card is not None and chooses_a_name(card):
                self.consequence = ("naming_unlock", card.name)
                for it in self.items:
                    if self._STOP.search(it.text.casefold()) and self.shape.asks(it):
                        it.used = True

    def _melded_guess(self) -> None:
        """'moonmist on hanweir garrison? it's a human so it transforms into the township?': the melded permanent named
        only in the question, of a meld card told before it, is the asker's guess at the result — never the subject
        (it had been melded first, and Moonmist refused on the Eldrazi). Left to place, so no verdict rests on it."""
        if any(x.kind == "concept" and x.value == "act:meld" or re.match(r"meld|合体|融合", x.text.casefold())
               for x in self.items):
            return  # ("… after Fang and Vanille meld?": the meld is told)
        for it in self.items:
            if it.kind != "card" or it.card is None or it.card.layout != "meld" or " + " not in (it.card.meld_partner or "") \
                    or not self.shape.asks(it):
                continue
            halves = {p.strip() for p in it.card.meld_partner.split("+")}
            if any(x.kind == "card" and x.card is not None and x.card.name in halves and not self.shape.asks(x)
                   for x in self.items):
                it.kind, it.value, it.card, it.match, it.used = "word", None, None, None, False

    def _modal_face_cast_by_nickname(self) -> None:
        """'… can i just cast mila this time?': a modal card called by a word of one face's name, right after "cast" or
        "play", is that face cast (it had been the face cast before, Lukka). Elsewhere the word is the card ("which side
        of my valki can i cast")."""
        for k, it in enumerate(self.items[1:], start=1):
            if it.kind != "card" or it.card is None or it.card.layout != "modal_dfc" or it.match is None \
                    or it.match.how != "nickname" or it.match.face_idx is not None:
                continue
            before = self.items[k - 1]
            if not (before.kind == "concept" and before.value in ("act:cast", "act:play")):
                continue
            words = normalize_name(it.text.removesuffix("'s")).split()
            faces = [i for i, f in enumerate(it.card.faces) if words and all(w in normalize_name(f.name).split()
                                                                          for w in words)]
            if len(faces) == 1:
                it.match = Match(0, it.card.name, faces[0], it.card.faces[faces[0]].name, "nickname")

    def _defeated_said_of_the_card(self, it: Item) -> bool:
        """'my defeated Invasion of Tarkir': "defeated" said as what the Siege is, just before its name."""
        k = next((j for j, x in enumerate(self.items) if x is it), None)
        if k is None or it.text.casefold() != "defeated":
            return False
        nxt = self.items[k + 1] if k + 1 < len(self.items) else None
        return nxt is not None and nxt.kind == "card" and nxt.card is not None and nxt.card.is_double_faced \
            and (k == 0 or self.items[k - 1].text.casefold() in ("my", "the", "their", "opp's", "a", "your", "his", "her"))

    def _start_zone(self, steps: list[str], state_steps: list[str], locations: list[str], card: Card) -> str:
        # (a name chosen with a card, "opp's Meddling Mage named Locker Room", is no step of the card's own story)
        first = next((s for s in steps if not (s.startswith("apply ") and " name=" in s)), "")
        before_cast = [z for z in locations if z not in ("stack", "battlefield")]
        if getattr(self, "_cast_told_by_counter", False):
            # "my Emeria's Call got countered. whats its mv in my graveyard?": where it is asked about is where the
            # countering put it, not where it was cast from
            before_cast = [z for z in before_cast if z not in getattr(self, "_asked_zones", [])]
        if first.startswith(("cast", "play")):
            if first == "cast transformed" and not before_cast:
                return "graveyard" if _has_disturb(card) else "hand"
            return before_cast[0] if before_cast else "hand"
        if first.startswith("enter"):
            return before_cast[0] if before_cast else "library"
        if first == "defeat":
            return "battlefield"  # only a battle on the battlefield is defeated; "on the stack" is where it ends up
        if first.startswith("move") and all(z == first.split()[1] for z in locations):
            return "battlefield"  # "it dies", "it gets bounced": it was a permanent
        if state_steps or (first and first.split()[0] in ("unlock", "lock", "transform", "copy", "token", "blink",
                                                          "meld", "defeat", "craft", "activate")):
            said = [z for z in locations if z not in getattr(self, "_asked_zones", []) and z != "battlefield"]
            if said and not state_steps and len(set(locations)) == 1:
                # "Can I unlock Bottomless Pool while it's in my library?", 「手札のBottomless Poolを開放したら」: where it
                # is said to be, not moved to the battlefield in silence — the engine says the step can't happen there
                return said[0]
            return "battlefield"
        if locations:
            return locations[0]
        if self.has("hit:cascade"):
            return "library"  # cascade and discover find the card in the library
        acted_in = {_zone_acted_on(it.card) for step, it in getattr(self, "_second_items", [])
                    if step.startswith(("check ", "apply ")) and it.kind == "card" and it.card is not None} - {None}
        if not acted_in and self.has("check:name"):
            # "Cabal Therapy named Access Maze": the card naming finds what it acts on where it looks (a hand)
            acted_in = {_zone_acted_on(it.card) for it in self.items if it.kind == "card" and it.card is not None
                        and it.card.name != card.name} - {None}
        if len(acted_in) == 1:
            return acted_in.pop()  # "can Stoneforge Mystic fetch Halvar?": a search finds a card in the library
        if any(s.startswith(("check ", "apply ")) for s in self._pending_second) or self.has("check:name") \
                or self._statics:
            return "battlefield"  # another card acts on a permanent unless the question says where
        if getattr(self, "_asks_permanent", False):
            return "battlefield"  # "does it have trample?", "can I pay {2}{R}{G}?": a permanent's abilities
        return "library"

    def _add_resolve(self, steps: list[str], locations: list[str], second: list[str]) -> list[str]:
        """A cast spell resolves before anything that needs it on the battlefield: a later step, the zone said, or
        another card that acts only on permanents ("I played the shield side of Reidane. can abrupt decay destroy
        it?" was answered "No — it is on the stack")."""
        acting = [it.card for step, it in getattr(self, "_second_items", []) if step in second and it.card is not None]
        # (what it targets decides: Path to Exile's "search for a basic land" is its target's controller's, not a
        # second thing it acts on — "can I Path opp's disturbed Generous Soul?" had been answered on the stack)
        on_permanents = bool(acting) and all(_acts_only_on_permanents(c) for c in acting)
        named_back = getattr(self, "_subject", None) is not None and self._subject.match is not None \
            and self._subject.match.face_idx == 1
        out = []
        for i, s in enumerate(steps):
            out.append(s)
            if s == "defeat" and i == len(steps) - 1 and named_back and not acting and locations == ["battlefield"]:
                out.append("resolve")  # "Defiant Thundermaw on the battlefield after Invasion of Tarkir was defeated":
                continue  # the back face cast by the defeat (310.11b) resolves, as the zone asked says
            if s == "defeat" and i == len(steps) - 1 and on_permanents and "stack" not in locations:
                out.append("resolve")  # "opp's invasion of tarkir is flipped. can i fatal push the thundermaw?"
                continue
            if s.startswith("cast") and (i + 1 >= len(steps) or steps[i + 1] != "resolve"):
                later = steps[i + 1:]
                if any(x.split()[0] in ("unlock", "lock", "transform", "blink", "move") for x in later) \
                        or ("battlefield" in locations and "stack" not in locations) \
                        or (on_permanents and i == len(steps) - 1 and "stack" not in locations) \
                        or ("stack" not in locations and later[:1] and later[0].startswith("apply ")
                            and self._acts_on_permanents(later[0])):
                    # ("… (disturbed cutpurse) … unsummons it": the bounce finds the permanent the spell became)
                    out.append("resolve")
        return out

    def _acts_on_permanents(self, step: str) -> bool:
        """Does the card applied at this step act only on permanents (Unsummon, Boomerang)?"""
        card = next((it.card for st, it in getattr(self, "_second_items", []) if st == step and it.card is not None), None)
        return card is not None and _acts_only_on_permanents(card)

    # -- other cards acting on it, and conditions -------------------------------------------

    @property
    def _pending_second(self) -> list[str]:
        return getattr(self, "_second", [])

    def _theirs(self, subject: Item) -> bool:
        """'opp's Riphook Raider', 'opp has Awoken Demon', "can I take their Riphook Raider?": the card followed is
        said to be an opponent's — and the opponent does nothing else in the story ("can my opponent Chupacabra their
        own Huntmaster?" is whose-relative to them, which the engine doesn't follow)."""
        said, attached = False, set()
        for k, it in enumerate(self.items):
            if it.kind != "card" or it.card.name != subject.card.name:
                continue
            before = [b for b in self.items[max(0, k - 3):k] if not (b.kind == "word" and b.used)]
            if before and before[-1].kind == "concept" and before[-1].value == "dn:opponent":
                said = True  # "opp's Riphook Raider"
                attached.add(id(before[-1]))
            elif k and self.items[k - 1].kind == "word" and self.items[k - 1].text.casefold() == "their" \
                    and any(x.kind == "word" and x.text.casefold() == "i" and x.where == it.where
                            for x in self.items[:k]):
                said = True  # "can I take their Riphook Raider?": the other player's, said by the asker
            elif any(b.kind == "concept" and b.value == "dn:opponent" for b in before[-2:]) \
                    and any(b.text.casefold() in ("has", "controls", "control", "have") for b in self.items[max(0, k - 3):k]):
                said = True  # "opp has Awoken Demon"
                attached.update(id(b) for b in before[-2:] if b.kind == "concept" and b.value == "dn:opponent")
        others = [x for x in self.items if x.kind == "concept" and x.value == "dn:opponent" and id(x) not in attached]
        return said and not others

    def _cast_by_the_opponent(self, subject: Item) -> bool:
        """'my void winnower is out. can opp disturb lunarch veteran?', 'opp casts outland liberator': the opponent
        casts the card followed, and does nothing else in the story — theirs, as "opp's X" is."""
        opp = [k for k, x in enumerate(self.items) if x.kind == "concept" and x.value == "dn:opponent"]
        if len(opp) != 1:
            return False
        k = opp[0]
        run = self.items[k + 1:k + 4]
        acted = next((j for j, x in enumerate(run) if x.kind == "concept" and str(x.value).startswith("act:cast")
                      or x.kind == "word" and x.text.casefold() in ("disturb", "disturbs", "disturbed", "casts")), None)
        return acted is not None and any(x.kind == "card" and x.card is not None and x.card.name == subject.card.name
                                         for x in run[acted + 1:acted + 3])

    def _told_theirs(self, second: list[str]) -> list[str]:
        """A `check CARD` whose effect asks whose the permanent is ("target creature an opponent controls") is told
        that the card followed is an opponent's: `controller=opponent`."""
        out = []
        for step in second:
            card = next((it.card for s, it in getattr(self, "_second_items", []) if s == step), None)
            if step.startswith("check ") and card is not None and " controller=" not in step and any(
                    e.condition.controller == "opponent" for e in read_effects(card).effects):
                new = step + " controller=opponent"
                self._second_items = [(new if s == step else s, it) for s, it in self._second_items]
                self._second = [new if s == step else s for s in getattr(self, "_second", [])]
                step = new
            out.append(step)
        return out

    def second_cards(self, subject: Item) -> list[str]:
        out: list[str] = []
        self._second_items: list[tuple[str, Item]] = []  # each step and the card it came from
        self._statics: list[str] = []
        yes_no = self._yes_no()
        naming = [it for it in self.items if it.kind == "concept" and it.value == "check:name" and not (
            self._naming_not_asked(it) and any(x.kind == "concept" and str(x.value).startswith("act:")
                                            and self.shape.asks(x) for x in self.items))] \
            if not getattr(self, "_stops", None) else []  # (the naming of a card asked to stop a flip is in force)
        # (a naming told as done, "opp has Pithing Needle naming X. can I flip X?", is the static applied with that
        # name: see _name_chosen)
        partner = (subject.card.meld_partner or "").casefold()
        for k, it in enumerate(self.items):
            if it.kind != "card" or it.card.name == subject.card.name or it.used:
                continue
            if id(it) in getattr(self, "_told_numbers", {}):
                self._by_number(k, it)  # "Sanctum Prelate naming 2": a number, not a name
                continue
            if naming:
                continue  # "Pithing Needle naming Locker Room": the name is checked (see conditions)
            if partner and (it.card.name.casefold() in partner or partner in it.card.name.casefold()
                            or it.card.layout == "meld"):
                if self.has("act:meld") and self.language == "en":  # "do my Gisela and bruna meld?": the pair the
                    it.used = True  # meld step names (an English nickname is to be placed since it names a card)
                continue  # the other half of a meld pair, or the melded permanent: never the card acting
            # (what was said in the sentence before is not said of this card: 「…唱えてきた。《Mental Misstep》で打ち消せる？」)
            before = [b for b in self.items[max(0, k - 3):k] if b.kind == "concept"
                      and not (b.where is not None and it.where is not None and b.where.sentence != it.where.sentence)]
            after = [a for a in self.items[k + 1:k + 4] if a.kind == "concept"]
            nxt = next((x for x in self.items[k + 1:] if not (x.kind == "word" and x.used)), None)
            acting = ("act:copy", "act:token_copy", "act:resolve", "act:transform", "act:blink", "dn:counter") + (
                ("act:cast",) if self.language == "ja" else ())
            done = self._done_with(k)
            if done is not None:
                self._done_by.add(id(done))
            by_counter = k >= 2 and self.items[k - 1].text.casefold() == "by" and self.items[k - 2].kind == "concept" \
                and self.items[k - 2].value == "dn:counter"  # "it gets countered by Mana Leak"
            if nxt is not None and nxt.kind == "concept" and nxt.value == "act:enter" \
                    and nxt.text.casefold() in ("etb", "etbs", "etb'd", "etb trigger", "enter trigger") \
                    and nxt.where is not None and not nxt.where.asks:
                # "opp's solitude etb targets my insectile aberration": its entering ability does what follows
                after_etb = next((x for x in self.items[self.items.index(nxt) + 1:] if not (x.kind == "word" and x.used)),
                                 None)
                if after_etb is not None and after_etb.kind == "concept" and after_etb.value == "hit:check":
                    nxt.used = True
                    nxt = after_etb
            told_hit = nxt is not None and nxt.kind == "concept" and nxt.value == "hit:check" \
                and nxt.where is not None and not nxt.where.asks  # "My Bottomless Pool returns my Delver.": done
            applied = by_counter or told_hit or (nxt is not None and nxt.kind == "concept" and nxt.value in acting
                                                 and not (nxt.value == "act:transform"
                                                          and not _transforms_others(it.card))) or any(
                b.value in ("seq:then", "act:cast") for b in before[-1:]) or self._used_as_verb(k) or done is not None
            asked = yes_no or self.has("hit:check", "hit:cascade") or any(b.value in ("q:does", "q:is") for b in before)
            asked_hit = any(x.kind == "concept" and x.value == "hit:check" and self.shape.asks(x) for x in self.items)
            if applied and self._used_as_verb(k) and (
                    self.shape.asks(it) and self.shape.opener in QUESTION_OPENERS or self._intended(k) or asked_hit
                    or self.shape.asks(it) and self._verb_opens_the_clause(k)):  # ("fatal push brutal cathar?")
                applied, asked = False, True  # "Can my opponent Spell Snare it?", "wants to Abrupt Decay it": checked
            if self._cast_under_the_subjects_static(k, subject, before):
                continue  # "Brisela is out, can my opponent cast Lightning Bolt?": whether it can be cast is asked
            if self._or_another_card(k):
                applied, asked = False, True  # "negate or essence scatter - which works?": each one is asked
            j = k + 2  # ("abrupt decay on opp's Bottomless Pool …, legal?": whose it is, said between)
            while j < len(self.items) and j < k + 4 and (self.items[j].kind == "concept" and self.items[j].value ==
                                                         "dn:opponent" or self.items[j].text.casefold() in (
                                                             "my", "their", "his", "her", "the", "a", "an")):
                j += 1
            if (self.shape.asks(it) or self._legal_asked() or self._card_on_card_asked(k)) and j < len(self.items) \
                    and self.items[k + 1].text.casefold() == "on" \
                    and self.items[j].kind == "card" and self.items[j].card.name == subject.card.name:
                applied, asked = False, True  # "eliminate on bane of hanweir?": whether it works on it is asked
                self.items[k + 1].used = True
            present = any(a.value in ("state:present", "zone:battlefield") and not _PRESENT_BEFORE.match(a.text)
                          for a in after[:2]) or any(
                b.value == "state:present" for b in before[-1:]) or (
                k > 0 and self.items[k - 1].kind == "word" and self.items[k - 1].text.casefold() == "into"
                and _a_permanent(it.card) and not it.card.is_double_faced)  # "cast it into void winnower": it's there
            held = self._controlled_by_someone(k) if _a_permanent(it.card) else None  # "opp has spell snare": in hand
            if held == "someone":
                applied = False  # "can i cast valki with brisela out?": there from the start, not cast after it
            present = present or held is not None or (  # "opp's Meddling Mage named Locker Room": its name chosen
                (not self.shape.asks(it) or self._ja_named_then(k)) and bool(self._name_chosen(k, mark=False)))
            if present and not applied and (held == "opponent" or any(
                    b.value == "dn:opponent" for b in before[-1:])):  # "opp has Void Winnower", "opp's Torpor Orb"
                self._opponents_statics = getattr(self, "_opponents_statics", ()) + (it.card.name,)
            mine = k > 0 and self.items[k - 1].kind == "word" and self.items[k - 1].text.casefold() == "my"
            if present and not applied and (held == "me" or mine):  # ("my void winnower is out")
                self._my_statics = getattr(self, "_my_statics", ()) + (it.card.name,)
            if present and not applied:  # "Immerwolf is out": its static ability applies from the start
                for a in after[:2] + before[-1:]:
                    if a.value in ("state:present", "zone:battlefield"):
                        a.used = True
                self._statics.append(f"apply {it.match.matched if it.match else it.card.name}{self._name_chosen(k)}")
                it.used = True
                continue
            if getattr(self, "_stops", None) == it.card.name:
                applied, asked, present = True, False, False  # "does needle naming delver stop it flipping?": in force
            if not (applied or asked) and not self.shape.asks(it) and self._parity_chosen(k, mark=False):
                applied = True  # "extinction event on even.": the spell told with its choice, cast — after the board
                self._cast_last = it.card.name  # told ("opp has a clone copying brisela"), whatever order it's said in
            if not (applied or asked):
                continue  # named, but nothing says what it does: not guessed (listed as not used)
            exiled = self._exile_asked_of(it.card) if not applied and self._entry_told_before(k, it.card) else None
            if exiled is not None:
                # 「…追放されて変身して戻る。《Containment Priest》で追放される？」: the entry told is what the replacement
                # is asked of (614.12: as the permanent would enter, transformed), so it is there before that entry —
                # a check after it would ask of a later return, front face up — and whether it ends in exile is asked
                self.consequence = self.asked_verbs[id(exiled)] = ("zone", "exile")
                self._statics.append(f"apply {it.match.matched if it.match else it.card.name}")
                it.used = True
                continue
            verb = "apply" if applied else "check"
            if told_hit:
                nxt.used = True
            for a in after[:1] + before[-1:]:
                if a.value in ("act:copy", "act:token_copy", "act:resolve", "seq:then", "act:cast", "q:does",
                               "act:blink", "act:transform"):
                    a.used = True
            if verb == "check":
                for a in self.items:
                    if a.kind == "concept" and a.value in ("hit:check", "hit:cascade"):
                        a.used = True
            step = f"{verb} {it.match.matched if it.match and it.match.how != 'nickname' else it.card.name}"
            if verb == "apply":
                step += self._name_chosen(k)
            step += self._parity_chosen(k)
            counted = self._told_number(k) if _counts_own_counters(it.card) else None
            if counted is not None:  # "my Ratchet Bomb with 0 counters": its X is the number of its counters
                for x in counted[1]:
                    x.used = True
                step += f" x={counted[0]}"
            elif self.x_values and _uses_x(it.card):  # ("shatterskull smashing cast for x=0": the cast's X)
                step += f" x={self.x_values.pop(0)}"
            if any(x.split(" x=")[0].split(" ", 1)[1] == step.split(" x=")[0].split(" ", 1)[1] for x in out):
                it.used = True  # "I Clone it ... can my Clone flip?": one card, one act, however often named
                continue
            out.append(step)
            self._second_items.append((step, it))
            it.used = True
            if done is not None and verb == "apply":
                done.used = True  # "I flicker my Delver with Cloudshift": the act is Cloudshift's, placed with it
        self._second = out
        return out

    _ENTERING = ("act:enter_transformed", "act:enter", "act:came_back", "act:enter_as", "act:blink", "move:battlefield")

    def _parity_chosen(self, k: int, *, mark: bool = True) -> str:
        """'extinction event on even', 'extinction event choosing odd', 「偶数で」: the quality chosen for a card
        whose effect is "Choose odd or even. … with mana value of the chosen quality" — its ` name=` part, or ""
        (then the engine says it can't tell)."""
        card = self.items[k].card
        if card is None or not any(e.number_from == "parity" for e in read_effects(card).effects):
            return ""
        w = self.items[k].where
        for o in self.items[k + 1:k + 4]:
            if o.where is None or w is None or o.where.sentence != w.sentence:
                break
            low = o.text.casefold()
            quality = {"even": "even", "odd": "odd", "偶数": "even", "奇数": "odd"}.get(
                re.sub(r"(?:を選んで|を選択|で|を)$", "", low))
            if quality is not None and not mark:
                return f" name={quality}"
            if quality is not None:
                o.used = True
                j = self.items.index(o)
                for x in self.items[j + 1:j + 3]:  # 「偶数を選んだら」「奇数を選びました」
                    if x.kind == "word" and re.fullmatch(r"を?選(?:んだら|んで|びました|んだ|ぶ|択)", x.text):
                        x.used = True
                for x in self.items[k + 1:self.items.index(o)]:
                    if x.text.casefold() in ("on", "choosing", "chose", "choose", "picking", "picked", "naming",
                                             "for", "with", "called"):
                        x.used = True
                return f" name={quality}"
            if o.kind == "card":
                break
        return ""

    def _entry_told_before(self, k: int, card) -> bool:
        """A card whose static acts as a permanent enters (Containment Priest's "exile it instead", Grafdigger's Cage's
        "can't enter"), asked after the story told the followed card entering the battlefield."""
        if card is None or not any(e.template in ("enter_exile", "cant_enter") for e in read_effects(card).effects):
            return False
        return any(x.kind == "concept" and x.value in self._ENTERING and not self.shape.asks(x)
                   for x in self.items[:k])

    def _exile_asked_of(self, card) -> Item | None:
        """The verb asked of `card` as what it does, when it is an exile ("does Containment Priest exile it?",
        「《Containment Priest》で追放される？」); None otherwise."""
        for x in self.items:
            if x.kind == "concept" and self.asked_verbs.get(id(x)) == ("effect", card.name) and (
                    x.value in ("move:exile", "zone:exile") or x.value == "hit:check"
                    and x.text.casefold().startswith("exile")):
                return x
        return None

    def _name_chosen(self, k: int, *, mark: bool = True) -> str:
        """'opp needled westvale abbey', 'Pithing Needle naming Ormendahl is out': the card named right after a card
        that chooses a card name is the name chosen (` name=…`, as `apply` takes it); '' when none is said."""
        card = self.items[k].card
        if card is None or not chooses_a_name(card):
            return ""
        if k >= 3 and self.items[k - 1].text.casefold() == "with" and self.items[k - 2].kind == "card" \
                and self.items[k - 3].kind == "concept" and self.items[k - 3].value in ("ask:name", "check:name"):
            named, word = self.items[k - 2], self.items[k - 3]  # "if I name Central Elevator with Pithing Needle"
            if mark:
                word.used = self.items[k - 1].used = True
            return f" name={named.match.matched if named.match else named.card.name}"
        if self.language == "ja":  # 「《真髄の針》が《X》を指定している」「《真髄の針》で《X》を指定したら」: particle, name, 指定
            run = self.items[k + 1:k + 4]
            if len(run) == 3 and run[0].kind == "word" and run[0].text in ("が", "で", "は", "の") \
                    and run[1].kind == "card" and run[1].card is not None and run[1].card.name != card.name \
                    and run[2].kind == "concept" and run[2].value == "check:name":
                if mark:
                    run[2].used = True
                named = run[1].card.faces[(run[1].match.face_idx if run[1].match else None) or 0].name
                return f" name={named}"  # (a face's name: a double-faced card has no name "A // B", 712.19)
        naming = []
        for x in self.items[k + 1:k + 4]:
            if x.kind == "card" and x.card is not None and x.card.name == card.name:
                x.used = x.used or mark  # "Pithing Needled": the card and its verb, one mention
                continue
            if x.kind == "card" and x.card is not None:
                for w in naming:
                    w.used = w.used or mark
                return f" name={x.match.matched if x.match else x.card.name}"
            if x.kind == "concept" and x.value in ("ask:name", "check:name") or x.kind == "word" and \
                    x.text.casefold() in ("naming", "names", "named", "on", "for", "choosing", "chose"):
                naming.append(x)
                continue
            return ""
        return ""

    def _on_battlefield_from_start(self, k: int) -> bool:
        """'opponent has Brisela out', not 'I have Bottomless Pool in hand'."""
        if self._controlled_by_someone(k) is None:
            return False
        nxt = next((x for x in self.items[k + 1:k + 4] if x.kind == "concept"), None)
        return not (nxt is not None and nxt.value.startswith("zone:") and nxt.value != "zone:battlefield")

    def _same_card_twice(self, passive: list[Item], cards: list[Item]) -> list[Item]:
        """'can Abrupt Decay kill opp's Delver of Secrets and their flipped Insectile Aberration?': one double-faced
        card named twice by its two faces, listed with "and" and each said whose it is, beside another card acting on
        them, is two permanents (each its own story), not one that transformed. The two mentions, else []."""
        if len(passive) != 2 or passive[0].card.name != passive[1].card.name or not passive[0].card.is_double_faced \
                or not any(c.card.name != passive[0].card.name for c in cards) or self.has("act:transform", "act:meld"):
            return []
        faces = {(c.match.face_idx if c.match is not None else None) or 0 for c in passive}
        a, b = (self.items.index(c) for c in passive)
        between = self.items[a + 1:b]
        whose = ("their", "his", "her", "my", "another", "a", "an", "opp's", "opp’s")
        if faces != {0, 1} or not between or between[0].text.casefold() != "and" or not any(
                x.kind == "concept" and x.value == "dn:opponent" or x.text.casefold() in whose for x in between[1:]):
            return []
        if not all(x.kind == "word" and x.used or x.kind == "concept" and (
                x.value == "dn:opponent" or x.value.startswith("state:")) for x in between):
            return []  # "Delver of Secrets and then it's Insectile Aberration": one card's story
        return passive

    def _from_start_listed(self, k: int) -> bool:
        """'opp has Bottomless Pool and Derelict Attic out': a card listed with "and" after one someone has from the
        start is had from the start too (both are there for the card acting on them), not the other's story."""
        if self._on_battlefield_from_start(k):
            return True
        before = self.items[k - 1] if k >= 2 else None
        return before is not None and before.kind == "word" and before.text.casefold() in ("and", ",") \
            and self.items[k - 2].kind == "card" and self._from_start_listed(k - 2)

    def _controlled_by_someone(self, k: int) -> str | None:
        """'opponent has Void Winnower (out)', 'I control Torpor Orb': a permanent someone has, there from the
        start; who has it ("opponent", "me", or "someone" for he/she/they)."""
        nxt = self.items[k + 1] if k + 1 < len(self.items) else None
        if k >= 1 and self.items[k - 1].kind == "word" and self.items[k - 1].text.casefold() == "with" \
                and nxt is not None and nxt.kind == "word" and nxt.text.casefold() == "out":
            return "someone"  # "with Void Winnower out"
        after = self.items[k + 2] if k + 2 < len(self.items) else None
        if nxt is not None and nxt.kind == "word" and nxt.text.casefold() == "out" and nxt.where is not None \
                and not self.shape.asks(nxt) and not (k >= 1 and self.items[k - 1].kind == "word" and self.items[
                    k - 1].text.casefold() in ("has", "have", "controls", "control")) and (after is None or after.where is None or (
                    after.where.sentence, after.where.clause) != (nxt.where.sentence, nxt.where.clause)):
            nxt.used = True
            return "someone"  # "Containment Priest out, my Nissa …": a permanent there, said on its own
        if k >= 1 and self.items[k - 1].kind == "concept" and self.items[k - 1].value == "state:present" \
                and self.items[k - 1].text.casefold() in ("i control", "we control"):
            return "me"  # "I control Void Winnower": the phrase is one item
        if k < 2:
            return None
        if self.language == "ja" and self.items[k - 1].kind == "concept" and self.items[k - 1].value == "zone:battlefield" \
                and self.items[k - 2].kind == "concept" and self.items[k - 2].value == "dn:opponent":
            self.items[k - 1].used = True
            return "opponent"  # 「相手の場に《Void Winnower》。」「相手の場に《Void Winnower》がいる」
        if self.language == "ja" and nxt is not None and nxt.kind == "concept" and nxt.value == "state:present" \
                and self.items[k - 1].kind == "concept" and self.items[k - 1].value == "dn:opponent":
            return "opponent"  # 「相手の《Void Winnower》いるんだけど」
        verb, who = self.items[k - 1], self.items[k - 2]
        if not (verb.kind == "word" and verb.text.casefold() in ("has", "have", "controls", "control")):
            return None
        found = None
        if who.kind == "concept" and who.value == "dn:opponent":
            found = "opponent"
        elif who.kind == "word" and who.text.casefold() in ("i", "we"):
            found = "me"
        elif who.kind == "word" and who.text.casefold() in ("they", "he", "she", "you"):
            found = "someone"
        if found is not None:
            verb.used = True  # ("my opponent controls Drannith Magistrate": who has it, said)
        return found

    def _used_as_verb(self, k: int) -> bool:
        """'I Cloudshift it', 'my opponent Paths my Delver': a card's name in a verb's place, after
        the player who does it, is that card acting."""
        after = self.items[k + 1] if k + 1 < len(self.items) else None
        if after is not None and after.kind == "word" and after.text.casefold() in ("on", "with") \
                and any(x.kind == "card" for x in self.items[k + 2:k + 5]):
            return True  # "Ephemerate on my Insectile Aberration", "Moonmist with Flamescroll Celebrant out"
        if self.language == "ja" and after is not None and after.kind == "word" \
                and after.text.startswith(("したら", "した。", "して", "しました")) and after.text != "してる":
            return True  # 「《Ephemerate》したら」: the card's name as the verb (する), the card acting
        if self._verb_opens_the_clause(k):
            return True
        if k == 0:
            return False
        before = self.items[k - 1]
        if before.kind == "concept" and before.value == "dn:opponent":
            return not before.text.casefold().endswith(("の", "'s", "’s", "s'"))  # 「相手の《X》」, "opp's X": whose
        return before.kind == "word" and before.text.casefold() in ("i", "we", "you", "they", "he", "she", "to")

    def _verb_opens_the_clause(self, k: int) -> bool:
        """'bolt the reflection of kiki-jiki, does it die?', 'fatal push brutal cathar when its night?': an English card
        name opening its clause, said right before the Room or double-faced card it is done to — the card acting, as
        "if I bolt …" is."""
        it = self.items[k]
        if self.language != "en" or it.where is None:
            return False
        before = self.items[k - 1] if k else None
        opens = before is None or before.where is None or (before.where.sentence, before.where.clause) != (
            it.where.sentence, it.where.clause) or before.kind == "word" and before.text.casefold() in (
            "if", "when", "then", "so", "and")
        if not opens:
            return False
        j = k + 1
        while j < len(self.items) and j < k + 4 and (
                self.items[j].kind == "word" and self.items[j].text.casefold() in _POSSESSIVES
                or self.items[j].kind == "concept" and self.items[j].value in ("dn:opponent", "state:transformed")):
            j += 1
        target = self.items[j] if j < len(self.items) else None
        return target is not None and target.kind == "card" and target.card is not None \
            and (target.card.is_room or target.card.is_double_faced or target.card.layout == "meld") \
            and target.where == it.where

    def _asks_or(self, it: Item) -> bool:
        """The item is in an 'or …' clause after the asked clause of the asking sentence."""
        w, asked = it.where, self.shape.asked
        return w is not None and asked is not None and w.sentence == asked[0] and w.clause > asked[1] \
            and w.opener == "or" and w.asks

    def _zone_of_card(self, k: int, card) -> bool:
        """'my Delver of Secrets in my graveyard', 「ライブラリーにあるBottomless Pool」: the zone at k says where the card
        is (beside its name), not where the question looks."""
        near = self.items[k + 1:k + 3] if self.language == "ja" else list(reversed(self.items[max(0, k - 3):k]))
        for x in near:
            if x.kind == "card" and x.card is not None and x.card.name == card.name:
                return True
            if not (x.kind == "word" and x.text.casefold() in ("in", "my", "the", "your", "their", "its", "his", "her",
                                                                 "is", "it's", "while", "にある", "の", "にいる")):
                return False
        return False

    def _put(self, k: int) -> Item | None:
        """'I put X on top of my library', 'puts it into its owner's graveyard': the word "put" said before the
        zone at k in its clause (unplaced until it is read so)."""
        where = self.items[k].where
        for x in reversed(self.items[:k]):
            if x.where is None or where is None or (x.where.sentence, x.where.clause) != (where.sentence, where.clause):
                return None
            if x.kind == "word" and x.text.casefold() in ("put", "puts", "putting") and not x.used:
                return x
        return None

    def _destination(self, k: int) -> bool:
        """'to my hand', "to its owner's hand": the zone at k is where something went, not where it was."""
        before = self.items[max(0, k - 3):k]
        said = [it.text.casefold() for it in before]
        if len(said) == 3 and said[0] in _TO_WORDS and said[1] in ("its", "their", "his", "her") \
                and said[2] in ("owner's", "owners", "owner’s"):
            before[2].used = True
            return True
        return len(said) >= 2 and said[-2] in _TO_WORDS and said[-1] in _PLACE_WORDS - _TO_WORDS

    def _done_with(self, k: int) -> Item | None:
        """'If I blink Persistent Nightmare with Cloudshift': the act said before 'with CARD' is that
        card's effect, carried out by the card (the act item, so it is not done twice)."""
        if k < 2 or not (self.items[k - 1].kind == "word" and self.items[k - 1].text.casefold() in ("with", "using", "by")):
            return None
        nxt = self.items[k + 1] if k + 1 < len(self.items) else None
        if nxt is not None and (nxt.kind == "word" and nxt.text.casefold() in ("out", "around", "in", "on")
                                or nxt.kind == "concept" and nxt.value in ("state:present", "zone:battlefield")):
            return None  # "my harvest hand died with containment priest out": there all along, not the act's card
        where = self.items[k].where
        for it in reversed(self.items[max(0, k - 6):k - 1]):
            if it.where is not None and where is not None and it.where.sentence != where.sentence:
                return None
            if it.kind == "concept" and it.value.startswith(("act:blink", "move:", "act:copy", "act:token_copy",
                                                               "act:transform", "act:enter")):
                return it
        return None

    def _intended(self, k: int) -> bool:
        """'wants to Abrupt Decay it', 'I'm trying to Repeal it': what someone means to do is asked about."""
        words = [it.text.casefold() for it in self.items[max(0, k - 3):k]]
        return bool(words) and words[-1] == "to" and any(
            w in ("want", "wants", "wanted", "trying", "try", "going", "planning", "like") for w in words[:-1])

    def _yes_no(self) -> bool:
        first = next((it for it in self.items if it.kind == "concept"), None)
        if self.language == "ja":  # 「手札では土地？」: a yes/no question ends with its question mark
            return (self.has("q:does") or self.question.rstrip().endswith(("？", "?"))) and self._ja_yes_no()
        return first is not None and first.value in ("q:does", "q:is") and first is self.items[0]

    def _identity(self) -> str | None:
        """'Can I play Cloistered Youth in a mono-white Commander deck?', '白単の統率者デッキに入れられる？': the
        commander's colours said beside the words of colour identity or a Commander deck (903.5c); None when no
        colour is said (then the words stay unplaced)."""
        said = [it for it in self.items if it.kind == "concept" and it.value == "ask:identity"]
        clauses = {(it.where.sentence, it.where.clause) for it in said if it.where is not None}
        # the commander's colours are said with the deck ("in a mono-white Commander deck"); a colour said
        # elsewhere ("Delver is blue, can I run it in mono-white?") is the card's, and stays to be placed
        colours = [it for it in self.items if it.kind == "concept" and it.value.startswith("color:")
                   and it.where is not None and (it.where.sentence, it.where.clause) in clauses]
        if not said or not colours or not self._deck_said():
            return None
        for it in said + colours:
            it.used = True
        for it in self.items:  # "run it in my mono-white deck", "白単の…デッキに入れられる"
            text = it.text.casefold().strip("-")
            if it.kind in ("word", "concept") and (text in _DECK_WORDS or "入れ" in text) \
                    and (it.kind == "word" or it.value == "zone:library"):
                it.used = True
        return "check identity " + " ".join(dict.fromkeys(it.value[6:] for it in colours))

    def _deck_said(self) -> bool:
        """A deck (or colour identity itself) is what is asked about, not a commander on the battlefield: "with a
        mono-white commander out, can I cast it?" is about casting, which colour identity doesn't limit."""
        return any(it.kind == "concept" and it.value == "ask:identity"
                   and it.text.casefold() not in ("commander", "edh", "統率者") for it in self.items) or any(
            it.text.casefold() in _DECK_SAID or "入れ" in it.text
            for it in self.items)

    def _into(self, it: Item) -> bool:
        """Is the face at `it` said as where something ends: "flip into X", "turn back into X"?"""
        k = self.items.index(it)
        return k >= 1 and self.items[k - 1].text.casefold().split()[-1:] in (["into"], ["to"])  # ("flip into")

    def _back_stated(self, card) -> bool:
        """'my Child of the Pack is Savage Packmate', 'mine is on the Lord of the Ulvenwald side': the back face
        said to be the one up."""
        for k, it in enumerate(self.items):
            if it.kind == "card" and it.card is not None and it.card.name == card.name and it.match is not None \
                    and it.match.face_idx == 1 and not self.shape.asks(it):
                before = [x.text.casefold() for x in self.items[max(0, k - 2):k]]
                nxt = self.items[k + 1].text.casefold() if k + 1 < len(self.items) else ""
                if before[-1:] in (["is"], ["was"], ["as"]) or (before == ["on", "the"] and nxt == "side"):
                    return True
        return False

    def _keyword_said(self, it: Item) -> str | None:
        """'trample', 'fly', 「飛行を持ってる」「トランプルある」: the keyword ability a word of the question names."""
        if it.kind != "word" or it.used:
            return None
        if self.language == "ja":
            for ja, en in sorted(load("ja").keywords.items(), key=lambda kv: -len(kv[0])):
                rest = it.text[len(ja):] if it.text.startswith(ja) else None
                if rest is not None and (not rest or "持" in rest or rest.lstrip("をはが").startswith(("ある", "あり", "つい"))):
                    return en
            return None
        word = normalize_name(it.text)
        if word == "fly":
            return "flying"
        return word if word in catalog_words(self.library).keywords else None

    def _keyword_of_another_card(self, keyword: str) -> bool:
        """An ability word ('revolt', 'delirium'), never had by a permanent, or a keyword that another card of the
        question has in its text and the story's card doesn't."""
        if keyword in ABILITY_WORDS:
            return True
        subject = getattr(self, "_subject", None)

        def says(card) -> bool:
            return any(re.search(rf"\b{re.escape(keyword)}\b", normalize_name(f.text or "")) for f in card.faces)
        others = [it.card for it in self.items if it.kind == "card" and it.card is not None
                  and (subject is None or it.card.name != subject.card.name)]
        return any(says(c) for c in others) and (subject is None or not says(subject.card))

    def _attack_asked(self) -> Item | None:
        """'can it attack this turn?', 'can the Architect attack right now?', 「殴れる？」「攻撃できる？」: the word asked."""
        for k, it in enumerate(self.items):
            if it.kind != "word" or it.used or not self.shape.asks(it):
                continue
            if self.language == "ja":
                if ("攻撃" in it.text or "殴" in it.text) and re.search(r"》\s*(?:を|に)\s*(?:攻撃|殴)", self.question):
                    continue  # 「自分の《Invasion of Ikoria》を攻撃できる？」: the card is attacked (310.8b), not attacking
                if re.search(r"(?:自分|相手|私|俺|僕|対戦相手)(?:で|が|から|は|も)\s*(?:攻撃|殴)", self.question):
                    continue  # 「自分のバトルだけど自分で攻撃できる？」: a player attacks, and the card is what is attacked
                if "殴れる" in it.text or "攻撃できる" in it.text or "攻撃でき" in it.text:
                    return it
                if it.text.endswith("攻撃") and k + 1 < len(self.items) and self.items[k + 1].kind == "concept" \
                        and self.items[k + 1].value == "q:does" and self.items[k + 1].text.startswith("できる"):
                    return it  # 「同じターンに攻撃できる？」 cut as 同じターンに攻撃 + できる
                if it.text in ("攻撃", "攻撃する") and any(x.kind == "concept" and x.value == "q:does"
                                                         and self.shape.asks(x) for x in self.items):
                    return it  # 「攻撃できる？」 cut as 攻撃 + できる
                continue
            if self._can_verb(k, "attack") and not self._player_attacks(k):
                return it
        return None

    def _player_attacks(self, k: int) -> bool:
        """'can I attack my own Invasion of Kaladesh?', 'can opp attack it?': a player attacks, and the card is what
        is attacked (506.3, 310.8b) — not whether it can attack. "can I attack with it" asks of the card."""
        before = [x.text.casefold() for x in self.items[max(0, k - 3):k]]
        after = [x.text.casefold() for x in self.items[k + 1:k + 2]]
        players = {"i", "we", "you", "they", "he", "she", "opp", "opponent", "my opponent", "u"}
        said = bool(before) and (before[-1] in players or len(before) > 1 and before[-2] in players
                                 and before[-1] in ("still", "even", "just", "actually"))
        return said and after[:1] != ["with"]

    def _the_defeats_cast(self, k: int, card) -> bool:
        """A battle defeated, then its back face said cast (told, not asked): the cast is the defeat's own."""
        if not card.is_double_faced or "Battle" not in (card.faces[0].types or ()) or self.shape.asks(self.items[k]):
            return False
        defeat = next((j for j, x in enumerate(self.items) if x.kind == "concept" and x.value == "act:defeat"), None)
        if defeat is None or defeat > k:
            return False
        near = self.items[max(0, k - 3):k] if self.language == "ja" else self.items[k + 1:k + 3]
        return any(x.kind == "card" and x.card is not None and x.card.name == card.name and x.match is not None
                   and x.match.face_idx == 1 for x in near)

    def _sick_asked(self) -> list[Item]:
        """'does it have summoning sickness?', 'is it summoning sick?', 「召喚酔いある？」: the words asked."""
        return [it for it in self.items if it.kind == "concept" and it.value == "ask:sick" and self.shape.asks(it)][:1]

    def _block_asked(self) -> Item | None:
        """'can my Krallenhorde Killer block?', 'can I block with it?', 「ブロックできる？」: the word asked."""
        for k, it in enumerate(self.items):
            if self.language == "ja" and it.kind == "concept" and it.value == "ask:block" and self.shape.asks(it):
                return it  # 「ブロックできる？」
            if it.kind == "word" and not it.used and self.shape.asks(it) and self._can_verb(k, "block"):
                return it
        return None

    def _can_verb(self, k: int, verb: str) -> bool:
        """Is the English word at k `verb`, asked with "can"/"could"/"able" just before it ("can it attack", "can I
        block with it")?"""
        before = {x.text.casefold() for x in self.items[max(0, k - 4):k]}
        if normalize_name(self.items[k].text) != verb:
            return False
        if {"can", "could", "able"} & before:
            return True
        j = k - 1  # ("can my ancient of the equinox (flipped autumnal gloom) block?": the card named, and again)
        while j >= 0 and j > k - 8 and (self.items[j].kind == "card" or self.items[j].kind == "concept" and
                                        self.items[j].value in ("state:transformed", "dn:opponent")
                                        or self.items[j].text.casefold() in ("my", "the", "their", "your", "his",
                                                                             "her", "its", "opp's", "still")):
            j -= 1
        return j >= 0 and self.items[j].text.casefold() in ("can", "could") and any(
            x.kind == "card" for x in self.items[j + 1:k])

    def _asks_what_it_has(self) -> bool:
        """Does the question clause ask for a power and toughness ("a 3/2"), a keyword ("have trample", "fly")
        or an activated ability by its cost ("pay {2}{R}{G}")? (_asked_abilities reads them.)"""
        asked = [it for it in self.items if self.shape.asks(it)]
        return self._attack_asked() is not None or self._block_asked() is not None or any(self._keyword_said(it) is not None for it in asked) or (
            any(it.kind == "number" for it in asked) and _PT_SAID.search(self.question) is not None) or (
            _COST_SAID.search(self.question) is not None
            and any(it.text.casefold() in ("pay", "activate", "use") for it in asked))

    def _asked_abilities(self) -> list[str]:
        """What the question asks the object has, as it is now: 'is it a 3/2?' (check 3/2), 'does it have
        trample?', 'can it fly?' (check has …), 'can I still pay {2}{R}{G} to make a wolf?' (check ability …)."""
        out: list[str] = []
        items = self.items
        asked = [k for k, it in enumerate(items) if self.shape.asks(it)]
        self._asks_permanent = self._asks_what_it_has()
        for k in asked:  # "a 3/2": power and toughness
            it, nxt = items[k], items[k + 1] if k + 1 < len(items) else None
            if it.kind == "number" and not it.used and nxt is not None and nxt.kind == "number" and not nxt.used \
                    and re.search(rf"(?<!\d){re.escape(it.text)}\s*/\s*{re.escape(nxt.text)}(?!\d)", self.question) \
                    and it.text.isdigit() and nxt.text.isdigit():
                flyer = items[k + 2] if k + 2 < len(items) and items[k + 2].text.casefold() in (
                    "flyer", "flier", "flyers", "fliers") and self.shape.asks(items[k + 2]) else None
                out.append(f"check {it.text}/{nxt.text}" + (" flying" if flyer is not None else ""))
                it.used = nxt.used = True
                if flyer is not None:  # "does it come back as the 3/2 flyer?": its size and flying
                    flyer.kind, flyer.value, flyer.used = "word", None, True
        for k in asked:  # "does it have trample?", "can it fly?", "does it still have flying?", 「飛行を持ってる？」
            it = items[k]
            keyword = self._keyword_said(it)
            if keyword is None:
                continue
            before = [x.text.casefold() for x in items[max(0, k - 6):k]]
            if self.language == "en" and normalize_name(it.text) == "fly" and "can" not in before:
                continue
            if self.language == "en" and normalize_name(it.text) != "fly" and not {
                    "have", "has", "had", "get", "gets", "keep", "keeps", "with", "gain", "gains", "still"} & set(
                    before[-3:]):
                continue
            if self._keyword_of_another_card(keyword):
                continue  # "can they Fatal Push her with revolt?": the acting card's word, not what the face has
            out.append(f"check has {keyword}")
            it.used = True
        attack = self._attack_asked()
        if attack is not None:  # "can it attack this turn?": summoning sickness as the story tells (302.6)
            attack.used = True
            k = items.index(attack)
            for x in items[k + 1:k + 4]:
                if x.text.casefold() in ("this turn", "this", "turn", "right", "now", "right now", "yet"):
                    x.used = True
            near = items[k + 1:k + 5] + (items[max(0, k - 4):k] if self.language == "ja" else [])
            nxt = next((x for x in near if x.kind == "concept" and x.value == "dn:next_turn"
                        and self.shape.asks(x)), None)  # (「次のターン攻撃できる？」: said before the verb)
            if nxt is not None:  # "can it attack next turn?": by then it has been yours since that turn began
                nxt.used = True
                out.append("check attack next turn")
            else:
                out.append("check attack")
        sick = self._sick_asked()
        if sick:  # "does it have summoning sickness?", 「召喚酔いある？」: came under your control this turn (302.6)
            for x in sick:
                x.used = True
            out.append("check sick")
        block = self._block_asked()
        if block is not None:  # "can my Krallenhorde Killer block?": untapped, and the story's restrictions (509.1)
            block.used = True
            out.append("check block")
        costs = _COST_SAID.findall(self.question)
        payer = [k for k in asked if items[k].kind == "word" and items[k].text.casefold() in (
            "pay", "activate", "use")]
        unlocking = [x for x in items if x.kind == "concept" and x.value == "act:unlock" and payer
                     and x.where is not None and items[payer[0]].where is not None
                     and x.where.sentence == items[payer[0]].where.sentence]
        if unlocking:  # "can they still pay {4}{U} to unlock Locker Room?": the unlock cost is the door's mana cost
            k = items.index(unlocking[0])  # (116.2m) — no ability of the card; said as the door's, it is placed
            door = next((x for x in items[k + 1:k + 4] if x.kind == "card"), None)
            face = next((f for f in self._subject.card.faces if door is not None and door.match is not None
                         and f.name == door.match.matched), None)
            if not costs or len(costs) == 1 and face is not None and costs[0].upper() == (face.mana_cost or "").upper():
                items[payer[0]].used = True
        elif len(costs) == 1 and payer:  # "can I still pay {2}{R}{G} to make a wolf?"
            cost = costs[0].upper()
            symbols = set(re.sub(r"[{}/]", "", cost))
            out.append(f"check ability {cost}")
            items[payer[0]].used = True
            where = items[payer[0]].where
            line = next((a for f in self._subject.card.faces for a in (f.text or "").splitlines()
                         if "".join(a.partition(":")[0].split()).upper().startswith(cost)), "")
            said = set(re.findall(r"[a-z]+", normalize_name(line)))
            for x in items[payer[0] + 1:]:
                if x.where is None or where is None or (x.where.sentence, x.where.clause) != (where.sentence,
                                                                                              where.clause):
                    break
                text = x.text.replace(" ", "").upper()
                if x.kind in ("ambiguous", "number", "word", "card") and text and set(text) <= symbols:
                    x.kind, x.used = "word", True  # the cost's symbols, cut into words (no name)
                elif x.kind in ("word", "concept") and normalize_name(x.text).rstrip("s") in said | {
                        w.rstrip("s") for w in said}:
                    x.used = True  # "to make a wolf": the ability's own words
        return out

    def conditions(self) -> list[str]:
        out: list[str] = []
        items = self.items
        identity = self._identity()
        if identity is not None:
            return [identity]
        if getattr(self, "_subject", None) is not None:
            out += self._asked_abilities()
        for k, it in enumerate(items):
            if it.kind != "concept":
                continue
            c = it.value
            if it.used and c.startswith(("type:", "color:")) and out and out[-1].startswith("check ability"):
                continue  # "pay {2}{R}{G} to make a wolf": the ability's own words, not a check
            if c.startswith("type:") and k and items[k - 1].text.casefold() in ("new", "different", "another"):
                it.kind, it.value, it.used = "word", None, False  # "or is it a new creature?": whether it is the
                continue  # same object is asked, not its type — left unplaced, never "Yes: creature"
            if c == "ask:name" and 0 < k < len(items) - 1 and items[k - 1].kind == "card" \
                    and items[k + 1].kind == "card":
                c = "check:name"  # "Pithing Needle names Locker Room"
            if c == "check:name" and getattr(self, "_stops", None):
                it.used = True  # ("does pithing needle naming delver stop it from flipping?": its name is in force)
                continue
            if c == "check:name" and self._naming_not_asked(it) and any(
                    x.kind == "concept" and str(x.value).startswith("act:") and self.shape.asks(x) for x in items):
                # "if I name Ormendahl with Pithing Needle, can the Abbey transform?": a naming told as done is
                # no check of the name, and what it stops is not modelled as an event: left unplaced
                continue
            if c == "check:name":
                target = next((x for x in items[k + 1:k + 4] if x.kind in ("card", "ambiguous")), None)
                if self.language == "ja":  # 「真髄の針でオーメンダールを指定」: what is named comes before the verb
                    before = [x for x in reversed(items[max(0, k - 3):k]) if x.kind in ("card", "ambiguous")]
                    namer_first = before[-1] if len(before) > 1 else None
                    target = next((x for x in before if x is not namer_first), None) or target
                if target is not None:
                    name = target.match.matched if target.match else target.text
                    target.used = it.used = True
                    # The naming card ("Pithing Needle naming Locker Room") is checked with that name; with
                    # none ("is it named Locker Room?") the name itself is.
                    namer = next((x for x in items if x.kind == "card" and x is not target and not x.used
                                  and x.card is not None and (target.card is None
                                                              or x.card.name != target.card.name)), None)
                    if namer is not None:
                        named = f"{namer.match.matched if namer.match else namer.card.name} name={name}"
                        if self._naming_told_and_other_asked(it):
                            # ("Pithing Needle naming Bloodline Keeper, my Lord of Lineage — can it block?": the naming
                            # told is a static in force, what is asked is the block — the Needle's name check had
                            # answered No); applied once the card is as the question has it, before what it asks
                            out.insert(0, f"apply {named}")
                        else:
                            out.append(f"check {named}")
                        namer.used = True
                    else:
                        out.append(f"check name {name}")
                    for other in items:
                        if other.kind == "concept" and other.value in ("hit:check", "q:does"):
                            other.used = True
            elif c.startswith("cmp:"):
                op = c[4:]
                if op in ("even", "odd") and self.shape.asked is not None and it.where is not None \
                        and it.where.sentence > self.shape.asked[0] and not self.shape.asks(it):
                    continue  # "… can i still cast it? … so mv 0 = even??": the asker's reasoning, never a check
                if op in ("even", "odd"):
                    near = self._clause(it.where.sentence, it.where.clause) if it.where is not None else []
                    if op == "even" and not any(x.kind == "concept" and x.value == "ask:mv" for x in near):
                        it.kind, it.used = "word", True  # "can Annul even hit a room?": the adverb
                        continue
                    if self.has("ask:mv"):
                        out.append(f"check mana value {op}")
                        it.used = True
                    continue
                num = self._number_near(k)
                if num is not None and self.shape.asked is not None and num.where is not None \
                        and num.where.sentence > self.shape.asked[0] and not self.shape.asks(num):
                    continue  # "can it block? … so no mana cost = 0?": the asker's reasoning after the question
                if num is not None and self.has("ask:mv"):
                    out.append(f"check mana value {op} {num.value}")
                    it.used = num.used = True
            elif c.startswith("type:") and k and items[k - 1].kind == "card" and items[k - 1].match is not None \
                    and not it.text.casefold().startswith(("a ", "an ")) \
                    and items[k - 1].match.face_idx is not None and items[k - 1].card is not None \
                    and c[5:] in {t.casefold() for t in (*items[k - 1].card.faces[items[k - 1].match.face_idx].types,
                                                         *items[k - 1].card.faces[items[k - 1].match.face_idx].subtypes)}:
                it.used = True  # "into the Era of Enlightenment saga": the face named, by what it is
            elif c.startswith("color:") and not self.has("ask:color") and self._asked_is(k):
                out.append(f"check color {c[6:]}")
                it.used = True
            elif c.startswith("type:") and not self.has("ask:type") and self._asked_is(k):
                out.append(f"check type {c[5:]}")
                it.used = True
            elif c.startswith(("color:", "type:")) and not self.shape.asks(it) and it.prev != "as" \
                    and self._said_of_subject(k):  # "played X as a land" says which face, not what X is
                # "Extus is a Human": a fact the question states is checked first; if the card says
                # otherwise the story can't happen (ask.stopped_at)
                step = f"check {'color' if c.startswith('color:') else 'type'} {c.split(':', 1)[1]}"
                face = self._face_said_before(k)
                if face is not None and c.startswith("type:") and c[5:] in {
                        t.casefold() for t in (*face.supertypes, *face.types, *face.subtypes)}:
                    it.used = True  # "the back side Sword of the Realms is an Equipment": true of that face, not a step
                    continue
                subject = getattr(self, "_subject", None)
                if c.startswith("type:") and subject is not None and len(subject.card.faces) > 1 and any(
                        c[5:] in {t.casefold() for t in (*f.supertypes, *f.types, *f.subtypes)}
                        for f in subject.card.faces):
                    # "Memory of Toshiro (the flipped saga guy)": true of one of its faces, which is all the asker
                    # may mean — not checked of the face up ("doesn't match the card" was a misreading)
                    it.used = True
                    continue
                if self._as_reason(it):  # "Echo is colorless so can I Doom Blade it?": the asker's reasoning
                    self._claim_said(it)
                    it.used = True
                    continue
                self.preconditions.append(step)
                it.used = True
        for k, it in enumerate(items):  # "my transformed Insidious Mist has mana value 4": stated, checked first
            if it.kind == "concept" and it.value == "ask:mv" and not it.used and not self.shape.asks(it) \
                    and self._said_of_subject(k):
                num = self._number_near(k)
                if num is not None and num.text.casefold() == "no" and it.text.casefold() in ("mana cost", "cost"):
                    # "ravager has no mana cost, can i …": true of a back face, whose mana value is its front face's
                    # (712.8e) — said, not "mana value = 0" to check (that had refused the story as not the card's)
                    self._claim_said(it)
                    it.used = num.used = True
                elif num is not None and self._as_reason(it):
                    # "it's a 2/2 with no mana cost so mv 0 right": the asker's reasoning, not a fact to check
                    # ("doesn't match the card" would answer their belief, not their question)
                    self._claim_said(it)
                    it.used = num.used = True
                elif num is not None:
                    self.preconditions.append(f"check mana value = {num.value}")
                    it.used = num.used = True
        if not any(s.startswith("check mana value") for s in out) and self.has("ask:mv") and self._asked_is_mv():
            num = next((x for x in items if x.kind == "number" and not x.used), None)
            k = items.index(num) if num is not None else -1
            alone = len({x.card.name for x in items if x.kind == "card" and x.card is not None}) == 1
            if num is not None and alone and k + 2 < len(items) and items[k + 1].text.casefold() in ("or", "か") \
                    and items[k + 2].kind == "number" and not items[k + 2].used:
                # (only of the card alone: "abrupt decay on opp's Greenhouse … is the mv 3 or 7?" asks for the spell)
                # "is its mana value 0 or 1?": which number is asked — the mana value itself, no Yes or No
                num.used = items[k + 1].used = items[k + 2].used = True
                items[k + 1].kind = "word"
            elif num is not None:
                out.append(f"check mana value = {num.value}")
                num.used = True
        return out

    def _said_of_subject(self, k: int) -> bool:
        """Is the colour or type at k stated of the card followed ("Blackbloom Rogue is a Human Rogue")?"""
        subject = getattr(self, "_subject", None)
        if subject is None:
            return False
        where = self.items[k].where
        clause = [it for it in self.items[:k] if it.where is not None and where is not None
                  and (it.where.sentence, it.where.clause) == (where.sentence, where.clause)]
        for it in reversed(self.items[:k]):
            if it.where is not None and where is not None and (it.where.sentence, it.where.clause) != (
                    where.sentence, where.clause):
                # "… Brutal Cathar? it's a human": a clause led by a pronoun speaks of the last card named
                if not (clause and clause[0].kind == "word" and clause[0].text.casefold() in _PRONOUNS):
                    return False
                where = it.where
                clause = []
            if it.kind == "card":
                j = self.items.index(it)
                if j and self.items[j - 1].kind == "concept" and self.items[j - 1].value in ("check:name", "ask:name"):
                    return False  # "Meddling Mage naming Locker Room is out": a name chosen, not the card
                return it.card.name == subject.card.name
        return False  # (a name's own comma is no clause break: see cut._one_clause_per_name)

    def _number_near(self, k: int) -> Item | None:
        for d in (-1, 1, -2, 2):
            j = k + d
            if 0 <= j < len(self.items) and self.items[j].kind == "number" and not self.items[j].used:
                return self.items[j]
        return None

    def _face_said_before(self, k: int):
        """The back face of the story's card named just before item k in its sentence ("the back side Sword
        of the Realms is an equipment"), or None."""
        w = self.items[k].where
        for it in reversed(self.items[max(0, k - 4):k]):
            if it.kind == "card" and it.match is not None and it.match.face_idx == 1 \
                    and (w is None or it.where is None or it.where.sentence == w.sentence):
                return it.card.faces[it.match.face_idx]
            if it.kind == "card":
                return None
        return None

    def _asked_is(self, k: int) -> bool:
        """'is it blue?': a colour or type in the question clause is checked; said in the situation
        ("Extus is a Human. If I Moonmist, ...") it is not what is asked."""
        if not self.shape.asks(self.items[k]):
            return False
        if self.language == "ja":
            return self.has("q:does") and self._ja_yes_no()
        w = self.items[k].where
        if any(it.kind == "concept" and it.value == "q:is" and (w is None or it.where is None or it.where.sentence ==
                                                               w.sentence) for it in self.items[:k]):
            return True  # ("Ancestor's Embrace is on my creature … where does the Aura go?": no "is" of the question)
        # "does Hanweir, the Writhing Township count as a land?": asked as a yes/no of what it is
        return any(it.kind == "concept" and it.value == "q:does" for it in self.items[:k]) and any(
            it.kind == "word" and it.text.casefold() in ("count", "counts") or it.kind == "concept" and it.value ==
            "ask:count_as" for it in self.items[max(0, k - 3):k])

    def _ja_yes_no(self) -> bool:
        """A Japanese question with no question word (何, どの, いくつ...) asks yes or no."""
        # (「何も唱えてない」「誰も」: nothing, nobody — no question word)
        return not re.search(r"何(?!も)|どの|どれ|どちら|いくつ|誰(?!も)|どこ|どう|なに|いつ", self.question)

    def _asked_is_mv(self) -> bool:
        """'is its MV 3?' (a yes/no question with a number) rather than 'what is its MV?'."""
        if self.language == "ja":  # 「マナ総量は0ですか」: a yes/no question with the number
            return self._ja_yes_no() and any(it.kind == "number" and self.shape.asks(it) for it in self.items)
        asked = [it for it in self.items if self.shape.asks(it)]  # "if delver flips, does it count as 1 cmc?"
        concession = next((k for k, it in enumerate(asked) if it.kind == "concept" and it.value == "seq:concession"), None)
        if concession is not None:  # ("does chalice counter it even tho the card is 6 mv?": the number is conceded)
            asked = asked[:concession]
        first = next((it for it in asked if it.kind == "concept"), None)
        if first is not None and first.value in ("q:is", "q:does") and first is asked[0] \
                and any(it.kind == "number" for it in asked):
            return True
        # "ravager of the fells is mv 0 right?", "the coffin is mv 4, right?": the asker's number, asked back with a tag
        sentence = self.shape.asked[0] if self.shape.asked is not None else None
        tagged = any(it.where is not None and it.where.sentence == sentence and it.text.casefold() in _TAG_WORDS
                     for it in self.items)
        return tagged and self.shape.opener not in QUESTION_OPENERS and any(
            it.kind == "concept" and it.value == "q:is" for it in asked) and any(it.kind == "number" for it in asked) \
            and not any(it.kind == "card" and it.card is not None and not (it.card.is_room or it.card.is_double_faced)
                        for it in self.items)

    # -- a card told with the number it stops or counters by ------------------------------------------------

    def _numbers_with_cards(self) -> bool:
        """Place the number said with a card whose effect needs one, before the subject is chosen: the card is kept as a
        static of the story with its `counters=N` / `number=N` / `revealed=CARD` (see `_by_number`), the number and the
        words linking it are placed, and a card said as revealed is no subject. A nickname ("chalice", "lurrus") names the
        one card among its candidates with such an effect when the question says its number (or, for a permission from the
        graveyard, when it has only that one candidate). True when a card item changed."""
        changed = False
        told: dict[int, str] = {}
        for k, it in enumerate(self.items):
            if it.kind == "ambiguous" and it.candidates:
                fits = [c for c in it.candidates if _number_effects(self.library.find_now(c))]
                if len(fits) == 1:
                    card = self.library.find_now(fits[0])
                    effects = _number_effects(card)
                    if any(e.template == "may_cast_from" for e in effects) and len(it.candidates) == 1 \
                            or self._told_number(k) is not None or self._told_revealed(k) is not None:
                        it.kind, it.card, it.used = "card", card, False
                        changed = True
            if it.kind != "card":
                continue
            effects = _number_effects(it.card)
            if not effects:
                continue
            e = effects[0]
            if e.number_from in ("counters", "chosen"):
                found = self._told_number(k)
                if found is None and e.number_from == "counters" and self.x_values \
                        and "{X}" in (it.card.faces[0].mana_cost or ""):
                    found = (self.x_values.pop(0), [])  # 「《虚空の杯》X=1」: it entered with X charge counters
                if found is None:
                    continue
                n, linking = found
                for x in linking:
                    x.used = True
                told[id(it)] = f" {'counters' if e.number_from == 'counters' else 'number'}={n}"
            elif e.number_from == "revealed":
                found = self._told_revealed(k)
                if found is None:
                    continue
                revealed, linking = found
                for x in linking:
                    x.used = True
                revealed.kind, revealed.used = "word", True  # the card revealed is no subject of the story
                told[id(it)] = f" revealed={revealed.card.name}"
                changed = True
            elif e.template == "may_cast_from":
                told[id(it)] = ""
        self._told_numbers = told
        return changed


    def _told_number(self, k: int):
        """(the number, the items that say it) written just after the card at k ("on 2", "with 3 counters", "naming 2",
        「がカウンター3個」「が2を指定」), or None. Only linking words may stand between."""
        linking = []
        for x in self.items[k + 1:k + 6]:
            if x.kind == "number" and isinstance(x.value, int) and not x.used:
                after = []
                for y in self.items[self.items.index(x) + 1:self.items.index(x) + 4]:
                    if y.text.casefold() in _NUMBER_LINKS or y.text.casefold().startswith(("counter", "カウンター", "を指定",
                                                                                           "指定")):
                        after.append(y)
                    else:
                        break
                return x.value, linking + [x] + after
            if x.text.casefold() in _NUMBER_LINKS or (x.kind == "concept" and x.text.casefold().startswith("counter")):
                linking.append(x)
                continue
            return None
        return None


    def _told_revealed(self, k: int):
        """(the card item, the words that say it) of "Counterbalance revealed Bottomless Pool" / 「《Counterbalance》で
        めくれたのが《Bottomless Pool》」, or None."""
        linking = []
        revealed = False
        for x in self.items[k + 1:k + 6]:
            t = x.text.casefold()
            if x.kind == "card" and revealed:
                return x, linking
            if t in _REVEAL_WORDS or any(w in t for w in ("めくれ", "めくっ", "公開")):
                revealed = True
                linking.append(x)
                continue
            if t in _NUMBER_LINKS or t in {"a", "an", "top", "card", "のが", "が", "は", "で", "の"} or x.kind == "word" and not t.isalpha():
                linking.append(x)
                continue
            return None
        return None


    def _by_number(self, k: int, it) -> None:
        """A card told with its number is a static of the story from the start: `apply CARD counters=N` (its owner said
        as an opponent when the question says so)."""
        name = it.match.matched if it.match and it.match.how != "nickname" else it.card.name
        held = self._controlled_by_someone(k) if _a_permanent(it.card) else None
        if held == "opponent" or any(b.kind == "concept" and b.value == "dn:opponent" for b in self.items[max(0, k - 1):k]):
            self._opponents_statics = getattr(self, "_opponents_statics", ()) + (it.card.name,)
        elif held == "me":
            self._my_statics = getattr(self, "_my_statics", ()) + (it.card.name,)
        for a in self.items[k + 1:k + 6] + self.items[max(0, k - 1):k]:  # ("Chalice of the Void on 2 is out")
            if a.kind == "concept" and a.value in ("state:present", "zone:battlefield") or a.text.casefold() in ("out", "has"):
                a.used = True
        self._statics.append(f"apply {name}{self._told_numbers[id(it)]}")
        it.used = True
        if any(e.template == "counter_cast" for e in _number_effects(it.card)):
            for a in self.items:  # "does my Valki get countered?": what the trigger does is the question, answered by it
                if a.kind == "concept" and (a.value == "dn:counter" or a.value == "hit:check"
                                            and a.text.casefold().startswith("counter")):
                    a.used = True
                    if self.shape.asks(a) and self.consequence is None:
                        # "does it get countered?": whether the trigger countered the cast (a disturbed spell countered
                        # is exiled by its own replacement, so where it is can't tell it — "No — it is in exile")
                        k = self.items.index(a)
                        without = next((b for b in self.items[max(0, k - 3):k] if b.text.casefold() == "without"
                                        and self.shape.asks(b)), None)
                        if without is not None and self.language == "en":
                            without.kind, without.value, without.used = "word", None, True
                            # ("can i cast it without it getting countered?": asked the other way)
                        self.consequence = ("countered", "avoided" if without is not None and without.used else "")


    def _counter_trigger_told(self) -> bool:
        """A card told with its number that counters spells as they are cast (Chalice of the Void on 2, Counterbalance
        with the card it revealed): what it acts on is a spell, cast."""
        told = getattr(self, "_told_numbers", {})
        return any(it.kind == "card" and id(it) in told and any(e.template == "counter_cast"
                                                                for e in _number_effects(it.card)) for it in self.items)
