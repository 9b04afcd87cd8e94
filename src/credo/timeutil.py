"""Time: one clock type, one on-disk format.

Every timestamp credo stores is UTC, written as ``YYYY-MM-DDTHH:MM:SS.ffffffZ`` so
that text order is time order in SQL and ``julianday()`` can read it. Naive
datetimes and date-only strings are taken as UTC.

>>> to_iso(parse_time("2024-05-01"))
'2024-05-01T00:00:00.000000Z'
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone

from .errors import InvalidInput

Clock = Callable[[], datetime]

_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"


def utcnow() -> datetime:
    """The default clock: the current time in UTC."""
    return datetime.now(timezone.utc)


def parse_time(value: datetime | str | None) -> datetime | None:
    """Read a datetime or an ISO 8601 string as an aware UTC datetime.

    Raises InvalidInput for text that is not ISO 8601.
    """
    if value is None:
        return None
    if isinstance(value, str):
        text = value.strip()
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        try:
            value = datetime.fromisoformat(text)
        except ValueError as exc:
            raise InvalidInput(f"not an ISO 8601 time: {value!r}") from exc
    if not isinstance(value, datetime):
        raise InvalidInput(f"not a time: {value!r}")
    if value.tzinfo is None:
        return value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc)


def to_iso(value: datetime | None) -> str | None:
    """Write a datetime in credo's storage format (None stays None)."""
    if value is None:
        return None
    return parse_time(value).strftime(_FORMAT)


def days_between(earlier: datetime, later: datetime) -> float:
    """Fractional days from ``earlier`` to ``later`` (never negative)."""
    return max(0.0, (later - earlier).total_seconds() / 86400.0)
