"""The embedded backend: one SQLite file, WAL, one writer, FTS5 and numpy vectors.

:class:`SQLiteStore` is the code both SQL backends share (:mod:`credo.store.common`)
and SQLite's own, one module per concern:

=====================  ===========================================================
:mod:`.connection`     the connection, ``BEGIN IMMEDIATE`` transactions, the WAL emptied after an erase
:mod:`.memories`       insert, update, rescore, record access, erase, and ``NOT INDEXED`` passes
:mod:`.text`           full-text search (FTS5) and session members
:mod:`.keywords`       exact top-k keyword search from each user's postings in memory, scored as FTS5's bm25()
:mod:`.vectors`        vectors at their precision tier, searched in numpy
:mod:`.cache`          the vector blocks kept in memory between searches
:mod:`.queue`          job claims, keys by id, audit tenants, scheduler leases
=====================  ===========================================================

The schema is :mod:`credo.store.migrations`.

>>> import tempfile, os
>>> store = SQLiteStore(os.path.join(tempfile.mkdtemp(), "doc.db"))
>>> store.journal_mode
'wal'
"""

from __future__ import annotations

from ..base import Store
from ..common import SQLStore
from .memories import SQLiteMemories
from .queue import SQLiteQueue
from .text import SQLiteText, fts_query

__all__ = ["SQLiteStore", "fts_query"]


class SQLiteStore(SQLiteMemories, SQLiteText, SQLiteQueue, SQLStore, Store):
    """The default :class:`~credo.store.base.Store`: a single SQLite file.

    One connection, guarded by a lock, so one instance can serve a threaded
    web server; several processes may open the same file (WAL + busy timeout).
    ``SQLiteStore(path, busy_timeout_ms=5000, vector_cache_size=64, erase_wait_ms=None)``:
    see :class:`~credo.store.sqlite.connection.SQLiteConnection`.
    """
