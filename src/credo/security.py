"""Rights and classification ceilings: what a caller may do, decided in one place.

Who the caller is comes first (:mod:`credo.keys`: an API key names a tenant,
optionally one user and one agent, its rights, its ceiling and the source it
writes as; the result is a :class:`~credo.models.Principal`).
:class:`Guarded` is the one place the rules below are enforced: the HTTP API, the
MCP server and the web UI all call credo through it.

* another tenant's ids answer NotFound, like ids that do not exist;
* a key bound to a user can only name that user; a memory of another user
  (not shared) is NotFound;
* a memory above the key's ceiling is NotFound, and reads never return one;
* every call carries the key as a *viewer* (:attr:`Guarded.viewer`): lists,
  counts, previews, jobs, conflicts, links and history show only what it may
  see, and a write never changes, supersedes or names a memory it may not see;
* a missing right is PermissionDenied.

Provenance comes from the key, not the request. A key writes as its
``source``: ``user`` for a key that speaks for the user (the default for a key
not bound to an agent), ``agent`` for one bound to an agent (the default
then). A request may name a source no more trusted than the key's -- a user
key may file a document as ``document`` -- but never a more trusted one
(PermissionDenied); chat messages whose role outranks the key are recorded as
the key's source. A key bound to an agent writes as that agent (another
agent name is PermissionDenied); one that neither speaks for the user nor is
bound to an agent writes as agent ``key:<id>``. Keys that do
not speak for the user have their facts, preferences and decisions held in
quarantine until a person approves them (:func:`credo.write.provenance`), and
cannot rewrite a memory's text or raise a confidence above their own trust.

Approving or rejecting a memory, reactivating one and settling a conflict
need the ``review`` right (``admin`` implies it; ``write`` does not, and keys
created before the right existed do not gain it). No key approves its own
writes: a memory created by the same key -- or by the same agent -- and a
conflict over one are refused. The local operator (localhost no-auth mode,
stdio MCP, the CLI) speaks for the user and holds every right.

>>> p = Principal(tenant="acme", rights=frozenset({"read"}))
>>> p.can("write")
False
"""

from __future__ import annotations

from typing import Any

from .errors import InvalidInput, NotFound, PermissionDenied
from .models import SOURCE_TRUST, Classification, Layer, MemoryUnit, Principal, Scope, Source, Status


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

    @property
    def viewer(self) -> Scope:
        """What this key may see: its tenant, its user (or the whole tenant) and its ceiling."""
        return Scope(tenant=self.principal.tenant, user=self.principal.user, ceiling=self.principal.ceiling)

    def _own(self, memory_id: str) -> MemoryUnit:
        return self.memory.owned(memory_id, self.principal.tenant, self.principal.user, viewer=self.viewer)

    @property
    def _t(self) -> dict[str, Any]:
        return {"tenant": self.principal.tenant, "viewer": self.viewer}

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

    def explain_importance(self, memory_id: str) -> dict[str, Any]:
        """engram's nine importance factors of a memory this key may see, now."""
        self._need("read")
        self._own(memory_id)
        return self.memory.explain_importance(memory_id, **self._t)

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

    def card(self, entity: str, *, user: str | None = None, now: Any = None) -> Any:
        """One entity's peer card: only the lines all of whose memories this key may see."""
        self._need("read")
        return self.memory.card(entity, user=self._user(user), now=now, **self._t)

    def cards(self, *, user: str | None = None, now: Any = None) -> list[Any]:
        """A user's peer cards, each cut down to the lines this key may see."""
        self._need("read")
        return self.memory.cards(user=self._user(user), now=now, **self._t)

    def sessions(self, *, user: str | None = None, now: Any = None) -> list[dict[str, Any]]:
        """A user's sessions with their state (open, finished, summarised, stale, archived)."""
        self._need("read")
        who = self._user(user)
        if who is None:
            raise InvalidInput("sessions needs a user")
        return self.memory.sessions(user=who, now=now, **self._t)

    def job(self, job_id: str) -> Any:
        """An ingestion job this key may see, its result cut down to what it may see."""
        self._need("read")
        return self.memory.job(job_id, **self._t)

    def jobs(self, limit: int = 50) -> list[Any]:
        """The newest ingestion jobs this key may see."""
        self._need("read")
        return self.memory.jobs(limit=limit, **self._t)

    def review_queue(self, *, user: str | None = None) -> dict[str, Any]:
        """Conflicts, challenged and quarantined memories, merge proposals waiting for a person."""
        self._need("read")
        return self.memory.review_queue(user=self._user(user), **self._t)

    # -- writes ---------------------------------------------------------------------------

    def _check_new(self, classification: Any) -> None:
        if classification is not None and Classification.parse(classification).rank > self.principal.ceiling.rank:
            raise PermissionDenied("this key may not write above its classification ceiling")

    def _writes_as(self, kw: dict[str, Any]) -> dict[str, Any]:
        """``kw`` with the source and agent this key writes as (see the module docstring)."""
        mine = self.principal.source
        source = mine if kw.get("source") is None else Source.parse(kw["source"])
        if SOURCE_TRUST[source] > SOURCE_TRUST[mine]:
            raise PermissionDenied(f"this key writes as source {mine.value!r}, not {source.value!r}")
        bound, agent = self.principal.agent, kw.get("agent")
        if bound is not None and agent is not None and agent != bound:
            raise PermissionDenied(f"this key is bound to agent {bound!r}")
        agent = agent or bound or (None if self.principal.speaks_for_user else self.principal.label)
        return {**kw, "source": source.value, "agent": agent}

    def _speakers(self, text_or_messages: Any) -> Any:
        """Chat messages whose role outranks this key are recorded as the key's source."""
        if self.principal.speaks_for_user or not isinstance(text_or_messages, list):
            return text_or_messages
        mine = self.principal.source
        return [{**item, "role": mine.value} if isinstance(item, dict) and item.get("role") is not None
                and SOURCE_TRUST[Source.parse(item["role"])] > SOURCE_TRUST[mine] else item
                for item in text_or_messages]

    def store(self, text: str, *, user: str | None = None, **kw: Any) -> Any:
        """Direct insert, as the key's source and agent."""
        self._need("write")
        self._check_new(kw.get("classification"))
        metadata = kw.get("metadata")
        if (kw.get("layer") is not None and Layer.parse(kw["layer"]) is Layer.CODEBASE) or \
                (isinstance(metadata, dict) and "codebase" in metadata):
            # drift detection reads the paths codebase memories name: only a local ingest may write them
            raise PermissionDenied("codebase memories are written by a local `credo code ingest` only")
        who = self._user(user)
        if who is None:
            raise InvalidInput("a user is required")
        return self.memory.store(text, user=who, actor=self.principal.label, **self._writes_as(kw), **self._t)

    def remember(self, text_or_messages: Any, *, user: str | None = None, **kw: Any) -> Any:
        """The extraction pipeline, synchronously."""
        self._need("write")
        return self.memory.remember(self._speakers(text_or_messages), user=self._user(user),
                                    actor=self.principal.label, **self._writes_as(kw), **self._t)

    def submit(self, text_or_messages: Any, *, user: str | None = None, **kw: Any) -> Any:
        """The extraction pipeline, queued: returns the job at once."""
        self._need("write")
        return self.memory.submit(self._speakers(text_or_messages), user=self._user(user),
                                  actor=self.principal.label, **self._writes_as(kw), **self._t)

    def _act(self, method: str, memory_id: str, *args: Any, **kw: Any) -> Any:
        self._need("write")
        self._own(memory_id)
        return getattr(self.memory, method)(memory_id, *args, actor=self.principal.label, **kw, **self._t)

    def _not_mine(self, unit: MemoryUnit) -> None:
        """A key never settles what it (or its agent) wrote; the local operator is the user."""
        if self.principal.key_id is None:
            return
        changes = self.memory.status_history(unit.id, **self._t)
        author = changes[0].actor if changes else None
        if author == self.principal.label or (self.principal.agent is not None and unit.agent == self.principal.agent):
            raise PermissionDenied(f"this key wrote memory {unit.id}: someone else must review it")

    def update_status(self, memory_id: str, status: str, reason: str) -> MemoryUnit:
        """Change a status with a reason; making a memory active, or moving one under review, needs review."""
        unit = self._own(memory_id)
        target = Status.parse(status)
        if target is Status.ACTIVE or unit.status in (Status.CHALLENGED, Status.QUARANTINED):
            self._need("review")
            if target is Status.ACTIVE:
                self._not_mine(unit)
        return self._act("update_status", memory_id, target, reason)

    def forget(self, memory_id: str, reason: str = "forgotten on request") -> MemoryUnit:
        """Archive a memory."""
        return self._act("forget", memory_id, reason=reason)

    def restore(self, memory_id: str, reason: str = "restored from the archive") -> MemoryUnit:
        """Bring an archived memory back: reactivation, so the review right, and never one's own."""
        self._need("review")
        self._not_mine(self._own(memory_id))
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
        """Correct a memory's text, importance or confidence by hand.

        A key that does not speak for the user may not rewrite text, nor set a
        confidence above its own source's trust.
        """
        if not self.principal.speaks_for_user:
            if fields.get("text") is not None:
                raise PermissionDenied("only a key that speaks for the user may rewrite a memory's text")
            limit = SOURCE_TRUST[self.principal.source]
            if isinstance(fields.get("confidence"), (int, float)) and fields["confidence"] > limit:
                raise PermissionDenied(f"this key may not set a confidence above {limit:g}")
        return self._act("edit", memory_id, **fields)

    def review(self, memory_id: str, decision: str, reason: str | None = None) -> MemoryUnit:
        """Approve or reject a challenged or quarantined memory (the review right; never one's own)."""
        self._need("review")
        unit = self._own(memory_id)
        if decision == "approve":
            self._not_mine(unit)
        return self.memory.review(memory_id, decision, reason=reason, actor=self.principal.label, **self._t)

    def resolve_conflict(self, conflict_id: str, action: str, **kw: Any) -> Any:
        """Settle a contested entity+attribute (the review right; never a conflict over one's own writes)."""
        self._need("review")
        record = next((c for c in self.memory.conflicts(status=None, **self._t) if c.id == conflict_id), None)
        if record is None or (self.principal.user is not None and record.user != self.principal.user):
            raise NotFound(f"conflict {conflict_id} not found")
        for unit in self.memory.backend.get(self.principal.tenant, record.memory_ids):
            self._not_mine(unit)
        return self.memory.resolve_conflict(conflict_id, action, actor=self.principal.label, **kw, **self._t)

    def decide_proposal(self, proposal_id: str, decision: str) -> Any:
        """Apply or dismiss a consolidation proposal (the review right; never one over one's own writes)."""
        self._need("review")
        record = self.memory.proposal(proposal_id, **self._t)
        for unit in self.memory.backend.get(self.principal.tenant, record.memory_ids):
            self._not_mine(unit)
        return self.memory.decide_proposal(proposal_id, decision, actor=self.principal.label, **self._t)

    def consolidate(self, *, user: str | None = None, dry_run: bool = True, **kw: Any) -> Any:
        """Merge clusters of similar memories; a dry run needs read, applying needs write."""
        self._need("read" if dry_run else "write")
        who = self._user(user)
        if who is None:
            raise InvalidInput("a user is required")
        return self.memory.consolidate(user=who, dry_run=dry_run, **kw, **self._t)

    def manage(self, task: str, **kw: Any) -> dict[str, Any]:
        """Run a maintenance task for the tenant (admin). A task that works within what the caller may see
        (``within_sight`` in :data:`credo.manage.tasks.TASKS`) runs for any admin key; every other task
        rewrites and reports on every memory of the tenant, so only a key that may see all of them runs it."""
        self._need("admin")
        sees_all = self.principal.user is None and self.principal.ceiling is Classification.RESTRICTED
        found = self.memory.tasks.get(task)
        if not sees_all and not (found is not None and found.within_sight):
            raise PermissionDenied(f"maintenance task {task!r} touches every memory of the tenant: it needs a key"
                                   " bound to no user, with ceiling restricted")
        return self.memory.manage(task, **{"user": self.principal.user, **kw}, **self._t)

    def verify_audit(self) -> dict[str, Any]:
        """Verify the tenant's audit chain (admin, with a key that sees everything: the log names every memory)."""
        self._need("admin")
        if self.principal.user is not None or self.principal.ceiling is not Classification.RESTRICTED:
            raise PermissionDenied("the audit log covers every memory of the tenant: verifying it needs a key"
                                   " bound to no user, with ceiling restricted")
        return self.memory.verify_audit(tenant=self.principal.tenant)
