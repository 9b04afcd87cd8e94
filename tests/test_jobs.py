"""Asynchronous ingestion: durable, ordered per user, exactly once, idempotent."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from credo import InvalidInput, Memory, NotFound
from credo.models import JobStatus

from .conftest import query


@pytest.fixture
def jmem(db_path, embedder, clock):
    memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock)
    yield memory
    memory.close()


def active_values(db_path, attribute):
    return [r[0] for r in query(db_path, "SELECT value FROM memories WHERE status = 'active' AND attribute = ?",
                                (attribute,))]


def test_submit_queues_and_writes_no_memory_until_a_worker_runs(jmem, db_path):
    job = jmem.submit("I live in Paris", user="ann")
    assert job.status is JobStatus.QUEUED
    assert query(db_path, "SELECT COUNT(*) FROM memories") == [(0,)]
    [done] = jmem.run_jobs()
    assert done.id == job.id and done.status is JobStatus.DONE
    assert jmem.job(job.id).result["stored"][0]["value"] == "Paris"
    assert active_values(db_path, "home_city") == ["Paris"]


def test_one_users_jobs_run_in_submission_order(jmem, db_path, clock):
    jmem.submit("I live in Paris", user="ann")
    jmem.submit("I live in Rome", user="bob")
    jmem.submit("I moved to London", user="ann")
    jmem.run_jobs()
    rows = query(db_path, "SELECT user, value FROM memories WHERE status = 'active' ORDER BY user")
    assert rows == [("ann", "London"), ("bob", "Rome")]


def test_an_idempotency_key_makes_a_retry_safe(jmem, db_path):
    first = jmem.submit("I live in Paris", user="ann", idempotency_key="msg-41")
    again = jmem.submit("I live in Paris", user="ann", idempotency_key="msg-41")
    assert again.id == first.id
    jmem.run_jobs()
    assert jmem.submit("I live in Paris", user="ann", idempotency_key="msg-41").status is JobStatus.DONE
    assert jmem.run_jobs() == []
    assert query(db_path, "SELECT COUNT(*) FROM memories") == [(1,)]


def test_bad_input_is_refused_at_submit_time(jmem, db_path):
    with pytest.raises(InvalidInput):
        jmem.submit("   ", user="ann")
    with pytest.raises(InvalidInput):
        jmem.submit([{"role": "user"}], user="ann")
    with pytest.raises(NotFound):
        jmem.job("no-such-job")
    assert query(db_path, "SELECT COUNT(*) FROM jobs") == [(0,)]


def test_a_failing_extraction_fails_the_job_visibly(db_path, embedder, clock):
    class Broken:
        name, version = "broken", "0"

        def extract(self, text, *, speaker):
            raise InvalidInput("extractor could not parse its own output")

    memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, extractor=Broken())
    job = memory.submit("I live in Paris", user="ann")
    [failed] = memory.run_jobs()
    assert failed.status is JobStatus.FAILED
    assert memory.job(job.id).error == "invalid_input: extractor could not parse its own output"
    memory.close()


def test_a_crash_mid_job_is_resumed_exactly_once(jmem, db_path, tmp_path):
    job = jmem.submit("I live in Paris and I work at Initech", user="ann")
    crashing_worker = textwrap.dedent(f"""
        import os
        from credo import Memory, write

        def crash(*args, **kwargs):
            os._exit(17)  # die inside the job's transaction, after its first memory was inserted

        write._link = crash
        Memory({str(db_path)!r}, tenant="acme").run_jobs()
    """)
    proc = subprocess.run([sys.executable, "-c", crashing_worker], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 17, proc.stderr
    assert jmem.job(job.id).status is JobStatus.RUNNING
    assert query(db_path, "SELECT COUNT(*) FROM memories") == [(0,)]  # nothing half-written

    [resumed] = jmem.run_jobs()  # a restarted worker sees the holder is dead and resumes
    assert (resumed.id, resumed.status, resumed.attempts) == (job.id, JobStatus.DONE, 2)
    assert sorted(r[0] for r in query(db_path, "SELECT attribute FROM memories")) == ["employer", "home_city"]
    assert jmem.run_jobs() == []
    assert query(db_path, "SELECT COUNT(*) FROM memories") == [(2,)]


def test_a_live_workers_job_is_not_stolen_before_its_lease_ends(jmem, clock):
    job = jmem.submit("I live in Paris", user="ann")
    other = jmem.backend.claim_job(clock(), clock().replace(year=2030), "otherhost:1:abc")
    assert other.id == job.id
    assert jmem.run_jobs() == []
    clock.set("2030-01-02")
    assert [j.id for j in jmem.run_jobs()] == [job.id]


def test_the_background_worker_processes_submissions(jmem, db_path):
    jmem.worker.start()
    job = jmem.submit("I live in Paris", user="ann")
    assert jmem.worker.wait_idle(timeout=60)
    assert jmem.job(job.id).status is JobStatus.DONE
    jmem.worker.stop()


def test_a_store_held_by_another_process_past_the_busy_timeout_is_busy_not_broken(tmp_path, caplog):
    """Under load another process may hold SQLite's write lock past the busy timeout: the call fails with
    ``store_busy`` (HTTP 503, retryable), and a worker's tick that meets it logs one warning line, no
    traceback, and goes on."""
    import logging
    import sqlite3

    from credo.errors import StoreBusy
    from credo.error_codes import http_status
    from credo.jobs import Ticker
    from credo.store.sqlite import SQLiteStore

    path = tmp_path / "busy.db"
    store = SQLiteStore(path, busy_timeout_ms=50)
    holder = sqlite3.connect(path)
    holder.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        with pytest.raises(StoreBusy) as caught:
            with store.transaction():
                pass
        assert http_status(caught.value) == 503 and caught.value.code == "store_busy"
    finally:
        holder.rollback()
        holder.close()

    class Busy(Ticker):
        interval = 0.0
        ticks = 0

        def tick(self) -> bool:
            self.ticks += 1
            if self.ticks == 1:
                with store.transaction():  # free again: this one succeeds; the next is held
                    pass
                raise StoreBusy("database busy: database is locked")
            self._stop.set()
            return False

    ticker = Busy()
    with caplog.at_level(logging.WARNING, logger="credo.jobs"):
        ticker._loop()
    store.close()
    assert ticker.ticks == 2  # the loop went on after the busy tick
    [record] = [r for r in caplog.records if "busy" in r.getMessage()]
    assert record.levelno == logging.WARNING and record.exc_info is None
