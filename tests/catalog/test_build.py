"""The catalog build: sources found and merged, the new file swapped in whole, the old one kept
when anything goes wrong, and the download path when no source is given."""

from __future__ import annotations

import functools
import http.server
import json
import sqlite3
import threading

import pytest

from bot import cr
from bot.catalog import store
from bot.catalog.build import BuildError, build
from tests.catalog.fixtures import COCKATRICE_XML, CORPUS, MTGJSON_SET, SCRYFALL_CARDS, SCRYFALL_RULINGS

TINY_RULES = """\ufeffMagic: The Gathering Comprehensive Rules\r\n\r\nThese rules are effective as of April 17, 2026.\r\n\r
Introduction\r\n\r\nThis document is the ultimate authority.\r\n\r\nContents\r\n\r\n1. Game Concepts\r\n7. Additional Rules\r\n\r
Glossary\r\n\r\nCredits\r\n\r\n1. Game Concepts\r\n\r\n100. General\r\n\r
100.1. These Magic rules apply to any Magic game with two or more players.\r\n\r
100.1a A two-player game is a game that begins with only two players.\r\n\r
7. Additional Rules\r\n\r\n709. Split Cards\r\n\r
709.1. Split cards have two card faces on a single card.\r\n\r
709.5. Some split cards are permanent cards with a single shared type line.\r\r\n\r
709.5j Some cards refer to a “door” of a Room permanent. A door is a half of that permanent.\r\n\r
Example: Bottomless Pool // Locker Room has two doors.\r\n\r
Glossary\r\n\r\nDoor\r\nA half of a Room permanent. See rule 709.5j.\r\n\r
Credits\r\n\r\nMagic: The Gathering Original Game Design: Richard Garfield\r\n"""


def write_sources(folder):
    (folder / "set.json").write_text(json.dumps(MTGJSON_SET), encoding="utf-8")
    (folder / "rooms.xml").write_bytes(COCKATRICE_XML)
    (folder / "corpus.json").write_text(json.dumps(CORPUS), encoding="utf-8")
    (folder / "rules.txt").write_text(TINY_RULES, encoding="utf-8", newline="")
    return folder


def card_names(path):
    with sqlite3.connect(path) as conn:
        return {n for (n,) in conn.execute("SELECT name FROM cards")}


def test_build_from_a_folder_of_hand_written_sources(tmp_path):
    target = tmp_path / "catalog.sqlite3"
    (tmp_path / "src").mkdir()
    counts = build(target, [str(write_sources(tmp_path / "src"))], progress=False)
    assert counts["cards"] == 14 and counts["cr_effective"] == "2026-04-17"
    assert "Roaring Furnace // Steaming Sauna" in card_names(target)
    with sqlite3.connect(target) as conn:
        assert cr.read_edition(conn).get("709.5j").text.startswith("Some cards refer to a “door”")
        kinds = dict(conn.execute("SELECT norm, kind FROM names WHERE name = '酒場の粉砕者'").fetchall())
        assert kinds == {"酒場の粉砕者": "japanese"}


async def test_a_catalog_built_by_an_older_version_is_refused_with_the_command_that_rebuilds_it(tmp_path):
    from bot.errors import CatalogMissing
    from bot.library import Library

    target = tmp_path / "catalog.sqlite3"
    (tmp_path / "src").mkdir()
    build(target, [str(write_sources(tmp_path / "src"))], progress=False)
    with sqlite3.connect(target) as conn:  # schema 1 stored every colour indicator as a list
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema'")
    conn.close()
    with pytest.raises(CatalogMissing, match="another version of this bot. Rebuild it with: .*catalog build"):
        await Library.open(target)


def test_make_catalog_rebuilds_a_catalog_from_an_older_version_and_keeps_a_current_one(tmp_path):
    import subprocess
    import sys

    from tests.conftest import ROOT

    target = tmp_path / "catalog.sqlite3"
    (tmp_path / "src").mkdir()
    src = write_sources(tmp_path / "src")
    build(target, [str(src)], progress=False)

    def if_missing():
        return subprocess.run([sys.executable, "-m", "bot", "--catalog", str(target), "catalog", "build",
                               "--if-missing", "--source", str(src)], capture_output=True, text=True, cwd=ROOT,
                              timeout=120).stdout

    assert "exists; not rebuilt" in if_missing()
    with sqlite3.connect(target) as conn:
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema'")
    conn.close()
    out = if_missing()
    assert "from another version of this bot; rebuilding it" in out and "catalog: 14 cards" in out
    with sqlite3.connect(target) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()[0] == store.SCHEMA_VERSION
    conn.close()


def test_a_failed_build_leaves_the_previous_catalog_untouched(tmp_path):
    src = write_sources(tmp_path)
    target = tmp_path / "out" / "catalog.sqlite3"
    build(target, [str(src)], progress=False)
    before = target.read_bytes()
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(BuildError, match="broken.json"):
        build(target, [str(src)], progress=False)
    assert target.read_bytes() == before
    assert list(target.parent.iterdir()) == [target]


def test_an_interrupted_build_leaves_the_previous_catalog_untouched(tmp_path, monkeypatch):
    src = write_sources(tmp_path)
    target = tmp_path / "out" / "catalog.sqlite3"
    build(target, [str(src)], progress=False)
    before = target.read_bytes()

    def interrupted(conn, edition):
        raise KeyboardInterrupt

    monkeypatch.setattr(cr, "write_edition", interrupted)
    with pytest.raises(KeyboardInterrupt):
        build(target, [str(src)], progress=False)
    assert target.read_bytes() == before
    assert list(target.parent.iterdir()) == [target]


def test_a_missing_source_is_a_clear_error(tmp_path):
    with pytest.raises(BuildError, match="source not found"):
        build(tmp_path / "c.sqlite3", [str(tmp_path / "nowhere")], progress=False)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def fake_web(tmp_path):
    """Scryfall's bulk-data API and the rules page, served from 127.0.0.1."""
    root = tmp_path / "web"
    (root / "bulk").mkdir(parents=True)
    (root / "bulk" / "oracle-cards.json").write_text(json.dumps(SCRYFALL_CARDS), encoding="utf-8")
    (root / "bulk" / "rulings.json").write_text(json.dumps(SCRYFALL_RULINGS), encoding="utf-8")
    (root / "rules").mkdir()
    (root / "rules" / "MagicCompRules 20260417.txt").write_text(TINY_RULES, encoding="utf-8", newline="")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    base = f"http://127.0.0.1:{server.server_port}"
    (root / "bulk-data").write_text(json.dumps({"object": "list", "data": [
        {"object": "bulk_data", "type": "oracle_cards", "download_uri": f"{base}/bulk/oracle-cards.json"},
        {"object": "bulk_data", "type": "rulings", "download_uri": f"{base}/bulk/rulings.json"},
    ]}), encoding="utf-8")
    (root / "rules" / "index.html").write_text(
        '<html><a href="/rules/MagicCompRules 20260417.txt">TXT</a></html>', encoding="utf-8")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield base
    server.shutdown()


def test_with_no_source_the_build_downloads_scryfall_bulk_data_and_the_rules(tmp_path, fake_web, monkeypatch):
    monkeypatch.setenv("SCRYFALL_API", fake_web)
    monkeypatch.setenv("RULES_PAGE", f"{fake_web}/rules/index.html")
    target = tmp_path / "catalog.sqlite3"
    counts = build(target, None, cache=tmp_path / "downloads", progress=False)
    assert counts["cr_effective"] == "2026-04-17"
    assert card_names(target) == {"Delver of Secrets // Insectile Aberration", "Bottomless Pool // Locker Room",
                                  "Bruna, the Fading Light", "Brisela, Voice of Nightmares"}
    with sqlite3.connect(target) as conn:
        rulings = [t for (t,) in conn.execute(
            "SELECT r.text FROM rulings r JOIN cards c ON c.id = r.card_id WHERE c.name LIKE 'Delver%'")]
    assert rulings == ["You can't reveal the card if it isn't an instant or sorcery."]


def test_an_unreachable_download_is_a_clear_error_and_keeps_the_old_catalog(tmp_path, monkeypatch):
    monkeypatch.setenv("SCRYFALL_API", "http://127.0.0.1:9")  # nothing listens on the discard port
    target = tmp_path / "catalog.sqlite3"
    target.write_bytes(b"old")
    with pytest.raises(BuildError, match="could not read"):
        build(target, None, cache=tmp_path / "downloads", progress=False)
    assert target.read_bytes() == b"old"
