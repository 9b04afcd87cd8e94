"""The compress job: keep each memory's vector at the precision its retention earns (engram's embedding compression).

:func:`credo.rules.vector_tiers` says where every vector belongs (float32 while a
memory's retention exceeds 0.8, then int8, int4 and 2-bit; archived memories at 2
bits; pinned memories at float32 always). :func:`compress`
moves the vectors that are elsewhere, ``batch`` at a time, each batch in its own
transaction:

* a move down re-encodes the stored vector (decoded, normalised again) at the lower tier;
* a move up cannot be decoded back -- the lost bits are gone -- so the memory's text,
  which credo keeps, is embedded again with the store's embedder and stored at the new
  tier: a memory recalled often enough to climb back to active is matched by its exact
  float32 vector again. A memory whose vector is of another model waits for
  ``credo reembed`` (counted as ``awaiting_reembed``), which stores it at float32.

Running it twice at the same ``now`` moves nothing the second time. The decay job
rescores first; the scheduler runs ``compress`` on its own interval (``scheduler.compress``).

>>> import os, tempfile
>>> from credo import HashEmbedder, Memory
>>> mem = Memory(os.path.join(tempfile.mkdtemp(), "c.db"), embedder=HashEmbedder(dim=32))
>>> _ = mem.store("Ann drinks green tea", user="ann", now="2026-01-01")
>>> _ = mem.manage("decay", now="2026-06-01")
>>> compress(mem.backend, mem.embedder, "default", mem.services.now("2026-06-01"), dry_run=True)["counts"]["moved"]
1
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import Any

from .. import rules
from ..embed import Embedder, embed_many
from ..quantize import BITS, bytes_per_vector
from ..store.base import Store, StoredVector

#: Vectors moved (and committed) per transaction.
BATCH_SIZE = 2000


def plan(store: Store, tenant: str, now: datetime) -> dict[str, tuple[StoredVector, str]]:
    """Every vector of the tenant that is not at its tier: id -> (how it is kept now, the tier it belongs in)."""
    moves: dict[str, tuple[StoredVector, str]] = {}
    for tier, query in rules.vector_tiers(tenant, now):
        for memory_id, stored in store.vector_tiers(query).items():
            if stored.tier != tier:
                moves[memory_id] = (stored, tier)
    return moves


def compress(store: Store, embedder: Embedder, tenant: str, now: datetime, *, dry_run: bool = False,
             batch: int = BATCH_SIZE) -> dict[str, Any]:
    """Move every vector of the tenant to its tier; the report says what moved (or, dry, what would).

    ``counts``: ``moved``, ``promoted`` (re-embedded), ``demoted``, ``awaiting_reembed``;
    ``moves``: how many went from each tier to each (``"active->warm"``); ``bytes``: the
    vectors' size before and after, and what the moves save.
    """
    moves = plan(store, tenant, now)
    waiting = {i for i, (stored, tier) in moves.items()
               if BITS[tier] > BITS[stored.tier] and stored.model != embedder.name}
    todo = {i: move for i, move in moves.items() if i not in waiting}
    before = sum(bytes_per_vector(stored.tier, stored.dim) for stored, _ in todo.values())
    after = sum(bytes_per_vector(tier, stored.dim) for stored, tier in todo.values())
    up = [i for i, (stored, tier) in todo.items() if BITS[tier] > BITS[stored.tier]]
    if not dry_run:
        ids, climbing = list(todo), set(up)
        for start in range(0, len(ids), batch):
            chunk = ids[start: start + batch]
            _move(store, embedder, tenant, {i: todo[i][1] for i in chunk}, [i for i in chunk if i in climbing])
    return {"task": "compress", "dry_run": dry_run,
            "counts": {"moved": len(todo), "promoted": len(up), "demoted": len(todo) - len(up),
                       "awaiting_reembed": len(waiting)},
            "moves": dict(sorted(Counter(f"{s.tier}->{t}" for s, t in todo.values()).items())),
            "bytes": {"before": before, "after": after, "saved": before - after}}


def _move(store: Store, embedder: Embedder, tenant: str, moves: dict[str, str], up: list[str]) -> None:
    """One batch: embed the climbing memories' texts outside the write lock, then store the batch at once.

    A text edited meanwhile already has a new float32 vector: its stale embedding is dropped, and so is its move.
    """
    texts = {u.id: u.text for u in store.get(tenant, up)}
    embedded = dict(zip(texts, embed_many(embedder, list(texts.values())))) if texts else {}
    with store.transaction():
        still = {u.id for u in store.get(tenant, up) if texts.get(u.id) == u.text}
        vectors = {i: v for i, v in embedded.items() if i in still}
        store.set_vector_tiers(tenant, {i: t for i, t in moves.items() if i in vectors or i not in texts}, vectors)
