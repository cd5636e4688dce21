"""Another card's triggered ability that watches for something happening to the object followed:
"Whenever a creature you control enters" (Cathars' Crusade), landfall and constellation, Eerie's "… and
whenever you fully unlock a Room", "Whenever a creature you control dies", "Whenever you cast a
noncreature spell". The step `trigger CARD` says whether it triggers on what the step before it did.

An ability triggers only when its event happens (603.2, 603.2g). Entering is a zone change (603.6a): a
permanent that transforms is the same object and doesn't enter (712.18), and unlocking a door gives the
permanent a designation (709.5c, 709.5e) without moving it; fully unlocking a Room is its own event
(709.5i). A "dies" ability looks back at the permanent as it last existed on the battlefield (603.10a).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from bot.rules.checks import judge
from bot.rules.effects.phrases import parse_object
from bot.rules.effects.read import sentences
from bot.rules.outcome import Outcome, Result
from bot.rules.steps import Step
from bot.rules.vocabulary import Condition, Zone


@dataclass(frozen=True)
class Watch:
    card: str  # the face whose ability it is
    event: str  # "enters", "dies", "cast", "fully_unlock"
    condition: Condition | None  # what must enter, die or be cast (None: any Room fully unlocked, or unread)
    trigger: str  # the trigger condition as printed: "Whenever a creature you control enters"


_ABILITY_WORD = r"(?:[A-Z][\w' -]* — )?"
_ZONE_EVENT = re.compile(r"^" + _ABILITY_WORD + r"(?P<when>Whenever (?P<np>.+?) (?P<ev>enters|dies)(?: the battlefield)?"
                         r"(?P<yours> under your control)?(?P<also> and whenever you fully unlock a Room)?),")
_CAST_EVENT = re.compile(r"^" + _ABILITY_WORD + r"(?P<when>Whenever you cast (?P<np>.+?)),")
_FULLY_UNLOCK = re.compile(r"^" + _ABILITY_WORD + r"(?P<when>Whenever you fully unlock a Room),")
_ARTICLE = re.compile(r"^(?:a|an|another|one or more|other)\s+", re.IGNORECASE)


def _object(np: str, own: tuple[str, ...], yours: bool) -> Condition | None:
    """'another enchantment you control' → a Condition; the card's own name or 'this creature or …' is
    the card itself, which is not the object followed (another card)."""
    for name in own:
        np = re.sub(rf"^(?:{re.escape(name)}|this \w+) or ", "", np)
    if any(name in np for name in own) or re.match(r"this \w+$", np):
        return None
    np = _ARTICLE.sub("", np.strip())
    c = parse_object(np + (" you control" if yours else ""))
    return c


@functools.lru_cache(maxsize=512)
def _read(name: str, faces: tuple[tuple[str, str], ...]) -> tuple[list[Watch], list[str]]:
    """(the abilities read, the trigger conditions of watching abilities that could not be read)."""
    own = tuple(n for face, _ in faces for n in {face, face.split(",")[0]})
    found: list[Watch] = []
    unread: list[str] = []
    for face, text in faces:
        for sentence in sentences(text or ""):
            m = _ZONE_EVENT.match(sentence)
            if m:
                if any(re.match(rf"(?:{re.escape(n)}|this \w+)$", m["np"]) for n in own):
                    continue  # its own "When this creature enters"
                c = _object(m["np"], own, bool(m["yours"]))
                if c is None:
                    unread.append(m["when"])
                    continue
                found.append(Watch(face, m["ev"], c, m["when"]))
                if m["also"]:
                    found.append(Watch(face, "fully_unlock", None, m["when"]))
                continue
            m = _CAST_EVENT.match(sentence)
            if m:
                np = _ARTICLE.sub("", m["np"])
                c = parse_object(np) if np.endswith("spell") else None
                if c is None:
                    unread.append(m["when"])
                else:
                    found.append(Watch(face, "cast", replace(c, zones=(Zone.STACK,)), m["when"]))
                continue
            m = _FULLY_UNLOCK.match(sentence)
            if m:
                found.append(Watch(face, "fully_unlock", None, m["when"]))
    return found, unread


def read(card) -> tuple[list[Watch], list[str]]:
    return _read(card.name, tuple((f.name, f.text or "") for f in card.faces))


@dataclass(frozen=True)
class Happened:
    """One step of the story as it changed the object followed."""
    verb: str
    before: object  # GameObject
    after: object  # GameObject
    events: tuple[str, ...]  # "unlocked X", "fully unlocked" (rooms.door_triggers)


def _last(sim) -> Happened | None:
    for h in reversed(sim.history):
        if h.verb not in ("check", "trigger"):
            return h
    return None


def _entered(h: Happened) -> bool:
    return h.after.zone == "battlefield" and (h.before.zone != "battlefield" or h.before.id != h.after.id)


def _what_happened(sim, h: Happened) -> str:
    """The step before, said as what it did (for a 'doesn't trigger' answer)."""
    if h.verb in ("transform", "activate transform", "resolve ability") and h.before.id == h.after.id:
        return f"transforming isn't entering: {sim.card.name} stayed on the battlefield as the same object"
    if any(e.startswith("unlocked") for e in h.events) and h.before.id == h.after.id:
        return "unlocking a door isn't entering: the Room stayed on the battlefield and only got an unlocked " \
               "designation"
    if h.before.id == h.after.id and h.after.zone == h.before.zone:
        return f"the step before ({h.verb}) didn't move {sim.card.name} anywhere"
    return f"the step before ({h.verb}) put it {Zone(h.after.zone).phrase}"


def _judge(sim, w: Watch, h: Happened) -> tuple[bool | None, str, list[str]]:
    """Whether this one ability triggers on what happened, why, and the rules."""
    if w.event == "fully_unlock":
        if "fully unlocked" in h.events:
            return True, f"{sim.card.name} got its last locked door unlocked: it was fully unlocked", \
                ["room.fully_unlock"]
        why = ("it has a locked door, so it wasn't fully unlocked" if sim.card.is_room and sim.obj.zone == "battlefield"
               else "no Room was fully unlocked")
        return False, why, ["room.fully_unlock"]
    if w.event == "cast":
        if h.verb != "cast" or h.after.zone != "stack":
            return False, f"the step before ({h.verb}) cast no spell", ["cast.triggers"]
        v = judge(sim, w.condition, obj=h.after)
        return v.passes, v.reason, ["cast.triggers"] + v.keys
    if w.event == "enters":
        if not _entered(h):
            moved = "dfc.same_object" if h.before.id == h.after.id and h.verb != "unlock" else "room.unlock_cost"
            return False, _what_happened(sim, h), ["trigger.etb", moved]
        v = judge(sim, replace(w.condition, zones=()), obj=h.after)
        said = f"{sim.label} entered the battlefield" + (f" — {v.reason}" if v.reason else "")
        return v.passes, said, ["trigger.etb"] + v.keys
    # dies: put into a graveyard from the battlefield (700.4), as it last existed there (603.10a)
    if not (h.before.zone == "battlefield" and h.after.zone == "graveyard"):
        return False, f"it didn't die: the step before ({h.verb}) didn't put it from the battlefield into a " \
                      f"graveyard", ["dies.def"]
    v = judge(sim, replace(w.condition, zones=()), obj=h.before)
    return v.passes, "it died — as it last existed on the battlefield, " + v.reason, \
        ["dies.def", "trigger.look_back"] + v.keys


def _when_it_resolves(sim, watches: list[Watch]) -> list[tuple] | None:
    """'I cast Derelict Attic: does Eerie trigger?': nothing enters as it is cast; the answer is for when the
    spell resolves, said so (a spell that can't resolve into a permanent gives no such answer)."""
    fork = sim.fork()
    if fork.run(Step("resolve", "", "resolve")).result != Result.OK or fork.obj.zone != "battlefield":
        return None
    h = Happened("resolve", sim.obj, fork.obj, ())
    out = []
    for w in watches:
        passes, why, keys = _judge(fork, w, h)
        out.append((w, passes, "not as it is cast (a spell on the stack hasn't entered); when it resolves, " + why,
                    keys))
    return out


def trigger(sim, step) -> Outcome:
    """`trigger CARD`: does that card's triggered ability trigger on what the step before did?"""
    other = sim.resolve_card(step.card)
    watches, unread = read(other)
    effect = {"card": other.name, "template": "trigger", "text": "; ".join(w.trigger for w in watches) or
              "; ".join(unread)}
    if not watches:
        said = (f" Its \"{unread[0]}\" names what it watches for in words the engine doesn't read." if unread else "")
        return Outcome(Result.NOT_MODELLED, f"Not modelled: {other.name} has no triggered ability the engine reads "
                       f"that watches for a permanent entering or dying, a spell being cast or a Room being fully "
                       f"unlocked.{said}", [], effect=effect)
    h = _last(sim)
    if h is None:
        return Outcome(Result.NOT_MODELLED, f"Nothing has happened yet in the steps for {other.name}'s ability to "
                       f"trigger on: put the step (cast, enter, transform, unlock …) before it.", [], effect=effect)
    judged = [(w, *_judge(sim, w, h)) for w in watches]
    if h.verb == "cast" and h.after.zone == "stack" and not any(j[1] for j in judged) \
            and all(w.event != "cast" for w in watches):
        judged = _when_it_resolves(sim, watches) or judged
    fired = [j for j in judged if j[1] is True]
    unsure = [j for j in judged if j[1] is None]
    if not fired and unsure:
        w, _, why, keys = unsure[0]
        return Outcome(Result.NOT_MODELLED, f"Can't tell whether {other.name}'s \"{w.trigger}\" triggers: {why}.",
                       keys, effect=effect, check={"condition": f"{other.name}'s \"{w.trigger}\"", "passes": None,
                                                   "reason": why})
    w, passes, why, keys = (fired or judged)[0]
    if not passes:  # "whenever an enchantment you control enters and whenever you fully unlock a Room": both said
        why = "; and ".join(dict.fromkeys(j[2] for j in judged))
        keys = list(dict.fromkeys(k for j in judged for k in j[3]))
    head = "triggers" if passes else "doesn't trigger"
    text = f"{'Yes' if passes else 'No'}: {other.name}'s \"{w.trigger}\" {head} — {why}" \
        f"{sim.ref('trigger.event', *keys)}."
    return Outcome(Result.OK, text, ["trigger.event"] + keys, effect={**effect, "text": w.trigger},
                   check={"condition": f"{other.name}'s \"{w.trigger}\"", "passes": bool(passes), "reason": why})
