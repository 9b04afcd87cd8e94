"""One typed request per operation: the REST API, the MCP server and the CLI offer exactly its fields.

Each surface is read as its users see it -- the OpenAPI document, the MCP tool list,
the click commands -- never from the tables that build it, so a parameter added to
one surface by hand, or a field left off one, fails here.
"""

from __future__ import annotations

import inspect
import json
import typing
from typing import Any

import anyio
import click
import pytest
from fastapi.testclient import TestClient
from mcp import Client

from credo import cli as cli_module
from credo import operations
from credo.cli import CLI_ONLY, main
from credo.mcp import TOOLS, build_server
from credo.models import Principal
from credo.operations import OperationRequest, RecallRequest, RememberRequest
from credo.security import Guarded
from credo.server import ROUTES, create_app

from .conftest import LOCAL

REQUESTS = [cls for cls in vars(operations).values()
            if isinstance(cls, type) and issubclass(cls, OperationRequest) and cls.model_fields
            and cls is not operations.MemoryRequest]


def fields(request: type[OperationRequest]) -> set[str]:
    return set(request.model_fields)


@pytest.fixture(scope="module")
def openapi(tmp_path_factory):
    from credo import HashEmbedder, Memory

    memory = Memory(tmp_path_factory.mktemp("openapi") / "o.db", embedder=HashEmbedder(), reranker=None)
    yield create_app(memory).openapi()
    memory.close()


def rest_parameters(openapi: dict[str, Any], method: str, path: str) -> set[str]:
    """What a client of one REST operation can send: its path and query parameters and its body's properties."""
    spec = openapi["paths"]["/v1" + path][method.lower()]
    names = {p["name"] for p in spec.get("parameters", [])}
    if "requestBody" in spec:
        ref = spec["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        names |= set(openapi["components"]["schemas"][ref.rsplit("/", 1)[-1]]["properties"])
    return names


@pytest.fixture(scope="module")
def mcp_tools(tmp_path_factory) -> dict[str, Any]:
    from credo import HashEmbedder, Memory

    memory = Memory(tmp_path_factory.mktemp("mcp") / "m.db", embedder=HashEmbedder(), reranker=None)

    async def listed():
        async with Client(build_server(memory, local=Principal(tenant="default"))) as client:
            return (await client.list_tools()).tools
    tools = {tool.name: tool for tool in anyio.run(listed)}
    memory.close()
    return tools


def cli_commands() -> dict[str, click.Command]:
    """Every command of the CLI by its full name (``review approve``)."""
    found: dict[str, click.Command] = {}

    def walk(group: click.Group, prefix: str) -> None:
        for name, command in group.commands.items():
            if isinstance(command, click.Group):
                walk(command, f"{prefix}{name} ")
            else:
                found[f"{prefix}{name}"] = command
    walk(cli_module.cli, "")
    return found


def cli_parameters(command: click.Command) -> set[str]:
    """What one command takes, as request fields: its parameters but the CLI's own, and the fields it decides."""
    _, fixed = command.callback.takes
    return {p.name for p in command.params if p.name not in CLI_ONLY and p.name != "help"} | set(fixed)


def surfaces(openapi, mcp_tools) -> dict[type[OperationRequest], dict[str, set[str]]]:
    """For each request model, the parameters each surface that takes it offers (REST per route)."""
    seen: dict[type[OperationRequest], dict[str, set[str]]] = {}
    for route in ROUTES:
        seen.setdefault(route.request, {})[f"REST {route.method} {route.path}"] = rest_parameters(
            openapi, route.method, route.path)
    for tool in TOOLS:
        seen.setdefault(tool.request, {})[f"MCP {tool.name}"] = set(mcp_tools[tool.name].input_schema["properties"])
    for name, command in cli_commands().items():
        if hasattr(command.callback, "takes"):
            seen.setdefault(command.callback.takes[0], {})[f"CLI {name}"] = cli_parameters(command)
    return seen


def test_every_surface_offers_exactly_the_fields_of_the_request_it_takes(openapi, mcp_tools):
    for request, offered in surfaces(openapi, mcp_tools).items():
        for surface, names in offered.items():
            assert names == fields(request), f"{surface} differs from {request.__name__}"


def test_recall_has_the_same_parameters_on_rest_mcp_and_the_cli(openapi, mcp_tools):
    offered = surfaces(openapi, mcp_tools)[RecallRequest]
    assert set(offered) == {"REST POST /recall", "MCP recall", "CLI recall"}
    assert len({frozenset(names) for names in offered.values()}) == 1
    assert fields(RecallRequest) >= {"query", "user", "limit", "mode", "kinds", "layers", "topic", "as_of",
                                     "min_confidence", "max_classification", "rerank"}


def test_every_request_is_taken_by_some_surface_and_the_shared_ones_by_each(openapi, mcp_tools):
    offered = surfaces(openapi, mcp_tools)
    assert set(REQUESTS) - set(offered) == set()
    on_all = {r for r, by in offered.items() if {s.split()[0] for s in by} == {"REST", "MCP", "CLI"}}
    assert {r.__name__ for r in on_all} >= {"StoreRequest", "RememberRequest", "RecallRequest", "ContextRequest",
                                            "GetRequest", "HistoryRequest", "ImportanceRequest", "StatusRequest",
                                            "ForgetRequest", "RestoreRequest", "FeedbackRequest", "PinRequest",
                                            "PromoteRequest", "DemoteRequest", "ReviewQueueRequest", "ReviewRequest",
                                            "ResolveRequest", "ManageRequest", "SessionsRequest", "CardRequest",
                                            "StatsRequest", "JobRequest"}


def test_every_field_of_every_request_is_described():
    for request in REQUESTS:
        for name, info in request.model_fields.items():
            assert info.description and len(info.description) > 8, f"{request.__name__}.{name}"
        assert request.__doc__, request.__name__


def test_mcp_and_rest_schemas_carry_the_requests_enums_and_limits(openapi, mcp_tools):
    schema = mcp_tools["recall"].input_schema
    assert schema["properties"]["mode"]["anyOf"][0]["enum"] == ["facts_only", "facts_plus_rules", "full_context"]
    assert schema["properties"]["limit"]["maximum"] == 200 and schema["properties"]["limit"]["minimum"] == 1
    kinds = schema["properties"]["kinds"]["anyOf"][0]["items"]
    assert "preference" in (schema.get("$defs", {}).get(kinds.get("$ref", "").rsplit("/", 1)[-1], kinds))["enum"]
    [task] = openapi["paths"]["/v1/manage/{task}"]["post"]["parameters"]
    assert "decay" in task["schema"]["enum"] and "all" in task["schema"]["enum"]
    assert mcp_tools["manage"].input_schema["properties"]["task"]["enum"] == task["schema"]["enum"]


def test_every_mcp_tool_carries_annotations():
    tools = anyio.run(_listed)
    assert all(t.annotations is not None and t.annotations.read_only_hint is not None
               and t.annotations.destructive_hint is not None and t.annotations.open_world_hint is False
               for t in tools)
    read_only = {t.name for t in tools if t.annotations.read_only_hint}
    assert read_only == {"job_status", "recall", "context", "sessions", "importance", "card", "timeline", "get",
                         "history", "review_queue", "stats"}
    destructive = {t.name for t in tools if t.annotations.destructive_hint}
    assert {"forget", "resolve_conflict", "manage", "consolidate", "erase_user"} <= destructive
    assert not destructive & read_only


async def _listed():
    from tempfile import mkdtemp

    from credo import HashEmbedder, Memory

    memory = Memory(f"{mkdtemp()}/t.db", embedder=HashEmbedder(), reranker=None)
    try:
        async with Client(build_server(memory, local=Principal(tenant="default"))) as client:
            return (await client.list_tools()).tools
    finally:
        memory.close()


def test_the_remember_text_is_text_everywhere_and_input_still_works_on_rest(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        canonical = http.post("/v1/remember", json={"text": "I live in Paris", "user": "ann"})
        earlier = http.post("/v1/jobs", json={"input": "I work at Initech", "user": "ann"})
        both = http.post("/v1/remember", json={"text": "I live in Rome", "input": "I live in Oslo", "user": "ann"})
        schema = http.get("/openapi.json").json()["components"]["schemas"]["RememberRequest"]
    assert canonical.status_code == 200 and [m["value"] for m in canonical.json()["stored"]] == ["Paris"]
    assert earlier.status_code == 202 and earlier.json()["job"]["payload"]["input"] == "I work at Initech"
    assert both.status_code == 422  # one text, under one name
    assert "text" in schema["properties"] and "input" not in schema["properties"]
    assert RememberRequest.parse({"input": "x"}).text == RememberRequest.parse({"text": "x"}).text == "x"


# -- bad input, refused alike -----------------------------------------------------------------------------


BAD = [  # (REST body, MCP arguments, CLI arguments) of one bad recall each
    ({"query": "tea", "user": "ann", "limit": 0}, {"query": "tea", "user": "ann", "limit": 0},
     ["recall", "tea", "--user", "ann", "--limit", "0"]),
    ({"query": "tea", "user": "ann", "mode": "everything"}, {"query": "tea", "user": "ann", "mode": "everything"},
     ["recall", "tea", "--user", "ann", "--mode", "everything"]),
    ({"query": "tea", "user": "ann", "kinds": ["gossip"]}, {"query": "tea", "user": "ann", "kinds": ["gossip"]},
     ["recall", "tea", "--user", "ann", "--kind", "gossip"]),
    ({"query": "tea", "user": "ann", "as_of": "someday"}, {"query": "tea", "user": "ann", "as_of": "someday"},
     ["recall", "tea", "--user", "ann", "--as-of", "someday"]),
    ({"query": "tea", "user": "ann", "valid_at": "last june"}, {"query": "tea", "user": "ann", "valid_at": "last june"},
     ["recall", "tea", "--user", "ann", "--valid-at", "last june"]),
]


@pytest.mark.parametrize("body, arguments, argv", BAD)
def test_a_bad_value_is_a_typed_refusal_on_every_surface(mem, db_path, capsys, body, arguments, argv):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        response = http.post("/v1/recall", json=body)
    assert response.status_code == 400 and response.json()["error"]["type"] == "invalid_input"

    async def call(client):
        return await client.call_tool("recall", arguments)
    result = anyio.run(_with_client, mem, call)
    assert result.is_error and result.content[0].text.startswith("invalid_input: ")

    assert main(["--db", str(db_path), "--tenant", "acme", *argv, "--json"]) == 2
    out, err = capsys.readouterr()
    assert json.loads(out)["error"]["type"] == "invalid_input"
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


# -- time, on every surface ------------------------------------------------------------------------------


def _moved(mem) -> None:
    """Ann lived in Porto from January; in December she says she moved to Lyon in September."""
    mem.store("Ann lives in Porto", user="ann", entity="ann", attribute="home_city", value="Porto",
              at="2025-01-10T10:00:00Z", now="2025-01-10T10:00:00Z")
    mem.store("Ann moved to Lyon", user="ann", entity="ann", attribute="home_city", value="Lyon",
              at="2025-09-01T10:00:00Z", now="2025-12-05T10:00:00Z")


def test_what_was_true_then_and_what_credo_knew_then_are_asked_alike_on_every_surface(mem, db_path, capsys):
    _moved(mem)
    asks = {"july, true then": {"valid_at": "2025-07-01T00:00:00Z"},
            "october, true then": {"valid_at": "2025-10-15T00:00:00Z"},
            "october, known then": {"as_of": "2025-10-15T00:00:00Z"}}
    expected = {"july, true then": "Porto", "october, true then": "Lyon", "october, known then": "Porto"}
    for name, when in asks.items():
        body = {"query": "where does Ann live", "user": "ann", **when}
        with TestClient(create_app(mem), base_url=LOCAL) as http:
            rest = http.post("/v1/recall", json=body).json()["results"][0]["memory"]["value"]
            packed = http.post("/v1/context", json=body).json()["text"]

        async def call(client, body=body):
            return [json.loads((await client.call_tool(tool, body)).content[0].text) for tool in ("recall", "context")]
        mcp_recall, mcp_context = anyio.run(_with_client, mem, call)
        flags = [f"--{key.replace('_', '-')}={value}" for key, value in when.items()]
        assert main(["--db", str(db_path), "--tenant", "acme", "recall", body["query"], "--user", "ann", *flags,
                     "--json"]) == 0
        cli_recall = json.loads(capsys.readouterr().out)["results"][0]["memory"]["value"]
        assert main(["--db", str(db_path), "--tenant", "acme", "context", body["query"], "--user", "ann", *flags,
                     "--json"]) == 0
        cli_context = json.loads(capsys.readouterr().out)["text"]
        other = ({"Porto", "Lyon"} - {expected[name]}).pop()
        assert rest == mcp_recall["memories"][0]["value"] == cli_recall == expected[name], name
        for text in (packed, mcp_context["text"], cli_context):
            assert expected[name] in text and other not in text, name


async def _with_client(mem, steps):
    async with Client(build_server(mem, local=Principal(tenant="acme"))) as client:
        return await steps(client)


def test_a_request_of_the_wrong_shape_is_422_and_a_field_nobody_declared_is_refused(mem):
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        wrong_type = http.post("/v1/recall", json={"query": "tea", "user": "ann", "limit": "ten"})
        unknown = http.post("/v1/recall", json={"query": "tea", "user": "ann", "tenant": "globex"})
        missing = http.post("/v1/recall", json={"user": "ann"})
        ignored = http.get("/v1/stats", params={"user": "ann", "cachebust": "1"})  # a query string as before
    assert [r.status_code for r in (wrong_type, unknown, missing)] == [422, 422, 422]
    assert all(r.json()["error"]["type"] == "malformed_request" for r in (wrong_type, unknown, missing))
    assert ignored.status_code == 200


# -- Guarded --------------------------------------------------------------------------------------------


def test_guarded_is_typed_without_bare_any_or_keyword_catch_alls():
    for name, method in inspect.getmembers(Guarded, inspect.isfunction):
        if name.startswith("_"):
            continue
        hints = typing.get_type_hints(method)
        assert all(hint is not Any for hint in hints.values()), name
        assert all(p.kind is not inspect.Parameter.VAR_KEYWORD for p in inspect.signature(method).parameters.values())
    assert "backend" not in inspect.getsource(Guarded)  # the store is reached through Memory only
