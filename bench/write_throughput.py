"""Write throughput: store (single and batched), remember (rules + embedding), submit latency.

    .venv/bin/python bench/write_throughput.py [--n 400] [--supplied 10000] [--embedders bge-small minilm]
        [--only FIGURE ...] [--json]

Each figure runs on a fresh SQLite file in a temporary directory, once with
each real embedder: bge-small-en-v1.5 (the default) and all-MiniLM-L6-v2 for
comparison; the embedders take turns figure by figure, so load from other
work falls on both alike. Inputs are generated from templates (a seeded RNG),
so every run writes the same texts. Prints the figures and writes
bench/results/write.json (one object of figures per embedder; ``--only``
updates the figures it runs and keeps the rest).

``store_batched_embeddings_supplied`` is ``Memory.store_many`` in batches of
1,000 with ``embeddings=`` computed beforehand (untimed): the write path
without the model, what a caller that embeds elsewhere gets.
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
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import Memory  # noqa: E402
from credo.embed import EMBEDDERS, embed_many, embedder_named  # noqa: E402

CITIES = ["Paris", "Lisbon", "Oslo", "Kyoto", "Denver", "Porto", "Tallinn", "Austin", "Leeds", "Cork"]
COMPANIES = ["Initech", "Globex", "Umbrella", "Hooli", "Acme", "Stark", "Wayne", "Tyrell"]
TOOLS = ["Python", "Rust", "Go", "TypeScript", "Kotlin", "Elixir", "Haskell", "Zig"]
TEMPLATES = [
    "I live in {city} these days.",
    "I work at {company} as a data engineer.",
    "I prefer {tool} for backend work.",
    "My sister just moved to {city} for a job at {company}.",
    "Thanks, that's really helpful!",
    "I'm allergic to peanuts, please remember that.",
    "We decided to use {tool} for the new ingestion service.",
    "What if I were a doctor, how would that change things?",
    "I usually go running in the morning before work near {city}.",
    "I'm considering switching from {tool} to {tool2} next quarter.",
]


def utterances(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        out.append(rng.choice(TEMPLATES).format(city=rng.choice(CITIES), company=rng.choice(COMPANIES),
                                                tool=rng.choice(TOOLS), tool2=rng.choice(TOOLS)))
    return out


def notes(n: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    return [f"Note {i}: {rng.choice(TEMPLATES).format(city=rng.choice(CITIES), company=rng.choice(COMPANIES), tool=rng.choice(TOOLS), tool2=rng.choice(TOOLS))}"
            for i in range(n)]


def fresh(embedder) -> Memory:
    return Memory(Path(tempfile.mkdtemp()) / "bench.db", tenant="bench", embedder=embedder)


def rate(count: int, seconds: float) -> float:
    return round(count / seconds, 1) if seconds else float("inf")


def bench_store_single(embedder, texts) -> dict:
    mem = fresh(embedder)
    start = time.perf_counter()
    for i, text in enumerate(texts):
        mem.store(text, user=f"u{i % 10}")
    elapsed = time.perf_counter() - start
    mem.close()
    return {"memories": len(texts), "seconds": round(elapsed, 2), "per_second": rate(len(texts), elapsed)}


def bench_store_batched(embedder, texts, batch: int) -> dict:
    mem = fresh(embedder)
    start = time.perf_counter()
    for offset in range(0, len(texts), batch):
        mem.store_many(texts[offset: offset + batch], user="u0")
    elapsed = time.perf_counter() - start
    mem.close()
    return {"memories": len(texts), "batch": batch, "seconds": round(elapsed, 2),
            "per_second": rate(len(texts), elapsed)}


def bench_store_supplied(embedder, texts, batch: int) -> dict:
    """``store_many`` with the embeddings supplied (computed beforehand, untimed): the write path alone."""
    vectors = embed_many(embedder, texts)
    mem = fresh(embedder)
    start = time.perf_counter()
    for offset in range(0, len(texts), batch):
        mem.store_many(texts[offset: offset + batch], user="u0", embeddings=vectors[offset: offset + batch])
    elapsed = time.perf_counter() - start
    mem.close()
    return {"memories": len(texts), "batch": batch, "seconds": round(elapsed, 2),
            "per_second": rate(len(texts), elapsed)}


def bench_remember(embedder, inputs) -> dict:
    mem = fresh(embedder)
    stored = 0
    start = time.perf_counter()
    for i, text in enumerate(inputs):
        stored += len(mem.remember(text, user=f"u{i % 10}").stored)
    elapsed = time.perf_counter() - start
    mem.close()
    return {"inputs": len(inputs), "memories_stored": stored, "seconds": round(elapsed, 2),
            "inputs_per_second": rate(len(inputs), elapsed), "memories_per_second": rate(stored, elapsed)}


def bench_remember_batched(embedder, inputs, batch: int) -> dict:
    mem = fresh(embedder)
    stored = 0
    start = time.perf_counter()
    for offset in range(0, len(inputs), batch):
        stored += len(mem.remember(inputs[offset: offset + batch], user="u0").stored)
    elapsed = time.perf_counter() - start
    mem.close()
    return {"inputs": len(inputs), "batch": batch, "memories_stored": stored, "seconds": round(elapsed, 2),
            "inputs_per_second": rate(len(inputs), elapsed), "memories_per_second": rate(stored, elapsed)}


def bench_submit(embedder, inputs) -> dict:
    mem = fresh(embedder)
    latencies = []
    for i, text in enumerate(inputs):
        start = time.perf_counter()
        mem.submit(text, user=f"u{i % 10}")
        latencies.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    done = mem.run_jobs()
    drain = time.perf_counter() - start
    mem.close()
    latencies.sort()
    return {"jobs": len(inputs), "submit_p50_ms": round(statistics.median(latencies), 3),
            "submit_p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))], 3),
            "submit_max_ms": round(latencies[-1], 3), "worker_jobs_per_second": rate(len(done), drain)}


def figures(embedder, texts: list[str], inputs: list[str], n: int, supplied: list[str]) -> dict[str, Callable[[], dict]]:
    """Each figure of one embedder, to run when called."""
    return {
        "store_single": lambda: bench_store_single(embedder, texts),
        "store_batched": lambda: bench_store_batched(embedder, texts, batch=100),
        "store_batched_embeddings_supplied": lambda: bench_store_supplied(embedder, supplied, batch=1000),
        "remember_single": lambda: bench_remember(embedder, inputs),
        "remember_batched": lambda: bench_remember_batched(embedder, inputs, batch=20),
        "submit": lambda: bench_submit(embedder, inputs[: min(n, 200)]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=400, help="writes per figure")
    parser.add_argument("--embedders", nargs="+", choices=list(EMBEDDERS), default=["bge-small", "minilm"])
    parser.add_argument("--supplied", type=int, default=10_000,
                        help="memories stored with their embeddings supplied (store_batched_embeddings_supplied)")
    parser.add_argument("--only", nargs="+", help="run only these figures (e.g. store_batched_embeddings_supplied)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    texts, inputs, supplied = notes(args.n), utterances(args.n), notes(args.supplied, seed=13)
    runs = {}
    for short in args.embedders:
        embedder = embedder_named(short)
        embedder.embed_batch(["warm up"])
        chosen = figures(embedder, texts, inputs, args.n, supplied)
        runs[embedder.name] = {k: v for k, v in chosen.items() if not args.only or k in args.only}
    load_before = os.getloadavg()
    by_model: dict[str, dict] = {name: {} for name in runs}
    for figure in next(iter(runs.values())):
        for name, run in runs.items():
            by_model[name][figure] = run[figure]()
    results = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                    "load_average_before": [round(x, 2) for x in load_before],
                    "load_average_after": [round(x, 2) for x in os.getloadavg()]},
        "embedders": by_model,
    }
    out = ROOT / "bench" / "results" / "write.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    if args.only and out.exists():  # a partial run updates its figures and keeps the others
        kept = json.loads(out.read_text())
        for name, measured in by_model.items():
            kept["embedders"].setdefault(name, {}).update(measured)
        results["embedders"] = kept["embedders"]
    out.write_text(json.dumps(results, indent=2) + "\n")
    if args.json:
        print(json.dumps(results))
        return
    for model, measured in by_model.items():
        print(model)
        for name, values in measured.items():
            print(f"  {name:18s} " + "  ".join(f"{k}={v}" for k, v in values.items()))
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
