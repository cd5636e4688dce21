"""The download addresses a fresh server uses: SCRYFALL_API, RULES_PAGE, JUDGE_DOCS_PAGE and
NAMES_SOURCE, from the environment over .env, each documented in .env.example."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import DEFAULT_JUDGE_DOCS_PAGE, SettingsError, load_sources

ROOT = Path(__file__).resolve().parents[1]


def test_defaults_are_the_official_addresses(tmp_path):
    s = load_sources({}, tmp_path / "no.env")
    assert s.scryfall_api == "https://api.scryfall.com" and s.rules_page.startswith("https://magic.wizards.com")
    assert s.judge_docs_page == DEFAULT_JUDGE_DOCS_PAGE == "https://wpn.wizards.com/en/rules-documents"
    assert s.names_source == "https://mtgjson.com/api/v5/AtomicCards.json.gz"  # Japanese names, streamed


def test_the_environment_wins_over_dotenv_and_none_turns_the_judge_page_off(tmp_path):
    env = tmp_path / ".env"
    env.write_text("SCRYFALL_API=http://mirror.example/api\nJUDGE_DOCS_PAGE=none\nNAMES_SOURCE=data/Atomic.json\n")
    s = load_sources({"SCRYFALL_API": "http://127.0.0.1:8000"}, env)
    assert s.scryfall_api == "http://127.0.0.1:8000" and s.judge_docs_page is None
    assert s.names_source == "data/Atomic.json"


def test_an_address_that_is_not_a_url_is_refused_with_its_name(tmp_path):
    with pytest.raises(SettingsError, match="RULES_PAGE must be an http"):
        load_sources({"RULES_PAGE": "magic.wizards.com/en/rules"}, tmp_path / "no.env")


def test_every_source_setting_is_documented_in_env_example():
    text = (ROOT / ".env.example").read_text()
    for name in ("SCRYFALL_API", "RULES_PAGE", "JUDGE_DOCS_PAGE", "NAMES_SOURCE"):
        assert f"# {name}=" in text, name
