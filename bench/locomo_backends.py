"""LoCoMo on each storage backend: do SQLite and PostgreSQL serve the same recall?

Issue 13 asks that PostgreSQL's full-text ranking keep LoCoMo within .01 of
SQLite's with the same weights. For each conversation this stores every turn
the way ``bench/locomo.py`` does (``Memory.store_many``, bge-small, one
``episode`` per turn), once in a fresh SQLite file and once in a fresh
PostgreSQL database (an embedded PostgreSQL 18 + pgvector started for the run,
as :mod:`credo.store.pgserver` does for the tests), asks every question through
``Memory.recall`` with the default weights and no cross-encoder, and reports
each backend's figures, their difference, how often the two top-10 lists are
identical, and per-question latency.

    .venv/bin/python bench/locomo_backends.py [--conversations N] [--json]

Writes ``bench/results/locomo_backends.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from locomo import DEFAULT_DATA, Tally, load, token_counter  # noqa: E402

from credo import BgeSmallEmbedder, Memory  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results" / "locomo_backends.json"
K = 10
HEADLINE = ("turn_any@10", "session_hit@1", "mrr")


def store_conversation(target: Any, conv: Any, embedder: Any) -> Memory:
    memory = Memory(target, embedder=embedder, reranker=None)
    memory.store_many(
        [{"text": t.text, "at": t.at, "now": t.at, "source_session": f"{conv.sample_id}/session_{t.session}",
          "metadata": {"dia_id": t.dia_id, "session": t.session}}
         for t in conv.turns],
        user=conv.sample_id, kind="episode")
    return memory


def ask(memory: Memory, conv: Any, tally: Tally, count: Any, tokens: dict[str, int]) -> list[list[str]]:
    ranked_all = []
    for question in conv.questions:
        begin = time.perf_counter()
        results = memory.recall(question.text, user=conv.sample_id, limit=K, now=conv.asked_at, record_access=False)
        ms = (time.perf_counter() - begin) * 1000
        ranked = [r.memory.metadata["dia_id"] for r in results]
        tally.add(question, ranked, ms, sum(tokens[d] for d in ranked))
        ranked_all.append(ranked)
    return ranked_all


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--conversations", type=int, default=None, help="use only the first N conversations")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = parser.parse_args(argv)

    from credo.store.pgserver import EmbeddedPostgres

    conversations = load(args.data, args.conversations)
    embedder = BgeSmallEmbedder()
    count = token_counter()
    tallies = {"sqlite": Tally(), "postgres": Tally()}
    same = total = 0
    with tempfile.TemporaryDirectory(prefix="credo-locomo-backends-") as folder, \
            EmbeddedPostgres(Path(folder) / "pg", temporary=True, durable=False) as server:
        for conv in conversations:
            tokens = {t.dia_id: count(t.text) for t in conv.turns}
            name = "locomo_" + "".join(ch for ch in conv.sample_id.lower() if ch.isalnum())
            server.create_database(name)
            ranked = {}
            for backend, target in (("sqlite", Path(folder) / f"{conv.sample_id}.db"),
                                    ("postgres", server.dsn(database=name))):
                memory = store_conversation(target, conv, embedder)
                try:
                    ranked[backend] = ask(memory, conv, tallies[backend], count, tokens)
                finally:
                    memory.close()
            same += sum(a == b for a, b in zip(ranked["sqlite"], ranked["postgres"]))
            total += len(conv.questions)
            print(f"{conv.sample_id}: {len(conv.questions)} questions", file=sys.stderr, flush=True)
    results: dict[str, Any] = {backend: tally.summary() for backend, tally in tallies.items()}
    results["difference"] = {m: round(results["postgres"][m] - results["sqlite"][m], 4) for m in HEADLINE}
    results["identical_top10"] = round(same / max(total, 1), 4)
    results["conversations"] = len(conversations)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2, sort_keys=True) + "\n")
    if args.json:
        print(json.dumps(results, indent=2, sort_keys=True))
    else:
        print(f"{'backend':<10}" + "".join(f"{m:>16}" for m in HEADLINE) + f"{'p50_ms':>10}{'p95_ms':>10}")
        for backend in ("sqlite", "postgres"):
            r = results[backend]
            print(f"{backend:<10}" + "".join(f"{r[m]:>16}" for m in HEADLINE) + f"{r['p50_ms']:>10}{r['p95_ms']:>10}")
        print(f"{'pg - sqlite':<10}" + "".join(f"{results['difference'][m]:>16}" for m in HEADLINE))
        print(f"identical top-10 lists: {results['identical_top10']:.1%} of {total} questions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
