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
(~69-day half-life); ``usefulness`` is the learned ``q_value`` (Thompson-sampled from
Beta(verified + 1, recalled - verified + 1) while a memory has been recalled
fewer than 5 times). Every result carries these components in ``why``. A candidate with neither a keyword match
nor a cosine of at least ``MIN_SEMANTIC`` is not relevant, however important.
"""

from __future__ import annotations

import math
import random
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

import numpy as np

from .embed import Embedder, embed_one
from .errors import InvalidInput
from .manage.decay import DecayPolicy, inputs_for
from .models import Kind, MemoryUnit, Scope
from .store.base import RecallFilter, Store
from .timeutil import days_between

RECENCY_RATE = 0.01  # per day: ~69-day half-life (Knowlyr)
PROBATION_RECALLS = 5  # Knowlyr: fewer recalls than this -> Thompson-sample the usefulness
MAX_LIMIT = 200
#: A candidate with no keyword match must be at least this close in meaning;
#: below it MiniLM cosines are noise, and importance alone must not serve a memory.
MIN_SEMANTIC = 0.2


@dataclass(frozen=True)
class RecallWeights:
    """How much each component counts (Knowlyr's five factors by default; confidence off).

    ``diversity`` > 0 reranks with MMR: each pick pays ``diversity`` times its
    highest cosine to what was already picked.
    """

    keyword: float = 0.15
    semantic: float = 0.40
    importance: float = 0.15
    recency: float = 0.15
    usefulness: float = 0.15
    confidence: float = 0.0
    diversity: float = 0.0

    def score(self, why: dict[str, float]) -> float:
        """The weighted sum of a result's components."""
        return sum(getattr(self, name) * why[name] for name in SCORED)


SCORED = ("keyword", "semantic", "importance", "recency", "usefulness", "confidence")

#: engram's retrieval modes as sets of kinds (None: everything).
MODES: dict[str, frozenset[Kind] | None] = {
    "facts_only": frozenset({Kind.FACT, Kind.PREFERENCE, Kind.CORRECTION}),
    "facts_plus_rules": frozenset({Kind.FACT, Kind.PREFERENCE, Kind.CORRECTION, Kind.PROCEDURE, Kind.DECISION,
                                   Kind.PATTERN}),
    "full_context": None,
}


def mode_kinds(mode: str | None) -> frozenset[Kind] | None:
    """The kinds an engram mode admits; unknown modes are InvalidInput.

    >>> sorted(k.value for k in mode_kinds("facts_only"))
    ['correction', 'fact', 'preference']
    """
    if mode is None:
        return None
    if mode not in MODES:
        raise InvalidInput(f"unknown mode {mode!r} (one of: {', '.join(MODES)})")
    return MODES[mode]


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
           min_semantic: float = MIN_SEMANTIC, rng: random.Random | None = None,
           decay: DecayPolicy = DecayPolicy(), explore: bool = True) -> list[RecallResult]:
    """Rank the memories in ``scope`` that pass ``flt`` against ``query``.

    ``rng`` drives the Thompson sampling of new memories' usefulness; pass a
    seeded ``random.Random`` for repeatable rankings. ``explore=False`` uses
    the mean of that distribution instead: what a person searching should see,
    the same every time.
    """
    if not isinstance(query, str) or not query.strip():
        raise InvalidInput("query must be a non-empty string")
    if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise InvalidInput(f"limit must be between 1 and {MAX_LIMIT}")
    rng = rng or random.Random()
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
    units = store.get_memories(scope.tenant, relevant)
    decays = decay.scores(inputs_for(units, when)) if units else []
    for unit, decay_score in zip(units, decays):
        why = components(unit, when, keyword.get(unit.id, 0.0) / best_keyword if best_keyword else 0.0,
                         semantic.get(unit.id, 0.0), float(decay_score), rng if explore else None)
        results.append(RecallResult(memory=unit, score=weights.score(why), why=why))
    results.sort(key=lambda r: (-r.score, r.memory.id))
    if weights.diversity > 0:
        results = _mmr(store, scope.tenant, results, weights.diversity, limit)
    results = results[:limit]
    if record_access and results:
        store.record_access(scope.tenant, [r.memory.id for r in results], flt.now, recalled=True)
    return results


def components(unit: MemoryUnit, when: datetime, keyword: float, cosine: float, decay: float,
               rng: random.Random | None = None) -> dict[str, float]:
    """The scoring components of one memory at time ``when``.

    Usefulness is the learned ``q_value``, except on probation (fewer than 5
    recalls), where it is drawn from Beta(verified + 1, unverified recalls + 1):
    a new memory gets a fair chance to surface instead of sitting at 0.5 forever.
    Without ``rng`` the distribution's mean is used (no exploration).
    """
    idle_days = days_between(unit.last_accessed or unit.created_at, when)
    usefulness = unit.q_value
    if unit.recall_count < PROBATION_RECALLS:
        hits, misses = unit.verified_count + 1, max(unit.recall_count - unit.verified_count, 0) + 1
        usefulness = rng.betavariate(hits, misses) if rng is not None else hits / (hits + misses)
    return {
        "keyword": keyword,
        "semantic": min(1.0, max(0.0, cosine)),
        "importance": unit.importance * decay,
        "recency": math.exp(-RECENCY_RATE * idle_days),
        "usefulness": usefulness,
        "confidence": unit.confidence,
        "decay": decay,
    }


def _mmr(store: Store, tenant: str, ranked: list[RecallResult], diversity: float, limit: int) -> list[RecallResult]:
    """Maximal marginal relevance: trade a little score for less repetition."""
    vectors = store.vectors(tenant, [r.memory.id for r in ranked])
    picked: list[RecallResult] = []
    pool = list(ranked)
    while pool and len(picked) < limit:
        def penalised(result: RecallResult) -> float:
            mine = vectors.get(result.memory.id)
            overlap = max((float(np.dot(mine, vectors[p.memory.id])) for p in picked
                           if mine is not None and p.memory.id in vectors), default=0.0)
            return result.score - diversity * overlap

        best = max(pool, key=penalised)
        best.why["redundancy"] = round(best.score - penalised(best), 6)
        picked.append(best)
        pool.remove(best)
    return picked + pool


def weights_dict(weights: RecallWeights) -> dict[str, float]:
    """The weights as a plain dict (for reports)."""
    return asdict(weights)
