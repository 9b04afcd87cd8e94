"""The job queue, API keys and log pruning, as every backend runs them.

A backend adds what crosses tenants by design -- claiming the next job of any tenant,
a key looked up by id before its tenant is known -- in its own ``queue`` module.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from ...errors import StorageError
from ...models import ApiKey, Job, JobStatus, Scope
from ..base import PrunedLog
from ..rows import job_from_row, job_row, key_from_row, key_row
from ..sql import job_clause
from .connection import SQLConnection, Where, insert_sql

#: Per log :meth:`Queue.prune_log` prunes: its table, the key a bounded delete picks rows by, the column
#: its cutoff applies to, and which rows may go at all.
_PRUNED = {
    "access_log": ("access_log", "seq", "at", ""),
    "jobs": ("jobs", "id", "finished_at", " AND status IN ('done', 'failed')"),
}


class Queue(SQLConnection):
    """:class:`~credo.store.base.JobQueue` (less ``claim_job``), :class:`~credo.store.base.KeyStore` (less
    ``get_key``) and :class:`~credo.store.base.LogPruning`."""

    def enqueue_job(self, job: Job) -> Job:
        with self.transaction():
            if job.idempotency_key is not None:
                # the key's row, locked: two servers given one key at once insert it once
                self._serialize(job.tenant, f"credo.job:{job.tenant}:{job.idempotency_key}")
                existing = self._fetch(job.tenant, "SELECT id FROM jobs WHERE tenant = ? AND idempotency_key = ?",
                                       [job.tenant, job.idempotency_key])
                if existing:
                    return self.jobs(job.tenant, ids=[existing[0]["id"]])[0]
            self._write(job.tenant, *insert_sql("jobs", job_row(job, self.dialect)))
        return job

    def update_job(self, job: Job) -> None:
        d = self.dialect
        self._write(job.tenant, "UPDATE jobs SET status = ?, result = ?, error = ?, attempts = ?, started_at = ?,"
                                " finished_at = ?, lease_until = ?, worker = ? WHERE tenant = ? AND id = ?",
                    [job.status.value, d.json(job.result), job.error, job.attempts, d.time(job.started_at),
                     d.time(job.finished_at), d.time(job.lease_until), job.worker, job.tenant, job.id])

    def redact_job(self, job: Job) -> None:
        d = self.dialect
        self._write(job.tenant, "UPDATE jobs SET status = ?, payload = ?, result = ?, error = ?, finished_at = ?"
                                " WHERE tenant = ? AND id = ?",
                    [job.status.value, d.json(job.payload), d.json(job.result), job.error,
                     d.time(job.finished_at), job.tenant, job.id])

    def jobs(self, tenant: str | None, *, ids: Sequence[str] | None = None, status: JobStatus | None = None,
             limit: int = 100, mentioning: Sequence[str] | None = None, user: str | None = None,
             viewer: Scope | None = None) -> list[Job]:
        d = self.dialect
        where = Where()
        if mentioning:  # payload and result as their stored JSON text, the error as it is
            needles = [n for n in mentioning if n]
            quoted = [d.json_fragment(n) for n in needles]
            payload, payload_params = d.contains_any(d.json_as_text("j.payload"), quoted)
            result, result_params = d.contains_any(f"COALESCE({d.json_as_text('j.result')}, '')", quoted)
            error, error_params = d.contains_any("COALESCE(j.error, '')", needles)
            where.add(f"({payload} OR {result} OR {error})", *payload_params, *result_params, *error_params)
        if tenant is not None:
            where.add("j.tenant = ?", tenant)
        if user is not None:
            where.add(f"{d.column('j', 'user')} = ?", user)
        if ids is not None:
            where.extend(d.in_list("j.id", ids))
        if status is not None:
            where.add("j.status = ?", JobStatus.parse(status).value)
        if viewer is not None:
            where.extend(job_clause(viewer, d=d))
        rows = self._fetch_all(tenant, f"SELECT j.* FROM jobs j WHERE {where.sql}"
                                       f" ORDER BY j.created_at DESC, j.{d.rowid} DESC LIMIT ?", [*where.params, limit])
        found = [job_from_row(r, d) for r in rows]
        # every tenant's: newest first across tenants (stable, so each tenant's own order breaks ties)
        return found if tenant is not None else sorted(found, key=lambda j: j.created_at, reverse=True)[:limit]

    def job_counts(self, tenant: str, *, viewer: Scope | None = None) -> dict[str, int]:
        where, params = job_clause(viewer or Scope(tenant=tenant), d=self.dialect)
        rows = self._fetch(tenant, f"SELECT j.status, COUNT(*) AS n FROM jobs j WHERE {where} GROUP BY j.status",
                           params)
        return {r["status"]: int(r["n"]) for r in rows}

    def save_key(self, record: ApiKey) -> None:
        self._write(record.tenant, *insert_sql("api_keys", key_row(record, self.dialect), key=("id",)))

    def list_keys(self, tenant: str | None) -> list[ApiKey]:
        where = "WHERE tenant = ?" if tenant is not None else ""
        rows = self._fetch_all(tenant, f"SELECT * FROM api_keys {where} ORDER BY created_at DESC",
                               [tenant] if tenant is not None else [])
        found = [key_from_row(r) for r in rows]
        return found if tenant is not None else sorted(found, key=lambda k: k.created_at, reverse=True)

    def prune_log(self, tenant: str, log: PrunedLog, before: datetime, *, limit: int,
                  dry_run: bool = False) -> int:
        if log not in _PRUNED:
            raise StorageError(f"unknown log {log!r}: one of {', '.join(_PRUNED)}")
        table, key, at, which = _PRUNED[log]
        where, params = f"tenant = ? AND {at} < ?{which}", [tenant, self.dialect.time(before)]
        if dry_run:
            return int(self._fetch(tenant, f"SELECT count(*) AS n FROM {table} WHERE {where}", params)[0]["n"])
        return self._write(tenant, f"DELETE FROM {table} WHERE {key} IN (SELECT {key} FROM {table} WHERE {where}"
                                   f" ORDER BY {at} LIMIT ?)", [*params, limit])
