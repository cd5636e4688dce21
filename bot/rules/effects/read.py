"""Read another card's Oracle text into typed effects (model.py).

Each face's text loses its reminder text, is cut into lines (a modal spell's bullets are lines of
their own) and sentences, and the card's own name ("~", "this creature") is told apart from other
objects. Each sentence is matched against the templates by its structure — the verb, then an object
phrase that must parse in full (phrases.py), then only the endings the template allows — so a word
merely appearing never makes an effect. A sentence that acts on other objects but matches no
template is kept as `Unrecognised`; one that does not (keywords, "Draw a card.", what the card does
to itself, costs) is ignored.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from bot.catalog.model import Card
from bot.rules.effects.model import Alternative, Effect, Reading, Unrecognised
from bot.rules.effects.phrases import comparison, parse_object, quantity
from bot.rules.vocabulary import COLOURS, Comparison, Condition, Zone

_SELF_WORDS = re.compile(
    r"\bthis (?:spell|creature|card|permanent|artifact|enchantment|land|equipment|aura|vehicle|planeswalker|"
    r"saga|room|battle|class|case|siege|token|door|object)\b", re.IGNORECASE)

# Where an effect's clause can start: the sentence's start, or after a trigger's comma, a cost's
# colon, an ability word's dash, "then", "may", "and".
_CS = r"(?:^|(?<=, )|(?<=: )|(?<=— )|(?<=then )|(?<=may )|(?<=and ))"
_Q = (r"(?P<q>(?:(?:up to (?:one|two|three|four|five|x|that many) |any number of |one or two |one or more "
      r"|two |three |x |another |other |each of )*target)|all|each)")  # ("up to one other target creature")
_COLOUR = r"(?P<col>white|blue|black|red|green)"

# "if its mana value is 2 or less" (Overload) and "if it has mana value 2 or less" (Fatal Push) say the same
# thing: the target is any creature; its mana value is checked as the spell resolves (608.2b).
_MV_IF = r" if (?:its mana value is|it has mana value) (?P<cmp>.+)"
_DESTROY = re.compile(_CS + r"destroy " + _Q + r" (?P<np>.+?)(?: if it's " + _COLOUR + r"|" + _MV_IF + r")?$")
_FLICKER = re.compile(_CS + r"exile " + _Q + r" (?P<np>.+?),? then return (?:it|that card|them|those cards|"
                      r"the exiled card|the exiled cards|that creature|that permanent) to the battlefield(?P<tail>.*)$")
_EXILE = re.compile(_CS + r"exile " + _Q + r" (?P<np>.+?)(?:" + _MV_IF + r"| until ~ leaves the battlefield)?$")
_EXILE_GRAVEYARD = re.compile(_CS + r"exile (?P<what>all graveyards|all cards from all graveyards|"
                              r"(?P<whose>your|target player's|target opponent's|each opponent's|each player's|"
                              r"any number of target players') graveyards?)$")
_COUNTER = re.compile(_CS + r"counter " + _Q + r" (?P<np>.+?)(?: unless (?P<unless>.+)| if it's " + _COLOUR
                      + r"|" + _MV_IF + r")?$")
_RETURN = re.compile(_CS + r"return " + _Q.replace("|all|each)", "|all|each|an?)")
                     + r" (?P<np>.+?) to (?P<dest>the battlefield|its owner's hand|"
                     r"their owner's hand|their owners' hands|your hand)(?P<tail>.*)$")
_PUT_ONTO = re.compile(_CS + r"put " + _Q + r" (?P<np>.+?) onto the battlefield(?P<tail>.*)$")
# Show and Tell, Through the Breach: a spell's or a triggered ability's "put a card from a hand onto the battlefield",
# not cast (its owner is "you" or one of "each player"; "that player" / "its controller" say someone the steps don't
# follow, and are not read). An activated ability's (after its cost's ": " — Elvish Piper, Stoneforge Mystic, Sneak
# Attack) is not read yet: the question reader places "can Stoneforge Mystic fetch …?" by the one zone its card's
# effects look in (bot/ask/read.py), and doesn't know this template.
_PUT_FROM_HAND = re.compile(_CS + r"(?:starting with you, )?(?:each player|you) may put (?:a|an|one) (?P<np>.+? card"
                            r"(?: with [^,]+?)?) from (?:your|their) hand onto the battlefield(?P<tail>.*)$")
_SEARCH = re.compile(_CS + r"search(?:es)? (?P<whose>your|their|its controller's|target player's) library"
                     r"(?P<gy> and/or graveyard)? for (?P<rest>.+)$")
_TOKEN_COPY = re.compile(_CS + r"create (?:a|an|one|two|three|four|five|x|that many) (?:tokens?|\w+ tokens?) "
                         r"that(?:'s| are) (?:a |exact )?cop(?:y|ies) of (?:(?P<q>(?:up to one |another )?target) )?"
                         r"(?P<np>.+?)(?:, except (?P<exc>.+))?$")
_BECOMES_COPY = re.compile(_CS + r"(?:until end of turn, |until your next turn, )?(?P<subj>~|(?:up to one |another )?"
                           r"target .+?) becomes a copy of (?P<obj>.+?)(?:, except (?P<exc>.+?))?"
                           r"(?: until end of turn| until your next turn)?$")
_ENTER_AS_COPY = re.compile(_CS + r"(?:you may have )?~ enters?(?: the battlefield)? as a copy of (?P<obj>(?:any|a|an) .+?)"
                            r"(?:, except (?P<exc>.+))?$")
_COPY_SPELL = re.compile(_CS + r"copy " + _Q + r" (?P<np>.+?)(?: twice| (?:two|three|x) times)?$")
_COPY_CAST = re.compile(r"^(?:whenever you cast|when you (?:next )?cast|when you cast your next) (?:a |an )?"
                        r"(?P<np>[^,]+? spell)(?: this turn)?, copy (?:it|that spell)$")
_TRANSFORM = re.compile(_CS + r"transform " + _Q + r" (?P<np>.+)$")
_CANT_TRANSFORM = re.compile(r"^(?P<np>.+?) can't transform$")
# Torpor Orb, Hushbringer, Doorkeeper Thrull, Elesh Norn: "<permanents> entering [or dying] don't cause abilities [of
# permanents your opponents control] to trigger".
_NO_TRIGGER = re.compile(r"^(?P<np>.+?) entering(?: the battlefield)?(?P<dying> or dying)? (?:don't|doesn't) cause "
                         r"abilities(?P<theirs> of permanents your opponents control)? to trigger$")
# Authority of the Consuls, Blind Obedience, Thalia, Heretic Cathar: "<permanents> [your opponents control] enter tapped"
# (614.1d). A time the steps don't track ("until your next turn", "this turn") or a condition is not read.
_ENTER_TAPPED = re.compile(r"^(?P<np>[a-z ,-]+?) (?P<theirs>your opponents control )?enter(?: the battlefield)? tapped$")
_EXTRA_EVENT = re.compile(r"^if (?:a|an|another) (?P<np>.+?) (?P<ev>entering(?: the battlefield)?|dying|attacking) "
                          r"causes a triggered ability of a permanent you control to trigger, "
                          r"that ability triggers an additional time$")
_EXTRA_SOURCE = re.compile(r"^if a triggered ability of (?:a |an |another )?(?P<np>.+?) triggers, "
                           r"(?:that ability|it) triggers an additional time$")
# Statics that stop things (Void Winnower, Grafdigger's Cage, Drannith Magistrate) and the replacement on entering
# (Containment Priest). A time the steps don't track ("during your turn") is kept as `when` and answered "not
# modelled"; a timing that only says how long a one-shot restriction lasts ("this turn") applies now.
_WHO = (r"(?P<who>your opponents|opponents|each opponent|target opponent|players|each player|target player|you)")
_LASTS = r"this turn|until end of turn|until your next turn|until the end of your next turn"
_WHEN = r"during your turn|during combat|during (?:each|that player's|their|your opponents') (?:next )?turns?"
_CANT_CAST = re.compile(r"^(?:(?:(?P<pre_lasts>" + _LASTS + r")|(?P<pre_when>" + _WHEN + r")), )?" + _WHO
                        + r" can't cast (?P<np>.+?)(?: from (?P<from>anywhere other than their hands?|[a-z ,]+?))?"
                        r"(?: (?:(?P<lasts>" + _LASTS + r")|(?P<when>" + _WHEN + r")))?$")
_CANT_BLOCK_WITH = re.compile(r"^(?:(?P<pre_lasts>" + _LASTS + r"), )?" + _WHO + r" can't block with (?P<np>.+?)"
                              r"(?: (?:(?P<lasts>" + _LASTS + r")|(?P<when>" + _WHEN + r")))?$")
_CANT_BLOCK = re.compile(r"^(?:(?P<pre_lasts>" + _LASTS + r"), )?(?P<np>.+?) can't block"
                         r"(?: (?:(?P<lasts>" + _LASTS + r")|(?P<when>" + _WHEN + r")))?$")
# "Noncreature spells with mana value 4 or greater can't be cast" (Gaddock Teeg, Aether Storm, Sanctum Prelate): no
# player is named, so it stops everyone's. "… with {X} in their mana costs" and "… with mana value equal to the chosen
# number" are read off the end of the phrase.
_CANT_BE_CAST = re.compile(r"^(?P<np>[a-z ,-]*spells(?: with [^,]+?)?) can't be cast$")
_X_IN_COST = " with {x} in their mana costs"
_CHOSEN_NUMBER = " with mana value equal to the chosen number"
# Chalice of the Void: "Whenever a player casts a spell with mana value equal to the number of charge counters on ~,
# counter that spell." — a triggered ability on casting; the number is the step's `counters=N`.
_COUNTER_CAST = re.compile(r"^whenever (?P<who>a player|an opponent) casts (?:a |an )?(?P<np>[^,]+?), "
                           r"counter that spell$")
_ON_COUNTERS = " with mana value equal to the number of charge counters on ~"
# Counterbalance: "Whenever an opponent casts a spell, you may reveal the top card of your library. If you do, counter
# that spell if it has the same mana value as the revealed card." — two sentences, one ability.
_REVEAL_TOP = re.compile(r"^whenever (?P<who>a player|an opponent) casts (?:a |an )?(?P<np>[^,]+?), you may reveal "
                         r"the top card of your library$")
_SAME_AS_REVEALED = re.compile(r"^if you do, counter that spell if it has the same mana value as the revealed card$")
# Lurrus of the Dream-Den, Karador, Kess, Gisa and Geralf: "[Once] during each of your turns, you may cast a … spell
# from your graveyard" — a permission (601.3); the time and the once are said as assumed.
_MAY_CAST_GRAVEYARD = re.compile(r"^(?P<when>(?:once )?during each of your turns), you may cast (?:a |an )?(?P<np>[^,]*?"
                                 r"\bspells?\b[^,]*?) from your graveyard$")
# Statics and triggers about casting spells, which a special action (unlocking a door, 116.2m; playing a land, 116.2a)
# never meets. Thalia, Sphere of Resistance, Aura of Silence, Goblin Electromancer: "<spells> [your opponents cast | you
# cast] cost {N} more|less to cast" (601.2f). "Artifact and enchantment spells" is each of them: read as "or".
_COST_CHANGE = re.compile(r"^(?P<np>[a-z ,-]*?spells(?: with [^,]+?)?)(?: (?P<who>your opponents|you) cast)? cost "
                          r"\{(?P<n>\d+)\} (?P<dir>more|less) to cast$")
# Deafening Silence, Rule of Law, Arcane Laboratory: "Each player can't cast more than one [noncreature] spell each turn".
_CAST_LIMIT = re.compile(r"^" + r"(?P<who>your opponents|each opponent|each player|you)"
                         r" can't cast more than (?P<n>one|two|three) (?P<np>[a-z ,-]*?spells?) each turn$")
# Eidolon of the Great Revel: "Whenever a player casts a spell with mana value 3 or less, <effect>" — the effect is
# quoted, not carried out. Read after Chalice's counter_cast and "whenever you cast …, copy it".
_CAST_TRIGGER = re.compile(r"^(?:when ~ enters and )?whenever (?P<who>a player|an opponent|you) casts? (?:a |an )?(?P<np>[^,]+?), "
                           r"(?P<then>.+)$")
_AND_TYPES = re.compile(r"^(?P<a>[a-z]+) and (?P<b>[a-z]+) spells\b", re.IGNORECASE)
_NOT_A_CLASS = {"enchanted", "equipped", "target", "that", "those", "it", "they", "each", "all", "up", "any", "a",
                "an", "the", "~", "goaded", "attacking", "blocking", "tapped", "untapped", "fortified", "such"}
_CANT_ENTER = re.compile(r"^(?P<np>.+?) in (?P<zones>graveyards|libraries|graveyards and libraries|graveyards or "
                         r"libraries) can't enter the battlefield$")
_ENTER_EXILE = re.compile(r"^(?:(?P<lasts>" + _LASTS + r"), )?if an? (?P<np>(?:nontoken )?creature) would enter"
                          r"(?: the battlefield)? and it wasn't cast, exile it instead$")
# Day and night (731.1): "It becomes night.", "If it's neither day nor night, it becomes day as ~ enters", "When ~
# enters, it becomes day.", The Celestus's "If it's night, it becomes day. Otherwise, it becomes night." (two
# sentences), "It can't become night." A sentence that makes it day or night in any other way (Tovolar's "At the
# beginning of your upkeep, if you control three or more Wolves …, it becomes night") is Unrecognised.
_BECOMES = re.compile(r"^(?:(?P<enters>when ~ enters(?: the battlefield)?), )?it becomes (?P<dn>day|night)$")
_BECOMES_NEITHER = re.compile(r"^if it's neither day nor night, it becomes (?P<dn>day|night) as ~ enters"
                              r"(?: the battlefield)?$")
_BECOMES_IF = re.compile(r"^if it's (?P<was>day|night), it becomes (?P<dn>day|night)$")
_BECOMES_OTHERWISE = re.compile(r"^otherwise, it becomes (?P<dn>day|night)$")
_CANT_BECOME = re.compile(r"^it can't become (?P<dn>day|night)$")
_UNLOCK = re.compile(_CS + r"unlock (?:a|one) locked door of (?:up to one )?target room(?: you control)?$")
_FACE_DOWN = re.compile(_CS + r"turn (?P<q>all other|all|each other|each|target|up to one target) (?P<np>.+?) "
                        r"face down$")
# Lightning Bolt, Shock, Flame Slash, Flametongue Kavu's "When ~ enters, it deals 4 damage to target creature",
# Pyroclasm's "deals 2 damage to each creature": a fixed amount of damage (120.3) to an object. A second part dealt only
# to a player ("and 2 damage to that creature's controller", Chandra's Outrage) doesn't touch the object. "X damage",
# "damage equal to …", "divided as you choose", another target ("and 1 damage to another target") are not read.
_DAMAGE = re.compile(_CS + r"(?:~|it) deals (?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten) damage to "
                     r"(?:(?P<any>any (?:other )?target)|(?P<q>(?:another )?target|each) (?P<np>.+?))"
                     r"(?: and (?:\d+|one|two|three|four|five) damage to (?:you|its controller|that (?:creature|"
                     r"permanent|planeswalker)'s controller|target (?:player|opponent)|each (?:player|opponent)|"
                     r"that player))?$")
# "If that creature would die this turn, exile it instead" (Magma Spray), "If a creature dealt damage this way would die
# this turn, exile it instead" (Anger of the Gods): a replacement of the damage's dying (614.1a).
_DIES_EXILED = re.compile(r"^if (?:that creature|that creature or planeswalker|that permanent|a creature dealt damage "
                          r"this way|a permanent dealt damage this way) would die this turn, exile it instead$")
_PLAYER_WORDS = {"player", "players", "opponent", "opponents"}
_PARITY = re.compile(r" with (?:an? )?(?P<p>even|odd) mana values?$")
_ZONE_WORDS = {"graveyard": Zone.GRAVEYARD, "graveyards": Zone.GRAVEYARD, "library": Zone.LIBRARY,
               "libraries": Zone.LIBRARY, "exile": Zone.EXILE, "hand": Zone.HAND, "hands": Zone.HAND}
_PLAYERS = {"your opponents": "opponent", "opponents": "opponent", "each opponent": "opponent",
            "target opponent": "opponent", "players": "any", "each player": "any", "target player": "target",
            "you": "you"}
_EVENTS = {"entering": "enters", "entering the battlefield": "enters", "dying": "dies", "attacking": "attacks"}
_DISCOVER = re.compile(r"\bdiscover (?P<n>\d+|x)\b")
_CHOOSE_NAME = re.compile(r"\bchoose (?:a|an|any) (?P<np>(?:[\w-]+,? )*?)card name$")
_RESTRICTIONS = [
    (re.compile(r"^spells with the chosen name can't be cast$"), "cast"),
    (re.compile(r"^your opponents can't cast spells with the chosen name$"), "cast"),
    (re.compile(r"^activated abilities of sources with the chosen name can't be activated unless they're "
                r"mana abilities$"), "activate"),
]
_CHOOSE_OBJECT = re.compile(r"^choose (?:a|an|another) (?P<np>.+)$")
_RIDER = re.compile(r"^(?:sacrifice|exile) (?:it|them|that token|those tokens|the token|the tokens) at the "
                    r"beginning of the next end step$")

# What makes a sentence act on other objects (after what it does to itself, player targets and
# "new targets for the copy" are taken out).
# Statics about permanents entering that the reader doesn't model (Torpor Orb's "Creatures entering don't cause
# abilities to trigger", Authority of the Consuls' "… enter tapped"): unrecognised, so `apply` is "not modelled" and
# the day/night story doesn't list a permanent's enters triggers past one as if it weren't there (daynight_cards.py;
# it doesn't track tapped, so "enter tapped" changes nothing it says).
NO_TRIGGER_STATIC = re.compile(r"\bentering(?: the battlefield)?(?: or dying)? (?:don't|doesn't|do not|does not) cause\b")
ENTRY_STATIC = re.compile(NO_TRIGGER_STATIC.pattern + r"|\benters?(?: the battlefield)? tapped\b")
_ACTS = re.compile(
    ENTRY_STATIC.pattern + r"|"
    r"\btargets?\b|\bdestroy\b|(?<!\bin )(?<!\bfrom )\bexile\b|\breturn\b|\bcounter (?:target|it|that|all|each|up to|"
    r"the)\b|\bsearch(?:es)?\b|\bcop(?:y|ies)\b|\btransform\b|card name|chosen name|additional time|"
    r"can't transform|\bsacrifices?\b|gain control|onto the battlefield|can't cast|can't be cast|can't block|can't enter|"
    r"would enter\b.*\binstead\b|\bit becomes (?:day|night)\b|can't become (?:day|night)\b|\bface down\b|"
    r"\bdamage to (?:each|every|all) (?!players?\b|opponents?\b)|\bput (?:it|that card|that spell|them|those cards)\b")
_SELF_ACTS = re.compile(r"\bexile ~(?: at end of combat)?,? then (?:return|put) (?:it|him|her)\b|"
                        r"\b(?:exile|return|sacrifice|transform|copy|destroy|counter|shuffle|put) ~|"
                        r"~ can't be countered|create a token that's a copy of ~|can't cast ~|"
                        r"(?:~|it|they) can't block\b|if ~ would enter\b.*\binstead\b|(?:~|it) enters?(?: the battlefield)? tapped\b")
_CHANGES_DAMAGE = re.compile(r"\bdamage\b.*\binstead\b|\binstead\b.*\bdamage\b|\bexcess damage\b")
_SELF_TRIGGER = re.compile(r"^(?:when|whenever|if)[^,]*~")
_SELF_PRONOUN = re.compile(r"\b(?:return|exile|sacrifice|transform|put|shuffle|copy) (?:it|him|her)\b")
_NOT_OBJECT_TARGETS = re.compile(r"\b(?:any number of |up to \w+ )?(?:another )?target (?:player|opponent)s?\b|"
                                 r"\bchoose (?:a )?new targets? for (?:the|each) cop(?:y|ies)\b|"
                                 r"\bnew targets?\b|\bif you search your library this way\b|"
                                 r"\b(?:that|it|which|they) targets?\b|\bbecomes? the target of\b|"
                                 r"\bcasts? or cop(?:y|ies)\b|\bcast or copied\b|\bfor each target\b")

_BF_TAILS = re.compile(r"(?: under (?:your|its owner's|their owner's|their owners') control| tapped| transformed"
                       r"| at the beginning of the next end step| with (?:a|an additional|two|three) \+1/\+1 "
                       r"counters? on (?:it|them))*")
# An exception the engine would get wrong if it copied as usual: the name, colours, mana cost, faces, or
# losing types. ("it has haste", "it isn't legendary", "it's an artifact in addition" are kept in
# `Effect.exception` for the answer.)
_UNSAFE_EXCEPTIONS = re.compile(r"\b(?:name|colou?rs?|white|blue|black|red|green|colorless|mana cost|mana value|"
                                r"double-faced|transform|face|door|loses|copy)\b")


def read(card: Card) -> Reading:
    """Everything the card does to other objects, face by face."""
    return _read_card(card.name, tuple((f.name, f.text or "", f.keywords, f.mana_value) for f in card.faces))


def read_text(name: str, text: str, *, keywords: tuple[str, ...] = (), mana_value: float = 0.0) -> Reading:
    """A Reading of one face's text (for a text that is not in the catalog, or a test)."""
    return _read_card(name, ((name, text, tuple(keywords), mana_value),))


def clear_cache() -> None:
    """Forget every reading (the benchmark times reads, not cache hits)."""
    _read_card.cache_clear()


@lru_cache(maxsize=8192)
def _read_card(card_name: str, faces: tuple) -> Reading:
    effects: list[Effect] = []
    unrecognised: list[Unrecognised] = []
    self_names = _self_names({card_name, *(f[0] for f in faces)})
    for face_name, text, keywords, mv in faces:
        e, u = _read_face(face_name, text, keywords, mv, self_names)
        effects += e
        unrecognised += u
    return Reading(card_name, tuple(effects), tuple(unrecognised))


def _self_names(names: set[str]) -> tuple[str, ...]:
    """How the card's text calls the card itself: its name, each face's name, and the part before a
    comma ("Kiki-Jiki", "Yarok"), longest first."""
    out = set(names)
    for n in names:
        if " // " in n:
            out.update(n.split(" // "))
        if "," in n:
            out.add(n.split(",")[0])
    # a card named "Exile" says "Exile target nonwhite attacking creature": there the word is the verb
    return tuple(sorted((n for n in out if n and n.casefold() not in _VERBS), key=len, reverse=True))


_VERBS = {"exile", "destroy", "return", "counter", "copy", "transform", "search", "sacrifice", "put", "create",
          "choose", "tap", "untap", "reveal", "discard", "draw"}


def strip_reminders(text: str) -> str:
    return re.sub(r"[ \t]*\([^()]*\)", "", text)


_TITLES = ("Mr.", "Mrs.", "Ms.", "Dr.", "St.", "Jr.", "Sr.")


def sentences(text: str) -> list[str]:
    """Sentences in card order, reminder text gone; a modal bullet or a line is never merged with
    the next; quoted abilities stay inside the sentence that grants them. A full stop ends a sentence
    before a space, or — in texts that lost their line breaks — before a capital, a sign or a bracket
    ("graveyard.Unearth {1}{B}"), but not in "Dr. Madison Li"."""
    out: list[str] = []
    for line in strip_reminders(text).replace("•", "\n•").split("\n"):
        line = re.sub(r"^\s*(?:•|\+\s*\{[^}]*\}\s*—)\s*", "", line).strip()
        if not line:
            continue
        buf, quoted = "", False
        for i, ch in enumerate(line):
            buf += ch
            if ch in "\"“”":
                quoted = not quoted if ch == '"' else ch == "“"
            elif ch == "." and not quoted and _ends_sentence(line, i, buf):
                if buf.strip():
                    out.append(buf.strip())
                buf = ""
        if buf.strip():
            out.append(buf.strip())
    return out


def _ends_sentence(line: str, i: int, buf: str) -> bool:
    if i + 1 == len(line):
        return True
    nxt = line[i + 1]
    if buf.endswith(_TITLES) and (len(buf) == 3 or not buf[-4].isalpha()):
        return False
    if nxt == " ":
        return True
    return ((nxt.isupper() or nxt.isdigit() or nxt in "+−-[") and i > 0
            and (line[i - 1].islower() or line[i - 1] in "})"))


def _normalise(sentence: str, self_names: tuple[str, ...]) -> str:
    s = sentence.replace("’", "'").replace("−", "-")
    for n in self_names:
        s = re.sub(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", "~", s)
    s = _SELF_WORDS.sub("~", s)
    s = s.rstrip(".").strip()
    # "... with mana value X or less, where X is the number of Faeries you control": X is the card's own
    # count, given to the engine as x=N
    return re.sub(r",? where X is [^\"“”]*$", "", s)


def _effect_part(norm: str) -> str:
    """The sentence without its activation cost ('{T}, Sacrifice a creature: ...'): a cost is paid, it
    is not what the card does to another object."""
    head, sep, rest = norm.partition(": ")
    if sep and '"' not in head and "“" not in head and (re.search(r"\{|^\[?[+-]?(?:\d+|x)\]?$", head, re.IGNORECASE) or
                                                        re.match(r"(?i)(?:sacrifice|exile|discard|return|tap|"
                                                                 r"remove|pay)\b", head)):
        return rest
    return norm


def _quoted(norm: str) -> tuple[str, list[str]]:
    """The sentence with quoted abilities taken out, and those abilities' texts."""
    inner = re.findall(r"[\"“]([^\"“”]*)[\"”]", norm)
    outer = re.sub(r"[\"“][^\"“”]*[\"”]", '""', norm)
    return outer, inner


_COST_SENTENCE = re.compile(r"^as an additional cost to cast ~|rather than pay ~'s mana cost|^escape—")


def acts_on_objects(low: str) -> bool:
    """Whether a (normalised, lower-case) sentence does something to objects other than this card.
    Costs ('As an additional cost to cast this spell, exile a creature card from your graveyard') are paid,
    not done to another object, like an activated ability's cost."""
    if _COST_SENTENCE.search(low):
        return False
    s = _SELF_ACTS.sub("", low)
    if _SELF_TRIGGER.match(low):
        s = _SELF_PRONOUN.sub("", s)  # "When ~ dies, return it to the battlefield transformed"
    s = _NOT_OBJECT_TARGETS.sub("", s)
    return bool(_ACTS.search(s))


def _read_face(face: str, text: str, keywords: tuple[str, ...], mv: float,
               self_names: tuple[str, ...]) -> tuple[list[Effect], list[Unrecognised]]:
    effects: list[Effect] = []
    unrecognised: list[Unrecognised] = []
    items: list[tuple[str, str]] = []  # (the sentence as printed, its normalised effect part)
    for sent in sentences(text):
        norm = _effect_part(_normalise(sent, self_names))
        outer, inner = _quoted(norm)
        items.append((sent, outer))
        printed = _quoted(sent)[1]
        # a token named in the sentence that grants it the ability ('create Jumblebones, a legendary 2/1 ... token
        # with "Jumblebones can't block."') is the ability's own object
        token = re.search(r"\bcreate (?P<n>[A-Z][\w'-]+(?: [A-Z][\w'-]+)*), an? ", sent)
        names = self_names + ((token["n"],) if token else ())
        for ability, as_printed in zip(inner, printed if len(printed) == len(inner) else inner):
            # a granted ability ('All Slivers have "{2}, Sacrifice this permanent: ..."') is read on its own,
            # and quoted as printed
            for sub, sub_printed in zip(sentences(ability), sentences(as_printed)):
                items.append((sub_printed, _effect_part(_normalise(sub, names))))
    lows = [n.lower() for _, n in items]
    used: set[int] = set()

    _read_naming(face, items, lows, used, effects)
    _read_parity_choice(face, items, lows, used, effects)
    _read_reveal_counter(face, items, lows, used, effects)
    _read_day_night(face, items, lows, used, effects)
    _read_graveyard_count(face, items, lows, used, effects)
    _read_hand_attack(face, items, lows, used, effects)
    kw = {k.casefold() for k in keywords}
    for i, (sent, norm) in enumerate(items):
        if i in used:
            continue
        low = lows[i]
        if re.fullmatch(r"cascade(?:, cascade)*", low) or (low == "cascade" and "cascade" in kw):
            for _ in low.split(","):
                effects.append(_cascade(face, sent, mv))
            used.add(i)
            continue
        m = _DISCOVER.search(low)
        if m:
            n = quantity(m["n"])
            effects.append(Effect(face, "discover", sent, Condition(zones=(Zone.LIBRARY,), not_types=("Land",),
                                                                    mana_value=Comparison("<=", n),
                                                                    words=f"nonland card with mana value {n} or less"),
                                  targets=False, amount=n))
            used.add(i)
            continue
        found = _match(face, sent, norm, low)
        chosen = items[i - 1] if i > 0 and (i - 1) not in used else None  # "Choose ... . <effect> that creature"
        if found is None:
            m = _BECOMES_COPY.search(low) or _ENTER_AS_COPY.search(low)
            if m:
                found = _becomes_copy(face, sent, norm, m, chosen)
                if found and _uses_chosen(m):
                    used.add(i - 1)
        if found is None and chosen:
            found = _token_copy_of_chosen(face, chosen, sent, low)
            if found:
                used.add(i - 1)
        if found is not None:
            effects.extend(found)
            used.add(i)
            _merge_delayed_return(items, lows, i, effects, used)
            _merge_tutor_destination(items, lows, i, effects, used)
            _merge_instead(items, lows, i, effects, used)
            _merge_counter_destination(items, lows, i, effects, used)
            _merge_damage_rider(items, lows, i, effects, used)
            _skip_riders(lows, i, found, used)
    damages = any(e.template == "damage" for e in effects)
    for i, (sent, _) in enumerate(items):
        if _COST_KEYWORD.match(lows[i]):
            continue  # "Evoke—Exile a white card from your hand.": a cost to cast the card, nothing it does to another
        if i not in used and (acts_on_objects(lows[i]) or (damages and _CHANGES_DAMAGE.search(lows[i]))):
            # "If this spell was kicked, it deals 4 damage instead" (Burst Lightning), Fiery Impulse's spell mastery:
            # a sentence that changes the damage is not read, so the damage alone is never answered from
            unrecognised.append(Unrecognised(face, sent))
    return effects, unrecognised


_COST_KEYWORD = re.compile(r"(?:evoke|escape|flashback|kicker|ninjutsu|disturb|foretell|madness|buyback|emerge|dash|"
                           r"blitz|bestow|entwine|prowl|spectacle|surge|overload|harmonize|plot|disguise|craft with)"
                           r"\b ?(?:—|\{)")


_GRAVEYARD_COUNT = re.compile(
    r"^(?:(?P<aw>[a-z]+) — )?(?:(?P<when>at the beginning of (?:your|each) [a-z ]+?), )?(?:then )?if (?:there are|you "
    r"have) (?P<n>[a-z0-9]+) or more (?:(?P<types>card types among cards)|(?P<kind>[a-z]+) cards|cards) in your "
    r"graveyard, (?P<then>.+)$")
_TIMED = re.compile(r"^(?P<when>at the beginning of (?:your|each) [a-z ]+?), (?P<rest>.+)$")


def _read_graveyard_count(face, items, lows, used, effects) -> None:
    """Delirium, threshold and their kind: "At the beginning of your upkeep, if there are four or more card types among
    cards in your graveyard, transform ~" (an intervening "if", 603.4), and "…, mill a card. Then if there are three
    or more creature cards in your graveyard, transform ~": what is counted, how many, and what comes first."""
    for i, low in enumerate(lows):
        if i in used:
            continue
        m = _GRAVEYARD_COUNT.match(low)
        n = quantity(m["n"]) if m else None
        if m is None or not isinstance(n, int):
            continue
        when, first = m["when"], None
        if low.startswith("then ") or " — then " in low:
            before = _TIMED.match(lows[i - 1]) if i > 0 and (i - 1) not in used else None
            if before is None:
                continue  # "Then if …" after something the engine can't place in time: not read
            when, first = before["when"], items[i - 1][0].split(", ", 1)[-1].rstrip(".")
            used.add(i - 1)
        kind = m["kind"]
        cond = Condition(zones=(Zone.GRAVEYARD,), any_types=(kind.capitalize(),), words=f"{kind} card") if kind \
            else Condition(zones=(Zone.GRAVEYARD,), words="card")
        effects.append(Effect(face, "graveyard_count", items[i][0], cond, targets=False, amount=n, when=when,
                              counted="card types" if m["types"] else "cards", first=first))
        used.add(i)


def _read_day_night(face, items, lows, used, effects) -> None:
    """Sentences that make it day or night, or forbid one (731.1)."""
    for i, low in enumerate(lows):
        if i in used:
            continue
        sent = items[i][0]
        m = _BECOMES.match(low)
        if m:
            effects.append(Effect(face, "day_night", sent, targets=False, amount=m["dn"],
                                  trigger_event="enters" if m["enters"] else None))
            used.add(i)
            continue
        m = _BECOMES_NEITHER.match(low)
        if m:
            effects.append(Effect(face, "day_night", sent, targets=False, amount=m["dn"], when="neither",
                                  trigger_event="enters"))
            used.add(i)
            continue
        m = _BECOMES_IF.match(low)
        o = _BECOMES_OTHERWISE.match(lows[i + 1]) if m and i + 1 < len(lows) else None
        if m and o and m["was"] != m["dn"] and o["dn"] == m["was"]:
            effects.append(Effect(face, "day_night", sent + " " + items[i + 1][0], targets=False, amount="toggle"))
            used.update((i, i + 1))
            continue
        m = _CANT_BECOME.match(low)
        if m:
            effects.append(Effect(face, "cant_become", sent, targets=False, all_matching=True, amount=m["dn"]))
            used.add(i)
            continue
        if _UNLOCK.search(low):
            effects.append(Effect(face, "unlock", sent, Condition(subtypes=("Room",), zones=(Zone.BATTLEFIELD,),
                                                                  words="Room you control")))
            used.add(i)
            continue
        m = _FACE_DOWN.search(low)
        if m:
            np = items[i][1][-len(m["np"]) - len(" face down"):-len(" face down")] if items[i][1].lower().endswith(
                m["np"] + " face down") else m["np"]
            cond = parse_object(np, plural=m["q"] not in ("target", "up to one target")) or Condition(words=np)
            effects.append(Effect(face, "face_down", sent, replace(cond, zones=(Zone.BATTLEFIELD,), words=np),
                                  targets=m["q"] in ("target", "up to one target"),
                                  all_matching=m["q"] not in ("target", "up to one target")))
            used.add(i)


def _cascade(face: str, sent: str, mv: float) -> Effect:
    n = int(mv) if float(mv).is_integer() else mv
    return Effect(face, "cascade", sent, Condition(zones=(Zone.LIBRARY,), not_types=("Land",),
                                                   mana_value=Comparison("<", n),
                                                   words=f"nonland card with mana value less than {n}"),
                  targets=False)


# Hand attack (701.9): "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player
# discards that card." (Duress, Thoughtseize, Inquisition of Kozilek, Despise, Divest, Pelakka Predation) and "Choose a
# nonland card name. Target player reveals their hand and discards all cards with that name." (Cabal Therapy, Brain
# Pry, Cabal Therapist). The card chosen is looked at as it is in the hand; what else the card does with it (exile it
# until ~ leaves — Kitesail Freebooter — or a choice of colour first, Addle) is another shape, not read here.
_HAND_REVEAL = re.compile(r"^(?:(?:when|whenever) [^,]+, )?target (?:player|opponent) reveals their hand$")
_HAND_CHOOSE = re.compile(r"^you (?:may )?choose (?:a|an) (?P<np>[^.]*?card) from it(?P<with> with mana value [^.,]+)?$")
_HAND_DISCARD = re.compile(r"^that player discards that card$")
_NAMED_ONE = re.compile(r"^(?:(?:when|whenever) [^,]+, )?choose (?:a|an) (?P<np>(?:[\w-]+ )?)card name, then target "
                        r"player reveals their hand and discards all cards with that name$")
_NAMED_REVEAL = re.compile(r"^target player reveals their hand and discards all cards with that name$")
_NAMED_DISCARD = re.compile(r"^that player discards (?:a card|all cards) with that name$")


def _read_hand_attack(face, items, lows, used, effects) -> None:
    """A player's hand revealed and a card of it discarded, chosen by the caster ("discard_choice") or by a card name
    chosen first ("discard_named")."""
    for i, low in enumerate(lows):
        if i in used or i + 1 >= len(lows):
            continue
        if _HAND_REVEAL.fullmatch(low) and i + 2 < len(lows) and _HAND_DISCARD.fullmatch(lows[i + 2]):
            m = _HAND_CHOOSE.fullmatch(lows[i + 1])
            if not m:
                continue
            norm = items[i + 1][1]
            np = norm[m.start("np"):m.end("np")] + (norm[m.start("with"):m.end("with")] if m["with"] else "")
            c = parse_object(np)
            if c is None or c.zones or c.controller:
                continue
            effects.append(Effect(face, "discard_choice", " ".join(items[k][0] for k in (i, i + 1, i + 2)),
                                  replace(c, zones=(Zone.HAND,), words=np), targets=False))
            used.update((i, i + 1, i + 2))
    for i, low in enumerate(lows):
        if i in used:
            continue
        m = _NAMED_ONE.fullmatch(low)
        said = (i,)
        if not m and _CHOOSE_NAME.fullmatch(low) and i + 1 < len(lows):
            m = _CHOOSE_NAME.fullmatch(low)
            if _NAMED_REVEAL.fullmatch(lows[i + 1]):
                said = (i, i + 1)
            elif i + 2 < len(lows) and _HAND_REVEAL.fullmatch(lows[i + 1]) and _NAMED_DISCARD.fullmatch(lows[i + 2]):
                said = (i, i + 1, i + 2)
            else:
                continue
        if not m:
            continue
        np = m["np"].strip().rstrip(",")
        c = parse_object(np + " card") if np else Condition()
        if c is None or c.zones or c.controller:
            continue
        effects.append(Effect(face, "discard_named", " ".join(items[k][0] for k in said),
                              replace(c, zones=(Zone.HAND,), words=(np + " card name") if np else "card name"),
                              targets=False, all_matching=True))
        used.update(said)


_CHOOSE_PARITY = re.compile(r"^choose odd or even\.?$")
_OF_THE_CHOSEN_QUALITY = " with mana value of the chosen quality"


def _read_parity_choice(face, items, lows, used, effects) -> None:
    """'Choose odd or even. Exile each creature with mana value of the chosen quality.' (Extinction Event): the
    sentence after the choice read as if it said no mana value, the effect's `number_from` "parity" — the quality
    chosen is the step's `name=odd` / `name=even`, never guessed."""
    for i, low in enumerate(lows[:-1]):
        nxt = lows[i + 1]
        if not _CHOOSE_PARITY.match(low) or _OF_THE_CHOSEN_QUALITY not in nxt:
            continue
        at = nxt.index(_OF_THE_CHOSEN_QUALITY)
        cut = len(_OF_THE_CHOSEN_QUALITY)
        norm = items[i + 1][1]
        found = _match(face, items[i + 1][0], norm[:at] + norm[at + cut:], nxt[:at] + nxt[at + cut:])
        if not found or len(found) != 1 or found[0].condition is None or found[0].condition.mana_value is not None:
            return
        e = found[0]
        effects.append(replace(e, sentence=items[i][0] + " " + items[i + 1][0], number_from="parity",
                               condition=_with_words(e.condition, (e.condition.words or "") +
                                                     " with mana value of the chosen quality")))
        used.update((i, i + 1))
        return


def _read_naming(face, items, lows, used, effects) -> None:
    """'Choose a nonland card name.' and the sentence that says what the name stops, as one effect."""
    chooses = [i for i, low in enumerate(lows) if _CHOOSE_NAME.search(low)]
    if not chooses:
        return
    i = chooses[0]
    m = _CHOOSE_NAME.search(lows[i])
    np = items[i][1][m.start("np"):m.end("np")].strip().rstrip(",")
    cond = parse_object((np + " card").strip()) if np else Condition()
    for j, low in enumerate(lows):
        if j == i:
            continue
        for pattern, restriction in _RESTRICTIONS:
            if pattern.fullmatch(low) and cond is not None:
                if low.startswith("your opponents"):
                    cond = replace(cond, controller="opponent")  # only opponents' spells are stopped
                effects.append(Effect(face, "naming", items[i][0] + " " + items[j][0],
                                      _with_words(cond, np + " card name" if np else "card name"),
                                      targets=False, restriction=restriction))
                used.update((i, j))
                return


def _with_words(c: Condition, words: str) -> Condition:
    return replace(c, words=words)


def _span(norm: str, m: re.Match, group: str) -> str:
    return norm[m.start(group):m.end(group)]


def _quantifier(m: re.Match) -> tuple[bool, bool]:
    """(targets, all_matching) from the words before the object."""
    q = m["q"] or ""
    return ("target" in q, q in ("all", "each"))


def _object(norm: str, m: re.Match, *, default: tuple[Zone, ...] = (),
            need: str | None = None) -> Condition | None:
    _, every = _quantifier(m)
    c = parse_object(_span(norm, m, "np"), plural=every or _span(norm, m, "np").lower().endswith("s"))
    if c is None:
        return None
    if need == "spell" and c.zones != (Zone.STACK,):
        return None
    if not c.zones and default:
        c = replace(c, zones=default)
    return c


def _match(face: str, sent: str, norm: str, low: str) -> list[Effect] | None:
    """The effect(s) a sentence says, or None."""
    m = _FLICKER.search(low)
    if m:
        c = _object(norm, m)
        tail = m["tail"]
        if c and c.zones == (Zone.BATTLEFIELD,) and _BF_TAILS.fullmatch(tail):
            t, a = _quantifier(m)
            return [Effect(face, "flicker", sent, c, targets=t, all_matching=a, transformed="transformed" in tail)]
        return None
    m = _DESTROY.search(low)
    if m:
        c = _with_mana_value_clause(_object(norm, m), m)
        if c and c.zones == (Zone.BATTLEFIELD,):
            t, a = _quantifier(m)
            if m["col"]:
                if c.colors:
                    return None
                return [Effect(face, "destroy_if", sent, replace(c, colors=(COLOURS[m["col"]],)), targets=t,
                               all_matching=a)]
            return [Effect(face, "destroy", sent, c, targets=t, all_matching=a)]
        return None
    m = _EXILE_GRAVEYARD.search(low)
    if m:
        who = {"your": "you", "each opponent's": "opponent", "target opponent's": "opponent"}.get(m["whose"])
        return [Effect(face, "exile", sent, Condition(zones=(Zone.GRAVEYARD,), controller=who,
                                                      words=_span(norm, m, "what")),
                       targets=False, all_matching=True)]
    m = _EXILE.search(low)
    if m:
        c = _with_mana_value_clause(_object(norm, m), m)
        if c and c.zones:
            t, a = _quantifier(m)
            return [Effect(face, "exile", sent, c, targets=t, all_matching=a)]
        return None
    m = _COUNTER.search(low)
    if m:
        c = _with_mana_value_clause(_object(norm, m, need="spell"), m)
        if c:
            t, a = _quantifier(m)
            if m["col"]:
                if c.colors:
                    return None
                return [Effect(face, "counter_if", sent, replace(c, colors=(COLOURS[m["col"]],)), targets=t,
                               all_matching=a)]
            unless = sent[sent.lower().rindex(" unless ") + 1:].rstrip(".") if m["unless"] else None
            return [Effect(face, "counter", sent, c, targets=t, all_matching=a, unless=unless)]
        return None
    m = _DAMAGE.search(low)
    if m:
        return _damage(face, sent, norm, m)
    m = _RETURN.search(low)
    if m:
        return _return(face, sent, norm, m)
    m = _PUT_FROM_HAND.search(low)
    if m and _effect_part(sent) == sent:  # not an activated ability's (see _PUT_FROM_HAND)
        c = parse_object(re.sub(r"\btheir hand\b", "your hand", _span(norm, m, "np") + " from your hand"))
        said_with = " with " in m["np"]  # "with mana value 3 or less" is read; "with mana value equal to the number
        #   of charge counters on ~" (Aether Vial) is not: then nothing is read rather than any card put
        if c and c.zones == (Zone.HAND,) and _BF_TAILS.fullmatch(m["tail"]) \
                and (not said_with or (c.mana_value is not None and c.mana_value.value != "X"
                                       and "equal to" not in m["np"])):
            return [Effect(face, "put_onto", sent, c, targets=False)]
        return None
    m = _PUT_ONTO.search(low)
    if m:
        c = _object(norm, m)
        if c and c.zones in ((Zone.GRAVEYARD,), (Zone.EXILE,)) and _BF_TAILS.fullmatch(m["tail"]):
            t, a = _quantifier(m)
            return [Effect(face, "reanimate", sent, c, targets=t, all_matching=a,
                           transformed="transformed" in m["tail"])]
        return None
    m = _SEARCH.search(low)
    if m:
        return _tutor(face, sent, norm, m)
    m = _TOKEN_COPY.search(low)
    if m:
        return _token_copy(face, sent, norm, m)
    m = _COPY_SPELL.search(low)
    if m:
        c = _object(norm, m, need="spell")
        if c:
            t, a = _quantifier(m)
            return [Effect(face, "copy_spell", sent, c, targets=t, all_matching=a)]
        return None
    m = _COPY_CAST.search(low)
    if m:  # "Whenever you cast an instant or sorcery spell, copy it": the spell cast is the one copied
        c = parse_object(_span(norm, m, "np"))
        if c and c.zones == (Zone.STACK,):
            return [Effect(face, "copy_spell", sent, c, targets=False)]
        return None
    m = _TRANSFORM.search(low)
    if m:
        c = _object(norm, m)
        if c and c.zones == (Zone.BATTLEFIELD,):
            t, a = _quantifier(m)
            return [Effect(face, "transform", sent, c, targets=t, all_matching=a)]
        return None
    found = _restriction(face, sent, norm, low)
    if found is not None:
        return found or None
    m = _CANT_TRANSFORM.search(low)
    if m and _span(norm, m, "np") != "~":
        c = parse_object(_span(norm, m, "np"), plural=True)
        if c and c.zones == (Zone.BATTLEFIELD,):
            return [Effect(face, "cant_transform", sent, c, targets=False, all_matching=True)]
        return None
    m = _NO_TRIGGER.search(low)
    if m:
        c = parse_object(_span(norm, m, "np"), plural=True)
        if c:
            return [Effect(face, "no_trigger", sent, c, targets=False, all_matching=True,
                           trigger_event="enters_or_dies" if m["dying"] else "enters",
                           players="opponent" if m["theirs"] else None)]
        return None
    m = _ENTER_TAPPED.search(low)
    if m and not m["np"].startswith(("each ", "other ", "as long as")):
        c = parse_object(_span(norm, m, "np"), plural=True)
        if c and c.zones in ((), (Zone.BATTLEFIELD,)) and (c.any_types or c.permanent or c.not_types or c.supertypes
                                                            or c.not_supertypes):
            return [Effect(face, "enter_tapped", sent, replace(c, zones=()), targets=False, all_matching=True,
                           players="opponent" if m["theirs"] else None)]
        return None
    m = _EXTRA_EVENT.search(low)
    if m:
        c = parse_object(_span(norm, m, "np"))
        if c:
            return [Effect(face, "extra_trigger", sent, c, targets=False, all_matching=True,
                           trigger_event=_EVENTS[m["ev"]])]
        return None
    m = _EXTRA_SOURCE.search(low)
    if m:
        c = parse_object(_span(norm, m, "np"))
        if c:
            return [Effect(face, "extra_trigger", sent, c, targets=False, all_matching=True, trigger_event="any")]
        return None
    return None


def _with_mana_value_clause(c: Condition | None, m: re.Match) -> Condition | None:
    """'... if its mana value is 2 or less' (checked as the effect resolves, like Prismatic Ending's converge)."""
    if c is None or not m["cmp"]:
        return c
    cmp = comparison(m["cmp"])
    if cmp is None or c.mana_value is not None:
        return None
    return replace(c, mana_value=cmp)


def _spells(phrase: str) -> Condition | None:
    """'spells with even mana values', 'noncreature spells', 'instant or sorcery spells' -> a spell Condition."""
    parity = _PARITY.search(phrase.lower())
    c = parse_object(phrase[:parity.start()] if parity else phrase, plural=True)
    if c is None or c.zones != (Zone.STACK,) or (parity and c.mana_value is not None):
        return None
    if parity:
        c = replace(c, mana_value=Comparison(parity["p"]))
    return c


def _creatures(phrase: str) -> tuple[Condition | None, str | None]:
    """'creatures with even mana values', 'Beasts', 'creatures your opponents control' -> a creature Condition on
    the battlefield, and whose creatures they are when the phrase says it ("opponent", "you")."""
    first = phrase.split(" ", 1)[0].lower()
    if first in _NOT_A_CLASS:
        return None, None
    parity = _PARITY.search(phrase.lower())
    c = parse_object(phrase[:parity.start()] if parity else phrase, plural=True)
    if c is None or c.zones != (Zone.BATTLEFIELD,) or c.token is True or (parity and c.mana_value is not None):
        return None, None
    if not ("Creature" in c.any_types or c.subtypes) or c.not_subtypes and not c.any_types:
        return None, None
    if parity:
        c = replace(c, mana_value=Comparison(parity["p"]))
    whose = {"opponent": "opponent", "you": "you"}.get(c.controller or "")
    if c.controller is not None and whose is None:
        return None, None
    return replace(c, controller=None), whose


def _from_zones(text: str | None) -> tuple[tuple[Zone, ...], tuple[Zone, ...]] | None:
    """' from graveyards or libraries' -> ((graveyard, library), ()); 'from anywhere other than their hands' ->
    ((), (hand,)); None when a word isn't a zone."""
    if not text:
        return (), ()
    if text.startswith("anywhere other than"):
        return (), (Zone.HAND,)
    zones = []
    for w in re.split(r",? (?:or|and) |, ", text):
        z = _ZONE_WORDS.get(w.strip())
        if z is None:
            return None
        zones.append(z)
    return tuple(zones), ()


def _restriction(face, sent, norm, low) -> list[Effect] | None:
    """can't cast / can't block / can't enter / "would enter ... exile it instead": a list of effects, [] for a
    sentence of that shape that doesn't parse (left unrecognised, so the answer is "not modelled"), or None
    when the sentence is none of them."""
    m = _CANT_BE_CAST.fullmatch(low)
    if m:
        np, x_in_cost, number_from = _span(norm, m, "np"), False, None
        if np.lower().endswith(_X_IN_COST):
            np, x_in_cost = np[:-len(_X_IN_COST)], True
        elif np.lower().endswith(_CHOSEN_NUMBER):
            np, number_from = np[:-len(_CHOSEN_NUMBER)], "chosen"
        c = _spells(np)
        if c is None:
            return None
        return [Effect(face, "cant_cast", sent, c, targets=False, all_matching=True, players="any",
                       x_in_cost=x_in_cost, number_from=number_from)]
    m = _COUNTER_CAST.fullmatch(low)
    if m:
        np, number_from = _span(norm, m, "np"), None
        if np.lower().endswith(_ON_COUNTERS):
            np, number_from = np[:-len(_ON_COUNTERS)], "counters"
        c = parse_object(np)
        if c is None or c.zones != (Zone.STACK,):
            return []
        return [Effect(face, "counter_cast", sent, c, targets=False, all_matching=True,
                       players="any" if m["who"] == "a player" else "opponent", number_from=number_from)]
    found = _casting_static(face, sent, norm, low)
    if found is not None:
        return found
    m = _MAY_CAST_GRAVEYARD.fullmatch(low)
    if m:
        c = parse_object(_span(norm, m, "np"), plural=" spells" in m["np"])
        if c is None or c.zones != (Zone.STACK,):
            return []
        return [Effect(face, "may_cast_from", sent, c, targets=False, players="you", from_zones=(Zone.GRAVEYARD,),
                       when=items_when(sent, m))]
    m = _CANT_CAST.fullmatch(low)
    if m:
        c = _spells(_span(norm, m, "np"))
        zones = _from_zones(m["from"])
        if c is None or zones is None:
            return []
        return [Effect(face, "cant_cast", sent, c, targets=False, all_matching=True, players=_PLAYERS[m["who"]],
                       from_zones=zones[0], not_from=zones[1], when=m["pre_when"] or m["when"])]
    m = _CANT_BLOCK_WITH.fullmatch(low) or _CANT_BLOCK.fullmatch(low)
    if m:
        c, whose = _creatures(_span(norm, m, "np"))
        who = _PLAYERS[m["who"]] if "who" in m.re.groupindex else whose or "any"
        if c is None or (whose and "who" in m.re.groupindex):
            return [] if "who" in m.re.groupindex or " can't block" in low else None
        return [Effect(face, "cant_block", sent, c, targets=False, all_matching=True, players=who, when=m["when"])]
    m = _CANT_ENTER.fullmatch(low)
    if m:
        c = parse_object(_span(norm, m, "np"), plural=True)
        if c is None or c.zones or not (c.any_types or c.permanent or c.not_types):
            return []
        zones = tuple(z for w, z in (("graveyards", Zone.GRAVEYARD), ("libraries", Zone.LIBRARY)) if w in m["zones"])
        return [Effect(face, "cant_enter", sent, replace(c, zones=zones), targets=False, all_matching=True)]
    m = _ENTER_EXILE.fullmatch(low)
    if m:
        c = Condition(any_types=("Creature",), token=False if m["np"].startswith("nontoken") else None,
                      words=_span(norm, m, "np"))
        return [Effect(face, "enter_exile", sent, c, targets=False, all_matching=True)]
    return None


def _casting_static(face, sent, norm, low) -> list[Effect] | None:
    """cost_change / cast_limit / cast_trigger (statics and a trigger about spells being cast): a list of effects, []
    for a sentence of that shape whose spells don't parse (left unrecognised), or None for any other sentence."""
    m = _COST_CHANGE.fullmatch(low)
    if m:
        np = _span(norm, m, "np")
        c = _spells(_AND_TYPES.sub(lambda t: f"{t['a']} or {t['b']} spells", np))
        if c is None:
            return []
        n = int(m["n"])
        return [Effect(face, "cost_change", sent, replace(c, words=np), targets=False, all_matching=True,
                       players={"your opponents": "opponent", "you": "you"}.get(m["who"] or "", "any"),
                       amount=n if m["dir"] == "more" else -n)]
    m = _CAST_LIMIT.fullmatch(low)
    if m:
        np = _span(norm, m, "np")
        c = parse_object(np, plural=np.lower().endswith("spells"))
        if c is None or c.zones != (Zone.STACK,):
            return []
        return [Effect(face, "cast_limit", sent, c, targets=False, all_matching=True, players=_PLAYERS[m["who"]],
                       amount=quantity(m["n"]), number_from="spells")]
    m = _CAST_TRIGGER.fullmatch(low)
    if m and not m["np"].startswith(("your first", "your second", "the first", "another", "one or more")):
        np = _span(norm, m, "np")
        c = parse_object(np)
        if c is None or c.zones != (Zone.STACK,):
            return None  # "Whenever you cast your first spell each turn": not this template
        return [Effect(face, "cast_trigger", sent, c, targets=False, all_matching=True,
                       players={"a player": "any", "an opponent": "opponent", "you": "you"}[m["who"]],
                       does=sent.split(", ", 1)[1].rstrip("."))]
    return None


def items_when(sent: str, m: re.Match) -> str:
    """'Once during each of your turns' as printed (the time a permission holds, said as assumed)."""
    return sent[:len(m["when"])] if sent[:len(m["when"])].lower() == m["when"] else m["when"]


def _read_reveal_counter(face, items, lows, used, effects) -> None:
    """Counterbalance's two sentences — reveal the top card, then counter the spell if it has the same mana value as
    the revealed card — as one counter_cast effect whose number is the revealed card's mana value (`revealed=CARD`)."""
    for i, low in enumerate(lows[:-1]):
        m = _REVEAL_TOP.fullmatch(low)
        if m and i not in used and (i + 1) not in used and _SAME_AS_REVEALED.fullmatch(lows[i + 1]):
            c = parse_object(items[i][1][m.start("np"):m.end("np")])
            if c is None or c.zones != (Zone.STACK,):
                return
            effects.append(Effect(face, "counter_cast", items[i][0] + " " + items[i + 1][0], c, targets=False,
                                  all_matching=True, players="any" if m["who"] == "a player" else "opponent",
                                  number_from="revealed"))
            used.update((i, i + 1))
            return


def _return(face, sent, norm, m) -> list[Effect] | None:
    c = _object(norm, m)
    if c is None:
        return None
    t, a = _quantifier(m)
    tail = m["tail"]
    if m["dest"] == "the battlefield":
        if c.zones in ((Zone.GRAVEYARD,), (Zone.EXILE,)) and _BF_TAILS.fullmatch(tail):
            return [Effect(face, "reanimate", sent, c, targets=t, all_matching=a, transformed="transformed" in tail)]
        return None
    if tail:
        return None
    if c.zones in ((Zone.GRAVEYARD,), (Zone.EXILE,)):
        return [Effect(face, "to_hand", sent, c, targets=t, all_matching=a)]
    if c.zones in ((Zone.BATTLEFIELD,), (Zone.STACK,)):  # "Return target spell to its owner's hand"
        return [Effect(face, "bounce", sent, c, targets=t, all_matching=a)]
    return None


def _damage(face, sent, norm, m) -> list[Effect] | None:
    """'~ deals 3 damage to any target' / 'to target creature or planeswalker' / 'to each creature': the objects it can
    be dealt to, a player left out of them (the followed object is never a player)."""
    n = quantity(m["n"])
    if not isinstance(n, int):
        return None
    if m["any"]:
        # 115.4: "any target" is a creature, player, planeswalker or battle; no other object can be chosen
        return [Effect(face, "damage", sent, Condition(zones=(Zone.BATTLEFIELD,),
                                                       any_types=("Creature", "Planeswalker", "Battle"),
                                                       words="any target"), amount=n)]
    np = _span(norm, m, "np")
    parts = [p for p in re.split(r",? (?:or|and/or) |, ", np) if p]
    objects = [p for p in parts if p.lower() not in _PLAYER_WORDS]
    if not objects:
        return None  # "target player": no object is dealt damage
    t, a = _quantifier(m)
    c = parse_object(" or ".join(objects), plural=a)
    if c is None or c.zones != (Zone.BATTLEFIELD,) or not (set(c.any_types) & {"Creature", "Planeswalker", "Battle"}
                                                           or c.subtypes or c.permanent):
        return None
    return [Effect(face, "damage", sent, replace(c, words=np), targets=t, all_matching=a, amount=n)]


def _merge_damage_rider(items, lows, i, effects, used) -> None:
    """Magma Spray, Scorching Dragonfire, Anger of the Gods: "If that creature would die this turn, exile it instead" —
    where the creature goes if the damage kills it belongs to the damage."""
    e = effects[-1]
    if e.template != "damage" or i + 1 >= len(items) or (i + 1) in used:
        return
    if _DIES_EXILED.fullmatch(lows[i + 1]):
        effects[-1] = replace(e, sentence=e.sentence + " " + items[i + 1][0], destination="exile")
        used.add(i + 1)


def _tutor(face, sent, norm, m) -> list[Effect] | None:
    rest = _span(norm, m, "rest")
    rest_low = rest.lower()
    q = re.match(r"(?:a|an|up to (?:one|two|three|four|five|x|that many)|any number of|two|three|x) ", rest_low)
    if not q:
        return None
    body = rest[q.end():]
    named = re.match(r"cards? named (?P<n>.+?)(?:,? and (?:put|reveal)|, (?:reveal|put|then|and)|$)", body)
    if named:  # "a card named Ajani, Valiant Protector, reveal it": a name may have a comma in it
        name = face if named["n"] == "~" else named["n"]  # Squadron Hawk finds cards named Squadron Hawk
        if " and/or " in name or " or " in name or "named" in name:
            return None
        zones = (Zone.LIBRARY, Zone.GRAVEYARD) if m["gy"] else (Zone.LIBRARY,)
        return [Effect(face, "tutor", sent, Condition(zones=zones, name=name, controller="you" if m["whose"] == "your"
                                                      else None, words=f"card named {name}"), targets=False)]
    # the object phrase ends at a comma or "and" that starts what is done with the card: take the longest
    # prefix that parses
    cuts = [m2.start() for m2 in re.finditer(r",| and ", body)] + [len(body)]
    for cut in sorted(cuts, reverse=True):
        phrase = body[:cut].strip()
        c = parse_object(phrase, plural=bool(re.search(r"\bcards\b", phrase.lower())))
        if c is not None and not c.zones:
            zones = (Zone.LIBRARY, Zone.GRAVEYARD) if m["gy"] else (Zone.LIBRARY,)
            return [Effect(face, "tutor", sent, replace(c, zones=zones, controller="you" if m["whose"] == "your"
                                                        else None), targets=False)]
    return None


def _exception(sent: str) -> str | None:
    """'..., except the token isn't legendary.' -> "the token isn't legendary" (as printed; an ending
    'until end of turn' belongs to the effect, not to the exception)."""
    _, sep, rest = sent.partition(", except ")
    if not sep:
        return None
    rest = re.sub(r"(?: until end of turn| until your next turn)?\.?$", "", rest.strip())
    return rest


_CHOOSE_TARGETS = re.compile(r"^choose " + _Q + r" (?P<np>.+)$")
_COPY_OF_CHOSEN = re.compile(r"^(?:for each of them, )?create a token that's a copy of "
                             r"(?:that creature|that permanent|it)"
                             r"(?:, except (?P<exc>.+))?$")


def _token_copy_of_chosen(face, chosen, sent, low) -> list[Effect] | None:
    """'Choose any number of target creatures you control. For each of them, create a token that's a copy of
    that creature, except it has haste.' (Twinflame)"""
    m = _COPY_OF_CHOSEN.fullmatch(low)
    ch = m and _CHOOSE_TARGETS.fullmatch(chosen[1].lower())
    if not ch or (m["exc"] and _UNSAFE_EXCEPTIONS.search(m["exc"])):
        return None
    t, a = _quantifier(ch)
    c = parse_object(chosen[1][ch.start("np"):ch.end("np")], plural=a or chosen[1].endswith("s"))
    if c is None or c.zones != (Zone.BATTLEFIELD,):
        return None
    text = chosen[0] + " " + sent
    return [Effect(face, "token_copy", text, c, targets=t, all_matching=a, exception=_exception(sent))]


_ATTACHED = re.compile(r"(?:equipped|enchanted) (?:creature|permanent|artifact)")


def _token_copy(face, sent, norm, m) -> list[Effect] | None:
    if m["exc"] and _UNSAFE_EXCEPTIONS.search(m["exc"]):
        return None
    np = _span(norm, m, "np")
    if m["q"]:
        c = parse_object(np)
        targets = True
    elif _ATTACHED.fullmatch(np.lower()):
        c = parse_object(np.split(" ", 1)[1])
        c = c and _with_words(c, np)
        targets = False
    else:
        return None
    if c is None or c.zones not in ((Zone.BATTLEFIELD,), (Zone.GRAVEYARD,)):
        return None
    return [Effect(face, "token_copy", sent, c, targets=targets, exception=_exception(sent))]


_CHOSEN_OBJECT = ("that creature", "that permanent", "the chosen creature", "the chosen permanent")


def _uses_chosen(m: re.Match) -> bool:
    return m["obj"] in _CHOSEN_OBJECT


def _target_phrase(norm: str, m: re.Match, group: str) -> tuple[Condition | None, bool]:
    """'target creature' / 'another target artifact you control' / 'any creature on the battlefield'
    -> (its Condition, whether it is targeted)."""
    phrase = _span(norm, m, group)
    q = re.match(r"(?i)(?:up to one |another )?(?:other )?target |any |an? ", phrase)
    if not q:
        return None, False
    c = parse_object(phrase[q.end():])
    return c, "target" in q.group(0).lower()


def _becomes_copy(face, sent, norm, m, chosen) -> list[Effect] | None:
    """'Target creature becomes a copy of that creature' (Cytoshape, after 'Choose a nonlegendary creature
    on the battlefield.'), '~ becomes a copy of target artifact', '~ enters as a copy of any creature on the
    battlefield' (Clone): an effect for each object the followed one can be, with its role."""
    if m["exc"] and _UNSAFE_EXCEPTIONS.search(m["exc"]):
        return None
    exception = _exception(sent)
    if _uses_chosen(m):
        ch = chosen and _CHOOSE_OBJECT.fullmatch(chosen[1].lower())
        if not ch:
            return None
        copied = parse_object(chosen[1][ch.start("np"):ch.end("np")])
        copied_targets = False
        sent = chosen[0] + " " + sent
    else:
        copied, copied_targets = _target_phrase(norm, m, "obj")
    if copied is None or copied.zones not in ((Zone.BATTLEFIELD,), (Zone.GRAVEYARD,)):
        return None
    out = [Effect(face, "becomes_copy", sent, copied, targets=copied_targets, exception=exception, role="copied")]
    if "subj" in m.re.groupindex and m["subj"] != "~":
        subject, targets = _target_phrase(norm, m, "subj")
        if subject is None or subject.zones != (Zone.BATTLEFIELD,):
            return None
        out.append(Effect(face, "becomes_copy", sent, subject, targets=targets, exception=exception,
                          role="becomes"))
    return out


def _merge_delayed_return(items, lows, i, effects, used) -> None:
    """'Exile target creature. Return that card to the battlefield ...' is a flicker (Flickerwisp)."""
    e = effects[-1]
    if e.template != "exile" or e.condition.zones != (Zone.BATTLEFIELD,) or i + 1 >= len(items) or (i + 1) in used:
        return
    m = re.fullmatch(r"(?:at the beginning of the next end step, )?return (?:it|that card|them|those cards|the exiled "
                     r"card|the exiled cards) to the battlefield"
                     r"(?P<tail>.*)", lows[i + 1])
    if m and _BF_TAILS.fullmatch(m["tail"]):
        effects[-1] = replace(e, template="flicker", sentence=e.sentence + " " + items[i + 1][0],
                              transformed="transformed" in m["tail"])
        used.add(i + 1)


def _merge_tutor_destination(items, lows, i, effects, used) -> None:
    """'Search your library for ... . Put that card onto the battlefield, then shuffle.' (Eldritch Evolution):
    where the card found goes is said in the next sentence, and belongs to the search."""
    e = effects[-1]
    if e.template != "tutor" or i + 1 >= len(items) or (i + 1) in used:
        return
    if re.fullmatch(r"(?:reveal (?:it|that card|them|those cards),? (?:and )?)?put (?:it|that card|them|those cards) "
                    r"(?:onto the battlefield(?: tapped)?|into your hand|into your graveyard)(?:,? then shuffle)?",
                    lows[i + 1]):
        effects[-1] = replace(e, sentence=e.sentence + " " + items[i + 1][0])
        used.add(i + 1)


_COUNTERED_TO = re.compile(r"if that spell is countered this way, put it (?P<where>into its owner's hand|on top of its "
                           r"owner's library|on the bottom of its owner's library) instead of into that player's "
                           r"graveyard")


def _merge_counter_destination(items, lows, i, effects, used) -> None:
    """Remand, Memory Lapse, Lapse of Certainty, Spell Crumple: "Counter target spell. If that spell is countered this
    way, put it into its owner's hand (on top of / on the bottom of its owner's library) instead of into that player's
    graveyard." — where the countered card goes belongs to the counter. A choice (Hinder's "top or bottom") or another
    player taking it (Desertion) is not read."""
    e = effects[-1]
    if e.template != "counter" or i + 1 >= len(items) or (i + 1) in used:
        return
    m = _COUNTERED_TO.fullmatch(lows[i + 1])
    if m:
        where = "hand" if "hand" in m["where"] else "library"
        effects[-1] = replace(e, sentence=e.sentence + " " + items[i + 1][0], destination=where)
        used.add(i + 1)


_VERB_OF = {"destroy": "destroy", "destroy_if": "destroy", "exile": "exile", "counter": "counter",
            "counter_if": "counter"}
_ABILITY_WORD = re.compile(r"^(?P<word>[A-Za-z][\w' -]*?) — ")
_THAT = r"(?:that|the chosen|the) (?:creature|permanent|artifact|enchantment|planeswalker|land|spell|card|battle)"
# "Destroy that creature if it has mana value 4 or less instead if <when>" (Fatal Push's revolt line),
# "Exile that creature instead if <when>" (Anoint with Affliction's corrupted line)
_INSTEAD_AFTER = re.compile(r"^(?P<verb>destroy|exile|counter) " + _THAT + r"(?:" + _MV_IF.replace("(?P<cmp>.+)", "(?P<cmp>.+?)")
                            + r")? instead if (?P<when>.+)$")
# "If <when>, destroy that artifact if its mana value is 5 or less instead" (Overload, Prohibit)
_INSTEAD_BEFORE = re.compile(r"^if (?P<when>[^,]+), (?P<verb>destroy|exile|counter) " + _THAT + r"(?:"
                             + _MV_IF.replace("(?P<cmp>.+)", "(?P<cmp>.+?)") + r")? instead$")
# "If <when>, instead destroy target creature or planeswalker" (Bloodchief's Thirst): a target of its own
_INSTEAD_TARGET = re.compile(r"^if (?P<when>[^,]+), instead (?P<verb>destroy|exile|counter) (?P<q>target) (?P<np>.+)$")


def _merge_instead(items, lows, i, effects, used) -> None:
    """The sentence after a destroy / exile / counter that says what it does instead when a condition holds
    (Fatal Push's revolt line): it belongs to that effect (608.2c), and the answer must not ignore it."""
    e = effects[-1]
    j = i + 1
    if e.template not in _VERB_OF or j >= len(items) or j in used:
        return
    printed, norm = items[j]
    word_m = _ABILITY_WORD.match(norm)
    word = printed.split(" — ", 1)[0].strip() if word_m else None
    low = lows[j][word_m.end():] if word_m else lows[j]
    body = norm[word_m.end():] if word_m else norm
    alt = None
    for pattern in (_INSTEAD_AFTER, _INSTEAD_BEFORE):
        m = pattern.fullmatch(low)
        if m and m["verb"] == _VERB_OF[e.template]:
            cond = replace(e.condition, mana_value=None)
            if m["cmp"]:
                cmp = comparison(m["cmp"])
                if cmp is None:
                    return
                cond = replace(cond, mana_value=cmp)
            alt = Alternative(printed, _as_printed(printed, pattern, word_m, body, m), word, cond)
            break
    m = _INSTEAD_TARGET.fullmatch(low)
    if alt is None and m and m["verb"] == _VERB_OF[e.template]:
        c = _object(body, m, default=e.condition.zones)
        if c is None or c.zones != e.condition.zones:
            return
        alt = Alternative(printed, _as_printed(printed, _INSTEAD_TARGET, word_m, body, m), word, c, same_target=False)
    if alt is not None:
        effects[-1] = replace(e, instead=alt)
        used.add(j)


def _as_printed(printed: str, pattern: re.Pattern, word_m, body: str, m: re.Match) -> str:
    """The condition as the card prints it ("this spell was kicked", not the reader's "~ was kicked")."""
    text = printed.replace("’", "'").rstrip(".")
    if word_m:
        text = text.split(" — ", 1)[-1]
    pm = pattern.fullmatch(text.lower())
    if pm:
        return text[pm.start("when"):pm.end("when")]
    return body[m.start("when"):m.end("when")]


def _skip_riders(lows, i, found, used) -> None:
    """Kiki-Jiki's 'Sacrifice it at the beginning of the next end step.' acts on the token it made."""
    if found[-1].template != "token_copy":
        return
    for j in range(i + 1, len(lows)):
        if _RIDER.fullmatch(lows[j]):
            used.add(j)
            return
        if acts_on_objects(lows[j]):
            return
