"""The maintenance tasks: one registry, one signature, read by every surface and the scheduler.

A *task* is a maintenance run over a tenant's memories (decay, forget, dream ...);
a *job* is something else: a queued ``remember`` the worker ingests
(:mod:`credo.jobs`). Every task is a function ``(services, run) -> report``:
:class:`~credo.services.Services` is what it works with, :class:`Run` says for
whom, as of when, and whether it only reports (``dry_run``: it writes nothing).
:data:`TASKS` lists them in the order ``manage("all")`` runs them; the facade
(:meth:`credo.Memory.manage`), the scheduler (each task's ``every``), REST
(``POST /v1/manage/{task}``), MCP (the ``manage`` tool) and the CLI
(``credo manage TASK``) all read this one table, and
:class:`credo.security.Guarded` reads ``within_sight`` to decide who may run one.

Adding a task: write its function next to what it maintains (in this package),
add one :class:`Task` line to :data:`TASKS` with its default interval (0: only on
demand), and it is runnable everywhere.

>>> [t.name for t in TASKS.values()][:4]
['decay', 'promote', 'forget', 'loops']
>>> TASKS["dream"].every, TASKS["drift"].every
(86400.0, 0.0)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from .. import rules
from ..errors import InvalidInput
from ..models import Scope
from ..services import Services
from . import (
    cards,
    compress,
    crystallize,
    dream,
    drift,
    forget,
    loops,
    pipeline,
    probe,
    promote,
    prune,
    review,
    sessions,
    synthesis,
)
from . import consolidate as consolidation
from . import decay as decaying

#: What a task returns: a JSON-ready report, ``{"task": name, "dry_run": ..., ...}``.
Report = dict[str, Any]
#: ``progress(done, total, label)``: how far a long run has got (``manage all`` by task, ``dream`` by step).
Progress = Callable[[int, int, str], None]

HOUR, DAY = 3600.0, 86400.0


@dataclass(frozen=True)
class Run:
    """One run of a task: the tenant, the time it runs as of, and whom it is for.

    ``user`` confines a task that works per user to that user; ``viewer`` is who asked
    (a task ``within_sight`` touches and reports only what that caller may see); ``progress``
    hears how far a long run has got.
    """

    tenant: str
    now: datetime
    dry_run: bool = False
    user: str | None = None
    viewer: Scope | None = None
    progress: Progress | None = None


TaskFn = Callable[[Services, Run], Report]


@dataclass(frozen=True)
class Task:
    """A registered maintenance task: its name, its function, how often the scheduler runs it by default
    (seconds; 0: only on demand) and whether it works within what the caller may see."""

    name: str
    run: TaskFn
    every: float = 0.0
    within_sight: bool = False
    summary: str = ""


def _users(s: Services, r: Run) -> list[str]:
    return [r.user] if r.user else rules.users(s.store, r.tenant)


def _decay(s: Services, r: Run) -> Report:
    return decaying.run_decay(s.store, r.tenant, r.now, policy=s.policies.decay, weights=s.policies.importance,
                              dry_run=r.dry_run)


def _promote(s: Services, r: Run) -> Report:
    return promote.promote_due(s.store, r.tenant, r.now, dry_run=r.dry_run)


def _forget(s: Services, r: Run) -> Report:
    return forget.forget(s.store, r.tenant, r.now, policy=s.policies.forget, decay=s.policies.decay,
                         dry_run=r.dry_run)


def _loops(s: Services, r: Run) -> Report:
    pairs = loops.loop_audit(s.store, r.tenant, r.now, user=r.user, viewer=r.viewer)
    return {"task": "loops", "dry_run": r.dry_run, "pairs": pairs,
            "open_conflicts": [c.to_public() for c in review.conflicts(s.store, r.tenant, user=r.user,
                                                                         viewer=r.viewer)]}


def _probe(s: Services, r: Run) -> Report:
    return probe.probe(s.store, r.tenant, r.now, dry_run=r.dry_run)


def _crystallize(s: Services, r: Run) -> Report:
    return crystallize.crystallize_finished(s.store, s.embedder, r.tenant, r.now, dry_run=r.dry_run)


def _drift(s: Services, r: Run) -> Report:
    return drift.detect_drift(s, r.tenant, r.now, dry_run=r.dry_run, user=r.user)


def _consolidate(s: Services, r: Run) -> Report:
    reports = [consolidation.consolidate_user(s, r.tenant, user, now=r.now, dry_run=r.dry_run, viewer=r.viewer)
               .to_public() for user in _users(s, r)]
    return {"task": "consolidate", "dry_run": r.dry_run, "users": reports}


def _cards(s: Services, r: Run) -> Report:
    return cards.rebuild_cards(s, r.tenant, r.now, dry_run=r.dry_run, user=r.user)


def _synthesize(s: Services, r: Run) -> Report:
    return synthesis.synthesize(s, r.tenant, r.now, dry_run=r.dry_run, user=r.user)


def _stage(name: str) -> TaskFn:
    def run(s: Services, r: Run) -> Report:
        return pipeline.run_stage(name, s.store, s.embedder, r.tenant, r.now, users=_users(s, r),
                                  policy=s.policies.pipeline, llm=s.llm, dry_run=r.dry_run)
    return run


def _pipeline(s: Services, r: Run) -> Report:
    return pipeline.pipeline(s.store, s.embedder, r.tenant, r.now, users=_users(s, r), policy=s.policies.pipeline,
                             llm=s.llm, dry_run=r.dry_run)


def _evict(s: Services, r: Run) -> Report:
    return sessions.evict(s.store, s.embedder, r.tenant, r.now, policy=s.policies.evict, forget=s.policies.forget,
                          decay=s.policies.decay, dry_run=r.dry_run)


def _auto_forget(s: Services, r: Run) -> Report:
    return sessions.auto_forget(s.store, r.tenant, r.now, policy=s.policies.evict, forget=s.policies.forget,
                                dry_run=r.dry_run)


def _compress(s: Services, r: Run) -> Report:
    return compress.compress(s.store, s.embedder, r.tenant, r.now, dry_run=r.dry_run)


def _prune(s: Services, r: Run) -> Report:
    return prune.prune(s.store, r.tenant, r.now, policy=s.policies.prune, dry_run=r.dry_run)


def _report(s: Services, r: Run) -> Report:
    return forget.archival_report(s.store, r.tenant, r.now, user=r.user, viewer=r.viewer)


def _dream(s: Services, r: Run) -> Report:
    return dream.dream(s, r.tenant, r.now, dry_run=r.dry_run, user=r.user, progress=r.progress)


#: Every maintenance task, in the order ``manage("all")`` runs them (decay before compression: a vector
#: follows its memory's retention). ``every``: the scheduler's default interval in seconds, 0 for on demand.
TASKS: dict[str, Task] = {task.name: task for task in (
    Task("decay", _decay, HOUR, summary="rescore importance and decay of every active memory"),
    Task("promote", _promote, 600.0, summary="move memories up a layer: working -> episodic -> semantic"),
    Task("forget", _forget, DAY, summary="TTL, archival of faded unimportant memories, eviction, the cap"),
    Task("loops", _loops, DAY, within_sight=True, summary="pairs flipped 3+ times in 30 days; open conflicts"),
    Task("probe", _probe, DAY, summary="challenge weak old beliefs nobody confirmed"),
    Task("crystallize", _crystallize, DAY, summary="fold finished sessions into digests and lessons"),
    Task("drift", _drift, summary="invalidate codebase memories whose code is gone"),
    Task("consolidate", _consolidate, 7 * DAY, within_sight=True, summary="merge clusters of similar memories"),
    Task("cards", _cards, summary="build or rebuild peer cards"),
    Task("synthesize", _synthesize, summary="propose cross-domain bridges"),
    *(Task(stage, _stage(stage), summary=f"agentmemory's {stage} consolidation stage")
      for stage in pipeline.STAGES),
    Task("pipeline", _pipeline, DAY, summary="agentmemory's consolidation stages, in order"),
    Task("evict", _evict, DAY, summary="agentmemory's evict: stale sessions, low importance, the cap"),
    Task("auto_forget", _auto_forget, DAY, summary="agentmemory's auto-forget: TTL, near-duplicates, low value"),
    Task("compress", _compress, HOUR, summary="store each vector at its retention tier's precision"),
    Task("prune", _prune, DAY, summary="delete old access-log rows, finished jobs and audit events"),
    Task("dream", _dream, DAY, summary="engram's seven-step dream cycle"),
    Task("report", _report, within_sight=True,
         summary="list every automatic archival still archived, with its reason; `restore` brings one back"),
)}


def default_intervals(tasks: Mapping[str, Task] = TASKS) -> dict[str, float]:
    """Seconds between scheduled runs of each task the scheduler runs by default (those with an interval)."""
    return {name: task.every for name, task in tasks.items() if task.every > 0}


def run_task(s: Services, name: str, r: Run, tasks: Mapping[str, Task] = TASKS) -> Report:
    """Run one task, or ``"all"`` of them in order; an unknown name is InvalidInput."""
    if name == "all":
        reports, total = [], len(tasks)
        for done, each in enumerate(tasks.values()):
            if r.progress is not None:
                r.progress(done, total, each.name)
            reports.append(each.run(s, replace(r, progress=None)))
        if r.progress is not None:
            r.progress(total, total, "all")
        return {"task": "all", "dry_run": r.dry_run, "reports": reports}
    task = tasks.get(name)
    if task is None:
        raise InvalidInput(f"unknown task {name!r} (one of: {', '.join(tasks)}, all)")
    return task.run(s, r)
