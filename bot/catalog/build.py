"""`python -m bot catalog build`: read every source, merge them into one card per Oracle card,
write a new SQLite file and swap it in whole only when it is complete."""

from __future__ import annotations

import datetime
import json
import logging
import os
import re
import sqlite3
import sys
import time
import urllib.parse
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from bot import cr  # noqa: F401  (rules text is part of the catalog)
from bot.catalog import bulk, cockatrice, corpus, mtgjson, scryfall, store
from bot.catalog.model import Card, Face, Ruling, certain_colours
from bot.errors import BuildError
from bot.judge import store as judge_store
from bot.text import normalize_name

__all__ = ["BuildError", "build", "merge"]

log = logging.getLogger(__name__)

# Richer sources win for the same card; the order also breaks ties within a format.
PRIORITY = {"scryfall": 0, "mtgjson": 1, "cockatrice": 2, "corpus": 3}
USER_AGENT = bulk.USER_AGENT
# A downloaded card list this much smaller than the catalog it replaces is refused (a partial file).
MIN_SHARE_OF_OLD = 0.9
JUDGE_CODES = ("mtr", "ipg", "jar")


@dataclass
class Sources:
    cards: list[tuple[str, Path]] = field(default_factory=list)  # (label, file)
    rules: list[Path] = field(default_factory=list)
    judge: list[Path] = field(default_factory=list)  # downloaded judge documents (PDF)
    names: list[Path] = field(default_factory=list)  # card names in other languages (MTGJSON, streamed)
    # What the download path fetched: {"oracle_cards": updated_at, ...}, the rules and judge links.
    fetched: dict = field(default_factory=dict)


def _walk(path: Path) -> Iterator[Path]:
    suffixes = (".json", ".xml", ".txt", ".jsonl", ".gz")
    if path.is_dir():
        yield from sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in suffixes)
    elif path.is_file():
        yield path
    else:
        raise BuildError(f"source not found: {path}")


def download(url: str, cache: Path, *, size: int | None = None) -> Path:
    return bulk.download(url, cache, size=size)


def default_downloads(cache: Path, settings=None) -> Sources:
    """No source given: Scryfall's oracle cards and rulings bulk files (today's gzipped JSON Lines,
    or the older JSON array), the current rules text, the judge documents' PDFs and the card names
    in Japanese from NAMES_SOURCE (MTGJSON's AtomicCards unless set otherwise or to none)."""
    from bot.settings import load_sources

    settings = settings or load_sources()
    api = settings.scryfall_api.rstrip("/")
    index = bulk.get_json(f"{api}/bulk-data")
    entries = [bulk.bulk_entry(index, kind, f"{api}/bulk-data") for kind in ("oracle_cards", "rulings")]
    found = Sources()
    for entry in entries:
        found.cards.append(("scryfall", bulk.download(entry.url, cache, size=entry.size)))
        found.fetched[entry.type] = entry.updated_at
    page_url = settings.rules_page
    page = bulk.get(page_url).decode("utf-8", "replace")
    m = re.search(r"""["']([^"']+?\.txt)["']""", page)
    if not m:
        raise BuildError(f"the rules page {page_url} links no .txt rules file")
    rules_url = urllib.parse.urljoin(page_url, m.group(1).replace(" ", "%20"))
    found.rules.append(bulk.download(rules_url, cache))
    found.fetched["rules"] = rules_url
    if settings.names_source:
        names = settings.names_source
        found.names.append(bulk.download(names, cache) if re.match(r"https?://", names) else Path(names))
        found.fetched["names"] = names
    if settings.judge_docs_page:
        found.judge, links = judge_downloads(settings.judge_docs_page, cache)
        found.fetched["judge"] = links
        found.fetched["judge_files"] = {code: bulk.stamp(url) for code, url in sorted(links.items())}
    return found


_LINK = re.compile(r"""<a\b[^>]*?href\s*=\s*["']([^"']+\.pdf(?:\?[^"']*)?)["'][^>]*>(.*?)</a>""", re.I | re.S)
_JUDGE_WORDS = {"mtr": ("mtr", "tournament rules", "tournament-rules"),
                "ipg": ("ipg", "infraction procedure", "infraction-procedure"),
                "jar": ("jar", "regular rules enforcement", "regular rel", "judging at regular", "judging-at-regular")}


def judge_code(text: str) -> str | None:
    """Which judge document a link or file name is (mtr, ipg, jar), from its words."""
    low = re.sub(r"[_/.]+", " ", text.casefold())
    for code, words in _JUDGE_WORDS.items():
        if any(re.search(rf"\b{re.escape(w)}\b", low) for w in words):
            return code
    return None


def judge_links(page: str, page_url: str) -> dict[str, str]:
    """The first link to a PDF of each judge document on the rules-documents page."""
    found: dict[str, str] = {}
    for href, text in _LINK.findall(page):
        words = f"{urllib.parse.unquote(href)} {re.sub(r'<[^>]+>', ' ', text)}"
        code = judge_code(words)
        if code and code not in found and not re.search(r"\b(fr|de|it|es|ja|jp|pt|ko|ru|zh)\b\.pdf", href.lower()):
            found[code] = urllib.parse.urljoin(page_url, href.replace(" ", "%20"))
    return found


def judge_downloads(page_url: str, cache: Path) -> tuple[list[Path], dict[str, str]]:
    """The MTR, IPG and JAR PDFs linked from `page_url`, downloaded, and the links of those that
    came. A page or document that cannot be had is a warning (the previous edition stays), not a
    failed build; its link is not recorded, so the next `catalog update` tries it again."""
    try:
        page = bulk.get(page_url).decode("utf-8", "replace")
    except BuildError as e:
        log.warning("judge documents: %s; the previous editions stay", e)
        return [], {}
    links = judge_links(page, page_url)
    for code in JUDGE_CODES:
        if code not in links:
            log.warning("judge documents: %s links no %s PDF; the previous edition stays", page_url, code.upper())
    paths, came = [], {}
    for code, url in sorted(links.items()):
        try:
            paths.append(bulk.download(url, cache / "judge", name=f"{code}-{bulk.file_name(url)}"))
            came[code] = url
        except BuildError as e:
            log.warning("judge documents: %s; the previous %s stays", e, code.upper())
    return paths, came


def gather(sources: Iterable[str], cache: Path) -> Sources:
    found = Sources()
    paths: list[Path] = []
    for s in sources:
        paths.append(bulk.download(s, cache) if re.match(r"https?://", s) else Path(s))
    for p in paths:
        for f in _walk(p):
            if f.suffix.lower() == ".txt":
                head = f.read_bytes()[:200].decode("utf-8-sig", "replace")
                if "Comprehensive Rules" in head:
                    found.rules.append(f)
            else:
                found.cards.append((f.suffix.lower().lstrip("."), f))
    return found


_EFFECTIVE = re.compile(r"effective as of (\w+ \d{1,2}, \d{4})")


def _effective_date(path: Path) -> datetime.date:
    """The effective date a rules file states near its top, without parsing the whole file."""
    head = path.read_bytes()[:1000].decode("utf-8-sig", "replace")
    m = _EFFECTIVE.search(head)
    if not m:
        raise BuildError(f"{path}: no effective date near the top; is it the Comprehensive Rules?")
    return datetime.datetime.strptime(m.group(1), "%B %d, %Y").date()


def read_cards(path: Path, skipped: Counter | None = None) -> tuple[str, list[Card]]:
    kind, cards, _ = read_source(path, skipped)
    return kind, cards


def read_source(path: Path, skipped: Counter | None = None) -> tuple[str, list[Card], dict[str, list[Ruling]]]:
    """(kind, cards, rulings by oracle id) of one source file. A Scryfall bulk file (gzipped, JSON
    Lines or a JSON array) is read one object at a time; a bulk-data index is no card file ("skip")."""
    skipped = skipped if skipped is not None else Counter()
    if bulk.is_stream(path):
        objects = bulk.objects(path)
        first = next(objects)
        kind = first.get("object")
        stream = _chain(first, objects)
        if kind == "card":
            return "scryfall", list(scryfall.read(stream, skipped=skipped)), {}
        if kind == "ruling":
            return "scryfall-rulings", [], scryfall.rulings_by_oracle_id(stream)
        raise BuildError(f"{path}: a stream of {kind!r} objects, not Scryfall cards or rulings")
    data = bulk.read_whole(path)
    if cockatrice.is_cockatrice(data):
        return "cockatrice", list(cockatrice.read(data)), {}
    if bulk.looks_like_html(data[:512]):
        raise BuildError(f"{path} is an HTML page, not card data (an error page?)")
    try:
        doc = json.loads(data)
    except ValueError as e:
        raise BuildError(f"{path}: not JSON or Cockatrice XML ({e})") from e
    if mtgjson.is_set_file(doc) or mtgjson.is_atomic_file(doc):
        return "mtgjson", list(mtgjson.read(doc)), {}
    if scryfall.is_cards(doc):
        return "scryfall", list(scryfall.read(scryfall.card_objects(doc), skipped=skipped)), {}
    if scryfall.is_rulings(doc):
        return "scryfall-rulings", [], scryfall.rulings_by_oracle_id(doc)
    if scryfall.is_bulk_index(doc):
        log.info("%s is Scryfall's bulk-data index, not card data: left out", path)
        return "skip", [], {}
    if corpus.is_corpus(doc):
        return "corpus", list(corpus.read(doc)), {}
    raise BuildError(f"{path}: not a card file this build knows (MTGJSON, Scryfall, Cockatrice, card list)")


def read_names(path: Path) -> dict[str, str]:
    """{face name: Japanese name} from an MTGJSON file (AtomicCards, a set file, AllPrintings),
    read one card at a time. BuildError for a file that is not one, or that holds no Japanese name."""
    if not path.is_file():
        raise BuildError(f"names source not found: {path}")
    names, entries = mtgjson.japanese_names(bulk.data_members(path))
    if not entries:
        raise BuildError(f"{path} holds no MTGJSON card entries (not AtomicCards or a set file)")
    if not names:
        raise BuildError(f"{path} holds {entries:,} cards but no Japanese name (their foreignData is missing)")
    return names


def _chain(first: dict, rest: Iterator[dict]) -> Iterator[dict]:
    yield first
    yield from rest


def merge(batches: Iterable[tuple[str, list[Card]]], extra_rulings: dict | None = None,
          names: dict[str, str] | None = None) -> list[Card]:
    """One card per Oracle name: the best source's card, with rulings, Japanese names and ids
    filled in from the others; `names` ({face name: Japanese name}) fills the Japanese names no
    card source gave."""
    best: dict[str, Card] = {}
    extras: dict[str, list[Card]] = {}
    for kind, cards in sorted(batches, key=lambda b: PRIORITY.get(b[0], 9)):
        for card in cards:
            card = _one_printing(card)
            key = normalize_name(card.name)
            if key in best:
                extras.setdefault(key, []).append(card)
            else:
                best[key] = card
    by_oracle = extra_rulings or {}
    out: list[Card] = []
    for key, card in best.items():
        others = extras.get(key, [])
        rulings = {(r.date, r.text): r for c in [card, *others] for r in c.rulings}
        oracle_id = card.oracle_id or next((c.oracle_id for c in others if c.oracle_id), None)
        for r in by_oracle.get(oracle_id or "", ()):
            rulings.setdefault((r.date, r.text), r)
        ja = {f.name: f.japanese_name for c in others for f in c.faces if f.japanese_name}
        faces = tuple(f if f.japanese_name or not (jn := ja.get(f.name) or (names or {}).get(f.name))
                      else replace(f, japanese_name=jn) for f in card.faces)
        faces = _known_indicators(faces, others)
        sources = tuple(dict.fromkeys(s for c in [card, *others] for s in c.sources))
        out.append(replace(card, faces=faces, rulings=tuple(sorted(rulings.values(), key=lambda r: (r.date, r.text))),
                           oracle_id=oracle_id, sources=sources,
                           scryfall_id=card.scryfall_id or next((c.scryfall_id for c in others if c.scryfall_id), None),
                           meld_partner=card.meld_partner or next((c.meld_partner for c in others if c.meld_partner), None),
                           edhrec_rank=card.edhrec_rank or next((c.edhrec_rank for c in others if c.edhrec_rank), None)))
    # A meld part whose file did not hold its melded card (one Scryfall object a file): that card's face.
    melded = {c.name: c.faces[0] for c in out if c.layout == "meld" and c.meld_result == c.name and c.faces}
    out = [replace(c, faces=(*c.faces, melded[c.meld_result]))
           if c.layout == "meld" and c.meld_result in melded and c.meld_result != c.name
           and c.faces[-1].name != c.meld_result else c for c in out]
    # A meld part whose source did not say its partner: the other part with the same melded card.
    parts: dict[str, list[str]] = {}
    for c in out:
        if c.layout == "meld" and c.meld_result and c.meld_result != c.name:
            parts.setdefault(c.meld_result, []).append(c.name)
    return [replace(c, meld_partner=next((p for p in parts.get(c.meld_result, []) if p != c.name), None))
            if c.layout == "meld" and not c.meld_partner and c.meld_result and c.meld_result != c.name else c
            for c in out]


def _known_indicators(faces: tuple[Face, ...], others: list[Card]) -> tuple[Face, ...]:
    """A face whose colour indicator the best source cannot tell takes it from the first other
    source that can (the others come best first)."""
    known: dict[str, tuple[str, ...]] = {}
    for c in others:
        for f in c.faces:
            if f.color_indicator is not None:
                known.setdefault(f.name, f.color_indicator)
    out = []
    for f in faces:
        if f.color_indicator is None and f.name in known:
            f = replace(f, color_indicator=known[f.name])
            f = replace(f, colors=certain_colours(f))
        out.append(f)
    return tuple(out)


def _one_printing(card: Card) -> Card:
    """A reversible printing ("Sol Ring // Sol Ring") is a printing of one Oracle card, not a card."""
    if card.layout == "reversible_card" and len({f.name for f in card.faces}) == 1:
        return replace(card, name=card.faces[0].name, layout="normal", faces=card.faces[:1])
    return card


class Progress:
    def __init__(self, total: int, stream=sys.stderr):
        self.total, self.done, self.stream = total, 0, stream
        self.tty = stream.isatty()

    def step(self, label: str) -> None:
        self.done += 1
        width = 30
        filled = width * self.done // max(self.total, 1)
        line = f"[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} {label}"
        self.stream.write(("\r" + line.ljust(79)) if self.tty else line + "\n")
        if self.tty and self.done == self.total:
            self.stream.write("\n")
        self.stream.flush()


def build(target: Path, sources: list[str] | None, *, rules_file: str | None = None,
          cache: Path | None = None, progress: bool = True, settings=None) -> dict:
    """Read the sources (none: download them, see default_downloads), check what arrived, write a
    new catalog beside `target` and swap it in whole, durably. Any failure is a BuildError and
    leaves `target` as it was."""
    started = time.perf_counter()
    target = Path(target)
    cache = cache or target.parent / "downloads"
    files = gather(sources, cache) if sources else default_downloads(cache, settings)
    if rules_file:
        files.rules = [Path(rules_file)]
    if not files.cards:
        raise BuildError("no card files among the sources (MTGJSON, Scryfall, Cockatrice XML or the card list)")
    if not files.rules:
        raise BuildError("no Comprehensive Rules text file among the sources (give one with --rules FILE)")
    bar = Progress(len(files.cards) + len(files.names) + 2, sys.stderr if progress else open(os.devnull, "w"))
    batches: list[tuple[str, list[Card]]] = []
    rulings: dict = {}
    skipped: Counter = Counter()
    for _, path in files.cards:
        kind, cards, found_rulings = read_source(path, skipped)
        for oracle_id, rs in found_rulings.items():
            rulings.setdefault(oracle_id, []).extend(rs)
        if kind not in ("scryfall-rulings", "skip"):
            batches.append((kind, cards))
        bar.step(path.name)
    names: dict[str, str] = {}
    for path in files.names:
        for face, ja in read_names(path).items():
            names.setdefault(face, ja)
        bar.step(path.name)
    cards = merge(batches, rulings, names)
    del batches
    cards.sort(key=lambda c: c.name)
    if not cards:
        raise BuildError("the sources hold no cards")
    old = _old_catalog(target)
    if not sources and old.get("origin") == "download" and len(cards) < MIN_SHARE_OF_OLD * old.get("cards", 0):
        raise BuildError(f"the download holds {len(cards):,} cards, the catalog it would replace "
                         f"{old['cards']:,}: a partial file? Nothing was replaced")
    edition = cr.load_file(files.rules[0] if len(files.rules) == 1 else max(files.rules, key=_effective_date))
    bar.step(f"rules {edition.effective}")
    judge_documents, judge_kept = _judge_documents(list(sources or []) + [str(p) for p in files.judge], target,
                                                   expected=set(JUDGE_CODES) if "judge" in files.fetched else set())

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f"{target.name}.tmp-{os.getpid()}")
    tmp.unlink(missing_ok=True)
    try:
        conn = sqlite3.connect(tmp)
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        with conn:
            store.create(conn)
            n_cards = store.write_cards(conn, cards)
            cr.write_edition(conn, edition)
            judge_counts = judge_store.write_documents(conn, judge_documents)  # MTR, IPG, JAR: {} without judge/
            counts = {
                "cards": n_cards,
                "faces": conn.execute("SELECT count(*) FROM faces").fetchone()[0],
                "rulings": conn.execute("SELECT count(*) FROM rulings").fetchone()[0],
                "names": conn.execute("SELECT count(*) FROM names").fetchone()[0],
            }
            meta = {"schema": store.SCHEMA_VERSION, "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    "cr_effective": edition.effective.isoformat(), "counts": json.dumps(counts),
                    "sources": json.dumps([str(p) for _, p in files.cards] + [str(p) for p in files.rules]),
                    "origin": "sources" if sources else "download", "fetched": json.dumps(files.fetched)}
            conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        conn.execute("PRAGMA journal_mode = DELETE")
        conn.close()
        _check_catalog(tmp, counts)
        bar.step("written")
        swap(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    counts["seconds"] = round(time.perf_counter() - started, 2)
    counts["cr_effective"] = edition.effective.isoformat()
    counts["judge"] = judge_counts
    counts["judge_kept"] = judge_kept
    counts["japanese"] = sum(1 for c in cards for f in c.faces if f.japanese_name)
    counts["skipped"] = dict(sorted(skipped.items()))
    if not sources:
        _forget_old_downloads(cache, [p for _, p in files.cards] + files.rules + files.judge + files.names)
    return counts


def _forget_old_downloads(cache: Path, kept: list[Path]) -> None:
    """Scryfall's bulk files have a new name every day: without this a daily `catalog update` would
    keep every day's download (about 200 MB a day) in the cache. Only this build's files stay."""
    keep = {q.resolve() for p in kept for q in (p, bulk.validators_file(p))}
    for f in cache.rglob("*"):
        if f.is_file() and f.resolve() not in keep:
            try:
                f.unlink()
            except OSError as e:
                log.warning("could not remove the old download %s: %s", f, e)


def swap(new: Path, target: Path) -> None:
    """Put `new` in place of `target` in one rename, durably: the new file's contents reach the disk
    before the rename, and the rename before this returns. Readers that have the old file open keep
    reading it (its inode lives until they close it); new readers get the new file."""
    with open(new, "rb+") as f:
        os.fsync(f.fileno())
    os.replace(new, target)
    bulk.fsync_dir(target.parent)


def _check_catalog(path: Path, counts: dict) -> None:
    """The written file, read back before it replaces anything: intact, and holding what was written."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        ok = conn.execute("PRAGMA quick_check").fetchone()[0]
        n = conn.execute("SELECT count(*) FROM cards").fetchone()[0]
    except sqlite3.DatabaseError as e:
        raise BuildError(f"the new catalog cannot be read back ({e}); nothing was replaced") from e
    finally:
        conn.close()
    if ok != "ok" or n != counts["cards"]:
        raise BuildError(f"the new catalog failed its check ({ok}, {n} cards); nothing was replaced")


def _old_catalog(target: Path) -> dict:
    """What the catalog about to be replaced says of itself: {"cards", "origin", "fetched"}; {} if none."""
    if not target.is_file() or store.schema_of(target) is None:
        return {}
    try:
        conn = sqlite3.connect(f"{target.resolve().as_uri()}?mode=ro", uri=True)
        try:
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return {}
    counts = json.loads(meta.get("counts") or "{}")
    return {"cards": counts.get("cards", 0), "origin": meta.get("origin"),
            "fetched": json.loads(meta.get("fetched") or "{}"), "schema": meta.get("schema")}


def _judge_documents(sources: list[str], target: Path, expected: set[str] = frozenset()) -> tuple[list, list[str]]:
    """The judge documents among the sources; a document whose file fails to parse, or that was
    `expected` (downloaded from the rules-documents page) and did not come, keeps the edition the old
    catalog has (and says so). ([documents], ["MTR of 2025-11-10 kept ...", ...])."""
    failed: list[Path] = []
    documents = judge_store.read_files(judge_store.find_files(sources), failed=failed)
    have = {d.code for d in documents}
    lost = {code for p in failed if (code := judge_code(p.name)) and code not in have} | (expected - have)
    if not lost:
        return documents, []
    previous = _old_judge_documents(target)
    kept = []
    for code in sorted(lost):
        if code in previous:
            documents.append(previous[code])
            why = "the new file did not parse" if code not in expected or any(
                judge_code(p.name) == code for p in failed) else "no new file could be had"
            kept.append(f"{code.upper()} of {previous[code].effective} kept ({why})")
            log.warning("judge documents: %s for the %s; the previous edition (%s) stays", why, code.upper(),
                        previous[code].effective)
        elif code not in expected or any(judge_code(p.name) == code for p in failed):
            kept.append(f"{code.upper()} left out (the new file did not parse, no previous edition)")
    return sorted(documents, key=lambda d: d.code), kept


def _old_judge_documents(target: Path) -> dict:
    if not target.is_file():
        return {}
    try:
        conn = sqlite3.connect(f"{target.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return judge_store.read_documents(conn)
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return {}
