"""Decay curves, as named policies; the decay job that applies one to every active memory.

The default, ``recall``, is seed 000's access-protected Ebbinghaus curve on the
days since last access (or creation)::

    raw   = exp(-lambda * days)                       lambda 0.02 -> ~35-day half-life
    boost = min(1, ln(1 + accesses) / ln(1 + cap))    cap 10 -> full protection at 10 accesses
    decay = raw + (1 - raw) * boost

>>> round(access_protected_decay(days=34.657, accesses=0), 3)
0.5
>>> access_protected_decay(days=400, accesses=10)
1.0

The other seeds' curves are policies with the same two faces -- a SQL
expression, so that the decay job is one set-based ``UPDATE`` over millions of
rows, and a numpy function over arrays, for scoring a handful of recall
candidates at read time; a test keeps the two in agreement:

* ``engram`` (modes ``l2``, ``huber`` -- the default -- and ``elastic``): layer
  half-lives (episodic and working 30 days; semantic, procedural and codebase
  never decay), trust-weighted (auto-extracted memories decay 3x faster than ones a
  person stored directly), access reinforcement ``min(0.3, 0.1 ln(1 + accesses))``.
  With ``x = idle days / half-life``: l2 is ``2^-x`` (50% at the half-life);
  huber follows l2 up to the half-life and then falls on its tangent line
  (linear for old memories), floored at 0; elastic scales the half-life by the
  memory's strength, ``2^(-x / (0.5 + importance))``, so weak memories fade
  faster and strong ones stay -- the strength is the nine-factor importance
  (:mod:`credo.importance`) as last stored, the base importance where none is.
* ``knowlyr``: three phases on the days since last recall -- 1.0 for 30 days,
  then x0.98 a day, then x0.95 a day after 90, never below 0.1.
* ``agentmemory``: ``min(1, salience * exp(-0.01 * age) + sum(0.3 / days since
  each of the last 20 accesses))``, salience = kind weight + min(0.2, 0.02 x accesses).

Whatever the policy, a ``codebase`` memory keeps 1.0: engram gives that layer
an infinite half-life, and code knowledge leaves service only when drift
detection finds the code gone (:mod:`credo.manage.drift`), never by fading.

Any score maps to agentmemory's tiers: hot >= 0.7, warm >= 0.4, cold >= 0.15,
evictable below.

The decay job also keeps each memory's stored ``effective_importance`` (engram's
nine factors, :mod:`credo.importance`) current: it first scores the emotional
valence of any memory written before valence existed, then rewrites the
combined score where it moved by more than 0.0005, then the decay scores.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import numpy as np

from .. import importance as imp
from .. import rules
from ..errors import InvalidInput
from ..models import LASTING_LAYERS, Kind, Layer
from ..store.base import Aggregate, ImportanceAt, Retention

DEFAULT_LAMBDA = 0.02
DEFAULT_BOOST_CAP = 10
TIERS = (("hot", 0.7), ("warm", 0.4), ("cold", 0.15))
# engram's trust-weighted half-life, shared with the recency factor of credo.importance
EPISODIC_HALF_LIFE_DAYS = imp.HUMAN_HALF_LIFE_DAYS      # 30 days
AUTO_EXTRACTED_SPEEDUP = imp.MACHINE_SPEEDUP            # 3x faster
REINFORCEMENT_CAP = 0.3
KNOWLYR = {"mild_days": 30.0, "strong_days": 90.0, "mild": 0.98, "strong": 0.95, "floor": 0.1}
AGENTMEMORY_LAMBDA, AGENTMEMORY_SIGMA = 0.01, 0.3
KIND_SALIENCE = {Kind.DECISION: 0.9, Kind.PREFERENCE: 0.85, Kind.CORRECTION: 0.85, Kind.PATTERN: 0.8,
                 Kind.EPISODE: 0.7, Kind.PROCEDURE: 0.6, Kind.FACT: 0.5}
HUMAN_SOURCES = imp.HUMAN_SOURCES
#: Layers every policy holds at 1.0 (engram: half-life infinite for code knowledge, whatever the curve).
TIMELESS_LAYERS = (Layer.CODEBASE.value,)


def access_protected_decay(days: float, accesses: int, *, lam: float = DEFAULT_LAMBDA,
                           boost_cap: float = DEFAULT_BOOST_CAP) -> float:
    """Seed 000's decay score for a memory idle ``days`` with ``accesses`` accesses."""
    raw = math.exp(-lam * max(0.0, days))
    boost = min(1.0, math.log1p(max(0, accesses)) / math.log1p(boost_cap))
    return raw + (1.0 - raw) * boost


def tier(score: float) -> str:
    """agentmemory's retention tier for a score.

    >>> tier(0.8), tier(0.5), tier(0.2), tier(0.1)
    ('hot', 'warm', 'cold', 'evictable')
    """
    for name, floor in TIERS:
        if score >= floor:
            return name
    return "evictable"


@dataclass(frozen=True)
class Inputs:
    """Per-memory arrays a policy reads (numpy twins of the SQL columns)."""

    idle_days: np.ndarray          # since last access, or creation
    age_days: np.ndarray           # since creation
    accesses: np.ndarray
    importance: np.ndarray         # the elastic curve's strength: the combined importance, as stored
    layer: np.ndarray              # layer names
    human: np.ndarray              # stored by a person directly (not extracted, not a machine source)
    kind: np.ndarray               # kind names
    access_days: list[list[float]] = field(default_factory=list)  # days since each recent access


@dataclass(frozen=True)
class DecayPolicy:
    """A named decay curve: ``scores`` for arrays; :func:`credo.store.sql.retention_sql` renders it for the set-based job."""

    name: str = "recall"
    mode: str = "huber"            # engram only
    lam: float = DEFAULT_LAMBDA    # recall only: the rate of the Ebbinghaus curve, per day
    boost_cap: float = DEFAULT_BOOST_CAP  # recall only: accesses that give full protection

    def __post_init__(self) -> None:
        for name in ("lam", "boost_cap"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < math.inf:
                raise InvalidInput(f"decay {name} must be a positive number, got {value!r}")
        if self.name not in POLICIES:
            raise InvalidInput(f"unknown decay policy {self.name!r} (one of: {', '.join(POLICIES)})")
        if self.mode not in ("l2", "huber", "elastic"):
            raise InvalidInput(f"unknown engram retention mode {self.mode!r} (l2, huber or elastic)")

    def scores(self, x: Inputs) -> np.ndarray:
        """Decay scores in [0, 1] for the memories described by ``x``."""
        curve = np.clip(POLICIES[self.name](self, x), 0.0, 1.0)
        return np.where(np.isin(x.layer, TIMELESS_LAYERS), 1.0, curve) if len(x.layer) else curve


# -- the curves, array side ---------------------------------------------------------


def _recall(policy: DecayPolicy, x: Inputs) -> np.ndarray:
    raw = np.exp(-policy.lam * x.idle_days)
    boost = np.minimum(1.0, np.log1p(x.accesses) / math.log1p(policy.boost_cap))
    return raw + (1.0 - raw) * boost


def _engram(policy: DecayPolicy, x: Inputs) -> np.ndarray:
    half_life = np.where(x.human, EPISODIC_HALF_LIFE_DAYS, EPISODIC_HALF_LIFE_DAYS / AUTO_EXTRACTED_SPEEDUP)
    ratio = x.idle_days / half_life
    if policy.mode == "l2":
        retention = np.power(2.0, -ratio)
    elif policy.mode == "huber":
        retention = np.where(ratio <= 1.0, np.power(2.0, -ratio), 0.5 - 0.5 * math.log(2) * (ratio - 1.0))
    else:
        retention = np.power(2.0, -ratio / (0.5 + x.importance))
    reinforced = np.maximum(retention, 0.0) + np.minimum(REINFORCEMENT_CAP, 0.1 * np.log1p(x.accesses))
    lasting = np.isin(x.layer, [layer.value for layer in LASTING_LAYERS])
    return np.where(lasting, 1.0, reinforced)


def _knowlyr(policy: DecayPolicy, x: Inputs) -> np.ndarray:
    d, k = x.idle_days, KNOWLYR
    mild = np.power(k["mild"], np.clip(d - k["mild_days"], 0.0, k["strong_days"] - k["mild_days"]))
    strong = np.power(k["strong"], np.maximum(d - k["strong_days"], 0.0))
    return np.maximum(k["floor"], mild * strong)


def _agentmemory(policy: DecayPolicy, x: Inputs) -> np.ndarray:
    weights = np.array([KIND_SALIENCE[Kind(kind)] for kind in x.kind]) if len(x.kind) else np.zeros(0)
    salience = weights + np.minimum(0.2, 0.02 * x.accesses)
    boost = np.array([sum(AGENTMEMORY_SIGMA / max(1.0, d) for d in days) for days in x.access_days]) \
        if x.access_days else np.zeros(len(x.accesses))
    return salience * np.exp(-AGENTMEMORY_LAMBDA * x.age_days) + boost


POLICIES = {"recall": _recall, "engram": _engram, "knowlyr": _knowlyr, "agentmemory": _agentmemory}


# -- applying a policy --------------------------------------------------------------


def inputs_for(units: list[Any], now: datetime) -> Inputs:
    """Arrays describing ``units`` (MemoryUnits) at time ``now``."""
    def days(since: datetime | None) -> float:
        return max(0.0, (now - since).total_seconds() / 86400.0) if since else 0.0

    return Inputs(
        idle_days=np.array([days(u.last_accessed or u.created_at) for u in units], dtype=np.float64),
        age_days=np.array([days(u.created_at) for u in units], dtype=np.float64),
        accesses=np.array([u.access_count for u in units], dtype=np.float64),
        importance=np.array([u.importance if u.effective_importance is None else u.effective_importance
                             for u in units], dtype=np.float64),
        layer=np.array([u.layer.value for u in units], dtype=object),
        human=np.array([u.source.value in HUMAN_SOURCES and u.extractor is None for u in units], dtype=bool),
        kind=np.array([u.kind.value for u in units], dtype=object),
        access_days=[[days(t) for t in u.recent_accesses] for u in units],
    )


def run_decay(store: Any, tenant: str, now: datetime, *, policy: DecayPolicy = DecayPolicy(),
              weights: imp.ImportanceWeights = imp.DEFAULT_WEIGHTS, dry_run: bool = False) -> dict[str, Any]:
    """The decay job: rescore every active memory of the tenant, importance then decay, set-based.

    Returns ``{"job", "policy", "dry_run", "scored", "tiers", "counts"}``; ``counts`` says how
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
    return {"job": "decay", "policy": policy.name, "mode": policy.mode if policy.name == "engram" else None,
            "dry_run": dry_run, "scored": sum(counts.values()), "tiers": counts,
            "counts": {"scored": sum(counts.values()), "valence_scored": valence, "importance_rewritten": rewritten}}


def score_valence(store: Any, tenant: str, *, dry_run: bool = False, batch: int = 1000) -> int:
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
