"""The read path: candidates from every index -> score -> explain.

Candidates come from BM25 over the full-text index (the query's words less
stop words, see :mod:`credo.text`) and from exact cosine over every vector in
scope (never "the newest N"), already filtered to what may be served: the
tenant, the user's own and shared memories, active status, valid now (or as of
a time), not past TTL, confidence at or above the minimum.

Each candidate is scored with Knowlyr's five factors, importance carrying
Recall's decay (``importance x decay_score``)::

    score = 0.15 keyword + 0.40 semantic + 0.15 importance*decay + 0.15 recency + 0.15 usefulness
            + period_weight * period + context_weight * context      (both weights 0 by default)

``keyword`` is BM25 divided by the best BM25 of the query; ``semantic`` is the
cosine clipped to [0, 1]; ``recency`` is ``exp(-0.01 * days since last use)``
(~69-day half-life); ``usefulness`` is the learned ``q_value``; ``period`` is 1
when the query names a date, month or year and the memory became true within it
("what did Ann say on 8 May 2023?"); ``context`` is the best relevance (weighted
keyword + semantic + period) of another candidate from the same
``source_session``, so that turns of a conversation that answers the query
support each other. Every result carries these components in ``why``. A
candidate with neither a keyword match nor a cosine of at least
``MIN_SEMANTIC`` is not relevant, however important.

:func:`candidates` and :func:`rank` are the two halves of :func:`recall`, apart
so that one candidate pool can be ranked under many weightings (benchmarks
tune weights that way).
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
from .timeutil import days_between, mentioned_period

RECENCY_RATE = 0.01  # per day: ~69-day half-life (Knowlyr)
MAX_LIMIT = 200
#: A candidate with no keyword match must be at least this close in meaning;
#: below it MiniLM cosines are noise, and importance alone must not serve a memory.
MIN_SEMANTIC = 0.2


@dataclass(frozen=True)
class RecallWeights:
    """How much each component counts (Knowlyr's five factors by default; period and context off).

    On LoCoMo (``bench/locomo.py --tune loo``) all ten leave-one-out folds chose
    keyword 0.3 to semantic 0.4, no importance or recency, period 0.4-0.6 and
    context 0.4-0.6: what search over old conversations wants; not the default.
    """

    keyword: float = 0.15
    semantic: float = 0.40
    importance: float = 0.15
    recency: float = 0.15
    usefulness: float = 0.15
    period: float = 0.0
    context: float = 0.0


#: The components that say how well a memory matches the query (the rest are priors).
RELEVANCE = ("keyword", "semantic", "period")


@dataclass
class RecallResult:
    """One recalled memory, its score, and the components that made it."""

    memory: MemoryUnit
    score: float
    why: dict[str, float]

    def to_public(self) -> dict[str, Any]:
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
    found = candidates(store, embedder, scope, query, flt, pool=max(limit * 5, 50), min_semantic=min_semantic)
    results = rank(found, weights, limit)
    if record_access and results:
        store.record_access(scope.tenant, [r.memory.id for r in results], flt.now, recalled=True)
    return results


def candidates(store: Store, embedder: Embedder, scope: Scope, query: str, flt: RecallFilter, *,
               pool: int = 50, min_semantic: float = MIN_SEMANTIC) -> list[RecallResult]:
    """The memories worth scoring for ``query``, each with its components and a score of 0.

    The best ``pool`` of each index, less those with neither a keyword match nor
    a cosine of at least ``min_semantic``. :func:`rank` scores them; the two are
    apart so that one pool can be ranked under many weightings.
    """
    vector = embed_one(embedder, query)
    keyword = dict(store.search_text(scope, query, flt, pool))
    semantic = dict(store.search_vector(scope, vector, flt, pool))
    ids = list(dict.fromkeys([*semantic, *keyword]))
    missing = [i for i in ids if i not in semantic]
    for memory_id, stored in store.vectors(scope.tenant, missing).items():
        semantic[memory_id] = float(np.dot(stored, vector))
    best_keyword = max(keyword.values(), default=0.0)
    when, period = flt.as_of or flt.now, mentioned_period(query)
    relevant = [i for i in ids if i in keyword or semantic.get(i, 0.0) >= min_semantic]
    return [
        RecallResult(memory=unit, score=0.0, why=components(
            unit, when, keyword.get(unit.id, 0.0) / best_keyword if best_keyword else 0.0,
            semantic.get(unit.id, 0.0), period))
        for unit in store.get_memories(scope.tenant, relevant)
    ]


def rank(found: list[RecallResult], weights: RecallWeights, limit: int) -> list[RecallResult]:
    """Score candidates under ``weights`` and keep the best ``limit`` (new results; ``found`` is untouched).

    ``context`` is the best relevance (weighted keyword + semantic + period) of
    another candidate from the same ``source_session``.
    """
    relevance = [sum(getattr(weights, name) * r.why[name] for name in RELEVANCE) for r in found]
    best: dict[str, list[float]] = {}  # session -> its two best relevances
    for result, value in zip(found, relevance):
        if result.memory.source_session is not None:
            best[result.memory.source_session] = sorted([*best.get(result.memory.source_session, []), value])[-2:]
    results = []
    for result, value in zip(found, relevance):
        mates = best.get(result.memory.source_session, []) if result.memory.source_session is not None else []
        context = (mates[-2] if value == mates[-1] else mates[-1]) if len(mates) > 1 else 0.0
        why = {**result.why, "context": context}
        score = sum(getattr(weights, name) * value for name, value in why.items() if hasattr(weights, name))
        results.append(RecallResult(memory=result.memory, score=score, why=why))
    results.sort(key=lambda r: (-r.score, r.memory.id))
    return results[:limit]


def components(unit: MemoryUnit, when: datetime, keyword: float, cosine: float,
               period: tuple[datetime, datetime] | None = None) -> dict[str, float]:
    """The scoring components of one memory at time ``when`` (all but ``context``)."""
    idle_days = days_between(unit.last_accessed or unit.created_at, when)
    decay = access_protected_decay(idle_days, unit.access_count)
    return {
        "keyword": keyword,
        "semantic": min(1.0, max(0.0, cosine)),
        "period": float(period is not None and period[0] <= unit.valid_from < period[1]),
        "importance": unit.importance * decay,
        "recency": math.exp(-RECENCY_RATE * idle_days),
        "usefulness": unit.q_value,
        "decay": decay,
        "confidence": unit.confidence,
    }


def weights_dict(weights: RecallWeights) -> dict[str, float]:
    """The weights as a plain dict (for reports)."""
    return asdict(weights)
