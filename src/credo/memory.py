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
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from . import write
from .embed import Embedder, MiniLMEmbedder
from .errors import InvalidInput, NotFound
from .models import Classification, Kind, Layer, MemoryUnit, Status, StatusChange, scope
from .recall import RecallResult, RecallWeights, recall
from .store.base import RecallFilter, Store
from .store.sqlite import SQLiteStore
from .timeutil import Clock, parse_time, utcnow
from .write import StoreResult


class Memory:
    """A credo memory store: ``Memory("credo.db")`` opens or creates one with offline defaults."""

    def __init__(self, path: str | Path = "credo.db", *, tenant: str | None = "default",
                 embedder: Embedder | None = None, store: Store | None = None, clock: Clock | None = None,
                 weights: RecallWeights | None = None) -> None:
        self.backend: Store = store if store is not None else SQLiteStore(path)
        self.embedder: Embedder = embedder if embedder is not None else MiniLMEmbedder()
        self.tenant = tenant
        self.clock: Clock = clock or utcnow
        self.weights = weights or RecallWeights()

    # -- helpers ------------------------------------------------------------

    def _now(self, now: datetime | str | None) -> datetime:
        return parse_time(now) or self.clock()

    def _tenant(self, tenant: str | None) -> str:
        return scope(tenant if tenant is not None else self.tenant, user_required=False).tenant

    def _owned(self, memory_id: str, tenant: str | None, user: str | None) -> MemoryUnit:
        unit = write.load(self.backend, self._tenant(tenant), memory_id)
        if user is not None and unit.user != user and not unit.shared:
            raise NotFound(f"memory {memory_id} not found")
        return unit

    # -- write --------------------------------------------------------------

    def store(self, text: str, *, user: str, kind: Kind | str = Kind.FACT, topic: str | None = None,
              importance: float = 0.5, confidence: float = 0.8, entity: str | None = None,
              attribute: str | None = None, value: str | None = None, source: str = "user",
              at: datetime | str | None = None, now: datetime | str | None = None, tenant: str | None = None,
              actor: str = "api", **fields: Any) -> StoreResult:
        """Insert one memory as given (no extraction), with seed 000's contradiction check.

        ``at`` is when the fact became true (default: now). Other MemoryUnit
        fields (agent, source_session, layer, classification, domain, shared,
        pinned, forget_after, metadata ...) pass through ``fields``.
        """
        who = scope(tenant if tenant is not None else self.tenant, user)
        unit = write.build_unit(who, text, now=self._now(now), at=at, kind=kind, topic=topic, importance=importance,
                                confidence=confidence, entity=entity, attribute=attribute, value=value,
                                source=source, **fields)
        return write.store_memory(self.backend, self.embedder, unit, actor=actor)

    def store_many(self, items: Iterable[str | dict[str, Any]], *, user: str, tenant: str | None = None,
                   actor: str = "api", **defaults: Any) -> list[StoreResult]:
        """Store several memories with one embedding batch and one transaction.

        Each item is a text, or a dict with ``text`` and any keyword argument of
        :meth:`store` (``kind``, ``at``, ``now``, ``metadata`` ...); ``defaults``
        apply to every item that does not set its own. Items are stored in order,
        each with the contradiction check; one invalid item stores none.

        >>> import tempfile, os
        >>> from credo import HashEmbedder
        >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "many.db"), embedder=HashEmbedder())
        >>> done = mem.store_many(["Ann likes tea", {"text": "Ann met Bo", "at": "2024-05-01"}],
        ...                       user="ann", kind="episode")
        >>> [(r.memory.text, r.memory.kind.value) for r in done]
        [('Ann likes tea', 'episode'), ('Ann met Bo', 'episode')]
        """
        who = scope(tenant if tenant is not None else self.tenant, user)
        units = []
        for item in items:
            fields = {**defaults, **({"text": item} if isinstance(item, str) else item)}
            if {"user", "tenant", "actor"} & set(fields):
                raise InvalidInput("user, tenant and actor are set for the whole batch, not per item")
            text, now = fields.pop("text", None), fields.pop("now", None)
            units.append(write.build_unit(who, text, now=self._now(now), **fields))
        return write.store_memories(self.backend, self.embedder, units, actor=actor)

    def update_status(self, memory_id: str, status: Status | str, reason: str, *, actor: str = "api",
                      now: datetime | str | None = None, tenant: str | None = None,
                      user: str | None = None) -> MemoryUnit:
        """Move a memory to ``status`` (active, challenged, invalidated, ...) with a reason."""
        self._owned(memory_id, tenant, user)
        return write.change_status(self.backend, self._tenant(tenant), memory_id, status, reason,
                                   actor=actor, now=self._now(now))

    def forget(self, memory_id: str, *, reason: str = "forgotten on request", actor: str = "api",
               now: datetime | str | None = None, tenant: str | None = None, user: str | None = None) -> MemoryUnit:
        """Soft-forget: archive the memory so it is never served again; it stays for audit."""
        return self.update_status(memory_id, Status.ARCHIVED, reason, actor=actor, now=now, tenant=tenant, user=user)

    def erase(self, memory_id: str, *, actor: str = "api", now: datetime | str | None = None,
              tenant: str | None = None, user: str | None = None) -> str:
        """Hard-erase: the row, its full-text entry, vector, links, access log and history are deleted."""
        self._owned(memory_id, tenant, user)
        return write.erase_memory(self.backend, self._tenant(tenant), memory_id, actor=actor, now=self._now(now))

    # -- read ---------------------------------------------------------------

    def get(self, memory_id: str, *, tenant: str | None = None, user: str | None = None) -> MemoryUnit:
        """One memory with its links; NotFound if it is not in this tenant (or user)."""
        unit = self._owned(memory_id, tenant, user)
        unit.links = self.backend.links(unit.tenant, unit.id)
        return unit

    def status_history(self, memory_id: str, *, tenant: str | None = None,
                       user: str | None = None) -> list[StatusChange]:
        """Every status change of a memory, oldest first."""
        unit = self._owned(memory_id, tenant, user)
        return self.backend.status_history(unit.tenant, unit.id)

    def chain(self, memory_id: str, *, tenant: str | None = None, user: str | None = None) -> list[str]:
        """Ids of the supersession chain the memory belongs to, oldest first."""
        unit = self._owned(memory_id, tenant, user)
        return self.backend.supersession_chain(unit.tenant, unit.id)

    def recall(self, query: str, *, user: str, limit: int = 10, min_confidence: float = 0.4,
               as_of: datetime | str | None = None, now: datetime | str | None = None,
               kinds: Iterable[Kind | str] | None = None, layers: Iterable[Layer | str] | None = None,
               topic: str | None = None, agent: str | None = None, domain: str | None = None,
               max_classification: Classification | str | None = None, tenant: str | None = None,
               record_access: bool = True) -> list[RecallResult]:
        """The memories that best answer ``query`` among all the user's (and shared) memories.

        Only active, currently valid memories with confidence >= ``min_confidence``
        are served; ``as_of`` asks what credo believed at that time instead.
        """
        who = scope(tenant if tenant is not None else self.tenant, user)
        if not isinstance(min_confidence, (int, float)) or not 0.0 <= min_confidence <= 1.0:
            raise InvalidInput("min_confidence must be between 0 and 1")
        flt = RecallFilter(
            now=self._now(now), as_of=parse_time(as_of), min_confidence=float(min_confidence),
            kinds=frozenset(Kind.parse(k) for k in kinds) if kinds else None,
            layers=frozenset(Layer.parse(layer) for layer in layers) if layers else None,
            topic=topic, agent=agent, domain=domain,
            max_classification=Classification.parse(max_classification) if max_classification else None,
        )
        return recall(self.backend, self.embedder, who, query, flt, limit=limit, weights=self.weights,
                      record_access=record_access)

    def close(self) -> None:
        """Close the underlying store."""
        self.backend.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
