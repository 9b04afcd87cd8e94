"""Storage backends behind one protocol (see :mod:`credo.store.base`)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from .base import RecallFilter, Store
from .sqlite import SQLiteStore

__all__ = ["RecallFilter", "SQLiteStore", "Store", "is_postgres_url", "open_store", "shown"]


def is_postgres_url(target: str | Path) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than a SQLite file.

    >>> is_postgres_url("postgresql://credo_app@db/credo"), is_postgres_url("credo.db")
    (True, False)
    """
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def shown(target: str | Path) -> str:
    """``target`` as logs may show it: a PostgreSQL URL without its password.

    >>> shown("postgresql://credo_app:s3cret@db:5432/credo")
    'postgresql://credo_app:***@db:5432/credo'
    """
    if not is_postgres_url(target):
        return str(target)
    parts = urlsplit(str(target))
    if parts.password is None:
        return str(target)
    netloc = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{netloc}"))


def open_store(target: str | Path, **options: object) -> Store:
    """The store ``target`` names: a ``postgresql://`` (or ``postgres://``) URL opens a
    :class:`~credo.store.postgres.PostgresStore`, anything else is a SQLite file path.

    ``options`` go to the backend's constructor (``migrate_dsn=``, ``pool_size=`` ...).

    >>> import tempfile, os
    >>> type(open_store(os.path.join(tempfile.mkdtemp(), "x.db"))).__name__
    'SQLiteStore'
    """
    if is_postgres_url(target):
        from .postgres import PostgresStore

        return PostgresStore(str(target), **options)  # type: ignore[arg-type]
    return SQLiteStore(target, **options)  # type: ignore[arg-type]
