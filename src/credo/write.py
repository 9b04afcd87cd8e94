"""The write path: validate -> embed -> contradiction check -> insert, in one transaction.

:func:`store_memory` is the seed's direct insert (Recall's ``MemoryClient.store``):
no extraction, every field under the caller's control, but it still runs the
contradiction check of seed 000 -- same tenant, user, entity and attribute, a
different value, still active -> the older belief gets ``valid_until`` (when the
new one became true), ``superseded_by``, status ``superseded`` and a history row.

Event time decides which of two conflicting facts is current: a fact recorded
late but true earlier ("in 2019 I lived in Berlin") does not overturn today's
value; it enters history as already superseded by it.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
from pydantic import ValidationError

from .embed import Embedder, embed_many
from .errors import Conflict, InvalidInput, NotFound
from .models import (
    DEFAULT_LAYER,
    SOURCE_TRUST,
    Classification,
    Kind,
    Layer,
    Link,
    LinkType,
    MemoryUnit,
    Scope,
    Source,
    Status,
    StatusChange,
)
from .store.base import Store
from .timeutil import parse_time


@dataclass
class StoreResult:
    """What a write did: the new memory and the ids it superseded."""

    memory: MemoryUnit
    superseded: list[str] = field(default_factory=list)

    def to_public(self) -> dict[str, Any]:
        return {"memory": self.memory.to_public(), "superseded": self.superseded}


def new_id() -> str:
    """A fresh memory id (random, 32 hex digits)."""
    return uuid.uuid4().hex


def normalise_key(name: str | None) -> str | None:
    """Entity and attribute names compare case- and spacing-insensitively.

    >>> normalise_key("  Preferred Meeting-Time ")
    'preferred_meeting_time'
    """
    if name is None:
        return None
    key = "_".join(name.strip().lower().replace("-", " ").split())
    return key or None


def build_unit(scope: Scope, text: str, *, now: datetime, at: datetime | str | None = None,
               **fields: Any) -> MemoryUnit:
    """Validate caller input into a new MemoryUnit; bad values raise InvalidInput.

    >>> from datetime import datetime, timezone
    >>> from credo.models import scope
    >>> u = build_unit(scope("t", "ann"), "Ann is vegetarian", now=datetime(2026, 1, 1, tzinfo=timezone.utc),
    ...                kind="preference", entity="Ann", attribute="Diet", value="vegetarian")
    >>> (u.entity, u.attribute, u.layer.value)
    ('ann', 'diet', 'semantic')
    """
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput("text must be a non-empty string")
    kind = Kind.parse(fields.pop("kind", None) or Kind.FACT)
    source = Source.parse(fields.pop("source", None) or Source.USER)
    layer = fields.pop("layer", None)
    classification = fields.pop("classification", None)
    entity = normalise_key(fields.pop("entity", None))
    attribute = normalise_key(fields.pop("attribute", None))
    value = fields.pop("value", None)
    value = value.strip() if isinstance(value, str) and value.strip() else None
    if (entity is None) != (attribute is None) or (entity is not None and value is None):
        raise InvalidInput("entity, attribute and value go together: give all three or none")
    valid_from = parse_time(at) or now
    for name in ("forget_after", "valid_until"):
        if fields.get(name) is not None:
            fields[name] = parse_time(fields[name])
    clean = {k: v for k, v in fields.items() if v is not None}
    try:
        return MemoryUnit(
            id=new_id(), tenant=scope.tenant, user=scope.user, text=text, kind=kind, source=source,
            layer=Layer.parse(layer) if layer else DEFAULT_LAYER[kind],
            classification=Classification.parse(classification) if classification else Classification.INTERNAL,
            trust=clean.pop("trust", SOURCE_TRUST[source]),
            entity=entity, attribute=attribute, value=value,
            created_at=now, valid_from=valid_from, **clean,
        )
    except ValidationError as exc:
        raise InvalidInput(_first_error(exc)) from exc


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error.get("loc", ())) or "input"
    return f"{where}: {error.get('msg', 'invalid')}"


def store_memory(store: Store, embedder: Embedder, unit: MemoryUnit, *, actor: str = "api") -> StoreResult:
    """Embed and insert ``unit`` with the contradiction check, all in one transaction."""
    return store_memories(store, embedder, [unit], actor=actor)[0]


def store_memories(store: Store, embedder: Embedder, units: Sequence[MemoryUnit], *,
                   actor: str = "api") -> list[StoreResult]:
    """Embed ``units`` in one batch and insert them in order, in one transaction.

    Each unit gets the same contradiction check as :func:`store_memory`, against
    what is stored and against the units before it; one failure stores none.
    """
    if not units:
        return []
    vectors = embed_many(embedder, [unit.text for unit in units])
    with store.transaction():
        return [_insert(store, embedder, unit, vector, actor=actor) for unit, vector in zip(units, vectors)]


def _insert(store: Store, embedder: Embedder, unit: MemoryUnit, vector: np.ndarray, *, actor: str) -> StoreResult:
    unit.embedding_model, unit.embedding_dim = embedder.name, int(vector.shape[0])
    now = unit.created_at
    rivals = _rivals(store, unit)
    older = [m for m in rivals if m.valid_from <= unit.valid_from]
    newer = [m for m in rivals if m.valid_from > unit.valid_from]
    if older:
        unit.version = max(m.version for m in older) + 1
        unit.parent_id = older[-1].id
    if newer:  # true before what we already know: history, not news
        current = newer[0]
        unit.status, unit.valid_until, unit.superseded_by = Status.SUPERSEDED, current.valid_from, current.id
    store.insert_memory(unit, vector)
    store.add_status_change(unit.tenant, StatusChange(
        memory_id=unit.id, old=None, new=Status.ACTIVE, reason="created", actor=actor, at=now))
    store.append_audit(unit.tenant, "memory.created", actor, now, unit.id,
                       {"kind": unit.kind.value, "source": unit.source.value})
    superseded = [supersede(store, old, unit, actor=actor, now=now) for old in older]
    if newer:
        _record_status(store, unit, Status.SUPERSEDED, f"superseded on arrival by later fact {newer[0].id}",
                       actor=actor, now=now, old=Status.ACTIVE)
        store.add_links(unit.tenant, [Link(source_id=newer[0].id, target_id=unit.id,
                                           type=LinkType.SUPERSEDES, created_at=now)])
        superseded.append(unit.id)
    return StoreResult(memory=unit, superseded=superseded)


def _rivals(store: Store, unit: MemoryUnit) -> list[MemoryUnit]:
    """Active memories that state a different value for the same entity+attribute."""
    if not (unit.entity and unit.attribute):
        return []
    mine = (unit.value or "").casefold()
    return [m for m in store.active_facts(unit.tenant, unit.user, unit.entity, unit.attribute)
            if (m.value or "").casefold() != mine]


def supersede(store: Store, old: MemoryUnit, new: MemoryUnit, *, actor: str, now: datetime) -> str:
    """Retire ``old`` in favour of ``new``: valid_until, superseded_by, status, history, link."""
    until = new.valid_from if old.valid_until is None else min(old.valid_until, new.valid_from)
    store.update_memory(old.tenant, old.id, {"valid_until": until, "superseded_by": new.id, "updated_at": now})
    _record_status(store, old, Status.SUPERSEDED, f"contradicted by memory {new.id} on {old.entity}.{old.attribute}",
                   actor=actor, now=now)
    store.add_links(old.tenant, [Link(source_id=new.id, target_id=old.id, type=LinkType.SUPERSEDES, created_at=now)])
    return old.id


def _record_status(store: Store, unit: MemoryUnit, status: Status, reason: str, *, actor: str, now: datetime,
                   old: Status | None = None) -> None:
    previous = old if old is not None else unit.status
    store.update_memory(unit.tenant, unit.id, {"status": status, "updated_at": now})
    store.add_status_change(unit.tenant, StatusChange(memory_id=unit.id, old=previous, new=status,
                                                      reason=reason, actor=actor, at=now))
    store.append_audit(unit.tenant, "memory.status", actor, now, unit.id,
                       {"old": previous.value, "new": status.value})
    unit.status = status


def change_status(store: Store, tenant: str, memory_id: str, status: Status | str, reason: str, *,
                  actor: str, now: datetime) -> MemoryUnit:
    """Move a memory to another status with a reason; the history keeps old, new, reason, actor, time."""
    status = Status.parse(status)
    if not isinstance(reason, str) or not reason.strip():
        raise InvalidInput("a reason is required to change a status")
    with store.transaction():
        unit = load(store, tenant, memory_id)
        if unit.status == status:
            raise Conflict(f"memory {memory_id} is already {status.value}")
        _record_status(store, unit, status, reason.strip(), actor=actor, now=now)
    return unit


def erase_memory(store: Store, tenant: str, memory_id: str, *, actor: str, now: datetime) -> str:
    """Delete every trace of a memory; the audit log keeps only a hash of its text."""
    with store.transaction():
        unit = load(store, tenant, memory_id)
        store.erase_memory(tenant, memory_id)
        digest = hashlib.sha256(unit.text.encode()).hexdigest()
        store.append_audit(tenant, "memory.erased", actor, now, memory_id, {"text_sha256": digest})
    return memory_id


def load(store: Store, tenant: str, memory_id: str) -> MemoryUnit:
    """One memory of the tenant, or NotFound."""
    if not isinstance(memory_id, str) or not memory_id.strip():
        raise InvalidInput("a memory id is required")
    found = store.get_memories(tenant, [memory_id.strip()])
    if not found:
        raise NotFound(f"memory {memory_id} not found")
    return found[0]
