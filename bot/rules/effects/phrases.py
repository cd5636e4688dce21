"""The object phrases of Oracle text, parsed into a `Condition`: "nonland permanent with mana value
3 or less", "creature card from your graveyard", "instant or sorcery spell", "Non-Human Werewolves
you control".

The parse is strict: every word must be understood, or the phrase is not read at all (None), so
that a qualifier the engine cannot check ("tapped", "with flying", "artifact creature") never
silently drops out of the condition.
"""

from __future__ import annotations

import re

from bot.rules.vocabulary import COLOURS, Comparison, Condition, Zone

_TYPES = {"artifact": "Artifact", "battle": "Battle", "creature": "Creature", "enchantment": "Enchantment",
          "instant": "Instant", "kindred": "Kindred", "land": "Land", "planeswalker": "Planeswalker",
          "sorcery": "Sorcery", "tribal": "Tribal"}
_TYPE_PLURALS = {"artifacts": "artifact", "battles": "battle", "creatures": "creature",
                 "enchantments": "enchantment", "instants": "instant", "lands": "land",
                 "planeswalkers": "planeswalker", "sorceries": "sorcery"}
_SUPERTYPES = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow", "world": "World"}
_PERMANENT_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}

_NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}

# Trailing qualifiers, each: (pattern on the lower-case phrase's end, what it sets).
_ZONE_SUFFIXES = [
    (r" (?:in|from) your graveyard$", (Zone.GRAVEYARD,), "you"),
    (r" (?:in|from) a (?:single )?graveyard$", (Zone.GRAVEYARD,), None),
    (r" (?:in|from) (?:all )?graveyards$", (Zone.GRAVEYARD,), None),
    (r" (?:in|from) an opponent's graveyard$", (Zone.GRAVEYARD,), "opponent"),
    (r" (?:in|from) your hand$", (Zone.HAND,), "you"),
    (r" you own in exile$", (Zone.EXILE,), "you"),
    (r" (?:in|from) exile$", (Zone.EXILE,), None),
    (r" on the battlefield$", (Zone.BATTLEFIELD,), None),
    (r" on the stack$", (Zone.STACK,), None),
]
_CONTROL_SUFFIXES = [
    (r" you control$", "you"),
    (r" you own$", "you"),
    (r" you don't control$", "not_you"),
    (r" (?:an opponent|your opponents|defending player) controls?$", "opponent"),
]
_COMPARE_SUFFIX = re.compile(r" with (?P<what>mana value|total power and toughness|power or toughness|power|toughness) "
                             r"(?P<cmp>.+)$")


def comparison(text: str) -> Comparison | None:
    """'3 or less' -> <= 3; 'less than or equal to the number of colors ...' -> <= X; None if not a number test."""
    t = text.strip().lower()
    for pattern, op in ((r"(?P<v>\S+) or less", "<="), (r"(?P<v>\S+) or fewer", "<="),
                        (r"(?P<v>\S+) or greater", ">="), (r"(?P<v>\S+) or more", ">="),
                        (r"less than or equal to (?P<v>.+)", "<="), (r"greater than or equal to (?P<v>.+)", ">="),
                        (r"less than (?P<v>.+)", "<"), (r"greater than (?P<v>.+)", ">"),
                        (r"equal to (?P<v>.+)", "="), (r"(?P<v>\d+|x)", "=")):
        m = re.fullmatch(pattern, t)
        if m:
            v = quantity(m["v"])
            return None if v is None else Comparison(op, v)
    return None


def quantity(text: str) -> int | str | None:
    """'3' -> 3, 'x' -> 'X', 'the number of colors of mana spent to cast ~' -> 'X' (the card's own
    count, given by the step's x=N); anything else is not a quantity the engine can take."""
    t = text.strip().lower()
    if t.isdigit():
        return int(t)
    if t in _NUMBER_WORDS:
        return _NUMBER_WORDS[t]
    if t == "x" or t.startswith(("the number of ", "the amount of ", "the total amount of ")):
        return "X"
    return None


def _singular_subtype(word: str) -> str:
    if word.endswith("ves"):
        return word[:-3] + "f"
    if word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("us", "ss")):
        return word[:-1]
    return word


def _tokens(text: str) -> list[str]:
    return re.findall(r"and/or|,|[^\s,]+", text)


def parse_object(phrase: str, *, plural: bool = False) -> Condition | None:
    """A Condition from an object phrase (case kept, so subtypes are told from words), or None
    when any part of it is not understood."""
    words = phrase.strip()
    s = words
    low = s.lower()
    zones: tuple[Zone, ...] = ()
    controller = None
    compared: dict[str, Comparison] = {}  # "mana value", "power", "toughness", "total power and toughness", …
    for _ in range(4):
        changed = False
        for pattern, z, who in _ZONE_SUFFIXES:
            m = re.search(pattern, low)
            if m and not zones:
                zones, controller = z, controller or who
                s, low = s[:m.start()], low[:m.start()]
                changed = True
        for pattern, who in _CONTROL_SUFFIXES:
            m = re.search(pattern, low)
            if m and controller is None:
                controller = who
                s, low = s[:m.start()], low[:m.start()]
                changed = True
        m = _COMPARE_SUFFIX.search(low)
        if m:
            cmp = comparison(m["cmp"])
            if cmp is None:
                return None
            if m["what"] in compared:
                return None
            compared[m["what"]] = cmp
            s, low = s[:m.start()], low[:m.start()]
            changed = True
        if not changed:
            break
    toks = _tokens(s)
    if not toks:
        return None
    low_toks = [t.lower() for t in toks]
    if low_toks[0] in ("another", "other"):
        toks, low_toks = toks[1:], low_toks[1:]
    if plural and "and" in low_toks and all(t in _TYPE_PLURALS or t in ("and", ",") for t in low_toks):
        # "Destroy all artifacts and enchantments": every object of either type
        low_toks = ["or" if t == "and" else t for t in low_toks]
        toks = ["or" if t == "and" else t for t in toks]
    or_mode = any(t in ("or", "and/or") for t in low_toks)
    types: list[str] = []
    not_types: list[str] = []
    subtypes: list[str] = []
    not_subtypes: list[str] = []
    supertypes: list[str] = []
    not_supertypes: list[str] = []
    colors: list[str] = []
    not_colors: list[str] = []
    colorless = multicolored = permanent = False
    token: bool | None = None
    head = None  # the noun: "permanent", "spell", "card", "token", "type", "subtype"
    kinds_in_or: set[str] = set()
    for i, (tok, t) in enumerate(zip(toks, low_toks)):
        last = i == len(toks) - 1
        if t in (",", "or", "and/or"):
            if t == "," and not or_mode and last:
                return None
            continue
        head = None
        if t in ("permanent", "permanents"):
            permanent, head = True, "permanent"
        elif t in ("spell", "spells"):
            head = "spell"
        elif t in ("card", "cards"):
            head = "card"
        elif t in ("token", "tokens"):
            token, head = True, "token"
        elif t in _TYPES or t in _TYPE_PLURALS:
            types.append(_TYPES[_TYPE_PLURALS.get(t, t)])
            head = "type"
            kinds_in_or.add("type")
        elif t.startswith("non") and t[3:].lstrip("-") in _TYPES:
            not_types.append(_TYPES[t[3:].lstrip("-")])
        elif t in COLOURS:
            colors.append(COLOURS[t])
            kinds_in_or.add("color")
        elif t.startswith("non") and t[3:].lstrip("-") in COLOURS:
            not_colors.append(COLOURS[t[3:].lstrip("-")])
        elif t == "colorless":
            colorless = True
            kinds_in_or.add("colorless")
        elif t == "multicolored":
            multicolored = True
            kinds_in_or.add("multicolored")
        elif t in _SUPERTYPES:
            supertypes.append(_SUPERTYPES[t])
            kinds_in_or.add("supertype")
        elif t.startswith("non") and t[3:].lstrip("-") in _SUPERTYPES:
            not_supertypes.append(_SUPERTYPES[t[3:].lstrip("-")])
        elif t == "nontoken":
            token = False
        elif re.fullmatch(r"[Nn]on-[A-Z][a-z]+", tok):
            sub = tok[4:]
            not_subtypes.append(sub)  # an adjective: "non-Human Werewolves", "non-Bolas planeswalkers"
        elif re.fullmatch(r"[A-Z][a-z'-]+", tok) and t not in ("target", "each", "all"):
            subtypes.append(_singular_subtype(tok) if plural else tok)
            head = "subtype"
            kinds_in_or.add("subtype")
        else:
            return None
    if head is None:
        return None
    if or_mode:
        # "creature or planeswalker", "blue or black": one list, said as alternatives
        listed = [k for k, n in (("type", len(types)), ("color", len(colors))) if n > 1]
        if len(listed) != 1 or len(kinds_in_or) > 2 or len(subtypes) > 1 or len(supertypes) > 1:
            return None
        if listed == ["color"] and len(types) > 1:
            return None
    else:
        if len(types) > 1 or len(colors) > 1 or len(subtypes) > 1:
            return None  # "artifact creature", "white and blue": all of them — not a Condition's any-of
    if head == "spell":
        if zones and zones != (Zone.STACK,):
            return None
        zones = (Zone.STACK,)
    elif head in ("permanent", "type", "subtype", "token"):
        if head == "type" and not set(types) & _PERMANENT_TYPES:
            return None  # "target instant": a spell or a card, not said which
        if not zones:
            zones = (Zone.BATTLEFIELD,)
        elif zones != (Zone.BATTLEFIELD,):
            return None
    return Condition(zones=zones, any_types=tuple(types), not_types=tuple(not_types), subtypes=tuple(subtypes),
                     not_subtypes=tuple(not_subtypes), supertypes=tuple(supertypes),
                     not_supertypes=tuple(not_supertypes), permanent=permanent, colors=tuple(colors),
                     not_colors=tuple(not_colors), colorless=colorless, multicolored=multicolored,
                     mana_value=compared.get("mana value"), power=compared.get("power"),
                     toughness=compared.get("toughness"), total_power_toughness=compared.get("total power and toughness"),
                     power_or_toughness=compared.get("power or toughness"), token=token, controller=controller,
                     words=words)
