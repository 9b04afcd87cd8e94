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
write and at close, and checkpoints any leftover log when it opens. Vectors live beside the rows as float32
blobs; searches run exact cosine in numpy over every vector in scope, from an
in-process matrix per (tenant, user, embedding model) that reloads only what
changed (a generation counter in ``vector_state`` tells it); a query is only
ever compared with vectors of its own model.

>>> import tempfile, os
>>> store = SQLiteStore(os.path.join(tempfile.mkdtemp(), "doc.db"))
>>> store.journal_mode
'wal'
"""

from __future__ import annotations

import hashlib
import itertools
import json
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import ValidationError

from ..errors import ErasePending, NotFound, StorageError
from ..models import (
    RECENT_ACCESS_CAP,
    ConflictRecord,
    ConflictStatus,
    Job,
    JobStatus,
    Link,
    LinkType,
    MemoryUnit,
    MergeProposal,
    ProposalStatus,
    Scope,
    Status,
    StatusChange,
)
from ..text import fts_query
from ..timeutil import parse_time, to_iso
from .base import RecallFilter, Store
from .migrations import apply_migrations
from .sql import COLUMNS, conflict_clause, encode, filter_clause, from_row, job_clause, scope_clause, to_row

_SHARED = "\x00shared"  # vector_state key for a tenant's shared memories
_GENESIS = "0" * 64


@dataclass
class _Vectors:
    generation: int
    deletions: int
    max_seq: int
    ids: list[str]
    matrix: np.ndarray


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

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._execute(sql, params).fetchall()

    # -- memories -----------------------------------------------------------

    def insert_memory(self, unit: MemoryUnit, vector: np.ndarray | None) -> None:
        row = to_row(unit)
        columns = ", ".join(f'"{c}"' for c in COLUMNS)
        marks = ", ".join("?" for _ in COLUMNS)
        with self.transaction():
            cursor = self._execute(f"INSERT INTO memories ({columns}) VALUES ({marks})", [row[c] for c in COLUMNS])
            if vector is not None:
                self._execute("INSERT INTO memory_vectors(seq, vector) VALUES (?, ?)",
                              (cursor.lastrowid, _blob(vector)))
                self._bump(unit.tenant, _SHARED if unit.shared else unit.user)
                if unit.shared:
                    self._bump(unit.tenant, unit.user)

    def update_memory(self, tenant: str, memory_id: str, fields: dict[str, Any]) -> None:
        if not fields:
            return
        unknown = set(fields) - set(COLUMNS) - {"embedding"}
        if unknown or {"id", "tenant"} & set(fields):
            raise StorageError(f"cannot update columns {sorted(unknown | ({'id', 'tenant'} & set(fields)))}")
        sets = ", ".join(f'"{c}" = ?' for c in fields)
        params = [encode(c, v) for c, v in fields.items()] + [tenant, memory_id]
        with self.transaction():
            cursor = self._execute(f"UPDATE memories SET {sets} WHERE tenant = ? AND id = ?", params)
            if cursor.rowcount == 0:
                raise NotFound(f"memory {memory_id} not found")
            if "shared" in fields:
                self._bump(tenant, _SHARED)

    def set_vector(self, tenant: str, memory_id: str, vector: np.ndarray, model: str) -> None:
        with self.transaction():
            row = self._execute("SELECT seq, user, shared FROM memories WHERE tenant = ? AND id = ?",
                                (tenant, memory_id)).fetchone()
            if row is None:
                raise NotFound(f"memory {memory_id} not found")
            self._execute("INSERT OR REPLACE INTO memory_vectors(seq, vector) VALUES (?, ?)",
                          (row["seq"], _blob(vector)))
            self._execute("UPDATE memories SET embedding_model = ?, embedding_dim = ? WHERE seq = ?",
                          (model, int(np.asarray(vector).shape[-1]), row["seq"]))
            # a replaced vector changes an existing row: reload, not append
            self._bump(tenant, row["user"], deletion=True)
            if row["shared"]:
                self._bump(tenant, _SHARED, deletion=True)

    def get_memories(self, tenant: str, ids: Sequence[str]) -> list[MemoryUnit]:
        if not ids:
            return []
        marks = ",".join("?" for _ in ids)
        # "+tenant" keeps SQLite on the unique id index; without statistics it prefers
        # idx_memories_scope(tenant, ...) and walks every row of the tenant (~5 ms a call at 10k rows)
        rows = self._rows(f"SELECT * FROM memories WHERE id IN ({marks}) AND +tenant = ?", [*ids, tenant])
        by_id = {row["id"]: from_row(dict(row)) for row in rows}
        return [by_id[i] for i in ids if i in by_id]

    def vectors(self, tenant: str, ids: Sequence[str], *, model: str) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        marks = ",".join("?" for _ in ids)
        rows = self._rows(
            "SELECT m.id, v.vector FROM memory_vectors v JOIN memories m ON m.seq = v.seq"
            f" WHERE m.id IN ({marks}) AND +m.tenant = ? AND m.embedding_model = ?",
            [*ids, tenant, model],
        )
        return {r["id"]: np.frombuffer(r["vector"], dtype=np.float32) for r in rows}

    def embedding_models(self, tenant: str) -> dict[str, int]:
        rows = self._rows("SELECT m.embedding_model AS model, COUNT(*) AS n FROM memory_vectors v"
                          " JOIN memories m ON m.seq = v.seq WHERE m.tenant = ? GROUP BY m.embedding_model",
                          (tenant,))
        return {r["model"]: r["n"] for r in rows if r["model"]}

    def stale_vectors(self, tenant: str, model: str, limit: int) -> list[tuple[str, str]]:
        rows = self._rows(
            "SELECT m.id, m.text FROM memories m LEFT JOIN memory_vectors v ON v.seq = m.seq"
            " WHERE m.tenant = ? AND (v.seq IS NULL OR m.embedding_model IS NOT ?) AND m.text != ''"
            " ORDER BY m.seq LIMIT ?",
            (tenant, model, int(limit)),
        )
        return [(r["id"], r["text"]) for r in rows]

    def active_facts(self, tenant: str, user: str, entity: str, attribute: str) -> list[MemoryUnit]:
        rows = self._rows(
            "SELECT * FROM memories WHERE tenant = ? AND user = ? AND entity = ? AND attribute = ?"
            " AND valid_until IS NULL AND status = ? ORDER BY valid_from, created_at",
            (tenant, user, entity, attribute, Status.ACTIVE.value),
        )
        return [from_row(dict(row)) for row in rows]

    def pair_timeline(self, tenant: str, user: str, entity: str, attribute: str) -> list[MemoryUnit]:
        held = (Status.ACTIVE.value, Status.SUPERSEDED.value, Status.CHALLENGED.value)
        rows = self._rows(
            "SELECT * FROM memories WHERE tenant = ? AND user = ? AND entity = ? AND attribute = ?"
            " AND status IN (?,?,?) ORDER BY valid_from, created_at, seq",
            (tenant, user, entity, attribute, *held),
        )
        return [from_row(dict(row)) for row in rows]

    def list_memories(self, scope: Scope, flt: RecallFilter, *, structured: bool | None = None,
                      order: str = "recent", limit: int = 50, offset: int = 0) -> list[MemoryUnit]:
        orders = {"recent": "m.created_at DESC, m.seq DESC", "importance": "m.importance DESC, m.created_at DESC"}
        if order not in orders:
            raise StorageError(f"unknown order {order!r}")
        where_scope, p_scope = scope_clause(scope)
        where_filter, p_filter = filter_clause(flt)
        extra = {None: "", True: " AND m.entity IS NOT NULL", False: " AND m.entity IS NULL"}[structured]
        rows = self._rows(
            f"SELECT m.* FROM memories m WHERE {where_scope} AND {where_filter}{extra}"
            f" ORDER BY {orders[order]} LIMIT ? OFFSET ?",
            [*p_scope, *p_filter, int(limit), int(offset)],
        )
        return [from_row(dict(row)) for row in rows]

    def filter_ids(self, scope: Scope, ids: Sequence[str], flt: RecallFilter) -> list[str]:
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
        where_scope, p_scope = scope_clause(scope)
        where_filter, p_filter = filter_clause(flt)
        rows = self._rows(
            "SELECT m.id AS id, bm25(memories_fts) AS rank FROM memories_fts"
            " JOIN memories m ON m.seq = memories_fts.rowid"
            f" WHERE memories_fts MATCH ? AND {where_scope} AND {where_filter}"
            " ORDER BY rank LIMIT ?",
            [match, *p_scope, *p_filter, limit],
        )
        # FTS5's bm25() is negative, lower is better; flip it so higher is better.
        return [(row["id"], -float(row["rank"])) for row in rows if row["rank"] < 0]

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
        keys = [(scope.tenant, scope.user)] + ([(scope.tenant, _SHARED)] if scope.include_shared else [])
        with self._lock:  # snapshot (ids, matrix) pairs; a later reload replaces, never mutates, them
            blocks = [(b.ids, b.matrix) for b in (self._vector_block(t, u, model, query.shape[0]) for t, u in keys)]
        blocks = [(block_ids, matrix) for block_ids, matrix in blocks if block_ids]
        if not blocks:
            return []
        # the ids are only read at the few indices picked below: no 100k-element list is built per query
        ids = blocks[0][0] if len(blocks) == 1 else list(itertools.chain.from_iterable(b for b, _ in blocks))
        sims = np.concatenate([matrix @ query for _, matrix in blocks])
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
            keep = set(self.filter_ids(scope, [i for i, _ in chunk], flt))
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
        if cached and cached.generation == generation and cached.matrix.shape[1] == dim:
            self._vectors.move_to_end(key)
            return cached
        if not cached or cached.deletions != deletions or cached.matrix.shape[1] != dim:
            cached = _Vectors(generation, deletions, 0, [], np.zeros((0, dim), dtype=np.float32))
        where = "m.shared = 1" if user == _SHARED else "m.user = ?"
        params = [tenant] + ([] if user == _SHARED else [user]) + [cached.max_seq, model, dim]
        rows = self._conn.execute(
            "SELECT m.seq, m.id, v.vector FROM memory_vectors v JOIN memories m ON m.seq = v.seq"
            f" WHERE m.tenant = ? AND {where} AND m.seq > ? AND m.embedding_model = ? AND m.embedding_dim = ?"
            " ORDER BY m.seq",
            params,
        ).fetchall()
        if rows:
            fresh = np.frombuffer(b"".join(r["vector"] for r in rows), dtype=np.float32).reshape(len(rows), dim)
            cached.matrix = np.vstack([cached.matrix, fresh]) if len(cached.ids) else fresh.copy()
            cached.ids = cached.ids + [r["id"] for r in rows]
            cached.max_seq = rows[-1]["seq"]
        cached.generation, cached.deletions = generation, deletions
        self._vectors[key] = cached
        self._vectors.move_to_end(key)
        while len(self._vectors) > self._vector_cache_size:
            self._vectors.popitem(last=False)
        return cached

    def _bump(self, tenant: str, user: str, *, deletion: bool = False) -> None:
        self._execute(
            "INSERT INTO vector_state(tenant, user, generation, deletions) VALUES (?, ?, 1, ?)"
            " ON CONFLICT(tenant, user) DO UPDATE SET generation = generation + 1,"
            " deletions = deletions + excluded.deletions",
            (tenant, user, int(deletion)),
        )

    # -- history, links, access ---------------------------------------------

    def add_status_change(self, tenant: str, change: StatusChange) -> None:
        with self.transaction():
            self._execute(
                "INSERT INTO status_history(tenant, memory_id, old, new, reason, actor, at) VALUES (?,?,?,?,?,?,?)",
                (tenant, change.memory_id, change.old.value if change.old else None, change.new.value,
                 change.reason, change.actor, to_iso(change.at)),
            )

    def status_history(self, tenant: str, memory_id: str) -> list[StatusChange]:
        rows = self._rows("SELECT * FROM status_history WHERE tenant = ? AND memory_id = ? ORDER BY at, seq",
                          (tenant, memory_id))
        return [
            StatusChange(memory_id=r["memory_id"], old=r["old"], new=r["new"], reason=r["reason"],
                         actor=r["actor"], at=parse_time(r["at"]))
            for r in rows
        ]

    def supersession_chain(self, tenant: str, memory_id: str) -> list[str]:
        order: dict[str, tuple[str, str]] = {}
        expanded: set[str] = set()
        frontier = {memory_id}
        with self._lock:
            while frontier:  # walk superseded_by both ways until nothing new turns up
                marks = ",".join("?" for _ in frontier)
                rows = self._execute(
                    f"SELECT id, superseded_by, valid_from, created_at FROM memories WHERE +tenant = ?"
                    f" AND (id IN ({marks}) OR superseded_by IN ({marks}))",
                    [tenant, *frontier, *frontier],
                ).fetchall()
                expanded |= frontier
                frontier = set()
                for row in rows:
                    order[row["id"]] = (row["valid_from"], row["created_at"])
                    frontier |= {n for n in (row["id"], row["superseded_by"]) if n and n not in expanded}
        return sorted(order, key=lambda i: order[i])

    def add_links(self, tenant: str, links: Sequence[Link]) -> None:
        with self.transaction():
            for link in links:
                self._execute(
                    "INSERT OR IGNORE INTO links(tenant, source_id, target_id, type, weight, created_at)"
                    " VALUES (?,?,?,?,?,?)",
                    (tenant, link.source_id, link.target_id, link.type.value, link.weight, to_iso(link.created_at)),
                )

    def links(self, tenant: str, memory_id: str) -> list[Link]:
        rows = self._rows(
            "SELECT * FROM links WHERE tenant = ? AND (source_id = ? OR target_id = ?) ORDER BY created_at",
            (tenant, memory_id, memory_id),
        )
        return [
            Link(source_id=r["source_id"], target_id=r["target_id"], type=LinkType(r["type"]),
                 weight=r["weight"], created_at=parse_time(r["created_at"]))
            for r in rows
        ]

    def record_access(self, tenant: str, ids: Sequence[str], at: datetime, recalled: bool) -> None:
        stamp = to_iso(at)
        with self.transaction():
            for memory_id in ids:
                row = self._execute("SELECT recent_accesses FROM memories WHERE tenant = ? AND id = ?",
                                    (tenant, memory_id)).fetchone()
                if row is None:
                    continue
                recent = (json.loads(row["recent_accesses"]) + [stamp])[-RECENT_ACCESS_CAP:]
                self._execute(
                    "UPDATE memories SET access_count = access_count + 1, last_accessed = ?,"
                    " recent_accesses = ?, recall_count = recall_count + ? WHERE tenant = ? AND id = ?",
                    (stamp, json.dumps(recent), int(recalled), tenant, memory_id),
                )
                self._execute("INSERT INTO access_log(tenant, memory_id, at, kind) VALUES (?,?,?,?)",
                              (tenant, memory_id, stamp, "recall" if recalled else "get"))

    # -- erasure ------------------------------------------------------------

    def erase_memory(self, tenant: str, memory_id: str) -> None:
        if not self.erase_memories(tenant, [memory_id]):
            raise NotFound(f"memory {memory_id} not found")

    def erase_memories(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        erased = []
        with self.transaction():
            for memory_id in ids:
                row = self._execute("SELECT seq, user, shared FROM memories WHERE tenant = ? AND id = ?",
                                    (tenant, memory_id)).fetchone()
                if row is None:
                    continue
                self._execute("DELETE FROM memory_vectors WHERE seq = ?", (row["seq"],))
                self._execute("DELETE FROM memories WHERE seq = ?", (row["seq"],))  # trigger drops the FTS entry
                self._execute("DELETE FROM links WHERE tenant = ? AND (source_id = ? OR target_id = ?)",
                              (tenant, memory_id, memory_id))
                self._execute("DELETE FROM access_log WHERE tenant = ? AND memory_id = ?", (tenant, memory_id))
                self._execute("DELETE FROM status_history WHERE tenant = ? AND memory_id = ?", (tenant, memory_id))
                # a proposal quotes its members' texts: it goes with any of them
                self._execute("DELETE FROM merge_proposals WHERE tenant = ? AND EXISTS"
                              " (SELECT 1 FROM json_each(merge_proposals.memory_ids) WHERE value = ?)",
                              (tenant, memory_id))
                self._bump(tenant, row["user"], deletion=True)
                if row["shared"]:
                    self._bump(tenant, _SHARED, deletion=True)
                erased.append(memory_id)
        if erased and compact:
            self.compact()
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

    def maintenance_candidates(self, tenant: str, now: datetime, rule: str, *, limit: int,
                              params: dict[str, Any] | None = None, ids_only: bool = False,
                              decay: Any = None) -> list[Any]:
        p = {"tenant": tenant, "now": to_iso(now), "limit": int(limit), **(params or {})}
        # every rule judges as of :now -- a memory recorded later does not exist yet, and with a
        # decay policy, retention is that curve at :now rather than the last decay run's score
        unpinned = "m.tenant = :tenant AND m.pinned = 0 AND m.created_at <= :now"
        score = self._decay_expr(decay) if decay is not None else "m.decay_score"
        digest = "json_extract(m.metadata, '$.crystal') IS NULL"  # a digest is never re-digested
        queries = {
            "ttl": f"m.tenant = :tenant AND m.forget_after IS NOT NULL AND m.forget_after <= :now ORDER BY m.forget_after",
            "evict": f"{unpinned} AND m.status = 'active' AND m.layer IN ('working', 'episodic')"
                     f" AND {score} < :threshold ORDER BY {score}, m.created_at",
            "archive": f"{unpinned} AND m.status = 'active' AND m.layer IN ('working', 'episodic')"
                       f" AND m.created_at < :cutoff AND {score} < :retention AND m.importance < :importance"
                       " AND m.access_count < :accesses ORDER BY m.created_at",
            "purge": "m.tenant = :tenant AND m.status IN ('superseded', 'merged') AND m.pinned = 0"
                     " AND COALESCE(m.updated_at, m.created_at) < :cutoff ORDER BY m.updated_at",
            "purge_archived": "m.tenant = :tenant AND m.status = 'archived' AND m.pinned = 0"
                              " AND COALESCE(m.updated_at, m.created_at) < :cutoff ORDER BY m.updated_at",
            "cap": f"{unpinned} AND m.status = 'active' AND m.layer = 'episodic' AND m.user = :user"
                   f" ORDER BY {score}, m.created_at",
            "promote_working": "m.tenant = :tenant AND m.status = 'active' AND m.layer = 'working'"
                               " AND m.created_at <= :now"
                               " AND (m.created_at <= :cutoff OR m.access_count >= :accesses) ORDER BY m.created_at",
            "promote_episodic": "m.tenant = :tenant AND m.status = 'active' AND m.layer = 'episodic'"
                                " AND m.created_at <= :now"
                                " AND m.importance >= :importance AND m.access_count >= :accesses"
                                " ORDER BY m.created_at",
            "probe": f"{unpinned} AND m.status = 'active' AND m.created_at <= :cutoff"
                     " AND m.confidence < :confidence AND m.confirmations = 0 AND m.verified_count = 0"
                     " ORDER BY m.confidence, m.created_at",
            "crystallize": f"m.tenant = :tenant AND m.status = 'active' AND m.kind = 'episode' AND {digest}"
                           " AND m.source_session = :session AND m.user = :user AND m.created_at <= :now"
                           " AND json_extract(m.metadata, '$.crystallized_into') IS NULL ORDER BY m.valid_from, m.seq",
            "finished_sessions": f"m.tenant = :tenant AND m.status = 'active' AND m.kind = 'episode' AND {digest}"
                                 " AND m.source_session IS NOT NULL AND m.created_at <= :now"
                                 " AND json_extract(m.metadata, '$.crystallized_into') IS NULL"
                                 " AND NOT EXISTS (SELECT 1 FROM memories n WHERE n.tenant = m.tenant"
                                 "   AND n.source_session = m.source_session AND n.created_at > :cutoff)"
                                 " GROUP BY m.user, m.source_session ORDER BY MIN(m.created_at)",
        }
        if rule not in queries:
            raise StorageError(f"unknown maintenance rule {rule!r}")
        rows = self._rows(f"SELECT {'m.id' if ids_only else 'm.*'} FROM memories m WHERE {queries[rule]}"
                          " LIMIT :limit", p)
        return [row["id"] for row in rows] if ids_only else [from_row(dict(row)) for row in rows]

    def episodic_counts(self, tenant: str, *, over: int) -> dict[str, int]:
        rows = self._rows("SELECT user, COUNT(*) AS n FROM memories WHERE tenant = ? AND status = 'active'"
                          " AND layer = 'episodic' AND pinned = 0 GROUP BY user HAVING n > ?", (tenant, over))
        return {row["user"]: row["n"] for row in rows}

    def users(self, tenant: str) -> list[str]:
        return [r["user"] for r in self._rows("SELECT DISTINCT user FROM memories WHERE tenant = ? ORDER BY user",
                                              (tenant,))]

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

    def tenants(self) -> list[str]:
        return [row["tenant"] for row in self._rows("SELECT DISTINCT tenant FROM memories ORDER BY tenant")]

    # -- audit --------------------------------------------------------------

    def append_audit(self, tenant: str, action: str, actor: str, at: datetime,
                     memory_id: str | None = None, detail: dict[str, Any] | None = None) -> None:
        event = {"tenant": tenant, "at": to_iso(at), "actor": actor, "action": action,
                 "memory_id": memory_id, "detail": detail or {}}
        with self.transaction():
            last = self._execute("SELECT hash FROM audit_events WHERE tenant = ? ORDER BY seq DESC LIMIT 1",
                                 (tenant,)).fetchone()
            prev = last["hash"] if last else _GENESIS
            digest = audit_hash(prev, event)
            self._execute(
                "INSERT INTO audit_events(tenant, at, actor, action, memory_id, detail, prev_hash, hash)"
                " VALUES (?,?,?,?,?,?,?,?)",
                (tenant, event["at"], actor, action, memory_id, json.dumps(event["detail"], sort_keys=True),
                 prev, digest),
            )

    def audit_events(self, tenant: str) -> Iterator[dict[str, Any]]:
        for row in self._rows("SELECT * FROM audit_events WHERE tenant = ? ORDER BY seq", (tenant,)):
            event = dict(row)
            event["detail"] = json.loads(event["detail"])
            yield event

    # -- maintenance --------------------------------------------------------------

    @staticmethod
    def _decay_expr(policy: Any) -> str:
        """The policy's decay curve over ``memories m`` as of the ``:now`` parameter."""
        idle = "MAX(0.0, julianday(:now) - julianday(COALESCE(m.last_accessed, m.created_at)))"
        age = "MAX(0.0, julianday(:now) - julianday(m.created_at))"
        access_days = "SELECT julianday(:now) - julianday(value) AS d FROM json_each(m.recent_accesses)"
        return policy.sql(idle, age, access_days)

    def apply_decay(self, tenant: str, now: datetime, policy: Any, *, dry_run: bool = False) -> dict[str, int]:
        expr = self._decay_expr(policy)
        params = {"now": to_iso(now), "tenant": tenant, "active": Status.ACTIVE.value}
        scope = "m.tenant = :tenant AND m.status = :active"
        with self.transaction():
            if dry_run:
                source = f"SELECT {expr} AS score FROM memories m WHERE {scope}"
            else:
                self._execute(f"UPDATE memories AS m SET decay_score = {expr} WHERE {scope}", params)
                source = f"SELECT m.decay_score AS score FROM memories m WHERE {scope}"
                # a bulk rewrite leaves a WAL as large as the table; fold it back at once
                # rather than have every later read look pages up in it
                self._checkpoint_due = True
            rows = self._execute(
                "SELECT CASE WHEN score >= 0.7 THEN 'hot' WHEN score >= 0.4 THEN 'warm'"
                " WHEN score >= 0.15 THEN 'cold' ELSE 'evictable' END AS tier, COUNT(*) AS n"
                f" FROM ({source}) GROUP BY tier", params).fetchall()
        counts = {"hot": 0, "warm": 0, "cold": 0, "evictable": 0}
        counts.update({row["tier"]: row["n"] for row in rows})
        return counts

    # -- contradiction loops and conflicts -------------------------------------

    def churn(self, tenant: str, since: datetime, *, user: str | None = None, entity: str | None = None,
              attribute: str | None = None, min_count: int = 1, viewer: Scope | None = None) -> list[dict[str, Any]]:
        # a supersession, or an escalation that stopped one (a rival challenged as "contested: ...")
        where = ["h.tenant = ?", "(h.new = ? OR (h.new = ? AND h.reason LIKE 'contested:%'))", "h.at >= ?",
                 "m.entity IS NOT NULL"]
        params = [tenant, Status.SUPERSEDED.value, Status.CHALLENGED.value, to_iso(since)]
        for column, wanted in (("user", user), ("entity", entity), ("attribute", attribute)):
            if wanted is not None:
                where.append(f"m.{column} = ?")
                params.append(wanted)
        if viewer is not None:
            seen, seen_params = scope_clause(viewer)
            where.append(seen)
            params += seen_params
        rows = self._rows(
            "SELECT m.user AS user, m.entity AS entity, m.attribute AS attribute, m.value AS value, h.at AS at"
            " FROM status_history h JOIN memories m ON m.tenant = h.tenant AND m.id = h.memory_id"
            f" WHERE {' AND '.join(where)} ORDER BY h.at, h.seq",
            params,
        )
        groups: dict[tuple[str, str, str], dict[str, Any]] = {}
        for row in rows:
            key = (row["user"], row["entity"], row["attribute"])
            group = groups.setdefault(key, {"user": key[0], "entity": key[1], "attribute": key[2], "count": 0,
                                            "values": [], "last_at": None})
            group["count"] += 1
            group["values"].append(row["value"])
            group["last_at"] = parse_time(row["at"])
        found = [g for g in groups.values() if g["count"] >= min_count]
        return sorted(found, key=lambda g: (-g["count"], g["user"], g["entity"], g["attribute"]))

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
        detail = {k: v for k, v in record.to_public().items()
                  if k in ("reason", "canonical_text", "classification", "canonical_id", "decided_by")}
        with self.transaction():
            self._execute(
                "INSERT OR REPLACE INTO merge_proposals(id, tenant, user, status, memory_ids, detail, created_at,"
                " decided_at) VALUES (?,?,?,?,?,?,?,?)",
                (record.id, record.tenant, record.user, record.status.value, json.dumps(record.memory_ids),
                 json.dumps(detail, sort_keys=True), to_iso(record.created_at), to_iso(record.decided_at)),
            )

    def proposals(self, tenant: str, *, user: str | None = None, status: ProposalStatus | None = None,
                  ids: Sequence[str] | None = None) -> list[MergeProposal]:
        where, params = ["tenant = ?"], [tenant]
        if user is not None:
            where.append("user = ?")
            params.append(user)
        if status is not None:
            where.append("status = ?")
            params.append(ProposalStatus.parse(status).value)
        if ids is not None:
            where.append(f"id IN ({','.join('?' for _ in ids)})")
            params += list(ids)
        rows = self._rows(f"SELECT * FROM merge_proposals WHERE {' AND '.join(where)} ORDER BY created_at, rowid",
                          params)
        return [MergeProposal(id=r["id"], tenant=r["tenant"], user=r["user"], status=r["status"],
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

    def jobs(self, tenant: str | None, *, ids: Sequence[str] | None = None, status: Any = None,
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

    # -- stats and keys ---------------------------------------------------------------

    def stats(self, tenant: str, user: str | None = None, *, viewer: Scope | None = None) -> dict[str, Any]:
        seen = (viewer or Scope(tenant=tenant)).model_copy(update={"tenant": tenant, "include_shared": False})
        if user is not None:
            seen = seen.model_copy(update={"user": user})
        where, params = scope_clause(seen)
        count = f"SELECT COUNT(*) AS n FROM memories m WHERE {where}"
        out: dict[str, Any] = {"total": self._rows(count, params)[0]["n"]}
        for column in ("status", "kind", "layer", "classification"):
            rows = self._rows(f"SELECT m.{column} AS k, COUNT(*) AS n FROM memories m WHERE {where}"
                              f" GROUP BY m.{column}", params)
            out[f"by_{column}"] = {r["k"]: r["n"] for r in rows}
        rows = self._rows(
            f"SELECT MIN(CAST(m.decay_score * 10 AS INTEGER), 9) AS bucket, COUNT(*) AS n FROM memories m"
            f" WHERE {where} AND m.status = 'active' GROUP BY bucket", params)
        histogram = {f"{b / 10:.1f}-{(b + 1) / 10:.1f}": 0 for b in range(10)}
        for r in rows:
            histogram[f"{r['bucket'] / 10:.1f}-{(r['bucket'] + 1) / 10:.1f}"] = r["n"]
        out["retention_histogram"] = histogram
        rows = self._rows(f"SELECT m.embedding_model AS k, COUNT(*) AS n FROM memories m WHERE {where}"
                          " AND m.embedding_model IS NOT NULL AND EXISTS"
                          " (SELECT 1 FROM memory_vectors v WHERE v.seq = m.seq) GROUP BY m.embedding_model", params)
        out["embedding_models"] = {r["k"]: r["n"] for r in rows}
        jobs_where, jobs_params = job_clause(seen)
        out["jobs"] = {r["status"]: r["n"] for r in self._rows(
            f"SELECT j.status, COUNT(*) AS n FROM jobs j WHERE {jobs_where} GROUP BY j.status", jobs_params)}
        conflicts_where, conflicts_params = conflict_clause(seen)
        out["open_conflicts"] = self._rows(
            f"SELECT COUNT(*) AS n FROM conflicts c WHERE {conflicts_where} AND c.status = 'open'",
            conflicts_params)[0]["n"]
        return out

    def save_key(self, record: Any) -> None:
        data = record.model_dump(mode="json")
        data["rights"] = ",".join(sorted(data["rights"]))
        columns = ("id", "tenant", "user", "agent", "rights", "ceiling", "source", "secret_sha256", "label",
                   "created_at", "revoked_at")
        with self.transaction():
            self._execute(f"INSERT OR REPLACE INTO api_keys({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                          [data[c] for c in columns])

    def get_key(self, key_id: str) -> Any | None:
        rows = self._rows("SELECT * FROM api_keys WHERE id = ?", (key_id,))
        return _key(dict(rows[0])) if rows else None

    def list_keys(self, tenant: str | None) -> list[Any]:
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


def _key(row: dict[str, Any]) -> Any:
    from ..security import ApiKey

    row["rights"] = [r for r in row["rights"].split(",") if r]
    return ApiKey.model_validate(row)


#: What a job row that no longer validates reads as.
UNREADABLE_JOB = "invalid_input: this job was stored with input credo cannot read back (e.g. a lone surrogate)"


def _job(row: dict[str, Any]) -> Job:
    for column in ("payload", "result"):
        row[column] = json.loads(row[column]) if row[column] else ({} if column == "payload" else None)
    try:
        return Job.model_validate(row)
    except ValidationError:  # stored by an older credo that did not check payloads: readable, failed, never run
        return Job.model_validate({**row, "payload": {}, "result": None, "status": "failed", "error": UNREADABLE_JOB})


def audit_hash(prev_hash: str, event: dict[str, Any]) -> str:
    """sha256 over the previous hash and the canonical JSON of the event."""
    canonical = json.dumps(event, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256((prev_hash + canonical).encode()).hexdigest()


def _blob(vector: np.ndarray) -> bytes:
    return np.ascontiguousarray(vector, dtype=np.float32).reshape(-1).tobytes()


def _top(values: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Indices and values of the k largest entries, best first."""
    k = min(k, len(values))
    idx = np.argpartition(-values, k - 1)[:k] if k < len(values) else np.arange(len(values))
    idx = idx[np.argsort(-values[idx])]
    return idx, values[idx]
