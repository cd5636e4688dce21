"""What a server admin meets when a source goes bad on the day of a `catalog update` (the daily job):
each bad input, served from 127.0.0.1, run through the command line as cron or a CronJob runs it.

- Scryfall's files (truncated, corrupt, an HTML error page instead of JSON, a bulk-data list without
  the wanted file) and a rules page that links no rules file: one line that says what failed,
  exit status 2, the catalog untouched, the running bot not signalled, so it keeps answering from
  the old catalog.
- The judge documents' page without links, or a "PDF" that isn't one: the IPG, MTR and JAR the
  catalog has stay and answer, the update says which and exits 1, so the job shows as failed while
  the cards and rules keep coming.
Never a traceback."""

from __future__ import annotations

import json
import os
import signal
import time

import pytest

from bot.__main__ import main
from tests.catalog.test_scryfall_bulk import jsonl_gz, real_objects, real_rulings, today_index, web  # noqa: F401

pytest.importorskip("fpdf")
from tests.judge.test_pdf import write_guide  # noqa: E402

NEXT_DAY = "2026-11-25T09:00:00.000Z"


@pytest.fixture
def served(tmp_path, web, monkeypatch, capsys):  # noqa: F811
    """A catalog built from the mirror (Scryfall's real objects, the rules, an IPG from the documents
    page), the mirror's addresses in the environment, and this process standing in for the bot."""
    root = web["root"]
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    write_guide(root / "MTG_IPG_2024Sep23_EN.pdf")
    (root / "docs.html").write_text('<a href="MTG_IPG_2024Sep23_EN.pdf">Infraction Procedure Guide</a>')
    monkeypatch.setenv("SCRYFALL_API", web["base"])
    monkeypatch.setenv("RULES_PAGE", f"{web['base']}/rules.html")
    monkeypatch.setenv("JUDGE_DOCS_PAGE", f"{web['base']}/docs.html")
    monkeypatch.setenv("NAMES_SOURCE", "none")
    catalog = tmp_path / "data" / "catalog.sqlite3"
    assert main(["--catalog", str(catalog), "catalog", "build"]) == 0
    assert "IPG 5 sections" in capsys.readouterr().out
    hups: list[int] = []
    previous = signal.signal(signal.SIGHUP, lambda *_: hups.append(1))
    time.sleep(1.1)  # what the mirror serves next is newer by its Last-Modified (whole seconds)
    yield {"catalog": catalog, "root": root, "hups": hups}
    signal.signal(signal.SIGHUP, previous)


def update(served, capsys) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["--catalog", str(served["catalog"]), "catalog", "update", "--reload-pid", str(os.getpid())])
    out, err = capsys.readouterr()
    return status, out, err


def still_answers(served, capsys) -> None:
    """The catalog answers as before: a card, and the IPG's penalty for a missed trigger."""
    capsys.readouterr()
    assert main(["--catalog", str(served["catalog"]), "card", "lightning bolt"]) == 0
    assert "Lightning Bolt deals 3 damage" in capsys.readouterr().out
    assert main(["--catalog", str(served["catalog"]), "ipg", "2.1"]) == 0
    assert "Missed Trigger" in capsys.readouterr().out


def break_cards(served, bad: bytes) -> None:
    today_index({"root": served["root"], "base": os.environ["SCRYFALL_API"]}, bad, jsonl_gz(real_rulings()),
                updated=NEXT_DAY)


def no_oracle_cards(served) -> None:
    break_cards(served, jsonl_gz(real_objects()))
    index = served["root"] / "bulk-data"
    doc = json.loads(index.read_text())
    doc["data"] = [e for e in doc["data"] if e["type"] != "oracle_cards"]
    index.write_text(json.dumps(doc))


@pytest.mark.parametrize("what, breaks, said", [
    ("truncated", lambda s: break_cards(s, (g := jsonl_gz(real_objects()))[: len(g) // 2]), "truncated or corrupt"),
    ("corrupt", lambda s: break_cards(s, (g := jsonl_gz(real_objects()))[:40] + bytes(300) + g[340:]), "corrupt"),
    ("HTML instead of the cards", lambda s: break_cards(s, b"<!DOCTYPE html><html><body>502 Bad Gateway</body></html>"),
     "HTML"),
    ("HTML instead of the bulk-data list",
     lambda s: (s["root"] / "bulk-data").write_text("<!DOCTYPE html><html><body>Service unavailable</body></html>"),
     "HTML page, not JSON"),
    ("bulk-data list without oracle_cards", no_oracle_cards, "has no oracle_cards file (it lists: rulings)"),
    ("rules page without links",
     lambda s: (s["root"] / "rules.html").write_text("<html><body>We are updating this page</body></html>"),
     "links no .txt rules file (RULES_PAGE)"),
])
def test_a_bad_source_fails_the_update_with_one_line_and_the_old_catalog_keeps_answering(served, capsys,
                                                                                        what, breaks, said):
    before = served["catalog"].read_bytes()
    breaks(served)
    status, out, err = update(served, capsys)
    assert status == 2
    assert "catalog update failed: " in err and said in err and "The previous catalog (if any) is unchanged" in err
    assert "Traceback" not in err + out
    assert served["catalog"].read_bytes() == before
    assert served["hups"] == []  # the bot is not told to reload: it goes on answering from the old file
    still_answers(served, capsys)


def test_a_documents_page_without_links_keeps_the_judge_documents_and_exits_1(served, capsys):
    before = served["catalog"].read_bytes()
    (served["root"] / "docs.html").write_text("<html><body><div id=app></div><script src=app.js></script></body></html>")
    status, out, err = update(served, capsys)
    assert status == 1 and "up to date" in out
    assert "links no MTR or IPG or JAR PDF; the editions the catalog has stay (JUDGE_DOCS_PAGE)" in err
    assert "Traceback" not in err
    assert served["catalog"].read_bytes() == before and served["hups"] == []
    still_answers(served, capsys)
    # the next day Scryfall has new cards: they come in, the judge documents the catalog had stay, still exit 1
    break_cards(served, jsonl_gz(real_objects()))
    status, out, err = update(served, capsys)
    assert status == 1 and "(new: Scryfall's cards, Scryfall's rulings)" in out
    assert "links no MTR or IPG or JAR PDF" in err and "Traceback" not in err
    assert served["hups"] == [1]
    still_answers(served, capsys)


def test_a_pdf_that_is_not_one_keeps_the_previous_edition_and_exits_1(served, capsys):
    (served["root"] / "MTG_IPG_2024Sep23_EN.pdf").write_text("<html><body>Access denied</body></html>")
    status, out, err = update(served, capsys)
    assert status == 1
    assert "catalog update: judge documents: IPG of 2024-09-23 kept (the new file did not parse)" in err
    assert "Traceback" not in err
    still_answers(served, capsys)  # the IPG the catalog had answers
