"""Large JSON sources read as a stream: Scryfall's bulk files, today gzipped JSON Lines (one
object a line, behind `jsonl_download_uri`), before 2026-07-20 one JSON array (behind
`download_uri`). Objects are yielded one at a time, so the raw file is never in memory whole;
a file that is truncated, corrupt or an HTML error page is a BuildError that says which.

Also the downloads themselves: retried when the connection breaks, checked against the size
the bulk-data index announces, written beside the cache file and renamed when complete."""

from __future__ import annotations

import gzip
import http.client
import io
import json
import logging
import os
import re
import time
import urllib.error
import urllib.request
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bot.errors import BuildError

log = logging.getLogger(__name__)

USER_AGENT = "mtg-rules-bot/0.1 (catalog build)"
CHUNK = 1 << 20
ATTEMPTS = 3  # a broken download is tried this many times in all
RETRY_DELAY = 2.0  # seconds before the second attempt, doubled before each later one
TIMEOUT = 60


@dataclass(frozen=True)
class BulkEntry:
    """One entry of Scryfall's /bulk-data index: where its file is and what to expect of it."""
    type: str
    url: str
    updated_at: str | None
    size: int | None  # bytes as downloaded (compressed_size today); None when the index does not say


def bulk_entry(index: object, wanted: str, source: str = "bulk-data") -> BulkEntry:
    """The entry of type `wanted` ("oracle_cards", "rulings") in a /bulk-data index, today's format
    (`jsonl_download_uri`, `compressed_size`) or the older one (`download_uri`)."""
    if not isinstance(index, dict) or not isinstance(index.get("data"), list):
        raise BuildError(f"{source} is not Scryfall's bulk-data list (no \"data\" list in it)")
    for entry in index["data"]:
        if isinstance(entry, dict) and entry.get("type") == wanted:
            url = entry.get("jsonl_download_uri") or entry.get("download_uri")
            if not url:
                raise BuildError(f"{source}: the {wanted} entry has neither jsonl_download_uri nor download_uri")
            size = entry.get("compressed_size") if entry.get("jsonl_download_uri") else None
            return BulkEntry(wanted, url, entry.get("updated_at"), size if isinstance(size, int) else None)
    kinds = ", ".join(sorted(str(e.get("type")) for e in index["data"] if isinstance(e, dict))) or "none"
    raise BuildError(f"{source} has no {wanted} file (it lists: {kinds})")


def file_name(url: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", url.split("?")[0].rstrip("/").rsplit("/", 1)[-1]) or "download"


def download(url: str, cache: Path, *, size: int | None = None, name: str | None = None) -> Path:
    """`url` into `cache`, whole or not at all: a broken connection or a file of the wrong size is
    tried again (ATTEMPTS in all) before it is a BuildError. A file downloaded before from the same
    address is asked for only if it changed (If-None-Match / If-Modified-Since with what its server
    said of it then): the names file, the rules text and the judge documents are not downloaded
    again every day that Scryfall's cards change."""
    cache.mkdir(parents=True, exist_ok=True)
    dest = cache / (name or file_name(url))
    part = dest.with_name(dest.name + ".part")
    known = _validators(dest, url, size)
    delay, error = RETRY_DELAY, ""
    for attempt in range(1, ATTEMPTS + 1):
        try:
            got = _fetch_to(url, part, known)
            if got is None:  # 304: the copy here is the current one
                log.info("%s has not changed since it was downloaded; using %s", url, dest)
                return dest
            got, validators = got
            if size is not None and got != size:
                raise BuildError(f"{got:,} bytes arrived, the bulk-data list announced {size:,}")
            _fsync_rename(part, dest)
            _remember_validators(dest, url, validators)
            return dest
        except (OSError, http.client.HTTPException, BuildError) as e:
            error = str(e) or type(e).__name__
            part.unlink(missing_ok=True)
            if _not_worth_retrying(e):
                break
            if attempt < ATTEMPTS:
                log.warning("download of %s failed (%s); trying again in %.0f s", url, error, delay)
                time.sleep(delay)
                delay *= 2
    raise BuildError(f"could not download {url}: {error}")


def validators_file(path: Path) -> Path:
    """Beside a download: what its server said of it (ETag, Last-Modified), to ask next time only if it changed."""
    return path.with_name(path.name + ".validators")


def _validators(dest: Path, url: str, size: int | None) -> dict:
    """The conditional headers for asking again for the file at `dest`; none if it is missing, of
    another address, or not the size announced."""
    try:
        saved = json.loads(validators_file(dest).read_text())
        ok = saved.get("url") == url and dest.is_file() and dest.stat().st_size == saved.get("size")
    except (OSError, ValueError, AttributeError):
        return {}
    if not ok or (size is not None and saved.get("size") != size):
        return {}
    headers = {}
    if saved.get("etag"):
        headers["If-None-Match"] = saved["etag"]
    if saved.get("last_modified"):
        headers["If-Modified-Since"] = saved["last_modified"]
    return headers


def _remember_validators(dest: Path, url: str, validators: dict) -> None:
    side = validators_file(dest)
    if not validators:
        side.unlink(missing_ok=True)
        return
    side.write_text(json.dumps({"url": url, "size": dest.stat().st_size, **validators}))


def _fetch_to(url: str, path: Path, conditional: dict | None = None) -> tuple[int, dict] | None:
    """The body into `path`: (bytes, {"etag", "last_modified"} as the server gave them), or None
    when the server answers 304 to the conditional headers."""
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "*/*", **(conditional or {})})
    got = 0
    try:
        resp = urllib.request.urlopen(req, timeout=TIMEOUT)
    except urllib.error.HTTPError as e:
        if e.code == 304 and conditional:
            e.close()
            return None
        raise
    with resp, open(path, "wb") as out:
        length = resp.headers.get("Content-Length")
        while chunk := resp.read(CHUNK):
            out.write(chunk)
            got += len(chunk)
        if length is not None and length.isdigit() and int(length) != got:
            raise BuildError(f"the connection closed after {got:,} of {int(length):,} bytes")
        out.flush()
        os.fsync(out.fileno())
        validators = {k: resp.headers.get(h) for k, h in (("etag", "ETag"), ("last_modified", "Last-Modified"))
                      if resp.headers.get(h)}
    return got, validators


def _fsync_rename(src: Path, dest: Path) -> None:
    os.replace(src, dest)
    fsync_dir(dest.parent)


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (the directory entry reaches the disk)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _not_worth_retrying(e: Exception) -> bool:
    """404 and the like: the same request will get the same answer."""
    code = getattr(e, "code", None)
    return isinstance(code, int) and 400 <= code < 500 and code not in (408, 429)


def get(url: str, accept: str = "*/*") -> bytes:
    """A small document (an index, a web page), with the same retries as download()."""
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": accept})
    delay, error = RETRY_DELAY, ""
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
                return resp.read()
        except (OSError, http.client.HTTPException) as e:
            error = str(e) or type(e).__name__
            if _not_worth_retrying(e):
                break
            if attempt < ATTEMPTS:
                time.sleep(delay)
                delay *= 2
    raise BuildError(f"could not read {url}: {error}")


def stamp(url: str) -> str | None:
    """What the server says of a file without sending it (HEAD): its ETag, Last-Modified and
    Content-Length, to tell a new file at the same address from the one already read. None when
    the server cannot be asked."""
    req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": USER_AGENT, "Accept": "*/*"})
    try:
        with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
            h = resp.headers
            return "|".join(h.get(k) or "" for k in ("ETag", "Last-Modified", "Content-Length"))
    except (OSError, http.client.HTTPException):
        return None


def get_json(url: str):
    data = get(url, "application/json")
    if looks_like_html(data[:512]):
        raise BuildError(f"could not read {url}: it answered with an HTML page, not JSON (an error page?)")
    try:
        return json.loads(data)
    except ValueError as e:
        raise BuildError(f"could not read {url}: not JSON ({e})") from e


def looks_like_html(head: bytes) -> bool:
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")[:15].lower()
    return start.startswith((b"<!doctype", b"<html", b"<head", b"<body", b"<?xml")) or start.startswith(b"<")


def is_gzip(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(2) == b"\x1f\x8b"


def head(path: Path, n: int = 4096) -> str:
    """The first `n` characters of a file, gunzipped if need be (for telling formats apart)."""
    try:
        opener = gzip.open if is_gzip(path) else open
        with opener(path, "rb") as f:
            return f.read(n).decode("utf-8-sig", "replace")
    except (OSError, EOFError, zlib.error):
        return ""


def is_stream(path: Path) -> bool:
    """A Scryfall bulk file to read as a stream: JSON Lines of Scryfall objects, or a JSON array of
    them, gzipped or not. (Anything else, such as one big JSON object, is read whole.)"""
    text = head(path, 1 << 16).lstrip()
    if text.startswith("["):
        return text[1:].lstrip().startswith("{") and '"object"' in text[:2000]
    if text.startswith("<") and (is_gzip(path) or path.suffix.lower() in (".jsonl", ".gz")):
        return True  # an HTML page where a bulk file should be: objects() says so
    first = text.split("\n", 1)[0].strip()
    try:
        return isinstance(json.loads(first), dict) and '"object"' in first
    except ValueError:
        return path.suffix.lower() == ".jsonl" or (is_gzip(path) and '"object"' in first[:200])


def read_whole(path: Path) -> bytes:
    """A file's bytes, gunzipped if it is gzipped."""
    if is_gzip(path):
        try:
            with gzip.open(path, "rb") as f:
                return f.read()
        except (OSError, EOFError, zlib.error) as e:
            raise BuildError(f"{path} is truncated or corrupt ({e})") from e
    return path.read_bytes()


def objects(path: Path) -> Iterator[dict]:
    """Every object of a bulk file (gzipped or not; JSON Lines or one JSON array), one at a time.
    BuildError for a file that is truncated, corrupt, an HTML page or empty."""
    with open(path, "rb") as raw:
        gz = raw.read(2) == b"\x1f\x8b"
        raw.seek(0)
        stream = gzip.GzipFile(fileobj=raw) if gz else raw
        text = io.TextIOWrapper(stream, encoding="utf-8-sig", errors="strict")
        n = 0
        try:
            first = text.read(1)
            while first and first.isspace():
                first = text.read(1)
            if not first:
                raise BuildError(f"{path} is empty")
            if first == "<":
                raise BuildError(f"{path} is an HTML or XML page, not Scryfall's JSON (an error page?)")
            if first == "[":
                values = _array(text, path)
            elif first == "{":
                values = _lines(first, text, path)
            else:
                raise BuildError(f"{path} is not JSON (it starts with {first!r})")
            for value in values:
                if not isinstance(value, dict):
                    raise BuildError(f"{path}: object {n + 1} is not a JSON object")
                n += 1
                yield value
        except (EOFError, gzip.BadGzipFile, zlib.error) as e:
            raise BuildError(f"{path} is truncated or corrupt after {n:,} objects ({e or 'gzip stream ended early'})") \
                from e
        except UnicodeDecodeError as e:
            raise BuildError(f"{path} is corrupt after {n:,} objects (not UTF-8 text: {e.reason})") from e
    if n == 0:
        raise BuildError(f"{path} holds no objects")


def _lines(first: str, text: io.TextIOBase, path: Path) -> Iterator[object]:
    line_no = 0
    for line_no, line in enumerate(_prepend(first, text), 1):
        line = line.strip()
        if not line:
            continue
        try:
            yield json.loads(line)
        except ValueError as e:
            what = "truncated (its last line is cut off)" if not line.endswith("}") else "corrupt"
            raise BuildError(f"{path} is {what}: line {line_no} is not JSON ({e.msg})") from e


def _prepend(first: str, text: io.TextIOBase) -> Iterator[str]:
    rest = text.readline()
    yield first + rest
    yield from text


def _array(text: io.TextIOBase, path: Path) -> Iterator[object]:
    """The values of a JSON array whose `[` was read, parsed one at a time from a growing buffer."""
    decoder = json.JSONDecoder()
    buf, pos, eof = "", 0, False
    while True:
        while True:  # to the next value: skip blanks and one comma
            while pos < len(buf) and buf[pos] in " \t\r\n,":
                pos += 1
            if pos < len(buf) or eof:
                break
            buf, pos = text.read(CHUNK), 0
            eof = not buf
        if pos >= len(buf):
            raise BuildError(f"{path} is truncated: the JSON array is never closed")
        if buf[pos] == "]":
            return
        while True:
            try:
                value, end = decoder.raw_decode(buf, pos)
                break
            except ValueError as e:
                if eof:
                    raise BuildError(f"{path} is truncated or corrupt: {e.msg} at character {e.pos}") from e
                more = text.read(CHUNK)
                eof = not more
                buf, pos = buf[pos:] + more, 0
        pos = end
        yield value


# A value of the object being walked bigger than this is no MTGJSON card entry or set: the file is
# not what it claims to be (and re-parsing a growing buffer would take ever longer).
MAX_VALUE = 256 << 20


class _Cursor:
    """A JSON text read from a stream a chunk at a time, for walking one big object member by member
    (json.JSONDecoder.raw_decode parses each member's value from the buffer)."""

    def __init__(self, text: io.TextIOBase, path: Path):
        self.text, self.path = text, path
        self.buf, self.pos, self.eof = "", 0, False
        self.decoder = json.JSONDecoder()

    def _more(self, at_least: int = CHUNK) -> None:
        more = self.text.read(max(CHUNK, at_least))
        self.eof = not more
        self.buf, self.pos = self.buf[self.pos:] + more, 0

    def peek(self) -> str:
        """The next character that is not a blank ("" at the end of the file)."""
        while True:
            while self.pos < len(self.buf) and self.buf[self.pos] in " \t\r\n":
                self.pos += 1
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if self.eof:
                return ""
            self._more()

    def take(self, char: str, what: str) -> None:
        got = self.peek()
        if got != char:
            raise BuildError(f"{self.path} is truncated: the file ends inside {what}" if not got else
                             f"{self.path} is not the JSON expected: {char!r} wanted in {what}, {got!r} found")
        self.pos += 1

    def value(self, what: str):
        self.peek()
        while True:
            try:
                value, end = self.decoder.raw_decode(self.buf, self.pos)
                self.pos = end
                return value
            except ValueError as e:
                if self.eof:
                    raise BuildError(f"{self.path} is truncated or corrupt in {what}: {e.msg}") from e
                if len(self.buf) - self.pos > MAX_VALUE:
                    raise BuildError(f"{self.path}: {what} is over {MAX_VALUE >> 20} MB, not the JSON expected") from e
                self._more(len(self.buf) - self.pos)  # double the buffer: each value is parsed a few times at most


def data_members(path: Path) -> Iterator[tuple[str, object]]:
    """The members of the `"data"` object of a JSON file shaped like MTGJSON's
    (`{"meta": {...}, "data": {key: value, ...}}`; gzipped or not), one (key, value) at a time, so
    a 150 MB AtomicCards file is never in memory whole. BuildError for a file that is truncated,
    corrupt, an HTML page or some other JSON."""
    try:
        with open(path, "rb") as raw:
            gz = raw.read(2) == b"\x1f\x8b"
            raw.seek(0)
            stream = gzip.GzipFile(fileobj=raw) if gz else raw
            cursor = _Cursor(io.TextIOWrapper(stream, encoding="utf-8-sig", errors="strict"), path)
            first = cursor.peek()
            if not first:
                raise BuildError(f"{path} is empty")
            if first == "<":
                raise BuildError(f"{path} is an HTML or XML page, not JSON (an error page?)")
            if first != "{":
                raise BuildError(f"{path} is not the JSON expected: an object with a \"data\" member "
                                 f"(it starts with {first!r})")
            cursor.take("{", "the file's object")
            members = 0
            while cursor.peek() != "}":
                if members:
                    cursor.take(",", "the file's object")
                members += 1
                key = cursor.value("a member's name")
                if not isinstance(key, str):
                    raise BuildError(f"{path} is not JSON: a member's name is not a string")
                cursor.take(":", f"the member {key!r}")
                if key != "data":
                    cursor.value(f"the member {key!r}")  # meta: read and dropped
                    continue
                if cursor.peek() != "{":
                    raise BuildError(f"{path}: its \"data\" is not an object (not MTGJSON's format)")
                cursor.take("{", "data")
                n = 0
                while cursor.peek() != "}":
                    if n:
                        cursor.take(",", "data")
                    name = cursor.value("data")
                    cursor.take(":", f"data[{name!r}]")
                    yield str(name), cursor.value(f"data[{name!r}]")
                    n += 1
                cursor.take("}", "data")
                if n == 0:
                    raise BuildError(f"{path}: its \"data\" is empty")
                return
            raise BuildError(f"{path} has no \"data\" member (not MTGJSON's format)")
    except (EOFError, gzip.BadGzipFile, zlib.error) as e:
        raise BuildError(f"{path} is truncated or corrupt ({e or 'gzip stream ended early'})") from e
    except UnicodeDecodeError as e:
        raise BuildError(f"{path} is corrupt (not UTF-8 text: {e.reason})") from e
