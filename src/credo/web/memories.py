"""Memory pages: browse and search, store, one memory with its provenance, history and actions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Form, Request
from fastapi.responses import Response

from ..errors import CredoError, MissingScope, NotFound
from ..models import Classification, Kind, Layer, Status
from ..operations import (
    BrowseRequest,
    ConflictsRequest,
    DemoteRequest,
    EditRequest,
    ForgetRequest,
    GetRequest,
    HistoryRequest,
    ImportanceRequest,
    PinRequest,
    PromoteRequest,
    RestoreRequest,
    StoreRequest,
    TimelineRequest,
)
from ..security import Guarded
from . import timeline as drawn
from .ui import UI, back, blank, number, status_of

PAGE_SIZE = 25

#: The one-click actions on a memory's page: what to call, and the notice to come back with.
ACTIONS: dict[str, tuple[Callable[[Guarded, str], object], str]] = {
    "pin": (lambda g, i: g.pin(PinRequest(memory_id=i, pinned=True)), "pinned"),
    "unpin": (lambda g, i: g.pin(PinRequest(memory_id=i, pinned=False)), "unpinned"),
    "promote": (lambda g, i: g.promote(PromoteRequest(memory_id=i)), "promoted"),
    "demote": (lambda g, i: g.demote(DemoteRequest(memory_id=i)), "demoted"),
    "forget": (lambda g, i: g.forget(ForgetRequest(memory_id=i, reason="forgotten from the web UI")), "forgotten"),
    "restore": (lambda g, i: g.restore(RestoreRequest(memory_id=i, reason="restored from the web UI")), "restored"),
}


@dataclass(frozen=True)
class Filters:
    """The browse form's fields, as text: they travel in the query string and back into the form."""

    user: str = ""
    q: str = ""
    status: str = ""
    kind: str = ""
    layer: str = ""
    topic: str = ""
    classification: str = ""
    min_confidence: str = ""
    max_confidence: str = ""
    offset: int = 0
    limit: int = PAGE_SIZE

    @classmethod
    def from_query(cls, query: Any) -> Filters:
        text = {name: query.get(name, "").strip() for name in cls.__dataclass_fields__
                if name not in ("offset", "limit")}
        offset, limit = number(query.get("offset"), "offset", 0), number(query.get("limit"), "limit", PAGE_SIZE)
        return cls(**text, offset=max(int(offset or 0), 0), limit=int(limit or PAGE_SIZE))

    def request(self) -> BrowseRequest:
        """The browse request these fields make (InvalidInput naming a bad one)."""
        one = lambda v: [v] if v else None  # noqa: E731 - the form offers one value per filter
        return BrowseRequest.parse({
            "user": self.user or None, "q": self.q or None, "status": one(self.status), "kind": one(self.kind),
            "layer": one(self.layer), "topic": self.topic or None, "classification": one(self.classification),
            "min_confidence": number(self.min_confidence, "minimum confidence", 0.0),
            "max_confidence": number(self.max_confidence, "maximum confidence", 1.0),
            "limit": self.limit, "offset": self.offset})

    def link(self, offset: int) -> str:
        """This search's URL at another page."""
        fields = {k: v for k, v in asdict(replace(self, offset=offset)).items() if v not in ("", None)}
        if fields.get("limit") == PAGE_SIZE:
            del fields["limit"]
        if not fields.get("offset"):
            fields.pop("offset", None)
        return "/memories" + (f"?{urlencode(fields)}" if fields else "")


CHOICES = {"statuses": [s.value for s in Status], "kinds": [k.value for k in Kind],
           "layers": [layer.value for layer in Layer], "classifications": [c.value for c in Classification]}


def chain_of(g: Guarded, ids: list[str]) -> list[dict[str, Any]]:
    """The supersession chain with each memory's text; erased or hidden links show as ids only."""
    chain: list[dict[str, Any]] = []
    for memory_id in ids:
        try:
            unit = g.get(GetRequest(memory_id=memory_id))
        except NotFound:
            chain.append({"id": memory_id, "unit": None})
        else:
            chain.append({"id": memory_id, "unit": unit})
    return chain


def belief_timeline(g: Guarded, entity: str | None, user: str, current: str | None = None) -> str | None:
    """The SVG of what ``user``'s memories said about ``entity`` over time, or None (no entity, nothing seen)."""
    if not entity:
        return None
    try:
        return drawn.svg(g.timeline(TimelineRequest(entity=entity, user=user)), now=g.memory.clock(), current=current)
    except NotFound:
        return None


def add_routes(r: APIRouter, ui: UI, G: Any) -> None:
    """``/memories`` and ``/memories/{id}`` with its actions."""

    @r.get("/memories")
    def browse(request: Request, g: Guarded = G) -> Response:
        filters, found, error, status = Filters.from_query(request.query_params), [], None, 200
        try:
            found = g.browse(filters.request())
        except MissingScope:  # a search ranks one user's memories
            error, status = "Choose a user to search their memories by meaning.", 400
        except CredoError as exc:  # a bad filter stays on the page, next to the form that sent it
            error, status = exc.message, status_of(exc)
        more = len(found) == filters.limit
        return ui.render(request, "memories.html", g, status=status, nav="memories", filters=filters,
                         memories=found, error=error, users=ui.users(g), choices=CHOICES,
                         prev_link=filters.link(max(filters.offset - filters.limit, 0)) if filters.offset else None,
                         next_link=filters.link(filters.offset + filters.limit) if more else None)

    @r.post("/memories")
    def store(g: Guarded = G, text: str = Form(""), user: str = Form(""), kind: str = Form("fact"),
              topic: str = Form(""), importance: str = Form(""), confidence: str = Form(""),
              entity: str = Form(""), attribute: str = Form(""), value: str = Form("")) -> Response:
        fields = {"text": text, "user": blank(user), "kind": kind, "topic": blank(topic), "entity": blank(entity),
                  "attribute": blank(attribute), "value": blank(value), "importance": number(importance, "importance"),
                  "confidence": number(confidence, "confidence")}
        result = g.store(StoreRequest.parse({k: v for k, v in fields.items() if v is not None}))
        notice = "stored_conflict" if result.conflict else "stored_superseded" if result.superseded else "stored"
        return back(f"/memories/{result.memory.id}", notice)

    @r.get("/memories/{memory_id}")
    def detail(request: Request, memory_id: str, g: Guarded = G) -> Response:
        unit = g.get(GetRequest(memory_id=memory_id))
        history = g.history(HistoryRequest(memory_id=memory_id))
        links = [{"link": link, "other": link.target_id if link.source_id == unit.id else link.source_id}
                 for link in unit.links]
        conflicts = [c for c in g.conflicts(ConflictsRequest(user=unit.user, include_resolved=True))
                     if unit.id in c.memory_ids]
        return ui.render(request, "memory.html", g, nav="memories", unit=unit, changes=history.changes,
                         chain=chain_of(g, history.chain) if len(history.chain) > 1 else [], links=links,
                         weighed=g.explain_importance(ImportanceRequest(memory_id=memory_id)),
                         conflicts=conflicts, timeline=belief_timeline(g, unit.entity, unit.user, unit.id))

    @r.post("/memories/{memory_id}/edit")
    def edit(memory_id: str, g: Guarded = G, text: str = Form(""), importance: str = Form(""),
             confidence: str = Form("")) -> Response:
        unit = g.get(GetRequest(memory_id=memory_id))
        wanted = {"text": blank(text), "importance": number(importance, "importance"),
                  "confidence": number(confidence, "confidence")}
        # Only what differs: an unchanged text would still be re-embedded and bump the version.
        changes = {k: v for k, v in wanted.items() if v is not None and v != getattr(unit, k)}
        if not changes:
            return back(f"/memories/{memory_id}", "unchanged")
        g.edit(EditRequest.parse({"memory_id": memory_id, **changes}))
        return back(f"/memories/{memory_id}", "edited")

    @r.post("/memories/{memory_id}/erase")
    def erase(request: Request, memory_id: str, g: Guarded = G, confirm: str = Form("")) -> Response:
        if confirm != "yes":  # the checkbox is the confirmation; the JS confirm() is only a courtesy
            unit = g.get(GetRequest(memory_id=memory_id))
            return ui.render(request, "erase.html", g, status=400, nav="memories", unit=unit,
                             error="Tick “I understand” to erase this memory.")
        g.forget(ForgetRequest(memory_id=memory_id, hard=True))
        return back("/memories", "erased")

    @r.get("/memories/{memory_id}/erase")
    def erase_form(request: Request, memory_id: str, g: Guarded = G) -> Response:
        return ui.render(request, "erase.html", g, nav="memories", unit=g.get(GetRequest(memory_id=memory_id)))

    @r.post("/memories/{memory_id}/{action}")
    def act(memory_id: str, action: str, g: Guarded = G) -> Response:
        if action not in ACTIONS:
            raise NotFound(f"unknown action {action!r} (one of: {', '.join(ACTIONS)})")
        call, notice = ACTIONS[action]
        call(g, memory_id)
        return back(f"/memories/{memory_id}", notice)
