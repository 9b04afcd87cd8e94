"""A belief timeline: what credo believed about one entity of one user, and when.

For each attribute of the entity, every value it has held -- active, superseded, contested,
archived -- with when it was *said* (``valid_from``, the time the fact became true as the user
told it), when credo *recorded* it (``created_at``), until when it held (``valid_until``), and
when credo retired it; and the conflicts opened over those values, with their resolutions.
The web UI draws it (:mod:`credo.web.timeline`); REST serves it at ``GET /v1/timeline/{entity}``.

>>> import tempfile, os
>>> from credo import HashEmbedder, Memory
>>> mem = Memory(os.path.join(tempfile.mkdtemp(), "t.db"), embedder=HashEmbedder())
>>> _ = mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris",
...               at="2025-01-01")
>>> _ = mem.store("Ann lives in Rome", user="ann", entity="ann", attribute="home_city", value="Rome",
...               at="2025-06-01")
>>> [(v["value"], v["status"]) for v in mem.timeline("ann", user="ann")["attributes"][0]["values"]]
[('Paris', 'superseded'), ('Rome', 'active')]
"""

from __future__ import annotations

from typing import Any

from . import rules
from .errors import InvalidInput, NotFound
from .limits import MAX_NAME_CHARS, check_text
from .models import MemoryUnit, Scope, Status, normalise_key
from .store.base import HistoryQuery, Store
from .timeutil import to_iso
from .visibility import visible

#: At most this many memories on one timeline (an entity said about thousands of times draws its first).
MAX_VALUES = 500


def timeline(store: Store, who: Scope, entity: str, *, viewer: Scope | None = None) -> dict[str, Any]:
    """``{"user", "entity", "attributes": [{"attribute", "values": [...]}], "conflicts": [...]}``, each value
    ``{"id", "value", "text", "status", "confidence", "said", "recorded", "until", "retired", "superseded_by",
    "conflict_id"}`` (times ISO 8601, oldest said first), only what ``viewer`` may see; NotFound when the
    entity has no memory the viewer may see."""
    key = normalise_key(check_text(entity, "entity", max_chars=MAX_NAME_CHARS)) if isinstance(entity, str) else None
    if key is None or who.user is None:
        raise InvalidInput("an entity and a user are required")
    units = store.select(rules.entity_timeline(who.tenant, user=who.user, entity=key, limit=MAX_VALUES))
    seen = visible(store, viewer, [u.id for u in units])
    units = [u for u in units if u.id in seen]
    if not units:
        raise NotFound(f"no memories about {key}")
    retired = _retired(store, who.tenant, units)
    conflicts = [c for c in store.conflicts(who.tenant, user=who.user, entity=key)
                 if set(c.memory_ids) <= seen]
    in_conflict = {i: c.id for c in conflicts for i in c.memory_ids}
    by_attribute: dict[str, list[dict[str, Any]]] = {}
    for unit in units:
        by_attribute.setdefault(unit.attribute or "", []).append(_value(unit, retired, in_conflict))
    return {"user": who.user, "entity": key,
            "attributes": [{"attribute": name, "values": values} for name, values in by_attribute.items()],
            "conflicts": [c.to_public() for c in conflicts]}


def _value(unit: MemoryUnit, retired: dict[str, Any], in_conflict: dict[str, str]) -> dict[str, Any]:
    return {"id": unit.id, "value": unit.value, "text": unit.text, "status": unit.status.value,
            "confidence": unit.confidence,
            # "worked there until last December", no start said: its start is unknown, not 1970
            "said": None if unit.metadata.get("start_unknown") else to_iso(unit.valid_from),
            "recorded": to_iso(unit.created_at),
            "until": to_iso(unit.valid_until), "retired": retired.get(unit.id), "superseded_by": unit.superseded_by,
            "conflict_id": in_conflict.get(unit.id)}


def _retired(store: Store, tenant: str, units: list[MemoryUnit]) -> dict[str, str | None]:
    """When credo stopped serving each memory: its last change away from active (record time)."""
    changes = store.history(HistoryQuery(tenant=tenant, memory_ids=tuple(u.id for u in units)))
    current = {u.id: u.status for u in units}
    found: dict[str, str | None] = {}
    for change in changes:
        if current[change.memory_id] is not Status.ACTIVE and change.new is current[change.memory_id]:
            found[change.memory_id] = to_iso(change.at)
    return found
