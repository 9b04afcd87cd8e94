"""Re-embedding: move a store's vectors to another embedding model, in resumable batches.

A store may hold vectors of two models while it moves from one to the other
(every memory records ``embedding_model``), but a search never compares a query
with vectors of another model: until a memory is re-embedded, recall finds it by
keyword only. :func:`reembed` gives every memory that lacks a vector of the
target model one: every tenant, every status (archived, superseded and
quarantined memories included, so ``restore`` and ``as_of`` keep working),
oldest first, ``batch_size`` at a time. Each batch commits in its own
transaction with one audit event per batch (``store.reembedded``), so a run
that is interrupted loses at most one batch, and the next run does only what is
left. Erased memories have no row left, so there is nothing of them to embed.

:func:`credo.services.stored_model` answers which known model most of a store's
vectors are from, so that opening a MiniLM store without naming an embedder keeps
using MiniLM instead of silently comparing bge queries with nothing.

>>> import os, tempfile
>>> from credo import HashEmbedder, Memory
>>> from credo.timeutil import parse_time
>>> mem = Memory(os.path.join(tempfile.mkdtemp(), "r.db"), embedder=HashEmbedder(dim=32))
>>> _ = mem.store("Ann drinks green tea", user="ann")
>>> reembed(mem.backend, HashEmbedder(dim=64), now=parse_time("2026-01-01"))["done"]
1
>>> reembed(mem.backend, HashEmbedder(dim=64), now=parse_time("2026-01-01"))["done"]
0
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from .. import rules
from ..embed import Embedder, embed_many
from ..errors import InvalidInput, NotFound
from ..models import Scope
from ..store.base import Store

#: Memories embedded (and committed) at a time.
BATCH_SIZE = 64
MAX_BATCH_SIZE = 4096

Progress = Callable[[int, int], None]


def pending(store: Store, tenant: str, model: str) -> int:
    """How many of the tenant's memories lack a vector of ``model``."""
    stats = rules.stats(store, tenant)
    return stats["total"] - stats["embedding_models"].get(model, 0)


def reembed(store: Store, embedder: Embedder, *, now: datetime, batch_size: int = BATCH_SIZE,
            progress: Progress | None = None, actor: str = "reembed") -> dict[str, Any]:
    """Give every memory of every tenant a vector of ``embedder``'s model; returns a report.

    ``progress(done, total)`` is called after each committed batch. The report:
    ``{"task": "reembed", "model", "total", "done", "batches", "tenants": {tenant: done}}``,
    where ``total`` is what was left to do when the run began (0: nothing to do).
    """
    if isinstance(batch_size, bool) or not isinstance(batch_size, int) or not 1 <= batch_size <= MAX_BATCH_SIZE:
        raise InvalidInput(f"batch size must be between 1 and {MAX_BATCH_SIZE}")
    tenants = rules.tenants(store)
    left = {tenant: pending(store, tenant, embedder.name) for tenant in tenants}
    report: dict[str, Any] = {"task": "reembed", "model": embedder.name, "total": sum(left.values()), "done": 0,
                              "batches": 0, "tenants": {}}
    for tenant in tenants:
        if left[tenant]:
            report["tenants"][tenant] = _tenant(store, embedder, tenant, now, batch_size, actor, report, progress)
    return report


def _tenant(store: Store, embedder: Embedder, tenant: str, now: datetime, batch_size: int, actor: str,
            report: dict[str, Any], progress: Progress | None) -> int:
    done = 0
    while batch := rules.stale_vectors(store, tenant, embedder.name, batch_size):
        vectors = embed_many(embedder, [text for _, text in batch])
        with store.transaction():
            written = 0
            for (memory_id, _), vector in zip(batch, vectors):
                try:
                    store.update(tenant, memory_id, {}, vector=vector, model=embedder.name)
                    written += 1
                except NotFound:  # erased since the batch was read
                    continue
            store.append_audit(tenant, "store.reembedded", actor, now, None,
                               {"model": embedder.name, "memories": written})
        done += written
        report["done"] += written
        report["batches"] += 1
        if progress is not None:
            progress(report["done"], report["total"])
    return done


def stats(store: Store, embedder: Embedder, tenant: str, user: str | None = None, *,
          viewer: Scope | None = None) -> dict[str, Any]:
    """:func:`credo.rules.stats`, plus the embedder in use and ``reembed_needed``: how many memories lack a
    vector of its model (what :func:`reembed` would do). With a ``viewer``, everything counted is what it may see."""
    found = rules.stats(store, tenant, user, viewer=viewer)
    found["embedder"] = embedder.name
    found["reembed_needed"] = found["total"] - found["embedding_models"].get(embedder.name, 0)
    return found
