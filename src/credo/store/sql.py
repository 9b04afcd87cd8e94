"""The one SQL renderer: typed selects, belief filters and visibility, as SQL for every SQL backend.

One place defines what "served as belief" means and who may see what, so
SQLite and PostgreSQL can never disagree on it. Statements are written with
``?`` placeholders; a backend with another paramstyle rewrites them. What
differs between databases (how a time, a flag or JSON is stored and read, the
scalar ``least``/``greatest``, a day count between two times, a planner hint)
is a :class:`Dialect`; the rules themselves (:mod:`credo.manage.rules`) arrive
as :class:`~credo.store.base.Select` data and never as SQL.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from ..errors import StorageError
from ..models import LASTING_LAYERS, Classification, MemoryUnit, Scope
from ..timeutil import to_iso
from .base import Aggregate, AnyOf, Cond, ImportanceAt, RecallFilter, Retention, Select

#: Columns of ``memories`` in table order, excluding the internal ``seq``.
COLUMNS: tuple[str, ...] = (
    "id", "tenant", "user", "agent", "source_session", "text", "kind", "layer", "topic",
    "importance", "confidence", "source", "trust", "entity", "attribute", "value",
    "created_at", "updated_at", "valid_from", "valid_until", "superseded_by", "status",
    "last_accessed", "access_count", "recent_accesses", "decay_score", "q_value",
    "recall_count", "verified_count", "confirmations", "pinned", "forget_after",
    "classification", "domain", "shared", "version", "parent_id", "extractor",
    "prompt_version", "surprise", "metadata", "embedding_model", "embedding_dim",
    "valence", "effective_importance", "strength",
)

JSON_COLUMNS = frozenset({"recent_accesses", "metadata"})
BOOL_COLUMNS = frozenset({"pinned", "shared"})
TIME_COLUMNS = frozenset({"created_at", "updated_at", "valid_from", "valid_until", "last_accessed", "forget_after"})
#: What a condition, an order or an aggregate may name besides the columns.
PSEUDO_COLUMNS = frozenset({"seq", "retention"})


class Dialect:
    """How one database spells what the renderer needs. The default is SQLite's."""

    name = "sqlite"

    def column(self, alias: str, column: str) -> str:
        """A column reference (quoted: ``user`` is a reserved word in PostgreSQL)."""
        return f'{alias}."{column}"'

    def encode(self, column: str, value: Any) -> Any:
        """A Python value as a parameter compared with (or stored in) ``column``."""
        if value is None:
            return None
        if column in JSON_COLUMNS:
            if column == "recent_accesses":
                value = [to_iso(v) for v in value]
            return json.dumps(value, sort_keys=True)
        if column in TIME_COLUMNS or isinstance(value, datetime):
            return to_iso(value)
        if column in BOOL_COLUMNS:
            return int(bool(value))
        if hasattr(value, "value"):  # enums
            return value.value
        return value

    def true(self) -> str:
        return "1"

    def least(self, *parts: str) -> str:
        return f"MIN({', '.join(parts)})"

    def greatest(self, *parts: str) -> str:
        return f"MAX({', '.join(parts)})"

    def time_literal(self, at: datetime) -> str:
        """A time as a SQL literal (credo writes it, so it holds no quote)."""
        return f"'{to_iso(at)}'"

    def days_since(self, now: str, expr: str) -> str:
        """Days (a float) from the time ``expr`` to the time ``now`` (SQL for both)."""
        return f"(julianday({now}) - julianday({expr}))"

    def access_days(self, alias: str, now: str) -> str:
        """A subquery with one row per recent access of the memory, column ``d``: days since it."""
        return f"SELECT julianday({now}) - julianday(value) AS d FROM json_each({alias}.recent_accesses)"

    def access_steps(self, alias: str, now: str) -> str:
        """A subquery with one row per recent access of the memory: ``d``, days since it, and ``gap``, days
        since the access recorded before it (creation before the first). A self-join on the array index:
        no sort per memory, as a window over the times would need."""
        return (f"SELECT julianday({now}) - julianday(a.value) AS d,"
                f" julianday(a.value) - julianday(COALESCE(b.value, {alias}.created_at)) AS gap"
                f" FROM json_each({alias}.recent_accesses) a"
                f" LEFT JOIN json_each({alias}.recent_accesses) b ON b.key = a.key - 1")

    def has_key(self, alias: str, key: str) -> tuple[str, list[Any]]:
        """Whether the memory's metadata holds ``key`` (and it is not JSON null)."""
        return f"json_extract({alias}.metadata, ?) IS NOT NULL", [f"$.{_json_key(key)}"]

    def json_member(self, array: str, value: str) -> str:
        """Whether the JSON array in ``array`` holds the text ``value``."""
        return f"EXISTS (SELECT 1 FROM json_each({array}) WHERE value = {value})"

    def json_text(self, document: str, key: str) -> str:
        """The text at top-level ``key`` of a JSON document (NULL if absent)."""
        return f"json_extract({document}, '$.{_json_key(key)}')"

    def id_hint(self, expr: str) -> str:
        """SQLite: a unary ``+`` keeps the planner on the unique id index instead of the tenant index."""
        return f"+{expr}"


SQLITE = Dialect()


def _json_key(key: str) -> str:
    if not key.replace("_", "").isalnum():
        raise StorageError(f"invalid metadata key {key!r}")
    return key


def check_column(name: str) -> str:
    if name not in COLUMNS and name not in PSEUDO_COLUMNS:
        raise StorageError(f"unknown column {name!r}")
    return name


def to_row(unit: MemoryUnit, d: Dialect = SQLITE) -> dict[str, Any]:
    """A MemoryUnit as column values ready for INSERT."""
    data = unit.model_dump(mode="python", exclude={"embedding", "links"})
    return {column: d.encode(column, data[column]) for column in COLUMNS}


def encode(column: str, value: Any, d: Dialect = SQLITE) -> Any:
    """One value as stored in ``column``."""
    return d.encode(column, value)


def from_row(row: dict[str, Any]) -> MemoryUnit:
    """A stored row back as a MemoryUnit."""
    data = {column: row[column] for column in COLUMNS}
    for column in JSON_COLUMNS:
        if isinstance(data[column], str):
            data[column] = json.loads(data[column])
    for column in BOOL_COLUMNS:
        data[column] = bool(data[column])
    return MemoryUnit.model_validate(data)


# -- visibility ---------------------------------------------------------------------


def scope_clause(scope: Scope, alias: str = "m", *, by_id: bool = False, d: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """WHERE text confining rows to the scope: the tenant, the user's own plus shared memories, the ceiling.

    This is the one place that decides which memories a caller may see; every
    query that returns memories, ids, counts or existence goes through it.

    ``by_id``: the query also filters on a list of ids (see :meth:`Dialect.id_hint`).

    >>> scope_clause(Scope(tenant="t", user="ann", include_shared=False, ceiling="internal"))
    ('m."tenant" = ? AND m."user" = ? AND m."classification" IN (?,?)', ['t', 'ann', 'public', 'internal'])
    """
    c = lambda column: d.column(alias, column)  # noqa: E731
    tenant = d.id_hint(c("tenant")) if by_id else c("tenant")
    if scope.user is None:
        where, params = f"{tenant} = ?", [scope.tenant]
    elif scope.include_shared:
        where, params = f"{tenant} = ? AND ({c('user')} = ? OR {c('shared')} = {d.true()})", [scope.tenant, scope.user]
    else:
        where, params = f"{tenant} = ? AND {c('user')} = ?", [scope.tenant, scope.user]
    if scope.ceiling is not None:
        allowed = below(scope.ceiling)
        where += f" AND {c('classification')} IN ({_marks(allowed)})"
        params += allowed
    return where, params


def below(ceiling: Classification) -> list[str]:
    """Every classification at or under ``ceiling``, lowest first."""
    order = [c.value for c in Classification]
    return order[: order.index(ceiling.value) + 1]


def conflict_clause(viewer: Scope, alias: str = "c", d: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """WHERE text keeping the conflicts a viewer may see: its user's, and none with a member it may not see.

    A conflict names its memories, so it shows only to a caller who may see every
    one of them (a member since erased hides nothing).
    """
    where, params = f"{d.column(alias, 'tenant')} = ?", [viewer.tenant]
    if viewer.user is not None:
        where += f" AND {d.column(alias, 'user')} = ?"
        params.append(viewer.user)
    member, member_params = scope_clause(viewer.model_copy(update={"include_shared": True}), "cm", by_id=True, d=d)
    hidden = (f"SELECT 1 FROM memories cm WHERE {d.json_member(f'{alias}.memory_ids', 'cm.id')}"
              f" AND NOT ({member})") if d.name != "sqlite" else (
        # CROSS JOIN fixes the order: each member id is looked up on the id index, never a walk of the tenant
        f"SELECT 1 FROM json_each({alias}.memory_ids) j CROSS JOIN memories cm"
        f" ON cm.id = j.value AND +cm.tenant = {alias}.tenant WHERE NOT ({member})")
    if d.name != "sqlite":
        hidden += f" AND cm.tenant = {alias}.tenant"
    return f"{where} AND NOT EXISTS ({hidden})", params + member_params


def job_clause(viewer: Scope, alias: str = "j", d: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """WHERE text keeping the jobs a viewer may see: its user's, submitted under a ceiling no higher than its own.

    A job's input becomes memories as its submitter could write them, so a job
    without a recorded ceiling counts as restricted.
    """
    where, params = f"{d.column(alias, 'tenant')} = ?", [viewer.tenant]
    if viewer.user is not None:
        where += f" AND {d.column(alias, 'user')} = ?"
        params.append(viewer.user)
    if viewer.ceiling is not None:
        allowed = below(viewer.ceiling)
        where += f" AND COALESCE({d.json_text(f'{alias}.payload', 'ceiling')}, 'restricted') IN ({_marks(allowed)})"
        params += allowed
    return where, params


# -- belief -------------------------------------------------------------------------


def filter_clause(flt: RecallFilter, alias: str = "m", d: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """WHERE text for a RecallFilter.

    Now (``as_of`` unset): status in the allowed set, valid now, not past its
    TTL, confidence at or above the minimum.

    As of T: recorded by T; the status it had at T (the last status-history row
    at or before T) is allowed; valid at T as far as credo knew then -- an end
    of validity set later by a supersession is ignored, because at T it had not
    happened yet.
    """
    c = lambda column: d.column(alias, column)  # noqa: E731
    parts: list[str] = [f"{c('confidence')} >= ?"]
    params: list[Any] = [flt.min_confidence]
    if flt.max_confidence < 1.0:
        parts.append(f"{c('confidence')} <= ?")
        params.append(flt.max_confidence)
    statuses = sorted(s.value for s in flt.statuses)
    marks = _marks(statuses)
    if not flt.current_only:
        parts.append(f"{c('status')} IN ({marks})")
        params += statuses
    elif flt.as_of is None:
        t = d.encode("created_at", flt.now)
        parts += [
            f"{c('status')} IN ({marks})",
            f"{c('valid_from')} <= ?",
            f"({c('valid_until')} IS NULL OR {c('valid_until')} > ?)",
            f"({c('forget_after')} IS NULL OR {c('forget_after')} > ?)",
        ]
        params += [*statuses, t, t, t]
    else:
        t = d.encode("created_at", flt.as_of)
        parts += [
            f"{c('created_at')} <= ?",
            f"(SELECT h.new FROM status_history h WHERE h.tenant = {c('tenant')} AND h.memory_id = {c('id')}"
            f" AND h.at <= ? ORDER BY h.at DESC, h.seq DESC LIMIT 1) IN ({marks})",
            f"{c('valid_from')} <= ?",
            f"({c('valid_until')} IS NULL OR {c('valid_until')} > ? OR {c('superseded_by')} IS NOT NULL)",
            f"({c('forget_after')} IS NULL OR {c('forget_after')} > ?)",
        ]
        params += [t, t, *statuses, t, t, t]
    for column, chosen in (("kind", flt.kinds), ("layer", flt.layers), ("classification", flt.classifications)):
        if chosen:
            values = sorted(v.value for v in chosen)
            parts.append(f"{c(column)} IN ({_marks(values)})")
            params += values
    for column in ("topic", "agent", "domain"):
        wanted = getattr(flt, column)
        if wanted is not None:
            parts.append(f"{c(column)} = ?")
            params.append(wanted)
    if flt.max_classification is not None:
        allowed = below(flt.max_classification)
        parts.append(f"{c('classification')} IN ({_marks(allowed)})")
        params += allowed
    return " AND ".join(parts), params


# -- typed selects ------------------------------------------------------------------


def term(column: str, alias: str, d: Dialect, retention: Retention | None,
         importance: ImportanceAt | None = None) -> tuple[str, list[Any]]:
    """SQL for a column, ``seq``, or ``retention`` (the decay curve at the select's ``now``);
    ``effective_importance`` is the nine-factor score at the select's ``now`` when it names one."""
    check_column(column)
    if column == "effective_importance":
        if importance is None:
            return f"COALESCE({d.column(alias, column)}, {d.column(alias, 'importance')})", []
        return importance_sql(importance, alias, d), []
    if column == "retention":
        if retention is None:
            return d.column(alias, "decay_score"), []
        return retention_sql(retention, alias, d)
    if column == "seq":
        return f"{alias}.seq", []
    return d.column(alias, column), []


def cond_clause(cond: Cond | AnyOf, alias: str = "m", d: Dialect = SQLITE, retention: Retention | None = None,
                importance: ImportanceAt | None = None) -> tuple[str, list[Any]]:
    """WHERE text for one typed condition."""
    if isinstance(cond, AnyOf):
        if not cond.conds:
            return "1 = 0", []
        parts = [cond_clause(c, alias, d, retention, importance) for c in cond.conds]
        return "(" + " OR ".join(p for p, _ in parts) + ")", [x for _, ps in parts for x in ps]
    if cond.op in ("has", "lacks"):
        if cond.column != "metadata":
            raise StorageError("has/lacks test metadata keys")
        sql, params = d.has_key(alias, str(cond.value))
        return (sql if cond.op == "has" else f"NOT ({sql})"), params
    expr, params = term(cond.column, alias, d, retention, importance)
    if cond.op == "null":
        return f"{expr} IS NULL", params
    if cond.op == "not null":
        return f"{expr} IS NOT NULL", params
    if cond.op in ("in", "not in"):
        values = [d.encode(cond.column, v) for v in cond.value]
        if not values:
            return ("1 = 0" if cond.op == "in" else "1 = 1"), params
        return f"{expr} {cond.op.upper()} ({_marks(values)})", params + values
    if cond.op == "!=":
        return f"({expr} IS NULL OR {expr} != ?)", params + params + [d.encode(cond.column, cond.value)]
    if cond.op not in ("=", "<", "<=", ">", ">="):
        raise StorageError(f"unknown operator {cond.op!r}")
    return f"{expr} {cond.op} ?", params + [d.encode(cond.column, cond.value)]


def where_clause(query: Select, alias: str = "m", d: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """WHERE text for a whole select: tenant, scope, belief filter, ids and every condition."""
    parts: list[str] = []
    params: list[Any] = []
    by_id = query.ids is not None
    if query.scope is not None:
        if query.tenant is not None and query.scope.tenant != query.tenant:
            raise StorageError("a select's scope must be of its tenant")
        sql, p = scope_clause(query.scope, alias, by_id=by_id, d=d)
        parts.append(sql)
        params += p
    elif query.tenant is not None:
        tenant = d.column(alias, "tenant")
        parts.append(f"{d.id_hint(tenant) if by_id else tenant} = ?")
        params.append(query.tenant)
    if query.ids is not None:
        if not query.ids:
            return "1 = 0", []
        parts.append(f"{d.column(alias, 'id')} IN ({_marks(query.ids)})")
        params += list(query.ids)
    if query.filter is not None:
        sql, p = filter_clause(query.filter, alias, d)
        parts.append(sql)
        params += p
    for cond in query.where:
        sql, p = cond_clause(cond, alias, d, query.retention, query.importance)
        parts.append(sql)
        params += p
    return (" AND ".join(parts) or "1 = 1"), params


def order_clause(query: Select, alias: str = "m", d: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """ORDER BY text: the select's columns, then insertion order.

    NULL sorts as the smallest value (first ascending, last descending), spelled
    out because PostgreSQL's default is the opposite of SQLite's.
    """
    parts, params = [], []
    for name in query.order:
        descending = name.startswith("-")
        expr, p = term(name.lstrip("-"), alias, d, query.retention, query.importance)
        parts.append(f"{expr} {'DESC NULLS LAST' if descending else 'ASC NULLS FIRST'}")
        params += p
    if "seq" not in {n.lstrip("-") for n in query.order}:
        parts.append(f"{alias}.seq ASC")
    return "ORDER BY " + ", ".join(parts), params


def select_sql(query: Select, columns: str = "m.*", d: Dialect = SQLITE, *,
               table: str = "memories m") -> tuple[str, list[Any]]:
    """A whole SELECT over ``memories m`` for a typed select (``table``: how it is named, see :func:`rescore_sql`)."""
    where, params = where_clause(query, "m", d)
    order, order_params = order_clause(query, "m", d)
    sql = f"SELECT {columns} FROM {table} WHERE {where} {order}"
    params = params + order_params
    if query.limit is not None or query.offset:
        sql += " LIMIT ? OFFSET ?"
        params += [int(query.limit) if query.limit is not None else -1 if d.name == "sqlite" else None,
                   int(query.offset)]
    return sql, params


def aggregate_sql(query: Select, agg: Aggregate, d: Dialect = SQLITE, *,
                  table: str = "memories m") -> tuple[str, list[Any], list[str]]:
    """A grouped count over a typed select; returns the SQL, its parameters and the group key names."""
    where, params = where_clause(query, "m", d)
    keys: list[str] = []
    select: list[str] = []
    select_params: list[Any] = []
    for column in agg.by:
        expr, p = term(column, "m", d, query.retention, query.importance)
        select.append(f"{expr} AS {column}")
        select_params += p
        keys.append(column)
    if agg.buckets is not None:
        column, edges = agg.buckets
        expr, p = term(column, "m", d, query.retention, query.importance)
        if list(edges) != sorted(edges):
            raise StorageError("bucket edges must ascend")
        cases = " ".join(f"WHEN {expr} >= ? THEN {i + 1}" for i, _ in reversed(list(enumerate(edges))))
        select.append(f"(CASE {cases} ELSE 0 END) AS bucket")
        select_params += [x for edge in reversed(edges) for x in (*p, float(edge))]
        keys.append("bucket")
    select.append("COUNT(*) AS n")
    for fn, columns in (("MIN", agg.min), ("MAX", agg.max)):
        for column in columns:
            expr, p = term(column, "m", d, query.retention, query.importance)
            select.append(f"{fn}({expr}) AS {fn.lower()}_{column}")
            select_params += p
    sql = f"SELECT {', '.join(select)} FROM {table} WHERE {where}"
    if keys:
        sql += f" GROUP BY {', '.join(str(i + 1) for i in range(len(keys)))}"
    return sql, select_params + params, keys


def rescore_statements(query: Select, d: Dialect = SQLITE, *,
                       table: str = "memories AS m") -> list[tuple[str, list[Any]]]:
    """The UPDATEs a rescore runs: the importance score first (the elastic decay curve reads it), then decay."""
    if query.retention is None and query.importance is None:
        raise StorageError("rescore needs a select with a retention policy or an importance weighting")
    if query.order or query.limit is not None:
        raise StorageError("rescore takes no order or limit")
    statements = [importance_rescore_sql(query, d, table=table)] if query.importance is not None else []
    return statements + ([rescore_sql(query, d, table=table)] if query.retention is not None else [])


def importance_rescore_sql(query: Select, d: Dialect = SQLITE, *,
                           table: str = "memories AS m") -> tuple[str, list[Any]]:
    """UPDATE ``effective_importance`` to the select's nine-factor score where it is missing or moved.

    Only rows whose score moved by more than :data:`credo.importance.CHANGE_EPSILON` are written:
    a second run at the same ``now`` writes nothing, and memories whose factors have flattened out
    (long idle, never used) stop being rewritten.
    """
    from ..importance import CHANGE_EPSILON

    assert query.importance is not None
    inner = table.replace("memories AS m", "memories AS w")
    score = importance_sql(query.importance, "w", d)
    where, params = where_clause(query, "w", d)
    old = d.column("w", "effective_importance")
    return (f"UPDATE memories AS m SET effective_importance = r.v FROM (SELECT w.seq AS seq, {score} AS v,"
            f" {old} AS old FROM {inner} WHERE {where}) AS r"
            f" WHERE m.seq = r.seq AND (r.old IS NULL OR abs(r.old - r.v) > {CHANGE_EPSILON!r})"), params


def rescore_sql(query: Select, d: Dialect = SQLITE, *, table: str = "memories AS m") -> tuple[str, list[Any]]:
    """UPDATE ``decay_score`` to the select's retention curve for every row it matches.

    ``table``: how the statement names ``memories m`` (a backend may add a planner directive).
    """
    if query.retention is None:
        raise StorageError("rescore needs a select with a retention policy")
    if query.order or query.limit is not None:
        raise StorageError("rescore takes no order or limit")
    # Each row's day counts are computed once, in a derived table, rather than once per use in the
    # curve (engram's huber curve names the idle days three times): parsing times is most of the work.
    inner = table.replace("memories AS m", "memories AS w")
    now = d.time_literal(query.retention.now)
    idle = d.greatest("0.0", d.days_since(now, f"COALESCE({d.column('w', 'last_accessed')}, {d.column('w', 'created_at')})"))
    age = d.greatest("0.0", d.days_since(now, d.column("w", "created_at")))
    score, score_params = retention_sql(query.retention, "m", d, idle="r.idle", age="r.age")
    where, params = where_clause(query, "w", d)
    return (f"UPDATE memories AS m SET decay_score = {score} FROM (SELECT w.seq AS seq, {idle} AS idle, {age} AS age"
            f" FROM {inner} WHERE {where}) AS r WHERE m.seq = r.seq"), score_params + params


# -- decay curves -------------------------------------------------------------------


def retention_sql(retention: Retention, alias: str = "m", d: Dialect = SQLITE, *,
                  idle: str | None = None, age: str | None = None) -> tuple[str, list[Any]]:
    """A decay policy's curve (:mod:`credo.manage.decay`, the array side) as SQL at ``retention.now``.

    The same formulas, written for a set-based pass; the contract suite checks
    every backend's scores against :meth:`~credo.manage.decay.DecayPolicy.scores`.
    ``idle``/``age``: SQL for the days since last access / creation, when the caller has them already.
    """
    from ..manage import decay as k

    policy, now = retention.policy, d.time_literal(retention.now)
    c = lambda column: d.column(alias, column)  # noqa: E731

    def days(expr: str) -> str:
        return d.greatest("0.0", d.days_since(now, expr))

    lo, hi = d.least, d.greatest
    if idle is None:
        idle = days(f"COALESCE({c('last_accessed')}, {c('created_at')})")
    if policy.name == "recall":
        raw = f"exp(-{float(policy.lam)!r} * {idle})"
        boost = lo("1.0", f"ln(1 + {c('access_count')}) / {math.log1p(policy.boost_cap)!r}")
        curve = f"({raw} + (1 - {raw}) * {boost})"
    elif policy.name == "engram":
        human = f"({c('source')} IN ({', '.join(repr(s) for s in k.HUMAN_SOURCES)}) AND {c('extractor')} IS NULL)"
        half = (f"(CASE WHEN {human} THEN {k.EPISODIC_HALF_LIFE_DAYS!r}"
                f" ELSE {k.EPISODIC_HALF_LIFE_DAYS / k.AUTO_EXTRACTED_SPEEDUP!r} END)")
        ratio = f"({idle} / {half})"
        if policy.mode == "l2":
            kept = f"power(2.0, -{ratio})"
        elif policy.mode == "huber":
            kept = (f"(CASE WHEN {ratio} <= 1.0 THEN power(2.0, -{ratio})"
                    f" ELSE 0.5 - {0.5 * math.log(2)!r} * ({ratio} - 1.0) END)")
        else:  # elastic: the strength is the combined importance (credo.importance), as last stored
            strength = f"COALESCE({c('effective_importance')}, {c('importance')})"
            kept = f"power(2.0, -{ratio} / (0.5 + {strength}))"
        reinforcement = lo(repr(k.REINFORCEMENT_CAP), f"0.1 * ln(1 + {c('access_count')})")
        lasting = ", ".join(f"'{layer.value}'" for layer in sorted(LASTING_LAYERS))
        curve = (f"(CASE WHEN {c('layer')} IN ({lasting}) THEN 1.0"
                 f" ELSE {hi(kept, '0.0')} + {reinforcement} END)")
    elif policy.name == "knowlyr":
        q = k.KNOWLYR
        mild_idle = hi(f"{idle} - {q['mild_days']}", "0.0")
        mild = f"power({q['mild']}, {lo(mild_idle, repr(q['strong_days'] - q['mild_days']))})"
        strong = f"power({q['strong']}, {hi(f'{idle} - ' + repr(q['strong_days']), '0.0')})"
        curve = hi(repr(q["floor"]), f"{mild} * {strong}")
    elif policy.name == "agentmemory":
        weights = " ".join(f"WHEN '{kind.value}' THEN {w}" for kind, w in k.KIND_SALIENCE.items())
        accessed = lo("0.2", "0.02 * " + c("access_count"))
        salience = f"((CASE {c('kind')} {weights} ELSE 0.5 END) + {accessed})"
        age = age if age is not None else days(c("created_at"))
        boost = (f"COALESCE((SELECT SUM({k.AGENTMEMORY_SIGMA} / {hi('1.0', 'a.d')})"
                 f" FROM ({d.access_days(alias, now)}) a), 0.0)")
        curve = f"({salience} * exp(-{k.AGENTMEMORY_LAMBDA} * {age}) + {boost})"
    else:
        raise StorageError(f"unknown decay policy {policy.name!r}")
    timeless = ", ".join(f"'{layer}'" for layer in k.TIMELESS_LAYERS)
    return f"(CASE WHEN {c('layer')} IN ({timeless}) THEN 1.0 ELSE {lo('1.0', hi('0.0', curve))} END)", []


def importance_sql(at: ImportanceAt, alias: str = "m", d: Dialect = SQLITE) -> str:
    """engram's nine factors combined (:mod:`credo.importance`, the array side) as SQL at ``at.now``.

    The same formulas as :func:`credo.importance.factors`; the contract suite checks every
    backend's scores against :func:`credo.importance.scores`.
    """
    from .. import importance as k

    now = d.time_literal(at.now)
    c = lambda column: d.column(alias, column)  # noqa: E731
    lo, hi = d.least, d.greatest
    idle = hi("0.0", d.days_since(now, f"COALESCE({c('last_accessed')}, {c('created_at')})"))
    age = hi("0.0", d.days_since(now, c("created_at")))
    human = f"({c('source')} IN ({', '.join(repr(s) for s in k.HUMAN_SOURCES)}) AND {c('extractor')} IS NULL)"
    half = (f"(CASE WHEN {human} THEN {k.HUMAN_HALF_LIFE_DAYS!r}"
            f" ELSE {k.HUMAN_HALF_LIFE_DAYS / k.MACHINE_SPEEDUP!r} END)")
    w = at.weights.normalised()
    parts = {
        "base": c("importance"),
        "frequency": lo("1.0", f"ln(1 + {c('access_count')}) / {math.log1p(k.FREQUENCY_CAP)!r}"),
        "recency": f"exp(-{math.log(2.0)!r} * {lo(idle, repr(k.RECENCY_MAX_DAYS))} / {half})",
        "valence": f"COALESCE({c('valence')}, 0.0)",
        "layer": f"(CASE {c('layer')} {' '.join(f'WHEN {n!r} THEN {b!r}' for n, b in k.LAYER_BOOST.items())}"
                 f" ELSE {k.DEFAULT_LAYER_BOOST!r} END)",
        "trust": c("trust"),
        "confirmation": lo("1.0", f"ln(1 + {c('confirmations')} + {c('verified_count')})"
                                  f" / {math.log1p(k.CONFIRMATION_CAP)!r}"),
    }
    creation = f"power({hi(age, repr(k.ACTR_MIN_DAYS))}, -{k.ACTR_DECAY!r})"

    def from_accesses(spaced: str, recalled: str) -> str:
        """Weighted stability + activation, given the sums over the accesses."""
        stability = lo("1.0", f"{spaced} / {k.STABILITY_CAP!r}")
        activation = f"(1.0 - 1.0 / (1.0 + {recalled} + {creation}))"
        return f"{w['stability']!r} * {stability} + {w['activation']!r} * {activation}"

    # Stability and activation both read the access times: one pass over them computes both (most of the
    # work is parsing the times), and a memory never accessed (most of a large store) needs none.
    spaced = f"COALESCE(SUM({lo('1.0', hi('0.0', f'g.gap / {k.STABILITY_SPACING_DAYS!r}'))}), 0.0)"
    recalled = f"COALESCE(SUM(power({hi('g.d', repr(k.ACTR_MIN_DAYS))}, -{k.ACTR_DECAY!r})), 0.0)"
    per_access = f"(SELECT {from_accesses(spaced, recalled)} FROM ({d.access_steps(alias, now)}) g WHERE g.d >= 0)"
    used = f"(CASE WHEN {c('last_accessed')} IS NULL THEN {from_accesses('0.0', '0.0')} ELSE {per_access} END)"
    total = " + ".join([f"{w[name]!r} * {parts[name]}" for name in parts if w[name] > 0] + [used])
    return lo("1.0", hi("0.0", f"({total})"))


def _marks(values: Sequence[Any]) -> str:
    return ",".join("?" for _ in values)
