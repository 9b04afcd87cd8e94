"""The audit log as every backend keeps it: a hash chain per tenant, pruned from its start behind checkpoints.

The chain's arithmetic is :mod:`credo.store.chain`'s. Appending and pruning read the chain's
head and write after it in one transaction that holds the tenant's chain
(:meth:`~credo.store.common.connection.SQLConnection._serialize`), so concurrent appenders never fork it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any

from ...timeutil import to_iso
from ..base import PruneResult
from ..chain import GENESIS, AuditEvent, Checkpoint, audit_hash, make_checkpoint
from ..rows import CHECKPOINT_COLUMNS, checkpoint_from_row, event_from_row
from .connection import SQLConnection


class Audit(SQLConnection):
    """:class:`~credo.store.base.AuditLog`, less ``audit_tenants`` (which crosses tenants)."""

    def append_audit(self, tenant: str, action: str, actor: str, at: datetime,
                     memory_id: str | None = None, detail: Mapping[str, object] | None = None) -> None:
        d = self.dialect
        event: dict[str, Any] = {"tenant": tenant, "at": to_iso(at), "actor": actor, "action": action,
                                 "memory_id": memory_id, "detail": dict(detail or {})}
        with self.transaction():
            self._serialize(tenant, f"credo.audit:{tenant}")
            last = self._fetch(tenant, "SELECT hash FROM audit_events WHERE tenant = ? ORDER BY seq DESC LIMIT 1",
                               [tenant])
            prev = last[0]["hash"] if last else self._chain_head(tenant)
            self._write(tenant, "INSERT INTO audit_events (tenant, at, actor, action, memory_id, detail, prev_hash,"
                                " hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [tenant, d.time(at), actor, action, memory_id, d.json(event["detail"], sort_keys=True),
                         prev, audit_hash(prev, event)])

    def audit_events(self, tenant: str) -> Iterator[AuditEvent]:
        for row in self._fetch(tenant, "SELECT * FROM audit_events WHERE tenant = ? ORDER BY seq", [tenant]):
            yield event_from_row(row, self.dialect)

    def audit_checkpoints(self, tenant: str) -> list[Checkpoint]:
        rows = self._fetch(tenant, "SELECT * FROM audit_checkpoints WHERE tenant = ? ORDER BY seq", [tenant])
        return [checkpoint_from_row(row) for row in rows]

    def add_audit_checkpoints(self, tenant: str, rows: Sequence[Checkpoint]) -> None:
        with self.transaction():
            for row in rows:
                self._insert_checkpoint({**row, "tenant": tenant})

    def prune_audit(self, tenant: str, before: datetime, *, limit: int, actor: str, at: datetime,
                    dry_run: bool = False) -> PruneResult:
        with self.transaction():
            self._serialize(tenant, f"credo.audit:{tenant}")
            # a prefix of the chain: the events before the first one at or after the cutoff
            stop = self._fetch(tenant, "SELECT min(seq) AS s FROM audit_events WHERE tenant = ? AND at >= ?",
                               [tenant, self.dialect.time(before)])[0]["s"]
            bound, params = (" AND seq < ?", [tenant, stop]) if stop is not None else ("", [tenant])
            if dry_run:
                n = self._fetch(tenant, f"SELECT count(*) AS n FROM audit_events WHERE tenant = ?{bound}", params)
                return PruneResult(pruned=int(n[0]["n"]), checkpoint=None)
            pruned = [event_from_row(r, self.dialect) for r in self._fetch(
                tenant, f"SELECT * FROM audit_events WHERE tenant = ?{bound} ORDER BY seq LIMIT ?", [*params, limit])]
            if not pruned:
                return PruneResult(pruned=0, checkpoint=None)
            last = self._fetch(tenant, "SELECT hash FROM audit_checkpoints WHERE tenant = ? ORDER BY seq DESC LIMIT 1",
                               [tenant])
            row = make_checkpoint(tenant, pruned, last[0]["hash"] if last else None, before=_iso(before),
                                  at=_iso(at), actor=actor)
            self._insert_checkpoint(row)
            self._write(tenant, "DELETE FROM audit_events WHERE tenant = ? AND seq <= ?", [tenant, row["last_seq"]])
            return PruneResult(pruned=len(pruned), checkpoint=row)

    def _chain_head(self, tenant: str) -> str:
        """Where a tenant with no event left chains from: its latest checkpoint's anchor, or the genesis."""
        last = self._fetch(tenant, "SELECT anchor FROM audit_checkpoints WHERE tenant = ? ORDER BY seq DESC LIMIT 1",
                           [tenant])
        return str(last[0]["anchor"]) if last else GENESIS

    def _insert_checkpoint(self, row: Mapping[str, Any]) -> None:
        d = self.dialect
        self._write(row["tenant"], f"INSERT INTO audit_checkpoints ({', '.join(CHECKPOINT_COLUMNS)})"
                                   f" VALUES ({', '.join('?' for _ in CHECKPOINT_COLUMNS)})",
                    [d.time(row[k]) if k in ("at", "before") else row[k] for k in CHECKPOINT_COLUMNS])


def _iso(at: datetime) -> str:
    text = to_iso(at)
    assert text is not None
    return text
