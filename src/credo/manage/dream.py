"""The dream cycle: engram's seven-step consolidation pass, one job (``credo manage dream``).

Seed 002 ("dream cycle"), in engram's order::

    1 forget     the forgetting passes on engram's trust-weighted curve: a memory a person
                 stored keeps the full 30-day half-life, an auto-extracted one decays 3x
                 faster (:class:`~credo.manage.decay.DecayPolicy` "engram"); pinned memories
                 are immune (:mod:`credo.manage.forget`)
    2 cluster    every user's similar memories, cosine > 0.8, clusters of 5+ merged
                 (:func:`credo.manage.consolidate.consolidate`; the cosine is on credo's one
                 similarity scale, MiniLM's -- engram's own model -- mapped to the store's model)
    3 cards      peer cards for entities with enough data (:mod:`credo.manage.cards`)
    4 synthesis  cross-domain bridges between entity pairs (:mod:`credo.manage.synthesis`)
    5 probe      challenge weak old beliefs, and lower the importance of invalidated ones
                 (:mod:`credo.manage.probe`)
    6 drift      claims about files and symbols checked against the filesystem (:mod:`credo.manage.drift`)
    7 prune      old access logs, finished jobs and audit events, with a checkpoint (:mod:`credo.manage.prune`)

Each step reports what it did (or, in a dry run, would do). A step that raises is
reported as failed with its error's one line, and the cycle goes on: one broken step
never costs the other six. A dry run writes nothing at all, in any step.

The report: ``{"job": "dream", "dry_run", "steps": [{"step", "name", "ok", "report"|"error"}],
"counts": {name: the step's headline count}}``.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from .. import rules
from ..models import scope
from ..decay import DecayPolicy

log = logging.getLogger("credo.dream")

#: engram's clustering: cosine above 0.8 (on MiniLM's scale) ...
CLUSTER_COSINE = 0.8
#: ... and only clusters of at least five memories merge.
CLUSTER_MIN = 5
#: The actor every dream step writes as.
ACTOR = "dream"

Step = Callable[[Any, str, datetime, bool, "str | None"], dict[str, Any]]


def engram_decay(m: Any) -> DecayPolicy:
    """The store's decay policy if it is engram's, else engram's with its default mode (huber)."""
    return m.decay if m.decay.name == "engram" else DecayPolicy("engram")


def forget(m: Any, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 1: the forgetting passes, judged on engram's trust-weighted curve (pinned memories exempt)."""
    from .forget import forget as run

    return run(m.backend, tenant, now, policy=m.forget_policy, decay=engram_decay(m), dry_run=dry_run, actor=ACTOR)


def cluster(m: Any, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 2: every user's (or ``user``'s) clusters at cosine 0.8; clusters of 5+ merge."""
    from .consolidate import consolidate

    reports = []
    for u in [user] if user else rules.users(m.backend, tenant):
        report = consolidate(m.backend, m.embedder, scope(tenant, u), now=now, dry_run=dry_run,
                             threshold=CLUSTER_COSINE, min_cluster=CLUSTER_MIN, merger=m.merger, actor=ACTOR)
        reports.append({"user": u, **report.to_public()})
    counts = {"users": len(reports), "clusters": sum(r.get("clusters_found", 0) for r in reports),
              "merged": sum(r.get("canonical_created", 0) for r in reports),
              "sent_to_review": sum(r.get("proposals", 0) for r in reports)}
    return {"threshold": CLUSTER_COSINE, "min_cluster": CLUSTER_MIN, "users": reports, "counts": counts}


def _external(module: str, function: str) -> Step:
    """A step written in its own module, imported when it runs (a missing module fails only that step)."""
    def run(m: Any, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
        fn = getattr(importlib.import_module(f"credo.manage.{module}"), function)
        return fn(m, tenant, now, dry_run=dry_run, user=user)  # type: ignore[no-any-return]
    return run


def probe(m: Any, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 5: challenge weak old beliefs; lower the importance of invalidated ones (once each)."""
    from . import probe as probing

    challenged = probing.probe(m.backend, tenant, now, dry_run=dry_run, actor=ACTOR)
    lowered = probing.lower_invalidated(m.backend, tenant, now, dry_run=dry_run, actor=ACTOR)
    return {"challenged": challenged["challenged"], "kept": challenged["kept"], "lowered": lowered["lowered"],
            "penalty": lowered["penalty"], "counts": {**challenged["counts"], **lowered["counts"]}}


def prune(m: Any, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 7: old access-log rows, finished jobs and audit events (with a checkpoint) go."""
    from .prune import prune as run

    return run(m.backend, tenant, now, policy=m.prune_policy, dry_run=dry_run, actor=ACTOR)


#: engram's seven steps, in order: (name, function).
STEPS: tuple[tuple[str, Step], ...] = (
    ("forget", forget),
    ("cluster", cluster),
    ("cards", _external("cards", "rebuild_cards")),
    ("synthesis", _external("synthesis", "synthesize")),
    ("probe", probe),
    ("drift", _external("drift", "detect_drift")),
    ("prune", prune),
)


def dream(m: Any, tenant: str, now: datetime, *, dry_run: bool = False, user: str | None = None) -> dict[str, Any]:
    """Run the seven steps in order for one tenant (``m`` is a :class:`credo.Memory`); the report.

    ``user`` confines the steps that work per user (clustering, and whichever of cards,
    synthesis and drift take it) to that user.

    >>> import os, tempfile
    >>> from credo import HashEmbedder, Memory
    >>> from credo.timeutil import parse_time
    >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "d.db"), embedder=HashEmbedder(), tenant="t")
    >>> report = dream(mem, "t", parse_time("2026-06-01"), dry_run=True)
    >>> [s["name"] for s in report["steps"]]
    ['forget', 'cluster', 'cards', 'synthesis', 'probe', 'drift', 'prune']
    """
    steps, counts = [], {}
    for number, (name, run) in enumerate(STEPS, 1):
        try:
            report = run(m, tenant, now, dry_run, user)
        except Exception as exc:  # noqa: BLE001 -- a failed step is reported, and the cycle goes on
            log.warning("dream step %d (%s) failed for tenant %s: %s", number, name, tenant, _one_line(exc))
            steps.append({"step": number, "name": name, "ok": False, "error": _one_line(exc)})
            counts[name] = "failed"
            continue
        steps.append({"step": number, "name": name, "ok": True, "report": report})
        counts[name] = _headline(report)
    return {"job": "dream", "dry_run": dry_run, "steps": steps, "counts": counts}


def _headline(report: dict[str, Any]) -> Any:
    """What a step's report counts (its ``counts``, else its number-valued keys)."""
    counts = report.get("counts")
    if isinstance(counts, dict):
        return counts
    return {k: v for k, v in report.items() if isinstance(v, int) and not isinstance(v, bool)}


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return f"{type(exc).__name__}: {text}"[:300]
