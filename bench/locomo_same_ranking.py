"""Does a change leave recall's LoCoMo answers alone? Two source trees, the same stores, every question: every
ranked id and score, compared exactly.

    PYTHONPATH=src .venv/bin/python bench/locomo_same_ranking.py --before /tmp/before/src [--after src]
        [--conversations 2] [--rerank] [--out FILE]

Each of the first ``--conversations`` LoCoMo conversations is stored once, as ``bench/locomo.py`` stores it
(``credo_store``: one episode per turn, bge-small, this tree's credo); each tree then answers every question of
categories 1-4 in a process of its own, on its own copy of the files, through ``Memory.recall`` (limit 10,
default weights, no cross-encoder unless ``--rerank``, ``record_access=False``) with a seeded generator, so that
exploration draws the same numbers in both. ``bench/locomo.py`` itself seeds nothing, so two runs of it differ by
a few questions whatever the code; this compares the answers themselves. Writes
bench/results/locomo_same_ranking.json (``--out``: another file).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

ANSWER = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from credo import Memory
from credo.timeutil import parse_time
asks = json.loads(open(sys.argv[2]).read())
out = {}
for db, user, now, questions in asks:
    kwargs = {} if sys.argv[3] == "rerank" else {"reranker": None}
    with Memory(db, seed=7, **kwargs) as memory:
        out[user] = [[[r.memory.id, r.score] for r in memory.recall(q, user=user, limit=10, now=parse_time(now),
                                                                       record_access=False)] for q in questions]
print(json.dumps(out))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True)
    parser.add_argument("--after", type=Path, default=ROOT / "src")
    parser.add_argument("--conversations", type=int, default=2)
    parser.add_argument("--rerank", action="store_true")
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "locomo_same_ranking.json")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "src"))
    sys.path.insert(0, str(ROOT / "bench"))
    import locomo as L

    from credo.embed import BgeSmallEmbedder

    conversations = L.load(args.data or L.DEFAULT_DATA, args.conversations)
    model = BgeSmallEmbedder()
    answers = {}
    with tempfile.TemporaryDirectory(prefix="credo-locomo-same-") as folder:
        stored = []
        for conv in conversations:
            memory, _ = L.credo_store(conv, model, Path(folder))
            memory.close()
            stored.append((Path(folder) / f"{conv.sample_id}.db", conv))
        for name, src in (("before", args.before), ("after", args.after)):
            asks = []
            for path, conv in stored:
                copy = Path(folder) / f"{name}-{path.name}"
                shutil.copyfile(path, copy)
                asks.append([str(copy), conv.sample_id, conv.asked_at.isoformat(), [q.text for q in conv.questions]])
            spec = Path(folder) / f"{name}.json"
            spec.write_text(json.dumps(asks))
            done = subprocess.run([sys.executable, "-c", ANSWER, str(src.resolve()),
                                   str(spec), "rerank" if args.rerank else "plain"],
                                  capture_output=True, text=True, check=True,
                                  env={**{k: v for k, v in os.environ.items() if not k.startswith("CREDO_")},
                                       "PYTHONPATH": str(src.resolve())})
            answers[name] = json.loads(done.stdout.strip().splitlines()[-1])
    differ = [{"conversation": user, "question": conv.questions[i].text}
              for _, conv in stored for user in [conv.sample_id]
              for i, (a, b) in enumerate(zip(answers["before"][user], answers["after"][user])) if a != b]
    report = {"before": str(args.before), "after": str(args.after), "conversations": len(conversations),
              "reranker": args.rerank, "questions": sum(len(c.questions) for c in conversations),
              "questions_that_differ": len(differ), "differences": differ[:10]}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
