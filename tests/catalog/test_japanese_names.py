"""Japanese card names on a fresh server: the build downloads NAMES_SOURCE (MTGJSON's AtomicCards by
default) beside Scryfall's oracle cards and reads it one card at a time. Everything is served from
127.0.0.1; the card objects and the AtomicCards file are small ones written here by hand in the
sources' formats (Scryfall's card objects, MTGJSON's Card (Atomic) with foreignData)."""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import re
import threading
from pathlib import Path

import pytest

from bot.catalog import bulk
from bot.catalog.build import BuildError, build
from bot.settings import DEFAULT_NAMES_SOURCE, DataSources, load_sources
from tests.catalog.test_build import TINY_RULES

DELVER = {
    "object": "card", "id": "11bf83bb-c95b-4b4f-9a56-ce7a1816307a", "oracle_id": "0a55ea2a-ae0d-4d7b-b5a3-1e2d8e1e8f4c",
    "name": "Delver of Secrets // Insectile Aberration", "lang": "en", "layout": "transform", "cmc": 1.0,
    "color_identity": ["U"], "keywords": ["Transform", "Flying"], "edhrec_rank": 1500,
    "card_faces": [
        {"object": "card_face", "name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature — Human Wizard",
         "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that "
                        "card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
         "power": "1", "toughness": "1", "colors": ["U"]},
        {"object": "card_face", "name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature — Human Insect",
         "oracle_text": "Flying", "power": "3", "toughness": "2", "colors": ["U"], "color_indicator": ["U"]},
    ],
}
BOLT = {"object": "card", "id": "77c6fa74-5543-42ac-9ead-0e890b188e99", "oracle_id": "4457ed35-7c10-48c8-9776-456485fdf070",
        "name": "Lightning Bolt", "lang": "en", "layout": "normal", "cmc": 1.0, "mana_cost": "{R}",
        "type_line": "Instant", "oracle_text": "Lightning Bolt deals 3 damage to any target.", "colors": ["R"],
        "color_identity": ["R"], "keywords": [], "edhrec_rank": 10}
FIRE_ICE = {"object": "card", "id": "a2b1e2c3-0000-4000-8000-000000000001", "oracle_id": "b3c2d1e0-0000-4000-8000-000000000002",
            "name": "Fire // Ice", "lang": "en", "layout": "split", "cmc": 4.0, "color_identity": ["U", "R"],
            "keywords": [], "card_faces": [
                {"object": "card_face", "name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
                 "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
                {"object": "card_face", "name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
                 "oracle_text": "Tap target permanent.\nDraw a card."}]}


def atomic(*, japanese: bool = True) -> dict:
    """An AtomicCards file in MTGJSON's shape: card name -> its faces, each with foreignData."""
    def foreign(ja: str, **more) -> list[dict]:
        out = [{"language": "German", "name": "Ein Name"}]
        if japanese:
            out.append({"language": "Japanese", "name": ja, **more})
        return out

    return {"meta": {"date": "2026-11-24", "version": "5.3.0+20261124"}, "data": {
        "Delver of Secrets // Insectile Aberration": [
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets", "side": "a",
             "layout": "transform", "foreignData": foreign("秘密を掘り下げる者 // 昆虫の逸脱者", faceName="秘密を掘り下げる者")},
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Insectile Aberration", "side": "b",
             "layout": "transform", "foreignData": foreign("秘密を掘り下げる者 // 昆虫の逸脱者")}],
        "Fire // Ice": [
            {"name": "Fire // Ice", "faceName": "Fire", "side": "a", "layout": "split", "foreignData": foreign("火 // 氷")},
            {"name": "Fire // Ice", "faceName": "Ice", "side": "b", "layout": "split", "foreignData": foreign("火 // 氷")}],
        "Lightning Bolt": [{"name": "Lightning Bolt", "layout": "normal", "foreignData": foreign("稲妻")}],
    }}


def jsonl_gz(objects) -> bytes:
    return gzip.compress("".join(json.dumps(o) + "\n" for o in objects).encode("utf-8"))


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def mirror(tmp_path):
    """Scryfall's bulk-data list and files, the rules page and an AtomicCards file on 127.0.0.1."""
    root = tmp_path / "web"
    root.mkdir()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    base = f"http://127.0.0.1:{server.server_port}"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    (root / "MagicCompRules 20260417.txt").write_text(TINY_RULES, encoding="utf-8", newline="")
    (root / "rules.html").write_text('<a href="MagicCompRules 20260417.txt">TXT</a>', encoding="utf-8")
    cards, rulings = jsonl_gz([DELVER, BOLT, FIRE_ICE]), jsonl_gz([{"object": "ruling", "oracle_id": BOLT["oracle_id"],
                                                                     "published_at": "2024-01-01", "comment": "A ruling."}])
    (root / "oracle.jsonl.gz").write_bytes(cards)
    (root / "rulings.jsonl.gz").write_bytes(rulings)
    (root / "bulk-data").write_text(json.dumps({"object": "list", "data": [
        {"object": "bulk_data", "type": "oracle_cards", "updated_at": "2026-11-24T09:00:00Z",
         "jsonl_download_uri": f"{base}/oracle.jsonl.gz", "compressed_size": len(cards)},
        {"object": "bulk_data", "type": "rulings", "updated_at": "2026-11-24T09:00:00Z",
         "jsonl_download_uri": f"{base}/rulings.jsonl.gz", "compressed_size": len(rulings)}]}))
    (root / "AtomicCards.json.gz").write_bytes(gzip.compress(json.dumps(atomic()).encode("utf-8")))
    yield {"base": base, "root": root}
    server.shutdown()
    server.server_close()


def settings(mirror, names: str | None = "AtomicCards.json.gz") -> DataSources:
    return DataSources(scryfall_api=mirror["base"], rules_page=f"{mirror['base']}/rules.html", judge_docs_page=None,
                       names_source=f"{mirror['base']}/{names}" if names else None)


def env(monkeypatch, mirror, names: str | None = "AtomicCards.json.gz") -> None:
    monkeypatch.setenv("SCRYFALL_API", mirror["base"])
    monkeypatch.setenv("RULES_PAGE", f"{mirror['base']}/rules.html")
    monkeypatch.setenv("NAMES_SOURCE", f"{mirror['base']}/{names}" if names else "none")


def test_a_fresh_server_gets_japanese_names_by_default():
    assert load_sources({}, None).names_source == DEFAULT_NAMES_SOURCE == "https://mtgjson.com/api/v5/AtomicCards.json.gz"
    assert load_sources({"NAMES_SOURCE": "none"}, None).names_source is None


def test_a_japanese_name_finds_the_card_on_a_server_built_from_downloads(tmp_path, mirror, monkeypatch, capsys):
    from bot.__main__ import main

    env(monkeypatch, mirror)
    target = tmp_path / "catalog.sqlite3"
    assert main(["--catalog", str(target), "catalog", "build"]) == 0
    assert "Japanese names: 5 faces" in capsys.readouterr().out
    assert main(["--catalog", str(target), "card", "秘密を掘り下げる者"]) == 0
    out = capsys.readouterr().out
    assert "Delver of Secrets" in out and "Insectile Aberration" in out
    assert main(["--catalog", str(target), "card", "氷"]) == 0  # a split card's half, from "火 // 氷"
    assert "Fire // Ice" in capsys.readouterr().out


def test_without_a_names_source_japanese_finds_nothing(tmp_path, mirror, monkeypatch, capsys):
    """The same build with NAMES_SOURCE=none: what a fresh server had before."""
    from bot.__main__ import main

    env(monkeypatch, mirror, names=None)
    target = tmp_path / "catalog.sqlite3"
    assert main(["--catalog", str(target), "catalog", "build"]) == 0
    capsys.readouterr()
    assert main(["--catalog", str(target), "card", "秘密を掘り下げる者"]) == 2  # not found
    out = capsys.readouterr().out
    assert out.startswith("「秘密を掘り下げる者」という名前のカードは見つかりません。")
    assert "Did you mean" not in out and "もしかして" not in out  # nothing near: only the example to ask again


async def test_a_japanese_question_finds_its_card(tmp_path, mirror):
    from bot import ask
    from bot.library import Library

    target = tmp_path / "catalog.sqlite3"
    build(target, None, cache=tmp_path / "dl", progress=False, settings=settings(mirror))
    library = await Library.open(target)
    try:
        answer = await ask.ask(library, "変身した秘密を掘り下げる者の名前は？")
    finally:
        await library.close()
    assert "秘密を掘り下げる者" in answer.title and "昆虫の逸脱者" in answer.answer


def test_the_names_file_is_read_one_card_at_a_time(tmp_path):
    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(atomic()).encode("utf-8")))
    members = bulk.data_members(path)
    name, faces = next(members)
    assert name == "Delver of Secrets // Insectile Aberration" and len(faces) == 2 and hasattr(members, "__next__")
    assert [n for n, _ in members] == ["Fire // Ice", "Lightning Bolt"]


def _bad(kind: str) -> bytes:
    good = gzip.compress(json.dumps(atomic()).encode("utf-8"))
    return {
        "truncated": good[: len(good) // 2],
        "cut JSON": gzip.compress(json.dumps(atomic()).encode("utf-8")[:-40]),
        "html": b"<!DOCTYPE html><html><body>503 Service Unavailable</body></html>",
        "scryfall list": json.dumps({"object": "list", "data": [BOLT]}).encode(),
        "json array": json.dumps([BOLT]).encode(),
        "no japanese": gzip.compress(json.dumps(atomic(japanese=False)).encode("utf-8")),
        "empty": b"",
    }[kind]


@pytest.mark.parametrize("kind, message", [
    ("truncated", "truncated or corrupt"),
    ("cut JSON", "truncated"),
    ("html", "HTML"),
    ("scryfall list", "not an object"),
    ("json array", "not the JSON expected"),
    ("no japanese", "no Japanese name"),
    ("empty", "empty"),
])
def test_a_bad_names_file_is_a_clear_error_and_the_old_catalog_stays(tmp_path, mirror, monkeypatch, capsys,
                                                                     kind, message):
    from bot.__main__ import main

    env(monkeypatch, mirror)
    target = tmp_path / "catalog.sqlite3"
    assert main(["--catalog", str(target), "catalog", "build"]) == 0
    before = target.read_bytes()
    (mirror["root"] / "bad.json.gz").write_bytes(_bad(kind))
    env(monkeypatch, mirror, names="bad.json.gz")
    capsys.readouterr()
    assert main(["--catalog", str(target), "catalog", "build"]) == 2
    err = capsys.readouterr().err
    assert "catalog build failed" in err and "Traceback" not in err
    (line,) = [ln for ln in err.splitlines() if not ln.startswith("[")]  # one line beside the progress bar
    assert line.startswith("catalog build failed") and re.search(message, line), err
    assert target.read_bytes() == before  # the old catalog, untouched and still Japanese-capable
    assert main(["--catalog", str(target), "card", "稲妻"]) == 0
    assert "Lightning Bolt" in capsys.readouterr().out


def test_a_names_file_that_is_not_there_is_a_clear_error(tmp_path, mirror):
    with pytest.raises(BuildError, match="could not download .*missing.json.gz"):
        build(tmp_path / "c.sqlite3", None, cache=tmp_path / "dl", progress=False, settings=settings(mirror, "missing.json.gz"))
    assert not Path(tmp_path / "c.sqlite3").exists()
