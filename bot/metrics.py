"""Health and metrics: counters the bot updates, and an optional HTTP endpoint on localhost.

    METRICS_PORT=9108 python -m bot run
    curl localhost:9108/healthz    200 while the process is up
    curl localhost:9108/readyz     200 once the catalog is open and every shard is ready, else 503
    curl localhost:9108/metrics    the Prometheus text format (prometheus_client)

Labels carry only command names, outcomes, shard IDs and the catalog's file name and rules
edition: never a token, a user, a guild or anything anyone typed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

log = logging.getLogger(__name__)

# How an interaction ended (the "outcome" label).
ANSWERED = "answered"  # the answer, or buttons' update, reached Discord
USER_ERROR = "user_error"  # a message that says what to fix (not found, did you mean, bad option)
FAILED = "failed"  # a fault in the bot: apology sent, traceback logged
DISCORD_FAULT = "discord_fault"  # Discord or the network failed the reply: one log line
LATE = "late"  # already past Discord's 3 s when its turn came: dropped unanswered
REFUSED = "refused"  # arrived while stopping: left for Discord to time out
EXPIRED = "expired"  # a button pressed after it expired, or one no version of the bot answers

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)


class Metrics:
    """The bot's metrics in their own registry (a test can make a fresh one)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.interactions = Counter("mtgbot_interactions", "Interactions by command and outcome",
                                    ["command", "outcome"], registry=r)
        self.answer_seconds = Histogram("mtgbot_answer_seconds",
                                        "From the interaction's creation (its snowflake) to its answer",
                                        ["command"], buckets=LATENCY_BUCKETS, registry=r)
        self.deferrals = Counter("mtgbot_deferrals", "Answers deferred because they were slow", ["command"],
                                 registry=r)
        self.errors = Counter("mtgbot_errors", "Failures by kind (bot faults and Discord faults)", ["kind"],
                              registry=r)
        self.in_flight = Gauge("mtgbot_interactions_in_flight", "Interactions being answered now", registry=r)
        self.gateway_latency = Gauge("mtgbot_gateway_latency_seconds", "Heartbeat round trip by shard",
                                     ["shard"], registry=r)
        self.catalog = Gauge("mtgbot_catalog_info", "The catalog in use (value 1) and its rules edition",
                             ["catalog", "rules_edition"], registry=r)
        self.reloads = Counter("mtgbot_catalog_reloads", "Catalog reloads by result", ["result"], registry=r)

    def use_catalog(self, name: str, rules_edition: str) -> None:
        self.catalog.clear()
        self.catalog.labels(catalog=name, rules_edition=rules_edition).set(1)

    def text(self) -> bytes:
        return generate_latest(self.registry)


METRICS = Metrics()


class HealthServer:
    """/healthz, /readyz and /metrics on 127.0.0.1:port (0: any free port)."""

    def __init__(self, metrics: Metrics, ready: Callable[[], tuple[bool, str]],
                 before_scrape: Callable[[], None] | None = None, *, host: str = "127.0.0.1", port: int = 0):
        self.metrics, self.ready, self.before_scrape = metrics, ready, before_scrape
        self.host, self.port = host, port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/readyz", self._readyz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        log.info("Health and metrics on http://%s:%d (/healthz /readyz /metrics)", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _healthz(self, request: web.Request) -> web.Response:
        return web.Response(text="ok\n")

    async def _readyz(self, request: web.Request) -> web.Response:
        ok, why = self.ready()
        return web.Response(text=why + "\n", status=200 if ok else 503)

    async def _metrics(self, request: web.Request) -> web.Response:
        if self.before_scrape is not None:
            self.before_scrape()
        return web.Response(body=self.metrics.text(), headers={"Content-Type": CONTENT_TYPE_LATEST})
