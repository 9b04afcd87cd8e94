"""The ``credo`` command line: a thin adapter over :class:`credo.Memory`.

Contract (what outside checks rely on)::

    credo [--config FILE] [--db PATH] [--tenant T] [--set KEY=VALUE] COMMAND ... [--json]

Every command takes ``--json`` and then prints exactly one JSON object on
stdout; without it, a readable table. Errors exit non-zero with one line on
stderr, and with ``--json`` also ``{"error": {"type": ..., "message": ...}}`` on
stdout. Exit codes: 2 bad input or usage, 3 not found (a store that does not
exist included), 4 conflict, 5 permission denied, 6 storage, 7 embedding model,
8 extraction failed, 9 the server's address is in use.

Only the commands that add memories (:data:`CREATES`) create a store that does
not exist yet, and say so on stderr ("created new store at PATH"); every other
command refuses a missing store (exit 3), so a misspelt ``--db`` never answers
"no memories found". Models load on first use: a command that needs none
(``stats``, ``get``, ``history`` ...) imports no model runtime.

This is the only module besides the server that reads the environment: the
configuration (:mod:`credo.config`) is a TOML file (``--config``, or
``$CREDO_CONFIG``), ``CREDO_*`` variables and flags, flag > env > file > default;
``credo config show`` prints what is in effect and where each value came from.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from types import UnionType
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin

import click
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from .error_codes import exit_code
from .errors import CredoError, InvalidInput, NotFound
from .limits import check_text
from .models import MemoryUnit, Principal
from .operations import (
    AuditVerifyRequest,
    CardRequest,
    CardsRequest,
    ConflictsRequest,
    ContextRequest,
    DemoteRequest,
    EraseUserRequest,
    FeedbackRequest,
    ForgetRequest,
    GetRequest,
    HistoryRequest,
    ImportanceRequest,
    JobRequest,
    ManageRequest,
    OperationRequest,
    PinRequest,
    PromoteRequest,
    ProposalRequest,
    RecallRequest,
    RememberRequest,
    ResolveRequest,
    RestoreRequest,
    ReviewQueueRequest,
    ReviewRequest,
    SessionsRequest,
    StatsRequest,
    StatusRequest,
    StoreRequest,
    TimelineRequest,
)
from .security import Guarded


#: The commands that may create a store that does not exist yet: those that add memories or serve.
CREATES = frozenset({"store", "remember", "serve", "mcp", "code ingest", "keys create"})


def _command_name() -> str:
    """The running command's full name (``review approve``), from click's context."""
    ctx, names = click.get_current_context(silent=True), []
    while ctx is not None and ctx.parent is not None:
        names.append(ctx.info_name or "")
        ctx = ctx.parent
    return " ".join(reversed(names))


class Context:
    """What the group passes to commands: the configuration (read on first use) and the Memory it builds."""

    def __init__(self, config_path: str | None, flags: dict[str, Any], sets: dict[str, Any] | None = None) -> None:
        self.config_path, self.flags, self.sets = config_path, flags, sets or {}
        self._loaded = None
        self._memory = None

    @property
    def loaded(self):  # read lazily: `credo --help` must not need a valid configuration
        if self._loaded is None:
            from .config import load

            self._loaded = load(self.config_path, env=os.environ, flags=self.flags, sets=self.sets)
        return self._loaded

    @property
    def tenant(self) -> str:
        return self.loaded.config.store.tenant

    @property
    def memory(self):  # opened lazily: `credo --help` must not create a database
        if self._memory is None:
            from .config import build_memory
            from .store import is_sqlite_file

            db = self.loaded.config.store.db
            fresh = is_sqlite_file(db) and not os.path.exists(db)
            if fresh and _command_name() not in CREATES:
                raise NotFound(f"no store at {db}: check --db or $CREDO_DB (only a command that adds memories, "
                               "such as `credo store`, creates one)")
            self._memory = build_memory(self.loaded)
            if fresh:
                click.echo(f"credo: created new store at {db}", err=True)
        return self._memory

    @property
    def guarded(self) -> Guarded:
        """The memory as the local operator sees it: every right, the configured tenant, the audit log's ``cli``."""
        return Guarded(self.memory, Principal(tenant=self.tenant), actor="cli")


def _settings(assignments: tuple[str, ...]) -> dict[str, str]:
    """``--set KEY=VALUE`` pairs as a dict; a pair without ``=`` is a usage error."""
    pairs = {}
    for item in assignments:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(f"{item!r} is not KEY=VALUE", param_hint="--set")
        pairs[key.strip()] = value.strip()
    return pairs


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
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="TOML configuration file (env CREDO_CONFIG); see credo.example.toml.")
@click.option("--db", help="SQLite file or postgresql:// URL (env CREDO_DB; default credo.db).")
@click.option("--tenant", help="Tenant every command is confined to (env CREDO_TENANT; default 'default').")
@click.option("--weights", type=click.Choice(["default", "conversations", "knowlyr"]),
              help="Recall weights: credo's best (default), the earlier preset for past conversations, or "
                   "Knowlyr's five additive factors (env CREDO_WEIGHTS).")
@click.option("--rerank/--no-rerank", default=None,
              help="Rescore recall's best candidates with the cross-encoder (default on; env CREDO_RERANK).")
@click.option("--rerank-depth", type=int, metavar="N",
              help="How many candidates the cross-encoder rescores, 0..200 (default 20; env CREDO_RERANK_DEPTH).")
@click.option("--embedder", type=click.Choice(["auto", "bge-small", "minilm"]),
              help="Embedding model: the store's own (auto, the default; bge-small for a new store), bge-small or "
                   "minilm (env CREDO_EMBEDDER).")
@click.option("--set", "assignments", multiple=True, metavar="KEY=VALUE",
              help="Set any configuration key, e.g. --set decay.lam=0.01 (repeatable; beats env and file).")
@click.version_option(package_name="credo")
@click.pass_context
def cli(ctx: click.Context, config_path: str | None, db: str | None, tenant: str | None, weights: str | None,
        rerank: bool | None, rerank_depth: int | None, embedder: str | None, assignments: tuple[str, ...]) -> None:
    """credo: memory for AI agents, managed as a belief state."""
    flags = {"store.db": db, "store.tenant": tenant, "recall.weights": weights, "recall.rerank": rerank,
             "recall.rerank_depth": rerank_depth, "embedder.model": embedder}
    # a dedicated flag given beats --set for the same key; one left out leaves --set's value alone
    ctx.obj = Context(config_path, {k: v for k, v in flags.items() if v is not None}, _settings(assignments))
    ctx.call_on_close(lambda: ctx.obj._memory and ctx.obj._memory.close())


# -- the shared operations: each command's arguments and options are its request's fields ---------------


def _unwrapped(annotation: Any) -> tuple[Any, bool]:
    """A field's type without ``None`` and ``Annotated``, and whether it is a list (a repeatable option)."""
    if get_origin(annotation) in (Union, UnionType):
        annotation = next(arg for arg in get_args(annotation) if arg is not type(None))
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) is list:
        return _unwrapped(get_args(annotation)[0])[0], True
    return annotation, False


class JsonObject(click.ParamType):
    """A JSON object given as text: ``--metadata '{"origin": "import"}'``."""

    name = "json"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, dict):
            return value
        try:
            parsed = json.loads(value)
        except ValueError:
            parsed = None
        if not isinstance(parsed, dict):
            self.fail(f"{value!r} is not a JSON object", param, ctx)
        return parsed


_CLICK_TYPES: dict[Any, click.ParamType] = {int: click.INT, float: click.FLOAT, dict: JsonObject()}


def _parameter(info: FieldInfo, name: str, decls: Sequence[str] | None, *, argument: bool,
               required: bool) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The click argument or option for one field of a request, typed, described and defaulted as the field is."""
    kind, repeated = _unwrapped(info.annotation)
    kind = get_origin(kind) or kind
    param_type = _CLICK_TYPES.get(kind, click.STRING)
    if argument:
        return click.argument(name, type=param_type, metavar="ID" if name.endswith("_id") else name.upper())
    default = info.get_default(call_default_factory=False)
    default = None if default is PydanticUndefined or isinstance(default, dict) else default
    default = default.value if isinstance(default, Enum) else default
    flag = f"--{name.replace('_', '-')}"
    declared = list(decls) if decls is not None else [flag if kind is not bool or default is False
                                                      else f"{flag}/--no-{flag[2:]}"]
    options: dict[str, Any] = {"help": info.description, "required": required or info.is_required()}
    # click takes an explicit default, None included, as a value given: a required option is left without one
    if kind is bool:  # a --x/--no-x pair left out is None: the request's default decides
        options.update(is_flag=True, **({} if options["required"] else {"default": default}))
    elif default is not None:
        options.update(default=default, show_default=True)
    if repeated:
        options.update(multiple=True, type=param_type)
    elif kind is not bool:
        options.update(type=param_type)
    return click.option(*declared, name, **options)


def takes(request: type[OperationRequest], *, arguments: Sequence[str] = (),
          spelt: Mapping[str, Sequence[str]] | None = None, required: Sequence[str] = (),
          fixed: Mapping[str, object] | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Give a command one argument (``arguments``) or option per field of ``request`` and call it with the
    request they make, in place of those values; the REST API and the MCP server take the same request.

    An option is ``--field-name`` unless ``spelt`` says otherwise (``--session``, ``--helpful/--unhelpful``);
    ``required`` makes an optional field mandatory here (the operator's CLI has no user of its own);
    ``fixed`` fields are decided by the command itself (``review approve`` is a review whose decision is
    approve). An option left out is left out of the request, so the request's defaults apply.
    """
    fixed, spelt = dict(fixed or {}), dict(spelt or {})
    names = [name for name in request.model_fields if name not in fixed]

    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(command)
        def run(*args: Any, **values: Any) -> Any:
            given = {name: values.pop(name) for name in names}
            given = {name: value for name, value in given.items() if value is not None and value != ()}
            return command(*args, request.parse({**given, **fixed}), **values)

        decorated: Callable[..., Any] = run
        for name in reversed(names):  # click lists parameters in the order their decorators are written
            decorated = _parameter(request.model_fields[name], name, spelt.get(name), argument=name in arguments,
                                   required=name in required)(decorated)
        decorated.takes = (request, tuple(fixed))  # type: ignore[attr-defined]
        return decorated

    return decorate


R = TypeVar("R", bound=OperationRequest)

#: The command-line options that are not fields of a request: how a result is printed, ``job --run``
#: (drain the queue first), ``remember --async`` (queue it: the same request, as a job) and ``erase-user
#: --yes`` (no confirmation).
CLI_ONLY = frozenset({"as_json", "run", "queue", "yes"})


def _stdin(request: R) -> R:
    """The request with its text read from stdin when the text given was ``-``."""
    if getattr(request, "text", None) != "-":
        return request
    text = sys.stdin.read()
    return type(request).parse({**request.model_dump(exclude_unset=True), "text": text.strip() or text})


@cli.command()
@takes(StoreRequest, arguments=("text",), spelt={"source_session": ("--session",)}, required=("user",))
@json_option
@pass_ctx
def store(obj: Context, request: StoreRequest, as_json: bool) -> None:
    """Store TEXT as one memory, exactly as given, with the contradiction check (TEXT `-`: read stdin)."""
    emit(as_json, obj.guarded.store(_stdin(request)).to_public(), _render_store)


def _render_store(payload: dict[str, Any]) -> str:
    memory = payload["memory"]
    if payload.get("duplicate"):
        return f"reinforced {memory['id']} ({payload['note']})  {memory['text']}"
    lines = [f"stored {memory['id']}  [{memory['kind']}, confidence {memory['confidence']}]  {memory['text']}"]
    lines += [f"superseded {old}" for old in payload["superseded"]]
    if payload.get("conflict"):
        lines.append(_conflict_line(payload["conflict"], memory["created_at"]))
    return "\n".join(lines)


def _conflict_line(conflict: dict[str, Any], written_at: str | None) -> str:
    """``conflict opened: <entity> <attribute> (<id>)``, or ``conflict still open: ...`` when the write joined one."""
    from .timeutil import parse_time

    opened = written_at is None or parse_time(conflict["created_at"]) == parse_time(written_at)
    verb = "conflict opened" if opened else "conflict still open"
    return f"{verb}: {conflict['entity']} {conflict['attribute']} ({conflict['id']}) -- needs a person: credo resolve"


@cli.command()
@takes(RememberRequest, arguments=("text",), required=("user",))
@click.option("--async", "queue", is_flag=True, help="Queue it and print the job at once.")
@json_option
@pass_ctx
def remember(obj: Context, request: RememberRequest, queue: bool, as_json: bool) -> None:
    """Extract memories from TEXT and write them through every gate (TEXT `-`: read stdin)."""
    request = _stdin(request)
    if queue:
        emit(as_json, {"job": obj.guarded.submit(request).to_public()}, lambda p: f"queued job {p['job']['id']}")
        return
    emit(as_json, obj.guarded.remember(request).to_public(), _render_remember)


def _render_remember(payload: dict[str, Any]) -> str:
    lines = [f"stored  {m['id']}  [{m['kind']}, confidence {m['confidence']}, {m['status']}]  {m['text']}"
             for m in payload["stored"]]
    lines += [f"merged  {m['id']}  {m['text']}" for m in payload["merged"]]
    lines += [f"skipped {s['text']!r}: {s['reason']}" for s in payload["skipped"]]
    lines += [f"superseded {i}" for i in payload["superseded"]]
    written_at = payload["stored"][-1]["created_at"] if payload["stored"] else None
    lines += [_conflict_line(c, written_at) for c in payload["conflicts"]]
    return "\n".join(lines) or "nothing worth remembering"


@cli.command()
@takes(JobRequest, arguments=("job_id",))
@click.option("--run", is_flag=True, help="Run queued jobs now before showing it.")
@json_option
@pass_ctx
def job(obj: Context, request: JobRequest, run: bool, as_json: bool) -> None:
    """Show an ingestion job: queued, running, done (with results) or failed (with the reason)."""
    if run:
        obj.memory.run_jobs()
    found = obj.guarded.job(request)
    emit(as_json, {"job": found.to_public()},
         lambda p: f"{p['job']['id']}  {p['job']['status']}" + (f"  {p['job']['error']}" if p['job']['error'] else ""))


@cli.command()
@takes(ConflictsRequest, spelt={"include_resolved": ("--all",)})
@json_option
@pass_ctx
def conflicts(obj: Context, request: ConflictsRequest, as_json: bool) -> None:
    """Contested entity+attribute pairs waiting for a person."""
    found = obj.guarded.conflicts(request)
    rows = [(c.id, c.status.value, c.user, f"{c.entity}.{c.attribute}", len(c.memory_ids), c.reason) for c in found]
    emit(as_json, {"conflicts": [c.to_public() for c in found]},
         lambda p: table(rows, ["id", "status", "user", "pair", "values", "reason"]) if rows else "no conflicts")


@cli.command()
@takes(ResolveRequest, arguments=("conflict_id", "action"))
@json_option
@pass_ctx
def resolve(obj: Context, request: ResolveRequest, as_json: bool) -> None:
    """Settle conflict ID with ACTION (keep_existing, keep_new, keep_both or custom); the decision is kept as a
    meta-memory."""
    emit(as_json, obj.guarded.resolve_conflict(request).to_public(),
         lambda p: f"resolved {p['conflict']['id']}: {p['meta_memory']['text']}")


@cli.command()
@takes(RecallRequest, arguments=("query",), spelt={"kinds": ("--kind",), "layers": ("--layer",)}, required=("user",))
@json_option
@pass_ctx
def recall(obj: Context, request: RecallRequest, as_json: bool) -> None:
    """Find the memories that best answer QUERY."""
    emit(as_json, {"results": [r.to_public() for r in obj.guarded.recall(request)]}, _render_recall)


@cli.command()
@takes(ContextRequest, arguments=("query",), spelt={"budget_tokens": ("--budget", "--budget-tokens")},
       required=("user",))
@json_option
@pass_ctx
def context(obj: Context, request: ContextRequest, as_json: bool) -> None:
    """A prompt-ready memory block for QUERY within a token budget."""
    emit(as_json, obj.guarded.context(request).to_public(), lambda p: p["text"])


@cli.command()
@takes(CardRequest, arguments=("entity",), required=("user",))
@json_option
@pass_ctx
def card(obj: Context, request: CardRequest, as_json: bool) -> None:
    """What credo believes about ENTITY: its peer card, each line with the memories it came from.

    Exit 3 when ENTITY has too few memories believed now to have a card.
    """
    emit(as_json, {"card": obj.guarded.card(request).to_public()}, _render_card)


@cli.command()
@takes(CardsRequest, required=("user",))
@json_option
@pass_ctx
def cards(obj: Context, request: CardsRequest, as_json: bool) -> None:
    """Every peer card of a user: one per entity with enough memories believed now."""
    found = obj.guarded.cards(request)
    rows = [(c.entity, len(c.lines), c.writer, c.classification.value, c.built_at.isoformat()) for c in found]
    emit(as_json, {"cards": [c.to_public() for c in found]},
         lambda p: table(rows, ["entity", "lines", "writer", "classification", "built"]) if rows else "no cards")


def _render_card(payload: dict[str, Any]) -> str:
    card = payload["card"]
    head = f"{card['entity']} (for {card['user']}; written {card['writer']}, {card['classification']})"
    lines, section = [head], None
    for line in card["lines"]:
        if line["section"] != section:
            section = line["section"]
            lines.append(f"{section}:")
        lines.append(f"  {line['text']}  [{', '.join(line['memory_ids'])}]")
    return "\n".join(lines)


def _render_recall(payload: dict[str, Any]) -> str:
    rows = [(f"{r['score']:.3f}", r["memory"]["id"], r["memory"]["kind"], r["memory"]["confidence"],
             _contested_text(r["contested"], r["memory"]["value"]) if r.get("contested") else r["memory"]["text"])
            for r in payload["results"]]
    return table(rows, ["score", "id", "kind", "conf", "text"]) if rows else "no memories found"


def _contested_text(pair: dict[str, Any], value: str | None) -> str:
    others = " or ".join(f"{v['value']!r} (since {(v['since'] or '')[:10]})" for v in pair["values"])
    return f"CONTESTED {pair['entity']}.{pair['attribute']} = {value!r}; one of {others} -- {pair['advice']}"


@cli.command()
@takes(GetRequest, arguments=("memory_id",))
@json_option
@pass_ctx
def get(obj: Context, request: GetRequest, as_json: bool) -> None:
    """Show one memory with every field."""
    emit(as_json, {"memory": obj.guarded.get(request).to_public()}, _render_memory)


def _render_memory(payload: dict[str, Any]) -> str:
    memory = payload["memory"]
    width = max(len(k) for k in memory)
    return "\n".join(f"{k.ljust(width)}  {json.dumps(v, ensure_ascii=False) if isinstance(v, (list, dict)) else v}"
                     for k, v in memory.items())


@cli.command()
@takes(HistoryRequest, arguments=("memory_id",))
@json_option
@pass_ctx
def history(obj: Context, request: HistoryRequest, as_json: bool) -> None:
    """Status history of a memory and the supersession chain it belongs to."""
    emit(as_json, obj.guarded.history(request).to_public(), _render_history)


def _render_history(payload: dict[str, Any]) -> str:
    rows = [(h["at"], h["old"] or "-", h["new"], h["actor"], h["reason"]) for h in payload["history"]]
    return table(rows, ["at", "old", "new", "actor", "reason"]) + "\n\nchain (oldest first): " + " -> ".join(
        payload["chain"])


@cli.command()
@takes(ImportanceRequest, arguments=("memory_id",))
@json_option
@pass_ctx
def importance(obj: Context, request: ImportanceRequest, as_json: bool) -> None:
    """Why memory ID is as important as it is: engram's nine factors, each with its weight."""
    emit(as_json, obj.guarded.explain_importance(request), _render_importance)


def _render_importance(payload: dict[str, Any]) -> str:
    rows = [(name, f"{f['value']:.3f}", f"{f['weight']:.3f}", f"{f['contribution']:.3f}")
            for name, f in payload["factors"].items()]
    return (table(rows, ["factor", "value", "weight", "contribution"])
            + f"\n\nimportance {payload['score']:.3f} at {payload['at']} (stored: {payload['stored']})")


@cli.command()
@takes(ForgetRequest, arguments=("memory_id",))
@json_option
@pass_ctx
def forget(obj: Context, request: ForgetRequest, as_json: bool) -> None:
    """Forget memory ID: archive it (soft) or erase it (--hard)."""
    unit = obj.guarded.forget(request)
    payload: dict[str, Any] = {"id": request.memory_id, "erased": True} if unit is None else {
        "id": request.memory_id, "erased": False, "memory": unit.to_public()}
    emit(as_json, payload, lambda p: f"{'erased' if p['erased'] else 'archived'} {p['id']}")


@cli.command("erase-user")
@takes(EraseUserRequest, arguments=("user",))
@click.option("--yes", is_flag=True, help="Do not ask for confirmation (asked only on a terminal).")
@json_option
@pass_ctx
def erase_user(obj: Context, request: EraseUserRequest, yes: bool, as_json: bool) -> None:
    """Delete EVERYTHING of USER: every memory of any status with its history, links and vectors, and the
    user's jobs, conflicts, proposals and peer cards (a privacy request). Not undoable."""
    if not yes and sys.stdin.isatty() and not click.confirm(f"erase every memory of {request.user!r}?"):
        raise click.Abort()
    erased = obj.guarded.erase_user(request)
    emit(as_json, {"user": request.user, "erased": erased},
         lambda p: f"erased {p['user']}: " + ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in p["erased"].items()))


@cli.command()
@takes(TimelineRequest, arguments=("entity",), required=("user",))
@json_option
@pass_ctx
def timeline(obj: Context, request: TimelineRequest, as_json: bool) -> None:
    """What credo believed about ENTITY over time: each value with when it was said and recorded."""
    emit(as_json, obj.guarded.timeline(request), _render_timeline)


def _render_timeline(payload: dict[str, Any]) -> str:
    rows = [(a["attribute"] or "-", v["value"] or v["text"], v["status"], (v["said"] or "")[:10],
             (v["recorded"] or "")[:16].replace("T", " "), (v["until"] or "")[:10])
            for a in payload["attributes"] for v in a["values"]]
    lines = [table(rows, ["attribute", "value", "status", "said", "recorded", "until"])]
    lines += [f"conflict {c['id']} on {c['attribute']}: {c['status']}" for c in payload["conflicts"]]
    return "\n".join(lines)


@cli.command()
@takes(ManageRequest, arguments=("task",))
@json_option
@pass_ctx
def manage(obj: Context, request: ManageRequest, as_json: bool) -> None:
    """Run a maintenance TASK now and print its report.

    TASK is one of the tasks in the README's maintenance table (decay, promote, forget, ...)
    or all; an unknown name is refused with the list. `all` and `dream` show their progress
    on stderr (a bar on a terminal).
    """
    with _Progress("maintenance" if request.task == "all" else request.task) as progress:
        report = obj.guarded.manage(request, progress=progress if request.task in ("all", "dream") else None)
    emit(as_json, report, _render_report)


def _render_report(report: dict[str, Any]) -> str:
    if report.get("task") == "all":
        return "\n".join(_render_report(r) for r in report["reports"])
    counts = report.get("counts") or report.get("tiers") or {}
    if report.get("task") == "drift":
        counts = {**counts, "roots": len(report["roots"])}
    if report.get("task") == "loops":
        counts = {"looping pairs": len(report["pairs"]), "open conflicts": len(report["open_conflicts"])}
    if report.get("task") == "consolidate":
        counts = {"users": len(report["users"]),
                  "clusters": sum(u.get("clusters_found", 0) for u in report["users"]),
                  "merged": sum(u.get("canonical_created", 0) for u in report["users"]),
                  "sent to review": sum(u.get("proposals", 0) for u in report["users"])}
    flag = " (dry run)" if report.get("dry_run") else ""
    head = f"{report.get('task')}{flag}: " + ", ".join(f"{k} {v}" for k, v in counts.items())
    if report.get("task") == "report":  # each automatic archival and each flagged belief, on a line of its own
        lines = [f"archived {r['id']} ({r['by']}: {r['reason']}): {r['text'][:80]} -- {r['restore']}"
                 for r in report.get("archived", [])]
        lines += [f"unconfirmed {r['id']} ({r['reason']}): {r['text'][:80]} -- {r['confirm']}"
                  for r in report.get("unconfirmed", [])]
        return "\n".join([head, *lines])
    return head


@cli.command()
@takes(StatsRequest)
@json_option
@pass_ctx
def stats(obj: Context, request: StatsRequest, as_json: bool) -> None:
    """Counts of the tenant's memories, and how many lack a vector of the embedder in use."""
    emit(as_json, obj.guarded.stats(request), _render_stats)


@cli.command()
@takes(SessionsRequest, required=("user",))
@json_option
@pass_ctx
def sessions(obj: Context, request: SessionsRequest, as_json: bool) -> None:
    """A user's sessions, most recent first: open, finished, summarised, stale or archived."""
    found = obj.guarded.sessions(request)
    rows = [(s["session"], s["state"], s["memories"], s["active"], s["last_at"]) for s in found]
    emit(as_json, {"sessions": found},
         lambda p: table(rows, ["session", "state", "memories", "active", "last"]) if rows else "no sessions")


def _render_stats(payload: dict[str, Any]) -> str:
    lines = [f"memories: {payload['total']}"]
    for name in ("by_status", "by_kind", "by_layer", "embedding_models"):
        counts = ", ".join(f"{k} {v}" for k, v in sorted(payload[name].items()))
        lines.append(f"{name.removeprefix('by_').replace('_', ' ')}: {counts or '-'}")
    lines.append(f"embedder: {payload['embedder']}")
    if payload["reembed_needed"]:
        lines.append(f"{payload['reembed_needed']} memories lack a vector of it: run `credo reembed`")
    return "\n".join(lines)


def _one_memory(group: click.Group, name: str, request: type[R], change: Callable[[Guarded, R], MemoryUnit],
                said: Callable[[dict[str, Any]], str], help: str, **spelling: Any) -> None:
    """A command that changes one memory and prints it: ``said`` is its line of text."""
    @group.command(name, help=help)
    @takes(request, **{"arguments": ("memory_id",), **spelling})
    @json_option
    @pass_ctx
    def command(obj: Context, request: R, as_json: bool) -> None:
        emit(as_json, {"memory": change(obj.guarded, request).to_public()}, lambda p: said(p["memory"]))


_one_memory(cli, "feedback", FeedbackRequest, Guarded.feedback,
            lambda m: f"{m['id']} q_value={m['q_value']} verified={m['verified_count']}",
            "Tell credo whether memory ID helped; it learns which memories are useful.",
            spelt={"helpful": ("--helpful/--unhelpful",)})
_one_memory(cli, "status", StatusRequest, Guarded.update_status, lambda m: f"{m['id']} is now {m['status']}",
            "Move memory ID to STATUS (active, challenged, invalidated, merged, superseded, archived, quarantined).",
            arguments=("memory_id", "status"))
_one_memory(cli, "restore", RestoreRequest, Guarded.restore, lambda m: f"restored {m['id']}",
            "Bring archived memory ID back into service.")
_one_memory(cli, "pin", PinRequest, Guarded.pin, lambda m: f"{m['id']} pinned={m['pinned']}",
            "Pin memory ID: no forgetting pass will touch it (--off unpins it).", spelt={"pinned": ("--pinned/--off",)})
_one_memory(cli, "promote", PromoteRequest, Guarded.promote, lambda m: f"{m['id']} is now {m['layer']}",
            "Move memory ID one layer up (working -> episodic -> semantic).")
_one_memory(cli, "demote", DemoteRequest, Guarded.demote, lambda m: f"{m['id']} is now {m['layer']}",
            "Move memory ID one layer down (semantic -> episodic -> working).")


@cli.command()
@click.option("--model", type=click.Choice(["bge-small", "minilm"]),
              help="The model to move every memory to (default: the embedder in use, see --embedder).")
@click.option("--batch", "batch_size", type=click.IntRange(1, 4096), default=64, show_default=True,
              help="Memories embedded and committed at a time.")
@json_option
@pass_ctx
def reembed(obj: Context, model: str | None, batch_size: int, as_json: bool) -> None:
    """Re-embed every memory (every tenant, every status) that lacks a vector of MODEL.

    Each batch commits on its own: an interrupted run loses at most one batch,
    and running it again does only what is left.
    """
    with _Progress() as progress:
        report = obj.memory.reembed(model, batch_size=batch_size, progress=progress, actor="cli")
    emit(as_json, report, _render_reembed)


def _render_reembed(report: dict[str, Any]) -> str:
    if not report["total"]:
        return f"nothing to re-embed: every memory has a vector of {report['model']}"
    return f"re-embedded {report['done']} of {report['total']} memories with {report['model']}" \
           f" ({report['batches']} batches)"


@cli.command()
@click.argument("src")
@click.argument("dst")
@click.option("--batch", "batch_size", type=click.IntRange(1, 5000), default=500, show_default=True,
              help="Memories (audit events, jobs ...) copied and committed at a time.")
@json_option
def migrate(src: str, dst: str, batch_size: int, as_json: bool) -> None:
    """Copy a whole store from SRC to DST (every tenant) and verify the copy.

    SRC and DST are SQLite files or postgresql:// URLs; SRC must exist. Memories
    of every status with their vectors, status history, links and access log,
    the audit log (its hash chain rebuilt exactly), jobs, API keys, conflicts
    and merge proposals are copied through the storage protocol. Stop writers
    to SRC first.

    \b
    Each batch commits on its own: after an interruption, run the same command
    again and it continues where it stopped. DST must be empty or what an
    interrupted migrate of SRC left; anything else in it is refused (exit 2).
    At the end both sides are compared: row counts per table per tenant and a
    sha256 checksum of every item. A difference exits 1 naming the first item.
    """
    from .manage.migrate import migrate as run_migrate
    from .redact import redact
    from .store import open_store

    if _same_target(src, dst):
        raise InvalidInput("the source and the destination are the same store")
    source = open_store(src, create=False)
    try:
        destination = open_store(dst)
        try:
            with _Progress("migrating") as progress:
                report = run_migrate(source, destination, batch=batch_size, progress=progress)
        finally:
            destination.close()
    finally:
        source.close()
    report = {"source": redact(src), "destination": redact(dst), **report}
    emit(as_json, report, _render_migrate)
    if not report["verify"]["ok"]:
        click.echo(f"credo: error: the copy differs from the source: {report['verify']['first_difference']}",
                   err=True)
        raise click.exceptions.Exit(1)


def _same_target(src: str, dst: str) -> bool:
    if "://" in src or "://" in dst:
        return src == dst
    return os.path.realpath(src) == os.path.realpath(dst)


def _render_migrate(report: dict[str, Any]) -> str:
    verify = report["verify"]
    copied = ", ".join(f"{n} {name}" for name, n in report["copied"].items() if n) or "nothing"
    lines = [f"migrated {report['source']} -> {report['destination']}: copied {copied}"
             f" ({report['batches']} batches)"]
    skipped = ", ".join(f"{n} {name}" for name, n in report["skipped"].items() if n)
    if skipped:
        lines.append(f"already there: {skipped}")
    rows = [(tenant, name, c["source"], c["destination"], "" if c["source"] == c["destination"] else "differs")
            for tenant, tables in verify["counts"].items() for name, c in tables.items()
            if c["source"] or c["destination"]]
    if rows:
        lines.append(table(rows, ["tenant", "table", "source", "destination", ""]))
    lines.append(f"source checksum       {verify['source_checksum']}")
    lines.append(f"destination checksum  {verify['destination_checksum']}")
    lines.append("verified: the copy equals the source" if verify["ok"]
                 else f"differs: {verify['first_difference']}")
    return "\n".join(lines)


class _Progress:
    """``progress(done, total[, stage])`` for the long commands (``reembed``, ``migrate``, ``code ingest``,
    ``manage all``, ``manage dream``): a bar (rich) on a terminal, else ``done/total [stage]`` lines on stderr."""

    def __init__(self, label: str = "re-embedding") -> None:
        self.label = label

    def __enter__(self) -> _Progress:
        self._bar: Any = None
        if sys.stderr.isatty():
            from rich.progress import Progress

            self._bar = Progress(transient=False)
            self._bar.start()
            self._task = self._bar.add_task(self.label, total=None)
        return self

    def __call__(self, done: int, total: int, stage: str | None = None) -> None:
        if self._bar is not None:
            description = f"{self.label} ({stage})" if stage else self.label
            self._bar.update(self._task, completed=done, total=total, description=description)
        else:
            click.echo(f"{done}/{total}" + (f" {stage}" if stage else ""), err=True)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()


@cli.group()
def code() -> None:
    """The codebase layer: a repository's file tree and signatures as memories (see docs/codebase.md)."""


@code.command("ingest")
@click.argument("path")
@click.option("--user", required=True, help="Whose codebase memories these are.")
@click.option("--name", help="The repository's name in the memories (default: the directory's name).")
@click.option("--limit", type=int, default=None, help="Read at most this many files (default 5000).")
@click.option("--dry-run", is_flag=True, help="Report what would be written; write nothing.")
@json_option
@pass_ctx
def code_ingest(obj: Context, path: str, user: str, name: str | None, limit: int | None, dry_run: bool,
                as_json: bool) -> None:
    """Record the repository at PATH: one memory per directory and per source file (classes and
    functions with signatures). Re-running writes only what changed; `credo manage drift` then
    invalidates what refers to deleted files or symbols.
    """
    from .codebase import MAX_FILES

    with _Progress("ingesting") as progress:
        report = obj.memory.ingest_code(path, user=user, name=name, limit=MAX_FILES if limit is None else limit,
                                        dry_run=dry_run, actor="cli", progress=progress)
    emit(as_json, report, _render_ingest)


def _render_ingest(report: dict[str, Any]) -> str:
    flag = " (dry run)" if report["dry_run"] else ""
    line = (f"{report['repo']}{flag}: {report['files']} files read, {report['created']} memories created, "
            f"{report['updated']} updated, {report['unchanged']} unchanged, {report['skipped']} files skipped")
    if report["missing"]:
        line += f"\n{report['missing']} recorded files are gone: `credo manage drift` invalidates them"
    return line


@cli.group()
def db() -> None:
    """The database itself: the bundled PostgreSQL for one machine, and schema migrations."""


@db.command("migrate")
@click.option("--dsn", required=True, metavar="URL",
              help="The schema owner's postgresql:// URL (servers then connect as the app role).")
@json_option
def db_migrate(dsn: str, as_json: bool) -> None:
    """Apply pending PostgreSQL migrations as the schema owner.

    A server that connects as a role that cannot migrate refuses a database that is
    behind its credo; run this first, with the owner's URL, on every upgrade.
    """
    from .store import POSTGRES_SCHEMES

    if dsn.partition("://")[0].lower() not in POSTGRES_SCHEMES:
        raise InvalidInput("--dsn takes a postgresql:// URL; a SQLite file migrates itself when opened")
    from .store.postgres import migrate

    emit(as_json, {"applied": migrate(dsn)},
         lambda p: "\n".join(f"applied {name}" for name in p["applied"]) or "schema is current")


DEFAULT_PG_DIR = "credo-pg"


def _data_dir_option(help: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The bundled cluster's directory, the same option on every ``credo db`` command that runs it."""
    return click.option("--data-dir", default=DEFAULT_PG_DIR, show_default=True, type=click.Path(file_okay=False),
                        envvar="CREDO_PG_DIR", help=help)


_running_cluster = _data_dir_option("The cluster `credo db start` runs.")


@db.command("start")
@_data_dir_option("Where the cluster lives (created on first start; env CREDO_PG_DIR).")
@click.option("--port", type=click.IntRange(1, 65535), help="TCP port on 127.0.0.1 (default: the last one used).")
@json_option
def db_start(data_dir: str, port: int | None, as_json: bool) -> None:
    """Start the bundled PostgreSQL 18 + pgvector for this machine, detached, as an unprivileged user.

    The first start creates the cluster, the roles and the database; every start applies pending
    migrations. Give the printed app URL as --db (or CREDO_DB) to use it.
    """
    from .store.pgserver import start_service

    emit(as_json, start_service(data_dir, port), _render_db)


@db.command("stop")
@_running_cluster
@json_option
def db_stop(data_dir: str, as_json: bool) -> None:
    """Stop the bundled PostgreSQL (fast shutdown: open transactions roll back)."""
    from .store.pgserver import stop_service

    emit(as_json, stop_service(data_dir), _render_db)


@db.command("status")
@_running_cluster
@json_option
def db_status(data_dir: str, as_json: bool) -> None:
    """Whether the bundled PostgreSQL runs, its pid and port, and the URLs to connect with (exit 3 if stopped)."""
    from .store.pgserver import service_status

    status = service_status(data_dir)
    emit(as_json, status, _render_db)
    if not status["running"]:
        raise click.exceptions.Exit(3)


def _render_db(status: dict[str, Any]) -> str:
    if not status["running"]:
        return f"PostgreSQL is not running (data {status['data_dir']})"
    return (f"PostgreSQL running: pid {status['pid']}, 127.0.0.1:{status['port']}, data {status['data_dir']}\n"
            f"use it with: credo --db '{status['app_dsn']}' ...\n"
            f"schema owner (migrations): {status['owner_dsn']}")


@cli.group()
def audit() -> None:
    """The audit log: a hash chain per tenant, pruned with checkpoints."""


@audit.command("verify")
@takes(AuditVerifyRequest)
@json_option
@pass_ctx
def audit_verify(obj: Context, request: AuditVerifyRequest, as_json: bool) -> None:
    """Check the tenant's audit chain from its latest pruning checkpoint, and the checkpoints' own chain.

    Exits 1 with one line naming the first altered or missing event or checkpoint. Keep the printed head
    somewhere else and pass it back with --expect-head: a database restored from an older copy then fails.
    """
    report = obj.memory.verify_audit(expect_head=request.expect_head)
    if report["ok"] or as_json:
        emit(as_json, report, lambda p: f"audit chain of {p['tenant']} verified: {p['events']} events after "
                                        f"{p['checkpoints']} checkpoints; head {p['head_token']}")
    if not report["ok"]:
        click.echo(f"credo: error: audit chain of {report['tenant']} is broken: {report['error']}", err=True)
        raise click.exceptions.Exit(1)


@cli.group()
def review() -> None:
    """The review queue: conflicts, challenged and quarantined memories, merge and bridge proposals."""


@review.command("list")
@takes(ReviewQueueRequest)
@json_option
@pass_ctx
def review_list(obj: Context, request: ReviewQueueRequest, as_json: bool) -> None:
    """What waits for a person."""
    queue = obj.guarded.review_queue(request)
    payload = {name: [item.to_public() for item in items] for name, items in queue.items()}
    rows = [("conflict", c["id"], c["user"], f"{c['entity']}.{c['attribute']}: {c['reason']}")
            for c in payload["conflicts"]]
    rows += [(kind, m["id"], m["user"], m["text"]) for kind in ("challenged", "quarantined") for m in payload[kind]]
    rows += [("unconfirmed", m["id"], m["user"], f"{m['text']} -- {m['metadata']['unconfirmed']['reason']}")
             for m in payload["unconfirmed"]]
    rows += [("merge proposal", p["id"], p["user"], f"{p['reason']}: {p['canonical_text']}") if p["kind"] == "merge"
             else ("bridge", p["id"], p["user"], f"{' <-> '.join(p['entities'])}: {p['canonical_text']}")
             for p in payload["proposals"]]
    emit(as_json, payload, lambda p: table(rows, ["what", "id", "user", "detail"]) if rows else "nothing to review")


_one_memory(review, "approve", ReviewRequest, Guarded.review, lambda m: f"{m['id']} is now active",
            "Serve challenged or quarantined memory ID again.", fixed={"decision": "approve"})
_one_memory(review, "reject", ReviewRequest, Guarded.review, lambda m: f"{m['id']} is now invalidated",
            "Invalidate challenged or quarantined memory ID.", fixed={"decision": "reject"})


@review.command("proposal")
@takes(ProposalRequest, arguments=("proposal_id", "decision"))
@json_option
@pass_ctx
def review_proposal(obj: Context, request: ProposalRequest, as_json: bool) -> None:
    """Apply (merge its memories; a bridge: write it) or dismiss proposal ID."""
    record = obj.guarded.decide_proposal(request)
    emit(as_json, {"proposal": record.to_public()},
         lambda p: f"proposal {p['proposal']['id']} {p['proposal']['status']}"
         + (f": memory {p['proposal']['canonical_id']}" if p["proposal"]["canonical_id"] else ""))


review.add_command(resolve, "resolve")


@cli.command()
@click.argument("session")
@click.option("--user", required=True)
@click.option("--dry-run", is_flag=True)
@json_option
@pass_ctx
def crystallize(obj: Context, session: str, user: str, dry_run: bool, as_json: bool) -> None:
    """Fold the episodes of finished SESSION into a digest and lessons."""
    report = obj.memory.crystallize(session, user=user, dry_run=dry_run)
    emit(as_json, report, lambda p: f"digest {p['digest']['id'] if p['digest'] else '-'}: "
                                     f"{len(p['sources'])} episodes, {len(p['lessons'])} lessons")


@cli.command()
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="TOML configuration file (instead of the one given before the command).")
@click.option("--host", help="Address to bind (default 127.0.0.1).")
@click.option("--port", type=int, help="Port (default 8420).")
@click.option("--require-keys", is_flag=True, default=None,
              help="Refuse requests without an API key, even on localhost.")
@click.option("--allowed-host", "hosts", multiple=True,
              help="A Host name to answer besides loopback ones (repeatable); any other Host gets 421.")
@click.option("--allow-origin", "origins", multiple=True, help="A browser Origin to accept besides localhost.")
@pass_ctx
def serve(obj: Context, config_path: str | None, host: str | None, port: int | None, require_keys: bool | None,
          hosts: tuple[str, ...], origins: tuple[str, ...]) -> None:
    """Serve the REST API (/v1), MCP (/mcp) and the web UI (/) on localhost by default.

    Everything else (extractor, merger, decay, write thresholds, scheduler
    intervals) comes from the configuration: `credo config show` prints it.
    """
    from .server import run

    if config_path:
        obj.config_path = config_path
    obj.flags.update({k: v for k, v in {"server.host": host, "server.port": port, "server.require_keys": require_keys,
                                        "server.allowed_hosts": list(hosts) or None,
                                        "server.allowed_origins": list(origins) or None}.items() if v is not None})
    settings = server_settings(obj.loaded)
    settings.allow_list()  # a malformed allowed host fails here, before the store opens
    from .server import listen
    from .redact import redact

    sock = listen(settings.host, settings.port)  # a taken port (exit 9) opens no store
    try:
        memory = obj.memory
    except BaseException:
        sock.close()
        raise
    # a postgresql:// URL's password stays out of the log
    run(memory, settings, db=redact(obj.loaded.config.store.db), sock=sock)


def server_settings(loaded: Any) -> Any:
    """The server's Settings from a loaded configuration."""
    from .config import intervals
    from .server import Settings

    section = loaded.config.server
    return Settings(host=section.host, port=section.port, require_keys=section.require_keys,
                    allowed_hosts=section.allowed_hosts, allowed_origins=section.allowed_origins,
                    scheduler=loaded.config.scheduler.enabled, intervals=intervals(loaded.config))


@cli.group("config")
def config_group() -> None:
    """The configuration in effect: file, environment and flags."""


@config_group.command("show")
@json_option
@pass_ctx
def config_show(obj: Context, as_json: bool) -> None:
    """Each effective value and where it came from (default, file, env var or flag); secrets never shown."""
    rows = obj.loaded.show()
    payload = {"file": obj.loaded.path, "values": {r["key"]: {"value": r["value"], "source": r["source"]}
                                                   for r in rows}}
    emit(as_json, payload, lambda p: table([(r["key"], _shown(r["value"]), r["source"]) for r in rows],
                                           ["key", "value", "source"]))


def _shown(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # 604800, not 604800.0
    if isinstance(value, list):
        return ",".join(value) or "-"
    return "-" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


@cli.command("mcp")
@pass_ctx
def mcp_stdio(obj: Context) -> None:
    """Serve MCP over stdio for a local agent (tenant from --tenant)."""
    from .mcp import build_server
    from .signals import exit_on_sigterm

    exit_on_sigterm(sigint=True)  # asyncio's own SIGINT handling would wait on the stdin thread
    memory = obj.memory
    memory.worker.start()
    try:
        build_server(memory, local=Principal(tenant=obj.tenant)).run("stdio")
    except SystemExit:  # SIGTERM or SIGINT: close the store (WAL checkpointed and removed), then leave
        memory.close()  # at once: the thread blocked reading stdin would hold the process until the pipe closes
        os._exit(0)


@cli.group()
def keys() -> None:
    """API keys: each bound to one tenant, with rights, a classification ceiling and the source it writes as."""


@keys.command("create")
@click.option("--tenant", "key_tenant", help="Tenant the key is bound to (default: the global --tenant).")
@click.option("--user", help="Bind the key to one user.")
@click.option("--agent", help="Bind the key to one agent.")
@click.option("--rights", default="read,write", show_default=True,
              help="Comma-separated: read, write, review (approve, reject, resolve), admin (all of them).")
@click.option("--ceiling", default="internal", show_default=True,
              help="Highest classification the key may see: public, internal, confidential, restricted.")
@click.option("--source", help="The source the key writes as: user (speaks for the user; the default without "
                               "--agent), agent (the default with --agent), assistant, tool, document or web.")
@click.option("--label", help="A note to recognise the key by.")
@json_option
@pass_ctx
def keys_create(obj: Context, key_tenant: str | None, user: str | None, agent: str | None, rights: str,
                ceiling: str, source: str | None, label: str | None, as_json: bool) -> None:
    """Create a key and print it once; only its hash is stored."""
    from .keys import create_key

    key, record = create_key(obj.memory.backend, key_tenant or obj.tenant, user=user, agent=agent,
                             rights=rights.split(","), ceiling=ceiling, source=source, label=label)
    emit(as_json, {"key": key, **record.to_public()},
         lambda p: f"{p['key']}\n(shown once: store it now; tenant {p['tenant']}, rights {','.join(p['rights'])}, "
                   f"writes as {p['source']})")


@keys.command("list")
@click.option("--all", "everything", is_flag=True, help="Every tenant's keys.")
@json_option
@pass_ctx
def keys_list(obj: Context, everything: bool, as_json: bool) -> None:
    """The keys of the tenant (never their secrets)."""
    found = obj.memory.backend.list_keys(None if everything else obj.tenant)
    rows = [(k.id, k.tenant, k.user or "*", k.agent or "", k.source.value, ",".join(k.rights), k.ceiling.value,
             "revoked" if k.revoked_at else "") for k in found]
    emit(as_json, {"keys": [k.to_public() for k in found]},
         lambda p: table(rows, ["id", "tenant", "user", "agent", "source", "rights", "ceiling", ""])
         if rows else "no keys")


@keys.command("revoke")
@click.argument("key_id", metavar="ID")
@json_option
@pass_ctx
def keys_revoke(obj: Context, key_id: str, as_json: bool) -> None:
    """Revoke key ID at once."""
    from .keys import revoke_key

    record = revoke_key(obj.memory.backend, key_id)
    emit(as_json, {"key": record.to_public()}, lambda p: f"revoked {p['key']['id']}")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: run the CLI and turn errors into the documented exit codes."""
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args
    try:
        _check_arguments(args)
        # a command that ends with click's Exit(n) (``credo migrate`` on a copy that differs) comes back as n
        status = cli.main(args=args, prog_name="credo", standalone_mode=False)
    except click.exceptions.Exit as done:
        return done.exit_code
    except click.Abort:
        click.echo("aborted", err=True)
        return 1
    except click.ClickException as exc:
        return _fail(as_json, "usage", exc.format_message(), exc.exit_code)
    except CredoError as exc:
        return _fail(as_json, exc.code, exc.message, exit_code(exc))
    return status if isinstance(status, int) else 0


def _check_arguments(args: Sequence[str]) -> None:
    """Refuse arguments and CREDO_* variables that are not valid UTF-8 before click sees them.

    Python hands invalid bytes in argv to us as lone surrogates (surrogateescape);
    they could never be stored, so they are bad input, not a crash.
    """
    for position, arg in enumerate(args, 1):
        check_text(arg, f"argument {position}")
    for name in ("CREDO_DB", "CREDO_TENANT", "CREDO_WEIGHTS", "CREDO_EMBEDDER"):
        check_text(os.environ.get(name), f"environment variable {name}")


def _fail(as_json: bool, kind: str, message: str, code: int) -> int:
    message = " ".join(message.split())
    if as_json:
        click.echo(json.dumps({"error": {"type": kind, "message": message}}))
    click.echo(f"credo: error: {message}", err=True)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
