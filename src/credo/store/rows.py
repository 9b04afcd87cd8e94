"""Rows as every SQL backend stores them, and back: memories, their trail, jobs, keys, the review queue, cards.

One codec for both backends. What differs between them -- a time stored as
credo's ISO text or as a ``timestamptz``, JSON as text or as ``jsonb``, a flag
as 0/1 or a boolean -- is asked of the :class:`~credo.store.dialect.Dialect`,
so a field added to a record is written and read in one place.

>>> from credo.store.dialect import SQLITE
>>> from datetime import datetime, timezone
>>> link = Link(source_id="a", target_id="b", created_at=datetime(2026, 1, 1, tzinfo=timezone.utc))
>>> row = link_row("acme", link, SQLITE)
>>> row["created_at"]
'2026-01-01T00:00:00.000000Z'
>>> link_from_row(row, SQLITE) == link
True
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from ..models import (
    ApiKey,
    ConflictRecord,
    Job,
    Link,
    LinkType,
    MemoryUnit,
    MergeProposal,
    PeerCard,
    StatusChange,
)
from ..timeutil import to_iso
from .base import Access
from .chain import AuditEvent, Checkpoint
from .dialect import BOOL_COLUMNS, COLUMNS, JSON_COLUMNS, SQLITE, Dialect

#: A fetched row by column name.
Row = dict[str, Any]

#: The columns of ``memories`` as a select list over alias ``m`` (``user`` is quoted: reserved in PostgreSQL).
MEMORY_COLUMNS = ", ".join(f'm."{c}"' for c in COLUMNS)
#: What a job row that no longer validates reads as.
UNREADABLE_JOB = "invalid_input: this job was stored with input credo cannot read back (e.g. a lone surrogate)"
#: The proposal fields a backend keeps in its ``detail`` JSON (the rest are columns).
PROPOSAL_DETAIL = ("reason", "canonical_text", "classification", "canonical_id", "decided_by", "entities", "topics")
#: The columns of ``audit_checkpoints`` a backend writes (``seq`` is its own).
CHECKPOINT_COLUMNS = ("tenant", "at", "actor", "before", "first_seq", "last_seq", "count", "start", "anchor",
                      "digest", "prev_hash", "hash")


# -- memories -----------------------------------------------------------------------------------


def memory_row(unit: MemoryUnit, d: Dialect = SQLITE) -> Row:
    """A MemoryUnit as column values ready for INSERT."""
    data = unit.model_dump(mode="python", exclude={"embedding", "links"})
    return {column: d.encode(column, data[column]) for column in COLUMNS}


def memory_from_row(row: Row) -> MemoryUnit:
    """A stored row back as a MemoryUnit (JSON as text or decoded, flags as 0/1 or booleans)."""
    data = {column: row[column] for column in COLUMNS}
    for column in JSON_COLUMNS:
        if isinstance(data[column], str):
            data[column] = json.loads(data[column])
    for column in BOOL_COLUMNS:
        data[column] = bool(data[column])
    return MemoryUnit.model_validate(data)


# -- the trail beside each memory: status history, links, accesses ---------------------------------


def change_row(tenant: str, change: StatusChange, d: Dialect) -> Row:
    """A status-history row."""
    return {"tenant": tenant, "memory_id": change.memory_id, "old": change.old.value if change.old else None,
            "new": change.new.value, "reason": change.reason, "actor": change.actor, "at": d.time(change.at),
            "escalation": d.flag(change.escalation)}


def change_from_row(row: Row, d: Dialect) -> StatusChange:
    return StatusChange.model_validate({
        "memory_id": row["memory_id"], "old": row["old"], "new": row["new"], "reason": row["reason"],
        "actor": row["actor"], "at": d.read_time(row["at"]), "escalation": bool(row["escalation"])})


def link_row(tenant: str, link: Link, d: Dialect) -> Row:
    """A links row."""
    return {"tenant": tenant, "source_id": link.source_id, "target_id": link.target_id, "type": link.type.value,
            "weight": link.weight, "created_at": d.time(link.created_at)}


def link_from_row(row: Row, d: Dialect) -> Link:
    return Link.model_validate({"source_id": row["source_id"], "target_id": row["target_id"],
                                "type": LinkType(row["type"]), "weight": row["weight"],
                                "created_at": d.read_time(row["created_at"])})


def access_row(tenant: str, access: Access, d: Dialect) -> Row:
    """An access_log row."""
    return {"tenant": tenant, "memory_id": access.memory_id, "at": d.time(access.at),
            "kind": "recall" if access.recalled else "get"}


def access_from_row(row: Row, d: Dialect) -> Access:
    at = d.read_time(row["at"])
    assert at is not None  # NOT NULL in both schemas
    return Access(row["memory_id"], at, row["kind"] == "recall")


# -- jobs and keys --------------------------------------------------------------------------------


def job_row(job: Job, d: Dialect) -> Row:
    """What ``enqueue_job`` inserts."""
    return {"id": job.id, "tenant": job.tenant, "user": job.user, "kind": job.kind, "status": job.status.value,
            "payload": d.json(job.payload), "idempotency_key": job.idempotency_key, "attempts": job.attempts,
            "created_at": d.time(job.created_at)}


def job_from_row(row: Row, d: Dialect) -> Job:
    """A stored job; one stored by an older credo that did not check payloads reads as failed, never to run."""
    data = {k: v for k, v in row.items() if k != "seq"}
    data["payload"] = d.read_json(data["payload"]) if data["payload"] else {}
    data["result"] = d.read_json(data["result"]) if data["result"] is not None else None
    try:
        return Job.model_validate(data)
    except ValidationError:
        return Job.model_validate({**data, "payload": {}, "result": None, "status": "failed",
                                   "error": UNREADABLE_JOB})


def key_row(record: ApiKey, d: Dialect) -> Row:
    """An api_keys row: the record, its rights comma-joined (the secret only as its hash)."""
    return {"id": record.id, "tenant": record.tenant, "user": record.user, "agent": record.agent,
            "rights": ",".join(sorted(str(r) for r in record.rights)), "ceiling": record.ceiling.value,
            "source": record.source.value, "secret_sha256": record.secret_sha256, "label": record.label,
            "created_at": d.time(record.created_at), "revoked_at": d.time(record.revoked_at)}


def key_from_row(row: Row) -> ApiKey:
    return ApiKey.model_validate({**row, "rights": [r for r in row["rights"].split(",") if r]})


# -- the review queue and peer cards --------------------------------------------------------------


def conflict_row(record: ConflictRecord, d: Dialect) -> Row:
    return {"id": record.id, "tenant": record.tenant, "user": record.user, "entity": record.entity,
            "attribute": record.attribute, "status": record.status.value, "memory_ids": d.json(record.memory_ids),
            "resolution": d.json(record.resolution) if record.resolution else None,
            "created_at": d.time(record.created_at), "resolved_at": d.time(record.resolved_at),
            "reason": record.reason}


def conflict_from_row(row: Row, d: Dialect) -> ConflictRecord:
    return ConflictRecord.model_validate({
        "id": row["id"], "tenant": row["tenant"], "user": row["user"], "entity": row["entity"],
        "attribute": row["attribute"], "status": row["status"], "memory_ids": d.read_json(row["memory_ids"]),
        "reason": row["reason"], "resolution": d.read_json(row["resolution"]) if row["resolution"] else None,
        "created_at": d.read_time(row["created_at"]), "resolved_at": d.read_time(row["resolved_at"])})


def proposal_row(record: MergeProposal, d: Dialect) -> Row:
    """A merge_proposals row: the columns, and the rest of the proposal (:data:`PROPOSAL_DETAIL`) as ``detail``."""
    detail = {k: v for k, v in record.to_public().items() if k in PROPOSAL_DETAIL}
    return {"id": record.id, "tenant": record.tenant, "user": record.user, "kind": record.kind,
            "status": record.status.value, "memory_ids": d.json(record.memory_ids),
            "detail": d.json(detail, sort_keys=True), "created_at": d.time(record.created_at),
            "decided_at": d.time(record.decided_at)}


def proposal_from_row(row: Row, d: Dialect) -> MergeProposal:
    return MergeProposal.model_validate({
        "id": row["id"], "tenant": row["tenant"], "user": row["user"], "kind": row["kind"], "status": row["status"],
        "memory_ids": d.read_json(row["memory_ids"]), "created_at": d.read_time(row["created_at"]),
        "decided_at": d.read_time(row["decided_at"]), **d.read_json(row["detail"])})


def card_row(card: PeerCard, d: Dialect) -> Row:
    return {"tenant": card.tenant, "user": card.user, "entity": card.entity,
            "lines": d.json([line.model_dump(mode="json") for line in card.lines]),
            "memory_ids": d.json(card.memory_ids), "fingerprint": card.fingerprint,
            "built_at": d.time(card.built_at), "writer": card.writer, "classification": card.classification.value}


def card_from_row(row: Row, d: Dialect) -> PeerCard:
    return PeerCard.model_validate({
        "tenant": row["tenant"], "user": row["user"], "entity": row["entity"], "lines": d.read_json(row["lines"]),
        "memory_ids": d.read_json(row["memory_ids"]), "fingerprint": row["fingerprint"],
        "built_at": d.read_time(row["built_at"]), "writer": row["writer"], "classification": row["classification"]})


# -- the audit chain ------------------------------------------------------------------------------


def event_from_row(row: Row, d: Dialect) -> AuditEvent:
    """A stored audit event, its time as the text its hash covers."""
    return AuditEvent(seq=row["seq"], tenant=row["tenant"], at=_text_time(row["at"]), actor=row["actor"],
                      action=row["action"], memory_id=row["memory_id"], detail=d.read_json(row["detail"]),
                      prev_hash=row["prev_hash"], hash=row["hash"])


def checkpoint_from_row(row: Row) -> Checkpoint:
    """A stored pruning checkpoint, its times as the text its hash covers."""
    return Checkpoint(seq=row["seq"], tenant=row["tenant"], at=_text_time(row["at"]), actor=row["actor"],
                      before=_text_time(row["before"]), first_seq=row["first_seq"], last_seq=row["last_seq"],
                      count=row["count"], start=row["start"], anchor=row["anchor"], digest=row["digest"],
                      prev_hash=row["prev_hash"], hash=row["hash"])


def _text_time(value: Any) -> str:
    """A stored time as credo's ISO text: SQLite's as it was written, PostgreSQL's formatted."""
    text = value if isinstance(value, str) else to_iso(value)
    assert text is not None  # NOT NULL in both schemas
    return text
