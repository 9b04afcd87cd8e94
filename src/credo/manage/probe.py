"""Belief probing (engram's dream step 5): doubt old, weak, never-confirmed beliefs.

A memory older than 60 days, with confidence below 0.6, never confirmed by a
repeat and never verified by feedback, is a belief nobody has leaned on: it
is challenged (no longer served as fact) with the reason recorded, so that a
person -- or the next mention -- settles it. A ``Judge`` (an LLM, when one
is configured) may look at each candidate and its nearest neighbours and
decide instead; without one the rule decides alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from .. import rules
from ..lifecycle import record_status
from ..models import MemoryUnit, Status
from ..store.base import Store


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
    challenged, kept = [], []
    for unit in candidates:
        doubt, reason = judge.judge(unit) if judge else (True, _rule_reason(unit, now, policy))
        (challenged if doubt else kept).append((unit, reason))
    if not dry_run and challenged:
        with store.transaction():
            for unit, reason in challenged:
                record_status(store, unit, Status.CHALLENGED, f"probe: {reason}", actor=actor, now=now)
    return {"job": "probe", "dry_run": dry_run, "judge": type(judge).__name__ if judge else "rule",
            "challenged": [{"id": u.id, "reason": r} for u, r in challenged],
            "kept": [{"id": u.id, "reason": r} for u, r in kept],
            "counts": {"challenged": len(challenged), "kept": len(kept)}}


def _rule_reason(unit: MemoryUnit, now: datetime, policy: ProbePolicy) -> str:
    age = (now - unit.created_at).days
    return (f"{age} days old, confidence {unit.confidence:.2f} < {policy.below_confidence}, "
            "never confirmed or verified")
