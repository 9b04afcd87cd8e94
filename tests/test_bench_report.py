"""bench/report.py: the README's retrieval tables are built from the results file, whatever methods it holds."""

from __future__ import annotations

import doctest
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("report", ROOT / "bench" / "report.py")
report = importlib.util.module_from_spec(spec)
spec.loader.exec_module(report)


def _summary(any10: float, hit1: float, p50: float) -> dict:
    category = {"name": "single-hop", "n": 3, "turn_any@10": any10, "session_hit@1": hit1}
    return {"n": 3, "turn_any@1": 0.1, "turn_any@5": 0.2, "turn_any@10": any10, "turn_all@10": 0.05,
            "mrr": 0.25, "session_hit@1": hit1, "session_hit@5": 0.9, "p50_ms": p50, "p95_ms": p50 * 2,
            "tokens@10": 301.4, "by_category": {"4": category}}


FIXTURE = {"credo_rerank": _summary(0.9123, 0.8549, 812.0), "bm25": _summary(0.6165, 0.5872, 0.34)}


def test_every_method_in_the_results_is_a_row_in_file_order():
    lines = report.locomo_tables(FIXTURE).splitlines()
    assert [line.split(" | ")[0] for line in lines[2:4]] == ["| `credo_rerank`", "| `bm25`"]
    assert "| `credo_rerank` | .912 / .855 |" in lines
    assert "| `bm25` | .617 / .587 |" in lines


def test_rates_have_three_decimals_and_the_best_of_each_column_is_bold():
    credo, bm25 = report.locomo_tables(FIXTURE).splitlines()[2:4]
    assert "| **.912** |" in credo and "| **.855** |" in credo
    assert "| .617 |" in bm25 and "| .587 |" in bm25
    assert "| 812.0 / 1624.0 | 301 |" in credo


def test_a_method_without_some_metrics_shows_a_dash_instead_of_failing():
    text = report.locomo_tables({"new": {"turn_any@10": 0.5}})
    assert text.splitlines()[2] == "| `new` | – | – | **.500** | – | – | – | – | – | – |"


def test_splice_rewrites_only_between_the_markers():
    text = "intro\n<!-- t:start -->\nold\n<!-- t:end -->\nprose"
    assert report.splice(text, "t", "new") == "intro\n<!-- t:start -->\nnew\n<!-- t:end -->\nprose"
    with pytest.raises(SystemExit, match="no <!-- other:start -->"):
        report.splice(text, "other", "new")


def test_the_readme_has_the_markers_and_embeds_the_plot():
    readme = (ROOT / "README.md").read_text()
    for name in ("locomo-table", "latency-table", "writes-table"):
        assert readme.count(f"<!-- {name}:start -->") == readme.count(f"<!-- {name}:end -->") == 1
    assert "](docs/retrieval.png)" in readme


def test_the_examples_in_reports_docstrings_hold():
    outcome = doctest.testmod(report)
    assert outcome.attempted > 0 and outcome.failed == 0
