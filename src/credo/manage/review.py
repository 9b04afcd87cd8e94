"""The review queue: what waits for a person, and a person's decisions on it.

Five things wait: contested pairs (open :class:`~credo.models.ConflictRecord`\\ s, from
the contradiction-loop guard, :mod:`credo.belief`), challenged memories, quarantined
memories (untrusted instructions and agents' claims about the user, :mod:`credo.poison`),
unconfirmed ones (weak current facts probing flagged but kept in service,
:mod:`credo.manage.probe`) and proposals (consolidation's merges and synthesis's bridges).
Each has its decision here: :func:`resolve_conflict`, :func:`review` (approve or reject a
memory; approving an unconfirmed one confirms it) and :func:`decide_proposal`. Who may decide -- the ``review`` right, never over one's own
writes -- is :class:`credo.security.Guarded`'s to say; everything here is confined to
what the ``viewer`` may see.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from .. import lifecycle, rules
from ..embed import embed_one
from ..errors import InvalidInput, NotFound
from ..models import (
    Classification,
    ConflictRecord,
    ConflictStatus,
    Kind,
    MemoryUnit,
    MergeProposal,
    ProposalStatus,
    Resolution,
    Scope,
    Status,
    scope,
)
from ..services import Services
from ..store.base import RecallFilter, Store
from ..visibility import EXISTING, redact_units
from ..write import build_unit, insert_unit
from . import consolidate, loops, probe, synthesis


def conflicts(store: Store, tenant: str, *, user: str | None = None,
              status: ConflictStatus | str | None = ConflictStatus.OPEN,
              viewer: Scope | None = None) -> list[ConflictRecord]:
    """Contested entity+attribute pairs (``status=None``: of any status); with a ``viewer``, only conflicts all
    of whose memories it may see."""
    return store.conflicts(tenant, user=user, status=ConflictStatus.parse(status) if status else None, viewer=viewer)


def resolve_conflict(s: Services, tenant: str, conflict_id: str, action: Resolution | str, *,
                     context: str | None = None, value: str | None = None, text: str | None = None,
                     actor: str = "api", now: datetime, viewer: Scope | None = None,
                     default: str | None = None) -> loops.Settlement:
    """Settle a contested pair: keep_existing, keep_new, keep_both (with ``context``, and ``default``: which
    value holds by default, :func:`credo.manage.loops.default_side`) or custom (``value``).

    The decision is stored as a high-importance meta-memory (and, for custom, the person's value as a
    memory of its own), all in one transaction with the settlement (:func:`credo.manage.loops.resolve`).
    """
    chosen = Resolution.parse(action)
    found = s.store.conflicts(tenant, ids=[conflict_id], viewer=viewer) if isinstance(conflict_id, str) else []
    if not found:
        raise NotFound(f"conflict {conflict_id} not found")
    record = found[0]
    who = scope(tenant, record.user)
    contested = s.store.get(tenant, record.memory_ids)
    # the resolution repeats the contested values: it is as sensitive as the most sensitive of them
    level = max((u.classification for u in contested), key=lambda c: c.rank, default=Classification.INTERNAL)
    existing, newest = loops.sides(contested) if contested else (None, None)
    if default is not None and chosen is not Resolution.KEEP_BOTH:
        raise InvalidInput("default applies to keep_both only")
    if chosen is Resolution.KEEP_BOTH and existing is not None and newest is not None:
        if loops.default_side(existing, newest, default) is existing:  # the person's default: scope the newest
            existing, newest = newest, existing
    values = {"existing": existing.value if existing else None, "newest": newest.value if newest else None}
    custom = None
    if chosen is Resolution.CUSTOM:
        if not value or not str(value).strip():
            raise InvalidInput("custom needs a value")
        custom = build_unit(who, text or f"{record.entity} {record.attribute.replace('_', ' ')}: {value}",
                            now=now, kind=contested[-1].kind if contested else Kind.FACT,
                            entity=record.entity, attribute=record.attribute, value=value,
                            importance=loops.META_IMPORTANCE, confidence=loops.META_CONFIDENCE,
                            source=loops.META_SOURCE, classification=level)
    meta = build_unit(
        who, loops.meta_memory_text(record, chosen, values, context=context, value=value, actor=actor),
        now=now, kind=loops.META_KIND, importance=loops.META_IMPORTANCE, confidence=loops.META_CONFIDENCE,
        source=loops.META_SOURCE, classification=level,
        metadata={"conflict_id": record.id, "resolution": chosen.value})
    written = [unit for unit in (custom, meta) if unit is not None]
    vectors = {unit.id: embed_one(s.embedder, unit.text) for unit in written}
    with s.store.transaction():
        for unit in written:
            unit.embedding_model, unit.embedding_dim = s.embedder.name, s.embedder.dim
            insert_unit(s.store, unit, vectors[unit.id], actor=actor)
        return loops.resolve(s.store, record, chosen, actor=actor, now=now, context=context, value=value,
                             custom_unit=custom, meta_unit=meta, default=default)


#: The review queue's lists of memories, in the order every surface shows them.
MEMORY_LISTS = ("challenged", "quarantined", "unconfirmed")


def queue(store: Store, tenant: str, now: datetime, *, user: str | None = None, limit: int = 200,
          viewer: Scope | None = None) -> dict[str, Any]:
    """What waits for a person: open conflicts, challenged and quarantined memories, unconfirmed ones (served,
    flagged by probing: :func:`credo.rules.unconfirmed`), and open proposals (consolidation's merges and
    synthesis's bridges, ``kind`` says which), as ``viewer`` may see them."""
    who = Scope(tenant=tenant, user=user, include_shared=False, ceiling=viewer.ceiling if viewer else None)
    waiting: dict[str, list[MemoryUnit]] = {}
    for status in (Status.CHALLENGED, Status.QUARANTINED):
        flt = RecallFilter(now=now, statuses=frozenset({status}), min_confidence=0.0)
        waiting[status.value] = redact_units(store, viewer, rules.list_memories(store, who, flt, limit=limit))
    served = RecallFilter(now=now, min_confidence=0.0)
    waiting["unconfirmed"] = redact_units(store, viewer, rules.unconfirmed(store, who, served, limit=limit))
    proposals = [p for p in store.proposals(tenant, user=user, status=ProposalStatus.OPEN)
                 if viewer is None or viewer.ceiling is None or p.classification.rank <= viewer.ceiling.rank]
    return {"conflicts": conflicts(store, tenant, user=user, viewer=viewer), **waiting, "proposals": proposals}


def proposal(store: Store, tenant: str, proposal_id: str, *, viewer: Scope | None = None) -> MergeProposal:
    """One proposal, if ``viewer`` (when given) may see it and all its members; else NotFound."""
    found = store.proposals(tenant, ids=[proposal_id]) if isinstance(proposal_id, str) else []
    if found and viewer is not None:
        record = found[0]
        hidden = (viewer.user is not None and record.user != viewer.user) or (
            viewer.ceiling is not None and record.classification.rank > viewer.ceiling.rank)
        seen = rules.visible_ids(store, viewer, record.memory_ids, EXISTING)
        if hidden or len(seen) != len(record.memory_ids):
            found = []
    if not found:
        raise NotFound(f"proposal {proposal_id} not found")
    return found[0]


def decide_proposal(s: Services, record: MergeProposal, decision: str, *, now: datetime,
                    actor: str = "api") -> MergeProposal:
    """Settle a proposal: ``apply`` (a merge: its members become one canonical memory; a bridge: the bridge
    memory is written) or ``dismiss`` (it is never proposed again)."""
    if record.kind == "bridge":
        return synthesis.decide_bridge(s, record, decision, now=now, actor=actor)
    return consolidate.decide_proposal(s.store, s.embedder, record.tenant, record.id, decision, now=now,
                                       merger=s.merger, actor=actor)


def review(store: Store, tenant: str, memory_id: str, decision: str, *, reason: str | None = None,
           actor: str = "api", now: datetime, viewer: Scope | None = None) -> MemoryUnit:
    """Settle a challenged or quarantined memory: ``approve`` (active again) or ``reject`` (invalidated); an
    unconfirmed one (active, flagged by probing): ``approve`` confirms it (the flag is cleared), ``reject``
    invalidates it.

    A memory that is part of an open conflict is settled by resolving the conflict instead.
    """
    unit = lifecycle.owned(store, tenant, memory_id, viewer=viewer)
    memory_id = unit.id  # the id a prefix named (:func:`credo.lifecycle.resolve`)
    flagged = unit.status is Status.ACTIVE and rules.flag_open(unit)
    if unit.status not in (Status.CHALLENGED, Status.QUARANTINED) and not flagged:
        raise InvalidInput(f"memory {memory_id} is {unit.status.value}, not waiting for review")
    if any(memory_id in c.memory_ids for c in conflicts(store, tenant, user=unit.user, viewer=viewer)):
        raise InvalidInput(f"memory {memory_id} is part of an open conflict: resolve the conflict instead")
    target = {"approve": Status.ACTIVE, "reject": Status.INVALIDATED}.get(decision)
    if target is None:
        raise InvalidInput("decision must be approve or reject")
    if flagged and target is Status.ACTIVE:
        with store.transaction():
            probe.confirm(store, unit, reason or f"review: confirmed by {actor}", actor=actor, now=now)
        return lifecycle.load(store, tenant, memory_id)
    return lifecycle.change_status(store, tenant, memory_id, target, reason or f"review: {decision}d by {actor}",
                                   actor=actor, now=now)
