"""The trail beside each memory -- status history, links, the access log -- and what erasure takes of it.

The same statements on every backend; only :meth:`~credo.store.base.MemoryStore.record_access`,
which also moves the memories' counters, is each backend's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...models import Link, StatusChange
from ..base import Access, HistoryQuery
from ..rows import access_from_row, access_row, change_from_row, change_row, link_from_row, link_row
from .connection import SQLConnection, Where, insert_sql

#: Side tables that name a memory in one column, and the columns: an erase deletes their rows.
_NAMING_COLUMNS = (("links", "source_id"), ("links", "target_id"), ("access_log", "memory_id"),
                   ("status_history", "memory_id"))
#: Side tables whose ``memory_ids`` quote their members' text: an erase of any member deletes the row.
_QUOTING_TABLES = ("merge_proposals", "peer_cards")


class Trail(SQLConnection):
    """History, links and the access log, read and appended."""

    def add_history(self, tenant: str, changes: Sequence[StatusChange]) -> None:
        self._append(tenant, "status_history", [change_row(tenant, c, self.dialect) for c in changes])

    def history(self, query: HistoryQuery) -> list[StatusChange]:
        d = self.dialect
        where = Where()
        where.add("tenant = ?", query.tenant)
        if query.memory_ids is not None:
            where.extend(d.in_list("memory_id", query.memory_ids))
        if query.since is not None:
            where.add("at >= ?", d.time(query.since))
        if query.new is not None:
            where.extend(d.in_list("new", sorted(s.value for s in query.new)))
        sql = f"SELECT * FROM status_history WHERE {where.sql} ORDER BY at, seq"
        if query.limit is not None:
            sql += " LIMIT ?"
            where.params.append(int(query.limit))
        return [change_from_row(r, d) for r in self._fetch(query.tenant, sql, where.params)]

    def add_links(self, tenant: str, links: Sequence[Link]) -> None:
        self._append(tenant, "links", [link_row(tenant, k, self.dialect) for k in links], ignore=True)

    def links(self, tenant: str, memory_ids: Sequence[str], *, outgoing: bool = False) -> list[Link]:
        if not memory_ids:
            return []
        d = self.dialect
        where, params = d.in_list("source_id", memory_ids)
        if not outgoing:
            to, to_params = d.in_list("target_id", memory_ids)
            where, params = f"({where} OR {to})", params + to_params
        # ties in time by the link itself: the same order on every backend, whatever order rows were written in
        rows = self._fetch(tenant, f"SELECT * FROM links WHERE tenant = ? AND {where}"
                                   " ORDER BY created_at, source_id, target_id, type", [tenant, *params])
        return [link_from_row(r, d) for r in rows]

    def access_log(self, tenant: str, memory_ids: Sequence[str]) -> list[Access]:
        if not memory_ids:
            return []
        where, params = self.dialect.in_list("memory_id", memory_ids)
        rows = self._fetch(tenant, f"SELECT memory_id, at, kind FROM access_log WHERE tenant = ? AND {where}"
                                   " ORDER BY seq", [tenant, *params])
        return [access_from_row(r, self.dialect) for r in rows]

    def add_access_log(self, tenant: str, rows: Sequence[Access]) -> None:
        self._append(tenant, "access_log", [access_row(tenant, r, self.dialect) for r in rows])

    def _append(self, tenant: str, table: str, rows: Sequence[dict[str, Any]], *, ignore: bool = False) -> None:
        if rows:
            sql, _ = insert_sql(table, rows[0], ignore=ignore)
            self._write_many(tenant, sql, [list(row.values()) for row in rows])

    def _erase_trail(self, tenant: str, ids: Sequence[str]) -> None:
        """Delete every side row that names one of these memories (in the caller's transaction): their links,
        history and accesses, and the proposals and peer cards that quote them (the next read rebuilds a card)."""
        d = self.dialect
        for table, column in _NAMING_COLUMNS:
            where, params = d.in_list(column, ids)
            self._write(tenant, f"DELETE FROM {table} WHERE tenant = ? AND {where}", [tenant, *params])
        for table in _QUOTING_TABLES:
            where, params = d.json_holds_any(f"{table}.memory_ids", ids)
            self._write(tenant, f"DELETE FROM {table} WHERE tenant = ? AND {where}", [tenant, *params])
