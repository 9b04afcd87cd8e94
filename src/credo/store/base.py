"""The storage protocol: what the core needs from a database, and nothing more.

:class:`Store` is every protocol below; a backend implements all of them
(:mod:`credo.store.sqlite`, :mod:`credo.store.postgres`). Fifty methods in all:

* :class:`MemoryStore` (24), the primitives over memories -- ``transaction``,
  ``lock_pairs`` (one writer at a time per single-valued fact); ``insert``, ``update``, ``get``; ``select`` (memories or their ids, by a typed
  :class:`Select`), ``aggregate``, ``rescore``; ``search_text``, ``search_vector``,
  ``session_members``; the vectors themselves: ``vectors``, ``vector_tiers``,
  ``set_vector_tiers``; the trail beside each memory: ``history``/``add_history``,
  ``links``/``add_links``, ``record_access``/``access_log``/``add_access_log``;
  ``erase``, ``compact``, ``close``;
* :class:`JobQueue` (6), the queue of ingestion jobs;
* :class:`KeyStore` (3), API keys;
* :class:`AuditLog` (6), the hash-chained audit log and its pruning checkpoints;
* :class:`LogPruning` (1), bounded deletes of the access log and finished jobs;
* :class:`Leases` (2), scheduler leases;
* :class:`ReviewQueue` (5), contradiction-loop conflicts and merge proposals;
* :class:`CardStore` (3), peer cards.

Rules live above the store. What is expired, evictable, archivable,
promotable, probe-worthy or a contradiction loop is written once, as a
:class:`Select` in :mod:`credo.rules`; a backend only renders typed
conditions, through the one SQL renderer (:mod:`credo.store.sql`) that every
SQL backend shares. The core never learns which backend it has.

Every read takes the tenant explicitly, so a backend cannot be asked for "all
tenants" by accident (the exceptions say so: job claims, scheduler leases,
:meth:`MemoryStore.aggregate` over ``tenant=None`` for listing tenants, keys by id).

A backend must:

* keep its full-text index and its vectors in step with memory rows on insert,
  text update and erase (erase leaves no trace of the text in any index);
* store vectors L2-normalised, each with the name of the model that made it, and
  compare a query only with vectors of the query's model (a store may hold two
  models' vectors while ``credo reembed`` moves it from one to the other);
  ``embedding_model`` is set exactly when a memory has a vector;
* apply :class:`RecallFilter`, :class:`Cond` and :class:`AnyOf` with the
  semantics of :mod:`credo.store.sql`, and confine every read that takes a
  :class:`~credo.models.Scope` (or a ``viewer``) to it, ceiling included, in the
  query itself (:func:`credo.store.sql.scope_clause`);
* keep each vector at the precision tier it was last given (:mod:`credo.quantize`:
  float32 ``active``, int8 ``warm``, int4 ``cold``, 2-bit ``archive``), a new or
  replaced vector at ``active``, and search every tier at once, a quantized row
  scored by the asymmetric distance (:func:`credo.quantize.scores`);
* pass the contract suite, ``tests/test_store_contract.py``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, Protocol, TypedDict, overload

import numpy as np

from ..models import (
    ApiKey,
    Classification,
    ConflictRecord,
    ConflictStatus,
    Job,
    JobStatus,
    Kind,
    Layer,
    Link,
    MemoryUnit,
    MergeProposal,
    PeerCard,
    ProposalStatus,
    Scope,
    Status,
    StatusChange,
)
from .chain import AuditEvent, Checkpoint, Head, Keyring
from .dialect import Dialect

#: A value a condition compares with.
Scalar = str | int | float | bool | datetime | None
#: One group of :meth:`MemoryStore.aggregate`: the ``by`` columns, ``bucket``, ``n``, ``min_*`` and ``max_*``.
#: The one ``Any`` of the protocol: a value's type is that of the column the caller grouped by or asked the
#: extreme of (text, a number, a time), which only the caller knows; ``n`` and ``bucket`` are ints.
Group = dict[str, Any]
#: Which log :meth:`LogPruning.prune_log` prunes.
PrunedLog = Literal["access_log", "jobs"]


@dataclass(frozen=True)
class RecallFilter:
    """Which memories a read may return as belief.

    Time is bi-temporal. ``as_of`` is *record time*: what credo believed at
    that time (created before it, with the status it had then according to the
    status history, valid then as far as credo knew then). ``valid_at`` is
    *valid time*: what was true at that time, as credo knows it now (or as of
    ``as_of`` when both are given) -- a memory counts when its validity
    (``valid_from`` .. ``valid_until``) holds that time, so a value since
    replaced (superseded, or merged into a later one) answers for the time it
    held. Without either, what holds now.
    """

    now: datetime
    as_of: datetime | None = None
    valid_at: datetime | None = None
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
    #: only structured memories about one of these entities (as stored: "user", a person's name)
    entities: frozenset[str] | None = None


Op = Literal["=", "!=", "<", "<=", ">", ">=", "in", "not in", "null", "not null", "has", "lacks"]


@dataclass(frozen=True)
class Cond:
    """One typed condition on a memory column.

    ``column`` is a :data:`credo.store.dialect.COLUMNS` name, ``seq`` (insertion
    order), or ``retention`` (the decay score: the select's ``retention`` :class:`Score`
    when it names one, else the stored ``decay_score``).
    ``effective_importance`` is the select's ``importance`` :class:`Score` when the
    select names one, else the stored score (the base ``importance`` where none is stored yet).
    ``has``/``lacks`` test whether ``metadata`` holds the key ``value``.
    ``in``/``not in`` take a sequence. ``null``/``not null`` take no value.
    Times compare as times; ``!=`` is NULL-safe (NULL differs from any value).
    """

    column: str
    op: Op
    value: Scalar | Collection[Scalar] = None


@dataclass(frozen=True)
class AnyOf:
    """True when any of its conditions holds."""

    conds: tuple[Cond, ...]


class Score(Protocol):
    """A per-memory score a select computes in the query, as of a time: it renders itself as SQL.

    :class:`credo.decay.Retention` (a decay curve: ``decay_score``) and
    :class:`credo.importance.ImportanceAt` (engram's nine factors: ``effective_importance``)
    are the two; the store learns neither formula, only how to splice its SQL.
    """

    @property
    def column(self) -> str:
        """The stored column the score recomputes (what :meth:`MemoryStore.rescore` writes)."""
        ...

    @property
    def min_change(self) -> float:
        """A rescore writes a row only where the stored value is missing or moved by more than this (0: always)."""
        ...

    @property
    def now(self) -> datetime:
        """The time the score is taken at."""
        ...

    def sql(self, alias: str, d: Dialect, *, idle: str | None = None, age: str | None = None) -> str:
        """The score of row ``alias`` as SQL; ``idle``/``age``: SQL for its days since last access / since
        creation, when the caller computed them already."""
        ...


@dataclass(frozen=True)
class Select:
    """A typed read over one tenant's memories: every condition must hold.

    ``scope`` confines it to what a caller may see (tenant, user and shared, ceiling);
    ``filter`` applies belief semantics (status, validity, TTL, confidence, as-of).
    ``order`` names columns, ``-col`` for descending; ties fall back to insertion order.
    """

    tenant: str | None
    where: tuple[Cond | AnyOf, ...] = ()
    scope: Scope | None = None
    filter: RecallFilter | None = None
    ids: tuple[str, ...] | None = None
    order: tuple[str, ...] = ()
    limit: int | None = None
    offset: int = 0
    retention: Score | None = None
    importance: Score | None = None


@dataclass(frozen=True)
class Aggregate:
    """What :meth:`MemoryStore.aggregate` counts: groups, an optional histogram, and extremes.

    ``buckets=(column, edges)`` adds a ``bucket`` key to each group: how many of the
    ascending ``edges`` the value reaches (0 below the first edge).
    Each result row holds the ``by`` columns, ``bucket`` if asked, ``n``, and
    ``min_<col>`` / ``max_<col>`` for the columns named in ``min`` / ``max``.
    """

    by: tuple[str, ...] = ()
    buckets: tuple[str, tuple[float, ...]] | None = None
    min: tuple[str, ...] = ()
    max: tuple[str, ...] = ()


@dataclass(frozen=True)
class HistoryQuery:
    """Which status-history rows to read: one tenant's, oldest first."""

    tenant: str
    memory_ids: tuple[str, ...] | None = None
    since: datetime | None = None
    new: frozenset[Status] | None = None
    limit: int | None = None


@dataclass(frozen=True)
class Access:
    """One row of the access log: a memory read at ``at``, by a recall (``recalled``) or a get."""

    memory_id: str
    at: datetime
    recalled: bool


@dataclass(frozen=True)
class StoredVector:
    """How a memory's vector is kept: its precision tier (:data:`credo.quantize.PRECISION_TIERS`), dimension and model."""

    tier: str
    dim: int
    model: str


class PruneResult(TypedDict):
    """What :meth:`AuditLog.prune_audit` did: the events it pruned (or would) and the checkpoint it wrote."""

    pruned: int
    checkpoint: Checkpoint | None


class MemoryStore(Protocol):
    """The primitives over memories. See the module docstring for the contract."""

    def transaction(self) -> AbstractContextManager[None]:
        """Open the single write transaction (re-entrant: nested use joins it)."""
        ...

    def lock_pairs(self, tenant: str, pairs: Iterable[tuple[str, str, str]]) -> None:
        """Inside the write transaction, before reading them: hold each (user, entity, attribute) of ``tenant``
        until the transaction ends, so that a concurrent writer of the same single-valued fact (another thread,
        process or server on the same database) waits, then reads what this one wrote. The contradiction
        check and its write are one serialised unit per pair: a transaction-scoped advisory lock on
        PostgreSQL; on SQLite the write transaction (``BEGIN IMMEDIATE``) already holds the whole file."""
        ...

    def insert(self, units: Sequence[MemoryUnit], vectors: Sequence[np.ndarray | None]) -> None:
        """Insert new memories with their full-text entries and vectors (``None``: no vector)."""
        ...

    def update(self, tenant: str, memory_id: str, fields: Mapping[str, object], *,
               vector: np.ndarray | None = None, model: str | None = None) -> None:
        """Set fields of one memory; with ``vector`` (and its ``model``) replace its vector too.

        A text change re-indexes the full-text entry. Unknown memory: :class:`~credo.errors.NotFound`.
        """
        ...

    def get(self, tenant: str, ids: Sequence[str]) -> list[MemoryUnit]:
        """Memories by id within the tenant, in the order asked; unknown ids are skipped."""
        ...

    @overload
    def select(self, query: Select, *, ids_only: Literal[False] = False) -> list[MemoryUnit]: ...

    @overload
    def select(self, query: Select, *, ids_only: Literal[True]) -> list[str]: ...

    def select(self, query: Select, *, ids_only: bool = False) -> list[MemoryUnit] | list[str]:
        """The memories a typed select matches, in its order; ``ids_only``: just their ids.

        Ids with the select's ``ids`` given and no ``order`` come in the order of ``ids``.
        """
        ...

    def aggregate(self, query: Select, agg: Aggregate) -> list[Group]:
        """Counts (and extremes) of the memories a select matches, per group. ``tenant=None``: every tenant."""
        ...

    def rescore(self, query: Select) -> int:
        """Write the scores the select names for every memory it matches; the number of rows written.

        Each score the select names is written to its column (:attr:`Score.column`): ``retention``
        to ``decay_score`` (every row), ``importance`` to ``effective_importance``, only where the stored
        one is missing or differs by more
        than its :attr:`Score.min_change` (so a second run at the same ``now`` writes nothing).
        """
        ...

    def search_text(self, scope: Scope, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
        """Full-text (BM25-like) candidates over every memory in scope: (id, score), best first, score > 0."""
        ...

    def search_vector(self, scope: Scope, vector: np.ndarray, flt: RecallFilter, limit: int, *,
                      model: str) -> list[tuple[str, float]]:
        """Nearest memories by cosine over every memory in scope whose vector is from ``model``: (id, cosine).

        Best first. Vectors of another model are never compared with ``vector``.
        """
        ...

    def session_members(self, scope: Scope, flt: RecallFilter, sessions: Sequence[str],
                        per_session: int) -> dict[str, list[tuple[str, str]]]:
        """The memories of each ``source_session`` that lie in scope and pass the filter: (id, text).

        In the order they were written, at most the ``per_session`` latest of each session.
        """
        ...

    def vectors(self, tenant: str, ids: Sequence[str], *, model: str) -> dict[str, np.ndarray]:
        """Stored vectors of the given memories that have one from embedding ``model``.

        A quantized vector comes back decoded and L2-normalised again.
        """
        ...

    def vector_tiers(self, query: Select) -> dict[str, StoredVector]:
        """How the vector of each memory the select matches is kept, by id (memories without one are left out)."""
        ...

    def set_vector_tiers(self, tenant: str, moves: Mapping[str, str],
                         vectors: Mapping[str, np.ndarray] | None = None) -> int:
        """Keep each named memory's vector at its new tier; the number of vectors rewritten.

        A memory in ``vectors`` is stored from that float32 vector (of its model, L2-normalised: a
        promotion, re-embedded from the text); any other is re-encoded from its stored value, which
        may only lose precision -- a move up without a vector is a :class:`~credo.errors.StorageError`.
        A memory already at its tier and not in ``vectors`` is left alone; unknown ids are skipped.
        """
        ...

    def history(self, query: HistoryQuery) -> list[StatusChange]:
        """Status-history rows, oldest first."""
        ...

    def add_history(self, tenant: str, changes: Sequence[StatusChange]) -> None:
        """Append rows to the status history."""
        ...

    def links(self, tenant: str, memory_ids: Sequence[str], *, outgoing: bool = False) -> list[Link]:
        """Links from or to any of these memories (``outgoing``: only those from them), oldest first.

        Walking every memory's id with ``outgoing`` reads every link exactly once (``credo migrate``).
        """
        ...

    def add_links(self, tenant: str, links: Sequence[Link]) -> None:
        """Insert links (existing ones are kept)."""
        ...

    def record_access(self, tenant: str, ids: Sequence[str], at: datetime, recalled: bool) -> None:
        """Count an access to each memory (and a recall when ``recalled``) and log it."""
        ...

    def access_log(self, tenant: str, memory_ids: Sequence[str]) -> list[Access]:
        """The logged accesses to these memories, oldest first."""
        ...

    def add_access_log(self, tenant: str, rows: Sequence[Access]) -> None:
        """Append rows to the access log as they are, leaving the memories' counters alone (``credo migrate``)."""
        ...

    def erase(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        """Delete memories and every trace of their text (row, full-text index, vector, links, history,
        access log, proposals and peer cards naming them) in one transaction; returns the ids that existed.

        With ``compact=False`` the caller runs :meth:`compact` once after many batches.
        """
        ...

    def compact(self, *, rewrite: bool = False) -> None:
        """Rewrite indexes and logs so erased text is gone from the files, not just unreachable.

        ``rewrite``: also rewrite the tables an erase touches into new files (PostgreSQL ``VACUUM FULL``,
        SQLite ``VACUUM``), so no freed-but-unzeroed page keeps an old copy; it locks those tables (SQLite:
        the file) while it runs. Raises :class:`~credo.errors.ErasePending` when another connection's open
        read outlasts the wait; the backend then finishes after its next write or at close.
        """
        ...

    def close(self) -> None:
        """Release the connection."""
        ...


class JobQueue(Protocol):
    """Async ingestion and maintenance jobs, shared by every server on the store."""

    def enqueue_job(self, job: Job) -> Job:
        """Queue a job; with an idempotency key already used in the tenant, return that job instead."""
        ...

    def claim_job(self, now: datetime, lease_until: datetime, worker: str) -> Job | None:
        """Take the next runnable job (any tenant) and lease it to ``worker``; two workers never get one job.

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

    def jobs(self, tenant: str | None, *, ids: Sequence[str] | None = None, status: JobStatus | None = None,
             limit: int = 100, mentioning: Sequence[str] | None = None, user: str | None = None,
             viewer: Scope | None = None) -> list[Job]:
        """Jobs of a tenant (``None``: every tenant, for workers), newest first.

        ``user``: only that user's jobs. ``mentioning``: only jobs whose payload, result or
        error contains one of these strings verbatim. ``viewer``: only its user's jobs,
        submitted under a ceiling no higher than its own.
        """
        ...

    def job_counts(self, tenant: str, *, viewer: Scope | None = None) -> dict[str, int]:
        """How many of the tenant's jobs (those ``viewer`` may see) are in each status."""
        ...


class KeyStore(Protocol):
    """API keys: hashed secrets, looked up by id before the tenant is known."""

    def save_key(self, record: ApiKey) -> None:
        """Insert or replace an API key record (hashed secret only)."""
        ...

    def get_key(self, key_id: str) -> ApiKey | None:
        """An API key record by id, any tenant (authentication comes before the tenant is known)."""
        ...

    def list_keys(self, tenant: str | None) -> list[ApiKey]:
        """API key records of a tenant (``None``: all), newest first."""
        ...


class AuditLog(Protocol):
    """A hash-chained, per-tenant log of who did what (:mod:`credo.store.chain`)."""

    #: The audit keys from configuration (never stored): the first signs new links and the head.
    audit_keyring: Keyring

    def audit_head(self, tenant: str) -> Head | None:
        """The tenant's recorded head (count, last hash, checkpoints, seal), or None."""
        ...

    def audit_witnessed(self, tenant: str) -> bool:
        """True if the tenant has memories: each was written with an audit event, so its log cannot be empty."""
        ...

    def append_audit(self, tenant: str, action: str, actor: str, at: datetime,
                     memory_id: str | None = None, detail: Mapping[str, object] | None = None) -> None:
        """Append an event to the tenant's hash chain (concurrent appenders never fork it)."""
        ...

    def audit_events(self, tenant: str) -> Iterator[AuditEvent]:
        """The tenant's audit events, oldest first."""
        ...

    def audit_tenants(self) -> list[str]:
        """Every tenant with audit events, sorted (a tenant whose memories were all erased keeps its log)."""
        ...

    def audit_checkpoints(self, tenant: str) -> list[Checkpoint]:
        """The tenant's pruning checkpoints (:mod:`credo.store.chain`), oldest first."""
        ...

    def add_audit_checkpoints(self, tenant: str, rows: Sequence[Checkpoint]) -> None:
        """Append checkpoint rows as they are (``credo migrate``); the next event then chains from the last anchor."""
        ...

    def prune_audit(self, tenant: str, before: datetime, *, limit: int, actor: str, at: datetime,
                    dry_run: bool = False) -> PruneResult:
        """Delete up to ``limit`` of the oldest events older than ``before`` -- always a prefix of the chain,
        stopping at the first event at or after it -- and, in the same transaction, append the checkpoint
        that records them (:func:`credo.store.chain.make_checkpoint`).

        ``dry_run`` counts every prunable event and writes nothing. After pruning, a new event chains from
        the checkpoint's anchor.
        """
        ...


class LogPruning(Protocol):
    """Bounded deletes of old log rows: the access log and finished jobs (:mod:`credo.manage.prune`)."""

    def prune_log(self, tenant: str, log: PrunedLog, before: datetime, *, limit: int,
                  dry_run: bool = False) -> int:
        """Delete up to ``limit`` of the tenant's oldest rows of one log from before ``before``; the count.

        ``access_log``: accesses logged before it; the memories' counters (access_count, recall_count,
        last_accessed) stay. ``jobs``: done or failed jobs that finished before it; queued and running
        jobs are never touched. ``dry_run``: count them all, delete nothing.
        """
        ...


class Leases(Protocol):
    """Scheduler leases: each maintenance job runs once per interval across every server on the store."""

    def claim_schedule(self, job: str, now: datetime, interval_seconds: float, holder: str,
                       lease_until: datetime) -> bool:
        """Take the right to run a scheduled ``job`` now: True if it is due and nobody else holds it."""
        ...

    def finish_schedule(self, job: str, holder: str, now: datetime) -> None:
        """Record that ``holder`` finished ``job`` at ``now`` and release it."""
        ...


class ReviewQueue(Protocol):
    """What waits for a person: contradiction-loop conflicts, consolidation merge proposals and bridges."""

    def save_conflict(self, record: ConflictRecord) -> None:
        """Insert or replace a conflict record."""
        ...

    def delete_conflict(self, tenant: str, conflict_id: str) -> None:
        """Delete a conflict record (erasure took every memory it was about)."""
        ...

    def conflicts(self, tenant: str, *, user: str | None = None, status: ConflictStatus | None = None,
                  entity: str | None = None, attribute: str | None = None,
                  ids: Sequence[str] | None = None, viewer: Scope | None = None) -> list[ConflictRecord]:
        """Conflict records of the tenant matching every given criterion, oldest first.

        ``viewer``: only its user's conflicts, and none naming a memory it may not see.
        """
        ...

    def save_proposal(self, record: MergeProposal) -> None:
        """Insert or replace a proposal (a merge or a bridge)."""
        ...

    def proposals(self, tenant: str, *, user: str | None = None, status: ProposalStatus | None = None,
                  ids: Sequence[str] | None = None, kind: str | None = None) -> list[MergeProposal]:
        """Proposals of the tenant (one user's, one status's, these ids, one ``kind``: ``merge`` from
        consolidation or ``bridge`` from cross-domain synthesis), oldest first.

        Erasing a memory removes every proposal that names it.
        """
        ...


class CardStore(Protocol):
    """Peer cards (:class:`~credo.models.PeerCard`): one per (tenant, user, entity), rebuilt by
    :mod:`credo.manage.cards` when the beliefs under it change.

    Erasing a memory deletes every card whose ``memory_ids`` name it, in the same transaction:
    a card quotes its sources' text and values.
    """

    def save_card(self, card: PeerCard) -> None:
        """Insert a card, or replace the one of its (tenant, user, entity)."""
        ...

    def cards(self, tenant: str, *, user: str | None = None, entity: str | None = None) -> list[PeerCard]:
        """The tenant's cards (one user's, one entity's, when given), by user then entity."""
        ...

    def delete_card(self, tenant: str, user: str, entity: str) -> None:
        """Delete the card of one user's entity (nothing if there is none)."""
        ...


class Store(MemoryStore, JobQueue, KeyStore, AuditLog, LogPruning, Leases, ReviewQueue, CardStore, Protocol):
    """A whole backend: the memory primitives and every side protocol."""

    def erase_user(self, tenant: str, user: str) -> dict[str, int]:
        """Erase everything of one user of the tenant, in one transaction, then compact: every memory of any
        status (with what :meth:`erase` takes along), and the user's jobs, conflicts, merge and bridge proposals
        and peer cards. Returns how many of each went: ``{"memories", "jobs", "conflicts", "merge_proposals",
        "peer_cards"}``. API keys bound to the user and the audit log (which holds ids and hashes, never text)
        are kept."""
        ...
