"""Cross-domain synthesis: bridges between entities met in memories of different topics."""

from __future__ import annotations

import pytest

from credo import Conflict, LinkType, NotFound, Status
from credo.manage.synthesis import bridge_text, supported, synthesize
from credo.models import Classification

from .conftest import table_counts

WORK = ["Alice leads the payments team.", "Alice introduced me to Bob."]
HOBBIES = ["Bob runs the climbing club."]


@pytest.fixture(params=["sqlite", "postgres"])
def memory(request):
    """The same Memory on each backend: anything synthesis stores is checked on both."""
    return request.getfixturevalue("mem" if request.param == "sqlite" else "pg_mem")


def world(m, user="ann", **fields):
    """Alice (work) introduced the user to Bob (hobbies); Carol and Dan meet only at work."""
    ids = [m.store(t, user=user, topic="work", **fields).memory.id for t in WORK]
    ids += [m.store(t, user=user, topic="hobbies", **fields).memory.id for t in HOBBIES]
    for text in ("Carol reviews the budget with Dan.", "Dan approves the quarterly budget."):
        m.store(text, user=user, topic="work", **fields)
    return ids


def run(m, clock, **kw):
    return synthesize(m.services, "acme", clock(), **kw)


def by_pair(report):
    return {tuple(b["entities"]): b for b in report["bridges"]}


def test_a_pair_across_two_topics_is_found_and_one_within_a_single_topic_is_not(memory, clock):
    ids = world(memory)
    report = run(memory, clock, dry_run=True)
    found = by_pair(report)
    assert set(found) == {("alice", "bob")}
    bridge = found["alice", "bob"]
    assert bridge["topics"] == ["work", "hobbies"] and bridge["outcome"] == "proposed"
    assert set(bridge["sources"]) <= set(ids) and ids[2] in bridge["sources"]
    assert "Bob runs the climbing club." in bridge["text"]
    assert report["counts"] == {"candidates": 1, "confirmed": 0, "proposed": 1, "rejected": 0, "skipped": 0}


def test_the_bridge_text_is_its_sources_sentences_and_says_nothing_else(mem, clock):
    world(mem)
    [bridge] = run(mem, clock, dry_run=True)["bridges"]
    texts = [mem.get(i).text for i in bridge["sources"]]
    assert all(sentence in " ".join(texts) for sentence in bridge["text"].split(". ") if sentence)
    assert supported(bridge["text"], texts)
    assert supported("Alice, who leads the payments team, introduced me to Bob.", WORK)
    assert not supported("Alice and Bob are climbing partners.", WORK + HOBBIES)      # "partners": invented
    assert not supported("Alice does not lead the payments team.", WORK)               # a negation they lack
    assert not supported("Alice leads 3 payments teams.", WORK)                        # a number they lack


def test_similar_memories_in_two_topics_bridge_without_being_named_together(mem, clock):
    mem.store("Alice is learning Rust to rewrite the payments service.", user="ann", topic="work")
    mem.store("Bob teaches a Rust programming evening class.", user="ann", topic="hobbies")
    mem.store("Carol runs the climbing club.", user="ann", topic="hobbies")   # unrelated: no bridge to it
    found = by_pair(run(mem, clock, dry_run=True))
    assert set(found) == {("alice", "bob")} and found["alice", "bob"]["link"] == "similar"


def test_a_dry_run_writes_nothing(mem, clock, db_path):
    world(mem)
    before = table_counts(db_path)
    report = run(mem, clock, dry_run=True)
    assert report["dry_run"] and report["counts"]["proposed"] == 1
    assert table_counts(db_path) == before


def test_without_a_model_bridges_wait_for_a_person_who_applies_one(memory, clock):
    ids = world(memory)
    memory.backend.update("acme", ids[2], {"classification": Classification.CONFIDENTIAL})   # the club
    report = run(memory, clock)
    assert report["counts"]["proposed"] == 1 and report["counts"]["confirmed"] == 0
    [proposal] = memory.review_queue(user="ann")["proposals"]
    assert proposal.kind == "bridge" and proposal.entities == ["alice", "bob"]
    assert memory.stats(user="ann")["by_status"] == {"active": 5}      # nothing written before a person says so
    applied = memory.decide_proposal(proposal.id, "apply", actor="ann-admin")
    assert applied.status.value == "applied" and applied.decided_by == "ann-admin"
    written = memory.get(applied.canonical_id)
    assert written.text == proposal.canonical_text and written.status is Status.ACTIVE
    assert written.layer.value == "semantic" and written.source.value == "consolidation"
    assert written.metadata["bridge"]["entities"] == ["alice", "bob"]
    assert {link.target_id for link in written.links if link.type is LinkType.DERIVED_FROM} == set(proposal.memory_ids)
    assert set(proposal.memory_ids) <= set(ids)
    assert written.classification is Classification.CONFIDENTIAL   # the highest of its sources'
    assert memory.review_queue(user="ann")["proposals"] == []
    with pytest.raises(Conflict):
        memory.decide_proposal(proposal.id, "dismiss")
    # consolidation does not fold the bridge back into the sources it was built from
    assert all(written.id not in c.member_ids for c in memory.consolidate(user="ann").clusters)


def test_a_second_run_proposes_nothing_new_and_a_dismissed_bridge_never_returns(memory, clock):
    world(memory)
    run(memory, clock)
    again = run(memory, clock)
    assert again["counts"]["proposed"] == 0 and again["counts"]["skipped"] == 1
    [proposal] = memory.review_queue(user="ann")["proposals"]
    assert memory.decide_proposal(proposal.id, "dismiss").status.value == "dismissed"
    memory.store("Alice and Bob met at the climbing club.", user="ann", topic="hobbies")   # a new link, same pair
    later = run(memory, clock)
    assert later["counts"]["proposed"] == 0 and memory.review_queue(user="ann")["proposals"] == []


def test_a_model_confirms_a_bridge_in_its_own_supported_words(mem, clock):
    asked = []

    def llm(messages):
        asked.append(messages)
        return "YES\nAlice introduced me to Bob, who runs the climbing club."

    mem.llm = llm
    world(mem)
    report = run(mem, clock)
    [bridge] = report["bridges"]
    assert bridge["outcome"] == "confirmed" and report["counts"]["confirmed"] == 1
    assert "Bob runs the climbing club." in asked[0][1]["content"]
    written = mem.get(bridge["memory_id"])
    assert written.text == "Alice introduced me to Bob, who runs the climbing club."
    assert written.status is Status.ACTIVE and written.metadata["bridge"]["prompt"] == "bridge-1"
    assert mem.review_queue(user="ann")["proposals"] == []
    assert run(mem, clock)["counts"]["confirmed"] == 0 and len(asked) == 1     # never asked twice


def test_a_model_that_says_no_dismisses_the_pair(mem, clock):
    mem.llm = lambda messages: "NO"
    world(mem)
    report = run(mem, clock)
    assert report["counts"]["rejected"] == 1 and report["bridges"][0]["outcome"] == "rejected"
    assert mem.review_queue(user="ann")["proposals"] == []
    [record] = mem.backend.proposals("acme", kind="bridge")
    assert record.status.value == "dismissed" and record.decided_by == "llm"
    assert mem.stats(user="ann")["total"] == 5


def test_an_invented_statement_is_refused_and_the_bridge_goes_to_review(mem, clock):
    mem.llm = lambda messages: "YES\nAlice and Bob are old climbing partners."
    world(mem)
    [bridge] = run(mem, clock)["bridges"]
    assert bridge["outcome"] == "proposed" and "says what its sources do not" in bridge["reason"]
    [proposal] = mem.review_queue(user="ann")["proposals"]
    assert "partners" not in proposal.canonical_text and "Bob runs the climbing club." in proposal.canonical_text
    assert mem.stats(user="ann")["total"] == 5


def test_erasing_a_source_erases_the_bridge_and_any_proposal_naming_it(memory, clock):
    club = world(memory)[2]
    run(memory, clock)
    [proposal] = memory.review_queue(user="ann")["proposals"]
    written = memory.decide_proposal(proposal.id, "apply").canonical_id
    memory.erase(club)
    with pytest.raises(NotFound):
        memory.get(written)
    assert memory.backend.proposals("acme", kind="bridge") == []
    memory.store("Bob runs the climbing club.", user="ann", topic="hobbies")
    run(memory, clock)                                       # a new open proposal over the new source
    [reopened] = memory.review_queue(user="ann")["proposals"]
    memory.erase(reopened.memory_ids[0])
    assert memory.backend.proposals("acme", kind="bridge") == []


def test_erasing_the_bridge_keeps_its_decision_but_not_its_words(mem, clock, db_path):
    mem.llm = lambda messages: "YES\nAlice introduced me to Bob, who runs the climbing club."
    world(mem)
    [bridge] = run(mem, clock)["bridges"]
    mem.erase(bridge["memory_id"])
    [record] = mem.backend.proposals("acme", kind="bridge")
    assert record.status.value == "applied" and record.canonical_text == "(erased)"
    assert b"Bob, who runs" not in b"".join(p.read_bytes() for p in db_path.parent.glob(db_path.name + "*"))
    assert run(mem, clock)["counts"]["proposed"] == 0


def test_a_bridge_never_joins_two_users_and_a_shared_memory_joins_only_within_a_users_view(mem, clock):
    for text in WORK:
        mem.store(text, user="ann", topic="work")
    club = mem.store(HOBBIES[0], user="ben", topic="hobbies").memory
    assert run(mem, clock)["counts"]["candidates"] == 0
    mem.backend.update("acme", club.id, {"shared": True})
    report = run(mem, clock)
    assert report["counts"]["proposed"] == 1 and report["bridges"][0]["outcome"] == "proposed"
    [proposal] = mem.review_queue(user="ann")["proposals"]
    assert proposal.user == "ann" and club.id in proposal.memory_ids
    assert mem.review_queue(user="ben")["proposals"] == []   # ben's view has no memory of ann's


def test_the_job_is_registered_and_bridges_show_on_rest_and_the_web_page(mem, clock):
    from fastapi.testclient import TestClient

    from credo.server import create_app

    from .conftest import LOCAL, page_client

    world(mem)
    assert mem.manage("synthesize", dry_run=True)["counts"]["proposed"] == 1
    assert mem.manage("synthesize")["task"] == "synthesize"
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        [proposal] = http.get("/v1/review", params={"user": "ann"}).json()["proposals"]
        assert proposal["kind"] == "bridge" and proposal["topics"] == ["work", "hobbies"]
        with page_client(create_app(mem)) as page:
            assert "Bridge: alice ↔ bob" in page.get("/review").text
        applied = http.post(f"/v1/review/proposals/{proposal['id']}", json={"decision": "apply"}).json()
        assert applied["proposal"]["status"] == "applied" and applied["proposal"]["canonical_id"]


def test_bridge_text_keeps_the_sentences_that_name_the_pair():
    from datetime import datetime, timezone

    from credo.models import MemoryUnit

    t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    a = MemoryUnit(id="a", tenant="t", user="u", text="It rained. Alice leads payments.", created_at=t, valid_from=t)
    b = MemoryUnit(id="b", tenant="t", user="u", text="Bob teaches Rust. Tea is nice.", created_at=t, valid_from=t)
    assert bridge_text([a, b], ["alice", "bob"]) == "Alice leads payments. Bob teaches Rust."


def test_the_cli_runs_the_job_lists_bridges_and_applies_one(tmp_path, embedder, clock):
    import json
    import os
    import subprocess
    import sys

    from credo import Memory

    path = tmp_path / "cli.db"
    with Memory(path, tenant="default", embedder=embedder, clock=clock) as m:
        world(m)
    env = {**os.environ, "CREDO_DB": str(path)}
    env.pop("CREDO_TENANT", None)

    def credo(*args):
        proc = subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True, env=env,
                              timeout=120)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    report = json.loads(credo("manage", "synthesize", "--json"))
    assert report["counts"]["proposed"] == 1
    listed = credo("review", "list")
    assert "bridge" in listed and "alice <-> bob" in listed
    [bridge] = report["bridges"]
    decided = json.loads(credo("review", "proposal", bridge["proposal_id"], "apply", "--json"))
    assert decided["proposal"]["status"] == "applied" and decided["proposal"]["kind"] == "bridge"


def test_an_answer_that_is_neither_yes_nor_no_sends_the_bridge_to_review(mem, clock):
    mem.llm = lambda messages: "Perhaps; they might know each other."
    world(mem)
    [bridge] = run(mem, clock)["bridges"]
    assert bridge["outcome"] == "proposed" and bridge["reason"] == "the model answered neither yes nor no"
    assert len(mem.review_queue(user="ann")["proposals"]) == 1


def test_the_mcp_review_queue_shows_bridges(mem, clock):
    import anyio
    from mcp import Client

    from credo.mcp import build_server
    from credo.models import Principal

    world(mem)
    run(mem, clock)

    async def main():
        async with Client(build_server(mem, local=Principal(tenant="acme"))) as client:
            return (await client.call_tool("review_queue", {"user": "ann"})).structured_content

    [proposal] = anyio.run(main)["proposals"]
    assert proposal["kind"] == "bridge" and proposal["entities"] == ["alice", "bob"]


def test_the_user_is_not_an_entity_that_bridges_everything(mem, clock):
    mem.store("Ann leads the payments team.", user="ann", topic="work", entity="ann", attribute="role",
              value="payments lead")
    mem.store("The user climbs on weekends.", user="ann", topic="hobbies", entity="user", attribute="hobby",
              value="climbing")
    mem.store("Ann met Bob at the climbing gym.", user="ann", topic="hobbies")
    assert run(mem, clock, dry_run=True)["bridges"] == []


def test_a_bad_user_is_a_typed_error(mem, clock):
    from credo import InvalidInput

    with pytest.raises(InvalidInput):
        run(mem, clock, user="x" * 10_000)
