"""Storage backends behind one protocol (see :mod:`credo.store.base`)."""

from .base import RecallFilter, Store
from .sqlite import SQLiteStore

__all__ = ["RecallFilter", "SQLiteStore", "Store"]
