"""Recall: a hybrid over every memory in scope, serving only current belief."""

from __future__ import annotations

import pytest

from credo import InvalidInput


def texts(results) -> list[str]:
    return [r.memory.text for r in results]


def test_recall_finds_by_meaning_and_by_keyword(mem):
    mem.store("Ann is allergic to peanuts", user="ann", importance=0.9)
    mem.store("Ann's sister Maria is a nurse in Porto", user="ann")
    mem.store("Ann prefers afternoon meetings", user="ann", kind="preference")
    assert texts(mem.recall("what food should Ann avoid?", user="ann"))[0] == "Ann is allergic to peanuts"
    assert texts(mem.recall("Porto", user="ann"))[0] == "Ann's sister Maria is a nurse in Porto"


def test_every_result_explains_its_score(mem):
    mem.store("Ann drinks oat milk", user="ann")
    [result] = mem.recall("oat milk", user="ann")
    assert {"keyword", "semantic", "importance", "recency", "usefulness"} <= set(result.why)
    weights = mem.weights
    expected = sum(getattr(weights, k) * result.why[k]
                   for k in ("keyword", "semantic", "importance", "recency", "usefulness"))
    assert result.score == pytest.approx(expected)


def test_recall_excludes_superseded_memories(mem, clock):
    mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    clock.advance(days=30)
    mem.store("Ann lives in London", user="ann", entity="ann", attribute="home_city", value="London")
    assert texts(mem.recall("where does Ann live", user="ann")) == ["Ann lives in London"]


def test_recall_excludes_low_confidence_unless_asked(mem):
    mem.store("Ann is a doctor", user="ann", confidence=0.3)
    assert mem.recall("doctor", user="ann") == []
    assert texts(mem.recall("doctor", user="ann", min_confidence=0.2)) == ["Ann is a doctor"]


def test_recall_excludes_expired_ttl_and_not_yet_valid_facts(mem, clock):
    mem.store("Ann's hotel door code is 4471", user="ann", forget_after="2026-01-02T00:00:00Z")
    mem.store("Ann starts at Initech", user="ann", at="2026-03-01")
    assert texts(mem.recall("hotel door code", user="ann")) == ["Ann's hotel door code is 4471"]
    assert mem.recall("Initech", user="ann") == []
    clock.set("2026-03-02")
    assert mem.recall("hotel door code", user="ann") == []
    assert texts(mem.recall("Initech", user="ann")) == ["Ann starts at Initech"]


def test_as_of_answers_what_credo_believed_then(mem, clock):
    clock.set("2026-01-01")
    mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    clock.set("2026-03-01")
    mem.store("Ann lives in London", user="ann", entity="ann", attribute="home_city", value="London")
    clock.set("2026-06-01")
    assert texts(mem.recall("where does Ann live", user="ann", as_of="2026-02-01")) == ["Ann lives in Paris"]
    assert texts(mem.recall("where does Ann live", user="ann", as_of="2026-04-01")) == ["Ann lives in London"]
    assert mem.recall("where does Ann live", user="ann", as_of="2025-12-01") == []


def test_as_of_ignores_corrections_credo_had_not_heard_yet(mem, clock):
    clock.set("2026-01-01")
    mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    clock.set("2026-05-01")  # told on May 1st that she had moved on March 1st
    mem.store("Ann moved to London", user="ann", entity="ann", attribute="home_city", value="London",
              at="2026-03-01")
    assert texts(mem.recall("where does Ann live", user="ann", as_of="2026-04-01")) == ["Ann lives in Paris"]
    assert texts(mem.recall("where does Ann live", user="ann")) == ["Ann moved to London"]


def test_as_of_sees_memories_later_challenged_or_forgotten(mem, clock):
    unit = mem.store("Ann is learning Rust", user="ann").memory
    clock.advance(days=5)
    mem.forget(unit.id)
    assert mem.recall("Rust", user="ann") == []
    assert texts(mem.recall("Rust", user="ann", as_of="2026-01-03")) == ["Ann is learning Rust"]


def test_recall_searches_all_memories_not_just_the_newest(mem, clock):
    mem.store("Ann's passport number ends in 8812", user="ann")
    for i in range(120):
        clock.advance(minutes=1)
        mem.store(f"Ann logged a run of {i} kilometres on day {i}", user="ann", kind="episode")
    assert texts(mem.recall("passport number", user="ann", limit=3))[0] == "Ann's passport number ends in 8812"


def test_unrelated_memories_are_not_served_however_important(mem):
    mem.store("Ann is allergic to peanuts", user="ann", importance=1.0)
    assert mem.recall("favourite football team", user="ann") == []


def test_recall_records_access(mem, clock):
    unit = mem.store("Ann's bike is a Brompton", user="ann").memory
    clock.advance(days=1)
    mem.recall("bike", user="ann")
    seen = mem.get(unit.id)
    assert (seen.access_count, seen.recall_count, seen.last_accessed) == (1, 1, clock())
    assert seen.recent_accesses == [clock()]


def test_recall_filters_by_kind_layer_and_topic(mem):
    mem.store("Ann prefers tea", user="ann", kind="preference", topic="food")
    mem.store("Ann decided to drink tea at work", user="ann", kind="decision", topic="work")
    assert texts(mem.recall("tea", user="ann", kinds=["preference"])) == ["Ann prefers tea"]
    assert texts(mem.recall("tea", user="ann", layers=["procedural"])) == ["Ann decided to drink tea at work"]
    assert texts(mem.recall("tea", user="ann", topic="food")) == ["Ann prefers tea"]


@pytest.mark.parametrize("kwargs", [{"query": ""}, {"query": "x", "limit": 0}, {"query": "x", "limit": 10_000},
                                    {"query": "x", "min_confidence": 1.5}, {"query": "x", "as_of": "soon"}])
def test_bad_recall_arguments_are_typed_errors(mem, kwargs):
    with pytest.raises(InvalidInput):
        mem.recall(user="ann", **kwargs)
