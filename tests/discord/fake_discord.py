"""A local fake Discord on 127.0.0.1: enough of the HTTP API and the gateway for a real
discord.py bot to log in, connect, receive INTERACTION_CREATE dispatches and answer them.

    fake = FakeDiscord(); await fake.start()        # an ephemeral port
    env DISCORD_API_BASE=fake.api_base, DISCORD_TOKEN=...  ->  python -m bot run
    await fake.wait_identified()
    reply = await fake.interact(harness.command("card", name="Delver of Secrets"))
    reply.body, reply.seconds                       # the first callback (the acknowledgement)
    timing = await fake.final_answer(reply.interaction_id)
    timing.final_seconds                            # when the person sees the answer

Every interaction sent is timed (fake.timings, by interaction ID): its first callback (the
acknowledgement, which Discord wants within 3 s) and that callback's type, and its final answer:
the callback itself, or when the callback was a deferral (type 5 or 6), the first follow-up
(POST /webhooks/{app}/{token}) or edit of the response (PATCH .../messages/...) for its token.
The HTTP server keeps connections alive (aiohttp's default); fake.connections counts the TCP
connections the bot opened.

HTTP: /gateway/bot, /gateway, /users/@me, /oauth2/applications/@me, the application's global
and guild commands (PUT/GET), /interactions/{id}/{token}/callback, and the webhook routes
for follow-ups and editing the original response. Gateway: HELLO (op 10), IDENTIFY (op 2) ->
READY, HEARTBEAT (op 1) -> HEARTBEAT ACK (op 11), then dispatches sent by the test.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.discord.harness import APPLICATION_ID, BOT_USER, message_payload, snowflake

log = logging.getLogger(__name__)


JSON_BODY = web.RequestKey("json", object) if hasattr(web, "RequestKey") else "json"


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py reads a body as JSON only when Content-Type is exactly application/json
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


DEFERRED = (5, 6)  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_UPDATE_MESSAGE


@dataclass
class Timing:
    """One interaction's acknowledgement and final answer, as perf_counter() times."""

    interaction_id: str
    sent_at: float
    ack_at: float | None = None
    ack_type: int | None = None
    final_at: float | None = None
    final_via: str | None = None  # "callback", "followup" or "edit"

    @property
    def deferred(self) -> bool:
        return self.ack_type in DEFERRED

    @property
    def ack_seconds(self) -> float | None:
        return None if self.ack_at is None else self.ack_at - self.sent_at

    @property
    def final_seconds(self) -> float | None:
        return None if self.final_at is None else self.final_at - self.sent_at


@dataclass
class Reply:
    """What came back for one interaction: the callback body and how long it took."""

    interaction_id: str
    body: dict
    seconds: float
    sent_at: float
    requests: list[tuple[str, str, Any]] = field(default_factory=list)

    @property
    def type(self) -> int:
        return self.body.get("type")

    @property
    def data(self) -> dict:
        return self.body.get("data") or {}

    @property
    def ephemeral(self) -> bool:
        return bool(self.data.get("flags", 0) & 64)


class FakeDiscord:
    def __init__(self, *, token: str | None = None, host: str = "127.0.0.1") -> None:
        self.host = host
        self.port = 0
        self.expected_token = token
        self.requests: list[tuple[str, str, Any]] = []  # (method, path, json body)
        self.commands: dict[str | None, list[dict]] = {}  # guild id (None: global) -> commands
        self.messages: dict[str, dict] = {}
        self.unauthorised: list[str] = []
        self._waiters: dict[str, asyncio.Future] = {}
        self._sent_at: dict[str, float] = {}
        self.timings: dict[str, Timing] = {}  # interaction id -> its acknowledgement and final answer
        self._finals: dict[str, asyncio.Future] = {}  # interaction id -> future of its Timing
        self._by_token: dict[str, str] = {}  # interaction token -> interaction id
        self.connections: dict[Any, float] = {}  # (peer, server socket) of each HTTP connection -> first seen
        self._sockets: list[web.WebSocketResponse] = []
        self._identified = asyncio.Event()
        self._seq = 0
        self._runner: web.AppRunner | None = None
        self.sessions = 0

    # -- life cycle ----------------------------------------------------------------------------

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base}/api/v10"

    async def start(self) -> None:
        app = web.Application(middlewares=[self._record])
        r = app.router
        api = "/api/v10"
        r.add_get(api + "/gateway/bot", self.gateway_bot)
        r.add_get(api + "/gateway", self.gateway_bot)
        r.add_get(api + "/users/@me", self.users_me)
        r.add_get(api + "/oauth2/applications/@me", self.application_me)
        r.add_route("*", api + "/applications/{app}/commands", self.app_commands)
        r.add_route("*", api + "/applications/{app}/guilds/{guild}/commands", self.app_commands)
        r.add_post(api + "/interactions/{id}/{token}/callback", self.callback)
        r.add_post(api + "/webhooks/{app}/{token}", self.followup)
        r.add_route("*", api + "/webhooks/{app}/{token}/messages/{message}", self.webhook_message)
        r.add_get("/gateway", self.gateway)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def wait_identified(self, timeout: float = 60.0) -> None:
        await asyncio.wait_for(self._identified.wait(), timeout)

    # -- sending interactions ------------------------------------------------------------------

    async def dispatch(self, event: str, data: dict) -> None:
        if not self._sockets:
            raise RuntimeError("no bot is connected to the gateway")
        self._seq += 1
        await self._sockets[-1].send_str(json.dumps({"op": 0, "t": event, "s": self._seq, "d": data}))

    async def send_interaction(self, payload: dict) -> asyncio.Future:
        """Dispatch INTERACTION_CREATE; the future resolves to the Reply."""
        loop = asyncio.get_running_loop()
        iid = payload["id"]
        future = loop.create_future()
        self._waiters[iid] = future
        self._finals[iid] = loop.create_future()
        if payload.get("token"):
            self._by_token[payload["token"]] = iid
        now = time.perf_counter()
        self._sent_at[iid] = now
        self.timings[iid] = Timing(iid, now)
        await self.dispatch("INTERACTION_CREATE", payload)
        return future

    def final_answer(self, interaction_id: str) -> asyncio.Future:
        """A future of the interaction's Timing, resolved when its final answer arrives: at the
        callback, or for a deferred one at the follow-up or edit that carries the answer."""
        return self._finals[interaction_id]

    def _final(self, iid: str | None, via: str, now: float) -> None:
        timing = self.timings.get(iid) if iid is not None else None
        if timing is None or timing.final_at is not None:
            return
        if via != "callback" and not timing.deferred:
            return  # a follow-up after a direct answer: the person saw the answer already
        timing.final_at, timing.final_via = now, via
        future = self._finals.get(iid)
        if future is not None and not future.done():
            future.set_result(timing)

    async def interact(self, payload: dict, timeout: float = 10.0) -> Reply:
        future = await self.send_interaction(payload)
        return await asyncio.wait_for(future, timeout)

    # -- HTTP ----------------------------------------------------------------------------------

    @web.middleware
    async def _record(self, request: web.Request, handler):
        transport = request.transport
        if transport is not None:
            key = (transport.get_extra_info("peername"), transport.get_extra_info("sockname"))
            self.connections.setdefault(key, time.perf_counter())
        body = None
        if request.can_read_body and request.content_type == "application/json":
            body = await request.json()
        request[JSON_BODY] = body
        self.requests.append((request.method, request.path, body))
        if request.path.startswith("/api/") and not request.path.startswith(("/api/v10/interactions/",
                                                                            "/api/v10/webhooks/")):
            auth = request.headers.get("Authorization", "")
            if self.expected_token is not None and auth != f"Bot {self.expected_token}":
                self.unauthorised.append(request.path)
                return _json({"message": "401: Unauthorized", "code": 0}, status=401)
        return await handler(request)

    async def gateway_bot(self, request: web.Request) -> web.Response:
        return _json({"url": f"ws://{self.host}:{self.port}/gateway", "shards": 1,
                                  "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0,
                                                          "max_concurrency": 1}})

    async def users_me(self, request: web.Request) -> web.Response:
        return _json(BOT_USER)

    async def application_me(self, request: web.Request) -> web.Response:
        return _json({
            "id": str(APPLICATION_ID), "name": "rules-bot", "icon": None, "description": "", "summary": "",
            "bot_public": True, "bot_require_code_grant": False, "owner": {**BOT_USER, "bot": False, "id": "1"},
            "verify_key": "0" * 64, "flags": 0, "team": None, "type": None, "rpc_origins": [],
            "interactions_endpoint_url": None,
        })

    async def app_commands(self, request: web.Request) -> web.Response:
        guild = request.match_info.get("guild")
        if request.method == "PUT":
            body = request[JSON_BODY] or []
            self.commands[guild] = [
                {"id": snowflake(), "application_id": str(APPLICATION_ID), "version": snowflake(),
                 "type": 1, "default_member_permissions": None, "nsfw": False,
                 "description": "",  # Discord answers a context menu command with an empty description
                 **({"guild_id": guild} if guild else {}), **c}
                for c in body]
        return _json(self.commands.get(guild, []))

    async def callback(self, request: web.Request) -> web.Response:
        now = time.perf_counter()
        iid = request.match_info["id"]
        body = request[JSON_BODY] or {}
        kind = body.get("type")
        timing = self.timings.get(iid)
        if timing is not None and timing.ack_at is None:
            timing.ack_at, timing.ack_type = now, kind
            if kind not in DEFERRED:
                self._final(iid, "callback", now)
        result: dict[str, Any] = {"interaction": {"id": iid, "type": 2}}
        if kind in (4, 5, 7):
            data = body.get("data") or {}
            message = message_payload(data)
            self.messages[message["id"]] = message
            result["interaction"]["response_message_id"] = message["id"]
            result["resource"] = {"type": kind, "message": message}
        waiter = self._waiters.pop(iid, None)
        if waiter is not None and not waiter.done():
            sent = self._sent_at.pop(iid, now)
            waiter.set_result(Reply(iid, body, now - sent, sent))
        return _json(result)

    async def followup(self, request: web.Request) -> web.Response:
        self._final(self._by_token.get(request.match_info["token"]), "followup", time.perf_counter())
        message = message_payload(request[JSON_BODY] or {})
        self.messages[message["id"]] = message
        return _json(message)

    async def webhook_message(self, request: web.Request) -> web.Response:
        mid = request.match_info["message"]
        if request.method == "DELETE":
            return web.Response(status=204)
        message = self.messages.get(mid) or message_payload({}, message_id=mid if mid.isdigit() else None)
        if request.method == "PATCH":
            self._final(self._by_token.get(request.match_info["token"]), "edit", time.perf_counter())
            message = {**message, **{k: v for k, v in (request[JSON_BODY] or {}).items()
                                     if k in ("content", "embeds", "components")}}
            self.messages[message["id"]] = message
        return _json(message)

    # -- gateway -------------------------------------------------------------------------------

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.append(ws)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}}))
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op = frame.get("op")
                if op == 1:
                    await ws.send_str(json.dumps({"op": 11}))
                elif op == 2:
                    self.sessions += 1
                    self._seq += 1
                    await ws.send_str(json.dumps({"op": 0, "t": "READY", "s": self._seq, "d": {
                        "v": 10, "user": BOT_USER, "guilds": [], "session_id": f"session-{self.sessions}",
                        "resume_gateway_url": f"ws://{self.host}:{self.port}/gateway", "shard": [0, 1],
                        "application": {"id": str(APPLICATION_ID), "flags": 0},
                    }}))
                    self._identified.set()
                elif op == 6:  # RESUME
                    await ws.send_str(json.dumps({"op": 0, "t": "RESUMED", "s": self._seq, "d": {}}))
        finally:
            if ws in self._sockets:
                self._sockets.remove(ws)
        return ws
