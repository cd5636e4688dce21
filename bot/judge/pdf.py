"""The official PDF of a judge document -> lines, with pdfminer.six.

Why pdfminer.six and not pypdf (both maintained, both pure Python, both install from PyPI
here): the parser needs each piece of text's size, weight and position — small capitals are
letters set smaller than the capital before them, headings are bold or larger, page furniture
sits in the margins. pdfminer.six gives every character with its font name, rendered size and
bounding box (LTChar); pypdf's extract_text gives the text, and its visitor callbacks give only
the raw font size and matrices to multiply out by hand. Both decode the documents' curly quotes
and em dashes correctly.

Coordinates are scaled by 1.5 (pdftohtml's default zoom) so that one set of thresholds in
bot.judge.layout and bot.judge.parse serves the PDF and the HTML conversion alike.
"""

from __future__ import annotations

import logging
from pathlib import Path

from pdfminer.high_level import extract_pages
from pdfminer.layout import LAParams, LTAnno, LTChar, LTTextContainer, LTTextLine

from bot.judge.layout import Line, Run, group_lines

log = logging.getLogger(__name__)

ZOOM = 1.5


def _bold(fontname: str) -> bool:
    name = fontname.split("+", 1)[-1].casefold()
    return any(w in name for w in ("bold", "black", "heavy", "semibold", ",b"))


def _italic(fontname: str) -> bool:
    name = fontname.split("+", 1)[-1].casefold()
    return "italic" in name or "oblique" in name


def _runs(line: LTTextLine, page_height: float) -> list[tuple[float, Run]]:
    """A pdfminer text line as runs: a new run wherever the size or weight changes."""
    out: list[tuple[float, Run]] = []
    text, key, left, top, right = "", None, 0.0, 0.0, 0.0
    for item in line:
        if isinstance(item, LTChar):
            k = (round(item.size * ZOOM, 1), _bold(item.fontname), _italic(item.fontname))
            if key is not None and text and (k != key or item.x0 * ZOOM - right > 2 * k[0]):
                out.append((top, Run(text, left, key[0], key[1], key[2], right - left)))
                text = ""
            if not text:
                key, left, top = k, item.x0 * ZOOM, (page_height - item.y1) * ZOOM
            text += item.get_text()
            right = item.x1 * ZOOM
        elif isinstance(item, LTAnno) and text and item.get_text() == " ":
            text += " "  # a space pdfminer inferred inside the line (the line's end is not one)
    if text and key is not None:
        out.append((top, Run(text, left, key[0], key[1], key[2], right - left)))
    return out


def read_pdf_file(path: str | Path) -> list[Line]:
    pages = []
    # Lines only (no boxes across columns): the parser groups and orders them itself.
    params = LAParams(line_margin=0.1, char_margin=2.0, boxes_flow=None)
    for number, page in enumerate(extract_pages(str(path), laparams=params), 1):
        runs: list[tuple[float, Run]] = []
        for element in page:
            if isinstance(element, LTTextContainer):
                for line in element:
                    if isinstance(line, LTTextLine):
                        runs += _runs(line, page.height)
        pages.append((number, page.height * ZOOM, runs))
    return group_lines(pages)
