"""Erasure reaches everything: rows, indexes, jobs, the write-ahead log and the server's log.

Each test places canaries -- words that occur nowhere else -- then erases and
scans raw bytes, the way someone holding a copy of the files would look.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from credo import Memory
from credo.errors import ErasePending
from credo.store.sqlite import SQLiteStore

SRC = str(Path(__file__).resolve().parents[1] / "src")
PLACES = ("text", "entity", "value", "meta", "job", "query")
CANARY = {place: f"zqx{place}kw" for place in PLACES}  # porter leaves these stems whole


def leaks(paths: list[Path], canaries: dict[str, str] = CANARY) -> dict[str, list[str]]:
    """Which canaries occur (case-insensitively) in which files."""
    found: dict[str, list[str]] = {}
    for path in paths:
        if path.exists():
            blob = path.read_bytes().lower()
            for place, word in canaries.items():
                if word.encode() in blob:
                    found.setdefault(place, []).append(path.name)
    return found


def db_files(db: Path) -> list[Path]:
    return [db, Path(f"{db}-wal"), Path(f"{db}-shm")]


def hold_read(db: Path) -> sqlite3.Connection:
    """Another connection with a read transaction open: it pins the snapshot it started on."""
    reader = sqlite3.connect(db, isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*), MAX(text) FROM memories").fetchone()
    return reader


def wait_until_gone(db: Path, memory_id: str, pending) -> None:
    """Block until a fresh connection no longer sees the memory: the erase has committed."""
    watcher = sqlite3.connect(db)
    try:
        while watcher.execute("SELECT 1 FROM memories WHERE id = ?", (memory_id,)).fetchone():
            assert not pending.done(), pending.result()
            threading.Event().wait(0.01)
    finally:
        watcher.close()


# -- in process ------------------------------------------------------------------


def test_erase_with_a_reader_open_finishes_once_the_reader_ends(db_path, embedder, clock):
    # a long wait, so a loaded machine cannot time it out; it returns as soon as the reader ends
    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock,
                 store=SQLiteStore(db_path, erase_wait_ms=60_000))
    try:
        unit = mem.store(f"Ann's locker code is {CANARY['text']}", user="ann").memory
        reader = hold_read(db_path)
        with ThreadPoolExecutor(1) as pool:
            pending = pool.submit(mem.erase, unit.id)
            wait_until_gone(db_path, unit.id, pending)
            assert not pending.done()  # committed, and now waiting for the reader
            reader.execute("COMMIT")
            assert pending.result(timeout=30) == unit.id
        assert leaks(db_files(db_path)) == {}
        assert os.path.getsize(f"{db_path}-wal") == 0 and not mem.backend.erase_pending
        reader.close()
    finally:
        mem.close()


def test_erase_that_outlasts_its_wait_is_typed_and_completed_by_the_next_write(db_path, embedder, clock):
    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock,
                 store=SQLiteStore(db_path, erase_wait_ms=0))
    try:
        unit = mem.store(f"Ann's locker code is {CANARY['text']}", user="ann").memory
        reader = hold_read(db_path)
        with pytest.raises(ErasePending) as raised:
            mem.erase(unit.id)
        assert raised.value.code == "erase_pending" and CANARY["text"] not in raised.value.message
        assert mem.browse(user="ann") == [] and mem.backend.erase_pending
        assert "text" in leaks(db_files(db_path))  # the reader's snapshot still needs those pages

        reader.execute("COMMIT")
        reader.close()
        mem.store("Ann walks to work", user="ann")  # any later write completes the erase
        assert not mem.backend.erase_pending
        assert leaks(db_files(db_path)) == {}
    finally:
        mem.close()


def test_an_erase_pinned_by_a_reader_answers_a_typed_503_over_http(db_path, embedder, clock):
    from fastapi.testclient import TestClient

    from credo.server import create_app

    from .conftest import LOCAL

    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock,
                 store=SQLiteStore(db_path, erase_wait_ms=0))
    try:
        with TestClient(create_app(mem), base_url=LOCAL) as http:
            unit = http.post("/v1/memories", json={"text": f"Ann's code is {CANARY['text']}", "user": "ann"})
            reader = hold_read(db_path)
            answer = http.delete(f"/v1/memories/{unit.json()['memory']['id']}", params={"hard": "true"})
            reader.close()
        assert answer.status_code == 503 and answer.json()["error"]["type"] == "erase_pending"
        assert CANARY["text"] not in answer.text
    finally:
        mem.close()
    assert leaks(db_files(db_path)) == {}  # closing the store finished it


def test_pending_erase_is_completed_at_close_and_at_the_next_open(db_path, embedder, clock):
    store = SQLiteStore(db_path, erase_wait_ms=0)
    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, store=store)
    unit = mem.store(f"Ann's locker code is {CANARY['text']}", user="ann").memory
    reader = hold_read(db_path)
    with pytest.raises(ErasePending):
        mem.erase(unit.id)
    mem.close()  # the reader is still open: the close cannot finish it either
    assert "text" in leaks(db_files(db_path))
    reader.execute("COMMIT")

    SQLiteStore(db_path).close()  # the next process to open the file finishes the job
    reader.close()
    assert leaks(db_files(db_path)) == {}


def test_erase_redacts_the_job_that_carried_the_memory(mem, db_path):
    job = mem.submit(f"I live in {CANARY['job'].title()}", user="ann")
    mem.run_jobs()
    stored = mem.job(job.id).result["stored"]
    assert stored and CANARY["job"] in str(mem.job(job.id).to_public()).lower()

    mem.erase(stored[0]["id"])
    redacted = mem.job(job.id)
    assert CANARY["job"] not in str(redacted.to_public()).lower()
    assert redacted.payload["input"] is None and redacted.payload["redacted"] is True
    assert redacted.result["stored"] == [{"id": stored[0]["id"], "erased": True}]
    assert redacted.status.value == "done"
    assert leaks(db_files(db_path)) == {}


def test_erase_fails_a_queued_job_whose_input_would_write_the_memory_back(mem):
    unit = mem.store(f"Ann's locker code is {CANARY['text']}", user="ann").memory
    job = mem.submit(f"Ann's locker code is {CANARY['text']}", user="ann")
    mem.erase(unit.id)
    failed = mem.job(job.id)
    assert failed.status.value == "failed" and failed.payload["input"] is None
    assert "erased" in failed.error
    assert mem.run_jobs() == [] and mem.browse(user="ann") == []


def test_erase_leaves_untouched_the_jobs_that_never_carried_the_memory(mem):
    other = mem.submit("I live in Lisbon", user="ann")
    mem.run_jobs()
    unit = mem.store(f"Ann's locker code is {CANARY['text']}", user="ann").memory
    mem.erase(unit.id)
    assert mem.job(other.id).payload["input"] == "I live in Lisbon"


def test_erase_redacts_a_job_whose_input_quotes_the_text_even_outside_ascii(mem, db_path):
    text = "Ann's café door code is zqxcafékw"
    unit = mem.store(text, user="ann").memory
    job = mem.submit(text, user="ann")  # the same words again, later
    mem.run_jobs()
    assert text in str(mem.job(job.id).payload)
    mem.erase(unit.id)
    assert mem.job(job.id).payload["input"] is None
    for unit_id in [u.id for u in mem.browse(user="ann")]:  # what the reader made of the job's words
        mem.erase(unit_id)
    assert leaks(db_files(db_path), {"text": "zqxcafékw"}) == {}


def test_forget_pass_reports_an_erase_still_pinned_by_a_reader(db_path, embedder, clock):
    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock,
                 store=SQLiteStore(db_path, erase_wait_ms=0))
    try:
        mem.store(f"Ann's locker code is {CANARY['text']}", user="ann", forget_after="2026-01-02T00:00:00Z")
        reader = hold_read(db_path)
        report = mem.manage("forget", now="2026-01-03T00:00:00Z")
        assert report["counts"]["ttl"] == 1 and report["erase_pending"] is True
        reader.execute("COMMIT")
        reader.close()
        mem.store("Ann walks to work", user="ann")
        assert leaks(db_files(db_path)) == {}
    finally:
        mem.close()


def test_erase_after_a_full_life_leaves_no_canary_in_any_table(mem, db_path):
    old = mem.store("Ann's locker code is 1234", user="ann", entity="ann", attribute="locker_code",
                    value="1234").memory
    unit = mem.store(f"Ann's locker code is {CANARY['text']}", user="ann", entity="ann", attribute="locker_code",
                     value=CANARY["value"], metadata={"note": CANARY["meta"]}).memory
    assert mem.get(old.id).superseded_by == unit.id
    mem.recall(f"locker code {CANARY['query']}", user="ann")
    mem.get(unit.id)
    mem.feedback(unit.id, True)
    mem.pin(unit.id)
    mem.update_status(unit.id, "challenged", f"Ann says {CANARY['text']} is wrong")
    mem.edit(unit.id, text=f"Ann's locker code is {CANARY['text']} (checked)")
    mem.erase(unit.id)

    assert leaks(db_files(db_path)) == {}
    assert mem.get(old.id).text == "Ann's locker code is 1234"  # what it replaced is kept
    assert mem.backend.links("acme", [old.id]) == []


def test_erased_terms_leave_the_fulltext_vocabulary(mem, db_path):
    mem.store(f"Ann's locker code is {CANARY['text']}", user="ann")
    gone = mem.store(f"Ann's bike lock code is {CANARY['value']}", user="ann").memory
    mem.erase(gone.id)
    conn = sqlite3.connect(db_path)
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, 'memories_fts', 'row')")
        terms = {row[0] for row in conn.execute("SELECT term FROM temp.vocab")}
    finally:
        conn.close()
    assert CANARY["text"] in terms and CANARY["value"] not in terms


def test_conflicts_forget_the_ids_of_erased_members(mem):
    for value in ("Red", "Blue", "Red", "Blue"):  # a flip-flop the write path escalates to a person
        mem.store(f"Ann's team is {value}", user="ann", entity="ann", attribute="team", value=value)
    [conflict] = mem.conflicts(user="ann")
    member = conflict.memory_ids[0]
    mem.erase(member)
    [after] = mem.conflicts(user="ann")
    assert after.id == conflict.id and after.memory_ids == conflict.memory_ids[1:]

    for rest in after.memory_ids:
        mem.erase(rest)
    assert mem.conflicts(user="ann", status=None) == []  # nothing left to decide: the record goes too


def test_a_resolution_forgets_the_custom_value_once_its_memory_is_erased(mem):
    for value in ("Red", "Blue", "Red", "Blue"):
        mem.store(f"Ann's team is {value}", user="ann", entity="ann", attribute="team", value=value)
    [conflict] = mem.conflicts(user="ann")
    settled = mem.resolve_conflict(conflict.id, "custom", value="Zqxvaluekw")
    custom = next(i for i in settled.active if i not in conflict.memory_ids)
    mem.erase(custom)
    [after] = mem.conflicts(user="ann", status=None)
    assert after.resolution["value"] is None and custom not in str(after.to_public())
    assert CANARY["value"] not in str(after.to_public()).lower()


# -- through a real `credo serve` ------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Served:
    """A `credo serve` subprocess on a free loopback port, its output captured in a file."""

    def __init__(self, db: Path, log: Path) -> None:
        port = free_port()
        self.url = f"http://127.0.0.1:{port}"
        self.log = log
        with log.open("wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "credo.cli", "--db", str(db), "--tenant", "acme", "serve", "--port", str(port)],
                stdout=out, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONPATH": SRC})
        self.client = httpx.Client(base_url=self.url, timeout=60)
        deadline = time.monotonic() + 180
        while True:
            try:
                self.client.get("/health")
                return
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    self.stop(signal.SIGKILL)
                    raise
                try:  # wait for start-up, or learn that the server died
                    code = self.proc.wait(timeout=0.2)
                except subprocess.TimeoutExpired:
                    continue
                raise AssertionError(f"credo serve exited with {code}: {log.read_text()[-2000:]}")

    def stop(self, sig: int = signal.SIGTERM) -> int:
        self.client.close()
        self.proc.send_signal(sig)
        return self.proc.wait(timeout=60)


def test_erasure_through_the_server_leaves_no_canary_in_files_or_logs(tmp_path):
    db, log = tmp_path / "credo.db", tmp_path / "serve.log"
    server = Served(db, log)
    try:
        api = server.client
        unit = api.post("/v1/memories", json={
            "text": f"Ann's locker code is {CANARY['text']}", "user": "ann", "entity": CANARY["entity"],
            "attribute": "locker_code", "value": CANARY["value"], "metadata": {"note": CANARY["meta"]},
        }).json()["memory"]
        job = api.post("/v1/jobs", json={"input": f"I live in {CANARY['job'].title()}", "user": "ann"}).json()["job"]
        while job["status"] in ("queued", "running"):
            job = api.get(f"/v1/jobs/{job['id']}").json()["job"]
        assert job["status"] == "done" and job["result"]["stored"], job
        found = api.get("/v1/memories", params={"q": CANARY["query"], "user": "ann"})
        assert found.status_code == 200
        assert set(leaks(db_files(db))) >= {"text", "entity", "value", "meta", "job"}  # the scan can see them

        reader = hold_read(db)  # an outside read open across the erase
        with ThreadPoolExecutor(1) as pool:
            pending = pool.submit(api.delete, f"/v1/memories/{unit['id']}", params={"hard": "true"})
            wait_until_gone(db, unit["id"], pending)
            reader.execute("COMMIT")
            answer = pending.result(timeout=60).json()
            assert answer["id"] == unit["id"] and answer["erased"] is True and answer.get("memory") is None
        reader.close()
        erased = api.delete(f"/v1/memories/{job['result']['stored'][0]['id']}", params={"hard": "true"})
        assert erased.status_code == 200

        assert leaks(db_files(db)) == {}  # while the server still holds the files open
        shown = api.get(f"/v1/jobs/{job['id']}").json()["job"]
        assert CANARY["job"] not in str(shown).lower() and shown["payload"]["redacted"] is True
    finally:
        code = server.stop(signal.SIGTERM)
    output = log.read_text()
    assert code == 0, output[-2000:]
    assert not Path(f"{db}-wal").exists() and not Path(f"{db}-shm").exists()
    assert leaks(db_files(db) + [log]) == {}
    assert '"GET /v1/memories HTTP/1.1" 200' in output  # logged, without its query string


def test_serve_closes_the_store_cleanly_on_sigint(tmp_path):
    db = tmp_path / "credo.db"
    server = Served(db, tmp_path / "serve.log")
    try:
        assert server.client.post("/v1/memories", json={"text": "Ann walks to work", "user": "ann"}).status_code == 201
        assert Path(f"{db}-wal").exists()
    finally:
        server.stop(signal.SIGINT)
    assert not Path(f"{db}-wal").exists() and not Path(f"{db}-shm").exists()
    assert sqlite3.connect(db).execute("SELECT COUNT(*) FROM memories").fetchone() == (1,)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_mcp_over_stdio_closes_the_store_on_a_stop_signal(tmp_path, sig):
    db = tmp_path / "credo.db"
    proc = subprocess.Popen([sys.executable, "-m", "credo.cli", "--db", str(db), "mcp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": SRC})
    try:
        hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "0"}}}
        proc.stdin.write(json.dumps(hello).encode() + b"\n")
        proc.stdin.flush()
        ready, _, _ = select.select([proc.stdout], [], [], 120)  # serving once it answers
        assert ready and b'"id":1' in proc.stdout.readline().replace(b" ", b"")
        assert Path(f"{db}-wal").exists()
        proc.send_signal(sig)
        assert proc.wait(timeout=60) == 0  # even with the client's pipe still open
    finally:
        proc.kill()
        proc.stdin.close()
        proc.stdout.close()
    assert not Path(f"{db}-wal").exists() and not Path(f"{db}-shm").exists()


# -- erasing a user -------------------------------------------------------------------


USER_CANARY = {**CANARY, "user": "zqxuserkw", "card": "zqxcardkw", "conflict": "zqxconflictkw"}


def _full_life_of_a_user(mem, user: str) -> None:
    """One user's memories through everything that keeps a trace: supersession, links, a conflict and its
    resolution, a peer card, a queued and a finished job, accesses, feedback, history, a proposal."""
    mem.store(f"Ann's locker code is {USER_CANARY['text']}", user=user, entity=USER_CANARY["entity"],
              attribute="locker_code", value="1234", metadata={"note": USER_CANARY["meta"]})
    mem.store("Ann's locker code is 5678", user=user, entity=USER_CANARY["entity"], attribute="locker_code",
              value=USER_CANARY["value"])  # supersedes the first: a link and history
    for value in ("Red", "Blue", "Red", "Blue"):  # a flip-flop: a conflict, then a resolution
        mem.store(f"Ann's team is {value} {USER_CANARY['conflict']}", user=user, entity="ann", attribute="team",
                  value=value)
    [conflict] = mem.conflicts(user=user)
    mem.resolve_conflict(conflict.id, "keep_new")
    for attribute, value in (("home_city", "Lisbon"), ("job", "biologist"), ("pet", "a cat")):
        mem.store(f"Bo {USER_CANARY['card']}: {value}", user=user, entity="bo", attribute=attribute, value=value)
    assert mem.card("bo", user=user).lines
    done = mem.submit(f"I live in {USER_CANARY['job'].title()}", user=user)
    mem.run_jobs()
    assert mem.job(done.id).status.value == "done"
    mem.submit(f"My gym is {USER_CANARY['job'].title()} Fitness", user=user)  # still queued
    hits = mem.recall(f"locker code {USER_CANARY['query']}", user=user)
    mem.feedback(hits[0].memory.id, True)


def test_erase_user_leaves_no_trace_of_the_user_in_the_files(mem, db_path):
    _full_life_of_a_user(mem, USER_CANARY["user"])
    other = mem.store("Bo likes coffee", user="bo").memory
    assert set(leaks(db_files(db_path), USER_CANARY)) >= {"text", "entity", "value", "meta", "job", "user", "card",
                                                          "conflict"}  # the scan sees what is there

    erased = mem.erase_user(USER_CANARY["user"])
    assert erased["memories"] >= 10 and erased["jobs"] == 2 and erased["conflicts"] == 1 and erased["peer_cards"] == 1
    assert leaks(db_files(db_path), USER_CANARY) == {}
    assert mem.browse(user=USER_CANARY["user"]) == [] and mem.conflicts(user=USER_CANARY["user"], status=None) == []
    assert mem.get(other.id).text == "Bo likes coffee"  # another user's memories stay
    assert mem.verify_audit()["ok"]  # the chain still verifies: it held ids and hashes only
    assert mem.run_jobs() == []  # the queued job went too: nothing writes the user back


def test_erase_user_on_postgresql_leaves_nothing_the_canary_scan_finds(pg_mem):
    _full_life_of_a_user(pg_mem, USER_CANARY["user"])
    store = pg_mem.backend
    assert store.canary_scan(USER_CANARY["text"]) and store.canary_scan(USER_CANARY["user"])

    pg_mem.erase_user(USER_CANARY["user"])
    for place, word in USER_CANARY.items():
        assert store.canary_scan(word) == [], place
    assert pg_mem.browse(user=USER_CANARY["user"]) == []


def test_erase_user_on_every_surface_needs_the_erase_right(mem, db_path, capsys):
    from fastapi.testclient import TestClient

    from credo.cli import main
    from credo.keys import create_key
    from credo.server import Settings, create_app

    from .conftest import LOCAL

    for user in ("ann", "bo", "cy"):
        mem.store(f"{user} likes tea", user=user)
    writer, _ = create_key(mem.backend, "acme", rights=["read", "write"], ceiling="restricted")
    eraser, _ = create_key(mem.backend, "acme", rights=["erase"], ceiling="restricted")
    low, _ = create_key(mem.backend, "acme", rights=["erase"], ceiling="internal")
    with TestClient(create_app(mem, Settings(require_keys=True)), base_url=LOCAL) as http:
        denied = http.delete("/v1/users/ann", headers={"Authorization": f"Bearer {writer}"})
        too_low = http.delete("/v1/users/ann", headers={"Authorization": f"Bearer {low}"})
        done = http.delete("/v1/users/ann", headers={"Authorization": f"Bearer {eraser}"})
    assert denied.status_code == too_low.status_code == 403
    assert done.status_code == 200 and done.json() == {"user": "ann", "erased": {
        "memories": 1, "jobs": 0, "conflicts": 0, "merge_proposals": 0, "peer_cards": 0, "bridges": 0}}

    assert main(["--db", str(db_path), "--tenant", "acme", "erase-user", "bo", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["erased"]["memories"] == 1

    async def over_mcp():
        from mcp import Client

        from credo.mcp import build_server
        from credo.models import Principal

        async with Client(build_server(mem, local=Principal(tenant="acme"))) as client:
            tool = next(t for t in (await client.list_tools()).tools if t.name == "erase_user")
            result = await client.call_tool("erase_user", {"user": "cy"})
            return tool, result

    import anyio

    tool, result = anyio.run(over_mcp)
    assert tool.annotations.destructive_hint and "user" in tool.input_schema["required"]
    assert not result.is_error and result.structured_content["erased"]["memories"] == 1
    assert [m.user for m in mem.browse()] == []
