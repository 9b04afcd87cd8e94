"""The ``credo`` command line: a thin adapter over :class:`credo.Memory`.

Contract (what outside checks rely on)::

    credo [--db PATH] [--tenant T] COMMAND ... [--json]

Every command takes ``--json`` and then prints exactly one JSON object on
stdout; without it, a readable table. Errors exit non-zero with one line on
stderr, and with ``--json`` also ``{"error": {"type": ..., "message": ...}}`` on
stdout. Exit codes: 2 bad input or usage, 3 not found, 4 conflict, 5 permission
denied, 6 storage, 7 embedding model.

This is the only module besides the server that reads the environment
(``CREDO_DB``, ``CREDO_TENANT``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

import click

from .errors import (Conflict, CredoError, EmbeddingError, ExtractionFailed, InvalidInput, NotFound,
                     PermissionDenied, StorageError)

EXIT_CODES: dict[type[CredoError], int] = {
    InvalidInput: 2,
    NotFound: 3,
    Conflict: 4,
    PermissionDenied: 5,
    StorageError: 6,
    EmbeddingError: 7,
    ExtractionFailed: 8,
}


def exit_code(error: CredoError) -> int:
    """The exit status for a credo error (its nearest mapped class)."""
    for cls in type(error).__mro__:
        if cls in EXIT_CODES:
            return EXIT_CODES[cls]
    return 1


class Context:
    """What the group passes to commands: where the store is and which tenant."""

    def __init__(self, db: str, tenant: str) -> None:
        self.db, self.tenant = db, tenant
        self._memory = None

    @property
    def memory(self):  # opened lazily: `credo --help` must not create a database
        if self._memory is None:
            from .memory import Memory

            self._memory = Memory(self.db, tenant=self.tenant)
        return self._memory


def emit(as_json: bool, payload: dict[str, Any], render: Callable[[dict[str, Any]], str]) -> None:
    """Print a result as one JSON object or as text."""
    if as_json:
        click.echo(json.dumps(payload, ensure_ascii=False, sort_keys=True))
    else:
        click.echo(render(payload))


def table(rows: Sequence[Sequence[Any]], headers: Sequence[str]) -> str:
    """A plain aligned text table."""
    cells = [[str(h) for h in headers]] + [["" if c is None else str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object on stdout.")
pass_ctx = click.make_pass_decorator(Context)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", envvar="CREDO_DB", default="credo.db", show_default=True,
              help="SQLite file (env CREDO_DB).")
@click.option("--tenant", envvar="CREDO_TENANT", default="default", show_default=True,
              help="Tenant every command is confined to (env CREDO_TENANT).")
@click.version_option(package_name="credo")
@click.pass_context
def cli(ctx: click.Context, db: str, tenant: str) -> None:
    """credo: memory for AI agents, managed as a belief state."""
    ctx.obj = Context(db, tenant)
    ctx.call_on_close(lambda: ctx.obj._memory and ctx.obj._memory.close())


@cli.command()
@click.argument("text")
@click.option("--user", required=True, help="Whose memory this is.")
@click.option("--kind", default="fact", show_default=True,
              help="preference, fact, decision, procedure, episode, pattern or correction.")
@click.option("--topic", help="Broad namespace, e.g. work, health, tech.")
@click.option("--importance", type=float, default=0.5, show_default=True, help="0..1: does it matter long-term?")
@click.option("--confidence", type=float, default=0.8, show_default=True, help="0..1: is it true?")
@click.option("--entity", help="Subject of the fact, e.g. user.")
@click.option("--attribute", help="Property, e.g. home_city.")
@click.option("--value", help="Value, e.g. Paris.")
@click.option("--source", default="user", show_default=True,
              help="user, assistant, tool, document, system or consolidation.")
@click.option("--at", "at", help="When the fact became true (ISO 8601); default now.")
@click.option("--layer", help="working, episodic, semantic or procedural (default from kind).")
@click.option("--classification", help="public, internal, confidential or restricted.")
@click.option("--agent", help="Agent that wrote it.")
@click.option("--session", "source_session", help="Conversation session it came from.")
@json_option
@pass_ctx
def store(obj: Context, text: str, as_json: bool, **options: Any) -> None:
    """Store TEXT as one memory, exactly as given, with the contradiction check."""
    result = obj.memory.store(text, actor="cli", **options)
    emit(as_json, result.to_public(), _render_store)


def _render_store(payload: dict[str, Any]) -> str:
    memory = payload["memory"]
    lines = [f"stored {memory['id']}  [{memory['kind']}, confidence {memory['confidence']}]  {memory['text']}"]
    lines += [f"superseded {old}" for old in payload["superseded"]]
    return "\n".join(lines)


@cli.command()
@click.argument("query")
@click.option("--user", required=True, help="Whose memories to search.")
@click.option("--limit", type=int, default=10, show_default=True)
@click.option("--min-confidence", type=float, default=0.4, show_default=True)
@click.option("--as-of", "as_of", help="Answer as credo believed at this time (ISO 8601).")
@json_option
@pass_ctx
def recall(obj: Context, query: str, user: str, limit: int, min_confidence: float, as_of: str | None,
           as_json: bool) -> None:
    """Find the memories that best answer QUERY."""
    results = obj.memory.recall(query, user=user, limit=limit, min_confidence=min_confidence, as_of=as_of)
    emit(as_json, {"results": [r.to_public() for r in results]}, _render_recall)


def _render_recall(payload: dict[str, Any]) -> str:
    rows = [(f"{r['score']:.3f}", r["memory"]["id"], r["memory"]["kind"], r["memory"]["confidence"],
             r["memory"]["text"]) for r in payload["results"]]
    return table(rows, ["score", "id", "kind", "conf", "text"]) if rows else "no memories found"


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.option("--user", help="Only if it belongs to this user.")
@json_option
@pass_ctx
def get(obj: Context, memory_id: str, user: str | None, as_json: bool) -> None:
    """Show one memory with every field."""
    unit = obj.memory.get(memory_id, user=user)
    emit(as_json, {"memory": unit.to_public()}, _render_memory)


def _render_memory(payload: dict[str, Any]) -> str:
    memory = payload["memory"]
    width = max(len(k) for k in memory)
    return "\n".join(f"{k.ljust(width)}  {json.dumps(v, ensure_ascii=False) if isinstance(v, (list, dict)) else v}"
                     for k, v in memory.items())


@cli.command()
@click.argument("memory_id", metavar="ID")
@json_option
@pass_ctx
def history(obj: Context, memory_id: str, as_json: bool) -> None:
    """Status history of a memory and the supersession chain it belongs to."""
    payload = obj.memory.history(memory_id).to_public()
    emit(as_json, payload, _render_history)


def _render_history(payload: dict[str, Any]) -> str:
    rows = [(h["at"], h["old"] or "-", h["new"], h["actor"], h["reason"]) for h in payload["history"]]
    return table(rows, ["at", "old", "new", "actor", "reason"]) + "\n\nchain (oldest first): " + " -> ".join(
        payload["chain"])


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.argument("status")
@click.option("--reason", required=True, help="Why; kept in the status history.")
@json_option
@pass_ctx
def status(obj: Context, memory_id: str, status: str, reason: str, as_json: bool) -> None:
    """Move memory ID to STATUS (active, challenged, invalidated, merged, superseded, archived, quarantined)."""
    unit = obj.memory.update_status(memory_id, status, reason, actor="cli")
    emit(as_json, {"memory": unit.to_public()}, lambda p: f"{p['memory']['id']} is now {p['memory']['status']}")


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.option("--hard", is_flag=True, help="Erase every trace instead of archiving.")
@click.option("--reason", default="forgotten on request", show_default=True)
@json_option
@pass_ctx
def forget(obj: Context, memory_id: str, hard: bool, reason: str, as_json: bool) -> None:
    """Forget memory ID: archive it (soft) or erase it (--hard)."""
    if hard:
        obj.memory.erase(memory_id, actor="cli")
        payload = {"id": memory_id, "erased": True}
    else:
        unit = obj.memory.forget(memory_id, reason=reason, actor="cli")
        payload = {"id": memory_id, "erased": False, "memory": unit.to_public()}
    emit(as_json, payload, lambda p: f"{'erased' if p['erased'] else 'archived'} {p['id']}")


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", type=int, default=8420, show_default=True)
@pass_ctx
def serve(obj: Context, host: str, port: int) -> None:
    """Serve the HTTP API (on localhost by default)."""
    from .server import run

    run(db=obj.db, tenant=obj.tenant, host=host, port=port)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: run the CLI and turn errors into the documented exit codes."""
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args
    try:
        cli.main(args=args, prog_name="credo", standalone_mode=False)
    except click.exceptions.Exit as done:
        return done.exit_code
    except click.Abort:
        click.echo("aborted", err=True)
        return 1
    except click.ClickException as exc:
        return _fail(as_json, "usage", exc.format_message(), exc.exit_code)
    except CredoError as exc:
        return _fail(as_json, exc.code, exc.message, exit_code(exc))
    return 0


def _fail(as_json: bool, kind: str, message: str, code: int) -> int:
    message = " ".join(message.split())
    if as_json:
        click.echo(json.dumps({"error": {"type": kind, "message": message}}))
    click.echo(f"credo: error: {message}", err=True)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
