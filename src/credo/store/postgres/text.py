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

A search over more than ``exact_below`` memories does not rank every match: each word's
largest frequency and fewest words of a memory holding it (``memory_terms.max_tf``,
``min_len``) bound what it can add, and ``term_lengths`` finds the memories holding every
word at a given length, so :meth:`PostgresText._best_matches` reads only the memories that
can still reach the ``limit``-th score and returns what ranking every match returns, score
for score (docs/storage.md, "Keyword top-k without ranking every match").
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
#: Floors tried before every match is ranked.
_ROUNDS = 6
#: At most this many lengths asked for in one search of the memories holding every word.
_LENGTHS = 32
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
            # a scope of a few memories is ranked whole (the scope index confines it); a larger one is pruned
            rows = (self._ranked(scope, flt, weights, None, int(limit)) if self._few_in_scope(scope, flt)
                    else self._best_matches(scope, flt, weights, int(limit)))
        return [(row["id"], float(row["score"])) for row in rows if row["score"] > 0]

    def _best_matches(self, scope: Scope, flt: RecallFilter, weights: Weights, limit: int) -> list[dict[str, Any]]:
        """The ``limit`` best matches in scope, exactly as ranking every match would give them, ranking fewer.

        A memory can score no more than what its words could add at its length (:func:`ceilings`,
        :func:`full_bound`), so once ``limit`` memories score at least some ``floor``, a memory whose bound is
        below it cannot be among the best: only the memories :func:`reach` leaves are ranked, each with the whole
        formula, so the ids, order and scores are those of ranking every match. The first floor is what all the
        words together could score; while too few memories reach it, it is lowered (to the next length of the
        memories holding every word, twice as many as the last, or by half); the floor that decides is the ``limit``-th score found. When
        no round finds enough, or the word sets would be too many to list, every match is ranked.
        """
        bound = ceilings(weights)
        floor, ranked = sum(bound.values()), None
        for _ in range(_ROUNDS):
            found = reach(weights, bound, floor)
            if found is None:
                break
            if found != ranked:
                rows, ranked = self._ranked(scope, flt, weights, found, limit), found
                if len(rows) >= limit:
                    # below the floor, every memory left out scores below the limit-th: these are the best
                    final = found if rows[-1]["score"] >= floor else reach(weights, bound, rows[-1]["score"])
                    if final is None:
                        break
                    return rows if final == found else self._ranked(scope, flt, weights, final, limit)
                if found.complete:  # each word alone, at any length: every match was ranked
                    return rows
            floor = found.lower
        return self._ranked(scope, flt, weights, None, limit)

    def _ranked(self, scope: Scope, flt: RecallFilter, weights: Weights, found: Reach | None,
                limit: int) -> list[dict[str, Any]]:
        """The ``limit`` best memories in scope that ``found`` leaves (None: holding any word), by BM25."""
        if found is not None and not found.sets and found.lengths is None:
            return []
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
        match, match_params = match_clause(terms, found)
        sql = (f"SELECT m.id, {score} AS score FROM memories m CROSS JOIN LATERAL (SELECT {tf} OFFSET 0) x"
               f" WHERE {match} AND {where_scope} AND {where_filter}"
               " ORDER BY score DESC, m.seq LIMIT ?")
        # planned for its parameters every time: a generic plan cannot see that the scope is a user's 1,000 rows
        # and the words match 1.4M of the tenant's 10M, and intersects the scope with every match (149 ms, 0.4 ms
        # planned for the values)
        return self._rows(scope.tenant, pg_marks(sql),
                          [*score_params, *tf_params, *match_params, *p_scope, *p_filter, limit], prepare=False)

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


@dataclass(frozen=True)
class Reach:
    """The memories that may reach a floor: those holding every word of one of ``sets`` (at any length), and
    those holding all the ``words`` any memory holds at a length in ``lengths`` (inclusive); ``lower`` is the
    next floor to try when too few of them pass, ``complete`` says that they are every match."""

    sets: tuple[tuple[str, ...], ...]
    words: tuple[str, ...]
    lengths: tuple[int, int] | None
    lower: float
    complete: bool


def reach(weights: Weights, bound: dict[str, float], floor: float) -> Reach | None:
    """What a search must rank so that no memory left out scores ``floor`` or more; None: rank every match.

    The sets of :func:`reaching`, except the set of every word: a memory holding them all is bounded by its
    length too (:func:`full_bound`), so only the lengths that can reach the floor are asked for, when they are
    at most :data:`_LENGTHS`.
    """
    sets = reaching(bound, floor)
    if not sets:
        return None
    held = tuple(sorted(word for word, ceiling in bound.items() if ceiling > 0))
    complete = sets == [(word,) for word in held]
    if held not in sets:  # a smaller set reaches the floor: it covers the memories holding every word
        return Reach(tuple(sets), held, None, floor / 2, complete)
    need, rest = floor * (1.0 - _MARGIN), tuple(s for s in sets if s != held)
    shortest = max(weights.held[word][1] for word in held)  # no memory holding them all is shorter
    for length in range(shortest, shortest + _LENGTHS):
        below = full_bound(weights, length)
        if below < need:  # and so at every greater length: the bound shrinks as the length grows
            if length == shortest:
                return Reach(rest, held, None, max(below, floor / 2), False)
            # the next floor asks for as many more lengths as this one holds: few rounds, each one small
            wider = full_bound(weights, 2 * length - shortest - 1)
            return Reach(rest, held, (shortest, length - 1), max(wider, floor / 2), False)
    return Reach(tuple(sets), held, None, floor / 2, complete)


def full_bound(weights: Weights, length: int) -> float:
    """The most a memory of ``length`` words holding every word of the query can score.

    >>> full_bound(Weights(["rent", "increase"], [1.0, 1.0], 10.0, {"rent": (1, 4), "increase": (1, 10)}), 10)
    2.0
    """
    return sum(contribution(idf, weights.held[word][0], max(length, weights.held[word][1]), weights.avgdl)
               for word, idf in zip(weights.terms, weights.idf) if word in weights.held)


def match_clause(terms: Sequence[str], found: Reach | None) -> tuple[str, list[str]]:
    """The WHERE text (``?`` marks) and its tsqueries for the memories ``found`` leaves (None: any word)."""
    if found is None:
        return "m.terms @@ ?::tsquery", [" | ".join(quote(t) for t in dict.fromkeys(terms))]
    parts: list[tuple[str, str]] = []
    if found.sets:
        parts.append(("m.terms @@ ?::tsquery", match_query(found.sets)))
    if found.lengths is not None:
        first, last = found.lengths
        by_length = [[at_length(word, n) for word in found.words] for n in range(first, last + 1)]
        parts.append(("m.term_lengths @@ ?::tsquery", match_query(by_length)))
    return "(" + " OR ".join(sql for sql, _ in parts) + ")", [query for _, query in parts]


def match_query(sets: Sequence[Sequence[str]]) -> str:
    """A tsquery matching a memory that holds every word of one of ``sets``.

    >>> match_query([("a", "b"), ("c",)])
    "('a' & 'b') | ('c')"
    """
    return " | ".join("(" + " & ".join(quote(word) for word in words) + ")" for words in sets)


def at_length(word: str, length: int) -> str:
    """A word as ``term_lengths`` holds it: with the length of the memory holding it (no word holds a ``#``).

    >>> at_length("rent", 9)
    'rent#9'
    """
    return f"{length_prefix(word)}{length}"


def length_prefix(word: str) -> str:
    """What every entry of ``word`` in ``term_lengths`` starts with (a tsquery prefix ``:*`` finds any length)."""
    return f"{word}#"


def tsvector_of(text: str) -> tuple[str, int]:
    """A text's full-text entry: a ``simple`` tsvector literal of its words with positions, and its word count.

    >>> tsvector_of("Ann's cat met Ann")
    ("'ann':1,5 'cat':3 'met':4 's':2", 5)
    """
    found = words(text)
    return _tsvector(found), len(found)


def entry(found: Sequence[str]) -> list[Any]:
    """The full-text columns of a memory with these words: ``terms``, ``term_count``, ``repeats`` (how often
    each word that occurs more than once occurs: BM25's term frequency, 1 for the rest) and ``term_lengths``
    (each word with the memory's length, :func:`at_length`)."""
    return [_tsvector(found), len(found), jsonb({w: n for w, n in Counter(found).items() if n > 1}),
            " ".join(quote(at_length(word, len(found))) for word in sorted(set(found)))]


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
