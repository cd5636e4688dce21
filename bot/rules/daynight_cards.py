"""The day/night story and the other cards in it, through the one effect reader (effects/read.py) and the card
engine (simulation.py), so that `daynight` answers a card the way `dfc` and `room` do:

- statics of the permanents on the battlefield and those kept by `apply` ("can't transform", "can't become night",
  "can't cast", a chosen name), obeyed as it becomes day or night, as a permanent transforms and as a spell is cast;
- what a permanent does as it enters (Vadrik: day when neither) and what an instant or sorcery does as it resolves
  ("it becomes night", "transform all Humans"); anything else it does is said to be not followed;
- `check CARD` / `apply CARD [on PERMANENT]` / `remove CARD`, answered by the card engine on the permanent;
- the older werewolves' own upkeep triggers.

`DayNight` (daynight.py) mixes this in, as it mixes in SpellSteps (spell_count.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.catalog.model import Card
from bot.errors import QueryError
from bot.rules import double_faced as dfc
from bot.rules.characteristics import characteristics
from bot.rules.citations import trim_refs
from bot.rules.checks import judge
from bot.rules.effects.model import STATICS, Effect
from bot.rules.effects.read import read
from bot.rules.objects import GameObject
from bot.rules.spell_count import SpellSteps, Turn, plural, split_by
from bot.rules.steps import parse
from bot.rules.vocabulary import Zone


_TAKES_ABILITIES = re.compile(r"\blos(?:e|es) all (?:other )?abilities|\bha(?:ve|s) no abilities")


class OtherCards(SpellSteps):
    """The half of the day/night simulation that asks the card engine about other cards; DayNight provides
    permanents, applied, designation, edition, cites, resolve_card, followed, become(), flip(), find(), name()."""

    def statics(self) -> list[Effect]:
        """The statics that apply now: those kept by `apply`, and those of every permanent on the battlefield as
        it is (the face that is up: Immerwolf's "Non-Human Werewolves you control can't transform", Angel of
        Eternal Dawn's "It can't become night", Void Winnower's "can't cast", Grafdigger's Cage's "can't enter",
        Containment Priest's "exile it instead", Yarok's "triggers an additional time"), read by the one effect
        reader: the same statics `dfc`/`room` obey once `apply` keeps them."""
        out = list(self.applied)
        for p in self.permanents:
            ch = characteristics(p, self.cites)
            out += [e for e in read(p.card).effects if e.template in STATICS and e.card in ch.names and e not in out
                    and _static_ability(e, ch.abilities)]
        return out

    def unread_trigger_static(self) -> tuple[str, str] | None:
        """A permanent on the battlefield with a static that stops entering permanents' abilities triggering, which
        the one effect reader doesn't model (Torpor Orb, Hushbringer: read.NO_TRIGGER_STATIC), as (card, sentence):
        the triggers of a permanent entering past it can't be listed as if it weren't there — `apply` of the same
        card is "not modelled" in `dfc`/`room`."""
        from bot.rules.effects.read import NO_TRIGGER_STATIC

        for p in self.permanents:
            names = set(characteristics(p, self.cites).names)
            for u in read(p.card).unrecognised:
                if u.card in names and NO_TRIGGER_STATIC.search(u.sentence.casefold().replace("’", "'")):
                    return u.card, u.sentence
        return None

    def unread_ability_static(self) -> tuple[str, str] | None:
        """A permanent on the battlefield whose static takes abilities away ("Creatures lose all abilities": Dress
        Down, Humility), which the effect reader doesn't model, as (card, sentence): daybound and nightbound are
        abilities, so a permanent it covers may not transform as day and night change (613.1f)."""
        for p in self.permanents:
            ch = characteristics(p, self.cites)
            for a in ch.abilities:
                if _TAKES_ABILITIES.search(a.text.casefold()):
                    return self.name(p), a.text
        return None

    def entry_stopped(self, card: Card, out: dict, *, origin: str | None, transformed: bool, statics: list[Effect],
                      token: GameObject | None = None) -> str | None:
        """What a static that applies now (statics()) does to this card, or token, entering without being cast,
        asked of the card engine on the path `dfc`/`room` take (zone_moves.kept_static_stops,
        zone_moves.token_exiled_instead): None when it enters; otherwise the sentence, with `out` updated — it stays
        where it is (Grafdigger's Cage, 101.2), it is exiled instead (Containment Priest, 614.1a), or the engine
        can't tell. A card's origin not said (`enter CARD`, `return CARD`) is each zone it could come from; when the
        answer depends on it, that is "not modelled", with the step that says where."""
        from bot.rules import zone_moves
        from bot.rules.outcome import Result

        if not any(e.template in ("cant_enter", "enter_exile") for e in statics):
            return None
        tried = []
        for z in ([origin] if origin else list(ORIGINS[out.get("verb", "enter")])):
            sim = self.card_sim(None, card)
            sim.statics = list(statics)
            if token is not None:
                sim.obj = token.same(id=sim.new_id())
                o = zone_moves.token_exiled_instead(sim, sim.obj, what=f"a token that's a copy of {token.copy_of}")
            else:
                sim.obj = GameObject(card, z, id=sim.new_id())
                o = zone_moves.kept_static_stops(sim, transformed=transformed)
            tried.append((z, o))
            if token is not None:
                break
        if all(o is None for _, o in tried):
            return None
        kinds = {None if o is None else o.result for _, o in tried}
        z, o = next((z, o) for z, o in tried if o is not None)
        if len(kinds) > 1:
            out["result"] = "not modelled"
            out["keys"] += o.keys
            other = next(w for w, x in tried if x is None or x.result != o.result)
            return (f"Can't tell what happens to {card.name}: it depends on where it comes from, and the step "
                    f"doesn't say. From {Zone(z).value}: {trim_refs(o.explanation, []).rstrip('.')}. From "
                    f"{Zone(other).value} it would not be so. Say where: `{out.get('verb', 'enter')} {card.name} "
                    f"from {z}` or `… from {other}`")
        out["keys"] += o.keys
        if o.result == Result.NOTHING:
            out["result"] = "nothing happens"
        elif o.result != Result.OK:
            out["result"] = o.result.value
        return trim_refs(o.explanation, []).rstrip(".")  # the step cites its rules once, at its end

    def card_sim(self, obj: GameObject | None, card: Card | None = None):
        """The card engine (simulation.py) positioned on this permanent, with the game's designation and the
        statics that apply: `check`/`apply`, a "can't transform" and conditions are asked of it, so the
        day/night story and `dfc`/`room` answer them the same way."""
        from bot.rules.simulation import CardSimulation

        sim = CardSimulation(obj.card if obj is not None else card, self.edition, "library", self.resolve_card,
                             self.designation)
        if obj is not None:
            sim.obj = obj.same(id=sim.new_id())
        sim.statics = self.statics()
        return sim

    def held(self, obj: GameObject) -> tuple[str, str, list[str]] | None:
        """A "can't transform" static that applies to this permanent (101.2), or None."""
        if not any(e.template == "cant_transform" for e in self.statics()):
            return None
        from bot.rules.transform import _cant_transform_static

        return _cant_transform_static(self.card_sim(obj))

    def cant_become(self, designation: str) -> Effect | None:
        return next((e for e in self.statics() if e.template == "cant_become" and e.amount == designation), None)

    def note_held(self, kw: str, out: dict) -> None:
        """Permanents whose daybound/nightbound would transform them now but a "can't transform" static holds."""
        for p in self.permanents:
            if self.bound(p) != kw or (kw == "daybound") != (p.face_up == 0):
                continue
            h = self.held(p) if dfc.transform_check(p, self.cites, by_daynight=True) is None else None
            if h is not None:
                out["keys"].append("cant.precedence")
                line = f"{self.name(p)} doesn't transform: {h[1]}"
                if line not in out.setdefault("held", []):
                    out["held"].append(line)

    def as_it_enters(self, obj: GameObject, ch, out: dict) -> str:
        """The entering permanent's own words that make it day or night as (or when) it enters (Vadrik, Brimstone
        Vandal, The Celestus: "If it's neither day nor night, it becomes day as ~ enters"; Angel of Eternal Dawn:
        "When this creature enters, it becomes day"), read by the one effect reader (731.1)."""
        said = []
        for e in read(obj.card).effects:
            if e.template != "day_night" or e.trigger_event != "enters" or e.card not in ch.names:
                continue
            if e.when == "neither" and self.designation != "neither":
                out["keys"].append("daynight.def")
                said.append(f"it is already {self.designation}, so its \"{e.sentence.rstrip('.')}\" does nothing")
                continue
            if e.amount == self.designation:
                continue
            if obj.copy_kind is not None and e.when != "neither":
                pass  # a copy has the copied words too (707.2)
            if self.become(e.amount, out):
                out["keys"].insert(0, "daynight.effects")
                said.append(f"its \"{e.sentence.rstrip('.')}\" makes it {e.amount}")
        return (" (" + "; ".join(said) + ")") if said else ""

    # --- steps -----------------------------------------------------------------------

    def cast(self, arg: str, out: dict, *, countered_next: bool) -> str:
        """A spell cast in the story; a "can't cast" static or a chosen name kept by `apply` (or a permanent's own
        "can't cast") is asked of the card engine first, with the spell as it would be cast (601.3, 101.2)."""
        stopped = self.cast_stopped(arg, out)
        if stopped is not None:
            return stopped
        return super().cast(arg, out, countered_next=countered_next)

    def cast_stopped(self, arg: str, out: dict) -> str | None:
        statics = [e for e in self.statics() if e.template == "cant_cast" or (e.template == "naming" and e.chosen_name)]
        if not statics:
            return None
        from bot.rules import casting
        from bot.rules.effects import restrict
        from bot.rules.outcome import Result
        from bot.rules.simulation import CardSimulation
        from bot.rules.spell_count import split_how

        name, _who = split_by(arg)
        name, how = split_how(name)
        card = self.resolve_card(name)
        how = how or ""
        zone = ("graveyard" if "disturb" in how or "flashback" in how else
                "exile" if any(w in how for w in ("exile", "cascade", "discover", "rebound")) else "hand")
        sim = CardSimulation(card, self.edition, zone, self.resolve_card, self.designation)
        sim.statics = list(dict.fromkeys(statics))
        face = name if dfc.face_index(card, name) is not None else ""
        try:
            cast = casting._cast(sim, parse([f"cast {face}".strip()])[0])
        except QueryError:
            return None
        if cast.result != Result.OK or sim.obj.zone != "stack":
            return None
        found = restrict.stopping_cast(sim, sim.obj, zone)
        if found is None:
            return None
        e, st = found
        keys = st.keys[:1] + ["cant.precedence"] + st.keys[1:]
        out["keys"] += keys
        spell = sim.chars(sim.obj).names[0] if sim.chars(sim.obj).names else card.name
        quote = f"{e.card}'s \"{e.sentence.rstrip('.')}\""
        if st.stopped is None:
            out["result"] = "not modelled"
            return f"Can't tell whether {quote} stops casting {spell}: {st.reason}"
        out["result"] = "not allowed"
        return (f"{spell} can't be cast: {quote} stops it — {st.reason}{restrict.whose(e)}; no spell is cast, so it "
                f"doesn't count")

    def remove(self, arg: str, out: dict) -> str:
        """`remove CARD`: that permanent leaves the battlefield (its statics stop applying, 611.3b), or, if it isn't
        one of the story's permanents, the statics `apply` kept from it stop applying."""
        card = self.resolve_card(arg.strip())
        mine = [p for p in self.permanents if p.card.name == card.name and not p.is_copy]
        faces = {f.name for f in card.faces} | {card.name}
        kept = [e for e in self.applied if e.card in faces]
        out["keys"].append("static.while_there")
        if not mine and not kept:
            out["result"] = "nothing happens"
            return f"{card.name} isn't on the battlefield and no static of it was applied"
        self.applied = [e for e in self.applied if e not in kept]
        if mine:
            self.permanents.remove(mine[-1])
            if self.followed is mine[-1]:
                self.followed = self.permanents[-1] if self.permanents else None
        return f"{card.name} leaves the battlefield: what its statics did stops"

    def act(self, s, out: dict) -> str:
        """`check CARD [on PERMANENT]` / `apply CARD [on PERMANENT]`: another card's effect, read by the one effect
        reader and carried out by the card engine on the permanent followed (or named), within this story: an
        effect that makes it day or night changes the game's designation (and every daybound or nightbound
        permanent acts on it), a static it leaves ("can't become night", a chosen name) keeps applying, a
        transform obeys daybound and "can't transform" statics. What it can't read is "not modelled"."""
        from bot.rules.outcome import Result

        if s.card is None:  # `check type creature`: a condition on the permanent followed
            obj = self.find("")
            outcome = self.card_sim(obj).run(s)
            out["result"] = outcome.result.value
            out["keys"] += outcome.keys
            if outcome.check is not None:
                out["check"] = dict(outcome.check)
            return outcome.explanation.rstrip(".")
        text, target = s.card, ""
        m = re.match(r"^(?P<card>.+?)\s+on\s+(?P<target>.+)$", s.card or "")
        if m:
            try:
                self.resolve_card(m["target"])
                text, target = m["card"], m["target"]
            except QueryError:
                pass
        other = self.resolve_card(text)
        obj = self.find(target) if (target or self.permanents) else None
        sim = self.card_sim(obj, other)
        step = replace(s, card=text)
        effects = read(other).effects
        if obj is None and not any(e.template in ("day_night", "cant_become", "naming", "cant_cast", "cant_enter", "enter_exile",
                                                  "extra_trigger") for e in effects):
            raise QueryError("invalid", f"There is no permanent on the battlefield yet for {other.name} to act on; "
                             f"put one there first with `enter CARD`.", ["enter CARD"], key="engine_no_permanent_for", values={"card": other.name})
        outcome = sim.run(step)
        out["result"] = outcome.result.value
        out["keys"] += outcome.keys
        if outcome.check is not None:
            out["check"] = dict(outcome.check)
        if outcome.effect is not None:
            out["effect"] = outcome.effect
        expl = outcome.explanation.rstrip(".")
        if s.verb == "check" or outcome.result in (Result.NOT_MODELLED, Result.NOT_ALLOWED):
            return expl
        own = [e for e in self.statics() if e not in self.applied]  # the permanents' own statics
        self.applied = [e for e in sim.statics if e not in own]
        if obj is not None:
            i = self.permanents.index(obj)
            new = sim.obj
            template = (outcome.effect or {}).get("template")
            if template == "token_copy" and new.zone == "battlefield" and new.exists:
                self.permanents.append(new.same(id=0))
                self.followed = self.permanents[-1]
            elif new.zone == "battlefield" and new.exists:
                self.permanents[i] = new.same(id=0)
                if self.followed is obj or self.followed is None:
                    self.followed = self.permanents[i]
            else:
                self.permanents.pop(i)
                if self.followed is obj:
                    self.followed = None
                expl += f"; {self.name(obj)} leaves the battlefield: it is {Zone(new.zone).phrase} now"
        if sim.designation != self.designation:
            self.become(sim.designation, out)
        return expl

    def spell_effects(self, face, out: dict) -> str:
        """What an instant or sorcery does as it resolves, read by the one effect reader (effects/read.py): "it
        becomes day/night" (731.1) and "transform all <type>s" (Moonmist: daybound and nightbound permanents and
        those a "can't transform" static holds don't) are carried out; anything else it does to objects is said
        to be not followed (the story still counts the spell), never silently dropped."""
        reading = read(self.resolve_card(face.name))
        mine = [e for e in reading.effects if e.card == face.name]
        parts, skipped = [], []
        for e in mine:
            if e.template == "transform" and e.all_matching:
                done, held = [], []
                for p in list(self.permanents):
                    v = judge(self.card_sim(p), replace(e.condition, zones=()))
                    if not v.passes:
                        continue
                    why = dfc.transform_check(p, self.cites) or self.held(p)
                    if why:
                        held.append(f"{self.name(p)} ({why[1]})")
                        out["keys"] += why[2]
                    else:
                        before = self.name(p)
                        self.flip(p, out, by_daynight=False)
                        done.append(f"{before} -> {out['transformed'][-1]}")
                        out["keys"] += dfc.transform_keys(p.card, self.cites)
                what = e.condition.words or "them"
                parts.append(f"it transforms all {what}: " + (", ".join(done) if done else "none transform")
                             + ("; not transformed: " + ", ".join(held) if held else ""))
            elif e.template == "day_night" and e.trigger_event is None:
                new = e.amount if e.amount != "toggle" else ("day" if self.designation == "night" else "night")
                if new != self.designation and self.become(new, out):
                    out["keys"].insert(0, "daynight.effects")
                    parts.append(f"it becomes {new}")
            elif e.template not in ("cant_become",):
                skipped.append(e.sentence)
        skipped += [u.sentence for u in reading.unrecognised if u.card == face.name]
        if skipped:
            parts.append(f"what else it does is not followed in the day/night story (\"{skipped[0].rstrip('.')}\"; "
                         f"`apply {face.name}` carries out an effect the engine reads)")
        return (": " + "; ".join(parts)) if parts else ""

    def upkeep(self, prev: Turn, out: dict) -> str:
        """The older werewolves' own triggered abilities (Innistrad, Dark Ascension, Shadows over Innistrad): "At
        the beginning of each upkeep, if no spells were cast last turn, transform ~" and "… if a player cast two or
        more spells last turn, transform ~". Every player's spells count, not only the active player's; the
        condition is checked as it triggers and as it resolves (603.4); they are not day/night, and a "can't
        transform" static stops them (101.2)."""
        total = sum(t.spells for t in prev.by.values())
        most = max((t.spells for t in prev.by.values()), default=0)
        said = []
        for p in list(self.permanents):
            ch = characteristics(p, self.cites)
            for a in ch.abilities:
                m = _UPKEEP.match(a.text.replace("’", "'"))
                if not m:
                    continue
                fires = total == 0 if m["cond"].startswith("no spells") else most >= 2
                if not fires:
                    # the intervening "if" is false, so it doesn't trigger (603.4): said, with the counts it looked at
                    out["keys"].append("trigger.intervening_if")
                    counts = ", ".join(f"{q} cast {t.spells}" for q, t in sorted(prev.by.items()) if t.spells)
                    said.append(f"{self.name(p)}'s upkeep trigger ({m['cond']} last turn) doesn't trigger: "
                                + (f"{plural(total, 'spell')} {'was' if total == 1 else 'were'} cast last turn "
                                   f"({counts})" if m["cond"].startswith("no spells") else
                                   f"no one player cast two or more spells last turn ({counts or 'no spells'}); "
                                   f"each player's spells count on their own"))
                    continue
                out["keys"].append("trigger.intervening_if")
                why = dfc.transform_check(p, self.cites) or self.held(p)
                if why:
                    out["keys"] += why[2]
                    said.append(f"{self.name(p)}'s upkeep trigger ({m['cond']} last turn) resolves, but it doesn't "
                                f"transform: {why[1]}")
                    continue
                before = self.name(p)
                self.flip(p, out, by_daynight=False)
                out["keys"] += dfc.transform_keys(p.card, self.cites)
                said.append(f"in the upkeep {before}'s own trigger ({m['cond']} last turn) transforms it into "
                            f"{out['transformed'][-1]}")
                break
        return ("; " + "; ".join(said)) if said else ""


def _static_ability(e: Effect, abilities) -> bool:
    """Whether the effect is a static ability of the permanent (113.3d), not what an activated or triggered ability
    of it would do (Mistcaller's "Sacrifice this creature: Until end of turn, if a nontoken creature would enter …"
    applies only once that ability resolves: `apply Mistcaller`)."""
    for a in abilities:
        if e.sentence.strip() in a.text or a.text.strip() in e.sentence:
            text = a.text.split(" — ", 1)[1] if " — " in a.text.split(",")[0] else a.text  # an ability word
            return not re.match(r"(?:when|whenever|at)\b", text, re.I) and ":" not in text.split('"')[0]
    return True


# Where a card put onto the battlefield by a step of the story could come from, when the step doesn't say.
ORIGINS = {"enter": ("hand", "library", "graveyard", "exile"), "enter transformed": ("hand", "library", "graveyard", "exile"),
           "return": ("graveyard", "exile"), "blink": ("exile",), "token copy": ("battlefield",)}

_UPKEEP = re.compile(r"^At the beginning of each upkeep, if (?P<cond>no spells were cast|a player cast two or more "
                     r"spells) last turn, transform [^.]+\.?$")


def has_upkeep_transform(card) -> bool:
    """An older werewolf (Innistrad, Shadows over Innistrad): a face that transforms at the beginning of each upkeep
    if no spells, or if a player's two or more spells, were cast last turn — the day/night story follows it."""
    return any(_UPKEEP.match(line.strip().replace("’", "'")) for f in card.faces for line in (f.text or "").splitlines())
