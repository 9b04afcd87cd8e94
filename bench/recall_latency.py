"""Recall latency at 10k and 100k memories of one user, and the memory it takes.

    .venv/bin/python bench/recall_latency.py [--sizes 10000 100000] [--queries 200] [--json]

For each size, a fresh SQLite store is filled (in batches, with the real
MiniLM embedder) with generated first-person notes about one user, then
``--queries`` different questions are recalled (limit 10). Latency is reported
with the query embedding included (what a caller sees) and excluded (the
query vector computed beforehand: retrieval, filtering, scoring and access
tracking only), after a warm-up pass, the modes alternating per question.
The notes come in sessions of 50 (``source_session``), and a third mode times
``RecallWeights.conversations()`` (embedding excluded), which also reads every
candidate session's memories and ranks them as session documents. Memory is
the process's peak RSS growth over the run and the size of the store's vector
matrix. Writes bench/results/recall_latency.json.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import Memory, MiniLMEmbedder, RecallWeights  # noqa: E402
from credo.embed import embed_one  # noqa: E402

SESSION = 50  # notes per source_session
SUBJECTS = ["my sister", "my manager", "the landlord", "our team", "the dentist", "my neighbour", "the bank",
            "my coach", "the school", "my partner", "the plumber", "our client"]
EVENTS = ["called about", "emailed me about", "reminded me of", "asked about", "complained about",
          "sent a note about", "rescheduled", "confirmed", "cancelled", "approved"]
THINGS = ["the quarterly report", "the rent increase", "a knee appointment", "the Lisbon trip",
          "the new laptop", "the tax return", "the garden fence", "the piano lessons", "the car insurance",
          "the birthday dinner", "the server migration", "the marathon training plan", "the kitchen repair",
          "the visa paperwork", "the offsite agenda", "the wedding invitations"]
WHEN = ["on Monday", "yesterday", "last week", "this morning", "on the 3rd", "before lunch", "after the standup",
        "over the weekend", "in March", "at 5pm"]


def notes(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [f"{rng.choice(SUBJECTS).capitalize()} {rng.choice(EVENTS)} {rng.choice(THINGS)} {rng.choice(WHEN)} "
            f"(note {i})" for i in range(n)]


def questions(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [f"What did {rng.choice(SUBJECTS)} say about {rng.choice(THINGS)}?" for _ in range(n)]


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1)))]


def run(size: int, n_queries: int, embedder: MiniLMEmbedder) -> dict:
    rss_before = rss_mb()
    mem = Memory(Path(tempfile.mkdtemp()) / f"latency-{size}.db", tenant="bench", embedder=embedder, seed=1)
    start = time.perf_counter()
    texts = notes(size, seed=size)
    for offset in range(0, size, 1000):
        mem.store_many([{"text": t, "source_session": f"session-{(offset + i) // SESSION}"}
                        for i, t in enumerate(texts[offset: offset + 1000])], user="u1", kind="episode")
    fill_seconds = time.perf_counter() - start
    asked = questions(n_queries, seed=5)
    vectors = {q: embed_one(embedder, q) for q in asked}
    for question in asked:  # warm-up pass: page cache and vector matrix, so neither mode pays for it
        mem.recall(question, user="u1", record_access=False)

    with_embedding, without_embedding, conversations = [], [], []
    for question in asked:  # the modes alternate, question by question, on the same warm store
        t0 = time.perf_counter()
        mem.recall(question, user="u1")
        with_embedding.append((time.perf_counter() - t0) * 1000)
        with mock.patch("credo.recall.embed_one", lambda _e, text: vectors[text]):
            t0 = time.perf_counter()
            mem.recall(question, user="u1")
            without_embedding.append((time.perf_counter() - t0) * 1000)
            mem.weights = RecallWeights.conversations()
            t0 = time.perf_counter()
            mem.recall(question, user="u1")
            conversations.append((time.perf_counter() - t0) * 1000)
            mem.weights = RecallWeights()
    db_mb = sum(p.stat().st_size for p in Path(mem.backend.path).parent.glob("*")) / 1e6
    mem.close()
    return {
        "memories": size,
        "queries": n_queries,
        "fill_seconds": round(fill_seconds, 1),
        "p50_ms_with_query_embedding": round(statistics.median(with_embedding), 2),
        "p95_ms_with_query_embedding": round(percentile(with_embedding, 0.95), 2),
        "p50_ms_without_query_embedding": round(statistics.median(without_embedding), 2),
        "p95_ms_without_query_embedding": round(percentile(without_embedding, 0.95), 2),
        "p50_ms_conversations_preset_without_query_embedding": round(statistics.median(conversations), 2),
        "p95_ms_conversations_preset_without_query_embedding": round(percentile(conversations, 0.95), 2),
        "vector_matrix_mb": round(size * embedder.dim * 4 / 1e6, 1),
        "peak_rss_growth_mb": round(rss_mb() - rss_before, 1),
        "database_mb": round(db_mb, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    embedder = MiniLMEmbedder()
    embedder.embed_batch(["warm up"])
    results = {"machine": {"cpus": os.cpu_count()}, "runs": [run(size, args.queries, embedder) for size in args.sizes]}
    out = ROOT / "bench" / "results" / "recall_latency.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n")
    if args.json:
        print(json.dumps(results))
        return
    for row in results["runs"]:
        print("  ".join(f"{k}={v}" for k, v in row.items()))
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
