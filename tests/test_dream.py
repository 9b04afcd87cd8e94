"""The dream cycle (src/credo/manage/dream.py): engram's seven steps as one task."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest

from credo import Memory, rules
from credo.manage.dream import CLUSTER_COSINE, CLUSTER_MIN, STEPS, Step, dream
from credo.manage.probe import INVALIDATED_PENALTY
from credo.manage.tasks import TASKS, Run, Task
from credo.policies import PipelinePolicy, PrunePolicy
from credo.models import Status
from credo.scheduler import DEFAULT_INTERVALS, Scheduler
from credo.timeutil import parse_time

T0 = parse_time("2026-01-01T09:00:00Z")
WORK = ["Alice leads the payments team.", "Alice introduced me to Bob."]
HOBBIES = ["Bob runs the climbing club."]
NAMES = ["forget", "cluster", "cards", "synthesis", "probe", "drift", "prune"]
TEA = ["Ann drinks green tea every morning.", "Every morning Ann drinks green tea.", "Ann has green tea each morning.",
       "Each morning, Ann drinks a cup of green tea.", "Ann always drinks green tea in the morning."]


class FakeSteps(list[tuple[str, str, bool, "str | None"]]):
    """The dream with fakes for the steps other modules implement (cards, synthesis, drift), handed in through
    the task registry; the list records how each fake was called. ``steps[name] = fn`` replaces another."""

    def __init__(self) -> None:
        super().__init__()
        self.steps: dict[str, Step] = {"cards": self.fake("cards", {"cards": 2}),
                                       "synthesis": self.fake("synthesis", {"bridges": 1}),
                                       "drift": self.fake("drift", {"invalidated": 0})}

    def fake(self, name: str, counts: dict[str, int]) -> Step:
        def run(s: Any, tenant: str, now: Any, dry_run: bool, user: str | None) -> dict[str, Any]:
            self.append((name, tenant, dry_run, user))
            return {"task": name, "dry_run": dry_run, "counts": counts}
        return run

    def tasks(self) -> dict[str, Task]:
        def run(s: Any, r: Run) -> dict[str, Any]:
            steps = tuple((name, self.steps.get(name, step)) for name, step in STEPS)
            return dream(s, r.tenant, r.now, dry_run=r.dry_run, user=r.user, steps=steps)
        return {**TASKS, "dream": replace(TASKS["dream"], run=run)}


@pytest.fixture
def calls() -> FakeSteps:
    return FakeSteps()


@pytest.fixture
def dreamer(db_path, embedder, clock, calls):
    memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, reranker=None, tasks=calls.tasks())
    yield memory
    memory.close()


@pytest.fixture(params=["sqlite", "postgres"])
def any_dreamer(request, dreamer, embedder, clock, calls):
    """``dreamer``, and the same on PostgreSQL (as the app role, row-level security in force)."""
    if request.param == "sqlite":
        return dreamer
    return Memory(store=request.getfixturevalue("pg_store"), tenant="acme", embedder=embedder, clock=clock,
                  reranker=None, tasks=calls.tasks())


def rows(path) -> list[str]:
    """Every row of every table, as SQL: the whole database, to prove a run wrote nothing."""
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def a_store_with_work_for_every_step(memory: Memory) -> dict[str, str]:
    """Memories each step would act on, from Jan 2026; the dream runs in May."""
    ids = {}
    for i, text in enumerate(TEA):                                           # step 2: a cluster of five
        memory.store(text, user="ann", now=T0 + timedelta(days=i))
    ids["auto"] = memory.store("Ann went hiking on Saturday", user="ann", kind="episode", extractor="rules",
                               importance=0.2, now=T0).memory.id              # step 1: auto-extracted, idle
    ids["pinned"] = memory.store("Ann visited Kyoto in spring", user="ann", kind="episode", extractor="rules",
                                 pinned=True, now=T0).memory.id
    ids["weak"] = memory.store("Ann might own a kayak", user="bo", confidence=0.5, now=T0).memory.id  # step 5
    ids["wrong"] = memory.store("Ann is allergic to cats", user="bo", importance=0.5, now=T0).memory.id
    memory.update_status(ids["wrong"], Status.INVALIDATED, "Ann said she is not allergic", actor="ann",
                         now=T0 + timedelta(days=2))
    memory.backend.record_access("acme", [ids["weak"]], T0, recalled=True)  # step 7: an old access
    return ids


def test_dream_reports_the_seven_steps_in_engram_order(dreamer, calls):
    report = dreamer.manage("dream", now=T0 + timedelta(days=120), dry_run=True)
    assert report["task"] == "dream" and report["dry_run"] is True
    assert [(s["step"], s["name"], s["ok"]) for s in report["steps"]] == [(n, name, True) for n, name in
                                                                          enumerate(NAMES, 1)]
    assert list(report["counts"]) == NAMES and report["counts"]["cards"] == {"cards": 2}
    assert [name for name, _ in STEPS] == NAMES
    assert calls == [("cards", "acme", True, None), ("synthesis", "acme", True, None), ("drift", "acme", True, None)]


def test_a_dream_dry_run_writes_nothing_at_all(dreamer, db_path, calls):
    a_store_with_work_for_every_step(dreamer)
    dreamer.prune_policy = PrunePolicy(audit_days=30)
    before = rows(db_path)
    report = dreamer.manage("dream", now=T0 + timedelta(days=120), dry_run=True)
    assert rows(db_path) == before
    counts = report["counts"]
    assert counts["forget"]["evicted"] + counts["forget"]["archived"] >= 1 and counts["cluster"]["merged"] == 1
    # issue 22: the weak fact is flagged for a person, not challenged (age alone never takes a current fact)
    assert counts["probe"] == {"challenged": 0, "flagged": 1, "kept": 0, "lowered": 1}
    assert counts["prune"]["access_log"] == 1 and counts["prune"]["audit"] > 0


def test_forgetting_is_trust_weighted_and_spares_pinned_memories(any_dreamer, calls):
    ids = a_store_with_work_for_every_step(any_dreamer)
    human = any_dreamer.store("Ann went sailing on Sunday", user="ann", kind="episode", now=T0).memory.id
    # 40 idle days: past an auto-extracted memory's 10-day half-life threefold, within a person's 30-day one
    report = any_dreamer.manage("dream", now=T0 + timedelta(days=40))
    forget = report["steps"][0]["report"]
    assert ids["auto"] in forget["evicted"] and human not in forget["evicted"] and ids["pinned"] not in forget["evicted"]
    assert any_dreamer.get(ids["auto"]).status is Status.ARCHIVED
    assert any_dreamer.get(ids["pinned"]).status is Status.ACTIVE and any_dreamer.get(human).status is Status.ACTIVE
    assert any_dreamer.status_history(ids["auto"])[-1].actor == "dream"


def test_clusters_merge_at_engrams_cosine_only_from_five_members(any_dreamer, calls):
    for i, text in enumerate(TEA[:4]):
        any_dreamer.store(text, user="ann", now=T0 + timedelta(days=i))
    four = any_dreamer.manage("dream", now=T0 + timedelta(days=10))["steps"][1]["report"]
    assert (four["threshold"], four["min_cluster"]) == (CLUSTER_COSINE, CLUSTER_MIN) == (0.8, 5)
    assert four["counts"]["merged"] == 0                                   # Recall's 2+ would merge these
    assert any_dreamer.consolidate(user="ann", now=T0 + timedelta(days=10)).clusters_found == 1
    any_dreamer.store(TEA[4], user="ann", now=T0 + timedelta(days=5))
    five = any_dreamer.manage("dream", now=T0 + timedelta(days=10))["steps"][1]["report"]
    assert five["counts"] == {"users": 1, "clusters": 1, "merged": 1, "sent_to_review": 0}
    merged = [m for m in any_dreamer.browse(user="ann", statuses=["merged"])]
    assert len(merged) == 5


def test_probing_lowers_the_importance_of_invalidated_beliefs_once(any_dreamer, calls):
    ids = a_store_with_work_for_every_step(any_dreamer)
    low = any_dreamer.store("Ann hates jazz", user="bo", importance=0.1, now=T0).memory.id
    any_dreamer.update_status(low, Status.INVALIDATED, "she plays jazz", now=T0 + timedelta(days=1))
    report = any_dreamer.manage("dream", now=T0 + timedelta(days=100))["steps"][4]["report"]
    assert {r["id"]: r["new_importance"] for r in report["lowered"]} == {ids["wrong"]: 0.5 - INVALIDATED_PENALTY,
                                                                         low: 0.0}
    assert ids["weak"] in [c["id"] for c in report["flagged"]]  # a weak fact: flagged, still served (issue 22)
    assert any_dreamer.get(ids["weak"]).status is Status.ACTIVE
    wrong = any_dreamer.get(ids["wrong"])
    assert wrong.status is Status.INVALIDATED and wrong.importance == pytest.approx(0.2)
    last = any_dreamer.status_history(ids["wrong"])[-1]
    assert (last.old, last.new, last.actor) == (Status.INVALIDATED, Status.INVALIDATED, "dream")
    assert "importance lowered 0.50 -> 0.20" in last.reason and "Ann said she is not allergic" in last.reason
    again = any_dreamer.manage("dream", now=T0 + timedelta(days=101))["steps"][4]["report"]
    assert again["lowered"] == [] and any_dreamer.get(ids["wrong"]).importance == pytest.approx(0.2)


def test_a_failing_step_is_reported_and_the_cycle_goes_on(any_dreamer, calls):
    def broken(s, tenant, now, dry_run, user):
        raise RuntimeError("no model\nfor bridges")
    calls.steps["synthesis"] = broken
    ids = a_store_with_work_for_every_step(any_dreamer)
    report = any_dreamer.manage("dream", now=T0 + timedelta(days=100))
    synthesis = report["steps"][3]
    assert synthesis == {"step": 4, "name": "synthesis", "ok": False, "error": "RuntimeError: no model for bridges"}
    assert report["counts"]["synthesis"] == "failed"
    assert all(s["ok"] for s in report["steps"] if s["name"] != "synthesis")
    assert any_dreamer.get(ids["wrong"]).importance == pytest.approx(0.2)       # step 5 still ran
    assert report["counts"]["prune"]["access_log"] == 1                     # and step 7


def test_the_scheduler_runs_the_dream_daily(dreamer, calls, clock):
    dreamer.store("Ann likes tea", user="ann")
    only_dream = {job: 0.0 for job in DEFAULT_INTERVALS} | {"dream": DEFAULT_INTERVALS["dream"]}
    scheduler = Scheduler(dreamer.backend, lambda job, tenant: dreamer.manage(job, tenant=tenant),
                          intervals=only_dream, clock=clock)
    assert [(r["tenant"], r["task"]) for r in scheduler.run_due()] == [("acme", "dream")]
    assert scheduler.run_due() == []                                        # not due again within the day


def test_credo_manage_dream_dry_run_prints_every_step(tmp_path):
    env = {**os.environ, "CREDO_DB": str(tmp_path / "cli.db")}
    env.pop("CREDO_TENANT", None)
    run = [sys.executable, "-m", "credo.cli"]
    subprocess.run([*run, "store", "Ann likes tea", "--user", "ann"], env=env, check=True, capture_output=True)
    proc = subprocess.run([*run, "manage", "dream", "--dry-run", "--now", "2027-01-01", "--json"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["dry_run"] is True and [s["name"] for s in report["steps"]] == NAMES


# -- the whole cycle, with the real cards, synthesis and drift steps -------------------------------------------


@pytest.fixture(params=["sqlite", "postgres"])
def real_dreamer(request):
    """The conftest Memory (ceiling, clock, embedder as every test uses them) on each backend."""
    return request.getfixturevalue("mem" if request.param == "sqlite" else "pg_mem")


def test_a_real_dream_builds_cards_proposes_bridges_and_invalidates_dead_code_refs(real_dreamer, clock, tmp_path):
    mem, now = real_dreamer, clock()
    repo = tmp_path / "shop"
    (repo / "src").mkdir(parents=True)
    (repo / "src" / "cart.py").write_text("def add_item(cart, sku, qty=1):\n    return cart\n")
    (repo / "src" / "legacy.py").write_text("def old_checkout(cart):\n    return None\n")
    assert mem.ingest_code(repo, user="ann", now=now)["files"] == 2
    note = mem.store("Remember that src/legacy.py still handles guest checkout.", user="ann", now=now).memory.id
    for text, attribute, value in (("Bo lives in Lisbon.", "home_city", "Lisbon"),
                                   ("Bo works as a nurse.", "job", "nurse"),
                                   ("Bo's favourite food is bacalhau.", "favourite_food", "bacalhau")):
        mem.store(text, user="ann", entity="bo", attribute=attribute, value=value, now=now)
    for text in WORK:
        mem.store(text, user="ann", topic="work", now=now)
    for text in HOBBIES:
        mem.store(text, user="ann", topic="hobbies", now=now)
    (repo / "src" / "legacy.py").unlink()
    later = now + timedelta(days=1)

    before = {name: len(mem.backend.select(rules.active("acme"))) for name in ("active",)}
    preview = mem.manage("dream", dry_run=True, now=later)
    assert [s["name"] for s in preview["steps"]] == NAMES and all(s["ok"] for s in preview["steps"]), preview
    assert mem.get(note).status is Status.ACTIVE
    assert {name: len(mem.backend.select(rules.active("acme"))) for name in ("active",)} == before

    assert {s["name"]: s for s in preview["steps"]}["synthesis"]["report"]["off"] is True  # bridges: off by default
    mem.pipeline_policy = PipelinePolicy(bridges=True)
    report = mem.manage("dream", now=later)
    steps = {s["name"]: s for s in report["steps"]}
    assert all(s["ok"] for s in report["steps"]), [s.get("error") for s in report["steps"]]
    assert steps["drift"]["report"]["counts"]["invalidated"] >= 2           # legacy.py's memory and the note
    assert mem.get(note).status is Status.INVALIDATED
    assert "legacy.py" in mem.status_history(note)[-1].reason
    card = mem.card("bo", user="ann", now=later)
    assert any("Lisbon" in line.text for line in card.lines)
    bridges = [p for p in mem.review_queue(user="ann")["proposals"] if p.kind == "bridge"]
    assert {tuple(sorted(p.entities)) for p in bridges} >= {("alice", "bob")}
    again = mem.manage("dream", now=later)                                  # nothing left to do
    again_steps = {s["name"]: s for s in again["steps"]}
    assert again_steps["drift"]["report"]["counts"]["invalidated"] == 0
    assert again_steps["synthesis"]["report"]["counts"]["proposed"] == 0
