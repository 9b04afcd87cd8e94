"""Paraphrases across kinds are one belief; close but different statements stay two (issue 21, item 3).

    .venv/bin/python bench/paraphrase.py [--split dev|heldout|all] [--out bench/results/paraphrase.json] [-v]

Each case of :mod:`bench.paraphrase_pairs` is said by a fresh user through ``remember``,
the second turn seven days after the first, on a real SQLite file with the default
models. A ``same`` case passes when exactly one active memory mentions its key; an
``apart`` case when each of its two keys is in an active memory and none holds both.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from paraphrase_pairs import DEV, HELDOUT, Case  # noqa: E402

from credo import Memory  # noqa: E402
from credo.models import Status  # noqa: E402
from credo.store.base import Cond, Select  # noqa: E402

START = datetime(2026, 3, 2, 10, 0, tzinfo=timezone.utc)


def run_case(mem: Memory, user: str, case: Case) -> tuple[bool, list[str]]:
    first, second, label, key, other = case
    mem.remember(first, user=user, now=START)
    mem.remember(second, user=user, now=START + timedelta(days=7))
    active = [m.text for m in mem.backend.select(Select("t", (Cond("user", "=", user),)))
              if m.status is Status.ACTIVE]
    lowered = [t.lower() for t in active]
    if label == "same":
        ok = sum(key in t for t in lowered) == 1
    else:
        ok = (any(key in t for t in lowered) and any(other in t for t in lowered)
              and not any(key in t and other in t for t in lowered))
    return ok, active


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("dev", "heldout", "all"), default="all")
    ap.add_argument("--out", default=str(ROOT / "bench/results/paraphrase.json"))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    splits = {"dev": DEV, "heldout": HELDOUT} if args.split == "all" else {
        args.split: DEV if args.split == "dev" else HELDOUT}
    mem = Memory(str(Path(tempfile.mkdtemp()) / "paraphrase.db"), tenant="t")
    report: dict[str, object] = {}
    started = time.perf_counter()
    for name, cases in splits.items():
        tally = {"same": [0, 0], "apart": [0, 0]}
        failures = []
        for i, case in enumerate(cases):
            ok, active = run_case(mem, f"{name}-{i}", case)
            tally[case[2]][0] += ok
            tally[case[2]][1] += 1
            if not ok:
                failures.append({"case": case[:2], "label": case[2], "active": active})
            if args.verbose and name == "dev":
                print(("ok  " if ok else "FAIL"), case[2], case[0], "|", case[1], "->", active, file=sys.stderr)
        passed = tally["same"][0] + tally["apart"][0]
        print(f"{name}: {passed}/{len(cases)} pass; same belief joined {tally['same'][0]}/{tally['same'][1]}, "
              f"close but apart kept {tally['apart'][0]}/{tally['apart'][1]}")
        report[name] = {"passed": passed, "cases": len(cases), "same_joined": tally["same"],
                        "apart_kept": tally["apart"],
                        "failures": failures if name == "dev" else len(failures)}
    report["seconds"] = round(time.perf_counter() - started, 1)
    Path(args.out).write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
