"""bench/compression.py runs end to end at a tiny size and reports what docs/compression.md quotes."""

from __future__ import annotations

import json

from credo.quantize import PRECISION_TIERS, bytes_per_vector

from .conftest import load_bench


def test_the_compression_bench_reports_tiers_mixes_and_a_whole_store(tmp_path, capsys):
    bench = load_bench("compression")
    out = tmp_path / "compression.json"
    bench.main(["--size", "2000", "--queries", "8", "--store-size", "1500", "--no-real", "--out", str(out)])
    capsys.readouterr()
    report = json.loads(out.read_text())
    run = report["runs"][0]
    assert [run["tiers"][t]["bytes_per_vector"] for t in PRECISION_TIERS] == [bytes_per_vector(t, 384) for t in PRECISION_TIERS]
    assert run["tiers"]["active"]["recall_at_10"] == 1.0
    assert run["mixed_one_year"]["shares"] == bench.one_year_mix()
    assert run["mixed"]["compression"] > 1 and run["mixed_one_year"]["compression"] > run["mixed"]["compression"]
    store = report["store"]
    assert store["float32"]["recall_at_10"] == 1.0 and store["compress"]["dry_run_agrees"]
    assert store["file_ratio"] > 2 and store["vector_ratio"] > 5
    stayed = store["memories"] - sum(store["compress"]["moves"].values())  # still float32
    assert store["tiered"]["vector_bytes"] == store["compress"]["bytes"]["after"] + stayed * bytes_per_vector("active", 384)


def test_a_year_of_even_writes_under_the_default_curve_is_mostly_archived():
    shares = load_bench("compression").one_year_mix()
    assert abs(sum(shares.values()) - 1) < 1e-3
    assert shares["archive"] > 0.7 and shares["active"] < 0.05
