"""PostgreSQL's spelling of SQL and of stored values: native times and flags, ``jsonb``, arrays for lists.

The renderer (:mod:`credo.store.sql`) writes ``?`` marks; :func:`pg_marks` turns them into
psycopg's ``%s``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any

from ...timeutil import parse_time, to_iso
from ..dialect import Dialect, json_key
from .driver import jsonb

class PostgresDialect(Dialect):
    """PostgreSQL's spelling of what the renderer needs: native times, flags and jsonb."""

    name = "postgres"
    rowid = "seq"

    def true(self) -> str:
        return "true"

    def least(self, *parts: str) -> str:
        return f"LEAST({', '.join(parts)})"

    def greatest(self, *parts: str) -> str:
        return f"GREATEST({', '.join(parts)})"

    def time_literal(self, at: datetime) -> str:
        return f"'{to_iso(at)}'::timestamptz"

    def days_since(self, now: str, expr: str) -> str:
        return f"(extract(epoch FROM ({now}) - ({expr}))::float8 / 86400.0)"

    def access_days(self, alias: str, now: str) -> str:
        return (f"SELECT extract(epoch FROM ({now}) - value::timestamptz)::float8 / 86400.0 AS d"
                f" FROM jsonb_array_elements_text({alias}.recent_accesses)")

    def access_steps(self, alias: str, now: str) -> str:
        def days(later: str, earlier: str) -> str:
            return f"extract(epoch FROM ({later}) - ({earlier}))::float8 / 86400.0"

        return (f"SELECT {days(now, 'a.value::timestamptz')} AS d,"
                f" {days('a.value::timestamptz', f'COALESCE(b.value::timestamptz, {alias}.created_at)')} AS gap"
                f" FROM jsonb_array_elements_text({alias}.recent_accesses) WITH ORDINALITY a(value, i)"
                f" LEFT JOIN jsonb_array_elements_text({alias}.recent_accesses) WITH ORDINALITY b(value, i)"
                f" ON b.i = a.i - 1")

    def has_key(self, alias: str, key: str) -> tuple[str, list[Any]]:
        # no ``?`` operator: it is psycopg's placeholder once the renderer's marks are converted
        return f"COALESCE(jsonb_typeof({alias}.metadata -> ?) <> 'null', false)", [json_key(key)]

    def json_member(self, array: str, value: str) -> str:
        return f"jsonb_exists({array}, {value})"

    def json_text(self, document: str, key: str) -> str:
        return f"({document} ->> '{json_key(key)}')"

    def id_hint(self, expr: str) -> str:
        return expr

    def in_list(self, expr: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        return f"{expr} = ANY(?)", [list(values)]

    def json_holds_any(self, array: str, values: Sequence[str]) -> tuple[str, list[Any]]:
        return f"jsonb_exists_any({array}, ?)", [list(values)]

    def contains_any(self, text: str, needles: Sequence[str]) -> tuple[str, list[Any]]:
        return f"EXISTS (SELECT 1 FROM unnest(?::text[]) n WHERE strpos({text}, n) > 0)", [list(needles)]

    def json_as_text(self, expr: str) -> str:
        return f"{expr}::text"

    def json_fragment(self, value: str) -> str:
        return json.dumps(value, ensure_ascii=False)[1:-1]  # jsonb's text keeps non-ASCII as it is

    def json(self, value: Any, *, sort_keys: bool = False) -> Any:
        return None if value is None else jsonb(value)  # jsonb keeps its own key order

    def read_json(self, value: Any) -> Any:
        return value  # psycopg decodes jsonb

    def time(self, value: datetime | str | None) -> Any:
        return parse_time(value)

    def read_time(self, value: Any) -> datetime | None:
        return value if value is None or isinstance(value, datetime) else parse_time(value)  # psycopg decodes

    def flag(self, value: bool) -> Any:
        return bool(value)


POSTGRES = PostgresDialect()


@lru_cache(maxsize=512)
def pg_marks(sql: str) -> str:
    """The renderer's ``?`` placeholders as psycopg's ``%s`` (a literal ``%`` escaped first).

    >>> pg_marks("SELECT 1 WHERE a LIKE '%x' AND b = ?")
    "SELECT 1 WHERE a LIKE '%%x' AND b = %s"
    """
    return sql.replace("%", "%%").replace("?", "%s")
