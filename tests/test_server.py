"""The first HTTP API: every route, and 4xx with a JSON body for every bad input."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from credo.server import MAX_BODY_BYTES, create_app

from .conftest import LOCAL


@pytest.fixture(params=["sqlite", "postgres"])
def mem(request, mem):
    """Every server test runs on SQLite and on PostgreSQL (as the app role, row-level security in force)."""
    return mem if request.param == "sqlite" else request.getfixturevalue("pg_mem")


@pytest.fixture
def client(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        yield http


def store(client, text, **fields):
    response = client.post("/v1/memories", json={"text": text, "user": "ann", **fields})
    assert response.status_code == 201, response.text
    return response.json()


def test_health(client):
    assert client.get("/health").json()["status"] == "ok"


def test_store_recall_get_history(client):
    paris = store(client, "Ann lives in Paris", entity="ann", attribute="home_city", value="Paris")["memory"]
    london = store(client, "Ann lives in London", entity="ann", attribute="home_city", value="London")
    assert london["superseded"] == [paris["id"]]

    hits = client.post("/v1/recall", json={"query": "where does Ann live", "user": "ann"}).json()["results"]
    assert [h["memory"]["text"] for h in hits] == ["Ann lives in London"]

    got = client.get(f"/v1/memories/{paris['id']}").json()["memory"]
    assert got["status"] == "superseded" and "embedding" not in got
    history = client.get(f"/v1/memories/{paris['id']}/history").json()
    assert history["chain"] == [paris["id"], london["memory"]["id"]]
    assert history["history"][-1]["new"] == "superseded"


def test_status_forget_and_erase(client):
    unit = store(client, "Ann is a pilot")["memory"]
    changed = client.post(f"/v1/memories/{unit['id']}/status", json={"status": "challenged", "reason": "joke"})
    assert changed.json()["memory"]["status"] == "challenged"
    assert client.delete(f"/v1/memories/{unit['id']}").json()["memory"]["status"] == "archived"
    assert client.delete(f"/v1/memories/{unit['id']}", params={"hard": "true"}).json()["erased"] is True
    assert client.get(f"/v1/memories/{unit['id']}").status_code == 404


@pytest.mark.parametrize("method, path, body, status, kind", [
    ("post", "/v1/memories", {"text": "", "user": "ann"}, 400, "invalid_input"),
    ("post", "/v1/memories", {"text": "x", "user": "ann", "confidence": 1.5}, 400, "invalid_input"),
    ("post", "/v1/memories", {"text": "x", "user": "ann", "confidence": "high"}, 422, "malformed_request"),
    ("post", "/v1/memories", {"text": "x"}, 400, "missing_scope"),
    ("post", "/v1/memories", {"text": "x", "user": "ann", "tenant": "globex"}, 422, "malformed_request"),
    ("post", "/v1/memories", {"text": "x", "user": ""}, 400, "missing_scope"),
    ("post", "/v1/recall", {"query": "x", "user": "ann", "limit": 0}, 400, "invalid_input"),
    ("post", "/v1/recall", {"query": "x", "user": "ann", "as_of": "someday"}, 400, "invalid_input"),
    ("get", "/v1/memories/nope", None, 404, "not_found"),
    ("get", "/v1/memories/nope/history", None, 404, "not_found"),
    ("post", "/v1/memories/nope/status", {"status": "archived", "reason": "r"}, 404, "not_found"),
    ("get", "/v1/nothing-here", None, 404, "not_found"),
])
def test_bad_requests_get_typed_4xx_json(client, method, path, body, status, kind):
    response = getattr(client, method)(path, **({"json": body} if body is not None else {}))
    assert response.status_code == status
    assert response.json()["error"]["type"] == kind
    assert response.json()["error"]["message"]


def test_malformed_json_is_a_422_not_a_500(client):
    response = client.post("/v1/recall", content=b"{not json", headers={"content-type": "application/json"})
    assert response.status_code == 422 and response.json()["error"]["type"] == "malformed_request"


def test_oversized_body_is_refused_before_parsing(client):
    response = client.post("/v1/memories", content=b"x" * (MAX_BODY_BYTES + 1),
                           headers={"content-type": "application/json"})
    assert response.status_code == 413 and response.json()["error"]["type"] == "payload_too_large"


def test_tenant_comes_from_the_server_not_the_request(client, mem):
    unit = store(client, "acme plan")["memory"]
    assert unit["tenant"] == mem.tenant == "acme"


def test_remember_jobs_and_conflicts_over_http(client, mem):
    result = client.post("/v1/remember", json={"input": "I live in Paris", "user": "ann"}).json()
    assert [m["value"] for m in result["stored"]] == ["Paris"]

    queued = client.post("/v1/jobs", json={"input": "I work at Initech", "user": "ann", "idempotency_key": "a"})
    assert queued.status_code == 202
    job_id = queued.json()["job"]["id"]
    assert client.post("/v1/jobs", json={"input": "I work at Initech", "user": "ann",
                                         "idempotency_key": "a"}).json()["job"]["id"] == job_id
    mem.run_jobs()
    assert client.get(f"/v1/jobs/{job_id}").json()["job"]["status"] == "done"
    assert client.get("/v1/jobs/nope").status_code == 404
    assert client.get("/v1/conflicts").json() == {"conflicts": []}
    assert client.post("/v1/conflicts/nope/resolve", json={"action": "keep_new"}).status_code == 404
    assert client.post("/v1/remember", json={"input": [], "user": "ann"}).status_code == 400


def test_context_feedback_and_recall_filters_over_http(client):
    fact = store(client, "Ann keeps her bike in the basement", kind="fact")["memory"]
    store(client, "To fix a flat, patch the tube", kind="procedure")
    hits = client.post("/v1/recall", json={"query": "bike", "user": "ann", "mode": "facts_only"}).json()["results"]
    assert [h["memory"]["id"] for h in hits] == [fact["id"]]
    packed = client.post("/v1/context", json={"query": "bike", "user": "ann", "budget_tokens": 200}).json()
    assert packed["tokens"] <= 200 and fact["id"] in packed["memory_ids"]
    liked = client.post(f"/v1/memories/{fact['id']}/feedback", json={"helpful": True}).json()["memory"]
    assert liked["verified_count"] == 1
    assert client.post("/v1/context", json={"query": "bike", "user": "ann", "budget_tokens": 5}).status_code == 400
    assert client.post("/v1/recall", json={"query": "x", "user": "ann", "mode": "all"}).status_code == 400
