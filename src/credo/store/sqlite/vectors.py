"""SQLite's vectors: stored beside the rows as blobs at their precision tier, searched in numpy from memory.

``memory_vectors.tier`` says how a vector is kept: float32, or :mod:`credo.quantize`'s
int8 / int4 / 2-bit codes. A search scores every vector in scope -- float32 rows by exact
cosine, quantized rows by the asymmetric distance -- from the blocks of
:mod:`credo.store.sqlite.cache`, which reload only what changed; a query is only ever
compared with vectors of its own model.
"""

from __future__ import annotations

import itertools
import os
import sqlite3
import time
from concurrent.futures import ThreadPoolExecutor
from collections.abc import Mapping, Sequence

import numpy as np

from ... import quantize
from ...onnx import available_cpus
from ...models import Scope
from .. import tiers
from ..base import RecallFilter
from ..sql import filter_clause, scope_clause
from .cache import SHARED, Blocks
from .connection import SQLiteConnection
from .keywords import head_batch


class SQLiteVectors(SQLiteConnection):
    """Reading, re-tiering and searching vectors, and the generations that tell the cache what changed."""

    def vectors(self, tenant: str, ids: Sequence[str], *, model: str) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        with self._lock:
            held = self._held_vectors(tenant, list(dict.fromkeys(ids)), model)
            rest = [i for i in ids if i not in held]
            if not rest:
                rows = []
            else:
                marks = ",".join("?" for _ in rest)
                rows = self._execute(
                    "SELECT m.id, m.embedding_dim, v.tier, v.vector FROM memory_vectors v JOIN memories m"
                    f" ON m.seq = v.seq WHERE m.id IN ({marks}) AND +m.tenant = ? AND m.embedding_model = ?",
                    [*rest, tenant, model]).fetchall()
        found = {r["id"]: tiers.unit_vector(r["tier"], r["embedding_dim"], r["vector"]) for r in rows}
        # the statement walks the id index, so its rows come by id: those served from memory take their places
        return dict(sorted({**held, **found}.items())) if held else found

    def _held_vectors(self, tenant: str, ids: list[str], model: str) -> dict[str, np.ndarray]:
        """Float32 vectors of ``ids`` served from the blocks a search keeps (:mod:`.cache`), the same bytes
        the table holds: only from blocks read at the current generation of their user (no block is read or
        extended here, which a write's own lookups would pay for), and never inside a transaction (its
        writes may yet be rolled back). The :data:`HELD_BLOCKS` most recently searched are looked in.
        """
        if self._conn.in_transaction:
            return {}
        held: dict[str, np.ndarray] = {}
        for user, blocks in self._vectors.held(tenant, model)[:HELD_BLOCKS]:
            state = self._conn.execute("SELECT generation, deletions FROM vector_state WHERE tenant = ? AND user = ?",
                                       (tenant, user)).fetchone()
            if state is None or (state["generation"], state["deletions"]) != (blocks.generation, blocks.deletions):
                continue
            held.update(blocks.stored([i for i in ids if i not in held]))
            if len(held) == len(ids):
                break
        return held

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
                    self._bump(tenant, SHARED, deletion=True)
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

    def search_vector(self, scope: Scope, vector: np.ndarray, flt: RecallFilter, limit: int, *,
                      model: str) -> list[tuple[str, float]]:
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        with self._lock:  # snapshot (ids, matrix) pairs; a later reload replaces, never mutates, them
            if scope.user is None:  # tenant-wide: every user's block (shared memories are in their owners')
                keys = [(scope.tenant, r["user"]) for r in self._conn.execute(
                    "SELECT DISTINCT user FROM memories WHERE tenant = ? AND embedding_model = ? ORDER BY user",
                    (scope.tenant, model))]
            else:
                keys = [(scope.tenant, scope.user)] + ([(scope.tenant, SHARED)] if scope.include_shared else [])
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
            # the chunk's head is checked alone first, and the rest only if too few of it pass (.keywords.head_batch)
            head = head_batch(limit)
            for part in (chunk[:head], chunk[head:]):
                keep = set(self._filter_ids(scope, [i for i, _ in part], flt))
                passed += [(i, s) for i, s in part if i in keep]
                if len(passed) >= limit:
                    return passed[:limit]
            if k >= len(sims):
                return passed[:limit]
            if start == 0:
                # a filter that lets few through (a context's standing kinds, the user's own facts): one read of
                # every id it passes in scope, then the best of those, instead of widening k over the whole
                # block a chunk at a time (each chunk a statement with thousands of ids); the same memories in
                # the same order of similarity
                allowed = self._passing_ids(scope, flt)
                mask = np.fromiter((i in allowed for i in ids), dtype=bool, count=len(ids))
                masked = np.where(mask, sims, -np.inf)
                order, values = _top(masked, min(int(mask.sum()), limit + len(seen)))
                passed, seen = [], set()
                for index, sim in zip(order, values):
                    if ids[index] not in seen:
                        seen.add(ids[index])
                        passed.append((ids[index], float(sim)))
                return passed[:limit]
            start, k = k, min(len(sims), k * 4)

    def _passing_ids(self, scope: Scope, flt: RecallFilter) -> set[str]:
        """The ids of every memory in ``scope`` that ``flt`` lets through."""
        where_scope, p_scope = scope_clause(scope)
        where_filter, p_filter = filter_clause(flt)
        rows = self._rows(f"SELECT m.id FROM memories m WHERE {where_scope} AND {where_filter}", [*p_scope, *p_filter])
        return {row["id"] for row in rows}

    def _vector_block(self, tenant: str, user: str, model: str, dim: int) -> Blocks:
        state = self._conn.execute("SELECT generation, deletions FROM vector_state WHERE tenant = ? AND user = ?",
                                   (tenant, user)).fetchone()
        generation, deletions = (state["generation"], state["deletions"]) if state else (0, 0)
        key = (tenant, user, model)
        cached = self._vectors.get(key)
        if cached and cached.generation == generation and cached.dim == dim:
            return cached
        if not cached or cached.deletions != deletions or cached.dim != dim:
            cached = Blocks(generation, deletions, 0, dim, [])
        fresh, last = self._read_vectors(tenant, user, model, dim, cached.max_seq)
        cached.extend(fresh)
        cached.max_seq = last
        cached.generation, cached.deletions = generation, deletions
        self._vectors.put(key, cached)
        return cached

    def _read_vectors(self, tenant: str, user: str, model: str, dim: int,
                      after: int) -> tuple[list[tuple[list[str], quantize.Encoded]], int]:
        """The blocks (one per tier, with their ids) and last seq of a user's memories written after seq ``after``.

        Each tier's rows are read into one array allocated at its size and filled a slice at a time:
        fetching every blob, joining them and copying the result held the vectors three times over (at
        100k memories, a peak 450 MB above the 150 MB the matrix needs).
        """
        where = "m.shared = 1" if user == SHARED else "m.user = ?"
        sql = ("FROM memory_vectors v JOIN memories m ON m.seq = v.seq"
               f" WHERE m.tenant = ? AND {where} AND m.seq > ? AND m.seq <= ? AND m.embedding_model = ?"
               " AND m.embedding_dim = ?")
        upto = self._conn.execute("SELECT COALESCE(MAX(seq), 0) FROM memories").fetchone()[0]
        params = [tenant] + ([] if user == SHARED else [user]) + [after, upto, model, dim]
        counts = dict(self._conn.execute(f"SELECT v.tier, COUNT(*) {sql} GROUP BY v.tier", params).fetchall())
        raw = {t: np.empty((counts.get(t, 0), quantize.bytes_per_vector(t, dim)), np.uint8) for t in quantize.PRECISION_TIERS}
        ids: dict[str, list[str]] = {t: [] for t in quantize.PRECISION_TIERS}
        extra: dict[str, list[np.ndarray]] = {t: [] for t in quantize.PRECISION_TIERS}  # written between the count and the read
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
        for tier in quantize.PRECISION_TIERS:
            if ids[tier]:
                stored = np.vstack([raw[tier], *extra[tier]]) if extra[tier] else raw[tier]
                parts.append((ids[tier], quantize.from_raw(tier, dim, stored[: len(ids[tier])])))
        return parts, last

    def _bump(self, tenant: str, user: str, *, deletion: bool = False) -> None:
        # a new row starts at the time in microseconds, not 1: a row deleted with its user (erase_user) and made
        # again must never repeat a generation some process still holds blocks for
        self._execute(
            "INSERT INTO vector_state(tenant, user, generation, deletions) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(tenant, user) DO UPDATE SET generation = generation + 1,"
            " deletions = deletions + excluded.deletions",
            (tenant, user, time.time_ns() // 1000, int(deletion)),
        )

    def _forget_user(self, tenant: str, user: str) -> None:
        """The user's generation row names the user: it goes with them (a reader then sees generation 0)."""
        self._execute("DELETE FROM vector_state WHERE tenant = ? AND user = ?", (tenant, user))


def blob(vector: np.ndarray) -> bytes:
    """A float32 vector as it is stored (an ``active`` row)."""
    return np.ascontiguousarray(vector, dtype=np.float32).reshape(-1).tobytes()


def _similarities(block: quantize.Encoded, query: np.ndarray) -> np.ndarray:
    """A query's cosine with every float32 row of a block, or its asymmetric distance to every quantized row."""
    if block.tier != "active":
        return quantize.scores(query, block)
    # einsum, not ``matrix @ query``: OpenBLAS's sgemv was 2-3x slower on a tall float32 matrix (16 ms vs
    # 6 ms at 100k x 384 on 2 cores) and started a thread per core for every query, which stalls a busy
    # server; the cosines agree to float32 rounding (~2e-7)
    codes = block.codes
    if len(codes) < PARALLEL_ROWS or _SCANNERS <= 1:
        sims: np.ndarray = np.einsum("ij,j->i", codes, query)
        return sims
    # A large block is read by a few threads, a slice of rows each (einsum lets go of the GIL): the scan is
    # bound by memory reads, and each row's cosine is computed exactly as in one pass (the same bits).
    step = -(-len(codes) // _SCANNERS)
    parts = _scanner().map(lambda start: np.einsum("ij,j->i", codes[start: start + step], query),
                           range(0, len(codes), step))
    return np.concatenate(list(parts))


#: How many of the blocks searched last :meth:`SQLiteVectors.vectors` looks in before it reads the table.
HELD_BLOCKS = 4
#: Blocks of at least this many float32 rows are scanned by :data:`_SCANNERS` threads at once.
PARALLEL_ROWS = 32_768
_SCANNERS = min(4, available_cpus())
_POOL: dict[int, ThreadPoolExecutor] = {}


def _scanner() -> ThreadPoolExecutor:
    """This process's scanning threads, started on its first large scan (a forked child starts its own: the
    parent's threads are not in it)."""
    pid = os.getpid()
    if pid not in _POOL:
        _POOL.clear()
        _POOL[pid] = ThreadPoolExecutor(_SCANNERS, thread_name_prefix="credo-scan")
    return _POOL[pid]


def _top(values: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Indices and values of the k largest entries, best first."""
    k = min(k, len(values))
    idx = np.argpartition(-values, k - 1)[:k] if k < len(values) else np.arange(len(values))
    idx = idx[np.argsort(-values[idx])]
    return idx, values[idx]
