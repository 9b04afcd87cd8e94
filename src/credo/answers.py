"""What each operation answers over REST: one typed model per answer, and the one error body.

:mod:`credo.operations` holds what an operation takes; this module holds what the REST
API gives back, so that the OpenAPI document types every response and a client
(:class:`credo.client.Client`, or one generated from ``/openapi.json``) can parse it.
The stored records (:class:`~credo.models.MemoryUnit`, :class:`~credo.models.Job`,
:class:`~credo.models.ConflictRecord`, :class:`~credo.models.MergeProposal`,
:class:`~credo.models.PeerCard`) are answered as they are, less their bookkeeping
(a memory's vector, a job's lease).

Every error, on every route, is :class:`ErrorBody` with one HTTP status per error
type (:data:`credo.error_codes.ERROR_TYPES`).

>>> StoreAnswer.model_json_schema()["required"]
['memory', 'superseded', 'conflict']
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .models import ConflictRecord, JobStatus, MemoryUnit, MergeProposal, PeerCard, Status


class Answer(BaseModel):
    """An answer: plain JSON, fields as documented (a newer server may add fields; a client ignores them)."""

    model_config = ConfigDict(extra="ignore")


class ErrorDetail(Answer):
    """What went wrong: a stable type (``not_found``, ``invalid_input`` ...) and a sentence for people."""

    type: str = Field(description="The error's stable type; each type has one HTTP status on every route.")
    message: str = Field(description="What went wrong, in one line.")
    details: list[dict[str, Any]] | None = Field(None, description="For a malformed request: each field refused.")


class ErrorBody(Answer):
    """Every error: ``{"error": {"type", "message"}}``."""

    error: ErrorDetail


# -- one memory -------------------------------------------------------------------------------


class MemoryAnswer(Answer):
    """One memory with every field (never its vector)."""

    memory: MemoryUnit


class BrowseAnswer(Answer):
    """A page of memories, newest first (or ranked by ``q``)."""

    memories: list[MemoryUnit]
    limit: int
    offset: int
    next_offset: int | None = Field(description="The next page's offset, or null on the last page.")


class ForgetAnswer(Answer):
    """A forgotten memory: archived (with the memory) or erased (without)."""

    id: str
    erased: bool
    memory: MemoryUnit | None = None


class HistoryChange(Answer):
    """One status change: old -> new, why, who, when."""

    old: Status | None
    new: Status
    reason: str
    actor: str
    at: str
    escalation: bool = False


class HistoryAnswer(Answer):
    """How a belief came to be: its status changes and the supersession chain it belongs to (oldest first)."""

    history: list[HistoryChange]
    chain: list[str]


class ImportanceFactor(Answer):
    """One of engram's nine factors."""

    value: float
    weight: float
    contribution: float


class ImportanceAnswer(Answer):
    """A memory's importance at ``at``: the combined score and each factor."""

    id: str
    at: str
    score: float
    stored: float | None
    factors: dict[str, ImportanceFactor]


# -- writing ----------------------------------------------------------------------------------


class StoreAnswer(Answer):
    """What a store did: the memory, what it superseded, and the conflict it joined or opened (or null);
    ``duplicate`` when it repeated an active memory, which was reinforced instead (``note`` says which)."""

    memory: MemoryUnit
    superseded: list[str]
    conflict: ConflictRecord | None
    duplicate: bool = False
    note: str = ""


class Skipped(Answer):
    """A span the write path did not keep, and why."""

    text: str
    reason: str


class RememberAnswer(Answer):
    """What one remember did: stored, skipped (and why), merged, superseded, and the conflicts it opened."""

    stored: list[MemoryUnit]
    skipped: list[Skipped]
    merged: list[MemoryUnit]
    superseded: list[str]
    conflicts: list[ConflictRecord]


class PublicJob(Answer):
    """A queued ``remember``: its input (``payload``), and once run its ``result`` or ``error``."""

    id: str
    tenant: str
    user: str | None
    kind: str
    status: JobStatus
    payload: dict[str, Any]
    result: dict[str, Any] | None
    error: str | None
    idempotency_key: str | None
    attempts: int
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None


class JobAnswer(Answer):
    """An ingestion job: queued, running, done (with its result) or failed (with why)."""

    job: PublicJob


# -- reading ----------------------------------------------------------------------------------


class ContestedValue(Answer):
    """One value of a contested pair."""

    value: str | None
    since: str | None
    memory_id: str


class Contested(Answer):
    """An entity+attribute whose value a person has still to settle: every value, since when; ask the user."""

    conflict_id: str
    entity: str
    attribute: str
    values: list[ContestedValue]
    advice: str


class RecallHit(Answer):
    """One recalled memory: its score and the components that made it (``why``)."""

    memory: MemoryUnit
    score: float
    why: dict[str, float]
    contested: Contested | None = None


class RecallAnswer(Answer):
    """The memories that best answer the query, best first."""

    results: list[RecallHit]


class ContextAnswer(Answer):
    """A prompt-ready memory block within the budget, and what went into it."""

    text: str
    sections: dict[str, list[dict[str, Any]]]
    tokens: int
    budget: int
    memory_ids: list[str]
    contested: list[Contested]


class CardAnswer(Answer):
    """One entity's peer card."""

    card: PeerCard


class CardsAnswer(Answer):
    """A user's peer cards, by entity."""

    cards: list[PeerCard]


class Session(Answer):
    """A user's session: its memories, how many are active, when, and its state."""

    user: str
    session: str
    memories: int
    active: int
    first_at: str | None
    last_at: str | None
    state: str = Field(description="open, finished, summarised, stale or archived.")


class SessionsAnswer(Answer):
    """A user's sessions, most recent first."""

    sessions: list[Session]


class StatsAnswer(Answer):
    """Counts of the memories the caller may see."""

    total: int
    by_status: dict[str, int]
    by_kind: dict[str, int]
    by_layer: dict[str, int]
    by_classification: dict[str, int]
    retention_histogram: dict[str, int]
    embedding_models: dict[str, int]
    jobs: dict[str, int]
    open_conflicts: int
    embedder: str
    reembed_needed: int


class TimelineAnswer(Answer):
    """What credo believed about one entity of a user, over time: each value with when it was said, recorded
    and retired, and the conflicts and resolutions between them (:func:`credo.timeline.timeline`)."""

    user: str
    entity: str
    attributes: list[dict[str, Any]]
    conflicts: list[ConflictRecord]


# -- what waits for a person ------------------------------------------------------------------


class ReviewQueueAnswer(Answer):
    """What waits for a person (:func:`credo.manage.review.queue`)."""

    conflicts: list[ConflictRecord]
    challenged: list[MemoryUnit]
    quarantined: list[MemoryUnit]
    unconfirmed: list[MemoryUnit] = Field(default_factory=list, description=(
        "Weak current facts probing flagged for a person to confirm or correct; still active and served "
        "(metadata.unconfirmed says when and why)."))
    proposals: list[MergeProposal]


class ConflictsAnswer(Answer):
    """Contested pairs."""

    conflicts: list[ConflictRecord]


class SettlementAnswer(Answer):
    """What settling a conflict did: the conflict, the decision kept as a meta-memory, what stays and what went."""

    conflict: ConflictRecord
    meta_memory: MemoryUnit
    active: list[str]
    retired: list[str]


class ProposalAnswer(Answer):
    """A merge or bridge proposal after a person's decision."""

    proposal: MergeProposal


# -- maintenance ------------------------------------------------------------------------------


class ClusterAnswer(Answer):
    """One group consolidation found: its members, the canonical memory, what changes and what happened."""

    members: list[dict[str, str]]
    canonical: dict[str, Any]
    changes: dict[str, Any]
    canonical_id: str | None
    outcome: str
    review: str
    proposal_id: str | None


class ConsolidationAnswer(Answer):
    """What a consolidation run found and (unless a dry run) did."""

    dry_run: bool
    method: str
    threshold: float
    min_cluster: int
    memories_scanned: int
    memories_exempt: int
    clusters_found: int
    memories_merged: int
    canonical_created: int
    proposals: int
    canonical_ids: list[str]
    proposal_ids: list[str]
    clusters: list[ClusterAnswer]


class TaskReport(Answer):
    """A maintenance task's report: its name, whether it was a dry run, and the task's own counts."""

    model_config = ConfigDict(extra="allow")

    task: str
    dry_run: bool


class AuditAnswer(Answer):
    """Whether the tenant's audit chain verifies, and the first altered event or checkpoint if not;
    ``head_token`` (COUNT:HASH) is what to keep elsewhere and pass back as ``expect_head``."""

    tenant: str
    ok: bool
    checkpoints: int
    events: int
    error: str | None
    head_token: str | None = None


class EraseUserAnswer(Answer):
    """What erasing a user deleted, row counts by kind."""

    user: str
    erased: dict[str, int] = Field(description="memories, jobs, conflicts, merge_proposals, peer_cards, bridges.")


class HealthAnswer(Answer):
    """The server is up: its version and whether it wants keys."""

    status: str
    version: str
    auth: str


__all__ = [
    "Answer",
    "AuditAnswer",
    "BrowseAnswer",
    "CardAnswer",
    "CardsAnswer",
    "ClusterAnswer",
    "ConflictsAnswer",
    "ConsolidationAnswer",
    "Contested",
    "ContestedValue",
    "ContextAnswer",
    "EraseUserAnswer",
    "ErrorBody",
    "ErrorDetail",
    "ForgetAnswer",
    "HealthAnswer",
    "HistoryAnswer",
    "HistoryChange",
    "ImportanceAnswer",
    "ImportanceFactor",
    "JobAnswer",
    "MemoryAnswer",
    "ProposalAnswer",
    "PublicJob",
    "RecallAnswer",
    "RecallHit",
    "RememberAnswer",
    "ReviewQueueAnswer",
    "Session",
    "SessionsAnswer",
    "SettlementAnswer",
    "Skipped",
    "StatsAnswer",
    "StoreAnswer",
    "TaskReport",
    "TimelineAnswer",
]
