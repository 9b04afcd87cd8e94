"""The memory model: fields, validation, and lossless round-trips through SQLite."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from credo import Classification, HashEmbedder, InvalidInput, Kind, Layer, MemoryUnit, Source, Status
from credo.models import DEFAULT_LAYER, SOURCE_TRUST, scope
from credo.store.rows import memory_from_row, memory_row
from credo.store.sqlite import SQLiteStore

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


def test_every_seed_field_is_on_the_model():
    required = {
        "id", "tenant", "user", "agent", "source_session", "text", "kind", "layer", "topic", "importance",
        "confidence", "source", "trust", "entity", "attribute", "value", "created_at", "valid_from",
        "valid_until", "superseded_by", "status", "last_accessed", "access_count", "recent_accesses",
        "decay_score", "q_value", "recall_count", "verified_count", "pinned", "forget_after",
        "classification", "domain", "shared", "version", "parent_id", "embedding", "embedding_model",
        "embedding_dim", "links",
    }
    assert required <= set(MemoryUnit.model_fields)


@pytest.mark.parametrize("seed_type, kind", [
    ("preference", Kind.PREFERENCE), ("procedure", Kind.PROCEDURE), ("narrative", Kind.EPISODE),
    ("finding", Kind.FACT), ("correction", Kind.CORRECTION), ("pattern", Kind.PATTERN),
    ("estimate", Kind.FACT), ("architecture", Kind.DECISION), ("workflow", Kind.PROCEDURE),
])
def test_each_seed_memory_type_maps_onto_a_kind(seed_type, kind):
    assert Kind.parse(seed_type) is kind


def test_unknown_enum_value_is_a_typed_error_listing_the_choices():
    with pytest.raises(InvalidInput, match="one of: public, internal"):
        Classification.parse("secret")


def test_source_trust_follows_engram():
    assert SOURCE_TRUST[Source.USER] == 1.0
    assert SOURCE_TRUST[Source.ASSISTANT] == 0.7
    assert SOURCE_TRUST[Source.TOOL] == 0.6
    assert SOURCE_TRUST[Source.DOCUMENT] == 0.5


def test_kinds_default_to_engram_layers():
    assert DEFAULT_LAYER[Kind.EPISODE] is Layer.EPISODIC
    assert DEFAULT_LAYER[Kind.PREFERENCE] is Layer.SEMANTIC
    assert DEFAULT_LAYER[Kind.PROCEDURE] is Layer.PROCEDURAL


def test_classifications_are_ordered_by_sensitivity():
    ranks = [c.rank for c in (Classification.PUBLIC, Classification.INTERNAL,
                              Classification.CONFIDENTIAL, Classification.RESTRICTED)]
    assert ranks == sorted(ranks)


def test_scope_fails_closed_without_tenant_or_user():
    from credo import MissingScope

    with pytest.raises(MissingScope):
        scope("", "ann")
    with pytest.raises(MissingScope):
        scope("acme", None)
    with pytest.raises(MissingScope):
        scope("acme", "   ")


def test_public_dump_never_includes_the_embedding():
    unit = MemoryUnit(id="m", tenant="t", user="u", text="x", created_at=T0, valid_from=T0, embedding=[0.1])
    assert "embedding" not in unit.to_public()


times = st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1),
                     timezones=st.just(timezone.utc)).map(lambda d: d.replace(microsecond=d.microsecond))
# Any well-formed text: lone surrogates and NUL are refused by design (see credo.limits).
any_char = st.characters(exclude_categories=("Cs",), exclude_characters="\x00")
short_text = st.text(any_char, min_size=1, max_size=40).filter(lambda s: s.strip())
maybe_text = st.none() | short_text
unit_strategy = st.builds(
    MemoryUnit,
    id=st.uuids().map(lambda u: u.hex),
    tenant=short_text,
    user=short_text,
    agent=maybe_text,
    source_session=maybe_text,
    text=short_text,
    kind=st.sampled_from(list(Kind)),
    layer=st.sampled_from(list(Layer)),
    topic=maybe_text,
    importance=st.floats(0, 1),
    confidence=st.floats(0, 1),
    source=st.sampled_from(list(Source)),
    trust=st.floats(0, 1),
    entity=maybe_text,
    attribute=maybe_text,
    value=maybe_text,
    created_at=times,
    valid_from=times,
    valid_until=st.none() | times,
    status=st.sampled_from(list(Status)),
    last_accessed=st.none() | times,
    access_count=st.integers(0, 10_000),
    recent_accesses=st.lists(times, max_size=20),
    decay_score=st.floats(0, 1),
    q_value=st.floats(0, 1),
    recall_count=st.integers(0, 100),
    verified_count=st.integers(0, 100),
    pinned=st.booleans(),
    forget_after=st.none() | times,
    classification=st.sampled_from(list(Classification)),
    shared=st.booleans(),
    version=st.integers(1, 50),
    metadata=st.dictionaries(st.text(any_char, max_size=10),
                             st.integers(-(2**63), 2**63 - 1) | st.text(any_char, max_size=10), max_size=3),
)


@given(unit_strategy)
def test_any_memory_survives_the_row_mapping(unit):
    assert memory_from_row(memory_row(unit)) == unit


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(unit=unit_strategy)
def test_any_memory_survives_a_real_sqlite_round_trip(tmp_path, unit):
    store = SQLiteStore(tmp_path / "round.db")
    try:
        vector = HashEmbedder(dim=8).embed_batch([unit.text])[0]
        unit.embedding_model, unit.embedding_dim = "hash", 8
        store.insert([unit], [vector])
        [back] = store.get(unit.tenant, [unit.id])
        assert back == unit
        assert store.vectors(unit.tenant, [unit.id], model="hash")[unit.id].tolist() == pytest.approx(vector.tolist())
    finally:
        store.close()
        for suffix in ("", "-wal", "-shm"):
            (tmp_path / f"round.db{suffix}").unlink(missing_ok=True)


def test_holds_at_respects_both_ends_of_validity():
    unit = MemoryUnit(id="m", tenant="t", user="u", text="x", created_at=T0, valid_from=T0,
                      valid_until=T0 + timedelta(days=1))
    assert unit.holds_at(T0)
    assert not unit.holds_at(T0 + timedelta(days=1))
    assert not unit.holds_at(T0 - timedelta(seconds=1))
