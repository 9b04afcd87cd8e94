"""Every tunable threshold of credo, one frozen dataclass per concern, and the bundle of them all.

The seeds' defaults live here, each next to what it bounds; a deployment sets
them in its configuration (:mod:`credo.config` maps each ``[section]`` to one
of these) and the library takes them as constructor arguments. Nothing here
reads the environment or does any I/O: a policy is data, checked when built.

=======================  ============  =============================================================
policy                   section       used by
=======================  ============  =============================================================
:class:`WritePolicy`     ``[write]``   the write path: gates, dedupe, the contradiction decision
:class:`RecallWeights`   ``[recall]``  recall's ranking (presets ``default``, ``conversations``, ``knowlyr``)
:class:`ForgetPolicy`    ``[forget]``  the forget task: TTL, archival, eviction, the cap, retention
:class:`PrunePolicy`     ``[prune]``   the prune task: how long the logs are kept
:class:`PipelinePolicy`  ``[pipeline]``  agentmemory's consolidation stages
:class:`EvictPolicy`     ``[evict]``   agentmemory's evict and auto_forget tasks
:class:`~credo.decay.DecayPolicy`  ``[decay]``  the decay curve (:mod:`credo.decay`)
=======================  ============  =============================================================

:class:`Policies` bundles them for :class:`credo.services.Services`.

>>> Policies().write.duplicate_cosine, Policies().forget.archive_importance
(0.95, 0.3)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .decay import DecayPolicy
from .errors import InvalidInput
from .importance import DEFAULT_WEIGHTS, ImportanceWeights

# -- the write path -------------------------------------------------------------------

#: Contradiction loops (seed 000): 3+ supersessions of one pair in this many days escalate to a person.
LOOP_WINDOW_DAYS = 30
LOOP_THRESHOLD = 3
#: A pair that returns to a value it replaced within this many days of event time escalates (A -> B -> A).
RETURN_WINDOW_DAYS = 90


@dataclass(frozen=True)
class WritePolicy:
    """Every threshold of the write path, with the seeds' defaults.

    Cosines are on one scale for every model (MiniLM's, :func:`credo.embed.similarity`).
    """

    duplicate_cosine: float = 0.95   # Knowlyr gate 2: duplicate, reinforce the existing memory
    merge_cosine: float = 0.85       # Knowlyr gate 2: overlap, merge into the existing memory
    paraphrase_cosine: float = 0.55  # issue 21: this close and about the same topic words: the same belief
    supersede_jaccard: float = 0.7   # agentmemory: word overlap -> next version
    link_cosine: float = 0.35        # Knowlyr gate 3
    max_links: int = 20
    surprise_k: int = 5              # engram
    surprise_shift: float = 0.3
    quality_threshold: float = 0.6   # Knowlyr gate 1
    plain_importance: float = 0.3    # issue 21: a person's own statement the gate scores low is kept this low
    tentative_confidence: float = 0.5
    loop_window_days: float = LOOP_WINDOW_DAYS        # 3+ supersessions in this many days escalate (0: off)
    loop_threshold: int = LOOP_THRESHOLD
    return_window_days: float = RETURN_WINDOW_DAYS    # A -> B -> A within this many event days escalates
    attribute_cosine: float = 0.84   # issue 21: a differently worded attribute this close is the same property
    replace_cosine: float = 0.2      # "X instead of Y" retires a memory stating Y unless its topic is further off
    reversal_days: float = 7.0       # "scrap that" takes back a decision recorded at most this many days before
    change_cosine: float = 0.42      # a statement of change retires the memory it changes at least this close
    correction_hours: float = 24.0   # a correction ("oops, wrong one") corrects what was said this recently



# -- recall ---------------------------------------------------------------------------

#: Scores (with usefulness at its mean) this far apart are never reordered by sampling.
EXPLORE_MARGIN = 0.005


@dataclass(frozen=True)
class RecallWeights:
    """How much each component counts: relevance decides, priors break ties.

    *Relevance* is a weighted sum: a memory's own match (``keyword``,
    ``semantic``, ``period``, and ``rerank``, the cross-encoder's probability,
    where it ran) and its session's support (``context``, ``neighbour``,
    ``session``), and ``subject``: -1 when the memory is known to be about someone other than whom
    the query asks about, else exactly 0 (:func:`credo.recall.subject_match`), so it only ever
    lowers another person's memory and never reorders one person's memories; ``dated``: 1 when the query
    asks when something happened and the memory says when (:func:`credo.timeutil.asks_when`,
    :func:`~credo.timeutil.says_when`: "yesterday", "last Friday", "in May"), else 0. *Priors*
    (``importance`` x decay, ``recency``, ``usefulness``, ``confidence``) are blended into one 0..1 prior by the
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
    subject: float = 0.35
    dated: float = 0.1
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
            return self.prior_margin * float(getattr(self, name)) / total if total else 0.0
        return float(getattr(self, name))

    @cached_property
    def effective_weights(self) -> tuple[tuple[str, float], ...]:
        """Every scored component with :meth:`effective`'s weight, in ``SCORED`` order (computed once per
        weighting: a recall scores hundreds of candidates)."""
        return tuple((name, self.effective(name)) for name in SCORED)

    def score(self, why: dict[str, float]) -> float:
        """The weighted sum of a result's components."""
        return sum(weight * why.get(name, 0.0) for name, weight in self.effective_weights)

    @classmethod
    def knowlyr(cls) -> RecallWeights:
        """Knowlyr's five factors, additive: 0.15 keyword + 0.40 semantic + 0.15 each of importance*decay,
        recency and usefulness (credo's default before the cross-encoder)."""
        return cls(keyword=0.15, semantic=0.4, period=0.0, context=0.0, neighbour=0.0, session=0.0, subject=0.0,
                   dated=0.0, rerank=0.0, importance=1.0, recency=1.0, usefulness=1.0, confidence=0.0,
                   prior_margin=0.45)

    @classmethod
    def conversations(cls) -> RecallWeights:
        """The conversation preset chosen on LoCoMo with MiniLM, before the default learned it: no priors."""
        return cls(keyword=0.15, semantic=0.4, period=0.6, context=0.4, neighbour=0.1, session=0.1, subject=0.0,
                   dated=0.0, rerank=0.4, prior_margin=0.0)


#: Every scored component: relevance, then session support, then priors.
SCORED = ("keyword", "semantic", "period", "rerank", "context", "neighbour", "session", "subject", "dated",
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



# -- forgetting -----------------------------------------------------------------------


@dataclass(frozen=True)
class ForgetPolicy:
    """Thresholds of the forgetting passes (the seeds' defaults); the two retention settings are off.

    >>> ForgetPolicy().purge_superseded_after_days is None
    True
    """

    evict_below: float = 0.15
    max_evict: int = 50
    archive_after_days: float = 90.0
    archive_retention: float = 0.15
    archive_importance: float = 0.3
    archive_accesses: int = 3
    #: No pass archives a memory for idleness (archive, evict, stale sessions, low importance) at or above this
    #: importance, the written one or engram's nine factors combined (engram's floor: 0.3); nor a pinned
    #: memory, a fact, a decision, or a text naming a date not yet past (credo.manage.forget.keep_reason)
    keep_importance: float = 0.3
    episodic_cap: int = 10_000
    #: retention settings: erase old versions / archived memories after this many unchanged days (None = never)
    purge_superseded_after_days: float | None = None
    erase_archived_after_days: float | None = None
    batch: int = 500

    def __post_init__(self) -> None:
        if not 1 <= self.max_evict <= 1000:
            raise InvalidInput("max_evict must be between 1 and 1000")
        for name in ("purge_superseded_after_days", "erase_archived_after_days"):
            days = getattr(self, name)
            if days is not None and (isinstance(days, bool) or not isinstance(days, (int, float)) or days < 0):
                raise InvalidInput(f"{name} must be a number of days >= 0, or None (never)")


# -- log pruning ----------------------------------------------------------------------

#: Days of access log kept (engram's 90-day archival horizon).
ACCESS_LOG_DAYS = 90.0
#: Days a finished (done/failed) job is kept.
JOBS_DAYS = 30.0
#: Days of audit events kept; older ones are summarised by a checkpoint.
AUDIT_DAYS = 180.0
#: Rows deleted per transaction.
BATCH = 5000
#: Batches at most per log per run: a run is bounded even on a store that was never pruned.
MAX_BATCHES = 200


@dataclass(frozen=True)
class PrunePolicy:
    """How long each log is kept, in days (0: forever), and the batch size."""

    access_log_days: float = ACCESS_LOG_DAYS
    jobs_days: float = JOBS_DAYS
    audit_days: float = AUDIT_DAYS
    batch: int = BATCH
    max_batches: int = MAX_BATCHES

    def __post_init__(self) -> None:
        for name in ("access_log_days", "jobs_days", "audit_days"):
            days = getattr(self, name)
            if isinstance(days, bool) or not isinstance(days, (int, float)) or days < 0:
                raise InvalidInput(f"{name} must be a number of days >= 0 (0: keep forever)")
        if not 1 <= self.batch <= 100_000 or not 1 <= self.max_batches:
            raise InvalidInput("batch must be 1..100000 and max_batches at least 1")


# -- agentmemory's consolidation stages and eviction -------------------------------------


@dataclass(frozen=True)
class PipelinePolicy:
    """The tiers' thresholds; every default is agentmemory's (seed 003, section 5) unless it says otherwise.

    ``decay_days`` is agentmemory's ``getConsolidationDecayDays()`` (env
    ``CONSOLIDATION_DECAY_DAYS``, default 30). ``reflect_*`` are credo's: the
    seed delegates reflect to ``mem::reflect`` without its numbers.

    >>> PipelinePolicy().decay_factor, PipelinePolicy().strength_floor
    (0.9, 0.1)
    """

    semantic_min_summaries: int = 5
    semantic_recent: int = 20
    semantic_min_recurrence: int = 2     # offline: a sentence in this many summaries is a fact
    reflect_days: float = 30.0
    reflect_jaccard: float = 0.5
    reflect_max_patterns: int = 10       # agentmemory's reflect maxClusters
    pattern_min_sessions: int = 2
    procedural_min_patterns: int = 2
    procedure_strength: float = 0.5
    procedure_boost: float = 0.1
    decay_factor: float = 0.9
    decay_days: float = 30.0
    strength_floor: float = 0.1
    # credo's (issue 24): the dream cycle files cross-domain bridges only when turned on -- measured on a
    # labelled set (bench/bridges.py) their precision is below MIN_BRIDGE_PRECISION (docs/synthesis.md)
    bridges: bool = False


@dataclass(frozen=True)
class EvictPolicy:
    """Thresholds of ``evict`` and ``auto_forget``: agentmemory's defaults (seed 003, sections 4b, 4c and 8).

    Importance thresholds are agentmemory's 1-10 values divided by ten. The
    observation cap is ``forget.episodic_cap`` (:class:`~credo.manage.forget.ForgetPolicy`).

    >>> EvictPolicy().stale_session_days, EvictPolicy().low_importance, EvictPolicy().contradiction_jaccard
    (30.0, 0.3, 0.9)
    """

    stale_session_days: float = 30.0        # staleSessionDays
    low_importance_days: float = 90.0       # lowImportanceMaxDays
    low_importance: float = 0.3             # lowImportanceThreshold 3 (of 10): strictly below
    contradiction_jaccard: float = 0.9      # auto-forget's constant: strictly above
    low_value_days: float = 180.0           # auto-forget's low-value pass ...
    low_value_importance: float = 0.2       # ... importance <= 2 (of 10)

    def __post_init__(self) -> None:
        for name in ("low_importance", "contradiction_jaccard", "low_value_importance"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise InvalidInput(f"{name} must be between 0 and 1")


# -- context --------------------------------------------------------------------------


@dataclass(frozen=True)
class ContextPolicy:
    """How :func:`credo.context.build` spends a budget: by relevance to the request, after a small profile.

    The *profile* is always shown, whatever the request: the user's name, then pinned memories, then
    the most important facts about the user, at most ``profile_items`` of them and never more than
    ``profile_share`` of the budget (so 120 of 800 tokens by default: a line or two). Everything else
    is chosen by relevance to the request, best first, until the budget is spent: recall's ranking of
    the request (reranked as the call says) interleaved with the user's standing beliefs ranked against
    it (:func:`credo.context.standing`), which take ``standing_share`` of the places (two in three by
    default, first); a contested pair recall's ranking brings up is shown first, as contested (one only
    the standing beliefs bring up is left out, its values never listed as facts). ``candidates`` is
    how many ranked memories each ranking offers (at least; more for budgets that hold more);
    ``profile_items=0`` turns the profile off, ``standing_share=0`` the standing beliefs.
    ``rerank_depth`` bounds how many of recall's best the cross-encoder reads for a context (never more than
    :attr:`Policies.rerank_depth`): recall's ranking holds a third of the places, about five lines of 800
    tokens, and each pair costs about 17 ms of a core; 10 reranks twice what can enter at 800 tokens (LoCoMo,
    leave-one-conversation-out: turn any@5 .783 at depth 10 against .798 at 20, session hit@1 .790 at both;
    bench/results/locomo_loo.json; docs/context.md).

    >>> ContextPolicy().profile_share, ContextPolicy().profile_items, ContextPolicy().standing_share
    (0.15, 3, 0.67)
    >>> ContextPolicy().rerank_depth
    10
    """

    profile_share: float = 0.15
    profile_items: int = 3
    candidates: int = 30
    standing_share: float = 0.67
    rerank_depth: int = 10

    def __post_init__(self) -> None:
        if not 0.0 <= self.profile_share <= 0.5:
            raise InvalidInput("profile_share must be between 0 and 0.5")
        if not 0.0 <= self.standing_share <= 1.0:
            raise InvalidInput("standing_share must be between 0 and 1")
        if not 0 <= self.profile_items <= 20 or not 1 <= self.candidates <= 200:
            raise InvalidInput("profile_items must be 0..20 and candidates 1..200")
        check_rerank_depth(self.rerank_depth)


# -- all of them ----------------------------------------------------------------------


@dataclass(frozen=True)
class Policies:
    """Every policy credo runs with; each defaults to the seeds' values."""

    write: WritePolicy = field(default_factory=WritePolicy)
    weights: RecallWeights = field(default_factory=RecallWeights)
    rerank_depth: int = RERANK_DEPTH
    decay: DecayPolicy = field(default_factory=DecayPolicy)
    importance: ImportanceWeights = DEFAULT_WEIGHTS
    forget: ForgetPolicy = field(default_factory=ForgetPolicy)
    prune: PrunePolicy = field(default_factory=PrunePolicy)
    pipeline: PipelinePolicy = field(default_factory=PipelinePolicy)
    evict: EvictPolicy = field(default_factory=EvictPolicy)
    context: ContextPolicy = field(default_factory=ContextPolicy)

    def __post_init__(self) -> None:
        check_rerank_depth(self.rerank_depth)
