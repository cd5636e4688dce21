"""bench/phone_mock.py draws Japanese replies with a font that has Japanese glyphs: the machine's own
fonts have none (a Japanese reply drew as boxes), so the mock names Noto Sans CJK JP from the pip
package that pyproject's test extra installs."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _mock():
    spec = importlib.util.spec_from_file_location("phone_mock", ROOT / "bench" / "phone_mock.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_mock_draws_with_a_font_that_has_the_japanese_replys_glyphs():
    from fontTools.ttLib import TTFont

    mock = _mock()
    font = mock.cjk_font()
    assert font is not None and font.is_file()  # installed by `make env` (pyproject's test extra)
    cmap = TTFont(str(font), lazy=True, fontNumber=0).getBestCmap()
    reply = "変身させる 最初から ルール全文 秘密を掘り下げる者 マナ総量 戦場、第1面が表。"
    missing = [c for c in reply if not c.isspace() and ord(c) not in cmap]
    assert not missing
    page = mock.embed_html({"title": "秘密を掘り下げる者", "description": "変身する：可。"}, ["最初から"])
    assert f"src: url('{font.as_uri()}')" in page and "'Noto Sans CJK JP'" in page


def test_the_phone_png_is_drawn_without_a_browser(tmp_path, monkeypatch):
    """The PNG needs only pyproject's test extra (Pillow and the Noto font): with nothing on PATH
    (no Chromium, as on a fresh CI machine) the reply is still drawn, 390 px wide."""
    from PIL import Image

    monkeypatch.setenv("PATH", "")
    mock = _mock()
    embed = {"title": "IPG 2.5 — Game Play Error — Game Rule Violation", "color": 0x5865F2,
             "description": "**Game Rule Violation — Warning** (Competitive)\n\n**Fix:** a simple backup.",
             "footer": {"text": "Infraction Procedure Guide effective 2024-09-23"}}
    png = tmp_path / "reply.png"
    height = mock.draw_png(embed, ["Definition", "Examples"], png)
    image = Image.open(png)
    assert image.size == (mock.WIDTH, height) and 100 < height < mock.SCREEN_PX
    assert len(image.convert("RGB").getcolors(1 << 16)) > 10  # text was drawn, not an empty box


def test_japanese_wraps_between_characters_and_english_between_words():
    mock = _mock()
    font = mock._font(14)
    ja = mock._wrap("「秘密の掘りさげ者」という名前のカードは見つかりません。秘密を掘り下げる者のことですか？", font, 200)
    assert len(ja) >= 2 and all(font.getlength("".join(p for p, _ in line)) <= 200 for line in ja)
    en = mock._wrap("No card is named like “Delvr”. Did you mean **Delver of Secrets**?", font, 200)
    words = [p for line in en for p, _ in line if not p.isspace()]
    assert "Delver" in words and "Secrets" in words  # no word cut in two
    assert ("Delver", "bold") in [piece for line in en for piece in line]


async def test_the_penalty_card_is_one_phone_screen_with_the_verdict_first(tmp_path, library):
    """As a judge sees it: /penalty for a spell cast without paying, drawn at phone width, fits one
    screen (844 px) and its first line under the title names the infraction and the penalty."""
    from bot.judge.desk import JudgeDesk
    from cogs._judge import answer_embed, answer_view

    mock = _mock()
    answer = JudgeDesk.open(library.conn).penalty("opponent cast a spell without paying the mana")
    embed = answer_embed(answer).to_dict()
    view = answer_view(answer, 1)
    buttons = [getattr(c, "item", c).label for c in (view.children if view else [])]
    height = mock.draw_png(embed, buttons, tmp_path / "penalty.png")
    assert height <= mock.SCREEN_PX, height
    first = mock._wrap(embed["description"], mock._font(14), 338)[0]
    assert "".join(p for p, _ in first).startswith("Game Rule Violation — Warning")
