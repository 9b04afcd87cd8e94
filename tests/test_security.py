"""Keys, tenants, rights and ceilings, over the REST API."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from credo.keys import authenticate, create_key, revoke_key
from credo.server import Settings, create_app

from .conftest import LOCAL, auth, key


def test_keys_are_stored_hashed_and_shown_once(mem, db_path):
    from .conftest import query

    secret, record = create_key(mem.backend, "acme", user="ann")
    assert secret.startswith("credo_") and secret.split("_", 2)[2] not in str(query(db_path, "SELECT * FROM api_keys"))
    assert authenticate(mem.backend, secret).tenant == "acme"
    assert "secret_sha256" not in record.to_public()


def test_requests_without_a_valid_key_are_401(locked, mem):
    assert locked.get("/v1/stats").status_code == 401
    assert locked.get("/v1/stats", headers=auth("credo_nope_nope")).json()["error"]["type"] == "unauthenticated"
    k = key(mem)
    assert locked.get("/v1/stats", headers=auth(k)).status_code == 200
    assert locked.get("/v1/stats", headers={"X-API-Key": k}).status_code == 200
    revoke_key(mem.backend, k.split("_")[1])
    assert locked.get("/v1/stats", headers=auth(k)).status_code == 401


def test_the_tenant_comes_from_the_key(locked, mem):
    acme, globex = key(mem, "acme"), key(mem, "globex", rights=["read", "write", "erase"])
    stored = locked.post("/v1/memories", json={"text": "acme roadmap", "user": "ann"}, headers=auth(acme)).json()
    assert stored["memory"]["tenant"] == "acme"
    memory_id = stored["memory"]["id"]
    assert locked.get(f"/v1/memories/{memory_id}", headers=auth(globex)).status_code == 404
    assert locked.delete(f"/v1/memories/{memory_id}?hard=true", headers=auth(globex)).status_code == 404
    hits = locked.post("/v1/recall", json={"query": "roadmap", "user": "ann"}, headers=auth(globex)).json()
    assert hits["results"] == []
    assert locked.post("/v1/memories", json={"text": "x", "user": "ann", "tenant": "acme"},
                       headers=auth(globex)).status_code == 422


def test_rights_are_enforced(locked, mem):
    reader = key(mem, rights=["read"])
    writer = key(mem, rights=["read", "write"])
    assert locked.post("/v1/memories", json={"text": "x", "user": "ann"}, headers=auth(reader)).status_code == 403
    created = locked.post("/v1/memories", json={"text": "Ann likes tea", "user": "ann"}, headers=auth(writer))
    assert created.status_code == 201
    assert locked.post("/v1/manage/decay", json={}, headers=auth(writer)).status_code == 403
    admin = key(mem, rights=["admin"], ceiling="restricted")
    assert locked.post("/v1/manage/decay", json={"dry_run": True}, headers=auth(admin)).status_code == 200


def test_a_user_bound_key_acts_only_for_its_user(locked, mem):
    ann = key(mem, user="ann")
    other = mem.store("Bob's secret plan", user="bob").memory
    assert locked.post("/v1/memories", json={"text": "Ann likes tea"}, headers=auth(ann)).json()["memory"]["user"] == "ann"
    assert locked.post("/v1/recall", json={"query": "plan", "user": "bob"}, headers=auth(ann)).status_code == 403
    assert locked.get(f"/v1/memories/{other.id}", headers=auth(ann)).status_code == 404


def test_the_classification_ceiling_hides_and_refuses(locked, mem):
    low = key(mem, ceiling="internal")
    secret = mem.store("Ann's diagnosis is private", user="ann", classification="restricted").memory
    mem.store("Ann's team is platform", user="ann", classification="internal")
    hits = locked.post("/v1/recall", json={"query": "Ann", "user": "ann"}, headers=auth(low)).json()["results"]
    assert [h["memory"]["classification"] for h in hits] == ["internal"]
    assert locked.get(f"/v1/memories/{secret.id}", headers=auth(low)).status_code == 404
    assert locked.post("/v1/memories", json={"text": "x", "user": "ann", "classification": "restricted"},
                       headers=auth(low)).status_code == 403


def test_localhost_no_auth_mode_and_foreign_origins(mem):
    with TestClient(create_app(mem, Settings()), base_url=LOCAL) as http:
        assert http.get("/v1/stats").status_code == 200
        assert http.get("/health").json()["auth"] == "localhost"
        evil = http.get("/v1/stats", headers={"Origin": "http://evil.example"})
        assert evil.status_code == 403 and evil.json()["error"]["type"] == "forbidden_origin"
        assert http.get("/v1/stats", headers={"Origin": "http://localhost:3000"}).status_code == 200
    assert not Settings(host="0.0.0.0").open_locally


def test_every_rest_route_works(locked, mem, clock):
    k = auth(key(mem, rights=["admin"], ceiling="restricted"))
    unit = locked.post("/v1/memories", json={"text": "Ann keeps bees", "user": "ann", "layer": "working"},
                       headers=k).json()["memory"]
    mid = unit["id"]
    assert locked.get("/v1/memories?user=ann&limit=1", headers=k).json()["memories"][0]["id"] == mid
    assert locked.get("/v1/memories?user=ann&q=bees", headers=k).json()["memories"][0]["id"] == mid
    assert locked.patch(f"/v1/memories/{mid}", json={"importance": 0.9}, headers=k).json()["memory"]["importance"] == 0.9
    assert locked.post(f"/v1/memories/{mid}/pin", json={"pinned": True}, headers=k).json()["memory"]["pinned"]
    assert locked.post(f"/v1/memories/{mid}/promote", headers=k).json()["memory"]["layer"] == "episodic"
    assert locked.post(f"/v1/memories/{mid}/demote", headers=k).json()["memory"]["layer"] == "working"
    assert locked.post(f"/v1/memories/{mid}/feedback", json={"helpful": True}, headers=k).status_code == 403  # its own
    other = auth(key(mem, rights=["read", "write"], ceiling="restricted"))
    assert locked.post(f"/v1/memories/{mid}/feedback", json={"helpful": True}, headers=other).status_code == 200
    assert locked.post(f"/v1/memories/{mid}/status", json={"status": "challenged", "reason": "check"},
                       headers=k).status_code == 200
    assert [m["id"] for m in locked.get("/v1/review", headers=k).json()["challenged"]] == [mid]
    reviewer = auth(key(mem, rights=["review"], ceiling="restricted"))  # no key approves its own writes
    assert locked.post(f"/v1/memories/{mid}/review", json={"decision": "approve"}, headers=reviewer).json()[
        "memory"]["status"] == "active"
    assert locked.post("/v1/context", json={"query": "bees", "user": "ann"}, headers=k).json()["memory_ids"] == [mid]
    assert locked.get(f"/v1/memories/{mid}/history", headers=k).json()["chain"] == [mid]
    assert locked.get("/v1/stats", headers=k).json()["total"] == 1
    assert locked.post("/v1/manage/loops", json={}, headers=k).json()["task"] == "loops"
    assert locked.get("/v1/conflicts", headers=k).json() == {"conflicts": []}
    assert locked.delete(f"/v1/memories/{mid}", headers=k).json()["memory"]["status"] == "archived"
    assert locked.delete(f"/v1/memories/{mid}?hard=true", headers=k).json()["erased"] is True
    assert locked.get("/openapi.json", headers=k).status_code == 200


@pytest.mark.parametrize("method, path, body", [
    ("post", "/v1/memories", {"text": "x", "user": "ann", "importance": "lots"}),
    ("post", "/v1/recall", {"query": "x", "user": "ann", "limit": "ten"}),
    ("patch", "/v1/memories/nope", {"importance": 2}),
    ("post", "/v1/memories/nope/feedback", {"helpful": "maybe"}),
    ("get", "/v1/memories?limit=0", None),
    ("get", "/v1/memories?min_confidence=0.9&max_confidence=0.1", None),
    ("post", "/v1/manage/teleport", {}),
])
def test_malformed_requests_are_4xx_never_500(locked, mem, method, path, body):
    k = auth(key(mem, rights=["admin"]))
    response = getattr(locked, method)(path, headers=k, **({"json": body} if body is not None else {}))
    assert 400 <= response.status_code < 500 and response.json()["error"]["message"]
