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
                + 0.35 subject + 0.1 dated
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
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from . import importance, rules
from .belief import retracts, value_as_said, value_of
from .llm.lexicon import relation_key
from .embed import Embedder, embed_query, similarities, similarity
from .errors import InvalidInput
from .limits import MAX_ID_CHARS, MAX_OFFSET, MAX_QUERY_CHARS, check_text
from .vocabulary import names_attribute
from .decay import DecayPolicy, inputs_for
from .policies import RELEVANCE, RERANK_DEPTH, RecallWeights, check_rerank_depth
from .rerank import Reranker, probability
from .models import Classification, ConflictStatus, Kind, Layer, MemoryUnit, Scope, Status, scope
from .services import Services
from .store.base import RecallFilter, Store
from .text import bm25_documents
from .timeutil import asks_when, days_between, mentioned_period, parse_time, says_when, to_iso
from .visibility import redact_units

RECENCY_RATE = 0.01  # per day: ~69-day half-life (Knowlyr)
PROBATION_RECALLS = 5  # Knowlyr: fewer recalls than this -> Thompson-sample the usefulness
MAX_LIMIT = 200
#: The largest page :func:`browse` serves.
MAX_PAGE = 500
#: A candidate with no keyword match must be at least this close in meaning;
#: below it cosines are noise (on MiniLM's scale, :func:`credo.embed.similarity`), and importance alone must
#: not serve a memory.
MIN_SEMANTIC = 0.2
#: Session components read at most this many candidate sessions, and the latest this many memories of each.
#: (50 sessions of 500 gave the same LoCoMo figures as 20, at about 2.5x the cost at 100k memories.)
MAX_SESSIONS = 20
SESSION_MEMORIES = 200


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
            said = value_of(unit) if unit.value else f"#{unit.id}"  # a change said in words is its own value
            latest.pop(said, None)
            latest[said] = unit
        pair = {"conflict_id": record.id, "entity": record.entity, "attribute": record.attribute,
                "values": [{"value": value_as_said(u) if u.value else u.text, "since": to_iso(u.valid_from),
                            "memory_id": u.id} for u in latest.values()],
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
    reranking = reranker is not None and weights.rerank > 0 and rerank_depth > 0
    # the first recall of a process loads its models side by side while it reads the store
    for model in (embedder, reranker) if reranking else (embedder,):
        warm = getattr(model, "warm", None)
        if callable(warm):
            warm()
    # serving belief: a contested pair stands in for its challenged values; browsing (current_only=False) lists rows
    serving = flt.current_only and Status.CHALLENGED not in flt.statuses
    contested = contests(store, scope, flt) if serving else {}
    wider = dataclasses.replace(flt, statuses=flt.statuses | {Status.CHALLENGED}) if contested else flt
    found = candidates(store, embedder, scope, query, wider, pool=max(limit * 5, 50), min_semantic=min_semantic,
                       rng=(rng or random.Random()) if explore else None, decay=decay,
                       sessions=weights.reads_sessions)
    if contested:
        found = _with_contested(store, scope, flt, found, contested)
    results = rank(found, weights, len(found) if weights.diversity > 0 or contested or reranking else limit)
    if reranking and reranker is not None:
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
    nearest = store.search_vector(scope, vector, flt, pool, model=embedder.name)
    semantic = dict(zip([i for i, _ in nearest], similarities(embedder, [c for _, c in nearest], query=True)))
    ids = list(dict.fromkeys([*semantic, *keyword]))
    missing = [i for i in ids if i not in semantic]
    # a memory whose vector is of another model keeps a semantic component of 0 (keyword still finds it)
    stored = store.vectors(scope.tenant, missing, model=embedder.name)
    semantic.update(zip(stored, similarities(embedder, [float(np.dot(v, vector)) for v in stored.values()],
                                             query=True)))
    for newer, (said, meant) in _successors(store, embedder, scope, query, flt, vector, pool, min_semantic).items():
        # a question about a belief since replaced is answered by what replaced it ("where are we going for
        # October half term", after "Forget Tenerife, ... so it's a cottage in the Lakes")
        if said:
            keyword[newer] = max(keyword.get(newer, 0.0), said)
        if meant:
            semantic[newer] = max(semantic.get(newer, 0.0), meant)
        if newer not in ids:
            ids.append(newer)
    best_keyword = max(keyword.values(), default=0.0)
    when, period = flt.as_of or flt.now, mentioned_period(query)
    close = {i for i in ids if i in keyword or semantic.get(i, 0.0) >= min_semantic}
    # a structured fact the query asks for by name is relevant whatever its wording
    fetched = store.get(scope.tenant, ids)
    named = {u.id for u in fetched if asked_about(query, u)}
    units = [u for u in fetched if u.id in close or u.id in named]
    decays = decay.scores(inputs_for(units, when)) if units else np.zeros(0)
    strengths = importance.scores(importance.inputs_for(units, when)) if units else np.zeros(0)
    subjects = [whose(unit, scope.user) for unit in units]
    asked = whose_query(query, units, scope.user, subjects=subjects)
    kin = relations_of(subjects)
    # a fact asked for by its attribute's name is as close in meaning as the closest memory: the name is the
    # match, whatever its wording ("what is my job" and "User is an architect at Foster and Partners", which
    # the employer's own sentence would otherwise outrank)
    closest = max((semantic.get(unit.id, 0.0) for unit in units), default=0.0)
    when_asked = asks_when(query)
    found = [
        RecallResult(memory=unit, score=0.0, why={**components(
            unit, when, _keyword(keyword.get(unit.id, 0.0), best_keyword, unit.id in named,
                                 taken_back=retracts(unit)),
            max(semantic.get(unit.id, 0.0), closest) if unit.id in named else semantic.get(unit.id, 0.0),
            float(decay_score), rng, period, importance=float(strength)),
            "subject": subject_match(asked, about | names_asked(asked, unit.text), kin),
            "dated": float(when_asked and says_when(unit.text))})
        for unit, about, decay_score, strength in zip(units, subjects, decays, strengths)
    ]
    if sessions:
        _read_sessions(store, scope, query, flt, found)
    return found


#: How much of a replaced memory's closeness to a query the memory that replaced it takes: less than its own,
#: so that a successor the query itself matches comes first.
SUCCESSOR_SHARE = 0.9
#: How many supersessions a replaced memory's successor is followed through.
_CHAIN = 4
#: What a chain of replaced memories ends in: a belief held, or one held in dispute.
_HELD = frozenset({Status.ACTIVE, Status.CHALLENGED})


def _successors(store: Store, embedder: Embedder, scope: Scope, query: str, flt: RecallFilter, vector: np.ndarray,
                pool: int, min_semantic: float) -> dict[str, tuple[float, float]]:
    """The memories now held in place of replaced memories the query is close to, each with the keyword score
    and the cosine it takes from them (:data:`SUCCESSOR_SHARE` of the replaced one's). Only when serving belief
    now: a read as of a time, at a valid time, or of other statuses reads the replaced memories themselves."""
    if flt.as_of is not None or flt.valid_at is not None or not flt.current_only \
            or Status.ACTIVE not in flt.statuses or not flt.statuses <= _HELD:
        return {}
    old = dataclasses.replace(flt, statuses=frozenset({Status.SUPERSEDED}), current_only=False, min_confidence=0.0)
    keyword = dict(store.search_text(scope, query, old, pool))
    nearest = store.search_vector(scope, vector, old, pool, model=embedder.name)
    semantic = dict(zip([i for i, _ in nearest], similarities(embedder, [c for _, c in nearest], query=True)))
    close = [i for i in dict.fromkeys([*semantic, *keyword]) if i in keyword or semantic.get(i, 0.0) >= min_semantic]
    if not close:
        return {}
    took: dict[str, tuple[float, float]] = {}
    units = {u.id: u for u in store.get(scope.tenant, close)}
    heads = {old_id: units.get(old_id) for old_id in close}
    for _ in range(_CHAIN):  # each step of every chain at once: one read a step, not one a memory
        onward = {u.superseded_by for u in heads.values()
                  if u is not None and u.status not in _HELD and u.superseded_by and u.superseded_by not in units}
        units.update({u.id: u for u in store.get(scope.tenant, list(onward))} if onward else {})
        heads = {old_id: units.get(u.superseded_by) if u is not None and u.status not in _HELD
                 and u.superseded_by else u for old_id, u in heads.items()}
    # (a chain may end in a belief held in dispute: "back on chilled" after "moved me onto frozen" after "I'm on
    # the chilled aisle" serves the two contested ones to "which aisle do I work", as the question reads the first)
    for old_id, unit in heads.items():
        if unit is None or unit.status not in flt.statuses or unit.id == old_id or unit.kind is Kind.EPISODE \
                or retracts(unit):
            continue  # ("Hannah and I split up" answers no "who is my partner": what ended the belief, not its heir)
        said, meant = keyword.get(old_id, 0.0) * SUCCESSOR_SHARE, semantic.get(old_id, 0.0) * SUCCESSOR_SHARE
        before = took.get(unit.id, (0.0, 0.0))
        took[unit.id] = (max(before[0], said), max(before[1], meant))
    allowed = set(rules.visible_ids(store, scope, list(took), flt))
    return {i: v for i, v in took.items() if i in allowed}


def _keyword(score: float, best: float, asked: bool, *, taken_back: bool = False) -> float:
    """BM25 as a share of the query's best; a fact the query asks for by its attribute's name counts as the best.

    The name is an exact match on the fact's structure, whatever its wording. Half a match (the rule
    before keyword weighed 0.1 and semantic 0.4) lost to any memory a little closer in meaning. A value
    taken back ("User used to live in Oslo") answers the question by what is no longer so: it counts half
    as much as a value held, so the value held comes first.
    """
    if asked:
        return max(0.5, score / best if best else 0.0) if taken_back else 1.0
    return score / best if best else 0.0


def asked_about(query: str, unit: MemoryUnit) -> bool:
    """Whether ``query`` asks for this structured fact by its attribute's name.

    "what is my job" names job_title, so "User is a nurse" outranks "User works night
    shifts" though neither says "job". Someone else's fact counts only when the query
    also names them ("how old is Leo"). (A value taken back counts half: :func:`_keyword`.)
    """
    if not (unit.entity and names_attribute(query, unit.attribute)):
        return False
    if unit.entity == "user":
        return True
    words = set(re.findall(r"[a-z0-9]+", query.lower()))
    return bool(words & set(unit.entity.split("_")))


# -- whose fact it is ---------------------------------------------------------------------------------------------

#: Words that name someone close to the user: "my sister", "User's manager", "Mia, my daughter".
RELATIONS = frozenset("""
sister brother mother mom mum father dad parent parents son daughter child children kid kids wife husband
partner boyfriend girlfriend fiance fiancee friend colleague coworker teammate manager boss cousin uncle aunt
nephew niece grandmother grandma grandfather grandpa grandson granddaughter neighbour neighbor roommate
flatmate landlord client assistant
""".split())
#: Of :data:`RELATIONS`, the user's family: what a query about "my family" is about, with the user.
KIN = frozenset("""
sister brother mother mom mum father dad parent parents son daughter child children kid kids wife husband
partner fiance fiancee cousin uncle aunt nephew niece grandmother grandma grandfather grandpa grandson
granddaughter
""".split())
#: Words by which a query speaks of the user's family as a whole: "plan my family's week".
FAMILY = frozenset({"family", "families", "household"})
FIRST_PERSON = frozenset({"i", "i'm", "i've", "i'd", "i'll", "me", "my", "mine", "myself", "we", "our", "us",
                          "we're", "we've"})
USER = frozenset({"user"})
_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019]*")


def _bare(word: str) -> str:
    """A word lower-cased, without a possessive ending: "Tom's" -> "tom"."""
    word = word.lower().replace("\u2019", "'")
    return word[:-2] if word.endswith("'s") else word


def whose(unit: MemoryUnit, user: str | None) -> frozenset[str]:
    """Whom a memory is about, as far as its structure or its opening words say; empty when they do not.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> def about(text): return sorted(whose(MemoryUnit(id="m", tenant="t", user="ann", text=text,
    ...                                                   created_at=t, valid_from=t), "ann"))
    >>> about("My sister Ines lives in Madrid."), about("User moved to London."), about("I'm vegetarian.")
    (['ines', 'sister'], ['user'], ['user'])
    >>> about("Mia, my daughter, swims on Tuesdays."), about("Nate: I won the tourney!"), about("Rain all day.")
    (['daughter', 'mia'], [], [])
    >>> about("Ann's son plays football."), about("Leo, Ann's son, turned seven."), about("Ann's desk is red.")
    (['son'], ['leo', 'son'], ['user'])
    >>> about("Ann drinks green tea."), about("Anna drinks green tea.")
    (['user'], [])
    """
    if unit.entity:
        entity = unit.entity.casefold()
        # the user's own groups speak in the first person too: "how long is our sprint" asks about the team's
        return USER if entity in ("user", "team", "company") or (user is not None and entity == user.casefold()) \
            else frozenset(entity.replace("_", " ").split())
    words = _WORD.findall(unit.text[:80])
    if not words or re.match(r"\s*[A-Z][\w .'-]{0,30}:\s", unit.text):  # "Nate: ..." -- a speaker's turn
        return frozenset()
    first, rest = _bare(words[0]), [_bare(w) for w in words[1:4]]
    owner = first in ("my", "our", "user") or _possessive(words[0])
    if owner and rest and rest[0] in RELATIONS:  # "My sister Ines ...", "Ann's son ..."
        named = [words[2]] if len(words) > 2 and words[2][0].isupper() else []
        return frozenset([_kin(rest[0]), *(_bare(w) for w in named)])
    if first in FIRST_PERSON or first == "user":
        return USER
    if words[0][0].isupper() and len(rest) > 1 and rest[1] in RELATIONS \
            and (rest[0] in ("my", "our") or _possessive(words[1])):
        return frozenset([first, _kin(rest[1])])  # "Mia, my daughter, ...", "Leo, Ann's son, ..."
    if _possessive(words[0]) and words[0][0].isupper():  # "Tom's kids ..."
        return USER if user is not None and first == user.casefold() else frozenset([first])
    if user is not None and words[0][0].isupper() and first == user.casefold():  # "Ann drinks green tea"
        return USER
    return frozenset()


def _kin(word: str) -> str:
    """A relation by the word the reader keys it by ("mum" -> "mother", "boss" -> "manager"), so "where does my mum
    live" asks about the memories of the user's mother however each names her; any other word as it is."""
    return relation_key(word) if word in RELATIONS else word


def _possessive(word: str) -> bool:
    return word.lower().replace("\u2019", "'").endswith("'s")


def whose_query(query: str, units: Iterable[MemoryUnit], user: str | None, *,
                subjects: Iterable[frozenset[str]] | None = None) -> frozenset[str] | None:
    """Whom ``query`` asks about: the people it names that the user's memories know (by a relation or a
    name); else the user, where it speaks of them ("I", "my", "me", "user", the user's own id); else None
    (a request that names no one, "suggest a lunch place", prefers no one's memories).
    ``subjects``: :func:`whose` of each of ``units``, where the caller has them already.

    >>> whose_query("Where does Ines live?", [], "ann"), whose_query("where do I live?", [], "ann")
    (None, frozenset({'user'}))
    >>> whose_query("Plan the week", [], "ann") is None, whose_query("What does ann like?", [], "ann")
    (True, frozenset({'user'}))
    >>> sorted(whose_query("Plan my family's week", [], "ann") - KIN)  # the user and every relative
    ['user']
    """
    words = _WORD.findall(query)
    about = subjects if subjects is not None else (whose(unit, user) for unit in units)
    known = {who for subject in about for who in subject} - USER
    named = {kin for w in words if (kin := _kin(_bare(w))) in known and (w[0].isupper() or _bare(w) in RELATIONS)}
    if named:
        return frozenset(named)
    me = FIRST_PERSON | USER | ({user.casefold()} if user else set())
    if not any(_bare(w) in me for w in words):
        return None
    # "my family schedule" is about the user and their family: no relative's memory is someone else's
    return USER | KIN if any(_bare(w) in FAMILY for w in words) else USER


def names_asked(asked: frozenset[str] | None, text: str) -> frozenset[str]:
    """The people ``asked`` about whom ``text`` names (capitalised), anywhere: a memory that names the person
    asked about is not known to be about someone else ("We decided to run the audit with Pavel" answers a
    question about Pavel), whatever its opening words say.

    >>> sorted(names_asked(frozenset({"pavel"}), "We decided to run the vendor audit with Pavel."))
    ['pavel']
    >>> names_asked(frozenset({"pavel"}), "We decided to run the vendor audit."), names_asked(None, "Pavel")
    (frozenset(), frozenset())
    """
    if not asked:
        return frozenset()
    return frozenset(_bare(w) for w in _WORD.findall(text) if w[0].isupper() and _bare(w) in asked) - USER


def relations_of(subjects: Iterable[frozenset[str]]) -> dict[str, frozenset[str]]:
    """Each name the memories give a relation, with those relations: "My sister Ines ..." makes Ines a sister.

    >>> relations_of([frozenset({"sister", "ines"}), frozenset({"colleague", "tom"}), frozenset({"ines"})])
    {'ines': frozenset({'sister'}), 'tom': frozenset({'colleague'})}
    """
    found: dict[str, set[str]] = {}
    for subject in subjects:
        kinds = subject & RELATIONS
        for name in sorted(subject - RELATIONS - USER):
            if kinds:
                found.setdefault(name, set()).update(kinds)
    return {name: frozenset(kinds) for name, kinds in found.items()}


def subject_match(asked: frozenset[str] | None, about: frozenset[str],
                  relations: dict[str, frozenset[str]] | None = None) -> float:
    """The ``subject`` component: -1 when a memory is known to be about someone other than whom the query
    asks about, else 0 -- exactly 0 when the query names no one, when the memory's subject is unknown, and
    when it is the one asked about (or may be), so it never reorders memories about the same person.

    Known to differ: both name people (other than the user) and no name is shared; or, sharing no relation
    ("my sister" and Ines, whom the memories call a sister, may be one person), one side is the user alone
    and the other someone else, or both have relations and none is shared. Each name counts with the
    relations ``relations`` gives it. "My sister" against a query about Ines, whom nothing calls a sister,
    may be her: 0.

    >>> sister, tom = frozenset({"sister", "ines"}), frozenset({"colleague", "tom"})
    >>> subject_match(USER, USER), subject_match(USER, sister), subject_match(None, sister)
    (0.0, -1.0, 0.0)
    >>> subject_match(USER, frozenset())  # a memory whose subject its words do not say
    0.0
    >>> subject_match(frozenset({"ines"}), sister), subject_match(frozenset({"ines"}), tom), subject_match(sister, USER)
    (0.0, -1.0, -1.0)
    >>> kin = relations_of([sister, tom])
    >>> ines, tom_asked, a_sister = frozenset({"ines"}), frozenset({"tom"}), frozenset({"sister"})
    >>> subject_match(ines, a_sister, kin), subject_match(tom_asked, a_sister, kin)
    (0.0, -1.0)
    >>> subject_match(ines, a_sister)  # whether the sister is Ines, nothing says
    0.0
    >>> family = USER | KIN  # "my family's week"
    >>> subject_match(family, ines, kin), subject_match(family, tom), subject_match(family, frozenset({"leo"}))
    (0.0, -1.0, 0.0)
    """
    if asked is None or not about or asked & about:
        return 0.0
    kin = relations or {}

    def kinds(subject: frozenset[str]) -> frozenset[str]:
        return (subject & RELATIONS).union(*(kin.get(name, frozenset()) for name in subject - RELATIONS))

    names_asked, names_about = asked - RELATIONS - USER, about - RELATIONS - USER
    if names_asked and names_about:
        return -1.0  # two people named, no name shared
    kinds_asked, kinds_about = kinds(asked), kinds(about)
    if kinds_asked & kinds_about:
        return 0.0
    if asked == USER or about == USER or (kinds_asked and kinds_about):
        return -1.0  # the user is nobody's sister; a sister is not a colleague
    return 0.0


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

    Facts the query names by their attribute (:func:`asked_about`), about whom it asks and still held (not a
    value taken back), are lifted together, as far as their best needs to come just ahead of the best other
    memory recorded no later than each -- ahead by what no prior nor exploration can undo, ``prior_margin`` and
    ``explore_margin`` in units of ``rerank``. The name answers the question whatever wording the cross-encoder
    reads: for "which rowing club am I in" it put "User's team is now Nottingham RC (moved my membership over
    ...)" far below "User's hobbies: rowing". Their order among themselves stays the cross-encoder's. A later
    memory may say, in words the reader left untyped, what replaced the fact ("Zoe has left the NHS, she's doing
    medical writing" after "Zoe is a junior doctor"), so none is ever lifted past one.
    """
    head = ranked[:depth]
    if not head:
        return ranked
    logits = reranker.score(query, [r.memory.text for r in head])
    by_id = {r.memory.id: r for r in found}
    scores = {r.memory.id: probability(float(logit)) for r, logit in zip(head, logits)}
    named = [r.memory for r in head if asked_about(query, r.memory) and not retracts(r.memory)
             and by_id[r.memory.id].why.get("subject", 0.0) >= 0.0]
    if named:
        top = max(scores[m.id] for m in named)
        ahead = (weights.prior_margin + weights.explore_margin) / weights.rerank if weights.rerank else 0.0
        ids = {m.id for m in named}
        others = [r.memory for r in head if r.memory.id not in ids]
        for memory in named:
            before = [scores[o.id] for o in others if o.created_at <= memory.created_at]
            if before:
                scores[memory.id] = min(1.0, scores[memory.id] + max(0.0, max(before) + ahead - top))
    rescored = [dataclasses.replace(by_id[i], why={**by_id[i].why, "rerank": scores[i]}) for i in scores]
    among = dataclasses.replace(weights, context=min(weights.context, weights.rerank_context))
    return rank(rescored, among, len(rescored)) + ranked[depth:]


def rank(found: list[RecallResult], weights: RecallWeights, limit: int) -> list[RecallResult]:
    """Score candidates under ``weights`` and keep the best ``limit`` (new results; ``found`` is untouched).

    ``context`` is the best relevance (weighted keyword + semantic + period) of
    another candidate from the same ``source_session``;
    ``neighbour`` the better relevance of the candidate's neighbours that are
    candidates too.
    """
    counted = [(name, weights.effective(name)) for name in RELEVANCE]
    relevance = [sum(weight * r.why.get(name, 0.0) for name, weight in counted) for r in found]
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


# -- what callers ask for (Services in, answers cut down to the caller out) --------------------


def belief_filter(now: datetime, *, as_of: datetime | str | None = None, valid_at: datetime | str | None = None,
                  min_confidence: float = 0.4,
                  mode: str | None = None, kinds: Iterable[Kind | str] | None = None,
                  layers: Iterable[Layer | str] | None = None, topic: str | None = None, agent: str | None = None,
                  domain: str | None = None,
                  max_classification: Classification | str | None = None) -> RecallFilter:
    """The :class:`RecallFilter` a recall asks for, every argument checked (bad ones are InvalidInput).

    ``mode`` (engram's facts_only / facts_plus_rules / full_context) narrows ``kinds``. ``as_of`` asks
    what credo believed then (record time), ``valid_at`` what was true then (valid time); both together,
    what credo believed at ``as_of`` was true at ``valid_at`` (:class:`credo.store.base.RecallFilter`).
    """
    if not isinstance(min_confidence, (int, float)) or not 0.0 <= min_confidence <= 1.0:
        raise InvalidInput("min_confidence must be between 0 and 1")
    wanted = frozenset(Kind.parse(k) for k in kinds) if kinds else None
    allowed = mode_kinds(mode)
    if allowed is not None:
        wanted = allowed if wanted is None else wanted & allowed
        if not wanted:
            raise InvalidInput(f"no kind is both in --kind and in mode {mode}")
    return RecallFilter(
        now=now, as_of=parse_time(as_of), valid_at=parse_time(valid_at), min_confidence=float(min_confidence),
        kinds=wanted,
        layers=frozenset(Layer.parse(layer) for layer in layers) if layers else None,
        topic=topic, agent=agent, domain=domain,
        max_classification=Classification.parse(max_classification) if max_classification else None,
    )


def reranker_for(s: Services, rerank: bool | None) -> Reranker | None:
    """The reranker one call uses: the store's (``None``), none (``False``), or the store's, required (``True``)."""
    if rerank is not None and not isinstance(rerank, bool):
        raise InvalidInput(f"rerank must be True, False or None (the store's setting), got {rerank!r}")
    if rerank is False:
        return None
    if rerank and not s.reranks:
        raise InvalidInput("rerank was asked for, but this store does not rerank "
                           "(no reranker, a rerank weight of 0 or a rerank depth of 0)")
    return s.reranker


def search(s: Services, who: Scope, query: str, flt: RecallFilter, *, limit: int = 10, record_access: bool = True,
           rerank: bool | None = None, explore: bool = True, viewer: Scope | None = None,
           min_semantic: float = MIN_SEMANTIC, rerank_depth: int | None = None) -> list[RecallResult]:
    """:func:`recall` with the services' weights, decay, exploration and reranker; the hits cut down to ``viewer``.
    ``min_semantic``: the closeness a memory without a keyword match needs (0..1); ``rerank_depth``: rerank at
    most this many (default: the policies' depth)."""
    if not isinstance(min_semantic, (int, float)) or not 0.0 <= min_semantic <= 1.0:
        raise InvalidInput("min_semantic must be between 0 and 1")
    p = s.policies
    hits = recall(s.store, s.embedder, who, query, flt, limit=limit, weights=p.weights, record_access=record_access,
                  rng=s.rng, decay=p.decay, explore=explore, reranker=reranker_for(s, rerank),
                  rerank_depth=p.rerank_depth if rerank_depth is None else min(p.rerank_depth, rerank_depth),
                  min_semantic=min_semantic)
    redact_units(s.store, viewer, [hit.memory for hit in hits])
    return hits


def browse(s: Services, tenant: str, *, user: str | None = None, query: str | None = None,
           statuses: Iterable[Status | str] | None = None, kinds: Iterable[Kind | str] | None = None,
           layers: Iterable[Layer | str] | None = None, topic: str | None = None, min_confidence: float = 0.0,
           max_confidence: float = 1.0, classifications: Iterable[Classification | str] | None = None,
           max_classification: Classification | str | None = None, limit: int = 50, offset: int = 0,
           rerank: bool | None = None, viewer: Scope | None = None) -> list[MemoryUnit]:
    """Memories for a person to look through: any status unless filtered, newest first.

    With ``query`` (needs ``user``) the same filters apply to a ranked search, without
    exploration (the same page every time) and reranked as ``rerank`` says.
    """
    reranker_for(s, rerank)  # a bad rerank is refused whether or not there is a query
    if not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE or not isinstance(offset, int) \
            or not 0 <= offset <= MAX_OFFSET:
        raise InvalidInput(f"limit must be 1..{MAX_PAGE} and offset 0..{MAX_OFFSET}")
    check_text(user, "user", max_chars=MAX_ID_CHARS)
    if not 0.0 <= min_confidence <= max_confidence <= 1.0:
        raise InvalidInput("need 0 <= min_confidence <= max_confidence <= 1")
    flt = dataclasses.replace(
        belief_filter(s.now(), min_confidence=min_confidence, kinds=kinds, layers=layers, topic=topic,
                      max_classification=max_classification),
        statuses=frozenset(Status.parse(x) for x in statuses) if statuses else frozenset(Status),
        max_confidence=max_confidence, current_only=False,
        classifications=frozenset(Classification.parse(c) for c in classifications) if classifications else None)
    ceiling = viewer.ceiling if viewer is not None else None
    if query:
        who = scope(tenant, user).model_copy(update={"ceiling": ceiling})
        hits = search(s, who, query, flt, limit=min(limit + offset, 200), record_access=False, rerank=rerank,
                      explore=False)
        return redact_units(s.store, viewer, [h.memory for h in hits][offset: offset + limit])
    who = Scope(tenant=tenant, user=user, include_shared=user is not None, ceiling=ceiling)
    return redact_units(s.store, viewer, rules.list_memories(s.store, who, flt, limit=limit, offset=offset))
