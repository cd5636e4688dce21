"""The judge documents in the catalog: tables ``judge_documents``, ``judge_sections`` and the
FTS5 index ``judge_fts`` over the sections' titles and text. Written by the catalog build in
the same transaction as the cards and rules, so the swap makes them appear together."""

from __future__ import annotations

import datetime
import json
import logging
import sqlite3
from pathlib import Path

from bot.judge.parse import ContentsEntry, Document, Part, Section

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS judge_documents (
    code TEXT PRIMARY KEY, title TEXT NOT NULL, effective TEXT NOT NULL, url TEXT NOT NULL,
    source TEXT NOT NULL, numbered_by_us INTEGER NOT NULL,
    contents_json TEXT NOT NULL, quick_reference_json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS judge_sections (
    id INTEGER PRIMARY KEY, code TEXT NOT NULL, seq INTEGER NOT NULL, number TEXT NOT NULL,
    title TEXT NOT NULL, level INTEGER NOT NULL, penalty TEXT, text TEXT NOT NULL, parts_json TEXT NOT NULL,
    UNIQUE (code, number));
CREATE VIRTUAL TABLE IF NOT EXISTS judge_fts USING fts5(title, text,
    content='judge_sections', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
"""


def create(conn: sqlite3.Connection) -> None:
    for stmt in filter(str.strip, _SCHEMA.split(";")):
        conn.execute(stmt)


def write_documents(conn: sqlite3.Connection, documents: list[Document]) -> dict[str, int]:
    """Store the documents (the tables are created if need be); {code: sections}. Runs in the
    caller's transaction."""
    create(conn)
    counts = {}
    for doc in documents:
        conn.execute("DELETE FROM judge_sections WHERE code = ?", (doc.code,))
        conn.execute("INSERT OR REPLACE INTO judge_documents VALUES (?,?,?,?,?,?,?,?)", (
            doc.code, doc.title, doc.effective.isoformat(), doc.url, doc.source, int(doc.numbered_by_us),
            json.dumps([[c.number, c.title, c.page] for c in doc.contents], ensure_ascii=False),
            json.dumps(doc.quick_reference, ensure_ascii=False)))
        conn.executemany(
            "INSERT INTO judge_sections (code, seq, number, title, level, penalty, text, parts_json) "
            "VALUES (?,?,?,?,?,?,?,?)",
            [(doc.code, i, s.number, s.title, s.level, s.penalty, s.text,
              json.dumps([[p.name, p.text] for p in s.parts], ensure_ascii=False))
             for i, s in enumerate(doc.sections)])
        counts[doc.code] = len(doc.sections)
    conn.execute("INSERT INTO judge_fts (judge_fts) VALUES ('rebuild')")
    return counts


def read_documents(conn: sqlite3.Connection) -> dict[str, Document]:
    """Every stored document; {} when the catalog was built without them."""
    has = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'judge_documents'").fetchone()
    if not has:
        return {}
    docs: dict[str, Document] = {}
    for code, title, effective, url, source, by_us, contents, quick in conn.execute(
            "SELECT * FROM judge_documents"):
        docs[code] = Document(code=code, title=title, effective=datetime.date.fromisoformat(effective),
                              sections=[], url=url, source=source, numbered_by_us=bool(by_us),
                              contents=[ContentsEntry(n, t, p) for n, t, p in json.loads(contents)],
                              quick_reference=json.loads(quick))
    for code, number, title, level, penalty, text, parts in conn.execute(
            "SELECT code, number, title, level, penalty, text, parts_json FROM judge_sections ORDER BY code, seq"):
        if code in docs:
            docs[code].sections.append(Section(number, title, text, level, penalty,
                                               tuple(Part(n, t) for n, t in json.loads(parts))))
    return docs


def search(conn: sqlite3.Connection, code: str, match: str, limit: int) -> list[str]:
    """Section numbers of `code` for an FTS5 MATCH expression, best first (titles weigh more)."""
    rows = conn.execute(
        "SELECT s.number FROM judge_fts JOIN judge_sections s ON s.id = judge_fts.rowid "
        "WHERE judge_fts MATCH ? AND s.code = ? ORDER BY bm25(judge_fts, 4.0, 1.0) LIMIT ?",
        (match, code, limit)).fetchall()
    return [r[0] for r in rows]


# ----------------------------------------------------------------------------- reading files

SUFFIXES = (".html", ".htm", ".pdf")


def find_files(sources: list[str]) -> list[Path]:
    """The judge documents among the build's sources: HTML (pdftohtml) or PDF files in a
    `judge/` folder (a source may be that folder itself), or named directly."""
    found = []
    for s in sources:
        p = Path(s)
        if p.is_file() and p.suffix.lower() in SUFFIXES:
            found.append(p)
        elif p.is_dir():
            found += sorted(f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in SUFFIXES
                            and "judge" in (part.casefold() for part in (p.name, *f.relative_to(p).parts[:-1])))
    return found


def read_file(path: Path) -> Document:
    """One document file (HTML or PDF) parsed."""
    from bot.judge import layout, parse

    if path.suffix.lower() == ".pdf":
        from bot.judge import pdf

        title, lines = "", pdf.read_pdf_file(path)
    else:
        title, lines = layout.read_html_file(path)
    return parse.parse(lines, source=str(path), html_title=title)


def read_files(paths: list[Path], failed: list[Path] | None = None) -> list[Document]:
    """The newest edition of each document among the files (a PDF and the HTML of one edition:
    the PDF wins, being the official file). Files that do not parse are added to `failed`."""
    from pdfminer.psexceptions import PSException  # every pdfminer error: a damaged or not-a-PDF file

    from bot.judge.parse import NotAJudgeDocument

    best: dict[str, Document] = {}
    for path in paths:
        try:
            doc = read_file(path)
        except (NotAJudgeDocument, PSException, OSError, ValueError) as e:
            log.warning("%s is left out of the catalog: %s", path, e)
            if failed is not None:
                failed.append(path)
            continue
        old = best.get(doc.code)
        if old is None or (doc.effective, path.suffix.lower() == ".pdf") > (
                old.effective, old.source.lower().endswith(".pdf")):
            best[doc.code] = doc
        log.info("judge document %s: %s of %s, %d sections", path, doc.code, doc.effective, len(doc.sections))
    return [best[c] for c in sorted(best)]
