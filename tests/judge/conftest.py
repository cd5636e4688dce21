"""The three judge documents parsed straight from ../shared/data/judge/, and the desk on the
catalog built from ../shared/data (the same build the bot runs)."""

from __future__ import annotations

import sqlite3

import pytest

from bot.judge.desk import JudgeDesk
from bot.judge.layout import read_html_file
from bot.judge.parse import Document, parse
from tests.conftest import SHARED_DATA

JUDGE_DATA = SHARED_DATA / "judge"


@pytest.fixture(scope="session")
def documents() -> dict[str, Document]:
    if not JUDGE_DATA.is_dir():
        pytest.skip("../shared/data/judge (the judge documents) is absent")
    out = {}
    for code in ("mtr", "ipg", "jar"):
        title, lines = read_html_file(JUDGE_DATA / f"{code}.html")
        out[code] = parse(lines, source=str(JUDGE_DATA / f"{code}.html"), html_title=title)
    return out


@pytest.fixture(scope="session")
def desk(catalog_path) -> JudgeDesk:
    conn = sqlite3.connect(f"{catalog_path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False)
    return JudgeDesk.open(conn)
