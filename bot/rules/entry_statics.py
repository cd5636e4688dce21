"""Statics of other permanents that act on what a permanent entering does — kept by `apply` in `dfc`/`room`, or of a
permanent on the battlefield in the day/night story; every command asks these same functions:

- "entering doesn't cause abilities to trigger" (Torpor Orb, Hushbringer, Elesh Norn): its "enters" triggers don't
  trigger (603.6a) — `kept_from_triggering`;
- "… triggers an additional time" (Yarok, Panharmonicon): they trigger twice (603.2d) — `additional_times`;
- "<permanents> enter tapped" (Authority of the Consuls): it enters tapped (614.1d) — `enters_tapped`.

Which abilities trigger at all is triggers.py's; what stops the card entering (Grafdigger's Cage, Containment Priest)
is zone_moves.kept_static_stops'.
"""

from __future__ import annotations

from dataclasses import replace

from bot.rules.checks import judge
from bot.rules.effects.restrict import whose


def _assumed_theirs(sim, card: str) -> bool:
    """Elesh Norn, Mother of Machines: its "… abilities of permanents your opponents control" is followed as the
    engine follows "your opponents" (the card is an opponent's), so its "… you control … additional time" isn't."""
    return any(e.template == "no_trigger" and e.players == "opponent" and e.card == card for e in sim.statics)


def kept_from_triggering(sim, fired: list[dict], entered) -> tuple[list[dict], list[str], str]:
    """Statics that stop a permanent entering from causing abilities to trigger (Torpor Orb: "Creatures entering
    don't cause abilities to trigger"; Doorkeeper Thrull; Elesh Norn: "… of permanents your opponents control"),
    kept by `apply` in `dfc`/`room`, or of a permanent on the battlefield in the day/night story — both ask this.
    The "enters" triggers of `fired` are dropped when the entering object, as it entered, fits the static; a door's
    "when you unlock this door" (caused by the unlocking, 709.5h) and "transforms" triggers are not caused by
    entering and stay. Returns the triggers left, citation keys and the sentence ("" when nothing was dropped)."""
    entering = [t for t in fired if t.get("event") == "enters"]
    if not entering or not entered.exists or entered.zone != "battlefield":
        return fired, [], ""
    for e in sim.statics:
        if e.template != "no_trigger":
            continue
        v = judge(sim, replace(e.condition, zones=()), obj=entered)
        if v.passes is None:
            return fired, [], (f" Whether {e.card}'s \"{e.sentence.rstrip('.')}\" stops them triggering can't be told: "
                               f"{v.reason}.")
        if not v.passes:
            continue
        left = [t for t in fired if t.get("event") != "enters"]
        what = "it doesn't" if len(entering) == 1 else "they don't"
        return left, ["trigger.etb"], (f" {len(entering)} \"enters\" abilit{'y' if len(entering) == 1 else 'ies'} would "
                                       f"trigger, but {what}: {e.card}'s \"{e.sentence.rstrip('.')}\" applies — "
                                       f"{v.reason}{whose(e)}{sim.ref('trigger.etb')}.")
    return fired, [], ""


def additional_times(sim, fired: list[dict], entered) -> tuple[list[str], str]:
    """Statics that make an ability a permanent entering caused to trigger trigger an additional time (Yarok: "a
    permanent entering", Panharmonicon: "an artifact or creature entering"): kept by `apply` in `dfc`/`room`, or
    of a permanent on the battlefield in the day/night story — both ask this. Each "enters" trigger in `fired`
    gets `"times": 2` when the entering object, as it entered, fits the static (603.2d). Returns the citation
    keys and the sentence to add ("" when none)."""
    extra = [t for t in fired if t.get("event") == "enters"]
    if not extra or not entered.exists or entered.zone != "battlefield":
        return [], ""
    for e in sim.statics:
        if e.template != "extra_trigger" or (e.trigger_event or "enters") != "enters" or _assumed_theirs(sim, e.card):
            continue
        v = judge(sim, replace(e.condition, zones=()), obj=entered)
        if v.passes is None:
            return [], (f" Whether {e.card}'s \"{e.sentence.rstrip('.')}\" makes them trigger an additional time "
                        f"can't be told: {v.reason}.")
        if not v.passes:
            continue
        for t in extra:
            t["times"] = 2
        return ["trigger.additional"], (f" Because of {e.card}, {len(extra)} of them trigger"
                                        f"{'s' if len(extra) == 1 else ''} an additional time"
                                        f"{sim.ref('trigger.additional')}.")
    return [], ""


def enters_tapped(sim, entered) -> tuple[list[str], str]:
    """An "enter tapped" static that applies (kept by `apply`, or of a permanent in the day/night story, which asks
    this too): the permanent as it enters fits it (614.1d; looked at as it would exist, 614.12), so it enters tapped.
    Returns the citation keys and the sentence; ([], "") when none applies. A condition that can't be told is said."""
    for e in sim.statics:
        if e.template != "enter_tapped":
            continue
        v = judge(sim, replace(e.condition, zones=()), obj=entered)
        if v.passes is None:
            return [], f" Whether {e.card}'s \"{e.sentence.rstrip('.')}\" makes it enter tapped can't be told: {v.reason}."
        if v.passes:
            return ["replace.enters_tapped"], (f" It enters tapped: {e.card}'s \"{e.sentence.rstrip('.')}\" applies — "
                                               f"{v.reason}{whose(e)}{sim.ref('replace.enters_tapped')}.")
    return [], ""
