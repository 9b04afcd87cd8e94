"""The compress job: vectors follow their memories' retention, on SQLite and PostgreSQL, with the real model."""

from __future__ import annotations

from datetime import timedelta

import numpy as np
import pytest

from credo import HashEmbedder, Memory
from credo.cli import main
from credo.embed import embed_many, embed_query
from credo.manage.compress import compress
from credo.manage.tasks import TASKS
from credo.models import Scope, Status
from credo.quantize import bytes_per_vector, tier_for
from credo.rules import vector_tiers
from credo.scheduler import DEFAULT_INTERVALS
from credo.store.base import RecallFilter, Select

TEXTS = {
    "tea": "Ann drinks green tea every morning",
    "bike": "Ann cycles to the office on Tuesdays",
    "cat": "Ann's cat is called Miso",
    "flight": "Ann's flight to Lisbon leaves at 07:40",
    "piano": "Ann has played the piano since she was six",
}
QUESTIONS = {"tea": "what does Ann drink?", "cat": "what is the name of Ann's cat?",
             "flight": "when does Ann fly to Lisbon?"}


@pytest.fixture(params=["sqlite", "postgres"])
def memory(request) -> Memory:
    return request.getfixturevalue("mem" if request.param == "sqlite" else "pg_mem")


def stored(memory: Memory, pinned: tuple[str, ...] = ()) -> dict[str, str]:
    """The texts stored at the clock's time; name -> memory id."""
    return {name: memory.store(text, user="ann", pinned=name in pinned).memory.id for name, text in TEXTS.items()}


def tiers(memory: Memory) -> dict[str, str]:
    return {i: v.tier for i, v in memory.backend.vector_tiers(Select(memory.tenant)).items()}


def age(memory: Memory, clock, days: float) -> dict:
    """Let ``days`` pass, then run decay and compress as the scheduler would."""
    clock.advance(days=days)
    memory.manage("decay")
    return memory.manage("compress")


def top(memory: Memory, question: str) -> str:
    return memory.recall(question, user="ann", limit=1, record_access=False, rerank=False)[0].memory.text


def test_a_decayed_memory_is_stored_in_its_tier_and_still_recalled(memory, clock):
    ids = stored(memory, pinned=("piano",))
    by_id = {i: name for name, i in ids.items()}
    # the default curve, exp(-0.02 days) with no access: 0.55 at 30 days, 0.25 at 70, 0.09 at 120
    for days, tier in ((30, "warm"), (40, "cold"), (50, "archive")):
        report = age(memory, clock, days)
        assert report["counts"]["demoted"] == 4 and report["bytes"]["saved"] > 0
        assert {by_id[i]: t for i, t in tiers(memory).items()} == {
            "tea": tier, "bike": tier, "cat": tier, "flight": tier, "piano": "active"}
        for name, question in QUESTIONS.items():
            assert top(memory, question) == TEXTS[name]


def test_an_archived_memory_goes_to_two_bits_whatever_its_retention(memory, clock):
    ids = stored(memory)
    memory.forget(ids["cat"])
    report = memory.manage("compress")
    assert report["moves"] == {"active->archive": 1}
    assert tiers(memory)[ids["cat"]] == "archive"


def similarity(memory: Memory, clock, embedder, question: str) -> dict[str, float]:
    """The vector search's score of each of Ann's memories for a question (the cosine, for a float32 vector)."""
    query = embed_query(embedder, question)
    return dict(memory.backend.search_vector(Scope(tenant=memory.tenant, user="ann"), query,
                                             RecallFilter(now=clock()), 10, model=embedder.name))


def test_a_memory_recalled_back_to_active_gets_its_float32_vector_again(memory, clock, embedder):
    ids = stored(memory)
    exact = similarity(memory, clock, embedder, QUESTIONS["tea"])[ids["tea"]]
    age(memory, clock, 150)
    assert tiers(memory)[ids["tea"]] == "archive"
    coarse = similarity(memory, clock, embedder, QUESTIONS["tea"])[ids["tea"]]
    assert abs(coarse - exact) > 1e-3  # scored by its 2-bit code
    for _ in range(10):  # ten recalls: full access protection, retention 1.0
        memory.recall(QUESTIONS["tea"], user="ann", limit=1, rerank=False)
    report = age(memory, clock, 0.01)
    assert report["moves"] == {"archive->active": 1} and report["counts"]["promoted"] == 1
    assert tiers(memory)[ids["tea"]] == "active"
    restored = memory.backend.vectors(memory.tenant, [ids["tea"]], model=embedder.name)[ids["tea"]]
    np.testing.assert_allclose(restored, embed_many(embedder, [TEXTS["tea"]])[0], atol=1e-6)
    again = similarity(memory, clock, embedder, QUESTIONS["tea"])[ids["tea"]]
    assert again == pytest.approx(exact, abs=1e-5)  # the match it had before compression


def test_compress_is_idempotent(memory, clock):
    stored(memory)
    first = age(memory, clock, 70)
    before = memory.backend.vectors(memory.tenant, list(tiers(memory)), model=memory.embedder.name)
    second = memory.manage("compress")
    assert first["counts"]["moved"] == 5 and second["counts"]["moved"] == 0 and second["moves"] == {}
    after = memory.backend.vectors(memory.tenant, list(tiers(memory)), model=memory.embedder.name)
    assert all(np.array_equal(before[i], after[i]) for i in before)


def test_a_dry_run_reports_the_moves_and_bytes_and_writes_nothing(memory, clock):
    stored(memory)
    clock.advance(days=70)
    memory.manage("decay")
    dry = memory.manage("compress", dry_run=True)
    assert tiers(memory) == {i: "active" for i in tiers(memory)}
    dim = memory.embedder.dim
    assert dry["dry_run"] and dry["moves"] == {"active->cold": 5}
    assert dry["bytes"] == {"before": 5 * bytes_per_vector("active", dim), "after": 5 * bytes_per_vector("cold", dim),
                            "saved": 5 * (bytes_per_vector("active", dim) - bytes_per_vector("cold", dim))}
    done = memory.manage("compress")
    assert {k: v for k, v in done.items() if k != "dry_run"} == {k: v for k, v in dry.items() if k != "dry_run"}


def test_the_tier_rules_agree_with_tier_for(memory, clock):
    scores = (1.0, 0.81, 0.8, 0.4, 0.39, 0.15, 0.149, 0.0)
    cases = [(s, st, p) for s in scores for st in (Status.ACTIVE, Status.ARCHIVED, Status.SUPERSEDED)
             for p in (False, True)]
    ids = []
    for n, (score, status, pinned) in enumerate(cases):
        unit = memory.store(f"note number {n} about topic {n * 7}", user="ann", pinned=pinned).memory
        memory.backend.update(memory.tenant, unit.id, {"decay_score": score, "status": status})
        ids.append(unit.id)
    matched: dict[str, list[str]] = {}
    for tier, query in vector_tiers(memory.tenant, clock()):
        for i in memory.backend.vector_tiers(query):
            matched.setdefault(i, []).append(tier)
    for i, (score, status, pinned) in zip(ids, cases):
        assert matched[i] == [tier_for(score, archived=status is Status.ARCHIVED, pinned=pinned)]


def test_a_memory_of_another_model_waits_for_reembed_to_climb(tmp_path, clock):
    path = tmp_path / "m.db"
    with Memory(path, tenant="acme", embedder=HashEmbedder(dim=32), clock=clock) as old:
        unit = old.store("Ann drinks green tea", user="ann").memory
        age(old, clock, 150)
    with Memory(path, tenant="acme", embedder=HashEmbedder(dim=64), clock=clock) as new:
        for _ in range(10):  # recalled back to full retention
            new.backend.record_access("acme", [unit.id], clock(), recalled=True)
        new.manage("decay")
        report = new.manage("compress")
        assert report["counts"] == {"moved": 0, "promoted": 0, "demoted": 0, "awaiting_reembed": 1}
        assert tiers(new)[unit.id] == "archive"


def test_compress_is_a_scheduled_job_every_surface_can_run(tmp_path, capsys):
    assert "compress" in TASKS and DEFAULT_INTERVALS["compress"] > 0
    db = tmp_path / "cli.db"
    with Memory(db, embedder=HashEmbedder(dim=32)) as m:
        m.store("Ann drinks green tea", user="ann", now="2026-01-01")
        m.manage("decay", now="2026-03-01")
    assert main(["--db", str(db), "manage", "compress", "--dry-run", "--now", "2026-03-01", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"task": "compress"' in out and '"active->cold": 1' in out


def test_compress_runs_on_a_fake_clock_without_a_scheduler(memory, clock):
    stored(memory)
    report = compress(memory.backend, memory.embedder, memory.tenant, clock() + timedelta(days=1), dry_run=True)
    assert report["counts"]["moved"] == 0  # decay has not run: every stored score is still 1.0


def test_compress_runs_over_http_and_a_dry_run_there_writes_nothing(mem, clock):
    from fastapi.testclient import TestClient

    from credo.server import create_app

    from .conftest import LOCAL

    unit = mem.store("Ann drinks green tea", user="ann").memory
    clock.advance(days=70)
    mem.manage("decay")
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        dry = http.post("/v1/manage/compress", json={"dry_run": True})
        assert dry.status_code == 200 and dry.json()["moves"] == {"active->cold": 1}
        assert tiers(mem) == {unit.id: "active"}
        done = http.post("/v1/manage/compress", json={"dry_run": False})
        assert done.status_code == 200 and tiers(mem) == {unit.id: "cold"}
