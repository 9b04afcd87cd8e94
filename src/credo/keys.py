"""API keys: create, authenticate, revoke. Who a caller is, before any rule about what it may do.

An API key looks like ``credo_<id>_<secret>``. Only the SHA-256 of the secret
is stored; the whole key is shown once, at creation. A key is bound to one
tenant -- the tenant of every request made with it, never a request
parameter -- and optionally to one user and one agent; it carries rights
(:data:`credo.models.RIGHTS`: ``read``, ``write``, ``review``, ``erase``, ``admin``), a
classification ceiling and the source it writes as. The stored record is a
:class:`~credo.models.ApiKey`; the caller it stands for a
:class:`~credo.models.Principal`. What each right allows is decided in one
place, :class:`credo.security.Guarded`.

>>> import os, tempfile
>>> from credo.store import open_store
>>> store = open_store(os.path.join(tempfile.mkdtemp(), "k.db"))
>>> key, record = create_key(store, "acme", user="ann", rights=["read"])
>>> authenticate(store, key).user, authenticate(store, key).can("write")
('ann', False)
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping
from datetime import datetime

from .errors import InvalidInput, NotFound, Unauthenticated
from .limits import MAX_ID_CHARS, MAX_VALUE_CHARS, check_text
from .models import RIGHTS, ApiKey, Classification, Principal, Source
from .store.base import KeyStore
from .timeutil import utcnow

KEY_PREFIX = "credo_"


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def create_key(store: KeyStore, tenant: str, *, user: str | None = None, agent: str | None = None,
               rights: list[str] | tuple[str, ...] = ("read", "write"), ceiling: Classification | str = "internal",
               label: str | None = None, source: Source | str | None = None,
               now: datetime | None = None) -> tuple[str, ApiKey]:
    """Create a key; returns ``(the key, its record)``. The key is never retrievable again.

    ``source`` is what the key writes as: ``user`` by default, ``agent`` by
    default for a key bound to an agent.
    """
    if not tenant or not str(tenant).strip():
        raise InvalidInput("a key needs a tenant")
    for name, given in (("tenant", tenant), ("user", user), ("agent", agent)):
        check_text(given, name, max_chars=MAX_ID_CHARS)
    check_text(label, "label", max_chars=MAX_VALUE_CHARS)
    wanted = sorted({r.strip() for r in rights if r.strip()})
    if not wanted or set(wanted) - set(RIGHTS):
        raise InvalidInput(f"rights must be some of: {', '.join(RIGHTS)}")
    writes_as = Source.parse(source) if source else Source.AGENT if agent else Source.USER
    key_id, secret = secrets.token_hex(6), secrets.token_urlsafe(24)
    record = ApiKey(id=key_id, tenant=tenant.strip(), user=user, agent=agent, rights=wanted, source=writes_as,
                    ceiling=Classification.parse(ceiling), secret_sha256=_digest(secret), label=label,
                    created_at=now or utcnow())
    store.save_key(record)
    return f"{KEY_PREFIX}{key_id}_{secret}", record


def key_in_headers(headers: Mapping[str, str]) -> str | None:
    """The API key request headers carry (lower-case names): ``Authorization: Bearer <key>``, else
    ``X-API-Key``; None when neither does. REST and MCP over HTTP read a key the same way through it.

    >>> key_in_headers({"authorization": "Bearer credo_k_s"}), key_in_headers({"x-api-key": "credo_k_s"})
    ('credo_k_s', 'credo_k_s')
    >>> key_in_headers({"authorization": "Basic dTpw", "x-api-key": ""}) is None
    True
    """
    auth = headers.get("authorization") or ""
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return headers.get("x-api-key") or None


def authenticate(store: KeyStore, key: str | None) -> Principal:
    """The principal behind a presented key; Unauthenticated for a missing, unknown or revoked one."""
    if not key:
        raise Unauthenticated("an API key is required (Authorization: Bearer <key> or X-API-Key)")
    body = key.strip()[len(KEY_PREFIX):] if key.strip().startswith(KEY_PREFIX) else ""
    key_id, _, secret = body.partition("_")
    record = store.get_key(key_id) if key_id and secret else None
    if record is None or not hmac.compare_digest(record.secret_sha256, _digest(secret)):
        raise Unauthenticated("unknown API key")
    if record.revoked_at is not None:
        raise Unauthenticated("this API key was revoked")
    return record.principal()


def revoke_key(store: KeyStore, key_id: str, *, tenant: str | None = None, now: datetime | None = None) -> ApiKey:
    """Revoke a key (optionally only if it belongs to ``tenant``)."""
    record = store.get_key(key_id)
    if record is None or (tenant is not None and record.tenant != tenant):
        raise NotFound(f"key {key_id} not found")
    record.revoked_at = record.revoked_at or now or utcnow()
    store.save_key(record)
    return record
