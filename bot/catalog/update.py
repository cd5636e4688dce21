"""`python -m bot catalog update`: for a server that downloads its data. Asks Scryfall's bulk-data
list, the rules page and the judge documents' page what is current, and rebuilds only when
something changed since the catalog was built (the bulk files' `updated_at`, the rules file's
address, the MTR/IPG/JAR links and what their server says of each file, the names source). The new catalog is
built beside the old one and swapped in whole (bot.catalog.build), then each running bot named is
sent SIGHUP, which makes it open the new file (bot.client reloads on SIGHUP; questions in flight
finish on the old one)."""

from __future__ import annotations

import json
import logging
import os
import re
import signal
import sqlite3
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

from bot.catalog import bulk, store
from bot.catalog.build import JUDGE_CODES, build, judge_links
from bot.errors import BuildError

log = logging.getLogger(__name__)


@dataclass
class UpdateResult:
    ok: bool
    changed: bool
    message: str
    counts: dict = field(default_factory=dict)
    signalled: list[int] = field(default_factory=list)
    # what an admin must look at although the update did its work (a judge document not had, a bot
    # not signalled): the command exits 1, so cron, systemd and a Kubernetes Job show it
    problems: list[str] = field(default_factory=list)


def current(settings, problems: list[str] | None = None) -> dict:
    """What the sources offer now: {"oracle_cards": updated_at, "rulings": updated_at, "rules": url,
    "judge": {code: url}, "judge_files": {code: stamp}, "names": address}. A rules page that links
    no rules file is a BuildError. A judge page that cannot be read, or links no PDF of a document,
    is added to `problems` and left out (the build keeps the editions the catalog has)."""
    problems = problems if problems is not None else []
    api = settings.scryfall_api.rstrip("/")
    index = bulk.get_json(f"{api}/bulk-data")
    now = {kind: bulk.bulk_entry(index, kind, f"{api}/bulk-data").updated_at for kind in ("oracle_cards", "rulings")}
    page = bulk.get(settings.rules_page).decode("utf-8", "replace")
    m = re.search(r"""["']([^"']+?\.txt)["']""", page)
    if not m:  # a page that moved its link, or an error page served as 200: never "up to date"
        raise BuildError(f"the rules page {settings.rules_page} links no .txt rules file (RULES_PAGE)")
    now["rules"] = urllib.parse.urljoin(settings.rules_page, m.group(1).replace(" ", "%20"))
    if settings.judge_docs_page:
        try:
            page = bulk.get(settings.judge_docs_page).decode("utf-8", "replace")
        except BuildError as e:
            problems.append(f"judge documents: {e}; the editions the catalog has stay (JUDGE_DOCS_PAGE)")
        else:
            links = judge_links(page, settings.judge_docs_page)
            missing = [code.upper() for code in JUDGE_CODES if code not in links]
            if missing:
                problems.append(f"judge documents: {settings.judge_docs_page} links no {' or '.join(missing)} "
                                "PDF; the editions the catalog has stay (JUDGE_DOCS_PAGE)")
            now["judge"] = links
            now["judge_files"] = {code: bulk.stamp(url) for code, url in sorted(links.items())}
    if settings.names_source:
        now["names"] = settings.names_source
    return now


def built_from(target: Path) -> dict | None:
    """What the catalog at `target` was built from ({} for a catalog built from files); None: no
    usable catalog (missing, unreadable, another schema)."""
    if not target.is_file() or store.schema_of(target) != store.SCHEMA_VERSION:
        return None
    conn = sqlite3.connect(f"{target.resolve().as_uri()}?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'fetched'").fetchone()
    finally:
        conn.close()
    return json.loads(row[0]) if row else {}


_WHAT = {"oracle_cards": "Scryfall's cards", "rulings": "Scryfall's rulings", "rules": "Comprehensive Rules",
         "judge": "judge document links", "judge_files": "judge document files", "names": "names source"}


def update(target: Path, *, force: bool = False, reload_pids: list[int] = (), settings=None,
           cache: Path | None = None, progress: bool = False) -> UpdateResult:
    from bot.settings import load_sources

    settings = settings or load_sources()
    target = Path(target)
    before = built_from(target)
    problems: list[str] = []
    now = current(settings, problems)
    changed = [k for k, v in now.items() if v and (before or {}).get(k) != v] if before is not None else ["no catalog"]
    same = not changed
    if same and not force:
        return UpdateResult(not problems, False, f"catalog: {target} is up to date (Scryfall data of "
                            f"{now.get('oracle_cards')}); nothing downloaded", problems=problems)
    counts = build(target, None, cache=cache or target.parent / "downloads", progress=progress, settings=settings)
    signalled = []
    # each judge document the build kept from the old catalog ("IPG of 2024-09-23 kept (...)"), unless the
    # page's own problem above already named it
    page_said = " ".join(problems)
    for line in counts.get("judge_kept") or ():
        if "did not parse" in line or line.split(" ", 1)[0] not in page_said:
            problems.append(f"judge documents: {line}")
    for pid in reload_pids:
        try:
            os.kill(pid, signal.SIGHUP)
            signalled.append(pid)
        except OSError as e:
            problems.append(f"could not signal process {pid}: {e.strerror}")
    message = (f"catalog: {counts['cards']:,} cards, rules effective {counts['cr_effective']}, built in "
               f"{counts['seconds']} s -> {target} (new: {', '.join(_WHAT.get(k, k) for k in changed) or 'forced'})")
    if signalled:
        message += f"; SIGHUP sent to {', '.join(map(str, signalled))}"
    return UpdateResult(not problems, True, message, counts, signalled, problems)


__all__ = ["BuildError", "UpdateResult", "update", "current", "built_from"]
