"""The decay task: rescore every active memory of a tenant -- importance, then its decay curve -- set-based.

The curves themselves, their SQL and numpy faces side by side, are :mod:`credo.decay`;
engram's nine importance factors are :mod:`credo.importance`. This task keeps each
memory's stored ``effective_importance`` current: it first scores the emotional valence of
any memory written before valence existed, then rewrites the combined score where it
moved by more than 0.0005, then the decay scores.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from .. import importance as imp
from .. import rules
from ..decay import DecayPolicy, Retention
from ..importance import ImportanceAt
from ..store.base import Aggregate, Store


def run_decay(store: Store, tenant: str, now: datetime, *, policy: DecayPolicy = DecayPolicy(),
              weights: imp.ImportanceWeights = imp.DEFAULT_WEIGHTS, dry_run: bool = False) -> dict[str, Any]:
    """The decay job: rescore every active memory of the tenant, importance then decay, set-based.

    Returns ``{"task", "policy", "dry_run", "scored", "tiers", "counts"}``; ``counts`` says how
    many memories had their valence scored and their stored importance rewritten (a dry run: how
    many lack a valence, and ``importance_rewritten`` is None). Running it twice at the same
    ``now`` writes the same scores, and the second run rewrites no importance (idempotent).
    """
    query = replace(rules.active(tenant), retention=Retention(policy, now))
    valence = score_valence(store, tenant, dry_run=dry_run)
    with store.transaction():
        rewritten = None
        if not dry_run:
            rewritten = store.rescore(replace(rules.active(tenant), importance=ImportanceAt(weights, now)))
            store.rescore(query)
            query = replace(query, retention=None)  # count the stored scores just written
        counts = rules.tier_counts(store, query)
    return {"task": "decay", "policy": policy.name, "mode": policy.mode if policy.name == "engram" else None,
            "dry_run": dry_run, "scored": sum(counts.values()), "tiers": counts,
            "counts": {"scored": sum(counts.values()), "valence_scored": valence, "importance_rewritten": rewritten}}


def score_valence(store: Store, tenant: str, *, dry_run: bool = False, batch: int = 1000) -> int:
    """Score the emotional valence of the tenant's memories that have none (written before it existed).

    Returns how many were scored (a dry run: how many would be). New memories are scored at write.
    A batch per transaction: a first run over a large migrated store never holds the writer for long.
    """
    missing = rules.unscored_valence(tenant, limit=batch)
    if dry_run:
        return sum(row["n"] for row in store.aggregate(replace(missing, order=(), limit=None), Aggregate()))
    done = 0
    while units := store.select(missing):
        with store.transaction():
            for unit in units:
                store.update(tenant, unit.id, {"valence": imp.valence_of(unit.text)})
        done += len(units)
    return done
