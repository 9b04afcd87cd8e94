"""The quantized vectors a PostgreSQL store keeps in memory between searches, per (tenant, model, dimension).

A vector the ``compress`` job moved to a lower tier keeps its :mod:`credo.quantize` code and
no pgvector value, so no place in the HNSW index; a search scores a tenant's quantized rows
in numpy from these blocks. A generation in ``vector_state`` (user :data:`CODED`), moved in
the transaction that changes a quantized row, tells every process when to reload.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from ... import quantize

#: The ``vector_state`` row (user name) whose generation moves when any quantized vector of the tenant changes.
CODED = "*quantized"


@dataclass(frozen=True)
class Coded:
    """A tenant's quantized vectors of one model and dimension: a block per tier, the ids and owners in block order."""

    generation: int
    ids: list[str]
    users: np.ndarray    # the owner of each row
    shared: np.ndarray   # whether each row is shared
    blocks: list[quantize.Encoded]


class CodedCache:
    """At most ``size`` :class:`Coded` blocks, by (tenant, model, dim); the oldest read goes first. Thread-safe.

    >>> cache = CodedCache(1)
    >>> cache.put(("t", "m", 8), Coded(1, [], np.array([]), np.array([]), []))
    >>> cache.put(("u", "m", 8), Coded(2, [], np.array([]), np.array([]), []))
    >>> cache.get(("t", "m", 8)) is None, cache.get(("u", "m", 8)).generation
    (True, 2)
    """

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._blocks: dict[tuple[str, str, int], Coded] = {}
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str, int]) -> Coded | None:
        with self._lock:
            return self._blocks.get(key)

    def put(self, key: tuple[str, str, int], coded: Coded) -> None:
        with self._lock:
            self._blocks[key] = coded
            while len(self._blocks) > self.size:
                self._blocks.pop(next(iter(self._blocks)))
