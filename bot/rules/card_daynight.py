"""Day and night for the one card a `dfc` or `room` simulation follows (702.145, 731).

The simulation starts with a designation (`--day-night day|night`, default neither). As the
followed object enters the battlefield, a daybound double-faced permanent enters transformed
if it is night (702.145b: it doesn't transform, so "transforms" abilities don't trigger).
After every step the 'any time' rules apply to it: a daybound permanent makes it day if it is
neither (702.145d), a nightbound one makes it night if there is no daybound permanent (702.145g:
the followed object is the only permanent the simulation knows); a daybound permanent front face
up at night transforms (702.145c), a nightbound one back face up by day transforms (702.145f).
"""

from __future__ import annotations

from bot.rules import double_faced as dfc
from bot.rules.objects import GameObject

DESIGNATIONS = ("neither", "day", "night")


def parse(designation: str | None) -> str:
    from bot.errors import QueryError

    d = (designation or "neither").strip().casefold()
    if d not in DESIGNATIONS:
        raise QueryError("invalid", f"Unknown day/night {designation!r}: use neither, day or night.",
                         list(DESIGNATIONS), key="engine_unknown_start", values={"typed": designation})
    return d


def bound(obj: GameObject) -> str | None:
    """'daybound'/'nightbound' when the object, as it is now, has that ability (copies included)."""
    if obj.zone != "battlefield" or not obj.exists:
        return None
    return dfc.daybound_or_nightbound(obj)  # the face that is up; a melded permanent has neither


def entering(sim, new: GameObject) -> tuple[GameObject, list[str], str]:
    """702.145b: a daybound permanent represented by a double-faced card (or token) entering at night
    enters transformed. Returns the object, citation keys and a sentence (or "")."""
    if sim.designation != "night" or new.zone != "battlefield" or new.face_up != 0 or not new.double_faced \
            or new.melded_with is not None or not dfc.has_keyword(new.card.faces[0], "daybound"):
        return new, [], ""
    back = new.card.faces[1]
    return (new.same(face_up=1), ["daybound.def"],
            f" Because it is night, it enters transformed, {back.name} face up (daybound); it didn't transform, "
            f"so \"transforms\" abilities don't trigger{sim.ref('daybound.def')}.")


def settle(sim) -> tuple[list[str], str]:
    """The 'any time' rules for the followed permanent after a step: (citation keys, sentence)."""
    obj = sim.obj
    kw = bound(obj)
    if kw is None:
        return [], ""
    keys: list[str] = []
    said = []
    if sim.designation == "neither":
        sim.designation = "day" if kw == "daybound" else "night"
        key = "daybound.makes_day" if kw == "daybound" else "nightbound.makes_night"
        keys.append(key)
        said.append(f"{obj.card.faces[obj.face_up].name} has {kw} and it was neither day nor night, so it becomes "
                    f"{sim.designation}{sim.ref(key)}")
    flip = ((sim.designation == "night" and kw == "daybound" and obj.face_up == 0)
            or (sim.designation == "day" and kw == "nightbound" and obj.face_up == 1))
    held = None
    if flip and sim.statics:
        from bot.rules.transform import _cant_transform_static

        held = _cant_transform_static(sim)  # Immerwolf: "Non-Human Werewolves you control can't transform" (101.2)
        if held is not None:
            keys += ["cant.precedence"]
            said.append(f"it is {sim.designation}, but {obj.card.faces[obj.face_up].name} doesn't transform: "
                        f"{held[1]}{sim.ref('cant.precedence')}")
    if flip and held is None and obj.double_faced and dfc.transform_check(obj, sim.cites, by_daynight=True) is None:
        key = "daybound.night" if kw == "daybound" else "nightbound.day"
        old = obj.card.faces[obj.face_up].name
        sim.obj = obj.same(face_up=1 - obj.face_up, transformed_at=obj.transformed_at + 1)
        keys.append(key)
        said.append(f"it is {sim.designation}, so {old} transforms into {obj.card.faces[sim.obj.face_up].name} at "
                    f"once (its {kw} ability; no stack){sim.ref(key)}")
    if not said:
        return [], ""
    text = "; ".join(said)
    return keys, " " + text[0].upper() + text[1:] + "."
