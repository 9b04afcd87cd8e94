"""History is kept: a year of scheduled maintenance loses no past belief; what falls out of use is archived.

Also: every maintenance task judges as of its ``now``, crystallization is idempotent, and an archived
memory comes back with ``restore`` on every surface.
"""

from __future__ import annotations

from datetime import timedelta

import anyio
import pytest
from fastapi.testclient import TestClient

from credo import Conflict, Status
from credo.manage.forget import forget
from credo.policies import ForgetPolicy
from credo.timeutil import parse_time

from .conftest import LOCAL, page_client, query

START = parse_time("2026-01-05T09:00:00Z")


def home(mem, city, day):
    at = START + timedelta(days=day)
    return mem.store(f"Ann lives in {city}", user="ann", entity="ann", attribute="home_city", value=city,
                     at=at, now=at).memory


def recalled(mem, query_text, **kw):
    return [r.memory.text for r in mem.recall(query_text, user="ann", record_access=False, **kw)]


@pytest.fixture
def year(mem, clock):
    """Ann's year: three homes, a restated preference, an idle episode, a finished task -- then 52 weekly
    runs of every maintenance task, each as of its own week."""
    story = {"paris": home(mem, "Paris", 0), "london": home(mem, "London", 60), "berlin": home(mem, "Berlin", 150)}
    day2 = START + timedelta(days=2)
    story["tea"] = [mem.store(text, user="ann", kind="preference", now=day2 + timedelta(hours=i)).memory
                    for i, text in enumerate(["Ann drinks green tea every morning.",
                                              "Every morning Ann drinks green tea."])]
    story["louvre"] = mem.store("Ann visited the Louvre with her sister on a rainy Sunday", user="ann",
                                kind="episode", importance=0.25, now=day2).memory
    story["task"] = [mem.store(text, user="ann", kind="episode", source_session="deploy-42", now=day2).memory
                     for text in ("Deployed the billing service; it failed on the cache.",
                                  "Root cause: the migration ran first. Next time warm the cache before migrating.")]
    story["sesame"] = [mem.store(text, user="ann", now=day2).memory
                       for text in ("User's father is allergic to sesame.", "User's cousin is allergic to sesame.")]
    reports = [mem.manage("all", now=START + timedelta(weeks=week)) for week in range(1, 53)]
    clock.set(START + timedelta(weeks=52, days=1))
    return story, reports


def test_a_year_of_scheduled_maintenance_keeps_every_past_belief(mem, year):
    story, _ = year
    paris, london, berlin = story["paris"], story["london"], story["berlin"]

    assert [mem.get(m.id).status for m in (paris, london, berlin)] == [Status.SUPERSEDED, Status.SUPERSEDED,
                                                                        Status.ACTIVE]
    assert mem.history(paris.id).chain == [paris.id, london.id, berlin.id]
    where = "where does Ann live?"
    assert recalled(mem, where, as_of=START + timedelta(days=30))[0] == "Ann lives in Paris"
    assert recalled(mem, where, as_of=START + timedelta(days=100))[0] == "Ann lives in London"
    assert recalled(mem, where)[0] == "Ann lives in Berlin"
    assert not [e for e in mem.backend.audit_events("acme") if e["action"] == "memory.erased"]


def test_merged_and_crystallized_sources_stay_answerable(mem, year):
    story, reports = year
    tea = [mem.get(m.id) for m in story["tea"]]
    assert {m.status for m in tea} == {Status.MERGED} and tea[0].superseded_by == tea[1].superseded_by
    assert mem.get(tea[0].superseded_by).status is Status.ACTIVE
    task = [mem.get(m.id) for m in story["task"]]
    assert all(m.metadata.get("crystallized_into") for m in task)
    # crystallized once in the year, however many weekly runs followed
    digests = [r for week in reports for job in week["reports"] if job["task"] == "crystallize"
               for r in job["sessions"] if r["digest"]]
    assert len(digests) == 1 and len(digests[0]["lessons"]) == 2


def test_a_year_of_weekly_consolidation_never_merges_father_and_cousin(mem, year):
    story, _ = year
    assert [mem.get(m.id).status for m in story["sesame"]] == [Status.ACTIVE, Status.ACTIVE]
    [proposal] = mem.review_queue(user="ann")["proposals"]
    assert sorted(proposal.memory_ids) == sorted(m.id for m in story["sesame"])


def test_an_idle_unimportant_episode_is_archived_not_erased_and_restorable(mem, year, db_path):
    story, _ = year
    louvre = story["louvre"]
    unit = mem.get(louvre.id)
    assert unit.status is Status.ARCHIVED
    assert query(db_path, "SELECT COUNT(*) FROM memories WHERE id = ?", (louvre.id,)) == [(1,)]
    assert "Louvre" not in " ".join(recalled(mem, "Louvre visit with her sister"))
    # before it was archived, credo believed it
    assert any("Louvre" in t for t in recalled(mem, "Louvre visit with her sister",
                                               as_of=START + timedelta(days=20)))
    assert louvre.id in [m.id for m in mem.browse(user="ann", statuses=["archived"])]

    restored = mem.restore(louvre.id, actor="ann")
    assert restored.status is Status.ACTIVE and restored.access_count == unit.access_count + 1
    assert any("Louvre" in t for t in recalled(mem, "Louvre visit with her sister"))
    assert mem.manage("forget")["counts"]["evicted"] == 0  # the restore counts as a use: not archived again
    assert [c.new for c in mem.status_history(louvre.id)][-2:] == [Status.ARCHIVED, Status.ACTIVE]
    with pytest.raises(Conflict):
        mem.restore(louvre.id)


def test_forgetting_judges_retention_as_of_its_now_not_the_last_decay_run(mem, clock):
    unit = mem.store("Ann queued at the bakery on Rue Cler", user="ann", kind="episode", importance=0.2).memory
    mem.manage("decay")  # the stored score: 1.0, fresh
    def hidden(report):  # evicted (retention) or archived (engram's rule): either way out of recall, restorable
        return report["evicted"] + report["archived"]

    assert hidden(mem.manage("forget", now=clock() + timedelta(days=30), dry_run=True)) == []
    later = mem.manage("forget", now=clock() + timedelta(days=120), dry_run=True)
    assert hidden(later) == [unit.id]
    # a memory recorded after `now` does not exist yet for the job
    assert hidden(mem.manage("forget", now=clock() - timedelta(days=1), dry_run=True)) == []
    assert mem.get(unit.id).status is Status.ACTIVE


def test_probing_and_promotion_ignore_memories_recorded_after_their_now(mem, clock):
    mem.store("Ann might like opera", user="ann", confidence=0.5, layer="working").memory
    before = clock() - timedelta(days=1)
    assert mem.manage("probe", now=before, dry_run=True)["counts"]["challenged"] == 0
    assert mem.manage("promote", now=before, dry_run=True)["counts"]["working_to_episodic"] == 0
    assert mem.manage("promote", now=clock() + timedelta(hours=1), dry_run=True)["counts"]["working_to_episodic"] == 1


def test_crystallizing_twice_is_crystallizing_once(mem, clock):
    for text in ("Shipped the search reindex.", "Lesson: always snapshot the index before a reindex."):
        mem.store(text, user="ann", kind="episode", source_session="reindex")
    clock.advance(days=8)
    first = mem.manage("crystallize")
    before = query(mem.backend.path, "SELECT COUNT(*) FROM memories")
    clock.advance(days=8)
    second = mem.manage("crystallize")
    third = mem.crystallize("reindex", user="ann")
    assert first["counts"] == {"sessions": 1, "digests": 1, "lessons": 1}
    assert second["counts"]["digests"] == 0 and third["digest"] is None
    assert query(mem.backend.path, "SELECT COUNT(*) FROM memories") == before


def test_a_repeated_lesson_from_a_later_task_is_not_stored_twice(mem, clock):
    lesson = "Lesson: always snapshot the index before a reindex."
    for session in ("reindex-1", "reindex-2"):
        mem.store(f"Reindexed in {session}. {lesson}", user="ann", kind="episode", source_session=session)
    clock.advance(days=8)
    report = mem.manage("crystallize")
    assert report["counts"] == {"sessions": 2, "digests": 2, "lessons": 1}


def test_an_archived_fact_whose_value_has_since_changed_does_not_come_back_as_a_second_truth(mem, clock):
    old = mem.store("Ann's desk is on floor 3", user="ann", entity="ann", attribute="desk_floor", value="3").memory
    mem.forget(old.id)
    mem.store("Ann's desk is on floor 5", user="ann", entity="ann", attribute="desk_floor", value="5")
    with pytest.raises(Conflict, match="now '5'"):
        mem.restore(old.id)
    assert mem.get(old.id).status is Status.ARCHIVED


def test_retention_settings_erase_only_when_a_deployment_turns_them_on(mem, clock):
    unit = mem.store("Ann's old locker code", user="ann", kind="episode").memory
    mem.forget(unit.id)
    later = clock() + timedelta(days=400)
    assert forget(mem.backend, "acme", later)["purged"] == []
    assert forget(mem.backend, "acme", later, policy=ForgetPolicy(erase_archived_after_days=365))["purged"] == [unit.id]
    assert mem.backend.get("acme", [unit.id]) == []


def test_restore_over_the_web_ui_rest_and_mcp(mem):
    from credo.mcp import build_server
    from credo.models import Principal
    from credo.server import create_app

    first, second = (mem.store(t, user="ann", kind="episode").memory for t in ("Ann hiked", "Ann swam"))
    mem.forget(first.id)
    mem.forget(second.id)
    with page_client(create_app(mem)) as page:
        assert ">Restore</button>" in page.get(f"/memories/{first.id}").text
        assert first.id in page.get("/memories", params={"user": "ann", "status": "archived"}).text
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        answer = http.post(f"/v1/memories/{first.id}/restore")
        assert answer.status_code == 200 and answer.json()["memory"]["status"] == "active"
        assert http.post(f"/v1/memories/{first.id}/restore").status_code == 409

    async def steps():
        from mcp import Client

        async with Client(build_server(mem, local=Principal(tenant="acme"))) as client:
            return (await client.call_tool("restore", {"memory_id": second.id})).structured_content

    assert anyio.run(steps)["memory"]["status"] == "active"


def test_restoring_and_deciding_proposals_need_the_review_right(mem):
    from credo import PermissionDenied
    from credo.operations import ProposalRequest, RestoreRequest
    from credo.security import Guarded
    from credo.keys import authenticate, create_key

    def as_key(**kw):
        return Guarded(mem, authenticate(mem.backend, create_key(mem.backend, "acme", **kw)[0]))

    unit = mem.store("Ann hiked the Dolomites", user="ann", kind="episode").memory
    mem.forget(unit.id)
    for text in ("User's father is allergic to sesame.", "User's cousin is allergic to sesame."):
        mem.store(text, user="ann")
    [proposal_id] = mem.consolidate(user="ann", dry_run=False).proposal_ids
    writer = as_key(rights=["read", "write"])
    with pytest.raises(PermissionDenied):
        writer.restore(RestoreRequest(memory_id=unit.id))
    with pytest.raises(PermissionDenied):
        writer.decide_proposal(ProposalRequest(proposal_id=proposal_id, decision="dismiss"))
    reviewer = as_key(rights=["read", "write", "review"])
    assert reviewer.restore(RestoreRequest(memory_id=unit.id)).status is Status.ACTIVE
    dismissed = reviewer.decide_proposal(ProposalRequest(proposal_id=proposal_id, decision="dismiss"))
    assert dismissed.status.value == "dismissed"


def test_a_deployment_turns_a_retention_setting_on_in_its_configuration(tmp_path, embedder, clock):
    from credo.config import build_memory, forget_policy, load

    assert forget_policy(load(env={}).config).purge_superseded_after_days is None  # the default: never
    path = tmp_path / "credo.toml"
    path.write_text(f'[store]\ndb = "{tmp_path / "c.db"}"\n\n[forget]\npurge_superseded_after_days = 90\n')
    mem = build_memory(load(path, env={}), embedder=embedder, clock=clock)
    old = mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris").memory
    mem.store("Ann lives in Rome", user="ann", entity="ann", attribute="home_city", value="Rome")
    assert mem.manage("forget", now=clock() + timedelta(days=30))["purged"] == []
    assert mem.manage("forget", now=clock() + timedelta(days=91))["purged"] == [old.id]
    mem.close()
