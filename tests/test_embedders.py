"""The embedders: bge-small by default, MiniLM by name, model files checked by sha256."""

from __future__ import annotations

import logging
import shutil

import numpy as np
import pytest

from credo import BgeSmallEmbedder, EmbeddingError, InvalidInput, Memory, MiniLMEmbedder
from credo import onnx
from credo.config import build_memory, load
from credo.embed import embed_many, embed_query, embedder_named, similarity


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    return MiniLMEmbedder()


def test_a_new_store_embeds_with_bge_small(tmp_path):
    with Memory(tmp_path / "new.db") as memory:
        unit = memory.store("Ann keeps bees on her roof", user="ann").memory
        assert memory.embedder.name == unit.embedding_model == BgeSmallEmbedder.name


def test_minilm_stays_selectable_by_name_and_an_unknown_name_is_refused(tmp_path):
    with Memory(tmp_path / "mini.db", embedder="minilm") as memory:
        assert memory.store("Ann keeps bees", user="ann").memory.embedding_model == MiniLMEmbedder.name
    assert embedder_named("all-MiniLM-L6-v2-int8").name == MiniLMEmbedder.name
    with pytest.raises(InvalidInput, match="unknown embedder 'word2vec'"):
        Memory(tmp_path / "other.db", embedder="word2vec")


def test_bge_queries_carry_the_retrieval_instruction_and_stored_texts_do_not(embedder):
    question = "where does Ann keep her bees?"
    as_query = embed_query(embedder, question)
    assert np.allclose(as_query, embed_many(embedder, [BgeSmallEmbedder.QUERY_PREFIX + question])[0], atol=1e-5)
    assert not np.allclose(as_query, embed_many(embedder, [question])[0], atol=1e-3)


def test_recall_finds_paraphrases_that_share_no_content_word(mem):
    for text in ("Ann's dog is called Biscuit", "Ann works night shifts as a nurse",
                 "Ann's flight to Lisbon leaves on Friday", "Ann is learning to play the cello"):
        mem.store(text, user="ann")
    for question, answer in (("What is the name of her pet?", "Ann's dog is called Biscuit"),
                             ("When is she travelling to Portugal?", "Ann's flight to Lisbon leaves on Friday"),
                             ("What is her job at the hospital?", "Ann works night shifts as a nurse"),
                             ("Which musical instrument does she practise?", "Ann is learning to play the cello")):
        assert mem.recall(question, user="ann")[0].memory.text == answer, question


def test_unrelated_texts_sit_near_zero_on_the_shared_scale_for_both_models(embedder, minilm):
    pairs = [("Ann's dog is called Biscuit", "The quarterly report is due on Friday"),
             ("I am allergic to peanuts", "Deploy the service with docker compose")]
    for model in (embedder, minilm):
        for a, b in pairs:
            cosine = float(np.dot(*embed_many(model, [a, b])))
            assert similarity(model, cosine) < 0.2, (model.name, a, b)
        same = embed_many(model, ["Ann's favourite colour is blue", "Ann's favorite color is blue"])
        assert similarity(model, float(np.dot(*same))) > 0.85, model.name


def test_the_pinned_sha256_digests_match_the_installed_model_files(monkeypatch):
    monkeypatch.setattr(onnx, "CACHE_DIR", None)  # no stamp of an earlier check: every file is read and hashed
    onnx.verified.cache_clear()
    try:
        for name in onnx.PINNED:
            assert onnx.verified(name) == onnx.model_dir(name)
    finally:
        onnx.verified.cache_clear()


def test_a_tampered_model_file_is_refused(tmp_path, monkeypatch):
    real = onnx.model_dir("bge_small_en")
    fake = tmp_path / "bge_small_en"
    fake.mkdir()
    shutil.copy(real / "tokenizer.json", fake / "tokenizer.json")
    data = bytearray((real / "model.onnx").read_bytes())
    data[len(data) // 2] ^= 0x01
    (fake / "model.onnx").write_bytes(bytes(data))
    monkeypatch.setattr(onnx, "model_dir", lambda name: fake)
    onnx.verified.cache_clear()
    try:
        with pytest.raises(EmbeddingError, match="sha256"):
            BgeSmallEmbedder().embed_batch(["Ann keeps bees"])
    finally:
        onnx.verified.cache_clear()


def test_the_configured_embedder_comes_from_flag_environment_or_file(tmp_path):
    toml = tmp_path / "credo.toml"
    toml.write_text('[embedder]\nmodel = "minilm"\n')
    db = str(tmp_path / "c.db")
    assert load(env={"CREDO_DB": db}).config.embedder.model == "auto"
    assert load(toml).config.embedder.model == "minilm"
    loaded = load(toml, env={"CREDO_EMBEDDER": "bge-small"}, flags={"embedder.model": "minilm", "store.db": db})
    assert loaded.sources["embedder.model"] == "flag --embedder"
    with build_memory(loaded) as memory:
        assert memory.embedder.name == MiniLMEmbedder.name
    with pytest.raises(InvalidInput, match="embedder.model"):
        load(env={"CREDO_EMBEDDER": "word2vec"})


def test_opening_a_minilm_store_without_naming_a_model_keeps_minilm(tmp_path, minilm, caplog):
    path = tmp_path / "old.db"
    with Memory(path, embedder=minilm) as memory:
        memory.store("Ann keeps bees on her roof", user="ann")
    with caplog.at_level(logging.WARNING, logger="credo"):
        with Memory(path) as memory:
            assert memory.embedder.name == MiniLMEmbedder.name
            assert memory.recall("Where are Ann's hives?", user="ann")[0].why["semantic"] > 0
        assert caplog.records == []
        with Memory(path, embedder="bge-small") as memory:
            assert memory.embedder.name == BgeSmallEmbedder.name
    [line] = [r.getMessage() for r in caplog.records]
    assert "1 memories have vectors of another model" in line and "credo reembed --model bge-small" in line


def test_a_wrapper_carrying_a_known_models_name_gets_its_similarity_scale(embedder):
    class Cached:  # e.g. a benchmark serving precomputed vectors
        name, dim = embedder.name, embedder.dim

        def embed_batch(self, texts):
            return embedder.embed_batch(texts)

    assert similarity(Cached(), 0.95) == similarity(embedder, 0.95) < 0.95
    assert similarity(Cached(), 0.6, query=True) == similarity(embedder, 0.6, query=True)
