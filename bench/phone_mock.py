"""Replies as a phone shows them: a few answers' embeds drawn as an HTML mock of Discord's
mobile embed (dark theme, 390 px wide) and, when Chromium is installed, screenshotted to PNG.

    python bench/phone_mock.py [--catalog data/catalog.sqlite3] [--out bench/results/phone]

Writes one .html (and .png) per reply and prints each reply's characters, fields and rendered
height in phone screens (844 px, an iPhone 14's). Not a test: for looking at.
"""

from __future__ import annotations

import argparse
import asyncio
import html
import re
import shutil
import subprocess
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
    answer = await ask(library, "Can my Delver of Secrets attack the turn it transforms?")
    view = readings_view(answer).get("view")
    out.append(("ask-partial", partial_embed(answer).to_dict(),
                [getattr(c, "item", c).label for c in (view.children if view else [])]))
    return out


async def _issue_17(library) -> list[tuple[str, dict, list[str]]]:
    """The penalty card and a close call, "Which one?" (buttons and menu), and a Japanese answer
    after a tap on its Transform button."""
    from bot.embeds import answer_embed, error_embed
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
                  "the one underneath", "tardiness"):
        answer = desk.penalty(words)
        view = answer_view(answer, 1)
        out.append((f"penalty-{words[:30]}", judge_embed(answer).to_dict(),
                    [getattr(c, "item", c).label for c in (view.children if view else [])]))
    for query in ("arlinn", "thalia"):
        answer = await library.card(query)
        view = which_one_view(answer)
        labels = []
        for c in view.children if view else []:
            item = getattr(c, "item", c)
            labels += [f"▾ {o.label} — {o.description}" for o in item.options] if hasattr(item, "options") else [item.label]
        out.append((f"which-one-{query}", error_embed(answer).to_dict(), labels))
    answer = in_language(library, await library.dfc("Delver of Secrets", "battlefield", ["transform", "transform"]), "ja")
    view = step_buttons(answer, owner_id=1)
    out.append(("ja-after-transform", answer_embed(answer).to_dict(),
                [getattr(c, "item", c).label for c in (view.children if view else [])]))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--catalog", default=str(ROOT / "data" / "catalog.sqlite3"))
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "phone"))
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    for n, (name, embed, buttons) in enumerate(asyncio.run(replies(Path(args.catalog))), 1):
        slug = f"{n}-" + re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
        page = out / f"{slug}.html"
        page.write_text(embed_html(embed, buttons), encoding="utf-8")
        chars = sum(len(embed.get(k, "") or "") for k in ("title", "description")) + len(
            embed.get("footer", {}).get("text", "")) + sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))
        height = ""
        if chromium:
            png = page.with_suffix(".png")
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            "--window-size=390,3000", f"--screenshot={png}", page.as_uri()],
                           capture_output=True, timeout=60)
            height = _content_height(png)
        print(f"{slug:45} {chars:5} chars {len(embed.get('fields', [])):3} fields"
              + (f"  {height / SCREEN_PX:.1f} phone screens" if height else ""))
    return 0


def _content_height(png: Path) -> int:
    """Rows down to the last one that is not the page background (the reply's drawn height)."""
    try:
        from PIL import Image
    except ImportError:
        return 0
    image = Image.open(png).convert("RGB")
    width, height = image.size
    background = image.getpixel((width - 1, height - 1))
    for y in range(height - 1, -1, -1):
        if any(image.getpixel((x, y)) != background for x in range(0, width, 4)):
            return y + 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
