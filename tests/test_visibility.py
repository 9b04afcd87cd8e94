"""The ceiling and the user binding hold on every path: what a key may not see neither shows nor changes.

Two keys are tried on each path: ``low``, tenant-wide with ceiling ``public``,
and ``ann``, bound to user ann. Each test plants memories they may not see (ann's
restricted ones, bob's) and checks that no answer carries their text, id, count
or existence, and that nothing of theirs changes. ``admin`` (ceiling restricted,
tenant-wide) is the person who may see both sides of a collision.
"""

from __future__ import annotations

import json

import pytest

from credo.errors import NotFound
from credo.models import Status
from credo.operations import (
    BrowseRequest,
    ConsolidateRequest,
    EditRequest,
    FeedbackRequest,
    ForgetRequest,
    GetRequest,
    HistoryRequest,
    JobRequest,
    ManageRequest,
    PinRequest,
    PromoteRequest,
    RecallRequest,
    RememberRequest,
    ResolveRequest,
    ReviewQueueRequest,
    ReviewRequest,
    StatsRequest,
    StatusRequest,
    StoreRequest,
)
from credo.security import Guarded
from credo.models import Principal

from .conftest import LOCAL
from credo import rules


@pytest.fixture
def low(mem):
    return Guarded(mem, Principal(tenant="acme", ceiling="public"))


@pytest.fixture
def ann(mem):
    return Guarded(mem, Principal(tenant="acme", user="ann", ceiling="restricted"))


@pytest.fixture
def admin(mem):
    return Guarded(mem, Principal(tenant="acme", ceiling="restricted"))


def shown(answer) -> str:
    """Everything an answer would put on the wire."""
    if hasattr(answer, "to_public"):
        answer = answer.to_public()
    if isinstance(answer, list):
        answer = [a.to_public() if hasattr(a, "to_public") else a for a in answer]
    if isinstance(answer, dict):
        answer = {k: [x.to_public() if hasattr(x, "to_public") else x for x in v] if isinstance(v, list) else v
                  for k, v in answer.items()}
    return json.dumps(answer, default=str)


def assert_hidden(answer, *units) -> None:
    text = shown(answer)
    for unit in units:
        assert unit.id not in text
        assert unit.text not in text


def snapshot(mem, unit):
    """The fields a change would touch."""
    now = mem.backend.get("acme", [unit.id])[0]
    return (now.status, now.superseded_by, now.valid_until, now.confirmations, now.version, now.text,
            now.attribute, len(rules.status_history(mem.backend, "acme", unit.id)))


def secret(mem, text="Ann's salary is 250k a year", **kw):
    return mem.store(text, user="ann", classification="restricted", **kw).memory


def bobs(mem, text="Bob is planning to resign in May"):
    return mem.store(text, user="bob", classification="public").memory


# -- paths that reveal ----------------------------------------------------------


def test_consolidation_preview_and_run_leave_out_memories_above_the_ceiling(mem, low, admin):
    hidden = [secret(mem, "Ann's salary is 250k a year."), secret(mem, "Ann's salary is 250k a year!")]
    open_ = [mem.store("Ann likes green tea.", user="ann", classification="public").memory,
             mem.store("Ann likes green tea!", user="ann", classification="public").memory]
    before = [snapshot(mem, u) for u in hidden]
    preview = low.consolidate(ConsolidateRequest(user="ann", dry_run=True))
    assert_hidden(preview, *hidden)
    assert sorted(preview.clusters[0].member_ids) == sorted(u.id for u in open_)
    assert preview.memories_scanned == 2
    done = low.consolidate(ConsolidateRequest(user="ann", dry_run=False))
    assert_hidden(done, *hidden)
    assert [snapshot(mem, u) for u in hidden] == before
    # the hidden pair, still unmerged
    assert len(admin.consolidate(ConsolidateRequest(user="ann", dry_run=True)).clusters) == 1


def test_jobs_of_other_users_or_above_the_ceiling_are_not_found(mem, low, ann, admin):
    bobs_job = admin.submit(RememberRequest(text="I live in Oslo now.", user="bob"))
    with pytest.raises(NotFound):
        ann.job(JobRequest(job_id=bobs_job.id))
    with pytest.raises(NotFound):
        low.job(JobRequest(job_id=bobs_job.id))  # submitted under ceiling restricted: its input may be restricted
    assert admin.job(JobRequest(job_id=bobs_job.id)).payload["input"] == "I live in Oslo now."
    mine = low.submit(RememberRequest(text="I live in Lyon now.", user="ann"))
    mem.run_jobs()
    assert low.job(JobRequest(job_id=mine.id)).status.value == "done"
    assert [j.id for j in low.jobs()] == [mine.id]
    assert [j.id for j in ann.jobs()] == [mine.id]


def test_an_idempotency_key_never_returns_a_job_the_key_may_not_see(mem, low, ann, admin):
    from credo.errors import Conflict

    first = admin.submit(RememberRequest(text="My bank PIN is 9931.", user="bob", idempotency_key="k1"))
    for g in (low, ann):
        with pytest.raises(Conflict) as caught:
            g.submit(RememberRequest(text="I like tea.", user="ann", idempotency_key="k1"))
        assert "9931" not in str(caught.value) and first.id not in str(caught.value)
    assert admin.submit(RememberRequest(text="My bank PIN is 9931.", user="bob", idempotency_key="k1")).id == first.id


def test_a_job_result_lists_only_what_the_key_may_see(mem, low, admin):
    job = low.submit(RememberRequest(text="I live in Lyon now.", user="ann"))
    mem.run_jobs()
    stored = low.job(JobRequest(job_id=job.id)).result["stored"]
    assert [m["classification"] for m in stored] == ["public"]  # a key writes no higher than it can read
    mem.backend.update("acme", stored[0]["id"], {"classification": "restricted"})  # reclassified later
    assert low.job(JobRequest(job_id=job.id)).result["stored"] == []
    assert stored[0]["id"] not in shown(low.job(JobRequest(job_id=job.id)))
    assert [m["id"] for m in admin.job(JobRequest(job_id=job.id)).result["stored"]] == [stored[0]["id"]]


def test_conflicts_that_name_hidden_memories_are_not_shown_or_resolvable(mem, low, ann, admin, clock):
    for city in ("Paris", "Rome", "Paris", "Rome"):
        mem.store(f"Ann's office is in {city}", user="ann", entity="ann", attribute="office", value=city,
                  classification="restricted")
        clock.advance(days=1)
    conflict = mem.conflicts(user="ann")[0]
    assert low.review_queue(ReviewQueueRequest())["conflicts"] == []
    assert conflict.id not in shown(low.review_queue(ReviewQueueRequest()))
    with pytest.raises(NotFound):
        low.resolve_conflict(ResolveRequest(conflict_id=conflict.id, action="keep_new"))
    assert [c.id for c in ann.review_queue(ReviewQueueRequest())["conflicts"]] == [conflict.id]
    bob = Guarded(mem, Principal(tenant="acme", user="bob", ceiling="restricted"))
    assert bob.review_queue(ReviewQueueRequest())["conflicts"] == []
    with pytest.raises(NotFound):
        bob.resolve_conflict(ResolveRequest(conflict_id=conflict.id, action="keep_new"))
    assert mem.conflicts(user="ann")[0].status.value == "open"
    settled = admin.resolve_conflict(ResolveRequest(conflict_id=conflict.id, action="keep_new"))
    assert settled.conflict.status.value == "resolved"


def test_the_review_queue_shows_nothing_above_the_ceiling_or_of_another_user(mem, low, ann):
    hidden = secret(mem)
    mem.update_status(hidden.id, "challenged", "check")
    other = bobs(mem)
    mem.update_status(other.id, "quarantined", "check")
    assert_hidden(low.review_queue(ReviewQueueRequest()), hidden)
    assert_hidden(ann.review_queue(ReviewQueueRequest()), other)
    assert [m.id for m in ann.review_queue(ReviewQueueRequest())["challenged"]] == [hidden.id]


def test_links_on_a_visible_memory_never_name_a_hidden_one(mem, low, admin):
    from credo.models import Link, LinkType

    hidden = secret(mem)
    open_ = mem.store("Ann works on the platform team", user="ann", classification="public").memory
    mem.backend.add_links("acme", [Link(source_id=open_.id, target_id=hidden.id, type=LinkType.RELATED,
                                        created_at=open_.created_at)])
    assert low.get(GetRequest(memory_id=open_.id)).links == []
    assert_hidden(low.get(GetRequest(memory_id=open_.id)), hidden)
    assert [link.target_id for link in admin.get(GetRequest(memory_id=open_.id)).links] == [hidden.id]


def test_history_and_lineage_do_not_name_a_hidden_successor(mem, low, admin, clock):
    old = mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris",
                    classification="public").memory
    clock.advance(days=1)
    new = mem.store("Ann lives in Rome", user="ann", entity="ann", attribute="home_city", value="Rome",
                    classification="restricted").memory  # a trusted writer supersedes across the ceiling
    assert low.get(GetRequest(memory_id=old.id)).status is Status.SUPERSEDED
    assert_hidden(low.get(GetRequest(memory_id=old.id)), new)
    assert_hidden(low.history(HistoryRequest(memory_id=old.id)), new)
    assert low.history(HistoryRequest(memory_id=old.id)).chain == [old.id]
    assert_hidden(low.browse(BrowseRequest(user="ann")), new)
    assert admin.history(HistoryRequest(memory_id=old.id)).chain == [old.id, new.id]


def test_stats_count_only_what_the_key_may_see(mem, low, ann, clock):
    mem.store("Ann likes tea", user="ann", classification="public")
    secret(mem)
    bobs(mem)
    for city in ("Paris", "Rome", "Paris", "Rome"):
        mem.store(f"Ann's desk is in {city}", user="ann", entity="ann", attribute="desk", value=city,
                  classification="restricted")
        clock.advance(days=1)
    counts = low.stats(StatsRequest())
    assert counts["total"] == 2 and "restricted" not in counts["by_classification"]
    assert counts["open_conflicts"] == 0
    mine = ann.stats(StatsRequest())
    assert mine["total"] == 6 and mine["open_conflicts"] == 1
    assert ann.stats(StatsRequest(user=None))["total"] == 6  # a key bound to ann counts ann's memories only


# -- paths that change ----------------------------------------------------------


def test_a_write_never_supersedes_a_hidden_memory_and_the_collision_goes_to_review(mem, low, admin):
    hidden = mem.store("Ann lives in Rome", user="ann", entity="ann", attribute="home_city", value="Rome",
                       classification="restricted").memory
    before = snapshot(mem, hidden)
    result = low.store(StoreRequest(text="Ann lives in Paris", user="ann", entity="ann", attribute="home_city",
                                    value="Paris", classification="public"))
    assert result.superseded == [] and result.memory.status is Status.ACTIVE
    assert_hidden(result, hidden)
    assert snapshot(mem, hidden) == before
    assert low.review_queue(ReviewQueueRequest())["conflicts"] == []
    assert low.stats(StatsRequest())["open_conflicts"] == 0
    queued = admin.review_queue(ReviewQueueRequest())["conflicts"]
    assert [c.memory_ids for c in queued] == [[hidden.id, result.memory.id]]
    settled = admin.resolve_conflict(ResolveRequest(conflict_id=queued[0].id, action="keep_existing"))
    assert settled.active == [hidden.id]
    assert settled.meta_memory.classification.value == "restricted"  # it repeats the hidden value
    middle = Guarded(mem, Principal(tenant="acme", ceiling="internal"))
    assert "Rome" not in shown(middle.browse(BrowseRequest(user="ann"))) + shown(
        middle.recall(RecallRequest(query="where does Ann live", user="ann")))
    again = low.store(StoreRequest(text="Ann lives in Oslo", user="ann", entity="ann", attribute="home_city",
                                   value="Oslo", classification="public"))
    assert again.superseded == [] and again.conflict is None  # its visible rival was retired by the review


def test_a_later_write_joins_the_hidden_collision_instead_of_opening_another(mem, low, admin):
    hidden = mem.store("Ann lives in Rome", user="ann", entity="ann", attribute="home_city", value="Rome",
                       classification="restricted").memory
    first = low.store(StoreRequest(text="Ann lives in Paris", user="ann", entity="ann", attribute="home_city",
                                   value="Paris", classification="public"))
    second = low.store(StoreRequest(text="Ann lives in Oslo", user="ann", entity="ann", attribute="home_city",
                                    value="Oslo", classification="public"))
    assert second.superseded == [first.memory.id] and second.memory.status is Status.ACTIVE
    assert_hidden(second, hidden)
    assert [c.memory_ids for c in admin.review_queue(ReviewQueueRequest())["conflicts"]] == [
        [hidden.id, first.memory.id, second.memory.id]]


def test_a_duplicate_of_a_hidden_fact_is_neither_reinforced_nor_named(mem, low, admin):
    hidden = mem.store("HR file 77: home city Lyon", user="ann", entity="user", attribute="home_city", value="Lyon",
                       classification="restricted").memory
    before = snapshot(mem, hidden)
    result = low.remember(RememberRequest(text="I live in Lyon now.", user="ann"))
    assert_hidden(result, hidden)
    assert [m.value for m in result.stored] == ["Lyon"]
    assert snapshot(mem, hidden) == before
    assert [c.memory_ids[0] for c in admin.review_queue(ReviewQueueRequest())["conflicts"]] == [hidden.id]


def test_a_queued_job_writes_with_its_submitters_ceiling(mem, low, admin):
    hidden = mem.store("HR file 77: home city Oslo", user="ann", entity="user", attribute="home_city",
                       value="Oslo", classification="restricted").memory
    before = snapshot(mem, hidden)
    job = low.submit(RememberRequest(text="I live in Lyon now.", user="ann"))
    mem.run_jobs()
    assert mem.job(job.id).result["superseded"] == []
    assert snapshot(mem, hidden) == before
    assert [c.memory_ids[0] for c in admin.review_queue(ReviewQueueRequest())["conflicts"]] == [hidden.id]


def test_a_copy_of_a_hidden_memory_is_stored_as_new_and_queued_without_confirming_it(mem, low, admin):
    hidden = secret(mem, "The vault code is 4417 according to everyone at Acme.")
    before = snapshot(mem, hidden)
    result = low.remember(RememberRequest(text="The vault code is 4417 according to everyone at Acme.", user="ann",
                                          source="document"))
    assert "duplicate" not in shown(result) and hidden.id not in shown(result)  # the text is the writer's own
    assert len(result.stored) == 1
    assert snapshot(mem, hidden) == before
    assert low.review_queue(ReviewQueueRequest())["conflicts"] == []
    assert [c.memory_ids for c in admin.review_queue(ReviewQueueRequest())["conflicts"]] == [
        [hidden.id, result.stored[0].id]]
    # a key that may see it gets the ordinary answer: the very message that would have confirmed the secret
    again = admin.remember(RememberRequest(text="The vault code is 4417 according to everyone at Acme.", user="ann",
                                           source="document"))
    assert "duplicate of" in shown(again)


@pytest.mark.parametrize("action", [
    lambda g, i: g.update_status(StatusRequest(memory_id=i, status="invalidated", reason="no")),
    lambda g, i: g.forget(ForgetRequest(memory_id=i)),
    lambda g, i: g.forget(ForgetRequest(memory_id=i, hard=True)),
    lambda g, i: g.pin(PinRequest(memory_id=i)),
    lambda g, i: g.promote(PromoteRequest(memory_id=i)),
    lambda g, i: g.feedback(FeedbackRequest(memory_id=i, helpful=False)),
    lambda g, i: g.edit(EditRequest(memory_id=i, text="changed")),
    lambda g, i: g.review(ReviewRequest(memory_id=i, decision="reject")),
    lambda g, i: g.history(HistoryRequest(memory_id=i)),
    lambda g, i: g.get(GetRequest(memory_id=i)),
])
def test_id_addressed_calls_on_a_hidden_memory_are_not_found_and_change_nothing(mem, low, ann, action):
    hidden = secret(mem)
    mem.update_status(hidden.id, "quarantined", "check")
    other = bobs(mem)
    before = snapshot(mem, hidden), snapshot(mem, other)
    with pytest.raises(NotFound):
        action(low, hidden.id)
    with pytest.raises(NotFound):
        action(ann, other.id)
    assert (snapshot(mem, hidden), snapshot(mem, other)) == before


# -- the surfaces ----------------------------------------------------------------


def test_rest_previews_stats_and_jobs_respect_the_ceiling(mem):
    from fastapi.testclient import TestClient

    from credo.keys import create_key
    from credo.server import Settings, create_app

    hidden = [secret(mem, "Ann's salary is 250k a year."), secret(mem, "Ann's salary is 250k a year!")]
    key = {"Authorization": f"Bearer {create_key(mem.backend, 'acme', ceiling='public', rights=['read'])[0]}"}
    job = mem.submit("I live in Oslo now.", user="bob")
    with TestClient(create_app(mem, Settings(require_keys=True)), base_url=LOCAL) as http:
        preview = http.post("/v1/consolidate", json={"user": "ann", "dry_run": True}, headers=key)
        stats = http.get("/v1/stats", headers=key)
        found = http.get(f"/v1/jobs/{job.id}", headers=key)
    assert preview.status_code == 200 and preview.json()["clusters"] == []
    assert_hidden(preview.json(), *hidden)
    assert stats.json()["total"] == 0 and stats.json()["by_classification"] == {}
    assert found.status_code == 404


def test_mcp_previews_stats_and_review_respect_the_ceiling(mem):
    from .test_mcp import call, data, run
    from credo.mcp import build_server

    hidden = [secret(mem, "Ann's salary is 250k a year."), secret(mem, "Ann's salary is 250k a year!")]
    mem.update_status(hidden[0].id, "challenged", "check")
    server = build_server(mem, local=Principal(tenant="acme", ceiling="public"))

    async def steps(client):
        return (data(await call(client, "consolidate", user="ann")), data(await call(client, "stats")),
                data(await call(client, "review_queue")))
    preview, stats, queue = run(server, steps)
    assert preview["clusters"] == [] and stats["total"] == 0
    assert_hidden([preview, stats, queue], *hidden)


def test_the_web_jobs_page_and_preview_respect_the_ceiling(mem):
    from fastapi.testclient import TestClient

    from credo.keys import create_key
    from credo.server import Settings, create_app

    hidden = [secret(mem, "Ann's salary is 250k a year."), secret(mem, "Ann's salary is 250k a year!")]
    mem.submit("My password hint is purple elephant.", user="ann")
    key = create_key(mem.backend, "acme", ceiling="public", rights=["read"])[0]
    with TestClient(create_app(mem, Settings(require_keys=True)), base_url=LOCAL) as http:
        http.cookies.set("credo_key", key)
        pages = [http.get("/jobs"), http.get("/consolidate?user=ann"), http.get("/?user=ann")]
    for page in pages:
        assert page.status_code == 200, page.text[:300]
        assert "purple elephant" not in page.text
        assert_hidden(page.text, *hidden)


def test_tenant_wide_maintenance_needs_a_key_that_sees_every_memory(mem, admin):
    from credo.errors import PermissionDenied

    hidden = secret(mem)
    before = snapshot(mem, hidden)
    low_admin = Guarded(mem, Principal(tenant="acme", ceiling="public"))
    ann_admin = Guarded(mem, Principal(tenant="acme", user="ann", ceiling="restricted"))
    for g in (low_admin, ann_admin):
        for job in ("forget", "probe", "decay", "all"):
            with pytest.raises(PermissionDenied):
                g.manage(ManageRequest(task=job, now="2030-01-01"))
    assert_hidden(low_admin.manage(ManageRequest(task="loops")), hidden)
    assert_hidden(low_admin.manage(ManageRequest(task="consolidate", dry_run=True)), hidden)
    assert snapshot(mem, hidden) == before
    assert admin.manage(ManageRequest(task="decay", dry_run=True))["task"] == "decay"
