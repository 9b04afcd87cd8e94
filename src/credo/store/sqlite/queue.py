"""What crosses tenants by design on SQLite: the next job of any tenant, a key by id, the audited tenants,
and the scheduler's leases (one row per maintenance job)."""

from __future__ import annotations

from datetime import datetime

from ...models import ApiKey, Job
from ...timeutil import parse_time, to_iso
from ..common.queue import Queue
from ..rows import key_from_row
from .connection import SQLiteConnection


class SQLiteQueue(SQLiteConnection, Queue):
    """Job claims, keys by id, audit tenants and scheduler leases."""

    def claim_job(self, now: datetime, lease_until: datetime, worker: str) -> Job | None:
        with self.transaction():
            row = self._execute(
                "SELECT j.id FROM jobs j WHERE j.status IN ('queued', 'running')"
                " AND (j.status = 'queued' OR j.lease_until IS NULL OR j.lease_until < ?)"
                " AND NOT EXISTS (SELECT 1 FROM jobs e WHERE e.tenant = j.tenant AND e.user IS j.user"
                "   AND e.status IN ('queued', 'running')"
                "   AND (e.created_at < j.created_at OR (e.created_at = j.created_at AND e.rowid < j.rowid)))"
                " ORDER BY j.created_at, j.rowid LIMIT 1",
                (to_iso(now),),
            ).fetchone()
            if row is None:
                return None
            self._execute(
                "UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = ?, lease_until = ?,"
                " worker = ? WHERE id = ?",
                (to_iso(now), to_iso(lease_until), worker, row["id"]),
            )
            return self.jobs(None, ids=[row["id"]])[0]

    def get_key(self, key_id: str) -> ApiKey | None:
        rows = self._fetch(None, "SELECT * FROM api_keys WHERE id = ?", [key_id])
        return key_from_row(rows[0]) if rows else None

    def audit_tenants(self) -> list[str]:
        return [r["tenant"] for r in self._fetch(None, "SELECT DISTINCT tenant FROM audit_events ORDER BY tenant")]

    def claim_schedule(self, job: str, now: datetime, interval_seconds: float, holder: str,
                       lease_until: datetime) -> bool:
        with self.transaction():
            row = self._execute("SELECT last_run, holder, lease_until FROM scheduler_state WHERE job = ?",
                                (job,)).fetchone()
            if row is not None:
                last_run = parse_time(row["last_run"])
                due = last_run is None or last_run.timestamp() + interval_seconds <= now.timestamp()
                held = row["holder"] not in (None, holder) and row["lease_until"] and row["lease_until"] > to_iso(now)
                if not due or held:
                    return False
            self._execute("INSERT INTO scheduler_state(job, holder, lease_until) VALUES (?, ?, ?)"
                          " ON CONFLICT(job) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until",
                          (job, holder, to_iso(lease_until)))
            return True

    def finish_schedule(self, job: str, holder: str, now: datetime) -> None:
        with self.transaction():
            self._execute("UPDATE scheduler_state SET last_run = ?, holder = NULL, lease_until = NULL"
                          " WHERE job = ? AND holder = ?", (to_iso(now), job, holder))
