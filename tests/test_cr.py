"""Tests for bot.cr against the real Comprehensive Rules files (read in place, never copied)."""

from __future__ import annotations

import datetime
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot import cr

DATA = Path(__file__).parents[1].parent / "shared" / "data"
RULES_DIR = DATA / "rules"
NEWEST = RULES_DIR / "MagicCompRules_20260417.txt"

needs_data = pytest.mark.skipif(not NEWEST.exists(), reason=f"CR files not available at {RULES_DIR}")

# file -> (effective date printed inside, number of the "Day and Night" heading)
ARCHIVE = {
    "MagicCompRules_2021-11-15.txt": (datetime.date(2021, 11, 19), "724"),
    "MagicCompRules_2024-08-02.txt": (datetime.date(2024, 7, 30), "728"),
    "MagicCompRules_2024-11-08.txt": (datetime.date(2024, 11, 8), "728"),
    "MagicCompRules_2025-02-07.txt": (datetime.date(2025, 2, 7), "728"),
    "MagicCompRules_2025-04-04.txt": (datetime.date(2025, 4, 4), "729"),
    "MagicCompRules_2025-06-06.txt": (datetime.date(2025, 6, 6), "729"),
    "MagicCompRules_2025-07-25.txt": (datetime.date(2025, 7, 25), "730"),
    "MagicCompRules_2025-09-19.txt": (datetime.date(2025, 9, 19), "730"),
    "MagicCompRules_2025-11-14.txt": (datetime.date(2025, 11, 14), "730"),
    "MagicCompRules_2026-01-16.txt": (datetime.date(2026, 1, 16), "730"),
}
HOSTILE = ["'; DROP TABLE cr_rules; --", '"', "*", "", "   ", "a" * 1000, "NEAR(", "NEAR(a b)",
           "text:unlock", "^unlock", "-unlock", "(unlock", "unlock OR", "AND", "\x00", "🐉 \u200b",
           "unlock*", '"unlock', "a:b:c", "' OR 1=1 --"]


@pytest.fixture(scope="module")
def ed() -> cr.Edition:
    if not NEWEST.exists():
        pytest.skip(f"CR files not available at {RULES_DIR}")
    return cr.load_file(NEWEST)


# ----------------------------------------------------------------------------- newest edition


@needs_data
def test_newest_edition_header(ed):
    assert ed.effective == datetime.date(2026, 4, 17)
    assert ed.source == "MagicCompRules_20260417.txt"
    assert len(ed.rules) > 3000
    assert cr.newest_file(RULES_DIR) == NEWEST


@needs_data
def test_numbering_is_a_clean_tree(ed):
    numbers = [r.number for r in ed.rules]
    assert len(numbers) == len(set(numbers))
    assert [r.number for r in ed.rules if len(r.number) == 1] == [str(i) for i in range(1, 10)]
    assert all(ed.exists(cr.parent_number(n)) for n in numbers if cr.parent_number(n))
    # subrule letters skip "l" and "o" (see the CR introduction)
    assert not any(n[-1] in "lo" for n in numbers)
    assert ed.get("1") == cr.Rule("1", "Game Concepts")
    assert sum(len(r.examples) for r in ed.rules) == 277


@needs_data
def test_lookup_709_5_with_subrules(ed):
    kind, rules = ed.lookup("709.5")
    assert kind == "number"
    assert [r.number for r in rules] == ["709.5"] + [f"709.5{c}" for c in "abcdefghij"]
    assert rules[0].text.startswith("Some split cards are permanent cards with a single shared type line.")
    for q in ("709.5.", " 709.5 ", "rule 709.5", "Rule 709.5."):
        assert ed.lookup(q) == (kind, rules)


@needs_data
def test_709_5d_text(ed):
    for q in ("709.5d", "rule 709.5d", "709.5D", " 709.5d. "):
        rule = ed.cite(q)
        assert rule.number == "709.5d"
        assert "enters the battlefield" in rule.text
        assert "“left half unlocked” designation" in rule.text
        assert "unlocked designation" in rule.text
    assert ed.lookup("709.5d") == ("number", [ed.get("709.5d")])


@needs_data
def test_get_cite_exists_unknown(ed):
    assert ed.get("999.9") is None and not ed.exists("709.5k") and ed.exists("709.5j")
    assert ed.get("hello") is None and ed.get("") is None
    with pytest.raises(cr.UnknownRule):
        ed.cite("709.5z")
    with pytest.raises(KeyError):
        ed.cite("not a number")
    assert ed.lookup("999.9") == ("none", [])


@needs_data
def test_headings_use_body_not_table_of_contents(ed):
    heading = ed.get("731")
    assert heading.text == "Day and Night"
    assert [r.number for r in ed.children("731")] == ["731.1", "731.2"]
    assert [r.number for r in ed.subrules("731")] == [
        "731.1", "731.1a", "731.2", "731.2a", "731.2b", "731.2c"]
    assert ed.get("7").text == "Additional Rules"
    assert ed.children("7")[0].number == "700"


@needs_data
def test_data_quirks_are_absorbed(ed):
    # "119.1d." (extra dot), "606.5 " (missing dot), "901.4.All" (missing space)
    assert ed.get("119.1d").text.startswith("In a two-player Brawl game")
    assert ed.get("606.5").text.startswith("If the total cost to activate a loyalty ability")
    assert ed.get("901.4").text.startswith("All plane and phenomenon cards")
    # indented continuation paragraph belongs to the rule above it
    assert "Eighth Edition core set" in ed.get("205.4c").text
    assert ed.get("205.4c").text.startswith("Any land with the supertype “basic”")


@needs_data
def test_examples_attach_to_rule_above(ed):
    rule = ed.get("701.24c")
    assert len(rule.examples) == 2 and rule.examples[1].startswith("Example: Black Sun’s Zenith says")
    assert rule.text.endswith("remain in their current zone.")
    assert all(x.startswith("Example: ") for x in rule.examples)
    assert not any("Example:" in r.text for r in ed.rules)


@needs_data
def test_glossary(ed):
    daybound = ed.glossary("daybound")
    assert daybound.term == "Daybound" and "double-faced cards" in daybound.text
    assert ed.glossary_rules("Daybound") == ["702.145", "731"]
    meld = ed.glossary("MELD!")
    assert meld.term == "Meld" and "meld pair" in meld.text
    door = ed.glossary("door")  # "Door" is in the 2026 glossary
    assert door == cr.GlossaryEntry(
        "Door", "A door is one half of a Room permanent. See rule 709, “Split Cards.”")
    assert ed.glossary("Doors") == door
    assert ed.glossary("double faced card").term == "Double-Faced Cards"
    assert ed.glossary("bury").term == "Bury (Obsolete)"
    assert ed.glossary("Glossary") is None and ed.glossary("") is None
    assert ed.glossary("Ability").text.startswith("1. Text on an object")
    assert ed.glossary("Ability").text.endswith("“Spells, Abilities, and Effects.”")
    assert ed.glossary_entries[0].term == "Abandon" and ed.glossary_entries[-1].term == "Zone-Change Triggers"


@needs_data
def test_lookup_glossary_and_search(ed):
    assert ed.lookup("door") == ("glossary", [cr.Rule("glossary:Door", ed.glossary("door").text)])
    kind, rules = ed.lookup("Daybound")
    assert kind == "glossary" and rules[0].number == "glossary:Daybound"
    kind, rules = ed.lookup("fully unlocks a permanent")
    assert kind == "search" and rules[0].number == "709.5i"
    assert ed.lookup("zzqqxx") == ("none", [])
    assert ed.lookup("   ") == ("none", [])


@needs_data
def test_search_unlock_finds_709_5_family(ed):
    hits = [r.number for r in ed.search("unlock")]
    assert hits and all(n.startswith(("709.5", "116.")) for n in hits)
    assert {"709.5e", "709.5f", "709.5i"} <= set(hits)
    assert len(ed.search("unlock", limit=3)) == 3
    assert ed.search("day night")[0].number.startswith("731")


@needs_data
@pytest.mark.parametrize("query", HOSTILE)
def test_search_hostile_input_never_raises(ed, query):
    hits = ed.search(query)
    assert isinstance(hits, list) and all(isinstance(r, cr.Rule) for r in hits)
    kind, rules = ed.lookup(query)
    assert kind in {"number", "glossary", "search", "none"} and isinstance(rules, list)
    assert ed.find(query) is None or ed.exists(ed.find(query))
    ed.section(query), ed.glossary(query), ed.get(query)


@needs_data
def test_search_hostile_does_not_break_later_search(ed):
    for q in HOSTILE:
        ed.search(q)
    assert ed.search("unlock")
    assert ed.search(None) == [] and ed.search("unlock", limit=0) == []


@needs_data
def test_section_and_find(ed):
    assert ed.section("Day and Night") == "731"
    assert ed.section("day-and-night") == "731"
    assert ed.section("Double-Faced Cards") == "712"
    assert ed.section("double faced card") == "712"
    assert ed.section("Split Cards") == "709"
    assert ed.section("Additional Rules") == "7"
    assert ed.section("No Such Heading") is None
    assert ed.find("door", under="709") == "709.5j"
    assert ed.find("refer to a 'door' of a Room") == "709.5j"  # straight quotes match curly ones
    assert ed.find('refer to a "door" of a room') == "709.5j"
    assert ed.find("refer to a “door” of a room") == "709.5j"
    assert ed.find("the game’s day/night designation") == "731.2"
    assert ed.find("the game's day/night designation") == "731.2"
    assert ed.find("day and night are designations") == "731.1"
    assert ed.find("transform or convert", under=ed.section("Double-Faced Cards")) == "712.9"
    assert ed.find("door", under="731") is None
    assert ed.find("day and night are designations", under="731.1") == "731.1"
    assert ed.find("") is None and ed.find("x", under="999") is None


# ----------------------------------------------------------------------------- every edition


@needs_data
@pytest.mark.parametrize("name", sorted(ARCHIVE))
def test_archive_edition(name):
    effective, day_night = ARCHIVE[name]
    e = cr.load_file(RULES_DIR / "archive" / name)
    assert e.effective == effective
    assert len(e.rules) > 2500 and len(e.glossary_entries) > 600
    assert e.section("Day and Night") == day_night
    assert e.get(day_night).text == "Day and Night"
    assert e.find("day and night are designations") == f"{day_night}.1"
    assert e.section("Double-Faced Cards") == "712" and e.section("Split Cards") == "709"
    assert e.glossary("daybound") and e.glossary("meld")
    has_rooms = effective >= datetime.date(2024, 11, 8)
    assert e.exists("709.5j") is has_rooms
    assert e.exists("709.5") is has_rooms  # no shared-type-line split cards before Duskmourn
    assert (e.glossary("door") is not None) is has_rooms
    assert (e.find("door", under=e.section("Split Cards")) == "709.5j") is has_rooms
    assert all(e.exists(cr.parent_number(r.number)) for r in e.rules if cr.parent_number(r.number))


@needs_data
def test_newest_file_uses_effective_date_not_name(tmp_path):
    assert cr.newest_file(RULES_DIR) == NEWEST
    (tmp_path / "archive").mkdir()
    (tmp_path / "zzz_old.txt").write_text("These rules are effective as of May 1, 2020.\n")
    (tmp_path / "archive" / "aaa.txt").write_text("\ufeffThese rules are effective as of June 2, 2020.\r\n")
    assert cr.newest_file(tmp_path).name == "aaa.txt"


# ----------------------------------------------------------------------------- storage


@needs_data
def test_write_read_round_trip(ed, tmp_path):
    db = tmp_path / "catalog.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE other (x)")  # the catalog builder's own tables live alongside
        cr.write_edition(conn, ed)
        cr.write_edition(conn, ed)  # idempotent
    conn.close()

    conn = sqlite3.connect(db, check_same_thread=False)
    t = time.perf_counter()
    back = cr.read_edition(conn)
    elapsed = time.perf_counter() - t
    assert elapsed < 0.5, elapsed
    assert (back.effective, back.source) == (ed.effective, ed.source)
    assert back.rules == ed.rules and back.glossary_entries == ed.glossary_entries
    for q in ["709.5", "rule 709.5d", "door", "Daybound", "unlock", "fully unlocks a permanent",
              "day night", "zzqqxx", *HOSTILE]:
        assert back.lookup(q) == ed.lookup(q), q
        assert back.search(q) == ed.search(q), q
    assert back.section("Day and Night") == "731" and back.find("door", "709") == "709.5j"
    assert conn.execute("SELECT count(*) FROM cr_rules").fetchone()[0] == len(ed.rules)

    results = []  # the app's connection is shared with worker threads
    worker = threading.Thread(target=lambda: results.append(back.search("unlock")))
    worker.start()
    worker.join()
    assert results == [ed.search("unlock")]
    conn.close()


def test_read_edition_empty_db_raises():
    with pytest.raises(sqlite3.OperationalError):
        cr.read_edition(sqlite3.connect(":memory:"))


# ----------------------------------------------------------------------------- tiny hand-written text

TINY = """\
Magic: The Gathering Comprehensive Rules

These rules are effective as of March 3, 2033.

Introduction

Read the whole thing.

Contents

1. Game Concepts
100. General
7. Additional Rules
731. Day and Night
Glossary
Credits

1. Game Concepts

100. General

100.1. These Magic rules apply to any Magic game.

100.1a A two-player game is a game that begins with only two players.

Example: Two players play a game.

Example: Another one.

100.2. Nothing to see.
     An indented continuation paragraph.

7. Additional Rules

731. Day and Night

731.1. Day and night are designations that the game itself can have.

731.1a The phrases “day becomes night” and “night becomes day” exist.

Glossary

Ability
1. Text on an object.
2. An ability on the stack.
See rule 100.1.

Daybound
Found on double-faced cards. See rule 731, “Day and Night,” and rules 100.1a and 100.2.

Credits

Magic: The Gathering Original Game Design: Richard Garfield
"""


def _snapshot(e: cr.Edition):
    return e.effective, e.rules, e.glossary_entries


def test_tiny_text_parses():
    e = cr.parse(TINY, source="tiny")
    assert e.effective == datetime.date(2033, 3, 3)
    assert [r.number for r in e.rules] == [
        "1", "100", "100.1", "100.1a", "100.2", "7", "731", "731.1", "731.1a"]
    assert e.get("100.1a").examples == ("Example: Two players play a game.", "Example: Another one.")
    assert e.get("100.2").text == "Nothing to see.\nAn indented continuation paragraph."
    assert e.section("day and night") == "731"
    assert e.glossary("ability").text == "1. Text on an object.\n2. An ability on the stack.\nSee rule 100.1."
    assert e.glossary_rules("daybound") == ["731", "100.1a", "100.2"]
    assert e.glossary_rules("nonexistent") == []
    assert [r.number for r in e.search("designations")] == ["731.1"]
    assert e.lookup("100") == ("number", [e.get(n) for n in ("100", "100.1", "100.1a", "100.2")])


def test_duplicate_numbers_later_wins_and_still_stores():
    e = cr.parse(TINY.replace("100.2. Nothing to see.", "100.1. A stray copy.\n\n100.2. Nothing to see."))
    assert e.get("100.1").text == "A stray copy."
    conn = sqlite3.connect(":memory:")
    cr.write_edition(conn, e)
    assert cr.read_edition(conn).rules == e.rules


def test_missing_effective_date_is_an_error():
    with pytest.raises(ValueError):
        cr.parse("1. Game Concepts\n100. General\n")


@pytest.mark.parametrize("eol", ["\r\n", "\r", "\r\r\n"])
def test_tiny_text_line_endings(eol):
    expected = _snapshot(cr.parse(TINY))
    assert _snapshot(cr.parse("\ufeff" + TINY.replace("\n", eol))) == expected


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_mixed_line_endings_property(data):
    """Any per-line mix of LF, CRLF, CR and CR-CR-LF (plus optional BOM) parses like the LF text."""
    lines = TINY.split("\n")
    eols = data.draw(st.lists(st.sampled_from(["\n", "\r\n", "\r", "\r\r\n"]),
                              min_size=len(lines) - 1, max_size=len(lines) - 1))
    out = []
    for line, eol in zip(lines, eols):
        # a bare CR followed by an empty line ending in LF/CRLF would *be* a CRLF / CR-CR-LF:
        # that text is genuinely ambiguous, so don't generate it
        if not line and out and out[-1].endswith("\r") and eol in ("\n", "\r\n"):
            eol = "\r"
        out.append(line + eol)
    text = data.draw(st.sampled_from(["", "\ufeff"])) + "".join(out) + lines[-1]
    assert cr.normalize_newlines(text) == TINY
    assert _snapshot(cr.parse(text)) == _snapshot(cr.parse(TINY))


@given(st.lists(st.text(alphabet=st.characters(blacklist_characters="\r\n\ufeff"), max_size=20), max_size=8))
def test_normalize_newlines_is_identity_on_lf_text(lines):
    text = "\n".join(lines)
    assert cr.normalize_newlines(text) == text
    assert cr.normalize_newlines("\ufeff" + "\r\n".join(lines)) == text
