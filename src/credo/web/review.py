"""What waits for a person's judgement: the review queue and consolidation."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Form, Request
from fastapi.responses import Response

from ..errors import NotFound
from ..manage.consolidate import ConsolidationReport
from ..manage.loops import sides
from ..models import ConflictRecord, MemoryUnit, MergeProposal
from ..operations import (
    ConsolidateRequest,
    GetRequest,
    ProposalRequest,
    ResolveRequest,
    ReviewQueueRequest,
    ReviewRequest,
)
from ..security import Guarded
from .ui import UI, back, blank

def members(g: Guarded, record: ConflictRecord | MergeProposal) -> list[MemoryUnit]:
    """A conflict's or merge proposal's memories, oldest first; any the caller may no longer see are left out."""
    units = []
    for memory_id in record.memory_ids:
        try:
            units.append(g.get(GetRequest(memory_id=memory_id)))
        except NotFound:
            continue
    return units


def contested(g: Guarded, conflict: ConflictRecord) -> list[MemoryUnit]:
    """A conflict's memories, the existing side first and the newest last (see :func:`credo.manage.loops.sides`)."""
    units = members(g, conflict)
    if len(units) < 2:
        return units
    existing, newest = sides(units)
    return [existing, *(u for u in units if u.id not in (existing.id, newest.id)), newest]


def consolidation(g: Guarded, *, user: str | None, topic: str | None, dry_run: bool) -> dict[str, Any]:
    """A consolidation report (:meth:`credo.Memory.consolidate`) as a dict."""
    report: ConsolidationReport = g.consolidate(ConsolidateRequest.parse({"user": user, "topic": topic,
                                                                          "dry_run": dry_run}))
    return report.to_public()


def clusters(report: dict[str, Any]) -> list[dict[str, Any]]:
    """Each cluster's members, proposed canonical text and changes, whatever shape the report gives them.

    >>> clusters({"clusters": [{"member_ids": ["a"], "member_texts": ["x"], "canonical": "y"}]})
    [{'members': [{'id': 'a', 'text': 'x'}], 'canonical': 'y', 'changes': {}, 'outcome': None}]
    """
    out = []
    for cluster in report.get("clusters") or []:
        members = cluster.get("members") or [
            {"id": i, "text": t} for i, t in zip(cluster.get("member_ids") or [], cluster.get("member_texts") or [])]
        canonical = cluster.get("canonical", cluster.get("canonical_text"))
        if isinstance(canonical, dict):
            canonical = canonical.get("text")
        out.append({"members": [m if isinstance(m, dict) else {"id": m, "text": None} for m in members],
                    "canonical": canonical, "changes": cluster.get("changes") or {},
                    "outcome": cluster.get("outcome")})
    return out


def summary(report: dict[str, Any]) -> list[tuple[str, Any]]:
    """The report's counts and parameters: every plain value, in its own order."""
    return [(k.replace("_", " "), v) for k, v in report.items() if isinstance(v, (int, float, str, bool))]


def add_routes(r: APIRouter, ui: UI, G: Any) -> None:
    """``/review`` with its decisions, and ``/consolidate``."""

    @r.get("/review")
    def queue(request: Request, g: Guarded = G, user: str = "") -> Response:
        waiting = g.review_queue(ReviewQueueRequest.parse({"user": blank(user)}))
        conflicts = [{"record": c, "units": contested(g, c)} for c in waiting["conflicts"]]
        in_conflict = {i for c in waiting["conflicts"] for i in c.memory_ids}
        return ui.render(request, "review.html", g, nav="review", conflicts=conflicts, in_conflict=in_conflict,
                         challenged=waiting["challenged"], quarantined=waiting["quarantined"],
                         unconfirmed=waiting["unconfirmed"],
                         proposals=[{"record": p, "units": members(g, p)} for p in waiting.get("proposals", [])],
                         user=blank(user), users=ui.users(g))

    @r.post("/review/proposals/{proposal_id}")
    def decide_proposal(proposal_id: str, g: Guarded = G, decision: str = Form("")) -> Response:
        record = g.decide_proposal(ProposalRequest.parse({"proposal_id": proposal_id, "decision": decision}))
        applied = record.status.value == "applied"
        if record.kind == "bridge":
            return back("/review", "bridged" if applied else "bridge_dismissed")
        return back("/review", "merged" if applied else "dismissed")

    @r.post("/review/conflicts/{conflict_id}")
    def resolve(conflict_id: str, g: Guarded = G, action: str = Form(""), context: str = Form(""),
                value: str = Form(""), default: str = Form("")) -> Response:
        g.resolve_conflict(ResolveRequest.parse({"conflict_id": conflict_id, "action": action,
                                                 "context": blank(context), "value": blank(value),
                                                 "default": blank(default)}))
        return back("/review", "resolved")

    @r.post("/review/memories/{memory_id}")
    def decide(memory_id: str, g: Guarded = G, decision: str = Form("")) -> Response:
        unit = g.review(ReviewRequest.parse({"memory_id": memory_id, "decision": decision,
                                             "reason": "reviewed in the web UI"}))
        return back("/review", "approved" if unit.status.value == "active" else "rejected")

    @r.get("/consolidate")
    def preview(request: Request, g: Guarded = G, user: str = "", topic: str = "") -> Response:
        report = consolidation(g, user=blank(user), topic=blank(topic), dry_run=True) if blank(user) else {}
        counts = [request.query_params.get(k, "") for k in ("merged", "created")]
        return ui.render(request, "consolidate.html", g, nav="consolidate", user=blank(user), topic=blank(topic),
                         users=ui.users(g), report=report, clusters=clusters(report), summary=summary(report),
                         applied=[int(n) for n in counts] if all(n.isdigit() for n in counts) else None)

    @r.post("/consolidate")
    def apply(request: Request, g: Guarded = G, user: str = Form(""), topic: str = Form("")) -> Response:
        report = consolidation(g, user=blank(user), topic=blank(topic), dry_run=False)
        return back("/consolidate", "consolidated", user=blank(user), topic=blank(topic),
                    merged=report.get("memories_merged"), created=report.get("canonical_created"))
