"""What a command line process loads, seen from inside a real process: a command that needs no model imports no
model runtime (onnxruntime, tokenizers, spaCy) and opens no model file, while recall does both (so the probe
can see them); and the models' sessions, built from the cache of optimised graphs, answer bit for bit as a session
optimised afresh does."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from credo import onnx
from credo.embed import BgeSmallEmbedder
from credo.errors import EmbeddingError
from credo.rerank import CrossEncoderReranker

ROOT = Path(__file__).resolve().parents[1]
SRC = str(ROOT / "src")
RUNTIMES = ("onnxruntime", "tokenizers", "spacy")

# Runs `credo ARGS` in this process, recording every file opened (Python's audit hook sees every open()) and
# every module imported, and prints both as JSON on the last line of stderr.
PROBE = """
import json, os, sys
opened = []
def hook(event, args):
    if event == "open" and args and isinstance(args[0], (str, bytes)):
        opened.append(os.fsdecode(args[0]))
sys.addaudithook(hook)
from credo.cli import main
try:
    code = main(json.loads(sys.argv[1]))
finally:
    sys.stderr.write("\\nPROBE " + json.dumps({"opened": opened, "modules": sorted(sys.modules)}) + "\\n")
sys.exit(code)
"""


def _model_places() -> list[str]:
    """Every folder a model file is read from: the bundled ONNX models, MiniLM's, spaCy's, the graph cache."""
    from credo.embed import minilm_tokenizer_path
    from credo.llm.parse import model_dir as parser_dir

    places = [str(onnx.model_dir(name)) for name in onnx.PINNED] + [str(minilm_tokenizer_path().parent)]
    places.append(str(parser_dir()))
    if onnx.CACHE_DIR is not None:
        places.append(str(onnx.CACHE_DIR))
    return places


def probe(*args: str, stdin: str | None = None,
          until_answered: int | None = None) -> tuple[subprocess.CompletedProcess[str], set[str], list[str]]:
    """Run ``credo ARGS`` in a probed process. With ``until_answered``, ``stdin`` is written and kept open until the
    JSON-RPC answer with that id is printed (an MCP server may drop a request still in flight when its input
    ends), then closed."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith("CREDO_")}
    command = [sys.executable, "-c", PROBE, json.dumps(args)]
    if until_answered is None:
        done = subprocess.run(command, capture_output=True, text=True, input=stdin,
                              env={**clean, "PYTHONPATH": SRC}, timeout=300)
    else:
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True, env={**clean, "PYTHONPATH": SRC})
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(stdin or "")
        process.stdin.flush()
        printed = []
        for said in process.stdout:  # ends at the answer, or when the server exits without it
            printed.append(said)
            if said.strip() and json.loads(said).get("id") == until_answered:
                break
        process.stdin.close()
        process.stdin = None  # closed: communicate reads the rest of both outputs
        rest, errors = process.communicate(timeout=300)
        done = subprocess.CompletedProcess(command, process.returncode, "".join(printed) + rest, errors)
    line = next(line for line in reversed(done.stderr.splitlines()) if line.startswith("PROBE "))
    seen = json.loads(line[len("PROBE "):])
    places = _model_places()
    models_read = [path for path in seen["opened"] if path.endswith(".onnx") or any(path.startswith(p) for p in places)]
    return done, {m.split(".")[0] for m in seen["modules"]}, models_read


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> tuple[str, str]:
    """A store with one memory, written by a process of its own: its path and the memory's id."""
    db = str(tmp_path_factory.mktemp("startup") / "s.db")
    done, _, _ = probe("--db", db, "store", "Ann lives in Lisbon", "--user", "ann", "--json")
    assert done.returncode == 0, done.stderr[:300]
    return db, json.loads(done.stdout)["memory"]["id"]


@pytest.mark.parametrize("args", [("stats",), ("get", "{id}"), ("history", "{id}"), ("audit", "verify"),
                                  ("config", "show"), ("keys", "list"), ("--help",), ("stats", "--help"),
                                  ("sessions", "--user", "ann"), ("conflicts",), ("cards", "--user", "ann"),
                                  ("importance", "{id}"), ("job", "nope")])
def test_a_command_that_needs_no_model_imports_no_runtime_and_reads_no_model_file(store, args):
    db, memory_id = store
    done, modules, models_read = probe("--db", db, *(a.replace("{id}", memory_id) for a in args))
    assert done.returncode == (3 if args[0] == "job" else 0), done.stderr[:300]
    assert set(RUNTIMES) & modules == set(), args
    assert models_read == [], args


def test_mcp_lists_its_tools_without_a_model(store):
    db, _ = store
    messages = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}},
                {"jsonrpc": "2.0", "method": "notifications/initialized"},
                {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}]
    done, modules, models_read = probe("--db", db, "mcp", stdin="".join(json.dumps(m) + "\n" for m in messages),
                                       until_answered=2)
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    assert any(a.get("id") == 2 and a["result"]["tools"] for a in answers), done.stdout[-500:]
    assert set(RUNTIMES) & modules == set()
    assert models_read == []


def test_recall_is_seen_loading_both_models(store):
    """The control for the tests above: the probe does see a model runtime and the model files when they load."""
    db, memory_id = store
    done, modules, models_read = probe("--db", db, "recall", "where does Ann live?", "--user", "ann", "--json")
    assert done.returncode == 0, done.stderr[:300]
    assert [r["memory"]["id"] for r in json.loads(done.stdout)["results"]] == [memory_id]
    assert {"onnxruntime", "tokenizers"} <= modules and "spacy" not in modules
    assert any("bge_small_en" in path for path in models_read) and any("reranker_en" in path for path in models_read)


TEXTS = ["Ann lives in Lisbon", "where does Ann live?", "My sister Ines lives in Madrid.",
         "We decided to postpone the launch to March, after the quarterly review with the whole team"]


def _outputs() -> tuple[np.ndarray, np.ndarray]:
    """Embeddings and cross-encoder logits from new model instances (so new sessions)."""
    return BgeSmallEmbedder().embed_batch(TEXTS), CrossEncoderReranker().score(TEXTS[1], TEXTS)


def test_a_session_from_the_graph_cache_answers_bit_for_bit_as_a_fresh_one(tmp_path, monkeypatch):
    monkeypatch.setattr(onnx, "CACHE_DIR", None)
    fresh = _outputs()
    monkeypatch.setattr(onnx, "CACHE_DIR", tmp_path / "cache")
    written = _outputs()  # optimises, and writes the graphs
    graphs = sorted((tmp_path / "cache").glob("*.onnx"))
    assert [g.name.split("-")[0] for g in graphs] == ["bge_small_en", "reranker_en"]
    assert all(stat.S_IMODE(g.stat().st_mode) == 0o600 for g in graphs)
    cached = _outputs()  # reads the graphs
    for got in (written, cached):
        assert np.array_equal(got[0], fresh[0]) and np.array_equal(got[1], fresh[1])


def test_a_broken_or_foreign_cached_graph_is_not_used(tmp_path, monkeypatch):
    monkeypatch.setattr(onnx, "CACHE_DIR", tmp_path / "cache")
    expected = _outputs()
    graph = next((tmp_path / "cache").glob("bge_small_en-*.onnx"))
    graph.write_bytes(b"not a model")
    assert np.array_equal(_outputs()[0], expected[0])  # rebuilt from the verified source
    assert graph.stat().st_size > 1_000_000
    os.chmod(graph, 0o666)  # writable by anyone: ignored, then replaced by a private copy
    assert np.array_equal(_outputs()[0], expected[0])
    assert stat.S_IMODE(graph.stat().st_mode) == 0o600


def test_a_changed_model_file_is_checked_again_and_refused_despite_an_earlier_match(tmp_path, monkeypatch):
    real = onnx.model_dir("bge_small_en")
    copy = tmp_path / "bge_small_en"
    copy.mkdir()
    for file in onnx.PINNED["bge_small_en"]:
        (copy / file).write_bytes((real / file).read_bytes())
    monkeypatch.setattr(onnx, "model_dir", lambda name: copy)
    monkeypatch.setattr(onnx, "CACHE_DIR", tmp_path / "cache")
    onnx.verified.cache_clear()
    try:
        assert onnx.verified("bge_small_en") == copy  # checked and stamped
        data = bytearray((copy / "model.onnx").read_bytes())
        data[len(data) // 2] ^= 0x01
        (copy / "model.onnx").write_bytes(bytes(data))
        onnx.verified.cache_clear()  # a new process
        with pytest.raises(EmbeddingError, match="sha256"):
            onnx.verified("bge_small_en")
    finally:
        onnx.verified.cache_clear()


def test_a_model_warmed_in_the_background_fails_in_the_caller(tmp_path, monkeypatch):
    monkeypatch.setattr(onnx, "model_dir", lambda name: (_ for _ in ()).throw(EmbeddingError("no model files")))
    onnx.verified.cache_clear()
    try:
        model = onnx.Lazy("bge_small_en", max_tokens=16)
        model.warm()
        with pytest.raises(EmbeddingError, match="no model files"):
            model.get()
    finally:
        onnx.verified.cache_clear()
