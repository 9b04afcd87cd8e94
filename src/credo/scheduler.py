"""The maintenance scheduler: a small ticker that runs the MANAGE jobs on their intervals.

Every interval is a named default and 0 disables a job. Only one runner acts
even when several processes share a store: before running a job a scheduler
claims it in ``scheduler_state`` (due, and no live lease held by another);
the claim and the finish are transactions, so two servers never decay or
forget at once. Each tick runs every job that is due, in order, for every
tenant; ``run_due()`` is the tick and can be called directly (tests inject
the clock), ``start()`` runs it on a daemon thread, ticking every
``TICK_SECONDS`` or every shortest enabled interval, whichever is sooner.

Each run leaves one ``maintenance.run`` event in the audit log of every tenant
it ran for, naming the job, the runner and when it started and finished. The
next run of a job is due ``interval`` seconds after the recorded finish, so
across any number of servers two runs of one job are never closer than that:
the events are how an operator (or ``bench/deployment.py``) checks it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from . import rules
from .jobs import Ticker, worker_name
from .timeutil import Clock, to_iso, utcnow

log = logging.getLogger("credo.scheduler")

HOUR, DAY = 3600, 86400
DEFAULT_INTERVALS: dict[str, float] = {
    "decay": HOUR,
    "promote": 600,
    "forget": DAY,
    "loops": DAY,
    "probe": DAY,
    "crystallize": DAY,
    "consolidate": 7 * DAY,
    "pipeline": DAY,        # agentmemory's consolidation tiers (credo.manage.pipeline)
    "evict": DAY,           # agentmemory's mem::evict: stale sessions, low importance, the cap
    "auto_forget": DAY,     # agentmemory's mem::auto-forget: TTL, Jaccard 0.9, low value
    "compress": HOUR,       # after decay: a vector follows its memory's retention within the hour
    "prune": DAY,           # engram: prune old access logs and events (and finished jobs), with an audit checkpoint
    "dream": DAY,           # engram's seven-step dream cycle (credo.manage.dream)
}
TICK_SECONDS = 30.0
LEASE_SECONDS = 3600.0

RunJob = Callable[[str, str], dict[str, Any]]  # (job, tenant) -> report


class Scheduler(Ticker):
    """Runs ``run_job(job, tenant)`` for each due job and tenant; one runner per store."""

    interval = TICK_SECONDS
    thread_name = "credo-scheduler"

    def __init__(self, store: Any, run_job: RunJob, *, intervals: dict[str, float] | None = None,
                 clock: Clock | None = None, lease_seconds: float = LEASE_SECONDS) -> None:
        super().__init__()
        unknown = set(intervals or {}) - set(DEFAULT_INTERVALS)
        if unknown:
            raise ValueError(f"unknown scheduled jobs: {sorted(unknown)}")
        self.store, self.run_job = store, run_job
        self.intervals = {**DEFAULT_INTERVALS, **(intervals or {})}
        self.clock = clock or utcnow
        self.lease_seconds = lease_seconds
        self.name = worker_name()
        enabled = [seconds for seconds in self.intervals.values() if seconds > 0]
        self.interval = min([TICK_SECONDS, *enabled])  # a 5 s job must not wait for a 30 s tick

    def run_due(self) -> list[dict[str, Any]]:
        """One tick: every job that is due and won by this runner, for every tenant; returns the reports."""
        reports = []
        for job, interval in self.intervals.items():
            if interval <= 0:
                continue
            started = self.clock()
            if not self.store.claim_schedule(job, started, interval, self.name,
                                             started + timedelta(seconds=self.lease_seconds)):
                continue
            ran: list[str] = []
            try:
                for tenant in rules.tenants(self.store):
                    reports.append({"tenant": tenant, **self.run_job(job, tenant)})
                    ran.append(tenant)
            finally:
                self._finish(job, interval, started, ran)
        return reports

    def _finish(self, job: str, interval: float, started: datetime, tenants: list[str]) -> None:
        """Record the run in each tenant's audit log, then release the job; its next run is due from ``finished``."""
        finished = self.clock()
        detail = {"job": job, "holder": self.name, "interval_seconds": interval,
                  "started_at": to_iso(started), "finished_at": to_iso(finished)}
        try:
            for tenant in tenants:
                self.store.append_audit(tenant, "maintenance.run", "scheduler", finished, None, detail)
        finally:
            self.store.finish_schedule(job, self.name, finished)

    def tick(self) -> bool:
        self.run_due()
        return False  # then wait for the next tick
