"""Status transitions: the one place a memory's status, validity and history change.

Every change writes the row, a status-history row (old, new, reason, actor,
time) and an audit event together; callers wrap them in a transaction.

Erasure is the one transition that leaves no row: the store deletes the memory
with its index entries, vector, links, access log and history; here it also
reaches the jobs that carried the text (:func:`credo.jobs.redact`) and the
conflicts that list the id, and the audit log keeps only a hash of the text.
"""

from __future__ import annotations

import hashlib
import re
from datetime import datetime
from typing import Any

from . import importance as imp
from . import jobs, rules
from .belief import contradicts
from .embed import Embedder, embed_one
from .errors import AmbiguousId, Conflict, InvalidInput, NotFound
from .limits import MAX_ID_CHARS, MAX_METADATA_BYTES, MAX_VALUE_CHARS, check_json, check_text
from .models import BRIDGE, MAX_TEXT_CHARS, Link, LinkType, MemoryUnit, Scope, Status, StatusChange
from .store.base import Cond, Select, Store
from .timeutil import parse_time
from .visibility import redact_changes, redact_links, redact_units, visible

#: What a bridge proposal's text becomes when its bridge memory is erased.
ERASED_TEXT = "(erased)"


def supersede(store: Store, old: MemoryUnit, new: MemoryUnit, *, actor: str, now: datetime,
              reason: str | None = None, status: Status = Status.SUPERSEDED,
              link: LinkType = LinkType.SUPERSEDES) -> str:
    """Retire ``old`` in favour of ``new``: valid_until, superseded_by, status, history, link.

    ``status=merged`` with ``link=merged_into`` records a merge instead.
    """
    until = new.valid_from if old.valid_until is None else min(old.valid_until, new.valid_from)
    until = max(until, old.valid_from)
    store.update(old.tenant, old.id, {"valid_until": until, "superseded_by": new.id, "updated_at": now})
    if reason is None:
        pair = f" on {old.entity}.{old.attribute}" if old.entity else ""
        reason = f"{'merged into' if status is Status.MERGED else 'contradicted by'} memory {new.id}{pair}"
    record_status(store, old, status, reason, actor=actor, now=now)
    # links point from the surviving memory to what it replaced, or from the merged-away one into the merge
    source, target = (old.id, new.id) if link is LinkType.MERGED_INTO else (new.id, old.id)
    store.add_links(old.tenant, [Link(source_id=source, target_id=target, type=link, created_at=now)])
    return old.id


def record_status(store: Store, unit: MemoryUnit, status: Status, reason: str, *, actor: str, now: datetime,
                  old: Status | None = None, escalation: bool = False) -> None:
    """Set a status and write its history row and audit event (``old`` overrides the previous status).

    ``escalation``: the loop guard challenged this memory instead of letting a rival supersede it.
    """
    previous = old if old is not None else unit.status
    store.update(unit.tenant, unit.id, {"status": status, "updated_at": now})
    store.add_history(unit.tenant, [StatusChange(memory_id=unit.id, old=previous, new=status, reason=reason,
                                                 actor=actor, at=now, escalation=escalation)])
    store.append_audit(unit.tenant, "memory.status", actor, now, unit.id,
                       {"old": previous.value, "new": status.value})
    unit.status = status


def change_status(store: Store, tenant: str, memory_id: str, status: Status | str, reason: str, *,
                  actor: str, now: datetime) -> MemoryUnit:
    """Move a memory to another status with a reason; the history keeps old, new, reason, actor, time."""
    target = Status.parse(status)
    if not isinstance(reason, str) or not reason.strip():
        raise InvalidInput("a reason is required to change a status")
    check_text(reason, "reason", max_chars=MAX_VALUE_CHARS)
    with store.transaction():
        unit = load(store, tenant, memory_id)
        if unit.status == target:
            raise Conflict(f"memory {memory_id} is already {target.value}")
        record_status(store, unit, target, reason.strip(), actor=actor, now=now)
    return unit


def restore(store: Store, tenant: str, memory_id: str, *, actor: str, now: datetime,
            reason: str = "restored from the archive") -> MemoryUnit:
    """Bring an archived memory back into service; restoring counts as an access.

    The access resets its idle time, so the next forgetting run does not
    archive it again at once. Only ``archived`` memories restore, and not a
    fact that another active memory of its entity+attribute now contradicts
    (:func:`credo.belief.contradicts`: another value of a single-valued
    attribute, or its retraction) -- Conflict: two current values would.
    """
    with store.transaction():
        unit = load(store, tenant, memory_id)
        if unit.status is not Status.ARCHIVED:
            raise Conflict(f"memory {memory_id} is {unit.status.value}, not archived: nothing to restore")
        if unit.entity and unit.attribute:
            rivals = [f for f in rules.active_facts(store, tenant, unit.user, unit.entity, unit.attribute)
                      if contradicts(unit, f)]
            if rivals:
                raise Conflict(f"memory {memory_id}: {unit.entity}.{unit.attribute} is now {rivals[-1].value!r}"
                               f" (memory {rivals[-1].id}); restoring it would contradict that")
        record_status(store, unit, Status.ACTIVE, reason, actor=actor, now=now)
        store.record_access(tenant, [memory_id], now, recalled=False)
    return load(store, tenant, memory_id)


def erase_memory(store: Store, tenant: str, memory_id: str, *, actor: str, now: datetime) -> str:
    """Delete every trace of a memory, and the bridges built from it; the audit log keeps only a hash of
    each text."""
    with store.transaction():
        unit = load(store, tenant, memory_id)
        bridges = derived_bridges(store, tenant, [memory_id])
        store.erase(tenant, [memory_id, *(b.id for b in bridges)])
        _erase_traces(store, tenant, [unit, *bridges], now=now)
        digest = hashlib.sha256(unit.text.encode()).hexdigest()
        store.append_audit(tenant, "memory.erased", actor, now, memory_id, {"text_sha256": digest})
        _audit_bridges(store, tenant, bridges, actor=actor, now=now)
    return memory_id


def erase_user(store: Store, tenant: str, user: str, *, actor: str, now: datetime) -> dict[str, int]:
    """Delete everything of one user, in one transaction: every memory of any status with its history, links,
    vector, full-text entry and access log, and the user's jobs, conflicts, merge and bridge proposals and peer
    cards (:meth:`credo.store.base.Store.erase_user`); the bridges built from the user's memories go too.

    The audit log cannot be rewritten: it keeps one ``user.erased`` event with the counts and a sha256 of the
    user's id, never the id itself. Returns how many rows of each kind went.
    """
    check_text(user, "user", max_chars=MAX_ID_CHARS)
    if not user.strip():
        raise InvalidInput("a user is required")
    with store.transaction():
        ids = store.select(rules.of_user(tenant, user), ids_only=True)
        bridges = derived_bridges(store, tenant, ids)
        if bridges:  # built from this user's words, whoever they belong to
            store.erase(tenant, [b.id for b in bridges], compact=False)
            _erase_traces(store, tenant, bridges, now=now)
        counts = store.erase_user(tenant, user)
        counts["bridges"] = len(bridges)
        digest = hashlib.sha256(user.encode()).hexdigest()
        store.append_audit(tenant, "user.erased", actor, now, None, {"user_sha256": digest, **counts})
    return counts


def derived_bridges(store: Store, tenant: str, ids: list[str]) -> list[MemoryUnit]:
    """The cross-domain bridges (:mod:`credo.manage.synthesis`) built from any of these memories.

    A bridge quotes its sources (or a model's sentence made of their words), so
    erasing a source erases the bridge with it.
    """
    erased = set(ids)
    derived = {link.source_id for memory_id in ids for link in store.links(tenant, [memory_id])
               if link.type is LinkType.DERIVED_FROM and link.target_id == memory_id} - erased
    return [u for u in store.get(tenant, sorted(derived)) if BRIDGE in u.metadata]


def _audit_bridges(store: Store, tenant: str, bridges: list[MemoryUnit], *, actor: str, now: datetime) -> None:
    for bridge in bridges:
        digest = hashlib.sha256(bridge.text.encode()).hexdigest()
        store.append_audit(tenant, "memory.erased", actor, now, bridge.id,
                           {"text_sha256": digest, "reason": "a memory it was built from was erased"})


def erase_many(store: Store, tenant: str, units: list[MemoryUnit], *, reason: str, actor: str,
               now: datetime, compact: bool = True) -> list[str]:
    """Erase memories for a maintenance reason, and the bridges built from them; the audit log keeps a hash
    of each text, never the text."""
    with store.transaction():
        bridges = derived_bridges(store, tenant, [u.id for u in units])
        erased = store.erase(tenant, [u.id for u in units], compact=compact)
        by_id = {u.id: u for u in units}
        _erase_traces(store, tenant, [by_id[i] for i in erased], now=now)
        if bridges:
            store.erase(tenant, [b.id for b in bridges], compact=compact)
            _erase_traces(store, tenant, bridges, now=now)
            _audit_bridges(store, tenant, bridges, actor=actor, now=now)
        for memory_id in erased:
            digest = hashlib.sha256(by_id[memory_id].text.encode()).hexdigest()
            store.append_audit(tenant, "memory.erased", actor, now, memory_id,
                               {"text_sha256": digest, "reason": reason, "status": by_id[memory_id].status.value})
    return erased


def _erase_traces(store: Store, tenant: str, units: list[MemoryUnit], *, now: datetime) -> None:
    """Take erased memories out of the jobs that carried them and the conflicts that list them.

    A memory's words come from its own user's jobs, so only those are searched.
    """
    if not units:
        return
    erased = {u.id: u.text for u in units}
    by_user: dict[str, list[str]] = {}
    for u in units:
        by_user.setdefault(u.user, []).extend(n for n in (u.id, u.text) if n)
    for user, needles in sorted(by_user.items()):
        for job in store.jobs(tenant, user=user, mentioning=needles, limit=1_000_000_000):
            if jobs.redact(job, erased, now=now):
                store.redact_job(job)
    for unit in units:  # a bridge's proposal keeps its decision (never proposed again), not its words
        mark = unit.metadata.get(BRIDGE)
        proposal_id = mark.get("proposal_id") if isinstance(mark, dict) else None
        for proposal in store.proposals(tenant, ids=[proposal_id]) if isinstance(proposal_id, str) else []:
            store.save_proposal(proposal.model_copy(update={"canonical_text": ERASED_TEXT}))
    quoted = [n for u in units for n in (u.text, u.value) if n]
    for record in store.conflicts(tenant):
        settled = record.resolution or {}
        if not erased.keys() & {*record.memory_ids, *settled.get("kept", []), settled.get("meta_memory_id")}:
            continue
        record.memory_ids = [i for i in record.memory_ids if i not in erased]
        if not record.memory_ids:  # nothing left to decide, and its entity and attribute were the erased ones'
            store.delete_conflict(tenant, record.id)
            continue
        if record.resolution:  # ids of erased memories, and a chosen value or context that quotes one
            record.resolution = {k: _unquoted(v, erased, quoted) for k, v in record.resolution.items()}
        store.save_conflict(record)


def _unquoted(value: object, erased: dict[str, str], quoted: list[str]) -> object:
    if isinstance(value, list):
        return [i for i in value if i not in erased]
    if isinstance(value, str) and (value in erased or any(q in value for q in quoted)):
        return None
    return value


def load(store: Store, tenant: str, memory_id: str) -> MemoryUnit:
    """One memory of the tenant, or NotFound."""
    if not isinstance(memory_id, str) or not memory_id.strip():
        raise InvalidInput("a memory id is required")
    check_text(memory_id, "memory id", max_chars=MAX_ID_CHARS)
    found = store.get(tenant, [memory_id.strip()])
    if not found:
        raise NotFound(f"memory {memory_id} not found")
    return found[0]


def feedback(store: Store, tenant: str, memory_id: str, helpful: bool, *, actor: str, now: datetime) -> MemoryUnit:
    """Knowlyr's usefulness update: helpful -> q += 0.1 (1 - q) and one more verification; else q *= 0.95."""
    if not isinstance(helpful, bool):
        raise InvalidInput("helpful must be true or false")
    with store.transaction():
        unit = load(store, tenant, memory_id)
        q = unit.q_value + 0.1 * (1.0 - unit.q_value) if helpful else unit.q_value * 0.95
        fields = {"q_value": round(q, 6), "updated_at": now}
        if helpful:
            fields["verified_count"] = unit.verified_count + 1
        store.update(tenant, memory_id, fields)
        store.append_audit(tenant, "memory.feedback", actor, now, memory_id, {"helpful": helpful})
    return load(store, tenant, memory_id)


# -- one memory, as a caller may address it ---------------------------------------------


def owned(store: Store, tenant: str, memory_id: str, *, user: str | None = None,
          viewer: Scope | None = None) -> MemoryUnit:
    """The memory if this tenant (and ``user``, and ``viewer``, when given) may address it, else NotFound.

    ``memory_id`` is an id or a unique prefix of one (:func:`resolve`). No links loaded. A memory the viewer
    may not see answers exactly like one that does not exist.
    """
    try:
        unit = load(store, tenant, memory_id)  # a whole id, read once
    except NotFound:
        named = resolve(store, tenant, memory_id, user=user, viewer=viewer)
        if named == memory_id:
            raise
        unit = load(store, tenant, named)
    if not _addressable(store, [unit], user, viewer):
        raise NotFound(f"memory {memory_id} not found")
    return unit


#: The fewest hex characters of an id that :func:`resolve` takes as a prefix, and what a context line shows.
SHORT_ID = 8
_PREFIX = re.compile(f"[0-9a-f]{{{SHORT_ID},63}}")


def resolve(store: Store, tenant: str, ref: str, *, user: str | None = None, viewer: Scope | None = None) -> str:
    """The id ``ref`` names: a memory's id, or else a prefix (at least :data:`SHORT_ID` lowercase hex
    characters) of the id of exactly one memory the caller may address (this tenant's; ``user``'s own or
    shared, and visible to ``viewer``, when given, as :func:`owned` decides). Every operation that takes a
    memory id reads it through here, so a short id from a context line works wherever a full one does.

    A prefix that no such memory's id starts with is returned unchanged (it answers NotFound as any unknown id
    does); one that two or more of them start with raises :class:`~credo.errors.AmbiguousId`. Memories the
    caller may not address are never counted, so a prefix reveals nothing of them.
    """
    if not isinstance(ref, str) or not _PREFIX.fullmatch(ref) or store.get(tenant, [ref]):
        return ref
    # ids that start with ``ref`` sort between it and ``ref`` + "g" (the character after "f")
    ids = store.select(Select(tenant, where=(Cond("id", ">=", ref), Cond("id", "<", ref + "g"))), ids_only=True)
    found = _addressable(store, store.get(tenant, [i for i in ids if i.startswith(ref)]), user, viewer)
    if len(found) > 1:
        raise AmbiguousId(f"id prefix {ref} names {len(found)} memories; give more of the id")
    return found[0].id if found else ref


def _addressable(store: Store, units: list[MemoryUnit], user: str | None, viewer: Scope | None) -> list[MemoryUnit]:
    """Those of ``units`` that ``user`` (own or shared) and ``viewer`` (what it may see), when given, may address."""
    units = [u for u in units if user is None or u.user == user or u.shared]
    if viewer is not None and units:
        seen = set(visible(store, viewer, [u.id for u in units]))
        units = [u for u in units if u.id in seen]
    return units


def get(store: Store, tenant: str, memory_id: str, *, user: str | None = None,
        viewer: Scope | None = None) -> MemoryUnit:
    """One memory with its links, cut down to what ``viewer`` may see (:func:`owned` decides whether at all)."""
    unit = owned(store, tenant, memory_id, user=user, viewer=viewer)
    unit.links = redact_links(store, viewer, store.links(unit.tenant, [unit.id]))
    return redact_units(store, viewer, [unit])[0]


def explain_importance(store: Store, tenant: str, memory_id: str, now: datetime, *, user: str | None = None,
                       viewer: Scope | None = None) -> dict[str, Any]:
    """engram's nine importance factors of one memory at ``now`` (:func:`credo.importance.explain`)."""
    return imp.explain(owned(store, tenant, memory_id, user=user, viewer=viewer), now)


def status_history(store: Store, tenant: str, memory_id: str, *, user: str | None = None,
                   viewer: Scope | None = None) -> list[StatusChange]:
    """Every status change of a memory, oldest first, as ``viewer`` may see them."""
    unit = owned(store, tenant, memory_id, user=user, viewer=viewer)
    return redact_changes(store, viewer, rules.status_history(store, unit.tenant, unit.id))


def chain(store: Store, tenant: str, memory_id: str, *, user: str | None = None,
          viewer: Scope | None = None) -> list[str]:
    """Ids of the supersession chain the memory belongs to, oldest first (those ``viewer`` may see)."""
    unit = owned(store, tenant, memory_id, user=user, viewer=viewer)
    found = rules.supersession_chain(store, unit.tenant, unit.id)
    seen = visible(store, viewer, found)
    return [i for i in found if i in seen]


def edit(store: Store, embedder: Embedder, unit: MemoryUnit, *, text: str | None = None,
         importance: float | None = None, confidence: float | None = None, metadata: dict[str, Any] | None = None,
         forget_after: datetime | str | None = None, actor: str, now: datetime) -> None:
    """Correct a memory by hand: its text (re-indexed and re-embedded), importance, confidence, metadata (merged
    into what it holds) or the time after which it is forgotten; one transaction."""
    changes: dict[str, Any] = {}
    if metadata is not None:
        if not isinstance(metadata, dict):
            raise InvalidInput("metadata must be a JSON object")
        changes["metadata"] = check_json({**unit.metadata, **metadata}, "metadata", max_bytes=MAX_METADATA_BYTES)
    if forget_after is not None:
        changes["forget_after"] = parse_time(forget_after)
    if text is not None:
        if not isinstance(text, str) or not text.strip():
            raise InvalidInput("text must be a non-empty string")
        changes["text"] = check_text(text.strip(), "text", max_chars=MAX_TEXT_CHARS)
    for name, value in (("importance", importance), ("confidence", confidence)):
        if value is not None:
            if not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
                raise InvalidInput(f"{name} must be between 0 and 1")
            changes[name] = float(value)
    if not changes:
        raise InvalidInput("nothing to change: give text, importance, confidence, metadata or forget_after")
    vector = embed_one(embedder, changes["text"]) if "text" in changes else None
    with store.transaction():
        store.update(unit.tenant, unit.id, {**changes, **imp.refreshed(unit, changes, now),
                                            "version": unit.version + 1, "updated_at": now})
        if vector is not None:
            store.update(unit.tenant, unit.id, {}, vector=vector, model=embedder.name)
        store.append_audit(unit.tenant, "memory.edited", actor, now, unit.id, {"fields": sorted(changes)})
