"""SQLite's full text: an external-content FTS5 table kept in step by triggers, ranked by FTS5's ``bm25()``.

Erasure merges the index segments (``optimize``) so that deleted terms leave the index
pages too (SQLite 3.40's FTS5 has no secure-delete of its own); see
:meth:`credo.store.sqlite.memories.SQLiteMemories.compact`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...models import Scope
from ...text import query_terms
from ..base import RecallFilter
from ..sql import filter_clause, scope_clause
from .connection import SQLiteConnection


class SQLiteText(SQLiteConnection):
    """Full-text search, and the latest memories of conversation sessions."""

    def search_text(self, scope: Scope, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
        match = fts_query(query)
        if not match:
            return []
        where_scope, p_scope = scope_clause(scope, by_id=True)
        where_filter, p_filter = filter_clause(flt)
        head, tail = "SELECT m.seq, m.id FROM memories m WHERE m.seq IN (", f") AND {where_scope} AND {where_filter}"

        def passing(seqs: list[int]) -> dict[int, str]:
            """The ids of the memories among ``seqs`` that the scope and filter let through, by seq."""
            marks = ",".join("?" for _ in seqs)
            return dict(self._execute(head + marks + tail, [*seqs, *p_scope, *p_filter]).fetchall())

        with self._lock:
            if scope.user is not None:  # the user's postings in memory, scored as FTS5 scores (.keywords)
                exact = self._keywords.search(self._conn, scope.tenant, scope.user, scope.include_shared, query,
                                              passing, limit)
                if exact is not None:
                    return exact
            found: list[tuple[str, float]] = []
            # FTS5 ranks every match before it returns the first (bm25 reads each row's size), so the matches are
            # read best first and checked against the scope and filter a batch at a time, until ``limit`` pass.
            # Ties go to the older memory (lower seq).
            ranked = self._execute("SELECT rowid, bm25(memories_fts) AS rank FROM memories_fts"
                                   " WHERE memories_fts MATCH ? ORDER BY rank, rowid", [match])
            size = max(2 * limit, 64)
            while len(found) < limit:
                # FTS5's bm25() is negative, lower is better; a match scoring 0 or more is no match
                rows = [(seq, rank) for seq, rank in ranked.fetchmany(size) if rank < 0]
                if not rows:
                    break
                passed = passing([seq for seq, _ in rows])
                # flip bm25 so that higher is better
                found += [(passed[seq], -float(rank)) for seq, rank in rows if seq in passed]
                size *= 4
            ranked.close()
        return found[:limit]

    def session_members(self, scope: Scope, flt: RecallFilter, sessions: Sequence[str],
                        per_session: int) -> dict[str, list[tuple[str, str]]]:
        where_scope, p_scope = scope_clause(scope)
        where_filter, p_filter = filter_clause(flt)
        # One walk of an index per session, newest first, stopping at per_session: the rows come in index
        # order, so nothing is sorted. One statement over all sessions (a window per session, then ORDER BY)
        # sorted every row with its text in a temporary B-tree, ~5x slower at 50 sessions of 50.
        # A user's rows and the tenant's shared rows are walked apart, each through an index that holds only
        # them (idx_memories_session_user, idx_memories_session_shared): one walk of (tenant, session) would
        # read every user's rows of a session name that many users share. The scope clause still decides what
        # may be seen; the extra terms only pick the index.
        tail = f" AND {where_scope} AND {where_filter} ORDER BY m.seq DESC LIMIT ?"
        head = "SELECT m.seq AS seq, m.id AS id, m.text AS text FROM memories m"
        if scope.user is None:  # tenant-wide: every user's rows of the session
            walks: list[tuple[str, list[str]]] = [(f"{head} WHERE m.source_session = ?{tail}", [])]
        else:
            walks = [(f"{head} INDEXED BY idx_memories_session_user WHERE m.tenant = ? AND m.user = ?"
                      f" AND m.source_session = ?{tail}", [scope.tenant, scope.user])]
            if scope.include_shared:  # the tenant's shared rows of others
                walks.append((f"{head} INDEXED BY idx_memories_session_shared WHERE m.tenant = ? AND m.shared = 1"
                              f" AND m.user <> ? AND m.source_session = ?{tail}", [scope.tenant, scope.user]))
        members: dict[str, list[tuple[str, str]]] = {}
        with self._lock:
            # rows as plain (seq, id, text) tuples: a recall reads about a thousand, and a sqlite3.Row each,
            # read by name, was a fifth of the time
            cursor = self._conn.cursor()
            cursor.row_factory = None
            for session in sorted(set(sessions)):
                rows = [row for sql, narrow in walks
                        for row in self._run(cursor, sql, [*narrow, session, *p_scope, *p_filter, per_session])]
                if len(walks) > 1:
                    rows = sorted(rows, key=lambda row: -row[0])[:per_session]
                if rows:
                    members[session] = [(row[1], row[2]) for row in reversed(rows)]
        return members


def fts_query(text: str, max_terms: int = 64) -> str:
    """A safe FTS5 MATCH expression: the query's terms (stop words dropped), quoted, OR-ed.

    >>> fts_query('Where does "Ann" live?')
    '"ann" OR "live"'
    """
    return " OR ".join(f'"{t}"' for t in query_terms(text, max_terms))
