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

Every error is ``{"error": {"type", "message"}}`` with a 4xx status for
anything the caller sent wrong; request bodies over 1 MB get 413.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any
from urllib.parse import unquote_to_bytes

from fastapi import APIRouter, Depends, FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, model_validator
from starlette.exceptions import HTTPException as StarletteHTTPException

from .edge import KEY_COOKIE, LOOPBACK, WILDCARD_BINDS, AllowList, BrowserEdge
from .error_codes import http_status
from .errors import CredoError, InvalidInput
from .limits import check_value
from .memory import Memory
from .security import Guarded
from .version import __version__
from .models import Principal
from .keys import authenticate

log = logging.getLogger("credo.server")

MAX_BODY_BYTES = 1_000_000

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
    """The API key a request carries: bearer token, X-API-Key header or the UI's cookie."""
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return request.headers.get("x-api-key") or request.cookies.get(KEY_COOKIE)


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _well_formed(cls, data: Any) -> Any:
        return check_value(data, "body")  # lone surrogates, NULs, NaN, >64-bit ints: 422 before any route runs


class StoreBody(_Body):
    text: str
    user: str | None = None
    kind: str = "fact"
    topic: str | None = None
    importance: float = 0.5
    confidence: float = 0.8
    entity: str | None = None
    attribute: str | None = None
    value: str | None = None
    source: str | None = None  # default: the source the key writes as
    at: str | None = None
    layer: str | None = None
    classification: str | None = None
    agent: str | None = None
    source_session: str | None = None
    pinned: bool | None = None
    shared: bool | None = None
    domain: str | None = None
    forget_after: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


class RecallBody(_Body):
    query: str
    user: str | None = None
    limit: int = 10
    min_confidence: float = 0.4
    as_of: str | None = None
    mode: str | None = None
    kinds: list[str] | None = None
    layers: list[str] | None = None
    topic: str | None = None
    max_classification: str | None = None
    rerank: bool | None = None  # None: the store's setting; false skips the cross-encoder


class ContextBody(_Body):
    query: str
    user: str | None = None
    budget_tokens: int = 800
    rerank: bool | None = None


class RememberBody(_Body):
    input: str | list[Any]
    user: str | None = None
    session: str | None = None
    source: str | None = None  # default: the source the key writes as
    at: str | None = None
    idempotency_key: str | None = None


class StatusBody(_Body):
    status: str
    reason: str


class FeedbackBody(_Body):
    helpful: bool


class PinBody(_Body):
    pinned: bool = True


class EditBody(_Body):
    text: str | None = None
    importance: float | None = None
    confidence: float | None = None


class ReviewBody(_Body):
    decision: str
    reason: str | None = None


class ProposalBody(_Body):
    decision: str  # apply or dismiss


class ResolveBody(_Body):
    action: str
    context: str | None = None
    value: str | None = None
    text: str | None = None


class ConsolidateBody(_Body):
    user: str | None = None
    topic: str | None = None
    dry_run: bool = True
    method: str = "embedding"
    threshold: float | None = None


class ManageBody(_Body):
    dry_run: bool = False
    now: str | None = None


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


def principal_dependency(memory: Memory, settings: Settings):
    """A FastAPI dependency that turns the request's key (or localhost) into a Guarded view."""
    local = Principal(tenant=memory.tenant or "default")

    def guarded(request: Request) -> Guarded:
        key = presented_key(request)
        if key is None and settings.open_locally:
            return Guarded(memory, local)
        return Guarded(memory, authenticate(memory.backend, key))

    return guarded


def api_router(guard: Any) -> APIRouter:
    """Every REST route; each one a thin call on the caller's Guarded view."""
    r = APIRouter(prefix="/v1")
    G = Depends(guard)

    @r.get("/memories")
    def browse(g: Guarded = G, user: str | None = None, q: str | None = None, status: list[str] = Query(None),
               kind: list[str] = Query(None), layer: list[str] = Query(None), topic: str | None = None,
               classification: list[str] = Query(None), min_confidence: float = 0.0, max_confidence: float = 1.0,
               limit: int = 50, offset: int = 0, rerank: bool | None = None) -> dict[str, Any]:
        units = g.browse(user=user, query=q, statuses=status, kinds=kind, layers=layer, topic=topic,
                         classifications=classification, min_confidence=min_confidence,
                         max_confidence=max_confidence, limit=limit, offset=offset, rerank=rerank)
        return {"memories": [u.to_public() for u in units], "limit": limit, "offset": offset,
                "next_offset": offset + limit if len(units) == limit else None}

    @r.post("/memories", status_code=201)
    def store(body: StoreBody, g: Guarded = G) -> dict[str, Any]:
        fields = body.model_dump(exclude_none=True)
        return g.store(fields.pop("text"), **fields).to_public()

    @r.get("/memories/{memory_id}")
    def get(memory_id: str, g: Guarded = G) -> dict[str, Any]:
        unit = g.get(memory_id)
        return {"memory": unit.to_public()}

    @r.patch("/memories/{memory_id}")
    def edit(memory_id: str, body: EditBody, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.edit(memory_id, **body.model_dump(exclude_none=True)).to_public()}

    @r.get("/memories/{memory_id}/history")
    def history(memory_id: str, g: Guarded = G) -> dict[str, Any]:
        return g.history(memory_id).to_public()

    @r.get("/memories/{memory_id}/importance")
    def importance(memory_id: str, g: Guarded = G) -> dict[str, Any]:
        return g.explain_importance(memory_id)

    @r.post("/memories/{memory_id}/status")
    def status(memory_id: str, body: StatusBody, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.update_status(memory_id, body.status, body.reason).to_public()}

    @r.post("/memories/{memory_id}/feedback")
    def feedback(memory_id: str, body: FeedbackBody, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.feedback(memory_id, body.helpful).to_public()}

    @r.post("/memories/{memory_id}/pin")
    def pin(memory_id: str, body: PinBody, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.pin(memory_id, body.pinned).to_public()}

    @r.post("/memories/{memory_id}/promote")
    def promote(memory_id: str, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.promote(memory_id).to_public()}

    @r.post("/memories/{memory_id}/demote")
    def demote(memory_id: str, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.demote(memory_id).to_public()}

    @r.post("/memories/{memory_id}/review")
    def review(memory_id: str, body: ReviewBody, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.review(memory_id, body.decision, body.reason).to_public()}

    @r.post("/memories/{memory_id}/restore")
    def restore(memory_id: str, g: Guarded = G) -> dict[str, Any]:
        return {"memory": g.restore(memory_id).to_public()}

    @r.delete("/memories/{memory_id}")
    def forget(memory_id: str, hard: bool = False, g: Guarded = G) -> dict[str, Any]:
        if hard:
            return {"id": g.erase(memory_id), "erased": True}
        return {"id": memory_id, "erased": False, "memory": g.forget(memory_id).to_public()}

    @r.post("/recall")
    def recall(body: RecallBody, g: Guarded = G) -> dict[str, Any]:
        fields = body.model_dump(exclude_none=True)
        return {"results": [h.to_public() for h in g.recall(fields.pop("query"), **fields)]}

    @r.post("/context")
    def context(body: ContextBody, g: Guarded = G) -> dict[str, Any]:
        return g.context(body.query, user=body.user, budget_tokens=body.budget_tokens,
                         rerank=body.rerank).to_public()

    @r.get("/cards")
    def cards(g: Guarded = G, user: str | None = None, now: str | None = None) -> dict[str, Any]:
        return {"cards": [c.to_public() for c in g.cards(user=user, now=now)]}

    @r.get("/cards/{entity}")
    def card(entity: str, g: Guarded = G, user: str | None = None, now: str | None = None) -> dict[str, Any]:
        return {"card": g.card(entity, user=user, now=now).to_public()}

    @r.post("/remember")
    def remember(body: RememberBody, g: Guarded = G) -> dict[str, Any]:
        if body.idempotency_key is not None:
            raise InvalidInput("idempotency_key applies to /v1/jobs (asynchronous ingestion)")
        return g.remember(body.input, user=body.user, session=body.session, source=body.source,
                          at=body.at).to_public()

    @r.post("/jobs", status_code=202)
    def submit(body: RememberBody, g: Guarded = G) -> dict[str, Any]:
        job = g.submit(body.input, user=body.user, session=body.session, source=body.source, at=body.at,
                       idempotency_key=body.idempotency_key)
        return {"job": job.to_public()}

    @r.get("/jobs/{job_id}")
    def job(job_id: str, g: Guarded = G) -> dict[str, Any]:
        return {"job": g.job(job_id).to_public()}

    @r.get("/review")
    def review_queue(g: Guarded = G, user: str | None = None) -> dict[str, Any]:
        queue = g.review_queue(user=user)
        return {"conflicts": [c.to_public() for c in queue["conflicts"]],
                "challenged": [m.to_public() for m in queue["challenged"]],
                "quarantined": [m.to_public() for m in queue["quarantined"]],
                "proposals": [p.to_public() for p in queue["proposals"]]}

    @r.post("/review/proposals/{proposal_id}")
    def decide_proposal(proposal_id: str, body: ProposalBody, g: Guarded = G) -> dict[str, Any]:
        return {"proposal": g.decide_proposal(proposal_id, body.decision).to_public()}

    @r.get("/conflicts")
    def conflicts(g: Guarded = G, user: str | None = None) -> dict[str, Any]:
        return {"conflicts": [c.to_public() for c in g.review_queue(user=user)["conflicts"]]}

    @r.post("/conflicts/{conflict_id}/resolve")
    def resolve(conflict_id: str, body: ResolveBody, g: Guarded = G) -> dict[str, Any]:
        return g.resolve_conflict(conflict_id, body.action, context=body.context, value=body.value,
                                  text=body.text).to_public()

    @r.post("/consolidate")
    def consolidate(body: ConsolidateBody, g: Guarded = G) -> dict[str, Any]:
        return g.consolidate(user=body.user, topic=body.topic, dry_run=body.dry_run, method=body.method,
                             threshold=body.threshold).to_public()

    @r.post("/manage/{task}")
    def manage(task: str, body: ManageBody, g: Guarded = G) -> dict[str, Any]:
        return g.manage(task, dry_run=body.dry_run, now=body.now)

    @r.get("/sessions")
    def sessions(g: Guarded = G, user: str | None = None, now: str | None = None) -> dict[str, Any]:
        """A user's sessions with their state: open, finished, summarised, stale or archived."""
        return {"sessions": g.sessions(user=user, now=now)}

    @r.get("/audit/verify")
    def verify_audit(g: Guarded = G) -> dict[str, Any]:
        return g.verify_audit()

    @r.get("/stats")
    def stats(g: Guarded = G, user: str | None = None) -> dict[str, Any]:
        return g.stats(user=user)

    return r


def create_app(memory: Memory, settings: Settings | None = None, *, background: bool = False) -> FastAPI:
    """The whole service around an open Memory; ``background`` starts the worker and the scheduler."""
    settings = settings or Settings()
    from .mcp import build_server

    mcp_server = build_server(memory, local=Principal(tenant=memory.tenant or "default")
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

    app = FastAPI(title="credo", version=__version__, lifespan=lifespan,
                  description="Memory for AI agents, managed as a belief state.")
    _install_error_handlers(app)
    guard = principal_dependency(memory, settings)

    app.add_middleware(RequestLimits, max_body=MAX_BODY_BYTES)
    app.add_middleware(BrowserEdge, allow=settings.allow_list())  # outermost: before any other middleware

    @app.get("/health")
    def health() -> dict[str, Any]:
        return {"status": "ok", "version": __version__, "auth": "keys" if not settings.open_locally else "localhost"}

    app.include_router(api_router(guard))
    app.router.routes.extend(mcp_app.routes)  # POST/GET /mcp, served by the SDK's session manager
    try:
        from .web import router as web_router
    except ImportError:  # the web UI is optional in a minimal install
        web_router = None
    if web_router is not None:
        app.include_router(web_router(memory, settings, guard))
    return app


def _mcp_security(settings: Settings) -> Any:
    """The MCP SDK's own Host and Origin check, from the same allow-list (a second lock on /mcp)."""
    from mcp.server.transport_security import TransportSecuritySettings

    hosts, origins = settings.allow_list().mcp_patterns()
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=hosts,
                                     allowed_origins=origins)


def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(CredoError)
    async def credo_error(_: Request, exc: CredoError) -> JSONResponse:
        return error_response(http_status(exc), exc.code, exc.message)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "body"
        message = f"{where}: {first.get('msg', 'invalid request')}"
        details = [{"loc": [str(p) for p in e.get("loc", ())], "msg": e.get("msg", "")} for e in errors]
        return error_response(422, "invalid_input", message, details=details)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        kind = {400: "invalid_input", 404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return error_response(exc.status_code, kind, str(exc.detail))


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
    config["handlers"]["access"]["filters"] = ["path_only"]
    return config


def exit_on_sigterm(*, sigint: bool = False) -> None:
    """Make SIGTERM (and with ``sigint``, SIGINT) an orderly exit, so the store is closed, not abandoned.

    uvicorn shuts down on SIGTERM, then raises the signal again for the handler it
    found: with this one, ``run``'s ``finally`` closes the store (worker stopped, WAL
    checkpointed and removed) instead of the process dying. Main thread only.
    """
    import signal
    import threading

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _exit)
        if sigint:
            signal.signal(signal.SIGINT, _exit)


def _exit(_signum: int, _frame: Any) -> None:
    raise SystemExit(0)


def run(memory: Memory, settings: Settings, *, db: str = "") -> None:
    """Serve ``memory`` until SIGINT or SIGTERM, then close it cleanly (``credo serve`` builds both from the configuration)."""
    import uvicorn

    host, allow = settings.host, settings.allow_list()
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
    try:
        uvicorn.run(create_app(memory, settings, background=True), host=host, port=settings.port, log_level="info",
                    log_config=log_config())
    finally:
        memory.close()
