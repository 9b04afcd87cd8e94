"""Log pruning (engram's dream step 7): the access log, finished jobs and audit events stop growing.

Without it three tables grow with every use and never shrink: ``access_log`` (a row per
memory served), ``jobs`` (a row per queued ingestion) and ``audit_events`` (a row per
change). The ``prune`` job deletes their rows older than a retention, per tenant, in
batches of :attr:`PrunePolicy.batch` (each its own transaction, so a writer never waits
long), and never touches memories, their status history or their links: history is kept.

* access log: rows older than ``access_log_days`` (90). The memories keep their counters
  (``access_count``, ``recall_count``, ``last_accessed``); only the per-access timestamps go.
  90 days is engram's archival horizon: past it, an access no longer decides whether a
  memory is archived, and a recency factor on a 30-day half-life has fallen below 1/8.
* jobs: done and failed jobs finished more than ``jobs_days`` (30) ago. Queued and running
  jobs are never pruned; a pruned job's idempotency key may be used again.
* audit events: events older than ``audit_days`` (180, the six months hosted audit logs
  commonly keep), always a prefix of the tenant's hash chain. Before deleting, the store
  writes a **checkpoint** in the same transaction (:mod:`credo.store.chain`): where the
  pruned stretch began and ended (the new anchor), how many events and which seqs, a digest
  of their hashes, the cutoff, when and by whom -- hash-linked to the previous checkpoint.

0 turns a retention off (that log is kept forever). :func:`verify_audit` (``credo audit
verify``) checks the checkpoint chain and the kept events from the latest anchor.

>>> PrunePolicy().audit_days
180.0
"""

from __future__ import annotations

from dataclasses import asdict
from datetime import datetime, timedelta
from typing import Any

from ..policies import PrunePolicy
from ..store import chain
from ..store.base import Store

def prune(store: Store, tenant: str, now: datetime, *, policy: PrunePolicy | None = None, dry_run: bool = False,
          actor: str = "maintenance") -> dict[str, Any]:
    """Delete the tenant's log rows older than the policy's retentions; report what went (or would go).

    ``counts`` holds the rows pruned per log and ``checkpoints`` the checkpoints written;
    ``cutoffs`` the times before which rows go (None: that log is kept). A dry run counts
    every row that would go and writes nothing.
    """
    policy = policy or PrunePolicy()
    cutoffs = {name: now - timedelta(days=days) if days > 0 else None
               for name, days in (("access_log", policy.access_log_days), ("jobs", policy.jobs_days),
                                  ("audit", policy.audit_days))}
    counts = {"access_log": 0, "jobs": 0, "audit": 0}
    checkpoints: list[dict[str, Any]] = []
    for name, cutoff in cutoffs.items():
        if cutoff is None:
            continue
        for _ in range(1 if dry_run else policy.max_batches):
            if name == "audit":
                done = store.prune_audit(tenant, cutoff, limit=policy.batch, actor=actor, at=now, dry_run=dry_run)
                n = done["pruned"]
                if done["checkpoint"] is not None:
                    checkpoints.append(_public(done["checkpoint"]))
            elif name == "jobs":
                n = store.prune_log(tenant, "jobs", cutoff, limit=policy.batch, dry_run=dry_run)
            else:
                n = store.prune_log(tenant, "access_log", cutoff, limit=policy.batch, dry_run=dry_run)
            counts[name] += n
            if n < policy.batch:
                break
    return {"task": "prune", "dry_run": dry_run, "counts": {**counts, "checkpoints": len(checkpoints)},
            "cutoffs": {name: cutoff.isoformat() if cutoff else None for name, cutoff in cutoffs.items()},
            "policy": asdict(policy), "checkpoints": checkpoints}


def _public(checkpoint: chain.Checkpoint) -> dict[str, Any]:
    return {k: checkpoint[k] for k in ("first_seq", "last_seq", "count", "anchor", "digest", "hash")}


def verify_audit(store: Store, tenant: str) -> dict[str, Any]:
    """Verify the tenant's audit chain: its checkpoints, then every kept event from the latest anchor.

    ``{"tenant", "ok", "checkpoints", "events", "error"}``; ``error`` is one line naming the
    first event or checkpoint that was altered, deleted or is missing.
    """
    return {"tenant": tenant, **chain.verify(store.audit_checkpoints(tenant), store.audit_events(tenant),
                                             keyring=store.audit_keyring, head=store.audit_head(tenant),
                                             has_memories=store.audit_witnessed(tenant))}
