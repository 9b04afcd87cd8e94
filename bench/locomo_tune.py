"""Leave-one-conversation-out tuning for the LoCoMo benchmark (``locomo.py --tune loo``).

No weight is ever chosen on the questions it is scored on. For each of the
conversations in turn, every configuration of a grid is scored on the *other*
conversations' questions, the best one (objective: mean of ``turn_any@10`` and
``session_hit@1``; ties go to the earlier, simpler configuration) is applied to
the held-out conversation, and the held-out outcomes are pooled. Every figure
this module reports is such a pooled held-out figure.

Two parts:

* ``credo-loo`` -- credo's own :class:`~credo.RecallWeights`. Each question's
  candidate pool comes once from :func:`credo.recall.candidates`; every
  weighting of :data:`CREDO_GRID` ranks it with :func:`credo.recall.rank`, the
  code ``Memory.recall`` runs. The held-out conversation is then answered by
  ``Memory(..., weights=chosen).recall`` itself, timed like the other methods.
* the ablation -- retrieval ideas measured outside credo, on the same turns and
  the same candidate pool as credo (keyword top-50 and dense top-50, less
  candidates with no keyword match and a cosine under 0.2), one family per idea,
  each family adding one idea to the previous one (see :data:`FAMILIES`).
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import locomo as L
import numpy as np

from credo import RecallWeights
from credo.embed import Embedder, embed_many
from credo.decay import inputs_for
from credo.models import scope
from credo.recall import MIN_SEMANTIC, RecallResult, candidates, components
from credo.policies import RELEVANCE
from credo.rerank import probability
from credo.store.base import RecallFilter
from credo.store.migrations import FTS_TOKENIZER
from credo.text import query_terms
from credo.timeutil import mentioned_period

POOL = 50
OBJECTIVE = ("turn_any@10", "session_hit@1")
SHOWN = ("turn_any@1", "turn_any@5", "turn_any@10", "turn_all@10", "mrr", "session_hit@1", "session_hit@5")

# -- LOO --------------------------------------------------------------------


def choose(outcomes: dict[str, np.ndarray], folds: np.ndarray) -> tuple[list[int], dict[str, np.ndarray]]:
    """Per fold, the configuration best on the other folds; and the held-out outcomes it gives.

    ``outcomes`` maps a metric to a (questions x configurations) array;
    ``folds`` gives each question's conversation.

    >>> o = {"turn_any@10": np.array([[1., 0.], [0., 1.], [0., 1.]]), "session_hit@1": np.zeros((3, 2))}
    >>> picks, held = choose(o, np.array([0, 1, 2]))
    >>> picks, held["turn_any@10"].tolist()
    ([1, 0, 0], [0.0, 0.0, 0.0])
    """
    objective = sum(outcomes[m] for m in OBJECTIVE) / len(OBJECTIVE)
    picks, held = [], {m: np.zeros(len(folds)) for m in outcomes}
    for fold in np.unique(folds):
        train, test = folds != fold, folds == fold
        best = int(np.argmax(objective[train].mean(axis=0)))  # argmax: first of equals
        picks.append(best)
        for m in outcomes:
            held[m][test] = outcomes[m][test, best]
    return picks, held


# -- credo end to end -------------------------------------------------------

#: Weightings tried for credo's first stage (semantic stays 0.40: only ratios matter). Priors keep the
#: default margin: they break ties, they are not tuned on LoCoMo (where they only say how old a turn is).
CREDO_GRID = [
    RecallWeights(keyword=k, period=p, context=c, neighbour=n, session=s)
    for k, p, c, n, s in itertools.product((0.05, 0.1, 0.2), (0.2, 0.3, 0.45), (0.1, 0.2, 0.3, 0.4),
                                           (0.0, 0.1, 0.2), (0.0, 0.05, 0.1, 0.2))
]
#: The rerank stage's weightings: the cross-encoder's weight, and the session context among the reranked.
RERANK_GRID = list(itertools.product((0.4, 0.8, 1.6), (0.0, 0.2, 0.4)))
_SCORED = ("keyword", "semantic", "period", "rerank", "session", "importance", "recency", "usefulness",
           "confidence", "subject", "dated")  # RELEVANCE first


def rank_all(found: list[RecallResult], grid: list[RecallWeights]) -> np.ndarray:
    """:func:`credo.recall.rank` for every weighting at once: (top-k positions in ``found``) x weightings.

    The held-out run goes through ``Memory.recall`` and counts any disagreement.
    """
    return _scores_order(found, grid)[:, :L.K].T


def _scores_order(found: list[RecallResult], grid: list[RecallWeights]) -> np.ndarray:
    """Per weighting, every position of ``found`` best first (weightings x candidates)."""
    if not found:
        return np.zeros((len(grid), 0), dtype=int)
    parts = np.array([[r.why.get(n, 0.0) for n in _SCORED] for r in found])
    weights = np.array([[w.effective(n) for n in _SCORED] for w in grid]).T
    relevance = parts[:, :len(RELEVANCE)] @ weights[:len(RELEVANCE)]
    context = np.zeros_like(relevance)
    sessions: dict[str, list[int]] = {}
    for i, r in enumerate(found):
        if r.memory.source_session is not None:
            sessions.setdefault(r.memory.source_session, []).append(i)
    for rows in sessions.values():
        if len(rows) > 1:
            context[rows] = _others_best(relevance[rows], [(0, len(rows))])
    row = {r.memory.id: i for i, r in enumerate(found)}
    neighbour = np.zeros_like(relevance)
    for i, r in enumerate(found):
        rows = [row[n] for n in r.neighbours if n in row]
        if rows:
            neighbour[i] = relevance[rows].max(axis=0)
    score = (parts @ weights + context * np.array([w.context for w in grid])[None, :]
             + neighbour * np.array([w.neighbour for w in grid])[None, :])
    by_id = np.argsort(np.argsort([r.memory.id for r in found]))
    return np.lexsort((np.broadcast_to(by_id, score.T.shape), -score.T))  # score desc, then id


def tune_credo(prepared: list[L.Prepared], log: Callable[[str], None]) -> tuple[dict[str, Any], dict[str, Any]]:
    """credo-loo: first-stage RecallWeights chosen per held-out conversation, answered through Memory.recall
    without the cross-encoder."""
    started = time.perf_counter()
    per_question, folds, predicted = [], [], []
    for fold, p in enumerate(prepared):
        who, flt = scope(p.memory.tenant, p.conv.sample_id), RecallFilter(now=p.conv.asked_at)
        for question in p.conv.questions:
            found = candidates(p.memory.backend, p.memory.embedder, who, question.text, flt, pool=POOL,
                               sessions=True)
            order = rank_all(found, CREDO_GRID)
            evidence = np.array([r.memory.metadata["dia_id"] in question.evidence for r in found])
            in_session = np.array([r.memory.metadata["session"] in question.sessions for r in found])
            per_question.append(_judge_orders(order, evidence, in_session, len(question.evidence)))
            predicted.append([[found[i].memory.metadata["dia_id"] for i in column] for column in order.T])
            folds.append(fold)
    outcomes_ = {m: np.stack([q[m] for q in per_question]) for m in SHOWN}
    picks, _ = choose(outcomes_, np.array(folds))
    log(f"credo-loo: {len(CREDO_GRID)} weightings ranked in {time.perf_counter() - started:.1f}s")
    count = L.token_counter()
    tally, disagreements, asked = L.Tally(), 0, 0
    for p, pick in zip(prepared, picks):
        tokens = {t.dia_id: count(t.text) for t in p.conv.turns}
        tuned = L.reopen(p.memory, embedder=p.vectors, weights=CREDO_GRID[pick], reranker=None)
        search = L.credo_search(tuned, p.conv)
        for question in p.conv.questions:
            begin = time.perf_counter()
            ranked = search(question.text)
            tally.add(question, ranked, (time.perf_counter() - begin) * 1000, sum(tokens[d] for d in ranked[:L.K]))
            disagreements += ranked != predicted[asked][pick]
            asked += 1
    chosen = {p.conv.sample_id: _weights(CREDO_GRID[pick]) for p, pick in zip(prepared, picks)}
    log(f"credo-loo: Memory.recall disagreed with the grid's ranking on {disagreements} of {asked} questions")
    return {"credo-loo": tally.summary()}, {"weights": chosen, "recall_vs_grid_disagreements": disagreements}


def tune_rerank(prepared: list[L.Prepared], reranker: Any, first: RecallWeights, depth: int,
                log: Callable[[str], None]) -> tuple[dict[str, Any], dict[str, Any]]:
    """credo_rerank-loo: the rerank stage's weights chosen per held-out conversation over ``first``'s top
    ``depth``; the cross-encoder scores each pair once (a pair's score does not depend on its batch)."""
    started = time.perf_counter()
    grid = [dataclasses.replace(first, rerank=r, rerank_context=c) for r, c in RERANK_GRID]
    per_question, folds = [], []
    for fold, p in enumerate(prepared):
        who, flt = scope(p.memory.tenant, p.conv.sample_id), RecallFilter(now=p.conv.asked_at)
        for question in p.conv.questions:
            found = candidates(p.memory.backend, p.memory.embedder, who, question.text, flt, pool=POOL,
                               sessions=True)
            order = _scores_order(found, [first])[0]
            head, tail = list(order[:depth]), list(order[depth:])
            logits = reranker.score(question.text, [found[i].memory.text for i in head])
            rescored = [dataclasses.replace(found[i], why={**found[i].why, "rerank": probability(float(x))})
                        for i, x in zip(head, logits)]
            second = _scores_order(rescored, [dataclasses.replace(w, context=w.rerank_context) for w in grid])
            orders = np.array([[head[j] for j in row] + tail for row in second])[:, :L.K].T
            evidence = np.array([r.memory.metadata["dia_id"] in question.evidence for r in found])
            in_session = np.array([r.memory.metadata["session"] in question.sessions for r in found])
            per_question.append(_judge_orders(orders, evidence, in_session, len(question.evidence)))
            folds.append(fold)
    outcomes_ = {m: np.stack([q[m] for q in per_question]) for m in SHOWN}
    picks, held = choose(outcomes_, np.array(folds))
    log(f"credo_rerank-loo: {len(grid)} rerank weightings over depth {depth} in {time.perf_counter() - started:.1f}s")
    return ({"credo_rerank-loo": {"n": len(folds), **{m: round(float(held[m].mean()), 4) for m in SHOWN}}},
            {"depth": depth, "weights": {p.conv.sample_id: _weights(grid[pick]) for p, pick in zip(prepared, picks)}})


def _weights(w: RecallWeights) -> dict[str, float]:
    return {k: v for k, v in dataclasses.asdict(w).items() if k != "usefulness"}


# -- features for the ablation ----------------------------------------------


@dataclass
class Conv:
    """Per-turn arrays of one conversation."""

    ids: list[str]
    session: np.ndarray
    blocks: list[tuple[int, int]]  # [start, end) of each session; turns are in session order
    same_prev: np.ndarray  # turn i and i-1 share a session
    prior: np.ndarray  # credo's importance*decay + recency at question time
    questions: list[L.Question]
    features: list[dict[str, np.ndarray]]  # per question


def fts_scores(conn: sqlite3.Connection, terms: list[str], n: int) -> np.ndarray:
    """FTS5 BM25 (credo's tokenizer) of every turn for the OR of ``terms``; 0 where none matches."""
    out = np.zeros(n)
    if terms:
        match = " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
        for rowid, rank_ in conn.execute("SELECT rowid, bm25(t) FROM t WHERE t MATCH ?", (match,)):
            out[rowid - 1] = -rank_
    return out


def fts_table(texts: list[str]) -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute(f"CREATE VIRTUAL TABLE t USING fts5(text, tokenize='{FTS_TOKENIZER}')")
    conn.executemany("INSERT INTO t(rowid, text) VALUES (?, ?)", [(i + 1, t) for i, t in enumerate(texts)])
    return conn


_WORD = re.compile(r"\w+")
_TEMPORAL = re.compile(r"^(when|what (year|month|date|day)|how long ago|in which (year|month))\s+"
                       r"(did|was|were|is|does|do|has|had|will)?\s*", re.I)


def temporal_rewrite(question: str) -> str:
    """'When did Ann go to Paris?' -> 'Ann go to Paris': the event, not the question about its date.

    >>> temporal_rewrite("When did Caroline go to the LGBTQ support group?")
    'Caroline go to the LGBTQ support group'
    """
    return _TEMPORAL.sub("", question).rstrip("?") if _TEMPORAL.match(question) else question


def dated(turn: L.Turn) -> str:
    """The turn's document with its session's date in front."""
    return f"{turn.at:%-d %B %Y}: {turn.text}"


def build(p: L.Prepared, model: Embedder) -> Conv:
    """The ablation's features for one conversation."""
    conv, n = p.conv, len(p.conv.turns)
    session = np.array([t.session for t in conv.turns])
    starts = [0] + [i for i in range(1, n) if session[i] != session[i - 1]] + [n]
    when = conv.asked_at
    units = p.memory.backend.get(p.memory.tenant, p.memory_ids)
    decays = p.memory.decay.scores(inputs_for(units, when))
    parts = [components(u, when, 0.0, 0.0, float(d)) for u, d in zip(units, decays)]
    prior = np.array([c["importance"] + c["recency"] for c in parts])
    texts, dated_texts = [t.text for t in conv.turns], [dated(t) for t in conv.turns]
    plain, dates = fts_table(texts), fts_table(dated_texts)
    matrix = np.stack([p.vectors.known[t] for t in texts])
    dated_matrix = embed_many(model, dated_texts)
    # each turn embedded together with the turn before it in its session ("contextual" chunks)
    with_previous = embed_many(model, [f"{conv.turns[i - 1].text}\n{t.text}" if i and session[i] == session[i - 1]
                                       else t.text for i, t in enumerate(conv.turns)])
    speakers = [t.text.split(":", 1)[0] for t in conv.turns]
    sessions = sorted(set(session.tolist()))
    session_bm25 = L.bm25_index([" ".join(t.text for t in conv.turns if t.session == s) for s in sessions])
    where = np.searchsorted(sessions, session)
    asked = [q.text for q in conv.questions]
    q_vectors = embed_many(model, asked)
    rewritten = embed_many(model, [temporal_rewrite(q) for q in asked])
    at = np.array([t.at.timestamp() for t in conv.turns])
    features = []
    for q, qv, rv in zip(conv.questions, q_vectors, rewritten):
        terms = query_terms(q.text)
        period = mentioned_period(q.text)
        in_period = (np.zeros(n) if period is None else
                     ((at >= period[0].timestamp()) & (at < period[1].timestamp())).astype(float))
        features.append({
            "cos": matrix @ qv, "cos_rewritten": matrix @ rv, "cos_dated": dated_matrix @ qv,
            "cos_previous": with_previous @ qv,
            "speaker": np.array([re.search(rf"\b{re.escape(s)}\b", q.text, re.IGNORECASE) is not None for s in speakers],
                                float),
            "fts_all": fts_scores(plain, list(dict.fromkeys(w.lower() for w in _WORD.findall(q.text))), n),
            "fts": fts_scores(plain, terms, n), "fts_dated": fts_scores(dates, terms, n),
            "period": in_period, "session_doc": session_bm25(q.text)[where],
            "evidence": np.array([t.dia_id in q.evidence for t in conv.turns]),
            "in_session": np.array([t.session in q.sessions for t in conv.turns]),
        })
    plain.close()
    dates.close()
    return Conv([t.dia_id for t in conv.turns], session, list(zip(starts, starts[1:])),
                np.r_[False, session[1:] == session[:-1]], prior, conv.questions, features)


# -- scoring many configurations at once --------------------------------------


@dataclass(frozen=True)
class Family:
    """One idea on top of the previous ones: fixed choices plus a grid of weights."""

    name: str
    grid: list[dict[str, float]]
    keyword: str = "fts"  # fts_all (every query word), fts (stop words dropped), fts_dated
    cosine: str = "cos"  # cos, cos_rewritten, cos_dated, cos_previous
    fusion: str = "linear"  # linear (credo's: keyword / best + cosine), minmax, rrf


def _grid(**axes: tuple[float, ...]) -> list[dict[str, float]]:
    names = list(axes)
    return [dict(zip(names, values)) for values in itertools.product(*(axes[n] for n in names))]


K_AXIS = (0.15, 0.3, 0.45, 0.6)
FAMILIES = [
    Family("old credo, default weights", _grid(keyword=(0.15,), prior=(0.15,)), keyword="fts_all"),
    Family("old credo, tuned weights", _grid(keyword=K_AXIS, prior=(0.15, 0.05, 0.0)), keyword="fts_all"),
    Family("+ stop words out of the keyword query", _grid(keyword=K_AXIS, prior=(0.15, 0.05, 0.0))),
    Family("+ period named in the query", _grid(keyword=K_AXIS, prior=(0.0,), period=(0.0, 0.2, 0.4, 0.6))),
    Family("+ session context (best other turn of the session)",
           _grid(keyword=K_AXIS, prior=(0.0,), period=(0.0, 0.2, 0.4, 0.6), context=(0.0, 0.2, 0.4, 0.6, 0.8))),
    Family("+ neighbouring turns", _grid(keyword=K_AXIS, prior=(0.0,), period=(0.2, 0.4, 0.6),
                                         context=(0.2, 0.4, 0.6), neighbour=(0.0, 0.1, 0.2, 0.4))),
    Family("+ session as a BM25 document", _grid(keyword=K_AXIS, prior=(0.0,), period=(0.2, 0.4, 0.6),
                                                 context=(0.2, 0.4, 0.6), neighbour=(0.0, 0.2),
                                                 session_doc=(0.0, 0.1, 0.2, 0.4))),
    Family("+ the question names the turn's speaker",
           _grid(keyword=K_AXIS, prior=(0.0,), period=(0.2, 0.4, 0.6), context=(0.2, 0.4, 0.6),
                 neighbour=(0.0, 0.2), session_doc=(0.0, 0.2, 0.4), speaker=(0.0, 0.05, 0.1, 0.2))),
    Family("+ each turn embedded with the turn before it",
           _grid(keyword=(0.15, 0.3), prior=(0.0,), period=(0.2, 0.4, 0.6), context=(0.2, 0.4),
                 neighbour=(0.0, 0.1, 0.2), session_doc=(0.1, 0.2, 0.4), speaker=(0.0, 0.1)),
           cosine="cos_previous"),
    Family("context family, min-max cosine instead of raw",
           _grid(keyword=K_AXIS, prior=(0.0,), period=(0.0, 0.2, 0.4, 0.6), context=(0.0, 0.2, 0.4, 0.6)),
           fusion="minmax"),
    Family("context family, reciprocal-rank fusion instead of scores",
           _grid(rrf_k=(10.0, 60.0), keyword=(0.4, 0.5, 0.6, 0.7), prior=(0.0,), period=(0.0, 0.2),
                 context=(0.0, 0.3)), fusion="rrf"),
    Family("context family, temporal questions rewritten for the embedding",
           _grid(keyword=K_AXIS, prior=(0.0,), period=(0.0, 0.2, 0.4, 0.6), context=(0.0, 0.2, 0.4, 0.6)),
           cosine="cos_rewritten"),
    Family("context family, session date in the indexed and embedded text",
           _grid(keyword=K_AXIS, prior=(0.0,), period=(0.0, 0.2, 0.4, 0.6), context=(0.0, 0.2, 0.4, 0.6)),
           keyword="fts_dated", cosine="cos_dated"),
]


def _column(grid: list[dict[str, float]], name: str) -> np.ndarray:
    return np.array([g.get(name, 0.0) for g in grid])


def scores(conv: Conv, f: dict[str, np.ndarray], family: Family) -> np.ndarray:
    """Scores (turns x configurations) of every configuration of ``family``; -inf off the candidate pool."""
    raw_kw, cos = f[family.keyword], f[family.cosine]
    top_kw = L.top(raw_kw, POOL)
    kw = np.zeros_like(raw_kw)
    kw[top_kw] = raw_kw[top_kw]  # credo scores keywords only for its keyword pool
    pool = np.zeros(len(cos), bool)
    pool[top_kw[raw_kw[top_kw] > 0]] = True
    pool[L.top(cos, POOL)] = True
    pool &= (kw > 0) | (cos >= MIN_SEMANTIC)
    g, col = family.grid, lambda name: _column(family.grid, name)[None, :]
    if family.fusion == "rrf":
        k = col("rrf_k")
        kw_rank = np.where(kw > 0, _ranks(kw), np.inf)[:, None]
        rel = (col("keyword") / (k + kw_rank) + (1 - col("keyword")) / (k + _ranks(cos)[:, None])) * (k + 1)
    else:
        sem = np.clip(cos, 0.0, 1.0)
        if family.fusion == "minmax":
            low, high = sem[pool].min(), sem[pool].max()
            sem = (sem - low) / (high - low) if high > low else np.zeros_like(sem)
        rel = col("keyword") * (kw / kw.max() if kw.max() > 0 else kw)[:, None] + 0.40 * sem[:, None]
    rel = np.where(pool[:, None], rel + col("period") * f["period"][:, None] + col("speaker") * f["speaker"][:, None],
                   0.0)
    total = rel + col("prior") * conv.prior[:, None]
    if any("context" in c for c in g):
        total += col("context") * _others_best(rel, conv.blocks)
    if any("neighbour" in c for c in g):
        total += col("neighbour") * _neighbours_best(rel, conv.same_prev)
    if any("session_doc" in c for c in g):
        doc = f["session_doc"]
        total += col("session_doc") * (doc / doc.max() if doc.max() > 0 else doc)[:, None]
    return np.where(pool[:, None], total, -np.inf)


def _ranks(values: np.ndarray) -> np.ndarray:
    order = np.argsort(-values, kind="stable")
    out = np.empty(len(values))
    out[order] = np.arange(1, len(values) + 1)
    return out


def _others_best(rel: np.ndarray, blocks: list[tuple[int, int]]) -> np.ndarray:
    """For each turn, the best relevance of another turn of its session (credo's ``context``)."""
    out = np.zeros_like(rel)
    for start, end in blocks:
        if end - start < 2:
            continue
        part = rel[start:end]
        two = np.partition(part, -2, axis=0)[-2:]  # second best, best
        out[start:end] = np.where(part >= two[1], two[0], two[1])
    return out


def _neighbours_best(rel: np.ndarray, same_prev: np.ndarray) -> np.ndarray:
    """For each turn, the better relevance of the turns just before and after it in its session."""
    before = np.where(same_prev[:, None], np.vstack([np.zeros((1, rel.shape[1])), rel[:-1]]), 0.0)
    after = np.where(np.r_[same_prev[1:], False][:, None], np.vstack([rel[1:], np.zeros((1, rel.shape[1]))]), 0.0)
    return np.maximum(before, after)


def outcomes(s: np.ndarray, f: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The metrics of :func:`locomo.judge` for every column of a score matrix at once."""
    order = np.argsort(-s, axis=0, kind="stable")[:L.K]
    return _judge_orders(order, f["evidence"], f["in_session"], int(f["evidence"].sum()))


def _judge_orders(order: np.ndarray, evidence: np.ndarray, in_session: np.ndarray,
                  cited: int) -> dict[str, np.ndarray]:
    """:func:`locomo.judge` for each column of ``order`` (ranked row positions, best first)."""
    if len(order) == 0:
        return {m: np.zeros(order.shape[1]) for m in SHOWN}
    hits, near = evidence[order], in_session[order]
    found = hits.any(axis=0)
    return {
        "turn_any@1": hits[0].astype(float), "turn_any@5": hits[:5].any(axis=0).astype(float),
        "turn_any@10": found.astype(float), "turn_all@10": (hits.sum(axis=0) == cited).astype(float),
        "mrr": np.where(found, 1.0 / (np.argmax(hits, axis=0) + 1), 0.0),
        "session_hit@1": near[0].astype(float), "session_hit@5": near[:5].any(axis=0).astype(float),
    }


def ablation(convs: list[Conv]) -> list[dict[str, Any]]:
    """Every family, LOO: pooled held-out figures and the configuration each fold chose."""
    folds = np.array([i for i, c in enumerate(convs) for _ in c.questions])
    report = []
    for family in FAMILIES:
        per_question = [outcomes(scores(c, f, family), f) for c in convs for f in c.features]
        stacked = {m: np.stack([q[m] for q in per_question]) for m in SHOWN}
        picks, held = choose(stacked, folds)
        report.append({
            "family": family.name, "configurations": len(family.grid),
            "held_out": {"n": len(folds), **{m: round(float(held[m].mean()), 4) for m in SHOWN}},
            # an upper bound, not a result: the best configuration for session hit@1 chosen on every question
            "in_sample_best_session_hit@1": round(float(stacked["session_hit@1"].mean(axis=0).max()), 4),
            "chosen": [family.grid[i] for i in picks],
        })
    return report


# -- entry point ------------------------------------------------------------


def study(prepared: list[L.Prepared], model: Embedder, log: Callable[[str], None],
          loo: dict[str, Any], credo_loo: dict[str, Any]) -> dict[str, Any]:
    """The ablation of retrieval variants beyond credo's own (held-out figures per family)."""
    started = time.perf_counter()
    convs = [build(p, model) for p in prepared]
    log(f"ablation features built in {time.perf_counter() - started:.1f}s")
    started = time.perf_counter()
    families = ablation(convs)
    log(f"ablation: {sum(len(f.grid) for f in FAMILIES)} configurations in {time.perf_counter() - started:.1f}s")
    return {"objective": "mean of " + " and ".join(OBJECTIVE), "credo_loo": {**credo_loo, **loo["credo-loo"]},
            "families": families}


def table(report: dict[str, Any]) -> str:
    """The ablation as a fixed-width table (held-out figures)."""
    lines = ["", f"leave-one-conversation-out, held-out figures (objective: {report['objective']})",
             f"{'family':<64}{'configs':>8}" + "".join(f"{m:>14}" for m in SHOWN) + f"{'s@1 ceiling':>14}"]
    for family in report["families"]:
        held = family["held_out"]
        lines.append(f"{family['family'][:63]:<64}{family['configurations']:>8}"
                     + "".join(f"{held[m]:>14}" for m in SHOWN) + f"{family['in_sample_best_session_hit@1']:>14}")
    lines.append("(s@1 ceiling: the family's best session hit@1 when chosen on all questions; an upper bound only)")
    lines.append("")
    lines.append("credo-loo weights per held-out conversation:")
    lines += [f"  {conv}: {weights}" for conv, weights in report["credo_loo"]["weights"].items()]
    return "\n".join(lines)
