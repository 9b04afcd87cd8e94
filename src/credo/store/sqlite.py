"""The embedded backend: one SQLite file, WAL, one writer, FTS5 and numpy vectors.

Writes take ``BEGIN IMMEDIATE`` so concurrent writers queue on the busy
timeout instead of failing half-way. Full-text search is an external-content
FTS5 table kept in step by triggers.

Erasure reaches the bytes, not just the rows: ``secure_delete`` zeroes freed
cells and pages, an FTS ``optimize`` merges the deleted terms out of the index
segments (SQLite 3.40's FTS5 has no secure-delete of its own), and a
``wal_checkpoint(TRUNCATE)`` empties the write-ahead log, which still holds
the old pages. Another connection's open read pins those pages: the erase
waits for it (``erase_wait_ms``), and if it is still open raises
:class:`~credo.errors.ErasePending`; the store then retries after each later
write and at close, and checkpoints any leftover log when it opens. Vectors live beside the rows as blobs
at their precision tier (``memory_vectors.tier``: float32, or :mod:`credo.quantize`'s int8 / int4 / 2-bit
codes); searches score every vector in scope in numpy -- float32 rows by exact cosine, quantized rows by the
asymmetric distance -- from in-process blocks per (tenant, user, embedding model), one per tier, that
reload only what changed (a generation counter in ``vector_state`` tells it); a query is only ever compared
with vectors of its own model.

>>> import tempfile, os
>>> store = SQLiteStore(os.path.join(tempfile.mkdtemp(), "doc.db"))
>>> store.journal_mode
'wal'
"""

from __future__ import annotations

import itertools
import json
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, overload

import numpy as np
from pydantic import ValidationError

from .. import quantize
from ..errors import ErasePending, NotFound, StorageError
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
from ..text import query_terms
from ..timeutil import parse_time, to_iso
from . import tiers
from .base import (
    PROPOSAL_DETAIL,
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
from .chain import GENESIS, AuditEvent, Checkpoint, audit_hash, make_checkpoint
from .migrations import apply_migrations
from .dialect import COLUMNS
from .sql import (
    aggregate_sql,
    conflict_clause,
    encode,
    filter_clause,
    from_row,
    job_clause,
    rescore_statements,
    scope_clause,
    select_sql,
    to_row,
)

_SHARED = "\x00shared"  # vector_state key for a tenant's shared memories
#: Columns with an index that narrows a select beyond its tenant (see ``SQLiteStore._table``).
_NARROWING = frozenset({"id", "seq", "user", "source_session", "superseded_by", "entity", "attribute",
                        "forget_after"})
#: What the tenant index (tenant, user, status) holds: a select reading only these never visits the rows.
_IN_SCOPE_INDEX = frozenset({"tenant", "user", "status"})
#: Below this many rows every plan is fast; no count is spent choosing one.
_BULK_ROWS = 20_000


@dataclass
class _Vectors:
    """One (tenant, user, model)'s vectors in memory: a block per tier, each with its ids in block order."""

    generation: int
    deletions: int
    max_seq: int
    dim: int
    parts: list[tuple[list[str], quantize.Encoded]]

    def extend(self, fresh: list[tuple[list[str], quantize.Encoded]]) -> None:
        """Append newly read rows, each to the block of its tier."""
        by_tier = {block.tier: i for i, (_, block) in enumerate(self.parts)}
        for ids, block in fresh:
            if block.tier not in by_tier:
                by_tier[block.tier] = len(self.parts)
                self.parts.append((ids, block))
                continue
            old_ids, old = self.parts[by_tier[block.tier]]
            self.parts[by_tier[block.tier]] = (old_ids + ids, quantize.concat([old, block]))


class SQLiteStore(Store):
    """The default :class:`~credo.store.base.Store`: a single SQLite file.

    One connection, guarded by a lock, so one instance can serve a threaded
    web server; several processes may open the same file (WAL + busy timeout).
    """

    def __init__(self, path: str | Path, *, busy_timeout_ms: int = 5000, vector_cache_size: int = 64,
                 erase_wait_ms: int | None = None) -> None:
        self.path = str(path)
        self._busy_timeout_ms = int(busy_timeout_ms)
        self._erase_wait_ms = self._busy_timeout_ms if erase_wait_ms is None else int(erase_wait_ms)
        self._lock = threading.RLock()
        self._depth = 0
        self._checkpoint_due = False  # a bulk rewrite: fold the WAL back (best effort)
        self._scrub_due = False  # an erase in this transaction: the WAL must be emptied after it commits
        self._scrub_pending = False  # a reader outlasted the erase's wait: retried after every commit
        self._vectors: OrderedDict[tuple[str, str, str], _Vectors] = OrderedDict()  # (tenant, user, model)
        self._vector_cache_size = vector_cache_size
        self._conn = self._open(busy_timeout_ms)
        with self._lock:
            self._truncate_wal(0)  # a process that died mid-erase left its old pages in the log

    def _open(self, busy_timeout_ms: int) -> sqlite3.Connection:
        """Connect, set the pragmas and migrate; any failure (a directory, /dev/null, a file that is not
        SQLite, no permission, a path that does not encode) is one StorageError naming the path."""
        conn = None
        try:
            if self.path != ":memory:":
                self.path.encode("utf-8")
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            conn.row_factory = sqlite3.Row
            self.journal_mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            for pragma in ("synchronous=NORMAL", "foreign_keys=ON", f"busy_timeout={int(busy_timeout_ms)}",
                           "secure_delete=ON"):
                conn.execute(f"PRAGMA {pragma}")
            with self._lock:
                apply_migrations(conn)
            return conn
        except (sqlite3.Error, OSError, UnicodeError) as exc:
            if conn is not None:
                conn.close()
            where = self.path.encode("utf-8", "backslashreplace").decode("utf-8")
            raise StorageError(f"cannot open database {where}: {exc}") from exc

    # -- transactions -------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """The single write transaction; nested use joins the outer one."""
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            self._execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield
            except BaseException:
                self._depth = 0
                self._conn.execute("ROLLBACK")
                self._checkpoint_due = self._scrub_due = False
                self._vectors.clear()  # generations read inside the failed transaction are void
                raise
            self._depth = 0
            self._execute("COMMIT")
            self._after_commit()

    def _after_commit(self) -> None:
        scrub, self._scrub_due = self._scrub_due, False
        due, self._checkpoint_due = self._checkpoint_due, False
        if scrub or self._scrub_pending:
            # an erase just committed waits for readers; a pending one only tries
            self._scrub_pending = not self._truncate_wal(self._erase_wait_ms if scrub else 0)
            if scrub and self._scrub_pending:
                raise ErasePending("erased, but another connection's open read still holds the old pages;"
                                   " credo removes them from the files once it finishes")
        elif due:
            self._truncate_wal(self._busy_timeout_ms)

    def _truncate_wal(self, wait_ms: int) -> bool:
        """Checkpoint every frame and truncate the -wal to 0 bytes, waiting up to ``wait_ms`` for readers.

        False when a reader still holds old pages (it pins them in the log or the file).
        """
        self._conn.execute(f"PRAGMA busy_timeout={int(wait_ms)}")
        try:
            busy, _, _ = self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.OperationalError:  # locked by another writer: not done, try again later
            busy = 1
        finally:
            self._conn.execute(f"PRAGMA busy_timeout={self._busy_timeout_ms}")
        return busy == 0

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        try:
            return self._conn.execute(sql, params)
        except sqlite3.OperationalError as exc:
            raise StorageError(f"database error: {exc}") from exc
        except sqlite3.IntegrityError as exc:  # e.g. a memory id that is already taken
            raise StorageError(f"refused by the database: {exc}") from exc

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._execute(sql, params).fetchall()

    def _units(self, sql: str, params: Sequence[Any] = ()) -> list[MemoryUnit]:
        """The memories a ``SELECT m.*`` returns. Plain tuples zipped with the column names: building each
        row as a ``sqlite3.Row`` and then a dict took twice as long as fetching it."""
        with self._lock:
            cursor = self._conn.cursor()
            cursor.row_factory = None
            try:
                cursor.execute(sql, params)
            except sqlite3.OperationalError as exc:
                raise StorageError(f"database error: {exc}") from exc
            names = [column[0] for column in cursor.description]
            rows = cursor.fetchall()
        return [from_row(dict(zip(names, row))) for row in rows]

    # -- memories -----------------------------------------------------------

    def insert(self, units: Sequence[MemoryUnit], vectors: Sequence[np.ndarray | None]) -> None:
        if len(units) != len(vectors):
            raise StorageError("insert needs one vector (or None) per memory")
        columns = ", ".join(f'"{c}"' for c in COLUMNS)
        sql = f"INSERT INTO memories ({columns}) VALUES ({', '.join('?' for _ in COLUMNS)})"
        with self.transaction():
            blobs, touched = [], set()  # (tenant, user) blocks of the vector cache that grow
            for unit, vector in zip(units, vectors):
                row = to_row(unit)
                if vector is None:  # the contract: embedding_model is set exactly when there is a vector
                    row["embedding_model"] = row["embedding_dim"] = None
                cursor = self._execute(sql, [row[c] for c in COLUMNS])
                if vector is not None:
                    blobs.append((cursor.lastrowid, _blob(vector)))
                    touched.add((unit.tenant, unit.user))
                    if unit.shared:
                        touched.add((unit.tenant, _SHARED))
            if blobs:
                self._conn.executemany("INSERT INTO memory_vectors(seq, vector) VALUES (?, ?)", blobs)
                for tenant, user in sorted(touched):
                    self._bump(tenant, user)

    def update(self, tenant: str, memory_id: str, fields: Mapping[str, object], *,
               vector: np.ndarray | None = None, model: str | None = None) -> None:
        fields = dict(fields)
        unknown = set(fields) - set(COLUMNS)
        if unknown or {"id", "tenant", "embedding_model", "embedding_dim"} & set(fields):
            bad = unknown | ({"id", "tenant", "embedding_model", "embedding_dim"} & set(fields))
            raise StorageError(f"cannot update columns {sorted(bad)}")
        if vector is not None:
            if not model:
                raise StorageError("a replaced vector needs its model's name")
            fields["embedding_model"], fields["embedding_dim"] = model, int(np.asarray(vector).shape[-1])
        if not fields:
            return
        with self.transaction():
            row = self._execute("SELECT seq, user, shared FROM memories WHERE tenant = ? AND id = ?",
                                (tenant, memory_id)).fetchone()
            if row is None:
                raise NotFound(f"memory {memory_id} not found")
            sets = ", ".join(f'"{c}" = ?' for c in fields)
            self._execute(f"UPDATE memories SET {sets} WHERE seq = ?",
                          [encode(c, v) for c, v in fields.items()] + [row["seq"]])
            if vector is not None:  # a new vector is float32 again, whatever tier the old one had reached
                self._execute("INSERT OR REPLACE INTO memory_vectors(seq, vector, tier) VALUES (?, ?, 'active')",
                              (row["seq"], _blob(vector)))
            if vector is not None or "shared" in fields or "user" in fields:
                # a changed row, not an appended one: the cached matrices that hold (or now must hold) it reload
                self._bump(tenant, row["user"], deletion=True)
                self._bump(tenant, _SHARED, deletion=True)
                if "user" in fields:
                    self._bump(tenant, str(fields["user"]), deletion=True)

    def get(self, tenant: str, ids: Sequence[str]) -> list[MemoryUnit]:
        if not ids:
            return []
        marks = ",".join("?" for _ in ids)
        # "+tenant" keeps SQLite on the unique id index; without statistics it prefers
        # idx_memories_scope(tenant, ...) and walks every row of the tenant (~5 ms a call at 10k rows)
        units = self._units(f"SELECT * FROM memories WHERE id IN ({marks}) AND +tenant = ?", [*ids, tenant])
        by_id = {unit.id: unit for unit in units}
        return [by_id[i] for i in ids if i in by_id]

    @overload
    def select(self, query: Select, *, ids_only: Literal[False] = False) -> list[MemoryUnit]: ...

    @overload
    def select(self, query: Select, *, ids_only: Literal[True]) -> list[str]: ...

    def select(self, query: Select, *, ids_only: bool = False) -> list[MemoryUnit] | list[str]:
        if not ids_only:
            with self._lock:
                sql, params = select_sql(query, table=self._table(query))
                return self._units(sql, params)
        with self._lock:
            sql, params = select_sql(query, "m.id", table=self._table(query))
            found = [row["id"] for row in self._rows(sql, params)]
        if query.ids is not None and not query.order:
            passed = set(found)
            return [i for i in dict.fromkeys(query.ids) if i in passed]
        return found

    def aggregate(self, query: Select, agg: Aggregate) -> list[dict[str, Any]]:
        with self._lock:
            sql, params, _ = aggregate_sql(query, agg, table=self._table(query, agg))
            return [dict(row) for row in self._rows(sql, params)]

    def rescore(self, query: Select) -> int:
        with self.transaction():
            table = self._table(query).replace("memories m", "memories AS m")
            count = sum(self._execute(sql, params).rowcount for sql, params in rescore_statements(query, table=table))
            # a bulk rewrite leaves a WAL as large as the table; fold it back at once
            # rather than have every later read look pages up in it
            self._checkpoint_due = count > 1000
        return count

    def _table(self, query: Select, agg: Aggregate | None = None) -> str:
        """How a statement over ``query`` names ``memories m``: ``NOT INDEXED`` (read in table order) for a
        pass over most of a large table.

        With only the tenant to go on, SQLite walks the tenant index and visits the rows in its order,
        so a pass over most of the table reads (and a rewrite writes) each page many times: a decay of
        950k memories took 5-10 s that way and 2 s in table order; the archive rule's select, 5 s and 1.
        A select that names an indexed column, reads only what the tenant index holds, or covers a small
        tenant among many keeps the index.
        """
        named = {c.column for c in _flat(query.where)} | {o.lstrip("-") for o in query.order}
        if agg is not None:
            named |= {*agg.by, *agg.min, *agg.max, *([agg.buckets[0]] if agg.buckets else [])}
        if query.retention is not None or query.filter is not None:
            named.add("retention")
        narrow = query.ids is not None or (query.scope is not None and query.scope.user is not None)
        if narrow or query.tenant is None or named & _NARROWING or named <= _IN_SCOPE_INDEX:
            return "memories m"
        rows = self._execute("SELECT MAX(seq) FROM memories").fetchone()[0] or 0
        if rows < _BULK_ROWS:
            return "memories m"
        mine = self._execute("SELECT COUNT(*) FROM memories WHERE tenant = ?", (query.tenant,)).fetchone()[0]
        return "memories m NOT INDEXED" if mine * 8 >= rows else "memories m"

    def vectors(self, tenant: str, ids: Sequence[str], *, model: str) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        marks = ",".join("?" for _ in ids)
        rows = self._rows(
            "SELECT m.id, m.embedding_dim, v.tier, v.vector FROM memory_vectors v JOIN memories m ON m.seq = v.seq"
            f" WHERE m.id IN ({marks}) AND +m.tenant = ? AND m.embedding_model = ?",
            [*ids, tenant, model],
        )
        return {r["id"]: tiers.unit_vector(r["tier"], r["embedding_dim"], r["vector"]) for r in rows}

    def vector_tiers(self, query: Select) -> dict[str, StoredVector]:
        with self._lock:
            table = self._table(query) + " JOIN memory_vectors v ON v.seq = m.seq"
            sql, params = select_sql(query, "m.id, v.tier, m.embedding_dim, m.embedding_model", table=table)
            return {r["id"]: StoredVector(r["tier"], r["embedding_dim"], r["embedding_model"])
                    for r in self._rows(sql, params)}

    def set_vector_tiers(self, tenant: str, moves: Mapping[str, str],
                         vectors: Mapping[str, np.ndarray] | None = None) -> int:
        wanted, given = list(dict.fromkeys(moves)), vectors or {}
        changed = 0
        with self.transaction():
            for offset in range(0, len(wanted), 500):
                ids = wanted[offset: offset + 500]
                rows = self._execute(
                    "SELECT m.seq, m.id, m.user, m.shared, m.embedding_dim, v.tier, v.vector FROM memories m"
                    f" JOIN memory_vectors v ON v.seq = m.seq WHERE m.id IN ({','.join('?' for _ in ids)})"
                    " AND +m.tenant = ?", [*ids, tenant]).fetchall()
                recoded = tiers.recode([(r["id"], r["tier"], r["embedding_dim"], r["vector"]) for r in rows],
                                       moves, given)
                if not recoded:
                    continue
                seq = {r["id"]: r for r in rows}
                self._conn.executemany("UPDATE memory_vectors SET tier = ?, vector = ? WHERE seq = ?",
                                       [(tier, blob, seq[i]["seq"]) for i, tier, blob in recoded])
                # a rewritten row, not an appended one: the cached blocks that hold it reload
                for user in sorted({seq[i]["user"] for i, _, _ in recoded}):
                    self._bump(tenant, user, deletion=True)
                if any(seq[i]["shared"] for i, _, _ in recoded):
                    self._bump(tenant, _SHARED, deletion=True)
                changed += len(recoded)
            self._checkpoint_due = self._checkpoint_due or changed > 1000
        return changed

    def _filter_ids(self, scope: Scope, ids: Sequence[str], flt: RecallFilter) -> list[str]:
        if not ids:
            return []
        where_scope, p_scope = scope_clause(scope, by_id=True)
        where_filter, p_filter = filter_clause(flt)
        marks = ",".join("?" for _ in ids)
        rows = self._rows(
            f"SELECT m.id FROM memories m WHERE m.id IN ({marks}) AND {where_scope} AND {where_filter}",
            [*ids, *p_scope, *p_filter],
        )
        passed = {row["id"] for row in rows}
        return [i for i in ids if i in passed]

    # -- search -------------------------------------------------------------

    def search_text(self, scope: Scope, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
        match = fts_query(query)
        if not match:
            return []
        where_scope, p_scope = scope_clause(scope, by_id=True)
        where_filter, p_filter = filter_clause(flt)
        found: list[tuple[str, float]] = []
        # FTS5 ranks every match before it returns the first (bm25 reads each row's size), so the matches are
        # read best first and checked against the scope and filter a batch at a time, until ``limit`` pass.
        # Joining ``memories`` to every match first read each matching row of every user (~12 ms of 14k
        # matches at 100k memories) for the same ranking. Ties go to the older memory (lower seq), as before.
        with self._lock:
            ranked = self._execute("SELECT rowid, bm25(memories_fts) AS rank FROM memories_fts"
                                   " WHERE memories_fts MATCH ? ORDER BY rank, rowid", [match])
            size = max(2 * limit, 64)
            while len(found) < limit:
                # FTS5's bm25() is negative, lower is better; a match scoring 0 or more is no match
                rows = [(seq, rank) for seq, rank in ranked.fetchmany(size) if rank < 0]
                if not rows:
                    break
                marks = ",".join("?" for _ in rows)
                passed = dict(self._execute(
                    f"SELECT m.seq, m.id FROM memories m WHERE m.seq IN ({marks}) AND {where_scope} AND {where_filter}",
                    [*(seq for seq, _ in rows), *p_scope, *p_filter]).fetchall())
                # flip bm25 so that higher is better
                found += [(passed[seq], -float(rank)) for seq, rank in rows if seq in passed]
                size *= 4
            ranked.close()
        return found[:limit]

    def session_members(self, scope: Scope, flt: RecallFilter, sessions: Sequence[str],
                        per_session: int) -> dict[str, list[tuple[str, str]]]:
        where_scope, p_scope = scope_clause(scope)
        where_filter, p_filter = filter_clause(flt)
        # One walk of idx_memories_session per session, newest first, stopping at per_session: the rows come
        # in index order, so nothing is sorted. One statement over all sessions (a window per session, then
        # ORDER BY) sorted every row with its text in a temporary B-tree, ~5x slower at 50 sessions of 50.
        sql = (f"SELECT m.id AS id, m.text AS text FROM memories m WHERE m.source_session = ? AND {where_scope}"
               f" AND {where_filter} ORDER BY m.seq DESC LIMIT ?")
        members: dict[str, list[tuple[str, str]]] = {}
        with self._lock:
            for session in sorted(set(sessions)):
                rows = self._execute(sql, [session, *p_scope, *p_filter, per_session]).fetchall()
                if rows:
                    members[session] = [(row["id"], row["text"]) for row in reversed(rows)]
        return members

    def search_vector(self, scope: Scope, vector: np.ndarray, flt: RecallFilter, limit: int, *,
                      model: str) -> list[tuple[str, float]]:
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        with self._lock:  # snapshot (ids, matrix) pairs; a later reload replaces, never mutates, them
            if scope.user is None:  # tenant-wide: every user's block (shared memories are in their owners')
                keys = [(scope.tenant, r["user"]) for r in self._conn.execute(
                    "SELECT DISTINCT user FROM memories WHERE tenant = ? AND embedding_model = ? ORDER BY user",
                    (scope.tenant, model))]
            else:
                keys = [(scope.tenant, scope.user)] + ([(scope.tenant, _SHARED)] if scope.include_shared else [])
            parts = [p for t, u in keys for p in self._vector_block(t, u, model, query.shape[0]).parts]
        parts = [(part_ids, block) for part_ids, block in parts if part_ids]
        if not parts:
            return []
        # the ids are only read at the few indices picked below: no 100k-element list is built per query
        ids = parts[0][0] if len(parts) == 1 else list(itertools.chain.from_iterable(i for i, _ in parts))
        sims = np.concatenate([_similarities(block, query) for _, block in parts])
        # Every vector in scope is a candidate. Take the best k, filter them, and
        # widen k until enough pass or the pool is exhausted: filtering never
        # shrinks the pool to "the newest N".
        passed: list[tuple[str, float]] = []
        seen: set[str] = set()
        k, start = min(len(sims), max(limit * 4, 64)), 0
        while True:
            order, values = _top(sims, k)
            chunk = []
            for index, sim in zip(order[start:], values[start:]):
                if ids[index] not in seen:
                    seen.add(ids[index])
                    chunk.append((ids[index], float(sim)))
            keep = set(self._filter_ids(scope, [i for i, _ in chunk], flt))
            passed += [(i, s) for i, s in chunk if i in keep]
            if len(passed) >= limit or k >= len(sims):
                return passed[:limit]
            start, k = k, min(len(sims), k * 4)

    def _vector_block(self, tenant: str, user: str, model: str, dim: int) -> _Vectors:
        state = self._conn.execute("SELECT generation, deletions FROM vector_state WHERE tenant = ? AND user = ?",
                                   (tenant, user)).fetchone()
        generation, deletions = (state["generation"], state["deletions"]) if state else (0, 0)
        key = (tenant, user, model)
        cached = self._vectors.get(key)
        if cached and cached.generation == generation and cached.dim == dim:
            self._vectors.move_to_end(key)
            return cached
        if not cached or cached.deletions != deletions or cached.dim != dim:
            cached = _Vectors(generation, deletions, 0, dim, [])
        fresh, last = self._read_vectors(tenant, user, model, dim, cached.max_seq)
        cached.extend(fresh)
        cached.max_seq = last
        cached.generation, cached.deletions = generation, deletions
        self._vectors[key] = cached
        self._vectors.move_to_end(key)
        while len(self._vectors) > self._vector_cache_size:
            self._vectors.popitem(last=False)
        return cached

    def _read_vectors(self, tenant: str, user: str, model: str, dim: int,
                      after: int) -> tuple[list[tuple[list[str], quantize.Encoded]], int]:
        """The blocks (one per tier, with their ids) and last seq of a user's memories written after seq ``after``.

        Each tier's rows are read into one array allocated at its size and filled a slice at a time:
        fetching every blob, joining them and copying the result held the vectors three times over (at
        100k memories, a peak 450 MB above the 150 MB the matrix needs).
        """
        where = "m.shared = 1" if user == _SHARED else "m.user = ?"
        sql = ("FROM memory_vectors v JOIN memories m ON m.seq = v.seq"
               f" WHERE m.tenant = ? AND {where} AND m.seq > ? AND m.seq <= ? AND m.embedding_model = ?"
               " AND m.embedding_dim = ?")
        upto = self._conn.execute("SELECT COALESCE(MAX(seq), 0) FROM memories").fetchone()[0]
        params = [tenant] + ([] if user == _SHARED else [user]) + [after, upto, model, dim]
        counts = dict(self._conn.execute(f"SELECT v.tier, COUNT(*) {sql} GROUP BY v.tier", params).fetchall())
        raw = {t: np.empty((counts.get(t, 0), quantize.bytes_per_vector(t, dim)), np.uint8) for t in quantize.TIERS}
        ids: dict[str, list[str]] = {t: [] for t in quantize.TIERS}
        extra: dict[str, list[np.ndarray]] = {t: [] for t in quantize.TIERS}  # written between the count and the read
        last = after
        cursor = self._conn.execute(f"SELECT m.seq, m.id, v.tier, v.vector {sql} ORDER BY m.seq", params)
        while rows := cursor.fetchmany(4096):
            by_tier: dict[str, list[sqlite3.Row]] = {}
            for row in rows:
                by_tier.setdefault(row["tier"], []).append(row)
            for tier, group in by_tier.items():
                size = quantize.bytes_per_vector(tier, dim)
                block = np.frombuffer(b"".join(r["vector"] for r in group), dtype=np.uint8).reshape(len(group), size)
                have = len(ids[tier])
                room = max(0, min(len(group), len(raw[tier]) - have))
                raw[tier][have: have + room] = block[:room]
                extra[tier] += [block[room:]] if room < len(group) else []
                ids[tier] += [r["id"] for r in group]
            last = rows[-1]["seq"]
        parts = []
        for tier in quantize.TIERS:
            if ids[tier]:
                stored = np.vstack([raw[tier], *extra[tier]]) if extra[tier] else raw[tier]
                parts.append((ids[tier], quantize.from_raw(tier, dim, stored[: len(ids[tier])])))
        return parts, last

    def _bump(self, tenant: str, user: str, *, deletion: bool = False) -> None:
        self._execute(
            "INSERT INTO vector_state(tenant, user, generation, deletions) VALUES (?, ?, 1, ?)"
            " ON CONFLICT(tenant, user) DO UPDATE SET generation = generation + 1,"
            " deletions = deletions + excluded.deletions",
            (tenant, user, int(deletion)),
        )

    # -- history, links, access ---------------------------------------------

    def add_history(self, tenant: str, changes: Sequence[StatusChange]) -> None:
        with self.transaction():
            self._conn.executemany(
                "INSERT INTO status_history(tenant, memory_id, old, new, reason, actor, at, escalation)"
                " VALUES (?,?,?,?,?,?,?,?)",
                [(tenant, c.memory_id, c.old.value if c.old else None, c.new.value, c.reason, c.actor,
                  to_iso(c.at), int(c.escalation)) for c in changes],
            )

    def history(self, query: HistoryQuery) -> list[StatusChange]:
        where, params = ["tenant = ?"], [query.tenant]
        if query.memory_ids is not None:
            where.append(f"memory_id IN ({','.join('?' for _ in query.memory_ids)})")
            params += list(query.memory_ids)
        if query.since is not None:
            where.append("at >= ?")
            params.append(to_iso(query.since))
        if query.new is not None:
            where.append(f"new IN ({','.join('?' for _ in query.new)})")
            params += sorted(s.value for s in query.new)
        sql = f"SELECT * FROM status_history WHERE {' AND '.join(where)} ORDER BY at, seq"
        if query.limit is not None:
            sql += " LIMIT ?"
            params.append(int(query.limit))
        return [
            StatusChange(memory_id=r["memory_id"], old=r["old"], new=r["new"], reason=r["reason"],
                         actor=r["actor"], at=parse_time(r["at"]), escalation=bool(r["escalation"]))
            for r in self._rows(sql, params)
        ]

    def add_links(self, tenant: str, links: Sequence[Link]) -> None:
        with self.transaction():
            for link in links:
                self._execute(
                    "INSERT OR IGNORE INTO links(tenant, source_id, target_id, type, weight, created_at)"
                    " VALUES (?,?,?,?,?,?)",
                    (tenant, link.source_id, link.target_id, link.type.value, link.weight, to_iso(link.created_at)),
                )

    def links(self, tenant: str, memory_ids: Sequence[str], *, outgoing: bool = False) -> list[Link]:
        if not memory_ids:
            return []
        marks = ",".join("?" for _ in memory_ids)
        where = f"source_id IN ({marks})" if outgoing else f"(source_id IN ({marks}) OR target_id IN ({marks}))"
        # ties in time by the link itself: the same order on every backend, whatever order rows were written in
        rows = self._rows(f"SELECT * FROM links WHERE tenant = ? AND {where}"
                          " ORDER BY created_at, source_id, target_id, type",
                          [tenant, *memory_ids, *([] if outgoing else memory_ids)])
        return [Link(source_id=r["source_id"], target_id=r["target_id"], type=LinkType(r["type"]),
                     weight=r["weight"], created_at=parse_time(r["created_at"])) for r in rows]

    def record_access(self, tenant: str, ids: Sequence[str], at: datetime, recalled: bool) -> None:
        if not ids:
            return
        stamp = to_iso(at)
        unique = list(dict.fromkeys(ids))
        marks = ",".join("?" for _ in unique)
        with self.transaction():
            rows = self._execute(f"SELECT seq, id, recent_accesses FROM memories WHERE id IN ({marks}) AND +tenant = ?",
                                 [*unique, tenant]).fetchall()
            updates = [(stamp, json.dumps((json.loads(r["recent_accesses"]) + [stamp])[-RECENT_ACCESS_CAP:]),
                        int(recalled), r["seq"]) for r in rows]
            self._conn.executemany(
                "UPDATE memories SET access_count = access_count + 1, last_accessed = ?,"
                " recent_accesses = ?, recall_count = recall_count + ? WHERE seq = ?", updates)
            self._conn.executemany("INSERT INTO access_log(tenant, memory_id, at, kind) VALUES (?,?,?,?)",
                                   [(tenant, r["id"], stamp, "recall" if recalled else "get") for r in rows])

    def access_log(self, tenant: str, memory_ids: Sequence[str]) -> list[Access]:
        if not memory_ids:
            return []
        marks = ",".join("?" for _ in memory_ids)
        rows = self._rows(f"SELECT memory_id, at, kind FROM access_log WHERE tenant = ? AND memory_id IN ({marks})"
                          " ORDER BY seq", [tenant, *memory_ids])
        return [Access(r["memory_id"], parse_time(r["at"]), r["kind"] == "recall") for r in rows]

    def add_access_log(self, tenant: str, rows: Sequence[Access]) -> None:
        with self.transaction():
            self._conn.executemany("INSERT INTO access_log(tenant, memory_id, at, kind) VALUES (?,?,?,?)",
                                   [(tenant, r.memory_id, to_iso(r.at), "recall" if r.recalled else "get")
                                    for r in rows])

    # -- erasure ------------------------------------------------------------

    def erase(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        wanted = list(dict.fromkeys(ids))
        erased: list[str] = []
        with self.transaction():
            # set-based, a slice at a time: a forgetting pass erases tens of thousands, and a statement per
            # memory and table (eight each) was most of its time
            for offset in range(0, len(wanted), 500):
                erased += self._erase_slice(tenant, wanted[offset: offset + 500])
        if erased and compact:
            self.compact()
        return erased

    def _erase_slice(self, tenant: str, ids: list[str]) -> list[str]:
        marks = ",".join("?" for _ in ids)
        rows = self._execute(f"SELECT seq, id, user, shared FROM memories WHERE id IN ({marks}) AND +tenant = ?",
                             [*ids, tenant]).fetchall()
        if not rows:
            return []
        found = {row["id"] for row in rows}
        erased = [i for i in ids if i in found]
        seqs = [row["seq"] for row in rows]
        seq_marks, id_marks = ",".join("?" for _ in seqs), ",".join("?" for _ in erased)
        self._execute(f"DELETE FROM memory_vectors WHERE seq IN ({seq_marks})", seqs)
        self._execute(f"DELETE FROM memories WHERE seq IN ({seq_marks})", seqs)  # trigger drops the FTS entries
        self._execute(f"DELETE FROM links WHERE tenant = ? AND source_id IN ({id_marks})", [tenant, *erased])
        self._execute(f"DELETE FROM links WHERE tenant = ? AND target_id IN ({id_marks})", [tenant, *erased])
        self._execute(f"DELETE FROM access_log WHERE tenant = ? AND memory_id IN ({id_marks})", [tenant, *erased])
        self._execute(f"DELETE FROM status_history WHERE tenant = ? AND memory_id IN ({id_marks})", [tenant, *erased])
        # a proposal quotes its members' texts: it goes with any of them
        self._execute("DELETE FROM merge_proposals WHERE tenant = ? AND EXISTS"
                      f" (SELECT 1 FROM json_each(merge_proposals.memory_ids) WHERE value IN ({id_marks}))",
                      [tenant, *erased])
        # a card quotes its sources' texts and values: it goes with any of them (the next read rebuilds it)
        self._execute("DELETE FROM peer_cards WHERE tenant = ? AND EXISTS"
                      f" (SELECT 1 FROM json_each(peer_cards.memory_ids) WHERE value IN ({id_marks}))",
                      [tenant, *erased])
        for user in sorted({row["user"] for row in rows}):
            self._bump(tenant, user, deletion=True)
        if any(row["shared"] for row in rows):
            self._bump(tenant, _SHARED, deletion=True)
        return erased

    def compact(self) -> None:
        # Merge FTS segments so deleted terms leave the index pages too (secure_delete
        # zeroes the freed pages), then truncate the WAL, which still holds old pages.
        with self.transaction():
            self._execute("INSERT INTO memories_fts(memories_fts) VALUES ('optimize')")
            self._scrub_due = True

    @property
    def erase_pending(self) -> bool:
        """True while erased pages wait in the files for another connection's read to finish."""
        return self._scrub_pending

    def claim_schedule(self, job: str, now: datetime, interval_seconds: float, holder: str,
                       lease_until: datetime) -> bool:
        with self.transaction():
            row = self._execute("SELECT last_run, holder, lease_until FROM scheduler_state WHERE job = ?",
                                (job,)).fetchone()
            if row is not None:
                due = row["last_run"] is None or parse_time(row["last_run"]).timestamp() + interval_seconds <= now.timestamp()
                held = row["holder"] not in (None, holder) and row["lease_until"] and row["lease_until"] > to_iso(now)
                if not due or held:
                    return False
            self._execute("INSERT INTO scheduler_state(job, holder, lease_until) VALUES (?, ?, ?)"
                          " ON CONFLICT(job) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until",
                          (job, holder, to_iso(lease_until)))
            return True

    def finish_schedule(self, job: str, holder: str, now: datetime) -> None:
        with self.transaction():
            self._execute("UPDATE scheduler_state SET last_run = ?, holder = NULL, lease_until = NULL"
                          " WHERE job = ? AND holder = ?", (to_iso(now), job, holder))

    # -- audit --------------------------------------------------------------

    def append_audit(self, tenant: str, action: str, actor: str, at: datetime,
                     memory_id: str | None = None, detail: Mapping[str, object] | None = None) -> None:
        event = {"tenant": tenant, "at": to_iso(at), "actor": actor, "action": action,
                 "memory_id": memory_id, "detail": dict(detail or {})}
        with self.transaction():
            last = self._execute("SELECT hash FROM audit_events WHERE tenant = ? ORDER BY seq DESC LIMIT 1",
                                 (tenant,)).fetchone()
            prev = last["hash"] if last else self._chain_head(tenant)
            digest = audit_hash(prev, event)
            self._execute(
                "INSERT INTO audit_events(tenant, at, actor, action, memory_id, detail, prev_hash, hash)"
                " VALUES (?,?,?,?,?,?,?,?)",
                (tenant, event["at"], actor, action, memory_id, json.dumps(event["detail"], sort_keys=True),
                 prev, digest),
            )

    def audit_events(self, tenant: str) -> Iterator[AuditEvent]:
        for row in self._rows("SELECT * FROM audit_events WHERE tenant = ? ORDER BY seq", (tenant,)):
            event = dict(row)
            event["detail"] = json.loads(event["detail"])
            yield AuditEvent(**event)

    def audit_tenants(self) -> list[str]:
        return [r["tenant"] for r in self._rows("SELECT DISTINCT tenant FROM audit_events ORDER BY tenant")]

    def _chain_head(self, tenant: str) -> str:
        last = self._execute("SELECT anchor FROM audit_checkpoints WHERE tenant = ? ORDER BY seq DESC LIMIT 1",
                             (tenant,)).fetchone()
        return last["anchor"] if last else GENESIS

    def audit_checkpoints(self, tenant: str) -> list[Checkpoint]:
        return [Checkpoint(**dict(r)) for r in self._rows("SELECT * FROM audit_checkpoints WHERE tenant = ?"
                                                          " ORDER BY seq", (tenant,))]

    def add_audit_checkpoints(self, tenant: str, rows: Sequence[Checkpoint]) -> None:
        with self.transaction():
            for row in rows:
                self._insert_checkpoint({**row, "tenant": tenant})

    def _insert_checkpoint(self, row: Mapping[str, Any]) -> None:
        self._execute("INSERT INTO audit_checkpoints(tenant, at, actor, before, first_seq, last_seq, count, start,"
                      " anchor, digest, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                      tuple(row[k] for k in _CHECKPOINT_COLUMNS))

    def prune_audit(self, tenant: str, before: datetime, *, limit: int, actor: str, at: datetime,
                    dry_run: bool = False) -> PruneResult:
        cutoff = to_iso(before)
        with self.transaction():
            # a prefix of the chain: the events before the first one at or after the cutoff
            stop = self._execute("SELECT min(seq) AS s FROM audit_events WHERE tenant = ? AND at >= ?",
                                 (tenant, cutoff)).fetchone()["s"]
            bound = " AND seq < ?" if stop is not None else ""
            params: tuple[Any, ...] = (tenant, stop) if stop is not None else (tenant,)
            if dry_run:
                n = self._execute(f"SELECT count(*) AS n FROM audit_events WHERE tenant = ?{bound}",
                                  params).fetchone()["n"]
                return PruneResult(pruned=n, checkpoint=None)
            pruned = [AuditEvent(**{**dict(r), "detail": json.loads(r["detail"])}) for r in self._execute(
                f"SELECT * FROM audit_events WHERE tenant = ?{bound} ORDER BY seq LIMIT ?", (*params, limit))]
            if not pruned:
                return PruneResult(pruned=0, checkpoint=None)
            last = self._execute("SELECT hash FROM audit_checkpoints WHERE tenant = ? ORDER BY seq DESC LIMIT 1",
                                 (tenant,)).fetchone()
            row = make_checkpoint(tenant, pruned, last["hash"] if last else None, before=str(cutoff),
                                  at=str(to_iso(at)), actor=actor)
            self._insert_checkpoint(row)
            self._execute("DELETE FROM audit_events WHERE tenant = ? AND seq <= ?", (tenant, row["last_seq"]))
            return PruneResult(pruned=len(pruned), checkpoint=row)

    def prune_log(self, tenant: str, log: PrunedLog, before: datetime, *, limit: int,
                  dry_run: bool = False) -> int:
        if log == "access_log":
            if dry_run:
                return self._rows("SELECT count(*) AS n FROM access_log WHERE tenant = ? AND at < ?",
                                  (tenant, to_iso(before)))[0]["n"]
            with self.transaction():
                return self._execute("DELETE FROM access_log WHERE seq IN (SELECT seq FROM access_log"
                                     " WHERE tenant = ? AND at < ? ORDER BY at LIMIT ?)",
                                     (tenant, to_iso(before), limit)).rowcount
        if log != "jobs":
            raise StorageError(f"unknown log {log!r}: one of access_log, jobs")
        where = "tenant = ? AND status IN ('done', 'failed') AND finished_at < ?"
        if dry_run:
            return self._rows(f"SELECT count(*) AS n FROM jobs WHERE {where}", (tenant, to_iso(before)))[0]["n"]
        with self.transaction():
            return self._execute(f"DELETE FROM jobs WHERE id IN (SELECT id FROM jobs WHERE {where}"
                                 " ORDER BY finished_at LIMIT ?)", (tenant, to_iso(before), limit)).rowcount

    # -- review queue ----------------------------------------------------------

    def delete_conflict(self, tenant: str, conflict_id: str) -> None:
        with self.transaction():
            self._execute("DELETE FROM conflicts WHERE tenant = ? AND id = ?", (tenant, conflict_id))

    def save_conflict(self, record: ConflictRecord) -> None:
        with self.transaction():
            self._execute(
                "INSERT OR REPLACE INTO conflicts(id, tenant, user, entity, attribute, status, memory_ids,"
                " resolution, created_at, resolved_at, reason) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (record.id, record.tenant, record.user, record.entity, record.attribute, record.status.value,
                 json.dumps(record.memory_ids), json.dumps(record.resolution) if record.resolution else None,
                 to_iso(record.created_at), to_iso(record.resolved_at), record.reason),
            )

    def save_proposal(self, record: MergeProposal) -> None:
        detail = {k: v for k, v in record.to_public().items() if k in PROPOSAL_DETAIL}
        with self.transaction():
            self._execute(
                "INSERT OR REPLACE INTO merge_proposals(id, tenant, user, kind, status, memory_ids, detail,"
                " created_at, decided_at) VALUES (?,?,?,?,?,?,?,?,?)",
                (record.id, record.tenant, record.user, record.kind, record.status.value,
                 json.dumps(record.memory_ids), json.dumps(detail, sort_keys=True), to_iso(record.created_at),
                 to_iso(record.decided_at)),
            )

    def proposals(self, tenant: str, *, user: str | None = None, status: ProposalStatus | None = None,
                  ids: Sequence[str] | None = None, kind: str | None = None) -> list[MergeProposal]:
        where, params = ["tenant = ?"], [tenant]
        for column, wanted in (("user", user), ("kind", kind)):
            if wanted is not None:
                where.append(f"{column} = ?")
                params.append(wanted)
        if status is not None:
            where.append("status = ?")
            params.append(ProposalStatus.parse(status).value)
        if ids is not None:
            where.append(f"id IN ({','.join('?' for _ in ids)})")
            params += list(ids)
        rows = self._rows(f"SELECT * FROM merge_proposals WHERE {' AND '.join(where)} ORDER BY created_at, rowid",
                          params)
        return [MergeProposal(id=r["id"], tenant=r["tenant"], user=r["user"], kind=r["kind"], status=r["status"],
                              memory_ids=json.loads(r["memory_ids"]), created_at=parse_time(r["created_at"]),
                              decided_at=parse_time(r["decided_at"]), **json.loads(r["detail"]))
                for r in rows]

    def conflicts(self, tenant: str, *, user: str | None = None, status: ConflictStatus | None = None,
                  entity: str | None = None, attribute: str | None = None,
                  ids: Sequence[str] | None = None, viewer: Scope | None = None) -> list[ConflictRecord]:
        where, params = ["c.tenant = ?"], [tenant]
        for column, wanted in (("user", user), ("entity", entity), ("attribute", attribute)):
            if wanted is not None:
                where.append(f"c.{column} = ?")
                params.append(wanted)
        if status is not None:
            where.append("c.status = ?")
            params.append(ConflictStatus.parse(status).value)
        if ids is not None:
            where.append(f"c.id IN ({','.join('?' for _ in ids)})")
            params += list(ids)
        if viewer is not None:
            seen, seen_params = conflict_clause(viewer)
            where.append(seen)
            params += seen_params
        rows = self._rows(f"SELECT c.* FROM conflicts c WHERE {' AND '.join(where)} ORDER BY c.created_at, c.rowid",
                          params)
        return [
            ConflictRecord(id=r["id"], tenant=r["tenant"], user=r["user"], entity=r["entity"],
                           attribute=r["attribute"], status=r["status"], memory_ids=json.loads(r["memory_ids"]),
                           reason=r["reason"], resolution=json.loads(r["resolution"]) if r["resolution"] else None,
                           created_at=parse_time(r["created_at"]), resolved_at=parse_time(r["resolved_at"]))
            for r in rows
        ]

    # -- peer cards -------------------------------------------------------------

    def save_card(self, card: PeerCard) -> None:
        with self.transaction():
            self._execute(
                "INSERT OR REPLACE INTO peer_cards(tenant, user, entity, lines, memory_ids, fingerprint, built_at,"
                " writer, classification) VALUES (?,?,?,?,?,?,?,?,?)",
                (card.tenant, card.user, card.entity, json.dumps([line.model_dump(mode="json") for line in card.lines]),
                 json.dumps(card.memory_ids), card.fingerprint, to_iso(card.built_at), card.writer,
                 card.classification.value))

    def cards(self, tenant: str, *, user: str | None = None, entity: str | None = None) -> list[PeerCard]:
        where, params = "tenant = ?", [tenant]
        for column, wanted in (("user", user), ("entity", entity)):
            if wanted is not None:
                where += f" AND {column} = ?"
                params.append(wanted)
        rows = self._rows(f"SELECT * FROM peer_cards WHERE {where} ORDER BY user, entity", params)
        return [card_from_row(dict(r)) for r in rows]

    def delete_card(self, tenant: str, user: str, entity: str) -> None:
        with self.transaction():
            self._execute("DELETE FROM peer_cards WHERE tenant = ? AND user = ? AND entity = ?", (tenant, user, entity))

    # -- jobs -----------------------------------------------------------------

    def enqueue_job(self, job: Job) -> Job:
        with self.transaction():
            if job.idempotency_key is not None:
                existing = self._execute("SELECT id FROM jobs WHERE tenant = ? AND idempotency_key = ?",
                                         (job.tenant, job.idempotency_key)).fetchone()
                if existing is not None:
                    return self.jobs(job.tenant, ids=[existing["id"]])[0]
            self._execute(
                "INSERT INTO jobs(id, tenant, user, kind, status, payload, idempotency_key, attempts, created_at)"
                " VALUES (?,?,?,?,?,?,?,?,?)",
                (job.id, job.tenant, job.user, job.kind, job.status.value, json.dumps(job.payload),
                 job.idempotency_key, job.attempts, to_iso(job.created_at)),
            )
        return job

    def claim_job(self, now: datetime, lease_until: datetime, worker: str) -> Job | None:
        with self.transaction():
            row = self._execute(
                "SELECT j.id FROM jobs j WHERE j.status IN ('queued', 'running')"
                " AND (j.status = 'queued' OR j.lease_until IS NULL OR j.lease_until < ?)"
                " AND NOT EXISTS (SELECT 1 FROM jobs e WHERE e.tenant = j.tenant AND e.user IS j.user"
                "   AND e.status IN ('queued', 'running')"
                "   AND (e.created_at < j.created_at OR (e.created_at = j.created_at AND e.rowid < j.rowid)))"
                " ORDER BY j.created_at, j.rowid LIMIT 1",
                (to_iso(now),),
            ).fetchone()
            if row is None:
                return None
            self._execute(
                "UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = ?, lease_until = ?,"
                " worker = ? WHERE id = ?",
                (to_iso(now), to_iso(lease_until), worker, row["id"]),
            )
            return self.jobs(None, ids=[row["id"]])[0]

    def update_job(self, job: Job) -> None:
        with self.transaction():
            self._execute(
                "UPDATE jobs SET status = ?, result = ?, error = ?, attempts = ?, started_at = ?, finished_at = ?,"
                " lease_until = ?, worker = ? WHERE tenant = ? AND id = ?",
                (job.status.value, json.dumps(job.result) if job.result is not None else None, job.error,
                 job.attempts, to_iso(job.started_at), to_iso(job.finished_at), to_iso(job.lease_until),
                 job.worker, job.tenant, job.id),
            )

    def redact_job(self, job: Job) -> None:
        with self.transaction():
            self._execute("UPDATE jobs SET status = ?, payload = ?, result = ?, error = ?, finished_at = ?"
                          " WHERE tenant = ? AND id = ?",
                          (job.status.value, json.dumps(job.payload),
                           json.dumps(job.result) if job.result is not None else None, job.error,
                           to_iso(job.finished_at), job.tenant, job.id))

    def jobs(self, tenant: str | None, *, ids: Sequence[str] | None = None, status: JobStatus | None = None,
             limit: int = 100, mentioning: Sequence[str] | None = None, user: str | None = None,
             viewer: Scope | None = None) -> list[Job]:
        where: list[str] = []
        params: list[Any] = []
        if mentioning:  # payload and result are JSON (ASCII-escaped); the error is plain text
            where.append("(EXISTS (SELECT 1 FROM json_each(?) n WHERE instr(j.payload, n.value)"
                         " OR instr(COALESCE(j.result, ''), n.value))"
                         " OR EXISTS (SELECT 1 FROM json_each(?) n WHERE instr(COALESCE(j.error, ''), n.value)))")
            params += [json.dumps([json.dumps(n)[1:-1] for n in mentioning if n]),
                       json.dumps([n for n in mentioning if n])]
        if tenant is not None:
            where.append("j.tenant = ?")
            params.append(tenant)
        if user is not None:
            where.append("j.user = ?")
            params.append(user)
        if ids is not None:
            where.append(f"j.id IN ({','.join('?' for _ in ids)})")
            params += list(ids)
        if status is not None:
            where.append("j.status = ?")
            params.append(JobStatus.parse(status).value)
        if viewer is not None:
            seen, seen_params = job_clause(viewer)
            where.append(seen)
            params += seen_params
        clause = f"WHERE {' AND '.join(where)}" if where else ""
        rows = self._rows(f"SELECT j.* FROM jobs j {clause} ORDER BY j.created_at DESC, j.rowid DESC LIMIT ?",
                          [*params, limit])
        return [_job(dict(r)) for r in rows]

    def job_counts(self, tenant: str, *, viewer: Scope | None = None) -> dict[str, int]:
        where, params = job_clause(viewer or Scope(tenant=tenant))
        return {r["status"]: r["n"] for r in self._rows(
            f"SELECT j.status, COUNT(*) AS n FROM jobs j WHERE {where} GROUP BY j.status", params)}

    # -- keys ---------------------------------------------------------------

    def save_key(self, record: ApiKey) -> None:
        data = record.model_dump(mode="json")
        data["rights"] = ",".join(sorted(data["rights"]))
        columns = ("id", "tenant", "user", "agent", "rights", "ceiling", "source", "secret_sha256", "label",
                   "created_at", "revoked_at")
        with self.transaction():
            self._execute(f"INSERT OR REPLACE INTO api_keys({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                          [data[c] for c in columns])

    def get_key(self, key_id: str) -> ApiKey | None:
        rows = self._rows("SELECT * FROM api_keys WHERE id = ?", (key_id,))
        return _key(dict(rows[0])) if rows else None

    def list_keys(self, tenant: str | None) -> list[ApiKey]:
        if tenant is None:
            rows = self._rows("SELECT * FROM api_keys ORDER BY created_at DESC")
        else:
            rows = self._rows("SELECT * FROM api_keys WHERE tenant = ? ORDER BY created_at DESC", (tenant,))
        return [_key(dict(r)) for r in rows]

    def close(self) -> None:
        with self._lock:
            try:  # SQLite's advice: gather planner statistics where they are stale, at close
                self._conn.execute("PRAGMA optimize")
            except sqlite3.Error:  # a read-only or busy file keeps its old statistics
                pass
            try:  # the last connection to close removes the WAL itself; with others open, empty it now
                self._truncate_wal(self._erase_wait_ms if self._scrub_pending else 0)
            except sqlite3.Error:  # already closed
                pass
            self._conn.close()


def fts_query(text: str, max_terms: int = 64) -> str:
    """A safe FTS5 MATCH expression: the query's terms (stop words dropped), quoted, OR-ed.

    >>> fts_query('Where does "Ann" live?')
    '"ann" OR "live"'
    """
    return " OR ".join(f'"{t}"' for t in query_terms(text, max_terms))


def _key(row: dict[str, Any]) -> ApiKey:

    row["rights"] = [r for r in row["rights"].split(",") if r]
    return ApiKey.model_validate(row)


#: What a job row that no longer validates reads as.
UNREADABLE_JOB = "invalid_input: this job was stored with input credo cannot read back (e.g. a lone surrogate)"


def card_from_row(row: dict[str, Any]) -> PeerCard:
    """A stored card row (JSON as text or already decoded, times as text or datetimes) as a PeerCard."""
    decoded = {k: json.loads(row[k]) if isinstance(row[k], str) else row[k] for k in ("lines", "memory_ids")}
    return PeerCard(tenant=row["tenant"], user=row["user"], entity=row["entity"], fingerprint=row["fingerprint"],
                    built_at=parse_time(row["built_at"]) if isinstance(row["built_at"], str) else row["built_at"],
                    writer=row["writer"], classification=row["classification"], **decoded)


def _job(row: dict[str, Any]) -> Job:
    for column in ("payload", "result"):
        row[column] = json.loads(row[column]) if row[column] else ({} if column == "payload" else None)
    try:
        return Job.model_validate(row)
    except ValidationError:  # stored by an older credo that did not check payloads: readable, failed, never run
        return Job.model_validate({**row, "payload": {}, "result": None, "status": "failed", "error": UNREADABLE_JOB})


_CHECKPOINT_COLUMNS = ("tenant", "at", "actor", "before", "first_seq", "last_seq", "count", "start", "anchor",
                       "digest", "prev_hash", "hash")


def _flat(conds: Sequence[Any]) -> Iterator[Any]:
    """Every condition of a select's ``where``, those inside ``AnyOf`` too."""
    for cond in conds:
        if hasattr(cond, "conds"):
            yield from _flat(cond.conds)
        else:
            yield cond


def _blob(vector: np.ndarray) -> bytes:
    return np.ascontiguousarray(vector, dtype=np.float32).reshape(-1).tobytes()


def _similarities(block: quantize.Encoded, query: np.ndarray) -> np.ndarray:
    """A query's cosine with every float32 row of a block, or its asymmetric distance to every quantized row."""
    if block.tier != "active":
        return quantize.scores(query, block)
    # einsum, not ``matrix @ query``: OpenBLAS's sgemv was 2-3x slower on a tall float32 matrix (16 ms vs
    # 6 ms at 100k x 384 on 2 cores) and started a thread per core for every query, which stalls a busy
    # server; the cosines agree to float32 rounding (~2e-7)
    return np.einsum("ij,j->i", block.codes, query)


def _top(values: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Indices and values of the k largest entries, best first."""
    k = min(k, len(values))
    idx = np.argpartition(-values, k - 1)[:k] if k < len(values) else np.arange(len(values))
    idx = idx[np.argsort(-values[idx])]
    return idx, values[idx]
