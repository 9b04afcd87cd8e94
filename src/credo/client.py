"""``credo.client.Client``: the REST API from Python, with the methods and answers of :class:`credo.Memory`.

A program written against ``Memory`` runs against a server by changing one line::

    mem = Memory("credo.db")                                  # in process
    mem = Client("http://127.0.0.1:8420", key="credo_...")    # over HTTP

Each method takes the arguments of the ``Memory`` method of the same name (less the
ones the server decides: the tenant, the actor and the clock come from the key) and
answers the same types: a :class:`~credo.models.MemoryUnit`, a list of
:class:`~credo.recall.RecallResult`, a :class:`~credo.write.StoreResult` ... Every
REST error comes back as the :class:`~credo.errors.CredoError` subclass of its
``type``, so ``except NotFound`` works the same on both.

``http`` passes an ``httpx.Client`` built some other way (a proxy, a test's
``TestClient``); the client then uses it as it is.

>>> Client("http://127.0.0.1:8420").base_url
'http://127.0.0.1:8420'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

import httpx

from . import errors
from .answers import (
    BrowseAnswer,
    ConsolidationAnswer,
    ContextAnswer,
    ForgetAnswer,
    HistoryAnswer,
    JobAnswer,
    MemoryAnswer,
    PublicJob,
    RecallAnswer,
    RememberAnswer,
    ReviewQueueAnswer,
    SettlementAnswer,
    StoreAnswer,
)
from .context import ContextPack
from .error_codes import ERROR_CLASSES
from .manage.loops import Settlement
from .models import (
    Classification,
    ConflictRecord,
    ConflictStatus,
    Conversation,
    History,
    Kind,
    Layer,
    MemoryUnit,
    MergeProposal,
    PeerCard,
    Resolution,
    Source,
    Status,
    StatusChange,
)
from .recall import RecallResult
from .timeutil import to_iso
from .write import RememberResult, StoreResult

#: ``type`` of an error body -> the exception the client raises for it.
ERRORS: dict[str, type[errors.CredoError]] = {cls.code: cls for cls in ERROR_CLASSES}


def _plain(value: Any) -> Any:
    """A value as JSON carries it: enums by value, times as ISO 8601, iterables as lists."""
    if isinstance(value, (Kind, Layer, Status, Source, Classification, Resolution, ConflictStatus)):
        return value.value
    if isinstance(value, datetime):
        return to_iso(value)
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_plain(v) for v in value]
    return value


def _given(**values: Any) -> dict[str, Any]:
    """The arguments actually given (None is "left out": the server's default applies)."""
    return {name: _plain(value) for name, value in values.items() if value is not None}


class Client:
    """The credo REST API with :class:`credo.Memory`'s methods: ``Client(base_url, key)``."""

    def __init__(self, base_url: str, key: str | None = None, *, timeout: float = 60.0,
                 http: httpx.Client | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self.http = http if http is not None else httpx.Client(base_url=self.base_url, timeout=timeout)
        self.http.headers.update(headers)
        self._owned = http is None

    # -- the wire ---------------------------------------------------------------------------

    def request(self, method: str, path: str, *, body: Mapping[str, Any] | None = None,
                query: Mapping[str, Any] | None = None) -> Any:
        """Send one request to ``/v1{path}``; the JSON answer, or the error body raised as its CredoError."""
        try:
            response = self.http.request(method, f"/v1{path}", json=body,
                                         params={k: v for k, v in (query or {}).items() if v is not None})
        except httpx.TransportError as exc:
            raise errors.StorageError(f"cannot reach the credo server at {self.base_url}: {exc}") from exc
        if response.status_code >= 400:
            raise _error(response)
        return response.json()

    # -- write ------------------------------------------------------------------------------

    def store(self, text: str, *, user: str, kind: Kind | str = Kind.FACT, topic: str | None = None,
              importance: float = 0.5, confidence: float = 0.8, entity: str | None = None,
              attribute: str | None = None, value: str | None = None, source: str | None = None,
              at: datetime | str | None = None, **fields: Any) -> StoreResult:
        """Insert one memory as given, with the contradiction check (``POST /v1/memories``)."""
        body = _given(text=text, user=user, kind=kind, topic=topic, importance=importance, confidence=confidence,
                      entity=entity, attribute=attribute, value=value, source=source, at=at, **fields)
        answer = StoreAnswer.model_validate(self.request("POST", "/memories", body=body))
        return StoreResult(memory=answer.memory, superseded=answer.superseded, conflict=answer.conflict,
                           duplicate=answer.duplicate, note=answer.note)

    def remember(self, text_or_messages: Conversation, *, user: str, session: str | None = None,
                 source: Source | str | None = None, at: datetime | str | None = None, agent: str | None = None,
                 about: str | None = None) -> RememberResult:
        """Extract memories from conversation text and write them through every gate (``POST /v1/remember``);
        ``about="self"``: the agent's own turns are its notes about its own work."""
        body = _given(text=text_or_messages, user=user, session=session, source=source, at=at, agent=agent,
                      about=about)
        answer = RememberAnswer.model_validate(self.request("POST", "/remember", body=body))
        return RememberResult(stored=answer.stored, skipped=[s.model_dump() for s in answer.skipped],
                              merged=answer.merged, superseded=answer.superseded, conflicts=answer.conflicts)

    def submit(self, text_or_messages: Conversation, *, user: str, session: str | None = None,
               source: Source | str | None = None, at: datetime | str | None = None,
               idempotency_key: str | None = None, agent: str | None = None,
               about: str | None = None) -> PublicJob:
        """Queue a remember for the server's worker and return its job at once (``POST /v1/jobs``)."""
        body = _given(text=text_or_messages, user=user, session=session, source=source, at=at,
                      idempotency_key=idempotency_key, agent=agent, about=about)
        return JobAnswer.model_validate(self.request("POST", "/jobs", body=body)).job

    def job(self, job_id: str) -> PublicJob:
        """A job's state: queued, running, done (with its result) or failed (with the reason)."""
        return JobAnswer.model_validate(self.request("GET", f"/jobs/{_segment(job_id)}")).job

    # -- read -------------------------------------------------------------------------------

    def get(self, memory_id: str, *, user: str | None = None) -> MemoryUnit:
        """One memory with its links; NotFound if the key may not see it."""
        found = self.request("GET", f"/memories/{_segment(memory_id)}", query=_given(user=user))
        return MemoryAnswer.model_validate(found).memory

    def history(self, memory_id: str) -> History:
        """Status history plus supersession chain: how this belief came to be what it is."""
        answer = HistoryAnswer.model_validate(self.request("GET", f"/memories/{_segment(memory_id)}/history"))
        changes = [StatusChange(memory_id=memory_id, **change.model_dump()) for change in answer.history]
        return History(changes=changes, chain=answer.chain)

    def status_history(self, memory_id: str) -> list[StatusChange]:
        """Every status change of a memory, oldest first."""
        return self.history(memory_id).changes

    def chain(self, memory_id: str) -> list[str]:
        """Ids of the supersession chain the memory belongs to, oldest first."""
        return self.history(memory_id).chain

    def explain_importance(self, memory_id: str, *, now: datetime | str | None = None) -> dict[str, Any]:
        """Why a memory is as important as it is: engram's nine factors at ``now``."""
        found: dict[str, Any] = self.request("GET", f"/memories/{_segment(memory_id)}/importance",
                                             query=_given(now=now))
        return found

    def recall(self, query: str, *, user: str, limit: int = 10, min_confidence: float = 0.4,
               as_of: datetime | str | None = None, valid_at: datetime | str | None = None, mode: str | None = None,
               kinds: Iterable[Kind | str] | None = None, layers: Iterable[Layer | str] | None = None,
               topic: str | None = None, max_classification: Classification | str | None = None,
               rerank: bool | None = None) -> list[RecallResult]:
        """The memories that best answer ``query``, best first (``POST /v1/recall``); ``as_of``: as credo believed
        then (record time), ``valid_at``: what was true then (valid time)."""
        body = _given(query=query, user=user, limit=limit, min_confidence=min_confidence, as_of=as_of,
                      valid_at=valid_at, mode=mode,
                      kinds=kinds, layers=layers, topic=topic, max_classification=max_classification, rerank=rerank)
        answer = RecallAnswer.model_validate(self.request("POST", "/recall", body=body))
        return [RecallResult(memory=hit.memory, score=hit.score, why=hit.why,
                             contested=hit.contested.model_dump() if hit.contested else None)
                for hit in answer.results]

    def browse(self, *, user: str | None = None, query: str | None = None,
               statuses: Iterable[Status | str] | None = None, kinds: Iterable[Kind | str] | None = None,
               layers: Iterable[Layer | str] | None = None, topic: str | None = None, min_confidence: float = 0.0,
               max_confidence: float = 1.0, classifications: Iterable[Classification | str] | None = None,
               limit: int = 50, offset: int = 0, rerank: bool | None = None) -> list[MemoryUnit]:
        """Memories for a person to look through: any status unless filtered, newest first (``GET /v1/memories``)."""
        found = self.request("GET", "/memories", query=_given(
            user=user, q=query, status=statuses, kind=kinds, layer=layers, topic=topic, min_confidence=min_confidence,
            max_confidence=max_confidence, classification=classifications, limit=limit, offset=offset,
            rerank=rerank))
        return BrowseAnswer.model_validate(found).memories

    def context(self, query: str, *, user: str, budget_tokens: int = 800, as_of: datetime | str | None = None,
                valid_at: datetime | str | None = None, rerank: bool | None = None) -> ContextPack:
        """A prompt-ready block within ``budget_tokens`` (``POST /v1/context``), as of / valid at a time."""
        answer = ContextAnswer.model_validate(self.request("POST", "/context", body=_given(
            query=query, user=user, budget_tokens=budget_tokens, as_of=as_of, valid_at=valid_at, rerank=rerank)))
        return ContextPack(text=answer.text, sections=answer.sections, tokens=answer.tokens, budget=answer.budget,
                           memory_ids=answer.memory_ids, contested=[c.model_dump() for c in answer.contested])

    def card(self, entity: str, *, user: str, now: datetime | str | None = None) -> PeerCard:
        """What credo believes about ``entity`` for ``user``: its peer card."""
        found = self.request("GET", f"/cards/{_segment(entity)}", query=_given(user=user, now=now))
        return PeerCard.model_validate(found["card"])

    def cards(self, *, user: str, now: datetime | str | None = None) -> list[PeerCard]:
        """Every peer card of ``user``."""
        return [PeerCard.model_validate(c) for c in self.request("GET", "/cards", query=_given(user=user,
                                                                                              now=now))["cards"]]

    def timeline(self, entity: str, *, user: str) -> dict[str, Any]:
        """What credo believed about ``entity`` for ``user`` over time (:meth:`credo.Memory.timeline`)."""
        found: dict[str, Any] = self.request("GET", f"/timeline/{_segment(entity)}", query=_given(user=user))
        return found

    def sessions(self, *, user: str, now: datetime | str | None = None) -> list[dict[str, Any]]:
        """A user's sessions, most recent first, each with its state."""
        found: list[dict[str, Any]] = self.request("GET", "/sessions", query=_given(user=user, now=now))["sessions"]
        return found

    def stats(self, *, user: str | None = None) -> dict[str, Any]:
        """Counts by status, kind, layer and embedding model, jobs, open conflicts, the retention histogram."""
        found: dict[str, Any] = self.request("GET", "/stats", query=_given(user=user))
        return found

    # -- change one memory ------------------------------------------------------------------

    def _change(self, memory_id: str, action: str, body: Mapping[str, Any] | None = None) -> MemoryUnit:
        found = self.request("POST", f"/memories/{_segment(memory_id)}/{action}", body=body or {})
        return MemoryAnswer.model_validate(found).memory

    def feedback(self, memory_id: str, helpful: bool) -> MemoryUnit:
        """Say whether a recalled memory helped."""
        return self._change(memory_id, "feedback", {"helpful": helpful})

    def edit(self, memory_id: str, *, text: str | None = None, importance: float | None = None,
             confidence: float | None = None, metadata: dict[str, Any] | None = None,
             forget_after: datetime | str | None = None) -> MemoryUnit:
        """Correct a memory by hand: its text, importance, confidence, metadata or ``forget_after``
        (``PATCH /v1/memories/{id}``)."""
        found = self.request("PATCH", f"/memories/{_segment(memory_id)}",
                             body=_given(text=text, importance=importance, confidence=confidence, metadata=metadata,
                                         forget_after=forget_after))
        return MemoryAnswer.model_validate(found).memory

    def update_status(self, memory_id: str, status: Status | str, reason: str) -> MemoryUnit:
        """Move a memory to ``status`` with a reason."""
        return self._change(memory_id, "status", _given(status=status, reason=reason))

    def forget(self, memory_id: str, *, reason: str | None = None) -> MemoryUnit:
        """Soft-forget: archive the memory (``DELETE /v1/memories/{id}``)."""
        found = ForgetAnswer.model_validate(self.request("DELETE", f"/memories/{_segment(memory_id)}",
                                                         query=_given(reason=reason)))
        assert found.memory is not None  # archiving answers the memory
        return found.memory

    def restore(self, memory_id: str, *, reason: str | None = None) -> MemoryUnit:
        """Bring an archived memory back into service."""
        return self._change(memory_id, "restore", _given(reason=reason))

    def erase(self, memory_id: str, *, rewrite: bool = False) -> str:
        """Hard-erase one memory and every trace of it (``DELETE /v1/memories/{id}?hard=true``); ``rewrite``
        also rewrites the tables the text lived in (``&rewrite=true``; PostgreSQL's VACUUM FULL)."""
        query = {"hard": "true", **({"rewrite": "true"} if rewrite else {})}
        self.request("DELETE", f"/memories/{_segment(memory_id)}", query=query)
        return memory_id

    def erase_user(self, user: str) -> dict[str, int]:
        """Delete everything of ``user`` (``DELETE /v1/users/{user}``; the erase right)."""
        erased: dict[str, int] = self.request("DELETE", f"/users/{_segment(user)}")["erased"]
        return erased

    def pin(self, memory_id: str, pinned: bool = True) -> MemoryUnit:
        """Pin a memory (or unpin it with ``pinned=False``)."""
        return self._change(memory_id, "pin", {"pinned": pinned})

    def promote(self, memory_id: str) -> MemoryUnit:
        """Move a memory one layer up."""
        return self._change(memory_id, "promote")

    def demote(self, memory_id: str) -> MemoryUnit:
        """Move a memory one layer down."""
        return self._change(memory_id, "demote")

    # -- what waits for a person ------------------------------------------------------------

    def conflicts(self, *, user: str | None = None,
                  status: ConflictStatus | str | None = ConflictStatus.OPEN) -> list[ConflictRecord]:
        """Contested pairs waiting for a person (``status=None``: every one)."""
        found = self.request("GET", "/conflicts", query=_given(user=user, include_resolved=status != ConflictStatus.OPEN))
        records = [ConflictRecord.model_validate(c) for c in found["conflicts"]]
        return [c for c in records if status is None or c.status == ConflictStatus.parse(status)]

    def resolve_conflict(self, conflict_id: str, action: Resolution | str, *, context: str | None = None,
                         value: str | None = None, text: str | None = None, default: str | None = None) -> Settlement:
        """Settle a contested pair as a person decided (``default``: with keep_both, which value is the default)."""
        found = self.request("POST", f"/conflicts/{_segment(conflict_id)}/resolve",
                             body=_given(action=action, context=context, value=value, text=text, default=default))
        answer = SettlementAnswer.model_validate(found)
        return Settlement(conflict=answer.conflict, meta_memory=answer.meta_memory, active=answer.active,
                          retired=answer.retired)

    def review_queue(self, *, user: str | None = None) -> dict[str, Any]:
        """What waits for a person: conflicts, challenged, quarantined and unconfirmed memories, proposals."""
        answer = ReviewQueueAnswer.model_validate(self.request("GET", "/review", query=_given(user=user)))
        return {name: getattr(answer, name) for name in ReviewQueueAnswer.model_fields}

    def decide_proposal(self, proposal_id: str, decision: str) -> MergeProposal:
        """Apply or dismiss a merge or bridge proposal."""
        found = self.request("POST", f"/review/proposals/{_segment(proposal_id)}", body={"decision": decision})
        return MergeProposal.model_validate(found["proposal"])

    def review(self, memory_id: str, decision: str, *, reason: str | None = None) -> MemoryUnit:
        """Settle a challenged or quarantined memory: ``approve`` or ``reject``."""
        return self._change(memory_id, "review", _given(decision=decision, reason=reason))

    # -- maintenance ------------------------------------------------------------------------

    def manage(self, task: str, *, now: datetime | str | None = None, dry_run: bool = False,
               user: str | None = None) -> dict[str, Any]:
        """Run one maintenance task (or ``all``) and return its report (an admin key)."""
        found: dict[str, Any] = self.request("POST", f"/manage/{_segment(task)}",
                                             body=_given(now=now, dry_run=dry_run, user=user))
        return found

    def consolidate(self, *, user: str, topic: str | None = None, dry_run: bool = True, method: str = "embedding",
                    threshold: float | None = None) -> ConsolidationAnswer:
        """Merge clusters of similar memories; a dry run (the default) only shows the diff."""
        found = self.request("POST", "/consolidate", body=_given(user=user, topic=topic, dry_run=dry_run,
                                                                  method=method, threshold=threshold))
        return ConsolidationAnswer.model_validate(found)

    def verify_audit(self, expect_head: str | None = None) -> dict[str, Any]:
        """Check the tenant's audit chain (an admin key bound to no user, ceiling restricted); ``expect_head``:
        a ``head_token`` kept elsewhere, which the log must still hold."""
        found: dict[str, Any] = self.request("GET", "/audit/verify", query={"expect_head": expect_head}
                                             if expect_head else None)
        return found

    # -- lifetime ---------------------------------------------------------------------------

    def close(self) -> None:
        """Close the HTTP connection pool (not one handed in)."""
        if self._owned:
            self.http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _segment(value: str) -> str:
    """A path segment, percent-encoded (an id or an entity may hold any character)."""
    from urllib.parse import quote

    return quote(value, safe="")


def _error(response: httpx.Response) -> errors.CredoError:
    """The CredoError an error answer stands for (its ``type``; by status when the body is not credo's)."""
    try:
        detail = response.json()["error"]
        kind, message = str(detail["type"]), str(detail["message"])
    except (ValueError, KeyError, TypeError):
        kind, message = "", f"HTTP {response.status_code}: {response.text[:300]}"
    cls = ERRORS.get(kind) or {401: errors.Unauthenticated, 403: errors.PermissionDenied,
                               404: errors.NotFound, 409: errors.Conflict}.get(response.status_code)
    if cls is None:
        cls = errors.InvalidInput if response.status_code < 500 else errors.StorageError
    return cls(message)


__all__ = ["Client", "ERRORS"]
