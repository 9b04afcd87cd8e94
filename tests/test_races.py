"""Many servers on one database: one current belief per single-valued fact, and safe concurrent first opens.

Real processes, each with its own Memory (its own SQLite connection or PostgreSQL pool), meet at a barrier
and write at once; bench/race.py runs the same at full size.
"""

from __future__ import annotations

import multiprocessing as mp
import sqlite3
from datetime import datetime, timedelta, timezone

from credo import Memory
from credo.embed import HashEmbedder
from credo.models import ConflictStatus, Status
from credo.rules import pair_timeline
from credo.store.base import Cond, Select
from credo.store.migrations import SQLITE_MIGRATIONS, _apply_one, apply_migrations

CTX = mp.get_context("fork")
CITIES = ("Paris", "Berlin", "Rome", "Madrid")


def _open(target: tuple[str, str, str]) -> Memory:
    kind, where, owner = target
    if kind == "sqlite":
        return Memory(where, tenant="t", embedder=HashEmbedder())
    from credo.store.postgres import PostgresStore

    return Memory(store=PostgresStore(where, migrate_dsn=owner or None, pool_size=2), tenant="t",
                  embedder=HashEmbedder())


def _racer(target, proc, users, barrier, failures) -> None:
    mem = _open(target)
    try:
        for user in users:
            barrier.wait()
            city = CITIES[proc % len(CITIES)]
            try:
                if user.startswith("r"):
                    mem.remember(f"I live in {city}.", user=user)
                else:
                    mem.store(f"User's home city is {city}", user=user, entity="user", attribute="home_city",
                              value=city)
            except Exception as exc:  # noqa: BLE001 -- reported to the test
                failures.put(f"{type(exc).__name__}: {exc}")
            barrier.wait()
    finally:
        mem.backend.close()


def race(target, procs: int, users: list[str]) -> list[str]:
    barrier, failures = CTX.Barrier(procs), CTX.Queue()
    workers = [CTX.Process(target=_racer, args=(target, i, users, barrier, failures)) for i in range(procs)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=120)
    errors = []
    while not failures.empty():
        errors.append(failures.get())
    return errors + [f"exit {w.exitcode}" for w in workers if w.exitcode]


def assert_one_current_value(mem: Memory, users: list[str]) -> None:
    for user in users:
        timeline = pair_timeline(mem.backend, "t", user, "user", "home_city")
        active = {m.value for m in timeline if m.status is Status.ACTIVE and m.valid_until is None}
        live = {m.id for m in timeline if m.status in (Status.ACTIVE, Status.CHALLENGED) and m.valid_until is None}
        opened = [c for c in mem.backend.conflicts("t", user=user) if c.status is ConflictStatus.OPEN]
        assert len(active) == 1 or any(live <= set(c.memory_ids) for c in opened), (user, timeline)
        assert len(timeline) == 3  # every write kept: one current, the others history


USERS = ["s1", "r1", "s2", "r2"]


def test_conflicting_writes_from_three_processes_leave_one_current_value_on_sqlite(tmp_path):
    db = str(tmp_path / "race.db")
    _open(("sqlite", db, "")).backend.close()
    assert race(("sqlite", db, ""), 3, USERS) == []
    assert_one_current_value(_open(("sqlite", db, "")), USERS)


def test_conflicting_writes_from_three_servers_leave_one_current_value_on_postgres(pg_app_dsn, pg_dsn):
    assert race(("postgres", pg_app_dsn, pg_dsn), 3, USERS) == []
    assert_one_current_value(_open(("postgres", pg_app_dsn, "")), USERS)


def test_a_value_returning_during_a_race_is_escalated_on_postgres(pg_app_dsn, pg_dsn):
    """Paris -> Berlin, then Paris again from two servers at once: exactly one escalation, one conflict."""
    mem = _open(("postgres", pg_app_dsn, ""))
    now = datetime.now(timezone.utc)  # the racing servers write on their own clocks
    for days, city in ((14, "Paris"), (7, "Berlin")):
        at = now - timedelta(days=days)
        mem.store(f"User's home city is {city}", user="s1", entity="user", attribute="home_city", value=city,
                  now=at, at=at)
    barrier, failures = CTX.Barrier(2), CTX.Queue()
    workers = [CTX.Process(target=_returner, args=(pg_app_dsn, barrier, failures)) for _ in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=120)
    assert failures.empty()
    opened = [c for c in mem.backend.conflicts("t", user="s1") if c.status is ConflictStatus.OPEN]
    assert len(opened) == 1
    timeline = pair_timeline(mem.backend, "t", "s1", "user", "home_city")
    assert not [m for m in timeline if m.status is Status.ACTIVE and m.valid_until is None]


def _returner(dsn, barrier, failures) -> None:
    mem = _open(("postgres", dsn, ""))
    try:
        barrier.wait()
        mem.store("User's home city is Paris", user="s1", entity="user", attribute="home_city", value="Paris")
    except Exception as exc:  # noqa: BLE001
        failures.put(str(exc))
    finally:
        mem.backend.close()


# -- concurrent first opens -------------------------------------------------------------------------------


def _opener(target, barrier, failures) -> None:
    try:
        barrier.wait()
        mem = _open(target)
        mem.store("opened", user="u")
        mem.backend.close()
    except Exception as exc:  # noqa: BLE001
        failures.put(f"{type(exc).__name__}: {exc}")


def open_at_once(targets, procs: int) -> list[str]:
    failures = CTX.Queue()
    for target in targets:
        barrier = CTX.Barrier(procs)
        workers = [CTX.Process(target=_opener, args=(target, barrier, failures)) for _ in range(procs)]
        for w in workers:
            w.start()
        for w in workers:
            w.join(timeout=120)
    errors = []
    while not failures.empty():
        errors.append(failures.get())
    return errors


def test_processes_opening_a_new_sqlite_file_at_once_all_succeed(tmp_path):
    targets = [("sqlite", str(tmp_path / f"new{i}.db"), "") for i in range(3)]
    assert open_at_once(targets, 4) == []
    for _, path, _ in targets:
        mem = _open(("sqlite", path, ""))
        stored = mem.backend.select(Select("t", (Cond("user", "=", "u"),)))
        # every opener's write landed, the schema is whole, and the same text is one memory reinforced
        assert [(m.text, m.status, m.confirmations) for m in stored] == [("opened", Status.ACTIVE, 3)]
        mem.backend.close()


def test_processes_opening_an_old_sqlite_file_at_once_all_migrate_it_once(tmp_path):
    targets = []
    for i in range(3):
        path = str(tmp_path / f"old{i}.db")
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        apply_migrations(conn, upto=SQLITE_MIGRATIONS[9][0])
        conn.close()
        targets.append(("sqlite", path, ""))
    assert open_at_once(targets, 4) == []
    for _, path, _ in targets:
        names = [r[0] for r in sqlite3.connect(path).execute("SELECT name FROM credo_migrations ORDER BY name")]
        assert names == sorted(name for name, _ in SQLITE_MIGRATIONS)


def test_servers_migrating_a_new_postgres_database_at_once_all_succeed(pg_server):
    from credo.store.pgserver import APP_ROLE

    targets = []
    for i in range(2):
        owner = pg_server.create_database(f"race_open_{i}")  # the bare database: nothing migrated
        targets.append(("postgres", pg_server.dsn(APP_ROLE, f"race_open_{i}"), owner))
    try:
        assert open_at_once(targets, 4) == []
        for target in targets:
            mem = _open(target)
            stored = mem.backend.select(Select("t", (Cond("user", "=", "u"),)))
            assert [(m.text, m.confirmations) for m in stored] == [("opened", 3)]  # same text, one memory
            mem.backend.close()
    finally:
        for i in range(2):
            pg_server.drop_database(f"race_open_{i}")


def test_a_migration_another_opener_applied_meanwhile_is_not_applied_twice(tmp_path):
    """The check runs under the write lock: a runner that read the list before another applied a migration
    finds it applied once it holds the lock, and applies nothing."""
    conn = sqlite3.connect(tmp_path / "x.db", isolation_level=None)
    apply_migrations(conn)
    name, script = SQLITE_MIGRATIONS[-1]
    assert _apply_one(conn, name, script) is False  # "duplicate column" had it run again
    assert conn.execute("SELECT count(*) FROM credo_migrations WHERE name = ?", (name,)).fetchone()[0] == 1


def test_connections_switching_a_new_file_to_wal_at_once_all_open(tmp_path):
    # two connections switching a new file to WAL deadlock inside SQLite and the loser gets SQLITE_BUSY at
    # once, without its busy handler; four threads at a barrier hit that in about one round in four
    import threading

    from credo.store.sqlite.connection import SQLiteConnection

    errors: list[str] = []
    for round_ in range(24):
        path = tmp_path / f"fresh{round_}.db"
        barrier = threading.Barrier(4)

        def opener() -> None:
            barrier.wait()
            try:
                conn = SQLiteConnection(path)
                assert conn.journal_mode == "wal"
                conn.close()
            except Exception as exc:  # noqa: BLE001
                errors.append(f"{type(exc).__name__}: {exc}")

        threads = [threading.Thread(target=opener) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert errors == []
