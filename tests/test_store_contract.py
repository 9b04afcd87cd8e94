"""The backend contract: one suite that every storage backend must pass.

Each test runs once per backend (the ``backend`` fixture); a backend that
passes them all can stand behind credo's core unchanged. The tests assert
what a user of credo would notice -- what a read returns, what a search
finds, what an erase leaves behind -- never how a backend stores it.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta, timezone
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

from credo import importance
from credo.errors import NotFound, StorageError
from credo.importance import ImportanceWeights
from credo.decay import DecayPolicy, inputs_for
from credo.models import (
    RECENT_ACCESS_CAP,
    Classification,
    ConflictRecord,
    ConflictStatus,
    Job,
    JobStatus,
    Kind,
    Layer,
    Link,
    LinkType,
    MemoryUnit,
    MergeProposal,
    PeerCard,
    CardLine,
    ProposalStatus,
    Scope,
    Source,
    Status,
    StatusChange,
)
from credo.decay import Retention
from credo.importance import ImportanceAt
from credo.store.base import Aggregate, AnyOf, Cond, HistoryQuery, RecallFilter, Select
from credo.store.chain import audit_hash
from credo.store.sqlite import SQLiteStore
from credo.timeutil import parse_time, to_iso

from .test_models import unit_strategy

T0 = datetime(2026, 1, 1, 9, 0, 0, 123456, tzinfo=timezone.utc)
MODEL, DIM = "contract-unit-8", 8
OTHER_MODEL = "contract-other-8"


# -- backends ---------------------------------------------------------------------------


@dataclass
class Backend:
    """One database under test: ``open()`` makes a new store instance on it (its own connection)."""

    name: str
    factory: Callable[[], Any]
    canary: Callable[[Any, str], list[str]]  # where (files, tables) the text still lies
    opened: list[Any] = field(default_factory=list)

    def open(self) -> Any:
        store = self.factory()
        self.opened.append(store)
        return store


def _sqlite_backend(tmp_path) -> Backend:
    path = tmp_path / "c.db"

    def canary(store: Any, text: str) -> list[str]:
        # every byte SQLite keeps: the database, its write-ahead log and the shared-memory index
        files = [tmp_path / name for name in ("c.db", "c.db-wal", "c.db-shm")]
        return [f.name for f in files if f.exists() and text.encode() in f.read_bytes()]

    return Backend("sqlite", lambda: SQLiteStore(path), canary)


def _postgres_backend(request) -> Backend:
    try:
        from credo.store.postgres import PostgresStore
    except ImportError:
        pytest.skip("PostgreSQL backend not available")
    try:
        dsn = request.getfixturevalue("pg_dsn")
    except pytest.FixtureLookupError:
        pytest.skip("PostgreSQL backend not available")

    def canary(store: Any, text: str) -> list[str]:
        if hasattr(store, "canary_scan"):
            return list(store.canary_scan(text))
        return _pg_rows_holding(dsn, text)

    return Backend("postgres", lambda: PostgresStore(dsn), canary)


def _pg_rows_holding(dsn: str, text: str) -> list[str]:
    """Tables any of whose rows, cast whole to text (tsvector and JSON included), hold ``text``.

    The canary test first checks that this scan sees the text while it is stored, so a
    scan blinded by row-level security cannot pass. It sees live rows only. A file-level
    scan, as the SQLite canary does, would also have to read the data directory: heap
    pages holding dead tuples until VACUUM, WAL segments under pg_wal until a checkpoint
    recycles them, index pages. That needs the server's data directory and the right to
    read it, which a DSN does not give; a backend that has them exposes ``canary_scan(text)``.
    """
    import psycopg
    from psycopg import sql

    found = []
    with psycopg.connect(dsn, autocommit=True) as conn:
        # forced row-level security hides every row until a tenant is set; the owner may read all as '*'
        conn.execute("SELECT set_config('credo.tenant', '*', false)")
        tables = [r[0] for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()").fetchall()]
        for table in tables:
            hit = conn.execute(sql.SQL("SELECT 1 FROM {} t WHERE strpos(t::text, %s) > 0 LIMIT 1")
                               .format(sql.Identifier(table)), (text,)).fetchone()
            if hit:
                found.append(table)
    return found


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request, tmp_path):
    chosen = _sqlite_backend(tmp_path) if request.param == "sqlite" else _postgres_backend(request)
    yield chosen
    for store in chosen.opened:
        store.close()


@pytest.fixture
def store(backend):
    return backend.open()


# -- building memories ------------------------------------------------------------------


def unit(id: str, text: str | None = None, *, tenant: str = "acme", user: str = "ann", **fields: Any) -> MemoryUnit:
    """A memory recorded at T0 (unless told otherwise) with plain defaults."""
    fields.setdefault("created_at", T0)
    fields.setdefault("valid_from", fields["created_at"])
    return MemoryUnit(id=id, tenant=tenant, user=user, text=text or f"memory {id}", **fields)


def axis(i: int, dim: int = DIM) -> np.ndarray:
    """The unit vector along axis ``i``."""
    v = np.zeros(dim, dtype=np.float32)
    v[i % dim] = 1.0
    return v


def towards(i: int, j: int, weight: float) -> np.ndarray:
    """A unit vector between axes ``i`` and ``j``: cosine with axis ``i`` falls as ``weight`` grows."""
    v = (1.0 - weight) * axis(i) + weight * axis(j)
    return (v / np.linalg.norm(v)).astype(np.float32)


def put(store: Any, *pairs: tuple[MemoryUnit, np.ndarray | None], model: str = MODEL) -> list[MemoryUnit]:
    """Insert memories, each with its vector (or None) from ``model``; returns them as given."""
    units = [u.model_copy(update={"embedding_model": model, "embedding_dim": len(v)}) if v is not None else u
             for u, v in pairs]
    store.insert(units, [v for _, v in pairs])
    return units


def put_plain(store: Any, *units: MemoryUnit) -> list[MemoryUnit]:
    """Insert memories without vectors."""
    store.insert(list(units), [None] * len(units))
    return list(units)


def ids_of(units: list[MemoryUnit]) -> list[str]:
    return [u.id for u in units]


def now_filter(**kw: Any) -> RecallFilter:
    return RecallFilter(now=T0 + timedelta(hours=1), **kw)


ANN = Scope(tenant="acme", user="ann")
BOB = Scope(tenant="acme", user="bob")
TENANT_WIDE = Scope(tenant="acme")


# -- insert and get ---------------------------------------------------------------------


def test_insert_then_get_returns_every_field_as_written(store):
    rich = unit(
        "rich", "Ann's flight to Lisbon leaves at 07:40", agent="planner", source_session="s-1",
        kind=Kind.DECISION, layer=Layer.EPISODIC, topic="travel", importance=0.9, confidence=0.65,
        source=Source.TOOL, trust=0.6, entity="ann", attribute="flight", value="TP1351",
        created_at=T0, updated_at=T0 + timedelta(minutes=5, microseconds=7),
        valid_from=T0 - timedelta(days=2), valid_until=T0 + timedelta(days=3), superseded_by="later",
        status=Status.CHALLENGED, last_accessed=T0 + timedelta(seconds=1), access_count=3,
        recent_accesses=[T0, T0 + timedelta(seconds=1)], decay_score=0.42, q_value=0.61, recall_count=2,
        verified_count=1, confirmations=4, pinned=True, forget_after=T0 + timedelta(days=30),
        classification=Classification.CONFIDENTIAL, domain="ops", shared=True, version=3, parent_id="older",
        extractor="rules", prompt_version="extract/7", surprise=0.25, strength=0.35,
        metadata={"nested": {"list": [1, 2.5, "three", None, True]}, "unicode": "Zoë ☕"},
    )
    bare = unit("bare", "Bo has no opinions yet", user="bo")
    [written] = put(store, (rich, axis(0)))
    put_plain(store, bare)

    got = {u.id: u for u in store.get("acme", ["rich", "bare"])}
    assert got["rich"].model_dump() == written.model_dump()
    assert got["bare"].model_dump() == bare.model_dump()
    assert got["bare"].topic is None and got["bare"].metadata == {} and got["bare"].recent_accesses == []


def test_a_select_finds_the_memories_that_carry_a_strength_weakest_first(store):
    put_plain(store, unit("none", "Ann likes tea"), unit("strong", "Ann deploys on Fridays", strength=0.9),
              unit("weak", "Ann uses vim", strength=0.1))
    query = Select("acme", (Cond("strength", "not null"), Cond("strength", ">", 0.05)), order=("strength",))
    assert store.select(query, ids_only=True) == ["weak", "strong"]


_serial = itertools.count()


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(written=unit_strategy)
def test_any_memory_reads_back_as_written(store, written):
    vector = towards(0, 1, 0.3)
    written = written.model_copy(update={"id": f"{written.id}-{next(_serial)}"})  # examples share one store
    [written] = put(store, (written, vector))
    assert store.get(written.tenant, [written.id]) == [written]
    np.testing.assert_allclose(store.vectors(written.tenant, [written.id], model=MODEL)[written.id], vector, atol=1e-7)


def test_get_keeps_the_order_asked_and_skips_unknown_and_other_tenants_ids(store):
    put_plain(store, unit("a"), unit("b"), unit("c"), unit("x", tenant="globex"))
    assert ids_of(store.get("acme", ["c", "nope", "a", "x", "b"])) == ["c", "a", "b"]
    assert store.get("acme", []) == []
    assert ids_of(store.get("globex", ["a", "x"])) == ["x"]


def test_embedding_model_is_set_exactly_when_a_vector_was_given(store):
    claimed = unit("claimed", embedding_model="some-model", embedding_dim=8)  # says a model, has no vector
    store.insert([claimed, unit("embedded", embedding_model=MODEL, embedding_dim=DIM)], [None, axis(1)])
    got = {u.id: u for u in store.get("acme", ["claimed", "embedded"])}
    assert (got["claimed"].embedding_model, got["claimed"].embedding_dim) == (None, None)
    assert (got["embedded"].embedding_model, got["embedded"].embedding_dim) == (MODEL, DIM)
    assert list(store.vectors("acme", ["claimed", "embedded"], model=MODEL)) == ["embedded"]
    assert store.vectors("acme", ["embedded"], model=OTHER_MODEL) == {}


def test_an_id_already_taken_is_refused_and_the_batch_left_out(store):
    put_plain(store, unit("taken", "the first one"))
    with pytest.raises(StorageError):
        put_plain(store, unit("fresh"), unit("taken", "the second one"))
    with pytest.raises(StorageError):
        put_plain(store, unit("taken", "another tenant, same id", tenant="globex"))
    assert store.get("acme", ["fresh"]) == [] and store.get("globex", ["taken"]) == []
    assert store.get("acme", ["taken"])[0].text == "the first one"


def test_insert_needs_one_vector_per_memory(store):
    with pytest.raises(StorageError):
        store.insert([unit("a"), unit("b")], [None])
    assert store.get("acme", ["a", "b"]) == []


# -- update ---------------------------------------------------------------------------


def test_update_sets_fields_and_reindexes_a_changed_text(store):
    put_plain(store, unit("pet", "Ann keeps a pet iguana called Ziggy"))
    store.update("acme", "pet", {"text": "Ann keeps a pet tortoise called Ziggy", "importance": 0.9,
                                 "status": Status.ARCHIVED, "updated_at": T0 + timedelta(minutes=1),
                                 "metadata": {"moved": True}, "topic": None})
    [pet] = store.get("acme", ["pet"])
    assert (pet.text, pet.importance, pet.status, pet.updated_at, pet.metadata, pet.topic) == (
        "Ann keeps a pet tortoise called Ziggy", 0.9, Status.ARCHIVED, T0 + timedelta(minutes=1), {"moved": True}, None)
    anything = now_filter(statuses=frozenset(Status))
    assert store.search_text(ANN, "iguana", anything, 10) == []
    assert [i for i, _ in store.search_text(ANN, "tortoise", anything, 10)] == ["pet"]


def test_a_replaced_vector_is_found_under_its_new_model_only(store):
    put(store, (unit("m"), axis(0)))
    store.update("acme", "m", {}, vector=axis(3), model=OTHER_MODEL)
    [m] = store.get("acme", ["m"])
    assert (m.embedding_model, m.embedding_dim) == (OTHER_MODEL, DIM)
    assert store.search_vector(ANN, axis(0), now_filter(), 5, model=MODEL) == []
    assert [i for i, _ in store.search_vector(ANN, axis(3), now_filter(), 5, model=OTHER_MODEL)] == ["m"]
    assert list(store.vectors("acme", ["m"], model=OTHER_MODEL)) == ["m"]
    np.testing.assert_allclose(store.vectors("acme", ["m"], model=OTHER_MODEL)["m"], axis(3))


def test_updating_an_unknown_or_another_tenants_memory_is_not_found(store):
    put_plain(store, unit("theirs", tenant="globex"))
    with pytest.raises(NotFound):
        store.update("acme", "missing", {"importance": 0.1})
    with pytest.raises(NotFound):
        store.update("acme", "theirs", {"importance": 0.1})
    assert store.get("globex", ["theirs"])[0].importance == 0.5


@pytest.mark.parametrize("fields", [{"id": "other"}, {"tenant": "globex"}, {"no_such_column": 1},
                                    {"embedding_model": "x"}])
def test_update_refuses_identity_and_unknown_columns(store, fields):
    put_plain(store, unit("m"))
    with pytest.raises(StorageError):
        store.update("acme", "m", fields)
    assert store.get("acme", ["m"])[0].model_dump() == unit("m").model_dump()


def test_a_vector_replacement_without_its_model_is_refused(store):
    put(store, (unit("m"), axis(0)))
    with pytest.raises(StorageError):
        store.update("acme", "m", {}, vector=axis(1))


def test_a_memory_that_becomes_shared_is_found_by_another_user_at_once(store, embedder):
    text = "The staging database password rotates every Monday"
    vector = embedder.embed_batch([text])[0]
    put(store, (unit("rota", text), vector), (unit("bobs", "Bo waters the office plants", user="bob"),
                                               embedder.embed_batch(["Bo waters the office plants"])[0]),
        model=embedder.name)
    query = embedder.embed_batch(["when does the staging password rotate?"])[0]
    flt = now_filter()
    # Bo searches first, so whatever the backend caches for his view is warm
    assert "rota" not in [i for i, _ in store.search_vector(BOB, query, flt, 5, model=embedder.name)]
    assert store.search_text(BOB, "staging password", flt, 5) == []

    store.update("acme", "rota", {"shared": True})
    assert [i for i, _ in store.search_vector(BOB, query, flt, 5, model=embedder.name)][0] == "rota"
    assert [i for i, _ in store.search_text(BOB, "staging password", flt, 5)] == ["rota"]

    store.update("acme", "rota", {"shared": False})
    assert "rota" not in [i for i, _ in store.search_vector(BOB, query, flt, 5, model=embedder.name)]
    assert store.search_text(BOB, "staging password", flt, 5) == []


def test_a_memory_given_to_another_user_moves_with_its_vector(store):
    put(store, (unit("m", "handed over note"), axis(2)), (unit("b", user="bob"), axis(5)))
    flt = now_filter()
    assert [i for i, _ in store.search_vector(ANN, axis(2), flt, 5, model=MODEL)] == ["m"]
    assert [i for i, _ in store.search_vector(BOB, axis(2), flt, 1, model=MODEL)] == ["b"]  # warm Bo's view

    store.update("acme", "m", {"user": "bob"})
    assert store.search_vector(ANN, axis(2), flt, 5, model=MODEL) == []
    assert [i for i, _ in store.search_vector(BOB, axis(2), flt, 1, model=MODEL)] == ["m"]
    assert [i for i, _ in store.search_text(BOB, "handed over", flt, 5)] == ["m"]
    assert store.search_text(ANN, "handed over", flt, 5) == []


# -- select -----------------------------------------------------------------------------


def _rows(store) -> None:
    """Five memories whose columns differ in known ways (seq order a..e)."""
    put_plain(
        store,
        unit("a", importance=0.1, topic="work", metadata={"crystal": True}, created_at=T0),
        unit("b", importance=0.3, topic=None, metadata={"tag": None}, created_at=T0 + timedelta(hours=1)),
        unit("c", importance=0.3, topic="home", created_at=T0 + timedelta(hours=2)),
        unit("d", importance=0.7, topic="work", metadata={"crystal": "x"}, created_at=T0 + timedelta(hours=3),
             valid_until=T0 + timedelta(days=1)),
        unit("e", importance=0.9, topic="play", created_at=T0 + timedelta(hours=4), pinned=True),
    )


@pytest.mark.parametrize("cond, expected", [
    (Cond("importance", "=", 0.3), "bc"),
    (Cond("topic", "=", "work"), "ad"),
    (Cond("topic", "!=", "work"), "bce"),           # NULL differs from any value
    (Cond("importance", "!=", 0.3), "ade"),
    (Cond("importance", "<", 0.3), "a"),
    (Cond("importance", "<=", 0.3), "abc"),
    (Cond("importance", ">", 0.3), "de"),
    (Cond("importance", ">=", 0.3), "bcde"),
    (Cond("created_at", ">=", T0 + timedelta(hours=2)), "cde"),   # times compare as times
    (Cond("created_at", "<", T0 + timedelta(hours=1, microseconds=1)), "ab"),
    (Cond("topic", "in", ("home", "play")), "ce"),
    (Cond("topic", "in", ()), ""),
    (Cond("topic", "not in", ("work",)), "ce"),      # SQL: NULL is neither in nor not in
    (Cond("topic", "not in", ()), "abcde"),
    (Cond("topic", "null"), "b"),
    (Cond("topic", "not null"), "acde"),
    (Cond("valid_until", "not null"), "d"),
    (Cond("metadata", "has", "crystal"), "ad"),
    (Cond("metadata", "lacks", "crystal"), "bce"),
    (Cond("metadata", "has", "tag"), ""),            # a key holding JSON null counts as absent
    (Cond("pinned", "=", True), "e"),
    (Cond("status", "=", Status.ACTIVE), "abcde"),
    (Cond("seq", ">", 0), "abcde"),
])
def test_select_applies_each_condition(store, cond, expected):
    _rows(store)
    assert "".join(store.select(Select("acme", (cond,)), ids_only=True)) == expected


def test_any_of_matches_when_one_condition_holds_and_nothing_when_empty(store):
    _rows(store)
    either = AnyOf((Cond("topic", "=", "home"), Cond("importance", ">", 0.8)))
    assert store.select(Select("acme", (either,)), ids_only=True) == ["c", "e"]
    assert store.select(Select("acme", (either, Cond("pinned", "=", False))), ids_only=True) == ["c"]
    assert store.select(Select("acme", (AnyOf(()),)), ids_only=True) == []


def test_select_orders_with_ties_in_insertion_order_and_pages(store):
    _rows(store)
    assert store.select(Select("acme", order=("importance",)), ids_only=True) == ["a", "b", "c", "d", "e"]
    # b before c
    assert store.select(Select("acme", order=("-importance",)), ids_only=True) == ["e", "d", "b", "c", "a"]
    assert store.select(Select("acme", order=("-importance", "-seq")), ids_only=True) == ["e", "d", "c", "b", "a"]
    assert store.select(Select("acme", order=("-created_at",), limit=2), ids_only=True) == ["e", "d"]
    assert store.select(Select("acme", order=("-created_at",), limit=2, offset=2), ids_only=True) == ["c", "b"]
    assert store.select(Select("acme", offset=3), ids_only=True) == ["d", "e"]
    # NULL sorts as the smallest value, on every backend
    assert ids_of(store.select(Select("acme", order=("topic", "importance"), limit=3))) == ["b", "c", "e"]
    assert store.select(Select("acme", order=("-topic",)), ids_only=True) == ["a", "d", "e", "c", "b"]


def test_select_by_ids_keeps_the_order_asked(store):
    _rows(store)
    assert store.select(Select("acme", ids=("e", "zz", "a", "c")), ids_only=True) == ["e", "a", "c"]
    assert store.select(Select("acme", ids=("e", "a", "c"), order=("importance",)), ids_only=True) == ["a", "c", "e"]
    assert store.select(Select("acme", ids=()), ids_only=True) == []
    assert ids_of(store.select(Select("acme", ids=("d",), where=(Cond("topic", "=", "work"),)))) == ["d"]


@pytest.mark.parametrize("query", [
    Select("acme", (Cond("no_such", "=", 1),)),
    Select("acme", (Cond("importance", "~", 1),)),
    Select("acme", (Cond("text", "has", "k"),)),
    Select("acme", (Cond("metadata", "has", "a'; DROP TABLE memories; --"),)),
    Select("acme", order=("-no_such",)),
    Select("acme", scope=Scope(tenant="globex")),
])
def test_a_malformed_select_is_a_storage_error(store, query):
    _rows(store)
    with pytest.raises(StorageError):
        store.select(query)
    assert len(store.select(Select("acme"), ids_only=True)) == 5


# -- belief filters -----------------------------------------------------------------------


def believed(store, flt: RecallFilter, scope: Scope = TENANT_WIDE) -> list[str]:
    return store.select(Select(scope.tenant, scope=scope, filter=flt), ids_only=True)


def test_only_allowed_statuses_are_served(store):
    put_plain(store, unit("on"), unit("old", status=Status.SUPERSEDED), unit("hmm", status=Status.CHALLENGED))
    assert believed(store, now_filter()) == ["on"]
    assert believed(store, now_filter(statuses=frozenset({Status.ACTIVE, Status.CHALLENGED}))) == ["on", "hmm"]


def test_validity_and_ttl_are_judged_at_now(store):
    now = T0 + timedelta(days=10)
    put_plain(
        store,
        unit("holds"),
        unit("future", valid_from=now + timedelta(seconds=1)),
        unit("starts_now", valid_from=now),
        unit("ended", valid_until=now),                      # the end is exclusive
        unit("ends_later", valid_until=now + timedelta(seconds=1)),
        unit("expired", forget_after=now),
        unit("expires_later", forget_after=now + timedelta(days=1)),
    )
    flt = RecallFilter(now=now)
    assert believed(store, flt) == ["holds", "starts_now", "ends_later", "expires_later"]
    everything = believed(store, replace(flt, current_only=False))
    assert everything == ["holds", "future", "starts_now", "ended", "ends_later", "expired", "expires_later"]


def test_confidence_bounds_are_inclusive(store):
    put_plain(store, *(unit(f"c{int(c * 100)}", confidence=c) for c in (0.2, 0.4, 0.6, 0.9, 1.0)))
    assert believed(store, now_filter()) == ["c40", "c60", "c90", "c100"]             # default minimum 0.4
    assert believed(store, now_filter(min_confidence=0.0, max_confidence=0.6)) == ["c20", "c40", "c60"]


def test_kind_layer_topic_agent_domain_and_classification_filters(store):
    put_plain(
        store,
        unit("pref", kind=Kind.PREFERENCE, layer=Layer.SEMANTIC, topic="food", agent="chef", domain="home",
             classification=Classification.PUBLIC),
        unit("proc", kind=Kind.PROCEDURE, layer=Layer.PROCEDURAL, topic="ops", agent="sre", domain="work",
             classification=Classification.CONFIDENTIAL),
        unit("epi", kind=Kind.EPISODE, layer=Layer.EPISODIC, topic="food", agent="sre", domain="work",
             classification=Classification.RESTRICTED),
    )
    cases = [
        (dict(kinds=frozenset({Kind.PREFERENCE, Kind.EPISODE})), ["pref", "epi"]),
        (dict(layers=frozenset({Layer.PROCEDURAL})), ["proc"]),
        (dict(topic="food"), ["pref", "epi"]),
        (dict(agent="sre"), ["proc", "epi"]),
        (dict(domain="work", topic="ops"), ["proc"]),
        (dict(classifications=frozenset({Classification.PUBLIC, Classification.RESTRICTED})), ["pref", "epi"]),
        (dict(max_classification=Classification.CONFIDENTIAL), ["pref", "proc"]),
        (dict(max_classification=Classification.PUBLIC, kinds=frozenset({Kind.PROCEDURE})), []),
    ]
    for kw, expected in cases:
        assert believed(store, now_filter(**kw)) == expected, kw


def _history(memory_id: str, old: Status | None, new: Status, at: datetime, reason: str = "test") -> StatusChange:
    return StatusChange(memory_id=memory_id, old=old, new=new, reason=reason, actor="contract", at=at)


def test_as_of_serves_what_was_believed_then(store):
    t1, t2, t3 = (T0 + timedelta(days=d) for d in (1, 2, 3))
    moved = T0 - timedelta(days=30)  # learnt at t2: Ann had in fact moved a month before T0
    put_plain(
        store,
        unit("paris", "Ann lives in Paris", valid_until=moved, superseded_by="rome", status=Status.SUPERSEDED),
        unit("rome", "Ann lives in Rome", created_at=t2, valid_from=moved),
        unit("lapsed", "Ann's gym pass is valid", valid_until=T0 + timedelta(hours=12)),  # ended, not superseded
        unit("late", "Ann learns Go", created_at=t3),
    )
    store.add_history("acme", [
        _history("paris", None, Status.ACTIVE, T0), _history("lapsed", None, Status.ACTIVE, T0),
        _history("rome", None, Status.ACTIVE, t2), _history("paris", Status.ACTIVE, Status.SUPERSEDED, t2),
        _history("late", None, Status.ACTIVE, t3),
    ])
    assert believed(store, RecallFilter(now=t3, as_of=T0 + timedelta(hours=1))) == ["paris", "lapsed"]
    assert believed(store, RecallFilter(now=t3, as_of=t1)) == ["paris"]   # the supersession's end date came later
    assert believed(store, RecallFilter(now=t3, as_of=t2)) == ["rome"]
    assert believed(store, RecallFilter(now=t3, as_of=t3)) == ["rome", "late"]
    assert believed(store, RecallFilter(now=t3, as_of=T0 - timedelta(seconds=1))) == []
    assert believed(store, RecallFilter(now=t3, as_of=t1, statuses=frozenset({Status.SUPERSEDED}))) == []


def _moves(store) -> tuple[datetime, datetime, datetime]:
    """Ann lived in Porto from T0; on day 300 she says she moved to Lyon on day 250 (told late). A gym pass held
    days 10..20 (its end given with it); a note merged on day 5 into a later one; a value a person invalidated."""
    moved, told, later = (T0 + timedelta(days=d) for d in (250, 300, 320))
    put_plain(
        store,
        unit("porto", "Ann lives in Porto", valid_until=moved, superseded_by="lyon", status=Status.SUPERSEDED),
        unit("lyon", "Ann lives in Lyon", created_at=told, valid_from=moved),
        unit("gym", "Ann's gym pass is valid", valid_from=T0 + timedelta(days=10), valid_until=T0 + timedelta(days=20)),
        unit("note", "Ann likes tea", valid_until=T0 + timedelta(days=5), superseded_by="tea", status=Status.MERGED),
        unit("tea", "Ann likes green tea", created_at=T0 + timedelta(days=5), valid_from=T0 + timedelta(days=5)),
        unit("wrong", "Ann lives in Nice", status=Status.INVALIDATED),
    )
    store.add_history("acme", [
        _history("porto", None, Status.ACTIVE, T0), _history("gym", None, Status.ACTIVE, T0),
        _history("note", None, Status.ACTIVE, T0), _history("wrong", None, Status.ACTIVE, T0),
        _history("tea", None, Status.ACTIVE, T0 + timedelta(days=5)),
        _history("note", Status.ACTIVE, Status.MERGED, T0 + timedelta(days=5)),
        _history("wrong", Status.ACTIVE, Status.INVALIDATED, T0 + timedelta(days=1)),
        _history("lyon", None, Status.ACTIVE, told), _history("porto", Status.ACTIVE, Status.SUPERSEDED, told),
    ])
    return moved, told, later


def test_valid_at_serves_what_was_true_then_as_credo_knows_it_now(store):
    moved, told, later = _moves(store)
    at = lambda day: RecallFilter(now=later, valid_at=T0 + timedelta(days=day))  # noqa: E731
    assert believed(store, at(3)) == ["porto", "note"]                 # a merged note held before its merge
    assert believed(store, at(15)) == ["porto", "gym", "tea"]          # an end of validity given with it counts
    assert believed(store, at(249)) == ["porto", "tea"]                # replaced since, still the answer then
    assert believed(store, at(250)) == ["lyon", "tea"]                 # the end is exclusive, the start inclusive
    assert believed(store, RecallFilter(now=later)) == ["lyon", "tea"]  # and now, as before
    assert believed(store, at(-1)) == []


def test_record_time_and_valid_time_are_two_questions(store):
    moved, told, later = _moves(store)
    june = T0 + timedelta(days=270)
    assert believed(store, RecallFilter(now=later, as_of=june)) == ["porto", "tea"]        # what credo believed
    assert believed(store, RecallFilter(now=later, valid_at=june)) == ["lyon", "tea"]      # what was true
    # what credo believed in June about day 260: Porto, its end not yet known
    assert believed(store, RecallFilter(now=later, as_of=june, valid_at=T0 + timedelta(days=260))) == \
        ["porto", "tea"]
    # what credo believed after being told about day 100 and day 260
    assert believed(store, RecallFilter(now=later, as_of=told, valid_at=T0 + timedelta(days=100))) == \
        ["porto", "tea"]
    assert believed(store, RecallFilter(now=later, as_of=told, valid_at=T0 + timedelta(days=260))) == \
        ["lyon", "tea"]


def test_valid_time_searches_keep_the_filter_on_every_index(store):
    vectors = spread(3)
    put(store, (unit("porto", "Ann lives in Porto", valid_until=T0 + timedelta(days=250), superseded_by="lyon",
                     status=Status.SUPERSEDED), vectors[0]),
        (unit("lyon", "Ann lives in Lyon", valid_from=T0 + timedelta(days=250)), vectors[1]),
        (unit("bob", "Bob lives in Porto", user="bob"), vectors[2]))
    july = RecallFilter(now=T0 + timedelta(days=300), valid_at=T0 + timedelta(days=180))
    query = np.sum(vectors, axis=0).astype(np.float32)
    query /= np.linalg.norm(query)
    assert [i for i, _ in store.search_vector(ANN, query, july, 10, model=MODEL)] == ["porto"]
    assert [i for i, _ in store.search_text(ANN, "Ann lives", july, 10)] == ["porto"]
    store.set_vector_tiers("acme", {"porto": "archive", "lyon": "archive"})
    assert [i for i, _ in store.search_vector(ANN, query, july, 10, model=MODEL)] == ["porto"]


# -- scope --------------------------------------------------------------------------------


def test_every_read_stays_inside_its_tenant(store):
    for tenant in ("acme", "globex"):
        put(store, (unit(f"{tenant}-m", "the quarterly forecast is optimistic", tenant=tenant,
                         source_session="s"), axis(0)))
        store.add_history(tenant, [_history(f"{tenant}-m", None, Status.ACTIVE, T0)])
        store.add_links(tenant, [Link(source_id=f"{tenant}-m", target_id="acme-m", created_at=T0)])
    acme = Scope(tenant="acme", user="ann")
    flt = now_filter()
    assert store.select(Select("acme"), ids_only=True) == ["acme-m"]
    assert ids_of(store.get("acme", ["globex-m", "acme-m"])) == ["acme-m"]
    assert [i for i, _ in store.search_text(acme, "forecast", flt, 10)] == ["acme-m"]
    assert [i for i, _ in store.search_vector(acme, axis(0), flt, 10, model=MODEL)] == ["acme-m"]
    assert store.session_members(acme, flt, ["s"], 10) == {"s": [("acme-m", "the quarterly forecast is optimistic")]}
    assert store.aggregate(Select("acme"), Aggregate(by=("tenant",))) == [{"tenant": "acme", "n": 1}]
    assert [c.memory_id for c in store.history(HistoryQuery("acme"))] == ["acme-m"]
    assert store.history(HistoryQuery("acme", memory_ids=("globex-m",))) == []
    assert [(l.source_id, l.target_id) for l in store.links("acme", ["acme-m"])] == [("acme-m", "acme-m")]
    assert store.links("acme", ["globex-m"]) == []
    assert list(store.vectors("acme", ["acme-m", "globex-m"], model=MODEL)) == ["acme-m"]


def test_a_user_sees_their_own_and_shared_memories_under_the_ceiling(store):
    put(
        store,
        (unit("own", "note about the roadmap"), axis(0)),
        (unit("own_secret", "note about the roadmap, restricted", classification=Classification.RESTRICTED), axis(0)),
        (unit("bobs_shared", "note about the roadmap from Bo", user="bob", shared=True), axis(0)),
        (unit("bobs_private", "note about the roadmap, Bo only", user="bob"), axis(0)),
        (unit("bobs_shared_secret", "note about the roadmap, Bo's secret", user="bob", shared=True,
              classification=Classification.CONFIDENTIAL), axis(0)),
    )
    flt = now_filter()

    def everywhere(scope: Scope) -> list[set[str]]:
        return [set(store.select(Select("acme", scope=scope), ids_only=True)),
                {i for i, _ in store.search_text(scope, "roadmap", flt, 10)},
                {i for i, _ in store.search_vector(scope, axis(0), flt, 10, model=MODEL)},
                set(store.select(Select("acme", scope=scope, ids=("own", "own_secret", "bobs_shared", "bobs_private",
                                                                  "bobs_shared_secret")), ids_only=True))]

    def same(found: set[str]) -> list[set[str]]:
        return [found] * 4

    assert everywhere(ANN) == same({"own", "own_secret", "bobs_shared", "bobs_shared_secret"})
    assert everywhere(ANN.own()) == same({"own", "own_secret"})
    assert everywhere(Scope(tenant="acme", user="ann", ceiling=Classification.INTERNAL)) == same({"own", "bobs_shared"})
    assert everywhere(TENANT_WIDE) == same({"own", "own_secret", "bobs_shared", "bobs_private", "bobs_shared_secret"})
    assert everywhere(Scope(tenant="acme", ceiling=Classification.CONFIDENTIAL)) == same(
        {"own", "bobs_shared", "bobs_private", "bobs_shared_secret"})


# -- aggregate ----------------------------------------------------------------------------


def test_aggregate_counts_groups_with_extremes(store):
    _rows(store)
    rows = store.aggregate(Select("acme"), Aggregate(by=("topic",), min=("importance", "created_at"),
                                                     max=("importance",)))
    by_topic = {r["topic"]: r for r in rows}
    assert {t: r["n"] for t, r in by_topic.items()} == {"work": 2, None: 1, "home": 1, "play": 1}
    assert (by_topic["work"]["min_importance"], by_topic["work"]["max_importance"]) == (0.1, 0.7)
    assert parse_time(by_topic["work"]["min_created_at"]) == T0
    assert store.aggregate(Select("acme", (Cond("importance", ">", 5),)), Aggregate()) == [
        {"n": 0}]


def test_aggregate_buckets_put_a_value_on_an_edge_in_the_upper_bucket(store):
    put_plain(store, *(unit(f"i{int(v * 100)}", importance=v) for v in (0.0, 0.15, 0.4, 0.55, 0.7, 1.0)))
    rows = store.aggregate(Select("acme"), Aggregate(buckets=("importance", (0.15, 0.4, 0.7))))
    assert {r["bucket"]: r["n"] for r in rows} == {0: 1, 1: 1, 2: 2, 3: 2}
    with pytest.raises(StorageError):
        store.aggregate(Select("acme"), Aggregate(buckets=("importance", (0.7, 0.4))))


def test_aggregate_over_no_tenant_lists_every_tenant(store):
    put_plain(store, unit("a1"), unit("a2"), unit("g1", tenant="globex"), unit("i1", tenant="initech"))
    rows = store.aggregate(Select(None), Aggregate(by=("tenant",)))
    assert sorted((r["tenant"], r["n"]) for r in rows) == [("acme", 2), ("globex", 1), ("initech", 1)]


# -- decay --------------------------------------------------------------------------------

POLICIES = [DecayPolicy("recall"), DecayPolicy("recall", lam=0.1, boost_cap=3),
            DecayPolicy("engram", mode="l2"), DecayPolicy("engram", mode="huber"),
            DecayPolicy("engram", mode="elastic"), DecayPolicy("knowlyr"), DecayPolicy("agentmemory")]


def _aged(now: datetime) -> list[MemoryUnit]:
    """Memories of every age, layer, source and access history a curve distinguishes."""
    out = []
    for i, (age, idle, accesses, layer, source, extractor, kind) in enumerate([
        (0.0, None, 0, Layer.EPISODIC, Source.USER, None, Kind.FACT),
        (3.5, None, 0, Layer.WORKING, Source.ASSISTANT, None, Kind.EPISODE),
        (20.0, 2.0, 1, Layer.EPISODIC, Source.USER, "rules", Kind.DECISION),
        (45.0, 44.0, 7, Layer.EPISODIC, Source.SYSTEM, None, Kind.PREFERENCE),
        (75.0, 31.0, 30, Layer.SEMANTIC, Source.TOOL, None, Kind.PATTERN),
        (130.0, 129.5, 2, Layer.EPISODIC, Source.DOCUMENT, None, Kind.CORRECTION),
        (400.0, 380.0, 0, Layer.WORKING, Source.USER, None, Kind.PROCEDURE),
        (2.0, 0.0, 25, Layer.PROCEDURAL, Source.USER, None, Kind.EPISODE),
        (420.0, 419.0, 0, Layer.CODEBASE, Source.TOOL, None, Kind.FACT),   # never decays, whatever the curve
    ]):
        created = now - timedelta(days=age)
        last = now - timedelta(days=idle) if idle is not None else None
        recent = [last - timedelta(hours=h * 7) for h in range(min(accesses, RECENT_ACCESS_CAP))] if last else []
        recent = [r for r in recent if r >= created][::-1]
        out.append(unit(f"d{i}", created_at=created, last_accessed=last, access_count=accesses,
                        recent_accesses=recent, layer=layer, source=source, extractor=extractor, kind=kind,
                        importance=0.1 + 0.1 * i))
    return out


@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: f"{p.name}-{p.mode if p.name == 'engram' else p.lam}")
def test_rescore_writes_the_decay_curve_of_each_policy(store, policy):
    now = T0 + timedelta(days=500, hours=3)
    units = _aged(now)
    put_plain(store, *units, unit("future", created_at=now + timedelta(days=1)))
    count = store.rescore(Select("acme", (Cond("created_at", "<=", now),), retention=Retention(policy, now)))
    assert count == len(units)
    stored = {u.id: u.decay_score for u in store.get("acme", ids_of(units))}
    expected = policy.scores(inputs_for(units, now))
    np.testing.assert_allclose([stored[u.id] for u in units], expected, rtol=0, atol=1e-9)
    assert store.get("acme", ["future"])[0].decay_score == 1.0  # not matched, not touched


@pytest.mark.parametrize("policy", [DecayPolicy("recall"), DecayPolicy("agentmemory")], ids=lambda p: p.name)
def test_retention_in_a_condition_or_order_is_the_curve_at_now(store, policy):
    now = T0 + timedelta(days=500)
    units = [u.model_copy(update={"decay_score": 1.0}) for u in _aged(now)]  # stored scores say nothing
    put_plain(store, *units)
    curve = dict(zip(ids_of(units), policy.scores(inputs_for(units, now))))
    threshold = float(np.median(list(curve.values())))
    retention = Retention(policy, now)
    weak = store.select(Select("acme", (Cond("retention", "<", threshold),), order=("retention",),
                               retention=retention), ids_only=True)
    assert weak == sorted((i for i, s in curve.items() if s < threshold), key=lambda i: (curve[i], i))
    assert store.select(Select("acme", (Cond("retention", "<", threshold),)), ids_only=True) == []  # the stored 1.0
    with pytest.raises(StorageError):
        store.rescore(Select("acme"))                                    # no curve to write
    with pytest.raises(StorageError):
        store.rescore(Select("acme", limit=1, retention=retention))      # a rescore covers every match


# -- importance (engram's nine factors) ---------------------------------------------------


def _weighed(now: datetime) -> list[MemoryUnit]:
    """The decay fixtures plus every other input a factor reads: valence, trust, confirmations, a very old row."""
    units = _aged(now) + [unit("ancient", created_at=now - timedelta(days=5000), layer=Layer.EPISODIC,
                               source=Source.WEB, extractor="rules")]
    return [u.model_copy(update={"valence": [None, 0.0, 0.4, 0.95][i % 4], "trust": [1.0, 0.7, 0.5, 0.4][i % 4],
                                 "confirmations": [0, 2, 9, 40][(i + 1) % 4], "verified_count": i % 3})
            for i, u in enumerate(units)]


@pytest.mark.parametrize("weights", [ImportanceWeights(), ImportanceWeights(base=0, valence=2, stability=3)],
                         ids=["default", "reweighed"])
def test_rescore_writes_the_nine_factor_importance_once(store, weights):
    now = T0 + timedelta(days=6000, hours=3)
    units = _weighed(now)
    put_plain(store, *units, unit("future", created_at=now + timedelta(days=1)))
    query = Select("acme", (Cond("created_at", "<=", now),), importance=ImportanceAt(weights, now))
    assert store.rescore(query) == len(units)
    stored = {u.id: u.effective_importance for u in store.get("acme", ids_of(units))}
    expected = importance.scores(importance.inputs_for(units, now), weights)
    np.testing.assert_allclose([stored[u.id] for u in units], expected, rtol=0, atol=1e-9)
    assert store.get("acme", ["future"])[0].effective_importance is None  # not matched, not touched
    assert store.rescore(query) == 0                                          # idempotent: nothing moved
    later = replace(query, importance=ImportanceAt(weights, now + timedelta(days=30)))
    assert 0 < store.rescore(later) <= len(units)                             # only what moved is rewritten


def test_effective_importance_in_a_condition_is_the_score_at_now(store):
    now = T0 + timedelta(days=6000)
    units = _weighed(now)
    put_plain(store, *units)
    live = dict(zip(ids_of(units), importance.scores(importance.inputs_for(units, now))))
    threshold = float(np.median(list(live.values())))
    at = ImportanceAt(ImportanceWeights(), now)
    low = store.select(Select("acme", (Cond("effective_importance", "<", threshold),),
                              order=("effective_importance",), importance=at), ids_only=True)
    assert low == sorted((i for i, s in live.items() if s < threshold), key=lambda i: (live[i], i))
    # without a weighting the stored score counts, and a memory with none stored counts its base importance
    stored = store.select(Select("acme", (Cond("effective_importance", "<", 0.35),)), ids_only=True)
    assert stored == [u.id for u in units if u.importance < 0.35]


# -- text search --------------------------------------------------------------------------


def test_text_search_matches_word_forms_and_ranks_the_better_match_first(store):
    put_plain(
        store,
        unit("once", "Ann painted the fence last summer and walked the dog"),
        unit("twice", "Ann paints watercolours; painting calms her"),
        unit("none", "Bo repairs bicycles"),
    )
    found = store.search_text(ANN, "painting", now_filter(), 10)
    assert [i for i, _ in found] == ["twice", "once"]
    assert found[0][1] > found[1][1] > 0
    assert store.search_text(ANN, "painting", now_filter(), 1) == found[:1]
    assert store.search_text(ANN, "zebra", now_filter(), 10) == []
    assert store.search_text(ANN, '"); DROP TABLE memories; --', now_filter(), 10) == []


def test_text_search_leaves_out_filtered_erased_and_unseen_memories(store):
    put_plain(
        store,
        unit("live", "the harbour crane inspection is due"),
        unit("archived", "the harbour crane inspection was done", status=Status.ARCHIVED),
        unit("unsure", "the harbour crane might be unsafe", confidence=0.1),
        unit("bobs", "Bo's harbour crane notes", user="bob"),
        unit("gone", "harbour crane keys are in the drawer"),
        unit("elsewhere", "harbour crane at globex", tenant="globex"),
    )
    store.erase("acme", ["gone"])
    assert [i for i, _ in store.search_text(ANN, "harbour crane", now_filter(), 10)] == ["live"]


# -- vector search ------------------------------------------------------------------------


def test_vector_search_returns_the_exact_top_k_in_order(store):
    weights = [0.05, 0.6, 0.2, 0.9, 0.35, 0.0]
    put(store, *((unit(f"v{i}"), towards(0, 1, w)) for i, w in enumerate(weights)))
    found = store.search_vector(ANN, axis(0), now_filter(), 4, model=MODEL)
    assert [i for i, _ in found] == ["v5", "v0", "v2", "v4"]
    cosines = [float(towards(0, 1, w) @ axis(0)) for w in (0.0, 0.05, 0.2, 0.35)]
    np.testing.assert_allclose([s for _, s in found], cosines, atol=1e-6)


def test_vector_search_compares_only_vectors_of_the_querys_model(store):
    put(store, (unit("mine"), towards(0, 1, 0.5)))
    put(store, (unit("other_model"), axis(0)), model=OTHER_MODEL)
    put_plain(store, unit("no_vector"))
    assert [i for i, _ in store.search_vector(ANN, axis(0), now_filter(), 10, model=MODEL)] == ["mine"]
    assert [i for i, _ in store.search_vector(ANN, axis(0), now_filter(), 10, model=OTHER_MODEL)] == ["other_model"]
    assert store.search_vector(ANN, axis(0), now_filter(), 10, model="never-used") == []


def test_a_query_vector_of_another_dimension_finds_nothing(store):
    put(store, (unit("m"), axis(0)))
    assert store.search_vector(ANN, np.ones(DIM * 2, dtype=np.float32) / 4, now_filter(), 5, model=MODEL) == []
    assert [i for i, _ in store.search_vector(ANN, axis(0), now_filter(), 5, model=MODEL)] == ["m"]


def test_vector_search_widens_past_nearest_matches_the_filter_rejects(store):
    near = [(unit(f"old{i:03}", status=Status.ARCHIVED), towards(0, 1, 0.001 * i)) for i in range(150)]
    far = [(unit(f"far{i}"), towards(0, 1, 0.5 + 0.1 * i)) for i in range(3)]
    put(store, *near, *far)
    found = store.search_vector(ANN, axis(0), now_filter(), 2, model=MODEL)
    assert [i for i, _ in found] == ["far0", "far1"]


def test_vector_search_finds_by_meaning_with_the_real_model(store, embedder):
    texts = {"tea": "Ann drinks green tea every morning", "bike": "Ann cycles to the office",
             "cat": "Ann's cat is called Miso"}
    vectors = embedder.embed_batch(list(texts.values()))
    put(store, *((unit(k, t), v) for (k, t), v in zip(texts.items(), vectors)), model=embedder.name)
    query = embedder.embed_batch(["what does Ann drink?"])[0]
    assert store.search_vector(ANN, query, now_filter(), 1, model=embedder.name)[0][0] == "tea"


# -- vector tiers -------------------------------------------------------------------------


def spread(n: int, seed: int = 3) -> list[np.ndarray]:
    """``n`` random unit vectors: any two are far apart next to a vector and its own 2-bit code."""
    rng = np.random.default_rng(seed)
    rows = rng.standard_normal((n, DIM)).astype(np.float32)
    return list(rows / np.linalg.norm(rows, axis=1, keepdims=True))


def tiers_of(store, **kw: Any) -> dict[str, str]:
    return {i: v.tier for i, v in store.vector_tiers(Select("acme", **kw)).items()}


def test_vectors_moved_down_a_tier_are_kept_there_and_still_found(store):
    vectors = spread(4)
    put(store, *((unit(f"t{i}"), v) for i, v in enumerate(vectors)))
    put_plain(store, unit("no_vector"))
    moved = store.set_vector_tiers("acme", {"t1": "warm", "t2": "cold", "t3": "archive", "ghost": "cold"})
    assert moved == 3
    assert tiers_of(store) == {"t0": "active", "t1": "warm", "t2": "cold", "t3": "archive"}
    assert {v.dim for v in store.vector_tiers(Select("acme")).values()} == {DIM}
    for i, v in enumerate(vectors):
        found = store.search_vector(ANN, v, now_filter(), 4, model=MODEL)
        assert found[0][0] == f"t{i}" and len(found) == 4
    read = store.vectors("acme", ["t0", "t1", "t3"], model=MODEL)
    np.testing.assert_array_equal(read["t0"], vectors[0])
    assert float(read["t1"] @ vectors[1]) > 0.999 and float(read["t3"] @ vectors[3]) > 0.8
    np.testing.assert_allclose(np.linalg.norm(read["t3"]), 1.0, atol=1e-5)  # decoded, normalised again


def test_a_tier_move_is_idempotent_and_never_climbs_without_the_float32_vector(store):
    vectors = spread(2)
    put(store, *((unit(f"t{i}"), v) for i, v in enumerate(vectors)))
    assert store.set_vector_tiers("acme", {"t0": "cold"}) == 1
    before = store.vectors("acme", ["t0"], model=MODEL)["t0"]
    assert store.set_vector_tiers("acme", {"t0": "cold", "t1": "active"}) == 0
    np.testing.assert_array_equal(store.vectors("acme", ["t0"], model=MODEL)["t0"], before)
    with pytest.raises(StorageError):
        store.set_vector_tiers("acme", {"t0": "warm"})
    with pytest.raises(StorageError):
        store.set_vector_tiers("acme", {"t0": "int3"})
    assert tiers_of(store) == {"t0": "cold", "t1": "active"}  # a refused move changes nothing
    assert store.set_vector_tiers("acme", {"t0": "active"}, {"t0": vectors[0]}) == 1
    np.testing.assert_array_equal(store.vectors("acme", ["t0"], model=MODEL)["t0"], vectors[0])
    found = store.search_vector(ANN, vectors[0], now_filter(), 1, model=MODEL)
    assert found[0][0] == "t0" and found[0][1] == pytest.approx(1.0, abs=1e-6)


def test_a_search_over_mixed_tiers_keeps_every_filter_and_the_scope(store):
    vectors = spread(6)
    put(store, (unit("mine"), vectors[0]), (unit("bobs", user="bob"), vectors[1]),
        (unit("old", status=Status.SUPERSEDED), vectors[2]), (unit("secret", classification="restricted"), vectors[3]),
        (unit("later", created_at=T0 + timedelta(days=2)), vectors[4]), (unit("other", tenant="globex"), vectors[5]))
    store.set_vector_tiers("acme", {i: "archive" for i in ("mine", "bobs", "old", "secret", "later")})
    store.set_vector_tiers("globex", {"other": "warm"})
    query = np.sum(vectors, axis=0).astype(np.float32)
    query /= np.linalg.norm(query)
    seen = lambda scope, flt: sorted(i for i, _ in store.search_vector(scope, query, flt, 10, model=MODEL))  # noqa: E731
    assert seen(ANN, now_filter()) == ["mine", "secret"]
    assert seen(ANN.model_copy(update={"ceiling": Classification.INTERNAL}), now_filter()) == ["mine"]
    assert seen(ANN, now_filter(statuses=frozenset({Status.SUPERSEDED}))) == ["old"]
    store.add_history("acme", [StatusChange(memory_id=i, old=None, new=Status.ACTIVE, reason="stored", actor="t", at=T0)
                               for i in ("mine", "old")])
    store.add_history("acme", [StatusChange(memory_id="old", old=Status.ACTIVE, new=Status.SUPERSEDED, reason="newer",
                                            actor="t", at=T0 + timedelta(days=1))])
    assert seen(ANN, now_filter(as_of=T0 + timedelta(hours=12))) == ["mine", "old"]  # what was believed then
    assert seen(ANN, RecallFilter(now=T0 + timedelta(days=3))) == ["later", "mine", "secret"]
    assert seen(TENANT_WIDE, now_filter()) == ["bobs", "mine", "secret"]
    assert seen(Scope(tenant="globex", user="ann"), now_filter()) == ["other"]


def test_vector_tiers_reads_only_what_the_select_matches(store):
    put(store, (unit("a"), axis(0)), (unit("b", user="bob"), axis(1)), (unit("c", status=Status.ARCHIVED), axis(2)))
    store.set_vector_tiers("acme", {"c": "archive"})
    assert tiers_of(store, where=(Cond("status", "=", Status.ARCHIVED),)) == {"c": "archive"}
    assert tiers_of(store, scope=BOB) == {"b": "active"}
    assert store.vector_tiers(Select("globex")) == {}


def test_a_replaced_vector_is_float32_again_and_an_erased_one_is_gone(store):
    vectors = spread(3)
    put(store, *((unit(f"t{i}"), v) for i, v in enumerate(vectors)))
    store.set_vector_tiers("acme", {"t0": "archive", "t1": "cold"})
    store.update("acme", "t0", {"text": "edited"}, vector=vectors[2], model=MODEL)
    assert tiers_of(store) == {"t0": "active", "t1": "cold", "t2": "active"}
    np.testing.assert_array_equal(store.vectors("acme", ["t0"], model=MODEL)["t0"], vectors[2])
    store.erase("acme", ["t1"])
    assert "t1" not in [i for i, _ in store.search_vector(ANN, vectors[1], now_filter(), 5, model=MODEL)]
    assert set(tiers_of(store)) == {"t0", "t2"}


def test_another_connection_searches_a_tier_move_at_once(backend):
    first, second = backend.open(), backend.open()
    vectors = spread(2)
    put(first, *((unit(f"t{i}"), v) for i, v in enumerate(vectors)))
    query = (vectors[0] + 0.3 * vectors[1]) / np.linalg.norm(vectors[0] + 0.3 * vectors[1])
    exact = float(query @ vectors[0])
    assert first.search_vector(ANN, query, now_filter(), 1, model=MODEL)[0][1] == pytest.approx(exact, abs=1e-6)
    second.set_vector_tiers("acme", {"t0": "archive"})
    top = first.search_vector(ANN, query, now_filter(), 1, model=MODEL)[0]
    assert top[0] == "t0" and abs(top[1] - exact) > 1e-4  # scored by its 2-bit code now, not the float32 it had


def test_a_quantized_memory_shared_or_erased_by_another_connection_shows_at_once(backend):
    first, second = backend.open(), backend.open()
    vectors = spread(3)
    put(first, (unit("mine"), vectors[0]), (unit("bobs", user="bob"), vectors[1]), (unit("gone"), vectors[2]))
    first.set_vector_tiers("acme", {"mine": "cold", "bobs": "cold", "gone": "cold"})
    assert "bobs" not in [i for i, _ in first.search_vector(ANN, vectors[1], now_filter(), 3, model=MODEL)]
    second.update("acme", "bobs", {"shared": True})
    second.erase("acme", ["gone"])
    found = [i for i, _ in first.search_vector(ANN, vectors[1], now_filter(), 3, model=MODEL)]
    assert found[0] == "bobs" and "gone" not in found


# -- sessions -----------------------------------------------------------------------------


def test_session_members_come_in_written_order_and_keep_the_latest_the_caller_may_see(store):
    put_plain(store, *(unit(f"long{i}", f"long {i}", source_session="long") for i in range(8)))
    put_plain(store, unit("bo_shared", "Bo's shared note", user="bob", source_session="long", shared=True),
              unit("bo_private", "Bo's private note", user="bob", source_session="long"),
              unit("short0", "short 0", source_session="short"),
              unit("short1", "short 1, forgotten", source_session="short", status=Status.ARCHIVED),
              unit("other", "elsewhere", source_session="other", tenant="globex"),
              unit("loose", "no session"))
    members = store.session_members(ANN, now_filter(), ["short", "long", "short", "nowhere", "other"], 3)
    assert sorted(members) == ["long", "short"]   # each session once; one with nothing visible is left out
    assert members["long"] == [("long6", "long 6"), ("long7", "long 7"), ("bo_shared", "Bo's shared note")]
    assert members["short"] == [("short0", "short 0")]
    assert store.session_members(ANN.own(), now_filter(), ["long"], 2)["long"] == [
        ("long6", "long 6"), ("long7", "long 7")]
    assert store.session_members(ANN, now_filter(), [], 3) == {}


# -- history, links -----------------------------------------------------------------------


def test_history_reads_back_oldest_first_with_its_filters(store):
    put_plain(store, unit("a"), unit("b"))
    t = [T0 + timedelta(hours=h) for h in range(4)]
    store.add_history("acme", [
        _history("a", None, Status.ACTIVE, t[0]),
        _history("b", None, Status.ACTIVE, t[0]),
        StatusChange(memory_id="a", old=Status.ACTIVE, new=Status.CHALLENGED, reason="contested: loop",
                     actor="guard", at=t[2], escalation=True),
        _history("b", Status.ACTIVE, Status.SUPERSEDED, t[1], "superseded by c"),
        _history("a", Status.CHALLENGED, Status.ACTIVE, t[3], "resolved"),
    ])
    every = store.history(HistoryQuery("acme"))
    assert [(c.memory_id, c.new, c.at) for c in every] == [
        ("a", Status.ACTIVE, t[0]), ("b", Status.ACTIVE, t[0]), ("b", Status.SUPERSEDED, t[1]),
        ("a", Status.CHALLENGED, t[2]), ("a", Status.ACTIVE, t[3])]
    escalated = every[3]
    assert (escalated.old, escalated.reason, escalated.actor, escalated.escalation) == (
        Status.ACTIVE, "contested: loop", "guard", True)
    assert not any(c.escalation for c in every if c is not escalated)
    assert [c.at for c in store.history(HistoryQuery("acme", memory_ids=("a",)))] == [t[0], t[2], t[3]]
    assert [c.memory_id for c in store.history(HistoryQuery("acme", since=t[1]))] == ["b", "a", "a"]
    assert [c.memory_id for c in store.history(HistoryQuery("acme", new=frozenset({Status.SUPERSEDED,
                                                                                  Status.CHALLENGED})))] == ["b", "a"]
    assert len(store.history(HistoryQuery("acme", limit=2))) == 2
    assert store.history(HistoryQuery("acme", memory_ids=())) == []


def test_links_are_kept_once_and_read_from_either_end(store):
    put_plain(store, unit("a"), unit("b"), unit("c"))
    store.add_links("acme", [
        Link(source_id="a", target_id="b", type=LinkType.SUPERSEDES, weight=0.5, created_at=T0),
        Link(source_id="a", target_id="b", type=LinkType.SUPERSEDES, weight=0.5, created_at=T0),
        Link(source_id="c", target_id="a", type=LinkType.RELATED, created_at=T0 + timedelta(seconds=1)),
    ])
    store.add_links("acme", [Link(source_id="a", target_id="b", type=LinkType.SUPERSEDES, created_at=T0)])
    assert [(l.source_id, l.target_id, l.type, l.weight) for l in store.links("acme", ["a"])] == [
        ("a", "b", LinkType.SUPERSEDES, 0.5), ("c", "a", LinkType.RELATED, 1.0)]
    assert [l.source_id for l in store.links("acme", ["b"])] == ["a"]
    assert store.links("acme", ["nope"]) == []


# -- access tracking ----------------------------------------------------------------------


def test_record_access_counts_and_remembers_the_latest_accesses(store):
    put_plain(store, unit("used"), unit("idle"), unit("theirs", tenant="globex"))
    times = [T0 + timedelta(minutes=m) for m in range(RECENT_ACCESS_CAP + 5)]
    for i, at in enumerate(times):
        store.record_access("acme", ["used", "ghost", "theirs"], at, recalled=i % 2 == 0)
    [used, idle] = store.get("acme", ["used", "idle"])
    assert used.access_count == len(times)
    assert used.recall_count == len(range(0, len(times), 2))
    assert used.last_accessed == times[-1]
    assert used.recent_accesses == times[-RECENT_ACCESS_CAP:]
    assert (idle.access_count, idle.recall_count, idle.last_accessed, idle.recent_accesses) == (0, 0, None, [])
    assert store.get("globex", ["theirs"])[0].access_count == 0
    store.record_access("acme", [], T0, recalled=True)  # nothing to do, no error


# -- erasure ------------------------------------------------------------------------------


def _proposal(pid: str, members: list[str], *, user: str = "ann", status: str = "open",
              at: datetime = T0, text: str = "merged text") -> MergeProposal:
    return MergeProposal(id=pid, tenant="acme", user=user, status=status, memory_ids=members, reason="similar",
                         canonical_text=text, created_at=at)


def _card(entity: str, members: list[str], *, user: str = "ann", text: str = "home city: Lisbon",
          tenant: str = "acme", at: datetime = T0) -> PeerCard:
    return PeerCard(tenant=tenant, user=user, entity=entity, memory_ids=members, fingerprint=f"fp-{entity}",
                    built_at=at, writer="extractive", classification=Classification.CONFIDENTIAL,
                    lines=[CardLine(text=text, memory_ids=members[:1], section="facts",
                                    classification=Classification.CONFIDENTIAL)])


def test_erase_removes_the_memory_and_everything_that_names_it(store):
    put(store, (unit("gone", "Ann's locker code is 4471"), axis(0)),
        (unit("kept", "Ann's locker is on floor 2"), axis(1)),
        (unit("theirs", "globex locker", tenant="globex"), axis(0)))
    store.add_history("acme", [_history("gone", None, Status.ACTIVE, T0), _history("kept", None, Status.ACTIVE, T0)])
    store.add_links("acme", [Link(source_id="gone", target_id="kept", created_at=T0),
                             Link(source_id="kept", target_id="gone", created_at=T0)])
    store.save_proposal(_proposal("p-gone", ["kept", "gone"]))
    store.save_proposal(_proposal("p-kept", ["kept"]))
    store.save_card(_card("ann", ["kept", "gone"]))
    store.save_card(_card("ann_locker", ["kept"]))
    store.record_access("acme", ["gone", "kept"], T0, recalled=True)

    assert store.erase("acme", ["gone", "never-was", "gone", "theirs"]) == ["gone"]
    assert store.get("acme", ["gone"]) == []
    assert store.select(Select("acme", filter=replace(now_filter(), current_only=False)), ids_only=True) == ["kept"]
    assert [i for i, _ in store.search_text(ANN, "locker code", now_filter(), 10)] == ["kept"]
    assert [i for i, _ in store.search_vector(ANN, axis(0), now_filter(), 10, model=MODEL)] == ["kept"]
    assert store.vectors("acme", ["gone"], model=MODEL) == {}
    assert store.links("acme", ["kept"]) == [] and store.links("acme", ["gone"]) == []
    assert [c.memory_id for c in store.history(HistoryQuery("acme"))] == ["kept"]
    assert [p.id for p in store.proposals("acme")] == ["p-kept"]
    assert [c.entity for c in store.cards("acme")] == ["ann_locker"]
    assert ids_of(store.get("globex", ["theirs"])) == ["theirs"]   # another tenant's id is not reachable
    assert store.erase("acme", ["gone"]) == []


@pytest.mark.parametrize("batched", [False, True], ids=["erase", "erase-then-compact"])
def test_erased_text_is_gone_from_every_byte_the_backend_keeps(backend, store, batched):
    canary = "zqxjvortellian"
    put(store, (unit("keep", "Ann likes green tea"), axis(1)),
        (unit("secret", f"Ann's passphrase is {canary}", entity="ann", attribute="passphrase", value=canary,
              metadata={"note": canary}), axis(0)))
    store.add_history("acme", [_history("secret", None, Status.ACTIVE, T0, reason=f"stored {canary}")])
    store.add_links("acme", [Link(source_id="secret", target_id="keep", created_at=T0)])
    store.save_proposal(_proposal("p", ["keep", "secret"], text=f"Ann likes tea; passphrase {canary}"))
    store.save_card(_card("ann", ["keep", "secret"], text=f"passphrase: {canary}"))
    store.record_access("acme", ["secret"], T0, recalled=True)
    store.update("acme", "secret", {"text": f"Ann's passphrase is still {canary}"})
    assert backend.canary(store, canary)  # the scan sees it while it is stored

    if batched:
        assert store.erase("acme", ["secret"], compact=False) == ["secret"]
        store.compact()
    else:
        assert store.erase("acme", ["secret"]) == ["secret"]
    assert backend.canary(store, canary) == []
    assert ids_of(store.get("acme", ["keep", "secret"])) == ["keep"]
    assert store.cards("acme") == []


# -- transactions -------------------------------------------------------------------------


def test_nested_transactions_join_the_outer_one(backend, store):
    other = backend.open()
    with store.transaction():
        put_plain(store, unit("a"))
        with store.transaction():
            store.add_history("acme", [_history("a", None, Status.ACTIVE, T0)])
            store.append_audit("acme", "memory.stored", "ann", T0, memory_id="a")
        assert ids_of(store.get("acme", ["a"])) == ["a"]   # the writer sees its own writes
        assert other.get("acme", ["a"]) == []              # nobody else does before the commit
    assert ids_of(other.get("acme", ["a"])) == ["a"]
    assert len(other.history(HistoryQuery("acme"))) == 1
    assert [e["action"] for e in other.audit_events("acme")] == ["memory.stored"]


def test_an_exception_rolls_back_every_write_of_the_transaction(store):
    put(store, (unit("before"), axis(0)))
    with pytest.raises(RuntimeError, match="disk on fire"):
        with store.transaction():
            put(store, (unit("during"), axis(0)))
            store.update("acme", "before", {"importance": 0.99, "shared": True})
            with store.transaction():
                store.add_history("acme", [_history("during", None, Status.ACTIVE, T0)])
                store.append_audit("acme", "memory.stored", "ann", T0, memory_id="during")
                assert [i for i, _ in store.search_vector(BOB, axis(0), now_filter(), 5, model=MODEL)] == ["before"]
                raise RuntimeError("disk on fire")
    assert store.get("acme", ["during"]) == []
    assert store.get("acme", ["before"])[0].importance == 0.5
    assert store.history(HistoryQuery("acme")) == [] and list(store.audit_events("acme")) == []
    assert [i for i, _ in store.search_vector(ANN, axis(0), now_filter(), 5, model=MODEL)] == ["before"]
    assert store.search_vector(BOB, axis(0), now_filter(), 5, model=MODEL) == []   # the share was undone too
    put_plain(store, unit("after"))   # and the store still writes
    assert ids_of(store.get("acme", ["after"])) == ["after"]


def test_another_threads_write_never_joins_an_open_transaction(store):
    opened, written = threading.Event(), threading.Event()
    errors: list[BaseException] = []

    def other_thread() -> None:
        try:
            opened.wait(timeout=10)
            put_plain(store, unit("theirs"))
            written.set()
        except BaseException as exc:  # reported below
            errors.append(exc)

    thread = threading.Thread(target=other_thread)
    thread.start()
    with pytest.raises(RuntimeError):
        with store.transaction():
            put_plain(store, unit("mine"))
            opened.set()
            # A backend may make the other thread wait for this transaction, or run it on its own
            # connection at once; either is right. Joining this transaction is not: its write would be
            # rolled back below. Give it the chance to go wrong, then roll back.
            written.wait(timeout=0.2)
            raise RuntimeError("roll back mine")
    thread.join(timeout=10)
    assert errors == []
    assert ids_of(store.get("acme", ["mine", "theirs"])) == ["theirs"]


# -- job queue ----------------------------------------------------------------------------


def job(jid: str, *, tenant: str = "acme", user: str | None = "ann", at: datetime = T0, key: str | None = None,
        **payload: Any) -> Job:
    return Job(id=jid, tenant=tenant, user=user, payload=payload or {"text": f"job {jid}"}, created_at=at,
               idempotency_key=key)


def test_an_idempotency_key_returns_the_job_already_queued(store):
    first = store.enqueue_job(job("j1", key="k"))
    again = store.enqueue_job(job("j2", key="k", at=T0 + timedelta(seconds=1)))
    elsewhere = store.enqueue_job(job("j3", key="k", tenant="globex"))
    assert (first.id, again.id, elsewhere.id) == ("j1", "j1", "j3")
    assert again.payload == {"text": "job j1"}
    assert [j.id for j in store.jobs("acme")] == ["j1"]
    store.enqueue_job(job("j4"))
    store.enqueue_job(job("j5"))          # no key: never deduplicated
    assert len(store.jobs("acme")) == 3


def test_one_users_jobs_run_in_order_and_never_two_at_once(store):
    for i, (jid, user) in enumerate([("ann1", "ann"), ("ann2", "ann"), ("bob1", "bob"), ("sys", None)]):
        store.enqueue_job(job(jid, user=user, at=T0 + timedelta(seconds=i)))
    lease = T0 + timedelta(minutes=5)
    claimed = [store.claim_job(T0, lease, "w") for _ in range(4)]
    assert [j.id if j else None for j in claimed] == ["ann1", "bob1", "sys", None]   # ann2 waits for ann1
    ann1 = claimed[0]
    assert (ann1.status, ann1.attempts, ann1.worker, ann1.started_at, ann1.lease_until) == (
        JobStatus.RUNNING, 1, "w", T0, lease)
    store.update_job(ann1.model_copy(update={"status": JobStatus.DONE, "finished_at": T0, "result": {"ok": 1},
                                             "lease_until": None}))
    assert store.claim_job(T0, lease, "w").id == "ann2"


def test_a_job_whose_lease_expired_is_claimed_again(store):
    store.enqueue_job(job("j"))
    first = store.claim_job(T0, T0 + timedelta(seconds=60), "dead-worker")
    assert store.claim_job(T0 + timedelta(seconds=30), T0 + timedelta(seconds=90), "w2") is None
    again = store.claim_job(T0 + timedelta(seconds=61), T0 + timedelta(seconds=121), "w2")
    assert (again.id, again.attempts, again.worker) == (first.id, 2, "w2")
    assert again.lease_until == T0 + timedelta(seconds=121)


def test_concurrent_claimers_never_get_the_same_job(backend):
    setup = backend.open()
    for i in range(40):
        setup.enqueue_job(job(f"j{i:02}", user=f"u{i}", at=T0 + timedelta(milliseconds=i)))
    workers = [backend.open() for _ in range(4)]
    start = threading.Barrier(len(workers))
    got: list[list[str]] = [[] for _ in workers]
    errors: list[BaseException] = []

    def drain(n: int) -> None:
        try:
            start.wait()
            while (claimed := workers[n].claim_job(T0, T0 + timedelta(minutes=5), f"w{n}")) is not None:
                got[n].append(claimed.id)
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=drain, args=(n,)) for n in range(len(workers))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    every = [i for ids in got for i in ids]
    assert sorted(every) == [f"j{i:02}" for i in range(40)]   # each job exactly once
    assert {j.worker for j in setup.jobs(None)} <= {f"w{n}" for n in range(len(workers))}


def test_job_updates_redaction_and_reads(store):
    store.enqueue_job(job("old", at=T0, text="Ann met Zoë at the café"))
    store.enqueue_job(job("mid", user="bob", at=T0 + timedelta(seconds=1), text="Bo's standup notes"))
    store.enqueue_job(job("new", at=T0 + timedelta(seconds=2), text="Ann's dentist moved"))
    store.enqueue_job(job("far", tenant="globex", at=T0 + timedelta(seconds=3)))
    running = store.claim_job(T0, T0 + timedelta(minutes=1), "w")
    store.update_job(running.model_copy(update={"status": JobStatus.FAILED, "error": 'parser said "no"',
                                                "finished_at": T0 + timedelta(seconds=5), "attempts": 3}))
    [failed] = store.jobs("acme", ids=["old"])
    assert (failed.status, failed.error, failed.attempts, failed.finished_at) == (
        JobStatus.FAILED, 'parser said "no"', 3, T0 + timedelta(seconds=5))

    assert [j.id for j in store.jobs("acme")] == ["new", "mid", "old"]            # newest first
    assert [j.id for j in store.jobs(None)] == ["far", "new", "mid", "old"]
    assert [j.id for j in store.jobs("acme", limit=1)] == ["new"]
    assert [j.id for j in store.jobs("acme", user="ann")] == ["new", "old"]
    assert [j.id for j in store.jobs("acme", status="queued")] == ["new", "mid"]
    assert [j.id for j in store.jobs("acme", mentioning=["Zoë"])] == ["old"]         # non-ASCII in the payload
    assert [j.id for j in store.jobs("acme", mentioning=['said "no"'])] == ["old"]   # quotes in the error
    assert [j.id for j in store.jobs("acme", mentioning=["standup", "dentist"])] == ["new", "mid"]
    assert store.jobs("acme", mentioning=["globex"]) == []

    store.redact_job(failed.model_copy(update={"payload": {"redacted": True}, "error": None,
                                               "status": JobStatus.FAILED}))
    assert store.jobs("acme", mentioning=["Zoë"]) == []
    assert store.jobs("acme", ids=["old"])[0].payload == {"redacted": True}
    assert store.job_counts("acme") == {"failed": 1, "queued": 2}


def test_a_viewer_sees_its_own_jobs_submitted_under_its_ceiling(store):
    store.enqueue_job(job("pub", text="a", ceiling="public"))
    store.enqueue_job(job("conf", at=T0 + timedelta(seconds=1), text="b", ceiling="confidential"))
    store.enqueue_job(job("unmarked", at=T0 + timedelta(seconds=2), text="c"))     # counts as restricted
    store.enqueue_job(job("bobs", user="bob", at=T0 + timedelta(seconds=3), text="d", ceiling="public"))
    internal = Scope(tenant="acme", user="ann", ceiling=Classification.INTERNAL)
    assert [j.id for j in store.jobs("acme", viewer=internal)] == ["pub"]
    assert [j.id for j in store.jobs("acme", viewer=ANN)] == ["unmarked", "conf", "pub"]
    assert [j.id for j in store.jobs("acme", viewer=Scope(tenant="acme", ceiling=Classification.CONFIDENTIAL))] == [
        "bobs", "conf", "pub"]
    assert store.job_counts("acme", viewer=internal) == {"queued": 1}
    assert store.job_counts("acme", viewer=ANN) == {"queued": 3}
    assert store.job_counts("acme") == {"queued": 4}
    assert store.job_counts("globex") == {}


# -- scheduler leases ---------------------------------------------------------------------


def test_a_scheduled_job_runs_when_due_and_not_while_someone_holds_it(store):
    lease = timedelta(minutes=2)
    assert store.claim_schedule("decay", T0, 3600, "a", T0 + lease)                  # never ran: due
    assert not store.claim_schedule("decay", T0 + timedelta(seconds=10), 3600, "b", T0 + lease)   # held by a
    assert store.claim_schedule("forget", T0, 3600, "b", T0 + lease)                 # another job is separate
    store.finish_schedule("decay", "a", T0 + timedelta(seconds=30))
    assert not store.claim_schedule("decay", T0 + timedelta(minutes=59), 3600, "b", T0 + timedelta(hours=1))
    due = T0 + timedelta(seconds=30, hours=1)
    assert store.claim_schedule("decay", due, 3600, "b", due + lease)                # an interval after it finished


def test_a_lease_whose_holder_died_is_taken_over_once_it_expires(store):
    assert store.claim_schedule("decay", T0, 3600, "crashed", T0 + timedelta(minutes=2))
    assert not store.claim_schedule("decay", T0 + timedelta(minutes=1), 3600, "b", T0 + timedelta(minutes=3))
    assert store.claim_schedule("decay", T0 + timedelta(minutes=3), 3600, "b", T0 + timedelta(minutes=5))
    store.finish_schedule("decay", "crashed", T0 + timedelta(minutes=4))   # a late finish of a lost lease: ignored
    assert not store.claim_schedule("decay", T0 + timedelta(minutes=4), 3600, "c", T0 + timedelta(minutes=6))


def test_servers_racing_for_a_due_job_run_it_exactly_once(backend):
    servers = [backend.open() for _ in range(4)]
    for round_ in range(20):
        now = T0 + timedelta(hours=round_)
        start = threading.Barrier(len(servers))
        won: list[bool] = [False] * len(servers)
        errors: list[BaseException] = []

        def race(n: int) -> None:
            try:
                start.wait()
                won[n] = servers[n].claim_schedule(f"job{round_ % 3}", now, 1800, f"s{n}",
                                                   now + timedelta(minutes=5))
            except BaseException as exc:  # reported below
                errors.append(exc)

        threads = [threading.Thread(target=race, args=(n,)) for n in range(len(servers))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == [] and sum(won) == 1, f"round {round_}: {won} {errors}"
        winner = won.index(True)
        servers[winner].finish_schedule(f"job{round_ % 3}", f"s{winner}", now + timedelta(minutes=1))


# -- keys and audit -----------------------------------------------------------------------


def test_api_keys_are_saved_replaced_and_listed_newest_first(store):
    from credo.models import ApiKey

    keys = [ApiKey(id=f"k{i}", tenant=t, user=u, rights=["read"] if i else ["read", "write", "admin"],
                   ceiling=Classification.PUBLIC if i == 1 else Classification.INTERNAL, secret_sha256="0" * 64,
                   label=f"key {i}", created_at=T0 + timedelta(minutes=i))
            for i, (t, u) in enumerate([("acme", "ann"), ("acme", None), ("globex", "gus")])]
    for key in keys:
        store.save_key(key)
    assert store.get_key("k1") == keys[1]
    assert store.get_key("nope") is None
    assert [k.id for k in store.list_keys("acme")] == ["k1", "k0"]
    assert [k.id for k in store.list_keys(None)] == ["k2", "k1", "k0"]
    revoked = keys[0].model_copy(update={"revoked_at": T0 + timedelta(days=1)})
    store.save_key(revoked)
    got = store.get_key("k0")
    assert got.revoked_at == revoked.revoked_at and got.label == "key 0"
    assert sorted(got.rights) == ["admin", "read", "write"]   # a set of rights: order is not kept
    assert len(store.list_keys(None)) == 3


def verify_chain(events: list[dict[str, Any]]) -> None:
    """Each event's hash covers its body and its predecessor's hash, from the genesis hash on."""
    prev = "0" * 64
    for event in events:
        body = {k: event[k] for k in ("tenant", "at", "actor", "action", "memory_id", "detail")}
        body["at"] = to_iso(parse_time(body["at"]))
        assert event["prev_hash"] == prev
        assert event["hash"] == audit_hash(prev, body)
        prev = event["hash"]


def test_the_audit_log_is_a_hash_chain_per_tenant(store):
    for i in range(3):
        store.append_audit("acme", "memory.stored", "ann", T0 + timedelta(seconds=i), memory_id=f"m{i}",
                           detail={"n": i, "note": "Zoë"})
    store.append_audit("globex", "key.created", "admin", T0)
    events = list(store.audit_events("acme"))
    assert [(e["memory_id"], e["detail"]) for e in events] == [(f"m{i}", {"n": i, "note": "Zoë"}) for i in range(3)]
    verify_chain(events)
    verify_chain(list(store.audit_events("globex")))
    assert [e["detail"] for e in store.audit_events("globex")] == [{}]


def test_concurrent_audit_appenders_never_fork_the_chain(backend):
    writers = [backend.open() for _ in range(3)]
    start = threading.Barrier(len(writers))
    errors: list[BaseException] = []

    def append(n: int) -> None:
        try:
            start.wait()
            for i in range(15):
                writers[n].append_audit("acme", "memory.stored", f"w{n}", T0 + timedelta(seconds=i),
                                        memory_id=f"w{n}-{i}")
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=append, args=(n,)) for n in range(len(writers))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    events = list(writers[0].audit_events("acme"))
    assert len(events) == 45
    verify_chain(events)


# -- log pruning ---------------------------------------------------------------------------


def test_pruning_the_access_log_deletes_old_rows_in_bounded_batches_and_keeps_the_counters(store):
    put_plain(store, unit("a"), unit("b"), unit("x", tenant="globex"))
    for day in range(6):
        store.record_access("acme", ["a", "b"], T0 + timedelta(days=day), recalled=True)
    store.record_access("globex", ["x"], T0, recalled=True)
    cutoff = T0 + timedelta(days=4)
    assert store.prune_log("acme", "access_log", cutoff, limit=3, dry_run=True) == 8
    assert len(store.access_log("acme", ["a", "b"])) == 12           # a dry run deletes nothing
    assert store.prune_log("acme", "access_log", cutoff, limit=3) == 3      # one bounded batch
    assert store.prune_log("acme", "access_log", cutoff, limit=100) == 5
    assert store.prune_log("acme", "access_log", cutoff, limit=100) == 0
    left = store.access_log("acme", ["a", "b"])
    assert len(left) == 4 and min(a.at for a in left) == cutoff
    assert len(store.access_log("globex", ["x"])) == 1               # another tenant's log is untouched
    assert store.get("acme", ["a"])[0].access_count == 6             # the memory keeps its counters


def test_pruning_jobs_deletes_only_finished_jobs_older_than_the_cutoff(store):
    for jid, status, finished in [("old-done", JobStatus.DONE, T0), ("old-failed", JobStatus.FAILED, T0),
                                  ("new-done", JobStatus.DONE, T0 + timedelta(days=40)),
                                  ("queued", JobStatus.QUEUED, None), ("running", JobStatus.RUNNING, None)]:
        queued = store.enqueue_job(job(jid))
        store.update_job(queued.model_copy(update={"status": status, "finished_at": finished}))
    store.enqueue_job(job("other", tenant="globex"))
    cutoff = T0 + timedelta(days=30)
    assert store.prune_log("acme", "jobs", cutoff, limit=10, dry_run=True) == 2
    assert store.prune_log("acme", "jobs", cutoff, limit=1) == 1
    assert store.prune_log("acme", "jobs", cutoff, limit=10) == 1
    assert sorted(j.id for j in store.jobs("acme")) == ["new-done", "queued", "running"]
    assert [j.id for j in store.jobs("globex")] == ["other"]


def test_pruning_the_audit_log_leaves_a_hash_linked_checkpoint_and_the_chain_goes_on(store):
    from credo.store import chain

    for i in range(5):
        store.append_audit("acme", "memory.stored", "ann", T0 + timedelta(days=i), memory_id=f"m{i}")
    store.append_audit("globex", "key.created", "admin", T0)
    before = list(store.audit_events("acme"))
    assert store.prune_audit("acme", T0 + timedelta(days=3), limit=10, actor="t", at=T0, dry_run=True) == \
        {"pruned": 3, "checkpoint": None}
    done = store.prune_audit("acme", T0 + timedelta(days=3), limit=2, actor="t", at=T0 + timedelta(days=9))
    assert done["pruned"] == 2
    again = store.prune_audit("acme", T0 + timedelta(days=3), limit=2, actor="t", at=T0 + timedelta(days=9))
    assert again["pruned"] == 1
    checkpoints = store.audit_checkpoints("acme")
    assert [(c["first_seq"], c["last_seq"], c["count"]) for c in checkpoints] == \
        [(before[0]["seq"], before[1]["seq"], 2), (before[2]["seq"], before[2]["seq"], 1)]
    assert checkpoints[0]["digest"] == chain.digest(e["hash"] for e in before[:2])
    assert checkpoints[0]["start"] == chain.GENESIS and checkpoints[1]["start"] == before[1]["hash"]
    assert checkpoints[1]["anchor"] == before[2]["hash"] and checkpoints[1]["prev_hash"] == checkpoints[0]["hash"]
    assert checkpoints[0]["at"] == to_iso(T0 + timedelta(days=9)) and checkpoints[0]["actor"] == "t"
    assert [e["memory_id"] for e in store.audit_events("acme")] == ["m3", "m4"]
    assert chain.verify(checkpoints, store.audit_events("acme"))["ok"]
    # everything pruned: the next event chains from the last anchor, not from the genesis hash
    store.prune_audit("acme", T0 + timedelta(days=30), limit=10, actor="t", at=T0 + timedelta(days=30))
    store.append_audit("acme", "memory.stored", "ann", T0 + timedelta(days=31), memory_id="m5")
    assert chain.verify(store.audit_checkpoints("acme"), store.audit_events("acme")) == \
        {"ok": True, "checkpoints": 3, "events": 1, "error": None}
    assert store.audit_checkpoints("globex") == [] and len(list(store.audit_events("globex"))) == 1


def test_audit_pruning_takes_only_a_prefix_of_the_chain(store):
    # an event recorded with an earlier time after a later one: pruning stops at the first recent event
    store.append_audit("acme", "a", "ann", T0)
    store.append_audit("acme", "b", "ann", T0 + timedelta(days=10))
    store.append_audit("acme", "c", "ann", T0)
    assert store.prune_audit("acme", T0 + timedelta(days=5), limit=10, actor="t", at=T0)["pruned"] == 1
    assert [e["action"] for e in store.audit_events("acme")] == ["b", "c"]


def test_checkpoints_copied_to_another_store_continue_the_same_chain(backend, tmp_path):
    store = backend.open()
    for i in range(3):
        store.append_audit("acme", "memory.stored", "ann", T0 + timedelta(days=i))
    store.prune_audit("acme", T0 + timedelta(days=1), limit=10, actor="t", at=T0)
    copy = SQLiteStore(tmp_path / "copy.db")
    try:
        copy.add_audit_checkpoints("acme", store.audit_checkpoints("acme"))
        for e in store.audit_events("acme"):
            copy.append_audit("acme", e["action"], e["actor"], parse_time(e["at"]), e["memory_id"], e["detail"])
        assert [e["hash"] for e in copy.audit_events("acme")] == [e["hash"] for e in store.audit_events("acme")]
        assert copy.audit_checkpoints("acme") == [{**c, "seq": n} for n, c in
                                                  enumerate(store.audit_checkpoints("acme"), 1)]
    finally:
        copy.close()


# -- review queue -------------------------------------------------------------------------


def conflict(cid: str, members: list[str], *, user: str = "ann", at: datetime = T0, entity: str = "ann",
             attribute: str = "home_city", status: str = "open") -> ConflictRecord:
    return ConflictRecord(id=cid, tenant="acme", user=user, entity=entity, attribute=attribute, status=status,
                          memory_ids=members, reason="flipped 3 times", created_at=at)


def test_conflicts_filter_and_hide_what_the_viewer_may_not_see(store):
    put_plain(store, unit("paris"), unit("rome"), unit("secret", classification=Classification.RESTRICTED),
              unit("bobs", user="bob"), unit("bobs_shared", user="bob", shared=True))
    records = [
        conflict("c-plain", ["paris", "rome"]),
        conflict("c-secret", ["paris", "secret"], at=T0 + timedelta(seconds=1)),
        conflict("c-bobs", ["rome", "bobs"], at=T0 + timedelta(seconds=2)),
        conflict("c-shared", ["rome", "bobs_shared", "erased-long-ago"], at=T0 + timedelta(seconds=3),
                 attribute="job"),
        conflict("c-bob", ["bobs"], user="bob", at=T0 + timedelta(seconds=4), entity="bob", status="resolved"),
    ]
    for record in records:
        store.save_conflict(record)
    assert [c.id for c in store.conflicts("acme")] == ["c-plain", "c-secret", "c-bobs", "c-shared", "c-bob"]
    assert store.conflicts("acme")[0] == records[0]
    assert [c.id for c in store.conflicts("acme", user="ann", attribute="home_city")] == ["c-plain", "c-secret",
                                                                                        "c-bobs"]
    assert [c.id for c in store.conflicts("acme", status="resolved")] == ["c-bob"]
    assert [c.id for c in store.conflicts("acme", entity="bob", ids=["c-bob", "c-plain"])] == ["c-bob"]
    internal = Scope(tenant="acme", user="ann", ceiling=Classification.INTERNAL)
    assert [c.id for c in store.conflicts("acme", viewer=internal)] == ["c-plain", "c-shared"]
    assert [c.id for c in store.conflicts("acme", viewer=ANN)] == ["c-plain", "c-secret", "c-shared"]
    assert [c.id for c in store.conflicts("acme", viewer=TENANT_WIDE)] == [r.id for r in records]
    assert store.conflicts("globex") == []

    store.save_conflict(records[0].model_copy(update={"status": ConflictStatus.RESOLVED, "resolved_at": T0,
                                                      "resolution": {"keep": "rome"}}))
    assert store.conflicts("acme", ids=["c-plain"])[0].resolution == {"keep": "rome"}
    store.delete_conflict("acme", "c-plain")
    store.delete_conflict("globex", "c-secret")   # another tenant's delete touches nothing here
    assert [c.id for c in store.conflicts("acme")] == ["c-secret", "c-bobs", "c-shared", "c-bob"]


def test_proposals_are_saved_replaced_and_filtered(store):
    store.save_proposal(_proposal("p1", ["a", "b"]))
    store.save_proposal(_proposal("p2", ["c", "d"], user="bob", at=T0 + timedelta(seconds=1)))
    store.save_proposal(_proposal("p3", ["e", "f"], at=T0 + timedelta(seconds=2), status="dismissed"))
    assert [p.id for p in store.proposals("acme")] == ["p1", "p2", "p3"]
    assert [p.id for p in store.proposals("acme", user="ann")] == ["p1", "p3"]
    assert [p.id for p in store.proposals("acme", status="open")] == ["p1", "p2"]
    assert [p.id for p in store.proposals("acme", ids=["p3", "nope"])] == ["p3"]
    assert store.proposals("globex") == []
    applied = store.proposals("acme", ids=["p1"])[0].model_copy(update={
        "status": ProposalStatus.APPLIED, "decided_at": T0 + timedelta(hours=1), "decided_by": "ann",
        "canonical_id": "m9"})
    store.save_proposal(applied)
    assert store.proposals("acme", ids=["p1"]) == [applied]


# -- peer cards ------------------------------------------------------------------------------


def test_cards_are_saved_replaced_listed_and_deleted_within_their_tenant(store):
    ann = _card("ann", ["a", "b"])
    store.save_card(ann)
    store.save_card(_card("bo", ["c"], at=T0 + timedelta(seconds=1)))
    store.save_card(_card("ann", ["d"], user="bob"))
    store.save_card(_card("ann", ["e"], tenant="globex"))
    assert store.cards("acme", user="ann", entity="ann") == [ann]         # every field, times and lines included
    assert [(c.user, c.entity) for c in store.cards("acme")] == [("ann", "ann"), ("ann", "bo"), ("bob", "ann")]
    assert [c.entity for c in store.cards("acme", user="ann")] == ["ann", "bo"]
    assert store.cards("acme", user="carl", entity="ann") == [] and store.cards("initech") == []

    rebuilt = ann.model_copy(update={"fingerprint": "fp-2", "writer": "openai:tiny", "memory_ids": ["a"],
                                     "lines": [CardLine(text="Ann lives in Lisbon.", memory_ids=["a"])]})
    store.save_card(rebuilt)
    assert store.cards("acme", user="ann", entity="ann") == [rebuilt] and len(store.cards("acme", user="ann")) == 2
    store.delete_card("globex", "ann", "bo")                                # another tenant's delete touches nothing
    store.delete_card("acme", "ann", "bo")
    store.delete_card("acme", "ann", "nobody")
    assert [c.entity for c in store.cards("acme", user="ann")] == ["ann"]
    assert [c.memory_ids for c in store.cards("globex")] == [["e"]]


def test_bridge_proposals_keep_their_kind_entities_and_topics_and_filter_by_kind(store):
    store.save_proposal(_proposal("merge", ["a", "b"]))
    bridge = _proposal("bridge", ["a", "c"], at=T0 + timedelta(seconds=1)).model_copy(update={
        "kind": "bridge", "entities": ["alice", "bob"], "topics": ["work", "hobbies"]})
    store.save_proposal(bridge)
    assert store.proposals("acme", kind="bridge") == [bridge]
    assert [p.id for p in store.proposals("acme", kind="merge")] == ["merge"]
    assert store.proposals("acme", ids=["merge"])[0].entities == []
    assert [p.kind for p in store.proposals("acme")] == ["merge", "bridge"]
    assert store.proposals("acme", kind="bridge", user="bob") == []
