"""Forgetting: the passes that take memories out of service -- into the archive, or out of the store.

History is kept. By default no pass hard-deletes a superseded or merged
version, or an episodic memory whose TTL has not passed: what falls out of
use is **archived** (status ``archived``: never served by recall or context,
still answered by ``history`` and ``as_of``, listed in the UI's browser, and
brought back with ``restore``). Hard deletion happens only through

* erasure (``erase``, on request),
* **ttl** (agentmemory): ``forget_after`` has passed -- the owner's own
  instruction. Such memories are hidden from reads at once and erased here,
  from every index (row, full-text, vector, links, history), with only a
  hash of the text left in the audit log;
* a retention setting a deployment turns on explicitly:
  ``ForgetPolicy(purge_superseded_after_days=365)`` erases superseded and
  merged versions unchanged for that long, and
  ``ForgetPolicy(erase_archived_after_days=...)`` archived ones. Both default
  to ``None``: never.

The archiving passes, in order (pinned memories are exempt from all of them):

* **archive** (engram): older than 90 days, retention < 0.15, importance < 0.3
  and fewer than 3 accesses. Importance here is engram's nine factors combined
  (:mod:`credo.importance`) as of ``now``: of two memories given the same
  importance, one a person stated and others confirmed is kept where an
  unconfirmed one from a low-trust source goes. Semantic, procedural and
  codebase memories are exempt (codebase ones leave service only through
  drift detection).
* **evict** (agentmemory's retention-evict): active working/episodic memories
  whose retention fell below the cold threshold (0.15), lowest first, at most
  ``max_evict`` (50, at most 1000) a run -- archived, not erased.
* **cap** (agentmemory's observation cap): a user's, and an agent's, active
  observations (episodic memories) beyond ``episodic_cap`` (10,000), least
  important first, then lowest retention -- archived. The ``evict`` job
  (:mod:`credo.manage.sessions`) runs the same pass.

Every pass judges as of its ``now``: retention is the decay curve computed at
``now`` (not the score the last decay run stored), and a memory recorded
after ``now`` is never touched. So ``credo manage forget --now T --dry-run``
shows what forgetting would do at T.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from .. import rules
from ..errors import ErasePending
from ..lifecycle import erase_many, record_status
from ..models import Status
from ..policies import ForgetPolicy
from ..store.base import Store
from ..timeutil import to_iso
from ..decay import DecayPolicy

DRY_RUN_LIMIT = 1_000_000


def forget(store: Store, tenant: str, now: datetime, *, policy: ForgetPolicy = ForgetPolicy(),
           decay: DecayPolicy = DecayPolicy(), dry_run: bool = False, actor: str = "forgetting") -> dict[str, Any]:
    """Run every forgetting pass for one tenant as of ``now``; returns the ids each pass took (or would take).

    ``ttl`` and ``purged`` were erased; ``archived``, ``evicted`` and ``capped`` were archived.
    """
    report: dict[str, Any] = {"task": "forget", "dry_run": dry_run, "at": to_iso(now)}
    report["ttl"] = _erase_all(store, tenant, now, "ttl", {}, policy, dry_run, actor, "TTL expired")
    report["archived"] = _archive_rule(store, tenant, now, policy, decay, dry_run, actor)
    taken = set(report["archived"])
    ids = store.select(rules.rule("evict", tenant, now, limit=policy.max_evict + len(taken),
                                  threshold=policy.evict_below, decay=decay), ids_only=True)
    evict = [i for i in ids if i not in taken][: policy.max_evict]
    report["evicted"] = _archive(store, tenant, now, evict, policy, dry_run, actor,
                                 f"retention below the cold threshold ({policy.evict_below})")
    taken |= set(report["evicted"])
    report["capped"] = cap_observations(store, tenant, now, cap=policy.episodic_cap, forget=policy, decay=decay,
                                        dry_run=dry_run, actor=actor, taken=taken)
    report["purged"] = _retention(store, tenant, now, "purge", policy.purge_superseded_after_days, policy, dry_run,
                                  actor, "old version")
    report["purged"] += _retention(store, tenant, now, "purge_archived", policy.erase_archived_after_days, policy,
                                   dry_run, actor, "archived")
    report["counts"] = {k: len(report[k]) for k in ("ttl", "evicted", "archived", "purged", "capped")}
    if not dry_run and (report["ttl"] or report["purged"]):
        try:  # once per pass: the erased texts leave the index pages and the WAL
            store.compact()
        except ErasePending:  # another connection's read pins old pages; the store finishes after it
            report["erase_pending"] = True
    return report


def cap_observations(store: Store, tenant: str, now: datetime, *, cap: int, forget: ForgetPolicy,
                     decay: DecayPolicy, dry_run: bool, actor: str, taken: set[str] | None = None) -> list[str]:
    """Archive each user's and each agent's active observations beyond ``cap``, least important first."""
    taken = set(taken or ())
    capped: list[str] = []
    for by in ("user", "agent"):
        for owner, count in rules.observation_counts(store, tenant, by=by, over=cap).items():
            over = store.select(rules.rule("observation_cap", tenant, now, limit=count - cap + len(taken),
                                           by=by, owner=owner, decay=decay), ids_only=True)
            # a dry run archived nothing, so what it already picked is still counted: take those off
            gone = len(set(over) & taken) if dry_run else 0
            excess = [i for i in over if i not in taken][: max(count - cap - gone, 0)]
            capped += _archive(store, tenant, now, excess, forget, dry_run, actor,
                               f"over the cap of {cap} observations per {by}")
            taken |= set(excess)
    return capped


def _retention(store: Store, tenant: str, now: datetime, rule: str, days: float | None, policy: ForgetPolicy,
               dry_run: bool, actor: str, what: str) -> list[str]:
    """A deployment's explicit retention setting; nothing when it is off (None)."""
    if days is None:
        return []
    cutoff = {"cutoff": now - timedelta(days=days)}
    return _erase_all(store, tenant, now, rule, cutoff, policy, dry_run, actor,
                      f"retention setting: {what}, unchanged for {days:g} days")


def _erase_all(store: Store, tenant: str, now: datetime, rule: str, params: dict[str, Any], policy: ForgetPolicy,
               dry_run: bool, actor: str, reason: str) -> list[str]:
    """Erase everything a rule selects: one selection, then bounded batches (one transaction each)."""
    ids = store.select(rules.rule(rule, tenant, now, limit=DRY_RUN_LIMIT, **params), ids_only=True)
    if dry_run:
        return ids
    taken: list[str] = []
    for batch in _chunks(ids, policy.batch):
        units = store.get(tenant, batch)
        if units:
            taken += erase_many(store, tenant, units, reason=reason, actor=actor, now=now, compact=False)
    return taken


def _chunks(items: list[str], size: int) -> list[list[str]]:
    return [items[i: i + size] for i in range(0, len(items), size)]


def _archive_rule(store: Store, tenant: str, now: datetime, policy: ForgetPolicy, decay: DecayPolicy,
                  dry_run: bool, actor: str) -> list[str]:
    params = {"cutoff": now - timedelta(days=policy.archive_after_days),
              "retention": policy.archive_retention, "importance": policy.archive_importance,
              "accesses": policy.archive_accesses}
    reason = (f"archival rule: older than {policy.archive_after_days:g} days, retention < {policy.archive_retention},"
              f" combined importance < {policy.archive_importance}, fewer than {policy.archive_accesses} accesses")
    ids = store.select(rules.rule("archive", tenant, now, limit=DRY_RUN_LIMIT, decay=decay, **params), ids_only=True)
    return _archive(store, tenant, now, ids, policy, dry_run, actor, reason)


def _archive(store: Store, tenant: str, now: datetime, ids: list[str], policy: ForgetPolicy, dry_run: bool,
             actor: str, reason: str) -> list[str]:
    """Archive ``ids`` (still active and unpinned), a batch per transaction: a crash keeps whole batches."""
    if dry_run:
        return list(ids)
    archived: list[str] = []
    for chunk in _chunks(ids, policy.batch):
        with store.transaction():
            for unit in store.get(tenant, chunk):
                if unit.status is Status.ACTIVE and not unit.pinned:  # unchanged since it was selected
                    record_status(store, unit, Status.ARCHIVED, reason, actor=actor, now=now)
                    archived.append(unit.id)
    return archived
