"""The plot of docs/speed.md: recall latency (p50, query embedding excluded) against store size, both backends.

    PYTHONPATH=src .venv/bin/python bench/recall_plot.py [--sqlite FILE] [--pg FILE ...] [--out FILE]

*SQLite* comes from ``bench/recall_scale.py`` (``--sqlite``, default ``bench/results/recall_scale.json``, one
user, ``recall_scale_100k_rerun.json``, the 100k store again at a lower load, ``recall_scale_many.json``, many
users, ``recall_scale_sqlite_speed2.json``, 100k and many users again after the session index change, and
``recall_scale_shared_sessions_fix.json``, many users whose session names are all alike, drawn apart, and
``recall_scale_sqlk.json``, 100k and many users again after the fixed-cost cuts, on the faster host of 27 Nov; each
run's points are labelled with its load): one user's store at each size, before and after issue 23's keyword postings (the two source trees timed side by
side in one run), and the 1,000-users store as its own points (one user's recall in a store of 1M).
``recall_scale_sqlvec_run2.json``, 100k and many users after the second round (the calmest of its sittings).
*PostgreSQL* comes from ``bench/pg_scale.py`` (``--pg``, default ``bench/results/pg_scale.json`` and
``pg_scale_1m.json``): one user's 100k and 1M memories, each measured in a run of its own on an earlier
commit, under the load its file records; those points were not re-measured here. The tenant-wide shared search
(``--pg-shared-before``, ``--pg-shared``: ``pg_scale_pgpost_{200k,1m}[_before].json``) is drawn before and after
the exact keyword top-k. One user among many of 1,000 memories each (``--pg-users``: 100 users and 300 re-measured
on 27 Nov, 10,000 users after the keyword statement stopped being prepared; ``--pg-users-before``: the first 10M
run, before that) is drawn too. Both axes are logarithmic.
Needs matplotlib (installed with the dev tools); writes an SVG (default ``docs/recall_latency.svg``).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"


def sqlite_points(paths: list[Path]) -> tuple[dict[str, list[tuple[int, float]]], dict[str, tuple[int, float]]]:
    """Per source tree: (memories, p50) of the one-user stores, and the many-users store's point."""
    one: dict[str, list[tuple[int, float]]] = {}
    many: dict[str, tuple[int, float]] = {}
    for path in (p for p in paths if p.exists()):
        results = json.loads(path.read_text())
        load = f"load {results['machine']['load_average_before'][0]}-{results['machine']['load_average_after'][0]}"
        for label, case in results["cases"].items():
            for tree, figures in case["latency_ms"].items():
                point = (case["memories"], figures["query_embedding_excluded"]["p50"])
                if case["users"] == 1:
                    one.setdefault(f"{tree}, {load}", []).append(point)
                else:  # the shared-session-names store (recall_scale.py --shared-sessions) is its own series
                    shared = " shared" if label.endswith("shared-sessions") else ""
                    many[f"{tree}{shared}, {load}"] = point
    return {tree: sorted(points) for tree, points in one.items()}, many


def pg_points(paths: list[Path]) -> list[tuple[int, float]]:
    points = []
    for path in paths:
        if path.exists():
            for size, row in json.loads(path.read_text())["sizes"].items():
                points.append((int(size), row["recall_ms"]["p50"]))
    return sorted(points)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sqlite", type=Path, nargs="*",
                        default=[RESULTS / "recall_scale.json", RESULTS / "recall_scale_100k_rerun.json",
                                 RESULTS / "recall_scale_many.json", RESULTS / "recall_scale_sqlite_speed2.json",
                                 RESULTS / "recall_scale_shared_sessions_fix.json", RESULTS / "recall_scale_sqlk.json",
                                 RESULTS / "recall_scale_sqlvec_run2.json"])
    parser.add_argument("--pg", type=Path, nargs="*", default=[RESULTS / "pg_scale.json", RESULTS / "pg_scale_1m.json"])
    parser.add_argument("--pg-shared-before", type=Path, nargs="*",
                        default=[RESULTS / "pg_scale_pgpost_200k_before.json", RESULTS / "pg_scale_pgpost_1m_before.json"])
    parser.add_argument("--pg-shared", type=Path, nargs="*",
                        default=[RESULTS / "pg_scale_pgpost_200k.json", RESULTS / "pg_scale_pgpost_1m.json"])
    parser.add_argument("--pg-users", type=Path, nargs="*",
                        default=[RESULTS / "pg_scale_users_remeasure.json", RESULTS / "pg_scale_users_300k_remeasure.json",
                                 RESULTS / "pg_scale_users_10m_after_run1.json"])
    parser.add_argument("--pg-users-before", type=Path, nargs="*", default=[RESULTS / "pg_scale_users_10m.json"])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "recall_latency.svg")
    args = parser.parse_args()

    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt

    matplotlib.rcParams["svg.hashsalt"] = "credo"  # the same SVG for the same figures
    one, many = sqlite_points(args.sqlite)
    fig, ax = plt.subplots(figsize=(7.5, 9))
    colours = iter(["tab:blue", "tab:purple", "tab:cyan", "tab:olive", "tab:brown", "tab:pink", "tab:gray", "gold",
                    "tab:green"])
    by_load: dict[str, str] = {}
    for key, points in one.items():
        tree, load = key.split(", ", 1)
        if load not in by_load:
            by_load[load] = next(colours)
        colour = by_load[load]
        ax.plot([m for m, _ in points], [p for _, p in points], "--" if tree == "before" else "-", marker="o",
                color=colour, fillstyle="none" if tree == "before" else "full",
                label=f"SQLite, one user, {tree} ({load})")
    many_colours = iter(["tab:green", "darkgreen", "lime", "teal", "darkorange", "navy", "olive", "maroon"])
    many_by_load: dict[str, str] = {}
    for key, (size, p50) in many.items():
        tree, load = key.split(", ", 1)
        shared = tree.endswith(" shared")
        tree = tree.removesuffix(" shared")
        if shared:
            colour, marker, what = "tab:orange", "D", "one of 1,000 users, session names shared by all"
        else:
            colour = many_by_load.setdefault(load, next(many_colours))
            marker, what = "s", "one of 1,000 users (1M in all)"
        ax.plot([size], [p50], marker, color=colour, fillstyle="none" if tree == "before" else "full",
                markersize=8, label=f"SQLite, {what}, {tree} ({load})")
    pg = pg_points(args.pg)
    if pg:
        ax.plot([m for m, _ in pg], [p for _, p in pg], ":", marker="^", color="tab:red",
                label="PostgreSQL, one user (pg_scale.py, earlier runs)")
    for paths, tree, style in ((args.pg_shared_before, "before", "--"), (args.pg_shared, "after", "-")):
        shared = pg_points(paths)
        if shared:
            ax.plot([m for m, _ in shared], [p for _, p in shared], style, marker="v", color="darkred",
                    fillstyle="none" if tree == "before" else "full",
                    label=f"PostgreSQL, tenant-wide shared search, {tree} exact keyword top-k")
    for paths, tree, style in ((args.pg_users_before, "before", ""), (args.pg_users, "after", "-")):
        users = pg_points(paths)
        if users:  # one user's recall among many of 1,000 memories each (100 to 10,000 users)
            ax.plot([m for m, _ in users], [p for _, p in users], style, marker="P", color="crimson",
                    fillstyle="none" if tree == "before" else "full", markersize=8,
                    label=f"PostgreSQL, one of many users (1,000 each), {tree} the unprepared keyword plan")
    for target, label in ((10, "goal: 100k one user, 10 ms"), (15, "goal: one of many users, 15 ms"),
                          (50, "goal: PostgreSQL 1M shared, 50 ms")):
        ax.axhline(target, color="grey", linewidth=0.8, linestyle=":")
        ax.annotate(label, (1000, target), fontsize=7, color="grey", va="bottom")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("memories in the store")
    ax.set_ylabel("recall p50, ms (query embedding excluded)")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=1)  # below, clear of the points
    loads = [json.loads(p.read_text())["machine"] for p in args.sqlite if p.exists()]
    spread = sorted(x for m in loads for x in (m["load_average_before"][0], m["load_average_after"][0]))
    ax.set_title(f"credo recall latency against store size (2 shared cores, load {spread[0]}-{spread[-1]})",
                 fontsize=10)
    fig.tight_layout()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(args.out, format="svg", metadata={"Date": None})
    print(args.out)


if __name__ == "__main__":
    main()
