"""Run interactions through discord.py itself, with HTTP captured at the request level.

Interactions are built from gateway-shaped INTERACTION_CREATE payloads and handed to the
client's own parser (ConnectionState.parse_interaction_create), which routes them through the
real CommandTree, views and dynamic items. Every HTTP request discord.py would make (the bot's
routes through HTTPClient.request, interaction callbacks and webhooks through
AsyncWebhookAdapter.request) is recorded with its JSON body and answered the way Discord would.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot import discord_private

APPLICATION_ID = 424242424242424242
BOT_USER = {"id": str(APPLICATION_ID), "username": "rules-bot", "discriminator": "0", "global_name": None,
            "avatar": None, "bot": True}
GUILD_ID = 515151515151515151
CHANNEL_ID = 616161616161616161
USER_ID = 717171717171717171
OTHER_USER_ID = 818181818181818181

DISCORD_EPOCH_MS = 1420070400000
_sequence = itertools.count()


def snowflake(at: float | None = None) -> str:
    """A new snowflake made now (or at Unix time `at`), as Discord makes them: the bot measures an
    interaction's age from its ID."""
    ms = int((time.time() if at is None else at) * 1000) - DISCORD_EPOCH_MS
    return str((ms << 22) | (next(_sequence) & 0x3FFFFF))


def user(user_id: int = USER_ID, name: str = "asker") -> dict:
    return {"id": str(user_id), "username": name, "discriminator": "0", "global_name": name, "avatar": None}


def _base(kind: int, user_id: int, guild: bool) -> dict:
    payload: dict[str, Any] = {
        "id": snowflake(), "application_id": str(APPLICATION_ID), "type": kind, "token": "tok-" + snowflake(),
        "version": 1, "locale": "en-US", "app_permissions": "0", "attachment_size_limit": 8 * 1024 * 1024,
        "entitlements": [], "authorizing_integration_owners": {"0": str(GUILD_ID)},
    }
    if guild:
        payload["guild_id"] = str(GUILD_ID)
        payload["guild_locale"] = "en-US"
        payload["context"] = 0
        payload["channel"] = {"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "rules",
                              "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None}
        payload["channel_id"] = str(CHANNEL_ID)
        payload["member"] = {"user": user(user_id), "roles": [], "joined_at": "2024-01-01T00:00:00+00:00",
                             "deaf": False, "mute": False, "flags": 0, "permissions": "2147483648", "nick": None}
    else:
        payload["context"] = 1
        payload["channel"] = {"id": str(CHANNEL_ID), "type": 1, "recipients": [user(user_id)]}
        payload["channel_id"] = str(CHANNEL_ID)
        payload["user"] = user(user_id)
    return payload


def _options(options: dict[str, Any], focused: str | None = None) -> list[dict]:
    out = []
    for name, value in options.items():
        opt = {"type": 3, "name": name, "value": value}
        if name == focused:
            opt["focused"] = True
        out.append(opt)
    return out


def command(name: str, /, *, user_id: int = USER_ID, guild: bool = True, **options: Any) -> dict:
    """A slash command (INTERACTION_CREATE type 2) with string options."""
    payload = _base(2, user_id, guild)
    payload["data"] = {"id": snowflake(), "name": name, "type": 1, "options": _options(options)}
    return payload


def message_command(name: str, content: str, /, *, user_id: int = USER_ID, guild: bool = True,
                    locale: str = "en-US") -> dict:
    """A message context menu command (type 2, command type 3) used on a message saying `content`."""
    payload = _base(2, user_id, guild)
    payload["locale"] = locale
    target = message_payload({"content": content})
    target["author"] = user(OTHER_USER_ID, "someone")
    payload["data"] = {"id": snowflake(), "name": name, "type": 3, "target_id": target["id"],
                       "resolved": {"messages": {target["id"]: target}}}
    return payload


def autocomplete(name: str, focused: str, /, *, user_id: int = USER_ID, guild: bool = True, **options: Any) -> dict:
    """An autocomplete request (type 4) with `focused` the option being typed."""
    payload = _base(4, user_id, guild)
    payload["data"] = {"id": snowflake(), "name": name, "type": 1, "options": _options(options, focused)}
    return payload


def button_press(message: dict, custom_id: str, *, user_id: int = USER_ID, guild: bool = True) -> dict:
    """A button click (type 3) on `message` (a message payload as Discord would send it)."""
    payload = _base(3, user_id, guild)
    payload["message"] = message
    payload["data"] = {"custom_id": custom_id, "component_type": 2}
    return payload


def select_choice(message: dict, custom_id: str, values: list[str], *, user_id: int = USER_ID,
                  guild: bool = True) -> dict:
    """A choice in a select menu (type 3, component type 3) on `message`."""
    payload = _base(3, user_id, guild)
    payload["message"] = message
    payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
    return payload


def selects(message_or_body: dict) -> list[dict]:
    return [c for row in message_or_body.get("components") or [] for c in row.get("components", [])
            if c.get("type") == 3]


def message_payload(body: dict, *, message_id: str | None = None, flags: int | None = None) -> dict:
    """The message Discord stores for a response or edit `body`."""
    return {
        "id": message_id or snowflake(), "channel_id": str(CHANNEL_ID), "author": BOT_USER,
        "content": body.get("content") or "", "timestamp": "2026-04-20T12:00:00+00:00", "edited_timestamp": None,
        "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": body.get("embeds") or [], "components": body.get("components") or [], "pinned": False,
        "type": 20, "flags": body.get("flags", 0) if flags is None else flags,
        "application_id": str(APPLICATION_ID),
    }


def custom_ids(message_or_body: dict) -> list[str]:
    return [c["custom_id"] for row in message_or_body.get("components") or [] for c in row.get("components", [])
            if "custom_id" in c]


def buttons(message_or_body: dict) -> list[dict]:
    return [c for row in message_or_body.get("components") or [] for c in row.get("components", [])
            if c.get("type") == 2]


@dataclass
class Request:
    method: str
    path: str  # relative to the API base, e.g. /interactions/1/tok/callback
    body: Any
    params: dict | None
    interaction_id: str | None = None
    response: Any = None

    @property
    def type(self) -> int | None:
        return self.body.get("type") if isinstance(self.body, dict) else None

    @property
    def data(self) -> dict:
        return (self.body or {}).get("data") or {} if isinstance(self.body, dict) else {}

    @property
    def ephemeral(self) -> bool:
        flags = self.data.get("flags", 0) if self.type in (4, 7) else (self.body or {}).get("flags", 0)
        return bool(flags & 64)


@dataclass
class Discord:
    """The recorded requests, and Discord's replies to them."""

    requests: list[Request] = field(default_factory=list)
    messages: dict[str, dict] = field(default_factory=dict)  # message id -> payload
    originals: dict[str, str] = field(default_factory=dict)  # interaction token -> original message id
    _arrived: asyncio.Event = field(default_factory=asyncio.Event)

    def respond(self, method: str, path: str, body: Any, webhook_id: Any, token: Any) -> Any:
        if path.endswith("/callback"):
            iid = str(webhook_id)
            kind = body.get("type") if isinstance(body, dict) else None
            result: dict[str, Any] = {"interaction": {"id": iid, "type": 2}}
            if kind in (4, 5, 7):
                data = body.get("data") or {}
                if kind == 7:  # update the message the component is on
                    mid = self._message_of_press.get(iid)
                    message = message_payload(data, message_id=mid)
                else:
                    message = message_payload(data)
                self.messages[message["id"]] = message
                self.originals[str(token)] = message["id"]
                result["interaction"]["response_message_id"] = message["id"]
                result["interaction"]["response_message_ephemeral"] = bool(data.get("flags", 0) & 64)
                result["resource"] = {"type": kind, "message": message}
            return result
        if path.startswith("/webhooks/"):
            if method == "PATCH":
                mid = self.originals.get(str(token)) if path.endswith("@original") else path.rsplit("/", 1)[-1]
                old = self.messages.get(mid or "", message_payload({}))
                message = {**old, **{k: v for k, v in (body or {}).items() if k in ("content", "embeds", "components")}}
                self.messages[message["id"]] = message
                return message
            if method == "POST":
                message = message_payload(body or {})
                self.messages[message["id"]] = message
                return message
            return None
        if method == "PUT" and "/commands" in path:
            return [{"id": snowflake(), "application_id": str(APPLICATION_ID), "version": "1", "type": 1,
                     "default_member_permissions": None, "dm_permission": True, "nsfw": False,
                     "description": "", **c} for c in body or []]
        return {}

    _message_of_press: dict[str, str] = field(default_factory=dict)
    # interaction id -> errors its next callbacks raise instead of reaching Discord (one per try)
    fail_with: dict[str, list[BaseException]] = field(default_factory=dict)

    def dispatch(self, client: discord.Client, payload: dict) -> None:
        """Hand an INTERACTION_CREATE to the client as its gateway would, without waiting."""
        discord_private.interaction_handler(client)(payload)

    def record(self, request: Request) -> None:
        self.requests.append(request)
        self._arrived.set()

    def for_interaction(self, payload: dict) -> list[Request]:
        return [r for r in self.requests if r.interaction_id in (payload["id"], payload["token"])]

    async def run(self, client: discord.Client, payload: dict, *, timeout: float = 5.0,
                  settle: int = 20) -> list[Request]:
        """Dispatch an INTERACTION_CREATE and return the requests made for it once answered."""
        if payload["type"] == 3:
            self._message_of_press[payload["id"]] = payload["message"]["id"]
            self.messages.setdefault(payload["message"]["id"], payload["message"])
        discord_private.interaction_handler(client)(payload)  # as the gateway does
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not any(r.path.endswith("/callback") for r in self.for_interaction(payload)):
            if loop.time() > deadline:
                raise AssertionError(f"interaction {payload['id']} was not answered within {timeout} s")
            self._arrived.clear()
            try:
                await asyncio.wait_for(self._arrived.wait(), max(0.01, deadline - loop.time()))
            except TimeoutError:
                pass
        for _ in range(settle):  # let follow-ups made right after the callback arrive
            await asyncio.sleep(0)
        return self.for_interaction(payload)

    def callback(self, payload: dict) -> Request:
        return next(r for r in self.for_interaction(payload) if r.path.endswith("/callback"))


def install(monkeypatch, recorder: Discord) -> None:
    """Patch discord.py's two request functions to record and answer instead of connecting."""
    base = Route.BASE

    async def http_request(self: HTTPClient, route: Route, *, files=None, form=None, **kwargs: Any) -> Any:
        body = kwargs.get("json")
        path = route.url[len(base):]
        req = Request(route.method, path, json.loads(json.dumps(body)) if body is not None else None,
                      kwargs.get("params"))
        req.response = recorder.respond(route.method, path, body, None, None)
        recorder.record(req)
        return req.response

    async def webhook_request(self: AsyncWebhookAdapter, route: Route, session: Any, *, payload=None,
                              multipart=None, files=None, params=None, **kwargs: Any) -> Any:
        if multipart:
            payload = json.loads(next(p["value"] for p in multipart if p["name"] == "payload_json"))
        path = route.url[len(base):]
        body = json.loads(json.dumps(payload)) if payload is not None else None
        interaction_id = str(route.webhook_id) if path.startswith("/interactions/") else str(route.webhook_token)
        req = Request(route.method, path, body, params, interaction_id=interaction_id)
        failures = recorder.fail_with.get(str(route.webhook_id)) if path.endswith("/callback") else None
        if failures:
            recorder.record(req)
            raise failures.pop(0)
        req.response = recorder.respond(route.method, path, body, route.webhook_id, route.webhook_token)
        recorder.record(req)
        return req.response

    monkeypatch.setattr(HTTPClient, "request", http_request)
    monkeypatch.setattr(AsyncWebhookAdapter, "request", webhook_request)
