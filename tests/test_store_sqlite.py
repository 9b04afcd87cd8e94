"""What only the SQLite backend has: migrations, WAL, bytes in its files, writers sharing one file.

The semantics every backend shares are in tests/test_store_contract.py.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import replace
from datetime import datetime, timezone

import pytest

from credo import HashEmbedder, Memory, StorageError, rules
from credo.embed import embed_many
from credo.models import Link, LinkType, scope
from credo.decay import Retention
from credo.store.base import Aggregate, RecallFilter
from credo.store.migrations import SQLITE_MIGRATIONS, apply_migrations
from credo.store.sqlite import SQLiteStore

from .conftest import query


def schema(path) -> list[tuple]:
    return sorted(query(path, "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))


def test_a_fresh_database_equals_a_migrated_old_one(tmp_path):
    fresh = tmp_path / "fresh.db"
    SQLiteStore(fresh).close()

    old = tmp_path / "old.db"
    conn = sqlite3.connect(old, isolation_level=None)
    apply_migrations(conn, upto=SQLITE_MIGRATIONS[0][0])
    conn.execute(
        "INSERT INTO memories(id, tenant, user, text, kind, layer, importance, confidence, source, trust,"
        " created_at, valid_from, status, classification)"
        " VALUES ('m1', 't', 'u', 'written before full-text search existed', 'fact', 'semantic', 0.5, 0.8,"
        " 'user', 1.0, '2025-01-01T00:00:00.000000Z', '2025-01-01T00:00:00.000000Z', 'active', 'internal')"
    )
    conn.close()
    SQLiteStore(old).close()  # opening applies the remaining migrations

    assert schema(old) == schema(fresh)
    names = [r[0] for r in query(old, "SELECT name FROM credo_migrations ORDER BY name")]
    assert names == [name for name, _ in SQLITE_MIGRATIONS]
    # the migration back-filled the full-text index for the old row
    assert query(old, "SELECT rowid FROM memories_fts WHERE memories_fts MATCH 'existed'") == [(1,)]


def test_a_database_from_a_newer_credo_is_refused(tmp_path):
    path = tmp_path / "future.db"
    SQLiteStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO credo_migrations VALUES ('9999_from_the_future', 'now')")
    conn.commit()
    conn.close()
    with pytest.raises(StorageError, match="upgrade credo"):
        SQLiteStore(path)


def test_store_uses_wal_and_records_migrations(db_path):
    store = SQLiteStore(db_path)
    assert store.journal_mode == "wal"
    store.close()
    assert query(db_path, "PRAGMA journal_mode") == [("wal",)]


def test_stored_vectors_are_unit_length(mem):
    unit = mem.store("Ann's favourite editor is Helix", user="ann").memory
    vector = mem.backend.vectors("acme", [unit.id], model=mem.embedder.name)[unit.id]
    assert float((vector**2).sum()) == pytest.approx(1.0, abs=1e-5)
    assert (unit.embedding_model, unit.embedding_dim) == ("bge-small-en-v1.5-int8", 384)


def test_erase_leaves_no_trace_of_the_text_in_the_files(mem, db_path):
    secret = "zqxjvortellian"
    keep = mem.store("Ann likes green tea", user="ann").memory
    gone = mem.store(f"Ann's bank passphrase is {secret}", user="ann").memory
    other = mem.store("Ann walks to work", user="ann").memory
    mem.erase(gone.id)

    blob = b"".join(p.read_bytes() for p in db_path.parent.glob(db_path.name + "*"))
    assert secret.encode() not in blob
    assert [r.memory.id for r in mem.recall(secret, user="ann")] == []
    assert {keep.id, other.id} == {r[0] for r in query(db_path, "SELECT id FROM memories")}
    erased = [e for e in mem.backend.audit_events("acme") if e["action"] == "memory.erased"]
    assert erased and secret not in str(erased) and "text_sha256" in erased[0]["detail"]


def test_two_writers_on_one_file_both_land(db_path, embedder, clock):
    first = Memory(db_path, tenant="acme", embedder=embedder, clock=clock)
    second = Memory(db_path, tenant="acme", embedder=embedder, clock=clock)
    errors: list[BaseException] = []

    def write(memory: Memory, who: str) -> None:
        try:
            for i in range(10):
                memory.store(f"{who} note number {i}", user=who)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(m, w)) for m, w in ((first, "ann"), (second, "bob"))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    first.close()
    second.close()
    assert errors == []
    assert query(db_path, "SELECT user, COUNT(*) FROM memories GROUP BY user ORDER BY user") == [("ann", 10), ("bob", 10)]


def test_a_failed_write_leaves_nothing_behind(mem, db_path, monkeypatch):
    from .conftest import table_counts

    mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    before = table_counts(db_path)

    def boom(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(mem.backend, "append_audit", boom)
    with pytest.raises(RuntimeError):
        mem.store("Ann moved to Rome", user="ann", entity="ann", attribute="home_city", value="Rome")
    assert table_counts(db_path) == before
    assert query(db_path, "SELECT status FROM memories") == [("active",)]


def test_session_members_walk_the_session_index(db_path):
    # the contract suite checks what session_members returns; this checks SQLite finds a session's
    # memories on its index instead of walking every memory of the tenant
    SQLiteStore(db_path).close()
    plan = " ".join(str(row[-1]) for row in query(db_path, "EXPLAIN QUERY PLAN SELECT id FROM memories m"
                                                           " WHERE m.tenant = 'acme' AND m.source_session IN ('chat')"))
    assert "idx_memories_session" in plan


# -- at scale: the same answers by the faster paths -------------------------------------------------------


def fts_ids(path, word: str) -> list[str]:
    return [r[0] for r in query(path, "SELECT m.id FROM memories_fts f JOIN memories m ON m.seq = f.rowid"
                                      " WHERE memories_fts MATCH ?", (word,))]


def _bulk_memory(path, texts, *, user="ann", tenant="acme", **fields):
    """A Memory on a hashing embedder, filled through store_many with the embeddings supplied (fast)."""
    hashing = HashEmbedder(dim=32)
    memory = Memory(path, tenant=tenant, embedder=hashing)
    memory.store_many(texts, user=user, embeddings=embed_many(hashing, texts), **fields)
    return memory


def test_search_text_finds_a_users_matches_below_many_better_matches_of_other_users(db_path):
    memory = _bulk_memory(db_path, ["kiwi"] * 300, user="bo")  # short: each outranks every one of ann's
    mine = ["Ann ate a kiwi with breakfast at the lake house on a sunny Sunday morning",
            "Ann ate a kiwi at the lake house",
            "Ann ate a kiwi at the lake cabin"]  # the same length and kiwis, so the same score: the older first
    # (not the same text twice: store would reinforce the first instead of writing a second, issue 22)
    ids = [r.memory.id for r in memory.store_many(mine, user="ann",
                                                  embeddings=embed_many(memory.embedder, mine))]
    found = memory.backend.search_text(scope("acme", "ann"), "kiwi", RecallFilter(now=memory.clock()), 2)
    assert [i for i, _ in found] == [ids[1], ids[2]]
    assert all(score > 0 for _, score in found)
    memory.close()


def test_erasing_many_memories_at_once_leaves_nothing_of_any_of_them(db_path):
    texts = [f"Ann's note number {i} about the quokka" for i in range(1200)]  # three slices of erasure
    memory = _bulk_memory(db_path, texts)
    ids = [m.id for m in rules.list_memories(memory.backend, scope("acme", "ann"), RecallFilter(now=memory.clock()),
                                             limit=2000)]
    memory.backend.add_links("acme", [Link(source_id=ids[0], target_id=ids[-1], type=LinkType.RELATED,
                                           created_at=memory.clock())])
    keep = ids.pop(600)
    erased = memory.backend.erase("acme", [*ids, "no-such-memory"])
    assert erased == ids
    assert [r[0] for r in query(db_path, "SELECT id FROM memories")] == [keep]
    assert fts_ids(db_path, "quokka") == [keep]
    assert query(db_path, "SELECT COUNT(*) FROM memory_vectors") == [(1,)]
    assert query(db_path, "SELECT COUNT(*) FROM links") == [(0,)]
    assert query(db_path, "SELECT DISTINCT memory_id FROM status_history") == [(keep,)]
    assert [r.memory.id for r in memory.recall("quokka note", user="ann", limit=5)] == [keep]
    memory.close()


def test_passes_over_most_of_a_large_table_answer_as_the_index_does(db_path, monkeypatch):
    from credo.decay import DecayPolicy
    from credo.store.sqlite import memories as backend

    memory = _bulk_memory(db_path, [f"episode {i}" for i in range(300)], kind="episode", now="2025-01-01")
    for i, unit in enumerate(rules.list_memories(memory.backend, scope("acme", "ann"),
                                                 RecallFilter(now=memory.clock()), limit=300)):
        memory.backend.update("acme", unit.id, {"importance": (i % 10) / 10, "access_count": i % 4})
    small = _bulk_memory(db_path, [f"other {i}" for i in range(20)], tenant="tiny", kind="episode", now="2025-01-01")
    now = datetime(2026, 1, 1, tzinfo=timezone.utc)

    def answers() -> list:
        out = []
        for tenant in ("acme", "tiny"):
            archive = rules.rule("archive", tenant, now, cutoff=now, retention=0.9, importance=0.5, accesses=3,
                                 decay=DecayPolicy())
            out.append(memory.backend.select(archive, ids_only=True))
            out.append(memory.backend.aggregate(rules.active(tenant), Aggregate(by=("kind",), min=("created_at",))))
            out.append(memory.backend.rescore(replace(rules.active(tenant), retention=Retention(DecayPolicy(), now))))
            out.append(rules.tier_counts(memory.backend, rules.active(tenant)))
        return out

    monkeypatch.setattr(backend, "_BULK_ROWS", 10**9)
    by_index = answers()
    monkeypatch.setattr(backend, "_BULK_ROWS", 0)
    assert memory.backend._table(rules.active("acme")) == "memories m"   # reads only the index
    assert "NOT INDEXED" in memory.backend._table(rules.rule("evict", "acme", now, threshold=0.5))
    assert "NOT INDEXED" not in memory.backend._table(rules.rule("evict", "tiny", now, threshold=0.5))
    assert answers() == by_index
    assert by_index[0] and by_index[3]["evictable"] + by_index[3]["hot"] > 0
    small.close()
    memory.close()


def _session_unit(user: str, session: str, n: int, **fields):
    import uuid
    from datetime import timedelta
    from credo.models import MemoryUnit
    at = datetime(2026, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=n)
    return MemoryUnit(id=uuid.uuid4().hex, tenant="acme", user=user, text=f"{user} turn {n}", source_session=session,
                      created_at=at, valid_from=at, **fields)


def test_a_session_name_many_users_share_reads_only_the_callers_rows(tmp_path):
    """Clients that reuse a session id across users ("main"): a user's recall reads its own and the shared rows
    of the session, newest first, and the read does not grow with the other users' rows of that name."""
    from credo.models import Classification
    store = SQLiteStore(tmp_path / "s.db")
    units = []
    for n in range(8):  # ann's own turns, one of them above an internal ceiling
        units.append(_session_unit("ann", "main", len(units), **(
            {"classification": Classification.CONFIDENTIAL} if n == 6 else {})))
        units.append(_session_unit("bo", "main", len(units), shared=n % 2 == 0))  # bo's, some shared
    units += [_session_unit("ann", "other", len(units))]
    store.insert(units, [None] * len(units))
    flt = RecallFilter(now=datetime(2026, 2, 1, tzinfo=timezone.utc))
    ann = scope("acme", "ann")

    def members(who, per=5):
        return [text for _, text in store.session_members(who, flt, ["main", "other", "nowhere"], per).get("main", [])]

    def newest(predicate, per=5):
        return [u.text for u in units if u.source_session == "main" and predicate(u)][-per:]

    expected = newest(lambda u: u.user == "ann" or u.shared)
    assert members(ann) == expected and "bo turn 15" not in expected and "bo turn 13" in newest(lambda u: True)
    assert members(ann, 100) == newest(lambda u: u.user == "ann" or u.shared, 100)
    assert members(ann.model_copy(update={"include_shared": False})) == newest(lambda u: u.user == "ann")
    capped = ann.model_copy(update={"ceiling": Classification.INTERNAL})
    assert members(capped, 100) == newest(lambda u: (u.user == "ann" or u.shared) and u.text != "ann turn 12", 100)
    assert members(scope("acme", None, user_required=False)) == newest(lambda u: True)
    assert store.session_members(ann, flt, ["other"], 5) == {"other": [(units[-1].id, "ann turn 16")]}

    def steps() -> int:  # SQLite's virtual-machine steps for ann's read of "main"
        count = [0]

        def tick() -> int:
            count[0] += 1
            return 0
        store._conn.set_progress_handler(tick, 10)
        try:
            assert members(ann) == expected
        finally:
            store._conn.set_progress_handler(None, 0)
        return count[0]

    alone = steps()
    crowd = [_session_unit(f"u{i:04d}", "main", 100 + i) for i in range(5000)]
    store.insert(crowd, [None] * len(crowd))
    assert steps() <= alone + 5  # 5,000 other users' rows of "main" are never read
    store.close()
