"""mem0's API over credo: mem0's documented examples, with only the import changed, run against credo."""

from __future__ import annotations

import contextlib
import io

import anyio
import pytest

from credo.compat.mem0 import AsyncMemory, Memory

#: mem0's Python quickstart (docs/open-source/python-quickstart.mdx, mem0 2.0.18), its import changed.
QUICKSTART = '''
from credo.compat.mem0 import Memory

m = Memory()

messages = [
    {"role": "user", "content": "Hi, I'm Alex. I love basketball and gaming."},
    {"role": "assistant", "content": "Hey Alex! I'll remember your interests."}
]
m.add(messages, user_id="alex")

results = m.search("What do you know about me?", filters={"user_id": "alex"})
print(results)
'''


@pytest.fixture
def m(tmp_path, embedder, clock):
    memory = Memory(path=str(tmp_path / "m0.db"), embedder=embedder, clock=clock)
    yield memory
    memory.close()


def test_the_mem0_quickstart_runs_with_only_the_import_changed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    scope: dict = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(QUICKSTART, "python-quickstart.mdx", "exec"), scope)
    results = scope["results"]["results"]
    said = {(r["credo"]["attribute"], r["credo"]["value"]) for r in results}
    assert ("name", "Alex") in said and {"gaming", "basketball"} & {v for a, v in said if a == "likes"}
    assert all(r["user_id"] == "alex" and r["score"] > 0 and r["id"] for r in results)
    assert "Alex" in printed.getvalue()
    scope["m"].close()


def test_add_reports_events_and_a_new_value_supersedes_the_old(m):
    first = m.add("I live in Paris", user_id="alex")["results"]
    assert [(r["memory"], r["event"]) for r in first] == [("User lives in Paris.", "ADD")]
    moved = m.add("Actually I moved to London", user_id="alex")["results"]
    assert [(r["event"], r["id"]) for r in moved] == [("ADD", moved[0]["id"]), ("DELETE", first[0]["id"])]
    found = m.search("where do I live?", filters={"user_id": "alex"})["results"]
    assert [r["credo"]["value"] for r in found] == ["London"]
    assert found[0]["credo"]["attribute"] == "home_city" and found[0]["credo"]["value"] == "London"
    chatter = m.add("Thanks, that's helpful!", user_id="alex")["results"]
    assert [r["event"] for r in chatter] == ["NONE"] and chatter[0]["reason"]


def test_the_crud_walkthrough_from_mem0s_docs(m):
    added = m.add([{"role": "user", "content": "I'm planning a trip to Tokyo next month."},
                   {"role": "assistant", "content": "Great! I'll remember that for future suggestions."}],
                  user_id="alice", metadata={"category": "travel"}, infer=False)["results"]
    assert [r["event"] for r in added] == ["ADD", "ADD"]
    memory_id = added[0]["id"]

    every = m.get_all(filters={"user_id": "alice"})["results"]
    assert [r["id"] for r in every] == [memory_id]  # the assistant's words are not the user's: they wait for review
    assert m.get(added[1]["id"])["credo"]["status"] != "active"
    one = m.get(memory_id)
    assert one["memory"] == "I'm planning a trip to Tokyo next month." and one["metadata"] == {"category": "travel"}
    assert m.get("no-such-id") is None

    assert m.update(memory_id=memory_id, text="Planning a trip to Kyoto next month",
                    metadata={"category": "travel", "city": "Kyoto"}) == {"message": "Memory updated successfully!"}
    assert m.get(memory_id)["memory"] == "Planning a trip to Kyoto next month"
    assert m.get(memory_id)["metadata"]["city"] == "Kyoto"
    assert [h["event"] for h in m.history(memory_id)] == ["ADD"]

    assert m.delete(memory_id=memory_id) == {"message": "Memory deleted successfully!"}
    assert m.get(memory_id) is None
    with pytest.raises(ValueError):
        m.delete(memory_id)
    m.add("I like green tea", user_id="bob", infer=False)
    assert m.delete_all(user_id="alice") == {"message": "Memories deleted successfully!"}
    assert m.get_all(filters={"user_id": "alice"})["results"] == []
    assert len(m.get_all(filters={"user_id": "bob"})["results"]) == 1
    m.reset()
    assert m.get_all(filters={"user_id": "bob"})["results"] == []


def test_ids_go_in_filters_and_agents_and_runs_scope_memories(m):
    m.add("Deploys happen on Tuesday", agent_id="ops-bot", run_id="run-1", infer=False)
    m.add("Deploys happen on Thursday", agent_id="ops-bot", run_id="run-2", infer=False)
    with pytest.raises(ValueError):
        m.search("deploys", user_id="alice")  # mem0 2.x: ids go in filters
    with pytest.raises(ValueError):
        m.get_all(filters={"category": "x"})
    with pytest.raises(ValueError):
        m.add("hello")
    with pytest.raises(ValueError):
        m.add("hello", user_id="two words")
    run2 = m.search("when do deploys happen?", filters={"agent_id": "ops-bot", "run_id": "run-2"})["results"]
    assert [r["memory"] for r in run2] == ["Deploys happen on Thursday"] and run2[0]["run_id"] == "run-2"
    assert len(m.get_all(filters={"agent_id": "ops-bot"})["results"]) == 2


def test_metadata_filters_take_mem0s_operators(m):
    for food, rating in (("sushi", 5), ("pizza", 3), ("salad", 4)):
        m.add(f"I like {food}", user_id="alice", metadata={"kind": "food", "rating": rating}, infer=False)

    def liked(**conditions):
        found = m.search("food I like", filters={"user_id": "alice", **conditions}, top_k=10)["results"]
        return sorted(r["memory"].removeprefix("I like ") for r in found)

    assert liked(rating={"gte": 4}) == ["salad", "sushi"]
    assert liked(rating={"in": [3]}) == ["pizza"]
    assert liked(OR=[{"rating": 5}, {"rating": 3}]) == ["pizza", "sushi"]
    assert liked(NOT=[{"rating": {"lt": 5}}]) == ["sushi"]
    assert liked(kind="*") == ["pizza", "salad", "sushi"]
    with pytest.raises(ValueError):
        liked(rating={"between": [1, 2]})


def test_async_memory_is_the_same_api_awaited(tmp_path, embedder, clock):
    async def main():
        m = AsyncMemory(path=str(tmp_path / "a.db"), embedder=embedder, clock=clock)
        try:
            await m.add("I live in Lisbon", user_id="alex")
            return await m.search("where do I live?", filters={"user_id": "alex"})
        finally:
            m.close()

    assert [r["memory"] for r in anyio.run(main)["results"]] == ["User lives in Lisbon."]
