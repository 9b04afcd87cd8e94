"""Small deterministic helpers for tests of code built on credo.

>>> clock = FrozenClock("2026-01-01")
>>> clock().isoformat()
'2026-01-01T00:00:00+00:00'
>>> clock.advance(days=2).isoformat()
'2026-01-03T00:00:00+00:00'
"""

from __future__ import annotations

from datetime import datetime, timedelta

from .embed import HashEmbedder
from .timeutil import parse_time


class FrozenClock:
    """A clock that only moves when told to; pass it as ``Memory(clock=...)``."""

    def __init__(self, start: datetime | str = "2026-01-01T00:00:00Z") -> None:
        self.now = parse_time(start)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        """Move forward by a ``timedelta(**delta)`` and return the new time."""
        self.now = self.now + timedelta(**delta)
        return self.now

    def set(self, when: datetime | str) -> datetime:
        """Jump to ``when``."""
        self.now = parse_time(when)
        return self.now


__all__ = ["FrozenClock", "HashEmbedder"]
