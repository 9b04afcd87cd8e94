"""The little a shared method needs from a backend: its dialect, its transaction, and a way to run a statement.

Statements are written with ``?`` marks, as the renderer (:mod:`credo.store.sql`) writes them; a
backend with another paramstyle rewrites them. Each runs as a tenant: PostgreSQL's row-level
security binds every statement to the tenant it names, so a read across tenants is one statement
per tenant there and one statement on SQLite (:meth:`SQLConnection._fetch_all`).
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..dialect import Dialect
from ..rows import Row


class SQLConnection(ABC):
    """What :mod:`credo.store.common`'s mixins call; each backend's connection class implements it."""

    #: How this backend spells SQL and stores values.
    dialect: ClassVar[Dialect]

    @abstractmethod
    def transaction(self) -> AbstractContextManager[None]:
        """The single write transaction; nested use joins the outer one."""

    @abstractmethod
    def _fetch(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """The rows of one statement, run as ``tenant`` (None: a statement that crosses tenants by design)."""

    @abstractmethod
    def _fetch_all(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """The rows of a statement for one tenant, or with ``tenant=None`` for every tenant (the statement
        then names no tenant; rows of different tenants come in no particular order)."""

    @abstractmethod
    def _write(self, tenant: str | None, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one writing statement in the transaction (or a new one); the rows it touched."""

    @abstractmethod
    def _write_many(self, tenant: str, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one statement per parameter row, in one transaction (nothing for no rows)."""

    @abstractmethod
    def _serialize(self, tenant: str, name: str) -> None:
        """Make concurrent transactions that serialize on ``name`` (a tenant's chain head, an idempotency key)
        queue behind this one until it ends."""

    def lock_pairs(self, tenant: str, pairs: Iterable[tuple[str, str, str]]) -> None:
        """Hold each (user, entity, attribute) of ``tenant`` until the transaction ends (see
        :meth:`~credo.store.base.MemoryStore.lock_pairs`); in one order, so two writers never deadlock on them."""
        names = sorted({pair_lock(tenant, *pair) for pair in pairs})
        if len(names) == 1:
            self._serialize(tenant, names[0])
        elif names:
            self._serialize_many(tenant, names)

    def _serialize_many(self, tenant: str, names: Sequence[str]) -> None:
        """:meth:`_serialize` on each of ``names``, in their order (a backend may do it in one statement)."""
        for name in names:
            self._serialize(tenant, name)


def pair_lock(tenant: str, user: str, entity: str, attribute: str) -> str:
    """The name a single-valued fact's writers serialize on: one per (tenant, user, entity, attribute).

    >>> pair_lock("acme", "ann", "user", "home_city")
    'credo.pair:["acme","ann","user","home_city"]'
    """
    return "credo.pair:" + json.dumps([tenant, user, entity, attribute], separators=(",", ":"))


def insert_sql(table: str, row: Row, *, key: Sequence[str] = (), ignore: bool = False) -> tuple[str, list[Any]]:
    """An INSERT of one row (columns by name, ``?`` marks); with ``key``, one that replaces the row holding
    that key in place (an upsert), with ``ignore``, one that keeps it.

    >>> insert_sql("t", {"id": 1, "n": 2}, key=("id",))
    ('INSERT INTO t ("id", "n") VALUES (?, ?) ON CONFLICT ("id") DO UPDATE SET "n" = excluded."n"', [1, 2])
    """
    sql = f"INSERT INTO {table} ({_quoted(row)}) VALUES ({', '.join('?' for _ in row)})"
    if key:
        updates = ", ".join(f'"{c}" = excluded."{c}"' for c in row if c not in key)
        sql += f" ON CONFLICT ({_quoted(key)}) DO UPDATE SET {updates}"
    elif ignore:
        sql += " ON CONFLICT DO NOTHING"
    return sql, list(row.values())


def _quoted(columns: Iterable[str]) -> str:
    return ", ".join(f'"{c}"' for c in columns)


@dataclass
class Where:
    """A WHERE clause built a condition at a time, with its parameters in order.

    >>> where = Where()
    >>> where.add("tenant = ?", "acme")
    >>> where.extend(("id IN (?,?)", ["a", "b"]))
    >>> where.sql, where.params
    ('tenant = ? AND id IN (?,?)', ['acme', 'a', 'b'])
    """

    parts: list[str] = field(default_factory=list)
    params: list[Any] = field(default_factory=list)

    def add(self, sql: str, *params: Any) -> None:
        """One condition and its parameters."""
        self.parts.append(sql)
        self.params += params

    def extend(self, clause: tuple[str, list[Any]]) -> None:
        """One condition as a dialect or the renderer returns it: (sql, parameters)."""
        self.add(clause[0], *clause[1])

    @property
    def sql(self) -> str:
        return " AND ".join(self.parts) or "1 = 1"
