"""LoCoMo on PostgreSQL: the same conversations, stored and asked through Memory on each backend, score the same.

A smoke test of bench/locomo.py's ``--db``: the first two conversations (about 800 turns) with the
real embedder and no cross-encoder (231 questions); every headline metric on PostgreSQL within .01 of SQLite's.
"""

from __future__ import annotations

import random

import pytest

from .conftest import load_bench

locomo = load_bench("locomo")
CONVERSATIONS = 2
METRICS = locomo.METRICS[1:9]  # every headline metric but n and the timings


@pytest.fixture(scope="module")
def conversations():
    if not locomo.DEFAULT_DATA.exists():
        pytest.skip(f"LoCoMo data not found at {locomo.DEFAULT_DATA}")
    return locomo.load(locomo.DEFAULT_DATA, CONVERSATIONS)


def test_locomo_figures_on_postgres_are_within_a_hundredth_of_sqlite(conversations, embedder, pg_app_dsn, tmp_path):
    rows = {"sqlite": [], "postgres": []}
    for conv in conversations:
        vectors = locomo.TurnVectors(embedder, [t.text for t in conv.turns])  # one embedding per turn, shared
        for backend, db in (("sqlite", None), ("postgres", pg_app_dsn)):
            memory, _ = locomo.credo_store(conv, vectors, tmp_path, db)
            memory.rng = random.Random(0)  # recall explores near-ties at random: the same draws on both backends
            try:
                search = locomo.credo_search(memory, conv)
                rows[backend] += [locomo.judge(q, search(q.text)) for q in conv.questions]
            finally:
                memory.close()
    sqlite, postgres = (locomo.summarise(rows[b]) for b in ("sqlite", "postgres"))
    assert sqlite["n"] == postgres["n"] > 200
    print({"sqlite": sqlite, "postgres": postgres})  # the figures, for `pytest -s`
    for metric in METRICS:
        assert abs(postgres[metric] - sqlite[metric]) <= 0.01, (metric, sqlite[metric], postgres[metric])
