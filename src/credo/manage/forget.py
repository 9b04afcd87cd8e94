"""Forgetting: the passes that take memories out of the store for good (or into the archive).

Five rules, run in this order, each a bounded, resumable pass; forgotten means erased from every
index (row, full-text, vector, links, history), with only a hash of the text
left in the audit log. Pinned memories are exempt from every pass but TTL --
an explicit expiry date is the owner's own instruction.

* **ttl** (agentmemory): ``forget_after`` has passed. Such memories are hidden
  from reads at once (the read filter) and erased here.
* **archive** (engram): older than 90 days, retention < 0.15, importance < 0.3
  and fewer than 3 accesses -> status ``archived`` (kept, never served).
  Semantic, procedural and pinned memories are exempt. It runs before
  eviction, so what it would keep is never erased.
* **evict** (agentmemory's retention-evict): active working/episodic memories
  whose decay score fell below the cold threshold (0.15), lowest first, at
  most ``max_evict`` (50, at most 1000) a run.
* **purge** (agentmemory): superseded or merged versions unchanged for 90 days.
* **cap**: a user's active episodic memories beyond ``episodic_cap`` (10,000),
  lowest retention first.

Decay scores are read as stored, so run the decay job first (the scheduler does).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from ..errors import ErasePending, InvalidInput
from ..lifecycle import erase_many, record_status
from ..models import Status
from ..store.base import Store
from ..timeutil import to_iso


DRY_RUN_LIMIT = 1_000_000


@dataclass(frozen=True)
class ForgetPolicy:
    """Thresholds of the forgetting passes (the seeds' defaults)."""

    evict_below: float = 0.15
    max_evict: int = 50
    archive_after_days: float = 90.0
    archive_retention: float = 0.15
    archive_importance: float = 0.3
    archive_accesses: int = 3
    purge_after_days: float = 90.0
    episodic_cap: int = 10_000
    batch: int = 500

    def __post_init__(self) -> None:
        if not 1 <= self.max_evict <= 1000:
            raise InvalidInput("max_evict must be between 1 and 1000")


def forget(store: Store, tenant: str, now: datetime, *, policy: ForgetPolicy = ForgetPolicy(),
           dry_run: bool = False, actor: str = "forgetting") -> dict[str, Any]:
    """Run every forgetting pass for one tenant; returns the ids each pass took (or would take)."""
    report: dict[str, Any] = {"job": "forget", "dry_run": dry_run, "at": to_iso(now)}
    report["ttl"] = _erase_all(store, tenant, now, "ttl", {}, policy, dry_run, actor, "TTL expired")
    # the soft rule first: what engram would archive is kept, not evicted
    report["archived"] = _archive(store, tenant, now, policy, dry_run, actor)
    kept = set(report["archived"])
    ids = store.maintenance_candidates(tenant, now, "evict", limit=policy.max_evict + len(kept),
                                       params={"threshold": policy.evict_below}, ids_only=True)
    evict = store.get_memories(tenant, [i for i in ids if i not in kept][: policy.max_evict])
    report["evicted"] = _erase(store, tenant, now, evict, dry_run, actor, "retention below the cold threshold")
    cutoff = {"cutoff": to_iso(now - timedelta(days=policy.purge_after_days))}
    report["purged"] = _erase_all(store, tenant, now, "purge", cutoff, policy, dry_run, actor,
                                  f"old version, unchanged for {policy.purge_after_days:g} days")
    report["capped"] = []
    for user, count in store.episodic_counts(tenant, over=policy.episodic_cap).items():
        over = store.maintenance_candidates(tenant, now, "cap", limit=count - policy.episodic_cap,
                                           params={"user": user})
        report["capped"] += _erase(store, tenant, now, over, dry_run, actor,
                                   f"over the cap of {policy.episodic_cap} episodic memories")
    report["counts"] = {k: len(report[k]) for k in ("ttl", "evicted", "archived", "purged", "capped")}
    if not dry_run and any(report[k] for k in ("ttl", "evicted", "purged", "capped")):
        try:  # once per pass: the erased texts leave the index pages and the WAL
            store.compact()
        except ErasePending:  # another connection's read pins old pages; the store finishes after it
            report["erase_pending"] = True
    return report


def _erase_all(store: Store, tenant: str, now: datetime, rule: str, params: dict[str, Any], policy: ForgetPolicy,
               dry_run: bool, actor: str, reason: str) -> list[str]:
    """Erase everything a rule selects: one selection, then bounded batches (one transaction each)."""
    ids = store.maintenance_candidates(tenant, now, rule, limit=DRY_RUN_LIMIT, params=params, ids_only=True)
    if dry_run:
        return ids
    taken: list[str] = []
    for batch in _chunks(ids, policy.batch):
        taken += _erase(store, tenant, now, store.get_memories(tenant, batch), dry_run, actor, reason)
    return taken


def _chunks(items: list[str], size: int) -> list[list[str]]:
    return [items[i: i + size] for i in range(0, len(items), size)]


def _erase(store: Store, tenant: str, now: datetime, units: list, dry_run: bool, actor: str,
           reason: str) -> list[str]:
    if dry_run or not units:
        return [u.id for u in units]
    return erase_many(store, tenant, units, reason=reason, actor=actor, now=now, compact=False)


def _archive(store: Store, tenant: str, now: datetime, policy: ForgetPolicy, dry_run: bool, actor: str) -> list[str]:
    params = {"cutoff": to_iso(now - timedelta(days=policy.archive_after_days)),
              "retention": policy.archive_retention, "importance": policy.archive_importance,
              "accesses": policy.archive_accesses}
    reason = (f"archival rule: older than {policy.archive_after_days:g} days, retention < {policy.archive_retention},"
              f" importance < {policy.archive_importance}, fewer than {policy.archive_accesses} accesses")
    ids = store.maintenance_candidates(tenant, now, "archive", limit=DRY_RUN_LIMIT, params=params, ids_only=True)
    if dry_run:
        return ids
    archived: list[str] = []
    for batch in _chunks(ids, policy.batch):
        with store.transaction():  # one batch, one transaction: a crash keeps whole batches
            for unit in store.get_memories(tenant, batch):
                if unit.status is Status.ACTIVE and not unit.pinned:  # unchanged since it was selected
                    record_status(store, unit, Status.ARCHIVED, reason, actor=actor, now=now)
                    archived.append(unit.id)
    return archived
