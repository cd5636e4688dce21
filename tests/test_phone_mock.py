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
