"""What a caller may see: the viewer, and answers cut down to it.

A viewer is a :class:`~credo.models.Scope`: tenant, the key's user (None for a
tenant-wide key) and the key's classification ceiling (None for a trusted
local caller, who sees the whole tenant). The decision itself is SQL, in one
place (:func:`credo.store.sql.scope_clause`); the store's queries apply it.
This module holds the few steps that must ask the store about ids an answer
already carries -- a job's stored result, a memory's links and lineage, a
history row that names another memory -- and drop or blank the ones the
viewer may not see, so an answer never confirms that a hidden memory exists.

>>> from credo.models import Scope
>>> redact_text("contradicted by memory " + "a" * 32, {"b" * 32})
'contradicted by memory (hidden)'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import datetime, timezone
from typing import Any

from . import rules
from .models import Job, Link, MemoryUnit, Scope, Status, StatusChange
from .store.base import RecallFilter, Store

#: Any status, any time, any confidence: "does this row exist for the viewer", not "is it belief".
EXISTING = RecallFilter(now=datetime(1970, 1, 1, tzinfo=timezone.utc), statuses=frozenset(Status),
                        min_confidence=0.0, current_only=False)

_MEMORY_ID = re.compile(r"\b[0-9a-f]{32}\b")
HIDDEN = "(hidden)"


def seen_by(who: Scope, viewer: Scope | None) -> Scope:
    """``who`` (one user's scope) carrying the viewer's ceiling: what it may not see, a call neither reads nor changes.

    >>> seen_by(Scope(tenant="t", user="ann"), Scope(tenant="t", ceiling="internal")).ceiling.value
    'internal'
    """
    return who.model_copy(update={"ceiling": viewer.ceiling}) if viewer is not None else who


def visible(store: Store, viewer: Scope | None, ids: Iterable[str]) -> set[str]:
    """The subset of ``ids`` the viewer may see (every id for no viewer, within the caller's tenant)."""
    wanted = [i for i in dict.fromkeys(ids) if isinstance(i, str) and i]
    if viewer is None or not wanted:
        return set(wanted)
    return set(rules.visible_ids(store, viewer, wanted, EXISTING))


def redact_text(text: str, seen: set[str]) -> str:
    """``text`` with every memory id not in ``seen`` replaced by ``(hidden)``."""
    return _MEMORY_ID.sub(lambda m: m.group(0) if m.group(0) in seen else HIDDEN, text)


def redact_units(store: Store, viewer: Scope | None, units: Sequence[MemoryUnit]) -> list[MemoryUnit]:
    """Units whose references (superseded_by, parent_id, links) name only memories the viewer may see."""
    if viewer is None:
        return list(units)
    refs = {u.superseded_by for u in units} | {u.parent_id for u in units}
    refs |= {i for u in units for link in u.links for i in (link.source_id, link.target_id)}
    seen = visible(store, viewer, [r for r in refs if r]) | {u.id for u in units}
    for unit in units:
        unit.superseded_by = unit.superseded_by if unit.superseded_by in seen else None
        unit.parent_id = unit.parent_id if unit.parent_id in seen else None
        unit.links = [link for link in unit.links if link.source_id in seen and link.target_id in seen]
    return list(units)


def redact_links(store: Store, viewer: Scope | None, links: Sequence[Link]) -> list[Link]:
    """Links whose both ends the viewer may see."""
    seen = visible(store, viewer, [i for link in links for i in (link.source_id, link.target_id)])
    return [link for link in links if link.source_id in seen and link.target_id in seen]


def redact_changes(store: Store, viewer: Scope | None, changes: Sequence[StatusChange]) -> list[StatusChange]:
    """Status history whose reasons name no memory the viewer may not see."""
    if viewer is None:
        return list(changes)
    seen = visible(store, viewer, [i for c in changes for i in _MEMORY_ID.findall(c.reason or "")])
    return [c.model_copy(update={"reason": redact_text(c.reason, seen)}) if c.reason else c for c in changes]


def redact_job(store: Store, viewer: Scope | None, job: Job) -> Job:
    """A job whose result lists only memories, ids and conflicts the viewer may see."""
    result = job.result
    if viewer is None or not isinstance(result, dict):
        return job
    listed = [m.get("id") for key in ("stored", "merged") for m in result.get(key) or [] if isinstance(m, dict)]
    listed += [i for i in result.get("superseded") or [] if isinstance(i, str)]
    named = [i for s in result.get("skipped") or [] if isinstance(s, dict)
             for i in _MEMORY_ID.findall(str(s.get("reason", "")))]
    seen = visible(store, viewer, listed + named)
    conflict_ids = [str(c.get("id")) for c in result.get("conflicts") or [] if isinstance(c, dict)]
    shown_conflicts = {c.id for c in store.conflicts(viewer.tenant, ids=conflict_ids, viewer=viewer)} \
        if conflict_ids else set()
    clean: dict[str, Any] = dict(result)
    for key in ("stored", "merged"):
        if key in result:
            clean[key] = [m for m in result[key] or [] if isinstance(m, dict) and m.get("id") in seen]
    if "superseded" in result:
        clean["superseded"] = [i for i in result["superseded"] or [] if i in seen]
    if "conflicts" in result:
        clean["conflicts"] = [c for c in result["conflicts"] or [] if isinstance(c, dict)
                              and c.get("id") in shown_conflicts]
    if "skipped" in result:
        clean["skipped"] = [{**s, "reason": redact_text(str(s.get("reason", "")), seen)}
                            for s in result["skipped"] or [] if isinstance(s, dict)]
    return job.model_copy(update={"result": clean})
