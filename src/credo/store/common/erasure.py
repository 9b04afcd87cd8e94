"""Erasing a user: every row that holds one user's memories or words, on every SQL backend.

The user's jobs, conflicts, proposals and peer cards are deleted by their ``user`` column; the
memories go through the backend's own :meth:`~credo.store.base.MemoryStore.erase` (rows,
full-text entries, vectors, links, history, the access log); then the backend compacts, so no
freed page or log still holds the words.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence

from ..base import Cond, Select
from .memories import MemoryReads

#: The side tables keyed by a user, in the order they are emptied.
USER_TABLES = ("jobs", "conflicts", "merge_proposals", "peer_cards")


class UserErasure(MemoryReads):
    """:meth:`~credo.store.base.Store.erase_user`."""

    def erase_user(self, tenant: str, user: str) -> dict[str, int]:
        counts: dict[str, int] = {}
        with self.transaction():
            for table in USER_TABLES:  # first: erasing the memories would take some cards and proposals uncounted
                counts[table] = self._write(tenant, f'DELETE FROM {table} WHERE tenant = ? AND "user" = ?',
                                            [tenant, user])
            ids = self.select(Select(tenant, where=(Cond("user", "=", user),)), ids_only=True)
            counts["memories"] = len(self.erase(tenant, ids, compact=False))
            self._forget_user(tenant, user)
        if any(counts.values()):
            self.compact()
        return counts

    def _forget_user(self, tenant: str, user: str) -> None:
        """Drop what the backend keeps per user beside the rows (nothing, unless a backend says otherwise)."""

    @abstractmethod
    def erase(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        """The backend's erase (:meth:`credo.store.base.MemoryStore.erase`)."""

    @abstractmethod
    def compact(self) -> None:
        """The backend's compaction (:meth:`credo.store.base.MemoryStore.compact`)."""
