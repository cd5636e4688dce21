"""Day and night: the game's designation, daybound/nightbound permanents, turn by turn.

- The game starts with neither designation (731.1). A daybound permanent appearing while
  it is neither makes it day (702.145d); a nightbound one makes it night only if there is
  no daybound permanent (702.145g), so both at once make it day, after which the
  nightbound one transforms (702.145f).
- In the untap step of each turn after the first the game looks at the previous turn's
  active player's spells (731.2): day becomes night if they cast none (731.2a), night
  becomes day if they cast two or more (731.2b); if it is neither, nothing is checked
  (731.2c). Spells other players cast don't count.
- As it becomes night every front-face-up daybound permanent transforms; as it becomes day
  every back-face-up nightbound one does (702.145b/e). This is not a triggered ability
  and does not use the stack.
- A daybound card entering while it is night enters transformed (702.145b): it does not
  transform, so "transforms into" abilities don't trigger.
- Other transform effects (Moonmist's "Transform all Humans") don't transform daybound or
  nightbound permanents: they can't transform except by those abilities.

Players and teams: players are A, B, C… in turn order (A is active on the first turn);
with teams, the game uses the shared team turns option (805) and the check looks at every
player of the previous turn's active team (502.2a, 731.2a-b): day becomes night if none of
them cast a spell, night becomes day if one of them cast two or more (their spells are not
added together). See players.py.

What counts as a spell cast: `cast CARD [by P]` and `spells N [by P]` are spells cast; a
spell that is countered was still cast (601.2i, 701.6a: `counter`); a copy of a spell isn't
cast (707.10: `copy spell`); playing a land (116.2a, 305.1: `play land`) and unlocking a door
(116.2m: `unlock`) are special actions, not spells. Only the spells of the previous turn's
active player (or team) count; the others are kept per player so the answer can show them.

Modelling choices: `cast CARD` is cast and resolves at once (a permanent enters, an instant
or sorcery does what is parsed from it: "Transform all <type>s" and "it becomes day/night"),
unless the next step is `counter`. `copy spell` doesn't model what the copy does.
`copy [CARD]` is a Clone-like copy of that permanent (not double-faced, so it never
transforms). Timeline entries: one per turn, with the active player or team, the designation
at the end of that turn (or now, for the current turn), the spells cast by each player,
whether the untap step check changed the designation, and what transformed during that turn.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.catalog.model import Card
from bot.errors import QueryError
from bot.rules import double_faced as dfc
from bot.rules.citations import for_edition
from bot.rules.characteristics import characteristics
from bot.rules.objects import GameObject
from bot.rules.players import Seating, seating as seating_of
from bot.rules.triggers import triggers
from bot.rules.steps import parse


NONACTIVE = "nonactive"  # spells by "an opponent" when more than one player could be meant


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass
class Tally:
    """What one player did in one turn that could look like casting a spell."""
    spells: int = 0  # spells cast, countered ones included (601.2i)
    countered: int = 0
    copies: int = 0  # copies of spells: not cast (707.10)
    lands: int = 0  # lands played: a special action (116.2a)
    unlocks: int = 0  # doors unlocked: a special action (116.2m)

    def notes(self) -> list[str]:
        out = []
        if self.countered:
            out.append("a countered spell still counts" if self.countered == 1
                       else f"{self.countered} countered spells still count")
        if self.copies:
            out.append("the copy was not cast" if self.copies == 1 else f"the {self.copies} copies were not cast")
        if self.lands:
            out.append("playing a land is not casting a spell" if self.lands == 1
                       else f"the {self.lands} lands played are not spells")
        if self.unlocks:
            out.append("unlocking a door is not casting a spell" if self.unlocks == 1
                       else f"the {self.unlocks} doors unlocked are not spells")
        return out

    def json(self) -> dict:
        return {"spells_cast": self.spells, "countered": self.countered, "spell_copies": self.copies,
                "lands_played": self.lands, "doors_unlocked": self.unlocks}


@dataclass
class Turn:
    turn: int
    designation: str
    active: tuple[str, ...]  # the active player, or the active team's players
    team: bool = False  # shared team turns: `active` is a team
    by: dict[str, Tally] = field(default_factory=dict)
    changed: bool = False
    change: str | None = None
    transformed: list[str] = field(default_factory=list)

    def of(self, player: str) -> Tally:
        return self.by.setdefault(player, Tally())

    @property
    def spells(self) -> int:
        """Spells the active player (or the active team's players together) cast this turn."""
        return sum(self.by[p].spells for p in self.active if p in self.by)

    def cast_by(self, player: str) -> str:
        """'2 spells cast by B (a countered spell still counts; the copy was not cast)'."""
        t = self.by.get(player, Tally())
        who = "a nonactive player" if player == NONACTIVE else player
        notes = t.notes()
        return f"{plural(t.spells, 'spell')} cast by {who} this turn" + (f" ({'; '.join(notes)})" if notes else "")

    def what(self, player: str) -> str:
        """'2 spells (a countered spell still counts)', 'no spells'."""
        t = self.by.get(player, Tally())
        notes = t.notes()
        return ("no spells" if t.spells == 0 else plural(t.spells, "spell")) + (
            f" ({'; '.join(notes)})" if notes else "")

    def did(self, player: str) -> str:
        return f"{player} cast {self.what(player)}"

    def json(self, players: tuple[str, ...]) -> dict:
        keys = list(players) + ([NONACTIVE] if NONACTIVE in self.by else [])
        return {"turn": self.turn, "designation": self.designation,
                "active_player": None if self.team else self.active[0],
                "active_team": list(self.active) if self.team else None,
                "spells": self.spells,
                "spells_by": {p: self.by[p].spells if p in self.by else 0 for p in keys},
                "by_player": {p: self.by[p].json() for p in keys if p in self.by},
                "changed": self.changed, "change": self.change, "transformed": self.transformed}


@dataclass
class LastSpell:
    """The spell (or copy) most recently put on the stack this turn, for `counter` and `copy spell`."""
    player: str
    name: str | None  # None for spells counted with `spells N`
    copy: bool = False
    total: int = 1  # `spells N` puts N spells on the stack
    countered: int = 0
    resolved: bool = False  # `cast CARD` not followed by `counter` resolves at once


class DayNight:
    def __init__(self, edition, *, start: str = "neither", resolve_card, seating: Seating | None = None):
        start = (start or "neither").strip().casefold()
        if start not in ("neither", "day", "night"):
            raise QueryError("invalid", f"Unknown start {start!r}: use neither, day or night.",
                             ["neither", "day", "night"])
        self.cites = for_edition(edition)
        self.resolve_card = resolve_card
        self.seating = seating or Seating(("A", "B"))
        self.designation = start
        self.turn = self.new_turn(1)
        self.timeline: list[Turn] = [self.turn]
        self.permanents: list[GameObject] = []
        self.followed: GameObject | None = None
        self.last_spell: LastSpell | None = None

    def new_turn(self, n: int) -> Turn:
        return Turn(n, self.designation, self.seating.active_on(n), team=self.seating.shared_team_turns)

    # --- helpers ---------------------------------------------------------------------
    def ref(self, *keys) -> str:
        r = self.cites.ref(*keys)
        return f" ({r})" if r else ""

    def name(self, obj: GameObject) -> str:
        ch = characteristics(obj, self.cites)
        return " // ".join(ch.names) if ch.names else f"{obj.card.name} (with no name)"

    def bound(self, obj: GameObject) -> str | None:
        """'daybound'/'nightbound' if the permanent has that keyword now (copies included)."""
        ch = characteristics(obj, self.cites)
        # The face's own rules text decides first: some sources list the whole card's keywords on each face.
        for kw in ("daybound", "nightbound"):
            if any(a.text.casefold().startswith(kw) for a in ch.abilities):
                return kw
        for kw in ("daybound", "nightbound"):
            if obj.copy_kind is None and dfc.has_keyword(obj.card.faces[obj.face_up], kw):
                return kw
        return None

    def flip(self, obj: GameObject, out: dict, *, by_daynight: bool = True) -> None:
        """Transform a permanent (by its daybound/nightbound ability unless by_daynight is False)."""
        i = self.permanents.index(obj)
        new = obj.same(face_up=1 - obj.face_up)
        self.permanents[i] = new
        if self.followed is obj:
            self.followed = new
        into = new.card.faces[new.face_up].name
        self.turn.transformed.append(f"{obj.card.faces[obj.face_up].name} -> {into}")
        out["transformed"].append(into)
        if by_daynight:
            out.setdefault("flips", []).append(f"{obj.card.faces[obj.face_up].name} transforms into {into}")
        ch = characteristics(new, self.cites)
        out["triggers"] += triggers(ch.abilities, "transforms", self_names=ch.names, into=into)

    def can_flip(self, obj: GameObject) -> bool:
        return dfc.transform_check(obj, self.cites, by_daynight=True) is None

    def become(self, designation: str, out: dict) -> None:
        """The game gains a designation; daybound/nightbound permanents transform as it does."""
        old = self.designation
        self.designation = designation
        self.turn.designation = designation
        out["keys"].append("daynight.def")
        if old != "neither":
            out["keys"].append("daynight.change")  # "day becomes night" / "night becomes day"
        kw = "daybound" if designation == "night" else "nightbound"
        flipping = [p for p in self.permanents if self.bound(p) == kw and self.can_flip(p)]
        if flipping:
            out["keys"].append(f"{kw}.def")
        for p in flipping:
            self.flip(p, out)
        out["changes"].append(f"{old} -> {designation}")

    def settle(self, out: dict) -> None:
        """The 'any time' rules 702.145c/d/f/g, applied after every event."""
        bounds = [self.bound(p) for p in self.permanents]
        if self.designation == "neither":
            if "daybound" in bounds:
                out["keys"].append("daybound.makes_day")
                self.become("day", out)
            elif "nightbound" in bounds:
                out["keys"].append("nightbound.makes_night")
                self.become("night", out)
        for p in list(self.permanents):
            b = self.bound(p)
            if self.designation == "night" and b == "daybound" and self.can_flip(p):
                out["keys"].append("daybound.night")
                self.flip(p, out)
            elif self.designation == "day" and b == "nightbound" and self.can_flip(p):
                out["keys"].append("nightbound.day")
                self.flip(p, out)

    def find(self, arg: str) -> GameObject:
        if not arg.strip():
            if self.followed is not None:
                return self.followed
            if self.permanents:
                return self.permanents[-1]
            raise QueryError("invalid", "There is no permanent on the battlefield yet.")
        card = self.resolve_card(arg.strip())
        mine = [p for p in self.permanents if p.card.name == card.name]
        # A name means the card itself; a Clone-like copy of it is reached with `copy` or no name.
        for p in reversed([p for p in mine if not p.is_copy] or mine):
            return p
        raise QueryError("invalid", f"{card.name} is not on the battlefield; put it there first with "
                         f"`enter {card.name}` or `cast {card.name}`.", [f"enter {card.name}"])

    # --- steps -----------------------------------------------------------------------
    def enter_cards(self, cards: list[Card], out: dict, *, transformed: bool = False, cast: bool = False) -> str:
        names = []
        for card in cards:
            if not card.faces or not dfc.is_permanent_face(card.faces[0]):
                raise QueryError("invalid", f"{card.name} isn't a permanent card; it can't enter the battlefield.")
            face_up = 0
            how = ""
            if transformed:
                why = None
                if not card.is_double_faced:
                    why = "it isn't a double-faced card"
                elif card.layout == dfc.MELD:
                    why = "a meld card's back face is used only when melded"
                elif card.layout == dfc.MODAL and not self.cites.has("dfc.mdfc_transforms"):
                    why = "under these rules only a transforming double-faced card can enter transformed"
                elif dfc.is_instant_or_sorcery(card.faces[1]):
                    why = "its back face is an instant or sorcery face"
                if why:
                    out["result"] = "nothing happens"
                    out["keys"].append("dfc.enter_transformed")
                    names.append(f"nothing: {card.name} can't enter transformed ({why}), so it stays in its "
                                 f"current zone")
                    continue
                face_up = 1
                out["keys"].append("dfc.enter_transformed")
                how = " transformed"
            elif self.designation == "night" and card.is_double_faced and \
                    dfc.has_keyword(card.faces[0], "daybound"):
                face_up = 1
                out["keys"] += ["daybound.def"]
                how = (" (with its nightbound face up, because it is night: it didn't transform, so "
                       "\"transforms\" abilities don't trigger)")
            obj = GameObject(card, "battlefield", face_up=face_up)
            self.permanents.append(obj)
            self.followed = obj
            ch = characteristics(obj, self.cites)
            out["triggers"] += triggers(ch.abilities, "enters", self_names=ch.names)
            names.append(f"{ch.names[0] if ch.names else card.name + ' (with no name)'}{how}")
        out["keys"].append("resolve.permanent" if cast else "zone.new_object")
        return " and ".join(names)

    def step(self, s, *, countered_next: bool = False) -> dict:
        out = {"keys": [], "triggers": [], "transformed": [], "changes": [], "result": "ok"}
        verb, arg = s.verb, s.arg
        if verb in ("enter", "enter transformed"):
            names = [n.strip() for n in arg.split("+") if n.strip()]
            if not names:
                raise QueryError("invalid", "Say which card enters: `enter CARD` (or `enter CARD + transformed CARD`).")
            entering = []
            for n in names:
                t = verb == "enter transformed"
                if n.casefold().startswith("transformed "):
                    t, n = True, n[len("transformed "):].strip()
                entering.append((self.resolve_card(n), t))
            # All of them enter at once; the 'any time' rules are applied afterwards (settle).
            what = " and ".join(self.enter_cards([c], out, transformed=t) for c, t in entering)
            expl = f"Enters the battlefield: {what}"
        elif verb == "cast":
            expl = self.cast(arg, out, countered_next=countered_next)
        elif verb == "spells":
            expl = self.spells(arg, out)
        elif verb == "copy spell" and _by(arg)[0]:
            # `copy Spell Queller`: a card whose name starts with "Spell", copied as a permanent.
            expl = self.copy_permanent(s.text.split(" ", 1)[1], out)
        elif verb == "copy spell":
            expl = self.copy_spell(arg, out)
        elif verb == "counter":
            expl = self.counter(arg, out)
        elif verb == "unlock":
            expl = self.unlock(arg, out)
        elif verb == "play land":
            expl = self.play_land(arg, out)
        elif verb == "next turn":
            expl = self.next_turn(out)
        elif verb in ("it becomes day", "it becomes night"):
            want = verb.rsplit(" ", 1)[1]
            if self.designation == want:
                out["result"] = "nothing happens"
                out["keys"].append("daynight.def")
                expl = f"It is already {want}"
            else:
                self.become(want, out)
                expl = f"An effect makes it {want}"
        elif verb == "transform":
            obj = self.find(arg)
            why = dfc.transform_check(obj, self.cites)
            if why:
                out["result"], reason, keys = why
                out["keys"] += keys
                expl = f"{self.name(obj)} doesn't transform: {reason}"
            else:
                self.flip(obj, out, by_daynight=False)
                out["keys"] += dfc.transform_keys(obj.card, self.cites)
                expl = f"{obj.card.faces[obj.face_up].name} transforms into {out['transformed'][-1]}"
        elif verb == "copy":
            expl = self.copy_permanent(arg, out)
        else:  # pragma: no cover - parse() only returns known verbs
            raise QueryError("invalid", f"Unknown step {s.text!r}")
        self.settle(out)
        if out["changes"] and verb not in ("next turn", "it becomes day", "it becomes night"):
            expl += "; " + ", ".join(f"it becomes {c.split(' -> ')[1]}" for c in out["changes"])
        if out.get("flips"):
            lead = "; as it does, " if out["changes"] else f"; because it is {self.designation}, "
            expl += (lead + ", ".join(out["flips"])
                     + " (by its daybound or nightbound ability; this doesn't use the stack)")
        return {"out": out, "explanation": expl}

    # --- who does what ------------------------------------------------------------------
    def player(self, who: str | None, *, casting: int = 0) -> str:
        """The player a step names (`by B`, `opponent`), or by default the active player."""
        if who is None:
            if casting and len(self.turn.active) > 1:
                raise QueryError("invalid", "In a shared team turns game each player's spells are counted on their "
                                 "own (night becomes day only if one player of the active team cast two or more), "
                                 f"so say who cast it: `cast CARD by {self.turn.active[0]}` or "
                                 f"`spells {casting} by {self.turn.active[-1]}`.",
                                 [f"by {p}" for p in self.turn.active])
            return self.turn.active[0]
        if re.fullmatch(r"(an? )?(opponent|other|other player|another player|nonactive|non-active)", who.casefold()):
            others = [p for p in self.seating.players if p not in self.turn.active]
            return others[0] if len(others) == 1 else NONACTIVE
        return self.seating.player(who)

    def role(self, p: str) -> str:
        if p == NONACTIVE:
            return "A nonactive player"
        if self.turn.team:
            return f"{p} ({'on the active team' if p in self.turn.active else 'on a nonactive team'})"
        return f"{p} ({'the active player' if p in self.turn.active else 'not the active player'})"

    def count_note(self, p: str) -> str:
        """What the check will see: '2 spells cast by B this turn (the copy was not cast)'."""
        text = self.turn.cast_by(p)
        if p not in self.turn.active:
            text += ("; only spells cast by the active team's players count for day and night" if self.turn.team
                     else "; only the active player's spells count for day and night")
        return text

    def whose(self, turn: Turn) -> str:
        return f"team {' '.join(turn.active)}'s turn" if turn.team else f"{turn.active[0]}'s turn"

    # --- what counts as a spell cast ------------------------------------------------------
    def cast(self, arg: str, out: dict, *, countered_next: bool) -> str:
        name, who = _by(arg)
        if not name:
            raise QueryError("invalid", "Say which card is cast: `cast CARD` (or `cast CARD by B`).")
        card = self.resolve_card(name)
        front = card.faces[0]
        if dfc.is_land(front):
            out["result"] = "not allowed"
            out["keys"] += ["land.never_spell"] + (["land.not_cast"] if len(front.types) > 1 else [])
            return (f"{front.name} is a land: it is played, never cast, so no spell is cast; to play it write "
                    f"`play land {front.name}`")
        p = self.player(who, casting=1)
        self.turn.of(p).spells += 1
        self.last_spell = LastSpell(p, front.name, resolved=not countered_next)
        out["keys"] += ["cast.done", "daynight.untap"]
        out["player"], out["spells_cast"] = p, 1
        head = f"{self.role(p)} casts {front.name}: {self.count_note(p)}"
        if countered_next:
            return head + "; it is countered in the next step, so it doesn't resolve"
        if dfc.is_instant_or_sorcery(front):
            return head + "; it resolves" + self.spell_effects(front, out)
        return head + f"; it resolves and enters the battlefield as {self.enter_cards([card], out, cast=True)}"

    def spells(self, arg: str, out: dict) -> str:
        rest, who = _by(arg)
        m = re.fullmatch(r"(\d{1,3})\s*(opponent|other|nonactive|non-active)?", rest.strip().casefold())
        if not m or (m.group(2) and who):
            raise QueryError("invalid", f"`spells N` needs a number, and who cast them if not the active player: "
                             f"`spells 2`, `spells 2 by B`, `spells 1 opponent` (got {arg!r}).")
        n = int(m.group(1))
        p = self.player(m.group(2) or who, casting=n)
        self.turn.of(p).spells += n
        if n:
            self.last_spell = LastSpell(p, None, total=n)
        out["player"], out["spells_cast"] = p, n
        if p in self.turn.active:
            out["keys"].append("daynight.untap")
        else:
            out["keys"] += ["daynight.to_night", "daynight.to_day"]
        if self.turn.team:
            out["keys"].append("team.untap")
        return f"{self.role(p)} casts {plural(n, 'spell')}: {self.count_note(p)}"

    def copy_spell(self, arg: str, out: dict) -> str:
        _, who = _by(arg)
        last = self.last_spell
        if last is None or last.countered >= last.total:
            raise QueryError("invalid", "There is no spell on the stack to copy: a spell has to be cast this turn "
                             "first, e.g. `cast Moonmist; copy spell by B`.", ["cast CARD; copy spell"])
        p = self.player(who) if who else last.player
        self.turn.of(p).copies += 1
        source = last.name or "a spell"
        self.last_spell = LastSpell(p, last.name, copy=True)
        out["keys"].append("copy.spell")
        out["player"], out["spells_cast"] = p, 0
        return (f"{self.role(p)} puts a copy of {source} on the stack: a copy of a spell isn't cast, so it doesn't "
                f"count for day and night; {self.count_note(p)}. What the copy does as it resolves is not "
                f"modelled here")

    def counter(self, arg: str, out: dict) -> str:
        if arg.strip().casefold() not in ("", "it", "spell", "the spell", "that spell", "last spell",
                                          "the last spell", "copy", "the copy"):
            raise QueryError("invalid", "`counter` counters the last spell cast (or the copy on top of the stack) "
                             "and names nothing, e.g. `cast Moonmist by B; counter`.", ["counter"])
        last = self.last_spell
        if last is None:
            raise QueryError("invalid", "No spell has been cast this turn to counter: cast one first, e.g. "
                             "`cast Moonmist; counter` or `spells 1 by B; counter`.", ["cast CARD; counter"])
        if last.resolved:
            raise QueryError("invalid", f"{last.name} has already resolved. To have it countered, put `counter` "
                             f"right after it: `cast {last.name}; counter`.", [f"cast {last.name}; counter"])
        if last.countered >= last.total:
            raise QueryError("invalid", "The last spell put on the stack has already been countered; there is "
                             "nothing left to counter.")
        last.countered += 1
        out["keys"].append("counter.def")
        out["player"], out["spells_cast"] = last.player, 0
        if last.copy:
            out["keys"].append("copy.spell")
            return (f"The copy of {last.name or 'the spell'} is countered: it is removed from the stack and doesn't "
                    f"resolve; it was never cast, so the count doesn't change: {self.count_note(last.player)}")
        self.turn.of(last.player).countered += 1
        out["keys"].append("cast.done")
        what = last.name or f"One of the spells {last.player if last.player != NONACTIVE else 'they'} cast"
        return (f"{what} is countered: it is removed from the stack and doesn't resolve, but it was cast, so it still "
                f"counts: {self.count_note(last.player)}")

    def unlock(self, arg: str, out: dict) -> str:
        rest, who = _by(arg)
        if rest and rest.casefold() not in ("door", "a door", "the door"):
            raise QueryError("invalid", "In /daynight, `unlock` only says that a player unlocked a door (a special "
                             "action, not a spell): write `unlock` or `unlock by B`. To follow a Room's doors, ask "
                             f"/room (`python -m bot room \"{rest}\" --steps ...`).", ["unlock", "unlock by B"])
        p = self.player(who)
        out["keys"] += ["special.def", "special.unlock"]
        out["player"], out["spells_cast"] = p, 0
        if not self.cites.has("special.unlock"):
            out["result"] = "nothing happens"
            return (f"The loaded rules ({self.cites.effective}) have no doors or unlock costs (Rooms came later), so "
                    f"nothing is unlocked and no spell is cast")
        if p not in self.turn.active:
            out["result"] = "not allowed"
            return (f"{self.role(p)} can't unlock a door now: paying an unlock cost is a special action taken only "
                    f"during a main phase of that player's own turn")
        self.turn.of(p).unlocks += 1
        return (f"{self.role(p)} unlocks a door by paying its unlock cost: a special action, not a spell, so it "
                f"doesn't count for day and night; {self.count_note(p)}")

    def play_land(self, arg: str, out: dict) -> str:
        rest, who = _by(arg)
        p = self.player(who)
        out["keys"] += ["land.play", "land.never_spell"]
        out["player"], out["spells_cast"] = p, 0
        if p not in self.turn.active:
            out["result"] = "not allowed"
            return (f"{self.role(p)} can't play a land now: a player plays lands only during a main phase of their "
                    f"own turn")
        what = "a land"
        if rest:
            card = self.resolve_card(rest)
            lands = [i for i, f in enumerate(card.faces) if dfc.is_land(f)]
            if not lands or (lands[0] > 0 and card.layout != dfc.MODAL):
                raise QueryError("invalid", f"{card.name} has no land face to play: `play land` takes a land card, "
                                 f"e.g. `play land Forest`, or just `play land`.", ["play land"])
            obj = GameObject(card, "battlefield", face_up=lands[0])
            if lands[0]:
                out["keys"].append("dfc.mdfc_land")
            self.permanents.append(obj)
            self.followed = obj
            what = card.faces[lands[0]].name
        self.turn.of(p).lands += 1
        return (f"{self.role(p)} plays {what}: playing a land is a special action and the land never goes on the "
                f"stack, so it is never a spell and doesn't count for day and night; {self.count_note(p)}")

    def copy_permanent(self, arg: str, out: dict) -> str:
        obj = self.find(arg)
        copy = GameObject(obj.card, "battlefield", face_up=obj.face_up, copy_kind="permanent",
                          copy_of=self.name(obj))
        self.permanents.append(copy)
        self.followed = copy
        out["keys"] += ["copy.copiable", "copy.dfc"]
        ch = characteristics(copy, self.cites)
        out["triggers"] += triggers(ch.abilities, "enters", self_names=ch.names)
        if out["triggers"]:
            out["keys"].append("trigger.etb")
        return (f"A copy of {self.name(obj)} enters (as a Clone would), copying only the face that is up; it "
                f"isn't a double-faced card, so it can never transform")

    def spell_effects(self, face, out: dict) -> str:
        text = face.text or ""
        parts = []
        m = re.search(r"[Tt]ransform all ([A-Z][a-z]+?)s?\b", text)
        if m:
            sub = m.group(1)
            done, held = [], []
            for p in list(self.permanents):
                if sub not in characteristics(p, self.cites).subtypes:
                    continue
                why = dfc.transform_check(p, self.cites)
                if why:
                    held.append(f"{self.name(p)} ({why[1]})")
                    out["keys"] += why[2]
                else:
                    before = self.name(p)
                    self.flip(p, out, by_daynight=False)
                    done.append(f"{before} -> {out['transformed'][-1]}")
                    out["keys"] += dfc.transform_keys(p.card, self.cites)
            parts.append(f"it transforms all {sub}s: " + (", ".join(done) if done else "none transform")
                         + ("; not transformed: " + ", ".join(held) if held else ""))
        for w in ("day", "night"):
            if re.search(rf"\bit becomes {w}\b", text, re.I) and self.designation != w:
                self.become(w, out)
        return (": " + "; ".join(parts)) if parts else ""

    def next_turn(self, out: dict) -> str:
        prev = self.turn
        self.turn = self.new_turn(prev.turn + 1)
        self.timeline.append(self.turn)
        self.last_spell = None
        out["keys"].append("daynight.untap")
        if prev.team:
            out["keys"] += ["team.turns", "team.active", "team.untap"]
        elif len(self.seating.players) > 2:
            out["keys"] += ["turn.order", "player.active"]
        head = f"Turn {self.turn.turn} ({self.whose(self.turn)})"
        if self.designation == "neither":
            out["keys"].append("daynight.neither")
            return f"{head}: it is neither day nor night, so the untap step check doesn't happen"
        counts = {p: prev.by[p].spells if p in prev.by else 0 for p in prev.active}
        if prev.team:
            looked = f"the previous turn's active team ({' '.join(prev.active)})"
            casters = [p for p in prev.active if counts[p]]
            if self.designation == "day" and not casters:
                why = f"no player of {looked} cast a spell, so day becomes night"
            elif self.designation == "day":
                why = f"on {looked}, {' and '.join(prev.did(p) for p in casters)}, so it stays day"
            elif any(n >= 2 for n in counts.values()):
                p = next(p for p in prev.active if counts[p] >= 2)
                why = f"on {looked}, {prev.did(p)}, so night becomes day"
            else:
                why = (f"no player of {looked} cast two or more spells ({' and '.join(prev.did(p) for p in prev.active)}), "
                       f"so it stays night: each player's spells count on their own, not added together")
        else:
            p = prev.active[0]
            why = f"the previous turn's active player, {p}, cast {prev.what(p)}, so " + (
                "day becomes night" if self.designation == "day" and counts[p] == 0 else
                "night becomes day" if self.designation == "night" and counts[p] >= 2 else
                f"it stays {self.designation}")
        if self.designation == "day" and not any(counts.values()):
            out["keys"].append("daynight.to_night")
            self.become("night", out)
            self.turn.changed, self.turn.change = True, "day -> night"
            return f"{head}: {why} in the untap step"
        if self.designation == "night" and any(n >= 2 for n in counts.values()):
            out["keys"].append("daynight.to_day")
            self.become("day", out)
            self.turn.changed, self.turn.change = True, "night -> day"
            return f"{head}: {why} in the untap step"
        out["keys"].append("daynight.to_night" if self.designation == "day" else "daynight.to_day")
        return f"{head}: {why}"

    def run(self, steps) -> dict:
        parsed = parse(steps, daynight=True)
        seen: dict[str, dict] = {}
        out_steps = []
        missing_all: list[str] = []
        for i, s in enumerate(parsed):
            countered_next = s.verb == "cast" and i + 1 < len(parsed) and parsed[i + 1].verb == "counter"
            r = self.step(s, countered_next=countered_next)
            out = r["out"]
            cl, missing = [], []
            for k in dict.fromkeys(out["keys"]):
                c = self.cites.cited(k)
                if c is None:
                    missing.append(self.cites.missing_sentence(k))
                    continue
                if c.number not in {x["number"] for x in cl}:
                    cl.append(c.json())
                seen.setdefault(c.number, c.json())
            missing_all += [m for m in missing if m not in missing_all]
            refs = self.cites.ref(*out["keys"])
            out_steps.append({
                "action": s.text,
                "result": out["result"],
                "explanation": r["explanation"] + (f" ({refs})." if refs else "."),
                "designation": self.designation,
                "turn": self.turn.turn,
                "player": out.get("player"),
                "spells_cast": out.get("spells_cast", 0),
                "transformed": out["transformed"],
                "triggers": out["triggers"],
                "citations": cl,
                "missing_rules": missing,
            })
        perms = [{"card": p.card.name, "name": self.name(p),
                  "face_up": ("back" if p.face_up else "front") if p.card.is_double_faced and not p.is_copy
                  else None,
                  "is_copy": p.is_copy} for p in self.permanents]
        notes = self.notes()
        if notes:
            c = self.cites.cited("team.seats")
            if c is not None:
                seen.setdefault(c.number, c.json())
        return {
            "cr_effective": self.cites.effective,
            **self.seating.json(),
            "designation": self.designation,
            "turn": self.turn.turn,
            "active_player": None if self.turn.team else self.turn.active[0],
            "active_team": list(self.turn.active) if self.turn.team else None,
            "answer": self.answer(notes),
            "notes": notes,
            "permanents": perms,
            "timeline": [t.json(self.seating.players) for t in self.timeline],
            "steps": out_steps,
            "citations": list(seen.values()),
            "missing_rules": missing_all,
        }

    def notes(self) -> list[str]:
        split = [" ".join(t) for t in self.seating.split_seats()]
        if not split:
            return []
        return [f"Shared team turns can be used only if each team's players sit in adjacent seats"
                f"{self.ref('team.seats')}; seated in letter order, team{'s' if len(split) > 1 else ''} {' and '.join(split)} "
                f"{'doesn' if len(split) == 1 else 'don'}'t. The day/night check doesn't depend on seating, so the "
                f"answer is the same."]

    def answer(self, notes: list[str] = ()) -> str:
        d = {"neither": "neither day nor night", "day": "day", "night": "night"}[self.designation]
        whose = f" ({self.whose(self.turn)})" if self.turn.team or len(self.seating.players) > 2 else ""
        text = f"On turn {self.turn.turn}{whose} it is {d}"
        if self.permanents:
            text += "; " + ", ".join(f"a copy of {p.copy_of} is {self.name(p)}" if p.is_copy
                                     else f"{p.card.name} is {self.name(p)}" for p in self.permanents)
        return " ".join([text + ".", *notes])


_BY = re.compile(r"^(?P<rest>.*?)\s*\bby\s+(?P<who>(?:player\s+)?[a-z]|(?:an?\s+)?opponent|another player)\s*$",
                 re.IGNORECASE)


def _by(arg: str) -> tuple[str, str | None]:
    """'Tavern Ruffian by B' -> ('Tavern Ruffian', 'B'); a name like 'Death by Dragons' is left whole."""
    m = _BY.match(arg.strip())
    if not m:
        return arg.strip(), None
    return m.group("rest").strip(), m.group("who")


def simulate_daynight(edition, *, start: str = "neither", steps, resolve_card, players: int | str | None = None,
                      teams: str | None = None) -> dict:
    """Day and night through the steps, with N players (A, B, C… in turn order) or teams."""
    return DayNight(edition, start=start, resolve_card=resolve_card,
                    seating=seating_of(players, teams)).run(steps)
