"""engram's nine importance factors, and the one score in [0, 1] they combine into.

engram (seed 002, "importance scoring (9 factors)") names the factors and how
each behaves, but gives numbers only for source trust. credo's reading, every
weight and constant below in one place (:class:`ImportanceWeights` and the
module constants), each factor a value in [0, 1]:

=================  =======  ==================================================================
factor             weight   value
=================  =======  ==================================================================
base importance    0.40     the stored ``importance``: set by the writer, already moved by up
                            to +/-0.3 by surprise when the memory was written
                            (:func:`credo.gates.importance_after_surprise`, called in
                            ``write.py``), so surprise is not counted twice
access frequency   0.10     ``min(1, ln(1 + accesses) / ln(1 + 20))``: log scale, full at 20
                            accesses (engram's reinforcement ``min(0.3, 0.1 ln(1 + n))`` is
                            full at ~19)
recency            0.10     ``2 ^ -(idle days / half-life)``: 30 days for what a person stated
                            directly, 3x faster (10 days) for extracted or machine-sourced
                            memories -- engram's trust-weighted half-life, with the same
                            "human" test as the engram decay curve
emotional valence  1/15     ``|compound|`` of VADER (the vaderSentiment lexicon, offline):
                            how strongly emotional the text is, either sign; computed once at
                            write and stored in ``valence``
stability          1/15     spaced accesses: each access (creation counts as the first) adds
                            ``min(1, gap since the one recorded before / 1 day)``; the sum
                            over 10. Ten accesses a week apart score 1.0; ten within an
                            hour of creation 0.004
layer boost        1/15     semantic, procedural 1.0; codebase 0.8; episodic 0.5;
                            working 0.25; a layer not listed 0.5
source trust       1/15     the stored ``trust`` (:data:`credo.models.SOURCE_TRUST`: human 1.0,
                            AI 0.7, ingest 0.5, capped at write by provenance)
confirmation       1/15     ``min(1, ln(1 + confirmations + verified) / ln(1 + 10))``
ACT-R activation   1/15     ``B = ln(sum_j t_j ^ -0.5)`` over the recent accesses (the last 20,
                            ``recent_accesses``) and the creation, ``t_j`` in days (at least one hour), squashed by
                            ACT-R's own retrieval probability ``1 / (1 + exp(-(B - tau) / s))``
                            with ``tau = 0, s = 1``, which is ``S / (1 + S)`` for
                            ``S = sum_j t_j ^ -0.5``
=================  =======  ==================================================================

How "moderate" became a number: engram gives the base factor and the two it
describes by a curve (frequency, recency) their own rows and calls the other
six "moderate". The base, the one factor a person sets, anchors the score
(0.40), so a memory's importance moves around what it was given rather than
being replaced; the two curves get 0.10 each; the six moderate factors share
the remaining 0.40 equally (1/15 each). The weights sum to 1, and
:func:`combine` divides by their sum anyway, so any non-negative weights give a
score in [0, 1].

The combined score is used where engram uses importance: the archival rule
(:func:`credo.rules.archive`: importance < 0.3), recall's importance prior
(``importance x decay``) and the strength of the elastic decay curve. It is
stored in ``effective_importance`` at write and recomputed by the decay job;
the rules compute it live, as of their ``now`` (:class:`ImportanceAt`, the SQL
twin of :func:`scores`, written next to it at the end of this module).

>>> weights = ImportanceWeights()
>>> round(sum(weights.normalised().values()), 9)
1.0
>>> valence_of("I absolutely hate this awful bug!") > valence_of("The API uses JWT tokens")
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from functools import lru_cache
from typing import Any, ClassVar

import numpy as np

from .errors import InvalidInput
from .models import Layer, MemoryUnit, Source
from .store.dialect import Dialect
from .timeutil import to_iso

FACTORS = ("base", "frequency", "recency", "valence", "stability", "layer", "trust", "confirmation", "activation")

FREQUENCY_CAP = 20                 # accesses that give full frequency
HUMAN_HALF_LIFE_DAYS = 30.0        # engram: human-authored memories keep the full 30-day half-life
#: idle days past this count as this many: the factor is below 1e-100 either way, and PostgreSQL's exp()
#: raises on underflow instead of returning 0
RECENCY_MAX_DAYS = 3650.0
MACHINE_SPEEDUP = 3.0              # engram: auto-extracted memories decay 3x faster
HUMAN_SOURCES = (Source.USER.value, Source.SYSTEM.value)
STABILITY_SPACING_DAYS = 1.0       # a gap of a day or more makes an access fully "spaced"
STABILITY_CAP = 10.0               # spaced accesses that give full stability
LAYER_BOOST: dict[str, float] = {
    Layer.SEMANTIC.value: 1.0, Layer.PROCEDURAL.value: 1.0, "codebase": 0.8,
    Layer.EPISODIC.value: 0.5, Layer.WORKING.value: 0.25,
}
DEFAULT_LAYER_BOOST = 0.5          # a layer not in LAYER_BOOST
CONFIRMATION_CAP = 10              # confirmations + verified feedback that give full corroboration
ACTR_DECAY = 0.5                   # ACT-R's d
ACTR_MIN_DAYS = 1.0 / 24.0         # an access less than an hour old counts as an hour old
#: the decay job rewrites a stored score only when it moved by more than this
CHANGE_EPSILON = 0.0005


@dataclass(frozen=True)
class ImportanceWeights:
    """How much each factor counts (see the module docstring for where each number comes from).

    >>> ImportanceWeights(valence=0.0).normalised()["valence"]
    0.0
    """

    base: float = 0.40
    frequency: float = 0.10
    recency: float = 0.10
    valence: float = 1 / 15
    stability: float = 1 / 15
    layer: float = 1 / 15
    trust: float = 1 / 15
    confirmation: float = 1 / 15
    activation: float = 1 / 15

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < math.inf:
                raise InvalidInput(f"importance weight {f.name} must be a number >= 0, got {value!r}")
        if sum(asdict(self).values()) <= 0:
            raise InvalidInput("at least one importance weight must be above 0")

    def normalised(self) -> dict[str, float]:
        """The weights scaled to sum to 1, by factor name."""
        total = sum(asdict(self).values())
        return {name: getattr(self, name) / total for name in FACTORS}


DEFAULT_WEIGHTS = ImportanceWeights()


# -- the factors, each alone (numpy over arrays) --------------------------------------


def base(importance: np.ndarray) -> np.ndarray:
    """The stored importance (surprise already applied at write)."""
    return np.clip(np.asarray(importance, dtype=np.float64), 0.0, 1.0)


def frequency(accesses: np.ndarray) -> np.ndarray:
    """Log-scaled access count, full at :data:`FREQUENCY_CAP`.

    >>> frequency(np.array([0, 20, 400])).tolist()
    [0.0, 1.0, 1.0]
    """
    n = np.maximum(np.asarray(accesses, dtype=np.float64), 0.0)
    return np.minimum(1.0, np.log1p(n) / math.log1p(FREQUENCY_CAP))


def half_life(human: np.ndarray) -> np.ndarray:
    """engram's trust-weighted half-life in days: 30 for a person's own words, 10 otherwise."""
    return np.where(np.asarray(human, dtype=bool), HUMAN_HALF_LIFE_DAYS, HUMAN_HALF_LIFE_DAYS / MACHINE_SPEEDUP)


def recency(idle_days: np.ndarray, human: np.ndarray) -> np.ndarray:
    """``2 ^ -(idle / half-life)``: 0.5 after 30 idle days for a human memory, after 10 for a machine one.

    >>> recency(np.array([30.0, 10.0]), np.array([True, False])).tolist()
    [0.5, 0.5]
    """
    idle = np.clip(np.asarray(idle_days, dtype=np.float64), 0.0, RECENCY_MAX_DAYS)
    return np.exp(-math.log(2.0) * idle / half_life(human))


def emotional_valence(valence: np.ndarray) -> np.ndarray:
    """The stored valence (emotional intensity, 0..1); a memory not scored yet counts as neutral."""
    v = np.asarray(valence, dtype=np.float64)
    return np.clip(np.nan_to_num(v, nan=0.0), 0.0, 1.0)


def stability(access_days: Sequence[Sequence[float]], age_days: np.ndarray) -> np.ndarray:
    """Consistent access over time versus one burst, from each memory's access times.

    ``access_days``: days since each recent access, in the order they were recorded
    (oldest first); ``age_days``: days since creation, which counts as the first access.
    Each access up to now adds ``min(1, gap since the one recorded before it / 1 day)``;
    the sum over :data:`STABILITY_CAP`, at most 1.

    >>> hour = 1 / 24
    >>> burst = [[70 - i * hour / 10 for i in range(10)]]
    >>> spread = [[70 - 7 * (i + 1) for i in range(10)]]
    >>> bool(stability(burst, np.array([70.0]))[0] < 0.01 < 0.9 < stability(spread, np.array([70.0]))[0])
    True
    """
    flat, owner, first = _flatten(access_days)
    age = np.asarray(age_days, dtype=np.float64)
    before = np.empty_like(flat)                      # the access recorded before each (creation before the first)
    before[1:] = flat[:-1]
    before[first] = age[owner[first]]
    gaps = np.clip((before - flat) / STABILITY_SPACING_DAYS, 0.0, 1.0) * (flat >= 0.0)
    return np.minimum(1.0, np.bincount(owner, weights=gaps, minlength=len(age)) / STABILITY_CAP)


def _flatten(access_days: Sequence[Sequence[float]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every memory's access times in one array: the times, whose each one is, and where each memory's start."""
    lengths = np.fromiter((len(days) for days in access_days), dtype=np.int64, count=len(access_days))
    flat = np.fromiter((d for days in access_days for d in days), dtype=np.float64, count=int(lengths.sum()))
    owner = np.repeat(np.arange(len(lengths)), lengths)
    first = (np.cumsum(lengths) - lengths)[lengths > 0]
    return flat, owner, first


def layer_boost(layers: np.ndarray) -> np.ndarray:
    """engram's layer weighting: lasting knowledge above events, events above scratch.

    >>> layer_boost(np.array(["semantic", "episodic", "somewhere-new"], dtype=object)).tolist()
    [1.0, 0.5, 0.5]
    """
    return np.array([LAYER_BOOST.get(str(layer), DEFAULT_LAYER_BOOST) for layer in layers], dtype=np.float64)


def source_trust(trust: np.ndarray) -> np.ndarray:
    """The stored trust (set from the source at write: human 1.0, AI 0.7, ingest 0.5)."""
    return np.clip(np.asarray(trust, dtype=np.float64), 0.0, 1.0)


def confirmation(corroborations: np.ndarray) -> np.ndarray:
    """Confirmations plus verified feedback, log-scaled, full at :data:`CONFIRMATION_CAP`.

    >>> confirmation(np.array([0, 10])).tolist()
    [0.0, 1.0]
    """
    n = np.maximum(np.asarray(corroborations, dtype=np.float64), 0.0)
    return np.minimum(1.0, np.log1p(n) / math.log1p(CONFIRMATION_CAP))


def activation(access_days: Sequence[Sequence[float]], age_days: np.ndarray) -> np.ndarray:
    """ACT-R base-level activation over the recent accesses and the creation, squashed into (0, 1).

    ``B = ln(S)``, ``S = sum_j max(t_j, 1 hour) ^ -0.5`` (days); the squash is ACT-R's
    retrieval probability with threshold 0 and noise 1: ``1 / (1 + e^-B) = S / (1 + S)``.

    >>> activation([[]], np.array([1.0])).tolist()   # created a day ago, never used: B = 0
    [0.5]
    """
    flat, owner, _ = _flatten(access_days)
    age = np.maximum(np.asarray(age_days, dtype=np.float64), 0.0)
    recalled = np.power(np.maximum(flat, ACTR_MIN_DAYS), -ACTR_DECAY) * (flat >= 0.0)
    s = np.bincount(owner, weights=recalled, minlength=len(age)) + np.power(np.maximum(age, ACTR_MIN_DAYS), -ACTR_DECAY)
    return s / (1.0 + s)


# -- valence at write ---------------------------------------------------------------


@lru_cache(maxsize=1)
def _analyzer() -> Any:
    from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer  # loads its lexicon once

    return SentimentIntensityAnalyzer()


def valence_of(text: str) -> float:
    """How emotionally charged ``text`` is, 0 (neutral) to 1, either sign: ``|compound|`` of VADER.

    >>> valence_of("Ann lives in Paris")
    0.0
    """
    return round(abs(float(_analyzer().polarity_scores(text)["compound"])), 4)


# -- all nine together --------------------------------------------------------------


@dataclass(frozen=True)
class Inputs:
    """Per-memory arrays the factors read (numpy twins of the columns)."""

    importance: np.ndarray
    accesses: np.ndarray
    idle_days: np.ndarray          # since last access, or creation
    age_days: np.ndarray           # since creation
    human: np.ndarray              # stated by a person directly (not extracted, not a machine source)
    valence: np.ndarray            # NaN where not scored yet
    layer: np.ndarray              # layer names
    trust: np.ndarray
    corroborations: np.ndarray     # confirmations + verified_count
    access_days: list[list[float]] = field(default_factory=list)  # days since each recent access


def inputs_for(units: Sequence[MemoryUnit], now: datetime) -> Inputs:
    """Arrays describing ``units`` (MemoryUnits) at time ``now``."""
    def days(since: datetime | None) -> float:
        return (now - since).total_seconds() / 86400.0 if since else 0.0

    return Inputs(
        importance=np.array([u.importance for u in units], dtype=np.float64),
        accesses=np.array([u.access_count for u in units], dtype=np.float64),
        idle_days=np.array([max(0.0, days(u.last_accessed or u.created_at)) for u in units], dtype=np.float64),
        age_days=np.array([max(0.0, days(u.created_at)) for u in units], dtype=np.float64),
        human=np.array([u.source.value in HUMAN_SOURCES and u.extractor is None for u in units], dtype=bool),
        valence=np.array([np.nan if u.valence is None else u.valence for u in units], dtype=np.float64),
        layer=np.array([getattr(u.layer, "value", u.layer) for u in units], dtype=object),
        trust=np.array([u.trust for u in units], dtype=np.float64),
        corroborations=np.array([u.confirmations + u.verified_count for u in units], dtype=np.float64),
        # no recorded access (as the store reads it: last_accessed is set by every access) reads no access times
        access_days=[[days(t) for t in u.recent_accesses] if u.last_accessed else [] for u in units],
    )


def factors(x: Inputs) -> dict[str, np.ndarray]:
    """Each of the nine factors, in [0, 1], by name (:data:`FACTORS` order)."""
    return {
        "base": base(x.importance),
        "frequency": frequency(x.accesses),
        "recency": recency(x.idle_days, x.human),
        "valence": emotional_valence(x.valence),
        "stability": stability(x.access_days, x.age_days),
        "layer": layer_boost(x.layer),
        "trust": source_trust(x.trust),
        "confirmation": confirmation(x.corroborations),
        "activation": activation(x.access_days, x.age_days),
    }


def combine(parts: dict[str, np.ndarray], weights: ImportanceWeights = DEFAULT_WEIGHTS) -> np.ndarray:
    """The weighted mean of the factors: a score in [0, 1]."""
    w = weights.normalised()
    total = sum(w[name] * parts[name] for name in FACTORS)
    return np.clip(np.asarray(total, dtype=np.float64), 0.0, 1.0)


def scores(x: Inputs, weights: ImportanceWeights = DEFAULT_WEIGHTS) -> np.ndarray:
    """The combined importance of every memory ``x`` describes."""
    if not len(x.importance):
        return np.zeros(0)
    return combine(factors(x), weights)


def score(unit: MemoryUnit, now: datetime, weights: ImportanceWeights = DEFAULT_WEIGHTS) -> float:
    """One memory's combined importance at ``now``."""
    return round(float(scores(inputs_for([unit], now), weights)[0]), 6)


def explain(unit: MemoryUnit, now: datetime, weights: ImportanceWeights = DEFAULT_WEIGHTS) -> dict[str, Any]:
    """Why a memory is as important as it is: each factor's value, weight and share of the score.

    Returns ``{"id", "at", "score", "stored", "factors": {name: {"value", "weight", "contribution"}}}``;
    ``stored`` is the score the last write or decay run recorded.
    """
    parts = factors(inputs_for([unit], now))
    w = weights.normalised()
    rows = {name: {"value": round(float(parts[name][0]), 6), "weight": round(w[name], 6),
                   "contribution": round(float(parts[name][0]) * w[name], 6)} for name in FACTORS}
    return {"id": unit.id, "at": to_iso(now), "score": round(float(combine(parts, weights)[0]), 6),
            "stored": unit.effective_importance, "factors": rows}


def stamp(unit: MemoryUnit, now: datetime | None = None, weights: ImportanceWeights = DEFAULT_WEIGHTS) -> MemoryUnit:
    """Fill a unit's ``valence`` (if unscored) and ``effective_importance`` as of ``now`` (its creation by default)."""
    if unit.valence is None:
        unit.valence = valence_of(unit.text)
    unit.effective_importance = score(unit, now or unit.created_at, weights)
    return unit


def refreshed(unit: MemoryUnit, changes: dict[str, Any], now: datetime,
              weights: ImportanceWeights = DEFAULT_WEIGHTS) -> dict[str, Any]:
    """The valence (rescored if the text changes) and combined importance of ``unit`` once ``changes`` apply."""
    edited = unit.model_copy(update={**changes, "valence": None if "text" in changes else unit.valence})
    stamp(edited, now, weights)
    return {"valence": edited.valence, "effective_importance": edited.effective_importance}


# -- all nine together, as SQL ------------------------------------------------------


@dataclass(frozen=True)
class ImportanceAt:
    """``effective_importance`` in a select (:class:`credo.store.base.Select`): the nine factors combined
    with ``weights`` at ``now``, in SQL, instead of the stored score.

    The same formulas as :func:`factors`; the contract suite checks every backend's scores against
    :func:`scores`. A rescore writes it only where the stored score moved by more than
    :data:`CHANGE_EPSILON`, so a second run at the same ``now`` writes nothing.
    """

    weights: ImportanceWeights
    now: datetime
    column: ClassVar[str] = "effective_importance"
    min_change: ClassVar[float] = CHANGE_EPSILON

    def sql(self, alias: str, d: Dialect, *, idle: str | None = None, age: str | None = None) -> str:
        """The combined importance of row ``alias`` as SQL."""
        now = d.time_literal(self.now)
        c = lambda column: d.column(alias, column)  # noqa: E731
        lo, hi = d.least, d.greatest
        idle = idle or d.idle_days(alias, now)
        age = age or d.age_days(alias, now)
        human = f"({c('source')} IN ({', '.join(repr(s) for s in HUMAN_SOURCES)}) AND {c('extractor')} IS NULL)"
        half = (f"(CASE WHEN {human} THEN {HUMAN_HALF_LIFE_DAYS!r}"
                f" ELSE {HUMAN_HALF_LIFE_DAYS / MACHINE_SPEEDUP!r} END)")
        w = self.weights.normalised()
        parts = {
            "base": c("importance"),
            "frequency": lo("1.0", f"ln(1 + {c('access_count')}) / {math.log1p(FREQUENCY_CAP)!r}"),
            "recency": f"exp(-{math.log(2.0)!r} * {lo(idle, repr(RECENCY_MAX_DAYS))} / {half})",
            "valence": f"COALESCE({c('valence')}, 0.0)",
            "layer": f"(CASE {c('layer')} {' '.join(f'WHEN {n!r} THEN {b!r}' for n, b in LAYER_BOOST.items())}"
                     f" ELSE {DEFAULT_LAYER_BOOST!r} END)",
            "trust": c("trust"),
            "confirmation": lo("1.0", f"ln(1 + {c('confirmations')} + {c('verified_count')})"
                                      f" / {math.log1p(CONFIRMATION_CAP)!r}"),
        }
        creation = f"power({hi(age, repr(ACTR_MIN_DAYS))}, -{ACTR_DECAY!r})"

        def from_accesses(spaced: str, recalled: str) -> str:
            """Weighted stability + activation, given the sums over the accesses."""
            stable = lo("1.0", f"{spaced} / {STABILITY_CAP!r}")
            active = f"(1.0 - 1.0 / (1.0 + {recalled} + {creation}))"
            return f"{w['stability']!r} * {stable} + {w['activation']!r} * {active}"

        # Stability and activation both read the access times: one pass over them computes both (most of the
        # work is parsing the times), and a memory never accessed (most of a large store) needs none.
        spaced = f"COALESCE(SUM({lo('1.0', hi('0.0', f'g.gap / {STABILITY_SPACING_DAYS!r}'))}), 0.0)"
        recalled = f"COALESCE(SUM(power({hi('g.d', repr(ACTR_MIN_DAYS))}, -{ACTR_DECAY!r})), 0.0)"
        per_access = f"(SELECT {from_accesses(spaced, recalled)} FROM ({d.access_steps(alias, now)}) g WHERE g.d >= 0)"
        used = f"(CASE WHEN {c('last_accessed')} IS NULL THEN {from_accesses('0.0', '0.0')} ELSE {per_access} END)"
        total = " + ".join([f"{w[name]!r} * {parts[name]}" for name in parts if w[name] > 0] + [used])
        return lo("1.0", hi("0.0", f"({total})"))
