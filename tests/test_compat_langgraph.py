"""LangGraph's BaseStore over credo: LangGraph's documented store examples, and the same operations run on
LangGraph's own InMemoryStore and on CredoStore giving the same answers (langgraph ships no store tests)."""

from __future__ import annotations

import json

import anyio
import pytest
from langgraph.store.base import InvalidNamespaceError
from langgraph.store.memory import InMemoryStore

from credo import Memory
from credo.compat.langgraph import CredoStore


@pytest.fixture
def memory(tmp_path, embedder, clock):
    mem = Memory(str(tmp_path / "lg.db"), embedder=embedder, clock=clock)
    yield mem
    mem.close()


@pytest.fixture
def store(memory):
    return CredoStore(memory)


def test_put_get_update_delete_as_langgraphs_docs_show(store, memory):
    # BaseStore.put's docstring example
    store.put(("docs",), "report", {"memory": "Will likes ai"})
    assert store.get(("docs",), "report").value == {"memory": "Will likes ai"}
    store.put(("docs",), "report", {"memory": "Will likes ai", "version": 2})
    item = store.get(("docs",), "report")
    assert item.value["version"] == 2 and item.key == "report" and item.namespace == ("docs",)
    assert len(memory.browse(user="docs")) == 1  # an update edits the memory, it adds none
    store.delete(("docs",), "report")
    assert store.get(("docs",), "report") is None and memory.browse(user="docs") == []
    assert store.get(("docs",), "never-put") is None


def test_the_memory_docs_walkthrough_scopes_each_user_and_searches_by_meaning(store, memory):
    # LangGraph's "Memory" concept page: namespace (user_id, "memories"), put, search with a query
    for user_id, food in (("1", "pizza"), ("2", "sushi")):
        store.put((user_id, "memories"), "food", {"food_preference": f"I like {food}"}, index=["food_preference"])
        store.put((user_id, "memories"), "city", {"text": "I live in Lisbon" if user_id == "1" else "I live in Oslo"})
    found = store.search(("1", "memories"), query="what food does the user like?", limit=3)
    assert found[0].key == "food" and found[0].value == {"food_preference": "I like pizza"}
    assert found[0].score is not None and all(i.namespace == ("1", "memories") for i in found)
    assert {u.user for u in memory.browse()} == {"1", "2"}  # the first label is credo's user
    memory.erase_user("1")
    assert store.search(("1",)) == [] and [i.key for i in store.search(("2",))] == ["city", "food"]


def test_filters_and_list_namespaces_answer_as_langgraphs_in_memory_store(memory):
    ops = [(("users", "123"), "prefs", {"theme": "dark", "score": 4.5, "tags": {"a": 1}}),
           (("users", "123"), "profile", {"text": "Ann plays the cello", "score": 3}),
           (("users", "456"), "prefs", {"theme": "light", "score": 5}),
           (("a", "b", "c"), "k", {"x": 1}), (("a", "b", "d", "e"), "k", {"x": 2}),
           (("a", "b", "d", "i"), "k", {"x": 3}), (("a", "b", "f"), "k", {"x": 4}), (("a", "c", "f"), "k", {"x": 5})]
    ours, theirs = CredoStore(memory, layout=("label", "user")), InMemoryStore()
    for namespace, key, value in ops:
        ours.put(namespace, key, value)
        theirs.put(namespace, key, value)

    def same(method, *args, **kwargs):
        mine, reference = getattr(ours, method)(*args, **kwargs), getattr(theirs, method)(*args, **kwargs)
        if method == "search":
            mine, reference = ({(i.namespace, i.key, json.dumps(i.value, sort_keys=True)) for i in r}
                               for r in (mine, reference))
        else:
            mine, reference = sorted(mine), sorted(reference)
        assert mine == reference, (method, args, kwargs)
        return mine

    assert same("search", ("users",), filter={"theme": "dark"})
    assert same("search", ("users",), filter={"score": {"$gte": 4.5}})
    assert same("search", ("users", "123"), filter={"tags": {"a": 1}})
    assert [k for _, k, _ in same("search", ("users",), filter={"theme": {"$ne": "dark"}, "score": {"$lt": 5}})] \
        == ["profile"]
    assert same("list_namespaces", prefix=("a", "b"), max_depth=3) == [("a", "b", "c"), ("a", "b", "d"),
                                                                      ("a", "b", "f")]
    assert same("list_namespaces", suffix=("f",))
    assert same("list_namespaces", prefix=("a", "*", "f"))
    assert same("list_namespaces", max_depth=1) == [("a",), ("users",)]
    assert len(same("list_namespaces", limit=2, offset=1)) == 2


def test_kind_and_tenant_positions_and_typed_errors(memory):
    store = CredoStore(memory, layout=("tenant", "user", "kind"))
    store.put(("acme", "ann", "procedure"), "deploy", {"text": "Run the migrations before deploying"})
    held = memory.browse(tenant="acme", user="ann")
    assert [(u.kind.value, u.status.value, u.pinned) for u in held] == [("procedure", "active", True)]
    assert memory.browse(user="ann") == []  # tenant acme, not the default tenant
    with pytest.raises(InvalidNamespaceError):
        store.put(("acme", "ann", "notes"), "x", {"text": "y"})
    with pytest.raises(InvalidNamespaceError):
        store.put(("acme", "a.b"), "x", {"text": "y"})  # LangGraph's own label rule
    with pytest.raises(ValueError):
        CredoStore(memory, layout=("user", "user"))


def test_the_async_methods_are_the_same_store_awaited(store):
    async def walk():
        await store.aput(("u", "memories"), "pet", {"text": "I have a dog named Rex"})
        got = await store.aget(("u", "memories"), "pet")
        found = await store.asearch(("u",), query="pets")
        spaces = await store.alist_namespaces(prefix=("u",))
        await store.adelete(("u", "memories"), "pet")
        return got, found, spaces, await store.aget(("u", "memories"), "pet")

    got, found, spaces, gone = anyio.run(walk)
    assert got.value == {"text": "I have a dog named Rex"} and [i.key for i in found] == ["pet"]
    assert spaces == [("u", "memories")] and gone is None


def test_a_compiled_graph_reads_and_writes_through_the_store(store):
    # LangGraph's "add long-term memory" how-to: a node given the store remembers and recalls per user
    from typing import TypedDict

    from langgraph.graph import END, START, StateGraph
    from langgraph.store.base import BaseStore

    class State(TypedDict):
        user: str
        said: str
        known: list[str]

    def node(state: State, *, store: BaseStore) -> dict:
        namespace = (state["user"], "memories")
        store.put(namespace, f"m{len(store.search(namespace))}", {"text": state["said"]})
        return {"known": [i.value["text"] for i in store.search(namespace, query="where does the user live?")]}

    builder = StateGraph(State)
    builder.add_node("remember", node)
    builder.add_edge(START, "remember")
    builder.add_edge("remember", END)
    graph = builder.compile(store=store)
    graph.invoke({"user": "ann", "said": "I play the cello", "known": []})
    out = graph.invoke({"user": "ann", "said": "I live in Lisbon", "known": []})
    assert out["known"][0] == "I live in Lisbon" and set(out["known"]) == {"I live in Lisbon", "I play the cello"}
    assert graph.invoke({"user": "bo", "said": "I live in Oslo", "known": []})["known"] == ["I live in Oslo"]
