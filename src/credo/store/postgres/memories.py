"""PostgreSQL's writes of memories -- insert, update, rescore, record access, erase -- and the canary scan.

A memory's full-text entry (``terms``, ``term_count``, ``repeats``, ``term_lengths``) and its share of the
tenant's term statistics and bounds (:mod:`credo.store.postgres.text`) move in the transaction that writes
its text.

Erasure. :meth:`PostgresMemories.erase` deletes the row, its vector, its full-text entry
and its share of the term statistics (a term no memory holds any more is deleted; a term still held keeps
its bounds, a largest frequency and a fewest words that may have been the erased memory's: two numbers,
no text), its links, history, access log, merge proposals and peer cards, in one transaction;
:meth:`~credo.store.postgres.connection.PostgresConnection.compact` then VACUUMs those
tables so the dead tuples are pruned and their space marked free. What PostgreSQL does
not promise: freed space in a page is reused, not zeroed, so old bytes may stay in the
table files until overwritten; GIN keeps an index key (a stemmed word, not the text) after
its last posting is gone, until ``REINDEX``; and the write-ahead log and any base backup
or replica keep the text until the WAL segments are recycled and backups expire.
``compact(rewrite=True)`` (``credo forget --hard --rewrite``) runs ``VACUUM FULL`` instead, which
copies the tables into new files so the table files keep no old bytes (docs/erasure.md).
:meth:`PostgresMemories.canary_scan` checks what can be checked: every text and jsonb
column of every table, and, for a server whose data directory this process can read
(``data_dir=``), the table files themselves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

import numpy as np

from ...errors import NotFound
from ...models import RECENT_ACCESS_CAP, MemoryUnit
from ...text import words
from ...timeutil import to_iso
from ..base import Select
from ..common.memories import check_pairs, checked_fields
from ..common.trail import Trail
from ..dialect import COLUMNS
from ..rows import memory_row
from ..sql import rescore_statements
from .dialect import POSTGRES, pg_marks
from .text import PostgresText, entry, length_prefix, quote
from .vectors import PostgresVectors, as_vector


class PostgresMemories(PostgresText, PostgresVectors, Trail):
    """Writing memories, with their vectors and full-text statistics, and erasing every trace of them."""

    def insert(self, units: Sequence[MemoryUnit], vectors: Sequence[np.ndarray | None]) -> None:
        check_pairs(units, vectors)
        columns = ", ".join(f'"{c}"' for c in COLUMNS)
        sql = (f"INSERT INTO memories ({columns}, terms, term_count, repeats, term_lengths)"
               f" VALUES ({', '.join('%s' for _ in COLUMNS)}, %s::tsvector, %s, %s, %s::tsvector)")
        by_tenant: dict[str, list[tuple[MemoryUnit, np.ndarray | None]]] = {}
        for unit, vector in zip(units, vectors):
            by_tenant.setdefault(unit.tenant, []).append((unit, vector))
        with self.transaction():
            for tenant, batch in by_tenant.items():
                rows, found = [], []
                for unit, vector in batch:
                    row = memory_row(unit, POSTGRES)
                    if vector is None:  # the contract: embedding_model is set exactly when there is a vector
                        row["embedding_model"] = row["embedding_dim"] = None
                    found.append(words(unit.text))
                    rows.append([row[c] for c in COLUMNS] + entry(found[-1]))
                self._many(tenant, sql, rows)
                self._many(tenant, "INSERT INTO memory_vectors (seq, tenant, dim, vector)"
                           " SELECT seq, tenant, %s, %s FROM memories WHERE id = %s",
                           [(len(v), as_vector(v), u.id) for u, v in batch if v is not None])
                self._count_terms(tenant, found, [], sum(map(len, found)))

    def update(self, tenant: str, memory_id: str, fields: Mapping[str, object], *,
               vector: np.ndarray | None = None, model: str | None = None) -> None:
        fields = checked_fields(fields, vector, model)
        if not fields:
            return
        with self.transaction():
            row = self._one(tenant, "SELECT seq, text, tsvector_to_array(terms) AS terms, term_count,"
                            " (SELECT v.tier FROM memory_vectors v WHERE v.seq = memories.seq) AS tier FROM memories"
                            " WHERE tenant = %s AND id = %s FOR UPDATE", (tenant, memory_id))
            if row is None:
                raise NotFound(f"memory {memory_id} not found")
            sets = [f'"{c}" = %s' for c in fields]
            values = [POSTGRES.encode(c, v) for c, v in fields.items()]
            if "text" in fields and fields["text"] != row["text"]:
                found = words(str(fields["text"]))
                sets += ["terms = %s::tsvector", "term_count = %s", "repeats = %s", "term_lengths = %s::tsvector"]
                values += entry(found)
                self._count_terms(tenant, [found], [row["terms"]], len(found) - row["term_count"])
            self._run(tenant, f"UPDATE memories SET {', '.join(sets)} WHERE seq = %s", [*values, row["seq"]])
            if vector is not None:
                # a new vector is float32 again, whatever tier the old one had reached
                self._run(tenant, "INSERT INTO memory_vectors (seq, tenant, dim, vector) VALUES (%s, %s, %s, %s)"
                          " ON CONFLICT (seq) DO UPDATE SET dim = excluded.dim, vector = excluded.vector,"
                          " tier = 'active', code = NULL",
                          (row["seq"], tenant, len(vector), as_vector(vector)))
            if row["tier"] not in (None, "active") and (vector is not None or {"user", "shared"} & set(fields)):
                self._bump_coded(tenant)  # a quantized row left its tier, or changed hands

    def rescore(self, query: Select) -> int:
        statements = rescore_statements(query, POSTGRES)
        with self.transaction():
            tenants = [query.tenant] if query.tenant is not None else self._tenants()
            return sum(int(self._run(t, pg_marks(sql), params).rowcount) for t in tenants for sql, params in statements)

    def record_access(self, tenant: str, ids: Sequence[str], at: datetime, recalled: bool) -> None:
        if not ids:
            return
        stamp = to_iso(at)
        with self.transaction():
            # one statement for every id: append the time, keeping the newest RECENT_ACCESS_CAP
            touched = self._rows(
                tenant,
                "UPDATE memories m SET access_count = access_count + 1, last_accessed = %s,"
                " recall_count = recall_count + %s,"
                " recent_accesses = COALESCE((SELECT jsonb_agg(e.value ORDER BY e.n)"
                "   FROM jsonb_array_elements(m.recent_accesses || jsonb_build_array(%s::text))"
                "   WITH ORDINALITY e(value, n)"
                "   WHERE e.n > jsonb_array_length(m.recent_accesses) + 1 - %s), '[]'::jsonb)"
                " WHERE m.tenant = %s AND m.id = ANY(%s) RETURNING m.id",
                (at, int(recalled), stamp, RECENT_ACCESS_CAP, tenant, list(dict.fromkeys(ids))))
            if touched:
                self._run(tenant, "INSERT INTO access_log (tenant, memory_id, at, kind)"
                          " SELECT %s, unnest(%s::text[]), %s, %s",
                          (tenant, [r["id"] for r in touched], at, "recall" if recalled else "get"))

    def erase(self, tenant: str, ids: Sequence[str], *, compact: bool = True) -> list[str]:
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return []
        with self.transaction():
            gone = self._rows(tenant, "DELETE FROM memories WHERE tenant = %s AND id = ANY(%s)"
                              " RETURNING id, tsvector_to_array(terms) AS terms, term_count",
                              (tenant, wanted))  # memory_vectors goes by ON DELETE CASCADE
            if gone:
                self._bump_coded(tenant)  # any of them may have been quantized: no process may keep its code
                self._count_terms(tenant, [], [r["terms"] for r in gone], -sum(r["term_count"] for r in gone))
                self._erase_trail(tenant, [r["id"] for r in gone])
            if gone and compact:
                self._local.compact_due = True  # VACUUM runs outside a transaction: after the outermost commits
        existed = {r["id"] for r in gone}
        return [i for i in wanted if i in existed]

    def canary_scan(self, text: str) -> list[str]:
        """Where ``text`` still appears: ``table.column`` for every text, jsonb or tsvector column of every
        table that holds it (any tenant), and ``file:PATH`` for table files under ``data_dir`` that hold its
        bytes.

        For the erasure tests. The file scan is best effort: it sees pages once they are written out
        (a checkpoint, which the app role may not force), and not the WAL (see the module docstring).
        """
        found: list[str] = []
        columns = self._rows(None, "SELECT table_name, column_name, data_type FROM information_schema.columns"
                             " WHERE table_schema = 'public' AND data_type IN ('text', 'jsonb', 'tsvector')"
                             " AND column_name <> 'tenant' AND table_name <> 'credo_migrations'"
                             " ORDER BY table_name, ordinal_position")
        phrase = " <-> ".join(quote(w) for w in words(text))
        # term_lengths holds each word with its memory's length and no positions: every word, at any length
        at_lengths = " & ".join(quote(length_prefix(w)) + ":*" for w in words(text))
        with self.transaction():
            tenants = self._tenants()
            for column in columns:
                table, name = column["table_name"], column["column_name"]
                if column["data_type"] == "tsvector":  # the full-text entry holds the words, stemmed
                    probe = f'SELECT 1 FROM {table} WHERE "{name}" @@ %s::tsquery LIMIT 1'
                    needle = at_lengths if name == "term_lengths" else phrase
                else:
                    probe, needle = f'SELECT 1 FROM {table} WHERE strpos("{name}"::text, %s) > 0 LIMIT 1', text
                scoped = table != "scheduler_state"  # the one table not keyed by tenant
                if needle and any(self._rows(t, probe, (needle,)) for t in (tenants if scoped else [None])):
                    found.append(f"{table}.{name}")
        if self.data_dir is not None:
            needle_bytes = text.encode("utf-8")
            for path in sorted(self.data_dir.rglob("*")):
                if path.is_file() and "base" in path.parts:
                    try:
                        if needle_bytes in path.read_bytes():
                            found.append(f"file:{path}")
                    except OSError:
                        continue
        return found
