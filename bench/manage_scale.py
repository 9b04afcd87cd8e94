"""Decay and forgetting passes over a million memories: time and peak memory.

    .venv/bin/python bench/manage_scale.py [--memories 1000000] [--db FILLED.db] [--json]

The store is filled directly with SQL (rows shaped like credo's, spread over
1,000 users and two years of creation and access times, 2% with a TTL, 5%
superseded) because only the maintenance passes are measured here; no
embeddings are needed for them. Then, each on the same file:

* the decay job under every policy (one set-based UPDATE each). The first also
  writes every memory's nine-factor importance (``credo.importance``; the rows
  are filled with a valence, as a write would score it, and no stored
  importance), the later ones at the same time rewrite none, and
  ``decay:recall@+1d`` shows a run a day later, which rewrites only the scores
  that moved;
* the forgetting job (TTL, archive, evict, per-user cap -- the last three
  archive -- and, with the retention setting a deployment may turn on,
  ``purge_superseded_after_days=90``, the purge of old versions).

Peak memory is the process's peak RSS growth during each pass (ru_maxrss
deltas, measured in a fresh child process per pass so passes do not hide
each other). Writes bench/results/manage_scale.json.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import random
import resource
import sqlite3
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo.store.dialect import COLUMNS  # noqa: E402
from credo.store.sqlite import SQLiteStore  # noqa: E402
from credo.timeutil import to_iso  # noqa: E402

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
KINDS = ["fact", "preference", "episode", "episode", "episode", "decision", "procedure", "pattern"]
LAYERS = {"fact": "semantic", "preference": "semantic", "episode": "episodic", "decision": "procedural",
          "procedure": "procedural", "pattern": "procedural"}


def fill(path: Path, n: int, seed: int = 1) -> float:
    SQLiteStore(path).close()  # schema
    rng = random.Random(seed)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=OFF")
    conn.execute("PRAGMA cache_size=-262144")  # 256 MB: the random ids' index pages stay in memory
    start = time.perf_counter()
    marks = ",".join("?" for _ in COLUMNS)
    sql = f"INSERT INTO memories ({', '.join(COLUMNS)}) VALUES ({marks})"
    batch = []
    for i in range(n):
        batch.append(_row(i, rng))
        if len(batch) == 50_000:
            conn.executemany(sql, batch)
            conn.commit()
            batch.clear()
    if batch:
        conn.executemany(sql, batch)
        conn.commit()
    conn.close()
    return time.perf_counter() - start


def dst_count(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT COUNT(*) FROM memories").fetchone()[0]


def _row(i: int, rng: random.Random) -> list:
    kind = rng.choice(KINDS)
    created = NOW - timedelta(days=rng.uniform(0, 730))
    accesses = int(rng.expovariate(0.5))
    last = created + (NOW - created) * rng.random() if accesses else None
    superseded = rng.random() < 0.05
    values = {
        "id": uuid.UUID(int=rng.getrandbits(128)).hex, "tenant": "bench", "user": f"user{i % 1000}",
        "agent": None, "source_session": None, "text": f"memory {i} about topic {i % 977}", "kind": kind,
        "layer": LAYERS[kind], "topic": None, "importance": round(rng.random(), 3),
        "confidence": round(rng.uniform(0.3, 1.0), 3), "source": rng.choice(["user", "assistant", "tool"]),
        "trust": 1.0, "entity": None, "attribute": None, "value": None, "created_at": to_iso(created),
        "updated_at": to_iso(created), "valid_from": to_iso(created), "valid_until": None,
        "superseded_by": "x" if superseded else None, "status": "superseded" if superseded else "active",
        "last_accessed": to_iso(last), "access_count": accesses,
        "recent_accesses": json.dumps([to_iso(last)] if last else []), "decay_score": 1.0, "q_value": 0.5,
        "recall_count": 0, "verified_count": 0, "confirmations": 0, "pinned": int(rng.random() < 0.01),
        "forget_after": to_iso(NOW - timedelta(days=1)) if rng.random() < 0.02 else None,
        "classification": "internal", "domain": None, "shared": 0, "version": 1, "parent_id": None,
        "extractor": None if rng.random() < 0.5 else "rules", "prompt_version": None, "surprise": None,
        "metadata": "{}", "embedding_model": None, "embedding_dim": None,
        # scored at write by credo (not drawn from rng, so the rows stay those of earlier runs)
        "valence": (i % 7) / 10, "effective_importance": None, "strength": None,
    }
    return [values[c] for c in COLUMNS]


def _measure(task: str, path: str, queue: mp.Queue) -> None:
    from credo.decay import DecayPolicy, run_decay
    from credo.manage.forget import forget
    from credo.policies import ForgetPolicy

    store = SQLiteStore(path)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    if task.startswith("decay:"):
        task_name, _, later = task[6:].partition("@+")
        name, _, mode = task_name.partition("/")
        when = NOW + timedelta(days=int(later.rstrip("d") or 0))
        report = run_decay(store, "bench", when, policy=DecayPolicy(name, mode or "huber"))
        summary = {"scored": report["scored"], "tiers": report["tiers"],
                   "importance_rewritten": report["counts"]["importance_rewritten"]}
    else:
        policy = ForgetPolicy(max_evict=1000, episodic_cap=600, purge_superseded_after_days=90)
        report = forget(store, "bench", NOW, policy=policy)
        summary = report["counts"]
    elapsed = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    store.close()
    queue.put({"pass": task, "seconds": round(elapsed, 2), "peak_rss_growth_mb": round((peak - before) / 1024, 1),
               **summary})


def measure(task: str, path: Path) -> dict:
    queue: mp.Queue = mp.Queue()
    child = mp.get_context("fork").Process(target=_measure, args=(task, str(path), queue))
    child.start()
    result = queue.get()
    child.join()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=1_000_000)
    parser.add_argument("--db", type=Path, help="a database this script filled before (copied, not changed):"
                                                  " every version of the code measured on the same rows")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    path = Path(tempfile.mkdtemp()) / "scale.db"
    if args.db is not None:
        with sqlite3.connect(args.db) as src, sqlite3.connect(path) as dst:
            src.backup(dst)
        fill_seconds = None
        args.memories = dst_count(path)
    else:
        fill_seconds = fill(path, args.memories)
    passes = ["decay:recall", "decay:engram/huber", "decay:knowlyr", "decay:agentmemory", "decay:recall@+1d",
              "forget"]
    results = {"memories": args.memories, "fill_seconds": round(fill_seconds, 1) if fill_seconds else None,
               "filled_from": str(args.db) if args.db else None,
               "passes": [measure(task, path) for task in passes],
               "database_mb": round(sum(p.stat().st_size for p in path.parent.glob("*")) / 1e6, 1)}
    out = ROOT / "bench" / "results" / "manage_scale.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n")
    if args.json:
        print(json.dumps(results))
        return
    print(f"{args.memories} memories, filled in {results['fill_seconds']} s (from {results['filled_from']}),"
          f" database {results['database_mb']} MB")
    for row in results["passes"]:
        print("  ".join(f"{k}={v}" for k, v in row.items()))
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
