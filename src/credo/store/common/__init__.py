"""Backend code written once for every SQL backend, over a small connection interface.

What SQLite and PostgreSQL do the same way -- reads of memories through the renderer,
the trail beside each memory, the review queue and peer cards, the job queue, API keys,
log pruning and the audit chain -- lives here as mixins of :class:`SQLStore`. Each
backend's connection class (:class:`~credo.store.common.connection.SQLConnection`)
supplies a dialect, a transaction and a way to run a statement as a tenant; each backend
package adds only what it does its own way: inserting and updating memories, full-text
and vector search, erasure, and what crosses tenants by design (job claims, keys by id,
scheduler leases).

==========================  ===================================================
:mod:`.connection`          the interface, an INSERT/upsert builder, ``Where``
:mod:`.memories`            get, select, aggregate, vector tiers
:mod:`.trail`               status history, links, the access log; erasure's share
:mod:`.review`              conflicts, merge proposals, peer cards
:mod:`.queue`               jobs, API keys, log pruning
:mod:`.audit`               the audit chain and its pruning checkpoints
:mod:`.erasure`             erasing a user: memories, jobs, conflicts, proposals, cards
==========================  ===================================================
"""

from __future__ import annotations

from .audit import Audit
from .connection import SQLConnection
from .erasure import UserErasure
from .memories import MemoryReads
from .queue import Queue
from .review import Review
from .trail import Trail

__all__ = ["SQLConnection", "SQLStore"]


class SQLStore(UserErasure, MemoryReads, Trail, Review, Queue, Audit):
    """Everything both SQL backends share; a backend class lists its own mixins before this one."""
