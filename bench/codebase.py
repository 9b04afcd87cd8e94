"""The codebase layer on a real repository: ingest, re-ingest, drift, and how big the memories are.

    .venv/bin/python bench/codebase.py [--repo PATH] [--embedder bge-small|minilm|hash] [--json]

Ingests ``--repo`` (default: this repository) into a fresh SQLite store, ingests
it again unchanged (nothing may be written), then runs a drift dry run; reports
the counts, the wall time of each step and the memories' text sizes. Writes
bench/results/codebase.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import HashEmbedder, Memory, rules  # noqa: E402
from credo.models import Status  # noqa: E402


def run(repo: Path, embedder: str) -> dict:
    model = HashEmbedder() if embedder == "hash" else embedder
    with tempfile.TemporaryDirectory() as folder:
        mem = Memory(os.path.join(folder, "code.db"), tenant="bench", embedder=model)
        started = time.perf_counter()
        first = mem.ingest_code(repo, user="bench")
        ingest_s = time.perf_counter() - started
        started = time.perf_counter()
        again = mem.ingest_code(repo, user="bench")
        reingest_s = time.perf_counter() - started
        started = time.perf_counter()
        drift = mem.manage("drift", dry_run=True)
        drift_s = time.perf_counter() - started
        units = mem.backend.select(rules.codebase("bench"))
        sizes = sorted(len(u.text) for u in units)
        kinds = [u.metadata["codebase"]["kind"] for u in units]
        report = {
            "repo": repo.name, "embedder": mem.embedder.name, "files_read": first["files"],
            "skipped": first["skipped"], "memories": len(units), "trees": kinds.count("tree"),
            "source_files": kinds.count("file"),
            "quarantined": sum(u.status is Status.QUARANTINED for u in units),
            "ingest_s": round(ingest_s, 2), "reingest_s": round(reingest_s, 2),
            "reingest_written": again["created"] + again["updated"], "drift_dry_run_s": round(drift_s, 2),
            "drift_checked": drift["counts"]["checked"], "drift_invalidated": drift["counts"]["invalidated"],
            "text_chars": {"mean": round(sum(sizes) / len(sizes)), "median": sizes[len(sizes) // 2],
                           "max": sizes[-1]},
        }
        mem.close()
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", default=str(ROOT))
    parser.add_argument("--embedder", default="bge-small", choices=["bge-small", "minilm", "hash"])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = run(Path(args.repo).resolve(), args.embedder)
    out = ROOT / "bench" / "results" / "codebase.json"
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=None if args.json else 2))


if __name__ == "__main__":
    main()
