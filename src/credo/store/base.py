"""The storage protocol: what the core needs from a database, and nothing more.

The core (write, recall, manage) talks only to :class:`Store`; dialect details
live in ``store/sqlite.py`` (and later ``store/postgres.py``). Every method takes
the tenant explicitly, so a backend cannot be asked for "all tenants" by
accident. Writes happen inside ``with store.transaction():`` -- one writer at a
time, all or nothing.

A backend must:

* keep its full-text index and its vectors in step with memory rows on insert,
  text update and erase (erase leaves no trace of the text in any index);
* store vectors L2-normalised, each with the name of the model that made it, and
  compare a query only with vectors of the query's model (a store may hold two
  models' vectors while ``credo reembed`` moves it from one to the other);
* apply :class:`RecallFilter` with the semantics of :mod:`credo.store.sql`;
* confine every read that takes a :class:`~credo.models.Scope` (or a ``viewer``)
  to it, ceiling included, in the query itself (:func:`credo.store.sql.scope_clause`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from ..models import (
    Classification,
    ConflictRecord,
    ConflictStatus,
    Job,
    Kind,
    Layer,
    Link,
    MemoryUnit,
    Scope,
    Status,
    StatusChange,
)


@dataclass(frozen=True)
class RecallFilter:
    """Which memories a read may return.

    ``as_of`` switches from "what holds now" to "what credo believed at that
    time": record time (created before it, still active then according to the
    status history) and event time (valid then) are both respected.
    """

    now: datetime
    as_of: datetime | None = None
    statuses: frozenset[Status] = frozenset({Status.ACTIVE})
    min_confidence: float = 0.4
    kinds: frozenset[Kind] | None = None
    layers: frozenset[Layer] | None = None
    topic: str | None = None
    agent: str | None = None
    domain: str | None = None
    max_classification: Classification | None = None
    max_confidence: float = 1.0
    classifications: frozenset[Classification] | None = None
    current_only: bool = True      # False: ignore validity and TTL (browsing history, not serving belief)


class Store(Protocol):
    """A memory backend. See the module docstring for the contract."""

    def transaction(self) -> AbstractContextManager[None]:
        """Open the single write transaction (re-entrant: nested use joins it)."""
        ...

    def insert_memory(self, unit: MemoryUnit, vector: np.ndarray | None) -> None:
        """Insert a new memory, its full-text entry and its vector."""
        ...

    def update_memory(self, tenant: str, memory_id: str, fields: dict[str, Any]) -> None:
        """Set fields of one memory (text changes re-index the full-text entry)."""
        ...

    def set_vector(self, tenant: str, memory_id: str, vector: np.ndarray, model: str) -> None:
        """Replace one memory's vector."""
        ...

    def get_memories(self, tenant: str, ids: Sequence[str]) -> list[MemoryUnit]:
        """Fetch memories by id within the tenant, in the order asked; unknown ids are skipped."""
        ...

    def vectors(self, tenant: str, ids: Sequence[str], *, model: str) -> dict[str, np.ndarray]:
        """Stored vectors of the given memories that have one from embedding ``model``."""
        ...

    def active_facts(self, tenant: str, user: str, entity: str, attribute: str) -> list[MemoryUnit]:
        """Active, open-ended memories of one user about one entity+attribute."""
        ...

    def pair_timeline(self, tenant: str, user: str, entity: str, attribute: str) -> list[MemoryUnit]:
        """Every value one user's entity+attribute has held (active, superseded or contested), by event time."""
        ...

    def list_memories(self, scope: Scope, flt: RecallFilter, *, structured: bool | None = None,
                      order: str = "recent", limit: int = 50, offset: int = 0) -> list[MemoryUnit]:
        """Memories in scope passing the filter, newest first (``order="importance"``: most important first).

        ``structured=True`` keeps only entity/attribute/value facts, ``False`` only the rest.
        """
        ...

    def filter_ids(self, scope: Scope, ids: Sequence[str], flt: RecallFilter) -> list[str]:
        """The subset of ``ids`` that lies in the scope and passes the filter."""
        ...

    def search_text(self, scope: Scope, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
        """Full-text (BM25) candidates over every memory in scope: (id, score), best first, score > 0."""
        ...

    def search_vector(self, scope: Scope, vector: np.ndarray, flt: RecallFilter, limit: int, *,
                      model: str) -> list[tuple[str, float]]:
        """Nearest memories by cosine over every memory in scope whose vector is from ``model``: (id, cosine).

        Best first. Vectors of another model are never compared with ``vector``.
        """
        ...

    def embedding_models(self, tenant: str) -> dict[str, int]:
        """How many of the tenant's memories have a vector from each embedding model."""
        ...

    def stale_vectors(self, tenant: str, model: str, limit: int) -> list[tuple[str, str]]:
        """Up to ``limit`` of the tenant's memories whose vector is not from ``model`` (or missing): (id, text).

        Every status counts; oldest first, so repeated calls that re-embed what they get make progress.
        """
        ...

    def session_members(self, scope: Scope, flt: RecallFilter, sessions: Sequence[str],
                        per_session: int) -> dict[str, list[tuple[str, str]]]:
        """The memories of each ``source_session`` that lie in scope and pass the filter: (id, text).

        In the order they were written, at most the ``per_session`` latest of each session.
        """
        ...

    def add_status_change(self, tenant: str, change: StatusChange) -> None:
        """Append one row to the status history."""
        ...

    def status_history(self, tenant: str, memory_id: str) -> list[StatusChange]:
        """A memory's status changes, oldest first."""
        ...

    def supersession_chain(self, tenant: str, memory_id: str) -> list[str]:
        """Ids of the supersession chain that holds ``memory_id``, oldest first."""
        ...

    def add_links(self, tenant: str, links: Sequence[Link]) -> None:
        """Insert links (existing ones are kept)."""
        ...

    def links(self, tenant: str, memory_id: str) -> list[Link]:
        """Links from or to a memory."""
        ...

    def record_access(self, tenant: str, ids: Sequence[str], at: datetime, recalled: bool) -> None:
        """Count an access to each memory (and a recall when ``recalled``)."""
        ...

    def erase_memory(self, tenant: str, memory_id: str) -> None:
        """Delete a memory and every trace of its text: row, full-text index, vector, links, log."""
        ...

    def erase_memories(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        """Erase several memories in one transaction; returns the ids that existed.

        With ``compact=False`` the caller runs :meth:`compact` once after many batches.
        """
        ...

    def compact(self) -> None:
        """Rewrite indexes and logs so erased text is gone from the files, not just unreachable.

        Raises :class:`~credo.errors.ErasePending` when another connection's open read
        outlasts the wait; the backend then finishes after its next write or at close.
        """
        ...

    def maintenance_candidates(self, tenant: str, now: datetime, rule: str, *, limit: int,
                              params: dict[str, Any] | None = None, ids_only: bool = False,
                              decay: Any = None) -> list[Any]:
        """Memories (or with ``ids_only``, their ids) a maintenance rule selects, in the order to take them.

        Rules judge as of ``now``: memories recorded after it are left out, and with ``decay``
        (a :class:`~credo.manage.decay.DecayPolicy`) retention is that curve at ``now`` instead of
        the stored ``decay_score``.
        Forgetting (:mod:`credo.manage.forget`): ``ttl`` (past forget_after), ``evict`` (active,
        unpinned, working/episodic, retention < ``threshold``), ``archive`` (engram's rule with
        ``cutoff``, ``retention``, ``importance``, ``accesses``), ``purge`` (superseded or merged,
        unchanged since ``cutoff``), ``purge_archived`` (archived, unchanged since ``cutoff``),
        ``cap`` (one ``user``'s active unpinned episodic memories, lowest retention first).
        Layers: ``promote_working`` (created before ``cutoff`` or ``accesses``+),
        ``promote_episodic`` (``importance``+ and ``accesses``+). Probing: ``probe`` (unpinned,
        created before ``cutoff``, confidence < ``confidence``, never confirmed or verified).
        Crystallization: ``crystallize`` (a ``user``'s uncrystallized episodes of one
        ``session``, never a digest itself), ``finished_sessions`` (one episode per session idle
        since ``cutoff``).
        """
        ...

    def episodic_counts(self, tenant: str, *, over: int) -> dict[str, int]:
        """Users of the tenant with more than ``over`` active unpinned episodic memories."""
        ...

    def users(self, tenant: str) -> list[str]:
        """Every user of the tenant that has memories."""
        ...

    def claim_schedule(self, job: str, now: datetime, interval_seconds: float, holder: str,
                       lease_until: datetime) -> bool:
        """Take the right to run a scheduled ``job`` now: True if it is due and nobody else holds it."""
        ...

    def finish_schedule(self, job: str, holder: str, now: datetime) -> None:
        """Record that ``holder`` finished ``job`` at ``now`` and release it."""
        ...

    def tenants(self) -> list[str]:
        """Every tenant that has memories (for maintenance jobs, which run per tenant)."""
        ...

    def append_audit(self, tenant: str, action: str, actor: str, at: datetime,
                     memory_id: str | None = None, detail: dict[str, Any] | None = None) -> None:
        """Append an event to the tenant's hash-chained audit log."""
        ...

    def audit_events(self, tenant: str) -> Iterator[dict[str, Any]]:
        """The tenant's audit events, oldest first."""
        ...

    def apply_decay(self, tenant: str, now: datetime, policy: Any, *, dry_run: bool = False) -> dict[str, int]:
        """Rescore ``decay_score`` of the tenant's active memories with ``policy.sql(...)`` in one statement.

        Returns counts per retention tier (hot, warm, cold, evictable); with
        ``dry_run`` it computes them without writing.
        """
        ...

    def churn(self, tenant: str, since: datetime, *, user: str | None = None, entity: str | None = None,
              attribute: str | None = None, min_count: int = 1, viewer: Scope | None = None) -> list[dict[str, Any]]:
        """Supersessions recorded since ``since``, per (user, entity, attribute), most first.

        ``viewer``: only supersessions of memories it may see count.

        An escalation counts too: the rival it challenged (history reason
        starting ``contested:``) marks the supersession the loop guard stopped.

        Each row: ``user, entity, attribute, count, values`` (superseded values,
        oldest first) and ``last_at``. Seed 000's loop audit is
        ``churn(tenant, now - 30 days, min_count=3)``.
        """
        ...

    def delete_conflict(self, tenant: str, conflict_id: str) -> None:
        """Delete a conflict record (erasure took every memory it was about)."""
        ...

    def save_conflict(self, record: ConflictRecord) -> None:
        """Insert or replace a conflict record."""
        ...

    def save_proposal(self, record: Any) -> None:
        """Insert or replace a consolidation proposal (:class:`~credo.models.MergeProposal`)."""
        ...

    def proposals(self, tenant: str, *, user: str | None = None, status: Any = None,
                  ids: Sequence[str] | None = None) -> list[Any]:
        """Consolidation proposals of the tenant (one user's, one status's, these ids), oldest first.

        Erasing a memory removes every proposal that names it.
        """
        ...

    def conflicts(self, tenant: str, *, user: str | None = None, status: ConflictStatus | None = None,
                  entity: str | None = None, attribute: str | None = None,
                  ids: Sequence[str] | None = None, viewer: Scope | None = None) -> list[ConflictRecord]:
        """Conflict records of the tenant matching every given criterion, oldest first.

        ``viewer``: only its user's conflicts, and none naming a memory it may not see.
        """
        ...

    def enqueue_job(self, job: Job) -> Job:
        """Queue a job; with an idempotency key already used in the tenant, return that job instead."""
        ...

    def claim_job(self, now: datetime, lease_until: datetime, worker: str) -> Job | None:
        """Take the next runnable job (any tenant) and lease it to ``worker``.

        Runnable: queued, or running with an expired lease (its worker died),
        and the oldest unfinished job of its (tenant, user) -- one user's jobs
        run in submission order, never two at once.
        """
        ...

    def update_job(self, job: Job) -> None:
        """Write a job's status, result, error, attempts, times and lease."""
        ...

    def redact_job(self, job: Job) -> None:
        """Rewrite a job's status, payload, result, error and finish time: erasure reaching the queue."""
        ...

    def jobs(self, tenant: str | None, *, ids: Sequence[str] | None = None, status: Any = None,
             limit: int = 100, mentioning: Sequence[str] | None = None, user: str | None = None,
             viewer: Scope | None = None) -> list[Job]:
        """Jobs of a tenant (``None``: every tenant, for workers), newest first.

        ``user``: only that user's jobs. ``mentioning``: only jobs whose payload, result or
        error contains one of these strings verbatim. ``viewer``: only its user's jobs,
        submitted under a ceiling no higher than its own.
        """
        ...

    def stats(self, tenant: str, user: str | None = None, *, viewer: Scope | None = None) -> dict[str, Any]:
        """Counts by status, kind and layer, and a histogram of decay scores of active memories.

        Also job states and open conflicts. ``viewer``: only what it may see is counted.
        """
        ...

    def save_key(self, record: Any) -> None:
        """Insert or replace an API key record (hashed secret only)."""
        ...

    def get_key(self, key_id: str) -> Any | None:
        """An API key record by id, any tenant (authentication comes before the tenant is known)."""
        ...

    def list_keys(self, tenant: str | None) -> list[Any]:
        """API key records of a tenant (``None``: all), newest first."""
        ...

    def close(self) -> None:
        """Release the connection."""
        ...
