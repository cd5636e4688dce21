"""The positioned text of a judge document, as lines: what both readers produce.

A document arrives either as pdftohtml output (absolutely positioned ``<p>`` runs with font
classes, one ``<div id="pageN-div">`` per page) or as the official PDF. Either way it becomes
a list of :class:`Line` — the runs that share a baseline on one page, left to right, each with
its font size and weight — so the parser never needs to know which it came from.
"""

from __future__ import annotations

import html
import logging
import re
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Run:
    text: str
    left: float
    size: float
    bold: bool = False
    italic: bool = False
    width: float = 0.0  # known from a PDF; estimated from the text's length for the HTML

    @property
    def right(self) -> float:
        return self.left + (self.width or len(self.text.rstrip()) * self.size * 0.5)


@dataclass(frozen=True)
class Line:
    page: int
    top: float
    runs: tuple[Run, ...]
    page_height: float = 0.0

    @property
    def left(self) -> float:
        return self.runs[0].left if self.runs else 0.0

    @property
    def size(self) -> float:
        """The size most of the line's letters are set in."""
        weights: dict[float, int] = {}
        for r in self.runs:
            weights[r.size] = weights.get(r.size, 0) + len(r.text.strip())
        return max(weights, key=weights.get) if weights else 0.0

    @property
    def bold(self) -> bool:
        letters = [r for r in self.runs if r.text.strip()]
        return bool(letters) and all(r.bold for r in letters)


# A run whose baseline is within this many pixels of the line's is on that line: small capitals
# sit 4 px lower than the capital before them.
SAME_LINE = 6.0


def group_lines(runs_by_page: list[tuple[int, float, list[tuple[float, Run]]]]) -> list[Line]:
    """(page, page height, [(top, run)]) -> lines in reading order."""
    lines: list[Line] = []
    for page, height, runs in runs_by_page:
        runs = sorted(runs, key=lambda tr: (tr[0], tr[1].left))
        current: list[tuple[float, Run]] = []
        for top, run in runs:
            if current and abs(top - current[0][0]) > SAME_LINE:
                lines.append(_line(page, height, current))
                current = []
            current.append((top, run))
        if current:
            lines.append(_line(page, height, current))
    return lines


def _line(page: int, height: float, runs: list[tuple[float, Run]]) -> Line:
    top = min(t for t, _ in runs)
    ordered = [r for _, r in sorted(runs, key=lambda tr: tr[1].left)]
    spaced: list[Run] = []
    for run in ordered:
        # Runs measured from a PDF carry no spaces at their ends: a gap wider than a fifth of the
        # letters' size between two of them is a space ("1" + "st" touch; "Rules" + "Magic" do not).
        if spaced and run.width and spaced[-1].width and run.left - spaced[-1].right > 0.2 * run.size \
                and not spaced[-1].text.endswith(" ") and not run.text.startswith(" "):
            prev = spaced[-1]
            spaced[-1] = Run(prev.text + " ", prev.left, prev.size, prev.bold, prev.italic, prev.width)
        spaced.append(run)
    return Line(page, top, tuple(spaced), height)


# ----------------------------------------------------------------------------- pdftohtml

_PAGE = re.compile(r'<div id="page(\d+)-div" style="[^"]*?height:(\d+)px', re.S)
_CLASS = re.compile(r"\.(ft\d+)\{([^}]*)\}")
_P = re.compile(r'<p style="[^"]*?top:(-?\d+)px;left:(-?\d+)px[^"]*" class="(ft\d+)">(.*?)</p>', re.S)
_TITLE = re.compile(r"<title>(.*?)</title>", re.S)
_TAG = re.compile(r"<[^>]+>")


def read_html(text: str) -> tuple[str, list[Line]]:
    """pdftohtml output -> (its <title>, lines)."""
    title_m = _TITLE.search(text)
    classes: dict[str, tuple[float, float]] = {}  # class -> (font size, line height)
    for name, body in _CLASS.findall(text):
        size = re.search(r"font-size:(\d+(?:\.\d+)?)px", body)
        lh = re.search(r"line-height:(\d+(?:\.\d+)?)px", body)
        s = float(size.group(1)) if size else 0.0
        classes[name] = (s, float(lh.group(1)) if lh else s * 1.2)
    pages = list(_PAGE.finditer(text))
    out = []
    for i, pm in enumerate(pages):
        end = pages[i + 1].start() if i + 1 < len(pages) else len(text)
        runs: list[tuple[float, Run]] = []
        for top, left, cls, inner in _P.findall(text, pm.end(), end):
            size, line_height = classes.get(cls, (0.0, 0.0))
            # A <br/> inside one <p> is pdftohtml merging lines: give each its own baseline.
            for k, part in enumerate(re.split(r"<br\s*/?>", inner)):
                bold = "<b>" in part or (k > 0 and "<b>" in inner and "</b>" not in inner.split("<br")[0])
                italic = "<i>" in part
                words = html.unescape(_TAG.sub("", part))
                if words:
                    runs.append((float(top) + k * line_height,
                                 Run(words, float(left), size, bold=bold, italic=italic)))
        out.append((int(pm.group(1)), float(pm.group(2)), runs))
    return (html.unescape(title_m.group(1)).strip() if title_m else ""), group_lines(out)


def read_html_file(path: str | Path) -> tuple[str, list[Line]]:
    return read_html(Path(path).read_text(encoding="utf-8", errors="replace"))
