"""`credo migrate`: a store copied whole between backends, resumable, and verified item by item."""

from __future__ import annotations

import json
import shutil
import sqlite3

import pytest

from credo import InvalidInput, Memory, NotFound, Status
from credo.cli import main
from credo.manage.migrate import migrate, verify
from credo.keys import create_key
from credo.store import open_store
from credo.store.base import HistoryQuery, Select
from credo.testing import FrozenClock
from tests.conftest import table_counts

MEETINGS = (("morning", "2026-01-15"), ("afternoon", "2026-03-05"), ("morning", "2026-03-12"))
SESAME = ["User's father is allergic to sesame.", "User's cousin is allergic to sesame."]
QUERIES = [("ann", "where does Ann live?"), ("ann", "when does Ann like her meetings?"),
           ("bob", "what does Bob drink?"), ("bob", "Bob's hobbies")]


def build(path, embedder) -> None:
    """A store with what a year of use leaves: supersessions, a contested pair, a merge proposal, archived and
    erased memories, recalls, jobs done and queued, a key, three tenants (one with only its audit log left)."""
    clock = FrozenClock("2026-01-01T09:00:00Z")
    with Memory(path, tenant="acme", embedder=embedder, clock=clock, reranker=None) as mem:
        mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
        clock.advance(days=1)
        mem.store("Ann moved to London", user="ann", entity="ann", attribute="home_city", value="London")
        for value, day in MEETINGS:  # seed 000: the third flip escalates into a conflict
            clock.set(day)
            mem.store(f"Ann prefers {value} meetings", user="ann", kind="preference", entity="user",
                      attribute="meeting_time", value=value, at=day)
        clock.set("2026-03-20")
        for text in SESAME:
            mem.store(text, user="ann")
            clock.advance(days=1)
        mem.manage("consolidate", now=clock())  # father and cousin: a proposal, not a merge
        mem.store("Bob drinks green tea every morning", user="bob", pinned=True)
        mem.store("Bob repairs vintage motorbikes on weekends", user="bob", shared=True)
        mem.forget(mem.store("Bob's old phone number is 555-0100", user="bob").memory.id)
        mem.erase(mem.store("Bob's locker code is 4821", user="bob").memory.id)
        mem.recall("what does Bob drink?", user="bob")
        mem.submit("I love hiking in the Alps", user="bob", idempotency_key="hike")
        mem.run_jobs()
        mem.submit("Remind me about the dentist", user="bob")
        create_key(mem.backend, "acme", user="ann", label="ann's laptop", now=clock())
        mem.store("Globex ships on Fridays", user="carol", tenant="globex")
        note = mem.store("Dave's temporary note", user="dave", tenant="initech").memory.id
        mem.erase(note, tenant="initech")


@pytest.fixture(scope="module")
def built(tmp_path_factory, embedder):
    path = tmp_path_factory.mktemp("migrate") / "built.db"
    build(path, embedder)
    return path


@pytest.fixture
def source(built, tmp_path):
    """A fresh copy of the built store for each test (the build is the slow part)."""
    path = tmp_path / "source.db"
    shutil.copy(built, path)
    return path


def recalls(path, embedder) -> list[list[tuple[str, float]]]:
    clock = FrozenClock("2026-06-12T09:00:00Z")
    with Memory(path, tenant="acme", embedder=embedder, clock=clock, reranker=None, seed=1) as mem:
        return [[(r.memory.id, round(r.score, 9)) for r in mem.recall(q, user=user, record_access=False)]
                for user, q in QUERIES]


def copy(src_path, dst_target, **options) -> dict:
    src, dst = open_store(src_path, create=False), open_store(dst_target)
    try:
        return migrate(src, dst, **options)
    finally:
        src.close()
        dst.close()


def test_a_sqlite_copy_holds_everything_and_recalls_the_same(source, tmp_path, embedder):
    report = copy(source, tmp_path / "copy.db")

    assert report["verify"]["ok"] and report["verify"]["first_difference"] is None
    assert report["verify"]["source_checksum"] == report["verify"]["destination_checksum"]
    assert report["tenants"] == ["acme", "globex", "initech"]
    acme = report["verify"]["counts"]["acme"]
    for table in ("memories", "vectors", "history", "links", "accesses", "audit", "jobs", "keys", "conflicts",
                  "proposals"):
        assert acme[table]["source"] == acme[table]["destination"] > 0, table
    assert report["verify"]["counts"]["initech"]["audit"]["destination"] > 0  # a tenant with only its log
    src, dst = open_store(source), open_store(tmp_path / "copy.db")
    try:
        for tenant in report["tenants"]:  # replaying append_audit rebuilt the chain, hash for hash
            assert [e["hash"] for e in dst.audit_events(tenant)] == [e["hash"] for e in src.audit_events(tenant)]
        statuses = {u.status for u in dst.get("acme", dst.select(Select("acme"), ids_only=True))}
        assert {Status.ACTIVE, Status.SUPERSEDED, Status.CHALLENGED, Status.ARCHIVED} <= statuses
        assert {j.status.value for j in dst.jobs("acme")} == {"done", "queued"}
        assert any(c.escalation for c in dst.history(HistoryQuery("acme")))  # the loop guard's challenge
    finally:
        src.close()
        dst.close()
    assert recalls(tmp_path / "copy.db", embedder) == recalls(source, embedder)


def test_an_interrupted_migration_resumes_to_an_identical_copy(source, tmp_path):
    class Stop(Exception):
        pass

    seen = []

    def interrupt(done, total):
        seen.append(done)
        if len(seen) == 3:
            raise Stop

    with pytest.raises(Stop):
        copy(source, tmp_path / "copy.db", batch=2, progress=interrupt)
    first = open_store(tmp_path / "copy.db")
    partial = len(first.select(Select("acme"), ids_only=True))
    first.close()
    assert 0 < partial < 10  # three committed batches of two memories

    again = copy(source, tmp_path / "copy.db", batch=2)

    assert again["verify"]["ok"]
    assert again["skipped"]["memories"] == partial
    assert again["copied"]["memories"] + partial == again["verify"]["counts"]["acme"]["memories"]["source"] \
        + again["verify"]["counts"]["globex"]["memories"]["source"]
    assert copy(source, tmp_path / "copy.db")["copied"] == dict.fromkeys(again["copied"], 0)  # nothing left


def test_the_checksum_catches_a_row_changed_behind_credos_back(source, tmp_path, capsys):
    assert copy(source, tmp_path / "copy.db")["verify"]["ok"]
    conn = sqlite3.connect(tmp_path / "copy.db")
    [(memory_id,)] = conn.execute("SELECT id FROM memories WHERE text = 'Ann moved to London'").fetchall()
    with conn:
        conn.execute("UPDATE memories SET text = 'Ann moved to Madrid' WHERE id = ?", (memory_id,))
    conn.close()

    src, dst = open_store(source), open_store(tmp_path / "copy.db")
    try:
        result = verify(src, dst)
    finally:
        src.close()
        dst.close()
    assert not result["ok"] and result["source_checksum"] != result["destination_checksum"]
    assert result["first_difference"] == f"memory acme/{memory_id}: row differs (text)"

    code = main(["migrate", str(source), str(tmp_path / "copy.db"), "--json"])
    out, err = capsys.readouterr()
    assert code == 1
    assert json.loads(out)["verify"]["first_difference"] == result["first_difference"]
    last = err.strip().splitlines()[-1]
    assert last == f"credo: error: the copy differs from the source: {result['first_difference']}"


def test_the_cli_copies_with_progress_lines_and_reports_both_checksums(source, tmp_path, capsys):
    code = main(["migrate", str(source), str(tmp_path / "copy.db"), "--batch", "3"])
    out, err = capsys.readouterr()
    assert code == 0, err
    lines = err.strip().splitlines()  # not a terminal: done/total lines
    done, total = lines[-1].split("/")
    assert done == total and len(lines) > 3
    checksums = [line.split()[-1] for line in out.splitlines() if "checksum" in line]
    assert len(checksums) == 2 and checksums[0] == checksums[1]
    assert out.strip().endswith("verified: the copy equals the source")


@pytest.mark.parametrize("args, code, kind, words", [
    (("{tmp}/missing.db", "{tmp}/copy.db"), 3, "not_found", "no store at"),
    (("mysql://db/credo", "{tmp}/copy.db"), 2, "invalid_input", "unknown store mysql://db/credo"),
    (("{src}", "ftp://user:hunter2@host/credo"), 2, "invalid_input", "unknown store ftp://user:***@host"),
    (("{src}", "{src}"), 2, "invalid_input", "the same store"),
    (("{src}", "{tmp}/copy.db", "--batch", "0"), 2, "usage", "--batch"),
])
def test_bad_targets_are_one_line_typed_errors(source, tmp_path, capsys, args, code, kind, words):
    argv = [a.format(tmp=tmp_path, src=source) for a in args]
    assert main(["migrate", *argv, "--json"]) == code
    out, err = capsys.readouterr()
    error = json.loads(out)["error"]
    assert error["type"] == kind and words in error["message"]
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err and "hunter2" not in out + err
    assert not (tmp_path / "missing.db").exists()


def test_a_destination_with_memories_of_its_own_is_refused_untouched(source, tmp_path, embedder, capsys):
    with Memory(tmp_path / "other.db", tenant="acme", embedder=embedder, reranker=None) as mem:
        mine = mem.store("Zoe runs the night shift", user="zoe").memory.id
    before = table_counts(tmp_path / "other.db")

    assert main(["migrate", str(source), str(tmp_path / "other.db")]) == 2
    _, err = capsys.readouterr()
    assert err.strip() == (f"credo: error: the destination holds memories the source does not have (1; the first:"
                           f" acme/{mine}): migrate into an empty store, or into the one an interrupted migrate"
                           f" of this source left")
    src, dst = open_store(source), open_store(tmp_path / "other.db")
    try:
        with pytest.raises(InvalidInput):
            migrate(src, dst)
        assert dst.select(Select("acme"), ids_only=True) == [mine]
    finally:
        src.close()
        dst.close()
    assert table_counts(tmp_path / "other.db") == before


def test_a_destination_with_only_a_key_of_its_own_is_refused(source, tmp_path):
    other = open_store(tmp_path / "other.db")
    _, record = create_key(other, "umbrella", label="someone else's")
    src = open_store(source)
    try:
        refused = f"API keys the source does not have \\(1; the first: umbrella/{record.id}"
        with pytest.raises(InvalidInput, match=refused):
            migrate(src, other)
    finally:
        src.close()
        other.close()


def test_open_store_maps_paths_and_refuses_unknown_schemes(tmp_path):
    with pytest.raises(NotFound):
        open_store(tmp_path / "absent.db", create=False)
    assert not (tmp_path / "absent.db").exists()
    with pytest.raises(InvalidInput, match="unknown store redis://"):
        Memory("redis://localhost/0")
    store = open_store(str(tmp_path / "new.db"))
    assert store.journal_mode == "wal"
    store.close()


def test_a_copy_through_postgresql_and_back_is_identical(source, tmp_path, request):
    """SQLite -> PostgreSQL -> SQLite: every checksum along the way is the source's."""
    pytest.importorskip("credo.store.postgres", reason="no PostgreSQL backend in this build")
    try:
        dsn = request.getfixturevalue("pg_dsn")
    except pytest.FixtureLookupError:
        pytest.skip("no pg_dsn fixture: PostgreSQL tests are not set up here")
    there = copy(source, dsn)
    back = copy(dsn, tmp_path / "back.db")

    assert there["verify"]["ok"] and back["verify"]["ok"]
    assert there["verify"]["source_checksum"] == back["verify"]["destination_checksum"]


class _Reversed:
    """A store that returns every list of history, links and accesses in the opposite order (as another backend
    may): verification must not care."""

    def __init__(self, store):
        self._store = store

    def __getattr__(self, name):
        return getattr(self._store, name)

    def history(self, query):
        return list(reversed(self._store.history(query)))

    def links(self, tenant, ids, **kw):
        return list(reversed(self._store.links(tenant, ids, **kw)))

    def access_log(self, tenant, ids):
        return list(reversed(self._store.access_log(tenant, ids)))


def test_verification_ignores_row_order_on_a_store_with_supersessions_links_conflicts_and_cards(tmp_path, embedder,
                                                                                             request):
    path, clock = tmp_path / "rich.db", FrozenClock("2026-01-01T09:00:00Z")
    with Memory(path, tenant="acme", embedder=embedder, clock=clock, reranker=None) as mem:
        for value in ("Paris", "London", "Paris", "London"):  # supersessions, then a conflict
            clock.advance(days=1)
            mem.store(f"Bo lives in {value}", user="ann", entity="bo", attribute="home_city", value=value)
        for attribute, value in (("job", "nurse"), ("pet", "a cat"), ("sport", "rowing")):
            mem.store(f"Bo's {attribute} is {value}", user="ann", entity="bo", attribute=attribute, value=value)
        mem.recall("where does Bo live?", user="ann")
        mem.manage("cards", now=clock())
        assert mem.conflicts(user="ann") and mem.backend.cards("acme")
    targets = [tmp_path / "copy.db"]
    try:
        targets.append(request.getfixturevalue("pg_dsn"))
    except pytest.FixtureLookupError:
        pass
    for target in targets:
        report = copy(path, target)
        assert report["verify"]["ok"], report["verify"]
        assert all(report["copied"][t] > 0 for t in ("history", "links", "conflicts", "cards")), report["copied"]
        src, dst = open_store(path, create=False), open_store(target)
        try:
            again = verify(src, _Reversed(dst))
            assert again["ok"] and again["source_checksum"] == again["destination_checksum"]
        finally:
            src.close()
            dst.close()
