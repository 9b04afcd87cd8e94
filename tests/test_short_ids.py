"""Short ids: a context line shows a memory's id as a unique prefix, and every surface takes it back.

An id costs about 30 tokens in full and 8 as a prefix of 8 characters, so a 400-token context holds more
memories. The prefix resolves only among the memories the caller may address (``credo.lifecycle.resolve``):
another user's memory never makes it ambiguous, and never answers it.
"""

from __future__ import annotations


import anyio
import pytest
from fastapi.testclient import TestClient
from mcp import Client

from credo import AmbiguousId, InvalidInput, NotFound, write
from credo.cli import main
from credo.mcp import build_server
from credo.models import Principal
from credo.server import create_app

from .conftest import LOCAL, auth, key


@pytest.fixture
def ids(monkeypatch):
    """New memories get the ids handed in, in order (then random ones again)."""
    queue: list[str] = []
    real = write.new_id

    def next_id() -> str:
        return queue.pop(0) if queue else real()

    monkeypatch.setattr(write, "new_id", next_id)
    return queue


def twin_ids(prefix: str, n: int = 2) -> list[str]:
    """``n`` full-length ids that share ``prefix`` and nothing after it."""
    return [prefix + f"{i:x}" * (32 - len(prefix)) for i in range(1, n + 1)]


def line_of(text: str, words: str) -> str:
    return next(line for line in text.splitlines() if words in line)


def test_a_context_line_shows_an_8_character_id_that_every_memory_operation_takes_back(mem):
    unit = mem.store("I'm vegetarian, so please don't suggest steakhouses.", user="ann", kind="preference").memory
    packed = mem.context("suggest a lunch place", user="ann", budget_tokens=400)
    short = unit.id[:8]
    assert f"[id {short};" in line_of(packed.text, "vegetarian") and unit.id not in packed.text
    assert packed.memory_ids == [unit.id]  # the pack itself still names the full id
    assert mem.get(short, user="ann").id == unit.id
    assert mem.feedback(short, True, user="ann").q_value > unit.q_value
    assert mem.pin(short, user="ann").pinned
    assert mem.history(short, user="ann").chain == [unit.id]
    assert mem.forget(short, user="ann").status.value == "archived"
    assert mem.restore(short, user="ann").status.value == "active"
    assert mem.edit(short, importance=0.9, user="ann").importance == 0.9


def test_an_unknown_or_too_short_prefix_is_not_found_like_any_unknown_id(mem):
    unit = mem.store("Ann likes tea", user="ann").memory
    for ref in ("0123abcd", unit.id[:7]):
        with pytest.raises(NotFound, match=f"memory {ref} not found"):
            mem.get(ref)


def test_a_prefix_two_memories_share_is_a_typed_error_on_every_surface(mem, ids, tmp_path, capsys):
    ids += twin_ids("abcdef01")
    first = mem.store("Ann likes tea", user="ann").memory
    second = mem.store("Ann likes green tea", user="ann").memory
    with pytest.raises(AmbiguousId, match="names 2 memories") as caught:
        mem.feedback("abcdef01", True, user="ann")
    assert isinstance(caught.value, InvalidInput)
    assert mem.feedback(first.id[:9], True).id == first.id  # one character more names one
    # REST: 400 with the typed body
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        answer = http.post("/v1/memories/abcdef01/feedback", json={"helpful": True})
        assert answer.status_code == 400 and answer.json()["error"]["type"] == "ambiguous_id"
        assert http.get(f"/v1/memories/{second.id[:9]}").json()["memory"]["id"] == second.id
    # MCP: a tool error that starts with the code
    server = build_server(mem, local=Principal(tenant="acme"))

    async def call():
        async with Client(server) as client:
            bad = await client.call_tool("feedback", {"memory_id": "abcdef01", "helpful": True})
            good = await client.call_tool("get", {"memory_id": second.id[:9]})
            return bad, good

    bad, good = anyio.run(call)
    assert bad.is_error and "ambiguous_id: id prefix abcdef01" in bad.content[0].text
    assert good.structured_content["memory"]["id"] == second.id
    # CLI: exit code 2 and one line; a unique prefix works
    db = str(tmp_path / "cli.db")
    ids += twin_ids("feedbeef")
    assert [main(["--db", db, "store", text, "--user", "bo"]) for text in ("Bo likes tea", "Bo likes coffee")] == [0, 0]
    capsys.readouterr()
    assert main(["--db", db, "feedback", "feedbeef", "--helpful"]) == 2
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and "id prefix feedbeef names 2 memories" in said[0]
    assert main(["--db", db, "forget", twin_ids("feedbeef")[0][:9]]) == 0


def test_a_prefix_never_resolves_to_nor_is_made_ambiguous_by_a_memory_the_caller_cannot_see(mem, ids, locked):
    ids += twin_ids("c0ffee00")
    secret = mem.store("Bob's secret plan", user="bob").memory
    own = mem.store("Ann likes tea", user="ann").memory
    ids += ["d00d" + "0" * 28]
    only_bob = mem.store("Bob's other plan", user="bob").memory
    # Python, scoped to ann: bob's memory neither answers nor makes ann's prefix ambiguous
    assert mem.get("c0ffee00", user="ann").id == own.id
    with pytest.raises(NotFound) as hidden:
        mem.get("d00d0000", user="ann")
    with pytest.raises(NotFound) as unknown:
        mem.get("d00d1111", user="ann")
    assert str(hidden.value).replace("d00d0000", "X") == str(unknown.value).replace("d00d1111", "X")
    # REST with a key bound to ann: the same, answered 404 exactly as an id that does not exist
    ann = key(mem, user="ann")
    assert locked.get("/v1/memories/c0ffee00", headers=auth(ann)).json()["memory"]["id"] == own.id
    assert locked.post("/v1/memories/c0ffee00/feedback", json={"helpful": True},
                       headers=auth(ann)).status_code == 200
    seen, missing = (locked.get(f"/v1/memories/{ref}", headers=auth(ann)) for ref in ("d00d0000", "d00d1111"))
    assert seen.status_code == missing.status_code == 404
    assert seen.json()["error"]["type"] == missing.json()["error"]["type"] == "not_found"
    # a tenant-wide key sees both, so for it the prefix names two
    admin = key(mem, rights=["admin"], ceiling="restricted")
    assert locked.get("/v1/memories/c0ffee00", headers=auth(admin)).json()["error"]["type"] == "ambiguous_id"
    assert mem.get(secret.id).user == "bob" and mem.get(only_bob.id[:8]).id == only_bob.id


def test_context_shows_a_longer_prefix_only_where_the_users_own_memories_share_the_first_8(mem, ids):
    ids += [*twin_ids("0badcafe"), "0badcafe" + "9" * 24, *twin_ids("12345678", 1)]
    tea = mem.store("I always drink green tea in the morning.", user="ann", kind="preference").memory
    coffee = mem.store("I never drink coffee after noon.", user="ann", kind="preference").memory
    others = mem.store("Bob drinks black coffee every morning.", user="bob", kind="preference").memory
    solo = mem.store("I take my tea without sugar.", user="ann", kind="preference").memory
    text = mem.context("what should I drink this morning?", user="ann", budget_tokens=800).text
    assert f"[id {tea.id[:12]};" in line_of(text, "green tea")  # ann's own two share 8 characters
    assert f"[id {coffee.id[:12]};" in line_of(text, "coffee after noon")
    assert f"[id {solo.id[:8]};" in line_of(text, "without sugar")
    assert others.id[:8] == tea.id[:8] and "Bob drinks" not in text
    for unit in (tea, coffee, solo):
        short = line_of(text, unit.text[5:20]).split("[id ")[1].split(";")[0]
        assert mem.get(short, user="ann").id == unit.id


def test_a_contested_pair_names_its_conflict_once_and_each_value_by_a_short_id(mem):
    for value, day in (("morning", "2026-01-15"), ("afternoon", "2026-03-05"), ("morning", "2026-03-12")):
        conflict = mem.store(f"I prefer {value} meetings.", user="ann", entity="user", attribute="meeting_time",
                             value=value, at=day, now=day).conflict
    assert conflict is not None
    text = mem.context("when should I book a meeting?", user="ann", budget_tokens=400, now="2026-03-20").text
    lines = [line for line in text.splitlines() if line.startswith('- "user.meeting_time"')]
    assert len(lines) == 2 and text.count(conflict.id) == 1 and f"conflict {conflict.id}]" in lines[0]
    assert all(len(line.split("; id ")[1].split("]")[0].split(";")[0]) == 8 for line in lines)


def test_ids_that_are_not_hex_are_shown_and_taken_whole(mem, ids):
    ids += ["note-42"]
    unit = mem.store("I'm vegetarian.", user="ann", kind="preference").memory
    assert "[id note-42;" in mem.context("suggest a lunch place", user="ann", budget_tokens=400).text
    with pytest.raises(NotFound):
        mem.get("note-4")
    assert mem.get("note-42").id == unit.id




def test_a_memory_above_the_keys_ceiling_never_answers_nor_blurs_a_prefix(mem, ids, locked):
    ids += [*twin_ids("5ca1ab1e"), "beefcafe" + "0" * 24]
    secret = mem.store("Ann's salary review notes", user="ann", classification="restricted").memory
    plain = mem.store("Ann likes tea", user="ann").memory
    hidden = mem.store("Ann's medical file number", user="ann", classification="restricted").memory
    internal = key(mem, user="ann", ceiling="internal")
    assert locked.get("/v1/memories/5ca1ab1e", headers=auth(internal)).json()["memory"]["id"] == plain.id
    assert locked.get("/v1/memories/beefcafe", headers=auth(internal)).status_code == 404
    assert mem.get("beefcafe").id == hidden.id and secret.id.startswith("5ca1ab1e")
