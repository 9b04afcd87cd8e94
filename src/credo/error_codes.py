"""How each surface reports a credo error: one table per surface, decided here once.

Every error is a :class:`~credo.errors.CredoError` with a stable ``code``; a
surface adds only how it signals the error's class: the REST API and the web UI
an HTTP status (:func:`http_status`), the CLI an exit code (:func:`exit_code`),
the MCP server a tool error whose text starts with the code (:func:`tool_message`).
A subclass takes its nearest mapped ancestor's number.

>>> from credo.errors import ErasePending, MissingScope
>>> http_status(MissingScope("a user is required")), exit_code(MissingScope("a user is required"))
(400, 2)
>>> http_status(ErasePending("busy")), tool_message(ErasePending("busy"))
(503, 'erase_pending: busy')

:data:`ERROR_TYPES` is every ``type`` an HTTP error body can carry, with its one status:
the same type never answers two statuses, on any route.

>>> ERROR_TYPES["malformed_request"], ERROR_TYPES["invalid_input"]
(422, 400)
"""

from __future__ import annotations

from .errors import (
    AddressInUse,
    AmbiguousId,
    Conflict,
    CredoError,
    EmbeddingError,
    ExtractionFailed,
    ErasePending,
    InvalidInput,
    MalformedRequest,
    MissingScope,
    NotFound,
    ProviderError,
    PermissionDenied,
    ReaderModelError,
    StorageError,
    StoreBusy,
    Unauthenticated,
)

HTTP_STATUS: dict[type[CredoError], int] = {
    InvalidInput: 400,
    MalformedRequest: 422,  # the request does not have the operation's shape
    Unauthenticated: 401,
    PermissionDenied: 403,
    NotFound: 404,
    Conflict: 409,
    StorageError: 503,
    EmbeddingError: 503,
    ReaderModelError: 503,
    ExtractionFailed: 502,  # the upstream model answered badly or not at all
}

EXIT_CODES: dict[type[CredoError], int] = {
    InvalidInput: 2,
    NotFound: 3,
    Conflict: 4,
    PermissionDenied: 5,
    Unauthenticated: 5,
    StorageError: 6,
    EmbeddingError: 7,
    ReaderModelError: 7,
    ExtractionFailed: 8,
    AddressInUse: 9,
}


#: Errors raised before any operation runs, by the HTTP edge (:mod:`credo.edge`, :mod:`credo.server`).
EDGE_TYPES: dict[str, int] = {"payload_too_large": 413, "forbidden_host": 421, "forbidden_origin": 403,
                              "method_not_allowed": 405, "csrf": 403}
#: Every credo error class an HTTP error body names by its type (the tree in :mod:`credo.errors`): the
#: server answers each with its status (:data:`ERROR_TYPES`), :class:`credo.client.Client` raises it again.
ERROR_CLASSES: tuple[type[CredoError], ...] = (InvalidInput, MissingScope, MalformedRequest, AmbiguousId,
                                               Unauthenticated,
                                               PermissionDenied, NotFound, Conflict, StorageError, StoreBusy,
                                               ErasePending,
                                               EmbeddingError, ExtractionFailed, ProviderError)


def _nearest(table: dict[type[CredoError], int], error: CredoError, default: int) -> int:
    for cls in type(error).__mro__:
        if cls in table:
            return table[cls]
    return default


def http_status(error: CredoError) -> int:
    """The HTTP status for a credo error (its nearest mapped class; 500 for an unmapped one)."""
    return _nearest(HTTP_STATUS, error, 500)


def exit_code(error: CredoError) -> int:
    """The CLI's exit status for a credo error (its nearest mapped class; 1 for an unmapped one)."""
    return _nearest(EXIT_CODES, error, 1)


def tool_message(error: CredoError) -> str:
    """The text of the MCP tool error an agent reads: ``code: message``."""
    return f"{error.code}: {error.message}"


#: ``type`` -> HTTP status, for every error body the server can send.
ERROR_TYPES: dict[str, int] = {**{cls.code: _nearest(HTTP_STATUS, cls(""), 500) for cls in ERROR_CLASSES}, **EDGE_TYPES}
