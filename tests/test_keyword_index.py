"""SQLite's keyword search from each user's postings in memory (credo.store.sqlite.keywords) against FTS5 itself.

A search outside a transaction scores the user's postings; the same search inside one goes to FTS5's own
``bm25()`` ranking (the index has not flushed that transaction's writes). Both must give the same ids, in the
same order, with the same scores, exactly, whatever the store holds and however it changed since the
postings were read.
"""

from __future__ import annotations

import random
import uuid
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from credo.models import Classification, Status, scope
from credo.store.base import RecallFilter
from credo.store.sqlite import SQLiteStore
from credo.models import MemoryUnit

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
NOW = T0 + timedelta(days=10)
WORDS = ("kiwi kiwis apple pear rent increase sister manager landlord Lisbon trip tax return piano lessons "
         "caresses ponies hopping relational café résumé naïve 2023 17 May the a of and running runs ran").split()


def unit(text: str, user: str = "ann", tenant: str = "acme", **fields) -> MemoryUnit:
    return MemoryUnit(id=uuid.uuid4().hex, tenant=tenant, user=user, text=text, created_at=T0, valid_from=T0,
                      **fields)


def texts(rng: random.Random, n: int) -> list[str]:
    return [" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 14))) for _ in range(n)]


def fill(store: SQLiteStore, rng: random.Random, users: dict[str, int], tenant: str = "acme") -> list[MemoryUnit]:
    units = [unit(t, user, tenant, shared=rng.random() < 0.1) for user, n in users.items() for t in texts(rng, n)]
    rng.shuffle(units)
    store.insert(units, [None] * len(units))
    return units


def by_fts5(store: SQLiteStore, who, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
    """The same search answered by FTS5's ranking: inside a transaction the postings are never read."""
    with store.transaction():
        return store.search_text(who, query, flt, limit)


def assert_same(store: SQLiteStore, who, query: str, limit: int = 50, flt: RecallFilter | None = None) -> list:
    flt = flt or RecallFilter(now=NOW)
    got = store.search_text(who, query, flt, limit)
    assert got == by_fts5(store, who, query, flt, limit), query
    return got


QUERIES = ["kiwi", "What did my sister say about the rent increase?", "caresses ponies hopping", "running",
           "Lisbon trip 2023", "café résumé naïve", "the", "17 May", "apple pear kiwi tax piano", "nothing matches"]


@pytest.fixture
def store(db_path):
    st = SQLiteStore(db_path)
    yield st
    st.close()


def test_postings_rank_exactly_as_fts5_across_users_shares_and_limits(store):
    rng = random.Random(7)
    fill(store, rng, {"ann": 400, "bo": 300, "cy": 50})
    fill(store, rng, {"ann": 30}, tenant="other")
    for query in QUERIES + [" ".join(rng.sample(WORDS, 3)) for _ in range(20)]:
        for who in (scope("acme", "ann"), scope("acme", "cy"), scope("other", "ann"),
                    scope("acme", "ann").model_copy(update={"include_shared": False})):
            for limit in (1, 10, 200):
                assert_same(store, who, query, limit)
    found = assert_same(store, scope("acme", "ann"), "kiwi", 500)
    assert found and all(score > 0 for _, score in found)
    assert [s for _, s in found] == sorted((s for _, s in found), reverse=True)


def test_a_users_postings_never_serve_another_users_private_memories(store):
    mine = unit("Ann's kiwi smoothie recipe")
    theirs, shared = unit("Bo's kiwi jam", user="bo"), unit("The team kiwi order", user="bo", shared=True)
    store.insert([mine, theirs, shared], [None] * 3)
    ids = [i for i, _ in assert_same(store, scope("acme", "ann"), "kiwi")]
    assert set(ids) == {mine.id, shared.id}
    alone = scope("acme", "ann").model_copy(update={"include_shared": False})
    assert [i for i, _ in assert_same(store, alone, "kiwi")] == [mine.id]


def test_the_belief_filter_and_the_ceiling_still_apply(store):
    active, secret = unit("kiwi plan active"), unit("kiwi plan secret", classification=Classification.RESTRICTED)
    old, weak = unit("kiwi plan old", status=Status.SUPERSEDED), unit("kiwi plan weak", confidence=0.1)
    store.insert([active, secret, old, weak], [None] * 4)
    who = scope("acme", "ann")
    assert {i for i, _ in assert_same(store, who, "kiwi")} == {active.id, secret.id}
    capped = who.model_copy(update={"ceiling": Classification.INTERNAL})
    assert [i for i, _ in assert_same(store, capped, "kiwi")] == [active.id]
    # a filter that passes few of many matches still finds them, a batch at a time
    store.insert([unit(f"kiwi filler {i}", confidence=0.1) for i in range(300)], [None] * 300)
    assert [i for i, _ in assert_same(store, capped, "kiwi plan")] == [active.id]


def test_writes_after_the_postings_were_read_are_searched_as_fts5_searches_them(store, db_path):
    rng = random.Random(3)
    units = fill(store, rng, {"ann": 200, "bo": 200})
    who = scope("acme", "ann")
    for query in QUERIES:
        assert_same(store, who, query)  # the postings are read
    # appended by this store and by another process: new rows for ann, and bo's that move every idf
    new = unit("kiwi kiwi kiwi, a fresh note")
    store.insert([new], [None])
    other = SQLiteStore(db_path)
    other.insert([unit(t, "bo") for t in texts(rng, 100)] + [unit("pear pear sister", "ann")], [None] * 101)
    assert new.id in [i for i, _ in assert_same(store, who, "kiwi", 500)]
    for query in QUERIES:
        assert_same(store, who, query)
    # a text rewritten: its new words are found, its old ones are not
    target = next(u for u in units if u.user == "ann")
    other.update("acme", target.id, {"text": "quokka sighting"})
    assert [i for i, _ in assert_same(store, who, "quokka")] == [target.id]
    assert target.id not in [i for i, _ in assert_same(store, who, target.text, 500)]
    # erased, here and by the other process: gone from every answer
    erased = [u.id for u in units if u.user == "ann"][1:40]
    store.erase("acme", erased[:20])
    other.erase("acme", erased[20:])
    for query in QUERIES:
        assert not set(erased) & {i for i, _ in assert_same(store, who, query, 500)}
    other.close()


def test_a_user_erased_and_written_again_is_read_afresh(store):
    store.insert([unit("kiwi one"), unit("kiwi two")], [None, None])
    who = scope("acme", "ann")
    assert len(assert_same(store, who, "kiwi")) == 2
    store.erase_user("acme", "ann")
    assert assert_same(store, who, "kiwi") == []
    again = unit("kiwi three")
    store.insert([again], [None])
    assert [i for i, _ in assert_same(store, who, "kiwi")] == [again.id]


def test_queries_the_postings_cannot_answer_exactly_go_to_fts5(store):
    store.insert([unit("first_name is Ann"), unit("first name then"), unit("kiwi", user="bo")], [None] * 3)
    assert len(assert_same(store, scope("acme", "ann"), "first_name")) == 2  # one word FTS5 splits in two
    tenant_wide = scope("acme", None, user_required=False)
    assert len(store.search_text(tenant_wide, "kiwi", RecallFilter(now=NOW), 10)) == 1


def test_a_large_vector_block_scanned_by_several_threads_scores_every_row_as_one_pass_does():
    from credo.quantize import encode
    from credo.store.sqlite.vectors import PARALLEL_ROWS, _similarities

    rng = np.random.default_rng(3)
    rows = rng.standard_normal((PARALLEL_ROWS + 1001, 64)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    query = rows[17] + np.float32(0.3) * rows[4242]
    scanned = _similarities(encode(rows, "active"), query)
    assert np.array_equal(scanned, np.einsum("ij,j->i", rows, query))  # the same bits, row for row


def test_recall_at_scale_answers_as_fts5_and_the_full_scan_do(db_path):
    """A store past the parallel scan's size: recall's candidates by both indexes equal the oracles'."""
    from credo.store.sqlite.vectors import PARALLEL_ROWS, _top

    rng = random.Random(11)
    vectors = np.random.default_rng(11).standard_normal((PARALLEL_ROWS + 500, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    units = [unit(t, embedding_model="m", embedding_dim=16) for t in texts(rng, len(vectors))]
    store = SQLiteStore(db_path)
    store.insert(units, list(vectors))
    who, flt = scope("acme", "ann"), RecallFilter(now=NOW)
    for query in QUERIES[:4]:
        assert_same(store, who, query, 50)
    query = vectors[99]
    found = store.search_vector(who, query, flt, 20, model="m")
    order, values = _top(np.einsum("ij,j->i", vectors, query), 20)
    assert found == [(units[i].id, float(v)) for i, v in zip(order, values)]
    store.close()


def test_best_candidates_past_many_filtered_ones_are_the_first_that_pass_in_order(db_path):
    """Both searches check their best candidates against the filter a head first (``head_batch``), then the
    rest: with two memories in three filtered out, every limit still gets the first passing ones in order."""
    from credo.store.sqlite.vectors import _top

    rng = random.Random(5)
    vectors = np.random.default_rng(5).standard_normal((600, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    units = [unit(t, embedding_model="m", embedding_dim=16, status=Status.ACTIVE if i % 3 == 0 else Status.SUPERSEDED)
             for i, t in enumerate(texts(rng, len(vectors)))]
    store = SQLiteStore(db_path)
    store.insert(units, list(vectors))
    who, flt = scope("acme", "ann"), RecallFilter(now=NOW)
    order, values = _top(np.einsum("ij,j->i", vectors, vectors[7]), len(vectors))
    passing = [(units[i].id, float(v)) for i, v in zip(order, values) if units[i].status is Status.ACTIVE]
    for limit in (1, 10, 50, 150, 400):
        assert store.search_vector(who, vectors[7], flt, limit, model="m") == passing[:limit]
        for query in ("kiwi apple", "the running"):
            assert len(assert_same(store, who, query, limit)) == min(limit, len(by_fts5(store, who, query, flt, 600)))
    store.close()


def test_vectors_served_from_a_searched_block_are_the_tables_own_in_its_order(store, db_path):
    """A recall's keyword-only candidates read their vectors from the block its search holds: the same ids, in
    the same order, with the same bytes as the table gives a store that holds no block, after every kind of
    write, here or by another process."""
    rng = np.random.default_rng(5)
    vectors = rng.standard_normal((300, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    units = [unit(t, user=("ann", "bo")[i % 2], embedding_model="m", embedding_dim=16)
             for i, t in enumerate(texts(random.Random(5), len(vectors)))]
    store.insert(units, list(vectors))
    other = SQLiteStore(db_path)  # a second process: writes, and reads only the table (it never searches)
    who, flt = scope("acme", "ann"), RecallFilter(now=NOW)

    def same(ids: list[str]) -> dict[str, np.ndarray]:
        store.search_vector(who, vectors[0], flt, 10, model="m")  # holds (and refreshes) ann's block
        got, table = store.vectors("acme", ids, model="m"), other.vectors("acme", ids, model="m")
        assert list(got) == list(table)
        assert all(got[i].tobytes() == table[i].tobytes() for i in got)
        return got

    asked = [u.id for u in units[::-1]] + ["no-such-id", units[1].id]  # ann's and bo's, newest first, a repeat
    assert len(same(asked)) == 300
    extra = unit("kiwi later", embedding_model="m", embedding_dim=16)
    other.insert([extra], [vectors[3]])  # appended: ann's block extends, its id index with it
    assert same(asked + [extra.id])[extra.id].tobytes() == vectors[3].tobytes()
    other.update("acme", units[0].id, {}, vector=vectors[7], model="m")  # rewritten: the block is read again
    assert same(asked)[units[0].id].tobytes() == vectors[7].tobytes()
    other.set_vector_tiers("acme", {units[2].id: "warm"})  # quantized: decoded from the table
    same(asked)
    other.erase("acme", [units[4].id])
    assert units[4].id not in same(asked)
    with store.transaction():  # a transaction's own writes may be undone: the table answers
        store.insert([unit("inside", embedding_model="m", embedding_dim=16)], [vectors[9]])
        assert list(store.vectors("acme", asked, model="m")) == list(other.vectors("acme", asked, model="m"))
    other.close()
