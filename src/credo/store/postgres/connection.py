"""PostgreSQL's connection: a psycopg pool, a transaction bound to the calling thread, and every statement
run as its tenant.

:meth:`PostgresConnection.transaction` binds a pooled connection to the calling thread for
the transaction's life and is re-entrant on that thread. Every statement runs with
``credo.tenant`` set (``set_config(..., true)``, so it ends with the transaction) to the
tenant it names: the store sets it when the tenant changes, so a transaction that spans
many calls for one tenant sets it once. Row-level security then confines even a wrong
WHERE clause to that tenant; the only ways across tenants are the ``credo_*`` functions of
the schema (job claims, tenant listing, keys by id). The schema and the reasoning behind
it are in :mod:`credo.store.pg_migrations`.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from ...errors import StorageError
from ...models import Scope
from ..base import RecallFilter
from ..common import SQLConnection
from ..dialect import Dialect
from ..pg_migrations import PG_MIGRATIONS, apply_migrations
from ..rows import Row
from ..sql import filter_clause, scope_clause
from .cache import CodedCache
from .dialect import POSTGRES, pg_marks
from .driver import load

#: hnsw.ef_search: the candidates an index scan keeps (pgvector allows 1..1000).
EF_SEARCH = 100
#: A user's vector search whose scope (own and shared memories passing the filters) holds at most this many
#: rows ranks them all exactly instead of walking the HNSW index (credo.store.postgres.vectors); 0: never.
EXACT_BELOW = 20_000
#: Tables an erase touches, vacuumed by :meth:`PostgresConnection.compact`.
_ERASED_TABLES = ("memories", "memory_vectors", "memory_terms", "links", "access_log", "status_history",
                  "merge_proposals", "peer_cards", "jobs", "conflicts")


class PostgresConnection(SQLConnection):
    """The pool, the thread's transaction and the statements every PostgreSQL mixin runs through."""

    dialect: ClassVar[Dialect] = POSTGRES

    def __init__(self, dsn: str, *, pool_size: int = 8, migrate_dsn: str | None = None,
                 connect_timeout_s: float = 10.0, ef_search: int = EF_SEARCH,
                 exact_below: int = EXACT_BELOW, data_dir: str | Path | None = None) -> None:
        self._driver = driver = load()
        self.dsn = dsn
        self.where = _redacted(dsn)
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self._ef_search = max(1, min(1000, int(ef_search)))
        self.exact_below = max(0, int(exact_below))
        self._local = threading.local()
        migrate(migrate_dsn or dsn, required=migrate_dsn is not None)
        _check_schema(dsn)
        self._pool = driver.pool(dsn, min_size=1, max_size=max(1, int(pool_size)), open=False,
                                           timeout=connect_timeout_s, configure=_configure,
                                           kwargs={"connect_timeout": max(1, int(connect_timeout_s)),
                                                   "options": "-c TimeZone=UTC"})
        self._coded = CodedCache()
        try:
            self._pool.open(wait=True, timeout=connect_timeout_s)
        except Exception as exc:  # psycopg_pool.PoolTimeout: the server refused or never answered
            self._pool.close()
            raise StorageError(f"cannot connect to PostgreSQL at {self.where}: {_reason(exc)}") from exc

    # -- transactions -------------------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One transaction on a pooled connection bound to this thread; nested use joins it."""
        local = self._local
        if getattr(local, "conn", None) is not None:
            local.depth += 1
            try:
                yield
            finally:
                local.depth -= 1
            return
        try:
            conn = self._pool.getconn()
        except Exception as exc:  # PoolTimeout, PoolClosed
            raise StorageError(f"cannot connect to PostgreSQL at {self.where}: {_reason(exc)}") from exc
        local.conn, local.depth, local.tenant, local.compact_due, local.rewrite_due = conn, 1, None, False, False
        try:
            try:
                yield
            except BaseException:
                _rollback(conn)
                local.compact_due = local.rewrite_due = False
                raise
            try:
                conn.commit()
            except self._driver.Error as exc:
                _rollback(conn)
                raise StorageError(f"database error: {_reason(exc)}") from exc
        finally:
            local.conn = local.tenant = None
            self._pool.putconn(conn)
        if local.compact_due:
            rewrite, local.compact_due, local.rewrite_due = local.rewrite_due, False, False
            self.compact(rewrite=rewrite)

    def _as(self, tenant: str | None) -> Any:
        """The thread's connection, with ``credo.tenant`` set to ``tenant`` (left as it is for None)."""
        local = self._local
        if tenant is not None and tenant != local.tenant:
            local.conn.execute("SELECT set_config('credo.tenant', %s, true)", (tenant,))
            local.tenant = tenant
        return local.conn

    def _run(self, tenant: str | None, sql: str, params: Sequence[Any] = (), *, binary: bool = False,
             prepare: bool | None = None) -> Any:
        """Run one statement in the thread's transaction (or a new one) as ``tenant``; the cursor.

        ``binary``: results in binary format (vectors decode ~30x faster than from text). ``prepare=False``: never
        a server-side prepared statement, so the server plans it for its parameters every time (psycopg prepares a
        statement on its fifth run, and PostgreSQL may then settle on one generic plan for every parameter).
        """
        with self.transaction():
            try:
                return self._as(tenant).execute(sql, params, binary=binary, prepare=prepare)
            except self._driver.Error as exc:
                raise StorageError(f"database error: {_reason(exc)}") from exc

    def _rows(self, tenant: str | None, sql: str, params: Sequence[Any] = (), *,
              binary: bool = False, prepare: bool | None = None) -> list[dict[str, Any]]:
        with self.transaction():
            cursor = self._run(tenant, sql, params, binary=binary, prepare=prepare)
            return cursor.fetchall() if cursor.description else []

    def _one(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> dict[str, Any] | None:
        rows = self._rows(tenant, sql, params)
        return rows[0] if rows else None

    def _many(self, tenant: str, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if not rows:
            return
        with self.transaction():
            try:
                with self._as(tenant).cursor() as cursor:
                    cursor.executemany(sql, rows)
            except self._driver.Error as exc:
                raise StorageError(f"database error: {_reason(exc)}") from exc

    def _few_in_scope(self, scope: Scope, flt: RecallFilter) -> bool:
        """Whether a user's scope holds at most ``exact_below`` memories passing the filters (read up to one more).

        Such a scope is searched whole through the scope indexes, by vector (exactly) and by keyword (every match:
        the scope index confines it); a larger one walks HNSW and prunes its keyword matches. The count is an
        index-only scan of ``idx_memories_scope_filter`` (migration 0016).
        """
        if scope.user is None or self.exact_below <= 0:
            return False
        where_scope, p_scope = scope_clause(scope, d=POSTGRES)
        where_filter, p_filter = filter_clause(flt, d=POSTGRES)
        sql = pg_marks(f"SELECT count(*) AS n FROM (SELECT 1 FROM memories m WHERE {where_scope} AND {where_filter}"
                       " LIMIT ?) x")
        found = self._one(scope.tenant, sql, [*p_scope, *p_filter, self.exact_below + 1])
        return found is not None and int(found["n"]) <= self.exact_below

    def _tenants(self) -> list[str]:
        """Every tenant of the store (a cross-tenant function of the schema)."""
        return [row["t"] for row in self._rows(None, "SELECT t FROM credo_tenants() t")]

    # -- the interface of credo.store.common: statements with ``?`` marks -----------------------------

    def _fetch(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._rows(tenant, pg_marks(sql), params)

    def _fetch_all(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        if tenant is not None:
            return self._rows(tenant, pg_marks(sql), params)
        rows: list[Row] = []
        with self.transaction():  # one snapshot of every tenant: row-level security shows one at a time
            for each in self._tenants():
                rows += self._rows(each, pg_marks(sql), params)
        return rows

    def _write(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> int:
        return int(self._run(tenant, pg_marks(sql), params).rowcount)

    def _write_many(self, tenant: str, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._many(tenant, pg_marks(sql), rows)

    def _serialize(self, tenant: str, name: str) -> None:
        """An advisory lock on ``name``, held to the end of the transaction."""
        self._run(tenant, "SELECT pg_advisory_xact_lock(hashtext(%s))", (name,))

    def _serialize_many(self, tenant: str, names: Sequence[str]) -> None:
        """Advisory locks on ``names`` in their order, in one statement (a bulk store locks many texts)."""
        self._run(tenant, "SELECT count(pg_advisory_xact_lock(hashtext(n))) FROM"
                          " (SELECT n FROM unnest(%s::text[]) WITH ORDINALITY AS u(n, i) ORDER BY i) s", (list(names),))

    # -- erasure's last step, and close ---------------------------------------------------------------

    def compact(self, *, rewrite: bool = False) -> None:
        """VACUUM the tables an erase touches, so dead tuples holding erased text are pruned.

        ``rewrite``: ``VACUUM FULL`` instead, which copies each table and its indexes into new files and
        drops the old ones, so freed space that still held erased bytes leaves the table files. It takes an
        ACCESS EXCLUSIVE lock on each table while it copies it (reads and writes of that table wait), and
        needs free disk for a copy of the largest; its cost is measured by ``bench/erase_rewrite.py``. The
        WAL and any backup still hold the old bytes (docs/erasure.md). Inside a transaction it runs once
        that transaction commits (VACUUM cannot run inside one).
        """
        if getattr(self._local, "conn", None) is not None:
            self._local.compact_due = True
            self._local.rewrite_due = rewrite or getattr(self._local, "rewrite_due", False)
            return
        try:
            with self._driver.connect(self.dsn, autocommit=True, connect_timeout=10) as conn:
                conn.execute(f"VACUUM {'FULL ' if rewrite else ''}{', '.join(_ERASED_TABLES)}")
        except self._driver.Error as exc:
            raise StorageError(f"database error: {_reason(exc)}") from exc

    def close(self) -> None:
        self._pool.close()


def migrate(dsn: str, *, required: bool = True) -> list[str]:
    """Apply pending migrations over ``dsn`` (the schema owner's); the names applied.

    With ``required=False`` a role that cannot migrate (the app role) is not an error here:
    the store then checks that the schema is current when it opens.
    """
    try:
        conn = load().connect(dsn, autocommit=True, connect_timeout=10)
    except load().Error as exc:
        raise StorageError(f"cannot connect to PostgreSQL at {_redacted(dsn)}: {_reason(exc)}") from exc
    try:
        with conn:
            if not required and not _may_migrate(conn):
                return []
            return apply_migrations(conn)
    except load().Error as exc:
        raise StorageError(f"cannot migrate PostgreSQL at {_redacted(dsn)}: {_reason(exc)}") from exc


def _check_schema(dsn: str) -> None:
    """Refuse a database whose schema is not the one this credo's migrations end at."""
    latest = PG_MIGRATIONS[-1][0]
    try:
        with load().connect(dsn, autocommit=True, connect_timeout=10) as conn:
            known = _scalar(conn, "SELECT to_regprocedure('credo_schema()') IS NOT NULL")
            found = _scalar(conn, "SELECT credo_schema()") if known else None
    except load().Error as exc:
        raise StorageError(f"cannot connect to PostgreSQL at {_redacted(dsn)}: {_reason(exc)}") from exc
    if found != latest:
        raise StorageError(f"the database at {_redacted(dsn)} is at schema {found or 'none'}, this credo needs"
                           f" {latest}: run `credo db migrate --dsn OWNER_DSN`")


def _scalar(conn: Any, sql: str) -> Any:
    """The one value a statement returns (None for no row)."""
    row = conn.execute(sql).fetchone()
    return row[0] if row is not None else None


def _may_migrate(conn: Any) -> bool:
    """Whether this login may migrate: it can write ``credo_migrations``, or create it in a fresh database."""
    if conn.execute("SELECT to_regclass('credo_migrations') IS NOT NULL").fetchone()[0]:
        return bool(conn.execute("SELECT has_table_privilege('credo_migrations', 'INSERT')").fetchone()[0])
    return bool(conn.execute("SELECT has_schema_privilege('public', 'CREATE')").fetchone()[0])


def _configure(conn: Any) -> None:
    conn.row_factory = load().dict_row
    load().register_vector(conn)
    conn.commit()


def _rollback(conn: Any) -> None:
    try:
        conn.rollback()
    except load().Error:  # the connection broke; the pool discards it
        pass


def _reason(exc: BaseException) -> str:
    """The first line of a driver error: what went wrong, not a traceback or a DSN."""
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__




def _redacted(dsn: str) -> str:
    """Where a DSN points, without its password: ``user@host:port/dbname``."""
    try:
        parts = load().conninfo_to_dict(dsn)
    except Exception:  # noqa: BLE001 -- a DSN psycopg cannot parse is named as unreadable, never echoed
        return "an unreadable PostgreSQL DSN"
    host = parts.get("host") or "localhost"
    return f"{parts.get('user', '')}@{host}:{parts.get('port', 5432)}/{parts.get('dbname', '')}"
