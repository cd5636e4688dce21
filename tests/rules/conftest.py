"""Fixtures for the rules engine tests: real rules editions, real cards, and a recorder
that checks every citation the engine emits exists in the edition it was run against."""

from __future__ import annotations

import re

import pytest

from bot.cr import load_file
from bot.errors import QueryError
from tests.conftest import RULES_DIR as RULES

EDITION_FILES = {
    "2021": RULES / "archive" / "MagicCompRules_2021-11-15.txt",
    "2024": RULES / "archive" / "MagicCompRules_2024-08-02.txt",
    "2024-11": RULES / "archive" / "MagicCompRules_2024-11-08.txt",
    "2026": RULES / "MagicCompRules_20260417.txt",
}

_EDITIONS: dict[str, object] = {}

# Every (edition, citation) the engine emitted during the test session.
EMITTED: list[tuple[object, dict]] = []


def edition(key: str):
    if key not in _EDITIONS:
        _EDITIONS[key] = load_file(EDITION_FILES[key])
    return _EDITIONS[key]


@pytest.fixture(scope="session")
def ed2026():
    return edition("2026")


@pytest.fixture(scope="session")
def ed2024():
    return edition("2024")


@pytest.fixture(scope="session")
def ed2021():
    return edition("2021")


@pytest.fixture(scope="session")
def get_card(real_card):
    """name -> Card, from the catalog built from ../shared/data."""
    return real_card


def _record(ed, result: dict) -> dict:
    from bot.rules.citations import CAP

    cits = list(result.get("citations", []))
    for s in result.get("steps", []):
        cits += s.get("citations", [])
        # the rule that decides, then at most two that support it; the step's text names no other rule
        assert len(s.get("citations", [])) <= CAP, (s["action"], [c["number"] for c in s["citations"]])
        shown = {c["number"] for c in s.get("citations", [])}
        for group in re.findall(r"\((\d{3}(?:\.\d+[a-z]?)?(?:, \d{3}(?:\.\d+[a-z]?)?)*)\)", s.get("explanation", "")):
            assert set(group.split(", ")) <= shown, (s["action"], group, sorted(shown))
    for c in cits:
        EMITTED.append((ed, c))
        assert ed.exists(c["number"]), f"cited {c['number']} which the loaded edition doesn't have"
        assert ed.get(c["number"]).text == c["text"]
    return result


@pytest.fixture
def sim(get_card, ed2026):
    """sim(card_name, steps, zone=..., edition=...) -> the JSON dict, citations checked."""
    from bot.rules.simulate import simulate

    def run(name, steps=(), *, zone="library", edition=None, card=None, day_night=None):
        ed = edition or ed2026
        c = card if card is not None else get_card(name)
        return _record(ed, simulate(c, ed, zone=zone, steps=steps, resolve_card=get_card, day_night=day_night))

    return run


@pytest.fixture
def dn(get_card, ed2026):
    from bot.rules.simulate import simulate_daynight

    def run(steps, *, start="neither", edition=None, resolve_card=None):
        ed = edition or ed2026
        return _record(ed, simulate_daynight(ed, start=start, steps=steps, resolve_card=resolve_card or get_card))

    return run


def not_found(name):
    raise QueryError("not_found", f"No card named {name!r}")
