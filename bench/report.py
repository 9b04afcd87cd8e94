"""Regenerate the README's retrieval tables and docs/retrieval.png from the results files.

Reads ``bench/results/locomo.json`` (written by ``bench/locomo.py``) and, if
present, ``bench/results/recall_latency.json`` (``bench/recall_latency.py``).
Rewrites only the README text between the marker comments
``<!-- locomo-table:start -->`` / ``<!-- locomo-table:end -->`` (and the
``latency-table`` pair), so the prose around the tables is left alone. Any set
of methods is reported, in the order the results file lists them. The plot puts
each method's p50 latency against its turn any@10 and session hit@1, with the
issue's goals as dashed lines. The same results give the same bytes: fixed
figure size and dpi, no timestamp or software version in the PNG.

    .venv/bin/python bench/report.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "locomo.json"
LATENCY = ROOT / "bench" / "results" / "recall_latency.json"
WRITES = ROOT / "bench" / "results" / "write.json"
README = ROOT / "README.md"
PLOT = ROOT / "docs" / "retrieval.png"

# (key in the results file, column heading); higher is better for all of them.
QUALITY = [("turn_any@1", "turn any@1"), ("turn_any@5", "any@5"), ("turn_any@10", "any@10"),
           ("turn_all@10", "all@10"), ("mrr", "MRR"), ("session_hit@1", "session hit@1"),
           ("session_hit@5", "hit@5")]
# Issue 12's goals on LoCoMo with credo's defaults: (label, turn any@10, session hit@1).
GOALS = [("goal without reranker", 0.85, 0.80), ("goal with reranker", 0.90, 0.85)]


def fmt(value: float | None) -> str:
    """A rate in the README's style: three decimals, no leading zero (``.742``)."""
    if value is None:
        return "–"
    return f"{value:.3f}".removeprefix("0") if value < 1 else f"{value:.3f}"


def row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def locomo_tables(results: dict[str, dict[str, Any]]) -> str:
    """Markdown: one row per method overall, then turn any@10 / session hit@1 by category.

    The best value of each quality column is bold.

    >>> text = locomo_tables({"bm25": {"n": 2, "turn_any@10": 0.5, "session_hit@1": 0.25,
    ...                                "p50_ms": 0.34, "p95_ms": 0.46}})
    >>> text.splitlines()[2]
    '| `bm25` | – | – | **.500** | – | – | **.250** | – | 0.3 / 0.5 | – |'
    """
    best = {key: max((r.get(key) for r in results.values() if r.get(key) is not None), default=None)
            for key, _ in QUALITY}

    def quality(summary: dict[str, Any], key: str) -> str:
        text = fmt(summary.get(key))
        return f"**{text}**" if summary.get(key) is not None and summary.get(key) == best[key] else text

    lines = [row(["method"] + [title for _, title in QUALITY] + ["p50 / p95 ms", "tokens@10"]),
             row(["---"] * (len(QUALITY) + 3))]
    for method, summary in results.items():
        latency = f"{summary['p50_ms']:.1f} / {summary['p95_ms']:.1f}" if "p50_ms" in summary else "–"
        tokens = f"{summary['tokens@10']:.0f}" if "tokens@10" in summary else "–"
        lines.append(row([f"`{method}`"] + [quality(summary, key) for key, _ in QUALITY] + [latency, tokens]))
    categories = {c: sub for r in results.values() for c, sub in r.get("by_category", {}).items()}
    if categories:
        order = sorted(categories, key=int)
        lines += ["", "By category, turn any@10 / session hit@1 (questions):", "",
                  row(["method"] + [f"{categories[c]['name']} ({categories[c]['n']})" for c in order]),
                  row(["---"] * (len(order) + 1))]
        for method, summary in results.items():
            subs = summary.get("by_category", {})
            lines.append(row([f"`{method}`"] + [
                f"{fmt(subs[c].get('turn_any@10'))} / {fmt(subs[c].get('session_hit@1'))}" if c in subs else "–"
                for c in order]))
    return "\n".join(lines)


def latency_table(latency: dict[str, Any]) -> str:
    """Markdown: one row per store size and configuration, p50 / p95 with and without the query embedding.

    >>> print(latency_table({"configurations": {"default": {"embedder": "bge", "reranker": None}},
    ...     "runs": [{"memories": 10000, "latency": {"default": {"queries": 200,
    ...         "with_query_embedding_ms": {"p50": 80.4, "p95": 99.6},
    ...         "without_query_embedding_ms": {"p50": 60.2, "p95": 70.0}}}}]}))
    | memories | configuration | questions | p50 / p95 ms, query embedding included | excluded |
    | --- | --- | --- | --- | --- |
    | 10,000 | `default` (bge, no reranker) | 200 | 80 / 100 | 60 / 70 |
    """
    configurations = latency.get("configurations", {})

    def label(name: str) -> str:
        about = configurations.get(name, {})
        rerank = f"reranks {about['rerank_depth']}" if about.get("reranker") else "no reranker"
        return f"`{name}` ({about.get('embedder', '?')}, {rerank})" if about else f"`{name}`"

    def cell(timing: dict[str, float] | None) -> str:
        return f"{timing['p50']:.0f} / {timing['p95']:.0f}" if timing else "–"

    lines = [row(["memories", "configuration", "questions", "p50 / p95 ms, query embedding included", "excluded"]),
             row(["---"] * 5)]
    for run in latency["runs"]:
        for name, timing in run["latency"].items():
            lines.append(row([f"{run['memories']:,}", label(name), str(timing.get("queries", "–")),
                              cell(timing.get("with_query_embedding_ms")),
                              cell(timing.get("without_query_embedding_ms"))]))
    return "\n".join(lines)


def writes_table(writes: dict[str, Any]) -> str:
    """Markdown: one row per embedder of ``bench/write_throughput.py``'s figures.

    >>> print(writes_table({"embedders": {"bge": {"store_single": {"per_second": 54.1},
    ...     "store_batched": {"per_second": 120.4}, "remember_single": {"inputs_per_second": 26.7},
    ...     "remember_batched": {"inputs_per_second": 43.8},
    ...     "submit": {"submit_p50_ms": 0.061, "submit_p95_ms": 0.118, "worker_jobs_per_second": 43.1}}}}))
    | embedder | `store` memories/s | `store_many` memories/s | `remember` inputs/s | `remember`, batches of 20, inputs/s | `submit` p50 / p95 ms | worker jobs/s |
    | --- | --- | --- | --- | --- | --- | --- |
    | bge | 54 | 120 | 27 | 44 | 0.061 / 0.118 | 43 |
    """
    lines = [row(["embedder", "`store` memories/s", "`store_many` memories/s", "`remember` inputs/s",
                  "`remember`, batches of 20, inputs/s", "`submit` p50 / p95 ms", "worker jobs/s"]), row(["---"] * 7)]
    for name, f in writes["embedders"].items():
        submit = f["submit"]
        lines.append(row([name, f"{f['store_single']['per_second']:.0f}", f"{f['store_batched']['per_second']:.0f}",
                          f"{f['remember_single']['inputs_per_second']:.0f}",
                          f"{f['remember_batched']['inputs_per_second']:.0f}",
                          f"{submit['submit_p50_ms']:.3f} / {submit['submit_p95_ms']:.3f}",
                          f"{submit['worker_jobs_per_second']:.0f}"]))
    return "\n".join(lines)


def splice(text: str, name: str, body: str) -> str:
    """Replace what lies between ``<!-- name:start -->`` and ``<!-- name:end -->``."""
    pattern = re.compile(rf"(<!-- {name}:start -->\n).*?(\n<!-- {name}:end -->)", re.S)
    if not pattern.search(text):
        raise SystemExit(f"README.md has no <!-- {name}:start --> / <!-- {name}:end --> markers")
    return pattern.sub(lambda m: m.group(1) + body + m.group(2), text, count=1)


def plot(results: dict[str, dict[str, Any]], path: Path) -> None:
    """Quality against p50 latency (log scale), one labelled point per method."""
    try:
        import matplotlib
    except ImportError as exc:
        raise SystemExit("matplotlib is missing: pip install -e '.[bench]'") from exc
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FuncFormatter

    panels = [("turn_any@10", "turn any@10", 1), ("session_hit@1", "session hit@1", 2)]
    latencies = [summary["p50_ms"] for summary in results.values()]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4.2), dpi=120, sharex=True)
    for ax, (key, title, goal_column) in zip(axes, panels):
        placed: list[tuple[float, float]] = []
        for method, summary in results.items():
            x, y = summary["p50_ms"], summary[key]
            # a label near an earlier point goes one line lower, so close methods stay readable
            crowd = sum(1 for px, py in placed if 0.5 < x / px < 2 and abs(y - py) < 0.03)
            placed.append((x, y))
            ax.scatter(x, y, color="tab:blue", zorder=3)
            ax.annotate(method, (x, y), xytext=(5, 3 - 10 * crowd), textcoords="offset points", fontsize=8)
        for goal, style in zip(GOALS, ["tab:orange", "tab:green"]):
            ax.axhline(goal[goal_column], linestyle="--", linewidth=1, color=style,
                       label=f"{goal[0]} ({goal[goal_column]:.2f})".replace("(0.", "(."))
        ax.set_xscale("log")
        ax.set_xlim(min(latencies) / 2, max(latencies) * 3)  # room for the labels on the right
        ax.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
        ax.set_xlabel("p50 latency per question, ms (log scale)")
        ax.set_title(f"LoCoMo {title}")
        ax.set_ylim(0, 1)
        ax.grid(True, which="both", linewidth=0.3)
        ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, metadata={"Software": None})
    plt.close(fig)


def main() -> int:
    results = json.loads(RESULTS.read_text())
    text = splice(README.read_text(), "locomo-table", locomo_tables(results))
    if LATENCY.exists():
        text = splice(text, "latency-table", latency_table(json.loads(LATENCY.read_text())))
    if WRITES.exists():
        text = splice(text, "writes-table", writes_table(json.loads(WRITES.read_text())))
    README.write_text(text)
    plot(results, PLOT)
    print(f"wrote {README.relative_to(ROOT)} and {PLOT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
