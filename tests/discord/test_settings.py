"""Settings: environment over .env, the token never shown, a clear exit without it."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import NO_TOKEN_MESSAGE, Secret, SettingsError, load_settings, parse_dotenv

ROOT = Path(__file__).resolve().parents[2]


def test_dotenv_parsing():
    values = parse_dotenv('# comment\n\nDISCORD_TOKEN="a b#c"\nexport DEV_GUILD_ID=123 # guild\n'
                          "LOG_LEVEL='debug'\nnot a line\nCATALOG_PATH=x.sqlite3\n")
    assert values == {"DISCORD_TOKEN": "a b#c", "DEV_GUILD_ID": "123", "LOG_LEVEL": "debug",
                      "CATALOG_PATH": "x.sqlite3"}


def test_environment_wins_over_dotenv(tmp_path):
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=from-file\nDEV_GUILD_ID=1\nCATALOG_PATH=file.sqlite3\n")
    s = load_settings({"DISCORD_TOKEN": "from-env", "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10/"}, env)
    assert s.token.reveal() == "from-env"
    assert s.dev_guild_id == 1
    assert str(s.catalog_path) == "file.sqlite3"
    assert s.api_base == "http://127.0.0.1:9/api/v10"
    assert s.log_level == "INFO"


def test_defaults_without_anything(tmp_path):
    s = load_settings({}, tmp_path / "missing.env")
    assert s.token is None and not s.has_token
    assert str(s.catalog_path) == "data/catalog.sqlite3"
    assert s.dev_guild_id is None and s.api_base is None


@pytest.mark.parametrize("env", [{"DEV_GUILD_ID": "abc"}, {"DISCORD_API_BASE": "ftp://x"}, {"LOG_LEVEL": "LOUD"}])
def test_bad_values_name_the_setting(env, tmp_path):
    with pytest.raises(SettingsError, match=next(iter(env))):
        load_settings(env, None)


def test_the_token_never_shows(caplog):
    s = load_settings({"DISCORD_TOKEN": "super.secret.token"}, None)
    shown = [repr(s), str(s), f"{s}", f"{s.token}", f"{s.token!r}", "%s" % (s.token,)]  # noqa: UP031 (old-style formatting is what is tested)
    with caplog.at_level(logging.INFO):
        logging.getLogger("test").info("settings %s token %s %r", s, s.token, s.token)
    shown.append(caplog.text)
    assert not any("super.secret.token" in x for x in shown)
    assert s.token.reveal() == "super.secret.token"
    with pytest.raises(TypeError):
        import pickle
        pickle.dumps(s.token)
    assert Secret("a") == Secret("a") and Secret("a") != Secret("b")


def test_run_without_a_token_exits_2_with_one_line_saying_what_to_do(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "bot", "run"], cwd=tmp_path, env={**env, "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert lines == [NO_TOKEN_MESSAGE]
    assert "DISCORD_TOKEN" in lines[0] and ".env" in lines[0] and "python -m bot card" in lines[0]


def test_run_without_a_catalog_says_how_to_build_it_before_connecting(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x.y.z",
           "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10", "CATALOG_PATH": str(tmp_path / "none.sqlite3")}
    proc = subprocess.run([sys.executable, "-m", "bot", "run"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    assert proc.returncode == 2
    assert "catalog build" in proc.stderr and "x.y.z" not in proc.stderr + proc.stdout


def test_shard_settings(tmp_path):
    none = tmp_path / "missing.env"
    s = load_settings({}, none)
    assert s.shard_count is None and s.shard_ids is None  # Discord recommends, one process runs all
    s = load_settings({"SHARD_COUNT": "4", "SHARD_IDS": "2-3"}, none)
    assert s.shard_count == 4 and s.shard_ids == (2, 3)
    assert load_settings({"SHARD_COUNT": "8", "SHARD_IDS": "0-1, 6"}, none).shard_ids == (0, 1, 6)
    assert load_settings({"SHARD_COUNT": "3"}, none).shard_ids == (0, 1, 2)


@pytest.mark.parametrize("env, words", [
    ({"SHARD_IDS": "0-1"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "2-4"}, "outside 0-3"),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "two"}, "shard numbers and ranges"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be"),
    ({"METRICS_PORT": "http"}, "METRICS_PORT must be a port number"),
    ({"METRICS_PORT": "70000"}, "METRICS_PORT must be a port number"),
])
def test_bad_shard_and_metrics_settings_name_the_setting(env, words, tmp_path):
    with pytest.raises(SettingsError, match=words):
        load_settings(env, tmp_path / "missing.env")


def test_the_sharded_bot_runs_only_its_shards():
    from bot.client import RulesBot

    bot = RulesBot(load_settings({"SHARD_COUNT": "4", "SHARD_IDS": "2-3"}, None), open_library=False)
    assert bot.shard_count == 4 and bot.shard_ids == [2, 3]
    bot = RulesBot(load_settings({}, None), open_library=False)
    assert bot.shard_count is None and bot.shard_ids is None
