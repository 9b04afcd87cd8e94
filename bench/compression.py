"""Embedding compression by retention tier: bytes per vector, recall@10 against float32, latency, a whole store.

    .venv/bin/python bench/compression.py [--size 100000] [--million] [--queries 200]
        [--seed 0] [--store-size 100000] [--pg-store-size 0] [--no-real] [--locomo PATH] [--note TEXT]
        [--out bench/results/compression.json]
    .venv/bin/python bench/compression.py --size 1000000 --store-size 0 --no-real \
        --out bench/results/compression_1m.json

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

*Mixes.* ``mixed`` is the split above, an assumption; ``mixed_one_year`` is the
split the default decay curve (``exp(-0.02 days)``, no re-access) and the tier
cut-offs (:data:`credo.quantize.TIER_FLOORS`) give a store written evenly over
a year: 3% active, 9% warm, 13% cold, 74% archive.

*Real vectors* (``real``; skipped by ``--no-real`` or without the file): the
5,882 turns of LoCoMo's ten conversations embedded by credo's bge-small (int8
ONNX), and its questions embedded as queries; each question searches its own
conversation. ``recall_at_10`` is against float32 search as above;
``evidence_at_10`` is the share of questions with a cited turn in the ten found
(the task's own measure, which a lossy code could lose even where the overlap
with float32 stays high).

*Store* (``store``; ``--store-size``, 0 skips): that many memories with
clustered vectors in a real SQLite store (``SQLiteStore``), every vector float32,
then the ``compress`` job run over stored decay scores drawn in the
``mixed_one_year`` shares. ``file_bytes`` is the database file after VACUUM,
``vector_bytes`` the stored vector blobs; ``search_ms`` is
``SQLiteStore.search_vector`` (scope and belief filters included, the
in-process blocks warm), ``recall_at_10`` its overlap with exact float32
search, and ``compress`` the job's time (dry run and real). ``store_postgres``
(``--pg-store-size``) is the same on an embedded PostgreSQL 18 + pgvector as the
app role: ``file_bytes`` is ``memory_vectors`` with its HNSW index and TOAST after
``VACUUM FULL`` (and ``ANALYZE``, as autovacuum would have run by then: on a table
fresh from a bulk load, without statistics, the planner joins the coded rows to
``memories`` by a nested loop over the scope index, ~1 s at 2,000 rows),
``vector_bytes`` the stored pgvector values and codes.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import sqlite3
import sys
import tempfile
import time
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

from credo.manage.compress import compress
from credo.decay import access_protected_decay
from credo.models import MemoryUnit, Scope
from credo.quantize import PRECISION_TIERS, Encoded, bytes_per_vector, concat, decode, encode, search, tier_for
from credo.store.base import RecallFilter
from credo.store.sqlite import SQLiteStore

DIM = 384
CLUSTERS = 1_000
MIX = {"active": 0.10, "warm": 0.30, "cold": 0.40, "archive": 0.20}
ROOT = Path(__file__).resolve().parent.parent
LOCOMO = ROOT.parent / "shared" / "data" / "locomo10.json"
T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
#: A stored decay score inside each tier, for the store run.
SCORE_IN = {"active": 0.9, "warm": 0.6, "cold": 0.3, "archive": 0.05}


def one_year_mix(days: int = 365) -> dict[str, float]:
    """The tier shares of a store written evenly over ``days`` days, none re-accessed, under the default curve."""
    ages = (np.arange(days * 24) + 0.5) / 24
    found = [tier_for(access_protected_decay(days=float(d), accesses=0)) for d in ages]
    return {tier: round(found.count(tier) / len(found), 4) for tier in PRECISION_TIERS}


def encode_in_slices(vectors: np.ndarray, tier: str, rows: int = 100_000) -> Encoded:
    """``encode`` a slice at a time, so a million vectors need no more than a slice of scratch."""
    return concat([encode(vectors[start: start + rows], tier) for start in range(0, len(vectors), rows)])


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
    for tier in PRECISION_TIERS:
        start = time.perf_counter()
        block = encode_in_slices(vectors, tier)
        encode_s = time.perf_counter() - start
        tiers[tier] = measure([block], [everything], qs, truth)
        tiers[tier] |= {"cosine_fidelity": fidelity(vectors, block), "encode_s": round(encode_s, 2)}
        assert tiers[tier]["bytes_per_vector"] == bytes_per_vector(tier, DIM)
        del block
    mixes = {}
    for name, shares in (("mixed", MIX), ("mixed_one_year", one_year_mix())):
        ids = split(size, shares, seed)
        blocks = [encode_in_slices(vectors[i], tier) for tier, i in zip(shares, ids)]
        mixes[name] = measure(blocks, ids, qs, truth) | {"shares": shares}
        del blocks
    return {"vectors": size, "dim": DIM, "queries": queries, "tiers": tiers, **mixes}


def split(size: int, shares: dict[str, float], seed: int) -> list[np.ndarray]:
    """Row indices for each tier, drawn at random in the given shares (sorted within each tier)."""
    order = np.random.default_rng(seed + 1).permutation(size)
    cuts = np.cumsum([0] + [round(share * size) for share in shares.values()])
    cuts[-1] = size
    return [np.sort(order[a:b]) for a, b in zip(cuts, cuts[1:])]


def real(path: Path, seed: int) -> dict:
    """Per tier and mixed, on LoCoMo turns and questions embedded by bge-small: overlap with float32, evidence hits."""
    from locomo import load  # bench/locomo.py: the same turns and questions as the retrieval benchmark

    from credo.embed import BgeSmallEmbedder, embed_many, normalise

    model = BgeSmallEmbedder()
    conversations = load(path)
    start = time.perf_counter()
    turns = [embed_many(model, [t.text for t in c.turns]) for c in conversations]
    asked = [normalise(np.asarray(model.embed_queries([q.text for q in c.questions]))) for c in conversations]
    embed_s = time.perf_counter() - start
    plans = {tier: {tier: 1.0} for tier in PRECISION_TIERS} | {"mixed": MIX, "mixed_one_year": one_year_mix()}
    report: dict = {"model": model.name, "turns": sum(len(t) for t in turns),
                    "questions": sum(len(q) for q in asked), "embed_s": round(embed_s, 1)}
    for name, shares in plans.items():
        overlap, evidence = [], []
        for conv, vectors, queries in zip(conversations, turns, asked):
            ids = split(len(vectors), shares, seed)
            blocks = [encode(vectors[i], tier) for tier, i in zip(shares, ids) if len(i)]
            owners = [i for i in ids if len(i)]
            for question, q in zip(conv.questions, queries.astype(np.float32)):
                exact = set(np.argsort(-(vectors @ q), kind="stable")[:10].tolist())
                found = {int(owners[b][r]) for b, r, _ in search(q, blocks, k=10)}
                overlap.append(len(found & exact) / 10)
                cited = {i for i, t in enumerate(conv.turns) if t.dia_id in question.evidence}
                evidence.append(bool(found & cited))
        report[name] = {"recall_at_10": round(float(np.mean(overlap)), 4),
                        "evidence_at_10": round(float(np.mean(evidence)), 4)}
    return report


class _NoEmbedder:
    """The store run moves vectors down only: nothing is embedded."""

    name, dim = "bench-384", DIM

    def embed_batch(self, texts: list[str]) -> np.ndarray:
        raise AssertionError("the store run never promotes")


def store_run(size: int, queries: int, seed: int, backend: str = "sqlite") -> dict:
    """A real store of ``size`` memories: bytes on disk, search latency and recall, all float32 vs tiered."""
    vectors, qs = make_vectors(size, queries, seed)
    truth = exact_top10(vectors, qs)
    shares = one_year_mix()
    score = np.empty(size)
    for tier, ids in zip(shares, split(size, shares, seed)):
        score[ids] = SCORE_IN[tier]
    with (_sqlite if backend == "sqlite" else _postgres)() as (store, packed_bytes):
        start = time.perf_counter()
        for first in range(0, size, 2_000):
            rows = range(first, min(size, first + 2_000))
            store.insert([MemoryUnit(id=f"m{i:07d}", tenant="bench", user="ann", text=f"note {i}", created_at=T0,
                                     valid_from=T0, decay_score=float(score[i]), embedding_model=_NoEmbedder.name,
                                     embedding_dim=DIM) for i in rows], [vectors[i] for i in rows])
        report = {"backend": backend, "memories": size, "shares": shares,
                  "insert_s": round(time.perf_counter() - start, 1),
                  "float32": _store_figures(store, packed_bytes, qs, truth)}
        now = T0 + timedelta(days=1)
        start = time.perf_counter()
        dry = compress(store, _NoEmbedder(), "bench", now, dry_run=True)
        dry_s = time.perf_counter() - start
        start = time.perf_counter()
        done = compress(store, _NoEmbedder(), "bench", now)
        report["compress"] = {"moves": done["moves"], "bytes": done["bytes"], "dry_run_s": round(dry_s, 2),
                              "run_s": round(time.perf_counter() - start, 2),
                              "dry_run_agrees": dry["moves"] == done["moves"]}
        report["tiered"] = _store_figures(store, packed_bytes, qs, truth)
    report["file_ratio"] = round(report["float32"]["file_bytes"] / report["tiered"]["file_bytes"], 2)
    report["vector_ratio"] = round(report["float32"]["vector_bytes"] / report["tiered"]["vector_bytes"], 2)
    return report


@contextmanager
def _sqlite():
    """A SQLite store in a temporary file, and how to measure it packed: (file bytes, vector blob bytes)."""
    folder = Path(tempfile.mkdtemp(prefix="credo-compression-"))
    path = folder / "bench.db"
    store = SQLiteStore(path)

    def packed_bytes() -> tuple[int, int]:
        conn = sqlite3.connect(path)  # fold the WAL back so the file holds everything, then measure it packed
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("VACUUM")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # a VACUUM in WAL mode lands in the log first
        vector_bytes = conn.execute("SELECT SUM(LENGTH(vector)) FROM memory_vectors").fetchone()[0]
        conn.close()
        return path.stat().st_size, int(vector_bytes)

    try:
        yield store, packed_bytes
    finally:
        store.close()
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def _postgres():
    """A PostgresStore on an embedded server (app role, row-level security on), and how to measure it packed:
    (memory_vectors with its indexes and TOAST after VACUUM FULL, the stored vector and code bytes)."""
    import psycopg

    from credo.store.pg_migrations import apply_migrations
    from credo.store.pgserver import APP_ROLE, OWNER_ROLE, EmbeddedPostgres
    from credo.store.postgres import PostgresStore

    server = EmbeddedPostgres(tempfile.mkdtemp(prefix="credo-compression-pg-"), temporary=True)
    server.start()
    try:
        with psycopg.connect(server.dsn(OWNER_ROLE), autocommit=True) as conn:
            apply_migrations(conn)
        store = PostgresStore(server.dsn(APP_ROLE), pool_size=4)

        def packed_bytes() -> tuple[int, int]:
            with psycopg.connect(server.dsn(OWNER_ROLE), autocommit=True) as conn:
                conn.execute("VACUUM FULL memory_vectors")  # rebuilds HNSW too: codes leave the graph
                conn.execute("ANALYZE memories, memory_vectors")  # what autovacuum would have done by now
                conn.execute("SELECT set_config('credo.tenant', '*', false)")
                table = conn.execute("SELECT pg_total_relation_size('memory_vectors')").fetchone()[0]
                stored = conn.execute("SELECT SUM(COALESCE(pg_column_size(vector), 0)"
                                      " + COALESCE(pg_column_size(code), 0)) FROM memory_vectors").fetchone()[0]
            return int(table), int(stored)

        try:
            yield store, packed_bytes
        finally:
            store.close()
    finally:
        server.stop()


def _store_figures(store, packed_bytes, qs: np.ndarray, truth: list[set[int]]) -> dict:
    file_bytes, vector_bytes = packed_bytes()
    scope, flt = Scope(tenant="bench", user="ann"), RecallFilter(now=T0 + timedelta(days=1))
    store.search_vector(scope, qs[0], flt, 10, model=_NoEmbedder.name)  # loads the blocks
    times, hits = [], []
    for q, expected in zip(qs, truth):
        start = time.perf_counter()
        found = store.search_vector(scope, q, flt, 10, model=_NoEmbedder.name)
        times.append(time.perf_counter() - start)
        hits.append(len({int(i[1:]) for i, _ in found} & expected) / 10)
    ms = np.array(times) * 1000
    return {"file_bytes": file_bytes, "vector_bytes": vector_bytes,
            "search_ms": {"p50": round(float(np.median(ms)), 2), "p95": round(float(np.percentile(ms, 95)), 2)},
            "recall_at_10": round(float(np.mean(hits)), 4)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--million", action="store_true", help="also run at 1,000,000 vectors")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--store-size", type=int, default=100_000, help="memories in the SQLite store run (0 skips)")
    parser.add_argument("--pg-store-size", type=int, default=0,
                        help="memories in the same store run on an embedded PostgreSQL (0 skips)")
    parser.add_argument("--no-real", action="store_true", help="skip the LoCoMo bge-small vectors")
    parser.add_argument("--locomo", type=Path, default=LOCOMO)
    parser.add_argument("--note", default="", help="a line on how it was measured (e.g. what else ran)")
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "compression.json")
    args = parser.parse_args(argv)
    sizes = [args.size] + ([1_000_000] if args.million else [])
    report = {
        "command": " ".join(["bench/compression.py", *(argv if argv is not None else sys.argv[1:])]),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "numpy": np.__version__},
        "note": args.note,
        "runs": [run(size, args.queries, args.seed) for size in sizes],
    }
    if not args.no_real and args.locomo.exists():
        report["real"] = real(args.locomo, args.seed)
    if args.store_size:
        report["store"] = store_run(args.store_size, args.queries, args.seed)
    if args.pg_store_size:
        report["store_postgres"] = store_run(args.pg_store_size, args.queries, args.seed, "postgres")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
