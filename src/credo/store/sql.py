"""The one SQL renderer: typed selects, belief filters and visibility, as SQL for every SQL backend.

One place defines what "served as belief" means and who may see what, so
SQLite and PostgreSQL can never disagree on it. Statements are written with
``?`` placeholders; a backend with another paramstyle rewrites them. What
differs between databases (how a time, a flag or JSON is stored and read, the
scalar ``least``/``greatest``, a day count between two times, a planner hint)
is a :class:`~credo.store.dialect.Dialect`; the rules themselves (:mod:`credo.rules`)
arrive as :class:`~credo.store.base.Select` data and never as SQL, and a score a
select computes (a decay curve, the nine-factor importance) renders itself through
the dialect (:class:`~credo.store.base.Score`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import partial
from typing import Any

from ..errors import StorageError
from ..models import Classification, Scope, Status
from .base import Aggregate, AnyOf, Cond, RecallFilter, Score, Select
from .dialect import COLUMNS, PSEUDO_COLUMNS, SQLITE, Dialect


def check_column(name: str) -> str:
    """``name`` if a condition, an order or an aggregate may name it, else StorageError."""
    if name not in COLUMNS and name not in PSEUDO_COLUMNS:
        raise StorageError(f"unknown column {name!r}")
    return name


# -- visibility ---------------------------------------------------------------------


def scope_clause(scope: Scope, alias: str = "m", *, by_id: bool = False, d: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """WHERE text confining rows to the scope: the tenant, the user's own plus shared memories, the ceiling.

    This is the one place that decides which memories a caller may see; every
    query that returns memories, ids, counts or existence goes through it.

    ``by_id``: the query also filters on a list of ids (see :meth:`Dialect.id_hint`).

    >>> scope_clause(Scope(tenant="t", user="ann", include_shared=False, ceiling="internal"))
    ('m."tenant" = ? AND m."user" = ? AND m."classification" IN (?,?)', ['t', 'ann', 'public', 'internal'])
    """
    c = partial(d.column, alias)
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
    """WHERE text for a RecallFilter: the one place both backends decide which memories are belief, when.

    Now (neither ``as_of`` nor ``valid_at``): status in the allowed set, valid
    now, not past its TTL, confidence at or above the minimum.

    As of T (record time): recorded by T; the status it had at T (the last
    status-history row at or before T) is allowed; valid at T as far as credo
    knew then -- an end of validity set later by a supersession is ignored,
    because at T it had not happened yet.

    Valid at V (valid time), known now or as of T: recorded by then; the status
    it has (had at T) is allowed, or is a retirement (superseded, merged): a
    replaced value answers for the time it held; its validity holds V, where an
    end of validity counts only once credo knew it (the memory was retired by
    then, or the end was given with it).
    """
    c = partial(d.column, alias)
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
    elif flt.valid_at is not None:
        more, values = _valid_time(flt, alias, d)
        parts += more
        params += values
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
            f"{_status_then(alias, d)} IN ({marks})",
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
    if flt.entities is not None:
        chosen_entities = sorted(flt.entities)
        parts.append(f"{c('entity')} IN ({_marks(chosen_entities)})" if chosen_entities else "1 = 0")
        params += chosen_entities
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


#: Statuses of a value that held for the time its validity says, though no longer served: replaced by a
#: later value, or merged into another memory. A valid-time question (``RecallFilter.valid_at``) sees them.
RETIRED = (Status.SUPERSEDED.value, Status.MERGED.value)


def _status_then(alias: str, d: Dialect) -> str:
    """The status a memory had at a time (one ``?``): its last status-history row at or before it."""
    c = partial(d.column, alias)
    return (f"(SELECT h.new FROM status_history h WHERE h.tenant = {c('tenant')} AND h.memory_id = {c('id')}"
            f" AND h.at <= ? ORDER BY h.at DESC, h.seq DESC LIMIT 1)")


def _valid_time(flt: RecallFilter, alias: str, d: Dialect) -> tuple[list[str], list[Any]]:
    """The conditions of a valid-time read (:func:`filter_clause`): true at ``valid_at``, as known now or at ``as_of``."""
    c = partial(d.column, alias)
    held = sorted({s.value for s in flt.statuses} | set(RETIRED))
    v = d.encode("created_at", flt.valid_at)
    known = d.encode("created_at", flt.as_of or flt.now)
    if flt.as_of is None:
        return [f"{c('created_at')} <= ?", f"{c('status')} IN ({_marks(held)})", f"{c('valid_from')} <= ?",
                f"({c('valid_until')} IS NULL OR {c('valid_until')} > ?)",
                f"({c('forget_after')} IS NULL OR {c('forget_after')} > ?)"], [known, *held, v, v, known]
    then = _status_then(alias, d)
    return [f"{c('created_at')} <= ?", f"{then} IN ({_marks(held)})", f"{c('valid_from')} <= ?",
            # a supersession recorded after as_of had not ended it yet
            f"({c('valid_until')} IS NULL OR {c('valid_until')} > ? OR ({c('superseded_by')} IS NOT NULL"
            f" AND {then} NOT IN ({_marks(list(RETIRED))})))",
            f"({c('forget_after')} IS NULL OR {c('forget_after')} > ?)"], \
        [known, known, *held, v, v, known, *RETIRED, known]


# -- typed selects ------------------------------------------------------------------


def term(column: str, alias: str, d: Dialect, retention: Score | None,
         importance: Score | None = None) -> tuple[str, list[Any]]:
    """SQL for a column, ``seq``, or ``retention`` (the select's decay score at its ``now``);
    ``effective_importance`` is the select's importance score at its ``now`` when it names one."""
    check_column(column)
    if column == "effective_importance":
        if importance is None:
            return f"COALESCE({d.column(alias, column)}, {d.column(alias, 'importance')})", []
        return importance.sql(alias, d), []
    if column == "retention":
        if retention is None:
            return d.column(alias, "decay_score"), []
        return retention.sql(alias, d), []
    if column == "seq":
        return f"{alias}.seq", []
    return d.column(alias, column), []


def cond_clause(cond: Cond | AnyOf, alias: str = "m", d: Dialect = SQLITE, retention: Score | None = None,
                importance: Score | None = None) -> tuple[str, list[Any]]:
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
        if not isinstance(cond.value, Collection) or isinstance(cond.value, str):
            raise StorageError(f"{cond.op!r} takes a sequence of values")
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
    return [rescore_sql(query, score, d, table=table) for score in (query.importance, query.retention)
            if score is not None]


def rescore_sql(query: Select, score: Score, d: Dialect = SQLITE, *,
                table: str = "memories AS m") -> tuple[str, list[Any]]:
    """UPDATE ``score.column`` to the score for every row the select matches.

    ``table``: how the statement names ``memories m`` (a backend may add a planner directive).
    A score with a ``min_change`` is computed in the derived table and written only where it is missing
    or moved by more than that (a second run at the same ``now`` writes nothing, and memories whose
    factors flattened out stop being rewritten). One without is written everywhere, and each row's
    day counts are computed once in the derived table rather than once per use in the curve (engram's
    huber curve names the idle days three times): parsing times is most of the work.
    """
    inner = table.replace("memories AS m", "memories AS w")
    where, params = where_clause(query, "w", d)
    target = check_column(score.column)
    if score.min_change > 0:
        old = d.column("w", target)
        return (f"UPDATE memories AS m SET {target} = r.v FROM (SELECT w.seq AS seq, {score.sql('w', d)} AS v,"
                f" {old} AS old FROM {inner} WHERE {where}) AS r"
                f" WHERE m.seq = r.seq AND (r.old IS NULL OR abs(r.old - r.v) > {score.min_change!r})"), params
    now = d.time_literal(score.now)
    value = score.sql("m", d, idle="r.idle", age="r.age")
    return (f"UPDATE memories AS m SET {target} = {value} FROM (SELECT w.seq AS seq,"
            f" {d.idle_days('w', now)} AS idle, {d.age_days('w', now)} AS age"
            f" FROM {inner} WHERE {where}) AS r WHERE m.seq = r.seq"), params


def _marks(values: Sequence[Any]) -> str:
    return ",".join("?" for _ in values)
