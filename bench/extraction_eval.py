"""Score an extractor against the labelled utterances in tests/data/extraction_labels.jsonl.

Two questions, per split (dev, holdout, all):

* decision -- did the extractor store, skip, or store at low confidence (<= 0.3)?
  Precision and recall per class, and their macro average.
* triple -- of the (entity, attribute, value) triples it proposed, how many match
  the label (case-insensitive, attribute canonicalised), and how many labelled
  triples did it find? A triple proposed where the label has none (a sister's
  job filed under the user, a hypothetical) counts against precision.

Two label sets: the original one (seed 001's table) and the open-vocabulary one
(issue 11: facts outside the known attributes, decisions that supersede, the
hypothetical/rhetorical class), each with a blind probe set written before the
rules it measures were changed. A row may list ``triples`` when one utterance
states two facts.

Run: ``PYTHONPATH=src python bench/extraction_eval.py [--misses dev|holdout|probe] [--set open]``
Prints one JSON object and writes it to bench/results/extraction.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from credo.llm import Extraction, Extractor, RulesExtractor
from credo.vocabulary import canonical_attribute
from credo.llm.base import LOW_CONFIDENCE

ROOT = Path(__file__).resolve().parent.parent
LABELS = ROOT / "tests" / "data" / "extraction_labels.jsonl"
# Written after the rules were frozen; reported, never tuned on.
PROBE = ROOT / "tests" / "data" / "extraction_probe.jsonl"
OPEN_LABELS = ROOT / "tests" / "data" / "extraction_open_labels.jsonl"
# Written with OPEN_LABELS, before the open-vocabulary rules; reported, never tuned on.
OPEN_PROBE = ROOT / "tests" / "data" / "extraction_open_probe.jsonl"
SETS = {"seed": (LABELS, PROBE), "open": (OPEN_LABELS, OPEN_PROBE)}
RESULTS = ROOT / "bench" / "results" / "extraction.json"
DECISIONS = ("store", "skip", "low")

Triple = tuple[str, str, str]


def load_labels(path: Path = LABELS) -> list[dict[str, Any]]:
    """The labelled rows, one dict per JSONL line."""
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def decision_of(extraction: Extraction) -> str:
    """'skip' if nothing was proposed, 'low' if everything proposed is uncertain."""
    if not extraction.candidates:
        return "skip"
    if all(c.confidence <= LOW_CONFIDENCE for c in extraction.candidates):
        return "low"
    return "store"


def _norm(entity: str | None, attribute: str | None, value: str | None) -> Triple:
    return (str(entity).strip().lower(), canonical_attribute(str(attribute)),
            " ".join(str(value).lower().strip(" .!?,;:'\"").split()))


def gold_triples(row: dict[str, Any]) -> set[Triple]:
    if row.get("triples"):
        return {_norm(*triple) for triple in row["triples"]}
    if not row.get("attribute"):
        return set()
    return {_norm(row["entity"], row["attribute"], row["value"])}


def predicted_triples(extraction: Extraction) -> set[Triple]:
    return {_norm(c.entity, c.attribute, c.value) for c in extraction.candidates
            if c.entity and c.attribute and c.value}


def _ratio(numerator: int, denominator: int) -> float:
    # Nothing predicted and nothing expected is a perfect score, not a division error.
    return round(numerator / denominator, 4) if denominator else 1.0


def _decision_scores(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    per_class = {}
    for label in DECISIONS:
        tp = sum(1 for gold, pred in pairs if gold == label and pred == label)
        per_class[label] = {
            "precision": _ratio(tp, sum(1 for _, pred in pairs if pred == label)),
            "recall": _ratio(tp, sum(1 for gold, _ in pairs if gold == label)),
            "support": sum(1 for gold, _ in pairs if gold == label),
        }
    return {
        "macro_precision": round(sum(c["precision"] for c in per_class.values()) / 3, 4),
        "macro_recall": round(sum(c["recall"] for c in per_class.values()) / 3, 4),
        "accuracy": _ratio(sum(1 for gold, pred in pairs if gold == pred), len(pairs)),
        "per_class": per_class,
    }


def score(rows: list[dict[str, Any]], outcomes: list[Extraction]) -> dict[str, Any]:
    """Decision and triple precision/recall for ``rows`` and their extractions."""
    pairs = [(row["decision"], decision_of(out)) for row, out in zip(rows, outcomes, strict=True)]
    hits = predicted = expected = 0
    kinds_right = kinds_total = 0
    for row, out in zip(rows, outcomes, strict=True):
        gold, pred = gold_triples(row), predicted_triples(out)
        hits, predicted, expected = hits + len(gold & pred), predicted + len(pred), expected + len(gold)
        if row["kind"] and out.candidates:
            kinds_total += 1
            kinds_right += row["kind"] in {c.kind.value for c in out.candidates}
    return {
        "rows": len(rows),
        "decision": _decision_scores(pairs),
        "triple": {"precision": _ratio(hits, predicted), "recall": _ratio(hits, expected),
                   "predicted": predicted, "expected": expected, "correct": hits},
        "kind_accuracy": _ratio(kinds_right, kinds_total),
    }


def evaluate(extractor: Extractor | None = None, rows: list[dict[str, Any]] | None = None,
             probe: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Figures per split ("dev", "holdout"), over all rows, and for the probe set."""
    extractor = extractor or RulesExtractor()
    rows = rows if rows is not None else load_labels()
    probe = probe if probe is not None else (load_labels(PROBE) if PROBE.exists() else [])
    outcomes = [extractor.extract(row["text"], speaker=row["speaker"]) for row in rows]
    report: dict[str, Any] = {"extractor": extractor.name, "version": extractor.version,
                              "labels": len(rows), "splits": {}}
    for split in ("dev", "holdout"):
        chosen = [i for i, row in enumerate(rows) if row["split"] == split]
        report["splits"][split] = score([rows[i] for i in chosen], [outcomes[i] for i in chosen])
    report["splits"]["all"] = score(rows, outcomes)
    if probe:
        report["probe"] = score(probe, [extractor.extract(r["text"], speaker=r["speaker"]) for r in probe])
    return report


def misses(split: str, extractor: Extractor | None = None, labels: str = "seed") -> Iterable[str]:
    """One line per row of ``split`` whose decision or triples disagree with the label."""
    extractor = extractor or RulesExtractor()
    labelled, probe = SETS[labels]
    for row in load_labels(probe if split == "probe" else labelled):
        if row["split"] != split:
            continue
        out = extractor.extract(row["text"], speaker=row["speaker"])
        decision, gold, pred = decision_of(out), gold_triples(row), predicted_triples(out)
        if decision != row["decision"] or gold != pred:
            yield (f"{row['id']} [{row['speaker']}] {row['text']!r}: want {row['decision']} {sorted(gold)}"
                   f" got {decision} {sorted(pred)} {Counter(c.reason for c in out.candidates)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", metavar="SPLIT", help="list disagreements for one split instead")
    parser.add_argument("--set", choices=sorted(SETS), default="seed", help="label set for --misses")
    args = parser.parse_args(argv)
    if args.misses:
        for line in misses(args.misses, labels=args.set):
            print(line)
        return 0
    report = evaluate()
    report["open"] = evaluate(rows=load_labels(OPEN_LABELS), probe=load_labels(OPEN_PROBE))
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
