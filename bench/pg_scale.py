"""PostgreSQL at scale: insert throughput and recall latency with one user's 100k (or 1M) memories in one tenant.

    .venv/bin/python bench/pg_scale.py [--sizes 100000 1000000] [--queries 200] [--bulk-index] [--out FILE] [--json]

*The store.* A local PostgreSQL 18 + pgvector (:class:`credo.store.pgserver.EmbeddedPostgres`, durable: fsync
on), migrated by the owner role and used by the app role, so row-level security is in force as in production.
The notes are recall_latency.py's generated first-person notes ("My sister called about the rent increase on
Monday (note 17)"), one user, sessions of 50. Embedding a million notes would take hours on a laptop, so each
distinct note *template* (the note without its "(note i)"; 19,200 of them) is embedded once with bge-small and
every note gets its template's vector plus a little Gaussian noise (sigma 0.02 per coordinate, then
L2-normalised): about 50 near-duplicates per template at 1M, a harder neighbourhood for HNSW than real text.
Queries are recall_latency.py's questions, embedded for real.

*Insert.* Rows go in through the store primitive, ``PostgresStore.insert``, in batches of 1,000 memories with
their vectors (full-text entry, term statistics and HNSW index maintained as they would be in service); the
figure is memories per second over the whole fill. With ``--bulk-index`` the HNSW index is dropped for the fill
and rebuilt after it (``CREATE INDEX``, parallel maintenance workers), as a bulk load would; the build time is
reported on its own.

*Recall.* ``Memory.recall`` (limit 10, default weights, no cross-encoder, access recorded, as a caller's recall
does) through an embedder that serves each question's precomputed vector, so the query embedding is excluded;
after a warm-up pass over every question, each is timed once. p50 and p95 in milliseconds.
With ``--with-embedding`` each question is also timed with its query embedded by bge-small first (the
embedding included), embedding then recall, one after the other.

*Many users* (``--users N``): the notes are dealt to N users of the one tenant, a session of 50 at a time
(session s belongs to user ``u{s mod N}``), so each user holds size/N memories; recall is timed for user
``u0``, whose own memories are a thousandth of a 1M store at N = 1,000. ``--shared-users K`` marks the
memories of users ``u1..uK`` shared (visible to every user of the tenant), so u0's recall also searches
them: the tenant-wide shared search. For the timed user the run also reports the vector search's
recall@10 against the exact ranking (numpy over every vector in scope) and keeps the ids each question
recalled (``recalled_ids``), so runs before and after a change can be compared answer by answer.
Memory ids are deterministic (the note's index), so two runs with the same sizes hold the same store.

*Without HNSW* (``--no-hnsw``): the HNSW index is dropped before the fill and never built; everything else is
as in service (the same tables, scope and GIN indexes, term statistics, row-level security, app role). Only for
a timed user whose scope holds at most ``exact_below`` memories (20,000): such a search ranks its rows exactly
through the scope indexes and never reads the HNSW index (its distance is not the index's expression; the plans
of a 1,000-row user's recall at 200k name no HNSW index with or without it, and its answers are the same), so
the index is off the timed path -- and at 10M it would take some 20 GB of disk and hours to build here. A larger
scope (``--shared-users``) would fall back to a sequential scan of every vector: not a figure for service.
``--keep DIR`` keeps the store in that data directory after the run, for EXPLAIN (``EmbeddedPostgres(DIR)``
restarts it); run again with the same ``--keep``, ``--users`` and largest size, the kept store is reused (nothing
inserted, ``reused_store``) and recall is timed again on the same rows: before and after a change, on one store. Vectors are made 100,000 at a time as the fill reaches them, so 10M notes need no 15 GB array.
Each size reports ``database_bytes`` (``pg_database_size`` after ``VACUUM ANALYZE``).
Writes bench/results/pg_scale.json (``--out``: another file).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

import psycopg  # noqa: E402
from recall_latency import Precomputed, notes, questions, text_vectors  # noqa: E402

from credo import Memory  # noqa: E402
from credo.embed import BgeSmallEmbedder, embed_query  # noqa: E402
from credo import recall as recall_module  # noqa: E402
from credo.models import Kind, Layer, MemoryUnit, Scope  # noqa: E402
from credo.store.pg_migrations import apply_migrations, hnsw_index_sql  # noqa: E402
from credo.store.pgserver import APP_ROLE, OWNER_ROLE, SUPERUSER, EmbeddedPostgres  # noqa: E402
from credo.store.postgres import PostgresStore  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "pg_scale.json"
TENANT, USER = "bench", "u1"
SESSION, BATCH, LIMIT = 50, 1000, 10
NOISE = 0.02
START = datetime(2025, 1, 1, tzinfo=timezone.utc)


def template(note: str) -> str:
    return note.rsplit(" (note ", 1)[0]


class NoteVectors:
    """Each note's vector: its template's embedding plus a little noise, normalised.

    Made 100,000 at a time as the fill reaches them, from one generator drawn chunk by chunk in order -- the
    same values as drawing them all at once, without holding 15 GB of vectors for 10M notes. The rows ``keep``
    picks (the timed user's scope, for the exactness check) are kept as they go by.
    """

    CHUNK = 100_000

    def __init__(self, model: BgeSmallEmbedder, texts: list[str], keep: Callable[[int], bool], seed: int = 5) -> None:
        distinct = sorted({template(t) for t in texts})
        self._by_template = dict(zip(distinct, text_vectors(model, distinct)))  # cached under bench/results/cache
        self._rng = np.random.default_rng(seed)
        self._texts, self._keep = texts, keep
        self._start, self._chunk = 0, np.empty((0, model.dim), dtype=np.float32)
        self.kept: dict[int, np.ndarray] = {}

    def rows(self, start: int, stop: int) -> np.ndarray:
        """Vectors of notes ``start``..``stop``; asked for in order (a chunk once passed is gone)."""
        parts = []
        while start < stop:
            while start >= self._start + len(self._chunk):
                self._advance()
            if start < self._start:
                raise ValueError(f"note {start} was asked for after its chunk was dropped")
            end = min(stop, self._start + len(self._chunk))
            parts.append(self._chunk[start - self._start:end - self._start])
            start = end
        return np.concatenate(parts)

    def skip(self, stop: int) -> None:
        """Make (and drop) the vectors of notes before ``stop``, keeping the kept rows: for a store already filled."""
        while self._start + len(self._chunk) < stop:
            self._advance()

    def _advance(self) -> None:
        self._start += len(self._chunk)
        chunk = self._texts[self._start:self._start + self.CHUNK]
        if not chunk:
            raise IndexError("no more notes")
        base = np.stack([self._by_template[template(t)] for t in chunk])
        noisy = base + self._rng.normal(scale=NOISE, size=base.shape).astype(np.float32)
        self._chunk = noisy / np.linalg.norm(noisy, axis=1, keepdims=True)
        self.kept.update((self._start + i, self._chunk[i]) for i in range(len(chunk)) if self._keep(self._start + i))


def owner(index: int, users: int) -> str:
    """The user who holds note ``index``: sessions of 50 dealt round-robin (all to ``u1`` with one user)."""
    return USER if users == 1 else f"u{(index // SESSION) % users}"


def units(texts: list[str], offset: int, model: str, users: int = 1, shared_users: int = 0) -> list[MemoryUnit]:
    at = [START + timedelta(seconds=offset + i) for i in range(len(texts))]
    who = [owner(offset + i, users) for i in range(len(texts))]
    return [MemoryUnit(id=uuid.UUID(int=offset + i + 1).hex, tenant=TENANT, user=who[i], text=text,
                       kind=Kind.EPISODE, layer=Layer.EPISODIC, source_session=f"session-{(offset + i) // SESSION}",
                       created_at=at[i], valid_from=at[i], embedding_model=model, embedding_dim=384,
                       shared=users > 1 and 1 <= int(who[i][1:]) <= shared_users)
            for i, text in enumerate(texts)]


def fill(store: PostgresStore, texts: list[str], vectors: NoteVectors, model: str, have: int,
         users: int = 1, shared_users: int = 0) -> float:
    """Insert notes ``have``.. through the primitive in batches; seconds taken."""
    started = time.perf_counter()
    for offset in range(have, len(texts), BATCH):
        batch = texts[offset:offset + BATCH]
        store.insert(units(batch, offset, model, users, shared_users), list(vectors.rows(offset, offset + len(batch))))
        if (offset // BATCH) % 100 == 99:
            done = offset + len(batch) - have
            print(f"  {offset + len(batch)} stored, {done / (time.perf_counter() - started):.0f}/s", file=sys.stderr)
    return time.perf_counter() - started


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def time_recall(mem: Memory, asked: list[str], user: str = USER,
                model: BgeSmallEmbedder | None = None) -> tuple[dict[str, float], list[list[str]]]:
    """p50/p95 of ``mem.recall`` for ``user`` (with ``model``: the query embedded first, inside the timing),
    and the ids each question recalled."""
    now = START + timedelta(days=400)
    for question in asked:  # warm: pages, plans, pools
        mem.recall(question, user=user, limit=LIMIT, now=now, record_access=False)
    times, recalled = [], []
    for question in asked:
        begin = time.perf_counter()
        if model is not None:
            embed_query(model, question)
        hits = mem.recall(question, user=user, limit=LIMIT, now=now)
        times.append((time.perf_counter() - begin) * 1000)
        recalled.append([h.memory.id for h in hits])
    return {"p50": round(statistics.median(times), 2), "p95": round(percentile(times, 0.95), 2)}, recalled


def in_scope(index: int, user: str, users: int, shared_users: int) -> bool:
    """Whether note ``index`` is in ``user``'s recall scope: the user's own, or a shared user's."""
    who = owner(index, users)
    return who == user or (users > 1 and 1 <= int(who[1:]) <= shared_users)


def vector_recall_at_k(store: PostgresStore, user: str, size: int, vectors: NoteVectors,
                       queries: dict[str, np.ndarray], model: str) -> float:
    """Mean recall@10 of the store's vector search for ``user`` against the exact ranking over its scope."""
    seen = sorted(i for i in vectors.kept if i < size)
    block = np.stack([vectors.kept[i] for i in seen])
    scope = Scope(tenant=TENANT, user=user, include_shared=True)
    flt = recall_module.belief_filter(START + timedelta(days=400))
    hits = []
    for question, query in queries.items():
        exact = {uuid.UUID(int=seen[j] + 1).hex for j in np.argsort(-(block @ query), kind="stable")[:LIMIT]}
        found = {i for i, _ in store.search_vector(scope, query, flt, LIMIT, model=model)}
        hits.append(len(exact & found) / LIMIT)
    return round(float(np.mean(hits)), 4)


def admin(server: EmbeddedPostgres, sql: str, role: str = OWNER_ROLE) -> float:
    started = time.perf_counter()
    with psycopg.connect(server.dsn(role), autocommit=True) as conn:
        conn.execute(sql)
    return time.perf_counter() - started


def measure(server: EmbeddedPostgres, store: PostgresStore, mem: Memory, texts: list[str], vectors: NoteVectors,
            model: str, have: int, asked: list[str], bulk_index: bool, users: int = 1, shared_users: int = 0,
            embedder: BgeSmallEmbedder | None = None, queries: dict[str, np.ndarray] | None = None,
            hnsw: bool = True) -> dict:
    """Grow the store from ``have`` to ``len(texts)`` notes and time recall at that size."""
    if bulk_index or not hnsw:
        admin(server, "DROP INDEX IF EXISTS memory_vectors_hnsw_384")
    seconds = fill(store, texts, vectors, model, have, users, shared_users)
    row: dict = ({"insert_per_s": round((len(texts) - have) / seconds), "fill_s": round(seconds, 1)}
                 if len(texts) > have else {"reused_store": True})
    if bulk_index and hnsw:
        build = admin(server, "SET maintenance_work_mem = '2GB'; SET max_parallel_maintenance_workers = 2;"
                      + hnsw_index_sql(384).replace("CREATE INDEX IF NOT EXISTS", "CREATE INDEX"))
        row["hnsw_build_s"] = round(build, 1)
    row["vacuum_analyze_s"] = round(admin(server, "VACUUM ANALYZE", SUPERUSER), 1)
    with psycopg.connect(server.dsn(SUPERUSER), autocommit=True) as conn:
        row["database_bytes"] = conn.execute("SELECT pg_database_size(current_database())").fetchone()[0]
    user = USER if users == 1 else "u0"
    if users > 1:
        row["user_memories"] = sum(1 for i in range(len(texts)) if owner(i, users) == user)
        row["shared_memories"] = sum(1 for i in range(len(texts)) if 1 <= int(owner(i, users)[1:]) <= shared_users)
    row["recall_ms"], recalled = time_recall(mem, asked, user)
    if embedder is not None:
        row["recall_with_embedding_ms"], _ = time_recall(mem, asked, user, embedder)
    if queries is not None:
        row["vector_recall_at_10"] = vector_recall_at_k(store, user, len(texts), vectors, queries, model)
    print(f"{len(texts)}: {row}", file=sys.stderr)
    row["recalled_ids"] = recalled
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100_000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--bulk-index", action="store_true", help="drop the HNSW index for the fill, rebuild after")
    parser.add_argument("--users", type=int, default=1, help="deal the notes to this many users (default 1)")
    parser.add_argument("--shared-users", type=int, default=0, help="users u1..uK whose memories are shared")
    parser.add_argument("--with-embedding", action="store_true", help="also time recall with the query embedding")
    parser.add_argument("--exactness", action="store_true", help="report the vector search's recall@10 vs exact")
    parser.add_argument("--out", type=Path, default=RESULTS, help="results file (default: %(default)s)")
    parser.add_argument("--no-hnsw", action="store_true",
                        help="never build the HNSW index: only for a timed user whose scope is searched exactly")
    parser.add_argument("--keep", type=Path, help="keep the store in this data directory after the run; a store"
                        " already there (from --keep with the same --users) is reused, its notes not inserted again")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    model = BgeSmallEmbedder()
    largest = max(args.sizes)
    texts = notes(largest, seed=3)
    user = USER if args.users == 1 else "u0"
    vectors = NoteVectors(model, texts, lambda i: in_scope(i, user, args.users, args.shared_users))
    asked = questions(args.queries, seed=4)
    queries = {q: embed_query(model, q) for q in asked}
    embedder = Precomputed(model, {}, queries)
    results: dict = {"notes": "recall_latency.py's generated notes; template vectors + noise (see docstring)",
                     "cpus": os.cpu_count(), "load_average_at_start": [round(x, 1) for x in os.getloadavg()],
                     "batch": BATCH, "queries": len(asked), "bulk_index": args.bulk_index, "hnsw": not args.no_hnsw,
                     "users": args.users,
                     "shared_users": args.shared_users, "command": " ".join(sys.argv), "sizes": {}}
    # the data directory is the server's own (mkdtemp makes it 0700; EmbeddedPostgres hands it to the server user)
    server = (EmbeddedPostgres(args.keep) if args.keep else
              EmbeddedPostgres(tempfile.mkdtemp(prefix="credo-pg-scale-"), temporary=True))
    server.start()
    try:
        with psycopg.connect(server.dsn(OWNER_ROLE), autocommit=True) as conn:
            apply_migrations(conn)
        store = PostgresStore(server.dsn(APP_ROLE), pool_size=4)
        mem = Memory(store=store, tenant=TENANT, embedder=embedder, reranker=None, seed=1)
        with psycopg.connect(server.dsn(SUPERUSER)) as conn:
            have = conn.execute("SELECT count(*) FROM memories").fetchone()[0]
        if have > min(args.sizes):
            raise SystemExit(f"the kept store holds {have} notes, more than --sizes {min(args.sizes)}")
        vectors.skip(have)
        for size in sorted(args.sizes):
            results["sizes"][str(size)] = measure(
                server, store, mem, texts[:size], vectors, model.name, have, asked, args.bulk_index, args.users,
                args.shared_users, model if args.with_embedding else None, queries if args.exactness else None,
                not args.no_hnsw)
            have = size
        mem.close()
    finally:
        server.stop()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2) if args.json else {
        size: {k: v for k, v in row.items() if k != "recalled_ids"} for size, row in results["sizes"].items()})


if __name__ == "__main__":
    main()
