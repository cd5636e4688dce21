import pytest


@pytest.fixture(autouse=True)
def _quick_offline_downloads(monkeypatch):
    """Downloads here are from 127.0.0.1: retry at once, and never reach for the real judge page or
    MTGJSON's names file (a test that wants names serves its own)."""
    from bot.catalog import bulk

    monkeypatch.setattr(bulk, "RETRY_DELAY", 0.01)
    monkeypatch.setenv("JUDGE_DOCS_PAGE", "none")
    monkeypatch.setenv("NAMES_SOURCE", "none")
