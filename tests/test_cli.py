"""The CLI contract, exercised in real subprocesses the way outside checks use it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest


@pytest.fixture
def credo(tmp_path):
    env = {**os.environ, "CREDO_DB": str(tmp_path / "cli.db")}
    env.pop("CREDO_TENANT", None)

    def run(*args: str, check_json: bool = True):
        proc = subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True,
                              env=env, timeout=120)
        payload = json.loads(proc.stdout) if check_json and "--json" in args else None
        return proc, payload

    return run


def test_store_recall_supersede_history_round_trip(credo):
    proc, first = credo("store", "I live in Paris", "--user", "ann", "--entity", "user", "--attribute",
                        "home_city", "--value", "Paris", "--at", "2026-01-01", "--json")
    assert proc.returncode == 0, proc.stderr
    assert set(first) == {"memory", "superseded", "conflict", "duplicate", "note"} and first["superseded"] == [] and first["conflict"] is None
    assert "embedding" not in first["memory"] and first["memory"]["valid_from"].startswith("2026-01-01")

    proc, hits = credo("recall", "where do I live?", "--user", "ann", "--json")
    assert [r["memory"]["id"] for r in hits["results"]] == [first["memory"]["id"]]
    assert {"keyword", "semantic"} <= set(hits["results"][0]["why"])

    proc, second = credo("store", "I moved to London", "--user", "ann", "--entity", "user", "--attribute",
                         "home_city", "--value", "London", "--json")
    assert second["superseded"] == [first["memory"]["id"]]

    proc, history = credo("history", first["memory"]["id"], "--json")
    assert [(h["old"], h["new"]) for h in history["history"]] == [(None, "active"), ("active", "superseded")]
    assert set(history["history"][0]) == {"old", "new", "reason", "actor", "at", "escalation"}
    assert history["chain"] == [first["memory"]["id"], second["memory"]["id"]]

    proc, got = credo("get", first["memory"]["id"], "--json")
    assert got["memory"]["status"] == "superseded" and got["memory"]["superseded_by"] == second["memory"]["id"]

    proc, hits = credo("recall", "where do I live?", "--user", "ann", "--as-of", "2026-02-01", "--json")
    assert hits["results"] == []  # credo had been told nothing by then: both were recorded today


def test_status_and_forget(credo):
    _, stored = credo("store", "I am a doctor", "--user", "ann", "--json")
    memory_id = stored["memory"]["id"]
    proc, changed = credo("status", memory_id, "challenged", "--reason", "rhetorical", "--json")
    assert proc.returncode == 0 and changed["memory"]["status"] == "challenged"
    proc, forgotten = credo("forget", memory_id, "--json")
    assert forgotten["memory"]["status"] == "archived" and forgotten["erased"] is False
    proc, erased = credo("forget", memory_id, "--hard", "--json")
    assert erased == {"id": memory_id, "erased": True}
    proc, missing = credo("get", memory_id, "--json")
    assert proc.returncode == 3 and missing["error"]["type"] == "not_found"


@pytest.mark.parametrize("args, code, kind", [
    (("store", "", "--user", "ann"), 2, "invalid_input"),
    (("store", "hello", "--user", "ann", "--confidence", "1.5"), 2, "invalid_input"),
    (("store", "hello"), 2, "usage"),
    (("store", "hello", "--user", "ann", "--at", "yesterday-ish"), 2, "invalid_input"),
    (("recall", "x", "--user", "ann", "--limit", "abc"), 2, "usage"),
    (("get", "nope"), 3, "not_found"),
    (("status", "nope", "archived", "--reason", "r"), 3, "not_found"),
    (("frobnicate",), 2, "usage"),
])
def test_errors_are_one_line_and_typed(credo, args, code, kind):
    proc, payload = credo(*args, "--json")
    assert proc.returncode == code
    assert payload == {"error": {"type": kind, "message": payload["error"]["message"]}}
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_without_json_output_is_a_readable_table(credo):
    credo("store", "I prefer tea over coffee", "--user", "ann", "--kind", "preference")
    proc, _ = credo("recall", "tea", "--user", "ann")
    header = proc.stdout.splitlines()[0].split()
    assert header == ["score", "id", "kind", "conf", "text"]
    assert "I prefer tea over coffee" in proc.stdout


def test_tenant_option_confines_every_command(credo):
    _, stored = credo("--tenant", "acme", "store", "acme secret plan", "--user", "ann", "--json")
    proc, payload = credo("--tenant", "globex", "get", stored["memory"]["id"], "--json")
    assert proc.returncode == 3
    _, hits = credo("--tenant", "globex", "recall", "secret plan", "--user", "ann", "--json")
    assert hits["results"] == []


def test_remember_reports_stored_skipped_merged_superseded_conflicts(credo):
    proc, first = credo("remember", "I live in Paris. Thanks, that's helpful!", "--user", "ann", "--json")
    assert proc.returncode == 0, proc.stderr
    assert set(first) == {"stored", "skipped", "merged", "superseded", "conflicts"}
    assert [m["value"] for m in first["stored"]] == ["Paris"]
    assert first["stored"][0]["extractor"] == "rules"
    proc, second = credo("remember", "Actually I moved to Berlin", "--user", "ann", "--json")
    assert second["superseded"] == [first["stored"][0]["id"]]


def test_remember_async_returns_a_job_that_runs_later(credo):
    proc, queued = credo("remember", "I work at Initech", "--user", "ann", "--async", "--idempotency-key", "k1",
                         "--json")
    assert queued["job"]["status"] == "queued"
    proc, shown = credo("job", queued["job"]["id"], "--run", "--json")
    assert shown["job"]["status"] == "done"
    assert shown["job"]["result"]["stored"][0]["attribute"] == "employer"


def test_conflicts_and_resolve_from_the_command_line(credo):
    for value, day in (("morning", "2026-03-01"), ("afternoon", "2026-03-08"), ("morning", "2026-03-15"),
                       ("afternoon", "2026-03-22")):
        credo("store", f"I prefer {value} meetings", "--user", "ann", "--kind", "preference", "--entity", "user",
              "--attribute", "preferred_meeting_time", "--value", value, "--at", day, "--json")
    # direct stores recorded today: the four supersession attempts fall in one 30-day window
    proc, listed = credo("conflicts", "--json")
    [conflict] = listed["conflicts"]
    proc, settled = credo("resolve", conflict["id"], "keep_both", "--context", "consulting", "--json")
    assert proc.returncode == 0, proc.stderr
    assert settled["conflict"]["status"] == "resolved" and "consulting" in settled["meta_memory"]["text"]
    proc, listed = credo("conflicts", "--json")
    assert listed["conflicts"] == []


def test_recall_filters_context_and_feedback_from_the_command_line(credo):
    _, fact = credo("store", "I keep my bike in the basement", "--user", "ann", "--kind", "fact", "--topic", "home",
                    "--json")
    credo("store", "To fix a flat, patch the tube then check the tyre", "--user", "ann", "--kind", "procedure",
          "--json")
    _, hits = credo("recall", "bike", "--user", "ann", "--mode", "facts_only", "--json")
    assert {r["memory"]["kind"] for r in hits["results"]} == {"fact"}
    _, hits = credo("recall", "bike tyre", "--user", "ann", "--kind", "procedure", "--layer", "procedural", "--json")
    assert [r["memory"]["kind"] for r in hits["results"]] == ["procedure"]
    _, hits = credo("recall", "bike", "--user", "ann", "--topic", "home", "--json")
    assert [r["memory"]["id"] for r in hits["results"]] == [fact["memory"]["id"]]

    proc, packed = credo("context", "where is my bike", "--user", "ann", "--budget", "200", "--json")
    assert proc.returncode == 0 and packed["tokens"] <= 200 and fact["memory"]["id"] in packed["memory_ids"]
    proc, liked = credo("feedback", fact["memory"]["id"], "--helpful", "--json")
    assert liked["memory"]["verified_count"] == 1 and liked["memory"]["q_value"] > 0.5
    proc, _ = credo("feedback", fact["memory"]["id"], "--json")
    assert proc.returncode == 2


def test_weights_presets_choose_what_is_read_and_a_bad_preset_is_refused(credo):
    for text in ("Ann: guess what, we adopted a puppy!", "Ann: a beagle, from the shelter in Stamford"):
        credo("store", text, "--user", "ann", "--kind", "episode", "--session", "may", "--json")
    query = ("recall", "When did Ann adopt the beagle?", "--user", "ann", "--json")
    _, knowlyr = credo("--weights", "knowlyr", *query)
    _, default = credo(*query)
    assert {r["why"]["session"] for r in knowlyr["results"]} == {0.0}  # five factors: sessions not read
    assert {r["why"]["session"] for r in default["results"]} == {1.0}  # one session holds every match
    assert all("rerank" not in r["why"] for r in knowlyr["results"])  # a rerank weight of 0
    assert all("rerank" in r["why"] for r in default["results"])
    proc, _ = credo("--weights", "loud", *query)
    assert proc.returncode == 2 and "loud" in proc.stderr


def test_forget_now_judges_retention_as_of_then_and_restore_brings_a_memory_back(credo):
    _, stored = credo("store", "I queued at the bakery", "--user", "ann", "--kind", "episode", "--importance", "0.1",
                      "--json")
    memory_id = stored["memory"]["id"]
    proc, soon = credo("manage", "forget", "--now", "2099-01-01", "--dry-run", "--json")
    assert proc.returncode == 0, proc.stderr
    assert soon["archived"] + soon["evicted"] == [memory_id] and soon["purged"] == []
    credo("forget", memory_id, "--json")
    proc, restored = credo("restore", memory_id, "--json")
    assert proc.returncode == 0 and restored["memory"]["status"] == "active"
    proc, _ = credo("restore", memory_id)
    assert proc.returncode != 0 and "not archived" in proc.stderr


def test_remember_about_self_keeps_an_agents_lesson_and_refuses_what_cannot_be_one(credo):
    lesson = "Lesson: run the migrations before the seed script."
    proc, done = credo("remember", lesson, "--user", "ann", "--source", "agent", "--agent", "deploy-bot",
                       "--about", "self", "--json")
    assert proc.returncode == 0, proc.stderr
    assert [(m["status"], m["metadata"]["about"]) for m in done["stored"]] == [("active", "agent")]
    proc, held = credo("remember", lesson, "--user", "bo", "--source", "agent", "--agent", "deploy-bot", "--json")
    assert all(m["status"] != "active" for m in held["stored"])  # the same words about the user: not served
    proc, queued = credo("remember", "Always check the staging logs before deploying.", "--user", "ann",
                         "--source", "agent", "--agent", "deploy-bot", "--about", "self", "--async", "--json")
    assert proc.returncode == 0 and queued["job"]["payload"]["about"] == "self"
    proc, job = credo("job", queued["job"]["id"], "--run", "--json")
    assert [m["status"] for m in job["job"]["result"]["stored"]] == ["active"]
    proc, hits = credo("recall", "what to run before the seed script", "--user", "ann", "--json")
    assert hits["results"][0]["memory"]["text"] == lesson
    for args, says in ((("--about", "me", "--source", "agent", "--agent", "bot"), "about"),
                       (("--about", "self"), "needs an agent")):
        proc, _ = credo("remember", lesson, "--user", "ann", *args)
        assert proc.returncode != 0 and proc.stdout == ""
        assert len(proc.stderr.strip().splitlines()) == 1 and says in proc.stderr and "Traceback" not in proc.stderr
