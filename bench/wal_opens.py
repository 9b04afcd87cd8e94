"""Connections opening a new SQLite file at once, in threads at a barrier: how many opens fail.

    PYTHONPATH=src .venv/bin/python bench/wal_opens.py [--rounds 100] [--threads 4] [--out FILE]

Each round makes a new file and opens ``--threads`` :class:`credo.store.sqlite.connection.SQLiteConnection`
on it at once. Two connections switching a new file to WAL at the same moment deadlock inside SQLite, and the
loser used to get SQLITE_BUSY at once, without its busy handler (what CI caught on 26 Nov); the figure before
the fix is this script run with ``PYTHONPATH`` on an older tree (``git archive a182a5f src``). Target: 0.
Threads rather than processes: they reach the barrier together, so the window is hit far more often than by
``bench/race.py --opens`` (processes).
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import threading
import time
from pathlib import Path

from credo.store.sqlite.connection import SQLiteConnection

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=100)
    ap.add_argument("--threads", type=int, default=4)
    ap.add_argument("--out", default=str(ROOT / "bench/results/wal_opens.json"))
    args = ap.parse_args()
    failed_rounds, failures, sample = 0, 0, []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="credo-wal-") as tmp:
        for n in range(args.rounds):
            path = os.path.join(tmp, f"new{n}.db")
            barrier = threading.Barrier(args.threads)
            errors: list[str] = []

            def opener() -> None:
                barrier.wait()
                try:
                    SQLiteConnection(path).close()
                except Exception as exc:  # noqa: BLE001 - every failure is counted
                    errors.append(f"{type(exc).__name__}: {exc}")

            threads = [threading.Thread(target=opener) for _ in range(args.threads)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            failed_rounds += bool(errors)
            failures += len(errors)
            sample += errors[: max(0, 3 - len(sample))]
    report = {"rounds": args.rounds, "threads": args.threads, "opens": args.rounds * args.threads,
              "failed_opens": failures, "rounds_with_a_failure": failed_rounds, "errors_sample": sample,
              "load_average": os.getloadavg(), "seconds": round(time.perf_counter() - started, 1)}
    print(f"{failures} of {report['opens']} opens failed ({failed_rounds} of {args.rounds} rounds)")
    Path(args.out).write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
