"""Layers: automatic promotion, manual promote/demote, and pinning (engram).

* working -> episodic after 30 minutes, or as soon as it has 2 accesses;
* episodic -> semantic when importance >= 0.7 and access_count >= 5;
* ``promote``/``demote`` move one step along working < episodic < semantic by
  hand (procedural memories stay procedural, codebase memories stay codebase:
  code knowledge is neither promoted nor demoted);
* a pinned memory is exempt from every forgetting pass.

Layer changes are not status changes: they go to the audit log.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from .. import rules
from ..errors import Conflict
from ..lifecycle import load
from ..models import Layer, MemoryUnit
from ..store.base import Store

LADDER = (Layer.WORKING, Layer.EPISODIC, Layer.SEMANTIC)


@dataclass(frozen=True)
class PromotionPolicy:
    """engram's promotion thresholds."""

    working_minutes: float = 30.0
    working_accesses: int = 2
    semantic_importance: float = 0.7
    semantic_accesses: int = 5
    batch: int = 500


def promote_due(store: Store, tenant: str, now: datetime, *, policy: PromotionPolicy = PromotionPolicy(),
                dry_run: bool = False, actor: str = "promotion") -> dict[str, Any]:
    """Promote every memory that has earned it; returns the ids per step."""
    steps: dict[str, tuple[str, Layer, dict[str, Any]]] = {
        "working_to_episodic": ("promote_working", Layer.EPISODIC,
                                {"cutoff": now - timedelta(minutes=policy.working_minutes),
                                 "accesses": policy.working_accesses}),
        "episodic_to_semantic": ("promote_episodic", Layer.SEMANTIC,
                                 {"importance": policy.semantic_importance, "accesses": policy.semantic_accesses}),
    }
    report: dict[str, Any] = {"task": "promote", "dry_run": dry_run}
    for name, (rule, target, params) in steps.items():
        moved: list[str] = []
        limit = 1_000_000 if dry_run else policy.batch
        while batch := store.select(rules.rule(rule, tenant, now, limit=limit, **params)):
            if dry_run:
                moved += [u.id for u in batch]
                break
            with store.transaction():
                for unit in batch:
                    _move(store, unit, target, reason=f"automatic: {name.replace('_', ' ')}", actor=actor, now=now)
            moved += [u.id for u in batch]
        report[name] = moved
    report["counts"] = {k: len(report[k]) for k in steps}
    return report


def step(store: Store, tenant: str, memory_id: str, direction: int, *, actor: str, now: datetime) -> MemoryUnit:
    """Move a memory one layer up (+1) or down (-1) by hand."""
    with store.transaction():
        unit = load(store, tenant, memory_id)
        if unit.layer not in LADDER:
            raise Conflict(f"memory {memory_id} is {unit.layer.value}: only working, episodic and semantic move")
        index = LADDER.index(unit.layer) + direction
        if not 0 <= index < len(LADDER):
            raise Conflict(f"memory {memory_id} is already {unit.layer.value}")
        _move(store, unit, LADDER[index], reason="promoted by hand" if direction > 0 else "demoted by hand",
              actor=actor, now=now)
    return load(store, tenant, memory_id)


def pin(store: Store, tenant: str, memory_id: str, pinned: bool, *, actor: str, now: datetime) -> MemoryUnit:
    """Pin (exempt from forgetting) or unpin a memory."""
    with store.transaction():
        load(store, tenant, memory_id)
        store.update(tenant, memory_id, {"pinned": pinned, "updated_at": now})
        store.append_audit(tenant, "memory.pinned" if pinned else "memory.unpinned", actor, now, memory_id, {})
    return load(store, tenant, memory_id)


def _move(store: Store, unit: MemoryUnit, target: Layer, *, reason: str, actor: str, now: datetime) -> None:
    store.update(unit.tenant, unit.id, {"layer": target, "updated_at": now})
    store.append_audit(unit.tenant, "memory.layer", actor, now, unit.id,
                       {"old": unit.layer.value, "new": target.value, "reason": reason})
