"""Held-out study of ranking ideas for credo's recall on LoCoMo (issue 23, item 3).

Each idea is one extra feature of a candidate, added to credo's own first-stage
score with a weight chosen leave-one-conversation-out (:func:`locomo_tune.choose`:
for each conversation the weighting best on the other nine answers its questions;
figures pooled over the ten held-out conversations). Every family shares the
same base grid of credo's weights around the shipped ones, and the base family
(no idea) is the "before" every idea is compared with.

The candidate pool is credo's own (:func:`credo.recall.candidates`, pool 50,
session components read), and the scoring is :func:`credo.recall.rank`'s
(:func:`locomo_tune._scores_order`) plus the idea's feature times its weight:

* ``speaker`` -- whose turn it is: a turn stored as ``"Nate: ..."`` is Nate's, so
  a question naming Nate (and not Joanna) lowers Joanna's turns that do not name
  Nate (recall's ``subject`` component, :func:`credo.recall.subject_match`, with
  the speaker read as the turn's subject). ``speaker_said`` reads the rest of the
  turn as the speaker's own words instead ("Nate: my sister Ines ..." is about
  Ines; "Nate: Wow!" says nothing about anyone, so is nobody's); ``speaker_q``
  reads a turn that asks something ('?') as nobody's (it is about whom it asks).
* ``reply`` -- a turn that answers a question inherits the question's match: the
  relevance of the turn just before it when that turn asks something ("So
  what's your favorite game?"); ``previous`` the same for any turn before it.
* ``dated`` -- a question asking when (``When did ...``, ``What year ...``)
  prefers turns that say a time ("yesterday", "last week", "in May"): recall's
  ``dated`` component (:func:`credo.timeutil.asks_when`, :func:`~credo.timeutil.says_when`),
  shipped at 0.1 after this study.
* ``earliest`` -- a when-question prefers the candidates said earliest (an event
  is told when it happens; later sessions refer back to it).

    PYTHONPATH=src:bench .venv/bin/python bench/locomo_ideas.py [--conversations N] [--families a,b] [--fixed]
                                                                 [--rerank [--rerank-without speaker]] [--json]

``--fixed`` keeps credo's other weights at the shipped ones (only the idea's
weight is chosen per fold); ``--rerank`` ranks each first ranking's best 20 again
with the cross-encoder's probability, as :func:`credo.recall.rerank` does
(``--rerank-without speaker``: the idea in the first stage only).

Turn vectors and cross-encoder logits are cached (``--cache``, in the temporary folder) so repeated runs
skip the embedding; the cache only ever serves the model's own vectors of the
same texts.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import re
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

import locomo as L
import locomo_tune as T
from credo import BgeSmallEmbedder, RecallWeights
from credo.embed import Embedder, embed_many
from credo.models import MemoryUnit, scope
from credo.recall import (USER, candidates, names_asked, relations_of, subject_match, whose,
                          whose_query)
from credo.rerank import CrossEncoderReranker, probability
from credo.store.base import RecallFilter
from credo.timeutil import asks_when

#: Weights set in the rerank stage only (``--rerank-without speaker``: an idea for the first stage alone).
RERANK_OVERRIDE: dict[str, float] = {}
RESULTS = L.ROOT / "bench" / "results" / "locomo_ideas_locomo24.json"

# -- cached vectors -----------------------------------------------------------


class CachedVectors(L.TurnVectors):
    """:class:`locomo.TurnVectors` whose turn and query vectors persist in one ``.npz`` between runs."""

    def __init__(self, model: Embedder, texts: Sequence[str], cache: dict[str, np.ndarray]) -> None:
        self.model, self.name, self.dim, self.cache = model, model.name, model.dim, cache
        missing = [t for t in dict.fromkeys(texts) if _key("d", t) not in cache]
        if missing:
            cache.update(zip((_key("d", t) for t in missing), embed_many(model, missing)))
        self.known = {t: cache[_key("d", t)] for t in texts}

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        missing = [t for t in texts if _key("q", t) not in self.cache]
        if missing:
            self.cache.update(zip((_key("q", t) for t in missing), super().embed_queries(missing)))
        return np.stack([self.cache[_key("q", t)] for t in texts])


def _key(kind: str, text: str) -> str:
    return kind + hashlib.sha1(text.encode()).hexdigest()


class CachedCrossEncoder:
    """The cross-encoder's logit of each (question, turn) pair, computed once and kept in the vector cache (a pair's
    score does not depend on its batch: :class:`locomo.CachedReranker`)."""

    def __init__(self, cache: dict[str, np.ndarray]) -> None:
        self.model, self.cache = CrossEncoderReranker(), cache

    def probabilities(self, query: str, texts: dict[str, str]) -> Callable[[list[str]], list[float]]:
        def score(ids: list[str]) -> list[float]:
            keys = [_key("r", f"{query}\0{texts[i]}") for i in ids]
            missing = [(k, texts[i]) for k, i in zip(keys, ids) if k not in self.cache]
            if missing:
                logits = self.model.score(query, [t for _, t in missing])
                self.cache.update((k, np.array(x, np.float32)) for (k, _), x in zip(missing, logits))
            return [probability(float(self.cache[k])) for k in keys]

        return score


# -- the ideas' features ------------------------------------------------------

_SPEAKER = re.compile(r"\s*([A-Z][\w .'-]{0,30}):\s")
def speaker(text: str) -> str | None:
    """The speaker of a turn stored as ``"Name: text"``, lower-cased; None for other texts.

    >>> speaker("Nate: I won!"), speaker("Rain all day.")
    ('nate', None)
    """
    match = _SPEAKER.match(text)
    return match.group(1).strip().casefold() if match else None


def speaker_whose(unit: MemoryUnit, user: str | None, *, said: bool, asking: bool = True) -> frozenset[str]:
    """Whom a memory is about, a speaker's turn read as the speaker's: the speaker (``said`` False), or what the
    rest says read as the speaker's own words (``said`` True: "I ..." is the speaker, "my sister Ines" Ines).
    ``asking`` False: a turn that asks something ('?') is about whom it asks, so nobody's known."""
    name = speaker(unit.text)
    if name is None:
        return whose(unit, user)
    if not asking and "?" in unit.text:
        return frozenset()
    if not said:
        return frozenset(name.split())
    rest = unit.model_copy(update={"text": unit.text.split(":", 1)[1].strip()})
    about = whose(rest, name)
    return frozenset(name.split()) | (about - USER) if USER <= about else about


@dataclass
class Asked:
    """One question's candidates and their features."""

    parts: np.ndarray  # candidates x T._SCORED
    neighbours: list[list[int]]
    previous: np.ndarray  # candidate row of the turn before it in its session, -1 if none is a candidate
    asks: np.ndarray  # the turn before it in its session asks something ('?')
    features: dict[str, np.ndarray]
    sessions: list[list[int]]
    by_id: np.ndarray
    evidence: np.ndarray
    in_session: np.ndarray
    cited: int
    ids: list[str]  # the candidates' dia_ids (for reading the misses)


def features_of(p: L.Prepared, question: L.Question) -> Asked:
    who, flt = scope(p.memory.tenant, p.conv.sample_id), RecallFilter(now=p.conv.asked_at)
    found = candidates(p.memory.backend, p.memory.embedder, who, question.text, flt, pool=T.POOL, sessions=True)
    user = p.conv.sample_id
    units = [r.memory for r in found]
    turn = {t.dia_id: i for i, t in enumerate(p.conv.turns)}
    row = {r.memory.metadata["dia_id"]: i for i, r in enumerate(found)}
    feats: dict[str, np.ndarray] = {}
    for name, said, asking in (("speaker", False, True), ("speaker_said", True, True), ("speaker_q", False, False)):
        subjects = [speaker_whose(u, user, said=said, asking=asking) for u in units]
        asked = whose_query(question.text, units, user, subjects=subjects)
        kin = relations_of(subjects)
        feats[name] = np.array([subject_match(asked, about | names_asked(asked, u.text), kin)
                                for u, about in zip(units, subjects)])
    previous, asks = np.full(len(found), -1), np.zeros(len(found))
    for i, r in enumerate(found):
        t = turn[r.memory.metadata["dia_id"]]
        if t > 0 and p.conv.turns[t - 1].session == p.conv.turns[t].session:
            before = p.conv.turns[t - 1]
            previous[i] = row.get(before.dia_id, -1)
            asks[i] = "?" in before.text
    when = asks_when(question.text)
    at = np.array([u.valid_from.timestamp() for u in units]) if units else np.zeros(0)
    span = float(at.max() - at.min()) if units else 0.0
    feats["earliest"] = (at.max() - at) / span if when and span > 0 else np.zeros(len(units))
    ids = {r.memory.id: i for i, r in enumerate(found)}
    sessions: dict[str, list[int]] = {}
    for i, r in enumerate(found):
        if r.memory.source_session is not None:
            sessions.setdefault(r.memory.source_session, []).append(i)
    return Asked(
        parts=np.array([[r.why.get(n, 0.0) for n in T._SCORED] for r in found]).reshape(len(found), len(T._SCORED)),
        neighbours=[[ids[n] for n in r.neighbours if n in ids] for r in found], previous=previous, asks=asks,
        features=feats, sessions=[rows for rows in sessions.values() if len(rows) > 1],
        by_id=np.argsort(np.argsort([r.memory.id for r in found])),
        evidence=np.array([r.memory.metadata["dia_id"] in question.evidence for r in found], bool),
        in_session=np.array([r.memory.metadata["session"] in question.sessions for r in found], bool),
        cited=len(question.evidence), ids=[r.memory.metadata["dia_id"] for r in found])


# -- families -------------------------------------------------------------------

#: credo's weights around the shipped ones (every LOO fold chose period 0.3; keyword 0.1; session 0.1), without
#: ``dated`` (0.1 since this study: the base family is the ranking before it). ``--fixed``: the shipped ones only.
BASE = [dict(keyword=k, period=0.3, context=c, neighbour=n, session=s, dated=0.0)
        for k, c, n, s in itertools.product((0.05, 0.1, 0.2), (0.3, 0.4), (0.1, 0.2), (0.05, 0.1))]


@dataclass(frozen=True)
class Family:
    """One idea: its features' weights, each tried on every base weighting."""

    name: str
    axes: dict[str, tuple[float, ...]]

    @property
    def grid(self) -> list[dict[str, float]]:
        names = list(self.axes)
        return [{**base, **dict(zip(names, values))}
                for values in itertools.product(*(self.axes[n] for n in names)) for base in BASE]


FAMILIES = {
    "base": Family("credo's weights, no idea (before)", {}),
    "speaker": Family("+ whose turn: the speaker is the turn's subject", {"speaker": (0.05, 0.1, 0.2, 0.35)}),
    "speaker_said": Family("+ whose turn: the rest read as the speaker's words",
                           {"speaker_said": (0.05, 0.1, 0.2, 0.35)}),
    "speaker_q": Family("+ whose turn: the speaker's, unless it asks something",
                        {"speaker_q": (0.05, 0.1, 0.2, 0.35)}),
    "earliest": Family("+ a when-question prefers the earliest mention", {"earliest": (0.01, 0.02, 0.05, 0.1)}),
    "reply": Family("+ a reply inherits the question before it", {"reply": (0.05, 0.1, 0.2, 0.4)}),
    "previous": Family("+ a turn inherits the turn before it", {"previous": (0.05, 0.1, 0.2, 0.4)}),
    "dated": Family("+ a when-question prefers turns that say a time", {"dated": (0.02, 0.05, 0.1, 0.15)}),
    "speaker+reply": Family("+ speaker and reply", {"speaker": (0.1, 0.2, 0.35), "reply": (0.0, 0.1, 0.2)}),
    "speaker_q+dated": Family("+ speaker unless asking, and dated", {"speaker_q": (0.0, 0.02, 0.05, 0.1),
                                                                      "dated": (0.0, 0.05, 0.1, 0.15)}),
    "speaker+dated": Family("+ speaker and dated", {"speaker": (0.0, 0.02, 0.05, 0.1, 0.35),
                                                    "dated": (0.0, 0.05, 0.1, 0.15)}),
    "speaker_q+reply+dated": Family("+ speaker unless asking, reply and dated",
                                    {"speaker_q": (0.0, 0.05, 0.1), "reply": (0.0, 0.05, 0.1),
                                     "dated": (0.0, 0.05, 0.1)}),
}


def scores(a: Asked, grid: list[dict[str, float]]) -> np.ndarray:
    """Scores (candidates x weightings): :func:`credo.recall.rank` plus each idea's feature times its weight."""
    weights = [RecallWeights(**{k: v for k, v in g.items() if k in RecallWeights.__dataclass_fields__})
               for g in grid]
    w = np.array([[x.effective(n) for n in T._SCORED] for x in weights]).T
    relevance = a.parts[:, :len(T.RELEVANCE)] @ w[:len(T.RELEVANCE)]
    context = np.zeros_like(relevance)
    for rows in a.sessions:
        context[rows] = T._others_best(relevance[rows], [(0, len(rows))])
    neighbour = np.zeros_like(relevance)
    for i, rows in enumerate(a.neighbours):
        if rows:
            neighbour[i] = relevance[rows].max(axis=0)
    before = np.where((a.previous >= 0)[:, None], relevance[np.maximum(a.previous, 0)], 0.0)
    col = lambda name: np.array([g.get(name, 0.0) for g in grid])[None, :]  # noqa: E731
    total = a.parts @ w + context * col("context") + neighbour * col("neighbour")
    total += before * col("previous") + (before * a.asks[:, None]) * col("reply")
    for name in ("speaker", "speaker_said", "speaker_q", "earliest"):
        total += a.features[name][:, None] * col(name)
    return total


def _order(a: Asked, grid: list[dict[str, float]]) -> np.ndarray:
    """Per weighting, every candidate row best first (weightings x candidates): score desc, then memory id."""
    s = scores(a, grid)
    return np.lexsort((np.broadcast_to(a.by_id, s.T.shape), -s.T))


def subset(a: Asked, rows: Sequence[int], rerank: Sequence[float]) -> Asked:
    """The candidates ``rows`` alone, with the cross-encoder's probabilities as their ``rerank`` component: what
    :func:`credo.recall.rerank` ranks again (session support among them only)."""
    new = {r: i for i, r in enumerate(rows)}
    parts = a.parts[list(rows)].copy()
    parts[:, T._SCORED.index("rerank")] = rerank
    sessions: dict[int, list[int]] = {}
    for group in a.sessions:
        for r in group:
            if r in new:
                sessions.setdefault(group[0], []).append(new[r])
    return Asked(parts=parts, neighbours=[[new[n] for n in a.neighbours[r] if n in new] for r in rows],
                 previous=np.array([new.get(int(a.previous[r]), -1) for r in rows]), asks=a.asks[list(rows)],
                 features={k: v[list(rows)] for k, v in a.features.items()},
                 sessions=[g for g in sessions.values() if len(g) > 1],
                 by_id=np.argsort(np.argsort([a.by_id[r] for r in rows])), evidence=a.evidence[list(rows)],
                 in_session=a.in_session[list(rows)], cited=a.cited, ids=[a.ids[r] for r in rows])


def outcomes(a: Asked, grid: list[dict[str, float]],
             rerank: Callable[[list[str]], list[float]] | None = None, depth: int = 20) -> dict[str, np.ndarray]:
    """The held-out metrics of every weighting; with ``rerank`` (the cross-encoder's probability of each of a
    list of dia_ids), the best ``depth`` of each first ranking are ranked again with it, as
    :func:`credo.recall.rerank` does (context at most ``rerank_context``, 0.2)."""
    if len(a.parts) == 0:
        return {m: np.zeros(len(grid)) for m in T.SHOWN}
    order = _order(a, grid)
    if rerank is not None:
        columns = []
        for j, g in enumerate(grid):
            head = [int(r) for r in order[j, :depth]]
            inner = subset(a, head, rerank([a.ids[r] for r in head]))
            among = {**g, "context": min(g.get("context", 0.4), 0.2), **RERANK_OVERRIDE}
            columns.append([head[r] for r in _order(inner, [among])[0]] + [int(r) for r in order[j, depth:]])
        order = np.array(columns)
    return T._judge_orders(order[:, :L.K].T, a.evidence, a.in_session, a.cited)


def study(asked: list[Asked], folds: np.ndarray, names: Sequence[str], log: Callable[[str], None],
          rerank: list[Callable[[list[str]], list[float]]] | None = None) -> dict[str, Any]:
    """Every family of ``names``, held out; with ``rerank`` (per question), after the cross-encoder's stage."""
    report = {}
    for name in names:
        family, started = FAMILIES[name], time.perf_counter()
        grid = family.grid
        per = [outcomes(a, grid, rerank[i] if rerank else None) for i, a in enumerate(asked)]
        stacked = {m: np.stack([q[m] for q in per]) for m in T.SHOWN}
        picks, held = T.choose(stacked, folds)
        report[name] = {
            "family": family.name, "configurations": len(grid),
            "held_out": {"n": len(folds), **{m: round(float(held[m].mean()), 4) for m in T.SHOWN}},
            "in_sample_best_objective": round(float(((stacked["turn_any@10"] + stacked["session_hit@1"]) / 2)
                                                    .mean(axis=0).max()), 4),
            "chosen": [grid[i] for i in picks],
        }
        h = report[name]["held_out"]
        log(f"{name:<22} turn any@10 {h['turn_any@10']:.3f}  session hit@1 {h['session_hit@1']:.3f}  "
            f"any@1 {h['turn_any@1']:.3f}  mrr {h['mrr']:.3f}  ({len(grid)} configs,"
            f" {time.perf_counter() - started:.0f}s)")
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--conversations", type=int, default=None)
    parser.add_argument("--families", default=",".join(FAMILIES))
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "credo-locomo-vectors.npz")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--rerank", action="store_true", help="study the families after the cross-encoder's stage")
    parser.add_argument("--rerank-without", default="", help="ideas left out of the rerank stage (comma-separated)")
    parser.add_argument("--fixed", action="store_true",
                        help="only the shipped weights as the base (each idea's weight alone chosen per fold)")
    args = parser.parse_args(argv)
    RERANK_OVERRIDE.update({name: 0.0 for name in args.rerank_without.split(",") if name})
    if args.fixed:
        BASE[:] = [dict(keyword=0.1, period=0.3, context=0.4, neighbour=0.1, session=0.1, dated=0.0)]

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    cache: dict[str, np.ndarray] = dict(np.load(args.cache)) if args.cache.exists() else {}
    size = len(cache)
    model = BgeSmallEmbedder()
    cross = CachedCrossEncoder(cache) if args.rerank else None
    conversations = L.load(L.DEFAULT_DATA, args.conversations)
    with tempfile.TemporaryDirectory(prefix="credo-locomo-ideas-") as folder:
        asked, folds, rerank = [], [], []
        for fold, conv in enumerate(conversations):
            started = time.perf_counter()
            vectors = CachedVectors(model, [t.text for t in conv.turns], cache)
            memory, ids = L.credo_store(conv, vectors, Path(folder))
            p = L.Prepared(conv, vectors, memory, ids)
            texts = {t.dia_id: t.text for t in conv.turns}
            for question in conv.questions:
                asked.append(features_of(p, question))
                folds.append(fold)
                if cross is not None:
                    rerank.append(cross.probabilities(question.text, texts))
            memory.close()
            log(f"{conv.sample_id}: {len(conv.questions)} questions in {time.perf_counter() - started:.1f}s")
    report = study(asked, np.array(folds), args.families.split(","), log, rerank if cross is not None else None)
    if len(cache) > size:
        np.savez(args.cache, **cache)
    if args.conversations is None:
        tail = ("_fixed" if args.fixed else "") + ("_rerank" if cross is not None else "") \
            + "".join(f"_without_{name}" for name in RERANK_OVERRIDE)
        path = RESULTS.with_name(RESULTS.stem.replace("_locomo24", tail + "_locomo24") + RESULTS.suffix)
        path.write_text(json.dumps(report, indent=2) + "\n")
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
