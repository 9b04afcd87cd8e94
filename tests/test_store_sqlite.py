"""The SQLite backend: migrations, indexes kept in step, erasure, concurrent writers."""

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


def fts_ids(path, word: str) -> list[str]:
    return [r[0] for r in query(path, "SELECT m.id FROM memories_fts f JOIN memories m ON m.seq = f.rowid"
                                      " WHERE memories_fts MATCH ?", (word,))]


def test_fulltext_and_vectors_follow_store_update_and_erase(mem, db_path):
    unit = mem.store("Ann keeps a pet iguana called Ziggy", user="ann").memory
    assert fts_ids(db_path, "iguana") == [unit.id]
    assert query(db_path, "SELECT COUNT(*) FROM memory_vectors") == [(1,)]

    mem.backend.update("acme", unit.id, {"text": "Ann keeps a pet tortoise called Ziggy"})
    assert fts_ids(db_path, "iguana") == []
    assert fts_ids(db_path, "tortoise") == [unit.id]

    mem.erase(unit.id)
    assert fts_ids(db_path, "tortoise") == []
    assert query(db_path, "SELECT COUNT(*) FROM memory_vectors") == [(0,)]
    assert query(db_path, "SELECT COUNT(*) FROM memories") == [(0,)]


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


def test_audit_log_is_hash_chained(mem):
    from credo.store.sqlite import audit_hash

    mem.store("Ann drinks oat milk", user="ann")
    mem.store("Ann uses Firefox", user="ann")
    events = list(mem.backend.audit_events("acme"))
    assert len(events) == 2
    prev = "0" * 64
    for event in events:
        body = {k: event[k] for k in ("tenant", "at", "actor", "action", "memory_id", "detail")}
        assert event["prev_hash"] == prev
        assert event["hash"] == audit_hash(prev, body)
        prev = event["hash"]


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


def test_session_members_come_in_written_order_and_keep_the_latest(mem, db_path):
    from credo.models import scope
    from credo.store.base import RecallFilter

    mem.store_many([{"text": f"turn {i}", "source_session": "chat"} for i in range(6)]
                   + [{"text": "elsewhere", "source_session": "other"}, {"text": "no session"}], user="ann")
    mem.store("a turn of Bo's chat", user="bo", source_session="chat")
    members = mem.backend.session_members(scope("acme", "ann"), RecallFilter(now=mem.clock()), ["chat", "other"], 4)
    assert [text for _, text in members["chat"]] == ["turn 2", "turn 3", "turn 4", "turn 5"]  # Bo's is not Ann's
    assert [text for _, text in members["other"]] == ["elsewhere"]
    plan = " ".join(str(row[-1]) for row in query(db_path, "EXPLAIN QUERY PLAN SELECT id FROM memories m"
                                                           " WHERE m.tenant = 'acme' AND m.source_session IN ('chat')"))
    assert "idx_memories_session" in plan


def test_session_members_keep_the_newest_of_each_session_that_the_caller_may_see(mem):
    from credo.models import scope
    from credo.store.base import RecallFilter

    mem.store_many([{"text": f"long {i}", "source_session": "long"} for i in range(8)], user="ann")
    mem.store("Bo's shared note in Ann's session", user="bo", source_session="long", shared=True)
    mem.store("Bo's private note in Ann's session", user="bo", source_session="long")
    mem.store_many([{"text": "short 0", "source_session": "short"}], user="ann")
    gone = mem.store("short 1, forgotten", user="ann", source_session="short").memory
    mem.forget(gone.id, user="ann")

    members = mem.backend.session_members(scope("acme", "ann"), RecallFilter(now=mem.clock()),
                                          ["short", "long", "short", "nowhere"], 3)
    assert list(members) == ["long", "short"]  # each session once; one with nothing visible is left out
    assert [text for _, text in members["long"]] == ["long 6", "long 7", "Bo's shared note in Ann's session"]
    assert [text for _, text in members["short"]] == ["short 0"]
    assert mem.backend.session_members(scope("acme", "ann"), RecallFilter(now=mem.clock()), [], 3) == {}

