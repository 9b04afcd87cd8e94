"""agentmemory's jobs (evict, auto_forget, pipeline) over a filled store: time per job.

    .venv/bin/python bench/agentmemory_jobs.py [--memories 100000] [--json]

The SQLite store is filled directly with SQL: observations of 200 users in
sessions of 20, spread over a year, each user with 20 topics; a tenth of the
texts are near-duplicates of an earlier one on the same topic (Jaccard > 0.9),
importance uniform in [0, 1]. Then, in order, as of one ``now``: ``evict``
(stale sessions recovered into summaries by the hash embedder -- the model is
not what is measured -- low importance, the cap), ``auto_forget`` and
``pipeline``; each a second time to show the rerun is cheap and changes nothing.
Writes bench/results/agentmemory_jobs.json.
"""

from __future__ import annotations

import argparse
import json
import random
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
WORDS = ("deploy cache login billing invoice report backup schema index queue worker alert page review "
         "migration test build release rollback config").split()


def fill(path: Path, n: int, seed: int = 1) -> None:
    SQLiteStore(path).close()  # schema
    rng = random.Random(seed)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    sql = f"INSERT INTO memories ({', '.join(COLUMNS)}) VALUES ({','.join('?' for _ in COLUMNS)})"
    rows, texts = [], {}
    for i in range(n):
        user, session = f"user{(i // 20) % 200}", f"s{i // 20}"
        topic = f"t{rng.randrange(20)}"
        previous = texts.get((user, topic))
        if previous and rng.random() < 0.1:
            text = previous + " again"
        else:
            text = " ".join(rng.choice(WORDS) for _ in range(12)) + f" {i}"
            texts[(user, topic)] = text
        created = NOW - timedelta(days=365 * (1 - i / n), minutes=rng.randrange(60))
        values = {c: None for c in COLUMNS} | {
            "id": uuid.UUID(int=rng.getrandbits(128)).hex, "tenant": "bench", "user": user,
            "source_session": session, "text": text, "kind": "episode", "layer": "episodic", "topic": topic,
            "importance": round(rng.random(), 3), "confidence": 0.8, "source": "user", "trust": 1.0,
            "created_at": to_iso(created), "valid_from": to_iso(created), "status": "active",
            "access_count": 0, "recent_accesses": "[]", "decay_score": 1.0, "q_value": 0.5, "recall_count": 0,
            "verified_count": 0, "confirmations": 0, "pinned": 0, "classification": "internal", "shared": 0,
            "version": 1, "metadata": "{}"}
        rows.append([values[c] for c in COLUMNS])
    conn.executemany(sql, rows)
    conn.commit()
    conn.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--memories", type=int, default=100_000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from credo import HashEmbedder, Memory

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.db"
        fill(path, args.memories)
        mem = Memory(path, tenant="bench", embedder=HashEmbedder(), reranker=None)
        runs = []
        for job in ("evict", "auto_forget", "pipeline", "evict", "auto_forget", "pipeline"):
            start = time.perf_counter()
            report = mem.manage(job, now=NOW)
            runs.append({"job": job, "seconds": round(time.perf_counter() - start, 2), "counts": report["counts"]})
            print(json.dumps(runs[-1]), flush=True)
        mem.close()
    result = {"memories": args.memories, "users": 200, "session_size": 20, "runs": runs}
    out = ROOT / "bench" / "results" / "agentmemory_jobs.json"
    out.write_text(json.dumps(result, indent=2) + "\n")
    if args.json:
        print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
