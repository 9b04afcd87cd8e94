"""Every MCP tool through the SDK's in-process client, and the HTTP endpoint's gatekeeping."""

from __future__ import annotations

import anyio
import pytest
from mcp import Client

from credo.mcp import build_server
from credo.models import Principal
from credo.keys import create_key

TOOLS = {"remember", "job_status", "store", "recall", "context", "get", "history", "forget", "restore", "update_status",
         "feedback", "pin", "promote", "demote", "consolidate", "review_queue", "review", "resolve_conflict",
         "manage", "stats", "sessions", "importance", "card", "timeline", "erase_user"}


def run(server, steps):
    async def main():
        async with Client(server) as client:
            return await steps(client)
    return anyio.run(main)


async def call(client, name, **arguments):
    result = await client.call_tool(name, arguments)
    return result


def data(result):
    assert not result.is_error, result.content
    return result.structured_content


@pytest.fixture
def server(mem):
    return build_server(mem, local=Principal(tenant="acme"))


def test_the_server_offers_every_tool_with_a_description(server):
    async def steps(client):
        return (await client.list_tools()).tools
    tools = run(server, steps)
    assert {t.name for t in tools} == TOOLS
    assert all(len(t.description or "") > 40 for t in tools)


def test_user_is_required_wherever_a_call_needs_one_and_fields_are_rests(server):
    async def steps(client):
        tools = {t.name: t for t in (await client.list_tools()).tools}
        refused = await call(client, "recall", query="where does Ann live")
        return tools, refused
    tools, refused = run(server, steps)
    user_scoped = {"remember", "store", "recall", "context", "sessions", "card", "timeline", "consolidate",
                   "erase_user"}
    assert {n for n, t in tools.items() if "user" in t.input_schema.get("required", [])} == user_scoped
    assert refused.is_error and "user" in refused.content[0].text  # said at once, by the schema
    assert "text" in tools["remember"].input_schema["properties"]  # REST's name for what was said, on both
    assert all(p.get("description") for t in tools.values() for p in t.input_schema["properties"].values())


def test_store_recall_get_history_forget(server, mem):
    async def steps(client):
        stored = data(await call(client, "store", text="Ann lives in Paris", user="ann", entity="ann",
                                 attribute="home_city", value="Paris"))
        moved = data(await call(client, "store", text="Ann lives in Rome", user="ann", entity="ann",
                                attribute="home_city", value="Rome"))
        hits = data(await call(client, "recall", query="where does Ann live", user="ann"))
        got = data(await call(client, "get", memory_id=stored["memory"]["id"]))
        history = data(await call(client, "history", memory_id=stored["memory"]["id"]))
        forgotten = data(await call(client, "forget", memory_id=moved["memory"]["id"], hard=True))
        missing = await call(client, "get", memory_id=moved["memory"]["id"])
        return stored, moved, hits, got, history, forgotten, missing

    stored, moved, hits, got, history, forgotten, missing = run(server, steps)
    assert moved["superseded"] == [stored["memory"]["id"]]
    assert [m["id"] for m in hits["memories"]] == [moved["memory"]["id"]]
    assert "not instructions" in hits["note"]
    assert got["memory"]["status"] == "superseded"
    assert history["chain"] == [stored["memory"]["id"], moved["memory"]["id"]]
    assert forgotten == {"id": moved["memory"]["id"], "erased": True}
    assert missing.is_error and "not_found" in missing.content[0].text


def test_remember_is_asynchronous_and_job_status_reports(server, mem):
    async def submit(client):
        return data(await call(client, "remember", text="I work at Initech", user="ann", idempotency_key="t1"))

    queued = run(server, submit)
    assert queued["job"]["status"] == "queued"
    mem.run_jobs()

    async def status(client):
        return data(await call(client, "job_status", job_id=queued["job"]["id"]))
    assert run(server, status)["job"]["result"]["stored"][0]["attribute"] == "employer"


def test_an_agents_remember_about_itself_is_its_memory_and_a_bad_about_is_a_tool_error(server, mem):
    lessons = "Lesson: run the migrations before the seed script. Always check the staging logs before deploying."

    async def steps(client):
        ok = await call(client, "remember", text=lessons, user="ann", source="agent", agent="deploy-bot",
                        about="self")
        return [data(ok), await call(client, "remember", text=lessons, user="ann", about="agent"),
                await call(client, "remember", text=lessons, user="ann", about="self")]  # no agent

    queued, bad_value, no_agent = run(server, steps)
    assert queued["job"]["payload"]["about"] == "self"
    assert bad_value.is_error and "about" in bad_value.content[0].text
    assert no_agent.is_error and "needs an agent" in no_agent.content[0].text
    mem.run_jobs()
    stored = mem.job(queued["job"]["id"]).result["stored"]
    assert [(m["status"], m["kind"], m["metadata"]["about"]) for m in stored] == [("active", "procedure", "agent")] * 2
    assert "staging logs" in mem.context("how do I deploy", user="ann").text


def test_lifecycle_tools(server, mem):
    unit = mem.store("Ann keeps bees", user="ann", layer="working").memory

    async def steps(client):
        out = {}
        out["pin"] = data(await call(client, "pin", memory_id=unit.id))["memory"]["pinned"]
        out["promote"] = data(await call(client, "promote", memory_id=unit.id))["memory"]["layer"]
        out["demote"] = data(await call(client, "demote", memory_id=unit.id))["memory"]["layer"]
        out["feedback"] = data(await call(client, "feedback", memory_id=unit.id, helpful=True))
        out["status"] = data(await call(client, "update_status", memory_id=unit.id, status="challenged",
                                        reason="double-check"))["memory"]["status"]
        out["queue"] = data(await call(client, "review_queue"))
        out["context"] = data(await call(client, "context", query="bees", user="ann"))
        out["stats"] = data(await call(client, "stats"))
        out["consolidate"] = data(await call(client, "consolidate", user="ann"))
        return out

    out = run(server, steps)
    assert out["pin"] is True and out["promote"] == "episodic" and out["demote"] == "working"
    assert out["status"] == "challenged"
    assert [m["id"] for m in out["queue"]["challenged"]] == [unit.id]
    assert out["stats"]["total"] == 1
    assert out["consolidate"]["dry_run"] is True


def test_resolve_conflict_through_mcp(server, mem, clock):
    for value, day in (("morning", "2026-03-01"), ("afternoon", "2026-03-08"), ("morning", "2026-03-15"),
                       ("afternoon", "2026-03-22")):
        clock.set(day)
        mem.store(f"Ann prefers {value} meetings", user="ann", entity="ann", attribute="meeting_time", value=value)
    [conflict] = mem.conflicts()

    async def steps(client):
        queue = data(await call(client, "review_queue"))
        settled = data(await call(client, "resolve_conflict", conflict_id=conflict.id, action="keep_both",
                                  context="consulting"))
        again = await call(client, "resolve_conflict", conflict_id=conflict.id, action="keep_new")
        return queue, settled, again

    queue, settled, again = run(server, steps)
    assert [c["id"] for c in queue["conflicts"]] == [conflict.id]
    assert settled["conflict"]["status"] == "resolved"
    assert again.is_error and "conflict" in again.content[0].text


def test_bad_arguments_are_tool_errors(server):
    async def steps(client):
        return [await call(client, "store", text="", user="ann"),
                await call(client, "recall", query="x", user="ann", mode="everything"),
                await call(client, "update_status", memory_id="nope", status="archived", reason="r")]
    for result in run(server, steps):
        assert result.is_error


def test_a_server_without_a_local_principal_demands_a_key(mem):
    locked = build_server(mem, local=None)

    async def steps(client):
        return await call(client, "stats")
    result = run(locked, steps)
    assert result.is_error and "unauthenticated" in result.content[0].text


def test_the_http_endpoint_checks_origin_and_keys(mem):
    from fastapi.testclient import TestClient

    from credo.server import Settings, create_app

    secret = create_key(mem.backend, "acme", rights=["read"])[0]
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "t", "version": "1"}}}
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    with TestClient(create_app(mem, Settings(require_keys=True)), base_url="http://127.0.0.1:8420") as http:
        rebinding = http.post("/mcp", json=init, headers={**headers, "Origin": "http://evil.example"})
        assert rebinding.status_code == 403
        ok = http.post("/mcp", json=init, headers={**headers, "Authorization": f"Bearer {secret}"})
        assert ok.status_code == 200


def test_manage_runs_a_task_as_a_dry_run_by_default_and_refuses_an_unknown_one(server, mem):
    mem.store("Ann likes tea", user="ann")

    async def steps(client):
        return await call(client, "manage", task="decay"), await call(client, "manage", task="nope")
    done, unknown = run(server, steps)
    report = data(done)
    assert report["task"] == "decay" and report["dry_run"] is True and report["scored"] == 1
    assert unknown.is_error and "unknown task 'nope'" in unknown.content[0].text


def test_sessions_and_importance_answer_through_the_same_guard(server, mem):
    unit = mem.store("Ann was thrilled to finish her first marathon", user="ann", kind="episode",
                     source_session="s1").memory

    async def steps(client):
        return (await call(client, "sessions", user="ann"), await call(client, "importance", memory_id=unit.id),
                await call(client, "importance", memory_id="nope"))
    listed, weighed, missing = run(server, steps)
    assert [s["session"] for s in data(listed)["sessions"]] == ["s1"]
    assert 0 <= data(weighed)["score"] <= 1 and len(data(weighed)["factors"]) == 9
    assert missing.is_error and "not_found" in missing.content[0].text
