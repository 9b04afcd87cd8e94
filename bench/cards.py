"""Peer cards at scale: how long the ``cards`` job takes, what a read costs, and how the support check judges lines.

    PYTHONPATH=src .venv/bin/python bench/cards.py [--entities 2000] [--seed 0] [--out bench/results/cards.json]

*Data.* One user of one SQLite store (the HashEmbedder: cards read no vector).
Each of ``--entities`` entities gets 1 to 6 facts (uniform), on distinct
attributes drawn from twelve, so about two thirds of them reach the card
threshold (3); every fourth entity is also named by an episode.

*Measures.* ``build_s``: the first ``cards`` job, which builds every card;
``noop_s``: the same job again with nothing changed (fingerprints only);
``rebuild_s``: after a new value supersedes one fact of 10% of the carded
entities (exactly those cards must be rebuilt); ``read_ms``: ``Memory.card``
on a current card (plan + fingerprint check + stored card), median and p95
over 200 entities. ``support``: for every card, a faithful sentence built from
one fact's own words ("Bo's home city is Lisbon") and an invented one (the same
sentence with another entity's value) are put to
:func:`credo.manage.cards.supported` against that fact; the share of each kept.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from credo import HashEmbedder, Memory, rules
from credo.manage.cards import MIN_MEMORIES, supported
from credo.testing import FrozenClock

ATTRIBUTES = ("home_city", "job", "pet", "drink", "sport", "car", "team", "school", "band", "food", "language",
              "employer")
VALUES = ("Lisbon", "Porto", "Oslo", "nurse", "pilot", "diver", "a cat", "a dog", "green tea", "coffee", "tennis",
          "rowing", "a Volvo", "a bicycle", "Benfica", "Ajax", "MIT", "Oxford", "Radiohead", "Blur", "ramen",
          "paella", "Basque", "Finnish", "Siemens", "Maersk")


def populate(mem: Memory, entities: int, rng: random.Random) -> dict[str, list[dict]]:
    facts: dict[str, list[dict]] = {}
    items = []
    for e in range(entities):
        name = f"peer{e:05d}"
        chosen = rng.sample(ATTRIBUTES, rng.randint(1, 6))
        facts[name] = [{"text": f"{name} {a.replace('_', ' ')}: {v}", "entity": name, "attribute": a, "value": v}
                       for a, v in ((a, rng.choice(VALUES)) for a in chosen)]
        items += facts[name]
        if e % 4 == 0:
            items.append({"text": f"Had a long call with {name} about the move", "kind": "episode"})
    for start in range(0, len(items), 1000):
        mem.store_many(items[start:start + 1000], user="ann")
    return facts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entities", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="bench/results/cards.json")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    clock = FrozenClock("2026-01-01T09:00:00Z")
    with tempfile.TemporaryDirectory() as tmp, Memory(Path(tmp) / "cards.db", tenant="acme",
                                                      embedder=HashEmbedder(), clock=clock) as mem:
        started = time.perf_counter()
        facts = populate(mem, args.entities, rng)
        load_s = time.perf_counter() - started
        clock.advance(hours=1)

        started = time.perf_counter()
        built = mem.manage("cards")
        build_s = time.perf_counter() - started
        started = time.perf_counter()
        noop = mem.manage("cards")
        noop_s = time.perf_counter() - started

        carded = built["cards"]
        changed = rng.sample(carded, max(1, len(carded) // 10))
        clock.advance(hours=1)
        for name in changed:
            old = facts[name][0]
            new = next(v for v in VALUES if v != old["value"])
            mem.store(f"{name} {old['attribute'].replace('_', ' ')}: {new}", user="ann", entity=name,
                      attribute=old["attribute"], value=new)
        started = time.perf_counter()
        rebuilt = mem.manage("cards")
        rebuild_s = time.perf_counter() - started

        reads = []
        for name in rng.sample(carded, min(200, len(carded))):
            started = time.perf_counter()
            mem.card(name, user="ann")
            reads.append((time.perf_counter() - started) * 1000)

        kept = {"faithful": 0, "invented": 0}
        for name in carded:
            card_fact = facts[name][-1]
            source = mem.backend.select(rules.entity_memories("acme", clock(), user="ann", entity=name))
            unit = next(u for u in source if u.attribute == card_fact["attribute"])
            spoken = card_fact["attribute"].replace("_", " ")
            other = next(v for v in VALUES if v.casefold() != unit.value.casefold()
                         and not set(v.lower().split()) <= set(unit.value.lower().split()))
            kept["faithful"] += supported(f"{name}'s {spoken} is {unit.value}.", [unit])
            kept["invented"] += supported(f"{name}'s {spoken} is {other}.", [unit])

    report = {
        "entities": args.entities, "memories": sum(len(f) for f in facts.values()) + (args.entities + 3) // 4,
        "threshold": MIN_MEMORIES, "cards": len(carded), "load_s": round(load_s, 2),
        "build_s": round(build_s, 2), "build_counts": built["counts"],
        "noop_s": round(noop_s, 2), "noop_counts": noop["counts"],
        "rebuild_s": round(rebuild_s, 2), "rebuild_counts": rebuilt["counts"], "changed": len(changed),
        "read_ms": {"p50": round(statistics.median(reads), 2),
                    "p95": round(sorted(reads)[int(0.95 * (len(reads) - 1))], 2)},
        "support": {"faithful_kept": round(kept["faithful"] / len(carded), 4),
                    "invented_kept": round(kept["invented"] / len(carded), 4), "lines": len(carded)},
        "machine": {"python": sys.version.split()[0], "platform": platform.platform(), "cpus": os.cpu_count()},
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
