"""Hand-written, labelled card-name queries for bench/bench_names.py.

Each entry is (query, expected, category). `expected` is the card's full Oracle name exactly as in
the catalog's `cards.name`, or AMBIGUOUS (several cards fit about equally) or NOT_FOUND (no card).
Labels are what a player means, checked against the catalog data -- not against what the
resolver answers. Check them with:

    python bench/queries_names.py --catalog data/catalog.sqlite3
"""

from __future__ import annotations

AMBIGUOUS = "AMBIGUOUS"
NOT_FOUND = "NOT_FOUND"

DELVER = "Delver of Secrets // Insectile Aberration"
POOL = "Bottomless Pool // Locker Room"
TAVERN = "Tavern Ruffian // Tavern Smasher"
EMERIA = "Emeria's Call // Emeria, Shattered Skyclave"

QUERIES: list[tuple[str, str, str]] = [
    # -- typos: one or two letters off --------------------------------------------------------
    ("botomless pool", POOL, "typo"),
    ("tavern rufian", TAVERN, "typo"),
    ("lightnig bolt", "Lightning Bolt", "typo"),
    ("counterspel", "Counterspell", "typo"),
    ("brainstrom", "Brainstorm", "typo"),
    ("swords to plowshare", "Swords to Plowshares", "typo"),
    ("thoughtsieze", "Thoughtseize", "typo"),
    ("tarmogoyff", "Tarmogoyf", "typo"),
    ("snapcaster mgae", "Snapcaster Mage", "typo"),
    ("birds of paradice", "Birds of Paradise", "typo"),
    ("llanowar elfs", "Llanowar Elves", "typo"),
    ("force of wil", "Force of Will", "typo"),
    ("path to exille", "Path to Exile", "typo"),
    ("delver of secets", DELVER, "typo"),
    ("ragavan nimble pilferr", "Ragavan, Nimble Pilferer", "typo"),
    ("thalia guardian of thraban", "Thalia, Guardian of Thraben", "typo"),
    ("emrakul the aeons tron", "Emrakul, the Aeons Torn", "typo"),
    ("shivan dragoon", "Shivan Dragon", "typo"),
    ("serra angle", "Serra Angel", "typo"),
    ("sol rign", "Sol Ring", "typo"),
    ("giant grwoth", "Giant Growth", "typo"),
    ("dark rtual", "Dark Ritual", "typo"),
    ("austere comand", "Austere Command", "typo"),
    ("bruna the fadng light", "Bruna, the Fading Light", "typo"),
    ("brisela voice of nightmare", "Brisela, Voice of Nightmares", "typo"),
    ("insectile aberation", DELVER, "typo"),
    ("cultivte", "Cultivate", "typo"),
    ("wrath of gd", "Wrath of God", "typo"),
    ("urzas sagga", "Urza's Saga", "typo"),
    ("chandra torch of defiants", "Chandra, Torch of Defiance", "typo"),
    # -- partial words ------------------------------------------------------------------------
    ("aust comm", "Austere Command", "partial"),
    ("jac bele", "Jace Beleren", "partial"),
    ("emeria call", EMERIA, "partial"),
    ("delver secrets", DELVER, "partial"),
    ("swords plow", "Swords to Plowshares", "partial"),
    ("snapcaster", "Snapcaster Mage", "partial"),
    ("thalia guardian", "Thalia, Guardian of Thraben", "partial"),
    ("brisela voice", "Brisela, Voice of Nightmares", "partial"),
    ("lightning bo", "Lightning Bolt", "partial"),
    ("birds para", "Birds of Paradise", "partial"),
    ("llan elves", "Llanowar Elves", "partial"),
    ("emrakul aeons", "Emrakul, the Aeons Torn", "partial"),
    ("fang fearless", "Fang, Fearless l'Cie", "partial"),
    ("urza saga", "Urza's Saga", "partial"),
    ("smugglers cop", "Smuggler's Copter", "partial"),
    ("tavern ruff", TAVERN, "partial"),
    ("wrath god", "Wrath of God", "partial"),
    ("path exile", "Path to Exile", "partial"),
    ("snap mage", "Snapcaster Mage", "partial"),
    ("huntmaster fells", "Huntmaster of the Fells // Ravager of the Fells", "partial"),
    ("fable mirror", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki", "partial"),
    ("bonecrusher", "Bonecrusher Giant // Stomp", "partial"),
    ("thoughtsei", "Thoughtseize", "partial"),
    ("gisela broken", "Gisela, the Broken Blade", "partial"),
    # -- back faces, doors, adventures, flip and split halves ---------------------------------
    ("Insectile Aberration", DELVER, "face"),
    ("Locker Room", POOL, "face"),
    ("Tavern Smasher", TAVERN, "face"),
    ("Steaming Sauna", "Roaring Furnace // Steaming Sauna", "face"),
    ("Moonrage Brute", "Brutal Cathar // Moonrage Brute", "face"),
    ("Bottomless Pool", POOL, "face"),
    ("Delver of Secrets", DELVER, "face"),
    ("Roaring Furnace", "Roaring Furnace // Steaming Sauna", "face"),
    ("Brutal Cathar", "Brutal Cathar // Moonrage Brute", "face"),
    ("Emeria, Shattered Skyclave", EMERIA, "face"),
    ("Ravager of the Fells", "Huntmaster of the Fells // Ravager of the Fells", "face"),
    ("Reflection of Kiki-Jiki", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki", "face"),
    ("Stomp", "Bonecrusher Giant // Stomp", "face"),
    ("Tok-Tok, Volcano Born", "Akki Lavarunner // Tok-Tok, Volcano Born", "face"),
    ("Swift End", "Murderous Rider // Swift End", "face"),
    ("tear", "Wear // Tear", "face"),
    # -- punctuation, case, accents -----------------------------------------------------------
    ("smugglers copter", "Smuggler's Copter", "punct"),
    ("URZAS SAGA", "Urza's Saga", "punct"),
    ("lim dul the necromancer", "Lim-Dûl the Necromancer", "punct"),
    ("lim duls vault", "Lim-Dûl's Vault", "punct"),
    ("limdul's hex", "Lim-Dûl's Hex", "punct"),
    ("aether vial", "Aether Vial", "punct"),
    ("æther vial", "Aether Vial", "punct"),
    ("fang fearless lcie", "Fang, Fearless l'Cie", "punct"),
    ("jotun grunt", "Jötun Grunt", "punct"),
    ("dandan", "Dandân", "punct"),
    ("seance", "Séance", "punct"),
    ("ifh biff efreet", "Ifh-Bíff Efreet", "punct"),
    ("CHANDRA TORCH OF DEFIANCE", "Chandra, Torch of Defiance", "punct"),
    ("borrowing 100000 arrows", "Borrowing 100,000 Arrows", "punct"),
    ("kongming sleeping dragon", 'Kongming, "Sleeping Dragon"', "punct"),
    ("circle of protection red", "Circle of Protection: Red", "punct"),
    ("will o the wisp", "Will-o'-the-Wisp", "punct"),
    ("jack o lantern", "Jack-o'-Lantern", "punct"),
    ("+2 mace", "+2 Mace", "punct"),
    ("fire ice", "Fire // Ice", "punct"),
    ("wear/tear", "Wear // Tear", "punct"),
    ("  Lightning   Bolt  ", "Lightning Bolt", "punct"),
    # -- exact short names that are part of longer names --------------------------------------
    ("Opt", "Opt", "short"),
    ("Nix", "Nix", "short"),
    ("Fling", "Fling", "short"),
    ("Murder", "Murder", "short"),
    ("Shock", "Shock", "short"),
    ("Duress", "Duress", "short"),
    ("Island", "Island", "short"),
    ("Forest", "Forest", "short"),
    ("Negate", "Negate", "short"),
    ("Ponder", "Ponder", "short"),
    ("Lure", "Lure", "short"),
    ("Fog", "Fog", "short"),
    ("Tarmogoyf", "Tarmogoyf", "short"),
    ("Sol Ring", "Sol Ring", "short"),
    ("Serra Angel", "Serra Angel", "short"),
    # -- Japanese names (from the catalog's names table, kind = 'japanese') --------------------
    ("秘密を掘り下げる者", DELVER, "japanese"),
    ("昆虫の逸脱者", DELVER, "japanese"),
    ("瞬唱の魔道士", "Snapcaster Mage", "japanese"),
    ("強迫", "Duress", "japanese"),
    ("殺害", "Murder", "japanese"),
    ("悪夢の声、ブリセラ", "Brisela, Voice of Nightmares", "japanese"),
    ("スレイベンの守護者、サリア", "Thalia, Guardian of Thraben", "japanese"),
    ("冒涜の行動", "Blasphemous Act", "japanese"),
    ("禁忌の錬金術", "Forbidden Alchemy", "japanese"),
    ("押し潰す蔦", "Crushing Vines", "japanese"),
    ("鎮魂歌の天使", "Requiem Angel", "japanese"),
    # -- meld ---------------------------------------------------------------------------------
    ("Brisela", "Brisela, Voice of Nightmares", "meld"),
    ("Brisela, Voice of Nightmares", "Brisela, Voice of Nightmares", "meld"),
    ("bruna the fading light", "Bruna, the Fading Light", "meld"),
    ("gisela the broken blade", "Gisela, the Broken Blade", "meld"),
    ("Hanweir Battlements", "Hanweir Battlements", "meld"),
    ("hanweir the writhing township", "Hanweir, the Writhing Township", "meld"),
    ("Chittering Host", "Chittering Host", "meld"),
    ("graf rats", "Graf Rats", "meld"),
    ("midnight scavengers", "Midnight Scavengers", "meld"),
    # -- ambiguous: several cards fit about equally --------------------------------------------
    ("jace", AMBIGUOUS, "ambiguous"),
    ("bruna", AMBIGUOUS, "ambiguous"),
    ("delver", AMBIGUOUS, "ambiguous"),
    ("tavern", AMBIGUOUS, "ambiguous"),
    ("gisela", AMBIGUOUS, "ambiguous"),
    ("emrakul", AMBIGUOUS, "ambiguous"),
    ("hanweir", AMBIGUOUS, "ambiguous"),
    ("bottomless", AMBIGUOUS, "ambiguous"),
    ("smuggler", AMBIGUOUS, "ambiguous"),
    ("lim dul", AMBIGUOUS, "ambiguous"),
    ("thalia", AMBIGUOUS, "ambiguous"),
    ("llanowar el", AMBIGUOUS, "ambiguous"),
    # -- nonsense -----------------------------------------------------------------------------
    ("xyzzyqq", NOT_FOUND, "nonsense"),
    ("asdf qwer zxcv", NOT_FOUND, "nonsense"),
    ("qqqqqqqqqq", NOT_FOUND, "nonsense"),
    ("zxqvjk", NOT_FOUND, "nonsense"),
    ("florbnax glimwort", NOT_FOUND, "nonsense"),
    ("hjkl hjkl hjkl", NOT_FOUND, "nonsense"),
    ("pqowieury", NOT_FOUND, "nonsense"),
    ("zzz yyy xxx www", NOT_FOUND, "nonsense"),
]


def _words(text: str) -> list[str]:
    # Independent of bot.text: a deliberately plain normalisation for checking labels.
    import re
    import unicodedata
    text = unicodedata.normalize("NFKD", text.replace("Æ", "Ae").replace("æ", "ae"))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = re.sub(r"[-/]", " ", text)
    text = re.sub(r"[^\w\s+]", "", text)
    return text.split()


def verify(catalog: str) -> int:
    """Check every label against the catalog's own tables; print problems; return their count."""
    import sqlite3
    conn = sqlite3.connect(f"file:{catalog}?mode=ro", uri=True)
    game = {n for (n,) in conn.execute("SELECT name FROM cards WHERE is_game = 1")}
    faces: dict[str, set[str]] = {}
    for face, card in conn.execute("SELECT f.name, c.name FROM faces f JOIN cards c ON c.id = f.card_id"):
        faces.setdefault(face.casefold(), set()).add(card)
    japanese: dict[str, set[str]] = {}
    for jn, card in conn.execute("SELECT n.name, c.name FROM names n JOIN cards c ON c.id = n.card_id "
                                 "WHERE n.kind = 'japanese'"):
        japanese.setdefault(jn, set()).add(card)
    word_lists = {n: _words(n) for n in game}
    problems = 0
    seen = set()
    for query, expected, cat in QUERIES:
        if query in seen:
            print(f"DUPLICATE {query!r}")
            problems += 1
        seen.add(query)
        qw = _words(query)
        # cards whose words start with the query's words in order (the reading a person could mean)
        def prefixed(ws: list[str]) -> list[str]:
            out = []
            for name, nw in word_lists.items():
                j = 0
                for t in nw:
                    if j < len(qw) and t.startswith(qw[j]):
                        j += 1
                if j == len(qw) and qw:
                    out.append(name)
            return out
        if expected == AMBIGUOUS:
            fits = prefixed(qw)
            if len(fits) < 2:
                print(f"NOT AMBIGUOUS {query!r}: fits {fits}")
                problems += 1
            continue
        if expected == NOT_FOUND:
            fits = prefixed(qw)
            if fits:
                print(f"NOT NONSENSE {query!r}: fits {fits[:5]}")
                problems += 1
            continue
        if expected not in game:
            print(f"NO SUCH GAME CARD {expected!r} (for {query!r})")
            problems += 1
            continue
        if cat == "japanese":
            owners = japanese.get(query, set())
            if expected not in owners:
                print(f"JAPANESE {query!r} belongs to {owners}, not {expected!r}")
                problems += 1
            elif len(owners) > 1:
                # meld: the melded card's name is also the back face of both parts, as in English
                print(f"note: Japanese {query!r} is on {sorted(owners)}; the card of that name is {expected!r}")
        if cat == "face" and expected not in faces.get(query.casefold(), set()):
            print(f"FACE {query!r} is not a face of {expected!r} (faces of: {faces.get(query.casefold())})")
            problems += 1
        if cat == "short" and query != expected:
            print(f"SHORT {query!r} != {expected!r}")
            problems += 1
        if cat in ("meld", "punct", "typo", "partial") and not qw:
            print(f"EMPTY {query!r}")
            problems += 1
    cats: dict[str, int] = {}
    for _, _, c in QUERIES:
        cats[c] = cats.get(c, 0) + 1
    print(f"{len(QUERIES)} queries, {problems} label problems; by category: {cats}")
    return problems


if __name__ == "__main__":
    import argparse
    import sys
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--catalog", default="data/catalog.sqlite3")
    sys.exit(1 if verify(ap.parse_args().catalog) else 0)
