"""What credo accepts: well-formed Unicode, bounded sizes, plain JSON.

Every string credo stores or looks up must encode as UTF-8: a lone surrogate
(``"\\ud800"`` in JSON, or the ``surrogateescape`` form Python gives to invalid
UTF-8 in command-line arguments) or a NUL is refused with InvalidInput before
it reaches the store, so no stored record can fail when it is read back.
Sizes are bounded so that no field can starve the context budget or the
database:

=================================  =========  ======================================
field                              max        constant
=================================  =========  ======================================
ids, tenant, user, agent, session  128 chars  ``MAX_ID_CHARS``
entity, attribute, topic, domain   200 chars  ``MAX_NAME_CHARS``
value, reason, label, context      2000 chars ``MAX_VALUE_CHARS``
memory text                        8000 chars ``credo.models.MAX_TEXT_CHARS``
a query                            8000 chars ``MAX_QUERY_CHARS``
metadata (as JSON)                 64 KB      ``MAX_METADATA_BYTES``
a job's payload (as JSON)          1 MB       ``MAX_PAYLOAD_BYTES``
JSON nesting                       32 levels  ``MAX_JSON_DEPTH``
=================================  =========  ======================================

Times are range-checked in :func:`credo.timeutil.parse_time`.

>>> check_text("Ann", "user", max_chars=MAX_ID_CHARS)
'Ann'
>>> check_text("bad \\ud800", "text")
Traceback (most recent call last):
...
credo.errors.InvalidInput: text is not valid Unicode (a lone surrogate or invalid UTF-8)
"""

from __future__ import annotations

import math
from typing import Any

from pydantic import ValidationError

from .errors import InvalidInput

MAX_ID_CHARS = 128
MAX_NAME_CHARS = 200
MAX_VALUE_CHARS = 2000
MAX_QUERY_CHARS = 8000
MAX_METADATA_BYTES = 64_000
MAX_PAYLOAD_BYTES = 1_000_000
MAX_JSON_DEPTH = 32
#: The deepest page a listing serves (SQLite's OFFSET must stay within 64 bits; no one pages a billion rows).
MAX_OFFSET = 1_000_000_000
#: Integers inside JSON values stay within SQLite's 64-bit range.
MAX_JSON_INT = 2**63 - 1


def check_text(value: Any, field: str, *, max_chars: int | None = None) -> Any:
    """``value`` if it is a well-formed string within ``max_chars`` (None passes), else InvalidInput.

    The message never repeats the value: it may be huge, or unprintable.
    """
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidInput(f"{field} must be a string")
    if "\x00" in value:
        raise InvalidInput(f"{field} must not contain NUL characters")
    if not value.isascii():  # ASCII cannot hold a surrogate; only the rest pays for the encode
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidInput(f"{field} is not valid Unicode (a lone surrogate or invalid UTF-8)") from None
    if max_chars is not None and len(value) > max_chars:
        raise InvalidInput(f"{field} is longer than {max_chars} characters")
    return value


def check_value(value: Any, field: str) -> Any:
    """Walk a value (strings, numbers, lists, dicts) and refuse what could not be stored and read back.

    Strings must be well-formed, numbers finite and within 64 bits, nesting at
    most ``MAX_JSON_DEPTH`` deep. Other objects (datetimes, enums, models) pass
    untouched: their own types validate them.

    >>> check_value({"tags": ["a", 1.5]}, "metadata")
    {'tags': ['a', 1.5]}
    >>> check_value({"x": float("nan")}, "metadata")
    Traceback (most recent call last):
    ...
    credo.errors.InvalidInput: metadata: numbers must be finite
    """
    _walk(value, field, 0)
    return value


def _walk(value: Any, field: str, depth: int) -> int:
    """Check ``value``; returns about how many bytes its JSON takes (without serialising it)."""
    if depth > MAX_JSON_DEPTH:
        raise InvalidInput(f"{field}: nested deeper than {MAX_JSON_DEPTH} levels")
    if isinstance(value, str):
        check_text(value, field)
        return (len(value) if value.isascii() else len(value.encode("utf-8"))) + 2
    if isinstance(value, bool) or value is None:
        return 5
    if isinstance(value, int):
        if not -MAX_JSON_INT - 1 <= value <= MAX_JSON_INT:
            raise InvalidInput(f"{field}: integers must fit in 64 bits")
        return 20
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInput(f"{field}: numbers must be finite")
        return 24
    if isinstance(value, dict):
        size = 2
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidInput(f"{field}: keys must be strings")
            size += _walk(key, field, depth + 1) + _walk(item, field, depth + 1) + 2
        return size
    if isinstance(value, (list, tuple)):
        return 2 + sum(_walk(item, field, depth + 1) + 1 for item in value)
    return 0  # a typed object (datetime, enum, model): validated by its own type


def invalid(exc: ValidationError) -> InvalidInput:
    """A pydantic ValidationError as credo's InvalidInput, naming the first bad field (never its value)."""
    errors = exc.errors()
    where = ".".join(str(p) for p in errors[0]["loc"]) if errors else ""
    message = str(errors[0]["msg"] if errors else "invalid").removeprefix("Value error, ")
    return InvalidInput(f"{where}: {message}" if where else message)


def check_json(value: Any, field: str, *, max_bytes: int) -> Any:
    """A JSON-ready value (see :func:`check_value`) of at most about ``max_bytes`` as JSON.

    >>> check_json({"a": "b"}, "metadata", max_bytes=100)
    {'a': 'b'}
    """
    if _walk(value, field, 0) > max_bytes:
        raise InvalidInput(f"{field} is larger than {max_bytes} bytes as JSON")
    return value


__all__ = [
    "MAX_ID_CHARS",
    "MAX_JSON_DEPTH",
    "MAX_METADATA_BYTES",
    "MAX_NAME_CHARS",
    "MAX_OFFSET",
    "MAX_PAYLOAD_BYTES",
    "MAX_QUERY_CHARS",
    "MAX_VALUE_CHARS",
    "check_json",
    "check_text",
    "check_value",
    "invalid",
]
