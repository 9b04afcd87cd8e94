"""The write path: extract -> gate -> dedupe -> contradict -> store -> link.

Two entry points share one commit step:

* :func:`store_memory` is the seed's direct insert (Recall's
  ``MemoryClient.store``): no extraction, every field as given, but
  :func:`provenance`, the structural dedupe (the same entity/attribute/value,
  or the same text, as an active memory reinforces it instead:
  :func:`credo.belief.stored_duplicate`) and the contradiction check still run.
* :func:`remember` is the full pipeline for conversation text. Per input:
  extraction (a provider: rules offline, or an LLM) -> provenance (trust caps
  confidence; assistant claims about the user are dropped; instructions from
  non-user sources (in the candidate or the turn it came from) and an agent's
  claims about the user are quarantined; untrusted text that merely steers is
  capped at confidence 0.3, below the recall floor, :mod:`credo.poison`) -> quality gate (narrative/lesson kinds) ->
  an attribute worded differently read as the user's own (:mod:`credo.attributes`) ->
  structural dedupe (same entity/attribute/value reinforces) -> semantic dedupe
  (cosine >= 0.95 duplicate, word-Jaccard > 0.7 next version, cosine >= 0.85
  merge; texts whose numbers or names differ, or about different named things, are
  never duplicates or merges) -> surprise-adjusted importance -> contradiction check
  with loop escalation (multi-valued values join, a retraction retires exactly its
  value) -> what the memory replaces by meaning (a decision taken back, a value named
  as replaced) -> insert -> auto-links. Everything one input produces commits in
  one transaction or not at all. The rules are :func:`credo.belief.decide`'s.

Contradictions (seed 000): same tenant, user, entity and attribute, another
value, still active -> the older belief gets ``valid_until``, ``superseded_by``,
status ``superseded``, a history row and a link. The check and its write are
serialised per (tenant, user, entity, attribute) under any concurrency: the
transaction locks each pair before reading it (:func:`lock_pairs`; an advisory
lock on PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite), so two servers writing Paris
and Berlin at the same moment leave one current value, or an open conflict.
Three refinements:

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

import hashlib
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import numpy as np
from pydantic import ValidationError

from . import attributes, gates, importance, poison, rules, vocabulary
from .belief import (
    ArriveSuperseded,
    Collide,
    Decision,
    Escalate,
    Insert,
    JoinConflict,
    Merge,
    Pair,
    Reinforce,
    Relate,
    State,
    Supersede,
    decide,
    value_of,
)
from .embed import Embedder, Embeddings, embed_many, similarity, supplied
from .errors import InvalidInput
from .lifecycle import record_status, supersede
from .llm import antecedent
from .llm.base import Extraction, Extractor
from .llm.other import OWN_NOTE, read_own
from .models import (
    AGENT_VOICES,
    DEFAULT_LAYER,
    SOURCE_TRUST,
    About,
    Classification,
    ConflictRecord,
    ConflictStatus,
    Conversation,
    Job,
    Kind,
    Layer,
    Link,
    LinkType,
    MemoryUnit,
    Scope,
    Source,
    Status,
    StatusChange,
    StoreItem,
    Turn,
    about_self,
    normalise_key,
    scope,
    turns_from,
)
from .policies import WritePolicy
from .services import Services
from .store.base import Cond, RecallFilter, Select, Store
from .timeutil import UNKNOWN_START, parse_time, past_end, past_period_end, past_start
from .visibility import visible
from .vocabulary import (HELD_AT_A_PLACE, attribute_for_value, canonical_attribute, corrects, is_multi_valued,
                         mentions_attribute, returns, reverses, says_change)

MAX_CANDIDATES_PER_INPUT = 5
#: How many of the user's latest decisions a new decision is compared with (credo.belief.replaced).
RECENT_DECISIONS = 5


@dataclass
class StoreResult:
    """What a direct store did: the new memory and the ids it superseded."""

    memory: MemoryUnit
    superseded: list[str] = field(default_factory=list)
    conflict: ConflictRecord | None = None
    #: the write repeated an active memory (same text, or the same entity/attribute/value): nothing new was
    #: written, and ``memory`` is that memory, reinforced (one more confirmation); ``note`` says which
    duplicate: bool = False
    note: str = ""

    def to_public(self) -> dict[str, Any]:
        """``{"memory", "superseded", "conflict", "duplicate", "note"}``, JSON-ready (``conflict`` None unless the
        write is contested; ``duplicate`` true when an active memory was reinforced instead)."""
        return {"memory": self.memory.to_public(), "superseded": self.superseded,
                "conflict": self.conflict.to_public() if self.conflict else None,
                "duplicate": self.duplicate, "note": self.note}


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
    fields["metadata"] = _about(fields.pop("about", None), fields.get("agent"), fields.get("metadata"))
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


def _about(about: object, agent: object, metadata: object) -> dict[str, Any]:
    """The metadata of a new memory with ``about`` decided by the typed field alone (never by free-form metadata):
    ``self`` marks an agent's own memory, ``user`` (the default) a belief in the user's world
    (:func:`credo.models.about_self` refuses what cannot be one)."""
    kept = dict(metadata) if isinstance(metadata, dict) else {}
    kept.pop("about", None)
    return {**kept, "about": "agent"} if about_self(about, agent=agent) else kept


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
#: How an agent may word a note to itself (:func:`credo.poison.instruction_reason`'s families): a lesson is
#: often an order to oneself ("Always run the migrations first"). Every other family -- overrides, chat
#: templates, tool calls, hidden or spaced-out text, and any family added later -- is held even there.
SELF_PHRASING = frozenset({"imperative", "polite imperative", "addressed to the AI", "memory order", "trust grant"})


def provenance(unit: MemoryUnit, *, reason: str = "", turn: str = "") -> MemoryUnit:
    """Apply source trust to a drafted unit; both write paths (store and remember) call it.

    Trust and confidence are capped by the source's trust. Text from a source
    that is not the user's word waits in quarantine when it reads as an
    instruction to the agent (``reason`` is the extractor's, which may already
    say so; ``turn`` is the text it was extracted from, checked too so that a
    paraphrase cannot launder an order), or when it is an agent's claim about
    the user: a person (a key with the ``review`` right, or the local operator)
    approves it first. An agent's memory about itself (:func:`about_agent`) in its own voice (source agent or
    assistant) is no claim and may be worded as an order to itself (:data:`SELF_PHRASING`); about itself from a
    tool, a document or a web page it gets every check but the hold on claims. Untrusted text that only steers (:func:`credo.poison.cap_reason`:
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
    if about_agent(unit) and unit.source in AGENT_VOICES:
        why = _self_note_hold(unit.text) or (_self_note_hold(turn) if turn else None)
        return _hold(unit, "instruction", why) if why else unit
    instruction = poison.quarantine_reason(unit.source, unit.text, turn)
    if instruction or reason.startswith("instruction:"):
        return _hold(unit, "instruction",
                     instruction or f"reads as an instruction to the agent from a {unit.source.value} source")
    if agent_claim(unit):
        return _hold(unit, "claim", f"an agent's claim about the user ({unit.source.value} source): "
                                    "held until a person confirms it")
    if capped := poison.cap_reason(unit.source, unit.text, turn=turn):
        unit.confidence = min(unit.confidence, poison.INSTRUCTION_CEILING)
        unit.metadata["capped"] = capped
    return unit


def about_agent(unit: MemoryUnit) -> bool:
    """True for an agent's memory about itself: its own work, lessons and experience, not the user's belief.

    Only a memory written with ``about="self"`` by an agent is one (:func:`build_unit` sets
    ``metadata["about"] = "agent"`` from that typed field alone and drops any caller-supplied value).
    """
    return unit.agent is not None and unit.metadata.get("about") == "agent"


def agent_claim(unit: MemoryUnit) -> bool:
    """True for a claim about the user that does not come from the user.

    That is anything from an untrusted source that names the user as its
    entity, and every memory an agent wrote in the user's belief state,
    whatever its kind -- source ``agent`` or ``assistant``, or any memory that
    carries an ``agent`` (an agent's key writes them so): a procedure, episode,
    pattern or correction "about the user" is served as a lesson or a past
    experience, so it is a claim like a fact is. What an agent writes about
    itself (:func:`about_agent`) is its own memory, not a claim.
    """
    if unit.source in TRUSTED_SOURCES or about_agent(unit):
        return False
    names_user = unit.entity is not None and unit.entity in ("user", normalise_key(unit.user))
    return names_user or unit.source in (Source.AGENT, Source.ASSISTANT) or unit.agent is not None


def _self_note_hold(text: str) -> str | None:
    """Why an agent's note to itself is held anyway: it hijacks whoever reads it, or hides what it says."""
    family = poison.instruction_reason(text)
    if family is not None and family not in SELF_PHRASING:
        return f"reads as an instruction to the agent ({family}), even as the agent's note to itself"
    cue = poison.disguise_cue(text)
    return f"the agent's note to itself is disguised ({cue})" if cue else None


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
                   vectors: np.ndarray | None = None, apart: frozenset[str] = frozenset()) -> list[StoreResult]:
    """Embed ``units`` in one batch and insert them in order, in one transaction.

    ``apart``: ids of unstructured units kept as memories of their own even when an active memory has
    the same text (``dedupe=False``: an import of a log, a benchmark's exact ties); a repeated fact
    (the same entity, attribute and value) is one belief whatever it says.

    Each unit gets the contradiction check (:func:`credo.belief.decide`) against what is
    stored and against the units before it; one failure stores none. ``viewer`` is who
    writes: memories it may not see are neither superseded nor named.
    ``vectors``: the units' embeddings by ``embedder``'s model, already checked
    (:func:`credo.embed.supplied`); the model is not run.
    """
    if not units:
        return []
    for unit in units:
        provenance(unit)
    if vectors is None:
        vectors = embed_many(embedder, [unit.text for unit in units])
    writer = _as_writer(viewer)
    results = []
    with store.transaction():
        lock_pairs(store, units, texts=True)
        twins = _text_twins(store, units, writer)
        # every check concerns an entity+attribute pair; units without one are inserted together
        plain: list[tuple[MemoryUnit, np.ndarray]] = []
        for unit, vector in zip(units, vectors):
            unit.embedding_model, unit.embedding_dim = embedder.name, int(vector.shape[0])
            if unit.entity and unit.attribute:
                insert_units(store, plain, actor=actor)  # in order: a later fact is checked against them
                plain = []
                decision = _decided(store, embedder, unit, vector, policy=policy, writer=writer, ingest=False)
                conflict = apply(store, decision, vector, actor=actor)
                results.append(_stored(decision, conflict))
                continue
            key = (unit.tenant, unit.user, unit.text.strip())
            twin = twins.get(key) if unit.status is Status.ACTIVE and unit.id not in apart else None
            duplicate = decide(unit, State(twin=twin), policy) if twin is not None else None
            if twin is not None and duplicate is not None and duplicate.outcome == "duplicate":
                if any(other.id == twin.id for other, _ in plain):  # a twin from this batch: write it first
                    insert_units(store, plain, actor=actor)
                    plain = []
                apply(store, duplicate, vector, actor=actor)
                result = _stored(duplicate, None)
                twins[key] = result.memory
                results.append(result)
                continue
            plain.append((unit, vector))
            results.append(StoreResult(memory=unit))
            if unit.status is Status.ACTIVE:
                twins.setdefault(key, unit)
        insert_units(store, plain, actor=actor)
    return results


def _stored(decision: Decision, conflict: ConflictRecord | None) -> StoreResult:
    """A direct store's result: the new memory, or for a duplicate the memory it reinforced."""
    if decision.outcome == "duplicate":
        existing = next(a.existing for a in decision.actions if isinstance(a, Reinforce))
        at = next(a.at for a in decision.actions if isinstance(a, Reinforce))
        reinforced = existing.model_copy(update={"confirmations": existing.confirmations + 1, "updated_at": at})
        return StoreResult(memory=reinforced, duplicate=True, note=decision.note)
    return StoreResult(memory=decision.unit, superseded=decision.superseded, conflict=conflict)


def _text_twins(store: Store, units: Sequence[MemoryUnit], writer: Scope | None) -> dict[tuple[str, str, str],
                                                                                          MemoryUnit]:
    """The active memories without a structure that the writer may see whose text is exactly an unstructured
    unit's (leading and trailing spaces aside), by (tenant, user, text): what a direct store reinforces
    instead of writing the same memory twice. One read per tenant."""
    wanted: dict[str, list[MemoryUnit]] = {}
    for unit in units:
        if not unit.entity and unit.status is Status.ACTIVE:
            wanted.setdefault(unit.tenant, []).append(unit)
    twins: dict[tuple[str, str, str], MemoryUnit] = {}
    for tenant, group in wanted.items():
        texts = sorted({t for u in group for t in (u.text, u.text.strip())})
        users = sorted({u.user for u in group})
        found = store.select(Select(tenant, (Cond("user", "in", tuple(users)), Cond("status", "=", Status.ACTIVE),
                                             Cond("entity", "null"), Cond("text", "in", tuple(texts))),
                                    order=("created_at",)))
        seen = {m.id for m in found} if writer is None else visible(store, writer, [m.id for m in found])
        for memory in found:
            if memory.id in seen and memory.valid_until is None:
                twins.setdefault((tenant, memory.user, memory.text.strip()), memory)
    return twins


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


def store(s: Services, who: Scope, items: Sequence[StoreItem], *, actor: str = "api",
          viewer: Scope | None = None, embeddings: Embeddings | None = None) -> list[StoreResult]:
    """Build and store ``items`` (each a dict of :func:`build_unit`'s fields, with ``text`` and optionally
    ``now``) for ``who``, with one embedding batch and one transaction (:func:`store_memories`).

    ``embeddings``: vectors already computed with ``s.embedder`` (checked by :func:`credo.embed.supplied`).
    """
    units, apart = [], set()
    for item in items:
        fields: dict[str, Any] = dict(item)
        if {"user", "tenant", "actor"} & set(fields):
            raise InvalidInput("user, tenant and actor are set for the whole batch, not per item")
        text, now = fields.pop("text", None), fields.pop("now", None)
        dedupe = fields.pop("dedupe", True)
        if not isinstance(dedupe, bool):
            raise InvalidInput("dedupe is true or false")
        units.append(build_unit(who, text, now=s.now(now), **fields))
        if not dedupe:
            apart.add(units[-1].id)
    vectors = supplied(s.embedder, embeddings, len(units)) if embeddings is not None else None
    return store_memories(s.store, s.embedder, units, actor=actor, policy=s.policies.write, viewer=viewer,
                          vectors=vectors, apart=frozenset(apart))


def remember(s: Services, who: Scope, text_or_messages: Conversation, *, source: Source | str = Source.USER,
             now: datetime, at: datetime | str | None = None, session: str | None = None, agent: str | None = None,
             about: About | None = None, actor: str = "api") -> RememberResult:
    """Extract memories from conversation text (:func:`credo.models.turns_from`) and write them through every
    gate, in one transaction (:func:`remember_turns`)."""
    turns = turns_from(text_or_messages, source)
    return remember_turns(s.store, s.embedder, s.extractor, who, turns, now=now, at=parse_time(at),
                          session=session, agent=agent, about=about, policy=s.policies.write, actor=actor)


def remember_job(s: Services, job: Job) -> RememberResult:
    """What the worker runs for a queued ``remember`` (:func:`credo.jobs.submit`): the job's input, written as
    its submitter (``actor``) under the ceiling it was submitted with."""
    payload = job.payload
    ceiling = payload.get("ceiling")
    who = Scope(tenant=job.tenant, user=job.user, ceiling=ceiling) if ceiling else scope(job.tenant, job.user)
    return remember(s, who, payload["input"], source=payload.get("source") or Source.USER, now=s.now(),
                    at=payload.get("at"), session=payload.get("session"), agent=payload.get("agent"),
                    about=payload.get("about"), actor=payload.get("actor") or "worker")


def remember_turns(store: Store, embedder: Embedder, extractor: Extractor, scope: Scope, turns: list[Turn], *,
                   now: datetime, at: datetime | None = None, session: str | None = None,
                   agent: str | None = None, about: About | None = None, policy: WritePolicy = WritePolicy(),
                   actor: str = "api") -> RememberResult:
    """Run the whole write pipeline on ``turns`` for one user; one transaction for all of it.

    With ``about="self"`` (:func:`credo.models.about_self` says when it may be) the agent's own turns (source
    agent or assistant) are read as its notes about its own work (:func:`credo.llm.other.read_own`, whatever
    the configured extractor) and kept as the agent's memory (:func:`about_agent`); a sentence in them about the
    user stays a claim about the user, held until a person confirms it, or is skipped. The user's turns and a
    tool's, document's or web page's are read as they always are.
    """
    own_voice = about_self(about, agent=agent, turns=turns)
    result = RememberResult()
    drafts: list[MemoryUnit] = []
    for text, speaker in turns:
        own = own_voice and speaker in AGENT_VOICES
        if own:
            extraction = Extraction(extractor="own-notes", prompt_version=OWN_NOTE)
            read_own(text, speaker, extraction, user=scope.user)
        else:
            extraction = extractor.extract(text, speaker=speaker)
            if speaker is Source.USER and antecedent.unresolved(extraction):
                # "She's moved schools": the person spoken of before (credo.llm.antecedent)
                extraction = antecedent.read_again(extractor, text, speaker, _people(store, scope, now)) \
                    or extraction
        result.skipped += [{"text": span, "reason": why} for span, why in extraction.skipped]
        # seed 001's cap: at most 5 memories from one input; the rest are reported, never silently cut
        result.skipped += [{"text": c.text, "reason": f"over the cap of {MAX_CANDIDATES_PER_INPUT} memories per input"}
                           for c in extraction.candidates[MAX_CANDIDATES_PER_INPUT:]]
        for candidate in extraction.candidates[:MAX_CANDIDATES_PER_INPUT]:
            unit, skip_reason = draft(scope, candidate, speaker, now=now, at=at, session=session, agent=agent,
                                      extractor=extraction, policy=policy, turn=text,
                                      about="self" if own and candidate.reason == OWN_NOTE else "user")
            if unit is None:
                result.skipped.append({"text": candidate.text, "reason": skip_reason})
            else:
                drafts.append(unit)
    if not drafts:
        return result
    for unit in drafts:
        name_change(store, scope, unit, policy)
        name_one_more(store, scope, unit)
    vectors = embed_many(embedder, [u.text for u in drafts])
    with store.transaction():
        lock_pairs(store, drafts)
        for unit, vector in zip(drafts, vectors):
            unit.embedding_model, unit.embedding_dim = embedder.name, int(vector.shape[0])
            _write_one(store, embedder, scope, unit, vector, policy=policy, actor=actor, result=result)
    return result


def _own_facts(store: Store, scope: Scope, at: datetime, *, limit: int = 500,
               about: tuple[str, str] | None = None) -> list[MemoryUnit]:
    """The user's own structured memories current at ``at`` (``about``: of that entity+attribute only), newest
    first, at any confidence."""
    flt = RecallFilter(now=at, min_confidence=0.0)
    return rules.list_memories(store, scope.own(), flt, structured=True, about=about, limit=limit)


def _people(store: Store, scope: Scope, now: datetime) -> dict[str, set[str]]:
    """The people the user's current memories are about (not the user, the team or the company), each with the
    attributes held for them, most recently spoken of first."""
    out: dict[str, set[str]] = {}
    for m in _own_facts(store, scope, now, limit=200):
        if m.entity and m.attribute and m.entity not in ("user", "team", "company"):
            out.setdefault(m.entity, set()).add(m.attribute)
    return out


def draft(scope: Scope, candidate: Any, speaker: Source, *, now: datetime, at: datetime | None,
          session: str | None, agent: str | None, extractor: Any,
          policy: WritePolicy, turn: str | None = None, about: About = "user") -> tuple[MemoryUnit | None, str]:
    """Provenance and the quality gate: a unit ready to write, or None and why not.

    ``turn`` is the text the candidate was extracted from: an untrusted turn that
    reads as an instruction quarantines every candidate drawn from it, whatever
    the extractor's paraphrase says. ``about`` is who the candidate is about
    (``self``: the agent's note about its own work, :func:`remember_turns`).
    """
    if speaker is Source.ASSISTANT and candidate.entity == "user":
        return None, "provenance: only the assistant said this about the user"
    structured = candidate.entity and candidate.attribute and candidate.value
    verdict = gates.quality(candidate.text, candidate.kind, threshold=policy.quality_threshold)
    importance = candidate.importance
    if not verdict.passed:
        if speaker is not Source.USER or not (structured or gates.said_plainly(verdict, candidate.text)):
            return None, verdict.reason
        # Knowlyr's gate weighs an agent's narrative; a person's plain statement that the reader kept
        # ("I run on Mondays", "The frontend is written in React") is what they said: kept, a structured one
        # as read, an unstructured one below what recall serves first
        if not structured:
            importance = min(importance, policy.plain_importance)
    attribute = canonical_attribute(candidate.attribute) if structured else None
    said_at = parse_time(at) or now
    started = past_start(candidate.happened, said_at) if getattr(candidate, "happened", None) else None
    if started is not None and started < said_at:  # "moved to Lyon back in September", said in December
        at = started
    # "worked at Shopify until last December": true until then, never the current value
    ended = past_end(candidate.ended, said_at) if getattr(candidate, "ended", None) else None
    if ended is not None and (started is None or started >= ended):
        at = UNKNOWN_START
    unit = build_unit(
        scope, candidate.text, now=now, at=at, kind=candidate.kind, topic=candidate.topic,
        importance=importance, confidence=candidate.confidence,
        entity=candidate.entity if structured else None, attribute=attribute,
        value=candidate.value if structured else None, source=speaker, source_session=session, agent=agent,
        about=about, extractor=extractor.extractor, prompt_version=extractor.prompt_version,
        metadata={"why": candidate.reason} if candidate.reason else {}, valid_until=ended,
    )
    if at is UNKNOWN_START:
        unit.metadata["start_unknown"] = True
    elif started is not None and at is started:  # dated by a month or a year: when in it is not said
        period_end = past_period_end(candidate.happened or "", started)
        if period_end is not None:
            unit.metadata["start_period_end"] = period_end.isoformat()
    if getattr(candidate, "changes_to", None) and speaker is Source.USER and not structured:
        unit.metadata["changes_to"] = candidate.changes_to
    if getattr(candidate, "now_at", None) and speaker is Source.USER and not structured:
        unit.metadata["now_at"] = candidate.now_at
    if getattr(candidate, "one_more", None) and speaker is Source.USER and not structured:
        unit.metadata["one_more"] = candidate.one_more
    # how the value relates to the ones already held: credo.belief reads these
    for flag in ("retracts", "adds"):
        if structured and getattr(candidate, flag, False):
            unit.metadata[flag] = True
    if structured and getattr(candidate, "gives_up", None):
        unit.metadata["gives_up"] = candidate.gives_up
    return provenance(unit, reason=candidate.reason, turn=turn or ""), ""


def name_change(store: Store, scope: Scope, unit: MemoryUnit, policy: WritePolicy) -> None:
    """A change the extractor could not name takes the attribute of the old value it mentions.

    "I switched from Dvorak to QWERTY" after "My keyboard layout is Dvorak" is the
    user's keyboard layout changing: the unit becomes user.keyboard_layout=QWERTY, so
    the write supersedes (or contests) like any other; "Forget Buildkite, we'll stay on GitHub Actions" after
    the team's decision on Buildkite is the team's CI; "scrap that, we're going with Netlify" names nothing it
    replaces, and takes back the decision said just before it (:func:`credo.vocabulary.reverses`, within the
    policy's ``reversal_days``, as :func:`credo.belief.replaced` takes it back). It stays unstructured when no
    one of the user's (or their team's or company's) own facts, or more than one attribute, is named.
    """
    at = unit.metadata.pop("now_at", None)
    new = unit.metadata.pop("changes_to", None)
    if at and not new and not unit.entity and unit.source is Source.USER:
        _now_at(store, scope, unit, at)
        return
    text = unit.text.casefold()
    if unit.entity and unit.attribute and unit.value and unit.source is Source.USER:
        reversed_ = _reversed(store, scope, unit, policy) if unit.kind is Kind.DECISION and reverses(text) else None
        if reversed_ is not None and (reversed_.entity, reversed_.attribute) != (unit.entity, unit.attribute):
            # "scrap that, we're going with Netlify" after "Let's use Vercel for the marketing site": the choice
            # for the marketing site, whatever kind of thing Netlify is
            unit.entity, unit.attribute = reversed_.entity, reversed_.attribute
            _restate(unit)
        else:
            _say_changed(store, scope, unit)
        return
    if not new or unit.entity or unit.source is not Source.USER:
        return
    # the user's (or team's, company's) own facts, and those of a person the text names ("Tunde's at BP, not Shell")
    facts = [m for m in _own_facts(store, scope, unit.created_at)
             if m.entity and (m.entity in ("user", "team", "company") or _names(text, m.entity.replace("_", " ")))
             and m.attribute and m.value and m.value.casefold() != new.casefold()
             and (_names(text, m.value) or _denied_part(text, m.value))]
    if not facts:
        # ("We've moved the porters' Christmas do to the Miners' Welfare": the thing named by what it is, not by where
        # it was -- the one held fact whose attribute the text names, of an owner it names or the user's own side)
        facts = [m for m in _own_facts(store, scope, unit.created_at)
                 if m.entity and m.attribute and m.value and m.value.casefold() != new.casefold()
                 and (m.entity in ("user", "team", "company") or _names(text, m.entity.replace("_", " ")))
                 and _names_attribute(text, m.attribute)]
    # ("Ben's switched to economics, law wasn't for him": Ben is the one who changed, not the son's name that changed)
    people = {m.entity for m in facts}
    facts = [m for m in facts if normalise_key(m.value or "") not in people] or facts
    named = {(m.entity, m.attribute) for m in facts}
    if len(named) > 1:  # "Tunde's at BP, not Shell" names Tunde (a brother) too: the value said wrong decides
        named = {(m.entity, m.attribute) for m in facts
                 if re.search(rf"\bnot (?:the )?{re.escape((m.value or '').casefold())}\b", text)} or named
    if not named and unit.kind is Kind.DECISION and reverses(text):
        last = _reversed(store, scope, unit, policy)
        if last is not None and last.entity and last.attribute:
            named = {(last.entity, last.attribute)}
    if len(named) == 1:
        pair = named.pop()
        held = next((m.value or "" for m in facts if (m.entity, m.attribute) == pair), "")
        (unit.entity, unit.attribute), unit.value = pair, _part_put_right(text, held, new)
        _restate(unit)


def _names_attribute(text: str, attribute: str) -> bool:
    """Whether ``text`` (case-folded) names what ``attribute`` is about, in two words or more ("the porters'
    Christmas do" for christmas_do_location); one word ("car", "team") is too loose a tie for a change said
    without the old value.

    >>> _names_attribute("we've moved the porters' christmas do to the miners' welfare", "christmas_do_location")
    True
    >>> _names_attribute("moved the car to the garage", "car")
    False
    """
    words = vocabulary.subject_words(attribute)
    return len(words) >= 2 and all(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text) for w in words)


def _denied_part(text: str, value: str) -> bool:
    """Whether ``text`` denies a name of several words by one of them ("it's Ellen Moriarty, not Murphy" denies
    "Ellen Murphy")."""
    return _denied_word(text, value) is not None


def _denied_word(text: str, value: str) -> int | None:
    """Which word of a name of several words ``text`` denies ("not Murphy" in "Ellen Murphy": 1), or None."""
    words = value.split()
    return next((n for n, w in enumerate(words) if len(w) > 2 and w[:1].isupper()
                 and re.search(rf"\bnot {re.escape(w.casefold())}\b", text)), None) if len(words) > 1 else None


def _part_put_right(text: str, value: str, new: str) -> str:
    """The name ``value`` with the one word ``text`` denies put right by ``new`` ("Her surname's Kelleher, not
    Kelly" makes "Siobhan Kelly" Siobhan Kelleher); ``new`` itself when it is a whole name, or nothing is denied."""
    wrong = _denied_word(text, value) if len(new.split()) == 1 else None
    if wrong is None:
        return new
    words = value.split()
    return " ".join([*words[:wrong], new, *words[wrong + 1:]])


def _reversed(store: Store, scope: Scope, unit: MemoryUnit, policy: WritePolicy) -> MemoryUnit | None:
    """The decision a reversal ("scrap that, ...") takes back: the user's (or team's) last structured decision,
    within the policy's ``reversal_days``."""
    return next((m for m in _own_facts(store, scope, unit.created_at)
                 if m.kind is Kind.DECISION and m.entity in ("user", "team", "company") and m.attribute
                 and unit.created_at - m.created_at <= timedelta(days=policy.reversal_days)), None)


def _say_changed(store: Store, scope: Scope, unit: MemoryUnit) -> None:
    """A new value of one of the user's (or their team's or company's) single-valued attributes, in words that
    do not name it ("Forget Buildkite, we'll stay on GitHub Actions" as the team's CI), restated as
    :func:`_restate` says it, as a change :func:`name_change` names is: a question asks by the attribute."""
    if unit.entity not in ("user", "team", "company") or unit.attribute is None or is_multi_valued(unit.attribute) \
            or mentions_attribute(unit.text, unit.attribute) or unit.kind not in (Kind.FACT, Kind.DECISION):
        return
    value = (unit.value or "").casefold()
    # (the pair alone is read: this runs on most structured writes)
    if any((m.value or "").casefold() != value
           for m in _own_facts(store, scope, unit.created_at, about=(unit.entity, unit.attribute))):
        _restate(unit)


def _restate(unit: MemoryUnit) -> None:
    """Say what changed in the words a question would use ("what car do I drive", "which CI do we use")."""
    entity = unit.entity or ""
    owner = "User's" if entity == "user" else f"The user's {entity}'s" if entity in ("team", "company") \
        else f"{entity[:1].upper()}{entity[1:]}'" + ("" if entity.endswith("s") else "s") if "_" not in entity \
        else "User's " + "".join(f"{w}'s " for w in entity.split("_")).rstrip()  # "User's son's girlfriend's"
    unit.text = f"{owner} {(unit.attribute or '').replace('_', ' ')} is now {unit.value} ({unit.text.rstrip('.')})."


def _names(text: str, value: str) -> bool:
    """Whether ``text`` (case-folded) names ``value``: in its words, or by a name of its own ("the Octavia" for
    "Skoda Octavia", said with a capital)."""
    if re.search(rf"(?<!\w){re.escape(value.casefold())}(?!\w)", text):
        return True
    words = value.split()
    return len(words) > 1 and any(
        len(w) >= 4 and w[:1].isupper() and re.search(rf"(?<!\w){re.escape(w.casefold())}(?!\w)", text)
        for w in words[1:])


#: How soon after the user added to a list a bare "X too" still continues that list.
_CONTINUES = timedelta(hours=1)


def name_one_more(store: Store, scope: Scope, unit: MemoryUnit) -> None:
    """A value said as one more of a list the sentence does not name ("shellfish too", "Also amoxicillin, since
    2019") joins the user's list it belongs to: the list the user was adding to within the hour ("I'm allergic
    to ragweed." / "Also amoxicillin": an allergy, though amoxicillin is a medicine), else the list the value's
    own type names (a medicine joins the user's allergies when those are the user's latest list and no
    medicines are held), else, for a value of no known type, the list of the user's own added to last. With
    none of those it stays as said, unstructured; one of a kind the user holds only one of (a home, an
    employer) is never "one more"."""
    value = unit.metadata.pop("one_more", None)
    if not value or unit.entity or unit.source is not Source.USER:
        return
    lists = [m for m in _own_facts(store, scope, unit.created_at)
             if m.entity == "user" and m.attribute and is_multi_valued(m.attribute)
             and not (m.value or "").lower().startswith("not ")]
    just = next((m for m in lists if unit.created_at - m.created_at <= _CONTINUES), None)
    typed = attribute_for_value(value)
    held = {m.attribute for m in lists}
    if typed == "medications" and "medications" not in held and lists and lists[0].attribute == "allergies":
        typed = "allergies"  # "Also amoxicillin" after an allergy: a medicine is an allergen as often as a cure
    attribute = just.attribute if just is not None else typed if typed and is_multi_valued(typed) \
        else lists[0].attribute if lists and typed is None else None
    if attribute is None:
        return
    unit.entity, unit.attribute, unit.value = "user", attribute, value
    unit.kind, unit.importance = Kind.FACT, max(unit.importance, FACT_IMPORTANCE)
    unit.metadata.update(adds=True, why="stated fact")
    # in the words a question would use ("what am I allergic to"), the words said kept beside them
    unit.text = f"User's {attribute.replace('_', ' ')}: {value} ({unit.text.rstrip('.')})."


#: The importance of a fact the reader states plainly (credo.llm.reader's default for a fact).
FACT_IMPORTANCE = 0.65


def _now_at(store: Store, scope: Scope, unit: MemoryUnit, name: str) -> None:
    """"I'm at Siemens now": the name is the new value of the one place the user is at that they already have
    (:data:`credo.vocabulary.HELD_AT_A_PLACE`: an employer, a school, a gym); none or several, and it stays
    unstructured."""
    held = {m.attribute for m in _own_facts(store, scope, unit.created_at)
            if m.entity == "user" and m.attribute in HELD_AT_A_PLACE and not (m.value or "").lower().startswith("not ")}
    if not held:  # "Until last year I worked at Siemens. Now I'm at Bosch.": the place one was at, which ended
        ended = RecallFilter(now=unit.created_at, min_confidence=0.0, current_only=False)
        held = {m.attribute for m in rules.list_memories(store, scope.own(), ended, structured=True, limit=200)
                if m.entity == "user" and m.attribute in HELD_AT_A_PLACE and m.valid_until is not None
                and m.valid_until <= unit.created_at and not (m.value or "").lower().startswith("not ")}
    if len(held) != 1:
        unit.metadata["now_at"] = name  # credo.belief: it changes nothing but a place one is at
        return
    unit.entity, unit.attribute, unit.value = "user", held.pop(), name
    # a statement of what the user is at, no longer an untyped one kept below the fact floor
    unit.kind, unit.importance = Kind.FACT, max(unit.importance, FACT_IMPORTANCE)
    unit.metadata["why"] = "stated fact"


def _write_one(store: Store, embedder: Embedder, scope: Scope, unit: MemoryUnit, vector: np.ndarray, *,
               policy: WritePolicy, actor: str, result: RememberResult) -> None:
    """Load, decide, apply one extracted memory, and say in ``result`` what became of it."""
    decision = _decided(store, embedder, unit, vector, policy=policy, writer=_as_writer(scope), ingest=True)
    if decision.outcome == "stored" and decision.unit.text != unit.text:  # a correction written in the old words
        vector = embed_many(embedder, [decision.unit.text])[0]
    conflict = apply(store, decision, vector, actor=actor)
    if decision.outcome == "duplicate":
        result.skipped.append({"text": decision.unit.text, "reason": decision.note})
        return
    if decision.outcome == "merged":
        result.merged.append(decision.unit)
        return
    result.stored.append(decision.unit)
    result.superseded += decision.superseded
    if conflict is not None and all(c.id != conflict.id for c in result.conflicts):
        result.conflicts.append(conflict)


def _as_writer(viewer: Scope | None) -> Scope | None:
    """The writer as a viewer, or None where it may see every memory a write can touch.

    A write only ever meets its own user's memories, so only a ceiling below the
    top one can hide any of them.
    """
    if viewer is None or viewer.ceiling in (None, Classification.RESTRICTED):
        return None
    return viewer


# -- load, decide, apply ----------------------------------------------------------------


def _decided(store: Store, embedder: Embedder, unit: MemoryUnit, vector: np.ndarray, *, policy: WritePolicy,
             writer: Scope | None, ingest: bool) -> Decision:
    """:func:`credo.belief.decide` on what :func:`load` reads; a candidate renamed to the user's own attribute
    (:func:`credo.belief.kin_attribute`) or scoped to a person's resolution is loaded and decided again for
    its new pair (each at most once)."""
    # the unit, then up to two new pairs; one still rescoped is decided a last time as a direct store, as it stands
    for reading in (ingest, ingest, ingest, False):
        decision = decide(unit, load(store, embedder, unit, vector, policy=policy, writer=writer, ingest=reading),
                          policy, ingest=reading)
        if decision.outcome != "rescope":
            break
        unit = decision.unit
    return decision


def load(store: Store, embedder: Embedder, unit: MemoryUnit, vector: np.ndarray, *, policy: WritePolicy,
         writer: Scope | None, ingest: bool) -> State:
    """Everything :func:`credo.belief.decide` needs to know about ``unit``, read once.

    ``writer``: who writes, when its ceiling hides some memories (None: it may see all of the user's).
    ``ingest``: the ``remember`` path, which also reads the nearest memories, their links, a hidden
    duplicate and the likings a new diet may rule out.
    """
    if unit.status is Status.QUARANTINED:
        return State()
    pair = load_pair(store, unit, policy=policy, writer=writer) if unit.entity and unit.attribute else None
    if not ingest:
        return State(pair=pair)
    neighbours = _neighbours(store, embedder, unit, vector, policy, writer)
    linkable = [m for m, cosine in neighbours if cosine >= policy.link_cosine][: policy.max_links * 2]
    related = [link for link in store.links(unit.tenant, [m.id for m in linkable])
               if link.type is LinkType.RELATED] if linkable else []
    counts = {m.id: sum(1 for link in related if m.id in (link.source_id, link.target_id)) for m in linkable}
    twin = _hidden_twin(store, embedder, writer, unit, vector, policy) if writer is not None and not unit.entity \
        else None
    liked = tuple(m for attribute in ("likes", "favorite_food")
                  for m in rules.active_facts(store, unit.tenant, unit.user, "user", attribute)) \
        if (unit.entity, unit.attribute) == ("user", "diet") else ()
    return State(pair=pair, neighbours=tuple(neighbours), hidden_twin=twin, liked=liked, link_counts=counts,
                 kin=_kin(store, embedder, unit, writer), recent=_recent(store, unit, vector, embedder, writer),
                 before=_before(store, embedder, unit, vector, neighbours, policy))


def _kin(store: Store, embedder: Embedder, unit: MemoryUnit, writer: Scope | None) -> tuple[tuple[str, float], ...]:
    """The entity's other attributes the user holds (those the writer may see), each with its closeness to
    ``unit``'s (:func:`credo.attributes.kin`); nothing for a memory already renamed or without a structure."""
    if not (unit.entity and unit.attribute) or "attribute_as_said" in unit.metadata or "@" in unit.attribute \
            or unit.status is not Status.ACTIVE:
        return ()
    names = rules.entity_attributes(store, unit.tenant, unit.user, unit.entity, viewer=writer)
    return tuple(attributes.kin(embedder, unit.entity, unit.attribute, names)) if names else ()


def _recent(store: Store, unit: MemoryUnit, vector: np.ndarray, embedder: Embedder,
            writer: Scope | None) -> tuple[tuple[MemoryUnit, float], ...]:
    """The user's latest active decisions (those the writer may see), newest first, with their cosines to
    ``unit``: what a new decision may take back or replace. Read only for a decision, and for a correction
    without a structure ("oops, wrong one, it's ...": :func:`credo.belief.corrected_fact`), whose latest
    memories of any kind are read."""
    correction = not unit.entity and corrects(unit.text)
    if unit.kind is not Kind.DECISION and not correction or unit.status is not Status.ACTIVE:
        return ()
    own = (writer or Scope(tenant=unit.tenant, user=unit.user)).own()
    flt = RecallFilter(now=unit.created_at, min_confidence=0.0,
                       kinds=None if correction else frozenset({Kind.DECISION}))
    latest = [m for m in rules.list_memories(store, own, flt, limit=RECENT_DECISIONS) if m.id != unit.id]
    stored = store.vectors(unit.tenant, [m.id for m in latest], model=embedder.name)
    return tuple((m, similarity(embedder, float(np.dot(stored[m.id], vector))) if m.id in stored else 0.0)
                 for m in latest)


#: How many of a statement of change's nearest memories have what they replaced read (:func:`_before`).
CHANGE_NEIGHBOURS = 3


def _before(store: Store, embedder: Embedder, unit: MemoryUnit, vector: np.ndarray,
            neighbours: Sequence[tuple[MemoryUnit, float]], policy: WritePolicy) -> dict[str, tuple[MemoryUnit, float]]:
    """For a statement of change, what each of its closest neighbours replaced (the memory it superseded),
    with that memory's cosine to ``unit``: a change back to it is a loop (:func:`credo.belief.changed_by_meaning`).
    Read only for a statement of change."""
    if unit.status is not Status.ACTIVE or not (says_change(unit.text) or returns(unit.text)):
        return {}
    # (as low as a change by a moved value reaches: credo.belief._changes; a return, "Opening again Saturday", may
    # read nothing like the change it undoes, "Skipper's dropped me down to number five", only like what that
    # change replaced, so its nearest are read whatever their closeness)
    back = returns(unit.text)
    close = [m.id for m, cosine in neighbours if back or cosine >= policy.replace_cosine][:CHANGE_NEIGHBOURS]
    if not close:
        return {}
    replaced = {link.source_id: link.target_id for link in store.links(unit.tenant, close, outgoing=True)
                if link.type is LinkType.SUPERSEDES}
    if not replaced:
        return {}
    earlier = {m.id: m for m in store.get(unit.tenant, list(replaced.values()))}
    stored = store.vectors(unit.tenant, list(earlier), model=embedder.name)
    return {newer: (earlier[old], similarity(embedder, float(np.dot(stored[old], vector))) if old in stored else 0.0)
            for newer, old in replaced.items() if old in earlier}


def lock_pairs(store: Store, units: Sequence[MemoryUnit], *, texts: bool = False) -> None:
    """Hold every (user, entity, attribute) the write's units name, in one order, before anything is read:
    a concurrent write of the same fact (another process or server) waits for this transaction, then reads
    what it wrote. :func:`load_pair` takes its pair's lock again (a no-op for these), which covers a unit
    renamed to another attribute on the way. ``texts``: the exact texts of units without a structure too
    (a direct store's dedupe, :func:`_text_twins`), as the pair ("", "#text", sha256 of the text)."""
    by_tenant: dict[str, list[tuple[str, str, str]]] = {}
    for unit in units:
        if unit.entity and unit.attribute:
            by_tenant.setdefault(unit.tenant, []).append((unit.user, unit.entity, unit.attribute))
        elif texts:
            digest = hashlib.sha256(unit.text.strip().encode("utf-8", "surrogatepass")).hexdigest()
            by_tenant.setdefault(unit.tenant, []).append((unit.user, "#text", digest))
    for tenant, pairs in sorted(by_tenant.items()):
        store.lock_pairs(tenant, pairs)


def load_pair(store: Store, unit: MemoryUnit, *, policy: WritePolicy, writer: Scope | None) -> Pair:
    """What is stored about ``unit``'s (user, entity, attribute), as the writer may see it: one read of the
    pair's values, one of its conflicts (two for a writer whose ceiling hides some), and its churn only
    when it has an active rival. The pair is locked first (:meth:`~credo.store.base.MemoryStore.lock_pairs`):
    the check and the write that follows it are one unit against every other writer of the pair."""
    entity, attribute = unit.entity or "", unit.attribute or ""
    store.lock_pairs(unit.tenant, [(unit.user, entity, attribute)])
    timeline = rules.pair_timeline(store, unit.tenant, unit.user, entity, attribute)
    active = [m for m in timeline if m.status is Status.ACTIVE and m.valid_until is None]
    everything = store.conflicts(unit.tenant, user=unit.user, entity=entity, attribute=attribute)
    seen_conflicts = everything if writer is None else store.conflicts(
        unit.tenant, user=unit.user, entity=entity, attribute=attribute, viewer=writer)
    seen = {m.id for m in timeline} if writer is None else visible(store, writer, [m.id for m in timeline])
    open_seen = [c for c in seen_conflicts if c.status is ConflictStatus.OPEN]
    open_any = [c for c in everything if c.status is ConflictStatus.OPEN]
    resolved = [c for c in seen_conflicts if c.status is ConflictStatus.RESOLVED and c.resolved_at and c.resolution]
    resolution = max(resolved, key=lambda c: c.resolved_at or c.created_at) if resolved else None
    kept: list[MemoryUnit] = []
    if resolution is not None and resolution.resolution:
        ids = resolution.resolution.get("kept") or []
        visible_kept = visible(store, writer, ids)
        kept = [m for m in store.get(unit.tenant, ids) if m.status is Status.ACTIVE and m.id in visible_kept]
    facts = tuple(m for m in active if m.id in seen)
    rival = any(value_of(m) != value_of(unit) for m in facts)
    return Pair(facts=facts, hidden=tuple(m for m in active if m.id not in seen),
                timeline=tuple(m for m in timeline if m.id in seen),
                conflict=open_seen[0] if open_seen else None,
                conflict_behind=open_any[0] if writer is not None and open_any and not open_seen else None,
                resolution=resolution, kept=tuple(kept),
                churn=_churn(store, unit, everything, policy, writer) if rival else 0)


def _churn(store: Store, unit: MemoryUnit, conflicts: list[ConflictRecord], policy: WritePolicy,
           writer: Scope | None) -> int:
    """Supersessions of the pair recorded in its loop window: the last 30 days, or since its last
    resolution if later (:func:`credo.rules.churn`; only what the writer may see counts)."""
    if policy.loop_window_days <= 0:
        return 0
    since = unit.created_at - timedelta(days=policy.loop_window_days)
    for record in conflicts:
        if record.status is ConflictStatus.RESOLVED and record.resolved_at and record.resolved_at > since:
            since = record.resolved_at
    rows = rules.churn(store, unit.tenant, since, user=unit.user, entity=unit.entity, attribute=unit.attribute,
                       viewer=writer)
    return int(rows[0]["count"]) if rows else 0


def _neighbours(store: Store, embedder: Embedder, unit: MemoryUnit, vector: np.ndarray, policy: WritePolicy,
                writer: Scope | None) -> list[tuple[MemoryUnit, float]]:
    """The user's closest active memories (own only, ``embedder``'s vectors, those the writer may see), best first.

    Cosines are on one scale for every model (:func:`credo.embed.similarity`), the scale of the policy's thresholds.
    """
    own = (writer or Scope(tenant=unit.tenant, user=unit.user)).own()
    flt = RecallFilter(now=unit.created_at, min_confidence=0.0)
    hits = store.search_vector(own, vector, flt, max(policy.max_links, policy.surprise_k), model=embedder.name)
    units = {u.id: u for u in store.get(unit.tenant, [i for i, _ in hits])}
    return [(units[i], similarity(embedder, c)) for i, c in hits if i in units]


def _hidden_twin(store: Store, embedder: Embedder, writer: Scope, unit: MemoryUnit, vector: np.ndarray,
                 policy: WritePolicy) -> MemoryUnit | None:
    """A memory of the user the writer may not see that ``unit`` duplicates, if any."""
    unseen = writer.own().model_copy(update={"ceiling": None})
    flt = RecallFilter(now=unit.created_at, min_confidence=0.0)
    hits = [(i, c) for i, c in store.search_vector(unseen, vector, flt, policy.surprise_k, model=embedder.name)
            if i != unit.id and similarity(embedder, c) >= policy.duplicate_cosine]
    seen = visible(store, writer, [i for i, _ in hits])
    for other in store.get(unit.tenant, [i for i, _ in hits if i not in seen]):
        if not gates.changed_specifics(other.text, unit.text):
            return other
    return None


def apply(store: Store, decision: Decision, vector: np.ndarray | None, *, actor: str) -> ConflictRecord | None:
    """Carry out a decision's actions in order (the caller holds the transaction); the conflict it opened or
    joined that the writer may be told of, if any."""
    conflict = None
    for action in decision.actions:
        if isinstance(action, Insert):
            insert_unit(store, action.unit, vector, actor=actor)
        elif isinstance(action, Reinforce):
            store.update(action.existing.tenant, action.existing.id,
                         {"confirmations": action.existing.confirmations + 1, "updated_at": action.at})
            store.record_access(action.existing.tenant, [action.existing.id], action.at, recalled=False)
        elif isinstance(action, Merge):
            _merge(store, action, vector, actor=actor)
        elif isinstance(action, Supersede):
            supersede(store, action.old, action.new, actor=actor, now=action.new.created_at, reason=action.reason)
        elif isinstance(action, ArriveSuperseded):
            _arrive_superseded(store, action, actor=actor)
        elif isinstance(action, JoinConflict):
            joined = _join(store, action.conflict, action.unit)
            conflict = conflict if action.silent else joined
        elif isinstance(action, Escalate):
            conflict = _escalate(store, action, actor=actor)
        elif isinstance(action, Collide):
            _collide(store, action.unit, action.hidden, actor=actor)
        elif isinstance(action, Relate):
            _link(store, action)
    return conflict


def _merge(store: Store, action: Merge, vector: np.ndarray | None, *, actor: str) -> None:
    """Write the merged memory (keeping the old vector when the text is the old one's) and retire the old."""
    old, unit = action.old, action.unit
    if action.same_text:
        vector = store.vectors(old.tenant, [old.id], model=unit.embedding_model or "").get(old.id, vector)
    insert_unit(store, unit, vector, actor=actor)
    supersede(store, old, unit, actor=actor, now=unit.created_at, status=Status.MERGED, link=LinkType.MERGED_INTO)


def _arrive_superseded(store: Store, action: ArriveSuperseded, *, actor: str) -> None:
    unit, newer, now = action.unit, action.newer, action.unit.created_at
    record_status(store, unit, Status.SUPERSEDED, f"superseded on arrival by later fact {newer.id}",
                  actor=actor, now=now, old=Status.ACTIVE)
    store.add_links(unit.tenant, [Link(source_id=newer.id, target_id=unit.id, type=LinkType.SUPERSEDES,
                                       created_at=now)])


def _join(store: Store, record: ConflictRecord, unit: MemoryUnit) -> ConflictRecord:
    """Add a new value of a contested pair to its open conflict."""
    record = record.model_copy(update={"memory_ids": [*record.memory_ids, unit.id]})
    store.save_conflict(record)
    return record


def _escalate(store: Store, action: Escalate, *, actor: str) -> ConflictRecord:
    """Challenge the rivals (the new memory was written challenged) and open a conflict for a person."""
    unit, now = action.unit, action.unit.created_at
    for rival in action.rivals:
        record_status(store, rival, Status.CHALLENGED, f"contested: {action.reason}", actor=actor, now=now,
                      escalation=True)
    record = ConflictRecord(id=uuid.uuid4().hex, tenant=unit.tenant, user=unit.user, entity=unit.entity or "",
                            attribute=unit.attribute or "", memory_ids=[r.id for r in action.rivals] + [unit.id],
                            reason=action.reason, created_at=now)
    store.save_conflict(record)
    # the audit chain cannot be rewritten at erasure, so it carries ids, never entity, attribute or text
    store.append_audit(unit.tenant, "conflict.opened", actor, now, unit.id,
                       {"conflict_id": record.id, **({"reopens": action.reopens} if action.reopens else {})})
    return record


#: The reason a collision with memories the writer may not see is queued for review.
COLLISION_REASON = "a new value collides with memories its writer may not see"


def _collide(store: Store, unit: MemoryUnit, hidden: Sequence[MemoryUnit], *, actor: str) -> ConflictRecord:
    """Queue for review a write that met memories its writer may not see; nothing of theirs changes.

    The conflict names the hidden memories, so only a caller who may see all of
    them is shown it (:func:`credo.store.sql.conflict_clause`); the writer's answer
    does not mention it.
    """
    now = unit.created_at
    record = ConflictRecord(id=uuid.uuid4().hex, tenant=unit.tenant, user=unit.user, entity=unit.entity or "",
                            attribute=unit.attribute or "", memory_ids=[m.id for m in hidden] + [unit.id],
                            reason=COLLISION_REASON, created_at=now)
    store.save_conflict(record)
    store.append_audit(unit.tenant, "conflict.opened", actor, now, unit.id,
                       {"conflict_id": record.id, "entity": unit.entity, "attribute": unit.attribute,
                        "collision": True})
    return record


def _link(store: Store, action: Relate) -> None:
    """Knowlyr gate 3: related links both ways between the new memory and each chosen neighbour."""
    unit = action.unit
    links = []
    for other, cosine in action.targets:
        weight = round(float(cosine), 4)
        links += [Link(source_id=unit.id, target_id=other.id, type=LinkType.RELATED, weight=weight,
                       created_at=unit.created_at),
                  Link(source_id=other.id, target_id=unit.id, type=LinkType.RELATED, weight=weight,
                       created_at=unit.created_at)]
    store.add_links(unit.tenant, links)
