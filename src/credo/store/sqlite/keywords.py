"""Exact top-k keyword search for one user: FTS5's ``bm25()`` computed from postings kept in memory.

FTS5 ranks every match of a query before it returns the first: at 100k memories of one user a
question's words match some 15k rows, and scoring and sorting them was the largest part of a recall.
Across many users it is worse, since it ranks every user's matches and keeps the caller's.

So the store keeps, for each (tenant, user) it serves and for the tenant's shared memories, the
user's postings in numpy: each memory's length in words and, per word, the memories that hold it
and how often, words split and stemmed exactly as the full-text index splits them
(:func:`credo.text.words`, held to SQLite by ``tests/test_text.py``). A query is scored over the
user's postings alone, with the statistics FTS5 uses -- the row count and total words of the whole
index (its averages record) and each word's document count over the whole index (an ``fts5vocab``
table) -- in FTS5's formula, operation for operation in double precision, so every score equals
``bm25()``'s bit for bit and the order (best first, then the older memory) is FTS5's. The candidates
are then checked against the scope and the belief filter a batch at a time, as before.

The postings follow writes as the vector blocks do (:mod:`credo.store.sqlite.cache`): every write of
a user's memories moves the user's ``vector_state`` generation, an appended memory only extends the
postings, and a changed or erased one rebuilds them. The document counts are cached per state of the
index: the index's structure record changes with every write to it, from any process. Whatever this
path cannot reproduce exactly (a tenant-wide search, a query word the index splits in two, a search
inside an open transaction, whose writes the index has not flushed) goes to FTS5 itself.
"""

from __future__ import annotations

import math
import sqlite3
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

import numpy as np

from ...text import query_terms, words
from .cache import SHARED

K1, B = 1.2, 0.75  # FTS5's bm25() constants
IDF_FLOOR = 1e-6  # FTS5's idf where the formula gives zero or less
#: FTS5's shadow-table rows: the averages record (row count, total words) and the segment structure.
AVERAGES_ROWID, STRUCTURE_ROWID = 1, 10
VOCAB = "temp.credo_fts_vocab"
COUNT_BITS = 24
COUNT_MASK = (1 << COUNT_BITS) - 1


@dataclass
class Postings:
    """One (tenant, user)'s memories as the full-text index holds them: lengths and, per word, where it occurs."""

    generation: int
    deletions: int
    max_seq: int = 0
    seqs: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    lengths: np.ndarray = field(default_factory=lambda: np.zeros(0, np.float64))
    #: word -> its postings, ascending, each ``position in seqs << COUNT_BITS | how often it occurs there``
    #: (one array per word: most words of a large store occur once, and two arrays each doubled the memory)
    terms: dict[str, np.ndarray] = field(default_factory=dict)

    def extend(self, rows: Sequence[tuple[int, str]], upto: int) -> None:
        """Append memories (seq, text), seqs ascending and above every one held; ``upto``: the largest seq
        of the table when they were read (the next extension reads after it)."""
        self.max_seq = max(self.max_seq, upto)
        if not rows:
            return
        first = len(self.seqs)
        ids: dict[str, int] = {}  # the words of these rows, numbered
        lengths, numbered, docs = [], [], []
        for offset, (_, text) in enumerate(rows):
            tokens = words(text)
            lengths.append(len(tokens))
            numbered += [ids.setdefault(token, len(ids)) for token in tokens]
            docs += [first + offset] * len(tokens)
        self.seqs = np.concatenate([self.seqs, np.fromiter((seq for seq, _ in rows), np.int64, len(rows))])
        self.lengths = np.concatenate([self.lengths, np.asarray(lengths, np.float64)])
        if not numbered:
            return
        # (word, row) pairs counted: sorted by word, then row, so each word's postings are one ascending run
        pairs, counts = np.unique(np.asarray(numbered, np.int64) * len(self.seqs) + np.asarray(docs, np.int64),
                                  return_counts=True)
        word_of, row_of = np.divmod(pairs, len(self.seqs))
        bounds = np.flatnonzero(np.diff(word_of)) + 1
        names = list(ids)
        packed = (row_of << COUNT_BITS) | counts  # a memory holds at most 8,000 characters: far below 2**24 words
        for lo, hi in zip(np.concatenate([[0], bounds]).tolist(), np.concatenate([bounds, [len(pairs)]]).tolist()):
            term = names[int(word_of[lo])]
            old = self.terms.get(term)
            self.terms[term] = packed[lo:hi].copy() if old is None else np.concatenate([old, packed[lo:hi]])

    def scores(self, phrases: Sequence[tuple[str, float]], avgdl: float) -> tuple[np.ndarray, np.ndarray]:
        """The seqs of the memories that hold any word and their BM25, as FTS5's ``bm25()`` (sign turned).

        ``phrases``: each query word with its idf, in the query's order (the order FTS5 sums in).
        """
        total = np.zeros(len(self.seqs), np.float64)
        hit = np.zeros(len(self.seqs), bool)
        for term, idf in phrases:
            posting = self.terms.get(term)
            if posting is None:
                continue
            at, freq = posting >> COUNT_BITS, (posting & COUNT_MASK).astype(np.float64)
            size = self.lengths[at]
            # fts5Bm25Function: idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + b * D / avgdl))), summed phrase by phrase
            total[at] += idf * ((freq * (K1 + 1.0)) / (freq + K1 * (1 - B + B * size / avgdl)))
            hit[at] = True
        picked = np.flatnonzero(hit & (total > 0.0))
        return self.seqs[picked], total[picked]


class KeywordIndex:
    """The postings of the (tenant, user)s searched lately, least recently used out, and the index's word counts."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._postings: OrderedDict[tuple[str, str], Postings] = OrderedDict()
        self._documents: dict[str, int] = {}  # word -> rows of the whole index that hold it
        self._state: tuple[bytes, bytes] | None = None  # the index state those counts were read at
        self._vocab = False

    def clear(self) -> None:
        self._postings.clear()
        self._documents.clear()
        self._state = None

    def search(self, conn: sqlite3.Connection, tenant: str, user: str, include_shared: bool, query: str,
               check: Callable[[list[int]], dict[int, str]], limit: int) -> list[tuple[str, float]] | None:
        """The best ``limit`` (id, bm25) of the user's memories (and the tenant's shared ones) that ``check``
        passes, best first, ties to the older memory; None where only FTS5 itself can answer exactly.

        ``check`` maps seqs to the ids of those among them that the scope and filter let through.
        """
        if conn.in_transaction:
            return None  # FTS5 holds this transaction's writes in memory: its shadow tables are behind them
        phrases = [tuple(words(term)) for term in query_terms(query)]
        if not phrases or any(len(phrase) != 1 for phrase in phrases):
            return None
        averages = conn.execute("SELECT block FROM memories_fts_data WHERE id = ?", (AVERAGES_ROWID,)).fetchone()
        structure = conn.execute("SELECT block FROM memories_fts_data WHERE id = ?", (STRUCTURE_ROWID,)).fetchone()
        if averages is None or structure is None:
            return None
        rows, total_words = _varints(bytes(averages[0]), 2)
        if rows <= 0:
            return []
        if self._state != (bytes(averages[0]), bytes(structure[0])):
            self._documents.clear()
            self._state = (bytes(averages[0]), bytes(structure[0]))
        avgdl = float(total_words) / float(rows)
        keys = [user] + ([SHARED] if include_shared else [])
        blocks = [self._block(conn, tenant, key) for key in keys]
        weighted = []
        for (term,) in phrases:
            # a word none of these memories holds adds nothing to any of their scores, whatever its idf: its
            # document count over the whole index (an fts5vocab walk of every row that holds it, ~2 ms per 100k
            # rows) is not read
            if not any(term in block.terms for block in blocks):
                continue
            hits = self._count(conn, term)
            idf = math.log((rows - hits + 0.5) / (hits + 0.5))
            weighted.append((term, idf if idf > 0.0 else IDF_FLOOR))
        found = [block.scores(weighted, avgdl) for block in blocks]
        seqs = np.concatenate([s for s, _ in found])
        scores = np.concatenate([v for _, v in found])
        if len(keys) > 1:  # the user's own shared memories are in both blocks
            seqs, first = np.unique(seqs, return_index=True)
            scores = scores[first]
        passed: list[tuple[str, float]] = []
        size = max(2 * limit, 64)
        order = _best(seqs, scores, 4 * size)
        start, ends = 0, _batch_ends(limit, size)
        while len(passed) < limit and start < len(seqs):
            end = next(ends)
            if end > len(order):
                order = _best(seqs, scores, len(seqs))
            batch = order[start: end]
            if len(batch):
                ids = check([int(seqs[i]) for i in batch])
                passed += [(ids[int(seqs[i])], float(scores[i])) for i in batch if int(seqs[i]) in ids]
            start += len(batch)
        return passed[:limit]

    def _count(self, conn: sqlite3.Connection, term: str) -> int:
        """How many rows of the whole index hold ``term`` (FTS5's ``nHit`` for a one-word phrase)."""
        if term not in self._documents:
            if not self._vocab:
                conn.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS {VOCAB} USING fts5vocab(main, memories_fts, 'row')")
                self._vocab = True
            row = conn.execute(f"SELECT doc FROM {VOCAB} WHERE term = ?", (term,)).fetchone()
            self._documents[term] = int(row[0]) if row else 0
        return self._documents[term]

    def _block(self, conn: sqlite3.Connection, tenant: str, user: str) -> Postings:
        state = conn.execute("SELECT generation, deletions FROM vector_state WHERE tenant = ? AND user = ?",
                             (tenant, user)).fetchone()
        generation, deletions = (int(state[0]), int(state[1])) if state else (0, 0)
        key = (tenant, user)
        cached = self._postings.get(key)
        mine = "shared = 1" if user == SHARED else "user = ?"
        params = [tenant] + ([] if user == SHARED else [user])
        if cached is None or cached.deletions != deletions:  # new, or a memory changed or went: read them all
            cached = Postings(generation, deletions)
            upto = int(conn.execute("SELECT COALESCE(MAX(seq), 0) FROM memories").fetchone()[0])
            _extend(cached, conn.execute(f"SELECT seq, text FROM memories WHERE tenant = ? AND {mine} AND seq <= ?"
                                         " ORDER BY seq", [*params, upto]), upto)
        elif cached.generation != generation:  # appended: only what came after (the rowid range, no index)
            upto = int(conn.execute("SELECT COALESCE(MAX(seq), 0) FROM memories").fetchone()[0])
            _extend(cached, conn.execute(f"SELECT seq, text FROM memories WHERE seq > ? AND seq <= ? AND +tenant = ?"
                                         f" AND +{mine} ORDER BY seq", [cached.max_seq, upto, *params]), upto)
        cached.generation = generation
        self._postings[key] = cached
        self._postings.move_to_end(key)
        while len(self._postings) > self.size:
            self._postings.popitem(last=False)
        return cached


def _extend(postings: Postings, cursor: sqlite3.Cursor, upto: int) -> None:
    """Read a cursor's (seq, text) rows into ``postings`` a slice at a time (a whole large user's words at once
    held several times the postings' size in passing)."""
    while rows := cursor.fetchmany(8192):
        postings.extend(rows, 0)
    postings.extend([], upto)


def head_batch(limit: int) -> int:
    """How many of the best candidates are checked against the scope and filter first, when ``limit`` must pass:
    ``limit`` and a quarter. Most memories pass, and each one checked is a row read (at 100k memories, checking
    200 took a millisecond); the passing ones are taken in their order whatever the batches, so the answer is
    the same.

    >>> head_batch(50), head_batch(10)
    (62, 18)
    """
    return limit + max(limit // 4, 8)


def _batch_ends(limit: int, size: int) -> Iterator[int]:
    """Where the batches of the ranked matches checked against the scope end: the :func:`head_batch` first,
    then the rest of ``size``, then each batch four times the one before."""
    yield min(size, head_batch(limit))
    end, step = size, size
    while True:
        yield end
        step *= 4
        end += step


def _best(seqs: np.ndarray, scores: np.ndarray, count: int) -> np.ndarray:
    """Positions of at least the ``count`` best, in FTS5's order (best first, then the older): a prefix of the
    whole order, every tie at the cut kept, so a later batch never skips one."""
    if count < len(scores):
        cut = np.partition(-scores, count - 1)[count - 1]
        picked = np.flatnonzero(-scores <= cut)
        return picked[np.lexsort((seqs[picked], -scores[picked]))]
    return np.lexsort((seqs, -scores))


def _varints(blob: bytes, count: int) -> list[int]:
    """The first ``count`` SQLite varints of ``blob`` (big-endian 7-bit groups; a ninth byte holds 8 bits).

    >>> _varints(bytes([0x86, 0x8d, 0x20, 0x05]), 2)
    [100000, 5]
    """
    values, at = [], 0
    for _ in range(count):
        value = 0
        for i in range(9):
            byte = blob[at]
            at += 1
            if i == 8:
                value = (value << 8) | byte
                break
            value = (value << 7) | (byte & 0x7F)
            if byte < 0x80:
                break
        values.append(value)
    return values
