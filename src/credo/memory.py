"""The facade: one object over the core, the API a Python user meets first.

>>> import tempfile, os
>>> from credo import Memory, HashEmbedder
>>> mem = Memory(os.path.join(tempfile.mkdtemp(), "demo.db"), embedder=HashEmbedder())
>>> first = mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
>>> moved = mem.store("Ann moved to London", user="ann", entity="ann", attribute="home_city", value="London")
>>> moved.superseded == [first.memory.id]
True
>>> [r.memory.text for r in mem.recall("where does Ann live?", user="ann")]
['Ann moved to London']

Every call is scoped: the tenant comes from the constructor (or ``tenant=``),
user-scoped calls need ``user=``, and a missing one raises MissingScope rather
than widening to "all". Id-addressed calls (get, history, status, forget,
erase) are confined to the tenant, and to one user when ``user=`` is passed.
The clock is injectable: ``Memory(clock=...)`` or ``now=`` on any call.

Recall is reranked by default: the cross-encoder
(:data:`credo.rerank.DEFAULT_RERANKER`, loaded on the first recall that needs
it) rescores the best ``rerank_depth`` candidates (20; 0..200). ``Memory(reranker=None)``
turns it off for the store, ``recall(..., rerank=False)`` for one call.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

import dataclasses
import logging
import random

from . import codebase
from . import context as packing
from . import importance as imp
from . import jobs, lifecycle, write
from . import rules
from .embed import DEFAULT_EMBEDDER, Embedder, embed_one, embedder_named, supplied
from .errors import Conflict, InvalidInput, NotFound
from .limits import MAX_ID_CHARS, MAX_NAME_CHARS, MAX_OFFSET, check_text
from .manage import cards as peer_cards
from .manage import compress as compression
from .manage import loops
from .manage import crystallize as crystal
from .manage import drift as drifting
from .manage import forget as forgetting
from .manage import pipeline as tiers
from .manage import sessions as observing
from .manage import probe as probing
from .manage import prune as pruning
from .manage import promote as layers
from .manage import reembed as reembedding
from .decay import DecayPolicy
from .manage.decay import run_decay
from .models import (
    Classification,
    ConflictRecord,
    ConflictStatus,
    History,
    Job,
    Scope,
    Kind,
    Layer,
    MAX_TEXT_CHARS,
    MemoryUnit,
    MergeProposal,
    PeerCard,
    ProposalStatus,
    Resolution,
    Source,
    Status,
    StatusChange,
    normalise_key,
    scope,
)
from .recall import RERANK_DEPTH, RecallResult, RecallWeights, check_rerank_depth, contests, mode_kinds, recall
from .rerank import DEFAULT_RERANKER, Reranker
from .scheduler import Scheduler
from .store.base import RecallFilter, Store
from .store import open_store
from .timeutil import Clock, parse_time, to_iso, utcnow
from .visibility import redact_changes, redact_job, redact_links, redact_units, visible
from .write import RememberResult, StoreResult, WritePolicy

log = logging.getLogger("credo")


class Memory:
    """A credo memory store: ``Memory("credo.db")`` opens or creates one with offline defaults.

    ``path`` is a SQLite file or a ``postgresql://`` URL (:func:`credo.store.open_store`);
    ``store`` passes a backend built some other way.

    ``embedder`` is an :class:`~credo.embed.Embedder`, or a model's name (``"bge-small"``,
    ``"minilm"``). Without one, a store whose vectors are mostly of a model credo knows keeps
    that model, and a new store gets bge-small; where some vectors are of another model than
    the one in use, a one-line warning (logger ``credo``) says how many and that
    :meth:`reembed` moves them.
    """

    def __init__(self, path: str | Path = "credo.db", *, tenant: str | None = "default",
                 embedder: Embedder | str | None = None, store: Store | None = None, clock: Clock | None = None,
                 weights: RecallWeights | None = None, extractor: Any = None,
                 policy: WritePolicy | None = None, seed: int | None = None,
                 decay: DecayPolicy | None = None, merger: Any = None,
                 forget_policy: forgetting.ForgetPolicy | None = None,
                 prune_policy: pruning.PrunePolicy | None = None,
                 reranker: Reranker | None = DEFAULT_RERANKER, rerank_depth: int = RERANK_DEPTH,
                 llm: Any = None, pipeline_policy: tiers.PipelinePolicy | None = None,
                 evict_policy: observing.EvictPolicy | None = None) -> None:
        named = embedder_named(embedder) if isinstance(embedder, str) else embedder  # a bad name opens nothing
        self.backend: Store = store if store is not None else open_store(path)
        self.embedder: Embedder = named if named is not None else self._stored_embedder()
        if named is None or isinstance(embedder, str):
            if line := reembedding.hint(self.backend, self.embedder):
                log.warning(line)
        self.tenant = tenant
        self.clock: Clock = clock or utcnow
        self.weights = weights or RecallWeights()
        self.policy = policy or WritePolicy()
        self._extractor = extractor
        self._worker: jobs.Worker | None = None
        self.decay = decay or DecayPolicy()
        # what the forgetting job archives, and the opt-in retention settings (by default nothing is purged)
        self.forget_policy = forget_policy or forgetting.ForgetPolicy()
        # agentmemory's consolidation tiers and its session/observation eviction (manage.pipeline, manage.sessions)
        self.pipeline_policy = pipeline_policy or tiers.PipelinePolicy()
        self.evict_policy = evict_policy or observing.EvictPolicy()
        # how long the access log, finished jobs and audit events are kept (the prune job, dream step 7)
        self.prune_policy = prune_policy or pruning.PrunePolicy()
        self.merger = merger  # consolidation: an LLM merger when configured, else the extractive one
        # maintenance's model: complete(messages) -> text, for the steps that write prose or confirm a claim
        # (peer cards, cross-domain bridges, semantic facts); None keeps every such step extractive/offline
        if llm is not None and not callable(llm):
            raise InvalidInput("llm must be a function from chat messages to text, or None")
        self.llm = llm
        self.rng = random.Random(seed)  # Thompson sampling; a seed makes rankings repeatable
        # the cross-encoder rescoring the best rerank_depth candidates of each recall (None: never)
        if reranker is not None and not isinstance(reranker, Reranker):
            raise InvalidInput("reranker must have a name and score(query, texts), or be None")
        self.reranker = reranker
        self.rerank_depth = check_rerank_depth(rerank_depth)

    def _stored_embedder(self) -> Embedder:
        """The model most of the store's vectors are from, if credo knows it by name; else the default."""
        return embedder_named(reembedding.stored_model(self.backend) or DEFAULT_EMBEDDER)

    @property
    def extractor(self) -> Any:
        """The extraction provider; the offline rules extractor unless one was given."""
        if self._extractor is None:
            from .llm.rules import RulesExtractor

            self._extractor = RulesExtractor()
        return self._extractor

    # -- helpers ------------------------------------------------------------

    def _now(self, now: datetime | str | None) -> datetime:
        return parse_time(now) or self.clock()

    def _tenant(self, tenant: str | None) -> str:
        return scope(tenant if tenant is not None else self.tenant, user_required=False).tenant

    def owned(self, memory_id: str, tenant: str | None = None, user: str | None = None, *,
              viewer: Scope | None = None) -> MemoryUnit:
        """The memory if this tenant (and ``user``, and ``viewer``, when given) may address it, else NotFound.

        No links loaded. A memory the viewer may not see answers exactly like one that does not exist.
        """
        unit = lifecycle.load(self.backend, self._tenant(tenant), memory_id)
        if user is not None and unit.user != user and not unit.shared:
            raise NotFound(f"memory {memory_id} not found")
        if viewer is not None and unit.id not in visible(self.backend, viewer, [unit.id]):
            raise NotFound(f"memory {memory_id} not found")
        return unit

    def _scope(self, tenant: str | None, user: str | None, viewer: Scope | None) -> Scope:
        """One user's scope carrying the viewer's ceiling: what it may not see, it neither reads nor changes."""
        who = scope(tenant if tenant is not None else self.tenant, user)
        return who.model_copy(update={"ceiling": viewer.ceiling}) if viewer is not None else who

    def _reranker(self, rerank: bool | None) -> Reranker | None:
        """The reranker one call uses: the store's (``None``), none (``False``), or the store's, required (``True``)."""
        if rerank is not None and not isinstance(rerank, bool):
            raise InvalidInput(f"rerank must be True, False or None (the store's setting), got {rerank!r}")
        if rerank is False:
            return None
        if rerank and not self.reranks:
            raise InvalidInput("rerank was asked for, but this store does not rerank "
                               "(no reranker, a rerank weight of 0 or a rerank depth of 0)")
        return self.reranker

    @property
    def reranks(self) -> bool:
        """Whether recall rescores its best candidates with the cross-encoder unless a call says otherwise."""
        return self.reranker is not None and self.weights.rerank > 0 and self.rerank_depth > 0

    # -- write --------------------------------------------------------------

    def store(self, text: str, *, user: str, kind: Kind | str = Kind.FACT, topic: str | None = None,
              importance: float = 0.5, confidence: float = 0.8, entity: str | None = None,
              attribute: str | None = None, value: str | None = None, source: str = "user",
              at: datetime | str | None = None, now: datetime | str | None = None, tenant: str | None = None,
              actor: str = "api", viewer: Scope | None = None, **fields: Any) -> StoreResult:
        """Insert one memory as given (no extraction), with seed 000's contradiction check.

        ``at`` is when the fact became true (default: now). Other MemoryUnit
        fields (agent, source_session, layer, classification, domain, shared,
        pinned, forget_after, metadata ...) pass through ``fields``. ``viewer``
        (set by :class:`~credo.security.Guarded`) is who writes: a memory it may
        not see is neither superseded nor named in the answer.
        """
        who = self._scope(tenant, user, viewer)
        unit = write.build_unit(who, text, now=self._now(now), at=at, kind=kind, topic=topic, importance=importance,
                                confidence=confidence, entity=entity, attribute=attribute, value=value,
                                source=source, **fields)
        return write.store_memory(self.backend, self.embedder, unit, actor=actor, policy=self.policy,
                                  viewer=who if viewer is not None else None)

    def store_many(self, items: Iterable[str | dict[str, Any]], *, user: str, tenant: str | None = None,
                   actor: str = "api", viewer: Scope | None = None, embeddings: Any = None,
                   **defaults: Any) -> list[StoreResult]:
        """Store several memories with one embedding batch and one transaction.

        Each item is a text, or a dict with ``text`` and any keyword argument of
        :meth:`store` (``kind``, ``at``, ``now``, ``metadata`` ...); ``defaults``
        apply to every item that does not set its own. Items are stored in order,
        each with the contradiction check; one invalid item stores none.

        ``embeddings``: vectors the caller already computed with this store's
        embedder (``memory.embedder.name``), one unit-length row of its dimension
        per item, in order (a numpy array or nested lists); the model is then not
        run. Anything else is InvalidInput and stores nothing.

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "many.db"), embedder=HashEmbedder())
        >>> done = mem.store_many(["Ann likes tea", {"text": "Ann met Bo", "at": "2024-05-01"}],
        ...                       user="ann", kind="episode")
        >>> [(r.memory.text, r.memory.kind.value) for r in done]
        [('Ann likes tea', 'episode'), ('Ann met Bo', 'episode')]
        """
        who = self._scope(tenant, user, viewer)
        units = []
        for item in items:
            fields = {**defaults, **({"text": item} if isinstance(item, str) else item)}
            if {"user", "tenant", "actor"} & set(fields):
                raise InvalidInput("user, tenant and actor are set for the whole batch, not per item")
            text, now = fields.pop("text", None), fields.pop("now", None)
            units.append(write.build_unit(who, text, now=self._now(now), **fields))
        vectors = supplied(self.embedder, embeddings, len(units)) if embeddings is not None else None
        return write.store_memories(self.backend, self.embedder, units, actor=actor, policy=self.policy,
                                    viewer=who if viewer is not None else None, vectors=vectors)

    def remember(self, text_or_messages: str | list[Any], *, user: str, session: str | None = None,
                 source: Source | str = Source.USER, at: datetime | str | None = None, agent: str | None = None,
                 now: datetime | str | None = None, tenant: str | None = None, actor: str = "api",
                 viewer: Scope | None = None) -> RememberResult:
        """Extract memories from conversation text and write them through every gate, in one transaction.

        ``text_or_messages`` is a string (spoken by ``source``), a list of
        strings, or chat messages ``{"role": "user"|"assistant"|"tool", "content": ...}``.
        """
        who = self._scope(tenant, user, viewer)
        turns = write.turns_from(text_or_messages, source)
        return write.remember(self.backend, self.embedder, self.extractor, who, turns, now=self._now(now),
                              at=parse_time(at), session=session, agent=agent, policy=self.policy, actor=actor)

    def submit(self, text_or_messages: str | list[Any], *, user: str, session: str | None = None,
               source: Source | str = Source.USER, at: datetime | str | None = None, agent: str | None = None,
               idempotency_key: str | None = None, now: datetime | str | None = None,
               tenant: str | None = None, actor: str = "api", viewer: Scope | None = None) -> Job:
        """Queue a remember for the background worker and return its job at once.

        The same ``idempotency_key`` in the tenant returns the first job, so a
        retried request never ingests twice. What the job stores is recorded
        as written by ``actor``, not by the worker. The job records the ``viewer``'s
        ceiling: the worker writes with it, and only callers at or above it see the job.
        """
        who = scope(tenant if tenant is not None else self.tenant, user)
        write.turns_from(text_or_messages, source)  # reject bad input now, not in the worker
        # everything the worker will need is checked now: a job that could only fail is never queued
        payload = {"input": text_or_messages, "session": check_text(session, "session", max_chars=MAX_ID_CHARS),
                   "source": Source.parse(source).value, "at": to_iso(parse_time(at)),
                   "agent": check_text(agent, "agent", max_chars=MAX_ID_CHARS), "actor": actor,
                   "ceiling": viewer.ceiling.value if viewer is not None and viewer.ceiling is not None else None}
        fresh = jobs.new_job(who.tenant, who.user, payload, now=self._now(now), idempotency_key=idempotency_key)
        job = self.backend.enqueue_job(fresh)
        if job.id != fresh.id and viewer is not None and not self.backend.jobs(who.tenant, ids=[job.id], viewer=viewer):
            # the key names someone else's job: say so without showing it
            raise Conflict("this idempotency key was already used by another caller")
        if self._worker is not None:
            self._worker.notify()
        return job

    def job(self, job_id: str, *, tenant: str | None = None, viewer: Scope | None = None) -> Job:
        """A job's state: queued, running, done (with its result) or failed (with the reason).

        With a ``viewer``: NotFound unless it may see the job, and the result lists only what it may see.
        """
        found = jobs.get_job(self.backend, self._tenant(tenant), job_id, viewer=viewer)
        return redact_job(self.backend, viewer, found)

    def jobs(self, *, tenant: str | None = None, limit: int = 50, viewer: Scope | None = None) -> list[Job]:
        """The newest jobs of the tenant that the ``viewer`` may see, their results cut down to it."""
        found = self.backend.jobs(self._tenant(tenant), limit=limit, viewer=viewer)
        return [redact_job(self.backend, viewer, job) for job in found]

    @property
    def worker(self) -> jobs.Worker:
        """The job worker bound to this Memory (call ``drain()``, or ``start()`` for a thread)."""
        if self._worker is None:
            self._worker = jobs.Worker(self.backend, self._run_job, clock=self.clock)
        return self._worker

    def run_jobs(self) -> list[Job]:
        """Run every runnable job now, in order; returns them."""
        return self.worker.drain()

    def _run_job(self, job: Job) -> dict[str, Any]:
        payload = job.payload
        ceiling = payload.get("ceiling")
        writer = Scope(tenant=job.tenant, user=job.user, ceiling=ceiling) if ceiling else None
        return self.remember(payload["input"], user=job.user, session=payload.get("session"),
                             source=payload.get("source") or Source.USER, at=payload.get("at"),
                             agent=payload.get("agent"), tenant=job.tenant,
                             actor=payload.get("actor") or "worker", viewer=writer).to_public()

    def conflicts(self, *, user: str | None = None, status: ConflictStatus | str | None = ConflictStatus.OPEN,
                  tenant: str | None = None, viewer: Scope | None = None) -> list[ConflictRecord]:
        """Contested entity+attribute pairs waiting for a person (``status=None`` for all).

        With a ``viewer``, only conflicts all of whose memories it may see.
        """
        return self.backend.conflicts(self._tenant(tenant), user=user,
                                      status=ConflictStatus.parse(status) if status else None, viewer=viewer)

    def resolve_conflict(self, conflict_id: str, action: Resolution | str, *, context: str | None = None,
                         value: str | None = None, text: str | None = None, actor: str = "api",
                         now: datetime | str | None = None, tenant: str | None = None,
                         viewer: Scope | None = None) -> loops.Settlement:
        """Settle a contested pair: keep_existing, keep_new, keep_both (with ``context``) or custom (``value``).

        The decision is stored as a high-importance meta-memory and ends the loop.
        """
        t, when, action = self._tenant(tenant), self._now(now), Resolution.parse(action)
        found = self.backend.conflicts(t, ids=[conflict_id], viewer=viewer) if isinstance(conflict_id, str) else []
        if not found:
            raise NotFound(f"conflict {conflict_id} not found")
        record = found[0]
        who = scope(t, record.user)
        contested = self.backend.get(t, record.memory_ids)
        # the resolution repeats the contested values: it is as sensitive as the most sensitive of them
        level = max((u.classification for u in contested), key=lambda c: c.rank, default=Classification.INTERNAL)
        existing, newest = loops.sides(contested) if contested else (None, None)
        values = {"existing": existing.value if existing else None, "newest": newest.value if newest else None}
        custom = None
        if action is Resolution.CUSTOM:
            if not value or not str(value).strip():
                raise InvalidInput("custom needs a value")
            custom = write.build_unit(who, text or f"{record.entity} {record.attribute.replace('_', ' ')}: {value}",
                                      now=when, kind=contested[-1].kind if contested else Kind.FACT,
                                      entity=record.entity, attribute=record.attribute, value=value,
                                      importance=loops.META_IMPORTANCE, confidence=loops.META_CONFIDENCE,
                                      source=loops.META_SOURCE, classification=level)
        meta = write.build_unit(
            who, loops.meta_memory_text(record, action, values, context=context, value=value, actor=actor),
            now=when, kind=loops.META_KIND, importance=loops.META_IMPORTANCE, confidence=loops.META_CONFIDENCE,
            source=loops.META_SOURCE, classification=level,
            metadata={"conflict_id": record.id, "resolution": action.value})
        vectors = {u.id: embed_one(self.embedder, u.text) for u in (custom, meta) if u is not None}
        with self.backend.transaction():
            for unit in (custom, meta):
                if unit is not None:
                    unit.embedding_model, unit.embedding_dim = self.embedder.name, self.embedder.dim
                    write.insert_unit(self.backend, unit, vectors[unit.id], actor=actor)
            return loops.resolve(self.backend, record, action, actor=actor, now=when, context=context,
                                 value=value, custom_unit=custom, meta_unit=meta)

    def loop_audit(self, *, user: str | None = None, now: datetime | str | None = None,
                   tenant: str | None = None) -> list[dict[str, Any]]:
        """Seed 000's audit: entity+attribute pairs superseded 3+ times in the last 30 days."""
        return loops.loop_audit(self.backend, self._tenant(tenant), self._now(now), user=user)

    def browse(self, *, user: str | None = None, query: str | None = None,
               statuses: Iterable[Status | str] | None = None, kinds: Iterable[Kind | str] | None = None,
               layers: Iterable[Layer | str] | None = None, topic: str | None = None, min_confidence: float = 0.0,
               max_confidence: float = 1.0, classifications: Iterable[Classification | str] | None = None,
               max_classification: Classification | str | None = None, limit: int = 50, offset: int = 0,
               rerank: bool | None = None, tenant: str | None = None,
               viewer: Scope | None = None) -> list[MemoryUnit]:
        """Memories for a person to look through: any status unless filtered, newest first.

        With ``query`` (needs ``user``) the same filters apply to a ranked search,
        without exploration (the same page every time) and reranked like
        :meth:`recall` (``rerank``): a person reading a search wants its best
        ranking, and the cross-encoder costs only the first ``rerank_depth``
        candidates, whatever the page.
        """
        reranker = self._reranker(rerank)
        t = self._tenant(tenant)
        if not isinstance(limit, int) or not 1 <= limit <= 500 or not isinstance(offset, int) \
                or not 0 <= offset <= MAX_OFFSET:
            raise InvalidInput(f"limit must be 1..500 and offset 0..{MAX_OFFSET}")
        check_text(user, "user", max_chars=MAX_ID_CHARS)
        if not 0.0 <= min_confidence <= max_confidence <= 1.0:
            raise InvalidInput("need 0 <= min_confidence <= max_confidence <= 1")
        flt = dataclasses.replace(
            self._filter(now=None, min_confidence=min_confidence, kinds=kinds, layers=layers, topic=topic,
                         max_classification=max_classification),
            statuses=frozenset(Status.parse(x) for x in statuses) if statuses else frozenset(Status),
            max_confidence=max_confidence, current_only=False,
            classifications=frozenset(Classification.parse(c) for c in classifications) if classifications else None)
        ceiling = viewer.ceiling if viewer is not None else None
        who = Scope(tenant=t, user=user, include_shared=user is not None, ceiling=ceiling)
        if query:
            hits = recall(self.backend, self.embedder, scope(t, user).model_copy(update={"ceiling": ceiling}), query,
                          flt, limit=min(limit + offset, 200), weights=self.weights, record_access=False,
                          decay=self.decay, explore=False, reranker=reranker, rerank_depth=self.rerank_depth)
            return redact_units(self.backend, viewer, [h.memory for h in hits][offset: offset + limit])
        return redact_units(self.backend, viewer, rules.list_memories(self.backend, who, flt, limit=limit, offset=offset))

    def stats(self, *, user: str | None = None, tenant: str | None = None,
              viewer: Scope | None = None) -> dict[str, Any]:
        """Counts by status, kind, layer, classification and embedding model, job states, open conflicts,
        retention histogram, and ``reembed_needed``: how many memories lack a vector of the embedder in use.

        With a ``viewer``, everything counted is what it may see.
        """
        stats = rules.stats(self.backend, self._tenant(tenant), user, viewer=viewer)
        stats["embedder"] = self.embedder.name
        stats["reembed_needed"] = stats["total"] - stats["embedding_models"].get(self.embedder.name, 0)
        return stats

    def reembed(self, model: Embedder | str | None = None, *, batch_size: int = reembedding.BATCH_SIZE,
                progress: reembedding.Progress | None = None, actor: str = "api",
                now: datetime | str | None = None) -> dict[str, Any]:
        """Give every memory (every tenant, every status) a vector of ``model``, then recall with it.

        ``model`` is an embedder or a name (``"bge-small"``, ``"minilm"``); by default the one in
        use. Batches of ``batch_size`` commit one at a time, so an interrupted run resumes where it
        stopped; ``progress(done, total)`` follows each. Returns the report of
        :func:`credo.manage.reembed.reembed` (``total`` 0: nothing was left to do).

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "m.db"), embedder=HashEmbedder(dim=32))
        >>> _ = mem.store("Ann drinks green tea", user="ann")
        >>> mem.reembed(HashEmbedder(dim=64))["done"], mem.stats()["reembed_needed"]
        (1, 0)
        """
        target = self.embedder if model is None else model
        target = embedder_named(target) if isinstance(target, str) else target
        report = reembedding.reembed(self.backend, target, now=self._now(now), batch_size=batch_size,
                                     progress=progress, actor=actor)
        self.embedder = target
        return report

    def edit(self, memory_id: str, *, text: str | None = None, importance: float | None = None,
             confidence: float | None = None, actor: str = "api", now: datetime | str | None = None,
             tenant: str | None = None, user: str | None = None, viewer: Scope | None = None) -> MemoryUnit:
        """Correct a memory by hand: its text (re-indexed and re-embedded), importance or confidence."""
        unit = self.owned(memory_id, tenant, user, viewer=viewer)
        when = self._now(now)
        changes: dict[str, Any] = {}
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
            raise InvalidInput("nothing to change: give text, importance or confidence")
        vector = embed_one(self.embedder, changes["text"]) if "text" in changes else None
        with self.backend.transaction():
            self.backend.update(unit.tenant, unit.id, {**changes, **imp.refreshed(unit, changes, when),
                                                       "version": unit.version + 1, "updated_at": when})
            if vector is not None:
                self.backend.update(unit.tenant, unit.id, {}, vector=vector, model=self.embedder.name)
            self.backend.append_audit(unit.tenant, "memory.edited", actor, when, unit.id,
                                      {"fields": sorted(changes)})
        return self.get(memory_id, tenant=tenant, viewer=viewer)

    # -- maintenance ------------------------------------------------------------------

    #: Every maintenance job by name, in the order ``manage("all")`` runs them. Each takes
    #: ``(memory, tenant, now, dry_run=, user=, viewer=)`` and returns a report; CLI, REST, MCP and
    #: the scheduler all dispatch through this one table.
    JOB_TABLE: dict[str, Any] = {}

    def manage(self, job: str, *, now: datetime | str | None = None, dry_run: bool = False,
               tenant: str | None = None, user: str | None = None, viewer: Scope | None = None) -> dict[str, Any]:
        """Run one maintenance job (or ``"all"``, in order) for the tenant and return its report.

        ``now`` runs it as of another time: ``manage("decay", now="2027-01-01", dry_run=True)``
        shows what a year of decay would do without writing anything.
        """
        t, when = self._tenant(tenant), self._now(now)
        if job == "all":
            return {"job": "all", "dry_run": dry_run,
                    "reports": [self.manage(j, now=when, dry_run=dry_run, tenant=t, user=user, viewer=viewer)
                                for j in self.JOB_TABLE]}
        run = self.JOB_TABLE.get(job)
        if run is None:
            raise InvalidInput(f"unknown job {job!r} (one of: {', '.join(self.JOB_TABLE)}, all)")
        return run(self, t, when, dry_run=dry_run, user=user, viewer=viewer)

    def verify_audit(self, *, tenant: str | None = None) -> dict[str, Any]:
        """Check the tenant's audit chain from its latest pruning checkpoint, and the checkpoints' own chain.

        ``{"tenant", "ok", "checkpoints", "events", "error"}``; ``error`` names the first event or
        checkpoint that was altered or deleted (:mod:`credo.manage.prune`).

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "a.db"), embedder=HashEmbedder())
        >>> _ = mem.store("Ann likes tea", user="ann")
        >>> mem.verify_audit()["ok"]
        True
        """
        return pruning.verify_audit(self.backend, self._tenant(tenant))

    def _consolidate_all(self, tenant: str, now: datetime, *, dry_run: bool, user: str | None,
                         viewer: Scope | None = None) -> dict[str, Any]:
        users = [user] if user else rules.users(self.backend, tenant)
        reports = [self.consolidate(user=u, now=now, dry_run=dry_run, tenant=tenant, viewer=viewer).to_public()
                   for u in users]
        return {"job": "consolidate", "dry_run": dry_run, "users": reports}

    def consolidate(self, *, user: str, topic: str | None = None, dry_run: bool = True, method: str = "embedding",
                    threshold: float | None = None, now: datetime | str | None = None,
                    tenant: str | None = None, viewer: Scope | None = None) -> Any:
        """Merge clusters of similar memories into canonical ones; ``dry_run`` (the default) only shows the diff.

        With a ``viewer``, only memories it may see are scanned, shown or merged.
        """
        from .manage.consolidate import consolidate  # imported on use: the web UI degrades without it

        who = self._scope(tenant, user, viewer)
        return consolidate(self.backend, self.embedder, who, now=self._now(now), topic=topic, dry_run=dry_run,
                           method=method, threshold=threshold, merger=self.merger)

    def crystallize(self, session: str, *, user: str, dry_run: bool = False, now: datetime | str | None = None,
                    tenant: str | None = None) -> dict[str, Any]:
        """Fold a finished task's episodes (one session) into a digest memory and lesson memories."""
        who = scope(tenant if tenant is not None else self.tenant, user)
        return crystal.crystallize(self.backend, self.embedder, who, session, now=self._now(now), dry_run=dry_run)

    def ingest_code(self, path: str | Path, *, user: str, dry_run: bool = False, limit: int = codebase.MAX_FILES,
                    name: str | None = None, now: datetime | str | None = None, tenant: str | None = None,
                    actor: str = "api") -> dict[str, Any]:
        """Record the repository at ``path`` (this machine's filesystem) as ``user``'s codebase memories.

        One memory per directory (its files) and per source file (its classes and functions with
        signatures); re-ingesting writes only what changed, superseding the old memory. Returns
        ``{"files", "created", "updated", "unchanged", "skipped", ...}`` (:func:`credo.codebase.ingest`).
        Local callers only: no remote surface reads a server path.

        >>> import tempfile, os, pathlib
        >>> from credo import HashEmbedder
        >>> repo = pathlib.Path(tempfile.mkdtemp()); _ = (repo / "app.py").write_text("def main(argv=None): ...")
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "c.db"), embedder=HashEmbedder())
        >>> report = mem.ingest_code(repo, user="ann")
        >>> report["files"], report["created"], mem.ingest_code(repo, user="ann")["unchanged"]
        (1, 2, 2)
        """
        return codebase.ingest(self, path, user=user, now=self._now(now), dry_run=dry_run, limit=limit, name=name,
                               tenant=tenant, actor=actor)

    def sessions(self, *, user: str, now: datetime | str | None = None, tenant: str | None = None,
                 viewer: Scope | None = None) -> list[dict[str, Any]]:
        """A user's sessions (memories sharing ``source_session``), most recent first, each with its state:
        open, finished, summarised, stale or archived (:func:`credo.manage.sessions.list_sessions`)."""
        if not isinstance(user, str) or not user:
            raise InvalidInput("user must be a non-empty string")
        return observing.list_sessions(self.backend, self._tenant(tenant), self._now(now), user=user,
                                       policy=self.evict_policy, viewer=viewer)

    def pin(self, memory_id: str, pinned: bool = True, *, actor: str = "api", now: datetime | str | None = None,
            tenant: str | None = None, user: str | None = None,
            viewer: Scope | None = None) -> MemoryUnit:
        """Pin a memory (exempt from every forgetting pass), or unpin it with ``pinned=False``."""
        self.owned(memory_id, tenant, user, viewer=viewer)
        return layers.pin(self.backend, self._tenant(tenant), memory_id, pinned, actor=actor, now=self._now(now))

    def promote(self, memory_id: str, *, actor: str = "api", now: datetime | str | None = None,
                tenant: str | None = None, user: str | None = None,
                viewer: Scope | None = None) -> MemoryUnit:
        """Move a memory one layer up: working -> episodic -> semantic."""
        self.owned(memory_id, tenant, user, viewer=viewer)
        return layers.step(self.backend, self._tenant(tenant), memory_id, +1, actor=actor, now=self._now(now))

    def demote(self, memory_id: str, *, actor: str = "api", now: datetime | str | None = None,
               tenant: str | None = None, user: str | None = None,
               viewer: Scope | None = None) -> MemoryUnit:
        """Move a memory one layer down: semantic -> episodic -> working."""
        self.owned(memory_id, tenant, user, viewer=viewer)
        return layers.step(self.backend, self._tenant(tenant), memory_id, -1, actor=actor, now=self._now(now))

    def review_queue(self, *, user: str | None = None, tenant: str | None = None, limit: int = 200,
                     viewer: Scope | None = None) -> dict[str, Any]:
        """What waits for a person: open conflicts, challenged and quarantined memories, proposals
        (consolidation's merges and synthesis's bridges, ``kind`` says which; those ``viewer`` may see)."""
        t = self._tenant(tenant)
        who = Scope(tenant=t, user=user, include_shared=False, ceiling=viewer.ceiling if viewer else None)
        waiting = {}
        for status in (Status.CHALLENGED, Status.QUARANTINED):
            flt = RecallFilter(now=self.clock(), statuses=frozenset({status}), min_confidence=0.0)
            waiting[status.value] = redact_units(self.backend, viewer,
                                                 rules.list_memories(self.backend, who, flt, limit=limit))
        proposals = [p for p in self.backend.proposals(t, user=user, status=ProposalStatus.OPEN)
                     if viewer is None or viewer.ceiling is None or p.classification.rank <= viewer.ceiling.rank]
        return {"conflicts": self.conflicts(user=user, tenant=t, viewer=viewer), **waiting, "proposals": proposals}

    def proposal(self, proposal_id: str, *, tenant: str | None = None, viewer: Scope | None = None) -> MergeProposal:
        """One merge proposal, if ``viewer`` (when given) may see it and all its members; else NotFound."""
        t = self._tenant(tenant)
        found = self.backend.proposals(t, ids=[proposal_id]) if isinstance(proposal_id, str) else []
        if found and viewer is not None:
            record = found[0]
            hidden = (viewer.user is not None and record.user != viewer.user) or (
                viewer.ceiling is not None and record.classification.rank > viewer.ceiling.rank)
            if hidden or len(rules.visible_ids(self.backend, viewer, record.memory_ids, RecallFilter(
                    now=self.clock(), statuses=frozenset(Status), min_confidence=0.0, current_only=False))) \
                    != len(record.memory_ids):
                found = []
        if not found:
            raise NotFound(f"proposal {proposal_id} not found")
        return found[0]

    def decide_proposal(self, proposal_id: str, decision: str, *, actor: str = "api",
                        now: datetime | str | None = None, tenant: str | None = None,
                        viewer: Scope | None = None) -> MergeProposal:
        """Settle a proposal from the review queue: ``apply`` (a merge: its members become one canonical
        memory; a bridge: the bridge memory is written) or ``dismiss`` (it is never proposed again)."""
        from .manage.consolidate import decide_proposal

        record = self.proposal(proposal_id, tenant=tenant, viewer=viewer)
        if record.kind == "bridge":
            from .manage import synthesis

            return synthesis.decide_bridge(self, record, decision, now=self._now(now), actor=actor)
        return decide_proposal(self.backend, self.embedder, self._tenant(tenant), proposal_id, decision,
                               now=self._now(now), merger=self.merger, actor=actor)

    def review(self, memory_id: str, decision: str, *, reason: str | None = None, actor: str = "api",
               now: datetime | str | None = None, tenant: str | None = None,
               viewer: Scope | None = None) -> MemoryUnit:
        """Settle a challenged or quarantined memory: ``approve`` (active again) or ``reject`` (invalidated)."""
        unit = self.owned(memory_id, tenant, None, viewer=viewer)
        if unit.status not in (Status.CHALLENGED, Status.QUARANTINED):
            raise InvalidInput(f"memory {memory_id} is {unit.status.value}, not waiting for review")
        if any(memory_id in c.memory_ids for c in self.conflicts(user=unit.user, tenant=tenant, viewer=viewer)):
            raise InvalidInput(f"memory {memory_id} is part of an open conflict: resolve the conflict instead")
        target = {"approve": Status.ACTIVE, "reject": Status.INVALIDATED}.get(decision)
        if target is None:
            raise InvalidInput("decision must be approve or reject")
        return self.update_status(memory_id, target, reason or f"review: {decision}d by {actor}", actor=actor,
                                  now=now, tenant=tenant, viewer=viewer)

    def scheduler(self, intervals: dict[str, float] | None = None) -> Any:
        """A maintenance scheduler for this store (``run_due()`` per tick, or ``start()``)."""
        return Scheduler(self.backend, lambda job, tenant: self.manage(job, tenant=tenant), intervals=intervals,
                         clock=self.clock)

    def update_status(self, memory_id: str, status: Status | str, reason: str, *, actor: str = "api",
                      now: datetime | str | None = None, tenant: str | None = None,
                      user: str | None = None, viewer: Scope | None = None) -> MemoryUnit:
        """Move a memory to ``status`` (active, challenged, invalidated, ...) with a reason."""
        self.owned(memory_id, tenant, user, viewer=viewer)
        return lifecycle.change_status(self.backend, self._tenant(tenant), memory_id, status, reason,
                                   actor=actor, now=self._now(now))

    def forget(self, memory_id: str, *, reason: str = "forgotten on request", actor: str = "api",
               now: datetime | str | None = None, tenant: str | None = None, user: str | None = None,
               viewer: Scope | None = None) -> MemoryUnit:
        """Soft-forget: archive the memory so it is never served again; it stays for audit and ``restore``."""
        return self.update_status(memory_id, Status.ARCHIVED, reason, actor=actor, now=now, tenant=tenant, user=user,
                                  viewer=viewer)

    def restore(self, memory_id: str, *, reason: str = "restored from the archive", actor: str = "api",
                now: datetime | str | None = None, tenant: str | None = None, user: str | None = None,
                viewer: Scope | None = None) -> MemoryUnit:
        """Bring an archived memory (forgotten, or archived by a forgetting pass) back into service.

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "r.db"), embedder=HashEmbedder())
        >>> unit = mem.store("Ann likes tea", user="ann").memory
        >>> mem.forget(unit.id).status.value, mem.restore(unit.id).status.value
        ('archived', 'active')
        """
        self.owned(memory_id, tenant, user, viewer=viewer)
        return lifecycle.restore(self.backend, self._tenant(tenant), memory_id, reason=reason, actor=actor,
                                 now=self._now(now))

    def erase(self, memory_id: str, *, actor: str = "api", now: datetime | str | None = None,
              tenant: str | None = None, user: str | None = None, viewer: Scope | None = None) -> str:
        """Hard-erase: the row, its full-text entry, vector, links, access log and history are deleted."""
        self.owned(memory_id, tenant, user, viewer=viewer)
        return lifecycle.erase_memory(self.backend, self._tenant(tenant), memory_id, actor=actor, now=self._now(now))

    # -- read ---------------------------------------------------------------

    def get(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
            viewer: Scope | None = None) -> MemoryUnit:
        """One memory with its links; NotFound if it is not in this tenant (or user, or the viewer's sight)."""
        unit = self.owned(memory_id, tenant, user, viewer=viewer)
        unit.links = redact_links(self.backend, viewer, self.backend.links(unit.tenant, [unit.id]))
        return redact_units(self.backend, viewer, [unit])[0]

    def explain_importance(self, memory_id: str, *, now: datetime | str | None = None, tenant: str | None = None,
                           user: str | None = None, viewer: Scope | None = None) -> dict[str, Any]:
        """Why a memory is as important as it is: engram's nine factors at ``now``, each with its weight.

        ``{"id", "at", "score", "stored", "factors": {name: {"value", "weight", "contribution"}}}``
        (:func:`credo.importance.explain`); ``score`` is what archival and recall use at ``now``.
        """
        unit = self.owned(memory_id, tenant, user, viewer=viewer)
        return imp.explain(unit, self._now(now))

    def status_history(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
                       viewer: Scope | None = None) -> list[StatusChange]:
        """Every status change of a memory, oldest first."""
        unit = self.owned(memory_id, tenant, user, viewer=viewer)
        return redact_changes(self.backend, viewer, rules.status_history(self.backend, unit.tenant, unit.id))

    def chain(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
              viewer: Scope | None = None) -> list[str]:
        """Ids of the supersession chain the memory belongs to, oldest first."""
        unit = self.owned(memory_id, tenant, user, viewer=viewer)
        chain = rules.supersession_chain(self.backend, unit.tenant, unit.id)
        seen = visible(self.backend, viewer, chain)
        return [i for i in chain if i in seen]

    def history(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
                viewer: Scope | None = None) -> History:
        """Status history plus supersession chain: how this belief came to be what it is."""
        return History(changes=self.status_history(memory_id, tenant=tenant, user=user, viewer=viewer),
                       chain=self.chain(memory_id, tenant=tenant, user=user, viewer=viewer))

    def recall(self, query: str, *, user: str, limit: int = 10, min_confidence: float = 0.4,
               as_of: datetime | str | None = None, now: datetime | str | None = None, mode: str | None = None,
               kinds: Iterable[Kind | str] | None = None, layers: Iterable[Layer | str] | None = None,
               topic: str | None = None, agent: str | None = None, domain: str | None = None,
               max_classification: Classification | str | None = None, tenant: str | None = None,
               record_access: bool = True, rerank: bool | None = None,
               viewer: Scope | None = None) -> list[RecallResult]:
        """The memories that best answer ``query`` among all the user's (and shared) memories.

        Only active, currently valid memories with confidence >= ``min_confidence``
        are served; ``as_of`` asks what credo believed at that time instead.
        ``mode`` is engram's facts_only / facts_plus_rules / full_context.
        ``rerank``: ``None`` follows the store (by default the cross-encoder
        rescores the best ``rerank_depth`` candidates, adding ``why["rerank"]``),
        ``False`` skips it for this call, ``True`` requires it (InvalidInput if
        the store does not rerank).
        """
        reranker = self._reranker(rerank)
        who = self._scope(tenant, user, viewer)
        flt = self._filter(now=now, as_of=as_of, min_confidence=min_confidence, mode=mode, kinds=kinds,
                           layers=layers, topic=topic, agent=agent, domain=domain,
                           max_classification=max_classification)
        hits = recall(self.backend, self.embedder, who, query, flt, limit=limit, weights=self.weights,
                      record_access=record_access, rng=self.rng, decay=self.decay, reranker=reranker,
                      rerank_depth=self.rerank_depth)
        redact_units(self.backend, viewer, [hit.memory for hit in hits])
        return hits

    def _filter(self, *, now: datetime | str | None, as_of: datetime | str | None = None,
                min_confidence: float = 0.4, mode: str | None = None, kinds: Iterable[Kind | str] | None = None,
                layers: Iterable[Layer | str] | None = None, topic: str | None = None, agent: str | None = None,
                domain: str | None = None, max_classification: Classification | str | None = None) -> RecallFilter:
        if not isinstance(min_confidence, (int, float)) or not 0.0 <= min_confidence <= 1.0:
            raise InvalidInput("min_confidence must be between 0 and 1")
        wanted = frozenset(Kind.parse(k) for k in kinds) if kinds else None
        allowed = mode_kinds(mode)
        if allowed is not None:
            wanted = allowed if wanted is None else wanted & allowed
            if not wanted:
                raise InvalidInput(f"no kind is both in --kind and in mode {mode}")
        return RecallFilter(
            now=self._now(now), as_of=parse_time(as_of), min_confidence=float(min_confidence), kinds=wanted,
            layers=frozenset(Layer.parse(layer) for layer in layers) if layers else None,
            topic=topic, agent=agent, domain=domain,
            max_classification=Classification.parse(max_classification) if max_classification else None,
        )

    def card(self, entity: str, *, user: str, now: datetime | str | None = None, tenant: str | None = None,
             viewer: Scope | None = None) -> PeerCard:
        """What credo believes about ``entity`` for ``user``: its peer card, built or rebuilt if its beliefs changed.

        Every line cites the memories it came from; a ``viewer`` sees only lines all of whose sources it
        may see. NotFound when the entity has fewer than :data:`credo.manage.cards.MIN_MEMORIES`
        memories believed now (or none the viewer may see). See :mod:`credo.manage.cards`.

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "c.db"), embedder=HashEmbedder())
        >>> for attribute, value in (("home_city", "Lisbon"), ("job", "biologist"), ("pet", "a cat")):
        ...     _ = mem.store(f"Bo: {value}", user="ann", entity="bo", attribute=attribute, value=value)
        >>> [line.text for line in mem.card("Bo", user="ann").lines]
        ['home city: Lisbon', 'job: biologist', 'pet: a cat']
        """
        who = self._scope(tenant, user, viewer)
        key = normalise_key(check_text(entity, "entity", max_chars=MAX_NAME_CHARS)) if isinstance(entity, str) else None
        if key is None:
            raise InvalidInput("an entity is required")
        # no transaction around it: a model writing the card must not hold the store's write lock
        found = peer_cards.current_card(self.backend, who.tenant, who.user, key, self._now(now), self.llm)
        if found is None:
            raise NotFound(f"no card for {key}: fewer than {peer_cards.MIN_MEMORIES} memories about it are believed now")
        return peer_cards.visible_card(self.backend, found, viewer)

    def cards(self, *, user: str, now: datetime | str | None = None, tenant: str | None = None,
              viewer: Scope | None = None) -> list[PeerCard]:
        """Every peer card of ``user`` (each current as of ``now``), by entity; a ``viewer`` sees only what it may."""
        who = self._scope(tenant, user, viewer)
        when = self._now(now)
        found = []
        for _, entity, _ in rules.card_entities(self.backend, who.tenant, when, min_memories=peer_cards.MIN_MEMORIES,
                                                user=who.user):
            try:
                found.append(self.card(entity, user=user, now=when, tenant=tenant, viewer=viewer))
            except NotFound:  # nothing on it the viewer may see
                continue
        return found

    def feedback(self, memory_id: str, helpful: bool, *, actor: str = "api", now: datetime | str | None = None,
                 tenant: str | None = None, user: str | None = None,
                 viewer: Scope | None = None) -> MemoryUnit:
        """Say whether a recalled memory helped; it moves the memory's learned usefulness (q-value)."""
        self.owned(memory_id, tenant, user, viewer=viewer)
        return lifecycle.feedback(self.backend, self._tenant(tenant), memory_id, helpful, actor=actor,
                                  now=self._now(now))

    def context(self, query: str, *, user: str, budget_tokens: int = 800, now: datetime | str | None = None,
                max_classification: Classification | str | None = None, domain: str | None = None,
                tenant: str | None = None, rerank: bool | None = None,
                viewer: Scope | None = None) -> packing.ContextPack:
        """A prompt-ready block: contested facts, current facts, recent lessons, patterns, proven examples, past experience.

        Fits ``budget_tokens`` (MiniLM tokenizer), lists each memory once, and
        renders every memory as quoted data with its id and provenance. The
        past experience comes from a recall, reranked as :meth:`recall`'s ``rerank`` says.
        """
        reranker = self._reranker(rerank)
        who = self._scope(tenant, user, viewer)
        flt = self._filter(now=now, max_classification=max_classification, domain=domain)
        hits = recall(self.backend, self.embedder, who, query, flt, limit=30, weights=self.weights,
                      record_access=False, rng=self.rng, decay=self.decay, reranker=reranker,
                      rerank_depth=self.rerank_depth)
        own = who.model_copy(update={"include_shared": False})
        facts = rules.list_memories(self.backend, own, flt, structured=True, order="importance", limit=50)
        lessons = rules.list_memories(self.backend, own, dataclasses.replace(flt, kinds=packing.LESSON_KINDS), limit=5)
        pairs = list({pair["conflict_id"]: pair for pair in contests(self.backend, who, flt).values()}.values())
        result = packing.pack(who.user, hits, facts, lessons, budget=budget_tokens, now=flt.now, contested=pairs)
        if result.memory_ids:
            self.backend.record_access(who.tenant, result.memory_ids, flt.now, recalled=True)
        return result

    def close(self) -> None:
        """Stop the worker thread if one runs, then close the store."""
        if self._worker is not None:
            self._worker.stop()
        self.backend.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# -- the maintenance jobs, registered by name -------------------------------------------


def _job(name: str) -> Any:
    def register(fn: Any) -> Any:
        Memory.JOB_TABLE[name] = fn
        return fn
    return register


@_job("decay")
def _decay(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return run_decay(m.backend, tenant, now, policy=m.decay, dry_run=dry_run)


@_job("promote")
def _promote(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return layers.promote_due(m.backend, tenant, now, dry_run=dry_run)


@_job("forget")
def _forget(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return forgetting.forget(m.backend, tenant, now, policy=m.forget_policy, decay=m.decay, dry_run=dry_run)


@_job("loops")
def _loops(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
           viewer: Scope | None = None) -> dict[str, Any]:
    pairs = loops.loop_audit(m.backend, tenant, now, user=user, viewer=viewer)
    return {"job": "loops", "dry_run": dry_run, "pairs": pairs,
            "open_conflicts": [c.to_public() for c in m.conflicts(user=user, tenant=tenant, viewer=viewer)]}


@_job("probe")
def _probe(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return probing.probe(m.backend, tenant, now, dry_run=dry_run)


@_job("crystallize")
def _crystallize(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return crystal.crystallize_finished(m.backend, m.embedder, tenant, now, dry_run=dry_run)


@_job("drift")
def _drift(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
           **_: Any) -> dict[str, Any]:
    return drifting.detect_drift(m, tenant, now, dry_run=dry_run, user=user)


@_job("consolidate")
def _consolidate(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
                 viewer: Scope | None = None) -> dict[str, Any]:
    return m._consolidate_all(tenant, now, dry_run=dry_run, user=user, viewer=viewer)


@_job("cards")
def _cards(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
           **_: Any) -> dict[str, Any]:
    return peer_cards.rebuild_cards(m, tenant, now, dry_run=dry_run, user=user)


@_job("synthesize")
def _synthesize(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
                **_: Any) -> dict[str, Any]:
    from .manage import synthesis  # imported on use, like consolidation (which it builds on)

    return synthesis.synthesize(m, tenant, now, dry_run=dry_run, user=user)

def _users(m: Memory, tenant: str, user: str | None) -> list[str]:
    return [user] if user else rules.users(m.backend, tenant)


def _tier(name: str) -> Any:
    def run(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
            **_: Any) -> dict[str, Any]:
        return tiers.run_tier(name, m.backend, m.embedder, tenant, now, users=_users(m, tenant, user),
                              policy=m.pipeline_policy, llm=m.llm, dry_run=dry_run)
    return run


for _name in tiers.TIERS:  # semantic, reflect, procedural, strength: agentmemory's consolidation tiers
    _job(_name)(_tier(_name))


@_job("pipeline")
def _pipeline(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
              **_: Any) -> dict[str, Any]:
    return tiers.pipeline(m.backend, m.embedder, tenant, now, users=_users(m, tenant, user), policy=m.pipeline_policy,
                          llm=m.llm, dry_run=dry_run)


@_job("evict")
def _evict(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return observing.evict(m.backend, m.embedder, tenant, now, policy=m.evict_policy, forget=m.forget_policy,
                           decay=m.decay, dry_run=dry_run)


@_job("auto_forget")
def _auto_forget(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return observing.auto_forget(m.backend, tenant, now, policy=m.evict_policy, forget=m.forget_policy,
                                 dry_run=dry_run)

@_job("compress")
def _compress(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return compression.compress(m.backend, m.embedder, tenant, now, dry_run=dry_run)


@_job("prune")
def _prune(m: Memory, tenant: str, now: datetime, *, dry_run: bool, **_: Any) -> dict[str, Any]:
    return pruning.prune(m.backend, tenant, now, policy=m.prune_policy, dry_run=dry_run)


@_job("dream")
def _dream(m: Memory, tenant: str, now: datetime, *, dry_run: bool, user: str | None = None,
           **_: Any) -> dict[str, Any]:
    from .manage.dream import dream

    return dream(m, tenant, now, dry_run=dry_run, user=user)
