"""Retention-tiered embedding compression: round-trip error, ranking fidelity, mixed-tier search, bad input."""

from __future__ import annotations

import numpy as np
import pytest

from credo.errors import InvalidInput
from credo.quantize import (
    TIER_FLOORS,
    PRECISION_TIERS,
    bytes_per_vector,
    concat,
    decode,
    encode,
    from_blobs,
    from_raw,
    scores,
    search,
    tier_for,
    to_blobs,
    unit_rows,
)

DIM = 384
# recall@10 against exact float32 search on the clustered vectors below; measured
# 1.00 / 0.995 / 0.88 / 0.62 with unbiased codes (0.99 / 0.83 / 0.59 plain); the floors leave a margin.
RECALL_FLOOR = {"active": 1.0, "warm": 0.95, "cold": 0.8, "archive": 0.55}
# mean cosine between a vector and its decoded form; measured 1.0 / 0.99998 / 0.994 / 0.939.
FIDELITY_FLOOR = {"active": 1.0, "warm": 0.9999, "cold": 0.99, "archive": 0.92}


def unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


@pytest.fixture(scope="module")
def corpus() -> tuple[np.ndarray, np.ndarray]:
    """4,000 vectors in 40 clusters, and 40 queries near random members: near neighbours are close calls."""
    rng = np.random.default_rng(7)
    centres = rng.standard_normal((40, DIM))
    vectors = unit(centres[rng.integers(0, 40, 4000)] + 0.7 * rng.standard_normal((4000, DIM)))
    queries = unit(vectors[rng.integers(0, 4000, 40)] + 0.05 * rng.standard_normal((40, DIM)))
    return vectors, queries


def recall_at_10(found: list[np.ndarray], exact: list[np.ndarray]) -> float:
    return float(np.mean([len(set(f[:10]) & set(e[:10])) / 10 for f, e in zip(found, exact)]))


def test_bytes_per_vector_matches_engrams_compression_ratios():
    ratios = [bytes_per_vector("active", DIM) / bytes_per_vector(t, DIM) for t in PRECISION_TIERS]
    assert [round(r, 1) for r in ratios] == [1.0, 3.9, 7.7, 14.8]


def test_encoded_blocks_hold_the_bytes_they_advertise(corpus):
    vectors, _ = corpus
    for tier in PRECISION_TIERS:
        assert encode(vectors, tier).nbytes == len(vectors) * bytes_per_vector(tier, DIM)


@pytest.mark.parametrize("tier", PRECISION_TIERS)
def test_round_trip_keeps_the_direction_of_each_vector(corpus, tier):
    vectors, _ = corpus
    decoded = decode(encode(vectors, tier))
    cosine = np.sum(decoded * vectors, axis=1) / np.linalg.norm(decoded, axis=1)
    assert cosine.mean() >= FIDELITY_FLOOR[tier]


def test_int8_error_is_at_most_half_a_step_per_component(corpus):
    vectors, _ = corpus
    block = encode(vectors, "warm", unbiased=False)
    error = np.abs(decode(block) - vectors)
    assert (error <= block.scale[:, None] / 2 + 1e-6).all()


@pytest.mark.parametrize("tier", ["cold", "archive"])
def test_low_bit_error_is_at_most_half_a_step_inside_the_quantizer_range(corpus, tier):
    vectors, _ = corpus
    block = encode(vectors, tier, unbiased=False)
    low = block.offset - block.scale / 2
    high = block.offset + block.scale * ((1 << (4 if tier == "cold" else 2)) - 0.5)
    inside = (vectors >= low[:, None]) & (vectors <= high[:, None])
    error = np.abs(decode(block) - vectors)
    assert (error[inside] <= np.broadcast_to(block.scale[:, None], error.shape)[inside] / 2 + 1e-6).all()
    assert inside.mean() > 0.94  # clipping touches only the tails


@pytest.mark.parametrize("tier", PRECISION_TIERS)
def test_ranking_agrees_with_float32_search_to_the_tiers_floor(corpus, tier):
    vectors, queries = corpus
    block = encode(vectors, tier)
    exact = [np.argsort(-(vectors @ q), kind="stable") for q in queries]
    found = [np.argsort(-scores(q, block), kind="stable") for q in queries]
    assert recall_at_10(found, exact) >= RECALL_FLOOR[tier]


def test_a_mixed_store_finds_what_decoding_everything_then_exact_search_finds(corpus):
    vectors, queries = corpus
    cuts = [0, 400, 1600, 3200, 4000]  # 10% active, 30% warm, 40% cold, 20% archive
    blocks = [encode(vectors[a:b], t) for t, a, b in zip(PRECISION_TIERS, cuts, cuts[1:])]
    decoded = np.concatenate([decode(b) for b in blocks])
    for q in queries:
        hits = search(q, blocks, k=10)
        expected = np.argsort(-(decoded @ q), kind="stable")[:10]
        assert [cuts[b] + r for b, r, _ in hits] == expected.tolist()
        assert np.allclose([s for _, _, s in hits], (decoded @ q)[expected], atol=1e-5)


def test_search_returns_everything_when_k_exceeds_the_store_and_nothing_for_no_blocks(corpus):
    vectors, queries = corpus
    assert len(search(queries[0], [encode(vectors[:3], "cold")], k=10)) == 3
    assert search(queries[0], [], k=10) == []


def test_ties_go_to_the_lower_block_then_the_lower_row():
    same = np.tile(np.eye(4, dtype=np.float32)[:1], (5, 1))
    hits = search(same[0], [encode(same, "active"), encode(same, "warm")], k=7)
    assert [(b, r) for b, r, _ in hits] == [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 0), (1, 1)]


def test_encoding_is_deterministic(corpus):
    vectors, _ = corpus
    first, second = encode(vectors, "archive"), encode(vectors, "archive")
    assert first.codes.tobytes() == second.codes.tobytes()
    assert first.scale.tobytes() == second.scale.tobytes()


def test_a_constant_vector_survives_every_tier():
    flat = np.full((1, 4), 0.5, np.float32)
    for tier in PRECISION_TIERS:
        assert np.allclose(decode(encode(flat, tier)), flat)


@pytest.mark.parametrize(
    "vectors",
    [
        np.ones((2, 4), np.float64) / 2,  # wrong dtype
        np.ones(4, np.float32) / 2,  # one vector, not a batch
        np.zeros((2, 0), np.float32),  # no dimensions
        np.full((2, 4), np.nan, np.float32),
        np.full((2, 4), 3.0, np.float32),  # not normalised
        [[1.0, 0.0]],  # not an array
    ],
)
def test_bad_vectors_are_refused_with_invalid_input(vectors):
    with pytest.raises(InvalidInput):
        encode(vectors, "warm")


def test_bad_queries_tiers_and_sizes_are_refused_with_invalid_input(corpus):
    vectors, queries = corpus
    block = encode(vectors[:10], "cold")
    bad_calls = [
        lambda: encode(vectors, "frozen"),
        lambda: bytes_per_vector("int3", DIM),
        lambda: bytes_per_vector("warm", 0),
        lambda: scores(queries[0][:10], block),
        lambda: scores(queries[0].astype(np.float64), block),
        lambda: scores(np.full(DIM, np.inf, np.float32), block),
        lambda: search(queries[0], [block], k=0),
        lambda: search(queries[0], [block, encode(np.eye(4, dtype=np.float32), "warm")], k=3),
    ]
    for call in bad_calls:
        with pytest.raises(InvalidInput):
            call()


# -- tiers by retention, and the bytes a store keeps -----------------------------------


def test_tier_cut_offs_are_engrams_active_and_agentmemorys_warm_and_cold():
    assert TIER_FLOORS == (("active", 0.8), ("warm", 0.4), ("cold", 0.15))
    assert [tier_for(r) for r in (1.0, 0.81, 0.8, 0.4, 0.39, 0.15, 0.149, 0.0)] == [
        "active", "active", "warm", "warm", "cold", "cold", "archive", "archive"]


def test_archived_memories_go_to_two_bits_and_pinned_ones_stay_float32():
    assert tier_for(1.0, archived=True) == "archive"
    assert tier_for(1.0, archived=True, pinned=True) == "archive"
    assert tier_for(0.0, pinned=True) == "active"


@pytest.mark.parametrize("tier", PRECISION_TIERS)
def test_stored_bytes_round_trip_every_tier(corpus, tier):
    vectors, queries = corpus
    block = encode(vectors[:50], tier)
    blobs = to_blobs(block)
    assert {len(b) for b in blobs} == {bytes_per_vector(tier, DIM)}
    back = from_blobs(tier, DIM, blobs)
    np.testing.assert_array_equal(decode(back), decode(block))
    np.testing.assert_array_equal(scores(queries[0], back), scores(queries[0], block))


def test_blocks_concatenate_and_decode_to_unit_rows(corpus):
    vectors, _ = corpus
    joined = concat([encode(vectors[:10], "cold"), encode(vectors[10:30], "cold")])
    assert len(joined) == 30
    np.testing.assert_allclose(np.linalg.norm(unit_rows(joined), axis=1), 1.0, atol=1e-6)
    np.testing.assert_array_equal(decode(joined), decode(encode(vectors[:30], "cold")))


def test_stored_bytes_of_the_wrong_size_are_refused_with_invalid_input():
    with pytest.raises(InvalidInput):
        from_blobs("warm", DIM, [b"\x00" * 10])
    with pytest.raises(InvalidInput):
        from_raw("cold", DIM, np.zeros((2, 7), np.uint8))


@pytest.mark.parametrize("tier", PRECISION_TIERS)
def test_a_decoded_vector_is_the_original_plus_an_orthogonal_error(corpus, tier):
    vectors, _ = corpus
    along = np.sum(decode(encode(vectors, tier)) * vectors, axis=1)
    np.testing.assert_allclose(along, 1.0, atol=1e-4)
    plain = np.sum(decode(encode(vectors, tier, unbiased=False)) * vectors, axis=1)
    assert tier != "archive" or plain.mean() < 0.96  # what the rescaling corrects: 2-bit codes shrink


def test_a_mixed_store_ranks_no_tier_above_another_by_its_scale(corpus):
    vectors, queries = corpus
    cuts = [0, 100, 400, 1000, 4000]  # 2.5% active, 7.5% warm, 15% cold, 75% archive, as after a year
    blocks = [encode(vectors[a:b], t) for t, a, b in zip(PRECISION_TIERS, cuts, cuts[1:])]
    found, exact = [], []
    for q in queries:
        found.append(np.array([cuts[b] + r for b, r, _ in search(q, blocks, k=10)]))
        exact.append(np.argsort(-(vectors @ q), kind="stable")[:10])
    # no worse than a store that is all 2-bit: finer tiers only add precision
    alone = [np.argsort(-scores(q, encode(vectors, "archive")), kind="stable")[:10] for q in queries]
    assert recall_at_10(found, exact) >= recall_at_10(alone, exact)
