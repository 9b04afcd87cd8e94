"""Attribute canonicalisation: is a differently worded attribute the same property? (issue 21, item 3)

    PYTHONPATH=src .venv/bin/python bench/attributes.py [--embedder bge-small|minilm] [--min-precision 0.9]
                                                        [--threshold T] [--json PATH]

Scores every pair of ``bench/attribute_pairs.py`` with :func:`credo.attributes.closeness`
(the vocabulary first, then embedding similarity on MiniLM's scale) and reports
precision and recall of "one property" at each threshold. The threshold is
chosen on the dev half only: the highest recall whose precision is at least
``--min-precision`` (a wrong "one property" makes a new value retire a true
fact, so precision comes first), ties to the higher threshold; it is then
reported on the held-out half, never tuned on. ``--threshold`` reports a given
one instead. Writes bench/results/attributes.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from attribute_pairs import DEV, HELDOUT  # noqa: E402

from credo.attributes import closeness  # noqa: E402
from credo.embed import embedder_named  # noqa: E402
from credo.policies import WritePolicy  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "attributes.json"


def scores(embedder: Any, rows: list[dict[str, Any]]) -> list[tuple[float | None, bool]]:
    """(closeness or None where the vocabulary says two properties, label) per pair."""
    return [(closeness(embedder, r["entity"], r["a"]["attribute"], r["b"]["attribute"]), r["same"]) for r in rows]


def measure(scored: list[tuple[float | None, bool]], threshold: float) -> dict[str, Any]:
    tp = sum(1 for s, y in scored if y and s is not None and s >= threshold)
    fp = sum(1 for s, y in scored if not y and s is not None and s >= threshold)
    fn = sum(1 for s, y in scored if y and (s is None or s < threshold))
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {"threshold": round(threshold, 3), "precision": round(precision, 3), "recall": round(recall, 3),
            "true_positives": tp, "false_positives": fp, "false_negatives": fn,
            "pairs": len(scored), "same": sum(1 for _, y in scored if y)}


def choose(scored: list[tuple[float | None, bool]], min_precision: float) -> dict[str, Any]:
    """The threshold with the best recall at or above ``min_precision`` (the higher threshold on ties)."""
    candidates = [measure(scored, t / 100) for t in range(50, 101)]
    passing = [m for m in candidates if m["precision"] >= min_precision] or candidates[-1:]
    return max(passing, key=lambda m: (m["recall"], m["threshold"]))


def errors(embedder: Any, rows: list[dict[str, Any]], threshold: float) -> list[str]:
    out = []
    for r, (s, y) in zip(rows, scores(embedder, rows)):
        said = s is not None and s >= threshold
        if said != y:
            out.append(f"{'missed' if y else 'false'}: {r['a']['attribute']} / {r['b']['attribute']} "
                       f"({'vocabulary: two' if s is None else f'{s:.2f}'})")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--embedder", default="bge-small", choices=("bge-small", "minilm"))
    parser.add_argument("--min-precision", type=float, default=0.9)
    parser.add_argument("--threshold", type=float, help="report this threshold instead of choosing one on dev")
    parser.add_argument("--json", default=str(RESULTS))
    parser.add_argument("--show-dev-errors", action="store_true", help="list the dev pairs scored wrong")
    args = parser.parse_args(argv)
    embedder = embedder_named(args.embedder)
    dev = scores(embedder, DEV)
    chosen = measure(dev, args.threshold) if args.threshold is not None else choose(dev, args.min_precision)
    threshold = chosen["threshold"]
    held = measure(scores(embedder, HELDOUT), threshold)
    report = {"embedder": embedder.name, "min_precision": args.min_precision, "threshold": threshold,
              "policy_threshold": WritePolicy().attribute_cosine, "dev": chosen, "heldout": held,
              "policy_dev": measure(dev, WritePolicy().attribute_cosine),
              "policy_heldout": measure(scores(embedder, HELDOUT), WritePolicy().attribute_cosine)}
    print(f"{embedder.name}: threshold {threshold} (policy {WritePolicy().attribute_cosine})")
    for split in ("dev", "heldout"):
        m = report[split]
        print(f"  {split:<8} precision {m['precision']:.3f} recall {m['recall']:.3f} "
              f"({m['true_positives']} right, {m['false_positives']} wrong, {m['false_negatives']} missed "
              f"of {m['same']} same in {m['pairs']} pairs)")
    if args.show_dev_errors:
        print("\n".join(errors(embedder, DEV, threshold)))
    Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
