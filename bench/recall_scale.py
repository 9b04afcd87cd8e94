"""SQLite recall latency against store size, one large user and many users, two source trees side by side.

    PYTHONPATH=src .venv/bin/python bench/recall_scale.py [--before /tmp/before/src] [--after src]
        [--one 1000 10000 100000] [--many 1000x1000] [--shared-sessions 1000x1000] [--queries 100] [--users 20]
        [--cache /tmp/credo-recall-scale] [--out bench/results/recall_scale.json]

*The stores.* ``--one N``: one user's N generated first-person notes (recall_latency.py's ``notes``, sessions of
50); ``--many UxP``: U users of P notes each (each user's own notes, seeded by the user, in sessions named
after the user: ``u0007/session-3``), one tenant; ``--shared-sessions UxP``: the same store with every user's
sessions named alike (``session-3``), as clients that reuse a session id across users would write it. Embedding a
million notes would take hours, so, as in pg_scale.py, each distinct note *template* (the note without its
"(note i)"; 19,200) is embedded once with bge-small and every note gets its template's vector plus a little
Gaussian noise (sigma 0.02 per coordinate, L2-normalised); questions are recall_latency.py's, embedded for real.
One user's store is filled once through ``Memory.store_many`` (batches of 1,000, as a caller writes), the
many users' through the store primitive (``Store.insert``, batches of 1,000 with their vectors, as pg_scale.py
fills PostgreSQL: store_many's write checks over a growing million took most of an hour here); both are kept under
``--cache`` (not in the repository); each run copies them, one copy per source tree, because recall records
access and the trees must see the same store.

*Side by side.* Each tree (``--before``, ``--after``; either may be left out) answers in a process of its own,
started with that tree on its path. The parent hands every question to every tree in turn (the order
alternating), so load from other work falls on them alike. Every question is asked twice per tree: with the
query embedding *excluded* (its bge vector, computed beforehand, served by the embedder) and *included* (the
process's own bge embeds it). Recall is ``credo.recall.recall`` as ``Memory.recall`` makes it: limit 10, the
default weights, no cross-encoder, a seeded generator, one clock, access recorded. After a warm-up (every user's
first question, access not recorded), each question is timed once per mode; the many-users case asks each
question of one of ``--users`` users in turn.

*Same ranking.* For every question and mode the trees' answers (ids and scores, exactly) are compared; the
report counts the differences (0 when the change leaves recall alone).

*Memory.* Each process reports its peak resident set (``VmHWM``) after serving: with bge loaded, the case's
store open and every question answered, what serving that store costs.

Writes bench/results/recall_scale.json (``--out``: another file).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path("/tmp/credo-recall-scale")
TENANT = "bench"
SESSION, BATCH, NOISE = 50, 1000, 0.02
START = datetime(2026, 1, 1, tzinfo=timezone.utc)
NOW = START + timedelta(days=30)


def template(note: str) -> str:
    return note.rsplit(" (note ", 1)[0]


def user_name(i: int) -> str:
    return f"u{i:04d}"


# -- filling the stores (this tree's credo) --------------------------------------------------------------------


def _fill(path: Path, users: int, per: int, cache: Path) -> float:
    """A store of ``users`` users with ``per`` notes each; the seconds it took (embedding excluded)."""
    sys.path.insert(0, str(ROOT / "src"))
    sys.path.insert(0, str(ROOT / "bench"))
    from recall_latency import Precomputed, notes, text_vectors

    from credo import Memory
    from credo.embed import BgeSmallEmbedder

    model = BgeSmallEmbedder()
    texts = {u: notes(per, seed=1 if users == 1 else 1000 + u) for u in range(users)}
    distinct = sorted({template(t) for ts in texts.values() for t in ts})
    by_template = dict(zip(distinct, text_vectors(model, distinct, cache)))
    rng = np.random.default_rng(5)
    tmp = path.with_suffix(".filling")
    tmp.unlink(missing_ok=True)
    clock = [START]

    def now() -> datetime:
        clock[0] += timedelta(seconds=1)
        return clock[0]

    started = time.perf_counter()
    if users > 1:
        _insert(tmp, texts, by_template, rng, model)
        seconds = time.perf_counter() - started
        tmp.rename(path)
        return seconds
    embedder = Precomputed(model, {}, {})
    with Memory(tmp, tenant=TENANT, embedder=embedder, reranker=None, seed=1, clock=now) as mem:
        for u, notes_ in texts.items():
            base = np.stack([by_template[template(t)] for t in notes_])
            noisy = base + rng.normal(scale=NOISE, size=base.shape).astype(np.float32)
            vectors = noisy / np.linalg.norm(noisy, axis=1, keepdims=True)
            embedder._texts = dict(zip(notes_, vectors))  # this user's notes' vectors
            for offset in range(0, per, BATCH):
                mem.store_many([{"text": t, "source_session": f"session-{(offset + i) // SESSION}"}
                                for i, t in enumerate(notes_[offset: offset + BATCH])], user=user_name(u),
                               kind="episode")
            if u % 100 == 99:
                print(f"  {u + 1} users filled, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    seconds = time.perf_counter() - started
    tmp.rename(path)
    return seconds


def _insert(path: Path, texts: dict[int, list[str]], by_template: dict[str, np.ndarray], rng: np.random.Generator,
            model: Any) -> None:
    """Many users' notes through the store primitive (``Store.insert``, batches of 1,000 with their vectors), as
    pg_scale.py fills PostgreSQL: ``Memory.store_many``'s write checks, run 1,000 times over a growing
    store, would take most of an hour here; recall reads the same rows either way."""
    from credo.models import Kind, Layer, MemoryUnit
    from credo.store.sqlite import SQLiteStore

    store = SQLiteStore(path)
    for u, notes_ in texts.items():
        base = np.stack([by_template[template(t)] for t in notes_])
        noisy = base + rng.normal(scale=NOISE, size=base.shape).astype(np.float32)
        vectors = noisy / np.linalg.norm(noisy, axis=1, keepdims=True)
        for offset in range(0, len(notes_), BATCH):
            at = START + timedelta(seconds=u * len(notes_) + offset)
            units = [MemoryUnit(id=uuid.uuid4().hex, tenant=TENANT, user=user_name(u), text=text, kind=Kind.EPISODE,
                                layer=Layer.EPISODIC, source_session=f"{user_name(u)}/session-{(offset + i) // SESSION}",
                                created_at=at + timedelta(milliseconds=i), valid_from=at + timedelta(milliseconds=i),
                                embedding_model=model.name, embedding_dim=model.dim)
                     for i, text in enumerate(notes_[offset: offset + BATCH])]
            store.insert(units, list(vectors[offset: offset + len(units)]))
        if u % 100 == 99:
            print(f"  {u + 1} users filled", file=sys.stderr)
    store.close()


def store_for(users: int, per: int, cache: Path) -> Path:
    path = cache / f"store-{users}x{per}.db"
    if not path.exists():
        cache.mkdir(parents=True, exist_ok=True)
        seconds = _fill(path, users, per, cache)
        print(f"filled {path} in {seconds:.0f} s", file=sys.stderr)
    return path


def shared_sessions_store(users: int, per: int, cache: Path) -> Path:
    """The many-users store with every user's sessions named alike (``session-3``, not ``u0007/session-3``):
    clients that reuse a session id across users ("main", a date). Made once from the cached store by renaming
    the sessions in SQL (the rows, vectors and texts are the same), and cached beside it."""
    path = cache / f"store-{users}x{per}-shared-sessions.db"
    if not path.exists():
        source = store_for(users, per, cache)
        tmp = path.with_suffix(".filling")
        shutil.copyfile(source, tmp)
        import sqlite3
        conn = sqlite3.connect(tmp, isolation_level=None)
        conn.execute("UPDATE memories SET source_session = substr(source_session, instr(source_session, '/') + 1)"
                     " WHERE instr(source_session, '/') > 0")
        conn.close()
        tmp.rename(path)
        print(f"made {path}", file=sys.stderr)
    return path


# -- a tree answering questions (a process of its own) ----------------------------------------------------------


WORKER = r"""
import json, random, sys, time
src, db = sys.argv[1], sys.argv[2]
sys.path.insert(0, src)
import numpy as np
from credo import Memory
from credo.embed import BgeSmallEmbedder
from credo.models import scope
from credo.recall import recall
from credo.store.base import RecallFilter
from credo.timeutil import parse_time

class Served:
    def __init__(self, model):
        self.name, self.dim, self.vector = model.name, model.dim, None
    def embed_batch(self, texts):
        raise RuntimeError("only queries")
    def embed_queries(self, texts):
        return np.stack([self.vector for _ in texts])

model = BgeSmallEmbedder()
served = Served(model)
mem = Memory(db, tenant="bench", embedder=model, reranker=None, seed=1)
rng = random.Random(1)
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    ask = json.loads(line)
    if ask.get("stop"):
        break
    served.vector = np.asarray(ask["vector"], dtype=np.float32)
    embedder = model if ask["mode"] == "included" else served
    start = time.perf_counter()
    hits = recall(mem.backend, embedder, scope("bench", ask["user"]), ask["q"],
                  RecallFilter(now=parse_time(ask["now"])), limit=10, record_access=ask["record"], rng=rng,
                  decay=mem.decay)
    ms = (time.perf_counter() - start) * 1000
    print(json.dumps({"ms": ms, "hits": [[h.memory.id, h.score] for h in hits]}), flush=True)
status = dict(l.split(":", 1) for l in open("/proc/self/status").read().splitlines() if ":" in l)
print(json.dumps({"peak_rss_mb": round(int(status["VmHWM"].split()[0]) / 1024, 1)}), flush=True)
"""


class Tree:
    """One source tree's credo in a process of its own, answering one question at a time."""

    def __init__(self, name: str, src: Path, db: Path) -> None:
        self.name = name
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(src), str(db)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(src)})
        self.read()

    def read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"{self.name}: the worker died")
        return dict(json.loads(line))

    def ask(self, **ask: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(ask) + "\n")
        self.proc.stdin.flush()
        return self.read()

    def stop(self) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"stop": True}) + "\n")
        self.proc.stdin.flush()
        out = self.read()
        self.proc.wait()
        return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def summary(values: list[float]) -> dict[str, float]:
    return {"p50": round(statistics.median(values), 2), "p95": round(percentile(values, 0.95), 2)}


def run_case(label: str, store: Path, users: list[str], trees: dict[str, Path], asked: list[str],
             vectors: dict[str, list[float]], work: Path) -> dict[str, Any]:
    """Every tree answers every question (each of one user in turn) in both modes, side by side."""
    copies = {}
    for name in trees:
        copies[name] = work / f"{label}-{name}.db"
        shutil.copyfile(store, copies[name])
    procs = {name: Tree(name, src, copies[name]) for name, src in trees.items()}
    now = NOW.isoformat()
    try:
        for user in users:  # warm: each user's pages and vector block, access not recorded
            for proc in procs.values():
                for mode in ("excluded", "included"):
                    proc.ask(q=asked[0], vector=vectors[asked[0]], user=user, mode=mode, record=False, now=now)
        times: dict[str, dict[str, list[float]]] = {n: {"excluded": [], "included": []} for n in procs}
        differ = {"excluded": 0, "included": 0}
        examples: list[dict[str, Any]] = []
        order = list(procs)
        for i, question in enumerate(asked):
            user = users[i % len(users)]
            for mode in ("excluded", "included"):
                answers = {}
                for name in (order if i % 2 == 0 else order[::-1]):
                    got = procs[name].ask(q=question, vector=vectors[question], user=user, mode=mode, record=True,
                                          now=now)
                    times[name][mode].append(got["ms"])
                    answers[name] = got["hits"]
                if len({json.dumps(a) for a in answers.values()}) > 1:
                    differ[mode] += 1
                    if len(examples) < 3:
                        examples.append({"question": question, "user": user, "mode": mode, "answers": answers})
        rss = {name: proc.stop()["peak_rss_mb"] for name, proc in procs.items()}
    finally:
        for proc in procs.values():
            if proc.proc.poll() is None:
                proc.proc.kill()
        for copy in copies.values():
            for suffix in ("", "-wal", "-shm"):
                Path(f"{copy}{suffix}").unlink(missing_ok=True)
    row: dict[str, Any] = {
        "queries": len(asked), "users_asked": len(users),
        "latency_ms": {name: {"query_embedding_excluded": summary(t["excluded"]),
                              "query_embedding_included": summary(t["included"])} for name, t in times.items()},
        "serving_peak_rss_mb": rss,
    }
    if len(procs) > 1:
        row["answers_that_differ"] = differ
        row["differences"] = examples
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="a source tree (its src folder) to time beside --after")
    parser.add_argument("--after", type=Path, default=ROOT / "src")
    parser.add_argument("--one", type=int, nargs="*", default=[1000, 10_000, 100_000])
    parser.add_argument("--many", nargs="*", default=["1000x1000"], help="USERSxPER")
    parser.add_argument("--shared-sessions", nargs="*", default=[], metavar="USERSxPER",
                        help="a many-users store whose users all name their sessions alike (session-0 ...)")
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--users", type=int, default=20, help="users asked in the many-users case")
    parser.add_argument("--cache", type=Path, default=CACHE)
    parser.add_argument("--fill-only", action="store_true")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "recall_scale.json")
    args = parser.parse_args()
    cases = [(f"one-{n}", 1, n) for n in args.one] + [
        (f"many-{spec}", int(spec.split("x")[0]), int(spec.split("x")[1])) for spec in args.many]
    stores = {label: store_for(users, per, args.cache) for label, users, per in cases}
    for spec in args.shared_sessions:
        users, per = int(spec.split("x")[0]), int(spec.split("x")[1])
        cases.append((f"many-{spec}-shared-sessions", users, per))
        stores[cases[-1][0]] = shared_sessions_store(users, per, args.cache)
    if args.fill_only:
        return
    sys.path.insert(0, str(ROOT / "src"))
    sys.path.insert(0, str(ROOT / "bench"))
    from recall_latency import questions

    from credo.embed import BgeSmallEmbedder, embed_query

    model = BgeSmallEmbedder()
    asked = questions(args.queries, seed=5)
    vectors = {q: [float(x) for x in embed_query(model, q)] for q in asked}
    trees = {**({"before": args.before.resolve()} if args.before else {}), "after": args.after.resolve()}
    load_before = os.getloadavg()
    results: dict[str, Any] = {
        "trees": {name: str(path) for name, path in trees.items()},
        "machine": {"cpus": os.cpu_count(), "load_average_before": [round(x, 2) for x in load_before]},
        "notes": "recall_latency.py's generated notes; template vectors + noise (see the docstring)",
        "cases": {},
    }
    work = args.cache / "run"
    work.mkdir(parents=True, exist_ok=True)
    for label, users, per in cases:
        asked_users = [user_name(i * users // min(users, args.users)) for i in range(min(users, args.users))]
        row = run_case(label, stores[label], asked_users, trees, asked, vectors, work)
        row.update({"users": users, "memories_per_user": per, "memories": users * per,
                    "database_mb": round(stores[label].stat().st_size / 1e6, 1)})
        results["cases"][label] = row
        print(f"{label}: {json.dumps(row['latency_ms'])} rss {row['serving_peak_rss_mb']}"
              f" differ {row.get('answers_that_differ')}", file=sys.stderr)
    results["machine"]["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
