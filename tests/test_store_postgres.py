"""The PostgreSQL backend: what it must do like SQLite (ranking, search, erasure) and what only a shared server needs
(concurrent servers, row-level security, errors a user can read). Runs on a real PostgreSQL 18 + pgvector."""

from __future__ import annotations

import math
import threading
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from credo import Memory
from credo.errors import NotFound, StorageError
from credo.decay import DecayPolicy
from credo.models import Job, JobStatus, MemoryUnit, Scope, Status
from credo.store import open_store
from credo.decay import Retention
from credo.store.base import Aggregate, Cond, RecallFilter, Select
from credo.store.chain import audit_hash
from credo.store.postgres import PostgresStore
from credo.store.sqlite import SQLiteStore
from credo.text import query_terms, words

psycopg = pytest.importorskip("psycopg")

NOW = datetime(2026, 1, 1, 9, tzinfo=timezone.utc)
MODEL = "test-model"
TEXTS = [
    "Caroline went to the LGBTQ support group on Tuesday",
    "Caroline's support group meets every week; she finds the group supportive",
    "Melanie painted a sunrise over the lake last summer",
    "Melanie paints every weekend and painted the sunrise twice",
    "Ann met Zoë at the café in Montréal",
    "Who was it? It was the neighbour, who was at the door",
    "The meeting about meetings was moved to the meeting room",
    "Bo went fishing with his father at dawn",
]


def unit(i: int, text: str, *, tenant: str = "a", user: str = "ann", **fields) -> MemoryUnit:
    data = {"id": f"{tenant}-{user}-{i}", "tenant": tenant, "user": user, "text": text, "created_at": NOW,
            "valid_from": NOW, "embedding_model": MODEL, "embedding_dim": 16, **fields}
    return MemoryUnit(**data)


def vectors(n: int, seed: int = 0, dim: int = 16) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    raw = rng.normal(size=(n, dim)).astype(np.float32)
    return list(raw / np.linalg.norm(raw, axis=1, keepdims=True))


def flt(**kw) -> RecallFilter:
    return RecallFilter(**{"now": NOW + timedelta(seconds=1), "min_confidence": 0.0, **kw})


@pytest.fixture
def sqlite_store(tmp_path):
    store = SQLiteStore(tmp_path / "ref.db")
    yield store
    store.close()


@pytest.fixture
def both(sqlite_store, pg_store):
    """The reference SQLite store and a PostgreSQL store holding the same memories."""
    units = [unit(i, text) for i, text in enumerate(TEXTS)] + [unit(i, TEXTS[i], user="bo") for i in range(3)]
    vecs = vectors(len(units))
    for store in (sqlite_store, pg_store):
        store.insert(units, vecs)
    return sqlite_store, pg_store, units, vecs


# -- like SQLite ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["When did Caroline go to the LGBTQ support group?", "painting sunrises",
                                   "who was it?", "meetings", "cafe montreal zoe", "what did Bo catch at dawn?",
                                   "nothing matches xyzzy"])
def test_full_text_ranks_and_scores_as_sqlite_fts5(both, query):
    sqlite_store, pg_store, _, _ = both
    scope = Scope(tenant="a", user="ann")
    expected = sqlite_store.search_text(scope, query, flt(), 10)
    found = pg_store.search_text(scope, query, flt(), 10)
    assert [i for i, _ in found] == [i for i, _ in expected]
    assert [s for _, s in found] == pytest.approx([s for _, s in expected], rel=1e-9)


def test_a_query_of_only_stop_words_still_matches(both):
    _, pg_store, _, _ = both
    found = pg_store.search_text(Scope(tenant="a", user="ann"), "who was it", flt(), 5)
    assert found and found[0][0] == "a-ann-5"


def test_full_text_follows_a_text_update_and_keeps_the_statistics_exact(both):
    sqlite_store, pg_store, units, _ = both
    for store in (sqlite_store, pg_store):
        store.update("a", units[7].id, {"text": "Bo went sailing with his daughter at dusk"})
    scope = Scope(tenant="a", user="ann")
    assert pg_store.search_text(scope, "fishing", flt(), 5) == []
    for query in ("sailing daughter", "Bo at dawn"):
        expected = sqlite_store.search_text(scope, query, flt(), 5)
        found = pg_store.search_text(scope, query, flt(), 5)
        assert [i for i, _ in found] == [i for i, _ in expected]
        assert [s for _, s in found] == pytest.approx([s for _, s in expected], rel=1e-9)


# -- keyword search ranks fewer memories, and returns what ranking every match would ----------------------------


def bm25_of_every_match(units: list[MemoryUnit], visible: list[MemoryUnit], query: str,
                        limit: int) -> list[tuple[str, float]]:
    """FTS5's bm25 of every visible memory holding a query word, from the whole tenant's statistics; best first,
    ties in the order the memories were stored: the ranking a search must return however few memories it reads."""
    terms = [w for term in query_terms(query) for w in words(term)]
    held = [words(u.text) for u in units]
    n, avgdl = len(units), sum(map(len, held)) / len(units)
    idf = [max(math.log((n - k + 0.5) / (k + 0.5)), 1e-6) for k in (sum(t in h for h in held) for t in terms)]
    scored = []
    for order, (u, found) in enumerate(zip(units, held)):
        if u in visible and set(terms) & set(found):
            tf = [float(found.count(t)) for t in terms]
            score = sum(w * ((f * 2.2) / (f + 1.2 * (0.25 + 0.75 * len(found) / avgdl))) for w, f in zip(idf, tf))
            scored.append((-score, order, u.id))
    return [(i, -s) for s, _, i in sorted(scored)[:limit]]


def crafted() -> list[MemoryUnit]:
    """Many memories holding every query word, in three lengths (so scores tie), others holding some of them,
    a short one repeating a word, another user's private and shared ones, and a superseded one."""
    fill = ["", " today", " today at noon"]
    units = [unit(i, f"My sister mentioned the rent increase{fill[i % 3]}") for i in range(60)]
    units += [unit(100 + i, f"The rent increase was posted{fill[i % 3]}") for i in range(40)]
    units += [unit(200 + i, f"My sister phoned{fill[i % 3]}") for i in range(40)]
    units += [unit(300, "rent rent rent"), unit(301, "Increase the rent, sister, increase it")]
    units += [unit(400 + i, "sister rent increase", user="bo") for i in range(3)]
    units += [unit(500 + i, "sister rent increase again", user="cy", shared=True) for i in range(3)]
    units += [unit(600, "sister rent increase", status=Status.SUPERSEDED)]
    return units


@pytest.mark.parametrize("query", ["What did my sister say about the rent increase?", "rent", "sister increase",
                                   "rent rent increase", "the rent increase posted today at noon"])
@pytest.mark.parametrize("limit", [1, 10, 45, 500])
def test_keyword_search_returns_the_ranking_of_every_match_ties_included(pg_store, query, limit):
    units = crafted()
    pg_store.insert(units, vectors(len(units)))
    scope = Scope(tenant="a", user="ann")
    visible = [u for u in units if u.status != Status.SUPERSEDED and (u.user == "ann" or u.shared)]
    found = pg_store.search_text(scope, query, flt(), limit)
    expected = bm25_of_every_match(units, visible, query, limit)
    assert [i for i, _ in found] == [i for i, _ in expected]
    assert [s for _, s in found] == pytest.approx([s for _, s in expected], rel=1e-12)


def test_keyword_search_stays_exact_after_rewrites_and_erasures_move_the_bounds(pg_store):
    units = crafted()
    pg_store.insert(units, vectors(len(units)))
    pg_store.update("a", units[0].id, {"text": "rent"})  # the shortest memory holding 'rent' is now one word
    pg_store.erase("a", ["a-ann-300"])  # and the one repeating it three times is gone
    now = [u.model_copy(update={"text": "rent"}) if u.id == units[0].id else u for u in units if u.id != "a-ann-300"]
    visible = [u for u in now if u.status != Status.SUPERSEDED and (u.user == "ann" or u.shared)]
    for query in ("rent increase", "sister rent"):
        found = pg_store.search_text(Scope(tenant="a", user="ann"), query, flt(), 10)
        expected = bm25_of_every_match(now, visible, query, 10)
        assert [i for i, _ in found] == [i for i, _ in expected]
        assert [s for _, s in found] == pytest.approx([s for _, s in expected], rel=1e-12)


def test_erasing_the_last_memory_holding_a_word_leaves_no_statistic_of_it(pg_store, pg_dsn):
    pg_store.insert([unit(0, "Ann likes tea"), unit(1, "Ann's quxbrindle code")], vectors(2))
    pg_store.erase("a", ["a-ann-1"])
    with psycopg.connect(pg_dsn) as conn:
        conn.execute("SELECT set_config('credo.tenant', 'a', false)")
        held = {row[0] for row in conn.execute("SELECT term FROM memory_terms")}
    assert held == set(words("Ann likes tea"))


def test_a_store_migrated_from_before_the_word_bounds_and_lengths_ranks_as_it_did(pg_store, pg_dsn, pg_app_dsn):
    units = crafted()
    pg_store.insert(units, vectors(len(units)))
    queries = ["What did my sister say about the rent increase?", "rent", "sister phoned today"]
    before = [pg_store.search_text(Scope(tenant="a", user="ann"), q, flt(), 10) for q in queries]
    pg_store.close()
    with psycopg.connect(pg_dsn, autocommit=True) as conn:  # back to the schema an older credo wrote
        conn.execute("SELECT set_config('credo.tenant', '*', false)")
        bounds = conn.execute("SELECT tenant, term, max_tf, min_len FROM memory_terms ORDER BY 1, 2").fetchall()
        lengths = conn.execute("SELECT id, term_lengths FROM memories ORDER BY id").fetchall()
        conn.execute("ALTER TABLE memory_terms DROP COLUMN max_tf, DROP COLUMN min_len")
        conn.execute("DROP INDEX idx_memories_scope_filter; ALTER TABLE memories DROP COLUMN term_lengths")
        conn.execute("DELETE FROM credo_migrations WHERE name >= '0014'")
    migrated = PostgresStore(pg_app_dsn, migrate_dsn=pg_dsn, pool_size=2)
    try:
        with psycopg.connect(pg_dsn, autocommit=True) as conn:
            conn.execute("SELECT set_config('credo.tenant', '*', false)")
            assert conn.execute("SELECT tenant, term, max_tf, min_len FROM memory_terms ORDER BY 1, 2").fetchall() \
                == bounds
            assert conn.execute("SELECT id, term_lengths FROM memories ORDER BY id").fetchall() == lengths
        assert [migrated.search_text(Scope(tenant="a", user="ann"), q, flt(), 10) for q in queries] == before
    finally:
        migrated.close()


def test_vector_search_returns_the_exact_neighbours_sqlite_returns(both):
    sqlite_store, pg_store, _, vecs = both
    scope = Scope(tenant="a", user="ann")
    for query in vectors(5, seed=7):
        expected = sqlite_store.search_vector(scope, query, flt(), 4, model=MODEL)
        found = pg_store.search_vector(scope, query, flt(), 4, model=MODEL)
        assert [i for i, _ in found] == [i for i, _ in expected]
        assert [s for _, s in found] == pytest.approx([s for _, s in expected], abs=1e-5)


def test_vector_search_compares_only_vectors_of_the_query_model(pg_store):
    pg_store.insert([unit(0, "old model"), unit(1, "new model", embedding_model="other")], vectors(2))
    found = pg_store.search_vector(Scope(tenant="a", user="ann"), vectors(2)[1], flt(), 5, model="other")
    assert [i for i, _ in found] == ["a-ann-1"]


def test_vector_search_finds_a_users_few_memories_among_many_others(pg_store):
    """The index's first candidates all belong to other users; the search still returns the caller's."""
    many = [unit(i, f"note {i}", user=f"u{i % 50}") for i in range(2000)]
    mine = [unit(i, f"mine {i}", user="ann") for i in range(3)]
    pg_store.insert(many + mine, vectors(len(many) + len(mine), dim=16))
    found = pg_store.search_vector(Scope(tenant="a", user="ann", include_shared=False), vectors(1, seed=3)[0],
                                   flt(), 10, model=MODEL)
    assert sorted(i for i, _ in found) == sorted(u.id for u in mine)


def test_a_users_search_ranks_own_and_shared_memories_exactly_whichever_path_it_takes(pg_store, pg_app_dsn):
    """A user's small scope is ranked exactly (no index walk); a scope over ``exact_below`` walks HNSW; both return
    the user's own and the tenant's shared memories that pass the filters, and never another user's private ones."""
    from credo.store.postgres import PostgresStore

    units = [unit(i, f"note {i}", user=f"u{i % 20}", shared=i % 20 == 1) for i in range(600)]
    units += [unit(i, f"mine {i}", user="ann", status=Status.SUPERSEDED if i % 5 == 0 else Status.ACTIVE)
              for i in range(40)]
    vecs = vectors(len(units), seed=11)
    pg_store.insert(units, vecs)
    visible = [j for j, u in enumerate(units) if (u.user == "ann" and u.status == Status.ACTIVE) or u.shared]
    walker = PostgresStore(pg_app_dsn, pool_size=1, exact_below=10)  # ann's 62 visible rows: over 10, so HNSW
    try:
        for query in vectors(5, seed=12):
            sims = np.stack([vecs[j] for j in visible]) @ query
            exact = [units[visible[j]].id for j in np.argsort(-sims, kind="stable")[:8]]
            found = pg_store.search_vector(Scope(tenant="a", user="ann"), query, flt(), 8, model=MODEL)
            assert [i for i, _ in found] == exact
            assert [s for _, s in found] == pytest.approx(sorted(sims, reverse=True)[:8], abs=1e-5)
            walked = walker.search_vector(Scope(tenant="a", user="ann"), query, flt(), 8, model=MODEL)
            assert len(walked) == 8 and {i for i, _ in walked} <= {units[j].id for j in visible}
    finally:
        walker.close()


def test_belief_filters_and_typed_selects_agree_with_sqlite(both):
    sqlite_store, pg_store, units, _ = both
    for store in (sqlite_store, pg_store):
        store.update("a", units[0].id, {"status": Status.SUPERSEDED, "valid_until": NOW})
        store.update("a", units[1].id, {"metadata": {"probe": True}, "pinned": True, "confidence": 0.2})
    queries = [
        Select("a", scope=Scope(tenant="a", user="ann"), filter=flt(min_confidence=0.4)),
        Select("a", (Cond("metadata", "has", "probe"),)),
        Select("a", (Cond("metadata", "lacks", "probe"), Cond("user", "!=", "bo")), order=("-text",), limit=3),
        Select("a", (Cond("pinned", "=", True),)),
        Select("a", (Cond("created_at", "<=", NOW), Cond("status", "in", [Status.SUPERSEDED])), ids=(units[0].id,)),
    ]
    for query in queries:
        assert pg_store.select(query, ids_only=True) == sqlite_store.select(query, ids_only=True)


def test_session_members_and_aggregates_agree_with_sqlite(sqlite_store, pg_store):
    units = [unit(i, f"turn {i}", source_session=f"s{i % 3}") for i in range(12)]
    units += [unit(0, "another tenant", tenant="b", source_session="s0")]
    for store in (sqlite_store, pg_store):
        store.insert(units, [None] * len(units))
    scope = Scope(tenant="a", user="ann")
    assert (pg_store.session_members(scope, flt(), ["s0", "s1", "nope"], 2)
            == sqlite_store.session_members(scope, flt(), ["s0", "s1", "nope"], 2))
    every = Select(None)
    agg = Aggregate(by=("tenant",), min=("created_at",))
    assert sorted(r["tenant"] for r in pg_store.aggregate(every, agg)) == ["a", "b"]
    by_session = Aggregate(by=("source_session",))
    assert (sorted(map(sorted, (r.items() for r in pg_store.aggregate(Select("a"), by_session))))
            == sorted(map(sorted, (r.items() for r in sqlite_store.aggregate(Select("a"), by_session)))))


@pytest.mark.parametrize("policy", [DecayPolicy(), DecayPolicy(name="engram"), DecayPolicy(name="knowlyr"),
                                    DecayPolicy(name="agentmemory")])
def test_rescore_writes_the_same_decay_scores_as_sqlite(sqlite_store, pg_store, policy):
    units = [unit(i, f"memory {i}", created_at=NOW - timedelta(days=40 * i), valid_from=NOW - timedelta(days=40 * i),
                  kind=("fact", "episode", "preference")[i % 3]) for i in range(8)]
    for store in (sqlite_store, pg_store):
        store.insert(units, [None] * len(units))
        store.record_access("a", [units[1].id, units[2].id], NOW - timedelta(days=3), True)
        assert store.rescore(Select("a", retention=Retention(policy, NOW + timedelta(days=900)))) == 8
    scores = lambda store: [u.decay_score for u in store.select(Select("a"))]  # noqa: E731
    assert scores(pg_store) == pytest.approx(scores(sqlite_store), abs=1e-9)


# -- erasure --------------------------------------------------------------------------------------------------


def test_erase_removes_every_trace_and_the_canary_scan_finds_none(pg_store):
    canary = "Quxbrindle Vantablorp"
    keep, gone = unit(0, "Ann likes tea"), unit(1, f"Ann's locker code is {canary}")
    pg_store.insert([keep, gone], vectors(2))
    pg_store.record_access("a", [gone.id], NOW, True)
    assert {"memories.text", "memories.terms", "memories.term_lengths"} <= set(pg_store.canary_scan(canary))
    assert pg_store.erase("a", [gone.id, "no-such-id"]) == [gone.id]
    assert pg_store.canary_scan(canary) == []
    assert pg_store.get("a", [gone.id]) == [] and pg_store.vectors("a", [gone.id], model=MODEL) == {}
    assert pg_store.search_text(Scope(tenant="a", user="ann"), "quxbrindle", flt(), 5) == []
    assert pg_store.search_text(Scope(tenant="a", user="ann"), "tea", flt(), 5)[0][0] == keep.id


def test_a_failed_transaction_leaves_nothing_behind(pg_store):
    with pytest.raises(RuntimeError):
        with pg_store.transaction():
            pg_store.insert([unit(0, "written then undone")], [None])
            raise RuntimeError("boom")
    assert pg_store.get("a", ["a-ann-0"]) == []
    assert pg_store.search_text(Scope(tenant="a", user="ann"), "undone", flt(), 5) == []


def test_update_of_an_unknown_memory_is_not_found(pg_store):
    with pytest.raises(NotFound):
        pg_store.update("a", "missing", {"text": "x"})


# -- tenancy ----------------------------------------------------------------------------------------------------


def test_one_transaction_may_serve_two_tenants_and_each_read_sees_only_its_own(pg_store):
    with pg_store.transaction():
        pg_store.insert([unit(0, "Ann in tenant a")], [None])
        pg_store.insert([unit(0, "Ann in tenant b", tenant="b")], [None])
        assert [u.text for u in pg_store.select(Select("a"))] == ["Ann in tenant a"]
    assert pg_store.get("b", ["a-ann-0"]) == []
    assert [u.text for u in pg_store.select(Select("b"))] == ["Ann in tenant b"]


# -- many servers on one database ------------------------------------------------------------------------------


def _servers(pg_app_dsn, n):
    from credo.store.postgres import PostgresStore

    return [PostgresStore(pg_app_dsn, pool_size=2) for _ in range(n)]


def _race(n, work):
    barrier = threading.Barrier(n)
    results: list = [None] * n

    def run(i):
        barrier.wait()
        results[i] = work(i)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def test_a_due_schedule_is_claimed_by_exactly_one_of_many_servers(pg_store, pg_app_dsn):
    servers = _servers(pg_app_dsn, 6)
    try:
        won = _race(6, lambda i: servers[i].claim_schedule("decay", NOW, 3600, f"s{i}", NOW + timedelta(minutes=5)))
        assert sum(won) == 1
        winner = f"s{won.index(True)}"
        servers[0].finish_schedule("decay", winner, NOW)
        later = NOW + timedelta(minutes=30)
        assert not pg_store.claim_schedule("decay", later, 3600, "s9", later + timedelta(minutes=5))
        assert pg_store.claim_schedule("decay", NOW + timedelta(hours=2), 3600, "s9", later)
    finally:
        for server in servers:
            server.close()


def test_workers_never_share_a_job_and_one_users_jobs_run_in_order(pg_store, pg_app_dsn):
    for i in range(6):
        pg_store.enqueue_job(Job(id=f"j{i}", tenant=("a", "b")[i % 2], user="ann",
                                 created_at=NOW + timedelta(seconds=i), payload={"n": i}))
    servers = _servers(pg_app_dsn, 4)
    try:
        claimed = _race(4, lambda i: servers[i].claim_job(NOW, NOW + timedelta(minutes=1), f"w{i}"))
    finally:
        for server in servers:
            server.close()
    got = sorted(job.id for job in claimed if job is not None)
    assert got == ["j0", "j1"]  # the oldest job of each (tenant, user); the rest wait behind them
    first = pg_store.jobs("a", ids=["j0"])[0]
    assert first.status is JobStatus.RUNNING and first.attempts == 1
    first.status, first.finished_at = JobStatus.DONE, NOW
    pg_store.update_job(first)
    assert pg_store.claim_job(NOW, NOW + timedelta(minutes=1), "w9").id == "j2"
    assert len(pg_store.jobs(None, limit=100)) == 6


def test_concurrent_audit_appends_keep_one_unbroken_chain(pg_store, pg_app_dsn):
    servers = _servers(pg_app_dsn, 4)
    try:
        _race(4, lambda i: [servers[i].append_audit("a", "test", f"s{i}", NOW, detail={"n": n}) for n in range(5)])
    finally:
        for server in servers:
            server.close()
    events = list(pg_store.audit_events("a"))
    assert len(events) == 20
    prev = "0" * 64
    for event in events:
        body = {k: event[k] for k in ("tenant", "at", "actor", "action", "memory_id", "detail")}
        assert event["prev_hash"] == prev and event["hash"] == audit_hash(prev, body)
        prev = event["hash"]


# -- opening ---------------------------------------------------------------------------------------------------


def test_memory_opens_a_postgres_url_and_serves_recall(pg_app_dsn, embedder, clock):
    with Memory(pg_app_dsn, tenant="acme", embedder=embedder, clock=clock) as mem:
        mem.store("Ann lives in Lisbon", user="ann", entity="ann", attribute="home_city", value="Lisbon")
        mem.store("Ann moved to Porto", user="ann", entity="ann", attribute="home_city", value="Porto")
        hits = mem.recall("where does Ann live?", user="ann")
        assert [h.memory.text for h in hits][0] == "Ann moved to Porto"
        assert type(mem.backend).__name__ == "PostgresStore"


def test_the_app_role_refuses_a_database_that_is_not_migrated(pg_server):
    from credo.store.pgserver import APP_ROLE

    pg_server.create_database("credo_empty_db", template="template1")
    try:
        with pytest.raises(StorageError, match="credo db migrate"):
            open_store(pg_server.dsn(APP_ROLE, "credo_empty_db"))
    finally:
        pg_server.drop_database("credo_empty_db")


def test_an_unreachable_server_is_one_storage_error_without_the_password():
    from credo.store.postgres import PostgresStore

    with pytest.raises(StorageError) as caught:
        PostgresStore("postgresql://credo_app:s3cret@127.0.0.1:1/credo", connect_timeout_s=1)
    assert "s3cret" not in str(caught.value) and "\n" not in str(caught.value)
    assert "credo_app@127.0.0.1:1/credo" in str(caught.value)


def test_the_cli_migrates_stores_and_recalls_on_a_postgres_url(pg_dsn, pg_app_dsn):
    import json
    import os
    import subprocess
    import sys

    def credo(*args):
        proc = subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True,
                              env={k: v for k, v in os.environ.items() if not k.startswith("CREDO_")}, timeout=120)
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout)

    assert credo("db", "migrate", "--dsn", pg_dsn, "--json") == {"applied": []}
    stored = credo("--db", pg_app_dsn, "store", "Ann keeps bees in Lisbon", "--user", "ann", "--json")
    hits = credo("--db", pg_app_dsn, "recall", "who keeps bees?", "--user", "ann", "--json")
    assert [h["memory"]["id"] for h in hits["results"]] == [stored["memory"]["id"]]


def test_credo_serve_runs_on_a_postgres_url_without_logging_its_password(pg_app_dsn, tmp_path):
    from urllib.parse import urlsplit

    from .test_erasure import Served

    server = Served(pg_app_dsn, tmp_path / "serve.log")
    try:
        stored = server.client.post("/v1/memories", json={"text": "Ann keeps bees", "user": "ann"}).json()["memory"]
        hits = server.client.post("/v1/recall", json={"query": "who keeps bees?", "user": "ann"}).json()["results"]
        assert [h["memory"]["id"] for h in hits] == [stored["id"]]
    finally:
        server.stop()
    log = (tmp_path / "serve.log").read_text()
    assert "serving postgresql://" in log and urlsplit(pg_app_dsn).password not in log
