"""The browser edge: which Host a request may name, which Origin may send it, and the UI's CSRF tokens.

DNS rebinding points an attacker's name (``rebind.evil.example``) at 127.0.0.1,
so a page from that name reaches a local credo as its own origin: the browser
sends ``Host: rebind.evil.example:8420`` and a matching ``Origin``. Neither a
key-less localhost server nor an Origin check that trusts the request's own
Host can tell. So one allow-list decides both: loopback names on any port, the
names configured with ``allowed_hosts`` (``credo serve --allowed-host``), and
the address the server binds when that is not loopback or a wildcard. A request
naming any other Host is refused with 421 (Misdirected Request, the status the
MCP SDK gives the same refusal) before any route runs, in every mode and on
every route; an Origin is accepted only when its host is on the same list or the
origin is listed in ``allowed_origins``.

The web UI's forms carry a CSRF token: a signed double-submit token. A random
nonce lives in an httponly, samesite=strict cookie; the form field is an
HMAC-SHA256, under a per-process secret, of that nonce and the browser's key
cookie. A forged form cannot read the cookie, nor mint a token for a nonce it
planted, nor reuse its own token in a browser signed in with another key.

>>> allow = AllowList.build(["memory.example.com"])
>>> allow.host_allowed("127.0.0.1:8420"), allow.host_allowed("Memory.Example.com")
(True, True)
>>> allow.host_allowed("rebind.evil.example:8420"), allow.origin_allowed("http://rebind.evil.example:8420")
(False, False)
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from .errors import InvalidInput

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: Names that always reach this machine only: allowed on any port, in every mode.
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
#: Bind addresses that name no host a client could send.
WILDCARD_BINDS = frozenset({"", "0.0.0.0", "::"})
KEY_COOKIE = "credo_key"
CSRF_COOKIE = "credo_csrf"
CSRF_FIELD = "csrf_token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
#: On every answer: no page of credo's may be framed (clickjacking) or sniffed into another type.
SECURITY_HEADERS = [(b"x-frame-options", b"DENY"), (b"content-security-policy", b"frame-ancestors 'none'"),
                    (b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"same-origin")]

_NAME = re.compile(r"[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*")
_IPV6 = re.compile(r"[0-9a-f:.]+")


def host_name(value: str | None) -> str | None:
    """The lower-cased name in a Host header (``name[:port]``, ``[v6][:port]``), or None if malformed.

    >>> host_name("LocalHost:8420"), host_name("[::1]:8420"), host_name("::1"), host_name("a b")
    ('localhost', '::1', None, None)
    """
    if not value or not value.isascii():
        return None
    value = value.lower()
    if value.startswith("["):
        name, closed, rest = value[1:].partition("]")
        valid = bool(closed) and ":" in name and bool(_IPV6.fullmatch(name))
    else:
        name, colon, port = value.partition(":")
        rest = colon + port
        valid = bool(_NAME.fullmatch(name))
    port = rest[1:]
    if not valid or (rest and not (rest.startswith(":") and port.isdigit() and 0 < int(port) < 65536)):
        return None
    return name


def allowed_name(entry: str) -> str:
    """A configured host name, lower-cased; InvalidInput for anything but a bare name or address.

    >>> allowed_name("Memory.Example.com"), allowed_name("[fd00::1]")
    ('memory.example.com', 'fd00::1')
    """
    text = entry.strip().lower()
    bare = text.strip("[]") if text.startswith("[") and text.endswith("]") else text
    if ":" in bare and _IPV6.fullmatch(bare):
        return bare
    if _NAME.fullmatch(bare):
        return bare
    raise InvalidInput(f"allowed host {entry!r} must be a host name or address, without scheme, port or wildcard")


@dataclass(frozen=True)
class AllowList:
    """The hosts a request may name and the origins that may send it: one decision for every route."""

    names: frozenset[str]
    origins: frozenset[str]

    @classmethod
    def build(cls, allowed_hosts: Iterable[str] = (), *, bind: str | None = None,
              allowed_origins: Iterable[str] = ()) -> AllowList:
        """Loopback names, the configured ones, and ``bind`` when it is a real, non-loopback address."""
        names = set(LOOPBACK) | {allowed_name(h) for h in allowed_hosts}
        if bind and bind not in WILDCARD_BINDS:
            names.add(allowed_name(bind))
        return cls(frozenset(names), frozenset(_origin_key(o) for o in allowed_origins))

    def host_allowed(self, host: str | None) -> bool:
        """Whether a Host header names this server; a missing or malformed one never does."""
        name = host_name(host)
        return name is not None and name in self.names

    def origin_allowed(self, origin: str | None) -> bool:
        """No Origin (not a cross-site browser request), a listed origin, or an http(s) origin on an allowed host.

        The request's own Host plays no part: under DNS rebinding it is the attacker's name too.
        """
        if origin is None:
            return True
        if _origin_key(origin) in self.origins:
            return True
        parts = urlsplit(origin) if origin.isascii() else None
        return (parts is not None and parts.scheme in ("http", "https") and not parts.path.strip("/")
                and not parts.query and not parts.fragment and self.host_allowed(parts.netloc))

    def mcp_patterns(self) -> tuple[list[str], list[str]]:
        """The same list in the MCP SDK's transport-security form: (hosts, origins), ``:*`` for any port."""
        hosts = []
        for name in sorted(self.names):
            shown = f"[{name}]" if ":" in name else name
            hosts += [shown, f"{shown}:*"]
        origins = [f"{scheme}://{h}" for h in hosts for scheme in ("http", "https")]
        return hosts, origins + sorted(self.origins)


def _origin_key(origin: str) -> str:
    return origin.strip().rstrip("/").lower()


class BrowserEdge:
    """ASGI middleware: refuse a foreign Host (421) or Origin (403) before any route, with credo's error body;
    add :data:`SECURITY_HEADERS` to every answer."""

    def __init__(self, app: ASGIApp, allow: AllowList) -> None:
        self.app = app
        self.allow = allow

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan; credo serves no websocket
            return await self.app(scope, receive, send)
        hosts = [v.decode("latin-1") for k, v in scope["headers"] if k == b"host"]
        origins = [v.decode("latin-1") for k, v in scope["headers"] if k == b"origin"]
        send = _with_headers(send)
        if len(hosts) != 1 or not self.allow.host_allowed(hosts[0]):
            return await _refuse(send, 421, "forbidden_host",
                                 "this server does not answer to that Host (add it with --allowed-host)")
        if len(origins) > 1 or not self.allow.origin_allowed(origins[0] if origins else None):
            return await _refuse(send, 403, "forbidden_origin", "requests from this Origin are not accepted")
        return await self.app(scope, receive, send)


def _with_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", []), *SECURITY_HEADERS]}
        await send(message)

    return sending


async def _refuse(send: Send, status: int, kind: str, message: str) -> None:
    body = json.dumps({"error": {"type": kind, "message": message}}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


class CsrfTokens:
    """Signed double-submit tokens for the web UI's forms (see the module docstring).

    >>> tokens = CsrfTokens(b"k" * 32)
    >>> t = tokens.token("nonce", "credo_key1")
    >>> tokens.valid("nonce", "credo_key1", t), tokens.valid("nonce", "credo_key2", t), tokens.valid(None, None, t)
    (True, False, False)
    """

    def __init__(self, secret: bytes | None = None) -> None:
        self._secret = secret or secrets.token_bytes(32)

    @staticmethod
    def nonce() -> str:
        """A fresh random value for the CSRF cookie."""
        return secrets.token_urlsafe(32)

    def token(self, nonce: str, key: str | None) -> str:
        """The form field for this browser: bound to its nonce and to the key it is signed in with."""
        message = f"{nonce}\x00{key or ''}".encode("utf-8", "surrogateescape")
        return hmac.new(self._secret, message, hashlib.sha256).hexdigest()

    def valid(self, nonce: str | None, key: str | None, token: object) -> bool:
        """Whether a submitted token matches this browser's cookies (compared in constant time)."""
        if not nonce or not isinstance(token, str) or not token.isascii():
            return False
        return hmac.compare_digest(self.token(nonce, key), token)
