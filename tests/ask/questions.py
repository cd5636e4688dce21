"""The question set: questions written the way people write them, each with the program it must
be read as and what its answer must say. Hand-written; the cards are real (../shared/data).

Q(question, command, argv, says=..., unread=...):
  says   text the answer must contain (as the command line prints it: verdict, steps, rules)
  unread the words the answer must list as not used (None: not checked; [] none)
  new    the program uses the engine's second-edition steps (check/apply, spell kinds for day/night)
REFUSE(question, kind): must not be read as any program ("not_understood" with related material,
  or "ambiguous" with the cards it could be).
"""

from __future__ import annotations

from dataclasses import dataclass, field

BP = "Bottomless Pool // Locker Room"
MR = "Mirror Room // Fractured Realm"
DT = "Dazzling Theater // Prop Room"
CE = "Central Elevator // Promising Stairs"
DC = "Defiled Crypt // Cadaver Lab"
DELVER = "Delver of Secrets // Insectile Aberration"
TITI = "Thing in the Ice // Awoken Horror"
HUNT = "Huntmaster of the Fells // Ravager of the Fells"
AVACYN = "Archangel Avacyn // Avacyn, the Purifier"
RUFFIAN = "Tavern Ruffian // Tavern Smasher"
CATHAR = "Brutal Cathar // Moonrage Brute"
AGADEEM = "Agadeem's Awakening // Agadeem, the Undercrypt"
MAMMOTH = "Kazandu Mammoth // Kazandu Valley"
BRUNA = "Bruna, the Fading Light"
GISELA = "Gisela, the Broken Blade"
SR = "Surgical Suite // Hospital Room"
GE = "Grand Entryway // Elegant Rotunda"


@dataclass
class Q:
    question: str
    command: str
    argv: list[str]
    says: str = ""
    unread: list[str] | None = None
    new: bool = False
    locale: str | None = None


@dataclass
class REFUSE:
    question: str
    kind: str = "not_understood"
    suggestions: list[str] = field(default_factory=list)
    partial: bool = False  # read in part: no verdict, what could not be placed, complete readings offered


def room(card, zone, steps=None):
    return [card, "--zone", zone] + (["--steps", steps] if steps else [])


dfc = room


def dn(start, steps):
    return ["--start", start, "--steps", steps]


QUESTIONS = [
    # --- Rooms: where it is, what it is ---------------------------------------------------------
    Q("what's the MV of Bottomless Pool in my library?", "room", room(BP, "library"), "mana value 6 and both names", []),
    Q("whats the mv of bottomless pool in my deck", "room", room(BP, "library"), "mana value 6", []),
    Q("What is the CMC of Locker Room in my hand?", "room", room(BP, "hand"), "mana value 6", []),
    Q("cmc of botomless pool in the graveyard?", "room", room(BP, "graveyard"), "mana value 6 and both names", []),
    Q("mana value of Bottomless Pool in my yard", "room", room(BP, "graveyard"), "mana value 6", []),
    Q("Bottomless Pool in exile - what's its mana value?", "room", room(BP, "exile"), "mana value 6", []),
    Q("mv of bottomles pool on the battlefield", "room", room(BP, "battlefield"), "mana value 0 and no name", []),
    Q("Bottomless Pool in play, both doors locked: what's its name?", "room", room(BP, "battlefield"),
      "no name", []),
    Q("what is the mana value of Mirror Room in my library", "room", room(MR, "library"), "mana value 10", []),
    Q("Fractured Realm in my hand, what is the CMC", "room", room(MR, "hand"), "mana value 10", []),
    Q("What's the MV of Dazzling Theater on the battlefield?", "room", room(DT, "battlefield"), "mana value 0", []),
    Q("prop room in the gy, mv?", "room", room(DT, "graveyard"), "mana value 7", []),
    Q("what are the names of Central Elevator in my library", "room", room(CE, "library"), "both names", []),
    Q("whats the colour of Defiled Crypt in my libary", "room", room(DC, "library"), "both names", []),
    Q("mv of Bottomless Pool in my libary?", "room", room(BP, "library"), "mana value 6", []),
    # --- Rooms: casting a door --------------------------------------------------------------------
    Q("I cast Locker Room, what's the cmc on the stack?", "room", room(BP, "hand", "cast Locker Room"),
      "mana value 5 and the name Locker Room", []),
    Q("if i cast locker room whats its mv on the stack", "room", room(BP, "hand", "cast Locker Room"), "mana value 5", []),
    Q("casting Bottomless Pool from my hand, mana value on the stack?", "room", room(BP, "hand", "cast Bottomless Pool"),
      "mana value 1 and the name Bottomless Pool", []),
    Q("cast Prop Room, what is its name on the stack", "room", room(DT, "hand", "cast Prop Room"), "the name Prop Room", []),
    Q("I cast Mirror Room and it resolves. What's its MV?", "room", room(MR, "hand", "cast Mirror Room; resolve"),
      "mana value 3 and the name Mirror Room", []),
    Q("cast Locker Room, it resolves, what names does it have on the battlefield?", "room",
      room(BP, "hand", "cast Locker Room; resolve"), "the name Locker Room", []),
    Q("cast locker room then unlock bottomless pool, what's its name", "room",
      room(BP, "hand", "cast Locker Room; resolve; unlock Bottomless Pool"), "both names", []),
    Q("I cast Fractured Realm then unlock Mirror Room. MV?", "room",
      room(MR, "hand", "cast Fractured Realm; resolve; unlock Mirror Room"), "mana value 10", []),
    Q("cast Prop Room and unlock Dazzling Theater; what is the mana value now", "room",
      room(DT, "hand", "cast Prop Room; resolve; unlock Dazzling Theater"), "mana value 7", []),
    # --- Rooms: doors on the battlefield --------------------------------------------------------
    Q("Bottomless Pool with one door unlocked, what's its mana value?", "room",
      room(BP, "battlefield", "unlock Bottomless Pool"), "mana value 1", []),
    Q("Bottomless Pool on the battlefield with Locker Room unlocked, MV?", "room",
      room(BP, "battlefield", "unlock Locker Room"), "mana value 5 and the name Locker Room", []),
    Q("Mirror Room fully unlocked, mv?", "room", room(MR, "battlefield", "unlock Mirror Room; unlock Fractured Realm"),
      "mana value 10 and both names", []),
    Q("Bottomless Pool with both doors unlocked - what's its name", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; unlock Locker Room"), "both names", []),
    Q("I unlock Locker Room on my Bottomless Pool, what's the cmc", "room",
      room(BP, "battlefield", "unlock Locker Room"), "mana value 5", []),
    Q("unlock Prop Room then unlock Dazzling Theater, mana value?", "room",
      room(DT, "battlefield", "unlock Prop Room; unlock Dazzling Theater"), "mana value 7", []),
    Q("Mirror Room with Mirror Room unlocked, then lock it. name?", "room",
      room(MR, "battlefield", "unlock Mirror Room; lock Mirror Room"), "no name", []),
    Q("my Central Elevator has Promising Stairs unlocked, what's the mv", "room",
      room(CE, "battlefield", "unlock Promising Stairs"), "the name Promising Stairs", []),
    # --- Rooms: flicker, copy, zone changes --------------------------------------------------------
    Q("if I flicker Bottomless Pool with one door open, what comes back?", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; blink"), "both doors locked", []),
    Q("blink Mirror Room with both doors unlocked, what comes back", "room",
      room(MR, "battlefield", "unlock Mirror Room; unlock Fractured Realm; blink"), "both doors locked", []),
    Q("Bottomless Pool with Locker Room unlocked gets flickered. what comes back?", "room",
      room(BP, "battlefield", "unlock Locker Room; blink"), "both doors locked", []),
    Q("Flicker Dazzling Theater with one door open — mv after?", "room",
      room(DT, "battlefield", "unlock Dazzling Theater; blink"), "mana value 0", []),
    Q("exile and return Bottomless Pool with both doors open", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; unlock Locker Room; blink"), "both doors locked", []),
    Q("I copy Bottomless Pool with Locker Room unlocked, what's the copy's name?", "room",
      room(BP, "battlefield", "unlock Locker Room; copy"), "Locker Room", []),
    Q("clone my Mirror Room with one door unlocked, what is the clone's mv", "room",
      room(MR, "battlefield", "unlock Mirror Room; copy"), "mana value", []),
    Q("Bottomless Pool with one door unlocked dies. mv in the graveyard?", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; move graveyard"), "mana value 6", []),
    Q("my Prop Room fully unlocked gets bounced, mana value in hand?", "room",
      room(DT, "battlefield", "unlock Dazzling Theater; unlock Prop Room; move hand"), "mana value 7", []),
    Q("Bottomless Pool gets destroyed, what's its mv in the graveyard", "room",
      room(BP, "battlefield", "move graveyard"), "mana value 6", []),
    Q("cast Locker Room, resolve, then it dies: mana value?", "room",
      room(BP, "hand", "cast Locker Room; resolve; move graveyard"), "mana value 6", []),
    Q("Mirror Room with one door open is put into exile, names?", "room",
      room(MR, "battlefield", "unlock Mirror Room; move exile"), "both names", []),
    # --- Double-faced cards ------------------------------------------------------------------------
    Q("whats the cmc of delver of secrets on the battlefield", "dfc", dfc(DELVER, "battlefield"), "mana value 1", []),
    Q("What's the MV of my flipped Delver?", "dfc", dfc(DELVER, "battlefield", "transform"),
      "the name Insectile Aberration", []),
    Q("mana value of a transformed Delver of Secrets?", "dfc", dfc(DELVER, "battlefield", "transform"),
      "mana value 1 and the name Insectile Aberration", []),
    # the back face named on the battlefield is the face up there (it was read front face up)
    Q("Insectile Aberration on the battlefield, whats its mana value", "dfc", dfc(DELVER, "battlefield", "transform"),
      "the name Insectile Aberration", []),
    Q("delver of secerts transforms, what's its name", "dfc", dfc(DELVER, "battlefield", "transform"),
      "Insectile Aberration", []),
    Q("flipped delver dies, name in the graveyard?", "dfc", dfc(DELVER, "battlefield", "transform; move graveyard"),
      "the name Delver of Secrets", []),
    Q("my flipped Delver gets bounced to my hand, mv?", "dfc", dfc(DELVER, "battlefield", "transform; move hand"),
      "mana value 1 and the name Delver of Secrets", []),
    Q("I flicker my transformed Thing in the Ice, which face comes back?", "dfc",
      dfc(TITI, "battlefield", "transform; blink"), "front face up", []),
    # A back face named on the battlefield is face up there (second edition; the first read it front face up)
    Q("Awoken Horror gets blinked: what comes back", "dfc", dfc(TITI, "battlefield", "transform; blink"), "front face up", []),
    Q("thing in the ice transforms, mana value?", "dfc", dfc(TITI, "battlefield", "transform"), "mana value 2", []),
    Q("Clone my flipped Delver: what's the copy's name?", "dfc", dfc(DELVER, "battlefield", "transform; copy"),
      "Insectile Aberration", []),
    Q("copy a transformed Archangel Avacyn, name of the copy?", "dfc", dfc(AVACYN, "battlefield", "transform; copy"),
      "Avacyn, the Purifier", []),
    Q("I copy my transformed Delver and then transform the copy", "dfc",
      dfc(DELVER, "battlefield", "transform; copy; transform"), "Insectile Aberration", []),
    Q("Delver of Secrets enters transformed? what's its name", "dfc", dfc(DELVER, "library", "enter transformed"),
      "", []),
    Q("Delver of Secrets cast from my hand, on the stack what's the mv", "dfc", dfc(DELVER, "hand", "cast Delver of Secrets"),
      "mana value 1", []),
    Q("I cast Delver of Secrets, it resolves, and transforms. name?", "dfc",
      dfc(DELVER, "hand", "cast Delver of Secrets; resolve; transform"), "Insectile Aberration", []),
    Q("Archangel Avacyn in my graveyard, mana value", "dfc", dfc(AVACYN, "graveyard"), "mana value 5", []),
    Q("Avacyn the Purifier in exile, what's its mv?", "dfc", dfc(AVACYN, "exile"), "mana value 5", []),
    Q("cast Agadeem's Awakening, whats the mv on the stack", "dfc",
      dfc(AGADEEM, "hand", "cast Agadeem's Awakening"), "", []),
    Q("I play Agadeem, the Undercrypt. whats its mana value", "dfc",
      dfc(AGADEEM, "hand", "play Agadeem, the Undercrypt"), "mana value 0", []),
    Q("Kazandu Mammoth in my hand, mv?", "dfc", dfc(MAMMOTH, "hand"), "mana value 3", []),
    Q("I play Kazandu Valley, what's the mana value on the battlefield", "dfc",
      dfc(MAMMOTH, "hand", "play Kazandu Valley"), "mana value 0", []),
    Q("Can I transform Kazandu Mammoth on the battlefield?", "dfc", dfc(MAMMOTH, "battlefield", "transform"), "", []),
    Q("Bruna, the Fading Light melds with Gisela, what's the mv", "dfc",
      dfc(BRUNA, "battlefield", f"meld {GISELA}"), "mana value 11", []),
    Q("meld Gisela the Broken Blade with Bruna the Fading Light then it dies", "dfc",
      dfc(GISELA, "battlefield", f"meld {BRUNA}; move graveyard"), "", None),
    # --- card and rule look-ups ----------------------------------------------------------------------
    Q("what does delver of secrets do", "card", [DELVER], "transforming double-faced card", []),
    Q("rulings for Locker Room?", "card", [BP], "A Room", []),
    Q("what rulings does locker room have", "card", [BP], "A Room", []),
    Q("Moonmist oracle text", "card", ["Moonmist"], "mana value 2", []),
    Q("show me abrupt decay", "card", ["Abrupt Decay"], "mana value 2", []),
    Q("what does Sevinne's Reclamation do?", "card", ["Sevinne's Reclamation"], "mana value 3", []),
    Q("what does pithing needle do", "card", ["Pithing Needle"], "mana value 1", []),
    Q("rule 709.5", "rule", ["709.5"], "", []),
    Q("what does rule 709.5a say", "rule", ["709.5a"], "", None),
    Q("CR 731", "rule", ["731"], "", []),
    Q("what does daybound mean", "rule", ["Daybound"], "", []),
    Q("what does nightbound mean?", "rule", ["Nightbound"], "", []),
    Q("define transform", "rule", ["Transform"], "", []),
    Q("what is meld?", "rule", ["Meld"], "", []),
    # --- day and night --------------------------------------------------------------------------------
    Q("my opponent cast nothing last turn, is it night now?", "daynight", dn("day", "next turn"), "it is night", []),
    Q("its day and nobody casts a spell this turn. is it night next turn?", "daynight", dn("day", "next turn"),
      "it is night", None),
    Q("Tavern Ruffian enters, next turn nobody casts a spell. is it night?", "daynight",
      dn("neither", f"enter {RUFFIAN}; next turn"), "Tavern Smasher", []),
    Q("it is night and I cast two spells, does it become day?", "daynight", dn("night", "spells 2; next turn"),
      "it is day", []),
    Q("its night, i cast 2 spells this turn. day next turn?", "daynight", dn("night", "spells 2; next turn"),
      "it is day", None),
    Q("it's night and I cast one spell. is it day next turn?", "daynight", dn("night", "spells 1; next turn"),
      "it is night", None),
    Q("during the night my opponent casts two spells on my turn, does it become day", "daynight",
      dn("night", "spells 2 opponent; next turn"), "it is night", None),
    Q("Brutal Cathar enters. what is it, day or night?", "daynight", dn("neither", f"enter {CATHAR}"),
      "it is day", []),
    Q("I cast Brutal Cathar, is it day now", "daynight", dn("neither", f"cast {CATHAR}"), "it is day", []),
    Q("tavern ruffian enters and then nobody casts a spell, next turn is it night", "daynight",
      dn("neither", f"enter {RUFFIAN}; next turn"), "it is night", None),
    Q("it's day. pass the turn with no spells cast. day or night?", "daynight", dn("day", "next turn"),
      "it is night", None),
    Q("it is day, the turn passes, next turn I cast two spells, then the next turn?", "daynight",
      dn("day", "next turn; spells 2; next turn"), "it is day", None),
    Q("it's night; it becomes day. what happens to Tavern Ruffian?", "daynight",
      dn("night", f"enter {RUFFIAN}; it becomes day"), "Tavern Ruffian", None),
    # --- the second card (the engine's second edition) -------------------------------------------------
    Q("does Abrupt Decay hit Bottomless Pool with one door unlocked?", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; check Abrupt Decay"), says='Yes — nonland permanent with mana value 3 or less', new=True, unread=[]),
    Q("Can Abrupt Decay target my Mirror Room with both doors open?", "room",
      room(MR, "battlefield", "unlock Mirror Room; unlock Fractured Realm; check Abrupt Decay"), says='No — nonland permanent with mana value 3 or less', new=True, unread=[]),
    Q("Can Sevinne's Reclamation bring back Bottomless Pool from my graveyard?", "room",
      room(BP, "graveyard", "check Sevinne's Reclamation"), says='No — permanent card with mana value 3 or less', new=True, unread=[]),
    Q("Pithing Needle naming Locker Room, does it stop Bottomless Pool?", "room",
      room(BP, "battlefield", "check Pithing Needle name=Locker Room"), says="No — named Locker Room: it has no name",
      new=True, unread=[]),
    Q("is my Bottomless Pool with both doors locked named Locker Room?", "room",
      room(BP, "battlefield", "check name Locker Room"), says="No — named Locker Room: it has no name", new=True,
      unread=[]),
    Q("is the mv of locker room 3 or less on the stack?", "room", room(BP, "hand", "cast Locker Room; check mana value <= 3"),
      says='No — mana value 3 or less: its mana value is 5', new=True, unread=[]),
    Q("is the mana value of Bottomless Pool in my library even?", "room",
      room(BP, "library", "check mana value even"), says='Yes — mana value even', new=True, unread=[]),
    Q("is Bottomless Pool's mv less than 4 with one door unlocked", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; check mana value < 4"), says='Yes — mana value less than 4', new=True, unread=[]),
    Q("does Spell Pierce counter Locker Room?", "room", room(BP, "hand", "cast Locker Room; check Spell Pierce"),
      says='Yes — noncreature spell', new=True, unread=[]),
    Q("is my flipped Delver blue?", "dfc", dfc(DELVER, "battlefield", "transform; check color blue"), says='Yes — blue', new=True,
      unread=[]),
    Q("is Insectile Aberration a creature?", "dfc", dfc(DELVER, "battlefield", "transform; check type creature"),
      says='Yes — creature', new=True, unread=[]),
    Q("after Moonmist, what is my flipped Delver's name?", "dfc",
      dfc(DELVER, "battlefield", "transform; apply Moonmist"), says='the name Delver of Secrets', new=True, unread=[]),
    Q("my flipped delver, then I cast Moonmist. name?", "dfc", dfc(DELVER, "battlefield", "transform; apply Moonmist"),
      says='the name Delver of Secrets', new=True, unread=[]),
    Q("does Prismatic Ending hit my Dazzling Theater with one door open with x=1?", "room",
      room(DT, "battlefield", "unlock Dazzling Theater; check Prismatic Ending x=1"), says='No — nonland permanent', new=True, unread=[]),
    Q("if my spell gets countered, does it still count for day and night? it's day", "daynight",
      dn("day", "spells 1; counter; next turn"), says='On turn 2 it is day', new=True),
    Q("it is night and I copy a spell, does it become day next turn?", "daynight",
      dn("night", "spells 1; copy spell; next turn"), says='On turn 2 it is night', new=True, unread=[]),
    Q("its night and i play a land, is it day next turn?", "daynight", dn("night", "play land; next turn"), says='On turn 2 it is night', new=True,
      unread=[]),
    # --- Japanese -------------------------------------------------------------------------------------------
    Q("秘密を掘り下げる者が変身したらマナ総量は？", "dfc", dfc(DELVER, "battlefield", "transform"),
      "変身して第2面が表", []),
    Q("変身した秘密を掘り下げる者の名前は？", "dfc", dfc(DELVER, "battlefield", "transform"), "名前は昆虫の逸脱者", []),
    Q("昆虫の逸脱者のマナ総量は？", "dfc", dfc(DELVER, "battlefield", "transform"), "マナ総量は1", []),
    Q("墓地にある秘密を掘り下げる者のマナ総量は？", "dfc", dfc(DELVER, "graveyard"), "墓地で", []),
    Q("手札の大天使アヴァシンのマナ総量は？", "dfc", dfc(AVACYN, "hand"), "マナ総量は5", []),
    Q("氷の中の存在が変身して、明滅したら何が戻る？", "dfc", dfc(TITI, "battlefield", "transform; blink"),
      "第1面が表", []),
    Q("戦場の氷の中の存在が変身した。マナ総量は？", "dfc", dfc(TITI, "battlefield", "transform"), "目覚めた恐怖", []),
    Q("変身した高原の狩りの達人をコピーしたら名前は？", "dfc", dfc(HUNT, "battlefield", "transform; copy"),
      "高原の荒廃者", []),
    Q("秘密を掘り下げる者がライブラリーにあるときマナ総量は？", "dfc", dfc(DELVER, "library"), "ライブラリーで", []),
    Q("追放領域の大天使アヴァシンの名前は？", "dfc", dfc(AVACYN, "exile"), "名前は大天使アヴァシン", []),
    Q("Bottomless Poolがライブラリーにあるとき、マナ総量は？", "room", room(BP, "library"), "マナ総量は6", []),
    Q("Bottomless Poolの片方のドアが開放されているとき、マナ総量は？", "room", room(BP, "battlefield", "unlock Bottomless Pool"),
      "マナ総量は1", []),
    Q("Locker Roomを唱えたとき、スタック上のマナ総量は？", "room", room(BP, "hand", "cast Locker Room"), "マナ総量は5", []),
    Q("Mirror Roomの両方のドアが開放されているとき、明滅したら何が戻る？", "room",
      room(MR, "battlefield", "unlock Mirror Room; unlock Fractured Realm; blink"), "両方のドアが閉鎖されている", []),
    Q("戦場のBottomless Poolの名前は？", "room", room(BP, "battlefield"), "名前を持たない", []),
    Q("墓地のProp Roomのマナ総量は？", "room", room(DT, "graveyard"), "マナ総量は7", []),
    Q("前のターンに対戦相手が呪文を唱えなかった。今は夜ですか？", "daynight", dn("day", "next turn"), "夜です", []),
    Q("今は夜で、呪文を2つ唱えた。次のターンは昼になりますか？", "daynight", dn("night", "spells 2; next turn"), "昼です", []),
    Q("昼の間に誰も呪文を唱えなかったら、次のターンは夜？", "daynight", dn("day", "next turn"), "夜です", []),
    Q("月霧とは？", "card", ["Moonmist"], "", []),
    Q("総合ルール709.5は？", "rule", ["709.5"], "", []),
    Q("日暮とは何ですか", "rule", ["Daybound"], "", None),
    Q("秘密を掘り下げる者は青ですか？", "dfc", dfc(DELVER, "library", "check color blue"), says='はい（色は青か）', new=True, unread=[]),
    Q("変身した秘密を掘り下げる者はクリーチャーですか？", "dfc", dfc(DELVER, "battlefield", "transform; check type creature"),
      says='はい（クリーチャーか）', new=True, unread=[]),
    Q("ライブラリーにあるLocker Roomのマナ総量は3以下ですか？", "room", room(BP, "library", "check mana value <= 3"), says='いいえ（マナ総量は3以下か）', new=True, unread=[]),
    # English questions answered in Japanese for a Japanese locale
    Q("what's the MV of my flipped Delver?", "dfc", dfc(DELVER, "battlefield", "transform"), "名前は昆虫の逸脱者", [],
      locale="ja"),
    Q("Bottomless Pool with one door unlocked, mv?", "room", room(BP, "battlefield", "unlock Bottomless Pool"),
      "Bottomless Poolが開放されている", [], locale="ja"),
    Q("my opponent cast nothing last turn, is it night now?", "daynight", dn("day", "next turn"), "夜です", [],
      locale="ja"),
]

QUESTIONS += [
    Q("my opponent had Tavern Ruffian out, its night and during my turn I cast two spells. day next turn?",
      "daynight", dn("night", f"enter {RUFFIAN}; spells 2; next turn"), "Tavern Ruffian // Tavern Smasher is Tavern "
      "Ruffian", None),
    Q("it's night, I cast two spells during my opponent's turn, is it day now?", "daynight",
      dn("night", "spells 2 opponent; next turn"), "it is night", None),
    Q("moonmsit, what does it do", "card", ["Moonmist"], "mana value 2", []),
    Q("I make a token copy of my flipped Delver, then it transforms. name?", "dfc",
      dfc(DELVER, "battlefield", "transform; token copy; transform"), "a token copy of Insectile Aberration", [],
      new=True),
    Q("Bottomless Pool with one door unlocked, a token copy of it is made: mv of the token?", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; token copy"), "a token copy of Bottomless Pool", [], new=True),
    Q("flicker Thing in the Ice and it comes back transformed, name?", "dfc", dfc(TITI, "battlefield",
      "blink transformed"), "the name Awoken Horror", [], new=True),
    Q("in a four-player game it's day and the active player casts nothing, is it night next turn?", "daynight",
      ["--start", "day", "--players", "4", "--steps", "next turn"], "it is night", [], new=True),
    Q("Two-Headed Giant: it's night and I cast two spells, day next turn?", "daynight",
      ["--start", "night", "--teams", "A B; C D", "--steps", "spells 2 by A; next turn"], "it is day", [], new=True),
    Q("Two-Headed Giant, it's night, my teammate casts one spell. day next turn?", "daynight",
      ["--start", "night", "--teams", "A B; C D", "--steps", "spells 1 by B; next turn"], "it is night", [],
      new=True),
    Q("4人戦で昼、誰も呪文を唱えなかったら次のターンは夜？", "daynight",
      ["--start", "day", "--players", "4", "--steps", "next turn"], "夜です", [], new=True),
    # more typos, nicknames and several cards
    Q("whats teh mv of Locker Rom in my graveyard", "room", room(BP, "graveyard"), "mana value 6", None),
    Q("Mirror Rooom with one door open, what's the name", "room", room(MR, "battlefield", "unlock Mirror Room"),
      "the name Mirror Room", []),
    Q("trasnform my Delver of Secrets, name?", "dfc", dfc(DELVER, "battlefield", "transform"), "Insectile Aberration",
      []),
    Q("my flipped delver in the graveyard, cmc?", "dfc", dfc(DELVER, "battlefield", "transform"), "", None),
    Q("Bottomless Pool on the battelfield, mana value?", "room", room(BP, "battlefield"), "mana value 0", []),
    Q("prop room in my hnad - whats the MV", "room", room(DT, "hand"), "mana value 7", []),
    Q("Huntmaster of the Fels transforms, name?", "dfc", dfc(HUNT, "battlefield", "transform"), "Ravager of the Fells",
      []),
    Q("Avacyn flips, whats her mv", "dfc", dfc(AVACYN, "battlefield", "transform"), "mana value 5", None),
    Q("unlock the other door of Bottomless Pool after unlocking Locker Room; mv?", "room",
      room(BP, "battlefield", "unlock Bottomless Pool; unlock Locker Room"), "mana value 6", None),
    Q("Defiled Crypt fully unlocked gets exiled. mana value in exile?", "room",
      room(DC, "battlefield", "unlock Defiled Crypt; unlock Cadaver Lab; move exile"), "", []),
    Q("Cadaver Lab in my hand: cmc?", "room", room(DC, "hand"), "", []),
    Q("I cast Cadaver Lab, it resolves; what's the mv", "room", room(DC, "hand", "cast Cadaver Lab; resolve"),
      "the name Cadaver Lab", []),
    Q("does Abrupt Decay hit my flipped Delver?", "dfc", dfc(DELVER, "battlefield", "transform; check Abrupt Decay"),
      says="はい（Abrupt Decayの効果（破壊））", new=True, unread=[], locale="ja"),
    Q("Does Abrupt Decay hit my flipped Delver?", "dfc", dfc(DELVER, "battlefield", "transform; check Abrupt Decay"),
      says='Yes — nonland permanent', new=True, unread=[]),
    Q("can Sevinne's Reclamation return my Delver of Secrets from the graveyard", "dfc",
      dfc(DELVER, "graveyard", "check Sevinne's Reclamation"), says='Yes — permanent card', new=True, unread=[]),
    Q("秘密を掘り下げる者を唱えて、解決して、変身したら名前は？", "dfc",
      dfc(DELVER, "hand", "cast Delver of Secrets; resolve; transform"), "名前は昆虫の逸脱者", []),
    Q("大天使アヴァシンが死亡したら墓地でのマナ総量は？", "dfc", dfc(AVACYN, "battlefield", "move graveyard"), "墓地で", []),
    Q("変身した大天使アヴァシンが手札に戻ったら名前は？", "dfc", dfc(AVACYN, "battlefield", "transform; move hand"),
      "名前は大天使アヴァシン", []),
    Q("昆虫の逸脱者を明滅したら？", "dfc", dfc(DELVER, "battlefield", "transform; blink"), "第1面が表", []),
]

# Written before the reader saw them (a held-out set: 28 of 40 read right at first, see the closing
# note), then kept here with the programs they must read.
QUESTIONS += [
    Q("what's the mana value of Surgical Suite in my graveyard?", "room", room(SR, "graveyard"), "", []),
    Q("Hospital Room on the stack after I cast it, mv?", "room", room(SR, "hand", "cast Hospital Room"),
      "the name Hospital Room", []),
    Q("Grand Entryway etbs without being cast, what's its name", "room", room(GE, "library", "enter"), "no name", []),
    Q("I cast Elegant Rotunda and it resolves, then I unlock Grand Entryway. name?", "room",
      room(GE, "hand", "cast Elegant Rotunda; resolve; unlock Grand Entryway"), "both names", []),
    Q("sac my Bottomless Pool with Locker Room unlocked, mv in graveyard", "room",
      room(BP, "battlefield", "unlock Locker Room; move graveyard"), "mana value 6", []),
    Q("my Surgical Suite gets exiled with both doors unlocked - mana value in exile?", "room",
      room(SR, "battlefield", "unlock Surgical Suite; unlock Hospital Room; move exile"), "In exile", []),
    Q("cmc of Mirror Room when only Fractured Realm is unlocked", "room", room(MR, "battlefield",
      "unlock Fractured Realm"), "mana value 7", []),
    Q("Dazzling Theater: cast Dazzling Theater, resolve, then flicker it. what's the mv?", "room",
      room(DT, "hand", "cast Dazzling Theater; resolve; blink"), "mana value 0", []),
    Q("what does Hospital Room do", "card", [SR], "A Room", []),
    Q("what's the MV of Thing in the Ice in my hand", "dfc", dfc(TITI, "hand"), "mana value 2", []),
    Q("Awoken Horror on the battlefield, what happens if it gets bounced? name in hand?", "dfc",
      dfc(TITI, "battlefield", "move hand"), "the name Thing in the Ice", []),
    Q("archangel avacyn transforms; what is the cmc?", "dfc", dfc(AVACYN, "battlefield", "transform"),
      "mana value 5", []),
    Q("I flicker my flipped Huntmaster of the Fells, what comes back?", "dfc",
      dfc(HUNT, "battlefield", "transform; blink"), "front face up", []),
    Q("clone a transformed thing in the ice, what's the clone called", "dfc", dfc(TITI, "battlefield",
      "transform; copy"), "Awoken Horror", []),
    Q("Kazandu Valley on the battlefield, mana value?", "dfc", dfc(MAMMOTH, "hand", "play Kazandu Valley"),
      "mana value 0", []),
    Q("cast Kazandu Mammoth, mv on the stack?", "dfc", dfc(MAMMOTH, "hand", "cast Kazandu Mammoth"), "mana value 3",
      []),
    Q("Gisela melds with Bruna, what's the power?", "dfc", dfc(GISELA, "battlefield", f"meld {BRUNA}"),
      "Power/toughness: 9/10.", []),
    Q("is Locker Room's mana value 5 on the stack?", "room", room(BP, "hand", "cast Locker Room; check mana value = 5"),
      "Yes — mana value 5", [], new=True),
    Q("does Abrupt Decay hit Mirror Room with only Mirror Room unlocked", "room",
      room(MR, "battlefield", "unlock Mirror Room; check Abrupt Decay"), "Yes — nonland permanent", [], new=True),
    Q("is Awoken Horror blue?", "dfc", dfc(TITI, "battlefield", "transform; check color blue"), "Yes — blue", [], new=True),
    Q("can Sevinne's Reclamation get back Surgical Suite from the graveyard", "room",
      room(SR, "graveyard", "check Sevinne's Reclamation"), "", [], new=True),
    Q("its night, I cast Brutal Cathar, is it day?", "daynight", dn("night", f"cast {CATHAR}"), "", []),
    Q("day, opponent casts 0 spells on their turn, night?", "daynight", dn("day", "next turn"), "it is night", []),
    Q("Tavern Ruffian enters at night, what's its name", "daynight", dn("night", f"enter {RUFFIAN}"),
      "Tavern Smasher", []),
    Q("it's night and my opponent casts two spells during their turn. is it day on my turn?", "daynight",
      dn("night", "spells 2; next turn"), "it is day", []),
    Q("it's day, I play a land and unlock a door, nothing else. night next turn?", "daynight",
      dn("day", "play land; unlock; next turn"), "it is night", [], new=True),
    Q("what's rule 712.8e", "rule", ["712.8e"], "", []),
    Q("define daybound", "rule", ["Daybound"], "", []),
    Q("氷の中の存在のマナ総量は？", "dfc", dfc(TITI, "library"), "マナ総量は2", []),
    Q("変身した大天使アヴァシンのマナ総量は？", "dfc", dfc(AVACYN, "battlefield", "transform"), "浄化の天使、アヴァシン", []),
    Q("墓地の昆虫の逸脱者の名前は？", "dfc", dfc(DELVER, "graveyard"), "名前は秘密を掘り下げる者", []),
    Q("Surgical Suiteの両方のドアを開放したらマナ総量は？", "room",
      room(SR, "battlefield", "unlock Surgical Suite; unlock Hospital Room"), "開放されている", []),
    Q("今は昼で、前のターンに誰も呪文を唱えなかった。夜になる？", "daynight", dn("day", "next turn"), "夜です", []),
    Q("秘密を掘り下げる者をコピーしたら？", "dfc", dfc(DELVER, "battlefield", "copy"), "コピー", []),
    Q("変身した秘密を掘り下げる者の色は？", "dfc", dfc(DELVER, "battlefield", "transform"), "色: 青。", []),
    Q("what type is Locker Room on the stack after I cast it?", "room", room(BP, "hand", "cast Locker Room"),
      "Type: Enchantment — Room.", []),
]

# Shapes found by asking it judges' questions after the set above.
QUESTIONS += [
    Q("Immerwolf is out: can my Huntmaster of the Fells transform?", "dfc",
      dfc(HUNT, "battlefield", "apply Immerwolf; transform"), "the name Ravager of the Fells", [], new=True),
    Q("I control Immerwolf. my Ulvenwald Captive transforms?", "dfc",
      dfc("Ulvenwald Captive // Ulvenwald Abomination", "battlefield", "apply Immerwolf; transform"),
      "the name Ulvenwald Captive", [], new=True),
    Q("What can Bloodbraid Elf's cascade cast off Bottomless Pool?", "room", room(BP, "library", "check Bloodbraid Elf"),
      "No — ", [], new=True),
]

# A second held-out set (11 of 14 read right at first, the 2 refusals among them right, 1 wrong: fixed).
QUESTIONS += [
    Q("Access Maze in my hand, mv?", "room", room("Cramped Vents // Access Maze", "hand"), "", []),
    Q("I cast Cramped Vents and it resolves; whats the name on the battlefield", "room",
      room("Cramped Vents // Access Maze", "hand", "cast Cramped Vents; resolve"), "the name Cramped Vents", []),
    Q("Charred Foyer with Warped Space unlocked gets bounced. cmc in hand?", "room",
      room("Charred Foyer // Warped Space", "battlefield", "unlock Warped Space; move hand"), "both names", []),
    Q("does Abrupt Decay kill Charred Foyer with both doors unlocked?", "room",
      room("Charred Foyer // Warped Space", "battlefield", "unlock Charred Foyer; unlock Warped Space; check Abrupt Decay"),
      "No — ", [], new=True),
    Q("my transformed Delver of Secrets gets flickered, what's its name after?", "dfc",
      dfc(DELVER, "battlefield", "transform; blink"), "the name Delver of Secrets", []),
    Q("Westvale Abbey transforms, mana value?", "dfc",
      dfc("Westvale Abbey // Ormendahl, Profane Prince", "battlefield", "transform"), "Ormendahl", []),
    Q("whats the mv of Ormendahl, Profane Prince in the graveyard", "dfc",
      dfc("Westvale Abbey // Ormendahl, Profane Prince", "graveyard"), "mana value 0", []),
    Q("it's day and the active player casts no spells. next turn?", "daynight", dn("day", "next turn"), "it is night",
      []),
    Q("night, i cast three spells, day next turn?", "daynight", dn("night", "spells 3; next turn"), "it is day", []),
    Q("ウェストヴェイルの修道院が変身したら名前は？", "dfc",
      dfc("Westvale Abbey // Ormendahl, Profane Prince", "battlefield", "transform"), "不敬の皇子、オーメンダール", []),
    Q("手札のCramped Ventsのマナ総量は？", "room", room("Cramped Vents // Access Maze", "hand"), "手札で", []),
    Q("is Access Maze's mana value 5 or more in my library?", "room",
      room("Cramped Vents // Access Maze", "library", "check mana value >= 5"), "Yes — ", [], new=True),
]

# Read, but no verdict: a step the engine does not model ("not_modelled", "Can't tell"), or a story
# the rules don't allow ("invalid", "That can't happen"); the reply says which step and why.
STOPPED = [
    REFUSE("Mirror Room copies my flipped Delver, then Moonmist — what happens?", "not_modelled",
           ["Can't tell: not modelled — apply Mirror Room"]),
    REFUSE("Can Spell Pierce counter Insectile Aberration cast with disturb?", "invalid",
           ["That can't happen as told: cast transformed", "Not run after it: check Spell Pierce"]),
    # 601.3: nothing lets a Room be cast from a graveyard; the reply still says what the spell would be
    REFUSE("I cast Locker Room from my graveyard, whats the mv on the stack", "invalid",
           ["That can't happen as told: cast Locker Room", "Locker Room, mana value 5"]),
]

REFUSALS = [
    # Second edition: a word that carries meaning and lands nowhere stops the verdict (the first
    # edition answered these from the words it knew: "twice" was read as one transform).
    REFUSE("Huntmaster of the Fells transforms twice, name?", partial=True),
    REFUSE("Pithing Needle names Locker Room; Bottomless Pool has Locker Room unlocked. can its abilities be activated?",
           partial=True),
    REFUSE("what is the meaning of life"),
    REFUSE("if I flicker my Room with one door open, what comes back?"),
    REFUSE("how does the stack work?"),
    REFUSE("can I respond to a trigger?"),
    REFUSE("hello"),
    REFUSE("???"),
    REFUSE("is this legal in commander"),
    REFUSE("部屋のドアについて教えて"),
    REFUSE("what happens to my werewolf when it becomes night?"),
    REFUSE("Thalia in my hand, mv?", "ambiguous"),
    REFUSE("Kiki-Jiki copies my flipped Huntmaster of the Fells; then Moonmist?", "ambiguous"),
    REFUSE("Two-Headed Giant: it's night and my teammate and I cast two spells, day next turn?"),
    REFUSE("Avacyn in my hand, mv?", "ambiguous"),
    REFUSE("Huntmaster transforms, name?", "ambiguous"),
    REFUSE("Thing in the Ice and Delver of Secrets: what's the MV of the Delver in my library?", "ambiguous"),
    REFUSE("does my room still work after a board wipe?"),
    REFUSE("昼と夜のルールを教えて"),
    REFUSE("what does the bot do"),
    REFUSE("asdfgh qwerty"),
    REFUSE("how many doors does a room have"),
    REFUSE("can I unlock a door at instant speed?"),
    REFUSE("who wins if both players lose?"),
    REFUSE("what's the best commander deck"),
    REFUSE("what's the difference between day and night?"),
    REFUSE("tell me about rooms"),
]
