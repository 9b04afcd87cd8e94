"""SQL shared by every backend: the read filter's semantics and row mapping.

One place defines what "served as belief" means, so SQLite and PostgreSQL can
never disagree on it. Placeholders are written ``?``; a backend with another
paramstyle rewrites them.
"""

from __future__ import annotations

import json
from typing import Any

from ..models import Classification, MemoryUnit, Scope
from ..timeutil import to_iso
from .base import RecallFilter

#: Columns of ``memories`` in table order, excluding the internal ``seq``.
COLUMNS: tuple[str, ...] = (
    "id", "tenant", "user", "agent", "source_session", "text", "kind", "layer", "topic",
    "importance", "confidence", "source", "trust", "entity", "attribute", "value",
    "created_at", "updated_at", "valid_from", "valid_until", "superseded_by", "status",
    "last_accessed", "access_count", "recent_accesses", "decay_score", "q_value",
    "recall_count", "verified_count", "confirmations", "pinned", "forget_after",
    "classification", "domain", "shared", "version", "parent_id", "extractor",
    "prompt_version", "surprise", "metadata", "embedding_model", "embedding_dim",
)

_JSON_COLUMNS = {"recent_accesses", "metadata"}
_BOOL_COLUMNS = {"pinned", "shared"}
_TIME_COLUMNS = {"created_at", "updated_at", "valid_from", "valid_until", "last_accessed", "forget_after"}


def to_row(unit: MemoryUnit) -> dict[str, Any]:
    """A MemoryUnit as column values ready for INSERT."""
    data = unit.model_dump(mode="python", exclude={"embedding", "links"})
    row: dict[str, Any] = {}
    for column in COLUMNS:
        row[column] = encode(column, data[column])
    return row


def encode(column: str, value: Any) -> Any:
    """One value as stored in ``column``."""
    if column in _JSON_COLUMNS:
        if column == "recent_accesses":
            value = [to_iso(v) for v in value]
        return json.dumps(value, sort_keys=True)
    if column in _TIME_COLUMNS:
        return to_iso(value)
    if column in _BOOL_COLUMNS:
        return int(bool(value))
    if hasattr(value, "value"):  # enums
        return value.value
    return value


def from_row(row: dict[str, Any]) -> MemoryUnit:
    """A stored row back as a MemoryUnit."""
    data = {column: row[column] for column in COLUMNS}
    for column in _JSON_COLUMNS:
        if isinstance(data[column], str):
            data[column] = json.loads(data[column])
    for column in _BOOL_COLUMNS:
        data[column] = bool(data[column])
    return MemoryUnit.model_validate(data)


def scope_clause(scope: Scope, alias: str = "m", *, by_id: bool = False) -> tuple[str, list[Any]]:
    """WHERE text confining rows to the scope: the tenant, the user's own plus shared memories, the ceiling.

    This is the one place that decides which memories a caller may see; every
    query that returns memories, ids, counts or existence goes through it.

    ``by_id``: the query also filters on a list of ids; the unary ``+`` keeps
    SQLite on the unique id index instead of walking the tenant's rows.

    >>> scope_clause(Scope(tenant="t", user="ann", include_shared=False, ceiling="internal"))
    ('m.tenant = ? AND m.user = ? AND m.classification IN (?,?)', ['t', 'ann', 'public', 'internal'])
    """
    tenant = f"+{alias}.tenant" if by_id else f"{alias}.tenant"
    if scope.user is None:
        where, params = f"{tenant} = ?", [scope.tenant]
    elif scope.include_shared:
        where, params = f"{tenant} = ? AND ({alias}.user = ? OR {alias}.shared = 1)", [scope.tenant, scope.user]
    else:
        where, params = f"{tenant} = ? AND {alias}.user = ?", [scope.tenant, scope.user]
    if scope.ceiling is not None:
        allowed = below(scope.ceiling)
        where += f" AND {alias}.classification IN ({','.join('?' for _ in allowed)})"
        params += allowed
    return where, params


def below(ceiling: Classification) -> list[str]:
    """Every classification at or under ``ceiling``, lowest first."""
    order = [c.value for c in Classification]
    return order[: order.index(ceiling.value) + 1]


def conflict_clause(viewer: Scope, alias: str = "c") -> tuple[str, list[Any]]:
    """WHERE text keeping the conflicts a viewer may see: its user's, and none with a member it may not see.

    A conflict names its memories, so it shows only to a caller who may see every
    one of them (a member since erased hides nothing).
    """
    where, params = f"{alias}.tenant = ?", [viewer.tenant]
    if viewer.user is not None:
        where += f" AND {alias}.user = ?"
        params.append(viewer.user)
    member, member_params = scope_clause(viewer.model_copy(update={"include_shared": True}), "cm", by_id=True)
    # CROSS JOIN fixes the order: each member id is looked up on the id index, never a walk of the tenant
    where += (f" AND NOT EXISTS (SELECT 1 FROM json_each({alias}.memory_ids) j CROSS JOIN memories cm"
              f" ON cm.id = j.value AND +cm.tenant = {alias}.tenant WHERE NOT ({member}))")
    return where, params + member_params


def job_clause(viewer: Scope, alias: str = "j") -> tuple[str, list[Any]]:
    """WHERE text keeping the jobs a viewer may see: its user's, submitted under a ceiling no higher than its own.

    A job's input becomes memories as its submitter could write them, so a job
    without a recorded ceiling counts as restricted.
    """
    where, params = f"{alias}.tenant = ?", [viewer.tenant]
    if viewer.user is not None:
        where += f" AND {alias}.user = ?"
        params.append(viewer.user)
    if viewer.ceiling is not None:
        allowed = below(viewer.ceiling)
        where += (f" AND COALESCE(json_extract({alias}.payload, '$.ceiling'), 'restricted')"
                  f" IN ({','.join('?' for _ in allowed)})")
        params += allowed
    return where, params


def filter_clause(flt: RecallFilter, alias: str = "m") -> tuple[str, list[Any]]:
    """WHERE text for a RecallFilter.

    Now (``as_of`` unset): status in the allowed set, valid now, not past its
    TTL, confidence at or above the minimum.

    As of T: recorded by T; the status it had at T (the last status-history row
    at or before T) is allowed; valid at T as far as credo knew then -- an end
    of validity set later by a supersession is ignored, because at T it had not
    happened yet.
    """
    a = alias
    parts: list[str] = [f"{a}.confidence >= ?"]
    params: list[Any] = [flt.min_confidence]
    if flt.max_confidence < 1.0:
        parts.append(f"{a}.confidence <= ?")
        params.append(flt.max_confidence)
    statuses = sorted(s.value for s in flt.statuses)
    marks = ",".join("?" for _ in statuses)
    if not flt.current_only:
        parts.append(f"{a}.status IN ({marks})")
        params += statuses
    elif flt.as_of is None:
        t = to_iso(flt.now)
        parts += [
            f"{a}.status IN ({marks})",
            f"{a}.valid_from <= ?",
            f"({a}.valid_until IS NULL OR {a}.valid_until > ?)",
            f"({a}.forget_after IS NULL OR {a}.forget_after > ?)",
        ]
        params += [*statuses, t, t, t]
    else:
        t = to_iso(flt.as_of)
        parts += [
            f"{a}.created_at <= ?",
            f"(SELECT h.new FROM status_history h WHERE h.tenant = {a}.tenant AND h.memory_id = {a}.id"
            f" AND h.at <= ? ORDER BY h.at DESC, h.seq DESC LIMIT 1) IN ({marks})",
            f"{a}.valid_from <= ?",
            f"({a}.valid_until IS NULL OR {a}.valid_until > ? OR {a}.superseded_by IS NOT NULL)",
            f"({a}.forget_after IS NULL OR {a}.forget_after > ?)",
        ]
        params += [t, t, *statuses, t, t, t]
    if flt.kinds:
        kinds = sorted(k.value for k in flt.kinds)
        parts.append(f"{a}.kind IN ({','.join('?' for _ in kinds)})")
        params += kinds
    if flt.layers:
        layers = sorted(layer.value for layer in flt.layers)
        parts.append(f"{a}.layer IN ({','.join('?' for _ in layers)})")
        params += layers
    for column in ("topic", "agent", "domain"):
        wanted = getattr(flt, column)
        if wanted is not None:
            parts.append(f"{a}.{column} = ?")
            params.append(wanted)
    if flt.classifications:
        chosen = sorted(c.value for c in flt.classifications)
        parts.append(f"{a}.classification IN ({','.join('?' for _ in chosen)})")
        params += chosen
    if flt.max_classification is not None:
        allowed = below(flt.max_classification)
        parts.append(f"{a}.classification IN ({','.join('?' for _ in allowed)})")
        params += allowed
    return " AND ".join(parts), params
