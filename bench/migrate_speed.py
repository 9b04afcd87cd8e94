"""`credo migrate` speed: a SQLite store copied to another SQLite file and verified.

    .venv/bin/python bench/migrate_speed.py [--memories 20000] [--batch 500] [--json]

The source is filled through the storage protocol with memories shaped like
credo's (384-dim float32 vectors, a status-history row and a link each, one
audit event per ten memories, spread over 100 users). Then :func:`migrate`
copies it to an empty file, and :func:`verify` runs once more on its own so the
copy and the comparison can be told apart. Writes bench/results/migrate.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo.manage.migrate import migrate, verify  # noqa: E402
from credo.models import Link, LinkType, MemoryUnit, Status, StatusChange  # noqa: E402
from credo.store.sqlite import SQLiteStore  # noqa: E402

START = datetime(2025, 1, 1, tzinfo=timezone.utc)


def fill(store: SQLiteStore, memories: int, seed: int = 7) -> None:
    rng = np.random.default_rng(seed)
    previous = None
    for start in range(0, memories, 1000):
        units, vectors, history, links = [], [], [], []
        for n in range(start, min(start + 1000, memories)):
            at = START + timedelta(minutes=n)
            unit = MemoryUnit(id=uuid.UUID(int=int(rng.integers(2**63)) << 64 | n).hex, tenant="bench",
                              user=f"user{n % 100}", text=f"memory number {n} about topic {n % 37}", created_at=at,
                              valid_from=at, embedding_model="bench-384", embedding_dim=384)
            vector = rng.standard_normal(384).astype(np.float32)
            units.append(unit)
            vectors.append(vector / np.linalg.norm(vector))
            history.append(StatusChange(memory_id=unit.id, old=None, new=Status.ACTIVE, reason="created",
                                        actor="bench", at=at))
            if previous is not None:
                links.append(Link(source_id=unit.id, target_id=previous, type=LinkType.RELATED, created_at=at))
            previous = unit.id
        with store.transaction():
            store.insert(units, vectors)
            store.add_history("bench", history)
            store.add_links("bench", links)
            for unit in units[::10]:
                store.append_audit("bench", "memory.stored", "bench", unit.created_at, unit.id, {})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--memories", type=int, default=20_000)
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="credo-migrate-"))
    src = SQLiteStore(folder / "src.db")
    fill(src, args.memories)
    dst = SQLiteStore(folder / "dst.db")
    began = time.perf_counter()
    report = migrate(src, dst, batch=args.batch)
    total_s = time.perf_counter() - began
    began = time.perf_counter()
    again = verify(src, dst, batch=args.batch)
    verify_s = time.perf_counter() - began
    src.close()
    dst.close()
    result = {"memories": args.memories, "batch": args.batch, "ok": report["verify"]["ok"] and again["ok"],
              "migrate_s": round(total_s, 2), "verify_s": round(verify_s, 2),
              "copy_s": round(total_s - verify_s, 2),
              "memories_per_s": round(args.memories / total_s), "copied": report["copied"]}
    out = ROOT / "bench" / "results" / "migrate.json"
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result) if args.json else
          f"{args.memories} memories: migrate {total_s:.1f} s (copy ~{total_s - verify_s:.1f} s, verify"
          f" {verify_s:.1f} s), {result['memories_per_s']} memories/s, verified {result['ok']}")


if __name__ == "__main__":
    main()
