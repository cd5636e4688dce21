"""A judge document's lines -> its title, effective date, table of contents and numbered sections.

Works on the :class:`~bot.judge.layout.Line` list that either reader (pdftohtml HTML or the
official PDF) produces. What is recognised is the documents' own typography, not their content:

* page furniture: page numbers, lines repeated in the same place on several pages, the fine
  print at the foot of a page, table-of-contents lines (their dot leaders) — the contents are
  kept apart as :attr:`Document.contents`, to check the sections against;
* small capitals: a heading set as "A" + "PPLYING " + "P" + "ENALTIES" becomes "Applying
  Penalties" (the smaller capitals are lower-case letters);
* headings: "4. Communication" (a chapter, bold or larger than the text), "4.2 Tournament
  Shortcuts" (a numbered section on its own line at the left margin), "Appendix A — …";
  an IPG infraction heading carries its penalty at the right: "2.1. Game Play Error — Missed
  Trigger   No Penalty";
* IPG parts: the bold lines Definition, Examples, Philosophy, Additional Remedy, and the
  paragraphs that start "Upgrade:" / "Downgrade:";
* a document without numbered headings (Judging at Regular REL) is cut at its bold headings
  and numbered in order, since it has no numbers of its own.
"""

from __future__ import annotations

import datetime
import re
import statistics
from collections import Counter
from dataclasses import dataclass, field

from bot.judge.layout import Line, Run

PENALTIES = ("No Penalty", "Warning", "Game Loss", "Match Loss", "Disqualification")
PARTS = ("Definition", "Examples", "Philosophy", "Additional Remedy", "Upgrade", "Downgrade")
OFFICIAL_PAGE = "https://wpn.wizards.com/en/rules-documents"

DOCUMENTS = {  # code -> (short name, what its title says)
    "mtr": ("Magic Tournament Rules", "tournament rules"),
    "ipg": ("Infraction Procedure Guide", "infraction procedure"),
    "jar": ("Judging at Regular REL", "regular"),
}


@dataclass(frozen=True)
class Part:
    name: str  # one of PARTS
    text: str


@dataclass(frozen=True)
class Section:
    number: str  # "4.2", "4", "A" (an appendix), or a slug for unnumbered front matter ("introduction")
    title: str  # "Tournament Shortcuts"; for an infraction "Game Play Error — Missed Trigger"
    text: str  # paragraphs separated by blank lines, the parts' text included
    level: int = 2  # 1: chapter or appendix; 2: section
    penalty: str | None = None  # an IPG infraction's penalty, from its heading
    parts: tuple[Part, ...] = ()

    @property
    def numbered(self) -> bool:
        return bool(re.fullmatch(r"\d+(\.\d+)?|[A-Z]", self.number))

    @property
    def infraction(self) -> str | None:
        """"Missed Trigger" for "Game Play Error — Missed Trigger"; None if not an infraction."""
        if self.penalty is None:
            return None
        rest = self.title.split(" — ", 1)[-1]
        # "Unsporting Conduct — Minor" is named in full (as in Appendix A): "Minor" alone names nothing
        return self.title if rest in ("Minor", "Major") else rest

    def part(self, name: str) -> str | None:
        return next((p.text for p in self.parts if p.name == name), None)


@dataclass(frozen=True)
class ContentsEntry:
    number: str
    title: str
    page: int


@dataclass
class Document:
    code: str  # "mtr", "ipg", "jar"
    title: str
    effective: datetime.date
    sections: list[Section]
    contents: list[ContentsEntry] = field(default_factory=list)
    quick_reference: dict[str, str] = field(default_factory=dict)  # infraction -> penalty (IPG Appendix A)
    url: str = OFFICIAL_PAGE
    source: str = ""
    numbered_by_us: bool = False  # True when the document has no section numbers of its own


class NotAJudgeDocument(ValueError):
    """The text is none of the three documents (or too damaged to read)."""


# ----------------------------------------------------------------------------- line text

_SPACE = re.compile(r"[ \t\u00a0]+")


def _is_small_caps(run: Run, biggest: float) -> bool:
    letters = [c for c in run.text if c.isalpha()]
    return bool(letters) and run.size < biggest - 1.5 and all(c.isupper() for c in letters)


CELL = " | "


def line_text(line: Line, *, cells: bool = False) -> str:
    """The line's words, small capitals turned back into lower-case letters. With cells=True,
    runs set far apart (a table's columns, a penalty at the right margin) are joined by " | "."""
    biggest = max((r.size for r in line.runs if r.text.strip()), default=0.0)
    out = ""
    previous = None
    for run in line.runs:
        text = run.text
        if _is_small_caps(run, biggest):
            text = text.lower()
            if re.search(r"(?:^|\s)[A-Z]\s+$", out):
                out = out.rstrip()  # "D" + " " + "EFINITION": the space is only the gap between two sizes
        if cells and previous is not None and text.strip() and run.left - previous.right > 2.5 * run.size \
                and out.strip():
            out = out.rstrip() + CELL + text.lstrip()
        else:
            out += text
        if text.strip():
            previous = run
    return _SPACE.sub(" ", out).strip()


def _has_small_caps(line: Line) -> bool:
    biggest = max((r.size for r in line.runs if r.text.strip()), default=0.0)
    return any(_is_small_caps(r, biggest) for r in line.runs)


# ----------------------------------------------------------------------------- furniture

_LEADERS = re.compile(r"(?:\.\s*){4,}\s*(\d+)\s*$")
_CONTENTS_ENTRY = re.compile(
    r"^(?:(?P<num>\d+(?:\.\d+)?)\.?\s+)?(?P<title>.+?)\s*(?:\.\s*){3,}\s*(?P<page>\d+)\s*$")
_PAGE_NUMBER = re.compile(r"^(?:page\s*)?\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?$", re.I)


def _furniture(lines: list[Line]) -> set[int]:
    """Indexes of page headers and footers: page numbers, fine print at the foot of a page, and
    lines that recur at the same height on several pages."""
    drop: set[int] = set()
    where: Counter = Counter()
    keys = []
    for i, ln in enumerate(lines):
        text = line_text(ln)
        h = ln.page_height or 1000.0
        in_margin = ln.top < 0.07 * h or ln.top > 0.88 * h
        key = (re.sub(r"\d+", "#", text), round(ln.top / 10)) if in_margin and text else None
        keys.append(key)
        if key:
            where[key] += 1
        if in_margin and _PAGE_NUMBER.match(text):
            drop.add(i)
    for i, key in enumerate(keys):
        if key and where[key] >= 3:
            drop.add(i)
    return drop


# ----------------------------------------------------------------------------- headings

_CHAPTER = re.compile(r"^(\d{1,2})\.\s+(\S.*)$")
_SECTION = re.compile(r"^(\d{1,2}\.\d{1,2})\.?\s+(\S.*)$")
_APPENDIX = re.compile(r"^Appendix\s+([A-Z])\s*[—–:-]\s*(\S.*)$", re.I)
_INFRACTION = re.compile(r"^(?P<title>.+?\s—\s.+?)\s+(?P<penalty>" + "|".join(PENALTIES) + r")$")
_EFFECTIVE = re.compile(r"\b(?:Effective|Updated)\s+([A-Z][a-z]+ \d{1,2}, \d{4})")
_LEGAL = re.compile(r"^(?:All trademarks are property of|©)")
_PART_START = re.compile(r"^(Upgrade|Downgrade)\s*:\s*")


def _version(number: str) -> tuple[int, ...]:
    return tuple(int(p) for p in number.split("."))


def _follows(number: str, last: str | None) -> bool:
    """A numbered section must come after the one before it: 4.3 after 4.2, 5.1 after 4.9."""
    if last is None:
        return True
    new, old = _version(number), _version(last)
    return new > old and new[0] - old[0] <= 1


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.casefold()).strip("-")


def _tidy_title(title: str) -> str:
    title = re.sub(r"\s*([—–])\s*", r" \1 ", title)
    return _SPACE.sub(" ", title).strip().rstrip(".").strip()


@dataclass
class _Open:
    number: str
    title: str
    level: int
    penalty: str | None = None
    paragraphs: list[str] = field(default_factory=list)
    parts: list[list] = field(default_factory=list)  # [name, [paragraphs]]


class _Reader:
    """One pass over a document's lines: contents entries, headings, paragraphs."""

    def __init__(self, lines: list[Line], body: float, left_margin: float):
        self.body, self.left_margin = body, left_margin
        self.contents: list[ContentsEntry] = []
        self.sections: list[Section] = []
        self.current: _Open | None = None
        self.para: list[str] = []
        self.last_number: str | None = None  # the last numbered heading, to check the next follows it
        self.chapter, self.sub = 0, 0  # the counters for a document without numbers
        self.wrapped_heading = False  # the line before was a heading that may go on
        gaps = [b.top - a.top for a, b in zip(lines, lines[1:]) if a.page == b.page and 0 < b.top - a.top < 3 * body]
        # the usual distance between two lines of one paragraph (paragraph gaps are the rarer, larger ones)
        self.spacing = (statistics.quantiles(gaps, n=4)[0] if len(gaps) >= 4
                        else (min(gaps) if gaps else body * 1.2))
        self.numbered = any(_CHAPTER.match(t) or _SECTION.match(t) for t in
                            (line_text(ln) for ln in lines if ln.left <= left_margin + 3) if not _LEADERS.search(t))

    # -- sections and paragraphs
    def flush(self) -> None:
        current, self.para, para = self.current, [], self.para
        if not para or current is None:
            return
        text = _join(para)
        part = _PART_START.match(text)
        if _LEGAL.match(text):
            return  # the trademark notice printed at the foot of the last page
        if part and current.penalty is not None:
            current.parts.append([part.group(1), [text[part.end():]]])
            return
        target = current.parts[-1][1] if current.parts else current.paragraphs
        if CELL in text and target and CELL in target[-1].rsplit("\n", 1)[-1]:
            target[-1] += "\n" + text  # the next row of the same table
        else:
            target.append(text)

    def close(self) -> None:
        self.flush()
        if self.current is not None:
            self.sections.append(_section(self.current))
        self.current = None

    def open(self, number: str, heading: str, level: int, penalty: str | None = None) -> None:
        self.close()
        self.current = _Open(number, _tidy_title(heading), level, penalty)

    # -- one line
    def read(self, ln: Line, gap: float | None) -> None:
        text = line_text(ln)
        m = _CONTENTS_ENTRY.match(text)
        if m and _LEADERS.search(text):
            number, title = m["num"] or "", _tidy_title(m["title"])
            am = _APPENDIX.match(title)
            if am:
                number, title = am.group(1).upper(), _tidy_title(am.group(2))
            self.contents.append(ContentsEntry(number or _slug(title), title, int(m["page"])))
            return
        if re.fullmatch(r"contents", text, re.I):
            return
        heading = self.numbered_heading(ln, text) if self.numbered else self.counted_heading(ln, text, gap)
        if not heading:
            self.body_line(ln, text, gap)

    def numbered_heading(self, ln: Line, text: str) -> bool:
        bold, bigger = ln.bold, _biggest(ln) > self.body + 1.5
        at_margin = ln.left <= self.left_margin + 3
        am, cm, sm = _APPENDIX.match(text), _CHAPTER.match(text), _SECTION.match(text)
        last = self.last_number
        if am and (bold or bigger):
            self.open(am.group(1).upper(), am.group(2), 1)
        elif cm and (bold or bigger or _has_small_caps(ln)) and len(text) < 80 \
                and _follows(cm.group(1), last.split(".")[0] if last else None):
            self.open(cm.group(1), cm.group(2), 1)
            self.last_number = cm.group(1)
        elif sm and at_margin and len(text) < 110 and not text.endswith((",", ";")) \
                and _follows(sm.group(1), (last if "." in last else last + ".0") if last else None):
            title, penalty = sm.group(2), None
            im = _INFRACTION.match(title)
            if im:
                title, penalty = im["title"], im["penalty"]
            self.open(sm.group(1), title, 2, penalty)
            self.last_number = sm.group(1)
        elif last is None and bold and (bigger or _has_small_caps(ln)) and len(text) < 60:
            self.open(_slug(text), text, 1)  # front matter: "Introduction", "Framework of this Document"
        elif self.current is not None and self.current.penalty is not None and bold and text in PARTS[:4]:
            self.flush()
            self.current.parts.append([text, []])  # Definition, Examples, Philosophy, Additional Remedy
        else:
            return False
        return True

    def counted_heading(self, ln: Line, text: str, gap: float | None) -> bool:
        """No numbers of their own: the larger bold headings are chapters, bold lines of the text's
        size the sections under them (a heading may wrap onto a second line)."""
        wrapped, self.wrapped_heading = self.wrapped_heading, False
        if ln.bold and _biggest(ln) > self.body + 1.5:
            self.chapter, self.sub = self.chapter + 1, 0
            self.open(str(self.chapter), text, 1)
            return True
        if ln.bold and ln.left <= self.left_margin + 3:
            current = self.current
            if current is not None and wrapped and gap is not None and gap <= self.spacing * 1.2 \
                    and not current.paragraphs and not self.para:
                current.title = _tidy_title(current.title + " " + text)
            else:
                self.chapter = max(self.chapter, 1)
                self.sub += 1
                self.open(f"{self.chapter}.{self.sub}", text, 2)
            self.wrapped_heading = True
            return True
        if self.current is None:  # the text before the first heading
            self.chapter = max(self.chapter, 1)
            self.open(str(self.chapter), "Introduction", 1)
        return False

    def body_line(self, ln: Line, text: str, gap: float | None) -> None:
        if self.current is None:
            return
        para = self.para
        if para and (_STARTS_ITEM.match(text) or (gap is not None and gap > self.spacing * 1.4)):
            self.flush()
        elif para and gap is None and re.search(r"[.:;!?”)]$", para[-1]) and text[:1].isupper():
            self.flush()  # a new page after a finished sentence: most likely a new paragraph
        row = line_text(ln, cells=True)
        if ln.bold and CELL not in row and len(text) < 60 and not _STARTS_ITEM.match(text):
            self.flush()  # a bold line of its own inside a section: a sub-heading ("Game Loss", "Regular")
            self.para = [f"**{text}**"]
            self.flush()
            return
        if CELL in row:  # a table's row (or two columns of a list): keeps its own line
            if self.para and CELL not in self.para[-1]:
                self.flush()
            self.para.append(row)
            return
        if self.para and CELL in self.para[-1] and not text[:1].islower():
            self.flush()
        self.para.append(text)


_STARTS_ITEM = re.compile(r"^(?:[•▪◦·-]\s|\d{1,2}\.\s|[A-Z]\.\s|(?:Upgrade|Downgrade)\s*:)")


def _biggest(ln: Line) -> float:
    return max((r.size for r in ln.runs if r.text.strip()), default=0.0)


def parse(lines: list[Line], *, source: str = "", html_title: str = "") -> Document:
    if not lines:
        raise NotAJudgeDocument(f"{source or 'document'}: no text")
    drop = _furniture(lines)
    sizes: Counter = Counter()
    for ln in lines:
        for r in ln.runs:
            sizes[r.size] += len(r.text.strip())
    body = sizes.most_common(1)[0][0]
    margins = Counter(round(ln.left) for ln in lines if ln.size == body and line_text(ln))
    if not margins:
        raise NotAJudgeDocument(f"{source or 'document'}: no running text")
    first_page = [ln for ln in lines if ln.page == lines[0].page and line_text(ln)]
    title_line = max(first_page, key=lambda ln: (_biggest(ln), -ln.top))
    title = _tidy_title(line_text(title_line))
    code = _code(title, html_title, source)
    effective = _effective(lines, html_title)

    reader = _Reader(lines, body, margins.most_common(1)[0][0])
    last: Line | None = None
    for i, ln in enumerate(lines):
        if i in drop:
            continue
        text = line_text(ln)
        if not text:  # an empty line ends a paragraph
            reader.flush()
            last = None
            continue
        if ln is title_line or (ln.page == title_line.page and _EFFECTIVE.search(text) and len(text) < 60):
            continue
        gap = ln.top - last.top if last is not None and last.page == ln.page else None
        last = ln
        reader.read(ln, gap)
    reader.close()

    sections = _unique(reader.sections)
    return Document(code=code, title=title, effective=effective, sections=sections, contents=reader.contents,
                    quick_reference=_quick_reference(sections) if code == "ipg" else {}, url=OFFICIAL_PAGE,
                    source=source, numbered_by_us=not reader.numbered)


def _unique(sections: list[Section]) -> list[Section]:
    seen: dict[str, int] = {}
    out = []
    for s in sections:
        if s.number in seen:  # never two sections under one number: the later one gets a suffix
            seen[s.number] += 1
            s = Section(f"{s.number}-{seen[s.number]}", s.title, s.text, s.level, s.penalty, s.parts)
        else:
            seen[s.number] = 1
        out.append(s)
    return out


def _join(lines: list[str]) -> str:
    out = ""
    for ln in lines:
        if not out:
            out = ln
        elif CELL in ln:
            out += "\n" + ln
        elif out.endswith("-") and not out.endswith(" -") and ln[:1].islower():
            out += ln  # "heavy-" + "handed": a word broken at the line's end
        else:
            out += " " + ln
    out = re.sub(r"^([•▪◦·])\s*", "• ", out)
    return "\n".join(_SPACE.sub(" ", row).strip() for row in out.split("\n"))


_SUBHEADING = re.compile(r"\*\*[^*]+\*\*")
_ITEM = re.compile(r"^(?:• |[A-Z]\. |\d{1,2}\. )")


def _paragraphs(paras: list[str]) -> str:
    """Paragraphs apart by a blank line; the items of one list ("• …", "A. …") on lines of their own."""
    out = ""
    for p in (p for p in paras if p):
        last = out.rsplit("\n", 1)[-1]
        if out and ((_ITEM.match(p) and _ITEM.match(last)) or _SUBHEADING.fullmatch(last)):
            out += "\n" + p
        else:
            out += ("\n\n" if out else "") + p
    return out


def _section(o: _Open) -> Section:
    parts = tuple(Part(name, _paragraphs(paras)) for name, paras in o.parts)
    chunks = [_paragraphs(o.paragraphs)] if o.paragraphs else []
    for p in parts:
        chunks.append(f"**{p.name}**" + ("\n" if p.name in PARTS[:4] else ": ") + p.text)
    return Section(o.number, o.title, "\n\n".join(c for c in chunks if c).strip(), o.level, o.penalty, parts)


_QUICK_ROW = re.compile(r"^(?P<name>.+?)\s+(?P<penalty>None|" + "|".join(PENALTIES) + r")$")


def _quick_reference(sections: list[Section]) -> dict[str, str]:
    """Appendix A's table: "Missed Trigger None", "Tardiness Game Loss", ... -> {name: penalty}."""
    appendix = next((s for s in sections if s.level == 1 and "quick reference" in s.title.casefold()), None)
    if appendix is None:
        return {}
    out = {}
    for row in re.split(r"\n+", appendix.text):  # "Missed Trigger | None"
        m = _QUICK_ROW.match(row.replace(CELL, " ").strip())
        if m:
            out[m["name"].strip()] = m["penalty"]
    return out


def _code(title: str, html_title: str, source: str) -> str:
    for text in (title, html_title, source):
        folded = text.casefold()
        for code, (_, words) in DOCUMENTS.items():
            if words in folded or f"_{code}_" in folded or folded.endswith(f"{code}.html"):
                return code
    raise NotAJudgeDocument(f"{source or 'document'}: “{title}” is not the MTR, the IPG or the JAR")


def _effective(lines: list[Line], html_title: str) -> datetime.date:
    for ln in lines[:40]:
        m = _EFFECTIVE.search(line_text(ln))
        if m:
            return datetime.datetime.strptime(m.group(1), "%B %d, %Y").date()
    m = re.search(r"(\d{4})_?([A-Z][a-z]{2})(\d{1,2})", html_title)
    if m:
        return datetime.datetime.strptime(f"{m.group(1)} {m.group(2)} {m.group(3)}", "%Y %b %d").date()
    raise NotAJudgeDocument("no effective date (“Effective <date>” or “Updated <date>”) on the first page")
