"""SQLite's connection: one per store, WAL, a lock, ``BEGIN IMMEDIATE``, and the log emptied after an erase.

Writes take ``BEGIN IMMEDIATE`` so concurrent writers queue on the busy timeout
instead of failing half-way; one connection guarded by a re-entrant lock lets one
store serve a threaded web server, and several processes may open the same file.

Erasure reaches the bytes: ``secure_delete`` zeroes freed cells and pages, and after
a transaction that erased, a ``wal_checkpoint(TRUNCATE)`` empties the write-ahead log,
which still holds the old pages. Another connection's open read pins those pages: the
erase waits for it (``erase_wait_ms``), and if it is still open raises
:class:`~credo.errors.ErasePending`; the store then retries after each later write and
at close, and checkpoints any leftover log when it opens.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from ...errors import ErasePending, StorageError, StoreBusy
from ..common import SQLConnection
from ..dialect import SQLITE, Dialect
from ..migrations import apply_migrations
from ..rows import Row
from .cache import VectorCache
from .keywords import KeywordIndex


def switch_to_wal(conn: sqlite3.Connection, wait_ms: int) -> str:
    """Put the file in WAL mode and return the journal mode it ends in (``memory`` for ``:memory:``).

    Connections switching a new file at once deadlock inside SQLite: each holds its read
    lock and wants the write lock, and the loser gets ``SQLITE_BUSY`` at once, without its
    busy handler. It tries again, with short growing pauses, until the winner's switch is
    done (the file then says WAL and the pragma returns at once) or ``wait_ms`` has passed.
    """
    deadline = time.monotonic() + wait_ms / 1000
    pause = 0.001
    while True:
        try:
            return str(conn.execute("PRAGMA journal_mode=WAL").fetchone()[0])
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorcode & 0xFF != sqlite3.SQLITE_BUSY or time.monotonic() >= deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, 0.05)


class SQLiteConnection(SQLConnection):
    """The connection, its transactions and the statements every SQLite mixin runs through."""

    dialect: ClassVar[Dialect] = SQLITE

    def __init__(self, path: str | Path, *, busy_timeout_ms: int = 5000, vector_cache_size: int = 64,
                 erase_wait_ms: int | None = None) -> None:
        self.path = str(path)
        self._busy_timeout_ms = int(busy_timeout_ms)
        self._erase_wait_ms = self._busy_timeout_ms if erase_wait_ms is None else int(erase_wait_ms)
        self._lock = threading.RLock()
        self._depth = 0
        self._checkpoint_due = False  # a bulk rewrite: fold the WAL back (best effort)
        self._scrub_due = False  # an erase in this transaction: the WAL must be emptied after it commits
        self._scrub_pending = False  # a reader outlasted the erase's wait: retried after every commit
        self._vectors = VectorCache(vector_cache_size)
        self._keywords = KeywordIndex(vector_cache_size)  # each user's postings, as many as vector blocks
        self.journal_mode = ""
        self._conn = self._open(busy_timeout_ms)
        with self._lock:
            self._truncate_wal(0)  # a process that died mid-erase left its old pages in the log

    def _open(self, busy_timeout_ms: int) -> sqlite3.Connection:
        """Connect, set the pragmas and migrate; any failure (a directory, /dev/null, a file that is not
        SQLite, no permission, a path that does not encode) is one StorageError naming the path."""
        conn = None
        try:
            if self.path != ":memory:":
                self.path.encode("utf-8")
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            conn.row_factory = sqlite3.Row
            # the busy timeout first: switching a new file to WAL, and migrating it, wait for a concurrent opener
            conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
            self.journal_mode = switch_to_wal(conn, busy_timeout_ms)
            for pragma in ("synchronous=NORMAL", "foreign_keys=ON", "secure_delete=ON"):
                conn.execute(f"PRAGMA {pragma}")
            with self._lock:
                apply_migrations(conn)
            return conn
        except (sqlite3.Error, OSError, UnicodeError) as exc:
            if conn is not None:
                conn.close()
            where = self.path.encode("utf-8", "backslashreplace").decode("utf-8")
            raise StorageError(f"cannot open database {where}: {exc}") from exc

    # -- transactions -------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """The single write transaction; nested use joins the outer one."""
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            self._execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield
            except BaseException:
                self._depth = 0
                self._conn.execute("ROLLBACK")
                self._checkpoint_due = self._scrub_due = False
                self._vectors.clear()  # generations read inside the failed transaction are void
                self._keywords.clear()
                raise
            self._depth = 0
            self._execute("COMMIT")
            self._after_commit()

    def _after_commit(self) -> None:
        scrub, self._scrub_due = self._scrub_due, False
        due, self._checkpoint_due = self._checkpoint_due, False
        if scrub or self._scrub_pending:
            # an erase just committed waits for readers; a pending one only tries
            self._scrub_pending = not self._truncate_wal(self._erase_wait_ms if scrub else 0)
            if scrub and self._scrub_pending:
                raise ErasePending("erased, but another connection's open read still holds the old pages;"
                                   " credo removes them from the files once it finishes")
        elif due:
            self._truncate_wal(self._busy_timeout_ms)

    def _truncate_wal(self, wait_ms: int) -> bool:
        """Checkpoint every frame and truncate the -wal to 0 bytes, waiting up to ``wait_ms`` for readers.

        False when a reader still holds old pages (it pins them in the log or the file).
        """
        self._conn.execute(f"PRAGMA busy_timeout={int(wait_ms)}")
        try:
            busy = int(self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0])
        except sqlite3.OperationalError:  # locked by another writer: not done, try again later
            busy = 1
        finally:
            self._conn.execute(f"PRAGMA busy_timeout={self._busy_timeout_ms}")
        return busy == 0

    @property
    def erase_pending(self) -> bool:
        """True while erased pages wait in the files for another connection's read to finish."""
        return self._scrub_pending

    def close(self) -> None:
        with self._lock:
            try:  # SQLite's advice: gather planner statistics where they are stale, at close
                self._conn.execute("PRAGMA optimize")
            except sqlite3.Error:  # a read-only or busy file keeps its old statistics
                pass
            try:  # the last connection to close removes the WAL itself; with others open, empty it now
                self._truncate_wal(self._erase_wait_ms if self._scrub_pending else 0)
            except sqlite3.Error:  # already closed
                pass
            self._conn.close()

    # -- statements ---------------------------------------------------------

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        """Run one statement (the caller holds the lock); a database error is a StorageError."""
        return self._run(self._conn, sql, params)

    @staticmethod
    def _run(on: sqlite3.Connection | sqlite3.Cursor, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        """Run one statement on the connection or on a cursor of it (one whose rows come back as plain tuples,
        say); a database error is a StorageError, a busy or locked database StoreBusy."""
        try:
            return on.execute(sql, params)
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorcode in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) \
                    or str(exc).startswith("database is locked"):
                raise StoreBusy(f"database busy: {exc}") from exc
            raise StorageError(f"database error: {exc}") from exc
        except sqlite3.IntegrityError as exc:  # e.g. a memory id that is already taken
            raise StorageError(f"refused by the database: {exc}") from exc

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._execute(sql, params).fetchall()

    def _fetch(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Rows as dicts: plain tuples zipped with the column names (building each row as a ``sqlite3.Row``
        and then a dict took twice as long as fetching it)."""
        with self._lock:
            cursor = self._conn.cursor()
            cursor.row_factory = None
            try:
                cursor.execute(sql, params)
            except sqlite3.OperationalError as exc:
                raise StorageError(f"database error: {exc}") from exc
            names = [column[0] for column in cursor.description]
            rows = cursor.fetchall()
        return [dict(zip(names, row)) for row in rows]

    def _fetch_all(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._fetch(tenant, sql, params)  # one file: a statement without a tenant reads them all

    def _write(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> int:
        with self.transaction():
            return int(self._execute(sql, params).rowcount)

    def _write_many(self, tenant: str, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            with self.transaction():
                try:
                    self._conn.executemany(sql, rows)
                except sqlite3.OperationalError as exc:
                    raise StorageError(f"database error: {exc}") from exc
                except sqlite3.IntegrityError as exc:
                    raise StorageError(f"refused by the database: {exc}") from exc

    def _serialize(self, tenant: str, name: str) -> None:
        """Nothing to do: ``BEGIN IMMEDIATE`` already queues every other writer behind this transaction."""
