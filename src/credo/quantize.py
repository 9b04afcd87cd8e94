"""Embedding compression by retention tier, and a distance that searches every tier at once.

engram stores a memory's embedding at a precision that follows its retention:

=========  ==========  ==========================  =============================
tier       precision   bytes per 384-d vector      compression against float32
=========  ==========  ==========================  =============================
active     float32     1,536                       1x
warm       int8        384 + 8 = 392               3.9x
cold       int4        192 + 8 = 200               7.7x
archive    2-bit       96 + 8 = 104                14.8x
=========  ==========  ==========================  =============================

*Codes.* Each quantized vector ``x`` is stored as unsigned integer codes ``c``
(int4 two to a byte, 2-bit four to a byte, high bits first) plus two float32
numbers, ``scale`` and ``offset``, with ``x ~= offset + scale * c``. int8 spans
the vector's own minimum to maximum. int4 and 2-bit would waste most of their
few levels on a min-max span, because the components of a unit vector are
roughly Gaussian; they use a uniform quantizer centred on the vector's mean
with a step of ``STEP_IN_SIGMAS[tier]`` standard deviations (the
mean-square-optimal uniform step for a Gaussian: Max 1960), clipping the
tails.

*Distance.* engram compares mixed precisions with FRQAD (Fisher-Rao
Quantization-Aware Distance). credo uses the asymmetric distance instead: the
float32 query is dotted with each stored vector's dequantized value, and
because dequantization is affine the correction folds out of the sum::

    q . x  ~=  offset * sum(q)  +  scale * (q . c)

so a block of codes costs one dot product against its integer codes plus one
multiply-add per vector: the codes are never turned into the vectors they
stand for. Packed codes are not unpacked either: the k-th field of every byte
(its high nibble, say) holds the components ``k, k + per_byte, ...``, so each
field, masked out of 1 MiB of rows at a time, is dotted with those
components of the query and the ``per_byte`` partial sums are added. The
score ranks exactly as a search over the decoded vectors would (the test suite
checks it); it is the inner product, which for an L2-normalised query and
float32 vectors is the cosine. Unpacking to one byte per component and a
per-byte look-up table, as in product quantization, were measured too (100k x
384, numpy): both were slower.

*Which tier.* A stored memory's tier follows its retention (:func:`tier_for`,
the rule the ``compress`` job applies through :func:`credo.rules.vector_tiers`):
engram's active cut-off, R > 0.8, and agentmemory's warm and cold floors, 0.4
and 0.15 (:data:`TIER_FLOORS`); an archived memory goes to 2-bit whatever its
score, and a pinned one stays float32 (a person asked to keep it). Semantic and
procedural memories are not exempt by layer -- in credo the layer follows the
kind, so every fact is semantic -- but the ``engram`` decay policy never decays
them, which keeps them float32 under that policy (``docs/compression.md``).

*Bytes.* A stored row is :func:`to_blobs` of its block: float32 components for
``active``; ``scale``, ``offset`` (float32 each) then the packed codes otherwise.

>>> import numpy as np
>>> v = np.eye(4, dtype=np.float32)
>>> block = encode(v, "warm")
>>> bytes_per_vector("warm", 4), decode(block).shape
(12, (4, 4))
>>> [(b, r) for b, r, _ in search(v[2], [encode(v, "active"), block], k=2)]
[(0, 2), (1, 2)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from credo.errors import InvalidInput

PRECISION_TIERS = ("active", "warm", "cold", "archive")
BITS = {"active": 32, "warm": 8, "cold": 4, "archive": 2}
#: The lowest retention each tier keeps, highest tier first: engram's active tier is R > 0.8
#: (seed 002, "embedding compression"); warm and cold reuse agentmemory's tier floors 0.4 and
#: 0.15 (seed 003, ``DecayConfig.tierThresholds``); below 0.15 a vector is archived at 2 bits.
#: ``active`` is exclusive (R must exceed 0.8), the others inclusive, as in both seeds.
TIER_FLOORS = (("active", 0.8), ("warm", 0.4), ("cold", 0.15))
# Optimal uniform step for a unit Gaussian with 16 and 4 levels (Max, 1960).
STEP_IN_SIGMAS = {"cold": 0.3352, "archive": 0.9957}
UNIT_TOLERANCE = 1e-3
# float32 scratch per chunk of rows; larger chunks ran 3-5x slower for int8 at 100k x 384
# (numpy's BLAS threads a matrix-vector product past a size, and threads cost on a busy machine)
_CHUNK_BYTES = 1 << 20


@dataclass(frozen=True)
class Encoded:
    """A block of vectors stored at one tier.

    ``codes`` is float32 ``(n, dim)`` for ``active`` and uint8 ``(n, ceil(dim * bits / 8))``
    otherwise; ``scale`` and ``offset`` are float32 ``(n,)`` (empty for ``active``).
    """

    tier: str
    dim: int
    codes: np.ndarray
    scale: np.ndarray
    offset: np.ndarray

    def __len__(self) -> int:
        return int(self.codes.shape[0])

    @property
    def nbytes(self) -> int:
        """Bytes the block holds: codes plus per-vector scale and offset."""
        return int(self.codes.nbytes + self.scale.nbytes + self.offset.nbytes)


def bytes_per_vector(tier: str, dim: int) -> int:
    """Bytes one ``dim``-dimensional vector takes at ``tier``, scale and offset included.

    >>> [bytes_per_vector(t, 384) for t in PRECISION_TIERS]
    [1536, 392, 200, 104]
    """
    bits = _bits(tier)
    if isinstance(dim, bool) or not isinstance(dim, int) or dim < 1:
        raise InvalidInput(f"dim must be a positive integer, got {dim!r}")
    if bits == 32:
        return 4 * dim
    return -(-dim * bits // 8) + 8


def encode(vectors: np.ndarray, tier: str, *, unbiased: bool = True) -> Encoded:
    """Quantize L2-normalised float32 vectors, shape ``(n, dim)``, to ``tier``.

    ``unbiased``: divide each vector's ``scale`` and ``offset`` by ``x . x_hat`` (the decoded
    vector's component along the original), so that the decoded vector is the original plus
    an error orthogonal to it: a query's score against the code is then its float32 cosine
    plus zero-mean noise, on the scale of every other tier's. The plain quantizer's decoded
    vector is shrunk towards zero -- to 0.94 of the original's length at 2 bits, 0.994 at
    int4 -- and a store of mixed tiers ranked its coarse rows below its float32 ones.
    ``unbiased=False`` keeps the plain quantizer, whose error per component is at most half a step.

    >>> encode(np.eye(3, dtype=np.float32), "archive").codes.shape
    (3, 1)
    """
    bits = _bits(tier)
    x = _check_vectors(vectors)
    n, dim = x.shape
    if bits == 32:
        empty = np.zeros(0, np.float32)
        return Encoded(tier, dim, x.copy(), empty, empty)
    if bits == 8:
        offset = x.min(axis=1)
        scale = (x.max(axis=1) - offset) / 255.0
    else:
        step = STEP_IN_SIGMAS[tier] * x.std(axis=1)
        offset = x.mean(axis=1) - step * ((1 << bits) - 1) / 2.0
        scale = step
    scale = np.where(scale > 0, scale, 1.0).astype(np.float32)
    offset = offset.astype(np.float32)
    levels = np.rint((x - offset[:, None]) / scale[:, None])
    codes = np.clip(levels, 0, (1 << bits) - 1).astype(np.uint8)
    if unbiased:
        along = np.sum(x * (offset[:, None] + scale[:, None] * codes.astype(np.float32)), axis=1)
        along = np.where(along > 0, along, 1.0).astype(np.float32)
        scale, offset = (scale / along).astype(np.float32), (offset / along).astype(np.float32)
    return Encoded(tier, dim, _pack(codes, bits), scale, offset)


def decode(block: Encoded) -> np.ndarray:
    """The float32 vectors a block stands for, shape ``(n, dim)`` (not normalised: see :func:`encode`).

    >>> decode(encode(np.eye(2, dtype=np.float32), "warm")).round(3).tolist()
    [[1.0, 0.0], [0.0, 1.0]]
    """
    bits = _bits(block.tier)
    if bits == 32:
        return block.codes.copy()
    codes = _unpack(block.codes, bits, block.dim).astype(np.float32)
    return block.offset[:, None] + block.scale[:, None] * codes


def scores(query: np.ndarray, block: Encoded) -> np.ndarray:
    """Inner products of a float32 query with every vector of a block, without decoding it.

    >>> v = np.eye(3, dtype=np.float32)
    >>> scores(v[0], encode(v, "cold")).argmax().item()
    0
    """
    bits = _bits(block.tier)
    q = _check_query(query, block.dim)
    if bits == 32:
        return block.codes @ q
    raw = _packed_dot(q, block.codes, bits)
    return (block.offset * q.sum() + block.scale * raw).astype(np.float32)


def search(query: np.ndarray, blocks: Sequence[Encoded], k: int = 10) -> list[tuple[int, int, float]]:
    """The ``k`` best ``(block index, row, score)`` across blocks of any tiers, best first.

    Ties go to the lower block index, then the lower row, so results are deterministic.

    >>> v = np.eye(3, dtype=np.float32)
    >>> search(v[1], [encode(v[:2], "archive"), encode(v[2:], "active")], k=1)[0][:2]
    (0, 1)
    """
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise InvalidInput(f"k must be a positive integer, got {k!r}")
    if not blocks:
        return []
    dims = {b.dim for b in blocks}
    if len(dims) != 1:
        raise InvalidInput(f"blocks have different dimensions: {sorted(dims)}")
    owners, rows, best = [], [], []
    for index, block in enumerate(blocks):
        block_scores = scores(query, block)
        if len(block) > k:  # keep every row tied with the k-th, so the merge below stays exact
            kth = np.partition(block_scores, len(block) - k)[len(block) - k]
            keep = np.flatnonzero(block_scores >= kth)
        else:
            keep = np.arange(len(block))
        owners.append(np.full(keep.size, index))
        rows.append(keep)
        best.append(block_scores[keep])
    owner, row, score = np.concatenate(owners), np.concatenate(rows), np.concatenate(best)
    top = np.lexsort((row, owner, -score))[:k]
    return [(int(owner[i]), int(row[i]), float(score[i])) for i in top]


def tier_for(retention: float, *, archived: bool = False, pinned: bool = False) -> str:
    """The tier a memory's vector belongs in: by its retention, archived memories at 2 bits, pinned ones float32.

    An archived memory goes to ``archive`` even when pinned: it is no longer served as belief.

    >>> [tier_for(r) for r in (0.9, 0.8, 0.4, 0.2, 0.1)]
    ['active', 'warm', 'warm', 'cold', 'archive']
    >>> tier_for(0.05, pinned=True), tier_for(0.99, archived=True)
    ('active', 'archive')
    """
    if archived:
        return "archive"
    if pinned:
        return "active"
    for name, floor in TIER_FLOORS:
        if retention > floor if name == "active" else retention >= floor:
            return name
    return "archive"


def to_blobs(block: Encoded) -> list[bytes]:
    """Each vector of a block as the bytes a store keeps (``bytes_per_vector`` of them).

    >>> [len(b) for b in to_blobs(encode(np.eye(2, dtype=np.float32), "cold"))]
    [9, 9]
    """
    if block.tier == "active":
        return [row.tobytes() for row in block.codes]
    head = np.stack([block.scale, block.offset], axis=1)
    return [h.tobytes() + c.tobytes() for h, c in zip(head, block.codes)]


def from_blobs(tier: str, dim: int, blobs: Sequence[bytes]) -> Encoded:
    """The block that stored rows of one tier make (:func:`to_blobs` reversed).

    >>> v = np.eye(3, dtype=np.float32)
    >>> decode(from_blobs("warm", 3, to_blobs(encode(v, "warm")))).round(3).tolist()[0]
    [1.0, 0.0, 0.0]
    """
    size = bytes_per_vector(tier, dim)
    if any(len(b) != size for b in blobs):
        raise InvalidInput(f"a stored {tier} vector of {dim} dimensions must be {size} bytes")
    return from_raw(tier, dim, np.frombuffer(b"".join(blobs), dtype=np.uint8).reshape(len(blobs), size).copy())


def from_raw(tier: str, dim: int, raw: np.ndarray) -> Encoded:
    """The block that a uint8 array of stored rows, shape ``(n, bytes_per_vector(tier, dim))``, makes.

    The codes are views of ``raw`` (a float32 block is ``raw`` itself, seen as float32): a store
    that fills one array as it reads holds its vectors once.
    """
    if raw.dtype != np.uint8 or raw.ndim != 2 or raw.shape[1] != bytes_per_vector(tier, dim):
        raise InvalidInput(f"stored {tier} rows must be uint8 of shape (n, {bytes_per_vector(tier, dim)})")
    if tier == "active":
        empty = np.zeros(0, np.float32)
        return Encoded(tier, dim, np.ascontiguousarray(raw).view(np.float32), empty, empty)
    head = np.ascontiguousarray(raw[:, :8]).view(np.float32)
    return Encoded(tier, dim, raw[:, 8:], head[:, 0].copy(), head[:, 1].copy())


def concat(blocks: Sequence[Encoded]) -> Encoded:
    """One block of the rows of several blocks of the same tier and dimension, in order."""
    first = blocks[0]
    return Encoded(first.tier, first.dim, np.concatenate([b.codes for b in blocks]),
                   np.concatenate([b.scale for b in blocks]), np.concatenate([b.offset for b in blocks]))


def unit_rows(block: Encoded) -> np.ndarray:
    """The block's vectors decoded and L2-normalised again (what a re-encode or a caller of stored vectors reads).

    >>> unit_rows(encode(np.eye(2, dtype=np.float32), "warm")).round(3).tolist()
    [[1.0, 0.0], [0.0, 1.0]]
    """
    rows = decode(block)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return (rows / np.where(norms > 0, norms, 1.0)).astype(np.float32)


def _bits(tier: str) -> int:
    if tier not in BITS:
        raise InvalidInput(f"unknown tier {tier!r}; expected one of {', '.join(PRECISION_TIERS)}")
    return BITS[tier]


def _check_vectors(vectors: np.ndarray) -> np.ndarray:
    if not isinstance(vectors, np.ndarray) or vectors.dtype != np.float32:
        raise InvalidInput("vectors must be a float32 numpy array")
    if vectors.ndim != 2 or vectors.shape[1] == 0:
        raise InvalidInput(f"vectors must have shape (n, dim) with dim >= 1, got {vectors.shape}")
    if not np.isfinite(vectors).all():
        raise InvalidInput("vectors contain NaN or infinity")
    norms = np.linalg.norm(vectors, axis=1)
    if norms.size and np.abs(norms - 1.0).max() > UNIT_TOLERANCE:
        raise InvalidInput("vectors must be L2-normalised")
    return np.ascontiguousarray(vectors)


def _check_query(query: np.ndarray, dim: int) -> np.ndarray:
    if not isinstance(query, np.ndarray) or query.dtype != np.float32:
        raise InvalidInput("query must be a float32 numpy array")
    if query.shape != (dim,):
        raise InvalidInput(f"query must have shape ({dim},), got {query.shape}")
    if not np.isfinite(query).all():
        raise InvalidInput("query contains NaN or infinity")
    return query


def _pack(codes: np.ndarray, bits: int) -> np.ndarray:
    if bits == 8:
        return codes
    per_byte = 8 // bits
    n, dim = codes.shape
    padded = np.zeros((n, -(-dim // per_byte) * per_byte), np.uint8)
    padded[:, :dim] = codes
    packed = np.zeros((n, padded.shape[1] // per_byte), np.uint8)
    for k in range(per_byte):
        packed |= padded[:, k::per_byte] << np.uint8(8 - bits * (k + 1))
    return packed


def _unpack(packed: np.ndarray, bits: int, dim: int) -> np.ndarray:
    if bits == 8:
        return packed
    per_byte, mask = 8 // bits, np.uint8((1 << bits) - 1)
    codes = np.empty((packed.shape[0], packed.shape[1] * per_byte), np.uint8)
    for k in range(per_byte):
        codes[:, k::per_byte] = (packed >> np.uint8(8 - bits * (k + 1))) & mask
    return codes[:, :dim]


def _packed_dot(q: np.ndarray, packed: np.ndarray, bits: int) -> np.ndarray:
    """``q . codes`` for each packed row: every bit field against the query components it holds.

    Works through the rows in chunks with two scratch buffers allocated once: a fresh
    multi-megabyte array per chunk made latency swing 5x with the allocator's state.
    """
    per_byte, mask = 8 // bits, np.uint8((1 << bits) - 1)
    n, width = packed.shape
    qpad = np.zeros(width * per_byte, np.float32)
    qpad[: q.size] = q
    total = np.zeros(n, np.float32)
    rows_at_once = max(1, min(n, _CHUNK_BYTES // (4 * width)))
    field = np.empty((rows_at_once, width), np.uint8)
    real = np.empty((rows_at_once, width), np.float32)
    for start in range(0, n, rows_at_once):
        chunk = packed[start : start + rows_at_once]
        m = chunk.shape[0]
        for k in range(per_byte):
            if bits == 8:
                real[:m] = chunk
            else:
                np.right_shift(chunk, np.uint8(8 - bits * (k + 1)), out=field[:m])
                np.bitwise_and(field[:m], mask, out=field[:m])
                real[:m] = field[:m]
            total[start : start + m] += real[:m] @ qpad[k::per_byte]
    return total
