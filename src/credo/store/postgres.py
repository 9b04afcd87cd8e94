"""The server backend: PostgreSQL 18 with pgvector, shared by any number of ``credo serve`` processes.

``PostgresStore(dsn)`` implements the whole :class:`~credo.store.base.Store` protocol
through a psycopg 3 connection pool. Everything that decides *which* rows a call
touches is rendered by :mod:`credo.store.sql` with :class:`PostgresDialect`; this module
holds no rule, only PostgreSQL's spelling and the mechanics (pool, transactions,
full-text statistics, vectors, locks). The schema and the reasoning behind it are in
:mod:`credo.store.pg_migrations`.

Transactions. :meth:`PostgresStore.transaction` binds a pooled connection to the
calling thread for the transaction's life and is re-entrant on that thread. Every
statement runs with ``credo.tenant`` set (``set_config(..., true)``, so it ends with
the transaction) to the tenant it names: the store sets it when the tenant changes, so
a transaction that spans many calls for one tenant sets it once. Row-level security
then confines even a wrong WHERE clause to that tenant; the only ways across tenants
are the ``credo_*`` functions of the schema (job claims, tenant listing, keys by id).

Full text ranks as SQLite's FTS5 does. The words of a memory are made in Python by
:func:`credo.text.words` (FTS5's ``porter unicode61 remove_diacritics 2``, stop words
kept), stored as a ``simple`` tsvector with positions and a word count, and ranked with
FTS5's ``bm25()`` -- k1 1.2, b 0.75, idf ``ln((N - n + 0.5) / (n + 0.5))`` floored at 1e-6 -- from per-tenant statistics
(``memory_terms``, ``memory_corpus``) that the store updates in the same transaction
as the text. SQLite's statistics span the whole file; per tenant they are the same for
a single-tenant store and keep one tenant's writes from moving another's scores.
A word's frequency is read from ``repeats`` (the words that occur more than once, with their
count), so scoring a match reads a few keys rather than unnesting its whole entry. Known
difference: a query word the tokenizer splits in several (``first_name``) matches each part
rather than the phrase.

Vectors live in ``memory_vectors`` (pgvector, HNSW per dimension). A search orders by
cosine distance with ``hnsw.iterative_scan`` so that scope and belief filters, applied
to the index's candidates, still yield ``limit`` rows; it re-sorts what comes back by
its exact distance, and when fewer than ``limit`` pass it searches again exactly
(without the index), as SQLite widens its candidate pool. A vector the ``compress`` job
moved to a lower tier keeps its :mod:`credo.quantize` code in ``code`` and no pgvector
value (so no place in the index; migration 0008 says why). The same search scores a
tenant's quantized rows in numpy by the asymmetric distance, from blocks it keeps in
memory between searches as SQLite does (a generation in ``vector_state``, moved in the
transaction that changes a quantized row, tells every process when to reload), checks
the best of them against scope and filters in SQL, widening until enough pass, and
merges the two lists by score.

Erasure. :meth:`PostgresStore.erase` deletes the row, its vector, its full-text entry
and its share of the term statistics (a term no memory holds any more is deleted), its
links, history, access log and merge proposals, in one transaction; :meth:`compact`
then VACUUMs those tables so the dead tuples are pruned and their space marked free.
What PostgreSQL does not promise: freed space in a page is reused, not zeroed, so old
bytes may stay in the table files until overwritten; GIN keeps an index key (a stemmed
word, not the text) after its last posting is gone, until ``REINDEX``; and the
write-ahead log and any base backup or replica keep the text until the WAL segments are
recycled and backups expire. :meth:`canary_scan` checks what can be checked: every text
and jsonb column of every table, and, for a server whose data directory this process
can read (``data_dir=``), the table files themselves.
"""

from __future__ import annotations

import json
import math
import threading
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, overload

import numpy as np
from pydantic import ValidationError

from .. import quantize
from ..errors import NotFound, StorageError

try:
    import psycopg
    from pgvector.psycopg import register_vector
    from psycopg.conninfo import conninfo_to_dict
    from psycopg.rows import dict_row
    from psycopg.types.json import Jsonb
    from psycopg_pool import ConnectionPool
except ImportError as exc:  # pragma: no cover - depends on the install
    raise StorageError("PostgreSQL needs the postgres extra: pip install 'credo[postgres]'") from exc

from ..models import (
    ApiKey,
    RECENT_ACCESS_CAP,
    ConflictRecord,
    ConflictStatus,
    Job,
    JobStatus,
    Link,
    LinkType,
    MemoryUnit,
    MergeProposal,
    PeerCard,
    ProposalStatus,
    Scope,
    StatusChange,
)
from ..text import query_terms, words
from ..timeutil import parse_time, to_iso
from . import tiers
from .base import (
    Access,
    Aggregate,
    HistoryQuery,
    PrunedLog,
    PruneResult,
    RecallFilter,
    Select,
    Store,
    StoredVector,
)
from .pg_migrations import PG_MIGRATIONS, apply_migrations
from .chain import GENESIS, AuditEvent, Checkpoint, audit_hash, make_checkpoint
from .rows import PROPOSAL_DETAIL, UNREADABLE_JOB, card_from_row, memory_from_row as from_row, memory_row as to_row
from .dialect import COLUMNS, JSON_COLUMNS, TIME_COLUMNS, Dialect, json_key
from .sql import (
    aggregate_sql,
    conflict_clause,
    filter_clause,
    job_clause,
    rescore_statements,
    scope_clause,
    select_sql,
)

#: FTS5's idf for a word in at least half the memories, where the formula gives zero or less.
_IDF_FLOOR = 1e-6
#: What a tsvector keeps: positions 1..16383, at most 256 per word.
_MAX_POSITION, _MAX_POSITIONS = 16383, 256
#: Tables an erase touches, vacuumed by :meth:`PostgresStore.compact`.
_ERASED_TABLES = ("memories", "memory_vectors", "memory_terms", "links", "access_log", "status_history",
                  "merge_proposals", "peer_cards")
_MEMORY_COLUMNS = ", ".join(f'm."{c}"' for c in COLUMNS)
#: hnsw.ef_search: the candidates an index scan keeps (pgvector allows 1..1000).
EF_SEARCH = 100


class PostgresDialect(Dialect):
    """PostgreSQL's spelling of what the renderer needs: native times, flags and jsonb."""

    name = "postgres"

    def encode(self, column: str, value: Any) -> Any:
        if value is None:
            return None
        if column in JSON_COLUMNS:
            if column == "recent_accesses":
                value = [to_iso(v) for v in value]
            return Jsonb(value)
        if column in TIME_COLUMNS or isinstance(value, datetime):
            return parse_time(value)
        if hasattr(value, "value"):  # enums
            return value.value
        return value

    def true(self) -> str:
        return "true"

    def least(self, *parts: str) -> str:
        return f"LEAST({', '.join(parts)})"

    def greatest(self, *parts: str) -> str:
        return f"GREATEST({', '.join(parts)})"

    def time_literal(self, at: datetime) -> str:
        return f"'{to_iso(at)}'::timestamptz"

    def days_since(self, now: str, expr: str) -> str:
        return f"(extract(epoch FROM ({now}) - ({expr}))::float8 / 86400.0)"

    def access_days(self, alias: str, now: str) -> str:
        return (f"SELECT extract(epoch FROM ({now}) - value::timestamptz)::float8 / 86400.0 AS d"
                f" FROM jsonb_array_elements_text({alias}.recent_accesses)")

    def access_steps(self, alias: str, now: str) -> str:
        def days(later: str, earlier: str) -> str:
            return f"extract(epoch FROM ({later}) - ({earlier}))::float8 / 86400.0"

        return (f"SELECT {days(now, 'a.value::timestamptz')} AS d,"
                f" {days('a.value::timestamptz', f'COALESCE(b.value::timestamptz, {alias}.created_at)')} AS gap"
                f" FROM jsonb_array_elements_text({alias}.recent_accesses) WITH ORDINALITY a(value, i)"
                f" LEFT JOIN jsonb_array_elements_text({alias}.recent_accesses) WITH ORDINALITY b(value, i)"
                f" ON b.i = a.i - 1")

    def has_key(self, alias: str, key: str) -> tuple[str, list[Any]]:
        # no ``?`` operator: it is psycopg's placeholder once the renderer's marks are converted
        return f"COALESCE(jsonb_typeof({alias}.metadata -> ?) <> 'null', false)", [json_key(key)]

    def json_member(self, array: str, value: str) -> str:
        return f"jsonb_exists({array}, {value})"

    def json_text(self, document: str, key: str) -> str:
        return f"({document} ->> '{json_key(key)}')"

    def id_hint(self, expr: str) -> str:
        return expr

    def read_json(self, value: Any) -> Any:
        return value  # psycopg decodes jsonb

    def read_time(self, value: Any) -> datetime | None:
        return value if value is None or isinstance(value, datetime) else parse_time(value)  # psycopg decodes


POSTGRES = PostgresDialect()


@lru_cache(maxsize=512)
def _pg(sql: str) -> str:
    """The renderer's ``?`` placeholders as psycopg's ``%s`` (a literal ``%`` escaped first)."""
    return sql.replace("%", "%%").replace("?", "%s")


def tsvector_of(text: str) -> tuple[str, int]:
    """A text's full-text entry: a ``simple`` tsvector literal of its words with positions, and its word count.

    >>> tsvector_of("Ann's cat met Ann")
    ("'ann':1,5 'cat':3 'met':4 's':2", 5)
    """
    found = words(text)
    return _tsvector(found), len(found)


def _entry(found: Sequence[str]) -> list[Any]:
    """The full-text columns of a memory with these words: ``terms``, ``term_count`` and ``repeats``
    (how often each word that occurs more than once occurs: BM25's term frequency, 1 for the rest)."""
    return [_tsvector(found), len(found), Jsonb({w: n for w, n in Counter(found).items() if n > 1})]


def _tsvector(found: Sequence[str]) -> str:
    positions: dict[str, list[int]] = {}
    for position, word in enumerate(found, start=1):
        kept = positions.setdefault(word, [])
        if len(kept) < _MAX_POSITIONS:
            kept.append(min(position, _MAX_POSITION))
    entries = (f"{_quote(word)}:{','.join(str(p) for p in dict.fromkeys(kept))}"
               for word, kept in sorted(positions.items()))
    return " ".join(entries)


def _quote(lexeme: str) -> str:
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


def _redacted(dsn: str) -> str:
    """Where a DSN points, without its password: ``user@host:port/dbname``."""
    try:
        parts = conninfo_to_dict(dsn)
    except Exception:  # noqa: BLE001 -- a DSN psycopg cannot parse is named as unreadable, never echoed
        return "an unreadable PostgreSQL DSN"
    host = parts.get("host") or "localhost"
    return f"{parts.get('user', '')}@{host}:{parts.get('port', 5432)}/{parts.get('dbname', '')}"


#: The ``vector_state`` row (user name) whose generation moves when any quantized vector of the tenant changes.
_CODED = "*quantized"
#: (tenant, model, dim) blocks of quantized vectors a process keeps.
_CODED_CACHE = 64


@dataclass(frozen=True)
class _Coded:
    """A tenant's quantized vectors of one model and dimension: a block per tier, the ids and owners in block order."""

    generation: int
    ids: list[str]
    users: np.ndarray    # the owner of each row
    shared: np.ndarray   # whether each row is shared
    blocks: list[quantize.Encoded]


class PostgresStore(Store):
    """A :class:`~credo.store.base.Store` on PostgreSQL (psycopg 3 pool, pgvector, row-level security).

    ``dsn`` is what the service connects as: normally the non-owner app role, which
    row-level security binds. ``migrate_dsn`` is the schema owner's DSN: with it, pending
    migrations are applied at open (concurrent openers migrate once). Without it the
    store tries ``dsn`` itself when that role owns the schema, and otherwise checks that
    the schema is current and refuses to open a database that needs migrating
    (``credo db migrate --dsn OWNER_DSN`` applies them). ``data_dir`` names the server's
    data directory when this process can read it (an embedded server), for
    :meth:`canary_scan`.

    Usage::

        store = PostgresStore("postgresql://credo_app:...@db:5432/credo",
                              migrate_dsn="postgresql://credo_owner:...@db:5432/credo")
        Memory(store=store)
    """

    def __init__(self, dsn: str, *, pool_size: int = 8, migrate_dsn: str | None = None,
                 connect_timeout_s: float = 10.0, ef_search: int = EF_SEARCH,
                 data_dir: str | Path | None = None) -> None:
        self.dsn = dsn
        self.where = _redacted(dsn)
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self._ef_search = max(1, min(1000, int(ef_search)))
        self._local = threading.local()
        self._coded: dict[tuple[str, str, int], _Coded] = {}
        self._coded_lock = threading.Lock()
        migrate(migrate_dsn or dsn, required=migrate_dsn is not None)
        _check_schema(dsn)
        self._pool = ConnectionPool(dsn, min_size=1, max_size=max(1, int(pool_size)), open=False,
                                    timeout=connect_timeout_s, configure=_configure,
                                    kwargs={"connect_timeout": max(1, int(connect_timeout_s)),
                                            "options": "-c TimeZone=UTC"})
        try:
            self._pool.open(wait=True, timeout=connect_timeout_s)
        except Exception as exc:  # psycopg_pool.PoolTimeout: the server refused or never answered
            self._pool.close()
            raise StorageError(f"cannot connect to PostgreSQL at {self.where}: {_reason(exc)}") from exc

    # -- transactions -------------------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One transaction on a pooled connection bound to this thread; nested use joins it."""
        local = self._local
        if getattr(local, "conn", None) is not None:
            local.depth += 1
            try:
                yield
            finally:
                local.depth -= 1
            return
        try:
            conn = self._pool.getconn()
        except Exception as exc:  # PoolTimeout, PoolClosed
            raise StorageError(f"cannot connect to PostgreSQL at {self.where}: {_reason(exc)}") from exc
        local.conn, local.depth, local.tenant, local.compact_due = conn, 1, None, False
        try:
            try:
                yield
            except BaseException:
                _rollback(conn)
                local.compact_due = False
                raise
            try:
                conn.commit()
            except psycopg.Error as exc:
                _rollback(conn)
                raise StorageError(f"database error: {_reason(exc)}") from exc
        finally:
            local.conn = local.tenant = None
            self._pool.putconn(conn)
        if local.compact_due:
            local.compact_due = False
            self.compact()

    def _as(self, tenant: str | None) -> Any:
        """The thread's connection, with ``credo.tenant`` set to ``tenant`` (left as it is for None)."""
        local = self._local
        if tenant is not None and tenant != local.tenant:
            local.conn.execute("SELECT set_config('credo.tenant', %s, true)", (tenant,))
            local.tenant = tenant
        return local.conn

    def _run(self, tenant: str | None, sql: str, params: Sequence[Any] = (), *, binary: bool = False) -> Any:
        """Run one statement in the thread's transaction (or a new one) as ``tenant``; the cursor.

        ``binary``: results in binary format (vectors decode ~30x faster than from text).
        """
        with self.transaction():
            try:
                return self._as(tenant).execute(sql, params, binary=binary)
            except psycopg.Error as exc:
                raise StorageError(f"database error: {_reason(exc)}") from exc

    def _rows(self, tenant: str | None, sql: str, params: Sequence[Any] = (), *,
              binary: bool = False) -> list[dict[str, Any]]:
        with self.transaction():
            cursor = self._run(tenant, sql, params, binary=binary)
            return cursor.fetchall() if cursor.description else []

    def _one(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> dict[str, Any] | None:
        rows = self._rows(tenant, sql, params)
        return rows[0] if rows else None

    def _many(self, tenant: str, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if not rows:
            return
        with self.transaction():
            try:
                with self._as(tenant).cursor() as cursor:
                    cursor.executemany(sql, rows)
            except psycopg.Error as exc:
                raise StorageError(f"database error: {_reason(exc)}") from exc

    def _rendered(self, tenant: str | None, sql: str, params: Sequence[Any]) -> list[dict[str, Any]]:
        """Rows of a statement from the shared renderer (``?`` marks), for one tenant or every tenant."""
        if tenant is not None:
            return self._rows(tenant, _pg(sql), params)
        rows: list[dict[str, Any]] = []
        with self.transaction():
            for each in self._tenants():
                rows += self._rows(each, _pg(sql), params)
        return rows

    def _tenants(self) -> list[str]:
        return [row["t"] for row in self._rows(None, "SELECT t FROM credo_tenants() t")]

    # -- memories -----------------------------------------------------------------------------------

    def insert(self, units: Sequence[MemoryUnit], vectors: Sequence[np.ndarray | None]) -> None:
        if len(units) != len(vectors):
            raise StorageError("insert needs one vector (or None) per memory")
        columns = ", ".join(f'"{c}"' for c in COLUMNS)
        sql = (f"INSERT INTO memories ({columns}, terms, term_count, repeats)"
               f" VALUES ({', '.join('%s' for _ in COLUMNS)}, %s::tsvector, %s, %s)")
        by_tenant: dict[str, list[tuple[MemoryUnit, np.ndarray | None]]] = {}
        for unit, vector in zip(units, vectors):
            by_tenant.setdefault(unit.tenant, []).append((unit, vector))
        with self.transaction():
            for tenant, batch in by_tenant.items():
                rows, found = [], []
                for unit, vector in batch:
                    row = to_row(unit, POSTGRES)
                    if vector is None:  # the contract: embedding_model is set exactly when there is a vector
                        row["embedding_model"] = row["embedding_dim"] = None
                    found.append(words(unit.text))
                    rows.append([row[c] for c in COLUMNS] + _entry(found[-1]))
                self._many(tenant, sql, rows)
                self._many(tenant, "INSERT INTO memory_vectors (seq, tenant, dim, vector)"
                           " SELECT seq, tenant, %s, %s FROM memories WHERE id = %s",
                           [(len(v), _vector(v), u.id) for u, v in batch if v is not None])
                self._count_terms(tenant, found, [], sum(map(len, found)))

    def _count_terms(self, tenant: str, added: Sequence[Sequence[str]], removed: Sequence[Sequence[str]],
                     length: int) -> None:
        """Move the tenant's BM25 statistics: memories' words added and removed, and the change in total words."""
        delta: Counter[str] = Counter()
        for terms in added:
            delta.update(set(terms))
        for terms in removed:
            delta.subtract(set(terms))
        docs = len(added) - len(removed)
        changed = sorted((term, n) for term, n in delta.items() if n)  # sorted: writers lock rows in one order
        if changed:
            self._run(tenant, "INSERT INTO memory_terms (tenant, term, ndoc) SELECT %s, t, n"
                      " FROM unnest(%s::text[], %s::bigint[]) u(t, n)"
                      " ON CONFLICT (tenant, term) DO UPDATE SET ndoc = memory_terms.ndoc + excluded.ndoc",
                      (tenant, [t for t, _ in changed], [n for _, n in changed]))
            gone = [t for t, n in changed if n < 0]
            if gone:  # a word no memory holds any more is itself a trace of an erased text
                self._run(tenant, "DELETE FROM memory_terms WHERE tenant = %s AND term = ANY(%s) AND ndoc <= 0",
                          (tenant, gone))
        if docs or length:
            self._run(tenant, "INSERT INTO memory_corpus (tenant, ndoc, total_len) VALUES (%s, %s, %s)"
                      " ON CONFLICT (tenant) DO UPDATE SET ndoc = memory_corpus.ndoc + excluded.ndoc,"
                      " total_len = memory_corpus.total_len + excluded.total_len",
                      (tenant, docs, length))

    def update(self, tenant: str, memory_id: str, fields: Mapping[str, object], *,
               vector: np.ndarray | None = None, model: str | None = None) -> None:
        fields = dict(fields)
        fixed = {"id", "tenant", "embedding_model", "embedding_dim"}
        bad = (set(fields) - set(COLUMNS)) | (fixed & set(fields))
        if bad:
            raise StorageError(f"cannot update columns {sorted(bad)}")
        if vector is not None:
            if not model:
                raise StorageError("a replaced vector needs its model's name")
            fields["embedding_model"], fields["embedding_dim"] = model, int(np.asarray(vector).shape[-1])
        if not fields:
            return
        with self.transaction():
            row = self._one(tenant, "SELECT seq, text, tsvector_to_array(terms) AS terms, term_count,"
                            " (SELECT v.tier FROM memory_vectors v WHERE v.seq = memories.seq) AS tier FROM memories"
                            " WHERE tenant = %s AND id = %s FOR UPDATE", (tenant, memory_id))
            if row is None:
                raise NotFound(f"memory {memory_id} not found")
            sets = [f'"{c}" = %s' for c in fields]
            values = [POSTGRES.encode(c, v) for c, v in fields.items()]
            if "text" in fields and fields["text"] != row["text"]:
                found = words(str(fields["text"]))
                sets += ["terms = %s::tsvector", "term_count = %s", "repeats = %s"]
                values += _entry(found)
                self._count_terms(tenant, [found], [row["terms"]], len(found) - row["term_count"])
            self._run(tenant, f"UPDATE memories SET {', '.join(sets)} WHERE seq = %s", [*values, row["seq"]])
            if vector is not None:
                # a new vector is float32 again, whatever tier the old one had reached
                self._run(tenant, "INSERT INTO memory_vectors (seq, tenant, dim, vector) VALUES (%s, %s, %s, %s)"
                          " ON CONFLICT (seq) DO UPDATE SET dim = excluded.dim, vector = excluded.vector,"
                          " tier = 'active', code = NULL",
                          (row["seq"], tenant, len(vector), _vector(vector)))
            if row["tier"] not in (None, "active") and (vector is not None or {"user", "shared"} & set(fields)):
                self._bump_coded(tenant)  # a quantized row left its tier, or changed hands

    def get(self, tenant: str, ids: Sequence[str]) -> list[MemoryUnit]:
        if not ids:
            return []
        rows = self._rows(tenant, f"SELECT {_MEMORY_COLUMNS} FROM memories m WHERE m.tenant = %s AND m.id = ANY(%s)",
                          (tenant, list(ids)))
        by_id = {row["id"]: from_row(row) for row in rows}
        return [by_id[i] for i in ids if i in by_id]

    @overload
    def select(self, query: Select, *, ids_only: Literal[False] = False) -> list[MemoryUnit]: ...

    @overload
    def select(self, query: Select, *, ids_only: Literal[True]) -> list[str]: ...

    def select(self, query: Select, *, ids_only: bool = False) -> list[MemoryUnit] | list[str]:
        if not ids_only:
            sql, params = select_sql(query, _MEMORY_COLUMNS, POSTGRES)
            return [from_row(row) for row in self._rendered(query.tenant, sql, params)]
        sql, params = select_sql(query, "m.id", POSTGRES)
        found = [row["id"] for row in self._rendered(query.tenant, sql, params)]
        if query.ids is not None and not query.order:
            passed = set(found)
            return [i for i in dict.fromkeys(query.ids) if i in passed]
        return found

    def aggregate(self, query: Select, agg: Aggregate) -> list[dict[str, Any]]:
        sql, params, keys = aggregate_sql(query, agg, POSTGRES)
        rows = self._rendered(query.tenant, sql, params)
        if query.tenant is not None:
            return rows
        merged: dict[tuple[Any, ...], dict[str, Any]] = {}  # every tenant's groups, summed
        for row in rows:
            key = tuple(row[k] for k in keys)
            if key not in merged:
                merged[key] = dict(row)
                continue
            into = merged[key]
            into["n"] += row["n"]
            for column in agg.min:
                into[f"min_{column}"] = _extreme(min, into[f"min_{column}"], row[f"min_{column}"])
            for column in agg.max:
                into[f"max_{column}"] = _extreme(max, into[f"max_{column}"], row[f"max_{column}"])
        return list(merged.values())

    def rescore(self, query: Select) -> int:
        statements = rescore_statements(query, POSTGRES)
        with self.transaction():
            tenants = [query.tenant] if query.tenant is not None else self._tenants()
            return sum(int(self._run(t, _pg(sql), params).rowcount) for t in tenants for sql, params in statements)

    def vectors(self, tenant: str, ids: Sequence[str], *, model: str) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        rows = self._rows(tenant, "SELECT m.id, v.dim, v.tier, v.vector, v.code FROM memory_vectors v"
                          " JOIN memories m ON m.seq = v.seq"
                          " WHERE m.tenant = %s AND m.id = ANY(%s) AND m.embedding_model = %s",
                          (tenant, list(ids), model), binary=True)
        return {r["id"]: tiers.unit_vector(r["tier"], r["dim"], _stored(r)) for r in rows}

    def vector_tiers(self, query: Select) -> dict[str, StoredVector]:
        sql, params = select_sql(query, "m.id, v.tier, m.embedding_dim, m.embedding_model", POSTGRES,
                                 table="memories m JOIN memory_vectors v ON v.seq = m.seq")
        return {r["id"]: StoredVector(r["tier"], r["embedding_dim"], r["embedding_model"])
                for r in self._rendered(query.tenant, sql, params)}

    def set_vector_tiers(self, tenant: str, moves: Mapping[str, str],
                         vectors: Mapping[str, np.ndarray] | None = None) -> int:
        wanted, given = list(dict.fromkeys(moves)), vectors or {}
        changed = 0
        with self.transaction():
            for offset in range(0, len(wanted), 2000):
                rows = self._rows(tenant, "SELECT v.seq, m.id, v.dim, v.tier, v.vector, v.code FROM memory_vectors v"
                                  " JOIN memories m ON m.seq = v.seq WHERE m.tenant = %s AND m.id = ANY(%s)"
                                  " FOR UPDATE OF v", (tenant, wanted[offset: offset + 2000]), binary=True)
                recoded = tiers.recode([(r["id"], r["tier"], r["dim"], _stored(r)) for r in rows], moves, given)
                seq = {r["id"]: r["seq"] for r in rows}
                self._many(tenant, "UPDATE memory_vectors SET tier = %s, vector = %s, code = %s WHERE seq = %s",
                           [(tier, np.frombuffer(blob, np.float32) if tier == "active" else None,
                             None if tier == "active" else blob, seq[i]) for i, tier, blob in recoded])
                changed += len(recoded)
            if changed:
                self._bump_coded(tenant)
        return changed

    def _bump_coded(self, tenant: str) -> None:
        self._run(tenant, 'INSERT INTO vector_state (tenant, "user", generation, deletions) VALUES (%s, %s, 1, 0)'
                  ' ON CONFLICT (tenant, "user") DO UPDATE SET generation = vector_state.generation + 1',
                  (tenant, _CODED))

    def _coded_block(self, tenant: str, model: str, dim: int) -> _Coded:
        """The tenant's quantized vectors of ``model``, from memory unless the generation moved since they were read."""
        state = self._one(tenant, 'SELECT generation FROM vector_state WHERE tenant = %s AND "user" = %s',
                          (tenant, _CODED))
        generation = state["generation"] if state else 0
        with self._coded_lock:
            cached = self._coded.get((tenant, model, dim))
        if cached is not None and cached.generation == generation:
            return cached
        # two reads, each on its own primary key or index: one join planned without statistics (a table fresh
        # from a bulk load) walked the scope index once per coded row, ~1 s at 2,000 rows
        codes = self._rows(tenant, "SELECT seq, tier, code FROM memory_vectors WHERE tenant = %s AND dim = %s"
                           " AND tier <> 'active' ORDER BY seq", (tenant, dim), binary=True)
        owners = {r["seq"]: r for r in self._rows(
            tenant, 'SELECT seq, id, "user", shared FROM memories WHERE tenant = %s AND seq = ANY(%s)'
            " AND embedding_model = %s", (tenant, [r["seq"] for r in codes], model))}
        ids, blocks = tiers.blocks([(r["seq"], r["tier"], r["code"]) for r in codes if r["seq"] in owners], dim)
        fresh = _Coded(generation, [owners[seq]["id"] for seq in ids],
                       np.array([owners[seq]["user"] for seq in ids], dtype=object),
                       np.array([bool(owners[seq]["shared"]) for seq in ids], dtype=bool), blocks)
        with self._coded_lock:
            self._coded[(tenant, model, dim)] = fresh
            while len(self._coded) > _CODED_CACHE:
                self._coded.pop(next(iter(self._coded)))
        return fresh

    def _search_coded(self, scope: Scope, flt: RecallFilter, coded: _Coded, query: np.ndarray,
                      limit: int) -> list[tuple[str, float]]:
        """The best quantized rows in scope that pass the filters: scored in numpy, checked in SQL, widening."""
        rows = np.arange(len(coded.ids))
        if scope.user is not None:
            rows = np.flatnonzero((coded.users == scope.user) | (coded.shared & scope.include_shared))
        if not len(rows):
            return []
        sims = np.concatenate([quantize.scores(query, block) for block in coded.blocks])[rows]
        where_scope, p_scope = scope_clause(scope, d=POSTGRES)
        where_filter, p_filter = filter_clause(flt, d=POSTGRES)
        check = _pg(f"SELECT m.id FROM memories m WHERE m.id = ANY(?) AND {where_scope} AND {where_filter}")
        passed: list[tuple[str, float]] = []
        k, start = min(len(rows), max(limit * 4, 64)), 0
        while True:
            best = np.argsort(-sims, kind="stable")[:k] if k < len(rows) else np.argsort(-sims, kind="stable")
            chunk = [(coded.ids[rows[i]], float(sims[i])) for i in best[start:]]
            keep = {r["id"] for r in self._rows(scope.tenant, check, [[i for i, _ in chunk], *p_scope, *p_filter])}
            passed += [(i, s) for i, s in chunk if i in keep]
            if len(passed) >= limit or k >= len(rows):
                return passed[:limit]
            start, k = k, min(len(rows), k * 4)

    # -- search -------------------------------------------------------------------------------------

    def search_text(self, scope: Scope, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
        # each query term is a phrase of FTS5's; a duplicate stem counts twice there, so it does here
        terms = [w for term in query_terms(query) for w in words(term)]
        if not terms or limit <= 0:
            return []
        with self.transaction():
            idf, avgdl = self._bm25_weights(scope.tenant, terms)
            if not idf:
                return []
            where_scope, p_scope = scope_clause(scope, d=POSTGRES)
            where_filter, p_filter = filter_clause(flt, d=POSTGRES)
            # a word's frequency in a memory: 0 unless it matches, else its count in ``repeats`` (only words
            # that occur more than once are listed there), else 1 -- one scalar per word, no unnest per row
            tf = ["(CASE WHEN m.terms @@ ?::tsquery THEN COALESCE((m.repeats ->> ?)::float8, 1.0) ELSE 0.0 END)"
                  for _ in terms]
            score = " + ".join(f"? * (({f} * 2.2) / ({f} + 1.2 * (0.25 + 0.75 * m.term_count / ?)))" for f in tf)
            score_params = [x for t, w in zip(terms, idf) for x in (w, _quote(t), t, _quote(t), t, avgdl)]
            sql = (f"SELECT m.id, {score} AS score FROM memories m"
                   f" WHERE m.terms @@ ?::tsquery AND {where_scope} AND {where_filter}"
                   " ORDER BY score DESC, m.seq LIMIT ?")
            match = " | ".join(_quote(t) for t in dict.fromkeys(terms))
            rows = self._rows(scope.tenant, _pg(sql), [*score_params, match, *p_scope, *p_filter, int(limit)])
        return [(row["id"], float(row["score"])) for row in rows if row["score"] > 0]

    def _bm25_weights(self, tenant: str, terms: Sequence[str]) -> tuple[list[float], float]:
        """FTS5's idf of each term (floored at 1e-6) and the average length, from the tenant's statistics."""
        # one statement, so one snapshot: read in two, a write committed in between could count a term in
        # more memories than the corpus holds, and the idf's log would fail (a 500 under concurrent writes)
        rows = self._rows(tenant, "SELECT c.ndoc AS corpus_ndoc, c.total_len, t.term, t.ndoc FROM memory_corpus c"
                                  " LEFT JOIN memory_terms t ON t.tenant = c.tenant AND t.term = ANY(%s)"
                                  " WHERE c.tenant = %s", (sorted(set(terms)), tenant))
        if not rows or rows[0]["corpus_ndoc"] <= 0:
            return [], 0.0
        corpus = rows[0]
        ndoc = {r["term"]: r["ndoc"] for r in rows if r["term"] is not None}
        n = float(corpus["corpus_ndoc"])
        idf = [math.log((n - ndoc.get(t, 0) + 0.5) / (ndoc.get(t, 0) + 0.5)) for t in terms]
        idf = [w if w > 0.0 else _IDF_FLOOR for w in idf]
        return idf, max(float(corpus["total_len"]), 1.0) / n

    def search_vector(self, scope: Scope, vector: np.ndarray, flt: RecallFilter, limit: int, *,
                      model: str) -> list[tuple[str, float]]:
        query = _vector(vector)
        if limit <= 0 or not len(query):
            return []
        dim = int(len(query))
        where_scope, p_scope = scope_clause(scope, d=POSTGRES)
        where_filter, p_filter = filter_clause(flt, d=POSTGRES)
        distance = f"v.vector::vector({dim}) <=> ?::vector({dim})"
        rows_in_scope = (f"FROM memory_vectors v JOIN memories m ON m.seq = v.seq"
                         f" WHERE v.dim = {dim} AND v.tenant = ? AND m.embedding_model = ? AND {where_scope}"
                         f" AND {where_filter}")
        base = f"SELECT m.id, v.vector {rows_in_scope} AND v.tier = 'active'"
        params = [scope.tenant, model, *p_scope, *p_filter]
        with self.transaction():
            self._run(scope.tenant, "SELECT set_config('hnsw.ef_search', %s, true),"
                      " set_config('hnsw.iterative_scan', 'relaxed_order', true)",
                      (str(max(self._ef_search, min(1000, limit))),))
            rows = self._rows(scope.tenant, _pg(f"{base} ORDER BY {distance} LIMIT ?"), [*params, query, limit],
                              binary=True)
            if len(rows) < limit:  # the scan gave up before enough passed the filters: every vector in scope
                exact = "v.vector <=> ?::vector"  # no dimension cast, so not the index's expression
                rows = self._rows(scope.tenant, _pg(f"{base} ORDER BY {exact}, m.seq LIMIT ?"),
                                  [*params, query, limit], binary=True)
            coded = self._coded_block(scope.tenant, model, dim)
            found = self._search_coded(scope, flt, coded, query, limit) if coded.ids else []
        if rows:
            # re-ranked by the exact cosine (the dot product of unit vectors, in float32 as on SQLite): the index's
            # order is approximate, and relaxed iterative scans may return a few rows out of place
            sims = np.stack([r["vector"].to_numpy() for r in rows]).astype(np.float32) @ query
            found = [(r["id"], float(sim)) for r, sim in zip(rows, sims)] + found
        order = sorted(range(len(found)), key=lambda i: -found[i][1])  # stable: float32 rows win ties
        return [found[i] for i in order[:limit]]

    def session_members(self, scope: Scope, flt: RecallFilter, sessions: Sequence[str],
                        per_session: int) -> dict[str, list[tuple[str, str]]]:
        if not sessions or per_session <= 0:
            return {}
        where_scope, p_scope = scope_clause(scope, d=POSTGRES)
        where_filter, p_filter = filter_clause(flt, d=POSTGRES)
        sql = ("SELECT s.session, x.id, x.text FROM unnest(?::text[]) s(session) CROSS JOIN LATERAL"
               " (SELECT m.id, m.text, m.seq FROM memories m WHERE m.source_session = s.session"
               f"  AND {where_scope} AND {where_filter} ORDER BY m.seq DESC LIMIT ?) x"
               " ORDER BY s.session, x.seq")
        members: dict[str, list[tuple[str, str]]] = {}
        for row in self._rows(scope.tenant, _pg(sql), [sorted(set(sessions)), *p_scope, *p_filter, per_session]):
            members.setdefault(row["session"], []).append((row["id"], row["text"]))
        return members

    # -- history, links, access ---------------------------------------------------------------------

    def add_history(self, tenant: str, changes: Sequence[StatusChange]) -> None:
        self._many(tenant, "INSERT INTO status_history (tenant, memory_id, old, new, reason, actor, at, escalation)"
                   " VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                   [(tenant, c.memory_id, c.old.value if c.old else None, c.new.value, c.reason, c.actor, c.at,
                     bool(c.escalation)) for c in changes])

    def history(self, query: HistoryQuery) -> list[StatusChange]:
        where, params = ["tenant = %s"], [query.tenant]
        if query.memory_ids is not None:
            where.append("memory_id = ANY(%s)")
            params.append(list(query.memory_ids))
        if query.since is not None:
            where.append("at >= %s")
            params.append(parse_time(query.since))
        if query.new is not None:
            where.append("new = ANY(%s)")
            params.append(sorted(s.value for s in query.new))
        sql = f"SELECT * FROM status_history WHERE {' AND '.join(where)} ORDER BY at, seq"
        if query.limit is not None:
            sql += " LIMIT %s"
            params.append(int(query.limit))
        return [StatusChange(memory_id=r["memory_id"], old=r["old"], new=r["new"], reason=r["reason"],
                             actor=r["actor"], at=r["at"], escalation=r["escalation"])
                for r in self._rows(query.tenant, sql, params)]

    def add_links(self, tenant: str, links: Sequence[Link]) -> None:
        self._many(tenant, "INSERT INTO links (tenant, source_id, target_id, type, weight, created_at)"
                   " VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
                   [(tenant, k.source_id, k.target_id, k.type.value, k.weight, k.created_at) for k in links])

    def links(self, tenant: str, memory_ids: Sequence[str], *, outgoing: bool = False) -> list[Link]:
        if not memory_ids:
            return []
        where = "source_id = ANY(%s)" if outgoing else "(source_id = ANY(%s) OR target_id = ANY(%s))"
        rows = self._rows(tenant, f"SELECT * FROM links WHERE tenant = %s AND {where}"
                          " ORDER BY created_at, source_id, target_id, type",
                          (tenant, list(memory_ids), *([] if outgoing else [list(memory_ids)])))
        return [Link(source_id=r["source_id"], target_id=r["target_id"], type=LinkType(r["type"]),
                     weight=r["weight"], created_at=r["created_at"]) for r in rows]

    def record_access(self, tenant: str, ids: Sequence[str], at: datetime, recalled: bool) -> None:
        if not ids:
            return
        stamp = to_iso(at)
        with self.transaction():
            # one statement for every id: append the time, keeping the newest RECENT_ACCESS_CAP
            touched = self._rows(
                tenant,
                "UPDATE memories m SET access_count = access_count + 1, last_accessed = %s,"
                " recall_count = recall_count + %s,"
                " recent_accesses = COALESCE((SELECT jsonb_agg(e.value ORDER BY e.n)"
                "   FROM jsonb_array_elements(m.recent_accesses || jsonb_build_array(%s::text))"
                "   WITH ORDINALITY e(value, n)"
                "   WHERE e.n > jsonb_array_length(m.recent_accesses) + 1 - %s), '[]'::jsonb)"
                " WHERE m.tenant = %s AND m.id = ANY(%s) RETURNING m.id",
                (at, int(recalled), stamp, RECENT_ACCESS_CAP, tenant, list(dict.fromkeys(ids))))
            if touched:
                self._run(tenant, "INSERT INTO access_log (tenant, memory_id, at, kind)"
                          " SELECT %s, unnest(%s::text[]), %s, %s",
                          (tenant, [r["id"] for r in touched], at, "recall" if recalled else "get"))

    def access_log(self, tenant: str, memory_ids: Sequence[str]) -> list[Access]:
        if not memory_ids:
            return []
        rows = self._rows(tenant, "SELECT memory_id, at, kind FROM access_log WHERE tenant = %s"
                          " AND memory_id = ANY(%s) ORDER BY seq", (tenant, list(memory_ids)))
        return [Access(r["memory_id"], r["at"], r["kind"] == "recall") for r in rows]

    def add_access_log(self, tenant: str, rows: Sequence[Access]) -> None:
        self._many(tenant, "INSERT INTO access_log (tenant, memory_id, at, kind) VALUES (%s, %s, %s, %s)",
                   [(tenant, r.memory_id, r.at, "recall" if r.recalled else "get") for r in rows])

    # -- erasure ------------------------------------------------------------------------------------

    def erase(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return []
        with self.transaction():
            gone = self._rows(tenant, "DELETE FROM memories WHERE tenant = %s AND id = ANY(%s)"
                              " RETURNING id, tsvector_to_array(terms) AS terms, term_count",
                              (tenant, wanted))  # memory_vectors goes by ON DELETE CASCADE
            if gone:
                self._bump_coded(tenant)  # any of them may have been quantized: no process may keep its code
                erased = [r["id"] for r in gone]
                self._count_terms(tenant, [], [r["terms"] for r in gone], -sum(r["term_count"] for r in gone))
                self._run(tenant, "DELETE FROM links WHERE tenant = %s"
                          " AND (source_id = ANY(%s) OR target_id = ANY(%s))", (tenant, erased, erased))
                for table in ("access_log", "status_history"):
                    self._run(tenant, f"DELETE FROM {table} WHERE tenant = %s AND memory_id = ANY(%s)",
                              (tenant, erased))
                # a proposal quotes its members' texts: it goes with any of them
                self._run(tenant, "DELETE FROM merge_proposals WHERE tenant = %s"
                          " AND jsonb_exists_any(memory_ids, %s)", (tenant, erased))
                # a card quotes its sources' texts and values: it goes with any of them (the next read rebuilds it)
                self._run(tenant, "DELETE FROM peer_cards WHERE tenant = %s"
                          " AND jsonb_exists_any(memory_ids, %s)", (tenant, erased))
            if gone and compact:
                self._local.compact_due = True  # VACUUM runs outside a transaction: after the outermost commits
        existed = {r["id"] for r in gone}
        return [i for i in wanted if i in existed]

    def compact(self) -> None:
        """VACUUM the tables an erase touches, so dead tuples holding erased text are pruned.

        Inside a transaction it runs once that transaction commits (VACUUM cannot run inside one).
        """
        if getattr(self._local, "conn", None) is not None:
            self._local.compact_due = True
            return
        try:
            with psycopg.connect(self.dsn, autocommit=True, connect_timeout=10) as conn:
                conn.execute(f"VACUUM {', '.join(_ERASED_TABLES)}")
        except psycopg.Error as exc:
            raise StorageError(f"database error: {_reason(exc)}") from exc

    def canary_scan(self, text: str) -> list[str]:
        """Where ``text`` still appears: ``table.column`` for every text, jsonb or tsvector column of every
        table that holds it (any tenant), and ``file:PATH`` for table files under ``data_dir`` that hold its
        bytes.

        For the erasure tests. The file scan is best effort: it sees pages once they are written out
        (a checkpoint, which the app role may not force), and not the WAL (see the module docstring).
        """
        found: list[str] = []
        columns = self._rows(None, "SELECT table_name, column_name, data_type FROM information_schema.columns"
                             " WHERE table_schema = 'public' AND data_type IN ('text', 'jsonb', 'tsvector')"
                             " AND column_name <> 'tenant' AND table_name <> 'credo_migrations'"
                             " ORDER BY table_name, ordinal_position")
        phrase = " <-> ".join(_quote(w) for w in words(text))
        with self.transaction():
            tenants = self._tenants()
            for column in columns:
                table, name = column["table_name"], column["column_name"]
                if column["data_type"] == "tsvector":  # the full-text entry holds the words, stemmed
                    probe, needle = f'SELECT 1 FROM {table} WHERE "{name}" @@ %s::tsquery LIMIT 1', phrase
                else:
                    probe, needle = f'SELECT 1 FROM {table} WHERE strpos("{name}"::text, %s) > 0 LIMIT 1', text
                scoped = table != "scheduler_state"  # the one table not keyed by tenant
                if needle and any(self._rows(t, probe, (needle,)) for t in (tenants if scoped else [None])):
                    found.append(f"{table}.{name}")
        if self.data_dir is not None:
            needle_bytes = text.encode("utf-8")
            for path in sorted(self.data_dir.rglob("*")):
                if path.is_file() and "base" in path.parts:
                    try:
                        if needle_bytes in path.read_bytes():
                            found.append(f"file:{path}")
                    except OSError:
                        continue
        return found

    # -- scheduler leases -----------------------------------------------------------------------------

    def claim_schedule(self, job: str, now: datetime, interval_seconds: float, holder: str,
                       lease_until: datetime) -> bool:
        # one statement, so two servers racing for a job serialise on its row and only one gets it
        row = self._one(
            None,
            "INSERT INTO scheduler_state (job, holder, lease_until) VALUES (%s, %s, %s)"
            " ON CONFLICT (job) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until"
            " WHERE (scheduler_state.last_run IS NULL"
            "        OR scheduler_state.last_run + make_interval(secs => %s) <= %s)"
            "   AND NOT (scheduler_state.holder IS NOT NULL AND scheduler_state.holder <> %s"
            "            AND scheduler_state.lease_until > %s)"
            " RETURNING job",
            (job, holder, lease_until, float(interval_seconds), now, holder, now))
        return row is not None

    def finish_schedule(self, job: str, holder: str, now: datetime) -> None:
        self._run(None, "UPDATE scheduler_state SET last_run = %s, holder = NULL, lease_until = NULL"
                  " WHERE job = %s AND holder = %s", (now, job, holder))

    # -- audit --------------------------------------------------------------------------------------

    def append_audit(self, tenant: str, action: str, actor: str, at: datetime,
                     memory_id: str | None = None, detail: Mapping[str, object] | None = None) -> None:
        event = {"tenant": tenant, "at": to_iso(at), "actor": actor, "action": action,
                 "memory_id": memory_id, "detail": dict(detail or {})}
        with self.transaction():
            # the tenant's chain head, locked to the end of the transaction: concurrent appenders queue
            self._run(tenant, "SELECT pg_advisory_xact_lock(hashtext('credo.audit:' || %s))", (tenant,))
            last = self._one(tenant, "SELECT hash FROM audit_events WHERE tenant = %s ORDER BY seq DESC LIMIT 1",
                             (tenant,))
            prev = last["hash"] if last else self._chain_head(tenant)
            self._run(tenant, "INSERT INTO audit_events (tenant, at, actor, action, memory_id, detail, prev_hash, hash)"
                      " VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                      (tenant, at, actor, action, memory_id, Jsonb(event["detail"]), prev, audit_hash(prev, event)))

    def audit_tenants(self) -> list[str]:
        with self.transaction():  # every tenant (a cross-tenant function), then each one's own log
            return [t for t in self._tenants()
                    if self._one(t, "SELECT 1 FROM audit_events WHERE tenant = %s LIMIT 1", (t,)) is not None]

    def audit_events(self, tenant: str) -> Iterator[AuditEvent]:
        for row in self._rows(tenant, "SELECT * FROM audit_events WHERE tenant = %s ORDER BY seq", (tenant,)):
            yield AuditEvent(**{**row, "at": to_iso(row["at"])})

    def _chain_head(self, tenant: str) -> str:
        last = self._one(tenant, "SELECT anchor FROM audit_checkpoints WHERE tenant = %s ORDER BY seq DESC LIMIT 1",
                         (tenant,))
        return last["anchor"] if last else GENESIS

    def audit_checkpoints(self, tenant: str) -> list[Checkpoint]:
        rows = self._rows(tenant, "SELECT * FROM audit_checkpoints WHERE tenant = %s ORDER BY seq", (tenant,))
        return [Checkpoint(**{**row, "at": to_iso(row["at"]), "before": to_iso(row["before"])}) for row in rows]

    def add_audit_checkpoints(self, tenant: str, rows: Sequence[Checkpoint]) -> None:
        with self.transaction():
            for row in rows:
                self._insert_checkpoint({**row, "tenant": tenant})

    def _insert_checkpoint(self, row: Mapping[str, Any]) -> None:
        self._run(row["tenant"], "INSERT INTO audit_checkpoints (tenant, at, actor, before, first_seq, last_seq,"
                  " count, start, anchor, digest, prev_hash, hash) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s,"
                  " %s, %s)", tuple(parse_time(row[k]) if k in ("at", "before") else row[k]
                                    for k in _CHECKPOINT_COLUMNS))

    def prune_audit(self, tenant: str, before: datetime, *, limit: int, actor: str, at: datetime,
                    dry_run: bool = False) -> PruneResult:
        with self.transaction():
            self._run(tenant, "SELECT pg_advisory_xact_lock(hashtext('credo.audit:' || %s))", (tenant,))
            # a prefix of the chain: the events before the first one at or after the cutoff
            stop = self._one(tenant, "SELECT min(seq) AS s FROM audit_events WHERE tenant = %s AND at >= %s",
                             (tenant, before))["s"]  # type: ignore[index]
            bound = " AND seq < %s" if stop is not None else ""
            params: tuple[Any, ...] = (tenant, stop) if stop is not None else (tenant,)
            if dry_run:
                n = self._one(tenant, f"SELECT count(*) AS n FROM audit_events WHERE tenant = %s{bound}", params)
                return PruneResult(pruned=n["n"] if n else 0, checkpoint=None)
            pruned = [AuditEvent(**{**r, "at": to_iso(r["at"])}) for r in self._rows(
                tenant, f"SELECT * FROM audit_events WHERE tenant = %s{bound} ORDER BY seq LIMIT %s", (*params, limit))]
            if not pruned:
                return PruneResult(pruned=0, checkpoint=None)
            checkpoints = self._rows(tenant, "SELECT hash FROM audit_checkpoints WHERE tenant = %s"
                                     " ORDER BY seq DESC LIMIT 1", (tenant,))
            row = make_checkpoint(tenant, pruned, checkpoints[0]["hash"] if checkpoints else None,
                                  before=str(to_iso(before)), at=str(to_iso(at)), actor=actor)
            self._insert_checkpoint(row)
            self._run(tenant, "DELETE FROM audit_events WHERE tenant = %s AND seq <= %s", (tenant, row["last_seq"]))
            return PruneResult(pruned=len(pruned), checkpoint=row)

    def prune_log(self, tenant: str, log: PrunedLog, before: datetime, *, limit: int,
                  dry_run: bool = False) -> int:
        if log == "jobs":
            return self._prune_jobs(tenant, before, limit=limit, dry_run=dry_run)
        if log != "access_log":
            raise StorageError(f"unknown log {log!r}: one of access_log, jobs")
        if dry_run:
            row = self._one(tenant, "SELECT count(*) AS n FROM access_log WHERE tenant = %s AND at < %s",
                            (tenant, before))
            return int(row["n"]) if row else 0
        return int(self._run(tenant, "DELETE FROM access_log WHERE seq IN (SELECT seq FROM access_log"
                             " WHERE tenant = %s AND at < %s ORDER BY at LIMIT %s)", (tenant, before, limit)).rowcount)

    def _prune_jobs(self, tenant: str, before: datetime, *, limit: int, dry_run: bool = False) -> int:
        where = "tenant = %s AND status IN ('done', 'failed') AND finished_at < %s"
        if dry_run:
            row = self._one(tenant, f"SELECT count(*) AS n FROM jobs WHERE {where}", (tenant, before))
            return int(row["n"]) if row else 0
        return int(self._run(tenant, f"DELETE FROM jobs WHERE id IN (SELECT id FROM jobs WHERE {where}"
                             " ORDER BY finished_at LIMIT %s)", (tenant, before, limit)).rowcount)

    # -- review queue -------------------------------------------------------------------------------

    def save_conflict(self, record: ConflictRecord) -> None:
        self._run(record.tenant,
                  'INSERT INTO conflicts (id, tenant, "user", entity, attribute, status, memory_ids, resolution,'
                  " created_at, resolved_at, reason) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
                  ' ON CONFLICT (id) DO UPDATE SET "user" = excluded."user", entity = excluded.entity,'
                  " attribute = excluded.attribute, status = excluded.status, memory_ids = excluded.memory_ids,"
                  " resolution = excluded.resolution, created_at = excluded.created_at,"
                  " resolved_at = excluded.resolved_at, reason = excluded.reason",
                  (record.id, record.tenant, record.user, record.entity, record.attribute, record.status.value,
                   Jsonb(record.memory_ids), Jsonb(record.resolution) if record.resolution else None,
                   record.created_at, record.resolved_at, record.reason))

    def delete_conflict(self, tenant: str, conflict_id: str) -> None:
        self._run(tenant, "DELETE FROM conflicts WHERE tenant = %s AND id = %s", (tenant, conflict_id))

    def conflicts(self, tenant: str, *, user: str | None = None, status: ConflictStatus | None = None,
                  entity: str | None = None, attribute: str | None = None,
                  ids: Sequence[str] | None = None, viewer: Scope | None = None) -> list[ConflictRecord]:
        where, params = ["c.tenant = ?"], [tenant]
        for column, wanted in (("user", user), ("entity", entity), ("attribute", attribute)):
            if wanted is not None:
                where.append(f'c."{column}" = ?')
                params.append(wanted)
        if status is not None:
            where.append("c.status = ?")
            params.append(ConflictStatus.parse(status).value)
        if ids is not None:
            where.append("c.id = ANY(?)")
            params.append(list(ids))
        if viewer is not None:
            seen, seen_params = conflict_clause(viewer, d=POSTGRES)
            where.append(seen)
            params += seen_params
        rows = self._rows(tenant, _pg(f"SELECT c.* FROM conflicts c WHERE {' AND '.join(where)}"
                                      " ORDER BY c.created_at, c.seq"), params)
        return [ConflictRecord(id=r["id"], tenant=r["tenant"], user=r["user"], entity=r["entity"],
                               attribute=r["attribute"], status=r["status"], memory_ids=r["memory_ids"],
                               reason=r["reason"], resolution=r["resolution"], created_at=r["created_at"],
                               resolved_at=r["resolved_at"]) for r in rows]

    def save_proposal(self, record: MergeProposal) -> None:
        detail = {k: v for k, v in record.to_public().items() if k in PROPOSAL_DETAIL}
        self._run(record.tenant,
                  'INSERT INTO merge_proposals (id, tenant, "user", kind, status, memory_ids, detail, created_at,'
                  " decided_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)"
                  ' ON CONFLICT (id) DO UPDATE SET "user" = excluded."user", kind = excluded.kind,'
                  " status = excluded.status, memory_ids = excluded.memory_ids, detail = excluded.detail,"
                  " created_at = excluded.created_at, decided_at = excluded.decided_at",
                  (record.id, record.tenant, record.user, record.kind, record.status.value, Jsonb(record.memory_ids),
                   Jsonb(json.loads(json.dumps(detail, default=str))), record.created_at, record.decided_at))

    def proposals(self, tenant: str, *, user: str | None = None, status: ProposalStatus | None = None,
                  ids: Sequence[str] | None = None, kind: str | None = None) -> list[MergeProposal]:
        where, params = ["tenant = %s"], [tenant]
        for column, wanted in (('"user"', user), ("kind", kind)):
            if wanted is not None:
                where.append(f"{column} = %s")
                params.append(wanted)
        if status is not None:
            where.append("status = %s")
            params.append(ProposalStatus.parse(status).value)
        if ids is not None:
            where.append("id = ANY(%s)")
            params.append(list(ids))
        rows = self._rows(tenant, f"SELECT * FROM merge_proposals WHERE {' AND '.join(where)} ORDER BY created_at, seq",
                          params)
        return [MergeProposal(id=r["id"], tenant=r["tenant"], user=r["user"], kind=r["kind"], status=r["status"],
                              memory_ids=r["memory_ids"], created_at=r["created_at"], decided_at=r["decided_at"],
                              **r["detail"]) for r in rows]

    # -- peer cards ---------------------------------------------------------------------------------

    def save_card(self, card: PeerCard) -> None:
        self._run(card.tenant,
                  'INSERT INTO peer_cards (tenant, "user", entity, lines, memory_ids, fingerprint, built_at, writer,'
                  " classification) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)"
                  ' ON CONFLICT (tenant, "user", entity) DO UPDATE SET lines = excluded.lines,'
                  " memory_ids = excluded.memory_ids, fingerprint = excluded.fingerprint,"
                  " built_at = excluded.built_at, writer = excluded.writer, classification = excluded.classification",
                  (card.tenant, card.user, card.entity, Jsonb([line.model_dump(mode="json") for line in card.lines]),
                   Jsonb(card.memory_ids), card.fingerprint, card.built_at, card.writer, card.classification.value))

    def cards(self, tenant: str, *, user: str | None = None, entity: str | None = None) -> list[PeerCard]:
        where, params = "tenant = %s", [tenant]
        for column, wanted in (('"user"', user), ("entity", entity)):
            if wanted is not None:
                where += f" AND {column} = %s"
                params.append(wanted)
        return [card_from_row(r, POSTGRES) for r in self._rows(tenant, f'SELECT * FROM peer_cards WHERE {where}'
                                                             ' ORDER BY "user", entity', params)]

    def delete_card(self, tenant: str, user: str, entity: str) -> None:
        self._run(tenant, 'DELETE FROM peer_cards WHERE tenant = %s AND "user" = %s AND entity = %s',
                  (tenant, user, entity))

    # -- jobs ---------------------------------------------------------------------------------------

    def enqueue_job(self, job: Job) -> Job:
        with self.transaction():
            if job.idempotency_key is not None:
                # the key's row, locked: two servers given one key at once insert it once
                self._run(job.tenant, "SELECT pg_advisory_xact_lock(hashtext('credo.job:' || %s || ':' || %s))",
                          (job.tenant, job.idempotency_key))
                existing = self._one(job.tenant, "SELECT id FROM jobs WHERE tenant = %s AND idempotency_key = %s",
                                     (job.tenant, job.idempotency_key))
                if existing is not None:
                    return self.jobs(job.tenant, ids=[existing["id"]])[0]
            self._run(job.tenant,
                      'INSERT INTO jobs (id, tenant, "user", kind, status, payload, idempotency_key, attempts,'
                      " created_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
                      (job.id, job.tenant, job.user, job.kind, job.status.value, Jsonb(job.payload),
                       job.idempotency_key, job.attempts, job.created_at))
        return job

    def claim_job(self, now: datetime, lease_until: datetime, worker: str) -> Job | None:
        # credo_claim_job crosses tenants (SECURITY DEFINER) and skips rows another worker holds
        row = self._one(None, "SELECT * FROM credo_claim_job(%s, %s, %s)", (now, lease_until, worker))
        return _job(row) if row is not None else None

    def update_job(self, job: Job) -> None:
        self._run(job.tenant,
                  "UPDATE jobs SET status = %s, result = %s, error = %s, attempts = %s, started_at = %s,"
                  " finished_at = %s, lease_until = %s, worker = %s WHERE tenant = %s AND id = %s",
                  (job.status.value, Jsonb(job.result) if job.result is not None else None, job.error,
                   job.attempts, job.started_at, job.finished_at, job.lease_until, job.worker, job.tenant, job.id))

    def redact_job(self, job: Job) -> None:
        self._run(job.tenant,
                  "UPDATE jobs SET status = %s, payload = %s, result = %s, error = %s, finished_at = %s"
                  " WHERE tenant = %s AND id = %s",
                  (job.status.value, Jsonb(job.payload), Jsonb(job.result) if job.result is not None else None,
                   job.error, job.finished_at, job.tenant, job.id))

    def jobs(self, tenant: str | None, *, ids: Sequence[str] | None = None, status: JobStatus | None = None,
             limit: int = 100, mentioning: Sequence[str] | None = None, user: str | None = None,
             viewer: Scope | None = None) -> list[Job]:
        if tenant is None:  # workers: every tenant's, newest first
            with self.transaction():
                found = [job for t in self._tenants()
                         for job in self.jobs(t, ids=ids, status=status, limit=limit, mentioning=mentioning,
                                              user=user, viewer=viewer)]
            return sorted(found, key=lambda j: j.created_at, reverse=True)[:limit]
        where, params = ["j.tenant = ?"], [tenant]
        if mentioning:  # payload and result as JSON text (ASCII-escaped, as SQLite stores them); the error as is
            needles = [n for n in mentioning if n]
            where.append("(EXISTS (SELECT 1 FROM unnest(?::text[]) n WHERE strpos(j.payload::text, n) > 0"
                         " OR strpos(COALESCE(j.result::text, ''), n) > 0)"
                         " OR EXISTS (SELECT 1 FROM unnest(?::text[]) n WHERE strpos(COALESCE(j.error, ''), n) > 0))")
            params += [[json.dumps(n, ensure_ascii=False)[1:-1] for n in needles], needles]
        if user is not None:
            where.append('j."user" = ?')
            params.append(user)
        if ids is not None:
            where.append("j.id = ANY(?)")
            params.append(list(ids))
        if status is not None:
            where.append("j.status = ?")
            params.append(JobStatus.parse(status).value)
        if viewer is not None:
            seen, seen_params = job_clause(viewer, d=POSTGRES)
            where.append(seen)
            params += seen_params
        rows = self._rows(tenant, _pg(f"SELECT j.* FROM jobs j WHERE {' AND '.join(where)}"
                                      " ORDER BY j.created_at DESC, j.seq DESC LIMIT ?"), [*params, limit])
        return [_job(r) for r in rows]

    def job_counts(self, tenant: str, *, viewer: Scope | None = None) -> dict[str, int]:
        where, params = job_clause(viewer or Scope(tenant=tenant), d=POSTGRES)
        return {r["status"]: r["n"] for r in self._rows(
            tenant, _pg(f"SELECT j.status, COUNT(*) AS n FROM jobs j WHERE {where} GROUP BY j.status"), params)}

    # -- keys ---------------------------------------------------------------------------------------

    def save_key(self, record: ApiKey) -> None:
        data = record.model_dump(mode="python")
        data["rights"] = ",".join(sorted(str(getattr(r, "value", r)) for r in data["rights"]))
        columns = ("id", "tenant", "user", "agent", "rights", "ceiling", "source", "secret_sha256", "label",
                   "created_at", "revoked_at")
        values = [getattr(data[c], "value", data[c]) for c in columns]
        quoted = ", ".join(f'"{c}"' for c in columns)
        updates = ", ".join(f'"{c}" = excluded."{c}"' for c in columns if c != "id")
        self._run(record.tenant, f"INSERT INTO api_keys ({quoted}) VALUES ({', '.join('%s' for _ in columns)})"
                  f" ON CONFLICT (id) DO UPDATE SET {updates}", values)

    def get_key(self, key_id: str) -> ApiKey | None:
        row = self._one(None, "SELECT * FROM credo_key(%s)", (key_id,))
        return _key(row) if row is not None else None

    def list_keys(self, tenant: str | None) -> list[ApiKey]:
        if tenant is None:
            with self.transaction():
                found = [key for t in self._tenants() for key in self.list_keys(t)]
            return sorted(found, key=lambda k: k.created_at, reverse=True)
        return [_key(r) for r in self._rows(tenant, "SELECT * FROM api_keys WHERE tenant = %s"
                                            " ORDER BY created_at DESC", (tenant,))]

    def close(self) -> None:
        self._pool.close()



_CHECKPOINT_COLUMNS = ("tenant", "at", "actor", "before", "first_seq", "last_seq", "count", "start", "anchor",
                       "digest", "prev_hash", "hash")

def migrate(dsn: str, *, required: bool = True) -> list[str]:
    """Apply pending migrations over ``dsn`` (the schema owner's); the names applied.

    With ``required=False`` a role that cannot migrate (the app role) is not an error here:
    the store then checks that the schema is current when it opens.
    """
    try:
        conn = psycopg.connect(dsn, autocommit=True, connect_timeout=10)
    except psycopg.Error as exc:
        raise StorageError(f"cannot connect to PostgreSQL at {_redacted(dsn)}: {_reason(exc)}") from exc
    try:
        with conn:
            if not required and not _may_migrate(conn):
                return []
            return apply_migrations(conn)
    except psycopg.Error as exc:
        raise StorageError(f"cannot migrate PostgreSQL at {_redacted(dsn)}: {_reason(exc)}") from exc


def _check_schema(dsn: str) -> None:
    """Refuse a database whose schema is not the one this credo's migrations end at."""
    latest = PG_MIGRATIONS[-1][0]
    try:
        with psycopg.connect(dsn, autocommit=True, connect_timeout=10) as conn:
            known = conn.execute("SELECT to_regprocedure('credo_schema()') IS NOT NULL").fetchone()[0]
            found = conn.execute("SELECT credo_schema()").fetchone()[0] if known else None
    except psycopg.Error as exc:
        raise StorageError(f"cannot connect to PostgreSQL at {_redacted(dsn)}: {_reason(exc)}") from exc
    if found != latest:
        raise StorageError(f"the database at {_redacted(dsn)} is at schema {found or 'none'}, this credo needs"
                           f" {latest}: run `credo db migrate --dsn OWNER_DSN`")


def _may_migrate(conn: Any) -> bool:
    """Whether this login may migrate: it can write ``credo_migrations``, or create it in a fresh database."""
    if conn.execute("SELECT to_regclass('credo_migrations') IS NOT NULL").fetchone()[0]:
        return bool(conn.execute("SELECT has_table_privilege('credo_migrations', 'INSERT')").fetchone()[0])
    return bool(conn.execute("SELECT has_schema_privilege('public', 'CREATE')").fetchone()[0])


def _configure(conn: Any) -> None:
    conn.row_factory = dict_row
    register_vector(conn)
    conn.commit()


def _rollback(conn: Any) -> None:
    try:
        conn.rollback()
    except psycopg.Error:  # the connection broke; the pool discards it
        pass


def _reason(exc: BaseException) -> str:
    """The first line of a driver error: what went wrong, not a traceback or a DSN."""
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def _stored(row: dict[str, Any]) -> bytes:
    """A memory_vectors row's stored bytes: the float32 components, or the quantized code."""
    return row["vector"].to_numpy().astype(np.float32).tobytes() if row["tier"] == "active" else bytes(row["code"])


def _vector(vector: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(vector, dtype=np.float32).reshape(-1)


def _extreme(pick: Any, a: Any, b: Any) -> Any:
    return b if a is None else a if b is None else pick(a, b)


def _key(row: dict[str, Any]) -> Any:

    row = dict(row)
    row["rights"] = [r for r in row["rights"].split(",") if r]
    return ApiKey.model_validate(row)


def _job(row: dict[str, Any]) -> Job:
    row = {k: v for k, v in row.items() if k != "seq"}
    row["payload"] = row["payload"] if row["payload"] is not None else {}
    try:
        return Job.model_validate(row)
    except ValidationError:
        return Job.model_validate({**row, "payload": {}, "result": None, "status": "failed", "error": UNREADABLE_JOB})

