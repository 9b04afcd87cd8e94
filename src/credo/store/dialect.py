"""How one database spells SQL: the columns of ``memories`` and the :class:`Dialect` of each backend.

The renderer (:mod:`credo.store.sql`), every score that renders itself as SQL
(:class:`credo.decay.Retention`, :class:`credo.importance.ImportanceAt`) and the
backend code both backends share (:mod:`credo.store.common`) write through a
dialect, so nothing above the store spells a database-specific function. A
dialect also says how a value is stored and read back (a time as text or as a
``timestamptz``, JSON as text or as ``jsonb``), so one row codec
(:mod:`credo.store.rows`) serves both backends. The base class is SQLite's;
PostgreSQL's subclass lives with its backend (:mod:`credo.store.postgres.dialect`),
since it needs psycopg's JSON adapter.
"""

from __future__ import annotations

import json
from datetime import datetime
from collections.abc import Sequence
from typing import Any

from ..errors import StorageError
from ..timeutil import parse_time, to_iso

#: Columns of ``memories`` in table order, excluding the internal ``seq``.
COLUMNS: tuple[str, ...] = (
    "id", "tenant", "user", "agent", "source_session", "text", "kind", "layer", "topic",
    "importance", "confidence", "source", "trust", "entity", "attribute", "value",
    "created_at", "updated_at", "valid_from", "valid_until", "superseded_by", "status",
    "last_accessed", "access_count", "recent_accesses", "decay_score", "q_value",
    "recall_count", "verified_count", "confirmations", "pinned", "forget_after",
    "classification", "domain", "shared", "version", "parent_id", "extractor",
    "prompt_version", "surprise", "metadata", "embedding_model", "embedding_dim",
    "valence", "effective_importance", "strength",
)

JSON_COLUMNS = frozenset({"recent_accesses", "metadata"})
BOOL_COLUMNS = frozenset({"pinned", "shared"})
TIME_COLUMNS = frozenset({"created_at", "updated_at", "valid_from", "valid_until", "last_accessed", "forget_after"})
#: What a condition, an order or an aggregate may name besides the columns.
PSEUDO_COLUMNS = frozenset({"seq", "retention"})


class Dialect:
    """How one database spells what the renderer needs. The default is SQLite's."""

    name = "sqlite"
    #: The column that orders a side table's rows by insertion (SQLite's implicit rowid; PostgreSQL's ``seq``).
    rowid = "rowid"

    def column(self, alias: str, column: str) -> str:
        """A column reference (quoted: ``user`` is a reserved word in PostgreSQL)."""
        return f'{alias}."{column}"'

    def encode(self, column: str, value: Any) -> Any:
        """A Python value as a parameter compared with (or stored in) ``column``."""
        if value is None:
            return None
        if column in JSON_COLUMNS:
            if column == "recent_accesses":
                value = [to_iso(v) for v in value]
            return self.json(value, sort_keys=True)
        if column in TIME_COLUMNS or isinstance(value, datetime):
            return self.time(to_iso(value))
        if column in BOOL_COLUMNS:
            return self.flag(value)
        if hasattr(value, "value"):  # enums
            return value.value
        return value

    def true(self) -> str:
        return "1"

    def least(self, *parts: str) -> str:
        return f"MIN({', '.join(parts)})"

    def greatest(self, *parts: str) -> str:
        return f"MAX({', '.join(parts)})"

    def time_literal(self, at: datetime) -> str:
        """A time as a SQL literal (credo writes it, so it holds no quote)."""
        return f"'{to_iso(at)}'"

    def days_since(self, now: str, expr: str) -> str:
        """Days (a float) from the time ``expr`` to the time ``now`` (SQL for both)."""
        return f"(julianday({now}) - julianday({expr}))"

    def idle_days(self, alias: str, now: str) -> str:
        """Days (at least 0) from the memory's last access, or its creation, to ``now``."""
        return self.greatest("0.0", self.days_since(now, f"COALESCE({self.column(alias, 'last_accessed')}, "
                                                         f"{self.column(alias, 'created_at')})"))

    def age_days(self, alias: str, now: str) -> str:
        """Days (at least 0) from the memory's creation to ``now``."""
        return self.greatest("0.0", self.days_since(now, self.column(alias, "created_at")))

    def access_days(self, alias: str, now: str) -> str:
        """A subquery with one row per recent access of the memory, column ``d``: days since it."""
        return f"SELECT julianday({now}) - julianday(value) AS d FROM json_each({alias}.recent_accesses)"

    def access_steps(self, alias: str, now: str) -> str:
        """A subquery with one row per recent access of the memory: ``d``, days since it, and ``gap``, days
        since the access recorded before it (creation before the first). A self-join on the array index:
        no sort per memory, as a window over the times would need."""
        return (f"SELECT julianday({now}) - julianday(a.value) AS d,"
                f" julianday(a.value) - julianday(COALESCE(b.value, {alias}.created_at)) AS gap"
                f" FROM json_each({alias}.recent_accesses) a"
                f" LEFT JOIN json_each({alias}.recent_accesses) b ON b.key = a.key - 1")

    def has_key(self, alias: str, key: str) -> tuple[str, list[Any]]:
        """Whether the memory's metadata holds ``key`` (and it is not JSON null)."""
        return f"json_extract({alias}.metadata, ?) IS NOT NULL", [f"$.{json_key(key)}"]

    def json_member(self, array: str, value: str) -> str:
        """Whether the JSON array in ``array`` holds the text ``value``."""
        return f"EXISTS (SELECT 1 FROM json_each({array}) WHERE value = {value})"

    def json_text(self, document: str, key: str) -> str:
        """The text at top-level ``key`` of a JSON document (NULL if absent)."""
        return f"json_extract({document}, '$.{json_key(key)}')"

    def id_hint(self, expr: str) -> str:
        """SQLite: a unary ``+`` keeps the planner on the unique id index instead of the tenant index."""
        return f"+{expr}"

    def in_list(self, expr: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        """Whether ``expr`` is one of ``values`` (none: false).

        >>> SQLITE.in_list("id", ["a", "b"])
        ('id IN (?,?)', ['a', 'b'])
        """
        return f"{expr} IN ({','.join('?' for _ in values)})", list(values)

    def json_holds_any(self, array: str, values: Sequence[str]) -> tuple[str, list[Any]]:
        """Whether the JSON array of text in ``array`` holds any of ``values``."""
        return f"EXISTS (SELECT 1 FROM json_each({array}) WHERE value IN ({','.join('?' for _ in values)}))", \
            list(values)

    def contains_any(self, text: str, needles: Sequence[str]) -> tuple[str, list[Any]]:
        """Whether the text ``text`` contains any of ``needles`` verbatim."""
        return f"EXISTS (SELECT 1 FROM json_each(?) n WHERE instr({text}, n.value))", [json.dumps(list(needles))]

    def json_as_text(self, expr: str) -> str:
        """A JSON column as the text :meth:`contains_any` searches."""
        return expr

    def json_fragment(self, value: str) -> str:
        """How the string ``value`` reads inside stored JSON text (SQLite keeps JSON ASCII-escaped).

        >>> print(SQLITE.json_fragment('café'))
        caf\\u00e9
        """
        return json.dumps(value)[1:-1]

    # -- values of the side tables (jobs, keys, logs, the review queue): how they are stored and read back

    def json(self, value: Any, *, sort_keys: bool = False) -> Any:
        """A JSON value as stored (None stays None, SQL NULL)."""
        return None if value is None else json.dumps(value, sort_keys=sort_keys)

    def read_json(self, value: Any) -> Any:
        """A stored JSON value back as Python."""
        return json.loads(value) if value is not None else None

    def time(self, value: datetime | str | None) -> Any:
        """A time as stored: credo's ISO text. Text is kept as it is (a hashed audit row must not change)."""
        return value if value is None or isinstance(value, str) else to_iso(value)

    def read_time(self, value: Any) -> datetime | None:
        """A stored time back as an aware UTC datetime."""
        read: datetime | None = parse_time(value)
        return read

    def flag(self, value: bool) -> Any:
        """A boolean as stored."""
        return int(bool(value))


SQLITE = Dialect()


def json_key(key: str) -> str:
    """``key`` if it is safe to splice into a JSON path (letters, digits, underscores), else StorageError."""
    if not key.replace("_", "").isalnum():
        raise StorageError(f"invalid metadata key {key!r}")
    return key
