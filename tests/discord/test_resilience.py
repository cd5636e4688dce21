"""Discord misbehaving in the middle of a burst: 429s with retry_after, 5xx (some after Discord
had in fact taken the answer), the gateway closing (4000, or the connection just dropping:
1006) and a slow API. Every interaction Discord would still accept gets its answer, none is
answered twice, the bot stays up, and no traceback reaches the log for Discord's faults."""

from __future__ import annotations

import asyncio
import logging

import pytest

from tests.discord import harness as h
from tests.discord.live import live_bot

BURST = 60


def burst(n: int = BURST) -> list[dict]:
    names = ["Delver of Secrets", "Grizzly Bears", "Bottomless Pool", "Tavern Ruffian", "Lightning Bolt"]
    out = []
    for i in range(n):
        if i % 3 == 2:
            out.append(h.autocomplete("card", "name", name=names[i % 5][:4]))
        else:
            out.append(h.command("card", name=names[i % 5]))
    return out


async def send_all(fake, payloads, *, midway=None) -> None:
    for i, payload in enumerate(payloads):
        if midway is not None and i == len(payloads) // 2:
            await midway()
        for _ in range(200):  # while the gateway is down, wait for the bot to be back, as Discord queues
            try:
                await fake.send_interaction(payload)
                break
            except RuntimeError:
                await asyncio.sleep(0.02)


async def answered(fake, payloads, timeout: float = 15.0) -> list[str]:
    """The IDs of the interactions whose final answer arrived."""
    finals = [fake.final_answer(p["id"]) for p in payloads]
    await asyncio.wait(finals, timeout=timeout)
    return [p["id"] for p, f in zip(payloads, finals) if f.done()]


def tracebacks(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.exc_info]


@pytest.mark.parametrize("fault", ["429", "5xx", "5xx after acknowledging", "slow api"])
async def test_every_interaction_is_answered_once_despite_http_faults(fault, monkeypatch, library, caplog):
    tries: dict[str, int] = {}

    def callback_fault(iid: str):
        tries[iid] = tries.get(iid, 0) + 1
        if tries[iid] > 1 or int(iid) % 4:
            return None  # one interaction in four fails its first try
        if fault == "429":
            return 429, {"message": "You are being rate limited.", "retry_after": 0.25, "global": False}, \
                {"Retry-After": "0.25", "X-RateLimit-Scope": "user", "Via": "1.1 google"}  # as Discord sends it
        if fault == "5xx":
            return 502, {"message": "Bad Gateway", "code": 0}, {}
        if fault == "5xx after acknowledging":
            return 500, {"message": "Internal Server Error", "code": 0, "after_ack": True}, {}
        return None

    with caplog.at_level(logging.INFO):
        async with live_bot(monkeypatch, library) as (fake, bot):
            fake.callback_fault = callback_fault
            if fault == "slow api":
                fake.rest_delay = 0.4
            payloads = burst()
            await send_all(fake, payloads)
            done = await answered(fake, payloads)
            if fault.startswith("5xx"):
                await asyncio.sleep(1.5)  # discord.py retries a 5xx after 1 s: let those retries arrive
            assert not bot.is_closed()
    assert len(done) == len(payloads), f"{len(payloads) - len(done)} unanswered"
    assert not fake.answered_twice and not fake.late_callbacks
    if fault != "slow api":
        assert any(n > 1 for n in tries.values())  # the faults did happen
    assert not tracebacks(caplog)


@pytest.mark.parametrize("code", [4000, 1006])
async def test_the_gateway_closing_mid_burst_loses_nothing(code, monkeypatch, library, caplog):
    with caplog.at_level(logging.INFO):
        async with live_bot(monkeypatch, library) as (fake, bot):
            sessions_before = fake.sessions + fake.resumes
            payloads = burst()
            await send_all(fake, payloads, midway=lambda: fake.close_gateway(code))
            done = await answered(fake, payloads)
            reconnected = fake.sessions + fake.resumes > sessions_before
            assert not bot.is_closed()
    assert reconnected
    assert len(done) == len(payloads), f"{len(payloads) - len(done)} unanswered"
    assert not fake.answered_twice and not fake.late_callbacks
    assert not tracebacks(caplog)


async def test_a_burst_queues_for_a_bounded_number_of_connections(monkeypatch, library):
    from bot import client

    monkeypatch.setattr(client, "HTTP_CONNECTIONS", 3)
    async with live_bot(monkeypatch, library) as (fake, bot):
        fake.rest_delay = 0.05  # every answer holds its connection a moment: they would pile up
        payloads = burst(40)
        await send_all(fake, payloads)
        done = await answered(fake, payloads)
    assert len(done) == len(payloads)
    # the gateway and the API share the fake's host here: 3 sockets in all, never one per answer
    assert len(fake.connections) <= 3
