"""PostgreSQL's vectors: pgvector with an HNSW index per dimension, and quantized rows scored in numpy.

A search within one user's memories (with the tenant's shared ones) that holds at most
``exact_below`` rows (:data:`~credo.store.postgres.connection.EXACT_BELOW`, counted with a bounded read of the scope
indexes) ranks them all exactly: the scope indexes find the rows, their vectors come by
primary key, and ordering a few thousand distances is faster than a filtered HNSW walk
that must skip the other users' neighbours -- and it is exact. Its cost grows with the
user's own rows, not with the tenant's. A larger scope (a tenant-wide search, a user with
many memories) orders by cosine distance with ``hnsw.iterative_scan`` so that scope and belief
filters, applied to the index's candidates, still yield ``limit`` rows; it re-sorts what
comes back by its exact distance, and when fewer than ``limit`` pass it searches again
exactly (without the index), as SQLite widens its candidate pool. A vector the
``compress`` job moved to a lower tier keeps its :mod:`credo.quantize` code in ``code``
and no pgvector value (so no place in the index; migration 0008 says why): the same
search scores a tenant's quantized rows in numpy from the blocks of
:mod:`credo.store.postgres.cache`, checks the best of them against scope and filters in
SQL, widening until enough pass, and merges the two lists by score.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ... import quantize
from ...models import Scope
from .. import tiers
from ..base import RecallFilter
from ..sql import filter_clause, scope_clause
from .cache import CODED, Coded
from .connection import PostgresConnection
from .dialect import POSTGRES, pg_marks

#: Memories re-tiered per statement.
_RETIER_SLICE = 2000


class PostgresVectors(PostgresConnection):
    """Reading, re-tiering and searching vectors."""

    def vectors(self, tenant: str, ids: Sequence[str], *, model: str) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        rows = self._rows(tenant, "SELECT m.id, v.dim, v.tier, v.vector, v.code FROM memory_vectors v"
                          " JOIN memories m ON m.seq = v.seq"
                          " WHERE m.tenant = %s AND m.id = ANY(%s) AND m.embedding_model = %s",
                          (tenant, list(ids), model), binary=True)
        return {r["id"]: tiers.unit_vector(r["tier"], r["dim"], _stored(r)) for r in rows}

    def set_vector_tiers(self, tenant: str, moves: Mapping[str, str],
                         vectors: Mapping[str, np.ndarray] | None = None) -> int:
        wanted, given = list(dict.fromkeys(moves)), vectors or {}
        changed = 0
        with self.transaction():
            for offset in range(0, len(wanted), _RETIER_SLICE):
                rows = self._rows(tenant, "SELECT v.seq, m.id, v.dim, v.tier, v.vector, v.code FROM memory_vectors v"
                                  " JOIN memories m ON m.seq = v.seq WHERE m.tenant = %s AND m.id = ANY(%s)"
                                  " FOR UPDATE OF v", (tenant, wanted[offset: offset + _RETIER_SLICE]), binary=True)
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
                  (tenant, CODED))

    def _coded_block(self, tenant: str, model: str, dim: int) -> Coded:
        """The tenant's quantized vectors of ``model``, from memory unless the generation moved since they were read."""
        state = self._one(tenant, 'SELECT generation FROM vector_state WHERE tenant = %s AND "user" = %s',
                          (tenant, CODED))
        generation = state["generation"] if state else 0
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
        fresh = Coded(generation, [owners[seq]["id"] for seq in ids],
                      np.array([owners[seq]["user"] for seq in ids], dtype=object),
                      np.array([bool(owners[seq]["shared"]) for seq in ids], dtype=bool), blocks)
        self._coded.put((tenant, model, dim), fresh)
        return fresh

    def _search_coded(self, scope: Scope, flt: RecallFilter, coded: Coded, query: np.ndarray,
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
        check = pg_marks(f"SELECT m.id FROM memories m WHERE m.id = ANY(?) AND {where_scope} AND {where_filter}")
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

    def search_vector(self, scope: Scope, vector: np.ndarray, flt: RecallFilter, limit: int, *,
                      model: str) -> list[tuple[str, float]]:
        query = as_vector(vector)
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
        exact = "v.vector <=> ?::vector"  # no dimension cast, so not the index's expression: every vector in scope
        with self.transaction():
            if self._few_in_scope(scope, flt):
                # the scope's seqs first (the scope indexes), then their vectors by primary key: written as a join,
                # the planner hashes every vector of the tenant (a sequential scan, 17 ms at 20k rows)
                seqs = f"v.seq = ANY(ARRAY(SELECT m.seq FROM memories m WHERE {where_scope} AND {where_filter}))"
                rows = self._rows(scope.tenant, pg_marks(f"{base} AND {seqs} ORDER BY {exact}, m.seq LIMIT ?"),
                                  [*params, *p_scope, *p_filter, query, limit], binary=True)
            else:
                self._run(scope.tenant, "SELECT set_config('hnsw.ef_search', %s, true),"
                          " set_config('hnsw.iterative_scan', 'relaxed_order', true)",
                          (str(max(self._ef_search, min(1000, limit))),))
                rows = self._rows(scope.tenant, pg_marks(f"{base} ORDER BY {distance} LIMIT ?"),
                                  [*params, query, limit], binary=True)
                if len(rows) < limit:  # the scan gave up before enough passed the filters: every vector in scope
                    rows = self._rows(scope.tenant, pg_marks(f"{base} ORDER BY {exact}, m.seq LIMIT ?"),
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


def _stored(row: dict[str, Any]) -> bytes:
    """A memory_vectors row's stored bytes: the float32 components, or the quantized code."""
    return row["vector"].to_numpy().astype(np.float32).tobytes() if row["tier"] == "active" else bytes(row["code"])


def as_vector(vector: np.ndarray) -> np.ndarray:
    """A vector as pgvector stores it: float32, flat."""
    return np.ascontiguousarray(vector, dtype=np.float32).reshape(-1)
