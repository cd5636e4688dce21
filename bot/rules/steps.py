"""Parsing step strings: "cast Locker Room; resolve; unlock left" -> [Step, ...].

A step is a verb and an argument. Verbs are matched case-insensitively; the argument is
kept as typed (door, face and card names are matched later, forgivingly, against the card).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.errors import QueryError
from bot.rules.vocabulary import COLOUR_NAMES, COLOURS, ZONES, Comparison, Condition, Zone


@dataclass(frozen=True)
class Step:
    verb: str  # canonical verb, e.g. "cast", "effect unlock", "enter transformed", "next turn"
    arg: str  # the rest, stripped ("" when none)
    text: str  # the step as written
    condition: Condition | None = None  # `check CONDITION`
    card: str | None = None  # `check CARD` / `apply CARD`: the other card as typed
    x: int | None = None  # `x=N`
    chosen_name: str | None = None  # `name=NAME` for a naming effect
    number: int | None = None  # `counters=N` (Chalice of the Void's charge counters) or `number=N` (Sanctum Prelate's
    #   chosen number): the number a spell's mana value is compared with
    revealed: str | None = None  # `revealed=CARD` (Counterbalance: the card revealed from the top of the library)
    graveyard: tuple[str, ...] | None = None  # `graveyard=CARD + CARD + creature`: the other cards in the graveyard a
    #   count looks at (delirium, "three or more creature cards in your graveyard"), a card type for a card not named;
    #   `graveyard=none` when the followed card is the only one. None: not told
    controller: str | None = None  # `controller=opponent`: the followed permanent is an opponent's, as told
    spells: int | None = None  # `spells=N`: how many spells of the kind a "can't cast more than one … spell each turn"
    #   counts its caster has already cast this turn (Deafening Silence, Rule of Law). None: not told


CARD_STEPS = {
    "cast": "cast DOOR_OR_FACE (cast back / cast transformed for a card cast transformed)",
    "play": "play FACE (a modal double-faced card's land face)",
    "resolve": "resolve (the spell on the stack resolves)",
    "enter": "enter (put onto the battlefield without being cast)",
    "enter transformed": "enter transformed (a double-faced card, back face up)",
    "unlock": "unlock DOOR [in response | on an opponent's turn | during combat | in a main phase …] (pay its unlock cost: a special action, only in its controller's main phase with the stack empty)",
    "effect unlock": "effect unlock [DOOR] (an effect unlocks a door)",
    "lock": "lock [DOOR] (an effect locks a door)",
    "transform": "transform",
    "copy": "copy (a copy of the permanent or spell; later steps follow the copy)",
    "blink": "blink (exile it and return it to the battlefield)",
    "move": "move ZONE (" + ", ".join(ZONES) + ")",
    "meld": "meld CARD",
    "token copy": "token copy (an effect creates a token that's a copy of it; later steps follow the token)",
    "blink transformed": "blink transformed (exile it, then return it to the battlefield transformed)",
    "activate transform": "activate transform (put one of its own transform abilities on the stack)",
    "resolve ability": "resolve ability (the last ability put on the stack resolves)",
    "craft": "craft (its craft ability: exiled as the cost, returned transformed — a new object)",
    "activate craft": "activate craft (pay the craft cost: it is in exile while the ability is on the stack)",
    "check": "check mana value <= 3 | check name NAME | check color blue | check type creature | check CARD [x=N] "
             "[counters=N] [number=N] [revealed=CARD] [graveyard=CARD + CARD] [controller=opponent] [spells=N]",
    "apply": "apply CARD [x=N] [name=NAME] [counters=N] [number=N] [revealed=CARD] [graveyard=CARD + CARD] "
             "[controller=opponent] [spells=N] (another card's effect acts on it)",
    "remove": "remove CARD (the permanent whose statics `apply` kept leaves the battlefield: they stop applying)",
    "trigger": "trigger CARD (does that card's triggered ability — \"Whenever a creature you control enters\", "
               "landfall, Eerie — trigger on what the step before did?)",
    "defeat": "defeat (a Siege's last defense counter is removed: it is exiled, then cast transformed)",
}

DAYNIGHT_STEPS = {
    "enter": "enter CARD [+ [transformed] CARD ...] (permanents enter at the same time)",
    "enter transformed": "enter transformed CARD",
    "cast": "cast CARD [by PLAYER] (cast, then it resolves; followed by `counter`, it is countered instead)",
    "spells": "spells N [by PLAYER | opponent] (N more spells cast this turn; by default by the active player)",
    "copy spell": "copy spell [by PLAYER] (a copy of the last spell cast: a copy isn't cast)",
    "counter": "counter (the last spell cast is countered: it was still cast)",
    "unlock": "unlock [by PLAYER] (a door is unlocked: a special action, not a spell)",
    "play land": "play land [CARD] [by PLAYER] (a special action, not a spell)",
    "suspend": "suspend [CARD] [by PLAYER] (a card with suspend exiled from hand: a special action, not a spell)",
    "foretell": "foretell [CARD] [by PLAYER] (a card with foretell exiled face down: a special action, not a spell)",
    "plot": "plot [CARD] [by PLAYER] (a card with plot exiled: a special action, not a spell)",
    "next turn": "next turn",
    "it becomes day": "it becomes day",
    "it becomes night": "it becomes night",
    "transform": "transform CARD",
    "copy": "copy [CARD] (a Clone-like copy of that permanent; later steps follow it)",
    "blink": "blink CARD (exiled and returned to the battlefield: a new object)",
    "return": "return CARD (from a graveyard or exile to the battlefield)",
    "token copy": "token copy CARD (a token that's a copy of that permanent)",
    "check": "check CARD [on PERMANENT] (what another card's effect would do here: make it day or night, act on "
             "the permanent followed)",
    "apply": "apply CARD [on PERMANENT] [x=N] [name=NAME] (another card's effect is carried out in this story)",
    "remove": "remove CARD (that permanent leaves the battlefield, or a static kept by `apply` stops applying)",
}

_ALIASES = {
    "put onto the battlefield": "enter",
    "put onto battlefield": "enter",
    "enters": "enter",
    "enter the battlefield": "enter",
    "flicker": "blink",
    "flicker transformed": "blink transformed",
    "crafted": "craft",
    "exile and return": "blink",
    "return transformed": "enter transformed",
    "return to the battlefield transformed": "enter transformed",
    "return to the battlefield": "enter",
    "return to battlefield": "enter",
    "return to hand": "move hand",
    "return to its owner's hand": "move hand",
    "create a token copy": "token copy",
    "token copy of it": "token copy",
    "clone": "copy",
    "move to": "move",
    "unlock by effect": "effect unlock",
    "unlock effect": "effect unlock",
    "unapply": "remove",
    "defeated": "defeat",
    "lock by effect": "lock",
    "becomes day": "it becomes day",
    "becomes night": "it becomes night",
    "next": "next turn",
    "pass turn": "next turn",
    "end turn": "next turn",
}


def split_steps(steps) -> list[str]:
    if steps is None:
        return []
    if isinstance(steps, str):
        parts = steps.split(";")
    else:
        parts = []
        for s in steps:
            parts += str(s).split(";")
    return [p.strip() for p in parts if p.strip()]


def parse(steps, *, daynight: bool = False) -> list[Step]:
    known = DAYNIGHT_STEPS if daynight else CARD_STEPS
    verbs = sorted(set(known) | set(_ALIASES), key=len, reverse=True)
    out = []
    for raw in split_steps(steps):
        text = re.sub(r"\s+", " ", raw)
        low = text.casefold()
        for v in verbs:
            if low == v or low.startswith(v + " "):
                canonical = _ALIASES.get(v, v)
                arg = text[len(v):].strip()
                if " " in canonical and canonical.split(" ", 1)[0] == "move" and canonical not in known:
                    canonical, arg = "move", canonical.split(" ", 1)[1]
                if canonical not in known:
                    continue
                out.append(_typed(canonical, arg, text))
                break
        else:
            raise QueryError(
                "invalid",
                f"Unknown step {raw!r}. Steps: " + "; ".join(known.values()),
                list(known), key="engine_unknown_step", values={"typed": raw})
    return out


def zone_name(arg: str) -> str:
    return Zone.parse(arg).value


# --- check / apply ----------------------------------------------------------------------

_OPS = {"<=": "<=", "=<": "<=", "≤": "<=", "<": "<", ">=": ">=", "=>": ">=", "≥": ">=", ">": ">", "=": "=",
        "==": "=", "is": "="}
_MV = re.compile(r"^(?:mana value|mv|cmc|converted mana cost)\s*(<=|=<|≤|>=|=>|≥|==|<|>|=|is)?\s*(\S+)?(?:\s+or\s+(less|more|greater))?$",
                 re.I)
_PT = re.compile(r"^(?:p/?t\s+)?(\d+)\s*/\s*(\d+)(?:\s+(?:with\s+)?(flying))?$")  # ("3/2 flying": a flyer)
_STAT = re.compile(r"^(power|toughness)\s*(<=|=<|≤|>=|=>|≥|==|<|>|=|is)?\s*(\d+)$")
_COST = re.compile(r"(?:\{[^{}]+\})+", re.I)
_KEYS = r"x|name|counters|counter|number|revealed|graveyard|controller|spells"
_PARAMS = re.compile(r"\s+(" + _KEYS + r")\s*=\s*(.+?)(?=\s+(?:" + _KEYS + r")\s*=|$)", re.I)


def _number(key: str, value: str, rest: str) -> int:
    """`counters=2`, `number=0`: a whole number, as the card's number."""
    try:
        n = int(value.strip())
    except ValueError:
        raise QueryError("invalid", f"{key} must be a whole number, not {value.strip()!r}: e.g. `{key}=2`.",
                         [f"{rest} {key}=2"], key="engine_x_number", values={"typed": value.strip()}) from None
    if not 0 <= n <= 1000:
        raise QueryError("invalid", f"{key} must be between 0 and 1000.", [f"{rest} {key}=2"], key="engine_x_range",
                         values={"least": 0, "most": 1000})
    return n


def _more_params(arg: str) -> tuple[int | None, str | None, tuple[str, ...] | None, str | None]:
    """The number (`counters=N`, `number=N`), the revealed card (`revealed=CARD`), the other cards in the graveyard
    (`graveyard=Forest + Lightning Bolt + creature`, `graveyard=none`) and whose the followed permanent is
    (`controller=opponent`) of a check or apply step."""
    number = revealed = graveyard = controller = None
    rest = arg.split("=", 1)[0]
    for key, value in _PARAMS.findall(" " + arg):
        k = key.casefold()
        if k in ("counters", "counter", "number"):
            number = _number(k if k != "counter" else "counters", value, rest)
        elif k == "revealed":
            revealed = value.strip()
        elif k == "graveyard":
            said = value.strip()
            graveyard = () if said.casefold() in ("none", "nothing", "empty", "") else tuple(
                p.strip() for p in re.split(r"\s\+\s", said) if p.strip())
        elif k == "controller":
            controller = value.strip().casefold()
            if controller not in ("opponent", "you"):
                raise QueryError("invalid", f"controller must be `opponent` or `you`, not {value.strip()!r}.",
                                 [f"{rest} controller=opponent"], key="engine_controller",
                                 values={"typed": value.strip(), "example": "controller=opponent"})
    return number, revealed, graveyard, controller


def _params(arg: str) -> tuple[str, int | None, str | None]:
    """'Prismatic Ending x=2' -> ('Prismatic Ending', 2, None); 'Pithing Needle name=Locker Room'."""
    x = name = None
    m = _PARAMS.search(" " + arg)
    rest = arg
    if m:
        rest = (" " + arg)[: m.start()].strip()
        for key, value in _PARAMS.findall(" " + arg):
            if key.casefold() not in ("x", "name"):
                continue
            if key.casefold() == "x":
                try:
                    x = int(value.strip())
                except ValueError:
                    raise QueryError("invalid", f"x must be a whole number, not {value.strip()!r}: e.g. `x=2`.",
                                     [f"{rest} x=2"], key="engine_x_number", values={"typed": value.strip()}) from None
                if not 0 <= x <= 1000:
                    raise QueryError("invalid", "x must be between 0 and 1000.", [f"{rest} x=2"], key="engine_x_range", values={"least": 0, "most": 1000})
            else:
                name = value.strip()
    return rest, x, name


def parse_condition(arg: str) -> Condition | None:
    """`mana value <= 3`, `name Locker Room`, `color blue`, `type creature` -> a Condition; None if
    the words are not a condition (then they name a card)."""
    a = " ".join(arg.split())
    low = a.casefold()
    m = _MV.match(low)
    if m:
        op, value, tail = m.group(1), m.group(2), m.group(3)
        if value in ("even", "odd") and not op:
            return Condition(mana_value=Comparison(value), words=f"mana value {value}")
        if value is None or not value.isdigit():
            raise QueryError("invalid", "Say the mana value to compare with: `check mana value <= 3` (also <, >=, "
                             ">, =, even, odd).", ["check mana value <= 3", "check mana value even"], key="engine_say_mana_value")
        if tail:
            op = "<=" if tail == "less" else ">="
        comp = Comparison(_OPS.get(op or "=", "="), int(value))
        return Condition(mana_value=comp, words=f"mana value {comp.words()}")
    for word in ("name ", "named ", "has name "):
        if low.startswith(word):
            name = a[len(word):].strip().strip('"')
            if not name:
                raise QueryError("invalid", "Say the name: `check name Locker Room`.", ["check name Locker Room"], key="engine_say_name")
            return Condition(name=name, words=f"named {name}")
    for word in ("color ", "colour ", "is "):
        if low.startswith(word) or low in ("colorless", "colourless", "multicolored", "multicoloured"):
            c = low[len(word):].strip() if low.startswith(word) else low
            if c in COLOURS:
                return Condition(colors=(COLOURS[c],), words=c)
            if c in ("colorless", "colourless"):
                return Condition(colorless=True, words="colorless")
            if c in ("multicolored", "multicoloured", "gold"):
                return Condition(multicolored=True, words="multicolored")
            if word != "is ":
                raise QueryError("invalid", f"Unknown colour {c!r}: white, blue, black, red, green, colorless or "
                                 "multicolored.", ["check color blue", "check colorless"], key="engine_unknown_colour", values={"typed": c})
    if low.startswith("type "):
        t = low[5:].strip()
        return _type_condition(t)
    if low in ("attack", "can attack", "attacks"):
        return Condition(attack=True, words="able to attack this turn")
    if low in ("sick", "summoning sick", "summoning sickness", "has summoning sickness"):
        return Condition(sick=True, words="summoning sick")
    if low in ("block", "can block", "blocks"):
        return Condition(block=True, words="able to block")
    if low in ("attack next turn", "can attack next turn"):
        return Condition(attack=True, attack_next=True, words="able to attack on its controller's next turn")
    m = _PT.match(low)
    if m:
        power, toughness = Comparison("=", int(m.group(1))), Comparison("=", int(m.group(2)))
        if m.group(3):
            return Condition(power=power, toughness=toughness, keyword=m.group(3),
                             words=f"a {m.group(1)}/{m.group(2)} with {m.group(3)}")
        return Condition(power=power, toughness=toughness, words=f"a {m.group(1)}/{m.group(2)}")
    m = _STAT.match(low)
    if m:
        comp = Comparison(_OPS.get(m.group(2) or "=", "="), int(m.group(3)))
        return Condition(**{m.group(1): comp}, words=f"{m.group(1)} {comp.words()}")
    for word in ("has ", "keyword "):
        if low.startswith(word) and low[len(word):].strip():
            kw = low[len(word):].strip()
            return Condition(keyword=kw, words=f"with {kw}")
    if low.startswith("ability "):
        cost = "".join(a[len("ability "):].split())
        if not _COST.fullmatch(cost):
            raise QueryError("invalid", "Say the ability's cost in mana symbols: `check ability {2}{R}{G}`.",
                             ["check ability {2}{R}{G}", "check ability {T}"], key="engine_say_cost")
        return Condition(ability=cost.upper(), words=f"able to activate its {cost.upper()} ability")
    for word in ("identity", "color identity", "colour identity"):
        if low == word or low.startswith(word + " "):
            return _identity_condition(low[len(word):].split())
    return None


_WUBRG = {"w": "W", "u": "U", "b": "B", "r": "R", "g": "G"}


def _identity_condition(words: list[str]) -> Condition:
    """`identity white black`, `identity wb`, `identity colorless`: fits a Commander deck whose commander's
    colour identity is those colours (903.5c)."""
    colours: list[str] = []
    for w in words:
        if w in COLOURS:
            colours.append(COLOURS[w])
        elif w in ("colorless", "colourless"):
            continue
        elif w and all(c in _WUBRG for c in w):
            colours += [_WUBRG[c] for c in w]
        else:
            raise QueryError("invalid", f"Unknown colour {w!r} for a commander's colour identity: white, blue, black, "
                             "red, green (or WUBRG letters), or colorless.",
                             ["check identity white", "check identity wb", "check identity colorless"], key="engine_unknown_identity", values={"typed": w})
    if not words:
        raise QueryError("invalid", "Say the commander's colour identity: `check identity white black` (or `wb`, "
                         "or `colorless`).", ["check identity white black", "check identity colorless"], key="engine_say_identity")
    order = [c for c in "WUBRG" if c in colours]
    names = " and ".join(COLOUR_NAMES[c] for c in order) or "colorless"
    return Condition(identity=tuple(order), words=f"allowed in a Commander deck with a {names} commander")


def _type_condition(t: str) -> Condition:
    from bot.rules.vocabulary import CARD_TYPES, SUPERTYPES

    neg = t.startswith("non")
    word = t[3:].lstrip("-") if neg else t
    title = word[:1].upper() + word[1:]
    if word == "permanent":
        return Condition(nonpermanent=True, words="nonpermanent") if neg else Condition(permanent=True, words="permanent")
    if title in CARD_TYPES:
        return Condition(not_types=(title,), words=t) if neg else Condition(any_types=(title,), words=t)
    if title in SUPERTYPES:
        return Condition(not_supertypes=(title,), words=t) if neg else Condition(supertypes=(title,), words=t)
    if not word or not word.replace("-", "").replace("'", "").isalpha():
        raise QueryError("invalid", f"Unknown type {t!r}: a card type (creature, enchantment…), a supertype "
                         "(legendary), a subtype (Room, Human) or permanent/nonland.", ["check type creature"], key="engine_unknown_type", values={"typed": t})
    sub = "-".join(p[:1].upper() + p[1:] for p in word.split("-"))
    return Condition(not_subtypes=(sub,), words=t) if neg else Condition(subtypes=(sub,), words=t)


def _typed(verb: str, arg: str, text: str) -> Step:
    if verb == "check":
        if not arg:
            raise QueryError("invalid", "Say what to check: `check mana value <= 3`, `check name NAME`, `check "
                             "color blue`, `check type creature`, or `check CARD` for another card's effect.",
                             ["check mana value <= 3", "check type creature"], key="engine_say_check")
        cond = parse_condition(arg)
        if cond is not None:
            return Step(verb, arg, text, condition=cond)
    if verb == "cast" and re.search(r"(?:^|\s)x=", arg, re.IGNORECASE):
        rest, x, _ = _params(arg)  # "cast Agadeem's Awakening x=2": the X chosen as it is cast (601.2b, 202.3e)
        return Step(verb, rest, text, x=x)
    if verb in ("check", "apply", "trigger"):
        card, x, name = _params(arg)
        if not card:
            raise QueryError("invalid", f"Say which card's effect: `{verb} Abrupt Decay`.", [f"{verb} Abrupt Decay"], key="engine_say_effect", values={"step": verb})
        number, revealed, graveyard, controller = _more_params(arg)
        spells = next((_number("spells", v, arg.split("=", 1)[0]) for k, v in _PARAMS.findall(" " + arg)
                       if k.casefold() == "spells"), None)
        return Step(verb, arg, text, card=card, x=x, chosen_name=name, number=number, revealed=revealed,
                    graveyard=graveyard, controller=controller, spells=spells)
    return Step(verb, arg, text)


def not_run(text: str, stopped: tuple[int, dict], **fields) -> dict:
    """A step after one that was not allowed or not modelled, as the JSON lists it: skipped, not run
    (the story can't be followed as if that step had happened). `fields` are the command's own."""
    n, at = stopped
    return {"action": text, "result": "not run", "skipped": True,
            "explanation": f"Not run: step {n + 1} ({at['action']}) was {at['result']}, so the steps after it "
                           f"can't be followed as if it had happened.", **fields}

