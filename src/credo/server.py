"""The HTTP JSON API: a thin FastAPI adapter over :class:`credo.Memory`.

Routes (all JSON)::

    GET    /health                          liveness and version
    POST   /v1/memories                     store one memory (201)
    POST   /v1/recall                       ranked memories for a query
    GET    /v1/memories/{id}                one memory with its links
    GET    /v1/memories/{id}/history        status history + supersession chain
    POST   /v1/memories/{id}/status         change status with a reason
    DELETE /v1/memories/{id}[?hard=true]    forget (archive) or erase

Errors always come back as ``{"error": {"type": ..., "message": ...}}`` with a
4xx status for anything the caller sent wrong (never a 500 for bad input).
The tenant is fixed by the server (from its configuration, later from the API
key), never taken from a request.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from . import __version__
from .errors import (
    Conflict,
    CredoError,
    EmbeddingError,
    ExtractionFailed,
    InvalidInput,
    NotFound,
    PermissionDenied,
    StorageError,
)
from .memory import Memory

log = logging.getLogger("credo.server")

MAX_BODY_BYTES = 1_000_000

HTTP_STATUS: dict[type[CredoError], int] = {
    InvalidInput: 400,
    NotFound: 404,
    Conflict: 409,
    PermissionDenied: 403,
    StorageError: 503,
    EmbeddingError: 503,
    ExtractionFailed: 502,  # the upstream model answered badly or not at all
}


def http_status(error: CredoError) -> int:
    """The HTTP status for a credo error (its nearest mapped class)."""
    for cls in type(error).__mro__:
        if cls in HTTP_STATUS:
            return HTTP_STATUS[cls]
    return 500


def error_response(status: int, kind: str, message: str, **extra: Any) -> JSONResponse:
    """The one error body every route uses."""
    return JSONResponse(status_code=status, content={"error": {"type": kind, "message": message, **extra}})


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class StoreBody(_Body):
    text: str
    user: str
    kind: str = "fact"
    topic: str | None = None
    importance: float = 0.5
    confidence: float = 0.8
    entity: str | None = None
    attribute: str | None = None
    value: str | None = None
    source: str = "user"
    at: str | None = None
    layer: str | None = None
    classification: str | None = None
    agent: str | None = None
    source_session: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


class RecallBody(_Body):
    query: str
    user: str
    limit: int = 10
    min_confidence: float = 0.4
    as_of: str | None = None


class StatusBody(_Body):
    status: str
    reason: str


def create_app(memory: Memory) -> FastAPI:
    """Build the app around an open Memory (tests pass one with a temporary file)."""
    app = FastAPI(title="credo", version=__version__,
                  description="Memory for AI agents, managed as a belief state.")
    _install_error_handlers(app)

    @app.middleware("http")
    async def limit_body(request: Request, call_next):
        declared = request.headers.get("content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY_BYTES):
            return error_response(413, "payload_too_large", f"request body over {MAX_BODY_BYTES} bytes")
        return await call_next(request)

    @app.get("/health")
    def health() -> dict[str, Any]:
        return {"status": "ok", "version": __version__, "tenant": memory.tenant}

    @app.post("/v1/memories", status_code=201)
    def store(body: StoreBody) -> dict[str, Any]:
        fields = body.model_dump(exclude_none=True)
        return memory.store(fields.pop("text"), actor="http", **fields).to_public()

    @app.post("/v1/recall")
    def recall(body: RecallBody) -> dict[str, Any]:
        results = memory.recall(body.query, user=body.user, limit=body.limit,
                                min_confidence=body.min_confidence, as_of=body.as_of)
        return {"results": [r.to_public() for r in results]}

    @app.get("/v1/memories/{memory_id}")
    def get(memory_id: str) -> dict[str, Any]:
        return {"memory": memory.get(memory_id).to_public()}

    @app.get("/v1/memories/{memory_id}/history")
    def history(memory_id: str) -> dict[str, Any]:
        return memory.history(memory_id).to_public()

    @app.post("/v1/memories/{memory_id}/status")
    def status(memory_id: str, body: StatusBody) -> dict[str, Any]:
        return {"memory": memory.update_status(memory_id, body.status, body.reason, actor="http").to_public()}

    @app.delete("/v1/memories/{memory_id}")
    def forget(memory_id: str, hard: bool = False) -> dict[str, Any]:
        if hard:
            return {"id": memory.erase(memory_id, actor="http"), "erased": True}
        return {"id": memory_id, "erased": False, "memory": memory.forget(memory_id, actor="http").to_public()}

    return app


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
        kind = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return error_response(exc.status_code, kind, str(exc.detail))


def run(*, db: str, tenant: str, host: str = "127.0.0.1", port: int = 8420) -> None:
    """Open the store and serve until interrupted."""
    import uvicorn

    memory = Memory(db, tenant=tenant)
    log.warning("credo %s serving %s (tenant %r) on http://%s:%d", __version__, db, tenant, host, port)
    if host not in ("127.0.0.1", "localhost", "::1"):
        log.warning("listening beyond localhost without API keys: anyone who can reach %s can read and write", host)
    try:
        uvicorn.run(create_app(memory), host=host, port=port, log_level="info")
    finally:
        memory.close()
