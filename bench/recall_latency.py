"""Recall latency at 10k and 100k memories of one user: the old default, the new one, and reranking.

    .venv/bin/python bench/recall_latency.py [--sizes 10000 100000] [--queries 200]
        [--rerank-queries 30] [--depths 10 20 30 50] [--serial] [--cache DIR] [--profile] [--json]
        [--out FILE]

Configurations, each timed on the same notes:

- ``baseline``: all-MiniLM-L6-v2 with ``RecallWeights.knowlyr()`` and no
  reranker, what credo shipped before issue 12;
- ``default``: bge-small-en-v1.5 with ``RecallWeights()`` and no reranker;
- ``rerank_<d>``: the default with the cross-encoder rescoring the best ``d``
  candidates (``--depths``), timed on the first ``--rerank-queries`` questions;
- ``rerank_<d>_serial`` (``--serial``): the same, with the pairs run the way
  credo ran them before they ran side by side: one after another, each on
  onnxruntime's default thread pool (``CrossEncoderReranker(threads=None,
  workers=1)``; the same scores, bit for bit).

*The stores.* One user's generated first-person notes ("My sister called
about the rent increase on Monday (note 17)"), written in sessions of 50
(``source_session``), so that ``neighbour`` and ``session`` read real
sessions as they would in a store fed by conversations. The notes of the
largest size are embedded once per model and cached under
``bench/results/cache/`` (gitignored; the file name carries the model and a
digest of the texts; ``--cache`` names another folder); a smaller size
stores a prefix of them. Each size is filled once with ``Memory.store_many``
(batches of 1,000) holding MiniLM vectors, then copied and every vector
replaced with bge's (``Store.update(..., vector=)``), so the two stores hold the same
rows. Fill time excludes embedding.

*Latency.* Every recall asks for 10 memories and records access, as a
caller's recall does. After a warm-up pass (every question for ``baseline``
and ``default``, three for the reranked ones, which find the pages warm and
only load the cross-encoder), each question is timed with the query
embedding *included* (the model embeds it, bge with its query instruction)
and *excluded*: the same recall through an embedder that serves the query's
vector, computed beforehand with the same model, so everything else runs
(retrieval, filters, session reads, scoring, the cross-encoder, access
tracking). Modes and configurations alternate question by question, so load
from other work falls on all of them alike. ``--profile`` also prints, for
the largest size, where ``baseline`` and ``default`` spend their time
(cProfile, query embedding excluded).

*Memory.* ``peak_rss_growth_mb`` is this process's growth while it holds
both stores and every model; ``serving_peak_rss_mb`` is what serving one
store costs: a fresh process opens the bge store with ``Memory`` (the
default embedder; ``default`` without the cross-encoder, ``rerank_20`` with
it, as ``credo serve`` runs by default) and answers the questions through
``Memory.recall`` (``--rerank-queries`` of them for ``rerank_20``); its
peak resident set (``VmHWM``) is reported.

Until ``Memory`` takes a reranker, the configurations call
:func:`credo.recall.recall` directly with the scope and filter that
``Memory.recall`` would build. Writes bench/results/recall_latency.json (``--out`` names another file).
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import io
import json
import math
import os
import pstats
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import Memory, RecallWeights  # noqa: E402
from credo.embed import BgeSmallEmbedder, Embedder, MiniLMEmbedder, embed_many, embed_query  # noqa: E402
from credo.models import scope  # noqa: E402
from credo.recall import recall  # noqa: E402
from credo.rerank import CrossEncoderReranker, Reranker  # noqa: E402
from credo.store.base import RecallFilter  # noqa: E402

SESSION = 50  # notes per source_session
BATCH = 1000  # notes per store_many call
LIMIT = 10
TENANT, USER = "bench", "u1"
CACHE = ROOT / "bench" / "results" / "cache"
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


class Precomputed:
    """An embedder that serves vectors computed beforehand with ``model``: its name and size, no model run.

    Filling a store through it skips embedding; recalling through it times
    everything but the query embedding.
    """

    def __init__(self, model: Embedder, texts: dict[str, np.ndarray], queries: dict[str, np.ndarray]) -> None:
        self.name, self.dim = model.name, model.dim
        self._texts, self._queries = texts, queries

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self._texts[t] for t in texts])

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self._queries[t] for t in texts])


@dataclass(frozen=True)
class Config:
    """One way of recalling: an embedder, weights, and an optional reranker at a depth."""

    name: str
    model: str  # key of the store (and embedder) it reads
    weights: RecallWeights
    depth: int = 0  # 0: no reranker
    serial: bool = False  # the pairs one after another on onnxruntime's pool (credo before side-by-side pairs)

    def describe(self, embedders: dict[str, Embedder]) -> dict:
        return {"embedder": embedders[self.model].name,
                "weights": "RecallWeights.knowlyr()" if self.weights == RecallWeights.knowlyr() else "RecallWeights()",
                "reranker": CrossEncoderReranker.name if self.depth else None, "rerank_depth": self.depth or None,
                **({"pairs": "one after another, onnxruntime's default thread pool"} if self.serial else {})}


def configs(depths: Sequence[int], serial: bool = False) -> tuple[list[Config], list[Config]]:
    """The configurations timed on every question, and the reranked ones timed on fewer."""
    plain = [Config("baseline", "minilm", RecallWeights.knowlyr()), Config("default", "bge", RecallWeights())]
    return plain, [c for d in depths for c in [Config(f"rerank_{d}", "bge", RecallWeights(), d)]
                   + ([Config(f"rerank_{d}_serial", "bge", RecallWeights(), d, serial=True)] if serial else [])]


def text_vectors(model: Embedder, texts: list[str], cache: Path = CACHE) -> np.ndarray:
    """``texts`` embedded by ``model``, from the cache when it has them."""
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:12]
    path = cache / f"{model.name}-{len(texts)}-{digest}.npy"
    if path.exists():
        return np.load(path)
    start = time.perf_counter()
    vectors = np.concatenate([embed_many(model, texts[i: i + 5000]) for i in range(0, len(texts), 5000)])
    print(f"embedded {len(texts)} notes with {model.name} in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    cache.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


def fill(path: Path, texts: list[str], embedder: Embedder) -> tuple[list[str], float]:
    """A store of ``texts`` in sessions of ``SESSION``; the ids in order and the seconds it took."""
    mem = Memory(path, tenant=TENANT, embedder=embedder, seed=1)
    start, ids = time.perf_counter(), []
    for offset in range(0, len(texts), BATCH):
        done = mem.store_many([{"text": t, "source_session": f"session-{(offset + i) // SESSION}"}
                               for i, t in enumerate(texts[offset: offset + BATCH])], user=USER, kind="episode")
        ids += [r.memory.id for r in done]
    seconds = time.perf_counter() - start
    mem.close()
    return ids, seconds


def copy_with_vectors(source: Path, target: Path, ids: list[str], vectors: np.ndarray, embedder: Embedder) -> None:
    """``source`` copied to ``target`` with every memory's vector replaced by ``embedder``'s."""
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)
    mem = Memory(target, tenant=TENANT, embedder=embedder)
    with mem.backend.transaction():
        for memory_id, vector in zip(ids, vectors):
            mem.backend.update(TENANT, memory_id, {}, vector=vector, model=embedder.name)
    mem.close()


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank percentile: the smallest value at least ``q`` of the values are at or below."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def summary(values: list[float]) -> dict:
    return {"p50": round(statistics.median(values), 2), "p95": round(percentile(values, 0.95), 2)}


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


class Bench:
    """The stores of one size, open, and a way to recall from them under each configuration."""

    def __init__(self, stores: dict[str, Path], embedders: dict[str, Embedder],
                 precomputed: dict[str, Precomputed], reranker: Reranker,
                 serial_reranker: Reranker | None = None) -> None:
        self.memories = {key: Memory(path, tenant=TENANT, embedder=embedders[key], seed=1)
                         for key, path in stores.items()}
        self.embedders, self.precomputed, self.reranker = embedders, precomputed, reranker
        self.serial_reranker = serial_reranker

    def recall(self, config: Config, question: str, *, embedding: bool, record_access: bool = True) -> float:
        """One recall as ``Memory.recall`` makes it; its latency in milliseconds."""
        mem = self.memories[config.model]
        embedder = self.embedders[config.model] if embedding else self.precomputed[config.model]
        start = time.perf_counter()
        recall(mem.backend, embedder, scope(TENANT, USER), question, RecallFilter(now=mem.clock()), limit=LIMIT,
               weights=config.weights, record_access=record_access, rng=mem.rng, decay=mem.decay,
               reranker=(self.serial_reranker if config.serial else self.reranker) if config.depth else None,
               rerank_depth=config.depth)
        return (time.perf_counter() - start) * 1000

    def time(self, chosen: list[Config], asked: list[str], warm: int) -> dict[str, dict]:
        """Each configuration's latency with the query embedding included and excluded, after a warm-up pass
        over the first ``warm`` questions."""
        for question in asked[:warm]:  # page cache, vector matrices and models warm, so no configuration pays
            for config in chosen:
                self.recall(config, question, embedding=False, record_access=False)
        times = {c.name: {"with": [], "without": []} for c in chosen}
        for question in asked:
            for config in chosen:
                times[config.name]["with"].append(self.recall(config, question, embedding=True))
                times[config.name]["without"].append(self.recall(config, question, embedding=False))
        return {name: {"queries": len(asked), "with_query_embedding_ms": summary(t["with"]),
                       "without_query_embedding_ms": summary(t["without"])} for name, t in times.items()}

    def profile(self, config: Config, asked: list[str], top: int = 18) -> str:
        """Where ``config`` spends its time over ``asked`` (query embedding excluded), by cumulative time."""
        profiler = cProfile.Profile()
        profiler.enable()
        for question in asked:
            self.recall(config, question, embedding=False, record_access=False)
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(top)
        return out.getvalue()

    def close(self) -> None:
        for mem in self.memories.values():
            mem.close()


#: Run in a fresh process: open a store as a server would (the default embedder, with or without the
#: cross-encoder), serve every question, and report the process's peak resident memory (VmHWM).
SERVE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from credo import Memory
path, tenant, user, rerank, asked = sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5] == "rerank", json.loads(sys.argv[6])
kwargs = {} if rerank else {"reranker": None}
with Memory(path, tenant=tenant, seed=1, **kwargs) as mem:
    for question in asked:
        mem.recall(question, user=user, limit=10)
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
kb = lambda key: int(status[key].split()[0])
print(json.dumps({"recalls": len(asked), "peak_rss_mb": round(kb("VmHWM") / 1024, 1),
                  "rss_mb": round(kb("VmRSS") / 1024, 1)}))
"""


def serving_rss(store: Path, asked: list[str], *, rerank: bool) -> dict:
    """Peak RSS of a fresh process that opens ``store`` (a copy: recalls record access) and serves ``asked``
    through ``Memory.recall``, query embedding (and, with ``rerank``, the cross-encoder) included."""
    copy = store.with_name(f"serve-{store.name}")
    with sqlite3.connect(store) as src, sqlite3.connect(copy) as dst:
        src.backup(dst)
    done = subprocess.run([sys.executable, "-c", SERVE, str(ROOT / "src"), str(copy), TENANT, USER,
                           "rerank" if rerank else "plain", json.dumps(asked)],
                          capture_output=True, text=True, check=True)
    copy.unlink()
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(size: int, folder: Path, texts: list[str], vectors: dict[str, np.ndarray], embedders: dict[str, Embedder],
        asked: list[str], query_vectors: dict[str, dict[str, np.ndarray]], reranker: Reranker,
        rerank_queries: int, depths: Sequence[int], profile: bool,
        serial_reranker: Reranker | None = None) -> tuple[dict, dict[str, str]]:
    """One size: fill its stores in ``folder``, time every configuration; the row and any profiles."""
    rss_before = rss_mb()
    precomputed = {key: Precomputed(embedders[key], dict(zip(texts[:size], vectors[key][:size])),
                                    query_vectors[key]) for key in embedders}
    stores = {key: folder / f"{key}.db" for key in embedders}
    ids, fill_seconds = fill(stores["minilm"], texts[:size], precomputed["minilm"])
    copy_with_vectors(stores["minilm"], stores["bge"], ids, vectors["bge"][:size], precomputed["bge"])
    bench = Bench(stores, embedders, precomputed, reranker, serial_reranker)
    plain, reranked = configs(depths, serial_reranker is not None)
    latency = bench.time(plain, asked, warm=len(asked))
    latency.update(bench.time(reranked, asked[:rerank_queries], warm=3))  # the pages are warm already
    profiles = {c.name: bench.profile(c, asked[:50]) for c in plain} if profile else {}
    bench.close()
    serving = {"default": serving_rss(stores["bge"], asked, rerank=False),
               "rerank_20": serving_rss(stores["bge"], asked[:rerank_queries], rerank=True)}
    return {
        "memories": size,
        "sessions": (size + SESSION - 1) // SESSION,
        "fill_seconds_without_embedding": round(fill_seconds, 1),
        "latency": latency,
        "vector_matrix_mb": round(size * embedders["bge"].dim * 4 / 1e6, 1),
        "database_mb": round(stores["bge"].stat().st_size / 1e6, 1),
        "peak_rss_growth_mb": round(rss_mb() - rss_before, 1),
        "serving_peak_rss_mb": serving,
    }, profiles


def query_embedding_ms(embedder: Embedder, asked: list[str]) -> dict:
    """What embedding one query costs on its own."""
    times = []
    for question in asked:
        start = time.perf_counter()
        embed_query(embedder, question)
        times.append((time.perf_counter() - start) * 1000)
    return summary(times)


def verdict(run_: dict) -> dict:
    """Whether the default (no reranker) is no slower than the baseline, at each percentile and mode."""
    base, new = run_["latency"]["baseline"], run_["latency"]["default"]
    return {f"{mode}.{p}": {"baseline": base[mode][p], "default": new[mode][p], "ok": new[mode][p] <= base[mode][p]}
            for mode in ("with_query_embedding_ms", "without_query_embedding_ms") for p in ("p50", "p95")}


def table(results: dict) -> str:
    lines = ["| memories | configuration | queries | p50 / p95 ms, query embedding included | excluded |",
             "| --- | --- | --- | --- | --- |"]
    for row in results["runs"]:
        for name, figures in row["latency"].items():
            inc, exc = figures["with_query_embedding_ms"], figures["without_query_embedding_ms"]
            lines.append(f"| {row['memories']:,} | {name} | {figures['queries']} | {inc['p50']} / {inc['p95']} "
                         f"| {exc['p50']} / {exc['p95']} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--rerank-queries", type=int, default=30)
    parser.add_argument("--depths", type=int, nargs="+", default=[10, 20, 30, 50])
    parser.add_argument("--cache", type=Path, default=CACHE, help="folder of cached note vectors")
    parser.add_argument("--profile", action="store_true", help="print where baseline and default spend time")
    parser.add_argument("--serial", action="store_true",
                        help="also time each depth with the pairs one after another (rerank_<d>_serial)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "recall_latency.json")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    load_before = os.getloadavg()
    embedders: dict[str, Embedder] = {"minilm": MiniLMEmbedder(), "bge": BgeSmallEmbedder()}
    texts = notes(max(args.sizes), seed=1)
    asked = questions(args.queries, seed=5)
    vectors = {key: text_vectors(model, texts, args.cache) for key, model in embedders.items()}
    query_vectors = {key: {q: embed_query(model, q) for q in asked} for key, model in embedders.items()}
    reranker = CrossEncoderReranker()
    serial = CrossEncoderReranker(threads=None, workers=1) if args.serial else None
    runs, profiles = [], {}
    for size in sorted(args.sizes):
        with tempfile.TemporaryDirectory(prefix=f"credo-latency-{size}-") as folder:
            row, profiles[size] = run(size, Path(folder), texts, vectors, embedders, asked, query_vectors, reranker,
                                      args.rerank_queries, args.depths, args.profile, serial)
        runs.append(row)
    plain, reranked = configs(args.depths, args.serial)
    results = {
        "machine": {"cpus": os.cpu_count(), "load_average_before": [round(x, 2) for x in load_before],
                    "load_average_after": [round(x, 2) for x in os.getloadavg()]},
        "note_vectors": "bench/results/cache" if args.cache == CACHE else str(args.cache),
        "configurations": {c.name: c.describe(embedders) for c in plain + reranked},
        "query_embedding_alone_ms": {embedders[k].name: query_embedding_ms(e, asked) for k, e in embedders.items()},
        "runs": runs,
        "default_vs_baseline": {str(row["memories"]): verdict(row) for row in runs},
    }
    out = args.out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n")
    if args.json:
        print(json.dumps(results))
        return
    print(table(results))
    for size, checks in results["default_vs_baseline"].items():
        print(f"{int(size):,}: default no slower than baseline: "
              + ", ".join(f"{k} {'yes' if v['ok'] else 'NO'}" for k, v in checks.items()))
    for size in sorted(profiles)[-1:]:
        for name, text in profiles[size].items():
            print(f"\n== profile: {name} at {size:,} memories (query embedding excluded)\n{text}")
    print(f"written to {out}")


if __name__ == "__main__":
    main()
