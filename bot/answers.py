"""An answer as plain data: what a command found, the steps, the citations.

The command line prints `Answer.json` (with --json) or `Answer.text()`; the Discord glue
turns the same Answer into an embed. Nothing here knows about Discord.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.catalog.model import Card, Ruling
from bot.rules.citations import CAP


def error_text(error: dict, lang: str = "en", shown: dict | None = None) -> str:
    """A question that could not be answered, for a terminal: the kind, what was wrong, what to try; in
    `lang` (the kind said as the title a reply shows, the cards by the names in `shown`)."""
    from bot.phrases import say

    kind = error["kind"]
    title = say(lang, f"error_{kind}" if kind in ("not_found", "ambiguous") else "error_other")
    lines = [say(lang, "cli_error", kind=kind, title=title, message=error["message"])]
    if error["suggestions"]:
        names = [(shown or {}).get(n, n) for n in error["suggestions"]]
        lines.append(say(lang, "cli_did_you_mean", names=say(lang, "cli_list_joiner").join(names)))
    return "\n".join(lines)


@dataclass(frozen=True)
class Citation:
    number: str  # a rule number that exists in the loaded edition, e.g. "709.5d"
    text: str  # that rule's text


@dataclass
class Answer:
    command: str  # "card", "rule", "room", "dfc", "daynight"
    query: str
    title: str  # card name, rule number or "Day and night"
    answer: str  # the answer itself, first thing a person reads
    json: dict  # exactly what `python -m bot COMMAND --json` prints
    cr_effective: str = ""  # YYYY-MM-DD of the loaded rules edition
    steps: list[str] = field(default_factory=list)  # one line per simulated step
    citations: list[Citation] = field(default_factory=list)
    rulings: list[Ruling] = field(default_factory=list)
    error: dict | None = None  # {"kind", "message", "suggestions"} when the question could not be answered
    # The same refusal as data (QueryError.key and .values), to say it in another language; not in the JSON.
    error_key: str = ""
    error_values: dict = field(default_factory=dict)
    # What a button needs to re-run the question with one more step.
    card_name: str | None = None
    layout: str | None = None
    zone: str | None = None
    step_list: list[str] = field(default_factory=list)
    day_night: str | None = None  # room/dfc: the designation at the start ("day", "night"; None for neither)
    doors: list[str] = field(default_factory=list)  # a Room's door names, left first
    unlocked: list[str] = field(default_factory=list)  # doors unlocked after the last step
    double_faced: bool = False
    # The answer at a glance: at most two short lines, the first the verdict itself.
    verdict: list[str] = field(default_factory=list)
    # One line per step: what happened, and the rules that decide it (numbers only).
    brief_steps: list[str] = field(default_factory=list)
    # The next steps the rules allow now (the engine tried each): what a button may offer.
    next_steps: list[str] = field(default_factory=list)
    card: Card | None = None  # the card asked about, for its image, link and colour
    # Card names that could answer the same question ("which one?"), most likely first.
    candidates: list[str] = field(default_factory=list)
    # A short hint per candidate, to tell them apart: mana cost and type line, and what kind of card.
    candidate_hints: list[str] = field(default_factory=list)
    # Each candidate as it is shown (its name in the asker's language where the catalog has one); empty: the
    # candidates themselves. The candidates stay the names the buttons ask about.
    candidate_names: list[str] = field(default_factory=list)
    # Other cards' names (a meld partner a button offers) in the language the answer is said in, by English name.
    names_said: dict = field(default_factory=dict)
    # One note per ruling ("" for none): a rule it is about changed after the ruling was published.
    ruling_notes: list[str] = field(default_factory=list)
    # The same as data, per ruling: [(rule number, last edition that changed it)], to say it in another language.
    ruling_changes: list[list[tuple[str, str]]] = field(default_factory=list)
    # A question asked in words (/ask): how it was read ("Read as: /room …"), the words not used, and a
    # note for the footer (in Japanese: the quoted rules are the English, authoritative text).
    language: str = "en"  # the language it is said in ("ja": written from the data by bot/ask/say.py)
    read_as: str = ""
    unread_line: str = ""
    footer_note: str = ""
    # The title as a phrase of bot/ask/lang/LANG.json ("title_rule", {"number": "709.5"}), so that an
    # answer said in another language says its title there too ("" : the title is a name)
    title_key: str = ""
    title_values: dict = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.error is None

    def text(self, rules: bool = True) -> str:
        """Plain text for a terminal: the verdict, the answer, each step with the sentence that
        decides it and its rule numbers, then the rules cited — in full, or (rules=False, the
        simulations' default on the command line) by number only."""
        from bot.phrases import say

        lang = self.said_language
        if self.error:
            return error_text(self.error, lang, dict(zip(self.candidates, self.candidate_names)))
        # The verdict first; how a question in words was read is one small line after the answer.
        body = self.answer.splitlines()
        said = {line for v in self.verdict or [] for line in v.splitlines()}  # (a verdict entry may be two lines)
        while body and said and body[0] in said:
            body.pop(0)  # the verdict already said: not twice
        lines = [self.title, ""] + ([*self.verdict, ""] if self.verdict else []) + (["\n".join(body)] if body else []) + \
            ([""] if self.read_as else []) + ([self.read_as] if self.read_as else []) + \
            ([self.unread_line] if self.unread_line else [])
        if self.steps:
            lines += ["", say(lang, "cli_steps")] + [f"  {i}. {s}" for i, s in enumerate(self.steps, 1)]
        if self.citations and rules:
            lines += ["", say(lang, "cli_rules")] + [f"  {c.number} {c.text}" for c in self.citations]
        elif self.citations:
            lines += ["", say(lang, "cli_rules_cited", numbers=say(lang, "cli_numbers_joiner").join(
                c.number for c in self.citations))]
        if self.rulings:
            notes = self.ruling_notes or [""] * len(self.rulings)
            lines += ["", say(lang, "cli_rulings")] + [f"  ({r.date}) {r.text}" + (
                "\n    " + say(lang, "cli_note", note=n) if n else "") for r, n in zip(self.rulings, notes)]
        if self.cr_effective:
            lines += ["", say(lang, "cli_effective", date=self.cr_effective)]
        return "\n".join(lines)

    @property
    def said_language(self) -> str:
        """The language the answer is said in: set when it was said in another (bot/language.py), or by
        /ask (its "said" block); English otherwise."""
        if self.language != "en":
            return self.language
        return str((self.json.get("said") or {}).get("language") or "en")


def error_answer(command: str, query: str, kind: str, message: str, suggestions: list[str] | None = None,
                 cr_effective: str = "", *, key: str = "", values: dict | None = None) -> Answer:
    err = {"kind": kind, "message": message, "suggestions": list(suggestions or [])}
    return Answer(command=command, query=query, title="Cannot answer", answer=message,
                  json={"query": query, "error": err}, cr_effective=cr_effective, error=err,
                  error_key=key, error_values=dict(values or {}))


def refusal_answer(command: str, query: str, error, cr_effective: str = "") -> Answer:
    """A QueryError as an answer: its English message, suggestions, and the key and values that say it
    in another language."""
    return error_answer(command, query, error.kind, error.message, error.suggestions, cr_effective,
                        key=error.key, values=error.values)


# --- the answer at a glance -------------------------------------------------------------------

_ZONE_WORDS = {"battlefield": "On the battlefield", "stack": "On the stack", "hand": "In hand",
               "library": "In the library", "graveyard": "In the graveyard", "exile": "In exile",
               "command": "In the command zone"}
_RULE_REFS = re.compile(r"\s*\((?:\d{3}(?:\.\d+[a-z]?)?(?:,\s*)?)+\)")


def _names(names: list[str]) -> str:
    if not names:
        return "no name"
    return "named " + " and ".join(names)


def _number(x) -> str:
    return str(int(x)) if isinstance(x, (int, float)) and float(x).is_integer() else str(x)


def card_verdict(state: dict, engine_answer: str) -> list[str]:
    """The verdict on a simulated card in two lines: its mana value and names (and power and
    toughness), then where it is and which doors or face are up, all read from the engine's
    final state."""
    if not state.get("exists", True):
        where = _ZONE_WORDS.get(state.get("zone", ""), state.get("zone", ""))
        if state.get("is_copy") and not state.get("token") and state.get("zone") != "stack" \
                and state.get("copy_of") and state.get("cards"):
            # A Clone-like card that left the battlefield is a card again, itself: not followed further.
            return ["No longer exists", f"{where}: the card that was a copy of {state['copy_of']} is a card again, "
                                        f"itself; it isn't followed further"]
        return ["No longer exists", f"{where}: the copy or token has ceased to exist as the object followed"]
    head = f"Mana value {_number(state.get('mana_value', 0))} · {_names(state.get('names') or [])}"
    if state.get("power") is not None and state.get("toughness") is not None:
        head += f" · {state['power']}/{state['toughness']}"
    where = [_ZONE_WORDS.get(state.get("zone", ""), state.get("zone", ""))]
    unlocked, locked = state.get("unlocked") or [], state.get("locked") or []
    if unlocked or locked:
        if not unlocked:
            where.append("both doors locked")
        elif not locked:
            where.append("both doors unlocked")
        else:
            where.append(" and ".join(unlocked) + " unlocked")
    if state.get("face_up") in ("front", "back"):
        where.append(f"{state['face_up']} face up")
    if len(state.get("cards") or []) > 1:
        where.append("melded from " + " and ".join(state["cards"]))
    if state.get("token"):
        where.append("a token")
    elif state.get("is_copy") and state.get("copy_of"):
        where.append(f"a copy of {state['copy_of']}")
    return [head, ", ".join(w for w in where if w)]


def _check_answer(step: dict) -> str:
    """"Yes: Abrupt Decay (destroy) — its mana value is 1, which is 3 or less" from a check step."""
    check = step["check"]
    word = {True: "Yes", False: "No"}.get(check.get("passes"), "Can't tell")
    effect = step.get("effect") or {}
    what = f"{effect['card']} ({effect['template']})" if effect.get("template") else check.get("condition", "")
    return f"{word}: {what} — {check.get('reason', '')}"


def check_verdict(step: dict, state: dict) -> list[str] | None:
    """When the last step asks something (`check …`, `check CARD`), its answer is the verdict:
    "Yes: mana value 1, 3 or less", then where the object is."""
    check = step.get("check")
    if not check and step.get("result") != "not modelled":
        return None
    if check and check.get("passes") is not None:
        head = _check_answer(step)
    else:
        head = "Can't tell (not modelled)"
    if len(head) > 200:
        head = head[:199].rstrip(" ,;") + "…"
    return [head, card_verdict(state, "")[1]]


def daynight_verdict(data: dict) -> list[str]:
    """"Day on turn 3" and what each permanent's face is."""
    designation = data.get("designation")
    head = (f"{designation.capitalize()} on turn {data.get('turn')}" if designation
            else f"Neither day nor night on turn {data.get('turn')}")
    if data.get("active_team"):
        head += f" (team {' '.join(data['active_team'])}'s turn)"
    elif data.get("active_player") and len(data.get("players") or []) > 2:
        head += f" ({data['active_player']}'s turn)"
    # (a card with one face has no face to tell: "Face up: Solitude" had read as news about it)
    faces = [p["name"] for p in data.get("permanents") or [] if p.get("name") and p.get("face_up") is not None]
    return [head, ("Face up: " + ", ".join(faces)) if faces else "No daybound or nightbound permanents"]


STEP_TEXT_MAX = 260  # a step says what happened in full; a phone wraps it (only a runaway sentence is cut)
_TURN = re.compile(r"Turn \d+\b")


def _cap(text: str, limit: int = STEP_TEXT_MAX) -> str:
    """The text whole, or cut at a word before `limit` (never mid-word)."""
    if len(text) <= limit:
        return text
    return text[:limit - 1].rsplit(" ", 1)[0].rstrip(" ,;") + "…"


def _trigger_name(trigger: dict) -> str:
    """"Bottomless Pool's “When you unlock this door”": whose ability, and its trigger condition."""
    ability = (trigger.get("ability") or "").strip()
    condition = re.split(r",\s", ability, maxsplit=1)[0].rstrip(".") if ability else trigger.get("event", "")
    face = trigger.get("face") or trigger.get("card") or ""
    return f"{face}'s “{condition}”" if face else f"“{condition}”"


def brief_step(step: dict) -> str:
    """A step in one line: what happened (the explanation's first clause, rule references
    taken out, never cut mid-word), the triggered abilities by name, the day/night designation
    after it, and the numbers of the rules cited for it."""
    check = step.get("check")
    if check:
        # A question step: its answer, the other card and the reason, and the rules that decided it (cited
        # deciding rule first, at most three).
        text = _cap(_check_answer(step))
        numbers = list(check.get("citations") or [])[:CAP]
        return f"{text} · {', '.join(numbers)}" if numbers else text
    effect = step.get("effect") or {}
    if effect.get("template") and step.get("result") == "ok" and step.get("state"):
        # `apply CARD`: which card did what, and where the object followed is now.
        where = card_verdict(step.get("state") or {}, "")[1]
        text = f"{effect['card']} ({effect['template']}) → {where}"
        numbers = [c["number"] for c in step.get("citations") or []][:CAP]
        return f"{text} · {', '.join(numbers)}" if numbers else text
    text = _RULE_REFS.sub("", step.get("explanation") or step.get("action") or "").strip()
    designation = step.get("designation")
    # "Turn 2 (team C D's turn): ... so day becomes night" leads with the turn: its reason is the news;
    # a day/night step keeps what it did ("Enters the battlefield: Tavern Ruffian; it becomes day").
    stops = ("; as it does", " (by ") if _TURN.match(text) else ((" (by ",) if designation else (": ", "; ", ". "))
    cuts = [i for i in (text.find(stop) for stop in stops) if i >= 12]
    if cuts:
        text = text[:min(cuts)]
    text = text.split(". ")[0] if designation else text
    text = text.rstrip(". ").replace(" in the untap step", "")
    if designation and designation not in text:
        text += f"; it is {designation}"
    text = _cap(text)
    if step.get("result") not in (None, "ok") and step.get("result") not in text:
        text = f"{text} — {step['result']}"
    if step.get("transformed"):
        text += "; transforms: " + ", ".join(step["transformed"])
    if step.get("triggers"):
        text += "; triggers: " + "; ".join(_trigger_name(t) for t in step["triggers"])
    numbers = [c["number"] for c in step.get("citations") or []][:CAP]
    return f"{text} · {', '.join(numbers)}" if numbers else text
