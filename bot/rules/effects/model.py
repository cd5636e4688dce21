"""What another card does, as typed values: one `Effect` per recognised sentence.

The reader (read.py) turns a card's Oracle text into these; the engine checks them against
the followed object (`check CARD`) or carries them out (`apply CARD`). Each effect keeps the
card's name, the template it matched and the sentence it was read from, so an answer can
quote it. A sentence that looks like it acts on objects but matches no template becomes an
`Unrecognised`, and the engine answers "not modelled" quoting it — never a guess.

Templates (`Effect.template`):
  "destroy"          destroy target <condition>                       (Abrupt Decay)
  "exile"            exile target <condition>                         (Prismatic Ending, Path to Exile)
  "counter"          counter target <condition> spell [unless ...]    (Spell Pierce, Negate; Remand, Memory Lapse:
                     "If that spell is countered this way, put it into its owner's hand / on top of its owner's
                     library instead of into that player's graveyard" is its `destination`)
  "counter_if"       counter target spell if it's <colour>            (Pyroblast, Red Elemental Blast)
  "destroy_if"       destroy target permanent if it's <colour>        (Pyroblast's second mode)
  "bounce"           return target <condition> to its owner's hand    (Boomerang, Into the Roil)
  "reanimate"        return target <condition> card from a graveyard (or exile) to the battlefield
                     [transformed]                                    (Sevinne's Reclamation, Unearth)
  "put_onto"         you / each player may put a <condition> card from your (their) hand onto the battlefield
                                                                      (Show and Tell, Sneak Attack, Elvish Piper):
                     it enters without being cast (a Room with both doors locked, 709.5d)
  "to_hand"          return target <condition> card from your graveyard to your hand (Regrowth)
  "tutor"            search your library for a <condition> card       (Finale of Devastation, Trinket Mage)
  "flicker"          exile target <condition>, then return it to the battlefield [transformed]
                                                                      (Ephemerate, Cloudshift)
  "token_copy"       create a token that's a copy of target <condition> (Kiki-Jiki, Helm of the Host)
  "becomes_copy"     target <condition> becomes a copy of ...         (Cytoshape; the followed object
                     is the one that becomes a copy — or the copied one; see `role`)
  "copy_spell"       copy target <condition> spell                    (Twincast, Reverberate)
  "naming"           choose a card name; <restriction> with the chosen name (Pithing Needle, Meddling Mage)
  "discard_choice"   target player/opponent reveals their hand. You choose a <condition> card from it [with mana value
                     ...]. That player discards that card         (Duress, Thoughtseize, Inquisition of Kozilek, Despise):
                     the card is looked at as it is in the hand — a Room or split card with both halves combined
                     (709.4), a double-faced card with only its front face (712.8a)
  "discard_named"    choose a <condition> card name[, then] target player reveals their hand and discards all cards with
                     that name                                        (Cabal Therapy, Brain Pry): the name chosen is
                     `name=` of the step; in a hand a Room has both doors' names (709.4a), a double-faced card only its
                     front face's (712.8a)
  "cascade"          cascade (keyword)                                (Bloodbraid Elf)
  "discover"         discover N (keyword)                             (Geological Appraiser)
  "cant_transform"   <condition> permanents can't transform            (Immerwolf)
  "enter_tapped"     <permanents> [your opponents control] enter tapped (Authority of the Consuls, Blind Obedience:
                     a replacement effect on entering, 614.1d): what fits it as it enters is tapped; `players`
                     "opponent" for "your opponents control", followed as an opponent's static
  "extra_trigger"    a triggered ability ... triggers an additional time (Yarok, Panharmonicon)
  "no_trigger"       <permanents> entering [or dying] don't cause abilities [of permanents your opponents control]
                     to trigger (Torpor Orb, Hushbringer, Elesh Norn): `condition` is what enters, `players`
                     "opponent" for Elesh Norn's
  "transform"        transform target <condition>                     (Moonmist: "Transform all Humans")
  "cant_cast"        <players> can't cast <condition> spells [from <zones> | from anywhere other than their
                     hands]                                           (Void Winnower, Grafdigger's Cage,
                                                                       Drannith Magistrate, Brisela)
                     <condition> spells can't be cast                 (Gaddock Teeg, Aether Storm: `players` "any");
                     "with {X} in their mana costs" is `x_in_cost`; "with mana value equal to the chosen number"
                     (Sanctum Prelate) is `number_from` "chosen": the number is the step's `number=N`, kept as the
                     condition's mana value once applied (without it: "Can't tell", never a guess)
  "counter_cast"     whenever <players> cast(s) a spell [with mana value equal to the number of charge counters on ~],
                     counter that spell                               (Chalice of the Void: `number_from` "counters",
                     the step's `counters=N`); "whenever an opponent casts a spell, you may reveal the top card of your
                     library. If you do, counter that spell if it has the same mana value as the revealed card"
                     (Counterbalance: `number_from` "revealed", the step's `revealed=CARD`, whose mana value in the
                     library counts — 712.8a, 709.4). A triggered ability (603.2, 601.2i): the spell is cast, and the
                     trigger counters it as it resolves if the spell's mana value on the stack is the number
  "cost_change"      <spells> [your opponents cast | you cast] cost {N} more|less to cast
                                                                      (Aura of Silence, Thalia, Guardian of Thraben,
                                                                       Sphere of Resistance, Goblin Electromancer): a
                     static; `amount` is +N for "more", -N for "less", `players` whose spells ("any" when unsaid). Part of
                     a spell's total cost (601.2f), for the door or face being cast (709.3a, 712.11c); never of an
                     unlock cost or a land played (special actions, 116.2m, 709.5e, 116.2a)
  "cast_limit"       <players> can't cast more than one [noncreature] spell each turn
                                                                      (Deafening Silence, Rule of Law, Arcane
                                                                       Laboratory): `amount` the limit, `number_from`
                     "spells": how many such spells the caster has cast this turn is the step's `spells=N` (kept as
                     `number`, counted up by each `cast` it limits); without it a `cast` it limits is "Can't tell".
                     Unlocking and playing a land are not casting and don't count
  "cast_trigger"     whenever a player / an opponent / you cast(s) a <condition> spell [with mana value N or less],
                     <effect>                                         (Eidolon of the Great Revel, Ruric Thar): a
                     trigger on casting (601.2i, 603.2) kept by `apply`; the spell on the stack (the door or face cast,
                     its mana value there) decides; `does` is the effect as printed, quoted, never carried out. Not
                     Chalice's or Counterbalance's (counter_cast), not "whenever you cast …, copy it" (copy_spell)
  "may_cast_from"    [once] during each of your turns, you may cast a <condition> spell from your graveyard
                                                                      (Lurrus of the Dream-Den, Karador): a
                     permission (601.3) for a door or face whose spell fits; `when` is said as assumed
  "cant_block"       <players> can't block with <condition> creatures; <condition> creatures can't block
                                                                      (Void Winnower, Bedlam)
  "cant_enter"       <condition> cards in <zones> can't enter the battlefield (Grafdigger's Cage)
  "enter_exile"      if a [nontoken] creature would enter and it wasn't cast, exile it instead
                                                                      (Containment Priest, Hallowed Moonlight)
  "day_night"        it becomes day / night (`amount`: "day", "night", or "toggle" for "If it's night, it becomes
                     day. Otherwise, it becomes night."); `when` "neither" for "If it's neither day nor night, it
                     becomes day as ~ enters"; `trigger_event` "enters" when it happens as (or when) the card
                     itself enters                                    (Unnatural Moonrise, The Celestus, Vadrik)
  "cant_become"      it can't become <day|night> (`amount`)           (Angel of Eternal Dawn)
  "unlock"           unlock a locked door of [up to one] target Room [you control] (Ghostly Keybearer)
  "graveyard_count"  [delirium —] at the beginning of your upkeep, if there are N or more card types among cards /
                     N or more <type> cards / N or more cards in your graveyard, <effect> (Extricator of Sin, Autumnal
                     Gloom, Deathbonnet Sprout, Search for Azcanta): `amount` is N, `counted` what is counted ("card
                     types", "cards"; `condition` the kind of card for "creature cards"), `first` what the ability does
                     before it counts ("mill a card"), `when` the time it triggers. `check` counts the followed card
                     as it is in the graveyard (a double-faced card only its front face, 712.8a; a Room both doors
                     combined, 709.4) with the other cards the step's `graveyard=` names; without them "Can't tell"
  "damage"           ~ / it deals N damage to any target / target <condition> [or player] / each <condition>
                                                                      (Lightning Bolt, Shock, Flame Slash, Flametongue
                     Kavu, Pyroclasm): `amount` is N, a fixed number ("X" and "damage equal to …" are not read).
                     "any target" is a creature, planeswalker or battle here (115.4; a player is never the followed
                     object). A creature dealt damage at least its toughness (the face up's, as printed, with the damage
                     already marked on it in the story) is destroyed as a state-based action (120.6, 704.5g); one with
                     more toughness survives with the damage marked. A planeswalker's loyalty and a battle's defense
                     counters are not tracked: "not modelled". "If that creature would die this turn, exile it instead"
                     (Magma Spray, Scorching Dragonfire) is its `destination` "exile"
  "face_down"        turn <condition> face down                        (Ixidron: a double-faced permanent can't
                     be, 712.16; anything else turned face down is not modelled)

The three about casting (cost_change, cast_limit, cast_trigger) are answered in effects/cast_statics.py: on a Room on
the battlefield, `check` says each locked door's unlock is a special action they never reach.

The four restrictions and replacements are statics (or effects that last a while): `check` says whether one
applies to the followed object as it is now (for a card that could be cast, each door or face as it would be
cast: 601.3e, 709.3a, 712.11), `apply` keeps it, and later steps obey it: `cast` is refused (601.3, 101.2),
`enter`/`blink`/`return` leave the card where it is or exile it instead (614.12: the permanent as it would
enter decides). `players` says whose spells or creatures: "opponent" answers for the followed card's owner
being an opponent of the static's controller (said as an assumption), "any", "you", or "target".

A destroy / exile / counter may carry an alternative that replaces it when a condition the steps don't track
holds (`Effect.instead`): "Revolt — Destroy that creature if it has mana value 4 or less instead if a permanent
left the battlefield under your control this turn." (Fatal Push), "If this spell was kicked, destroy that
artifact if its mana value is 5 or less instead." (Overload), "Corrupted — Exile that creature instead if its
controller has three or more poison counters." (Anoint with Affliction), "If this spell was kicked, instead
destroy target creature or planeswalker." (Bloodchief's Thirst). The engine answers with the condition
assumed off and says what changes when it is on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.rules.vocabulary import Condition, Zone

TEMPLATES = ("destroy", "exile", "counter", "counter_if", "destroy_if", "bounce", "reanimate", "put_onto", "to_hand",
             "tutor", "flicker", "token_copy", "becomes_copy", "copy_spell", "naming", "cascade", "discover",
             "discard_choice", "discard_named",
             "cant_transform", "extra_trigger", "transform", "cant_cast", "cant_block", "cant_enter", "enter_exile",
             "day_night", "cant_become", "unlock", "face_down", "no_trigger", "enter_tapped", "counter_cast",
             "may_cast_from", "graveyard_count", "cost_change", "cast_limit", "cast_trigger", "damage")
STATICS = ("cant_transform", "extra_trigger", "cant_cast", "cant_block", "cant_enter", "enter_exile", "cant_become",
           "no_trigger", "enter_tapped", "counter_cast", "may_cast_from", "cost_change", "cast_limit", "cast_trigger")


@dataclass(frozen=True)
class Alternative:
    """What the effect does instead when `when` holds (later text modifying earlier text, 608.2c)."""
    sentence: str  # the alternative's sentence as printed
    when: str  # the condition as printed: "a permanent left the battlefield under your control this turn"
    ability_word: str | None  # "Revolt", "Corrupted"; None for "If this spell was kicked, ..."
    condition: Condition  # what the affected object must be under the alternative
    targets: bool = True  # the alternative chooses its own target ("instead destroy target ...")
    same_target: bool = True  # "that creature": the base effect's target, its condition checked on resolution

    def to_json(self) -> dict:
        return {"text": self.sentence, "if": self.when, "ability_word": self.ability_word,
                "condition": self.condition.to_json()}


@dataclass(frozen=True)
class Effect:
    card: str  # the name of the card (or face) whose text this is
    template: str  # one of TEMPLATES
    sentence: str  # the Oracle sentence it was read from, reminder text removed
    condition: Condition = field(default_factory=Condition)  # what the affected object must be
    targets: bool = True  # "target ..." (legality is checked as it is chosen and on resolution, 608.2b)
    all_matching: bool = False  # "all/each ..." (no target)
    transformed: bool = False  # "... to the battlefield transformed" (712.14a)
    amount: int | str | None = None  # discover N, damage N; "X" when the card's X decides it
    restriction: str | None = None  # naming: "cast" (spells with the name can't be cast),
    #   "activate" (activated abilities of sources with the name can't be activated unless mana abilities)
    trigger_event: str | None = None  # extra_trigger: "enters" (a permanent entering: `condition` is what
    #   enters), "dies", "attacks"; "any" (any ability of a source triggers: `condition` is the source — Fractured Realm)
    unless: str | None = None  # counter: "unless its controller pays {2}" — the answer mentions it
    exception: str | None = None  # token_copy/becomes_copy: what the copy has that the original hasn't, as printed
    #   ("it has haste", "the token isn't legendary") — a later check on the copy must not ignore it
    role: str | None = None  # becomes_copy: "becomes" (the followed object is what becomes a copy) or
    #   "copied" (the followed object is what is copied); Cytoshape reads as one of each, Clone as "copied"
    instead: Alternative | None = None  # Fatal Push's revolt line, a kicker's "instead" (see the module's note)
    players: str | None = None  # cant_cast / cant_block: whose spells or creatures — "opponent", "any", "you",
    #   "target" (the player the effect targets)
    from_zones: tuple[Zone, ...] = ()  # cant_cast: only spells cast from these zones are stopped
    not_from: tuple[Zone, ...] = ()  # cant_cast: "from anywhere other than their hands" — these zones are not
    when: str | None = None  # a time the restriction holds that the steps don't track ("during your turn")
    chosen_name: str | None = None  # naming, once applied with `name=`: the name chosen, kept as a static
    destination: str | None = None  # counter: where the countered spell goes instead of its owner's graveyard —
    #   "hand" (Remand), "library" (Memory Lapse: on top; Spell Crumple: on the bottom), read from "If that spell is
    #   countered this way, put it … instead of into that player's graveyard"; damage: "exile" (Magma Spray's "If that
    #   creature would die this turn, exile it instead")
    number_from: str | None = None  # cant_cast / counter_cast: where the number compared with a spell's mana value
    #   comes from — "chosen" (Sanctum Prelate, `number=N`), "counters" (Chalice of the Void, `counters=N`),
    #   "revealed" (Counterbalance, `revealed=CARD`); None when the card prints it. cast_limit: "spells" — the
    #   number is how many spells it counts were cast this turn (`spells=N`)
    number: int | None = None  # that number, once given by the step (kept with the static by `apply`)
    revealed: str | None = None  # counter_cast "revealed": the card revealed, as resolved from the catalog
    x_in_cost: bool = False  # cant_cast: "spells with {X} in their mana costs" (Gaddock Teeg)
    counted: str | None = None  # graveyard_count: "card types" (delirium) or "cards" (of `condition`'s kind)
    first: str | None = None  # graveyard_count: what the same ability does before it counts, as printed ("mill a card")
    does: str | None = None  # cast_trigger: what the ability does, as printed ("this creature deals 2 damage to that
    #   player"): quoted in the answer, never carried out

    def to_json(self) -> dict:
        out = {"card": self.card, "template": self.template, "text": self.sentence,
               "condition": self.condition.to_json(), "targets": self.targets}
        for k in ("all_matching", "transformed", "x_in_cost"):
            if getattr(self, k):
                out[k] = True
        for k in ("amount", "restriction", "trigger_event", "unless", "exception", "role", "players", "when",
                  "chosen_name", "destination", "number_from", "number", "revealed", "counted", "first", "does"):
            if getattr(self, k) is not None:
                out[k] = getattr(self, k)
        if self.instead is not None:
            out["instead"] = self.instead.to_json()
        for k in ("from_zones", "not_from"):
            if getattr(self, k):
                out[k] = [z.value for z in getattr(self, k)]
        return out


@dataclass(frozen=True)
class Unrecognised:
    card: str
    sentence: str  # a sentence that acts on objects but matches no template

    def to_json(self) -> dict:
        return {"card": self.card, "template": None, "text": self.sentence}


@dataclass(frozen=True)
class Reading:
    """Everything read from one card: what it does, and what could not be read."""
    card: str
    effects: tuple[Effect, ...]
    unrecognised: tuple[Unrecognised, ...]
