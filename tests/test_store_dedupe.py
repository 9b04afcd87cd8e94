"""store dedupes and reinforces like remember; keep_both lets the person say which value is the default;
erase can rewrite the tables it touched."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from credo.errors import InvalidInput
from credo.models import Status
from credo.operations import ForgetRequest, ResolveRequest
from credo.server import create_app

from .conftest import LOCAL


@pytest.fixture(params=["sqlite", "postgres"])
def mem(request, mem):
    return mem if request.param == "sqlite" else request.getfixturevalue("pg_mem")


def active(mem, user="ann"):
    return [m for m in mem.browse(user=user, limit=100) if m.status is Status.ACTIVE]


def test_storing_the_same_text_twice_keeps_one_memory_reinforced(mem):
    first = mem.store("Ann takes her coffee black", user="ann")
    second = mem.store("Ann takes her coffee black ", user="ann")
    assert (first.duplicate, second.duplicate) == (False, True)
    assert second.memory.id == first.memory.id and second.memory.confirmations == 1
    assert "same text" in second.note
    hits = mem.recall("how does Ann take her coffee", user="ann")
    assert [h.memory.id for h in hits] == [first.memory.id]


def test_storing_the_same_fact_twice_reinforces_it_whatever_the_wording(mem):
    first = mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    second = mem.store("Ann's home is Paris", user="ann", entity="ann", attribute="home_city", value="paris")
    assert second.duplicate and second.memory.id == first.memory.id and second.superseded == []
    assert [m.value for m in active(mem)] == ["Paris"]


def test_a_batch_that_repeats_itself_writes_each_memory_once(mem):
    results = mem.store_many(["Bo plays chess", "Bo plays chess", "Bo plays go"], user="bo")
    assert [r.duplicate for r in results] == [False, True, False]
    assert results[1].memory.id == results[0].memory.id
    assert sorted(m.text for m in active(mem, "bo")) == ["Bo plays chess", "Bo plays go"]


def test_the_same_text_of_another_kind_or_user_is_not_a_duplicate(mem):
    mem.store("Deploy on Fridays", user="ann", kind="decision")
    assert not mem.store("Deploy on Fridays", user="ann", kind="procedure").duplicate
    assert not mem.store("Deploy on Fridays", user="bo", kind="decision").duplicate


def test_store_over_http_says_it_reinforced(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        body = {"text": "Ann is allergic to peanuts", "user": "ann"}
        first, second = (http.post("/v1/memories", json=body).json() for _ in range(2))
    assert (first["duplicate"], second["duplicate"]) == (False, True)
    assert second["memory"]["id"] == first["memory"]["id"] and second["memory"]["confirmations"] == 1


# -- keep_both with a default -----------------------------------------------------------------------------


def contested(mem, clock):
    for value in ("afternoon", "morning", "afternoon", "morning"):
        mem.store(f"Ann prefers meetings in the {value}", user="ann", entity="ann", attribute="meeting_time",
                  value=value)
        clock.advance(days=1)
    [conflict] = mem.conflicts(user="ann")
    return conflict


def current(mem):
    return sorted((m.attribute, m.value) for m in active(mem) if m.attribute)


def test_keep_both_scopes_the_older_value_by_default(mem, clock):
    conflict = contested(mem, clock)
    mem.resolve_conflict(conflict.id, "keep_both", context="consulting")
    assert current(mem) == [("meeting_time", "morning"), ("meeting_time@consulting", "afternoon")]


@pytest.mark.parametrize("default", ["existing", "afternoon", "Afternoon"])
def test_keep_both_lets_the_person_keep_the_older_value_as_the_default(mem, clock, default):
    """"Afternoon by default, morning for consulting", said when morning was said last."""
    conflict = contested(mem, clock)
    settled = mem.resolve_conflict(conflict.id, "keep_both", context="consulting", default=default)
    assert current(mem) == [("meeting_time", "afternoon"), ("meeting_time@consulting", "morning")]
    assert "'afternoon' by default; 'morning' in the consulting context" in settled.meta_memory.text


def test_a_default_that_is_neither_side_or_without_keep_both_is_refused(mem, clock):
    conflict = contested(mem, clock)
    with pytest.raises(InvalidInput, match="default must be"):
        mem.resolve_conflict(conflict.id, "keep_both", context="consulting", default="evening")
    with pytest.raises(InvalidInput, match="keep_both only"):
        mem.resolve_conflict(conflict.id, "keep_new", default="existing")
    assert mem.conflicts(user="ann")[0].status.value == "open"  # nothing was settled


def test_keep_both_default_over_http_and_the_cli(mem, clock, tmp_path):
    conflict = contested(mem, clock)
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        bad = http.post(f"/v1/conflicts/{conflict.id}/resolve",
                        json={"action": "keep_both", "context": "consulting", "default": "evening"})
        assert bad.status_code == 400 and "default must be" in bad.json()["error"]["message"]
        ok = http.post(f"/v1/conflicts/{conflict.id}/resolve",
                       json={"action": "keep_both", "context": "consulting", "default": "existing"})
        assert ok.status_code == 200, ok.text
    assert current(mem) == [("meeting_time", "afternoon"), ("meeting_time@consulting", "morning")]
    assert "default" in ResolveRequest.model_fields  # one typed request: the CLI option and MCP argument too


def test_the_cli_offers_default_on_resolve():
    from credo.cli import cli

    result = CliRunner().invoke(cli, ["resolve", "--help"])
    assert result.exit_code == 0 and "--default" in result.output


# -- erase with a rewrite ---------------------------------------------------------------------------------


def test_rewrite_needs_a_hard_erase_at_every_surface(mem):
    with pytest.raises(InvalidInput, match="hard"):
        ForgetRequest.parse({"memory_id": "x" * 32, "rewrite": True})
    unit = mem.store("Ann's locker code is 4312", user="ann").memory
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        refused = http.delete(f"/v1/memories/{unit.id}", params={"rewrite": "true"})
        assert refused.status_code == 400 and "hard" in refused.json()["error"]["message"]
        erased = http.delete(f"/v1/memories/{unit.id}", params={"hard": "true", "rewrite": "true"})
        assert erased.status_code == 200 and erased.json()["erased"] is True


def test_erase_with_rewrite_leaves_no_copy_in_the_postgres_table_files(pg_mem, pg_server, pg_dsn):
    """A plain erase prunes the rows but freed space keeps old bytes until overwritten; VACUUM FULL copies
    the tables into new files."""
    import psycopg

    from credo.store.pgserver import SUPERUSER

    superuser = pg_server.dsn(SUPERUSER, pg_dsn.rsplit("/", 1)[1])
    for i in range(50):
        pg_mem.store(f"Filler note {i} about the quarterly figures", user="ann")

    def erase(canary: str, rewrite: bool) -> list[str]:
        unit = pg_mem.store(f"Ann's locker code is {canary}", user="ann").memory
        with psycopg.connect(superuser, autocommit=True) as conn:
            conn.execute("CHECKPOINT")  # the canary is in the table files
        pg_mem.erase(unit.id, rewrite=rewrite)
        with psycopg.connect(superuser, autocommit=True) as conn:
            conn.execute("CHECKPOINT")
        return [hit for hit in pg_mem.backend.canary_scan(canary) if hit.startswith("file:")]

    assert erase("zqxj-plain-8841", rewrite=False) != []  # the documented limit of a plain erase
    assert erase("zqxj-rewrite-8842", rewrite=True) == []


def test_dedupe_false_keeps_a_repeated_text_apart_but_never_a_repeated_fact(mem):
    first = mem.store("Standup moved to 9:30", user="ann")
    apart = mem.store("Standup moved to 9:30", user="ann", dedupe=False)
    assert not apart.duplicate and apart.memory.id != first.memory.id
    fact = dict(entity="ann", attribute="home_city", value="Paris")
    paris = mem.store("Ann lives in Paris", user="ann", **fact)
    again = mem.store("Ann lives in Paris", user="ann", dedupe=False, **fact)
    assert again.duplicate and again.memory.id == paris.memory.id
