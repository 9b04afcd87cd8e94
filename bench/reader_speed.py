"""How fast the offline reader reads, alone and through ``remember``, excluding the embedding (issue 21).

Every utterance of the reader set (tests/data/reader_utterances.jsonl, both
splits, in file order) is read once by :class:`credo.llm.reader.Reader`
(``extract``) and once through ``Memory.remember`` on a fresh SQLite file with
the hashing embedder, so the time is the reader's and the write path's, not a
model's (``remember``: extraction, gates, dedupe, contradiction check, links,
the commit). For each: p50 and p95 per turn and inputs/s, in wall-clock
seconds and in CPU seconds of this process (``time.process_time``). On a
shared machine the wall figures carry the other processes' load (the load
average is printed beside them); the CPU figures are what a turn costs.

The phrase-pattern extractor the reader replaced (``credo.llm.rules``) is
timed the same way for comparison, and the figure the README's writes table
gave before the reader (``remember`` 150 inputs/s, phrase rules with the
bge-small embedding, bench/results/write.json) is printed beside them.

Run: ``PYTHONPATH=src python bench/reader_speed.py [--repeat N]``; writes
bench/results/reader_speed.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from credo import HashEmbedder, Memory  # noqa: E402
from credo.llm.reader import Reader  # noqa: E402
from credo.llm.rules import RulesExtractor  # noqa: E402

ROWS = ROOT / "tests" / "data" / "reader_utterances.jsonl"
OUT = ROOT / "bench" / "results" / "reader_speed.json"
#: ``remember`` inputs/s before the reader (phrase rules, bge-small embedding): bench/results/write.json.
BEFORE_INPUTS_PER_S = 150.1
GOAL_P50_MS, GOAL_INPUTS_PER_S = 20.0, 100.0


def _figures(wall: list[float], cpu: list[float]) -> dict[str, Any]:
    def pct(values: list[float], q: float) -> float:
        ordered = sorted(values)
        return round(ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000, 2)

    return {"turns": len(wall),
            "wall_p50_ms": pct(wall, 0.5), "wall_p95_ms": pct(wall, 0.95),
            "wall_inputs_per_s": round(len(wall) / sum(wall), 1),
            "cpu_p50_ms": pct(cpu, 0.5), "cpu_p95_ms": pct(cpu, 0.95),
            "cpu_inputs_per_s": round(len(cpu) / sum(cpu), 1)}


def _timed(texts: list[tuple[str, str]], call: Any) -> dict[str, Any]:
    wall: list[float] = []
    cpu: list[float] = []
    for n, (text, speaker) in enumerate(texts):
        w, c = time.perf_counter(), time.process_time()
        call(n, text, speaker)
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    return _figures(wall, cpu)


def measure(extractor: Any, texts: list[tuple[str, str]]) -> dict[str, Any]:
    """``extract`` and ``remember`` figures for ``extractor`` over ``texts`` (after one warm-up turn)."""
    extractor.extract("I live in Lyon and work at Dell.")
    extract = _timed(texts, lambda n, text, speaker: extractor.extract(text, speaker=speaker))
    with tempfile.TemporaryDirectory() as tmp:
        mem = Memory(os.path.join(tmp, "speed.db"), embedder=HashEmbedder(), extractor=extractor)
        mem.remember("I live in Lyon.", user="warm-up")
        remember = _timed(texts, lambda n, text, speaker: mem.remember(text, user=f"u{n}", source=speaker))
        mem.close()
    return {"extract": extract, "remember": remember}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="read the set this many times")
    args = parser.parse_args()
    rows = [json.loads(line) for line in ROWS.read_text().splitlines() if line.strip()]
    texts = [(row["text"], row.get("speaker", "user")) for row in rows] * args.repeat
    load_before = os.getloadavg()
    report: dict[str, Any] = {"turns": len(texts), "cpus": os.cpu_count(), "load_average_before": load_before,
                              "before_remember_inputs_per_s": BEFORE_INPUTS_PER_S,
                              "goal": {"p50_ms": GOAL_P50_MS, "inputs_per_s": GOAL_INPUTS_PER_S},
                              "reader": measure(Reader(), texts), "phrase_rules": measure(RulesExtractor(), texts)}
    report["load_average_after"] = os.getloadavg()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(report, indent=2) + "\n")
    print(f"{len(texts)} turns; load average {load_before[0]:.1f} before, {report['load_average_after'][0]:.1f} after"
          f" on {os.cpu_count()} CPUs; goal p50 <= {GOAL_P50_MS:.0f} ms and >= {GOAL_INPUTS_PER_S:.0f} inputs/s"
          f" per turn excluding the embedding; before the reader: remember {BEFORE_INPUTS_PER_S} inputs/s"
          " (phrase rules, bge-small)")
    for name in ("reader", "phrase_rules"):
        for path in ("extract", "remember"):
            f = report[name][path]
            print(f"{name:12} {path:8}  wall p50 {f['wall_p50_ms']:6.2f} ms  p95 {f['wall_p95_ms']:6.2f} ms  "
                  f"{f['wall_inputs_per_s']:6.1f} inputs/s  |  CPU p50 {f['cpu_p50_ms']:6.2f} ms  "
                  f"p95 {f['cpu_p95_ms']:6.2f} ms  {f['cpu_inputs_per_s']:6.1f} inputs/s")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
