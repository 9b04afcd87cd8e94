"""Drift detection (engram's dream step 6): validate claims against the filesystem, invalidate dead references.

For every repository root an ingest recorded (:mod:`credo.codebase`), as the
codebase memories of each user name it:

* a **file** memory whose file no longer exists, or whose recorded classes and
  functions are no longer all in it, is invalidated; a **tree** memory whose
  directory no longer exists is invalidated;
* any other active memory of the same user that refers, unambiguously, to a
  path or a symbol that the root's index had and has lost is invalidated too.

What counts as an unambiguous reference (conservative on purpose: a memory
that is merely *about* the code must not fall because a word matches):

* a **path**: a relative path with an extension (``src/pkg/gone.py``), or the
  same path written absolute under the root, that the index recorded -- a file
  memory's path or a file a tree memory listed -- and that no longer exists
  under the root. A bare word never counts, nor a path the index never saw;
* a **symbol**: ``Qualified.name`` (with a dot: ``Store.get``, or module
  qualified: ``pkg.mod.helper``) or ``name()`` (a call, for names with an
  underscore or inner capital, such as ``parse_config()`` or ``loadAll()``:
  plain words like ``run()`` are too common to trust), that a file memory of the
  root recorded and that no file of the root defines any more (a function that
  moved to another file is not lost).

"Recorded" includes the versions a later ingest superseded: edit a file,
re-ingest, and the memories that named its removed function are still found.
Only memories recorded while the index had the name count: one written after
the ingest that stopped seeing it ("we deleted src/old.py") is news about the
deletion, and stays.

A root that does not exist on this machine (the memories were ingested on
another server, or a drive is not mounted) is skipped and reported as
unavailable, never read as "everything was deleted". A source file that exists
but no longer parses is not judged (work in progress is not drift).

Invalidation keeps history: status ``invalidated`` with a status-history row
saying what is gone (:func:`credo.lifecycle.record_status`); nothing is deleted.
The report: ``{"task": "drift", "dry_run", "counts": {"checked", "invalidated",
"roots_unavailable"}, "invalidated": [{"id", "reason"}], "roots": [...]}``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path, PurePosixPath
from typing import Any

from .. import codebase, rules
from ..lifecycle import record_status
from ..models import MemoryUnit, Status
from ..services import Services

BATCH = 500
ACTOR = "drift"
_PATH = re.compile(r"(?<![\w./-])(/?(?:[\w.-]+/)*[\w-][\w.-]*\.[A-Za-z0-9]{1,10})(?![\w/-])")
_CALL = re.compile(r"(?<![\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\(\)")
_DOTTED = re.compile(r"(?<![\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(?![\w(])")


@dataclass
class _Root:
    """One ingested root as its codebase memories describe it, and what of it is gone.

    ``lost_paths``/``lost_symbols`` map each lost name to the last time the index had it:
    only a memory recorded by then can have relied on it.
    """

    user: str
    root: str
    repo: str
    units: list[MemoryUnit] = field(default_factory=list)     # active
    earlier: list[MemoryUnit] = field(default_factory=list)   # versions a later ingest superseded
    lost_paths: dict[str, datetime] = field(default_factory=dict)
    lost_symbols: dict[str, datetime] = field(default_factory=dict)


def detect_drift(s: Services, tenant: str, now: datetime, *, dry_run: bool = False,
                 user: str | None = None) -> dict[str, Any]:
    """Invalidate codebase memories whose code is gone, and memories that name what is gone (``user``: only theirs).

    >>> from credo import Memory, HashEmbedder
    >>> import tempfile, os
    >>> mem = Memory(os.path.join(tempfile.mkdtemp(), "d.db"), embedder=HashEmbedder())
    >>> detect_drift(mem.services, "default", mem.clock(), dry_run=True)["counts"]
    {'checked': 0, 'invalidated': 0, 'roots_unavailable': 0}
    """
    found: list[tuple[MemoryUnit, str]] = []
    checked, roots = 0, []
    live = s.store.select(rules.codebase(tenant, user=user, statuses=(Status.ACTIVE,)))
    earlier = s.store.select(rules.codebase(tenant, user=user, statuses=(Status.SUPERSEDED,))) if live else []
    for spot in _roots(live, earlier):
        entry = {"user": spot.user, "root": spot.root, "repo": spot.repo}
        if not os.path.isdir(spot.root):
            roots.append({**entry, "status": "unavailable"})
            continue
        roots.append({**entry, "status": "checked"})
        checked += len(spot.units)
        found += _stale_code(spot, now)
        if spot.lost_paths or spot.lost_symbols:
            readers, stale = _stale_readers(s.store, tenant, now, spot)
            checked += readers
            found += stale
    invalidated = _invalidate(s.store, tenant, now, found, dry_run=dry_run)
    return {"task": "drift", "dry_run": dry_run,
            "counts": {"checked": checked, "invalidated": len(invalidated),
                       "roots_unavailable": sum(r["status"] == "unavailable" for r in roots)},
            "invalidated": invalidated, "roots": roots}


def _roots(live: Iterable[MemoryUnit], earlier: Iterable[MemoryUnit]) -> list[_Root]:
    """Roots with active code memories; the superseded versions of each join it (a root of only those is not checked)."""
    grouped: dict[tuple[str, str, str], _Root] = {}
    for unit in live:
        if (key := _key(unit)) is not None:
            grouped.setdefault(key, _Root(*key)).units.append(unit)
    for unit in earlier:
        if (key := _key(unit)) in grouped:
            grouped[key].earlier.append(unit)
    return [grouped[k] for k in sorted(grouped)]


def _key(unit: MemoryUnit) -> tuple[str, str, str] | None:
    meta = unit.metadata.get("codebase") or {}
    if not isinstance(meta.get("root"), str) or not isinstance(meta.get("path"), str):
        return None
    return unit.user, meta["root"], str(meta.get("repo", ""))


def _stale_code(spot: _Root, now: datetime) -> list[tuple[MemoryUnit, str]]:
    """The root's active memories that describe code no longer there; fills ``lost_paths``/``lost_symbols``."""
    root = Path(spot.root)
    stale: list[tuple[MemoryUnit, str]] = []
    had_paths: dict[str, datetime] = {}
    had_names: dict[tuple[str, str], datetime] = {}
    parsed_now: dict[str, set[str]] = {}   # active files as they are now
    unjudged: set[str] = set()             # names of files that exist but do not parse
    listings = _listings(spot.units)
    for unit in [*spot.units, *spot.earlier]:
        active = unit.status is Status.ACTIVE
        meta = unit.metadata["codebase"]
        rel = meta["path"]
        until = _seen_until(unit, listings, now) if active else (unit.valid_until or unit.updated_at or now)
        if meta.get("kind") == "tree":
            for name in meta.get("files", []):
                _latest(had_paths, f"{rel}/{name}" if rel else name, until)
            if active and rel and not (root / rel).is_dir():
                stale.append((unit, f"drift: directory {rel}/ no longer exists under {spot.root}"))
            continue
        _latest(had_paths, rel, until)
        names = set(meta.get("symbols", []))
        for name in names:
            _latest(had_names, (rel, name), until)
        if active:
            reason = _file_drift(root, spot.root, rel, names, parsed_now, unjudged)
            if reason:
                stale.append((unit, reason))
    spot.lost_paths = {p: t for p, t in had_paths.items() if not _exists(root, p)}
    defined = set().union(*parsed_now.values()) | unjudged
    if {name for _, name in had_names} - defined:  # before calling a name lost, look in every file of the root
        defined |= _defined_elsewhere(root, set(parsed_now))
    for (rel, name), until in had_names.items():
        if name not in defined:
            for alias in _aliases(rel, name):
                _latest(spot.lost_symbols, alias, until)
    return stale


def _listings(units: list[MemoryUnit]) -> dict[str, tuple[set[str], datetime]]:
    """What each directory held at the last ingest that listed it: {dir: (entry names, when)}."""
    out = {}
    for unit in units:
        meta = unit.metadata["codebase"]
        if meta.get("kind") == "tree":
            out[meta["path"]] = ({*meta.get("files", []), *meta.get("dirs", [])}, unit.created_at)
    return out


def _seen_until(unit: MemoryUnit, listings: dict[str, tuple[set[str], datetime]], now: datetime) -> datetime:
    """The last time the index had what an active memory describes.

    A later ingest whose listing of the parent directory lacks it had stopped seeing it
    then (ingest leaves a vanished file's memory to drift); otherwise it was seen until now.
    """
    rel = unit.metadata["codebase"]["path"]
    if not rel:
        return now
    parent, name = str(PurePosixPath(rel).parent), PurePosixPath(rel).name
    names, listed_at = listings.get("" if parent == "." else parent, (None, now))
    if names is not None and name not in names and listed_at > unit.created_at:
        return listed_at
    return now


def _file_drift(root: Path, label: str, rel: str, names: set[str], parsed_now: dict[str, set[str]],
                unjudged: set[str]) -> str | None:
    """Why an active file memory no longer describes its file, or None; records what the file defines now."""
    if not _exists(root, rel):
        return f"drift: file {rel} no longer exists under {label}"
    parsed = codebase.read_source(root, rel)
    if parsed is None or parsed.error:  # not judged: unreadable now is not the same as gone
        unjudged |= names
        return None
    parsed_now[rel] = {s.name for s in parsed.symbols}
    gone = sorted(names - parsed_now[rel])
    return f"drift: {', '.join(gone[:10])} no longer in {rel}" if gone else None


def _latest(seen: dict[Any, datetime], key: Any, when: datetime) -> None:
    if key not in seen or seen[key] < when:
        seen[key] = when


def _defined_elsewhere(root: Path, known: set[str]) -> set[str]:
    """Names defined by the root's other source files (a moved function is not a lost one)."""
    names: set[str] = set()
    for rel in codebase.list_files(root).files:
        if rel in known:
            continue
        parsed = codebase.read_source(root, rel)
        if parsed is not None and not parsed.error:
            names |= {s.name for s in parsed.symbols}
    return names


def _exists(root: Path, rel: str) -> bool:
    return (root / rel).exists()


def _aliases(rel: str, name: str) -> set[str]:
    """How a memory may name a symbol: qualified in its file, or by module (``pkg.mod.helper``, ``src.`` dropped)."""
    parts = list(PurePosixPath(rel).with_suffix("").parts)
    if parts and parts[-1] == "__init__":
        parts.pop()
    out = {name}
    for start in range(len(parts)):
        if start == 0 or parts[start - 1] in ("src", "lib"):
            out.add(".".join([*parts[start:], name]))
    return out


def _stale_readers(store: Any, tenant: str, now: datetime, spot: _Root) -> tuple[int, list[tuple[MemoryUnit, str]]]:
    """The user's other active memories that name a lost path or symbol of the root: (how many read, stale)."""
    ids = store.select(rules.drift_readers(tenant, now, user=spot.user), ids_only=True)
    stale = []
    for start in range(0, len(ids), BATCH):
        for unit in store.get(tenant, ids[start: start + BATCH]):
            reference = _dead_reference(unit.text, unit.created_at, spot)
            if reference:
                stale.append((unit, reference))
    return len(ids), stale


def _dead_reference(text: str, written: datetime, spot: _Root) -> str | None:
    """Why ``text``, recorded at ``written``, names something the root lost, or None (the module docstring's rules).

    Only a memory recorded while the index still had the name counts: one written after
    (say, "we deleted src/old.py") is news about the deletion, not a reference to the file.
    """
    prefix = spot.root.rstrip("/") + "/"
    for match in _PATH.finditer(text):
        path = match.group(1)
        rel = path[len(prefix):] if path.startswith(prefix) else path.removeprefix("./")
        if rel in spot.lost_paths and written <= spot.lost_paths[rel]:
            return f"drift: refers to {rel}, which no longer exists under {spot.root}"
    for match in _CALL.finditer(text):
        name = match.group(1)
        if name in spot.lost_symbols and written <= spot.lost_symbols[name] and ("." in name or _distinctive(name)):
            return f"drift: refers to {name}(), which {spot.repo} no longer defines"
    for match in _DOTTED.finditer(text):
        name = match.group(1)
        if name in spot.lost_symbols and written <= spot.lost_symbols[name]:
            return f"drift: refers to {name}, which {spot.repo} no longer defines"
    return None


def _distinctive(name: str) -> bool:
    """An identifier no sentence would use as a word: snake_case or camelCase, four characters or more."""
    return len(name) >= 4 and ("_" in name.strip("_") or any(c.isupper() for c in name[1:]))


def _invalidate(store: Any, tenant: str, now: datetime, found: list[tuple[MemoryUnit, str]], *,
                dry_run: bool) -> list[dict[str, str]]:
    """Invalidate each memory once (the first reason found), a batch per transaction; dry run: only list them."""
    reasons = dict(reversed([(unit.id, reason) for unit, reason in found]))  # the first reason wins
    ordered = list(dict.fromkeys(unit.id for unit, _ in found))
    done = []
    for start in range(0, len(ordered), BATCH):
        chunk = ordered[start: start + BATCH]
        if dry_run:
            done += [{"id": i, "reason": reasons[i]} for i in chunk]
            continue
        with store.transaction():
            for unit in store.get(tenant, chunk):
                if unit.status is Status.ACTIVE:  # unchanged since it was read
                    record_status(store, unit, Status.INVALIDATED, reasons[unit.id], actor=ACTOR, now=now)
                    done.append({"id": unit.id, "reason": reasons[unit.id]})
    return done
