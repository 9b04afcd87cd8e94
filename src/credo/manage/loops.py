"""Contradiction loops: detect them, escalate them, let a person settle them.

Seed 000's anchor story: a meeting preference flips morning -> afternoon ->
morning because two jobs genuinely alternate. Each write is right; auto-
resolution still ends confidently wrong. So credo stops auto-resolving an
entity+attribute pair when a write would

* return it to a value it replaced: A -> B -> A, where A was replaced no more
  than 90 days (of event time, ``valid_from``) before it comes back; or
* make its 3rd supersession within 30 days, counted on event time (when the
  values became true) and on record time (when credo learned them).

Then every contested value becomes ``challenged`` (shown as contested, never
served as fact), the pair gets an open :class:`~credo.models.ConflictRecord`,
and a person resolves it with one of

* ``keep_existing`` -- the value the pair flipped away from wins; the others are invalidated;
* ``keep_new``      -- the newest value wins; the others are superseded by it;
* ``keep_both``     -- both hold: the existing value is scoped to ``context``
  (its attribute becomes ``attribute@context``), the newest is the default;
* ``custom``        -- a value the person gives replaces them all.

The resolution is stored as a meta-memory (importance 0.9, confidence 0.95)
linked to what it settled, and it stands: a later mention of a value the
person scoped to a context, in that context ("... for the consulting client"),
is stored in that context; the same value said without the context, or any
value the resolution did not keep, reopens the pair (a new open conflict that
names the old one), so the meta-memory and the stored facts never disagree.
A slow change (A in 2024, B in 2025) is an ordinary supersession.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from .. import rules
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
from ..visibility import visible

LOOP_WINDOW_DAYS = 30
LOOP_THRESHOLD = 3
RETURN_WINDOW_DAYS = 90
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
    rows = rules.churn(store, unit.tenant, since, user=unit.user, entity=unit.entity, attribute=unit.attribute,
                       viewer=viewer)
    return (rows[0]["count"] if rows else 0) + 1 >= threshold


def loop_reason(store: Store, unit: MemoryUnit, now: datetime, *, window_days: float = LOOP_WINDOW_DAYS,
                threshold: int = LOOP_THRESHOLD, return_window_days: float = RETURN_WINDOW_DAYS,
                viewer: Scope | None = None) -> str | None:
    """Why superseding for ``unit`` would be a loop (a returning value, or churn), or None if it would not.

    Only values recorded after the pair's last resolution, and that the writer (``viewer``) may see,
    count. A window of 0 turns that check off.
    Record-time churn counts only for a live write (one that became true within the window of being
    recorded): a backfill of years of history recorded in one afternoon is not a loop.
    """
    live = now - unit.valid_from <= timedelta(days=window_days)
    if window_days > 0 and live and would_loop(store, unit, now, window_days=window_days, threshold=threshold,
                                               viewer=viewer):
        return f"{unit.entity}.{unit.attribute} flipped {threshold}+ times in {window_days:g} days"
    resolved = last_resolution(store, unit, viewer=viewer)
    since = resolved.resolved_at if resolved and resolved.resolved_at else None
    timeline = [m for m in rules.pair_timeline(store, unit.tenant, unit.user, unit.entity or "", unit.attribute or "")
                if m.valid_from <= unit.valid_from and m.id != unit.id and (since is None or m.created_at > since)]
    seen = visible(store, viewer, [m.id for m in timeline])
    timeline = [m for m in timeline if m.id in seen]
    changes = _changes(timeline)
    mine = _value(unit)
    if not timeline or _value(timeline[-1]) == mine:
        return None
    if return_window_days > 0:
        back_to = unit.valid_from - timedelta(days=return_window_days)
        for old, replaced_at in changes:
            if _value(old) == mine and replaced_at >= back_to:
                # no value in the reason: it outlives an erasure of the memory that stated it
                return (f"{unit.entity}.{unit.attribute} returned to a value it replaced within "
                        f"{return_window_days:g} days")
    if window_days > 0:
        start = unit.valid_from - timedelta(days=window_days)
        if sum(1 for _, at in changes if at >= start) + 1 >= threshold:
            return f"{unit.entity}.{unit.attribute} changed {threshold}+ times in {window_days:g} days of event time"
    return None


def _value(unit: MemoryUnit) -> str:
    return (unit.value or "").strip().casefold()


def _changes(timeline: list[MemoryUnit]) -> list[tuple[MemoryUnit, datetime]]:
    """Each value that was replaced, with the event time another value replaced it."""
    changes, current = [], None
    for unit in timeline:
        if current is not None and _value(unit) != _value(current):
            changes.append((current, unit.valid_from))
        if current is None or _value(unit) != _value(current):
            current = unit
    return changes


def last_resolution(store: Store, unit: MemoryUnit, *, viewer: Scope | None = None) -> ConflictRecord | None:
    """The latest person's decision on the unit's entity+attribute that ``viewer`` may see, if any."""
    if not (unit.entity and unit.attribute):
        return None
    found = [c for c in store.conflicts(unit.tenant, user=unit.user, entity=unit.entity, attribute=unit.attribute,
                                        status=ConflictStatus.RESOLVED, viewer=viewer)
             if c.resolved_at and c.resolution]
    return max(found, key=lambda c: c.resolved_at or c.created_at) if found else None


def against_resolution(store: Store, unit: MemoryUnit, *, viewer: Scope | None = None) -> ConflictRecord | None:
    """Hold a new value to the pair's last resolution: the resolution it contradicts, or None.

    A value the person kept in a context (keep_both), said in that context, is
    scoped to it in place (attribute ``attribute@context``,
    ``metadata["context"]``); said without naming the context it may mean "for
    everything now", so it reopens the pair rather than guess. A value the
    resolution kept as the default passes; any other value contradicts it.
    A resolution whose kept memories are no longer active is no longer in force;
    one the writer (``viewer``) may not see does not steer its write.
    """
    record = last_resolution(store, unit, viewer=viewer)
    if record is None or record.resolution is None:
        return None
    ids = record.resolution.get("kept") or []
    seen = visible(store, viewer, ids)
    kept = [m for m in store.get(unit.tenant, ids) if m.status is Status.ACTIVE and m.id in seen]
    if not kept:
        return None
    for memory in kept:
        if _value(memory) == _value(unit):
            context = memory.metadata.get("context") if memory.attribute != unit.attribute else None
            if not context:
                return None  # the default the person chose
            if not names_context(unit.text, context):
                return record  # "morning" again, but is it for consulting or for everything now? ask
            unit.attribute = memory.attribute
            unit.metadata = {**unit.metadata, "context": context, "resolution": record.id}
            return None
    return record


def names_context(text: str, context: str) -> bool:
    """Whether ``text`` mentions the context a person scoped a value to (by word stem).

    >>> names_context("Morning calls again for the consulting client", "consulting")
    True
    >>> names_context("I prefer morning meetings for everything now", "consulting")
    False
    """
    words = re.findall(r"[a-z0-9]+", text.casefold())
    stems = [w[:6] for w in re.findall(r"[a-z0-9]+", context.casefold()) if len(w) >= 3]
    return any(word.startswith(stem) for stem in stems for word in words)


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
             reason: str, reopens: str | None = None) -> ConflictRecord:
    """Challenge the rivals (the new unit is inserted challenged by the caller) and open a conflict.

    ``reopens`` names the resolved conflict whose decision the new value contradicts.
    """
    for rival in rivals:
        record_status(store, rival, Status.CHALLENGED, f"contested: {reason}", actor=actor, now=now,
                          escalation=True)
    record = ConflictRecord(id=uuid.uuid4().hex, tenant=unit.tenant, user=unit.user, entity=unit.entity,
                            attribute=unit.attribute, memory_ids=[r.id for r in rivals] + [unit.id],
                            reason=reason, created_at=now)
    store.save_conflict(record)
    # the audit chain cannot be rewritten at erasure, so it carries ids, never entity, attribute or text
    store.append_audit(unit.tenant, "conflict.opened", actor, now, unit.id,
                       {"conflict_id": record.id, **({"reopens": reopens} if reopens else {})})
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
    return rules.churn(store, tenant, now - timedelta(days=window_days), user=user, min_count=min_count, viewer=viewer)


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
    units = {u.id: u for u in store.get(record.tenant, record.memory_ids)}
    contested = [units[i] for i in record.memory_ids if i in units]
    if len(contested) < 2 and action is not Resolution.CUSTOM:
        raise NotFound(f"conflict {record.id} no longer has two values to choose between")
    existing, newest = sides(contested)
    why = f"conflict {record.id} resolved by {actor}: {action.value}"
    if action is Resolution.KEEP_EXISTING:
        keep, retire_as = [existing], Status.INVALIDATED
    elif action is Resolution.KEEP_NEW:
        keep, retire_as = [newest], Status.SUPERSEDED
    elif action is Resolution.KEEP_BOTH:
        scope = normalise_key(context)
        if not scope:
            raise InvalidInput("keep_both needs a context for the existing value (e.g. 'consulting')")
        store.update(existing.tenant, existing.id, {
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
        twin = next((k for k in keep if _value(k) == _value(unit)), None)  # an earlier mention of a kept value
        if twin is not None or retire_as is Status.SUPERSEDED:
            supersede(store, unit, twin or winner, actor=actor, now=now, reason=why)
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


def sides(units: list[MemoryUnit]) -> tuple[MemoryUnit, MemoryUnit]:
    """A conflict's two sides from its memories (oldest first): (existing, newest).

    ``newest`` is the last value stated; ``existing`` the value it last flipped
    away from, so a conflict of morning, afternoon, morning still offers both.
    """
    newest = units[-1]
    existing = next((u for u in reversed(units) if _value(u) != _value(newest)), units[0])
    return existing, newest


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
