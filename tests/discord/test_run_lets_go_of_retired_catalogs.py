"""`python -m bot run` keeps no catalog but the one in use: after a reload the first catalog (its
name index and rules, ~60 MB for the real card pool) is freed, not kept by the start-up code for
as long as the bot runs. bench/bench_reload.py measures the resident memory this saves; this test
checks the cause, with run_bot exactly as the command line calls it, in a process of its own (it
installs signal handlers and runs its own event loop). Discord is left out: the bot's `start` is
replaced by two reloads of the catalog file, swapped as `catalog update` swaps it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import asyncio, gc, shutil, sys, weakref
from pathlib import Path

from bot import client
from bot.settings import Secret, Settings

catalog, spare = Path(sys.argv[1]), Path(sys.argv[2])
alive = {}


async def start(self, token, *, reconnect=True):
    first = weakref.ref(self.library)
    for n in range(2):
        staged = catalog.with_name(f"next-{n}.sqlite3")
        shutil.copy(spare, staged)
        staged.replace(catalog)  # a new file at the same path, as a rebuild swaps it in
        ok, text = await self.reload_catalog()
        assert ok, text
        while self._retiring:  # the retired catalog is closed once nothing uses it
            await asyncio.sleep(0.01)
    gc.collect()
    alive["first"] = first() is not None
    alive["in use"] = self.library is not None and self.library is not first()


client.RulesBot.start = start
status = client.run_bot(Settings(token=Secret("fake.token.0"), catalog_path=catalog, log_level="WARNING"))
print(f"status {status}; first catalog alive: {alive.get('first')}; a new one in use: {alive.get('in use')}")
"""


def test_the_first_catalog_is_freed_after_a_reload(catalog_path, tmp_path):
    catalog = tmp_path / "catalog.sqlite3"
    shutil.copy(catalog_path, catalog)
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(catalog), str(catalog_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip().splitlines()[-1] == (
        "status 0; first catalog alive: False; a new one in use: True"), out.stdout + out.stderr[-3000:]
