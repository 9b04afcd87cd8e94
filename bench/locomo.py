"""LoCoMo retrieval benchmark: does recall find the dialogue turns that answer a question?

LoCoMo (Maharana et al., 2024): 10 long conversations between two people, 272
dated sessions, 5,882 turns, 1,986 questions whose answers cite evidence turns
("D3:7" = session 3, turn 7). The data set is CC BY-NC, for evaluation only: it
is read from ``../shared/data/locomo10.json`` (relative to the repository root)
and never copied into the repository.

Every method sees the same documents, one per turn: ``"{speaker}: {text}"``,
plus ``[shares a photo: {caption}]`` when the turn shares an image.

* ``credo_default`` -- credo itself: per conversation a fresh SQLite store
  (bge-small, the default embedder), the conversation is one user, every turn
  one ``episode`` stored at its session's date (``Memory.store_many``),
  questions asked through ``Memory.recall`` with ``limit=10`` a day after the
  last session, ``record_access=False``, default weights, no cross-encoder.
* ``credo_rerank`` -- the same with the cross-encoder at the default depth (what
  ``Memory()`` ships).
* ``credo`` -- the first stage's weights chosen leave-one-conversation-out: for
  each conversation, the RecallWeights grid of :mod:`locomo_tune` is ranked on
  the other nine, the best weighting is kept, and the held-out conversation's
  questions are answered with it through ``Memory.recall``; the figures are
  pooled over the ten held-out conversations.
* ``bm25``   -- bm25s (Lucene BM25, k1=1.5, b=0.75), its English stop-word list
  and the Snowball English stemmer (PyStemmer).
* ``dense``  -- bge-small-en-v1.5, exact cosine, queries with its instruction;
  ``dense_minilm`` the same with all-MiniLM-L6-v2 (credo's embedder before).
* ``fusion`` -- 0.5 BM25 + 0.5 dense, each min-max normalised over the union of
  the two top-50 lists.

The rerank stage is also studied leave-one-conversation-out at each of
``--depths`` (``rerank_loo`` in ``bench/results/locomo_loo.json``): the
cross-encoder scores each question's best candidates once (a pair's score does
not depend on its batch, so scores are cached and reused across depths) and the
rerank weights are chosen per fold.

Metrics, over the questions of categories 1-4 (multi-hop, temporal,
open-domain, single-hop; category 5, adversarial, has no answer to find) that
cite at least one turn present in the conversation, and per category:
``turn_any@k`` (an evidence turn in the top k), ``turn_all@k`` (all of them),
``mrr`` (1/rank of the first evidence turn in the top 10, else 0),
``session_hit@k`` (a top-k turn from a session that holds evidence),
``p50_ms``/``p95_ms`` (per-question retrieval time, query embedding included)
and ``tokens@10`` (MiniLM word-piece tokens in the ten texts returned, summed
per question, averaged over questions).

``--ablation`` adds the held-out study of retrieval variants beyond credo's own
(MiniLM-era features; ``bench/results/locomo_loo.json``).

    .venv/bin/python bench/locomo.py [--json] [--conversations N] [--ablation] [--no-rerank] [--depths 10,20,30,50]
                                     [--db postgresql://...]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import bm25s
import numpy as np
import Stemmer

from credo import BgeSmallEmbedder, Memory, MiniLMEmbedder, RecallWeights
from credo.embed import Embedder, minilm_tokenizer_path, embed_many, embed_one, embed_query
from credo.rerank import CrossEncoderReranker

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "locomo10.json"
RESULTS = ROOT / "bench" / "results" / "locomo.json"
LOO_RESULTS = ROOT / "bench" / "results" / "locomo_loo.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
K = 10
FUSION_POOL = 50
_STEMMER = Stemmer.Stemmer("english")  # bm25s's recipe; without it BM25 loses ~.06 turn any@10 here
METRICS = ("n", "turn_any@1", "turn_any@5", "turn_any@10", "turn_all@5", "turn_all@10", "mrr",
           "session_hit@1", "session_hit@5", "p50_ms", "p95_ms", "tokens@10")

# -- data -------------------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    dia_id: str
    session: int
    text: str  # the document every method indexes
    at: datetime


@dataclass(frozen=True)
class Question:
    text: str
    category: int
    evidence: frozenset[str]

    @property
    def sessions(self) -> frozenset[int]:
        return frozenset(session_of(d) for d in self.evidence)


@dataclass
class Conversation:
    sample_id: str
    turns: list[Turn]
    questions: list[Question]
    skipped: int = 0  # non-adversarial questions citing no turn of the conversation

    @property
    def asked_at(self) -> datetime:
        """A day after the last session: when every question is asked."""
        return max(t.at for t in self.turns) + timedelta(days=1)


def parse_session_time(text: str) -> datetime:
    """LoCoMo's session stamps, read as UTC.

    >>> parse_session_time("1:56 pm on 8 May, 2023").isoformat()
    '2023-05-08T13:56:00+00:00'
    """
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=timezone.utc)


def session_of(dia_id: str) -> int:
    """The session a dialogue id belongs to.

    >>> session_of("D12:3")
    12
    """
    return int(dia_id[1:].split(":")[0])


def parse_evidence(cited: Sequence[str]) -> list[str]:
    """Evidence ids, normalised: some entries pack several ids or are misspelt.

    >>> parse_evidence(["D8:6; D9:17", "D:11:26", "D30:05"])
    ['D8:6', 'D9:17', 'D11:26', 'D30:5']
    """
    found = re.findall(r"D:?(\d+):(\d+)", " ".join(cited))
    return list(dict.fromkeys(f"D{int(s)}:{int(t)}" for s, t in found))


def render(turn: dict[str, Any]) -> str:
    """The document for one turn: who said what, and the caption of a shared photo."""
    text = f"{turn['speaker']}: {turn['text'].strip()}"
    if turn.get("blip_caption"):
        text += f" [shares a photo: {turn['blip_caption'].strip()}]"
    return text


def load(path: Path, limit: int | None = None) -> list[Conversation]:
    """The conversations of a locomo10.json file, the first ``limit`` of them."""
    conversations = []
    for sample in json.loads(Path(path).read_text())[:limit]:
        body = sample["conversation"]
        turns = []
        for key, value in body.items():
            match = re.fullmatch(r"session_(\d+)", key)
            if match and value:
                at = parse_session_time(body[f"{key}_date_time"])
                turns += [Turn(t["dia_id"], int(match.group(1)), render(t), at) for t in value]
        known = {t.dia_id for t in turns}
        conv = Conversation(sample["sample_id"], turns, [])
        for qa in sample["qa"]:
            if qa["category"] not in CATEGORIES:
                continue
            evidence = frozenset(e for e in parse_evidence(qa.get("evidence", [])) if e in known)
            if evidence:
                conv.questions.append(Question(qa["question"], qa["category"], evidence))
            else:
                conv.skipped += 1
        conversations.append(conv)
    return conversations


# -- methods ----------------------------------------------------------------
#
# A method is built once per conversation and returns a search function:
# question -> dia_ids, best first. Searches are timed from the question text.

Search = Callable[[str], list[str]]


class TurnVectors:
    """An embedder that serves the conversation's turn vectors from one batch.

    credo and the dense baseline embed the same 5,882 turns; embedding them once
    keeps the run short. Anything else (the questions) goes to the real model.
    """

    def __init__(self, model: Embedder, texts: Sequence[str]) -> None:
        self.model, self.name, self.dim = model, model.name, model.dim
        self.known = dict(zip(texts, embed_many(model, texts)))

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if all(t in self.known for t in texts):
            return np.stack([self.known[t] for t in texts]) if texts else np.zeros((0, self.dim), np.float32)
        return self.model.embed_batch(texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Queries go to the model with its query instruction, if it has one."""
        queries = getattr(self.model, "embed_queries", None)
        return queries(texts) if queries is not None else self.model.embed_batch(texts)


def bm25_index(texts: Sequence[str], **tokenize: Any) -> Callable[[str], np.ndarray]:
    """BM25 scores of every text for a query, with bm25s."""
    options = {"stopwords": "en", "stemmer": _STEMMER.stemWords, "show_progress": False, **tokenize}
    retriever = bm25s.BM25()
    retriever.index(bm25s.tokenize(list(texts), **options), show_progress=False)

    def scores(query: str) -> np.ndarray:
        tokens = bm25s.tokenize([query], return_ids=False, **options)[0]
        tokens = [t for t in tokens if t in retriever.vocab_dict]
        return retriever.get_scores(tokens) if tokens else np.zeros(len(texts), np.float32)

    return scores


def minmax(values: np.ndarray) -> np.ndarray:
    span = values.max() - values.min()
    return (values - values.min()) / span if span > 0 else np.zeros_like(values)


def top(scores: np.ndarray, k: int) -> np.ndarray:
    """Indices of the k best scores, best first (ties by position)."""
    return np.argsort(-scores, kind="stable")[:k]


def baselines(conv: Conversation, vectors: TurnVectors, minilm: TurnVectors | None = None) -> dict[str, Search]:
    ids = [t.dia_id for t in conv.turns]
    matrix = np.stack([vectors.known[t.text] for t in conv.turns])
    bm25 = bm25_index([t.text for t in conv.turns])

    def dense_scores(query: str) -> np.ndarray:
        return matrix @ embed_query(vectors.model, query)

    def fusion(query: str) -> list[str]:
        lexical, semantic = bm25(query), dense_scores(query)
        pool = np.union1d(top(lexical, FUSION_POOL), top(semantic, FUSION_POOL))
        fused = 0.5 * minmax(lexical[pool]) + 0.5 * minmax(semantic[pool])
        return [ids[pool[i]] for i in top(fused, K)]

    searches = {
        "bm25": lambda q: [ids[i] for i in top(bm25(q), K)],
        "dense": lambda q: [ids[i] for i in top(dense_scores(q), K)],
        "fusion": fusion,
    }
    if minilm is not None:
        old = np.stack([minilm.known[t.text] for t in conv.turns])
        searches["dense_minilm"] = lambda q: [ids[i] for i in top(old @ embed_one(minilm.model, q), K)]
    return searches


def credo_store(conv: Conversation, embedder: Embedder, folder: Path,
                db: str | None = None) -> tuple[Memory, list[str]]:
    """A fresh credo store holding the conversation, one episode per turn; and the turns' memory ids.

    ``db``: a PostgreSQL URL (an empty, migrated database) instead of a SQLite file per conversation;
    each conversation is then a tenant of its own, so its full-text statistics are its own as in its file.
    """
    if db is None:
        memory = Memory(folder / f"{conv.sample_id}.db", embedder=embedder, reranker=None)
    else:
        memory = Memory(db, tenant=conv.sample_id, embedder=embedder, reranker=None)
    stored = memory.store_many(
        [{"text": t.text, "at": t.at, "now": t.at, "source_session": f"{conv.sample_id}/session_{t.session}",
          "metadata": {"dia_id": t.dia_id, "session": t.session}}
         for t in conv.turns],
        user=conv.sample_id, kind="episode")
    return memory, [r.memory.id for r in stored]


def reopen(memory: Memory, **options: Any) -> Memory:
    """Another Memory over the same store and tenant (other weights or reranker); closing ``memory`` closes both."""
    return Memory(store=memory.backend, tenant=memory.tenant, **options)


def credo_search(memory: Memory, conv: Conversation) -> Search:
    def search(query: str) -> list[str]:
        results = memory.recall(query, user=conv.sample_id, limit=K, now=conv.asked_at, record_access=False)
        return [r.memory.metadata["dia_id"] for r in results]

    return search


# -- metrics ----------------------------------------------------------------


@dataclass
class Tally:
    """Per-question outcomes of one method."""

    rows: list[dict[str, float]] = field(default_factory=list)

    def add(self, question: Question, ranked: list[str], ms: float, tokens: int) -> None:
        row = judge(question, ranked)
        row.update(ms=ms, tokens=tokens, category=question.category)
        self.rows.append(row)

    def summary(self) -> dict[str, Any]:
        out = summarise(self.rows)
        out["by_category"] = {str(c): {"name": name, **summarise([r for r in self.rows if r["category"] == c])}
                              for c, name in CATEGORIES.items() if any(r["category"] == c for r in self.rows)}
        return out


def judge(question: Question, ranked: Sequence[str]) -> dict[str, float]:
    """The retrieval metrics of one ranked list of dia_ids.

    >>> q = Question("?", 4, frozenset({"D2:5", "D3:1"}))
    >>> r = judge(q, ["D2:4", "D3:1", "D1:1"])
    >>> r["turn_any@1"], r["turn_any@5"], r["turn_all@5"], r["mrr"], r["session_hit@1"]
    (0.0, 1.0, 0.0, 0.5, 1.0)
    """
    hits = [d in question.evidence for d in ranked[:K]]
    in_session = [session_of(d) in question.sessions for d in ranked[:K]]
    first = next((i for i, hit in enumerate(hits) if hit), None)
    row = {f"turn_any@{k}": float(any(hits[:k])) for k in (1, 5, 10)}
    row.update({f"turn_all@{k}": float(question.evidence <= set(ranked[:k])) for k in (5, 10)})
    row["mrr"] = 0.0 if first is None else 1.0 / (first + 1)
    row.update({f"session_hit@{k}": float(any(in_session[:k])) for k in (1, 5)})
    return row


def summarise(rows: list[dict[str, float]]) -> dict[str, float]:
    if not rows:
        return {"n": 0}
    out: dict[str, float] = {"n": len(rows)}
    for name in METRICS[1:7] + METRICS[7:9]:
        out[name] = round(statistics.fmean(r[name] for r in rows), 4)
    if "ms" in rows[0]:
        times = sorted(r["ms"] for r in rows)
        out["p50_ms"] = round(float(np.percentile(times, 50)), 2)
        out["p95_ms"] = round(float(np.percentile(times, 95)), 2)
        out["tokens@10"] = round(statistics.fmean(r["tokens"] for r in rows), 1)
    return out


# -- run --------------------------------------------------------------------


@dataclass
class Prepared:
    """One conversation made searchable: its turn vectors and its open credo store (which does not rerank)."""

    conv: Conversation
    vectors: TurnVectors
    memory: Memory
    memory_ids: list[str]  # in turn order
    minilm: TurnVectors | None = None  # the dense_minilm baseline's vectors


class CachedReranker:
    """The cross-encoder, remembering each (query, text) score.

    A pair's score does not depend on its batch (credo.rerank runs each pair
    alone), so a cached score is exactly what the model would say again; the
    rerank-stage tuning reuses what ``credo_rerank`` computed. ``credo_rerank``
    runs first, on an empty cache, so its latency is the model's.
    """

    def __init__(self, model: Any) -> None:
        self.model, self.name, self.known = model, model.name, {}

    def score(self, query: str, texts: Sequence[str]) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if (query, t) not in self.known]
        if missing:
            self.known.update(zip(((query, t) for t in missing), self.model.score(query, missing)))
        return np.array([self.known[(query, t)] for t in texts], dtype=np.float32)


def prepare(conversations: list[Conversation], model: Embedder, folder: Path,
            log: Callable[[str], None], minilm: Embedder | None = None, db: str | None = None) -> list[Prepared]:
    """Embed every conversation's turns once and load them into a fresh credo store each."""
    prepared = []
    for conv in conversations:
        started = time.perf_counter()
        vectors = TurnVectors(model, [t.text for t in conv.turns])
        memory, ids = credo_store(conv, vectors, folder, db)
        old = TurnVectors(minilm, [t.text for t in conv.turns]) if minilm is not None else None
        prepared.append(Prepared(conv, vectors, memory, ids, old))
        log(f"{conv.sample_id}: {len(conv.turns)} turns, {len(conv.questions)} questions"
            f" ({conv.skipped} skipped), embedded and stored in {time.perf_counter() - started:.1f}s")
    return prepared


def token_counter() -> Callable[[str], int]:
    """MiniLM word-piece tokens in a text (no special tokens, no truncation)."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(minilm_tokenizer_path()))
    tokenizer.no_padding()  # tokenizer.json pads to 128
    return lambda text: len(tokenizer.encode(text, add_special_tokens=False).ids)


def run(prepared: list[Prepared], reranker: CachedReranker | None) -> dict[str, Any]:
    """Every method over every question; returns the summary per method.

    ``credo`` here is the store's default weights without the cross-encoder
    (reported as ``credo_default``); ``credo_rerank`` the same store with it,
    at the default depth, as ``Memory()`` ships.
    """
    count = token_counter()
    tallies: dict[str, Tally] = {}
    for p in prepared:
        tokens = {t.dia_id: count(t.text) for t in p.conv.turns}
        searches = {"credo": credo_search(p.memory, p.conv)}
        reranking = None
        if reranker is not None:
            reranking = reopen(p.memory, embedder=p.vectors, reranker=reranker)
            searches["credo_rerank"] = credo_search(reranking, p.conv)
        searches.update(baselines(p.conv, p.vectors, p.minilm))
        for question in p.conv.questions:
            for method, search in searches.items():
                begin = time.perf_counter()
                ranked = search(question.text)
                ms = (time.perf_counter() - begin) * 1000
                tallies.setdefault(method, Tally()).add(question, ranked, ms, sum(tokens[d] for d in ranked[:K]))
    return {m: tally.summary() for m, tally in tallies.items()}


def table(results: dict[str, Any]) -> str:
    """The headline metrics as a fixed-width table."""
    names = [m for m in METRICS if m != "n"]
    lines = [f"{'method':<10}{'n':>6}" + "".join(f"{n:>15}" for n in names)]
    for method, summary in results.items():
        lines.append(f"{method:<10}{summary['n']:>6}" + "".join(
            f"{summary[n]:>15}" if n in summary else f"{'-':>15}" for n in names))
        for category, sub in summary.get("by_category", {}).items():
            label = f"  {category} {sub['name']}"
            lines.append(f"{label:<16}{sub['n']:>0}" + "".join(
                f"{sub[n]:>15}" if n in sub else f"{'-':>15}" for n in names))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="locomo10.json (default: %(default)s)")
    parser.add_argument("--conversations", type=int, default=None, help="use only the first N conversations")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--db", default=None,
                        help="a postgresql:// URL (empty, migrated database) to store into instead of SQLite files")
    parser.add_argument("--ablation", action="store_true",
                        help="also study retrieval variants leave-one-conversation-out")
    parser.add_argument("--no-rerank", action="store_true", help="skip credo_rerank and the rerank-stage study")
    parser.add_argument("--depths", default="10,20,30,50",
                        help="rerank depths studied leave-one-conversation-out (default: %(default)s)")
    args = parser.parse_args(argv)

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    conversations = load(args.data, args.conversations)
    model = BgeSmallEmbedder()
    reranker = None if args.no_rerank else CachedReranker(CrossEncoderReranker())
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="credo-locomo-") as folder:
        prepared = prepare(conversations, model, Path(folder), log, minilm=MiniLMEmbedder(), db=args.db)
        started = time.perf_counter()
        results = run(prepared, reranker)
        log(f"searched {sum(len(c.questions) for c in conversations)} questions x {len(results)} methods"
            f" in {time.perf_counter() - started:.1f}s")
        import locomo_tune

        if len(prepared) < 2:
            raise SystemExit("leave-one-conversation-out needs at least two conversations")
        loo, credo_loo = locomo_tune.tune_credo(prepared, log)
        results = {"credo": loo["credo-loo"], "credo_default": results.pop("credo"), **results}
        report: dict[str, Any] = {"credo_loo": {**credo_loo, **loo["credo-loo"]}}
        if reranker is not None:
            report["rerank_loo"] = {}
            for depth in (int(d) for d in args.depths.split(",")):
                held, chosen = locomo_tune.tune_rerank(prepared, reranker, RecallWeights(), depth, log)
                report["rerank_loo"][str(depth)] = {**chosen, **held["credo_rerank-loo"]}
        ablation = locomo_tune.study(prepared, model, log, loo, credo_loo) if args.ablation else None
        LOO_RESULTS.write_text(json.dumps({**report, **(ablation or {})}, indent=2) + "\n")
        for p in prepared:
            p.memory.close()
    RESULTS.write_text(json.dumps(results, indent=2) + "\n")
    if args.json:
        print(json.dumps(results))
    else:
        print(table(results))
        if ablation is not None:
            print(locomo_tune.table(ablation))
    return 0


if __name__ == "__main__":
    sys.exit(main())
