"""The plot of docs/context.md: context coverage against budget, before and after issue 23.

    PYTHONPATH=src .venv/bin/python bench/context_plot.py [--before FILE] [--after FILE] [--out FILE]

Reads two results of ``bench/context.py`` (the before run, made on the code before the change, and the
after run) and draws "every needed memory in context" against the budget in tokens, one line per split
(dev, held-out) and reranker setting, before dashed and after solid. Needs matplotlib (installed with the
dev tools); writes an SVG (default ``docs/context_coverage.svg``).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, default=ROOT / "bench" / "results" / "context_before.json")
    parser.add_argument("--after", type=Path, default=ROOT / "bench" / "results" / "context.json")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "context_coverage.svg")
    args = parser.parse_args()

    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt

    matplotlib.rcParams["svg.hashsalt"] = "credo"  # the same SVG for the same figures
    fig, axes = plt.subplots(1, 2, figsize=(9, 3.6), sharey=True)
    for ax, mode, title in zip(axes, ("rerank", "plain"), ("cross-encoder on (default)", "cross-encoder off")):
        for label, path, style in (("before", args.before, "--"), ("after", args.after, "-")):
            results = json.loads(path.read_text())
            budgets = results["budgets"]
            for split, colour in (("dev", "tab:blue"), ("heldout", "tab:orange")):
                figures = results["splits"].get(split, {}).get("modes", {}).get(mode)
                if figures is None:
                    continue
                ax.plot(budgets, [figures["coverage"][str(b)] for b in budgets], style, marker="o", color=colour,
                        label=f"{split}, {label}")
        ax.axhline(0.95, color="grey", linewidth=0.8, linestyle=":")
        ax.set_title(title, fontsize=10)
        ax.set_xlabel("budget (MiniLM tokens)")
        ax.set_xticks([200, 400, 800])
        ax.set_ylim(0, 1.02)
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("requests with every needed memory in context")
    axes[1].legend(fontsize=8, loc="lower right")
    fig.suptitle("credo context: coverage against budget (bench/context.py)", fontsize=11)
    fig.tight_layout()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(args.out, format="svg", metadata={"Date": None})
    print(args.out)


if __name__ == "__main__":
    main()
