"""Consolidation: clusters of restatements become one canonical memory, or a diff in a dry run."""

from __future__ import annotations

import re
import sqlite3

import numpy as np
import pytest

from credo import Conflict, InvalidInput, Kind, Layer, LinkType, Source, Status
from credo.manage.consolidate import (
    ExtractiveMerger,
    LLMMerger,
    consolidate,
    is_extractive,
    keyword_clusters,
)
from credo.models import Classification, scope

from .conftest import query

PYTHON = ["User prefers Python for backend work.",
          "For backend work, the user prefers Python.",
          "The user's preferred language for backend work is Python.",
          "User likes using Python for backend development."]
MEETINGS = ["User finds long meetings exhausting.",
            "Long meetings exhaust the user.",
            "The user gets drained by long meetings."]
UNRELATED = ["User enjoys hiking in the Alps.", "User is allergic to peanuts.", "User drives a blue Volvo."]
FINDINGS = ["Deploy failed because the database migration ran before the cache warmed up.",
            "Deploy failed again: the database migration ran before the cache warmed.",
            "The migration ran before the cache warmed up, so the deploy failed.",
            "Release went fine once the cache warmed up before the database migration ran."]


def run(mem, clock, **options):
    return consolidate(mem.backend, mem.embedder, scope("acme", "ann"), now=clock(), **options)


def put(mem, clock, texts, **fields):
    """Store texts one day apart, oldest first, as preferences unless told; returns their ids."""
    ids = []
    fields.setdefault("kind", "preference")
    for text in texts:
        ids.append(mem.store(text, user="ann", **fields).memory.id)
        clock.advance(days=1)
    return ids


def dump(path) -> dict[str, list[tuple]]:
    """Every row of every table, FTS shadow tables included."""
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: sorted(map(repr, conn.execute(f'SELECT * FROM "{t}"').fetchall())) for t in tables}
    finally:
        conn.close()


def sentences_of(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def test_a_dry_run_returns_the_diff_and_writes_nothing(mem, clock, db_path):
    ids = put(mem, clock, PYTHON + UNRELATED)
    before = dump(db_path)

    report = run(mem, clock)

    assert dump(db_path) == before
    assert report.dry_run and report.canonical_ids == []
    assert (report.memories_scanned, report.clusters_found, report.memories_merged) == (7, 1, 4)
    [cluster] = report.clusters
    assert cluster.member_ids == ids[:4] and cluster.member_texts == PYTHON
    assert cluster.outcome == "proposed" and cluster.canonical_id is None
    assert cluster.canonical["kind"] == "preference" and "Python" in cluster.canonical["text"]
    assert cluster.changes["status"] == ["active", "merged"]
    public = report.to_public()
    assert public["clusters"][0]["members"][0] == {"id": ids[0], "text": PYTHON[0]}


def test_a_cluster_of_paraphrases_merges_into_one_canonical_memory(mem, clock):
    ids = put(mem, clock, PYTHON + UNRELATED)

    report = run(mem, clock, dry_run=False)

    assert (report.clusters_found, report.memories_merged, report.canonical_created) == (1, 4, 1)
    [canonical_id] = report.canonical_ids
    canonical = mem.get(canonical_id)
    assert canonical.status is Status.ACTIVE and canonical.source is Source.CONSOLIDATION
    assert canonical.metadata["derived_from"] == ids[:4]
    assert canonical.metadata["method"] == "embedding" and canonical.metadata["merger"] == "extractive"
    derived = {(link.target_id, link.type) for link in canonical.links if link.source_id == canonical_id}
    assert derived == {(i, LinkType.DERIVED_FROM) for i in ids[:4]}
    for original in ids[:4]:
        old = mem.get(original)
        assert old.status is Status.MERGED and old.superseded_by == canonical_id
        assert old.valid_until == clock()
        assert (original, canonical_id, LinkType.MERGED_INTO) in {(k.source_id, k.target_id, k.type)
                                                                   for k in old.links}
        assert mem.status_history(original)[-1].actor == "consolidation"
    assert all(mem.get(i).status is Status.ACTIVE for i in ids[4:])


def test_the_canonical_text_contains_no_sentence_absent_from_its_inputs(mem, clock):
    put(mem, clock, PYTHON + MEETINGS)

    report = run(mem, clock, dry_run=False)

    assert report.clusters_found == 2
    for cluster in report.clusters:
        inputs = " ".join(" ".join(t.split()) for t in cluster.member_texts)
        text = mem.get(cluster.canonical_id).text
        assert sentences_of(text)
        for sentence in sentences_of(text):
            assert sentence in inputs, sentence
    python = next(c for c in report.clusters if "Python" in c.canonical["text"])
    # "For backend work, the user prefers Python." restates the first: one of the two is kept
    assert len(sentences_of(python.canonical["text"])) == 3


def test_the_extractive_merger_drops_only_restatements_and_never_writes_its_own_words():
    texts = ["Standup is at 9 on Mondays", "standup is at 10 on Mondays.",
             "Ann likes tea.  Ann  likes tea!", "Ann likes green tea a lot.",
             "User's father is allergic to sesame.", "User's cousin is allergic to sesame."]
    merged = ExtractiveMerger().merge(texts)
    assert merged == ("Standup is at 9 on Mondays. standup is at 10 on Mondays. Ann likes tea! "
                      "Ann likes green tea a lot. User's father is allergic to sesame. "
                      "User's cousin is allergic to sesame.")
    assert is_extractive(merged, texts)
    assert not is_extractive("Ann dislikes tea.", texts)


def test_canonical_fields_take_the_lowest_trust_and_the_highest_classification(mem, clock):
    put(mem, clock, PYTHON[:1], source="user", confidence=0.9, importance=0.3, classification="internal")
    put(mem, clock, PYTHON[1:2], source="tool", confidence=0.5, importance=0.8, classification="confidential")
    [claim] = put(mem, clock, PYTHON[2:3], source="assistant", confidence=0.7, importance=0.4,
                  classification="public")
    mem.review(claim, "approve")  # an assistant's preference about the user waits for a person first

    [cluster] = run(mem, clock, dry_run=False).clusters

    canonical = mem.get(cluster.canonical_id)
    assert canonical.trust == 0.6  # the tool's
    assert canonical.confidence <= 0.9 and canonical.confidence <= canonical.trust
    assert canonical.classification is Classification.CONFIDENTIAL
    assert canonical.importance == 0.8
    assert canonical.confirmations == 2


def test_pinned_and_inactive_memories_are_never_merged(mem, clock):
    pinned = put(mem, clock, MEETINGS[:1], pinned=True)[0]
    challenged, quarantined, superseded = put(mem, clock, [MEETINGS[1], MEETINGS[2],
                                                           "Meetings that run long exhaust the user."])
    mem.update_status(challenged, "challenged", "disputed")
    mem.update_status(quarantined, "quarantined", "untrusted")
    mem.update_status(superseded, "superseded", "replaced")
    active = put(mem, clock, ["Long meetings leave the user exhausted.", "User finds long meetings draining."])

    report = run(mem, clock, dry_run=False)

    assert report.memories_exempt == 1
    assert [c.member_ids for c in report.clusters] == [active]
    expected = {pinned: Status.ACTIVE, challenged: Status.CHALLENGED, quarantined: Status.QUARANTINED,
                superseded: Status.SUPERSEDED}
    for memory_id, status in expected.items():
        unit = mem.get(memory_id)
        assert unit.status is status and unit.superseded_by is None


def test_contradicting_structured_facts_are_never_merged(mem, clock):
    paris = put(mem, clock, ["Ann lives in Paris."], entity="ann", attribute="home_city", value="Paris",
                confidence=0.9)[0]
    paris_again = put(mem, clock, ["Ann's home is in Paris."], entity="ann", attribute="home_city",
                      value="paris")[0]
    # tentative (confidence <= 0.5, below its rivals): stored active beside Paris, superseding nothing
    london = put(mem, clock, ["Ann lives in London."], entity="ann", attribute="home_city", value="London",
                 confidence=0.45)[0]
    assert mem.get(london).status is Status.ACTIVE

    assert paris_again == paris  # the same entity/attribute/value again: store reinforced it (issue 22)
    assert mem.get(paris).confirmations == 1

    report = run(mem, clock, dry_run=False, threshold=0.7)

    assert report.clusters == [] or all(london not in c.member_ids for c in report.clusters)
    assert mem.get(london).status is Status.ACTIVE and mem.get(paris).status is Status.ACTIVE
    assert (mem.get(paris).entity, mem.get(paris).attribute, mem.get(paris).value) == ("ann", "home_city", "Paris")


def test_keyword_union_find_never_joins_different_facts_through_a_third():
    sets = [frozenset("abc"), frozenset("abcd"), frozenset("bcd"), frozenset("bcde")]
    facts = np.array([1, 0, 0, 2])
    zeros = np.zeros(4, dtype=np.int64)
    groups = keyword_clusters(sets, facts, zeros, np.arange(4.0), np.zeros(4, dtype=bool), 0.4, 2)
    assert groups == [[0, 1, 2]]


def test_the_keyword_method_turns_three_findings_into_a_pattern(mem, clock):
    ids = put(mem, clock, FINDINGS[:2], kind="finding") + put(mem, clock, FINDINGS[2:], kind="episode")
    others = put(mem, clock, UNRELATED, kind="finding")

    report = run(mem, clock, dry_run=False, method="keywords")

    assert report.min_cluster == 3 and report.threshold == 0.4
    # "Release went fine ..." shares the keywords but not the claim: it stays out of the pattern
    assert [c.member_ids for c in report.clusters] == [ids[:3]]
    pattern = mem.get(report.canonical_ids[0])
    assert (pattern.kind, pattern.layer) == (Kind.PATTERN, Layer.PROCEDURAL)
    assert pattern.metadata["method"] == "keywords"
    assert is_extractive(pattern.text, FINDINGS[:3])
    assert all(mem.get(i).status is Status.MERGED for i in ids[:3])
    assert all(mem.get(i).status is Status.ACTIVE for i in [ids[3], *others])


# -- only restatements merge; the rest goes to review -------------------------------------------------


SESAME = ["User's father is allergic to sesame.", "User's cousin is allergic to sesame."]


def test_father_and_cousin_never_merge_they_become_a_proposal_in_the_review_queue(mem, clock):
    ids = put(mem, clock, SESAME, kind="fact")

    report = mem.manage("consolidate", now=clock())  # the scheduled job: a real run

    [user] = report["users"]
    assert user["memories_merged"] == 0 and user["proposals"] == 1
    assert user["clusters"][0]["review"] == "different people: father / cousin"
    assert all(mem.get(i).status is Status.ACTIVE for i in ids)
    [proposal] = mem.review_queue(user="ann")["proposals"]
    assert proposal.memory_ids == ids and proposal.reason == "different people: father / cousin"
    again = mem.manage("consolidate", now=clock())["users"][0]  # proposed once, not every week
    assert again["proposals"] == 0 and len(mem.review_queue(user="ann")["proposals"]) == 1


@pytest.mark.parametrize("texts, reason", [
    (["Standup is at 9 on Mondays.", "Standup is at 10 on Mondays."], "different numbers: 9 / 10"),
    (["User likes spicy food.", "User dislikes spicy food."], "different polarity: none / negative"),
    (["Ann said the launch slipped.", "Bo said the launch slipped."], "different people: ann / bo"),
])
def test_numbers_polarity_and_names_keep_claims_apart(texts, reason):
    from credo.manage.consolidate import restates, vocabulary
    from credo.models import MemoryUnit
    from credo.timeutil import parse_time

    t = parse_time("2026-01-01")
    a, b = (MemoryUnit(id=x, tenant="t", user="u", text=x, created_at=t, valid_from=t) for x in texts)
    assert restates(a, b, vocabulary([a, b])) == reason


def test_a_group_splits_into_its_restatements_and_only_those_merge(mem, clock):
    ids = put(mem, clock, [SESAME[0], "The user's father has a sesame allergy.", SESAME[1]], kind="fact")

    report = run(mem, clock, dry_run=False, threshold=0.75)

    assert [c.member_ids for c in report.clusters] == [ids[:2]] and report.proposals == 0
    assert mem.get(ids[2]).status is Status.ACTIVE
    assert "cousin" not in mem.get(report.canonical_ids[0]).text


def test_a_person_applies_or_dismisses_a_proposal(mem, clock):
    ids = put(mem, clock, SESAME, kind="fact")
    [proposal_id] = run(mem, clock, dry_run=False).proposal_ids

    applied = mem.decide_proposal(proposal_id, "apply", actor="ann-admin")

    assert applied.status.value == "applied" and applied.decided_by == "ann-admin"
    canonical = mem.get(applied.canonical_id)
    assert canonical.metadata["proposal_id"] == proposal_id and set(canonical.metadata["derived_from"]) == set(ids)
    assert all(mem.get(i).status is Status.MERGED for i in ids)
    assert mem.review_queue(user="ann")["proposals"] == []
    with pytest.raises(Conflict):
        mem.decide_proposal(proposal_id, "dismiss")


def test_a_dismissed_proposal_is_never_proposed_again(mem, clock):
    ids = put(mem, clock, SESAME, kind="fact")
    [proposal_id] = run(mem, clock, dry_run=False).proposal_ids
    assert mem.decide_proposal(proposal_id, "dismiss").status.value == "dismissed"

    assert run(mem, clock, dry_run=False).clusters == []
    assert all(mem.get(i).status is Status.ACTIVE for i in ids)


def test_erasing_a_member_erases_the_proposal_that_quotes_it(mem, clock, db_path):
    ids = put(mem, clock, SESAME, kind="fact")
    run(mem, clock, dry_run=False)
    mem.erase(ids[1])
    assert mem.backend.proposals("acme") == []
    assert b"cousin" not in b"".join(p.read_bytes() for p in db_path.parent.glob(db_path.name + "*"))


def test_running_twice_changes_nothing_the_second_time(mem, clock, db_path):
    put(mem, clock, PYTHON + MEETINGS + UNRELATED)
    first = run(mem, clock, dry_run=False)
    assert first.canonical_created == 2
    before = dump(db_path)

    second = run(mem, clock, dry_run=False)

    assert second.clusters_found == 0 and second.memories_scanned == 5
    assert dump(db_path) == before


def test_a_canonical_memory_absorbs_restatements_that_arrive_later(mem, clock):
    put(mem, clock, MEETINGS)
    [canonical] = run(mem, clock, dry_run=False).canonical_ids
    clock.advance(days=3)
    later = put(mem, clock, ["User finds long meetings exhausting and draining."])[0]

    report = run(mem, clock, dry_run=False, threshold=0.8)

    assert [c.member_ids for c in report.clusters] == [[canonical, later]]


def test_a_topic_filter_confines_consolidation(mem, clock):
    python = put(mem, clock, PYTHON, topic="tech")
    meetings = put(mem, clock, MEETINGS, topic="work")

    report = run(mem, clock, dry_run=False, topic="work")

    assert [c.member_ids for c in report.clusters] == [meetings]
    assert mem.get(report.canonical_ids[0]).topic == "work"
    assert all(mem.get(i).status is Status.ACTIVE for i in python)


def test_recall_afterwards_returns_the_canonical_memory_instead_of_the_originals(mem, clock):
    ids = put(mem, clock, PYTHON + UNRELATED)
    [canonical] = run(mem, clock, dry_run=False).canonical_ids

    found = [r.memory.id for r in mem.recall("Which language does the user prefer for backend work?", user="ann")]

    assert found[0] == canonical
    assert not set(ids[:4]) & set(found)


def test_a_failure_mid_run_leaves_whole_clusters_done_or_not(mem, clock, db_path):
    put(mem, clock, PYTHON + MEETINGS)

    class FailingSecondInsert:
        def __init__(self, store):
            self.store, self.inserts = store, 0

        def insert(self, units, vectors):
            self.inserts += 1
            if self.inserts == 2:
                raise RuntimeError("disk full")
            self.store.insert(units, vectors)

        def __getattr__(self, name):
            return getattr(self.store, name)

    with pytest.raises(RuntimeError):
        consolidate(FailingSecondInsert(mem.backend), mem.embedder, scope("acme", "ann"), now=clock(),
                    dry_run=False)

    rows = query(db_path, "SELECT source, status, COUNT(*) FROM memories GROUP BY source, status ORDER BY 1, 2")
    # the first cluster (4 Python memories) merged into its canonical; the second left whole
    assert rows == [("consolidation", "active", 1), ("user", "active", 3), ("user", "merged", 4)]


def test_an_llm_merger_plugs_in_and_is_recorded(mem, clock):
    put(mem, clock, MEETINGS)
    seen = []

    def complete(messages):
        seen.append(messages)
        return "User finds long meetings exhausting."

    report = run(mem, clock, dry_run=False, merger=LLMMerger(complete, name="scripted"))

    canonical = mem.get(report.canonical_ids[0])
    assert canonical.text == "User finds long meetings exhausting."
    assert canonical.metadata["merger"] == "scripted" and canonical.metadata["merger_prompt"] == "merge-1"
    assert all(text in seen[0][1]["content"] for text in MEETINGS)


def test_bad_options_are_invalid_input(mem, clock):
    for options in ({"method": "magic"}, {"threshold": 1.5}, {"min_cluster": 1}, {"batch": 0}):
        with pytest.raises(InvalidInput):
            run(mem, clock, **options)


def test_a_memory_configured_with_an_llm_merger_consolidates_with_it(tmp_path, embedder):
    from credo import Memory
    from credo.manage.consolidate import LLMMerger
    from credo.testing import FrozenClock

    merger = LLMMerger(lambda messages: "Ann prefers tea over coffee.", name="scripted-llm")
    memory = Memory(tmp_path / "llm.db", embedder=embedder, clock=FrozenClock(), merger=merger)
    for text in ("Ann prefers tea to coffee", "Ann likes tea more than coffee", "Ann would rather drink tea than coffee"):
        memory.store(text, user="ann", kind="preference")
    report = memory.consolidate(user="ann", dry_run=False, threshold=0.8)
    [canonical] = [memory.get(i) for i in report.canonical_ids]
    assert canonical.text == "Ann prefers tea over coffee."
    assert canonical.metadata["merger"] == "scripted-llm"
    memory.close()


def test_proposals_wait_in_the_review_queue_over_rest_and_the_web_page(mem, clock):
    from fastapi.testclient import TestClient

    from credo.server import create_app

    from .conftest import LOCAL, page_client

    put(mem, clock, SESAME, kind="fact")
    run(mem, clock, dry_run=False)
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        [proposal] = http.get("/v1/review", params={"user": "ann"}).json()["proposals"]
        assert proposal["reason"] == "different people: father / cousin"
        with page_client(create_app(mem)) as page:
            assert "different people: father / cousin" in page.get("/review").text
        applied = http.post(f"/v1/review/proposals/{proposal['id']}", json={"decision": "apply"}).json()
        assert applied["proposal"]["status"] == "applied" and applied["proposal"]["canonical_id"]
        again = http.post(f"/v1/review/proposals/{proposal['id']}", json={"decision": "apply"})
        assert again.status_code == 409
