"""What erasing with a table rewrite costs on PostgreSQL, and what it buys.

    nice -n 10 .venv/bin/python bench/erase_rewrite.py [--sizes 1000 10000 50000] [--out FILE]

For each size, a fresh database (embedded PostgreSQL 18 + pgvector, the app role, row-level security on) is
filled with that many memories of one tenant (``Memory.store_many``, HashEmbedder vectors, so the fill is fast
and the tables are full-sized), then two canary memories are erased:

* ``erase``: the default hard erase (rows deleted, then a plain ``VACUUM`` of the touched tables);
* ``erase --rewrite``: the same, then ``VACUUM FULL`` of those tables (:meth:`PostgresStore.compact`).

After each, a superuser ``CHECKPOINT`` writes every page out, and :meth:`PostgresStore.canary_scan` looks for the
canary's text in every column and in the table files under the data directory. Reported per size: the seconds
each erase took (median of ``--repeats``), the size of the touched tables, and where the canary was still found.
Writes bench/results/erase_rewrite.json (``--out``: another file).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import psycopg  # noqa: E402

from credo import Memory  # noqa: E402
from credo.embed import HashEmbedder  # noqa: E402
from credo.store.pgserver import APP_ROLE, SUPERUSER, EmbeddedPostgres  # noqa: E402
from credo.store.postgres import PostgresStore  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "erase_rewrite.json"
TABLES = ("memories", "memory_vectors", "memory_terms", "links", "access_log", "status_history",
          "merge_proposals", "peer_cards")


def fill(mem: Memory, n: int) -> None:
    batch = 2000
    for start in range(0, n, batch):
        mem.store_many([f"Note {i}: the quarterly figures for region {i % 97} were reviewed with team {i % 13}"
                        for i in range(start, min(n, start + batch))], user="u")


def table_mb(server: EmbeddedPostgres, db: str) -> float:
    with psycopg.connect(server.dsn(SUPERUSER, db), autocommit=True) as conn:
        total = sum(conn.execute("SELECT pg_total_relation_size(%s)", (t,)).fetchone()[0] for t in TABLES)
    return round(total / 2**20, 1)


def in_wal(server: EmbeddedPostgres, text: str) -> int:
    """How many WAL segments under pg_wal still hold ``text`` (the benchmark runs as the server's owner or
    root; unreadable segments are skipped)."""
    needle, hits = text.encode(), 0
    for path in sorted((server.pgdata / "pg_wal").glob("0*")):
        try:
            hits += needle in path.read_bytes()
        except OSError:
            continue
    return hits


def checkpoint(server: EmbeddedPostgres, db: str) -> None:
    with psycopg.connect(server.dsn(SUPERUSER, db), autocommit=True) as conn:
        conn.execute("CHECKPOINT")


def one_size(server: EmbeddedPostgres, n: int, repeats: int) -> dict[str, Any]:
    db = f"erase_{n}"
    owner = server.create_database(db)
    store = PostgresStore(server.dsn(APP_ROLE, db), migrate_dsn=owner, pool_size=2, data_dir=server.pgdata)
    mem = Memory(store=store, tenant="bench", embedder=HashEmbedder())
    try:
        started = time.perf_counter()
        fill(mem, n)
        fill_s = time.perf_counter() - started
        out: dict[str, Any] = {"memories": n, "fill_seconds": round(fill_s, 1), "tables_mb": table_mb(server, db)}
        for label, rewrite in (("erase", False), ("erase_rewrite", True)):
            times, found = [], []
            for r in range(repeats):
                canary = f"canary {label} {r} zqxjv{n}"
                unit = mem.store(f"My locker code is {canary}", user="u").memory
                checkpoint(server, db)  # the canary's pages are in the files before it is erased
                started = time.perf_counter()
                mem.erase(unit.id, rewrite=rewrite)
                times.append(time.perf_counter() - started)
                checkpoint(server, db)
                found = store.canary_scan(canary)
                wal = in_wal(server, canary)
            out[label] = {"seconds_median": round(statistics.median(times), 3),
                          "seconds_max": round(max(times), 3),
                          "canary_still_in": sorted({f.split(":", 1)[0] if f.startswith("file:") else f
                                                     for f in found}),
                          "canary_files": len([f for f in found if f.startswith("file:")]),
                          "canary_in_wal_segments": wal}
        out["tables_mb_after"] = table_mb(server, db)
        return out
    finally:
        store.close()
        server.drop_database(db)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 50000])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--out", default=str(RESULTS))
    args = parser.parse_args()
    report: dict[str, Any] = {"command": "bench/erase_rewrite.py " + " ".join(sys.argv[1:]), "sizes": []}
    work = tempfile.mkdtemp(prefix="credo-erase-")
    Path(work).chmod(0o755)
    server = EmbeddedPostgres(Path(work) / "pg", temporary=True, durable=True)
    server.start()
    try:
        for n in args.sizes:
            r = one_size(server, n, args.repeats)
            report["sizes"].append(r)
            print(f"{n} memories ({r['tables_mb']} MB): erase {r['erase']['seconds_median']} s "
                  f"(canary in {r['erase']['canary_still_in'] or 'nothing'}), erase --rewrite "
                  f"{r['erase_rewrite']['seconds_median']} s (canary in "
                  f"{r['erase_rewrite']['canary_still_in'] or 'nothing'})", flush=True)
    finally:
        server.stop()
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
