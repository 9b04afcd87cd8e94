"""``credo serve``: the REST API under /v1, MCP over streamable HTTP at /mcp, the web UI at /.

One process, 127.0.0.1:8420 by default; the ingestion worker and the
maintenance scheduler run inside it.

Authentication: an API key in ``Authorization: Bearer <key>`` or
``X-API-Key`` (the web UI keeps it in a cookie after login). The key decides
the tenant, the user it may act for, its rights and its classification
ceiling; a request never names its tenant. Without a key, requests are
served only in *localhost no-auth mode*: the server is bound to a loopback
address and was not started with ``require_keys`` -- it says so at start-up.

The browser edge (:mod:`credo.edge`), on every route and in every mode: a
request whose Host is not a loopback name, an ``allowed_hosts`` name or the
bound address gets 421 ``forbidden_host`` (DNS-rebinding defence); one from an
Origin off that list and not in ``allowed_origins`` gets 403 ``forbidden_origin``.

Every route is one line of :data:`ROUTES` (grouped by concern): a method, a path,
the operation's request (:mod:`credo.operations`) and what the caller gets back;
the path parameters, then the JSON body (POST, PATCH) or the query string (GET,
DELETE), are the request's fields, and each call goes through the caller's
:class:`~credo.security.Guarded` view.

Every route answers one typed model (:mod:`credo.answers`) and documents its errors in
OpenAPI. Every error is ``{"error": {"type", "message"}}``, and each type has one status
on every route (:data:`credo.error_codes.ERROR_TYPES`): ``invalid_input`` 400 for a value
the operation does not take, ``malformed_request`` 422 for a request of the wrong shape,
``not_found`` 404 ...; request bodies over 1 MB get 413 ``payload_too_large``.

Each operation runs in a worker thread (:meth:`credo.aio.AsyncMemory.call`): no model
or database call ever blocks the event loop that serves the other requests.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import inspect
import logging
import re
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Generic, TypeVar
from urllib.parse import unquote_to_bytes

from fastapi import APIRouter, Body, Depends, FastAPI, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, create_model
from starlette.exceptions import HTTPException as StarletteHTTPException

from .aio import AsyncMemory
from .answers import (
    AuditAnswer,
    BrowseAnswer,
    CardAnswer,
    CardsAnswer,
    ConflictsAnswer,
    ConsolidationAnswer,
    ContextAnswer,
    EraseUserAnswer,
    ErrorBody,
    ForgetAnswer,
    HealthAnswer,
    HistoryAnswer,
    ImportanceAnswer,
    JobAnswer,
    MemoryAnswer,
    ProposalAnswer,
    RecallAnswer,
    RememberAnswer,
    ReviewQueueAnswer,
    SessionsAnswer,
    SettlementAnswer,
    StatsAnswer,
    StoreAnswer,
    TaskReport,
    TimelineAnswer,
)
from . import apidocs
from .edge import KEY_COOKIE, LOOPBACK, WILDCARD_BINDS, AllowList, BrowserEdge
from .error_codes import ERROR_TYPES, http_status
from .errors import AddressInUse, CredoError, InvalidInput
from .keys import authenticate, key_in_headers
from .memory import Memory
from .models import MemoryUnit, Principal
from .operations import (
    AuditVerifyRequest,
    BrowseRequest,
    CardRequest,
    CardsRequest,
    ConflictsRequest,
    ConsolidateRequest,
    ContextRequest,
    DemoteRequest,
    EditRequest,
    EraseUserRequest,
    FeedbackRequest,
    ForgetRequest,
    GetRequest,
    HistoryRequest,
    ImportanceRequest,
    JobRequest,
    ManageRequest,
    OperationRequest,
    PinRequest,
    PromoteRequest,
    ProposalRequest,
    RecallRequest,
    RememberRequest,
    ResolveRequest,
    RestoreRequest,
    ReviewQueueRequest,
    ReviewRequest,
    SessionsRequest,
    StatsRequest,
    StatusRequest,
    StoreRequest,
    TimelineRequest,
)
from .redact import RedactingFilter
from .security import Guarded
from .signals import exit_on_sigterm
from .version import __version__

log = logging.getLogger("credo.server")

MAX_BODY_BYTES = 1_000_000

#: Validation errors that mean "a value this operation does not take" (an unknown kind, a confidence of 1.5,
#: a text too long): 400, like the same refusal from the core. Any other -- a missing or unknown field, a value
#: of the wrong JSON type, malformed JSON -- means the request is not shaped like the operation's: 422.
VALUE_ERRORS = frozenset({"value_error", "greater_than", "greater_than_equal", "less_than", "less_than_equal",
                          "string_too_short", "string_too_long", "too_short", "too_long", "literal_error", "enum",
                          "multiple_of"})

def error_response(status: int, kind: str, message: str, **extra: Any) -> JSONResponse:
    """The one error body every route uses."""
    return JSONResponse(status_code=status, content={"error": {"type": kind, "message": message, **extra}})


class Settings(BaseModel):
    """How the server authenticates and where it listens."""

    host: str = "127.0.0.1"
    port: int = 8420
    require_keys: bool = False
    allowed_hosts: list[str] = Field(default_factory=list)
    allowed_origins: list[str] = Field(default_factory=list)
    scheduler: bool = True
    #: seconds between runs of each maintenance task (credo.scheduler.DEFAULT_INTERVALS when left out; 0 disables)
    intervals: dict[str, float] = Field(default_factory=dict)

    @property
    def open_locally(self) -> bool:
        """True when key-less requests are served (loopback bind, keys not required)."""
        return self.host in LOOPBACK and not self.require_keys

    def allow_list(self) -> AllowList:
        """The Host and Origin allow-list every route and the MCP transport enforce."""
        return AllowList.build(self.allowed_hosts, bind=self.host, allowed_origins=self.allowed_origins)


def presented_key(request: Request) -> str | None:
    """The API key a request carries: bearer token, X-API-Key header (:func:`credo.keys.key_in_headers`) or the
    UI's cookie."""
    key = key_in_headers(request.headers)
    return key if key is not None else request.cookies.get(KEY_COOKIE)


class RequestLimits:
    """ASGI middleware: a malformed URL gets 400 and a body over ``max_body`` bytes gets 413.

    The body is counted as it arrives, so the limit holds for ``Transfer-Encoding:
    chunked`` and streamed bodies as well as for a declared Content-Length, and
    nothing past the limit is ever read: once over it, the 413 goes out, the app
    sees a disconnect, and whatever it answers after that is dropped. A path or
    query string whose percent-decoded bytes are not UTF-8, or hold a NUL, is
    refused before routing (Starlette would otherwise replace the bad bytes
    with U+FFFD and carry on).
    """

    def __init__(self, app: Any, max_body: int = MAX_BODY_BYTES) -> None:
        self.app, self.max_body = app, max_body

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        problem = _url_problem(scope)
        if problem:
            return await error_response(400, "invalid_input", problem)(scope, receive, send)
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body):
            return await self._too_large(scope, receive, send)
        received, state = 0, {"refused": False, "started": False}

        async def counted() -> dict[str, Any]:
            nonlocal received
            if state["refused"]:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body:
                    state["refused"] = True
                    if not state["started"]:
                        await self._too_large(scope, receive, send)
                    return {"type": "http.disconnect"}
            return message

        async def sending(message: dict[str, Any]) -> None:
            if state["refused"]:
                return  # the 413 already went out
            state["started"] = True
            await send(message)

        try:
            await self.app(scope, counted, sending)
        except Exception:
            if not state["refused"]:
                raise  # a real error; the 413 case is the app noticing the disconnect we caused

    async def _too_large(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        response = error_response(413, "payload_too_large", f"request body over {self.max_body} bytes")
        await response(scope, receive, send)


def _url_problem(scope: dict[str, Any]) -> str | None:
    raw_path = scope.get("raw_path") or scope.get("path", "").encode("utf-8", "surrogateescape")
    for what, raw in (("path", raw_path), ("query string", scope.get("query_string") or b"")):
        try:
            text = unquote_to_bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            return f"the {what} is not valid UTF-8"
        if "\x00" in text:
            return f"the {what} must not contain NUL characters"
    return None


Guard = Callable[[Request], Guarded]
R = TypeVar("R", bound=OperationRequest)


class _QueryPart(OperationRequest):
    """A query string's share of a request: parameters it does not name are ignored, as they always were."""

    model_config = ConfigDict(extra="ignore")


def _described(status: int) -> str:
    kinds = sorted(kind for kind, code in ERROR_TYPES.items() if code == status)
    return "Error: " + ", ".join(f"`{kind}`" for kind in kinds)


#: The errors every operation may answer, each status with the error types it carries.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": _described(status)} for status in sorted(set(ERROR_TYPES.values()))}


@dataclass(frozen=True)
class Route(Generic[R]):
    """One REST route: the request it takes (:mod:`credo.operations`), the call that answers it on the caller's
    :class:`~credo.security.Guarded` view, and the answer's model (:mod:`credo.answers`).

    The route's path parameters, then its JSON body (POST, PATCH) or its query string
    (GET, DELETE), are the request's fields, so OpenAPI documents exactly the request;
    a body whose fields all have defaults may be left out.
    """

    method: str
    path: str
    request: type[R]
    answer: Callable[[Guarded, R], Any]
    model: type[BaseModel]
    status_code: int = 200
    name: str | None = None

    def add_to(self, router: APIRouter, guard: Guard, run: AsyncMemory) -> None:
        """Register the route on ``router``; each call is answered in a worker thread (``run.call``) for the
        Guarded view ``guard`` makes."""
        name = self.name or re.sub(r"(?<!^)(?=[A-Z])", "_", self.request.__name__.removesuffix("Request")).lower()
        router.add_api_route(self.path, self._endpoint(guard, run), methods=[self.method],
                             status_code=self.status_code, name=name, description=self.request.__doc__,
                             response_model=self.model, responses=ERROR_RESPONSES)

    def _endpoint(self, guard: Guard, run: AsyncMemory) -> Callable[..., Any]:
        fields = self.request.model_fields
        in_path = re.findall(r"\{(\w+)\}", self.path)
        keyword = inspect.Parameter.KEYWORD_ONLY
        params = [inspect.Parameter(name, keyword, annotation=Annotated[fields[name].rebuild_annotation(),
                                                                          Path(description=fields[name].description)])
                  for name in in_path]
        rest = [name for name in fields if name not in in_path]
        if rest:
            params.append(self._rest(rest))
        params.append(inspect.Parameter("caller", keyword, annotation=Guarded, default=Depends(guard)))
        request, answer = self.request, self.answer

        async def endpoint(caller: Guarded, given: BaseModel | None = None, **path: object) -> Any:
            values = given.model_dump(exclude_unset=True) if given is not None else {}
            return await run.call(answer, caller, request.parse({**values, **path}))

        endpoint.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        return endpoint

    def _rest(self, names: list[str]) -> inspect.Parameter:
        """The parameter that carries the fields not in the path: a query model, or a (possibly optional) body."""
        fields = self.request.model_fields
        stem = self.request.__name__.removesuffix("Request")
        keyword = inspect.Parameter.KEYWORD_ONLY
        definitions: dict[str, Any] = {name: (fields[name].annotation, fields[name]) for name in names}
        if self.method in ("GET", "DELETE"):
            query = create_model(f"{stem}Query", __base__=_QueryPart, **definitions)
            return inspect.Parameter("given", keyword, annotation=Annotated[query, Query()])
        body: type[OperationRequest] = self.request if len(names) == len(fields) else create_model(
            f"{stem}Body", __base__=OperationRequest, __doc__=self.request.__doc__, **definitions)
        required = any(fields[n].is_required() for n in names)  # a body of defaults only may be left out
        return inspect.Parameter("given", keyword, annotation=Annotated[body, Body(title=body.__name__)],
                                 default=inspect.Parameter.empty if required else None)


def principal_dependency(memory: Memory, settings: Settings) -> Guard:
    """A FastAPI dependency that turns the request's key (or localhost) into a Guarded view."""
    local = Principal(tenant=memory.tenant or "default")

    def guarded(request: Request) -> Guarded:
        key = presented_key(request)
        if key is None and settings.open_locally:
            return Guarded(memory, local)
        return Guarded(memory, authenticate(memory.backend, key))

    return guarded


# -- the routes, by concern: each a request (credo.operations), its call and its answer (credo.answers) ----------


def _memory(unit: MemoryUnit) -> dict[str, Any]:
    return {"memory": unit.to_public()}


def _browse(g: Guarded, r: BrowseRequest) -> dict[str, Any]:
    units = g.browse(r)
    return {"memories": [u.to_public() for u in units], "limit": r.limit, "offset": r.offset,
            "next_offset": r.offset + r.limit if len(units) == r.limit else None}


def _forget(g: Guarded, r: ForgetRequest) -> dict[str, Any]:
    unit = g.forget(r)
    return {"id": r.memory_id, "erased": True} if unit is None else {"id": r.memory_id, "erased": False,
                                                                       "memory": unit.to_public()}


def _review_queue(g: Guarded, r: ReviewQueueRequest) -> dict[str, Any]:
    return {name: [item.to_public() for item in items] for name, items in g.review_queue(r).items()}


#: One memory's life: store, read, change, forget.
MEMORY_ROUTES: tuple[Route[Any], ...] = (
    Route("GET", "/memories", BrowseRequest, _browse, BrowseAnswer),
    Route("POST", "/memories", StoreRequest, lambda g, r: g.store(r).to_public(), StoreAnswer, status_code=201),
    Route("GET", "/memories/{memory_id}", GetRequest, lambda g, r: _memory(g.get(r)), MemoryAnswer),
    Route("PATCH", "/memories/{memory_id}", EditRequest, lambda g, r: _memory(g.edit(r)), MemoryAnswer),
    Route("GET", "/memories/{memory_id}/history", HistoryRequest, lambda g, r: g.history(r).to_public(),
          HistoryAnswer),
    Route("GET", "/memories/{memory_id}/importance", ImportanceRequest, lambda g, r: g.explain_importance(r),
          ImportanceAnswer),
    Route("POST", "/memories/{memory_id}/status", StatusRequest, lambda g, r: _memory(g.update_status(r)),
          MemoryAnswer),
    Route("POST", "/memories/{memory_id}/feedback", FeedbackRequest, lambda g, r: _memory(g.feedback(r)),
          MemoryAnswer),
    Route("POST", "/memories/{memory_id}/pin", PinRequest, lambda g, r: _memory(g.pin(r)), MemoryAnswer),
    Route("POST", "/memories/{memory_id}/promote", PromoteRequest, lambda g, r: _memory(g.promote(r)), MemoryAnswer),
    Route("POST", "/memories/{memory_id}/demote", DemoteRequest, lambda g, r: _memory(g.demote(r)), MemoryAnswer),
    Route("POST", "/memories/{memory_id}/review", ReviewRequest, lambda g, r: _memory(g.review(r)), MemoryAnswer),
    Route("POST", "/memories/{memory_id}/restore", RestoreRequest, lambda g, r: _memory(g.restore(r)), MemoryAnswer),
    Route("DELETE", "/memories/{memory_id}", ForgetRequest, _forget, ForgetAnswer),
)

#: What credo believes: recall, context, peer cards, timelines, sessions, counts.
BELIEF_ROUTES: tuple[Route[Any], ...] = (
    Route("POST", "/recall", RecallRequest, lambda g, r: {"results": [h.to_public() for h in g.recall(r)]},
          RecallAnswer),
    Route("POST", "/context", ContextRequest, lambda g, r: g.context(r).to_public(), ContextAnswer),
    Route("GET", "/cards", CardsRequest, lambda g, r: {"cards": [c.to_public() for c in g.cards(r)]}, CardsAnswer),
    Route("GET", "/cards/{entity}", CardRequest, lambda g, r: {"card": g.card(r).to_public()}, CardAnswer),
    Route("GET", "/timeline/{entity}", TimelineRequest, lambda g, r: g.timeline(r), TimelineAnswer),
    Route("GET", "/sessions", SessionsRequest, lambda g, r: {"sessions": g.sessions(r)}, SessionsAnswer),
    Route("GET", "/stats", StatsRequest, lambda g, r: g.stats(r), StatsAnswer),
)

#: Conversation in: extraction now, or queued as a job.
INGESTION_ROUTES: tuple[Route[Any], ...] = (
    Route("POST", "/remember", RememberRequest, lambda g, r: g.remember(r).to_public(), RememberAnswer),
    Route("POST", "/jobs", RememberRequest, lambda g, r: {"job": g.submit(r).to_public()}, JobAnswer,
          status_code=202, name="submit"),
    Route("GET", "/jobs/{job_id}", JobRequest, lambda g, r: {"job": g.job(r).to_public()}, JobAnswer),
)

#: What waits for a person, and a person's decisions.
REVIEW_ROUTES: tuple[Route[Any], ...] = (
    Route("GET", "/review", ReviewQueueRequest, _review_queue, ReviewQueueAnswer),
    Route("POST", "/review/proposals/{proposal_id}", ProposalRequest,
          lambda g, r: {"proposal": g.decide_proposal(r).to_public()}, ProposalAnswer),
    Route("GET", "/conflicts", ConflictsRequest, lambda g, r: {"conflicts": [c.to_public() for c in g.conflicts(r)]},
          ConflictsAnswer),
    Route("POST", "/conflicts/{conflict_id}/resolve", ResolveRequest, lambda g, r: g.resolve_conflict(r).to_public(),
          SettlementAnswer),
)

#: Maintenance: consolidation, the task registry, the audit chain, erasing a user.
MAINTENANCE_ROUTES: tuple[Route[Any], ...] = (
    Route("POST", "/consolidate", ConsolidateRequest, lambda g, r: g.consolidate(r).to_public(), ConsolidationAnswer),
    Route("POST", "/manage/{task}", ManageRequest, lambda g, r: g.manage(r), TaskReport),
    Route("GET", "/audit/verify", AuditVerifyRequest, lambda g, r: g.verify_audit(r.expect_head), AuditAnswer),
    Route("DELETE", "/users/{user}", EraseUserRequest, lambda g, r: {"user": r.user, "erased": g.erase_user(r)},
          EraseUserAnswer),
)

ROUTES = (*MEMORY_ROUTES, *BELIEF_ROUTES, *INGESTION_ROUTES, *REVIEW_ROUTES, *MAINTENANCE_ROUTES)


def api_router(guard: Guard, run: AsyncMemory) -> APIRouter:
    """Every REST route (:data:`ROUTES`) under /v1; each one a thin call on the caller's Guarded view, in a worker
    thread."""
    router = APIRouter(prefix="/v1")
    for route in ROUTES:
        route.add_to(router, guard, run)
    return router


def create_app(memory: Memory | AsyncMemory, settings: Settings | None = None, *,
               background: bool = False) -> FastAPI:
    """The whole service around an open Memory (or an :class:`~credo.aio.AsyncMemory`, whose worker threads run
    every operation); ``background`` starts the ingestion worker and the scheduler."""
    settings = settings or Settings()
    run = memory if isinstance(memory, AsyncMemory) else AsyncMemory(memory=memory)
    memory = run.memory
    from .mcp import build_server

    mcp_server = build_server(run, local=Principal(tenant=memory.tenant or "default")
                              if settings.open_locally else None)
    mcp_app = mcp_server.streamable_http_app(streamable_http_path="/mcp", host=settings.host,
                                             transport_security=_mcp_security(settings))

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI):
        scheduler = memory.scheduler(settings.intervals or None) if background and settings.scheduler else None
        if background:
            memory.worker.start()
            if scheduler:
                scheduler.start()
        async with mcp_server.session_manager.run():
            yield
        if scheduler:
            scheduler.stop()

    app = FastAPI(title="credo", version=__version__, lifespan=lifespan, openapi_url=None, docs_url=None,
                  redoc_url=None, description="Memory for AI agents, managed as a belief state.")
    _install_error_handlers(app)
    guard = principal_dependency(memory, settings)

    app.add_middleware(RequestLimits, max_body=MAX_BODY_BYTES)
    app.add_middleware(BrowserEdge, allow=settings.allow_list())  # outermost: before any other middleware

    @app.get("/health", response_model=HealthAnswer)
    def health() -> dict[str, Any]:
        return {"status": "ok", "version": __version__, "auth": "keys" if not settings.open_locally else "localhost"}

    app.include_router(api_router(guard, run))
    apidocs.install(app, guard)  # /openapi.json, /docs, /redoc: the same keys as /v1
    app.router.routes.extend(mcp_app.routes)  # POST/GET /mcp, served by the SDK's session manager
    try:
        from .web import router as web_router
    except ImportError:  # the web UI is optional in a minimal install
        pass
    else:
        app.include_router(web_router(memory, settings, guard))
    return app


def _mcp_security(settings: Settings) -> Any:
    """The MCP SDK's own Host and Origin check, from the same allow-list (a second lock on /mcp)."""
    from mcp.server.transport_security import TransportSecuritySettings

    hosts, origins = settings.allow_list().mcp_patterns()
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=hosts,
                                     allowed_origins=origins)


def _openapi(app: FastAPI) -> dict[str, Any]:
    """FastAPI's document, without its ``HTTPValidationError``: every route answers ``ErrorBody`` instead."""
    if app.openapi_schema is None:
        from fastapi.openapi.utils import get_openapi

        schema = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
        schemas = schema.get("components", {}).get("schemas", {})
        for name in ("HTTPValidationError", "ValidationError"):
            schemas.pop(name, None)
        app.openapi_schema = schema
    return app.openapi_schema


def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(CredoError)
    async def credo_error(_: Request, exc: CredoError) -> JSONResponse:
        return error_response(http_status(exc), exc.code, exc.message)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "body"
        message = f"{where}: {str(first.get('msg', 'invalid request')).removeprefix('Value error, ')}"
        details = [{"loc": [str(p) for p in e.get("loc", ())], "msg": e.get("msg", "")} for e in errors]
        if errors and all(e.get("type") in VALUE_ERRORS for e in errors):
            return error_response(ERROR_TYPES["invalid_input"], "invalid_input", message, details=details)
        return error_response(ERROR_TYPES["malformed_request"], "malformed_request", message, details=details)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        kind = {400: "invalid_input", 404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return error_response(exc.status_code, kind, str(exc.detail))

    # the schema FastAPI documents for its own validation errors is not what credo answers: ErrorBody is
    app.openapi = functools.partial(_openapi, app)  # type: ignore[method-assign]


class PathOnlyAccessLog(logging.Filter):
    """Drop the query string from uvicorn's access log lines: ``?q=`` carries what a person searched for.

    >>> record = logging.LogRecord("uvicorn.access", logging.INFO, "", 0, '%s - "%s %s HTTP/%s" %d',
    ...                            ("127.0.0.1:5000", "GET", "/v1/memories?q=my+secret", "1.1", 200), None)
    >>> PathOnlyAccessLog().filter(record), record.getMessage()
    (True, '127.0.0.1:5000 - "GET /v1/memories HTTP/1.1" 200')
    """

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple) and len(args) >= 3 and isinstance(args[2], str):
            record.args = (*args[:2], args[2].split("?", 1)[0], *args[3:])
        return True


def log_config() -> dict[str, Any]:
    """uvicorn's logging configuration with :class:`PathOnlyAccessLog` on the access handler."""
    import copy

    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["path_only"] = {"()": PathOnlyAccessLog}
    config["filters"]["redact"] = {"()": RedactingFilter}  # secrets in URLs never reach a log (credo.redact)
    config["handlers"]["access"]["filters"] = ["path_only", "redact"]
    config["handlers"]["default"]["filters"] = ["redact"]
    config["loggers"]["credo"] = {"handlers": ["default"], "level": "WARNING", "propagate": False}
    return config


def listen(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host:port``; AddressInUse when another process holds it, before anything is served.

    >>> taken = listen("127.0.0.1", 0)
    >>> taken.listen()
    >>> try:
    ...     listen("127.0.0.1", taken.getsockname()[1])
    ... except AddressInUse as exc:
    ...     exc.code
    'address_in_use'
    >>> taken.close()
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # what uvicorn sets: a restart need not wait
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise AddressInUse(f"{host}:{port} is in use by another process: stop it, or serve on another --port"
                               ) from None
        raise InvalidInput(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    return sock


def run(memory: Memory, settings: Settings, *, db: str = "", sock: socket.socket | None = None) -> None:
    """Serve ``memory`` until SIGINT or SIGTERM, then close it cleanly (``credo serve`` builds both from the
    configuration, and binds ``sock`` first with :func:`listen`, so a taken port opens no store)."""
    import uvicorn

    host, allow = settings.host, settings.allow_list()
    if sock is None:
        try:
            sock = listen(host, settings.port)
        except CredoError:
            memory.close()
            raise
    exit_on_sigterm()
    log.warning("credo %s serving %s on http://%s:%d (REST /v1, MCP /mcp, web UI /); extractor %s",
                __version__, db, host, settings.port, memory.extractor.name)
    if settings.open_locally:
        log.warning("localhost no-auth mode: requests without an API key act as tenant %r with every right; "
                    "create keys with `credo keys create` and pass --require-keys to turn this off", memory.tenant)
    else:
        log.warning("API keys required on every request (bound to %s)", host)
    log.warning("answering to Host names: %s (others get 421; add one with --allowed-host)",
                ", ".join(sorted(allow.names)))
    if host in WILDCARD_BINDS and not settings.allowed_hosts:
        log.warning("bound to %r with no --allowed-host: only loopback names are answered", host)
    config = uvicorn.Config(create_app(memory, settings, background=True), log_level="info", log_config=log_config())
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        sock.close()
        memory.close()
