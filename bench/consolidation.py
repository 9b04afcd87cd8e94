"""Consolidation over 10k memories of one user: time and peak memory, dry run and real run.

    PYTHONPATH=src .venv/bin/python bench/consolidation.py [--n 10000] [--json]

The store is built once on a fresh SQLite file with the real MiniLM embedder
(``store_many`` in batches of 500, so every text is embedded once). The texts
are generated from a seeded RNG: distinct claims drawn from template families
(tools, relatives' cities, meetings, services, habits, allergies ...), each
stated 1-4 times in different wordings -- about half the claims are said once,
the rest are paraphrase clusters. The ground truth (which claim each memory
states) lets the report say how clean the clusters are:

* ``pair_precision`` -- of the memory pairs merged into one canonical memory,
  the share that state the same claim;
* ``pair_recall`` -- of the memory pairs that state the same claim, the share
  merged into one.

Groups that are similar but not restatements of one claim (different people,
numbers or polarity) are sent to review as proposals, not merged: the report's
``proposals`` counts them.

Each consolidation phase (dry run, real run, the same real run again) runs in
its own child process, so its figures are its own:

* ``seconds`` -- wall time of the one ``consolidate`` call;
* ``peak_rss_growth_mib`` -- peak RSS during the call over the process's peak
  just before it (store open, numpy's BLAS buffers allocated, the embedder
  loaded and already run on one batch of maximum-length texts). A real run
  embeds the canonical texts, which are long, and onnxruntime's arena grows
  with the shapes it meets, so this includes the model's working memory;
  ``model_long_batch_peak_mib`` is what the one long warm-up batch cost;
* ``python_peak_mib`` -- tracemalloc's peak (Python objects and numpy arrays,
  not onnxruntime or SQLite) in a second, traced run of the same phase: the
  dry run again, the real run on a copy of the database taken before it.

Prints the figures and writes bench/results/consolidation.json (about three
minutes on two busy cores).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
import tracemalloc
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import Memory, MiniLMEmbedder  # noqa: E402
from credo.manage.consolidate import consolidate, is_extractive  # noqa: E402
from credo.models import scope  # noqa: E402
from credo.timeutil import parse_time  # noqa: E402

TENANT, USER = "bench", "ann"
START = datetime(2025, 1, 1, tzinfo=timezone.utc)

SLOTS = {
    "tool": ["Python", "Rust", "Go", "TypeScript", "Kotlin", "Elixir", "Haskell", "Zig", "Java", "Ruby", "Scala",
             "Clojure", "Swift", "OCaml", "Julia"],
    "area": ["backend services", "data pipelines", "command-line tools", "web frontends", "machine learning",
             "embedded firmware", "infrastructure scripts", "game prototypes", "mobile apps", "research notebooks"],
    "relative": ["sister", "brother", "mother", "father", "cousin", "aunt", "uncle", "grandmother"],
    "city": ["Paris", "Lisbon", "Oslo", "Kyoto", "Denver", "Porto", "Tallinn", "Austin", "Leeds", "Cork", "Lyon",
             "Turin", "Ghent", "Bergen", "Quebec", "Malmo", "Graz", "Bilbao", "Krakow", "Utrecht"],
    "person": ["Priya", "Marco", "Chen", "Fatima", "Lukas", "Aiko", "Diego", "Noor", "Tomas", "Grace", "Ravi",
               "Elena", "Kwame", "Sofia", "Hugo", "Mei", "Omar", "Ingrid", "Pablo", "Yuki"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    "meeting": ["one-on-one", "design review", "planning session", "code review"],
    "service": ["billing", "search", "checkout", "notifications", "auth", "reporting", "ingest", "export",
                "scheduler", "gateway", "inventory", "pricing", "recommendations", "analytics", "media"],
    "cloud": ["AWS", "Google Cloud", "Azure", "a Hetzner cluster", "the on-prem Kubernetes cluster"],
    "activity": ["running", "swimming", "cycling", "climbing", "yoga", "rowing", "hiking", "boxing"],
    "slot": ["before work", "at lunchtime", "after work", "on weekend mornings", "late in the evening"],
    "food": ["peanuts", "shellfish", "gluten", "lactose", "sesame", "soy", "eggs", "kiwi", "mustard", "celery"],
    "book": ["Dune", "Middlemarch", "The Left Hand of Darkness", "Beloved", "Kindred", "Solaris", "Ubik",
             "Piranesi", "Gilead", "Stoner", "Blindsight", "Hyperion"],
    "pet": ["dog", "cat", "parrot", "rabbit", "tortoise", "ferret"],
    "name": ["Biscuit", "Pepper", "Miso", "Olive", "Rocket", "Juniper", "Noodle", "Pixel", "Mango", "Ziggy"],
    "editor": ["Vim", "Emacs", "VS Code", "Helix", "Zed", "Sublime Text", "IntelliJ"],
    "bug": ["a race condition in the cache", "an off-by-one error in pagination", "a timezone bug in reports",
            "a memory leak in the worker", "a deadlock in the job queue", "stale DNS entries",
            "a missing database index", "an expired TLS certificate"],
}

FAMILIES = [
    (("tool", "area"), ["User prefers {tool} for {area}.", "For {area}, the user prefers {tool}.",
                        "The user's preferred language for {area} is {tool}.",
                        "When working on {area}, the user reaches for {tool} first."]),
    (("relative", "city"), ["User's {relative} lives in {city}.", "The user's {relative} is based in {city}.",
                            "The user mentioned that their {relative} lives in {city}.",
                            "{city} is where the user's {relative} lives."]),
    (("person", "meeting", "day"), ["User has a weekly {meeting} with {person} on {day}.",
                                    "Every {day} the user has a {meeting} with {person}.",
                                    "The user meets {person} each {day} for a {meeting}.",
                                    "{person} and the user hold a {meeting} every {day}."]),
    (("service", "cloud"), ["The {service} service is deployed on {cloud}.", "The {service} service runs on {cloud}.",
                            "The user's team hosts the {service} service on {cloud}.",
                            "Deployments of the {service} service go to {cloud}."]),
    (("activity", "slot"), ["User goes {activity} {slot}.", "The user usually goes {activity} {slot}.",
                            "Going {activity} {slot} is part of the user's routine.",
                            "User said they like to go {activity} {slot}."]),
    (("food", "relative"), ["User's {relative} is allergic to {food}.", "The user's {relative} has a {food} allergy.",
                            "The user's {relative} cannot eat {food} because of an allergy.",
                            "User mentioned that their {relative} reacts badly to {food}."]),
    (("book", "person"), ["User is reading {book} on {person}'s recommendation.",
                          "{person} recommended {book} to the user, who is reading it now.",
                          "The user started {book} after {person} suggested it.",
                          "User picked up {book} because {person} recommended it."]),
    (("pet", "name", "city"), ["User has a {pet} named {name} who came from {city}.",
                               "The user's {pet}, {name}, was adopted in {city}.",
                               "{name} is the user's {pet}; they adopted {name} in {city}.",
                               "User adopted a {pet} called {name} while living in {city}."]),
    (("editor", "tool"), ["User writes {tool} in {editor}.", "For {tool} code, the user uses {editor}.",
                          "The user's editor for {tool} is {editor}.",
                          "User said {editor} is their editor of choice for {tool}."]),
    (("bug", "service"), ["The {service} outage was caused by {bug}.", "{bug} caused the {service} outage.",
                          "Root cause of the {service} incident: {bug}.",
                          "The team traced the {service} outage to {bug}."]),
]
FAMILIES += [
    (("person", "service", "day"), ["{person} is on call for the {service} service on {day}.",
                                    "On {day}, {person} covers on-call for the {service} service.",
                                    "The {service} service's {day} on-call engineer is {person}.",
                                    "User said {person} handles {service} pages every {day}."]),
    (("relative", "activity", "city"), ["User's {relative} teaches {activity} in {city}.",
                                        "The user's {relative} is a {activity} instructor in {city}.",
                                        "In {city}, the user's {relative} gives {activity} lessons.",
                                        "User mentioned their {relative} coaches {activity} in {city}."]),
    (("person", "city", "tool"), ["{person} from the {city} office maintains the {tool} SDK.",
                                  "The {tool} SDK is maintained by {person} in the {city} office.",
                                  "{person}, based in {city}, owns the {tool} SDK.",
                                  "User said the {tool} SDK's maintainer is {person} from {city}."]),
]
SIZES = [1, 1, 1, 1, 1, 2, 2, 3, 3, 4]  # how often a claim is stated: half once, half in a cluster


def claims_and_texts(n: int, seed: int = 5) -> list[tuple[int, str]]:
    """``n`` (claim, text) pairs in a shuffled order: every claim stated 1-4 times in different words."""
    rng = random.Random(seed)
    spaces = []
    for slots, templates in FAMILIES:
        combos = list(itertools.product(*(SLOTS[s] for s in slots)))
        rng.shuffle(combos)
        spaces.append((slots, templates, iter(combos)))
    out: list[tuple[int, str]] = []
    for claim in itertools.count():
        if len(out) >= n or not spaces:
            break
        family = rng.randrange(len(spaces))
        slots, templates, combos = spaces[family]
        combo = next(combos, None)
        if combo is None:  # this family has said everything it can
            spaces.pop(family)
            continue
        values = dict(zip(slots, combo))
        for template in rng.sample(templates, k=min(rng.choice(SIZES), n - len(out))):
            text = template.format(**values)
            out.append((claim, text[0].upper() + text[1:]))
    rng.shuffle(out)
    return out


def rss_kib() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def phase(db: str, dry_run: bool, now: str, out: str, trace: bool) -> None:
    """Child process: one consolidation call, timed, with its peak RSS growth (or, traced, its Python peak)."""
    embedder = MiniLMEmbedder()
    embedder.embed_batch(["warm up the model before measuring"])
    small = rss_kib()
    # onnxruntime's peak depends on the batches it has run (32 x 256 tokens: hundreds of MiB);
    # run a long batch up front so the model's own cost is reported apart
    embedder.embed_batch([" ".join(["The user's grandmother cannot eat sesame."] * 40)] * embedder.batch_size)
    model_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - small
    # BLAS allocates its thread buffers on the first product; that is numpy's cost, not consolidation's
    np.ones((512, 384), dtype=np.float32) @ np.ones((384, 512), dtype=np.float32)
    mem = Memory(db, tenant=TENANT, embedder=embedder)
    base = max(rss_kib(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    if trace:
        tracemalloc.start()
    start = time.perf_counter()
    report = consolidate(mem.backend, embedder, scope(TENANT, USER), now=parse_time(now), dry_run=dry_run)
    seconds = time.perf_counter() - start
    if trace:
        Path(out).write_text(json.dumps({"python_peak_mib": round(tracemalloc.get_traced_memory()[1] / 2**20, 1)}))
        return
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    extractive = sum(is_extractive(c.canonical["text"], c.member_texts) for c in report.clusters)
    figures = {"seconds": round(seconds, 2), "peak_rss_before_mib": round(base / 1024, 1),
               "peak_rss_growth_mib": round(max(0, peak - base) / 1024, 1),
               "model_long_batch_peak_mib": round(model_peak / 1024, 1), "canonical_texts_extractive": extractive,
               **{k: v for k, v in report.to_public().items() if k not in ("clusters", "canonical_ids")},
               # merged groups only: a group sent to review as a proposal is not merged
               "groups": [c.member_ids for c in report.clusters if not c.review]}
    Path(out).write_text(json.dumps(figures))
    mem.close()


def run_phase(db: str, dry_run: bool, now: str, *, trace: bool = False) -> dict:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
        out = handle.name
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    subprocess.run([sys.executable, __file__, "--phase", "dry" if dry_run else "real", "--db", db, "--now", now,
                    "--out", out] + (["--trace"] if trace else []), check=True, env=env)
    figures = json.loads(Path(out).read_text())
    os.unlink(out)
    return figures


def copy_of(db: str) -> str:
    """A consistent copy of the database (SQLite's backup API, WAL included)."""
    target = str(Path(db).with_name("copy.db"))
    with sqlite3.connect(db) as source, sqlite3.connect(target) as dest:
        source.backup(dest)
    return target


def build(db: str, items: list[tuple[int, str]], batch: int = 500) -> tuple[dict[str, int], float]:
    """Store every text (one embedding batch and one transaction per ``batch``); returns id -> claim."""
    mem = Memory(db, tenant=TENANT, embedder=MiniLMEmbedder())
    truth: dict[str, int] = {}
    start = time.perf_counter()
    for offset in range(0, len(items), batch):
        chunk = items[offset:offset + batch]
        # spread over 2025, oldest first in the shuffled order: about 50 minutes apart at 10k
        when = [START + timedelta(minutes=(offset + i) * 525_600 / len(items)) for i in range(len(chunk))]
        results = mem.store_many([{"text": t, "kind": "fact", "now": w} for (_, t), w in zip(chunk, when)],
                                 user=USER)
        truth.update((r.memory.id, claim) for r, (claim, _) in zip(results, chunk))
    seconds = time.perf_counter() - start
    mem.close()
    return truth, seconds


def quality(groups: list[list[str]], truth: dict[str, int]) -> dict:
    """Pairwise precision and recall of the clusters against the claims."""
    predicted = sum(len(g) * (len(g) - 1) // 2 for g in groups)
    correct = 0
    for group in groups:
        per_claim: dict[int, int] = {}
        for memory_id in group:
            per_claim[truth[memory_id]] = per_claim.get(truth[memory_id], 0) + 1
        correct += sum(c * (c - 1) // 2 for c in per_claim.values())
    sizes: dict[int, int] = {}
    for claim in truth.values():
        sizes[claim] = sizes.get(claim, 0) + 1
    actual = sum(c * (c - 1) // 2 for c in sizes.values())
    pure = sum(1 for g in groups if len({truth[i] for i in g}) == 1)
    return {"claims": len(sizes), "claims_stated_more_than_once": sum(1 for c in sizes.values() if c > 1),
            "pure_clusters": pure, "pair_precision": round(correct / predicted, 3) if predicted else None,
            "pair_recall": round(correct / actual, 3) if actual else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000, help="memories of the one user")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--phase", choices=["dry", "real"], help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    parser.add_argument("--now", help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    parser.add_argument("--trace", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phase:
        phase(args.db, args.phase == "dry", args.now, args.out, args.trace)
        return
    db = str(Path(tempfile.mkdtemp()) / "consolidation.db")
    items = claims_and_texts(args.n)
    truth, build_seconds = build(db, items)
    now = "2026-02-01"
    dry = run_phase(db, True, now)
    dry.update(run_phase(db, True, now, trace=True))
    twin = copy_of(db)  # taken before the real run changes the store
    real = run_phase(db, False, now)
    real.update(run_phase(twin, False, now, trace=True))
    again = run_phase(db, False, now)
    clusters = quality(real.pop("groups"), truth)
    dry.pop("groups"), again.pop("groups")
    results = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                    "load_average_1m": round(os.getloadavg()[0], 2)},
        "memories": len(items), "build": {"seconds": round(build_seconds, 2)},
        "dry_run": dry, "real_run": real, "second_real_run": again, "clusters": clusters,
    }
    out = ROOT / "bench" / "results" / "consolidation.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n")
    if args.json:
        print(json.dumps(results))
        return
    print(f"{len(items)} memories, {clusters['claims']} claims; store built in {build_seconds:.1f}s")
    for name in ("dry_run", "real_run", "second_real_run"):
        f = results[name]
        print(f"{name:16s} seconds={f['seconds']}  peak_rss_growth_mib={f['peak_rss_growth_mib']}  "
              f"python_peak_mib={f.get('python_peak_mib', '-')}  "
              f"scanned={f['memories_scanned']}  clusters={f['clusters_found']}  merged={f['memories_merged']}")
    print("clusters         " + "  ".join(f"{k}={v}" for k, v in clusters.items()))
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
