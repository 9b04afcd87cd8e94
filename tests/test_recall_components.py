"""Recall: stop words, periods named in the query, and session context."""

from __future__ import annotations

import pytest

from credo import Memory, RecallWeights

ASKED = "2023-08-01"




@pytest.fixture
def mem(tmp_path, embedder) -> Memory:
    with Memory(tmp_path / "recall.db", embedder=embedder) as memory:
        yield memory


def recalled(memory: Memory, query: str) -> dict[str, dict[str, float]]:
    return {r.memory.text: r.why for r in memory.recall(query, user="ann", now=ASKED, record_access=False)}


def test_words_like_what_and_was_are_no_keyword_match(mem):
    mem.store_many(["It was what it was.", "Ann adopted a grey cat"], user="ann", now="2023-07-01")
    why = recalled(mem, "What was it that Ann adopted?")
    assert why["Ann adopted a grey cat"]["keyword"] == 1.0
    assert why.get("It was what it was.", {"keyword": 0.0})["keyword"] == 0.0


def test_a_query_of_only_stop_words_still_matches_keywords(mem):
    mem.store_many(["It was what it was.", "Ann adopted a grey cat"], user="ann", now="2023-07-01")
    assert recalled(mem, "what was it")["It was what it was."]["keyword"] == 1.0


def test_recall_favours_memories_from_the_day_the_query_names(mem):
    mem.store_many([{"text": "Ann went hiking in the hills", "at": "2023-05-08T14:00:00Z"},
                    {"text": "Ann went hiking in the hills again", "at": "2023-07-01T09:00:00Z"}],
                   user="ann", now="2023-07-01T10:00:00Z")
    mem.weights = RecallWeights(period=0.3)
    results = mem.recall("Where did Ann go hiking on 8 May, 2023?", user="ann", now=ASKED, record_access=False)
    assert [r.memory.text for r in results] == ["Ann went hiking in the hills", "Ann went hiking in the hills again"]
    assert [r.why["period"] for r in results] == [1.0, 0.0]


def test_period_is_zero_when_the_query_names_no_date(mem):
    mem.store_many(["Ann went hiking in the hills"], user="ann", at="2023-05-08", now="2023-05-08")
    assert recalled(mem, "Where did Ann go hiking?")["Ann went hiking in the hills"]["period"] == 0.0


def test_context_is_the_best_relevance_of_another_memory_of_the_same_session(mem):
    mem.store_many([
        {"text": "Ann: we finally booked the trip to Lisbon", "source_session": "chat-1"},
        {"text": "Bo: the flights were really cheap", "source_session": "chat-1"},
        {"text": "Bo: the concert tickets were really cheap", "source_session": "chat-2"},
        {"text": "Bo: the hotel near the river was cheap too"},
    ], user="ann", now="2023-07-01")
    weights = RecallWeights(context=0.5)
    mem.weights = weights
    results = {r.memory.text: r for r in mem.recall("What did Bo say about the Lisbon trip?", user="ann",
                                                    now=ASKED, record_access=False)}
    trip, flights = results["Ann: we finally booked the trip to Lisbon"], results["Bo: the flights were really cheap"]

    def relevance(why: dict[str, float]) -> float:
        return weights.keyword * why["keyword"] + weights.semantic * why["semantic"] + weights.period * why["period"]

    assert flights.why["context"] == pytest.approx(relevance(trip.why))
    assert trip.why["context"] == pytest.approx(relevance(flights.why))
    assert results["Bo: the concert tickets were really cheap"].why["context"] == 0.0  # alone in its session
    assert results["Bo: the hotel near the river was cheap too"].why["context"] == 0.0  # no session


def test_context_lifts_a_memory_above_an_equally_close_one_from_an_unrelated_session(mem):
    mem.store_many([
        {"text": "Ann: we finally booked the trip to Lisbon", "source_session": "chat-1"},
        {"text": "Bo: the tickets were really cheap!", "source_session": "chat-1"},
        {"text": "Bo: the tickets were really cheap", "source_session": "chat-2"},
    ], user="ann", now="2023-07-01")
    query = "Were the Lisbon trip tickets cheap?"
    orders = []
    for weights in (RecallWeights(usefulness=0), RecallWeights(usefulness=0, context=0.5)):  # no sampling noise
        mem.weights = weights
        orders.append([r.memory.text for r in mem.recall(query, user="ann", now=ASKED, record_access=False)][1:])
    assert orders[0] == ["Bo: the tickets were really cheap", "Bo: the tickets were really cheap!"]
    assert orders[1] == ["Bo: the tickets were really cheap!", "Bo: the tickets were really cheap"]


def test_default_weights_leave_period_and_context_out_of_the_score(mem):
    mem.store_many([{"text": "Ann went hiking in the hills", "at": "2023-05-08", "source_session": "s"},
                    {"text": "Ann went hiking in the hills again", "at": "2023-05-08", "source_session": "s"}],
                   user="ann", now="2023-05-08")
    default = RecallWeights()
    for result in mem.recall("Where did Ann go hiking on 8 May 2023?", user="ann", now=ASKED, record_access=False):
        assert result.why["period"] == 1.0 and result.why["context"] > 0
        assert result.score == pytest.approx(sum(getattr(default, k) * result.why[k]
                                                 for k in ("keyword", "semantic", "importance", "recency",
                                                           "usefulness")))
