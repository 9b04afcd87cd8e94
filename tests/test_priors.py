"""The priors benchmark's targets on a small seeded sample: priors break ties, they never beat relevance.

bench/priors.py runs hundreds of generated scenarios and writes the figures to
bench/results/priors.json; here a few of each family run through the same
harness (real SQLite stores, bge-small, the cross-encoder, the public write
paths with an injected clock) and the targets are asserted.
"""

from __future__ import annotations

import random

import pytest

from credo.embed import BgeSmallEmbedder
from credo.rerank import CrossEncoderReranker

from .conftest import load_bench

PER_FAMILY = 3


priors = load_bench("priors")
scenarios = load_bench("priors_scenarios")


def _sample(seed: int = 11) -> list:
    """Exact-wording ties of every tie family, updated beliefs and controls: a few each."""
    rng = random.Random(seed)
    made = []
    for family in scenarios.FAMILIES:
        variant = "same" if family in ("confirmed", "useful", "recent", "important", "all") else "paraphrase"
        made += [scenarios.scenario(rng, family, variant, n) for n in range(PER_FAMILY)]
    return made


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    folder = tmp_path_factory.mktemp("priors")
    embedder, reranker = BgeSmallEmbedder(), priors.CachedReranker(CrossEncoderReranker())
    return [priors.run_one(spec, folder, embedder, reranker) for spec in _sample()]


def _family(records, *families):
    return [r for r in records if r["family"] in families]


@pytest.mark.parametrize("mode", ["plain", "rerank"])
def test_the_confirmed_useful_recent_important_memory_wins_an_exact_tie(records, mode):
    ties = _family(records, "confirmed", "useful", "recent", "important", "all")
    wins = [r["id"] for r in ties if r["outcomes"][mode]["ok"]]
    assert len(wins) >= 0.9 * len(ties), [r["id"] for r in ties if r["id"] not in wins]


@pytest.mark.parametrize("mode", ["plain", "rerank"])
def test_in_an_exact_tie_the_priors_alone_decide(records, mode):
    for record in _family(records, "confirmed", "useful", "recent", "important", "all"):
        served = record["served"][mode]
        target = next(why for label, why in served if label == "target")
        rival = next(why for label, why in served if label == "rival")
        assert priors.NO_PRIORS.score(target) == pytest.approx(priors.NO_PRIORS.score(rival), abs=1e-6), record["id"]
        assert priors.RecallWeights().score(target) > priors.RecallWeights().score(rival), record["id"]


@pytest.mark.parametrize("mode", ["plain", "rerank"])
def test_an_updated_belief_serves_the_current_value_and_never_the_old_one(records, mode):
    for record in _family(records, "updated"):
        assert record["outcomes"][mode]["top"] == "target", record["id"]
        assert not record["outcomes"][mode]["leaked"], record["id"]


@pytest.mark.parametrize("mode", ["plain", "rerank"])
def test_priors_never_put_a_memory_that_answers_another_question_first(records, mode):
    for record in _family(records, "control"):
        assert record["outcomes"][mode]["top"] != "rival", (record["id"], record["query"], record["texts"])
