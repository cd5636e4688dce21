"""Issue 17, item 3 tested: every Japanese reply's prose — outside quoted rules, rulings, card text
and card names — has no Latin word. Each entry point is asked in Japanese (a Japanese question, a
Japanese card name, or a Japanese Discord language) and every button of its reply is pressed, two
levels down: the step buttons, Rules text and its pages, "which one?" and a refusal's suggestions.

Also the paths that kept English under a Japanese title: how /ask read the question (the footer, a
partial reading and its buttons, a story stopped at a step), the engine's refusals of a step or a
start, the judge desk's misses; and the IPG's names, which stay English (there is no Japanese IPG in
the judge documents) only as quoted proper names, 「Missed Trigger」. What is quoted stays as written:
“…” (the asker's own words, a document's sentence, the engine's sentence where it is quoted as such),
「…」 (a name), `…` (a command or step to type)."""

from __future__ import annotations

import re

import pytest

from tests.discord import harness as h

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
RULE_LINE = re.compile(r"^\*\*\d{3}(?:\.\d+[a-z]?)?\*\*")  # a quoted rule: "**712.8d** While …"
RULING_LINE = re.compile(r"^`\d{4}-\d{2}-\d{2}`")  # a quoted ruling: "`2016-07-13` For more …"
QUOTED_HEADINGS = ("__総合ルール（英語の原文）__", "__裁定（英語）__")  # what follows is quoted, in English

ENTRY_POINTS = [
    ("ask", {"question": "変身した秘密を掘り下げる者の名前は？"}),
    ("ask", {"question": "Bottomless Poolの片方のドアが開放されているとき、マナ総量は？"}),
    ("ask", {"question": "前のターンに対戦相手が呪文を唱えなかった。今は夜ですか？"}),
    ("ask", {"question": "月霧とは？"}),
    ("ask", {"question": "総合ルール709.5は？"}),
    ("ask", {"question": "日暮とは何ですか"}),
    ("ask", {"question": "秘密を掘り下げる者は青ですか？"}),
    ("ask", {"question": "ブリセラのマナ総量は？"}),
    ("ask", {"question": "ゾゾクク のマナ総量は？"}),
    ("card", {"name": "秘密を掘り下げる者"}),
    ("card", {"name": "アーリン・コード"}),
    ("card", {"name": "秘密の掘りさげ者"}),
    ("card", {"name": "折れた刃、ギセラ"}),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "enter; transform"}),
    ("room", {"card": "Bottomless Pool", "zone": "battlefield", "steps": "unlock Locker Room"}),
    ("daynight", {"steps": "enter Tavern Ruffian; next turn"}),
    # the judge's desk: the documents' own text, infraction and penalty names stay as the IPG writes them
    ("ipg", {"query": "2.1"}),
    ("penalty", {"query": "drew an extra card"}),
    ("penalty", {"query": "he looked at my hand"}),  # a close call
    ("penalty", {"query": "my opponent didn't remind me about my own upkeep trigger"}),  # the IPG rules it out
    ("penalty", {"query": "he stared at the table number"}),  # refused
    ("mtr", {"query": "4.3"}),
    # how the question was read, said in Japanese: a partial reading (its reading is a button) and a story
    # stopped at a step the rules don't allow (asked in English from a Japanese Discord)
    ("ask", {"question": "秘密を掘り下げる者が戦場で変身した後、もう一度変身できますか？"}),
    ("ask", {"question": "I unlock Bottomless Pool on the battlefield, then unlock Bottomless Pool again. "
                         "what's its mana value?"}),
    # the engine's refusals of a step or a start
    ("room", {"card": "Bottomless Pool", "zone": "battlefield", "steps": "unlock Nowhere"}),
    ("dfc", {"card": "秘密を掘り下げる者", "steps": "cast Nowhere"}),
    ("daynight", {"steps": "enter Tavern Ruffian; flap"}),
    ("daynight", {"steps": "transform Tavern Ruffian"}),
    ("dfc", {"card": "Emeria's Call", "zone": "battlefield"}),
    ("room", {"card": "Bottomless Pool", "zone": "battlefield", "steps": "effect unlock"}),
    # leaks found by running the question batches' Japanese questions (tests/discord/test_japanese_leaks.py)
    ("ask", {"question": "秘密を掘り下げる者とは？"}),
    ("card", {"name": "消えゆく光、ブルーナ"}),
    ("dfc", {"card": "消えゆく光、ブルーナ", "zone": "battlefield",
             "steps": "meld Gisela, the Broken Blade; move graveyard; check Gisela, the Broken Blade"}),
    ("daynight", {"steps": "enter Tavern Ruffian; next turn; cast Moonmist by B; spells 1 opponent; copy spell by A"}),
    ("daynight", {"start": "night", "steps": "enter Delver of Secrets; unlock by B; next turn"}),
    ("rule", {"query": "712.9 history"}),
    ("card", {"name": "Bruna"}),  # "which one?"
    # the judge desk's misses
    ("ipg", {"query": "zzzz qqq"}),
    ("ipg", {"query": "9.9"}),
    ("mtr", {"query": "zzzz qqq"}),
    ("jar", {"query": "zzzz qqq"}),
]
JUDGE = ("ipg", "mtr", "jar", "penalty")


def _texts(body: dict) -> list[tuple[str, str]]:
    """(where, text) of everything a reply shows: embed title, description, fields, footer; labels."""
    out = []
    for e in body.get("embeds") or []:
        out += [(k, e[k]) for k in ("title", "description") if e.get(k)]
        for f in e.get("fields") or []:
            out += [("field", f["name"]), (f"field:{f['name']}", f["value"])]
        if e.get("footer"):
            out.append(("footer", e["footer"].get("text", "")))
    for row in body.get("components") or []:
        for c in row.get("components", []):
            out += [("label", c[k]) for k in ("label", "placeholder") if c.get(k)]
    return out


def _quoted_out(text: str) -> str:
    """Text without what it quotes: “…” (words as written), 「…」 (a name), `…` (a command to type)."""
    return re.sub(r"“[^”]*”|「[^」]*」|`[^`]*`", " ", text)


def _judge_prose(where: str, text: str, documents: str) -> str:
    """A judge reply's own prose: what is quoted (“…”: the IPG's sentences, the asker's words; 「…」: the
    IPG's names) and the documents' own text (a line found in them, or after a label such as **格上げ：**)
    taken out."""
    text = re.sub(r"`[^`]*`", " ", text)  # a command to type
    if where != "description":
        return _quoted_out(text)
    kept = []
    for line in text.split("\n"):
        line = re.sub(r"^(\*\*[^*]+：\*\*).*", r"\1", line)  # a label, then the document's words
        plain = " ".join(re.sub(r"\*\*|(?<!\w)_|_(?!\w)", "", line).split()).rstrip(" …")
        if plain and plain.lstrip("• ") in documents:
            continue
        kept.append(_quoted_out(line))
    return "\n".join(kept)


def _prose(where: str, text: str, command: str) -> str:
    """What of `text` is the bot's own prose: quoted rules, rulings, card text, commands to type and
    URLs taken out."""
    text = re.sub(r"https?://\S+", " ", text)
    text = re.sub(r"“[^”]*”|「[^」]*」", " ", text)  # the asker's words, the engine's sentence quoted as such
    text = "\n".join(line for line in text.split("\n") if not RULING_LINE.match(line))  # a ruling, quoted
    text = re.sub(r"`[^`]*`", " ", text)  # commands to type, step numbers
    text = re.sub(r"(?<![\w/])/[a-z]+", " ", text)  # a command's name: /card
    if where.startswith("field:関連"):
        return ""  # a related rule or ruling, quoted
    if where != "description":
        return text
    if command == "rule" or text.startswith("**7") and RULE_LINE.match(text):
        return ""  # a rule answer is the rule's own text
    kept, quoted = [], False
    for block in text.split("\n\n"):
        first = block.split("\n", 1)[0]
        if first.startswith("__"):
            quoted = first in QUOTED_HEADINGS
        if quoted:
            # a ruling's note about rules changed since is the bot's own sentence
            kept += [line for line in block.split("\n") if line.startswith("⚠️")]
            continue
        if block.startswith("**") and "\n*" in block:
            continue  # a face: its name, cost, type line and Oracle text, as printed
        kept += [line for line in block.split("\n") if not RULE_LINE.match(line)]
    return "\n".join(kept)


async def _walk(bot, api, payload, names: set[str], found: list[str], seen: set[str], depth: int = 0,
                documents: str = "") -> None:
    await api.run(bot, payload)
    cb = api.callback(payload)
    body = (cb.response or {}).get("resource", {}).get("message") or cb.data
    command = "rule" if any(t.startswith(("総合ルール 7", "用語集")) for k, t in _texts(body) if k == "title") else \
        payload["data"].get("name") or ("card" if ":c" in payload["data"].get("custom_id", "")[:9] else "")
    judge = payload["data"].get("name") in JUDGE or payload["data"].get("custom_id", "").startswith("judge:")
    for where, text in _texts(body):
        prose = _judge_prose(where, text, documents) if judge else _prose(where, text, command)
        for name in sorted(names, key=len, reverse=True):
            prose = prose.replace(name, " ")
        for word in LATIN_WORD.findall(prose):
            found.append(f"{payload['data'].get('name') or payload['data'].get('custom_id')} [{where}] {word}: "
                         f"{text[:160]!r}")
    if depth >= 2:
        return
    message = h.message_payload(body)
    for b in h.buttons(body):
        cid = b.get("custom_id")
        if cid and cid not in seen:
            seen.add(cid)
            press = h.button_press(message, cid)
            press["locale"] = "ja"
            await _walk(bot, api, press, names, found, seen, depth + 1, documents)


def _card_names(library) -> set[str]:
    """Every name of the cards the walk meets, in English and Japanese (card names may stay English
    where the data has no Japanese name), and the words of Oracle text a step may quote."""
    names: set[str] = set()
    for query in ("Delver of Secrets", "Arlinn Kord", "Bottomless Pool", "Gisela, the Broken Blade",
                  "Bruna, the Fading Light", "Brisela, Voice of Nightmares", "Moonmist", "Tavern Ruffian",
                  "Emeria's Call", "Bruna, Light of Alabaster"):
        card = library.find_now(query)
        names.add(card.name)
        for f in card.faces:
            names.update(n for n in (f.name, f.japanese_name) if n)
    return names


@pytest.mark.parametrize("command, options", ENTRY_POINTS, ids=[f"{c}-{next(iter(o.values()))}" for c, o in ENTRY_POINTS])
async def test_a_japanese_reply_and_every_press_has_no_english_prose(bot, discord_api, library, command, options):
    payload = h.command(command, **options)
    payload["locale"] = "ja"
    found: list[str] = []
    names, documents = _card_names(library), ""
    if command in JUDGE:
        from bot.judge.desk import JudgeDesk

        desk = JudgeDesk.open(library.conn)
        documents = "\n".join(" ".join(s.text.split()) for d in desk.documents.values() for s in d.sections)
        # the documents' names for things are quoted where the desk says them (「Missed Trigger」): none is
        # taken out bare, nor the documents' abbreviations (違反処置指針, not IPG)
        names = set()
    await _walk(bot, discord_api, payload, names, found, set(), documents=documents)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("options, title", [
    ([{"type": 3, "name": "card", "value": "Bottomless Pool"}, {"type": 3, "name": "zone", "value": "the moon"}],
     "オプションを読み取れません"),  # the right type, but not one of the choices
    ([{"type": 4, "name": "card", "value": 12}], "コマンドが古くなっています"),
])
async def test_the_bots_notices_are_japanese_for_a_japanese_discord(bot, discord_api, options, title):
    payload = h.command("room", card="Bottomless Pool")
    payload["data"]["options"] = options
    payload["locale"] = "ja"
    await discord_api.run(bot, payload)
    (embed,) = discord_api.callback(payload).data["embeds"]
    assert embed["title"] == title
    assert not LATIN_WORD.findall(_quoted_out(embed["description"]))


async def test_the_apology_is_japanese_for_a_japanese_discord(bot, discord_api):
    import discord
    from discord import app_commands

    @app_commands.command(name="explode", description="fails")
    async def explode(interaction: discord.Interaction) -> None:
        raise RuntimeError("boom")

    bot.tree.add_command(explode)
    payload = h.command("explode")
    payload["locale"] = "ja"
    await discord_api.run(bot, payload)
    (embed,) = discord_api.callback(payload).data["embeds"]
    assert embed["title"] == "問題が起きました"
    assert not LATIN_WORD.findall(embed["description"])


async def test_a_japanese_partial_reading_points_at_its_buttons_not_at_a_command(bot, discord_api):
    payload = h.command("ask", question="対戦相手からコントロールを奪った《ハンウィアー守備隊》と、自分の《ハンウィアーの要塞》で合体できますか？")
    payload["locale"] = "ja"
    await discord_api.run(bot, payload)
    body = discord_api.callback(payload).data
    (embed,) = body["embeds"]
    assert "コマンド" not in embed["description"] and "下のボタン" in embed["description"]
    assert [b["label"] for b in h.buttons(body)] == ["1. ハンウィアー守備隊 · 戦場 · 合体する ハンウィアーの要塞"]
