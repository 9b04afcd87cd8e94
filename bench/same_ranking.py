"""Does a change to how credo starts leave recall's answers alone? Two source trees, the same store, the same
queries: every ranked id and every score, compared exactly.

    .venv/bin/python bench/same_ranking.py --before /tmp/before/src [--after src] [--out bench/results/same_ranking.json]

A store of 60 memories of one user (a life, a job, relatives, notes) is written once, with the ``--before``
tree; each tree then answers the same 12 queries, in the same order, on its own copy of it, with the default
settings (embedding model and cross-encoder), a seeded random generator and one clock, in a process of its own, as the
command line does. The report lists the queries whose ids or scores differ (none, when nothing changed).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MEMORIES = [
    "I live in Lisbon", "My sister Ines lives in Madrid.", "I moved to Lisbon from Porto in 2021",
    "I work at Acme as a data engineer", "My manager is Rui", "I'm vegetarian, so no steakhouses please",
    "I am allergic to peanuts", "My phone number is 555-0142", "I prefer meetings in the morning",
    "My timezone is Europe/Lisbon", "I use neovim as my editor", "My partner Sam is a nurse",
    "My brother Tiago lives in Berlin and works at Siemens", "We decided to migrate the warehouse to Postgres",
    "The quarterly report is due on Friday", "I run 5 km every Tuesday and Thursday",
    "My dog is called Biscuit", "I'm learning Japanese on weekends", "My favourite book is Dune",
    "I drink my coffee black", "The team offsite is in Sintra in May", "My daughter's school starts at 8:30",
    "I'm saving for a trip to Japan next spring", "My car is a 2018 Renault Zoe",
    "Rui prefers status updates by email", "The staging database lives on host db-stage-2",
    "I take the 7:40 train to the office", "My doctor is Dr. Almeida at Hospital da Luz",
    "My passport expires in March 2027", "I'm on call the first week of every month",
] + [f"Note {n}: the meeting about project {n % 7} moved to room {n % 5}" for n in range(30)]
QUERIES = [
    "where do I live?", "where does my sister live?", "suggest a lunch place", "what should I avoid eating?",
    "when should we schedule the meeting?", "who is my manager?", "what editor do I use?", "what is my dog's name?",
    "project 3 meeting room", "when is the report due?", "how do I get to work?", "which database for staging?",
]


def _answers(src: str, db: str, now: str) -> list[list[list[object]]]:
    """Each query's ranking, [id, score, rerank] per result, from a process running ``src``'s credo."""
    code = (
        "import json, sys\n"
        "from credo.config import build_memory, load\n"
        "queries = json.loads(sys.argv[2])\n"
        "loaded = load(None, env={}, flags={'store.db': sys.argv[1]})\n"
        "with build_memory(loaded, seed=7) as memory:\n"
        "    out = [[[r.memory.id, r.score, r.why.get('rerank')] for r in memory.recall(q, user='ann', now=sys.argv[3])]\n"
        "           for q in queries]\n"
        "print(json.dumps(out))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("CREDO_")} | {"PYTHONPATH": src}
    done = subprocess.run([sys.executable, "-c", code, db, json.dumps(QUERIES), now], capture_output=True, text=True,
                          env=env, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"{src}: {done.stderr[-800:]}")
    answers: list[list[list[object]]] = json.loads(done.stdout)
    return answers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", required=True, help="the source tree before the change")
    parser.add_argument("--after", default=str(ROOT / "src"))
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "same_ranking.json"))
    options = parser.parse_args()
    before, after = str(Path(options.before).resolve()), str(Path(options.after).resolve())

    folder = tempfile.mkdtemp(prefix="credo-same-")
    seed = os.path.join(folder, "seed.db")
    write = ("import json, sys\nfrom credo import Memory\n"
             "with Memory(sys.argv[1]) as m:\n    m.store_many(json.loads(sys.argv[2]), user='ann')\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("CREDO_")} | {"PYTHONPATH": before}
    subprocess.run([sys.executable, "-c", write, seed, json.dumps(MEMORIES)], check=True, env=env, timeout=600)
    now = datetime.now(timezone.utc).isoformat()  # one clock for both: recency must not differ
    runs = {}
    for name, src in (("before", before), ("after", after)):
        copy = os.path.join(folder, f"{name}.db")
        shutil.copy(seed, copy)
        runs[name] = _answers(src, copy, now)
    differ = [{"query": q, "before": b, "after": a} for q, b, a in zip(QUERIES, runs["before"], runs["after"])
              if b != a]
    report = {"before": before, "after": after, "memories": len(MEMORIES), "queries": len(QUERIES),
              "results_compared": sum(len(r) for r in runs["before"]), "queries_that_differ": len(differ),
              "differences": differ, "top_ids": [r[0][0] if r else None for r in runs["after"]]}
    print(json.dumps({k: v for k, v in report.items() if k != "differences"}, indent=2))
    Path(options.out).write_text(json.dumps(report, indent=2) + "\n")
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
