"""The read path: candidates from every index -> score -> explain.

Candidates come from BM25 over the full-text index (the query's words less
stop words, see :mod:`credo.text`) and from exact cosine over every vector in
scope (never "the newest N"), already filtered to what may be served: the
tenant, the user's own and shared memories, active status, valid now (or as of
a time), not past TTL, confidence at or above the minimum.

Each candidate is scored in two parts, relevance deciding and priors breaking
ties (weights configurable: :class:`RecallWeights`; the defaults chosen on LoCoMo
leave-one-conversation-out)::

    relevance = 0.1 keyword + 0.4 semantic + 0.3 period + 0.4 context + 0.1 neighbour + 0.1 session
                (+ 0.8 rerank where the cross-encoder ran, with context 0.2 among the reranked)
    score     = relevance + prior_margin (0.03) x mean(importance*decay, recency, usefulness, confidence)

``importance`` is engram's nine factors combined at the time of the query
(:mod:`credo.importance`), not only the importance the memory was given.

``keyword`` is BM25 divided by the best BM25 of the query; ``semantic`` is the
cosine on one scale for every model (:func:`credo.embed.similarity`) clipped to
[0, 1], compared only with vectors of the embedder's own model (a memory that
another model embedded has 0 until ``credo reembed``; keyword still finds it);
``recency`` is ``exp(-0.01 * days since last use)``
(~69-day half-life); ``usefulness`` is the learned ``q_value`` (Thompson-sampled from
Beta(verified + 1, recalled - verified + 1) while a memory has been recalled
fewer than 5 times, see *Exploration* below); ``period`` is 1 when the query names a date, month or year
and the memory became true within it ("what did Ann say on 8 May 2023?").

Three components let the memories of one ``source_session`` (a conversation,
an episode) support each other, since the answer to a question often spans
several turns: ``context`` is the best relevance (weighted keyword + semantic
+ period) of another candidate from the same session; ``neighbour``
the better relevance of the memories written just before and just after it in
its session; ``session`` the BM25 of the whole session (every memory of it the
caller may see, as one document) divided by the best session's, which finds
the conversation where the words of a question are spread over several turns.
``neighbour`` and ``session`` read each candidate session's memories, so they
are computed only when weighted. Every result carries its components in
``why``. A candidate with neither a keyword match nor a cosine of at least
``MIN_SEMANTIC`` is not relevant, however important.

*Exploration without flakiness.* Sampling a new memory's usefulness gives it
a chance to surface among its near-equals, but an unbounded draw could put a
less relevant memory first on one call and not the next, and outweigh what a
person confirmed. So a sample may move a candidate's score by at
most half of ``RecallWeights.explore_margin`` (0.005 by default) either way from
its unexplored score (the one with usefulness at its mean): two candidates
whose unexplored scores differ by the margin or more always come back in the
same order, while a new memory can still pass an established one less than
half the margin ahead of it. A margin of 0 turns exploration off.

A contested pair (an open conflict: credo caught its value flipping) is shown,
not hidden: its values are challenged, so never served as fact, but each one
that matches comes back, together where the pair's best value ranks, marked
``contested`` with every value, since when, and the advice to ask the user
(:func:`contests`).

*Reranking.* With a reranker (``Memory`` has the cross-encoder by default), the
best ``rerank_depth`` (20) candidates of that ranking are read together with the
query by the cross-encoder; its probability (:func:`credo.rerank.probability`)
becomes the ``rerank`` component and they are ranked again (:func:`rerank`). On
LoCoMo depth 20 was as good as 30 and 50 at two thirds of the cost or less.

:func:`candidates` and :func:`rank` are the two halves of :func:`recall`, apart
so that one candidate pool can be ranked under many weightings (benchmarks
tune weights that way).
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from . import importance, rules
from .embed import Embedder, embed_query, similarity
from .errors import InvalidInput
from .limits import MAX_QUERY_CHARS, check_text
from .vocabulary import names_attribute
from .decay import DecayPolicy, inputs_for
from .rerank import Reranker, probability
from .models import ConflictStatus, Kind, MemoryUnit, Scope, Status
from .store.base import RecallFilter, Store
from .text import bm25_documents
from .timeutil import days_between, mentioned_period, to_iso

RECENCY_RATE = 0.01  # per day: ~69-day half-life (Knowlyr)
PROBATION_RECALLS = 5  # Knowlyr: fewer recalls than this -> Thompson-sample the usefulness
#: Scores (with usefulness at its mean) this far apart are never reordered by sampling.
EXPLORE_MARGIN = 0.005
MAX_LIMIT = 200
#: A candidate with no keyword match must be at least this close in meaning;
#: below it cosines are noise (on MiniLM's scale, :func:`credo.embed.similarity`), and importance alone must
#: not serve a memory.
MIN_SEMANTIC = 0.2
#: Session components read at most this many candidate sessions, and the latest this many memories of each.
#: (50 sessions of 500 gave the same LoCoMo figures as 20, at about 2.5x the cost at 100k memories.)
MAX_SESSIONS = 20
SESSION_MEMORIES = 200


@dataclass(frozen=True)
class RecallWeights:
    """How much each component counts: relevance decides, priors break ties.

    *Relevance* is a weighted sum: a memory's own match (``keyword``,
    ``semantic``, ``period``, and ``rerank``, the cross-encoder's probability,
    where it ran) and its session's support (``context``, ``neighbour``,
    ``session``). *Priors* (``importance`` x decay, ``recency``,
    ``usefulness``, ``confidence``) are blended into one 0..1 prior by the
    shares given here, and the blend adds at most ``prior_margin`` to the
    score: a memory's priors can put it ahead of another only when its
    relevance is less than ``prior_margin`` behind, so among comparably
    relevant memories the current, confirmed, useful one comes first, and no
    prior lifts an irrelevant memory over a relevant one.

    ``diversity`` > 0 reranks with MMR: each pick pays ``diversity`` times its
    highest cosine to what was already picked. ``explore_margin`` bounds
    exploration: a sampled usefulness moves a score by at most half of it,
    so candidates whose unexplored scores are the margin apart never swap.

    The defaults are the best weighting credo has, chosen on LoCoMo
    leave-one-conversation-out (``bench/locomo_tune.py``; the README quotes the
    held-out figures). :meth:`knowlyr` is Knowlyr's additive five factors,
    :meth:`conversations` the previous conversation preset.
    """

    keyword: float = 0.1
    semantic: float = 0.40
    period: float = 0.3
    context: float = 0.4
    neighbour: float = 0.1
    session: float = 0.1
    rerank: float = 0.8
    rerank_context: float = 0.2
    importance: float = 1.0
    recency: float = 1.0
    usefulness: float = 1.0
    confidence: float = 1.0
    prior_margin: float = 0.03
    diversity: float = 0.0
    explore_margin: float = EXPLORE_MARGIN

    def __post_init__(self) -> None:
        for name in (*SCORED, "rerank_context", "prior_margin", "diversity"):
            value = getattr(self, name)
            if not (isinstance(value, (int, float)) and 0 <= value <= 100):
                raise InvalidInput(f"weight {name} must be a number in 0..100, got {value!r}")
        if not (isinstance(self.explore_margin, (int, float)) and self.explore_margin >= 0):
            raise InvalidInput(f"explore_margin must be >= 0, got {self.explore_margin}")

    @property
    def reads_sessions(self) -> bool:
        """Whether ranking needs each candidate session's memories (``neighbour`` or ``session`` weighted)."""
        return self.neighbour > 0 or self.session > 0

    def effective(self, name: str) -> float:
        """What one unit of component ``name`` adds to the score (a prior's share of ``prior_margin``)."""
        if name in PRIORS:
            total = sum(getattr(self, p) for p in PRIORS)
            return self.prior_margin * getattr(self, name) / total if total else 0.0
        return getattr(self, name)

    def score(self, why: dict[str, float]) -> float:
        """The weighted sum of a result's components."""
        return sum(self.effective(name) * why.get(name, 0.0) for name in SCORED)

    @classmethod
    def knowlyr(cls) -> RecallWeights:
        """Knowlyr's five factors, additive: 0.15 keyword + 0.40 semantic + 0.15 each of importance*decay,
        recency and usefulness (credo's default before the cross-encoder)."""
        return cls(keyword=0.15, semantic=0.4, period=0.0, context=0.0, neighbour=0.0, session=0.0, rerank=0.0,
                   importance=1.0, recency=1.0, usefulness=1.0, confidence=0.0, prior_margin=0.45)

    @classmethod
    def conversations(cls) -> RecallWeights:
        """The conversation preset chosen on LoCoMo with MiniLM, before the default learned it: no priors."""
        return cls(keyword=0.15, semantic=0.4, period=0.6, context=0.4, neighbour=0.1, session=0.1, rerank=0.4,
                   prior_margin=0.0)


#: Every scored component: relevance, then session support, then priors.
SCORED = ("keyword", "semantic", "period", "rerank", "context", "neighbour", "session",
          "importance", "recency", "usefulness", "confidence")
#: The components that say how well a memory itself matches the query.
RELEVANCE = ("keyword", "semantic", "period", "rerank")
#: The components that say what is worth serving whatever the query; they only break ties.
PRIORS = ("importance", "recency", "usefulness", "confidence")
#: How many first-stage candidates the cross-encoder rescores by default, and at most.
RERANK_DEPTH = 20
MAX_RERANK_DEPTH = 200


def check_rerank_depth(depth: object) -> int:
    """``depth`` if it is a whole number of candidates in 0..MAX_RERANK_DEPTH (0: no reranking), else InvalidInput.

    >>> check_rerank_depth(20)
    20
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or not 0 <= depth <= MAX_RERANK_DEPTH:
        raise InvalidInput(f"rerank_depth must be a whole number in 0..{MAX_RERANK_DEPTH}, got {depth!r}")
    return depth

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
    #: ids of the memories written just before and after this one in its session (the ``neighbour`` component)
    neighbours: tuple[str, ...] = ()
    #: the open conflict this memory's value belongs to (see :func:`contests`); never a settled fact
    contested: dict[str, Any] | None = None

    def to_public(self) -> dict[str, Any]:
        """``{"memory", "score", "why", "contested"}``, JSON-ready."""
        return {"memory": self.memory.to_public(), "score": round(self.score, 6),
                "why": {k: round(v, 6) for k, v in self.why.items()}, "contested": self.contested}


def contests(store: Store, scope: Scope, flt: RecallFilter) -> dict[str, dict[str, Any]]:
    """Memory id -> the contested pair it belongs to, for every conflict of the user open at the filter's time.

    Each pair reads ``{"conflict_id", "entity", "attribute", "values": [{"value", "since", "memory_id"}],
    "advice": "ask the user"}``: each value once (its latest mention), oldest first.
    """
    if scope.user is None:
        return {}
    when = flt.as_of
    if when is None:
        records = store.conflicts(scope.tenant, user=scope.user, status=ConflictStatus.OPEN, viewer=scope)
    else:
        records = [c for c in store.conflicts(scope.tenant, user=scope.user, viewer=scope) if c.created_at <= when
                   and (c.status is ConflictStatus.OPEN or (c.resolved_at is not None and c.resolved_at > when))]
    found: dict[str, dict[str, Any]] = {}
    wider = dataclasses.replace(flt, statuses=flt.statuses | {Status.CHALLENGED})
    for record in records:
        # only the values the caller may see (classification ceiling, scope) are shown
        visible = set(rules.visible_ids(store, scope, record.memory_ids, wider))
        members = [m for m in store.get(scope.tenant, record.memory_ids) if m.id in visible]
        if not members:
            continue
        latest: dict[str, MemoryUnit] = {}
        for unit in sorted(members, key=lambda u: (u.valid_from, u.created_at)):
            latest.pop((unit.value or "").casefold(), None)
            latest[(unit.value or "").casefold()] = unit
        pair = {"conflict_id": record.id, "entity": record.entity, "attribute": record.attribute,
                "values": [{"value": u.value, "since": to_iso(u.valid_from), "memory_id": u.id}
                           for u in latest.values()],
                "advice": "ask the user"}
        found.update({unit.id: pair for unit in members})
    return found


def recall(store: Store, embedder: Embedder, scope: Scope, query: str, flt: RecallFilter, *,
           limit: int = 10, weights: RecallWeights = RecallWeights(), record_access: bool = True,
           min_semantic: float = MIN_SEMANTIC, rng: random.Random | None = None,
           decay: DecayPolicy = DecayPolicy(), explore: bool = True, reranker: Reranker | None = None,
           rerank_depth: int = RERANK_DEPTH) -> list[RecallResult]:
    """Rank the memories in ``scope`` that pass ``flt`` against ``query``.

    ``rng`` drives the Thompson sampling of new memories' usefulness; pass a
    seeded ``random.Random`` for repeatable rankings. ``explore=False`` uses
    the mean of that distribution instead: what a person searching should see,
    the same every time. With a ``reranker`` (and ``weights.rerank`` > 0), the
    best ``rerank_depth`` candidates of the first ranking are rescored
    (:func:`rerank`); the rest follow in their first-stage order.
    """
    if not isinstance(query, str) or not query.strip():
        raise InvalidInput("query must be a non-empty string")
    check_text(query, "query", max_chars=MAX_QUERY_CHARS)
    if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise InvalidInput(f"limit must be between 1 and {MAX_LIMIT}")
    check_rerank_depth(rerank_depth)
    # serving belief: a contested pair stands in for its challenged values; browsing (current_only=False) lists rows
    serving = flt.current_only and Status.CHALLENGED not in flt.statuses
    contested = contests(store, scope, flt) if serving else {}
    wider = dataclasses.replace(flt, statuses=flt.statuses | {Status.CHALLENGED}) if contested else flt
    found = candidates(store, embedder, scope, query, wider, pool=max(limit * 5, 50), min_semantic=min_semantic,
                       rng=(rng or random.Random()) if explore else None, decay=decay,
                       sessions=weights.reads_sessions)
    if contested:
        found = _with_contested(store, scope, flt, found, contested)
    reranking = reranker is not None and weights.rerank > 0 and rerank_depth > 0
    results = rank(found, weights, len(found) if weights.diversity > 0 or contested or reranking else limit)
    if reranking:
        results = rerank(reranker, query, found, results, weights, rerank_depth)
    if contested:
        results = _group_contested(results, contested)
    if weights.diversity > 0:
        results = _mmr(store, embedder, scope.tenant, results, weights.diversity, limit)
    results = results[:limit]
    if record_access and results:
        store.record_access(scope.tenant, [r.memory.id for r in results], flt.now, recalled=True)
    return results


def candidates(store: Store, embedder: Embedder, scope: Scope, query: str, flt: RecallFilter, *,
               pool: int = 50, min_semantic: float = MIN_SEMANTIC, rng: random.Random | None = None,
               decay: DecayPolicy = DecayPolicy(), sessions: bool = False) -> list[RecallResult]:
    """The memories worth scoring for ``query``, each with its components and a score of 0.

    The best ``pool`` of each index, less those with neither a keyword match nor
    a cosine of at least ``min_semantic``. :func:`rank` scores them.
    ``sessions`` also reads the candidates' sessions: the ``session`` component
    and each candidate's neighbours (otherwise both stay empty).
    """
    vector = embed_query(embedder, query)
    keyword = dict(store.search_text(scope, query, flt, pool))
    semantic = {i: similarity(embedder, c, query=True)
                for i, c in store.search_vector(scope, vector, flt, pool, model=embedder.name)}
    ids = list(dict.fromkeys([*semantic, *keyword]))
    missing = [i for i in ids if i not in semantic]
    # a memory whose vector is of another model keeps a semantic component of 0 (keyword still finds it)
    for memory_id, stored in store.vectors(scope.tenant, missing, model=embedder.name).items():
        semantic[memory_id] = similarity(embedder, float(np.dot(stored, vector)), query=True)
    best_keyword = max(keyword.values(), default=0.0)
    when, period = flt.as_of or flt.now, mentioned_period(query)
    close = {i for i in ids if i in keyword or semantic.get(i, 0.0) >= min_semantic}
    # a structured fact the query asks for by name is relevant whatever its wording
    units = [u for u in store.get(scope.tenant, ids) if u.id in close or asked_about(query, u)]
    decays = decay.scores(inputs_for(units, when)) if units else []
    strengths = importance.scores(importance.inputs_for(units, when)) if units else []
    found = [
        RecallResult(memory=unit, score=0.0, why=components(
            unit, when, _keyword(keyword.get(unit.id, 0.0), best_keyword, asked_about(query, unit)),
            semantic.get(unit.id, 0.0), float(decay_score), rng, period, importance=float(strength)))
        for unit, decay_score, strength in zip(units, decays, strengths)
    ]
    if sessions:
        _read_sessions(store, scope, query, flt, found)
    return found


def _keyword(score: float, best: float, asked: bool) -> float:
    """BM25 as a share of the query's best; a fact the query asks for by its attribute's name counts as the best.

    The name is an exact match on the fact's structure, whatever its wording. Half a match (the rule
    before keyword weighed 0.1 and semantic 0.4) lost to any memory a little closer in meaning.
    """
    if asked:
        return 1.0
    return score / best if best else 0.0


def asked_about(query: str, unit: MemoryUnit) -> bool:
    """Whether ``query`` asks for this structured fact by its attribute's name.

    "what is my job" names job_title, so "User is a nurse" outranks "User works night
    shifts" though neither says "job". Someone else's fact counts only when the query
    also names them ("how old is Leo").
    """
    if not (unit.entity and names_attribute(query, unit.attribute)):
        return False
    if unit.entity == "user":
        return True
    words = set(re.findall(r"[a-z0-9]+", query.lower()))
    return bool(words & set(unit.entity.split("_")))


def _with_contested(store: Store, scope: Scope, flt: RecallFilter, found: list[RecallResult],
                    contested: dict[str, dict[str, Any]]) -> list[RecallResult]:
    """Candidates the filter serves, plus the values of open conflicts (challenged, so outside it)."""
    others = [r.memory.id for r in found if r.memory.id not in contested]
    served = set(rules.visible_ids(store, scope, others, flt)) if others else set()
    return [r for r in found if r.memory.id in contested or r.memory.id in served]


def _group_contested(results: list[RecallResult], contested: dict[str, dict[str, Any]]) -> list[RecallResult]:
    """Each value of a contested pair, marked contested, together where the pair's best value ranks."""
    members: dict[str, list[RecallResult]] = {}
    for result in results:
        pair = contested.get(result.memory.id)
        if pair is not None:
            result.contested = pair
            members.setdefault(pair["conflict_id"], []).append(result)
    grouped: list[RecallResult] = []
    for result in results:
        if result.contested is None:
            grouped.append(result)
        elif result is members[result.contested["conflict_id"]][0]:
            grouped += members[result.contested["conflict_id"]]
    return grouped


def _read_sessions(store: Store, scope: Scope, query: str, flt: RecallFilter, found: list[RecallResult]) -> None:
    """Fill in ``session`` and ``neighbours`` from the candidates' sessions, as the caller may see them."""
    order = sorted(found, key=lambda r: -(r.why["keyword"] + r.why["semantic"]))
    wanted = list(dict.fromkeys(r.memory.source_session for r in order if r.memory.source_session))[:MAX_SESSIONS]
    members = store.session_members(scope, flt, wanted, SESSION_MEMORIES)
    documents = bm25_documents({s: [text for _, text in rows] for s, rows in members.items()}, query)
    best = max(documents.values(), default=0.0)
    position = {memory_id: (s, i) for s, rows in members.items() for i, (memory_id, _) in enumerate(rows)}
    for result in found:
        result.why["session"] = documents.get(result.memory.source_session or "", 0.0) / best if best else 0.0
        if result.memory.id in position:
            s, i = position[result.memory.id]
            rows = members[s]
            result.neighbours = tuple(rows[j][0] for j in (i - 1, i + 1) if 0 <= j < len(rows))


def rerank(reranker: Reranker, query: str, found: list[RecallResult], ranked: list[RecallResult],
           weights: RecallWeights, depth: int) -> list[RecallResult]:
    """The best ``depth`` of ``ranked`` rescored with the cross-encoder, then the rest in their order.

    Each rescored memory gets ``why["rerank"]``, the cross-encoder's
    probability that it answers the query, which counts as relevance: the
    rescored candidates are ranked again with it (their session support
    recomputed among them, with ``weights.rerank_context`` for ``context`` (never more than ``context``): the
    cross-encoder reads each memory closely, so its session mates count for
    less), so every filter and prior still applies.
    """
    head = ranked[:depth]
    if not head:
        return ranked
    logits = reranker.score(query, [r.memory.text for r in head])
    by_id = {r.memory.id: r for r in found}
    rescored = []
    for result, logit in zip(head, logits):
        first = by_id[result.memory.id]
        rescored.append(dataclasses.replace(first, why={**first.why, "rerank": probability(float(logit))}))
    among = dataclasses.replace(weights, context=min(weights.context, weights.rerank_context))
    return rank(rescored, among, len(rescored)) + ranked[depth:]


def rank(found: list[RecallResult], weights: RecallWeights, limit: int) -> list[RecallResult]:
    """Score candidates under ``weights`` and keep the best ``limit`` (new results; ``found`` is untouched).

    ``context`` is the best relevance (weighted keyword + semantic + period) of
    another candidate from the same ``source_session``;
    ``neighbour`` the better relevance of the candidate's neighbours that are
    candidates too.
    """
    relevance = [sum(weights.effective(name) * r.why.get(name, 0.0) for name in RELEVANCE) for r in found]
    by_id = {r.memory.id: value for r, value in zip(found, relevance)}
    best: dict[str, list[float]] = {}  # session -> its two best relevances
    for result, value in zip(found, relevance):
        if result.memory.source_session is not None:
            best[result.memory.source_session] = sorted([*best.get(result.memory.source_session, []), value])[-2:]
    results = []
    for result, value in zip(found, relevance):
        mates = best.get(result.memory.source_session, []) if result.memory.source_session is not None else []
        context = (mates[-2] if value == mates[-1] else mates[-1]) if len(mates) > 1 else 0.0
        neighbour = max((by_id.get(n, 0.0) for n in result.neighbours), default=0.0)
        why = {"session": 0.0, **result.why, "context": context, "neighbour": neighbour}
        why["usefulness"] = bounded_usefulness(result.memory, why["usefulness"], weights)
        results.append(RecallResult(memory=result.memory, score=weights.score(why), why=why,
                                    neighbours=result.neighbours))
    results.sort(key=lambda r: (-r.score, r.memory.id))
    return results[:limit]


def expected_usefulness(unit: MemoryUnit) -> float:
    """A memory's usefulness without exploration: its q-value, or on probation its Beta mean.

    >>> new = MemoryUnit.model_construct(recall_count=1, verified_count=0, q_value=0.5)
    >>> round(expected_usefulness(new), 3)
    0.333
    """
    if unit.recall_count >= PROBATION_RECALLS:
        return unit.q_value
    hits, misses = unit.verified_count + 1, max(unit.recall_count - unit.verified_count, 0) + 1
    return hits / (hits + misses)


def bounded_usefulness(unit: MemoryUnit, sampled: float, weights: RecallWeights) -> float:
    """``sampled`` kept within the exploration band around the expected usefulness.

    The band is ``explore_margin / (2 * weights.effective("usefulness"))``
    wide on each side, so the score moves by at most half the margin: what
    makes the margin a guarantee (see the module docstring).

    >>> new = MemoryUnit.model_construct(recall_count=0, verified_count=0, q_value=0.5)
    >>> weights = dataclasses.replace(RecallWeights.knowlyr(), explore_margin=0.03)  # usefulness worth 0.15
    >>> round(bounded_usefulness(new, 0.95, weights), 3)
    0.6
    """
    share = weights.effective("usefulness")
    if share <= 0:
        return sampled  # it does not count, so it cannot reorder anything
    mean, room = expected_usefulness(unit), weights.explore_margin / (2 * share)
    return min(max(sampled, mean - room), mean + room)


def components(unit: MemoryUnit, when: datetime, keyword: float, cosine: float, decay: float,
               rng: random.Random | None = None,
               period: tuple[datetime, datetime] | None = None, *,
               importance: float | None = None) -> dict[str, float]:
    """The scoring components of one memory at time ``when`` (all but the session ones).

    ``importance``: the memory's combined importance at ``when`` (:mod:`credo.importance`);
    without it, the stored one (the base importance where none is stored).

    Usefulness is the learned ``q_value``, except on probation (fewer than 5
    recalls), where it is drawn from Beta(verified + 1, unverified recalls + 1):
    a new memory gets a fair chance to surface instead of sitting at 0.5 forever.
    Without ``rng`` the distribution's mean is used (no exploration).
    """
    idle_days = days_between(unit.last_accessed or unit.created_at, when)
    usefulness = expected_usefulness(unit)
    if unit.recall_count < PROBATION_RECALLS and rng is not None:
        hits, misses = unit.verified_count + 1, max(unit.recall_count - unit.verified_count, 0) + 1
        usefulness = rng.betavariate(hits, misses)
    return {
        "keyword": keyword,
        "semantic": min(1.0, max(0.0, cosine)),
        "period": float(period is not None and period[0] <= unit.valid_from < period[1]),
        # a consolidation-pipeline memory's strength (credo.manage.pipeline) weighs its importance
        "importance": _importance(unit, importance) * decay * (unit.strength if unit.strength is not None else 1.0),
        "recency": math.exp(-RECENCY_RATE * idle_days),
        "usefulness": usefulness,
        "confidence": unit.confidence,
        "decay": decay,
    }


def _importance(unit: MemoryUnit, combined: float | None) -> float:
    if combined is not None:
        return combined
    return unit.importance if unit.effective_importance is None else unit.effective_importance


def _mmr(store: Store, embedder: Embedder, tenant: str, ranked: list[RecallResult], diversity: float,
         limit: int) -> list[RecallResult]:
    """Maximal marginal relevance: trade a little score for less repetition (only ``embedder``'s vectors compared)."""
    vectors = store.vectors(tenant, [r.memory.id for r in ranked], model=embedder.name)
    picked: list[RecallResult] = []
    pool = list(ranked)
    while pool and len(picked) < limit:
        def penalised(result: RecallResult) -> float:
            mine = vectors.get(result.memory.id)
            overlap = max((similarity(embedder, float(np.dot(mine, vectors[p.memory.id]))) for p in picked
                           if mine is not None and p.memory.id in vectors), default=0.0)
            return result.score - diversity * overlap

        best = max(pool, key=penalised)
        best.why["redundancy"] = round(best.score - penalised(best), 6)
        picked.append(best)
        pool.remove(best)
    return picked + pool
