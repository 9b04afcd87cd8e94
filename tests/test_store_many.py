"""Memory.store_many: many memories, one embedding batch, one transaction."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from credo import HashEmbedder, InvalidInput, Memory, MiniLMEmbedder
from credo.embed import embed_many
from credo.store.base import HistoryQuery

from .conftest import query


class CountingEmbedder(HashEmbedder):
    """A HashEmbedder that remembers how it was called."""

    def __init__(self) -> None:
        super().__init__(dim=64)
        self.calls: list[int] = []

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(len(texts))
        return super().embed_batch(texts)


@pytest.fixture
def counting() -> CountingEmbedder:
    return CountingEmbedder()


@pytest.fixture
def mem(tmp_path, counting) -> Memory:
    with Memory(tmp_path / "many.db", embedder=counting) as memory:
        yield memory


def test_store_many_embeds_every_item_in_one_batch(mem, counting):
    done = mem.store_many(["Ann likes tea", "Bo plays chess", "Cy runs marathons"], user="ann")
    assert [r.memory.text for r in done] == ["Ann likes tea", "Bo plays chess", "Cy runs marathons"]
    assert counting.calls == [3]


def test_store_many_applies_defaults_unless_an_item_sets_its_own(mem):
    done = mem.store_many(
        ["Ann went hiking", {"text": "Ann bought a kayak", "kind": "fact", "at": "2023-05-08T13:56:00Z",
                             "metadata": {"turn": "D1:2"}}],
        user="ann", kind="episode", now="2023-05-09T00:00:00Z")
    hiking, kayak = (r.memory for r in done)
    assert (hiking.kind.value, kayak.kind.value) == ("episode", "fact")
    assert kayak.valid_from.isoformat() == "2023-05-08T13:56:00+00:00"
    assert hiking.created_at.isoformat() == "2023-05-09T00:00:00+00:00"
    assert mem.get(kayak.id).metadata == {"turn": "D1:2"}


def test_store_many_memories_are_recalled_like_stored_ones(tmp_path):
    with Memory(tmp_path / "recall.db", embedder=MiniLMEmbedder()) as memory:
        memory.store_many(["Ann adopted a grey cat named Pixel", "The quarterly report is due Friday"],
                          user="ann", kind="episode", now="2024-01-01")
        results = memory.recall("what pet does Ann have?", user="ann", now="2024-01-02", record_access=False)
    assert results[0].memory.text == "Ann adopted a grey cat named Pixel"


def test_store_many_runs_the_contradiction_check_between_items_of_one_batch(mem):
    first, second = mem.store_many([
        {"text": "Ann lives in Paris", "entity": "ann", "attribute": "home_city", "value": "Paris",
         "at": "2024-01-01"},
        {"text": "Ann lives in London", "entity": "ann", "attribute": "home_city", "value": "London",
         "at": "2024-06-01"},
    ], user="ann", now="2024-06-02")
    assert second.superseded == [first.memory.id]
    assert mem.get(first.memory.id).status.value == "superseded"


def test_store_many_stores_nothing_when_one_item_is_invalid(mem):
    with pytest.raises(InvalidInput):
        mem.store_many(["Ann likes tea", {"text": "   "}], user="ann")
    assert mem.recall("tea", user="ann", record_access=False) == []


def test_store_many_refuses_a_user_per_item(mem):
    with pytest.raises(InvalidInput, match="whole batch"):
        mem.store_many([{"text": "Bo likes coffee", "user": "bo"}], user="ann")


def test_store_many_of_nothing_stores_nothing(mem, counting):
    assert mem.store_many([], user="ann") == []
    assert counting.calls == []


# -- embeddings supplied -------------------------------------------------------------


def test_store_many_with_embeddings_supplied_runs_no_model_and_stores_them(mem, counting):
    texts = ["Ann likes tea", "Bo plays chess"]
    vectors = embed_many(HashEmbedder(dim=64), texts)
    done = mem.store_many(texts, user="ann", embeddings=vectors)
    assert counting.calls == []
    stored = mem.backend.vectors("default", [r.memory.id for r in done], model=counting.name)
    assert np.allclose(stored[done[1].memory.id], vectors[1])
    assert done[0].memory.embedding_model == counting.name


def test_store_many_supplied_embeddings_are_recalled_by_meaning(tmp_path, embedder):
    texts = ["Ann adopted a grey cat named Pixel", "The quarterly report is due Friday"]
    with Memory(tmp_path / "supplied.db", embedder=embedder) as memory:
        memory.store_many(texts, user="ann", kind="episode", now="2024-01-01",
                          embeddings=embed_many(embedder, texts).tolist())
        results = memory.recall("which animal lives with Ann?", user="ann", now="2024-01-02", record_access=False)
    assert results[0].memory.text == "Ann adopted a grey cat named Pixel"
    assert results[0].why["semantic"] > 0


@pytest.mark.parametrize("embeddings, message", [
    (np.eye(64, dtype=np.float32)[:1], "shape"),                    # one vector for two memories
    (np.eye(32, dtype=np.float32)[:2], "shape"),                    # another model's size
    (np.eye(64, dtype=np.float32)[:2] * 3, "unit length"),          # not normalised
    (np.full((2, 64), np.nan), "finite"),
    ([["a"] * 64, ["b"] * 64], "numbers"),
    (np.ones(64) / 8, "shape"),                                     # a single row, not one per memory
], ids=["too-few", "wrong-size", "not-unit", "nan", "text", "flat"])
def test_store_many_refuses_embeddings_that_are_not_one_unit_vector_per_item(mem, counting, embeddings, message):
    with pytest.raises(InvalidInput, match=message):
        mem.store_many(["Ann likes tea", "Bo plays chess"], user="ann", embeddings=embeddings)
    assert counting.calls == []
    assert mem.recall("tea", user="ann", record_access=False) == []


def test_store_many_keeps_the_order_of_plain_memories_and_facts_with_their_history(mem, tmp_path):
    done = mem.store_many([
        "Ann went hiking",
        {"text": "Ann lives in Paris", "entity": "ann", "attribute": "home_city", "value": "Paris",
         "at": "2024-01-01"},
        "Ann bought a kayak",
        {"text": "Ann lives in London", "entity": "ann", "attribute": "home_city", "value": "London",
         "at": "2024-06-01"},
        "Ann sold the kayak",
    ], user="ann", now="2024-06-02")
    ids = [r.memory.id for r in done]
    assert [r[0] for r in query(tmp_path / "many.db", "SELECT id FROM memories ORDER BY seq")] == ids
    created = [e["memory_id"] for e in mem.backend.audit_events("default") if e["action"] == "memory.created"]
    assert created == ids
    assert [c.memory_id for c in mem.backend.history(HistoryQuery("default")) if c.old is None] == ids
    assert done[3].superseded == [ids[1]]
