"""Bad input at every edge and in the core: a typed error, never a 500, a traceback or a stored record
that cannot be read back (credo.limits, timeutil's range, the body limit, the CLI, jobs, context)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime, timezone

import pytest
from fastapi.testclient import TestClient

from credo.errors import InvalidInput
from credo.jobs import Worker
from credo.limits import MAX_ID_CHARS
from credo.models import Job, JobStatus, MemoryUnit
from credo.server import MAX_BODY_BYTES, create_app
from credo.timeutil import parse_time, to_iso

from .conftest import table_counts

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


# -- times --------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "0999-12-31",
                                   "9000-01-01", datetime(9999, 12, 31, 23, 59), "2026-01-01T00:00:00" + "0" * 80,
                                   "２０２６-01-01"])
def test_times_outside_the_supported_range_or_form_are_invalid_input(value):
    with pytest.raises(InvalidInput):
        parse_time(value)


def test_the_supported_range_round_trips_through_the_storage_format():
    for text in ("1000-01-01T00:00:00Z", "8999-12-31T23:59:59Z", "2026-06-01T12:00:00+14:00"):
        assert parse_time(to_iso(parse_time(text))) == parse_time(text)


# -- records ------------------------------------------------------------------------------


@pytest.mark.parametrize("field, value", [
    ("text", "bad \ud800 text"), ("user", "ann\x00"), ("entity", "e" * 201), ("user", "u" * (MAX_ID_CHARS + 1)),
    ("metadata", {"x": float("nan")}), ("metadata", {"\udcff": 1}), ("metadata", {"n": 2**70}),
    ("metadata", {"blob": "x" * 70_000}), ("value", "v" * 2001),
])
def test_a_memory_that_could_not_be_stored_and_read_back_is_refused(field, value):
    fields = {"id": "m", "tenant": "t", "user": "u", "text": "ok", "created_at": T0, "valid_from": T0, field: value}
    with pytest.raises(ValueError):
        MemoryUnit(**fields)


@pytest.mark.parametrize("fields", [
    {"text": "x\ud800"}, {"text": "ok", "metadata": {"x": float("inf")}}, {"text": "ok", "at": "9999-12-31T23:59:59-14:00"},
    {"text": "ok", "agent": "a" * 500}, {"text": "ok", "topic": "t\x00"},
])
def test_store_refuses_bad_input_with_invalid_input_and_writes_nothing(mem, db_path, fields):
    before = table_counts(db_path)
    with pytest.raises(InvalidInput):
        mem.store(fields.pop("text"), user="ann", **fields)
    assert table_counts(db_path) == before


def test_edit_refuses_text_that_could_not_be_read_back(mem):
    unit = mem.store("Ann likes tea", user="ann").memory
    for text in ("x" * 9000, "tea \ud800"):
        with pytest.raises(InvalidInput):
            mem.edit(unit.id, text=text)
    assert mem.get(unit.id).text == "Ann likes tea"


def test_lookups_by_malformed_ids_are_invalid_input_not_a_crash(mem):
    for call in (lambda: mem.get("a\ud800"), lambda: mem.job("\x00"), lambda: mem.get("m" * 500),
                 lambda: mem.recall("tea \udcff", user="ann"), lambda: mem.recall("tea", user="a\ud800")):
        with pytest.raises(InvalidInput):
            call()


# -- context ------------------------------------------------------------------------------


def test_context_for_a_long_user_id_is_invalid_input_not_stop_iteration(mem):
    with pytest.raises(InvalidInput, match="longer than"):
        mem.context("tea", user="u" * 5000)


def test_context_whose_frame_alone_exceeds_the_budget_says_so(mem):
    mem.store("Ann likes tea", user="ann")
    user = "a-" * (MAX_ID_CHARS // 2)  # a legal id that costs more tokens than the smallest budget
    with pytest.raises(InvalidInput, match="budget"):
        mem.context("tea", user=user, budget_tokens=96)
    assert "Ann likes tea" in mem.context("tea", user="ann", budget_tokens=300).text


# -- jobs ---------------------------------------------------------------------------------


@pytest.mark.parametrize("fields", [
    {"text_or_messages": "I like jazz \ud800"}, {"text_or_messages": [{"role": "user", "content": "x\x00"}]},
    {"text_or_messages": "I like jazz", "at": "9999-12-31T23:59:59-14:00"},
    {"text_or_messages": "I like jazz", "session": "s" * 500},
    {"text_or_messages": "I like jazz", "idempotency_key": "k\udcff"},
])
def test_a_job_that_could_only_fail_is_never_queued(mem, db_path, fields):
    with pytest.raises(InvalidInput):
        mem.submit(user="ann", **fields)
    assert table_counts(db_path)["jobs"] == 0


def test_a_job_failing_on_invalid_input_fails_at_once_without_retries(mem, clock):
    job = Job.model_construct(id="j1", tenant="acme", user="ann", kind="remember", status=JobStatus.QUEUED,
                              payload={"input": "I like jazz", "source": "oracle"}, result=None, error=None,
                              idempotency_key=None, attempts=0, created_at=clock(), started_at=None,
                              finished_at=None, lease_until=None, worker=None)
    mem.backend.enqueue_job(job)
    worker = Worker(mem.backend, mem._run_job, clock=clock, max_attempts=3)
    done = worker.run_once()
    assert done.status is JobStatus.FAILED and done.attempts == 1
    assert done.error.startswith("invalid_input:")
    assert worker.run_once() is None  # nothing left to retry


# -- the HTTP body limit ------------------------------------------------------------------


def _chunks(total: int, size: int = 64_000):
    sent = 0
    while sent < total:
        yield b" " * min(size, total - sent)
        sent += size


def test_a_chunked_body_over_the_limit_gets_413_and_stores_nothing(mem, db_path):
    before = table_counts(db_path)
    body = b'{"text": "' + b"x" * (MAX_BODY_BYTES + 10) + b'", "user": "ann"}'

    def stream():
        for start in range(0, len(body), 65_536):
            yield body[start:start + 65_536]

    with TestClient(create_app(mem), base_url="http://127.0.0.1") as client:
        response = client.post("/v1/memories", content=stream(), headers={"content-type": "application/json"})
        assert "content-length" not in response.request.headers  # really chunked
        assert response.status_code == 413
        assert response.json()["error"]["type"] == "payload_too_large"
        small = client.post("/v1/memories", content=iter([b'{"text": "Ann likes tea", ', b'"user": "ann"}']),
                            headers={"content-type": "application/json"})
        assert small.status_code == 201
    assert table_counts(db_path)["memories"] == before["memories"] + 1


def test_a_declared_length_over_the_limit_gets_413_before_the_body_is_read(mem):
    with TestClient(create_app(mem), base_url="http://127.0.0.1") as client:
        response = client.post("/v1/memories", content=b"{}", headers={"content-length": str(MAX_BODY_BYTES + 1),
                                                                          "content-type": "application/json"})
    assert response.status_code == 413


def test_mcp_refuses_a_non_finite_argument_with_a_typed_tool_error(mem):
    from .fuzzing import McpSession

    with TestClient(create_app(mem), base_url="http://127.0.0.1") as http:
        session = McpSession(http)
        status, answer = session.request("tools/call", {"name": "recall", "arguments": {
            "query": "tea", "user": "ann", "min_confidence": float("nan")}})
        _, nul = session.request("tools/call", {"name": "get", "arguments": {"memory_id": "m\x00"}})
    assert status == 200 and answer["result"]["isError"]
    assert "invalid_input" in answer["result"]["content"][0]["text"]
    assert "invalid_input" in nul["result"]["content"][0]["text"]


# -- the CLI ------------------------------------------------------------------------------


def _cli(tmp_path, *args, db=None):
    env = {**os.environ, "CREDO_DB": str(db or tmp_path / "cli.db")}
    env.pop("CREDO_TENANT", None)
    return subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, env=env, timeout=120)


def _one_line_error(proc, code: int) -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == code, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


@pytest.mark.parametrize("args", [
    ["store", "I live in Paris", "--user", "ann", "--at", "9999-12-31T23:59:59-14:00"],
    ["recall", "where", "--user", "ann", "--as-of", "0001-01-01T00:00:00+14:00"],
    ["manage", "decay", "--now", "9999-12-31T23:59:59-14:00", "--dry-run"],
    [b"store", b"caf\xe9 \xff", b"--user", b"ann"],  # Latin-1 bytes: not UTF-8
    [b"recall", b"tea", b"--user", b"\xed\xa0\x80"],
    ["store", "x" * 9000, "--user", "ann"],
])
def test_the_cli_answers_bad_arguments_with_exit_2_and_one_line(tmp_path, args):
    _one_line_error(_cli(tmp_path, *args), 2)


@pytest.mark.parametrize("make_db", [
    lambda tmp: "/dev/null",
    lambda tmp: str(tmp),  # a directory
    lambda tmp: (tmp / "not.db").write_text("this is not SQLite " * 100) and str(tmp / "not.db"),
])
def test_an_unusable_database_path_is_a_storage_error_in_one_line(tmp_path, make_db):
    proc = _cli(tmp_path, "keys", "list", "--json", db=make_db(tmp_path))
    _one_line_error(proc, 6)
    assert json.loads(proc.stdout)["error"]["type"] == "storage_error"


def test_a_store_under_a_parent_that_is_a_file_is_not_found_for_a_read_and_a_storage_error_for_a_write(tmp_path):
    (tmp_path / "file").write_text("x")
    db = str(tmp_path / "file" / "credo.db")
    read = _cli(tmp_path, "keys", "list", "--json", db=db)  # only a command that adds memories creates a store
    _one_line_error(read, 3)
    assert json.loads(read.stdout)["error"]["type"] == "not_found"
    write = _cli(tmp_path, "store", "I live in Paris", "--user", "ann", "--json", db=db)
    _one_line_error(write, 6)
    assert json.loads(write.stdout)["error"]["type"] == "storage_error"


def test_a_job_stored_unreadable_by_an_older_credo_reads_as_failed_and_never_runs(mem, db_path, clock):
    import sqlite3

    job = mem.submit("I like jazz", user="ann")
    with sqlite3.connect(db_path) as conn:  # what credo before these checks let through
        conn.execute("UPDATE jobs SET payload = ? WHERE id = ?", ('{"input": "jazz \\ud800"}', job.id))
    assert mem.job(job.id).status is JobStatus.FAILED
    with TestClient(create_app(mem), base_url="http://127.0.0.1") as client:
        response = client.get(f"/v1/jobs/{job.id}")
    assert response.status_code == 200 and response.json()["job"]["status"] == "failed"
    done = Worker(mem.backend, mem._run_job, clock=clock).run_once()
    assert done.status is JobStatus.FAILED and done.attempts == 1
    assert mem.browse(user="ann") == []
