"""The API's own documentation (``/openapi.json``, ``/docs``, ``/redoc``) behind the same keys as ``/v1``.

FastAPI serves these without any check by default; :func:`install` serves them itself, each
behind the dependency every ``/v1`` route uses. In localhost no-auth mode they answer without a
key, as ``/v1`` does; when keys are required, a request without a valid key is 401 (the web UI's
key cookie counts, so a signed-in browser reads ``/docs``). The server creates its FastAPI app
with the built-in routes off (``openapi_url=None, docs_url=None, redoc_url=None``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import Depends, FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse

from .security import Guarded

PATHS = ("/openapi.json", "/docs", "/redoc")


def install(app: FastAPI, guard: Callable[[Request], Guarded]) -> None:
    """Serve the OpenAPI document and its two viewers, each only to a caller ``guard`` lets in."""
    title = f"{app.title} - API"

    def openapi(_: Any = Depends(guard)) -> JSONResponse:
        return JSONResponse(app.openapi())

    def docs(_: Any = Depends(guard)) -> HTMLResponse:
        return get_swagger_ui_html(openapi_url="/openapi.json", title=title)

    def redoc(_: Any = Depends(guard)) -> HTMLResponse:
        return get_redoc_html(openapi_url="/openapi.json", title=title)

    for path, endpoint in zip(PATHS, (openapi, docs, redoc)):
        app.add_api_route(path, endpoint, methods=["GET"], include_in_schema=False)
