"""The cross-encoder stage: what it changes, what it never changes, and the switch on every surface.

The real model throughout (``credo.rerank.DEFAULT_RERANKER``, shared by every
store of the process); stores are small, so each recall costs a few pairs.
"""

from __future__ import annotations

import json

import anyio
import pytest
from fastapi.testclient import TestClient
from mcp import Client

from credo import InvalidInput, Memory, RecallWeights
from credo.mcp import build_server
from credo.policies import MAX_RERANK_DEPTH
from credo.rerank import DEFAULT_RERANKER, CrossEncoderReranker
from credo.models import Principal
from credo.server import create_app

from .conftest import LOCAL

QUERY = "What is Ann's son's age?"
ANSWER = "Leo, Ann's son, turned seven in March"
# each says "age" as the question does, or is about as close in meaning, and none says how old he is
NEIGHBOURS = ["Ann's son's age group plays football on Saturdays", "Ann's son asked about the age of the dinosaurs",
              "Ann's son loves the Ice Age films"]


def texts(results) -> list[str]:
    return [r.memory.text for r in results]


def test_the_cross_encoder_puts_the_answer_first_where_the_first_stage_did_not(mem):
    mem.store_many([ANSWER, *NEIGHBOURS], user="ann")
    first = mem.recall(QUERY, user="ann", rerank=False, record_access=False)
    reranked = mem.recall(QUERY, user="ann", record_access=False)  # the store's setting: rerank
    assert texts(first)[0] != ANSWER and ANSWER in texts(first)
    assert texts(reranked)[0] == ANSWER
    assert sorted(texts(reranked)) == sorted(texts(first))  # rescored, nothing added or lost
    assert all("rerank" not in r.why for r in first)
    assert all(0.0 <= r.why["rerank"] <= 1.0 for r in reranked)
    assert all(r.score == pytest.approx(mem.weights.score(r.why)) for r in reranked)


def test_rerank_never_brings_in_a_memory_the_filters_exclude(mem, db_path, embedder, clock):
    old = mem.store("Ann's son is six years old", user="ann", entity="ann_son", attribute="age", value="6").memory
    clock.advance(days=1)
    mem.store(ANSWER, user="ann", entity="ann_son", attribute="age", value="7")  # supersedes the six
    mem.store("Ann's son is eight years old", user="bob")
    mem.store("Ann's son is ten years old, says his school record", user="ann", classification="restricted")
    mem.store("Ann's son is eleven years old", user="ann", forget_after="2026-01-03T00:00:00Z")
    mem.store("Ann's son might be twelve years old", user="ann", confidence=0.3)
    doubted = mem.store("Ann's son is thirteen years old", user="ann").memory
    mem.update_status(doubted.id, "challenged", "the user denied it")
    with Memory(db_path, tenant="globex", embedder=embedder, clock=clock) as other:
        other.store("Ann's son is nine years old", user="ann")
    clock.advance(days=2)  # past the eleven's TTL
    mem.rerank_depth = MAX_RERANK_DEPTH  # every candidate goes through the cross-encoder

    served = mem.recall(QUERY, user="ann", rerank=True, max_classification="internal", record_access=False)
    assert texts(served) == [ANSWER] and "rerank" in served[0].why
    # each one left out is relevant: loosening its filter serves it
    assert "Ann's son is ten years old, says his school record" in texts(mem.recall(QUERY, user="ann", rerank=True))
    assert "Ann's son might be twelve years old" in texts(mem.recall(QUERY, user="ann", min_confidence=0.2))
    then = mem.recall(QUERY, user="ann", rerank=True, as_of="2026-01-01T12:00:00Z", record_access=False)
    assert [r.memory.id for r in then] == [old.id]


def test_reranked_rankings_repeat_and_a_pairs_score_ignores_the_other_candidates(db_path, embedder, clock):
    with Memory(db_path, tenant="acme", embedder=embedder, clock=clock) as seeder:
        seeder.store_many([ANSWER, *NEIGHBOURS, "Ann's daughter is four", "Ann's son broke his arm skiing"],
                          user="ann")

    def ranked(depth: int) -> list[tuple[str, float, dict[str, float]]]:
        with Memory(db_path, tenant="acme", embedder=embedder, clock=clock, seed=5, rerank_depth=depth) as memory:
            return [(r.memory.id, r.score, r.why) for r in memory.recall(QUERY, user="ann", record_access=False)]

    deep = ranked(30)
    assert ranked(30) == deep  # exactly the same ids, scores and components
    shallow = {memory_id: why for memory_id, _, why in ranked(2)}
    both = [(memory_id, why) for memory_id, _, why in deep if "rerank" in shallow[memory_id]]
    assert len(both) == 2 and all(why["rerank"] == shallow[memory_id]["rerank"] for memory_id, why in both)
    alone = DEFAULT_RERANKER.score(QUERY, [ANSWER])[0]
    assert alone == DEFAULT_RERANKER.score(QUERY, [*NEIGHBOURS, ANSWER])[-1]  # the same in any batch


def test_a_pairs_score_is_the_same_in_any_batch_at_any_depth_however_many_pairs_run_at_once():
    one_at_a_time = CrossEncoderReranker(threads=None, workers=1)  # as credo ran it before: one after another
    side_by_side = CrossEncoderReranker(workers=3)
    candidates = [ANSWER, *NEIGHBOURS, "Ann's daughter is four", "Ann's son broke his arm skiing last winter, "
                  "and the cast came off after six weeks of physiotherapy at the clinic near the school"]
    alone = {text: one_at_a_time.score(QUERY, [text])[0] for text in candidates}
    assert len(set(alone.values())) == len(candidates)  # distinct pairs, distinct scores: the check can fail
    for texts in (candidates, candidates[::-1], candidates[:2], [candidates[-1], ANSWER, ANSWER, ANSWER],
                  candidates * 4):  # depths 2 to 28, repeated texts, the longest pair first or last
        for reranker in (one_at_a_time, side_by_side, DEFAULT_RERANKER):
            assert reranker.score(QUERY, texts).tolist() == [alone[text] for text in texts]


@pytest.mark.parametrize("bad", [0, -2, 1.5, True, "2"])
def test_a_bad_number_of_workers_or_threads_is_invalid_input(bad):
    with pytest.raises(InvalidInput, match="workers"):
        CrossEncoderReranker(workers=bad)
    with pytest.raises(InvalidInput, match="threads"):
        CrossEncoderReranker(threads=bad)


@pytest.mark.parametrize("rerank", [False, True])
def test_priors_break_a_tie_between_equally_relevant_memories_with_or_without_rerank(mem, rerank):
    mem.weights = RecallWeights(explore_margin=0)  # no sampling: the priors alone decide
    twins = [mem.store(ANSWER, user="ann", dedupe=False).memory.id for _ in range(2)]
    confirmed = max(twins)  # the id that an exact tie would put second
    mem.feedback(confirmed, True)
    results = mem.recall(QUERY, user="ann", rerank=rerank, record_access=False)
    assert [r.memory.id for r in results] == [confirmed, min(twins)]
    for name in ("keyword", "semantic", "rerank"):  # equally relevant, to the cross-encoder too
        assert results[0].why.get(name) == pytest.approx(results[1].why.get(name), abs=1e-6)
    assert ("rerank" in results[0].why) is rerank
    assert 0 < results[0].score - results[1].score <= mem.weights.prior_margin


@pytest.mark.parametrize("depth", [-1, MAX_RERANK_DEPTH + 1, 2.5, True, "30"])
def test_a_bad_rerank_depth_is_invalid_input(db_path, embedder, depth):
    with pytest.raises(InvalidInput, match="rerank_depth"):
        Memory(db_path, embedder=embedder, rerank_depth=depth)


def test_a_reranker_must_score_pairs(db_path, embedder):
    with pytest.raises(InvalidInput, match="reranker"):
        Memory(db_path, embedder=embedder, reranker="ms-marco")


def test_rerank_must_be_a_boolean_and_can_only_be_required_where_the_store_reranks(db_path, embedder, clock):
    with Memory(db_path, tenant="acme", embedder=embedder, clock=clock, reranker=None) as plain:
        plain.store(ANSWER, user="ann")
        assert "rerank" not in plain.recall(QUERY, user="ann")[0].why
        with pytest.raises(InvalidInput, match="does not rerank"):
            plain.recall(QUERY, user="ann", rerank=True)
        with pytest.raises(InvalidInput, match="does not rerank"):
            plain.context(QUERY, user="ann", rerank=True)
        with pytest.raises(InvalidInput, match="rerank must be"):
            plain.recall(QUERY, user="ann", rerank="false")


# -- the surfaces -------------------------------------------------------------------------------


def test_rest_recall_reports_rerank_in_why_and_refuses_a_bad_flag(mem):
    mem.store_many([ANSWER, *NEIGHBOURS], user="ann")
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        def recall(**body):
            return http.post("/v1/recall", json={"query": QUERY, "user": "ann", **body})

        reranked, plain = recall().json()["results"], recall(rerank=False).json()["results"]
        assert reranked[0]["memory"]["text"] == ANSWER and all("rerank" in r["why"] for r in reranked)
        assert all("rerank" not in r["why"] for r in plain)
        assert http.post("/v1/context", json={"query": QUERY, "user": "ann", "rerank": False}).status_code == 200
        for response in (recall(rerank="sometimes"),
                         http.post("/v1/context", json={"query": QUERY, "user": "ann", "rerank": [True]}),
                         http.get("/v1/memories", params={"user": "ann", "q": QUERY, "rerank": "maybe"})):
            assert response.status_code == 422 and response.json()["error"]["type"] == "malformed_request"
        searched = http.get("/v1/memories", params={"user": "ann", "q": QUERY}).json()["memories"]
        assert searched[0]["text"] == ANSWER  # a search reads like a recall: reranked


def test_rest_asking_a_store_that_does_not_rerank_to_rerank_is_a_400(db_path, embedder, clock):
    with Memory(db_path, tenant="acme", embedder=embedder, clock=clock, reranker=None) as plain:
        with TestClient(create_app(plain), base_url=LOCAL) as http:
            response = http.post("/v1/recall", json={"query": QUERY, "user": "ann", "rerank": True})
    assert response.status_code == 400 and "does not rerank" in response.json()["error"]["message"]


def test_mcp_recall_and_context_take_rerank(mem):
    mem.store_many([ANSWER, *NEIGHBOURS], user="ann")
    server = build_server(mem, local=Principal(tenant="acme"))

    async def steps():
        async with Client(server) as client:
            return [await client.call_tool("recall", {"query": QUERY, "user": "ann"}),
                    await client.call_tool("recall", {"query": QUERY, "user": "ann", "rerank": False}),
                    await client.call_tool("context", {"query": QUERY, "user": "ann", "rerank": False}),
                    await client.call_tool("recall", {"query": QUERY, "user": "ann", "rerank": "often"})]

    reranked, plain, context, bad = anyio.run(steps)
    assert reranked.structured_content["memories"][0]["text"] == ANSWER
    assert all("rerank" in m["why"] for m in reranked.structured_content["memories"])
    assert all("rerank" not in m["why"] for m in plain.structured_content["memories"])
    assert not context.is_error and ANSWER in context.structured_content["text"]
    assert bad.is_error


@pytest.fixture
def cli(monkeypatch, capsys, tmp_path, embedder):
    """The CLI in-process on a clean CREDO_* environment, with the session's embedder; (exit code, stdout, stderr)."""
    import os

    from credo import cli as module
    from credo import config

    for name in [n for n in os.environ if n.startswith("CREDO_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("CREDO_DB", str(tmp_path / "cli.db"))
    build = config.build_memory
    monkeypatch.setattr(config, "build_memory", lambda loaded, **kw: build(loaded, embedder=embedder, **kw))

    def run(*args: str):
        code = module.main(list(args))
        out, err = capsys.readouterr()
        return code, out, err

    return run


def test_cli_recall_and_context_take_no_rerank(cli):
    for text in (ANSWER, *NEIGHBOURS):
        cli("store", text, "--user", "ann")
    code, out, _ = cli("recall", QUERY, "--user", "ann", "--json")
    assert code == 0 and all("rerank" in r["why"] for r in json.loads(out)["results"])
    code, out, _ = cli("recall", QUERY, "--user", "ann", "--no-rerank", "--json")
    assert code == 0 and all("rerank" not in r["why"] for r in json.loads(out)["results"])
    code, out, _ = cli("context", QUERY, "--user", "ann", "--no-rerank")
    assert code == 0 and "turned seven in March" in out
    code, out, err = cli("--no-rerank", "recall", QUERY, "--user", "ann", "--rerank")
    assert code == 2 and out == "" and err.count("\n") == 1 and "does not rerank" in err
    code, _, err = cli("--rerank-depth", "-3", "recall", QUERY, "--user", "ann")
    assert code == 2 and "rerank_depth" in err
