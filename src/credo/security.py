"""Rights and classification ceilings: what a caller may do, decided in one place.

Who the caller is comes first (:mod:`credo.keys`: an API key names a tenant,
optionally one user and one agent, its rights, its ceiling and the source it
writes as; the result is a :class:`~credo.models.Principal`).
:class:`Guarded` is the one place the rules below are enforced: the HTTP API, the
MCP server and the web UI all call credo through it.

* another tenant's ids answer NotFound, like ids that do not exist;
* a key bound to a user can only name that user; a memory of another user
  (not shared) is NotFound;
* a memory above the key's ceiling is NotFound, and reads never return one;
* every call carries the key as a *viewer* (:attr:`Guarded.viewer`): lists,
  counts, previews, jobs, conflicts, links and history show only what it may
  see, and a write never changes, supersedes or names a memory it may not see;
* a missing right is PermissionDenied.

Provenance comes from the key, not the request. A key writes as its
``source``: ``user`` for a key that speaks for the user (the default for a key
not bound to an agent), ``agent`` for one bound to an agent (the default
then). A request may name a source no more trusted than the key's -- a user
key may file a document as ``document`` -- but never a more trusted one
(PermissionDenied); chat messages whose role outranks the key are recorded as
the key's source. A key bound to an agent writes as that agent (another
agent name is PermissionDenied); one that neither speaks for the user nor is
bound to an agent writes as agent ``key:<id>`` -- except a key whose source is
``document``, ``web`` or ``tool`` (:data:`credo.poison.CONTENT_SOURCES`): what it
writes is content it read, so each write gets the instruction check
(:func:`credo.poison.quarantine_reason`) rather than a blanket hold. What an
agent writes into the user's belief state -- any kind: a procedure or an
episode is served as a lesson or a past experience -- is held in quarantine
until a person approves it; what it writes about itself (``about="self"``) is
its own memory (:func:`credo.write.provenance`, :func:`credo.write.about_agent`).
Keys that do not speak for the user cannot rewrite a memory's text or raise a
confidence above their own trust.

Erasing everything of a user needs the ``erase`` right (``admin`` implies it;
``write`` does not) and a key that sees every classification.

Approving or rejecting a memory, reactivating one and settling a conflict
need the ``review`` right (``admin`` implies it; ``write`` does not, and keys
created before the right existed do not gain it). No key approves its own
writes: a memory created by the same key -- or by the same agent -- and a
conflict over one are refused. An agent's memory (one that names an agent,
or whose source is ``agent`` or ``assistant``) is confirmed by a person only:
a key that acts for an agent -- bound to one, or in the tenant's pool of keys
that write as ``agent``/``tool``/``document``/``web`` -- approves none, its own
agent's or another's (:meth:`Guarded._not_mine`). Feedback from the key (or the
agent) that wrote a memory does not count: it is refused. Erasing for good
(``DELETE /v1/memories/{id}?hard=true``) needs the ``erase`` right (``admin``
implies it; ``write`` never does). The local operator (localhost no-auth mode,
stdio MCP, the CLI) speaks for the user and holds every right.

>>> p = Principal(tenant="acme", rights=frozenset({"read"}))
>>> p.can("write")
False
"""

from __future__ import annotations

from typing import Any

from .context import ContextPack
from .errors import InvalidInput, MissingScope, NotFound, PermissionDenied
from .manage.consolidate import ConsolidationReport
from .manage.loops import Settlement
from .manage.tasks import Progress, Report
from .memory import Memory
from .models import (
    AGENT_VOICES,
    SOURCE_TRUST,
    Classification,
    ConflictRecord,
    ConflictStatus,
    History,
    Job,
    Layer,
    MemoryUnit,
    MergeProposal,
    Message,
    PeerCard,
    Principal,
    Scope,
    Source,
    Status,
)
from .operations import (
    BrowseRequest,
    CardRequest,
    CardsRequest,
    ConflictsRequest,
    ConsolidateRequest,
    ContextRequest,
    Conversation,
    DemoteRequest,
    EditRequest,
    EraseUserRequest,
    FeedbackRequest,
    ForgetRequest,
    GetRequest,
    HistoryRequest,
    ImportanceRequest,
    JobRequest,
    ManageRequest,
    PinRequest,
    PromoteRequest,
    ProposalRequest,
    RecallRequest,
    RememberRequest,
    ResolveRequest,
    RestoreRequest,
    ReviewQueueRequest,
    ReviewRequest,
    SessionsRequest,
    StatsRequest,
    StatusRequest,
    StoreRequest,
    TimelineRequest,
)
from .poison import CONTENT_SOURCES
from .recall import RecallResult
from .write import RememberResult, StoreResult

#: The fields of a store request that reach the memory only when given (the core's defaults apply otherwise).
_STORE_EXTRAS = ("layer", "classification", "source_session", "pinned", "shared", "domain", "forget_after",
                 "metadata", "about")


class Guarded:
    """A Memory as seen by one principal: every call checked, scoped and capped.

    Each operation takes its request (:mod:`credo.operations`), the same one every
    surface builds; ``user`` left out means the key's own user. ``actor`` is how
    the audit log names the caller (default: the principal's label; the CLI says ``cli``).

    >>> import tempfile, os
    >>> from credo import HashEmbedder
    >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "g.db"), tenant="acme", embedder=HashEmbedder())
    >>> ann = Guarded(mem, Principal(tenant="acme", user="ann", rights=frozenset({"read", "write"})))
    >>> ann.store(StoreRequest(text="Ann likes green tea")).memory.user
    'ann'
    >>> [hit.memory.text for hit in ann.recall(RecallRequest(query="tea"))]
    ['Ann likes green tea']
    """

    def __init__(self, memory: Memory, principal: Principal, *, actor: str | None = None) -> None:
        self.memory, self.principal = memory, principal
        self.actor = actor if actor is not None else principal.label

    # -- checks -------------------------------------------------------------------------

    def _need(self, right: str) -> None:
        if not self.principal.can(right):
            raise PermissionDenied(f"this key lacks the {right!r} right")

    def _user(self, user: str | None) -> str | None:
        bound = self.principal.user
        if bound is not None and user is not None and user != bound:
            raise PermissionDenied(f"this key is bound to user {bound!r}")
        return user if user is not None else bound

    def _scoped(self, user: str | None) -> str:
        """The user a user-scoped read or write is for; none at all is MissingScope, as in the core."""
        who = self._user(user)
        if who is None:
            raise MissingScope("a user is required")
        return who

    def _ceiling(self, requested: Classification | None) -> Classification:
        ceiling = self.principal.ceiling
        return requested if requested is not None and requested.rank < ceiling.rank else ceiling

    @property
    def tenant(self) -> str:
        """The key's tenant: every call is confined to it."""
        return self.principal.tenant

    @property
    def _sees_all(self) -> bool:
        """True for a key that sees every memory of its tenant: bound to no user, ceiling restricted."""
        return self.principal.user is None and self.principal.ceiling is Classification.RESTRICTED

    @property
    def viewer(self) -> Scope:
        """What this key may see: its tenant, its user (or the whole tenant) and its ceiling."""
        return Scope(tenant=self.principal.tenant, user=self.principal.user, ceiling=self.principal.ceiling)

    def _own(self, memory_id: str, user: str | None = None) -> MemoryUnit:
        return self.memory.owned(memory_id, self.tenant, user if user is not None else self.principal.user,
                                 viewer=self.viewer)

    # -- reads ----------------------------------------------------------------------------

    def get(self, request: GetRequest) -> MemoryUnit:
        """One memory, if this key may see it (and it belongs to ``request.user``, when given)."""
        self._need("read")
        who = self._user(request.user)
        self._own(request.memory_id, who)
        return self.memory.get(request.memory_id, tenant=self.tenant, user=who, viewer=self.viewer)

    def history(self, request: HistoryRequest) -> History:
        """Status history and supersession chain."""
        self._need("read")
        self._own(request.memory_id)
        return self.memory.history(request.memory_id, tenant=self.tenant, viewer=self.viewer)

    def explain_importance(self, request: ImportanceRequest) -> dict[str, Any]:
        """engram's nine importance factors of a memory this key may see, as of ``request.now``."""
        self._need("read")
        self._own(request.memory_id)
        return self.memory.explain_importance(request.memory_id, now=request.now, tenant=self.tenant,
                                              viewer=self.viewer)

    def recall(self, request: RecallRequest) -> list[RecallResult]:
        """Ranked memories, never above the key's ceiling."""
        self._need("read")
        return self.memory.recall(request.query, user=self._scoped(request.user), limit=request.limit,
                                  min_confidence=request.min_confidence, as_of=request.as_of,
                                  valid_at=request.valid_at, mode=request.mode,
                                  kinds=request.kinds, layers=request.layers, topic=request.topic,
                                  max_classification=self._ceiling(request.max_classification),
                                  rerank=request.rerank, tenant=self.tenant, viewer=self.viewer)

    def context(self, request: ContextRequest) -> ContextPack:
        """A packed context block, never above the key's ceiling."""
        self._need("read")
        return self.memory.context(request.query, user=self._scoped(request.user),
                                   budget_tokens=request.budget_tokens, as_of=request.as_of,
                                   valid_at=request.valid_at, max_classification=self.principal.ceiling,
                                   rerank=request.rerank, tenant=self.tenant, viewer=self.viewer)

    def browse(self, request: BrowseRequest) -> list[MemoryUnit]:
        """Memories for a person to look through (any status), never above the ceiling."""
        self._need("read")
        return self.memory.browse(user=self._user(request.user), query=request.q, statuses=request.status,
                                  kinds=request.kind, layers=request.layer, topic=request.topic,
                                  min_confidence=request.min_confidence, max_confidence=request.max_confidence,
                                  classifications=request.classification,
                                  max_classification=self.principal.ceiling, limit=request.limit,
                                  offset=request.offset, rerank=request.rerank, tenant=self.tenant,
                                  viewer=self.viewer)

    def stats(self, request: StatsRequest) -> dict[str, Any]:
        """Counts by status, kind and layer, and the retention histogram."""
        self._need("read")
        return self.memory.stats(user=self._user(request.user), tenant=self.tenant, viewer=self.viewer)

    def card(self, request: CardRequest) -> PeerCard:
        """One entity's peer card: only the lines all of whose memories this key may see."""
        self._need("read")
        return self.memory.card(request.entity, user=self._scoped(request.user), now=request.now,
                                tenant=self.tenant, viewer=self.viewer)

    def cards(self, request: CardsRequest) -> list[PeerCard]:
        """A user's peer cards, each cut down to the lines this key may see."""
        self._need("read")
        return self.memory.cards(user=self._scoped(request.user), now=request.now, tenant=self.tenant,
                                 viewer=self.viewer)

    def timeline(self, request: TimelineRequest) -> dict[str, Any]:
        """One entity's belief timeline, only the memories and conflicts this key may see."""
        self._need("read")
        return self.memory.timeline(request.entity, user=self._scoped(request.user), tenant=self.tenant,
                                    viewer=self.viewer)

    def sessions(self, request: SessionsRequest) -> list[dict[str, Any]]:
        """A user's sessions with their state (open, finished, summarised, stale, archived)."""
        self._need("read")
        who = self._user(request.user)
        if who is None:
            raise MissingScope("sessions needs a user")
        return self.memory.sessions(user=who, now=request.now, tenant=self.tenant, viewer=self.viewer)

    def job(self, request: JobRequest) -> Job:
        """An ingestion job this key may see, its result cut down to what it may see."""
        self._need("read")
        return self.memory.job(request.job_id, tenant=self.tenant, viewer=self.viewer)

    def jobs(self, limit: int = 50) -> list[Job]:
        """The newest ingestion jobs this key may see."""
        self._need("read")
        return self.memory.jobs(limit=limit, tenant=self.tenant, viewer=self.viewer)

    def review_queue(self, request: ReviewQueueRequest) -> dict[str, Any]:
        """Conflicts, challenged and quarantined memories, merge proposals waiting for a person."""
        self._need("read")
        return self.memory.review_queue(user=self._user(request.user), tenant=self.tenant, viewer=self.viewer)

    def conflicts(self, request: ConflictsRequest) -> list[ConflictRecord]:
        """Contested pairs all of whose memories this key may see: open ones, or every one."""
        self._need("read")
        return self.memory.conflicts(user=self._user(request.user),
                                     status=None if request.include_resolved else ConflictStatus.OPEN,
                                     tenant=self.tenant, viewer=self.viewer)

    # -- writes ---------------------------------------------------------------------------

    def _check_new(self, classification: Classification | None) -> None:
        if classification is not None and classification.rank > self.principal.ceiling.rank:
            raise PermissionDenied("this key may not write above its classification ceiling")

    def _writes_as(self, source: Source | None, agent: str | None) -> tuple[str, str | None]:
        """The source and agent this key writes as (see the module docstring)."""
        mine = self.principal.source
        source = mine if source is None else source
        if SOURCE_TRUST[source] > SOURCE_TRUST[mine]:
            raise PermissionDenied(f"this key writes as source {mine.value!r}, not {source.value!r}")
        bound = self.principal.agent
        if bound is not None and agent is not None and agent != bound:
            raise PermissionDenied(f"this key is bound to agent {bound!r}")
        # a key that neither speaks for the user nor reads content (document, web, tool) writes as an agent;
        # a content key's text gets the instruction check (credo.poison), not the hold on agents' claims
        content = mine in CONTENT_SOURCES and source in CONTENT_SOURCES
        return source.value, agent or bound or (None if self.principal.speaks_for_user or content
                                                else self.principal.label)

    def _speakers(self, conversation: Conversation, about: str = "user") -> Conversation:
        """Chat messages whose role outranks this key are recorded as the key's source.

        With ``about="self"`` a turn in the user's voice (role ``user`` or ``system``) from a key that does not
        speak for the user is refused: recorded as the key's source it would read as the agent's own note.
        """
        if self.principal.speaks_for_user or not isinstance(conversation, list):
            return conversation
        mine = self.principal.source
        recorded: list[str | Message] = []
        for item in conversation:
            if not isinstance(item, dict) or item.get("role") is None:
                recorded.append(item)
                continue
            role = Source.parse(item["role"])
            if SOURCE_TRUST[role] <= SOURCE_TRUST[mine]:
                recorded.append(item)
                continue
            if about == "self" and role not in AGENT_VOICES:
                raise InvalidInput("about=self reads the agent's own turns, and this key does not speak for the "
                                   "user: a user's turn it relays cannot be told from the agent's own; send the "
                                   "agent's turns alone, or the conversation without about")
            recorded.append({**item, "role": mine.value})
        return recorded

    def store(self, request: StoreRequest) -> StoreResult:
        """Direct insert, as the key's source and agent."""
        self._need("write")
        self._check_new(request.classification)
        if request.layer is Layer.CODEBASE or "codebase" in request.metadata:
            # drift detection reads the paths codebase memories name: only a local ingest may write them
            raise PermissionDenied("codebase memories are written by a local `credo code ingest` only")
        who = self._user(request.user)
        if who is None:
            raise MissingScope("a user is required")
        source, agent = self._writes_as(request.source, request.agent)
        extras: dict[str, Any] = {name: getattr(request, name) for name in _STORE_EXTRAS
                                  if getattr(request, name) is not None}
        return self.memory.store(request.text, user=who, kind=request.kind, topic=request.topic,
                                 importance=request.importance, confidence=request.confidence,
                                 entity=request.entity, attribute=request.attribute, value=request.value,
                                 source=source, agent=agent, at=request.at, actor=self.actor, tenant=self.tenant,
                                 viewer=self.viewer, **extras)

    def remember(self, request: RememberRequest) -> RememberResult:
        """The extraction pipeline, synchronously (an ``idempotency_key`` belongs to :meth:`submit`)."""
        self._need("write")
        if request.idempotency_key is not None:
            raise InvalidInput("idempotency_key applies to queued ingestion only (POST /v1/jobs, "
                               "`credo remember --async`)")
        source, agent = self._writes_as(request.source, request.agent)
        return self.memory.remember(self._speakers(request.text, request.about), user=self._scoped(request.user),
                                    session=request.session, source=source, at=request.at, agent=agent,
                                    about=request.about, actor=self.actor, tenant=self.tenant, viewer=self.viewer)

    def submit(self, request: RememberRequest) -> Job:
        """The extraction pipeline, queued: returns the job at once."""
        self._need("write")
        source, agent = self._writes_as(request.source, request.agent)
        return self.memory.submit(self._speakers(request.text, request.about), user=self._scoped(request.user),
                                  session=request.session, source=source, at=request.at, agent=agent,
                                  about=request.about, idempotency_key=request.idempotency_key, actor=self.actor, tenant=self.tenant,
                                  viewer=self.viewer)

    def _changes(self, memory_id: str) -> None:
        """A change to one memory needs the write right and a memory this key may see."""
        self._need("write")
        self._own(memory_id)

    @property
    def acts_for_agent(self) -> bool:
        """True for a key bound to an agent or in the tenant's agent pool (one that does not speak for the user)."""
        return self.principal.agent is not None or not self.principal.speaks_for_user

    def _wrote(self, unit: MemoryUnit) -> bool:
        """True if this key, or the agent it acts for, wrote ``unit``."""
        changes = self.memory.status_history(unit.id, tenant=self.tenant, viewer=self.viewer)
        author = changes[0].actor if changes else None
        return author == self.principal.label or (self.principal.agent is not None
                                                  and unit.agent == self.principal.agent)

    def _not_mine(self, unit: MemoryUnit) -> None:
        """A key never settles what it (or its agent) wrote, and a key acting for any agent never confirms an
        agent's memory: that is a person's call. The local operator is the user."""
        if self.principal.key_id is None:
            return
        if self._wrote(unit):
            raise PermissionDenied(f"this key wrote memory {unit.id}: someone else must review it")
        if self.acts_for_agent and (unit.agent is not None or unit.source in (Source.AGENT, Source.ASSISTANT)):
            raise PermissionDenied(f"memory {unit.id} is an agent's: a person (a key that speaks for the user and "
                                   "acts for no agent) must review it")

    def _none_mine(self, memory_ids: list[str]) -> None:
        """:meth:`_not_mine` for each memory of a conflict or proposal that still exists."""
        for memory_id in memory_ids:
            try:
                unit = self.memory.owned(memory_id, self.tenant)
            except NotFound:  # erased since: nobody wrote it any more
                continue
            self._not_mine(unit)

    def update_status(self, request: StatusRequest) -> MemoryUnit:
        """Change a status with a reason; making a memory active, or moving one under review, needs review."""
        unit = self._own(request.memory_id)
        if request.status is Status.ACTIVE or unit.status in (Status.CHALLENGED, Status.QUARANTINED):
            self._need("review")
            if request.status is Status.ACTIVE:
                self._not_mine(unit)
        self._changes(request.memory_id)
        return self.memory.update_status(request.memory_id, request.status, request.reason, actor=self.actor,
                                         tenant=self.tenant, viewer=self.viewer)

    def forget(self, request: ForgetRequest) -> MemoryUnit | None:
        """Archive a memory and return it; with ``hard``, erase every trace of it and return None."""
        if request.hard:
            self._need("erase")
            self._own(request.memory_id)
            self.memory.erase(request.memory_id, actor=self.actor, tenant=self.tenant, viewer=self.viewer,
                              rewrite=request.rewrite)
            return None
        self._changes(request.memory_id)
        return self.memory.forget(request.memory_id, reason=request.reason, actor=self.actor, tenant=self.tenant,
                                  viewer=self.viewer)

    def erase_user(self, request: EraseUserRequest) -> dict[str, int]:
        """Delete everything of a user (the erase right, which admin implies; a key bound to a user erases only
        that user). It deletes memories of every classification, so the key must see them all: ceiling
        restricted."""
        self._need("erase")
        who = self._scoped(request.user)
        if self.principal.ceiling is not Classification.RESTRICTED:
            raise PermissionDenied("erasing a user deletes memories of every classification: it needs a key "
                                   "with ceiling restricted")
        return self.memory.erase_user(who, actor=self.actor, tenant=self.tenant)

    def restore(self, request: RestoreRequest) -> MemoryUnit:
        """Bring an archived memory back: reactivation, so the review right, and never one's own."""
        self._need("review")
        self._not_mine(self._own(request.memory_id))
        self._changes(request.memory_id)
        return self.memory.restore(request.memory_id, reason=request.reason, actor=self.actor, tenant=self.tenant,
                                   viewer=self.viewer)

    def feedback(self, request: FeedbackRequest) -> MemoryUnit:
        """Whether a recalled memory helped; the key (or agent) that wrote it has no say."""
        unit = self._own(request.memory_id)
        self._changes(request.memory_id)
        if self.principal.key_id is not None and self._wrote(unit):
            raise PermissionDenied(f"this key wrote memory {unit.id}: its own feedback does not count")
        return self.memory.feedback(request.memory_id, request.helpful, actor=self.actor, tenant=self.tenant,
                                    viewer=self.viewer)

    def pin(self, request: PinRequest) -> MemoryUnit:
        """Pin or unpin."""
        self._changes(request.memory_id)
        return self.memory.pin(request.memory_id, request.pinned, actor=self.actor, tenant=self.tenant,
                               viewer=self.viewer)

    def promote(self, request: PromoteRequest) -> MemoryUnit:
        """One layer up."""
        self._changes(request.memory_id)
        return self.memory.promote(request.memory_id, actor=self.actor, tenant=self.tenant, viewer=self.viewer)

    def demote(self, request: DemoteRequest) -> MemoryUnit:
        """One layer down."""
        self._changes(request.memory_id)
        return self.memory.demote(request.memory_id, actor=self.actor, tenant=self.tenant, viewer=self.viewer)

    def edit(self, request: EditRequest) -> MemoryUnit:
        """Correct a memory's text, importance or confidence by hand.

        A key that does not speak for the user may not rewrite text, nor set a
        confidence above its own source's trust.
        """
        if not self.principal.speaks_for_user:
            if request.text is not None:
                raise PermissionDenied("only a key that speaks for the user may rewrite a memory's text")
            limit = SOURCE_TRUST[self.principal.source]
            if request.confidence is not None and request.confidence > limit:
                raise PermissionDenied(f"this key may not set a confidence above {limit:g}")
        self._changes(request.memory_id)
        return self.memory.edit(request.memory_id, text=request.text, importance=request.importance,
                                confidence=request.confidence, metadata=request.metadata,
                                forget_after=request.forget_after, actor=self.actor, tenant=self.tenant,
                                viewer=self.viewer)

    def review(self, request: ReviewRequest) -> MemoryUnit:
        """Approve or reject a challenged or quarantined memory (the review right; never one's own)."""
        self._need("review")
        unit = self._own(request.memory_id)
        if request.decision == "approve":
            self._not_mine(unit)
        return self.memory.review(request.memory_id, request.decision, reason=request.reason, actor=self.actor,
                                  tenant=self.tenant, viewer=self.viewer)

    def resolve_conflict(self, request: ResolveRequest) -> Settlement:
        """Settle a contested entity+attribute (the review right; never a conflict over one's own writes)."""
        self._need("review")
        record = next((c for c in self.memory.conflicts(status=None, tenant=self.tenant, viewer=self.viewer)
                       if c.id == request.conflict_id), None)
        if record is None or (self.principal.user is not None and record.user != self.principal.user):
            raise NotFound(f"conflict {request.conflict_id} not found")
        self._none_mine(record.memory_ids)
        return self.memory.resolve_conflict(request.conflict_id, request.action, context=request.context,
                                            value=request.value, text=request.text, default=request.default,
                                            actor=self.actor,
                                            tenant=self.tenant, viewer=self.viewer)

    def decide_proposal(self, request: ProposalRequest) -> MergeProposal:
        """Apply or dismiss a consolidation proposal (the review right; never one over one's own writes)."""
        self._need("review")
        record = self.memory.proposal(request.proposal_id, tenant=self.tenant, viewer=self.viewer)
        self._none_mine(record.memory_ids)
        return self.memory.decide_proposal(request.proposal_id, request.decision, actor=self.actor,
                                           tenant=self.tenant, viewer=self.viewer)

    def consolidate(self, request: ConsolidateRequest) -> ConsolidationReport:
        """Merge clusters of similar memories; a dry run needs read, applying needs write."""
        self._need("read" if request.dry_run else "write")
        who = self._user(request.user)
        if who is None:
            raise MissingScope("a user is required")
        return self.memory.consolidate(user=who, topic=request.topic, dry_run=request.dry_run,
                                       method=request.method, threshold=request.threshold, tenant=self.tenant,
                                       viewer=self.viewer)

    def manage(self, request: ManageRequest, *, progress: Progress | None = None) -> Report:
        """Run a maintenance task for the tenant (admin). A task that works within what the caller may see
        (``within_sight`` in :data:`credo.manage.tasks.TASKS`) runs for any admin key; every other task
        rewrites and reports on every memory of the tenant, so only a key that may see all of them runs it."""
        self._need("admin")
        found = self.memory.tasks.get(request.task)
        if not self._sees_all and not (found is not None and found.within_sight):
            raise PermissionDenied(f"maintenance task {request.task!r} touches every memory of the tenant: it needs"
                                   " a key bound to no user, with ceiling restricted")
        return self.memory.manage(request.task, now=request.now, dry_run=request.dry_run,
                                  user=self._user(request.user), tenant=self.tenant, viewer=self.viewer,
                                  progress=progress)

    def verify_audit(self, expect_head: str | None = None) -> dict[str, Any]:
        """Verify the tenant's audit chain (admin, with a key that sees everything: the log names every memory)."""
        self._need("admin")
        if not self._sees_all:
            raise PermissionDenied("the audit log covers every memory of the tenant: verifying it needs a key"
                                   " bound to no user, with ceiling restricted")
        return self.memory.verify_audit(tenant=self.tenant, expect_head=expect_head)
