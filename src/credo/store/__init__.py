"""Storage backends behind one protocol (see :mod:`credo.store.base`).

:func:`open_store` maps what a user names -- a file path or a database URL --
to a backend, so that ``Memory(...)``, ``credo --db`` and ``credo migrate``
accept the same targets.

==========================  ==========================================================
:mod:`.base`                the protocol, and the typed queries it takes
:mod:`.sql`                 the one SQL renderer: selects, belief filters, visibility
:mod:`.dialect`             how each database spells SQL and stores values
:mod:`.rows`                records as rows and back, for every SQL backend
:mod:`.common`              backend code both SQL backends share
:mod:`.sqlite`              the embedded backend (the default)
:mod:`.postgres`            the server backend (psycopg is the ``postgres`` extra)
:mod:`.chain`               the audit chain's arithmetic
:mod:`.tiers`               vectors at a precision tier: decode, block, re-encode
:mod:`.migrations`          SQLite's schema; :mod:`.pg_migrations`: PostgreSQL's
:mod:`.pgserver`            a local PostgreSQL for tests, benchmarks and one machine
==========================  ==========================================================

No backend imports another; both import only the modules above them in this list.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InvalidInput, NotFound
from ..redact import redact
from .base import RecallFilter, Store
from .sqlite import SQLiteStore

if TYPE_CHECKING:
    from .postgres import PostgresStore

__all__ = ["PostgresStore", "RecallFilter", "SQLiteStore", "Store", "is_sqlite_file", "open_store", "redact"]

POSTGRES_SCHEMES = ("postgresql", "postgres")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")


def open_store(target: str | Path, *, create: bool = True) -> Store:
    """The backend a path or URL names: a path is a SQLite file, ``postgresql://`` (or ``postgres://``) a
    PostgreSQL database.

    ``create=False`` refuses a SQLite file that does not exist yet (:class:`~credo.errors.NotFound`)
    instead of creating an empty store. Any other URL scheme is :class:`~credo.errors.InvalidInput`.
    A PostgreSQL URL without the ``postgres`` extra installed is :class:`~credo.errors.StorageError`
    (the driver is imported only then: :mod:`credo.store.postgres.driver`).

    >>> import os, tempfile
    >>> open_store(os.path.join(tempfile.mkdtemp(), "a.db")).journal_mode
    'wal'
    >>> open_store("mysql://db/credo")
    Traceback (most recent call last):
    ...
    credo.errors.InvalidInput: unknown store mysql://db/credo: give a file path or a postgresql:// URL
    """
    if isinstance(target, Path):
        return _sqlite(target, create)
    if not isinstance(target, str) or not target:
        raise InvalidInput("a store is a file path or a postgresql:// URL")
    match = _SCHEME.match(target)
    if match is None:
        return _sqlite(Path(target), create)
    if match.group(1).lower() not in POSTGRES_SCHEMES:
        raise InvalidInput(f"unknown store {redact(target)}: give a file path or a postgresql:// URL")
    from .postgres import PostgresStore

    return PostgresStore(target)


def __getattr__(name: str) -> Any:
    """``PostgresStore`` is imported on first use: a process on a SQLite file never loads the PostgreSQL backend."""
    if name == "PostgresStore":
        from .postgres import PostgresStore

        return PostgresStore
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


def _sqlite(path: Path, create: bool) -> Store:
    if not create and str(path) != ":memory:" and not path.exists():
        raise NotFound(f"no store at {path}")
    return SQLiteStore(path)


def is_sqlite_file(target: str | Path) -> bool:
    """True when ``target`` names a SQLite file (not ``:memory:``, not a URL).

    >>> is_sqlite_file("credo.db"), is_sqlite_file("postgresql://db/credo"), is_sqlite_file(":memory:")
    (True, False, False)
    """
    return isinstance(target, Path) or (isinstance(target, str) and bool(target) and target != ":memory:"
                                        and _SCHEME.match(target) is None)


