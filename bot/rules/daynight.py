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
or sorcery does what the one effect reader reads from it: "transform all <type>s" and "it
becomes day/night"; what else it does is said to be not followed), unless the next step is
`counter`. Other cards — their statics, what they do as they enter or resolve, `check`/`apply`/
`remove` — are asked of the card engine (daynight_cards.py). `copy spell` doesn't model what the copy does.
`copy [CARD]` is a Clone-like copy of that permanent (not double-faced, so it never
transforms). Timeline entries: one per turn, with the active player or team, the designation
at the end of that turn (or now, for the current turn), the spells cast by each player,
whether the untap step check changed the designation, and what transformed during that turn.
"""

from __future__ import annotations

import re

from bot.catalog.model import Card
from bot.errors import QueryError
from bot.rules import card_daynight, mechanics
from bot.rules import double_faced as dfc
from bot.rules.citations import CAP, deciding_first, for_edition, trim_refs
from bot.rules.characteristics import characteristics
from bot.rules.effects.model import Effect
from bot.rules.objects import GameObject
from bot.rules.players import Seating, seating as seating_of
from bot.rules.daynight_cards import OtherCards
from bot.rules.spell_count import SPECIAL_EXILES, LastSpell, Turn, split_by
from bot.rules.entry_statics import additional_times, enters_tapped, kept_from_triggering
from bot.rules.triggers import triggers
from bot.rules.vocabulary import Zone
from bot.rules.steps import not_run, parse


class DayNight(OtherCards):
    def __init__(self, edition, *, start: str = "neither", resolve_card, seating: Seating | None = None):
        start = (start or "neither").strip().casefold()
        if start not in ("neither", "day", "night"):
            raise QueryError("invalid", f"Unknown start {start!r}: use neither, day or night.",
                             ["neither", "day", "night"], key="engine_unknown_start", values={"typed": start})
        self.cites = for_edition(edition)
        self.resolve_card = resolve_card
        self.seating = seating or Seating(("A", "B"))
        self.designation = start
        self.turn = self.new_turn(1)
        self.timeline: list[Turn] = [self.turn]
        self.permanents: list[GameObject] = []
        self.door_unsaid: set[int] = set()  # Rooms cast with no door said: one door is unlocked, which isn't told
        self.followed: GameObject | None = None
        self.last_spell: LastSpell | None = None
        self.edition = edition
        self.applied: list[Effect] = []  # effects kept by `apply` (a name chosen, a "can't become night")

    def new_turn(self, n: int) -> Turn:
        return Turn(n, self.designation, self.seating.active_on(n), team=self.seating.shared_team_turns)

    # --- helpers ---------------------------------------------------------------------
    def ref(self, *keys) -> str:
        r = self.cites.ref(*keys)
        return f" ({r})" if r else ""

    def name(self, obj: GameObject) -> str:
        ch = characteristics(obj, self.cites)
        if not ch.names and id(obj) in self.door_unsaid:
            return f"{obj.card.name} (with the door cast unlocked; which door wasn't said)"
        return " // ".join(ch.names) if ch.names else f"{obj.card.name} (with no name)"

    def bound(self, obj: GameObject) -> str | None:
        """'daybound'/'nightbound' if the permanent has that keyword now (copies included): card_daynight.py is
        the one reader of it, for this story and for the card commands."""
        return card_daynight.bound(obj)

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
        return dfc.transform_check(obj, self.cites, by_daynight=True) is None and self.held(obj) is None

    def become(self, designation: str, out: dict) -> bool:
        """The game gains a designation; daybound/nightbound permanents transform as it does. A "can't become"
        static stops it (101.2): False, and `out["held"]` says why."""
        stop = self.cant_become(designation)
        if stop is not None:
            out["keys"] += ["cant.precedence", "daynight.def"]
            out.setdefault("held", []).append(f"it can't become {designation}: {stop.card}'s "
                                              f"\"{stop.sentence.rstrip('.')}\" applies")
            return False
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
        self.note_held(kw, out)
        out["changes"].append(f"{old} -> {designation}")
        return True

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
        if self.designation in ("day", "night"):
            self.note_held("daybound" if self.designation == "night" else "nightbound", out)

    def find(self, arg: str) -> GameObject:
        if not arg.strip():
            if self.followed is not None:
                return self.followed
            if self.permanents:
                return self.permanents[-1]
            raise QueryError("invalid", "There is no permanent on the battlefield yet.", key="engine_no_permanent")
        card = self.resolve_card(arg.strip())
        mine = [p for p in self.permanents if p.card.name == card.name]
        # A name means the card itself; a Clone-like copy of it is reached with `copy` or no name.
        for p in reversed([p for p in mine if not p.is_copy] or mine):
            return p
        raise QueryError("invalid", f"{card.name} is not on the battlefield; put it there first with "
                         f"`enter {card.name}` or `cast {card.name}`.", [f"enter {card.name}"], key="engine_not_on_battlefield", values={"card": card.name})

    def enter_cards(self, cards: list[Card], out: dict, *, transformed: bool = False, cast: bool = False,
                    face_up: int = 0, token_of: str | None = None, origin: str | None = None,
                    statics: list | None = None) -> str:
        """Cards (or a token) entering the battlefield at once. One not cast first meets the statics that apply
        as it would enter — those of the permanents already there (`statics`, taken before any of them enters)
        and those `apply` kept — on the card engine's path (entry_stopped): it may stay where it is or be exiled
        instead, and then it isn't among the permanents."""
        names = []
        start_face = face_up
        statics = self.statics() if statics is None else statics
        stayed_before = len(out.get("stayed", ()))
        for card in cards:
            face_up = start_face
            if not card.faces or not dfc.is_permanent_face(card.faces[face_up]):
                raise QueryError("invalid", f"{card.name} isn't a permanent card; it can't enter the battlefield.", key="engine_not_permanent", values={"card": card.name})
            how = " (cast transformed: it enters back face up)" if face_up else ""
            if transformed:
                refused = mechanics.of(card).enter_transformed_refusal(card, self.cites)  # as `dfc` decides it
                if refused:
                    why, keys = refused
                    out["result"] = "nothing happens"
                    out["keys"] += keys
                    stays = "" if "stays in its current zone" in why else ", so it stays in its current zone"
                    names.append(f"nothing: {card.name} can't enter transformed ({why}){stays}")
                    continue
                face_up = 1
                out["keys"].append("dfc.enter_transformed")
                how = " transformed"
            obj = GameObject(card, "battlefield", face_up=face_up, token=token_of is not None,
                             copy_kind="token" if token_of is not None else None, copy_of=token_of)
            if not cast:
                stopped = self.entry_stopped(card, out, origin=origin, transformed=transformed, statics=statics,
                                             token=obj if token_of is not None else None)
                if stopped is not None:
                    names.append(stopped)
                    out.setdefault("stayed", []).append(card.name)
                    continue
            if not transformed:
                # 702.145b, decided where the card commands decide it (card_daynight.entering)
                obj, keys, _ = card_daynight.entering(self, obj)
                if keys:
                    out["keys"] += keys
                    how = (" (with its nightbound face up, because it is night: it didn't transform, so "
                           "\"transforms\" abilities don't trigger)")
            how += self.tapped_as_it_enters(obj, statics, out)
            self.permanents.append(obj)
            self.followed = obj
            ch = characteristics(obj, self.cites)
            how += self.enters_triggers(obj, ch, statics, out)
            how += self.as_it_enters(obj, ch, out)
            if cast and card.is_room and not ch.names:
                self.door_unsaid.add(id(obj))
            names.append(f"{ch.names[0] if ch.names else self.name(obj)}{how}")
        if len(out.get("stayed", ())) - stayed_before < len(cards):
            out["keys"].append("resolve.permanent" if cast else "zone.new_object")
        return " and ".join(names)

    def tapped_as_it_enters(self, obj: GameObject, statics: list, out: dict) -> str:
        """An "enter tapped" static of a permanent there (Authority of the Consuls) or kept by `apply`, asked the way
        `dfc`/`room` ask it (entry_statics.enters_tapped): said, and listed in the step's `entered_tapped`. The story
        doesn't keep it tapped: who untaps in which untap step isn't followed."""
        if not any(e.template == "enter_tapped" for e in statics):
            return ""
        sim = self.card_sim(obj)
        sim.statics = list(statics)
        keys, note = enters_tapped(sim, obj)
        if keys:
            out["keys"] += keys
            out.setdefault("entered_tapped", []).append(self.name(obj))
        said = trim_refs(note, []).strip().rstrip(".")  # the step cites its rules once, at its end
        return "; " + said[:1].lower() + said[1:] if said else ""

    def enters_triggers(self, obj: GameObject, ch, statics: list, out: dict) -> str:
        """The "enters" triggers of a permanent that just entered (a card, a token, a Clone-like copy), as the
        statics that applied as it entered leave them — Torpor Orb, Yarok — asked the way `dfc`/`room` ask them, with
        what was there before it entered; what is said of them, for the step's sentence."""
        how = ""
        fired = triggers(ch.abilities, "enters", self_names=ch.names)
        if fired and any(e.template in ("no_trigger", "extra_trigger") for e in statics):
            sim = self.card_sim(obj)
            sim.statics = list(statics)
            fired, keys, said = kept_from_triggering(sim, fired, obj)
            more, doubled = additional_times(sim, fired, obj)
            out["keys"] += keys + more
            for note in (said, doubled):
                if note:
                    how += "; " + trim_refs(note, []).strip().rstrip(".")
        unread = self.unread_trigger_static() if fired else None
        if unread is not None:
            out["result"] = "not modelled"
            how += (f" (not modelled: whether its \"enters\" abilities trigger while {unread[0]}'s "
                    f"\"{unread[1].rstrip('.')}\" applies — the engine doesn't read that static)")
            fired = []
        out["triggers"] += fired
        return how

    def step(self, s, *, countered_next: bool = False) -> dict:
        out = {"keys": [], "triggers": [], "transformed": [], "changes": [], "result": "ok"}
        verb, arg = s.verb, s.arg
        if verb in ("enter", "enter transformed"):
            names = [n.strip() for n in arg.split("+") if n.strip()]
            if not names:
                raise QueryError("invalid", "Say which card enters: `enter CARD` (or `enter CARD + transformed CARD`).", key="engine_say_card", values={"step": "enter CARD"})
            entering = []
            for n in names:
                t = verb == "enter transformed"
                if n.casefold().startswith("transformed "):
                    t, n = True, n[len("transformed "):].strip()
                entering.append((*self.card_from(n), t))
            # All of them enter at once, meeting the statics of what was there before; the 'any time' rules are
            # applied afterwards (settle).
            out["verb"] = verb
            statics = self.statics()
            what = " and ".join(self.enter_cards([c], out, transformed=t, origin=z, statics=statics)
                                for c, z, t in entering)
            expl = what if len(out.get("stayed", ())) == len(entering) else f"Enters the battlefield: {what}"
        elif verb == "cast":
            expl = self.cast(arg, out, countered_next=countered_next)
        elif verb == "spells":
            expl = self.spells(arg, out)
        elif verb == "copy spell" and split_by(arg)[0]:
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
        elif verb in SPECIAL_EXILES:
            expl = self.special_exile(verb, arg, out)
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
            why = dfc.transform_check(obj, self.cites) or self.held(obj)
            if why:
                out["result"], reason, keys = why[:3]
                out["keys"] += keys
                expl = f"{self.name(obj)} doesn't transform: {reason}"
            else:
                self.flip(obj, out, by_daynight=False)
                out["keys"] += dfc.transform_keys(obj.card, self.cites)
                expl = f"{obj.card.faces[obj.face_up].name} transforms into {out['transformed'][-1]}"
        elif verb == "copy":
            expl = self.copy_permanent(arg, out)
        elif verb in ("blink", "return", "token copy"):
            expl = self.reenter(verb, arg, out)
        elif verb in ("check", "apply"):
            expl = self.act(s, out)
        elif verb == "remove":
            expl = self.remove(arg, out)
        else:  # pragma: no cover - parse() only returns known verbs
            raise QueryError("invalid", f"Unknown step {s.text!r}", key="engine_unknown_step", values={"typed": s.text})
        self.settle(out)
        if out["changes"] and verb not in ("next turn", "it becomes day", "it becomes night"):
            expl += "; " + ", ".join(f"it becomes {c.split(' -> ')[1]}" for c in out["changes"])
        if out.get("flips"):
            lead = "; as it does, " if out["changes"] else f"; because it is {self.designation}, "
            expl += (lead + ", ".join(out["flips"])
                     + " (by its daybound or nightbound ability; this doesn't use the stack)")
        if out.get("held"):
            expl += "; " + "; ".join(out["held"]) + " (a \"can't\" beats a \"can\")"
        return {"out": out, "explanation": expl}

    def reenter(self, verb: str, arg: str, out: dict) -> str:
        """`blink CARD` (exiled and returned: a new object, 400.7), `return CARD` (from a graveyard or exile),
        `token copy CARD` (a double-faced token with the same face up, 707.8a): each enters the battlefield
        as the day/night rules have it enter (702.145b)."""
        out["verb"] = verb
        if verb == "return":
            if not arg.strip():
                raise QueryError("invalid", "Say which card returns: `return CARD [from graveyard|exile]`.", key="engine_say_card", values={"step": "return CARD"})
            card, origin = self.card_from(arg)
            what = self.enter_cards([card], out, origin=origin)
            return what if out.get("stayed") else "Returns to the battlefield: " + what
        obj = self.find(arg)
        if verb == "blink":
            self.permanents.remove(obj)
            if self.followed is obj:
                self.followed = self.permanents[-1] if self.permanents else None
            if obj.token:
                out["keys"].append("token.ceases")
                return f"{self.name(obj)} is exiled: a token ceases to exist there, so nothing returns"
            if obj.is_copy:
                out["result"] = "not modelled"
                return (f"Not modelled: the card that was a copy of {obj.copy_of} returns as itself, a card the engine "
                        f"doesn't know")
            what = self.enter_cards([obj.card], out, origin="exile")
            if out.get("stayed"):
                return f"{self.name(obj)} is exiled; {what}"
            return f"{self.name(obj)} is exiled and returns as a new object: " + what
        if obj.is_copy and not obj.token:
            out["result"] = "not modelled"
            return "Not modelled: a token copy of a Clone-like copy"
        out["keys"] += ["copy.copiable"] + (["copy.dfc_token"] if obj.card.is_double_faced else [])
        name = self.name(obj)
        what = self.enter_cards([obj.card], out, face_up=obj.face_up if obj.card.is_double_faced else 0,
                                token_of=name)
        if out.get("stayed"):
            return what
        two = " (a double-faced token with the same face up)" if obj.card.is_double_faced else ""
        return f"A token that's a copy of {name} is created{two}: " + what

    def card_from(self, text: str) -> tuple[Card, str | None]:
        """`Tavern Ruffian from graveyard`: the card and the zone it comes from (None when not said). A card whose
        own name has "from" in it (Whispers from the Grave) is that card."""
        try:
            whole = self.resolve_card(text.strip())
            if text.strip().casefold() in {whole.name.casefold(), *(f.name.casefold() for f in whole.faces)}:
                return whole, None
        except QueryError:
            pass
        m = re.match(r"^(?P<name>.+?)\s+from\s+(?P<zone>(?:the |a |my |an opponent's |its owner's )?\S+)$",
                     text.strip(), re.I)
        if m:
            try:
                zone = Zone.parse(re.sub(r"^(?:a|my|an opponent's|its owner's) ", "", m["zone"], flags=re.I)).value
            except QueryError:
                zone = None
            if zone is not None:
                return self.resolve_card(m["name"].strip()), zone
        return self.resolve_card(text.strip()), None

    def copy_permanent(self, arg: str, out: dict) -> str:
        """`copy CARD`: a Clone-like card enters as a copy of that permanent, meeting the statics that apply as it
        enters, as `dfc`/`room`'s `copy` does (copies.clone_entry_unknown, then the "enters" triggers)."""
        from bot.rules.copies import clone_entry_unknown

        obj = self.find(arg)
        copy = GameObject(obj.card, "battlefield", face_up=obj.face_up, copy_kind="permanent",
                          copy_of=self.name(obj))
        statics = self.statics()
        sim = self.card_sim(obj)
        sim.statics = list(statics)
        unknown = clone_entry_unknown(sim, copy)
        if unknown is not None:
            out["result"] = unknown.result.value
            out["keys"] += unknown.keys
            return trim_refs(unknown.explanation, []).rstrip(".")
        self.permanents.append(copy)
        self.followed = copy
        out["keys"] += ["copy.copiable", "copy.dfc"]
        ch = characteristics(copy, self.cites)
        how = self.tapped_as_it_enters(copy, statics, out) + self.enters_triggers(copy, ch, statics, out)
        if out["triggers"]:
            out["keys"].append("trigger.etb")
        return (f"A copy of {self.name(obj)} enters (as a Clone would), copying only the face that is up; it "
                f"isn't a double-faced card, so it can never transform{how}")

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
            return f"{head}: it is neither day nor night, so the untap step check doesn't happen" + self.upkeep(prev, out)
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
            if self.become("night", out):
                self.turn.changed, self.turn.change = True, "day -> night"
                return f"{head}: {why} in the untap step" + self.upkeep(prev, out)
            return f"{head}: {why.replace('day becomes night', 'it would become night')}" + self.upkeep(prev, out)
        if self.designation == "night" and any(n >= 2 for n in counts.values()):
            out["keys"].append("daynight.to_day")
            if self.become("day", out):
                self.turn.changed, self.turn.change = True, "night -> day"
                return f"{head}: {why} in the untap step" + self.upkeep(prev, out)
            return f"{head}: {why.replace('night becomes day', 'it would become day')}" + self.upkeep(prev, out)
        out["keys"].append("daynight.to_night" if self.designation == "day" else "daynight.to_day")
        return f"{head}: {why}" + self.upkeep(prev, out)

    def run(self, steps) -> dict:
        parsed = parse(steps, daynight=True)
        seen: dict[str, dict] = {}
        out_steps = []
        missing_all: list[str] = []
        stopped: tuple[int, dict] | None = None
        for i, s in enumerate(parsed):
            if stopped is not None:
                # A step that was not allowed or not modelled ends the story: the rest is listed, not run.
                out_steps.append(not_run(s.text, stopped, designation=self.designation, turn=self.turn.turn,
                                         player=None, spells_cast=0, transformed=[], triggers=[], citations=[],
                                         missing_rules=[]))
                continue
            countered_next = s.verb == "cast" and i + 1 < len(parsed) and parsed[i + 1].verb == "counter"
            r = self.step(s, countered_next=countered_next)
            out = r["out"]
            unread = self.unread_ability_static() if out["transformed"] and out["result"] == "ok" else None
            if unread is not None:  # (Dress Down out: the Ruffian has no daybound to transform by)
                out["result"] = "not modelled"
                r["explanation"] = r["explanation"].rstrip(".") + (
                    f" — not modelled: {unread[0]}'s \"{unread[1].rstrip('.')}\" can take away the abilities that "
                    "transform it (daybound, nightbound), and the engine doesn't read that static")
            cl, missing = [], []
            keys = [k for k in out["keys"] if self.cites.has(k)]
            # The deciding rule first, at most two supporting (601.2i is the point of a `counter` step).
            if s.verb == "next turn":
                # The untap step check decided it (731.2a/b/c): that rule first, then 731.2 and the rest.
                # With shared team turns, the untap step's rule for teams (502.2a) is the one that decided.
                keys.sort(key=lambda k: 0 if k == "team.untap" else
                          1 if k in ("daynight.to_night", "daynight.to_day", "daynight.neither") else 2)
            keys = deciding_first(keys, keep=("cast.done",) if s.verb == "counter" else ()) + \
                [k for k in out["keys"] if not self.cites.has(k)]
            for k in dict.fromkeys(keys):
                c = self.cites.cited(k)
                if c is None:
                    missing.append(self.cites.missing_sentence(k))
                    continue
                if c.number not in {x["number"] for x in cl} and len(cl) < CAP:
                    cl.append(c.json())
                    seen.setdefault(c.number, c.json())
            missing_all += [m for m in missing if m not in missing_all]
            numbers = [x["number"] for x in cl]
            refs = ", ".join(numbers)
            out_steps.append({
                "action": s.text,
                "result": out["result"],
                "explanation": trim_refs(r["explanation"], numbers) + (f" ({refs})." if refs else "."),
                "designation": self.designation,
                "turn": self.turn.turn,
                "player": out.get("player"),
                "spells_cast": out.get("spells_cast", 0),
                "transformed": out["transformed"],
                "triggers": out["triggers"],
                "citations": cl,
                "missing_rules": missing,
            })
            if out.get("entered_tapped"):
                out_steps[-1]["entered_tapped"] = out["entered_tapped"]
            if out.get("said"):  # why it was refused, as data (said in the asker's language)
                out_steps[-1]["said"] = {"key": out["said"][0], "values": out["said"][1]}
            for k in ("check", "effect"):  # `check CARD` / `apply CARD`, as the card commands give them
                if k in out:
                    out_steps[-1][k] = {**out[k], "citations": numbers} if k == "check" else out[k]
            if out["result"] in ("not allowed", "not modelled"):
                stopped = (i, out_steps[-1])
        perms = [{"card": p.card.name, "name": self.name(p),
                  "face_up": ("back" if p.face_up else "front") if p.card.is_double_faced
                  and (not p.is_copy or p.token) else None,
                  "is_copy": p.is_copy, "token": p.token} for p in self.permanents]
        notes = self.notes()
        if notes:
            c = self.cites.cited("team.seats")
            if c is not None:
                seen.setdefault(c.number, c.json())
        answer = self.answer(notes)
        if stopped is not None:
            n, at = stopped
            answer = (f"Step {n + 1} ({at['action']}) is {at['result']}: {at['explanation']}"
                      + (" The steps after it were not run." if n + 1 < len(parsed) else "") + " " + answer)
        return {
            "cr_effective": self.cites.effective,
            **self.seating.json(),
            "designation": self.designation,
            "turn": self.turn.turn,
            "active_player": None if self.turn.team else self.turn.active[0],
            "active_team": list(self.turn.active) if self.turn.team else None,
            "answer": answer,
            "stopped_at": stopped[0] if stopped is not None else None,
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
            text += "; " + ", ".join(f"a token copy of {p.copy_of} is {self.name(p)}" if p.token
                                     else f"a copy of {p.copy_of} is {self.name(p)}" if p.is_copy
                                     else f"{p.card.name} is {self.name(p)}" if not self.name(p).startswith(
                                         p.card.name) else f"{self.name(p)} is on the battlefield"
                                     for p in self.permanents)
        return " ".join([text + ".", *notes])


def simulate_daynight(edition, *, start: str = "neither", steps, resolve_card, players: int | str | None = None,
                      teams: str | None = None) -> dict:
    """Day and night through the steps, with N players (A, B, C… in turn order) or teams."""
    return DayNight(edition, start=start, resolve_card=resolve_card,
                    seating=seating_of(players, teams)).run(steps)
