"""Issue 17, item 3, the refusals: what the engine refuses (a step or a start the rules don't allow, a
step it can't read, a name it can't place) is said to a Japanese asker in Japanese, from the refusal's
data (QueryError's key and values), not quoted as the engine's English sentence. The cards it names
are said by their Japanese names where the catalog has them, what the asker typed is quoted as typed
(`…`), and the rules it cites keep their numbers. The English message, which the JSON prints, is the
same as before."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.discord import harness as h

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
ROOT = Path(__file__).resolve().parents[2]
QUOTED_ENGINE = "エンジンの英語の原文"  # the fallback: the engine's English sentence, quoted

# (command, options, what a Japanese asker reads in the refusal, card names that stay English because the
# catalog has no Japanese name for them). Written from what each refusal means, one per form of refusal.
REFUSALS = [
    # a start the rules don't allow
    ("dfc", {"card": "Emeria's Call", "zone": "battlefield"}, ["エメリアの呼び声はソーサリーで", "712.14b"], []),
    ("dfc", {"card": "Brisela, Voice of Nightmares"}, ["悪夢の声、ブリセラはカードではありません", "消えゆく光、ブルーナ",
                                                      "折れた刃、ギセラ", "712.4b"], []),
    ("room", {"card": "Bottomless Pool", "zone": "stack"}, ["スタック上の部屋は"], ["Bottomless Pool", "Locker Room"]),
    ("dfc", {"card": "Hengegate Pathway", "zone": "stack"}, ["は土地です", "305.1"], ["Hengegate Pathway"]),
    ("room", {"card": "秘密を掘り下げる者"}, ["秘密を掘り下げる者 // 昆虫の逸脱者は部屋ではありません"], []),
    ("dfc", {"card": "Bottomless Pool"}, ["は両面カードでも合体カードでもありません"], ["Bottomless Pool", "Locker Room"]),
    # a step without what it needs
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "meld"}, ["どのカードと合体するか"], []),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "apply"}, ["どのカードの効果か"], []),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "check"}, ["何を確認するか"], []),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "check mana value"}, ["比べるマナ総量"], []),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "check identity"}, ["統率者の固有色を指定"], []),
    ("daynight", {"steps": "enter"}, ["どのカードか"], []),
    ("daynight", {"start": "day"}, ["手順を1つ以上"], []),
    ("room", {"card": "Bottomless Pool", "zone": "battlefield", "steps": "unlock"},
     ["どちらのドアを開放するか"], ["Bottomless Pool", "Locker Room"]),
    ("room", {"card": "Bottomless Pool", "zone": "battlefield", "steps": "effect unlock"},
     ["効果のコントローラーがどちらかを選びます", "709.5f"], ["Bottomless Pool", "Locker Room"]),
    ("room", {"card": "Bottomless Pool", "zone": "battlefield", "steps": "unlock Bottomless Pool; unlock Locker Room; lock"},
     ["どちらのドアを閉鎖するか"], ["Bottomless Pool", "Locker Room"]),
    # a word the engine can't read
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "flap"}, ["という手順はありません。秘密を掘り下げる者"], []),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "cast Nowhere"}, ["の面ではありません。面は秘密を掘り下げる者と昆虫の逸脱者"], []),
    ("room", {"card": "Bottomless Pool", "zone": "battlefield", "steps": "unlock Nowhere"},
     ["のドアではありません"], ["Bottomless Pool", "Locker Room"]),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "check color mauve"}, ["という色はありません"], []),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "check identity mauve"}, ["統率者の固有色に使える色ではありません"], []),
    ("daynight", {"steps": "spells two"}, ["呪文の数には数字が必要"], []),
    ("daynight", {"steps": "spells 1 by Z"}, ["というプレイヤーはいません"], []),
    ("daynight", {"steps": "enter Tavern Ruffian", "teams": "A B"}, ["チームは2つ以上"], []),
    ("daynight", {"steps": "enter Tavern Ruffian", "teams": "A B; B C"}, ["プレイヤーBが複数のチームに"], []),
    ("daynight", {"steps": "enter Tavern Ruffian", "teams": "A; Z"}, ["はプレイヤーではありません"], []),
    # a step the story doesn't allow
    ("daynight", {"steps": "transform"}, ["戦場にまだパーマネントがありません"], []),
    ("daynight", {"steps": "transform Tavern Ruffian"}, ["は戦場にありません"], ["Tavern Ruffian // Tavern Smasher"]),
    ("daynight", {"steps": "enter Moonmist"}, ["月霧はパーマネント・カードではない"], []),
    ("daynight", {"steps": "copy spell"}, ["コピーする呪文がスタックにありません"], []),
    ("daynight", {"steps": "enter Tavern Ruffian; counter"}, ["打ち消す呪文が唱えられていません"], []),
    ("daynight", {"steps": "cast Moonmist; counter Moonmist"}, ["カードは指定しません"], []),
    ("daynight", {"steps": "enter Tavern Ruffian; next turn; cast Moonmist; counter; counter"}, ["もう打ち消されています"], []),
    ("daynight", {"steps": "enter Delver of Secrets; unlock Bottomless Pool"}, ["部屋のコマンドで"], []),
    ("daynight", {"steps": "play land Delver of Secrets"}, ["秘密を掘り下げる者 // 昆虫の逸脱者にはプレイする土地の面がありません"], []),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "move stack"}, ["スタックに置くには唱えて"], []),
    # a name that can't be a card's, or fits hundreds, or a card not for a game of Magic
    ("card", {"name": "<@12345>"}, ["メンション"], []),
    ("card", {"name": "!!!"}, ["文字も数字もありません"], []),
    ("card", {"name": "a"}, ["数百枚"], []),
    ("card", {"name": "Academy at Tolaria West"}, ["マジックのゲームで使うカードではありません"], ["Academy at Tolaria West"]),
    # a card named in a step that fits several or none: the name typed there, not the card asked about
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "apply Zzzyzzx"}, ["「Zzzyzzx」という名前のカードは見つかりません"], []),
    # /ask: a reading the engine refuses, said under how it was read
    ("ask", {"question": "戦場のエメリアの呼び声のマナ総量は？"}, ["読み取り", "エメリアの呼び声はソーサリーで"], []),
    ("ask", {"question": "総合ルール999.9は？"}, ["に当てはまるルール、用語、本文はありません"], []),
    # /ask: a story told that the rules don't allow, the engine's reason said in Japanese (it was quoted in English)
    ("ask", {"question": "秘密を掘り下げる者を手札から変身させたら名前は？"},
     ["その状況は起こりえません", "変身できるのはパーマネントだけで、これは手札にあります。（701.27a）"], []),
    ("ask", {"question": "I unlock Bottomless Pool on the battlefield, then unlock Bottomless Pool again. what is its "
                         "mana value?"},
     ["はすでに開放されています。開放できるのは閉鎖されているドアだけです。（709.5e）"], ["Bottomless Pool", "Locker Room"]),
    ("ask", {"question": "秘密を掘り下げる者と消えゆく光、ブルーナのマナ総量は？"},
     ["（秘密を掘り下げる者 // 昆虫の逸脱者と消えゆく光、ブルーナ）", "1枚ずつ質問してください"], []),
]


def _prose(text: str, names: list[str]) -> str:
    """The refusal's own words: what it quotes (`…` typed, 「…」 a name) and the card names left in English
    taken out."""
    text = re.sub(r"`[^`]*`|「[^」]*」", " ", text)
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


@pytest.mark.parametrize("command, options, said, english_names", REFUSALS,
                         ids=[f"{c}-{'-'.join(o.values())}" for c, o, _, _ in REFUSALS])
async def test_a_refusal_is_said_in_japanese(bot, discord_api, command, options, said, english_names):
    payload = h.command(command, **options)
    payload["locale"] = "ja"
    await discord_api.run(bot, payload)
    (embed,) = discord_api.callback(payload).data["embeds"]
    text = embed["description"]
    assert QUOTED_ENGINE not in text, text
    for words in said:
        assert words in text, text
    assert not LATIN_WORD.findall(_prose(text, english_names)), text
    assert not LATIN_WORD.findall(embed["title"])


async def test_the_english_refusal_and_its_json_are_unchanged(library):
    answer = await library.dfc("Brisela, Voice of Nightmares")
    assert set(answer.error) == {"kind", "message", "suggestions"}  # the refusal's key and values are not in the JSON
    assert answer.error["kind"] == "invalid"
    assert answer.error["message"].startswith("Brisela, Voice of Nightmares isn't a card: it is the combined back face "
                                              "of the meld pair ")
    assert "exists only as a melded permanent on the battlefield (712.4b). Ask about one of those cards, e.g. `dfc " \
        in answer.error["message"]
    assert sorted(answer.error["suggestions"]) == ["dfc Bruna, the Fading Light", "dfc Gisela, the Broken Blade"]
    assert answer.json["error"] is answer.error


def _keys_raised() -> dict[str, set[str]]:
    """Every phrase key the code gives a refusal (QueryError(..., key=...), error_answer(..., key=...)), with the
    names of the values given with it."""
    keys: dict[str, set[str]] = {}
    for path in (ROOT / "bot").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            # a step refused, said as data: Outcome(..., said=("step_…", {…})) or such a pair handed to one
            if isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(node.elts[0], ast.Constant) \
                    and str(node.elts[0].value).startswith("step_") and isinstance(node.elts[1], ast.Dict):
                keys.setdefault(node.elts[0].value, set()).update(k.value for k in node.elts[1].keys)
                continue
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("QueryError", "error_answer")):
                continue
            given = {kw.arg: kw.value for kw in node.keywords}
            if "key" not in given:
                continue
            values = given.get("values")
            names = {k.value for k in values.keys} if isinstance(values, ast.Dict) else set()
            for c in ast.walk(given["key"]):
                if isinstance(c, ast.Constant) and isinstance(c.value, str) and c.value:
                    keys.setdefault(c.value, set()).update(names)
    return keys


def test_every_refusal_the_code_gives_has_a_japanese_phrase_that_it_can_fill():
    from bot.phrases import _find

    keys = _keys_raised()
    assert len(keys) > 60  # the walk found the refusals
    assert not sorted(k for k in keys if _find("ja", k) is None)
    for key, names in keys.items():
        phrase = _find("ja", key)
        # a value the phrase names that its refusal doesn't give would be a KeyError at the table
        assert set(re.findall(r"\{(\w+)\}", phrase)) <= names, key
        assert not LATIN_WORD.findall(re.sub(r"\{\w+\}", "", phrase)), key
