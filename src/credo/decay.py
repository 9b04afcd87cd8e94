"""Decay curves: how much of a memory is retained, as named policies with two faces side by side.

Every curve is written twice, next to each other: as numpy over arrays (recall
scores a handful of candidates at read time) and as SQL (the decay job rescores
millions of rows in one set-based ``UPDATE``, and the forgetting rules compare
retention inside their queries). A new policy is one :class:`Curve` subclass
added to :data:`CURVES`; the contract suite checks every backend's SQL scores
against :meth:`DecayPolicy.scores`.

The default, ``recall``, is seed 000's access-protected Ebbinghaus curve on the
days since last access (or creation)::

    raw   = exp(-lambda * days)                       lambda 0.02 -> ~35-day half-life
    boost = min(1, ln(1 + accesses) / ln(1 + cap))    cap 10 -> full protection at 10 accesses
    decay = raw + (1 - raw) * boost

>>> round(access_protected_decay(days=34.657, accesses=0), 3)
0.5
>>> access_protected_decay(days=400, accesses=10)
1.0

The other seeds' curves:

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

Any score maps to agentmemory's retention tiers (:data:`RETENTION_TIERS`):
hot >= 0.7, warm >= 0.4, cold >= 0.15, evictable below.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import ClassVar

import numpy as np

from . import importance as imp
from .errors import InvalidInput
from .models import LASTING_LAYERS, Kind, Layer, MemoryUnit
from .store.dialect import Dialect

DEFAULT_LAMBDA = 0.02
DEFAULT_BOOST_CAP = 10
#: agentmemory's retention tiers: a decay score at or above each floor is in that tier; below the last, evictable.
RETENTION_TIERS = (("hot", 0.7), ("warm", 0.4), ("cold", 0.15))
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
ENGRAM_MODES = ("l2", "huber", "elastic")


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
    for name, floor in RETENTION_TIERS:
        if score >= floor:
            return name
    return "evictable"


@dataclass(frozen=True)
class Inputs:
    """Per-memory arrays a curve reads (numpy twins of the SQL columns)."""

    idle_days: np.ndarray          # since last access, or creation
    age_days: np.ndarray           # since creation
    accesses: np.ndarray
    importance: np.ndarray         # the elastic curve's strength: the combined importance, as stored
    layer: np.ndarray              # layer names
    human: np.ndarray              # stored by a person directly (not extracted, not a machine source)
    kind: np.ndarray               # kind names
    access_days: list[list[float]] = field(default_factory=list)  # days since each recent access


@dataclass(frozen=True)
class Row:
    """SQL for what a curve reads of one memory row: its columns, and its idle and age days at ``now``."""

    d: Dialect
    alias: str
    now: str        # the time as a SQL literal
    idle: str
    age: str

    def c(self, column: str) -> str:
        """A column of the row."""
        return self.d.column(self.alias, column)


class Curve:
    """One decay curve, both faces: :meth:`array` over numpy inputs and :meth:`sql` for one row.

    Both return the raw curve; :meth:`DecayPolicy.scores` and :meth:`Retention.sql` clip it to
    [0, 1] and hold the timeless layers at 1.0.
    """

    name: ClassVar[str]

    def array(self, policy: DecayPolicy, x: Inputs) -> np.ndarray:
        raise NotImplementedError

    def sql(self, policy: DecayPolicy, r: Row) -> str:
        raise NotImplementedError


class RecallCurve(Curve):
    """Seed 000: access-protected Ebbinghaus on idle days."""

    name = "recall"

    def array(self, policy: DecayPolicy, x: Inputs) -> np.ndarray:
        raw = np.exp(-policy.lam * x.idle_days)
        boost = np.minimum(1.0, np.log1p(x.accesses) / math.log1p(policy.boost_cap))
        return np.asarray(raw + (1.0 - raw) * boost)

    def sql(self, policy: DecayPolicy, r: Row) -> str:
        raw = f"exp(-{float(policy.lam)!r} * {r.idle})"
        boost = r.d.least("1.0", f"ln(1 + {r.c('access_count')}) / {math.log1p(policy.boost_cap)!r}")
        return f"({raw} + (1 - {raw}) * {boost})"


class EngramCurve(Curve):
    """engram: trust-weighted layer half-lives, l2 / huber / elastic, access reinforcement."""

    name = "engram"

    def array(self, policy: DecayPolicy, x: Inputs) -> np.ndarray:
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

    def sql(self, policy: DecayPolicy, r: Row) -> str:
        human = f"({r.c('source')} IN ({', '.join(repr(s) for s in HUMAN_SOURCES)}) AND {r.c('extractor')} IS NULL)"
        half = (f"(CASE WHEN {human} THEN {EPISODIC_HALF_LIFE_DAYS!r}"
                f" ELSE {EPISODIC_HALF_LIFE_DAYS / AUTO_EXTRACTED_SPEEDUP!r} END)")
        ratio = f"({r.idle} / {half})"
        if policy.mode == "l2":
            kept = f"power(2.0, -{ratio})"
        elif policy.mode == "huber":
            kept = (f"(CASE WHEN {ratio} <= 1.0 THEN power(2.0, -{ratio})"
                    f" ELSE 0.5 - {0.5 * math.log(2)!r} * ({ratio} - 1.0) END)")
        else:  # elastic: the strength is the combined importance (credo.importance), as last stored
            strength = f"COALESCE({r.c('effective_importance')}, {r.c('importance')})"
            kept = f"power(2.0, -{ratio} / (0.5 + {strength}))"
        reinforcement = r.d.least(repr(REINFORCEMENT_CAP), f"0.1 * ln(1 + {r.c('access_count')})")
        lasting = ", ".join(f"'{layer.value}'" for layer in sorted(LASTING_LAYERS))
        return (f"(CASE WHEN {r.c('layer')} IN ({lasting}) THEN 1.0"
                f" ELSE {r.d.greatest(kept, '0.0')} + {reinforcement} END)")


class KnowlyrCurve(Curve):
    """Knowlyr: flat for 30 days, then x0.98 a day, then x0.95 a day after 90, floored at 0.1."""

    name = "knowlyr"

    def array(self, policy: DecayPolicy, x: Inputs) -> np.ndarray:
        d, k = x.idle_days, KNOWLYR
        mild = np.power(k["mild"], np.clip(d - k["mild_days"], 0.0, k["strong_days"] - k["mild_days"]))
        strong = np.power(k["strong"], np.maximum(d - k["strong_days"], 0.0))
        return np.asarray(np.maximum(k["floor"], mild * strong))

    def sql(self, policy: DecayPolicy, r: Row) -> str:
        q, lo, hi = KNOWLYR, r.d.least, r.d.greatest
        mild_idle = hi(f"{r.idle} - {q['mild_days']}", "0.0")
        mild = f"power({q['mild']}, {lo(mild_idle, repr(q['strong_days'] - q['mild_days']))})"
        strong = f"power({q['strong']}, {hi(f'{r.idle} - ' + repr(q['strong_days']), '0.0')})"
        return hi(repr(q["floor"]), f"{mild} * {strong}")


class AgentMemoryCurve(Curve):
    """agentmemory: kind salience decaying with age, plus a boost from each recent access."""

    name = "agentmemory"

    def array(self, policy: DecayPolicy, x: Inputs) -> np.ndarray:
        weights = np.array([KIND_SALIENCE[Kind(kind)] for kind in x.kind]) if len(x.kind) else np.zeros(0)
        salience = weights + np.minimum(0.2, 0.02 * x.accesses)
        boost = np.array([sum(AGENTMEMORY_SIGMA / max(1.0, d) for d in days) for days in x.access_days]) \
            if x.access_days else np.zeros(len(x.accesses))
        return salience * np.exp(-AGENTMEMORY_LAMBDA * x.age_days) + boost

    def sql(self, policy: DecayPolicy, r: Row) -> str:
        weights = " ".join(f"WHEN '{kind.value}' THEN {w}" for kind, w in KIND_SALIENCE.items())
        accessed = r.d.least("0.2", "0.02 * " + r.c("access_count"))
        salience = f"((CASE {r.c('kind')} {weights} ELSE 0.5 END) + {accessed})"
        boost = (f"COALESCE((SELECT SUM({AGENTMEMORY_SIGMA} / {r.d.greatest('1.0', 'a.d')})"
                 f" FROM ({r.d.access_days(r.alias, r.now)}) a), 0.0)")
        return f"({salience} * exp(-{AGENTMEMORY_LAMBDA} * {r.age}) + {boost})"


#: Every decay policy by name: a new one is a Curve subclass added here.
CURVES: dict[str, Curve] = {curve.name: curve for curve in (RecallCurve(), EngramCurve(), KnowlyrCurve(),
                                                               AgentMemoryCurve())}
POLICIES = tuple(CURVES)


@dataclass(frozen=True)
class DecayPolicy:
    """A named decay curve with its parameters: :meth:`scores` over arrays, :class:`Retention` in SQL."""

    name: str = "recall"
    mode: str = "huber"            # engram only
    lam: float = DEFAULT_LAMBDA    # recall only: the rate of the Ebbinghaus curve, per day
    boost_cap: float = DEFAULT_BOOST_CAP  # recall only: accesses that give full protection

    def __post_init__(self) -> None:
        for name in ("lam", "boost_cap"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < math.inf:
                raise InvalidInput(f"decay {name} must be a positive number, got {value!r}")
        if self.name not in CURVES:
            raise InvalidInput(f"unknown decay policy {self.name!r} (one of: {', '.join(CURVES)})")
        if self.mode not in ENGRAM_MODES:
            raise InvalidInput(f"unknown engram retention mode {self.mode!r} (l2, huber or elastic)")

    @property
    def curve(self) -> Curve:
        return CURVES[self.name]

    def scores(self, x: Inputs) -> np.ndarray:
        """Decay scores in [0, 1] for the memories described by ``x``."""
        curve = np.clip(self.curve.array(self, x), 0.0, 1.0)
        return np.where(np.isin(x.layer, TIMELESS_LAYERS), 1.0, curve) if len(x.layer) else curve


@dataclass(frozen=True)
class Retention:
    """``retention`` in a select (:class:`credo.store.base.Select`): ``policy``'s curve at ``now``, in SQL.

    It renders itself through the store's dialect (:class:`credo.store.base.Score`), so the store
    never learns the curve.
    """

    policy: DecayPolicy
    now: datetime
    column: ClassVar[str] = "decay_score"
    min_change: ClassVar[float] = 0.0

    def sql(self, alias: str, d: Dialect, *, idle: str | None = None, age: str | None = None) -> str:
        """The retention of row ``alias`` as SQL; ``idle``/``age``: SQL for its day counts, when the caller has them."""
        now = d.time_literal(self.now)
        row = Row(d, alias, now, idle or d.idle_days(alias, now), age or d.age_days(alias, now))
        timeless = ", ".join(f"'{layer}'" for layer in TIMELESS_LAYERS)
        curve = d.least("1.0", d.greatest("0.0", self.policy.curve.sql(self.policy, row)))
        return f"(CASE WHEN {row.c('layer')} IN ({timeless}) THEN 1.0 ELSE {curve} END)"


def inputs_for(units: Sequence[MemoryUnit], now: datetime) -> Inputs:
    """Arrays describing ``units`` at time ``now``."""
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

