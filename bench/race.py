"""Races: one current belief per single-valued fact with many servers on one database, and safe first opens.

    nice -n 10 .venv/bin/python bench/race.py [--backends sqlite postgres] [--procs 2] [--trials 30]
                                              [--opens 100] [--open-procs 4] [--out FILE]

*Conflicting writes.* ``--procs`` processes, each with its own :class:`credo.Memory` on the same database (its
own SQLite connection, or its own PostgreSQL pool: N servers), wait at a barrier and then write, at the same
moment, conflicting values of one single-valued fact (the user's home city). Each trial is a fresh user. Three
kinds of trial rotate:

* ``store``: every process ``store``s a different city on a fresh pair;
* ``remember``: every process ``remember``s "I live in <city>." on a fresh pair;
* ``return``: the pair already went Paris -> Berlin; process 0 writes Paris again (a value returning to one
  it replaced within 90 days, which credo escalates to a person) while the others write other cities. In any
  order of the writes a conflict must be opened (Paris first: it escalates; another city first: it
  supersedes Berlin and Paris then returns), so every such trial expects one.

After the trials, each pair is read back. **double-active**: a trial that ends with more than one distinct value
active (``status=active``, no ``valid_until``); the target is 0. **conflict missing**: a trial that ends with
more than one live value (active or challenged) and no open conflict naming all of them, or a ``return``
trial with no conflict at all; target 0. **errors**: writes that raised (a write may not fail for racing).

*Concurrent first opens.* ``--opens`` processes in groups of ``--open-procs`` open a :class:`credo.Memory`
at a barrier, each group on a file (or database) none of them has opened before: a new SQLite file, an SQLite
file left at an older schema (migrations up to ``0010``), and on PostgreSQL a new database migrated by the
owner role at open. **failures**: opens that raised (target 0).

Writes bench/results/race.json (``--out``: another file). The embedder is :class:`credo.embed.HashEmbedder`:
the race is in the store, not the model.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import shutil
import sqlite3
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import Memory  # noqa: E402
from credo.embed import HashEmbedder  # noqa: E402
from credo.models import ConflictStatus, Status  # noqa: E402
from credo.rules import pair_timeline  # noqa: E402
from credo.store.migrations import apply_migrations  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "race.json"
TENANT = "race"
CITIES = ["Paris", "Berlin", "Rome", "Madrid", "Lisbon", "Vienna", "Oslo", "Prague"]
KINDS = ("store", "remember", "return")
OLD_SCHEMA = "0010"  # the last migration an "old-version" store was left at (prefix)
CTX = mp.get_context("fork")


@dataclass(frozen=True)
class Target:
    """Where the processes meet: a SQLite path, or a PostgreSQL app DSN with its owner's DSN."""

    backend: str
    path: str = ""
    dsn: str = ""
    owner: str = ""

    def open(self) -> Memory:
        if self.backend == "sqlite":
            return Memory(self.path, tenant=TENANT, embedder=HashEmbedder())
        from credo.store.postgres import PostgresStore

        store = PostgresStore(self.dsn, migrate_dsn=self.owner or None, pool_size=2)
        return Memory(store=store, tenant=TENANT, embedder=HashEmbedder())


def trial_kind(t: int) -> str:
    return KINDS[t % len(KINDS)]


def city_for(kind: str, proc: int) -> str:
    """The value process ``proc`` writes: in a ``return`` trial process 0 brings Paris back."""
    if kind == "return":
        return "Paris" if proc == 0 else CITIES[2 + (proc - 1) % (len(CITIES) - 2)]
    return CITIES[proc % len(CITIES)]


def write(mem: Memory, kind: str, user: str, city: str) -> None:
    if kind == "remember":
        mem.remember(f"I live in {city}.", user=user)
    else:
        mem.store(f"User's home city is {city}", user=user, entity="user", attribute="home_city", value=city)


def seed_returns(target: Target, trials: int, now: datetime) -> None:
    """Paris, then Berlin a week later, for every ``return`` trial's user (before the race)."""
    mem = target.open()
    try:
        for t in range(trials):
            if trial_kind(t) == "return":
                for days, city in ((14, "Paris"), (7, "Berlin")):
                    when = now - timedelta(days=days)
                    mem.store(f"User's home city is {city}", user=f"u{t}", entity="user", attribute="home_city",
                              value=city, now=when, at=when)
    finally:
        mem.backend.close()


def racer(target: Target, proc: int, trials: int, barrier: Any, errors: Any) -> None:
    """One server: open, then for each trial wait for the others and write at once."""
    mem = target.open()
    try:
        for t in range(trials):
            kind = trial_kind(t)
            barrier.wait()
            try:
                write(mem, kind, f"u{t}", city_for(kind, proc))
            except Exception as exc:  # noqa: BLE001 -- a failed write is a finding, reported
                errors.put((t, proc, f"{type(exc).__name__}: {exc}"))
            barrier.wait()
    finally:
        mem.backend.close()


def judge(target: Target, trials: int, procs: int) -> list[dict[str, Any]]:
    """Each trial's end state of the pair."""
    mem = target.open()
    out = []
    try:
        for t in range(trials):
            user, kind = f"u{t}", trial_kind(t)
            timeline = pair_timeline(mem.backend, TENANT, user, "user", "home_city")
            current = [m for m in timeline if m.valid_until is None]
            active = sorted({m.value or "" for m in current if m.status is Status.ACTIVE})
            live = {m.id: m.value or "" for m in current if m.status in (Status.ACTIVE, Status.CHALLENGED)}
            opened = [c for c in mem.backend.conflicts(TENANT, user=user, entity="user", attribute="home_city")
                      if c.status is ConflictStatus.OPEN]
            covered = any(set(live) <= set(c.memory_ids) for c in opened)
            values = set(live.values())
            expected = len(values) > 1 or (kind == "return" and not history_only(timeline))
            missing = (len(values) > 1 and not covered) or (expected and not opened)
            out.append({"trial": t, "kind": kind, "active_values": active, "live_values": sorted(values),
                        "open_conflicts": len(opened), "double_active": len(active) > 1,
                        "conflict_missing": missing, "conflict_expected": expected})
    finally:
        mem.backend.close()
    return out


def history_only(timeline: list[Any]) -> bool:
    """In a ``return`` trial: the raced Paris has an earlier event time than a rival that committed before it,
    so it entered history as already superseded (event time decides: see credo.write), and no value returned.
    Every serial order of the writes with these timestamps gives the same: no conflict is due."""
    raced = [m for m in timeline if m.value == "Paris"][-1:]
    if not raced or raced[0].status is not Status.SUPERSEDED:
        return False
    paris = raced[0]
    return any(m.id == paris.superseded_by and m.value != "Paris" and m.valid_from > paris.valid_from
               for m in timeline)


def race(target: Target, procs: int, trials: int) -> dict[str, Any]:
    seed_returns(target, trials, datetime.now(timezone.utc))
    barrier, errors = CTX.Barrier(procs), CTX.Queue()
    workers = [CTX.Process(target=racer, args=(target, i, trials, barrier, errors)) for i in range(procs)]
    started = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    elapsed = time.perf_counter() - started
    failures = []
    while not errors.empty():
        failures.append(errors.get())
    rows = judge(target, trials, procs)
    by_kind = {k: {"trials": sum(1 for r in rows if r["kind"] == k),
                   "double_active": sum(1 for r in rows if r["kind"] == k and r["double_active"]),
                   "conflicts_expected": sum(1 for r in rows if r["kind"] == k and r["conflict_expected"]),
                   "conflicts_missing": sum(1 for r in rows if r["kind"] == k and r["conflict_missing"])}
               for k in KINDS}
    return {"procs": procs, "trials": trials, "seconds": round(elapsed, 1),
            "double_active": sum(1 for r in rows if r["double_active"]),
            "conflicts_expected": sum(1 for r in rows if r["conflict_expected"]),
            "conflicts_opened": sum(1 for r in rows if r["conflict_expected"] and not r["conflict_missing"]),
            "conflicts_missing": sum(1 for r in rows if r["conflict_missing"]),
            "write_errors": len(failures), "errors_sample": sorted({f[2] for f in failures})[:5],
            "by_kind": by_kind, "bad_trials": [r for r in rows if r["double_active"] or r["conflict_missing"]][:10]}


# -- concurrent first opens ----------------------------------------------------------------------------


def opener(target: Target, barrier: Any, errors: Any) -> None:
    try:
        barrier.wait()
        mem = target.open()
        mem.store("opened", user="u")
        mem.backend.close()
    except Exception as exc:  # noqa: BLE001 -- a failed open is a finding, reported
        line = str(exc).splitlines()[0] if str(exc) else ""
        errors.put(f"{type(exc).__name__}: " + re.sub(r"/\S+", "PATH", line))


def open_group(targets: list[Target], group: int) -> list[str]:
    """``group`` processes per target, all at once; the errors they met."""
    errors = CTX.Queue()
    failures: list[str] = []
    for target in targets:
        barrier = CTX.Barrier(group)
        workers = [CTX.Process(target=opener, args=(target, barrier, errors)) for _ in range(group)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
            if w.exitcode:
                failures.append(f"process exited {w.exitcode}")
    while not errors.empty():
        failures.append(errors.get())
    return failures


def old_sqlite(path: str) -> None:
    """An SQLite file a credo of an older version left: migrations up to OLD_SCHEMA only."""
    from credo.store.migrations import SQLITE_MIGRATIONS

    upto = next(name for name, _ in SQLITE_MIGRATIONS if name.startswith(OLD_SCHEMA))
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    apply_migrations(conn, upto=upto)
    conn.close()


def opens_sqlite(work: Path, opens: int, group: int) -> dict[str, Any]:
    out = {}
    for label in ("new", "old"):
        targets = []
        for i in range(max(1, opens // group)):
            path = str(work / f"open-{label}-{i}.db")
            if label == "old":
                old_sqlite(path)
            targets.append(Target("sqlite", path=path))
        failures = open_group(targets, group)
        out[label] = {"opens": len(targets) * group, "failures": len(failures),
                      "errors_sample": sorted(set(failures))[:5]}
    return out


def opens_postgres(server: Any, opens: int, group: int) -> dict[str, Any]:
    from credo.store.pgserver import APP_ROLE

    targets = []
    for i in range(max(1, opens // group)):
        owner = server.create_database(f"open_{i}")
        targets.append(Target("postgres", dsn=server.dsn(APP_ROLE, f"open_{i}"), owner=owner))
    failures = open_group(targets, group)
    return {"new": {"opens": len(targets) * group, "failures": len(failures),
                    "errors_sample": sorted(set(failures))[:5]}}


# -- main -----------------------------------------------------------------------------------------------


def run_sqlite(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    target = Target("sqlite", path=str(work / "race.db"))
    result = {"race": race(target, args.procs, args.trials)}
    if args.opens:
        result["opens"] = opens_sqlite(work, args.opens, args.open_procs)
    return result


def run_postgres(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    from credo.store.pgserver import APP_ROLE, EmbeddedPostgres

    server = EmbeddedPostgres(work / "pg", temporary=True, durable=False)
    server.start()
    try:
        owner = server.create_database("race")
        target = Target("postgres", dsn=server.dsn(APP_ROLE, "race"), owner=owner)
        target.open().backend.close()  # migrated once, before the race
        result = {"race": race(target, args.procs, args.trials)}
        if args.opens:
            result["opens"] = opens_postgres(server, args.opens, args.open_procs)
        return result
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgres"], choices=["sqlite", "postgres"])
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--trials", type=int, default=30)
    parser.add_argument("--opens", type=int, default=100)
    parser.add_argument("--open-procs", type=int, default=4)
    parser.add_argument("--out", default=str(RESULTS))
    args = parser.parse_args()
    report: dict[str, Any] = {"command": "bench/race.py " + " ".join(sys.argv[1:]), "procs": args.procs,
                              "trials": args.trials}
    work = Path(tempfile.mkdtemp(prefix="credo-race-"))
    os.chmod(work, 0o755)  # the embedded server runs as the postgres user
    try:
        for backend in args.backends:
            started = time.perf_counter()
            report[backend] = (run_sqlite if backend == "sqlite" else run_postgres)(args, work)
            report[backend]["seconds"] = round(time.perf_counter() - started, 1)
            r = report[backend]["race"]
            print(f"{backend}: {r['double_active']}/{r['trials']} double-active, conflicts opened "
                  f"{r['conflicts_opened']}/{r['conflicts_expected']}, {r['write_errors']} write errors "
                  f"({args.procs} processes)", flush=True)
            for label, o in report[backend].get("opens", {}).items():
                print(f"{backend} concurrent first opens ({label}): {o['failures']}/{o['opens']} failed "
                      f"{o['errors_sample'][:2]}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
