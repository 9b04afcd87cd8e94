"""Cross-domain synthesis: engram's dream-cycle step that "finds entity pairs in different contexts and
LLM-confirms bridges".

Per user, over what that user sees (their own memories and shared ones):

    scan       active, current memories with confidence >= 0.4 (recall's floor), newest
               first, at most :data:`MAX_SCAN`; bridges themselves are never sources
    context    a memory's ``domain`` and ``topic`` ("work", "acme / work"); one with
               neither has no boundary to cross and is never a side of a bridge
    entities   what a memory mentions: its ``entity`` field, any such entity named in
               its text, and proper names (:func:`proper_names`: capitalised words the
               user's memories never write in lower case); all casefolded. "user", "I",
               "me", the user's own id and the like name everybody and are left out
    candidate  entities A != B, memory a mentioning A (not B) and memory b mentioning
               B (not A) in *different* contexts, connected by either
               * co-mention: some memory names both A and B (then a or b may be that
                 memory, so a bridge has two or three sources), or
               * similarity: a and b are close in meaning, cosine >= :data:`SIMILARITY`
                 (0.35 on MiniLM's scale, :func:`credo.embed.cosine_for`; 0.65 for
                 bge-small): one subject in two places ("learning Rust" / "teaches a
                 Rust class"), where unrelated texts score about 0.1
               Each pair keeps its best link (a co-mention first, then the highest
               cosine); of pairs with the same sources the best one stands for them.
    bridge     a semantic fact, source ``consolidation``, owned by the user, written
               from its sources' sentences that name A or B (checked with
               :func:`~credo.manage.consolidate.is_extractive`), with ``derived_from``
               links to them, classification the highest of theirs, trust and
               confidence the lowest, ``metadata["bridge"]`` naming what it joins

With ``Memory.llm`` each bridge goes to the model (:mod:`credo.prompts.bridge`):
"NO" records the pair as dismissed; "YES" with a sentence that :func:`supported`
finds in the sources writes that sentence as an active bridge memory; "YES" with
an unsupported sentence, or an answer that is neither, files the extractive text
in the review queue. Without a model every bridge waits in the review queue, as a
:class:`~credo.models.MergeProposal` of kind ``bridge`` that a person applies
(:func:`decide_bridge` writes the bridge memory) or dismisses.

Every pair and every set of sources is proposed once: a later run skips those
with a bridge record in any state (open, applied, dismissed). At most
:data:`MAX_BRIDGES` new bridges per user per run; the rest wait for the next run.
A bridge never joins two users' memories: at least one source is the user's own,
the others are shared ones the user sees. Erasing a source erases its bridge and
any proposal naming it (:func:`credo.lifecycle.derived_bridges`).
"""

from __future__ import annotations

import itertools
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from .. import text as fulltext
from ..text import STOP_WORDS
from ..embed import cosine_for, embed_many
from ..errors import Conflict, InvalidInput
from ..gates import content_words
from ..models import (
    BRIDGE,
    MAX_TEXT_CHARS,
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
    scope,
)
from .. import rules
from ..prompts import bridge as prompt
from ..services import Services
from ..store.base import Cond, RecallFilter, Select, Store
from ..write import build_unit, insert_unit
from .consolidate import MIN_CONFIDENCE, is_extractive, sentences

#: Two memories this close in meaning (on MiniLM's scale, mapped to the store's model) are connected. Measured
#: on 16 one-line memories of different people (docs/synthesis.md): of 120 pairs only one of two people
#: scored above it ("is learning Rust" / "teaches a Rust class", 0.41); two clubs, 0.32, did not.
SIMILARITY = 0.35
#: Closest memories in other contexts each memory is compared with: a bound on the candidates per memory.
NEIGHBOURS = 5
#: The precision (useful / proposed, on bench/bridge_cases.py's held-out cases) the dream cycle needs before
#: it files bridges by default. Measured: 0.5 held-out (2 of 4), 0.43 dev (3 of 7), bench/results/bridges.json:
#: ``[pipeline] bridges`` is off by default; ``credo manage synthesize`` still runs when a person asks.
MIN_BRIDGE_PRECISION = 0.8
#: New bridges per user per run: each may cost a model call, and a person reads what is left.
MAX_BRIDGES = 20
#: Memories scanned per user, newest first.
MAX_SCAN = 5000
#: Memories per entity (the newest) weighed when choosing a co-mentioned pair's two sides.
MAX_SIDES = 50
#: Entities that name the user or everybody: they would bridge everything to everything.
GENERIC = frozenset("user users the user i me my we us our you your self someone somebody people "
                    "i'm i’m i've i’ve i'd i’d i'll i’ll we're we’re".split())
#: Capitalised words that are not names of anything a bridge could join.
NOT_NAMES = frozenset("""monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
thursdays fridays saturdays sundays january february march april may june july august september october november
december yesterday today tomorrow tonight recently usually always sometimes often also please thanks user's
""".split())
#: Words a model may add to join two sources' claims without claiming anything new.
JOINING = frozenset("both also each connect connects connected connection link links linked bridge relate "
                    "relates related through".split())
NEGATIONS = frozenset("not no never none nobody nothing neither nor without cannot".split())

_NAME = re.compile(r"[A-Z][A-Za-z'’-]*")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_POSSESSIVE = re.compile(r"['’]s$")
_TOKEN = re.compile(r"\w[\w'’-]*")


# -- what a memory mentions ---------------------------------------------------------------------


def context(unit: MemoryUnit) -> str | None:
    """The memory's domain and topic as one label, or None when it has neither.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> context(MemoryUnit(id="a", tenant="t", user="u", text="x", topic="work", domain="acme",
    ...                    created_at=t, valid_from=t))
    'acme / work'
    """
    label = " / ".join(part for part in (unit.domain, unit.topic) if part)
    return label or None


def normalise(name: str | None) -> str | None:
    """An entity as bridges compare it: casefolded, one space, no possessive; None for a generic one.

    >>> normalise("  Alice's "), normalise("the User")
    ('alice', None)
    """
    if not name:
        return None
    clean = _POSSESSIVE.sub("", " ".join(name.replace("_", " ").split())).casefold().strip(" .,;:!?\"'")
    return None if not clean or clean in GENERIC or clean.removeprefix("the ") in GENERIC else clean


def proper_names(units: Sequence[MemoryUnit]) -> frozenset[str]:
    """Names in the texts: capitalised words that the texts never write in lower case, other than stop words,
    day and month names and common sentence openers ("Yesterday", "Usually").

    A word that only ever starts a sentence ("Deploys are slow.") passes until some memory writes it in
    lower case: bridges built on it still quote their sources, and a person dismisses them.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> units = [MemoryUnit(id=str(i), tenant="t", user="u", text=x, created_at=t, valid_from=t) for i, x in
    ...          enumerate(["Alice met Bob on Monday.", "Yesterday Alice played chess.", "Chess is fun."])]
    >>> sorted(proper_names(units))
    ['alice', 'bob']
    """
    lower: set[str] = set()
    capitalised: set[str] = set()
    for unit in units:
        tokens = [_POSSESSIVE.sub("", t) for t in _WORD.findall(unit.text)]
        lower.update(t for t in tokens if t.islower())
        capitalised.update(t.casefold() for t in tokens if _NAME.fullmatch(t))
    return frozenset(n for n in capitalised - lower
                     if normalise(n) and n not in NEGATIONS and n not in STOP_WORDS and n not in NOT_NAMES)


def mentions(units: Sequence[MemoryUnit], *, ignore: frozenset[str] = frozenset()) -> dict[str, frozenset[str]]:
    """Each memory's entities (see the module docstring), by id; memories naming none are left out.

    A text names an entity when a run of its words (possessives dropped, casefolded) spells it.
    ``ignore``: names that stand for the user whose memories these are (their user id).
    """
    known = ({n for n in (normalise(u.entity) for u in units) if n} | proper_names(units)) - ignore
    longest = min(max((n.count(" ") + 1 for n in known), default=0), 4)
    found = {}
    for unit in units:
        words = [_POSSESSIVE.sub("", w).casefold() for w in _TOKEN.findall(unit.text)]
        named = {" ".join(words[i:i + n]) for n in range(1, longest + 1) for i in range(len(words) - n + 1)} & known
        own = normalise(unit.entity)
        entities = frozenset(named | ({own} if own and own not in ignore else set()))
        if entities:
            found[unit.id] = entities
    return found


# -- candidates -----------------------------------------------------------------------------------


@dataclass
class Bridge:
    """One proposed bridge: the pair, its sides' contexts, its sources (oldest first) and what became of it.

    ``outcome`` is ``confirmed`` (a model confirmed it: written), ``proposed`` (in the review queue),
    ``rejected`` (a model said no: dismissed), or ``skipped: <why>``.
    """

    entities: tuple[str, str]
    topics: tuple[str, str]
    sources: list[MemoryUnit]
    link: str                # "co-mention" or "similar"
    score: float             # the sides' cosine (+1 for a co-mention)
    user: str = ""           # whose bridge it is
    text: str = ""
    outcome: str = "proposed"
    reason: str = ""
    memory_id: str | None = None
    proposal_id: str | None = None
    clean: bool = True       # neither side also names the other side's entity

    def to_public(self) -> dict[str, Any]:
        """``{"entities", "topics", "text", "sources", "outcome", "link", "reason", "memory_id", "proposal_id"}``."""
        return {"entities": list(self.entities), "topics": list(self.topics), "text": self.text,
                "sources": [u.id for u in self.sources], "outcome": self.outcome, "link": self.link,
                "reason": self.reason, "memory_id": self.memory_id, "proposal_id": self.proposal_id}


def scan(store: Store, who: Scope, now: datetime) -> list[MemoryUnit]:
    """The memories a user's bridges may be built from: see the module docstring."""
    flt = RecallFilter(now=now, min_confidence=MIN_CONFIDENCE)
    return store.select(Select(who.tenant, (Cond("metadata", "lacks", BRIDGE), Cond("created_at", "<=", now),
                                            Cond("layer", "!=", Layer.CODEBASE)),
                               scope=who, filter=flt, order=("-created_at", "-seq"), limit=MAX_SCAN))


@dataclass
class _Placed:
    """The memories that may be a bridge's side (named entities, a context), with their vectors and contexts
    as arrays: row ``index[id]`` of ``matrix`` (zeros for a memory without a vector) and of ``codes``."""

    units: list[MemoryUnit]
    index: dict[str, int]
    matrix: np.ndarray
    codes: np.ndarray
    embedded: np.ndarray    # which rows have a vector

    @classmethod
    def of(cls, units: list[MemoryUnit], vectors: dict[str, np.ndarray]) -> _Placed:
        dim = next(iter(vectors.values())).shape[0] if vectors else 1
        matrix = np.zeros((len(units), dim), dtype=np.float32)
        for row, unit in enumerate(units):
            if unit.id in vectors:
                matrix[row] = vectors[unit.id]
        labels: dict[str, int] = {}
        codes = np.array([labels.setdefault(context(u) or "", len(labels)) for u in units], dtype=np.int64)
        return cls(units, {u.id: row for row, u in enumerate(units)}, matrix, codes,
                   np.array([u.id in vectors for u in units], dtype=bool))


def candidates(units: Sequence[MemoryUnit], vectors: dict[str, np.ndarray], *, threshold: float,
               ignore: frozenset[str] = frozenset()) -> list[Bridge]:
    """The best bridge per entity pair among ``units`` (newest first), best first; see the module docstring.

    ``vectors`` are the units' unit-length vectors (a memory without one joins by co-mention only);
    ``threshold`` is the cosine in the model's own scale; ``ignore`` as :func:`mentions`.
    """
    named = mentions(units, ignore=ignore)
    placed = _Placed.of([u for u in units if u.id in named and context(u)], vectors)
    best: dict[tuple[str, str], Bridge] = {}
    for found in itertools.chain(_similar(placed, named, threshold), _co_mentioned(units, placed, named)):
        held = best.get(found.entities)
        if held is None or (found.score, -len(found.sources)) > (held.score, -len(held.sources)):
            best[found.entities] = found
    by_sources: dict[tuple[str, ...], Bridge] = {}
    # of pairs over the same sources, one whose entities each stay on their own side stands for them
    for found in sorted(best.values(), key=lambda b: (not b.clean, -b.score, b.entities)):
        by_sources.setdefault(tuple(sorted(u.id for u in found.sources)), found)
    return sorted(by_sources.values(), key=lambda b: (-b.score, b.entities))


def _similar(placed: _Placed, named: dict[str, frozenset[str]], threshold: float) -> list[Bridge]:
    """Each memory's :data:`NEIGHBOURS` closest memories in other contexts at or above ``threshold``, each pair
    giving its entity pairs."""
    rows = np.flatnonzero(placed.embedded)
    if len(rows) < 2:
        return []
    matrix, codes = placed.matrix[rows], placed.codes[rows]
    seen: set[tuple[int, int]] = set()
    found = []
    for start in range(0, len(rows), 512):  # a block of rows at a time: memory stays bounded
        block = matrix[start:start + 512] @ matrix.T
        block[codes[start:start + 512, None] == codes[None, :]] = -np.inf   # one context: no boundary crossed
        block[block < threshold] = -np.inf
        k = min(NEIGHBOURS, block.shape[1])
        nearest = np.argpartition(-block, k - 1, axis=1)[:, :k]
        for row, j in zip(*np.nonzero(np.take_along_axis(np.isfinite(block), nearest, axis=1))):
            i, j = start + row, int(nearest[row, j])
            if (min(i, j), max(i, j)) not in seen:
                seen.add((min(i, j), max(i, j)))
                a, b = placed.units[rows[i]], placed.units[rows[j]]
                found += _pairs(a, b, named, float(matrix[i] @ matrix[j]), "similar")
    return found


def _co_mentioned(units: Sequence[MemoryUnit], placed: _Placed, named: dict[str, frozenset[str]]) -> list[Bridge]:
    """For each pair some memory names together: its two closest sides in different contexts."""
    sides: dict[str, list[MemoryUnit]] = {}
    for unit in placed.units:  # newest first, as scanned
        for entity in named[unit.id]:
            sides.setdefault(entity, []).append(unit)
    links: dict[tuple[str, str], MemoryUnit] = {}
    for link in units:
        for pair in itertools.combinations(sorted(named.get(link.id, ())), 2):
            links.setdefault(pair, link)  # the newest memory naming both
    found = []
    for (first, second), link in links.items():
        ours = [a for a in sides.get(first, [])[:MAX_SIDES] if a is link or second not in named[a.id]]
        theirs = [b for b in sides.get(second, [])[:MAX_SIDES] if b is link or first not in named[b.id]]
        if not ours or not theirs:
            continue
        left = np.array([placed.index[u.id] for u in ours])
        right = np.array([placed.index[u.id] for u in theirs])
        score = placed.matrix[left] @ placed.matrix[right].T
        # sides in one context never bridge; of the rest, the closest, then the one needing fewer sources
        score[placed.codes[left, None] == placed.codes[None, right]] = -np.inf
        score += 1e-6 * (np.array([u is link for u in ours])[:, None] + np.array([u is link for u in theirs])[None, :])
        i, j = np.unravel_index(int(np.argmax(score)), score.shape)
        if not np.isfinite(score[i, j]):
            continue
        a, b = ours[i], theirs[j]
        sources = list({u.id: u for u in (a, b, link)}.values())
        cosine = float(placed.matrix[left[i]] @ placed.matrix[right[j]])
        found.append(_bridge((first, second), (a, b), sources, 1.0 + cosine, "co-mention",
                             f"named together in memory {link.id}",
                             clean=second not in named[a.id] and first not in named[b.id]))
    return found


def _pairs(a: MemoryUnit, b: MemoryUnit, named: dict[str, frozenset[str]], cosine: float, link: str) -> list[Bridge]:
    found = []
    for first in sorted(named[a.id] - named[b.id]):
        for second in sorted(named[b.id] - named[a.id]):
            found.append(_bridge((first, second), (a, b), [a, b], cosine, link,
                                 f"close in meaning across topics (cosine {cosine:.2f})"))
    return found


def _bridge(entities: tuple[str, str], sides: tuple[MemoryUnit, MemoryUnit], sources: list[MemoryUnit],
            score: float, link: str, reason: str, *, clean: bool = True) -> Bridge:
    """A bridge with its pair in a fixed order (so a pair is one key whichever side was found first)."""
    (first, a), (second, b) = sorted(zip(entities, sides), key=lambda p: p[0])
    ordered = sorted(sources, key=lambda u: (u.created_at, u.id))
    return Bridge(entities=(first, second), topics=(context(a) or "", context(b) or ""), sources=ordered,
                  link=link, score=round(score, 6), reason=reason, clean=clean)


# -- the text, and what may be said --------------------------------------------------------------


def bridge_text(sources: Sequence[MemoryUnit], entities: Sequence[str]) -> str:
    """The sources' sentences that name one of the entities (a source naming neither in its text gives its
    first sentence), oldest source first, each once: never a word of its own.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> a = MemoryUnit(id="a", tenant="t", user="u", text="Alice leads payments. She likes tea.",
    ...                created_at=t, valid_from=t)
    >>> b = MemoryUnit(id="b", tenant="t", user="u", text="Bob teaches Rust.", created_at=t, valid_from=t)
    >>> bridge_text([a, b], ["alice", "bob"])
    'Alice leads payments. Bob teaches Rust.'
    """
    pattern = re.compile(r"(?<![\w])(" + "|".join(re.escape(e) for e in entities) + r")(?![\w])", re.IGNORECASE)
    kept: list[str] = []
    for unit in sources:
        said = sentences(unit.text)
        chosen = [s for s in said if pattern.search(s)] or said[:1]
        kept += [s for s in chosen if s not in kept]
    joined = " ".join(s if s[-1] in ".!?" else s + "." for s in kept)
    return joined[:MAX_TEXT_CHARS]


def supported(statement: str, sources: Sequence[str]) -> bool:
    """True when a model's sentence says nothing its sources do not: it is extractive, or every content word
    (stemmed) and number in it appears in them, with no negation they lack (joining words aside).

    >>> src = ["Alice leads the payments team.", "Alice is learning Rust on weekends."]
    >>> supported("Alice, who leads the payments team, is learning Rust.", src)
    True
    >>> supported("Alice will rewrite the payments team's code in Rust.", src)
    False
    >>> supported("Alice is not learning Rust.", src)
    False
    >>> supported("Alice's team is the payments team.", src)
    True
    """
    if not statement.strip():
        return False
    if is_extractive(statement, sources):
        return True
    said = set(fulltext.words(" ".join(sources)))
    lowered = " ".join(sources).casefold()
    for word in content_words(statement) - JOINING:
        stems = [stem for stem in fulltext.words(word) if stem not in STOP_WORDS]   # "alice's" -> alic (s)
        if not all(stem in said for stem in stems):
            return False
    negations = {w for w in re.findall(r"[a-z']+", statement.casefold()) if w in NEGATIONS or w.endswith("n't")}
    return all(re.search(rf"(?<![\w]){re.escape(n)}(?![\w])", lowered) for n in negations)


# -- the job -------------------------------------------------------------------------------------


def synthesize(s: Services, tenant: str, now: datetime, *, dry_run: bool = False, user: str | None = None) -> dict[str, Any]:
    """Propose, confirm or file cross-domain bridges for every user of the tenant (or one ``user``).

    ``s`` gives the store, the embedder and ``llm``.
    Returns ``{"task": "synthesize", "dry_run", "counts": {"candidates", "confirmed", "proposed",
    "rejected", "skipped"}, "bridges": [...]}``; a dry run reports what a real run would do
    (without asking the model: ``confirmed`` and ``rejected`` stay 0) and writes nothing.

    >>> import tempfile, os
    >>> from credo import HashEmbedder, Memory
    >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "s.db"), embedder=HashEmbedder())
    >>> _ = mem.store("Alice leads the payments team.", user="ann", topic="work")
    >>> _ = mem.store("Alice introduced me to Bob.", user="ann", topic="work")
    >>> _ = mem.store("Bob runs the climbing club.", user="ann", topic="hobbies")
    >>> report = synthesize(mem.services, "default", mem.clock(), dry_run=True)
    >>> [(b["entities"], b["outcome"]) for b in report["bridges"]]
    [(['alice', 'bob'], 'proposed')]
    """
    counts = dict.fromkeys(("candidates", "confirmed", "proposed", "rejected", "skipped"), 0)
    bridges: list[Bridge] = []
    for name in [user] if user else rules.users(s.store, tenant):
        for found in plan(s, scope(tenant, name), now):
            counts["candidates"] += 1
            if not found.outcome.startswith("skipped") and not dry_run:
                settle(s, found, now=now)
            skipped = found.outcome.startswith("skipped")
            counts["skipped" if skipped else found.outcome] += 1
            if not skipped or found.text:  # what a run did, and what it found but could not do
                bridges.append(found)
    return {"task": "synthesize", "dry_run": dry_run, "counts": counts, "bridges": [b.to_public() for b in bridges]}


def plan(s: Services, who: Scope, now: datetime) -> list[Bridge]:
    """One user's bridges, best first, with their texts; those already on record or over the cap skipped."""
    store, embedder = s.store, s.embedder
    units = scan(store, who, now)
    vectors = store.vectors(who.tenant, [u.id for u in units], model=embedder.name) if units else {}
    found = candidates(units, vectors, threshold=cosine_for(embedder, SIMILARITY),
                       ignore=frozenset(filter(None, [normalise(who.user)])))
    recorded = store.proposals(who.tenant, user=who.user, kind="bridge")
    pairs = {tuple(r.entities) for r in recorded}
    source_sets = {tuple(sorted(r.memory_ids)) for r in recorded}
    new = 0
    for bridge in found:
        bridge.user = who.user or ""
        if not any(u.user == who.user for u in bridge.sources):
            bridge.outcome = "skipped: none of its sources is the user's own"
        elif bridge.entities in pairs or tuple(sorted(u.id for u in bridge.sources)) in source_sets:
            bridge.outcome = "skipped: already proposed, applied or dismissed"
        elif new >= MAX_BRIDGES:
            bridge.outcome = f"skipped: over this run's {MAX_BRIDGES} bridges"
        else:
            bridge.text = bridge_text(bridge.sources, bridge.entities)
            if is_extractive(bridge.text, [u.text for u in bridge.sources]):
                new += 1
            else:
                bridge.outcome = "skipped: no extractive text"
    return found


def bridge_unit(who: Scope, text: str, sources: Sequence[MemoryUnit], *, now: datetime,
                mark: dict[str, Any]) -> MemoryUnit:
    """The bridge memory: a semantic fact that joins ``sources`` (see the module docstring)."""
    trust = min(u.trust for u in sources)
    domains = {u.domain for u in sources}
    return build_unit(who, text, now=now, kind=Kind.FACT, layer=Layer.SEMANTIC, source=Source.CONSOLIDATION,
                      classification=max((u.classification for u in sources), key=lambda c: c.rank),
                      trust=trust, confidence=min(min(u.confidence for u in sources), trust),
                      importance=max(u.importance for u in sources),
                      domain=domains.pop() if len(domains) == 1 else None,
                      metadata={BRIDGE: mark, "derived_from": [u.id for u in sources], "method": "bridge"})


def settle(s: Services, bridge: Bridge, *, now: datetime, actor: str = "synthesis") -> None:
    """Ask the model (when there is one), then write the bridge or file it, in one transaction."""
    sources = bridge.sources
    texts = [u.text for u in sources]
    verdict = prompt.BridgeAnswer.parse(s.llm(prompt.render(bridge.entities, bridge.topics, texts))) \
        if s.llm is not None else None
    status, written = ProposalStatus.OPEN, None
    if verdict is not None and verdict.holds is False:
        status, bridge.outcome, bridge.reason = ProposalStatus.DISMISSED, "rejected", "the model found no connection"
    elif verdict is not None and verdict.holds and supported(verdict.statement, texts):
        status, bridge.outcome, written = ProposalStatus.APPLIED, "confirmed", verdict.statement
    elif verdict is not None:
        bridge.reason = "the model's sentence says what its sources do not" if verdict.holds \
            else "the model answered neither yes nor no"
    record = MergeProposal(id=uuid.uuid4().hex, tenant=sources[0].tenant, user=bridge.user, kind="bridge",
                           status=status, memory_ids=[u.id for u in sources], reason=bridge.reason,
                           canonical_text=written or bridge.text, created_at=now,
                           classification=max((u.classification for u in sources), key=lambda c: c.rank),
                           entities=list(bridge.entities), topics=list(bridge.topics))
    if status is not ProposalStatus.OPEN:
        record.decided_at, record.decided_by = now, "llm"
    with s.store.transaction():
        current = s.store.get(record.tenant, record.memory_ids)
        stale = _stale(current, sources)
        if stale:
            bridge.outcome = f"skipped: {stale}"
            return
        if written is not None:
            record.canonical_id = _write(s, record, current, now=now, actor=actor, prompt_version=prompt.VERSION)
            bridge.memory_id = record.canonical_id
        s.store.save_proposal(record)
        s.store.append_audit(record.tenant, f"synthesis.{bridge.outcome}", actor, now, record.canonical_id,
                               {"proposal_id": record.id, "memory_ids": record.memory_ids})  # no words
    bridge.proposal_id = record.id
    if written is not None:
        bridge.text = written


def _write(s: Services, record: MergeProposal, sources: list[MemoryUnit], *, now: datetime, actor: str,
           prompt_version: str | None = None) -> str:
    """Insert the bridge memory with its vector and derived_from links; its id."""
    mark = {"entities": record.entities, "topics": record.topics, "proposal_id": record.id}
    if prompt_version:
        mark["prompt"] = prompt_version
    unit = bridge_unit(Scope(tenant=record.tenant, user=record.user), record.canonical_text, sources, now=now,
                       mark=mark)
    vector = embed_many(s.embedder, [unit.text])[0]
    unit.embedding_model, unit.embedding_dim = s.embedder.name, int(vector.shape[0])
    insert_unit(s.store, unit, vector, actor=actor)
    s.store.add_links(unit.tenant, [Link(source_id=unit.id, target_id=u.id, type=LinkType.DERIVED_FROM,
                                           created_at=now) for u in sources])
    s.store.append_audit(unit.tenant, "memory.synthesized", actor, now, unit.id,
                           {"derived_from": record.memory_ids, "proposal_id": record.id})
    return unit.id


def _stale(current: list[MemoryUnit], planned: Sequence[MemoryUnit]) -> str:
    """Why the sources no longer support the bridge ('' if they do): one was erased, retired or edited."""
    if [u.id for u in current] != [u.id for u in planned]:
        return "a source was erased"
    for now_, then in zip(current, planned):
        if now_.status is not Status.ACTIVE or now_.superseded_by or now_.text != then.text:
            return f"source {now_.id} is no longer active as it was"
    return ""


def decide_bridge(s: Services, record: MergeProposal, decision: str, *, now: datetime, actor: str) -> MergeProposal:
    """A person's decision on a bridge from the review queue: ``apply`` writes the bridge memory (Conflict if
    a source changed meanwhile), ``dismiss`` closes it: the pair is never proposed again."""
    if decision not in ("apply", "dismiss"):
        raise InvalidInput("decision must be apply or dismiss")
    if record.status is not ProposalStatus.OPEN:
        raise Conflict(f"proposal {record.id} is already {record.status.value}")
    with s.store.transaction():
        if decision == "apply":
            sources = s.store.get(record.tenant, record.memory_ids)
            stale = "a source was erased" if len(sources) != len(record.memory_ids) else next(
                (f"source {u.id} is no longer active" for u in sources
                 if u.status is not Status.ACTIVE or u.superseded_by), "")
            if not stale and not is_extractive(record.canonical_text, [u.text for u in sources]):
                stale = "its sources no longer say it"
            if stale:
                raise Conflict(f"proposal {record.id} no longer applies ({stale})")
            record.canonical_id = _write(s, record, sources, now=now, actor=actor)
        record.status = ProposalStatus.APPLIED if decision == "apply" else ProposalStatus.DISMISSED
        record.decided_at, record.decided_by = now, actor
        s.store.save_proposal(record)
        s.store.append_audit(record.tenant, f"synthesis.{record.status.value}", actor, now, record.canonical_id,
                               {"proposal_id": record.id})
    return record


__all__ = [
    "Bridge",
    "bridge_text",
    "bridge_unit",
    "candidates",
    "context",
    "decide_bridge",
    "mentions",
    "normalise",
    "plan",
    "proper_names",
    "settle",
    "supported",
    "synthesize",
]
