"""The dashboard and the jobs page: how the store stands, and what the ingestion queue holds."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Form, Request
from fastapi.responses import Response

from ..models import Classification, Job, JobStatus, Kind, Layer, Status
from ..operations import RememberRequest, StatsRequest
from ..security import Guarded
from .ui import UI, back, blank

JOBS_SHOWN = 50


def counts(found: dict[str, int], names: list[str]) -> list[tuple[str, int]]:
    """Every name of an enum in its own order, with its count (0 when absent), so tables never reshuffle.

    >>> counts({"b": 2}, ["a", "b"])
    [('a', 0), ('b', 2)]
    """
    return [(name, found.get(name, 0)) for name in names] + [(k, n) for k, n in found.items() if k not in names]


def bars(histogram: dict[str, int]) -> list[dict[str, Any]]:
    """The retention histogram as bars whose heights are percentages of the tallest.

    >>> [b["height"] for b in bars({"0.0-0.1": 1, "0.1-0.2": 4})]
    [25, 100]
    """
    tallest = max(histogram.values(), default=0) or 1
    return [{"label": label, "count": n, "height": round(100 * n / tallest)} for label, n in histogram.items()]


def job_row(job: Job) -> dict[str, Any]:
    """What the jobs table shows of a job: its input, shortened, and what it stored."""
    given = job.payload.get("input")
    text = given if isinstance(given, str) else " / ".join(
        m.get("content", "") if isinstance(m, dict) else str(m) for m in given or [])
    result = job.result or {}
    return {"job": job, "input": text if len(text) <= 120 else text[:117] + "…",
            "stored": len(result.get("stored", [])), "skipped": len(result.get("skipped", []))}


def add_routes(r: APIRouter, ui: UI, G: Any) -> None:
    """``/`` and ``/jobs``."""

    @r.get("/")
    def dashboard(request: Request, g: Guarded = G, user: str = "") -> Response:
        stats = g.stats(StatsRequest.parse({"user": blank(user)}))
        return ui.render(
            request, "dashboard.html", g, nav="dashboard", stats=stats, user=blank(user), users=ui.users(g),
            by_status=counts(stats.get("by_status", {}), [s.value for s in Status]),
            by_kind=counts(stats.get("by_kind", {}), [k.value for k in Kind]),
            by_layer=counts(stats.get("by_layer", {}), [layer.value for layer in Layer]),
            by_classification=counts(stats.get("by_classification", {}), [c.value for c in Classification]),
            jobs=counts(stats.get("jobs", {}), [s.value for s in JobStatus]),
            bars=bars(stats.get("retention_histogram", {})))

    @r.get("/jobs")
    def jobs(request: Request, g: Guarded = G) -> Response:
        found = g.jobs(limit=JOBS_SHOWN)
        return ui.render(request, "jobs.html", g, nav="jobs", rows=[job_row(j) for j in found],
                         users=ui.users(g))

    @r.post("/jobs")
    def submit(g: Guarded = G, text: str = Form(""), user: str = Form(""), session: str = Form("")) -> Response:
        job = g.submit(RememberRequest.parse({"text": text, "user": blank(user), "session": blank(session)}))
        return back("/jobs", "queued", job=job.id)
