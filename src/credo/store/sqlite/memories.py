"""SQLite's writes of memories -- insert, update, rescore, record access, erase -- and how a pass reads a table.

Erasure reaches the bytes, not just the rows: the rows and the trail beside them go in one
transaction, an FTS ``optimize`` merges the deleted terms out of the index segments, and the
connection (:mod:`credo.store.sqlite.connection`) empties the write-ahead log after it commits.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime

import numpy as np

from ...errors import NotFound
from ...models import RECENT_ACCESS_CAP, MemoryUnit
from ...timeutil import to_iso
from ..base import Aggregate, AnyOf, Cond, Select
from ..common.memories import check_pairs, checked_fields
from ..common.trail import Trail
from ..dialect import COLUMNS, SQLITE
from ..rows import memory_row
from ..sql import rescore_statements
from .cache import SHARED
from .vectors import SQLiteVectors, blob

#: Columns with an index that narrows a select beyond its tenant (see :meth:`SQLiteMemories._table`).
_NARROWING = frozenset({"id", "seq", "user", "source_session", "superseded_by", "entity", "attribute",
                        "forget_after"})
#: What the tenant index (tenant, user, status) holds: a select reading only these never visits the rows.
_IN_SCOPE_INDEX = frozenset({"tenant", "user", "status"})
#: Below this many rows every plan is fast; no count is spent choosing one.
_BULK_ROWS = 20_000
#: Memories erased per statement: a forgetting pass erases tens of thousands.
_ERASE_SLICE = 500


class SQLiteMemories(SQLiteVectors, Trail):
    """Writing memories, with their vectors and full-text entries, and erasing every trace of them."""

    def insert(self, units: Sequence[MemoryUnit], vectors: Sequence[np.ndarray | None]) -> None:
        check_pairs(units, vectors)
        columns = ", ".join(f'"{c}"' for c in COLUMNS)
        sql = f"INSERT INTO memories ({columns}) VALUES ({', '.join('?' for _ in COLUMNS)})"
        with self.transaction():
            blobs, touched = [], set()  # (tenant, user) blocks of the vector cache that grow
            for unit, vector in zip(units, vectors):
                row = memory_row(unit)
                if vector is None:  # the contract: embedding_model is set exactly when there is a vector
                    row["embedding_model"] = row["embedding_dim"] = None
                cursor = self._execute(sql, [row[c] for c in COLUMNS])
                if vector is not None:
                    blobs.append((cursor.lastrowid, blob(vector)))
                # every appended row moves its blocks: the vectors' and the keyword postings' (.keywords)
                touched.add((unit.tenant, unit.user))
                if unit.shared:
                    touched.add((unit.tenant, SHARED))
            if blobs:
                self._conn.executemany("INSERT INTO memory_vectors(seq, vector) VALUES (?, ?)", blobs)
            for tenant, user in sorted(touched):
                self._bump(tenant, user)

    def update(self, tenant: str, memory_id: str, fields: Mapping[str, object], *,
               vector: np.ndarray | None = None, model: str | None = None) -> None:
        changes = checked_fields(fields, vector, model)
        if not changes:
            return
        with self.transaction():
            row = self._execute("SELECT seq, user, shared FROM memories WHERE tenant = ? AND id = ?",
                                (tenant, memory_id)).fetchone()
            if row is None:
                raise NotFound(f"memory {memory_id} not found")
            sets = ", ".join(f'"{c}" = ?' for c in changes)
            self._execute(f"UPDATE memories SET {sets} WHERE seq = ?",
                          [SQLITE.encode(c, v) for c, v in changes.items()] + [row["seq"]])
            if vector is not None:  # a new vector is float32 again, whatever tier the old one had reached
                self._execute("INSERT OR REPLACE INTO memory_vectors(seq, vector, tier) VALUES (?, ?, 'active')",
                              (row["seq"], blob(vector)))
            if vector is not None or "shared" in changes or "user" in changes or "text" in changes:
                # a changed row, not an appended one: the cached matrices and keyword postings that hold (or now
                # must hold) it reload
                self._bump(tenant, row["user"], deletion=True)
                self._bump(tenant, SHARED, deletion=True)
                if "user" in changes:
                    self._bump(tenant, str(changes["user"]), deletion=True)

    def rescore(self, query: Select) -> int:
        with self.transaction():
            table = self._table(query).replace("memories m", "memories AS m")
            count = sum(self._execute(sql, params).rowcount
                        for sql, params in rescore_statements(query, table=table))
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
        # "entity IS NULL" or "kind NOT IN (...)" keeps most rows: only a condition that picks values narrows
        picked = {c.column for c in _flat(query.where) if c.op not in ("null", "not null", "not in", "!=")}
        if narrow or query.tenant is None or picked & _NARROWING or named <= _IN_SCOPE_INDEX:
            return "memories m"
        with self._lock:
            rows = int(self._execute("SELECT MAX(seq) FROM memories").fetchone()[0] or 0)
            if rows < _BULK_ROWS:
                return "memories m"
            mine = int(self._execute("SELECT COUNT(*) FROM memories WHERE tenant = ?",
                                     (query.tenant,)).fetchone()[0])
        return "memories m NOT INDEXED" if mine * 8 >= rows else "memories m"

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

    def erase(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        wanted = list(dict.fromkeys(ids))
        erased: list[str] = []
        with self.transaction():
            # set-based, a slice at a time: a statement per memory and table (eight each) was most of the time
            for offset in range(0, len(wanted), _ERASE_SLICE):
                erased += self._erase_slice(tenant, wanted[offset: offset + _ERASE_SLICE])
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
        seq_marks = ",".join("?" for _ in seqs)
        self._execute(f"DELETE FROM memory_vectors WHERE seq IN ({seq_marks})", seqs)
        self._execute(f"DELETE FROM memories WHERE seq IN ({seq_marks})", seqs)  # trigger drops the FTS entries
        self._erase_trail(tenant, erased)
        for user in sorted({row["user"] for row in rows}):
            self._bump(tenant, user, deletion=True)
        if any(row["shared"] for row in rows):
            self._bump(tenant, SHARED, deletion=True)
        return erased

    def compact(self, *, rewrite: bool = False) -> None:
        # Merge FTS segments so deleted terms leave the index pages too (secure_delete
        # zeroes the freed pages), then truncate the WAL, which still holds old pages.
        with self.transaction():
            self._execute("INSERT INTO memories_fts(memories_fts) VALUES ('optimize')")
            self._scrub_due = True
        if rewrite:  # the whole file rebuilt (outside any transaction), then the log it went through emptied
            with self._lock:
                self._execute("VACUUM")
                self._truncate_wal(self._erase_wait_ms)


def _flat(conds: Sequence[Cond | AnyOf]) -> Iterator[Cond]:
    """Every condition of a select's ``where``, those inside ``AnyOf`` too."""
    for cond in conds:
        if isinstance(cond, AnyOf):
            yield from _flat(cond.conds)
        else:
            yield cond
