"""An answer in another language, written from the answer's data (zones, faces, mana value,
doors, designation, step results), never by translating the engine's English sentences.
The phrases come from bot/ask/lang/LANG.json; the quoted rules stay in English."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.ask.words import load, say, say_map
from bot.errors import QueryError

if TYPE_CHECKING:
    from bot.answers import Answer
    from bot.catalog.model import Card


def card_title(card: Card | None, fallback: str) -> str:
    """The card's name in the language where the catalog has it (every face), else in English."""
    if card is None:
        return fallback
    names = [f.japanese_name or f.name for f in card.faces]
    if card.layout == "meld" or len(names) == 1:
        return card.faces[0].japanese_name or card.name
    return " // ".join(names)


def face_name(card: Card | None, name: str) -> str:
    if card is not None:
        for f in card.faces:
            if f.name == name and f.japanese_name:
                return f.japanese_name
    return name


def japanese_face_name(library, name: str) -> str | None:
    """The Japanese name of the face called `name` of whichever card has it (a meld partner, another card
    of the story), or None when the catalog has none."""
    try:
        card = library.find_now(name)
    except QueryError:
        return None
    found = face_name(card, name)
    return found if found != name else None


def other_names(library, answer: Answer, texts: list[str]) -> list[str]:
    """`texts` with the other cards of the story (a meld partner, a card acting, a card whose effect is
    checked or applied) said by their Japanese names where the catalog has them."""
    data = answer.json or {}
    state = data.get("state") or {}
    names = set(state.get("cards") or []) | {state.get("arrived_with") or ""}
    for p in data.get("permanents") or []:  # /daynight: each permanent by its card's name and the face up
        if isinstance(p, dict):
            names |= {str(p.get("card") or ""), str(p.get("name") or "")}
    for s in data.get("steps") or []:
        if isinstance(s, dict):
            action = s.get("action") or ""
            arg = _verb(action, say_map("ja", "actions"))[1]  # "play land Forest": Forest
            by = _WHO.fullmatch(arg)  # "cast Moonmist by B": the card is Moonmist
            names |= {action.partition(" ")[2], arg, by["rest"] if by else ""}
            names.add(str((s.get("effect") or {}).get("card") or ""))
    joined = "".join(texts)
    for name in sorted((n for n in names if n and n in joined), key=len, reverse=True):
        ja = _said_name(library, name)
        if ja:
            texts = [t.replace(name, ja) for t in texts]
    return texts


def _said_name(library, name: str) -> str | None:
    """A card's or face's name in Japanese where the catalog has it (a whole double-faced card by both faces',
    "秘密を掘り下げる者 // 昆虫の逸脱者"), else None."""
    try:
        card = library.find_now(name)
    except QueryError:
        return None
    said = card_title(card, name) if name == card.name else face_name(card, name)
    return said if said != name else None


def _names(lang: str, card: Card | None, names: list[str]) -> str:
    if not names:
        return say(lang, "names_none")
    if len(names) == 1:
        return say(lang, "names_one", name=face_name(card, names[0]))
    return say(lang, "names_both")


def _zone(lang: str, zone: str) -> str:
    return say_map(lang, "zones").get(zone, zone)


def zone_name(lang: str, zone: str) -> str:
    return _zone(lang, zone)


def zone_place(lang: str, zone: str) -> str:
    """'in exile', 'on the battlefield' (English); the zone's name elsewhere."""
    if lang == "en":
        return {"battlefield": "on the battlefield", "stack": "on the stack", "exile": "in exile"}.get(zone, f"in the {zone}")
    return _zone(lang, zone)


def designation_name(lang: str, designation: str) -> str:
    return say_map(lang, "designations").get(designation, designation)


def verdict(lang: str, answer: Answer, card: Card | None) -> str:
    data = answer.json
    if answer.command == "daynight":
        d = say_map(lang, "designations")
        text = say(lang, "daynight_verdict", turn=data.get("turn"), designation=d.get(data.get("designation"), ""))
        perms = []
        for p in data.get("permanents", []):
            perms.append(f"{p['card']}: {p['name']}")
        return text + ("\n" + "\n".join(perms) if perms else "") + _stopped(lang, data, None)
    state = data.get("state") or {}
    where = say(lang, "in_zone", zone=_zone(lang, state.get("zone", "")))
    subject = card_title(card, answer.title)
    if not state.get("exists", True):
        return say(lang, "verdict_gone", where=where, subject=subject)
    if state.get("token"):
        subject = say(lang, "token_of", name=subject)
    elif state.get("is_copy") and state.get("copy_of"):
        subject = say(lang, "copy_of", name=face_name(card, state["copy_of"]))
    cards = state.get("cards") or []
    if len(cards) == 2 and state.get("zone") == "battlefield" and state.get("names") and not (
            state.get("is_copy") or state.get("token")):  # a melded permanent (a copy of one is one card, 「…のコピー」)
        subject = say(lang, "melded_subject", name=face_name(card, state["names"][0]),
                      first=face_name(card, cards[0]), second=cards[1])
    extra = ""
    if card is not None and card.is_room and state.get("zone") == "battlefield":
        un = [face_name(card, n) for n in state.get("unlocked") or []]
        extra = say(lang, "doors_unlocked", doors=say(lang, "joiner").join(un)) if un else say(lang, "doors_locked")
    elif card is not None and card.is_double_faced and state.get("zone") in ("battlefield", "stack") \
            and card.layout != "meld" and not state.get("is_copy"):
        back = "face_back_modal" if card.layout == "modal_dfc" else "face_back"  # a modal card is never transformed
        extra = say(lang, back if state.get("face_up") == "back" or _back_up(card, state) else "face_front")
    if extra:
        where = f"{where}、{extra}" if lang == "ja" else f"{where}, {extra}"
    text = say(lang, "verdict", where=where, subject=subject, mv=state.get("mana_value"),
               names=_names(lang, card, state.get("names") or []))
    if state.get("arrived_with"):  # a melded permanent left: its other card went there too
        text += " " + say(lang, "arrived_with", name=state["arrived_with"])
    return text + _stopped(lang, data, card)


def _stopped(lang: str, data: dict, card: Card | None) -> str:
    """The story stopped at a step the rules don't allow (or the engine doesn't model): which, why when the
    engine gave its reason as data, and that the steps after it were not run."""
    k = data.get("stopped_at")
    steps = data.get("steps") or []
    if k is None or not 0 <= k < len(steps):
        return ""
    actions = say_map(lang, "actions")
    action = steps[k].get("action", "")
    verb, arg = _verb(action, actions)
    if "turn" in steps[k]:  # a /daynight step
        shown = _daynight_action(lang, action, actions)
    elif verb == "move" and arg:
        shown = say(lang, "move_to", zone=_zone(lang, arg))
    else:
        shown = f"{actions.get(verb, verb)} {face_name(card, arg)}".strip() if verb != "check" else actions.get(verb, verb)
    result = say_map(lang, "results").get(steps[k].get("result", ""), steps[k].get("result", ""))
    return "\n" + say(lang, "stopped_at", n=k + 1, action=shown, result=result)


def _reason(lang: str, said, card: Card | None) -> str:
    """A refused step's reason given as data (its "said": a phrase key and the names it gives), said in
    `lang` with the card's names there; "" when the step gives none or the language has no phrase for it."""
    from bot.phrases import _find, say as phrase

    if not isinstance(said, dict) or _find(lang, said.get("key", "")) is None:
        return ""
    values = {}
    for role, v in (said.get("values") or {}).items():
        v = str(v)
        values[role] = (card_title(card, v) if card is not None and v == card.name else face_name(card, v)) \
            if role in ("card", "face") else _zone(lang, v) if role == "zone" else v
    return phrase(lang, said["key"], **values)


def _back_up(card: Card, state: dict) -> bool:
    names = state.get("names") or []
    return len(card.faces) > 1 and names == [card.faces[1].name]


def step_lines(lang: str, answer: Answer, card: Card | None) -> list[str]:
    actions = say_map(lang, "actions")
    results = say_map(lang, "results")
    out = []
    for s in answer.json.get("steps", []):
        action = s.get("action", "")
        verb, arg = _verb(action, actions)
        if verb == "move" and arg:  # "移動する hand" was English in Japanese: the zone is said in the language
            shown = say(lang, "move_to", zone=_zone(lang, arg))
        elif answer.command == "daynight":  # "spells 2 by B": the count and the player said, not the step typed
            shown = _daynight_action(lang, action, actions)
        else:
            shown = f"{actions.get(verb, verb)} {face_name(card, arg)}".strip() if verb != "check" else actions.get(verb, verb)
        if answer.command == "daynight":
            d = say_map(lang, "designations")
            result = s.get("result", "ok")  # a step not allowed, and those not run after it, say so
            word = results.get(result, result)
            why = _reason(lang, s.get("said"), card)
            line = say(lang, "daynight_step" if result == "ok" else "daynight_step_result", action=shown,
                       result=say(lang, "step_result_why", result=word, why=why.rstrip("。")) if why else word,
                       turn=s.get("turn"), designation=d.get(s.get("designation"), ""))
        else:
            st = s.get("state") or {}
            state = say(lang, "step_state", zone=_zone(lang, st.get("zone", "")), mv=st.get("mana_value"))
            result = results.get(s.get("result"), s.get("result", ""))
            why = _reason(lang, s.get("said"), card)  # a refused step's reason, when the engine gave it as data
            line = say(lang, "step", action=shown, result=say(lang, "step_result_why", result=result,
                                                              why=why.rstrip("。")) if why else result, state=state)
            check = s.get("check")
            if check:
                line += " " + say(lang, "check", condition=condition(lang, action, check, s.get("effect")),
                                  verdict=say(lang, "check_yes" if check.get("passes") else "check_no"))
            elif s.get("effect"):
                effect = s["effect"]
                if effect.get("template"):  # a card whose effect was not read has no template: nothing to name
                    line += " " + say(lang, "effect", card=effect.get("card", ""),
                                      template=template(lang, effect["template"]))
        numbers = [c["number"] for c in s.get("citations") or [] if c.get("number")]
        if numbers:  # the same rule numbers as the English step line
            line += f"（{', '.join(numbers)}）"
        out.append(line)
    return out


_WHO = re.compile(r"(?P<rest>.*?)\s+(?:by\s+)?(?P<who>[A-H]|opponent)", re.I)


def _daynight_action(lang: str, action: str, actions: dict) -> str:
    """A /daynight step as its step line says it: "呪文を2つ唱える（B）" for `spells 2 by B`."""
    from bot.phrases import say as phrase

    m = _WHO.fullmatch(action)
    who = ""
    if m and _verb(m["rest"], actions)[0] in actions:
        action = m["rest"]
        who = phrase(lang, "reading_by", who=phrase(lang, "reading_opponent") if m["who"].casefold() == "opponent"
                     else m["who"].upper())
    verb, arg = _verb(action, actions)
    if verb == "spells" and arg.isdigit():
        return phrase(lang, "reading_spells", n=arg) + who
    return f"{actions.get(verb, verb)} {arg}".strip() + who


def _verb(action: str, actions: dict) -> tuple[str, str]:
    low = action.casefold()
    for verb in sorted(actions, key=len, reverse=True):
        if low == verb or low.startswith(verb + " "):
            return verb, action[len(verb):].strip()
    return action, ""


def check_verdict(lang: str, check: dict, action: str = "", effect: dict | None = None) -> str:
    """'Yes — nonland permanent with mana value 3 or less: its mana value is 1, ...'. In English the
    condition and reason are the engine's; in another language the condition is written from the
    step (colour, type, mana value, name, or the card and its effect's template)."""
    word = say(lang, "check_yes" if check.get("passes") else "check_no")
    if lang == "en":
        return say(lang, "check_verdict", verdict=word, condition=check.get("condition", ""),
                   reason=check.get("reason", ""))
    text = say(lang, "check_verdict", verdict=word, condition=condition(lang, action, check, effect),
               reason=check.get("reason", ""))
    instead = check.get("instead")
    if isinstance(instead, dict) and instead.get("passes") is not None and not instead.get("assumed") \
            and bool(instead["passes"]) != bool(check.get("passes")):  # (the same either way: nothing to add —
        # 「はい（…）（紛争が成立していればはい…）」 had read as if the yes needed revolt)
        # Fatal Push's revolt, a kicker: assumed off, and what the answer is when it is on (the English
        # reason says so in its own words)
        word = say_map(lang, "ability_words").get(instead.get("ability_word") or "") or say(lang, "instead_condition")
        text += say(lang, "check_instead", word=word,
                    verdict=say(lang, "check_yes" if instead["passes"] else "check_no"))
    return text


def condition(lang: str, action: str, check: dict, effect: dict | None) -> str:
    """The condition a `check` step tested, in `lang`, from the step as run (never from the engine's
    English sentence); the engine's own words when the step is of a form not known here."""
    words = action.split()
    rest = words[1:]
    if rest[:1] == ["color"] and len(rest) == 2:
        return say(lang, "check_color", color=say_map(lang, "color_names").get(rest[1], rest[1]))
    if rest[:1] == ["type"] and len(rest) == 2:  # a type the language has no word for here: quoted, as typed
        return say(lang, "check_type", type=say_map(lang, "type_names").get(rest[1], _as_typed(lang, rest[1])))
    if rest[:2] == ["mana", "value"] and len(rest) >= 3:
        cmp = say_map(lang, "comparisons").get(rest[2], rest[2])
        return say(lang, "check_mv", cmp=cmp.format(n=rest[3] if len(rest) > 3 else ""))
    if rest[:1] == ["has"] and len(rest) > 1:
        keyword = " ".join(rest[1:])
        named = {en: ja for ja, en in load(lang).keywords.items()}.get(keyword, _as_typed(lang, keyword)) \
            if lang != "en" else keyword
        return say(lang, "check_has", keyword=named)
    if len(rest) == 1 and re.fullmatch(r"\d+/\d+", rest[0]):
        return say(lang, "check_pt", pt=rest[0])
    if rest[:1] == ["ability"] and len(rest) == 2:
        return say(lang, "check_ability", cost=rest[1])
    if rest[:1] == ["identity"] and len(rest) > 1:
        names = say_map(lang, "color_names")
        return say(lang, "check_identity", colors=say(lang, "and").join(names.get(c, c) for c in rest[1:]))
    if rest[:1] == ["name"] and len(rest) > 1:
        return say(lang, "check_name", name=" ".join(rest[1:]))
    if rest[:1] == ["attack"]:
        return say(lang, "check_attack_next" if rest[1:] == ["next", "turn"] else "check_attack")
    if rest == ["block"]:
        return say(lang, "check_block")
    if rest == ["sick"]:
        return say(lang, "check_sick")
    if effect and effect.get("template") == "graveyard_count" and check.get("count") is not None:
        return _graveyard_counted(lang, check)
    if effect:
        return say(lang, "check_card", card=effect.get("card", ""), template=template(lang, effect.get("template", "")))
    return check.get("condition", "")


def _graveyard_counted(lang: str, check: dict) -> str:
    """'墓地のカード・タイプは3種類（エンチャント、インスタント、クリーチャー）、4種類以上ではない': what a count of the
    graveyard found, from the check's data (each card counted with its types there)."""
    names = say_map(lang, "type_names")
    counted = check.get("counted") or []
    front = [c["card"] for c in counted if c.get("front_face_only") and c.get("card")]
    note = say(lang, "check_graveyard_front", cards=say(lang, "joiner").join(front)) if front else ""
    if check.get("counts") == "card types":
        found = list(dict.fromkeys(t for c in counted for t in c.get("types") or []))
        return say(lang, "check_graveyard_types", n=check["count"], wanted=check.get("wanted"),
                   types="、".join(names.get(t.lower(), t) for t in found),
                   enough=say(lang, "check_graveyard_enough" if check.get("passes") else "check_graveyard_short")) + note
    kind = str(check.get("counts") or "").replace(" in your graveyard", "")
    kind = names.get(kind.split(" ")[0], "") if kind.split(" ")[0] in names else ""
    return say(lang, "check_graveyard_cards", n=check["count"], wanted=check.get("wanted"), kind=kind,
               enough=say(lang, "check_graveyard_enough" if check.get("passes") else "check_graveyard_short")) + note


def _as_typed(lang: str, word: str) -> str:
    """A word of the game the language has no name for here, quoted as written: 「Wizard」."""
    from bot.phrases import say as phrase

    return phrase(lang, "proper_name", name=word) if lang != "en" else word


def template(lang: str, key: str) -> str:
    return say_map(lang, "templates").get(key, key)


def asked_lines(lang: str, answer: Answer, asked: list[str]) -> list[str]:
    """One line per characteristic the question asked about that the verdict sentence does not give:
    power/toughness, colours, types, abilities, from the final state."""
    state = answer.json.get("state") if answer.command in ("room", "dfc") else None
    if not state or not state.get("exists", True):
        return []
    out = []
    if "pt" in asked and state.get("power") is not None:
        out.append(say(lang, "asked_pt", power=state["power"], toughness=state.get("toughness")))
    if "color" in asked and state.get("colors") is None:
        # a back face whose colour indicator the catalog lacks: its colour is unknown, never "colourless"
        out.append(say(lang, "asked_color_unknown", name=" // ".join(state.get("names") or []) or "it"))
    elif "color" in asked:
        colors = say_map(lang, "colors")
        out.append(say(lang, "asked_color", colors=", ".join(colors.get(c, c) for c in state.get("colors") or [])
                       or say(lang, "colorless")))
    if "type" in asked:
        types = " ".join([*(state.get("supertypes") or []), *(state.get("types") or [])])
        sub = " ".join(state.get("subtypes") or [])
        out.append(say(lang, "asked_type", types=types + (f" — {sub}" if sub else "")))
    if "abilities" in asked:
        out.append(say(lang, "asked_abilities", count=len(state.get("abilities") or [])))
    return out
