"""What only the SQLite backend has: migrations, WAL, bytes in its files, writers sharing one file.

The semantics every backend shares are in tests/test_store_contract.py.
"""

from __future__ import annotations

import sqlite3
import threading

import pytest

from credo import Memory, StorageError
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
