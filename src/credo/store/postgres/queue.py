"""What crosses tenants by design on PostgreSQL: the ``credo_*`` functions of the schema (the next job of any
tenant, a key by id, every tenant) and the scheduler's leases (one row per maintenance job)."""

from __future__ import annotations

from datetime import datetime

from ...models import ApiKey, Job
from ..common.queue import Queue
from ..rows import job_from_row, key_from_row
from .connection import PostgresConnection
from .dialect import POSTGRES


class PostgresQueue(PostgresConnection, Queue):
    """Job claims, keys by id, audit tenants and scheduler leases."""

    def claim_job(self, now: datetime, lease_until: datetime, worker: str) -> Job | None:
        # credo_claim_job crosses tenants (SECURITY DEFINER) and skips rows another worker holds
        row = self._one(None, "SELECT * FROM credo_claim_job(%s, %s, %s)", (now, lease_until, worker))
        return job_from_row(row, POSTGRES) if row is not None else None

    def get_key(self, key_id: str) -> ApiKey | None:
        row = self._one(None, "SELECT * FROM credo_key(%s)", (key_id,))
        return key_from_row(row) if row is not None else None

    def audit_tenants(self) -> list[str]:
        with self.transaction():  # every tenant (a cross-tenant function), then each one's own log
            return [t for t in self._tenants()
                    if self._one(t, "SELECT 1 FROM audit_events WHERE tenant = %s LIMIT 1", (t,)) is not None]

    def claim_schedule(self, job: str, now: datetime, interval_seconds: float, holder: str,
                       lease_until: datetime) -> bool:
        # one statement, so two servers racing for a job serialise on its row and only one gets it
        row = self._one(
            None,
            "INSERT INTO scheduler_state (job, holder, lease_until) VALUES (%s, %s, %s)"
            " ON CONFLICT (job) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until"
            " WHERE (scheduler_state.last_run IS NULL"
            "        OR scheduler_state.last_run + make_interval(secs => %s) <= %s)"
            "   AND NOT (scheduler_state.holder IS NOT NULL AND scheduler_state.holder <> %s"
            "            AND scheduler_state.lease_until > %s)"
            " RETURNING job",
            (job, holder, lease_until, float(interval_seconds), now, holder, now))
        return row is not None

    def finish_schedule(self, job: str, holder: str, now: datetime) -> None:
        self._run(None, "UPDATE scheduler_state SET last_run = %s, holder = NULL, lease_until = NULL"
                  " WHERE job = %s AND holder = %s", (now, job, holder))
