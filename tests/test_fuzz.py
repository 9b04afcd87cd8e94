"""Fuzzing every REST operation and every MCP tool: hostile input never gets a 5xx or an unhandled error.

A seeded, bounded sample (``CASES`` per operation) of what bench/fuzz.py runs at
1,000+ per operation; the cases come from tests/fuzzing.py.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from credo.error_codes import ERROR_TYPES
from credo.server import create_app

from .fuzzing import (
    McpSession,
    collect,
    mcp_cases,
    mcp_problem,
    rest_cases,
    rest_operations,
    rest_problem,
    seed_data,
    send_rest,
)

CASES = 12
SEED = 20261122


def test_no_rest_operation_answers_5xx_to_hostile_input(mem):
    ids = seed_data(mem)
    app = create_app(mem)
    ops = rest_operations(app)
    assert {op.name for op in ops} >= {"GET /health", "POST /v1/memories", "GET /v1/jobs/{job_id}",
                                       "POST /v1/conflicts/{conflict_id}/resolve"}
    problems, statuses = [], []
    with TestClient(app, base_url="http://127.0.0.1", raise_server_exceptions=False) as client:
        for number, op in enumerate(ops):
            for case in collect(rest_cases(op, ids), CASES, SEED + number):
                response = send_rest(client, op, case)
                statuses.append(response.status_code)
                if (problem := rest_problem(response)) is not None:
                    problems.append((op.name, case, problem))
    assert problems == []
    assert sum(s < 300 for s in statuses) >= len(statuses) // 10  # the cases reach the core, not just the parser
    # whatever the fuzz stored reads back and runs: every job ends done or failed, every memory loads
    assert all(job.status.value in ("done", "failed") for job in mem.run_jobs())
    mem.backend.jobs(None, limit=10_000)
    for user in {m.user for m in mem.browse(limit=500)} | {"ann"}:
        mem.browse(user=user, limit=500)


def test_no_mcp_tool_raises_an_unhandled_error_on_hostile_input(mem):
    ids = seed_data(mem)
    problems, failed = [], []
    with TestClient(create_app(mem), base_url="http://127.0.0.1") as http:
        session = McpSession(http)
        tools = session.tools()
        for number, tool in enumerate(tools):
            for args in collect(mcp_cases(tool, ids), CASES, SEED + number):
                status, answer = session.request("tools/call", {"name": tool["name"], "arguments": args})
                failed.append(answer is None or "error" in answer or answer["result"].get("isError"))
                if (problem := mcp_problem(tool["name"], status, answer)) is not None:
                    problems.append((tool["name"], args, problem))
    assert len(tools) >= 17
    assert problems == []
    assert failed.count(False) >= len(failed) // 10


@pytest.mark.parametrize("path, expected", [
    ("/v1/memories/%ED%A0%80", 400),  # a lone surrogate, UTF-8-encoded: not valid UTF-8
    ("/v1/memories?q=%FF&user=ann", 400),
    ("/v1/memories?user=a%00b", 400),
    ("/v1/memories/%00", 400),
])
def test_malformed_urls_are_refused_with_the_error_body(mem, path, expected):
    with TestClient(create_app(mem), base_url="http://127.0.0.1") as client:
        response = client.get(path)
    assert response.status_code == expected
    assert response.json()["error"]["type"] == "invalid_input"


@pytest.mark.parametrize("body", [
    '{"text": "bad \\ud800 text", "user": "ann"}',
    '{"text": "ok", "user": "ann\\u0000"}',
    '{"text": "ok", "user": "ann", "metadata": {"x": NaN}}',
    '{"text": "ok", "user": "ann", "metadata": {"x": 1e999}}',
    '{"text": "ok", "user": "ann", "metadata": {"\\udcff": 1}}',
    '{"text": "ok", "user": "ann", "at": "9999-12-31T23:59:59-14:00"}',
    '{"text": "ok", "user": "ann", "at": "0001-01-01T00:00:00+14:00"}',
    '{"text": "ok", "user": "' + "u" * 129 + '"}',
])
def test_bad_strings_numbers_and_dates_get_a_4xx_and_store_nothing(mem, body):
    with TestClient(create_app(mem), base_url="http://127.0.0.1") as client:
        response = client.post("/v1/memories", content=body, headers={"content-type": "application/json"})
    kind = response.json()["error"]["type"]
    assert kind in ("invalid_input", "malformed_request") and response.status_code == ERROR_TYPES[kind], response.text
    assert mem.browse(user="ann") == []
