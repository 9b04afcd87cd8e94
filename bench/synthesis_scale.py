"""Cross-domain synthesis over one user's memories: how long finding the bridges takes.

    .venv/bin/python bench/synthesis_scale.py [--memories 1000 5000] [--json]

One user, ``N`` one-sentence memories over 10 topics, each naming one or two of
200 people (so names meet across topics both by co-mention and by similar
wording), embedded with the hashing embedder (only the synthesis step is
timed, not a model). The dry run scans, finds mentions, compares every pair of
memories in different topics and ranks the candidates; it writes nothing.
Prints (and with ``--json`` writes bench/results/synthesis_scale.json) the
seconds per run and what it found.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from credo import HashEmbedder, Memory  # noqa: E402
from credo.manage.synthesis import synthesize  # noqa: E402
from credo.testing import FrozenClock  # noqa: E402

TOPICS = ["work", "hobbies", "family", "health", "travel", "finance", "music", "sports", "school", "garden"]
VERBS = ["met", "called", "helped", "visited", "thanked", "invited", "taught", "hired", "joined", "emailed"]
THINGS = ["the budget", "the climbing club", "a jazz band", "the marathon", "the payments team", "a Rust class",
          "the garden plot", "the school board", "a tax form", "the piano lessons"]


def fill(m: Memory, n: int, rng: random.Random) -> None:
    people = [f"Person{chr(65 + i % 26)}{chr(97 + i // 26)}" for i in range(200)]
    items = []
    for _ in range(n):
        who = rng.sample(people, 2 if rng.random() < 0.2 else 1)
        subject = " and ".join(who)
        items.append({"text": f"{subject} {rng.choice(VERBS)} me about {rng.choice(THINGS)}.",
                      "topic": rng.choice(TOPICS)})
    m.store_many(items, user="ann")


def measure(n: int) -> dict[str, object]:
    clock = FrozenClock("2026-01-01T09:00:00Z")
    with tempfile.TemporaryDirectory() as folder:
        with Memory(Path(folder) / "s.db", embedder=HashEmbedder(), clock=clock, reranker=None) as m:
            fill(m, n, random.Random(7))
            started = time.perf_counter()
            report = synthesize(m.services, "default", clock(), dry_run=True)
            seconds = time.perf_counter() - started
    return {"memories": n, "seconds": round(seconds, 2), **report["counts"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, nargs="+", default=[1000, 5000])
    parser.add_argument("--json", action="store_true", help="write bench/results/synthesis_scale.json")
    args = parser.parse_args()
    rows = [measure(n) for n in args.memories]
    for row in rows:
        print(json.dumps(row))
    if args.json:
        out = Path(__file__).resolve().parent / "results" / "synthesis_scale.json"
        out.write_text(json.dumps({"runs": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
