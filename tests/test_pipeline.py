"""agentmemory's consolidation tiers (credo.manage.pipeline): semantic, reflect, procedural, strength."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import timedelta

import pytest

from credo import HashEmbedder, Memory, rules
from credo.embed import embed_one
from credo.manage.pipeline import strength_at
from credo.policies import PipelinePolicy
from credo.models import Classification, Kind, Layer, LinkType, Scope, Source, Status
from credo.recall import components
from credo.timeutil import parse_time
from credo.write import build_unit, insert_unit

from .conftest import table_counts

DAY = timedelta(days=1)


def observe(mem, text, *, session, at, user="ann", **fields):
    """An observation as a session hook records it: inserted as given, with its vector (no dedupe)."""
    fields = {"kind": "episode", "layer": "episodic", **fields}
    unit = build_unit(Scope(tenant=mem.tenant, user=user), text, now=parse_time(at), source_session=session,
                      **fields)
    vector = embed_one(mem.embedder, text)
    unit.embedding_model, unit.embedding_dim = mem.embedder.name, int(vector.shape[0])
    insert_unit(mem.backend, unit, vector, actor="test")
    return unit


def summarise(mem, sessions, start, user="ann", fields=None):
    """One session per text, each observed a day apart and crystallized into its summary."""
    digests = []
    for i, text in enumerate(sessions):
        at = start + i * DAY
        observe(mem, text, session=f"s{i}", at=at, user=user, **(fields or {}).get(i, {}))
        digests.append(mem.crystallize(f"s{i}", user=user, now=at + timedelta(hours=1))["digest"]["id"])
    return digests


def active_texts(mem, user="ann", kind=None):
    units = mem.backend.select(rules.Select(mem.tenant, (rules.ACTIVE,)))
    return [u for u in units if u.user == user and (kind is None or u.kind is kind)]


FACT = "Ann deploys with the blue-green script."
SESSIONS = [f"{FACT} Session one went well.", f"{FACT} The cache was cold.", "Ann fixed the login page.",
            "Ann reviewed a pull request.", "Ann paired with Bo on billing."]


# -- semantic ------------------------------------------------------------------------------------------


def test_semantic_needs_five_session_summaries(mem, clock):
    start = clock()
    summarise(mem, SESSIONS[:4], start)
    report = mem.manage("semantic", now=start + 10 * DAY)
    assert report["users"][0]["skipped"] == "fewer than 5 session summaries" and report["counts"]["added"] == 0
    summarise(mem, SESSIONS[4:], start + 5 * DAY)
    assert mem.manage("semantic", now=start + 11 * DAY)["counts"]["added"] == 1


def test_a_sentence_two_summaries_share_becomes_a_semantic_fact_linked_to_them(mem, clock):
    start = clock()
    digests = summarise(mem, SESSIONS, start, fields={1: {"classification": "confidential"}})
    report = mem.manage("semantic", now=start + 10 * DAY)
    [added] = report["users"][0]["added"]
    fact = mem.get(added["id"])
    assert fact.text == FACT and fact.kind is Kind.FACT and fact.layer is Layer.SEMANTIC
    assert fact.source is Source.CONSOLIDATION and fact.strength == fact.confidence == pytest.approx(0.6)
    assert fact.classification is Classification.CONFIDENTIAL  # the highest of its sources
    derived = {link.target_id for link in fact.links if link.type is LinkType.DERIVED_FROM}
    assert derived == set(added["derived_from"]) and derived <= set(digests) and len(derived) == 2


def test_semantic_reads_only_the_most_recent_summaries(db_path, embedder, clock):
    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock,
                 pipeline_policy=PipelinePolicy(semantic_recent=3))
    start = clock()
    summarise(mem, SESSIONS, start)  # the fact is in the two oldest of five
    assert mem.manage("semantic", now=start + 10 * DAY)["counts"]["added"] == 0
    mem.close()


def test_semantic_twice_adds_nothing_and_a_new_summary_reinforces_the_fact(mem, clock):
    start = clock()
    summarise(mem, SESSIONS, start)
    first = mem.manage("semantic", now=start + 10 * DAY)
    again = mem.manage("semantic", now=start + 10 * DAY)
    assert again["counts"] == {"added": 0, "reinforced": 0, "unsupported": 0}
    fact_id = first["users"][0]["added"][0]["id"]
    before = mem.get(fact_id)
    observe(mem, f"{FACT} Nothing broke.", session="s9", at=start + 20 * DAY)
    mem.crystallize("s9", user="ann", now=start + 20 * DAY)
    later = mem.manage("semantic", now=start + 21 * DAY)
    assert later["users"][0]["reinforced"] == [{"id": fact_id, "text": FACT}]
    after = mem.get(fact_id)
    assert after.access_count == before.access_count + 1 and after.confidence >= before.confidence
    assert len([u for u in active_texts(mem) if u.text == FACT and u.strength is not None]) == 1


def test_with_an_llm_an_unsupported_fact_is_dropped_not_stored(db_path, embedder, clock):
    asked = []

    def llm(messages):
        asked.append(messages)
        return ('<fact confidence="0.9">Ann deploys with the blue-green script.</fact>\n'
                '<fact confidence="0.8">Ann is the team lead.</fact>')

    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, llm=llm)
    start = clock()
    summarise(mem, SESSIONS, start)
    report = mem.manage("semantic", now=start + 10 * DAY)
    assert "<fact confidence=" in asked[0][0]["content"] and "Session 5:" in asked[0][1]["content"]
    again = mem.manage("semantic", now=start + 10 * DAY)["users"][0]
    assert len(asked) == 1 and again["skipped"] == "no session summary new since the last run"
    user = report["users"][0]
    assert [a["text"] for a in user["added"]] == [FACT] and user["added"][0]["confidence"] == 0.9
    assert user["unsupported"] == ["Ann is the team lead."]
    assert not [u for u in active_texts(mem) if "team lead" in u.text]
    assert mem.get(user["added"][0]["id"]).prompt_version == "semantic-1"
    mem.close()


# -- reflect and procedural ------------------------------------------------------------------------------


def test_reflect_turns_what_recurs_across_sessions_into_a_pattern_and_not_within_one(mem, clock):
    start = clock()
    observe(mem, "The deploy failed because the cache was cold", session="a", at=start)
    observe(mem, "The deploy failed since the cache was cold again", session="b", at=start + DAY)
    observe(mem, "Lunch was tacos at the corner place", session="a", at=start)
    observe(mem, "Lunch was tacos at the corner place today", session="a", at=start + DAY)
    report = mem.manage("reflect", now=start + 2 * DAY)
    [added] = report["users"][0]["added"]
    assert added["sessions"] == ["a", "b"] and "cache was cold" in added["text"]
    pattern = mem.get(added["id"])
    assert pattern.kind is Kind.PATTERN and pattern.metadata["sessions"] == ["a", "b"]
    assert {link.target_id for link in pattern.links} == set(added["derived_from"])
    assert mem.manage("reflect", now=start + 2 * DAY)["counts"] == {"added": 0, "reinforced": 0, "unsupported": 0}


def _two_patterns(mem, start):
    for i, session in enumerate(("a", "b")):
        observe(mem, "The deploy failed because the cache was cold", session=session, at=start + i * DAY)
        observe(mem, "Warm the cache before the deploy starts", session=session, at=start + i * DAY)
    return mem.manage("reflect", now=start + 2 * DAY)


def test_procedural_needs_two_recurring_patterns_and_writes_a_procedure(mem, clock):
    start = clock()
    observe(mem, "The deploy failed because the cache was cold", session="a", at=start)
    observe(mem, "The deploy failed because the cache was cold", session="b", at=start + DAY)
    mem.manage("reflect", now=start + 2 * DAY)
    skipped = mem.manage("procedural", now=start + 2 * DAY)
    assert skipped["users"][0]["skipped"] == "fewer than 2 recurring patterns"
    assert len(_two_patterns(mem, start + 3 * DAY)["users"][0]["added"]) == 1
    report = mem.manage("procedural", now=start + 6 * DAY)
    [added] = report["users"][0]["added"]
    procedure = mem.get(added["id"])
    assert procedure.kind is Kind.PROCEDURE and procedure.layer is Layer.PROCEDURAL
    assert procedure.strength == 0.5 and procedure.metadata["frequency"] == 1
    assert procedure.metadata["procedure"]["steps"] == added["steps"] and len(added["steps"]) == 2
    assert mem.manage("procedural", now=start + 6 * DAY)["counts"]["added"] == 0


def test_an_offline_procedure_is_not_written_twice_when_a_pattern_joins(mem, clock):
    start = clock()
    _two_patterns(mem, start)
    [made] = mem.manage("procedural", now=start + 3 * DAY)["users"][0]["added"]
    for session in ("c", "d"):
        observe(mem, "Billing exports ran late on the last day", session=session, at=start + 4 * DAY)
    assert len(mem.manage("reflect", now=start + 5 * DAY)["users"][0]["added"]) == 1
    again = mem.manage("procedural", now=start + 5 * DAY)["users"][0]
    assert again["added"] == [] and again["reinforced"] == []
    procedures = [u for u in active_texts(mem, kind=Kind.PROCEDURE) if u.strength is not None]
    assert [u.id for u in procedures] == [made["id"]]


def test_an_llm_procedure_seen_again_gains_frequency_and_strength(db_path, embedder, clock):
    answer = ('<procedure name="Safe deploy" trigger="before a deploy"><step>Warm the cache before the deploy'
              ' starts</step></procedure><procedure name="Invented" trigger="x"><step>Page the CTO</step>'
              '</procedure>')
    asked = []
    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock,
                 llm=lambda messages: asked.append(messages) or answer)
    start = clock()
    _two_patterns(mem, start)
    first = mem.manage("procedural", now=start + 3 * DAY)["users"][0]
    assert mem.manage("procedural", now=start + 3 * DAY)["users"][0]["skipped"].startswith("no pattern new")
    assert len(asked) == 1  # nothing new: the model is not asked again
    assert [a["name"] for a in first["added"]] == ["Safe deploy"]
    assert first["unsupported"] == [{"name": "Invented", "steps": ["Page the CTO"]}]
    observe(mem, "Fixed it: warm the cache before the deploy starts", session="c", at=start + 4 * DAY)
    observe(mem, "The deploy failed because the cache was cold, once more", session="c", at=start + 4 * DAY)
    mem.manage("reflect", now=start + 5 * DAY)
    again = mem.manage("procedural", now=start + 5 * DAY)["users"][0]
    assert [r["name"] for r in again["reinforced"]] == ["Safe deploy"]
    procedure = mem.get(first["added"][0]["id"])
    assert procedure.metadata["frequency"] == 2 and procedure.strength == pytest.approx(0.6)
    mem.close()


# -- strength ------------------------------------------------------------------------------------------


def test_strength_decays_by_point_nine_per_full_period_with_a_floor():
    t = parse_time("2026-01-01")
    policy = PipelinePolicy()
    assert strength_at(0.8, t, t + 29.9 * DAY, policy) == 0.8
    assert strength_at(0.8, t, t + 30 * DAY, policy) == pytest.approx(0.72)
    assert strength_at(0.8, t, t + 90 * DAY, policy) == pytest.approx(0.8 * 0.9 ** 3)
    assert strength_at(0.8, t, t + 3000 * DAY, policy) == 0.1


def _fact(mem, start):
    summarise(mem, SESSIONS, start)
    return mem.manage("semantic", now=start + 10 * DAY)["users"][0]["added"][0]["id"]


def test_the_strength_tier_is_idempotent_and_an_access_restarts_its_clock(mem, clock):
    start = clock()
    fact_id = _fact(mem, start)
    t = start + 10 * DAY
    first = mem.manage("strength", now=t + 65 * DAY)
    assert first["decayed"] == [{"id": fact_id, "before": 0.6, "after": pytest.approx(0.6 * 0.81)}]
    assert mem.manage("strength", now=t + 65 * DAY)["counts"]["decayed"] == 0  # twice at one time: once
    mem.backend.record_access(mem.tenant, [fact_id], t + 65 * DAY, recalled=True)
    assert mem.manage("strength", now=t + 80 * DAY)["counts"]["decayed"] == 0  # 15 idle days: no full period
    assert mem.get(fact_id).strength == pytest.approx(0.486)
    mem.manage("strength", now=t + 96 * DAY)
    assert mem.get(fact_id).strength == pytest.approx(0.486 * 0.9)


def test_strength_weighs_a_pipeline_memory_in_recall(mem, clock):
    start = clock()
    fact = mem.get(_fact(mem, start))
    when = start + 10 * DAY
    fresh = components(fact, when, 0.0, 0.5, 1.0)["importance"]
    faded = components(fact.model_copy(update={"strength": 0.1}), when, 0.0, 0.5, 1.0)["importance"]
    assert faded == pytest.approx(fresh / fact.strength * 0.1)


def test_a_dry_run_of_the_pipeline_writes_nothing(mem, db_path, clock):
    start = clock()
    summarise(mem, SESSIONS, start)
    before = table_counts(db_path)
    report = mem.manage("pipeline", now=start + 10 * DAY, dry_run=True)
    assert report["counts"]["semantic"]["added"] == 1 and report["dry_run"] is True
    assert table_counts(db_path) == before


def test_the_pipeline_on_postgresql(pg_mem, clock):
    start = clock()
    summarise(pg_mem, SESSIONS, start)
    report = pg_mem.manage("pipeline", now=start + 10 * DAY)
    fact_id = report["stages"][0]["users"][0]["added"][0]["id"]
    assert pg_mem.get(fact_id).strength == pytest.approx(0.6)
    pg_mem.manage("strength", now=start + 40 * DAY)
    assert pg_mem.get(fact_id).strength == pytest.approx(0.54)
    assert pg_mem.manage("strength", now=start + 40 * DAY)["counts"]["decayed"] == 0
    assert pg_mem.get(fact_id).status is Status.ACTIVE


# -- the surfaces --------------------------------------------------------------------------------------


def test_a_tier_runs_from_the_cli_rest_and_mcp(tmp_path, mem):
    from fastapi.testclient import TestClient

    from credo.mcp import build_server
    from credo.models import Principal
    from credo.server import Settings, create_app
    from .test_mcp import call, data, run

    env = {**os.environ, "CREDO_DB": str(tmp_path / "cli.db")}
    Memory(tmp_path / "cli.db", embedder=HashEmbedder()).close()  # a task reads a store; it never creates one
    proc = subprocess.run([sys.executable, "-m", "credo.cli", "manage", "strength", "--dry-run", "--json"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["task"] == "strength"
    with TestClient(create_app(mem, Settings()), base_url="http://127.0.0.1:8420") as http:
        answer = http.post("/v1/manage/pipeline", json={"dry_run": True})
    assert answer.status_code == 200 and answer.json()["task"] == "pipeline"

    async def steps(client):
        return await call(client, "manage", task="semantic")
    assert data(run(build_server(mem, local=Principal(tenant="acme")), steps))["task"] == "semantic"
