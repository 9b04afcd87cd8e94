"""One model per search, and `credo reembed` moving a store from MiniLM to bge-small."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from credo import BgeSmallEmbedder, InvalidInput, Memory, MiniLMEmbedder
from credo.embed import embed_query
from credo.models import Scope, Status
from credo.store.base import RecallFilter
from tests.conftest import query

OLD = [("ann", "Ann keeps bees on her roof"), ("ann", "Ann's dog is called Biscuit"),
       ("bob", "Bob repairs vintage motorbikes"), ("bob", "Bob's daughter studies marine biology")]


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture
def old_store(tmp_path, minilm, clock):
    """A store written with MiniLM: two tenants, one archived memory."""
    path = tmp_path / "old.db"
    with Memory(path, tenant="acme", embedder=minilm, clock=clock) as memory:
        stored = [memory.store(text, user=user).memory for user, text in OLD]
        memory.store("Ann's flight to Lisbon leaves on Friday", user="ann", tenant="globex")
        memory.forget(stored[0].id)
    return path


def test_a_search_never_compares_vectors_of_two_models(old_store, embedder, minilm, clock):
    with Memory(old_store, tenant="acme", embedder=embedder, clock=clock) as memory:
        new = memory.store("Ann's cat is called Pixel", user="ann").memory
        store, ann = memory.backend, Scope(tenant="acme", user="ann")
        flt = RecallFilter(now=clock(), statuses=frozenset({Status.ACTIVE, Status.ARCHIVED}), min_confidence=0.0)
        # a MiniLM query vector, searched as bge, meets only bge vectors (and the other way round)
        probe = embed_query(minilm, "What is the name of Ann's dog?")
        assert [i for i, _ in store.search_vector(ann, probe, flt, 10, model=embedder.name)] == [new.id]
        assert new.id not in dict(store.search_vector(ann, probe, flt, 10, model=minilm.name))
        old_ids = [m.id for m in memory.browse(user="ann")]
        assert set(store.vectors("acme", old_ids, model=embedder.name)) == {new.id}

        # the MiniLM memory is still found by keyword; its semantic component is 0, not a cross-model cosine
        hits = {r.memory.text: r.why for r in memory.recall("Biscuit", user="ann")}
        assert hits["Ann's dog is called Biscuit"]["semantic"] == 0.0
        assert hits["Ann's dog is called Biscuit"]["keyword"] > 0
        # ... and without a shared word, only the memory of the query's model can be found
        assert [r.memory.text for r in memory.recall("What pets does she have?", user="ann")] == [new.text]


def test_stats_count_vectors_by_model_and_what_needs_reembedding(old_store, embedder, clock):
    with Memory(old_store, tenant="acme", embedder=embedder, clock=clock) as memory:
        memory.store("Ann's cat is called Pixel", user="ann")
        stats = memory.stats()
        assert stats["embedding_models"] == {MiniLMEmbedder.name: 4, BgeSmallEmbedder.name: 1}
        assert (stats["embedder"], stats["reembed_needed"]) == (BgeSmallEmbedder.name, 4)
        assert memory.stats(user="bob")["reembed_needed"] == 2


def test_reembed_is_resumable_idempotent_and_covers_every_tenant_and_status(old_store, embedder, clock):
    class Interrupted(Exception):
        pass

    def stop_after_first_batch(done: int, total: int) -> None:
        raise Interrupted(f"{done}/{total}")

    with Memory(old_store, tenant="acme", embedder=embedder, clock=clock) as memory:
        with pytest.raises(Interrupted, match="2/5"):
            memory.reembed("bge-small", batch_size=2, progress=stop_after_first_batch)
        assert memory.stats()["embedding_models"] == {MiniLMEmbedder.name: 2, BgeSmallEmbedder.name: 2}

        seen = []
        report = memory.reembed("bge-small", batch_size=2, progress=lambda done, total: seen.append((done, total)))
        assert (report["total"], report["done"], report["tenants"]) == (3, 3, {"acme": 2, "globex": 1})
        assert seen == [(2, 3), (3, 3)]
        again = memory.reembed("bge-small")
        assert (again["total"], again["done"], again["batches"]) == (0, 0, 0)

        models = query(old_store, "SELECT DISTINCT embedding_model FROM memories")
        assert models == [(BgeSmallEmbedder.name,)]  # archived memories and the other tenant included
        events = [e for e in memory.backend.audit_events("acme") if e["action"] == "store.reembedded"]
        assert [e["detail"] for e in events] == [{"model": BgeSmallEmbedder.name, "memories": 2}] * 2
        # recall now compares with every memory: the paraphrase finds the once-MiniLM memory
        assert memory.recall("What pets does she have?", user="ann")[0].memory.text == "Ann's dog is called Biscuit"
        assert memory.stats()["reembed_needed"] == 0


def test_reembed_switches_the_store_to_the_new_model(old_store, clock):
    with Memory(old_store, tenant="acme", clock=clock) as memory:
        assert memory.embedder.name == MiniLMEmbedder.name  # the store's own model, found on open
        memory.reembed("bge-small")
        assert memory.embedder.name == BgeSmallEmbedder.name
        assert memory.store("Bob collects stamps", user="bob").memory.embedding_model == BgeSmallEmbedder.name
    with Memory(old_store, tenant="acme", clock=clock) as memory:
        assert memory.embedder.name == BgeSmallEmbedder.name


def test_reembed_refuses_an_unknown_model_and_a_bad_batch_size(old_store, embedder):
    with Memory(old_store, tenant="acme", embedder=embedder) as memory:
        with pytest.raises(InvalidInput, match="unknown embedder"):
            memory.reembed("word2vec")
        with pytest.raises(InvalidInput, match="batch size"):
            memory.reembed("bge-small", batch_size=0)
        assert memory.stats()["reembed_needed"] == 4


def test_credo_reembed_on_the_command_line(old_store):
    env = {**os.environ, "CREDO_DB": str(old_store), "CREDO_TENANT": "acme"}

    def credo(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True, env=env,
                              timeout=120)

    stats = credo("stats", "--json")
    assert stats.returncode == 0, stats.stderr
    assert json.loads(stats.stdout)["embedder"] == MiniLMEmbedder.name  # auto: the store's own model

    bad = credo("reembed", "--model", "word2vec", "--json")
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1

    done = credo("reembed", "--model", "bge-small", "--batch", "3", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) | {"tenants": None} == {"task": "reembed", "model": BgeSmallEmbedder.name,
                                                         "total": 5, "done": 5, "batches": 3, "tenants": None}
    assert done.stderr.split() == ["3/5", "4/5", "5/5"]  # not a terminal: progress as lines

    again = credo("reembed", "--model", "bge-small")
    assert again.returncode == 0 and "nothing to re-embed" in again.stdout
    stats = json.loads(credo("stats", "--json").stdout)
    assert (stats["embedder"], stats["reembed_needed"]) == (BgeSmallEmbedder.name, 0)
