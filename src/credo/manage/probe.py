"""Belief probing (engram's dream step 5): doubt old, weak, never-confirmed beliefs.

A memory older than 60 days, with confidence below 0.6, never confirmed by a
repeat and never verified by feedback, is a belief nobody has leaned on. What
may leave service by age (:func:`credo.manage.forget.keep_reason` says nothing
keeps it: not pinned, not a decision or a current fact, no date not yet past,
measured importance below 0.3) is challenged (no longer served as fact) with
the reason recorded, so that a person -- or the next mention -- settles it. A
``Judge`` (an LLM, when one is configured) may look at each such candidate and
decide instead; without one the rule decides alone.

What age may never take out of service but is weak all the same -- a current
fact nobody confirmed -- is *flagged* instead, once: it stays active and
served, ``metadata.unconfirmed`` says when and why ("probe: 75 days old,
confidence 0.45 < 0.6, never confirmed or verified -- confirm or correct"), a
status-history row (active -> active) shows it in ``history``, and it waits in
the review queue as ``unconfirmed`` (:func:`credo.rules.unconfirmed`) until a
person confirms it (``review approve``) or corrects it (``review reject``, or
the right value stored), the user repeats it, feedback verifies it, or a newer
value replaces it. A flagged belief is never probed again.

The dream cycle's half of the step (engram: "challenge old beliefs, reduce
importance on invalidated ones") is :func:`lower_invalidated`: every belief
that was invalidated -- by a probe settled by review, by a person, by any
path -- loses :data:`INVALIDATED_PENALTY` of its importance (never below 0),
once: the memory is marked (``metadata.importance_lowered``), so a second run
changes nothing. The status stays ``invalidated``; a status-history row
(invalidated -> invalidated) says what was lowered and why, so ``history``
shows it beside the invalidation.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from .. import rules
from ..lifecycle import record_status
from ..models import Kind, MemoryUnit, Status, StatusChange
from ..store.base import Cond, HistoryQuery, Select, Store
from ..timeutil import to_iso
from .forget import keep_reason

#: How much importance an invalidated belief loses (engram's dream step 5), once; floored at 0.
INVALIDATED_PENALTY = 0.3
#: The metadata key that marks a belief whose importance was already lowered.
LOWERED_KEY = "importance_lowered"


class Judge(Protocol):
    """Decides whether a weak belief should be challenged; returns (challenge?, reason)."""

    def judge(self, memory: MemoryUnit) -> tuple[bool, str]: ...


@dataclass(frozen=True)
class ProbePolicy:
    """Which beliefs are weak enough to probe."""

    older_than_days: float = 60.0
    below_confidence: float = 0.6
    max_per_run: int = 200


def probe(store: Store, tenant: str, now: datetime, *, policy: ProbePolicy = ProbePolicy(), judge: Judge | None = None,
          dry_run: bool = False, actor: str = "probing") -> dict[str, Any]:
    """Challenge weak beliefs; returns the ids challenged (or that would be) and those kept."""
    candidates = store.select(rules.rule("probe", tenant, now, cutoff=now - timedelta(days=policy.older_than_days),
                                          confidence=policy.below_confidence, limit=policy.max_per_run))
    challenged: list[tuple[MemoryUnit, str]] = []
    kept: list[tuple[MemoryUnit, str]] = []
    flagged: list[tuple[MemoryUnit, str]] = []
    for unit in candidates:
        if (keep := keep_reason(unit, now)) is not None:  # age never takes what matters out of service
            if unit.kind is Kind.FACT or unit.entity:  # a weak current fact: a person confirms or corrects it
                flagged.append((unit, f"{_rule_reason(unit, now, policy)} ({keep}): confirm or correct"))
            else:  # kept for a date not yet past: probed again once it is history
                kept.append((unit, f"kept: {keep}"))
            continue
        doubt, reason = judge.judge(unit) if judge else (True, _rule_reason(unit, now, policy))
        (challenged if doubt else kept).append((unit, reason))
    if not dry_run and (challenged or flagged):
        with store.transaction():
            for unit, reason in challenged:
                record_status(store, unit, Status.CHALLENGED, f"probe: {reason}", actor=actor, now=now)
            for unit, reason in flagged:
                flag(store, unit, f"probe: {reason}", actor=actor, now=now)
    return {"task": "probe", "dry_run": dry_run, "judge": type(judge).__name__ if judge else "rule",
            "challenged": [{"id": u.id, "reason": r} for u, r in challenged],
            "flagged": [{"id": u.id, "reason": f"probe: {r}"} for u, r in flagged],
            "kept": [{"id": u.id, "reason": r} for u, r in kept],
            "counts": {"challenged": len(challenged), "flagged": len(flagged), "kept": len(kept)}}


def flag(store: Store, unit: MemoryUnit, reason: str, *, actor: str, now: datetime) -> None:
    """Flag a served belief for a person to confirm: ``metadata.unconfirmed``, a history row (the status stays
    active) and an audit event."""
    metadata = {**unit.metadata, rules.UNCONFIRMED: {"at": to_iso(now), "reason": reason}}
    store.update(unit.tenant, unit.id, {"metadata": metadata, "updated_at": now})
    store.add_history(unit.tenant, [StatusChange(memory_id=unit.id, old=unit.status, new=unit.status,
                                                 reason=reason, actor=actor, at=now)])
    store.append_audit(unit.tenant, "memory.flagged", actor, now, unit.id, {"reason": reason})
    unit.metadata = metadata


def confirm(store: Store, unit: MemoryUnit, reason: str, *, actor: str, now: datetime) -> None:
    """A person confirmed a flagged belief: the flag is cleared, the belief counts one confirmation more (so it
    is never probed again), and the history and audit log say who confirmed it."""
    metadata = {k: v for k, v in unit.metadata.items() if k != rules.UNCONFIRMED}
    store.update(unit.tenant, unit.id, {"metadata": metadata, "confirmations": unit.confirmations + 1,
                                        "updated_at": now})
    store.add_history(unit.tenant, [StatusChange(memory_id=unit.id, old=unit.status, new=unit.status,
                                                 reason=reason, actor=actor, at=now)])
    store.append_audit(unit.tenant, "memory.confirmed", actor, now, unit.id, {"reason": reason})


def _rule_reason(unit: MemoryUnit, now: datetime, policy: ProbePolicy) -> str:
    age = (now - unit.created_at).days
    return (f"{age} days old, confidence {unit.confidence:.2f} < {policy.below_confidence}, "
            "never confirmed or verified")


def lower_invalidated(store: Store, tenant: str, now: datetime, *, penalty: float = INVALIDATED_PENALTY,
                      limit: int = 1000, dry_run: bool = False, actor: str = "probing") -> dict[str, Any]:
    """Lower the importance of invalidated beliefs not lowered before; returns each one's old and new importance.

    At most ``limit`` a run, oldest first (the next run takes the rest).
    """
    units = store.select(Select(tenant, (Cond("status", "=", Status.INVALIDATED.value),
                                         Cond("metadata", "lacks", LOWERED_KEY),
                                         Cond("created_at", "<=", now)), limit=limit))
    why = _invalidations(store, tenant, [u.id for u in units])
    lowered = [{"id": u.id, "importance": u.importance, "new_importance": round(max(0.0, u.importance - penalty), 6),
                "invalidated": why.get(u.id, "invalidated")} for u in units]
    if not dry_run and units:
        with store.transaction():
            for unit, row in zip(units, lowered):
                metadata = {**unit.metadata, LOWERED_KEY: {"at": to_iso(now), "from": unit.importance}}
                store.update(tenant, unit.id, {"importance": row["new_importance"], "metadata": metadata,
                                               "updated_at": now})
                reason = (f"probe: importance lowered {unit.importance:.2f} -> {row['new_importance']:.2f}"
                          f" because the belief was invalidated ({row['invalidated']})")
                store.add_history(tenant, [StatusChange(memory_id=unit.id, old=Status.INVALIDATED,
                                                        new=Status.INVALIDATED, reason=reason, actor=actor, at=now)])
                store.append_audit(tenant, "memory.importance", actor, now, unit.id,
                                   {"old": unit.importance, "new": row["new_importance"], "why": "invalidated"})
    return {"dry_run": dry_run, "penalty": penalty, "lowered": lowered, "counts": {"lowered": len(lowered)}}


def _invalidations(store: Store, tenant: str, ids: list[str]) -> dict[str, str]:
    """Each memory's latest invalidation, as ``reason (by actor)``."""
    if not ids:
        return {}
    rows = store.history(HistoryQuery(tenant, memory_ids=tuple(ids), new=frozenset({Status.INVALIDATED})))
    return {c.memory_id: f"{c.reason} (by {c.actor})" for c in rows if c.old is not Status.INVALIDATED}
