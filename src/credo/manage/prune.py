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


def verify_audit(store: Store, tenant: str, *, expect_head: str | None = None) -> dict[str, Any]:
    """Verify the tenant's audit chain: its checkpoints, then every kept event from the latest anchor.

    ``{"tenant", "ok", "checkpoints", "events", "error", ...}``; ``error`` is one line naming the
    first event or checkpoint that was altered, deleted or is missing. ``expect_head``: a head kept
    outside the database (``COUNT:HASH``, as ``head_token`` reports it): the log must have reached
    it and still hold it, so a whole database restored from an older copy is caught
    (:func:`against_kept_head`).
    """
    report: dict[str, Any] = {"tenant": tenant, **chain.verify(
        store.audit_checkpoints(tenant), store.audit_events(tenant), keyring=store.audit_keyring,
        head=store.audit_head(tenant), has_memories=store.audit_witnessed(tenant))}
    head = report.get("head")
    report["head_token"] = f"{head['count']}:{head['hash']}" if head else None
    if report["ok"] and expect_head is not None:
        error = against_kept_head(store, tenant, expect_head, head)
        if error is not None:
            report.update(ok=False, error=error)
    return report


def against_kept_head(store: Store, tenant: str, kept: str, head: dict[str, Any] | None) -> str | None:
    """How the tenant's log differs from a head kept elsewhere (``COUNT:HASH``), or None when the log
    reached it and still holds it (or has pruned past it, which the checkpoints vouch for)."""
    count_text, _, kept_hash = kept.partition(":")
    kept_count = int(count_text)
    count = int(head["count"]) if head else 0
    if count < kept_count:
        return (f"the log has {count} events, fewer than the {kept_count} of the head kept elsewhere: an older copy "
                "of the database was restored, or events were removed and the head rewritten")
    if head is not None and count == kept_count:
        return None if head["hash"] == kept_hash else (
            f"the log's head at event {count} differs from the head kept elsewhere: the log was rewritten")
    if any(event["hash"] == kept_hash for event in store.audit_events(tenant)):
        return None
    pruned = sum(int(cp["count"]) for cp in store.audit_checkpoints(tenant))
    if pruned >= kept_count:
        return None
    return f"the log does not pass through the head kept elsewhere (event {kept_count}): it was rewritten"
