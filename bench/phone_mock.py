"""Replies as a phone shows them: a few answers' embeds drawn as a mock of Discord's mobile embed
(dark theme, 390 px wide), as HTML and as a PNG.

    python bench/phone_mock.py [--catalog data/catalog.sqlite3] [--out bench/results/phone]

Writes one .html and one .png per reply and prints each reply's characters, fields and drawn
height in phone screens (844 px, an iPhone 14's). Not a test: for looking at.

The PNG is drawn by Pillow (`draw_png`) with the font of the pip package noto-cjk-sans-jp-regular
(Latin and Japanese): both are in pyproject's test extra, so `make env` on a fresh machine (CI's
too) has everything the drawing needs. No browser: Chromium was used before and was on no machine
that had not installed it by hand.
"""

from __future__ import annotations

import argparse
import asyncio
import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

QUESTIONS = [
    ("room", ("Bottomless Pool", "library", "cast Locker Room; resolve; unlock Bottomless Pool")),
    ("dfc", ("Delver of Secrets", "library", "enter; transform; copy")),
    ("room", ("Bottomless Pool", "library", "cast Locker Room; resolve; unlock Bottomless Pool; lock Locker Room; "
                                            "blink; copy; move graveyard; enter")),
    ("daynight", ("neither", "enter Tavern Ruffian; next turn; spells 2; next turn")),
    ("room", ("Bottomless Pool", "hand", "cast Bottomless Pool; resolve; check Abrupt Decay")),
    ("dfc", ("Delver of Secrets", "hand", "enter transformed; apply Kiki-Jiki, Mirror Breaker; apply Moonmist")),
    ("card", ("Tavern Ruffian",)),
    ("rule", ("709.5",)),
    ("rule", ("712.9 history",)),
]
SCREEN_PX = 844


def _inline(text: str) -> str:
    """Enough of Discord's markdown for a mock: escapes, code, bold, italic, strike, underline."""
    escaped: list[str] = []
    def keep(m: re.Match) -> str:  # the escaped character, kept out of the markdown below
        escaped.append(m.group(1))
        return f"\x00{len(escaped) - 1}\x00"

    text = re.sub(r"\\(.)", keep, text)
    out = html.escape(text)
    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", out)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"__(.+?)__", r"<u>\1</u>", out)
    out = re.sub(r"~~(.+?)~~", r"<s>\1</s>", out)
    out = re.sub(r"\*(.+?)\*", r"<i>\1</i>", out)
    out = re.sub(r"\x00(\d+)\x00", lambda m: html.escape(escaped[int(m.group(1))]), out)
    return out.replace("\n", "<br>")


def cjk_font() -> Path | None:
    """The Japanese font the mock draws with: Noto Sans CJK JP from the pip package
    noto-cjk-sans-jp-regular (a test extra in pyproject.toml, so every machine that runs `make env`
    has it; the machine's own fonts have no CJK glyphs and Japanese would draw as boxes)."""
    try:
        import noto_cjk_sans_jp_regular
    except ImportError:
        return None
    path = Path(str(noto_cjk_sans_jp_regular.FONT_PATH))
    return path if path.is_file() else None


def _font_face() -> str:
    font = cjk_font()
    return (f"@font-face {{ font-family: 'Noto Sans CJK JP'; src: url('{font.as_uri()}'); }}\n" if font else "")


def embed_html(embed: dict, buttons: list[str]) -> str:
    colour = f"#{embed.get('color', 0x202225):06x}"
    thumb = '<div class="thumb">card image</div>' if embed.get("thumbnail") else ""
    title = f'<div class="title">{_inline(embed.get("title", ""))}</div>'
    fields = "".join(f'<div class="fname">{_inline(f["name"])}</div><div class="fvalue">{_inline(f["value"])}</div>'
                     for f in embed.get("fields", []))
    footer = f'<div class="footer">{_inline(embed.get("footer", {}).get("text", ""))}</div>'
    row = "".join(f'<span class="button">{html.escape(b)}</span>' for b in buttons)
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
{_font_face()}body {{ margin: 0; width: 390px; background: #313338; font: 15px/1.375 'gg sans','Noto Sans','Noto Sans CJK JP',sans-serif; color: #dbdee1; }}
.msg {{ padding: 8px 12px 16px 12px; }}
.who {{ color: #f2f3f5; font-weight: 600; margin-bottom: 4px; }}
.embed {{ display: flex; background: #2b2d31; border-left: 4px solid {colour}; border-radius: 4px; padding: 8px 12px 12px 12px; }}
.body {{ flex: 1; min-width: 0; overflow-wrap: anywhere; }}
.thumb {{ width: 80px; height: 112px; margin-left: 12px; background: #4e5058; border-radius: 4px; color: #949ba4;
          font-size: 11px; display: flex; align-items: center; justify-content: center; flex-shrink: 0; }}
.title {{ color: #00a8fc; font-weight: 600; margin: 4px 0; }}
.desc {{ font-size: 14px; }} code {{ background: #1e1f22; border-radius: 3px; padding: 0 2px; font-size: 12px; }}
.fname {{ font-weight: 600; font-size: 14px; margin-top: 8px; }} .fvalue {{ font-size: 14px; }}
.footer {{ font-size: 12px; color: #b5bac1; margin-top: 8px; }}
.buttons {{ margin-top: 8px; display: flex; flex-wrap: wrap; gap: 8px; }}
.button {{ background: #4e5058; color: #fff; border-radius: 3px; padding: 6px 12px; font-size: 14px; }}
</style></head><body><div class="msg"><div class="who">Rules Bot</div>
<div class="embed"><div class="body">{title}<div class="desc">{_inline(embed.get("description", ""))}</div>
{fields}{footer}</div>{thumb}</div><div class="buttons">{row}</div></div></body></html>"""


async def replies(catalog: Path) -> list[tuple[str, dict, list[str]]]:
    from bot.embeds import answer_embed
    from bot.library import Library

    library = await Library.open(catalog)
    out = []
    try:
        for command, args in QUESTIONS:
            answer = await getattr(library, command)(*args)
            embed = answer_embed(answer).to_dict()
            try:
                from cogs._shared import page_view, step_buttons

                view = page_view(answer, 0, 2) if command == "rule" else step_buttons(answer, owner_id=1)
                buttons = [getattr(c, "item", c).label for c in (view.children if view else [])] if command != "rule" else ["Next"]
            except ImportError:
                buttons = []
            out.append((f"{command}-{'-'.join(str(a) for a in args)[:40]}", embed, buttons))
            if command in ("room", "card"):  # and what Rules text shows the presser
                from bot.embeds import rules_text_embed

                page, pages = rules_text_embed(answer, 0)
                out.append((f"{command}-rules-text", page.to_dict(), ["Next"] if pages > 1 else []))
        out += await _issue_17(library)
        out += await _asked(library)
    finally:
        await library.close()
    return out


async def _asked(library) -> list[tuple[str, dict, list[str]]]:
    """/ask: a verdict (the reading in the footer), and a partial reading with its buttons."""
    from bot.ask import ask, prepare
    from bot.embeds import answer_embed

    out = []
    try:
        from cogs.ask import partial_embed, readings_view
    except ImportError:
        return out
    prepare(library)
    answer = await ask(library, "Can Path to Exile exile Bottomless Pool if it's on the battlefield with Locker "
                                "Room unlocked?")
    out.append(("ask-verdict", answer_embed(answer).to_dict(), []))  # answer_embed adds the reading
    answer = await ask(library, "I crafted Saheeli's Lattice into Mastercraft Raptor. can it attack this turn?")
    out.append(("ask-craft", answer_embed(answer).to_dict(), []))
    answer = await ask(library, "相手の《虚空の選別者/Void Winnower》が出てる。手札の《ハグラの噛み殺し》は唱えられないよね？")
    out.append(("ask-ja-negative", answer_embed(answer).to_dict(), []))
    answer = await ask(library, "i ephemerate my mastercraft raptor to dodge removal. what comes back?")
    view = readings_view(answer).get("view")  # (a partial reading: "to dodge removal" is placed nowhere)
    out.append(("ask-partial", partial_embed(answer).to_dict(),
                [getattr(c, "item", c).label for c in (view.children if view else [])]))
    return out


async def _issue_17(library) -> list[tuple[str, dict, list[str]]]:
    """The penalty card and a close call, "Which one?" (buttons and menu), and a Japanese answer
    after a tap on its Transform button."""
    from bot.embeds import answer_embed, card_embed, error_embed
    from bot.judge.desk import JudgeDesk
    from bot.language import in_language

    out = []
    try:
        from cogs._judge import answer_embed as judge_embed, answer_view
        from cogs._shared import step_buttons, which_one_view
    except ImportError:
        return out
    desk = JudgeDesk.open(library.conn)
    for words in ("opponent cast a spell without paying the mana", "while drawing he lifted two cards and saw "
                  "the one underneath", "tardiness", "he stared at the table number",
                  "my opponent didn't remind me about my own upkeep trigger",
                  "she knew she had one card too many in hand and said nothing",  # intent: Cheating beside it
                  "he forgot his sacrifice a creature trigger but had no creatures"):  # the IPG rules it out
        answer = desk.penalty(words)
        view = answer_view(answer, 1)
        out.append((f"penalty-{words[:30]}", judge_embed(answer).to_dict(),
                    [getattr(c, "item", c).label for c in (view.children if view else [])]))
    answer = desk.penalty("he looked at my hand", "ja")  # a close call, said in Japanese around the IPG's words
    view = answer_view(answer, 1)
    out.append(("penalty-ja-close-call", judge_embed(answer).to_dict(),
                [getattr(c, "item", c).label for c in (view.children if view else [])]))
    for query in ("Delvr", "秘密の掘りさげ者"):  # /card refusals that teach (Library.ask_again)
        answer = await library.card(query)
        view = which_one_view(answer)
        labels = [getattr(c, "item", c).label for c in (view.children if view else [])]
        out.append((f"card-refusal-{query}", error_embed(answer, offered=frozenset(labels)).to_dict(), labels))
    for query in ("arlinn", "thalia"):
        answer = await library.card(query)
        view = which_one_view(answer)
        labels = []
        for c in view.children if view else []:
            item = getattr(c, "item", c)
            labels += [f"▼ {o.label} — {o.description}" for o in item.options] if hasattr(item, "options") else [item.label]
        out.append((f"which-one-{query}", error_embed(answer).to_dict(), labels))
    answer = in_language(library, await library.card("秘密を掘り下げる者"), "ja")  # /card in Japanese
    view = step_buttons(answer, owner_id=1)
    out.append(("ja-card", card_embed(answer).to_dict(), [getattr(c, "item", c).label for c in (view.children if view else [])]))
    answer = in_language(library, await library.dfc("Delver of Secrets", "battlefield", ["transform", "transform"]), "ja")
    view = step_buttons(answer, owner_id=1)
    out.append(("ja-after-transform", answer_embed(answer).to_dict(),
                [getattr(c, "item", c).label for c in (view.children if view else [])]))
    out += await _japanese_all_the_way(library, desk)
    return out


async def _japanese_all_the_way(library, desk) -> list[tuple[str, dict, list[str]]]:
    """What kept English under a Japanese title: the reading of a Japanese /ask (footer, partial reading
    and its buttons), an engine refusal, a penalty card with the IPG's names quoted, a lookup miss."""
    from bot.ask import ask, prepare
    from bot.embeds import answer_embed, error_embed
    from bot.language import finish_in, in_language
    from cogs._judge import answer_embed as judge_embed, answer_view, error_embed as judge_error
    from cogs.ask import partial_embed, readings_view

    prepare(library)
    out = []
    answer = finish_in(library, await ask(library, "変身した秘密を掘り下げる者の名前は？", locale="ja"), "ja")
    out.append(("ja-ask-verdict", answer_embed(answer).to_dict(), []))
    answer = finish_in(library, await ask(library, "秘密を掘り下げる者が戦場で変身した後、もう一度変身できますか？",
                                          locale="ja"), "ja")
    view = readings_view(answer).get("view")
    out.append(("ja-ask-partial", partial_embed(answer).to_dict(),
                [getattr(c, "item", c).label for c in (view.children if view else [])]))
    try:
        answer = await library.room("Bottomless Pool", "battlefield", ["unlock Nowhere"])
    except Exception:  # noqa: BLE001 -- the refusal is what is drawn; a raising call draws nothing
        answer = None
    if answer is not None:
        out.append(("ja-engine-refusal", error_embed(in_language(library, answer, "ja")).to_dict(), []))
    answer = desk.penalty("drew an extra card", "ja")
    view = answer_view(answer, 1)
    out.append(("ja-penalty-card", judge_embed(answer).to_dict(),
                [getattr(c, "item", c).label for c in (view.children if view else [])]))
    out.append(("ja-ipg-miss", judge_error(desk.lookup("ipg", "9.9", "ja")).to_dict(), []))
    # a Japanese penalty refusal and the IPG's own sentence ruling it out, and "which one?" in Japanese
    for words in ("he stared at the table number", "my opponent didn't remind me about my own upkeep trigger"):
        answer = desk.penalty(words, "ja")
        view = answer_view(answer, 1)
        embed = judge_error(answer) if answer.error else judge_embed(answer)
        out.append((f"ja-penalty-{words[:24]}", embed.to_dict(),
                    [getattr(c, "item", c).label for c in (view.children if view else [])]))
    from cogs._shared import which_one_view

    answer = in_language(library, await library.card("arlinn"), "ja")  # several cards: "which one?" in Japanese
    view = which_one_view(answer)
    labels = []
    for c in view.children if view else []:
        item = getattr(c, "item", c)
        labels += [f"▼ {o.label} — {o.description}" for o in item.options] if hasattr(item, "options") else [item.label]
    out.append(("ja-which-one", error_embed(answer).to_dict(), labels))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--catalog", default=str(ROOT / "data" / "catalog.sqlite3"))
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "phone"))
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for n, (name, embed, buttons) in enumerate(asyncio.run(replies(Path(args.catalog))), 1):
        slug = f"{n}-" + re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
        page = out / f"{slug}.html"
        page.write_text(embed_html(embed, buttons), encoding="utf-8")
        chars = sum(len(embed.get(k, "") or "") for k in ("title", "description")) + len(
            embed.get("footer", {}).get("text", "")) + sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))
        height = draw_png(embed, buttons, page.with_suffix(".png"))
        print(f"{slug:45} {chars:5} chars {len(embed.get('fields', [])):3} fields  {height / SCREEN_PX:.1f} phone screens")
    return 0


# --- the PNG, drawn without a browser ------------------------------------------------------------

WIDTH = 390  # px, an iPhone 14's width in CSS pixels
BACKGROUND, EMBED, TEXT, BRIGHT, LINK, MUTED, CODE, BUTTON = (
    "#313338", "#2b2d31", "#dbdee1", "#f2f3f5", "#00a8fc", "#b5bac1", "#1e1f22", "#4e5058")
_TOKEN = re.compile(r"\\(.)|`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|~~(.+?)~~|\*(.+?)\*", re.S)


def _font(size: int):
    from PIL import ImageFont

    path = cjk_font()
    return ImageFont.truetype(str(path), size) if path else ImageFont.load_default(size)


def _segments(text: str) -> list[tuple[str, str]]:
    """(text, style) runs of Discord's markdown: plain, code, bold, italic (underline and strike are
    drawn plain)."""
    out, at = [], 0
    for m in _TOKEN.finditer(text):
        if m.start() > at:
            out.append((text[at:m.start()], "plain"))
        escaped, code, bold, under, strike, italic = m.groups()
        if escaped is not None:
            out.append((escaped, "plain"))
        elif code is not None:
            out.append((code, "code"))
        elif bold is not None:
            out += [(t, "bold" if s == "plain" else s) for t, s in _segments(bold)]
        elif italic is not None:
            out += [(t, "italic" if s == "plain" else s) for t, s in _segments(italic)]
        else:
            out += _segments(under if under is not None else strike)
        at = m.end()
    if at < len(text):
        out.append((text[at:], "plain"))
    return out


def _wrap(text: str, font, width: int) -> list[list[tuple[str, str]]]:
    """The text's lines at `width` px: words kept whole, Japanese broken between any two characters,
    a word longer than the line broken where it must (as `overflow-wrap: anywhere`)."""
    lines: list[list[tuple[str, str]]] = []
    for paragraph in text.split("\n"):
        line: list[tuple[str, str]] = []
        used = 0.0
        pieces = [(p, style) for chunk, style in _segments(paragraph)
                  for p in re.findall(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]|\s+|[^\s\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]+", chunk)]
        for piece, style in pieces:
            size = font.getlength(piece)
            if used + size > width and line and not piece.isspace():
                lines.append(line)
                line, used = [], 0.0
            if size > width:  # one word wider than the line
                for ch in piece:
                    if used + font.getlength(ch) > width and line:
                        lines.append(line)
                        line, used = [], 0.0
                    line.append((ch, style))
                    used += font.getlength(ch)
                continue
            if piece.isspace() and not line:
                continue
            line.append((piece, style))
            used += size
        lines.append(line)
    return lines


def draw_png(embed: dict, buttons: list[str], path: Path) -> int:
    """Draw the reply as Discord's phone app lays it out and write it to `path`; its height in px."""
    from PIL import Image, ImageDraw

    f15, f14, f12 = _font(15), _font(14), _font(12)
    thumb = bool(embed.get("thumbnail"))
    inner_x = 12 + 4 + 12
    inner_w = WIDTH - inner_x - 12 - 12 - (92 if thumb else 0)
    blocks: list[tuple[list, object, str, int]] = []  # (lines, font, colour, space above)
    if embed.get("title"):
        blocks.append((_wrap(embed["title"], f15, inner_w), f15, LINK, 4))
    if embed.get("description"):
        blocks.append((_wrap(embed["description"], f14, inner_w), f14, TEXT, 4))
    for field in embed.get("fields", []):
        blocks.append((_wrap(f"**{field['name']}**", f14, inner_w), f14, TEXT, 8))
        blocks.append((_wrap(field["value"], f14, inner_w), f14, TEXT, 0))
    if embed.get("footer", {}).get("text"):
        blocks.append((_wrap(embed["footer"]["text"], f12, inner_w), f12, MUTED, 8))

    image = Image.new("RGB", (WIDTH, 6000), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((12, 8), "Rules Bot", font=f15, fill=BRIGHT, stroke_width=0)
    top = 8 + 22 + 4
    y = top + 8
    texts = []
    for lines, font, colour, above in blocks:
        y += above
        step = round(font.size * 1.375)
        for line in lines:
            texts.append((y, line, font, colour))
            y += step
    bottom = max(y + 12, top + (112 + 20 if thumb else 0))
    draw.rounded_rectangle((12, top, WIDTH - 12, bottom), radius=4, fill=EMBED)
    draw.rectangle((12, top, 15, bottom), fill=f"#{embed.get('color', 0x202225):06x}")
    if thumb:
        draw.rounded_rectangle((WIDTH - 12 - 12 - 80, top + 8, WIDTH - 24, top + 120), radius=4, fill=BUTTON)
    for y_, line, font, colour in texts:
        x = float(inner_x)
        for piece, style in line:
            size = font.getlength(piece)
            if style == "code":
                draw.rectangle((x, y_ + 1, x + size, y_ + font.size + 3), fill=CODE)
            fill = BRIGHT if style == "bold" else colour
            draw.text((x, y_), piece, font=font, fill=fill)
            if style == "bold":  # the font has one weight: bold drawn twice, a pixel apart
                draw.text((x + 1, y_), piece, font=font, fill=fill)
            x += size
    y = bottom + 8
    x = 12.0
    for label in buttons:
        while f14.getlength(label) + 24 > WIDTH - 24 and len(label) > 1:  # as the app cuts a long label
            label = label[:-2] + "…"
        size = f14.getlength(label) + 24
        if x + size > WIDTH - 12 and x > 12:
            x, y = 12.0, y + 40
        draw.rounded_rectangle((x, y, min(x + size, WIDTH - 12), y + 32), radius=3, fill=BUTTON)
        draw.text((x + 12, y + 7), label, font=f14, fill="#ffffff")
        x += size + 8
    height = (y + 32 if buttons else bottom) + 16
    image.crop((0, 0, WIDTH, height)).save(path)
    return height


if __name__ == "__main__":
    sys.exit(main())
