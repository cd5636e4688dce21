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
from bot.rules import card_daynight, watchers
from bot.rules.characteristics import characteristics, state_json
from bot.rules.citations import CAP, ROUTINE, deciding_first, trim_refs
from bot.rules.outcome import Result
from bot.rules.simulation import CardSimulation
from bot.rules.steps import not_run, parse
from bot.rules.entry_statics import additional_times
from bot.rules.effects import damage
from bot.rules.vocabulary import ZONES  # noqa: F401  (re-exported)


def _cite_list(cites, keys, seen: dict, cap: int | None = CAP) -> tuple[list[dict], list[str]]:
    """The rules cited, in the order given (the deciding one first), at most CAP of them; the topics the loaded
    edition has no rule for are said in `missing`."""
    out, missing = [], []
    for k in dict.fromkeys(keys):
        c = cites.cited(k)
        if c is None:
            s = cites.missing_sentence(k)
            if s not in missing:
                missing.append(s)
            continue
        if c.number in {x["number"] for x in out} or (cap is not None and len(out) >= cap):
            continue
        out.append(c.json())
        seen.setdefault(c.number, c.json())
    return out, missing


_FACE_RULES = ("dfc.back_up", "dfc.meld_chars", "dfc.spell_face")


def _shown(sim) -> tuple:
    """Which face of the object is up, and where."""
    obj = sim.obj
    return (obj.exists, obj.zone, obj.face_up, obj.cast_transformed, obj.melded_with)


def _extra_triggers(sim, outcome) -> None:
    """Yarok-style statics kept by `apply`: an ability that the permanent entering caused to trigger triggers once
    more (entry_statics.additional_times, which the day/night story asks too)."""
    if not any(e.template == "extra_trigger" for e in sim.statics):
        return
    keys, said = additional_times(sim, outcome.triggers, sim.obj)
    outcome.explanation += said
    outcome.keys += keys


STOPS = (Result.NOT_ALLOWED, Result.NOT_MODELLED)  # a step with this result ends the story


def _overtaken_rulings(sim, outcome) -> None:
    """A dated ruling that says what this step just did can't happen, where the loaded rules now allow it
    (2021: "A modal double-faced card can't be transformed or be put onto the battlefield transformed";
    712.3 and 712.9 since 2025): the step names it as overtaken, with the rules that overtook it."""
    card = sim.card
    if outcome.result != Result.OK or card.layout != "modal_dfc" or not sim.cites.has("dfc.mdfc_transforms"):
        return
    if not any(k in outcome.keys for k in ("transform.def", "dfc.enter_transformed")):
        return
    by = [k for k in ("dfc.mdfc_transforms", "dfc.who_transforms") if sim.cites.has(k)]
    for r in card.rulings:
        low = r.text.casefold()
        if "modal double-faced card can" in low and "be transformed" in low:
            outcome.overtaken.append({"date": str(r.date), "text": r.text,
                                      "by": [sim.cites.number(k) for k in by]})
            outcome.explanation += (f" The {r.date} ruling \"{r.text.split('. ')[0].rstrip('.')}\" was overtaken by "
                                    f"the current rules{sim.ref(*by)}.")
            outcome.keys += [k for k in by if k not in outcome.keys]
            return


def simulate(card: Card, edition, *, zone: str = "library", steps: list[str] | str = (),
             resolve_card: Callable[[str], Card], day_night: str | None = None) -> dict:
    """Follow one card (or the token or copy a step makes) through the steps. `day_night` is the game's
    designation at the start (neither, day or night). A step that is not allowed or not modelled ends
    the story: the steps after it are listed as not run ("skipped": true), and the answer is that step's."""
    parsed = parse(steps)
    sim = CardSimulation(card, edition, zone, resolve_card, day_night)
    cites = sim.cites
    seen: dict[str, dict] = {}
    start_cites, start_missing = _cite_list(cites, sim.start_keys, seen, cap=None)  # not a step: not capped
    out_steps = []
    all_missing = list(start_missing)
    stopped: tuple[int, dict] | None = None
    for i, step in enumerate(parsed):
        if stopped is not None:
            out_steps.append(not_run(step.text, stopped, state=state_json(sim.obj, cites), triggers=[], events=[],
                                     citations=[], missing_rules=[]))
            continue
        shown_before = _shown(sim)
        sim.trigger_notes.clear()
        sim.entry_notes.clear()
        before = sim.obj
        outcome = sim.run(step)
        if outcome.result == Result.OK:
            sim.history.append(watchers.Happened(step.verb, before, sim.obj, tuple(outcome.events)))
        for more, note in sim.entry_notes:  # it entered tapped (a kept "enter tapped" static)
            outcome.explanation += note
            outcome.keys += more
        if sim.trigger_notes:  # a kept static stopped "enters" triggers (Torpor Orb): said, and cited
            outcome.explanation += "".join(dict.fromkeys(sim.trigger_notes))
            outcome.keys += ["trigger.etb"]
        _extra_triggers(sim, outcome)
        _overtaken_rulings(sim, outcome)
        if outcome.result == Result.OK:
            dn_keys, dn_note = card_daynight.settle(sim)
            # what day or night did to it is news: right after the step's own deciding rule
            outcome.keys = outcome.keys[:1] + dn_keys + outcome.keys[1:]
            outcome.explanation += dn_note
            dmg_keys, dmg_note = damage.settle(sim)  # a face with less toughness turned up under damage marked
            outcome.keys = outcome.keys[:1] + dmg_keys + outcome.keys[1:]
            outcome.explanation += dmg_note
        keys = list(outcome.keys)
        state_keys = characteristics(sim.obj, cites).keys \
            if outcome.result == Result.OK and sim.obj.exists and outcome.check is None else []
        if outcome.check is None and outcome.effect is None:
            # The deciding rule first, at most two supporting; routine rules only when nothing else decided
            # (400.7 is the point of a move or a blink). Then the rule for the mana value the state shows.
            keep = ("zone.new_object",) if step.verb in ("move", "blink", "blink transformed") else ()
            own = deciding_first([k for k in keys if cites.has(k)], keep=keep)
            face = next((k for k in state_keys if k in _FACE_RULES and cites.has(k)), None)
            if face is not None and face not in own[:3] and _shown(sim) != shown_before:
                # The step turned a double-faced card over or melded it: the rule that gives the face's
                # characteristics and mana value (712.8c, 712.8e, 712.8g) is one of the three cited.
                own = own[:2] + [face] + [k for k in own[2:] if k != face]
            shown = [k for k in state_keys if cites.has(k) and k not in own and k not in ROUTINE]
            keys = own + shown + [k for k in keys + state_keys if not cites.has(k)]
        else:
            # what the effect did leads (an apply's first key): 400.7 is the point of a bounce or a flicker
            lead = tuple(keys[:1]) if outcome.effect is not None and outcome.check is None else ()
            keys = deciding_first([k for k in keys + state_keys if cites.has(k)], keep=lead) \
                + [k for k in keys + state_keys if not cites.has(k)]
        cl, missing = _cite_list(cites, keys, seen)
        all_missing += [m for m in missing if m not in all_missing]
        d = {
            "action": step.text,
            "result": outcome.result.value,
            "explanation": trim_refs(outcome.explanation, [c["number"] for c in cl]),
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
        if outcome.overtaken:
            d["overtaken_rulings"] = outcome.overtaken
        if outcome.statics:  # what the casting statics kept by `apply` did to this cast, unlock or play
            d["statics"] = outcome.statics
        if outcome.said is not None:  # why it was refused, as data (said in the asker's language)
            d["said"] = {"key": outcome.said[0], "values": outcome.said[1]}
        d["day_night"] = sim.designation
        out_steps.append(d)
        if outcome.result in STOPS:
            stopped = (i, d)
    answer = sim.answer()
    if stopped is not None:
        n, at = stopped
        answer = (f"Step {n + 1} ({at['action']}) is {at['result']}: {at['explanation']}"
                  + (" The steps after it were not run." if n + 1 < len(parsed) else "") + " " + answer)
    return {
        "card": {"name": card.name, "layout": card.layout},
        "cr_effective": cites.effective,
        "answer": answer,
        "stopped_at": stopped[0] if stopped is not None else None,
        "day_night": {"start": card_daynight.parse(day_night), "end": sim.designation},
        "start_note": sim.start_note or None,
        "start": state_json(sim.start_obj, cites),
        "state": state_json(sim.obj, cites),
        "steps": out_steps,
        "citations": list(seen.values()),
        "missing_rules": all_missing,
    }


def allowed_next(card: Card, edition, *, zone: str, steps: list[str] | str, candidates: list[str],
                 resolve_card: Callable[[str], Card], day_night: str | None = None) -> list[str]:
    """Which of the candidate steps the engine carries out ("ok") after the steps (from `day_night` at the
    start: a daybound card at night doesn't transform on its own): the steps are run once, and each candidate
    is tried on a copy of the state."""
    sim = CardSimulation(card, edition, zone, resolve_card, day_night)
    for step in parse(steps):
        if sim.run(step).result in STOPS:
            return []  # the story ended at that step: nothing follows it
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
