"""The read path: candidates from every index -> score -> explain.

Candidates come from BM25 over the full-text index and from exact cosine over
every vector in scope (never "the newest N"), already filtered to what may be
served: the tenant, the user's own and shared memories, active status, valid
now (or as of a time), not past TTL, confidence at or above the minimum.

Each candidate is scored with Knowlyr's five factors, importance carrying
Recall's decay (``importance x decay_score``)::

    score = 0.15 keyword + 0.40 semantic + 0.15 importance*decay + 0.15 recency + 0.15 usefulness

``keyword`` is BM25 divided by the best BM25 of the query; ``semantic`` is the
cosine clipped to [0, 1]; ``recency`` is ``exp(-0.01 * days since last use)``
(~69-day half-life); ``usefulness`` is the learned ``q_value``. Every result
carries these components in ``why``. A candidate with neither a keyword match
nor a cosine of at least ``MIN_SEMANTIC`` is not relevant, however important.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

import numpy as np

from .embed import Embedder, embed_one
from .errors import InvalidInput
from .manage.decay import access_protected_decay
from .models import MemoryUnit, Scope
from .store.base import RecallFilter, Store
from .timeutil import days_between

RECENCY_RATE = 0.01  # per day: ~69-day half-life (Knowlyr)
MAX_LIMIT = 200
#: A candidate with no keyword match must be at least this close in meaning;
#: below it MiniLM cosines are noise, and importance alone must not serve a memory.
MIN_SEMANTIC = 0.2


@dataclass(frozen=True)
class RecallWeights:
    """How much each component counts (Knowlyr's five factors by default)."""

    keyword: float = 0.15
    semantic: float = 0.40
    importance: float = 0.15
    recency: float = 0.15
    usefulness: float = 0.15


@dataclass
class RecallResult:
    """One recalled memory, its score, and the components that made it."""

    memory: MemoryUnit
    score: float
    why: dict[str, float]

    def to_public(self) -> dict[str, Any]:
        """``{"memory", "score", "why"}``, JSON-ready."""
        return {"memory": self.memory.to_public(), "score": round(self.score, 6),
                "why": {k: round(v, 6) for k, v in self.why.items()}}


def recall(store: Store, embedder: Embedder, scope: Scope, query: str, flt: RecallFilter, *,
           limit: int = 10, weights: RecallWeights = RecallWeights(), record_access: bool = True,
           min_semantic: float = MIN_SEMANTIC) -> list[RecallResult]:
    """Rank the memories in ``scope`` that pass ``flt`` against ``query``."""
    if not isinstance(query, str) or not query.strip():
        raise InvalidInput("query must be a non-empty string")
    if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise InvalidInput(f"limit must be between 1 and {MAX_LIMIT}")
    pool = max(limit * 5, 50)
    vector = embed_one(embedder, query)
    keyword = dict(store.search_text(scope, query, flt, pool))
    semantic = dict(store.search_vector(scope, vector, flt, pool))
    ids = list(dict.fromkeys([*semantic, *keyword]))
    missing = [i for i in ids if i not in semantic]
    for memory_id, stored in store.vectors(scope.tenant, missing).items():
        semantic[memory_id] = float(np.dot(stored, vector))
    best_keyword = max(keyword.values(), default=0.0)
    when = flt.as_of or flt.now
    results = []
    relevant = [i for i in ids if i in keyword or semantic.get(i, 0.0) >= min_semantic]
    for unit in store.get_memories(scope.tenant, relevant):
        why = components(unit, when, keyword.get(unit.id, 0.0) / best_keyword if best_keyword else 0.0,
                         semantic.get(unit.id, 0.0))
        score = sum(getattr(weights, name) * value for name, value in why.items() if hasattr(weights, name))
        results.append(RecallResult(memory=unit, score=score, why=why))
    results.sort(key=lambda r: (-r.score, r.memory.id))
    results = results[:limit]
    if record_access and results:
        store.record_access(scope.tenant, [r.memory.id for r in results], flt.now, recalled=True)
    return results


def components(unit: MemoryUnit, when: datetime, keyword: float, cosine: float) -> dict[str, float]:
    """The scoring components of one memory at time ``when``."""
    idle_days = days_between(unit.last_accessed or unit.created_at, when)
    decay = access_protected_decay(idle_days, unit.access_count)
    return {
        "keyword": keyword,
        "semantic": min(1.0, max(0.0, cosine)),
        "importance": unit.importance * decay,
        "recency": math.exp(-RECENCY_RATE * idle_days),
        "usefulness": unit.q_value,
        "decay": decay,
        "confidence": unit.confidence,
    }


def weights_dict(weights: RecallWeights) -> dict[str, float]:
    """The weights as a plain dict (for reports)."""
    return asdict(weights)
