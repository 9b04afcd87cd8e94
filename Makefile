# Two entry points for a fresh machine: `make serve` and `make test`.
# Each installs what it needs into .venv/ first (idempotent: reinstalls only
# when pyproject.toml changes).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.credo-installed

.PHONY: serve test install bench clean

$(STAMP): pyproject.toml
	# The browser test drives Debian's Chromium (Playwright never downloads one).
	command -v chromium >/dev/null || ! command -v apt-get >/dev/null || \
		(apt-get update && apt-get install -y chromium chromium-driver) || \
		echo "chromium not installed: the browser test will be skipped"
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[server,dev,llm-test]'
	touch $(STAMP)

install: $(STAMP)

serve: $(STAMP)
	$(BIN)/credo serve

test: $(STAMP)
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .pytest_cache
