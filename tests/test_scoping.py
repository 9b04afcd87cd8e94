"""Tenants and users are walls: no call crosses them, and bad input writes nothing."""

from __future__ import annotations

import pytest

from credo import InvalidInput, Memory, MissingScope, NotFound

from .conftest import table_counts


@pytest.fixture
def other_tenant(db_path, embedder, clock):
    memory = Memory(db_path, tenant="globex", embedder=embedder, clock=clock)
    yield memory
    memory.close()


@pytest.fixture
def secret(mem):
    unit = mem.store("Ann's salary is 91000 euros", user="ann", entity="ann", attribute="salary",
                     value="91000").memory
    return unit


def test_another_tenant_sees_nothing_through_any_call(mem, other_tenant, secret):
    assert other_tenant.recall("salary", user="ann") == []
    for call in (other_tenant.get, other_tenant.status_history, other_tenant.chain, other_tenant.history,
                 other_tenant.forget, other_tenant.erase):
        with pytest.raises(NotFound):
            call(secret.id)
    with pytest.raises(NotFound):
        other_tenant.update_status(secret.id, "invalidated", "cross-tenant attempt")
    # and its own write with the same user and attribute supersedes nothing of ours
    assert other_tenant.store("Ann's salary is 1 euro", user="ann", entity="ann", attribute="salary",
                              value="1").superseded == []
    assert mem.get(secret.id).status.value == "active"


def test_another_user_sees_nothing_through_any_call(mem, secret):
    assert mem.recall("salary", user="bob") == []
    for call in (mem.get, mem.status_history, mem.chain, mem.history, mem.forget, mem.erase):
        with pytest.raises(NotFound):
            call(secret.id, user="bob")
    assert mem.get(secret.id, user="ann").id == secret.id


def test_shared_memories_are_visible_to_the_tenants_other_users(mem):
    mem.store("The office wifi password rotates every Monday", user="ann", shared=True)
    assert [r.memory.text for r in mem.recall("wifi password", user="bob")] == [
        "The office wifi password rotates every Monday"]


def test_missing_scope_fails_closed(db_path, embedder):
    no_tenant = Memory(db_path, tenant=None, embedder=embedder)
    with pytest.raises(MissingScope):
        no_tenant.store("x", user="ann")
    with pytest.raises(MissingScope):
        no_tenant.recall("x", user="ann")
    with pytest.raises(MissingScope):
        no_tenant.get("anything")
    no_tenant.close()


@pytest.mark.parametrize("call", [
    lambda m: m.store("", user="ann"),
    lambda m: m.store("   ", user="ann"),
    lambda m: m.store("ok", user="ann", confidence=1.5),
    lambda m: m.store("ok", user="ann", importance=-0.1),
    lambda m: m.store("ok", user=""),
    lambda m: m.store("ok", user=None),
    lambda m: m.store("ok", user="ann", kind="gossip"),
    lambda m: m.store("ok", user="ann", source="oracle"),
    lambda m: m.store("ok", user="ann", at="last tuesday"),
    lambda m: m.store("x" * 9000, user="ann"),
    lambda m: m.update_status("no-such-id", "challenged", "why"),
    lambda m: m.get("no-such-id"),
    lambda m: m.erase("no-such-id"),
    lambda m: m.forget(""),
], ids=["empty", "blank", "confidence>1", "importance<0", "empty-user", "no-user", "bad-kind", "bad-source",
        "bad-time", "too-long", "status-unknown-id", "get-unknown-id", "erase-unknown-id", "forget-empty-id"])
def test_bad_input_is_a_typed_error_and_writes_nothing(mem, db_path, call):
    mem.store("Ann likes figs", user="ann")
    before = table_counts(db_path)
    with pytest.raises((InvalidInput, NotFound)) as caught:
        call(mem)
    assert caught.value.code in {"invalid_input", "missing_scope", "not_found"}
    assert table_counts(db_path) == before
