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

``Memory`` holds no logic of its own: each method resolves the caller's scope and
time, then hands :class:`~credo.services.Services` (``memory.services``) to the module
that owns the operation -- :mod:`credo.write`, :mod:`credo.recall`, :mod:`credo.context`,
:mod:`credo.lifecycle`, :mod:`credo.jobs`, :mod:`credo.manage` -- see ``docs/architecture.md``.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, Unpack

from . import codebase, context, jobs, lifecycle, recall, timeline, write
from .jobs import Worker
from .decay import DecayPolicy
from .embed import DEFAULT_EMBEDDER, Embedder, Embeddings, embedder_named
from .errors import InvalidInput
from .llm.base import Complete, Extraction, Extractor, Merger
from .manage import cards as peer_cards
from .manage import consolidate as consolidation
from .manage import crystallize as crystal
from .manage import loops, promote, prune, reembed, review
from .manage import sessions as observing
from .manage.tasks import TASKS, Progress, Report, Run, Task, run_task
from .models import (
    About,
    Classification,
    ConflictRecord,
    ConflictStatus,
    Conversation,
    History,
    Job,
    Kind,
    Layer,
    MemoryUnit,
    MergeProposal,
    PeerCard,
    Resolution,
    Scope,
    Source,
    Status,
    StatusChange,
    StoreFields,
    StoreItem,
    scope,
)
from .policies import (
    RERANK_DEPTH,
    ContextPolicy,
    EvictPolicy,
    ForgetPolicy,
    PipelinePolicy,
    Policies,
    PrunePolicy,
    RecallWeights,
    WritePolicy,
)
from .recall import RecallResult
from .rerank import DEFAULT_RERANKER, Reranker
from .scheduler import Scheduler
from .services import Services, mixed_models_hint, stored_model
from .store import open_store
from .store.base import Store
from .store.chain import Keyring
from .timeutil import Clock, utcnow
from .visibility import seen_by
from .write import RememberResult, StoreResult

log = logging.getLogger("credo")


class _ReaderOnFirstUse:
    """The offline reader (:class:`credo.llm.reader.Reader`), imported the first time a turn is read: its
    patterns compile then, not whenever a store opens (``credo stats`` and ``credo mcp`` start without them)."""

    def __init__(self) -> None:
        self._built: Extractor | None = None

    def _extractor(self) -> Extractor:
        if self._built is None:
            from .llm.reader import Reader

            self._built = Reader()
        return self._built

    @property
    def name(self) -> str:
        """The extractor's name (``rules``: what ``[extractor] provider = "rules"`` names)."""
        return self._extractor().name

    @name.setter
    def name(self, value: str) -> None:
        self._extractor().name = value

    @property
    def version(self) -> str:
        """The extractor's version (tells the reader apart from the phrase rules)."""
        return self._extractor().version

    @version.setter
    def version(self, value: str) -> None:
        self._extractor().version = value

    def extract(self, text: str, *, speaker: Source = Source.USER) -> Extraction:
        """What the reader reads in ``text``."""
        return self._extractor().extract(text, speaker=speaker)

    def __getattr__(self, name: str) -> Any:  # anything else the reader offers
        return getattr(self._extractor(), name)


def _reader() -> Extractor:
    return _ReaderOnFirstUse()


class Memory:
    """A credo memory store: ``Memory("credo.db")`` opens or creates one with offline defaults.

    ``path`` is a SQLite file or a ``postgresql://`` URL (:func:`credo.store.open_store`);
    ``store`` passes a backend built some other way.

    ``embedder`` is an :class:`~credo.embed.Embedder`, or a model's name (``"bge-small"``,
    ``"minilm"``). Without one, a store whose vectors are mostly of a model credo knows keeps
    that model, and a new store gets bge-small; where some vectors are of another model than
    the one in use, a one-line warning (logger ``credo``) says how many and that
    :meth:`reembed` moves them.

    ``extractor`` reads conversation text into memories (the offline reader,
    :class:`credo.llm.reader.Reader`, by default); ``llm`` (``complete(messages) -> text``) is the model maintenance
    writes prose with; ``merger`` merges consolidation clusters (extractive by
    default); ``tasks`` replaces the maintenance registry (:data:`credo.manage.tasks.TASKS`);
    ``context_policy`` sets :meth:`context`'s always-on profile (:class:`~credo.policies.ContextPolicy`).
    """

    def __init__(self, path: str | Path = "credo.db", *, tenant: str | None = "default",
                 embedder: Embedder | str | None = None, store: Store | None = None, clock: Clock | None = None,
                 weights: RecallWeights | None = None, extractor: Extractor | None = None,
                 policy: WritePolicy | None = None, seed: int | None = None,
                 decay: DecayPolicy | None = None, merger: Merger | None = None,
                 forget_policy: ForgetPolicy | None = None, prune_policy: PrunePolicy | None = None,
                 reranker: Reranker | None = DEFAULT_RERANKER, rerank_depth: int = RERANK_DEPTH,
                 llm: Complete | None = None, pipeline_policy: PipelinePolicy | None = None,
                 evict_policy: EvictPolicy | None = None, tasks: Mapping[str, Task] | None = None,
                 audit_key: str | None = None, context_policy: ContextPolicy | None = None) -> None:
        named = embedder_named(embedder) if isinstance(embedder, str) else embedder  # a bad name opens nothing
        if llm is not None and not callable(llm):
            raise InvalidInput("llm must be a function from chat messages to text, or None")
        if reranker is not None and not (isinstance(getattr(reranker, "name", None), str)
                                         and callable(getattr(reranker, "score", None))):
            raise InvalidInput("reranker must have a name and score(query, texts), or be None")
        backend = store if store is not None else open_store(path)
        if audit_key is not None:  # from configuration, never the database (credo.store.chain)
            backend.audit_keyring = Keyring.parse(audit_key)
        chosen = named if named is not None else embedder_named(stored_model(backend) or DEFAULT_EMBEDDER)
        if named is None or isinstance(embedder, str):
            if line := mixed_models_hint(backend, chosen):
                log.warning(line)
        policies = Policies(write=policy or WritePolicy(), weights=weights or RecallWeights(),
                            rerank_depth=rerank_depth, decay=decay or DecayPolicy(),
                            forget=forget_policy or ForgetPolicy(), prune=prune_policy or PrunePolicy(),
                            pipeline=pipeline_policy or PipelinePolicy(), evict=evict_policy or EvictPolicy(),
                            context=context_policy or ContextPolicy())
        self.services = Services(store=backend, embedder=chosen, extractor=extractor or _reader(),
                                 policies=policies, merger=merger, llm=llm, reranker=reranker,
                                 clock=clock or utcnow, rng=random.Random(seed))
        self.tenant = tenant
        self.tasks: Mapping[str, Task] = tasks if tasks is not None else TASKS
        self._worker: Worker | None = None

    # -- what it runs with (read from, and set on, the services) ---------------------------

    @property
    def backend(self) -> Store:
        """The store."""
        return self.services.store

    @property
    def embedder(self) -> Embedder:
        """The embedding model in use."""
        return self.services.embedder

    @property
    def extractor(self) -> Extractor:
        """The extraction provider; the offline reader unless one was given."""
        return self.services.extractor

    @property
    def clock(self) -> Clock:
        """The clock every call without ``now=`` reads."""
        return self.services.clock

    @property
    def llm(self) -> Complete | None:
        """Maintenance's model, or None (every step that would use one stays extractive)."""
        return self.services.llm

    @llm.setter
    def llm(self, value: Complete | None) -> None:
        if value is not None and not callable(value):
            raise InvalidInput("llm must be a function from chat messages to text, or None")
        self.services.llm = value

    @property
    def merger(self) -> Merger | None:
        """Consolidation's merger (None: the extractive one)."""
        return self.services.merger

    @property
    def reranker(self) -> Reranker | None:
        """The cross-encoder recall rescores with, or None."""
        return self.services.reranker

    @property
    def rng(self) -> random.Random:
        """The random source of recall's exploration."""
        return self.services.rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self.services.rng = value

    @property
    def policies(self) -> Policies:
        """Every policy in force."""
        return self.services.policies

    @property
    def weights(self) -> RecallWeights:
        """Recall's weights."""
        return self.services.policies.weights

    @weights.setter
    def weights(self, value: RecallWeights) -> None:
        self.services = self.services.with_policies(weights=value)

    @property
    def rerank_depth(self) -> int:
        """How many first-stage candidates the cross-encoder rescores."""
        return self.services.policies.rerank_depth

    @rerank_depth.setter
    def rerank_depth(self, value: int) -> None:
        self.services = self.services.with_policies(rerank_depth=value)

    @property
    def policy(self) -> WritePolicy:
        """The write path's thresholds."""
        return self.services.policies.write

    @property
    def decay(self) -> DecayPolicy:
        """The decay curve."""
        return self.services.policies.decay

    @property
    def forget_policy(self) -> ForgetPolicy:
        """The forget task's thresholds."""
        return self.services.policies.forget

    @property
    def prune_policy(self) -> PrunePolicy:
        """How long the logs are kept."""
        return self.services.policies.prune

    @prune_policy.setter
    def prune_policy(self, value: PrunePolicy) -> None:
        self.services = self.services.with_policies(prune=value)

    @property
    def pipeline_policy(self) -> PipelinePolicy:
        """agentmemory's consolidation stages' thresholds."""
        return self.services.policies.pipeline

    @pipeline_policy.setter
    def pipeline_policy(self, value: PipelinePolicy) -> None:
        self.services = self.services.with_policies(pipeline=value)

    @property
    def evict_policy(self) -> EvictPolicy:
        """agentmemory's evict and auto_forget thresholds."""
        return self.services.policies.evict

    @property
    def reranks(self) -> bool:
        """Whether recall rescores its best candidates with the cross-encoder unless a call says otherwise."""
        return self.services.reranks

    # -- scope ------------------------------------------------------------------------------

    def _tenant(self, tenant: str | None) -> str:
        return scope(tenant if tenant is not None else self.tenant, user_required=False).tenant

    def _who(self, tenant: str | None, user: str | None, viewer: Scope | None) -> Scope:
        """One user's scope carrying the viewer's ceiling: what it may not see, it neither reads nor changes."""
        return seen_by(scope(tenant if tenant is not None else self.tenant, user), viewer)

    def owned(self, memory_id: str, tenant: str | None = None, user: str | None = None, *,
              viewer: Scope | None = None) -> MemoryUnit:
        """The memory if this tenant (and ``user``, and ``viewer``, when given) may address it, else NotFound.

        No links loaded. A memory the viewer may not see answers exactly like one that does not exist.
        """
        return lifecycle.owned(self.backend, self._tenant(tenant), memory_id, user=user, viewer=viewer)

    # -- write ------------------------------------------------------------------------------

    def store(self, text: str, *, user: str, kind: Kind | str = Kind.FACT, topic: str | None = None,
              importance: float = 0.5, confidence: float = 0.8, entity: str | None = None,
              attribute: str | None = None, value: str | None = None, source: str = "user",
              at: datetime | str | None = None, now: datetime | str | None = None, tenant: str | None = None,
              actor: str = "api", viewer: Scope | None = None, **fields: Unpack[StoreFields]) -> StoreResult:
        """Insert one memory as given (no extraction), with seed 000's contradiction check.

        ``at`` is when the fact became true (default: now). Other MemoryUnit
        fields (agent, source_session, layer, classification, domain, shared,
        pinned, forget_after, metadata ...) pass through ``fields``. ``viewer``
        (set by :class:`~credo.security.Guarded`) is who writes: a memory it may
        not see is neither superseded nor named in the answer.
        """
        item: StoreItem = {"text": text, "kind": kind, "topic": topic, "importance": importance,
                           "confidence": confidence, "entity": entity, "attribute": attribute, "value": value,
                           "source": source, "at": at, "now": now, **fields}
        who = self._who(tenant, user, viewer)
        return write.store(self.services, who, [item], actor=actor, viewer=who if viewer is not None else None)[0]

    def store_many(self, items: Iterable[str | StoreItem], *, user: str, tenant: str | None = None,
                   actor: str = "api", viewer: Scope | None = None, embeddings: Embeddings | None = None,
                   **defaults: Unpack[StoreItem]) -> list[StoreResult]:
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
        merged: list[StoreItem] = [{**defaults, **({"text": item} if isinstance(item, str) else item)}
                                   for item in items]
        who = self._who(tenant, user, viewer)
        return write.store(self.services, who, merged, actor=actor, viewer=who if viewer is not None else None,
                           embeddings=embeddings)

    def remember(self, text_or_messages: Conversation, *, user: str, session: str | None = None,
                 source: Source | str = Source.USER, at: datetime | str | None = None, agent: str | None = None,
                 about: About | None = None, now: datetime | str | None = None, tenant: str | None = None,
                 actor: str = "api", viewer: Scope | None = None) -> RememberResult:
        """Extract memories from conversation text and write them through every gate, in one transaction.

        ``text_or_messages`` is a string (spoken by ``source``), a list of
        strings, or chat messages ``{"role": "user"|"assistant"|"tool", "content": ...}``.
        ``about="self"`` (with an ``agent``) keeps what the agent says about its own work -- its turns in
        source agent or assistant -- as the agent's memory, not as claims about the user
        (:func:`credo.write.remember_turns`).
        """
        return write.remember(self.services, self._who(tenant, user, viewer), text_or_messages, source=source,
                              now=self.services.now(now), at=at, session=session, agent=agent, about=about,
                              actor=actor)

    def submit(self, text_or_messages: Conversation, *, user: str, session: str | None = None,
               source: Source | str = Source.USER, at: datetime | str | None = None, agent: str | None = None,
               about: About | None = None, idempotency_key: str | None = None, now: datetime | str | None = None,
               tenant: str | None = None, actor: str = "api", viewer: Scope | None = None) -> Job:
        """Queue a remember for the background worker and return its job at once.

        The same ``idempotency_key`` in the tenant returns the first job, so a
        retried request never ingests twice. What the job stores is recorded
        as written by ``actor``, not by the worker. The job records the ``viewer``'s
        ceiling: the worker writes with it, and only callers at or above it see the job.
        """
        job = jobs.submit(self.backend, scope(tenant if tenant is not None else self.tenant, user),
                          text_or_messages, session=session, source=source, at=at, agent=agent, about=about,
                          actor=actor,
                          idempotency_key=idempotency_key, now=self.services.now(now), viewer=viewer)
        if self._worker is not None:
            self._worker.notify()
        return job

    def job(self, job_id: str, *, tenant: str | None = None, viewer: Scope | None = None) -> Job:
        """A job's state: queued, running, done (with its result) or failed (with the reason).

        With a ``viewer``: NotFound unless it may see the job, and the result lists only what it may see.
        """
        return jobs.get_job(self.backend, self._tenant(tenant), job_id, viewer=viewer)

    def jobs(self, *, tenant: str | None = None, limit: int = 50, viewer: Scope | None = None) -> list[Job]:
        """The newest jobs of the tenant that the ``viewer`` may see, their results cut down to it."""
        return jobs.newest(self.backend, self._tenant(tenant), limit=limit, viewer=viewer)

    @property
    def worker(self) -> Worker:
        """The job worker bound to this Memory (call ``drain()``, or ``start()`` for a thread)."""
        if self._worker is None:
            self._worker = Worker(self.backend, self._run_job, clock=self.clock)
        return self._worker

    def run_jobs(self) -> list[Job]:
        """Run every runnable job now, in order; returns them."""
        return self.worker.drain()

    def _run_job(self, job: Job) -> dict[str, Any]:
        return write.remember_job(self.services, job).to_public()

    # -- read -------------------------------------------------------------------------------

    def get(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
            viewer: Scope | None = None) -> MemoryUnit:
        """One memory with its links; NotFound if it is not in this tenant (or user, or the viewer's sight)."""
        return lifecycle.get(self.backend, self._tenant(tenant), memory_id, user=user, viewer=viewer)

    def explain_importance(self, memory_id: str, *, now: datetime | str | None = None, tenant: str | None = None,
                           user: str | None = None, viewer: Scope | None = None) -> dict[str, Any]:
        """Why a memory is as important as it is: engram's nine factors at ``now``, each with its weight.

        ``{"id", "at", "score", "stored", "factors": {name: {"value", "weight", "contribution"}}}``
        (:func:`credo.importance.explain`); ``score`` is what archival and recall use at ``now``.
        """
        return lifecycle.explain_importance(self.backend, self._tenant(tenant), memory_id, self.services.now(now),
                                            user=user, viewer=viewer)

    def status_history(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
                       viewer: Scope | None = None) -> list[StatusChange]:
        """Every status change of a memory, oldest first."""
        return lifecycle.status_history(self.backend, self._tenant(tenant), memory_id, user=user, viewer=viewer)

    def chain(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
              viewer: Scope | None = None) -> list[str]:
        """Ids of the supersession chain the memory belongs to, oldest first."""
        return lifecycle.chain(self.backend, self._tenant(tenant), memory_id, user=user, viewer=viewer)

    def history(self, memory_id: str, *, tenant: str | None = None, user: str | None = None,
                viewer: Scope | None = None) -> History:
        """Status history plus supersession chain: how this belief came to be what it is."""
        return History(changes=self.status_history(memory_id, tenant=tenant, user=user, viewer=viewer),
                       chain=self.chain(memory_id, tenant=tenant, user=user, viewer=viewer))

    def recall(self, query: str, *, user: str, limit: int = 10, min_confidence: float = 0.4,
               as_of: datetime | str | None = None, valid_at: datetime | str | None = None,
               now: datetime | str | None = None, mode: str | None = None,
               kinds: Iterable[Kind | str] | None = None, layers: Iterable[Layer | str] | None = None,
               topic: str | None = None, agent: str | None = None, domain: str | None = None,
               max_classification: Classification | str | None = None, tenant: str | None = None,
               record_access: bool = True, rerank: bool | None = None, viewer: Scope | None = None,
               min_semantic: float = recall.MIN_SEMANTIC) -> list[RecallResult]:
        """The memories that best answer ``query`` among all the user's (and shared) memories.

        Only active, currently valid memories with confidence >= ``min_confidence``
        are served. Time is bi-temporal: ``as_of`` asks what credo believed at that
        time (record time: "what did credo know in June?"); ``valid_at`` what was
        true at that time (valid time: "where did Ann live in June?", answered by
        the value that held then, even one since replaced); both together, what
        credo believed at ``as_of`` about ``valid_at``.
        ``mode`` is engram's facts_only / facts_plus_rules / full_context.
        ``rerank``: ``None`` follows the store (by default the cross-encoder
        rescores the best ``rerank_depth`` candidates, adding ``why["rerank"]``),
        ``False`` skips it for this call, ``True`` requires it (InvalidInput if
        the store does not rerank). ``min_semantic`` is how close in meaning a memory that shares no word
        with the query must be to be served (:data:`credo.recall.MIN_SEMANTIC`).
        """
        flt = recall.belief_filter(self.services.now(now), as_of=as_of, valid_at=valid_at,
                                   min_confidence=min_confidence, mode=mode,
                                   kinds=kinds, layers=layers, topic=topic, agent=agent, domain=domain,
                                   max_classification=max_classification)
        return recall.search(self.services, self._who(tenant, user, viewer), query, flt, limit=limit,
                             record_access=record_access, rerank=rerank, viewer=viewer, min_semantic=min_semantic)

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
        return recall.browse(self.services, self._tenant(tenant), user=user, query=query, statuses=statuses,
                             kinds=kinds, layers=layers, topic=topic, min_confidence=min_confidence,
                             max_confidence=max_confidence, classifications=classifications,
                             max_classification=max_classification, limit=limit, offset=offset, rerank=rerank,
                             viewer=viewer)

    def context(self, query: str, *, user: str, budget_tokens: int = 800, now: datetime | str | None = None,
                as_of: datetime | str | None = None, valid_at: datetime | str | None = None,
                max_classification: Classification | str | None = None, domain: str | None = None,
                tenant: str | None = None, rerank: bool | None = None,
                viewer: Scope | None = None) -> context.ContextPack:
        """A prompt-ready block of what bears on ``query``: contested pairs, a small profile, then recall's best.

        The budget (``budget_tokens``, MiniLM tokenizer) is spent by relevance to the query: recall
        ranks the user's memories (reranked as :meth:`recall`'s ``rerank`` says) and the best go in
        until it is full, after any contested pair that bears on the query (always shown as
        contested) and a bounded always-on profile (the user's name, pinned and most important facts;
        :class:`~credo.policies.ContextPolicy`). Each memory appears once, rendered as quoted data
        with its id and provenance, grouped under current facts, lessons, patterns, proven examples
        and past experience. ``as_of`` and ``valid_at`` ask about another time, as :meth:`recall` does.
        """
        flt = recall.belief_filter(self.services.now(now), as_of=as_of, valid_at=valid_at,
                                   max_classification=max_classification, domain=domain)
        return context.build(self.services, self._who(tenant, user, viewer), query, flt, budget=budget_tokens,
                             rerank=rerank)

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
        return peer_cards.card_for(self.services, self._who(tenant, user, viewer), entity,
                                   self.services.now(now), viewer=viewer)

    def cards(self, *, user: str, now: datetime | str | None = None, tenant: str | None = None,
              viewer: Scope | None = None) -> list[PeerCard]:
        """Every peer card of ``user`` (each current as of ``now``), by entity; a ``viewer`` sees only what it may."""
        return peer_cards.cards_for(self.services, self._who(tenant, user, viewer), self.services.now(now),
                                    viewer=viewer)

    def timeline(self, entity: str, *, user: str, tenant: str | None = None,
                 viewer: Scope | None = None) -> dict[str, Any]:
        """What credo believed about ``entity`` for ``user`` over time: each attribute's values with when each was
        said, recorded and retired, and the conflicts and resolutions between them (:func:`credo.timeline.timeline`).
        """
        return timeline.timeline(self.backend, self._who(tenant, user, viewer), entity, viewer=viewer)

    def sessions(self, *, user: str, now: datetime | str | None = None, tenant: str | None = None,
                 viewer: Scope | None = None) -> list[dict[str, Any]]:
        """A user's sessions (memories sharing ``source_session``), most recent first, each with its state:
        open, finished, summarised, stale or archived (:func:`credo.manage.sessions.list_sessions`)."""
        if not isinstance(user, str) or not user:
            raise InvalidInput("user must be a non-empty string")
        return observing.list_sessions(self.backend, self._tenant(tenant), self.services.now(now), user=user,
                                       policy=self.evict_policy, viewer=viewer)

    def stats(self, *, user: str | None = None, tenant: str | None = None,
              viewer: Scope | None = None) -> dict[str, Any]:
        """Counts by status, kind, layer, classification and embedding model, job states, open conflicts,
        retention histogram, and ``reembed_needed``: how many memories lack a vector of the embedder in use.

        With a ``viewer``, everything counted is what it may see.
        """
        return reembed.stats(self.backend, self.embedder, self._tenant(tenant), user, viewer=viewer)

    # -- change one memory ------------------------------------------------------------------

    def feedback(self, memory_id: str, helpful: bool, *, actor: str = "api", now: datetime | str | None = None,
                 tenant: str | None = None, user: str | None = None,
                 viewer: Scope | None = None) -> MemoryUnit:
        """Say whether a recalled memory helped; it moves the memory's learned usefulness (q-value)."""
        memory_id = self.owned(memory_id, tenant, user, viewer=viewer).id
        return lifecycle.feedback(self.backend, self._tenant(tenant), memory_id, helpful, actor=actor,
                                  now=self.services.now(now))

    def edit(self, memory_id: str, *, text: str | None = None, importance: float | None = None,
             confidence: float | None = None, metadata: dict[str, Any] | None = None,
             forget_after: datetime | str | None = None, actor: str = "api", now: datetime | str | None = None,
             tenant: str | None = None, user: str | None = None, viewer: Scope | None = None) -> MemoryUnit:
        """Correct a memory by hand: its text (re-indexed and re-embedded), importance, confidence, metadata
        (merged into what it holds) or ``forget_after`` (the time after which it is no longer served)."""
        unit = self.owned(memory_id, tenant, user, viewer=viewer)
        lifecycle.edit(self.backend, self.embedder, unit, text=text, importance=importance, confidence=confidence,
                       metadata=metadata, forget_after=forget_after, actor=actor, now=self.services.now(now))
        return self.get(memory_id, tenant=tenant, viewer=viewer)

    def update_status(self, memory_id: str, status: Status | str, reason: str, *, actor: str = "api",
                      now: datetime | str | None = None, tenant: str | None = None,
                      user: str | None = None, viewer: Scope | None = None) -> MemoryUnit:
        """Move a memory to ``status`` (active, challenged, invalidated, ...) with a reason."""
        memory_id = self.owned(memory_id, tenant, user, viewer=viewer).id
        return lifecycle.change_status(self.backend, self._tenant(tenant), memory_id, status, reason,
                                       actor=actor, now=self.services.now(now))

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
        memory_id = self.owned(memory_id, tenant, user, viewer=viewer).id
        return lifecycle.restore(self.backend, self._tenant(tenant), memory_id, reason=reason, actor=actor,
                                 now=self.services.now(now))

    def erase(self, memory_id: str, *, actor: str = "api", now: datetime | str | None = None,
              tenant: str | None = None, user: str | None = None, viewer: Scope | None = None,
              rewrite: bool = False) -> str:
        """Hard-erase: the row, its full-text entry, vector, links, access log and history are deleted.

        ``rewrite``: then also rewrite the affected tables into new files (PostgreSQL ``VACUUM FULL``, SQLite
        ``VACUUM``; :meth:`~credo.store.base.MemoryStore.compact`), locking them while it runs.
        """
        memory_id = self.owned(memory_id, tenant, user, viewer=viewer).id
        erased = lifecycle.erase_memory(self.backend, self._tenant(tenant), memory_id, actor=actor,
                                        now=self.services.now(now))
        if rewrite:
            self.backend.compact(rewrite=True)
        return erased

    def erase_user(self, user: str, *, actor: str = "api", now: datetime | str | None = None,
                   tenant: str | None = None) -> dict[str, int]:
        """Delete everything of ``user`` in the tenant, as a privacy request asks: every memory of any status with
        its history, links, vectors and access log, and the user's jobs, conflicts, proposals and peer cards.

        Returns how many of each went (:func:`credo.lifecycle.erase_user`); the audit log records the erasure
        with a hash of the user's id.

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "e.db"), embedder=HashEmbedder())
        >>> _ = mem.store("Ann likes tea", user="ann"); _ = mem.store("Bo likes coffee", user="bo")
        >>> mem.erase_user("ann")["memories"], [u.user for u in mem.browse()]
        (1, ['bo'])
        """
        who = scope(tenant if tenant is not None else self.tenant, user)
        assert who.user is not None  # scope() refuses a missing user
        return lifecycle.erase_user(self.backend, who.tenant, who.user, actor=actor, now=self.services.now(now))

    def pin(self, memory_id: str, pinned: bool = True, *, actor: str = "api", now: datetime | str | None = None,
            tenant: str | None = None, user: str | None = None,
            viewer: Scope | None = None) -> MemoryUnit:
        """Pin a memory (exempt from every forgetting pass), or unpin it with ``pinned=False``."""
        memory_id = self.owned(memory_id, tenant, user, viewer=viewer).id
        return promote.pin(self.backend, self._tenant(tenant), memory_id, pinned, actor=actor,
                           now=self.services.now(now))

    def promote(self, memory_id: str, *, actor: str = "api", now: datetime | str | None = None,
                tenant: str | None = None, user: str | None = None,
                viewer: Scope | None = None) -> MemoryUnit:
        """Move a memory one layer up: working -> episodic -> semantic."""
        memory_id = self.owned(memory_id, tenant, user, viewer=viewer).id
        return promote.step(self.backend, self._tenant(tenant), memory_id, +1, actor=actor,
                            now=self.services.now(now))

    def demote(self, memory_id: str, *, actor: str = "api", now: datetime | str | None = None,
               tenant: str | None = None, user: str | None = None,
               viewer: Scope | None = None) -> MemoryUnit:
        """Move a memory one layer down: semantic -> episodic -> working."""
        memory_id = self.owned(memory_id, tenant, user, viewer=viewer).id
        return promote.step(self.backend, self._tenant(tenant), memory_id, -1, actor=actor,
                            now=self.services.now(now))

    # -- what waits for a person ------------------------------------------------------------

    def conflicts(self, *, user: str | None = None, status: ConflictStatus | str | None = ConflictStatus.OPEN,
                  tenant: str | None = None, viewer: Scope | None = None) -> list[ConflictRecord]:
        """Contested entity+attribute pairs waiting for a person (``status=None`` for all).

        With a ``viewer``, only conflicts all of whose memories it may see.
        """
        return review.conflicts(self.backend, self._tenant(tenant), user=user, status=status, viewer=viewer)

    def resolve_conflict(self, conflict_id: str, action: Resolution | str, *, context: str | None = None,
                         value: str | None = None, text: str | None = None, actor: str = "api",
                         now: datetime | str | None = None, tenant: str | None = None,
                         viewer: Scope | None = None, default: str | None = None) -> loops.Settlement:
        """Settle a contested pair: keep_existing, keep_new, keep_both (with ``context``) or custom (``value``).

        keep_both: ``default`` says which value holds by default ("newest", the default, "existing", or the
        value itself); the other is scoped to ``context``. The decision is stored as a high-importance
        meta-memory and ends the loop.
        """
        return review.resolve_conflict(self.services, self._tenant(tenant), conflict_id, action, context=context,
                                       value=value, text=text, actor=actor, now=self.services.now(now),
                                       viewer=viewer, default=default)

    def loop_audit(self, *, user: str | None = None, now: datetime | str | None = None,
                   tenant: str | None = None) -> list[dict[str, Any]]:
        """Seed 000's audit: entity+attribute pairs superseded 3+ times in the last 30 days."""
        return loops.loop_audit(self.backend, self._tenant(tenant), self.services.now(now), user=user)

    def review_queue(self, *, user: str | None = None, tenant: str | None = None, limit: int = 200,
                     viewer: Scope | None = None) -> dict[str, Any]:
        """What waits for a person: open conflicts, challenged, quarantined and unconfirmed memories, proposals
        (consolidation's merges and synthesis's bridges, ``kind`` says which; those ``viewer`` may see)."""
        return review.queue(self.backend, self._tenant(tenant), self.clock(), user=user, limit=limit, viewer=viewer)

    def proposal(self, proposal_id: str, *, tenant: str | None = None, viewer: Scope | None = None) -> MergeProposal:
        """One merge proposal, if ``viewer`` (when given) may see it and all its members; else NotFound."""
        return review.proposal(self.backend, self._tenant(tenant), proposal_id, viewer=viewer)

    def decide_proposal(self, proposal_id: str, decision: str, *, actor: str = "api",
                        now: datetime | str | None = None, tenant: str | None = None,
                        viewer: Scope | None = None) -> MergeProposal:
        """Settle a proposal from the review queue: ``apply`` (a merge: its members become one canonical
        memory; a bridge: the bridge memory is written) or ``dismiss`` (it is never proposed again)."""
        record = self.proposal(proposal_id, tenant=tenant, viewer=viewer)
        return review.decide_proposal(self.services, record, decision, now=self.services.now(now), actor=actor)

    def review(self, memory_id: str, decision: str, *, reason: str | None = None, actor: str = "api",
               now: datetime | str | None = None, tenant: str | None = None,
               viewer: Scope | None = None) -> MemoryUnit:
        """Settle a challenged or quarantined memory: ``approve`` (active again) or ``reject`` (invalidated)."""
        return review.review(self.backend, self._tenant(tenant), memory_id, decision, reason=reason, actor=actor,
                             now=self.services.now(now), viewer=viewer)

    # -- maintenance ------------------------------------------------------------------------

    def manage(self, task: str, *, now: datetime | str | None = None, dry_run: bool = False,
               tenant: str | None = None, user: str | None = None, viewer: Scope | None = None,
               progress: Progress | None = None) -> Report:
        """Run one maintenance task (or ``"all"``, in order) for the tenant and return its report.

        ``now`` runs it as of another time: ``manage("decay", now="2027-01-01", dry_run=True)``
        shows what a year of decay would do without writing anything. The tasks are
        :data:`credo.manage.tasks.TASKS` (or the ``tasks`` this Memory was given).
        ``progress(done, total, label)`` hears how far ``all`` (by task) and ``dream`` (by step) have got.
        """
        run = Run(tenant=self._tenant(tenant), now=self.services.now(now), dry_run=dry_run, user=user,
                  viewer=viewer, progress=progress)
        return run_task(self.services, task, run, self.tasks)

    def scheduler(self, intervals: dict[str, float] | None = None) -> Scheduler:
        """A maintenance scheduler for this store (``run_due()`` per tick, or ``start()``)."""
        return Scheduler(self.backend, lambda task, tenant: self.manage(task, tenant=tenant), intervals=intervals,
                         tasks=self.tasks, clock=self.clock)

    def verify_audit(self, *, tenant: str | None = None, expect_head: str | None = None) -> dict[str, Any]:
        """Check the tenant's audit chain from its latest pruning checkpoint, and the checkpoints' own chain.

        ``{"tenant", "ok", "checkpoints", "events", "error", "head_token", ...}``; ``error`` names the first
        event or checkpoint that was altered or deleted (:mod:`credo.manage.prune`). ``expect_head``: a
        ``head_token`` kept outside the database; a log that never reached it, or no longer holds it, fails
        (a database restored from an older copy).

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "a.db"), embedder=HashEmbedder())
        >>> _ = mem.store("Ann likes tea", user="ann")
        >>> mem.verify_audit()["ok"]
        True
        """
        return prune.verify_audit(self.backend, self._tenant(tenant), expect_head=expect_head)

    def consolidate(self, *, user: str, topic: str | None = None, dry_run: bool = True, method: str = "embedding",
                    threshold: float | None = None, now: datetime | str | None = None,
                    tenant: str | None = None, viewer: Scope | None = None) -> consolidation.ConsolidationReport:
        """Merge clusters of similar memories into canonical ones; ``dry_run`` (the default) only shows the diff.

        With a ``viewer``, only memories it may see are scanned, shown or merged.
        """
        return consolidation.consolidate_user(self.services, self._tenant(tenant), user, now=self.services.now(now),
                                              topic=topic, dry_run=dry_run, method=method, threshold=threshold,
                                              viewer=viewer)

    def crystallize(self, session: str, *, user: str, dry_run: bool = False, now: datetime | str | None = None,
                    tenant: str | None = None) -> dict[str, Any]:
        """Fold a finished task's episodes (one session) into a digest memory and lesson memories."""
        return crystal.crystallize(self.backend, self.embedder, self._who(tenant, user, None), session,
                                   now=self.services.now(now), dry_run=dry_run)

    def reembed(self, model: Embedder | str | None = None, *, batch_size: int = reembed.BATCH_SIZE,
                progress: reembed.Progress | None = None, actor: str = "api",
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
        report = reembed.reembed(self.backend, target, now=self.services.now(now), batch_size=batch_size,
                                 progress=progress, actor=actor)
        self.services.embedder = target
        return report

    def ingest_code(self, path: str | Path, *, user: str, dry_run: bool = False, limit: int = codebase.MAX_FILES,
                    name: str | None = None, now: datetime | str | None = None, tenant: str | None = None,
                    actor: str = "api", progress: Progress | None = None) -> dict[str, Any]:
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
        return codebase.ingest(self.services, path, who=self._who(tenant, user, None), now=self.services.now(now),
                               dry_run=dry_run, limit=limit, name=name, actor=actor, progress=progress)

    # -- lifetime ---------------------------------------------------------------------------

    def close(self) -> None:
        """Stop the worker thread if one runs, then close the store."""
        if self._worker is not None:
            self._worker.stop()
        self.backend.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
