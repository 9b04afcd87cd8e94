"""psycopg 3, its pool and pgvector: the PostgreSQL driver, imported when the first PostgreSQL store opens.

The driver is the ``postgres`` extra, so ``import credo`` must work without it, and
:func:`credo.store.open_store` imports this backend without importing the driver. Every
module of this package reaches psycopg through :func:`load`, never with an ``import
psycopg`` of its own; a missing extra is then one :class:`~credo.errors.StorageError`,
raised when a store opens. (:mod:`credo.store.pg_migrations` and :mod:`credo.store.pgserver`,
which tests and tools use on their own, import psycopg where they need it.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from ...errors import StorageError

if TYPE_CHECKING:
    import psycopg
    from psycopg.types.json import Jsonb
    from psycopg_pool import ConnectionPool


@dataclass(frozen=True)
class Driver:
    """What the backend uses of psycopg, psycopg_pool and pgvector."""

    #: The root of every psycopg error.
    Error: type[psycopg.Error]
    #: ``psycopg.connect``.
    connect: Callable[..., psycopg.Connection[Any]]
    #: ``psycopg_pool.ConnectionPool``.
    pool: type[ConnectionPool[Any]]
    #: psycopg's adapter of a Python value to ``jsonb``.
    jsonb: type[Jsonb]
    #: ``psycopg.rows.dict_row``: rows as dicts by column name.
    dict_row: Any
    #: ``pgvector.psycopg.register_vector``: ``vector`` values as numpy arrays.
    register_vector: Callable[[psycopg.Connection[Any]], None]
    #: ``psycopg.conninfo.conninfo_to_dict``: a DSN's parts.
    conninfo_to_dict: Callable[[str], dict[str, Any]]


@cache
def load() -> Driver:
    """The driver, imported once; StorageError when the ``postgres`` extra is not installed."""
    try:  # the optional dependency: imported here, when a PostgreSQL store is first used
        import psycopg
        from pgvector.psycopg import register_vector
        from psycopg.conninfo import conninfo_to_dict
        from psycopg.rows import dict_row
        from psycopg.types.json import Jsonb
        from psycopg_pool import ConnectionPool
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise StorageError(f"PostgreSQL needs the postgres extra: pip install 'credo[postgres]' ({exc})") from exc
    return Driver(Error=psycopg.Error, connect=psycopg.connect, pool=ConnectionPool, jsonb=Jsonb,
                  dict_row=dict_row, register_vector=register_vector, conninfo_to_dict=conninfo_to_dict)


def jsonb(value: Any) -> Any:
    """``value`` adapted to a ``jsonb`` parameter."""
    return load().jsonb(value)
