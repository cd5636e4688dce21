"""Every rule the engine cites, found by content in the loaded rules edition.

Rule numbers move between editions (day and night is 724 in 2021 and 731 in 2026; meld has
its own rule 713 in 2021 and lives in 712 later; Rooms first appear in November 2024), so
no number is written down here. Each entry says what the engine cites and where to find it:
one or more (section title, phrase) alternatives, tried in order. The section title narrows
the search to one numbered section (None searches the whole document); the phrase is
matched case-insensitively against rule text, first rule in document order wins.

`for_edition(edition)` resolves the whole table once per Edition and caches it. An entry
that cannot be found resolves to None: the engine then says that the loaded rules have no
rule on that topic instead of citing a guess.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass

# key -> (topic, ((section title | None, phrase), ...))
# The topic is how an answer names the subject when the loaded edition has no such rule.
TABLE: dict[str, tuple[str, tuple[tuple[str | None, str], ...]]] = {
    # Mana value (202.3)
    "mv.base": ("mana value", (("Mana Cost and Color", "The mana value of an object is a number equal"),)),
    "mv.back_face": ("the mana value of a back face",
                     (("Mana Cost and Color", "as though it had the mana cost of its front face"),)),
    "mv.meld": ("the mana value of a melded permanent",
                (("Mana Cost and Color", "The mana value of a melded permanent"),)),
    "mv.x": ("the mana value of a spell with X in its cost",
             (("Mana Cost and Color", "X is treated as the number chosen for it while the object is on the stack"),)),
    "mv.split": ("the mana value of split cards",
                 (("Mana Cost and Color", "The mana value of a split card not on the stack"),)),
    # Where abilities work, and summoning sickness
    "ability.zone": ("where abilities function",
                     (("Abilities", "Abilities of all other objects usually function only while that object is on"),)),
    "ability.tap_sick": ("summoning sickness", (("Creatures", "with the tap symbol or the untap symbol in its"),)),
    "attack.sick": ("summoning sickness", (("Creatures", "A creature can’t attack unless it has been under"),
                                           ("Creatures", "attack unless it has been under its controller"))),
    "attack.who": ("declaring attackers", (("Declare Attackers Step", "chooses which creatures that they control"),)),
    "block.who": ("declaring blockers", (("Declare Blockers Step", "The chosen creatures must be untapped"),)),
    "attack.haste": ("haste", (("Haste", "it can attack even if it hasn"),)),
    "attack.defender": ("defender", (("Defender", "A creature with defender can"),)),
    # Colour identity (903.4, Commander)
    "identity.def": ("colour identity", (("Commander", "The color identity of a card is the color or colors"),)),
    "identity.back": ("the colour identity of a double-faced card",
                      (("Commander", "The back face of a double-faced card"),)),
    "identity.deck": ("which cards a Commander deck may hold",
                      (("Commander", "can be included in a Commander deck only if every color"),)),
    # Special actions (116)
    "special.def": ("special actions", (("Special Actions", "Special actions are actions a player may take"),)),
    "special.unlock": ("unlocking a door as a special action",
                       (("Special Actions", "may pay the mana cost of a locked half"),)),
    "special.suspend": ("suspending a card as a special action",
                        (("Special Actions", "has a card with suspend in their hand may exile that card"),)),
    "special.foretell": ("foretelling a card as a special action",
                         (("Special Actions", "has a card with foretell in their hand may pay"),)),
    "special.plot": ("plotting a card as a special action",
                     (("Special Actions", "has a card with plot in their hand may exile that card"),)),
    # Split cards (709)
    "split.one_card": ("split cards", (("Split Cards", "each split card is only one card"),)),
    "split.cast_choice": ("split cards", (("Split Cards", "chooses which half of a split card they are casting"),)),
    "split.stack": ("split cards", (("Split Cards", "only the characteristics of the half being cast exist"),)),
    "split.copy_spell": ("split cards", (("Split Cards", "retains the characteristics of the two halves"),)),
    "split.combined": ("split cards",
                       (("Split Cards", "In every zone except the stack, the characteristics of a split card"),)),
    "split.names": ("split cards", (("Split Cards", "Each split card has two names"),)),
    "split.mana_cost": ("split cards", (("Split Cards", "The mana cost of a split card is the combined"),)),
    "split.types": ("split cards", (("Split Cards", "has each card type specified on either of its halves"),)),
    # Rooms (709.5)
    "room.shared_type_line": ("Rooms", (("Split Cards", "single shared type line"),)),
    "room.types": ("Rooms", (("Split Cards", "shares the types and subtypes listed on"),)),
    "room.copiable": ("Rooms", (("Split Cards", "The existence of each half of an object with a shared type line"),)),
    "room.designations": ("Rooms", (("Split Cards", "are designations that a permanent on the battlefield can have"),)),
    "room.enters": ("Rooms", (("Split Cards", "if its left half was cast as a spell"),)),
    "room.unlock_cost": ("unlocking doors", (("Split Cards", "unlock cost"),)),
    "room.unlock_effect": ("unlocking doors", (("Split Cards", "To unlock half of a permanent"),)),
    "room.lock_effect": ("locking doors", (("Split Cards", "To lock half of a permanent"),)),
    "room.unlock_trigger": ("unlock triggers", (("Split Cards", "trigger when a player unlocks"),)),
    "room.fully_unlock": ("fully unlocking a Room", (("Split Cards", "fully unlocks"),)),
    "room.door": ("doors", (("Split Cards", "A door is a half of that permanent"),)),
    # Objects, zones, casting, resolving, triggers, copies, tokens
    "zone.new_object": ("zone changes", ((None, "becomes a new object with no memory of"),)),
    "cast.to_stack": ("casting spells", (("Casting Spells", "first moves that card"),)),
    "land.not_cast": ("lands", (("Lands", "can be played only as a land"),)),
    "land.play": ("playing lands", (("Special Actions", "Playing a land is a special action"),)),
    "resolve.permanent": ("resolving permanent spells",
                          (("Resolving Spells and Abilities", "becomes a permanent and enters the battlefield"),
                           ("Resolving Spells and Abilities", "becomes a permanent and is put onto the battlefield"))),
    "resolve.instant": ("resolving instants and sorceries",
                        (("Resolving Spells and Abilities", "As the final part of an instant or sorcery spell"),)),
    "resolve.later_text": ("later text modifying earlier text",
                           (("Resolving Spells and Abilities", "later text on the card may modify the meaning"),)),
    "instant.no_bf": ("instants", (("Instants", "If an instant would enter the battlefield"),)),
    "sorcery.no_bf": ("sorceries", (("Sorceries", "If a sorcery would enter the battlefield"),)),
    "dfc.mdfc_nonpermanent": ("modal double-faced cards entering",
                              (("Double-Faced Cards", "modal double-faced card onto the battlefield and its front face"),)),
    "trigger.etb": ("enters triggers", (("Handling Triggered Abilities", "abilities trigger when a permanent enters"),)),
    "trigger.event": ("triggered abilities", (("Handling Triggered Abilities", "Whenever a game event or game state matches"),)),
    "trigger.look_back": ("leaves-the-battlefield triggers",
                          (("Handling Triggered Abilities", "zone-change triggers look back in time"),)),
    "cast.triggers": ("abilities that trigger on casting",
                      (("Casting Spells", "Any abilities that trigger when a spell is cast"),)),
    "dies.def": ("dying", ((None, "The term dies means"),)),
    "copy.copiable": ("copying objects", (("Copying Objects", "the copy acquires the copiable values"),)),
    "copy.exception": ("copy effects with exceptions",
                       (("Copying Objects", "Some copy effects modify a characteristic as part of the copying"),)),
    "copy.dfc": ("copying double-faced permanents",
                 (("Copying Objects", "When copying a melded permanent or other double-faced permanent"),
                  ("Copying Objects", "When copying a double-faced permanent"))),
    "copy.spell": ("copying spells", (("Copying Objects", "To copy a spell, activated ability, or triggered ability"),)),
    "copy.spell_token": ("copies of permanent spells", ((None, "A copy of a permanent spell becomes a token"),)),
    "replace.instead": ("replacement effects",
                        (("Replacement Effects", "Most replacement effects use the word"),)),
    "token.ceases": ("tokens", ((None, "in a zone other than the battlefield ceases to exist"),)),
    "copy.ceases": ("copies of spells", ((None, "If a copy of a spell is in a zone other than the stack"),)),
    # Transform and meld keyword actions (701)
    "transform.def": ("transforming", (("Keyword Actions", "To transform a permanent, turn it over"),)),
    "transform.not_dfc": ("transforming", (("Keyword Actions", "instructs a player to transform a permanent that"),
                                           ("Double-Faced Cards", "can transform"))),
    "meld.def": ("meld", (("Keyword Actions", "To meld the two cards in a meld pair"),)),
    "meld.pairs": ("meld", (("Keyword Actions", "belonging to the same meld pair can be melded"),)),
    "meld.cant": ("meld", (("Keyword Actions", "meld objects that can"),)),
    "trigger.intervening_if": ("intervening 'if' clauses",
                               (("Handling Triggered Abilities", "checks the stated condition again as it resolves"),)),
    "types.card_types": ("card types", (("Type Line", "The card types are artifact"),)),
    "mill": ("milling", (("Keyword Actions", "For a player to mill a number of cards"),)),
    # Double-faced cards (712) and meld cards (713 in 2021)
    "dfc.front_only": ("double-faced cards", (("Double-Faced Cards", "in a zone other than the battlefield or stack, it has only"),)),
    "dfc.meld_front": ("meld cards", (("Double-Faced Cards", "A meld card on the stack has only the characteristics"),
                                      ("Meld Cards", "it has only the characteristics of its front face"))),
    "dfc.spell_face": ("double-faced spells", (("Double-Faced Cards", "double-faced spell has its front face up while on the stack"),)),
    "dfc.front_up": ("double-faced permanents", (("Double-Faced Cards", "permanent has its front face up, it has only"),)),
    "dfc.back_up": ("transformed permanents", (("Double-Faced Cards", "permanent has its back face up, it has only"),)),
    "dfc.mdfc_up": ("modal double-faced cards", (("Double-Faced Cards", "modal double-faced permanent is on the battlefield"),)),
    "dfc.meld_chars": ("melded permanents", (("Double-Faced Cards", "sum of the mana values of its front faces"),
                                             ("Meld Cards", "sum of the mana values of its front faces"))),
    "dfc.meld_back_only": ("meld cards", (("Double-Faced Cards", "The back faces of a meld pair are used only"),
                                          ("Meld Cards", "Its back face can"))),
    "dfc.meld_no_transform": ("meld cards", (("Double-Faced Cards", "meld cards cannot be transformed"),
                                             ("Meld Cards", "it can"))),
    "dfc.who_transforms": ("which permanents can transform", (("Double-Faced Cards", "can transform"),)),
    # Present only in editions where a modal double-faced card may transform (2026: 712.9).
    "dfc.mdfc_transforms": ("modal double-faced cards transforming",
                            (("Double-Faced Cards", "double-faced cards that are not meld cards can transform"),)),
    "dfc.instant_face": ("transforming into an instant or sorcery face",
                         (("Double-Faced Cards", "instant or sorcery card face"),)),
    "dfc.same_object": ("transforming", (("Double-Faced Cards", "become a new object"),)),
    "dfc.cast_front": ("casting double-faced cards", (("Double-Faced Cards", "front face up by default"),)),
    "dfc.cast_transformed": ("casting transformed", (("Double-Faced Cards", "on the stack with its back face up"),)),
    "dfc.mdfc_cast": ("casting modal double-faced cards", (("Double-Faced Cards", "chooses which face they are casting"),)),
    "dfc.mdfc_land": ("playing a modal double-faced land", (("Double-Faced Cards", "as a land chooses one of its faces"),)),
    "dfc.resolve": ("double-faced spells resolving", (("Double-Faced Cards", "with the same face up that was face up on the stack"),)),
    "dfc.enter_front": ("double-faced cards entering", (("Double-Faced Cards", "from a zone other than the stack enters the battlefield with its front face up"),)),
    "craft.def": ("craft", (("Keyword Abilities", "Exile this permanent, Exile [materials]"),)),
    "dfc.enter_transformed": ("entering transformed", (("Double-Faced Cards", "enters the battlefield with its back face up"),)),
    "dfc.names": ("naming double-faced cards", (("Double-Faced Cards", "choose a card name"),)),
    "dfc.meld_leaves": ("melded permanents leaving the battlefield",
                        (("Double-Faced Cards", "If a melded permanent leaves the battlefield"),
                         ("Meld Cards", "If a melded permanent leaves the battlefield"))),
    "dfc.meld_enters": ("melding", (("Double-Faced Cards", "being melded with its counterpart"),
                                    ("Meld Cards", "unless it"))),
    # Disturb, daybound and nightbound (702)
    "disturb.def": ("disturb", (("Keyword Abilities", "You may cast this card transformed from your graveyard"),)),
    "disturb.enters": ("disturb", (("Keyword Abilities", "cast using its disturb ability"),)),
    "daybound.def": ("daybound", (("Keyword Abilities", "Daybound is found on the front faces"),)),
    "daybound.night": ("daybound", (("Keyword Abilities", "front face up with daybound and it"),)),
    "daybound.makes_day": ("daybound", (("Keyword Abilities", "controls a permanent with daybound, if it"),)),
    "nightbound.def": ("nightbound", (("Keyword Abilities", "Nightbound is found on the back faces"),)),
    "nightbound.day": ("nightbound", (("Keyword Abilities", "back face up with nightbound and it"),)),
    "nightbound.makes_night": ("nightbound", (("Keyword Abilities", "there are no permanents with daybound"),)),
    # Colour (202.2, 204), names (709.4a, 712.19), types
    "color.cost": ("colour", (("Mana Cost and Color", "is the color or colors of the mana symbols in its mana cost"),)),
    "color.indicator": ("colour indicators", (("Color Indicator", "An object with a color indicator is each color"),)),
    "split.chosen_name": ("choosing the name of a split card",
                          (("Split Cards", "has the chosen name if one of its names is the chosen name"),)),
    "room.halves_absent": ("Rooms", (("Split Cards", "have the name, mana cost, or rules text of this object"),)),
    "mv.compare": ("mana value", (("Mana Cost and Color", "The mana value of an object is a number equal"),)),
    # Copies, transform abilities, sieges, meld leaving
    "copy.dfc_token": ("token copies of double-faced permanents",
                       (("Copying Objects", "the resulting token is a double-faced token"),)),
    "transform.once": ("a permanent transforming once for its own ability",
                       (("Keyword Actions", "tries to transform it, the permanent does so only if"),)),
    "siege.defeated": ("Sieges", (("Battles", "Sieges have the intrinsic ability"),)),
    "dfc.cast_transformed_ability": ("casting transformed",
                                     (("Double-Faced Cards", "front face allows it to be cast"),)),
    "dfc.meld_found": ("effects finding a melded permanent that left",
                       (("Double-Faced Cards", "can find the new object that a melded permanent becomes"),
                        ("Meld Cards", "can find the new object that a melded permanent becomes"))),
    # Another card's effects (effects/act.py)
    "cascade.def": ("cascade", (("Keyword Abilities", "until you exile a nonland card whose mana value is less than"),)),
    "discover.def": ("discover", (("Keyword Actions", "until you exile a nonland card with mana value N or less"),)),
    "split.cast_half": ("casting split cards", (("Split Cards", "Only the chosen half is evaluated"),)),
    "dfc.cast_face_only": ("casting double-faced cards",
                           (("Double-Faced Cards", "Only the face that will be face up on the stack is evaluated"),)),
    "target.legal": ("targets on resolution", ((None, "checks whether the targets are still legal"),)),
    "counter.def": ("countering", (("Keyword Actions", "To counter a spell or ability means to cancel it"),)),
    "target.hexproof": ("hexproof", (("Hexproof", "on a permanent means"),)),
    "target.shroud": ("shroud", (("Shroud", "can’t be the target of spells or abilities"),)),
    "target.ward": ("ward", (("Ward", "Ward is a triggered ability"),)),
    "keyword.flash": ("flash", ((None, "Flash is a static ability"),)),
    "target.protection": ("protection", (("Protection", "can’t be targeted by spells with the stated quality"),)),
    "counter.cant": ("'can't be countered'", (("Abilities", "ability that states it can’t be countered or can’t be copied"),)),
    "destroy.def": ("destroying", (("Keyword Actions", "To destroy a permanent, move it from the battlefield"),)),
    # Damage (120), targets (115, 601.2c) and the state-based action that destroys a creature dealt lethal damage
    "target.choose": ("choosing targets", (("Targets", "Some spells and abilities require their controller to choose"),)),
    "target.any": ("'any target'", (("Targets", "These targets may be creatures, players, planeswalkers"),)),
    "cast.targets": ("choosing targets as a spell is cast",
                     (("Casting Spells", "announces their choice of an appropriate object or player for each target"),)),
    "damage.creature": ("damage dealt to a creature",
                        (("Damage", "Damage dealt to a creature by a source with neither wither nor infect"),)),
    "damage.lethal": ("lethal damage", (("Damage", "If the total damage marked on a creature is greater than or equal"),)),
    "damage.planeswalker": ("damage dealt to a planeswalker",
                            (("Damage", "Damage dealt to a planeswalker causes that many loyalty counters"),)),
    "damage.battle": ("damage dealt to a battle",
                      (("Damage", "Damage dealt to a battle causes that many defense counters"),)),
    "battle.damage": ("damage dealt to a battle",
                      (("Battles", "Damage dealt to a battle results in that many defense counters"),)),
    "sba.lethal": ("lethal damage", (("State-Based Actions", "the total damage marked on it is greater than or equal to its "
                                                            "toughness"),)),
    "indestructible": ("indestructible", (("Keyword Abilities", "Such permanents aren’t destroyed by lethal damage"),)),
    "damage.deathtouch": ("deathtouch", (("Keyword Abilities", "that’s been dealt damage by a source with deathtouch"),)),
    "damage.wither": ("wither", (("Keyword Abilities", "Damage dealt to a creature by a source with wither"),)),
    "damage.infect": ("infect", (("Keyword Abilities", "Damage dealt to a creature by a source with infect"),)),
    "trigger.additional": ("abilities triggering additional times",
                           ((None, "may state that a triggered ability triggers additional times"),)),
    "name.back_face": ("choosing the name of a back face",
                       ((None, "wants to choose the name of the back face of a double-faced card"),)),
    "name.choose": ("choosing a card name", ((None, "instructs a player to choose a card name, the player must"),)),
    "discard.def": ("discarding", (("Keyword Actions", "To discard a card, move it from its owner"),)),
    # Day and night (724 / 728 / 729 / 730 / 731)
    "daynight.def": ("day and night", (("Day and Night", "The game starts with neither designation"),)),
    "daynight.change": ("day and night", (("Day and Night", "day becomes night"),)),
    "static.while_there": ("how long a static ability's effect applies",
                           (("Continuous Effects", "applies at all times that the permanent generating it"),)),
    "daynight.effects": ("effects that make it day or night",
                         (("Day and Night", "Other effects can also make it day or night"),)),
    "daynight.untap": ("day and night", (("Day and Night", "untap step"),)),
    "daynight.to_night": ("day and night", (("Day and Night", "cast any spells during that turn"),)),
    "daynight.to_day": ("day and night", (("Day and Night", "cast two or more spells"),)),
    "daynight.neither": ("day and night", (("Day and Night", "this check doesn"),)),
    # Who is active, and what counts as a spell cast, for the day/night check
    "player.active": ("the active player", (("Players", "The active player is the player whose turn it is"),)),
    "turn.order": ("turn order", (("Starting the Game", "default turn order begins with the starting player"),)),
    "team.seats": ("the shared team turns option",
                   (("Shared Team Turns Option", "sitting in adjacent seats"),)),
    "team.turns": ("the shared team turns option",
                   (("Shared Team Turns Option", "Each team takes turns rather than each player"),)),
    "team.active": ("the active team", (("Shared Team Turns Option", "The team whose turn it is is the active team"),)),
    "team.untap": ("the untap step with shared team turns",
                   (("Untap Step", "shared team turns option use a modified rule"),)),
    "cast.alternative": ("casting a spell without paying its mana cost",
                         (("Costs", "Only one alternative cost can be applied"),)),
    "cast.done": ("when a spell becomes cast", (("Casting Spells", "then the spell becomes cast"),)),
    "cast.total_cost": ("a spell's total cost", (("Casting Spells", "The player determines the total cost of the spell"),)),
    "land.never_spell": ("playing lands", (("Lands", "it is never a spell"),)),
    # Statics of another card that stop things (effects/restrict.py)
    "cant.precedence": ("a 'can't' effect beating a 'can'", ((None, "effect takes precedence"),)),
    "activate.prohibited": ("abilities that can't be activated",
                            (("Activating Activated Abilities", "begin to activate an ability that"),)),
    "cast.prohibited": ("effects that stop a spell being cast",
                        (("Casting Spells", "no rule or effect prohibits that player from casting it"),)),
    # What lets a card be cast from a zone other than the hand (casting.py: permission)
    "cast.permission": ("permission to cast a spell", (("Casting Spells", "only if a rule or effect allows that player to cast it"),)),
    "commander.cast": ("casting a commander", ((None, "may cast a commander they own from the command zone"),)),
    "flashback.def": ("flashback", (("Keyword Abilities", "if the resulting spell is an instant or sorcery spell by paying"),)),
    "jumpstart.def": ("jump-start", (("Keyword Abilities", "by discarding a card as an additional cost to cast it"),)),
    "retrace.def": ("retrace", (("Keyword Abilities", "by discarding a land card as an additional cost to cast it"),)),
    "escape.def": ("escape", (("Keyword Abilities", "Escape [cost]"),)),
    "harmonize.def": ("harmonize", (("Keyword Abilities", "Harmonize [cost]"),)),
    "mayhem.def": ("mayhem", (("Keyword Abilities", "As long as you discarded this card this turn, you may cast it"),)),
    "madness.def": ("madness", (("Keyword Abilities", "When this card is exiled this way, its owner may cast it"),)),
    "foretell.def": ("foretell", (("Keyword Abilities", "and exile a card with foretell from their hand face down"),)),
    "plot.def": ("plot", (("Keyword Abilities", "may cast it from exile without paying its mana cost during their main"),)),
    "suspend.def": ("suspend", (("Keyword Abilities", "When the last time counter is removed from this card"),)),
    "cast.prohibit_choices": ("choices that take a spell out of a casting restriction",
                              (("Casting Spells", "may consider any choices to be made during that spell"),)),
    "block.restrictions": ("blocking restrictions", (("Declare Blockers Step", "affected by any restrictions"),)),
    "dfc.no_face_down": ("double-faced permanents and face down",
                         (("Double-Faced Cards", "can't be turned face down"),)),
    "replace.enters_tapped": ("'enter tapped' effects", (("Replacement Effects", "Continuous effects that read"),)),
    "replace.enters": ("replacement effects on entering",
                       (("Replacement Effects", "Some replacement effects modify how a permanent enters"),)),
}


@dataclass(frozen=True)
class Cited:
    number: str
    text: str

    def json(self) -> dict:
        return {"number": self.number, "text": self.text}


class Citations:
    """The table resolved against one edition: key -> rule number (or None)."""

    def __init__(self, edition):
        self._edition = weakref.ref(edition)  # the cache is keyed by the edition: no strong reference back
        self.numbers: dict[str, str | None] = {}
        for key, (_topic, alternatives) in TABLE.items():
            self.numbers[key] = _resolve(edition, alternatives)

    @property
    def edition(self):
        return self._edition()

    @property
    def effective(self) -> str:
        eff = getattr(self.edition, "effective", None)
        return eff.isoformat() if hasattr(eff, "isoformat") else str(eff or "")

    def has(self, key: str) -> bool:
        return self.numbers[key] is not None

    def number(self, key: str) -> str | None:
        return self.numbers[key]

    def cited(self, key: str) -> Cited | None:
        n = self.numbers[key]
        if n is None:
            return None
        rule = self.edition.get(n)
        return Cited(n, rule.text if rule is not None else "")

    def missing_sentence(self, key: str) -> str:
        return f"the loaded rules ({self.effective}) have no rule on {TABLE[key][0]}"

    def ref(self, *keys: str) -> str:
        """'709.5e' or '116.2m, 709.5e' for use inside an explanation; missing keys are skipped."""
        nums = [self.numbers[k] for k in keys if self.numbers.get(k)]
        return ", ".join(dict.fromkeys(nums))


# Rules that apply to every enter, cast or resolution (601.2a, what casting is, stays: it says where the spell goes): cited only when nothing more specific decided
# the step (a card moving to the graveyard is 400.7's new object; a Delver entering is 712.14's front face).
ROUTINE = ("zone.new_object", "cast.done", "resolve.permanent", "resolve.instant")


def deciding_first(keys: list[str], *, keep: tuple[str, ...] = ()) -> list[str]:
    """A step's citation keys as cited, the deciding rule first: the routine rules (ROUTINE) are dropped when another rule decided the step; `keep` names keys that
    are the point of the step even though they are routine elsewhere (601.2i for a countered spell that
    still counts). The explanation keeps every reference it makes; this is the list shown under it."""
    ordered = list(dict.fromkeys(keys))
    specific = [k for k in ordered if k not in ROUTINE or k in keep] or ordered
    # Rules that say what a whole topic is (what a special action is, what day and night are, that the untap step
    # checks) support; they go after the specific ones, so that the three cited are the ones that decide.
    return [k for k in specific if k not in GENERAL] + [k for k in specific if k in GENERAL]


GENERAL = ("special.def", "mv.compare", "daynight.def", "daynight.change", "daynight.untap", "cast.to_stack")


# "Cite the rule that decides first, then at most two that support it": a step (or a check) cites at most this
# many rules, in the order given, the deciding one first. The one place the cap lives.
CAP = 3

_REF_GROUP = re.compile(r" ?\((\d{3}(?:\.\d+[a-z]?)?(?:, \d{3}(?:\.\d+[a-z]?)?)*)\)")


def trim_refs(text: str, cited: list[str]) -> str:
    """An explanation whose parenthesised rule references name only the rules its step cites: "(712.8e, 202.3b,
    202.3)" becomes "(712.8e)" when the step cites 712.8e alone, and a group left empty goes."""
    allowed = set(cited)

    def keep(m: re.Match) -> str:
        numbers = [n for n in m.group(1).split(", ") if n in allowed]
        return (" " if m.group(0).startswith(" ") else "") + f"({', '.join(numbers)})" if numbers else ""

    return _REF_GROUP.sub(keep, text)


def _resolve(edition, alternatives) -> str | None:
    for title, phrase in alternatives:
        under = None
        if title is not None:
            under = edition.section(title)
            if under is None:
                continue
        n = edition.find(phrase, under=under)
        if n is not None and edition.exists(n):
            return n
    return None


_CACHE: "weakref.WeakKeyDictionary[object, Citations]" = weakref.WeakKeyDictionary()


def for_edition(edition) -> Citations:
    """The resolved table for this edition, computed once and kept while the edition is in use (a reloaded
    catalog's old edition is let go)."""
    hit = _CACHE.get(edition)
    if hit is None:
        hit = _CACHE[edition] = Citations(edition)
    return hit
