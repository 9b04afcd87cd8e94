"""How often is a bridge the dream cycle proposes worth a person's time? (issue 24, item 10)

    nice -n 10 .venv/bin/python bench/bridges.py [--out bench/results/bridges.json]

Runs :func:`credo.manage.synthesis.synthesize` (a dry run, the default offline embedder, no model) on
each labelled case of ``bench/bridge_cases.py`` and scores what it proposes against the labels:

* precision: proposed bridges a careful reader labelled useful / proposed bridges;
* recall: labelled pairs proposed / labelled pairs.

A proposed pair matches a labelled one when each side equals the label's side or shares a word with it
("iron" matches "iron temple"). The dev and held-out cases are reported apart; the held-out ones are
never looked at to choose anything. The dream cycle files bridges by default only when the held-out
precision is at least :data:`credo.manage.synthesis.MIN_PRECISION` (see docs/synthesis.md).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from bridge_cases import DEV, HELD_OUT, Case  # noqa: E402


def _side(proposed: str, labelled: str) -> bool:
    return proposed == labelled or bool(set(proposed.split()) & set(labelled.split()))


def useful(pair: tuple[str, str], labels: frozenset[tuple[str, str]]) -> bool:
    a, b = pair
    return any((_side(a, x) and _side(b, y)) or (_side(a, y) and _side(b, x)) for x, y in labels)


def run_case(case: Case, embedder: object) -> dict[str, object]:
    from credo import Memory
    from credo.manage.synthesis import synthesize

    folder = tempfile.mkdtemp(prefix="credo-bridges-")
    mem = Memory(os.path.join(folder, "b.db"), embedder=embedder)  # type: ignore[arg-type]
    try:
        for text, topic in case.memories:
            mem.store(text, user="ann", topic=topic)
        report = synthesize(mem.services, "default", mem.clock(), dry_run=True)
    finally:
        mem.close()
    proposed = [tuple(b["entities"]) for b in report["bridges"] if b["outcome"] == "proposed"]
    hits = [p for p in proposed if useful(p, case.useful)]  # type: ignore[arg-type]
    found = [label for label in case.useful if any(useful(p, frozenset([label])) for p in proposed)]  # type: ignore[arg-type]
    return {"case": case.name, "proposed": [list(p) for p in proposed], "useful": len(hits),
            "labelled": len(case.useful), "labelled_found": len(found)}


def score(rows: list[dict[str, object]]) -> dict[str, object]:
    proposed = sum(len(r["proposed"]) for r in rows)  # type: ignore[arg-type]
    hits = sum(r["useful"] for r in rows)  # type: ignore[misc]
    labelled = sum(r["labelled"] for r in rows)  # type: ignore[misc]
    found = sum(r["labelled_found"] for r in rows)  # type: ignore[misc]
    return {"cases": len(rows), "proposed": proposed, "useful": hits,
            "precision": round(hits / proposed, 3) if proposed else None,
            "labelled": labelled, "recall": round(found / labelled, 3) if labelled else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "bridges.json"))
    options = parser.parse_args()
    from credo.embed import embedder_named, DEFAULT_EMBEDDER

    embedder = embedder_named(DEFAULT_EMBEDDER)
    report: dict[str, object] = {"embedder": embedder.name}
    for split, cases in (("dev", DEV), ("held_out", HELD_OUT)):
        rows = [run_case(case, embedder) for case in cases]
        report[split] = {**score(rows), "rows": rows}
        print(f"{split}: {json.dumps(score(rows))}")
    Path(options.out).write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
