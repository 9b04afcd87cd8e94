"""A simulated year of use, with and without log pruning: does the database stay bounded?

    .venv/bin/python bench/log_growth.py [--days 365] [--writes 10] [--jobs 10] [--recalls 40]
                                         [--feedback 10] [--json]

Each simulated day (the clock injected, one ``FrozenClock`` step a day) a store gets
``--writes`` memories stored directly, ``--jobs`` conversation turns submitted as remember
jobs and run by the worker, ``--recalls`` recalls (each logs an access per memory served),
``--feedback`` feedback calls, and the daily maintenance a server's scheduler would run
(decay, forget). The pruned store also runs the ``prune`` job daily with the default
retentions (access log 90 days, finished jobs 30, audit events 180). Every 30 days both
stores are measured: the file's bytes, the bytes its pages hold (free pages excluded), and
the rows of each log table. Memories and their history are never pruned, so both stores'
memory tables grow alike; the difference is the logs.

Embeddings are ``HashEmbedder(dim=384)``: vectors of bge-small's size (384 float32), so the
byte figures are a real store's, without spending the benchmark's minutes on the model.
Recall's cross-encoder is off for the same reason. The default daily volume (10 + 10
writes, 15 recalls, 10 feedback calls) runs the two stores side by side, one per core: about
260 s of CPU each (recall is most of it), so 4-5 minutes on 2 idle cores. The access log, a
row per memory served, is the log with the most rows, as in real use.

Writes bench/results/log_growth.json (``--out`` elsewhere).
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import Memory  # noqa: E402
from credo.embed import HashEmbedder  # noqa: E402
from credo.policies import PrunePolicy  # noqa: E402
from credo.testing import FrozenClock  # noqa: E402

START = "2026-01-01T09:00:00Z"
LOG_TABLES = ("access_log", "jobs", "audit_events", "audit_checkpoints")
OTHER_TABLES = ("memories", "status_history")
PEOPLE = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
THINGS = ["tea", "chess", "Lisbon", "sailing", "Python", "jazz", "gardens", "the piano", "Kyoto", "bikes"]
VERBS = ["likes", "talked about", "is learning", "planned a trip around", "wrote notes on", "asked about"]


def sentence(rng: random.Random, day: int, n: int) -> str:
    return f"{rng.choice(PEOPLE)} {rng.choice(VERBS)} {rng.choice(THINGS)} on day {day} (note {n})."


def measure(path: Path, day: int) -> dict[str, Any]:
    """The file's size, the bytes in use, and each table's rows (through a second connection, as an operator would)."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        free = conn.execute("PRAGMA freelist_count").fetchone()[0]
        rows = {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in LOG_TABLES + OTHER_TABLES}
    finally:
        conn.close()
    wal = path.with_name(path.name + "-wal")
    size = path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)
    return {"day": day, "file_bytes": size, "used_bytes": (pages - free) * page, "rows": rows}


def simulate(path: Path, *, prune: bool, days: int, writes: int, jobs: int, recalls: int, feedback: int,
             seed: int = 7, every: int = 30, policy: PrunePolicy | None = None) -> dict[str, Any]:
    """One store through ``days`` simulated days; a measurement every ``every`` days (and on the last)."""
    rng = random.Random(seed)
    clock = FrozenClock(START)
    memory = Memory(path, tenant="acme", embedder=HashEmbedder(dim=384), clock=clock, reranker=None,
                    prune_policy=policy or PrunePolicy(), seed=seed)
    samples = [measure(path, 0)]
    started = time.perf_counter()
    try:
        for day in range(1, days + 1):
            now = clock.advance(days=1)
            users = rng.sample(["ann", "bo", "cy", "di"], 2)
            memory.store_many([sentence(rng, day, n) for n in range(writes)], user=users[0], now=now)
            for n in range(jobs):
                memory.submit(f"I really like {rng.choice(THINGS)} these days.", user=users[1], now=now)
            memory.run_jobs()
            served: list[str] = []
            for _ in range(recalls):
                hits = memory.recall(f"{rng.choice(PEOPLE)} {rng.choice(THINGS)}", user=rng.choice(users), now=now)
                served += [h.memory.id for h in hits]
            for memory_id in rng.sample(served, min(feedback, len(served))):
                memory.feedback(memory_id, helpful=rng.random() < 0.7, now=now)
            for job in ("decay", "forget") + (("prune",) if prune else ()):
                memory.manage(job, now=now + timedelta(hours=12))
            if day % every == 0 or day == days:
                samples.append(measure(path, day))
    finally:
        memory.close()
    return {"pruned": prune, "seconds": round(time.perf_counter() - started, 1), "monthly": samples}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--writes", type=int, default=10, help="memories stored directly per day")
    parser.add_argument("--jobs", type=int, default=10, help="remember jobs submitted and run per day")
    parser.add_argument("--recalls", type=int, default=15, help="recalls per day (each logs its accesses)")
    parser.add_argument("--feedback", type=int, default=10, help="feedback calls per day")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "log_growth.json"))
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    volume = {"days": args.days, "writes": args.writes, "jobs": args.jobs, "recalls": args.recalls,
              "feedback": args.feedback}
    with tempfile.TemporaryDirectory() as folder, ProcessPoolExecutor(2) as pool:  # one store per core
        futures = {name: pool.submit(simulate, Path(folder) / f"{name}.db", prune=name == "pruned", **volume)
                   for name in ("unpruned", "pruned")}
        runs = {name: future.result() for name, future in futures.items()}
    result = {"volume_per_day": volume, "retention_days": PrunePolicy().__dict__, "runs": runs,
              "summary": summary(runs)}
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2) if args.json else render(result))
    return result


def summary(runs: dict[str, Any]) -> dict[str, Any]:
    """Last sample of each run, and how much the logs grew over the last 90 days of each."""
    out = {}
    for name, run in runs.items():
        last = run["monthly"][-1]
        earlier = next((s for s in reversed(run["monthly"]) if s["day"] <= last["day"] - 90), run["monthly"][0])
        logs = sum(last["rows"][t] for t in LOG_TABLES)
        out[name] = {"file_bytes": last["file_bytes"], "used_bytes": last["used_bytes"], "log_rows": logs,
                     "log_rows_growth_last_90_days": logs - sum(earlier["rows"][t] for t in LOG_TABLES),
                     "seconds": run["seconds"]}
    return out


def render(result: dict[str, Any]) -> str:
    lines = [f"per day: {result['volume_per_day']}"]
    for name, run in result["runs"].items():
        lines.append(f"\n{name} ({run['seconds']} s)")
        lines.append(f"{'day':>5} {'file MB':>8} {'used MB':>8} " + " ".join(f"{t:>17}" for t in LOG_TABLES + OTHER_TABLES))
        for s in run["monthly"]:
            lines.append(f"{s['day']:>5} {s['file_bytes'] / 1e6:>8.2f} {s['used_bytes'] / 1e6:>8.2f} "
                         + " ".join(f"{s['rows'][t]:>17}" for t in LOG_TABLES + OTHER_TABLES))
    return "\n".join(lines)


if __name__ == "__main__":
    main()
