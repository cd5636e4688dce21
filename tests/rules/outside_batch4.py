"""Outside situations, batch 4: written down (command, expected answer, rule, source) BEFORE the engine was run on
any of them, after the issue-15 work on statics of another card that stop things (can't cast, can't block, can't
enter, Containment Priest's "exile it instead"). Same format as outside_batch1.py. Themes: the engine trackers' bug
reports on Drannith Magistrate, Grafdigger's Cage, Soulless Jailer, Brisela, Containment Priest and mana values on
the stack (split halves, X, disturb), with Rooms, transforming, modal and meld cards; plus naming, cascade,
"can't transform" and day/night on entering, which the same reports touch.

    .venv/bin/python -m tests.rules.outside batch4

First contact (one run, on commit 1875840, `python -m tests.rules.outside batch4`): right 40, wrong 4, not modelled
0 of 44. The four wrong:
- O4-38, O4-39: Hallowed Moonlight ("if a creature would enter and it wasn't cast" — tokens too) didn't touch a token
  copy, nor the token a copy of a permanent spell becomes (707.10: a copy isn't cast). A wrong class: the replacement
  on entering was applied only where a card is put onto the battlefield. Fixed for every "exile it instead" card
  (zone_moves.token_exiled_instead, used by `token copy` and by a copied spell resolving).
- O4-43, O4-44: the engine was right and the expected answer wrong: Brutal Cathar has daybound, which "can't transform
  except due to its daybound ability" (702.145b), so Immerwolf never mattered. The cases now use Huntmaster of the
  Fells (a Human Werewolf whose back face is a non-Human Werewolf, no daybound), as the situation meant.
After (same command, after the fix and the two corrected cases): right 44 of 44.
"""

from tests.rules.outside_batch1 import CATHAR, DELVER, POOL
from tests.rules.outside_batch2 import BRUNA, GISELA

BEGGAR = "Beloved Beggar // Generous Soul"
HUNT = "Huntmaster of the Fells // Ravager of the Fells"
BOOTH = "Ticket Booth // Tunnel of Hate"
VALKI = "Valki, God of Lies // Tibalt, Cosmic Impostor"
OJER = "Ojer Axonil, Deepest Might // Temple of Power"
ESPER = "Esper Origins // Summon: Esper Maduin"
KAZANDU = "Kazandu Mammoth // Kazandu Valley"
CAGE = "Grafdigger's Cage"
PRIEST = "Containment Priest"
DRANNITH = "Drannith Magistrate"
WINNOWER = "Void Winnower"
BRISELA = "Brisela, Voice of Nightmares"

SPLIT_MV = "magefree/mage issue #4620 and Card-Forge/forge issue #6372 (a split card's halves vs. its combined mana value)"
CAST_FACE = "phase-rs/phase PR #8915 (the face being cast is what is evaluated, 709.3a)"
X_MV = "magefree/mage issue #2436 and phase-rs/phase issue #2392 (X counts in a spell's mana value on the stack)"
BRISELA_BUG = "magefree/mage issue #2140 (Brisela's restriction on spells with mana value 3 or less)"
DRANNITH_HAND = "witchesofthehill/manabrew issue #570 (Drannith Magistrate blocking spells cast from the hand)"
DRANNITH_CZ = "witchesofthehill/manabrew issues #396/#409 (a commander cast from the command zone past Drannith)"
DISTURB_GY = "phase-rs/phase issue #2084 and PR #2089 (disturb is a cast from the graveyard, back face up)"
CAGE_ENTRY = "phase-rs/phase PR #7378 (Grafdigger's Cage looks at the card where it is; entering transformed)"
CAGE_RULING = "Grafdigger's Cage ruling 2019-07-12 (cast from exile, not a library; look at the card in the graveyard)"
JAILER = "Card-Forge/forge issue #3377 (Soulless Jailer stops only noncreature spells from graveyards/exile)"
PRIEST_CAST = "magefree/mage issue #4231 and phase-rs/phase issue #4761 (Containment Priest exiling a creature that was cast)"
PRIEST_SELF = "Card-Forge/forge PR #3161 and magefree/mage issue #13420 (Containment Priest and what enters without being cast)"
NAMES = "PennyDreadfulMTG/Penny-Dreadful-Tools issue #9147 (the back face's name)"
MDFC_LAND = "wingedsheep/argentum-engine PR #2010 (a modal double-faced land is played, not cast)"
IMMERWOLF = "magarena/magarena issue #723 and the 101.2 'can't beats can' rule (transform restrictions)"

CASES = [
    # --- can't cast: the spell as it would be cast (601.3, 601.3e, 709.3a, 712.11c) --------------------------------
    dict(id="O4-01", cmd="room", card=POOL, zone="hand", steps=[f"check {WINNOWER}"],
         expect=[("steps.0.check.passes", "==", False),
                 ("steps.0.check.faces", "==", [{"name": "Bottomless Pool", "mana_value": 1, "castable": True},
                                                {"name": "Locker Room", "mana_value": 5, "castable": True}])],
         rule="709.3a/601.3e: in the hand the Room has mana value 6, but only the door being cast (1 or 5) is evaluated",
         source=SPLIT_MV),
    dict(id="O4-02", cmd="room", card=POOL, zone="hand", steps=[f"apply {WINNOWER}", "cast Locker Room", "resolve"],
         expect=[("steps.1.result", "==", "ok"), ("state.zone", "==", "battlefield"),
                 ("state.unlocked", "==", ["Locker Room"])],
         rule="709.3a: Locker Room (mana value 5, odd) may be cast under Void Winnower", source=CAST_FACE),
    dict(id="O4-03", cmd="room", card=BOOTH, zone="hand", steps=[f"apply {WINNOWER}", "cast Tunnel of Hate"],
         expect=[("steps.1.result", "==", "not allowed"), ("state.zone", "==", "hand")],
         rule="601.3 + 709.3a: Tunnel of Hate alone has mana value 6, even", source=CAST_FACE),
    dict(id="O4-04", cmd="room", card=BOOTH, zone="hand", steps=[f"apply {WINNOWER}", "cast Ticket Booth"],
         expect=[("steps.1.result", "==", "ok"), ("state.zone", "==", "stack")],
         rule="709.3a: Ticket Booth alone has mana value 3 (the card's 9 isn't looked at)", source=SPLIT_MV),
    dict(id="O4-05", cmd="dfc", card=VALKI, zone="hand", steps=[f"check {WINNOWER}"],
         expect=[("steps.0.check.passes", "==", True),
                 ("steps.0.check.faces", "==", [{"name": "Valki, God of Lies", "mana_value": 2, "castable": False},
                                                {"name": "Tibalt, Cosmic Impostor", "mana_value": 7,
                                                 "castable": True}])],
         rule="712.11c (only the face that will be up on the stack is evaluated): Valki 2 even, Tibalt 7 odd",
         source=CAST_FACE),
    dict(id="O4-06", cmd="dfc", card=VALKI, zone="hand",
         steps=[f"apply {WINNOWER}", "cast Tibalt, Cosmic Impostor", "resolve"],
         expect=[("state.zone", "==", "battlefield"), ("state.names", "==", ["Tibalt, Cosmic Impostor"])],
         rule="712.11c + 712.8f: Tibalt is cast as a 7 and enters back face up", source=CAST_FACE),
    dict(id="O4-07", cmd="dfc", card=DELVER, zone="hand", steps=[f"apply {WINNOWER}", "cast Delver of Secrets"],
         expect=[("steps.1.result", "==", "ok"), ("state.zone", "==", "stack")],
         rule="712.11c: Delver of Secrets (mana value 1) is cast front face up", source=CAST_FACE),
    dict(id="O4-08", cmd="dfc", card=BEGGAR, zone="graveyard", steps=[f"apply {WINNOWER}", "cast back"],
         expect=[("steps.1.result", "==", "not allowed"), ("state.zone", "==", "graveyard")],
         rule="712.8e/702.146a: Generous Soul cast with disturb has its front face's mana value, 2 (even)",
         source=DISTURB_GY),
    dict(id="O4-09", cmd="dfc", card="Hydroid Krasis", zone="hand", steps=[f"check {WINNOWER}"],
         expect=[("steps.0.check.passes", "==", False)],
         rule="601.3a: X may be chosen so the spell's mana value is odd (X=1: 3)", source=X_MV),
    dict(id="O4-10", cmd="dfc", card="Hydroid Krasis", zone="hand", steps=[f"apply {WINNOWER}", "cast Hydroid Krasis"],
         expect=[("steps.1.result", "==", "ok")], rule="601.3a: the player may begin to cast it, choosing an odd total",
         source=X_MV),
    dict(id="O4-11", cmd="room", card=POOL, zone="hand", steps=[f"apply {BRISELA}", "cast Bottomless Pool"],
         expect=[("steps.1.result", "==", "not allowed"), ("state.zone", "==", "hand")],
         rule="601.3 + 709.3a: Bottomless Pool alone has mana value 1, 3 or less", source=BRISELA_BUG),
    dict(id="O4-12", cmd="room", card=POOL, zone="hand", steps=[f"apply {BRISELA}", "cast Locker Room", "resolve"],
         expect=[("state.zone", "==", "battlefield")], rule="709.3a: Locker Room has mana value 5", source=BRISELA_BUG),
    dict(id="O4-13", cmd="dfc", card=BEGGAR, zone="graveyard", steps=[f"apply {BRISELA}", "cast back"],
         expect=[("steps.1.result", "==", "not allowed")],
         rule="712.8e: the disturbed Generous Soul has mana value 2, 3 or less", source=BRISELA_BUG),
    dict(id="O4-14", cmd="dfc", card=DELVER, zone="hand", steps=[f"apply {DRANNITH}", "cast Delver of Secrets"],
         expect=[("steps.1.result", "==", "ok")], rule="Drannith's own words: spells cast from the hand aren't stopped",
         source=DRANNITH_HAND),
    dict(id="O4-15", cmd="dfc", card=BEGGAR, zone="graveyard", steps=[f"apply {DRANNITH}", "cast back"],
         expect=[("steps.1.result", "==", "not allowed"), ("state.zone", "==", "graveyard")],
         rule="601.3 + 101.2: disturb is a cast from the graveyard", source=DISTURB_GY),
    dict(id="O4-16", cmd="dfc", card=DELVER, zone="command", steps=[f"apply {DRANNITH}", "cast Delver of Secrets"],
         expect=[("steps.1.result", "==", "not allowed")], rule="601.3: the command zone isn't the hand",
         source=DRANNITH_CZ),
    dict(id="O4-17", cmd="dfc", card=DELVER, zone="library",
         steps=[f"apply {DRANNITH}", "apply Bloodbraid Elf", "cast Delver of Secrets"],
         expect=[("steps.1.state.zone", "==", "exile"), ("steps.2.result", "==", "not allowed")],
         rule="702.85a + 601.3: cascade's card is cast from exile, which Drannith stops", source=DRANNITH_HAND),
    dict(id="O4-18", cmd="dfc", card=BEGGAR, zone="graveyard", steps=[f"apply {CAGE}", "cast back"],
         expect=[("steps.1.result", "==", "not allowed"), ("state.zone", "==", "graveyard")],
         rule="Cage's second sentence + 601.3", source=CAGE_RULING),
    dict(id="O4-19", cmd="dfc", card=DELVER, zone="library",
         steps=[f"apply {CAGE}", "apply Bloodbraid Elf", "cast Delver of Secrets"],
         expect=[("steps.2.result", "==", "ok")],
         rule="the Cage ruling: a card exiled from a library and cast is cast from exile", source=CAGE_RULING),
    dict(id="O4-20", cmd="dfc", card=BEGGAR, zone="graveyard", steps=["apply Soulless Jailer", "cast back", "resolve"],
         expect=[("steps.1.result", "==", "ok"), ("state.zone", "==", "battlefield")],
         rule="Soulless Jailer stops noncreature spells; Generous Soul is a creature spell, and it enters from the "
              "stack, not the graveyard", source=JAILER),
    dict(id="O4-21", cmd="dfc", card=BEGGAR, zone="graveyard", steps=["apply Kunoros, Hound of Athreos", "cast back"],
         expect=[("steps.1.result", "==", "not allowed")], rule="Kunoros: players can't cast spells from graveyards",
         source=DISTURB_GY),
    dict(id="O4-22", cmd="dfc", card=KAZANDU, zone="hand", steps=[f"apply {WINNOWER}", "play Kazandu Valley"],
         expect=[("steps.1.result", "==", "ok"), ("state.zone", "==", "battlefield")],
         rule="305.1/712.12: a land face is played, not cast: no casting restriction applies", source=MDFC_LAND),
    # --- can't block with (509.1b): the creature's mana value as it is -----------------------------------------
    dict(id="O4-23", cmd="dfc", card=CATHAR, zone="battlefield", steps=[f"check {WINNOWER}"],
         expect=[("steps.0.effect.template", "==", "cant_block"), ("steps.0.check.passes", "==", False)],
         rule="509.1b: Brutal Cathar has mana value 3 (odd): it may block", source=SPLIT_MV),
    dict(id="O4-24", cmd="dfc", card=HUNT, zone="battlefield", steps=["transform", f"check {WINNOWER}"],
         expect=[("steps.1.check.passes", "==", True)],
         rule="712.8e: Ravager of the Fells has its front face's mana value, 4 (even)", source=SPLIT_MV),
    dict(id="O4-25", cmd="dfc", card=BRUNA, zone="battlefield", steps=[f"meld {GISELA}", f"check {WINNOWER}"],
         expect=[("steps.1.check.passes", "==", False)],
         rule="712.8g: Brisela has mana value 7 + 4 = 11 (odd)", source="magefree/mage PR #10908 (melded mana value)"),
    dict(id="O4-26", cmd="dfc", card=HUNT, zone="battlefield", steps=["transform", "token copy", f"check {WINNOWER}"],
         expect=[("steps.2.check.passes", "==", True)],
         rule="202.3b/707.8a: a token copy of a back face has mana value 0, and zero is even",
         source="Card-Forge/forge PR #5898 (copies of back faces have mana value 0)"),
    # --- can't enter (Cage looks at the card where it is) --------------------------------------------------------
    dict(id="O4-27", cmd="dfc", card=OJER, zone="graveyard", steps=[f"apply {CAGE}", "enter transformed"],
         expect=[("steps.1.result", "==", "nothing happens"), ("state.zone", "==", "graveyard")],
         rule="712.8a: in the graveyard Ojer Axonil is a creature card; 101.2", source=CAGE_ENTRY),
    dict(id="O4-28", cmd="dfc", card=ESPER, zone="graveyard", steps=[f"apply {CAGE}", "enter transformed"],
         expect=[("state.zone", "==", "battlefield"), ("state.names", "==", ["Summon: Esper Maduin"])],
         rule="712.8a: Esper Origins is a sorcery card in the graveyard, so the Cage doesn't apply; 712.14a",
         source=CAGE_ENTRY),
    dict(id="O4-29", cmd="dfc", card=DELVER, zone="graveyard", steps=[f"apply {CAGE}", "apply Unearth"],
         expect=[("state.zone", "==", "graveyard")],
         rule="101.2: Unearth may target it, but the creature card can't enter", source=CAGE_RULING),
    dict(id="O4-30", cmd="dfc", card=DELVER, zone="library", steps=[f"apply {CAGE}", "enter"],
         expect=[("state.zone", "==", "library")], rule="Cage: creature cards in libraries can't enter",
         source=CAGE_RULING),
    dict(id="O4-31", cmd="dfc", card=CATHAR, zone="battlefield", steps=[f"apply {CAGE}", "blink"],
         expect=[("state.zone", "==", "battlefield")],
         rule="the Cage stops cards in graveyards and libraries; a blinked card returns from exile", source=CAGE_ENTRY),
    # --- Containment Priest: 614.1a, 614.12 (the permanent as it would enter) ---------------------------------
    dict(id="O4-32", cmd="dfc", card=CATHAR, zone="battlefield", steps=[f"apply {PRIEST}", "blink"],
         expect=[("state.zone", "==", "exile")], rule="614.1a: it would enter without being cast: exiled instead",
         source=PRIEST_SELF),
    dict(id="O4-33", cmd="dfc", card=DELVER, zone="hand", steps=[f"apply {PRIEST}", "cast Delver of Secrets", "resolve"],
         expect=[("state.zone", "==", "battlefield")], rule="Containment Priest's 'wasn't cast': it was cast",
         source=PRIEST_CAST),
    dict(id="O4-34", cmd="dfc", card=OJER, zone="graveyard", steps=[f"apply {PRIEST}", "enter transformed"],
         expect=[("state.zone", "==", "battlefield"), ("state.names", "==", ["Temple of Power"])],
         rule="614.12: as it would enter it is Temple of Power, a land, not a creature", source=CAGE_ENTRY),
    dict(id="O4-35", cmd="dfc", card=CATHAR, zone="graveyard", start="night", steps=[f"apply {PRIEST}", "enter"],
         expect=[("state.zone", "==", "exile")],
         rule="702.145b + 614.12: at night it would enter as Moonrage Brute, a creature: exiled", source=PRIEST_SELF),
    dict(id="O4-36", cmd="room", card=POOL, zone="graveyard", steps=[f"apply {PRIEST}", "enter"],
         expect=[("state.zone", "==", "battlefield"), ("state.unlocked", "==", [])],
         rule="614.12: a Room is an enchantment, not a creature; 709.5: both doors locked", source=PRIEST_SELF),
    dict(id="O4-37", cmd="dfc", card=DELVER, zone="battlefield", steps=[f"apply {PRIEST}", "token copy"],
         expect=[("state.zone", "==", "battlefield"), ("state.token", "==", True)],
         rule="Containment Priest: nontoken creatures only", source=PRIEST_SELF),
    dict(id="O4-38", cmd="dfc", card=DELVER, zone="battlefield", steps=["apply Hallowed Moonlight", "token copy"],
         expect=[("state.zone", "!=", "battlefield")],
         rule="Hallowed Moonlight: any creature, tokens too, that wasn't cast: exiled (a token then ceases to exist)",
         source=PRIEST_SELF),
    dict(id="O4-39", cmd="dfc", card=DELVER, zone="hand",
         steps=["apply Hallowed Moonlight", "cast Delver of Secrets", "copy", "resolve"],
         expect=[("state.zone", "!=", "battlefield")],
         rule="707.10: a copy of a spell isn't cast; it would enter as a token creature: exiled", source=PRIEST_CAST),
    # --- naming, cascade, can't transform, day/night on entering ---------------------------------------------
    dict(id="O4-40", cmd="dfc", card=DELVER, zone="hand", steps=["check Meddling Mage name=Insectile Aberration"],
         expect=[("steps.0.check.passes", "==", False)],
         rule="712.11c/712.19: Delver is cast front face up; its back face's name isn't looked at", source=NAMES),
    dict(id="O4-41", cmd="dfc", card=HUNT, zone="battlefield",
         steps=["transform", "check Pithing Needle name=Huntmaster of the Fells"],
         expect=[("steps.1.check.passes", "==", False)],
         rule="712.8d/712.19: back face up it has only the name Ravager of the Fells", source=NAMES),
    dict(id="O4-42", cmd="room", card=BOOTH, zone="library", steps=["check Bloodbraid Elf"],
         expect=[("steps.0.check.passes", "==", False)],
         rule="702.85a + 709.4b: in the library the Room has mana value 9, not less than 4", source=SPLIT_MV),
    # O4-43/44 first named Brutal Cathar, whose daybound forbids the transform anyway (702.145b): corrected after
    # the first run to Huntmaster of the Fells, which has no daybound (see the header)
    dict(id="O4-43", cmd="dfc", card=HUNT, zone="battlefield", steps=["apply Immerwolf", "transform"],
         expect=[("steps.1.result", "==", "ok"), ("state.names", "==", ["Ravager of the Fells"])],
         rule="Immerwolf stops non-Human Werewolves; Huntmaster of the Fells is a Human", source=IMMERWOLF),
    dict(id="O4-44", cmd="dfc", card=HUNT, zone="battlefield", steps=["transform", "apply Immerwolf", "transform"],
         expect=[("state.names", "==", ["Ravager of the Fells"])],
         rule="101.2: Ravager of the Fells is a non-Human Werewolf: it can't transform", source=IMMERWOLF),
]

FIRST_CONTACT: dict[str, str] = {
    "O4-01": "right",
    "O4-02": "right",
    "O4-03": "right",
    "O4-04": "right",
    "O4-05": "right",
    "O4-06": "right",
    "O4-07": "right",
    "O4-08": "right",
    "O4-09": "right",
    "O4-10": "right",
    "O4-11": "right",
    "O4-12": "right",
    "O4-13": "right",
    "O4-14": "right",
    "O4-15": "right",
    "O4-16": "right",
    "O4-17": "right",
    "O4-18": "right",
    "O4-19": "right",
    "O4-20": "right",
    "O4-21": "right",
    "O4-22": "right",
    "O4-23": "right",
    "O4-24": "right",
    "O4-25": "right",
    "O4-26": "right",
    "O4-27": "right",
    "O4-28": "right",
    "O4-29": "right",
    "O4-30": "right",
    "O4-31": "right",
    "O4-32": "right",
    "O4-33": "right",
    "O4-34": "right",
    "O4-35": "right",
    "O4-36": "right",
    "O4-37": "right",
    "O4-38": "wrong",
    "O4-39": "wrong",
    "O4-40": "right",
    "O4-41": "right",
    "O4-42": "right",
    "O4-43": "wrong (expectation)",
    "O4-44": "wrong (expectation)",
}
