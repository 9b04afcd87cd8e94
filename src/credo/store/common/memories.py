"""Reads of memories through the one renderer: get, select, aggregate and vector tiers, the same on every backend.

A backend supplies how a statement names ``memories m`` (:meth:`MemoryReads._table`:
SQLite may read a large tenant in table order) and how it runs for every tenant
(:meth:`~credo.store.common.connection.SQLConnection._fetch_all`); the SQL is the renderer's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, overload

import numpy as np

from ...errors import StorageError
from ...models import MemoryUnit
from ..base import Aggregate, Group, Scalar, Select, StoredVector
from ..dialect import COLUMNS
from ..rows import MEMORY_COLUMNS, memory_from_row
from ..sql import aggregate_sql, select_sql
from .connection import SQLConnection

#: Columns an update may not set: a memory's identity, and the vector's model, which follows its vector.
_FIXED = frozenset({"id", "tenant", "embedding_model", "embedding_dim"})


class MemoryReads(SQLConnection):
    """:meth:`get`, :meth:`select`, :meth:`aggregate` and :meth:`vector_tiers` over the renderer."""

    def _table(self, query: Select, agg: Aggregate | None = None) -> str:
        """How a statement over ``query`` names ``memories m`` (a backend may add a planner directive)."""
        return "memories m"

    def get(self, tenant: str, ids: Sequence[str]) -> list[MemoryUnit]:
        if not ids:
            return []
        d = self.dialect
        wanted, params = d.in_list(d.column("m", "id"), ids)
        # the tenant behind SQLite's "+": the unique id index, not the tenant index, finds the rows
        rows = self._fetch(tenant, f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE {wanted}"
                                   f" AND {d.id_hint(d.column('m', 'tenant'))} = ?", [*params, tenant])
        by_id = {row["id"]: memory_from_row(row) for row in rows}
        return [by_id[i] for i in ids if i in by_id]

    @overload
    def select(self, query: Select, *, ids_only: Literal[False] = False) -> list[MemoryUnit]: ...

    @overload
    def select(self, query: Select, *, ids_only: Literal[True]) -> list[str]: ...

    def select(self, query: Select, *, ids_only: bool = False) -> list[MemoryUnit] | list[str]:
        if not ids_only:
            sql, params = select_sql(query, MEMORY_COLUMNS, self.dialect, table=self._table(query))
            return [memory_from_row(row) for row in self._fetch_all(query.tenant, sql, params)]
        sql, params = select_sql(query, "m.id", self.dialect, table=self._table(query))
        found: list[str] = [row["id"] for row in self._fetch_all(query.tenant, sql, params)]
        if query.ids is not None and not query.order:
            passed = set(found)
            return [i for i in dict.fromkeys(query.ids) if i in passed]
        return found

    def aggregate(self, query: Select, agg: Aggregate) -> list[Group]:
        sql, params, keys = aggregate_sql(query, agg, self.dialect, table=self._table(query, agg))
        rows = self._fetch_all(query.tenant, sql, params)
        return rows if query.tenant is not None else merge_groups(rows, keys, agg)

    def vector_tiers(self, query: Select) -> dict[str, StoredVector]:
        table = self._table(query) + " JOIN memory_vectors v ON v.seq = m.seq"
        sql, params = select_sql(query, "m.id, v.tier, m.embedding_dim, m.embedding_model", self.dialect,
                                 table=table)
        return {r["id"]: StoredVector(r["tier"], r["embedding_dim"], r["embedding_model"])
                for r in self._fetch_all(query.tenant, sql, params)}


def merge_groups(rows: Sequence[Group], keys: Sequence[str], agg: Aggregate) -> list[Group]:
    """Groups counted per tenant summed into one per key: counts added, extremes of extremes.

    >>> merge_groups([{"kind": "fact", "n": 2}, {"kind": "fact", "n": 3}], ["kind"], Aggregate(by=("kind",)))
    [{'kind': 'fact', 'n': 5}]
    """
    merged: dict[tuple[Scalar, ...], Group] = {}
    for row in rows:
        key = tuple(row[k] for k in keys)
        if key not in merged:
            merged[key] = dict(row)
            continue
        into = merged[key]
        into["n"] = _count(into["n"]) + _count(row["n"])
        for column in agg.min:
            into[f"min_{column}"] = _extreme(min, into[f"min_{column}"], row[f"min_{column}"])
        for column in agg.max:
            into[f"max_{column}"] = _extreme(max, into[f"max_{column}"], row[f"max_{column}"])
    return list(merged.values())


def checked_fields(fields: Mapping[str, object], vector: np.ndarray | None, model: str | None) -> dict[str, object]:
    """The columns an update sets: ``fields``, and the vector's model and dimension with a new vector.

    Unknown columns, the identity columns and a vector without its model are a StorageError.
    """
    bad = (set(fields) - set(COLUMNS)) | (_FIXED & set(fields))
    if bad:
        raise StorageError(f"cannot update columns {sorted(bad)}")
    checked = dict(fields)
    if vector is not None:
        if not model:
            raise StorageError("a replaced vector needs its model's name")
        checked["embedding_model"], checked["embedding_dim"] = model, int(np.asarray(vector).shape[-1])
    return checked


def check_pairs(units: Sequence[MemoryUnit], vectors: Sequence[np.ndarray | None]) -> None:
    """An insert needs one vector (or None) per memory."""
    if len(units) != len(vectors):
        raise StorageError("insert needs one vector (or None) per memory")


def _count(value: Scalar) -> int:
    return int(value) if isinstance(value, (int, float)) else 0


def _extreme(pick: Callable[[list[Any]], Any], a: Scalar, b: Scalar) -> Scalar:
    """The min or max of two extremes of one column, either of which may be NULL."""
    if a is None:
        return b
    if b is None:
        return a
    chosen: Scalar = pick([a, b])
    return chosen
