"""The judge's desk: look up the MTR, IPG and JAR by section number, title or words, and the
penalty for an infraction. One function per question; user errors become error answers.

`/mtr`, `/ipg`, `/jar`, `/penalty`, their autocomplete, their buttons and the command line all
call this module. Nothing here knows about Discord.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from dataclasses import dataclass, field


from bot.answers import error_text
from bot.text import normalize_name
from bot.phrases import name as _name
from bot.phrases import say, say_map
from bot.judge import cards, store
from bot.judge.parse import DOCUMENTS, Document, Section
from bot.judge.rank import MIN_TEXT_SCORE, Candidate, InfractionIndex, Ranking
from bot.judge.rank import stem as _stem
from bot.judge.rank import STOPWORDS as RANK_STOPWORDS
from bot.judge.rank import tokens as _tokens
from bot.judge.words import INFRACTION_WORDS

log = logging.getLogger(__name__)

MAX_QUERY = 300
PAGE_SIZE = 1400  # characters of section text per page: about one phone screen
PART_PAGE_SIZE = 3800  # one part of an infraction, opened by its button for the presser alone: one message
ADD_HINT = ("Put the document (the HTML in ../shared/data/judge/ or the official PDF from "
            "https://wpn.wizards.com/en/rules-documents) in a folder named judge/ among the build's sources "
            "and rebuild: python -m bot catalog build --source ../shared/data")
RELS = {"ipg": "Competitive and Professional REL", "jar": "Regular REL", "mtr": "every REL"}
_STOPWORDS = frozenset("a an and are as at be by can do does for from how i if in is it its my of on or "
                       "that the their this to what when where which who why will with you your "
                       "penalty penalties infraction section rule rules".split())
_NUMBER = re.compile(r"^(?:(?:mtr|ipg|jar)\s*)?(?:section|§|sec\.?)?\s*(?P<num>\d{1,2}(?:\.\d{1,2})?)\.?$", re.I)
_APPENDIX = re.compile(r"^(?:appendix|app\.?)\s*(?P<letter>[a-z])$", re.I)
# "see section 2.3", "(see MTR 4.2)", "Tardiness (3.1)", "listed in Appendix F" (the appendix's own
# heading, "Appendix F—…", is not a reference)
_XREF = re.compile(
    r"\b(?:(?P<doc>MTR|IPG|JAR|Magic Tournament Rules|Infraction Procedure Guide)\s*,?\s*)?(?:Appendix )?"
    r"(?:(?:section|sections)\s+)?(?P<num>\d{1,2}\.\d{1,2}|(?<=Appendix )[A-Z](?![\w—–-]))")


@dataclass
class JudgeAnswer:
    """What a judge command found, ready for the command line (text(), json) or an embed."""

    command: str  # "mtr", "ipg", "jar", "penalty"
    query: str
    json: dict
    code: str = ""  # the document
    document: str = ""  # its short name, "Infraction Procedure Guide"
    effective: str = ""  # YYYY-MM-DD
    url: str = ""
    number: str = ""
    title: str = ""
    lead: str = ""  # the first thing to read: the penalty, or how the section was found
    pages: list[str] = field(default_factory=list)
    others: list[tuple[str, str]] = field(default_factory=list)  # (number, title) of other matches
    xrefs: list[tuple[str, str, str]] = field(default_factory=list)  # (code, number, title) cited in the text
    error: dict | None = None
    numbered_by_us: bool = False  # the document has no section numbers: the bot counts its headings
    card: PenaltyCard | None = None  # /penalty: the first screen
    close: list[tuple[str, str, str]] = field(default_factory=list)  # (number, infraction, penalty) too close to call
    part: str = ""  # one part of an infraction ("Definition"), for its button
    part_names: list[str] = field(default_factory=list)  # the section's parts in order (a button carries the index)
    language: str = "en"  # what the desk says around the documents' text is said in this language (bot/lang)
    others_said: list[str] = field(default_factory=list)  # each of `others` as a button names it in `language`

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def heading(self) -> str:
        if self.error:
            return "Cannot answer"
        if self.language != "en":  # "違反処置指針 2.3「Game Play Error — Hidden Card Error」": the title quoted, as named
            document = say_map(self.language, "judge_documents").get(self.code, self.document)
            number = say(self.language, "judge_appendix", letter=self.number) \
                if self.number.isalpha() and len(self.number) == 1 else self.number if _is_numbered(self.number) else ""
            return say(self.language, "judge_heading", document=document, number=number,
                       title=_name(self.language, self.title)).replace("  ", " ")
        if self.number.isalpha() and len(self.number) == 1:
            return f"{self.code.upper()} Appendix {self.number} — {self.title}"
        return f"{self.code.upper()} {self.number} — {self.title}" if _is_numbered(self.number) else \
            f"{self.code.upper()} — {self.title}"

    def footer(self, page: int = 0) -> str:
        lang = self.language
        document = say_map(lang, "judge_documents").get(self.code, self.document)
        parts = [say(lang, "judge_effective", document=document, date=self.effective)] if self.effective else []
        if self.numbered_by_us:
            parts.append(say(lang, "judge_numbered"))
        if len(self.pages) > 1:
            parts.append(say(lang, "judge_page", page=page + 1, pages=len(self.pages)))
        return " · ".join(parts)

    def text(self) -> str:
        if self.error:
            return error_text(self.error)
        lines = [self.heading]
        if self.lead:
            lines += ["", self.lead]
        lines += ["", "\n\n".join(self.pages)] if self.pages else []
        if self.xrefs:
            lines += ["", "See also: " + "; ".join(reference(c, n, t) for c, n, t in self.xrefs)]
        if self.others:
            lines += ["", "Other matches: " + "; ".join(f"{n} {t}" for n, t in self.others)]
        lines += ["", f"{self.document} effective {self.effective} — {self.url}"]
        return "\n".join(lines)


def reference(code: str, number: str, title: str, lang: str = "en") -> str:
    """"MTR 4.3 Out-of-Order Sequencing", "MTR Appendix F Rules Enforcement Levels of Programs"; in
    another language the document by its name there and the title quoted ("マジック・イベント規定 4.3「Out-of-Order Sequencing」")."""
    if lang != "en":
        document = say_map(lang, "judge_documents").get(code, code.upper())
        number = say(lang, "judge_appendix", letter=number) if number.isalpha() else number
        return say(lang, "judge_heading", document=document, number=number, title=_name(lang, title))
    return f"{code.upper()} {'Appendix ' if number.isalpha() else ''}{number} {title}"


def labelled(section: Section, lang: str = "en") -> str:
    """A section as a button or a list names it: "2.2 Looking at Extra Cards (Warning)"; in another
    language the document's names quoted ("2.2「Looking at Extra Cards」（「Warning」）")."""
    if lang == "en":
        return _label(section)
    number = say(lang, "judge_appendix", letter=section.number) if section.number.isalpha() and \
        len(section.number) == 1 else section.number if _is_numbered(section.number) else ""
    text = number + _name(lang, section.infraction or section.title)
    return text + (say(lang, "judge_penalty_after", penalty=_name(lang, section.penalty)) if section.penalty else "")


def _is_numbered(number: str) -> bool:
    return bool(re.fullmatch(r"\d+(\.\d+)?|[A-Z]", number))


def _label(section: Section) -> str:
    head = section.number if _is_numbered(section.number) else ""
    title = section.infraction or section.title
    if section.number.isalpha() and len(section.number) == 1:
        head = f"Appendix {section.number}"
    tail = f" ({section.penalty})" if section.penalty else ""
    return f"{head} — {title}{tail}" if head else f"{title}{tail}"


def paginate(text: str, size: int = PAGE_SIZE) -> list[str]:
    """Paragraphs packed into pages of at most `size` characters; a longer paragraph is cut at
    sentence ends (never mid-word)."""
    pages: list[str] = []
    current = ""
    for para in [p for p in text.split("\n\n") if p.strip()]:
        pieces = [para]
        if len(para) > size and "\n" in para:  # a table: whole rows to a page
            pieces, chunk = [], ""
            for row in para.split("\n"):
                if chunk and len(chunk) + 1 + len(row) > size:
                    pieces.append(chunk)
                    chunk = row
                else:
                    chunk = f"{chunk}\n{row}" if chunk else row
            pieces = [p for p in pieces + [chunk] if p]
            pieces = [q for p in pieces for q in (paginate(p.replace("\n", " "), size) if len(p) > size else [p])]
        elif len(para) > size:
            pieces, chunk = [], ""
            for sentence in re.split(r"(?<=[.;:])\s+", para):
                while len(sentence) > size:  # one enormous sentence: cut at a space
                    cut = sentence.rfind(" ", 0, size) if " " in sentence[:size] else size
                    pieces.append((chunk + " " + sentence[:cut]).strip() if chunk else sentence[:cut])
                    chunk, sentence = "", sentence[cut:].strip()
                if len(chunk) + len(sentence) + 1 > size:
                    pieces.append(chunk)
                    chunk = sentence
                else:
                    chunk = f"{chunk} {sentence}".strip()
            if chunk:
                pieces.append(chunk)
        for piece in pieces:
            if current and len(current) + 2 + len(piece) > size:
                pages.append(current)
                current = piece
            else:
                current = f"{current}\n\n{piece}" if current else piece
    if current:
        pages.append(current)
    return pages or [""]


CARD_MAX = 1300  # the first screen of a penalty: lead and card together, on a phone
_CARD_NOTES = 360  # kept free for "Found from …" or a close call's line above the card, and "continued"


def clip(text: str, size: int) -> tuple[str, bool]:
    """Whole sentences and bullets of `text` up to `size` characters (a word cut only when the
    first sentence alone is longer), and whether anything was left out."""
    text = " ".join(text.split())
    if len(text) <= size:
        return text, False
    out = ""
    for sentence in re.split(r"(?<=[.;:])\s+|\s+(?=• )", text):
        if len(out) + len(sentence) + 1 > size - 1:
            break
        out = f"{out} {sentence}".strip()
    if not out:
        out = text[:size - 1].rsplit(" ", 1)[0]
    out = out.rstrip(" ,;:")
    return out + (" …" if out.endswith(".") else "…"), True


@dataclass
class PenaltyCard:
    """An infraction on one phone screen: what it is and its penalty, when the penalty changes,
    and what the judge does about the game (the IPG's Additional Remedy)."""

    number: str
    infraction: str
    penalty: str
    upgrade: str  # "" when the IPG gives none
    downgrade: str
    fix: str  # the Additional Remedy, clipped to fit
    fix_complete: bool
    lead: str
    body: str

    def to_json(self) -> dict:
        return {"number": self.number, "infraction": self.infraction, "penalty": self.penalty,
                "upgrade": self.upgrade, "downgrade": self.downgrade, "fix": self.fix,
                "fix_complete": self.fix_complete}


def card_lead(section: Section, lang: str = "en") -> str:
    """"**Missed Trigger — No Penalty** (Competitive and Professional REL)": the infraction and its penalty."""
    return say(lang, "judge_card_lead", infraction=_name(lang, section.infraction or ""),
               penalty=_name(lang, section.penalty or ""), rel=say(lang, "judge_rel_ipg"))


_WIDE = re.compile(r"[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]")


def width(text: str) -> int:
    """How much of a phone's line `text` takes, in Latin characters: a full-width (Japanese) character
    takes two, so a Japanese card is budgeted by what it looks like, not by its number of characters."""
    return len(text) + len(_WIDE.findall(text))


def penalty_card(section: Section, quick: str | None = None, size: int = CARD_MAX - _CARD_NOTES,
                 lang: str = "en") -> PenaltyCard:
    lead = card_lead(section, lang)
    if quick and quick not in (section.penalty, "None" if section.penalty == "No Penalty" else ""):
        lead += "\n" + say(lang, "judge_quick", quick=_name(lang, quick))
    upgrade = " ".join(p.text for p in section.parts if p.name == "Upgrade")
    downgrade = " ".join(p.text for p in section.parts if p.name == "Downgrade")
    remedy = section.part("Additional Remedy") or ""
    lines = []
    up, _ = clip(upgrade, 320) if upgrade else ("", False)
    down, _ = clip(downgrade, 220) if downgrade else ("", False)
    if up:
        lines.append(say(lang, "judge_upgrade", text=up))
    if down:
        lines.append(say(lang, "judge_downgrade", text=down))
    if not up and not down:
        lines.append(say(lang, "judge_no_change"))
    room = size - width(lead) - sum(width(x) + 2 for x in lines) - width(say(lang, "judge_fix", text="")) - 60
    if remedy:
        fix, clipped = clip(remedy, max(120, room))
        lines.append(say(lang, "judge_fix", text=fix) + (say(lang, "judge_fix_rest") if clipped else ""))
    else:
        fix, clipped = "", False
        lines.append(say(lang, "judge_fix_none"))
    return PenaltyCard(section.number, section.infraction or "", section.penalty or "", up, down, fix, not clipped,
                       lead, "\n\n".join(lines))


class JudgeDesk:
    """The three documents as stored in the catalog, held in memory (a few hundred sections) for
    lookups and autocomplete; word searches use the catalog's FTS5 index."""

    def __init__(self, conn: sqlite3.Connection, documents: dict[str, Document]):
        self.conn = conn
        self.documents = documents
        self._by_number = {code: {s.number.casefold(): s for s in d.sections} for code, d in documents.items()}
        self._index: InfractionIndex | None = None

    @classmethod
    def open(cls, conn: sqlite3.Connection) -> JudgeDesk:
        return cls(conn, store.read_documents(conn))

    # -- helpers --------------------------------------------------------------------------

    def section(self, code: str, number: str) -> Section | None:
        return self._by_number.get(code, {}).get(number.casefold())

    def infractions(self) -> list[Section]:
        doc = self.documents.get("ipg")
        return [s for s in doc.sections if s.penalty] if doc else []

    def _missing(self, command: str, code: str, query: str, lang: str = "en") -> JudgeAnswer:
        have = ", ".join(c.upper() for c in sorted(self.documents)) or "none"
        if lang != "en":
            documents = say_map(lang, "judge_documents")
            return self._error(command, query, "not_found", say(
                lang, "judge_missing", document=documents.get(code, code),
                have=say(lang, "joiner").join(documents.get(c, c) for c in sorted(self.documents)) or
                say(lang, "judge_none")), lang=lang)
        return self._error(command, query, "not_found",
                           f"The {DOCUMENTS[code][0]} ({code.upper()}) is not in this catalog (judge documents "
                           f"loaded: {have}). {ADD_HINT}")

    def _error(self, command: str, query: str, kind: str, message: str,
               suggestions: list[str] | None = None, lang: str = "en") -> JudgeAnswer:
        err = {"kind": kind, "message": message, "suggestions": list(suggestions or [])}
        return JudgeAnswer(command=command, query=query, json={"query": query, "error": err}, error=err,
                           language=lang)

    def _check(self, command: str, query: str, lang: str = "en") -> tuple[str, JudgeAnswer | None]:
        text = " ".join(str(query or "").split())
        if not text:
            return text, self._error(command, query, "invalid", say(lang, "judge_empty") if lang != "en" else
                                     "The query is empty. Give a section number like `4.2`, a title like "
                                     "`missed trigger`, or a few words such as `shortcut`.", lang=lang)
        if len(text) > MAX_QUERY:
            return text, self._error(command, query, "invalid", say(lang, "judge_too_long", n=len(text), most=MAX_QUERY)
                                     if lang != "en" else
                                     f"That query is {len(text)} characters long; keep it under {MAX_QUERY} "
                                     "(a section number, a title, or a few words).", lang=lang)
        return text, None

    # -- /mtr /ipg /jar -------------------------------------------------------------------

    def lookup(self, code: str, query: str, lang: str = "en") -> JudgeAnswer:
        """A section of `code` by number ("4.2", "appendix a"), by title, or by words."""
        text, bad = self._check(code, query, lang)
        if bad:
            return bad
        if code not in self.documents:
            return self._missing(code, code, query, lang)
        if code == "ipg" and re.match(r"^penalty\b", text, re.I):  # "/ipg penalty slow play"
            rest = re.sub(r"^penalty\s*(for\s+)?", "", text, flags=re.I)
            if rest and any(score >= 60 for score, _, _ in self._rank(rest)[:1]):
                return self.penalty(rest, lang)
        doc = self.documents[code]
        exact = self.section(code, text)
        if exact is not None:
            return self._answer(code, query, exact, how="number", lang=lang)  # what autocomplete puts in: "2.1", "introduction"
        m = _NUMBER.match(text)
        am = _APPENDIX.match(text)
        if m or am or (len(text) == 1 and text.isalpha()) or re.fullmatch(r"\d[\d.]*", text):
            number = m["num"] if m else (am["letter"] if am else text).upper()
            section = self.section(code, number)
            if section is None:
                if lang != "en":
                    return self._error(code, query, "not_found", say(
                        lang, "judge_no_section", document=self._said_document(code, lang), number=number,
                        ranges=self._ranges(doc, lang)), self._near(doc, number, lang), lang=lang)
                return self._error(code, query, "not_found",
                                   f"The {doc.title} (effective {doc.effective}) has no section {number}. "
                                   f"Its sections: {self._ranges(doc)}.", self._near(doc, number))
            return self._answer(code, query, section, how="number", lang=lang)
        folded = text.casefold()
        for s in doc.sections:  # a title, or an infraction's name, typed in full
            if folded in (s.title.casefold(), (s.infraction or "").casefold(), _label(s).casefold()):
                return self._answer(code, query, s, how="title", lang=lang)
        if code == "ipg":
            ranked = self._rank(text)
            if ranked and ranked[0][0] >= 90:  # the infraction's name, or words people use for it
                _, best, why = ranked[0]
                others = [(s.number, s.title) for score, s, _ in ranked[1:4] if score >= 90]
                lead = card_lead(best, lang) + (
                    say(lang, "judge_found_from", why=why) if why and _norm(why) != _norm(text) else "")
                return self._answer(code, query, best, how="infraction", others=others, lead=lead, lang=lang)
        numbers = self.search(code, text)
        if not numbers:
            if lang != "en":
                return self._error(code, query, "not_found", say(
                    lang, "judge_nothing_matches", document=self._said_document(code, lang), text=text[:100]),
                    [labelled(s, lang) for s in doc.sections if s.level == 1][:10], lang=lang)
            return self._error(code, query, "not_found",
                               f"Nothing in the {doc.title} (effective {doc.effective}) matches “{text[:100]}”. "
                               "Try other words, or a section number.",
                               [_label(s) for s in doc.sections if s.level == 1][:10])
        # the text's best matches, those whose title has more of the words first ("modern banned
        # list": 6.4 Modern Format Deck Construction before a section that only lists Modern); of two
        # sections with one title (2.1 and 9.1 "Match Structure"), the earlier, general one first
        wanted = {w for w in _norm(text).split() if w not in _STOPWORDS}
        titles = {n: _norm(self.section(code, n).title) for n in numbers}
        rank = {}
        for i, n in enumerate(numbers):
            rank.setdefault(titles[n].replace(" ", ""), i)
        order = {s.number: i for i, s in enumerate(doc.sections)}
        numbers.sort(key=lambda n: (-len(wanted & set(titles[n].split())), rank[titles[n].replace(" ", "")],
                                    order[n]))
        best = self.section(code, numbers[0])
        others = [(n, self.section(code, n).title) for n in numbers[1:5]]
        return self._answer(code, query, best, how="search", others=others, lang=lang)

    def search(self, code: str, words: str, limit: int = 8, every: bool = False) -> list[str]:
        """Section numbers of `code` matching `words`, best first: all the words, else any (only
        all of them when `every`)."""
        tokens = [w for t in re.findall(r"\w+", words.casefold())[:32] for w in _ABBREVIATIONS.get(t, t).split()]
        useful = [t for t in tokens if t not in _STOPWORDS] or tokens
        if not useful:
            return []
        quoted = [f'"{t}"' for t in dict.fromkeys(useful)]
        try:
            for match in (" ".join(quoted), *([] if every else [" OR ".join(quoted)])):
                found = store.search(self.conn, code, match, limit)
                if found or len(quoted) == 1:
                    return found
        except sqlite3.Error:
            log.exception("judge search failed for %r", words)
        return []

    def _answer(self, code: str, query: str, section: Section, *, how: str,
                others: list[tuple[str, str]] | None = None, lead: str = "", lang: str = "en") -> JudgeAnswer:
        doc = self.documents[code]
        short = DOCUMENTS[code][0]
        card = penalty_card(section, doc.quick_reference.get(section.infraction or ""), lang=lang) \
            if code == "ipg" and section.penalty else None
        if card is not None and not lead:
            lead = card.lead
        elif how == "search" and not lead:
            lead = say(lang, "judge_best_match", query=query.strip()[:80])
        xrefs = self.cross_references(code, section)
        data = {"query": query, "document": code, "title": doc.title, "effective": doc.effective.isoformat(),
                "url": doc.url, "match": how,
                "section": {"number": section.number, "title": section.title, "penalty": section.penalty,
                            "text": section.text, "parts": {p.name: p.text for p in section.parts}},
                "see_also": [{"document": c, "number": n, "title": t} for c, n, t in xrefs],
                "others": [{"number": n, "title": t} for n, t in (others or [])]}
        if doc.numbered_by_us:
            data["numbering"] = "the document has no section numbers; these count its headings in order"
        text = section.text or "(This heading has no text of its own: its sections follow.)"
        if not section.text:
            children = [f"{s.number} — {s.title}" for s in doc.sections
                        if s.number.startswith(section.number + ".")]
            if children:
                text = "\n".join(children)
        pages = paginate(text)
        if card is not None:  # an infraction: its penalty card is the first screen, the section follows
            data["card"] = card.to_json()
            pages = [card.body] + pages
        return JudgeAnswer(command=code, query=query, json=data, code=code, document=short,
                           effective=doc.effective.isoformat(), url=doc.url, number=section.number,
                           title=section.title, lead=lead, pages=pages, others=others or [],
                           xrefs=xrefs, numbered_by_us=doc.numbered_by_us, card=card,
                           part_names=[p.name for p in section.parts], language=lang,
                           others_said=[labelled(self.section(code, n), lang) if self.section(code, n) else f"{n} {t}"
                                        for n, t in others or []])

    def page(self, code: str, number: str, lang: str = "en") -> JudgeAnswer:
        """A section by its exact number, for buttons (which carry the number)."""
        if code not in self.documents:
            return self._missing(code, code, number, lang)
        section = self.section(code, number)
        if section is None:
            return self._error(code, number, "not_found", say(lang, "judge_gone", number=number,
                                                              document=self._said_document(code, lang))
                               if lang != "en" else
                               f"Section {number} is not in the loaded {DOCUMENTS[code][0]}: ask again.", lang=lang)
        return self._answer(code, number, section, how="number", lang=lang)

    def _said_document(self, code: str, lang: str) -> str:
        doc = self.documents.get(code)
        return say(lang, "judge_effective", document=say_map(lang, "judge_documents").get(code, code),
                   date=doc.effective if doc else "")

    def _ranges(self, doc: Document, lang: str = "en") -> str:
        chapters = [s.number for s in doc.sections if s.level == 1 and _is_numbered(s.number)]
        digits = [c for c in chapters if c.isdigit()]
        letters = [c for c in chapters if c.isalpha()]
        if lang != "en":
            out = [say(lang, "judge_chapters", first=digits[0], last=digits[-1])] if digits else []
            if letters:
                out.append(say(lang, "judge_appendices", first=letters[0], last=letters[-1]))
            return say(lang, "joiner").join(out) or "、".join(s.number for s in doc.sections)
        out = f"{digits[0]}–{digits[-1]} and their subsections" if digits else ""
        if letters:
            out += f", appendices {letters[0]}–{letters[-1]}" if len(letters) > 1 else f", appendix {letters[0]}"
        return out or ", ".join(s.number for s in doc.sections)

    def _near(self, doc: Document, number: str, lang: str = "en") -> list[str]:
        chapter = number.split(".")[0]
        near = [s for s in doc.sections if s.number == chapter or s.number.startswith(chapter + ".")]
        return [labelled(s, lang) for s in (near or [s for s in doc.sections if s.level == 1])][:10]

    # -- cross-references -------------------------------------------------------------------

    def cross_references(self, code: str, section: Section) -> list[tuple[str, str, str]]:
        """(document, number, title) of every section this one cites that the catalog has:
        "see section 2.3", "(see MTR 4.2)", "Tardiness (3.1)"."""
        found: list[tuple[str, str, str]] = []
        for m in _XREF.finditer(section.text):
            named = (m["doc"] or "").casefold()
            target = {"mtr": "mtr", "magic tournament rules": "mtr", "ipg": "ipg",
                      "infraction procedure guide": "ipg", "jar": "jar"}.get(named, code)
            if not m["doc"] and "section" not in m.group(0).casefold() and not m["num"].isalpha():
                before = section.text[max(0, m.start() - 12):m.start()].casefold()
                if not re.search(r"(\(|see)\s*$", before):
                    continue  # a bare "2.5" in running text may be a number, not a reference
            number = m["num"]
            target_section = self.section(target, number)
            if target_section is None or (target == code and number == section.number):
                continue
            item = (target, number, target_section.title)
            if item not in found:
                found.append(item)
        return found

    # -- /penalty -------------------------------------------------------------------------

    def penalty(self, query: str, lang: str = "en") -> JudgeAnswer:
        """The infraction that `query` names or describes, as a penalty card: the infraction and its
        penalty, when to upgrade or downgrade it, and the fix. When two infractions fit about as
        well, it says so and offers both (json "close"); words that fit none are refused."""
        text, bad = self._check("penalty", query, lang)
        if bad:
            return bad
        if "ipg" not in self.documents:
            return self._missing("penalty", "ipg", query, lang)
        ranking = self.ranking(text)
        if not ranking.candidates:
            return self._penalty_refusal(query, text, lang)
        best = ranking.candidates[0]
        close = ranking.close
        # a close call's candidates are its buttons; otherwise the runners-up with something behind them
        others = [] if close else [(c.section.number, f"{c.section.infraction} ({c.section.penalty})")
                                   for c in ranking.candidates[1:4] if c.how != "text" or c.score >= MIN_TEXT_SCORE]

        def options(cands: list[Candidate]) -> str:
            return say(lang, "judge_or").join(say(lang, "judge_option", infraction=_name(lang, c.section.infraction or ""),
                                                  penalty=_name(lang, c.section.penalty or "")) for c in cands)
        # a close call's line above the card takes its share of the screen, as wide as it is drawn
        above = say(lang, "judge_close", options=options(close)) if len(close) > 1 and ranking.excluded is None else ""
        card = penalty_card(best.section, self.documents["ipg"].quick_reference.get(best.section.infraction or ""),
                            size=CARD_MAX - max(_CARD_NOTES, width(above) + 160), lang=lang)
        excluded = ranking.excluded
        if excluded is not None:
            # the IPG's own sentence that rules it out comes first; the infractions are a press away
            passage, _ = clip(excluded.passage, 600)
            where = excluded.where  # a chapter's sentence ("4 Unsporting Conduct") is said as that chapter's
            rest = say(lang, "judge_nearest" if len(close) == 1 else "judge_fit_best", options=options(close))
            if self._is_mtr(where):  # the MTR allows it: said as the MTR's, with the infraction it rules out
                lead = say(lang, "judge_excluded_mtr", number=where.number, title=_name(lang, where.title),
                           infraction=_name(lang, excluded.section.infraction or ""), passage=passage, rest=rest)
            else:
                lead = say(lang, "judge_excluded", number=where.number,
                           infraction=_name(lang, where.infraction or where.title), passage=passage, rest=rest)
        elif len(close) == 1:  # found only by searching the text: one candidate, not a call
            only = close[0].section
            lead = say(lang, "judge_not_sure", infraction=_name(lang, only.infraction or ""),
                       penalty=_name(lang, only.penalty or ""))
            found = say(lang, "judge_by_search" if best.how == "search" else "judge_by_few")
            lead += say(lang, "judge_found_by", how=found) + "\n\n" + card.lead
        elif close:
            lead = say(lang, "judge_close", options=options(close))
            found = say(lang, "judge_by_search" if best.how == "search" else "judge_by_text")
            lead += say(lang, "judge_ranked_by", how=found)
            lead += "\n\n" + card.lead
        else:
            lead = card.lead
            if best.why and _norm(best.why) != _norm(text):
                lead += say(lang, "judge_found_from", why=best.why)
            elif best.how == "text":
                lead += say(lang, "judge_found_from_text")
        shown = excluded.where if excluded is not None else best.section
        answer = self._answer("mtr" if self._is_mtr(shown) else "ipg", query, shown, how="penalty", others=others,
                              lead=lead, lang=lang)
        answer.command = "penalty"
        if excluded is not None:  # the section that rules it out, not a penalty card: the buttons open those
            answer.pages[0] = say(lang, "judge_each_button")
        answer.close = [(c.section.number, c.section.infraction or "", c.section.penalty or "") for c in close]
        answer.json["infraction"] = best.section.infraction
        answer.json["penalty"] = best.section.penalty
        answer.json["close"] = [{"number": n, "infraction": i, "penalty": p} for n, i, p in answer.close]
        if excluded is not None:
            answer.json["excluded"] = {"document": "mtr" if self._is_mtr(excluded.where) else "ipg",
                                       "number": excluded.where.number,
                                       "infraction": excluded.where.infraction or excluded.where.title,
                                       "passage": excluded.passage}
            answer.json["infraction"] = answer.json["penalty"] = None  # nothing decided: the buttons choose
        return answer

    def _is_mtr(self, section: Section) -> bool:
        """The section is the MTR's (a sentence of it allowing what the words describe), not the IPG's."""
        return self.section("mtr", section.number) is section

    def _penalty_refusal(self, query: str, text: str, lang: str = "en") -> JudgeAnswer:
        """No infraction fits: say so, and teach how to ask again: the closest infractions (by the
        little the IPG's definitions gave, else the commonest calls), an example the desk reads for
        the closest one, and the IPG sections that hold the words, best first."""
        weak = self._index.rank_weak(text) if self._index is not None else []
        names = [s.infraction for s in weak if s.infraction]
        for common in ("Game Rule Violation", "Hidden Card Error", "Missed Trigger", "Slow Play",
                       "Looking at Extra Cards"):
            if common not in names and any(s.infraction == common for s in self.infractions()):
                names.append(common)
        closest = names[:5]
        rewrite = next((p for name in closest
                        for p in sorted(INFRACTION_WORDS.get(name, ()), key=lambda p: -len(p.split()))
                        if len(p.split()) >= 3 and (r := self.ranking(p)).decided
                        and r.candidates[0].section.infraction == name), "drew an extra card")
        related = [(n, self.section("ipg", n).title) for n in self._content_search(text)[:3]]
        if lang == "en":
            message = say(lang, "judge_no_infraction", text=text[:100], closest=", ".join(closest), rewrite=rewrite)
            if related:
                message += say(lang, "judge_where_used", related="; ".join(f"{n} {t}" for n, t in related))
        else:  # the IPG's names quoted, as named: 「Missed Trigger」
            message = say(lang, "judge_no_infraction", text=text[:100], rewrite=rewrite,
                          closest=say(lang, "judge_list_joiner").join(_name(lang, c) for c in closest))
            if related:
                message += say(lang, "judge_where_used", related=say(lang, "judge_list_joiner").join(
                    f"{n}{_name(lang, t)}" for n, t in related))
        answer = self._error("penalty", query, "not_found", message,
                             closest if lang == "en" else [_name(lang, c) for c in closest])
        answer.error["rewrite"] = rewrite
        answer.error["related"] = [{"number": n, "title": t} for n, t in related]
        answer.language = lang
        return answer

    def _content_search(self, text: str, every: bool = False) -> list[str]:
        """IPG sections holding the words that say something ("he was heating" searches "heating",
        not "he" or "was"), best first; with `every`, only sections holding all of them."""
        useful = [w for w in re.findall(r"\w+", text.casefold()) if w not in _STOPWORDS and w not in RANK_STOPWORDS
                  and not w.isdigit() and len(w) > 1]
        return self.search("ipg", " ".join(useful), limit=12, every=every) if useful else []

    def infraction_card(self, number: str, lang: str = "en") -> JudgeAnswer:
        """The penalty card of one infraction by its IPG number (the buttons of a close call)."""
        section = self.section("ipg", number)
        if section is None or not section.penalty:
            return self.page("ipg", number, lang)
        return self.penalty(section.infraction or number, lang)

    def part(self, code: str, number: str, index: int, lang: str = "en") -> JudgeAnswer:
        """One part of an infraction ("Definition", "Examples", "Philosophy", ...), for its button."""
        section = self.section(code, number)
        if section is None or not 0 <= index < len(section.parts):
            return self._error(code, number, "not_found", say(lang, "judge_gone", number=number,
                                                              document=self._said_document(code, lang))
                               if lang != "en" else
                               f"Section {number} has no such part in the loaded {DOCUMENTS[code][0]}: ask again.",
                               lang=lang)
        name = section.parts[index].name
        answer = self._answer(code, number, section, how="number", lang=lang,
                              lead=f"**{say_map(lang, 'ipg_parts').get(name, name)}**")
        answer.pages = paginate(section.parts[index].text, PART_PAGE_SIZE)
        answer.others, answer.card = [], None
        answer.json.pop("card", None)
        answer.part = section.parts[index].name
        return answer

    def ranking(self, text: str) -> Ranking:
        """The infractions `text` may describe, best first, and whether one is clearly ahead; the
        IPG's full text is searched when the definitions and phrases give nothing."""
        if self._index is None:
            doc = self.documents.get("ipg")
            chapters = {s.number: s for s in (doc.sections if doc else []) if s.level == 1}
            mtr = self.documents.get("mtr")
            self._index = InfractionIndex(self.infractions(), known=self._known_words(), preambles=chapters,
                                          rules=[s for s in (mtr.sections if mtr else []) if s.level == 2])
        # what the asker wrote, a legendary card's short name on a list said as the IPG says it; then a card
        # named whose trigger did not happen, with "triggered ability" put in (what the card is, not what
        # the asker said: the IPG's "not an infraction" sentences are matched without it)
        said = cards.with_short_names(text, self._legendary_starting, lambda norm: bool(self._card_texts(norm)))
        text = cards.with_triggers(said, self._card_texts, self._index.known, self._word_texts)
        text = cards.with_statics(text, self._has_static, self._index.known)
        ranking = self._index.rank(text, said)
        if ranking.candidates:
            return ranking
        found = []
        # every word: one word shared with a section ("looking" in "he was looking at the scoreboard")
        # is no sign of that infraction; the refusal still lists where the IPG uses the words
        for rank, number in enumerate(self._content_search(text, every=True)):
            section = self.section("ipg", number)
            if section is not None and section.penalty and all(c.section is not section for c in found):
                found.append(Candidate(section, 60.0 - rank, "", "search"))
        if len(found) == 1:  # one section holds all the words: the definitions' nearest is the other choice
            near = [s for s in self._index.rank_weak(text) if s is not found[0].section][:1]
            found += [Candidate(s, 59.0, "", "search") for s in near]
        return Ranking(found, False)

    def _card_texts(self, norm: str) -> list[str]:
        """The Oracle texts of the card (or face) with this normalised name; [] for none, or when the
        catalog has no cards (a judge-documents-only catalog)."""
        try:
            rows = self.conn.execute(
                "SELECT f.text FROM names n JOIN faces f ON f.card_id = n.card_id "
                "AND (n.face_idx IS NULL OR f.idx = n.face_idx) WHERE n.norm = ? AND n.kind != 'japanese' LIMIT 4",
                (norm,)).fetchall()
        except sqlite3.Error:
            return []
        return [t for (t,) in rows]

    def _word_texts(self, norm: str) -> list[str]:
        """One Oracle text per game card whose name has the word `norm` ("pact": Pact of Negation, Slaughter
        Pact, …), its faces' texts together; [] for a word of no card's name."""
        if not norm.isalpha():
            return []
        try:
            rows = self.conn.execute(
                "SELECT group_concat(f.text, char(10)) FROM cards c JOIN faces f ON f.card_id = c.id "
                "WHERE c.is_game = 1 AND (' ' || lower(c.name) || ' ') LIKE ? GROUP BY c.id LIMIT 60",
                (f"% {norm} %",)).fetchall()
        except sqlite3.Error:
            return []
        return [t or "" for (t,) in rows]

    def _has_static(self, norm: str) -> bool:
        """The card with this normalised name is a permanent with a static ability ("Noncreature spells
        cost {1} more to cast.")."""
        try:
            rows = self.conn.execute(
                "SELECT f.types, f.text FROM names n JOIN faces f ON f.card_id = n.card_id "
                "AND (n.face_idx IS NULL OR f.idx = n.face_idx) WHERE n.norm = ? AND n.kind != 'japanese' LIMIT 4",
                (norm,)).fetchall()
            if not rows:  # a legendary card by the first part of its name ("Thalia"): every one that starts so
                rows = [(types, text) for name, types, text in self.conn.execute(
                    "SELECT name, types, text FROM faces WHERE supertypes LIKE '%Legendary%' AND name LIKE ? LIMIT 12",
                    (norm.replace("%", "").replace("_", "") + ",%",)) if normalize_name(name.split(",", 1)[0]) == norm]
                if not rows or not all(cards.has_static(text) for _, text in rows):
                    return False
        except sqlite3.Error:
            return False
        permanent = ("Creature", "Artifact", "Enchantment", "Planeswalker", "Land", "Battle")
        return any(any(t in types for t in permanent) and cards.has_static(text) for types, text in rows)

    def _legendary_starting(self, norm: str) -> bool:
        """One legendary card's name, and only one, is `norm` (normalised), a comma and more: "yorion" for
        Yorion, Sky Nomad (3.4: a truncated name is acceptable when it is the only representation of
        that character; "Ulamog" names two)."""
        try:
            rows = self.conn.execute(
                "SELECT f.name FROM faces f WHERE f.supertypes LIKE '%Legendary%' AND f.name LIKE ? LIMIT 8",
                (norm.replace("%", "").replace("_", "") + ",%",)).fetchall()
        except sqlite3.Error:
            return False
        return len({name for (name,) in rows if normalize_name(name.split(",", 1)[0]) == norm}) == 1

    def _known_words(self) -> frozenset[str]:
        """Words of the judge documents and the Comprehensive Rules: a word found there is a word,
        never taken for a misspelt infraction name."""
        texts = [s.text for d in self.documents.values() for s in d.sections]
        try:
            texts += [t for (t,) in self.conn.execute("SELECT text FROM cr_rules")]
        except sqlite3.Error:  # a catalog built without the rules
            pass
        return frozenset(w for t in texts for w in _tokens(t or ""))

    def rank_infractions(self, text: str) -> list[tuple[Section, str]]:
        """Infractions for some words, best first, each with the phrase that found it ("" when found
        by its name or by searching the text)."""
        return [(s, why) for _, s, why in self._rank(text)]

    def _rank(self, text: str) -> list[tuple[float, Section, str]]:
        return [(c.score, c.section, c.why) for c in self.ranking(text).candidates]

    # -- autocomplete -----------------------------------------------------------------------

    def autocomplete(self, code: str, current: str, limit: int = 25) -> list[tuple[str, str]]:
        """(label, value) pairs: sections whose number starts with the text, or whose title has a
        word starting with it ("missed" finds "2.1 — Missed Trigger")."""
        doc = self.documents.get(code)
        if doc is None:
            return []
        text = (current or "").strip().casefold()
        out: list[tuple[str, str]] = []
        if not text:
            found = [s for s in doc.sections if s.level == 1 or s.penalty]
        elif text[:1].isdigit():
            found = [s for s in doc.sections if s.number.startswith(text.rstrip("."))]
        else:
            words = text.split()
            found = [s for s in doc.sections
                     if all(any(w.startswith(t) for w in re.findall(r"\w+", _label(s).casefold())) for t in words)]
            found.sort(key=lambda s: (not _label(s).casefold().lstrip("0123456789. —").startswith(text), s.level))
        for s in found[:limit]:
            label = _label(s)
            out.append((label if len(label) <= 100 else label[:99] + "…", s.number))
        return out

    def penalty_autocomplete(self, current: str, limit: int = 25) -> list[tuple[str, str]]:
        text = (current or "").strip()
        sections = [s for s, _ in self.rank_infractions(text)] if text else self.infractions()
        if text:  # a name being typed comes first: "slow" is Slow Play before the texts that say "slowly"
            typed = _norm(text).split()
            named = [s for s in self.infractions()
                     if typed and all(any(n.startswith(t) for n in _norm(s.infraction or "").split()) for t in typed)]
            sections = named + [s for s in sections if s not in named]
        if text and not sections:  # a word still being typed: "dre" for "drew an extra card"
            typed = _norm(text)
            hits = {name.casefold() for name, phrases in INFRACTION_WORDS.items()
                    if any(_norm(p).startswith(typed) for p in (name, *phrases))}
            sections = [s for s in self.infractions() if (s.infraction or "").casefold() in hits
                        or any(w.startswith(typed) for w in _norm(s.infraction or "").split())]
        return [(f"{s.infraction} — {s.penalty}"[:100], (s.infraction or s.number)[:100]) for s in sections[:limit]]


# what judges abbreviate, spelled out as the documents spell it
_ABBREVIATIONS = {"rel": "rules enforcement level", "fnm": "friday night magic", "2hg": "two headed giant",
                  "dq": "disqualification", "hj": "head judge", "ooos": "out of order sequencing",
                  "rcq": "regional championship qualifier", "pt": "pro tour"}
def _norm(text: str) -> str:
    text = text.casefold().replace("’", "'").replace("—", " ").replace("-", " ")
    return " ".join(_stem(w) for w in re.findall(r"[\w']+", text))
