"""The server backend: PostgreSQL 18 with pgvector, shared by any number of ``credo serve`` processes.

:class:`PostgresStore` implements the whole :class:`~credo.store.base.Store` protocol
through a psycopg 3 connection pool: the code both SQL backends share
(:mod:`credo.store.common`) and PostgreSQL's own, one module per concern. Everything that
decides *which* rows a call touches is rendered by :mod:`credo.store.sql` with
:class:`~credo.store.postgres.dialect.PostgresDialect`; this package holds no rule, only
PostgreSQL's spelling and the mechanics (pool, transactions, full-text statistics,
vectors, locks). The schema and the reasoning behind it are in
:mod:`credo.store.pg_migrations`.

=====================  ===========================================================
:mod:`.driver`         psycopg, imported when the first store opens (the ``postgres`` extra)
:mod:`.dialect`        PostgreSQL's spelling of SQL and of stored values
:mod:`.connection`     the pool, the thread's transaction, row-level security, migrations, VACUUM
:mod:`.memories`       insert, update, rescore, record access, erase, the canary scan
:mod:`.text`           full text ranked as FTS5's bm25, session members
:mod:`.vectors`        pgvector search, quantized rows scored in numpy
:mod:`.cache`          the quantized blocks kept in memory between searches
:mod:`.queue`          job claims, keys by id, audit tenants, scheduler leases
=====================  ===========================================================
"""

from __future__ import annotations

from ..base import Store
from ..common import SQLStore
from .connection import EF_SEARCH, migrate
from .dialect import POSTGRES, PostgresDialect
from .memories import PostgresMemories
from .queue import PostgresQueue
from .text import tsvector_of

__all__ = ["EF_SEARCH", "POSTGRES", "PostgresDialect", "PostgresStore", "migrate", "tsvector_of"]


class PostgresStore(PostgresMemories, PostgresQueue, SQLStore, Store):
    """A :class:`~credo.store.base.Store` on PostgreSQL (psycopg 3 pool, pgvector, row-level security).

    ``dsn`` is what the service connects as: normally the non-owner app role, which
    row-level security binds. ``migrate_dsn`` is the schema owner's DSN: with it, pending
    migrations are applied at open (concurrent openers migrate once). Without it the
    store tries ``dsn`` itself when that role owns the schema, and otherwise checks that
    the schema is current and refuses to open a database that needs migrating
    (``credo db migrate --dsn OWNER_DSN`` applies them). ``data_dir`` names the server's
    data directory when this process can read it (an embedded server), for
    :meth:`~credo.store.postgres.memories.PostgresMemories.canary_scan`.

    Usage::

        store = PostgresStore("postgresql://credo_app:...@db:5432/credo",
                              migrate_dsn="postgresql://credo_owner:...@db:5432/credo")
        Memory(store=store)
    """
