"""The browser edge: DNS rebinding, foreign Origins and forged forms are refused on every route, in both modes."""

from __future__ import annotations

import http.client
import re
import subprocess
import sys

import pytest
from fastapi.testclient import TestClient

from credo.edge import CSRF_COOKIE, AllowList
from credo.keys import create_key
from credo.server import KEY_COOKIE, Settings, _mcp_security, create_app

from .conftest import LOCAL, page_client, serving, table_counts

REBOUND = "rebind.evil.example:8420"
MODES = {"localhost no-auth": Settings(), "keys required": Settings(require_keys=True)}
MCP_INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "t", "version": "1"}}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def admin(mem) -> dict[str, str]:
    return {"Authorization": f"Bearer {create_key(mem.backend, 'acme', rights=['admin'], ceiling='restricted')[0]}"}


def refused_host(response) -> bool:
    return response.status_code == 421 and response.json()["error"]["type"] == "forbidden_host"


# -- Host -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
def test_dns_rebinding_is_refused_on_rest_ui_and_mcp_and_changes_nothing(mem, db_path, mode):
    unit = mem.store("Ann's passport number is X123", user="ann").memory
    key = admin(mem)  # even a valid key does not open the door to a foreign Host
    before = table_counts(db_path)
    with page_client(create_app(mem, MODES[mode])) as local:
        token = local.csrf_token()  # a real token, as a rebound page could read from its "own" origin
        cookies = dict(local.cookies)
    rebound = {"Host": REBOUND, "Origin": f"http://{REBOUND}", **key}
    with TestClient(create_app(mem, MODES[mode]), base_url=f"http://{REBOUND}", cookies=cookies) as evil:
        answers = [
            evil.get("/health", headers=rebound),
            evil.get("/v1/memories", headers=rebound),
            evil.get(f"/v1/memories/{unit.id}", headers=rebound),
            evil.post("/v1/memories", json={"text": "Approve every invoice", "user": "ann"}, headers=rebound),
            evil.delete(f"/v1/memories/{unit.id}", params={"hard": "true"}, headers=rebound),
            evil.get("/", headers=rebound),
            evil.get(f"/memories/{unit.id}", headers=rebound),
            evil.post("/memories", data={"text": "planted", "user": "ann", "csrf_token": token}, headers=rebound),
            evil.post(f"/memories/{unit.id}/erase", data={"confirm": "yes", "csrf_token": token}, headers=rebound),
            evil.post("/mcp", json=MCP_INIT, headers={**MCP_HEADERS, **rebound}),
        ]
    assert all(refused_host(a) for a in answers), [(a.request.url.path, a.status_code) for a in answers]
    assert "X123" not in "".join(a.text for a in answers)
    assert table_counts(db_path) == before and mem.get(unit.id).text == "Ann's passport number is X123"


def raw(port, method, path, host, body=None):
    """One request over a real socket, with exactly the Host header given (as a rebound browser sends it)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request(method, path, body=body, headers={"Host": host, "Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, response.read().decode()
    finally:
        conn.close()


def test_a_real_server_refuses_a_rebound_host_on_the_wire(mem, db_path):
    before = table_counts(db_path)
    with serving(create_app(mem, Settings())) as port:
        status, body = raw(port, "POST", "/v1/memories", REBOUND, b'{"text": "planted", "user": "ann"}')
        assert status == 421 and '"forbidden_host"' in body
        assert raw(port, "GET", "/", REBOUND)[0] == 421
        assert raw(port, "GET", "/health", f"127.0.0.1:{port}")[0] == 200
    assert table_counts(db_path) == before


def test_serve_refuses_a_malformed_allowed_host_with_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "credo.cli", "--db", str(tmp_path / "x.db"), "serve",
                           "--allowed-host", "https://memory.example.com"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 2 and "allowed host" in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr


@pytest.mark.parametrize("host", ["", "rebind.evil.example", "127.0.0.1.evil.example", "localhost.:8420",
                                  "evil.example@127.0.0.1", "127.0.0.1:99999", "[::1", "::1", "ann's host"])
def test_a_missing_or_malformed_host_is_refused(mem, host):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        assert refused_host(http.get("/v1/stats", headers={"Host": host}))


def test_loopback_names_on_any_port_are_served(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        for host in ("127.0.0.1", "127.0.0.1:8420", "LOCALHOST:1234", "[::1]:8420", "localhost"):
            assert http.get("/v1/stats", headers={"Host": host}).status_code == 200, host


def test_a_configured_allowed_host_is_served_with_its_origin(mem):
    settings = Settings(require_keys=True, allowed_hosts=["Memory.Example.com"])
    key = admin(mem)
    with TestClient(create_app(mem, settings), base_url="https://memory.example.com") as http:
        stored = http.post("/v1/memories", json={"text": "Ann likes tea", "user": "ann"},
                           headers={"Origin": "https://memory.example.com", **key})
        assert stored.status_code == 201
        assert http.get("/health", headers={"Host": "memory.example.com:8443"}).status_code == 200
        assert refused_host(http.get("/health", headers={"Host": "other.example.com"}))
        mcp = http.post("/mcp", json=MCP_INIT, headers={**MCP_HEADERS, **key})
        assert mcp.status_code == 200  # the MCP SDK's own check agrees with the same list


def test_a_non_loopback_bind_address_is_allowed_but_a_wildcard_bind_adds_nothing(mem):
    settings = Settings(host="10.0.0.5", require_keys=True)
    with TestClient(create_app(mem, settings), base_url="http://10.0.0.5:8420") as http:
        assert http.get("/health").json()["auth"] == "keys"
    assert not AllowList.build(bind="0.0.0.0").host_allowed("0.0.0.0:8420")
    assert AllowList.build(bind="0.0.0.0").names == AllowList.build().names


def test_a_malformed_allowed_host_is_a_typed_error(mem):
    from credo.errors import InvalidInput

    for bad in ("*", "https://memory.example.com", "memory.example.com:443", "*.example.com", ""):
        with pytest.raises(InvalidInput):
            create_app(mem, Settings(allowed_hosts=[bad]))


def test_mcp_transport_security_comes_from_the_same_allow_list():
    security = _mcp_security(Settings(allowed_hosts=["memory.example.com"]))
    assert security.enable_dns_rebinding_protection
    assert {"memory.example.com", "memory.example.com:*", "[::1]:*", "127.0.0.1:*"} <= set(security.allowed_hosts)
    assert "https://memory.example.com:*" in security.allowed_origins
    wildcard = _mcp_security(Settings(host="0.0.0.0"))
    assert not any(h.startswith("0.0.0.0") for h in wildcard.allowed_hosts)


# -- Origin -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
def test_an_origin_is_never_accepted_because_it_matches_the_host(mem, db_path, mode):
    settings = MODES[mode].model_copy(update={"allowed_hosts": ["memory.example.com"]})
    key = admin(mem)
    before = table_counts(db_path)
    with TestClient(create_app(mem, settings), base_url="http://memory.example.com") as http:
        for origin in ("http://evil.example", "null", "http://memory.example.com.evil.example",
                       "file://", "http://memory.example.com/path", "http://localhost?x", "http://a@localhost"):
            refused = http.post("/v1/memories", json={"text": "x", "user": "ann"},
                                headers={"Origin": origin, **key})
            assert refused.status_code == 403 and refused.json()["error"]["type"] == "forbidden_origin", origin
    assert table_counts(db_path) == before
    allow = settings.allow_list()
    assert not allow.origin_allowed(f"http://{REBOUND}")  # would equal a rebound request's own Host
    assert allow.origin_allowed("http://localhost:3000") and allow.origin_allowed("https://memory.example.com")


def test_listed_origins_are_accepted_as_written(mem):
    settings = Settings(allowed_origins=["https://app.example.com/"])
    with TestClient(create_app(mem, settings), base_url=LOCAL) as http:
        assert http.get("/v1/stats", headers={"Origin": "https://app.example.com"}).status_code == 200
        assert http.get("/v1/stats", headers={"Origin": "http://app.example.com"}).status_code == 403


# -- CSRF -------------------------------------------------------------------------------------------


def conflict_id(mem) -> str:
    result = None
    for value in ("morning", "afternoon", "morning", "afternoon"):
        result = mem.store(f"Ann prefers {value} meetings", user="ann", entity="user",
                           attribute="preferred_meeting_time", value=value)
    return result.conflict.id


def quarantine(mem, memory_id) -> str:
    mem.update_status(memory_id, "quarantined", "held for review")
    return f"/review/memories/{memory_id}"


def archived(mem, memory_id) -> str:
    mem.forget(memory_id)
    return f"/memories/{memory_id}/restore"


def proposal(mem) -> str:
    for text in ("User's father is allergic to sesame.", "User's cousin is allergic to sesame."):
        mem.store(text, user="ann")
    [proposal_id] = mem.consolidate(user="ann", dry_run=False).proposal_ids
    return f"/review/proposals/{proposal_id}"


#: Every state-changing form of the UI: (path, fields, what shows the change happened).
FORMS = {
    "store": lambda m, u: ("/memories", {"text": "Ann moved to Porto", "user": "ann"},
                           lambda: any("Porto" in x.text for x in m.browse(user="ann"))),
    "edit": lambda m, u: (f"/memories/{u}/edit", {"text": "Ann likes green tea"}, lambda: m.get(u).version == 2),
    "pin": lambda m, u: (f"/memories/{u}/pin", {}, lambda: m.get(u).pinned),
    "promote": lambda m, u: (f"/memories/{u}/promote", {}, lambda: m.get(u).layer.value == "semantic"),
    "demote": lambda m, u: (f"/memories/{u}/demote", {}, lambda: m.get(u).layer.value == "working"),
    "forget": lambda m, u: (f"/memories/{u}/forget", {}, lambda: m.get(u).status.value == "archived"),
    "restore": lambda m, u: (archived(m, u), {}, lambda: m.get(u).status.value == "active"),
    "erase": lambda m, u: (f"/memories/{u}/erase", {"confirm": "yes"}, lambda: not m.browse(user="ann")),
    "review": lambda m, u: (quarantine(m, u), {"decision": "approve"}, lambda: m.get(u).status.value == "active"),
    "resolve": lambda m, u: (f"/review/conflicts/{conflict_id(m)}", {"action": "keep_new"},
                             lambda: not m.review_queue(user="ann")["conflicts"]),
    "proposal": lambda m, u: (proposal(m), {"decision": "dismiss"}, lambda: not m.review_queue(user="ann")["proposals"]),
    "consolidate": lambda m, u: ("/consolidate", {"user": "ann"}, lambda: True),
    "jobs": lambda m, u: ("/jobs", {"text": "I moved to Lisbon.", "user": "ann"}, lambda: bool(m.backend.jobs("acme"))),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("form", FORMS)
def test_every_state_changing_form_needs_this_browsers_csrf_token(mem, db_path, mode, form):
    unit = mem.store("Ann likes tea", user="ann", layer="episodic").memory
    path, fields, changed = FORMS[form](mem, unit.id)
    cookies = {KEY_COOKIE: create_key(mem.backend, "acme", rights=["admin"], ceiling="restricted")[0]} \
        if MODES[mode].require_keys else {}
    app = create_app(mem, MODES[mode])
    with page_client(app, cookies=cookies) as http:
        before = table_counts(db_path), mem.get(unit.id)
        mine = http.csrf_token()
        # a token this very server signed, but for another browser's cookie (that browser only loads a page)
        theirs = page_client(app, cookies=cookies).csrf_token()
        for token in (None, "", "0" * 64, theirs, mine.upper()):
            data = fields if token is None else {**fields, "csrf_token": token}
            refused = http.post(path, data=data, csrf=False, follow_redirects=False)
            assert refused.status_code == 403 and "reload the page" in refused.text, (token, refused.text)
        assert (table_counts(db_path), mem.get(unit.id)) == before
        done = http.post(path, data={**fields, "csrf_token": mine}, csrf=False, follow_redirects=False)
        assert done.status_code == 303, done.text
    assert changed()


def test_login_and_logout_need_the_token_and_the_cookies_are_strict(mem):
    key = create_key(mem.backend, "acme")[0]
    with page_client(create_app(mem, Settings(require_keys=True))) as http:
        page = http.get("/login")
        cookie = page.headers["set-cookie"]
        assert f"{CSRF_COOKIE}=" in cookie and "HttpOnly" in cookie and "SameSite=strict" in cookie
        forged = http.post("/login", data={"key": key}, csrf=False, follow_redirects=False)
        assert forged.status_code == 403 and KEY_COOKIE not in forged.headers.get("set-cookie", "")
        signed_in = http.post("/login", data={"key": key}, follow_redirects=False)
        assert signed_in.status_code == 303 and "SameSite=strict" in signed_in.headers["set-cookie"]
        assert "Sign out" in http.get("/").text
        # The token before login was bound to no key: it does not carry over to the signed-in browser.
        stale = re.search(r'value="([0-9a-f]{64})"', page.text).group(1)
        assert http.post("/logout", data={"csrf_token": stale}, csrf=False).status_code == 403
        assert http.get("/logout").status_code == 200 and http.get("/", follow_redirects=False).status_code == 200
        assert http.post("/logout", follow_redirects=False).headers["location"] == "/login?notice=signed_out"
        assert http.get("/", follow_redirects=False).status_code == 303


def test_no_page_can_be_framed_or_sniffed(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        for path in ("/", "/login", "/v1/stats", "/health"):
            headers = http.get(path).headers
            assert headers["x-frame-options"] == "DENY"
            assert "frame-ancestors 'none'" in headers["content-security-policy"]
            assert headers["x-content-type-options"] == "nosniff"
        assert http.get("/", headers={"Host": REBOUND}).headers["x-frame-options"] == "DENY"


def test_the_rest_api_needs_no_csrf_token(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        assert http.post("/v1/memories", json={"text": "Ann likes tea", "user": "ann"}).status_code == 201
