"""What waits for a person -- conflicts and merge proposals -- and peer cards: records saved whole, read by filter.

Each is saved by insert-or-update on its key, in place, so a record keeps its place in
the insertion order that breaks ties between records of one time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...models import ConflictRecord, ConflictStatus, MergeProposal, PeerCard, ProposalStatus, Scope
from ..rows import card_from_row, card_row, conflict_from_row, conflict_row, proposal_from_row, proposal_row
from ..sql import conflict_clause
from .connection import SQLConnection, Where, insert_sql


class Review(SQLConnection):
    """:class:`~credo.store.base.ReviewQueue` and :class:`~credo.store.base.CardStore`."""

    def save_conflict(self, record: ConflictRecord) -> None:
        self._write(record.tenant, *insert_sql("conflicts", conflict_row(record, self.dialect), key=("id",)))

    def delete_conflict(self, tenant: str, conflict_id: str) -> None:
        self._write(tenant, "DELETE FROM conflicts WHERE tenant = ? AND id = ?", [tenant, conflict_id])

    def conflicts(self, tenant: str, *, user: str | None = None, status: ConflictStatus | None = None,
                  entity: str | None = None, attribute: str | None = None,
                  ids: Sequence[str] | None = None, viewer: Scope | None = None) -> list[ConflictRecord]:
        d = self.dialect
        where = _matching(d.column, "c", tenant, {"user": user, "entity": entity, "attribute": attribute})
        if status is not None:
            where.add("c.status = ?", ConflictStatus.parse(status).value)
        if ids is not None:
            where.extend(d.in_list("c.id", ids))
        if viewer is not None:
            where.extend(conflict_clause(viewer, d=d))
        rows = self._fetch(tenant, f"SELECT c.* FROM conflicts c WHERE {where.sql}"
                                   f" ORDER BY c.created_at, c.{d.rowid}", where.params)
        return [conflict_from_row(r, d) for r in rows]

    def save_proposal(self, record: MergeProposal) -> None:
        self._write(record.tenant, *insert_sql("merge_proposals", proposal_row(record, self.dialect), key=("id",)))

    def proposals(self, tenant: str, *, user: str | None = None, status: ProposalStatus | None = None,
                  ids: Sequence[str] | None = None, kind: str | None = None) -> list[MergeProposal]:
        d = self.dialect
        where = _matching(d.column, "p", tenant, {"user": user, "kind": kind})
        if status is not None:
            where.add("p.status = ?", ProposalStatus.parse(status).value)
        if ids is not None:
            where.extend(d.in_list("p.id", ids))
        rows = self._fetch(tenant, f"SELECT p.* FROM merge_proposals p WHERE {where.sql}"
                                   f" ORDER BY p.created_at, p.{d.rowid}", where.params)
        return [proposal_from_row(r, d) for r in rows]

    def save_card(self, card: PeerCard) -> None:
        self._write(card.tenant, *insert_sql("peer_cards", card_row(card, self.dialect),
                                             key=("tenant", "user", "entity")))

    def cards(self, tenant: str, *, user: str | None = None, entity: str | None = None) -> list[PeerCard]:
        d = self.dialect
        where = _matching(d.column, "k", tenant, {"user": user, "entity": entity})
        rows = self._fetch(tenant, f'SELECT k.* FROM peer_cards k WHERE {where.sql} ORDER BY k."user", k.entity',
                           where.params)
        return [card_from_row(r, d) for r in rows]

    def delete_card(self, tenant: str, user: str, entity: str) -> None:
        self._write(tenant, 'DELETE FROM peer_cards WHERE tenant = ? AND "user" = ? AND entity = ?',
                    [tenant, user, entity])


def _matching(column: Callable[[str, str], str], alias: str, tenant: str,
              wanted: dict[str, str | None]) -> Where:
    """The tenant's rows whose columns equal every value given (None: any)."""
    where = Where()
    where.add(f"{alias}.tenant = ?", tenant)
    for name, value in wanted.items():
        if value is not None:
            where.add(f"{column(alias, name)} = ?", value)
    return where
