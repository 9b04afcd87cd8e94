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
import threading
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from .jobs import worker_name
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


class Scheduler:
    """Runs ``run_job(job, tenant)`` for each due job and tenant; one runner per store."""

    def __init__(self, store: Any, run_job: RunJob, *, intervals: dict[str, float] | None = None,
                 clock: Clock | None = None, lease_seconds: float = LEASE_SECONDS) -> None:
        unknown = set(intervals or {}) - set(DEFAULT_INTERVALS)
        if unknown:
            raise ValueError(f"unknown scheduled jobs: {sorted(unknown)}")
        self.store, self.run_job = store, run_job
        self.intervals = {**DEFAULT_INTERVALS, **(intervals or {})}
        self.clock = clock or utcnow
        self.lease_seconds = lease_seconds
        self.name = worker_name()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

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
                for tenant in self.store.tenants():
                    reports.append({"tenant": tenant, **self.run_job(job, tenant)})
            finally:
                self.store.finish_schedule(job, self.name, self.clock())
        return reports

    def start(self) -> None:
        """Tick on a daemon thread until ``stop``."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="credo-scheduler", daemon=True)
            self._thread.start()

    def stop(self, timeout: float | None = 10.0) -> None:
        """Ask the thread to exit after its current tick."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                self.run_due()
            except Exception:  # one failed tick must not end maintenance for good; the next tick retries
                log.exception("scheduler tick failed")
            self._stop.wait(TICK_SECONDS)
