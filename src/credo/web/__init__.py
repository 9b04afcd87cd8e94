"""The web UI at ``/``: server-rendered pages for a person to look after an agent's memory.

Every page calls credo through the same :class:`~credo.security.Guarded` view
as the REST API, so the UI can do nothing a key could not do over HTTP. Pages:

    /login /logout    paste an API key (kept in an httponly, samesite=strict cookie); sign out
    /                 dashboard: counts, open conflicts, jobs, retention histogram
    /memories         browse, search and store; /memories/{id} for one memory and its actions
    /review           open conflicts, challenged, quarantined and unconfirmed memories
    /cards            a user's peer cards; /cards/{entity}?user=U for one, each line linked to its memories
    /consolidate      dry-run preview of merging similar memories, then apply
    /jobs             recent ingestion jobs; submit text for asynchronous remember

Forms POST, with a CSRF token (see :mod:`credo.web.ui`), and redirect back
(Post/Redirect/Get); no GET changes anything. There is no JavaScript
beyond a confirm() on erase, and no external asset: the server may be offline.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Depends, Form, Request
from fastapi.responses import FileResponse, RedirectResponse, Response

from ..edge import KEY_COOKIE
from ..errors import Unauthenticated
from ..keys import authenticate
from ..memory import Memory
from ..security import Guarded
from . import cards, memories, overview, review
from .ui import HERE, UI, back, page_route, safe_next


def router(memory: Memory, settings: Any, guard: Callable[[Request], Guarded]) -> APIRouter:
    """The UI's routes, for ``app.include_router``; ``guard`` turns a request into a Guarded view, and
    ``settings`` (:class:`credo.server.Settings`) says whether key-less requests are served."""
    ui = UI.create(memory, settings.open_locally)
    r = APIRouter(route_class=page_route(ui), include_in_schema=False)
    G = Depends(guard)

    @r.get("/static/credo.css")
    def stylesheet() -> FileResponse:
        return FileResponse(HERE / "static" / "credo.css", media_type="text/css",
                            headers={"Cache-Control": "max-age=3600"})

    @r.get("/login")
    def login_form(request: Request, next: str = "/") -> Response:
        return ui.render(request, "login.html", hide_nav=True, next=safe_next(next))

    @r.post("/login")
    def login(request: Request, key: str = Form(""), next: str = Form("/")) -> Response:
        try:
            authenticate(memory.backend, key.strip())
        except Unauthenticated as exc:  # stay on the form, with the reason, instead of looping to /login
            return ui.render(request, "login.html", status=401, hide_nav=True, error=exc.message,
                             next=safe_next(next))
        response = RedirectResponse(safe_next(next), status_code=303)
        response.set_cookie(KEY_COOKIE, key.strip(), httponly=True, samesite="strict",
                            secure=request.url.scheme == "https")
        return response

    @r.get("/logout")
    def logout_form(request: Request) -> Response:  # signing out changes state: a GET only offers the button
        return ui.render(request, "logout.html", hide_nav=True)

    @r.post("/logout")
    def logout() -> Response:
        response = back("/login", "signed_out")
        response.delete_cookie(KEY_COOKIE, httponly=True, samesite="strict")
        return response

    overview.add_routes(r, ui, G)
    memories.add_routes(r, ui, G)
    review.add_routes(r, ui, G)
    cards.add_routes(r, ui, G)
    return r


__all__ = ["router"]
