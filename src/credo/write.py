"""The write path: extract -> gate -> dedupe -> contradict -> store -> link.

Two entry points share one commit step:

* :func:`store_memory` is the seed's direct insert (Recall's
  ``MemoryClient.store``): no extraction, every field as given, but
  :func:`provenance` and the contradiction check still run.
* :func:`remember` is the full pipeline for conversation text. Per input:
  extraction (a provider: rules offline, or an LLM) -> provenance (trust caps
  confidence; assistant claims about the user are dropped; instructions from
  non-user sources (in the candidate or the turn it came from) and an agent's
  claims about the user are quarantined; untrusted text that merely steers is
  capped at confidence 0.3, below the recall floor, :mod:`credo.poison`) -> quality gate (narrative/lesson kinds) ->
  structural dedupe (same entity/attribute/value reinforces) -> semantic dedupe
  (cosine >= 0.95 duplicate, word-Jaccard > 0.7 next version, cosine >= 0.85
  merge; texts whose numbers or names differ are never duplicates or merges) -> surprise-adjusted importance -> contradiction check with loop
  escalation -> insert -> auto-links. Everything one input produces commits in
  one transaction or not at all.

Contradictions (seed 000): same tenant, user, entity and attribute, another
value, still active -> the older belief gets ``valid_until``, ``superseded_by``,
status ``superseded``, a history row and a link. Three refinements:

* event time decides which value is current: a fact recorded late but true
  earlier enters history as already superseded;
* a tentative value (confidence <= 0.5, below its rival's) never supersedes;
* a pair that returns to a value it replaced within 90 days (A -> B -> A, on
  event time), or is superseded 3+ times in 30 days, is escalated, not
  flipped again; a pair a person resolved holds to the resolution: a value
  kept in a context is scoped to it, any other value reopens the conflict
  (:mod:`credo.manage.loops`).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
from pydantic import ValidationError

from . import gates, importance, poison
from . import rules
from .embed import Embedder, embed_many, similarity
from .errors import InvalidInput
from .lifecycle import record_status, supersede
from .vocabulary import canonical_attribute, excluded_by_diet
from .manage import loops
from .models import (
    DEFAULT_LAYER,
    SOURCE_TRUST,
    Classification,
    ConflictRecord,
    Kind,
    Layer,
    Link,
    LinkType,
    MemoryUnit,
    Scope,
    Source,
    Status,
    StatusChange,
    normalise_key,
)
from .store.base import RecallFilter, Store
from .timeutil import parse_time
from .visibility import visible

MAX_CANDIDATES_PER_INPUT = 5


@dataclass(frozen=True)
class WritePolicy:
    """Every threshold of the write path, with the seeds' defaults.

    Cosines are on one scale for every model (MiniLM's, :func:`credo.embed.similarity`).
    """

    duplicate_cosine: float = 0.95   # Knowlyr gate 2: duplicate, reinforce the existing memory
    merge_cosine: float = 0.85       # Knowlyr gate 2: overlap, merge into the existing memory
    supersede_jaccard: float = 0.7   # agentmemory: word overlap -> next version
    link_cosine: float = 0.35        # Knowlyr gate 3
    max_links: int = 20
    surprise_k: int = 5              # engram
    surprise_shift: float = 0.3
    quality_threshold: float = 0.6   # Knowlyr gate 1
    tentative_confidence: float = 0.5
    loop_window_days: float = loops.LOOP_WINDOW_DAYS        # 3+ supersessions in this many days escalate (0: off)
    loop_threshold: int = loops.LOOP_THRESHOLD
    return_window_days: float = loops.RETURN_WINDOW_DAYS    # A -> B -> A within this many event days escalates


@dataclass
class StoreResult:
    """What a direct store did: the new memory and the ids it superseded."""

    memory: MemoryUnit
    superseded: list[str] = field(default_factory=list)
    conflict: ConflictRecord | None = None

    def to_public(self) -> dict[str, Any]:
        """``{"memory", "superseded", "conflict"}``, JSON-ready (``conflict`` None unless the write is contested)."""
        return {"memory": self.memory.to_public(), "superseded": self.superseded,
                "conflict": self.conflict.to_public() if self.conflict else None}


@dataclass
class RememberResult:
    """What one remember call did, in the CLI/API's shape."""

    stored: list[MemoryUnit] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)
    merged: list[MemoryUnit] = field(default_factory=list)
    superseded: list[str] = field(default_factory=list)
    conflicts: list[ConflictRecord] = field(default_factory=list)

    def to_public(self) -> dict[str, Any]:
        """``{"stored", "skipped", "merged", "superseded", "conflicts"}``, JSON-ready."""
        return {"stored": [m.to_public() for m in self.stored], "skipped": list(self.skipped),
                "merged": [m.to_public() for m in self.merged], "superseded": list(self.superseded),
                "conflicts": [c.to_public() for c in self.conflicts]}


def new_id() -> str:
    """A fresh memory id (random, 32 hex digits)."""
    return uuid.uuid4().hex


# -- building units -------------------------------------------------------------


def build_unit(scope: Scope, text: str, *, now: datetime, at: datetime | str | None = None,
               **fields: Any) -> MemoryUnit:
    """Validate caller input into a new MemoryUnit; bad values raise InvalidInput.

    >>> from datetime import datetime, timezone
    >>> from credo.models import scope
    >>> u = build_unit(scope("t", "ann"), "Ann is vegetarian", now=datetime(2026, 1, 1, tzinfo=timezone.utc),
    ...                kind="preference", entity="Ann", attribute="Diet", value="vegetarian")
    >>> (u.entity, u.attribute, u.layer.value)
    ('ann', 'diet', 'semantic')
    """
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput("text must be a non-empty string")
    kind = Kind.parse(fields.pop("kind", None) or Kind.FACT)
    source = Source.parse(fields.pop("source", None) or Source.USER)
    layer = fields.pop("layer", None)
    classification = fields.pop("classification", None)
    entity = normalise_key(fields.pop("entity", None))
    attribute = normalise_key(fields.pop("attribute", None))
    value = fields.pop("value", None)
    value = value.strip() if isinstance(value, str) and value.strip() else None
    if (entity is None) != (attribute is None) or (entity is not None and value is None):
        raise InvalidInput("entity, attribute and value go together: give all three or none")
    valid_from = parse_time(at) or now
    for name in ("forget_after", "valid_until"):
        if fields.get(name) is not None:
            fields[name] = parse_time(fields[name])
    clean = {k: v for k, v in fields.items() if v is not None}
    try:
        return MemoryUnit(
            id=new_id(), tenant=scope.tenant, user=scope.user, text=text, kind=kind, source=source,
            layer=Layer.parse(layer) if layer else DEFAULT_LAYER[kind],
            classification=Classification.parse(classification) if classification else _default_class(scope),
            trust=clean.pop("trust", SOURCE_TRUST[source]),
            entity=entity, attribute=attribute, value=value,
            created_at=now, valid_from=valid_from, **clean,
        )
    except ValidationError as exc:
        raise InvalidInput(_first_error(exc)) from exc


def _default_class(scope: Scope) -> Classification:
    """Internal, or the writer's ceiling where that is lower: a key never writes what it may not read back."""
    if scope.ceiling is not None and scope.ceiling.rank < Classification.INTERNAL.rank:
        return scope.ceiling
    return Classification.INTERNAL


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error.get("loc", ())) or "input"
    return f"{where}: {error.get('msg', 'invalid')}"


# -- provenance ------------------------------------------------------------------

#: Sources that speak for the user (or the operator): their text is belief, never an instruction to check.
TRUSTED_SOURCES = poison.TRUSTED_SOURCES
#: Kinds that, said by an agent, are claims about the user's world (seed 004's fabricated tasks were facts).
CLAIM_KINDS = frozenset({Kind.FACT, Kind.PREFERENCE, Kind.DECISION})


def provenance(unit: MemoryUnit, *, reason: str = "", turn: str = "") -> MemoryUnit:
    """Apply source trust to a drafted unit; both write paths (store and remember) call it.

    Trust and confidence are capped by the source's trust. Text from a source
    that is not the user's word waits in quarantine when it reads as an
    instruction to the agent (``reason`` is the extractor's, which may already
    say so; ``turn`` is the text it was extracted from, checked too so that a
    paraphrase cannot launder an order), or when it is an agent's claim about
    the user: a person (a key with the ``review`` right, or the local operator)
    approves it first. Untrusted text that only steers (:func:`credo.poison.cap_reason`:
    second person, obligation, trust words, disguised letters ...) stays active
    at confidence 0.3 at most, below the recall floor.

    >>> from datetime import datetime, timezone
    >>> from credo.models import scope
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> task = build_unit(scope("t", "ann"), "Task: design employee offboarding process (assigned)", now=t,
    ...                   source="agent", confidence=1.0)
    >>> held = provenance(task)
    >>> (held.status.value, held.confidence)
    ('quarantined', 0.6)
    """
    # assigned only when they change: each assignment re-validates the whole unit (a bulk write's largest cost)
    if unit.trust > SOURCE_TRUST[unit.source]:
        unit.trust = SOURCE_TRUST[unit.source]
    if unit.confidence > unit.trust:
        unit.confidence = unit.trust
    if unit.source in TRUSTED_SOURCES or unit.status is not Status.ACTIVE:
        return unit
    instruction = poison.quarantine_reason(unit.source, unit.text, turn)
    if instruction or reason.startswith("instruction:"):
        return _hold(unit, "instruction",
                     instruction or f"reads as an instruction to the agent from a {unit.source.value} source")
    if agent_claim(unit):
        return _hold(unit, "claim", f"an agent's claim about the user ({unit.source.value} source): "
                                    "held until a person confirms it")
    if capped := poison.cap_reason(unit.source, unit.text):
        unit.confidence = min(unit.confidence, poison.INSTRUCTION_CEILING)
        unit.metadata["capped"] = capped
    return unit


def agent_claim(unit: MemoryUnit) -> bool:
    """True for a claim about the user that does not come from the user.

    That is anything from an untrusted source that names the user as its
    entity, and any fact, preference, decision or structured value an agent
    wrote: source ``agent`` or ``assistant``, or any memory that carries an
    ``agent`` (an agent's key writes them so). An agent's own episodes,
    procedures and lessons are its experience, not claims, and stay active.
    """
    if unit.source in TRUSTED_SOURCES:
        return False
    names_user = unit.entity is not None and unit.entity in ("user", normalise_key(unit.user))
    by_agent = unit.source in (Source.AGENT, Source.ASSISTANT) or unit.agent is not None
    return names_user or (by_agent and (unit.kind in CLAIM_KINDS or unit.entity is not None))


def _hold(unit: MemoryUnit, hold: str, why: str) -> MemoryUnit:
    """Quarantine ``unit``; ``metadata["held"]`` says why in one word (instruction or claim)."""
    unit.status = Status.QUARANTINED
    unit.metadata.update(held=hold, why=why)
    return unit


# -- the direct insert ------------------------------------------------------------


def store_memory(store: Store, embedder: Embedder, unit: MemoryUnit, *, actor: str = "api",
                 policy: WritePolicy = WritePolicy(), viewer: Scope | None = None) -> StoreResult:
    """Embed and insert ``unit`` with the contradiction check, all in one transaction."""
    return store_memories(store, embedder, [unit], actor=actor, policy=policy, viewer=viewer)[0]


def store_memories(store: Store, embedder: Embedder, units: Sequence[MemoryUnit], *, actor: str = "api",
                   policy: WritePolicy = WritePolicy(), viewer: Scope | None = None,
                   vectors: np.ndarray | None = None) -> list[StoreResult]:
    """Embed ``units`` in one batch and insert them in order, in one transaction.

    Each unit gets the contradiction check against what is stored and against
    the units before it; one failure stores none. ``viewer`` is who writes:
    memories it may not see are neither superseded nor named (see :func:`commit`).
    ``vectors``: the units' embeddings by ``embedder``'s model, already checked
    (:func:`credo.embed.supplied`); the model is not run.
    """
    if not units:
        return []
    for unit in units:
        provenance(unit)
    if vectors is None:
        vectors = embed_many(embedder, [unit.text for unit in units])
    results = []
    with store.transaction():
        # every check of commit() concerns an entity+attribute pair; units without one are inserted together
        plain: list[tuple[MemoryUnit, np.ndarray]] = []
        for unit, vector in zip(units, vectors):
            unit.embedding_model, unit.embedding_dim = embedder.name, int(vector.shape[0])
            if unit.entity and unit.attribute:
                insert_units(store, plain, actor=actor)  # in order: a later fact is checked against them
                plain = []
                superseded, conflict = commit(store, unit, vector, policy=policy, actor=actor, viewer=viewer)
            else:
                plain.append((unit, vector))
                superseded, conflict = [], None
            results.append(StoreResult(memory=unit, superseded=superseded, conflict=conflict))
        insert_units(store, plain, actor=actor)
    return results


def commit(store: Store, unit: MemoryUnit, vector: np.ndarray | None, *, policy: WritePolicy,
           actor: str, viewer: Scope | None = None) -> tuple[list[str], ConflictRecord | None]:
    """Insert a unit after the contradiction check; returns (superseded ids, conflict if escalated).

    Only memories the ``viewer`` (the writer) may see take part. A stored fact on
    the same entity+attribute that the writer may not see is left as it is; the
    collision goes to the review queue as an open conflict that only a caller who
    may see both memories is shown, and the answer says nothing about it.
    """
    now, viewer = unit.created_at, _as_writer(viewer)
    active = unit.status is Status.ACTIVE
    overruled = loops.against_resolution(store, unit, viewer=viewer) if active else None  # may scope the unit
    hidden = _hidden_facts(store, unit, viewer) if active else []
    kept_back = {m.id for m in hidden}
    rivals = [m for m in _rivals(store, unit) if m.id not in kept_back] if active else []
    # a contested pair's values are all challenged, so look for its conflict even without active rivals
    contested = loops.open_conflict_for(store, unit, viewer=viewer) if active else None
    # a contested pair the writer may not see: the new value joins it silently and stays as written
    behind = loops.open_conflict_for(store, unit) if active and viewer is not None and not contested else None
    older = [m for m in rivals if m.valid_from <= unit.valid_from]
    newer = [m for m in rivals if m.valid_from > unit.valid_from]
    tentative = rivals and unit.confidence <= policy.tentative_confidence and unit.confidence < max(
        m.confidence for m in rivals)
    settled = bool(older) and not (contested or tentative or newer)
    reason = None
    if settled and overruled is not None:
        reason = f"contradicts conflict {overruled.id}, resolved by a person ({overruled.resolution['action']})"
    elif settled:
        reason = loops.loop_reason(store, unit, now, window_days=policy.loop_window_days,
                                   threshold=policy.loop_threshold, return_window_days=policy.return_window_days,
                                   viewer=viewer)
    looping = reason is not None
    if contested or looping:
        unit.status = Status.CHALLENGED
    if older and not (contested or tentative or looping):
        unit.version = max(m.version for m in older) + 1
        unit.parent_id = older[-1].id
    if newer and not (contested or tentative):  # true before what we already know: history, not news
        unit.status, unit.valid_until, unit.superseded_by = Status.SUPERSEDED, newer[0].valid_from, newer[0].id
    insert_unit(store, unit, vector, actor=actor)
    if behind is not None:
        loops.join_conflict(store, behind, unit)
    elif hidden:
        loops.collide(store, unit, hidden, actor=actor, now=now)
    if contested:
        return [], loops.join_conflict(store, contested, unit)
    if reason is not None:
        return [], loops.escalate(store, unit, older, actor=actor, now=now, reason=reason,
                                  reopens=overruled.id if overruled is not None else None)
    if tentative:
        return [], None
    superseded = [supersede(store, old, unit, actor=actor, now=now) for old in older]
    if newer:
        record_status(store, unit, Status.SUPERSEDED, f"superseded on arrival by later fact {newer[0].id}",
                      actor=actor, now=now, old=Status.ACTIVE)
        store.add_links(unit.tenant, [Link(source_id=newer[0].id, target_id=unit.id, type=LinkType.SUPERSEDES,
                                           created_at=now)])
        superseded.append(unit.id)
    return superseded, None


def insert_unit(store: Store, unit: MemoryUnit, vector: np.ndarray | None, *, actor: str) -> None:
    """Insert the row with its creation history and audit event."""
    insert_units(store, [(unit, vector)], actor=actor)


def insert_units(store: Store, pairs: Sequence[tuple[MemoryUnit, np.ndarray | None]], *, actor: str) -> None:
    """Insert rows (with their vectors) in order, each with its creation history and audit event, in one
    statement batch per tenant: a bulk write pays per batch, not per row, for the insert and the history."""
    by_tenant: dict[str, list[tuple[MemoryUnit, np.ndarray | None]]] = {}
    for unit, vector in pairs:
        by_tenant.setdefault(unit.tenant, []).append((unit, vector))
    for tenant, group in by_tenant.items():
        for unit, _ in group:  # engram's valence and combined importance, as of the memory's creation
            importance.stamp(unit)
        store.insert([unit for unit, _ in group], [vector for _, vector in group])
        created = [Status.ACTIVE if unit.status in (Status.ACTIVE, Status.SUPERSEDED) else unit.status
                   for unit, _ in group]
        store.add_history(tenant, [
            StatusChange(memory_id=unit.id, old=None, new=status, actor=actor, at=unit.created_at,
                         reason="created" if status is Status.ACTIVE
                         else f"created {status.value}: {unit.metadata.get('why', '')}".rstrip(": "))
            for (unit, _), status in zip(group, created)])
        for (unit, _), status in zip(group, created):
            store.append_audit(tenant, "memory.created", actor, unit.created_at, unit.id,
                               {"kind": unit.kind.value, "source": unit.source.value, "status": status.value})


def _hidden_facts(store: Store, unit: MemoryUnit, viewer: Scope | None) -> list[MemoryUnit]:
    """Active facts on the unit's entity+attribute (any value) that the writer may not see."""
    if viewer is None or not (unit.entity and unit.attribute):
        return []
    facts = rules.active_facts(store, unit.tenant, unit.user, unit.entity, unit.attribute)
    seen = visible(store, viewer, [m.id for m in facts])
    return [m for m in facts if m.id not in seen]


def _rivals(store: Store, unit: MemoryUnit) -> list[MemoryUnit]:
    """Active memories that state a different value for the same entity+attribute."""
    if not (unit.entity and unit.attribute):
        return []
    mine = (unit.value or "").casefold()
    return [m for m in rules.active_facts(store, unit.tenant, unit.user, unit.entity, unit.attribute)
            if (m.value or "").casefold() != mine]


# -- the pipeline -------------------------------------------------------------------

Turn = tuple[str, Source]


def turns_from(text_or_messages: Any, source: Source | str) -> list[Turn]:
    """Normalise input: a string, a list of strings, or chat messages ``{"role", "content"}``.

    >>> turns_from([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}], "user")
    [('hi', <Source.USER: 'user'>), ('hello', <Source.ASSISTANT: 'assistant'>)]
    """
    default = Source.parse(source)
    items = [text_or_messages] if isinstance(text_or_messages, str) else text_or_messages
    if not isinstance(items, Sequence) or not items:
        raise InvalidInput("remember needs text or a non-empty list of messages")
    turns = []
    for item in items:
        if isinstance(item, str):
            text, speaker = item, default
        elif isinstance(item, dict) and isinstance(item.get("content"), str):
            text, speaker = item["content"], Source.parse(item.get("role") or default)
        else:
            raise InvalidInput("each message must be a string or {'role': ..., 'content': str}")
        if text.strip():
            turns.append((text, speaker))
    if not turns:
        raise InvalidInput("remember needs some non-blank text")
    return turns


def remember(store: Store, embedder: Embedder, extractor: Any, scope: Scope, turns: list[Turn], *, now: datetime,
             at: datetime | None = None, session: str | None = None, agent: str | None = None,
             policy: WritePolicy = WritePolicy(), actor: str = "api") -> RememberResult:
    """Run the whole write pipeline on ``turns`` for one user; one transaction for all of it."""
    result = RememberResult()
    drafts: list[MemoryUnit] = []
    for text, speaker in turns:
        extraction = extractor.extract(text, speaker=speaker)
        result.skipped += [{"text": span, "reason": why} for span, why in extraction.skipped]
        for candidate in extraction.candidates[:MAX_CANDIDATES_PER_INPUT]:
            unit, skip_reason = draft(scope, candidate, speaker, now=now, at=at, session=session, agent=agent,
                                      extractor=extraction, policy=policy, turn=text)
            if unit is None:
                result.skipped.append({"text": candidate.text, "reason": skip_reason})
            else:
                drafts.append(unit)
    if not drafts:
        return result
    for unit in drafts:
        name_change(store, scope, unit)
    vectors = embed_many(embedder, [u.text for u in drafts])
    with store.transaction():
        for unit, vector in zip(drafts, vectors):
            unit.embedding_model, unit.embedding_dim = embedder.name, int(vector.shape[0])
            _write_one(store, embedder, scope, unit, vector, policy=policy, actor=actor, result=result)
    return result


def draft(scope: Scope, candidate: Any, speaker: Source, *, now: datetime, at: datetime | None,
          session: str | None, agent: str | None, extractor: Any,
          policy: WritePolicy, turn: str | None = None) -> tuple[MemoryUnit | None, str]:
    """Provenance and the quality gate: a unit ready to write, or None and why not.

    ``turn`` is the text the candidate was extracted from: an untrusted turn that
    reads as an instruction quarantines every candidate drawn from it, whatever
    the extractor's paraphrase says.
    """
    if speaker is Source.ASSISTANT and candidate.entity == "user":
        return None, "provenance: only the assistant said this about the user"
    verdict = gates.quality(candidate.text, candidate.kind, threshold=policy.quality_threshold)
    if not verdict.passed:
        return None, verdict.reason
    structured = candidate.entity and candidate.attribute and candidate.value
    attribute = canonical_attribute(candidate.attribute) if structured else None
    unit = build_unit(
        scope, candidate.text, now=now, at=at, kind=candidate.kind, topic=candidate.topic,
        importance=candidate.importance, confidence=candidate.confidence,
        entity=candidate.entity if structured else None, attribute=attribute,
        value=candidate.value if structured else None, source=speaker, source_session=session, agent=agent,
        extractor=extractor.extractor, prompt_version=extractor.prompt_version,
        metadata={"why": candidate.reason} if candidate.reason else {},
    )
    if getattr(candidate, "changes_to", None) and speaker is Source.USER and not structured:
        unit.metadata["changes_to"] = candidate.changes_to
    return provenance(unit, reason=candidate.reason, turn=turn or ""), ""


def name_change(store: Store, scope: Scope, unit: MemoryUnit) -> None:
    """A change the extractor could not name takes the attribute of the old value it mentions.

    "I switched from Dvorak to QWERTY" after "My keyboard layout is Dvorak" is the
    user's keyboard layout changing: the unit becomes user.keyboard_layout=QWERTY, so
    the write supersedes (or contests) like any other. It stays unstructured when no
    one of the user's own facts, or more than one attribute, is named.
    """
    new = unit.metadata.pop("changes_to", None)
    if not new or unit.entity or unit.source is not Source.USER:
        return
    text = unit.text.casefold()
    flt = RecallFilter(now=unit.created_at, min_confidence=0.0)
    named = {m.attribute for m in rules.list_memories(store, scope.own(), flt, structured=True, limit=500)
             if m.entity == "user" and m.attribute and m.value and m.value.casefold() != new.casefold()
             and re.search(rf"(?<!\w){re.escape(m.value.casefold())}(?!\w)", text)}
    if len(named) == 1:
        unit.entity, unit.attribute, unit.value = "user", named.pop(), new
        # say what changed in the words a question would use ("what car do I drive")
        unit.text = f"User's {unit.attribute.replace('_', ' ')} is now {new} ({unit.text.rstrip('.')})."


def _write_one(store: Store, embedder: Embedder, scope: Scope, unit: MemoryUnit, vector: np.ndarray, *,
               policy: WritePolicy, actor: str, result: RememberResult) -> None:
    if unit.status is Status.QUARANTINED:
        insert_unit(store, unit, vector, actor=actor)
        result.stored.append(unit)
        return
    writer = _as_writer(scope)
    loops.against_resolution(store, unit, viewer=writer)  # a value a person kept in a context is deduped there
    neighbours = _neighbours(store, embedder, scope, unit, vector, policy)
    unit.surprise = gates.surprise([c for _, c in neighbours], policy.surprise_k)
    verdict, existing, why = _dedupe(store, unit, neighbours, policy, viewer=writer)
    if verdict == "duplicate":
        _reinforce(store, existing, unit)
        result.skipped.append({"text": unit.text, "reason": why})
        return
    if verdict == "merge":
        _merge(store, existing, unit, vector, actor=actor)
        result.merged.append(unit)
        return
    # surprise only moves the importance of a memory that enters as new
    unit.importance = gates.importance_after_surprise(unit.importance, unit.surprise, policy.surprise_shift)
    if verdict == "version":
        unit.version, unit.parent_id = existing.version + 1, existing.id
    superseded, conflict = commit(store, unit, vector, policy=policy, actor=actor, viewer=writer)
    if verdict == "version":
        superseded.append(supersede(store, existing, unit, actor=actor, now=unit.created_at,
                                    reason=f"next version is {unit.id}"))
    twin = (_hidden_twin(store, embedder, writer, unit, vector, policy)
            if writer is not None and not unit.entity else None)
    if twin is not None:
        loops.collide(store, unit, [twin], actor=actor, now=unit.created_at)
    result.stored.append(unit)
    result.superseded += superseded + _retire_excluded(store, unit, actor=actor)
    if conflict is not None and all(c.id != conflict.id for c in result.conflicts):
        result.conflicts.append(conflict)
    _link(store, unit, neighbours, policy=policy)


def _retire_excluded(store: Store, unit: MemoryUnit, *, actor: str) -> list[str]:
    """A new diet retires a stated liking it rules out ("vegetarian now" ends "loves steak")."""
    if unit.status is not Status.ACTIVE or unit.entity != "user" or unit.attribute != "diet" or not unit.value:
        return []
    liked = [m for attribute in ("likes", "favorite_food")
             for m in rules.active_facts(store, unit.tenant, unit.user, "user", attribute)
             if m.valid_from <= unit.valid_from and excluded_by_diet(unit.value, m.value or "")]
    return [supersede(store, m, unit, actor=actor, now=unit.created_at,
                      reason=f"ruled out by diet {unit.value!r} (memory {unit.id})") for m in liked]


def _neighbours(store: Store, embedder: Embedder, scope: Scope, unit: MemoryUnit, vector: np.ndarray,
                policy: WritePolicy) -> list[tuple[MemoryUnit, float]]:
    """The user's closest active memories (own only, ``embedder``'s vectors), best first.

    Cosines are on one scale for every model (:func:`credo.embed.similarity`), the scale of the policy's thresholds.
    """
    own = scope.own()  # keeps the writer's ceiling: a memory it may not see is no neighbour
    flt = RecallFilter(now=unit.created_at, min_confidence=0.0)
    hits = store.search_vector(own, vector, flt, max(policy.max_links, policy.surprise_k), model=embedder.name)
    units = {u.id: u for u in store.get(scope.tenant, [i for i, _ in hits])}
    return [(units[i], similarity(embedder, c)) for i, c in hits if i in units]


def _compatible(a: MemoryUnit, b: MemoryUnit) -> bool:
    """Two memories may be duplicates unless both state a structured fact and the facts differ."""
    if not (a.entity and b.entity):
        return True
    return (a.entity, a.attribute, (a.value or "").casefold()) == (b.entity, b.attribute, (b.value or "").casefold())


def _as_writer(viewer: Scope | None) -> Scope | None:
    """The writer as a viewer, or None where it may see every memory a write can touch.

    A write only ever meets its own user's memories, so only a ceiling below the
    top one can hide any of them.
    """
    if viewer is None or viewer.ceiling in (None, Classification.RESTRICTED):
        return None
    return viewer


def _hidden_twin(store: Store, embedder: Embedder, writer: Scope, unit: MemoryUnit, vector: np.ndarray,
                 policy: WritePolicy) -> MemoryUnit | None:
    """A memory of the user the writer may not see that ``unit`` (just inserted) duplicates, if any."""
    unseen = writer.own().model_copy(update={"ceiling": None})
    flt = RecallFilter(now=unit.created_at, min_confidence=0.0)
    hits = [(i, c) for i, c in store.search_vector(unseen, vector, flt, policy.surprise_k + 1, model=embedder.name)
            if i != unit.id and similarity(embedder, c) >= policy.duplicate_cosine]
    seen = visible(store, writer, [i for i, _ in hits])
    for other in store.get(unit.tenant, [i for i, _ in hits if i not in seen]):
        if not gates.changed_specifics(other.text, unit.text):
            return other
    return None


def _dedupe(store: Store, unit: MemoryUnit, neighbours: list[tuple[MemoryUnit, float]],
            policy: WritePolicy, viewer: Scope | None = None) -> tuple[str | None, MemoryUnit | None, str]:
    """Decide whether ``unit`` is a duplicate, a next version or a merge of an existing memory.

    Returns ``(verdict, existing, reason)``; verdict None means "store as new".
    Only memories the ``viewer`` may see are candidates (neighbours come already
    confined to it); a hidden duplicate leaves the unit to :func:`commit`.
    """
    if unit.entity:
        facts = rules.active_facts(store, unit.tenant, unit.user, unit.entity, unit.attribute)
        seen = visible(store, viewer, [m.id for m in facts])
        same_fact = [m for m in facts if m.id in seen and _compatible(m, unit)]
        if same_fact:
            return "duplicate", same_fact[-1], (f"duplicate of {same_fact[-1].id}: same "
                                                f"{unit.entity}.{unit.attribute}; reinforced")
    close = [(m, c) for m, c in neighbours[: policy.surprise_k] if _compatible(m, unit)]
    if not close:
        return None, None, ""
    nearest, cosine = close[0]
    # an update that only changes a number or a name looks like a duplicate to an embedding
    same_specifics = not gates.changed_specifics(nearest.text, unit.text)
    if same_specifics and cosine >= policy.duplicate_cosine:
        return "duplicate", nearest, f"duplicate of {nearest.id} (cosine {cosine:.2f}); reinforced"
    for other, _ in close:
        if gates.jaccard(other.text, unit.text) > policy.supersede_jaccard:
            return "version", other, ""
    if same_specifics and cosine >= policy.merge_cosine:
        return "merge", nearest, ""
    return None, None, ""


def _reinforce(store: Store, existing: MemoryUnit, incoming: MemoryUnit) -> None:
    store.update(existing.tenant, existing.id, {"confirmations": existing.confirmations + 1,
                                                       "updated_at": incoming.created_at})
    store.record_access(existing.tenant, [existing.id], incoming.created_at, recalled=False)


def _merge(store: Store, old: MemoryUnit, unit: MemoryUnit, vector: np.ndarray, *, actor: str) -> None:
    """Fold ``unit`` into ``old`` as its next version; the old row keeps the old text."""
    text = gates.merged_text(old.text, unit.text)
    if text == old.text:
        vector = store.vectors(old.tenant, [old.id], model=unit.embedding_model).get(old.id, vector)
    trust = min(old.trust, unit.trust)
    unit.text, unit.kind, unit.layer = text, old.kind, old.layer
    unit.version, unit.parent_id, unit.trust = old.version + 1, old.id, trust
    unit.importance = max(old.importance, unit.importance)
    unit.confidence = min(max(old.confidence, unit.confidence), trust)
    unit.confirmations = old.confirmations + 1
    if old.entity and not unit.entity:
        unit.entity, unit.attribute, unit.value = old.entity, old.attribute, old.value
    insert_unit(store, unit, vector, actor=actor)
    supersede(store, old, unit, actor=actor, now=unit.created_at, status=Status.MERGED, link=LinkType.MERGED_INTO)


def _link(store: Store, unit: MemoryUnit, neighbours: list[tuple[MemoryUnit, float]], *, policy: WritePolicy) -> None:
    """Knowlyr gate 3: related links both ways to close memories, at most ``max_links`` each."""
    links = []
    for other, cosine in neighbours:
        if cosine < policy.link_cosine or len(links) >= 2 * policy.max_links:
            break
        if sum(1 for link in store.links(unit.tenant, [other.id]) if link.type is LinkType.RELATED) >= 2 * policy.max_links:
            continue
        weight = round(float(cosine), 4)
        links += [Link(source_id=unit.id, target_id=other.id, type=LinkType.RELATED, weight=weight,
                       created_at=unit.created_at),
                  Link(source_id=other.id, target_id=unit.id, type=LinkType.RELATED, weight=weight,
                       created_at=unit.created_at)]
    store.add_links(unit.tenant, links)
