"""The vectors a SQLite store keeps in memory between searches: blocks per (tenant, user, model), least recently used out.

A search scores every vector in scope in numpy. Reading them from the file per query
would dominate it, so each (tenant, user, embedding model) keeps its vectors as one
block per precision tier. ``vector_state`` holds a generation per (tenant, user) that
every write moves: an appended row only extends the blocks, and a changed or deleted
row (``deletions`` moved too) reloads them.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

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

    def clear(self) -> None:
        """Forget every block (the generations they were read at may be void)."""
        self._blocks.clear()
