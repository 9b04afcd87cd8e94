"""The maintenance scheduler: a small ticker that runs the maintenance tasks on their intervals.

The tasks and their default intervals are the registry's (:data:`credo.manage.tasks.TASKS`,
:func:`~credo.manage.tasks.default_intervals`); 0 disables a task. Only one runner acts
even when several processes share a store: before running a task a scheduler
claims it in ``scheduler_state`` (due, and no live lease held by another);
the claim and the finish are transactions, so two servers never decay or
forget at once. Each tick runs every task that is due, in order, for every
tenant; ``run_due()`` is the tick and can be called directly (tests inject
the clock), ``start()`` runs it on a daemon thread, ticking every
``TICK_SECONDS`` or every shortest enabled interval, whichever is sooner.

Each run leaves one ``maintenance.run`` event in the audit log of every tenant
it ran for, naming the task, the runner and when it started and finished. The
next run of a task is due ``interval`` seconds after the recorded finish, so
across any number of servers two runs of one task are never closer than that:
the events are how an operator (or ``bench/deployment.py``) checks it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import Any

from . import rules
from .jobs import Ticker, worker_name
from .manage.tasks import TASKS, Task, default_intervals
from .store.base import Store
from .timeutil import Clock, to_iso, utcnow

log = logging.getLogger("credo.scheduler")

#: Seconds between scheduled runs of each task the scheduler runs by default.
DEFAULT_INTERVALS: dict[str, float] = default_intervals(TASKS)
TICK_SECONDS = 30.0
LEASE_SECONDS = 3600.0

RunTask = Callable[[str, str], dict[str, Any]]  # (task, tenant) -> report


class Scheduler(Ticker):
    """Runs ``run_task(task, tenant)`` for each due task and tenant; one runner per store.

    ``intervals`` overrides the registry's default intervals (seconds; 0 disables a task); any task
    of ``tasks`` may be scheduled, those without a default interval only when given one here.
    """

    interval = TICK_SECONDS
    thread_name = "credo-scheduler"

    def __init__(self, store: Store, run_task: RunTask, *, intervals: Mapping[str, float] | None = None,
                 tasks: Mapping[str, Task] = TASKS, clock: Clock | None = None,
                 lease_seconds: float = LEASE_SECONDS) -> None:
        super().__init__()
        unknown = set(intervals or {}) - set(tasks)
        if unknown:
            raise ValueError(f"unknown scheduled tasks: {sorted(unknown)}")
        self.store, self.run_task = store, run_task
        self.intervals = {**default_intervals(tasks), **(intervals or {})}
        self.clock = clock or utcnow
        self.lease_seconds = lease_seconds
        self.name = worker_name()
        enabled = [seconds for seconds in self.intervals.values() if seconds > 0]
        self.interval = min([TICK_SECONDS, *enabled])  # a 5 s job must not wait for a 30 s tick

    def run_due(self) -> list[dict[str, Any]]:
        """One tick: every task that is due and won by this runner, for every tenant; returns the reports."""
        reports = []
        for task, interval in self.intervals.items():
            if interval <= 0:
                continue
            started = self.clock()
            if not self.store.claim_schedule(task, started, interval, self.name,
                                             started + timedelta(seconds=self.lease_seconds)):
                continue
            ran: list[str] = []
            try:
                for tenant in rules.tenants(self.store):
                    reports.append({"tenant": tenant, **self.run_task(task, tenant)})
                    ran.append(tenant)
            finally:
                self._finish(task, interval, started, ran)
        return reports

    def _finish(self, task: str, interval: float, started: datetime, tenants: list[str]) -> None:
        """Record the run in each tenant's audit log, then release the task; its next run is due from ``finished``."""
        finished = self.clock()
        detail = {"task": task, "holder": self.name, "interval_seconds": interval,
                  "started_at": to_iso(started), "finished_at": to_iso(finished)}
        try:
            for tenant in tenants:
                self.store.append_audit(tenant, "maintenance.run", "scheduler", finished, None, detail)
        finally:
            self.store.finish_schedule(task, self.name, finished)

    def tick(self) -> bool:
        self.run_due()
        return False  # then wait for the next tick
