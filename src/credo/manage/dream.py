"""The dream cycle: engram's seven-step consolidation pass, one task (``credo manage dream``).

Seed 002 ("dream cycle"), in engram's order::

    1 forget     the forgetting passes on engram's trust-weighted curve: a memory a person
                 stored keeps the full 30-day half-life, an auto-extracted one decays 3x
                 faster (:class:`~credo.decay.DecayPolicy` "engram"); pinned memories
                 are immune (:mod:`credo.manage.forget`)
    2 cluster    every user's similar memories, cosine > 0.8, clusters of 5+ merged
                 (:func:`credo.manage.consolidate.consolidate`; the cosine is on credo's one
                 similarity scale, MiniLM's -- engram's own model -- mapped to the store's model)
    3 cards      peer cards for entities with enough data (:mod:`credo.manage.cards`)
    4 synthesis  cross-domain bridges between entity pairs (:mod:`credo.manage.synthesis`)
    5 probe      challenge weak old beliefs (flag weak current facts for a person instead), and lower the
                 importance of invalidated ones
                 (:mod:`credo.manage.probe`)
    6 drift      claims about files and symbols checked against the filesystem (:mod:`credo.manage.drift`)
    7 prune      old access logs, finished jobs and audit events, with a checkpoint (:mod:`credo.manage.prune`)

Each step reports what it did (or, in a dry run, would do). A step that raises is
reported as failed with its error's one line, and the cycle goes on: one broken step
never costs the other six. A dry run writes nothing at all, in any step.

The report: ``{"task": "dream", "dry_run", "steps": [{"step", "name", "ok", "report"|"error"}],
"counts": {name: the step's headline count}}``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from .. import rules
from ..decay import DecayPolicy
from ..models import scope
from ..services import Services
from . import cards, drift, synthesis
from . import consolidate as consolidation
from . import forget as forgetting
from . import probe as probing
from . import prune as pruning

log = logging.getLogger("credo.dream")

#: engram's clustering: cosine above 0.8 (on MiniLM's scale) ...
CLUSTER_COSINE = 0.8
#: ... and only clusters of at least five memories merge.
CLUSTER_MIN = 5
#: The actor every dream step writes as.
ACTOR = "dream"

#: A step: ``(services, tenant, now, dry_run, user) -> report``.
Step = Callable[[Services, str, datetime, bool, "str | None"], dict[str, Any]]


def engram_decay(s: Services) -> DecayPolicy:
    """The store's decay policy if it is engram's, else engram's with its default mode (huber)."""
    decay = s.policies.decay
    return decay if decay.name == "engram" else DecayPolicy("engram")


def forget(s: Services, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 1: the forgetting passes, judged on engram's trust-weighted curve (pinned memories exempt)."""
    return forgetting.forget(s.store, tenant, now, policy=s.policies.forget, decay=engram_decay(s), dry_run=dry_run,
                             actor=ACTOR)


def cluster(s: Services, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 2: every user's (or ``user``'s) clusters at cosine 0.8; clusters of 5+ merge."""
    reports = []
    for u in [user] if user else rules.users(s.store, tenant):
        report = consolidation.consolidate(s.store, s.embedder, scope(tenant, u), now=now, dry_run=dry_run,
                                           threshold=CLUSTER_COSINE, min_cluster=CLUSTER_MIN, merger=s.merger,
                                           actor=ACTOR)
        reports.append({"user": u, **report.to_public()})
    counts = {"users": len(reports), "clusters": sum(r.get("clusters_found", 0) for r in reports),
              "merged": sum(r.get("canonical_created", 0) for r in reports),
              "sent_to_review": sum(r.get("proposals", 0) for r in reports)}
    return {"threshold": CLUSTER_COSINE, "min_cluster": CLUSTER_MIN, "users": reports, "counts": counts}


def build_cards(s: Services, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 3: peer cards for entities with enough data (:func:`credo.manage.cards.rebuild_cards`)."""
    return cards.rebuild_cards(s, tenant, now, dry_run=dry_run, user=user)


def synthesize(s: Services, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 4: cross-domain bridges (:func:`credo.manage.synthesis.synthesize`), when ``[pipeline] bridges`` is
    on: off by default, as their measured precision is below :data:`~credo.manage.synthesis.MIN_BRIDGE_PRECISION`
    (``credo manage synthesize`` still proposes them when a person asks)."""
    if not s.policies.pipeline.bridges:
        return {"task": "synthesize", "dry_run": dry_run, "off": True,
                "skipped": "bridges are off: [pipeline] bridges = true files them for review (their measured "
                           f"precision is below {synthesis.MIN_BRIDGE_PRECISION}; docs/synthesis.md)",
                "counts": dict.fromkeys(("candidates", "confirmed", "proposed", "rejected", "skipped"), 0),
                "bridges": []}
    return synthesis.synthesize(s, tenant, now, dry_run=dry_run, user=user)


def probe(s: Services, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 5: challenge weak old beliefs; lower the importance of invalidated ones (once each)."""
    challenged = probing.probe(s.store, tenant, now, dry_run=dry_run, actor=ACTOR)
    lowered = probing.lower_invalidated(s.store, tenant, now, dry_run=dry_run, actor=ACTOR)
    return {"challenged": challenged["challenged"], "flagged": challenged["flagged"], "kept": challenged["kept"],
            "lowered": lowered["lowered"],
            "penalty": lowered["penalty"], "counts": {**challenged["counts"], **lowered["counts"]}}


def check_drift(s: Services, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 6: claims about files and symbols checked against the filesystem (:mod:`credo.manage.drift`)."""
    return drift.detect_drift(s, tenant, now, dry_run=dry_run, user=user)


def prune(s: Services, tenant: str, now: datetime, dry_run: bool, user: str | None) -> dict[str, Any]:
    """Step 7: old access-log rows, finished jobs and audit events (with a checkpoint) go."""
    return pruning.prune(s.store, tenant, now, policy=s.policies.prune, dry_run=dry_run, actor=ACTOR)


#: engram's seven steps, in order: (name, function).
STEPS: tuple[tuple[str, Step], ...] = (
    ("forget", forget),
    ("cluster", cluster),
    ("cards", build_cards),
    ("synthesis", synthesize),
    ("probe", probe),
    ("drift", check_drift),
    ("prune", prune),
)


def dream(s: Services, tenant: str, now: datetime, *, dry_run: bool = False, user: str | None = None,
          steps: Sequence[tuple[str, Step]] = STEPS,
          progress: Callable[[int, int, str], None] | None = None) -> dict[str, Any]:
    """Run the steps in order for one tenant; the report.

    ``user`` confines the steps that work per user (clustering, cards, synthesis and drift) to that
    user. ``steps`` replaces engram's seven (a test hands in fakes). ``progress(done, total, step)``
    hears each step start, and the end.

    >>> import os, tempfile
    >>> from credo import HashEmbedder, Memory
    >>> from credo.timeutil import parse_time
    >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "d.db"), embedder=HashEmbedder(), tenant="t")
    >>> report = dream(mem.services, "t", parse_time("2026-06-01"), dry_run=True)
    >>> [step["name"] for step in report["steps"]]
    ['forget', 'cluster', 'cards', 'synthesis', 'probe', 'drift', 'prune']
    """
    done, counts = [], {}
    for number, (name, run) in enumerate(steps, 1):
        if progress is not None:
            progress(number - 1, len(steps), name)
        try:
            report = run(s, tenant, now, dry_run, user)
        except Exception as exc:  # noqa: BLE001 -- a failed step is reported, and the cycle goes on
            log.warning("dream step %d (%s) failed for tenant %s: %s", number, name, tenant, _one_line(exc))
            done.append({"step": number, "name": name, "ok": False, "error": _one_line(exc)})
            counts[name] = "failed"
            continue
        done.append({"step": number, "name": name, "ok": True, "report": report})
        counts[name] = _headline(report)
    if progress is not None:
        progress(len(steps), len(steps), "done")
    return {"task": "dream", "dry_run": dry_run, "steps": done, "counts": counts}


def _headline(report: dict[str, Any]) -> Any:
    """What a step's report counts (its ``counts``, else its number-valued keys)."""
    counts = report.get("counts")
    if isinstance(counts, dict):
        return counts
    return {k: v for k, v in report.items() if isinstance(v, int) and not isinstance(v, bool)}


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return f"{type(exc).__name__}: {text}"[:300]
