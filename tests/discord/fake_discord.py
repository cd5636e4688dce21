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

As Discord does, it refuses an interaction callback that arrives more than 3 s after the
interaction was created (404, code 10062; counted in fake.late_callbacks) and a second callback
for the same interaction (400, code 40060; fake.answered_twice). Shards: /gateway/bot
recommends `shard_count` shards; each IDENTIFY names its shard, and a dispatch goes to the
shard that owns its guild ((guild_id >> 22) % shard_count, direct messages to shard 0), so a
guild's interactions reach only the process running that shard.

Faults, for resilience tests (each a function of the interaction ID, or None):
`callback_fault(iid) -> None | (status, json, headers)` answers a callback with an error
instead (a 429 with retry_after, a 5xx; `after_ack=True` in the tuple's json makes the callback
count as received first, as when Discord acknowledged but the response was lost);
`rest_delay` seconds are slept before every HTTP answer; `close_gateway(code)` closes every
gateway connection (1006-like abnormal close or 4000) so the bot resumes or reconnects.

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
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.discord.harness import APPLICATION_ID, BOT_USER, message_payload, snowflake

log = logging.getLogger(__name__)


JSON_BODY = web.RequestKey("json", object) if hasattr(web, "RequestKey") else "json"


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py reads a body as JSON only when Content-Type is exactly application/json
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


DEFERRED = (5, 6)
DEADLINE = 3.0  # Discord's: the first callback within 3 s of the interaction's creation
DISCORD_EPOCH_MS = 1420070400000
REPLAYABLE = 2000  # events per shard kept to send again on RESUME


def created_at(interaction_id: str) -> float:
    return ((int(interaction_id) >> 22) + DISCORD_EPOCH_MS) / 1000


def shard_of(guild_id: int | None, shard_count: int) -> int:
    return 0 if guild_id is None else (guild_id >> 22) % shard_count  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_UPDATE_MESSAGE


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


class NoShard(RuntimeError):
    """No connected bot runs the shard an event belongs to."""


class FakeDiscord:
    def __init__(self, *, token: str | None = None, host: str = "127.0.0.1", shard_count: int = 1,
                 required_shards: int = 1) -> None:
        self.host = host
        self.shard_count = shard_count
        self.required_shards = required_shards  # fewer in an IDENTIFY: close 4011, "sharding required"
        self.shards: dict[int, web.WebSocketResponse] = {}  # shard id -> its gateway connection
        self.identified: list[tuple[int, int]] = []  # every IDENTIFY's [shard_id, shard_count]
        self.close_codes: list[int | None] = []  # how each gateway connection ended, as the bot closed it
        self.late_callbacks: list[str] = []
        self.answered_twice: list[str] = []
        self.callback_fault: Callable[[str], tuple[int, dict, dict] | None] | None = None
        self.rest_delay = 0.0
        self.resumes = 0
        self._sent_frames: dict[int, list[tuple[int, str]]] = {}  # shard -> (seq, frame) sent to it
        self._transports: dict[int, Any] = {}
        self._acked_ok: set[str] = set()  # interactions whose callback the bot saw succeed
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

    async def wait_shards(self, shard_ids, timeout: float = 60.0) -> None:
        """Until every one of `shard_ids` has a gateway connection that identified."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not all(i in self.shards for i in shard_ids):
            if loop.time() > deadline:
                raise TimeoutError(f"shards {sorted(set(shard_ids) - set(self.shards))} never identified")
            await asyncio.sleep(0.05)

    async def close_gateway(self, code: int = 4000) -> None:
        """Close every gateway connection as Discord does when it drops a session: with `code`
        (4000: unknown error, the bot should resume), or 1006: the connection just breaks, no
        close frame at all. On RESUME the events the bot missed are sent again."""
        for ws in list(self._sockets):
            if code == 1006:
                transport = self._transports.get(id(ws))
                if transport is not None:
                    transport.abort()
            else:
                await ws.close(code=code)

    # -- sending interactions ------------------------------------------------------------------

    async def dispatch(self, event: str, data: dict) -> None:
        guild = data.get("guild_id")
        shard = shard_of(int(guild) if guild else None, self.shard_count)
        ws = self.shards.get(shard)
        if ws is None or ws.closed:
            raise NoShard(f"no bot runs shard {shard} (guild {guild})")
        self._seq += 1
        frame = json.dumps({"op": 0, "t": event, "s": self._seq, "d": data})
        sent = self._sent_frames.setdefault(shard, [])
        sent.append((self._seq, frame))
        del sent[:-REPLAYABLE]
        try:
            await ws.send_str(frame)
        except ConnectionError:  # the connection just broke: the event is sent again when the bot resumes
            log.info("event %s queued for the resume of shard %d", self._seq, shard)

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
        if self.rest_delay and request.path.startswith("/api/"):
            await asyncio.sleep(self.rest_delay)
        if request.path.startswith("/api/") and not request.path.startswith(("/api/v10/interactions/",
                                                                            "/api/v10/webhooks/")):
            auth = request.headers.get("Authorization", "")
            if self.expected_token is not None and auth != f"Bot {self.expected_token}":
                self.unauthorised.append(request.path)
                return _json({"message": "401: Unauthorized", "code": 0}, status=401)
        return await handler(request)

    async def gateway_bot(self, request: web.Request) -> web.Response:
        return _json({"url": f"ws://{self.host}:{self.port}/gateway", "shards": self.shard_count,
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
        fault = self.callback_fault(iid) if self.callback_fault is not None else None
        if fault is not None:
            status, payload, headers = fault
            if payload.pop("after_ack", False) and timing is not None and timing.ack_at is None:
                self._acknowledge(iid, timing, kind, body, now)
            return web.Response(body=json.dumps(payload).encode(), status=status,
                                headers={"Content-Type": "application/json", **headers})
        if time.time() - created_at(iid) > DEADLINE:
            self.late_callbacks.append(iid)
            return _json({"message": "Unknown interaction", "code": 10062}, status=404)
        if timing is not None and timing.ack_at is not None:
            if iid in self._acked_ok:  # the bot knew it had answered, and answered again
                self.answered_twice.append(iid)
            return _json({"message": "Interaction has already been acknowledged.", "code": 40060}, status=400)
        self._acked_ok.add(iid)
        return self._acknowledge(iid, timing, kind, body, now)

    def _acknowledge(self, iid: str, timing: Timing | None, kind: int | None, body: dict,
                     now: float) -> web.Response:
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
        self._transports[id(ws)] = request.transport
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
                    shard = (frame.get("d") or {}).get("shard") or [0, 1]
                    if shard[1] < self.required_shards:
                        await ws.close(code=4011, message=b"Sharding required.")
                        break
                    self.identified.append((shard[0], shard[1]))
                    self.shards[shard[0]] = ws
                    await ws.send_str(json.dumps({"op": 0, "t": "READY", "s": self._seq, "d": {
                        "v": 10, "user": BOT_USER, "guilds": [], "session_id": f"session-{self.sessions}",
                        "resume_gateway_url": f"ws://{self.host}:{self.port}/gateway", "shard": shard,
                        "application": {"id": str(APPLICATION_ID), "flags": 0},
                    }}))
                    self._identified.set()
                elif op == 6:  # RESUME
                    self.resumes += 1
                    resumed = frame.get("d") or {}
                    shard_id = self._shard_of_session(resumed.get("session_id"))
                    self.shards[shard_id] = ws
                    for seq, missed in self._sent_frames.get(shard_id, []):
                        if seq > (resumed.get("seq") or 0):
                            await ws.send_str(missed)
                    await ws.send_str(json.dumps({"op": 0, "t": "RESUMED", "s": self._seq, "d": {}}))
        finally:
            self.close_codes.append(ws.close_code)
            self._transports.pop(id(ws), None)
            if ws in self._sockets:
                self._sockets.remove(ws)
            for shard_id, open_ws in list(self.shards.items()):
                if open_ws is ws:
                    del self.shards[shard_id]
        return ws

    def _shard_of_session(self, session_id: str | None) -> int:
        try:
            return self.identified[int(str(session_id).rsplit("-", 1)[-1]) - 1][0]
        except (ValueError, IndexError):
            return 0
