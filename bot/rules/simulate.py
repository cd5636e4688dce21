"""Public entry points: simulate a card through steps, or day and night through turns.

    simulate(card, edition, *, zone="library", steps=(), resolve_card) -> dict
    simulate_daynight(edition, *, start="neither", steps, resolve_card) -> dict

Both return JSON-ready dicts; errors a user can fix raise QueryError (kind "invalid" for a
step that can't be parsed or names a door/face/zone that doesn't exist; not_found and
ambiguous come from resolve_card).

- Every step dict has "action" (the step as typed), "result" ("ok", "nothing happens",
  "not allowed" or "not modelled"), "explanation" (one sentence or two: what happened and
  why, with rule numbers), "state", "triggers" ({"face", "ability", "event"}), "events"
  (game events other permanents could trigger on, e.g. "fully unlocked"), "citations"
  ([{"number", "text"}]) and "missing_rules" (topics the loaded edition has no rule on).
  A `check` step adds "check": {"condition", "passes", "reason", "citations"}; a `check CARD`
  or `apply CARD` step adds "effect": {"card", "template", "text"}.
- The top-level "citations" is the union, in order of first use, of the starting state's
  citations and every step's. "start" is the state before the first step; "answer" is one
  sentence saying what the object is after the last step.
- The rule areas live in their own modules: casting.py, zone_moves.py, doors.py,
  transform.py, copies.py, checks.py and effects/act.py; simulation.py holds the state.
"""

from __future__ import annotations

from typing import Callable

from bot.catalog.model import Card
from bot.errors import QueryError
from bot.rules.characteristics import characteristics, state_json
from bot.rules.outcome import Result
from bot.rules.simulation import CardSimulation
from bot.rules.steps import parse
from bot.rules.vocabulary import ZONES  # noqa: F401  (re-exported)


def _cite_list(cites, keys, seen: dict) -> tuple[list[dict], list[str]]:
    out, missing = [], []
    for k in dict.fromkeys(keys):
        c = cites.cited(k)
        if c is None:
            s = cites.missing_sentence(k)
            if s not in missing:
                missing.append(s)
            continue
        if c.number in {x["number"] for x in out}:
            continue
        out.append(c.json())
        seen.setdefault(c.number, c.json())
    return out, missing


def _extra_triggers(sim, outcome) -> None:
    """Yarok-style statics: an ability that a permanent entering caused to trigger triggers once more."""
    if not any(e.template == "extra_trigger" for e in sim.statics):
        return
    extra = [t for t in outcome.triggers if t.get("event") == "enters"]
    for t in extra:
        t["times"] = 2
    if extra:
        outcome.explanation += (f" Because of {next(e.card for e in sim.statics if e.template == 'extra_trigger')}, "
                                f"{len(extra)} of them trigger{'s' if len(extra) == 1 else ''} an additional time"
                                f"{sim.ref('trigger.additional')}.")
        outcome.keys.append("trigger.additional")


def simulate(card: Card, edition, *, zone: str = "library", steps: list[str] | str = (),
             resolve_card: Callable[[str], Card]) -> dict:
    """Follow one card (or the token or copy a step makes) through the steps."""
    parsed = parse(steps)
    sim = CardSimulation(card, edition, zone, resolve_card)
    cites = sim.cites
    seen: dict[str, dict] = {}
    start_cites, start_missing = _cite_list(cites, sim.start_keys, seen)
    out_steps = []
    all_missing = list(start_missing)
    for step in parsed:
        outcome = sim.run(step)
        _extra_triggers(sim, outcome)
        keys = list(outcome.keys)
        if outcome.result == Result.OK and sim.obj.exists and outcome.check is None:
            keys += characteristics(sim.obj, cites).keys
        cl, missing = _cite_list(cites, keys, seen)
        all_missing += [m for m in missing if m not in all_missing]
        d = {
            "action": step.text,
            "result": outcome.result.value,
            "explanation": outcome.explanation,
            "state": state_json(sim.obj, cites),
            "triggers": outcome.triggers,
            "events": outcome.events,
            "citations": cl,
            "missing_rules": missing,
        }
        if outcome.check is not None:
            d["check"] = {**outcome.check, "citations": [c["number"] for c in cl]}
        if outcome.effect is not None:
            d["effect"] = outcome.effect
        if outcome.cards_moved:
            d["cards_moved"] = outcome.cards_moved
        out_steps.append(d)
    return {
        "card": {"name": card.name, "layout": card.layout},
        "cr_effective": cites.effective,
        "answer": sim.answer(),
        "start": state_json(sim.start_obj, cites),
        "state": state_json(sim.obj, cites),
        "steps": out_steps,
        "citations": list(seen.values()),
        "missing_rules": all_missing,
    }


def allowed_next(card: Card, edition, *, zone: str, steps: list[str] | str, candidates: list[str],
                 resolve_card: Callable[[str], Card]) -> list[str]:
    """Which of the candidate steps the engine carries out ("ok") after the steps: the steps are run
    once, and each candidate is tried on a copy of the state."""
    sim = CardSimulation(card, edition, zone, resolve_card)
    for step in parse(steps):
        sim.run(step)
    allowed = []
    for candidate in candidates:
        try:
            outcome = sim.fork().run(parse([candidate])[0])
        except QueryError:
            continue
        if outcome.result == Result.OK:
            allowed.append(candidate)
    return allowed


def simulate_daynight(edition, *, start: str = "neither", steps: list[str] | str,
                      resolve_card: Callable[[str], Card], **options) -> dict:
    from bot.rules.daynight import DayNight

    return DayNight(edition, start=start, resolve_card=resolve_card, **options).run(steps)


__all__ = ["simulate", "simulate_daynight", "ZONES"]
