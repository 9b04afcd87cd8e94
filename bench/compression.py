"""Embedding compression by retention tier: bytes per vector, recall@10 against float32, latency.

    .venv/bin/python bench/compression.py [--size 100000] [--million] [--queries 200]
        [--seed 0] [--out bench/results/compression.json]

*Vectors.* ``--size`` random-but-clustered 384-d unit vectors (``--million``
sets 1,000,000): 1,000 Gaussian centres, each vector a centre plus Gaussian
noise of 0.7 times the centre's scale per component, normalised, so a query's
ten nearest neighbours sit in a crowd of near ties, as sentence embeddings of
one user's notes do. Each query is a random stored vector nudged by noise of
0.05 per component and normalised.

*Measures.* For each tier (``credo.quantize``: active float32, warm int8, cold
int4, archive 2-bit) every vector is encoded at that tier, and for a mixed
store a random 10% are active, 30% warm, 40% cold and 20% archive (the split
is random, so no tier holds whole clusters). ``recall_at_10`` is the share of
exact float32 search's ten best that ``credo.quantize.search`` returns in its
ten. ``latency_ms`` is one query scored against the whole store and its top
ten chosen (a full scan in numpy on one process, no index), median and p95
over the queries after one warm-up query. ``bytes_per_vector`` includes the
per-vector scale and offset; ``cosine_fidelity`` is the mean cosine between a
vector and its decoded form (engram's table reports the same measure).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

import numpy as np

from credo.quantize import TIERS, Encoded, bytes_per_vector, decode, encode, search

DIM = 384
CLUSTERS = 1_000
MIX = {"active": 0.10, "warm": 0.30, "cold": 0.40, "archive": 0.20}


def unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def make_vectors(size: int, queries: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Clustered unit vectors, built in slices so a million fit in memory."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((CLUSTERS, DIM)).astype(np.float32)
    vectors = np.empty((size, DIM), np.float32)
    for start in range(0, size, 100_000):
        n = min(100_000, size - start)
        noise = rng.standard_normal((n, DIM), dtype=np.float32)
        vectors[start : start + n] = unit(centres[rng.integers(0, CLUSTERS, n)] + 0.7 * noise)
    picks = vectors[rng.integers(0, size, queries)]
    return vectors, unit(picks + 0.05 * rng.standard_normal((queries, DIM), dtype=np.float32))


def exact_top10(vectors: np.ndarray, queries: np.ndarray) -> list[set[int]]:
    truth = []
    for q in queries:
        s = vectors @ q
        truth.append(set(np.argpartition(-s, 10)[:10].tolist()))
    return truth


def measure(blocks: list[Encoded], ids: list[np.ndarray], queries: np.ndarray, truth: list[set[int]]) -> dict:
    search(queries[0], blocks, k=10)  # warm-up
    times, hits = [], []
    for q, expected in zip(queries, truth):
        start = time.perf_counter()
        found = search(q, blocks, k=10)
        times.append(time.perf_counter() - start)
        hits.append(len({int(ids[b][r]) for b, r, _ in found} & expected) / 10)
    ms = np.array(times) * 1000
    stored = sum(b.nbytes for b in blocks)
    count = sum(len(b) for b in blocks)
    return {
        "bytes_per_vector": round(stored / count, 2),
        "compression": round(4 * DIM * count / stored, 2),
        "store_mb": round(stored / 2**20, 1),
        "recall_at_10": round(float(np.mean(hits)), 4),
        "latency_ms": {"p50": round(float(np.median(ms)), 2), "p95": round(float(np.percentile(ms, 95)), 2)},
    }


def fidelity(vectors: np.ndarray, block: Encoded) -> float:
    sample = slice(0, min(len(vectors), 20_000))
    decoded = decode(Encoded(block.tier, block.dim, block.codes[sample], block.scale[sample], block.offset[sample]))
    cosine = np.sum(decoded * vectors[sample], axis=1) / np.linalg.norm(decoded, axis=1)
    return round(float(cosine.mean()), 5)


def run(size: int, queries: int, seed: int) -> dict:
    vectors, qs = make_vectors(size, queries, seed)
    truth = exact_top10(vectors, qs)
    everything = np.arange(size)
    tiers = {}
    for tier in TIERS:
        start = time.perf_counter()
        block = encode(vectors, tier)
        encode_s = time.perf_counter() - start
        tiers[tier] = measure([block], [everything], qs, truth)
        tiers[tier] |= {"cosine_fidelity": fidelity(vectors, block), "encode_s": round(encode_s, 2)}
        assert tiers[tier]["bytes_per_vector"] == bytes_per_vector(tier, DIM)
        del block
    order = np.random.default_rng(seed + 1).permutation(size)
    cuts = np.cumsum([0] + [round(share * size) for share in MIX.values()])
    cuts[-1] = size
    ids = [np.sort(order[a:b]) for a, b in zip(cuts, cuts[1:])]
    blocks = [encode(vectors[i], tier) for tier, i in zip(MIX, ids)]
    mixed = measure(blocks, ids, qs, truth) | {"shares": MIX}
    return {"vectors": size, "dim": DIM, "queries": queries, "tiers": tiers, "mixed": mixed}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--million", action="store_true", help="also run at 1,000,000 vectors")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "compression.json")
    args = parser.parse_args(argv)
    sizes = [args.size] + ([1_000_000] if args.million else [])
    report = {
        "command": " ".join(["bench/compression.py", *(argv if argv is not None else sys.argv[1:])]),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "numpy": np.__version__},
        "runs": [run(size, args.queries, args.seed) for size in sizes],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
