"""The web UI's plumbing: templates, redirects, notices, error pages and form parsing.

Pages never build HTML by hand: they hand a template a context, and Jinja's
autoescape makes every memory text inert. Errors never reach the browser as a
traceback or as the REST API's JSON: :func:`page_route` turns a missing key
into a redirect to ``/login`` and every other :class:`~credo.errors.CredoError`
into an error page with the status the REST API would use. It also refuses,
with a 403 page and before the handler runs, any state-changing request whose
form lacks this browser's CSRF token (:class:`~credo.edge.CsrfTokens`); every
page carries the token as ``csrf_token`` for its forms.

>>> number("0.7", "confidence"), number(" ", "confidence", 0.5)
(0.7, 0.5)
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import jinja2
from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.routing import APIRoute
from fastapi.templating import Jinja2Templates

from .. import rules
from ..edge import CSRF_COOKIE, CSRF_FIELD, KEY_COOKIE, SAFE_METHODS, CsrfTokens
from ..error_codes import http_status
from ..errors import CredoError, InvalidInput, Unauthenticated
from ..memory import Memory
from ..security import Guarded

HERE = Path(__file__).parent

#: What a redirect's ``?notice=`` says; a fixed set, so a link cannot put words on the page.
NOTICES = {
    "stored": "Memory stored.",
    "stored_superseded": "Memory stored; it supersedes an earlier value.",
    "stored_conflict": "Memory stored, but it opened a conflict (its value keeps flipping, or contradicts a "
                       "person's decision): it waits in the review queue.",
    "edited": "Changes saved.",
    "unchanged": "Nothing changed.",
    "pinned": "Pinned: no forgetting pass will touch it.",
    "unpinned": "Unpinned.",
    "promoted": "Moved one layer up.",
    "demoted": "Moved one layer down.",
    "forgotten": "Archived: it will not be served again, and stays for audit.",
    "restored": "Restored: it is served again.",
    "erased": "Erased, with its history, links and vector.",
    "resolved": "Conflict resolved.",
    "approved": "Approved: the memory is active again.",
    "rejected": "Rejected: the memory is invalidated.",
    "queued": "Queued: the worker will extract memories from it.",
    "consolidated": "Consolidation applied.",
    "merged": "Proposal applied: the memories are merged into one.",
    "dismissed": "Proposal dismissed: the memories stay apart.",
    "bridged": "Bridge written: a memory now joins its sources.",
    "bridge_dismissed": "Bridge dismissed: it will not be proposed again.",
    "signed_out": "Signed out.",
}

CSRF_REFUSED = "This form has expired or was not sent from credo's own page: reload the page and try again."

ERROR_TITLES = {400: "That did not work", 401: "Sign in needed", 403: "Not allowed", 404: "Not found",
                409: "Conflict", 422: "That did not work", 503: "Unavailable"}


def _when(value: datetime | None) -> str:
    return value.strftime("%Y-%m-%d %H:%M") if value else "—"


def _templates() -> Jinja2Templates:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True)
    env.filters["when"] = _when
    env.filters["num"] = lambda v, digits=2: "—" if v is None else f"{v:.{digits}f}"
    return Jinja2Templates(env=env)


@dataclass
class UI:
    """What every page needs: the templates, the memory (for user lists), whether no-auth mode is on, CSRF tokens."""

    memory: Memory
    open_locally: bool
    templates: Jinja2Templates
    csrf: CsrfTokens

    @classmethod
    def create(cls, memory: Memory, open_locally: bool) -> UI:
        """The UI over ``memory``, with the templates loaded from the package and a fresh CSRF secret."""
        return cls(memory=memory, open_locally=open_locally, templates=_templates(), csrf=CsrfTokens())

    def render(self, request: Request, name: str, g: Guarded | None = None, *, status: int = 200,
               **context: Any) -> HTMLResponse:
        """A page; ``g`` tells the layout who is signed in (and whether it is no-auth mode)."""
        principal = g.principal if g is not None else None
        notice = NOTICES.get(request.query_params.get("notice", ""))
        nonce = request.cookies.get(CSRF_COOKIE) or self.csrf.nonce()
        response = self.templates.TemplateResponse(request, name, {
            "principal": principal, "notice": notice, "status_code": status,
            "no_auth": principal is not None and principal.key_id is None and self.open_locally,
            "can_review": principal is not None and principal.can("review"),
            "csrf_token": self.csrf.token(nonce, request.cookies.get(KEY_COOKIE)),
            **context}, status_code=status)
        if nonce != request.cookies.get(CSRF_COOKIE):
            response.set_cookie(CSRF_COOKIE, nonce, httponly=True, samesite="strict",
                                secure=request.url.scheme == "https")
        return response

    async def form_is_ours(self, request: Request) -> bool:
        """Whether a state-changing request carries the CSRF token of the browser that sends it."""
        form = await request.form()  # cached on the request: the handler reads the same form
        return self.csrf.valid(request.cookies.get(CSRF_COOKIE), request.cookies.get(KEY_COOKIE),
                               form.get(CSRF_FIELD))

    def error(self, request: Request, status: int, message: str) -> HTMLResponse:
        """The friendly error page: a title for the status and credo's message, never a traceback."""
        return self.render(request, "error.html", status=status, message=message,
                           title=ERROR_TITLES.get(status, "Something went wrong"))

    def users(self, g: Guarded) -> list[str]:
        """The users this caller may pick from: its bound user, or every user of its tenant."""
        if g.principal.user is not None:
            return [g.principal.user]
        return rules.users(self.memory.backend, g.principal.tenant)


def back(path: str, notice: str | None = None, **params: Any) -> RedirectResponse:
    """Post/Redirect/Get: after a form, a 303 to the page that shows the result."""
    query = {k: v for k, v in {"notice": notice, **params}.items() if v not in (None, "")}
    return RedirectResponse(f"{path}?{urlencode(query)}" if query else path, status_code=303)


def to_login(request: Request) -> RedirectResponse:
    """Send a key-less browser to the login page, remembering where it was going."""
    target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    return RedirectResponse(f"/login?next={quote(target if request.method == 'GET' else '/')}", status_code=303)


def safe_next(target: str | None) -> str:
    """Only same-site paths: ``//evil.example`` or ``https://...`` after login would be an open redirect."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


def page_route(ui: UI) -> type[APIRoute]:
    """A route class whose handlers answer credo's errors with HTML, not the API's JSON."""

    class PageRoute(APIRoute):
        def get_route_handler(self):  # noqa: ANN202 - Starlette's own type
            handle = super().get_route_handler()

            async def run(request: Request) -> Response:
                if request.method not in SAFE_METHODS and not await ui.form_is_ours(request):
                    return ui.error(request, 403, CSRF_REFUSED)
                try:
                    return await handle(request)
                except Unauthenticated:
                    return to_login(request)
                except CredoError as exc:
                    return ui.error(request, status_of(exc), exc.message)
                except RequestValidationError as exc:
                    first = (exc.errors() or [{}])[0]
                    where = ".".join(str(p) for p in first.get("loc", ())[1:])
                    return ui.error(request, 422, f"{where}: {first.get('msg', 'invalid input')}")

            return run

    return PageRoute


def status_of(error: CredoError) -> int:
    """The HTTP status the REST API gives this error, so the UI and the API agree."""
    return http_status(error)


def blank(value: str | None) -> str | None:
    """A form field's text, or None when left empty."""
    return value.strip() or None if value is not None else None


def number(value: str | None, name: str, default: float | None = None) -> float | None:
    """A form or query field as a float; empty means ``default``; anything else is InvalidInput."""
    if value is None or not value.strip():
        return default
    try:
        return float(value)
    except ValueError:
        raise InvalidInput(f"{name} must be a number, not {value!r}") from None
