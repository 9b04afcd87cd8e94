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
from dataclasses import dataclass
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
#: A query with more distinct matching words than this ranks every match: its word sets would be too many to list.
_PRUNE_WORDS = 10
#: At most this many word sets in one match query; more, and every match is ranked.
_MAX_SETS = 128
#: Floors tried (each half the last) before every match is ranked.
_ROUNDS = 4
#: How far below a floor a word set still counts as reaching it: covers the rounding of the sums (~1e-15).
_MARGIN = 1e-9
#: ``min_len`` given for a word only removed: LEAST keeps the stored one.
_NO_LENGTH = 2**31 - 1


class PostgresText(PostgresConnection):
    """Full-text search, its per-tenant statistics, and the latest memories of conversation sessions."""

    def search_text(self, scope: Scope, query: str, flt: RecallFilter, limit: int) -> list[tuple[str, float]]:
        # each query term is a phrase of FTS5's; a duplicate stem counts twice there, so it does here
        terms = [w for term in query_terms(query) for w in words(term)]
        if not terms or limit <= 0:
            return []
        with self.transaction():
            weights = self._bm25_weights(scope.tenant, terms)
            if weights is None:
                return []
            rows = self._best_matches(scope, flt, weights, int(limit))
        return [(row["id"], float(row["score"])) for row in rows if row["score"] > 0]

    def _best_matches(self, scope: Scope, flt: RecallFilter, weights: Weights, limit: int) -> list[dict[str, Any]]:
        """The ``limit`` best matches in scope, exactly as ranking every match would give them, ranking fewer.

        A memory can score no more than the ceilings of the words it holds (:func:`ceilings`), so once
        ``limit`` memories score at least some ``floor``, a memory whose words' ceilings sum below it cannot
        be among the best: only the memories holding a set of words that reaches the floor are ranked
        (:func:`reaching`), each with the whole formula, so the ids, order and scores are those of the
        exhaustive ranking. The first floor is what all the words together could score, halved until enough
        memories reach it; the floor that decides is the ``limit``-th score found. When no round finds enough,
        or the word sets would be too many to list, every match is ranked.
        """
        bound = ceilings(weights)
        held = sorted(word for word, ceiling in bound.items() if ceiling > 0)
        every = [(word,) for word in held] if len(held) <= _PRUNE_WORDS else []
        floor, ranked = sum(bound.values()), None
        for _ in range(_ROUNDS if every else 0):
            sets = reaching(bound, floor)
            if sets is None:
                break
            if sets != ranked:
                rows, ranked = self._ranked(scope, flt, weights, sets, limit), sets
                if len(rows) >= limit:
                    # below the floor, every memory left out scores below the limit-th: these are the best
                    final = sets if rows[-1]["score"] >= floor else reaching(bound, rows[-1]["score"])
                    if final is None:
                        break
                    return rows if final == sets else self._ranked(scope, flt, weights, final, limit)
                if sets == every:  # each word alone: every match was ranked
                    return rows
            floor /= 2
        return self._ranked(scope, flt, weights, None, limit)

    def _ranked(self, scope: Scope, flt: RecallFilter, weights: Weights, sets: Sequence[Sequence[str]] | None,
                limit: int) -> list[dict[str, Any]]:
        """The ``limit`` best memories in scope holding one of the word ``sets`` (None: any word), by BM25."""
        where_scope, p_scope = scope_clause(scope, d=POSTGRES)
        where_filter, p_filter = filter_clause(flt, d=POSTGRES)
        terms = weights.terms
        # a word's frequency in a memory: 0 unless it matches, else its count in ``repeats`` (only words
        # that occur more than once are listed there), else 1 -- one scalar per word, no unnest per row.
        # Each frequency is worked out once in a LATERAL (OFFSET 0 keeps the planner from inlining it back
        # into numerator and denominator) and the length norm is float8 throughout (a numeric 0.75 made a
        # numeric product per row; 0.75 * n is exact in both, so the scores keep every bit).
        # :func:`contribution` is the same formula in Python: change one, change both.
        tf = ", ".join(f"(CASE WHEN m.terms @@ ?::tsquery THEN COALESCE((m.repeats ->> ?)::float8, 1.0)"
                       f" ELSE 0.0 END) AS f{i}" for i in range(len(terms)))
        score = " + ".join(f"? * ((x.f{i} * 2.2) / (x.f{i} + 1.2 * (0.25 + 0.75::float8 * m.term_count / ?)))"
                           for i in range(len(terms)))
        score_params = [x for w in weights.idf for x in (w, weights.avgdl)]
        tf_params = [x for t in terms for x in (quote(t), t)]
        sql = (f"SELECT m.id, {score} AS score FROM memories m CROSS JOIN LATERAL (SELECT {tf} OFFSET 0) x"
               f" WHERE m.terms @@ ?::tsquery AND {where_scope} AND {where_filter}"
               " ORDER BY score DESC, m.seq LIMIT ?")
        match = match_query(sets) if sets is not None else " | ".join(quote(t) for t in dict.fromkeys(terms))
        return self._rows(scope.tenant, pg_marks(sql), [*score_params, *tf_params, match, *p_scope, *p_filter, limit])

    def _bm25_weights(self, tenant: str, terms: Sequence[str]) -> Weights | None:
        """FTS5's idf of each term (floored at 1e-6), the average length and what bounds each word's share,
        from the tenant's statistics; None for a tenant without a memory."""
        # one statement, so one snapshot: read in two, a write committed in between could count a term in
        # more memories than the corpus holds, and the idf's log would fail (a 500 under concurrent writes)
        rows = self._rows(tenant, "SELECT c.ndoc AS corpus_ndoc, c.total_len, t.term, t.ndoc, t.max_tf, t.min_len"
                                  " FROM memory_corpus c"
                                  " LEFT JOIN memory_terms t ON t.tenant = c.tenant AND t.term = ANY(%s)"
                                  " WHERE c.tenant = %s", (sorted(set(terms)), tenant))
        if not rows or rows[0]["corpus_ndoc"] <= 0:
            return None
        corpus = rows[0]
        held = {r["term"]: r for r in rows if r["term"] is not None}
        n = float(corpus["corpus_ndoc"])
        ndoc = [held[t]["ndoc"] if t in held else 0 for t in terms]
        idf = [math.log((n - k + 0.5) / (k + 0.5)) for k in ndoc]
        return Weights(list(terms), [w if w > 0.0 else _IDF_FLOOR for w in idf], max(float(corpus["total_len"]), 1.0) / n,
                       {t: (int(r["max_tf"]), int(r["min_len"])) for t, r in held.items()})

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
        """Move the tenant's BM25 statistics: memories' words added and removed, and the change in total words.

        A word an added memory holds widens the word's bounds (its largest frequency in one memory, the fewest
        words of a memory holding it) even where the count does not move (a text rewritten with the word).
        """
        delta: Counter[str] = Counter()
        bounds: dict[str, tuple[int, int]] = {}
        for terms in added:
            delta.update(set(terms))
            for word, tf in Counter(terms).items():
                most, fewest = bounds.get(word, (0, len(terms)))
                bounds[word] = (max(most, tf), min(fewest, len(terms)))
        for terms in removed:
            delta.subtract(set(terms))
        docs = len(added) - len(removed)
        # sorted: writers lock rows in one order; a word only removed leaves its bounds as they are
        changed = sorted((term, delta[term], *bounds.get(term, (0, _NO_LENGTH)))
                         for term in {t for t, n in delta.items() if n} | set(bounds))
        if changed:
            self._run(tenant, "INSERT INTO memory_terms (tenant, term, ndoc, max_tf, min_len) SELECT %s, t, n, f, l"
                      " FROM unnest(%s::text[], %s::bigint[], %s::integer[], %s::integer[]) u(t, n, f, l)"
                      " ON CONFLICT (tenant, term) DO UPDATE SET ndoc = memory_terms.ndoc + excluded.ndoc,"
                      " max_tf = GREATEST(memory_terms.max_tf, excluded.max_tf),"
                      " min_len = LEAST(memory_terms.min_len, excluded.min_len)",
                      (tenant, *(list(column) for column in zip(*changed))))
            gone = [t for t, n, _, _ in changed if n < 0]
            if gone:  # a word no memory holds any more is itself a trace of an erased text
                self._run(tenant, "DELETE FROM memory_terms WHERE tenant = %s AND term = ANY(%s) AND ndoc <= 0",
                          (tenant, gone))
        if docs or length:
            self._run(tenant, "INSERT INTO memory_corpus (tenant, ndoc, total_len) VALUES (%s, %s, %s)"
                      " ON CONFLICT (tenant) DO UPDATE SET ndoc = memory_corpus.ndoc + excluded.ndoc,"
                      " total_len = memory_corpus.total_len + excluded.total_len",
                      (tenant, docs, length))


@dataclass(frozen=True)
class Weights:
    """What BM25 ranks a query's words with, from the tenant's statistics."""

    terms: list[str]                  # the query's words, a repeated one repeated (it counts twice, as in FTS5)
    idf: list[float]                  # each one's idf, in the same order
    avgdl: float                      # the average words per memory
    held: dict[str, tuple[int, int]]  # word -> its largest frequency in one memory, the fewest words of one holding it


def contribution(idf: float, tf: float, length: float, avgdl: float) -> float:
    """A word's share of a memory's BM25 score: the expression ``PostgresText._ranked`` evaluates, operation for
    operation (k1 1.2, b 0.75). It grows with ``tf`` and shrinks with ``length``.

    >>> round(contribution(2.0, 1, 10, 10.0), 4)
    2.0
    """
    return idf * ((tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * length / avgdl)))


def ceilings(weights: Weights) -> dict[str, float]:
    """The most each distinct word of a query can add to a memory's score: its share at its largest frequency
    in the shortest memory holding it (summed over its repeats in the query); 0 for a word no memory holds.

    >>> ceilings(Weights(["rent", "rent", "zebra"], [1.0, 1.0, 9.0], 10.0, {"rent": (1, 10)}))
    {'rent': 2.0, 'zebra': 0.0}
    """
    bound = dict.fromkeys(weights.terms, 0.0)
    for word, idf in zip(weights.terms, weights.idf):
        if word in weights.held:
            most, fewest = weights.held[word]
            bound[word] += contribution(idf, most, fewest, weights.avgdl)
    return bound


def reaching(bound: dict[str, float], floor: float) -> list[tuple[str, ...]] | None:
    """The smallest sets of words whose ceilings sum to ``floor`` or more: a memory holding none of these sets
    scores below ``floor``. None when there would be too many to list (:data:`_PRUNE_WORDS`, :data:`_MAX_SETS`).

    >>> reaching({"a": 3.0, "b": 2.0, "c": 2.0}, 4.0)
    [('a', 'b'), ('a', 'c'), ('b', 'c')]
    >>> reaching({"a": 3.0, "b": 2.0, "c": 2.0}, 3.0)
    [('a',), ('b', 'c')]
    """
    held = sorted(word for word, ceiling in bound.items() if ceiling > 0)
    if len(held) > _PRUNE_WORDS:
        return None
    need = floor * (1.0 - _MARGIN)
    kept: list[int] = []
    # fewest words first, so a set is kept only when no smaller kept set lies inside it
    for mask in sorted(range(1, 1 << len(held)), key=lambda m: (m.bit_count(), m)):
        if sum(bound[held[i]] for i in range(len(held)) if mask >> i & 1) >= need and \
                not any(k & mask == k for k in kept):
            kept.append(mask)
            if len(kept) > _MAX_SETS:
                return None
    return sorted(tuple(held[i] for i in range(len(held)) if mask >> i & 1) for mask in kept)


def match_query(sets: Sequence[Sequence[str]]) -> str:
    """A tsquery matching a memory that holds every word of one of ``sets``.

    >>> match_query([("a", "b"), ("c",)])
    "('a' & 'b') | ('c')"
    """
    return " | ".join("(" + " & ".join(quote(word) for word in words) + ")" for words in sets)


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
