"""What counts as a spell cast for the day/night check, player by player and turn by turn.

- A spell counts once it becomes cast (601.2i), even if it is then countered (701.6a).
- A copy of a spell isn't cast (707.10); playing a land (116.2a, 305.1) and unlocking a door
  (116.2m) are special actions, not spells.
- Every player's spells are kept per turn; the untap step check (daynight.py) looks only at
  the previous turn's active player, or each player of the active team (502.2a, 731.2a-b).

`SpellSteps` is the half of the day/night simulation that reads these steps; DayNight mixes it
in and provides turn, seating, cites, last_spell, resolve_card, permanents, followed,
enter_cards() and spell_effects().
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.errors import QueryError
from bot.rules import double_faced as dfc
from bot.rules import mechanics
from bot.rules.objects import GameObject

NONACTIVE = "nonactive"  # spells by "an opponent" when more than one player could be meant

# The special actions that exile a card from its owner's hand to cast it later (116.2f, 116.2h, 116.2k), each allowed
# by the keyword of its name: the act said, and the cards so exiled. The card is cast only later, by its own ability.
SPECIAL_EXILES = {"suspend": ("suspending", "suspended"),
                  "foretell": ("foretelling", "foretold"),
                  "plot": ("plotting", "plotted")}


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
    exiled: list[str] = field(default_factory=list)  # cards suspended, foretold or plotted (116.2f, h, k)

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
        for verb in dict.fromkeys(self.exiled):
            n = self.exiled.count(verb)
            out.append(f"{SPECIAL_EXILES[verb][0]} a card is not casting a spell" if n == 1
                       else f"the {n} cards {SPECIAL_EXILES[verb][1]} are not spells")
        return out

    def json(self) -> dict:
        return {"spells_cast": self.spells, "countered": self.countered, "spell_copies": self.copies,
                "lands_played": self.lands, "doors_unlocked": self.unlocks,
                "special_exiles": list(self.exiled)}


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


class SpellSteps:
    """The steps that say who casts (or copies, counters, plays, unlocks) what."""
    # --- who does what ------------------------------------------------------------------
    def player(self, who: str | None, *, casting: int = 0) -> str:
        """The player a step names (`by B`, `opponent`), or by default the active player."""
        if who is None:
            if casting and len(self.turn.active) > 1:
                raise QueryError("invalid", "In a shared team turns game each player's spells are counted on their "
                                 "own (night becomes day only if one player of the active team cast two or more), "
                                 f"so say who cast it: `cast CARD by {self.turn.active[0]}` or "
                                 f"`spells {casting} by {self.turn.active[-1]}`.",
                                 [f"by {p}" for p in self.turn.active], key="engine_team_say_who", values={"players": list(self.turn.active)})
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
        name, who = split_by(arg)
        if not name:
            raise QueryError("invalid", "Say which card is cast: `cast CARD` (or `cast CARD by B`).", key="engine_say_card", values={"step": "cast CARD"})
        name, how = split_how(name)
        card = self.resolve_card(name)
        transformed = False
        back_cast = mechanics.of(card).back_cast  # how its back face can be the spell, if at all
        if back_cast == "allowance" and dfc.face_index(card, name) == 1:
            allowance = dfc.cast_transformed_allowance(card)
            if allowance is None or allowance[1] is None:
                out["result"] = "not allowed" if allowance is None else "not modelled"
                out["keys"] += ["dfc.cast_front", "dfc.cast_transformed"]
                return (f"{card.faces[1].name} is the back face of {card.name}: "
                        + ("nothing lets it be cast transformed, and a double-faced spell is cast front face up"
                           if allowance is None else
                           f"only its own ability (\"{allowance[0]}\") lets it be cast transformed, which isn't "
                           f"modelled here"))
            transformed = True
            how = how or ("using disturb" if allowance[0] == "disturb" else "transformed")
        elif back_cast == "chosen" and dfc.face_index(card, name) == 1:
            transformed = True  # a modal card's back face, chosen as it is cast (712.11b); a land face is refused below
        front = card.faces[1] if transformed else card.faces[0]
        half = _named_half(card, name)
        if half is not None:
            front = card.faces[half]  # an Adventure or another half of a split card, cast on its own (715.3)
        refused = self.dug_up(card, front, how, transformed and back_cast == "allowance", out)
        if refused is not None:
            return refused
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
        head = f"{self.role(p)} casts {front.name}"
        if how:
            # Cast by an effect (cascade, discover, rebound, an adventure, "without paying its mana cost") or
            # for an alternative cost (disturb): it is still a spell cast (601.2i, 118.9).
            out["keys"] += ["cast.alternative"] + (["disturb.def"] if "disturb" in how else [])
            head += f" {how}: that is still casting a spell, so it counts"
        head += f": {self.count_note(p)}"
        if any(dfc.has_keyword(f, "cascade") for f in card.faces[:1]):
            out["keys"].append("cascade.def")
            head += (" (its cascade may cast another spell without paying its mana cost: that spell is cast too, "
                     "and counts; add `cast CARD without paying its mana cost` for it)")
        if countered_next:
            return head + "; it is countered in the next step, so it doesn't resolve"
        if half is not None and not front.types:
            return (head + f"; what {front.name} does as it resolves is not modelled: the card data has no type line "
                           f"for it, so the engine can't tell whether it is a permanent")
        if dfc.is_instant_or_sorcery(front):
            if front is not card.faces[0] and not card.is_double_faced and dfc.is_permanent_face(card.faces[0]):
                return (head + "; it resolves" + self.spell_effects(front, out)
                        + f" and, as an Adventure, is exiled: {card.faces[0].name} may later be cast from exile "
                          f"(that is another spell cast)")
            return head + "; it resolves" + self.spell_effects(front, out)
        if transformed and back_cast == "allowance":
            out["keys"] += ["disturb.enters"]
        return head + (f"; it resolves and enters the battlefield as "
                       f"{self.enter_cards([card], out, cast=True, face_up=1 if transformed else 0)}")

    def dug_up(self, card, face, how: str | None, transformed: bool, out: dict) -> str | None:
        """Why a spell said to be cast `with cascade` / `with discover` can't be, or None. The ability is the last
        spell's (cascade triggers as that spell is cast; Geological Appraiser's discover as it enters): the card it
        exiles is a nonland card with mana value less than the cascading spell's (702.85a) or N or less (701.57a), and
        it may be cast only if the resulting spell's mana value is too; it is cast from exile, so disturb (from the
        graveyard, 702.146a) can't be used. When the last spell has no such ability, the story told is followed."""
        kind = next((k for k in ("cascade", "discover") if how and k in how), None)
        last = self.last_spell
        if kind is None or last is None or last.name is None or last.copy:
            return None
        from bot.catalog.model import mana_value_of
        from bot.rules.characteristics import characteristics, number
        from bot.rules.effects.read import read

        src = self.resolve_card(last.name)
        src_face = next((f for f in src.faces if f.name.casefold() == last.name.casefold()), src.faces[0])
        if kind == "cascade":
            if not dfc.has_keyword(src_face, "cascade"):
                return None
            limit, strict, key = mana_value_of(src_face.mana_cost), True, "cascade.def"
            words = f"less than {number(limit)}, {src_face.name}'s mana value"
        else:
            found = [e for e in read(src).effects if e.template == "discover" and e.card == src_face.name]
            if not found or not isinstance(found[0].amount, int):
                return None
            limit, strict, key = found[0].amount, False, "discover.def"
            words = f"{limit} or less"
        source = f"{src_face.name}'s {kind}"
        fits = (lambda mv: mv < limit) if strict else (lambda mv: mv <= limit)
        out["keys"].append(key)
        if transformed:
            out["result"] = "not allowed"
            out["keys"].append("disturb.def")
            return (f"{source} casts the card it finds from exile, and disturb casts a card transformed only from its "
                    f"owner's graveyard: {card.faces[1].name} can't be cast this way, so no spell is cast")
        in_library = characteristics(GameObject(card, "library"), self.cites)
        if "Land" in in_library.types:
            out["result"] = "not allowed"
            return f"{source} skips land cards: {card.name} is never found or cast by it, so no spell is cast"
        if not fits(in_library.mana_value):
            out["result"] = "not allowed"
            return (f"{source} exiles cards until a nonland card with mana value {words}, and {card.name}'s mana value "
                    f"in the library is {number(in_library.mana_value)}: it doesn't stop there, so {face.name} isn't "
                    f"cast by it and no spell is cast")
        spell_mv = mana_value_of(face.mana_cost)
        if not fits(spell_mv):
            out["result"] = "not allowed"
            return (f"{source} finds {card.name}, but it may be cast only if the resulting spell's mana value is "
                    f"{words}, and {face.name}'s is {number(spell_mv)}: it isn't cast, so no spell is cast")
        return None

    def spells(self, arg: str, out: dict) -> str:
        rest, who = split_by(arg)
        rest, how = split_how(rest)  # `spells 2 without paying their mana costs`: spells cast by an effect count
        m = re.fullmatch(r"(\d{1,3})\s*(opponent|other|nonactive|non-active)?", rest.strip().casefold())
        if not m or (m.group(2) and who):
            raise QueryError("invalid", f"`spells N` needs a number, and who cast them if not the active player: "
                             f"`spells 2`, `spells 2 by B`, `spells 1 opponent` (got {arg!r}).", key="engine_spells_number", values={"typed": arg})
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
        if how:
            out["keys"].append("cast.alternative")
            return (f"{self.role(p)} casts {plural(n, 'spell')} {how}: that is still casting spells, so they count: "
                    f"{self.count_note(p)}")
        return f"{self.role(p)} casts {plural(n, 'spell')}: {self.count_note(p)}"

    def copy_spell(self, arg: str, out: dict) -> str:
        _, who = split_by(arg)
        last = self.last_spell
        if last is None or last.countered >= last.total:
            raise QueryError("invalid", "There is no spell on the stack to copy: a spell has to be cast this turn "
                             "first, e.g. `cast Moonmist; copy spell by B`.", ["cast CARD; copy spell"], key="engine_nothing_to_copy")
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
                             "and names nothing, e.g. `cast Moonmist by B; counter`.", ["counter"], key="engine_counter_names_nothing")
        last = self.last_spell
        if last is None:
            raise QueryError("invalid", "No spell has been cast this turn to counter: cast one first, e.g. "
                             "`cast Moonmist; counter` or `spells 1 by B; counter`.", ["cast CARD; counter"], key="engine_nothing_to_counter")
        if last.resolved:
            raise QueryError("invalid", f"{last.name} has already resolved. To have it countered, put `counter` "
                             f"right after it: `cast {last.name}; counter`.", [f"cast {last.name}; counter"], key="engine_already_resolved", values={"card": last.name})
        if last.countered >= last.total:
            raise QueryError("invalid", "The last spell put on the stack has already been countered; there is "
                             "nothing left to counter.", key="engine_already_countered")
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
        rest, who = split_by(arg)
        if rest and rest.casefold() not in ("door", "a door", "the door"):
            raise QueryError("invalid", "In /daynight, `unlock` only says that a player unlocked a door (a special "
                             "action, not a spell): write `unlock` or `unlock by B`. To follow a Room's doors, ask "
                             f"/room (`python -m bot room \"{rest}\" --steps ...`).", ["unlock", "unlock by B"], key="engine_daynight_unlock")
        p = self.player(who)
        out["keys"] += ["special.def", "special.unlock"]
        out["player"], out["spells_cast"] = p, 0
        if not self.cites.has("special.unlock"):
            out["result"] = "nothing happens"
            return (f"The loaded rules ({self.cites.effective}) have no doors or unlock costs (Rooms came later), so "
                    f"nothing is unlocked and no spell is cast")
        if p not in self.turn.active:
            out["result"] = "not allowed"
            out["said"] = ("step_unlock_not_own_turn", {"player": p})
            return (f"{self.role(p)} can't unlock a door now: paying an unlock cost is a special action taken only "
                    f"during a main phase of that player's own turn")
        self.turn.of(p).unlocks += 1
        return (f"{self.role(p)} unlocks a door by paying its unlock cost: a special action, not a spell, so it "
                f"doesn't count for day and night; {self.count_note(p)}")

    def special_exile(self, verb: str, arg: str, out: dict) -> str:
        """`suspend Rift Bolt`: a card with suspend (foretell, plot) exiled from its owner's hand — a special action,
        not a spell (116.2f, 116.2h, 116.2k). It is cast later by its own ability, which no story here follows."""
        rest, who = split_by(arg)
        doing = SPECIAL_EXILES[verb][0]
        p = self.player(who)
        out["keys"] += ["special.def", f"special.{verb}"]
        out["player"], out["spells_cast"] = p, 0
        what = "a card"
        if rest:
            card = self.resolve_card(rest)
            if not dfc.card_has_keyword(card, verb):
                raise QueryError("invalid", f"{card.name} has no {verb}: `{verb}` takes a card with {verb}, or no card "
                                 f"(`{verb}`).", [verb], key="engine_no_special_exile",
                                 values={"card": card.name, "keyword": verb})
            what = card.name
        if not self.cites.has(f"special.{verb}"):
            out["result"] = "not modelled"
            return f"The loaded rules ({self.cites.effective}) don't list {doing} a card as a special action"
        if verb in ("plot", "foretell") and p not in self.turn.active:
            out["result"] = "not allowed"
            return f"{self.role(p)} can't {verb} a card now: that is done only during its owner's own turn"
        self.turn.of(p).exiled.append(verb)
        return (f"{self.role(p)} exiles {what} from their hand by {doing} it: a special action, not a spell — the card "
                f"isn't cast until its own ability lets it be, later — so it doesn't count for day and night; "
                f"{self.count_note(p)}")

    def play_land(self, arg: str, out: dict) -> str:
        rest, who = split_by(arg)
        p = self.player(who)
        out["keys"] += ["land.play", "land.never_spell"]
        out["player"], out["spells_cast"] = p, 0
        if p not in self.turn.active:
            out["result"] = "not allowed"
            out["said"] = ("step_land_not_own_turn", {"player": p})
            return (f"{self.role(p)} can't play a land now: a player plays lands only during a main phase of their "
                    f"own turn")
        what = "a land"
        if rest:
            card = self.resolve_card(rest)
            lands = [i for i, f in enumerate(card.faces) if dfc.is_land(f)]
            if not lands or (lands[0] > 0 and not mechanics.of(card).may_play_back):
                raise QueryError("invalid", f"{card.name} has no land face to play: `play land` takes a land card, "
                                 f"e.g. `play land Forest`, or just `play land`.", ["play land"], key="engine_no_land_face", values={"card": card.name})
            obj = GameObject(card, "battlefield", face_up=lands[0])
            if lands[0]:
                out["keys"].append("dfc.mdfc_land")
            self.permanents.append(obj)
            self.followed = obj
            what = card.faces[lands[0]].name
        self.turn.of(p).lands += 1
        return (f"{self.role(p)} plays {what}: playing a land is a special action and the land never goes on the "
                f"stack, so it is never a spell and doesn't count for day and night; {self.count_note(p)}")


BY_PLAYER = re.compile(r"^(?P<rest>.*?)\s*\bby\s+(?P<who>(?:player\s+)?[a-z]|(?:an?\s+)?opponent|another player)\s*$",
                 re.IGNORECASE)


HOW = re.compile(r"\s+(?P<how>without paying (?:its|their|the) mana costs?|(?:with|via|by|from|using) (?:cascade|discover|"
                 r"rebound|flashback|disturb|an? adventure|its adventure|adventure|exile|the graveyard|graveyard|"
                 r"the library|library|an effect)|transformed|as an adventure)\s*$", re.IGNORECASE)


def _named_half(card, name: str) -> int | None:
    """The index of the half or Adventure a name means, for a card with several faces that isn't double-faced
    (Stomp of Bonecrusher Giant // Stomp); None for its first face or another kind of card."""
    if card.is_double_faced or len(card.faces) < 2 or getattr(card, "is_room", False):
        return None
    want = " ".join(name.casefold().split())
    for i, f in enumerate(card.faces):
        if i and f.name.casefold() == want:
            return i
    return None


def split_how(name: str) -> tuple[str, str | None]:
    """'Tavern Ruffian without paying its mana cost' -> ('Tavern Ruffian', 'without paying its mana cost')."""
    m = HOW.search(name)
    if not m:
        return name, None
    return name[: m.start()].strip(), m.group("how").casefold()


def split_by(arg: str) -> tuple[str, str | None]:
    """'Tavern Ruffian by B' -> ('Tavern Ruffian', 'B'); a name like 'Death by Dragons' is left whole."""
    m = BY_PLAYER.match(arg.strip())
    if not m:
        return arg.strip(), None
    return m.group("rest").strip(), m.group("who")
