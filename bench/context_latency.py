"""How long ``Memory.context`` takes at 10,000 memories of one user, with and without the cross-encoder.

    PYTHONPATH=src .venv/bin/python bench/context_latency.py [--size 10000] [--rounds 3] [--out FILE]

One generated user of ``bench/context_scenarios.py`` (the dev split's generator at ``--size`` memories:
profile, needs, other people's counterparts and filler) in a fresh SQLite store; the stored texts are
embedded once and cached under ``bench/results/cache/``. Each of the user's requests is asked through
``Memory.context`` at 800 tokens, ``--rounds`` times, alternating reranked and plain call by call (so
load from other work falls on both alike), after one warm-up pass. The query embedding is included, as
a caller sees it: the model runs each time ``context`` asks for the request's vector (before issue 23's
fourth round this bench kept it for the length of a call, which hid the two extra embeddings a caller
paid; ``credo.embed.OnceEmbedder`` now keeps it so in ``context`` itself). Writes bench/results/context_latency.json (``--out``: another file).

Run it from a checkout of any commit (the before figure: a worktree of the commit before the change,
with this file and ``context_scenarios.py`` copied in).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from context import ASKED_AT, CachedTexts, build  # noqa: E402
from context_scenarios import meeting_statements, users  # noqa: E402

from credo.embed import BgeSmallEmbedder  # noqa: E402
from credo.rerank import DEFAULT_RERANKER  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--budget", type=int, default=800)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "context_latency.json")
    parser.add_argument("--breakdown", action="store_true",
                        help="also profile one more pass of reranked calls: where a call's time goes (ms a call)")
    args = parser.parse_args()
    user = users("dev", sizes=(args.size,), per_size=1)[0]
    embedder = CachedTexts(BgeSmallEmbedder(), [i["text"] for i in user.items]
                           + [i["text"] for i in meeting_statements("dev")], cache_queries=False)
    timings: dict[str, list[float]] = {"rerank": [], "plain": []}
    load_before = [round(x, 1) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="credo-context-latency-") as folder:
        started = time.perf_counter()
        mem, _ = build(user, Path(folder), embedder, "dev", DEFAULT_RERANKER)
        fill = time.perf_counter() - started
        embedder.queries.clear()  # from here on, each request's embedding is timed too
        for round_ in range(args.rounds + 1):
            for question in user.questions:
                for mode in ("rerank", "plain"):
                    embedder.queries.clear()
                    started = time.perf_counter()
                    mem.context(question.text, user=user.name, budget_tokens=args.budget, now=ASKED_AT,
                                rerank=mode == "rerank")
                    if round_:  # the first pass warms the caches and loads the models
                        timings[mode].append((time.perf_counter() - started) * 1000)
        breakdown = profile_pass(mem, user, args.budget, embedder) if args.breakdown else None
        mem.close()

    def quantiles(values: list[float]) -> dict[str, float]:
        cuts = statistics.quantiles(values, n=20)
        return {"p50": round(statistics.median(values), 1), "p95": round(cuts[18], 1), "n": len(values)}

    results = {"memories": args.size, "budget": args.budget, "fill_seconds": round(fill, 1),
               "context_ms": {mode: quantiles(values) for mode, values in timings.items()},
               "cpus": os.cpu_count(), "load_average_before": load_before,
               **({"breakdown_rerank_ms_per_call": breakdown} if breakdown else {}),
               "load_average_after": [round(x, 1) for x in os.getloadavg()]}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


#: The steps of a ``context`` call reported by ``--breakdown`` (cumulative: a step includes those it calls).
STEPS = {"context total": ("credo/context.py", "build"), "recall (all rankings)": ("credo/recall.py", "recall"),
         "cross-encoder": ("credo/recall.py", "rerank"), "candidates (all rankings)": ("credo/recall.py", "candidates"),
         "standing beliefs": ("credo/context.py", "standing"), "profile": ("credo/context.py", "profile"),
         "contested pairs": ("credo/recall.py", "contests"), "pack": ("credo/context.py", "pack"),
         "short ids": ("credo/context.py", "label"), "embedding model (request)": ("credo/embed.py", "_run"),
         "record access": ("credo/store/sqlite/memories.py", "record_access")}


def profile_pass(mem: Any, user: Any, budget: int, embedder: CachedTexts) -> dict[str, float]:
    """One reranked call per request under cProfile: each step's cumulative ms, per call."""
    profiler = cProfile.Profile()
    for question in user.questions:
        profiler.enable()
        mem.context(question.text, user=user.name, budget_tokens=budget, now=ASKED_AT, rerank=True)
        profiler.disable()
    stats = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    out = {}
    for step, (path, name) in STEPS.items():
        total = sum(v[3] for (file, _, func), v in stats.items() if file.endswith(path) and func == name)
        out[step] = round(total * 1000 / len(user.questions), 1)
    return out


if __name__ == "__main__":
    main()
