"""The API tests, run twice: on :class:`credo.Memory` in process and on :class:`credo.client.Client` over the
REST API. A program moves from one to the other by changing the line that builds it, so every test reads the
same on both."""

from __future__ import annotations

import inspect

import pytest
from fastapi.testclient import TestClient

from credo import Memory
from credo.client import Client
from credo.errors import Conflict, InvalidInput, MalformedRequest, NotFound
from credo.server import create_app

from .conftest import LOCAL


@pytest.fixture(params=["memory", "client"])
def api(request, mem):
    """The same store, in process or through the REST API."""
    if request.param == "memory":
        yield mem
        return
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        yield Client(LOCAL, http=http)


def test_store_supersede_recall_get_and_history(api):
    paris = api.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris",
                      at="2025-01-01")
    rome = api.store("Ann lives in Rome", user="ann", entity="ann", attribute="home_city", value="Rome")
    assert rome.superseded == [paris.memory.id] and rome.conflict is None

    hits = api.recall("where does Ann live?", user="ann")
    assert [h.memory.text for h in hits] == ["Ann lives in Rome"] and hits[0].score > 0 and "semantic" in hits[0].why
    old = api.get(paris.memory.id)
    assert old.status.value == "superseded" and old.superseded_by == rome.memory.id
    assert old.valid_from.year == 2025  # when it was said, kept apart from when it was recorded
    history = api.history(paris.memory.id)
    assert history.chain == [paris.memory.id, rome.memory.id]
    assert [(c.old, c.new.value) for c in history.changes][-1][1] == "superseded"


def test_typed_errors_are_the_same_exceptions(api):
    with pytest.raises(NotFound):
        api.get("no-such-memory")
    with pytest.raises(InvalidInput):
        api.recall("tea", user="ann", limit=0)
    with pytest.raises(InvalidInput):
        api.store("", user="ann")
    with pytest.raises(InvalidInput):
        api.store("Ann likes tea", user="ann", kind="gossip")


def test_remember_submit_and_the_job_it_becomes(api, mem):
    done = api.remember("I live in Lisbon and I prefer morning meetings.", user="ann")
    assert {m.value for m in done.stored} >= {"Lisbon"}
    job = api.submit("I just adopted a cat named Miso", user="ann", idempotency_key="k1")
    assert api.submit("I just adopted a cat named Miso", user="ann", idempotency_key="k1").id == job.id
    assert job.status.value == "queued"
    mem.run_jobs()
    assert api.job(job.id).status.value == "done"


def test_an_agent_remembers_about_itself_in_process_and_over_rest(api, mem):
    lessons = "Lesson: run the migrations before the seed script. Always check the staging logs before deploying."
    done = api.remember(lessons, user="ann", source="agent", agent="deploy-bot", about="self")
    assert [(m.status.value, m.agent, m.metadata["about"]) for m in done.stored] == [
        ("active", "deploy-bot", "agent")] * 2
    assert api.recall("what to run before the seed script", user="ann")[0].memory.text.startswith("Lesson")
    held = api.remember(lessons, user="bo", source="agent", agent="deploy-bot")
    assert {m.status.value for m in held.stored} == {"quarantined"}
    job = api.submit("Lesson: warm the build cache before the nightly run.", user="cy", source="agent",
                     agent="deploy-bot", about="self")
    mem.run_jobs()
    assert [m["status"] for m in api.job(job.id).result["stored"]] == ["active"]
    with pytest.raises(InvalidInput):
        api.remember(lessons, user="ann", source="agent", agent="deploy-bot", about="agent")
    with pytest.raises(InvalidInput):
        api.submit(lessons, user="ann", about="self")  # no agent


def test_change_one_memory_then_forget_restore_and_erase(api):
    unit = api.store("Ann keeps her bike in the basement", user="ann").memory
    assert api.feedback(unit.id, True).verified_count == 1
    assert api.pin(unit.id).pinned is True and api.pin(unit.id, False).pinned is False
    assert api.demote(unit.id).layer.value == "episodic"
    assert api.promote(unit.id).layer.value == "semantic"
    assert api.edit(unit.id, text="Ann keeps her bike in the shed").text == "Ann keeps her bike in the shed"
    assert api.update_status(unit.id, "challenged", "she moved").status.value == "challenged"
    assert api.review(unit.id, "approve").status.value == "active"
    assert api.forget(unit.id).status.value == "archived"
    with pytest.raises(Conflict):
        api.forget(unit.id)  # already archived
    assert api.restore(unit.id).status.value == "active"
    assert api.erase(unit.id) == unit.id
    with pytest.raises(NotFound):
        api.get(unit.id)


def test_conflicts_and_their_resolution(api):
    for value in ("Red", "Blue", "Red", "Blue"):  # a flip-flop credo escalates to a person
        api.store(f"Ann's team is {value}", user="ann", entity="ann", attribute="team", value=value)
    [conflict] = api.conflicts(user="ann")
    assert api.review_queue(user="ann")["conflicts"][0].id == conflict.id
    settled = api.resolve_conflict(conflict.id, "custom", value="Green")
    assert settled.conflict.status.value == "resolved" and "Green" in settled.meta_memory.text
    assert api.conflicts(user="ann") == [] and len(api.conflicts(user="ann", status=None)) == 1


def test_context_cards_timeline_browse_and_stats(api):
    for attribute, value in (("home_city", "Lisbon"), ("job", "biologist"), ("pet", "a cat")):
        api.store(f"Bo: {value}", user="ann", entity="bo", attribute=attribute, value=value)
    packed = api.context("what do I know about Bo?", user="ann", budget_tokens=300)
    assert packed.tokens <= 300 and packed.memory_ids
    assert [line.text for line in api.card("Bo", user="ann").lines] == ["home city: Lisbon", "job: biologist",
                                                                        "pet: a cat"]
    assert [c.entity for c in api.cards(user="ann")] == ["bo"]
    timeline = api.timeline("bo", user="ann")
    assert {a["attribute"] for a in timeline["attributes"]} == {"home_city", "job", "pet"}
    assert len(api.browse(user="ann", limit=2)) == 2
    assert api.stats(user="ann")["total"] == 3


def test_erase_user_deletes_only_that_user(api):
    api.store("Ann likes tea", user="ann")
    api.store("Bo likes coffee", user="bo")
    assert api.erase_user("ann")["memories"] == 1
    assert api.browse(user="ann") == [] and [m.text for m in api.browse(user="bo")] == ["Bo likes coffee"]


def test_maintenance_and_consolidation(api):
    api.store("Ann drinks green tea every morning", user="ann")
    report = api.manage("decay", dry_run=True, now="2027-01-01")
    assert report["task"] == "decay" and report["dry_run"] is True
    assert api.consolidate(user="ann").dry_run is True
    assert api.verify_audit()["ok"] is True


def test_the_client_has_the_methods_of_memory_it_serves_with_their_arguments():
    server_side = {"tenant", "actor", "viewer", "now", "record_access", "agent", "domain", "progress"}
    shared = [name for name, _ in inspect.getmembers(Client, inspect.isfunction)
              if not name.startswith("_") and name not in ("request", "close")]
    assert len(shared) >= 35
    for name in shared:
        ours = inspect.signature(getattr(Client, name)).parameters
        theirs = inspect.signature(getattr(Memory, name)).parameters
        missing = {p for p in theirs if p not in ours and p not in server_side
                   and theirs[p].kind is not inspect.Parameter.VAR_KEYWORD}
        ceiling = {"max_classification"} if name in ("context", "browse") else set()  # the key's ceiling decides
        confined = {"user"} if "memory_id" in theirs and name != "get" else set()  # the key's user confines
        confined |= {"limit"} if name == "review_queue" else set()  # the server pages the queue itself
        confined |= {"min_semantic"} if name == "recall" else set()  # the store's relevance floor, Python-only
        assert missing <= ceiling | confined, (name, missing)
        assert set(ours) - {"fields"} <= set(theirs) | {"fields"}, name


def test_a_malformed_request_is_its_own_error_type(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        client = Client(LOCAL, http=http)
        with pytest.raises(MalformedRequest):
            client.request("POST", "/recall", body={"query": "tea", "user": "ann", "limit": "ten"})
        with pytest.raises(InvalidInput) as raised:
            client.request("POST", "/recall", body={"query": "tea", "user": "ann", "limit": 0})
        assert type(raised.value) is InvalidInput


def test_every_rest_operation_documents_its_typed_answer_and_its_errors(tmp_path):
    from credo.testing import HashEmbedder

    with Memory(tmp_path / "spec.db", embedder=HashEmbedder()) as memory:
        spec = create_app(memory).openapi()
    operations = [(method, path, op) for path, ops in spec["paths"].items() for method, op in ops.items()]
    assert len(operations) >= 33
    for method, path, op in operations:
        answers = [v["content"]["application/json"]["schema"] for k, v in op["responses"].items() if k[0] == "2"]
        assert answers and all("$ref" in a for a in answers), (method, path)  # a named answer model, never {}
        errors = {k: v for k, v in op["responses"].items() if k[0] in "45"}
        assert path == "/health" or errors, (method, path)
        for error in errors.values():  # the real {"error": {"type", "message"}} body, never FastAPI's {detail}
            assert error["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/ErrorBody"}
    assert "HTTPValidationError" not in str(spec)
