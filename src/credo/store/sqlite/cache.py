"""The vectors a SQLite store keeps in memory between searches: blocks per (tenant, user, model), least recently used out.

A search scores every vector in scope in numpy. Reading them from the file per query
would dominate it, so each (tenant, user, embedding model) keeps its vectors as one
block per precision tier. ``vector_state`` holds a generation per (tenant, user) that
every write moves: an appended row only extends the blocks, and a changed or deleted
row (``deletions`` moved too) reloads them.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np

from ... import quantize

#: The ``vector_state`` user name under which a tenant's shared memories are counted and cached.
SHARED = "\x00shared"


@dataclass
class Blocks:
    """One (tenant, user, model)'s vectors in memory: a block per tier, each with its ids in block order."""

    generation: int
    deletions: int
    max_seq: int
    dim: int
    parts: list[tuple[list[str], quantize.Encoded]]
    #: id -> row of the float32 block, made on the first :meth:`stored` and extended with it (None until then)
    _rows: dict[str, int] | None = field(default=None, repr=False)

    def extend(self, fresh: list[tuple[list[str], quantize.Encoded]]) -> None:
        """Append newly read rows, each to the block of its tier."""
        by_tier = {block.tier: i for i, (_, block) in enumerate(self.parts)}
        for ids, block in fresh:
            if block.tier == "active" and self._rows is not None:
                start = len(self.parts[by_tier["active"]][0]) if "active" in by_tier else 0
                self._rows.update(zip(ids, range(start, start + len(ids))))
            if block.tier not in by_tier:
                by_tier[block.tier] = len(self.parts)
                self.parts.append((ids, block))
                continue
            old_ids, old = self.parts[by_tier[block.tier]]
            self.parts[by_tier[block.tier]] = (old_ids + ids, quantize.concat([old, block]))

    def stored(self, ids: list[str]) -> Iterator[tuple[str, np.ndarray]]:
        """The float32 vectors of those of ``ids`` this block holds, each a copy of its stored row.

        The id index costs a dict of the block's ids (~8 MB at 100k), made once per block and extended with
        it: reading the same vectors from the file, a row each, was most of a keyword-only candidate's cost.
        """
        active = [(block_ids, block) for block_ids, block in self.parts if block.tier == "active"]
        if not active:
            return
        block_ids, block = active[0]
        if self._rows is None:
            self._rows = {memory_id: row for row, memory_id in enumerate(block_ids)}
        for memory_id in ids:
            row = self._rows.get(memory_id)
            if row is not None:
                yield memory_id, block.codes[row].copy()


class VectorCache:
    """At most ``size`` :class:`Blocks`, by (tenant, user, model); the least recently used goes first.

    >>> cache = VectorCache(1)
    >>> cache.put(("t", "ann", "m"), Blocks(1, 0, 0, 8, []))
    >>> cache.put(("t", "bob", "m"), Blocks(1, 0, 0, 8, []))
    >>> cache.get(("t", "ann", "m")) is None, cache.get(("t", "bob", "m")).generation
    (True, 1)
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self._blocks: OrderedDict[tuple[str, str, str], Blocks] = OrderedDict()

    def get(self, key: tuple[str, str, str]) -> Blocks | None:
        found = self._blocks.get(key)
        if found is not None:
            self._blocks.move_to_end(key)
        return found

    def put(self, key: tuple[str, str, str], blocks: Blocks) -> None:
        self._blocks[key] = blocks
        self._blocks.move_to_end(key)
        while len(self._blocks) > self.size:
            self._blocks.popitem(last=False)

    def held(self, tenant: str, model: str) -> list[tuple[str, Blocks]]:
        """The (user, blocks) held for ``tenant`` and ``model``, most recently used first."""
        return [(user, blocks) for (t, user, m), blocks in reversed(self._blocks.items()) if t == tenant and m == model]

    def clear(self) -> None:
        """Forget every block (the generations they were read at may be void)."""
        self._blocks.clear()
