"""credo's exception tree: one root, typed leaves.

::

    CredoError                    anything credo raises on purpose
    ├── InvalidInput              a value the caller passed is wrong (empty text, confidence 1.5)
    │   ├── MissingScope          no tenant or no user where one is required: never "all"
    │   └── MalformedRequest      the request is not shaped like the operation's (a missing or unknown field,
    │                             a wrong JSON type, a body that is not JSON)
    ├── NotFound                  no such id in this tenant (another tenant's id is NotFound too)
    ├── Unauthenticated           no API key, or an unknown or revoked one
    ├── PermissionDenied          the caller's key may not do this
    ├── Conflict                  the request clashes with the stored state
    ├── StorageError              the database failed or is from an unknown future version
    │   └── ErasePending          erased, but a reader still holds the old pages; completed when it ends
    ├── AddressInUse              the server's host and port are taken by another process
    ├── EmbeddingError            the embedding model could not load or run
    ├── ReaderModelError          the offline reader's parser is missing or not the pinned model
    └── ExtractionFailed          an LLM's answer never parsed, even after retries (``raw`` kept)
        └── ProviderError         the LLM provider could not be reached or answered an HTTP error

Each class carries ``code``: the stable string that surfaces show as
``{"error": {"type": code, "message": ...}}``. The CLI, the HTTP API and the MCP
server map these classes to exit codes, status codes and tool errors, each in
one place.
"""

from __future__ import annotations

from .redact import redact


class CredoError(Exception):
    """Root of every error credo raises on purpose.

    >>> try:
    ...     raise NotFound("memory abc")
    ... except CredoError as exc:
    ...     exc.code
    'not_found'
    """

    code = "credo_error"

    @property
    def message(self) -> str:
        """What every surface shows: the error's text, with any URL password or token redacted (:mod:`credo.redact`)."""
        return redact(str(self.args[0])) if self.args else self.code

    def to_dict(self) -> dict[str, str]:
        """The JSON shape every surface uses for this error."""
        return {"type": self.code, "message": self.message}


class InvalidInput(CredoError, ValueError):
    """A caller-supplied value is out of range, empty or of the wrong kind."""

    code = "invalid_input"


class MissingScope(InvalidInput):
    """A tenant or user is required and was not given; credo never falls back to 'all'."""

    code = "missing_scope"


class MalformedRequest(InvalidInput):
    """The request is not shaped like the operation: a field missing or unknown, a value of the wrong JSON type."""

    code = "malformed_request"


class AmbiguousId(InvalidInput):
    """An id prefix names more than one of the memories the caller may address: give more of the id."""

    code = "ambiguous_id"


class NotFound(CredoError, LookupError):
    """No such object in the caller's tenant (other tenants' ids answer the same)."""

    code = "not_found"


class Unauthenticated(CredoError):
    """No credentials, or credentials credo does not accept."""

    code = "unauthenticated"


class PermissionDenied(CredoError):
    """The caller is known but lacks the right for this operation."""

    code = "permission_denied"


class Conflict(CredoError):
    """The request is well-formed but clashes with what is stored."""

    code = "conflict"


class StorageError(CredoError):
    """The database failed, or was written by a newer credo than this one."""

    code = "storage_error"


class StoreBusy(StorageError):
    """Another process held the database past the busy timeout (SQLite's "database is locked"): nothing was
    written; the same call may simply be made again."""

    code = "store_busy"


class ErasePending(StorageError):
    """An erase committed, but another connection's open read still holds the pages that held the text.

    The memory is gone from every read at once; its bytes stay in the database
    file or its write-ahead log only until that reader finishes. The store
    finishes the job itself (after its next write, and at close), so retrying
    is optional: a later ``compact()`` waits for the readers again.
    """

    code = "erase_pending"


class AddressInUse(CredoError):
    """``credo serve`` could not listen: another process holds its host and port."""

    code = "address_in_use"


class EmbeddingError(CredoError):
    """The embedding model could not be loaded or returned something unusable."""

    code = "embedding_error"


class ReaderModelError(CredoError):
    """The offline reader's parser (spaCy's en_core_web_sm 3.8.0) is missing, or its files differ from the pins."""

    code = "reader_model_error"


class ExtractionFailed(CredoError):
    """An extractor gave up: the model's answer never validated, even after retries.

    ``raw`` holds the last answer verbatim, so a failed write job can show what
    the model said instead of dropping it; ``attempts`` says how many answers
    were tried.

    >>> exc = ExtractionFailed("not JSON", raw="Sure! Here you go", attempts=3)
    >>> exc.code, exc.raw, exc.attempts
    ('extraction_failed', 'Sure! Here you go', 3)
    """

    code = "extraction_failed"

    def __init__(self, message: str, *, raw: str = "", attempts: int = 0) -> None:
        super().__init__(message)
        self.raw = raw
        self.attempts = attempts


class ProviderError(ExtractionFailed):
    """The LLM provider failed before answering: network error, timeout or HTTP error.

    A subclass of :class:`ExtractionFailed` because, to the write pipeline, both
    mean "this turn was not extracted"; ``status`` is the HTTP status when there
    was one and ``raw`` the response body.

    >>> ProviderError("rate limited", status=429).status
    429
    """

    code = "provider_error"

    def __init__(self, message: str, *, status: int | None = None, raw: str = "") -> None:
        super().__init__(message, raw=raw, attempts=0)
        self.status = status


__all__ = [
    "AddressInUse",
    "Conflict",
    "CredoError",
    "EmbeddingError",
    "ErasePending",
    "ExtractionFailed",
    "InvalidInput",
    "MalformedRequest",
    "MissingScope",
    "NotFound",
    "PermissionDenied",
    "ProviderError",
    "StorageError",
    "Unauthenticated",
]
