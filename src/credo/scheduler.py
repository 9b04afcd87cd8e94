"""The maintenance scheduler: a small ticker that runs the MANAGE jobs on their intervals.

Every interval is a named default and 0 disables a job. Only one runner acts
even when several processes share a store: before running a job a scheduler
claims it in ``scheduler_state`` (due, and no live lease held by another);
the claim and the finish are transactions, so two servers never decay or
forget at once. Each tick runs every job that is due, in order, for every
tenant; ``run_due()`` is the tick and can be called directly (tests inject
the clock), ``start()`` runs it on a daemon thread.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from . import rules
from .jobs import Ticker, worker_name
from .timeutil import Clock, utcnow

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

    def run_due(self) -> list[dict[str, Any]]:
        """One tick: every job that is due and won by this runner, for every tenant; returns the reports."""
        reports = []
        for job, interval in self.intervals.items():
            if interval <= 0:
                continue
            now = self.clock()
            if not self.store.claim_schedule(job, now, interval, self.name, now + timedelta(seconds=self.lease_seconds)):
                continue
            try:
                for tenant in rules.tenants(self.store):
                    reports.append({"tenant": tenant, **self.run_job(job, tenant)})
            finally:
                self.store.finish_schedule(job, self.name, self.clock())
        return reports

    def tick(self) -> bool:
        self.run_due()
        return False  # then wait for the next tick
