"""Shared fixtures: real SQLite files, the real embedding model, a frozen clock."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import settings

# Properties, not timings, are under test; a loaded CI machine must not fail them on speed.
settings.register_profile("credo", deadline=None)
settings.load_profile("credo")

from credo import Memory, MiniLMEmbedder
from credo.testing import FrozenClock


@pytest.fixture(scope="session")
def embedder() -> MiniLMEmbedder:
    """The real offline model, loaded once per test session."""
    return MiniLMEmbedder()


@pytest.fixture
def clock() -> FrozenClock:
    return FrozenClock("2026-01-01T09:00:00Z")


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "credo.db"


@pytest.fixture
def mem(db_path, embedder, clock):
    memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock)
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
