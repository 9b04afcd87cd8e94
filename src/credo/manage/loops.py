"""Contradiction loops: the audit, and a person settling them.

Detecting a loop and escalating it happen at write time, in the belief decision
(:mod:`credo.belief`); this module holds what comes after -- seed 000's loop audit
and the resolutions a person applies.

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
* ``keep_both``     -- both hold: one value is scoped to ``context`` (its
  attribute becomes ``attribute@context``), the other is the default: the
  newest unless the person says otherwise (``default``: ``existing``, or the
  value itself -- "afternoon by default, morning for consulting" when morning
  was said last);
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

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from .. import rules
from ..belief import value_of
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
from ..policies import LOOP_THRESHOLD, LOOP_WINDOW_DAYS
from ..store.base import Store

META_IMPORTANCE = 0.9
META_CONFIDENCE = 0.95


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
            meta_unit: MemoryUnit, default: str | None = None) -> Settlement:
    """Apply a person's decision to an open conflict (the caller inserts ``custom_unit`` and ``meta_unit``);
    ``default``: keep_both's default value (:func:`default_side`)."""
    chosen = Resolution.parse(action)
    if record.status is not ConflictStatus.OPEN:
        raise Conflict(f"conflict {record.id} is already resolved")
    units = {u.id: u for u in store.get(record.tenant, record.memory_ids)}
    contested = [units[i] for i in record.memory_ids if i in units]
    if len(contested) < 2 and chosen is not Resolution.CUSTOM:
        raise NotFound(f"conflict {record.id} no longer has two values to choose between")
    existing, newest = sides(contested)
    if default is not None and chosen is not Resolution.KEEP_BOTH:
        raise InvalidInput("default applies to keep_both only")
    if chosen is Resolution.KEEP_BOTH and default_side(existing, newest, default) is existing:
        existing, newest = newest, existing  # the newest value is the one scoped to the context
    why = f"conflict {record.id} resolved by {actor}: {chosen.value}"
    if chosen is Resolution.KEEP_EXISTING:
        keep, retire_as = [existing], Status.INVALIDATED
    elif chosen is Resolution.KEEP_NEW:
        keep, retire_as = [newest], Status.SUPERSEDED
    elif chosen is Resolution.KEEP_BOTH:
        scope = normalise_key(context)
        if not scope:
            raise InvalidInput("keep_both needs a context for the existing value (e.g. 'consulting')")
        store.update(existing.tenant, existing.id, {
            "attribute": f"{existing.attribute}@{scope}", "updated_at": now,
            "metadata": {**existing.metadata, "context": context}})
        keep, retire_as = [existing, newest], Status.SUPERSEDED  # the default last: it wins the pair
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
        twin = next((k for k in keep if value_of(k) == value_of(unit)), None)  # an earlier mention of a kept value
        if twin is not None or retire_as is Status.SUPERSEDED:
            supersede(store, unit, twin or winner, actor=actor, now=now, reason=why)
        else:
            record_status(store, unit, retire_as, why, actor=actor, now=now)
    store.add_links(record.tenant, [Link(source_id=meta_unit.id, target_id=u.id, type=LinkType.DERIVED_FROM,
                                         created_at=now) for u in contested + ([custom_unit] if custom_unit else [])])
    record.status, record.resolved_at = ConflictStatus.RESOLVED, now
    record.resolution = {"action": chosen.value, "context": context, "value": value, "actor": actor,
                         "meta_memory_id": meta_unit.id, "kept": [k.id for k in keep]}
    store.save_conflict(record)
    store.append_audit(record.tenant, "conflict.resolved", actor, now, meta_unit.id,
                       {"conflict_id": record.id, "action": chosen.value})
    return Settlement(conflict=record, meta_memory=meta_unit, active=[k.id for k in keep],
                      retired=[u.id for u in retired])


def default_side(existing: MemoryUnit, newest: MemoryUnit, default: str | None) -> MemoryUnit:
    """keep_both's default value: ``newest`` (None or "newest"), ``existing`` ("existing"), or the side whose
    value ``default`` names (case aside); anything else is InvalidInput."""
    if default is None or default.strip().casefold() == "newest":
        return newest
    if default.strip().casefold() == "existing":
        return existing
    named = [side for side in (newest, existing) if (side.value or "").strip().casefold() == default.strip().casefold()]
    if not named:
        raise InvalidInput(f"default must be newest, existing, or one of the contested values "
                           f"({existing.value!r}, {newest.value!r})")
    return named[0]


def sides(units: list[MemoryUnit]) -> tuple[MemoryUnit, MemoryUnit]:
    """A conflict's two sides from its memories (oldest first): (existing, newest).

    ``newest`` is the last value stated; ``existing`` the value it last flipped
    away from, so a conflict of morning, afternoon, morning still offers both.
    """
    newest = units[-1]
    existing = next((u for u in reversed(units) if value_of(u) != value_of(newest)), units[0])
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
