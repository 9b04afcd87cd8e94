"""PostgreSQL's full text, ranked as SQLite's FTS5 ranks it.

The words of a memory are made in Python by :func:`credo.text.words` (FTS5's ``porter
unicode61 remove_diacritics 2``, stop words kept), stored as a ``simple`` tsvector with
positions and a word count, and ranked with FTS5's ``bm25()`` -- k1 1.2, b 0.75, idf
``ln((N - n + 0.5) / (n + 0.5))`` floored at 1e-6 -- from per-tenant statistics
(``memory_terms``, ``memory_corpus``) that the store updates in the same transaction as
the text. SQLite's statistics span the whole file; per tenant they are the same for a
single-tenant store and keep one tenant's writes from moving another's scores. A word's
frequency is read from ``repeats`` (the words that occur more than once, with their
count), so scoring a match reads a few keys rather than unnesting its whole entry. Known
difference: a query word the tokenizer splits in several (``first_name``) matches each
part rather than the phrase.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ...models import Scope
from ...text import query_terms, words
from ..base import RecallFilter
from ..sql import filter_clause, scope_clause
from .connection import PostgresConnection
from .dialect import POSTGRES, pg_marks
from .driver import jsonb

#: FTS5's idf for a word in at least half the memories, where the formula gives zero or less.
_IDF_FLOOR = 1e-6
#: What a tsvector keeps: positions 1..16383, at most 256 per word.
_MAX_POSITION, _MAX_POSITIONS = 16383, 256


class PostgresText(PostgresConnection):
    """Full-text search, its per-tenant statistics, and the latest memories of conversation sessions."""

    def search_text(self, scope: Scope, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
        # each query term is a phrase of FTS5's; a duplicate stem counts twice there, so it does here
        terms = [w for term in query_terms(query) for w in words(term)]
        if not terms or limit <= 0:
            return []
        with self.transaction():
            idf, avgdl = self._bm25_weights(scope.tenant, terms)
            if not idf:
                return []
            where_scope, p_scope = scope_clause(scope, d=POSTGRES)
            where_filter, p_filter = filter_clause(flt, d=POSTGRES)
            # a word's frequency in a memory: 0 unless it matches, else its count in ``repeats`` (only words
            # that occur more than once are listed there), else 1 -- one scalar per word, no unnest per row.
            # Every match in scope is scored (a tenant-wide search at 200k rows: ~28k), so the per-row cost is
            # the search's cost: each frequency is worked out once in a LATERAL (OFFSET 0 keeps the planner from
            # inlining it back into numerator and denominator) and the length norm is float8 throughout (a numeric
            # 0.75 made a numeric product per row; 0.75 * n is exact in both, so the scores keep every bit).
            # 50.5 -> 33.8 ms p50 at 200k shared rows, the same ids and scores (README, "tenant-wide shared search").
            tf = ", ".join(f"(CASE WHEN m.terms @@ ?::tsquery THEN COALESCE((m.repeats ->> ?)::float8, 1.0)"
                           f" ELSE 0.0 END) AS f{i}" for i in range(len(terms)))
            score = " + ".join(f"? * ((x.f{i} * 2.2) / (x.f{i} + 1.2 * (0.25 + 0.75::float8 * m.term_count / ?)))"
                               for i in range(len(terms)))
            score_params = [x for w in idf for x in (w, avgdl)]
            tf_params = [x for t in terms for x in (quote(t), t)]
            sql = (f"SELECT m.id, {score} AS score FROM memories m CROSS JOIN LATERAL (SELECT {tf} OFFSET 0) x"
                   f" WHERE m.terms @@ ?::tsquery AND {where_scope} AND {where_filter}"
                   " ORDER BY score DESC, m.seq LIMIT ?")
            match = " | ".join(quote(t) for t in dict.fromkeys(terms))
            rows = self._rows(scope.tenant, pg_marks(sql),
                              [*score_params, *tf_params, match, *p_scope, *p_filter, int(limit)])
        return [(row["id"], float(row["score"])) for row in rows if row["score"] > 0]

    def _bm25_weights(self, tenant: str, terms: Sequence[str]) -> tuple[list[float], float]:
        """FTS5's idf of each term (floored at 1e-6) and the average length, from the tenant's statistics."""
        # one statement, so one snapshot: read in two, a write committed in between could count a term in
        # more memories than the corpus holds, and the idf's log would fail (a 500 under concurrent writes)
        rows = self._rows(tenant, "SELECT c.ndoc AS corpus_ndoc, c.total_len, t.term, t.ndoc FROM memory_corpus c"
                                  " LEFT JOIN memory_terms t ON t.tenant = c.tenant AND t.term = ANY(%s)"
                                  " WHERE c.tenant = %s", (sorted(set(terms)), tenant))
        if not rows or rows[0]["corpus_ndoc"] <= 0:
            return [], 0.0
        corpus = rows[0]
        ndoc = {r["term"]: r["ndoc"] for r in rows if r["term"] is not None}
        n = float(corpus["corpus_ndoc"])
        idf = [math.log((n - ndoc.get(t, 0) + 0.5) / (ndoc.get(t, 0) + 0.5)) for t in terms]
        idf = [w if w > 0.0 else _IDF_FLOOR for w in idf]
        return idf, max(float(corpus["total_len"]), 1.0) / n

    def session_members(self, scope: Scope, flt: RecallFilter, sessions: Sequence[str],
                        per_session: int) -> dict[str, list[tuple[str, str]]]:
        if not sessions or per_session <= 0:
            return {}
        where_scope, p_scope = scope_clause(scope, d=POSTGRES)
        where_filter, p_filter = filter_clause(flt, d=POSTGRES)
        sql = ("SELECT s.session, x.id, x.text FROM unnest(?::text[]) s(session) CROSS JOIN LATERAL"
               " (SELECT m.id, m.text, m.seq FROM memories m WHERE m.source_session = s.session"
               f"  AND {where_scope} AND {where_filter} ORDER BY m.seq DESC LIMIT ?) x"
               " ORDER BY s.session, x.seq")
        members: dict[str, list[tuple[str, str]]] = {}
        for row in self._rows(scope.tenant, pg_marks(sql), [sorted(set(sessions)), *p_scope, *p_filter, per_session]):
            members.setdefault(row["session"], []).append((row["id"], row["text"]))
        return members

    def _count_terms(self, tenant: str, added: Sequence[Sequence[str]], removed: Sequence[Sequence[str]],
                     length: int) -> None:
        """Move the tenant's BM25 statistics: memories' words added and removed, and the change in total words."""
        delta: Counter[str] = Counter()
        for terms in added:
            delta.update(set(terms))
        for terms in removed:
            delta.subtract(set(terms))
        docs = len(added) - len(removed)
        changed = sorted((term, n) for term, n in delta.items() if n)  # sorted: writers lock rows in one order
        if changed:
            self._run(tenant, "INSERT INTO memory_terms (tenant, term, ndoc) SELECT %s, t, n"
                      " FROM unnest(%s::text[], %s::bigint[]) u(t, n)"
                      " ON CONFLICT (tenant, term) DO UPDATE SET ndoc = memory_terms.ndoc + excluded.ndoc",
                      (tenant, [t for t, _ in changed], [n for _, n in changed]))
            gone = [t for t, n in changed if n < 0]
            if gone:  # a word no memory holds any more is itself a trace of an erased text
                self._run(tenant, "DELETE FROM memory_terms WHERE tenant = %s AND term = ANY(%s) AND ndoc <= 0",
                          (tenant, gone))
        if docs or length:
            self._run(tenant, "INSERT INTO memory_corpus (tenant, ndoc, total_len) VALUES (%s, %s, %s)"
                      " ON CONFLICT (tenant) DO UPDATE SET ndoc = memory_corpus.ndoc + excluded.ndoc,"
                      " total_len = memory_corpus.total_len + excluded.total_len",
                      (tenant, docs, length))



def tsvector_of(text: str) -> tuple[str, int]:
    """A text's full-text entry: a ``simple`` tsvector literal of its words with positions, and its word count.

    >>> tsvector_of("Ann's cat met Ann")
    ("'ann':1,5 'cat':3 'met':4 's':2", 5)
    """
    found = words(text)
    return _tsvector(found), len(found)


def entry(found: Sequence[str]) -> list[Any]:
    """The full-text columns of a memory with these words: ``terms``, ``term_count`` and ``repeats``
    (how often each word that occurs more than once occurs: BM25's term frequency, 1 for the rest)."""
    return [_tsvector(found), len(found), jsonb({w: n for w, n in Counter(found).items() if n > 1})]


def _tsvector(found: Sequence[str]) -> str:
    positions: dict[str, list[int]] = {}
    for position, word in enumerate(found, start=1):
        kept = positions.setdefault(word, [])
        if len(kept) < _MAX_POSITIONS:
            kept.append(min(position, _MAX_POSITION))
    entries = (f"{quote(word)}:{','.join(str(p) for p in dict.fromkeys(kept))}"
               for word, kept in sorted(positions.items()))
    return " ".join(entries)


def quote(lexeme: str) -> str:
    """A lexeme as a tsvector or tsquery literal."""
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"
