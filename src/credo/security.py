"""Tenants, API keys, rights and classification ceilings: who may do what.

An API key looks like ``credo_<id>_<secret>``. Only the SHA-256 of the secret
is stored; the whole key is shown once, at creation. A key is bound to one
tenant -- the tenant of every request made with it, never a request
parameter -- and optionally to one user and one agent; it carries rights
(``read``, ``write``, ``admin``) and a classification ceiling.

:class:`Guarded` is the one place those rules are enforced: the HTTP API, the
MCP server and the web UI all call credo through it.

* another tenant's ids answer NotFound, like ids that do not exist;
* a key bound to a user can only name that user; a memory of another user
  (not shared) is NotFound;
* a memory above the key's ceiling is NotFound, and reads never return one;
* a missing right is PermissionDenied.

>>> p = Principal(tenant="acme", rights=frozenset({"read"}))
>>> p.can("write")
False
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .errors import InvalidInput, NotFound, PermissionDenied, Unauthenticated
from .models import Classification, MemoryUnit
from .timeutil import utcnow

RIGHTS = ("read", "write", "admin")
KEY_PREFIX = "credo_"


class Principal(BaseModel):
    """Who is calling: a tenant, optionally one user and agent, rights and a ceiling."""

    model_config = ConfigDict(frozen=True)

    tenant: str
    user: str | None = None
    agent: str | None = None
    rights: frozenset[str] = frozenset(RIGHTS)
    ceiling: Classification = Classification.RESTRICTED
    key_id: str | None = None

    def can(self, right: str) -> bool:
        """True if the principal holds ``right`` (admin holds every right)."""
        return right in self.rights or "admin" in self.rights

    @property
    def label(self) -> str:
        """How the audit log names this caller."""
        return f"key:{self.key_id}" if self.key_id else "local"


class ApiKey(BaseModel):
    """A stored key: everything but the secret, which exists only as its hash."""

    id: str
    tenant: str
    user: str | None = None
    agent: str | None = None
    rights: list[str] = Field(default_factory=lambda: ["read", "write"])
    ceiling: Classification = Classification.INTERNAL
    secret_sha256: str
    label: str | None = None
    created_at: datetime
    revoked_at: datetime | None = None

    def to_public(self) -> dict[str, Any]:
        """JSON-ready, without the hash."""
        return self.model_dump(mode="json", exclude={"secret_sha256"})

    def principal(self) -> Principal:
        """The caller this key stands for."""
        return Principal(tenant=self.tenant, user=self.user, agent=self.agent, rights=frozenset(self.rights),
                         ceiling=self.ceiling, key_id=self.id)


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def create_key(store: Any, tenant: str, *, user: str | None = None, agent: str | None = None,
               rights: list[str] | tuple[str, ...] = ("read", "write"), ceiling: Classification | str = "internal",
               label: str | None = None, now: datetime | None = None) -> tuple[str, ApiKey]:
    """Create a key; returns ``(the key, its record)``. The key is never retrievable again."""
    if not tenant or not str(tenant).strip():
        raise InvalidInput("a key needs a tenant")
    wanted = sorted({r.strip() for r in rights if r.strip()})
    if not wanted or set(wanted) - set(RIGHTS):
        raise InvalidInput(f"rights must be some of: {', '.join(RIGHTS)}")
    key_id, secret = secrets.token_hex(6), secrets.token_urlsafe(24)
    record = ApiKey(id=key_id, tenant=tenant.strip(), user=user, agent=agent, rights=wanted,
                    ceiling=Classification.parse(ceiling), secret_sha256=_digest(secret), label=label,
                    created_at=now or utcnow())
    store.save_key(record)
    return f"{KEY_PREFIX}{key_id}_{secret}", record


def authenticate(store: Any, key: str | None) -> Principal:
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


def revoke_key(store: Any, key_id: str, *, tenant: str | None = None, now: datetime | None = None) -> ApiKey:
    """Revoke a key (optionally only if it belongs to ``tenant``)."""
    record = store.get_key(key_id)
    if record is None or (tenant is not None and record.tenant != tenant):
        raise NotFound(f"key {key_id} not found")
    record.revoked_at = record.revoked_at or now or utcnow()
    store.save_key(record)
    return record


class Guarded:
    """A Memory as seen by one principal: every call checked, scoped and capped.

    Methods mirror :class:`credo.Memory`; ``user`` defaults to the key's user.
    """

    def __init__(self, memory: Any, principal: Principal) -> None:
        self.memory, self.principal = memory, principal

    # -- checks -------------------------------------------------------------------------

    def _need(self, right: str) -> None:
        if not self.principal.can(right):
            raise PermissionDenied(f"this key lacks the {right!r} right")

    def _user(self, user: str | None) -> str | None:
        bound = self.principal.user
        if bound is not None and user is not None and user != bound:
            raise PermissionDenied(f"this key is bound to user {bound!r}")
        return user if user is not None else bound

    def _ceiling(self, requested: Classification | str | None) -> Classification:
        ceiling = self.principal.ceiling
        if requested is None:
            return ceiling
        wanted = Classification.parse(requested)
        return wanted if wanted.rank < ceiling.rank else ceiling

    def _visible(self, unit: MemoryUnit) -> MemoryUnit:
        if unit.classification.rank > self.principal.ceiling.rank:
            raise NotFound(f"memory {unit.id} not found")
        return unit

    def _own(self, memory_id: str) -> MemoryUnit:
        return self._visible(self.memory.owned(memory_id, self.principal.tenant, self.principal.user))

    @property
    def _t(self) -> dict[str, str]:
        return {"tenant": self.principal.tenant}

    # -- reads ----------------------------------------------------------------------------

    def get(self, memory_id: str) -> MemoryUnit:
        """One memory, if this key may see it."""
        self._need("read")
        self._own(memory_id)
        return self.memory.get(memory_id, **self._t)

    def history(self, memory_id: str) -> Any:
        """Status history and supersession chain."""
        self._need("read")
        self._own(memory_id)
        return self.memory.history(memory_id, **self._t)

    def recall(self, query: str, *, user: str | None = None, max_classification: Any = None, **kw: Any) -> Any:
        """Ranked memories, never above the key's ceiling."""
        self._need("read")
        return self.memory.recall(query, user=self._user(user), max_classification=self._ceiling(max_classification),
                                  **kw, **self._t)

    def context(self, query: str, *, user: str | None = None, **kw: Any) -> Any:
        """A packed context block, never above the key's ceiling."""
        self._need("read")
        return self.memory.context(query, user=self._user(user), max_classification=self.principal.ceiling,
                                   **kw, **self._t)

    def browse(self, *, user: str | None = None, **kw: Any) -> list[MemoryUnit]:
        """Memories for a person to look through (any status), never above the ceiling."""
        self._need("read")
        return self.memory.browse(user=self._user(user), max_classification=self.principal.ceiling, **kw,
                                  **self._t)

    def stats(self, *, user: str | None = None) -> dict[str, Any]:
        """Counts by status, kind and layer, and the retention histogram."""
        self._need("read")
        return self.memory.stats(user=self._user(user), **self._t)

    def job(self, job_id: str) -> Any:
        """An ingestion job of this tenant."""
        self._need("read")
        return self.memory.job(job_id, **self._t)

    def review_queue(self, *, user: str | None = None) -> dict[str, Any]:
        """Conflicts, challenged and quarantined memories, merge proposals waiting for a person."""
        self._need("read")
        queue = self.memory.review_queue(user=self._user(user), **self._t)
        ceiling = self.principal.ceiling.rank
        return {name: [m for m in items if getattr(m, "classification", None) is None
                       or m.classification.rank <= ceiling] for name, items in queue.items()}

    # -- writes ---------------------------------------------------------------------------

    def _check_new(self, classification: Any) -> None:
        if classification is not None and Classification.parse(classification).rank > self.principal.ceiling.rank:
            raise PermissionDenied("this key may not write above its classification ceiling")

    def store(self, text: str, *, user: str | None = None, **kw: Any) -> Any:
        """Direct insert."""
        self._need("write")
        self._check_new(kw.get("classification"))
        who = self._user(user)
        if who is None:
            raise InvalidInput("a user is required")
        kw.setdefault("agent", self.principal.agent)
        return self.memory.store(text, user=who, actor=self.principal.label, **kw, **self._t)

    def remember(self, text_or_messages: Any, *, user: str | None = None, **kw: Any) -> Any:
        """The extraction pipeline, synchronously."""
        self._need("write")
        kw.setdefault("agent", self.principal.agent)
        return self.memory.remember(text_or_messages, user=self._user(user), actor=self.principal.label, **kw,
                                    **self._t)

    def submit(self, text_or_messages: Any, *, user: str | None = None, **kw: Any) -> Any:
        """The extraction pipeline, queued: returns the job at once."""
        self._need("write")
        kw.setdefault("agent", self.principal.agent)
        return self.memory.submit(text_or_messages, user=self._user(user), **kw, **self._t)

    def _act(self, method: str, memory_id: str, *args: Any, **kw: Any) -> Any:
        self._need("write")
        self._own(memory_id)
        return getattr(self.memory, method)(memory_id, *args, actor=self.principal.label, **kw, **self._t)

    def update_status(self, memory_id: str, status: str, reason: str) -> MemoryUnit:
        """Change a status with a reason."""
        return self._act("update_status", memory_id, status, reason)

    def forget(self, memory_id: str, reason: str = "forgotten on request") -> MemoryUnit:
        """Archive a memory."""
        return self._act("forget", memory_id, reason=reason)

    def restore(self, memory_id: str, reason: str = "restored from the archive") -> MemoryUnit:
        """Bring an archived memory back."""
        return self._act("restore", memory_id, reason=reason)

    def erase(self, memory_id: str) -> str:
        """Erase every trace of a memory."""
        return self._act("erase", memory_id)

    def feedback(self, memory_id: str, helpful: bool) -> MemoryUnit:
        """Whether a recalled memory helped."""
        return self._act("feedback", memory_id, helpful)

    def pin(self, memory_id: str, pinned: bool = True) -> MemoryUnit:
        """Pin or unpin."""
        return self._act("pin", memory_id, pinned)

    def promote(self, memory_id: str) -> MemoryUnit:
        """One layer up."""
        return self._act("promote", memory_id)

    def demote(self, memory_id: str) -> MemoryUnit:
        """One layer down."""
        return self._act("demote", memory_id)

    def edit(self, memory_id: str, **fields: Any) -> MemoryUnit:
        """Correct a memory's text, importance or confidence by hand."""
        return self._act("edit", memory_id, **fields)

    def review(self, memory_id: str, decision: str, reason: str | None = None) -> MemoryUnit:
        """Approve or reject a challenged or quarantined memory."""
        return self._act("review", memory_id, decision, reason=reason)

    def resolve_conflict(self, conflict_id: str, action: str, **kw: Any) -> Any:
        """Settle a contested entity+attribute."""
        self._need("write")
        record = next((c for c in self.memory.conflicts(status=None, **self._t) if c.id == conflict_id), None)
        if record is None or (self.principal.user is not None and record.user != self.principal.user):
            raise NotFound(f"conflict {conflict_id} not found")
        return self.memory.resolve_conflict(conflict_id, action, actor=self.principal.label, **kw, **self._t)

    def decide_proposal(self, proposal_id: str, decision: str) -> Any:
        """Apply or dismiss a consolidation proposal."""
        self._need("write")
        found = self.memory.backend.proposals(self.principal.tenant, ids=[proposal_id])
        if not found or (self.principal.user is not None and found[0].user != self.principal.user) \
                or found[0].classification.rank > self.principal.ceiling.rank:
            raise NotFound(f"proposal {proposal_id} not found")
        return self.memory.decide_proposal(proposal_id, decision, actor=self.principal.label, **self._t)

    def consolidate(self, *, user: str | None = None, dry_run: bool = True, **kw: Any) -> Any:
        """Merge clusters of similar memories; a dry run needs read, applying needs write."""
        self._need("read" if dry_run else "write")
        who = self._user(user)
        if who is None:
            raise InvalidInput("a user is required")
        return self.memory.consolidate(user=who, dry_run=dry_run, **kw, **self._t)

    def manage(self, job: str, **kw: Any) -> dict[str, Any]:
        """Run a maintenance job for the tenant (admin)."""
        self._need("admin")
        return self.memory.manage(job, **kw, **self._t)
