"""credo next to its peers at LoCoMo scale: search time per question, side by side, same questions, same model.

    make bench-peers            # creates bench/peers/.venv (idempotent), then runs this with it
    bench/peers/.venv/bin/python bench/peers/run.py [--conversations 3] [--questions 120] [--json]

The peers, from PyPI, installed by ``make bench-peers`` into their own virtualenv
(``bench/peers/.venv``, never credo's ``.venv``; ``make test`` never touches it):

* ``engram-search`` 0.1.7 -- ``served``: what its HTTP ``/search`` does (a FAISS
  ``IndexFlatIP`` top 3k with its SQLite metadata, then its BM25 over those
  candidates, 0.6 dense + 0.4 BM25; the handler's body, copied from
  ``engram/server.py``, since the handler itself is a FastAPI closure);
  ``pipeline``: its ``RetrievalPipeline.search`` (dense + BM25 + name/phrase/time
  boosts over every document, RRF), ``use_reranker=False``.
* ``nautilus-compass`` 3.3.0 -- its daemon's ``handle_request`` (action
  ``recall``): one markdown file per memory under ``~/.claude/projects/<p>/memory``
  (``HOME`` is a temporary folder), its defaults (cosine >= 0.35, no BM25, no
  reranker, its lifecycle filter on), entries held in its in-process cache as its
  daemon holds them, its folder on ``sys.path`` as when its daemon runs; its
  per-query result cache is emptied before every question so no answer is a
  cache hit.

Both peers need ``sentence-transformers`` (hence torch) only to load their own
embedders (engram: bge-large; nautilus: bge-m3) and their cross-encoders; they are
installed ``--no-deps`` with what their search path imports (numpy, faiss-cpu,
rank-bm25), and every system is given the same embedder: credo's bge-small-en-v1.5
(int8 ONNX, offline), queries with the bge instruction where the peer's own code
adds it for bge models (engram) and without where it does not (nautilus). So the
figures compare search code with one model; the peers' own rerankers (torch) are
not measured.

credo: a fresh SQLite store per conversation (defaults), one episode per turn as
bench/locomo.py stores it; ``credo`` is ``Memory.recall(limit=10)`` with no
reranker, ``credo_rerank`` the same store with the cross-encoder credo ships.

Every system is timed on the same questions in one process, the order of the
systems rotating question by question so that load from other work falls on all
alike; each search is timed from the question text to the ten dia ids (query
embedding included). One untimed search per system and conversation first.
Reported: p50/p95 ms, p50 as a ratio of credo's, and turn any@10 on those
questions (an evidence turn among the ten). Writes bench/results/peers.json.
LoCoMo (CC BY-NC) is read from ../shared/data/locomo10.json, never copied.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402

import locomo  # noqa: E402
from credo import BgeSmallEmbedder  # noqa: E402
from credo.embed import embed_many, embed_query  # noqa: E402
from credo.rerank import CrossEncoderReranker  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "peers.json"
K = 10
Search = Callable[[str], list[str]]


# -- engram-search -----------------------------------------------------------


class EngramEmbedder:
    """engram's Embedder interface over credo's bge-small (engram adds the bge query instruction itself)."""

    def __init__(self, model: Any) -> None:
        self.model, self.dimension = model, model.dim

    def encode_query(self, text: str) -> np.ndarray:
        return embed_query(self.model, text)

    def encode_documents(self, texts: list[str], batch_size: int = 64) -> np.ndarray:
        return embed_many(self.model, texts)


def engram_systems(conv: locomo.Conversation, vectors: np.ndarray, model: Any, folder: Path) -> dict[str, Search]:
    from engram.backends.base import Document
    from engram.backends.faiss_backend import FaissBackend
    from engram.retrieval.pipeline import RetrievalPipeline
    from engram.retrieval.sparse import BM25

    embedder = EngramEmbedder(model)
    backend = FaissBackend(path=folder / f"engram-{conv.sample_id}", dimension=model.dim)
    backend.add([Document(id=t.dia_id, text=t.text, embedding=v.tolist(), metadata={"session": t.session})
                 for t, v in zip(conv.turns, vectors)])

    def served(query: str) -> list[str]:  # engram/server.py's /search handler, min_score=0.0
        query_vec = embedder.encode_query(query)
        candidates = backend.query(embedding=query_vec.tolist(), top_k=K * 3, min_score=0.0)
        if not candidates:
            return []
        bm25 = BM25()
        bm25_scores = bm25.score_query_against_docs(query, [c.text for c in candidates])
        for i, candidate in enumerate(candidates):
            max_bm25 = max(bm25_scores) if max(bm25_scores) > 0 else 1.0
            candidate.score = 0.6 * candidate.score + 0.4 * (bm25_scores[i] / max_bm25)
        candidates.sort(key=lambda d: d.score, reverse=True)
        return [d.id for d in candidates[:K]]

    pipeline = RetrievalPipeline(embedder=embedder, use_reranker=False)
    documents = [Document(id=t.dia_id, text=t.text, embedding=v, metadata={"session": t.session})
                 for t, v in zip(conv.turns, vectors)]

    def full(query: str) -> list[str]:
        return [d.id for d in pipeline.search(query, documents, top_k=K)]

    return {"engram_served": served, "engram_pipeline": full}


# -- nautilus-compass --------------------------------------------------------


class NautilusEmbedder:
    """nautilus's embedder interface (``encode(str | list)``) over credo's bge-small, no query instruction."""

    def __init__(self, model: Any) -> None:
        self.model = model

    def encode(self, text: Any, **_: Any) -> np.ndarray:
        if isinstance(text, str):
            return self.model.embed_batch([text])[0]
        return embed_many(self.model, list(text))


def nautilus_system(conv: locomo.Conversation, model: Any, daemon: Any) -> Search:
    project = f"locomo-{conv.sample_id}"
    mem_dir = Path.home() / ".claude" / "projects" / project / "memory"
    mem_dir.mkdir(parents=True, exist_ok=True)
    by_file = {}
    for t in conv.turns:
        name = t.dia_id.replace(":", "_") + ".md"
        by_file[name] = t.dia_id
        (mem_dir / name).write_text(f"---\nname: {t.dia_id}\ntype: episode\n---\n{t.text}\n", encoding="utf-8")
    daemon._state["embedder"] = NautilusEmbedder(model)
    entries = daemon.get_memory_entries(mem_dir)  # embeds every file once, as its daemon does on first recall
    assert sum(1 for e in entries if e.get("embedding")) == len(conv.turns), "nautilus left files unembedded"

    def search(query: str) -> list[str]:
        daemon._RECALL_CACHE.clear()  # no answer from its per-query result cache
        result = daemon.handle_request({"action": "recall", "project": project, "query": query, "top_k": K})
        if not result.get("ok"):
            raise RuntimeError(f"nautilus-compass: {result.get('error')}")
        return [by_file[r["path"]] for r in result["recall"]]

    return search


# -- the run -----------------------------------------------------------------


def pick(conversations: list[locomo.Conversation], total: int, seed: int) -> list[tuple[int, locomo.Question]]:
    """``total`` questions, as even a share from each conversation as it has, drawn with ``seed``."""
    rng = random.Random(seed)
    share = total // len(conversations)
    chosen = []
    for c, conv in enumerate(conversations):
        n = share + (1 if c < total - share * len(conversations) else 0)
        chosen += [(c, q) for q in rng.sample(conv.questions, min(n, len(conv.questions)))]
    return chosen


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(values, q))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=locomo.DEFAULT_DATA)
    parser.add_argument("--conversations", type=int, default=3)
    parser.add_argument("--questions", type=int, default=120)
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args()
    if not args.data.exists():
        sys.exit(f"LoCoMo not found at {args.data} (evaluation only, never copied into the repository)")

    home = Path(tempfile.mkdtemp(prefix="credo-peers-"))
    os.environ["HOME"] = str(home)  # nautilus-compass keeps memories, caches and logs under ~
    (home / ".claude" / "plugins" / "nautilus-compass" / ".cache").mkdir(parents=True)  # its pickles and log
    os.environ.setdefault("COMPASS_EMBED_BUDGET", "100000")  # embed all of a conversation on the first scan
    import nautilus_compass
    # its daemon runs as a script from its own folder (daemon_start.sh), where it imports its siblings
    # by bare name (``from recall import ...`` for the lifecycle filter, on by default): the same here
    sys.path.append(str(Path(nautilus_compass.__file__).parent))
    from nautilus_compass import daemon  # after HOME is set: it resolves its folders at import

    conversations = locomo.load(args.data, args.conversations)
    model = BgeSmallEmbedder()
    reranker = CrossEncoderReranker()
    systems: list[dict[str, Search]] = []
    memories = []
    for conv in conversations:
        texts = [t.text for t in conv.turns]
        vectors = locomo.TurnVectors(model, texts)
        memory, _ = locomo.credo_store(conv, vectors, home)
        memories.append(memory)
        reranking = locomo.reopen(memory, embedder=vectors, reranker=reranker)
        matrix = np.stack([vectors.known[t] for t in texts])
        searches = {"credo": locomo.credo_search(memory, conv), "credo_rerank": locomo.credo_search(reranking, conv)}
        searches.update(engram_systems(conv, matrix, model, home))
        searches["nautilus"] = nautilus_system(conv, model, daemon)
        for search in searches.values():  # untimed: first-call costs (sessions, caches) out of the figures
            search(conv.questions[0].text)
        systems.append(searches)

    names = list(systems[0])
    questions = pick(conversations, args.questions, args.seed)
    times: dict[str, list[float]] = {n: [] for n in names}
    hits: dict[str, list[float]] = {n: [] for n in names}
    load_before = os.getloadavg()
    for i, (c, question) in enumerate(questions):
        order = names[i % len(names):] + names[:i % len(names)]
        for name in order:
            start = time.perf_counter()
            ranked = systems[c][name](question.text)
            times[name].append((time.perf_counter() - start) * 1000)
            hits[name].append(locomo.judge(question, ranked)["turn_any@10"])
    load_after = os.getloadavg()

    base = statistics.median(times["credo"])
    figures = {n: {"n": len(times[n]), "p50_ms": round(statistics.median(times[n]), 2),
                   "p95_ms": round(percentile(times[n], 95), 2),
                   "p50_ratio_to_credo": round(statistics.median(times[n]) / base, 2),
                   "turn_any@10": round(statistics.fmean(hits[n]), 3)} for n in names}
    peers = [n for n in names if not n.startswith("credo")]
    fastest = min(peers, key=lambda n: figures[n]["p50_ms"])
    report = {
        "command": "bench/peers/.venv/bin/python bench/peers/run.py " + " ".join(sys.argv[1:]),
        "conversations": [{"sample_id": c.sample_id, "memories": len(c.turns)} for c in conversations],
        "questions": len(questions), "seed": args.seed,
        "embedder": "bge-small-en-v1.5 int8 ONNX (credo's), for every system",
        "peers": {"engram-search": "0.1.7", "nautilus-compass": "3.3.0"},
        "systems": figures,
        "fastest_peer": fastest,
        "credo_p50_over_fastest_peer": round(base / figures[fastest]["p50_ms"], 2),
        "credo_rerank_p50_over_fastest_peer": round(figures["credo_rerank"]["p50_ms"] / figures[fastest]["p50_ms"], 2),
        "loadavg_before": [round(x, 2) for x in load_before], "loadavg_after": [round(x, 2) for x in load_after],
        "machine": f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
    }
    for memory in memories:
        memory.close()
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(f"{len(questions)} questions over {', '.join(f'{c.sample_id} ({len(c.turns)} memories)' for c in conversations)}")
    for n in names:
        f = figures[n]
        print(f"{n:16s} p50 {f['p50_ms']:8.2f} ms  p95 {f['p95_ms']:8.2f} ms  x{f['p50_ratio_to_credo']:5.2f} of credo"
              f"  turn any@10 {f['turn_any@10']:.3f}")
    print(f"fastest peer: {fastest}; credo's p50 is {report['credo_p50_over_fastest_peer']}x its p50, "
          f"credo with the reranker {report['credo_rerank_p50_over_fastest_peer']}x")
    print(f"load average {load_before[0]:.2f} -> {load_after[0]:.2f}; wrote {args.out}")


if __name__ == "__main__":
    main()
