"""Full garbage collections wait for a quiet moment instead of pausing a burst of answers."""

from __future__ import annotations

import asyncio
import gc

from bot import client


async def test_full_collections_run_only_when_few_tasks_are_running(monkeypatch):
    collected = []
    monkeypatch.setattr(client, "FULL_GC_EVERY", 0.01)
    monkeypatch.setattr(client.gc, "collect", lambda *a: collected.append(a))
    before = gc.get_threshold()
    busy = [asyncio.create_task(asyncio.sleep(10)) for _ in range(client.QUIET_TASKS)]
    collector = asyncio.create_task(client.full_collections_when_quiet())
    await asyncio.sleep(0.05)
    assert collected == []  # a burst is being answered: no full collection
    assert gc.get_threshold()[2] > 10**6  # and the automatic ones are off
    for t in busy:
        t.cancel()
    await asyncio.sleep(0.05)
    assert collected  # quiet again: collected
    collector.cancel()
    await asyncio.gather(collector, *busy, return_exceptions=True)
    assert gc.get_threshold()[:2] == before[:2] and gc.get_threshold()[2] == 10
