"""Consolidation: many memories saying one thing become one canonical memory.

Seed 000's MANAGE step, with Knowlyr's variant beside it::

    scan      the user's own active memories (optionally one topic), in pages
    cluster   "embedding": greedy cosine (seed 000, Recall) -- take the oldest
              unclustered memory, gather every unclustered one with cosine >= 0.85;
              groups of 2+ merge
              "keywords": keyword overlap >= 0.4 joined by union-find (seed 004,
              Knowlyr); groups of 3+ merge
    merge     one canonical text per group: offline, extractively (a sentence of
              the output is always a sentence of an input), or by an LLM merger
    persist   per group, in its own transaction: insert the canonical memory,
              mark every original ``merged`` with ``superseded_by``, link both ways

``dry_run=True`` (the default) runs the same scan, clustering and merge and
returns the diff without writing anything.

What never merges:

* pinned memories, and time-bounded ones (``valid_until`` or ``forget_after``
  set): a merge would either cut the other claims short or outlive the
  requested forgetting;
* memories below recall's confidence floor (0.4): they are not served as
  belief, and a merge would launder them into a confident canonical memory;
* two structured facts that differ (entity, attribute or value): that is a
  contradiction or two separate facts, not a restatement;
* memories that different readers see differently (another domain, agent or
  ``shared`` flag): the canonical memory must have one visibility;
* a canonical memory with memories older than itself: the run that made it
  already weighed them, so a second run right after changes nothing.

Only restatements merge. Greedy cosine at 0.85 with MiniLM also joins
distinct claims cut from one template ("User's father is allergic to sesame" /
"User's cousin is ...": cosine ~0.9), so every group is split into
restatements of one claim (:func:`restates`): structured facts with the same
entity, attribute and value, or texts naming the same people (names and
relations: father is not cousin), the same numbers and the same polarity
(negation, "likes"/"dislikes"). Each part of 2+ (``min_cluster``+) merges;
a group with no such part is not merged but sent to the review queue as a
:class:`~credo.models.MergeProposal`, which a person applies
(:func:`apply_proposal`) or dismisses; a group once proposed is never
proposed again. So the weekly scheduled run never blurs two claims into one.
"""

from __future__ import annotations

import math
import re
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from .. import rules
from ..belief import retracts, value_of
from ..embed import Embedder, cosine_for, embed_many
from ..errors import Conflict, InvalidInput, MissingScope, NotFound
from ..gates import content_words
from ..llm.base import Complete, Merger
from ..lifecycle import supersede
from ..models import (
    MAX_TEXT_CHARS,
    RECENT_ACCESS_CAP,
    Kind,
    Layer,
    Link,
    LinkType,
    MemoryUnit,
    MergeProposal,
    ProposalStatus,
    Scope,
    Source,
    Status,
)
from ..models import scope as make_scope
from ..services import Services
from ..store.base import RecallFilter, Store
from ..visibility import seen_by
from ..write import build_unit, insert_unit

#: method -> (threshold, smallest group that merges): seed 000's cosine 0.85 and
#: groups of 2+; seed 004's keyword overlap 0.4 and groups of 3+.
DEFAULTS: dict[str, tuple[float, int]] = {"embedding": (0.85, 2), "keywords": (0.4, 3)}
#: Recall's default confidence floor: below it a memory is not served as belief.
MIN_CONFIDENCE = 0.4
#: Knowlyr: a group of this many findings/episodes (no entity) becomes a pattern.
PATTERN_MIN = 3
PATTERN_SOURCES = frozenset({Kind.FACT, Kind.EPISODE, Kind.PATTERN})
#: Similarity block size in cells (float32): ~16 MB whatever the number of memories.
BLOCK_CELLS = 4_000_000


# -- mergers ------------------------------------------------------------------------


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[A-Z0-9])|\n+")
_ANY_END = re.compile(r"(?<=[.!?])\s+|\n+")  # finer: its pieces of a sentence are still in the sentence
_SPACE = re.compile(r"\s+")


def sentences(text: str) -> list[str]:
    """Split text into sentences (at . ! ? before a capital or digit, and at line breaks).

    >>> sentences("Ann likes tea. She hates coffee!\\nBo runs.")
    ['Ann likes tea.', 'She hates coffee!', 'Bo runs.']
    """
    return [_SPACE.sub(" ", s).strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


def _bare(sentence: str) -> str:
    return _SPACE.sub(" ", sentence).strip().rstrip(".!?;: ")


def is_extractive(text: str, inputs: Sequence[str]) -> bool:
    """True when every sentence of ``text`` appears in some input (whitespace and end punctuation aside).

    >>> is_extractive("Ann likes tea. Bo runs.", ["Bo runs", "Ann  likes tea. Cy sings."])
    True
    >>> is_extractive("Ann likes coffee.", ["Ann likes tea."])
    False
    """
    haystacks = [_SPACE.sub(" ", t) for t in inputs]
    pieces = [p for p in _ANY_END.split(text) if p.strip()]
    return bool(pieces) and all(any(_bare(p) in h for h in haystacks) for p in pieces)


@dataclass
class ExtractiveMerger:
    """The offline merger: keeps input sentences only, one per claim, in time order.

    Two sentences say the same when they carry the same content words: they
    differ only in stop words, word order, case and punctuation. Of those the
    longest is kept (the newest on a tie). A sentence with one content word
    more or less stays: "User's father is allergic to sesame" and "User's
    cousin is allergic to sesame" share 5 of 7 words, and dropping either would
    lose a fact. If the result would run past ``max_chars``, the claims with
    the fewest content words are left out; they stay reachable through the
    ``derived_from`` links. It never writes a word of its own.

    >>> ExtractiveMerger().merge(["Ann likes tea.", "Ann really likes tea. Ann has a cat.",
    ...                           "Deploys take 5 minutes.", "Deploys take 15 minutes."])
    'Ann really likes tea. Ann has a cat. Deploys take 5 minutes. Deploys take 15 minutes.'
    """

    max_chars: int = 2000
    name: str = "extractive"

    def merge(self, texts: list[str]) -> str:
        """The canonical text: the kept sentences joined, each ending in punctuation."""
        kept: dict[Any, tuple[int, str]] = {}  # what a sentence says -> (position, the sentence kept for it)
        found = (sentence for text in texts for sentence in sentences(text))
        for position, sentence in enumerate(found):
            claim = frozenset(content_words(sentence)) or _bare(sentence).casefold()
            held = kept.get(claim)
            if held is None or len(sentence) >= len(held[1]):
                kept[claim] = (position, sentence)
        chosen = self._within_budget(kept)
        return " ".join(_terminated(sentence) for _, sentence in sorted(chosen))

    def _within_budget(self, kept: dict[Any, tuple[int, str]]) -> list[tuple[int, str]]:
        budget = min(self.max_chars, MAX_TEXT_CHARS)
        weight = {held: (len(claim) if isinstance(claim, frozenset) else 0, len(held[1]))
                  for claim, held in kept.items()}
        chosen: list[tuple[int, str]] = []
        used = 0
        for held in sorted(kept.values(), key=lambda h: weight[h], reverse=True):
            if used + len(held[1]) + 2 <= budget or not chosen:
                chosen.append(held)
                used += len(held[1]) + 2
        return chosen


def _terminated(sentence: str) -> str:
    return sentence if sentence[-1] in ".!?" else sentence + "."


#: Stored as metadata["merger_prompt"] on memories an LLM merger produced; bump on wording changes.
MERGE_PROMPT_VERSION = "merge-1"

_MERGE_SYSTEM = (
    "You merge memories an AI agent holds about one user into one canonical memory. "
    "The memories below say overlapping things. Write 1-3 sentences in the third person that keep "
    "every distinct piece of information and add nothing: no new claims, no generalisation beyond "
    "what is written, no advice. If two memories disagree, keep both statements. "
    "Answer with the canonical memory text only."
)


def merge_messages(texts: Sequence[str]) -> list[dict[str, str]]:
    """The LLM merge prompt as chat messages (pure; oldest memory first).

    >>> [m["role"] for m in merge_messages(["Ann likes tea.", "Ann loves tea."])]
    ['system', 'user']
    """
    numbered = "\n".join(f"{i}. {_SPACE.sub(' ', t).strip()}" for i, t in enumerate(texts, 1))
    return [{"role": "system", "content": _MERGE_SYSTEM},
            {"role": "user", "content": f"Memories, oldest first:\n{numbered}"}]


class LLMMerger:
    """Adapts any chat-completion function to :class:`Merger`.

    ``complete`` takes chat messages (``{"role", "content"}``) and returns the
    model's answer as text; credo does no network here. An LLM may invent --
    that is why the canonical memory records which merger wrote it.

    >>> LLMMerger(lambda messages: " Ann likes tea. ", name="scripted").merge(["Ann likes tea."])
    'Ann likes tea.'
    """

    version = MERGE_PROMPT_VERSION

    def __init__(self, complete: Complete, *, name: str = "llm") -> None:
        self.complete = complete
        self.name = name

    def merge(self, texts: list[str]) -> str:
        """Ask the model; a blank or over-long answer raises InvalidInput."""
        answer = self.complete(merge_messages(texts))
        text = answer.strip() if isinstance(answer, str) else ""
        if not text or len(text) > MAX_TEXT_CHARS:
            raise InvalidInput(f"merger {self.name} answered {'nothing' if not text else 'too much'}")
        return text


# -- the report -----------------------------------------------------------------------


@dataclass
class ClusterPlan:
    """One group: its members, the canonical memory it becomes, and what changes.

    ``outcome`` is ``proposed`` (dry run), ``merged``, or ``skipped: <why>``
    when a member changed between planning and writing. ``unit`` is the
    canonical memory as it would be inserted.
    """

    member_ids: list[str]
    member_texts: list[str]
    canonical: dict[str, Any]
    changes: dict[str, Any]
    canonical_id: str | None = None
    outcome: str = "proposed"
    unit: MemoryUnit = field(kw_only=True, repr=False, compare=False)
    review: str = ""                # why the group is not one claim ('' for restatements, which merge)
    proposal_id: str | None = None  # the review-queue proposal a real run filed for it

    def to_public(self) -> dict[str, Any]:
        """``{"members": [{"id", "text"}], "canonical", "changes", "canonical_id", "outcome", "review",
        "proposal_id"}``, JSON-ready."""
        return {"members": [{"id": i, "text": t} for i, t in zip(self.member_ids, self.member_texts)],
                "canonical": dict(self.canonical), "changes": dict(self.changes),
                "canonical_id": self.canonical_id, "outcome": self.outcome, "review": self.review,
                "proposal_id": self.proposal_id}


@dataclass
class ConsolidationReport:
    """What a consolidation run found and (unless ``dry_run``) did.

    In a dry run ``memories_merged`` and ``canonical_created`` count what a
    real run would do, and ``canonical_ids`` is empty.
    """

    dry_run: bool
    method: str
    threshold: float
    min_cluster: int
    clusters: list[ClusterPlan] = field(default_factory=list)
    memories_scanned: int = 0
    memories_exempt: int = 0
    clusters_found: int = 0
    memories_merged: int = 0
    canonical_created: int = 0
    canonical_ids: list[str] = field(default_factory=list)
    proposals: int = 0
    proposal_ids: list[str] = field(default_factory=list)

    def to_public(self) -> dict[str, Any]:
        """Every count, the parameters and the clusters, JSON-ready."""
        names = ("dry_run", "method", "threshold", "min_cluster", "memories_scanned", "memories_exempt",
                 "clusters_found", "memories_merged", "canonical_created", "proposals")
        return {**{n: getattr(self, n) for n in names}, "canonical_ids": list(self.canonical_ids),
                "proposal_ids": list(self.proposal_ids), "clusters": [c.to_public() for c in self.clusters]}


# -- the job -------------------------------------------------------------------------------


def consolidate_user(s: Services, tenant: str, user: str, *, now: datetime, topic: str | None = None,
                     dry_run: bool = True, method: str = "embedding", threshold: float | None = None,
                     viewer: Scope | None = None) -> ConsolidationReport:
    """:func:`consolidate` one user's memories with the services' store, embedder and merger; with a ``viewer``,
    only memories it may see are scanned, shown or merged."""
    who = seen_by(make_scope(tenant, user), viewer)
    return consolidate(s.store, s.embedder, who, now=now, topic=topic, dry_run=dry_run, method=method,
                       threshold=threshold, merger=s.merger)


def consolidate(store: Store, embedder: Embedder, scope: Scope, *, now: datetime, topic: str | None = None,
                dry_run: bool = True, method: str = "embedding", threshold: float | None = None,
                min_cluster: int | None = None, merger: Merger | None = None, actor: str = "consolidation",
                batch: int = 500) -> ConsolidationReport:
    """Merge groups of the user's similar active memories into canonical ones.

    ``method`` is ``"embedding"`` (greedy cosine, default threshold 0.85, groups
    of 2+) or ``"keywords"`` (keyword overlap with union-find, 0.4, groups of
    3+). ``merger`` defaults to :class:`ExtractiveMerger`. ``batch`` bounds the
    rows read, embedded and compared at a time. See the module docstring.

    >>> import os, tempfile
    >>> from credo import HashEmbedder, Memory
    >>> from credo.models import scope
    >>> from credo.timeutil import parse_time
    >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "c.db"), embedder=HashEmbedder(), tenant="t")
    >>> _ = mem.store_many([{"text": "Ann drinks green tea every morning.", "now": "2026-01-01"},
    ...                     {"text": "Every morning Ann drinks green tea.", "now": "2026-01-02"},
    ...                     {"text": "Ann owns a red bicycle.", "now": "2026-01-03"}], user="ann")
    >>> report = consolidate(mem.backend, mem.embedder, scope("t", "ann"), now=parse_time("2026-02-01"))
    >>> report.dry_run, report.clusters_found, report.clusters[0].canonical["text"]
    (True, 1, 'Every morning Ann drinks green tea.')
    >>> consolidate(mem.backend, mem.embedder, scope("t", "ann"), now=parse_time("2026-02-01"),
    ...             dry_run=False).memories_merged
    2
    """
    threshold, min_cluster = _options(method, threshold, min_cluster, batch)
    if not scope.user:
        raise MissingScope("consolidation works on one user's memories: a user is required")
    merger = merger or ExtractiveMerger()
    report = ConsolidationReport(dry_run=bool(dry_run), method=method, threshold=threshold, min_cluster=min_cluster)
    entries, report.memories_scanned, report.memories_exempt = _scan(store, scope, topic, now, batch)
    groups = _cluster(store, embedder, scope.tenant, entries, method, threshold, min_cluster, batch)
    proposed = {frozenset(p.memory_ids) for p in store.proposals(scope.tenant, user=scope.user)}
    for members in groups:
        units = store.get(scope.tenant, [entries[i].id for i in members])
        report.clusters += _plans(units, merger, now=now, method=method, threshold=threshold,
                                  min_cluster=min_cluster, proposed=proposed)
    report.clusters_found = len(report.clusters)
    merges = [c for c in report.clusters if not c.review]
    if not dry_run:
        _apply(store, embedder, merges, actor=actor, now=now, batch=batch)
        for plan in report.clusters:
            if plan.review:
                _propose(store, plan, actor=actor, now=now)
    done = [c for c in merges if c.outcome in ("proposed", "merged")]
    report.memories_merged = sum(len(c.member_ids) for c in done)
    report.canonical_created = len(done)
    report.canonical_ids = [c.canonical_id for c in done if c.canonical_id]
    report.proposals = len(report.clusters) - len(merges)
    report.proposal_ids = [c.proposal_id for c in report.clusters if c.proposal_id]
    return report


def _plans(units: list[MemoryUnit], merger: Merger, *, now: datetime, method: str, threshold: float,
           min_cluster: int, proposed: set[frozenset[str]]) -> list[ClusterPlan]:
    """One similarity group as plans: a merge per part that restates one claim, else one proposal."""
    units = sorted(units, key=lambda m: (m.created_at, m.id))
    parts = restatement_parts(units)
    merges = [part for part in parts if len(part) >= min_cluster]
    if merges:
        return [plan_cluster(part, merger, now=now, method=method, threshold=threshold) for part in merges]
    if frozenset(u.id for u in units) in proposed:  # already in front of a person, or dismissed by one
        return []
    plan = plan_cluster(units, merger, now=now, method=method, threshold=threshold)
    words = vocabulary(units)
    plan.review = next((why for u in units[1:] if (why := restates(units[0], u, words))), "not one claim")
    plan.outcome = f"review: {plan.review}"
    return [plan]



def _options(method: str, threshold: float | None, min_cluster: int | None, batch: int) -> tuple[float, int]:
    if method not in DEFAULTS:
        raise InvalidInput(f"unknown consolidation method {method!r} (one of: {', '.join(DEFAULTS)})")
    threshold = DEFAULTS[method][0] if threshold is None else threshold
    min_cluster = DEFAULTS[method][1] if min_cluster is None else min_cluster
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or not 0.0 < threshold <= 1.0:
        raise InvalidInput("threshold must be within (0, 1]")
    if isinstance(min_cluster, bool) or not isinstance(min_cluster, int) or min_cluster < 2:
        raise InvalidInput("min_cluster must be an integer of at least 2")
    if isinstance(batch, bool) or not isinstance(batch, int) or batch < 1:
        raise InvalidInput("batch must be a positive integer")
    return float(threshold), min_cluster


# -- scan ----------------------------------------------------------------------------------


@dataclass(slots=True)
class _Entry:
    """What clustering needs of a memory; full rows are fetched again only for group members."""

    id: str
    text: str
    created: float
    fact: tuple[str, str, str] | None
    audience: tuple[str | None, str | None, bool]
    canonical: bool
    model: str | None


def _scan(store: Store, scope: Scope, topic: str | None, now: datetime, batch: int) -> tuple[list[_Entry], int, int]:
    """The user's own active memories, oldest first, page by page; returns (eligible, scanned, exempt)."""
    own = scope.own()  # keeps the caller's ceiling: what it may not see is neither shown nor merged
    flt = RecallFilter(now=now, min_confidence=MIN_CONFIDENCE, topic=topic)
    entries, scanned, exempt, offset = [], 0, 0, 0
    while True:
        page = rules.list_memories(store, own, flt, limit=batch, offset=offset)
        offset += len(page)
        scanned += len(page)
        for unit in page:
            # code knowledge is kept in step with the code by ingest and drift, never merged by likeness
            if unit.pinned or unit.valid_until is not None or unit.forget_after is not None \
                    or unit.layer is Layer.CODEBASE:
                exempt += 1
            else:
                entries.append(_entry(unit))
        if len(page) < batch:
            break
    entries.sort(key=lambda e: (e.created, e.id))
    return entries, scanned, exempt


def _entry(unit: MemoryUnit) -> _Entry:
    fact = (unit.entity, unit.attribute or "", value_of(unit)) if unit.entity else None
    return _Entry(id=unit.id, text=unit.text, created=unit.created_at.timestamp(), fact=fact,
                  audience=(unit.domain, unit.agent, unit.shared), canonical=unit.source is Source.CONSOLIDATION,
                  model=unit.embedding_model)


def _codes(values: Sequence[Any], none_is_zero: bool = False) -> np.ndarray:
    """Small integers standing for values: equal values, equal codes (None -> 0 when asked)."""
    table: dict[Any, int] = {}
    start = 1 if none_is_zero else 0
    return np.array([0 if (none_is_zero and v is None) else table.setdefault(v, len(table) + start)
                     for v in values], dtype=np.int64)


def _cluster(store: Store, embedder: Embedder, tenant: str, entries: list[_Entry], method: str, threshold: float,
             min_cluster: int, batch: int) -> list[list[int]]:
    if len(entries) < min_cluster:
        return []
    facts = _codes([e.fact for e in entries], none_is_zero=True)
    audiences = _codes([e.audience for e in entries])
    created = np.array([e.created for e in entries])
    canonical = np.array([e.canonical for e in entries], dtype=bool)
    if method == "keywords":
        tokens = [frozenset(content_words(e.text)) for e in entries]
        return keyword_clusters(tokens, facts, audiences, created, canonical, threshold, min_cluster)
    matrix = _matrix(store, embedder, tenant, entries, batch)
    # the threshold is on one scale for every model; the matrix holds the model's own cosines
    return greedy_clusters(matrix, facts, audiences, created, canonical, cosine_for(embedder, threshold), min_cluster)


def _matrix(store: Store, embedder: Embedder, tenant: str, entries: list[_Entry], batch: int) -> np.ndarray:
    """Stored vectors where they came from ``embedder``; the rest embedded now (in memory only)."""
    matrix = np.zeros((len(entries), embedder.dim), dtype=np.float32)
    missing: list[int] = []
    for start in range(0, len(entries), batch):
        chunk = entries[start:start + batch]
        found = store.vectors(tenant, [e.id for e in chunk], model=embedder.name)
        for offset, entry in enumerate(chunk):
            vector = found.get(entry.id)
            if vector is None or vector.shape[0] != embedder.dim or entry.model != embedder.name:
                missing.append(start + offset)
            else:
                matrix[start + offset] = vector
    for start in range(0, len(missing), batch):
        rows = missing[start:start + batch]
        matrix[rows] = embed_many(embedder, [entries[i].text for i in rows])
    return matrix


# -- clustering ------------------------------------------------------------------------------


def greedy_clusters(matrix: np.ndarray, facts: np.ndarray, audiences: np.ndarray, created: np.ndarray,
                    canonical: np.ndarray, threshold: float, min_cluster: int) -> list[list[int]]:
    """Seed 000's greedy cosine clustering over L2-normalised rows in time order.

    The oldest unclustered row gathers every later unclustered row with cosine
    >= ``threshold`` that it may merge with (see :func:`_mergeable`). Cosines
    are computed a block of seeds at a time, so memory stays bounded.

    >>> m = np.array([[1, 0], [0.99, 0.141], [0, 1], [0.1, 0.995]], dtype=np.float32)
    >>> zeros, t = np.zeros(4, dtype=np.int64), np.arange(4.0)
    >>> greedy_clusters(m, zeros, zeros, t, np.zeros(4, dtype=bool), 0.9, 2)
    [[0, 1], [2, 3]]
    """
    n = len(matrix)
    assigned = np.zeros(n, dtype=bool)
    groups: list[list[int]] = []
    rows = max(1, min(n, BLOCK_CELLS // max(n, 1)))
    for start in range(0, n, rows):
        seeds = [i for i in range(start, min(start + rows, n)) if not assigned[i]]
        if not seeds:
            continue
        sims = matrix[seeds] @ matrix[start:].T
        for local, seed in enumerate(seeds):
            if assigned[seed]:
                continue
            assigned[seed] = True
            row = sims[local, seed + 1 - start:]
            candidates = np.flatnonzero(row >= threshold) + seed + 1
            members = _mergeable(seed, candidates, row[candidates - seed - 1], assigned, facts, audiences,
                                 created, canonical)
            assigned[members] = True
            if len(members) + 1 >= min_cluster:
                groups.append([seed, *members.tolist()])
    return groups


def _mergeable(seed: int, candidates: np.ndarray, cosines: np.ndarray, assigned: np.ndarray, facts: np.ndarray,
               audiences: np.ndarray, created: np.ndarray, canonical: np.ndarray) -> np.ndarray:
    """The candidates that may join ``seed``'s group (all of them later than the seed)."""
    keep = ~assigned[candidates] & (audiences[candidates] == audiences[seed]) & ~canonical[candidates]
    if canonical[seed]:  # a canonical memory only absorbs what arrived after it was made
        keep &= created[candidates] > created[seed]
    candidates, cosines = candidates[keep], cosines[keep]
    fact = facts[seed]
    if not fact and (facts[candidates] > 0).any():  # the closest structured candidate fixes the group's fact
        structured = facts[candidates] > 0
        fact = facts[candidates][structured][np.argmax(cosines[structured])]
    return candidates[(facts[candidates] == 0) | (facts[candidates] == fact)]


def keyword_clusters(tokens: Sequence[frozenset[str]], facts: np.ndarray, audiences: np.ndarray,
                     created: np.ndarray, canonical: np.ndarray, threshold: float,
                     min_cluster: int) -> list[list[int]]:
    """Knowlyr's clustering: keyword-set Jaccard >= ``threshold`` joins two memories (union-find).

    Rows are in time order. Two memories stating different structured facts
    are never joined, not even through a third.

    >>> sets = [frozenset(s.split()) for s in ("deploy cache migration", "cache migration deploy failed",
    ...                                         "migration failed cache", "lunch tacos")]
    >>> zeros = np.zeros(4, dtype=np.int64)
    >>> keyword_clusters(sets, zeros, zeros, np.arange(4.0), np.zeros(4, dtype=bool), 0.4, 3)
    [[0, 1, 2]]
    """
    parent = list(range(len(tokens)))
    fact_of = {i: int(f) for i, f in enumerate(facts)}

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in keyword_pairs(tokens, threshold):
        if audiences[i] != audiences[j] or canonical[j] or (canonical[i] and created[j] <= created[i]):
            continue
        a, b = root(i), root(j)
        if a != b and (not fact_of[a] or not fact_of[b] or fact_of[a] == fact_of[b]):
            parent[b] = a
            fact_of[a] = fact_of[a] or fact_of[b]
    groups: dict[int, list[int]] = defaultdict(list)
    for i in range(len(tokens)):
        groups[root(i)].append(i)
    return sorted((g for g in groups.values() if len(g) >= min_cluster), key=lambda g: g[0])


def keyword_pairs(tokens: Sequence[frozenset[str]], threshold: float) -> Iterator[tuple[int, int]]:
    """Every pair ``(i, j)``, ``i < j``, whose sets have Jaccard >= ``threshold``, in order.

    Prefix filtering keeps this far below n^2: with tokens ordered rarest
    first, two sets with Jaccard >= t share a token among the first
    ``|x| - ceil(t |x|) + 1`` of each, so only those are indexed and probed.

    >>> list(keyword_pairs([frozenset("ab"), frozenset("abc"), frozenset("xy")], 0.5))
    [(0, 1)]
    """
    frequency = Counter(t for s in tokens for t in s)
    index: dict[str, list[int]] = defaultdict(list)
    for i, tokset in enumerate(tokens):
        if not tokset:
            continue
        ordered = sorted(tokset, key=lambda t: (frequency[t], t))
        prefix = ordered[: len(ordered) - math.ceil(threshold * len(ordered) - 1e-9) + 1]
        seen: set[int] = set()
        for token in prefix:
            seen.update(index[token])
            index[token].append(i)
        for j in sorted(seen):
            shared = len(tokset & tokens[j])
            if shared / (len(tokset) + len(tokens[j]) - shared) >= threshold:
                yield j, i


# -- restatements -----------------------------------------------------------------------------------

#: Words naming a person (or pet) by relation: "father" and "cousin" are two people.
RELATIONS = frozenset("""
father mother dad mom mum parent parents brother sister sibling siblings son daughter child children kid kids
baby wife husband partner spouse boyfriend girlfriend fiance fiancee cousin uncle aunt nephew niece
grandfather grandmother grandpa grandma grandparent grandparents grandson granddaughter grandchild stepfather
stepmother stepson stepdaughter friend boss manager colleague coworker teammate roommate flatmate neighbour
neighbor landlord tenant teacher student mentor client customer doctor therapist dog cat
""".split())
NUMBER_WORDS = frozenset("""
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million
billion once twice half dozen first second third fourth fifth
""".split())
NEGATIONS = frozenset("not no never none nobody nothing neither nor without cannot nowhere".split())
#: Verbs that turn "likes" around while cosine similarity barely moves ("likes tea" / "dislikes tea").
AVERSIONS = frozenset("hate hates hated dislike dislikes disliked avoid avoids avoided detest detests "
                      "loathe loathes".split())
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+(?:[.,:]\d+)*")
_NAME_STOP = frozenset("i user users the a an we they he she it my our his her their this that these those".split())


def _tokens(text: str) -> list[str]:
    return [re.sub(r"['’]s$", "", t) for t in _TOKEN.findall(text)]


def vocabulary(units: Sequence[MemoryUnit]) -> frozenset[str]:
    """Every word a group writes in lower case: a capitalised one of these is a sentence start, not a name."""
    return frozenset(t for u in units for t in _tokens(u.text) if t.islower())


def _anchors(text: str, common: frozenset[str]) -> dict[str, frozenset[str]]:
    tokens = _tokens(text)
    lower = [t.casefold() for t in tokens]
    negated = any(t in NEGATIONS or t.endswith(("n't", "n’t")) for t in lower)
    return {
        "people": frozenset(t for t in lower if t in RELATIONS)
        | frozenset(t.casefold() for t in tokens if t[0].isupper() and t.casefold() not in common
                    and t.casefold() not in _NAME_STOP and t.casefold() not in RELATIONS),
        "numbers": frozenset(t for t in lower if t[0].isdigit() or t in NUMBER_WORDS),
        # negation and aversion cancel out: "doesn't hate tea" is not "hates tea"
        "polarity": frozenset({"negative"} if negated != bool(AVERSIONS & set(lower)) else set()),
    }


def restates(first: MemoryUnit, other: MemoryUnit, common: frozenset[str] = frozenset()) -> str:
    """'' when ``other`` restates ``first``'s claim; otherwise why not, in a few words.

    Structured facts restate each other when entity, attribute and value agree;
    texts when they name the same people (names and relations), the same
    numbers, and have the same polarity. ``common`` is the group's
    :func:`vocabulary`.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> a, b, c = (MemoryUnit(id=x, tenant="t", user="u", text=x, created_at=t, valid_from=t) for x in (
    ...     "User's father is allergic to sesame.", "User's cousin is allergic to sesame.",
    ...     "The user's father has a sesame allergy."))
    >>> restates(a, b), restates(a, c)
    ('different people: father / cousin', '')
    """
    if first.entity and other.entity:
        same = (first.entity, first.attribute, value_of(first)) == (other.entity, other.attribute, value_of(other))
        return "" if same else "different facts"
    mine, theirs = _anchors(first.text, common), _anchors(other.text, common)
    for what in ("people", "numbers", "polarity"):
        if mine[what] != theirs[what]:
            shown = lambda v: ", ".join(sorted(v)) or "none"  # noqa: E731
            return f"different {what}: {shown(mine[what] - theirs[what])} / {shown(theirs[what] - mine[what])}"
    return ""


def restatement_parts(units: Sequence[MemoryUnit]) -> list[list[MemoryUnit]]:
    """Split a group (oldest first) into parts that each restate one claim: each joins the first part whose
    oldest member it restates."""
    common = vocabulary(units)
    parts: list[list[MemoryUnit]] = []
    for unit in units:
        home = next((part for part in parts if not restates(part[0], unit, common)), None)
        if home is None:
            parts.append([unit])
        else:
            home.append(unit)
    return parts


# -- planning ------------------------------------------------------------------------------------


def plan_cluster(members: list[MemoryUnit], merger: Merger, *, now: datetime, method: str,
                 threshold: float) -> ClusterPlan:
    """The canonical memory a group becomes, and the diff, without writing.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> a = MemoryUnit(id="a", tenant="t", user="u", text="Ann likes tea.", created_at=t, valid_from=t)
    >>> b = MemoryUnit(id="b", tenant="t", user="u", text="Ann likes tea!", created_at=t, valid_from=t,
    ...                confidence=0.6, trust=0.7)
    >>> p = plan_cluster([a, b], ExtractiveMerger(), now=t, method="embedding", threshold=0.85)
    >>> p.canonical["text"], p.canonical["confidence"], p.canonical["trust"]
    ('Ann likes tea!', 0.7, 0.7)
    """
    members = sorted(members, key=lambda m: (m.created_at, m.id))
    texts = [m.text for m in members]
    text = merger.merge(texts)
    fields = canonical_fields(members)
    fields["metadata"] = {"derived_from": [m.id for m in members], "method": method,
                          "merger": getattr(merger, "name", type(merger).__name__), "threshold": threshold}
    version = getattr(merger, "version", None)
    if version:
        fields["metadata"]["merger_prompt"] = version
    who = Scope(tenant=members[0].tenant, user=members[0].user)
    unit = build_unit(who, text, now=now, source=Source.CONSOLIDATION, **fields)
    shown = ("text", "kind", "layer", "topic", "importance", "confidence", "trust", "classification",
             "entity", "attribute", "value", "domain", "agent", "shared", "metadata")
    public = unit.to_public()
    canonical = {name: value for name, value in public.items() if name in shown}
    changes = {"status": [Status.ACTIVE.value, Status.MERGED.value], "valid_until": [None, public["valid_from"]],
               "superseded_by": [None, "<canonical_id>"]}
    return ClusterPlan(member_ids=[m.id for m in members], member_texts=texts, canonical=canonical,
                       changes=changes, unit=unit)


def canonical_fields(members: Sequence[MemoryUnit]) -> dict[str, Any]:
    """The canonical memory's fields from its members' (oldest first).

    Trust is the lowest; confidence the highest, capped by that trust;
    classification the most sensitive; importance the highest. Kind: a pattern
    when 3+ findings/episodes without entity (Knowlyr), else the most common.
    Usage (accesses, recalls, verifications, confirmations) carries over:
    restating a memory confirms it.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> found = [MemoryUnit(id=str(i), tenant="t", user="u", text=f"Deploy {i} failed", kind="episode",
    ...                     created_at=t, valid_from=t, classification=c) for i, c in
    ...          enumerate(["public", "restricted", "internal"])]
    >>> f = canonical_fields(found)
    >>> f["kind"].value, f["layer"].value, f["classification"].value, f["confirmations"]
    ('pattern', 'procedural', 'restricted', 2)
    """
    kind, layer = _kind_and_layer(members)
    trust = min(m.trust for m in members)
    fields: dict[str, Any] = {
        "kind": kind, "layer": layer, "trust": trust,
        "confidence": min(max(m.confidence for m in members), trust),
        "classification": max((m.classification for m in members), key=lambda c: c.rank),
        "importance": max(m.importance for m in members),
        "topic": _most_common([m.topic for m in members if m.topic]),
        "domain": members[0].domain, "agent": members[0].agent, "shared": members[0].shared,
        **_usage(members),
    }
    structured = [m for m in members if m.entity]
    # a group of retractions keeps no structure: the canonical text says "no longer", its fields would not
    if structured and len({(m.entity, m.attribute, value_of(m)) for m in structured}) == 1 \
            and not retracts(structured[-1]):
        newest = structured[-1]
        fields.update(entity=newest.entity, attribute=newest.attribute, value=newest.value)
    return fields


def _kind_and_layer(members: Sequence[MemoryUnit]) -> tuple[Kind, Layer]:
    kinds = {m.kind for m in members}
    if len(members) >= PATTERN_MIN and kinds <= PATTERN_SOURCES and not any(m.entity for m in members):
        return Kind.PATTERN, Layer.PROCEDURAL
    kind = _most_common([m.kind for m in members])
    return kind, _most_common([m.layer for m in members if m.kind is kind])


def _most_common(values: list[Any]) -> Any:
    """The most frequent value, ties going to the one seen first; None for no values."""
    return Counter(values).most_common(1)[0][0] if values else None


def _usage(members: Sequence[MemoryUnit]) -> dict[str, Any]:
    recent = sorted(t for m in members for t in m.recent_accesses)[-RECENT_ACCESS_CAP:]
    last = [m.last_accessed for m in members if m.last_accessed]
    return {"access_count": sum(m.access_count for m in members), "recent_accesses": recent,
            "last_accessed": max(last) if last else None,
            "recall_count": sum(m.recall_count for m in members),
            "verified_count": sum(m.verified_count for m in members),
            "q_value": round(sum(m.q_value for m in members) / len(members), 6),
            "confirmations": sum(m.confirmations for m in members) + len(members) - 1}


# -- persisting ------------------------------------------------------------------------------------


def _apply(store: Store, embedder: Embedder, plans: list[ClusterPlan], *, actor: str, now: datetime,
           batch: int) -> None:
    """Write each planned group in its own transaction; canonical texts are embedded a batch at a time."""
    for start in range(0, len(plans), batch):
        chunk = plans[start:start + batch]
        vectors = embed_many(embedder, [p.unit.text for p in chunk])
        for plan, vector in zip(chunk, vectors):
            plan.unit.embedding_model, plan.unit.embedding_dim = embedder.name, int(vector.shape[0])
            with store.transaction():
                _commit(store, plan, vector, actor=actor, now=now)


def _commit(store: Store, plan: ClusterPlan, vector: np.ndarray, *, actor: str, now: datetime) -> None:
    unit = plan.unit
    current = store.get(unit.tenant, plan.member_ids)
    stale = _stale(current, plan)
    if stale:
        plan.outcome = f"skipped: {stale}"
        return
    insert_unit(store, unit, vector, actor=actor)
    for old in current:
        supersede(store, old, unit, actor=actor, now=now, status=Status.MERGED, link=LinkType.MERGED_INTO)
    store.add_links(unit.tenant, [Link(source_id=unit.id, target_id=old.id, type=LinkType.DERIVED_FROM,
                                       created_at=now) for old in current])
    store.append_audit(unit.tenant, "memory.consolidated", actor, now, unit.id,
                       {"derived_from": plan.member_ids, "method": unit.metadata.get("method")})
    plan.canonical_id, plan.outcome = unit.id, "merged"
    plan.changes["superseded_by"] = [None, unit.id]


def _propose(store: Store, plan: ClusterPlan, *, actor: str, now: datetime) -> None:
    """File a group that is not one claim in the review queue, for a person to apply or dismiss."""
    unit = plan.unit
    record = MergeProposal(id=uuid.uuid4().hex, tenant=unit.tenant, user=unit.user, memory_ids=plan.member_ids,
                           reason=plan.review, canonical_text=unit.text, classification=unit.classification,
                           created_at=now)
    with store.transaction():
        store.save_proposal(record)
        store.append_audit(unit.tenant, "consolidation.proposed", actor, now, None,
                           {"proposal_id": record.id, "memory_ids": plan.member_ids})  # no words: erasure must hold
    plan.proposal_id, plan.outcome = record.id, f"sent to review: {plan.review}"


def decide_proposal(store: Store, embedder: Embedder, tenant: str, proposal_id: str, decision: str, *,
                    now: datetime, merger: Merger | None = None, actor: str = "api") -> MergeProposal:
    """A person's decision on a proposal: ``apply`` merges its members as one canonical memory (as they are
    now; Conflict if one changed meanwhile), ``dismiss`` closes it for good. Returns the proposal."""
    if decision not in ("apply", "dismiss"):
        raise InvalidInput("decision must be apply or dismiss")
    found = store.proposals(tenant, ids=[proposal_id]) if isinstance(proposal_id, str) else []
    if not found:
        raise NotFound(f"proposal {proposal_id} not found")
    record = found[0]
    if record.status is not ProposalStatus.OPEN:
        raise Conflict(f"proposal {proposal_id} is already {record.status.value}")
    if decision == "apply":
        members = store.get(tenant, record.memory_ids)
        plan = plan_cluster(members, merger or ExtractiveMerger(), now=now, method="proposal", threshold=1.0)
        plan.unit.metadata["proposal_id"] = record.id
        vector = embed_many(embedder, [plan.unit.text])[0]
        plan.unit.embedding_model, plan.unit.embedding_dim = embedder.name, int(vector.shape[0])
        with store.transaction():
            _commit(store, plan, vector, actor=actor, now=now)
            if plan.outcome != "merged":
                raise Conflict(f"proposal {proposal_id} no longer applies ({plan.outcome.removeprefix('skipped: ')})")
            record.canonical_id = plan.canonical_id
    record.status = ProposalStatus.APPLIED if decision == "apply" else ProposalStatus.DISMISSED
    record.decided_at, record.decided_by = now, actor
    with store.transaction():
        store.save_proposal(record)
        store.append_audit(tenant, f"consolidation.{record.status.value}", actor, now, record.canonical_id,
                           {"proposal_id": record.id})
    return record


def _stale(current: list[MemoryUnit], plan: ClusterPlan) -> str:
    """Why the group can no longer merge as planned ('' if it can): a member changed meanwhile."""
    if [m.id for m in current] != plan.member_ids:
        return "a member was erased"
    for member, text in zip(current, plan.member_texts):
        if member.status is not Status.ACTIVE or member.superseded_by or member.valid_until or member.pinned:
            return f"memory {member.id} is no longer active and unpinned"
        if member.text != text:
            return f"memory {member.id} changed"
    return ""


__all__ = [
    "ClusterPlan",
    "ConsolidationReport",
    "ExtractiveMerger",
    "LLMMerger",
    "Merger",
    "canonical_fields",
    "consolidate",
    "decide_proposal",
    "greedy_clusters",
    "is_extractive",
    "keyword_clusters",
    "keyword_pairs",
    "merge_messages",
    "plan_cluster",
    "restatement_parts",
    "restates",
    "sentences",
    "vocabulary",
]
