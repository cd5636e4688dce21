"""Shared fixtures: the real data in ../shared/data, a catalog built from it once per test
session, the Library opened on it, and the rules editions."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import cr

ROOT = Path(__file__).resolve().parents[1]
SHARED_DATA = ROOT.parent / "shared" / "data"
RULES_DIR = SHARED_DATA / "rules"

needs_data = pytest.mark.skipif(not SHARED_DATA.is_dir(), reason="../shared/data (the real card data) is absent")


def rules_file(date: str) -> Path:
    """The rules text published on `date` (YYYY-MM-DD), newest or archived."""
    newest = RULES_DIR / f"MagicCompRules_{date.replace('-', '')}.txt"
    return newest if newest.is_file() else RULES_DIR / "archive" / f"MagicCompRules_{date}.txt"


def catalog_sources() -> list[str]:
    """The folders of ../shared/data the catalog is built from. scryfall/ holds single API objects
    (one card, a bulk-data index) for the Scryfall importer's own tests, which serve them as bulk
    files; they are not a card source, and the build refuses them."""
    return [str(p) for p in sorted(SHARED_DATA.iterdir()) if p.is_dir() and p.name != "scryfall"]


@pytest.fixture(scope="session")
def catalog_path(tmp_path_factory) -> Path:
    if not SHARED_DATA.is_dir():
        pytest.skip("../shared/data (the real card data) is absent")
    from bot.catalog.build import build

    path = tmp_path_factory.mktemp("catalog") / "catalog.sqlite3"
    build(path, catalog_sources(), progress=False)
    return path


@pytest.fixture(scope="session")
async def library(catalog_path):
    from bot.library import Library

    lib = await Library.open(catalog_path)
    yield lib
    await lib.close()


@pytest.fixture(scope="session")
def real_card(library):
    """real_card("Bottomless Pool // Locker Room") -> the Card from the catalog built from the real data."""
    return library.find_now


@pytest.fixture(scope="session")
def edition() -> cr.Edition:
    if not RULES_DIR.is_dir():
        pytest.skip("../shared/data/rules is absent")
    return cr.load_file(cr.newest_file(RULES_DIR))


@pytest.fixture(scope="session")
def edition_of():
    """edition_of("2024-08-02") -> that edition, parsed from the archived file."""
    cache: dict[str, cr.Edition] = {}

    def load(date: str) -> cr.Edition:
        if date not in cache:
            path = rules_file(date)
            if not path.is_file():
                pytest.skip(f"no rules file published {date}")
            cache[date] = cr.load_file(path)
        return cache[date]

    return load
