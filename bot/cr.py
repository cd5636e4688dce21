"""The Magic: The Gathering Comprehensive Rules: parse, store, look up, cite.

The rules text file published by Wizards (UTF-8 with BOM; CRLF, bare CR or "\\r\\r\\n" line
endings, which we all treat as one line break) is parsed into an :class:`Edition`:

* numbered rules in document order - section groups ("7"), headings ("731"), rules ("731.1")
  and subrules ("731.1a"); "Example: ..." lines are attached to the rule above them and indented
  continuation paragraphs are appended to its text;
* the glossary (the *last* "Glossary" line starts it, the last "Credits" line ends it).

Rule numbers move between editions (day and night is 724 in Nov 2021, 731 in Apr 2026), so
callers should locate rules by content with :meth:`Edition.section` and :meth:`Edition.find`.

Storage lives in the catalog SQLite file (tables ``cr_meta``, ``cr_rules``, ``cr_glossary`` and
the FTS5 table ``cr_fts``, an external-content index over ``cr_rules``). An Edition made by
:func:`parse` builds the same tables in an in-memory database the first time it is searched.
"""

from __future__ import annotations

import datetime
import json
import logging
import re
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Rule:
    number: str  # "7", "731", "731.1", "731.1a" (no trailing dot); "glossary:Door" for glossary hits
    text: str  # without the number; for headings the title ("Day and Night")
    examples: tuple[str, ...] = ()  # full lines, "Example: ..." prefix kept


@dataclass(frozen=True)
class GlossaryEntry:
    term: str
    text: str


class UnknownRule(KeyError):
    """cite() was asked for a rule number that is not in this edition."""


# --------------------------------------------------------------------------- text helpers

_NEWLINE_RE = re.compile(r"\r\r\n|\r\n|\r")
# "1. Game Concepts", "100. General", "100.1. Text", "100.1a Text"; tolerates the data's slips
# "119.1d. Text" (extra dot), "606.5 Text" (missing dot) and "901.4.All" (missing space).
_RULE_LINE_RE = re.compile(r"(?P<num>\d{3}\.\d+[a-z]?|\d{3}|\d)(?:\.|(?=\s))\s*(?P<text>.*)")
_NUMBER_RE = re.compile(
    r"(?:(?:cr|rule|rules|section|§)\s*)?(?P<num>\d{3}(?:\.\d+[a-z]?)?|\d)\.?", re.IGNORECASE
)
_EFFECTIVE_RE = re.compile(r"effective as of\s+([A-Z][a-z]+\s+\d{1,2},\s*\d{4})")
_GLOSSARY_REF_RE = re.compile(
    r"\brules?\s+(\d{3}(?:\.\d+[a-z]?)?(?:(?:,\s*|,?\s+(?:and|or)\s+)\d{3}(?:\.\d+[a-z]?)?)*)"
)
# every quote mark and apostrophe folds to "'": users type 'door' or "door" for the CR's “door”
_QUOTES = str.maketrans(dict.fromkeys("‘’‚‛′`\"“”„‟″", "'"))
_STOPWORDS = frozenset({
    "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "how", "i",
    "if", "in", "is", "it", "its", "of", "on", "or", "that", "the", "this", "to", "what", "when",
    "where", "which", "who", "why", "will", "with", "you", "your",
})


def normalize_newlines(text: str) -> str:
    """Strip a BOM and turn CRLF, CR-CR-LF and bare CR line endings into LF."""
    return _NEWLINE_RE.sub("\n", text.lstrip("\ufeff"))


def normalize_number(query: str) -> str | None:
    """'709.5', '709.5.', ' rule 709.5D ' -> '709.5' / '709.5d'; None if not a rule number."""
    m = _NUMBER_RE.fullmatch(query.strip())
    return m["num"].lower() if m else None


def parent_number(number: str) -> str | None:
    """'731.1a' -> '731.1' -> '731' -> '7' -> None."""
    if number[-1].isalpha():
        return number[:-1]
    if "." in number:
        return number.split(".")[0]
    return number[0] if len(number) == 3 else None


def _fold(text: str) -> str:
    """Case-fold, unify quote marks, collapse whitespace (for find())."""
    return " ".join(text.translate(_QUOTES).casefold().split())


def _key(term: str) -> str:
    """Glossary/section-title key: case and punctuation insensitive."""
    return " ".join(re.sub(r"[^\w]+", " ", term.translate(_QUOTES).casefold()).split())


def _key_variants(key: str) -> list[str]:
    """Singular/plural tolerance on the last word."""
    out = [key]
    if key.endswith("ies"):
        out.append(key[:-3] + "y")
    if key.endswith("es"):
        out.append(key[:-2])
    if key.endswith("s"):
        out.append(key[:-1])
    else:
        out += [key + "s", key + "es"]
    return out


def _parse_date(text: str) -> datetime.date | None:
    m = _EFFECTIVE_RE.search(text)
    if not m:
        return None
    return datetime.datetime.strptime(" ".join(m[1].replace(",", ", ").split()), "%B %d, %Y").date()


# --------------------------------------------------------------------------- Edition


class Edition:
    """One edition of the Comprehensive Rules, held in memory; search() goes through SQLite FTS5."""

    def __init__(self, effective: datetime.date, source: str, rules: list[Rule],
                 glossary: list[GlossaryEntry], conn: sqlite3.Connection | None = None):
        self.effective = effective
        self.source = source
        self.rules: tuple[Rule, ...] = tuple(rules)
        self.glossary_entries: tuple[GlossaryEntry, ...] = tuple(glossary)
        self._index = {r.number: i for i, r in enumerate(self.rules)}
        # _end[i]: index one past the last descendant of rules[i] (descendants are contiguous)
        self._end = [len(self.rules)] * len(self.rules)
        stack: list[int] = []
        for i, r in enumerate(self.rules):
            while stack and not self._is_under(r.number, self.rules[stack[-1]].number):
                self._end[stack.pop()] = i
            stack.append(i)
        self._gloss: dict[str, GlossaryEntry] = {}
        for entry in self.glossary_entries:
            k = _key(entry.term)
            self._gloss.setdefault(k, entry)
            self._gloss.setdefault(_key(re.sub(r"\(.*?\)", " ", entry.term)), entry)  # "(Obsolete)"
        self._titles: dict[str, str] = {}  # heading title -> number; headings win over groups
        for width in (3, 1):
            for r in self.rules:
                if len(r.number) == width:
                    self._titles.setdefault(_key(r.text), r.number)
        self._conn = conn
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"<Edition {self.effective} {self.source!r}: {len(self.rules)} rules>"

    @staticmethod
    def _is_under(number: str, ancestor: str) -> bool:
        p = parent_number(number)
        while p is not None:
            if p == ancestor:
                return True
            p = parent_number(p)
        return False

    # ----- rules by number
    def get(self, number: str) -> Rule | None:
        n = normalize_number(number)
        i = self._index.get(n) if n else None
        return None if i is None else self.rules[i]

    def exists(self, number: str) -> bool:
        return self.get(number) is not None

    def cite(self, number: str) -> Rule:
        rule = self.get(number)
        if rule is None:
            raise UnknownRule(number)
        return rule

    def subrules(self, number: str) -> list[Rule]:
        """All descendants in document order: '709.5' -> 709.5a..709.5j."""
        n = normalize_number(number)
        i = self._index.get(n) if n else None
        return [] if i is None else list(self.rules[i + 1 : self._end[i]])

    def children(self, number: str) -> list[Rule]:
        n = normalize_number(number) or ""
        return [r for r in self.subrules(n) if parent_number(r.number) == n]

    # ----- by content
    def section(self, title: str) -> str | None:
        """Number of the heading (or section group) titled `title`: 'Day and Night' -> '731'."""
        for k in _key_variants(_key(title)):
            if k in self._titles:
                return self._titles[k]
        return None

    def find(self, phrase: str, under: str | None = None) -> str | None:
        """First rule in document order whose text contains `phrase` (case/quote-insensitive)."""
        needle = _fold(phrase)
        if not needle:
            return None
        if under is None:
            scope = self.rules
        else:
            root = self.get(under)
            if root is None:
                return None
            scope = [root, *self.subrules(root.number)]
        return next((r.number for r in scope if needle in _fold(r.text)), None)

    # ----- glossary
    def glossary(self, term: str) -> GlossaryEntry | None:
        for k in _key_variants(_key(term)):
            if k in self._gloss:
                return self._gloss[k]
        return None

    def glossary_rules(self, term: str) -> list[str]:
        """Rule numbers the glossary entry refers to ('See rule 702.145') that exist here."""
        entry = self.glossary(term)
        if entry is None:
            return []
        found: list[str] = []
        for m in _GLOSSARY_REF_RE.finditer(entry.text):
            for n in re.findall(r"\d{3}(?:\.\d+[a-z]?)?", m[1]):
                if n not in found and n in self._index:
                    found.append(n)
        return found

    # ----- full-text search
    def search(self, words: str, limit: int = 10) -> list[Rule]:
        """bm25-ranked FTS5 search; all words first, any word if that finds nothing. Never raises."""
        try:
            tokens = re.findall(r"\w+", str(words or "").casefold())[:32]
            useful = [t for t in tokens if t not in _STOPWORDS] or tokens
            if not useful or limit <= 0:
                return []
            quoted = [f'"{t}"' for t in dict.fromkeys(useful)]
            seqs: list[int] = []
            for match in (" ".join(quoted), " OR ".join(quoted)):
                seqs = self._fts(match, int(limit))
                if seqs or len(quoted) == 1:
                    break
            # write_edition stores each rule with seq = its position in self.rules
            return [self.rules[s] for s in seqs if 0 <= s < len(self.rules)]
        except Exception:  # search must never take the bot down
            log.exception("CR search failed for %r", words)
            return []

    def _fts(self, match: str, limit: int) -> list[int]:
        with self._lock:
            if self._conn is None:
                self._conn = sqlite3.connect(":memory:", check_same_thread=False)
                write_edition(self._conn, self)
                self._conn.commit()
            rows = self._conn.execute(
                "SELECT rowid FROM cr_fts WHERE cr_fts MATCH ? ORDER BY bm25(cr_fts, 0, 1.0, 0.5) LIMIT ?",
                (match, limit),
            ).fetchall()
        return [r[0] for r in rows]

    # ----- what /rule and `python -m bot rule` use
    def lookup(self, query: str) -> tuple[str, list[Rule]]:
        """Resolve a user query.

        * a rule number that exists -> ("number", [rule, *its subrules])
        * a glossary term -> ("glossary", [Rule(number="glossary:<Term>", text=<definition>)])
        * otherwise FTS search -> ("search", [rules...]) or ("none", []) if nothing matched
          (also for a well-formed rule number that this edition does not have).
        """
        query = (query or "").strip()
        if not query:
            return "none", []
        n = normalize_number(query)
        if n is not None:
            rule = self.get(n)
            return ("number", [rule, *self.subrules(n)]) if rule else ("none", [])
        entry = self.glossary(query)
        if entry is not None:
            return "glossary", [Rule(number=f"glossary:{entry.term}", text=entry.text)]
        hits = self.search(query)
        return ("search", hits) if hits else ("none", [])


# --------------------------------------------------------------------------- parsing


def parse(text: str, source: str = "") -> Edition:
    """Parse the raw text of a Comprehensive Rules file."""
    lines = normalize_newlines(text).split("\n")
    effective = _parse_date("\n".join(lines[:20])) or _parse_date("\n".join(lines))
    if effective is None:
        raise ValueError(f"{source or 'CR text'}: no 'effective as of <date>' line")

    stripped = [ln.strip() for ln in lines]
    gloss_at = max((i for i, s in enumerate(stripped) if s == "Glossary"), default=len(lines))
    credits_at = max((i for i, s in enumerate(stripped) if s == "Credits"), default=len(lines))
    if credits_at < gloss_at:
        credits_at = len(lines)
    # the body starts at the last "1. ..." line before the glossary (the first is in the contents)
    starts = [i for i in range(gloss_at) if re.match(r"1\.\s+\S", lines[i])]
    start = starts[-1] if starts else 0

    rules: list[list] = []  # [number, text, [examples]]
    for line in lines[start:gloss_at]:
        s = line.strip()
        if not s:
            continue
        m = None if line[:1].isspace() else _RULE_LINE_RE.fullmatch(s)
        if m and m["text"]:
            rules.append([m["num"], m["text"].strip(), []])
        elif not rules:
            continue
        elif s.startswith("Example:"):
            rules[-1][2].append(s)
        elif rules[-1][2]:
            rules[-1][2][-1] += "\n" + s
        else:
            rules[-1][1] += "\n" + s

    glossary: list[GlossaryEntry] = []
    block: list[str] = []
    for s in stripped[gloss_at + 1 : credits_at] + [""]:
        if s:
            block.append(s)
        elif block:
            if len(block) > 1:
                glossary.append(GlossaryEntry(block[0], "\n".join(block[1:])))
            block = []

    last = {r[0]: i for i, r in enumerate(rules)}
    if len(last) < len(rules):
        log.warning("%s: %d duplicate rule numbers (later ones win)", source, len(rules) - len(last))
        rules = [r for i, r in enumerate(rules) if last[r[0]] == i]
    edition = Edition(effective, source, [Rule(n, t, tuple(e)) for n, t, e in rules], glossary)
    log.debug("parsed %s: %d rules, %d glossary entries", source, len(rules), len(glossary))
    return edition


def load_file(path: str | Path) -> Edition:
    path = Path(path)
    return parse(path.read_bytes().decode("utf-8-sig"), source=path.name)


def newest_file(rules_dir: str | Path) -> Path:
    """The *.txt in rules_dir (or rules_dir/archive) with the newest effective date inside."""
    rules_dir = Path(rules_dir)
    best: tuple[datetime.date, Path] | None = None
    for path in [*rules_dir.glob("*.txt"), *rules_dir.glob("archive/*.txt")]:
        with path.open("rb") as fh:
            date = _parse_date(normalize_newlines(fh.read(4096).decode("utf-8-sig", "replace")))
        if date and (best is None or date > best[0]):
            best = (date, path)
    if best is None:
        raise FileNotFoundError(f"no Comprehensive Rules file with an effective date in {rules_dir}")
    return best[1]


# --------------------------------------------------------------------------- storage

_SCHEMA = """
DROP TABLE IF EXISTS cr_fts;
DROP TABLE IF EXISTS cr_meta;
DROP TABLE IF EXISTS cr_rules;
DROP TABLE IF EXISTS cr_glossary;
CREATE TABLE cr_meta (effective TEXT NOT NULL, source TEXT NOT NULL);
CREATE TABLE cr_rules (seq INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, text TEXT NOT NULL,
                       examples_json TEXT NOT NULL);
CREATE TABLE cr_glossary (term TEXT NOT NULL, text TEXT NOT NULL);
CREATE VIRTUAL TABLE cr_fts USING fts5(number UNINDEXED, text, examples_json,
    content='cr_rules', content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2');
"""


def write_edition(conn: sqlite3.Connection, edition: Edition) -> None:
    """(Re)create the cr_* tables in conn. Does not commit: runs inside the caller's transaction."""
    for stmt in filter(str.strip, _SCHEMA.split(";")):
        conn.execute(stmt)
    conn.execute("INSERT INTO cr_meta VALUES (?, ?)", (edition.effective.isoformat(), edition.source))
    conn.executemany(
        "INSERT INTO cr_rules (seq, number, text, examples_json) VALUES (?, ?, ?, ?)",
        ((i, r.number, r.text, json.dumps(list(r.examples), ensure_ascii=False))
         for i, r in enumerate(edition.rules)),
    )
    conn.executemany("INSERT INTO cr_glossary VALUES (?, ?)",
                     ((g.term, g.text) for g in edition.glossary_entries))
    conn.execute("INSERT INTO cr_fts (cr_fts) VALUES ('rebuild')")


def read_edition(conn: sqlite3.Connection) -> Edition:
    """Load the edition stored by write_edition; its search() keeps using conn's FTS5 table."""
    row = conn.execute("SELECT effective, source FROM cr_meta").fetchone()
    if row is None:
        raise LookupError("no Comprehensive Rules edition stored in this database")
    rules = [Rule(n, t, tuple(json.loads(e)) if e != "[]" else ())
             for n, t, e in conn.execute("SELECT number, text, examples_json FROM cr_rules ORDER BY seq")]
    glossary = [GlossaryEntry(t, x)
                for t, x in conn.execute("SELECT term, text FROM cr_glossary ORDER BY rowid")]
    return Edition(datetime.date.fromisoformat(row[0]), row[1], rules, glossary, conn=conn)
