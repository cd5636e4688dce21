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
import urllib.request
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from bot import cr  # noqa: F401  (rules text is part of the catalog)
from bot.catalog import cockatrice, corpus, mtgjson, scryfall, store
from bot.catalog.model import Card, Face, certain_colours
from bot.judge import store as judge_store
from bot.text import normalize_name

log = logging.getLogger(__name__)

# Richer sources win for the same card; the order also breaks ties within a format.
PRIORITY = {"scryfall": 0, "mtgjson": 1, "cockatrice": 2, "corpus": 3}
SCRYFALL_API = "https://api.scryfall.com"
RULES_PAGE = "https://magic.wizards.com/en/rules"
USER_AGENT = "mtg-rules-bot/0.1 (catalog build)"


class BuildError(Exception):
    """A source that cannot be read, or a build that cannot finish; the old catalog stays."""


@dataclass
class Sources:
    cards: list[tuple[str, Path]] = field(default_factory=list)  # (label, file)
    rules: list[Path] = field(default_factory=list)


def _walk(path: Path) -> Iterator[Path]:
    if path.is_dir():
        yield from sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in (".json", ".xml", ".txt"))
    elif path.is_file():
        yield path
    else:
        raise BuildError(f"source not found: {path}")


def download(url: str, cache: Path) -> Path:
    cache.mkdir(parents=True, exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9._-]+", "_", url.split("?")[0].rstrip("/").rsplit("/", 1)[-1]) or "download"
    dest = cache / name
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "*/*"})
    try:
        with urllib.request.urlopen(req, timeout=60) as resp, open(dest.with_suffix(dest.suffix + ".part"), "wb") as out:
            while chunk := resp.read(1 << 20):
                out.write(chunk)
    except OSError as e:
        raise BuildError(f"could not download {url}: {e}") from e
    os.replace(dest.with_suffix(dest.suffix + ".part"), dest)
    return dest


def _get(url: str, accept: str = "*/*") -> bytes:
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": accept})
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            return resp.read()
    except OSError as e:
        raise BuildError(f"could not read {url}: {e}") from e


def _fetch_json(url: str):
    try:
        return json.loads(_get(url, "application/json"))
    except ValueError as e:
        raise BuildError(f"could not read {url}: {e}") from e


def default_downloads(cache: Path) -> list[Path]:
    """No source given: Scryfall's oracle cards and rulings bulk files, and the current rules text."""
    api = os.environ.get("SCRYFALL_API", SCRYFALL_API).rstrip("/")
    bulk = _fetch_json(f"{api}/bulk-data")
    uris = {b.get("type"): b.get("download_uri") for b in bulk.get("data", [])}
    missing = [t for t in ("oracle_cards", "rulings") if not uris.get(t)]
    if missing:
        raise BuildError(f"Scryfall's bulk-data list has no {', '.join(missing)} file")
    files = [download(uris["oracle_cards"], cache), download(uris["rulings"], cache)]
    page_url = os.environ.get("RULES_PAGE", RULES_PAGE)
    page = _get(page_url).decode("utf-8", "replace")
    m = re.search(r"""["']([^"']+?\.txt)["']""", page)
    if not m:
        raise BuildError(f"the rules page {page_url} links no .txt rules file")
    files.append(download(urllib.request.urljoin(page_url, m.group(1).replace(" ", "%20")), cache))
    return files


def gather(sources: Iterable[str], cache: Path) -> Sources:
    found = Sources()
    paths: list[Path] = []
    for s in sources:
        paths.append(download(s, cache) if re.match(r"https?://", s) else Path(s))
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


def read_cards(path: Path) -> tuple[str, list[Card]]:
    data = path.read_bytes()
    if cockatrice.is_cockatrice(data):
        return "cockatrice", list(cockatrice.read(data))
    try:
        doc = json.loads(data)
    except ValueError as e:
        raise BuildError(f"{path}: not JSON or Cockatrice XML ({e})") from e
    if mtgjson.is_set_file(doc) or mtgjson.is_atomic_file(doc):
        return "mtgjson", list(mtgjson.read(doc))
    if scryfall.is_cards(doc):
        return "scryfall", list(scryfall.read(doc))
    if scryfall.is_rulings(doc):
        return "scryfall-rulings", []
    if corpus.is_corpus(doc):
        return "corpus", list(corpus.read(doc))
    if isinstance(doc, dict) and doc.get("object") in ("card", "list"):
        # One Scryfall API object (a single card, the bulk-data index): not a bulk card file.
        log.warning("%s: a single Scryfall API object, not a bulk file; left out", path)
        return "skipped", []
    raise BuildError(f"{path}: not a card file this build knows (MTGJSON, Scryfall, Cockatrice, card list)")


def merge(batches: Iterable[tuple[str, list[Card]]], extra_rulings: dict | None = None) -> list[Card]:
    """One card per Oracle name: the best source's card, with rulings, Japanese names and ids
    filled in from the others."""
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
        faces = tuple(f if f.japanese_name or f.name not in ja else replace(f, japanese_name=ja[f.name])
                      for f in card.faces)
        faces = _known_indicators(faces, others)
        sources = tuple(dict.fromkeys(s for c in [card, *others] for s in c.sources))
        out.append(replace(card, faces=faces, rulings=tuple(sorted(rulings.values(), key=lambda r: (r.date, r.text))),
                           oracle_id=oracle_id, sources=sources,
                           scryfall_id=card.scryfall_id or next((c.scryfall_id for c in others if c.scryfall_id), None),
                           meld_partner=card.meld_partner or next((c.meld_partner for c in others if c.meld_partner), None)))
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
          cache: Path | None = None, progress: bool = True) -> dict:
    started = time.perf_counter()
    target = Path(target)
    cache = cache or target.parent / "downloads"
    files = gather(sources, cache) if sources else gather([str(p) for p in default_downloads(cache)], cache)
    if rules_file:
        files.rules = [Path(rules_file)]
    if not files.cards:
        raise BuildError("no card files among the sources (MTGJSON, Scryfall, Cockatrice XML or the card list)")
    if not files.rules:
        raise BuildError("no Comprehensive Rules text file among the sources (give one with --rules FILE)")
    bar = Progress(len(files.cards) + 2, sys.stderr if progress else open(os.devnull, "w"))
    batches: list[tuple[str, list[Card]]] = []
    rulings: dict = {}
    for _, path in files.cards:
        kind, cards = read_cards(path)
        if kind == "skipped":
            pass
        elif kind == "scryfall-rulings":
            rulings.update(scryfall.rulings_by_oracle_id(json.loads(path.read_bytes())))
        else:
            batches.append((kind, cards))
        bar.step(path.name)
    cards = merge(batches, rulings)
    cards.sort(key=lambda c: c.name)
    edition = cr.load_file(files.rules[0] if len(files.rules) == 1 else max(files.rules, key=_effective_date))
    bar.step(f"rules {edition.effective}")
    judge_documents = judge_store.read_files(judge_store.find_files(list(sources or [])))

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
                    "sources": json.dumps([str(p) for _, p in files.cards] + [str(p) for p in files.rules])}
            conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        conn.execute("PRAGMA journal_mode = DELETE")
        conn.close()
        bar.step("written")
        os.replace(tmp, target)  # the swap: readers see the old file or the new one, never half of one
    finally:
        tmp.unlink(missing_ok=True)
    counts["seconds"] = round(time.perf_counter() - started, 2)
    counts["cr_effective"] = edition.effective.isoformat()
    counts["judge"] = judge_counts
    return counts
