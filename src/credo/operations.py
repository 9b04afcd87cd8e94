"""One typed request per operation, shared by every surface: a parameter exists on all of them or on none.

Each class below is what one operation takes, with a description on every field
and the limits the core enforces (:mod:`credo.limits`, and the module that owns
the operation). The surfaces read these models and nothing else:

* REST (:mod:`credo.server`): a route's path parameters, then its JSON body
  (POST, PATCH) or its query string (GET, DELETE), are the model's fields;
* MCP (:mod:`credo.mcp`): a tool's input schema is the model's;
* the CLI (:mod:`credo.cli`): a command's arguments and options are generated
  from the model's fields;
* :class:`credo.security.Guarded` takes the request, checks it against the
  caller's rights, and hands it to :class:`credo.Memory`.

A request checks what a value alone can tell (an unknown kind, a confidence
above 1, a text over 8000 characters); what needs the store (an id that
exists, a budget too small for this user's frame) is the core's. Names are
parsed as the core parses them: any case, and the aliases of
:class:`credo.models.Kind` and :class:`credo.models.Source`.

:meth:`Request.parse` turns a refusal into :class:`~credo.errors.InvalidInput`
naming the field, so every surface reports it as it reports any bad input:

>>> RecallRequest.parse({"query": "where does Ann live?", "user": "ann", "kinds": ["FACT"]}).kinds
[<Kind.FACT: 'fact'>]
>>> RecallRequest.parse({"query": "tea", "limit": 0})
Traceback (most recent call last):
...
credo.errors.InvalidInput: limit: Input should be greater than or equal to 1

The text handed to ``remember`` is ``text`` (canonical, as the MCP tool always
had it); the REST API's earlier name ``input`` is accepted as an alias:

>>> RememberRequest.parse({"input": "I live in Paris", "user": "ann"}).text
'I live in Paris'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AliasChoices,
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    WithJsonSchema,
    model_validator,
)
from pydantic_core import PydanticCustomError
from typing_extensions import Self

from .context import MAX_BUDGET, MIN_BUDGET
from .errors import InvalidInput
from .limits import (
    MAX_ID_CHARS,
    MAX_METADATA_BYTES,
    MAX_NAME_CHARS,
    MAX_OFFSET,
    MAX_QUERY_CHARS,
    MAX_VALUE_CHARS,
    check_json,
    check_value,
    invalid,
)
from .manage.consolidate import DEFAULTS as CONSOLIDATION_METHODS
from .manage.tasks import TASKS
from .models import MAX_TEXT_CHARS, About, Classification, Kind, Layer, Resolution, Source, Status
from .recall import MAX_LIMIT, MAX_PAGE, MODES
from .timeutil import parse_time


class OperationRequest(BaseModel):
    """What every request shares: no field it does not declare, and only values that could be stored."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    @model_validator(mode="before")
    @classmethod
    def _well_formed(cls, data: Any) -> Any:
        """Lone surrogates, NULs, NaN, over-64-bit integers and deep nesting are refused before any field is read.

        They are refused as malformed JSON (an HTTP 422, like a wrong type), not as a bad value (400).
        """
        try:
            if isinstance(data, dict):
                for name, value in data.items():
                    check_value(name, "a field name")
                    check_value(value, name)
            return data
        except InvalidInput as exc:
            raise PydanticCustomError("malformed_value", exc.message) from None

    @classmethod
    def parse(cls, data: Mapping[str, object]) -> Self:
        """The request from plain values (field names or their aliases); InvalidInput naming the first bad field."""
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise invalid(exc) from None


def member_of(names: Iterable[str], what: str) -> BeforeValidator:
    """A check that a string is one of ``names``, refused as the core refuses it (naming what was sent, listing
    the choices); with :func:`enum_of` as its JSON schema, ``Annotated[str, member_of(...), enum_of(...)]``
    is a string enum.

    >>> class Pick(OperationRequest):
    ...     letter: Annotated[str, member_of(["a", "b"], "letter"), enum_of(["a", "b"])]
    >>> Pick.parse({"letter": "c"})
    Traceback (most recent call last):
    ...
    credo.errors.InvalidInput: letter: unknown letter 'c' (one of: a, b)
    """
    choices = tuple(names)

    def check(value: object) -> object:
        if isinstance(value, str) and value not in choices:
            raise InvalidInput(f"unknown {what} {value!r} (one of: {', '.join(choices)})")
        return value

    return BeforeValidator(check)


def enum_of(names: Iterable[str]) -> WithJsonSchema:
    """The JSON schema of a string that takes one of ``names``."""
    return WithJsonSchema({"type": "string", "enum": list(names)})


def _time(value: object) -> object:
    if value is None or isinstance(value, datetime):
        return parse_time(value)
    if not isinstance(value, str):  # a number is not a time here, though pydantic would read it as one
        raise PydanticCustomError("datetime_type", "Input should be an ISO 8601 time")
    return parse_time(value)


#: A time: an ISO 8601 string (``2026-03-01``, ``2026-03-01T09:00:00Z``) within credo's range.
Time = Annotated[datetime, BeforeValidator(_time)]
KindName = Annotated[Kind, BeforeValidator(Kind.parse)]
LayerName = Annotated[Layer, BeforeValidator(Layer.parse)]
StatusName = Annotated[Status, BeforeValidator(Status.parse)]
SourceName = Annotated[Source, BeforeValidator(Source.parse)]
ClassificationName = Annotated[Classification, BeforeValidator(Classification.parse)]
ResolutionName = Annotated[Resolution, BeforeValidator(Resolution.parse)]
#: engram's retrieval modes (:data:`credo.recall.MODES`).
RecallMode = Annotated[str, member_of(MODES, "mode"), enum_of(MODES)]
#: Every maintenance task (:data:`credo.manage.tasks.TASKS`), or ``all`` of them in order.
TaskName = Annotated[str, member_of([*TASKS, "all"], "task"), enum_of([*TASKS, "all"])]
#: How consolidation groups memories (:data:`credo.manage.consolidate.DEFAULTS`).
ConsolidationMethod = Annotated[str, member_of(CONSOLIDATION_METHODS, "consolidation method"),
                                enum_of(CONSOLIDATION_METHODS)]
Metadata = Annotated[dict[str, Any], AfterValidator(lambda v: check_json(v, "metadata", max_bytes=MAX_METADATA_BYTES))]
#: What ``remember`` reads: a string, a list of strings, or chat messages ``{"role", "content"}``.
Conversation = str | list[str | dict[str, Any]]

Id = Annotated[str, Field(max_length=MAX_ID_CHARS)]
Name = Annotated[str, Field(max_length=MAX_NAME_CHARS)]
Value = Annotated[str, Field(max_length=MAX_VALUE_CHARS)]
Query = Annotated[str, Field(max_length=MAX_QUERY_CHARS)]
Fraction = Annotated[float, Field(ge=0.0, le=1.0)]

USER = "The user whose memories these are (default: the key's own user; a key bound to a user may name only it)."
NOW = "Judge as of this time (ISO 8601; default: now)."
ABOUT = ("Who it is about: user (a belief about the user's world; an agent's is held until a person confirms it) "
         "or self (an agent's own work and lessons, kept as its memory; needs an agent).")
RERANK = ("Rescore the best candidates with the cross-encoder (true), skip it for this call (false), or follow the "
          "store's setting (left out).")


# -- one memory, by id ----------------------------------------------------------------------


class MemoryRequest(OperationRequest):
    """An operation on one memory, named by its id."""

    memory_id: Id = Field(description="The memory's id.")


class GetRequest(MemoryRequest):
    """One memory with every field, its provenance and links."""

    user: Id | None = Field(None, description="Only if the memory belongs to this user (NotFound otherwise).")


class HistoryRequest(MemoryRequest):
    """How a belief came to be: its status changes and the supersession chain it belongs to."""


class ImportanceRequest(MemoryRequest):
    """Why a memory weighs what it does: engram's nine importance factors, each with its weight."""

    now: Time | None = Field(None, description="Weigh it as of this time (ISO 8601; default now): a month "
                                               "later shows how recency and activation fade.")


class StatusRequest(MemoryRequest):
    """Move a memory to another status with a reason."""

    status: StatusName = Field(description="The new status: active, challenged, invalidated, merged, superseded, "
                                           "archived or quarantined.")
    reason: Value = Field(description="Why; kept in the status history.")


class ForgetRequest(MemoryRequest):
    """Forget a memory: archive it (it stays for audit and restore), or erase every trace of it."""

    hard: bool = Field(False, description="Erase the memory, its history, links and vector instead of archiving it.")
    rewrite: bool = Field(False, description="With hard: also rewrite the affected tables (PostgreSQL VACUUM FULL, "
                                             "SQLite VACUUM) so no table file keeps an old copy; locks them while "
                                             "it runs.")
    reason: Value = Field("forgotten on request", description="Why; kept in the status history (archiving only).")

    @model_validator(mode="after")
    def _rewrite_needs_hard(self) -> ForgetRequest:
        if self.rewrite and not self.hard:
            raise ValueError("rewrite applies to a hard erase only (hard=true)")
        return self


class RestoreRequest(MemoryRequest):
    """Bring an archived memory back into service."""

    reason: Value = Field("restored from the archive", description="Why; kept in the status history.")


class FeedbackRequest(MemoryRequest):
    """Whether a recalled memory helped: useful memories rank higher next time."""

    helpful: bool = Field(description="True if the memory helped, false if it did not.")


class PinRequest(MemoryRequest):
    """Pin a memory so no forgetting pass touches it, or unpin it."""

    pinned: bool = Field(True, description="True pins the memory, false unpins it.")


class PromoteRequest(MemoryRequest):
    """Move a memory one layer up: working -> episodic -> semantic."""


class DemoteRequest(MemoryRequest):
    """Move a memory one layer down: semantic -> episodic -> working."""


class EditRequest(MemoryRequest):
    """Correct a memory by hand: its text (re-indexed and re-embedded), importance, confidence, metadata or the
    time it is forgotten after."""

    text: str | None = Field(None, min_length=1, max_length=MAX_TEXT_CHARS,
                             description="The corrected text (only a key that speaks for the user may rewrite it).")
    importance: Fraction | None = Field(None, description="Importance, 0..1: does it matter long-term?")
    confidence: Fraction | None = Field(None, description="Confidence, 0..1: is it true? (never above the trust of "
                                                          "the key's source)")
    metadata: Metadata | None = Field(None, description="JSON merged into the memory's metadata (64 KB).")
    forget_after: Time | None = Field(None, description="No longer served after this time (ISO 8601).")


class ReviewRequest(MemoryRequest):
    """Settle a challenged, quarantined or unconfirmed memory, as a person decided."""

    decision: Literal["approve", "reject"] = Field(description="approve (active again; an unconfirmed memory: "
                                                               "confirmed) or reject (invalidated).")
    reason: Value | None = Field(None, description="Why; kept in the status history.")


# -- writing --------------------------------------------------------------------------------


class StoreRequest(OperationRequest):
    """Store one memory as given (no extraction), with the contradiction check."""

    text: str = Field(min_length=1, max_length=MAX_TEXT_CHARS, description="The memory, stored as given.")
    user: Id | None = Field(None, description="Whose memory this is (default: the key's own user).")
    kind: KindName = Field(Kind.FACT, description="What sort of memory: preference, fact, decision, procedure, "
                                                  "episode, pattern or correction.")
    topic: Name | None = Field(None, description="A broad namespace, e.g. work, health, tech.")
    importance: Fraction = Field(0.5, description="0..1: does it matter long-term?")
    confidence: Fraction = Field(0.8, description="0..1: is it true?")
    entity: Name | None = Field(None, description="The subject of a fact that can change, e.g. user.")
    attribute: Name | None = Field(None, description="The property, e.g. home_city: a new value supersedes the old.")
    value: Value | None = Field(None, description="The value, e.g. Paris.")
    source: SourceName | None = Field(None, description="Who said it: user, assistant, agent, tool, document or web "
                                                        "(default: what the key writes as; never more trusted).")
    at: Time | None = Field(None, description="When it became true (ISO 8601; default now).")
    layer: LayerName | None = Field(None, description="working, episodic, semantic or procedural (default: from "
                                                      "the kind; codebase is written by `credo code ingest`).")
    classification: ClassificationName | None = Field(
        None, description="public, internal, confidential or restricted (never above the key's ceiling).")
    agent: Id | None = Field(None, description="The agent that wrote it (a key bound to an agent writes as it).")
    about: About = Field("user", description=ABOUT)
    source_session: Id | None = Field(None, description="The conversation session it came from.")
    pinned: bool | None = Field(None, description="Pin it: no forgetting pass touches it.")
    shared: bool | None = Field(None, description="Share it with every user of the tenant.")
    domain: Name | None = Field(None, description="The domain it belongs to.")
    forget_after: Time | None = Field(None, description="Archive it after this time (ISO 8601).")
    metadata: Metadata = Field(default_factory=dict, description="Free-form JSON kept with the memory (64 KB).")


class RememberRequest(OperationRequest):
    """Extract memories from conversation text and write them through every gate."""

    text: Conversation = Field(
        validation_alias=AliasChoices("text", "input"),
        description="What was said: a string, a list of strings, or chat messages {\"role\", \"content\"} "
                    "(also accepted as `input`, the REST API's earlier name).")
    user: Id | None = Field(None, description="Whose conversation this is (default: the key's own user).")
    session: Id | None = Field(None, description="The conversation session's id, kept as provenance.")
    source: SourceName | None = Field(None, description="Who said it: user, assistant, agent, tool, document or web "
                                                        "(default: what the key writes as; never more trusted).")
    agent: Id | None = Field(None, description="The agent that said it (a key bound to an agent writes as it).")
    about: About = Field("user", description=ABOUT + " With self, the turns in the agent's own voice (source "
                                                     "agent or assistant) are read as notes about its own work; "
                                                     "what they say about the user stays a claim about the user.")
    at: Time | None = Field(None, description="When it was said (ISO 8601; default now).")
    idempotency_key: Id | None = Field(None, description="Queued ingestion only: retries with the same key return "
                                                         "the same job and never ingest twice.")


class JobRequest(OperationRequest):
    """A queued ``remember``: queued, running, done (with what it stored) or failed (with why)."""

    job_id: Id = Field(description="The job's id.")


# -- reading --------------------------------------------------------------------------------


class RecallRequest(OperationRequest):
    """The memories that best answer a query: active, currently valid, confident beliefs, best first."""

    query: Query = Field(description="What to look for, in words.")
    user: Id | None = Field(None, description=USER)
    limit: int = Field(10, ge=1, le=MAX_LIMIT, description="How many memories at most.")
    min_confidence: Fraction = Field(0.4, description="Leave out memories less sure than this, 0..1.")
    as_of: Time | None = Field(None, description="Answer as credo believed at this time: record time (ISO 8601).")
    valid_at: Time | None = Field(None, description="Answer with what was true at this time: valid time, even a "
                                                    "value since replaced (ISO 8601).")
    mode: RecallMode | None = Field(None, description="engram's retrieval mode: facts_only, facts_plus_rules or "
                                                      "full_context.")
    kinds: list[KindName] | None = Field(None, description="Only these kinds.")
    layers: list[LayerName] | None = Field(None, description="Only these layers (codebase: a repository's files "
                                                             "and signatures).")
    topic: Name | None = Field(None, description="Only this topic.")
    max_classification: ClassificationName | None = Field(
        None, description="Nothing above this classification (never above the key's ceiling).")
    rerank: bool | None = Field(None, description=RERANK)


class ContextRequest(OperationRequest):
    """A prompt-ready memory block for a query within a token budget."""

    query: Query = Field(description="What the prompt is about.")
    user: Id | None = Field(None, description=USER)
    budget_tokens: int = Field(800, ge=MIN_BUDGET, le=MAX_BUDGET, description="The token budget (MiniLM tokenizer).")
    as_of: Time | None = Field(None, description="Answer as credo believed at this time: record time (ISO 8601).")
    valid_at: Time | None = Field(None, description="Answer with what was true at this time: valid time, even a "
                                                    "value since replaced (ISO 8601).")
    rerank: bool | None = Field(None, description=RERANK)


class BrowseRequest(OperationRequest):
    """Memories for a person to look through: any status unless filtered, newest first, or ranked by ``q``."""

    user: Id | None = Field(None, description="Only this user's memories (needed with q).")
    q: Query | None = Field(None, description="Rank by how well they answer this search.")
    status: list[StatusName] | None = Field(None, description="Only these statuses.")
    kind: list[KindName] | None = Field(None, description="Only these kinds.")
    layer: list[LayerName] | None = Field(None, description="Only these layers.")
    topic: Name | None = Field(None, description="Only this topic.")
    classification: list[ClassificationName] | None = Field(None, description="Only these classifications.")
    min_confidence: Fraction = Field(0.0, description="Leave out memories less sure than this.")
    max_confidence: Fraction = Field(1.0, description="Leave out memories surer than this.")
    limit: int = Field(50, ge=1, le=MAX_PAGE, description="A page's size.")
    offset: int = Field(0, ge=0, le=MAX_OFFSET, description="How many to skip: the page's start.")
    rerank: bool | None = Field(None, description=RERANK)


class StatsRequest(OperationRequest):
    """Counts by status, kind, layer and classification, open conflicts, jobs and the retention histogram."""

    user: Id | None = Field(None, description="Only this user's memories.")


class SessionsRequest(OperationRequest):
    """A user's sessions, most recent first: open, finished, summarised, stale or archived."""

    user: Id | None = Field(None, description="Whose sessions (default: the key's own user; required otherwise).")
    now: Time | None = Field(None, description="Judge idleness as of this time (ISO 8601; default now).")


class CardsRequest(OperationRequest):
    """A user's peer cards: one per entity with enough memories believed now."""

    user: Id | None = Field(None, description="Whose cards (default: the key's own user).")
    now: Time | None = Field(None, description=NOW)


class CardRequest(OperationRequest):
    """What credo believes about one entity: its peer card, each line citing the memories it came from."""

    entity: Name = Field(description="The entity: a person, a project, the user.")
    user: Id | None = Field(None, description="Whose memories the card summarises (default: the key's own user).")
    now: Time | None = Field(None, description=NOW)


class TimelineRequest(OperationRequest):
    """What credo believed about one entity over time: each value with when it was said, recorded and retired,
    and the conflicts and resolutions between them."""

    entity: Name = Field(description="The entity: a person, a project, the user.")
    user: Id | None = Field(None, description="Whose memories (default: the key's own user).")


# -- what waits for a person ----------------------------------------------------------------


class ReviewQueueRequest(OperationRequest):
    """What waits for a person: open conflicts, challenged and quarantined memories, merge and bridge proposals."""

    user: Id | None = Field(None, description="Only this user's.")


class ConflictsRequest(OperationRequest):
    """Contested entity+attribute pairs waiting for a person."""

    user: Id | None = Field(None, description="Only this user's conflicts.")
    include_resolved: bool = Field(False, description="Resolved conflicts as well as open ones.")


class ResolveRequest(OperationRequest):
    """Settle a contested entity+attribute as a person decided; the decision is kept as a meta-memory."""

    conflict_id: Id = Field(description="The conflict's id.")
    action: ResolutionName = Field(description="keep_existing, keep_new, keep_both (with context) or custom "
                                               "(with value).")
    context: Value | None = Field(None, description="keep_both: the context the scoped value holds in, "
                                                    "e.g. consulting.")
    default: Value | None = Field(None, description="keep_both: which value holds by default -- newest (the "
                                                    "default), existing, or the value itself; the other is "
                                                    "scoped to context.")
    value: Value | None = Field(None, description="custom: the value that is true.")
    text: str | None = Field(None, min_length=1, max_length=MAX_TEXT_CHARS,
                             description="custom: the memory's text (default: built from the value).")


class ProposalRequest(OperationRequest):
    """Settle a merge or bridge proposal from the review queue."""

    proposal_id: Id = Field(description="The proposal's id.")
    decision: Literal["apply", "dismiss"] = Field(description="apply (merge its memories; a bridge: write it) or "
                                                              "dismiss (never proposed again).")


# -- maintenance ----------------------------------------------------------------------------


class ConsolidateRequest(OperationRequest):
    """Merge clusters of similar memories into canonical ones; a dry run only shows the diff."""

    user: Id | None = Field(None, description="Whose memories (default: the key's own user; required otherwise).")
    topic: Name | None = Field(None, description="Only this topic.")
    dry_run: bool = Field(True, description="Only show the proposed merges (the default); false applies them.")
    method: ConsolidationMethod = Field("embedding", description="embedding (cosine clusters) or text (near-"
                                                                 "identical wording).")
    threshold: float | None = Field(None, gt=0.0, le=1.0, description="Similarity a cluster needs, (0, 1] "
                                                                      "(default: the method's).")


class ManageRequest(OperationRequest):
    """Run one maintenance task (or all of them, in order) and return its report."""

    task: TaskName = Field(description="The task: " + ", ".join(TASKS) + ", or all.")
    dry_run: bool = Field(False, description="Report what would change; write nothing.")
    now: Time | None = Field(None, description="Run as of this time (ISO 8601): see what a month of decay would do.")
    user: Id | None = Field(None, description="Only this user, for the tasks that work per user (loops, "
                                              "consolidate, cards ...).")


class EraseUserRequest(OperationRequest):
    """Delete everything of one user, as a privacy request asks: every memory of any status with its history,
    links, vectors and access log, and the user's jobs, conflicts, proposals and peer cards. Not undoable."""

    user: Id = Field(min_length=1, description="The user to erase (a key bound to a user may erase only it).")


class AuditVerifyRequest(OperationRequest):
    """Verify the tenant's audit chain from its latest pruning checkpoint, and the checkpoints' own chain."""

    expect_head: str | None = Field(
        None, pattern=r"^\d{1,18}:[0-9a-f]{64}$",
        description="A head kept outside the database (COUNT:HASH, the head_token of an earlier verify): the log "
                    "must have reached it and still hold it, so a database restored from an older copy fails.")


__all__ = [
    "AuditVerifyRequest",
    "BrowseRequest",
    "CardRequest",
    "CardsRequest",
    "ConflictsRequest",
    "ConsolidateRequest",
    "ContextRequest",
    "Conversation",
    "DemoteRequest",
    "EditRequest",
    "EraseUserRequest",
    "FeedbackRequest",
    "ForgetRequest",
    "GetRequest",
    "HistoryRequest",
    "ImportanceRequest",
    "JobRequest",
    "ManageRequest",
    "MemoryRequest",
    "OperationRequest",
    "PinRequest",
    "PromoteRequest",
    "ProposalRequest",
    "RecallRequest",
    "RememberRequest",
    "ResolveRequest",
    "RestoreRequest",
    "ReviewQueueRequest",
    "ReviewRequest",
    "SessionsRequest",
    "StatsRequest",
    "StatusRequest",
    "StoreRequest",
    "TimelineRequest",
    "enum_of",
    "member_of",
]
