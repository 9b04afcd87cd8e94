"""What the cross-encoder costs at depth 20, how credo runs it, and that no way of running it changes a score.

    .venv/bin/python bench/rerank_speed.py [--questions 30] [--depth 20] [--rounds 1] [--json]

Every question gets ``--depth`` candidate notes of recall_latency's kind ("My
sister called about the rent increase on Monday (note 17)"), about 30 word
pieces a pair with the question. Each configuration scores the same pairs,
question by question in turn, so load from other work falls on all alike:

- ``before``: what credo did until this change: each pair alone, one after
  another, on onnxruntime's default thread pool (intra-op threads = cores);
- ``after``: :class:`credo.rerank.CrossEncoderReranker` as it ships: each pair
  alone, ``workers`` pairs side by side, one intra-op thread each;
- ``one_core``: the same, one worker: what a pair costs on one core.

Reported per configuration: wall time of one ``score`` call (p50 / p95 ms),
this process's CPU time per pair (user + system, every thread; what a pair
costs whatever the load), and whether every logit is bit-for-bit the one
``before`` gave. Two alternatives are measured, not shipped:

- ``batched``: the depth's pairs in one padded run of the shipped graph, one
  intra-op thread: its CPU time per pair, and how far a pair's logit moves
  from its score alone (the dynamic int8 scale is shared by the batch);
- ``float32_product``: a numpy float32 product of one feed-forward layer's
  shape for 600 word pieces, single-threaded BLAS, against the int8 rate of
  the same products in the batched run (onnxruntime's profile): what
  dequantising the weights (so that batches were exact) would cost.

``floor`` is a pair's multiply-adds at that int8 rate: what one pair costs one
core in matrix products alone, whatever way the pairs are run.

Load average is recorded before and after. Writes bench/results/rerank_speed.json.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # the float32 product is timed on one core
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import resource  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Sequence  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from credo.onnx import feeds, verified  # noqa: E402
from credo.rerank import CrossEncoderReranker  # noqa: E402
from recall_latency import notes, questions  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "rerank_speed.json"
#: multiply-adds per word piece of MiniLM-L12-H384's encoder: 12 layers x (4 x 384^2 + 2 x 384 x 1536)
LAYERS = 12
MACS_PER_PIECE = LAYERS * (4 * 384 * 384 + 2 * 384 * 1536)


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def cases(n: int, depth: int, seed: int) -> list[tuple[str, list[str]]]:
    """``n`` questions, each with ``depth`` notes drawn from a pool of 2,000."""
    rng = random.Random(seed)
    pool = notes(2000, seed)
    return [(q, rng.sample(pool, depth)) for q in questions(n, seed)]


def timed(configs: dict[str, Callable[[str, list[str]], np.ndarray]], asked: list[tuple[str, list[str]]],
          rounds: int) -> tuple[dict[str, dict], dict[str, list[np.ndarray]]]:
    walls: dict[str, list[float]] = {name: [] for name in configs}
    cpu: dict[str, float] = dict.fromkeys(configs, 0.0)
    logits: dict[str, list[np.ndarray]] = {name: [] for name in configs}
    pairs = 0
    for query, texts in asked[:3]:  # warm-up: load the model, touch every page
        for score in configs.values():
            score(query, texts)
    for round_ in range(rounds):
        for query, texts in asked:
            pairs += len(texts)
            for name, score in configs.items():
                c, t = cpu_seconds(), time.perf_counter()
                out = score(query, texts)
                walls[name].append((time.perf_counter() - t) * 1000)
                cpu[name] += cpu_seconds() - c
                if round_ == 0:
                    logits[name].append(out)
    figures = {name: {"calls": len(walls[name]), "p50_ms": round(statistics.median(walls[name]), 1),
                      "p95_ms": round(percentile(walls[name], 0.95), 1),
                      "cpu_ms_per_pair": round(cpu[name] * 1000 / pairs, 2)} for name in configs}
    return figures, logits


def batched(reranker: CrossEncoderReranker, asked: list[tuple[str, list[str]]]) -> dict:
    """The shipped graph on each question's pairs in one padded run: CPU per pair, and the drift from alone.

    The run is profiled by onnxruntime, which gives the int8 rate of the feed-forward products
    (``intermediate/dense``: word pieces x 384 x 1536 multiply-adds each).
    """
    import onnxruntime as ort

    loaded = reranker._model.get()
    options = ort.SessionOptions()
    options.log_severity_level, options.intra_op_num_threads = 3, 1
    options.enable_profiling = True
    options.profile_file_prefix = str(Path(tempfile.mkdtemp(prefix="credo-rerank-")) / "profile")
    session = ort.InferenceSession(str(verified("reranker_en") / "model.onnx"), sess_options=options,
                                   providers=["CPUExecutionProvider"])
    drift, pieces, padded, cpu, pairs = [], 0, 0, 0.0, 0
    for query, texts in asked:
        encodings = loaded.tokenizer.encode_batch([(query, t) for t in texts])
        c = cpu_seconds()
        together = session.run(None, feeds(encodings))[0][:, 0]
        cpu += cpu_seconds() - c
        padded += len(encodings) * max(len(e.ids) for e in encodings)
        drift.append(float(np.max(np.abs(together - np.array([reranker.score(query, [t])[0] for t in texts])))))
        pieces += sum(len(e.ids) for e in encodings)
        pairs += len(texts)
    profile = Path(session.end_profiling())
    ffn_us = sum(event["dur"] for event in json.loads(profile.read_text())
                 if event.get("cat") == "Node" and event["name"].endswith("intermediate/dense/MatMul_quant_kernel_time"))
    shutil.rmtree(profile.parent, ignore_errors=True)
    return {"cpu_ms_per_pair": round(cpu * 1000 / pairs, 2), "word_pieces_per_pair": round(pieces / pairs, 1),
            "padded_word_pieces_per_pair": round(padded / pairs, 1),
            "max_logit_drift_from_alone": round(max(drift), 4),
            "questions_whose_logits_moved": sum(d > 0 for d in drift), "questions": len(asked),
            "int8_ffn_product_gmac_per_s": round(LAYERS * padded * 384 * 1536 / (ffn_us / 1e6) / 1e9, 1)}


def float32_rate(repeats: int = 30) -> dict:
    """Multiply-adds a second of one float32 feed-forward product (600 x 384 @ 384 x 1536) on one core."""
    a = np.random.default_rng(0).random((600, 384), dtype=np.float32)
    b = np.random.default_rng(1).random((384, 1536), dtype=np.float32)
    for _ in range(3):
        a @ b
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        a @ b
        times.append(time.perf_counter() - t)
    return {"shape": "600x384 @ 384x1536", "gmac_per_s": round(600 * 384 * 1536 / statistics.median(times) / 1e9, 1)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--questions", type=int, default=30)
    parser.add_argument("--depth", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=1, help="times each question is asked of each configuration")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    load_before = [round(x, 2) for x in os.getloadavg()]
    asked = cases(args.questions, args.depth, args.seed)
    before = CrossEncoderReranker(threads=None, workers=1)
    after = CrossEncoderReranker()
    one_core = CrossEncoderReranker(workers=1)
    configs = {"before": before.score, "after": after.score, "one_core": one_core.score}
    figures, logits = timed(configs, asked, args.rounds)
    for name in configs:
        figures[name]["same_logits_as_before"] = all(
            np.array_equal(x, y) for x, y in zip(logits[name], logits["before"], strict=True))
    figures["after"]["workers"] = after.workers
    rate = batched(one_core, asked)
    pieces = rate["word_pieces_per_pair"]
    floor = {"multiply_adds_per_pair_g": round(MACS_PER_PIECE * pieces / 1e9, 3),
             "products_alone_ms_per_pair_one_core": round(MACS_PER_PIECE * pieces / rate["int8_ffn_product_gmac_per_s"]
                                                          / 1e6, 2),
             "note": "the encoder's multiply-adds for one pair at the int8 rate of its feed-forward products:"
                     " what a pair costs one core before any other op"}
    result = {
        "machine": {"cpus": os.cpu_count(), "load_average_before": load_before,
                    "load_average_after": [round(x, 2) for x in os.getloadavg()]},
        "command": "bench/rerank_speed.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "questions": args.questions, "depth": args.depth, "rounds": args.rounds,
        "configurations": figures,
        "alternatives": {"batched": rate, "float32_product": float32_rate(), "floor": floor},
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    if args.json:
        print(json.dumps(result))
    else:
        print(f"load {load_before} -> {result['machine']['load_average_after']}")
        for name, f in figures.items():
            print(f"{name:10s} p50 {f['p50_ms']:7.1f}  p95 {f['p95_ms']:7.1f} ms   cpu/pair {f['cpu_ms_per_pair']:6.2f} ms"
                  f"   same logits as before: {f['same_logits_as_before']}")
        print(json.dumps(result["alternatives"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
