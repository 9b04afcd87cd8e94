"""Vectors kept at a precision tier: the mechanics both backends share (no SQL, no rule).

A stored vector is its tier's bytes (:func:`credo.quantize.to_blobs`). A backend reads the
rows a call names as ``(id, tier, dim, bytes)`` and uses these helpers to decode them
(:func:`unit_vector`), to group them into blocks one query scores at once (:func:`blocks`),
and to re-encode them at new tiers (:func:`recode`), a block per (from, to) pair so that
numpy encodes thousands at a time.

>>> import numpy as np
>>> row = ("m", "active", 2, np.array([0.6, 0.8], np.float32).tobytes())
>>> [(i, t, len(b)) for i, t, b in recode([row], {"m": "warm"}, {})]
[('m', 'warm', 10)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
import numpy as np

from .. import quantize
from ..errors import InvalidInput, StorageError

Row = tuple[str, str, int, bytes]  # (memory id, tier, dim, stored bytes)


def check_tier(tier: str) -> str:
    """``tier`` if it is one of :data:`credo.quantize.PRECISION_TIERS`, else StorageError."""
    if tier not in quantize.BITS:
        raise StorageError(f"unknown vector tier {tier!r}; expected one of {', '.join(quantize.PRECISION_TIERS)}")
    return tier


def unit_vector(tier: str, dim: int, blob: bytes) -> np.ndarray:
    """One stored vector as float32, decoded and L2-normalised again."""
    block = quantize.from_blobs(tier, dim, [bytes(blob)])
    row: np.ndarray = block.codes[0].copy() if tier == "active" else quantize.unit_rows(block)[0]
    return row


def blocks(rows: Sequence[tuple[Any, str, bytes]], dim: int) -> tuple[list[Any], list[quantize.Encoded]]:
    """Rows ``(key, tier, bytes)`` of one dimension as one block per tier, and the keys in block order."""
    by_tier: dict[str, list[tuple[Any, bytes]]] = {}
    for memory_id, tier, blob in rows:
        by_tier.setdefault(tier, []).append((memory_id, bytes(blob)))
    ids: list[Any] = []
    found: list[quantize.Encoded] = []
    for tier in quantize.PRECISION_TIERS:
        if tier in by_tier:
            ids += [i for i, _ in by_tier[tier]]
            found.append(quantize.from_blobs(tier, dim, [b for _, b in by_tier[tier]]))
    return ids, found


def recode(rows: Sequence[Row], moves: Mapping[str, str],
           vectors: Mapping[str, np.ndarray]) -> list[tuple[str, str, bytes]]:
    """The rows that change, as ``(id, new tier, new bytes)``.

    A row with a vector in ``vectors`` is encoded from it; any other only if its move loses
    precision (its stored value, decoded, is all there is). A row already at its tier without
    a vector is left out.
    """
    fresh: dict[tuple[str, int], list[tuple[str, np.ndarray]]] = {}  # by (target, dim)
    stored: dict[tuple[str, str, int], list[tuple[str, bytes]]] = {}  # by (tier, target, dim)
    for memory_id, tier, dim, blob in rows:
        target = check_tier(moves[memory_id])
        if memory_id in vectors:
            fresh.setdefault((target, dim), []).append((memory_id, _fresh(vectors[memory_id], dim)))
        elif target != tier:
            if quantize.BITS[target] > quantize.BITS[tier]:
                raise StorageError(f"memory {memory_id}: a {tier} vector cannot move up to {target} without"
                                   " its float32 vector (re-embed its text)")
            stored.setdefault((tier, target, dim), []).append((memory_id, bytes(blob)))
    changed: list[tuple[str, str, bytes]] = []
    for (target, _), given in fresh.items():
        changed += _encoded([i for i, _ in given], np.stack([v for _, v in given]), target)
    for (tier, target, dim), kept in stored.items():
        decoded = quantize.unit_rows(quantize.from_blobs(tier, dim, [b for _, b in kept]))
        changed += _encoded([i for i, _ in kept], decoded, target)
    return changed


def _encoded(ids: list[str], values: np.ndarray, tier: str) -> list[tuple[str, str, bytes]]:
    """Unit rows encoded at ``tier``, each as ``(id, tier, bytes)``."""
    return [(i, tier, b) for i, b in zip(ids, quantize.to_blobs(_encode(values, tier)))]


def _fresh(vector: np.ndarray, dim: int) -> np.ndarray:
    row = np.ascontiguousarray(vector, dtype=np.float32).reshape(-1)
    if row.shape[0] != dim:
        raise StorageError(f"a {row.shape[0]}-d vector cannot replace a stored {dim}-d one")
    return row


def _encode(values: np.ndarray, tier: str) -> quantize.Encoded:
    try:
        return quantize.encode(values, tier)
    except InvalidInput as exc:  # a caller's vector that is not unit length, say
        raise StorageError(f"cannot store vectors at tier {tier}: {exc}") from exc
