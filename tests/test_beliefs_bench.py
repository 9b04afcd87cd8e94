"""The belief benchmark's harness: its scenarios load, and a replay reports what credo served.

These tests check the yardstick, not credo's score on it: whether a scenario
passes is bench/beliefs.py's business (bench/results/beliefs.json).
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from .conftest import load_bench



beliefs = load_bench("beliefs")
vocab = load_bench("beliefs_scenarios")
SCENARIOS = beliefs.SCENARIOS


def _by_id(sid: str) -> dict:
    return next(s for s in SCENARIOS if s["id"] == sid)


def test_scenarios_cover_the_four_seeds_and_sixty_scripted_stories():
    seeds = Counter(s["seed"] for s in SCENARIOS if s["category"] == "seed")
    scripted = [s for s in SCENARIOS if s["category"] != "seed"]
    assert {"000", "001", "004"} <= set(seeds) and {"002", "003"} & set(seeds)
    assert len(scripted) >= 60
    assert len({s["id"] for s in SCENARIOS}) == len(SCENARIOS)


def test_every_scenario_category_named_by_the_issue_is_present():
    categories = {s["category"] for s in SCENARIOS}
    assert {"update", "oscillation", "hypothetical", "third-party", "decision", "agent-claim", "slow-change",
            "open-vocab", "as-of"} <= categories


def test_every_step_and_check_is_one_the_harness_knows_and_every_scenario_asks_something():
    for spec in SCENARIOS:
        assert any("check" in item for item in spec["script"]), spec["id"]
        for item in spec["script"]:
            assert item.get("op") in beliefs.STEPS or item.get("check") in beliefs.CHECKS, (spec["id"], item)
            assert item["t"][:4].isdigit()


def test_a_scenario_replays_end_to_end_and_lists_each_failed_check(embedder):
    outcome = beliefs.run_scenario(_by_id("seed001-what-if"), embedder)
    assert {"id", "category", "seed", "passed", "failures", "seconds"} <= set(outcome)
    assert outcome["passed"] is (not outcome["failures"])
    assert all(f.startswith("[") and "@ 2026-02-01" in f for f in outcome["failures"])


def test_a_check_that_does_not_hold_fails_the_scenario_with_what_was_served(embedder):
    spec = vocab.scenario("probe", "update", "a stored fact, asked for what it is not", [
        vocab.put("2026-01-01T10:00:00+00:00", "User lives in Lyon", "home_city", "Lyon", kind="fact"),
        vocab.top("2026-01-02T10:00:00+00:00", "where do I live", has="lyon"),
        vocab.top("2026-01-02T10:00:00+00:00", "where do I live", has="marseille"),
        vocab.kept("2026-01-02T10:00:00+00:00", "lyon"),
    ])
    outcome = beliefs.run_scenario(spec, embedder)
    assert not outcome["passed"]
    assert len(outcome["failures"]) == 1
    assert "'marseille'" in outcome["failures"][0] and "Lyon" in outcome["failures"][0]


def test_a_step_that_raises_is_reported_not_crashed(embedder):
    spec = vocab.scenario("probe", "oscillation", "nobody to ask", [
        vocab.put("2026-01-01T10:00:00+00:00", "User likes tea", "drink", "tea"),
        vocab.resolve("2026-01-02T10:00:00+00:00", "keep_new"),
        vocab.top("2026-01-02T10:00:00+00:00", "what do I drink", has="tea"),
    ])
    outcome = beliefs.run_scenario(spec, embedder)
    assert outcome["failures"][0].startswith("[1] resolve")
    assert len(outcome["failures"]) == 1


@pytest.mark.parametrize("sid", ["seed000-meetings-store", "seed001-doctor-actually", "seed004-fabricated-tasks"])
def test_seed_stories_run_quickly_and_report_in_the_results_shape(sid, embedder):
    report = beliefs.run_all([_by_id(sid)], embedder, None, "rules")
    assert {"extractor", "total", "passed", "pass_rate", "by_category", "failures"} <= set(report)
    assert report["total"] == 1 and report["by_category"]["seed"]["total"] == 1
    assert report["passed"] + len(report["failures"]) == 1
    json.dumps(report)


def test_the_llm_run_says_not_configured_without_an_endpoint(monkeypatch):
    monkeypatch.delenv("CREDO_BENCH_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("CREDO_BENCH_LLM_MODEL", raising=False)
    assert beliefs.llm_extractor() is None
