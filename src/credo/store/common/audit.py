"""The audit log as every backend keeps it: a hash chain per tenant, pruned from its start behind checkpoints.

The chain's arithmetic is :mod:`credo.store.chain`'s. Appending and pruning read the chain's
head and write after it in one transaction that holds the tenant's chain
(:meth:`~credo.store.common.connection.SQLConnection._serialize`), so concurrent appenders never fork it;
the same transaction rewrites the tenant's recorded head (``audit_heads``), sealed with
:attr:`Audit.audit_keyring`'s signing key when one is configured.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any

from ...timeutil import to_iso
from ..base import PruneResult
from ..chain import (
    GENESIS,
    NO_KEYS,
    AuditEvent,
    Checkpoint,
    Head,
    Keyring,
    audit_hash,
    checkpoint_hash,
    event_hash,
    make_checkpoint,
    seal,
    signed,
)
from ..rows import CHECKPOINT_COLUMNS, checkpoint_from_row, event_from_row
from .connection import SQLConnection


class Audit(SQLConnection):
    """:class:`~credo.store.base.AuditLog`, less ``audit_tenants`` (which crosses tenants)."""

    #: The audit keys (from configuration, never the database): the first signs new links and heads.
    audit_keyring: Keyring = NO_KEYS

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
            head = self._current_head(tenant)
            new = audit_hash(prev, event, self.audit_keyring.signing)
            self._write(tenant, "INSERT INTO audit_events (tenant, at, actor, action, memory_id, detail, prev_hash,"
                                " hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [tenant, d.time(at), actor, action, memory_id, d.json(event["detail"], sort_keys=True),
                         prev, new])
            seq = self._fetch(tenant, "SELECT max(seq) AS s FROM audit_events WHERE tenant = ?", [tenant])[0]["s"]
            self._put_head(seal(tenant, count=head["count"] + 1, last_seq=int(seq), last_hash=new,
                                checkpoints=head["checkpoints"], checkpoint_hash=head["checkpoint_hash"],
                                note=head["note"], keyring=self.audit_keyring))

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
            self._put_head(self._head_from_chain(tenant, suspect=False))

    def audit_head(self, tenant: str) -> Head | None:
        rows = self._fetch(tenant, "SELECT * FROM audit_heads WHERE tenant = ?", [tenant])
        if not rows:
            return None
        r = rows[0]
        return Head(tenant=r["tenant"], count=int(r["count"]), last_seq=int(r["last_seq"]), hash=r["hash"],
                    checkpoints=int(r["checkpoints"]), checkpoint_hash=r["checkpoint_hash"], note=r["note"],
                    kid=r["kid"], mac=r["mac"])

    def audit_witnessed(self, tenant: str) -> bool:
        return bool(self._fetch(tenant, "SELECT 1 AS x FROM memories WHERE tenant = ? LIMIT 1", [tenant]))

    def _current_head(self, tenant: str) -> Head:
        """The tenant's head as recorded, or rebuilt from the chain when there is none (in the caller's
        transaction, which holds the chain)."""
        return self.audit_head(tenant) or self._head_from_chain(tenant, suspect=True)

    def _head_from_chain(self, tenant: str, *, suspect: bool) -> Head:
        """The head the chain as stored implies. With ``suspect``, a signed chain without a head is noted: the
        head was deleted, and verify keeps failing from then on."""
        events = self._fetch(tenant, "SELECT count(*) AS n, max(seq) AS s FROM audit_events WHERE tenant = ?",
                             [tenant])[0]
        cps = self.audit_checkpoints(tenant)
        last = self._fetch(tenant, "SELECT * FROM audit_events WHERE tenant = ? ORDER BY seq DESC LIMIT 1", [tenant])
        total = int(events["n"]) + sum(cp["count"] for cp in cps)
        last_hash = last[0]["hash"] if last else cps[-1]["anchor"] if cps else GENESIS
        last_seq = int(events["s"]) if events["s"] is not None else cps[-1]["last_seq"] if cps else 0
        note = ""
        if suspect and self.audit_keyring.keys and (last or cps):
            if last:
                event = event_from_row(last[0], self.dialect)
                was_signed = signed(event["hash"], lambda key: event_hash(event["prev_hash"], event, key),
                                    self.audit_keyring)
            else:
                was_signed = signed(cps[-1]["hash"], lambda key: checkpoint_hash(cps[-1]["prev_hash"], cps[-1], key),
                                    self.audit_keyring)
            if was_signed:
                note = (f"the audit head was missing from a signed log after event {last_seq}: events up to then may "
                        "have been deleted")
        return seal(tenant, count=total, last_seq=last_seq, last_hash=last_hash, checkpoints=len(cps),
                    checkpoint_hash=cps[-1]["hash"] if cps else GENESIS, note=note, keyring=self.audit_keyring)

    def _put_head(self, head: Head) -> None:
        self._write(head["tenant"], "DELETE FROM audit_heads WHERE tenant = ?", [head["tenant"]])
        self._write(head["tenant"], "INSERT INTO audit_heads (tenant, count, last_seq, hash, checkpoints,"
                                    " checkpoint_hash, note, kid, mac) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [head["tenant"], head["count"], head["last_seq"], head["hash"], head["checkpoints"],
                     head["checkpoint_hash"], head["note"], head["kid"], head["mac"]])

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
            head = self._current_head(tenant)
            row = make_checkpoint(tenant, pruned, last[0]["hash"] if last else None, before=_iso(before),
                                  at=_iso(at), actor=actor, key=self.audit_keyring.signing)
            self._insert_checkpoint(row)
            self._write(tenant, "DELETE FROM audit_events WHERE tenant = ? AND seq <= ?", [tenant, row["last_seq"]])
            self._put_head(seal(tenant, count=head["count"], last_seq=head["last_seq"], last_hash=head["hash"],
                                checkpoints=head["checkpoints"] + 1, checkpoint_hash=row["hash"], note=head["note"],
                                keyring=self.audit_keyring))
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
