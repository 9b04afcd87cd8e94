"""A belief timeline drawn as SVG: what credo believed about one entity of one user, and when.

One lane per attribute; each value is a bar from when it was *said* (valid from) to when it
stopped holding (valid until, else when credo retired it, else today), coloured by status
(active, superseded, challenged, archived ...), its value written on it, linked to the memory.
A tick under the bar's start marks when credo *recorded* it when that differs from when it was
said. Conflicts are drawn as a red diamond where they opened (a hollow one once resolved), linked
to the review page. Pure markup from :func:`credo.timeline.timeline`'s answer; no script.

>>> art = svg({"entity": "ann", "user": "ann", "conflicts": [], "attributes": [{"attribute": "home_city",
...     "values": [{"id": "a", "value": "Paris", "text": "Ann lives in Paris", "status": "superseded",
...                 "said": "2025-01-01T00:00:00Z", "recorded": "2025-01-02T00:00:00Z", "until": None,
...                 "retired": "2025-06-01T00:00:00Z", "conflict_id": None},
...                {"id": "b", "value": "Rome", "text": "Ann lives in Rome", "status": "active",
...                 "said": "2025-06-01T00:00:00Z", "recorded": "2025-06-01T00:00:00Z", "until": None,
...                 "retired": None, "conflict_id": None}]}]}, now="2025-12-31T00:00:00Z")
>>> art.startswith("<svg") and "Paris" in art and "Rome" in art and 'href="/memories/b"' in art
True
"""

from __future__ import annotations

from datetime import datetime, timedelta
from html import escape
from typing import Any

from ..timeutil import parse_time, utcnow

#: Bar colours by status (the badge colours of the stylesheet).
COLOURS = {"active": "#2e7d32", "superseded": "#9e9e9e", "challenged": "#e65100", "archived": "#bdbdbd",
           "invalidated": "#c62828", "merged": "#6a1b9a", "quarantined": "#f9a825"}
WIDTH, LANE, LABEL, TOP = 900, 34, 150, 28


def svg(timeline: dict[str, Any], *, now: datetime | str | None = None, current: str | None = None) -> str:
    """The timeline as one ``<svg>`` element (a string of safe markup: every text escaped); the value of memory
    ``current`` (the page's own) is outlined."""
    today = parse_time(now) if now is not None else utcnow()
    values = [v for a in timeline["attributes"] for v in a["values"]]
    times = [parse_time(t) for v in values for t in (v["said"], v["recorded"], v["until"], v["retired"]) if t]
    times += [parse_time(c["created_at"]) for c in timeline.get("conflicts", []) if c.get("created_at")]
    start = min(times) if times else today
    end = max([*times, today])
    if end - start < timedelta(days=1):
        end = start + timedelta(days=1)
    span = (end - start).total_seconds()
    plot = WIDTH - LABEL - 20

    def x(at: datetime) -> float:
        return round(LABEL + plot * (at - start).total_seconds() / span, 1)

    rows = _lanes(timeline["attributes"], end)
    outline = ' stroke="#111" stroke-width="2"'
    height = TOP + LANE * len(rows) + 40
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="belief-timeline" role="img" width="{WIDTH}" '
           f'height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="system-ui, sans-serif" font-size="12">',
           f'<title>What credo believed about {escape(timeline["entity"])} ({escape(timeline["user"])}), '
           f'by when it was said</title>',
           f'<text x="{LABEL}" y="16" fill="#555">said {escape(_day(start))}</text>',
           f'<text x="{WIDTH - 20}" y="16" fill="#555" text-anchor="end">{escape(_day(end))}</text>']
    for lane, row in enumerate(rows):
        y = TOP + lane * LANE
        if row["first"]:
            out.append(f'<text x="4" y="{y + 17}" fill="#222">{escape(_short(row["attribute"] or "(untyped)", 22))}'
                       f'</text>')
        out.append(f'<line x1="{LABEL}" y1="{y + LANE - 4}" x2="{WIDTH - 20}" y2="{y + LANE - 4}" stroke="#eee"/>')
        for value in row["values"]:
            said = parse_time(value["said"] or value["until"] or value["recorded"])  # no start said: its end
            stop = parse_time(value["until"] or value["retired"]) if (value["until"] or value["retired"]) else end
            x0, x1 = x(said), max(x(stop), x(said) + 3)
            colour = COLOURS.get(value["status"], "#607d8b")
            since = _day(said) if value["said"] else "start unknown"
            tip = (f'{value["value"] or value["text"]} ({value["status"]}): said {since}, recorded '
                   f'{_day(parse_time(value["recorded"]))}' + (f', until {_day(stop)}' if stop != end else ""))
            out.append(f'<a href="/memories/{escape(value["id"])}"><g class="tl-value tl-{escape(value["status"])}">'
                       f'<title>{escape(tip)}</title>'
                       f'<rect x="{x0}" y="{y + 4}" width="{round(x1 - x0, 1)}" height="18" rx="3" '
                       f'fill="{colour}" fill-opacity="0.85"{outline if value["id"] == current else ""}/>'
                       f'<text x="{x0 + 4}" y="{y + 17}" fill="#fff">{escape(_short(value["value"] or value["text"]))}'
                       f'</text></g></a>')
            recorded = parse_time(value["recorded"])
            if abs((recorded - said).total_seconds()) > 3600:
                out.append(f'<line class="tl-recorded" x1="{x(recorded)}" y1="{y + 23}" x2="{x(recorded)}" '
                           f'y2="{y + 29}" stroke="#333"><title>recorded {escape(_day(recorded))}</title></line>')
    for conflict in timeline.get("conflicts", []):
        lane = next((n for n, row in enumerate(rows) if row["attribute"] == conflict.get("attribute")), 0)
        at = parse_time(conflict["created_at"])
        cx, cy = x(at), TOP + lane * LANE + 13
        fill = "#c62828" if conflict.get("status") == "open" else "none"
        out.append(f'<a href="/review#conflict-{escape(conflict["id"])}"><g class="tl-conflict">'
                   f'<title>conflict {escape(conflict.get("status", ""))} since {escape(_day(at))}'
                   f'{": " + escape(str(conflict.get("resolution"))) if conflict.get("resolution") else ""}</title>'
                   f'<path d="M{cx} {cy - 8} L{cx + 8} {cy} L{cx} {cy + 8} L{cx - 8} {cy} Z" fill="{fill}" '
                   f'stroke="#c62828" stroke-width="2"/></g></a>')
    legend_y = TOP + LANE * len(rows) + 24
    legend = [("active", "believed now"), ("superseded", "replaced"), ("challenged", "challenged"),
              ("archived", "archived")]
    for n, (status, words) in enumerate(legend):
        lx = LABEL + n * 130
        out.append(f'<rect x="{lx}" y="{legend_y - 10}" width="12" height="12" fill="{COLOURS[status]}"/>'
                   f'<text x="{lx + 16}" y="{legend_y}" fill="#555">{words}</text>')
    out.append(f'<path d="M{LABEL + 536} {legend_y - 10} l6 6 l-6 6 l-6 -6 Z" fill="#c62828"/>'
               f'<text x="{LABEL + 546}" y="{legend_y}" fill="#555">conflict</text></svg>')
    return "".join(out)


def _lanes(attributes: list[dict[str, Any]], end: datetime) -> list[dict[str, Any]]:
    """One lane per attribute, split into as many rows as its values overlap in time (contested values held at
    once are drawn one above the other, never on top of each other)."""
    lanes: list[dict[str, Any]] = []
    for attribute in attributes:
        rows: list[tuple[datetime, list[dict[str, Any]]]] = []  # (where the row is free from, its values)
        for value in sorted(attribute["values"], key=lambda v: v["said"] or v["recorded"]):
            said = parse_time(value["said"] or value["until"] or value["recorded"])  # no start said: its end
            stop = parse_time(value["until"] or value["retired"]) if (value["until"] or value["retired"]) else end
            for n, (free, values) in enumerate(rows):
                if said >= free:
                    rows[n] = (max(stop, said), [*values, value])
                    break
            else:
                rows.append((max(stop, said), [value]))
        lanes += [{"attribute": attribute["attribute"], "values": values, "first": n == 0}
                  for n, (_, values) in enumerate(rows)]
    return lanes


def _day(at: datetime) -> str:
    return at.strftime("%Y-%m-%d")


def _short(text: str, limit: int = 28) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


__all__ = ["svg"]
