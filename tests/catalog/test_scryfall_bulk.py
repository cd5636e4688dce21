"""The build's download path on Scryfall's real objects (../shared/data/scryfall, read in place):
today's bulk format (gzipped JSON Lines behind `jsonl_download_uri`) and the older one (a JSON
array behind `download_uri`), served from 127.0.0.1; bad downloads refused with the old catalog
kept; the importer's fixes on real objects."""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import os
import sqlite3
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from bot.catalog import build as build_module
from bot.catalog import bulk, scryfall
from bot.catalog.build import BuildError, build, merge
from bot.catalog.model import face_colours
from bot.settings import DataSources
from tests.catalog.test_build import TINY_RULES, card_names
from tests.conftest import SHARED_DATA

SCRYFALL = SHARED_DATA / "scryfall"
pytestmark = pytest.mark.skipif(not SCRYFALL.is_dir(), reason="../shared/data/scryfall is absent")


def real_objects() -> list[dict]:
    """Every real card object in the folder (read in place, never copied into the project)."""
    out = []
    for path in sorted(SCRYFALL.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(doc, dict) and doc.get("object") == "card":
            out.append(doc)
    return out


def real_rulings() -> list[dict]:
    return json.loads((SCRYFALL / "rulings_derevi_list.json").read_text(encoding="utf-8"))["data"]


def jsonl_gz(objects) -> bytes:
    return gzip.compress("".join(json.dumps(o) + "\n" for o in objects).encode("utf-8"))


class Web(http.server.SimpleHTTPRequestHandler):
    """Serves files from a folder; a path in `broken` is cut off halfway once per entry."""

    broken: dict[str, int] = {}

    def log_message(self, *args):
        pass

    served: list[tuple[str, int]] = []  # (path, status) of every GET answered

    def log_request(self, code="-", size="-"):
        if self.command == "GET":
            Web.served.append((self.path, int(getattr(code, "value", code))))

    def do_GET(self):
        name = self.path.lstrip("/")
        if self.broken.get(name):
            self.broken[name] -= 1
            data = (Path(self.directory) / name).read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        super().do_GET()


@pytest.fixture
def web(tmp_path, monkeypatch):
    """A fake Scryfall + rules page on 127.0.0.1: {"base", "root", "write_index"}."""
    monkeypatch.setattr(bulk, "RETRY_DELAY", 0.01)
    root = tmp_path / "web"
    root.mkdir()
    (root / "MagicCompRules 20260417.txt").write_text(TINY_RULES, encoding="utf-8", newline="")
    (root / "rules.html").write_text('<a href="MagicCompRules 20260417.txt">TXT</a>', encoding="utf-8")
    Web.broken = {}
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Web, directory=str(root)))
    base = f"http://127.0.0.1:{server.server_port}"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield {"base": base, "root": root}
    server.shutdown()
    server.server_close()


def today_index(web, cards: bytes, rulings: bytes, *, updated="2026-11-24T09:00:00.000Z", size=None) -> None:
    root, base = web["root"], web["base"]
    (root / "oracle-cards-20261124.jsonl.gz").write_bytes(cards)
    (root / "rulings-20261124.jsonl.gz").write_bytes(rulings)
    entries = []
    for kind, name, data in (("oracle_cards", "oracle-cards-20261124.jsonl.gz", cards),
                             ("rulings", "rulings-20261124.jsonl.gz", rulings)):
        entries.append({"object": "bulk_data", "id": kind, "type": kind, "updated_at": updated,
                        "uri": f"{base}/bulk-data/{kind}", "name": kind, "description": "",
                        "jsonl_download_uri": f"{base}/{name}",
                        "compressed_size": size if size is not None and kind == "oracle_cards" else len(data)})
    (root / "bulk-data").write_text(json.dumps({"object": "list", "has_more": False, "data": entries}))


def sources(web, **kw) -> DataSources:
    return DataSources(scryfall_api=web["base"], rules_page=f"{web['base']}/rules.html",
                       judge_docs_page=kw.get("judge"), names_source=None)


def test_todays_format_gzipped_json_lines_builds_the_catalog_from_real_objects(tmp_path, web):
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    target = tmp_path / "catalog.sqlite3"
    counts = build(target, None, cache=tmp_path / "dl", progress=False, settings=sources(web))
    names = card_names(target)
    assert {"Lightning Bolt", "Invasion of Ikoria // Zilortha, Apex of Ikoria", "Ajani Goldmane",
            "Bruna, the Fading Light", "Brisela, Voice of Nightmares"} <= names
    assert counts["cards"] == len(names) == len(real_objects()) == 23
    with sqlite3.connect(target) as conn:
        fetched = json.loads(conn.execute("SELECT value FROM meta WHERE key = 'fetched'").fetchone()[0])
    assert fetched["oracle_cards"] == "2026-11-24T09:00:00.000Z"


def test_the_older_format_a_json_array_behind_download_uri_still_builds(tmp_path, web):
    root, base = web["root"], web["base"]
    (root / "oracle.json").write_text(json.dumps(real_objects(), indent=1))
    (root / "rulings.json").write_text(json.dumps(real_rulings()))
    index = json.loads((SCRYFALL / "bulk_data_index_2023-04-04.json").read_text())
    for entry in index["data"]:  # the real 2023 index, its addresses pointed at this server
        entry["download_uri"] = f"{base}/{'oracle.json' if entry['type'] == 'oracle_cards' else 'rulings.json'}"
    (root / "bulk-data").write_text(json.dumps(index))
    target = tmp_path / "catalog.sqlite3"
    build(target, None, cache=tmp_path / "dl", progress=False, settings=sources(web))
    assert "Invasion of Alara // Awaken the Maelstrom" in card_names(target)


def test_a_broken_download_is_tried_again(tmp_path, web):
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    Web.broken = {"oracle-cards-20261124.jsonl.gz": 1}  # the first attempt is cut off halfway
    target = tmp_path / "catalog.sqlite3"
    assert build(target, None, cache=tmp_path / "dl", progress=False, settings=sources(web))["cards"] == 23
    assert Web.broken["oracle-cards-20261124.jsonl.gz"] == 0


def old_catalog(tmp_path, web) -> Path:
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    target = tmp_path / "catalog.sqlite3"
    build(target, None, cache=tmp_path / "dl-old", progress=False, settings=sources(web))
    return target


@pytest.mark.parametrize("what, cards, size, message", [
    ("truncated", lambda b: b[: len(b) // 2], "same", "truncated or corrupt"),
    ("corrupt", lambda b: b[:40] + bytes(200) + b[240:], "same", "truncated or corrupt|corrupt"),
    ("html", lambda b: b"<!DOCTYPE html><html><body>502 Bad Gateway</body></html>", "same", "HTML"),
    ("short", lambda b: b[:-10], None, "bulk-data list announced"),
    ("cut line", lambda b: gzip.compress(gzip.decompress(b)[:-30]), "same", "truncated"),
])
def test_a_bad_download_is_a_clear_error_and_the_old_catalog_stays(tmp_path, web, what, cards, size, message):
    target = old_catalog(tmp_path, web)
    before = target.read_bytes()
    good = jsonl_gz(real_objects())
    bad = cards(good)
    today_index(web, bad, jsonl_gz(real_rulings()), size=len(bad) if size == "same" else len(good))
    with pytest.raises(BuildError, match=message):
        build(target, None, cache=tmp_path / "dl", progress=False, settings=sources(web))
    assert target.read_bytes() == before


def test_an_index_without_the_oracle_cards_entry_names_what_it_has(tmp_path, web):
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    index = json.loads((web["root"] / "bulk-data").read_text())
    index["data"] = [e for e in index["data"] if e["type"] != "oracle_cards"]
    (web["root"] / "bulk-data").write_text(json.dumps(index))
    with pytest.raises(BuildError, match="no oracle_cards file .*it lists: rulings"):
        build(tmp_path / "c.sqlite3", None, cache=tmp_path / "dl", progress=False, settings=sources(web))


def test_an_html_page_instead_of_the_bulk_index_is_a_clear_error(tmp_path, web):
    (web["root"] / "bulk-data").write_text("<html><body>Service unavailable</body></html>")
    with pytest.raises(BuildError, match="HTML page, not JSON"):
        build(tmp_path / "c.sqlite3", None, cache=tmp_path / "dl", progress=False, settings=sources(web))


def test_a_download_much_smaller_than_the_catalog_it_replaces_is_refused(tmp_path, web):
    target = old_catalog(tmp_path, web)
    today_index(web, jsonl_gz(real_objects()[:3]), jsonl_gz(real_rulings()))
    with pytest.raises(BuildError, match="partial file"):
        build(target, None, cache=tmp_path / "dl", progress=False, settings=sources(web))
    assert len(card_names(target)) == 23


def test_the_command_line_says_what_failed_exits_non_zero_and_keeps_the_catalog(tmp_path, web, monkeypatch, capsys):
    from bot.__main__ import main

    target = old_catalog(tmp_path, web)
    before = target.read_bytes()
    today_index(web, b"<html>oops</html>", jsonl_gz(real_rulings()))
    monkeypatch.setenv("SCRYFALL_API", web["base"])
    monkeypatch.setenv("RULES_PAGE", f"{web['base']}/rules.html")
    monkeypatch.setenv("JUDGE_DOCS_PAGE", "none")
    assert main(["--catalog", str(target), "catalog", "build"]) == 2
    err = capsys.readouterr().err
    assert "catalog build failed" in err and "HTML" in err and "Traceback" not in err
    assert target.read_bytes() == before


# -- the importer on real objects ------------------------------------------------------------

def read_real(objects=None, skipped=None):
    return {c.name: c for c in scryfall.read(objects or real_objects(), skipped=skipped)}


def test_a_reversible_card_keeps_its_mana_value_and_rulings_from_its_faces():
    ajani = json.loads((SCRYFALL / "reversible_ajani.json").read_text())
    assert "cmc" not in ajani and "oracle_id" not in ajani
    oracle_id = ajani["card_faces"][0]["oracle_id"]
    rulings = {oracle_id: [scryfall.Ruling("2020-01-01", "A ruling about Ajani.")]}
    card = next(iter(scryfall.read([ajani], rulings)))
    [merged] = merge([("scryfall", [card])])
    assert merged.name == "Ajani Goldmane" and merged.mana_value == 4 and merged.oracle_id == oracle_id
    assert [r.text for r in merged.rulings] == ["A ruling about Ajani."]


def test_non_english_objects_are_left_out_before_their_names_are_read():
    bolt = json.loads((SCRYFALL / "normal_lightning_bolt.json").read_text())
    japanese = {**bolt, "lang": "ja", "printed_name": "稲妻", "name": None}  # a name the importer would choke on
    skipped = Counter()
    cards = read_real([japanese, bolt], skipped)
    assert list(cards) == ["Lightning Bolt"] and skipped == {"lang:ja": 1}


def test_unknown_layouts_are_counted_and_left_out_never_a_crash():
    bolt = json.loads((SCRYFALL / "normal_lightning_bolt.json").read_text())
    odd = [{**bolt, "name": "A Front Card", "layout": "front_card"}, {**bolt, "name": "Next", "layout": "hologram"}]
    skipped = Counter()
    assert list(read_real([*odd, bolt], skipped)) == ["Lightning Bolt"]
    assert skipped == {"layout:front_card": 1, "layout:hologram": 1}


def test_a_battle_keeps_its_defence(tmp_path):
    ikoria = read_real()["Invasion of Ikoria // Zilortha, Apex of Ikoria"]
    assert ikoria.faces[0].defense == "6" and ikoria.faces[1].defense is None


async def test_a_battles_defence_is_on_card_and_in_its_json(tmp_path, web):
    from bot.library import Library

    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    target = tmp_path / "catalog.sqlite3"
    build(target, None, cache=tmp_path / "dl", progress=False, settings=sources(web))
    library = await Library.open(target)
    try:
        answer = await library.card("Invasion of New Phyrexia")
    finally:
        await library.close()
    assert "Defense 6" in answer.answer
    face = answer.json["card"]["faces"][0]
    assert face["defense"] == "6" and list(face)[-1] == "defense"  # a new field, added after the others


def test_colours_the_rules_decide_where_scryfalls_fields_disagree():
    cards = read_real()
    # A face with no mana cost and no colour indicator is colourless, whatever `colors` says: the real
    # Perfected Form with its indicator taken away (its `colors` still say blue).
    researcher = json.loads((SCRYFALL / "transform_aberrant_researcher.json").read_text())
    back = researcher["card_faces"][1]
    assert back["colors"] == ["U"] and back["color_indicator"] == ["U"] and not back["mana_cost"]
    assert face_colours(read_real([researcher])[researcher["name"]].faces[1]) == ("U",)
    del back["color_indicator"]
    assert face_colours(read_real([researcher])[researcher["name"]].faces[1]) == ()
    # Brisela: `colors` [] but a white identity that nothing printed on it explains: only an
    # indicator can (903.4), so it is white.
    assert json.loads((SCRYFALL / "meld_brisela_result.json").read_text())["colors"] == []
    assert face_colours(cards["Brisela, Voice of Nightmares"].faces[0]) == ("W",)
    # Awaken the Maelstrom has no cost and no indicator, but "is all colors" (604.3): all five.
    alara = cards["Invasion of Alara // Awaken the Maelstrom"]
    assert face_colours(alara.faces[1]) == tuple("WUBRG")
    # Elbrus costs {7}: colourless; its back face is its indicator's colour.
    elbrus = cards["Elbrus, the Binding Blade // Withengar Unbound"]
    assert face_colours(elbrus.faces[0]) == () and face_colours(elbrus.faces[1]) == ("B",)


def test_a_stream_is_read_one_object_at_a_time(tmp_path):
    path = tmp_path / "cards.jsonl.gz"
    path.write_bytes(jsonl_gz(real_objects()))
    stream = bulk.objects(path)
    first = next(stream)
    assert first["object"] == "card" and hasattr(stream, "__next__")
    assert 1 + sum(1 for _ in stream) == 23


def test_the_judge_documents_links_are_found_on_the_rules_documents_page():
    page = """<a href="https://media.wizards.com/x/MTG_MTR_2025_Nov10_EN.pdf">Magic Tournament Rules</a>
    <a href="/docs/MTG_MTR_2025_Nov10_FR.pdf">Règles des tournois (FR)</a>
    <a href="/docs/ipg.pdf">Infraction Procedure Guide</a>
    <a href='/docs/MTG_JAR_2024_EN.pdf'><span>Judging at Regular Rules Enforcement Level</span></a>"""
    links = build_module.judge_links(page, "https://wpn.wizards.com/en/rules-documents")
    assert links == {"mtr": "https://media.wizards.com/x/MTG_MTR_2025_Nov10_EN.pdf",
                     "ipg": "https://wpn.wizards.com/docs/ipg.pdf",
                     "jar": "https://wpn.wizards.com/docs/MTG_JAR_2024_EN.pdf"}


# -- judge documents from the rules-documents page -----------------------------------------------

def test_judge_documents_are_downloaded_from_the_page_and_a_bad_new_one_keeps_the_old_edition(tmp_path, web):
    pytest.importorskip("fpdf")
    from tests.judge.test_pdf import write_guide

    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    root = web["root"]
    write_guide(root / "MTG_IPG_2024Sep23_EN.pdf")
    (root / "docs.html").write_text('<p><a href="MTG_IPG_2024Sep23_EN.pdf">Infraction Procedure Guide</a></p>')
    target = tmp_path / "catalog.sqlite3"
    counts = build(target, None, cache=tmp_path / "dl", progress=False,
                   settings=sources(web, judge=f"{web['base']}/docs.html"))
    assert counts["judge"] == {"ipg": 5} and counts["judge_kept"] == []
    # The next edition's file is damaged: the catalog keeps the edition it had, and says so.
    (root / "MTG_IPG_2024Sep23_EN.pdf").write_bytes(b"%PDF-1.7 cut off")
    counts = build(target, None, cache=tmp_path / "dl2", progress=False,
                   settings=sources(web, judge=f"{web['base']}/docs.html"))
    assert counts["judge"] == {"ipg": 5}
    assert counts["judge_kept"] == ["IPG of 2024-09-23 kept (the new file did not parse)"]
    # The page is gone: the same.
    (root / "docs.html").unlink()
    counts = build(target, None, cache=tmp_path / "dl3", progress=False,
                   settings=sources(web, judge=f"{web['base']}/docs.html"))
    assert counts["judge"] == {"ipg": 5}
    assert counts["judge_kept"] == ["IPG of 2024-09-23 kept (no new file could be had)"]


# -- catalog update: only what changed, swapped under an open reader, the bot told -------------------

def test_update_rebuilds_only_when_scryfall_changed_and_signals_the_bot(tmp_path, web):
    import os
    import signal

    from bot.catalog.update import update

    today_index(web, jsonl_gz(real_objects()[:20]), jsonl_gz(real_rulings()), updated="2026-11-23T09:00:00Z")
    target = tmp_path / "catalog.sqlite3"
    first = update(target, settings=sources(web))
    assert first.changed and first.counts["cards"] == 20
    again = update(target, settings=sources(web))
    assert not again.changed and "up to date" in again.message
    assert not (tmp_path / "downloads" / "oracle-cards-20261124.jsonl.gz.part").exists()

    reader = sqlite3.connect(f"{target.resolve().as_uri()}?mode=ro", uri=True)  # a bot answering meanwhile
    assert reader.execute("SELECT count(*) FROM cards").fetchone()[0] == 20
    hups = []
    previous = signal.signal(signal.SIGHUP, lambda *_: hups.append(1))
    try:
        today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()), updated="2026-11-24T09:00:00Z")
        result = update(target, settings=sources(web), reload_pids=[os.getpid()])
    finally:
        signal.signal(signal.SIGHUP, previous)
    assert result.changed and result.ok and result.signalled == [os.getpid()] and hups == [1]
    # The reader that had the old file open still reads the old file whole; a new one reads the new.
    assert reader.execute("SELECT count(*) FROM cards").fetchone()[0] == 20
    reader.close()
    assert len(card_names(target)) == 23
    assert not list(tmp_path.glob("catalog.sqlite3.tmp-*"))


def test_names_source_adds_the_japanese_names_scryfalls_oracle_cards_lack(tmp_path, web):
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    target = tmp_path / "catalog.sqlite3"
    settings = DataSources(scryfall_api=web["base"], rules_page=f"{web['base']}/rules.html", judge_docs_page=None,
                           names_source=str(SHARED_DATA / "mtgjson" / "EMN.json"))  # read in place
    build(target, None, cache=tmp_path / "dl", progress=False, settings=settings)
    with sqlite3.connect(target) as conn:
        ja = conn.execute("SELECT f.japanese_name FROM faces f JOIN cards c ON c.id = f.card_id "
                          "WHERE c.name = 'Bruna, the Fading Light' AND f.idx = 0").fetchone()[0]
        sources = json.loads(conn.execute("SELECT sources FROM cards WHERE name = 'Bruna, the Fading Light'")
                             .fetchone()[0])
    assert ja and sources == ["scryfall"]  # the names file gives names only, read one card at a time


def _ipg_effective(target: Path) -> str:
    from bot.judge import store as judge_store

    with sqlite3.connect(target) as conn:
        return str(judge_store.read_documents(conn)["ipg"].effective)


def test_a_new_judge_document_alone_makes_update_swap_and_signal(tmp_path, web):
    """Scryfall's data and the rules stay the same; only the IPG has a new edition: at a new address,
    then (a correction) as a new file at the same address. Each is taken in and the bot told."""
    import os
    import signal

    pytest.importorskip("fpdf")
    from bot.catalog.update import update
    from tests.judge.test_pdf import write_guide

    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    root = web["root"]
    write_guide(root / "MTG_IPG_2024Sep23_EN.pdf")
    (root / "docs.html").write_text('<a href="MTG_IPG_2024Sep23_EN.pdf">Infraction Procedure Guide</a>')
    settings = sources(web, judge=f"{web['base']}/docs.html")
    target = tmp_path / "catalog.sqlite3"
    assert update(target, settings=settings).changed
    assert _ipg_effective(target) == "2024-09-23"
    assert not update(target, settings=settings).changed  # nothing new anywhere

    hups = []
    previous = signal.signal(signal.SIGHUP, lambda *_: hups.append(1))
    try:
        write_guide(root / "MTG_IPG_2025Feb07_EN.pdf", effective="February 7, 2025")
        (root / "docs.html").write_text('<a href="MTG_IPG_2025Feb07_EN.pdf">Infraction Procedure Guide</a>')
        result = update(target, settings=settings, reload_pids=[os.getpid()])
        assert result.changed and result.signalled == [os.getpid()] and hups == [1]
        assert "judge document" in result.message
        assert _ipg_effective(target) == "2025-02-07"
        assert not update(target, settings=settings).changed

        # The same address, a corrected file: the server's Last-Modified and length say it is new.
        path = root / "MTG_IPG_2025Feb07_EN.pdf"
        write_guide(path, effective="March 10, 2025")
        later = path.stat().st_mtime + 60
        os.utime(path, (later, later))
        result = update(target, settings=settings, reload_pids=[os.getpid()])
        assert result.changed and hups == [1, 1]
        assert _ipg_effective(target) == "2025-03-10"
    finally:
        signal.signal(signal.SIGHUP, previous)
    assert len(card_names(target)) == 23  # the cards as they were


def test_a_judge_document_that_could_not_be_downloaded_is_tried_again_by_the_next_update(tmp_path, web):
    pytest.importorskip("fpdf")
    from bot.catalog.update import update
    from tests.judge.test_pdf import write_guide

    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()))
    root = web["root"]
    (root / "docs.html").write_text('<a href="MTG_IPG_2024Sep23_EN.pdf">Infraction Procedure Guide</a>')
    settings = sources(web, judge=f"{web['base']}/docs.html")
    target = tmp_path / "catalog.sqlite3"
    first = update(target, settings=settings)  # the PDF is not there yet (404): built without it
    assert first.changed and "ipg" not in first.counts["judge"]
    write_guide(root / "MTG_IPG_2024Sep23_EN.pdf")
    again = update(target, settings=settings)
    assert again.changed and _ipg_effective(target) == "2024-09-23"


def test_daily_updates_keep_only_the_current_downloads(tmp_path, web):
    """Scryfall's file names change every day: the cache holds one day's files, not every day's."""
    from bot.catalog.update import update

    target = tmp_path / "catalog.sqlite3"
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()), updated="2026-11-24T09:00:00Z")
    update(target, settings=sources(web))
    root = web["root"]
    for old in root.glob("*-20261124.jsonl.gz"):  # the next day's files, under the next day's names
        old.rename(root / old.name.replace("20261124", "20261125"))
    index = (root / "bulk-data").read_text().replace("20261124", "20261125").replace("2026-11-24", "2026-11-25")
    (root / "bulk-data").write_text(index)
    assert update(target, settings=sources(web)).changed
    names = sorted(p.name for p in (tmp_path / "downloads").rglob("*") if p.is_file()
                   and not p.name.endswith(".validators"))  # what each file's server said of it, beside it
    assert [n for n in names if "jsonl" in n] == ["oracle-cards-20261125.jsonl.gz", "rulings-20261125.jsonl.gz"]
    assert len(names) == 3  # and the rules text


def test_an_update_downloads_again_only_the_files_that_changed(tmp_path, web):
    """Scryfall's cards change every day; the rules text (and the names file, the judge documents)
    at the same address are asked for with If-Modified-Since and kept when the server says 304."""
    from bot.catalog.update import update

    target = tmp_path / "catalog.sqlite3"
    today_index(web, jsonl_gz(real_objects()), jsonl_gz(real_rulings()), updated="2026-11-24T09:00:00Z")
    Web.served = []
    assert update(target, settings=sources(web)).changed
    rules = "/MagicCompRules%2020260417.txt"
    assert (rules, 200) in Web.served
    Web.served = []
    today_index(web, jsonl_gz(real_objects()[:-1]), jsonl_gz(real_rulings()), updated="2026-11-25T09:00:00Z")
    result = update(target, settings=sources(web))
    assert result.changed and result.counts["cards"] == len(real_objects()) - 1
    assert (rules, 304) in Web.served and (rules, 200) not in Web.served  # not sent again
    assert ("/oracle-cards-20261124.jsonl.gz", 200) in Web.served  # the changed file is
    assert result.counts["cr_effective"] == "2026-04-17"  # the kept copy was read
    # a new rules file at the same address is downloaded
    text = (web["root"] / "MagicCompRules 20260417.txt").read_text(encoding="utf-8")
    (web["root"] / "MagicCompRules 20260417.txt").write_text(text + "\n", encoding="utf-8", newline="")
    os.utime(web["root"] / "MagicCompRules 20260417.txt", (time.time() + 5, time.time() + 5))
    Web.served = []
    update(target, settings=sources(web), force=True)
    assert (rules, 200) in Web.served
