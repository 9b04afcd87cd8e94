"""Log pruning (src/credo/manage/prune.py): bounded logs, and an audit chain that stays verifiable."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient

from credo import Memory
from credo.config import load, prune_policy
from credo.errors import InvalidInput
from credo.policies import PrunePolicy
from credo.models import Job, JobStatus
from credo.scheduler import DEFAULT_INTERVALS
from credo.keys import create_key
from credo.server import Settings, create_app
from credo.timeutil import parse_time

from .conftest import LOCAL

T0 = parse_time("2026-01-01T09:00:00Z")


@pytest.fixture(params=["sqlite", "postgres"])
def setup(request, tmp_path, embedder, clock):
    """A Memory on each backend, and ``raw(sql, params)``: a tamperer's own connection to the database."""
    if request.param == "sqlite":
        path = tmp_path / "prune.db"
        memory = Memory(path, tenant="acme", embedder=embedder, clock=clock, reranker=None)

        def raw(sql: str, params: tuple = ()) -> None:
            conn = sqlite3.connect(path)
            try:
                conn.execute(sql, params)
                conn.commit()
            finally:
                conn.close()
    else:
        import psycopg

        dsn = request.getfixturevalue("pg_dsn")
        memory = Memory(store=request.getfixturevalue("pg_store"), tenant="acme", embedder=embedder, clock=clock,
                        reranker=None)

        def raw(sql: str, params: tuple = ()) -> None:
            with psycopg.connect(dsn, autocommit=True) as conn:
                conn.execute("SELECT set_config('credo.tenant', '*', false)")
                conn.execute(sql.replace("?", "%s"), params)
    yield memory, raw
    memory.close()


def a_year_of_writes(memory: Memory) -> None:
    """Ten memories a month apart, each read once the day it was written."""
    for month in range(10):
        at = T0 + timedelta(days=30 * month)
        stored = memory.store(f"Ann note number {month} about the garden", user="ann", now=at).memory
        memory.backend.record_access("acme", [stored.id], at, recalled=True)


def seqs(memory: Memory) -> list[int]:
    return [e["seq"] for e in memory.backend.audit_events("acme")]


def test_prune_removes_old_log_rows_and_the_chain_still_verifies(setup):
    memory, _ = setup
    a_year_of_writes(memory)
    now = T0 + timedelta(days=300)
    preview = memory.manage("prune", now=now, dry_run=True)
    assert preview["counts"] == {"access_log": 7, "jobs": 0, "audit": 4, "checkpoints": 0}  # days 0..180; 0..90
    assert len(seqs(memory)) == 10                                        # the dry run pruned nothing
    done = memory.manage("prune", now=now)
    assert done["counts"] == {"access_log": 7, "jobs": 0, "audit": 4, "checkpoints": 1}
    assert _core(memory.verify_audit()) == {"tenant": "acme", "ok": True, "checkpoints": 1, "events": 6, "error": None}
    assert memory.stats()["total"] == 10                                  # memories are never pruned
    memory.store("Ann planted tulips", user="ann", now=now)               # the chain goes on from the anchor
    assert memory.verify_audit()["ok"] and memory.manage("prune", now=now)["counts"]["audit"] == 0


def test_an_edited_event_fails_verification_naming_it(setup):
    memory, raw = setup
    a_year_of_writes(memory)
    memory.manage("prune", now=T0 + timedelta(days=300))
    target = seqs(memory)[2]
    raw("UPDATE audit_events SET actor = 'mallory' WHERE seq = ?", (target,))
    report = memory.verify_audit()
    assert not report["ok"] and report["error"].startswith(f"event {target} (memory.created) was altered")


def test_an_event_deleted_after_the_checkpoint_fails_verification(setup):
    memory, raw = setup
    a_year_of_writes(memory)
    memory.manage("prune", now=T0 + timedelta(days=300))
    first, second, third = seqs(memory)[:3]
    raw("DELETE FROM audit_events WHERE seq = ?", (second,))
    report = memory.verify_audit()
    assert not report["ok"] and report["error"].startswith(f"event {third} does not follow the event before it")
    raw("DELETE FROM audit_events WHERE seq = ?", (first,))              # the first kept one: off the anchor
    assert memory.verify_audit()["error"].startswith(f"event {third} does not follow the latest checkpoint")


def test_a_tampered_or_deleted_checkpoint_fails_verification(setup):
    memory, raw = setup
    a_year_of_writes(memory)
    memory.manage("prune", now=T0 + timedelta(days=200))
    memory.manage("prune", now=T0 + timedelta(days=300))
    assert memory.verify_audit()["checkpoints"] == 2
    raw("UPDATE audit_checkpoints SET count = 99 WHERE seq = (SELECT min(seq) FROM audit_checkpoints)")
    assert "checkpoint 1 (events" in memory.verify_audit()["error"] and "was altered" in memory.verify_audit()["error"]
    raw("DELETE FROM audit_checkpoints WHERE seq = (SELECT min(seq) FROM audit_checkpoints)")
    assert memory.verify_audit()["error"].startswith("checkpoint 1 (events 2..4) does not follow the genesis")
    raw("DELETE FROM audit_checkpoints")                                  # no checkpoint at all: off genesis
    assert memory.verify_audit()["error"].startswith(f"event {seqs(memory)[0]} does not follow the genesis")


def test_finished_jobs_are_pruned_and_queued_ones_kept(setup):
    memory, _ = setup
    for jid, status, finished in [("done", JobStatus.DONE, T0), ("failed", JobStatus.FAILED, T0),
                                  ("fresh", JobStatus.DONE, T0 + timedelta(days=50)), ("waiting", JobStatus.QUEUED, None)]:
        job = memory.backend.enqueue_job(Job(id=jid, tenant="acme", user="ann", payload={"text": jid}, created_at=T0))
        memory.backend.update_job(job.model_copy(update={"status": status, "finished_at": finished}))
    report = memory.manage("prune", now=T0 + timedelta(days=60))
    assert report["counts"]["jobs"] == 2
    assert sorted(j.id for j in memory.backend.jobs("acme")) == ["fresh", "waiting"]


def test_a_retention_of_zero_keeps_that_log_forever(setup):
    memory, _ = setup
    a_year_of_writes(memory)
    memory.prune_policy = PrunePolicy(audit_days=0, access_log_days=0)
    report = memory.manage("prune", now=T0 + timedelta(days=3000))
    assert report["counts"] == {"access_log": 0, "jobs": 0, "audit": 0, "checkpoints": 0}
    assert report["cutoffs"]["audit"] is None and len(seqs(memory)) == 10


def test_pruning_runs_in_bounded_batches(setup):
    memory, _ = setup
    a_year_of_writes(memory)
    memory.prune_policy = PrunePolicy(batch=3)
    report = memory.manage("prune", now=T0 + timedelta(days=400))
    assert report["counts"]["audit"] == 8 and report["counts"]["checkpoints"] == 3   # 3 + 3 + 2
    assert [c["count"] for c in report["checkpoints"]] == [3, 3, 2]
    assert _core(memory.verify_audit()) == {"tenant": "acme", "ok": True, "checkpoints": 3, "events": 2, "error": None}


def test_the_policy_refuses_bad_retentions():
    with pytest.raises(InvalidInput):
        PrunePolicy(audit_days=-1)
    with pytest.raises(InvalidInput):
        PrunePolicy(batch=0)


def test_prune_is_configured_and_scheduled_daily():
    assert DEFAULT_INTERVALS["prune"] == 86400 and DEFAULT_INTERVALS["dream"] == 86400
    loaded = load(env={"CREDO_PRUNE_AUDIT_DAYS": "365", "CREDO_PRUNE_JOBS_DAYS": "0"})
    policy = prune_policy(loaded.config)
    assert (policy.audit_days, policy.jobs_days, policy.access_log_days) == (365, 0, 90)
    with pytest.raises(InvalidInput, match="prune.audit_days"):
        load(env={"CREDO_PRUNE_AUDIT_DAYS": "-3"})


def test_audit_verify_over_http_needs_a_key_that_sees_everything(setup):
    memory, raw = setup
    a_year_of_writes(memory)
    app = create_app(memory)
    with TestClient(app, base_url=LOCAL) as http:
        assert http.get("/v1/audit/verify").json()["ok"] is True
        raw("UPDATE audit_events SET actor = 'mallory' WHERE seq = ?", (seqs(memory)[0],))
        body = http.get("/v1/audit/verify").json()
        assert body["ok"] is False and "was altered" in body["error"]
    ann, _ = create_key(memory.backend, "acme", user="ann", rights=["admin"], ceiling="restricted")
    admin, _ = create_key(memory.backend, "acme", rights=["admin"], ceiling="restricted")
    with TestClient(create_app(memory, Settings(require_keys=True)), base_url=LOCAL) as http:
        denied = http.get("/v1/audit/verify", headers={"Authorization": f"Bearer {ann}"})
        assert denied.status_code == 403 and denied.json()["error"]["type"] == "permission_denied"
        allowed = http.get("/v1/audit/verify", headers={"Authorization": f"Bearer {admin}"})
        assert allowed.status_code == 200 and allowed.json()["ok"] is False


def test_credo_audit_verify_exits_non_zero_with_one_line_on_tampering(tmp_path):
    db = tmp_path / "cli.db"
    env = {**os.environ, "CREDO_DB": str(db), "CREDO_EMBEDDER": "bge-small"}
    env.pop("CREDO_TENANT", None)

    def credo(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True, env=env,
                              timeout=120)

    for n in range(3):
        assert credo("store", f"Ann note {n}", "--user", "ann", "--json").returncode == 0
    proc = credo("manage", "prune", "--now", "2999-01-01", "--json")
    assert proc.returncode == 0 and json.loads(proc.stdout)["counts"]["checkpoints"] == 1
    credo("store", "Ann note after the prune", "--user", "ann")
    proc = credo("audit", "verify", "--json")
    assert proc.returncode == 0, proc.stderr
    assert _core(json.loads(proc.stdout)) == {"tenant": "default", "ok": True, "checkpoints": 1, "events": 1, "error": None}
    conn = sqlite3.connect(db)
    conn.execute("UPDATE audit_checkpoints SET digest = 'forged'")
    conn.commit()
    conn.close()
    proc = credo("audit", "verify")
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.strip().splitlines() == [
        "credo: error: audit chain of default is broken: checkpoint 1 (events 1..3) was altered: its hash does not"
        " match its content"]


def test_a_pruned_store_migrates_with_its_checkpoints_and_the_copy_verifies(tmp_path, embedder, clock):
    from credo.manage.migrate import migrate
    from credo.store.sqlite import SQLiteStore

    source = Memory(tmp_path / "src.db", tenant="acme", embedder=embedder, clock=clock, reranker=None)
    a_year_of_writes(source)
    source.manage("prune", now=T0 + timedelta(days=300))
    target = SQLiteStore(tmp_path / "dst.db")
    try:
        report = migrate(source.backend, target)
        assert report["verify"]["ok"], report["verify"]
        copy = Memory(store=target, tenant="acme", embedder=embedder, clock=clock, reranker=None)
        assert _core(copy.verify_audit()) == {"tenant": "acme", "ok": True, "checkpoints": 1, "events": 6, "error": None}
        assert [e["hash"] for e in target.audit_events("acme")] == [e["hash"] for e in source.backend.audit_events("acme")]
    finally:
        target.close()
        source.close()


def _core(report: dict) -> dict:
    """The chain's verdict, without the head and key details the report also carries (tests/test_attacks.py)."""
    return {k: report[k] for k in ("tenant", "ok", "checkpoints", "events", "error")}

