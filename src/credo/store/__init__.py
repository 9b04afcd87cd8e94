"""Storage backends behind one protocol (see :mod:`credo.store.base`).

:func:`open_store` maps what a user names -- a file path or a database URL --
to a backend, so that ``Memory(...)``, ``credo --db`` and ``credo migrate``
accept the same targets.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..errors import InvalidInput, NotFound, StorageError
from .base import RecallFilter, Store
from .sqlite import SQLiteStore

__all__ = ["RecallFilter", "SQLiteStore", "Store", "open_store", "redact"]

POSTGRES_SCHEMES = ("postgresql", "postgres")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")


def open_store(target: str | Path, *, create: bool = True) -> Store:
    """The backend a path or URL names: a path is a SQLite file, ``postgresql://`` (or ``postgres://``) a
    PostgreSQL database.

    ``create=False`` refuses a SQLite file that does not exist yet (:class:`~credo.errors.NotFound`)
    instead of creating an empty store. Any other URL scheme is :class:`~credo.errors.InvalidInput`.

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
    try:  # imported only when asked for: the embedded default needs no PostgreSQL driver
        from .postgres import PostgresStore
    except ImportError as exc:
        raise StorageError(f"{redact(target)} needs the PostgreSQL backend: pip install 'credo[postgres]'"
                           f" ({exc})") from exc
    return PostgresStore(target)


def _sqlite(path: Path, create: bool) -> Store:
    if not create and str(path) != ":memory:" and not path.exists():
        raise NotFound(f"no store at {path}")
    return SQLiteStore(path)


def redact(target: str | Path) -> str:
    """A store target fit to print: a URL's password replaced by ``***``.

    >>> redact("postgresql://credo:s3cret@db:5432/credo")
    'postgresql://credo:***@db:5432/credo'
    """
    return re.sub(r"^([A-Za-z][A-Za-z0-9+.-]*://[^/@:]*):[^/@]*@", r"\1:***@", str(target))
