"""The memory model: every field a memory carries, in one place.

A memory is a typed, scored *belief*, not a note. The fields come from the four
seed systems (Recall, engram, agentmemory, Knowlyr) and are grouped by what they
answer:

* who:        ``tenant``, ``user``, ``agent``, ``source_session``
* what:       ``text``, ``kind``, ``layer``, ``topic``, ``entity``/``attribute``/``value``
* how sure:   ``importance`` (does it matter? as set, surprise-adjusted) and
  ``confidence`` (is it true?), ``source`` and its ``trust``; ``effective_importance``
  combines importance with engram's eight other factors (:mod:`credo.importance`)
* when:       ``created_at`` (when credo recorded it) versus ``valid_from`` /
  ``valid_until`` (when it holds in the world) -- two clocks, so "what did we
  believe on March 3rd" and "what was true on March 3rd" are different questions
* lifecycle:  ``status``, ``superseded_by``, ``version``/``parent_id``, ``pinned``,
  ``forget_after``
* use:        ``last_accessed``, ``access_count``, ``recent_accesses``,
  ``decay_score``, ``q_value``, ``recall_count``, ``verified_count``
* security:   ``classification``, ``domain``, ``shared``
* vectors:    ``embedding_model``, ``embedding_dim`` (the vector itself is stored
  L2-normalised beside the row and never serialised)

How the seeds' types map onto :class:`Kind`::

    Recall       preference, fact, decision, procedure  -> same names
    engram       fact -> fact, procedure -> procedure, narrative -> episode
    Knowlyr      decision -> decision, finding -> fact, correction -> correction,
                 pattern -> pattern, estimate -> fact
    agentmemory  preference -> preference, pattern -> pattern, fact -> fact,
                 architecture -> decision, workflow -> procedure, bug -> episode,
                 lesson -> procedure

>>> Kind.parse("narrative")
<Kind.EPISODE: 'episode'>
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from enum import Enum
from typing import Any, ClassVar, Literal, Self, TypedDict, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .errors import InvalidInput, MissingScope
from .limits import (
    MAX_ID_CHARS,
    MAX_METADATA_BYTES,
    MAX_NAME_CHARS,
    MAX_PAYLOAD_BYTES,
    MAX_VALUE_CHARS,
    check_json,
    check_text,
    check_value,
)

MAX_TEXT_CHARS = 8000


class _Choice(str, Enum):
    """A string enum whose ``parse`` turns unknown names into InvalidInput."""

    @classmethod
    def parse(cls, value: Any) -> Self:
        """``value`` as a member (a member, its value or an alias, any case), else InvalidInput."""
        if isinstance(value, cls):
            return value
        key = str(value).strip().lower()
        key = _ALIASES.get(cls.__name__, {}).get(key, key)
        try:
            return cls(key)
        except ValueError as exc:
            allowed = ", ".join(member.value for member in cls)
            raise InvalidInput(f"unknown {cls.__name__.lower()} {value!r} (one of: {allowed})") from exc

    def __str__(self) -> str:
        return self.value


class Kind(_Choice):
    """What sort of thing a memory says."""

    PREFERENCE = "preference"
    FACT = "fact"
    DECISION = "decision"
    PROCEDURE = "procedure"
    EPISODE = "episode"
    PATTERN = "pattern"
    CORRECTION = "correction"


class Layer(_Choice):
    """How long-lived a memory is meant to be (engram's layers).

    ``codebase`` holds compressed code knowledge -- a repository's file tree and
    signatures (:mod:`credo.codebase`): it never decays, is never archived,
    promoted or demoted, and leaves service only when drift detection finds the
    code it describes gone (:mod:`credo.manage.drift`).
    """

    WORKING = "working"
    EPISODIC = "episodic"
    SEMANTIC = "semantic"
    PROCEDURAL = "procedural"
    CODEBASE = "codebase"


#: Layers whose half-life is infinite (engram: semantic, procedural and codebase never decay).
LASTING_LAYERS: frozenset[Layer] = frozenset({Layer.SEMANTIC, Layer.PROCEDURAL, Layer.CODEBASE})


class Status(_Choice):
    """Where a memory stands; only ``active`` memories are served as belief."""

    ACTIVE = "active"
    CHALLENGED = "challenged"
    INVALIDATED = "invalidated"
    MERGED = "merged"
    SUPERSEDED = "superseded"
    ARCHIVED = "archived"
    QUARANTINED = "quarantined"


class Source(_Choice):
    """Who said it. Decides the memory's trust."""

    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"
    DOCUMENT = "document"
    WEB = "web"        # fetched pages: a document nobody vouches for
    AGENT = "agent"    # another agent writing through the API, not this conversation's assistant
    SYSTEM = "system"
    CONSOLIDATION = "consolidation"


class Classification(_Choice):
    """Sensitivity, in ascending order; a reader's ceiling hides anything above it."""

    PUBLIC = "public"
    INTERNAL = "internal"
    CONFIDENTIAL = "confidential"
    RESTRICTED = "restricted"

    @property
    def rank(self) -> int:
        return list(Classification).index(self)


class LinkType(_Choice):
    """Why two memories are linked."""

    RELATED = "related"
    SUPERSEDES = "supersedes"
    MERGED_INTO = "merged_into"
    DERIVED_FROM = "derived_from"


_ALIASES: dict[str, dict[str, str]] = {
    "Kind": {
        "narrative": "episode",
        "finding": "fact",
        "estimate": "fact",
        "architecture": "decision",
        "workflow": "procedure",
        "lesson": "procedure",
        "bug": "episode",
    },
    "Source": {"human": "user", "ai": "assistant", "ingest": "document"},
}

#: Source trust (engram: human 1.0, AI 0.7, ingest 0.5; tools sit between).
SOURCE_TRUST: dict[Source, float] = {
    Source.USER: 1.0,
    Source.SYSTEM: 1.0,
    Source.ASSISTANT: 0.7,
    Source.CONSOLIDATION: 0.7,
    Source.TOOL: 0.6,
    Source.DOCUMENT: 0.5,
    Source.AGENT: 0.6,
    Source.WEB: 0.4,
}

#: The layer a kind lands in when none is given (engram: episodic for events,
#: semantic for knowledge, procedural for decisions, patterns and how-to).
DEFAULT_LAYER: dict[Kind, Layer] = {
    Kind.EPISODE: Layer.EPISODIC,
    Kind.FACT: Layer.SEMANTIC,
    Kind.PREFERENCE: Layer.SEMANTIC,
    Kind.CORRECTION: Layer.SEMANTIC,
    Kind.DECISION: Layer.PROCEDURAL,
    Kind.PROCEDURE: Layer.PROCEDURAL,
    Kind.PATTERN: Layer.PROCEDURAL,
}

#: How many access times a memory remembers (agentmemory's RECENT_CAP).
RECENT_ACCESS_CAP = 20


def normalise_key(name: str | None) -> str | None:
    """Entity and attribute names compare case- and spacing-insensitively.

    >>> normalise_key("  Preferred Meeting-Time ")
    'preferred_meeting_time'
    """
    if name is None:
        return None
    key = "_".join(name.strip().lower().replace("-", " ").split())
    return key or None


class _Checked(BaseModel):
    """A stored record: every field that can hold text well-formed (no lone surrogates, no NULs,
    finite numbers within 64 bits), some bounded.

    ``_max_chars`` bounds string fields and ``_max_bytes`` JSON ones, by name.
    The check runs when a record is built and on every assignment, so nothing
    that could fail on read is ever written; one pass over the text-bearing
    fields keeps it cheap (a few microseconds a record).
    """

    model_config = ConfigDict(defer_build=True)  # validators built on first use, not at import

    _max_chars: ClassVar[dict[str, int]] = {}
    _max_bytes: ClassVar[dict[str, int]] = {}
    _text_fields: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls._text_fields = tuple(name for name, info in cls.model_fields.items() if _holds_text(info.annotation))

    @model_validator(mode="after")
    def _well_formed(self) -> Any:
        values, max_chars = self.__dict__, self._max_chars
        for name in self._text_fields:
            value = values[name]
            if value is None:
                continue
            if type(value) is str:
                check_text(value, name, max_chars=max_chars.get(name))
            elif name in self._max_bytes:
                check_json(value, name, max_bytes=self._max_bytes[name])
            else:
                check_value(value, name)
        return self


def _holds_text(annotation: Any) -> bool:
    """True for str, Any, and containers or unions of them (enums and models check themselves)."""
    if annotation is str or annotation is Any:
        return True
    if isinstance(annotation, type) and issubclass(annotation, (Enum, BaseModel)):
        return False
    return any(_holds_text(arg) for arg in get_args(annotation))


_IDS = ("id", "tenant", "user", "agent", "source_session", "superseded_by", "parent_id", "idempotency_key")
_NAMES = ("entity", "attribute", "topic", "domain", "kind", "extractor", "prompt_version", "embedding_model")


class MemoryUnit(_Checked):
    """One memory: a typed, scored, timestamped belief.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> unit = MemoryUnit(id="m1", tenant="acme", user="ann", text="Ann lives in Paris",
    ...                   created_at=t, valid_from=t)
    >>> unit.status, unit.confidence, unit.layer
    (<Status.ACTIVE: 'active'>, 0.8, <Layer.SEMANTIC: 'semantic'>)
    """

    model_config = ConfigDict(validate_assignment=True, extra="forbid")
    _max_chars: ClassVar[dict[str, int]] = {**dict.fromkeys(_IDS, MAX_ID_CHARS),
                                            **dict.fromkeys(_NAMES, MAX_NAME_CHARS), "value": MAX_VALUE_CHARS}
    _max_bytes: ClassVar[dict[str, int]] = {"metadata": MAX_METADATA_BYTES}

    id: str
    tenant: str = Field(min_length=1)
    user: str = Field(min_length=1)
    agent: str | None = None
    source_session: str | None = None

    text: str = Field(min_length=1, max_length=MAX_TEXT_CHARS)
    kind: Kind = Kind.FACT
    layer: Layer = Layer.SEMANTIC
    topic: str | None = None
    importance: float = Field(default=0.5, ge=0.0, le=1.0)
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    source: Source = Source.USER
    trust: float = Field(default=1.0, ge=0.0, le=1.0)
    entity: str | None = None
    attribute: str | None = None
    value: str | None = None

    created_at: datetime
    updated_at: datetime | None = None
    valid_from: datetime
    valid_until: datetime | None = None
    superseded_by: str | None = None
    status: Status = Status.ACTIVE

    last_accessed: datetime | None = None
    access_count: int = Field(default=0, ge=0)
    recent_accesses: list[datetime] = Field(default_factory=list)
    decay_score: float = Field(default=1.0, ge=0.0, le=1.0)
    q_value: float = Field(default=0.5, ge=0.0, le=1.0)
    recall_count: int = Field(default=0, ge=0)
    verified_count: int = Field(default=0, ge=0)
    confirmations: int = Field(default=0, ge=0)

    pinned: bool = False
    forget_after: datetime | None = None
    classification: Classification = Classification.INTERNAL
    domain: str | None = None
    shared: bool = False

    version: int = Field(default=1, ge=1)
    parent_id: str | None = None

    extractor: str | None = None
    prompt_version: str | None = None
    surprise: float | None = None
    #: emotional intensity of the text, 0..1 (VADER), scored at write; engram's valence factor
    valence: float | None = Field(default=None, ge=0.0, le=1.0)
    #: engram's nine factors combined (:mod:`credo.importance`), as of the last write or decay run
    effective_importance: float | None = Field(default=None, ge=0.0, le=1.0)
    #: agentmemory's consolidation strength: only on what the consolidation pipeline writes (credo.manage.pipeline)
    strength: float | None = Field(default=None, ge=0.0, le=1.0)
    metadata: dict[str, Any] = Field(default_factory=dict)

    embedding_model: str | None = None
    embedding_dim: int | None = None
    embedding: list[float] | None = Field(default=None, exclude=True, repr=False)

    links: list[Link] = Field(default_factory=list)

    @field_validator("text")
    @classmethod
    def _text_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text is blank")
        return value.strip()

    @field_validator("kind", mode="before")
    @classmethod
    def _kind(cls, value: Any) -> Kind:
        return Kind.parse(value)

    @field_validator("source", mode="before")
    @classmethod
    def _source(cls, value: Any) -> Source:
        return Source.parse(value)

    def to_public(self) -> dict[str, Any]:
        """Every field but the embedding, as JSON-ready values."""
        return self.model_dump(mode="json", exclude={"embedding"})

    def holds_at(self, when: datetime) -> bool:
        """True if the memory is valid in the world at ``when``."""
        return self.valid_from <= when and (self.valid_until is None or when < self.valid_until)


class Link(_Checked):
    """A typed edge from one memory to another."""

    source_id: str
    target_id: str
    type: LinkType = LinkType.RELATED
    weight: float = 1.0
    created_at: datetime


class StatusChange(_Checked):
    """One row of a memory's status history."""

    memory_id: str
    old: Status | None
    new: Status
    reason: str
    actor: str
    at: datetime
    escalation: bool = False       # the loop guard challenged this memory instead of superseding (seed 000)


class ConflictStatus(_Choice):
    """Whether a contested entity+attribute still waits for a person."""

    OPEN = "open"
    RESOLVED = "resolved"


class Resolution(_Choice):
    """How a person settles a contested entity+attribute."""

    KEEP_EXISTING = "keep_existing"
    KEEP_NEW = "keep_new"
    KEEP_BOTH = "keep_both"
    CUSTOM = "custom"


class ConflictRecord(_Checked):
    """An entity+attribute whose value kept flipping, escalated to a person.

    ``memory_ids`` lists the contested memories oldest first: the value that
    was current when the loop was detected comes first.
    """

    id: str
    tenant: str
    user: str
    entity: str
    attribute: str
    status: ConflictStatus = ConflictStatus.OPEN
    memory_ids: list[str]
    reason: str = ""
    resolution: dict[str, Any] | None = None
    created_at: datetime
    resolved_at: datetime | None = None

    def to_public(self) -> dict[str, Any]:
        """JSON-ready."""
        return self.model_dump(mode="json")


class ProposalStatus(_Choice):
    """Where a consolidation proposal stands."""

    OPEN = "open"
    APPLIED = "applied"
    DISMISSED = "dismissed"


#: The metadata key that marks a bridge memory (cross-domain synthesis) and holds what it joins.
BRIDGE = "bridge"


class MergeProposal(BaseModel):
    """A group of similar memories that consolidation would not merge on its own.

    Its members are close in meaning but not restatements of one claim
    (different people, numbers or polarity): a person applies it (the group
    becomes one canonical memory) or dismisses it (it is never proposed again).
    ``memory_ids`` lists the members oldest first.

    ``kind`` is ``merge`` (consolidation) or ``bridge`` (cross-domain synthesis,
    :mod:`credo.manage.synthesis`): a bridge joins ``entities`` met in memories of
    different ``topics``; its members are its sources, and applying it writes the
    bridge memory (``canonical_text``) with ``derived_from`` links to them.
    """

    model_config = ConfigDict(defer_build=True)

    id: str
    tenant: str
    user: str
    kind: Literal["merge", "bridge"] = "merge"
    status: ProposalStatus = ProposalStatus.OPEN
    memory_ids: list[str]
    reason: str
    canonical_text: str
    classification: Classification = Classification.INTERNAL
    created_at: datetime
    decided_at: datetime | None = None
    decided_by: str | None = None
    canonical_id: str | None = None
    entities: list[str] = Field(default_factory=list)   # a bridge's two entities, normalised
    topics: list[str] = Field(default_factory=list)     # a bridge's two contexts (domain / topic)

    def to_public(self) -> dict[str, Any]:
        """JSON-ready."""
        return self.model_dump(mode="json")


class CardLine(_Checked):
    """One line of a peer card: what it says, the memories it says it from, and how sensitive they are.

    ``section`` is where the line sits (contested, facts, preferences, decisions, procedures,
    episodes); ``classification`` is the highest of its sources'.
    """

    model_config = ConfigDict(frozen=True, defer_build=True)

    text: str = Field(min_length=1)
    memory_ids: list[str] = Field(min_length=1)
    section: str = "facts"
    classification: Classification = Classification.INTERNAL


class PeerCard(_Checked):
    """What credo believes about one entity of one user, line by line, each line citing its memories.

    Built by :mod:`credo.manage.cards`. ``memory_ids`` lists every memory the card was built from
    (erasing any of them deletes the card); ``fingerprint`` hashes their ids, versions and statuses,
    so a card is rebuilt exactly when the beliefs under it change. ``writer`` is ``extractive`` or
    the name of the model that wrote the prose; ``classification`` is the highest of its sources'.
    """

    _max_chars: ClassVar[dict[str, int]] = {"tenant": MAX_ID_CHARS, "user": MAX_ID_CHARS, "entity": MAX_NAME_CHARS}

    tenant: str
    user: str
    entity: str
    lines: list[CardLine]
    memory_ids: list[str]
    fingerprint: str
    built_at: datetime
    writer: str = "extractive"
    classification: Classification = Classification.INTERNAL

    def to_public(self) -> dict[str, Any]:
        """JSON-ready."""
        return self.model_dump(mode="json")


class JobStatus(_Choice):
    """Where an ingestion job stands."""

    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


class Job(_Checked):
    """A unit of asynchronous work (an input to remember), durable across restarts.

    Its payload is checked when the job is built, so a job that could not be
    read back or run is never queued.
    """

    _max_chars: ClassVar[dict[str, int]] = {**dict.fromkeys(_IDS, MAX_ID_CHARS), "kind": MAX_NAME_CHARS}
    _max_bytes: ClassVar[dict[str, int]] = {"payload": MAX_PAYLOAD_BYTES}

    id: str
    tenant: str
    user: str | None = None
    kind: str = "remember"
    status: JobStatus = JobStatus.QUEUED
    payload: dict[str, Any] = Field(default_factory=dict)
    result: dict[str, Any] | None = None
    error: str | None = None
    idempotency_key: str | None = None
    attempts: int = 0
    created_at: datetime
    started_at: datetime | None = None
    finished_at: datetime | None = None
    lease_until: datetime | None = None
    worker: str | None = None

    def to_public(self) -> dict[str, Any]:
        """JSON-ready, without the lease bookkeeping."""
        return self.model_dump(mode="json", exclude={"lease_until", "worker"})


class History(BaseModel):
    """A memory's status history and the supersession chain it belongs to (oldest first)."""

    model_config = ConfigDict(defer_build=True)

    changes: list[StatusChange]
    chain: list[str]

    def to_public(self) -> dict[str, Any]:
        """``{"history": [{old, new, reason, actor, at}], "chain": [ids]}``, JSON-ready."""
        rows = [change.model_dump(mode="json", exclude={"memory_id"}) for change in self.changes]
        return {"history": rows, "chain": list(self.chain)}


class Scope(BaseModel):
    """Whose memories a call may touch and see. Built by :func:`scope`, never defaulted to 'all'.

    The same value is the *viewer* of a guarded call (:meth:`credo.security.Guarded.viewer`):
    the tenant, the key's user (None: tenant-wide), and the key's classification
    ``ceiling`` (None: every classification, a trusted local caller). The store
    renders it into the WHERE clause of every query that returns memories, ids,
    counts or existence (:func:`credo.store.sql.scope_clause`), so nothing above
    the ceiling or of another user reaches an answer.

    >>> Scope(tenant="acme", user="ann", ceiling="public").ceiling.value
    'public'
    """

    model_config = ConfigDict(frozen=True, defer_build=True)

    tenant: str
    user: str | None = None
    include_shared: bool = True
    ceiling: Classification | None = None

    def own(self) -> Scope:
        """The same viewer confined to the user's own memories (no shared ones)."""
        return self.model_copy(update={"include_shared": False})


def scope(tenant: str | None, user: str | None = None, *, user_required: bool = True) -> Scope:
    """Validate a tenant/user pair; a missing one raises MissingScope.

    >>> scope("acme", "ann").user
    'ann'
    """
    if not tenant or not str(tenant).strip():
        raise MissingScope("a tenant is required")
    if user_required and (not user or not str(user).strip()):
        raise MissingScope("a user is required")
    check_text(tenant, "tenant", max_chars=MAX_ID_CHARS)
    check_text(user, "user", max_chars=MAX_ID_CHARS)
    return Scope(tenant=str(tenant).strip(), user=str(user).strip() if user else None)


#: One conversation turn: its text and who said it.
Turn = tuple[str, Source]
#: A chat message as ``remember`` takes it: ``{"role": "user"|"assistant"|"tool"|..., "content": text}``.
Message = dict[str, str]
#: What ``remember`` reads: one text, or a conversation (texts, or chat messages).
Conversation = str | list[str] | list[Message] | list[str | Message]


#: Who a written memory is about: ``user`` (the default: a belief about the user's world) or ``self`` (an agent's
#: own work, lessons and experience, kept as the agent's memory and never as a belief about the user).
About = Literal["user", "self"]
ABOUTS: tuple[About, ...] = get_args(About)
#: The sources that are an agent's own voice: what it says in them may be about its own work (``about="self"``).
AGENT_VOICES = frozenset({Source.AGENT, Source.ASSISTANT})


def about_self(about: object, *, agent: object, turns: Sequence[Turn] | None = None) -> bool:
    """True when what is written is an agent's memory about itself; InvalidInput for a value or a combination
    that cannot be one. ``store`` and ``remember`` (and a queued ``remember``, when it is submitted) decide
    here, so every surface refuses the same things with the same words.

    ``self`` needs an agent (a key bound to one, or ``agent=...``): a person has no memory "about itself" to
    keep apart from their own beliefs. For ``remember`` (``turns``), at least one turn must be in the agent's
    own voice (:data:`AGENT_VOICES`); only those turns are read as the agent's own, the user's turns stay the
    user's word and a tool's, document's or web page's stay untrusted content (:func:`credo.write.remember_turns`).

    >>> about_self("self", agent="deploy-bot", turns=[("Lesson: seed after migrating", Source.AGENT)])
    True
    >>> about_self(None, agent=None)
    False
    >>> about_self("self", agent=None)
    Traceback (most recent call last):
    ...
    credo.errors.InvalidInput: only an agent's memory can be about itself: about=self needs an agent (a key bound to one, or agent=...)
    >>> about_self("self", agent="bot", turns=[("I like tea", Source.USER)])
    Traceback (most recent call last):
    ...
    credo.errors.InvalidInput: about=self reads what the agent itself said, and no turn here is in its voice (source agent or assistant, or messages with role assistant)
    """
    if about in (None, "user"):
        return False
    if about != "self":
        raise InvalidInput(f"about must be user or self, not {about!r}")
    if not agent:
        raise InvalidInput("only an agent's memory can be about itself: about=self needs an agent (a key bound to "
                           "one, or agent=...)")
    if turns is not None and not any(speaker in AGENT_VOICES for _, speaker in turns):
        raise InvalidInput("about=self reads what the agent itself said, and no turn here is in its voice (source "
                           "agent or assistant, or messages with role assistant)")
    return True


class StoreFields(TypedDict, total=False):
    """The :class:`MemoryUnit` fields a direct ``store`` may set beyond text, kind, scores and the fact."""

    agent: str | None
    #: who the memory is about: ``user`` (default: a belief about the user's world) or ``self`` (an agent's
    #: own experience, kept as the agent's memory; :func:`credo.write.about_agent`)
    about: About
    #: False keeps a text an active memory already says as a memory of its own (an import of a log, a
    #: benchmark's exact ties); a repeated fact (entity, attribute, value) is one belief regardless
    dedupe: bool
    source_session: str | None
    layer: Layer | str | None
    classification: Classification | str | None
    domain: str | None
    shared: bool | None
    pinned: bool | None
    forget_after: datetime | str | None
    valid_until: datetime | str | None
    metadata: dict[str, Any]
    trust: float
    extractor: str | None
    prompt_version: str | None


class StoreItem(StoreFields, total=False):
    """One item of a batch ``store_many``: its text, and any field ``store`` takes."""

    text: str
    kind: Kind | str
    topic: str | None
    importance: float
    confidence: float
    entity: str | None
    attribute: str | None
    value: str | None
    source: Source | str
    at: datetime | str | None
    now: datetime | str | None


def turns_from(text_or_messages: Conversation, source: Source | str) -> list[Turn]:
    """Normalise what ``remember`` is given: a string, a list of strings, or chat messages ``{"role", "content"}``.

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


#: What an API key may be allowed to do; ``admin`` implies every other right. ``erase`` deletes for good (a
#: memory's hard erase, everything of a user); ``write`` does not imply it.
RIGHTS = ("read", "write", "review", "erase", "admin")


class Principal(BaseModel):
    """Who is calling: a tenant, optionally one user and agent, rights and a ceiling."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    tenant: str
    user: str | None = None
    agent: str | None = None
    rights: frozenset[str] = frozenset(RIGHTS)
    ceiling: Classification = Classification.RESTRICTED
    key_id: str | None = None
    source: Source = Source.USER

    @property
    def speaks_for_user(self) -> bool:
        """True if what this caller writes is the user's own word (source ``user``)."""
        return self.source is Source.USER

    def can(self, right: str) -> bool:
        """True if the principal holds ``right`` (admin holds every right)."""
        return right in self.rights or "admin" in self.rights

    @property
    def label(self) -> str:
        """How the audit log names this caller."""
        return f"key:{self.key_id}" if self.key_id else "local"


class ApiKey(BaseModel):
    """A stored key: everything but the secret, which exists only as its hash."""

    model_config = ConfigDict(defer_build=True)

    id: str
    tenant: str
    user: str | None = None
    agent: str | None = None
    rights: list[str] = Field(default_factory=lambda: ["read", "write"])
    ceiling: Classification = Classification.INTERNAL
    source: Source = Source.USER
    secret_sha256: str
    label: str | None = None
    created_at: datetime
    revoked_at: datetime | None = None

    def to_public(self) -> dict[str, Any]:
        """JSON-ready, without the hash."""
        return self.model_dump(mode="json", exclude={"secret_sha256"})

    def principal(self) -> Principal:
        """The caller this key stands for."""
        return Principal(tenant=self.tenant, user=self.user, agent=self.agent, rights=frozenset(self.rights),
                         ceiling=self.ceiling, key_id=self.id, source=self.source)

