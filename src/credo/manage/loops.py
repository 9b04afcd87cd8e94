"""Contradiction loops: detect them, escalate them, let a person settle them.

Seed 000's anchor story: a meeting preference flips morning -> afternoon ->
morning because two jobs genuinely alternate. Each write is right; auto-
resolution still ends confidently wrong. So when an entity+attribute has been
superseded 3 or more times within 30 days (counting the supersession a write
is about to make), credo stops auto-resolving that pair: every contested value
becomes ``challenged`` (never served as fact), the pair gets an open
:class:`~credo.models.ConflictRecord`, and a person resolves it with one of

* ``keep_existing`` -- the value current when the loop was caught wins; the others are invalidated;
* ``keep_new``      -- the newest value wins; the others are superseded by it;
* ``keep_both``     -- both hold: the existing value is scoped to ``context``
  (its attribute becomes ``attribute@context``), the newest is the default;
* ``custom``        -- a value the person gives replaces them all.

The resolution is stored as a meta-memory (importance 0.9, confidence 0.95)
linked to what it settled, and the loop ends: supersessions before the
resolution no longer count.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from ..errors import Conflict, InvalidInput, NotFound
from ..lifecycle import record_status, supersede
from ..models import (
    ConflictRecord,
    ConflictStatus,
    Kind,
    Link,
    LinkType,
    MemoryUnit,
    Resolution,
    Scope,
    Source,
    Status,
    normalise_key,
)
from ..store.base import Store

LOOP_WINDOW_DAYS = 30
LOOP_THRESHOLD = 3
META_IMPORTANCE = 0.9
META_CONFIDENCE = 0.95


def loop_window_start(store: Store, unit: MemoryUnit, now: datetime, window_days: float = LOOP_WINDOW_DAYS) -> datetime:
    """Start of the churn window for the unit's pair: 30 days back, or the last resolution if later."""
    since = now - timedelta(days=window_days)
    for record in store.conflicts(unit.tenant, user=unit.user, entity=unit.entity, attribute=unit.attribute,
                                  status=ConflictStatus.RESOLVED):
        if record.resolved_at and record.resolved_at > since:
            since = record.resolved_at
    return since


def would_loop(store: Store, unit: MemoryUnit, now: datetime, *, window_days: float = LOOP_WINDOW_DAYS,
               threshold: int = LOOP_THRESHOLD, viewer: Scope | None = None) -> bool:
    """True if superseding for ``unit`` would make ``threshold`` supersessions of its pair in the window.

    Only what the writer (``viewer``) may see counts: a hidden history must not change how its write lands.
    """
    since = loop_window_start(store, unit, now, window_days)
    rows = store.churn(unit.tenant, since, user=unit.user, entity=unit.entity, attribute=unit.attribute,
                       viewer=viewer)
    return (rows[0]["count"] if rows else 0) + 1 >= threshold


def open_conflict_for(store: Store, unit: MemoryUnit, *, viewer: Scope | None = None) -> ConflictRecord | None:
    """The open conflict on the unit's entity+attribute, if the pair is contested (and ``viewer`` may see it)."""
    if not (unit.entity and unit.attribute):
        return None
    found = store.conflicts(unit.tenant, user=unit.user, entity=unit.entity, attribute=unit.attribute,
                            status=ConflictStatus.OPEN, viewer=viewer)
    return found[0] if found else None


COLLISION_REASON = "a new value collides with memories its writer may not see"


def collide(store: Store, unit: MemoryUnit, hidden: list[MemoryUnit], *, actor: str,
            now: datetime) -> ConflictRecord:
    """Queue for review a write that met facts its writer may not see; nothing of theirs changes.

    The conflict names the hidden memories, so only a caller who may see all of
    them is shown it (:func:`credo.store.sql.conflict_clause`); the writer's answer
    does not mention it.
    """
    record = ConflictRecord(id=uuid.uuid4().hex, tenant=unit.tenant, user=unit.user, entity=unit.entity or "",
                            attribute=unit.attribute or "", memory_ids=[m.id for m in hidden] + [unit.id],
                            reason=COLLISION_REASON, created_at=now)
    store.save_conflict(record)
    store.append_audit(unit.tenant, "conflict.opened", actor, now, unit.id,
                       {"conflict_id": record.id, "entity": unit.entity, "attribute": unit.attribute,
                        "collision": True})
    return record


def escalate(store: Store, unit: MemoryUnit, rivals: list[MemoryUnit], *, actor: str, now: datetime,
             reason: str) -> ConflictRecord:
    """Challenge the rivals (the new unit is inserted challenged by the caller) and open a conflict."""
    for rival in rivals:
        record_status(store, rival, Status.CHALLENGED, f"contested: {reason}", actor=actor, now=now)
    record = ConflictRecord(id=uuid.uuid4().hex, tenant=unit.tenant, user=unit.user, entity=unit.entity,
                            attribute=unit.attribute, memory_ids=[r.id for r in rivals] + [unit.id],
                            reason=reason, created_at=now)
    store.save_conflict(record)
    # the audit chain cannot be rewritten at erasure, so it carries ids, never entity, attribute or text
    store.append_audit(unit.tenant, "conflict.opened", actor, now, unit.id, {"conflict_id": record.id})
    return record


def join_conflict(store: Store, record: ConflictRecord, unit: MemoryUnit) -> ConflictRecord:
    """Add a new value of a contested pair to its open conflict."""
    record.memory_ids.append(unit.id)
    store.save_conflict(record)
    return record


def loop_audit(store: Store, tenant: str, now: datetime, *, user: str | None = None,
               window_days: float = LOOP_WINDOW_DAYS, min_count: int = LOOP_THRESHOLD,
               viewer: Scope | None = None) -> list[dict[str, Any]]:
    """Seed 000's audit query: pairs superseded ``min_count``+ times in the window, most first."""
    return store.churn(tenant, now - timedelta(days=window_days), user=user, min_count=min_count, viewer=viewer)


@dataclass
class Settlement:
    """What resolving a conflict did."""

    conflict: ConflictRecord
    meta_memory: MemoryUnit
    active: list[str]
    retired: list[str]

    def to_public(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"conflict": self.conflict.to_public(), "meta_memory": self.meta_memory.to_public(),
                "active": self.active, "retired": self.retired}


def resolve(store: Store, record: ConflictRecord, action: Resolution | str, *, actor: str, now: datetime,
            context: str | None = None, value: str | None = None, custom_unit: MemoryUnit | None = None,
            meta_unit: MemoryUnit) -> Settlement:
    """Apply a person's decision to an open conflict (the caller inserts ``custom_unit`` and ``meta_unit``)."""
    action = Resolution.parse(action)
    if record.status is not ConflictStatus.OPEN:
        raise Conflict(f"conflict {record.id} is already resolved")
    units = {u.id: u for u in store.get_memories(record.tenant, record.memory_ids)}
    contested = [units[i] for i in record.memory_ids if i in units]
    if len(contested) < 2 and action is not Resolution.CUSTOM:
        raise NotFound(f"conflict {record.id} no longer has two values to choose between")
    existing, newest = contested[0], contested[-1]
    why = f"conflict {record.id} resolved by {actor}: {action.value}"
    if action is Resolution.KEEP_EXISTING:
        keep, retire_as = [existing], Status.INVALIDATED
    elif action is Resolution.KEEP_NEW:
        keep, retire_as = [newest], Status.SUPERSEDED
    elif action is Resolution.KEEP_BOTH:
        scope = normalise_key(context)
        if not scope:
            raise InvalidInput("keep_both needs a context for the existing value (e.g. 'consulting')")
        store.update_memory(existing.tenant, existing.id, {
            "attribute": f"{existing.attribute}@{scope}", "updated_at": now,
            "metadata": {**existing.metadata, "context": context}})
        keep, retire_as = [existing, newest], Status.SUPERSEDED
    else:
        if custom_unit is None or not value:
            raise InvalidInput("custom needs a value")
        keep, retire_as = [custom_unit], Status.SUPERSEDED
    for unit in keep:
        if unit.status is not Status.ACTIVE:
            record_status(store, unit, Status.ACTIVE, why, actor=actor, now=now)
    winner = keep[-1]
    retired = [u for u in contested if u.id not in {k.id for k in keep}]
    for unit in retired:
        if retire_as is Status.SUPERSEDED:
            supersede(store, unit, winner, actor=actor, now=now, reason=why)
        else:
            record_status(store, unit, retire_as, why, actor=actor, now=now)
    store.add_links(record.tenant, [Link(source_id=meta_unit.id, target_id=u.id, type=LinkType.DERIVED_FROM,
                                         created_at=now) for u in contested + ([custom_unit] if custom_unit else [])])
    record.status, record.resolved_at = ConflictStatus.RESOLVED, now
    record.resolution = {"action": action.value, "context": context, "value": value, "actor": actor,
                         "meta_memory_id": meta_unit.id, "kept": [k.id for k in keep]}
    store.save_conflict(record)
    store.append_audit(record.tenant, "conflict.resolved", actor, now, meta_unit.id,
                       {"conflict_id": record.id, "action": action.value})
    return Settlement(conflict=record, meta_memory=meta_unit, active=[k.id for k in keep],
                      retired=[u.id for u in retired])


def meta_memory_text(record: ConflictRecord, action: Resolution, values: dict[str, str | None], *,
                     context: str | None, value: str | None, actor: str) -> str:
    """The sentence a resolution is remembered by."""
    pair = f"{record.entity}.{record.attribute}"
    existing, newest = values.get("existing"), values.get("newest")
    if action is Resolution.KEEP_EXISTING:
        outcome = f"'{existing}' stands; later values were wrong"
    elif action is Resolution.KEEP_NEW:
        outcome = f"'{newest}' replaces earlier values"
    elif action is Resolution.KEEP_BOTH:
        outcome = f"'{newest}' by default; '{existing}' in the {context} context"
    else:
        outcome = f"the value is '{value}'"
    return f"Resolved contested {pair} ({action.value}, decided by {actor}): {outcome}."


META_KIND = Kind.DECISION
META_SOURCE = Source.SYSTEM
